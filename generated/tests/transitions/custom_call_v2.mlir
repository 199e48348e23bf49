// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// custom_call v1 [.., 1.17.0] <-> v2 [1.18.0, ..]: add_attribute.
// RUN: split-file %s %t
// RUN: stablehlo-opt --vhlo-to-version=target=1.17.0 %t/new.mlir | FileCheck %s --check-prefix=DOWN
// RUN: stablehlo-opt --vhlo-to-version=target=current %t/old.mlir | FileCheck %s --check-prefix=UP
// RUN: not stablehlo-opt --vhlo-to-version=target=1.17.0 %t/bad1.mlir 2>&1 | FileCheck %s --check-prefix=BAD1

// DOWN: "vhlo.custom_call_v1"
// DOWN-NOT: result_tilings =
// UP: "vhlo.custom_call_v2"
// UP-SAME: result_tilings = #vhlo.array_v1<[]>
// BAD1: error: failed to legalize operation 'vhlo.custom_call_v2' that was explicitly marked illegal: stablehlo.custom_call: attribute 'result_tilings'
// BAD1-SAME: needs 1.18.0 (vhlo.custom_call_v2); the lowest target that accepts this program is 1.18.0
// BAD1: error: failed to convert VHLO to v1.17.0

//--- new.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.custom_call_v2"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.type_v1<!vhlo.f32_v1>, call_target_name = #vhlo.string_v1<"sample">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>, result_tilings = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- old.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.type_v1<!vhlo.f32_v1>, call_target_name = #vhlo.string_v1<"sample">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad1.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.custom_call_v2"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.type_v1<!vhlo.f32_v1>, call_target_name = #vhlo.string_v1<"sample">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>, result_tilings = #vhlo.array_v1<[#vhlo.string_v1<"sample">]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
