#!/usr/bin/env bash
# The main job: install what is missing, build, check the card library, show a card, draw
# the cards' faces, run the scenarios under examples/ and play a seeded game between two
# starter decks.
# It builds only megacorp, in the tree and with the options scripts/test.sh uses
# (scripts/build.sh release), so the test command then compiles nothing megacorp has.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release megacorp
build/megacorp check cards/
build/megacorp show "Incarnate Hierarch"
build/megacorp cards --svg build/faces   # every card's face as SVG (docs/faces.md)
build/megacorp test examples/
build/megacorp play --seed 1 "Corp Starter" "Gnost Starter"
