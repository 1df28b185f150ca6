#!/usr/bin/env bash
# Packages the VS Code extension (editors/vscode) with the official tool, vsce, into
# DIR/editors/megacorp.vsix (DIR defaults to build). Needs scripts/setup_editor.sh first;
# uses no network.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/${1:-build}/editors"
mkdir -p "$out"
cd "$root/editors/vscode"
[ -x node_modules/.bin/vsce ] || { echo "build_editor: run scripts/setup_editor.sh first" >&2; exit 1; }
node_modules/.bin/vsce package --skip-license --allow-missing-repository --out "$out/megacorp.vsix" >"$out/vsce.log" 2>&1 \
  || { cat "$out/vsce.log" >&2; exit 1; }
echo "build_editor: $out/megacorp.vsix"
