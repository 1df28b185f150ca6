#!/usr/bin/env bash
# The layers of docs/design.md, checked on the include graph: a file may include headers of
# its own folder and of the folders below it, never of a folder above or beside it.
#   scripts/check_layers.sh [ROOT]   (ROOT: the project root; default, this checkout)
# Prints every include that breaks the order and exits 1; exits 0 when there is none.
set -euo pipefail
root=${1:-"$(dirname "$0")/.."}
cd "$root"

# Each folder and the folders it builds on directly; the order is the closure of these.
declare -A below=(
  [input]=""
  [engine]=""
  [grammar]="input"
  [rulebook]="input"
  [layout]="grammar"
  [ir]="grammar engine"
  [agents]="engine"
  [vocabulary]="ir"
  [check]="vocabulary"
  [library]="check"
  [run]="library"
  [scenario]="run"
  [docgen]="library"
  [faces]="docgen"
  [sim]="agents run"
  [session]="agents run scenario"
  [serve]="session docgen"
  [conformance]="scenario rulebook"
  [lsp]="faces run layout"
  [cli]="sim serve session lsp scenario conformance docgen faces layout agents"
)

# Every folder below $1, transitively, one per line.
closure() {
  local f
  for f in ${below[$1]}; do
    echo "$f"
    closure "$f"
  done
}

bad=0
for folder in "${!below[@]}"; do
  [ -d "$folder" ] || { echo "check_layers: no folder '$folder' under $root" >&2; exit 2; }
  allowed=" $folder $(closure "$folder" | sort -u | tr '\n' ' ') "
  while IFS=: read -r file line text; do
    target=${text#*\"}
    target=${target%%/*}
    [ -n "${below[$target]+x}" ] || continue   # a system header or a file of the same folder
    case "$allowed" in
      *" $target "*) ;;
      *) echo "$file:$line: '$folder' may not include '${text#*#include }' ('$target' is not below '$folder'; docs/design.md)"
         bad=1 ;;
    esac
  done < <(grep -rn --include='*.hpp' --include='*.cpp' '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]*/' "$folder" || true)
done
# The side table of names is out of the runner's reach (docs/design.md, "Names the runner
# does not read"): no file of run/ includes it, directly or through headers that do.
side=ir/name_table.hpp
declare -A through=([$side]=$side)  # every header that reaches the table: the include it does so by
grown=1
while ((grown)); do
  grown=0
  while IFS=: read -r file _ text; do
    target=${text#*\"}
    target=${target%%\"*}
    [[ -n ${through[$target]+x} && -z ${through[$file]+x} ]] || continue
    through[$file]=$target
    grown=1
  done < <(grep -rn --include='*.hpp' '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "${!below[@]}" || true)
done
while IFS=: read -r file line text; do
  target=${text#*\"}
  target=${target%%\"*}
  [ -n "${through[$target]+x}" ] || continue
  chain=$target
  while [ "$chain" != "$side" ] && [ "${chain##* -> }" != "$side" ]; do chain+=" -> ${through[${chain##* -> }]}"; done
  [ "$chain" = "$side" ] && by="" || by=" (it does through $chain)"
  echo "$file:$line: 'run' may not include '$side'$by: names are for the printer and messages; the runner compares the ids of checked::ref (docs/design.md)"
  bad=1
done < <(grep -rn --include='*.hpp' --include='*.cpp' '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' run || true)
# A folder of production code that the order does not name is an error too: it would be
# unchecked.
for cml in */CMakeLists.txt; do
  folder=${cml%/CMakeLists.txt}
  case "$folder" in tests|bench|fuzz|build*) continue ;; esac
  [ -n "${below[$folder]+x}" ] || { echo "check_layers: folder '$folder' has no place in the layer order" >&2; bad=1; }
done
exit $bad
