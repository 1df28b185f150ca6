#!/usr/bin/env bash
# Soak: `megacorp simulate --check` (the engine invariants after every action) over every
# ordered pairing of the starter decks, with the random, greedy and mcts agents (one agent
# plays both seats). docs/soak.md.
#
#   scripts/soak.sh MEGACORP RANDOM GREEDY MCTS [SEED] [JOBS]
#
# RANDOM, GREEDY, MCTS: games per ordered pairing for each agent (0 skips the agent; even
# numbers). A cross pairing plays its games in both seat orders (simulate alternates the
# seats), so it is given twice the count; a mirror is one ordered pairing. SEED (default
# 1) seeds the runs (run n of the script uses SEED + n); JOBS (default 2) is --jobs.
# A violation is printed with its seed and pairing and its replay saved by simulate
# (megacorp-violations/ in the working folder); the runs go on. Exits 1 if any run
# reported a violation or an error.
set -uo pipefail
if [ $# -lt 4 ]; then
  echo "usage: $0 MEGACORP RANDOM GREEDY MCTS [SEED] [JOBS]" >&2
  exit 2
fi
megacorp=$1 random=$2 greedy=$3 mcts=$4 seed=${5:-1} jobs=${6:-2}
decks=("Corp Starter" "Incarnate Starter" "Gnost Starter")
failed=0 runs=0 games=0

run() {  # run AGENT GAMES DECK DECK
  local agent=$1 n=$2 a=$3 b=$4 start end out status
  [ "$n" -gt 0 ] || return 0
  start=$(date +%s%N)
  out=$("$megacorp" simulate --deck "$a" --deck "$b" --agent "$agent" --mcts-iterations 50 --games "$n" \
        --seed $((seed + runs)) --jobs "$jobs" --check --format csv 2>&1 >/dev/null); status=$?
  end=$(date +%s%N)
  runs=$((runs + 1)) games=$((games + n))
  printf '%-7s %-18s vs %-18s %7d games, seed %d: %s (%d ms)\n' "$agent" "$a" "$b" "$n" \
    $((seed + runs - 1)) "$(grep -- '--check:' <<<"$out")" $(((end - start) / 1000000))
  if [ "$status" -ne 0 ]; then
    grep -v -- '--check:' <<<"$out" | grep -v 'games in' | sed 's/^/  /'
    failed=1
  fi
}

for agent_games in "random $random" "greedy $greedy" "mcts $mcts"; do
  read -r agent n <<<"$agent_games"
  for ((i = 0; i < ${#decks[@]}; ++i)); do
    for ((j = i; j < ${#decks[@]}; ++j)); do
      if [ "$i" -eq "$j" ]; then run "$agent" "$n" "${decks[i]}" "${decks[j]}"
      else run "$agent" $((2 * n)) "${decks[i]}" "${decks[j]}"; fi
    done
  done
done
echo "soak: $games games in $runs runs; $([ "$failed" -eq 0 ] && echo "no violation, no error" || echo "FAILED")"
exit "$failed"
