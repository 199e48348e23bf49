// Round trip of convolution (compact dimension numbers and window syntax,
// also from the raw attribute form), dynamic_conv, dot, dot_general
// (dimension numbers, precision config, algorithm), einsum, gather,
// scatter, select_and_scatter and torch_index_select.
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @convolution_op(
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [2, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x7x7x16xf32>
// CHECK-NEXT: return %0 : tensor<1x7x7x16xf32>
func.func @convolution_op(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x7x7x16xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [2, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x7x7x16xf32>
  return %0 : tensor<1x7x7x16xf32>
}

// CHECK-LABEL: func.func @convolution_permuted_dimensions(
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 1, 0]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x207x8x8xf32>, tensor<16x207x3x3xf32>) -> tensor<1x16x6x6xf32>
// CHECK-NEXT: return %0 : tensor<1x16x6x6xf32>
func.func @convolution_permuted_dimensions(%lhs: tensor<1x207x8x8xf32>, %rhs: tensor<16x207x3x3xf32>) -> tensor<1x16x6x6xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 1, 0]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x207x8x8xf32>, tensor<16x207x3x3xf32>) -> tensor<1x16x6x6xf32>
  return %0 : tensor<1x16x6x6xf32>
}

// CHECK-LABEL: func.func @convolution_generic_raw(
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x207xf32>, tensor<3x207x16xf32>) -> tensor<1x6x16xf32>
// CHECK-NEXT: return %0 : tensor<1x6x16xf32>
func.func @convolution_generic_raw(%lhs: tensor<1x8x207xf32>, %rhs: tensor<3x207x16xf32>) -> tensor<1x6x16xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>, feature_group_count = 1 : i64} : (tensor<1x8x207xf32>, tensor<3x207x16xf32>) -> tensor<1x6x16xf32>
  return %0 : tensor<1x6x16xf32>
}

// CHECK-LABEL: func.func @dynamic_conv_op(
// CHECK-NEXT: %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1: true, false>}> : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
// CHECK-NEXT: return %0 : tensor<1x?x?x16xf32>
func.func @dynamic_conv_op(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1: true, false>} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// CHECK-LABEL: func.func @dot_op(
// CHECK-NEXT: %0 = stablehlo.dot %arg0, %arg1 : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %1 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, HIGH] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
func.func @dot_op(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.dot %a, %b, precision = [DEFAULT, HIGH] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
}

// CHECK-LABEL: func.func @dot_general_op(
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT: %2 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [0] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
// CHECK-NEXT: %3 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT: return %1 : tensor<2x2x2xf32>
func.func @dot_general_op(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>, %c: tensor<3xf32>) -> tensor<2x2x2xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
  %1 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
  %2 = stablehlo.dot_general %c, %c, contracting_dims = [0] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %3 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
  return %1 : tensor<2x2x2xf32>
}

// CHECK-LABEL: func.func @einsum_ops(
// CHECK-NEXT: %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %1 = stablehlo.unary_einsum %arg0, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0, %1 : tensor<4x4xf32>, tensor<4xf32>
func.func @einsum_ops(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @gather_ops(
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<5x2x4x9xf32>, tensor<1x5x2xi32>) -> tensor<1x5x1xf32>
// CHECK-NEXT: %1 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1, 2], index_vector_dim = 2>}> : (tensor<5x2x4x9xf32>, tensor<1x5x2xi32>, tensor<4xi32>) -> tensor<1x5x8xf32>
// CHECK-NEXT: return %1 : tensor<1x5x8xf32>
func.func @gather_ops(%x: tensor<5x2x4x9xf32>, %i: tensor<1x5x2xi32>, %s: tensor<4xi32>) -> tensor<1x5x8xf32> {
  %0 = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1, 1>} : (tensor<5x2x4x9xf32>, tensor<1x5x2xi32>) -> tensor<1x5x1xf32>
  %1 = "stablehlo.dynamic_gather"(%x, %i, %s) {dimension_numbers = #stablehlo.gather<index_vector_dim = 2, start_index_map = [1, 2], offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [1]>} : (tensor<5x2x4x9xf32>, tensor<1x5x2xi32>, tensor<4xi32>) -> tensor<1x5x8xf32>
  return %1 : tensor<1x5x8xf32>
}

// CHECK-LABEL: func.func @scatter_op(
// CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<10x200x100x300xf32>, tensor<10x2xi32>, tensor<10x300xf32>) -> tensor<10x200x100x300xf32>
// CHECK-NEXT: return %0 : tensor<10x200x100x300xf32>
func.func @scatter_op(%input: tensor<10x200x100x300xf32>, %indices: tensor<10x2xi32>, %update: tensor<10x300xf32>) -> tensor<10x200x100x300xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, indices_are_sorted = true} : (tensor<10x200x100x300xf32>, tensor<10x2xi32>, tensor<10x300xf32>) -> tensor<10x200x100x300xf32>
  return %0 : tensor<10x200x100x300xf32>
}

// CHECK-LABEL: func.func @select_and_scatter_op(
// CHECK-NEXT: %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{padding = dense<{{\[\[}}0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
// CHECK-NEXT:   %1 = stablehlo.compare  GE, %arg3, %arg4 : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
// CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
// CHECK-NEXT: return %0 : tensor<4x2xi64>
func.func @select_and_scatter_op(%operand: tensor<4x2xi64>, %source: tensor<2x2xi64>, %init: tensor<i64>) -> tensor<4x2xi64> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.compare  GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// CHECK-LABEL: func.func @torch_index_select_op(
// CHECK-NEXT: %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<5x1x5xf32>, tensor<2xi32>) -> tensor<2x1x5xf32>
// CHECK-NEXT: return %0 : tensor<2x1x5xf32>
func.func @torch_index_select_op(%x: tensor<5x1x5xf32>, %i: tensor<2xi32>) -> tensor<2x1x5xf32> {
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<5x1x5xf32>, tensor<2xi32>) -> tensor<2x1x5xf32>
  return %0 : tensor<2x1x5xf32>
}
