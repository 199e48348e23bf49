// Generated from schema/ops.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write

#ifndef STABLEHLO_GENERATED_VHLO_OPS
#define STABLEHLO_GENERATED_VHLO_OPS

include "stablehlo/Dialect/Vhlo/VhloBase.td"
include "generated/vhlo/VhloTypes.td"
include "generated/vhlo/VhloAttrs.td"

// Every op version: operands and results are any type, attributes any
// attribute, no verifier. Attributes are required (defaults are materialized
// when legalizing from StableHLO) and stored as properties.

// stablehlo.abs, version 1: [0.9.0, current].
def VHLO_AbsOpV1 : VHLO_Op<"abs_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.abs as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.add, version 1: [0.9.0, current].
def VHLO_AddOpV1 : VHLO_Op<"add_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.add as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.after_all, version 1: [0.9.0, current].
def VHLO_AfterAllOpV1 : VHLO_Op<"after_all_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.after_all as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.all_gather, version 1: [0.9.0, 1.4.0].
def VHLO_AllGatherOpV1 : VHLO_Op<"all_gather_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 4, 0)"> {
  let summary = "stablehlo.all_gather as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$all_gather_dim,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id,
    AnyAttr:$use_global_device_ids
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.all_gather, version 2: [1.5.0, current].
def VHLO_AllGatherOpV2 : VHLO_Op<"all_gather_v2", "::mlir::vhlo::Version(1, 5, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.all_gather as of 1.5.0";
  let arguments = (ins
    Variadic<AnyType>:$operands,
    AnyAttr:$all_gather_dim,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id,
    AnyAttr:$use_global_device_ids
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.all_reduce, version 1: [0.9.0, 1.4.0].
def VHLO_AllReduceOpV1 : VHLO_Op<"all_reduce_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 4, 0)"> {
  let summary = "stablehlo.all_reduce as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id,
    AnyAttr:$use_global_device_ids
  );
  let results = (outs
    AnyType:$result
  );
  let regions = (region
    AnyRegion:$computation
  );
}

// stablehlo.all_reduce, version 2: [1.5.0, current].
def VHLO_AllReduceOpV2 : VHLO_Op<"all_reduce_v2", "::mlir::vhlo::Version(1, 5, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.all_reduce as of 1.5.0";
  let arguments = (ins
    Variadic<AnyType>:$operands,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id,
    AnyAttr:$use_global_device_ids
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$computation
  );
}

// stablehlo.all_to_all, version 1: [0.9.0, 1.4.0].
def VHLO_AllToAllOpV1 : VHLO_Op<"all_to_all_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 4, 0)"> {
  let summary = "stablehlo.all_to_all as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$split_dimension,
    AnyAttr:$concat_dimension,
    AnyAttr:$split_count,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.all_to_all, version 2: [1.5.0, current].
def VHLO_AllToAllOpV2 : VHLO_Op<"all_to_all_v2", "::mlir::vhlo::Version(1, 5, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.all_to_all as of 1.5.0";
  let arguments = (ins
    Variadic<AnyType>:$operands,
    AnyAttr:$split_dimension,
    AnyAttr:$concat_dimension,
    AnyAttr:$split_count,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.and, version 1: [0.9.0, current].
def VHLO_AndOpV1 : VHLO_Op<"and_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.and as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.async_done, version 1: [1.15.0, current].
def VHLO_AsyncDoneOpV1 : VHLO_Op<"async_done_v1", "::mlir::vhlo::Version(1, 15, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.async_done as of 1.15.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.async_start, version 1: [1.15.0, current].
def VHLO_AsyncStartOpV1 : VHLO_Op<"async_start_v1", "::mlir::vhlo::Version(1, 15, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.async_start as of 1.15.0";
  let arguments = (ins
    Variadic<AnyType>:$operands
  );
  let results = (outs
    AnyType:$result
  );
  let regions = (region
    AnyRegion:$collective
  );
}

// stablehlo.atan2, version 1: [0.9.0, current].
def VHLO_Atan2OpV1 : VHLO_Op<"atan2_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.atan2 as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.batch_norm_grad, version 1: [0.9.0, current].
def VHLO_BatchNormGradOpV1 : VHLO_Op<"batch_norm_grad_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.batch_norm_grad as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$scale,
    AnyType:$mean,
    AnyType:$variance,
    AnyType:$grad_output,
    AnyAttr:$epsilon,
    AnyAttr:$feature_index
  );
  let results = (outs
    AnyType:$grad_operand,
    AnyType:$grad_scale,
    AnyType:$grad_offset
  );
}

// stablehlo.batch_norm_inference, version 1: [0.9.0, current].
def VHLO_BatchNormInferenceOpV1 : VHLO_Op<"batch_norm_inference_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.batch_norm_inference as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$scale,
    AnyType:$offset,
    AnyType:$mean,
    AnyType:$variance,
    AnyAttr:$epsilon,
    AnyAttr:$feature_index
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.batch_norm_training, version 1: [0.9.0, current].
def VHLO_BatchNormTrainingOpV1 : VHLO_Op<"batch_norm_training_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.batch_norm_training as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$scale,
    AnyType:$offset,
    AnyAttr:$epsilon,
    AnyAttr:$feature_index
  );
  let results = (outs
    AnyType:$output,
    AnyType:$batch_mean,
    AnyType:$batch_var
  );
}

