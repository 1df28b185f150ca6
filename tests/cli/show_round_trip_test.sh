#!/usr/bin/env bash
# `show` prints from the checked tree in card language (issue 31): for every card, keyword
# and deck defined in cards/ and examples/, what `show NAME` prints is checked again and
# must give a tree equal to the original's, compared structurally (`--format json show` of
# both, which holds no source positions). Checked alone first (with the prelude unless it
# is a prelude keyword); a text that names what only its file or the library defines (a
# tag no card of its own has, a business, a deck's cards, a keyword of another file, an
# art file beside it) is then checked in place: in a copy of its file (and of the library,
# for cards/), the definition replaced by show's text. A file under examples/mods/DIR/ is
# loaded as `--mod DIR`, as mods are. Prints how many pass each way and the commonest
# first errors of the rest.
# Exit 1 when more than KNOWN items fail (ctest passes 0: all pass, docs/language.md).
# Usage: show_round_trip_test.sh MEGACORP SOURCE_DIR KNOWN
set -uo pipefail
megacorp=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); source=$(cd "$2" && pwd); known=$3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$source" || exit 2

# What loads FILE: nothing more for cards/ (the library), `--mod DIR` for a mod's file, else the file.
paths_of() {
  case $1 in cards/*) ;; examples/mods/*/*) echo "--mod"; dirname "$1" ;; *) echo "$1" ;; esac
}
# Step 1, one item: FILE KIND NAME INDEX -> show's text in $tmp/out/INDEX.mc (an empty
# file and INDEX.show naming the error when show refuses).
print_item() {
  local file=$1 name=$3 out="$tmp/out/$4.mc" paths
  mapfile -t paths < <(paths_of "$file")
  "$megacorp" show "$name" "${paths[@]}" >"$out" 2>"$tmp/out/$4.show" || : >"$out"
}
# Step 3, an item whose text checks: its tree against the original's, alone.
same_tree() {
  local file=$1 name=$3 out="$tmp/out/$4.mc" paths recheck=(--no-library)
  mapfile -t paths < <(paths_of "$file")
  case $file in cards/prelude/*) recheck+=(--no-prelude) ;; examples/mods/*/*) recheck+=("${paths[@]}") ;; esac
  "$megacorp" "${recheck[@]}" check "$out" >/dev/null 2>&1 &&
    [ "$("$megacorp" --format json show "$name" "${paths[@]}" 2>&1)" == \
      "$("$megacorp" "${recheck[@]}" --format json show "$name" "$out" 2>&1)" ]
}
# Step 4, an item that does not check alone: in a copy of its file's folder (and of the
# library for cards/), its form (from its header line to the next `}` at column 0, as
# `megacorp fmt` lays it out) replaced by show's text without the `variant` lines, which
# the file declares already.
in_place() {
  local file=$1 kind=$2 name=$3 out="$tmp/out/$4.mc" ctx="$tmp/ctx/$4" copy load=() more=()
  mkdir -p "$ctx"
  case $file in
    cards/*) cp -r cards "$ctx/cards"; copy="$ctx/$file"; load=(--cards "$ctx/cards") ;;
    *) cp -r "$(dirname "$file")" "$ctx/dir"; copy="$ctx/dir/$(basename "$file")"
       case $file in examples/mods/*/*) load=(--mod "$ctx/dir") ;; *) more=("$copy") ;; esac ;;
  esac
  local header="$kind \"$name\""
  [ "$kind" == keyword ] && [ "${name#* }" == "$name" ] && header="keyword $name"
  awk -v header="$header" -v text="$out" '
    !done && (index($0, header " ") == 1 || index($0, header "{") == 1) {
      while ((getline line < text) > 0) if (line !~ /^variant /) print line
      skipping = 1; done = 1; next }
    skipping { if ($0 == "}") skipping = 0; next }
    { print }
    END { exit done ? 0 : 1 }' "$file" >"$copy" || return 1  # no such header: not compared with itself
  local paths; mapfile -t paths < <(paths_of "$file")
  "$megacorp" "${load[@]}" check "$copy" >/dev/null 2>&1 &&
    [ "$("$megacorp" --format json show "$name" "${paths[@]}" 2>&1)" == \
      "$("$megacorp" "${load[@]}" --format json show "$name" "${more[@]}" 2>&1)" ]
}
export -f print_item paths_of; export megacorp tmp

