//===- StablehloBase.td - StableHLO type constraints -------*- tablegen -*-===//
//
// Element type and value type constraints shared by StableHLO operations.
// Quantized element types are `!quant.uniform` types (per-tensor or
// per-axis) whose storage type is a 2/4/8/16/32-bit integer, not explicitly
// signed (`i8`, `u8` or `ui8`; not `si8`).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_BASE_TD
#define STABLEHLO_DIALECT_STABLEHLO_BASE_TD

include "mlir/IR/CommonTypeConstraints.td"

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

def Stablehlo_Pred : TypeAlias<I1, "bool">;
// Stablehlo_SInt, Stablehlo_UInt, Stablehlo_Int: the integer types of
// schema/types.yaml (generated).
include "generated/stablehlo/StablehloInt.td"
// Stablehlo_Float: the float types of schema/types.yaml (generated).
include "generated/stablehlo/StablehloFloat.td"
def Stablehlo_Float32Or64 : AnyTypeOf<[F32, F64], "32/64-bit float">;
def Stablehlo_Complex : Complex<Stablehlo_Float32Or64>;

/// `!quant.uniform<i8:f32, 0.5:3>`: per-tensor quantized integer.
def Stablehlo_QuantizedInt : Type<
    CPred<"::mlir::stablehlo::isQuantizedIntType($_self, /*perAxis=*/false)">,
    "per-tensor integer quantized">;
/// `!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>`: per-axis quantized integer.
def Stablehlo_PerAxisQuantizedInt : Type<
    CPred<"::mlir::stablehlo::isQuantizedIntType($_self, /*perAxis=*/true)">,
    "per-axis integer quantized">;

/// A per-axis quantized tensor's quantization dimension is within its rank
/// and, if static, has one element per scale.
def Stablehlo_ValidQuantizedDimension : CPred<
    "::mlir::stablehlo::hasValidQuantizedDimension($_self)">;

//===----------------------------------------------------------------------===//
// Ranked tensor types
//===----------------------------------------------------------------------===//

def Stablehlo_Tensor : RankedTensorOf<[Stablehlo_Float, Stablehlo_Pred,
    Stablehlo_Int, Stablehlo_Complex, Stablehlo_QuantizedInt]>;
def Stablehlo_NonQuantizedTensor : RankedTensorOf<[Stablehlo_Float,
    Stablehlo_Pred, Stablehlo_Int, Stablehlo_Complex]>;
def Stablehlo_TensorOrPerAxisQuantizedTensor : RankedTensorOf<[
    Stablehlo_Float, Stablehlo_Pred, Stablehlo_Int, Stablehlo_Complex,
    Stablehlo_QuantizedInt, Stablehlo_PerAxisQuantizedInt],
    [Stablehlo_ValidQuantizedDimension]>;
def Stablehlo_PerAxisQuantizedIntTensor : RankedTensorOf<[
    Stablehlo_PerAxisQuantizedInt], [Stablehlo_ValidQuantizedDimension]>;
def Stablehlo_QuantizedIntOrPerAxisQuantizedIntTensor : RankedTensorOf<[
    Stablehlo_QuantizedInt, Stablehlo_PerAxisQuantizedInt],
    [Stablehlo_ValidQuantizedDimension]>;
def Stablehlo_FloatOrQuantizedIntOrPerAxisQuantizedIntTensor :
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt,
    Stablehlo_PerAxisQuantizedInt], [Stablehlo_ValidQuantizedDimension]>;

def Stablehlo_PredTensor : RankedTensorOf<[Stablehlo_Pred]>;
def Stablehlo_IntTensor : RankedTensorOf<[Stablehlo_Int]>;
def Stablehlo_FpTensor : RankedTensorOf<[Stablehlo_Float]>;
def Stablehlo_Fp32Or64Tensor : RankedTensorOf<[Stablehlo_Float32Or64]>;
def Stablehlo_ComplexTensor : RankedTensorOf<[Stablehlo_Complex]>;
def Stablehlo_PredOrIntTensor : RankedTensorOf<[Stablehlo_Pred,
    Stablehlo_Int]>;
def Stablehlo_IntOrFpTensor : RankedTensorOf<[Stablehlo_Int,
    Stablehlo_Float]>;
