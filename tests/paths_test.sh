#!/usr/bin/env bash
# Path ids (docs/engine.md, "Path ids"): each id of engine/paths.hpp is written at exactly
# one site (scripts/check_path_ids.sh), and at each path where a trigger or rule phrase can
# answer, one does in a passing scenario of examples/ (`megacorp rules paths`). Both fail,
# naming the path, when a defect is planted in a copy: an id written at a second site, a
# site whose id is removed from the table, a scenario file removed so that a path's phrase
# is no longer exercised there.
#   tests/paths_test.sh MEGACORP ROOT
set -uo pipefail
mc=$(realpath "$1")
root=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$root/scripts/check_path_ids.sh" "$root" || fail "an id is not written at exactly one site (above)"
if ! out=$(cd "$root" && "$mc" rules paths examples 2>&1 >/dev/null); then
  echo "$out" >&2
  fail "a path where a phrase can answer has no passing scenario in which one does (above; megacorp rules paths examples prints the table)"
fi

# Planted: an id written at a second site.
mkdir -p "$work/tree"
cp -r "$root/engine" "$root/run" "$work/tree/"
mkdir -p "$work/tree/scripts" && cp "$root/scripts/check_path_ids.sh" "$work/tree/scripts/"
sed -i 's/path::upkeep_step_began, event_kind::step_began/path::cashflow_step_began, event_kind::step_began/' "$work/tree/engine/flow.cpp"
out=$("$work/tree/scripts/check_path_ids.sh" "$work/tree" 2>&1) && fail "an id at two sites passed the check"
grep -q "'cashflow_step_began' is written at 2 sites" <<<"$out" || fail "the check did not name the id at two sites: $out"
grep -q "'upkeep_step_began' is written at 0 sites" <<<"$out" || fail "the check did not name the id at no site: $out"

# Planted: a path no scenario exercises any more (the scenarios of the combat ending by a
# nullified attack and by its attacker leaving play removed).
cp -r "$root/examples" "$work/"
python3 - "$work/examples/paths/steps.mc" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p).read()
s = re.sub(r'scenario "Paths: the combat ends when its (attacker leaves play|attack is nullified).*?\n}\n', '', s, flags=re.S)
open(p, 'w').write(s)
PY
out=$(cd "$work" && "$mc" rules paths examples 2>&1 >/dev/null) && fail "a path no scenario exercises passed"
grep -q "path combat_ended_after_nullified (.*): no passing scenario has a phrase answer here; any of: when: combat ends" <<<"$out" ||
  fail "the gap at combat_ended_after_nullified was not named: $out"
echo "paths: every id at one site; every path where a phrase can answer exercised; planted defects found"
