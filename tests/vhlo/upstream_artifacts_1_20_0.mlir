// Upstream StableHLO 1.20.0 artifacts (../shared/upstream-artifacts/stablehlo-1.20.0):
// every one reads as VHLO; 0.9.0 ... 1.1.0 deserialize to StableHLO and are
// reproduced byte for byte; 1.2.0 ... 1.20.0 deserialize to StableHLO (upstream
// wrote them with a newer MLIR writer, so only reading applies). The future
// artifact (StableHLO 2.0.0, op vhlo.constant_v99) is refused by this reader
// (CURRENT: the current version, from Version.h via tests/lit_common.py).
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc > %t.0_9_0.mlir && stablehlo-translate --serialize --target=0.9.0 --strip-debuginfo %t.0_9_0.mlir > %t.0_9_0.bc && cmp %t.0_9_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_10_0.mlir.bc > %t.0_10_0.mlir && stablehlo-translate --serialize --target=0.10.0 --strip-debuginfo %t.0_10_0.mlir > %t.0_10_0.bc && cmp %t.0_10_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_10_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_11_0.mlir.bc > %t.0_11_0.mlir && stablehlo-translate --serialize --target=0.11.0 --strip-debuginfo %t.0_11_0.mlir > %t.0_11_0.bc && cmp %t.0_11_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_11_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_12_0.mlir.bc > %t.0_12_0.mlir && stablehlo-translate --serialize --target=0.12.0 --strip-debuginfo %t.0_12_0.mlir > %t.0_12_0.bc && cmp %t.0_12_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_12_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_13_0.mlir.bc > %t.0_13_0.mlir && stablehlo-translate --serialize --target=0.13.0 --strip-debuginfo %t.0_13_0.mlir > %t.0_13_0.bc && cmp %t.0_13_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_13_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_14_0.mlir.bc > %t.0_14_0.mlir && stablehlo-translate --serialize --target=0.14.0 --strip-debuginfo %t.0_14_0.mlir > %t.0_14_0.bc && cmp %t.0_14_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_14_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_15_0.mlir.bc > %t.0_15_0.mlir && stablehlo-translate --serialize --target=0.15.0 --strip-debuginfo %t.0_15_0.mlir > %t.0_15_0.bc && cmp %t.0_15_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_15_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_16_0.mlir.bc > %t.0_16_0.mlir && stablehlo-translate --serialize --target=0.16.0 --strip-debuginfo %t.0_16_0.mlir > %t.0_16_0.bc && cmp %t.0_16_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_16_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_17_0.mlir.bc > %t.0_17_0.mlir && stablehlo-translate --serialize --target=0.17.0 --strip-debuginfo %t.0_17_0.mlir > %t.0_17_0.bc && cmp %t.0_17_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_17_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_18_0.mlir.bc > %t.0_18_0.mlir && stablehlo-translate --serialize --target=0.18.0 --strip-debuginfo %t.0_18_0.mlir > %t.0_18_0.bc && cmp %t.0_18_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_18_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_19_0.mlir.bc > %t.0_19_0.mlir && stablehlo-translate --serialize --target=0.19.0 --strip-debuginfo %t.0_19_0.mlir > %t.0_19_0.bc && cmp %t.0_19_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_19_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_20_0.mlir.bc > %t.0_20_0.mlir && stablehlo-translate --serialize --target=0.20.0 --strip-debuginfo %t.0_20_0.mlir > %t.0_20_0.bc && cmp %t.0_20_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_20_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc > %t.1_0_0.mlir && stablehlo-translate --serialize --target=1.0.0 --strip-debuginfo %t.1_0_0.mlir > %t.1_0_0.bc && cmp %t.1_0_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_1_0.mlir.bc > %t.1_1_0.mlir && stablehlo-translate --serialize --target=1.1.0 --strip-debuginfo %t.1_1_0.mlir > %t.1_1_0.bc && cmp %t.1_1_0.bc %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_1_0.mlir.bc
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_2_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_3_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_4_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_5_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_6_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_7_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_8_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_9_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_10_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_11_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_12_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_13_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_14_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_15_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_16_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_18_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_19_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_20_0.mlir.bc | FileCheck %s --check-prefix=STABLEHLO
// RUN: not stablehlo-translate --deserialize %artifacts/stablehlo-1.20.0/invalid_vhlo_future.mlir.bc 2>&1 | FileCheck %s --check-prefix=FUTURE -DCURRENT=%current_version
// STABLEHLO: func.func
// FUTURE: error: unregistered operation 'vhlo.constant_v99' found in dialect ('vhlo') that does not allow unknown operations
// FUTURE: note: in bytecode version 6 produced by: StableHLO_v2.0.0
// FUTURE: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the artifact was produced by StableHLO_v2.0.0, which is newer than this reader
