// Generated from schema/types.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
//
// The integer element types of StableHLO tensors: every integer of
// schema/types.yaml (builtin i<N> or ui<N>) but i1, which is Stablehlo_Pred,
// and those with `tensor_element: false`. Included by runtime/include/
// stablehlo/Dialect/Stablehlo/StablehloBase.td.

#ifndef STABLEHLO_GENERATED_STABLEHLO_INT
#define STABLEHLO_GENERATED_STABLEHLO_INT

include "mlir/IR/CommonTypeConstraints.td"

def Stablehlo_SInt : SignlessIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def Stablehlo_UInt : UnsignedIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def Stablehlo_Int : AnyTypeOf<[Stablehlo_SInt, Stablehlo_UInt],
    "2/4/8/16/32/64-bit integer">;

#endif // STABLEHLO_GENERATED_STABLEHLO_INT
