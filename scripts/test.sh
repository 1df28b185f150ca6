#!/usr/bin/env bash
# The whole test suite: install, build with warnings as errors, run every test; the
# generated-docs checks and the keyword-names check; the editor package's tests; then the
# same tests under ASan+UBSan; then a bounded libFuzzer run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
start=$SECONDS

echo "== Release build (-O3, -Werror) and tests"
scripts/build.sh build -DCMAKE_BUILD_TYPE=Release -DMEGACORP_WERROR=ON
ctest --test-dir build --output-on-failure -j2

echo "== bounded soak: simulate --check over every ordered starter pairing (docs/soak.md)"
(cd build && ../scripts/soak.sh ./megacorp 2000 200 2 1 2)

echo "== the library and examples are in canonical layout (docs/formatting.md)"
if ! build/megacorp fmt --check cards examples; then
  echo "these files are not in canonical layout: run 'build/megacorp fmt cards examples' and commit them" >&2
  exit 1
fi

echo "== docs/cards.md is what the card library generates"
if ! build/megacorp gallery | cmp -s - docs/cards.md; then
  echo "docs/cards.md is stale: run 'build/megacorp gallery > docs/cards.md' and commit it" >&2
  exit 1
fi

echo "== docs/vocabulary.md is what the vocabulary tables generate"
if ! build/megacorp reference | cmp -s - docs/vocabulary.md; then
  echo "docs/vocabulary.md is stale: run 'build/megacorp reference > docs/vocabulary.md' and commit it" >&2
  exit 1
fi

echo "== no C++ outside tests/ nor the Release binary names a glossary keyword"
scripts/check_keyword_names.sh build/megacorp

echo "== no word of the card language is compared as a string where card text runs"
scripts/check_word_literals.sh

echo "== every include runs down the layers of docs/design.md"
scripts/check_layers.sh

echo "== every path the repository names exists in it, and none is outside it"
scripts/check_paths.sh

echo "== only engine::ops changes a game in play (engine/ops.hpp)"
scripts/check_state_writes.sh

echo "== docs/keywords.md is what the keyword prelude generates"
if ! build/megacorp keywords | cmp -s - docs/keywords.md; then
  echo "docs/keywords.md is stale: run 'build/megacorp keywords > docs/keywords.md' and commit it" >&2
  exit 1
fi

echo "== editor package: grammar tests, the samples checked, the .vsix packaged and loaded"
scripts/test_editor.sh build

echo "== sanitizer build (ASan+UBSan, without MPI: the build without it is tested too) and tests"
scripts/build.sh build-asan -DMEGACORP_WERROR=ON -DMEGACORP_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug -DMEGACORP_MPI=OFF
ctest --test-dir build-asan --output-on-failure -j2

echo "== fuzz build and a bounded run"
scripts/fuzz.sh 60000

echo "== all tests passed in $((SECONDS - start)) s"