// stablehlo.bitcast_convert, version 1: [0.9.0, current].
def VHLO_BitcastConvertOpV1 : VHLO_Op<"bitcast_convert_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.bitcast_convert as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.broadcast, version 1: [0.9.0, current].
def VHLO_BroadcastOpV1 : VHLO_Op<"broadcast_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.broadcast as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$broadcast_sizes
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.broadcast_in_dim, version 1: [0.9.0, current].
def VHLO_BroadcastInDimOpV1 : VHLO_Op<"broadcast_in_dim_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.broadcast_in_dim as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$broadcast_dimensions
  );
  let results = (outs
    AnyType:$result
  );
}

// func.call, version 1: [0.9.0, current].
def VHLO_CallOpV1 : VHLO_Op<"call_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "func.call as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$operands,
    AnyAttr:$callee
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.case, version 1: [0.9.0, current].
def VHLO_CaseOpV1 : VHLO_Op<"case_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.case as of 0.9.0";
  let arguments = (ins
    AnyType:$index
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    VariadicRegion<AnyRegion>:$branches
  );
}

// stablehlo.cbrt, version 1: [0.9.0, 1.9.0].
def VHLO_CbrtOpV1 : VHLO_Op<"cbrt_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.cbrt as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.cbrt, version 2: [1.10.0, current].
def VHLO_CbrtOpV2 : VHLO_Op<"cbrt_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.cbrt as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.ceil, version 1: [0.9.0, current].
def VHLO_CeilOpV1 : VHLO_Op<"ceil_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.ceil as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.cholesky, version 1: [0.9.0, current].
def VHLO_CholeskyOpV1 : VHLO_Op<"cholesky_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.cholesky as of 0.9.0";
  let arguments = (ins
    AnyType:$a,
    AnyAttr:$lower
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.clamp, version 1: [0.9.0, current].
def VHLO_ClampOpV1 : VHLO_Op<"clamp_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.clamp as of 0.9.0";
  let arguments = (ins
    AnyType:$min,
    AnyType:$operand,
    AnyType:$max
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.collective_broadcast, version 1: [0.16.0, 1.19.0].
def VHLO_CollectiveBroadcastOpV1 : VHLO_Op<"collective_broadcast_v1", "::mlir::vhlo::Version(0, 16, 0)", "::mlir::vhlo::Version(1, 19, 0)"> {
  let summary = "stablehlo.collective_broadcast as of 0.16.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.collective_broadcast, version 2: [1.20.0, current].
def VHLO_CollectiveBroadcastOpV2 : VHLO_Op<"collective_broadcast_v2", "::mlir::vhlo::Version(1, 20, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.collective_broadcast as of 1.20.0";
  let arguments = (ins
    Variadic<AnyType>:$operands,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id,
    AnyAttr:$has_dynamic_root
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.collective_permute, version 1: [0.9.0, current].
def VHLO_CollectivePermuteOpV1 : VHLO_Op<"collective_permute_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.collective_permute as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$source_target_pairs,
    AnyAttr:$channel_id
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.collective_reduce, version 1: [1.19.0, current].
def VHLO_CollectiveReduceOpV1 : VHLO_Op<"collective_reduce_v1", "::mlir::vhlo::Version(1, 19, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.collective_reduce as of 1.19.0";
  let arguments = (ins
    Variadic<AnyType>:$operands,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id,
    AnyAttr:$use_global_device_ids,
    AnyAttr:$has_dynamic_root
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$computation
  );
}

// stablehlo.compare, version 1: [0.9.0, current].
def VHLO_CompareOpV1 : VHLO_Op<"compare_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.compare as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyAttr:$comparison_direction,
    AnyAttr:$compare_type
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.complex, version 1: [0.9.0, current].
def VHLO_ComplexOpV1 : VHLO_Op<"complex_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.complex as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.composite, version 1: [0.19.0, 1.13.0].
def VHLO_CompositeOpV1 : VHLO_Op<"composite_v1", "::mlir::vhlo::Version(0, 19, 0)", "::mlir::vhlo::Version(1, 13, 0)"> {
  let summary = "stablehlo.composite as of 0.19.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyAttr:$name,
    AnyAttr:$composite_attributes,
    AnyAttr:$decomposition,
    AnyAttr:$version
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.composite, version 2: [1.14.0, current].
def VHLO_CompositeOpV2 : VHLO_Op<"composite_v2", "::mlir::vhlo::Version(1, 14, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.composite as of 1.14.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyAttr:$name,
    AnyAttr:$composite_attributes,
    AnyAttr:$decomposition,
    AnyAttr:$version
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    VariadicRegion<AnyRegion>:$composite_regions
  );
}

// stablehlo.concatenate, version 1: [0.9.0, current].
def VHLO_ConcatenateOpV1 : VHLO_Op<"concatenate_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.concatenate as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyAttr:$dimension
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.constant, version 1: [0.9.0, current].
def VHLO_ConstantOpV1 : VHLO_Op<"constant_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.constant as of 0.9.0";
  let arguments = (ins
    AnyAttr:$value
  );
  let results = (outs
    AnyType:$output
  );
}

// stablehlo.convert, version 1: [0.9.0, current].
def VHLO_ConvertOpV1 : VHLO_Op<"convert_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.convert as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.convolution, version 1: [0.9.0, current].
def VHLO_ConvolutionOpV1 : VHLO_Op<"convolution_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.convolution as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyAttr:$window_strides,
    AnyAttr:$padding,
    AnyAttr:$lhs_dilation,
    AnyAttr:$rhs_dilation,
    AnyAttr:$window_reversal,
    AnyAttr:$input_batch_dimension,
    AnyAttr:$input_feature_dimension,
    AnyAttr:$input_spatial_dimensions,
    AnyAttr:$kernel_input_feature_dimension,
    AnyAttr:$kernel_output_feature_dimension,
    AnyAttr:$kernel_spatial_dimensions,
    AnyAttr:$output_batch_dimension,
    AnyAttr:$output_feature_dimension,
    AnyAttr:$output_spatial_dimensions,
    AnyAttr:$feature_group_count,
    AnyAttr:$batch_group_count,
    AnyAttr:$precision_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.cosine, version 1: [0.9.0, 1.9.0].
def VHLO_CosineOpV1 : VHLO_Op<"cosine_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.cosine as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.cosine, version 2: [1.10.0, current].
def VHLO_CosineOpV2 : VHLO_Op<"cosine_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.cosine as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.count_leading_zeros, version 1: [0.9.0, current].
def VHLO_CountLeadingZerosOpV1 : VHLO_Op<"count_leading_zeros_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.count_leading_zeros as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.create_token, version 1: [0.9.0, current].
def VHLO_CreateTokenOpV1 : VHLO_Op<"create_token_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.create_token as of 0.9.0";
  let arguments = (ins
  );
  let results = (outs
    AnyType:$output
  );
}

