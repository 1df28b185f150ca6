#!/usr/bin/env bash
# The ladder's tables in docs/agents.md are what `megacorp ladder --table` prints from the
# committed games file (between the two marker lines). Usage: ladder_table_test.sh MEGACORP SOURCE_DIR
set -uo pipefail
megacorp=$1
cd "$2" || exit 2
page=docs/agents.md
begin='<!-- begin: megacorp ladder --table docs/ladder/games.tsv -->'
end='<!-- end: megacorp ladder --table -->'
grep -qxF "$begin" "$page" && grep -qxF "$end" "$page" || { echo "FAIL: $page lacks the ladder's marker lines"; exit 1; }
if ! diff <(awk -v b="$begin" -v e="$end" '$0 == e { on = 0 } on { print } $0 == b { on = 1 }' "$page") \
     <("$megacorp" ladder --table docs/ladder/games.tsv); then
  echo "FAIL: the ladder's tables in $page are stale; regenerate them from docs/ladder/games.tsv (docs/agents.md, The ladder)"
  exit 1
fi
