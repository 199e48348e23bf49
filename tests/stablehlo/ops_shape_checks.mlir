// Programs the verifiers and shape functions must accept: declared result
// types that are compatible with, but not equal to, the inferred ones
// (dynamic or bounded dimensions), quantized types whose scales differ where
// the spec compares baseline types, and per-axis quantization dimensions
// that move with their dimension.
// RUN: stablehlo-opt %s | FileCheck %s

// CHECK-LABEL: func.func @elementwise_dynamic_results
func.func @elementwise_dynamic_results(%a: tensor<2x3xf32>, %b: tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %a, %b : (tensor<2x3xf32>, tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<?x?xf32>
  %1 = stablehlo.sine %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = stablehlo.convert %b : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<4x3xf64>
  %3 = stablehlo.is_finite %a : (tensor<2x3xf32>) -> tensor<?x3xi1>
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @quantized_baseline_types
func.func @quantized_baseline_types(%a: tensor<2x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<2x!quant.uniform<i8:f32, 0.25:-3>>, %p: tensor<i1>) -> tensor<2x!quant.uniform<i8:f32, 2.0:0>> {
  %0 = stablehlo.multiply %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:-3>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:0>>
  %1 = stablehlo.select %p, %a, %a : (tensor<i1>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:0>>
  %2 = stablehlo.compare GT, %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:-3>>) -> tensor<2xi1>
  %3 = stablehlo.abs %a : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 1.0:2>>
  %4 = stablehlo.reduce_precision %a, format = e5m2 : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 4.0:1>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:0>>
}

// CHECK-LABEL: func.func @quantized_add
func.func @quantized_add(%a: tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.25:2}>>, %b: tensor<3x2x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 1.0:0}>> {
  %0 = stablehlo.add %a, %b : (tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.25:2}>>, tensor<3x2x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 1.0:0}>>
  %1 = stablehlo.add %b, %a : (tensor<3x2x!quant.uniform<i8:f32, 0.5:0>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.25:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 1.0:0}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 1.0:0}>>
}

// CHECK-LABEL: func.func @quantization_conversions
func.func @quantization_conversions(%x: tensor<?xf32>, %q: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i16:f32, 0.25:0>> {
  %0 = stablehlo.uniform_quantize %x : (tensor<?xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %1 = stablehlo.uniform_quantize %q : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i16:f32, 0.25:0>>
  %2 = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<?xf32>
  %3 = stablehlo.bitcast_convert %q : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2xui8>
  return %1 : tensor<2x!quant.uniform<i16:f32, 0.25:0>>
}

// CHECK-LABEL: func.func @per_axis_dimension_moves
func.func @per_axis_dimension_moves(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:2}>>, %o: tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:2}>> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:2}>>
  %1 = stablehlo.reshape %x : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:2}>>) -> tensor<1x2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.5:2}>>
  %2 = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.5:2}>>) -> tensor<4x2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.5:2}>>
  %3 = stablehlo.broadcast_in_dim %o, dims = [1] : (tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.5:1, 0.5:1}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.5:2}>>
}

// CHECK-LABEL: func.func @data_movement_dynamic_results
func.func @data_movement_dynamic_results(%x: tensor<?x8xi64, #stablehlo.bounds<6, ?>>, %i: tensor<i32>, %v: tensor<i64>) -> tensor<?x?xi64> {
  %0 = stablehlo.slice %x [0:5, 2:8:2] : (tensor<?x8xi64, #stablehlo.bounds<6, ?>>) -> tensor<?x3xi64>
  %1 = stablehlo.dynamic_slice %x, %i, %i, sizes = [6, 1] : (tensor<?x8xi64, #stablehlo.bounds<6, ?>>, tensor<i32>, tensor<i32>) -> tensor<?x1xi64>
  %2 = stablehlo.concatenate %x, %0, dim = 1 : (tensor<?x8xi64, #stablehlo.bounds<6, ?>>, tensor<?x3xi64>) -> tensor<?x?xi64>
  %3 = stablehlo.pad %x, %v, low = [1, 0], high = [0, -1], interior = [1, 0] : (tensor<?x8xi64, #stablehlo.bounds<6, ?>>, tensor<i64>) -> tensor<?x7xi64>
  %4 = stablehlo.dynamic_update_slice %x, %1, %i, %i : (tensor<?x8xi64, #stablehlo.bounds<6, ?>>, tensor<?x1xi64>, tensor<i32>, tensor<i32>) -> tensor<?x8xi64>
  %5 = stablehlo.reverse %x, dims = [0] : (tensor<?x8xi64, #stablehlo.bounds<6, ?>>) -> tensor<?x?xi64>
  return %5 : tensor<?x?xi64>
}

// CHECK-LABEL: func.func @shape_operands
func.func @shape_operands(%x: tensor<1x3xi64>, %s: tensor<3xi64>, %p: tensor<2xi64>) -> tensor<?x?x?xi64> {
  %shape = stablehlo.constant dense<[2, 3, 4]> : tensor<3xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [2, 1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x?x4xi64>
  %1 = stablehlo.dynamic_iota %shape, dim = 2 : (tensor<3xi64>) -> tensor<?x3x?xf32>
  %2 = stablehlo.dynamic_reshape %x, %s : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<?x?x?xi64>
  %v = stablehlo.constant dense<0> : tensor<i64>
  %lo = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %3 = stablehlo.dynamic_pad %x, %v, %lo, %lo, %lo : (tensor<1x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x?xi64>
  %4 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<1x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<7x9xi64>
  return %2 : tensor<?x?x?xi64>
}

// CHECK-LABEL: func.func @control_flow_dynamic_results
func.func @control_flow_dynamic_results(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<?xf32>, %i: tensor<i32>) -> tensor<?xf32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %b : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  %1 = "stablehlo.case"(%i) ({
    stablehlo.return %b : tensor<?xf32>
  }, {
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  %2 = stablehlo.while(%iterArg = %b) : tensor<?xf32>
  cond {
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %a : tensor<2xf32>
  }
  %3 = stablehlo.composite "my.op" %a {decomposition = @my_op} : (tensor<2xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func private @my_op(%x: tensor<2xf32>) -> tensor<?xf32>
