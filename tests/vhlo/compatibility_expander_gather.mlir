// gather_batching_dims: below 1.1.0 a gather's batching dimensions become
// collapsed dimensions addressed by an iota concatenated before the start
// indices (index vector last). expander-numerics-test checks the values.
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.0.0 %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.1.0 %s | FileCheck %s --check-prefix=KEPT
// RUN: not stablehlo-translate --serialize --target=1.0.0 %s 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: stablehlo-translate --serialize --target=1.0.0 --compatibility-expander %s -o %t.bc
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %t.bc | FileCheck %s --check-prefix=READ

// CHECK-LABEL: func.func @batched
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[IOTA]], %arg1, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x2xi32>
// CHECK-NEXT: "stablehlo.gather"(%arg0, %[[IDX]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}>
// KEPT-LABEL: func.func @batched
// KEPT: operand_batching_dims = [0], start_indices_batching_dims = [0]
// The tan in @batched (1.4.0) sets the lowest target; both features expand.
// REFUSED: error: failed to legalize operation 'vhlo.gather_v2' that was explicitly marked illegal: stablehlo.gather: attribute 'operand_batching_dims' = dense<0> : tensor<1xi64> is not its default, which needs 1.1.0 (vhlo.gather_v2) (2 more ops have the same problem); the lowest target that accepts this program is 1.4.0 (0.9.0 with the compatibility expander)
// READ: Reading portable artifact with StableHLO version: 1.0.0
// READ-NOT: batching_dims
// READ: stablehlo.sine
func.func @batched(%operand: tensor<2x5x3xf32>, %indices: tensor<2x4x1xi32>) -> tensor<2x4x3xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>
  %1 = stablehlo.tan %0 : tensor<2x4x3xf32>
  return %1 : tensor<2x4x3xf32>
}

// The index vector dimension first: a transpose moves it last, and the iota
// runs along the batching dimension's new position.
// CHECK-LABEL: func.func @index_vector_first
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg1, dims = [1, 2, 0] : (tensor<1x4x2xi32>) -> tensor<4x2x1xi32>
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<4x2x1xi32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[IOTA]], %[[T]], dim = 2
// CHECK-NEXT: "stablehlo.gather"(%arg0, %[[IDX]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>
func.func @index_vector_first(%operand: tensor<5x2x3xf32>, %indices: tensor<1x4x2xi32>) -> tensor<4x2x3xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [2], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<5x2x3xf32>, tensor<1x4x2xi32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// Scalar indices (index_vector_dim = rank): a reshape adds the index vector.
// CHECK-LABEL: func.func @scalar_indices
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg1 : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
// CHECK-NEXT: stablehlo.iota dim = 0 : tensor<2x4x1xi32>
// CHECK: "stablehlo.gather"
// CHECK-SAME: index_vector_dim = 2
// A gather without batching dimensions is left alone.
// CHECK-LABEL: func.func @unbatched
// CHECK-NEXT: "stablehlo.gather"(%arg0, %arg1)
func.func @scalar_indices(%operand: tensor<2x5x3xf32>, %indices: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
func.func @unbatched(%operand: tensor<5x3xf32>, %indices: tensor<4x1xi32>) -> tensor<4x3xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

