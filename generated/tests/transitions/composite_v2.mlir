// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// composite v1 [.., 1.13.0] <-> v2 [1.14.0, ..]: add_variadic_region.
// RUN: split-file %s %t
// RUN: stablehlo-opt --vhlo-to-version=target=1.13.0 %t/new.mlir | FileCheck %s --check-prefix=DOWN
// RUN: stablehlo-opt --vhlo-to-version=target=current %t/old.mlir | FileCheck %s --check-prefix=UP
// RUN: not stablehlo-opt --vhlo-to-version=target=1.13.0 %t/bad1.mlir 2>&1 | FileCheck %s --check-prefix=BAD1

// DOWN: "vhlo.composite_v1"
// UP: "vhlo.composite_v2"
// BAD1: error: failed to legalize operation 'vhlo.composite_v2' that was explicitly marked illegal: stablehlo.composite: 1 region,
// BAD1-SAME: needs 1.14.0 (vhlo.composite_v2); the lowest target that accepts this program is 1.14.0
// BAD1: error: failed to convert VHLO to v1.13.0

//--- new.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.composite_v2"(%arg0) <{composite_attributes = #vhlo.dict_v1<{}>, decomposition = #vhlo.string_v1<"main">, name = #vhlo.string_v1<"sample">, version = #vhlo.integer_v1<0 : i64>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- old.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.composite_v1"(%arg0) <{composite_attributes = #vhlo.dict_v1<{}>, decomposition = #vhlo.string_v1<"main">, name = #vhlo.string_v1<"sample">, version = #vhlo.integer_v1<0 : i64>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- bad1.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.composite_v2"(%arg0) <{composite_attributes = #vhlo.dict_v1<{}>, decomposition = #vhlo.string_v1<"main">, name = #vhlo.string_v1<"sample">, version = #vhlo.integer_v1<0 : i64>}> ({
    "vhlo.return_v1"() : () -> ()
  }) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
