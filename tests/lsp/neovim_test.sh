#!/usr/bin/env bash
# Runs a headless Neovim session against `megacorp lsp`: neovim_test.sh NVIM MEGACORP SESSION.lua
set -euo pipefail
nvim=$1 megacorp=$2 session=$3
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
expected=$("$megacorp" check "$dir/broken.mc" 2>&1 | sed -n 's/^[^ ]*: error: //p' | head -1)
cd "$dir"
HOME="$dir" MEGACORP="$megacorp" EXPECTED="$expected" FILE="$dir/broken.mc" \
  timeout 60 "$nvim" --headless --clean -n -u NONE -c "luafile $session" 2>&1 | tee "$dir/log"
grep -q '^PASS' "$dir/log"
