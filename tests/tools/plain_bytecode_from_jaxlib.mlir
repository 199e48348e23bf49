// Plain MLIR bytecode that jaxlib 0.10.2 wrote (StableHLO 1.17.0, its MLIR
// "MLIR23.0.0git"; tests/data/README.md says how each file was made):
// - a StableHLO program reads and prints as its text;
// - custom_call as StableHLO before 1.18.0 wrote it (its properties end
//   before result_tilings) reads, result_tilings absent;
// - a chlo op is refused naming the dialect;
// - tf32 and the float8/6/4 types in the encoding of jaxlib's newer MLIR
//   (builtin type codes 21-32, which MLIR 22.1's reader has no code for) read
//   as those types, also next to an aligned resource section, and are written
//   as MLIR 22.1 writes them (text entries), which reads back;
// - a builtin type code no MLIR known here has (33: the code of tf32 in the
//   file above changed) is refused before MLIR reads it, naming the code and
//   the producer and saying what would work.
// RUN: stablehlo-opt %repo/tests/data/jaxlib/abs_f32.mlirbc | FileCheck %s --check-prefix=ABS
// RUN: stablehlo-opt %repo/tests/data/jaxlib/custom_call.mlirbc | FileCheck %s --check-prefix=CALL
// RUN: not stablehlo-opt %repo/tests/data/jaxlib/erf_chlo.mlirbc 2>&1 | FileCheck %s --check-prefix=CHLO
// RUN: stablehlo-opt %repo/tests/data/jaxlib/abs_f8E4M3FN.mlirbc | FileCheck %s --check-prefix=F8
// RUN: stablehlo-translate --serialize --target=1.0.0 %repo/tests/data/jaxlib/abs_f8E4M3FN.mlirbc | stablehlo-translate --deserialize | FileCheck %s --check-prefix=F8
// RUN: stablehlo-opt %repo/tests/data/jaxlib/newer_builtin_types.mlirbc | FileCheck %s --check-prefix=NEWER
// RUN: stablehlo-opt %repo/tests/data/jaxlib/newer_builtin_types.mlirbc --emit-bytecode | stablehlo-opt | FileCheck %s --check-prefix=NEWER
// RUN: not stablehlo-opt %S/Inputs/damaged-mlirbc/builtin-type-code-33.mlirbc 2>&1 | FileCheck %s --check-prefix=CODE33
// RUN: not stablehlo-translate --serialize --target=1.0.0 %S/Inputs/damaged-mlirbc/builtin-type-code-33.mlirbc 2>&1 | FileCheck %s --check-prefix=CODE33

// ABS: func.func @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// ABS-NEXT: %0 = stablehlo.abs %arg0 : tensor<2xf32>
// ABS-NEXT: %1 = stablehlo.compare  LT, %0, %arg0,  TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// ABS-NEXT: %2 = stablehlo.select %1, %0, %arg0 : tensor<2xi1>, tensor<2xf32>

// CALL: %0 = stablehlo.custom_call @foo(%arg0) : (tensor<2xf32>) -> tensor<2xf32>

// CHLO: error: dialect 'chlo' is unknown

// F8: func.func @f(%arg0: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {
// F8-NEXT: stablehlo.abs %arg0 : tensor<2xf8E4M3FN>

// NEWER: func.func @f(%arg0: tensor<2xtf32>, %arg1: tensor<2xf8E5M2>, %arg2: tensor<2xf8E4M3>, %arg3: tensor<2xf8E4M3FN>, %arg4: tensor<2xf8E5M2FNUZ>, %arg5: tensor<2xf8E4M3FNUZ>, %arg6: tensor<2xf8E4M3B11FNUZ>, %arg7: tensor<2xf8E3M4>, %arg8: tensor<2xf4E2M1FN>, %arg9: tensor<2xf6E2M3FN>, %arg10: tensor<2xf6E3M2FN>, %arg11: tensor<2xf8E8M0FNU>) ->
// NEWER-NEXT: %cst = stablehlo.constant dense_resource<blob1> : tensor<3xf32>
// NEWER: blob1: "0x08000000000000000000803F0000004000004040"

// CODE33: error: {{.*}}the type entry at data offset {{[0-9]+}} is a builtin type code 33, which this reader's MLIR (22.1) does not know (highest: 20; 21-32, newer MLIRs' tf32 and float8/6/4 types, are read as those types): a newer MLIR wrote the bytecode (producer 'MLIR23.0.0git'), or it is damaged; give the program as MLIR text or as a portable artifact
