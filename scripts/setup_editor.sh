#!/usr/bin/env bash
# Installs what the editor package (editors/vscode) needs: Node.js and npm from Debian if
# there are none, then its npm tools from the committed package-lock.json. Idempotent and
# quiet when done already; the only editor step that uses the network. The C++ build never
# needs any of it.
set -euo pipefail
cd "$(dirname "$0")/../editors/vscode"

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "setup: installing nodejs npm" >&2
  export DEBIAN_FRONTEND=noninteractive
  { $sudo apt-get update -q && $sudo apt-get install -y -q nodejs npm; } >/tmp/megacorp-apt-node.log 2>&1 \
    || { cat /tmp/megacorp-apt-node.log >&2; exit 1; }
fi
# Debian 12's Node.js is 18; the pinned tools run on 18 and later.
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 18 ]; then
  echo "setup: the editor tools need Node.js 18 or later, found $(node --version)" >&2
  exit 1
fi

# node_modules matches the lock file it was installed from: nothing to do.
stamp=node_modules/.megacorp-package-lock.json
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  exit 0
fi
echo "setup: installing the editor tools (npm ci in editors/vscode)" >&2
# --ignore-scripts: nothing the package needs runs at install time.
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/tmp/megacorp-npm.log 2>&1 \
  || { cat /tmp/megacorp-npm.log >&2; exit 1; }
cp package-lock.json "$stamp"
