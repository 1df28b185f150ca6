#!/usr/bin/env bash
# Installs the Debian packages that are missing. scripts/setup.sh: what the main job
# (scripts/run.sh) builds and runs with. scripts/setup.sh --test: the test command's too,
# then the editor package's tools (scripts/setup_editor.sh) and the browser test's
# (scripts/setup_browser_test.sh). Idempotent and quiet when everything is present; as
# root or through sudo (scripts/apt_install.sh, which says what to do when neither works).
set -euo pipefail
packages=(cmake ninja-build g++ ccache
          tao-pegtl-dev libfmt-dev libboost-graph-dev libcli11-dev nlohmann-json3-dev
          libboost-dev  # Boost.Beast and Asio: the HTTP server (serve/server.cpp, docs/play.md)
          catch2        # build/ is configured with the tests, so the main job shares it with them
          libopenmpi-dev openmpi-bin   # simulate over MPI ranks (docs/simulate.md); megacorp links it when found
          pkgconf libfreetype-dev libharfbuzz-dev fonts-dejavu-core  # card faces: text metrics and their font (docs/faces.md)
          librsvg2-dev libcairo2-dev)  # card faces printed: PNG and the PDF sheet
test=false
if [ "${1:-}" = --test ]; then
  test=true
  packages+=(clang libclang-rt-14-dev  # the sanitizer and fuzz build (scripts/build.sh san)
             unzip neovim  # unzip: the editor package's test; neovim: the editor tests (tests/lsp, editors/vim)
             chromium      # headless: the HTML report test (tests/sim/report_test.sh), the browser table's tests (tests/serve)
             tmux          # terminal play typed key by key (tests/cli/play_tmux_test.sh)
             curl jq       # the HTTP server's test (tests/serve/serve_http_test.sh)
             universal-ctags  # the function-length check (scripts/check_long_functions.sh)
             librsvg2-bin libxml2-utils poppler-utils python3)  # the card faces' tests (tests/faces): rsvg-convert, xmllint, pdfinfo, pdftoppm
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
"$(dirname "$0")/apt_install.sh" ${missing[@]+"${missing[@]}"}
if $test; then
  # Node.js and npm, and the editor package's tools; then playwright-core for the browser test.
  "$(dirname "$0")/setup_editor.sh"
  exec "$(dirname "$0")/setup_browser_test.sh"
fi
