// A constant whose value has a quantized output's storage type produces the
// quantized tensor (the storage type stands for it in constant's C1).
// RUN: stablehlo-opt %s | FileCheck %s

// CHECK-LABEL: func.func @constant_quantized_storage
// CHECK: stablehlo.constant() <{value = dense<[3, -4]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>
func.func @constant_quantized_storage() -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>> {
  %0 = stablehlo.constant() {value = dense<[3, -4]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>
}
