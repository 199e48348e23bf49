// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// vhlo.triangular_solve_v1 (stablehlo.triangular_solve, releases 0.9.0 ... current) with a value
// other than the default for every attribute, and distinct operand and result
// types. The op must come back unchanged (the CHECK lines are the input) from:
//  - the way through StableHLO: upgraded to the current version, converted to
//    StableHLO and back, then converted to each end of its release range. The
//    ops are not verified on the way: the values need not make sense together;
//  - an artifact written for each end of its release range, read back as VHLO.
// Sample variant 2: the values of the op's attributes of one kind in
// another order, so that a conversion that swaps two of them shows.
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=0.9.0 --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-opt --verify-each=false --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo --stablehlo-legalize-to-vhlo --vhlo-to-version=target=current --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=0.9.0 %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s

// CHECK: %0 = "vhlo.triangular_solve_v1"(%arg0, %arg1) <{left_side = #vhlo.bool_v1<false>, lower = #vhlo.bool_v1<true>, transpose_a = #vhlo<transpose_v1 TRANSPOSE_INVALID>, unit_diagonal = #vhlo.bool_v1<false>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<2x!vhlo.i32_v1>):
  %0 = "vhlo.triangular_solve_v1"(%arg0, %arg1) <{left_side = #vhlo.bool_v1<false>, lower = #vhlo.bool_v1<true>, transpose_a = #vhlo<transpose_v1 TRANSPOSE_INVALID>, unit_diagonal = #vhlo.bool_v1<false>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
  "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
