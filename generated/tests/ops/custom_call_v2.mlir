// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// vhlo.custom_call_v2 (stablehlo.custom_call, releases 1.18.0 ... current) with a value
// other than the default for every attribute, and distinct operand and result
// types. The op must come back unchanged (the CHECK lines are the input) from:
//  - the way through StableHLO: upgraded to the current version, converted to
//    StableHLO and back, then converted to each end of its release range. The
//    ops are not verified on the way: the values need not make sense together;
//  - an artifact written for each end of its release range, read back as VHLO.
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.18.0 --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=current --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.18.0 %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s

// CHECK: %0 = "vhlo.custom_call_v2"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_STATUS_RETURNING_UNIFIED>, backend_config = #vhlo.string_v1<"sample 2 \22quoted\22 \00 caf\C3\A9">, call_target_name = #vhlo.string_v1<"sample 0 \22quoted\22 \00 caf\C3\A9">, called_computations = #vhlo.array_v1<[#vhlo.string_v1<"callee_4">, #vhlo.string_v1<"callee_5">]>, has_side_effect = #vhlo.bool_v1<true>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[1, 0]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<> : tensor<0xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [7], operandIndex = 8, operandTupleIndices = [9, 7]>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 2, 1]> : tensor<3xindex>>]>, result_tilings = #vhlo.array_v1<[#vhlo.array_v1<[#vhlo.tensor_v1<dense<[8, 128]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[2, 4]> : tensor<2xindex>>]>]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.custom_call_v2"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_STATUS_RETURNING_UNIFIED>, backend_config = #vhlo.string_v1<"sample 2 \22quoted\22 \00 caf\C3\A9">, call_target_name = #vhlo.string_v1<"sample 0 \22quoted\22 \00 caf\C3\A9">, called_computations = #vhlo.array_v1<[#vhlo.string_v1<"callee_4">, #vhlo.string_v1<"callee_5">]>, has_side_effect = #vhlo.bool_v1<true>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[1, 0]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<> : tensor<0xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [7], operandIndex = 8, operandTupleIndices = [9, 7]>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 2, 1]> : tensor<3xindex>>]>, result_tilings = #vhlo.array_v1<[#vhlo.array_v1<[#vhlo.tensor_v1<dense<[8, 128]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[2, 4]> : tensor<2xindex>>]>]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
  "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
