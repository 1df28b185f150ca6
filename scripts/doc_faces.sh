#!/usr/bin/env bash
# The faces docs/faces.md shows, in docs/faces/: five cards of the library (one of each
# faction, a neutral resource, a founder) and the main deck's back, drawn by `megacorp cards`.
#   scripts/doc_faces.sh MEGACORP           writes them
#   scripts/doc_faces.sh MEGACORP --check   exits 1 when one differs from what the library draws
set -euo pipefail
megacorp=$1
check=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
shown=(black-market-fixer chimera-brute psionic-choir affluent-customers the-glass-man back-main)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$megacorp" --cards "$root/cards" cards --svg "$tmp" >/dev/null
mkdir -p "$root/docs/faces"
stale=0
for f in "${shown[@]}"; do
  if [ "$check" = --check ]; then
    cmp -s "$tmp/$f.svg" "$root/docs/faces/$f.svg" || { echo "docs/faces/$f.svg is stale: run scripts/doc_faces.sh build/megacorp and commit it" >&2; stale=1; }
  else
    cp "$tmp/$f.svg" "$root/docs/faces/$f.svg"
  fi
done
exit $stale
