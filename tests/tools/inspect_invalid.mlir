// stablehlo-translate --inspect refuses what is not a readable portable
// artifact, exits 1 and writes no -o file. Damaged input gets the
// deserializer's own error (the same structure check and read run first).
// RUN: rm -rf %t && mkdir -p %t
// RUN: stablehlo-translate --serialize --target=1.0.0 --strip-debuginfo %s -o %t/good.bc
// RUN: stablehlo-translate --inspect %t/good.bc | FileCheck %s --check-prefix=GOOD

// Truncated: the structure check finds it.
// RUN: head -c 100 %t/good.bc > %t/truncated.bc
// RUN: not stablehlo-translate --inspect %t/truncated.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=TRUNCATED -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize %t/truncated.bc 2>&1 | FileCheck %s --check-prefix=TRUNCATED -DCURRENT=%current_version
// TRUNCATED: truncated.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the StableHLO_v1.0.0 artifact is truncated or corrupt: its bytecode is malformed (header, byte offset {{[0-9]+}}: IR section (4) length {{[0-9]+}} exceeds the {{[0-9]+}} bytes left)

// Damaged: one flipped bit (bit 5 of byte 400) of an upstream artifact.
// RUN: %python -c "import sys; d = bytearray(open(sys.argv[1], 'rb').read()); d[400] ^= 0x20; open(sys.argv[2], 'wb').write(d)" %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc %t/damaged.bc
// RUN: not stablehlo-translate --inspect %t/damaged.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=DAMAGED -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize %t/damaged.bc 2>&1 | FileCheck %s --check-prefix=DAMAGED -DCURRENT=%current_version
// DAMAGED: damaged.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the StableHLO_v1.0.0 artifact is truncated or corrupt: its bytecode is malformed (attribute/type offset section (3), byte offset {{[0-9]+}}: types entry of 5 bytes at data offset {{[0-9]+}} runs past the end of the {{[0-9]+}}-byte attribute/type section)

// Sound bytecode from a newer producer: MLIR reads it, the deserializer
// refuses it, and so does --inspect.
// RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(d.replace(b'StableHLO_v1.0.0', b'StableHLO_v9.0.0', 1))" %t/good.bc %t/newer.bc
// RUN: not stablehlo-translate --inspect %t/newer.bc 2>&1 | FileCheck %s --check-prefix=NEWER -DCURRENT=%current_version
// NEWER: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the artifact was produced by StableHLO_v9.0.0, which is newer than this reader

// Not bytecode: this file, and an empty one.
// RUN: not stablehlo-translate --inspect %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: not test -e %t/out
// TEXT: inspect_invalid.mlir:0:0: error: failed to inspect portable artifact: the input is not MLIR bytecode (which starts with 'ML\xEFR'); expected a portable artifact (MLIR bytecode whose producer is StableHLO_vX.Y.Z, as stablehlo-translate --serialize writes)
// RUN: printf '' > %t/empty.bc
// RUN: not stablehlo-translate --inspect %t/empty.bc 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: empty.bc:0:0: error: failed to inspect portable artifact: the input is empty; expected a portable artifact

// Bytecode, but not an artifact: stablehlo-opt's plain MLIR bytecode.
// RUN: stablehlo-opt --emit-bytecode %s -o %t/plain.bc
// RUN: not stablehlo-translate --inspect %t/plain.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: not test -e %t/out
// PLAIN: plain.bc:0:0: error: failed to inspect portable artifact: not a StableHLO portable artifact: producer is 'MLIR{{.*}}', expected StableHLO_vX.Y.Z

// GOOD: "version": "1.0.0"

func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}
