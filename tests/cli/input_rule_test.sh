#!/usr/bin/env bash
# The input rule (docs/install.md, "Inputs") through the binary, for every command that
# reads a file: a FIFO is refused at once, /dev/zero is not read, a file over 4 MiB is
# refused, and a line of a megabyte is quoted by at most a bounded excerpt.
# Usage: input_rule_test.sh MEGACORP
set -uo pipefail
megacorp=$1
source "$(dirname "$0")/expect_lib.sh"

mkfifo "$tmp/pipe.mc" "$tmp/pipe.replay"
head -c $((4 * 1024 * 1024 + 1)) /dev/zero | tr '\0' '#' >"$tmp/big.mc"
cp "$tmp/big.mc" "$tmp/big.replay"
long=$(head -c 1000000 /dev/zero | tr '\0' 'x')  # one line of a megabyte

# bounded COMMAND...: its stderr is under 2,000 bytes and shows a cut excerpt ("...").
bounded() {
  local err
  err=$(timeout 20 "$megacorp" "$@" 2>&1 >/dev/null)
  [ ${#err} -lt 2000 ] && grep -q '\.\.\.' <<<"$err" || fail "megacorp $* -> ${#err} bytes of stderr: ${err:0:300}"
}

# check and test (scenario and deck files).
for cmd in check test; do
  expect 2 'pipe.mc.*named pipe' timeout 10 "$megacorp" $cmd "$tmp/pipe.mc"
  expect 2 '/dev/zero.*a device' timeout 10 "$megacorp" $cmd /dev/zero
  expect 2 'big.mc.*more than the limit of 4 MiB' timeout 10 "$megacorp" $cmd "$tmp/big.mc"
done
printf 'card "Long" {\n  type: character %s\n}\n' "$long" >"$tmp/long.mc"
bounded check "$tmp/long.mc"

# --mod: a mod file is read under the same rule.
expect 2 'pipe.mc.*named pipe' timeout 10 "$megacorp" --mod "$tmp/pipe.mc" check "$tmp/long.mc"
expect 2 'big.mc.*more than the limit of 4 MiB' timeout 10 "$megacorp" --mod "$tmp/big.mc" check "$tmp/long.mc"

# fmt: files and standard input.
expect 2 'pipe.mc.*named pipe' timeout 10 "$megacorp" fmt "$tmp/pipe.mc"
expect 2 '/dev/zero.*a device' timeout 10 "$megacorp" fmt /dev/zero
expect 2 'big.mc.*more than the limit of 4 MiB' timeout 10 "$megacorp" fmt --check "$tmp/big.mc"
expect 2 '<stdin>.*limit of 4 MiB' timeout 10 sh -c "head -c 60000000 /dev/zero | '$megacorp' fmt -"
printf 'card "Long" {\n  type %s\n}\n' "$long" >"$tmp/long_syntax.mc"
bounded fmt --check "$tmp/long_syntax.mc"

# replay.
expect 2 'pipe.replay.*named pipe' timeout 10 "$megacorp" replay "$tmp/pipe.replay"
expect 2 '/dev/zero.*a device' timeout 10 "$megacorp" replay /dev/zero
expect 2 'big.replay.*more than the limit of 4 MiB' timeout 10 "$megacorp" replay "$tmp/big.replay"
"$megacorp" simulate --deck "Corp Starter" --deck "Gnost Starter" --games 2 --seed 5 --save-games "$tmp/games" \
  >/dev/null 2>&1 || fail "simulate --save-games exited $?"
f="$tmp/games/game-000-000000.replay"
start=$(grep -n '^actions ' "$f" | cut -d: -f1)
{ head -n $((start + 2)) "$f"; printf '%s\n' "$long"; tail -n +$((start + 4)) "$f"; } >"$tmp/long.replay"
expect 1 'action 3 (`x*\.\.\.`): cannot read it' timeout 10 "$megacorp" replay "$tmp/long.replay"
bounded replay "$tmp/long.replay"

exit $failed
