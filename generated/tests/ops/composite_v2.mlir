// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// vhlo.composite_v2 (stablehlo.composite, releases 1.14.0 ... current) with a value
// other than the default for every attribute, and distinct operand and result
// types. The op must come back unchanged (the CHECK lines are the input) from:
//  - the way through StableHLO: upgraded to the current version, converted to
//    StableHLO and back, then converted to each end of its release range. The
//    ops are not verified on the way: the values need not make sense together;
//  - an artifact written for each end of its release range, read back as VHLO.
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.14.0 --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=current --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.14.0 %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s

// CHECK: %0 = "vhlo.composite_v2"(%arg0) <{composite_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"a_int"> = #vhlo.integer_v1<-8 : i32>, #vhlo.string_v1<"b_nested"> = #vhlo.dict_v1<{#vhlo.string_v1<"list"> = #vhlo.array_v1<[#vhlo.bool_v1<true>, #vhlo.string_v1<"\00x">]>}>, #vhlo.string_v1<"c_float"> = #vhlo.float_v1<-0.000000e+00 : !vhlo.f64_v1>}>, decomposition = #vhlo.string_v1<"callee_2">, name = #vhlo.string_v1<"sample 0 \22quoted\22 \00 caf\C3\A9">, version = #vhlo.integer_v1<1003 : i64>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.composite_v2"(%arg0) <{composite_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"a_int"> = #vhlo.integer_v1<-8 : i32>, #vhlo.string_v1<"b_nested"> = #vhlo.dict_v1<{#vhlo.string_v1<"list"> = #vhlo.array_v1<[#vhlo.bool_v1<true>, #vhlo.string_v1<"\00x">]>}>, #vhlo.string_v1<"c_float"> = #vhlo.float_v1<-0.000000e+00 : !vhlo.f64_v1>}>, decomposition = #vhlo.string_v1<"callee_2">, name = #vhlo.string_v1<"sample 0 \22quoted\22 \00 caf\C3\A9">, version = #vhlo.integer_v1<1003 : i64>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
  "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
