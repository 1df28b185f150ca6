#!/usr/bin/env bash
# scripts/check_layers.sh passes on the checkout and fails on a scratch copy with an include
# planted that runs up a layer (the engine including the command line) and one that runs
# sideways (the scenario runner including the documentation generators), and one that brings
# the side table of names into the runner.
#   tests/layers_test.sh ROOT
set -euo pipefail
root=$1
check=$root/scripts/check_layers.sh
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# shellcheck source=tests/scratch_tree.sh
source "$root/tests/scratch_tree.sh"

"$check" "$root" || { echo "FAIL: the checkout breaks the layer order" >&2; exit 1; }

copy() { copy_source_folders "$root" "$scratch/tree"; }

# $1: file to plant into, $2: the include line, $3: what the message must name.
expect_failure() {
  copy
  printf '%s\n' "$2" >>"$scratch/tree/$1"
  if out=$("$check" "$scratch/tree" 2>&1); then
    echo "FAIL: check_layers.sh accepted $2 in $1" >&2
    exit 1
  fi
  grep -q "$3" <<<"$out" || { echo "FAIL: the message does not name $3: $out" >&2; exit 1; }
}

copy
"$check" "$scratch/tree" || { echo "FAIL: an unchanged copy breaks the layer order" >&2; exit 1; }
expect_failure engine/types.cpp '#include "cli/output.hpp"' "engine/types.cpp"
expect_failure scenario/scenario_text.cpp '#include "docgen/gallery.hpp"' "'scenario' may not include"
expect_failure agents/self_play.cpp '#  include "ir/checked.hpp"' "'agents' may not include"
# The side table of names, which the layers allow run/ (ir/ is below it), directly and through
# a header of a layer below that run/ includes (docs/design.md, "Names the runner does not read").
expect_failure run/filters.cpp '#include "ir/name_table.hpp"' "run/filters.cpp:[0-9]*: 'run' may not include 'ir/name_table.hpp':"
expect_failure ir/render.hpp '#include "ir/name_table.hpp"' "'run' may not include 'ir/name_table.hpp' (it does through ir/render.hpp -> ir/name_table.hpp)"
copy
mkdir -p "$scratch/tree/newfolder" && echo "add_library(x x.cpp)" >"$scratch/tree/newfolder/CMakeLists.txt"
if out=$("$check" "$scratch/tree" 2>&1); then echo "FAIL: a folder outside the order was accepted" >&2; exit 1; fi
grep -q "'newfolder' has no place" <<<"$out" || { echo "FAIL: unexpected message: $out" >&2; exit 1; }
echo "layers: the order holds and each planted include is refused"
