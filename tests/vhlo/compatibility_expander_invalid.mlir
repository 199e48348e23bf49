// What the expander leaves alone, and its errors.
// A tan that asks for an accuracy has no older equivalent: it stays, and
// serializing below 1.10.0 is refused without pointing to the expander.
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.0.0 %s | FileCheck %s
// RUN: not stablehlo-translate --serialize --target=1.0.0 --compatibility-expander %s 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not stablehlo-opt --stablehlo-compatibility-expander=target=0.8.0 %s 2>&1 | FileCheck %s --check-prefix=TARGET

// CHECK: stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>}
// REFUSED: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: stablehlo.tan: attribute 'result_accuracy' = {{.*}} is not its default, which needs 1.10.0 (vhlo.tan_v2); the lowest target that accepts this program is 1.10.0{{$}}
// TARGET: error: target version 0.8.0 is less than minimum supported 0.9.0
// Dynamic start indices cannot get an iota: the gather stays, and its
// batching dims keep the program at 1.1.0 (the refusal is an error, not a
// crash or an invalid rewrite; compatibility_expander_dynamic.mlir checks
// that the refusal does not point to the expander).
// CHECK-LABEL: func.func @dynamic_indices
// CHECK-NEXT: "stablehlo.gather"(%arg0, %arg1)
// CHECK-SAME: operand_batching_dims = [0]
// REFUSED: error: failed to legalize operation 'vhlo.gather_v2' that was explicitly marked illegal: stablehlo.gather: attribute 'operand_batching_dims'

func.func @tan_accurate(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tan %x {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @dynamic_indices(%operand: tensor<2x5x3xf32>, %indices: tensor<2x?x1xi32>) -> tensor<2x?x3xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x?x1xi32>) -> tensor<2x?x3xf32>
  return %0 : tensor<2x?x3xf32>
}
