// A gather or scatter with batching dims but dynamically shaped indices is
// left alone by the expander (its iota needs static indices), so refusing it
// below 1.1.0 must not point to the expander; with static indices it does.
// RUN: split-file %s %t
// RUN: not stablehlo-translate --serialize --target=1.0.0 %t/dynamic.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not stablehlo-translate --serialize --target=1.0.0 %t/static.mlir 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: stablehlo-translate --minimum-version %t/dynamic.mlir | FileCheck %s --check-prefix=MINIMUM

// DYNAMIC: stablehlo.gather: attribute 'operand_batching_dims' {{.*}}the lowest target that accepts this program is 1.1.0{{$}}
// DYNAMIC: stablehlo.scatter: attribute 'input_batching_dims' {{.*}}the lowest target that accepts this program is 1.1.0{{$}}
// STATIC: stablehlo.gather: attribute 'operand_batching_dims' {{.*}}the lowest target that accepts this program is 1.1.0 (0.9.0 with the compatibility expander)
// MINIMUM: minimum version: 1.1.0
// MINIMUM-NEXT: minimum version with --compatibility-expander: 1.1.0
// MINIMUM-NOT: [the compatibility expander rewrites it]

//--- dynamic.mlir
func.func @dynamic(%operand: tensor<2x5x3xf32>, %indices: tensor<2x?x1xi32>, %input: tensor<2x5xf32>, %sidx: tensor<2x?x1xi32>, %updates: tensor<2x?xf32>) -> (tensor<2x?x3xf32>, tensor<2x5xf32>) {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x?x1xi32>) -> tensor<2x?x3xf32>
  %1 = "stablehlo.scatter"(%input, %sidx, %updates) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<2x5xf32>, tensor<2x?x1xi32>, tensor<2x?xf32>) -> tensor<2x5xf32>
  return %0, %1 : tensor<2x?x3xf32>, tensor<2x5xf32>
}

//--- static.mlir
func.func @static(%operand: tensor<2x5x3xf32>, %indices: tensor<2x4x1xi32>) -> tensor<2x4x3xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
