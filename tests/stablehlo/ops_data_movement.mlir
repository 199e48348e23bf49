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
