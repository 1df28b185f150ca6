#!/usr/bin/env bash
# Installs the Debian packages the build needs, if any are missing, then the editor
# package's tools (scripts/setup_editor.sh). Idempotent and quiet when everything is present.
set -euo pipefail
packages=(cmake ninja-build g++ clang libclang-rt-14-dev ccache
          tao-pegtl-dev libfmt-dev libboost-graph-dev catch2 libcli11-dev nlohmann-json3-dev
          unzip neovim  # unzip: the editor package's test; neovim: the editor tests (tests/lsp, editors/vim)
          chromium      # headless, for the HTML report test (tests/sim/report_test.sh)
          libopenmpi-dev openmpi-bin)  # simulate over MPI ranks and its test (docs/simulate.md)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exec "$(dirname "$0")/setup_editor.sh"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y -q "${missing[@]}" >/tmp/megacorp-apt.log 2>&1; then
  $sudo apt-get update -q >>/tmp/megacorp-apt.log 2>&1
  $sudo apt-get install -y -q "${missing[@]}" >>/tmp/megacorp-apt.log 2>&1 \
    || { cat /tmp/megacorp-apt.log >&2; exit 1; }
fi
"$(dirname "$0")/setup_editor.sh"
