// Errors of the slicing, padding, concatenation, shape and tuple ops and of
// quantized element types.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @slice_wrong_number_of_limits(%x: tensor<3x8xi64>) -> tensor<2x2xi64> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.slice' op failed to verify that all of {start_indices, limit_indices, strides} have same size}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 1, 4>, limit_indices = array<i64: 3>, strides = array<i64: 1, 2>} : (tensor<3x8xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @pad_wrong_number_of_interior_paddings(%x: tensor<2x3xi64>, %v: tensor<i64>) -> tensor<5x9xi64> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.pad' op failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same size}}
  %0 = stablehlo.pad %x, %v, low = [0, 1], high = [2, 1], interior = [1] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x9xi64>
  return %0 : tensor<5x9xi64>
}

// -----

func.func @pad_value_not_scalar(%x: tensor<2xi64>, %v: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.pad' op operand #1 must be 0D tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized values, but got 'tensor<1xi64>'}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [0] : (tensor<2xi64>, tensor<1xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @concatenate_without_inputs() -> tensor<0xi64> {
  // spec: C3
  // expected-error @+1 {{'stablehlo.concatenate' op expected 1 or more operands, but found 0}}
  %0 = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<0xi64>
  return %0 : tensor<0xi64>
}

// -----

func.func @concatenate_dimension_out_of_range(%a: tensor<3x2xi64>) -> tensor<3x4xi64> {
  // expected-error @+2 {{(C4) dimension 2 is out-of-bounds for input rank 2}}
  // expected-error @+1 {{'stablehlo.concatenate' op failed to infer returned types}}
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
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C2) broadcast_dimensions size (1) does not match operand rank (2)}}
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
  // expected-error @+1 {{'stablehlo.dynamic_iota' op (C1) iota dimension cannot go beyond the output rank. Got iota_dimension 2 for a result of rank 2}}
  %0 = stablehlo.dynamic_iota %s, dim = 2 : (tensor<2xi64>) -> tensor<4x5xi64>
  return %0 : tensor<4x5xi64>
}

// -----

