// Spec constraints of cholesky (C1-C3), triangular_solve (C1-C4, and its
// transpose option), fft (C1-C5), rng (C1-C3), rng_bit_generator (C1; C2 is
// not checked) and batch_norm_inference, batch_norm_training,
// batch_norm_grad, one case each.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C1) baseline_type(a) = baseline_type(result).
// spec: C1
func.func @cholesky_c1_result_type(%a: tensor<3x3xf32>) -> tensor<3x3xf64> {
  // expected-error @+1 {{'stablehlo.cholesky' op requires compatible element types for all operands and results; result #0 has type 'tensor<3x3xf64>', not compatible with operand #0's 'tensor<3x3xf32>'}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf64>
  return %0 : tensor<3x3xf64>
}

// -----

// (C2) 2 <= rank(a).
func.func @cholesky_c2_rank(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{(C2) argument 'a' must have rank >= 2, got shape 3.}}
  // expected-error @+1 {{'stablehlo.cholesky' op failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// (C3) dim(a, -2) = dim(a, -1).
func.func @cholesky_c3_square(%a: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+2 {{(C3) minor dimensions of 'a' must have equal size, got shape 2, 3, 4.}}
  // expected-error @+1 {{'stablehlo.cholesky' op failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// (C1) baseline_element_type(a) = baseline_element_type(b).
func.func @triangular_solve_c1_element_types(%a: tensor<3x3xf32>, %b: tensor<3x3xf64>) -> tensor<3x3xf64> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.triangular_solve' op requires compatible element types for all operands and results; operand #1 has type 'tensor<3x3xf64>', not compatible with operand #0's 'tensor<3x3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf64>) -> tensor<3x3xf64>
  return %0 : tensor<3x3xf64>
}

// -----

