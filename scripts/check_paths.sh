#!/usr/bin/env bash
# Every path the repository names exists in it: file paths (with an extension, `*` allowed)
# and folders (ending in `/`) named in README.md, docs/, and the comments and text of the
# sources, scripts, build files, cards and scenarios; and nothing names a path outside the
# repository (`../`, an absolute path under /work). Paths of what a user makes (build/,
# games/, a report) are not the repository's and are skipped by their first folder.
#   scripts/check_paths.sh [ROOT]
set -uo pipefail
cd "${1:-"$(dirname "$0")/.."}" || exit 2

# First folders that name what the user or the build makes, not files of the repository.
not_ours='^(build[^/]*|games|out|usr|tmp|home|dev|proc|etc|mnt|my|some|path|your|x|a|b|P|DIR|node_modules|share|mod|test)/'
ext='(hpp|cpp|h|md|mc|sh|txt|json|js|mjs|ts|tsv|vim|lua|el|cmake|yml|yaml|html|css|\*)'

files=$(git ls-files README.md docs '*.hpp' '*.cpp' '*.sh' '*CMakeLists.txt' '*.mc' '*.js' '*.el' '*.vim' '*.lua' .ci |
        grep -v '^rules/books/\|/golden/\|^fuzz/regressions/\|^fuzz/cli_seeds/\|package-lock')
tracked=$(git ls-files; git ls-files | sed 's#/[^/]*$#/#' | sort -u)
# A path exists when it names a tracked file or folder (glob allowed), from the root, from
# the naming file's folder, or as the tail of a longer path ("keywords/bond.mc" in a page
# about examples/).
exists() {
  compgen -G "$1" >/dev/null || compgen -G "$(dirname "$2")/$1" >/dev/null && return 0
  case $1 in *'*'*) return 1 ;; esac
  grep -qxF "$1" <<<"$tracked" || grep -qE "/$(sed 's/[.[\]/\\&/g' <<<"$1")\$" <<<"$tracked"
}
bad=0
report() { echo "$1: names '$2', $3"; bad=1; }

for f in $files; do
  # Paths outside the repository.
  while IFS=: read -r line text; do
    report "$f:$line" "$text" "a path outside the repository"
  done < <(grep -noE '(\.\./)+shared[^ )`"]*|/work/[A-Za-z][^ )`"]*' "$f")
  # Paths inside it; a path followed by LINE:COLUMN is a diagnostic's, shown as an example.
  while IFS=: read -r line p; do
    p=${p%.}
    [[ $p =~ $not_ours ]] && continue
    exists "$p" "$f" || report "$f:$line" "$p" "which does not exist"
  done < <(grep -noE '(^|[ (`"'"'"'])[A-Za-z0-9_][A-Za-z0-9_-]*/[A-Za-z0-9_./*-]*\.'"$ext"'(:[0-9]+:[0-9]+)?' "$f" |
           grep -vE ':[0-9]+:[0-9]+$' | sed -E 's/^([0-9]+):[ (`"'"'"']?/\1:/' )
  # Folders of the repository, named with a trailing slash.
  while IFS=: read -r line p; do
    [[ $p =~ $not_ours ]] && continue
    top=${p%%/*}
    [ -d "$top" ] || continue   # only folders whose first part is ours
    [ -d "$p" ] || exists "$p" "$f" || report "$f:$line" "$p" "a folder that does not exist"
  done < <(grep -noE '(^|[ (`"])[a-z_]+(/[a-z_]+)*/([ )`",:]|$)' "$f" | sed -E 's/^([0-9]+):[ (`"]?/\1:/; s/[ )`",:]$//')
done
exit $bad
