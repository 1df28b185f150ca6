#!/usr/bin/env bash
# The keyword line holds mechanically (issue 14): no C++ knows a glossary keyword by its
# name or its behaviour. The test copies cards/ and examples/ into a temporary folder,
# renames every keyword the prelude defines (`keyword NAME` in cards/prelude/*.mc: upper-case
# whole words, case-sensitive, several-word names such as "AREA ATTACK" too) to a fresh
# token (KWAAA, KWAAB, ...) everywhere in that text (the prelude, cards, decks, scenarios,
# comments, tags such as #MUTATION, quoted ability names such as `activates "MOVE"`), then
# runs every scenario, the mod's too, with the renamed library and checks that each one
# ends as it does with the original names (PASS or PENDING, in the same order, and the
# same summary line). Lower-case words (`move`, `bond`, `cashflow step`) are the
# language's own verbs and phase words and are not touched.
# Usage: keyword_rename_test.sh MEGACORP SOURCE_DIR
set -uo pipefail
megacorp=$(realpath "$1")
src=$(realpath "$2")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/keyword_rename.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Keywords left with their names, each with the reason. None today: every glossary
# keyword is renamed.
exempt=()

# The glossary: every `keyword NAME` or `keyword "SEVERAL WORDS"` of the prelude.
mapfile -t keywords < <(sed -n 's/^keyword \("\([^"]*\)"\|\([A-Z][A-Z0-9_-]*\)\).*/\2\3/p' \
  "$src"/cards/prelude/*.mc | sort -u)
[ "${#keywords[@]}" -ge 25 ] || fail "read only ${#keywords[@]} keywords from cards/prelude/*.mc"

cp -r "$src/cards" "$src/examples" "$tmp/"
if grep -rqE '\bKW[A-Z]{3}\b' "$tmp"; then fail "the fresh tokens KW??? already occur in cards/ or examples/"; fi

# Fresh tokens in the prelude's order; several-word names first so that no word of one is
# renamed on its own.
declare -A token
letters=ABCDEFGHIJKLMNOPQRSTUVWXYZ
i=0
for k in "${keywords[@]}"; do
  for e in "${exempt[@]}"; do [ "$k" = "$e" ] && continue 2; done
  token[$k]=KWA${letters:i / 26:1}${letters:i % 26:1}
  i=$((i + 1))
done
script=$(for k in "${!token[@]}"; do echo "$(wc -w <<<"$k") $k"; done | sort -rn | while read -r _ k; do
  words=$(sed 's/ /\\s+/g' <<<"$k")
  echo "s/(?<![A-Za-z0-9_])$words(?![A-Za-z0-9_])/${token[$k]}/g;"
done)
find "$tmp" -type f -name '*.mc' -print0 | xargs -0 perl -0777 -pi -e "$script"

# Nothing of the old names is left in card text (the rename reached every .mc file; prose
# such as a folder's README keeps the glossary's names), and the prelude
# defines the new ones.
for k in "${!token[@]}"; do
  words=$(sed 's/ /\\s+/g' <<<"$k")
  if grep -rnPq --include="*.mc" "(?<![A-Za-z0-9_])$words(?![A-Za-z0-9_])" "$tmp"; then fail "$k is left after renaming"; fi
  grep -q "^keyword \"\?${token[$k]}\b" "$tmp"/cards/prelude/*.mc || fail "the prelude does not define ${token[$k]} ($k)"
done

# The rules variants the prelude and the mod declare (`variant "NAME": ...`) are renamed
# the same way, to fresh lower-case names (variant-aa, ...), wherever the text names them
# (`the rules are "NAME"`, scenarios' `rules:`, scenario names, comments): no C++ knows them
# either (scripts/check_keyword_names.sh).
mapfile -t variants < <(sed -n 's/^variant "\([^"]*\)".*/\1/p' "$src"/cards/prelude/*.mc "$src"/examples/mods/*/*.mc | sort -u)
[ "${#variants[@]}" -ge 6 ] || fail "read only ${#variants[@]} variants from cards/prelude/*.mc and examples/mods/"
if grep -rqE '\bvariant-[a-z]{2}\b' "$tmp"; then fail "the fresh names variant-?? already occur in cards/ or examples/"; fi
declare -A vtoken
i=0
for v in "${variants[@]}"; do
  vtoken[$v]=variant-$(tr A-Z a-z <<<"${letters:i / 26:1}${letters:i % 26:1}")
  i=$((i + 1))
done
vscript=$(for v in "${!vtoken[@]}"; do echo "s/(?<![A-Za-z0-9_-])\Q$v\E(?![A-Za-z0-9_-])/${vtoken[$v]}/g;"; done)
find "$tmp" -type f -name '*.mc' -print0 | xargs -0 perl -0777 -pi -e "$vscript"
for v in "${!vtoken[@]}"; do
  if grep -rnPq --include="*.mc" "(?<![A-Za-z0-9_-])\Q$v\E(?![A-Za-z0-9_-])" "$tmp"; then fail "variant $v is left after renaming"; fi
done

# The fresh tokens back to the names, to compare scenario names.
unrename=$(for k in "${!token[@]}"; do echo "s/\\b${token[$k]}\\b/$k/g;"; done
           for v in "${!vtoken[@]}"; do echo "s/(?<![A-Za-z0-9_-])${vtoken[$v]}(?![A-Za-z0-9_-])/$v/g;"; done)
# Runs one scenario set from ROOT (the source or the renamed copy): the status and name
# of each scenario in order (the names as the source spells them), then the summary line.
run() {
  local root=$1; shift
  (cd "$root" && "$megacorp" --cards cards "$@" 2>&1) |
    sed -n 's/^\(PASS\|FAIL\|PENDING\) \(.*\) (.*$/\1 \2/p; /^[0-9]* passed, [0-9]* failed/p' |
    perl -pe "$unrename"
}
compare() {
  local what=$1; shift
  local before after
  before=$(run "$src" "$@")
  after=$(run "$tmp" "$@")
  [ -n "$before" ] || fail "$what: no scenario ran with the original names"
  if grep -q '^FAIL' <<<"$before"; then fail "$what: scenarios fail even with the original names"; fi
  if [ "$before" != "$after" ]; then
    echo "FAIL: $what: scenarios end differently after renaming the keywords"
    diff <(echo "$before") <(echo "$after") | head -20
    echo "keywords renamed:"
    for k in "${!token[@]}"; do echo "  ${token[$k]} = $k"; done | sort
    echo "rerun: $megacorp --cards $tmp/cards $* (in $tmp, kept)"
    trap - EXIT
    exit 1
  fi
  echo "ok: $what: $(tail -1 <<<"$after")"
}
compare "examples/" test examples
compare "the mod" --mod examples/mods/stealth_salvage test examples/mods/stealth_salvage_scenarios.mc
echo "ok: ${#token[@]} keywords and ${#vtoken[@]} variants renamed, ${#exempt[@]} keywords exempt"
