#!/usr/bin/env bash
# Installs what the editor package (editors/vscode) needs: Node.js and npm from Debian if
# there are none, then its npm tools from the committed package-lock.json. Idempotent and
# quiet when done already; the only editor step that uses the network. The C++ build never
# needs any of it.
set -euo pipefail
scripts=$(cd "$(dirname "$0")" && pwd)
cd "$scripts/../editors/vscode"

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  "$scripts/apt_install.sh" nodejs npm
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
log=$(mktemp -t megacorp-npm.XXXXXX)
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >"$log" 2>&1 \
  || { cat "$log" >&2; exit 1; }
rm -f "$log"
cp package-lock.json "$stamp"