def Stablehlo_PredIntOrFpTensor : RankedTensorOf<[Stablehlo_Pred,
    Stablehlo_Int, Stablehlo_Float]>;
def Stablehlo_FpOrComplexTensor : RankedTensorOf<[Stablehlo_Float,
    Stablehlo_Complex]>;
def Stablehlo_FpOrQuantizedIntTensor : RankedTensorOf<[Stablehlo_Float,
    Stablehlo_QuantizedInt]>;
def Stablehlo_FpComplexOrQuantizedIntTensor : RankedTensorOf<[
    Stablehlo_Float, Stablehlo_Complex, Stablehlo_QuantizedInt]>;
def Stablehlo_IntFpOrComplexOrQuantizedIntTensor : RankedTensorOf<[
    Stablehlo_Int, Stablehlo_Float, Stablehlo_Complex,
    Stablehlo_QuantizedInt]>;
def Stablehlo_SIntFpComplexOrQuantizedIntTensor : RankedTensorOf<[
    Stablehlo_SInt, Stablehlo_Float, Stablehlo_Complex,
    Stablehlo_QuantizedInt]>;
def Stablehlo_SIntFpOrQuantizedIntTensor : RankedTensorOf<[Stablehlo_SInt,
    Stablehlo_Float, Stablehlo_QuantizedInt]>;
def Stablehlo_FpOrQuantizedInt1DTensor : 1DTensorOf<[Stablehlo_Float,
    Stablehlo_QuantizedInt]>;

def Stablehlo_ScalarTensor : 0DTensorOf<[Stablehlo_Float, Stablehlo_Pred,
    Stablehlo_Int, Stablehlo_Complex, Stablehlo_QuantizedInt]>;
def Stablehlo_ScalarIntTensor : 0DTensorOf<[Stablehlo_Int]>;
def Stablehlo_ScalarPredIntOrFpTensor : 0DTensorOf<[Stablehlo_Pred,
    Stablehlo_Int, Stablehlo_Float]>;
def Stablehlo_I32Tensor : RankedTensorOf<[I32]>;
def Stablehlo_UI32Tensor : RankedTensorOf<[UI32]>;

/// A shape or index vector held in a tensor: 1-D, of index or integers.
def Stablehlo_DimensionValue : AnyTypeOf<[Index, Stablehlo_Int]>;
def Stablehlo_DimensionTensor : 1DTensorOf<[Stablehlo_DimensionValue]>;
def Stablehlo_StaticDimensionTensor : RankedTensorOf<[
    Stablehlo_DimensionValue], [HasStaticShapePred, HasAnyRankOfPred<[1]>],
    "statically shaped 1-dimensional tensor">;
def Stablehlo_Static1DIntTensor : RankedTensorOf<[Stablehlo_Int],
    [HasStaticShapePred, HasAnyRankOfPred<[1]>],
    "statically shaped 1-dimensional integer tensor">;
def Stablehlo_Static2DIntTensor : RankedTensorOf<[Stablehlo_Int],
    [HasStaticShapePred, HasAnyRankOfPred<[2]>],
    "statically shaped 2-dimensional integer tensor">;

//===----------------------------------------------------------------------===//
// Static and bounded tensor types
//===----------------------------------------------------------------------===//

def Stablehlo_StaticShapeTensor : StaticShapeTensorOf<[Stablehlo_Float,
    Stablehlo_Pred, Stablehlo_Int, Stablehlo_Complex, Stablehlo_QuantizedInt]>;
def Stablehlo_StaticShapeTensorOrPerAxisQuantizedTensor : RankedTensorOf<[
    Stablehlo_Float, Stablehlo_Pred, Stablehlo_Int, Stablehlo_Complex,
    Stablehlo_QuantizedInt, Stablehlo_PerAxisQuantizedInt],
    [Stablehlo_ValidQuantizedDimension, HasStaticShapePred],
    "statically shaped tensor">;
def Stablehlo_StaticShapeIntOrFpTensor : StaticShapeTensorOf<[Stablehlo_Int,
    Stablehlo_Float]>;
