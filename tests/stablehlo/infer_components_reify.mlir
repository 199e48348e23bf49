// --hlo-test-infer on InferShapedTypeOpInterface: the shaped type components
// of ops with a shape function, and the shape computations that
// reifyReturnTypeShapes builds for the elementwise ops, transpose,
// concatenate and the dynamic ops.
// RUN: stablehlo-opt %s --hlo-test-infer | FileCheck %s
// The reified shapes are right for static operands: after folding, each
// function returns its result's static shape.
// RUN: stablehlo-opt %s --hlo-test-infer --canonicalize | FileCheck %s --check-prefix=FOLDED

// CHECK-LABEL: func.func @components(
// The components keep the encoding; convert infers no element type (index).
// CHECK: "hlo_test_infer.return_type_components"(%0) {types0 = tensor<?x3xf32, #stablehlo.bounds<4, ?>>}
// CHECK: "hlo_test_infer.return_type_components"(%1) {types0 = tensor<?x3xindex, #stablehlo.bounds<4, ?>>}
// One type per result of the defining op, whichever result is named.
// CHECK: "hlo_test_infer.return_type_components"(%2#1) {types0 = tensor<?x3xf32, #stablehlo.bounds<4, ?>>, types1 = tensor<f32>}
// CHECK: "hlo_test_infer.return_types"(%2#0) {types0 = tensor<?x3xf32, #stablehlo.bounds<4, ?>>, types1 = tensor<f32>}
func.func @components(%a: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %p: tensor<i1>, %b: tensor<f32>) {
  %0 = stablehlo.add %a, %a : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> ()
  %1 = stablehlo.convert %a : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<?x3xi32, #stablehlo.bounds<4, ?>>
  "hlo_test_infer.get_return_type_components"(%1) : (tensor<?x3xi32, #stablehlo.bounds<4, ?>>) -> ()
  %2:2 = "stablehlo.if"(%p) ({
    stablehlo.return %a, %b : tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<f32>
  }, {
    stablehlo.return %a, %b : tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<f32>
  }) : (tensor<i1>) -> (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<f32>)
  "hlo_test_infer.get_return_type_components"(%2#1) : (tensor<f32>) -> ()
  "hlo_test_infer.get_return_types"(%2#0) : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> ()
  func.return
}

// CHECK-LABEL: func.func @reify_abs(%arg0: tensor<?x4xf32>)
// CHECK-NEXT: stablehlo.abs
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_abs(%a: tensor<?x4xf32>) -> tensor<2xindex> {
  %0 = stablehlo.abs %a : tensor<?x4xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x4xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// select: the shape of on_true (pred may be a scalar).
// CHECK-LABEL: func.func @reify_select(
// CHECK: %[[S:.*]] = shape.shape_of %arg1 : tensor<?xf32> -> tensor<1xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_select(%p: tensor<i1>, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<1xindex> {
  %0 = stablehlo.select %p, %a, %b : tensor<i1>, tensor<?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xf32>) -> tensor<1xindex>
  func.return %1 : tensor<1xindex>
}

// clamp: the shape of operand (min and max may be scalars).
// CHECK-LABEL: func.func @reify_clamp(
// CHECK: %[[S:.*]] = shape.shape_of %arg1 : tensor<?xf32> -> tensor<1xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_clamp(%lo: tensor<f32>, %a: tensor<?xf32>, %hi: tensor<f32>) -> tensor<1xindex> {
  %0 = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xf32>) -> tensor<1xindex>
  func.return %1 : tensor<1xindex>
}

// CHECK-LABEL: func.func @reify_convert(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_convert(%a: tensor<?xf32>) -> tensor<1xindex> {
  %0 = stablehlo.convert %a : (tensor<?xf32>) -> tensor<?xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xi32>) -> tensor<1xindex>
  func.return %1 : tensor<1xindex>
}

