// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// dot_general v1 [.., 1.5.0] <-> v2 [1.6.0, ..]: add_attribute, add_attribute, add_attribute, add_attribute, add_attribute, add_attribute, add_attribute.
// RUN: split-file %s %t
// RUN: stablehlo-opt --vhlo-to-version=target=1.5.0 %t/new.mlir | FileCheck %s --check-prefix=DOWN
// RUN: stablehlo-opt --vhlo-to-version=target=current %t/old.mlir | FileCheck %s --check-prefix=UP
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %t/bad1.mlir 2>&1 | FileCheck %s --check-prefix=BAD1
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %t/bad2.mlir 2>&1 | FileCheck %s --check-prefix=BAD2
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %t/bad3.mlir 2>&1 | FileCheck %s --check-prefix=BAD3
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %t/bad4.mlir 2>&1 | FileCheck %s --check-prefix=BAD4
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %t/bad5.mlir 2>&1 | FileCheck %s --check-prefix=BAD5
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %t/bad6.mlir 2>&1 | FileCheck %s --check-prefix=BAD6
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %t/bad7.mlir 2>&1 | FileCheck %s --check-prefix=BAD7

// DOWN: "vhlo.dot_general_v1"
// DOWN-NOT: accumulation_type =
// DOWN-NOT: allow_imprecise_accumulation =
// DOWN-NOT: lhs_component_count =
// DOWN-NOT: lhs_precision_type =
// DOWN-NOT: num_primitive_operations =
// DOWN-NOT: rhs_component_count =
// DOWN-NOT: rhs_precision_type =
// UP: "vhlo.dot_general_v2"
// UP-SAME: accumulation_type = #vhlo.type_v1<!vhlo.none_v1>
// UP-SAME: allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>
// UP-SAME: lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>
// UP-SAME: lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>
// UP-SAME: num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>
// UP-SAME: rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>
// UP-SAME: rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>
// BAD1: error: failed to legalize operation 'vhlo.dot_general_v2' that was explicitly marked illegal: stablehlo.dot_general: attribute 'lhs_precision_type'
// BAD1-SAME: needs 1.6.0 (vhlo.dot_general_v2); the lowest target that accepts this program is 1.6.0
// BAD1: error: failed to convert VHLO to v1.5.0
// BAD2: error: failed to legalize operation 'vhlo.dot_general_v2' that was explicitly marked illegal: stablehlo.dot_general: attribute 'rhs_precision_type'
// BAD2-SAME: needs 1.6.0 (vhlo.dot_general_v2); the lowest target that accepts this program is 1.6.0
// BAD2: error: failed to convert VHLO to v1.5.0
// BAD3: error: failed to legalize operation 'vhlo.dot_general_v2' that was explicitly marked illegal: stablehlo.dot_general: attribute 'accumulation_type'
// BAD3-SAME: needs 1.6.0 (vhlo.dot_general_v2); the lowest target that accepts this program is 1.6.0
// BAD3: error: failed to convert VHLO to v1.5.0
// BAD4: error: failed to legalize operation 'vhlo.dot_general_v2' that was explicitly marked illegal: stablehlo.dot_general: attribute 'lhs_component_count'
// BAD4-SAME: needs 1.6.0 (vhlo.dot_general_v2); the lowest target that accepts this program is 1.6.0
// BAD4: error: failed to convert VHLO to v1.5.0
// BAD5: error: failed to legalize operation 'vhlo.dot_general_v2' that was explicitly marked illegal: stablehlo.dot_general: attribute 'rhs_component_count'
// BAD5-SAME: needs 1.6.0 (vhlo.dot_general_v2); the lowest target that accepts this program is 1.6.0
// BAD5: error: failed to convert VHLO to v1.5.0
// BAD6: error: failed to legalize operation 'vhlo.dot_general_v2' that was explicitly marked illegal: stablehlo.dot_general: attribute 'num_primitive_operations'
// BAD6-SAME: needs 1.6.0 (vhlo.dot_general_v2); the lowest target that accepts this program is 1.6.0
// BAD6: error: failed to convert VHLO to v1.5.0
// BAD7: error: failed to legalize operation 'vhlo.dot_general_v2' that was explicitly marked illegal: stablehlo.dot_general: attribute 'allow_imprecise_accumulation'
// BAD7-SAME: needs 1.6.0 (vhlo.dot_general_v2); the lowest target that accepts this program is 1.6.0
// BAD7: error: failed to convert VHLO to v1.5.0

//--- new.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- old.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v1"(%arg0, %arg0) <{lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad1.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.f32_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad2.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.f32_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad3.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.f32_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad4.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.f32_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad5.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.f32_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad6.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.f32_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad7.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.f32_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
