// --hlo-test-infer on InferShapedTypeOpInterface: the shaped type components
// of ops with a shape function (and dot's), and the shape computations that
// reifyReturnTypeShapes builds for the ops upstream StableHLO reifies: the
// elementwise ops, bitcast_convert, broadcast, concatenate, dot_general,
// gather, dynamic_gather, map, pad, reduce, reverse, rng, transpose and the
// dynamic ops.
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

// dot: lhs's first dim of a matrix, rhs's second, with their bounds; no
// element type (index).
// CHECK-LABEL: func.func @dot_components(
// CHECK: "hlo_test_infer.return_type_components"(%0) {types0 = tensor<?x5xindex, #stablehlo.bounds<4, ?>>}
// CHECK: "hlo_test_infer.return_type_components"(%1) {types0 = tensor<5xindex>}
// CHECK: "hlo_test_infer.return_type_components"(%2) {types0 = tensor<index>}
func.func @dot_components(%a: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %b: tensor<3x5xf32>, %v: tensor<3xf32>) {
  %0 = stablehlo.dot %a, %b : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<3x5xf32>) -> tensor<?x5xf32, #stablehlo.bounds<4, ?>>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x5xf32, #stablehlo.bounds<4, ?>>) -> ()
  %1 = stablehlo.dot %v, %b : (tensor<3xf32>, tensor<3x5xf32>) -> tensor<5xf32>
  "hlo_test_infer.get_return_type_components"(%1) : (tensor<5xf32>) -> ()
  %2 = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  "hlo_test_infer.get_return_type_components"(%2) : (tensor<f32>) -> ()
  func.return
}

// cross-replica-sum infers its operand's type; collective_reduce its data
// operands' shapes with the computation's element type (not the root
// indices').
// CHECK-LABEL: func.func @collective_results(
// CHECK: "hlo_test_infer.return_types"(%0) {types0 = tensor<?x4xf32>}
// CHECK: "hlo_test_infer.return_types"(%1#1) {types0 = tensor<4xf32>, types1 = tensor<2x3xf32>}
// CHECK: "hlo_test_infer.return_type_components"(%1#0) {types0 = tensor<4xf32>, types1 = tensor<2x3xf32>}
func.func @collective_results(%a: tensor<?x4xf32>, %b: tensor<4xf32>, %c: tensor<2x3xf32>, %root: tensor<2xi32>) {
  %0 = "stablehlo.cross-replica-sum"(%a) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<?x4xf32>) -> tensor<?x4xf32>
  "hlo_test_infer.get_return_types"(%0) : (tensor<?x4xf32>) -> ()
  %1:2 = "stablehlo.collective_reduce"(%b, %c, %root) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x3xf32>, tensor<2xi32>) -> (tensor<4xf32>, tensor<2x3xf32>)
  "hlo_test_infer.get_return_types"(%1#1) : (tensor<2x3xf32>) -> ()
  "hlo_test_infer.get_return_type_components"(%1#0) : (tensor<4xf32>) -> ()
  func.return
}

// The shape of the first operand: map, reverse, and bitcast_convert between
// element types of one width.
// CHECK-LABEL: func.func @reify_first_operand(
// CHECK-DAG: %[[M:.*]] = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
// CHECK-DAG: %[[R:.*]] = shape.shape_of %arg1 : tensor<3x?xf32> -> tensor<2xindex>
// CHECK-DAG: %[[B:.*]] = shape.shape_of %arg1 : tensor<3x?xf32> -> tensor<2xindex>
// CHECK: return %[[M]], %[[R]], %[[B]]
func.func @reify_first_operand(%a: tensor<?x4xf32>, %b: tensor<3x?xf32>) -> (tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) {
  %0 = "stablehlo.map"(%a, %a) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x4xf32>) -> tensor<2xindex>
  %2 = stablehlo.reverse %b, dims = [1] : tensor<3x?xf32>
  %3 = "hlo_test_infer.reify_return_type_shapes"(%2) : (tensor<3x?xf32>) -> tensor<2xindex>
  %4 = stablehlo.bitcast_convert %b : (tensor<3x?xf32>) -> tensor<3x?xi32>
  %5 = "hlo_test_infer.reify_return_type_shapes"(%4) : (tensor<3x?xi32>) -> tensor<2xindex>
  func.return %1, %3, %5 : tensor<2xindex>, tensor<2xindex>, tensor<2xindex>
}

