// Plain MLIR bytecode that jaxlib 0.10.2 wrote (StableHLO 1.17.0, its MLIR
// "MLIR23.0.0git"; tests/data/README.md says how each file was made):
// - a StableHLO program reads and prints as its text;
// - custom_call as StableHLO before 1.18.0 wrote it (its properties end
//   before result_tilings) reads, result_tilings absent;
// - a chlo op is refused naming the dialect;
// - a float8 type in the encoding of jaxlib's newer MLIR, which MLIR 22.1's
//   reader has no code for, is refused before MLIR reads it, naming the code
//   and the producer and saying what would work.
// RUN: stablehlo-opt %repo/tests/data/jaxlib/abs_f32.mlirbc | FileCheck %s --check-prefix=ABS
// RUN: stablehlo-opt %repo/tests/data/jaxlib/custom_call.mlirbc | FileCheck %s --check-prefix=CALL
// RUN: not stablehlo-opt %repo/tests/data/jaxlib/erf_chlo.mlirbc 2>&1 | FileCheck %s --check-prefix=CHLO
// RUN: not stablehlo-opt %repo/tests/data/jaxlib/abs_f8E4M3FN.mlirbc 2>&1 | FileCheck %s --check-prefix=F8
// RUN: not stablehlo-translate --serialize --target=1.0.0 %repo/tests/data/jaxlib/abs_f8E4M3FN.mlirbc 2>&1 | FileCheck %s --check-prefix=F8

// ABS: func.func @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// ABS-NEXT: %0 = stablehlo.abs %arg0 : tensor<2xf32>
// ABS-NEXT: %1 = stablehlo.compare  LT, %0, %arg0,  TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// ABS-NEXT: %2 = stablehlo.select %1, %0, %arg0 : tensor<2xi1>, tensor<2xf32>

// CALL: %0 = stablehlo.custom_call @foo(%arg0) : (tensor<2xf32>) -> tensor<2xf32>

// CHLO: error: dialect 'chlo' is unknown

// F8: error: {{.*}}the type entry at data offset {{[0-9]+}} is a builtin type code 24, which this reader's MLIR (22.1) does not know (highest: 20): a newer MLIR wrote the bytecode (producer 'MLIR23.0.0git'), or it is damaged; give the program as MLIR text or as a portable artifact
