#!/usr/bin/env bash
# Developer entry point.
#   tools/dev.sh demo    install what is missing, build, serialize the bundled
#                        example for an older target and read it back
#   tools/dev.sh test    install, build, run every test (ctest: lit files,
#                        codegen unit tests, the generated/ freshness check)
#   tools/dev.sh build   install and build only
#   tools/dev.sh wheel   build, then make dist/stablehlo_portable-VERSION-*.whl
#                        from the same build tree (scikit-build-core, pinned in
#                        tools/wheel-requirements.txt): only the wheel's
#                        targets are linked; tagged with the manylinux tag
#                        auditwheel reports for its contents
#   tools/dev.sh bench [--large] [--lock FILE] [--instructions]
#                        build, then time (de)serialization and its peak
#                        memory against the plain bytecode floor on programs
#                        of 10k and 100k ops (1M with --large) and one with
#                        regions 100 deep (tools/bench.py), and the tools'
#                        start-up (tools/startup_bench.py), and the Python
#                        bridge to jaxlib against jaxlib's own functions on
#                        10k and 100k ops (tools/bridge_bench.py); --instructions
#                        also counts instructions under valgrind (installed
#                        then), a ratio that load on the machine leaves alone
#   tools/dev.sh test --sanitize
#                        build into build-asan/ with our code compiled with
#                        -fsanitize=address,undefined and run every test there
#   tools/dev.sh fuzz-replay
#                        build the fuzz harnesses' replay drivers in
#                        build-asan/ (ASan+UBSan) and replay the committed
#                        corpus and regression inputs (tests/fuzz/corpus/,
#                        tests/fuzz/regressions/) once, deterministically
#   tools/dev.sh fuzz [SECONDS]
#                        build the libFuzzer harnesses (tests/fuzz/) into
#                        build-fuzz/ and run each for SECONDS (default 120),
#                        one after the other; corpora and findings stay in
#                        build-fuzz/fuzz/
#   tools/dev.sh interop-matrix [--releases V,...] [--programs NAME,...]
#                        after build: about ten jaxlib releases from 2023 on,
#                        each in its own virtual environment under
#                        build/interop-matrix/, read and run what we write for
#                        their StableHLO version, and we read what they write
#                        (tests/interop/interop_matrix.py); prints the matrix and
#                        writes docs/interop-matrix.md. Downloads about a
#                        gigabyte the first time, so it is not part of test
#   tools/dev.sh regen   remake every generated file: generated/ (python3 -m
#                        codegen --write), then build, then docs/status.md
#                        (tests/status/op_status.py) and docs/bad-input.md
#                        (tests/tools/bad_input_table.py, real runs of the
#                        built tools)
#   tools/dev.sh check   every freshness check (python3 -m codegen --check,
#                        op_status.py --check, after building
#                        bad_input_table.py --check), then lint; exits 1
#                        naming each stale file and the command that remakes
#                        it (tools/dev.sh regen)
#   tools/dev.sh lint    ruff check and ruff format --check on the tracked
#                        Python, clang-format --dry-run --Werror on the tracked
#                        C/C++ (not generated/, not test input data; style in
#                        pyproject.toml's [tool.ruff] and .clang-format); the
#                        tools are pinned in tools/lint-requirements.txt and
#                        installed into build/lint-venv. On failure it prints
#                        the commands that fix it
#   Not remade by regen: docs/verifier-oracle.md, docs/mutation-oracle.md
#   (tests/interop/verifier_oracle.py --write, mutation_oracle.py --write,
#   run against jaxlib; ctest checks the verifier oracle's) and
#   docs/interop-matrix.md (interop-matrix above).
# Works as root on a fresh Debian 12 machine; quick when all is in place.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${STABLEHLO_BUILD_DIR:-$ROOT/build}"
PY=/usr/bin/python3
LLVM="${STABLEHLO_LLVM_ROOT:-/usr/lib/llvm-22}"
PACKAGES=(llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools libzstd-dev
          python3-jinja2 python3-yaml python3-pytest python3-dev python3-venv pybind11-dev
          clang lld ninja-build cmake)