// broadcast: broadcast_sizes, then the operand's dims (tensor.dim where
// dynamic).
// CHECK-LABEL: func.func @reify_broadcast(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[D:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x3xf32>
// CHECK: %[[S:.*]] = tensor.from_elements %[[C4]], %[[D]], %[[C3]] : tensor<3xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_broadcast(%a: tensor<?x3xf32>) -> tensor<3xindex> {
  %0 = stablehlo.broadcast %a, sizes = [4] : (tensor<?x3xf32>) -> tensor<4x?x3xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<4x?x3xf32>) -> tensor<3xindex>
  func.return %1 : tensor<3xindex>
}

// dot_general: the batching dims, then lhs's and rhs's free dims.
// CHECK-LABEL: func.func @reify_dot_general(
// CHECK-DAG: %[[B:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x2x3xf32>
// CHECK-DAG: %[[L:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[R:.*]] = tensor.dim %arg1, %{{.*}} : tensor<?x3x?xf32>
// CHECK: %[[S:.*]] = tensor.from_elements %[[B]], %[[L]], %[[R]] : tensor<3xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_dot_general(%a: tensor<?x2x3xf32>, %b: tensor<?x3x?xf32>) -> tensor<3xindex> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x2x3xf32>, tensor<?x3x?xf32>) -> tensor<?x2x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2x?xf32>) -> tensor<3xindex>
  func.return %1 : tensor<3xindex>
}

// reduce: the first input's dims that are not reduced, for each result.
// CHECK-LABEL: func.func @reify_reduce(
// CHECK-DAG: %[[D:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x3x5xf32>
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[S:.*]] = tensor.from_elements %[[D]], %[[C5]] : tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_reduce(%a: tensor<?x3x5xf32>, %b: tensor<?x3x5xi32>, %f: tensor<f32>, %i: tensor<i32>) -> tensor<2xindex> {
  %0:2 = stablehlo.reduce(%a init: %f), (%b init: %i) across dimensions = [1] : (tensor<?x3x5xf32>, tensor<?x3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<?x5xf32>, tensor<?x5xi32>)
    reducer(%x: tensor<f32>, %y: tensor<f32>) (%u: tensor<i32>, %v: tensor<i32>) {
      %s = stablehlo.add %x, %y : tensor<f32>
      %t = stablehlo.add %u, %v : tensor<i32>
      stablehlo.return %s, %t : tensor<f32>, tensor<i32>
    }
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0#1) : (tensor<?x5xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// rng: its shape operand, cast to index.
// CHECK-LABEL: func.func @reify_rng(
// CHECK: %[[S:.*]] = arith.index_cast %arg2 : tensor<2xi64> to tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_rng(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<2xi64>) -> tensor<2xindex> {
  %0 = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// dynamic_gather: the batch dims from start_indices, the offset dims from
// the slice_sizes operand.
// CHECK-LABEL: func.func @reify_dynamic_gather(
// CHECK-DAG: %[[D:.*]] = tensor.dim %arg1, %{{.*}} : tensor<?x2xi64>
// CHECK-DAG: %[[SIZES:.*]] = arith.index_cast %arg2 : tensor<3xi64> to tensor<3xindex>
// CHECK-DAG: %[[E1:.*]] = tensor.extract %[[SIZES]][%{{.*}}] : tensor<3xindex>
// CHECK-DAG: %[[E2:.*]] = tensor.extract %[[SIZES]][%{{.*}}] : tensor<3xindex>
// CHECK: %[[S:.*]] = tensor.from_elements %[[D]], %[[E1]], %[[E2]] : tensor<3xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_dynamic_gather(%a: tensor<3x4x5xf32>, %i: tensor<?x2xi64>, %sizes: tensor<3xi64>) -> tensor<3xindex> {
  %0 = "stablehlo.dynamic_gather"(%a, %i, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>}> : (tensor<3x4x5xf32>, tensor<?x2xi64>, tensor<3xi64>) -> tensor<?x?x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x?x?xf32>) -> tensor<3xindex>
  func.return %1 : tensor<3xindex>
}

