#!/usr/bin/env bash
# Configures and builds a build tree.
#   scripts/build.sh release [TARGET...]   build/: what run.sh and test.sh use
#   scripts/build.sh san [TARGET...]       build-san/: the sanitizer tests and the fuzz targets
#   scripts/build.sh lto [TARGET...]       build-lto/: link-time optimised, to install and benchmark
#   scripts/build.sh DIR [cmake options...]   any other tree
# The two named trees are configured here only, so the scripts sharing one cannot differ
# in an option and rebuild it; with no TARGET everything is built. All are unity builds
# (docs/install.md, "Unity builds"): about half the compile time of a whole tree, for a
# slower edit-and-compile loop, which a tree of one's own without it serves better.
# Link-time optimisation (about 3 % faster self-play for about two and a half minutes of
# links) is for what is installed and benchmarked only (docs/install.md).
set -euo pipefail
cd "$(dirname "$0")/.."
case ${1:?usage: scripts/build.sh release|san|lto [TARGET...] or DIR [cmake options...]} in
  release)
    dir=build
    options=(-DCMAKE_BUILD_TYPE=Release -DMEGACORP_WERROR=ON -DMEGACORP_UNITY=ON -DMEGACORP_LTO=OFF) ;;
  lto)
    dir=build-lto
    options=(-DCMAKE_BUILD_TYPE=Release -DMEGACORP_UNITY=ON -DMEGACORP_LTO=ON -DMEGACORP_TESTS=OFF) ;;
  san)
    # clang, for libFuzzer; ASan+UBSan and the fuzzer's coverage; MPI off so that the build
    # without it is tested too. Debug keeps the assertions on; -O1 instead of Debug's -O0:
    # the tests under ASan run about twice as fast, for a compile a little slower than -O0's
    # and faster than -O2's (docs/fuzzing.md, "The build").
    dir=build-san
    options=(-DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g"
             -DMEGACORP_FUZZ=ON -DMEGACORP_MPI=OFF -DMEGACORP_WERROR=ON -DMEGACORP_UNITY=ON
             -DMEGACORP_BENCH=OFF) ;;
  *)
    dir=$1; shift
    cmake -S . -B "$dir" -G Ninja "$@" >/dev/null
    exec cmake --build "$dir" ;;
esac
shift
cmake -S . -B "$dir" -G Ninja "${options[@]}" >/dev/null
cmake --build "$dir" ${1:+--target "$@"}
