#!/usr/bin/env bash
# Runs a headless Neovim session against `megacorp lsp`: neovim_test.sh NVIM MEGACORP SESSION.lua
set -euo pipefail
nvim=$1 megacorp=$(realpath "$2") session=$(realpath "$3")
rows=$(realpath "$(dirname "$session")/../../docs/vocabulary.md")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat >"$dir/broken.mc" <<'MC'
card "Nvim Prober" {
  type: character
  cost: 2M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  keywords: FLYNG
  when this is deployed: draw 1 card
}
MC
# What the session must see, from the command line: check's message, FLYING's rulebook quote.
"$megacorp" check "$dir/broken.mc" 2>"$dir/check.txt" || true
"$megacorp" keywords >"$dir/keywords.md"
expected=$(sed -n '1s/^[^ ]*: error: //p' "$dir/check.txt")
quote=$(sed -n '/^## FLYING$/,/^## [A-Z]/p' "$dir/keywords.md" | sed -n 's/^> \*\*[^*]*:\*\* //p' | sed -n 1p)
[ -n "$expected" ] && [ -n "$quote" ] || { echo "could not read the expected message or quote" >&2; exit 1; }
cd "$dir"
HOME="$dir" ROWS="$rows" MEGACORP="$megacorp" EXPECTED="$expected" QUOTE="$quote" FILE="$dir/broken.mc" \
  timeout 240 "$nvim" --headless --clean -n -u NONE -c "luafile $session" 2>&1 | tee "$dir/log"
grep -q '^PASS' "$dir/log"
