// Valid convolutions and dynamic_convs on the edges of the spec's
// constraints (C1-C34), and the spec's examples.
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s

// The spec's example of convolution.
// CHECK-LABEL: func.func @conv_spec_example(
func.func @conv_spec_example(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 4, 4>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  return %result : tensor<1x2x2x1xi64>
}

// -----

// The spec's example of dynamic_conv, with input_spatial_dimensions = [1, 2]:
// the spec writes [0, 1], which repeats input_batch_dimension = 0 and so
// breaks its own (C13).
// CHECK-LABEL: func.func @dynamic_conv_spec_example(
func.func @dynamic_conv_spec_example(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %padding: tensor<2x2xi64>) -> tensor<1x2x2x1xi64> {
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  return %result : tensor<1x2x2x1xi64>
}

// -----

// (C12) N = 2: no spatial dimensions, a matrix product per batch.
// CHECK-LABEL: func.func @conv_rank_two_no_spatial(
func.func @conv_rank_two_no_spatial(%lhs: tensor<2x3xf32>, %rhs: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f]x[i, o]->[b, f]>, feature_group_count = 1 : i64}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// (C25) a window larger than the padded input: no windows.
// CHECK-LABEL: func.func @conv_empty_window(
func.func @conv_empty_window(%lhs: tensor<1x2x1xf32>, %rhs: tensor<3x1x4xf32>) -> tensor<1x0x4xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x2x1xf32>, tensor<3x1x4xf32>) -> tensor<1x0x4xf32>
  return %0 : tensor<1x0x4xf32>
}

// -----

// (C25) an empty spatial dimension: padded_input_shape = 0, no windows.
// CHECK-LABEL: func.func @conv_zero_size_input(
func.func @conv_zero_size_input(%lhs: tensor<1x0x1xf32>, %rhs: tensor<1x1x4xf32>) -> tensor<1x0x4xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x0x1xf32>, tensor<1x1x4xf32>) -> tensor<1x0x4xf32>
  return %0 : tensor<1x0x4xf32>
}

// -----

// (C25) negative padding shrinks the input: 8 - 2 - 1 = 5, windows of 3.
// CHECK-LABEL: func.func @conv_negative_padding(
func.func @conv_negative_padding(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x4xf32>) -> tensor<1x3x4xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, padding = dense<[[-2, -1]]> : tensor<1x2xi64>}> : (tensor<1x8x1xf32>, tensor<3x1x4xf32>) -> tensor<1x3x4xf32>
  return %0 : tensor<1x3x4xf32>
}

// -----

// (C25) a stride larger than the input: one window.
// CHECK-LABEL: func.func @conv_stride_beyond_input(
func.func @conv_stride_beyond_input(%lhs: tensor<1x4x1xf32>, %rhs: tensor<2x1x4xf32>) -> tensor<1x1x4xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 9>}> : (tensor<1x4x1xf32>, tensor<2x1x4xf32>) -> tensor<1x1x4xf32>
  return %0 : tensor<1x1x4xf32>
}

// -----

// (C25) lhs_dilation 3 makes 4 elements 10, rhs_dilation 2 makes a window of 3 span 5: (1 + 10 + 0 - 5) / 2 + 1 = 4.
// CHECK-LABEL: func.func @conv_dilations(
func.func @conv_dilations(%lhs: tensor<1x4x1xf32>, %rhs: tensor<3x1x4xf32>) -> tensor<1x4x4xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2>, lhs_dilation = array<i64: 3>, rhs_dilation = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_reversal = array<i1: true>}> : (tensor<1x4x1xf32>, tensor<3x1x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// -----

// (C11, C14, C16) feature_group_count = dim(lhs, input_feature_dimension): one input feature per group.
// CHECK-LABEL: func.func @conv_depthwise(
func.func @conv_depthwise(%lhs: tensor<1x5x4xf32>, %rhs: tensor<3x1x8xf32>) -> tensor<1x3x8xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 4 : i64}> : (tensor<1x5x4xf32>, tensor<3x1x8xf32>) -> tensor<1x3x8xf32>
  return %0 : tensor<1x3x8xf32>
}

// -----