# FILE<TAB>KIND<TAB>NAME for every definition; a name defined in several example files
# is tried in each.
find cards examples -name '*.mc' | sort | while read -r f; do
  sed -nE -e 's/^card "([^"]+)".*/card\t\1/p' -e 's/^deck "([^"]+)".*/deck\t\1/p' \
          -e 's/^keyword ([A-Z][A-Z0-9_-]*).*/keyword\t\1/p' "$f" | sed "s|^|$f\t|"
done >"$tmp/items"
total=$(wc -l <"$tmp/items")
awk '{ print $0 "\t" NR }' "$tmp/items" >"$tmp/numbered"
mkdir -p "$tmp/out"
tr '\t\n' '\0\0' <"$tmp/numbered" | xargs -0 -n 4 -P 2 bash -c 'print_item "$@"' _

# Step 2: every printed text checked in two runs (prelude keywords without the prelude);
# the first error of each file is its reason. A file with none is tried alone (step 3),
# where a name defined in two files cannot clash.
while IFS=$'\t' read -r file kind name index; do
  case $file in cards/prelude/*) echo "$tmp/out/$index.mc" >>"$tmp/prelude_files" ;; *) echo "$tmp/out/$index.mc" >>"$tmp/other_files" ;; esac
done <"$tmp/numbered"
{ [ -s "$tmp/prelude_files" ] && xargs -a "$tmp/prelude_files" -d '\n' "$megacorp" --no-library --no-prelude check 2>&1 >/dev/null
  xargs -a "$tmp/other_files" -d '\n' "$megacorp" --no-library check 2>&1 >/dev/null; } |
  sed -nE 's|^([^ ]+\.mc):[0-9]+:[0-9]+: error: (.*)|\1\t\2|p' | sort -s -u -t$'\t' -k1,1 >"$tmp/errors"
# Steps 3 and 4, one item: FILE KIND NAME INDEX -> $tmp/res/INDEX, "PASS alone", "PASS in
# place" or "FAIL KIND: REASON".
judge_item() {
  local file=$1 kind=$2 name=$3 index=$4 out="$tmp/out/$4.mc" reason
  if [ -s "$tmp/out/$index.show" ]; then reason="show: $(head -1 "$tmp/out/$index.show")"
  elif [ ! -s "$out" ]; then reason="show printed nothing"
  else reason=$(awk -F'\t' -v f="$out" '$1 == f { print $2; exit }' "$tmp/errors"); fi
  if [ -z "$reason" ] && same_tree "$file" "$kind" "$name" "$index"; then echo "PASS alone" >"$tmp/res/$index"; return; fi
  if [ -s "$out" ] && in_place "$file" "$kind" "$name" "$index"; then echo "PASS in place" >"$tmp/res/$index"; return; fi
  [ -n "$reason" ] || reason="the tree checked from show's text differs from the original"
  echo "FAIL $kind: $reason" >"$tmp/res/$index"
}
export -f judge_item same_tree in_place
mkdir -p "$tmp/res"
tr '\t\n' '\0\0' <"$tmp/numbered" | xargs -0 -n 4 -P 2 bash -c 'judge_item "$@"' _
cat "$tmp"/res/* >"$tmp/results"
passed=$(grep -c '^PASS' "$tmp/results")
alone=$(grep -c '^PASS alone' "$tmp/results")
failed=$((total - passed))
echo "show round trip: $passed of $total definitions pass ($alone alone, $((passed - alone)) in place), $failed fail (known: at most $known)"
grep '^FAIL' "$tmp/results" | sed -E "s/^FAIL //; s/\"[^\"]*\"/\"…\"/g; s/'[^']*'\$/'…'/; s/[0-9]+/N/g" | sort | uniq -c | sort -rn | head -8
[ "$failed" -le "$known" ] || { echo "FAIL: $failed definitions do not round-trip through show, more than the known $known"; exit 1; }
exit 0