// Static operands fold to the static result shapes:
// bitcast_convert [2, 3]; broadcast sizes [4] of 2x3: [4, 2, 3];
// dot_general 5x2x3 . 5x3x7 (batch 0, contract 2 x 1): [5, 2, 7];
// gather of 3x4x5 at indices 2x6x2 (offset_dims [2, 3], collapsed [0],
// slice_sizes [1, 2, 5]): [2, 6, 2, 5]; dynamic_gather the same with
// constant slice sizes; map and reverse [2, 3]; pad 2x3 by low [1, 0],
// high [0, 2], interior [1, 0]: [2 + 1 + 1, 3 + 2] = [4, 5]; reduce 2x3x4
// over [1]: [2, 4]; rng of constant shape [3, 4].
// FOLDED-LABEL: func.func @folded_reified(
// FOLDED-DAG: %[[A:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
// FOLDED-DAG: %[[B:.*]] = arith.constant dense<[4, 2, 3]> : tensor<3xindex>
// FOLDED-DAG: %[[D:.*]] = arith.constant dense<[5, 2, 7]> : tensor<3xindex>
// FOLDED-DAG: %[[G:.*]] = arith.constant dense<[2, 6, 2, 5]> : tensor<4xindex>
// FOLDED-DAG: %[[P:.*]] = arith.constant dense<[4, 5]> : tensor<2xindex>
// FOLDED-DAG: %[[R:.*]] = arith.constant dense<[2, 4]> : tensor<2xindex>
// FOLDED-DAG: %[[N:.*]] = arith.constant dense<[3, 4]> : tensor<2xindex>
// FOLDED: return %[[A]], %[[B]], %[[D]], %[[G]], %[[G]], %[[A]], %[[A]], %[[P]], %[[R]], %[[N]] :
func.func @folded_reified(%a: tensor<2x3xf32>, %l: tensor<5x2x3xf32>, %r: tensor<5x3x7xf32>, %o: tensor<3x4x5xf32>, %i: tensor<2x6x2xi64>, %v: tensor<f32>, %c: tensor<2x3x4xf32>) -> (tensor<2xindex>, tensor<3xindex>, tensor<3xindex>, tensor<4xindex>, tensor<4xindex>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<2x3xi32>) -> tensor<2xindex>
  %2 = stablehlo.broadcast %a, sizes = [4] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %3 = "hlo_test_infer.reify_return_type_shapes"(%2) : (tensor<4x2x3xf32>) -> tensor<3xindex>
  %4 = stablehlo.dot_general %l, %r, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x2x3xf32>, tensor<5x3x7xf32>) -> tensor<5x2x7xf32>
  %5 = "hlo_test_infer.reify_return_type_shapes"(%4) : (tensor<5x2x7xf32>) -> tensor<3xindex>
  %6 = "stablehlo.gather"(%o, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 5>}> : (tensor<3x4x5xf32>, tensor<2x6x2xi64>) -> tensor<2x6x2x5xf32>
  %7 = "hlo_test_infer.reify_return_type_shapes"(%6) : (tensor<2x6x2x5xf32>) -> tensor<4xindex>
  %sizes = stablehlo.constant dense<[1, 2, 5]> : tensor<3xi64>
  %8 = "stablehlo.dynamic_gather"(%o, %i, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<3x4x5xf32>, tensor<2x6x2xi64>, tensor<3xi64>) -> tensor<2x6x2x5xf32>
  %9 = "hlo_test_infer.reify_return_type_shapes"(%8) : (tensor<2x6x2x5xf32>) -> tensor<4xindex>
  %10 = "stablehlo.map"(%a, %a) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %11 = "hlo_test_infer.reify_return_type_shapes"(%10) : (tensor<2x3xf32>) -> tensor<2xindex>
  %12 = stablehlo.reverse %a, dims = [0] : tensor<2x3xf32>
  %13 = "hlo_test_infer.reify_return_type_shapes"(%12) : (tensor<2x3xf32>) -> tensor<2xindex>
  %14 = stablehlo.pad %a, %v, low = [1, 0], high = [0, 2], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
  %15 = "hlo_test_infer.reify_return_type_shapes"(%14) : (tensor<4x5xf32>) -> tensor<2xindex>
  %16 = stablehlo.reduce(%c init: %v) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %17 = "hlo_test_infer.reify_return_type_shapes"(%16) : (tensor<2x4xf32>) -> tensor<2xindex>
  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %18 = stablehlo.rng %v, %v, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %19 = "hlo_test_infer.reify_return_type_shapes"(%18) : (tensor<3x4xf32>) -> tensor<2xindex>
  func.return %1, %3, %5, %7, %9, %11, %13, %15, %17, %19 : tensor<2xindex>, tensor<3xindex>, tensor<3xindex>, tensor<4xindex>, tensor<4xindex>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>
}

