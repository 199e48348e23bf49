// Pretty-form round trip of the elementwise ops, and the same program read
// back from the generic form. FileCheck runs with --strict-whitespace: the
// spacing must be exactly what upstream StableHLO prints.
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @unary_abs
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<3xi32>
func.func @unary_abs(%arg0: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.abs %arg0 : tensor<3xi32>
  return %0 : tensor<3xi32>
}

// CHECK-LABEL: func.func @unary_cbrt
// CHECK-NEXT: %0 = stablehlo.cbrt %arg0 : tensor<4xf64>
func.func @unary_cbrt(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.cbrt %arg0 : tensor<4xf64>
  return %0 : tensor<4xf64>
}

// CHECK-LABEL: func.func @unary_ceil
// CHECK-NEXT: %0 = stablehlo.ceil %arg0 : tensor<5xf32>
func.func @unary_ceil(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.ceil %arg0 : tensor<5xf32>
  return %0 : tensor<5xf32>
}

// CHECK-LABEL: func.func @unary_count_leading_zeros
// CHECK-NEXT: %0 = stablehlo.count_leading_zeros %arg0 : tensor<2x2xi64>
func.func @unary_count_leading_zeros(%arg0: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @unary_cosine
// CHECK-NEXT: %0 = stablehlo.cosine %arg0 : tensor<2xf32>
func.func @unary_cosine(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.cosine %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @unary_exponential
// CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<2x2xf64>
func.func @unary_exponential(%arg0: tensor<2x2xf64>) -> tensor<2x2xf64> {
  %0 = stablehlo.exponential %arg0 : tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// CHECK-LABEL: func.func @unary_exponential_minus_one
// CHECK-NEXT: %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xf64>
func.func @unary_exponential_minus_one(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @unary_floor
// CHECK-NEXT: %0 = stablehlo.floor %arg0 : tensor<2xbf16>
func.func @unary_floor(%arg0: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = stablehlo.floor %arg0 : tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @unary_log
// CHECK-NEXT: %0 = stablehlo.log %arg0 : tensor<2x2xcomplex<f64>>
func.func @unary_log(%arg0: tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>> {
  %0 = stablehlo.log %arg0 : tensor<2x2xcomplex<f64>>
  return %0 : tensor<2x2xcomplex<f64>>
}

// CHECK-LABEL: func.func @unary_log_plus_one
// CHECK-NEXT: %0 = stablehlo.log_plus_one %arg0 : tensor<5xf16>
func.func @unary_log_plus_one(%arg0: tensor<5xf16>) -> tensor<5xf16> {
  %0 = stablehlo.log_plus_one %arg0 : tensor<5xf16>
  return %0 : tensor<5xf16>
}

// CHECK-LABEL: func.func @unary_logistic
// CHECK-NEXT: %0 = stablehlo.logistic %arg0 : tensor<2x2xf64>
func.func @unary_logistic(%arg0: tensor<2x2xf64>) -> tensor<2x2xf64> {
  %0 = stablehlo.logistic %arg0 : tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// CHECK-LABEL: func.func @unary_not
// CHECK-NEXT: %0 = stablehlo.not %arg0 : tensor<5x3x1xi1>
func.func @unary_not(%arg0: tensor<5x3x1xi1>) -> tensor<5x3x1xi1> {
  %0 = stablehlo.not %arg0 : tensor<5x3x1xi1>
  return %0 : tensor<5x3x1xi1>
}

// CHECK-LABEL: func.func @unary_negate
// CHECK-NEXT: %0 = stablehlo.negate %arg0 : tensor<2x3xui8>
func.func @unary_negate(%arg0: tensor<2x3xui8>) -> tensor<2x3xui8> {
  %0 = stablehlo.negate %arg0 : tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// CHECK-LABEL: func.func @unary_popcnt
// CHECK-NEXT: %0 = stablehlo.popcnt %arg0 : tensor<4xui64>
func.func @unary_popcnt(%arg0: tensor<4xui64>) -> tensor<4xui64> {
  %0 = stablehlo.popcnt %arg0 : tensor<4xui64>
  return %0 : tensor<4xui64>
}

// CHECK-LABEL: func.func @unary_round_nearest_afz
// CHECK-NEXT: %0 = stablehlo.round_nearest_afz %arg0 : tensor<5xf64>
func.func @unary_round_nearest_afz(%arg0: tensor<5xf64>) -> tensor<5xf64> {
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<5xf64>
  return %0 : tensor<5xf64>
}

// CHECK-LABEL: func.func @unary_round_nearest_even
// CHECK-NEXT: %0 = stablehlo.round_nearest_even %arg0 : tensor<5xf8E4M3FN>
func.func @unary_round_nearest_even(%arg0: tensor<5xf8E4M3FN>) -> tensor<5xf8E4M3FN> {
  %0 = stablehlo.round_nearest_even %arg0 : tensor<5xf8E4M3FN>
  return %0 : tensor<5xf8E4M3FN>
}

// CHECK-LABEL: func.func @unary_rsqrt
// CHECK-NEXT: %0 = stablehlo.rsqrt %arg0 : tensor<2x2xf32>
func.func @unary_rsqrt(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.rsqrt %arg0 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @unary_sign
// CHECK-NEXT: %0 = stablehlo.sign %arg0 : tensor<5xi4>
func.func @unary_sign(%arg0: tensor<5xi4>) -> tensor<5xi4> {
  %0 = stablehlo.sign %arg0 : tensor<5xi4>
  return %0 : tensor<5xi4>
}

// CHECK-LABEL: func.func @unary_sine
// CHECK-NEXT: %0 = stablehlo.sine %arg0 : tensor<2xcomplex<f32>>
func.func @unary_sine(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.sine %arg0 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @unary_sqrt
// CHECK-NEXT: %0 = stablehlo.sqrt %arg0 : tensor<2x2xf32>
func.func @unary_sqrt(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.sqrt %arg0 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @unary_tan
// CHECK-NEXT: %0 = stablehlo.tan %arg0 : tensor<2x2xf64>
func.func @unary_tan(%arg0: tensor<2x2xf64>) -> tensor<2x2xf64> {
  %0 = stablehlo.tan %arg0 : tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// CHECK-LABEL: func.func @unary_tanh
// CHECK-NEXT: %0 = stablehlo.tanh %arg0 : tensor<2xf32>
func.func @unary_tanh(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @binary_add
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : tensor<2x2xi32>
func.func @binary_add(%arg0: tensor<2x2xi32>, %arg1: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func.func @binary_and
// CHECK-NEXT: %0 = stablehlo.and %arg0, %arg1 : tensor<2x2xi32>
func.func @binary_and(%arg0: tensor<2x2xi32>, %arg1: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = stablehlo.and %arg0, %arg1 : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func.func @binary_atan2
// CHECK-NEXT: %0 = stablehlo.atan2 %arg0, %arg1 : tensor<3xf64>
func.func @binary_atan2(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<3xf64> {
  %0 = stablehlo.atan2 %arg0, %arg1 : tensor<3xf64>
  return %0 : tensor<3xf64>
}

// CHECK-LABEL: func.func @binary_divide
// CHECK-NEXT: %0 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
func.func @binary_divide(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @binary_maximum
// CHECK-NEXT: %0 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
func.func @binary_maximum(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @binary_minimum
// CHECK-NEXT: %0 = stablehlo.minimum %arg0, %arg1 : tensor<4xi1>
func.func @binary_minimum(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.minimum %arg0, %arg1 : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// CHECK-LABEL: func.func @binary_multiply
// CHECK-NEXT: %0 = stablehlo.multiply %arg0, %arg1 : tensor<2xi32>
func.func @binary_multiply(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @binary_or
// CHECK-NEXT: %0 = stablehlo.or %arg0, %arg1 : tensor<2xi1>
func.func @binary_or(%arg0: tensor<2xi1>, %arg1: tensor<2xi1>) -> tensor<2xi1> {
  %0 = stablehlo.or %arg0, %arg1 : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @binary_power
// CHECK-NEXT: %0 = stablehlo.power %arg0, %arg1 : tensor<6xf64>
func.func @binary_power(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
  %0 = stablehlo.power %arg0, %arg1 : tensor<6xf64>
  return %0 : tensor<6xf64>
}

// CHECK-LABEL: func.func @binary_remainder
// CHECK-NEXT: %0 = stablehlo.remainder %arg0, %arg1 : tensor<4xi64>
func.func @binary_remainder(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.remainder %arg0, %arg1 : tensor<4xi64>
  return %0 : tensor<4xi64>
}

// CHECK-LABEL: func.func @binary_shift_left
// CHECK-NEXT: %0 = stablehlo.shift_left %arg0, %arg1 : tensor<3xi64>
func.func @binary_shift_left(%arg0: tensor<3xi64>, %arg1: tensor<3xi64>) -> tensor<3xi64> {
  %0 = stablehlo.shift_left %arg0, %arg1 : tensor<3xi64>
  return %0 : tensor<3xi64>
}

// CHECK-LABEL: func.func @binary_shift_right_arithmetic
// CHECK-NEXT: %0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<3xi64>
func.func @binary_shift_right_arithmetic(%arg0: tensor<3xi64>, %arg1: tensor<3xi64>) -> tensor<3xi64> {
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<3xi64>
  return %0 : tensor<3xi64>
}

// CHECK-LABEL: func.func @binary_shift_right_logical
// CHECK-NEXT: %0 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<3xui2>
func.func @binary_shift_right_logical(%arg0: tensor<3xui2>, %arg1: tensor<3xui2>) -> tensor<3xui2> {
  %0 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<3xui2>
  return %0 : tensor<3xui2>
}

// CHECK-LABEL: func.func @binary_subtract
// CHECK-NEXT: %0 = stablehlo.subtract %arg0, %arg1 : tensor<2xcomplex<f32>>
func.func @binary_subtract(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @binary_xor
// CHECK-NEXT: %0 = stablehlo.xor %arg0, %arg1 : tensor<2xi32>
func.func @binary_xor(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.xor %arg0, %arg1 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// GENERIC-LABEL: sym_name = "generic_forms"
// GENERIC: = "stablehlo.add"(%{{.*}}, %{{.*}}) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC: = "stablehlo.cosine"(%{{.*}}) <{result_accuracy = #stablehlo.result_accuracy<rtol = 5.000000e-01, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<2xf32>) -> tensor<2xf32>
// GENERIC: = "stablehlo.convert"(%{{.*}}) : (tensor<2xf32>) -> tensor<2xi32>
func.func @generic_forms(%arg0: tensor<2xf32>) -> tensor<2xi32> {
  %0 = "stablehlo.add"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "stablehlo.cosine"(%0) <{result_accuracy = #stablehlo.result_accuracy<rtol = 0.5, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "stablehlo.convert"(%1) : (tensor<2xf32>) -> tensor<2xi32>
  return %2 : tensor<2xi32>
}

// The 12 transcendental ops take an optional result_accuracy; the default
// (mode DEFAULT, no tolerances) is not printed, zero fields are omitted.
// CHECK-LABEL: func.func @result_accuracy
// CHECK-NEXT: %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<8x16xf32>
// CHECK-NEXT: %1 = stablehlo.exponential %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %2 = stablehlo.exponential %1 : tensor<8x16xf32>
// CHECK-NEXT: %3 = stablehlo.cbrt %2 {result_accuracy = #stablehlo.result_accuracy<atol = 2.000000e+00, rtol = 2.500000e-01, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<8x16xf32>
// CHECK-NEXT: %4 = stablehlo.cosine %3 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<8x16xf32>
// CHECK-NEXT: %5 = stablehlo.exponential_minus_one %4 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %6 = stablehlo.log %5 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %7 = stablehlo.log_plus_one %6 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %8 = stablehlo.logistic %7 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %9 = stablehlo.rsqrt %8 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %10 = stablehlo.sine %9 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %11 = stablehlo.sqrt %10 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %12 = stablehlo.tan %11 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK-NEXT: %13 = stablehlo.tanh %12 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
func.func @result_accuracy(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<8x16xf32>
  %1 = stablehlo.exponential %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %2 = stablehlo.exponential %1 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<8x16xf32>
  %3 = stablehlo.cbrt %2 {result_accuracy = #stablehlo.result_accuracy<atol = 2.0, rtol = 0.25, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<8x16xf32>
  %4 = stablehlo.cosine %3 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<8x16xf32>
  %5 = stablehlo.exponential_minus_one %4 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %6 = stablehlo.log %5 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %7 = stablehlo.log_plus_one %6 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %8 = stablehlo.logistic %7 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %9 = stablehlo.rsqrt %8 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %10 = stablehlo.sine %9 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %11 = stablehlo.sqrt %10 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %12 = stablehlo.tan %11 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %13 = stablehlo.tanh %12 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  return %13 : tensor<8x16xf32>
}

// Discardable attributes print in the attribute dictionary.
// CHECK-LABEL: func.func @discardable_attribute
// CHECK-NEXT: %0 = stablehlo.cosine %arg0 {some.unregistered_attr = 1 : i32} : tensor<f32>
func.func @discardable_attribute(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.cosine %arg0 {some.unregistered_attr = 1 : i32} : tensor<f32>
  return %0 : tensor<f32>
}

// Ops whose result element type differs from the operand's print a
// functional type.
// CHECK-LABEL: func.func @element_type_changing
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT: %1 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT: %2 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT: %3 = stablehlo.real %0 : tensor<2xf32>
// CHECK-NEXT: %4 = stablehlo.imag %1 : tensor<2xf32>
// CHECK-NEXT: %5 = stablehlo.is_finite %2 : (tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT: %6 = stablehlo.convert %arg1 : (tensor<2xi32>) -> tensor<2xcomplex<f64>>
// CHECK-NEXT: %7 = stablehlo.convert %arg1 : tensor<2xi32>
// CHECK-NEXT: %8 = stablehlo.complex %3, %4 : tensor<2xcomplex<f32>>
// CHECK-NEXT: %9 = stablehlo.abs %3 : tensor<2xf32>
func.func @element_type_changing(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xi32>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.abs %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %1 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %3 = stablehlo.real %0 : tensor<2xf32>
  %4 = stablehlo.imag %1 : (tensor<2xf32>) -> tensor<2xf32>
  %5 = stablehlo.is_finite %2 : (tensor<2xf32>) -> tensor<2xi1>
  %6 = stablehlo.convert %arg1 : (tensor<2xi32>) -> tensor<2xcomplex<f64>>
  %7 = stablehlo.convert %arg1 : tensor<2xi32>
  %8 = stablehlo.complex %3, %4 : tensor<2xcomplex<f32>>
  %9 = stablehlo.abs %3 : tensor<2xf32>
  return %8 : tensor<2xcomplex<f32>>
}

// Operand and result types need only be compatible: dynamic dimensions and
// bounds may differ from static sizes, and then the functional type prints.
// CHECK-LABEL: func.func @dynamic_and_bounded
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : (tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %1 = stablehlo.negate %arg2 : tensor<?xf32, #stablehlo.bounds<4>>
// CHECK-NEXT: %2 = stablehlo.multiply %arg2, %arg3 : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %3 = stablehlo.abs %arg0 : (tensor<?x2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %4 = stablehlo.complex %arg2, %arg2 : tensor<?xcomplex<f32>, #stablehlo.bounds<4>>
func.func @dynamic_and_bounded(%arg0: tensor<?x2xf32>, %arg1: tensor<3x?xf32>, %arg2: tensor<?xf32, #stablehlo.bounds<4>>, %arg3: tensor<3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : (tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.negate %arg2 : tensor<?xf32, #stablehlo.bounds<4>>
  %2 = stablehlo.multiply %arg2, %arg3 : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<3xf32>) -> tensor<3xf32>
  %3 = stablehlo.abs %arg0 : (tensor<?x2xf32>) -> tensor<3x2xf32>
  %4 = stablehlo.complex %arg2, %arg2 : tensor<?xcomplex<f32>, #stablehlo.bounds<4>>
  return %0 : tensor<3x2xf32>
}

// The spec's examples of these ops (operands become arguments) parse and
// verify.

// CHECK-LABEL: func.func @spec_example_abs
func.func @spec_example_abs(%operand: tensor<3xi32>) {
  %result = "stablehlo.abs"(%operand) : (tensor<3xi32>) -> tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_add
func.func @spec_example_add(%lhs: tensor<2x2xi32>, %rhs: tensor<2x2xi32>) {
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_cbrt
func.func @spec_example_cbrt(%operand: tensor<4xf64>) {
  %result = "stablehlo.cbrt"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_ceil
func.func @spec_example_ceil(%operand: tensor<5xf32>) {
  %result = "stablehlo.ceil"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_cosine
func.func @spec_example_cosine(%operand: tensor<2x2xf32>) {
  %result = "stablehlo.cosine"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_count_leading_zeros
func.func @spec_example_count_leading_zeros(%operand: tensor<2x2xi64>) {
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<2x2xi64>) -> tensor<2x2xi64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_divide
func.func @spec_example_divide(%lhs: tensor<4xf32>, %rhs: tensor<4xf32>) {
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_exponential
func.func @spec_example_exponential(%operand: tensor<2x2xf64>) {
  %result = "stablehlo.exponential"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_exponential_minus_one
func.func @spec_example_exponential_minus_one(%operand: tensor<2xf64>) {
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<2xf64>) -> tensor<2xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_floor
func.func @spec_example_floor(%operand: tensor<5xf32>) {
  %result = "stablehlo.floor"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_is_finite
func.func @spec_example_is_finite(%x: tensor<7xf64>) {
  %y = "stablehlo.is_finite"(%x) : (tensor<7xf64>) -> tensor<7xi1>
  func.return
}

// CHECK-LABEL: func.func @spec_example_log
func.func @spec_example_log(%operand: tensor<2x2xf64>) {
  %result = "stablehlo.log"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_log_plus_one
func.func @spec_example_log_plus_one(%operand: tensor<5xf64>) {
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_logistic
func.func @spec_example_logistic(%operand: tensor<2x2xf64>) {
  %result = "stablehlo.logistic"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_negate_1
func.func @spec_example_negate_1(%operand: tensor<2xi32>) {
  %result = "stablehlo.negate"(%operand) : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_negate_2
func.func @spec_example_negate_2(%operand: tensor<1xcomplex<f32>>) {
  %result = "stablehlo.negate"(%operand) : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @spec_example_not_1
func.func @spec_example_not_1(%operand: tensor<2x2xi32>) {
  %result = "stablehlo.not"(%operand) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_not_2
func.func @spec_example_not_2(%operand: tensor<2xi1>) {
  %result = "stablehlo.not"(%operand) : (tensor<2xi1>) -> tensor<2xi1>
  func.return
}

// CHECK-LABEL: func.func @spec_example_popcnt
func.func @spec_example_popcnt(%operand: tensor<4xi64>) {
  %result = "stablehlo.popcnt"(%operand) : (tensor<4xi64>) -> tensor<4xi64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_rsqrt
func.func @spec_example_rsqrt(%operand: tensor<2x2xf32>) {
  %result = "stablehlo.rsqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_sign
func.func @spec_example_sign(%operand: tensor<5xf64>) {
  %result = "stablehlo.sign"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_sine
func.func @spec_example_sine(%operand: tensor<2x2xf32>) {
  %result = "stablehlo.sine"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_sqrt
func.func @spec_example_sqrt(%operand: tensor<2x2xf32>) {
  %result = "stablehlo.sqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_tan
func.func @spec_example_tan(%operand: tensor<2x2xf64>) {
  %result = "stablehlo.tan"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_tanh
func.func @spec_example_tanh(%operand: tensor<3xf32>) {
  %result = "stablehlo.tanh"(%operand) : (tensor<3xf32>) -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_round_nearest_afz
func.func @spec_example_round_nearest_afz(%operand: tensor<5xf64>) {
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_round_nearest_even
func.func @spec_example_round_nearest_even(%operand: tensor<5xf64>) {
  %result = "stablehlo.round_nearest_even"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_complex
func.func @spec_example_complex(%lhs: tensor<2xf64>, %rhs: tensor<2xf64>) {
  %result = "stablehlo.complex"(%lhs, %rhs) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  func.return
}

// CHECK-LABEL: func.func @spec_example_imag
func.func @spec_example_imag(%operand: tensor<2xcomplex<f32>>) {
  %result = "stablehlo.imag"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_real
func.func @spec_example_real(%operand: tensor<2xcomplex<f32>>) {
  %result = "stablehlo.real"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_reduce_precision
func.func @spec_example_reduce_precision(%operand: tensor<6xf64>) {
  %output = "stablehlo.reduce_precision"(%operand) {
    exponent_bits = 5 : i32,
    mantissa_bits = 10 : i32
  } : (tensor<6xf64>) -> tensor<6xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_uniform_dequantize
func.func @spec_example_uniform_dequantize(%operand: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) {
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xf32>
  func.return
}

// Edge cases of the constraints: the valid programs closest to each limit.

// CHECK-LABEL: func.func @edge_result_types_up_to_dynamism
func.func @edge_result_types_up_to_dynamism(%x: tensor<2xf32>, %c: tensor<2xcomplex<f64>>, %q: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) {
  // (C1) of the unary ops, abs, real, imag, is_finite, complex and
  // uniform_dequantize: a dynamic result dimension is compatible.
  %0 = stablehlo.sine %x : (tensor<2xf32>) -> tensor<?xf32>
  %1 = stablehlo.abs %c : (tensor<2xcomplex<f64>>) -> tensor<?xf64>
  %2 = stablehlo.real %c : (tensor<2xcomplex<f64>>) -> tensor<?xf64, #stablehlo.bounds<2>>
  %3 = stablehlo.imag %x : (tensor<2xf32>) -> tensor<2xf32>
  %4 = stablehlo.is_finite %x : (tensor<2xf32>) -> tensor<?xi1>
  %5 = stablehlo.complex %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xcomplex<f32>>
  %6 = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<?xf32>
  %7 = stablehlo.divide %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xf32>
  func.return
}

// CHECK-LABEL: func.func @edge_baseline_types
func.func @edge_baseline_types(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // (C1) baseline_type: scales and zero points of the result may differ.
  %0 = stablehlo.negate %x : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.25:3>>
  %1 = stablehlo.abs %x : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.25:3>>
  %2 = stablehlo.reduce_precision %x, format = e5m10 : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:0>>
  func.return
}

// CHECK-LABEL: func.func @edge_add_per_axis
func.func @edge_add_per_axis(%a: tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>, %b: tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) {
  // (C5) one per-axis operand makes a per-axis result; (C6), (C7) with that
  // operand's quantization dimension, whichever side it is on.
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.25:1, 0.25:1}>>
  %1 = stablehlo.add %b, %a : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>
  %2 = stablehlo.add %a, %a : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>
  func.return
}

// CHECK-LABEL: func.func @edge_reduce_precision_smallest_format
func.func @edge_reduce_precision_smallest_format(%x: tensor<2xf32>) {
  // (C2) 1 <= exponent_bits; (C3) 0 <= mantissa_bits.
  %0 = stablehlo.reduce_precision %x, format = e1m0 : tensor<2xf32>
  func.return
}
