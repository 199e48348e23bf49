// Generated from schema/ops.yaml, schema/types.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// The type none appeared in 1.6.0: accepted there, refused at 1.5.0.
// RUN: stablehlo-opt --vhlo-to-version=target=1.6.0 %s | FileCheck %s
// RUN: not stablehlo-opt --vhlo-to-version=target=1.5.0 %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: vhlo.func_v1 @main(
// ERR: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'none' (block argument) was introduced in 1.6.0
// ERR-SAME: the lowest target that accepts this program is 1.6.0
// ERR: error: failed to convert VHLO to v1.5.0
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.none_v1) -> !vhlo.none_v1>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.none_v1):
  // none is not a tensor element type: returned as it is
  "vhlo.return_v1"(%arg0) : (!vhlo.none_v1) -> ()
}) : () -> ()