func.func @get_dimension_size_out_of_range(%x: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+2 {{(C1) requires dimension attribute in range [0, 2); found (2)}}
  // expected-error @+1 {{'stablehlo.get_dimension_size' op failed to infer returned types}}
  %0 = stablehlo.get_dimension_size %x, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @set_dimension_size_out_of_range(%x: tensor<2xf32>, %s: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+2 {{requires dimension attribute in range [0, 1); found (1)}}
  // expected-error @+1 {{'stablehlo.set_dimension_size' op failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 1 : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @get_tuple_element_index_out_of_range(%t: tuple<tensor<f32>>) -> tensor<f32> {
  // expected-error @+2 {{(C1) index 1 is out of bounds of operand with size 1}}
  // expected-error @+1 {{'stablehlo.get_tuple_element' op failed to infer returned types}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @tuple_result_type_mismatch(%a: tensor<f32>) -> tuple<tensor<i32>> {
  // expected-error @+2 {{'stablehlo.tuple' op inferred type(s) 'tuple<tensor<f32>>' are incompatible with return type(s) of operation 'tuple<tensor<i32>>': (C1) result #0 must have type 'tuple<tensor<f32>>'}}
  // expected-error @+1 {{'stablehlo.tuple' op failed to infer returned types}}
  %0 = "stablehlo.tuple"(%a) : (tensor<f32>) -> tuple<tensor<i32>>
  return %0 : tuple<tensor<i32>>
}

// -----

func.func @per_axis_quantized_dimension_size_mismatch(%x: tensor<3x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>) -> tensor<3x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>> {
  // expected-error @+1 {{'stablehlo.reshape' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00:1,2.000000e+00:2}>>'}}
  %0 = stablehlo.reshape %x : (tensor<3x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>) -> tensor<3x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>
  return %0 : tensor<3x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>
}

// -----

func.func @quantized_zero_point_out_of_storage_range(%x: tensor<2x!quant.uniform<i8:f32, 1.0:300>>) -> tensor<2x!quant.uniform<i8:f32, 1.0:300>> {
  // expected-error @+1 {{'stablehlo.add' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<2x!quant.uniform<i8:f32, 1.000000e+00:300>>'}}
  %0 = stablehlo.add %x, %x : tensor<2x!quant.uniform<i8:f32, 1.0:300>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 1.0:300>>
}

// -----

func.func @slice_ranges_parse_error(%x: tensor<3xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.slice %x [1] : (tensor<3xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @slice_negative_start(%x: tensor<4xi64>) {
  // expected-error @+2 {{(C3) negative start index -1 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%x) <{start_indices = array<i64: -1>, limit_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xi64>) -> tensor<3xi64>
  func.return
}

// -----

func.func @slice_start_after_limit(%x: tensor<4xi64>) {
  // expected-error @+2 {{(C3) start index 3 is larger than limit index 2 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %x [3:2] : (tensor<4xi64>) -> tensor<0xi64>
  func.return
}

// -----

func.func @slice_limit_out_of_bounds(%x: tensor<4xi64>) {
  // expected-error @+2 {{(C3) limit index 5 is larger than dimension size 4 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %x [0:5] : (tensor<4xi64>) -> tensor<5xi64>
  func.return
}

// -----

func.func @slice_limit_exceeds_bound(%x: tensor<?xi64, #stablehlo.bounds<4>>) {
  // expected-error @+2 {{(C3) limit index 5 is larger than dimension bound 4 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %x [0:5] : (tensor<?xi64, #stablehlo.bounds<4>>) -> tensor<5xi64>
  func.return
}

// -----

func.func @slice_zero_stride(%x: tensor<4xi64>) {
  // expected-error @+2 {{(C4) stride must be positive but got 0 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %x [0:4:0] : (tensor<4xi64>) -> tensor<4xi64>
  func.return
}

// -----

func.func @slice_result_shape_differs(%x: tensor<8xi64>) {
  // expected-error @+2 {{'stablehlo.slice' op inferred type(s) 'tensor<3xi64>' are incompatible with return type(s) of operation 'tensor<2xi64>': (C5) result #0 must have the shape of 'tensor<3xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %x [1:8:3] : (tensor<8xi64>) -> tensor<2xi64>
  func.return
}

// -----

func.func @slice_result_element_type_differs(%x: tensor<8xi64>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.slice' op requires the same element type for all operands and results}}
  %0 = stablehlo.slice %x [0:2] : (tensor<8xi64>) -> tensor<2xi32>
  func.return
}

// -----

func.func @dynamic_slice_wrong_number_of_indices(%x: tensor<4x4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{(C2) has mismatched number of slice sizes (2) and number of start indices (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>) -> tensor<2x2xi32>
  func.return
}

// -----

func.func @dynamic_slice_wrong_number_of_sizes(%x: tensor<4x4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{(C2) has mismatched number of slice sizes (1) and number of start indices (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2xi32>
  func.return
}

// -----

func.func @dynamic_slice_index_types_differ(%x: tensor<4x4xi32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{(C3) start indices must have same element type; got 'tensor<i64>', 'tensor<i32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i32>) -> tensor<2x2xi32>
  func.return
}

// -----

func.func @dynamic_slice_negative_size(%x: tensor<4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{(C4) has negative size index to dynamic slice: -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_slice"(%x, %i) <{slice_sizes = array<i64: -1>}> : (tensor<4xi32>, tensor<i64>) -> tensor<?xi32>
  func.return
}

// -----

func.func @dynamic_slice_size_too_large(%x: tensor<4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{(C4) has slice size 5 greater than dimension size 4 in dimension 0 of operand}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [5] : (tensor<4xi32>, tensor<i64>) -> tensor<5xi32>
  func.return
}

// -----

func.func @dynamic_slice_result_shape_differs(%x: tensor<4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{'stablehlo.dynamic_slice' op inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<3xi32>': (C5) result #0 must have the shape of 'tensor<2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xi32>, tensor<i64>) -> tensor<3xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_element_types_differ(%x: tensor<4xi32>, %u: tensor<2xi64>, %i: tensor<i64>) {
  // spec: C2
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op failed to verify that all of {operand, update, result} have same element type}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xi32>, tensor<2xi64>, tensor<i64>) -> tensor<4xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_ranks_differ(%x: tensor<4xi32>, %u: tensor<1x2xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{(C3) update rank does not match operand rank: 2 vs 1.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xi32>, tensor<1x2xi32>, tensor<i64>) -> tensor<4xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_wrong_number_of_indices(%x: tensor<4xi32>, %u: tensor<2xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{(C4) expects number of start_indices to match operand rank: 2 vs 1.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<4xi32>, tensor<2xi32>, tensor<i64>, tensor<i64>) -> tensor<4xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_index_types_differ(%x: tensor<4x4xi32>, %u: tensor<2x2xi32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{(C5) start indices must have same element type; got 'tensor<i64>', 'tensor<i32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i32>) -> tensor<4x4xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_update_too_large(%x: tensor<4xi32>, %u: tensor<5xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{(C6) expects size at dimension 0 of update to be in range [0, 4]. Got: 5.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xi32>, tensor<5xi32>, tensor<i64>) -> tensor<4xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_result_type_differs(%x: tensor<4xi32>, %u: tensor<2xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{'stablehlo.dynamic_update_slice' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<5xi32>': (C1) result #0 must have the shape of 'tensor<4xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<5xi32>
  func.return
}

// -----

func.func @real_dynamic_slice_element_type_differs(%x: tensor<4xi64>, %s: tensor<1xi64>) {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op failed to verify that all of {operand, result} have same element type}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<4xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  func.return
}

// -----

func.func @real_dynamic_slice_wrong_number_of_indices(%x: tensor<4xi64>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op has mismatched number of operand rank (1) and start_indices size (2); start_indices, limit_indices and strides have one element per dimension of operand}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<4xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xi64>
  func.return
}

// -----

func.func @concatenate_element_types_differ(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.concatenate' op requires the same element type for all operands and results}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2xf64>) -> tensor<4xf32>
  func.return
}

// -----

func.func @concatenate_ranks_differ(%a: tensor<2xf32>, %b: tensor<2x1xf32>) {
  // expected-error @+2 {{(C2) operands (0) and (1) do not match rank}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2x1xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @concatenate_shapes_differ(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+2 {{(C2) shapes of operand (0) and (1) are not compatible at non-concat index 1: (2, 3) != (2, 4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @concatenate_size_exceeds_bound(%a: tensor<2x?xf32, #stablehlo.bounds<?, 3>>, %b: tensor<2x4xf32>) {
  // expected-error @+2 {{(C2) Mismatched dimension size 4 and bound 3 in dimension 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<2x4xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @concatenate_result_shape_differs(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{'stablehlo.concatenate' op inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>': (C6) result #0 must have the shape of 'tensor<5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @pad_element_types_differ(%x: tensor<2xf32>, %v: tensor<f64>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.pad' op requires the same element type for all operands and results}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [0] : (tensor<2xf32>, tensor<f64>) -> tensor<2xf32>
  func.return
}

// -----

func.func @pad_negative_interior(%x: tensor<2xf32>, %v: tensor<f32>) {
  // expected-error @+2 {{(C3) Interior padding cannot be negative: -1 (dimension 0)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [-1] : (tensor<2xf32>, tensor<f32>) -> tensor<1xf32>
  func.return
}

// -----

func.func @pad_negative_result_size(%x: tensor<2xf32>, %v: tensor<f32>) {
  // expected-error @+2 {{(C4) Padding result in negative size for dimension 0 (-1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %x, %v, low = [-2], high = [-1], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<0xf32>
  func.return
}

// -----

func.func @pad_result_shape_differs(%x: tensor<2xf32>, %v: tensor<f32>) {
  // expected-error @+2 {{'stablehlo.pad' op inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %x, %v, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @dynamic_pad_element_types_differ(%x: tensor<2xf32>, %v: tensor<f64>, %p: tensor<1xi64>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.dynamic_pad' op failed to verify that all of {operand, padding_value, result} have same element type}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<2xf32>, tensor<f64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_pad_rank_differs(%x: tensor<2xf32>, %v: tensor<f32>, %p: tensor<1xi64>) {
  // spec: C4
  // expected-error @+1 {{'stablehlo.dynamic_pad' op failed to verify that all of {operand, result} have same rank}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @dynamic_pad_wrong_number_of_paddings(%x: tensor<2xf32>, %v: tensor<f32>, %p: tensor<1xi64>, %q: tensor<2xi64>) {
  // spec: C2
  // expected-error @+1 {{'stablehlo.dynamic_pad' op failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same type}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %q, %p : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<2xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_pad_negative_interior(%x: tensor<2xf32>, %v: tensor<f32>, %p: tensor<1xi64>) {
  %i = stablehlo.constant dense<-1> : tensor<1xi64>
  // expected-error @+1 {{'stablehlo.dynamic_pad' op (C3) interior_padding must be non-negative, but got -1}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %i : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_pad_constant_shape_differs(%x: tensor<2xf32>, %v: tensor<f32>) {
  %p = stablehlo.constant dense<1> : tensor<1xi64>
  // expected-error @+1 {{'stablehlo.dynamic_pad' op (C4) expected output dimension at index 0 to equal 5, but got 4}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf32>
  func.return
}

// -----

func.func @reverse_dimension_repeated(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{(C2) dimensions should be unique. Got: 1, 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %x, dims = [1, 1] : tensor<2x3xf32>
  func.return
}

// -----

func.func @reverse_dimension_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{(C3) all dimensions should be between [0, 2). Got dimension: 2.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %x, dims = [2] : tensor<2x3xf32>
  func.return
}

// -----

func.func @reverse_result_type_differs(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{'stablehlo.reverse' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>': (C1) result #0 must have the shape of 'tensor<2x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %x, dims = [0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @broadcast_negative_size(%x: tensor<3xi32>) {
  // expected-error @+2 {{Broadcast with negative dimension size -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.broadcast %x, sizes = [-1] : (tensor<3xi32>) -> tensor<?x3xi32>
  func.return
}

// -----

func.func @broadcast_result_shape_differs(%x: tensor<3xi32>) {
  // expected-error @+2 {{'stablehlo.broadcast' op inferred type(s) 'tensor<2x3xi32>' are incompatible with return type(s) of operation 'tensor<3x2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<3x2xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_element_type_differs(%x: tensor<1x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C1) expects operand and result to have compatible element type. Got: 'tensor<1x3xi64>' and 'tensor<2x3x2xi32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_dim_out_of_range(%x: tensor<1x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C3) broadcast_dimensions contains invalid value 3 for result with rank 3}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [3, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_dim_repeated(%x: tensor<1x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C4) broadcast_dimensions should not have duplicates; 1 is repeated}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_size_mismatch(%x: tensor<1x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C5) size of operand dimension 1 (3) is not compatible with size of result dimension 0 (2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 0] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_per_axis_dimension_not_followed(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C6) result quantization_dimension 0 not same as broadcast_dimensions[0] = 1}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, tensor<2xi64>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_output_dimensions_size(%x: tensor<1x3xi64>) {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C7) output shape [2, 3] is incompatible with return type of operation 'tensor<2x3x2xi64>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] : (tensor<1x3xi64>, tensor<2xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_negative_output_dimension(%x: tensor<1x3xi64>) {
  %s = stablehlo.constant dense<[2, 3, -1]> : tensor<3xi64>
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C7) output shape [2, 3, -1] is incompatible with return type of operation 'tensor<2x3x?xi64>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x?xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_operand_vs_constant_shape(%x: tensor<1x3xi64>) {
  %s = stablehlo.constant dense<[2, 4, 2]> : tensor<3xi64>
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C5) size of operand dimension 1 (3) is not equal to 1 or value of shape at index 1 (4)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x?x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_constant_shape_differs(%x: tensor<1x3xi64>) {
  %s = stablehlo.constant dense<[2, 3, 4]> : tensor<3xi64>
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C7) output shape [2, 3, 4] is incompatible with return type of operation 'tensor<2x3x2xi64>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_known_dimensions_overlap(%x: tensor<1x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C8) duplicate expansion hint for at least one operand dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_known_expanding_out_of_range(%x: tensor<1x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C9) hint for expanding dimension 2 does not refer to a valid operand dimension (known_expanding_dimensions, rank(operand) = 2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] {known_expanding_dimensions = array<i64: 2>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_known_nonexpanding_out_of_range(%x: tensor<1x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C10) hint for expanding dimension -1 does not refer to a valid operand dimension (known_nonexpanding_dimensions, rank(operand) = 2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] {known_nonexpanding_dimensions = array<i64: -1>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

func.func @dynamic_reshape_element_type_differs(%x: tensor<2x3xi64>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C1) expects operand and result to have compatible element type. Got: 'tensor<2x3xi64>' and 'tensor<3x2xi32>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi32>
  func.return
}

// -----

func.func @dynamic_reshape_size_differs(%x: tensor<2x3xi64>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C2) number of output elements (9) doesn't match expected number of elements (6)}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x3xi64>
  func.return
}

// -----

func.func @dynamic_reshape_per_axis_dimension_size(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C3) product of dimensions before quantization dimension must match between operand and result for 1 and 3}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:1}>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1}>>
  func.return
}

// -----

func.func @dynamic_reshape_per_tensor_scales_differ(%x: tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C1) expect same quantization scale and zero_point but got 'tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>' vs 'tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01>>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01>>
  func.return
}

// -----

func.func @dynamic_reshape_per_axis_scales_differ(%x: tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C1) expect same quantization scales and zero_points but got 'tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>' vs 'tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,5.000000e-01}>>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>, tensor<2xi64>) -> tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,5.000000e-01}>>
  func.return
}

// -----

func.func @dynamic_reshape_per_axis_dimension_size_dynamic_operand(%x: tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C3) expect same quantization dimension size for operand and result 'tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>' and 'tensor<?x2x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01}>>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>, tensor<2xi64>) -> tensor<?x2x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01}>>
  func.return
}

// -----

func.func @dynamic_reshape_output_shape_size(%x: tensor<2x3xi64>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C4) result should have a rank equal to the number of elements in output_shape (2 != 3)}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<3x2xi64>
  func.return
}

// -----

func.func @dynamic_reshape_constant_shape_differs(%x: tensor<2x3xi64>) {
  %s = stablehlo.constant dense<[6, 1]> : tensor<2xi64>
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C4) output shape [6, 1] is incompatible with return type of operation 'tensor<3x2xi64>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  func.return
}