// transpose: dims [2, 0, 1] of the operand; static dims are constants.
// CHECK-LABEL: func.func @reify_transpose(
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[D1:.*]] = tensor.dim %arg0, %[[C1]] : tensor<2x?x5xf32>
// CHECK: %[[S:.*]] = tensor.from_elements %[[C5]], %[[C2]], %[[D1]] : tensor<3xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_transpose(%a: tensor<2x?x5xf32>) -> tensor<3xindex> {
  %0 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<2x?x5xf32>) -> tensor<5x2x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<5x2x?xf32>) -> tensor<3xindex>
  func.return %1 : tensor<3xindex>
}

// concatenate: the sum of the inputs' dims along dimension 0.
// CHECK-LABEL: func.func @reify_concatenate(
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D0:.*]] = tensor.dim %arg0, %[[C0]] : tensor<?x3xf32>
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[SUM:.*]] = arith.addi %[[D0]], %[[C4]] : index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[S:.*]] = tensor.from_elements %[[SUM]], %[[C3]] : tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_concatenate(%a: tensor<?x3xf32>, %b: tensor<4x3xf32>) -> tensor<2xindex> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x3xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// The dynamic ops' shapes are operands, cast to index.
// CHECK-LABEL: func.func @reify_dbid(
// CHECK: %[[S:.*]] = arith.index_cast %arg1 : tensor<2xi64> to tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_dbid(%a: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<2xindex> {
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_iota(
// CHECK: %[[S:.*]] = arith.index_cast %arg0 : tensor<1xi32> to tensor<1xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_iota(%s: tensor<1xi32>) -> tensor<1xindex> {
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xf32>) -> tensor<1xindex>
  func.return %1 : tensor<1xindex>
}

// An index shape operand needs no cast.
// CHECK-LABEL: func.func @reify_dyn_reshape(
// CHECK-NEXT: stablehlo.dynamic_reshape
// CHECK-NEXT: return %arg1 : tensor<2xindex>
func.func @reify_dyn_reshape(%a: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<2xindex> {
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// dynamic_pad: low + high + size + max(size - 1, 0) * interior.
// CHECK-LABEL: func.func @reify_pad(
// CHECK: %[[SIZE:.*]] = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK: %[[LO:.*]] = arith.index_cast %arg2 : tensor<1xi64> to tensor<1xindex>
// CHECK: %[[HI:.*]] = arith.index_cast %arg3 : tensor<1xi64> to tensor<1xindex>
// CHECK: %[[IN:.*]] = arith.index_cast %arg4 : tensor<1xi64> to tensor<1xindex>
// CHECK: %[[ONE:.*]] = arith.constant dense<1> : tensor<1xindex>
// CHECK: %[[M1:.*]] = arith.subi %[[SIZE]], %[[ONE]] : tensor<1xindex>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : tensor<1xindex>
// CHECK: %[[GAPS:.*]] = arith.maxsi %[[M1]], %[[ZERO]] : tensor<1xindex>
// CHECK: %[[EDGES:.*]] = arith.addi %[[LO]], %[[HI]] : tensor<1xindex>
// CHECK: %[[INNER:.*]] = arith.muli %[[GAPS]], %[[IN]] : tensor<1xindex>
// CHECK: %[[BODY:.*]] = arith.addi %[[SIZE]], %[[INNER]] : tensor<1xindex>
// CHECK: %[[S:.*]] = arith.addi %[[EDGES]], %[[BODY]] : tensor<1xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_pad(%a: tensor<?xf32>, %v: tensor<f32>, %l: tensor<1xi64>, %h: tensor<1xi64>, %i: tensor<1xi64>) -> tensor<1xindex> {
  %0 = stablehlo.dynamic_pad %a, %v, %l, %h, %i : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xf32>) -> tensor<1xindex>
  func.return %1 : tensor<1xindex>
}

