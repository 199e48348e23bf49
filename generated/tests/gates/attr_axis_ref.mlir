// Generated from schema/ops.yaml, schema/types.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// The attr axis_ref appeared in 1.16.0: accepted there, refused at 1.15.0.
// RUN: stablehlo-opt --vhlo-to-version=target=1.16.0 %s | FileCheck %s
// RUN: not stablehlo-opt --vhlo-to-version=target=1.15.0 %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: vhlo.func_v1 @main(
// ERR: error: failed to legalize operation 'vhlo.add_v1' that was explicitly marked illegal: stablehlo.add: attribute '#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">>' in attribute 'gate' was introduced in 1.16.0
// ERR-SAME: the lowest target that accepts this program is 1.16.0
// ERR: error: failed to convert VHLO to v1.15.0
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.add_v1"(%arg0, %arg0) {gate = #vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">>} : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
