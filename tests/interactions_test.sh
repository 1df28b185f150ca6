#!/usr/bin/env bash
# The keyword interactions check (`megacorp rules interactions`, docs/rules_index.md "Keyword
# interactions"): it passes on the repository and generates docs/interactions.md, and fails, naming the cell, when the list of
# known missing cells (rules/interactions_missing.txt) lacks a missing cell, lists a cell
# that is not missing, or names no cell.
#   tests/interactions_test.sh MEGACORP ROOT
# The planted faults touch four different cells and the check reports every problem it finds,
# so they are planted together and checked in one run: each must be named in what it prints
# (two runs of `rules interactions` of about 26 s of CPU each, where one run a fault took 7).
set -euo pipefail
source "$(dirname "$0")/rules_copy_lib.sh"
cp "$root/rules/interactions_missing.txt" "$work/rules/"
list="$work/rules/interactions_missing.txt"
(cd "$work" && "$mc" rules interactions examples) > "$work/page.md" || fail "rules interactions fails on the copy: a keyword interaction is missing and not listed, or listed and not missing (above): add a scenario or fix rules/interactions_missing.txt"
# The page is what they generate (this run is the one CI makes: scripts/test.sh runs no other).
cmp -s "$work/page.md" "$root/docs/interactions.md" ||
  fail "docs/interactions.md is stale: run 'build/megacorp rules interactions examples > docs/interactions.md' and commit it"
page=$(cat "$work/page.md")
# A trigger's own phrase is no target: UNIQUE's `when this is deployed` touches no
# `query can_be_targeted` (its phrase number, 1, once read as the determiner `target`).
grep -q '^| UNIQUE | .*can_be_targeted' <<<"$page" && fail "UNIQUE's deploy trigger is read as a target"

# expected WHAT PATTERN: what the check must say of one planted fault.
expected=()
expect_problem() { expected+=("$1" "$2"); }

# The scenarios of ABRUPT × ABRUPT taken out (abrupt.mc's, and a design's whose two events
# both have ABRUPT): the cell is missing and not listed.
drop_scenarios() {  # FILE PATTERN: the scenarios whose name starts with PATTERN (an ERE) removed
  grep -qE "^scenario \"$2" "$1" || fail "$1 has no scenario \"$2...\": pick another cell"
  cp "$1" "$1.saved"
  awk -v p="^scenario \"$2" '$0 ~ p { skip = 1 } !skip { print } skip && /^}/ { skip = 0 }' "$1.saved" > "$1"
}
drop_scenarios "$work/examples/interactions/abrupt.mc" "ABRUPT × ABRUPT"
drop_scenarios "$work/examples/designs/copies/echo_protocol.mc" "Echo Protocol is played in Nick's turn"
expect_problem "a missing cell left off the list" "missing: ABRUPT × ABRUPT: they share query can_be_played_any_time and no passing scenario needs both"

# Masking: INDESTRUCTIBLE stops ASSASSIN (knocked out, the card is destroyed and the
# assassin's text runs). The scenarios that show it taken out, and in their place one that
# fails with INDESTRUCTIBLE knocked out but whose attacker has no ASSASSIN: its text never
# runs, so the one keyword's knock-out alone is no evidence and the cell is missing.
masking_re="ASSASSIN against INDESTRUCTIBLE|ASSASSIN does not annihilate an INDESTRUCTIBLE|ASSASSIN cannot annihilate an \
INDESTRUCTIBLE|INDESTRUCTIBLE card hit by the ASSASSIN|lethal damage to an INDESTRUCTIBLE|ASSASSIN's lethal damage \
neither destroys nor annihilates an INDESTRUCTIBLE|ASSASSIN area attack does not annihilate an indestructible|ASSASSIN's \
lethal damage on an INDESTRUCTIBLE|an indestructible victim is neither destroyed nor annihilated|ASSASSIN's lethal damage \
to an indestructible card annihilates nothing"
masking=$(cd "$work" && grep -rlE "^scenario \".*($masking_re)" examples)
[ -n "$masking" ] || fail "no ASSASSIN against INDESTRUCTIBLE scenario left: pick another masking pair"
for f in $masking; do drop_scenarios "$work/$f" ".*($masking_re)"; done
cat >> "$work/examples/keywords/destruction_keywords.mc" <<'PLANT'
card "Blunt Blade" {
  type: character
  faction: corp
  cost: 4M
  traits: IQ 1, EQ 1, MQ 1, BQ 3
}
scenario "planted: INDESTRUCTIBLE alone keeps the Golem" {
  player Ana { network { "Kurzwel Dynamics" at 0,0
                         "Blunt Blade" at 1,0 } }
  player Nicole { network { "Temple of the Quorum" at 0,0, engaged
                            "Bastion Golem" at 1,0 } }
  turn: Ana, challenge
  Ana attacks "Bastion Golem" with "Blunt Blade" using BQ
  Nicole does not retaliate
  expect "Bastion Golem" is at 1,0 in Nicole's network
}
PLANT
expect_problem "INDESTRUCTIBLE needed, ASSASSIN's text never run" "missing: ASSASSIN × INDESTRUCTIBLE: they share event card_destroyed"

grep -qx 'CASHFLOW × UPKEEP' "$list" && fail "CASHFLOW × UPKEEP is listed: pick a cell that interacts"
echo 'CASHFLOW × UPKEEP' >> "$list"
expect_problem "a cell listed that interacts" "lists CASHFLOW × UPKEEP, which is not missing"

echo 'FLYING × PIZZA' >> "$list"
expect_problem "a listed name that is no cell" "lists FLYING × PIZZA, which is no cell"
# The one run with every fault planted: it fails, and names each.
if out=$(cd "$work" && "$mc" rules interactions examples 2>&1 >/dev/null); then fail "the check passed with every fault planted"; fi
for ((i = 0; i < ${#expected[@]}; i += 2)); do
  grep -qF -- "${expected[i + 1]}" <<<"$out" || fail "${expected[i]}: expected '${expected[i + 1]}' in: $out"
done
echo "interactions tests passed"