def Stablehlo_StaticShapeIntFpComplexOrQuantizedTensor : StaticShapeTensorOf<[
    Stablehlo_Int, Stablehlo_Float, Stablehlo_Complex,
    Stablehlo_QuantizedInt]>;

/// Static shape, or exactly one dynamic dimension, which has a bound.
def Stablehlo_StaticOrSingleBoundedShapePred : Or<[HasStaticShapePred,
    CPred<"::mlir::stablehlo::hasSingleBoundedDimension($_self)">]>;
def Stablehlo_StaticOrSingleBoundedTensor : RankedTensorOf<[Stablehlo_Float,
    Stablehlo_Pred, Stablehlo_Int, Stablehlo_Complex, Stablehlo_QuantizedInt,
    Stablehlo_PerAxisQuantizedInt],
    [Stablehlo_ValidQuantizedDimension,
     Stablehlo_StaticOrSingleBoundedShapePred],
    "statically shaped or single bounded dimension tensor">;

//===----------------------------------------------------------------------===//
// Tokens, futures, buffers, tuples and their unions
//===----------------------------------------------------------------------===//

def Stablehlo_TokenValue : Type<
    CPred<"::llvm::isa<::mlir::stablehlo::TokenType>($_self)">, "token">;
def Stablehlo_FutureValue : Type<
    CPred<"::llvm::isa<::mlir::stablehlo::FutureType>($_self)">, "future">;

/// A memref, used by custom calls that manage buffers.
def Stablehlo_Buffer : MemRefOf<[Stablehlo_Float, Stablehlo_Pred,
    Stablehlo_Int, Stablehlo_Complex, Stablehlo_QuantizedInt]>;
def Stablehlo_Tuple : NestedTupleOf<[Stablehlo_Tensor, Stablehlo_Buffer,
    Stablehlo_PerAxisQuantizedIntTensor, Stablehlo_TokenValue]>;

def Stablehlo_TensorOrToken : AnyTypeOf<[Stablehlo_Tensor,
    Stablehlo_TokenValue]>;
def Stablehlo_TensorOrPerAxisQuantizedTensorOrToken : AnyTypeOf<[
    Stablehlo_Tensor, Stablehlo_PerAxisQuantizedIntTensor,
    Stablehlo_TokenValue]>;
def Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrBuffer : AnyTypeOf<[
    Stablehlo_Tensor, Stablehlo_PerAxisQuantizedIntTensor,
    Stablehlo_TokenValue, Stablehlo_Buffer]>;
def Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrTuple : AnyTypeOf<[
    Stablehlo_Tensor, Stablehlo_PerAxisQuantizedIntTensor,
    Stablehlo_TokenValue, Stablehlo_Tuple]>;
def Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrTupleOrBuffer :
    AnyTypeOf<[Stablehlo_Tensor, Stablehlo_PerAxisQuantizedIntTensor,
    Stablehlo_TokenValue, Stablehlo_Tuple, Stablehlo_Buffer]>;
/// The same set as the last two alone; listed as upstream lists it, so that
/// the constraint's summary (in its error) is upstream's.
def Stablehlo_StaticShapeTensorOrPerAxisQuantizedTensorOrToken : AnyTypeOf<[
    Stablehlo_StaticShapeTensor,
    Stablehlo_StaticShapeTensorOrPerAxisQuantizedTensor,
    Stablehlo_TokenValue]>;

/// Custom calls also accept unranked tensors (a legacy exception).
def Stablehlo_AnyTensor : TensorOf<[Stablehlo_Float, Stablehlo_Pred,
    Stablehlo_Int, Stablehlo_Complex, Stablehlo_QuantizedInt,
    Stablehlo_PerAxisQuantizedInt], [Stablehlo_ValidQuantizedDimension]>;
def Stablehlo_CustomCallTuple : NestedTupleOf<[Stablehlo_AnyTensor,
    Stablehlo_Buffer, Stablehlo_TokenValue]>;
def Stablehlo_CustomCallValue : AnyTypeOf<[Stablehlo_AnyTensor,
    Stablehlo_Buffer, Stablehlo_TokenValue, Stablehlo_CustomCallTuple,
    Stablehlo_FutureValue]>;

#endif // STABLEHLO_DIALECT_STABLEHLO_BASE_TD
