#!/usr/bin/env bash
# `mpirun -np 2 megacorp simulate` (docs/simulate.md, MPI): the same JSON and CSV as one
# process, timing removed, for a gauntlet of 3 decks; the same replay files; a game error
# on rank 1 reaches rank 0 (exit 1, the game named); a bad command line exits 2 promptly on
# every rank, none left waiting, and so on one rank alone; ranks given different runs are
# refused; --importance gives one process's figures too. CI runs as root, which mpirun refuses unless told.
# Usage: simulate_mpi_test.sh MEGACORP MPIRUN TEST_DIR
set -uo pipefail
megacorp=$1
mpirun=$2
here=$3
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# No limit on hosts' slots (2 ranks on a 1-core runner) and no network interfaces probed
# beyond this machine.
mpi=(timeout 120 "$mpirun" --allow-run-as-root --oversubscribe --mca btl self,vader -np 2)
decks=(--deck "Corp Starter" --deck "Incarnate Starter" --deck "Gnost Starter")

# The figures without the timing (the last object of the JSON; CSV has none).
no_timing() { sed '/^  "timing": {/,$d' "$1"; }

for format in json csv; do
  "$megacorp" simulate "${decks[@]}" --games 30 --seed 11 --format "$format" >"$tmp/one.$format" 2>/dev/null ||
    { echo "FAIL: one process, --format $format: exit $?"; failed=1; }
  "${mpi[@]}" "$megacorp" simulate "${decks[@]}" --games 30 --seed 11 --jobs 2 --format "$format" \
    >"$tmp/two.$format" 2>"$tmp/two.err" ||
    { echo "FAIL: mpirun -np 2, --format $format: exit $?: $(cat "$tmp/two.err")"; failed=1; }
  if [ ! -s "$tmp/one.$format" ] || ! cmp -s <(no_timing "$tmp/one.$format") <(no_timing "$tmp/two.$format"); then
    echo "FAIL: --format $format: 2 ranks print other figures than one process:"
    diff <(no_timing "$tmp/one.$format") <(no_timing "$tmp/two.$format") | head -20
    failed=1
  fi
done
# --importance: each variant shared between the ranks, the same figures as one process.
imp=(--deck "Corp Starter" --deck "Gnost Starter" --games 6 --seed 4 --importance "Corp Starter" --filler Kickback --agent random --format json)
"$megacorp" simulate "${imp[@]}" >"$tmp/imp1.json" 2>/dev/null || { echo "FAIL: --importance, one process: exit $?"; failed=1; }
"${mpi[@]}" "$megacorp" simulate "${imp[@]}" --jobs 2 >"$tmp/imp2.json" 2>"$tmp/imp2.err" ||
  { echo "FAIL: --importance, mpirun -np 2: exit $?: $(cat "$tmp/imp2.err")"; failed=1; }
if ! grep -q '"importance": {' "$tmp/imp1.json" || ! cmp -s <(no_timing "$tmp/imp1.json") <(no_timing "$tmp/imp2.json"); then
  echo "FAIL: --importance: 2 ranks print other figures than one process:"
  diff <(no_timing "$tmp/imp1.json") <(no_timing "$tmp/imp2.json") | head -20
  failed=1
fi
grep -q '"games_played": 90' "$tmp/one.json" || { echo "FAIL: one process did not play 90 games"; failed=1; }
grep -q '"ranks": 2' "$tmp/two.json" || { echo "FAIL: the JSON timing does not say 2 ranks"; failed=1; }
grep -q '"ranks": 1' "$tmp/one.json" || { echo "FAIL: the JSON timing does not say 1 rank"; failed=1; }

# Each rank writes its own games' replay files: together, one process's files.
"$megacorp" simulate --deck "Corp Starter" --deck "Gnost Starter" --games 6 --seed 3 --save-games "$tmp/g1" \
  >/dev/null 2>&1
"${mpi[@]}" "$megacorp" simulate --deck "Corp Starter" --deck "Gnost Starter" --games 6 --seed 3 \
  --save-games "$tmp/g2" >/dev/null 2>&1
[ "$(ls "$tmp/g2" | wc -l)" -eq 6 ] && diff -r "$tmp/g1" "$tmp/g2" >/dev/null ||
  { echo "FAIL: the replay files of 2 ranks differ from one process's"; failed=1; }

# Every game of the faulty deck stops on an error, on both ranks: rank 1's (game 1) reaches
# rank 0 and reads as one process's (which, with one thread, stops at game 0).
err=$("${mpi[@]}" "$megacorp" simulate --deck "Corp Starter" --deck "Faulty Corp" --games 2 --seed 1 \
  "$here/mpi_faulty_deck.mc" 2>&1 >/dev/null); status=$?
one=$("$megacorp" simulate --deck "Corp Starter" --deck "Faulty Corp" --games 2 --seed 1 \
  "$here/mpi_faulty_deck.mc" 2>&1 >/dev/null)
line=$(grep '^error: game 1 of "Faulty Corp" vs "Corp Starter" (seed [0-9]*): ' <<<"$err")
want=$(grep '^error: game 0 of "Corp Starter" vs "Faulty Corp" (seed [0-9]*): ' <<<"$one")
if [ "$status" -ne 1 ] || [ -z "$line" ] || [ -z "$want" ] || [ "${line#*): }" != "${want#*): }" ]; then
  echo "FAIL: a game error on rank 1: exit $status (want 1), or not one process's message ($want): $err"
  failed=1
fi

# A bad command line: refused by every rank before any MPI call, promptly.
start=$SECONDS
err=$("${mpi[@]}" "$megacorp" simulate --deck "Corp Starter" --deck Nope --games 2 2>&1); status=$?
if [ "$status" -ne 2 ] || ! grep -q 'no deck named "Nope"' <<<"$err" || [ $((SECONDS - start)) -gt 30 ]; then
  echo "FAIL: a bad command line under mpirun: exit $status (want 2) after $((SECONDS - start)) s: $err"
  failed=1
fi
err=$("${mpi[@]}" "$megacorp" simulate --deck "Corp Starter" --deck "Gnost Starter" --games 3 2>&1); status=$?
[ "$status" -eq 2 ] || { echo "FAIL: --games 3 under mpirun: exit $status (want 2): $err"; failed=1; }

# Ranks given different command lines (mpirun's A : B form): rank 1 alone refusing its own
# leaves rank 0 not waiting; a rank given another run is named, and all exit 2.
global=(--allow-run-as-root --mca btl self,vader)
one_rank=(-np 1 "$megacorp" simulate --deck "Corp Starter" --deck "Gnost Starter" --games 2)
start=$SECONDS
err=$(timeout 120 "$mpirun" "${global[@]}" "${one_rank[@]}" --seed 1 : "${one_rank[@]}" --seed x 2>&1); status=$?
if [ "$status" -ne 2 ] || ! grep -q 'seed: expects a whole number' <<<"$err" || [ $((SECONDS - start)) -gt 30 ]; then
  echo "FAIL: a bad command line on rank 1 only: exit $status (want 2) after $((SECONDS - start)) s: $err"
  failed=1
fi
err=$(timeout 120 "$mpirun" "${global[@]}" "${one_rank[@]}" --seed 1 : "${one_rank[@]}" --seed 2 2>&1); status=$?
if [ "$status" -ne 2 ] || ! grep -q 'MPI rank 1 of 2 loaded another card library or was given another run' <<<"$err"; then
  echo "FAIL: ranks given different runs: exit $status (want 2): $err"
  failed=1
fi

[ $failed -eq 0 ] && echo "simulate_mpi: 2 ranks print one process's figures"
exit $failed