// stablehlo.cross-replica-sum, version 1: [0.9.0, current].
def VHLO_CrossReplicaSumOpV1 : VHLO_Op<"cross-replica-sum_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.cross-replica-sum as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$replica_groups
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.custom_call, version 1: [0.9.0, 1.17.0].
def VHLO_CustomCallOpV1 : VHLO_Op<"custom_call_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 17, 0)"> {
  let summary = "stablehlo.custom_call as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyAttr:$call_target_name,
    AnyAttr:$has_side_effect,
    AnyAttr:$backend_config,
    AnyAttr:$api_version,
    AnyAttr:$called_computations,
    AnyAttr:$operand_layouts,
    AnyAttr:$result_layouts,
    AnyAttr:$output_operand_aliases
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.custom_call, version 2: [1.18.0, current].
def VHLO_CustomCallOpV2 : VHLO_Op<"custom_call_v2", "::mlir::vhlo::Version(1, 18, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.custom_call as of 1.18.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyAttr:$call_target_name,
    AnyAttr:$has_side_effect,
    AnyAttr:$backend_config,
    AnyAttr:$api_version,
    AnyAttr:$called_computations,
    AnyAttr:$operand_layouts,
    AnyAttr:$result_layouts,
    AnyAttr:$output_operand_aliases,
    AnyAttr:$result_tilings
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.divide, version 1: [0.9.0, current].
def VHLO_DivideOpV1 : VHLO_Op<"divide_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.divide as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dot, version 1: [0.9.0, current].
def VHLO_DotOpV1 : VHLO_Op<"dot_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dot as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyAttr:$precision_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dot_general, version 1: [0.9.0, 1.5.0].
def VHLO_DotGeneralOpV1 : VHLO_Op<"dot_general_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 5, 0)"> {
  let summary = "stablehlo.dot_general as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyAttr:$lhs_batching_dimensions,
    AnyAttr:$rhs_batching_dimensions,
    AnyAttr:$lhs_contracting_dimensions,
    AnyAttr:$rhs_contracting_dimensions,
    AnyAttr:$precision_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dot_general, version 2: [1.6.0, current].
def VHLO_DotGeneralOpV2 : VHLO_Op<"dot_general_v2", "::mlir::vhlo::Version(1, 6, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dot_general as of 1.6.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyAttr:$lhs_batching_dimensions,
    AnyAttr:$rhs_batching_dimensions,
    AnyAttr:$lhs_contracting_dimensions,
    AnyAttr:$rhs_contracting_dimensions,
    AnyAttr:$precision_config,
    AnyAttr:$lhs_precision_type,
    AnyAttr:$rhs_precision_type,
    AnyAttr:$accumulation_type,
    AnyAttr:$lhs_component_count,
    AnyAttr:$rhs_component_count,
    AnyAttr:$num_primitive_operations,
    AnyAttr:$allow_imprecise_accumulation
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_broadcast_in_dim, version 1: [0.9.0, current].
def VHLO_DynamicBroadcastInDimOpV1 : VHLO_Op<"dynamic_broadcast_in_dim_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_broadcast_in_dim as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$output_dimensions,
    AnyAttr:$broadcast_dimensions,
    AnyAttr:$known_expanding_dimensions,
    AnyAttr:$known_nonexpanding_dimensions
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_conv, version 1: [0.9.0, 0.19.0].
def VHLO_DynamicConvOpV1 : VHLO_Op<"dynamic_conv_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(0, 19, 0)"> {
  let summary = "stablehlo.dynamic_conv as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyType:$d_padding,
    AnyAttr:$window_strides,
    AnyAttr:$padding,
    AnyAttr:$lhs_dilation,
    AnyAttr:$rhs_dilation,
    AnyAttr:$window_reversal,
    AnyAttr:$input_batch_dimension,
    AnyAttr:$input_feature_dimension,
    AnyAttr:$input_spatial_dimensions,
    AnyAttr:$kernel_input_feature_dimension,
    AnyAttr:$kernel_output_feature_dimension,
    AnyAttr:$kernel_spatial_dimensions,
    AnyAttr:$output_batch_dimension,
    AnyAttr:$output_feature_dimension,
    AnyAttr:$output_spatial_dimensions,
    AnyAttr:$feature_group_count,
    AnyAttr:$batch_group_count,
    AnyAttr:$precision_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_conv, version 2: [0.20.0, current].
def VHLO_DynamicConvOpV2 : VHLO_Op<"dynamic_conv_v2", "::mlir::vhlo::Version(0, 20, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_conv as of 0.20.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyType:$padding,
    AnyAttr:$window_strides,
    AnyAttr:$lhs_dilation,
    AnyAttr:$rhs_dilation,
    AnyAttr:$window_reversal,
    AnyAttr:$input_batch_dimension,
    AnyAttr:$input_feature_dimension,
    AnyAttr:$input_spatial_dimensions,
    AnyAttr:$kernel_input_feature_dimension,
    AnyAttr:$kernel_output_feature_dimension,
    AnyAttr:$kernel_spatial_dimensions,
    AnyAttr:$output_batch_dimension,
    AnyAttr:$output_feature_dimension,
    AnyAttr:$output_spatial_dimensions,
    AnyAttr:$feature_group_count,
    AnyAttr:$batch_group_count,
    AnyAttr:$precision_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_gather, version 1: [0.9.0, 1.0.0].
def VHLO_DynamicGatherOpV1 : VHLO_Op<"dynamic_gather_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 0, 0)"> {
  let summary = "stablehlo.dynamic_gather as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$start_indices,
    AnyType:$slice_sizes,
    AnyAttr:$offset_dims,
    AnyAttr:$collapsed_slice_dims,
    AnyAttr:$start_index_map,
    AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_gather, version 2: [1.1.0, current].
def VHLO_DynamicGatherOpV2 : VHLO_Op<"dynamic_gather_v2", "::mlir::vhlo::Version(1, 1, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_gather as of 1.1.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$start_indices,
    AnyType:$slice_sizes,
    AnyAttr:$offset_dims,
    AnyAttr:$collapsed_slice_dims,
    AnyAttr:$operand_batching_dims,
    AnyAttr:$start_indices_batching_dims,
    AnyAttr:$start_index_map,
    AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_iota, version 1: [0.9.0, current].
def VHLO_DynamicIotaOpV1 : VHLO_Op<"dynamic_iota_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_iota as of 0.9.0";
  let arguments = (ins
    AnyType:$output_shape,
    AnyAttr:$iota_dimension
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_pad, version 1: [0.9.0, current].
def VHLO_DynamicPadOpV1 : VHLO_Op<"dynamic_pad_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_pad as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$padding_value,
    AnyType:$edge_padding_low,
    AnyType:$edge_padding_high,
    AnyType:$interior_padding
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_reshape, version 1: [0.9.0, current].
def VHLO_DynamicReshapeOpV1 : VHLO_Op<"dynamic_reshape_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_reshape as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$output_shape
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_slice, version 1: [0.9.0, current].
def VHLO_DynamicSliceOpV1 : VHLO_Op<"dynamic_slice_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_slice as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    Variadic<AnyType>:$start_indices,
    AnyAttr:$slice_sizes
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.dynamic_update_slice, version 1: [0.9.0, current].
def VHLO_DynamicUpdateSliceOpV1 : VHLO_Op<"dynamic_update_slice_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.dynamic_update_slice as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$update,
    Variadic<AnyType>:$start_indices
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.einsum, version 1: [0.9.0, current].
def VHLO_EinsumOpV1 : VHLO_Op<"einsum_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.einsum as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs,
    AnyAttr:$einsum_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.exponential, version 1: [0.9.0, 1.8.0].
def VHLO_ExponentialOpV1 : VHLO_Op<"exponential_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 8, 0)"> {
  let summary = "stablehlo.exponential as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.exponential, version 2: [1.9.0, current].
def VHLO_ExponentialOpV2 : VHLO_Op<"exponential_v2", "::mlir::vhlo::Version(1, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.exponential as of 1.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.exponential_minus_one, version 1: [0.9.0, 1.9.0].
def VHLO_ExponentialMinusOneOpV1 : VHLO_Op<"exponential_minus_one_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.exponential_minus_one as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.exponential_minus_one, version 2: [1.10.0, current].
def VHLO_ExponentialMinusOneOpV2 : VHLO_Op<"exponential_minus_one_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.exponential_minus_one as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.fft, version 1: [0.9.0, current].
def VHLO_FftOpV1 : VHLO_Op<"fft_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.fft as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$fft_type,
    AnyAttr:$fft_length
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.floor, version 1: [0.9.0, current].
def VHLO_FloorOpV1 : VHLO_Op<"floor_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.floor as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// func.func, version 1: [0.9.0, current].
def VHLO_FuncOpV1 : VHLO_Op<"func_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "func.func as of 0.9.0";
  let arguments = (ins
    AnyAttr:$sym_name,
    AnyAttr:$function_type,
    AnyAttr:$sym_visibility,
    AnyAttr:$arg_attrs,
    AnyAttr:$res_attrs
  );
  let regions = (region
    AnyRegion:$body
  );
  let hasCustomAssemblyFormat = 1;
}

// stablehlo.gather, version 1: [0.9.0, 1.0.0].
def VHLO_GatherOpV1 : VHLO_Op<"gather_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 0, 0)"> {
  let summary = "stablehlo.gather as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$start_indices,
    AnyAttr:$offset_dims,
    AnyAttr:$collapsed_slice_dims,
    AnyAttr:$start_index_map,
    AnyAttr:$index_vector_dim,
    AnyAttr:$slice_sizes,
    AnyAttr:$indices_are_sorted
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.gather, version 2: [1.1.0, current].
def VHLO_GatherOpV2 : VHLO_Op<"gather_v2", "::mlir::vhlo::Version(1, 1, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.gather as of 1.1.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$start_indices,
    AnyAttr:$offset_dims,
    AnyAttr:$collapsed_slice_dims,
    AnyAttr:$operand_batching_dims,
    AnyAttr:$start_indices_batching_dims,
    AnyAttr:$start_index_map,
    AnyAttr:$index_vector_dim,
    AnyAttr:$slice_sizes,
    AnyAttr:$indices_are_sorted
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.get_dimension_size, version 1: [0.9.0, current].
def VHLO_GetDimensionSizeOpV1 : VHLO_Op<"get_dimension_size_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.get_dimension_size as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$dimension
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.get_tuple_element, version 1: [0.9.0, current].
def VHLO_GetTupleElementOpV1 : VHLO_Op<"get_tuple_element_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.get_tuple_element as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$index
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.if, version 1: [0.9.0, current].
def VHLO_IfOpV1 : VHLO_Op<"if_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.if as of 0.9.0";
  let arguments = (ins
    AnyType:$pred
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$true_branch,
    AnyRegion:$false_branch
  );
}

// stablehlo.imag, version 1: [0.9.0, current].
def VHLO_ImagOpV1 : VHLO_Op<"imag_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.imag as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.infeed, version 1: [0.9.0, current].
def VHLO_InfeedOpV1 : VHLO_Op<"infeed_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.infeed as of 0.9.0";
  let arguments = (ins
    AnyType:$token,
    AnyAttr:$infeed_config,
    AnyAttr:$layout
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.iota, version 1: [0.9.0, current].
def VHLO_IotaOpV1 : VHLO_Op<"iota_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.iota as of 0.9.0";
  let arguments = (ins
    AnyAttr:$iota_dimension
  );
  let results = (outs
    AnyType:$output
  );
}

// stablehlo.is_finite, version 1: [0.9.0, current].
def VHLO_IsFiniteOpV1 : VHLO_Op<"is_finite_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.is_finite as of 0.9.0";
  let arguments = (ins
    AnyType:$x
  );
  let results = (outs
    AnyType:$y
  );
}

// stablehlo.log, version 1: [0.9.0, 1.9.0].
def VHLO_LogOpV1 : VHLO_Op<"log_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.log as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.log, version 2: [1.10.0, current].
def VHLO_LogOpV2 : VHLO_Op<"log_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.log as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.log_plus_one, version 1: [0.9.0, 1.9.0].
def VHLO_LogPlusOneOpV1 : VHLO_Op<"log_plus_one_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.log_plus_one as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.log_plus_one, version 2: [1.10.0, current].
def VHLO_LogPlusOneOpV2 : VHLO_Op<"log_plus_one_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.log_plus_one as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.logistic, version 1: [0.9.0, 1.9.0].
def VHLO_LogisticOpV1 : VHLO_Op<"logistic_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.logistic as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.logistic, version 2: [1.10.0, current].
def VHLO_LogisticOpV2 : VHLO_Op<"logistic_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.logistic as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.map, version 1: [0.9.0, current].
def VHLO_MapOpV1 : VHLO_Op<"map_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.map as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyAttr:$dimensions
  );
  let results = (outs
    AnyType:$result
  );
  let regions = (region
    AnyRegion:$computation
  );
}

// stablehlo.maximum, version 1: [0.9.0, current].
def VHLO_MaximumOpV1 : VHLO_Op<"maximum_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.maximum as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.minimum, version 1: [0.9.0, current].
def VHLO_MinimumOpV1 : VHLO_Op<"minimum_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.minimum as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.multiply, version 1: [0.9.0, current].
def VHLO_MultiplyOpV1 : VHLO_Op<"multiply_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.multiply as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.negate, version 1: [0.9.0, current].
def VHLO_NegateOpV1 : VHLO_Op<"negate_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.negate as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.not, version 1: [0.9.0, current].
def VHLO_NotOpV1 : VHLO_Op<"not_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.not as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.optimization_barrier, version 1: [0.9.0, current].
def VHLO_OptimizationBarrierOpV1 : VHLO_Op<"optimization_barrier_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.optimization_barrier as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$operand
  );
  let results = (outs
    Variadic<AnyType>:$result
  );
}

