// Spec constraints of convolution: one case per numbered constraint
// (C1-C34), each on the edge of what is valid (dynamic_conv's are in
// ops_convolution_dynamic_invalid.mlir). The constraints the verifier
// relaxes are in spec_check_convdot.mlir.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C1) rank(lhs) = rank(rhs).
func.func @conv_c1_rank_differs(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C1) expects convolution arguments to have same number of dimensions. Got: 'tensor<1x8x8x4xf32>' and 'tensor<3x4x16xf32>'.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C2) size(window_strides) = N - 2.
func.func @conv_c2_window_strides_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C2) expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C3) 0 < window_strides.
func.func @conv_c3_window_strides_zero(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C3) expects window to have positive stride for 1-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 0>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C4) shape(padding) = [N - 2, 2].
func.func @conv_c4_padding_shape(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C4) expects the shape of padding-attribute to be {N, 2}, but got {2, 3}.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<0> : tensor<2x3xi64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C5) size(lhs_dilation) = N - 2.
func.func @conv_c5_lhs_dilation_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C5) expects base-dilation factors to have same dimension-size as size of window dimensions (2), but got: 3.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1, 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C6) 0 < lhs_dilation.
func.func @conv_c6_lhs_dilation_negative(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C6) expects window to have positive base dilation factor for 1-th window dimension, but got -1.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, -1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C7) size(rhs_dilation) = N - 2.
func.func @conv_c7_rhs_dilation_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C7) expects window-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C8) 0 < rhs_dilation.
func.func @conv_c8_rhs_dilation_zero(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C8) expects window to have positive window dilation factor for 0-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 0, 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C9) size(window_reversal) = N - 2.
func.func @conv_c9_window_reversal_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C9) expects window-reversal to have same dimension-size as size of window dimensions (2), but got: 1.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1: true>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C10) dim(lhs, input_batch_dimension) % batch_group_count = 0.
func.func @conv_c10_batch_not_divisible(%lhs: tensor<3x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C10) expects input batch dimension (3) to be divisible by batch_group_count. Got batch_group_count = 2.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<3x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C11) dim(lhs, input_feature_dimension) % feature_group_count = 0.
func.func @conv_c11_feature_not_divisible(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C11) expects input feature dimension (4) to be a multiple of feature_group_count. Got feature_group_count = 3.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 3 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C12) size(input_spatial_dimensions) = N - 2.
func.func @conv_c12_input_spatial_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // spec: C12
  // expected-error @+2 {{(C17) expects the same size for input, kernel and output spatial-dimensions, but got 1, 2, and 2 resp.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C12, C13) a rank below 2 leaves no room for the batch and feature dimensions.
