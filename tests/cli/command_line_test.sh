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

# A global flag just before the command takes no value: the command is still the command.
for flag in --no-library --no-prelude; do
  err=$("$megacorp" $flag check "$source/cards/prelude" 2>&1 >/dev/null)
  grep -q "unknown command" <<<"$err" && fail "megacorp $flag check: the command taken for the flag's value: ${err:0:200}"
done

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
json=$("$megacorp" --format json show "Corp Starter") || fail "show DECK --format json -> exit $?"
grep -q '"founder": "The Glass Man"' <<<"$json" && grep -q '"main":' <<<"$json" \
  || fail "show DECK --format json is not the deck as JSON: ${json:0:200}"

# show: card language by default (docs/language.md), the summary and tree with --tree; a
# name nothing has is an error naming it.
out=$("$megacorp" show "Incarnate Hierarch") || fail "show CARD -> exit $?"
grep -q '^card "Incarnate Hierarch" {$' <<<"$out" && grep -q '^  cost: 4M + 3BQ$' <<<"$out" \
  || fail "show CARD does not print the card form: ${out:0:200}"
out=$("$megacorp" show "Corp Starter") || fail "show DECK -> exit $?"
grep -q '^deck "Corp Starter" {$' <<<"$out" || fail "show DECK does not print the deck form: ${out:0:200}"
# The verb agrees with a plural subject (`characters ... get`, `2 target characters gain`);
# `each character` stays singular.
out=$("$megacorp" show "Bio-Reactor" "$source/examples/designs/costs/bio_reactor.mc") || fail "show Bio-Reactor -> exit $?"
grep -q '^  rule: characters with #GMO you control get +1 BQ$' <<<"$out" \
  || fail "show does not make the verb agree with a plural subject: ${out:0:300}"
out=$("$megacorp" show "Ref And Drill" "$source/examples/reference/conjoined_changes_run.mc") || fail "show Ref And Drill -> exit $?"
grep -q 'each character you control gets +2 MQ and -1 BQ until end of turn$' <<<"$out" \
  || fail "show does not keep 'each' singular: ${out:0:300}"
# A discard by each player is from their own hand (no `in your hand`), `they have`, and
# `if you do` printed `if you did` (docs/language.md, Synonyms; blind design batch 30).
out=$("$megacorp" show "Ref Printed Meeting" "$source/examples/reference/printed_forms_run.mc") || fail "show Ref Printed Meeting -> exit $?"
grep -qF 'each player discards 2 cards, for each player { if they have exactly 0 cards in hand { gain 1M } }, you may pay 1M; if you did { draw 1 card }' <<<"$out" \
  || fail "show does not print the discard, 'they have' and 'if you did' forms: ${out:0:400}"
# A one-shot replacement's duration is printed as written, `this turn` (blind design batch 31, N3).
out=$("$megacorp" show "Second Chance" "$source/examples/designs/replacements/second_chance.mc") || fail "show Second Chance -> exit $?"
grep -qF 'the next time target character you control would be destroyed this turn, instead' <<<"$out" \
  || fail "show does not print a replacement's 'this turn': ${out:0:400}"
out=$("$megacorp" show --tree "Kickback") || fail "show --tree CARD -> exit $?"
grep -q '^  event (corp), cost 2M$' <<<"$out" && grep -q '^    sequence$' <<<"$out" \
  || fail "show --tree does not print the summary and tree: ${out:0:300}"
# The trigger's `for the first time each turn` in words, not as its value (1).
out=$("$megacorp" show --tree "Shock Absorber" "$source/examples/designs/triggers/shock_absorber.mc") \
  || fail "show --tree Shock Absorber -> exit $?"
grep -q '^    select "is dealt damage" for the first time each turn$' <<<"$out" \
  || fail "show --tree does not print 'for the first time each turn' in words: ${out:0:400}"
expect 1 'no card, keyword or deck named "Nothing Here"' "$megacorp" show "Nothing Here"

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

