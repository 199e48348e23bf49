// Generated from schema/attributes.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
//
// The enumerations of the StableHLO dialect and their attributes, one per
// `stablehlo` enum of schema/attributes.yaml (its newest version): the
// cases, the summary (diagnostics quote it) and the printed form are the
// schema's. Included by runtime/include/stablehlo/Dialect/Stablehlo/
// StablehloAttrs.td.

#ifndef STABLEHLO_GENERATED_STABLEHLO_ENUMS
#define STABLEHLO_GENERATED_STABLEHLO_ENUMS

include "mlir/IR/EnumAttr.td"
include "stablehlo/Dialect/Stablehlo/StablehloDialect.td"

/// An I32 enum in ::mlir::stablehlo whose attribute is an EnumAttr (not a
/// specialized IntegerAttr).
class Stablehlo_I32Enum<string name, string summary,
                        list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}

// Printed `#stablehlo<comparison_direction EQ>`.
def Stablehlo_ComparisonDirection : Stablehlo_I32Enum<"ComparisonDirection",
    "Which comparison operation to perform.", [
      I32EnumAttrCase<"EQ", 0>,
      I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>,
      I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>,
      I32EnumAttrCase<"LT", 5>]>;
def StableHLO_ComparisonDirectionAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ComparisonDirection, "comparison_direction">;

// Printed `#stablehlo<comparison_type NOTYPE>`.
def Stablehlo_ComparisonType : Stablehlo_I32Enum<"ComparisonType",
    "Which comparison type to use.", [
      I32EnumAttrCase<"NOTYPE", 0>,
      I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>,
      I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]>;
def StableHLO_ComparisonTypeAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ComparisonType, "comparison_type">;

// Stored as a plain i32 IntegerAttr (printed `api_version = 1 : i32`),
// so it keeps the specialized attribute I32EnumAttr generates.
def Stablehlo_CustomCallApiVersionAttr : I32EnumAttr<"CustomCallApiVersion",
    "Custom call API version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let cppNamespace = "::mlir::stablehlo";
}

// Printed `#stablehlo<fft_type FFT>`.
def Stablehlo_FftType : Stablehlo_I32Enum<"FftType",
    "XLA fast fourier transform type.", [
      I32EnumAttrCase<"FFT", 0>,
      I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>,
      I32EnumAttrCase<"IRFFT", 3>]>;
def StableHLO_FftTypeAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_FftType, "fft_type">;

// Printed `#stablehlo<precision DEFAULT>`.
def Stablehlo_Precision : Stablehlo_I32Enum<"Precision",
    "XLA precision for an operand. Has backend specific meaning.", [
      I32EnumAttrCase<"DEFAULT", 0>,
      I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]>;
def StableHLO_PrecisionAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_Precision, "precision">;

// Printed `#stablehlo<rng_algorithm DEFAULT>`.
def Stablehlo_RngAlgorithm : Stablehlo_I32Enum<"RngAlgorithm",
    "XLA PRNG algorithm to be used.", [
      I32EnumAttrCase<"DEFAULT", 0>,
      I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]>;
def StableHLO_RngAlgorithmAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_RngAlgorithm, "rng_algorithm">;

// Printed `#stablehlo<rng_distribution UNIFORM>`.
def Stablehlo_RngDistribution : Stablehlo_I32Enum<"RngDistribution",
    "XLA PRNG distribution to be used.", [
      I32EnumAttrCase<"UNIFORM", 1>,
      I32EnumAttrCase<"NORMAL", 2>]>;
def StableHLO_RngDistributionAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_RngDistribution, "rng_distribution">;

// Printed `#stablehlo<transpose TRANSPOSE_INVALID>`.
def Stablehlo_Transpose : Stablehlo_I32Enum<"Transpose",
    "Transpose options", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>,
      I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]>;
def StableHLO_TransposeAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_Transpose, "transpose">;

// Printed `#stablehlo.result_accuracy_mode<DEFAULT>`.
def Stablehlo_ResultAccuracyMode : Stablehlo_I32Enum<"ResultAccuracyMode",
    "XLA result accuracy mode.", [
      I32EnumAttrCase<"DEFAULT", 0>,
      I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]>;
def StableHLO_ResultAccuracyModeAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ResultAccuracyMode, "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // STABLEHLO_GENERATED_STABLEHLO_ENUMS