// Every elementwise op reifies its result shape as the shape of its first
// operand (Stablehlo_ResultShapeOf), one function per op.
// CHECK-LABEL: func.func @reify_each_cbrt(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_cbrt(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.cbrt"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_ceil(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_ceil(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.ceil"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_cosine(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_cosine(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.cosine"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_exponential(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_exponential(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.exponential"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_exponential_minus_one(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_exponential_minus_one(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.exponential_minus_one"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_floor(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_floor(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.floor"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_log(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_log(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.log"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_log_plus_one(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_log_plus_one(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.log_plus_one"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_logistic(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_logistic(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.logistic"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_negate(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_negate(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.negate"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_round_nearest_afz(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_round_nearest_afz(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.round_nearest_afz"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_round_nearest_even(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_round_nearest_even(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.round_nearest_even"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_rsqrt(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_rsqrt(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.rsqrt"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_sign(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_sign(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.sign"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_sine(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_sine(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.sine"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_sqrt(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_sqrt(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.sqrt"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_tan(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_tan(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.tan"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_tanh(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_tanh(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.tanh"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_count_leading_zeros(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_count_leading_zeros(%x0: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.count_leading_zeros"(%x0) : (tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_not(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_not(%x0: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.not"(%x0) : (tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_popcnt(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_popcnt(%x0: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.popcnt"(%x0) : (tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_add(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_add(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.add"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_atan2(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_atan2(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.atan2"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_divide(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_divide(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.divide"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_maximum(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_maximum(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.maximum"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_minimum(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_minimum(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.minimum"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_multiply(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_multiply(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.multiply"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_power(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_power(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.power"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_remainder(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_remainder(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.remainder"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_subtract(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_subtract(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.subtract"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_and(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_and(%x0: tensor<?x2xi32>, %x1: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.and"(%x0, %x1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_or(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_or(%x0: tensor<?x2xi32>, %x1: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.or"(%x0, %x1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_xor(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_xor(%x0: tensor<?x2xi32>, %x1: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.xor"(%x0, %x1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_shift_left(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_shift_left(%x0: tensor<?x2xi32>, %x1: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.shift_left"(%x0, %x1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_shift_right_arithmetic(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_shift_right_arithmetic(%x0: tensor<?x2xi32>, %x1: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.shift_right_arithmetic"(%x0, %x1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_shift_right_logical(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xi32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_shift_right_logical(%x0: tensor<?x2xi32>, %x1: tensor<?x2xi32>) -> tensor<2xindex> {
  %0 = "stablehlo.shift_right_logical"(%x0, %x1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_complex(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_complex(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.complex"(%x0, %x1) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xcomplex<f32>>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xcomplex<f32>>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_real(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xcomplex<f32>> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_real(%x0: tensor<?x2xcomplex<f32>>) -> tensor<2xindex> {
  %0 = "stablehlo.real"(%x0) : (tensor<?x2xcomplex<f32>>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_imag(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xcomplex<f32>> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_imag(%x0: tensor<?x2xcomplex<f32>>) -> tensor<2xindex> {
  %0 = "stablehlo.imag"(%x0) : (tensor<?x2xcomplex<f32>>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_is_finite(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_is_finite(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.is_finite"(%x0) : (tensor<?x2xf32>) -> tensor<?x2xi1>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi1>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_compare(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_compare(%x0: tensor<?x2xf32>, %x1: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.compare"(%x0, %x1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xi1>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xi1>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_reduce_precision(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_reduce_precision(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.reduce_precision"(%x0) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_uniform_quantize(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_uniform_quantize(%x0: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = "stablehlo.uniform_quantize"(%x0) : (tensor<?x2xf32>) -> tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01:1>>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01:1>>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// CHECK-LABEL: func.func @reify_each_uniform_dequantize(
// CHECK: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01:1>> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify_each_uniform_dequantize(%x0: tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01:1>>) -> tensor<2xindex> {
  %0 = "stablehlo.uniform_dequantize"(%x0) : (tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01:1>>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}
