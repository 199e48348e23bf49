// Errors of the --hlo-test-infer test pass itself.
// RUN: stablehlo-opt %s --hlo-test-infer --split-input-file --verify-diagnostics

func.func @no_shape_function() {
  // expected-error @+1 {{op has no shape function}}
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  hlo_test_infer.get_return_type_components %0 : tensor<4xi32>
  func.return
}

// -----

func.func @block_argument(%arg0: tensor<4xi32>) {
  // expected-error @+1 {{operand is not the result of an op}}
  hlo_test_infer.get_return_type_components %arg0 : tensor<4xi32>
  func.return
}
