#!/usr/bin/env bash
# Each path id of engine/paths.hpp is written at exactly one site in engine/ and run/
# (docs/engine.md, "Path ids"): an id at two sites would merge two paths, an id at none is
# a path nobody takes. path::none is never recorded or asked. ops::record, ask() and the
# primitives that record a path take the id as a required argument, so a site without one
# does not compile; `megacorp rules paths` also counts events recorded with none.
# Usage: check_path_ids.sh [ROOT]; prints each id's site (file:line) with -v.
set -uo pipefail
cd "${1:-$(dirname "$0")/..}" || exit 2
verbose=${2:-}
status=0
names=$(sed -nE 's/^[[:space:]]*(SITE|SHARED|ASK)\(([a-z0-9_]+),.*/\2/p' engine/paths.hpp)
[ -n "$names" ] || { echo "check_path_ids: no ids read from engine/paths.hpp" >&2; exit 2; }
# A comparison (`e.at == path::x`, the log telling two paths apart) reads an id; it is no site.
sites=$(grep -rnoE '(==[[:space:]]*)?path::[a-z0-9_]+' engine run --include='*.cpp' --include='*.hpp' |
          grep -vE '^engine/(paths|path_watch)\.(hpp|cpp):' | grep -vE ':==[[:space:]]*path::')
for n in $names; do
  found=$(grep -E ":path::$n\$" <<<"$sites")
  count=$(grep -c . <<<"$found")
  [ -n "$found" ] || count=0
  if [ "$count" -ne 1 ]; then
    echo "path id '$n' is written at $count sites in engine/ and run/ (one each):" >&2
    [ -z "$found" ] || sed 's/^/  /' <<<"$found" >&2
    status=1
  elif [ "$verbose" = -v ]; then
    echo "$n ${found%%:path::*}"
  fi
done
# An id used at a site but not in the table does not compile; path::none is for defaults only.
found=$(grep -rnE '(record|ask|put|destroy|deploy|engage|draw|step_edge)\([^;]*path::none' engine run \
          --include='*.cpp' --include='*.hpp')
[ -z "$found" ] || { echo "$found"; echo "path::none passed at a site above: name the path" >&2; status=1; }
exit $status