// (C2) 2 <= rank(a) = rank(b).
func.func @triangular_solve_c2_rank(%a: tensor<3x3xf32>, %b: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  // expected-error @+2 {{(C2) operands must have equal rank, but got 'tensor<3x3xf32>' and 'tensor<2x3x3xf32>'}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// (C3) the batch dimensions, shape(a)[:-2] = shape(b)[:-2].
func.func @triangular_solve_c3_batch(%a: tensor<2x5x3x3xf32>, %b: tensor<4x5x3x3xf32>) -> tensor<4x5x3x3xf32> {
  // expected-error @+2 {{(C3) batch dimensions of the operands must be compatible, but got 'tensor<2x5x3x3xf32>' and 'tensor<4x5x3x3xf32>'}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x5x3x3xf32>, tensor<4x5x3x3xf32>) -> tensor<4x5x3x3xf32>
  return %0 : tensor<4x5x3x3xf32>
}

// -----

// (C3) dim(a, -1) = dim(b, -2) when left_side.
func.func @triangular_solve_c3_left_side(%a: tensor<3x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{(C3) shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<3x3xf32>' and 'tensor<4x3xf32>' (left_side = true)}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// (C3) dim(a, -1) = dim(b, -1) when not left_side.
func.func @triangular_solve_c3_right_side(%a: tensor<3x3xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{(C3) shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<3x3xf32>' and 'tensor<3x4xf32>' (left_side = false)}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// (C3) dim(a, -2) = dim(a, -1).
func.func @triangular_solve_c3_square(%a: tensor<3x4xf32>, %b: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+2 {{(C3) two minor dimensions of operand 'a' must be compatible, but got 'tensor<3x4xf32>'}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x4xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// (C4) baseline_type(b) = baseline_type(result).
// spec: C4
func.func @triangular_solve_c4_result_type(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x3xf32> {
  // expected-error @+2 {{'stablehlo.triangular_solve' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>'}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// TRANSPOSE_INVALID, a case of the enum that is no transpose option, is
// refused after the shape checks (upstream's check; the spec's enum has no
// such case).
func.func @triangular_solve_transpose_invalid(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{Invalid transpose option value for triangular solve}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// The shapes are checked before the transpose option.
func.func @triangular_solve_transpose_invalid_after_shapes(%a: tensor<3x4xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{(C3) two minor dimensions of operand 'a' must be compatible, but got 'tensor<3x4xf32>'}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>} : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// (C1) size(fft_length) <= rank(operand).
func.func @fft_c1_length_exceeds_rank(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+2 {{(C1) operand rank must not be less than fft rank of 2 for operand of type 'tensor<4xcomplex<f32>>'.}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = FFT, length = [4, 4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// (C2) FFT maps complex to the same complex type.
func.func @fft_c2_fft_needs_complex(%x: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  // expected-error @+2 {{(C2) FFT/IFFT/IRFFT take a complex tensor as input, but is given 'tensor<4xf32>'.}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// RFFT takes f32 or f64 only, as upstream requires (and jaxlib refuses a
// bf16 operand too).
func.func @fft_rfft_bf16(%x: tensor<4xbf16>) -> tensor<3xcomplex<f32>> {
  // spec: C2
  // expected-error @+2 {{(C2) RFFT requires f32 or f64 input type, but is given 'bf16'.}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xbf16>) -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// -----

// (C2) RFFT maps floats to complex.
func.func @fft_c2_rfft_needs_float(%x: tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  // expected-error @+2 {{(C2) RFFT requires f32 or f64 input type, but is given 'complex<f32>'.}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// -----

// (C2) RFFT's result is complex of the operand's float type.
func.func @fft_c2_result_element_type(%x: tensor<4xf32>) -> tensor<3xcomplex<f64>> {
  // expected-error @+2 {{'stablehlo.fft' op inferred type(s) 'tensor<3xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<3xcomplex<f64>>'}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}

// -----

// (C3) 1 <= size(fft_length) <= 3.
func.func @fft_c3_length_size(%x: tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>> {
  // expected-error @+2 {{(C3) rank must be between 1 and 3, but got 4.}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = FFT, length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  return %0 : tensor<2x2x2x2xcomplex<f32>>
}

// -----

// (C4) shape(real)[-size(fft_length):] = fft_length for RFFT's operand.
func.func @fft_c4_real_operand(%x: tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>> {
  // expected-error @+2 {{(C4) RFFT requires innermost dimensions to be compatible with fft_length. Got: 2, 8 but wanted 4.}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
  return %0 : tensor<2x5xcomplex<f32>>
}

// -----

// (C5) IRFFT: dim(operand, -1) = dim(result, -1) / 2 + 1.
func.func @fft_c5_irfft_operand(%x: tensor<4xcomplex<f32>>) -> tensor<8xf32> {
  // expected-error @+2 {{(C5) IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: 4 but fft_length is 8.}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<4xcomplex<f32>>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// (C5) RFFT: dim(result, -1) = dim(operand, -1) / 2 + 1.
func.func @fft_c5_rfft_result(%x: tensor<8xf32>) -> tensor<8xcomplex<f32>> {
  // expected-error @+2 {{'stablehlo.fft' op inferred type(s) 'tensor<5xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<8xcomplex<f32>>'}}
  // expected-error @+1 {{'stablehlo.fft' op failed to infer returned types}}
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// -----

// (C1) element_type(a) = element_type(b).
func.func @rng_c1_parameter_types(%a: tensor<f32>, %b: tensor<f64>, %shape: tensor<2xi64>) -> tensor<3x3xf32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.rng' op failed to verify that all of {a, b, result} have same element type}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<2xi64>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// (C1) element_type(a) = element_type(result).
func.func @rng_c1_result_element_type(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<2xi64>) -> tensor<3x3xf64> {
  // expected-error @+1 {{'stablehlo.rng' op failed to verify that all of {a, b, result} have same element type}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf64>
  return %0 : tensor<3x3xf64>
}

// -----

// (C2) NORMAL needs floating-point parameters.
func.func @rng_c2_normal_needs_float(%a: tensor<i32>, %b: tensor<i32>, %shape: tensor<2xi64>) -> tensor<3x3xi32> {
  // expected-error @+2 {{(C2) mu and sigma must be floats for a NORMAL distribution; got 'i32'}}
  // expected-error @+1 {{'stablehlo.rng' op failed to infer returned types}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

// -----

// (C3) shape(result) = shape, when shape is a constant.
// spec: C3
func.func @rng_c3_constant_shape(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3x3xf32> {
%shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  // expected-error @+2 {{'stablehlo.rng' op inferred type(s) 'tensor<3x4xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>'}}
  // expected-error @+1 {{'stablehlo.rng' op failed to infer returned types}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// (C3) a negative constant size matches no static result dimension (upstream
// compares it as it is; a dynamic result dimension passes, see
// spec_check_shapes.mlir).
// spec: C3
func.func @rng_c3_negative_size_static_result(%a: tensor<f32>, %b: tensor<f32>) -> tensor<4x2xf32> {
  %shape = stablehlo.constant dense<[-1, 2]> : tensor<2xi64>
  // expected-error @+2 {{'stablehlo.rng' op inferred type(s) 'tensor<-1x2xf32>' are incompatible with return type(s) of operation 'tensor<4x2xf32>': (C3) shape holds a negative size, -1, for dimension 0, which is static in the result}}
  // expected-error @+1 {{'stablehlo.rng' op failed to infer returned types}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// (C3) when another dimension differs, the inferred type is printed with the
// negative size as it is, as upstream prints it, though the result's
// dimension 0 is dynamic.
// spec: C3
func.func @rng_c3_negative_size_other_dimension(%a: tensor<f32>, %b: tensor<f32>) -> tensor<?x2xf32> {
  %shape = stablehlo.constant dense<[-1, 3]> : tensor<2xi64>
  // expected-error @+2 {{'stablehlo.rng' op inferred type(s) 'tensor<-1x3xf32>' are incompatible with return type(s) of operation 'tensor<?x2xf32>': (C3) result #0 must have the shape of 'tensor<-1x3xf32>'}}
  // expected-error @+1 {{'stablehlo.rng' op failed to infer returned types}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

// (C3) the same with a rank that differs.
// spec: C3
func.func @rng_c3_negative_size_rank(%a: tensor<f32>, %b: tensor<f32>) -> tensor<?xf32> {
  %shape = stablehlo.constant dense<[-2, -1]> : tensor<2xi64>
  // expected-error @+2 {{'stablehlo.rng' op inferred type(s) 'tensor<-2x-1xf32>' are incompatible with return type(s) of operation 'tensor<?xf32>'}}
  // expected-error @+1 {{'stablehlo.rng' op failed to infer returned types}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// (C1) type(initial_state) = type(output_state); upstream compares the
// shapes only.
func.func @rng_bit_generator_c1_state_type(%s: tensor<2xui64>) -> tensor<3xui64> {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' op (C1) output state shape must be compatible with initial state shape. Got: 'tensor<2xui64>' and 'tensor<3xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<3xui64>, tensor<2x2xui64>)
  return %0#0 : tensor<3xui64>
}

// -----

// (C1) 0 <= feature_index < rank(operand).
func.func @batch_norm_inference_c1_feature_index(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex 2, and rank 2. (C1) feature_index must be in [0, 2)}}
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op failed to infer returned types}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %f, %m, %v) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C2) the same baseline element type.
func.func @batch_norm_inference_c2_element_types(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf64>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op requires compatible element types for all operands and results; operand #2 has type 'tensor<3xf64>', not compatible with operand #0's 'tensor<2x3xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %f, %m, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf64>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C3) size(scale) = dim(operand, feature_index), with every vector of the
// same wrong size.
func.func @batch_norm_inference_c3_feature_count(%o: tensor<2x3xf32>, %s: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C3) expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 2 and the feature count is 3.}}
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op failed to infer returned types}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C3) size(scale) = dim(operand, feature_index).
func.func @batch_norm_inference_c3_scale_size(%o: tensor<2x3xf32>, %s: tensor<2xf32>, %f: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C3) expects single-dimensional operands to have compatible shapes. Got size(scale) = 2 and size(offset) = 3}}
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op failed to infer returned types}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %f, %m, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C4) size(offset) = dim(operand, feature_index).
func.func @batch_norm_inference_c4_offset_size(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<4xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C4) expects single-dimensional operands to have compatible shapes. Got size(scale) = 3 and size(offset) = 4}}
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op failed to infer returned types}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %f, %m, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C5) size(mean) = dim(operand, feature_index).
func.func @batch_norm_inference_c5_mean_size(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>, %m: tensor<1xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C5) expects single-dimensional operands to have compatible shapes. Got size(scale) = 3 and size(mean) = 1}}
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op failed to infer returned types}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %f, %m, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C6) size(variance) = dim(operand, feature_index).
func.func @batch_norm_inference_c6_variance_size(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C6) expects single-dimensional operands to have compatible shapes. Got size(scale) = 3 and size(variance) = 2}}
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op failed to infer returned types}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %f, %m, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C7) baseline_type(operand) = baseline_type(result).
// spec: C7
func.func @batch_norm_inference_c7_result_type(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op requires compatible element types for all operands and results; result #0 has type 'tensor<2x3xf16>', not compatible with operand #0's 'tensor<2x3xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%o, %s, %f, %m, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// (C1) 0 <= feature_index < rank(operand).
func.func @batch_norm_training_c1_feature_index(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex 5, and rank 2. (C1) feature_index must be in [0, 2)}}
  // expected-error @+1 {{'stablehlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 5 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C2) the same baseline element type.
func.func @batch_norm_training_c2_element_types(%o: tensor<2x3xf32>, %s: tensor<3xbf16>, %f: tensor<3xf32>) -> tensor<2x3xf32> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.batch_norm_training' op requires compatible element types for all operands and results; operand #1 has type 'tensor<3xbf16>', not compatible with operand #0's 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xbf16>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C3) size(scale) = dim(operand, feature_index).
func.func @batch_norm_training_c3_scale_size(%o: tensor<2x3xf32>, %s: tensor<4xf32>, %f: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C3) expects single-dimensional operands to have compatible shapes. Got size(scale) = 4 and size(offset) = 3}}
  // expected-error @+1 {{'stablehlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C4) size(offset) = dim(operand, feature_index).
