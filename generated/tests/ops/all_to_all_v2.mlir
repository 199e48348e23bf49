// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// vhlo.all_to_all_v2 (stablehlo.all_to_all since 1.5.0) converts to its first
// release and survives an artifact written for it (read back as VHLO).
// RUN: stablehlo-opt --vhlo-to-version=target=1.5.0 %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.5.0 %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s

// CHECK: "vhlo.all_to_all_v2"
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.all_to_all_v2"(%arg0) <{channel_id = #vhlo.integer_v1<0 : i64>, concat_dimension = #vhlo.integer_v1<1 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, split_count = #vhlo.integer_v1<1 : i64>, split_dimension = #vhlo.integer_v1<1 : i64>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
