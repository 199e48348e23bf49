#!/usr/bin/env bash
# tools/capi_exports.py check fails on a library that exports what its
# headers do not declare: an LLVM C++ symbol, an LLVM C symbol, a data
# symbol, and a stablehlo* function no header declares; and on one that
# leaves out a function stablehlo-c declares.
# Usage: exports_negative.sh SOURCE_DIR NM CC
set -euo pipefail
SRC="$1" NM="$2" CC="$3"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cat > "$WORK/leaky.c" <<'C'
int stablehloGetApiVersion(void) { return 1; }
void _ZN4llvm2cl6detail3fooEv(void) {}
int LLVMParseCommandLineOptions(void) { return 0; }
int mlirGlobalCounter = 3;
int stablehloNotDeclaredAnywhere(void) { return 2; }
C
"$CC" -shared -fPIC -o "$WORK/libleaky.so" "$WORK/leaky.c"
headers=("$SRC"/runtime/include/stablehlo-c/*.h)
if out="$("${PYTHON:-python3}" "$SRC/tools/capi_exports.py" check "$WORK/libleaky.so" --nm "$NM" \
    --require-prefix stablehlo-c --headers "${headers[@]}" 2>&1)"; then
  echo "FAIL: the check accepted a library exporting LLVM symbols:"; echo "$out"; exit 1
fi
for want in "not of the C API: _ZN4llvm2cl6detail3fooEv" \
            "not of the C API: LLVMParseCommandLineOptions" \
            "no shipped header declares: mlirGlobalCounter" \
            "no shipped header declares: stablehloNotDeclaredAnywhere" \
            "declared in a header but not exported: stablehloSerializePortableArtifactFromModule"; do
  grep -qF "$want" <<<"$out" || { echo "FAIL: the check did not say '$want':"; echo "$out"; exit 1; }
done
echo "the export check refuses LLVM, undeclared and missing symbols"