// -----

func.func @dynamic_reshape_constant_shape_count(%x: tensor<2x3xi64>) {
  %s = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C2) output_shape is incompatible with input type of operation: input has 6 elements, but output_shape has 8}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  func.return
}

// -----

func.func @dynamic_reshape_negative_output_shape(%x: tensor<?x3xi64>) {
  %s = stablehlo.constant dense<[-1, 3]> : tensor<2xi64>
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C4) output shape [-1, 3] is incompatible with return type of operation 'tensor<?x3xi64>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x3xi64>, tensor<2xi64>) -> tensor<?x3xi64>
  func.return
}

// -----

func.func @dynamic_iota_rank_differs() {
  %s = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi64>
  // expected-error @+1 {{'stablehlo.dynamic_iota' op (C2) output shape [4, 5, 6] is incompatible with return type of operation 'tensor<4x5xi64>'}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi64>) -> tensor<4x5xi64>
  func.return
}

// -----

func.func @dynamic_iota_constant_shape_differs() {
  %s = stablehlo.constant dense<[4, 6]> : tensor<2xi64>
  // expected-error @+1 {{'stablehlo.dynamic_iota' op (C2) output shape [4, 6] is incompatible with return type of operation 'tensor<4x5xi64>'}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<4x5xi64>
  func.return
}

