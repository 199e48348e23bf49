// Verifier and shape-function errors of constant, iota, compare, select,
// clamp and the shape ops.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @constant_type_differs_from_value() -> tensor<2xf32> {
  // expected-error @+2 {{'stablehlo.constant' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<2xf32>': (C1) result #0 must have the shape of 'tensor<f32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @constant_without_value() -> tensor<f32> {
  // expected-error @+1 {{requires attribute 'value'}}
  %0 = "stablehlo.constant"() : () -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @constant_dynamic_shape() -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.constant' op result #0 must be statically shaped tensor}}
  %0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1xf32>}> : () -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @iota_dimension_out_of_range() -> tensor<4x5xi32> {
  // expected-error @+1 {{'stablehlo.iota' op (C1) iota dimension cannot go beyond the output rank. Got iota_dimension 2 for a result of rank 2}}
  %0 = stablehlo.iota dim = 2 : tensor<4x5xi32>
  func.return %0 : tensor<4x5xi32>
}

// -----

func.func @iota_scalar() -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.iota' op (C1) does not support scalars.}}
  %0 = stablehlo.iota dim = 0 : tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @iota_negative_dimension() -> tensor<4xi32> {
  // expected-error @+1 {{attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.iota"() <{iota_dimension = -1 : i64}> : () -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

func.func @compare_element_types_differ(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) -> tensor<2xi1> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.compare' op requires compatible element types for all operands; operand #1 has type 'tensor<2xf64>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.compare  LT, %arg0, %arg1 : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

func.func @compare_shapes_differ(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xi1> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.compare' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare  LT, %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

func.func @compare_result_shape_differs(%arg0: tensor<2xf32>) -> tensor<3xi1> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.compare' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare  LT, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xi1>
  func.return %0 : tensor<3xi1>
}

// -----

func.func @select_pred_shape_differs(%arg0: tensor<3xi1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C1) requires the same shape for all operands; shape of pred ('tensor<3xi1>') must match shape of on_true ('tensor<2xf32>')}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @select_branch_types_differ(%arg0: tensor<i1>, %arg1: tensor<2xf32>, %arg2: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C2) requires compatible types for non-predicate operands, but got 'tensor<2xf32>' and 'tensor<2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @select_pred_not_boolean(%arg0: tensor<i32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op operand #0 must be ranked tensor of bool values}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<i32>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @select_wrong_type_list(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected functional type or list of two types (`predicate type, result type`), got 3 type(s)}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<i1>, tensor<2xf32>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @clamp_min_shape_differs(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{(C1) min shape [2] is not scalar and is not compatible to operand shape [3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg1 : (tensor<2xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @clamp_max_shape_differs(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{(C2) max shape [2] is not scalar and is not compatible to operand shape [3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.clamp %arg1, %arg1, %arg0 : (tensor<3xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @clamp_element_types_differ(%arg0: tensor<f64>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // spec: C3
  // expected-error @+1 {{'stablehlo.clamp' op requires compatible element types for all operands and results; operand #1 has type 'tensor<3xf32>', not compatible with operand #0's 'tensor<f64>'}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg1 : (tensor<f64>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @clamp_result_type_differs(%arg0: tensor<3xf32>) -> tensor<3xf64> {
  // spec: C4
  // expected-error @+1 {{'stablehlo.clamp' op requires compatible element types for all operands and results; result #0 has type 'tensor<3xf64>', not compatible with operand #0's 'tensor<3xf32>'}}
  %0 = stablehlo.clamp %arg0, %arg0, %arg0 : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf64>
  func.return %0 : tensor<3xf64>
}

// -----

func.func @bitcast_convert_complex_to_real(%arg0: tensor<complex<f32>>) -> tensor<f64> {
  // expected-error @+1 {{(C2) cannot convert between real and complex types, but got: 'tensor<complex<f32>>' and 'tensor<f64>'}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<complex<f32>>) -> tensor<f64>
  func.return %0 : tensor<f64>
}

// -----

