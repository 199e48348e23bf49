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
