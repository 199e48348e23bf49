// A result type that contradicts the shape function is refused by MLIR's
// inferred-type verification, with its phrases.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @add_wrong_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.add' op requires the same shape for all operands and results}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @transpose_wrong_shape(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'stablehlo.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{'stablehlo.transpose' op failed to infer returned types}}
  %0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
