# Sourced by the tests of the tree checks (layers, long functions): a scratch copy of the
# source folders to plant a defect into.
#   copy_source_folders ROOT DEST [FOLDER...]
# empties DEST and copies into it every folder of ROOT that holds a CMakeLists.txt, except
# build trees (build*) and the FOLDERs named.
copy_source_folders() {
  local root=$1 dest=$2 f d s
  shift 2
  rm -rf "$dest"
  mkdir -p "$dest"
  for f in "$root"/*/CMakeLists.txt; do
    d=$(basename "$(dirname "$f")")
    [[ $d == build* ]] && continue
    for s in "$@"; do [[ $d == "$s" ]] && continue 2; done
    cp -r "$root/$d" "$dest/"
  done
}
