//===- StablehloEnums.td - StableHLO enumerations ----------*- tablegen -*-===//
//
// Enumerations of the StableHLO dialect and their attributes. Case names,
// values and attribute mnemonics are part of the textual syntax.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_ENUMS_TD
#define STABLEHLO_DIALECT_STABLEHLO_ENUMS_TD

include "mlir/IR/EnumAttr.td"
include "stablehlo/Dialect/Stablehlo/StablehloDialect.td"

/// An I32 enum in ::mlir::stablehlo whose attribute is an EnumAttr (not a
/// specialized IntegerAttr). Summaries are upstream's: diagnostics quote them.
class Stablehlo_I32Enum<string name, string summary,
                        list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}

// Printed `#stablehlo<comparison_direction EQ>`.
def Stablehlo_ComparisonDirection : Stablehlo_I32Enum<"ComparisonDirection",
    "Which comparison operation to perform.", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]>;
def StableHLO_ComparisonDirectionAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ComparisonDirection, "comparison_direction">;

// Printed `#stablehlo<comparison_type TOTALORDER>`.
def Stablehlo_ComparisonType : Stablehlo_I32Enum<"ComparisonType",
    "Which comparison type to use.", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]>;
def StableHLO_ComparisonTypeAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ComparisonType, "comparison_type">;

// Printed `#stablehlo<precision HIGH>`.
def Stablehlo_Precision : Stablehlo_I32Enum<"Precision",
    "XLA precision for an operand. Has backend specific meaning.", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]>;
def StableHLO_PrecisionAttr : EnumAttr<Stablehlo_Dialect, Stablehlo_Precision,
    "precision">;
def Stablehlo_PrecisionConfigAttr :
    TypedArrayAttrBase<StableHLO_PrecisionAttr, "precision config">;

// Printed `#stablehlo.result_accuracy_mode<HIGHEST>` (note the dot form).
def Stablehlo_ResultAccuracyMode : Stablehlo_I32Enum<"ResultAccuracyMode",
    "XLA result accuracy mode.", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]>;
def StableHLO_ResultAccuracyModeAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ResultAccuracyMode, "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

// Printed `#stablehlo<fft_type RFFT>`.
def Stablehlo_FftType : Stablehlo_I32Enum<"FftType", "XLA fast fourier transform type.", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]>;
def StableHLO_FftTypeAttr : EnumAttr<Stablehlo_Dialect, Stablehlo_FftType,
    "fft_type">;

// Printed `#stablehlo<rng_distribution UNIFORM>`; there is no case 0.
def Stablehlo_RngDistribution : Stablehlo_I32Enum<"RngDistribution",
    "XLA PRNG distribution to be used.", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]>;
def StableHLO_RngDistributionAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_RngDistribution, "rng_distribution">;

// Printed `#stablehlo<rng_algorithm THREE_FRY>`.
def Stablehlo_RngAlgorithm : Stablehlo_I32Enum<"RngAlgorithm",
    "XLA PRNG algorithm to be used.", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]>;
def StableHLO_RngAlgorithmAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_RngAlgorithm, "rng_algorithm">;

// Printed `#stablehlo<transpose NO_TRANSPOSE>`.
def Stablehlo_Transpose : Stablehlo_I32Enum<"Transpose",
    "Transpose options", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]>;
def StableHLO_TransposeAttr : EnumAttr<Stablehlo_Dialect, Stablehlo_Transpose,
    "transpose">;

// Unlike the others, the custom_call API version is stored as a plain i32
// IntegerAttr (printed `api_version = 2 : i32`), so it keeps the specialized
// attribute I32EnumAttr generates.
def Stablehlo_CustomCallApiVersionAttr : I32EnumAttr<"CustomCallApiVersion",
    "Custom call API version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let cppNamespace = "::mlir::stablehlo";
}

#endif // STABLEHLO_DIALECT_STABLEHLO_ENUMS_TD