func.func @bitcast_convert_same_width_shape_differs(%arg0: tensor<2xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{(C1) operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: 'tensor<2xi32>' and 'tensor<3xf32>'.}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xi32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @bitcast_convert_narrowing_minor_dim(%arg0: tensor<2xi32>) -> tensor<2x2xi8> {
  // expected-error @+1 {{(C1) requires compatible bit widths. Got: 'tensor<2xi32>' and 'tensor<2x2xi8>', but 8 * 2 != 32.}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xi32>) -> tensor<2x2xi8>
  func.return %0 : tensor<2x2xi8>
}

// -----

func.func @bitcast_convert_widening_scalar(%arg0: tensor<i8>) -> tensor<i32> {
  // expected-error @+1 {{(C1) rank of smaller element type (0) should be 1 more than rank of larger element type (0), but 0 != 0 + 1.}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<i8>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reshape_element_type_differs(%arg0: tensor<4xf32>) -> tensor<2x2xf64> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.reshape' op requires compatible element types for all operands and results; result #0 has type 'tensor<2x2xf64>', not compatible with operand #0's 'tensor<4xf32>'}}
  %0 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<2x2xf64>
  func.return %0 : tensor<2x2xf64>
}

// -----

func.func @reshape_size_differs(%arg0: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.reshape' op (C2) number of output elements (6) doesn't match expected number of elements (4)}}
  %0 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @reshape_unbounded_result(%arg0: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.reshape' op result #0 must be statically shaped or single bounded dimension tensor}}
  %0 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @transpose_permutation_too_short(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{(C2) TransposeOp operand rank 2 does not match permutation size 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [1] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_permutation_out_of_range(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{(C2) attribute permutation must be a permutation of [0, 1] but got 2, 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [2, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_permutation_repeated(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{(C2) attribute permutation must be a permutation of [0, 1] but got 0, 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_result_shape_differs(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'stablehlo.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>': (C3) result #0 must have the shape of 'tensor<3x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_in_dim_element_type_differs(%arg0: tensor<2xf32>) -> tensor<2x2xf64> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op requires compatible element types for all operands and results; result #0 has type 'tensor<2x2xf64>', not compatible with operand #0's 'tensor<2xf32>'}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x2xf64>
  func.return %0 : tensor<2x2xf64>
}

// -----

func.func @broadcast_in_dim_dims_size_differs(%arg0: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op (C2) broadcast_dimensions size (2) does not match operand rank (1)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @broadcast_in_dim_dim_out_of_range(%arg0: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op (C3) broadcast_dimensions contains invalid value 2 for result with rank 2}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @broadcast_in_dim_dim_repeated(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op (C4) broadcast_dimensions should not have duplicates; 1 is repeated}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 1] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @broadcast_in_dim_size_mismatch(%arg0: tensor<3xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op (C5) size of operand dimension 0 (3) is not equal to 1 or size of result dimension 1 (2)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @compare_quantized_storage_types_differ(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i16:f32, 0.5:1>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.compare' op requires compatible element types for all operands; operand #1 has type 'tensor<2x!quant.uniform<i16:f32, 5.000000e-01:1>>', not compatible with operand #0's 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>'}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i16:f32, 0.5:1>>) -> tensor<2xi1>
  func.return
}

// -----

// (C2) as upstream checks it, stricter than the spec's baseline types:
// on_true and on_false of different quantization scales are refused.
func.func @select_quantized_scales_differ(%p: tensor<i1>, %a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i8:f32, 0.25:-3>>) {
  // expected-error @+2 {{(C2) requires compatible types for non-predicate operands, but got 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>' and 'tensor<2x!quant.uniform<i8:f32, 2.500000e-01:-3>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:-3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @select_quantized_storage_types_differ(%p: tensor<i1>, %a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i16:f32, 0.5:1>>) {
  // expected-error @+2 {{(C2) requires compatible types for non-predicate operands}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i16:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @select_result_type_differs(%p: tensor<i1>, %a: tensor<2xf32>) {
  // expected-error @+2 {{'stablehlo.select' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.select %p, %a, %a : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @clamp_quantized_storage_types_differ(%lo: tensor<!quant.uniform<i16:f32, 0.5:1>>, %x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // spec: C3
  // expected-error @+1 {{'stablehlo.clamp' op requires compatible element types for all operands and results; operand #1 has type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>', not compatible with operand #0's 'tensor<!quant.uniform<i16:f32, 5.000000e-01:1>>'}}
  %0 = stablehlo.clamp %lo, %x, %lo : (tensor<!quant.uniform<i16:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<!quant.uniform<i16:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @bitcast_convert_quantized_storage_width(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op (C1) rank of smaller element type (1) should be 1 more than rank of larger element type (1), but 1 != 1 + 1.}}
  %0 = stablehlo.bitcast_convert %x : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2xi16>
  func.return
}

// -----

func.func @reshape_per_axis_quantization_dimension_moves_elements(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // expected-error @+1 {{'stablehlo.reshape' op (C3) product of dimensions before quantization dimension must match between operand and result for 1 and 3}}
  %0 = stablehlo.reshape %x : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @reshape_per_axis_scales_differ(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // expected-error @+1 {{'stablehlo.reshape' op (C1) expect same quantization scales and zero_points but got 'tensor<2x3x!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>>' vs 'tensor<2x3x!quant.uniform<i8:f32:0, {2.500000e-01:1,5.000000e-01:1}>>'}}
  %0 = stablehlo.reshape %x : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.25:1, 0.5:1}>>
  func.return
}

// -----

func.func @reshape_to_per_axis(%x: tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.reshape' op requires compatible element types for all operands and results; result #0 has type 'tensor<2x3x!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>>', not compatible with operand #0's 'tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:1>>'}}
  %0 = stablehlo.reshape %x : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @transpose_per_axis_quantization_dimension_not_moved(%x: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // expected-error @+1 {{(C4) operand quantization_dimension 0 is not same as permutation[0] = 1}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @transpose_element_type_differs(%x: tensor<2x3xf32>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.transpose' op requires compatible element types for all operands and results; result #0 has type 'tensor<3x2xf64>', not compatible with operand #0's 'tensor<2x3xf32>'}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf64>
  func.return
}

// -----

func.func @broadcast_in_dim_per_axis_storage_differs(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op requires compatible element types for all operands and results; result #0 has type 'tensor<3x2x!quant.uniform<i16:f32:1, {5.000000e-01:1,5.000000e-01:1}>>', not compatible with operand #0's 'tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>>'}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<3x2x!quant.uniform<i16:f32:1, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @broadcast_in_dim_per_axis_dimension_not_followed(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op (C6) result quantization_dimension 0 not same as broadcast_dimensions[0] = 1}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @broadcast_in_dim_per_axis_broadcast_scales_differ(%x: tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>) {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op (C6) mismatch result scale 1 (2.500000e-01) and operand scale 0 (5.000000e-01)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>
  func.return
}

// -----

func.func @transpose_per_axis_scales_differ(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) {
  // Only the quantization dimension may differ from the operand's (C1).
  // expected-error @+1 {{(C1) expect same quantization scales and zero_points but got 'tensor<2x3x!quant.uniform<i8:f32:0, {5.000000e-01:1,5.000000e-01:1}>>' vs 'tensor<3x2x!quant.uniform<i8:f32:1, {5.000000e-01:1,2.500000e-01:1}>>'}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1}>>
  func.return
}

// -----

func.func @custom_call_layout_not_a_permutation(%x: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op incorrect layout dense<0> : tensor<2xindex> for type 'tensor<2x3xi32>', layout must be a permutation of [0, 2) (operand #0)}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[0, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @custom_call_layout_size_differs_from_rank(%x: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op incorrect layout dense<0> : tensor<1xindex> for type 'tensor<2x3xi32>', layout must be a permutation of [0, 2) (result #0)}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @custom_call_layout_out_of_range(%x: tensor<2x3xi32>) {
  // expected-error @+1 {{layout must be a permutation of [0, 2) (operand #0)}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[2, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @custom_call_token_with_layout(%t: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.custom_call' op Only tensor types can have non-empty layout: operand #0 of type '!stablehlo.token' has layout dense<0> : tensor<1xindex>}}
  %0 = stablehlo.custom_call @foo(%t) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @custom_call_tuple_operand_with_layout(%t: tuple<tensor<2xf32>>) {
  // expected-error @+1 {{'stablehlo.custom_call' op Tuple types are not fully supported with layout constraints yet: operand #0 of type 'tuple<tensor<2xf32>>' has a layout}}
  %0 = stablehlo.custom_call @foo(%t) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  func.return
}

// -----

func.func @custom_call_alias_negative_operand_index(%x: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op expects operandIndex in the output_operand_alias attribute to be in range [0, 1); got: -1.}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = -1, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @custom_call_alias_operand_tuple_index_out_of_range(%t: tuple<tensor<2xf32>>) {
  // expected-error @+1 {{'stablehlo.custom_call' op operand_tuple_indices in the output_operand_alias attribute out of bounds: [1] of operand #0 of type 'tuple<tensor<2xf32>>'}}
  %0 = stablehlo.custom_call @foo(%t) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  func.return
}

// -----

func.func @custom_call_alias_operand_not_a_tuple(%x: tensor<2xf32>) {
  // expected-error @+1 {{operand_tuple_indices in the output_operand_alias attribute out of bounds: [0] of operand #0 of type 'tensor<2xf32>'}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [0]>]} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @custom_call_alias_output_tuple_index_out_of_range(%x: tensor<2xf32>) {
  // Several results form a tuple for output_tuple_indices.
  // expected-error @+1 {{'stablehlo.custom_call' op output_tuple_indices in the output_operand_alias attribute out of bounds: [2] of the output, of type 'tuple<tensor<2xf32>, tensor<2xf32>>'}}
  %0:2 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return
}

// -----

func.func @custom_call_alias_types_differ(%x: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op shapes mismatch in the output_operand_alias attribute: operand part has type 'tensor<2xf32>' and output part has type 'tensor<3xf32>', which must be equal}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @custom_call_dictionary_config_without_typed_ffi(%x: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op backend_config for api_version API_VERSION_STATUS_RETURNING must be a string attribute. Got {bar = 42 : i32}}}
  %0 = stablehlo.custom_call @foo(%x) {api_version = 2 : i32, backend_config = {bar = 42 : i32}} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @custom_call_string_config_with_typed_ffi(%x: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute. Got "cfg"}}
  %0 = stablehlo.custom_call @foo(%x) {api_version = 4 : i32, backend_config = "cfg"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @custom_call_unknown_api_version(%x: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.custom_call' 'stablehlo.custom_call' op attribute 'api_version' failed to satisfy constraint: Custom call API version}}
  %0 = stablehlo.custom_call @foo(%x) {api_version = 5 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// A buffer (memref) output must be named by an output_operand_aliases entry
// whose operand part is a buffer.
func.func @custom_call_buffer_output_not_aliased(%b: memref<4xf64>) {
  // expected-error @+1 {{'stablehlo.custom_call' op buffer output [] is not used in output_operand_alias}}
  %0 = stablehlo.custom_call @Update(%b) : (memref<4xf64>) -> memref<4xf64>
  func.return
}

// -----

func.func @custom_call_buffer_tuple_output_not_aliased(%b: memref<4xf64>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op buffer output [1] is not used in output_operand_alias}}
  %0:2 = stablehlo.custom_call @Update(%b, %t) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>]} : (memref<4xf64>, tensor<2xf32>) -> (tensor<2xf32>, memref<4xf64>)
  func.return
}

// -----

func.func @custom_call_create_buffer_with_input(%t: tensor<4xf64>) {
  // expected-error @+1 {{'stablehlo.custom_call' op CreateBuffer custom_call shouldn't have any inputs}}
  %0 = stablehlo.custom_call @CreateBuffer(%t) : (tensor<4xf64>) -> memref<4xf64>
  func.return
}

// -----

func.func @custom_call_create_buffer_tensor_result() {
  // expected-error @+1 {{'stablehlo.custom_call' op CreateBuffer custom_call should have a memref result}}
  %0 = stablehlo.custom_call @CreateBuffer() : () -> tensor<4xf64>
  func.return
}

// -----

func.func @custom_call_pin_element_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op Pin custom_call should have compatible input and output types}}
  %0 = stablehlo.custom_call @Pin(%t) : (tensor<4xf32>) -> memref<4xi32>
  func.return
}

// -----

func.func @custom_call_pin_memref_input(%b: memref<4xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op Pin custom_call should have a tensor input}}
  %0 = stablehlo.custom_call @Pin(%b) : (memref<4xf32>) -> memref<4xf32>
  func.return
}

// -----

func.func @custom_call_unpin_shape(%b: memref<4xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op Unpin custom_call should have compatible input and output types}}
  %0 = stablehlo.custom_call @Unpin(%b) : (memref<4xf32>) -> tensor<5xf32>
  func.return
}

