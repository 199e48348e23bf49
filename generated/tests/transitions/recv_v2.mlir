// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// recv v1 [.., 1.11.0] <-> v2 [1.12.0, ..]: add_attribute.
// RUN: split-file %s %t
// RUN: stablehlo-opt --vhlo-to-version=target=1.11.0 %t/new.mlir | FileCheck %s --check-prefix=DOWN
// RUN: stablehlo-opt --vhlo-to-version=target=current %t/old.mlir | FileCheck %s --check-prefix=UP
// RUN: not stablehlo-opt --vhlo-to-version=target=1.11.0 %t/bad1.mlir 2>&1 | FileCheck %s --check-prefix=BAD1

// DOWN: "vhlo.recv_v1"
// DOWN-NOT: source_target_pairs =
// UP: "vhlo.recv_v2"
// UP-SAME: source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>
// BAD1: error: failed to legalize operation 'vhlo.recv_v2' that was explicitly marked illegal: stablehlo.recv: attribute 'source_target_pairs'
// BAD1-SAME: needs 1.12.0 (vhlo.recv_v2); the lowest target that accepts this program is 1.12.0
// BAD1: error: failed to convert VHLO to v1.11.0

//--- new.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.recv_v2"(%arg0) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<1 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- old.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.recv_v1"(%arg0) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<1 : i64>, is_host_transfer = #vhlo.bool_v1<false>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad1.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.recv_v2"(%arg0) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<1 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
