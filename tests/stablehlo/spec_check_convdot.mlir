// Constraints of convolution, dynamic_conv and dot_general that upstream
// StableHLO relaxes or does not check: the verifier accepts each case (first
// RUN), the spec check refuses it, naming the constraint (second RUN).
// Upstream reads an explicit empty window attribute (or a padding of zero
// rows) as the default, checks dynamic_conv's window attributes only when its
// padding is a constant, accepts up to 2 precision_config entries, leaves
// the result element type of convolutions and the operand element types of
// dot_general free, never checks dynamic_conv's result shape, and compares
// result shapes as compatible shapes (a static size is not held to a bound).
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s
// RUN: stablehlo-opt %s --split-input-file --stablehlo-check-spec --verify-diagnostics

// convolution: window attributes given as explicit empty arrays, and a
// padding of zero rows, stand for their defaults in the verifier.

// (C2) size(window_strides) = N - 2.
// CHECK-LABEL: func.func @conv_c2_window_strides_empty
func.func @conv_c2_window_strides_empty(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C2) size(window_strides) = 0 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C4) shape(padding) = [N - 2, 2].
// CHECK-LABEL: func.func @conv_c4_padding_no_rows
func.func @conv_c4_padding_no_rows(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C4) expects padding to be of shape [2, 2], but got 'tensor<0x2xi64>'}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<> : tensor<0x2xi64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C5) size(lhs_dilation) = N - 2.
// CHECK-LABEL: func.func @conv_c5_lhs_dilation_empty
func.func @conv_c5_lhs_dilation_empty(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C5) size(lhs_dilation) = 0 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C7) size(rhs_dilation) = N - 2.
// CHECK-LABEL: func.func @conv_c7_rhs_dilation_empty
func.func @conv_c7_rhs_dilation_empty(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C7) size(rhs_dilation) = 0 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C9) size(window_reversal) = N - 2.
// CHECK-LABEL: func.func @conv_c9_window_reversal_empty
func.func @conv_c9_window_reversal_empty(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C9) size(window_reversal) = 0 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C24) size(precision_config) = 2.
// CHECK-LABEL: func.func @conv_c24_precision_config_size
func.func @conv_c24_precision_config_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{(C24) size(precision_config) = 1 must be 2 (one per operand)}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C25) a static result size above the bound of num_windows.
// CHECK-LABEL: func.func @conv_c25_bound_exceeded
func.func @conv_c25_bound_exceeded(%lhs: tensor<1x?x8x4xf32, #stablehlo.bounds<?, 8, ?, ?>>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x7x6x16xf32> {
  // expected-error @+1 {{(C25) inferred shape '[1, ?, 6, 16]' is incompatible with return type of operation 'tensor<1x7x6x16xf32>': dimension 1 must be num_windows = a size of at most 6}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x?x8x4xf32, #stablehlo.bounds<?, 8, ?, ?>>, tensor<3x3x4x16xf32>) -> tensor<1x7x6x16xf32>
  return %0 : tensor<1x7x6x16xf32>
}

// -----