// -----

func.func @set_dimension_size_result_differs(%x: tensor<4x2xf32>, %s: tensor<i32>) {
  // expected-error @+2 {{'stablehlo.set_dimension_size' op inferred type(s) 'tensor<?x2xf32, #stablehlo.bounds<4, ?>>' are incompatible with return type(s) of operation 'tensor<?x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @get_dimension_size_result_type(%x: tensor<4xf32>) {
  // expected-error @+2 {{'stablehlo.get_dimension_size' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<1xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<4xf32>) -> tensor<1xi32>
  func.return
}

// -----

func.func @get_tuple_element_type_differs(%t: tuple<tensor<f32>, tensor<i32>>) {
  // expected-error @+2 {{'stablehlo.get_tuple_element' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>': (C2) result #0 must have element type 'i32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  func.return
}

// -----

func.func @concatenate_size_exceeds_later_bound(%a: tensor<2x4xf32>, %b: tensor<2x?xf32, #stablehlo.bounds<?, 3>>) {
  // expected-error @+2 {{(C2) Mismatched dimension size 4 and bound 3 in dimension 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x4xf32>, tensor<2x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @concatenate_result_element_type_differs(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // spec: C5
  // expected-error @+1 {{'stablehlo.concatenate' op requires the same element type for all operands and results}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf64>
  func.return
}

