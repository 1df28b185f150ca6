#!/usr/bin/env bash
# Installs what the browser table's real-browser test (tests/serve/browser_test.sh) needs
# beside Chromium (scripts/setup.sh --test installs it): playwright-core and axe-core from the committed
# package-lock.json in tests/serve/browser, with --ignore-scripts, so no browser is
# downloaded (the test drives Debian's Chromium). Node.js and npm come first from
# scripts/setup_editor.sh. Idempotent and quiet when done already; the C++ build never
# needs any of it.
set -euo pipefail
cd "$(dirname "$0")/../tests/serve/browser"
command -v npm >/dev/null || { echo "setup: npm is missing (scripts/setup_editor.sh installs it)" >&2; exit 1; }
# node_modules matches the lock file it was installed from: nothing to do.
stamp=node_modules/.megacorp-package-lock.json
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  exit 0
fi
echo "setup: installing the browser test's tools (npm ci in tests/serve/browser)" >&2
log=$(mktemp -t megacorp-npm.XXXXXX)  # not a fixed name: /tmp is shared with other users
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >"$log" 2>&1 \
  || { cat "$log" >&2; exit 1; }
rm -f "$log"
cp package-lock.json "$stamp"