// -----

func.func @custom_call_unpin_tensor_output_count(%b: memref<4xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op Unpin custom_call should have one output}}
  %0:2 = stablehlo.custom_call @Unpin(%b) : (memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return
}

// -----

// A static minor dimension must hold exactly the ratio of the widths.
func.func @bitcast_convert_minor_dim_not_the_ratio(%arg0: tensor<2x3xi8>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op (C1) requires compatible bit widths. Got: 'tensor<2x3xi8>' and 'tensor<2xi32>', but 8 * 3 != 32.}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xi8>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// transpose (C1): per-tensor scales and zero points are the operand's.
func.func @transpose_per_tensor_scale(%a: tensor<2x3x!quant.uniform<i8:f32, 5.0e-01:1>>) -> tensor<3x2x!quant.uniform<i8:f32, 2.5e-01:1>> {
  // expected-error @+1 {{(C1) expect same quantization scale and zero_point but got 'tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:1>>' vs 'tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01:1>>'}}
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32, 5.0e-01:1>>) -> tensor<3x2x!quant.uniform<i8:f32, 2.5e-01:1>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32, 2.5e-01:1>>
}

// -----

// pad (C4): a bounded dimension padded below zero is refused, as a size is
// (upstream's rule and words).
func.func @pad_negative_bound(%a: tensor<?xf32, #stablehlo.bounds<2>>, %p: tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<0>> {
  // expected-error @+2 {{(C4) Padding result in negative bound for dimension 0 (-3)}}
  // expected-error @+1 {{'stablehlo.pad' op failed to infer returned types}}
  %0 = "stablehlo.pad"(%a, %p) {edge_padding_low = array<i64: -5>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<0>>
  return %0 : tensor<?xf32, #stablehlo.bounds<0>>
}