// (C10, C15, C25) batch_group_count divides the batch and the output features; the result batch is 4 / 2.
// CHECK-LABEL: func.func @conv_batch_groups(
func.func @conv_batch_groups(%lhs: tensor<4x5x2xf32>, %rhs: tensor<3x2x6xf32>) -> tensor<2x3x6xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<4x5x2xf32>, tensor<3x2x6xf32>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// -----

// (C25) a dynamic spatial size without bound: any result size.
// CHECK-LABEL: func.func @conv_dynamic_input(
func.func @conv_dynamic_input(%lhs: tensor<1x?x2xf32>, %rhs: tensor<3x2x6xf32>) -> tensor<1x7x6xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x?x2xf32>, tensor<3x2x6xf32>) -> tensor<1x7x6xf32>
  return %0 : tensor<1x7x6xf32>
}

// -----

// (C25) a spatial size bounded by 8 gives at most 6 windows of 3: 6 is allowed.
// CHECK-LABEL: func.func @conv_bounded_input_at_bound(
func.func @conv_bounded_input_at_bound(%lhs: tensor<1x?x2xf32, #stablehlo.bounds<?, 8, ?>>, %rhs: tensor<3x2x6xf32>) -> tensor<1x6x6xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x?x2xf32, #stablehlo.bounds<?, 8, ?>>, tensor<3x2x6xf32>) -> tensor<1x6x6xf32>
  return %0 : tensor<1x6x6xf32>
}

// -----

// (C25) a dynamic result dimension is compatible with the inferred static one.
// CHECK-LABEL: func.func @conv_dynamic_result(
func.func @conv_dynamic_result(%lhs: tensor<1x8x2xf32>, %rhs: tensor<3x2x6xf32>) -> tensor<?x?x?xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x2xf32>, tensor<3x2x6xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// (C24) two precision configs.
// CHECK-LABEL: func.func @conv_precision_config(
func.func @conv_precision_config(%lhs: tensor<1x8x2xf32>, %rhs: tensor<3x2x6xf32>) -> tensor<1x6x6xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]}> : (tensor<1x8x2xf32>, tensor<3x2x6xf32>) -> tensor<1x6x6xf32>
  return %0 : tensor<1x6x6xf32>
}

// -----

// (C28, C31-C33) per-tensor quantized lhs, rhs and result with their own scales.
// CHECK-LABEL: func.func @conv_quantized_per_tensor(
func.func @conv_quantized_per_tensor(%lhs: tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C29, C30) per-axis rhs and result quantized along the feature dimensions.
// CHECK-LABEL: func.func @conv_quantized_per_axis(
func.func @conv_quantized_per_axis(%lhs: tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x1x2x!quant.uniform<i8:f32:2, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2x!quant.uniform<i32:f32:2, {2.000000e-02,3.000000e-02}>> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x1x2x!quant.uniform<i8:f32:2, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2x!quant.uniform<i32:f32:2, {2.000000e-02,3.000000e-02}>>
  return %0 : tensor<1x2x2x!quant.uniform<i32:f32:2, {2.000000e-02,3.000000e-02}>>
}

// -----

// (C33) only a per-tensor rhs forces a per-tensor result; a per-axis rhs allows one.
// CHECK-LABEL: func.func @conv_quantized_per_axis_rhs_per_tensor_result(
func.func @conv_quantized_per_axis_rhs_per_tensor_result(%lhs: tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x1x2x!quant.uniform<i8:f32:2, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x1x2x!quant.uniform<i8:f32:2, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C34) a float lhs and result with a quantized rhs of that expressed type.
// CHECK-LABEL: func.func @conv_hybrid(
func.func @conv_hybrid(%lhs: tensor<1x4x1xf32>, %rhs: tensor<3x1x2x!quant.uniform<i8:f32:2, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1xf32>, tensor<3x1x2x!quant.uniform<i8:f32:2, {2.000000e-01,3.000000e-01}>>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

// -----

// dynamic_conv (C25): with run-time padding the spatial sizes are unknown, so any size is accepted.
// CHECK-LABEL: func.func @dynamic_conv_runtime_padding(
func.func @dynamic_conv_runtime_padding(%lhs: tensor<1x8x2xf32>, %rhs: tensor<3x2x6xf32>, %pad: tensor<1x2xi32>) -> tensor<1x17x6xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x2xf32>, tensor<3x2x6xf32>, tensor<1x2xi32>) -> tensor<1x17x6xf32>
  return %0 : tensor<1x17x6xf32>
}

