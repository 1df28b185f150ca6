#!/usr/bin/env bash
# Checks that no C++ knows a glossary keyword: every keyword lives in the card language
# (cards/prelude/*.mc), so its name must not appear (and no more may the name of a rules
# variant the prelude declares, `variant "NAME": ...`: the text that reads it is there too)
# - in the code of any *.cpp, *.cc, *.hpp or *.h outside tests/ and build trees, string
#   literals included (comments are not code and are skipped), in any case;
# - in the strings of the built binary (`strings BINARY`), spelled as the language spells
#   it (upper case, whole words): that catches names the source hides, such as a literal
#   split in two ("AREA " "ATTACK") or built at run time from pieces.
# Usage: check_keyword_names.sh [BINARY]; without BINARY, build/megacorp if it exists.
# Exits 1 listing file:line (or the binary's string) of every hit.
# The keywords are read from the prelude (`keyword NAME`). Left out: the keywords that are
# also primitive verbs or phase steps of the language (BOND, CASHFLOW, DEVELOPMENT, MOVE,
# PERMANENT, SWAP, UNIQUE, UPKEEP). tests/keyword_rename_test.sh renames every keyword,
# these too, and shows the engine runs the same without their names.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-}
if [ -z "$binary" ] && [ -x build/megacorp ]; then binary=build/megacorp; fi

exempt=(BOND CASHFLOW DEVELOPMENT MOVE PERMANENT SWAP UNIQUE UPKEEP)
keywords=()
while IFS= read -r k; do
  for e in "${exempt[@]}"; do [ "$k" = "$e" ] && continue 2; done
  keywords+=("$k")
done < <(sed -n 's/^keyword \("\([^"]*\)"\|\([A-Z][A-Z0-9_-]*\)\).*/\2\3/p' cards/prelude/*.mc | sort -u)
if [ "${#keywords[@]}" -lt 20 ]; then
  echo "read only ${#keywords[@]} keywords from cards/prelude/*.mc" >&2
  exit 2
fi

# The variants the prelude declares: lower-case names joined by '-', whole words too.
variants=()
while IFS= read -r v; do variants+=("$v"); done < <(sed -n 's/^variant "\([^"]*\)".*/\1/p' cards/prelude/*.mc | sort -u)
if [ "${#variants[@]}" -lt 1 ]; then
  echo "read no variant from cards/prelude/*.mc" >&2
  exit 2
fi

files=()
while IFS= read -r -d '' f; do files+=("$f"); done < <(
  find . \( -path ./tests -o -path ./.git -o -path './build*' -o -path ./.cache \) -prune -o \
    -type f \( -name '*.cpp' -o -name '*.cc' -o -name '*.hpp' -o -name '*.h' \) -print0 | sort -z)

# Perl strips comments (keeping string and character literals, raw strings included, and
# line numbers) and prints FILE:LINE: NAME for each name found, case-insensitively, as a
# whole word (not part of a longer identifier) with any whitespace between its words.
pattern=$(printf '%s\n' "${keywords[@]}" "${variants[@]}" | sed 's/ /\\s+/g' | paste -sd '|')
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
    my $found = $1;
    (my $name = $found =~ /-/ ? lc $found : uc $found) =~ s/\s+/ /g;
    print "$ARGV:$line: $name\n";
  }
' "${files[@]}")

status=0
if [ -n "$hits" ]; then
  echo "C++ outside tests/ names glossary keywords or the prelude's variants (they belong in cards/prelude/*.mc):" >&2
  echo "$hits" | sed 's|^\./||' >&2
  status=1
else
  echo "ok: no C++ outside tests/ names a glossary keyword or one of the prelude's ${#variants[@]} variants (${#files[@]} files searched)"
fi

if [ -n "$binary" ]; then
  bin_hits=$(strings -n 4 "$binary" | grep -nP "(?<![A-Za-z0-9_])($pattern)(?![A-Za-z0-9_])" || true)
  if [ -n "$bin_hits" ]; then
    echo "$binary holds glossary keyword or variant names in its strings (string number: text):" >&2
    echo "$bin_hits" | cut -c1-200 >&2
    status=1
  else
    echo "ok: no string of $binary names a glossary keyword or a prelude variant"
  fi
fi
exit $status
