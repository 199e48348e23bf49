// Artifacts from a newer producer are refused with upstream's messages plus
// the reason and what would work (rows 22-24 of docs/bad-input.md).
// RUN: rm -rf %t && mkdir -p %t

// Upstream's future artifact: producer StableHLO_v2.0.0, op vhlo.constant_v99.
// RUN: not stablehlo-translate --deserialize %artifacts/stablehlo-1.13.8/invalid_vhlo_future.mlir.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=FUTURE
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %artifacts/stablehlo-1.20.0/invalid_vhlo_future.mlir.bc 2>/dev/null | FileCheck %s --check-prefix=VERSION2
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %artifacts/stablehlo-1.20.0/invalid_vhlo_future.mlir.bc 2>&1 | FileCheck %s --check-prefix=FUTURE

// FUTURE: error: unregistered operation 'vhlo.constant_v99' found in dialect ('vhlo') that does not allow unknown operations
// FUTURE: note: in bytecode version 6 produced by: StableHLO_v2.0.0
// FUTURE: invalid_vhlo_future.mlir.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v1.20.0: the artifact was produced by StableHLO_v2.0.0, which is newer than this reader (StableHLO 1.20.0); serialize it with --target=1.20.0 or older, or read it with StableHLO 2.0.0 or newer
// VERSION2: // Reading portable artifact with StableHLO version: 2.0.0

// A readable artifact whose producer string claims 1.21.0 (newer than
// current). Its program parses, but it was written for a newer reader.
// RUN: stablehlo-translate --serialize --target=1.20.0 %s -o %t/current.bc
// RUN: stablehlo-translate --deserialize %t/current.bc | FileCheck %s --check-prefix=READ
// RUN: /usr/bin/python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); assert d.count(b'StableHLO_v1.20.0\0') == 1; open(sys.argv[2], 'wb').write(d.replace(b'StableHLO_v1.20.0\0', b'StableHLO_v1.21.0\0'))" %t/current.bc %t/newer.bc
// RUN: not stablehlo-translate --deserialize %t/newer.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=NEWER
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/newer.bc 2>/dev/null | FileCheck %s --check-prefix=VERSION121
// 1.20.1 is newer than 1.20.0 too.
// RUN: /usr/bin/python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(d.replace(b'StableHLO_v1.20.0\0', b'StableHLO_v1.20.1\0'))" %t/current.bc %t/patch.bc
// RUN: not stablehlo-translate --deserialize %t/patch.bc 2>&1 | FileCheck %s --check-prefix=PATCH

// READ: stablehlo.abs
// NEWER: newer.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v1.20.0: the artifact was produced by StableHLO_v1.21.0, which is newer than this reader (StableHLO 1.20.0); serialize it with --target=1.20.0 or older, or read it with StableHLO 1.21.0 or newer
// VERSION121: // Reading portable artifact with StableHLO version: 1.21.0
// PATCH: error: failed to deserialize portable artifact using StableHLO_v1.20.0: the artifact was produced by StableHLO_v1.20.1, which is newer

// Through the C++ API, target "current" names the current release in the
// producer string (the tool passes "current" through unchanged).
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize --print-stablehlo-version | FileCheck %s --check-prefix=CURRENT
// CURRENT: // Reading portable artifact with StableHLO version: 1.20.0

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32>
  return %0 : tensor<f32>
}
