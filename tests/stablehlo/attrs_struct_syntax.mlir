// StableHLO struct attributes accept their fields in any order and a
// trailing comma before `>`, and print them in declaration order.
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s

// CHECK-LABEL: func.func @gather
// CHECK: dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
func.func @gather(%operand: tensor<3x4xf32>, %indices: tensor<2x1xi64>) -> tensor<2x4xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<index_vector_dim = 1, start_index_map = [0], collapsed_slice_dims = [0], offset_dims = [1],>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @dot
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
func.func @dot(%lhs: tensor<2x3xf32>, %rhs: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<rhs_contracting_dimensions = [0], lhs_contracting_dimensions = [1],>,
    algorithm = #stablehlo.dot_algorithm<allow_imprecise_accumulation = false, num_primitive_operations = 1, rhs_component_count = 1, lhs_component_count = 1, accumulation_type = f32, rhs_precision_type = tf32, lhs_precision_type = tf32,>
  } : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @attrs
// CHECK-SAME: a = #stablehlo.channel_handle<handle = 5, type = 1>
// CHECK-SAME: b = #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>
// CHECK-SAME: c = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
// CHECK-SAME: d = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
func.func @attrs() attributes {
  a = #stablehlo.channel_handle<type = 1, handle = 5,>,
  b = #stablehlo.output_operand_alias<operand_tuple_indices = [], operand_index = 1, output_tuple_indices = [0],>,
  c = #stablehlo.scatter<index_vector_dim = 1, scatter_dims_to_operand_dims = [0], inserted_window_dims = [0], update_window_dims = [1],>,
  d = #stablehlo.conv<raw output_spatial_dimensions = [1, 2], output_feature_dimension = 3, output_batch_dimension = 0, kernel_spatial_dimensions = [0, 1], kernel_output_feature_dimension = 3, kernel_input_feature_dimension = 2, input_spatial_dimensions = [1, 2], input_feature_dimension = 3, input_batch_dimension = 0,>
} {
  return
}
