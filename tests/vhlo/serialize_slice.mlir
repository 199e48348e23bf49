// A program of slice ops written as a 0.9.0 artifact reads back unchanged;
// the artifact carries the 0.9.0 producer and bytecode format 0.
// RUN: stablehlo-translate --serialize --target=0.9.0 --strip-debuginfo %s > %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | stablehlo-opt > %t.back.mlir
// RUN: stablehlo-opt --strip-debuginfo %s > %t.orig.mlir
// RUN: diff %t.orig.mlir %t.back.mlir
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %t.bc | FileCheck %s --check-prefix=VERSION
// RUN: od -A n -t x1 -N 16 %t.bc | FileCheck %s --check-prefix=HEADER
// Serializing what was read gives the same bytes.
// RUN: stablehlo-translate --serialize --target=0.9.0 --strip-debuginfo %t.back.mlir > %t.again.bc
// RUN: cmp %t.bc %t.again.bc

// VERSION: // Reading portable artifact with StableHLO version: 0.9.0
// HEADER: 4d 4c ef 52 01 53 74 61 62 6c 65 48 4c 4f 5f 76

func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %i: tensor<2x3xi32>) -> (tensor<3x2xf32>, tensor<2x3xi1>, tensor<6xf32>) {
  %0 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.add %a, %0 : tensor<2x3xf32>
  %2 = stablehlo.exponential %1 : tensor<2x3xf32>
  %3 = stablehlo.tanh %2 : tensor<2x3xf32>
  %4 = stablehlo.convert %i : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %5 = stablehlo.clamp %4, %3, %1 : tensor<2x3xf32>
  %6 = stablehlo.compare  LT, %5, %1,  TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %7 = stablehlo.select %6, %5, %1 : tensor<2x3xi1>, tensor<2x3xf32>
  %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %9 = stablehlo.reshape %7 : (tensor<2x3xf32>) -> tensor<6xf32>
  %10 = stablehlo.iota dim = 0 : tensor<6xf32>
  %11 = stablehlo.multiply %9, %10 : tensor<6xf32>
  %c = stablehlo.constant dense<[[true, false, true], [false, false, true]]> : tensor<2x3xi1>
  %12 = stablehlo.and %6, %c : tensor<2x3xi1>
  %13 = stablehlo.bitcast_convert %i : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %14 = stablehlo.atan2 %13, %a : tensor<2x3xf32>
  %15 = call @helper(%14) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %8, %12, %11 : tensor<3x2xf32>, tensor<2x3xi1>, tensor<6xf32>
}

func.func private @helper(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.negate %x : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
