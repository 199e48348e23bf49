// The compatibility expander on a gather that was never verified: the index
// vectors get one more index per batching dimension, and their size (here
// INT64_MAX, which the verifier would have refused) must not overflow.
// RUN: stablehlo-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --split-input-file --verify-diagnostics --stablehlo-compatibility-expander=target=1.0.0

// expected-error @+1 {{the compatibility rewrite 'gather_batching_dims' failed for target 1.0.0}}
module {
  func.func @gather_index_vector_overflow(%operand: tensor<2x5xf32>, %indices: tensor<9223372036854775807x2xi32>) -> tensor<2xf32> {
    // expected-error @+1 {{'stablehlo.gather' op cannot expand its batching dimensions: the index vectors (9223372036854775807 indices) with one more index per element of start_indices_batching_dims (1) overflow int64}}
    %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<9223372036854775807x2xi32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
