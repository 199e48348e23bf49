// Compendium: misc.
func.func @misc_batch_norm_inference(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<5xf32>) -> tensor<2x3x4x5xf32> {
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, feature_index = 3 : i64}> : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
  return %0 : tensor<2x3x4x5xf32>
}
// -----
func.func @misc_batch_norm_training(%arg0: tensor<4x6x2xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) {
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>)
  return %output, %batch_mean, %batch_var : tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>
}
// -----
func.func @misc_batch_norm_grad(%arg0: tensor<3x2x7xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>, %arg3: tensor<3xf64>, %arg4: tensor<3x2x7xf64>) -> (tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>) {
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 2.500000e-01 : f32, feature_index = 0 : i64}> : (tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x2x7xf64>) -> (tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>)
  return %grad_operand, %grad_scale, %grad_offset : tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>
}
// -----
func.func @misc_cholesky_upper_default(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %arg0 : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
// -----
func.func @misc_cholesky_lower_batched_complex(%arg0: tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>> {
  %0 = stablehlo.cholesky %arg0, lower = true : tensor<2x4x4xcomplex<f64>>
  return %0 : tensor<2x4x4xcomplex<f64>>
}
// -----
func.func @misc_triangular_solve_left_lower_no_transpose(%arg0: tensor<4x4xf32>, %arg1: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @misc_triangular_solve_right_upper_transpose(%arg0: tensor<3x3xf64>, %arg1: tensor<5x3xf64>) -> tensor<5x3xf64> {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<5x3xf64>
  return %0 : tensor<5x3xf64>
}
// -----
func.func @misc_triangular_solve_adjoint_batched(%arg0: tensor<2x3x3xcomplex<f32>>, %arg1: tensor<2x3x1xcomplex<f32>>) -> tensor<2x3x1xcomplex<f32>> {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x1xcomplex<f32>>) -> tensor<2x3x1xcomplex<f32>>
  return %0 : tensor<2x3x1xcomplex<f32>>
}
// -----
func.func @misc_fft_forward_2d(%arg0: tensor<3x8x4xcomplex<f32>>) -> tensor<3x8x4xcomplex<f32>> {
  %0 = stablehlo.fft %arg0, type =  FFT, length = [8, 4] : (tensor<3x8x4xcomplex<f32>>) -> tensor<3x8x4xcomplex<f32>>
  return %0 : tensor<3x8x4xcomplex<f32>>
}
// -----
func.func @misc_fft_inverse(%arg0: tensor<12xcomplex<f64>>) -> tensor<12xcomplex<f64>> {
  %0 = stablehlo.fft %arg0, type =  IFFT, length = [12] : (tensor<12xcomplex<f64>>) -> tensor<12xcomplex<f64>>
  return %0 : tensor<12xcomplex<f64>>
}
// -----
func.func @misc_fft_real_forward(%arg0: tensor<2x10xf32>) -> tensor<2x6xcomplex<f32>> {
  %0 = stablehlo.fft %arg0, type =  RFFT, length = [10] : (tensor<2x10xf32>) -> tensor<2x6xcomplex<f32>>
  return %0 : tensor<2x6xcomplex<f32>>
}
// -----
func.func @misc_fft_real_inverse(%arg0: tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32> {
  %0 = stablehlo.fft %arg0, type =  IRFFT, length = [8] : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// -----
func.func @misc_rng_uniform(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<3x4xf32> {
  %c = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.rng %arg0, %arg1, %c, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
// -----
func.func @misc_rng_normal(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<1xindex>) -> tensor<?xf64> {
  %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution =  NORMAL : (tensor<f64>, tensor<f64>, tensor<1xindex>) -> tensor<?xf64>
  return %0 : tensor<?xf64>
}
// -----
func.func @misc_rng_bit_generator_default(%arg0: tensor<2xui64>) -> (tensor<2xui64>, tensor<5x5xui32>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5x5xui32>)
  return %output_state, %output : tensor<2xui64>, tensor<5x5xui32>
}
// -----
func.func @misc_rng_bit_generator_three_fry(%arg0: tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui64>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui64>)
  return %output_state, %output : tensor<2xui64>, tensor<8xui64>
}
// -----
func.func @misc_rng_bit_generator_philox(%arg0: tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui8>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui8>)
  return %output_state, %output : tensor<3xui64>, tensor<2x3xui8>
}
// -----
func.func @misc_tuple_and_get_tuple_element(%arg0: tensor<2xf32>, %arg1: tensor<i32>, %arg2: !stablehlo.token) -> (tensor<i32>, !stablehlo.token) {
  %0 = stablehlo.tuple %arg0, %arg1, %arg2 : tuple<tensor<2xf32>, tensor<i32>, !stablehlo.token>
  %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<2xf32>, tensor<i32>, !stablehlo.token>) -> tensor<i32>
  %2 = stablehlo.get_tuple_element %0[2] : (tuple<tensor<2xf32>, tensor<i32>, !stablehlo.token>) -> !stablehlo.token
  return %1, %2 : tensor<i32>, !stablehlo.token
}
// -----
func.func @misc_nested_tuple(%arg0: tensor<f32>, %arg1: tensor<3xi8>) -> tuple<tensor<f32>, tuple<tensor<3xi8>, tensor<f32>>> {
  %0 = stablehlo.tuple %arg1, %arg0 : tuple<tensor<3xi8>, tensor<f32>>
  %1 = stablehlo.tuple %arg0, %0 : tuple<tensor<f32>, tuple<tensor<3xi8>, tensor<f32>>>
  return %1 : tuple<tensor<f32>, tuple<tensor<3xi8>, tensor<f32>>>
}
// -----
func.func @misc_empty_tuple() -> tuple<> {
  %0 = stablehlo.tuple  : tuple<>
  return %0 : tuple<>
}
// -----
func.func @misc_constant_splat_f32() -> tensor<2x3xf32> {
  %cst = stablehlo.constant dense<1.500000e+00> : tensor<2x3xf32>
  return %cst : tensor<2x3xf32>
}
// -----
func.func @misc_constant_dense_i32() -> tensor<2x2xi32> {
  %c = stablehlo.constant dense<[[1, -2], [2147483647, -2147483648]]> : tensor<2x2xi32>
  return %c : tensor<2x2xi32>
}
// -----
func.func @misc_constant_bool_patterns() -> (tensor<i1>, tensor<10xi1>, tensor<4xi1>, tensor<3xi1>) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<[true, false, false, true, true, true, false, true, false, true]> : tensor<10xi1>
  %c_1 = stablehlo.constant dense<false> : tensor<4xi1>
  %c_2 = stablehlo.constant dense<true> : tensor<3xi1>
  return %c, %c_0, %c_1, %c_2 : tensor<i1>, tensor<10xi1>, tensor<4xi1>, tensor<3xi1>
}
// -----
func.func @misc_constant_complex() -> tensor<2xcomplex<f32>> {
  %cst = stablehlo.constant dense<[(1.000000e+00,-2.000000e+00), (0.000000e+00,5.000000e-01)]> : tensor<2xcomplex<f32>>
  return %cst : tensor<2xcomplex<f32>>
}
// -----
func.func @misc_constant_special_floats() -> tensor<4xf64> {
  %cst = stablehlo.constant dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, -0.000000e+00]> : tensor<4xf64>
  return %cst : tensor<4xf64>
}
// -----
func.func @misc_constant_empty_and_scalar() -> (tensor<0xf32>, tensor<2x0xi64>, tensor<ui16>) {
  %cst = stablehlo.constant dense<> : tensor<0xf32>
  %c = stablehlo.constant dense<> : tensor<2x0xi64>
  %c_0 = stablehlo.constant dense<65535> : tensor<ui16>
  return %cst, %c, %c_0 : tensor<0xf32>, tensor<2x0xi64>, tensor<ui16>
}
// -----
func.func @misc_constant_small_ints() -> (tensor<3xi4>, tensor<2xui4>, tensor<2xi8>) {
  %c = stablehlo.constant dense<[-8, 0, 7]> : tensor<3xi4>
  %c_0 = stablehlo.constant dense<[0, 15]> : tensor<2xui4>
  %c_1 = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
  return %c, %c_0, %c_1 : tensor<3xi4>, tensor<2xui4>, tensor<2xi8>
}
// -----
func.func @misc_constant_half_types() -> (tensor<2xf16>, tensor<2xbf16>) {
  %cst = stablehlo.constant dense<[6.550400e+04, -1.000000e+00]> : tensor<2xf16>
  %cst_0 = stablehlo.constant dense<[3.140630e+00, 9.999220e+09]> : tensor<2xbf16>
  return %cst, %cst_0 : tensor<2xf16>, tensor<2xbf16>
}
// -----
func.func public @misc_func_arg_res_attrs(%arg0: tensor<4xf32> {cmp.index = 0 : i64, stablehlo.note = "input"}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {stablehlo.note = "output"}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func private @misc_func_private_declaration(tensor<2xf32>) -> tensor<2xf32>
// -----
func.func @misc_func_discardable_attrs(%arg0: tensor<3xf32>) -> tensor<3xf32> attributes {cmp.flag = false, cmp.frontend = {level = 2 : i32, tag = "A"}} {
  %0 = stablehlo.negate %arg0 {cmp.op_note = "keep me", mhlo.sharding = "{replicated}"} : tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @misc_func_no_args_no_results() {
  return
}
// -----
func.func @misc_func_many_results(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<f32>, tensor<f32>) {
  return %arg1, %arg0, %arg0 : tensor<i32>, tensor<f32>, tensor<f32>
}
