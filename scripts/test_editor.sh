#!/usr/bin/env bash
# Tests the editor package: the TextMate grammar against the annotated samples, the Vim
# syntax files on the same samples in Neovim, the samples against the checker (they are real
# Megacorp), then packages the .vsix and checks that the packaged extension loads. Usage: scripts/test_editor.sh [BUILD_DIR] (default build, which
# holds the megacorp binary). Needs scripts/setup_editor.sh first; uses no network.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/${1:-build}"
cd "$root/editors/vscode"
[ -x node_modules/.bin/vscode-tmgrammar-test ] || { echo "test_editor: run scripts/setup_editor.sh first" >&2; exit 1; }

echo "-- grammar tests (editors/vscode/test/*.mc)"
# The grammar is the one package.json contributes, so the test sees what VS Code ships.
node_modules/.bin/vscode-tmgrammar-test --compact 'test/*.mc'
node test/library_closes.js "$root/cards" "$root/examples"

echo "-- Vim syntax and filetype files (editors/vim) in Neovim, on the same samples"
nvim --headless -u NONE -i NONE --cmd "set rtp^=$root/editors/vim" -c 'filetype plugin on' -c 'syntax on' \
  -c "luafile $root/editors/vim/test/syntax_test.lua" 2>&1
echo

echo "-- the samples check and run"
"$build/megacorp" check test/
"$build/megacorp" test test/

echo "-- package and load the .vsix"
"$root/scripts/build_editor.sh" "${1:-build}"
vsix="$build/editors/megacorp.vsix"
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
unzip -q "$vsix" -d "$unpacked"
for f in package.json extension.js language-configuration.json syntaxes/megacorp.tmLanguage.json \
         node_modules/vscode-languageclient/package.json; do
  [ -f "$unpacked/extension/$f" ] || { echo "test_editor: $f is missing from $vsix" >&2; exit 1; }
done
for d in test node_modules/@vscode/vsce node_modules/vscode-tmgrammar-test; do
  [ ! -e "$unpacked/extension/$d" ] || { echo "test_editor: $d should not be in $vsix" >&2; exit 1; }
done
node test/load_packaged.js "$unpacked"
