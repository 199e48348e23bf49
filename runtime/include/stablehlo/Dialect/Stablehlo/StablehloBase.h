//===- StablehloBase.h - StableHLO type utilities ---------------*- C++ -*-===//
//
// Type predicates and helpers shared by the StableHLO dialect's type
// constraints, shape functions and verifiers.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_STABLEHLOBASE_H
#define STABLEHLO_DIALECT_STABLEHLO_STABLEHLOBASE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stablehlo {

/// Returns the bounds carried by the encoding of a ranked tensor type (one
/// per dimension, ShapedType::kDynamic meaning "none"), or an empty array.
llvm::ArrayRef<int64_t> getBounds(Type type);

/// Returns `tensor<shape x elementType>` with an encoding carrying `bounds`,
/// or no encoding if every bound is ShapedType::kDynamic.
RankedTensorType getBoundedTensorType(llvm::ArrayRef<int64_t> shape,
                                      llvm::ArrayRef<int64_t> bounds,
                                      Type elementType);

/// True for a ranked tensor type with exactly one dynamic dimension, and
/// that dimension has a bound.
bool hasSingleBoundedDimension(Type type);

/// True if two types may describe the same runtime value: equal element
/// types, and for ranked tensors equal ranks and, per dimension, equal sizes
/// or at least one dynamic size (a static size must not exceed the other
/// side's bound).
bool isCompatibleForInference(Type lhs, Type rhs);
bool isCompatibleForInference(TypeRange lhs, TypeRange rhs);

/// True if two ranked tensor types have compatible shapes (as above),
/// whatever their element types.
bool isCompatibleShape(Type lhs, Type rhs);

/// True if two element types are equal up to quantization parameters: the
/// spec's `baseline_element_type(lhs) = baseline_element_type(rhs)`. Quantized
/// types must agree in kind (per-tensor or per-axis), storage type, storage
/// range, expressed type and quantization dimension; scales and zero points
/// may differ.
bool isSameBaselineElementType(Type lhs, Type rhs);

/// The spec's `baseline_type(lhs) = baseline_type(rhs)`, up to dynamism:
/// compatible shapes and the same baseline element type.
bool isBaselineCompatible(Type lhs, Type rhs);
bool isBaselineCompatible(TypeRange lhs, TypeRange rhs);

/// True if the element type of `type` (or `type`) is a `!quant.uniform`
/// type; per-axis only for the second.
bool isQuantized(Type type);
bool isPerAxisQuantized(Type type);

/// The storage type of a quantized element type (of `type` or of its
/// elements), otherwise the element type.
Type getStorageOrElementType(Type type);

/// The per-axis quantized element type `perAxis` with quantization dimension
/// `dim`.
Type withQuantizedDimension(Type perAxis, int64_t dim);

/// Bound of dimension `dim` of a ranked tensor type: its size if static,
/// else its bound, else ShapedType::kDynamic.
int64_t getSizeOrBound(RankedTensorType type, int64_t dim);

/// The most precise ranked tensor type compatible with all of `types`
/// (which must be pairwise compatible ranked tensor types): a dimension is
/// static if any type has it static, else bounded by the smallest bound.
RankedTensorType inferMostSpecificType(TypeRange types);

/// True for a `!quant.uniform` element type (per-axis if `perAxis`, else
/// per-tensor) whose storage type is a 2/4/8/16/32-bit integer, signless
/// (`i8`, `u8`) or unsigned (`ui8`) but not explicitly signed (`si8`), and
/// whose zero points lie within the storage type's range.
bool isQuantizedIntType(Type type, bool perAxis);

/// False only for a ranked tensor of per-axis quantized elements whose
/// quantized dimension is out of range or, when static, does not have one
/// element per scale.
bool hasValidQuantizedDimension(Type type);

/// The values of an integer elements attribute, sign-extended to int64,
/// whatever its element width (an attribute of an op that has not been
/// verified need not have the i64 elements its constraint asks for).
llvm::SmallVector<int64_t> getSExtValues(DenseIntElementsAttr attr);

} // namespace mlir::stablehlo

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOBASE_H
