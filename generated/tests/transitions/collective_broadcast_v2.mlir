// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// collective_broadcast v1 [.., 1.19.0] <-> v2 [1.20.0, ..]: add_attribute, variadic_operand, variadic_result.
// RUN: split-file %s %t
// RUN: stablehlo-opt --vhlo-to-version=target=1.19.0 %t/new.mlir | FileCheck %s --check-prefix=DOWN
// RUN: stablehlo-opt --vhlo-to-version=target=current %t/old.mlir | FileCheck %s --check-prefix=UP
// RUN: not stablehlo-opt --vhlo-to-version=target=1.19.0 %t/bad1.mlir 2>&1 | FileCheck %s --check-prefix=BAD1
// RUN: not stablehlo-opt --vhlo-to-version=target=1.19.0 %t/bad2.mlir 2>&1 | FileCheck %s --check-prefix=BAD2

// DOWN: "vhlo.collective_broadcast_v1"
// DOWN-NOT: has_dynamic_root =
// UP: "vhlo.collective_broadcast_v2"
// UP-SAME: has_dynamic_root = #vhlo.bool_v1<false>
// BAD1: error: failed to legalize operation 'vhlo.collective_broadcast_v2' that was explicitly marked illegal: stablehlo.collective_broadcast: attribute 'has_dynamic_root'
// BAD1-SAME: needs 1.20.0 (vhlo.collective_broadcast_v2); the lowest target that accepts this program is 1.20.0
// BAD1: error: failed to convert VHLO to v1.19.0
// BAD2: error: failed to legalize operation 'vhlo.collective_broadcast_v2' that was explicitly marked illegal: stablehlo.collective_broadcast: operand group 'operands' has 2 values (variadic operands)
// BAD2-SAME: needs 1.20.0 (vhlo.collective_broadcast_v2); the lowest target that accepts this program is 1.20.0
// BAD2: error: failed to convert VHLO to v1.19.0

//--- new.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.collective_broadcast_v2"(%arg0) <{channel_id = #vhlo.integer_v1<0 : i64>, has_dynamic_root = #vhlo.bool_v1<false>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- old.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.collective_broadcast_v1"(%arg0) <{channel_id = #vhlo.integer_v1<0 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad1.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.collective_broadcast_v2"(%arg0) <{channel_id = #vhlo.integer_v1<0 : i64>, has_dynamic_root = #vhlo.bool_v1<true>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad2.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.collective_broadcast_v2"(%arg0, %arg0) <{channel_id = #vhlo.integer_v1<0 : i64>, has_dynamic_root = #vhlo.bool_v1<false>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