func.func @batch_norm_training_c4_offset_size(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C4) expects single-dimensional operands to have compatible shapes. Got size(scale) = 3 and size(offset) = 2}}
  // expected-error @+1 {{'stablehlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C5) size(batch_mean) = dim(operand, feature_index), by the shape
// function.
// spec: C5
func.func @batch_norm_training_c5_c6_statistics_size(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'stablehlo.batch_norm_training' op inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<2xf32>', 'tensor<3xf32>'}}
  // expected-error @+1 {{'stablehlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C7) baseline_type(output) = baseline_type(operand).
// spec: C7
func.func @batch_norm_training_c7_output_type(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{'stablehlo.batch_norm_training' op inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>', 'tensor<3xf32>', 'tensor<3xf32>'}}
  // expected-error @+1 {{'stablehlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<3x2xf32>
}

// -----

// (C1) 0 <= feature_index < rank(operand).
func.func @batch_norm_grad_c1_feature_index(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex 2, and rank 2. (C1) feature_index must be in [0, 2)}}
  // expected-error @+1 {{'stablehlo.batch_norm_grad' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_grad"(%o, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C2) the same baseline element type.
func.func @batch_norm_grad_c2_element_types(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf16>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.batch_norm_grad' op requires compatible element types for all operands and results; operand #3 has type 'tensor<3xf16>', not compatible with operand #0's 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%o, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf16>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C3) operand and grad_output have the same shape.
func.func @batch_norm_grad_c3_grad_output_shape(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<3x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C3) expects multi-dimensional operands to have compatible shapes. grad_output has type 'tensor<3x3xf32>', but must have the operand's shape ('tensor<2x3xf32>')}}
  // expected-error @+1 {{'stablehlo.batch_norm_grad' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_grad"(%o, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C4) scale, mean and variance have the same shape.
func.func @batch_norm_grad_c4_mean_size(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %m: tensor<2xf32>, %v: tensor<3xf32>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C4) expects single-dimensional operands to have compatible shapes. Got size(scale) = 3 and size(mean) = 2}}
  // expected-error @+1 {{'stablehlo.batch_norm_grad' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_grad"(%o, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// (C5) size(scale) = dim(operand, feature_index).
