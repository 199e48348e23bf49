// scatter_batching_dims: below 1.1.0 a scatter's batching dimensions become
// inserted window dimensions addressed by an iota concatenated before the
// scatter indices. expander-numerics-test checks the values.
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.0.0 %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.1.0 %s | FileCheck %s --check-prefix=KEPT
// RUN: not stablehlo-translate --serialize --target=1.0.0 %s 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: stablehlo-translate --serialize --target=1.0.0 --compatibility-expander %s -o %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | FileCheck %s --check-prefix=READ

// CHECK-LABEL: func.func @batched
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<2x4x1xi32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[IOTA]], %arg1, dim = 2 : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x2xi32>
// CHECK-NEXT: "stablehlo.scatter"(%arg0, %[[IDX]], %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>}>
// CHECK: stablehlo.add
// KEPT-LABEL: func.func @batched
// KEPT: input_batching_dims = [0], scatter_indices_batching_dims = [0]
// REFUSED: error: failed to legalize operation 'vhlo.scatter_v2' that was explicitly marked illegal: stablehlo.scatter: attribute 'input_batching_dims' = dense<0> : tensor<1xi64> is not its default, which needs 1.1.0 (vhlo.scatter_v2); the lowest target that accepts this program is 1.1.0 (0.9.0 with the compatibility expander)
// READ-NOT: batching_dims
// READ: "stablehlo.scatter"
func.func @batched(%input: tensor<2x5x3xf32>, %indices: tensor<2x4x1xi32>, %updates: tensor<2x4x3xf32>) -> tensor<2x5x3xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x5x3xf32>, tensor<2x4x1xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}
