// Compendium: convolution_dot.
func.func @conv_2d_nhwc_minimal(%arg0: tensor<2x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
  return %0 : tensor<2x8x8x8xf32>
}
// -----
func.func @conv_2d_nchw_full_window(%arg0: tensor<1x4x9x9xf32>, %arg1: tensor<6x4x2x2xf32>) -> tensor<1x6x9x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 0], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 2], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x9x9xf32>, tensor<6x4x2x2xf32>) -> tensor<1x6x9x8xf32>
  return %0 : tensor<1x6x9x8xf32>
}
// -----
func.func @conv_1d_feature_groups(%arg0: tensor<3x16x8xf32>, %arg1: tensor<5x4x8xf32>) -> tensor<3x12x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<3x16x8xf32>, tensor<5x4x8xf32>) -> tensor<3x12x8xf32>
  return %0 : tensor<3x12x8xf32>
}
// -----
func.func @conv_batch_groups(%arg0: tensor<4x6x2xf32>, %arg1: tensor<3x2x4xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x6x2xf32>, tensor<3x2x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}
// -----
func.func @conv_3d_precision(%arg0: tensor<1x5x5x5x2xf32>, %arg1: tensor<2x2x2x2x4xf32>) -> tensor<1x4x4x4x4xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5x5x2xf32>, tensor<2x2x2x2x4xf32>) -> tensor<1x4x4x4x4xf32>
  return %0 : tensor<1x4x4x4x4xf32>
}
// -----
func.func @conv_unusual_layout_int(%arg0: tensor<7x2x3xi8>, %arg1: tensor<4x3x2xi8>) -> tensor<6x4x2xi8> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [0, b, f]x[o, i, 0]->[0, f, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<7x2x3xi8>, tensor<4x3x2xi8>) -> tensor<6x4x2xi8>
  return %0 : tensor<6x4x2xi8>
}
// -----
func.func @conv_dynamic_conv_padding_operand(%arg0: tensor<1x8x8x2xf32>, %arg1: tensor<3x3x2x4xf32>, %arg2: tensor<2x2xi32>) -> tensor<1x?x?x4xf32> {
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}
// -----
func.func @conv_dynamic_conv_full_attrs(%arg0: tensor<2x3x12xf32>, %arg1: tensor<6x3x3xf32>, %arg2: tensor<1x2xi64>) -> tensor<2x6x?xf32> {
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 3>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2>, window_reversal = array<i1: true>, window_strides = array<i64: 2>}> : (tensor<2x3x12xf32>, tensor<6x3x3xf32>, tensor<1x2xi64>) -> tensor<2x6x?xf32>
  return %0 : tensor<2x6x?xf32>
}
// -----
func.func @dot_matrix_vector(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>) -> tensor<4xf32> {
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<4x6xf32>, tensor<6xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @dot_vector_vector_precision(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %arg0, %arg1, precision = [HIGH, DEFAULT] : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @dot_matrix_matrix_highest(%arg0: tensor<2x3xf64>, %arg1: tensor<3x7xf64>) -> tensor<2x7xf64> {
  %0 = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] : (tensor<2x3xf64>, tensor<3x7xf64>) -> tensor<2x7xf64>
  return %0 : tensor<2x7xf64>
}
// -----
func.func @dot_general_batched(%arg0: tensor<4x2x5xf32>, %arg1: tensor<4x5x3xf32>) -> tensor<4x2x3xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x2x5xf32>, tensor<4x5x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}
// -----
func.func @dot_general_contract_only(%arg0: tensor<6x3x2xf32>, %arg1: tensor<2x3x5xf32>) -> tensor<6x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1, 2] x [1, 0] : (tensor<6x3x2xf32>, tensor<2x3x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}
// -----
func.func @dot_general_outer_product(%arg0: tensor<3xf32>, %arg1: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [] x [] : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
// -----
func.func @dot_general_precision_mixed(%arg0: tensor<2x8x4xbf16>, %arg1: tensor<2x4x8xbf16>) -> tensor<2x8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x8x4xbf16>, tensor<2x4x8xbf16>) -> tensor<2x8x8xf32>
  return %0 : tensor<2x8x8xf32>
}
// -----
func.func @dot_general_int8_accumulate_i32(%arg0: tensor<3x16xi8>, %arg1: tensor<16x5xi8>) -> tensor<3x5xi32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x16xi8>, tensor<16x5xi8>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
// -----
func.func @dot_general_algorithm_bf16_6x(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @dot_general_algorithm_tf32(%arg0: tensor<2x3x8xf32>, %arg1: tensor<2x8x3xf32>) -> tensor<2x3x3xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x8xf32>, tensor<2x8x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
// -----
func.func @dot_general_algorithm_imprecise_f8(%arg0: tensor<4x16xf8E5M2>, %arg1: tensor<16x4xf8E5M2>) -> tensor<4x4xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<4x16xf8E5M2>, tensor<16x4xf8E5M2>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
func.func @dot_general_algorithm_f16(%arg0: tensor<3x3xf16>, %arg1: tensor<3x3xf16>) -> tensor<3x3xf16> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x3xf16>, tensor<3x3xf16>) -> tensor<3x3xf16>
  return %0 : tensor<3x3xf16>
}
// -----
func.func @einsum_matmul(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ij,jk->ik" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
// -----
func.func @einsum_batched(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x6xf32>) -> tensor<2x3x6xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "bij,bjk->bik" : (tensor<2x3x4xf32>, tensor<2x4x6xf32>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}
// -----
func.func @unary_einsum_trace_like(%arg0: tensor<5x5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.unary_einsum %arg0, config = "ii->i" : (tensor<5x5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @unary_einsum_transpose(%arg0: tensor<2x7xi32>) -> tensor<7x2xi32> {
  %0 = stablehlo.unary_einsum %arg0, config = "ab->ba" : (tensor<2x7xi32>) -> tensor<7x2xi32>
  return %0 : tensor<7x2xi32>
}