// real_dynamic_slice: ceil((limit - start) / stride).
// CHECK-LABEL: func.func @reify_rds(
// CHECK: %[[START:.*]] = arith.index_cast %arg1 : tensor<1xi64> to tensor<1xindex>
// CHECK: %[[LIMIT:.*]] = arith.index_cast %arg2 : tensor<1xi64> to tensor<1xindex>
// CHECK: %[[STRIDE:.*]] = arith.index_cast %arg3 : tensor<1xi64> to tensor<1xindex>
// CHECK: %[[LEN:.*]] = arith.subi %[[LIMIT]], %[[START]] : tensor<1xindex>
// CHECK: %[[S:.*]] = arith.ceildivsi %[[LEN]], %[[STRIDE]] : tensor<1xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_rds(%a: tensor<?xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<1xindex> {
  %0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xf32>) -> tensor<1xindex>
  func.return %1 : tensor<1xindex>
}

// Static operands: the reified shapes fold to the static result shapes.
// FOLDED-LABEL: func.func @folded_abs(
// FOLDED-NEXT: %[[S:.*]] = shape.const_shape [2, 4] : tensor<2xindex>
// FOLDED-NEXT: return %[[S]]
func.func @folded_abs(%a: tensor<2x4xf32>) -> tensor<2xindex> {
  %0 = stablehlo.abs %a : tensor<2x4xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<2x4xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// FOLDED-LABEL: func.func @folded_transpose_concatenate(
// FOLDED-DAG: %[[T:.*]] = arith.constant dense<[5, 2, 3]> : tensor<3xindex>
// FOLDED-DAG: %[[C:.*]] = arith.constant dense<[2, 3, 12]> : tensor<3xindex>
// FOLDED: return %[[T]], %[[C]]
func.func @folded_transpose_concatenate(%a: tensor<2x3x5xf32>, %b: tensor<2x3x7xf32>) -> (tensor<3xindex>, tensor<3xindex>) {
  %0 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<2x3x5xf32>) -> tensor<5x2x3xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<5x2x3xf32>) -> tensor<3xindex>
  %2 = stablehlo.concatenate %a, %b, dim = 2 : (tensor<2x3x5xf32>, tensor<2x3x7xf32>) -> tensor<2x3x12xf32>
  %3 = "hlo_test_infer.reify_return_type_shapes"(%2) : (tensor<2x3x12xf32>) -> tensor<3xindex>
  func.return %1, %3 : tensor<3xindex>, tensor<3xindex>
}

// pad [0, 5] by low [1, 2], high [3, 0], interior [2, 4]:
// [1 + 3 + 0 + 0 * 2, 2 + 0 + 5 + 4 * 4] = [4, 23].
// real_dynamic_slice [0:7:2, 1:10:3] = [ceil(7 / 2), ceil(9 / 3)] = [4, 3].
// FOLDED-LABEL: func.func @folded_pad_slice(
// FOLDED-DAG: %[[P:.*]] = arith.constant dense<[4, 23]> : tensor<2xindex>
// FOLDED-DAG: %[[S:.*]] = arith.constant dense<[4, 3]> : tensor<2xindex>
// FOLDED: return %[[P]], %[[S]]
func.func @folded_pad_slice(%a: tensor<0x5xf32>, %v: tensor<f32>, %b: tensor<8x10xf32>) -> (tensor<2xindex>, tensor<2xindex>) {
  %lo = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %hi = stablehlo.constant dense<[3, 0]> : tensor<2xi64>
  %in = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_pad %a, %v, %lo, %hi, %in : (tensor<0x5xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x?xf32>) -> tensor<2xindex>
  %start = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[7, 10]> : tensor<2xi64>
  %stride = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %2 = stablehlo.real_dynamic_slice %b, %start, %limit, %stride : (tensor<8x10xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %3 = "hlo_test_infer.reify_return_type_shapes"(%2) : (tensor<?x?xf32>) -> tensor<2xindex>
  func.return %1, %3 : tensor<2xindex>, tensor<2xindex>
}
