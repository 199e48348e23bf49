// Compendium: elementwise.
func.func @ew_abs_f32(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.abs %arg0 : tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
// -----
func.func @ew_abs_complex_to_real(%arg0: tensor<6xcomplex<f64>>) -> tensor<6xf64> {
  %0 = stablehlo.abs %arg0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
  return %0 : tensor<6xf64>
}
// -----
func.func @ew_abs_i16(%arg0: tensor<7xi16>) -> tensor<7xi16> {
  %0 = stablehlo.abs %arg0 : tensor<7xi16>
  return %0 : tensor<7xi16>
}
// -----
func.func @ew_add_f32(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @ew_add_i1_bool(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xi1>
  return %0 : tensor<4xi1>
}
// -----
func.func @ew_and_i32(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>) -> tensor<5xi32> {
  %0 = stablehlo.and %arg0, %arg1 : tensor<5xi32>
  return %0 : tensor<5xi32>
}
// -----
func.func @ew_and_pred(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xi1>) -> tensor<2x2xi1> {
  %0 = stablehlo.and %arg0, %arg1 : tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}
// -----
func.func @ew_atan2_f64(%arg0: tensor<9xf64>, %arg1: tensor<9xf64>) -> tensor<9xf64> {
  %0 = stablehlo.atan2 %arg0, %arg1 : tensor<9xf64>
  return %0 : tensor<9xf64>
}
// -----
func.func @ew_atan2_complex(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.atan2 %arg0, %arg1 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
// -----
func.func @ew_cbrt_f32(%arg0: tensor<11xf32>) -> tensor<11xf32> {
  %0 = stablehlo.cbrt %arg0 : tensor<11xf32>
  return %0 : tensor<11xf32>
}
// -----
func.func @ew_ceil_bf16(%arg0: tensor<4x4xbf16>) -> tensor<4x4xbf16> {
  %0 = stablehlo.ceil %arg0 : tensor<4x4xbf16>
  return %0 : tensor<4x4xbf16>
}
// -----
func.func @ew_clamp_scalar_bounds(%arg0: tensor<f32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
func.func @ew_clamp_same_shape(%arg0: tensor<3xi64>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>) -> tensor<3xi64> {
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<3xi64>
  return %0 : tensor<3xi64>
}
// -----
func.func @ew_count_leading_zeros_ui8(%arg0: tensor<10xui8>) -> tensor<10xui8> {
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<10xui8>
  return %0 : tensor<10xui8>
}
// -----
func.func @ew_complex_from_parts(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.complex %arg0, %arg1 : tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}
// -----
func.func @ew_cosine_f16(%arg0: tensor<6xf16>) -> tensor<6xf16> {
  %0 = stablehlo.cosine %arg0 : tensor<6xf16>
  return %0 : tensor<6xf16>
}
// -----
func.func @ew_divide_i32(%arg0: tensor<2x2xi32>, %arg1: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = stablehlo.divide %arg0, %arg1 : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
// -----
func.func @ew_divide_f64(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> tensor<5xf64> {
  %0 = stablehlo.divide %arg0, %arg1 : tensor<5xf64>
  return %0 : tensor<5xf64>
}
// -----
func.func @ew_exponential_f32(%arg0: tensor<12xf32>) -> tensor<12xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<12xf32>
  return %0 : tensor<12xf32>
}
// -----
func.func @ew_exponential_minus_one_f32(%arg0: tensor<1x7xf32>) -> tensor<1x7xf32> {
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<1x7xf32>
  return %0 : tensor<1x7xf32>
}
// -----
func.func @ew_floor_f64(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
  %0 = stablehlo.floor %arg0 : tensor<3x3xf64>
  return %0 : tensor<3x3xf64>
}
// -----
func.func @ew_imag_complex(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xf32> {
  %0 = stablehlo.imag %arg0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_is_finite_f32(%arg0: tensor<2x8xf32>) -> tensor<2x8xi1> {
  %0 = stablehlo.is_finite %arg0 : (tensor<2x8xf32>) -> tensor<2x8xi1>
  return %0 : tensor<2x8xi1>
}
// -----
func.func @ew_log_f32(%arg0: tensor<13xf32>) -> tensor<13xf32> {
  %0 = stablehlo.log %arg0 : tensor<13xf32>
  return %0 : tensor<13xf32>
}
// -----
func.func @ew_log_plus_one_f64(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.log_plus_one %arg0 : tensor<2xf64>
  return %0 : tensor<2xf64>
}
// -----
func.func @ew_logistic_f32(%arg0: tensor<5x1xf32>) -> tensor<5x1xf32> {
  %0 = stablehlo.logistic %arg0 : tensor<5x1xf32>
  return %0 : tensor<5x1xf32>
}
// -----
func.func @ew_maximum_i8(%arg0: tensor<6xi8>, %arg1: tensor<6xi8>) -> tensor<6xi8> {
  %0 = stablehlo.maximum %arg0, %arg1 : tensor<6xi8>
  return %0 : tensor<6xi8>
}
// -----
func.func @ew_minimum_f32(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
  %0 = stablehlo.minimum %arg0, %arg1 : tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
func.func @ew_multiply_ui32(%arg0: tensor<3x2xui32>, %arg1: tensor<3x2xui32>) -> tensor<3x2xui32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<3x2xui32>
  return %0 : tensor<3x2xui32>
}
// -----
func.func @ew_negate_i64(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.negate %arg0 : tensor<4xi64>
  return %0 : tensor<4xi64>
}
// -----
func.func @ew_not_ui16(%arg0: tensor<9xui16>) -> tensor<9xui16> {
  %0 = stablehlo.not %arg0 : tensor<9xui16>
  return %0 : tensor<9xui16>
}
// -----
func.func @ew_not_pred(%arg0: tensor<3xi1>) -> tensor<3xi1> {
  %0 = stablehlo.not %arg0 : tensor<3xi1>
  return %0 : tensor<3xi1>
}
// -----
func.func @ew_or_i8(%arg0: tensor<2x4xi8>, %arg1: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %0 = stablehlo.or %arg0, %arg1 : tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
// -----
func.func @ew_popcnt_i64(%arg0: tensor<16xi64>) -> tensor<16xi64> {
  %0 = stablehlo.popcnt %arg0 : tensor<16xi64>
  return %0 : tensor<16xi64>
}
// -----
func.func @ew_power_f32(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
  %0 = stablehlo.power %arg0, %arg1 : tensor<7xf32>
  return %0 : tensor<7xf32>
}
// -----
func.func @ew_power_i32(%arg0: tensor<7xi32>, %arg1: tensor<7xi32>) -> tensor<7xi32> {
  %0 = stablehlo.power %arg0, %arg1 : tensor<7xi32>
  return %0 : tensor<7xi32>
}
// -----
func.func @ew_real_complex(%arg0: tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64> {
  %0 = stablehlo.real %arg0 : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}
// -----
func.func @ew_remainder_f32(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
  %0 = stablehlo.remainder %arg0, %arg1 : tensor<10xf32>
  return %0 : tensor<10xf32>
}
// -----
func.func @ew_remainder_ui64(%arg0: tensor<10xui64>, %arg1: tensor<10xui64>) -> tensor<10xui64> {
  %0 = stablehlo.remainder %arg0, %arg1 : tensor<10xui64>
  return %0 : tensor<10xui64>
}
// -----
func.func @ew_round_nearest_afz_f32(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
func.func @ew_round_nearest_even_f16(%arg0: tensor<8xf16>) -> tensor<8xf16> {
  %0 = stablehlo.round_nearest_even %arg0 : tensor<8xf16>
  return %0 : tensor<8xf16>
}
// -----
func.func @ew_rsqrt_f32(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.rsqrt %arg0 : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
// -----
func.func @ew_select_scalar_pred(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_select_elementwise_pred(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
// -----
func.func @ew_shift_left_i32(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
  %0 = stablehlo.shift_left %arg0, %arg1 : tensor<6xi32>
  return %0 : tensor<6xi32>
}
// -----
func.func @ew_shift_right_arithmetic_i16(%arg0: tensor<6xi16>, %arg1: tensor<6xi16>) -> tensor<6xi16> {
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<6xi16>
  return %0 : tensor<6xi16>
}
// -----
func.func @ew_shift_right_logical_ui32(%arg0: tensor<6xui32>, %arg1: tensor<6xui32>) -> tensor<6xui32> {
  %0 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<6xui32>
  return %0 : tensor<6xui32>
}
// -----
func.func @ew_sign_f32(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.sign %arg0 : tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @ew_sign_i32(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = stablehlo.sign %arg0 : tensor<5xi32>
  return %0 : tensor<5xi32>
}
// -----
func.func @ew_sine_f32(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.sine %arg0 : tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
// -----
func.func @ew_sqrt_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.sqrt %arg0 : tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @ew_subtract_i8(%arg0: tensor<3xi8>, %arg1: tensor<3xi8>) -> tensor<3xi8> {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<3xi8>
  return %0 : tensor<3xi8>
}
// -----
func.func @ew_tan_f32(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  %0 = stablehlo.tan %arg0 : tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
func.func @ew_tanh_bf16(%arg0: tensor<6xbf16>) -> tensor<6xbf16> {
  %0 = stablehlo.tanh %arg0 : tensor<6xbf16>
  return %0 : tensor<6xbf16>
}
// -----
func.func @ew_xor_ui8(%arg0: tensor<4xui8>, %arg1: tensor<4xui8>) -> tensor<4xui8> {
  %0 = stablehlo.xor %arg0, %arg1 : tensor<4xui8>
  return %0 : tensor<4xui8>
}
// -----
func.func @ew_xor_pred(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.xor %arg0, %arg1 : tensor<4xi1>
  return %0 : tensor<4xi1>
}
// -----
func.func @ew_convert_i32_to_f32(%arg0: tensor<3xi32>) -> tensor<3xf32> {
  %0 = stablehlo.convert %arg0 : (tensor<3xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @ew_convert_f32_to_complex(%arg0: tensor<3xf32>) -> tensor<3xcomplex<f32>> {
  %0 = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}
// -----
func.func @ew_convert_f64_to_pred(%arg0: tensor<2xf64>) -> tensor<2xi1> {
  %0 = stablehlo.convert %arg0 : (tensor<2xf64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
// -----
func.func @ew_bitcast_convert_same_width(%arg0: tensor<4xf32>) -> tensor<4xui32> {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}
// -----
func.func @ew_bitcast_convert_narrowing(%arg0: tensor<3xf64>) -> tensor<3x4xi16> {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf64>) -> tensor<3x4xi16>
  return %0 : tensor<3x4xi16>
}
// -----
func.func @ew_bitcast_convert_widening(%arg0: tensor<5x2xbf16>) -> tensor<5xf32> {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<5x2xbf16>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @ew_reduce_precision_f32(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  %0 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
func.func @ew_reduce_precision_bf16_like(%arg0: tensor<6xf64>) -> tensor<6xf64> {
  %0 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<6xf64>
  return %0 : tensor<6xf64>
}
// -----
func.func @ew_compare_eq_default_type(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare  EQ, %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
// -----
func.func @ew_compare_ne_float(%arg0: tensor<2x2xf64>, %arg1: tensor<2x2xf64>) -> tensor<2x2xi1> {
  %0 = stablehlo.compare  NE, %arg0, %arg1,  FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}
// -----
func.func @ew_compare_ge_signed(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi1> {
  %0 = stablehlo.compare  GE, %arg0, %arg1,  SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}
// -----
func.func @ew_compare_gt_unsigned(%arg0: tensor<3xui16>, %arg1: tensor<3xui16>) -> tensor<3xi1> {
  %0 = stablehlo.compare  GT, %arg0, %arg1,  UNSIGNED : (tensor<3xui16>, tensor<3xui16>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}
// -----
func.func @ew_compare_le_totalorder(%arg0: tensor<5xbf16>, %arg1: tensor<5xbf16>) -> tensor<5xi1> {
  %0 = stablehlo.compare  LE, %arg0, %arg1,  TOTALORDER : (tensor<5xbf16>, tensor<5xbf16>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}
// -----
func.func @ew_compare_lt_pred_unsigned(%arg0: tensor<2xi1>, %arg1: tensor<2xi1>) -> tensor<2xi1> {
  %0 = stablehlo.compare  LT, %arg0, %arg1,  UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
// -----
func.func @ew_compare_eq_complex(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xcomplex<f32>>) -> tensor<2xi1> {
  %0 = stablehlo.compare  EQ, %arg0, %arg1,  FLOAT : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
// -----
func.func @ew_compare_lt_scalar_i64(%arg0: tensor<i64>, %arg1: tensor<i64>) -> tensor<i1> {
  %0 = stablehlo.compare  LT, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %0 : tensor<i1>
}
// -----
func.func @ew_exponential_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_exponential_accuracy_tolerance(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 2.500000e-01, rtol = 1.250000e-01, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_cbrt_accuracy_tolerance_ulps(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_cosine_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_exponential_minus_one_accuracy_atol(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 9.9999999999999995E-7, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @ew_log_accuracy_rtol(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<rtol = 5.000000e-01, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_log_plus_one_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_logistic_accuracy_tolerance(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 3.000000e-03, rtol = 2.000000e-03, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_rsqrt_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_sine_accuracy_ulps(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 4, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_sqrt_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_tan_accuracy_tolerance(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-02, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @ew_tanh_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
