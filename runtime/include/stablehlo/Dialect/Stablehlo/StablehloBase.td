//===- StablehloBase.td - StableHLO type constraints -------*- tablegen -*-===//
//
// Element type and tensor type constraints shared by StableHLO operations.
// Quantized element types are not accepted yet.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_BASE_TD
#define STABLEHLO_DIALECT_STABLEHLO_BASE_TD

include "mlir/IR/CommonTypeConstraints.td"

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

def Stablehlo_Pred : TypeAlias<I1, "boolean">;
def Stablehlo_SInt : SignlessIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def Stablehlo_UInt : UnsignedIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def Stablehlo_Int : AnyTypeOf<[Stablehlo_SInt, Stablehlo_UInt],
    "2/4/8/16/32/64-bit integer">;
def Stablehlo_Float : AnyTypeOf<[F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4,
    F8E4M3, F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2, F8E5M2FNUZ,
    F8E8M0FNU, F16, F32, F64, BF16], "4/6/8/16/32/64-bit float">;
def Stablehlo_Float32Or64 : AnyTypeOf<[F32, F64], "32/64-bit float">;
def Stablehlo_Complex : Complex<Stablehlo_Float32Or64>;

//===----------------------------------------------------------------------===//
// Tensor types
//===----------------------------------------------------------------------===//

def Stablehlo_Tensor : RankedTensorOf<[Stablehlo_Float, Stablehlo_Pred,
    Stablehlo_Int, Stablehlo_Complex]>;
def Stablehlo_PredTensor : RankedTensorOf<[Stablehlo_Pred]>;
def Stablehlo_IntTensor : RankedTensorOf<[Stablehlo_Int]>;
def Stablehlo_FpTensor : RankedTensorOf<[Stablehlo_Float]>;
def Stablehlo_Fp32Or64Tensor : RankedTensorOf<[Stablehlo_Float32Or64]>;
def Stablehlo_ComplexTensor : RankedTensorOf<[Stablehlo_Complex]>;
def Stablehlo_PredOrIntTensor : RankedTensorOf<[Stablehlo_Pred,
    Stablehlo_Int]>;
def Stablehlo_FpOrComplexTensor : RankedTensorOf<[Stablehlo_Float,
    Stablehlo_Complex]>;
def Stablehlo_IntFpOrComplexTensor : RankedTensorOf<[Stablehlo_Int,
    Stablehlo_Float, Stablehlo_Complex]>;
def Stablehlo_SIntFpOrComplexTensor : RankedTensorOf<[Stablehlo_SInt,
    Stablehlo_Float, Stablehlo_Complex]>;
def Stablehlo_SIntOrFpTensor : RankedTensorOf<[Stablehlo_SInt,
    Stablehlo_Float]>;

def Stablehlo_StaticShapeTensor : StaticShapeTensorOf<[Stablehlo_Float,
    Stablehlo_Pred, Stablehlo_Int, Stablehlo_Complex]>;
def Stablehlo_StaticShapeIntFpOrComplexTensor : StaticShapeTensorOf<[
    Stablehlo_Int, Stablehlo_Float, Stablehlo_Complex]>;

/// Static shape, or exactly one dynamic dimension, which has a bound.
def Stablehlo_StaticOrSingleBoundedShapePred : Or<[HasStaticShapePred,
    CPred<"::mlir::stablehlo::hasSingleBoundedDimension($_self)">]>;
def Stablehlo_StaticOrSingleBoundedTensor : RankedTensorOf<[Stablehlo_Float,
    Stablehlo_Pred, Stablehlo_Int, Stablehlo_Complex],
    [Stablehlo_StaticOrSingleBoundedShapePred],
    "statically shaped or single bounded dimension tensor">;

#endif // STABLEHLO_DIALECT_STABLEHLO_BASE_TD
