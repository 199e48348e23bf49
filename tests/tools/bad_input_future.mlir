// Artifacts from a newer producer are refused with upstream's messages plus
// the reason and what would work (rows 22-24 of docs/bad-input.md).
// RUN: rm -rf %t && mkdir -p %t

// Upstream's future artifact: producer StableHLO_v2.0.0, op vhlo.constant_v99.
// RUN: not stablehlo-translate --deserialize %artifacts/stablehlo-1.13.8/invalid_vhlo_future.mlir.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=FUTURE -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %artifacts/stablehlo-1.20.0/invalid_vhlo_future.mlir.bc 2>/dev/null | FileCheck %s --check-prefix=VERSION2
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %artifacts/stablehlo-1.20.0/invalid_vhlo_future.mlir.bc 2>&1 | FileCheck %s --check-prefix=FUTURE -DCURRENT=%current_version

// FUTURE: error: unregistered operation 'vhlo.constant_v99' found in dialect ('vhlo') that does not allow unknown operations
// FUTURE: note: in bytecode version 6 produced by: StableHLO_v2.0.0
// FUTURE: invalid_vhlo_future.mlir.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the artifact was produced by StableHLO_v2.0.0, which is newer than this reader (StableHLO [[CURRENT]]); serialize it with --target=[[CURRENT]] or older, or read it with StableHLO 2.0.0 or newer
// VERSION2: // Reading portable artifact with StableHLO version: 2.0.0

// A readable artifact whose producer string claims the next minor release
// (NEXT, newer than CURRENT; both from Version.h via tests/lit_common.py).
// Its program parses, but it was written for a newer reader.
// RUN: stablehlo-translate --serialize --target=%current_version %s -o %t/current.bc
// RUN: stablehlo-translate --deserialize %t/current.bc | FileCheck %s --check-prefix=READ
// RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); old, new = b'StableHLO_v' + sys.argv[3].encode() + b'\0', b'StableHLO_v' + sys.argv[4].encode() + b'\0'; assert d.count(old) == 1; open(sys.argv[2], 'wb').write(d.replace(old, new))" %t/current.bc %t/newer.bc %current_version %next_version
// RUN: not stablehlo-translate --deserialize %t/newer.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=NEWER -DCURRENT=%current_version -DNEXT=%next_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/newer.bc 2>/dev/null | FileCheck %s --check-prefix=VERSION-NEXT -DNEXT=%next_version
// One patch above the current version is newer too.
// RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); old, new = b'StableHLO_v' + sys.argv[3].encode() + b'\0', b'StableHLO_v' + sys.argv[4].encode() + b'\0'; assert d.count(old) == 1; open(sys.argv[2], 'wb').write(d.replace(old, new))" %t/current.bc %t/patch.bc %current_version %next_patch_version
// RUN: not stablehlo-translate --deserialize %t/patch.bc 2>&1 | FileCheck %s --check-prefix=PATCH -DCURRENT=%current_version -DNEXT_PATCH=%next_patch_version

// READ: stablehlo.abs
// NEWER: newer.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the artifact was produced by StableHLO_v[[NEXT]], which is newer than this reader (StableHLO [[CURRENT]]); serialize it with --target=[[CURRENT]] or older, or read it with StableHLO [[NEXT]] or newer
// VERSION-NEXT: // Reading portable artifact with StableHLO version: [[NEXT]]{{$}}
// PATCH: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the artifact was produced by StableHLO_v[[NEXT_PATCH]], which is newer

// Through the C++ API, target "current" names the current release in the
// producer string (the tool passes "current" through unchanged).
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize --print-stablehlo-version | FileCheck %s --check-prefix=CURRENT -DCURRENT=%current_version
// CURRENT: // Reading portable artifact with StableHLO version: [[CURRENT]]{{$}}

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32>
  return %0 : tensor<f32>
}
