#!/usr/bin/env bash
# The whole test suite: install, build with warnings as errors, run every test; the
# generated-docs checks and the keyword-names check; the editor package's tests; then the
# same tests under ASan+UBSan, in the tree that then runs a bounded libFuzzer run.
# Each stage's header shows the seconds since the start.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
start=$SECONDS
stage() { echo "== [$((SECONDS - start)) s] $*"; }

stage "Release build (-O3, -Werror; the tree scripts/run.sh builds megacorp in) and tests"
scripts/build.sh release
ctest --test-dir build --output-on-failure -j2

stage "bounded soak: simulate --check over every ordered starter pairing (docs/soak.md)"
(cd build && ../scripts/soak.sh ./megacorp 2000 200 2 1 2)

stage "the library and examples are in canonical layout (docs/formatting.md)"
if ! build/megacorp fmt --check cards examples; then
  echo "these files are not in canonical layout: run 'build/megacorp fmt cards examples' and commit them" >&2
  exit 1
fi

stage "docs/cards.md is what the card library generates"
if ! build/megacorp gallery | cmp -s - docs/cards.md; then
  echo "docs/cards.md is stale: run 'build/megacorp gallery > docs/cards.md' and commit it" >&2
  exit 1
fi

stage "docs/faces/ holds what the card library draws (docs/faces.md, Examples)"
scripts/doc_faces.sh build/megacorp --check

stage "docs/coverage.md is what the rules index and the scenarios' citations generate (docs/rules_index.md)"
if ! build/megacorp rules report examples | cmp -s - docs/coverage.md; then
  echo "docs/coverage.md is stale: run 'build/megacorp rules report examples > docs/coverage.md' and commit it" >&2
  exit 1
fi

stage "docs/vocabulary.md is what the vocabulary tables generate"
if ! build/megacorp reference | cmp -s - docs/vocabulary.md; then
  echo "docs/vocabulary.md is stale: run 'build/megacorp reference > docs/vocabulary.md' and commit it" >&2
  exit 1
fi

stage "no C++ outside tests/ nor the Release binary names a glossary keyword"
scripts/check_keyword_names.sh build/megacorp

stage "no word of the card language is compared as a string where card text runs"
scripts/check_word_literals.sh

stage "no production function is longer than 80 lines but the listed data tables (docs/design.md, Small functions)"
scripts/check_long_functions.sh

stage "every include runs down the layers of docs/design.md"
scripts/check_layers.sh

stage "every path the repository names exists in it, and none is outside it"
scripts/check_paths.sh

stage "only engine::ops changes a game in play (engine/ops.hpp)"
scripts/check_state_writes.sh

stage "docs/keywords.md is what the keyword prelude generates"
if ! build/megacorp keywords | cmp -s - docs/keywords.md; then
  echo "docs/keywords.md is stale: run 'build/megacorp keywords > docs/keywords.md' and commit it" >&2
  exit 1
fi

stage "editor package: grammar tests, the samples checked, the .vsix packaged and loaded"
scripts/test_editor.sh build

stage "sanitizer build (clang, ASan+UBSan and libFuzzer's coverage, without MPI: the build without it is tested too) and tests"
scripts/build.sh san
ctest --test-dir build-san --output-on-failure -j2

stage "a bounded libFuzzer run (the fuzz targets of the same tree)"
scripts/fuzz.sh 60000

echo "== all tests passed in $((SECONDS - start)) s"
