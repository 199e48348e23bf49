// Valid gathers and scatters on the edges of the spec's constraints, and
// the spec's examples.
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s

// The spec's example of gather.
// CHECK-LABEL: func.func @gather_spec_example(
func.func @gather_spec_example(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %result : tensor<2x2x3x2x2xi32>
}

// -----

// (C2, C3) index_vector_dim = rank(start_indices): each index is a scalar,
// so start_index_map has one element; (C21) slice sizes of 0 and of the
// whole dimension; (C9) a collapsed dimension of size 0.
// CHECK-LABEL: func.func @gather_implicit_index_vector(
func.func @gather_implicit_index_vector(%operand: tensor<3x4xf32>, %start_indices: tensor<5xi32>) -> tensor<5x4xf32> {
  %0 = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<5xi32>) -> tensor<5x4xf32>
  %1 = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 0, 0>} : (tensor<3x4xf32>, tensor<5xi32>) -> tensor<5x0xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// (C5) offset dimensions in front of the batch dimensions; (C22) a bounded
// start_indices dimension gives a bounded result dimension.
// CHECK-LABEL: func.func @gather_offset_first_bounded(
func.func @gather_offset_first_bounded(%operand: tensor<3x4xf32>, %start_indices: tensor<?x1xi32, #stablehlo.bounds<6, ?>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 6>> {
  %0 = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<?x1xi32, #stablehlo.bounds<6, ?>>) -> tensor<4x?xf32, #stablehlo.bounds<?, 6>>
  return %0 : tensor<4x?xf32, #stablehlo.bounds<?, 6>>
}

// -----

// (C1, C22) no collapsed dimension: every slice dimension is an offset
// dimension, and a per-tensor quantized operand (C23).
// CHECK-LABEL: func.func @gather_no_collapsed_quantized(
func.func @gather_no_collapsed_quantized(%operand: tensor<3x4x!quant.uniform<i8:f32, 0.5>>, %start_indices: tensor<2x2xi32>) -> tensor<2x2x3x!quant.uniform<i8:f32, 0.5>> {
  %0 = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 3>} : (tensor<3x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x2xi32>) -> tensor<2x2x3x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<2x2x3x!quant.uniform<i8:f32, 0.5>>
}

// -----

// The spec's example of scatter.
// CHECK-LABEL: func.func @scatter_spec_example(
func.func @scatter_spec_example(%input: tensor<2x3x4x2xi64>, %scatter_indices: tensor<2x2x3x2xi64>, %update: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %result : tensor<2x3x4x2xi64>
}

// -----

// (C4) window dimensions of updates smaller than the input's; (C22)
// index_vector_dim = rank(scatter_indices); (C23, C25) a computation of a
// wider element type than the inputs' gives the results that type; two
// inputs (C1, C3, C5).
// CHECK-LABEL: func.func @scatter_two_inputs_promoted(
func.func @scatter_two_inputs_promoted(%a: tensor<5x4xi32>, %b: tensor<5x4xf16>, %indices: tensor<3xi32>, %ua: tensor<3x2xi32>, %ub: tensor<3x2xf16>) -> (tensor<5x4xi64>, tensor<5x4xf32>) {
  %0:2 = "stablehlo.scatter"(%a, %b, %indices, %ua, %ub) ({
  ^bb0(%x: tensor<i64>, %y: tensor<f32>, %z: tensor<i64>, %w: tensor<f32>):
    stablehlo.return %z, %w : tensor<i64>, tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x4xi32>, tensor<5x4xf16>, tensor<3xi32>, tensor<3x2xi32>, tensor<3x2xf16>) -> (tensor<5x4xi64>, tensor<5x4xf32>)
  return %0#0, %0#1 : tensor<5x4xi64>, tensor<5x4xf32>
}

// -----

// (C4) a dynamic scatter dimension of updates against a static one of the
// indices, and dynamic inputs (C24: the results keep the inputs' bounds).
// CHECK-LABEL: func.func @scatter_dynamic(
func.func @scatter_dynamic(%input: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %indices: tensor<3x1xi32>, %update: tensor<?x4xf32>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>> {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>, tensor<3x1xi32>, tensor<?x4xf32>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>>
  return %0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
}

// -----

// The spec's example of dynamic_gather, with its slice_sizes at run time:
// the offset dimensions of the result are those the program states.
// CHECK-LABEL: func.func @dynamic_gather_spec_example(
func.func @dynamic_gather_spec_example(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>, %slize_sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slize_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = false} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %result : tensor<2x3x2x2xi64>
}

// -----

// dynamic_gather (C13) the spec's example with its slice_sizes as a
// constant, [1, 2, 2]: the result shape follows from it.
// CHECK-LABEL: func.func @dynamic_gather_constant_slice_sizes(
func.func @dynamic_gather_constant_slice_sizes(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = false} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %result : tensor<2x3x2x2xi64>
}

// -----

// dynamic_gather (C2, C3) index_vector_dim = rank(start_indices), so
// start_index_map has one element; (C12) slice sizes of 0 and of the whole
// dimension; (C8) a collapsed dimension of size 0; (C13) dynamic offset
// dimensions when slice_sizes is not a constant.
// CHECK-LABEL: func.func @dynamic_gather_edges(
func.func @dynamic_gather_edges(%operand: tensor<3x4xf32>, %start_indices: tensor<5xi32>, %sizes: tensor<2xi32>) -> (tensor<5x4xf32>, tensor<5x0xf32>, tensor<5x?xf32>) {
  %full = stablehlo.constant dense<[1, 4]> : tensor<2xi32>
  %empty = stablehlo.constant dense<0> : tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %full) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<5xi32>, tensor<2xi32>) -> tensor<5x4xf32>
  %1 = "stablehlo.dynamic_gather"(%operand, %start_indices, %empty) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<5xi32>, tensor<2xi32>) -> tensor<5x0xf32>
  %2 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<5xi32>, tensor<2xi32>) -> tensor<5x?xf32>
  return %0, %1, %2 : tensor<5x4xf32>, tensor<5x0xf32>, tensor<5x?xf32>
}

// -----

// dynamic_gather with gather's batching dimensions (dynamic_gather_v2 has
// them since 1.1.0; the spec's section predates them), and (C14) a
// per-tensor quantized operand.
// CHECK-LABEL: func.func @dynamic_gather_batching_quantized(
func.func @dynamic_gather_batching_quantized(%operand: tensor<2x3x4x2x!quant.uniform<i8:f32, 0.5>>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2x!quant.uniform<i8:f32, 0.5>> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2, 2]> : tensor<4xi64>
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<2x2x3x2x2x!quant.uniform<i8:f32, 0.5>>
}
