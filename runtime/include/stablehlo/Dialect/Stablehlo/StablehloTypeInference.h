//===- StablehloTypeInference.h - StableHLO shape functions -----*- C++ -*-===//
//
// Shape functions of StableHLO operations. Each checks the constraints of
// docs/spec.md that involve only its inputs, reports violations at
// `location` (if given) and appends the inferred result types.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H
#define STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/ValueRange.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace mlir::stablehlo {

/// Elementwise ops whose operands and result have one type, up to dynamism.
LogicalResult inferSameTypeOp(std::optional<Location> location,
                              ValueRange operands,
                              SmallVectorImpl<Type> &inferred);

/// abs, real, imag: complex<E> becomes E, other element types are kept.
LogicalResult inferComplexPartOp(std::optional<Location> location,
                                 Type operandType,
                                 SmallVectorImpl<Type> &inferred);

LogicalResult inferIsFiniteOp(std::optional<Location> location,
                              Type operandType,
                              SmallVectorImpl<Type> &inferred);

LogicalResult inferComplexOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferCompareOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferSelectOp(std::optional<Location> location, Type predType,
                            Type onTrueType, Type onFalseType,
                            SmallVectorImpl<Type> &inferred);

LogicalResult inferClampOp(std::optional<Location> location, Type minType,
                           Type operandType, Type maxType,
                           SmallVectorImpl<Type> &inferred);

LogicalResult inferTransposeOp(std::optional<Location> location,
                               Type operandType,
                               llvm::ArrayRef<int64_t> permutation,
                               SmallVectorImpl<Type> &inferred);

} // namespace mlir::stablehlo

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H
