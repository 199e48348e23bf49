// Verifier and shape-function errors of the elementwise ops.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @binary_element_types_differ(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) -> tensor<2xf32> {
  // expected-error @+1 {{(C1) op requires the same element type for all operands and results; the element types of lhs, rhs and result are 'f32', 'f64' and 'f32'}}
  %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @binary_shapes_differ(%arg0: tensor<2xi32>, %arg1: tensor<3xi32>) -> tensor<2xi32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.shift_left' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xi32>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.shift_left %arg0, %arg1 : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @binary_static_size_exceeds_bound(%arg0: tensor<?xf32, #stablehlo.bounds<4>>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.maximum' op requires compatible types for all operands and results; operand #1 has type 'tensor<5xf32>', not compatible with operand #0's 'tensor<?xf32, #stablehlo.bounds<4>>'}}
  %0 = stablehlo.maximum %arg0, %arg1 : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @binary_result_type_differs(%arg0: tensor<2xf32>) -> tensor<2xf64> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.divide' op requires compatible types for all operands and results; result #0 has type 'tensor<2xf64>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.divide %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @unary_result_shape_differs(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.sine' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.sine %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @unary_wrong_element_type(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.popcnt' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit integer values}}
  %0 = stablehlo.popcnt %arg0 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @abs_keeps_complex(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.abs' op result #0 must be ranked tensor of}}
  %0 = stablehlo.abs %arg0 : tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @abs_wrong_real_type(%arg0: tensor<2xcomplex<f64>>) -> tensor<2xf32> {
  // expected-error @+2 {{'stablehlo.abs' op inferred type(s) 'tensor<2xf64>' are incompatible with return type(s) of operation 'tensor<2xf32>': (C2) result #0 must have element type 'f64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.abs %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @real_changes_real_type(%arg0: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+2 {{'stablehlo.real' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>': (C2) result #0 must have element type 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.real %arg0 : (tensor<2xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @is_finite_shape_differs(%arg0: tensor<2xf32>) -> tensor<3xi1> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.is_finite' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<3xi1>
  func.return %0 : tensor<3xi1>
}

// -----

func.func @convert_shape_differs(%arg0: tensor<2xf32>) -> tensor<3xi32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.convert' op requires the same shape for all operands and results}}
  %0 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

func.func @complex_operand_types_differ(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) -> tensor<2xcomplex<f32>> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.complex' op requires the same element type for all operands}}
  %0 = stablehlo.complex %arg0, %arg1 : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @complex_result_type_differs(%arg0: tensor<2xf32>) -> tensor<2xcomplex<f64>> {
  // expected-error @+2 {{'stablehlo.complex' op inferred type(s) 'tensor<2xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<2xcomplex<f64>>': (C3) result #0 must have element type 'complex<f32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  func.return %0 : tensor<2xcomplex<f64>>
}

// -----

func.func @complex_pretty_type_not_complex(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected tensor with complex element type, got 'tensor<2xf32>'}}
  %0 = stablehlo.complex %arg0, %arg0 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @functional_type_operand_count(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{2 operands present, but expected 1}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @functional_type_result_count(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected single output; got 2 results}}
  %0 = stablehlo.negate %arg0 : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %0 : tensor<2xf32>
}

// -----

