// Errors of the slicing, padding, concatenation, shape and tuple ops and of
// quantized element types.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @slice_wrong_number_of_limits(%x: tensor<3x8xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{'stablehlo.slice' op (C2) limit_indices has 1 elements, expected rank(operand) = 2}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 1, 4>, limit_indices = array<i64: 3>, strides = array<i64: 1, 2>} : (tensor<3x8xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @pad_wrong_number_of_interior_paddings(%x: tensor<2x3xi64>, %v: tensor<i64>) -> tensor<5x9xi64> {
  // expected-error @+1 {{'stablehlo.pad' op (C2) interior_padding has 1 elements, expected rank(operand) = 2}}
  %0 = stablehlo.pad %x, %v, low = [0, 1], high = [2, 1], interior = [1] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x9xi64>
  return %0 : tensor<5x9xi64>
}

// -----

func.func @pad_value_not_scalar(%x: tensor<2xi64>, %v: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.pad' op operand #1 must be 0D tensor of 4/6/8/16/32/64-bit float or boolean or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized values, but got 'tensor<1xi64>'}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [0] : (tensor<2xi64>, tensor<1xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @concatenate_without_inputs() -> tensor<0xi64> {
  // expected-error @+1 {{'stablehlo.concatenate' op (C2) must have at least one input}}
  %0 = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<0xi64>
  return %0 : tensor<0xi64>
}

// -----

func.func @concatenate_dimension_out_of_range(%a: tensor<3x2xi64>) -> tensor<3x4xi64> {
  // expected-error @+1 {{'stablehlo.concatenate' op (C4) dimension (2) must be in [0, 2)}}
  %0 = stablehlo.concatenate %a, %a, dim = 2 : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x4xi64>
  return %0 : tensor<3x4xi64>
}

// -----

func.func @dynamic_slice_index_not_scalar(%x: tensor<4xi32>, %i: tensor<1xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op operand #1 must be variadic of 0D tensor of 2/4/8/16/32/64-bit integer values, but got 'tensor<1xi64>'}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xi32>, tensor<1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @dynamic_broadcast_in_dim_wrong_dimension_count(%x: tensor<1x3xi64>, %s: tensor<3xi64>) -> tensor<2x3x2xi64> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C2) broadcast_dimensions has 1 elements, expected rank(operand) = 2}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  return %0 : tensor<2x3x2xi64>
}

// -----

func.func @dynamic_reshape_dynamic_shape_operand(%x: tensor<2x3xi64>, %s: tensor<?xi64>) -> tensor<3x2xi64> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op operand #1 must be statically shaped 1-dimensional tensor of index or 2/4/8/16/32/64-bit integer values, but got 'tensor<?xi64>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi64>, tensor<?xi64>) -> tensor<3x2xi64>
  return %0 : tensor<3x2xi64>
}

// -----

func.func @dynamic_iota_dimension_out_of_range(%s: tensor<2xi64>) -> tensor<4x5xi64> {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op (C1) iota_dimension (2) must be in [0, 2)}}
  %0 = stablehlo.dynamic_iota %s, dim = 2 : (tensor<2xi64>) -> tensor<4x5xi64>
  return %0 : tensor<4x5xi64>
}

// -----

func.func @get_dimension_size_out_of_range(%x: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' op (C1) dimension (2) must be in [0, 2)}}
  %0 = stablehlo.get_dimension_size %x, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @set_dimension_size_out_of_range(%x: tensor<2xf32>, %s: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op dimension (1) must be in [0, 1)}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 1 : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @get_tuple_element_index_out_of_range(%t: tuple<tensor<f32>>) -> tensor<f32> {
  // expected-error @+2 {{(C1) index 1 is out of range for a tuple of 1 elements}}
  // expected-error @+1 {{'stablehlo.get_tuple_element' op failed to infer returned types}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @tuple_result_type_mismatch(%a: tensor<f32>) -> tuple<tensor<i32>> {
  // expected-error @+2 {{'stablehlo.tuple' op inferred type(s) 'tuple<tensor<f32>>' are incompatible with return type(s) of operation 'tuple<tensor<i32>>'}}
  // expected-error @+1 {{'stablehlo.tuple' op failed to infer returned types}}
  %0 = "stablehlo.tuple"(%a) : (tensor<f32>) -> tuple<tensor<i32>>
  return %0 : tuple<tensor<i32>>
}

// -----

func.func @per_axis_quantized_dimension_size_mismatch(%x: tensor<3x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>) -> tensor<3x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>> {
  // expected-error @+1 {{'stablehlo.reshape' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or boolean or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00:1,2.000000e+00:2}>>'}}
  %0 = stablehlo.reshape %x : (tensor<3x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>) -> tensor<3x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>
  return %0 : tensor<3x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>
}

// -----

func.func @quantized_zero_point_out_of_storage_range(%x: tensor<2x!quant.uniform<i8:f32, 1.0:300>>) -> tensor<2x!quant.uniform<i8:f32, 1.0:300>> {
  // expected-error @+1 {{'stablehlo.add' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or boolean or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<2x!quant.uniform<i8:f32, 1.000000e+00:300>>'}}
  %0 = stablehlo.add %x, %x : tensor<2x!quant.uniform<i8:f32, 1.0:300>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 1.0:300>>
}

// -----

func.func @slice_ranges_parse_error(%x: tensor<3xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.slice %x [1] : (tensor<3xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
