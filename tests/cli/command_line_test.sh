#!/usr/bin/env bash
# One command line (docs/install.md, "The command line"): no arguments prints the help; a
# misspelt subcommand is named with a did-you-mean; every subcommand's help lists the
# global options; --format is honoured or refused (exit 2), never ignored; a card library
# that cannot be read stops the command before the user's files are checked.
# Usage: command_line_test.sh MEGACORP SOURCE_DIR
set -uo pipefail
megacorp=$1; source=$2
source "$(dirname "$0")/expect_lib.sh"

# No arguments: the help on standard output, exit 2 (nothing was run).
out=$("$megacorp" 2>/dev/null); status=$?
[ $status -eq 2 ] || fail "megacorp with no arguments -> exit $status (want 2)"
grep -q "Usage:" <<<"$out" && grep -q "simulate" <<<"$out" || fail "megacorp with no arguments prints no help: ${out:0:200}"

# A misspelt subcommand, before or after global options.
expect 2 "unknown command 'chek'.*did you mean 'check'" "$megacorp" chek "$source/cards"
expect 2 "unknown command 'simulte'.*did you mean 'simulate'" "$megacorp" --cards "$source/cards" simulte
expect 2 "unknown command 'xyzzy'.*the commands are .*check" "$megacorp" xyzzy

# Each subcommand's help lists the global options.
for sub in check show test play simulate replay fmt variants; do
  help=$("$megacorp" "$sub" --help 2>&1)
  for opt in --format --cards --mod --prelude; do
    grep -q -- "$opt" <<<"$help" || fail "megacorp $sub --help does not list the global option $opt"
  done
done

# --format: honoured where it means something, refused (exit 2) where it does not.
for sub in gallery keywords reference; do
  expect 2 "--format json.*'$sub' writes Markdown" "$megacorp" --format json "$sub"
done
expect 2 "--format json.*'fmt'" "$megacorp" --format json fmt --check "$source/cards"
expect 2 "--format csv.*only 'simulate'" "$megacorp" --format csv check "$source/cards"
json=$("$megacorp" --format json variants) || fail "variants --format json -> exit $?"
grep -q '"name": "events-in-own-turn"' <<<"$json" && grep -q '"source":' <<<"$json" \
  || fail "variants --format json is not the JSON list of variants: ${json:0:200}"
json=$("$megacorp" --format json show ABRUPT) || fail "show ABRUPT --format json -> exit $?"
grep -q '"name": "ABRUPT"' <<<"$json" && grep -q '"abilities":' <<<"$json" \
  || fail "show KEYWORD --format json is not JSON: ${json:0:200}"

# A library that cannot be read: one error, then stop (no cascade over the user's file).
scenario="$source/examples/rulebook/buy_incarnate_neonate.mc"
err=$("$megacorp" --cards "$tmp/nowhere" check "$scenario" 2>&1 >/dev/null); status=$?
[ $status -eq 2 ] || fail "--cards to a missing folder -> exit $status (want 2)"
grep -q "nowhere" <<<"$err" || fail "--cards to a missing folder does not name it: ${err:0:300}"
grep -q "buy_incarnate_neonate" <<<"$err" && fail "--cards to a missing folder still checks the user's file: ${err:0:300}"
mkdir -p "$tmp/empty"
err=$("$megacorp" --cards "$tmp/empty" test "$scenario" 2>&1 >/dev/null); status=$?
[ $status -eq 2 ] || fail "--cards to a folder with no prelude -> exit $status (want 2)"
grep -q "buy_incarnate_neonate" <<<"$err" && fail "--cards to a folder with no prelude still checks the user's file: ${err:0:300}"

# --seed: a whole number 0..2^64-1, typed in the parser: a bad one is refused before any
# library is loaded (so a wrong --cards is not what is reported), on every subcommand.
declare -A decks_of=([play]='"Corp Starter" "Gnost Starter"' [simulate]='--deck "Corp Starter" --deck "Gnost Starter" --games 2')
for sub in play simulate; do
  "$megacorp" "$sub" --help 2>&1 | grep -q -- "--seed UINT" || fail "megacorp $sub --help does not type --seed as UINT"
  eval "rest=(${decks_of[$sub]})"
  for bad in x -1 12abc 0x10 99999999999999999999999 ""; do
    expect 2 "--seed: expects a whole number from 0 to 18446744073709551615" \
      "$megacorp" --cards "$tmp/nowhere" "$sub" --seed "$bad" "${rest[@]}"
  done
done
out=$("$megacorp" play --seed 18446744073709551615 --max-turns 1 "Corp Starter" "Gnost Starter" 2>&1) \
  && grep -q "seed 18446744073709551615" <<<"$out" || fail "play --seed 2^64-1 is not played with that seed: ${out:0:300}"
out=$("$megacorp" play --seed 010 --max-turns 1 "Corp Starter" "Gnost Starter" 2>&1) \
  && grep -q "seed 10," <<<"$out" || fail "play --seed 010 is not seed ten (decimal, not octal): ${out:0:300}"

# --deck on every command that takes decks: play takes it as simulate does (its two
# positionals stay as a shorthand); with --deck every positional is a path to load.
short=(--seed 5 --max-turns 3)
by_option=$("$megacorp" play "${short[@]}" --deck "Corp Starter" --deck "Gnost Starter" 2>&1) \
  || fail "play --deck A --deck B -> exit $?: ${by_option:0:300}"
by_position=$("$megacorp" play "${short[@]}" "Corp Starter" "Gnost Starter" 2>&1)
[ "$by_option" == "$by_position" ] || fail "play --deck A --deck B plays another game than play A B"
"$megacorp" play --help | grep -q -- "--deck" || fail "play --help does not list --deck"
expect 1 'short_deck.mc.*at least 40' "$megacorp" play --deck "Corp Starter" --deck "Short Corp" "$source/tests/sim/short_deck.mc"
expect 2 "play needs two decks.*got 1" "$megacorp" play --deck "Corp Starter"
expect 2 "play needs two decks.*got 3" "$megacorp" play --deck "Corp Starter" --deck "Gnost Starter" --deck "Corp Starter"
expect 2 "play needs two decks.*got 1" "$megacorp" play "Corp Starter"
expect 2 "both decks with --deck or both as positionals" "$megacorp" play --deck "Corp Starter" "Gnost Starter"

exit $failed
