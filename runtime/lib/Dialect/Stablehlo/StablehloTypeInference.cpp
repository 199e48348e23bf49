//===- StablehloTypeInference.cpp - StableHLO shape functions -------------===//
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stablehlo {

namespace {

/// The ranked tensor type with `type`'s shape and bounds and `elementType`.
RankedTensorType withElementType(Type type, Type elementType) {
  return cast<RankedTensorType>(type).clone(elementType);
}

/// Checks that `type` is compatible with `reference` up to element type
/// (shapes only), naming both in the error.
LogicalResult checkCompatibleShapes(std::optional<Location> location,
                                    StringRef constraint, StringRef name,
                                    Type type, StringRef referenceName,
                                    Type reference) {
  auto tensor = cast<RankedTensorType>(type);
  Type sameElement = withElementType(reference, tensor.getElementType());
  if (isCompatibleForInference(type, sameElement))
    return success();
  return emitOptionalError(location, constraint, " shape of ", name, " (", type,
                           ") must match shape of ", referenceName, " (",
                           reference, ")");
}

} // namespace

LogicalResult inferSameTypeOp(std::optional<Location> location,
                              ValueRange operands,
                              SmallVectorImpl<Type> &inferred) {
  if (operands.empty())
    return emitOptionalError(location, "expected at least one operand");
  Type first = operands.front().getType();
  for (auto [index, operand] : llvm::enumerate(operands.drop_front())) {
    if (!isCompatibleForInference(first, operand.getType()))
      return emitOptionalError(
          location, "(C1) all operands must have the same type, but operand #",
          index + 1, " has type ", operand.getType(),
          " and operand #0 has type ", first);
  }
  inferred.push_back(inferMostSpecificType(operands.getTypes()));
  return success();
}

LogicalResult inferComplexPartOp(std::optional<Location> location,
                                 Type operandType,
                                 SmallVectorImpl<Type> &inferred) {
  // abs (C2), real (C2), imag (C2): complex<E> -> E, otherwise unchanged;
  // the shape is kept (C1).
  auto tensor = cast<RankedTensorType>(operandType);
  if (auto complex = dyn_cast<ComplexType>(tensor.getElementType()))
    inferred.push_back(tensor.clone(complex.getElementType()));
  else
    inferred.push_back(tensor);
  return success();
}

LogicalResult inferIsFiniteOp(std::optional<Location> location,
                              Type operandType,
                              SmallVectorImpl<Type> &inferred) {
  // (C1) shape(x) = shape(y); y is boolean (I1 of the output).
  inferred.push_back(withElementType(
      operandType, IntegerType::get(operandType.getContext(), 1)));
  return success();
}

LogicalResult inferComplexOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred) {
  // (C1) type(lhs) = type(rhs).
  if (!isCompatibleForInference(lhsType, rhsType))
    return emitOptionalError(
        location, "(C1) lhs and rhs must have the same type, but got ", lhsType,
        " and ", rhsType);
  // (C2) shape(result) = shape(lhs); (C3) element type complex<E>.
  auto operand = inferMostSpecificType(ArrayRef<Type>{lhsType, rhsType});
  inferred.push_back(operand.clone(ComplexType::get(operand.getElementType())));
  return success();
}

LogicalResult inferCompareOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  // (C1) baseline_element_type(lhs) = baseline_element_type(rhs).
  if (lhs.getElementType() != rhs.getElementType())
    return emitOptionalError(
        location, "(C1) lhs and rhs must have the same element type, but got ",
        lhs.getElementType(), " and ", rhs.getElementType());
  // (C2) shape(lhs) = shape(rhs) = shape(result).
  if (failed(checkCompatibleShapes(location, "(C2)", "rhs", rhs, "lhs", lhs)))
    return failure();
  // (C3), which ties compare_type to the element type, is not checked:
  // upstream does not check it either and its own printed programs violate it.
  inferred.push_back(
      withElementType(inferMostSpecificType(ArrayRef<Type>{lhs, rhs}),
                      IntegerType::get(lhs.getContext(), 1)));
  return success();
}

LogicalResult inferSelectOp(std::optional<Location> location, Type predType,
                            Type onTrueType, Type onFalseType,
                            SmallVectorImpl<Type> &inferred) {
  // (C1) rank(pred) = 0 or shape(pred) = shape(on_true).
  auto pred = cast<RankedTensorType>(predType);
  if (pred.getRank() != 0 &&
      failed(checkCompatibleShapes(location, "(C1)", "pred", pred, "on_true",
                                   onTrueType)))
    return failure();
  // (C2) baseline_type(on_true) = baseline_type(on_false) =
  // baseline_type(result).
  if (!isCompatibleForInference(onTrueType, onFalseType))
    return emitOptionalError(
        location, "(C2) on_true and on_false must have the same type, but got ",
        onTrueType, " and ", onFalseType);
  inferred.push_back(
      inferMostSpecificType(ArrayRef<Type>{onTrueType, onFalseType}));
  return success();
}

LogicalResult inferClampOp(std::optional<Location> location, Type minType,
                           Type operandType, Type maxType,
                           SmallVectorImpl<Type> &inferred) {
  auto min = cast<RankedTensorType>(minType);
  auto operand = cast<RankedTensorType>(operandType);
  auto max = cast<RankedTensorType>(maxType);
  // (C1) rank(min) = 0 or shape(min) = shape(operand).
  if (min.getRank() != 0 &&
      failed(checkCompatibleShapes(location, "(C1)", "min", min, "operand",
                                   operand)))
    return failure();
  // (C2) rank(max) = 0 or shape(max) = shape(operand).
  if (max.getRank() != 0 &&
      failed(checkCompatibleShapes(location, "(C2)", "max", max, "operand",
                                   operand)))
    return failure();
  // (C3) min, operand and max have the same element type.
  if (min.getElementType() != operand.getElementType() ||
      max.getElementType() != operand.getElementType())
    return emitOptionalError(
        location,
        "(C3) min, operand and max must have the same element type, but got ",
        min.getElementType(), ", ", operand.getElementType(), " and ",
        max.getElementType());
  // (C4) baseline_type(operand) = baseline_type(result).
  inferred.push_back(operand);
  return success();
}

LogicalResult inferTransposeOp(std::optional<Location> location,
                               Type operandType, ArrayRef<int64_t> permutation,
                               SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  int64_t rank = operand.getRank();
  // (C2) permutation is a permutation of range(rank(operand)).
  if (static_cast<int64_t>(permutation.size()) != rank)
    return emitOptionalError(location, "(C2) permutation has ",
                             permutation.size(),
                             " elements, expected rank(operand) = ", rank);
  SmallVector<bool> seen(rank, false);
  for (int64_t dim : permutation) {
    if (dim < 0 || dim >= rank)
      return emitOptionalError(location, "(C2) permutation element ", dim,
                               " is out of range [0, ", rank, ")");
    if (seen[dim])
      return emitOptionalError(location, "(C2) permutation element ", dim,
                               " is repeated");
    seen[dim] = true;
  }
  // (C3) shape(result) = dim(operand, permutation...); bounds follow dims.
  ArrayRef<int64_t> bounds = getBounds(operand);
  SmallVector<int64_t> shape, resultBounds;
  for (int64_t dim : permutation) {
    shape.push_back(operand.getDimSize(dim));
    resultBounds.push_back(bounds.empty() ? ShapedType::kDynamic : bounds[dim]);
  }
  // (C1) element_type(result) = element_type(operand).
  inferred.push_back(
      getBoundedTensorType(shape, resultBounds, operand.getElementType()));
  return success();
}

} // namespace mlir::stablehlo