// stablehlo.or, version 1: [0.9.0, current].
def VHLO_OrOpV1 : VHLO_Op<"or_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.or as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.outfeed, version 1: [0.9.0, current].
def VHLO_OutfeedOpV1 : VHLO_Op<"outfeed_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.outfeed as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyType:$token,
    AnyAttr:$outfeed_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.pad, version 1: [0.9.0, current].
def VHLO_PadOpV1 : VHLO_Op<"pad_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.pad as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$padding_value,
    AnyAttr:$edge_padding_low,
    AnyAttr:$edge_padding_high,
    AnyAttr:$interior_padding
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.partition_id, version 1: [0.9.0, current].
def VHLO_PartitionIdOpV1 : VHLO_Op<"partition_id_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.partition_id as of 0.9.0";
  let arguments = (ins
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.popcnt, version 1: [0.9.0, current].
def VHLO_PopcntOpV1 : VHLO_Op<"popcnt_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.popcnt as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.power, version 1: [0.9.0, current].
def VHLO_PowerOpV1 : VHLO_Op<"power_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.power as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.real, version 1: [0.9.0, current].
def VHLO_RealOpV1 : VHLO_Op<"real_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.real as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.real_dynamic_slice, version 1: [0.9.0, current].
def VHLO_RealDynamicSliceOpV1 : VHLO_Op<"real_dynamic_slice_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.real_dynamic_slice as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$start_indices,
    AnyType:$limit_indices,
    AnyType:$strides
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.recv, version 1: [0.9.0, 1.11.0].
def VHLO_RecvOpV1 : VHLO_Op<"recv_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 11, 0)"> {
  let summary = "stablehlo.recv as of 0.9.0";
  let arguments = (ins
    AnyType:$token,
    AnyAttr:$channel_id,
    AnyAttr:$channel_type,
    AnyAttr:$is_host_transfer
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.recv, version 2: [1.12.0, current].
def VHLO_RecvOpV2 : VHLO_Op<"recv_v2", "::mlir::vhlo::Version(1, 12, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.recv as of 1.12.0";
  let arguments = (ins
    AnyType:$token,
    AnyAttr:$channel_id,
    AnyAttr:$channel_type,
    AnyAttr:$is_host_transfer,
    AnyAttr:$source_target_pairs
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
}

// stablehlo.reduce, version 1: [0.9.0, current].
def VHLO_ReduceOpV1 : VHLO_Op<"reduce_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()", [SameVariadicOperandSize]> {
  let summary = "stablehlo.reduce as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    Variadic<AnyType>:$init_values,
    AnyAttr:$dimensions
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$body
  );
}

// stablehlo.reduce_precision, version 1: [0.9.0, current].
def VHLO_ReducePrecisionOpV1 : VHLO_Op<"reduce_precision_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.reduce_precision as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$exponent_bits,
    AnyAttr:$mantissa_bits
  );
  let results = (outs
    AnyType:$output
  );
}

