// Valid dot_generals on the edges of the spec's constraints, each
// supported algorithm, and the spec's example.
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s

// The spec's example: i64 operands with a tf32 algorithm (precision types
// are independent of the operands' types).
// CHECK-LABEL: func.func @dot_general_spec_example(
func.func @dot_general_spec_example(%lhs: tensor<2x2x2xi64>, %rhs: tensor<2x2x2xi64>) -> tensor<2x2x2xi64> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  return %result : tensor<2x2x2xi64>
}

// -----

// (C2, C12) no contracting dimensions: an outer product.
// CHECK-LABEL: func.func @dot_general_outer_product(
func.func @dot_general_outer_product(%lhs: tensor<3xf32>, %rhs: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [], rhs_contracting_dimensions = []>}> : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// (C10) contracting dimensions pair up in order, whatever their positions.
// CHECK-LABEL: func.func @dot_general_permuted_contracting(
func.func @dot_general_permuted_contracting(%lhs: tensor<6x3x2xf32>, %rhs: tensor<2x3x5xf32>) -> tensor<6x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [1, 0]>}> : (tensor<6x3x2xf32>, tensor<2x3x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

// -----

// Without quantization the spec leaves the result's element type open: i8 x i8 -> i32.
// CHECK-LABEL: func.func @dot_general_integer_widening(
func.func @dot_general_integer_widening(%lhs: tensor<3x16xi8>, %rhs: tensor<16x5xi8>) -> tensor<3x5xi32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<3x16xi8>, tensor<16x5xi8>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// -----

// (C9) a dynamic batching dimension pairs with a static one.
// CHECK-LABEL: func.func @dot_general_dynamic_batching(
func.func @dot_general_dynamic_batching(%lhs: tensor<?x3x4xf32, #stablehlo.bounds<4, ?, ?>>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<?x3x4xf32, #stablehlo.bounds<4, ?, ?>>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C12) a dynamic result dimension is compatible with the inferred size.
// CHECK-LABEL: func.func @dot_general_dynamic_result(
func.func @dot_general_dynamic_result(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<?x3x?xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

// (C14, C15, C17-C19) per-tensor quantized operands and result with their own scales.
// CHECK-LABEL: func.func @dot_general_quantized_per_tensor(
func.func @dot_general_quantized_per_tensor(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C16, C19) a per-axis rhs quantized along a result dimension, and a per-axis result.
// CHECK-LABEL: func.func @dot_general_quantized_per_axis(
func.func @dot_general_quantized_per_axis(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>>
}

// -----

// (C20) a float lhs and result with a quantized rhs.
// CHECK-LABEL: func.func @dot_general_hybrid(
func.func @dot_general_hybrid(%lhs: tensor<2x4xf32>, %rhs: tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C21) an algorithm with precision_config DEFAULT.
// CHECK-LABEL: func.func @dot_general_precision_default_with_algorithm(
func.func @dot_general_precision_default_with_algorithm(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: f8E4M3FNUZ x f8E5M2 -> f32 in 1 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_f8e4m3fnuz_f8e5m2_f32_x1(
func.func @dot_general_algorithm_f8e4m3fnuz_f8e5m2_f32_x1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f8E4M3FNUZ, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: f8E4M3B11FNUZ x f8E3M4 -> f32 in 1 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_f8e4m3b11fnuz_f8e3m4_f32_x1(
func.func @dot_general_algorithm_f8e4m3b11fnuz_f8e3m4_f32_x1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f8E4M3B11FNUZ, rhs_precision_type = f8E3M4, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: f16 x f16 -> f16 in 1 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_f16_f16_f16_x1(
func.func @dot_general_algorithm_f16_f16_f16_x1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: f16 x f16 -> f32 in 1 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_f16_f16_f32_x1(
func.func @dot_general_algorithm_f16_f16_f32_x1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: bf16 x bf16 -> bf16 in 1 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_bf16_bf16_bf16_x1(
func.func @dot_general_algorithm_bf16_bf16_bf16_x1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = bf16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: bf16 x bf16 -> f32 in 9 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_bf16_bf16_f32_x9(
func.func @dot_general_algorithm_bf16_bf16_f32_x9(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 9, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: f32 x f32 -> f32 in 1 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_f32_f32_f32_x1(
func.func @dot_general_algorithm_f32_f32_f32_x1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm: f64 x f64 -> f64 in 1 primitive operation(s).
// CHECK-LABEL: func.func @dot_general_algorithm_f64_f64_f64_x1(
func.func @dot_general_algorithm_f64_f64_f64_x1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f64, rhs_precision_type = f64, accumulation_type = f64, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C11) one precision_config entry (JAX emits it).
// CHECK-LABEL: func.func @dot_general_one_precision(
func.func @dot_general_one_precision(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C13) lhs and rhs of different element types; (C12) a static result size
// beyond the bound of a dynamic batching dimension is compatible with it.
// CHECK-LABEL: func.func @dot_general_mixed_types_bounded_batch(
func.func @dot_general_mixed_types_bounded_batch(%lhs: tensor<?x3x4xf32, #stablehlo.bounds<1, ?, ?>>, %rhs: tensor<?x4x5xbf16>) -> tensor<2x3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<?x3x4xf32, #stablehlo.bounds<1, ?, ?>>, tensor<?x4x5xbf16>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// dot (not in the spec): vector x vector, matrix x vector, vector x matrix,
// and a dynamic contracted size.
// CHECK-LABEL: func.func @dot_ranks(
func.func @dot_ranks(%v: tensor<3xf32>, %m: tensor<2x3xf32>, %n: tensor<3x4xf32>, %d: tensor<?x4xf32>) -> (tensor<f32>, tensor<2xf32>, tensor<4xf32>, tensor<2x4xf32>) {
  %0 = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %1 = stablehlo.dot %m, %v : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %2 = stablehlo.dot %v, %n, precision = [HIGH] : (tensor<3xf32>, tensor<3x4xf32>) -> tensor<4xf32>
  %3 = stablehlo.dot %m, %d : (tensor<2x3xf32>, tensor<?x4xf32>) -> tensor<2x4xf32>
  return %0, %1, %2, %3 : tensor<f32>, tensor<2xf32>, tensor<4xf32>, tensor<2x4xf32>
}
