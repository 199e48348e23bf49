// Compendium: quantization.
func.func @q_uniform_quantize_per_tensor(%arg0: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
}
// -----
func.func @q_uniform_requantize(%arg0: tensor<3x!quant.uniform<i8:f32, 2.000000e+00:1>>) -> tensor<3x!quant.uniform<i16:f32, 1.250000e-01>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<3x!quant.uniform<i8:f32, 2.000000e+00:1>>) -> tensor<3x!quant.uniform<i16:f32, 1.250000e-01>>
  return %0 : tensor<3x!quant.uniform<i16:f32, 1.250000e-01>>
}
// -----
func.func @q_uniform_dequantize_per_tensor(%arg0: tensor<2x2x!quant.uniform<u8:f32, 3.000000e-02:128>>) -> tensor<2x2xf32> {
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x2x!quant.uniform<u8:f32, 3.000000e-02:128>>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
// -----
func.func @q_uniform_quantize_per_axis(%arg0: tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:1,4.000000e-01:-1}>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:1,4.000000e-01:-1}>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:1,4.000000e-01:-1}>>
}
// -----
func.func @q_uniform_dequantize_per_axis(%arg0: tensor<4x2x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>) -> tensor<4x2xf32> {
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<4x2x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @q_add_per_tensor(%arg0: tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>, %arg1: tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>) -> tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>
  return %0 : tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>
}
// -----
func.func @q_add_per_axis(%arg0: tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>>) -> tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>>
  return %0 : tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>>
}
// -----
func.func @q_storage_range_narrowed(%arg0: tensor<3xf32>) -> tensor<3x!quant.uniform<i8<-127:127>:f32, 1.000000e-02>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8<-127:127>:f32, 1.000000e-02>>
  return %0 : tensor<3x!quant.uniform<i8<-127:127>:f32, 1.000000e-02>>
}
// -----
func.func @q_storage_i4_expressed_bf16(%arg0: tensor<6xbf16>) -> tensor<6x!quant.uniform<i4:bf16, 5.000000e-01:-2>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<6xbf16>) -> tensor<6x!quant.uniform<i4:bf16, 5.000000e-01:-2>>
  return %0 : tensor<6x!quant.uniform<i4:bf16, 5.000000e-01:-2>>
}
// -----
func.func @q_storage_i16_expressed_f16(%arg0: tensor<2xf16>) -> tensor<2x!quant.uniform<i16:f16, 6.250000e-02>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf16>) -> tensor<2x!quant.uniform<i16:f16, 6.250000e-02>>
  return %0 : tensor<2x!quant.uniform<i16:f16, 6.250000e-02>>
}
// -----
func.func @q_storage_ui16_expressed_f64(%arg0: tensor<2xf64>) -> tensor<2x!quant.uniform<u16:f64, 1.000000e-03:32768>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf64>) -> tensor<2x!quant.uniform<u16:f64, 1.000000e-03:32768>>
  return %0 : tensor<2x!quant.uniform<u16:f64, 1.000000e-03:32768>>
}
// -----
func.func @q_storage_i32(%arg0: tensor<2xf32>) -> tensor<2x!quant.uniform<i32:f32, 1.000000e-04>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i32:f32, 1.000000e-04>>
  return %0 : tensor<2x!quant.uniform<i32:f32, 1.000000e-04>>
}
// -----
func.func @q_dot_general_per_tensor(%arg0: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %arg1: tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
}
// -----
func.func @q_dot_general_hybrid_per_axis_rhs(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @q_convolution_per_axis_kernel(%arg0: tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01>>, %arg1: tensor<2x2x2x3x!quant.uniform<i8:f32:3, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<1x3x3x3x!quant.uniform<i32:f32:3, {5.000000e-02,1.000000e-01,1.500000e-01}>> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x2x2x3x!quant.uniform<i8:f32:3, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<1x3x3x3x!quant.uniform<i32:f32:3, {5.000000e-02,1.000000e-01,1.500000e-01}>>
  return %0 : tensor<1x3x3x3x!quant.uniform<i32:f32:3, {5.000000e-02,1.000000e-01,1.500000e-01}>>
}
// -----
func.func @q_reshape_and_transpose_per_tensor(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.500000e+00:4>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.500000e+00:4>> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 1.500000e+00:4>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.500000e+00:4>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32, 1.500000e+00:4>>
}
// -----
func.func @q_scalar_quantized_tensor(%arg0: tensor<f32>) -> tensor<!quant.uniform<i8:f32, 3.125000e-02:7>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 3.125000e-02:7>>
  return %0 : tensor<!quant.uniform<i8:f32, 3.125000e-02:7>>
}