// (C27) element_type(result) = element_type(lhs).
// CHECK-LABEL: func.func @conv_c27_result_element_type
func.func @conv_c27_result_element_type(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf64> {
  // expected-error @+1 {{'stablehlo.convolution' op (C27) element type of result ('f64') must be the element type of lhs and rhs ('f32')}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf64>
  return %0 : tensor<1x6x6x16xf64>
}

// -----

// dynamic_conv: with a padding operand that is not a constant, the verifier
// leaves the other window attributes unchecked.

// (C2) size(window_strides) = N - 2.
// CHECK-LABEL: func.func @dynamic_conv_c2_runtime_padding_strides
func.func @dynamic_conv_c2_runtime_padding_strides(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+2 {{(C2) size(window_strides) = 3 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1, 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// -----

// (C3) 0 < window_strides.
// CHECK-LABEL: func.func @dynamic_conv_c3_runtime_padding_strides
func.func @dynamic_conv_c3_runtime_padding_strides(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+2 {{(C3) expects window to have positive stride for 1-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 0>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// -----

// (C5) size(lhs_dilation) = N - 2.
// CHECK-LABEL: func.func @dynamic_conv_c5_runtime_padding_lhs_dilation
func.func @dynamic_conv_c5_runtime_padding_lhs_dilation(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+2 {{(C5) size(lhs_dilation) = 1 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// -----

// (C6) 0 < lhs_dilation.
// CHECK-LABEL: func.func @dynamic_conv_c6_runtime_padding_lhs_dilation
func.func @dynamic_conv_c6_runtime_padding_lhs_dilation(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+2 {{(C6) expects window to have positive base dilation factor for 0-th window dimension, but got -1.}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: -1, 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// -----

// (C7) size(rhs_dilation) = N - 2.
// CHECK-LABEL: func.func @dynamic_conv_c7_runtime_padding_rhs_dilation
func.func @dynamic_conv_c7_runtime_padding_rhs_dilation(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+2 {{(C7) size(rhs_dilation) = 0 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// -----

// (C8) 0 < rhs_dilation.
// CHECK-LABEL: func.func @dynamic_conv_c8_runtime_padding_rhs_dilation
func.func @dynamic_conv_c8_runtime_padding_rhs_dilation(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+2 {{(C8) expects window to have positive window dilation factor for 1-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 1, 0>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// -----

// (C9) size(window_reversal) = N - 2.
// CHECK-LABEL: func.func @dynamic_conv_c9_runtime_padding_window_reversal
func.func @dynamic_conv_c9_runtime_padding_window_reversal(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+2 {{(C9) size(window_reversal) = 3 must be N - 2 = 2}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1: true, false, true>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}

// -----

// (C24) size(precision_config) = 2.
// CHECK-LABEL: func.func @dynamic_conv_c24_precision_config_size
func.func @dynamic_conv_c24_precision_config_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+2 {{(C24) size(precision_config) = 1 must be 2 (one per operand)}}
  // expected-error @+1 {{'stablehlo.dynamic_conv' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// (C25) a spatial dimension of the result is num_windows.
// CHECK-LABEL: func.func @dynamic_conv_c25_spatial_size
func.func @dynamic_conv_c25_spatial_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x7x16xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{(C25) inferred shape '[1, 6, 6, 16]' is incompatible with return type of operation 'tensor<1x6x7x16xf32>': dimension 2 must be num_windows = 6}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x6x7x16xf32>
  return %0 : tensor<1x6x7x16xf32>
}

// -----

// (C25) the batch dimension of the result is dim(lhs, input_batch_dimension) / batch_group_count.
// CHECK-LABEL: func.func @dynamic_conv_c25_batch_size
func.func @dynamic_conv_c25_batch_size(%lhs: tensor<4x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<4x6x6x16xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{(C25) inferred shape '[2, 6, 6, 16]' is incompatible with return type of operation 'tensor<4x6x6x16xf32>': dimension 0 must be dim(lhs, input_batch_dimension) / batch_group_count = 2}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<4x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<4x6x6x16xf32>
  return %0 : tensor<4x6x6x16xf32>
}

// -----

// (C25) the feature dimension of the result is dim(rhs, kernel_output_feature_dimension).
// CHECK-LABEL: func.func @dynamic_conv_c25_feature_size
func.func @dynamic_conv_c25_feature_size(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x8xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{(C25) inferred shape '[1, 6, 6, 16]' is incompatible with return type of operation 'tensor<1x6x6x8xf32>': dimension 3 must be dim(rhs, kernel_output_feature_dimension) = 16}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}

// -----

// (C25) a static result size above the bound of num_windows.
// CHECK-LABEL: func.func @dynamic_conv_c25_bound_exceeded
func.func @dynamic_conv_c25_bound_exceeded(%lhs: tensor<1x?x8x4xf32, #stablehlo.bounds<?, 8, ?, ?>>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x7x6x16xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{(C25) inferred shape '[1, ?, 6, 16]' is incompatible with return type of operation 'tensor<1x7x6x16xf32>': dimension 1 must be num_windows = a size of at most 6}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x?x8x4xf32, #stablehlo.bounds<?, 8, ?, ?>>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x7x6x16xf32>
  return %0 : tensor<1x7x6x16xf32>
}

// -----

// (C26) rank(result) = N.
// CHECK-LABEL: func.func @dynamic_conv_c26_result_rank
func.func @dynamic_conv_c26_result_rank(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x16xf32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{(C26) inferred shape '[1, 6, 6, 16]' is incompatible with return type of operation 'tensor<1x6x16xf32>': its rank must be N = rank(lhs) = 4}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x6x16xf32>
  return %0 : tensor<1x6x16xf32>
}

// -----

// (C27) element_type(result) = element_type(lhs).
// CHECK-LABEL: func.func @dynamic_conv_c27_result_element_type
func.func @dynamic_conv_c27_result_element_type(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf64> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  // expected-error @+1 {{'stablehlo.dynamic_conv' op (C27) element type of result ('f64') must be the element type of lhs and rhs ('f32')}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x6x6x16xf64>
  return %0 : tensor<1x6x6x16xf64>
}

// -----

// dynamic_conv (C25) with a constant padding, the spatial sizes are known.
// CHECK-LABEL: func.func @dynamic_conv_c25_constant_padding
func.func @dynamic_conv_c25_constant_padding(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x?x16xf32> {
  %pad = stablehlo.constant dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>
  // expected-error @+1 {{(C25) inferred shape '[1, 8, 6, 16]' is incompatible with return type of operation 'tensor<1x6x?x16xf32>': dimension 1 must be num_windows = 8}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x6x?x16xf32>
  return %0 : tensor<1x6x?x16xf32>
}

// -----

// dynamic_conv (C25) with a run-time padding, the spatial sizes are unknown
// but the feature dimension is still dim(rhs, kernel_output_feature_dimension).
// CHECK-LABEL: func.func @dynamic_conv_c25_runtime_padding_feature
func.func @dynamic_conv_c25_runtime_padding_feature(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>, %pad: tensor<2x2xi32>) -> tensor<1x?x?x8xf32> {
  // expected-error @+1 {{(C25) inferred shape '[1, ?, ?, 16]' is incompatible with return type of operation 'tensor<1x?x?x8xf32>': dimension 3 must be dim(rhs, kernel_output_feature_dimension) = 16}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi32>) -> tensor<1x?x?x8xf32>
  return %0 : tensor<1x?x?x8xf32>
}

// -----

// (C11) size(precision_config) = 2: the verifier accepts one entry.
// CHECK-LABEL: func.func @dot_general_c11_one_precision
func.func @dot_general_c11_one_precision(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C11) size(precision_config) = 1 must be 2 (one per operand)}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGH>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C12) a batching dimension bounded by 1 on one side and dynamic on the other holds at most 1.
// CHECK-LABEL: func.func @dot_general_c12_bounded_batch
func.func @dot_general_c12_bounded_batch(%lhs: tensor<?x3x4xf32, #stablehlo.bounds<1, ?, ?>>, %rhs: tensor<?x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{(C12) inferred shape '[?, 3, 5]' is incompatible with return type of operation 'tensor<2x3x5xf32>': dimension 0 must be the inferred size = a size of at most 1}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<?x3x4xf32, #stablehlo.bounds<1, ?, ?>>, tensor<?x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C13) element_type(lhs) = element_type(rhs).
// CHECK-LABEL: func.func @dot_general_c13_element_types
func.func @dot_general_c13_element_types(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xbf16>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C13) element types of lhs and rhs must be equal, but got 'f32' and 'bf16'}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xbf16>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
