#!/usr/bin/env bash
# An installed megacorp (docs/install.md): `cmake --install` to a temporary prefix, the
# prefix moved elsewhere, then show, check, test, play, fmt and lsp run from another folder with the
# library found beside the executable; no path of the checkout or the build tree is in
# the binary; a library enclosing the paths given, --cards and MEGACORP_CARDS are used in
# that order, and `check cards/` of another checkout checks those files, once.
# Usage: install_test.sh BUILD_DIR SOURCE_DIR [release|sanitized]
set -uo pipefail
build=$(cd "$1" && pwd -P); source=$(cd "$2" && pwd -P); kind=${3:-release}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }

cmake --install "$build" --prefix "$tmp/prefix" >/dev/null || { echo "FAIL: cmake --install"; exit 1; }
[ -x "$tmp/prefix/bin/megacorp" ] || fail "no bin/megacorp"
[ -f "$tmp/prefix/share/megacorp/cards/prelude/keywords.mc" ] || fail "no share/megacorp/cards/prelude/keywords.mc"
mv "$tmp/prefix" "$tmp/moved"
bin=$tmp/moved/bin/megacorp
unset MEGACORP_CARDS

# No absolute path compiled in: neither the checkout nor the build tree.
for p in "$source" "$build"; do
  if strings "$bin" | grep -qF "$p"; then fail "strings of the installed binary name $p"; fi
done

mkdir -p "$tmp/elsewhere" && cd "$tmp/elsewhere" || exit 1
cp "$source/examples/rulebook/buy_incarnate_neonate.mc" scenario.mc
"$bin" show "Incarnate Hierarch" | grep -q "cost: 4M + 3BQ" || fail "installed show"
out=$("$bin" check scenario.mc 2>&1) && grep -q '^ok: ' <<<"$out" || fail "installed check: $out"
out=$("$bin" test scenario.mc 2>&1) && grep -q '2 passed, 0 failed' <<<"$out" || fail "installed test: $out"
out=$("$bin" play --seed 3 --max-turns 4 "Corp Starter" "Gnost Starter" 2>&1) && grep -q '^Result: ' <<<"$out" \
  || fail "installed play: $out"
printf 'card   "Loose Layout" {\n      type: character\n cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n' >loose.mc
"$bin" fmt --check loose.mc >/dev/null 2>&1 && fail "installed fmt --check passes a loose layout"
"$bin" fmt loose.mc && "$bin" fmt --check loose.mc || fail "installed fmt"
# The language server: initialize, and a file with a misspelt keyword gets its diagnostic
# with the suggestion from the installed prelude; shutdown and exit end it with status 0.
lsp_msg() { printf 'Content-Length: %d\r\n\r\n%s' "${#1}" "$1"; }
bad='card \"Stray\" {\n  type: character\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  keywords: FLYNG\n}\n'
out=$({ lsp_msg '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}'
        lsp_msg '{"jsonrpc":"2.0","method":"initialized","params":{}}'
        lsp_msg "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"file://$tmp/elsewhere/stray.mc\",\"languageId\":\"megacorp\",\"version\":1,\"text\":\"$bad\"}}}"
        lsp_msg '{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}'
        lsp_msg '{"jsonrpc":"2.0","method":"exit","params":null}'; } | "$bin" lsp 2>&1); status=$?
[ $status -eq 0 ] || fail "installed lsp: exit $status"
grep -q 'unknown keyword' <<<"$out" && grep -q 'FLYING' <<<"$out" || fail "installed lsp: no diagnostic with a suggestion: $out"

# Another checkout's library: the files given, not a second copy of them.
mkdir -p "$tmp/other/cards" && cp -r "$source/cards/." "$tmp/other/cards/"
cat >>"$tmp/other/cards/neutral.mc" <<'MC'
card "Only In The Other Checkout" {
  type: resource character
  faction: none
  cost: 1M
  traits: IQ 0, EQ 1, MQ 0, BQ 1
}
MC
cd "$tmp/other" || exit 1
out=$("$bin" check cards/ 2>&1) || fail "check cards/ of another checkout: $out"
grep -q "defined twice" <<<"$out" && fail "check cards/ loaded a second library: $out"
out=$("$bin" check cards/neutral.mc 2>&1) || fail "check cards/neutral.mc of another checkout: $out"
"$bin" show "Only In The Other Checkout" cards/neutral.mc >/dev/null || fail "show with a path in another checkout"
cd "$tmp/elsewhere" || exit 1
"$bin" show "Only In The Other Checkout" >/dev/null 2>&1 && fail "the installed library holds the other checkout's card"
MEGACORP_CARDS=$tmp/other/cards "$bin" show "Only In The Other Checkout" >/dev/null || fail "MEGACORP_CARDS is not used"
"$bin" --cards "$tmp/other/cards" show "Only In The Other Checkout" >/dev/null || fail "--cards is not used"
out=$(MEGACORP_CARDS=$tmp/nowhere "$bin" show "Incarnate Hierarch" 2>&1); status=$?
[ $status -eq 2 ] && grep -q "nowhere" <<<"$out" || fail "a missing MEGACORP_CARDS: exit $status, $out"

# cmake --install --strip (docs/install.md): a smaller binary, no symbol table, that runs.
cmake --install "$build" --prefix "$tmp/stripped" --strip >/dev/null || fail "cmake --install --strip"
stripped=$tmp/stripped/bin/megacorp
[ "$(stat -c %s "$stripped")" -lt "$(stat -c %s "$bin")" ] || fail "--strip did not make the binary smaller"
readelf -S "$stripped" | grep -q '\.symtab' && fail "--strip left the symbol table in"
"$stripped" show "Incarnate Hierarch" | grep -q "cost: 4M + 3BQ" || fail "the stripped binary does not run"

# Every shared library the binary needs to start is named in docs/install.md ("Runtime
# libraries"): Open MPI's among them when it was built with MPI, even for commands that
# never use it. Not for the sanitizer tree's binary, linked by clang without --as-needed.
[ "$kind" = release ] &&
  for lib in $(readelf -d "$bin" | awk '$2 == "(NEEDED)" { gsub(/[][]/, "", $NF); print $NF }'); do
    grep -qF "\`$lib\`" "$source/docs/install.md" || fail "the installed binary needs $lib, which docs/install.md does not name"
  done

# No library at all: a clear error, exit 2.
cp "$bin" "$tmp/lonely"
out=$("$tmp/lonely" show "Incarnate Hierarch" 2>&1); status=$?
[ $status -eq 2 ] && grep -q "cannot find the card library" <<<"$out" || fail "no library: exit $status, $out"

exit $failed