// stablehlo.reduce_scatter, version 1: [0.9.0, current].
def VHLO_ReduceScatterOpV1 : VHLO_Op<"reduce_scatter_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.reduce_scatter as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$scatter_dimension,
    AnyAttr:$replica_groups,
    AnyAttr:$channel_id,
    AnyAttr:$use_global_device_ids
  );
  let results = (outs
    AnyType:$result
  );
  let regions = (region
    AnyRegion:$computation
  );
}

// stablehlo.reduce_window, version 1: [0.9.0, current].
def VHLO_ReduceWindowOpV1 : VHLO_Op<"reduce_window_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()", [SameVariadicOperandSize]> {
  let summary = "stablehlo.reduce_window as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    Variadic<AnyType>:$init_values,
    AnyAttr:$window_dimensions,
    AnyAttr:$window_strides,
    AnyAttr:$base_dilations,
    AnyAttr:$window_dilations,
    AnyAttr:$padding
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$body
  );
}

// stablehlo.remainder, version 1: [0.9.0, current].
def VHLO_RemainderOpV1 : VHLO_Op<"remainder_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.remainder as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.replica_id, version 1: [0.9.0, current].
def VHLO_ReplicaIdOpV1 : VHLO_Op<"replica_id_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.replica_id as of 0.9.0";
  let arguments = (ins
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.reshape, version 1: [0.9.0, current].
def VHLO_ReshapeOpV1 : VHLO_Op<"reshape_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.reshape as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// func.return, version 1: [0.9.0, current].
def VHLO_ReturnOpV1 : VHLO_Op<"return_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()", [Terminator]> {
  let summary = "func.return as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$results
  );
}

