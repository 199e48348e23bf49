#!/usr/bin/env bash
# Developer entry point.
#   tools/dev.sh demo    install what is missing, build, serialize the bundled
#                        example for an older target and read it back
#   tools/dev.sh test    install, build, run every test (ctest: lit files,
#                        codegen unit tests, the generated/ freshness check)
#   tools/dev.sh build   install and build only
#   tools/dev.sh bench   build, then time (de)serialization of a ~100k-op
#                        program against the plain bytecode floor
# Works as root on a fresh Debian 12 machine; quick when all is in place.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${STABLEHLO_BUILD_DIR:-$ROOT/build}"
PY=/usr/bin/python3
LLVM=/usr/lib/llvm-22
PACKAGES=(llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools libzstd-dev
          python3-jinja2 python3-yaml python3-pytest clang lld ninja-build cmake)

install() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "== installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

build() {
  install
  # Re-running cmake picks up new lit files (one ctest test per file).
  cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DLLVM_USE_LINKER=lld \
    -DMLIR_DIR="$LLVM/lib/cmake/mlir" -DLLVM_EXTERNAL_LIT="$LLVM/bin/lit" \
    -DPython3_EXECUTABLE="$PY" >/dev/null
  ninja -C "$BUILD"
}

demo() {
  build
  local bin="$BUILD/bin" example="$ROOT/examples/demo.mlir" target=1.0.0
  local artifact="$BUILD/demo.$target.mlir.bc"
  echo "== program ($example)"
  cat "$example"
  echo "== serialize for StableHLO $target -> $artifact"
  "$bin/stablehlo-translate" --serialize --target="$target" --strip-debuginfo "$example" >"$artifact"
  echo "$(wc -c <"$artifact") bytes"
  echo "== artifact version and program read back"
  "$bin/stablehlo-translate" --deserialize --print-stablehlo-version "$artifact"
}

test_all() {
  build
  # Timing files torn by older parallel lit runs would break lit's discovery.
  find "$BUILD/lit-out" -name .lit_test_times.txt -delete 2>/dev/null || true
  ctest --test-dir "$BUILD" -j"$(nproc)" --output-on-failure
}

case "${1:-}" in
  demo) demo ;;
  test) test_all ;;
  build) build ;;
  bench) build; "$PY" "$ROOT/tools/bench.py" --build "$BUILD" "${@:2}" ;;
  *) echo "usage: tools/dev.sh demo|test|build|bench" >&2; exit 2 ;;
esac
