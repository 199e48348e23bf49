// async_start, async_done and map: the spec's examples and programs on the
// edge of each constraint (every op kind async_start may wrap, a future of
// several results, map of rank-0 inputs, a result element type other than
// the inputs', quantized and dynamic inputs).
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s

// The spec's example of async_start and async_done, with the body taking
// the operand as its block argument (async_start is isolated from above).
// CHECK-LABEL: func.func @async_spec_example(
func.func @async_spec_example(%arg0: tensor<8x2xf32>) -> tensor<8x8xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%a: tensor<8x2xf32>):
    %1 = "stablehlo.all_gather"(%a) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>
    } : (tensor<8x2xf32>) -> tensor<8x8xf32>
    "stablehlo.return"(%1) : (tensor<8x8xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x8xf32>>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// async_start (C2): each collective and slice it may wrap.
// CHECK-LABEL: func.func @async_all_reduce(
func.func @async_all_reduce(%x: tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %1 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%l: tensor<f32>, %r: tensor<f32>):
      %s = stablehlo.add %l, %r : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}

// CHECK-LABEL: func.func @async_all_to_all(
func.func @async_all_to_all(%x: tensor<2x4xi64>) -> !stablehlo.future<tensor<4x2xi64>> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x4xi64>):
    %1 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
    stablehlo.return %1 : tensor<4x2xi64>
  }) : (tensor<2x4xi64>) -> !stablehlo.future<tensor<4x2xi64>>
  return %0 : !stablehlo.future<tensor<4x2xi64>>
}

// CHECK-LABEL: func.func @async_collective_broadcast(
func.func @async_collective_broadcast(%x: tensor<3xf32>) -> !stablehlo.future<tensor<3xf32>> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<3xf32>):
    %1 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  }) : (tensor<3xf32>) -> !stablehlo.future<tensor<3xf32>>
  return %0 : !stablehlo.future<tensor<3xf32>>
}

// CHECK-LABEL: func.func @async_collective_permute(
func.func @async_collective_permute(%x: tensor<3xf32>) -> !stablehlo.future<tensor<3xf32>> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<3xf32>):
    %1 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  }) : (tensor<3xf32>) -> !stablehlo.future<tensor<3xf32>>
  return %0 : !stablehlo.future<tensor<3xf32>>
}

// collective_reduce is a collective too (upstream accepts it).
// CHECK-LABEL: func.func @async_collective_reduce(
func.func @async_collective_reduce(%x: tensor<4xi64>) -> !stablehlo.future<tensor<4xi64>> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi64>):
    %1 = "stablehlo.collective_reduce"(%a) ({
    ^bb0(%l: tensor<i64>, %r: tensor<i64>):
      %s = stablehlo.add %l, %r : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
    stablehlo.return %1 : tensor<4xi64>
  }) : (tensor<4xi64>) -> !stablehlo.future<tensor<4xi64>>
  return %0 : !stablehlo.future<tensor<4xi64>>
}

// CHECK-LABEL: func.func @async_reduce_scatter(
func.func @async_reduce_scatter(%x: tensor<2x4xi64>) -> !stablehlo.future<tensor<2x2xi64>> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x4xi64>):
    %1 = "stablehlo.reduce_scatter"(%a) ({
    ^bb0(%l: tensor<i64>, %r: tensor<i64>):
      %s = stablehlo.add %l, %r : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64} : (tensor<2x4xi64>) -> tensor<2x2xi64>
    stablehlo.return %1 : tensor<2x2xi64>
  }) : (tensor<2x4xi64>) -> !stablehlo.future<tensor<2x2xi64>>
  return %0 : !stablehlo.future<tensor<2x2xi64>>
}

// CHECK-LABEL: func.func @async_slice(
func.func @async_slice(%x: tensor<6xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<6xf32>):
    %1 = stablehlo.slice %a [1:4] : (tensor<6xf32>) -> tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  }) : (tensor<6xf32>) -> !stablehlo.future<tensor<3xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<3xf32>>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}

// CHECK-LABEL: func.func @async_dynamic_slice(
func.func @async_dynamic_slice(%x: tensor<6xf32>, %i: tensor<i32>) -> !stablehlo.future<tensor<2xf32>> {
  %0 = "stablehlo.async_start"(%x, %i) ({
  ^bb0(%a: tensor<6xf32>, %b: tensor<i32>):
    %1 = stablehlo.dynamic_slice %a, %b, sizes = [2] : (tensor<6xf32>, tensor<i32>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
  }) : (tensor<6xf32>, tensor<i32>) -> !stablehlo.future<tensor<2xf32>>
  return %0 : !stablehlo.future<tensor<2xf32>>
}

// CHECK-LABEL: func.func @async_dynamic_update_slice(
func.func @async_dynamic_update_slice(%x: tensor<8xf32>, %u: tensor<2xf32>, %i: tensor<i32>) -> tensor<8xf32> {
  %0 = "stablehlo.async_start"(%x, %u, %i) ({
  ^bb0(%a: tensor<8xf32>, %b: tensor<2xf32>, %c: tensor<i32>):
    %1 = stablehlo.dynamic_update_slice %a, %b, %c : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> tensor<8xf32>
    stablehlo.return %1 : tensor<8xf32>
  }) : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> !stablehlo.future<tensor<8xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// async_start (C4): the future of the one value the body returns (an op
// of several results cannot be wrapped: ops_async_map_invalid.mlir).
// CHECK-LABEL: func.func @async_one_of_two_results(
func.func @async_one_of_two_results(%x: tensor<2xf32>, %y: tensor<3xi32>) -> !stablehlo.future<tensor<4xf32>> {
  %0 = "stablehlo.async_start"(%x, %y) ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<3xi32>):
    %1:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xi32>) -> (tensor<4xf32>, tensor<6xi32>)
    stablehlo.return %1#0 : tensor<4xf32>
  }) : (tensor<2xf32>, tensor<3xi32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}

// async_done (C1) of a future received as an argument.
// CHECK-LABEL: func.func @async_done_of_argument(
func.func @async_done_of_argument(%f: !stablehlo.future<tensor<3xi8>>) -> tensor<3xi8> {
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<3xi8>>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// The spec's example of map.
// CHECK-LABEL: func.func @map_spec_example(
func.func @map_spec_example(%input0: tensor<2x2xi64>, %input1: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %result = "stablehlo.map"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {
    dimensions = array<i64: 0, 1>
  } : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  return %result : tensor<2x2xi64>
}

// map (C2), (C3): one input of rank 0, so dimensions = [].
// CHECK-LABEL: func.func @map_rank_zero(
func.func @map_rank_zero(%x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// map (C4): E' is the computation's element type, not the inputs'; the
// inputs may differ in element type.
// CHECK-LABEL: func.func @map_other_element_types(
func.func @map_other_element_types(%x: tensor<2x3xf32>, %y: tensor<2x3xi32>) -> tensor<2x3xi1> {
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    %c = stablehlo.convert %b : (tensor<i32>) -> tensor<f32>
    %d = stablehlo.compare LT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %d : tensor<i1>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// map (C1): compatible shapes, a dynamic dimension against a static one.
// CHECK-LABEL: func.func @map_dynamic(
func.func @map_dynamic(%x: tensor<?x2xf32>, %y: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<?x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// map (C4) with per-tensor quantized inputs: Ei is the quantized type.
// CHECK-LABEL: func.func @map_quantized(
func.func @map_quantized(%x: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>> {
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    stablehlo.return %a : tensor<!quant.uniform<i8:f32, 0.5:3>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}