# play --save-game FILE: the format simulate --save-games writes, so `replay FILE` replays
# it to its saved end; a capped game, a finished one, and agents of their own (mcts with
# its budget) alike. A file that cannot be written is refused before the game.
save_and_replay() {  # NAME PLAY_ARGS...: play saving NAME.replay, then replay it
  local name=$1; shift
  local out
  out=$("$megacorp" play --save-game "$tmp/$name.replay" "$@" 2>&1) || { fail "play $* --save-game -> exit $?: ${out:0:300}"; return; }
  out=$("$megacorp" replay "$tmp/$name.replay" 2>&1) \
    && grep -q "^ok: .*replays to its saved end" <<<"$out" || fail "replay of play $* --save-game: ${out:0:300}"
}
save_and_replay capped --seed 5 --max-turns 2 "Corp Starter" "Gnost Starter"
save_and_replay finished --seed 2 --deck "Corp Starter" --deck "Incarnate Starter"
save_and_replay agents --seed 3 --max-turns 4 --agent mcts --mcts-iterations 5 --agent-b greedy "Corp Starter" "Gnost Starter"
grep -q "^result end=capped " "$tmp/capped.replay" || fail "play --max-turns 2 --save-game: the file does not say capped"
grep -q "^result end=win winner=[12] " "$tmp/finished.replay" || fail "play --save-game of a finished game: no winner in the file"
touch "$tmp/file"
expect 2 "--save-game: a game with a human seat cannot be saved yet" "$megacorp" play --agent human --save-game "$tmp/h.replay" "Corp Starter" "Gnost Starter"
expect 2 "--save-game: cannot write to" "$megacorp" play --save-game "$tmp/file/sub.replay" "Corp Starter" "Gnost Starter"
# mcts takes its budget: two budgets, two games.
two=$("$megacorp" play --agent mcts --mcts-iterations 2 --max-turns 3 "Corp Starter" "Gnost Starter")
fifty=$("$megacorp" play --agent mcts --mcts-iterations 50 --max-turns 3 "Corp Starter" "Gnost Starter")
[ -n "$two" ] && [ "$two" != "$fifty" ] || fail "play --agent mcts plays the same game with 2 and 50 iterations a decision"

# play and replay --format json: the game as JSON lines (docs/self_play.md): a "game" line,
# one "action" line per action with its events (each with its rule and section), then a
# "result" line. The replay of a saved game prints the same action lines as its play.
if command -v jq >/dev/null; then
  play_json=$("$megacorp" --format json play --seed 5 --max-turns 3 --save-game "$tmp/j.replay" "Corp Starter" "Gnost Starter") \
    || fail "play --format json -> exit $?"
  lines=$(wc -l <<<"$play_json")
  [ "$(jq -c . <<<"$play_json" 2>/dev/null | wc -l)" -eq "$lines" ] || fail "play --format json is not one JSON value a line: ${play_json:0:300}"
  [ "$(head -1 <<<"$play_json" | jq -r .kind)" == game ] && [ "$(tail -1 <<<"$play_json" | jq -r .kind)" == result ] \
    || fail "play --format json does not start with a game line and end with a result line"
  actions=$(jq -c 'select(.kind == "action")' <<<"$play_json")
  [ "$(wc -l <<<"$actions")" -eq "$(tail -1 <<<"$play_json" | jq .actions)" ] || fail "play --format json: action lines and the result's count differ"
  jq -se '[.[] | select(.kind == "action") | .events[] | select(.rule != "" and .section != "")] | length > 0' \
    <<<"$play_json" >/dev/null \
    || fail "play --format json: no event carries its rule and section"
  replay_json=$("$megacorp" --format json replay "$tmp/j.replay") || fail "replay --format json -> exit $?"
  [ "$(jq -c 'select(.kind == "action")' <<<"$replay_json")" == "$actions" ] || fail "replay --format json prints other actions than play did"
  [ "$(tail -1 <<<"$replay_json" | jq -r '.kind + " " + (.ok | tostring)')" == "result true" ] || fail "replay --format json: no result line saying ok"
  expect 2 "--format json.*human" "$megacorp" --format json play --agent human "Corp Starter" "Gnost Starter"
else
  fail "jq is missing (scripts/setup.sh --test installs it)"
fi

exit $failed
