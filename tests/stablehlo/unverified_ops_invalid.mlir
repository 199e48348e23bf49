// Reification may be asked of ops that were never verified (passes run with
// verification off): attribute values and operands out of range make it
// fail, with an error where the op is at fault, instead of indexing arrays
// with them.
// RUN: stablehlo-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --split-input-file --verify-diagnostics --hlo-test-infer

// The permutation indexes the operand's dimensions.
func.func @transpose_reify_out_of_range(%x: tensor<?x2xf32>) -> tensor<2xindex> {
  // expected-error @+1 {{(C2) permutation of 2 dimensions holds an element out of range [0, 2); cannot reify the result shape}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 7>} : (tensor<?x2xf32>) -> tensor<2x?xf32>
  // expected-error @+1 {{'stablehlo.transpose' cannot reify its result shapes from its operands}}
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<2x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// Every input is indexed up to the first one's rank.
func.func @concatenate_reify_ranks_differ(%a: tensor<?x2xf32>, %b: tensor<3xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<?x2xf32>, tensor<3xf32>) -> tensor<?x2xf32>
  // expected-error @+1 {{'stablehlo.concatenate' cannot reify its result shapes from its operands}}
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