# Sanitizer and libFuzzer runtimes of clang-14 (test --sanitize, fuzz only).
SANITIZER_PACKAGES=(libclang-rt-14-dev)

install() {
  local missing=()
  for p in "${PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -ne 0 ]; then
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    if [ "${STABLEHLO_NO_APT:-}" != 1 ] && command -v apt-get >/dev/null 2>&1 &&
       { [ -z "$sudo" ] || command -v sudo >/dev/null 2>&1; }; then
      echo "== installing: ${missing[*]}"
      if ! { $sudo apt-get update -qq &&
             DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
               "${missing[@]}" >/dev/null; }; then
        echo "error: could not install the Debian packages ${missing[*]}" >&2
        check_prerequisites || true
        return 1
      fi
    else
      # Not Debian, or no way to install: what building needs is checked
      # on the machine itself.
      echo "note: cannot install the Debian packages ${missing[*]} here; checking what building needs" >&2
    fi
  fi
  check_prerequisites
}

# What building needs, checked on the machine itself (commands and files,
# not package names), so that a machine without Debian's packages, or where
# they could not be installed, is told what is missing.
check_prerequisites() {
  local missing=() cmd
  for cmd in cmake ninja clang clang++ ld.lld; do
    command -v "$cmd" >/dev/null 2>&1 || missing+=("$cmd (command)")
  done
  [ -x "$PY" ] || missing+=("$PY")
  [ -f "$LLVM/lib/cmake/mlir/MLIRConfig.cmake" ] ||
    missing+=("MLIR 22 development files ($LLVM/lib/cmake/mlir/MLIRConfig.cmake; Debian: libmlir-22-dev)")
  [ -f "$LLVM/lib/cmake/llvm/LLVMConfig.cmake" ] ||
    missing+=("LLVM 22 development files ($LLVM/lib/cmake/llvm/LLVMConfig.cmake; Debian: llvm-22-dev)")
  [ -x "$LLVM/bin/mlir-tblgen" ] || missing+=("$LLVM/bin/mlir-tblgen (Debian: mlir-22-tools)")
  if [ -x "$PY" ]; then
    "$PY" -c "import venv, ensurepip" 2>/dev/null || missing+=("Python's venv module (Debian: python3-venv)")
    [ -f "$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["include"])' 2>/dev/null)/Python.h" ] ||
      missing+=("Python headers (Debian: python3-dev)")
  fi
  if [ ${#missing[@]} -ne 0 ]; then
    echo "error: missing build prerequisites:" >&2
    printf '  - %s\n' "${missing[@]}" >&2
    echo "On Debian 12, as root, tools/dev.sh build installs them (${PACKAGES[*]})." >&2
    return 1
  fi
}

configure() { # BUILD_DIR [CMAKE_ARGS...]
  local dir="$1"
  shift
  # Re-running cmake picks up new lit files (one ctest test per file).
  cmake -G Ninja -S "$ROOT" -B "$dir" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DLLVM_USE_LINKER=lld \
    -DMLIR_DIR="$LLVM/lib/cmake/mlir" -DLLVM_EXTERNAL_LIT="$LLVM/bin/lit" \
    -DPython3_EXECUTABLE="$PY" "$@" >/dev/null
}

# The real clients (jax, jaxlib: upstream StableHLO's reader, writer and
# verifier, and XLA's CPU compiler), pinned in tests/interop/requirements.txt,
# in a virtual environment of the build tree. Remade when the requirements
# change. A registry that cannot be reached is an error, never a skip.
INTEROP_VENV="${STABLEHLO_INTEROP_VENV:-$BUILD/interop-venv}"

# A virtual environment DIR holding the pinned requirements REQ (a path
# under the repository), remade when REQ changes; WHAT names its contents
# and WHY says what needs them, in the error when the registry cannot be
# reached (an error, never a skip).
pinned_venv() { # DIR REQ WHAT [WHY]
  local dir="$1" req="$ROOT/$2" what="$3" why="${4:-}" stamp="$1/.requirements"
  if [ -f "$stamp" ] && cmp -s "$req" "$stamp"; then return 0; fi
  echo "== installing the $what ($req) into $dir"
  rm -rf "$dir"
  "$PY" -m venv "$dir"
  if ! "$dir/bin/pip" install -q --disable-pip-version-check -r "$req"; then
    echo "error: could not install the pinned $what from the Python package registry ($2)${why:+; $why}" >&2
    rm -rf "$dir"
    return 1
  fi
  cp "$req" "$stamp"
}

interop_venv() {
  pinned_venv "$INTEROP_VENV" tests/interop/requirements.txt "interop clients (jax, jaxlib)" \
    "the interop tests need them"
}

build() {
  install
  interop_venv
  configure "$BUILD" -DSTABLEHLO_INTEROP_PYTHON="$INTEROP_VENV/bin/python"
  ninja -C "$BUILD"
}

# ASan/UBSan options for build-asan and build-fuzz. Only our code is
# instrumented; Debian's MLIR archives and libLLVM.so are not.
# - detect_odr_violation=0: the same LLVM/MLIR globals (cl::opt registries,
#   TypeID anchors) come from the static MLIR archives and libLLVM.so; that
#   is how Debian's LLVM_LINK_LLVM_DYLIB build is laid out, not our bug.
# - allow_user_poisoning=0: LLVM's headers, inlined into our instrumented
#   code, poison and unpoison allocator memory (LLVM_ADDRESS_SANITIZER_BUILD
#   in BumpPtrAllocator, Recycler, SmallVector moves), which the uninstrumented
#   library code then reuses without unpoisoning: use-after-poison false
#   positives (e.g. in mlir::Dialect::addType when a context loads builtin).
# - Leaks are reported (LSan is on by default) and fail the test.
# - UBSan: print a stack and stop at the first report.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_odr_violation=0:allow_user_poisoning=0:abort_on_error=1:symbolize=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$LLVM/bin/llvm-symbolizer}"

test_sanitized() {
  local dir="${STABLEHLO_ASAN_BUILD_DIR:-$ROOT/build-asan}"
  install "${SANITIZER_PACKAGES[@]}"
  configure "$dir" -DSTABLEHLO_SANITIZE=ON
  ninja -C "$dir" -j2
  find "$dir/lit-out" -name .lit_test_times.txt -delete 2>/dev/null || true
  ctest --test-dir "$dir" -j2 --output-on-failure
}

fuzz_replay() {
  local dir="${STABLEHLO_ASAN_BUILD_DIR:-$ROOT/build-asan}"
  install "${SANITIZER_PACKAGES[@]}"
  configure "$dir" -DSTABLEHLO_SANITIZE=ON
  local targets=()
  for src in "$ROOT"/tests/fuzz/*Fuzzer.cpp; do
    local h
    h=$(basename "$src" Fuzzer.cpp | tr '[:upper:]' '[:lower:]')
    targets+=("stablehlo-fuzz-$h-replay")
  done
  ninja -C "$dir" -j2 "${targets[@]}"
  ctest --test-dir "$dir" -j2 --output-on-failure -R '^fuzz/'
}

fuzz() { # [SECONDS per harness]
  local seconds="${1:-120}"
  local dir="${STABLEHLO_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"
  install "${SANITIZER_PACKAGES[@]}"
  configure "$dir" -DSTABLEHLO_FUZZ=ON
  ninja -C "$dir" -j2 stablehlo-fuzz-reader stablehlo-fuzz-writer stablehlo-fuzz-text \
    stablehlo-fuzz-stablehlobytecode stablehlo-translate stablehlo-opt
  local work="$dir/fuzz"
  mkdir -p "$work"
  # Seeds: remade when the compendium, the snapshots or the StableHLO
  # programs they are made of changed (making the small artifacts takes
  # minutes under ASan); corpora and findings accumulate across runs.
  local stamp="$work/seeds/.stamp"
  if [ ! -f "$stamp" ] || [ -n "$(find "$ROOT/tests/vhlo" "$ROOT/tests/stablehlo" \
        "$ROOT/generated/tests" "$ROOT/tests/data/upstream-printed" \
        "$ROOT/tests/fuzz/make_seeds.py" -newer "$stamp" | head -1)" ]; then
    "$PY" "$ROOT/tests/fuzz/make_seeds.py" "$work/seeds" --translate "$dir/bin/stablehlo-translate" \
      --opt "$dir/bin/stablehlo-opt"
    touch "$stamp"
  fi
  local status=0 summary=()
  for h in reader writer text stablehlobytecode; do
    local corpus="$work/corpus/$h" findings="$work/findings/$h" log="$work/$h.log"
    mkdir -p "$corpus" "$findings"
    local before found_before
    before=$(find "$corpus" -type f | wc -l)
    found_before=$(find "$findings" -type f | wc -l)
    # reader: the largest seed artifacts are ~41 KB; writer: one function of
    # text is well under 4 KB; text: lit test pieces of at most 8 KB;
    # stablehlobytecode: .mlirbc seeds of at most 32 KB (the largest, a
    # whole upstream test file, is ~28 KB; make_seeds.py). -timeout: one
    # input taking 20 s under ASan is a hang. Fork mode with one worker
    # (-fork=1: this is a shared 2-core machine) keeps fuzzing after a
    # crash, OOM or timeout, so one known finding (see tests/fuzz/README.md)
    # does not end the run; each is saved in $findings. New inputs go to the
    # first directory (the corpus).
    local max_len=65536
    [ "$h" = writer ] && max_len=4096
    [ "$h" = text ] && max_len=8192
    [ "$h" = stablehlobytecode ] && max_len=32768
    echo "== fuzz $h for ${seconds}s (log: $log)"
    touch "$log.start"
    local rc=0
    "$dir/bin/stablehlo-fuzz-$h" "$corpus" "$work/seeds/$h" \
      -fork=1 -ignore_crashes=1 -ignore_ooms=1 -ignore_timeouts=1 \
      -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=20 -max_len="$max_len" \
      -artifact_prefix="$findings/" >"$log" 2>&1 || rc=$?
    local after found last runs secs
    after=$(find "$corpus" -type f | wc -l)
    found=$(( $(find "$findings" -type f | wc -l) - found_before ))
    # Fork mode's status lines: "#RUNS: cov: ... oom/timeout/crash: a/b/c time: Ns ...".
    last=$(grep -E '^#[0-9]+: ' "$log" | tail -1)
    runs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
    secs=$(sed -nE 's/.* time: ([0-9]+)s.*/\1/p' <<<"$last")
    summary+=("$h: ${runs:-?} executions in ${secs:-?}s, corpus $before -> $after files, $found new finding(s) in $findings, exit $rc")
    if [ "$rc" -ne 0 ] || [ "$found" -ne 0 ]; then
      status=1
      # What each new finding is: replay it once, show the first report line.
      find "$findings" -type f -newer "$log.start" 2>/dev/null | head -10 | while read -r f; do
        local what
        what=$(timeout 120 "$dir/bin/stablehlo-fuzz-$h" "$f" 2>&1 |
          grep -m1 -E 'LLVM ERROR|ERROR: (Address|Leak)Sanitizer|runtime error|FINDING|out-of-memory' || true)
        echo "   $(basename "$f"): ${what:-no report when replayed (timeout or flaky)}"
      done
    fi
  done
  echo "== fuzz summary"
  printf '%s\n' "${summary[@]}"
  return "$status"
}

# Every generated file, remade.
regen() {
  (cd "$ROOT" && "$PY" -m codegen --write)
  build
  "$PY" "$ROOT/tests/status/op_status.py"
  "$PY" "$ROOT/tests/tools/bad_input_table.py" --build "$BUILD"
}

# Every freshness check, then the lint; each failure is named with the
# command that fixes it, and all of them run before the exit.
check() {
  local stale=()
  echo "== generated/ (python3 -m codegen --check)"
  (cd "$ROOT" && "$PY" -m codegen --check) || stale+=("generated/: remake it with tools/dev.sh regen (python3 -m codegen --write)")
  echo "== docs/status.md (tests/status/op_status.py --check)"
  "$PY" "$ROOT/tests/status/op_status.py" --check ||
    stale+=("docs/status.md or its data (tests/status/): see op_status's messages above; remake the doc with tools/dev.sh regen")
  build
  echo "== docs/bad-input.md (tests/tools/bad_input_table.py --check)"
  "$PY" "$ROOT/tests/tools/bad_input_table.py" --check --build "$BUILD" ||
    stale+=("docs/bad-input.md: see the messages above; remake it with tools/dev.sh regen")
  local lint_ok=1
  lint || lint_ok=0
  if [ ${#stale[@]} -ne 0 ]; then
    echo "error: stale or failing:" >&2
    printf '  - %s\n' "${stale[@]}" >&2
  fi
  [ "$lint_ok" = 1 ] || echo "error: the lint failed (see above for what fixes it)" >&2
  [ ${#stale[@]} -eq 0 ] && [ "$lint_ok" = 1 ]
}

# The style tools (tools/lint-requirements.txt), in a virtual environment of
# the build tree, remade when the requirements change. A registry that
# cannot be reached is an error, never a skip.
LINT_VENV="$BUILD/lint-venv"
lint_venv() {
  pinned_venv "$LINT_VENV" tools/lint-requirements.txt "lint tools"
}

# The tracked sources the lint reads: Python (ruff; its excludes are in
# pyproject.toml) and C/C++ outside generated/ and test input data.
lint_python_files() {
  git -C "$ROOT" ls-files -- '*.py'
}
lint_cxx_files() {
  git -C "$ROOT" ls-files -- '*.cpp' '*.h' '*.c' |
    grep -v -E '^generated/|^tests/data/|/Inputs/|^tests/fuzz/(corpus|regressions)/' || true
}

lint() {
  if ! git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "error: tools/dev.sh lint reads the tracked files: $ROOT is not a git work tree" >&2
    return 1
  fi
  lint_venv || return 1
  local py=() cxx=() status=0
  mapfile -t py < <(lint_python_files)
  mapfile -t cxx < <(lint_cxx_files)
  cd "$ROOT"
  echo "== ruff check (${#py[@]} Python files)"
  if ! "$LINT_VENV/bin/ruff" check --force-exclude --output-format concise "${py[@]}"; then
    echo "error: ruff check failed; fix: $LINT_VENV/bin/ruff check --fix (then by hand what it cannot fix)" >&2
    status=1
  fi
  echo "== ruff format --check"
  local out bad rc=0
  out="$("$LINT_VENV/bin/ruff" format --check --force-exclude --output-format concise "${py[@]}" 2>&1)" || rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "$out"
    bad="$(sed -nE 's/^([^:]+):[0-9]+:[0-9]+: unformatted: .*/\1/p' <<<"$out" | sort -u)"
    echo "error: Python files not formatted as pyproject.toml's [tool.ruff] says;" \
         "fix: $LINT_VENV/bin/ruff format $(tr '\n' ' ' <<<"$bad")" >&2
    status=1
  fi
  echo "== clang-format --dry-run --Werror (${#cxx[@]} C/C++ files)"
  rc=0
  out="$("$LINT_VENV/bin/clang-format" --dry-run --Werror "${cxx[@]}" 2>&1 >/dev/null)" || rc=$?
  bad="$(sed -nE 's/^([^:]+):[0-9]+:[0-9]+: error: code should be clang-formatted.*/\1/p' <<<"$out" | sort -u)"
  if [ -n "$bad" ]; then
    head -30 <<<"$out" >&2
    echo "error: C/C++ files not formatted as .clang-format says:" >&2
    sed 's/^/  /' <<<"$bad" >&2
    echo "fix: $LINT_VENV/bin/clang-format -i $(tr '\n' ' ' <<<"$bad")" >&2
    status=1
  elif [ "$rc" -ne 0 ]; then
    echo "$out" >&2
    echo "error: clang-format failed (exit $rc)" >&2
    status=1
  fi
  [ "$status" = 0 ] && echo "== lint: clean"
  return "$status"
}

interop_matrix() { # [ARGS of tests/interop/interop_matrix.py]
  local tool
  for tool in stablehlo-translate stablehlo-opt; do
    if [ ! -x "$BUILD/bin/$tool" ]; then
      echo "error: $BUILD/bin/$tool is missing; run tools/dev.sh build first" >&2
      return 1
    fi
  done
  install
  "$PY" "$ROOT/tests/interop/interop_matrix.py" --build "$BUILD" "$@"
}

# The wheel's tools (tools/wheel-requirements.txt), in a virtual environment
# of the build tree, remade when the requirements change.
WHEEL_VENV="$BUILD/wheel-venv"
wheel_venv() {
  pinned_venv "$WHEEL_VENV" tools/wheel-requirements.txt "wheel tools"
}

# The wheel, built by scikit-build-core in the build tree itself: its
# configure step re-runs CMake with the cache as tools/dev.sh left it (no
# Python hints: the build's /usr/bin/python3 is the wheel's interpreter),
# ninja links only the wheel's targets, and `cmake --install --component
# wheel --strip` lays it out. Then auditwheel names the manylinux tag its
# contents allow (they need nothing outside glibc) and the wheel is retagged
# with it. Output: $BUILD/wheel-dist/ and a copy in dist/.
wheel() {
  build
  wheel_venv
  local out="$BUILD/wheel-dist" version
  version="$(head -1 "$ROOT/VERSION")"
  rm -rf "$out"
  mkdir -p "$out" "$ROOT/dist"
  echo "== building the wheel in $BUILD"
  CMAKE_BUILD_PARALLEL_LEVEL=2 "$WHEEL_VENV/bin/python" -m build --wheel --no-isolation \
    --outdir "$out" -Cbuild-dir="$BUILD" -Ccmake.python-hints=false \
    -Csearch.site-packages=false "$ROOT" >"$BUILD/wheel-build.log" 2>&1 ||
    { tail -40 "$BUILD/wheel-build.log"; echo "error: the wheel build failed (log: $BUILD/wheel-build.log)" >&2; return 1; }
  local built
  built="$(ls "$out"/stablehlo_portable-"$version"-*-linux_x86_64.whl)"
  local show tag
  show="$("$WHEEL_VENV/bin/auditwheel" show "$built")"
  echo "$show"
  tag="$(tr -s ' \n' ' ' <<<"$show" |
    sed -nE 's/.*consistent with the following platform tag: "([a-z0-9_]+)".*/\1/p')"
  if [ -z "$tag" ]; then
    echo "error: auditwheel show named no platform tag for $built" >&2
    return 1
  fi
  "$WHEEL_VENV/bin/python" -m wheel tags --remove --platform-tag "$tag" "$built" >/dev/null
  local final
  final="$(ls "$out"/stablehlo_portable-"$version"-*-"$tag".whl)"
  rm -f "$ROOT/dist"/stablehlo_portable-*.whl
  cp "$final" "$ROOT/dist/"
  echo "== $ROOT/dist/$(basename "$final") ($(du -k "$final" | cut -f1) KiB)"
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
  wheel
  # Timing files torn by older parallel lit runs would break lit's discovery.
  find "$BUILD/lit-out" -name .lit_test_times.txt -delete 2>/dev/null || true
  ctest --test-dir "$BUILD" -j"$(nproc)" --output-on-failure
}

case "${1:-}" in
  demo) demo ;;
  test)
    if [ "${2:-}" = "--sanitize" ]; then test_sanitized; else test_all; fi ;;
  fuzz) fuzz "${@:2}" ;;
  fuzz-replay) fuzz_replay ;;
  build) build ;;
  wheel) wheel ;;
  bench) build
         case " ${*:2} " in *" --instructions "*) install valgrind ;; esac
         "$PY" "$ROOT/tools/bench.py" --build "$BUILD" "${@:2}"
         "$PY" "$ROOT/tools/startup_bench.py" --build "$BUILD"
         PYTHONPATH="$BUILD/python_packages" "$INTEROP_VENV/bin/python" \
           "$ROOT/tools/bridge_bench.py" --build "$BUILD" ;;
  interop-matrix) interop_matrix "${@:2}" ;;
  regen) regen ;;
  check) check ;;
  lint) lint ;;
  *) echo "usage: tools/dev.sh demo|test [--sanitize]|build|wheel|bench|fuzz [SECONDS]|fuzz-replay|interop-matrix|regen|check|lint" >&2; exit 2 ;;
esac
