// Pretty-form round trip of the slicing, padding, concatenation, shape and
// tuple ops, and of per-axis quantized tensors; the same program read back
// from the generic form prints identically.
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @slice_op(
// CHECK-NEXT: %0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
func.func @slice_op(%x: tensor<3x8xi64>) -> tensor<2x2xi64> {
  %0 = stablehlo.slice %x [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @dynamic_slice_op(
// CHECK-NEXT: %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
// CHECK-NEXT: return %0 : tensor<2x2xi32>
func.func @dynamic_slice_op(%x: tensor<4x4xi32>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<2x2xi32> {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func.func @dynamic_update_slice_op(
// CHECK-NEXT: %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
// CHECK-NEXT: return %0 : tensor<4x4xi32>
func.func @dynamic_update_slice_op(%x: tensor<4x4xi32>, %u: tensor<2x2xi32>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<4x4xi32> {
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}

// CHECK-LABEL: func.func @real_dynamic_slice_op(
// CHECK-NEXT: %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<?xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
func.func @real_dynamic_slice_op(%x: tensor<?xf32>, %s: tensor<1xindex>, %l: tensor<1xindex>, %st: tensor<1xindex>) -> tensor<?xf32> {
  %0 = stablehlo.real_dynamic_slice %x, %s, %l, %st : (tensor<?xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @pad_op(
// CHECK-NEXT: %0 = stablehlo.pad %arg0, %arg1, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x9xi64>
// CHECK-NEXT: return %0 : tensor<5x9xi64>
func.func @pad_op(%x: tensor<2x3xi64>, %v: tensor<i64>) -> tensor<5x9xi64> {
  %0 = stablehlo.pad %x, %v, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x9xi64>
  return %0 : tensor<5x9xi64>
}

// CHECK-LABEL: func.func @dynamic_pad_op(
// CHECK-NEXT: %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg3, %arg4 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
func.func @dynamic_pad_op(%x: tensor<?xf32>, %v: tensor<f32>, %lo: tensor<1xindex>, %hi: tensor<1xindex>, %in: tensor<1xindex>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @concatenate_op(
// CHECK-NEXT: %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
// CHECK-NEXT: return %0 : tensor<4x2xi64>
func.func @concatenate_op(%a: tensor<3x2xi64>, %b: tensor<1x2xi64>) -> tensor<4x2xi64> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// CHECK-LABEL: func.func @reverse_op(
// CHECK-NEXT: %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x2xi32>
// CHECK-NEXT: return %0 : tensor<3x2xi32>
func.func @reverse_op(%x: tensor<3x2xi32>) -> tensor<3x2xi32> {
  %0 = stablehlo.reverse %x, dims = [0, 1] : tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// CHECK-LABEL: func.func @broadcast_op(
// CHECK-NEXT: %0 = stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
// CHECK-NEXT: return %0 : tensor<1x2x3xi32>
func.func @broadcast_op(%x: tensor<3xi32>) -> tensor<1x2x3xi32> {
  %0 = stablehlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_op(
// CHECK-NEXT: %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [2, 1] {known_expanding_dimensions = array<i64: 0>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
// CHECK-NEXT: return %0 : tensor<2x3x2xi64>
func.func @dynamic_broadcast_in_dim_op(%x: tensor<1x3xi64>, %s: tensor<3xi64>) -> tensor<2x3x2xi64> {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] {known_expanding_dimensions = array<i64: 0>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  return %0 : tensor<2x3x2xi64>
}

// CHECK-LABEL: func.func @dynamic_reshape_op(
// CHECK-NEXT: %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
// CHECK-NEXT: return %0 : tensor<3x2xi64>
func.func @dynamic_reshape_op(%x: tensor<2x3xi64>, %s: tensor<2xi64>) -> tensor<3x2xi64> {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  return %0 : tensor<3x2xi64>
}

// CHECK-LABEL: func.func @dynamic_iota_op(
// CHECK-NEXT: %0 = stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<2xi64>) -> tensor<4x5xi64>
// CHECK-NEXT: return %0 : tensor<4x5xi64>
func.func @dynamic_iota_op(%s: tensor<2xi64>) -> tensor<4x5xi64> {
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi64>) -> tensor<4x5xi64>
  return %0 : tensor<4x5xi64>
}

// CHECK-LABEL: func.func @dimension_size_ops(
// CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<?x3xf32>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.set_dimension_size %arg0, %0, dim = 0 : (tensor<?x3xf32>, tensor<i32>) -> tensor<16x3xf32>
// CHECK-NEXT: return %1 : tensor<16x3xf32>
func.func @dimension_size_ops(%x: tensor<?x3xf32>, %s: tensor<i32>) -> tensor<16x3xf32> {
  %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x3xf32>) -> tensor<i32>
  %1 = stablehlo.set_dimension_size %x, %0, dim = 0 : (tensor<?x3xf32>, tensor<i32>) -> tensor<16x3xf32>
  return %1 : tensor<16x3xf32>
}

// CHECK-LABEL: func.func @tuple_ops(
// CHECK-NEXT: %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<2xf64>, !stablehlo.token>
// CHECK-NEXT: %1 = stablehlo.tuple %0 : tuple<tuple<tensor<2xf64>, !stablehlo.token>>
// CHECK-NEXT: %2 = stablehlo.tuple  : tuple<>
// CHECK-NEXT: %3 = stablehlo.get_tuple_element %1[0] : (tuple<tuple<tensor<2xf64>, !stablehlo.token>>) -> tuple<tensor<2xf64>, !stablehlo.token>
// CHECK-NEXT: %4 = stablehlo.get_tuple_element %3[0] : (tuple<tensor<2xf64>, !stablehlo.token>) -> tensor<2xf64>
// CHECK-NEXT: return %4 : tensor<2xf64>
func.func @tuple_ops(%a: tensor<2xf64>, %t: !stablehlo.token) -> tensor<2xf64> {
  %0 = stablehlo.tuple %a, %t : tuple<tensor<2xf64>, !stablehlo.token>
  %1 = stablehlo.tuple %0 : tuple<tuple<tensor<2xf64>, !stablehlo.token>>
  %2 = stablehlo.tuple  : tuple<>
  %3 = stablehlo.get_tuple_element %1[0] : (tuple<tuple<tensor<2xf64>, !stablehlo.token>>) -> tuple<tensor<2xf64>, !stablehlo.token>
  %4 = stablehlo.get_tuple_element %3[0] : (tuple<tensor<2xf64>, !stablehlo.token>) -> tensor<2xf64>
  return %4 : tensor<2xf64>
}

// CHECK-LABEL: func.func @reshape_per_axis_quantized(
// CHECK-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<2x!quant.uniform<i8:f32:0, {1.000000e+00:1,2.000000e+00:2}>>) -> tensor<2x1x!quant.uniform<i8:f32:0, {1.000000e+00:1,2.000000e+00:2}>>
// CHECK-NEXT: return %0 : tensor<2x1x!quant.uniform<i8:f32:0, {1.000000e+00:1,2.000000e+00:2}>>
func.func @reshape_per_axis_quantized(%x: tensor<2x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>) -> tensor<2x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>> {
  %0 = stablehlo.reshape %x : (tensor<2x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>) -> tensor<2x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>
  return %0 : tensor<2x1x!quant.uniform<i8:f32:0, {1.0:1, 2.0:2}>>
}

// The spec's examples of these ops (operands become arguments) parse and
// verify.

// CHECK-LABEL: func.func @spec_example_concatenate
func.func @spec_example_concatenate(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {
    dimension = 0 : i64
  } : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_dynamic_slice
func.func @spec_example_dynamic_slice(%operand: tensor<4x4xi32>, %start_indices0: tensor<i64>, %start_indices1: tensor<i64>) {
  %result = "stablehlo.dynamic_slice"(%operand, %start_indices0, %start_indices1) {
    slice_sizes = array<i64: 2, 2>
  } : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_dynamic_update_slice
func.func @spec_example_dynamic_update_slice(%operand: tensor<4x4xi32>, %update: tensor<2x2xi32>, %start_indices0: tensor<i64>, %start_indices1: tensor<i64>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start_indices0, %start_indices1)
    : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_get_tuple_element
func.func @spec_example_get_tuple_element(%operand: tuple<tensor<2xf64>, tuple<tensor<i64>>>) {
  %result = "stablehlo.get_tuple_element"(%operand) <{index = 0 : i32}> : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_reverse
func.func @spec_example_reverse(%operand: tensor<3x2xi32>) {
  %result = "stablehlo.reverse"(%operand) {
    dimensions = array<i64: 1>
  } : (tensor<3x2xi32>) -> tensor<3x2xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_slice
func.func @spec_example_slice(%operand: tensor<3x4xi64>) {
  %result = "stablehlo.slice"(%operand) {
    start_indices = array<i64: 1, 2>,
    limit_indices = array<i64: 3, 4>,
    strides = array<i64: 1, 1>
  } : (tensor<3x4xi64>) -> tensor<2x2xi64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_tuple
func.func @spec_example_tuple(%val0: memref<2xf32>, %val1: tuple<tensor<i32>>) {
  %result = "stablehlo.tuple"(%val0, %val1) : (memref<2xf32>, tuple<tensor<i32>>) -> tuple<memref<2xf32>, tuple<tensor<i32>>>
  func.return
}

// Edge cases of the constraints: the valid programs closest to each limit.

// CHECK-LABEL: func.func @edge_slicing_results
func.func @edge_slicing_results(%x: tensor<4xi32>, %i: tensor<i64>, %u: tensor<4xi32>, %q: tensor<4x!quant.uniform<i8:f32, 0.5:1>>) {
  // slice (C5): ceil((4 - 1) / 2) = 2; dynamic_slice (C5): sizes up to the
  // whole dimension, and zero; (C1) quantized element types kept.
  %0 = stablehlo.slice %x [1:4:2] : (tensor<4xi32>) -> tensor<2xi32>
  %1 = stablehlo.dynamic_slice %x, %i, sizes = [4] : (tensor<4xi32>, tensor<i64>) -> tensor<4xi32>
  %2 = stablehlo.dynamic_slice %x, %i, sizes = [0] : (tensor<4xi32>, tensor<i64>) -> tensor<0xi32>
  %3 = stablehlo.slice %q [0:4] : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %4 = stablehlo.dynamic_slice %q, %i, sizes = [1] : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<i64>) -> tensor<1x!quant.uniform<i8:f32, 0.5:1>>
  // dynamic_update_slice (C1): an update of the whole operand.
  %5 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xi32>, tensor<4xi32>, tensor<i64>) -> tensor<4xi32>
  func.return
}

// CHECK-LABEL: func.func @edge_concatenate_result
func.func @edge_concatenate_result(%a: tensor<?x2xi64, #stablehlo.bounds<3, ?>>, %b: tensor<1x2xi64>) {
  // (C6) a dynamic input size makes the result size dynamic, bounded by the
  // sum of bound and size.
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x2xi64, #stablehlo.bounds<3, ?>>, tensor<1x2xi64>) -> tensor<?x2xi64, #stablehlo.bounds<4, ?>>
  func.return
}

// CHECK-LABEL: func.func @edge_tuples
func.func @edge_tuples(%x: tensor<f32>, %t: !stablehlo.token) {
  // tuple (C1) with no element and with nested tuples and tokens;
  // get_tuple_element (C2) of the last element.
  %0 = stablehlo.tuple : tuple<>
  %1 = stablehlo.tuple %x, %t : tuple<tensor<f32>, !stablehlo.token>
  %2 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<f32>, !stablehlo.token>) -> !stablehlo.token
  func.return
}

// CHECK-LABEL: func.func @edge_reverse_dynamic
func.func @edge_reverse_dynamic(%x: tensor<?x2xi32, #stablehlo.bounds<3, ?>>) {
  // (C1) the result type is the operand's, dynamic dimensions included.
  %0 = stablehlo.reverse %x, dims = [0, 1] : tensor<?x2xi32, #stablehlo.bounds<3, ?>>
  func.return
}