func.func @result_accuracy_negative_tolerance(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result_accuracy tolerances must be non-negative}}
  %0 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = -1.0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @result_accuracy_tolerance_without_mode_tolerance(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero. Tolerances apply to mode TOLERANCE only}}
  %0 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @result_accuracy_on_op_without_it(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // The attribute is discardable on ops that do not define it, but must
  // still be well-formed.
  // expected-error @+1 {{expected 'mode'}}
  %0 = stablehlo.floor %arg0 {result_accuracy = #stablehlo.result_accuracy<>} : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @unary_quantized_storage_type_differs(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.negate' op requires compatible types for all operands and results; result #0 has type 'tensor<2x!quant.uniform<i16:f32, 5.000000e-01:1>>', not compatible with operand #0's 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>'}}
  %0 = stablehlo.negate %x : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i16:f32, 0.5:1>>
  func.return
}

// -----

func.func @binary_quantized_expressed_type_differs(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i8:f64, 0.5:1>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.multiply' op requires compatible types for all operands and results; operand #1 has type 'tensor<2x!quant.uniform<i8:f64, 5.000000e-01:1>>', not compatible with operand #0's 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>'}}
  %0 = stablehlo.multiply %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f64, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @binary_quantized_and_float(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.maximum' op requires compatible types for all operands and results; operand #1 has type 'tensor<2xf32>', not compatible with operand #0's 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>'}}
  %0 = stablehlo.maximum %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @add_mixed_quantized_and_float(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2xf32>) {
  // expected-error @+1 {{(C2) expects  all operands and results to be either quantized or non-quantized; the element types of lhs, rhs and result are '!quant.uniform<i8:f32, 5.000000e-01:1>', 'f32' and '!quant.uniform<i8:f32, 5.000000e-01:1>'}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @add_quantized_storage_types_differ(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i16:f32, 0.5:1>>) {
  // expected-error @+1 {{(C3) mismatched operands and result quantization storage types; those of lhs, rhs and result are 'i8', 'i16' and 'i8'}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i16:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @add_quantized_expressed_types_differ(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i8:f64, 0.5:1>>) {
  // expected-error @+1 {{(C4) mismatched operands and result quantization expressed types; those of lhs, rhs and result are 'f32', 'f64' and 'f32'}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f64, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @add_quantized_shapes_differ(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<3x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+1 {{'stablehlo.add' op requires the same shape for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @add_per_axis_result_per_tensor(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // expected-error @+1 {{(C5) result is not per_axis quantized but lhs or rhs are}}
  %0 = stablehlo.add %a, %a : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @add_per_axis_quantization_dimensions_differ(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, %b: tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>) {
  // expected-error @+1 {{(C7) quantization_dimension of rhs and result are not same '!quant.uniform<i8:f32:1, {5.000000e-01:1,5.000000e-01:1}>' vs '!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>'}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @add_result_quantization_dimension_differs(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, %b: tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+1 {{(C6) quantization_dimension of lhs and result are not same '!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>' vs '!quant.uniform<i8:f32:1, {5.000000e-01:1,5.000000e-01:1}>'}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>
  func.return
}


// -----

func.func @is_finite_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.is_finite' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.is_finite %x : (tensor<2xf32>) -> tensor<3xi1>
  func.return
}

// -----

func.func @complex_part_types_differ(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.complex' op requires the same element type for all operands}}
  %0 = stablehlo.complex %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @complex_result_element_type_differs(%a: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.complex' op inferred type(s) 'tensor<2xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<2xcomplex<f64>>': (C3) result #0 must have element type 'complex<f32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.complex %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  func.return
}

// -----

func.func @imag_shape_differs(%x: tensor<2xcomplex<f32>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.imag' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.imag %x : (tensor<2xcomplex<f32>>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_precision_type_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires compatible types for all operands and results; result #0 has type 'tensor<2xf64>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.reduce_precision %x, format = e5m10 : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @uniform_quantize_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.uniform_quantize' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @uniform_quantize_expressed_type_differs(%x: tensor<2xf64>) {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op (C2) Expressed type of result expected to be 'f64', but got 'f32'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf64>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @uniform_requantize_expressed_type_differs(%x: tensor<2x!quant.uniform<i8:f64, 0.5:1>>) {
  // expected-error @+1 {{(C2) Expressed type of result expected to be 'f64', but got 'f32'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2x!quant.uniform<i8:f64, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @uniform_dequantize_wrong_expressed_type(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+2 {{'stablehlo.uniform_dequantize' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>': (C2) result #0 must have element type 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2xf64>
  func.return
}

// -----

func.func @uniform_dequantize_shape_differs(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.uniform_dequantize' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<3xf32>
  func.return
}

// -----

func.func @cbrt_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.cbrt' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.cbrt %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @ceil_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.ceil' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.ceil %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @cosine_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.cosine' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.cosine %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @count_leading_zeros_result_shape_differs(%x: tensor<2xi32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.count_leading_zeros' op requires compatible types for all operands and results; result #0 has type 'tensor<3xi32>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.count_leading_zeros %x : (tensor<2xi32>) -> tensor<3xi32>
  func.return
}

// -----

func.func @exponential_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.exponential' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.exponential %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @exponential_minus_one_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.exponential_minus_one' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.exponential_minus_one %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @log_plus_one_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.log_plus_one' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.log_plus_one %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @logistic_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.logistic' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.logistic %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @not_result_shape_differs(%x: tensor<2xi1>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.not' op requires compatible types for all operands and results; result #0 has type 'tensor<3xi1>', not compatible with operand #0's 'tensor<2xi1>'}}
  %0 = stablehlo.not %x : (tensor<2xi1>) -> tensor<3xi1>
  func.return
}

// -----

func.func @round_nearest_afz_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.round_nearest_afz' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.round_nearest_afz %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @round_nearest_even_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.round_nearest_even' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.round_nearest_even %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @rsqrt_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.rsqrt' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.rsqrt %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @sign_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.sign' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.sign %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @sqrt_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.sqrt' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.sqrt %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @tan_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.tan' op requires compatible types for all operands and results; result #0 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.tan %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @and_operand_shapes_differ(%a: tensor<2xi32>, %b: tensor<3xi32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.and' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xi32>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.and %a, %b : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @atan2_operand_shapes_differ(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.atan2' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.atan2 %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @minimum_operand_shapes_differ(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.minimum' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.minimum %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @or_operand_shapes_differ(%a: tensor<2xi1>, %b: tensor<3xi1>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.or' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xi1>', not compatible with operand #0's 'tensor<2xi1>'}}
  %0 = stablehlo.or %a, %b : (tensor<2xi1>, tensor<3xi1>) -> tensor<2xi1>
  func.return
}

// -----

