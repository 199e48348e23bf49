#!/usr/bin/env bash
# Building without the prerequisites says which are missing.
#   missing_prerequisites.sh pip SOURCE_DIR WHEEL_VENV
#       `pip wheel .` (scikit-build-core, as `pip install .` runs it) with
#       MLIR_DIR pointing nowhere and a C++ compiler that does not exist:
#       CMake's check names both, and pip shows the backend's advice
#   missing_prerequisites.sh dev.sh SOURCE_DIR
#       tools/dev.sh wheel with no cmake, ninja, clang or lld on PATH and no
#       LLVM where it looks: it names each and stops before building
set -euo pipefail
MODE="$1" SRC="$2"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

expect() { # OUTPUT TEXT...
  local out="$1"; shift
  for want in "$@"; do
    grep -qF -- "$want" <<<"$out" || { echo "FAIL: no '$want' in:"; echo "$out" | tail -40; exit 1; }
  done
}

case "$MODE" in
  pip)
    VENV="$3"
    [ -x "$VENV/bin/python" ] || { echo "FAIL: no $VENV: run tools/dev.sh wheel"; exit 1; }
    if out="$(cd "$WORK" && "$VENV/bin/python" -m pip wheel --no-build-isolation --no-deps \
        --disable-pip-version-check -w "$WORK/out" "$SRC" --config-settings=build-dir="$WORK/build" \
        --config-settings=cmake.define.MLIR_DIR="$WORK/no-llvm/lib/cmake/mlir" \
        --config-settings=cmake.define.CMAKE_CXX_COMPILER=no-such-clang++ 2>&1)"; then
      echo "FAIL: the wheel was built without LLVM/MLIR"; exit 1
    fi
    expect "$out" "Building stablehlo-portable needs what is missing here" \
      "the CXX compiler 'no-such-clang++' (Debian package: clang)" \
      "no MLIRConfig.cmake in MLIR_DIR=$WORK/no-llvm/lib/cmake/mlir (Debian packages: libmlir-22-dev mlir-22-tools, or -DMLIR_DIR=<dir of MLIRConfig.cmake>)" \
      "libmlir-22-dev" "stablehlo-portable could not be built"
    [ ! -e "$WORK/out" ] || [ -z "$(ls "$WORK/out")" ] || { echo "FAIL: a wheel was written"; exit 1; }
    echo "pip wheel . without LLVM/MLIR 22 and clang++ names both"
    ;;
  dev.sh)
    # A PATH with the commands dev.sh itself uses, and none of the build's.
    mkdir -p "$WORK/bin"
    for cmd in bash env dirname basename cat head tail grep sed id dpkg-query cmp mkdir rm cp \
               ls du cut tr sort mktemp; do
      ln -s "$(command -v "$cmd")" "$WORK/bin/$cmd"
    done
    if out="$(env -i PATH="$WORK/bin" HOME="$WORK" STABLEHLO_NO_APT=1 \
        STABLEHLO_BUILD_DIR="$WORK/build" STABLEHLO_LLVM_ROOT="$WORK/no-llvm" \
        "$SRC/tools/dev.sh" wheel 2>&1)"; then
      echo "FAIL: tools/dev.sh wheel went on without its prerequisites"; exit 1
    fi
    expect "$out" "error: missing build prerequisites:" "cmake (command)" "ninja (command)" \
      "clang++ (command)" "ld.lld (command)" \
      "MLIR 22 development files ($WORK/no-llvm/lib/cmake/mlir/MLIRConfig.cmake; Debian: libmlir-22-dev)"
    [ ! -e "$WORK/build" ] || { echo "FAIL: tools/dev.sh wrote $WORK/build"; exit 1; }
    echo "tools/dev.sh wheel without its prerequisites names them"
    ;;
  *) echo "usage: $0 pip|dev.sh SOURCE_DIR [WHEEL_VENV]" >&2; exit 2 ;;
esac
