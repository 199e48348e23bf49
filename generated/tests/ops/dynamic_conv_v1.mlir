// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
// vhlo.dynamic_conv_v1 (stablehlo.dynamic_conv since 0.9.0) converts to its first
// release and survives an artifact written for it (read back as VHLO).
// RUN: stablehlo-opt --vhlo-to-version=target=0.9.0 %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=0.9.0 %s | stablehlo-opt --mlir-print-op-generic | FileCheck %s

// CHECK: "vhlo.dynamic_conv_v1"
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dynamic_conv_v1"(%arg0, %arg0, %arg0) <{batch_group_count = #vhlo.integer_v1<1 : i64>, feature_group_count = #vhlo.integer_v1<1 : i64>, input_batch_dimension = #vhlo.integer_v1<1 : i64>, input_feature_dimension = #vhlo.integer_v1<1 : i64>, input_spatial_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, kernel_input_feature_dimension = #vhlo.integer_v1<1 : i64>, kernel_output_feature_dimension = #vhlo.integer_v1<1 : i64>, kernel_spatial_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_dilation = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, output_batch_dimension = #vhlo.integer_v1<1 : i64>, output_feature_dimension = #vhlo.integer_v1<1 : i64>, output_spatial_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, padding = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_dilation = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, window_reversal = #vhlo.tensor_v1<dense<[true, false]> : tensor<2xi1>>, window_strides = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