func.func @conv_c12_rank_one(%lhs: tensor<4xf32>, %rhs: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C13) expects convolution arguments to have >= 2 dimensions. Got: 'tensor<4xf32>' and 'tensor<4xf32>'.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [], output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = []>, feature_group_count = 1 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// (C13) is_unique(input_dimensions).
func.func @conv_c13_input_dimension_repeated(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C13) expects input dimension-numbers to be unique, got {0, 3, 0, 1}.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [0, 1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C13) 0 <= input_dimensions < N.
func.func @conv_c13_input_dimension_out_of_range(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C13) expects input, kernel, and output dimension-numbers to be in-range [0, 4).}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 4, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C14) dim(rhs, kernel_input_feature_dimension) = dim(lhs, input_feature_dimension) / feature_group_count.
func.func @conv_c14_kernel_input_feature(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C14) expects input feature dimension (4) / feature_group_count = kernel input feature dimension (4). Got feature_group_count = 2.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C15) dim(rhs, kernel_output_feature_dimension) % batch_group_count = 0.
func.func @conv_c15_kernel_output_batch_groups(%lhs: tensor<2x8x8x4xf32>, %rhs: tensor<3x3x4x15xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C15) expects output feature dimension size (15) to be a multiple of batch_group_count. Got batch_group_count = 2.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<2x8x8x4xf32>, tensor<3x3x4x15xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C16) dim(rhs, kernel_output_feature_dimension) % feature_group_count = 0.
func.func @conv_c16_kernel_output_feature_groups(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x2x15xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C16) expects kernel output feature dimension (15) to be divisible by feature_group_count. For feature_group_count = 2.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x2x15xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C17) size(kernel_spatial_dimensions) = N - 2.
func.func @conv_c17_kernel_spatial_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C17) expects the same size for input, kernel and output spatial-dimensions, but got 2, 1, and 2 resp.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C18) is_unique(kernel_dimensions).
func.func @conv_c18_kernel_dimension_repeated(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C18) expects kernel dimension-numbers to be unique, got {2, 2, 0, 1}.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C18) 0 <= kernel_dimensions < N.
func.func @conv_c18_kernel_dimension_out_of_range(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C18) expects input, kernel, and output dimension-numbers to be in-range [0, 4).}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [-1, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C19) size(output_spatial_dimensions) = N - 2.
func.func @conv_c19_output_spatial_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C19) expects the same size for input, kernel and output spatial-dimensions, but got 2, 2, and 3 resp.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2, 3]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C20) is_unique(output_dimensions).
func.func @conv_c20_output_dimension_repeated(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C20) expects output dimension-numbers to be unique, got {0, 1, 1, 2}.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C20) 0 <= output_dimensions < N.
func.func @conv_c20_output_dimension_out_of_range(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C20) expects input, kernel, and output dimension-numbers to be in-range [0, 4).}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 5, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C21) 0 < feature_group_count: the attribute's constraint.
// spec: C21
func.func @conv_c21_zero_feature_group_count(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C22) 0 < batch_group_count: the attribute's constraint.
// spec: C22
func.func @conv_c22_zero_batch_group_count(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op attribute 'batch_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 0 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C23) feature_group_count = 1 or batch_group_count = 1.
func.func @conv_c23_both_group_counts(%lhs: tensor<2x8x8x4xf32>, %rhs: tensor<3x3x2x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C23) expects batch_group_count and feature_group_count not to be both greater than 1. Got 2 and 2 resp.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64}> : (tensor<2x8x8x4xf32>, tensor<3x3x2x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C25) a spatial dimension of the result is num_windows.
func.func @conv_c25_spatial_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x7x16xf32> {
  // expected-error @+1 {{(C25) inferred shape '[1, 6, 6, 16]' is incompatible with return type of operation 'tensor<1x6x7x16xf32>': dimension 2 must be num_windows = 6}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x7x16xf32>
  return %0 : tensor<1x6x7x16xf32>
}

// -----

