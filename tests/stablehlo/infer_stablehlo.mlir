// Each StableHLO shape function once, through --hlo-test-infer: the types
// shown are what the shape function infers from the operands, attributes and
// regions, which may be more precise than the declared result types (for
// convert and uniform_quantize, only the shape is inferred).
// RUN: stablehlo-opt %s --hlo-test-infer --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @cbrt(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @cbrt(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.cbrt %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @ceil(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @ceil(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.ceil %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @cosine(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @cosine(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.cosine %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @exponential(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @exponential(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.exponential %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @exponential_minus_one(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @exponential_minus_one(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.exponential_minus_one %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @floor(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @floor(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.floor %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @log(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @log(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.log %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @log_plus_one(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @log_plus_one(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.log_plus_one %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @logistic(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @logistic(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.logistic %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @round_nearest_afz(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @round_nearest_afz(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.round_nearest_afz %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @round_nearest_even(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @round_nearest_even(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.round_nearest_even %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @rsqrt(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @rsqrt(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.rsqrt %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @sine(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @sine(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.sine %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @sqrt(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @sqrt(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.sqrt %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @tan(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @tan(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.tan %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @tanh(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>} : (
func.func @tanh(%x: tensor<2x?xf32, #stablehlo.bounds<?, 4>>) {
  %0 = stablehlo.tanh %x : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @count_leading_zeros(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3xi8>} : (
func.func @count_leading_zeros(%x: tensor<3xi8>) {
  %0 = stablehlo.count_leading_zeros %x : (tensor<3xi8>) -> tensor<?xi8>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xi8>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @popcnt(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3xi8>} : (
func.func @popcnt(%x: tensor<3xi8>) {
  %0 = stablehlo.popcnt %x : (tensor<3xi8>) -> tensor<?xi8>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xi8>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @not(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3xi8>} : (
func.func @not(%x: tensor<3xi8>) {
  %0 = stablehlo.not %x : (tensor<3xi8>) -> tensor<?xi8>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xi8>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @negate(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>>} : (
func.func @negate(%x: tensor<3x!quant.uniform<i8:f32, 0.5:1>>) {
  %0 = stablehlo.negate %x : (tensor<3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<3x!quant.uniform<i8:f32, 2.0:-1>>
  "hlo_test_infer.get_return_types"(%0) : (tensor<3x!quant.uniform<i8:f32, 2.0:-1>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @sign(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>>} : (
func.func @sign(%x: tensor<3x!quant.uniform<i8:f32, 0.5:1>>) {
  %0 = stablehlo.sign %x : (tensor<3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<3x!quant.uniform<i8:f32, 2.0:-1>>
  "hlo_test_infer.get_return_types"(%0) : (tensor<3x!quant.uniform<i8:f32, 2.0:-1>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @abs(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xf64>} : (
func.func @abs(%x: tensor<?xcomplex<f64>>) {
  %0 = stablehlo.abs %x : (tensor<?xcomplex<f64>>) -> tensor<?xf64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf64>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @real(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2xf32>} : (
func.func @real(%x: tensor<2xcomplex<f32>>) {
  %0 = stablehlo.real %x : (tensor<2xcomplex<f32>>) -> tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @imag(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2xf32>} : (
func.func @imag(%x: tensor<2xf32>) {
  %0 = stablehlo.imag %x : (tensor<2xf32>) -> tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @is_finite(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x3xi1>} : (
func.func @is_finite(%x: tensor<?x3xf16>) {
  %0 = stablehlo.is_finite %x : (tensor<?x3xf16>) -> tensor<?x?xi1>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi1>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @atan2(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf32>} : (
func.func @atan2(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) {
  %0 = stablehlo.atan2 %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @divide(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi32>} : (
func.func @divide(%a: tensor<?x3xi32>, %b: tensor<2x?xi32>) {
  %0 = stablehlo.divide %a, %b : (tensor<?x3xi32>, tensor<2x?xi32>) -> tensor<?x?xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @maximum(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf32>} : (
func.func @maximum(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) {
  %0 = stablehlo.maximum %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @minimum(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf32>} : (
func.func @minimum(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) {
  %0 = stablehlo.minimum %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @multiply(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi1>} : (
func.func @multiply(%a: tensor<?x3xi1>, %b: tensor<2x?xi1>) {
  %0 = stablehlo.multiply %a, %b : (tensor<?x3xi1>, tensor<2x?xi1>) -> tensor<?x?xi1>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi1>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @power(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf64>} : (
func.func @power(%a: tensor<?x3xf64>, %b: tensor<2x?xf64>) {
  %0 = stablehlo.power %a, %b : (tensor<?x3xf64>, tensor<2x?xf64>) -> tensor<?x?xf64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf64>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @remainder(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi64>} : (
func.func @remainder(%a: tensor<?x3xi64>, %b: tensor<2x?xi64>) {
  %0 = stablehlo.remainder %a, %b : (tensor<?x3xi64>, tensor<2x?xi64>) -> tensor<?x?xi64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi64>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @subtract(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf32>} : (
func.func @subtract(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) {
  %0 = stablehlo.subtract %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @shift_left(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi32>} : (
func.func @shift_left(%a: tensor<?x3xi32>, %b: tensor<2x?xi32>) {
  %0 = stablehlo.shift_left %a, %b : (tensor<?x3xi32>, tensor<2x?xi32>) -> tensor<?x?xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @shift_right_arithmetic(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi32>} : (
func.func @shift_right_arithmetic(%a: tensor<?x3xi32>, %b: tensor<2x?xi32>) {
  %0 = stablehlo.shift_right_arithmetic %a, %b : (tensor<?x3xi32>, tensor<2x?xi32>) -> tensor<?x?xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @shift_right_logical(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xui32>} : (
func.func @shift_right_logical(%a: tensor<?x3xui32>, %b: tensor<2x?xui32>) {
  %0 = stablehlo.shift_right_logical %a, %b : (tensor<?x3xui32>, tensor<2x?xui32>) -> tensor<?x?xui32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xui32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @and(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi1>} : (
func.func @and(%a: tensor<?x3xi1>, %b: tensor<2x?xi1>) {
  %0 = stablehlo.and %a, %b : (tensor<?x3xi1>, tensor<2x?xi1>) -> tensor<?x?xi1>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi1>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @or(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi8>} : (
func.func @or(%a: tensor<?x3xi8>, %b: tensor<2x?xi8>) {
  %0 = stablehlo.or %a, %b : (tensor<?x3xi8>, tensor<2x?xi8>) -> tensor<?x?xi8>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi8>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @xor(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xui8>} : (
func.func @xor(%a: tensor<?x3xui8>, %b: tensor<2x?xui8>) {
  %0 = stablehlo.xor %a, %b : (tensor<?x3xui8>, tensor<2x?xui8>) -> tensor<?x?xui8>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xui8>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @add(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,2.500000e-01:2}>>} : (
func.func @add(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>) {
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>) -> tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 1.0:0}>>
  "hlo_test_infer.get_return_types"(%0) : (tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 1.0:0}>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @complex(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<4xcomplex<f64>>} : (
func.func @complex(%a: tensor<?xf64>, %b: tensor<4xf64>) {
  %0 = stablehlo.complex %a, %b : (tensor<?xf64>, tensor<4xf64>) -> tensor<?xcomplex<f64>>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xcomplex<f64>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @compare(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xi1, #stablehlo.bounds<5>>} : (
func.func @compare(%a: tensor<?xf32, #stablehlo.bounds<8>>, %b: tensor<?xf32, #stablehlo.bounds<5>>) {
  %0 = stablehlo.compare LT, %a, %b : (tensor<?xf32, #stablehlo.bounds<8>>, tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xi1>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xi1>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @select(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi32>} : (
func.func @select(%p: tensor<i1>, %a: tensor<2x?xi32>, %b: tensor<?x3xi32>) {
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<?x?xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @clamp(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xf32>} : (
func.func @clamp(%lo: tensor<f32>, %x: tensor<?xf32>, %hi: tensor<f32>) {
  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @constant(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2xi64>} : (
func.func @constant() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<2xi64>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @convert(
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<?x2xindex, #stablehlo.bounds<3, ?>>} : (
func.func @convert(%x: tensor<?x2xi32, #stablehlo.bounds<3, ?>>) {
  %0 = stablehlo.convert %x : (tensor<?x2xi32, #stablehlo.bounds<3, ?>>) -> tensor<?x2xf32>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x2xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @transpose(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<4x2x?x!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1,5.000000e-01:1,5.000000e-01:1}>, #stablehlo.bounds<?, ?, 3>>} : (
func.func @transpose(%x: tensor<2x?x4x!quant.uniform<i8:f32:2, {0.5:1, 0.5:1, 0.5:1, 0.5:1}>, #stablehlo.bounds<?, 3, ?>>) {
  %0 = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<2x?x4x!quant.uniform<i8:f32:2, {0.5:1, 0.5:1, 0.5:1, 0.5:1}>, #stablehlo.bounds<?, 3, ?>>) -> tensor<4x2x?x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1, 0.5:1, 0.5:1}>>
  "hlo_test_infer.get_return_types"(%0) : (tensor<4x2x?x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1, 0.5:1, 0.5:1}>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @reverse(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3x?xi32>} : (
func.func @reverse(%x: tensor<3x?xi32>) {
  %0 = stablehlo.reverse %x, dims = [1, 0] : tensor<3x?xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<3x?xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @broadcast(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x0x?xf32, #stablehlo.bounds<?, ?, 4>>} : (
func.func @broadcast(%x: tensor<?xf32, #stablehlo.bounds<4>>) {
  %0 = stablehlo.broadcast %x, sizes = [2, 0] : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2x0x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<2x0x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @slice(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<5x3xi64>} : (
func.func @slice(%x: tensor<?x8xi64, #stablehlo.bounds<6, ?>>) {
  %0 = stablehlo.slice %x [1:6, 1:8:3] : (tensor<?x8xi64, #stablehlo.bounds<6, ?>>) -> tensor<?x?xi64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi64>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @dynamic_slice(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xi32>} : (
func.func @dynamic_slice(%x: tensor<?x4xi32>, %i: tensor<i64>, %j: tensor<i64>) {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3] : (tensor<?x4xi32>, tensor<i64>, tensor<i64>) -> tensor<?x?xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @dynamic_update_slice(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<4x?xi32>} : (
func.func @dynamic_update_slice(%x: tensor<4x?xi32>, %u: tensor<2x2xi32>, %i: tensor<i32>, %j: tensor<i32>) {
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x?xi32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<4x?xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<4x?xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @concatenate(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x2xf32, #stablehlo.bounds<7, ?>>} : (
func.func @concatenate(%a: tensor<?x2xf32, #stablehlo.bounds<3, ?>>, %b: tensor<4x?xf32>) {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x2xf32, #stablehlo.bounds<3, ?>>, tensor<4x?xf32>) -> tensor<?x2xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x2xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @pad(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<5x?xi64, #stablehlo.bounds<?, 9>>} : (
func.func @pad(%x: tensor<2x?xi64, #stablehlo.bounds<?, 3>>, %v: tensor<i64>) {
  %0 = stablehlo.pad %x, %v, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x?xi64, #stablehlo.bounds<?, 3>>, tensor<i64>) -> tensor<5x?xi64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<5x?xi64>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @get_dimension_size(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<i32>} : (
func.func @get_dimension_size(%x: tensor<2x?xf32>) {
  %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<i32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @set_dimension_size(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x2xf32, #stablehlo.bounds<16, ?>>} : (
func.func @set_dimension_size(%x: tensor<16x2xf32>, %s: tensor<i32>) {
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<16x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<16, ?>>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x2xf32, #stablehlo.bounds<16, ?>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @set_dimension_size_constant(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<5x2xf32>} : (
func.func @set_dimension_size_constant(%x: tensor<16x2xf32>) {
  %s = stablehlo.constant dense<5> : tensor<i32>
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<16x2xf32>, tensor<i32>) -> tensor<?x2xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x2xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @tuple(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tuple<tensor<f32>, !stablehlo.token>} : (
func.func @tuple(%a: tensor<f32>, %t: !stablehlo.token) {
  %0 = stablehlo.tuple %a, %t : tuple<tensor<f32>, !stablehlo.token>
  "hlo_test_infer.get_return_types"(%0) : (tuple<tensor<f32>, !stablehlo.token>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @get_tuple_element(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2xi32>} : (
func.func @get_tuple_element(%t: tuple<tensor<f32>, tensor<2xi32>>) {
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<2xi32>>) -> tensor<2xi32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<2xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @optimization_barrier(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<f32>, types1 = !stablehlo.token} : (
func.func @optimization_barrier(%a: tensor<f32>, %t: !stablehlo.token) {
  %0:2 = stablehlo.optimization_barrier %a, %t : tensor<f32>, !stablehlo.token
  "hlo_test_infer.get_return_types"(%0#0) : (tensor<f32>) -> ()
  func.return
}

// -----

// A type query of several operands (here both results of one op, with two
// results of its own) names no one op: it stays as it is written, and the
// pass goes on.
// CHECK-LABEL: func.func @query_of_two_operands(
// CHECK: %[[Q:.*]]:2 = "hlo_test_infer.get_return_types"(%{{.*}}#0, %{{.*}}#1) : (tensor<2xf32>, tensor<i32>) -> (tensor<index>, tensor<index>)
// CHECK: "hlo_test_infer.get_return_type_components"(%{{.*}}#1, %{{.*}}#0) : (tensor<i32>, tensor<2xf32>) -> ()
// CHECK: "hlo_test_infer.get_return_types"() : () -> ()
// CHECK: "hlo_test_infer.return_types"(%{{.*}}#1) {types0 = tensor<2xf32>, types1 = tensor<i32>} : (tensor<i32>) -> (tensor<index>, tensor<index>)
// CHECK: return %[[Q]]#0, %[[Q]]#1
func.func @query_of_two_operands(%a: tensor<2xf32>, %b: tensor<i32>) -> (tensor<index>, tensor<index>) {
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<2xf32>, tensor<i32>
  %1:2 = "hlo_test_infer.get_return_types"(%0#0, %0#1) : (tensor<2xf32>, tensor<i32>) -> (tensor<index>, tensor<index>)
  "hlo_test_infer.get_return_type_components"(%0#1, %0#0) : (tensor<i32>, tensor<2xf32>) -> ()
  "hlo_test_infer.get_return_types"() : () -> ()
  %2:2 = "hlo_test_infer.get_return_types"(%0#1) : (tensor<i32>) -> (tensor<index>, tensor<index>)
  func.return %1#0, %1#1 : tensor<index>, tensor<index>
}

// -----

// CHECK-LABEL: func.func @after_all(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = !stablehlo.token} : (
func.func @after_all(%a: !stablehlo.token, %b: !stablehlo.token) {
  %0 = stablehlo.after_all %a, %b : !stablehlo.token
  "hlo_test_infer.get_return_types"(%0) : (!stablehlo.token) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @create_token(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = !stablehlo.token} : (
func.func @create_token() {
  %0 = stablehlo.create_token : !stablehlo.token
  "hlo_test_infer.get_return_types"(%0) : (!stablehlo.token) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @reduce_precision(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xf32>} : (
func.func @reduce_precision(%x: tensor<?xf32>) {
  %0 = stablehlo.reduce_precision %x, format = e5m10 : tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @uniform_quantize(
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<?x4xindex>} : (
func.func @uniform_quantize(%x: tensor<?x4xf32>) {
  %0 = stablehlo.uniform_quantize %x : (tensor<?x4xf32>) -> tensor<?x4x!quant.uniform<i8:f32, 0.5:2>>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x4x!quant.uniform<i8:f32, 0.5:2>>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @uniform_dequantize(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3xf32>} : (
func.func @uniform_dequantize(%x: tensor<3x!quant.uniform<i8:f32, 0.5:2>>) {
  %0 = stablehlo.uniform_dequantize %x : (tensor<3x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @while(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<i64>, types1 = tensor<2xf32>} : (
func.func @while(%a: tensor<i64>, %b: tensor<2xf32>) {
  %0:2 = stablehlo.while(%i = %a, %j = %b) : tensor<i64>, tensor<2xf32>
  cond {
    %c = stablehlo.compare LT, %i, %i : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %i, %j : tensor<i64>, tensor<2xf32>
  }
  "hlo_test_infer.get_return_types"(%0#0) : (tensor<i64>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @if(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2xf32>} : (
func.func @if(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<?xf32>) {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %b : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @case(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<f32>, types1 = !stablehlo.token} : (
func.func @case(%i: tensor<i32>, %a: tensor<f32>, %t: !stablehlo.token) {
  %0:2 = "stablehlo.case"(%i) ({
    stablehlo.return %a, %t : tensor<f32>, !stablehlo.token
  }, {
    stablehlo.return %a, %t : tensor<f32>, !stablehlo.token
  }) : (tensor<i32>) -> (tensor<f32>, !stablehlo.token)
  "hlo_test_infer.get_return_types"(%0#0) : (tensor<f32>) -> ()
  func.return
}

// -----

// all_reduce (C6, C7): the operand's shape and bounds, the computation's
// element type.
// CHECK-LABEL: func.func @all_reduce(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x3xf32, #stablehlo.bounds<4, ?>>} : (
func.func @all_reduce(%a: tensor<?x3xbf16, #stablehlo.bounds<4, ?>>) {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x3xbf16, #stablehlo.bounds<4, ?>>) -> tensor<?x3xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x3xf32>) -> ()
  func.return
}

// -----

// all_to_all (C9): a bounded split dimension keeps bound / split_count, a
// bounded concat dimension bound * split_count.
// CHECK-LABEL: func.func @all_to_all(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x?xf32, #stablehlo.bounds<6, 3>>} : (
func.func @all_to_all(%a: tensor<?x?xf32, #stablehlo.bounds<3, 7>>) {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x?xf32, #stablehlo.bounds<3, 7>>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

// collective_broadcast (C4, C5): the types of the operands but the root
// indices.
// CHECK-LABEL: func.func @collective_broadcast(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xf32, #stablehlo.bounds<5>>, types1 = tensor<2xi8>} : (
func.func @collective_broadcast(%a: tensor<?xf32, #stablehlo.bounds<5>>, %b: tensor<2xi8>, %root: tensor<2xi32>) {
  %0:2 = "stablehlo.collective_broadcast"(%a, %b, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<2xi8>, tensor<2xi32>) -> (tensor<?xf32>, tensor<2xi8>)
  "hlo_test_infer.get_return_types"(%0#0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// collective_permute (C5): the operand's type.
// CHECK-LABEL: func.func @collective_permute(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xf32, #stablehlo.bounds<5>>} : (
func.func @collective_permute(%a: tensor<?xf32, #stablehlo.bounds<5>>) {
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// async_start (C4): the future of the body operation's result types;
// async_done (C1): the type the future holds.
// CHECK-LABEL: func.func @async_start_done(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = !stablehlo.future<tensor<?xf32, #stablehlo.bounds<3>>>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<4xf32>} : (
func.func @async_start_done(%x: tensor<6xf32>, %i: tensor<i32>, %f: !stablehlo.future<tensor<4xf32>>) {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<6xf32>):
    %1 = stablehlo.slice %a [0:3] : (tensor<6xf32>) -> tensor<?xf32, #stablehlo.bounds<3>>
    stablehlo.return %1 : tensor<?xf32, #stablehlo.bounds<3>>
  }) : (tensor<6xf32>) -> !stablehlo.future<tensor<?xf32, #stablehlo.bounds<3>>>
  "hlo_test_infer.get_return_types"(%0) : (!stablehlo.future<tensor<?xf32, #stablehlo.bounds<3>>>) -> ()
  %2 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  "hlo_test_infer.get_return_types"(%2) : (tensor<4xf32>) -> ()
  func.return
}

// -----

// map (C1), (C4): the inputs' shape and bounds, the computation's element
// type.
// CHECK-LABEL: func.func @map(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x3xi1, #stablehlo.bounds<4, ?>>} : (
func.func @map(%x: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %y: tensor<?x3xf32, #stablehlo.bounds<4, ?>>) {
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimensions = array<i64: 0, 1>} : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<?x3xi1>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x3xi1>) -> ()
  func.return
}

// -----

// convolution (C25): a spatial dimension bounded by 8 gives at most 6
// windows of 3; the batch and feature dimensions pass their bounds through
// (the batch divided by batch_group_count); the element type is lhs's (C27).
// CHECK-LABEL: func.func @convolution(
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<?x?x6xf32, #stablehlo.bounds<2, 6, ?>>} : (
func.func @convolution(%lhs: tensor<?x?x2xf32, #stablehlo.bounds<4, 8, ?>>, %rhs: tensor<3x2x6xf32>) {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<?x?x2xf32, #stablehlo.bounds<4, 8, ?>>, tensor<3x2x6xf32>) -> tensor<?x?x6xf32>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x?x6xf32>) -> ()
  func.return
}

// -----

// convolution (C25) with every window attribute: (1 + 10 + 0 - 5) / 2 + 1 =
// 4 windows; a quantized result's element type is not inferred.
// CHECK-LABEL: func.func @convolution_window_quantized(
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<1x4x2xindex>} : (
func.func @convolution_window_quantized(%lhs: tensor<1x4x1x!quant.uniform<i8:f32, 1.0>>, %rhs: tensor<3x1x2x!quant.uniform<i8:f32, 2.0>>) {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2>, lhs_dilation = array<i64: 3>, rhs_dilation = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<1x4x1x!quant.uniform<i8:f32, 1.0>>, tensor<3x1x2x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x4x2x!quant.uniform<i32:f32, 2.0>>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<1x4x2x!quant.uniform<i32:f32, 2.0>>) -> ()
  func.return
}

// -----

// dynamic_conv (C25): a constant padding gives the spatial size
// (8 + 2 + 1 - 3 + 1 = 9), a run-time one leaves it dynamic.
// CHECK-LABEL: func.func @dynamic_conv(
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<1x9x6xf32>} : (
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<1x?x6xf32>} : (
func.func @dynamic_conv(%lhs: tensor<1x8x2xf32>, %rhs: tensor<3x2x6xf32>, %padding: tensor<1x2xi32>) {
  %constant = stablehlo.constant dense<[[2, 1]]> : tensor<1x2xi32>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %constant) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x8x2xf32>, tensor<3x2x6xf32>, tensor<1x2xi32>) -> tensor<1x?x6xf32>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<1x?x6xf32>) -> ()
  %1 = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x8x2xf32>, tensor<3x2x6xf32>, tensor<1x2xi32>) -> tensor<1x?x6xf32>
  "hlo_test_infer.get_return_type_components"(%1) : (tensor<1x?x6xf32>) -> ()
  func.return
}

// -----

// dot_general (C12): batching dimensions first (the static size of either
// side, else the smaller bound), then lhs's and rhs's other dimensions with
// their bounds; without quantization the element type is left open.
// CHECK-LABEL: func.func @dot_general(
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<?x2x?x?xindex, #stablehlo.bounds<3, ?, 5, 6>>} : (
func.func @dot_general(%lhs: tensor<?x2x?x4xf32, #stablehlo.bounds<3, ?, 5, ?>>, %rhs: tensor<?x4x?xf32, #stablehlo.bounds<7, ?, 6>>) {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<?x2x?x4xf32, #stablehlo.bounds<3, ?, 5, ?>>, tensor<?x4x?xf32, #stablehlo.bounds<7, ?, 6>>) -> tensor<?x2x?x?xf32>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x2x?x?xf32>) -> ()
  func.return
}

// -----

// dot_general (C20): a float lhs with a quantized rhs gives lhs's element
// type.
// CHECK-LABEL: func.func @dot_general_hybrid(
// CHECK: "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<2x3xf32>} : (
func.func @dot_general_hybrid(%lhs: tensor<2x4xf32>, %rhs: tensor<4x3x!quant.uniform<i8:f32, 2.0>>) {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x4xf32>, tensor<4x3x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x3xf32>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<2x3xf32>) -> ()
  func.return
}

// -----

// send: a token, once source_target_pairs (C1-C4) and the channel type (C5)
// are valid.
// CHECK-LABEL: func.func @send(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = !stablehlo.token} : (
func.func @send(%x: tensor<2xf32>, %token: !stablehlo.token) {
  %0 = "stablehlo.send"(%x, %token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  "hlo_test_infer.get_return_types"(%0) : (!stablehlo.token) -> ()
  func.return
}

// -----

// gather (C22): the start indices' dimensions but index_vector_dim, with
// their bounds, at the batch positions; the slice sizes but the collapsed
// and batching dimensions at offset_dims.
// CHECK-LABEL: func.func @gather(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x3x?xf32, #stablehlo.bounds<2, ?, 9>>} : (
func.func @gather(%operand: tensor<2x4x5xf32>, %start_indices: tensor<?x1x?xi32, #stablehlo.bounds<2, ?, 9>>) {
  %0 = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 3>} : (tensor<2x4x5xf32>, tensor<?x1x?xi32, #stablehlo.bounds<2, ?, 9>>) -> tensor<?x3x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x3x?xf32>) -> ()
  func.return
}

// -----

// dynamic_gather (C13): as gather, with the slice sizes at offset_dims when
// slice_sizes is a constant, and dynamic offset dimensions otherwise.
// CHECK-LABEL: func.func @dynamic_gather(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3x2x2xi64>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3x?x?xi64>} : (
func.func @dynamic_gather(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>, %slice_sizes: tensor<3xi64>) {
  %constant = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %constant) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<2x3x2x2xi64>) -> ()
  %1 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  "hlo_test_infer.get_return_types"(%1) : (tensor<2x3x2x2xi64>) -> ()
  func.return
}

// -----

// scatter (C24, C25): the inputs' shapes and the computation's element
// types.
// CHECK-LABEL: func.func @scatter(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?x4xi64, #stablehlo.bounds<8, ?>>} : (
func.func @scatter(%input: tensor<?x4xi32, #stablehlo.bounds<8, ?>>, %indices: tensor<3x1xi32>, %update: tensor<3x4xi32>) {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    stablehlo.return %y : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<?x4xi32, #stablehlo.bounds<8, ?>>, tensor<3x1xi32>, tensor<3x4xi32>) -> tensor<?x4xi64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x4xi64>) -> ()
  func.return
}

// -----

// reduce (C7, C8): the input's shape and bounds without the reduced
// dimensions, with the body's element type.
// CHECK-LABEL: func.func @reduce(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xf32, #stablehlo.bounds<5>>} : (
func.func @reduce(%x: tensor<?x3xf16, #stablehlo.bounds<5, ?>>, %init: tensor<f16>) {
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<?x3xf16, #stablehlo.bounds<5, ?>>, tensor<f16>) -> tensor<?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> ()
  func.return
}

// -----

// reduce_window (C15): (9 dilated by 2 = 17, padded by 1 and 0 = 18; a window
// of 3 dilated by 2 spans 5; (18 - 5) / 2 + 1 = 7 windows); a bound of 9 on
// the other dimension gives at most 9 - 2 + 1 = 8.
// CHECK-LABEL: func.func @reduce_window(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<7x?xf32, #stablehlo.bounds<?, 8>>} : (
func.func @reduce_window(%x: tensor<9x?xf32, #stablehlo.bounds<?, 9>>, %init: tensor<f32>) {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 1>, base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 2, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>} : (tensor<9x?xf32, #stablehlo.bounds<?, 9>>, tensor<f32>) -> tensor<7x?xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<7x?xf32>) -> ()
  func.return
}

// -----

// select_and_scatter (C11, C12) and sort (C2).
// CHECK-LABEL: func.func @select_and_scatter_sort(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<4x?xf64, #stablehlo.bounds<?, 6>>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<?xi32, #stablehlo.bounds<6>>} : (
func.func @select_and_scatter_sort(%operand: tensor<4x?xf32, #stablehlo.bounds<?, 6>>, %source: tensor<2x?xf32>, %init: tensor<f32>, %keys: tensor<?xi32, #stablehlo.bounds<6>>) {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %a : tensor<f64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x?xf32, #stablehlo.bounds<?, 6>>, tensor<2x?xf32>, tensor<f32>) -> tensor<4x?xf64>
  "hlo_test_infer.get_return_types"(%0) : (tensor<4x?xf64>) -> ()
  %1 = "stablehlo.sort"(%keys) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?xi32, #stablehlo.bounds<6>>) -> tensor<?xi32>
  "hlo_test_infer.get_return_types"(%1) : (tensor<?xi32>) -> ()
  func.return
}

// -----

// cholesky (C1), triangular_solve (C4), fft (C5), rng (C3) and batch norm
// (C7; batch_mean and batch_var of the feature dimension's size and bound).
// CHECK-LABEL: func.func @numerics(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3x3xf32>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<3x5xf32>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x5xcomplex<f32>>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<4x2xi32>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x?xf32, #stablehlo.bounds<?, 3>>, types1 = tensor<?xf32, #stablehlo.bounds<3>>, types2 = tensor<?xf32, #stablehlo.bounds<3>>} : (
func.func @numerics(%a: tensor<2x3x3xf32>, %b: tensor<3x5xf32>, %m: tensor<3x3xf32>, %x: tensor<2x8xf32>, %lo: tensor<i32>, %bn: tensor<2x?xf32, #stablehlo.bounds<?, 3>>, %v: tensor<?xf32>) {
  %0 = stablehlo.cholesky %a : tensor<2x3x3xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<2x3x3xf32>) -> ()
  %1 = "stablehlo.triangular_solve"(%m, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  "hlo_test_infer.get_return_types"(%1) : (tensor<3x5xf32>) -> ()
  %2 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
  "hlo_test_infer.get_return_types"(%2) : (tensor<2x5xcomplex<f32>>) -> ()
  %shape = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  %3 = stablehlo.rng %lo, %lo, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<?x?xi32>
  "hlo_test_infer.get_return_types"(%3) : (tensor<?x?xi32>) -> ()
  %4:3 = "stablehlo.batch_norm_training"(%bn, %v, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<?xf32>, tensor<?xf32>) -> (tensor<2x?xf32>, tensor<?xf32>, tensor<?xf32>)
  "hlo_test_infer.get_return_types"(%4#0) : (tensor<2x?xf32>) -> ()
  func.return
}

// -----

// batch_norm_inference (C7) and batch_norm_grad (C3, C4): the operand's type,
// and scale's for grad_scale and grad_offset, with the feature dimension's
// size.
// CHECK-LABEL: func.func @batch_norm_inference_grad(
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf32>} : (
// CHECK: "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf32>, types1 = tensor<3xf32>, types2 = tensor<3xf32>} : (
func.func @batch_norm_inference_grad(%x: tensor<2x3xf32>, %v: tensor<?xf32>) {
  %0 = "stablehlo.batch_norm_inference"(%x, %v, %v, %v, %v) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<2x3xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<2x3xf32>) -> ()
  %1:3 = "stablehlo.batch_norm_grad"(%x, %v, %v, %v, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<?xf32>, tensor<?xf32>)
  "hlo_test_infer.get_return_types"(%1#0) : (tensor<2x3xf32>) -> ()
  func.return
}
