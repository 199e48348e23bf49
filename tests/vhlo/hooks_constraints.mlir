// Transitions and gates written by hand (schema `hook` / `constraint`).
// RUN: split-file %s %t
// dynamic_conv: before 0.20.0 the padding is also an attribute.
// RUN: stablehlo-opt --vhlo-to-version=target=0.19.0 %t/conv.mlir | FileCheck %s --check-prefix=CONV-DOWN
// RUN: stablehlo-opt --vhlo-to-version=target=0.19.0 %t/conv.mlir | stablehlo-opt --vhlo-to-version=target=current | FileCheck %s --check-prefix=CONV-UP
// RUN: not stablehlo-opt --vhlo-to-version=target=0.19.0 %t/conv_rank0.mlir 2>&1 | FileCheck %s --check-prefix=CONV-RANK
// Reduce-like ops may change the element type only from 0.17.0.
// RUN: stablehlo-opt --vhlo-to-version=target=0.17.0 %t/promote.mlir | FileCheck %s --check-prefix=PROMOTE-OK
// RUN: not stablehlo-opt --vhlo-to-version=target=0.16.0 %t/promote.mlir 2>&1 | FileCheck %s --check-prefix=PROMOTE
// custom_call v1: dictionary backend_config needs 1.3.0; future operands 1.17.0.
// RUN: not stablehlo-opt --vhlo-to-version=target=1.2.0 %t/custom_call.mlir 2>&1 | FileCheck %s --check-prefix=DICT
// RUN: stablehlo-opt --vhlo-to-version=target=1.3.0 %t/custom_call.mlir | FileCheck %s --check-prefix=DICT-OK

// CONV-DOWN: "vhlo.dynamic_conv_v1"
// CONV-DOWN-SAME: padding = #vhlo.tensor_v1<dense<0> : tensor<2x2xi64>>
// CONV-UP: "vhlo.dynamic_conv_v2"
// CONV-UP-NOT: padding =
// CONV-RANK: error: failed to legalize operation 'vhlo.dynamic_conv_v2' that was explicitly marked illegal: stablehlo.dynamic_conv: dynamic_conv needs a ranked lhs of rank 2 or more to be written before 0.20.0, which needs 0.20.0
// PROMOTE-OK: "vhlo.reduce_v1"
// PROMOTE: error: failed to legalize operation 'vhlo.reduce_v1' that was explicitly marked illegal: stablehlo.reduce: a result element type differs from its operand's (promotion), which needs 0.17.0; the lowest target that accepts this program is 0.17.0
// DICT: error: failed to legalize operation 'vhlo.custom_call_v1' that was explicitly marked illegal: stablehlo.custom_call: a dictionary backend_config, which needs 1.3.0; the lowest target that accepts this program is 1.3.0
// DICT-OK: "vhlo.custom_call_v1"

//--- conv.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<1x4x4x1x!vhlo.f32_v1>, !vhlo.tensor_v1<2x2x!vhlo.i64_v1>) -> !vhlo.tensor_v1<1x4x4x1x!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<1x4x4x1x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<2x2x!vhlo.i64_v1>):
  %0 = "vhlo.dynamic_conv_v2"(%arg0, %arg0, %arg1) <{batch_group_count = #vhlo.integer_v1<1 : i64>, feature_group_count = #vhlo.integer_v1<1 : i64>, input_batch_dimension = #vhlo.integer_v1<0 : i64>, input_feature_dimension = #vhlo.integer_v1<3 : i64>, input_spatial_dimensions = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>, kernel_input_feature_dimension = #vhlo.integer_v1<2 : i64>, kernel_output_feature_dimension = #vhlo.integer_v1<3 : i64>, kernel_spatial_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, output_batch_dimension = #vhlo.integer_v1<0 : i64>, output_feature_dimension = #vhlo.integer_v1<3 : i64>, output_spatial_dimensions = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>, precision_config = #vhlo.array_v1<[]>, rhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, window_reversal = #vhlo.tensor_v1<dense<false> : tensor<2xi1>>, window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> : (!vhlo.tensor_v1<1x4x4x1x!vhlo.f32_v1>, !vhlo.tensor_v1<1x4x4x1x!vhlo.f32_v1>, !vhlo.tensor_v1<2x2x!vhlo.i64_v1>) -> !vhlo.tensor_v1<1x4x4x1x!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<1x4x4x1x!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- conv_rank0.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.dynamic_conv_v2"(%arg0, %arg0, %arg0) <{batch_group_count = #vhlo.integer_v1<1 : i64>, feature_group_count = #vhlo.integer_v1<1 : i64>, input_batch_dimension = #vhlo.integer_v1<0 : i64>, input_feature_dimension = #vhlo.integer_v1<3 : i64>, input_spatial_dimensions = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>, kernel_input_feature_dimension = #vhlo.integer_v1<2 : i64>, kernel_output_feature_dimension = #vhlo.integer_v1<3 : i64>, kernel_spatial_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, output_batch_dimension = #vhlo.integer_v1<0 : i64>, output_feature_dimension = #vhlo.integer_v1<3 : i64>, output_spatial_dimensions = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>, precision_config = #vhlo.array_v1<[]>, rhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, window_reversal = #vhlo.tensor_v1<dense<false> : tensor<2xi1>>, window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- promote.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<4x!vhlo.f16_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<4x!vhlo.f16_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.reduce_v1"(%arg0, %arg1) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> ({
  ^bb0(%a: !vhlo.tensor_v1<!vhlo.f32_v1>, %b: !vhlo.tensor_v1<!vhlo.f32_v1>):
    %1 = "vhlo.add_v1"(%a, %b) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%1) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  }) : (!vhlo.tensor_v1<4x!vhlo.f16_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()

//--- custom_call.mlir
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"k"> = #vhlo.bool_v1<true>}>, call_target_name = #vhlo.string_v1<"foo">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
}) : () -> ()
