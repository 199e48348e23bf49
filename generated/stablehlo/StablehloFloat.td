// Generated from schema/types.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write
//
// The float element types of StableHLO tensors: every float of
// schema/types.yaml (a type with `mlir:`) but those with
// `tensor_element: false`. Included by runtime/include/stablehlo/Dialect/
// Stablehlo/StablehloBase.td.

#ifndef STABLEHLO_GENERATED_STABLEHLO_FLOAT
#define STABLEHLO_GENERATED_STABLEHLO_FLOAT

include "mlir/IR/CommonTypeConstraints.td"

def Stablehlo_Float : AnyTypeOf<[
    BF16,
    F16,
    F32,
    F64,
    F8E4M3FN,
    F8E5M2,
    F8E4M3FNUZ,
    F8E5M2FNUZ,
    F8E4M3B11FNUZ,
    F8E4M3,
    F8E3M4,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E8M0FNU
  ], "4/6/8/16/32/64-bit float">;

#endif // STABLEHLO_GENERATED_STABLEHLO_FLOAT
