// Artifacts of sharding.mlir written by jaxlib 0.10.2 (its StableHLO 1.17.0
// and sdy dialect), with allow_other_dialects and without debug info, at
// targets 1.0.0 and 1.17.0 (Inputs/sharding.jaxlib-*.bc). Our reader reads
// them with no flag and prints the program jaxlib printed (sharding.mlir's
// CHECK lines), and our writer writes the same bytes: the sdy attributes'
// wire codes and field order, and the ops' properties, are jaxlib's.
// RUN: stablehlo-translate --deserialize %S/Inputs/sharding.jaxlib-1.0.0.bc | FileCheck %S/sharding.mlir
// RUN: stablehlo-translate --deserialize %S/Inputs/sharding.jaxlib-1.17.0.bc | FileCheck %S/sharding.mlir
// RUN: stablehlo-translate --serialize --target=1.0.0 --allow-other-dialects --strip-debuginfo \
// RUN:   %S/sharding.mlir | cmp - %S/Inputs/sharding.jaxlib-1.0.0.bc
// RUN: stablehlo-translate --serialize --target=1.17.0 --allow-other-dialects --strip-debuginfo \
// RUN:   %S/sharding.mlir | cmp - %S/Inputs/sharding.jaxlib-1.17.0.bc
