// Valid cholesky, triangular_solve, fft, rng, rng_bit_generator and batch
// norm ops on the edges of the spec's constraints, and the spec's examples
// (cholesky's example, which returns f64 from f32, breaks its own (C1) and
// is written here with f32).
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @spec_examples(
func.func @spec_examples(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>, %c: tensor<4xcomplex<f32>>, %lo: tensor<i32>, %hi: tensor<i32>, %shape: tensor<2xi64>, %state: tensor<2xui64>, %operand: tensor<2x2x2xf64>, %scale: tensor<2xf64>, %offset: tensor<2xf64>, %mean: tensor<2xf64>, %variance: tensor<2xf64>) -> tensor<3x3xf32> {
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %1 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %2 = "stablehlo.fft"(%c) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %3 = "stablehlo.rng"(%lo, %hi, %shape) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  %4:2 = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  %5 = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  %6:3 = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  %7:3 = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %operand) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  return %1 : tensor<3x3xf32>
}

// -----

// cholesky and triangular_solve (C2, C3): batches, dynamic sizes, a quantized
// matrix with other scales in the result (baseline types), right side
// with batch dimensions shape(a)[:-2] = shape(b)[:-2].
// CHECK-LABEL: func.func @linear_algebra_edges(
func.func @linear_algebra_edges(%a: tensor<4x?x3xf32>, %q: tensor<3x3x!quant.uniform<i8:f32, 0.5>>, %m: tensor<5x2x3x3xf32>, %r: tensor<5x2x7x3xf32>) -> tensor<4x?x3xf32> {
  %0 = stablehlo.cholesky %a : tensor<4x?x3xf32>
  %1 = stablehlo.cholesky %q : (tensor<3x3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x3x!quant.uniform<i8:f32, 0.25>>
  %2 = "stablehlo.triangular_solve"(%m, %r) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<5x2x3x3xf32>, tensor<5x2x7x3xf32>) -> tensor<5x2x7x3xf32>
  return %0 : tensor<4x?x3xf32>
}

// -----

// fft (C3-C5): three dimensions; RFFT of an odd and of an empty length;
// IRFFT back; IFFT.
// CHECK-LABEL: func.func @fft_edges(
func.func @fft_edges(%x: tensor<2x4x6x5xf32>, %e: tensor<0xf32>, %c: tensor<2x4x6x3xcomplex<f32>>) -> tensor<2x4x6x5xf32> {
  %0 = stablehlo.fft %x, type = RFFT, length = [4, 6, 5] : (tensor<2x4x6x5xf32>) -> tensor<2x4x6x3xcomplex<f32>>
  %1 = stablehlo.fft %e, type = RFFT, length = [0] : (tensor<0xf32>) -> tensor<0xcomplex<f32>>
  %2 = stablehlo.fft %c, type = IRFFT, length = [4, 6, 5] : (tensor<2x4x6x3xcomplex<f32>>) -> tensor<2x4x6x5xf32>
  %3 = stablehlo.fft %c, type = IFFT, length = [3] : (tensor<2x4x6x3xcomplex<f32>>) -> tensor<2x4x6x3xcomplex<f32>>
  return %2 : tensor<2x4x6x5xf32>
}

// -----

// rng (C2, C3): NORMAL with floats, a constant shape; rng_bit_generator:
// PHILOX with 3 elements, DEFAULT with any, and THREE_FRY with one, which
// breaks (C2) but is what upstream's own artifacts hold, so (C2) is not
// checked.
// CHECK-LABEL: func.func @random_edges(
func.func @random_edges(%mu: tensor<f32>, %sigma: tensor<f32>, %s1: tensor<1xui64>, %s3: tensor<3xui64>, %s5: tensor<5xui64>) -> tensor<2x0xf32> {
  %shape = stablehlo.constant dense<[2, 0]> : tensor<2xi64>
  %0 = stablehlo.rng %mu, %sigma, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x0xf32>
  %1:2 = stablehlo.rng_bit_generator %s3, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  %2:2 = stablehlo.rng_bit_generator %s5, algorithm = DEFAULT : (tensor<5xui64>) -> (tensor<5xui64>, tensor<4xf32>)
  %3:2 = stablehlo.rng_bit_generator %s1, algorithm = THREE_FRY : (tensor<1xui64>) -> (tensor<1xui64>, tensor<4xui64>)
  return %0 : tensor<2x0xf32>
}

// -----

// batch norm (C1, C3-C6): feature_index 0, a dynamic feature dimension, and
// quantized operands with different scales (baseline element types).
// CHECK-LABEL: func.func @batch_norm_edges(
func.func @batch_norm_edges(%x: tensor<?x4xf32>, %v: tensor<3xf32>, %q: tensor<3x4x!quant.uniform<i8:f32, 0.5>>, %qv: tensor<3x!quant.uniform<i8:f32, 0.25>>) -> tensor<?x4xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %v, %v, %v, %v) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<?x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x4xf32>
  %1:3 = "stablehlo.batch_norm_training"(%q, %qv, %qv) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<3x4x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.25>>, tensor<3x!quant.uniform<i8:f32, 0.25>>) -> (tensor<3x4x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.25>>, tensor<3x!quant.uniform<i8:f32, 0.25>>)
  return %0 : tensor<?x4xf32>
}

// -----

// batch norm (C7 of inference and training, C3 of grad): the results keep
// the operand's baseline type, so a quantized result may have other scales;
// and the statistics' sizes follow a dynamic feature dimension.
// CHECK-LABEL: func.func @batch_norm_result_edges(
func.func @batch_norm_result_edges(%q: tensor<3x4x!quant.uniform<i8:f32, 0.5>>, %qv: tensor<4x!quant.uniform<i8:f32, 0.25>>, %x: tensor<2x?xf32>, %v: tensor<3xf32>) -> tensor<3x4x!quant.uniform<i8:f32, 2.0>> {
  %0 = "stablehlo.batch_norm_inference"(%q, %qv, %qv, %qv, %qv) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<3x4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<3x4x!quant.uniform<i8:f32, 2.0>>
  %1:3 = "stablehlo.batch_norm_grad"(%q, %qv, %qv, %qv, %q) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<3x4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i8:f32, 0.25>>, tensor<3x4x!quant.uniform<i8:f32, 0.5>>) -> (tensor<3x4x!quant.uniform<i8:f32, 0.125>>, tensor<4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i8:f32, 0.25>>)
  %2:3 = "stablehlo.batch_norm_training"(%x, %v, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x?xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0 : tensor<3x4x!quant.uniform<i8:f32, 2.0>>
}
