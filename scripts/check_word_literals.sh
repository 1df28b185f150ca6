#!/usr/bin/env bash
# No word of the card language is a string literal in the code that runs card text: the
# runner (run/) dispatches on the entries the checker resolved (vocabulary/:
# rule_table, event_triggers, words), never compares text. Fails on a comparison with a
# string literal there (`x == "engaged"`, `"hand" != z.text`), or a lookup of a trait by its name
# (checked::trait_names: words::trait is resolved at check). Usage: check_word_literals.sh
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
found=$(grep -nE '(==|!=)[[:space:]]*"|"[[:space:]]*(==|!=)|starts_with\("|ends_with\("|trait_names' run/*.cpp run/*.hpp)
if [ -n "$found" ]; then
  echo "$found"
  echo "the code that runs card text compares words as strings (above): resolve them at check time into a vocabulary table (vocabulary/) and dispatch on the entry" >&2
  exit 1
fi
files=$(ls run/*.cpp | wc -l)
[ "$files" -ge 3 ] || { echo "check_word_literals: expected the runner's sources in run/" >&2; exit 2; }
echo "no word of the language compared as a string in run/ ($files sources)"
