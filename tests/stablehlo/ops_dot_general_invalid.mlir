// Spec constraints of dot_general: one case per numbered constraint
// (C3-C24; C1 and C2 are in ops_conv_dot_gather_invalid.mlir) and
// for algorithms outside the supported ones, and dot's own checks. The
// constraints the verifier relaxes are in spec_check_convdot.mlir.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C3) is_unique(lhs_batching_dimensions + lhs_contracting_dimensions).
func.func @dot_general_c3_lhs_dimension_repeated(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C3) has duplicated dimension from lhs_batching_dimensions and lhs_contracting_dimensions: 0}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C4) is_unique(rhs_batching_dimensions + rhs_contracting_dimensions).
func.func @dot_general_c4_rhs_dimension_repeated(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C4) has duplicated dimension from rhs_batching_dimensions and rhs_contracting_dimensions: 0}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C5) 0 <= lhs_batching_dimensions < rank(lhs).
func.func @dot_general_c5_lhs_batching_out_of_range(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C5) lhs_batching_dimensions value: 3 is out of range: [0, 3)}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [3], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C6) 0 <= lhs_contracting_dimensions < rank(lhs).
func.func @dot_general_c6_lhs_contracting_negative(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C6) lhs_contracting_dimensions value: -1 is out of range: [0, 3)}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [-1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C7) 0 <= rhs_batching_dimensions < rank(rhs).
func.func @dot_general_c7_rhs_batching_out_of_range(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C7) rhs_batching_dimensions value: 3 is out of range: [0, 3)}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [3], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C8) 0 <= rhs_contracting_dimensions < rank(rhs).
func.func @dot_general_c8_rhs_contracting_out_of_range(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C8) rhs_contracting_dimensions value: 5 is out of range: [0, 3)}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [5]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C9) dim(lhs, lhs_batching_dimensions...) = dim(rhs, rhs_batching_dimensions...).
func.func @dot_general_c9_batching_sizes(%lhs: tensor<2x3x4xf32>, %rhs: tensor<3x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C9) batching dimension sizes must match for lhs/rhs; lhs dimension 0 has size 2 and rhs dimension 0 has size 3}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C10) dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...).
func.func @dot_general_c10_contracting_sizes(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x6x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C10) contracting dimension sizes must match for lhs/rhs; lhs dimension 2 has size 4 and rhs dimension 1 has size 6}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x6x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C11) size(precision_config) = 2.
func.func @dot_general_c11_precision_config_size(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C11) expects precision config to be empty or have <= 2 elements, got 3}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C12) shape(result) = batching + lhs result + rhs result dimensions.
func.func @dot_general_c12_result_size(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x6xf32> {
  // expected-error @+1 {{(C12) inferred shape '[2, 3, 5]' is incompatible with return type of operation 'tensor<2x3x6xf32>': dimension 2 must be the inferred size = 5}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// -----

// (C12) the rank of the result.
func.func @dot_general_c12_result_rank(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x15xf32> {
  // expected-error @+1 {{(C12) inferred shape '[2, 3, 5]' is incompatible with return type of operation 'tensor<2x15xf32>': its rank must be 3 (batching, then lhs's and rhs's other dimensions)}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x15xf32>
  return %0 : tensor<2x15xf32>
}

// -----

// (C14) is_quantized(rhs) when lhs is quantized.
func.func @dot_general_c14_rhs_not_quantized(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3xf32>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>> {
  // expected-error @+2 {{(C14) rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold; lhs element type '!quant.uniform<i8:f32, 1.000000e-01>', rhs element type 'f32'}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3xf32>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C14) is_quantized(result) = is_quantized(lhs).
func.func @dot_general_c14_result_not_quantized(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.dot_general' op (C14) rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold; element types: lhs '!quant.uniform<i8:f32, 1.000000e-01>', rhs '!quant.uniform<i8:f32, 2.000000e-01>', result 'f32'}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// (C15) zero_points(rhs) = 0.
func.func @dot_general_c15_rhs_zero_point(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01:3>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>> {
  // expected-error @+2 {{(C15) Zero point of rhs should be 0; rhs has element type '!quant.uniform<i8:f32, 2.000000e-01:3>', with zero point 3}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01:3>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C16) quantization_dimension(rhs) not in rhs_contracting_dimensions.
func.func @dot_general_c16_rhs_quantized_contracting(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f32:0, {2.000000e-01,3.000000e-01,4.000000e-01,5.000000e-01}>>) -> tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>> {
  // expected-error @+2 {{(C16) Quantization dimension of rhs should not be in the contracting dimension of rhs; it is 0}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32:0, {2.000000e-01,3.000000e-01,4.000000e-01,5.000000e-01}>>) -> tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>>
}

// -----

// (C17) storage_type(lhs) = storage_type(rhs).
func.func @dot_general_c17_storage_types(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i16:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>> {
  // expected-error @+2 {{(C17) mismatched lhs and rhs quantization storage types: 'i8' and 'i16'}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i16:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C18) expressed_type(lhs) = expressed_type(rhs).
func.func @dot_general_c18_expressed_types(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f16, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>> {
  // expected-error @+2 {{(C18) mismatched lhs, rhs and result quantization expressed types: lhs 'f32', rhs 'f16'}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f16, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
}

// -----

// (C18) expressed_type(result) = expressed_type(lhs).
func.func @dot_general_c18_result_expressed_type(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:bf16, 2.000000e-02>> {
  // expected-error @+1 {{'stablehlo.dot_general' op (C18) mismatched lhs, rhs and result quantization expressed types: lhs and rhs 'f32', result 'bf16'}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:bf16, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:bf16, 2.000000e-02>>
}

// -----

// (C19) is_per_tensor_quantized(rhs) implies is_per_tensor_quantized(result).
func.func @dot_general_c19_per_tensor_rhs_per_axis_result(%lhs: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %rhs: tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>> {
  // expected-error @+1 {{'stablehlo.dot_general' op (C19) mismatched rhs and result quantization granularity: rhs is per-tensor quantized, result '!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>'}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32:1, {2.000000e-02,3.000000e-02,4.000000e-02}>>
}

// -----

// (C20) element_type(lhs) = expressed_type(rhs).
func.func @dot_general_c20_hybrid_lhs_element_type(%lhs: tensor<2x4xbf16>, %rhs: tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3xbf16> {
  // expected-error @+2 {{(C20) mismatched rhs quantization expressed type and lhs and result element type: lhs 'bf16', rhs expressed type 'f32'}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xbf16>, tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// -----

// (C20) element_type(result) = element_type(lhs).
func.func @dot_general_c20_hybrid_result_element_type(%lhs: tensor<2x4xf32>, %rhs: tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'stablehlo.dot_general' op (C20) mismatched rhs quantization expressed type and lhs and result element type: lhs 'f32', result 'f16'}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x3x!quant.uniform<i8:f32:1, {2.000000e-01,3.000000e-01,4.000000e-01}>>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// (C21) precision_config... = DEFAULT when an algorithm is given.
func.func @dot_general_c21_precision_with_algorithm(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{(C21) must specify DEFAULT precision config when algorithm is set. precision_config[1] is #stablehlo<precision HIGHEST>}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C22) 0 < lhs_component_count.
func.func @dot_general_c22_lhs_component_count(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{lhs component count must be positive; see (C22): got 0}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C23) 0 < rhs_component_count.
func.func @dot_general_c23_rhs_component_count(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{rhs component count must be positive; see (C23): got -1}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = -1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// (C24) 0 < num_primitive_operations.
func.func @dot_general_c24_num_primitive_operations(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{num primitive operations must be positive; see (C24): got 0}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A supported algorithm has one component per operand (bf16_6x splits the work into primitive operations, not components).
func.func @dot_general_algorithm_components(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'bf16', rhs:'bf16', accum:'f32', lhs_components:3, rhs_components:3, primitive_ops:6, imprecise:0}. The supported ones have component counts 1 and are f8 x f8 -> f32 (imprecise accumulation allowed), f16 x f16 -> f16 or f32, bf16 x bf16 -> bf16, bf16 x bf16 -> f32 in 1, 3, 6 or 9 primitive operations, tf32 x tf32 -> f32 in 1 or 3, f32 x f32 -> f32 and f64 x f64 -> f64}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 3, rhs_component_count = 3, num_primitive_operations = 6, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// No supported algorithm accumulates f16 products in bf16.
func.func @dot_general_algorithm_accumulation(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f16', rhs:'f16', accum:'bf16', lhs_components:1, rhs_components:1, primitive_ops:1, imprecise:0}. The supported ones have component counts 1 and are f8 x f8 -> f32 (imprecise accumulation allowed), f16 x f16 -> f16 or f32, bf16 x bf16 -> bf16, bf16 x bf16 -> f32 in 1, 3, 6 or 9 primitive operations, tf32 x tf32 -> f32 in 1 or 3, f32 x f32 -> f32 and f64 x f64 -> f64}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = bf16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// Only f8 algorithms may accumulate imprecisely.
func.func @dot_general_algorithm_imprecise_f32(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f32', rhs:'f32', accum:'f32', lhs_components:1, rhs_components:1, primitive_ops:1, imprecise:1}. The supported ones have component counts 1 and are f8 x f8 -> f32 (imprecise accumulation allowed), f16 x f16 -> f16 or f32, bf16 x bf16 -> bf16, bf16 x bf16 -> f32 in 1, 3, 6 or 9 primitive operations, tf32 x tf32 -> f32 in 1 or 3, f32 x f32 -> f32 and f64 x f64 -> f64}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// Outside f8, the two precision types are equal.
func.func @dot_general_algorithm_mixed_precision(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'bf16', rhs:'f16', accum:'f32', lhs_components:1, rhs_components:1, primitive_ops:1, imprecise:0}. The supported ones have component counts 1 and are f8 x f8 -> f32 (imprecise accumulation allowed), f16 x f16 -> f16 or f32, bf16 x bf16 -> bf16, bf16 x bf16 -> f32 in 1, 3, 6 or 9 primitive operations, tf32 x tf32 -> f32 in 1 or 3, f32 x f32 -> f32 and f64 x f64 -> f64}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// tf32 in 1 or 3 primitive operations, not 6.
func.func @dot_general_algorithm_tf32_passes(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'tf32', rhs:'tf32', accum:'f32', lhs_components:1, rhs_components:1, primitive_ops:6, imprecise:0}. The supported ones have component counts 1 and are f8 x f8 -> f32 (imprecise accumulation allowed), f16 x f16 -> f16 or f32, bf16 x bf16 -> bf16, bf16 x bf16 -> f32 in 1, 3, 6 or 9 primitive operations, tf32 x tf32 -> f32 in 1 or 3, f32 x f32 -> f32 and f64 x f64 -> f64}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// The algorithm is refused by its own verifier, where it is written (here
// on the line after the op's), and the op adds nothing.
func.func @dot_general_algorithm_at_attribute(%lhs: tensor<2x3xf32>, %rhs: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0],
    // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f32', rhs:'f32', accum:'f32', lhs_components:1, rhs_components:1, primitive_ops:2, imprecise:1}}}
    algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 2, allow_imprecise_accumulation = true> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// The attribute's verifier runs wherever the attribute is written.
// expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f32', rhs:'f32', accum:'f16', lhs_components:1, rhs_components:1, primitive_ops:1, imprecise:0}}}
func.func @dot_algorithm_outside_dot_general() attributes {algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} {
  return
}

// -----

// dot (not in the spec): operands of rank 1 or 2.
func.func @dot_rank_three(%lhs: tensor<2x2x3xf32>, %rhs: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.dot' op expected both lhs/rhs ranks to be either 1 or 2, with the last dimension of lhs the size of the first of rhs; got 'tensor<2x2x3xf32>' and 'tensor<3x4xf32>'}}
  %0 = stablehlo.dot %lhs, %rhs : (tensor<2x2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// dot: the last dimension of lhs is contracted with the first of rhs.
func.func @dot_contracted_sizes(%lhs: tensor<2x3xf32>, %rhs: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{'stablehlo.dot' op expected both lhs/rhs ranks to be either 1 or 2}}
  %0 = stablehlo.dot %lhs, %rhs : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// dot: at most 2 precision_config entries.
func.func @dot_precision_config_three(%lhs: tensor<2x3xf32>, %rhs: tensor<3x5xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{'stablehlo.dot' op expects precision config to be empty or have <= 2 elements, got 3}}
  %0 = "stablehlo.dot"(%lhs, %rhs) <{precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]}> : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// dot: the result has the product's shape (a dynamic size matches any).
func.func @dot_result_shape(%lhs: tensor<2x3xf32>, %rhs: tensor<3x?xf32>) -> tensor<2x5x1xf32> {
  // expected-error @+1 {{'stablehlo.dot' op inferred shape '[2, ?]' is incompatible with return type of operation 'tensor<2x5x1xf32>'}}
  %0 = stablehlo.dot %lhs, %rhs : (tensor<2x3xf32>, tensor<3x?xf32>) -> tensor<2x5x1xf32>
  return %0 : tensor<2x5x1xf32>
}