// -----

// dynamic_conv (C25): a constant padding gives the spatial size, 8 + 2 + 1 - 3 + 1 = 9.
// CHECK-LABEL: func.func @dynamic_conv_constant_padding(
func.func @dynamic_conv_constant_padding(%lhs: tensor<1x8x2xf32>, %rhs: tensor<3x2x6xf32>) -> tensor<1x9x6xf32> {
  %pad = stablehlo.constant dense<[[2, 1]]> : tensor<1x2xi32>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x2xf32>, tensor<3x2x6xf32>, tensor<1x2xi32>) -> tensor<1x9x6xf32>
  return %0 : tensor<1x9x6xf32>
}

// -----

// dynamic_conv (C11, C14, C16) feature_group_count = dim(lhs, input_feature_dimension), with a run-time padding.
// CHECK-LABEL: func.func @dynamic_conv_depthwise(
func.func @dynamic_conv_depthwise(%lhs: tensor<1x5x4xf32>, %rhs: tensor<3x1x8xf32>, %pad: tensor<1x2xi64>) -> tensor<1x?x8xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 4 : i64}> : (tensor<1x5x4xf32>, tensor<3x1x8xf32>, tensor<1x2xi64>) -> tensor<1x?x8xf32>
  return %0 : tensor<1x?x8xf32>
}

// -----

// dynamic_conv (C10, C15, C25) batch_group_count divides the batch and the output features; the result batch is 4 / 2.
// CHECK-LABEL: func.func @dynamic_conv_batch_groups(
func.func @dynamic_conv_batch_groups(%lhs: tensor<4x5x2xf32>, %rhs: tensor<3x2x6xf32>) -> tensor<2x3x6xf32> {
  %pad = stablehlo.constant dense<0> : tensor<1x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<4x5x2xf32>, tensor<3x2x6xf32>, tensor<1x2xi64>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// -----

// dynamic_conv (C25) a negative constant padding shrinks the input: 8 - 2 - 1 = 5, windows of 3.
// CHECK-LABEL: func.func @dynamic_conv_negative_padding(
func.func @dynamic_conv_negative_padding(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x4xf32>) -> tensor<1x3x4xf32> {
  %pad = stablehlo.constant dense<[[-2, -1]]> : tensor<1x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x1xf32>, tensor<3x1x4xf32>, tensor<1x2xi64>) -> tensor<1x3x4xf32>
  return %0 : tensor<1x3x4xf32>
}

// -----

// dynamic_conv (C33) a per-tensor rhs with a per-tensor result.
// CHECK-LABEL: func.func @dynamic_conv_quantized_per_tensor(
func.func @dynamic_conv_quantized_per_tensor(%lhs: tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>> {
  %pad = stablehlo.constant dense<0> : tensor<1x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>, tensor<1x2xi64>) -> tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<1x2x2x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// dynamic_conv (C34) a float lhs and result with a per-tensor quantized rhs of that expressed type.
// CHECK-LABEL: func.func @dynamic_conv_hybrid(
func.func @dynamic_conv_hybrid(%lhs: tensor<1x4x1xf32>, %rhs: tensor<3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<1x2x2xf32> {
  %pad = stablehlo.constant dense<0> : tensor<1x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1xf32>, tensor<3x1x2x!quant.uniform<i8:f32, 2.000000e-01>>, tensor<1x2xi64>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

// -----

// dynamic_conv (C2): with a run-time padding, the verifier leaves the window
// attributes unchecked (a 1-D convolution exported by JAX with two strides).
// CHECK-LABEL: func.func @dynamic_conv_runtime_padding_two_strides(
func.func @dynamic_conv_runtime_padding_two_strides(%lhs: tensor<1x8x2xf32>, %rhs: tensor<3x2x6xf32>, %pad: tensor<1x2xi32>) -> tensor<1x?x6xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1>}> : (tensor<1x8x2xf32>, tensor<3x2x6xf32>, tensor<1x2xi32>) -> tensor<1x?x6xf32>
  return %0 : tensor<1x?x6xf32>
}

// -----

// convolution (C27): i8 x i8 -> i32, the result element type of a quantized
// model's convolution (preferred_element_type).
// CHECK-LABEL: func.func @conv_i8_to_i32(
func.func @conv_i8_to_i32(%lhs: tensor<1x8x8x4xi8>, %rhs: tensor<3x3x4x16xi8>) -> tensor<1x6x6x16xi32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xi8>, tensor<3x3x4x16xi8>) -> tensor<1x6x6x16xi32>
  return %0 : tensor<1x6x6x16xi32>
}

