#!/usr/bin/env bash
# Checks that no C++ outside tests/ knows a glossary keyword: every keyword lives in the
# card language (cards/prelude/keywords.mc), so its name must not appear in the code of
# any *.cpp, *.cc, *.hpp or *.h outside tests/ and build trees, string literals included
# (comments are not code and are skipped). Exits 1 listing file:line of every hit.
# Left out: the keywords that are also primitive verbs or phase steps of the language
# (BOND, CASHFLOW, DEVELOPMENT, MOVE, PERMANENT, SWAP, UNIQUE, UPKEEP).
set -euo pipefail
cd "$(dirname "$0")/.."

keywords=(ABRUPT "AREA ATTACK" ASSASSIN CAMOUFLAGE "DEAD DROP" DEMOLISHER "DISASTER LEVEL"
          DISRUPTOR ELUSIVE FLYING INDEPENDENT INDESTRUCTIBLE INITIATIVE LOYAL MELEE MUTATION
          OVERWATCH PENETRATOR PRECISION REFLEXES REGENERATE SUPPRESSOR TERRAIN)

files=()
while IFS= read -r -d '' f; do files+=("$f"); done < <(
  find . \( -path ./tests -o -path ./.git -o -path './build*' -o -path ./.cache \) -prune -o \
    -type f \( -name '*.cpp' -o -name '*.cc' -o -name '*.hpp' -o -name '*.h' \) -print0 | sort -z)

# Perl strips comments (keeping string and character literals, raw strings included, and
# line numbers) and prints FILE:LINE: NAME for each name found, case-insensitively, as a
# whole word (not part of a longer identifier) with any whitespace between its words.
pattern=$(printf '%s\n' "${keywords[@]}" | sed 's/ /\\s+/g' | paste -sd '|')
hits=$(PATTERN="$pattern" perl -0777 -ne '
  my $text = $_;
  my $code = "";
  while ($text =~ /\G(R"([^()\\\s]{0,16})\(.*?\)\2"|"(?:\\.|[^"\\\n])*"|\x27(?:\\.|[^\x27\\\n])*\x27|\/\/[^\n]*|\/\*.*?\*\/|.)/gs) {
    my $t = $1;
    if ($t =~ m{^//}) { next; }
    if ($t =~ m{^/\*}) { $code .= "\n" x ($t =~ tr/\n//); next; }
    $code .= $t;
  }
  while ($code =~ /(?<![A-Za-z0-9])($ENV{PATTERN})(?![A-Za-z0-9])/gi) {
    my $line = 1 + (substr($code, 0, $-[1]) =~ tr/\n//);
    (my $name = uc $1) =~ s/\s+/ /g;
    print "$ARGV:$line: $name\n";
  }
' "${files[@]}")

if [ -n "$hits" ]; then
  echo "C++ outside tests/ names glossary keywords (they belong in cards/prelude/keywords.mc):" >&2
  echo "$hits" | sed 's|^\./||' >&2
  exit 1
fi
echo "ok: no C++ outside tests/ names a glossary keyword (${#files[@]} files searched)"
