// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// The value's element type must be the storage type of the quantized output.
func.func @constant_quantized_storage_mismatch() -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>> {
  // expected-error @+2 {{'stablehlo.constant' op failed to infer returned types}}
  // expected-error @+1 {{'stablehlo.constant' op inferred type(s) 'tensor<2xi16>' are incompatible with return type(s) of operation 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>': (C1) result #0 must have element type 'i16'}}
  %0 = stablehlo.constant() {value = dense<[3, -4]> : tensor<2xi16>} : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>
}

// -----

// The shapes must match.
func.func @constant_quantized_shape_mismatch() -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>> {
  // expected-error @+2 {{'stablehlo.constant' op failed to infer returned types}}
  // expected-error @+1 {{'stablehlo.constant' op inferred type(s) 'tensor<2xi8>' are incompatible with return type(s) of operation 'tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>>': (C1) result #0 must have the shape of 'tensor<2xi8>'}}
  %0 = stablehlo.constant() {value = dense<[3, -4]> : tensor<2xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>>
  return %0 : tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>>
}
