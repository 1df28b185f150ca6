#!/usr/bin/env bash
# The variant check of `megacorp rules check` (docs/rules_index.md, "Variants and their
# statements"): every ruling and conflict statement, and a covered one naming a variant, has
# a scenario that cites it, passes under the default rules and fails under the statement's
# variant. It passes on the repository, and fails, naming the statement, the variant and
# what is missing, when a defect is planted in a copy: the witness's citation removed, a
# citation only by a scenario that passes under the variant too, only by the variant's own
# scenario, a status naming no variant, and a covered statement's variant without witness.
#   tests/variant_check_test.sh MEGACORP ROOT
set -euo pipefail
source "$(dirname "$0")/rules_copy_lib.sh"
cp -r "$work/examples" "$work/examples.saved"
cp -r "$work/rules/index" "$work/index.saved"
restore() {
  rm -rf "$work/examples" "$work/rules/index"
  cp -r "$work/examples.saved" "$work/examples"
  cp -r "$work/index.saved" "$work/rules/index"
}
(cd "$work" && "$mc" rules check examples >/dev/null) || fail "rules check fails on the copy"

# expect_problem WHAT PATTERN: the check fails and says PATTERN.
expect_problem() {
  local what=$1 pattern=$2 out
  if out=$(cd "$work" && "$mc" rules check examples 2>&1); then fail "$what: the check passed"; fi
  grep -qF -- "$pattern" <<<"$out" || fail "$what: expected '$pattern' in: $out"
  restore
}

sale=examples/variants/business_sale.mc
witness='001: a business can be sold (and its player then loses it)'
grep -qF "scenario \"$witness\"" "$work/$sale" || fail "no scenario '$witness' in $sale"
grep -qF '  cites: 001/divest-phase/3, 002/d-divest-phase/5' "$work/$sale" || fail "$sale: its cites: line changed"

# The witness's citation of 002's statement removed: nothing else cites it.
sed -i 's|^  cites: 001/divest-phase/3, 002/d-divest-phase/5$|  cites: 001/divest-phase/3|' "$work/$sale"
expect_problem "a conflict no scenario cites" \
  "002/d-divest-phase/5 (conflict docs/rulings.md business-not-sellable): no scenario that cites it passes under the default rules and fails under --rules business-not-sellable; no scenario cites it"

# Cited only by a scenario whose outcome the variant does not change (an engaged card is
# refused under both readings).
sed -i 's|^  cites: 001/divest-phase/3, 002/d-divest-phase/5$|  cites: 001/divest-phase/3|' "$work/$sale"
awk '/^scenario "Every book: an engaged card cannot be sold"/{print; getline; print; print "  cites: 002/d-divest-phase/5"; next} {print}' \
  "$work/$sale" > "$work/s.tmp" && mv "$work/s.tmp" "$work/$sale"
expect_problem "a citation that passes under the variant too" \
  "cited by \"Every book: an engaged card cannot be sold\" passes under the variant too"

# Cited only by the variant's own scenario: it selects the variant, so it is no witness
# (its citation holds: without the variant it fails).
sed -i 's|^  cites: 001/divest-phase/3, 002/d-divest-phase/5$|  cites: 001/divest-phase/3|' "$work/$sale"
awk '/^scenario "002: a business cannot be sold"/{print; getline; print; print "  cites: 002/d-divest-phase/5"; next} {print}' \
  "$work/$sale" > "$work/s.tmp" && mv "$work/s.tmp" "$work/$sale"
out=$(cd "$work" && "$mc" rules check examples 2>&1) && fail "a citation only by the variant's scenario: the check passed"
grep -qF 'cited by "002: a business cannot be sold" selects the variant itself' <<<"$out" || fail "the variant's own scenario: $out"
grep -qF 'error: cites 002/d-divest-phase/5' <<<"$out" && fail "the variant's own scenario: its citation should hold: $out"
restore

# A conflict that names no variant.
sed -i 's|^002/d-divest-phase/5 conflict docs/rulings.md business-not-sellable$|002/d-divest-phase/5 conflict docs/rulings.md business-unsellable|' \
  "$work/rules/index/002.txt"
grep -q 'business-unsellable' "$work/rules/index/002.txt" || fail "002.txt: the status of 002/d-divest-phase/5 changed"
expect_problem "a conflict naming no variant" \
  "002/d-divest-phase/5: a conflict names its rules variant, 'docs/rulings.md VARIANT' (megacorp variants); 'docs/rulings.md business-unsellable' names none"
# A covered statement naming its variant (the default follows its text, the variant another
# book's) needs a witness too: the witness's citation of 001's statement removed.
sed -i 's|^  cites: 001/divest-phase/3, 002/d-divest-phase/5$|  cites: 002/d-divest-phase/5|' "$work/$sale"
expect_problem "a covered statement with a variant and no witness" \
  "001/divest-phase/3 (covered docs/rulings.md business-not-sellable): no scenario that cites it passes under the default rules and fails under --rules business-not-sellable"

# A covered statement whose argument is not a variant of docs/rulings.md.
sed -i 's|^001/divest-phase/3 covered docs/rulings.md business-not-sellable$|001/divest-phase/3 covered business-not-sellable|' \
  "$work/rules/index/001.txt"
grep -q '^001/divest-phase/3 covered business-not-sellable$' "$work/rules/index/001.txt" || fail "001.txt: the status of 001/divest-phase/3 changed"
expect_problem "a covered statement naming something else" \
  "001/divest-phase/3: a covered statement names nothing or its variant, 'docs/rulings.md VARIANT'"
echo "variant check tests passed"