// (C25) the batch dimension of the result is dim(lhs, input_batch_dimension) / batch_group_count.
func.func @conv_c25_batch_size(%lhs: tensor<4x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<4x6x6x16xf32> {
  // expected-error @+1 {{(C25) inferred shape '[2, 6, 6, 16]' is incompatible with return type of operation 'tensor<4x6x6x16xf32>': dimension 0 must be dim(lhs, input_batch_dimension) / batch_group_count = 2}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<4x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<4x6x6x16xf32>
  return %0 : tensor<4x6x6x16xf32>
}

// -----

// (C25) the feature dimension of the result is dim(rhs, kernel_output_feature_dimension).
func.func @conv_c25_feature_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x8xf32> {
  // expected-error @+1 {{(C25) inferred shape '[1, 6, 6, 16]' is incompatible with return type of operation 'tensor<1x6x6x8xf32>': dimension 3 must be dim(rhs, kernel_output_feature_dimension) = 16}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}

// -----

// (C26) rank(result) = N.
func.func @conv_c26_result_rank(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x16xf32> {
  // expected-error @+1 {{(C26) inferred shape '[1, 6, 6, 16]' is incompatible with return type of operation 'tensor<1x6x16xf32>': its rank must be N = rank(lhs) = 4}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x16xf32>
  return %0 : tensor<1x6x16xf32>
}

// -----

// (C27) element_type(lhs) = element_type(rhs).
func.func @conv_c27_operand_element_types(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf16>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C27) expects lhs and rhs to have compatible element type. Got: 'f32' and 'f16'}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf16>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C28) is_quantized(rhs) when lhs is quantized.
func.func @conv_c28_rhs_not_quantized(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2xf32>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>> {
  // expected-error @+2 {{(C28) rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold; lhs element type '!quant.uniform<i8:f32, 1.000000e-01>', rhs element type 'f32'}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C28) is_quantized(lhs) = is_quantized(result).
func.func @conv_c28_result_not_quantized(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op (C28) rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold; element types: lhs '!quant.uniform<i8:f32, 1.000000e-01>', rhs '!quant.uniform<i8:f32, 2.000000e-01>', result 'f32'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// (C29) quantization_dimension(rhs) = kernel_output_feature_dimension.
func.func @conv_c29_rhs_quantization_dimension(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32:0, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {2.000000e-02,3.000000e-02}>> {
  // expected-error @+2 {{(C29) quantization dimension of rhs should be same with kernel_output_feature_dimension; got 0 and 3}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2x!quant.uniform<i8:f32:0, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {2.000000e-02,3.000000e-02}>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:3, {2.000000e-02,3.000000e-02}>>
}

// -----

// (C30) quantization_dimension(result) = output_feature_dimension.
func.func @conv_c30_result_quantization_dimension(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32:3, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02}>> {
  // expected-error @+1 {{'stablehlo.convolution' op (C30) quantization dimension of result should be same with output_feature_dimension; got 1 and 3}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02}>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02}>>
}

// -----

// (C31) storage_type(lhs) = storage_type(rhs).
func.func @conv_c31_storage_types(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2x!quant.uniform<i16:f32, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>> {
  // expected-error @+2 {{(C31) mismatched lhs and rhs quantization storage types: 'i8' and 'i16'}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2x!quant.uniform<i16:f32, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C32) expressed_type(lhs) = expressed_type(rhs).
func.func @conv_c32_expressed_types(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f16, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>> {
  // expected-error @+2 {{(C32) mismatched lhs, rhs and result quantization expressed types: lhs 'f32', rhs 'f16'}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2x!quant.uniform<i8:f16, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C32) expressed_type(result) = expressed_type(lhs).
func.func @conv_c32_result_expressed_type(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f16, 2.000000e-02>> {
  // expected-error @+1 {{'stablehlo.convolution' op (C32) mismatched lhs, rhs and result quantization expressed types: lhs and rhs 'f32', result 'f16'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f16, 2.000000e-02>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f16, 2.000000e-02>>
}

// -----

// (C33) is_per_tensor_quantized(rhs) implies is_per_tensor_quantized(result).
func.func @conv_c33_per_tensor_rhs_per_axis_result(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {2.000000e-02,3.000000e-02}>> {
  // expected-error @+1 {{'stablehlo.convolution' op (C33) mismatched rhs and result quantization granularity: rhs is per-tensor quantized, result '!quant.uniform<i32:f32:3, {2.000000e-02,3.000000e-02}>'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {2.000000e-02,3.000000e-02}>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i32:f32:3, {2.000000e-02,3.000000e-02}>>
}

// -----

// (C34) element_type(lhs) = expressed_type(rhs).
func.func @conv_c34_hybrid_lhs_element_type(%lhs: tensor<1x4x4x1xf16>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2xf16> {
  // expected-error @+2 {{(C34) mismatched rhs quantization expressed type and lhs and result element type: lhs 'f16', rhs expressed type 'f32'}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1xf16>, tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// (C34) element_type(result) = element_type(lhs).
func.func @conv_c34_hybrid_result_element_type(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2xf16> {
  // expected-error @+1 {{'stablehlo.convolution' op (C34) mismatched rhs quantization expressed type and lhs and result element type: lhs 'f32', result 'f16'}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// (C4) a padding attribute has N - 2 rows (or none).
func.func @conv_c4_padding_rows(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C4) expects padding-entries to have same dimension-size as size of window dimensions (2), but got: 3.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<0> : tensor<3x2xi64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C24) size(precision_config) = 2: more than two entries are refused (one
// is accepted, spec_check_convdot.mlir).
func.func @conv_c24_precision_config_three(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C24) expects precision config to be empty or have <= 2 elements, got 3}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// A kernel spatial dimension of size 0 is refused (upstream's check of the
// window; the spec numbers none).
func.func @conv_window_size_zero(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x0x4x16xf32>) -> tensor<1x6x9x16xf32> {
  // expected-error @+2 {{expects window to have positive value for 1-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x0x4x16xf32>) -> tensor<1x6x9x16xf32>
  return %0 : tensor<1x6x9x16xf32>
}

// -----

// The window is checked dimension by dimension: a zero stride in dimension 0
// before the zero window size in dimension 1.
func.func @conv_window_by_dimension(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x0x4x16xf32>) -> tensor<1x6x9x16xf32> {
  // expected-error @+2 {{(C3) expects window to have positive stride for 0-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x0x4x16xf32>) -> tensor<1x6x9x16xf32>
  return %0 : tensor<1x6x9x16xf32>
}