func.func @batch_norm_grad_c5_scale_size(%o: tensor<2x3xf32>, %s: tensor<4xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C5) expects single-dimensional operands to have compatible shapes. Got size(scale) = 4 and size(mean) = 3}}
  // expected-error @+1 {{'stablehlo.batch_norm_grad' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_grad"(%o, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// batch_norm_training (C6) size(batch_var) = dim(operand, feature_index).
// spec: C6
func.func @batch_norm_training_c6_batch_var_size(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %f: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.batch_norm_training' op inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<4xf32>'}}
  // expected-error @+1 {{'stablehlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>)
  return %0#2 : tensor<4xf32>
}

// -----

// batch_norm_training (C7) with a quantized operand: the output keeps the
// operand's baseline type, so its expressed type cannot change.
// spec: C7
func.func @batch_norm_training_c7_quantized_output(%o: tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, %s: tensor<3x!quant.uniform<i8:f32, 0.5:1>>, %f: tensor<3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x3x!quant.uniform<i8:f16, 0.5:1>> {
  // expected-error @+1 {{'stablehlo.batch_norm_training' op requires compatible element types for all operands and results; result #0 has type 'tensor<2x3x!quant.uniform<i8:f16, 5.000000e-01:1>>', not compatible with operand #0's 'tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:1>>'}}
  %0:3 = "stablehlo.batch_norm_training"(%o, %s, %f) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>) -> (tensor<2x3x!quant.uniform<i8:f16, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>)
  return %0#0 : tensor<2x3x!quant.uniform<i8:f16, 0.5:1>>
}