// -----

func.func @dynamic_slice_result_element_type_differs(%x: tensor<4xi32>, %i: tensor<i64>) {
  // spec: C1
  // expected-error @+1 {{'stablehlo.dynamic_slice' op failed to verify that all of {operand, result} have same element type}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xi32>, tensor<i64>) -> tensor<2xi64>
  func.return
}

// -----

func.func @get_tuple_element_result_type_differs(%t: tuple<tensor<f32>, tensor<i32>>) {
  // expected-error @+2 {{'stablehlo.get_tuple_element' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>': (C2) result #0 must have element type 'i32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  func.return
}

// -----

// slice (C2): the three index arrays agree in size, but not with the rank.
func.func @slice_indices_not_rank_sized(%x: tensor<3x8xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C2) the number of elements in start_indices (1) does not match the rank of the operand (2)}}
  // expected-error @+1 {{'stablehlo.slice' op failed to infer returned types}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<3x8xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// pad (C2): likewise for the three padding arrays.
func.func @pad_paddings_not_rank_sized(%x: tensor<2x3xi64>, %v: tensor<i64>) -> tensor<5x9xi64> {
  // expected-error @+2 {{(C2) edge_padding_low length (1) must match operand rank (2)}}
  // expected-error @+1 {{'stablehlo.pad' op failed to infer returned types}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [2], interior = [1] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x9xi64>
  return %0 : tensor<5x9xi64>
}
