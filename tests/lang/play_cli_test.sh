#!/usr/bin/env bash
# `megacorp play`, `megacorp gallery` and `megacorp keywords` from the command line: bad
# requests exit 2 with a message (never a crash), the same seed prints the same game and
# the keyword page has every keyword of the glossary; `--rules` selects variants for
# `test` and `play`, a mod's declared ones too, and `variants` lists them. (scripts/test.sh checks that
# docs/cards.md and docs/keywords.md are current.) Usage: play_cli_test.sh MEGACORP
set -uo pipefail
megacorp=$1
failed=0

source "$(dirname "$0")/../expect_status.sh" || exit 2

expect_status 2 'no deck named "Nope"' play --seed 1 "Nope" "Corp Starter"
expect_status 2 'no deck named "Nope"' play --seed 1 "Corp Starter" "Nope"
expect_status 2 'whole number' play --seed -3 "Corp Starter" "Gnost Starter"
expect_status 2 'whole number' play --seed 12abc "Corp Starter" "Gnost Starter"
expect_status 2 'whole number' play --seed 99999999999999999999999 "Corp Starter" "Gnost Starter"
expect_status 2 'max-turns' play --max-turns 0 "Corp Starter" "Gnost Starter"
expect_status 2 'max-turns' play --max-turns x "Corp Starter" "Gnost Starter"
expect_status 2 'frobnicate' play --frobnicate "Corp Starter" "Gnost Starter"
expect_status 2 'play needs two decks' play "Corp Starter"

one=$("$megacorp" play --seed 5 "Corp Starter" "Incarnate Starter") || { echo "FAIL: play --seed 5 exited $?"; failed=1; }
two=$("$megacorp" play --seed 5 "Corp Starter" "Incarnate Starter")
[ "$one" == "$two" ] || { echo "FAIL: the same seed printed two different games"; failed=1; }
grep -q '^Result: ' <<<"$one" || { echo "FAIL: no Result line"; failed=1; }

short=$("$megacorp" play --seed 5 --max-turns 2 "Corp Starter" "Incarnate Starter")
grep -q '^Result: draw: the turn limit was reached (2 turns)' <<<"$short" || { echo "FAIL: the turn limit is not a draw"; failed=1; }

# --rules (docs/rulings.md): an unknown name is a usage error naming the known ones; the
# named variants apply on top of each scenario's own `rules:` line, and to self-play.
examples=$(cd "$(dirname "$0")/../../examples" && pwd)
expect_status 2 "unknown rules variant 'nope'" play --rules nope "Corp Starter" "Gnost Starter"
expect_status 2 "did you mean 'single-mulligan'" test --rules single-muligan "$examples/variants/pile_sale.mc"
expect_status 2 "variants are listed by 'megacorp variants'" test --rules standard,nope "$examples/variants/pile_sale.mc"
under=$("$megacorp" test --rules sell-top-card-only "$examples/variants/pile_sale.mc"); status=$?
[ "$status" -eq 1 ] && grep -q '^FAIL 000 (default)' <<<"$under" && grep -q '^1 passed, 1 failed' <<<"$under" ||
  { echo "FAIL: test --rules sell-top-card-only did not fail the default scenario alone (exit $status)"; failed=1; }
"$megacorp" test --rules sell-top-card-only "$examples/variants/first_turn_draw.mc" >/dev/null ||
  { echo "FAIL: test --rules with a variant the scenarios do not read failed"; failed=1; }
ruled=$("$megacorp" play --seed 5 --rules winner-pays-bid,single-mulligan "Corp Starter" "Incarnate Starter")
grep -q '^Self-play: .*, rules winner-pays-bid, single-mulligan$' <<<"$ruled" && grep -q '^Result: ' <<<"$ruled" ||
  { echo "FAIL: play --rules did not name the variants or finish"; failed=1; }

# Variants declared in card text: the prelude's and, with the mod loaded, the mod's, which
# `--rules` then accepts (and refuses without the mod); `variants` lists them all.
mod="$examples/mods/stealth_salvage"
listed=$("$megacorp" --mod "$mod" variants) || { echo "FAIL: variants exited $?"; failed=1; }
grep -q '^standard: 001 (the default rules) (built in)$' <<<"$listed" &&
  grep -q '^stealth-only-hides: .* (declared at .*keywords.mc:[0-9]*)$' <<<"$listed" &&
  [ "$(grep -c '(declared at .*prelude/keywords.mc:' <<<"$listed")" -ge 6 ] ||
  { echo "FAIL: variants did not list the built-in, the prelude's and the mod's variants"; failed=1; }
expect_status 2 "unknown rules variant 'stealth-only-hides'" test --rules stealth-only-hides "$examples/variants/pile_sale.mc"
hides=$("$megacorp" --mod "$mod" test --rules stealth-only-hides "$examples/mods/stealth_salvage_scenarios.mc"); status=$?
[ "$status" -eq 1 ] && grep -q '^FAIL STEALTH: it strikes with +1 BQ' <<<"$hides" && grep -q '^6 passed, 1 failed' <<<"$hides" ||
  { echo "FAIL: --rules stealth-only-hides with the mod did not fail exactly the +1 BQ scenario (exit $status)"; failed=1; }

"$megacorp" gallery >/dev/null || { echo "FAIL: gallery exited $?"; failed=1; }
expect_status 2 'cannot read' gallery --cards /nonexistent/megacorp-cards

# The 31 keywords of the glossary (001; DEVELOPMENT from 003; CASHFLOW and UPKEEP from 001
# Accounting Phase), each a heading of the keyword page.
keywords=$("$megacorp" keywords) || { echo "FAIL: keywords exited $?"; failed=1; }
glossary=(ABRUPT "AREA ATTACK" ASSASSIN BOND CAMOUFLAGE CASHFLOW "DEAD DROP" DEMOLISHER DEVELOPMENT
          "DISASTER LEVEL" DISRUPTOR ELUSIVE FLYING INDEPENDENT INDESTRUCTIBLE INITIATIVE LOYAL MELEE MOVE
          MUTATION OVERWATCH PENETRATOR PERMANENT PRECISION REFLEXES REGENERATE SUPPRESSOR SWAP TERRAIN
          UNIQUE UPKEEP)
for k in "${glossary[@]}"; do
  grep -qx -- "## $k" <<<"$keywords" || { echo "FAIL: keywords has no heading '## $k'"; failed=1; }
done
[ "$(grep -c '^## ' <<<"$keywords")" -eq "${#glossary[@]}" ] || { echo "FAIL: keywords has not ${#glossary[@]} headings"; failed=1; }
expect_status 2 'cannot read' keywords --cards /nonexistent/megacorp-cards

[ "$failed" -eq 0 ] && echo "play, gallery and keywords from the command line: ok"
exit "$failed"
