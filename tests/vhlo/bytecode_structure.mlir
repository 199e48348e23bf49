// Damaged bytecode that MLIR's reader would crash on (heap overflow, wild
// writes, multi-GB allocations, hangs) is refused before it reaches it, with
// the section, the offset and the count that does not fit.
//
// An attribute/type offset grouping that claims more entries than were
// declared (byte 41 inverted; MLIR writes past its table).
// RUN: %python -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[41] ^= 0xFF; open(sys.argv[2], 'wb').write(b)" %artifacts/stablehlo-1.20.0/vhlo_emit_version_api.1_1_0.mlir.bc %t.grouping.bc
// RUN: not stablehlo-translate --deserialize %t.grouping.bc 2>&1 | FileCheck %s --check-prefix=GROUPING -DCURRENT=%current_version
// GROUPING: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the StableHLO_v1.1.0 artifact is truncated or corrupt: its bytecode is malformed (attribute/type offset section (3), byte offset 41: a dialect grouping of 764 attributes but only 10 of the 10 declared attributes remain to be listed)
//
// The top-level block given arguments (MLIR defines them before it has a
// value scope: a wild write).
// RUN: %python -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[60] ^= 0x10; open(sys.argv[2], 'wb').write(b)" %artifacts/stablehlo-1.20.0/vhlo_emit_version_api.1_1_0.mlir.bc %t.args.bc
// RUN: not stablehlo-translate --deserialize %t.args.bc 2>&1 | FileCheck %s --check-prefix=ARGS -DCURRENT=%current_version
// ARGS: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the StableHLO_v1.1.0 artifact is truncated or corrupt: its bytecode is malformed (IR section (4), byte offset 110: the top-level block has arguments)
//
// An artifact cut at two thirds: a section runs past the end.
// RUN: stablehlo-translate --serialize --target=%current_version %s > %t.bc
// RUN: %python -c "import sys; b = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(b[:len(b) * 2 // 3])" %t.bc %t.cut.bc
// RUN: not stablehlo-translate --deserialize %t.cut.bc 2>&1 | FileCheck %s --check-prefix=CUT -DCURRENT=%current_version
// CUT: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the StableHLO_v[[CURRENT]] artifact is truncated or corrupt: its bytecode is malformed ({{.*}} exceeds the {{[0-9]+}} bytes left)
//
// The intact artifact reads.
// RUN: stablehlo-translate --deserialize %t.bc | FileCheck %s --check-prefix=OK
// OK: stablehlo.add

func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// Attribute or type entries that refer to each other in a cycle (bit 1 of
// byte 96 of a small upstream artifact flipped) used to make MLIR's reader
// retry them forever; the VHLO reader's entry budget ends it with an error.
// RUN: %python -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[96] ^= 2; open(sys.argv[2], 'wb').write(b)" %artifacts/stablehlo-1.20.0/vhlo_emit_version_api.1_1_0.mlir.bc %t.cycle.bc
// RUN: not stablehlo-translate --deserialize %t.cycle.bc 2>&1 | FileCheck %s --check-prefix=CYCLE -DCURRENT=%current_version
// CYCLE: error: vhlo: more than {{[0-9]+}} attribute and type entry reads for this artifact: its entries refer to each other in a cycle
// CYCLE: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]{{:|$}}