// -----

// convolution (C27): i4 x i4 -> i8.
// CHECK-LABEL: func.func @conv_i4_to_i8(
func.func @conv_i4_to_i8(%lhs: tensor<1x8x8x4xi4>, %rhs: tensor<3x3x4x16xi4>) -> tensor<1x6x6x16xi8> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xi4>, tensor<3x3x4x16xi4>) -> tensor<1x6x6x16xi8>
  return %0 : tensor<1x6x6x16xi8>
}

// -----

// dynamic_conv (C27): i8 x i8 -> i32 and a constant padding.
// CHECK-LABEL: func.func @dynamic_conv_i8_to_i32(
func.func @dynamic_conv_i8_to_i32(%lhs: tensor<1x8x8x4xi8>, %rhs: tensor<3x3x4x16xi8>) -> tensor<1x6x6x16xi32> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xi8>, tensor<3x3x4x16xi8>, tensor<2x2xi64>) -> tensor<1x6x6x16xi32>
  return %0 : tensor<1x6x6x16xi32>
}

// -----

// dynamic_conv (C27): i4 x i4 -> i8 with a run-time padding.
// CHECK-LABEL: func.func @dynamic_conv_i4_to_i8(
func.func @dynamic_conv_i4_to_i8(%lhs: tensor<1x8x8x4xi4>, %rhs: tensor<3x3x4x16xi4>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x16xi8> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xi4>, tensor<3x3x4x16xi4>, tensor<2x2xi64>) -> tensor<1x?x?x16xi8>
  return %0 : tensor<1x?x?x16xi8>
}

// -----

// convolution (C2, C4, C5, C7, C9): window attributes given as empty arrays and
// a padding of zero rows stand for their defaults.
// CHECK-LABEL: func.func @conv_empty_window_attributes(
func.func @conv_empty_window_attributes(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64>, padding = dense<> : tensor<0x2xi64>, rhs_dilation = array<i64>, window_reversal = array<i1>, window_strides = array<i64>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// convolution (C24): one precision_config entry.
// CHECK-LABEL: func.func @conv_one_precision(
func.func @conv_one_precision(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// convolution (C25): a static result size beyond the bound of a dynamic
// input is compatible with it.
// CHECK-LABEL: func.func @conv_static_result_of_bounded_input(
func.func @conv_static_result_of_bounded_input(%lhs: tensor<1x?x8x4xf32, #stablehlo.bounds<?, 8, ?, ?>>, %rhs: tensor<3x3x4x16xf32>) -> tensor<1x7x6x16xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x?x8x4xf32, #stablehlo.bounds<?, 8, ?, ?>>, tensor<3x3x4x16xf32>) -> tensor<1x7x6x16xf32>
  return %0 : tensor<1x7x6x16xf32>
}

// -----

// dynamic_conv (C25, C26): the result's shape is not checked.
// CHECK-LABEL: func.func @dynamic_conv_result_shape_free(
func.func @dynamic_conv_result_shape_free(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x4x16xf32>) -> tensor<2x5xf16> {
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>, tensor<2x2xi64>) -> tensor<2x5xf16>
  return %0 : tensor<2x5xf16>
}

// -----

// A kernel spatial dimension of size 0 with a padding that is not a
// constant: the window is not checked (upstream checks it only with a
// constant padding).
// CHECK-LABEL: func.func @dynamic_conv_window_size_zero_padding_unknown(
func.func @dynamic_conv_window_size_zero_padding_unknown(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<0x3x4x16xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x6x16xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x4xf32>, tensor<0x3x4x16xf32>, tensor<2x2xi64>) -> tensor<1x?x6x16xf32>
  return %0 : tensor<1x?x6x16xf32>
}