func.func @power_operand_shapes_differ(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.power' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.power %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @remainder_operand_shapes_differ(%a: tensor<2xi32>, %b: tensor<3xi32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.remainder' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xi32>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.remainder %a, %b : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @shift_right_arithmetic_operand_shapes_differ(%a: tensor<2xi32>, %b: tensor<3xi32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.shift_right_arithmetic' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xi32>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.shift_right_arithmetic %a, %b : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @shift_right_logical_operand_shapes_differ(%a: tensor<2xi32>, %b: tensor<3xi32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.shift_right_logical' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xi32>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.shift_right_logical %a, %b : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @subtract_operand_shapes_differ(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.subtract' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.subtract %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @xor_operand_shapes_differ(%a: tensor<2xi8>, %b: tensor<3xi8>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.xor' op requires compatible types for all operands and results; operand #1 has type 'tensor<3xi8>', not compatible with operand #0's 'tensor<2xi8>'}}
  %0 = stablehlo.xor %a, %b : (tensor<2xi8>, tensor<3xi8>) -> tensor<2xi8>
  func.return
}

// -----

func.func @abs_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.abs' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.abs %x : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @add_per_axis_rhs_result_quantization_dimension_differs(%a: tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // expected-error @+1 {{(C7) quantization_dimension of rhs and result are not same '!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>' vs '!quant.uniform<i8:f32:1, {5.000000e-01:1,5.000000e-01:1}>'}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @divide_operand_types_differ(%a: tensor<2xi32>, %b: tensor<2xi64>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.divide' op requires compatible types for all operands and results; operand #1 has type 'tensor<2xi64>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.divide %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return
}

// -----

func.func @log_result_element_type_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.log' op requires compatible types for all operands and results; result #0 has type 'tensor<2xf16>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.log %x : (tensor<2xf32>) -> tensor<2xf16>
  func.return
}

// -----

func.func @popcnt_result_element_type_differs(%x: tensor<2xi32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.popcnt' op requires compatible types for all operands and results; result #0 has type 'tensor<2xi64>', not compatible with operand #0's 'tensor<2xi32>'}}
  %0 = stablehlo.popcnt %x : (tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @tanh_result_shape_differs(%x: tensor<2xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.tanh' op requires compatible types for all operands and results; result #0 has type 'tensor<2x1xf32>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.tanh %x : (tensor<2xf32>) -> tensor<2x1xf32>
  func.return
}

// -----

func.func @floor_quantized_expressed_type_differs(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // Scales and zero points may differ (baseline types), expressed types not.
  // spec: C1
  // expected-error @+1 {{'stablehlo.floor' op requires compatible types for all operands and results; result #0 has type 'tensor<2x!quant.uniform<i8:f64, 5.000000e-01:1>>', not compatible with operand #0's 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>'}}
  %0 = stablehlo.floor %x : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f64, 0.5:1>>
  func.return
}

// -----

func.func @complex_result_shape_differs(%a: tensor<2xf32>) {
  // spec: C2
  // expected-error @+1 {{'stablehlo.complex' op requires the same shape for all operands and results}}
  %0 = stablehlo.complex %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xcomplex<f32>>
  func.return
}

// -----

func.func @real_result_shape_differs(%x: tensor<2xcomplex<f32>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.real' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.real %x : (tensor<2xcomplex<f32>>) -> tensor<1xf32>
  func.return
}

// -----

func.func @imag_result_element_type_differs(%x: tensor<2xcomplex<f64>>) {
  // expected-error @+2 {{'stablehlo.imag' op inferred type(s) 'tensor<2xf64>' are incompatible with return type(s) of operation 'tensor<2xf32>': (C2) result #0 must have element type 'f64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.imag %x : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_precision_no_exponent_bits(%x: tensor<2xf32>) {
  // spec: C2
  // expected-error @+1 {{'stablehlo.reduce_precision' op attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = stablehlo.reduce_precision %x, format = e0m10 : tensor<2xf32>
  func.return
}

// -----

func.func @reduce_precision_negative_mantissa_bits(%x: tensor<2xf32>) {
  // spec: C3
  // expected-error @+1 {{'stablehlo.reduce_precision' op attribute 'mantissa_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.reduce_precision"(%x) <{exponent_bits = 5 : i32, mantissa_bits = -1 : i32}> : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// add (C1): the result's element type too, checked before the result is
// compared with the inferred type (upstream's order and words).
func.func @add_result_element_type(%a: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{(C1) op requires the same element type for all operands and results; the element types of lhs, rhs and result are 'f32', 'f32' and 'i32'}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// add (C5): a per-axis result needs a per-axis operand.
func.func @add_per_axis_result_only(%a: tensor<2x2x!quant.uniform<i8:f32, 5.0e-01:1>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {5.0e-01:1, 5.0e-01:1}>> {
  // expected-error @+1 {{(C5) result per_axis quantized but none from rhs and lhs are per_axis quantized}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2x2x!quant.uniform<i8:f32, 5.0e-01:1>>, tensor<2x2x!quant.uniform<i8:f32, 5.0e-01:1>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {5.0e-01:1, 5.0e-01:1}>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32:0, {5.0e-01:1, 5.0e-01:1}>>
}

// -----

// reduce_precision: an elementwise op (upstream's trait and words).
func.func @reduce_precision_shape(%a: tensor<6xf32>) -> tensor<7xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<6xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