// stablehlo.reverse, version 1: [0.9.0, current].
def VHLO_ReverseOpV1 : VHLO_Op<"reverse_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.reverse as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$dimensions
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.rng, version 1: [0.9.0, current].
def VHLO_RngOpV1 : VHLO_Op<"rng_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.rng as of 0.9.0";
  let arguments = (ins
    AnyType:$a,
    AnyType:$b,
    AnyType:$shape,
    AnyAttr:$rng_distribution
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.rng_bit_generator, version 1: [0.9.0, current].
def VHLO_RngBitGeneratorOpV1 : VHLO_Op<"rng_bit_generator_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.rng_bit_generator as of 0.9.0";
  let arguments = (ins
    AnyType:$initial_state,
    AnyAttr:$rng_algorithm
  );
  let results = (outs
    AnyType:$output_state,
    AnyType:$output
  );
}

// stablehlo.round_nearest_afz, version 1: [0.9.0, current].
def VHLO_RoundNearestAfzOpV1 : VHLO_Op<"round_nearest_afz_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.round_nearest_afz as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.round_nearest_even, version 1: [0.9.0, current].
def VHLO_RoundNearestEvenOpV1 : VHLO_Op<"round_nearest_even_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.round_nearest_even as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.rsqrt, version 1: [0.9.0, 1.9.0].
def VHLO_RsqrtOpV1 : VHLO_Op<"rsqrt_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.rsqrt as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.rsqrt, version 2: [1.10.0, current].
def VHLO_RsqrtOpV2 : VHLO_Op<"rsqrt_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.rsqrt as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.scatter, version 1: [0.9.0, 1.0.0].
def VHLO_ScatterOpV1 : VHLO_Op<"scatter_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 0, 0)", [SameVariadicOperandSize]> {
  let summary = "stablehlo.scatter as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyType:$scatter_indices,
    Variadic<AnyType>:$updates,
    AnyAttr:$update_window_dims,
    AnyAttr:$inserted_window_dims,
    AnyAttr:$scatter_dims_to_operand_dims,
    AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted,
    AnyAttr:$unique_indices
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$update_computation
  );
}

