// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// gather v1 [.., 1.0.0] <-> v2 [1.1.0, ..]: add_attribute, add_attribute.
// RUN: split-file %s %t
// RUN: stablehlo-opt --vhlo-to-version=target=1.0.0 %t/new.mlir | FileCheck %s --check-prefix=DOWN
// RUN: stablehlo-opt --vhlo-to-version=target=current %t/old.mlir | FileCheck %s --check-prefix=UP
// RUN: not stablehlo-opt --vhlo-to-version=target=1.0.0 %t/bad1.mlir 2>&1 | FileCheck %s --check-prefix=BAD1
// RUN: not stablehlo-opt --vhlo-to-version=target=1.0.0 %t/bad2.mlir 2>&1 | FileCheck %s --check-prefix=BAD2

// DOWN: "vhlo.gather_v1"
// DOWN-NOT: operand_batching_dims =
// DOWN-NOT: start_indices_batching_dims =
// UP: "vhlo.gather_v2"
// UP-SAME: operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>
// UP-SAME: start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>
// BAD1: error: failed to legalize operation 'vhlo.gather_v2' that was explicitly marked illegal: stablehlo.gather: attribute 'operand_batching_dims'
// BAD1-SAME: needs 1.1.0 (vhlo.gather_v2); the lowest target that accepts this program is 1.1.0
// BAD1: error: failed to convert VHLO to v1.0.0
// BAD2: error: failed to legalize operation 'vhlo.gather_v2' that was explicitly marked illegal: stablehlo.gather: attribute 'start_indices_batching_dims'
// BAD2-SAME: needs 1.1.0 (vhlo.gather_v2); the lowest target that accepts this program is 1.1.0
// BAD2: error: failed to convert VHLO to v1.0.0

//--- new.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.gather_v2"(%arg0, %arg0) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- old.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.gather_v1"(%arg0, %arg0) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad1.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.gather_v2"(%arg0, %arg0) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<[7]> : tensor<1xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad2.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.gather_v2"(%arg0, %arg0) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<[7]> : tensor<1xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