// -----

// batch_norm_grad (C2) grad_output's element type, apart from its shape.
func.func @batch_norm_grad_c2_grad_output_element_type(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x3xf64>) -> tensor<2x3xf32> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.batch_norm_grad' op requires compatible element types for all operands and results; operand #4 has type 'tensor<2x3xf64>', not compatible with operand #0's 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%o, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf64>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// batch_norm_grad (C3) grad_operand has the operand's shape too.
// spec: C3
func.func @batch_norm_grad_c3_grad_operand_shape(%o: tensor<2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{'stablehlo.batch_norm_grad' op inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>', 'tensor<3xf32>', 'tensor<3xf32>'}}
  // expected-error @+1 {{'stablehlo.batch_norm_grad' op failed to infer returned types}}
  %0:3 = "stablehlo.batch_norm_grad"(%o, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<3x2xf32>
}

// -----

// cholesky (C1) baseline_type(a) = baseline_type(result): the shape too.
// spec: C1
func.func @cholesky_c1_result_shape(%a: tensor<2x3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+2 {{'stablehlo.cholesky' op inferred type(s) 'tensor<2x3x3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>'}}
  // expected-error @+1 {{'stablehlo.cholesky' op failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// triangular_solve (C4) the element type of the result is b's.
// spec: C4
func.func @triangular_solve_c4_result_element_type(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf64> {
  // expected-error @+1 {{'stablehlo.triangular_solve' op requires compatible element types for all operands and results; result #0 has type 'tensor<3x2xf64>', not compatible with operand #0's 'tensor<3x3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf64>
  return %0 : tensor<3x2xf64>
}

// -----

// rng (C3) shape(result) = shape: the rank is size(shape) even when shape is
// not a constant.
// spec: C3
func.func @rng_c3_rank(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<2xi64>) -> tensor<3xf32> {
  // expected-error @+2 {{'stablehlo.rng' op inferred type(s) 'tensor<?x?xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{'stablehlo.rng' op failed to infer returned types}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// triangular_solve (C3) dimension -3 is a batch dimension too: the
// semantics solve a[i0, ..., iR-3, :, :] against b[i0, ..., iR-3, :, :].
func.func @triangular_solve_c3_last_batch_dimension(%a: tensor<2x3x3xf32>, %b: tensor<4x3x3xf32>) -> tensor<4x3x3xf32> {
  // expected-error @+2 {{(C3) batch dimensions of the operands must be compatible, but got 'tensor<2x3x3xf32>' and 'tensor<4x3x3xf32>'}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<4x3x3xf32>) -> tensor<4x3x3xf32>
  return %0 : tensor<4x3x3xf32>
}