// stablehlo.scatter, version 2: [1.1.0, current].
def VHLO_ScatterOpV2 : VHLO_Op<"scatter_v2", "::mlir::vhlo::Version(1, 1, 0)", "::mlir::vhlo::Version::getCurrentVersion()", [SameVariadicOperandSize]> {
  let summary = "stablehlo.scatter as of 1.1.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyType:$scatter_indices,
    Variadic<AnyType>:$updates,
    AnyAttr:$update_window_dims,
    AnyAttr:$inserted_window_dims,
    AnyAttr:$input_batching_dims,
    AnyAttr:$scatter_indices_batching_dims,
    AnyAttr:$scatter_dims_to_operand_dims,
    AnyAttr:$index_vector_dim,
    AnyAttr:$indices_are_sorted,
    AnyAttr:$unique_indices
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$update_computation
  );
}

// stablehlo.select, version 1: [0.9.0, current].
def VHLO_SelectOpV1 : VHLO_Op<"select_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.select as of 0.9.0";
  let arguments = (ins
    AnyType:$pred,
    AnyType:$on_true,
    AnyType:$on_false
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.select_and_scatter, version 1: [0.9.0, current].
def VHLO_SelectAndScatterOpV1 : VHLO_Op<"select_and_scatter_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.select_and_scatter as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$source,
    AnyType:$init_value,
    AnyAttr:$window_dimensions,
    AnyAttr:$window_strides,
    AnyAttr:$padding
  );
  let results = (outs
    AnyType:$result
  );
  let regions = (region
    AnyRegion:$select,
    AnyRegion:$scatter
  );
}

