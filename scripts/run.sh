#!/usr/bin/env bash
# The main job: install what is missing, build, check the card library, show a card and
# run the scenarios under examples/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh build
build/megacorp check cards/
build/megacorp show "Incarnate Hierarch"
build/megacorp test examples/
