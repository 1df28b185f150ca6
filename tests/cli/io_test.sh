#!/usr/bin/env bash
# What the command reads and writes (docs/install.md): output that cannot be written is
# an error (never exit 0, never an abort); inputs over the size limit, FIFOs and devices
# are refused with a message; '-' reads standard input under the same limit; a broken
# link in a checked folder is reported; `--mod DIR check DIR` checks the mod.
# Usage: io_test.sh MEGACORP SOURCE_DIR
set -uo pipefail
megacorp=$1; source=$2
source "$(dirname "$0")/expect_lib.sh"

# Output failures: stdout full.
full_stdout() {  # full_stdout ARGS...: megacorp ARGS >/dev/full fails with a message, no abort
  local err status
  err=$("$megacorp" "$@" 2>&1 >/dev/full); status=$?
  [ $status -ne 0 ] && [ $status -lt 128 ] && grep -q "standard output\|cannot write" <<<"$err" \
    || fail "megacorp $* >/dev/full -> exit $status, stderr: $err"
}
full_stdout check "$source/cards"
full_stdout show "Incarnate Hierarch"
full_stdout gallery
full_stdout keywords
full_stdout --help
full_stdout --version
full_stdout test "$source/examples/rulebook/buy_incarnate_neonate.mc"
full_stdout play --seed 1 --max-turns 3 "Corp Starter" "Gnost Starter"
# stderr full: diagnostics lost is not success; both full: non-zero, no abort.
cat >"$tmp/warn.mc" <<'MC'
card "Loud" { type: character cost: 1M traits: IQ 1, EQ 1, MQ 1, BQ 1 }
MC
"$megacorp" check "$source/tests/golden/unknown_keyword.mc" 2>/dev/full >/dev/null; status=$?
[ $status -ne 0 ] && [ $status -lt 128 ] || fail "check with errors 2>/dev/full -> exit $status"
"$megacorp" check "$source/tests/golden/unknown_keyword.mc" >/dev/full 2>/dev/full; status=$?
[ $status -ne 0 ] && [ $status -lt 128 ] || fail "check >/dev/full 2>/dev/full -> exit $status"
"$megacorp" gallery >/dev/full 2>/dev/full; status=$?
[ $status -eq 2 ] || fail "gallery >/dev/full 2>/dev/full -> exit $status"

# Inputs: devices, FIFOs, the size limit, standard input.
expect 2 "/dev/zero.*a device" "$megacorp" check /dev/zero
expect 2 "/dev/null.*a device" "$megacorp" check /dev/null
mkfifo "$tmp/pipe.mc"
expect 2 "pipe.mc.*named pipe" timeout 10 "$megacorp" check "$tmp/pipe.mc"
head -c $((4 * 1024 * 1024 + 1)) /dev/zero | tr '\0' '#' >"$tmp/big.mc"
expect 2 "big.mc.*more than the limit of 4 MiB" "$megacorp" check "$tmp/big.mc"
expect 2 "standard input.*limit of 4 MiB" sh -c "head -c 5000000 /dev/zero | '$megacorp' check -"
out=$("$megacorp" check - <"$source/tests/golden/unknown_keyword.mc" 2>&1); status=$?
[ $status -eq 1 ] && grep -q "^<stdin>:.*unknown keyword" <<<"$out" || fail "check - (stdin): exit $status, $out"
out=$("$megacorp" check - <"$source/examples/rulebook/buy_incarnate_neonate.mc" 2>&1) || fail "check - of a good file: $out"
out=$("$megacorp" test - <"$source/examples/rulebook/buy_incarnate_neonate.mc" 2>&1)
grep -q "2 passed, 0 failed" <<<"$out" || fail "test - (scenarios from standard input): $out"