// stablehlo.send, version 1: [0.9.0, 1.11.0].
def VHLO_SendOpV1 : VHLO_Op<"send_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 11, 0)"> {
  let summary = "stablehlo.send as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyType:$token,
    AnyAttr:$channel_id,
    AnyAttr:$channel_type,
    AnyAttr:$is_host_transfer
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.send, version 2: [1.12.0, current].
def VHLO_SendOpV2 : VHLO_Op<"send_v2", "::mlir::vhlo::Version(1, 12, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.send as of 1.12.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyType:$token,
    AnyAttr:$channel_id,
    AnyAttr:$channel_type,
    AnyAttr:$is_host_transfer,
    AnyAttr:$source_target_pairs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.set_dimension_size, version 1: [0.9.0, current].
def VHLO_SetDimensionSizeOpV1 : VHLO_Op<"set_dimension_size_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.set_dimension_size as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$size,
    AnyAttr:$dimension
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.shift_left, version 1: [0.9.0, current].
def VHLO_ShiftLeftOpV1 : VHLO_Op<"shift_left_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.shift_left as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.shift_right_arithmetic, version 1: [0.9.0, current].
def VHLO_ShiftRightArithmeticOpV1 : VHLO_Op<"shift_right_arithmetic_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.shift_right_arithmetic as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.shift_right_logical, version 1: [0.9.0, current].
def VHLO_ShiftRightLogicalOpV1 : VHLO_Op<"shift_right_logical_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.shift_right_logical as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.sign, version 1: [0.9.0, current].
def VHLO_SignOpV1 : VHLO_Op<"sign_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.sign as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.sine, version 1: [0.9.0, 1.9.0].
def VHLO_SineOpV1 : VHLO_Op<"sine_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.sine as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.sine, version 2: [1.10.0, current].
def VHLO_SineOpV2 : VHLO_Op<"sine_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.sine as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.slice, version 1: [0.9.0, current].
def VHLO_SliceOpV1 : VHLO_Op<"slice_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.slice as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$start_indices,
    AnyAttr:$limit_indices,
    AnyAttr:$strides
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.sort, version 1: [0.9.0, current].
def VHLO_SortOpV1 : VHLO_Op<"sort_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.sort as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$inputs,
    AnyAttr:$dimension,
    AnyAttr:$is_stable
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$comparator
  );
}

// stablehlo.sqrt, version 1: [0.9.0, 1.9.0].
def VHLO_SqrtOpV1 : VHLO_Op<"sqrt_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.sqrt as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.sqrt, version 2: [1.10.0, current].
def VHLO_SqrtOpV2 : VHLO_Op<"sqrt_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.sqrt as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.subtract, version 1: [0.9.0, current].
def VHLO_SubtractOpV1 : VHLO_Op<"subtract_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.subtract as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.tan, version 1: [1.4.0, 1.9.0].
def VHLO_TanOpV1 : VHLO_Op<"tan_v1", "::mlir::vhlo::Version(1, 4, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.tan as of 1.4.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.tan, version 2: [1.10.0, current].
def VHLO_TanOpV2 : VHLO_Op<"tan_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.tan as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.tanh, version 1: [0.9.0, 1.9.0].
def VHLO_TanhOpV1 : VHLO_Op<"tanh_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version(1, 9, 0)"> {
  let summary = "stablehlo.tanh as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.tanh, version 2: [1.10.0, current].
def VHLO_TanhOpV2 : VHLO_Op<"tanh_v2", "::mlir::vhlo::Version(1, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.tanh as of 1.10.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$result_accuracy
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.torch_index_select, version 1: [0.9.0, current].
def VHLO_TorchIndexSelectOpV1 : VHLO_Op<"torch_index_select_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.torch_index_select as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyType:$index,
    AnyAttr:$dim,
    AnyAttr:$batch_dims
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.transpose, version 1: [0.9.0, current].
def VHLO_TransposeOpV1 : VHLO_Op<"transpose_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.transpose as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$permutation
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.triangular_solve, version 1: [0.9.0, current].
def VHLO_TriangularSolveOpV1 : VHLO_Op<"triangular_solve_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.triangular_solve as of 0.9.0";
  let arguments = (ins
    AnyType:$a,
    AnyType:$b,
    AnyAttr:$left_side,
    AnyAttr:$lower,
    AnyAttr:$unit_diagonal,
    AnyAttr:$transpose_a
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.tuple, version 1: [0.9.0, current].
def VHLO_TupleOpV1 : VHLO_Op<"tuple_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.tuple as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$val
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.unary_einsum, version 1: [0.9.0, current].
def VHLO_UnaryEinsumOpV1 : VHLO_Op<"unary_einsum_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.unary_einsum as of 0.9.0";
  let arguments = (ins
    AnyType:$operand,
    AnyAttr:$einsum_config
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.uniform_dequantize, version 1: [0.9.0, current].
def VHLO_UniformDequantizeOpV1 : VHLO_Op<"uniform_dequantize_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.uniform_dequantize as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.uniform_quantize, version 1: [0.9.0, current].
def VHLO_UniformQuantizeOpV1 : VHLO_Op<"uniform_quantize_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.uniform_quantize as of 0.9.0";
  let arguments = (ins
    AnyType:$operand
  );
  let results = (outs
    AnyType:$result
  );
}

// stablehlo.while, version 1: [0.9.0, current].
def VHLO_WhileOpV1 : VHLO_Op<"while_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.while as of 0.9.0";
  let arguments = (ins
    Variadic<AnyType>:$operand
  );
  let results = (outs
    Variadic<AnyType>:$results
  );
  let regions = (region
    AnyRegion:$cond,
    AnyRegion:$body
  );
}

// stablehlo.xor, version 1: [0.9.0, current].
def VHLO_XorOpV1 : VHLO_Op<"xor_v1", "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "stablehlo.xor as of 0.9.0";
  let arguments = (ins
    AnyType:$lhs,
    AnyType:$rhs
  );
  let results = (outs
    AnyType:$result
  );
}

#endif // STABLEHLO_GENERATED_VHLO_OPS
