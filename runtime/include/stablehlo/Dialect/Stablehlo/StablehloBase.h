//===- StablehloBase.h - StableHLO type utilities ---------------*- C++ -*-===//
//
// Type predicates and helpers shared by the StableHLO dialect's type
// constraints, shape functions and verifiers.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_STABLEHLOBASE_H
#define STABLEHLO_DIALECT_STABLEHLO_STABLEHLOBASE_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/ArrayRef.h"

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

/// The most precise ranked tensor type compatible with all of `types`
/// (which must be pairwise compatible ranked tensor types): a dimension is
/// static if any type has it static, else bounded by the smallest bound.
RankedTensorType inferMostSpecificType(TypeRange types);

/// True for a `!quant.uniform` element type (per-axis if `perAxis`, else
/// per-tensor) whose storage type is a 2/4/8/16/32-bit integer and whose zero
/// points lie within the storage type's range.
bool isQuantizedIntType(Type type, bool perAxis);

/// False only for a ranked tensor of per-axis quantized elements whose
/// quantized dimension is out of range or, when static, does not have one
/// element per scale.
bool hasValidQuantizedDimension(Type type);

} // namespace mlir::stablehlo

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOBASE_H
