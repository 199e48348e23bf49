// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// vhlo.dot_general_v1 (stablehlo.dot_general, releases 0.9.0 ... 1.5.0) with a value
// other than the default for every attribute, and distinct operand and result
// types. The op must come back unchanged (the CHECK lines are the input) from:
//  - the way through StableHLO: upgraded to the current version, converted to
//    StableHLO and back, then converted to each end of its release range. The
//    ops are not verified on the way: the values need not make sense together;
//  - an artifact written for each end of its release range, read back as VHLO.
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=0.9.0 --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.5.0 --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=0.9.0 %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.5.0 %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s

// CHECK: %0 = "vhlo.dot_general_v1"(%arg0, %arg1) <{lhs_batching_dimensions = #vhlo.tensor_v1<dense<[2, -3, 9223372036854775807]> : tensor<3xi64>>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[4, -5, 9223372036854775807]> : tensor<3xi64>>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[3, -4, 9223372036854775807]> : tensor<3xi64>>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[5, -6, 9223372036854775807]> : tensor<3xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<2x!vhlo.i32_v1>):
  %0 = "vhlo.dot_general_v1"(%arg0, %arg1) <{lhs_batching_dimensions = #vhlo.tensor_v1<dense<[2, -3, 9223372036854775807]> : tensor<3xi64>>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[4, -5, 9223372036854775807]> : tensor<3xi64>>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[3, -4, 9223372036854775807]> : tensor<3xi64>>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[5, -6, 9223372036854775807]> : tensor<3xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
  "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