# A broken link inside a checked folder is reported, not skipped; hidden files are skipped.
mkdir -p "$tmp/folder"
cp "$source/examples/rulebook/buy_incarnate_neonate.mc" "$tmp/folder/"
ln -s "$tmp/folder/missing.mc" "$tmp/folder/dangling.mc"
ln -s "$tmp/nowhere" "$tmp/folder/.#lock.mc"
expect 2 "dangling.mc.*broken symbolic link" "$megacorp" check "$tmp/folder"
rm "$tmp/folder/dangling.mc"
out=$("$megacorp" check "$tmp/folder" 2>&1) || fail "a hidden broken link is not skipped: $out"
mkfifo "$tmp/folder/fifo.mc"
expect 2 "fifo.mc.*not a regular file" timeout 10 "$megacorp" check "$tmp/folder"

# --mod DIR check DIR checks and loads the mod (docs/mods.md): a broken mod fails.
mkdir -p "$tmp/mod"
cat >"$tmp/mod/broken.mc" <<'MC'
keyword GLOWING {
  when this attacks: this gets +1 BQ until end of turn
}
card "Broken Mod Card" {
  type: character
  faction: none
  cost: 2M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  keywords: GLOWNG
}
MC
expect 1 "unknown keyword GLOWNG" "$megacorp" --mod "$tmp/mod" check "$tmp/mod"
expect 1 "unknown keyword GLOWNG" "$megacorp" check --mod "$tmp/mod" "$tmp/mod"
sed -i 's/GLOWNG/GLOWING/' "$tmp/mod/broken.mc"
out=$("$megacorp" --mod "$tmp/mod" check "$tmp/mod" 2>&1) || fail "a good mod: $out"
grep -q "defined twice" <<<"$out" && fail "the mod was loaded twice: $out"
"$megacorp" --mod "$tmp/mod" show "Broken Mod Card" >/dev/null || fail "the mod is not loaded by show"

# More cards than a game can address: an error at the first card over the limit, exit 1
# (`test` once stopped with "card_db: too many definitions", exit 2, no position).
mkdir -p "$tmp/many"
for f in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
  awk -v f=$f 'BEGIN { for (i = 0; i < 4000; i++)
    printf "card \"Filler %d %d\" {\n  type: location\n  faction: none\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n", f, i }' \
    >"$tmp/many/part$(printf %02d $f).mc"
done
expect 1 "part16.mc:[0-9]*:6: error: too many definitions" "$megacorp" test "$tmp/many"

# More keywords with arguments given by effects (`gains CASHFLOW 1`) than the tree numbers
# (checked::expr::granted_use, 16 bits): one error, at the first over the limit.
mkdir -p "$tmp/grants"
for f in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
  awk -v f=$f 'BEGIN { for (i = 0; i < 1000; i++) {
    printf "card \"Granter %d %d\" {\n  type: location\n  faction: none\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n", f, i
    for (j = 1; j <= 4; j++) printf "  rule: each card adjacent to this gains CASHFLOW %d\n", j
    printf "}\n" } }' >"$tmp/grants/part$(printf %02d $f).mc"
done
expect 1 "part16.mc:3839:42: error: too many keywords with arguments given by effects" "$megacorp" check "$tmp/grants"
out=$("$megacorp" check "$tmp/grants" 2>&1)
[ "$(grep -c "too many keywords with arguments" <<<"$out")" = 1 ] || fail "the limit of granted uses is not refused once"
# Likewise rules given by effects (`cannot attack until end of turn`: checked::given_rule).
sed -i 's/  rule: each card adjacent to this gains CASHFLOW [0-9]*/  on resolve: each character cannot attack until end of turn/; s/type: location/type: event/' "$tmp/grants"/*.mc
expect 1 "part16.mc:3839:15: error: too many rules given by effects" "$megacorp" check "$tmp/grants"
out=$("$megacorp" check "$tmp/grants" 2>&1)
[ "$(grep -c "too many rules given" <<<"$out")" = 1 ] || fail "the limit of given rules is not refused once"

exit $failed
