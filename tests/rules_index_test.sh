#!/usr/bin/env bash
# The rules index (docs/rules_index.md): `megacorp rules check` passes on the repository,
# and fails, naming the defect, when one is planted in a copy: a sentence dropped, a
# sentence in two statements, a status missing or unknown, a same-as to no statement, a
# covered statement no scenario cites, a citation to no statement, a citation whose run
# does not apply the rule, a citation from a pending scenario, a citation of another book's
# section that no longer restates the section the run names.
#   tests/rules_index_test.sh MEGACORP ROOT
set -euo pipefail
# A copy of the index and the books; each case edits the copy, checks, and restores it.
source "$(dirname "$0")/rules_copy_lib.sh"
printf 'scenario "empty" {\n  player Ana {\n    network { "Genome Holdings" at 0,0 }\n  }\n  player Nicole {\n    network { "Temple of the Quorum" at 0,0 }\n  }\n  turn: Ana, divest\n  expect turn: Ana, divest\n}\n' > "$work/s.mc"
save() { cp -r "$work/rules/index" "$work/index.saved"; }
restore() { rm -rf "$work/rules/index"; cp -r "$work/index.saved" "$work/rules/index"; }
save
missing=none.mc   # a scenario file that does not exist

# expect_problem WHAT PATTERN [SCENARIOS]: the check fails and says PATTERN.
expect_problem() {
  local what=$1 pattern=$2 out
  if out=$(cd "$work" && "$mc" rules check examples s.mc 2>&1); then fail "$what: the check passed"; fi
  grep -q -- "$pattern" <<<"$out" || fail "$what: expected '$pattern' in: $out"
  restore
}

# A statement's text line deleted: the book's sentence is in no statement.
awk '/^001\/divest-phase\/2 /{skip=2} skip&&skip--{next} {print}' "$work/index.saved/001.txt" > "$work/rules/index/001.txt"
expect_problem "a dropped sentence" "001/divest-phase/3 is not the book's next words"

# A sentence repeated in the next statement.
awk '/^001\/divest-phase\/2 /{hold=1} hold==1&&/^  /{print; t=$0; hold=2; next} /^001\/divest-phase\/3 /&&hold==2{print; print t; getline; next} {print}' \
  "$work/index.saved/001.txt" > "$work/rules/index/001.txt"
expect_problem "a sentence in two statements" "is not the book's next words"

sed -i -E 's#^(001/divest-phase/2) .*$#\1#' "$work/rules/index/001.txt"  # its status removed
expect_problem "no status" "'' is not a status"

sed -i 's|^001/divest-phase/2 .*$|001/divest-phase/2 done|' "$work/rules/index/001.txt"
expect_problem "an unknown status" "'done' is not a status"

sed -i 's|^001/divest-phase/2 .*$|001/divest-phase/2 same-as 001/divest-phase/77|' "$work/rules/index/001.txt"
expect_problem "a same-as to no statement" "same-as names no statement"

sed -i 's|^001/divest-phase/2 .*$|001/divest-phase/2 not-a-rule boring|' "$work/rules/index/001.txt"
expect_problem "a reason not on the list" "not-a-rule needs a reason"

sed -i "s|^001/divest-phase/2 .*$|001/divest-phase/2 not-a-rule worked-example examples/rulebook/$missing|" "$work/rules/index/001.txt"
expect_problem "a worked example with no scenario" "names the examples/rulebook/ scenario"

# The section's heading: no scenario cites it.
sed -i 's|^001/divest-phase/1 .*$|001/divest-phase/1 covered|' "$work/rules/index/001.txt"
expect_problem "a covered statement no scenario cites" "001/divest-phase/1 is covered but no passing"

sed -i 's|^  turn: Ana, divest|  cites: 001/divest-phase/99\n&|' "$work/s.mc"
expect_problem "a citation to no statement" "s.mc:8:10: error: cites 001/divest-phase/99: no statement"

sed -i 's|001/divest-phase/99|001/challenge-phase/2|' "$work/s.mc"
expect_problem "a citation the run does not apply" "no event or refusal of the run names section 001/challenge-phase"

sed -i -e 's|^  turn: Ana, divest|  pending: "99M"\n&|' -e 's|^  expect turn: Ana, divest|&\n  expect Ana has 99M|' "$work/s.mc"
expect_problem "a citation from a pending scenario" "a pending scenario covers nothing"
# A section of another book is named where the section it restates is (rules_index::restated_by):
# without its same-as lines, 000's glossaire-regenerer no longer restates 001's, and the
# citation of its statement 4 (examples/rulebook/coverage/000-only.mc) does not hold.
sed -i -E 's#^(000/glossaire-regenerer/[0-9]+) same-as .*$#\1 not-a-rule flavour#' "$work/rules/index/000.txt"
expect_problem "a restating section that restates nothing" "names section 000/glossaire-regenerer as its cause"
echo "rules index tests passed"
