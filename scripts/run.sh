#!/usr/bin/env bash
# The main job: install what is missing, build, check the card library, and run it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh build
build/megacorp check cards/
build/megacorp show "Incarnate Hierarch"
