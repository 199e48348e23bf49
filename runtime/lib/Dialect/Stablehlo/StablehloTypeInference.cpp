//===- StablehloTypeInference.cpp - StableHLO shape functions -------------===//
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallVector.h"

#include <set>

namespace mlir::stablehlo {

namespace {

/// A set of attribute values. Not a DenseSet: that reserves INT64_MAX and
/// INT64_MIN as markers, and attribute values may be anything.
using Int64Set = std::set<int64_t>;

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

/// The index of the first declared result type that `compatible` does not
/// accept for the inferred one, or the size of `declared` if all are
/// accepted.
size_t firstMismatch(TypeRange inferred, TypeRange declared,
                     ResultTypesCompatible compatible) {
  for (auto [index, pair] : llvm::enumerate(llvm::zip(inferred, declared))) {
    auto [want, got] = pair;
    if (!compatible(TypeRange(ArrayRef<Type>(want)),
                    TypeRange(ArrayRef<Type>(got))))
      return index;
  }
  return declared.size();
}

/// Whether `want` and `got` are ranked tensors of compatible shapes.
bool haveCompatibleShapes(Type want, Type got) {
  return isa<RankedTensorType>(want) && isa<RankedTensorType>(got) &&
         isCompatibleShape(want, got);
}

} // namespace

LogicalResult emitResultTypeMismatch(std::optional<Location> location,
                                     StringRef opName, StringRef constraint,
                                     TypeRange inferred, TypeRange declared,
                                     ResultTypesCompatible compatible) {
  // MLIR's phrase first (tools match on it), then the constraint and the part
  // of the first result at fault.
  std::string detail;
  llvm::raw_string_ostream os(detail);
  size_t index = firstMismatch(inferred, declared, compatible);
  if (inferred.size() != declared.size()) {
    os << "the op must have " << inferred.size() << " result(s)";
  } else if (index < declared.size()) {
    Type want = inferred[index], got = declared[index];
    os << "result #" << index;
    if (haveCompatibleShapes(want, got))
      os << " must have element type '" << getElementTypeOrSelf(want) << "'";
    else if (isa<RankedTensorType>(want) && isa<RankedTensorType>(got))
      os << " must have the shape of '" << want << "'";
    else
      os << " must have type '" << want << "'";
  } else {
    os << "the result types must be the inferred ones";
  }
  return emitOptionalError(
      location, "'", opName, "' op inferred type(s) ", inferred,
      " are incompatible with return type(s) of operation ", declared, ": ",
      constraint, constraint.empty() ? "" : " ", detail);
}

StringRef shapeOrElementConstraint(TypeRange inferred, TypeRange declared,
                                   ResultTypesCompatible compatible,
                                   StringRef shapeConstraint,
                                   StringRef elementConstraint) {
  if (inferred.size() != declared.size())
    return shapeConstraint;
  size_t index = firstMismatch(inferred, declared, compatible);
  if (index < declared.size() &&
      haveCompatibleShapes(inferred[index], declared[index]))
    return elementConstraint;
  return shapeConstraint;
}

LogicalResult inferSameTypeOp(std::optional<Location> location,
                              ValueRange operands,
                              SmallVectorImpl<Type> &inferred) {
  if (operands.empty())
    return emitOptionalError(location, "expected at least one operand");
  Type first = operands.front().getType();
  for (auto [index, operand] : llvm::enumerate(operands.drop_front())) {
    if (!isBaselineCompatible(first, operand.getType()))
      return emitOptionalError(
          location, "(C1) all operands must have the same type, but operand #",
          index + 1, " has type ", operand.getType(),
          " and operand #0 has type ", first);
  }
  // Quantized operands may differ in scales and zero points; the result
  // takes the first operand's (the result's own are checked up to them).
  auto shape = inferMostSpecificType(
      llvm::to_vector(llvm::map_range(operands.getTypes(), [&](Type type) {
        return Type(withElementType(type, getElementTypeOrSelf(first)));
      })));
  inferred.push_back(shape);
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
  if (!isSameBaselineElementType(lhs.getElementType(), rhs.getElementType()))
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
  if (!isBaselineCompatible(onTrueType, onFalseType))
    return emitOptionalError(
        location, "(C2) on_true and on_false must have the same type, but got ",
        onTrueType, " and ", onFalseType);
  Type element = getElementTypeOrSelf(onTrueType);
  inferred.push_back(inferMostSpecificType(
      ArrayRef<Type>{onTrueType, withElementType(onFalseType, element)}));
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
  // (C3) min, operand and max have the same baseline element type.
  if (!isSameBaselineElementType(min.getElementType(),
                                 operand.getElementType()) ||
      !isSameBaselineElementType(max.getElementType(),
                                 operand.getElementType()))
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
  // (C1) element_type(result) = element_type(operand), except that a per-axis
  // quantization dimension moves with its dimension: (C4)
  // quantization_dimension(operand) = permutation[quantization_dimension(
  // result)].
  Type element = operand.getElementType();
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element)) {
    int64_t resultDim =
        llvm::find(permutation, perAxis.getQuantizedDimension()) -
        permutation.begin();
    element = withQuantizedDimension(perAxis, resultDim);
  }
  inferred.push_back(getBoundedTensorType(shape, resultBounds, element));
  return success();
}

StringRef transposeResultConstraint(TypeRange inferred, TypeRange declared,
                                    ResultTypesCompatible compatible) {
  StringRef constraint =
      shapeOrElementConstraint(inferred, declared, compatible, "(C3)", "(C1)");
  if (constraint != "(C1)")
    return constraint;
  // A per-axis result whose element type is the inferred one but for the
  // quantization dimension breaks (C4).
  auto want = dyn_cast<quant::UniformQuantizedPerAxisType>(
      getElementTypeOrSelf(inferred.front()));
  auto got = dyn_cast<quant::UniformQuantizedPerAxisType>(
      getElementTypeOrSelf(declared.front()));
  if (want && got &&
      withQuantizedDimension(got, want.getQuantizedDimension()) == want)
    return "(C4)";
  return constraint;
}

LogicalResult inferAddOp(std::optional<Location> location, Type lhsType,
                         Type rhsType, SmallVectorImpl<Type> &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  if (!isQuantized(lhs) && !isQuantized(rhs)) {
    // (C1) type(lhs) = type(rhs) = type(result).
    if (!isCompatibleForInference(lhs, rhs))
      return emitOptionalError(
          location,
          "(C1) all operands must have the same type, but operand #1 has type ",
          rhs, " and operand #0 has type ", lhs);
    inferred.push_back(inferMostSpecificType(ArrayRef<Type>{lhs, rhs}));
    return success();
  }
  // (C2) is_quantized(lhs) and is_quantized(rhs) (and is_quantized(result),
  // which follows from the inferred type).
  if (!isQuantized(lhs) || !isQuantized(rhs))
    return emitOptionalError(
        location, "(C2) lhs and rhs must both be quantized, but got ", lhs,
        " and ", rhs);
  auto lhsElement = cast<quant::QuantizedType>(lhs.getElementType());
  auto rhsElement = cast<quant::QuantizedType>(rhs.getElementType());
  // (C3) storage_type(lhs) = storage_type(rhs).
  if (lhsElement.getStorageType() != rhsElement.getStorageType())
    return emitOptionalError(location,
                             "(C3) lhs and rhs must have the same storage "
                             "type, but got ",
                             lhsElement.getStorageType(), " and ",
                             rhsElement.getStorageType());
  // (C4) expressed_type(lhs) = expressed_type(rhs).
  if (lhsElement.getExpressedType() != rhsElement.getExpressedType())
    return emitOptionalError(location,
                             "(C4) lhs and rhs must have the same expressed "
                             "type, but got ",
                             lhsElement.getExpressedType(), " and ",
                             rhsElement.getExpressedType());
  if (!isCompatibleShape(lhs, rhs))
    return emitOptionalError(location,
                             "lhs and rhs must have the same shape, but got ",
                             lhs, " and ", rhs);
  // (C5) the result is per-axis quantized iff an operand is; (C6), (C7) with
  // the operands' quantization dimension.
  auto lhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(lhsElement);
  auto rhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(rhsElement);
  if (lhsAxis && rhsAxis &&
      lhsAxis.getQuantizedDimension() != rhsAxis.getQuantizedDimension())
    return emitOptionalError(
        location,
        "(C6), (C7) per-axis quantized lhs and rhs must have the same "
        "quantization dimension, that of the result, but got ",
        lhsAxis.getQuantizedDimension(), " and ",
        rhsAxis.getQuantizedDimension());
  Type element = rhsAxis && !lhsAxis ? Type(rhsElement) : Type(lhsElement);
  inferred.push_back(inferMostSpecificType(ArrayRef<Type>{
      withElementType(lhs, element), withElementType(rhs, element)}));
  return success();
}

StringRef addResultConstraint(TypeRange operands, TypeRange inferred,
                              TypeRange declared,
                              ResultTypesCompatible compatible) {
  Type lhs = operands[0], rhs = operands[1], result = declared.front();
  if (!isQuantized(lhs))
    return "(C1)";
  // The operands passed the shape function: both are quantized alike.
  if (!isQuantized(result))
    return "(C2)";
  auto lhsElement = cast<quant::QuantizedType>(getElementTypeOrSelf(lhs));
  auto element = cast<quant::QuantizedType>(getElementTypeOrSelf(result));
  if (element.getStorageType() != lhsElement.getStorageType())
    return "(C3)";
  if (element.getExpressedType() != lhsElement.getExpressedType())
    return "(C4)";
  if ((isPerAxisQuantized(lhs) || isPerAxisQuantized(rhs)) !=
      isPerAxisQuantized(result))
    return "(C5)";
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element);
  std::pair<Type, StringRef> operandConstraints[] = {{lhs, "(C6)"},
                                                     {rhs, "(C7)"}};
  for (auto [operand, constraint] : operandConstraints) {
    auto axis = dyn_cast<quant::UniformQuantizedPerAxisType>(
        getElementTypeOrSelf(operand));
    if (axis && resultAxis &&
        axis.getQuantizedDimension() != resultAxis.getQuantizedDimension())
      return constraint;
  }
  // The spec states no shape constraint for quantized add.
  return shapeOrElementConstraint(inferred, declared, compatible, "", "");
}

LogicalResult inferUniformDequantizeOp(std::optional<Location> location,
                                       Type operandType,
                                       SmallVectorImpl<Type> &inferred) {
  // (C1) shape(operand) = shape(result); (C2) element_type(result) =
  // expressed_type(operand).
  auto operand = cast<RankedTensorType>(operandType);
  auto element = cast<quant::QuantizedType>(operand.getElementType());
  inferred.push_back(operand.clone(element.getExpressedType()));
  return success();
}

namespace {

/// Checks that `values` has rank(`type`) elements.
LogicalResult checkRankSized(std::optional<Location> location,
                             StringRef constraint, StringRef name, size_t size,
                             RankedTensorType type,
                             StringRef typeName = "operand") {
  if (static_cast<int64_t>(size) == type.getRank())
    return success();
  return emitOptionalError(location, constraint, " ", name, " has ", size,
                           " elements, expected rank(", typeName,
                           ") = ", type.getRank());
}

/// Checks that the dimensions in `dims` are within [0, rank) (constraint
/// `rangeConstraint`) and, if `uniqueConstraint` is not empty, unique.
LogicalResult checkDimensions(std::optional<Location> location, StringRef name,
                              ArrayRef<int64_t> dims, int64_t rank,
                              StringRef rangeConstraint,
                              StringRef uniqueConstraint) {
  SmallVector<bool> seen(rank, false);
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= rank)
      return emitOptionalError(location, rangeConstraint, " ", name,
                               " element ", dim, " is out of range [0, ", rank,
                               ")");
    if (uniqueConstraint.empty())
      continue;
    if (seen[dim])
      return emitOptionalError(location, uniqueConstraint, " ", name,
                               " element ", dim, " is repeated");
    seen[dim] = true;
  }
  return success();
}

/// Sizes and bounds of a ranked tensor type, bounds ShapedType::kDynamic
/// where absent.
struct ShapeAndBounds {
  SmallVector<int64_t> shape, bounds;

  explicit ShapeAndBounds(RankedTensorType type)
      : shape(type.getShape()), bounds(type.getRank(), ShapedType::kDynamic) {
    ArrayRef<int64_t> typeBounds = getBounds(type);
    if (!typeBounds.empty())
      bounds.assign(typeBounds.begin(), typeBounds.end());
  }
  RankedTensorType get(Type elementType) {
    for (auto [size, bound] : llvm::zip(shape, bounds))
      if (!ShapedType::isDynamic(size))
        bound = ShapedType::kDynamic;
    return getBoundedTensorType(shape, bounds, elementType);
  }
};

} // namespace

LogicalResult inferBroadcastOp(std::optional<Location> location,
                               Type operandType,
                               ArrayRef<int64_t> broadcastSizes,
                               SmallVectorImpl<Type> &inferred) {
  // Not in the spec; as XLA: the result has shape broadcast_sizes followed by
  // shape(operand), whose sizes must not be negative.
  auto operand = cast<RankedTensorType>(operandType);
  for (int64_t size : broadcastSizes)
    if (size < 0)
      return emitOptionalError(location, "broadcast_sizes element ", size,
                               " must not be negative");
  ShapeAndBounds operandShape(operand);
  SmallVector<int64_t> shape(broadcastSizes);
  SmallVector<int64_t> bounds(broadcastSizes.size(), ShapedType::kDynamic);
  llvm::append_range(shape, operandShape.shape);
  llvm::append_range(bounds, operandShape.bounds);
  inferred.push_back(
      getBoundedTensorType(shape, bounds, operand.getElementType()));
  return success();
}

LogicalResult inferReverseOp(std::optional<Location> location, Type operandType,
                             ArrayRef<int64_t> dimensions,
                             SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C2) is_unique(dimensions); (C3) 0 <= dimensions < rank(result).
  if (failed(checkDimensions(location, "dimensions", dimensions,
                             operand.getRank(), "(C3)", "(C2)")))
    return failure();
  // (C1) type(operand) = type(result).
  inferred.push_back(operand);
  return success();
}

LogicalResult inferSliceOp(std::optional<Location> location, Type operandType,
                           ArrayRef<int64_t> startIndices,
                           ArrayRef<int64_t> limitIndices,
                           ArrayRef<int64_t> strides,
                           SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C2) one start, limit and stride per dimension of operand.
  if (failed(checkRankSized(location, "(C2)", "start_indices",
                            startIndices.size(), operand)) ||
      failed(checkRankSized(location, "(C2)", "limit_indices",
                            limitIndices.size(), operand)) ||
      failed(
          checkRankSized(location, "(C2)", "strides", strides.size(), operand)))
    return failure();
  SmallVector<int64_t> shape;
  for (int64_t dim = 0, rank = operand.getRank(); dim < rank; ++dim) {
    int64_t start = startIndices[dim], limit = limitIndices[dim];
    int64_t stride = strides[dim];
    // (C3) 0 <= start_indices <= limit_indices <= shape(operand), with the
    // bound standing for a dynamic size.
    if (start < 0)
      return emitOptionalError(location, "(C3) start_indices[", dim,
                               "] = ", start, " must not be negative");
    if (start > limit)
      return emitOptionalError(location, "(C3) start_indices[", dim,
                               "] = ", start, " must not exceed limit_indices[",
                               dim, "] = ", limit);
    int64_t size = getSizeOrBound(operand, dim);
    if (!ShapedType::isDynamic(size) && limit > size)
      return emitOptionalError(location, "(C3) limit_indices[", dim,
                               "] = ", limit,
                               " must not exceed dimension size ", size);
    // (C4) 0 < strides.
    if (stride <= 0)
      return emitOptionalError(location, "(C4) strides[", dim, "] = ", stride,
                               " must be positive");
    // (C5) shape(result) = ceil((limit_indices - start_indices) / strides).
    shape.push_back(llvm::divideCeil(limit - start, stride));
  }
  // (C1) element_type(operand) = element_type(result).
  inferred.push_back(RankedTensorType::get(shape, operand.getElementType()));
  return success();
}

LogicalResult inferDynamicSliceOp(std::optional<Location> location,
                                  Type operandType, TypeRange startIndexTypes,
                                  ArrayRef<int64_t> sliceSizes,
                                  SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C2) size(start_indices) = size(slice_sizes) = rank(operand).
  if (failed(checkRankSized(location, "(C2)", "start_indices",
                            startIndexTypes.size(), operand)) ||
      failed(checkRankSized(location, "(C2)", "slice_sizes", sliceSizes.size(),
                            operand)))
    return failure();
  // (C3) same(type(start_indices...)).
  if (!startIndexTypes.empty() && !llvm::all_equal(startIndexTypes))
    return emitOptionalError(location,
                             "(C3) start_indices must have the same type, "
                             "but got ",
                             startIndexTypes);
  // (C4) 0 <= slice_sizes <= shape(operand), with the bound standing for a
  // dynamic size.
  for (auto [dim, sliceSize] : llvm::enumerate(sliceSizes)) {
    if (sliceSize < 0)
      return emitOptionalError(location, "(C4) slice_sizes[", dim,
                               "] = ", sliceSize, " must not be negative");
    int64_t size = getSizeOrBound(operand, dim);
    if (!ShapedType::isDynamic(size) && sliceSize > size)
      return emitOptionalError(location, "(C4) slice_sizes[", dim,
                               "] = ", sliceSize,
                               " must not exceed dimension size ", size);
  }
  // (C1) element_type(operand) = element_type(result); (C5) shape(result) =
  // slice_sizes.
  inferred.push_back(
      RankedTensorType::get(sliceSizes, operand.getElementType()));
  return success();
}

LogicalResult inferDynamicUpdateSliceOp(std::optional<Location> location,
                                        Type operandType, Type updateType,
                                        TypeRange startIndexTypes,
                                        SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  auto update = cast<RankedTensorType>(updateType);
  // (C2) element_type(update) = element_type(operand).
  if (update.getElementType() != operand.getElementType())
    return emitOptionalError(
        location,
        "(C2) update and operand must have the same element type, "
        "but got ",
        update.getElementType(), " and ", operand.getElementType());
  // (C3) rank(update) = rank(operand).
  if (update.getRank() != operand.getRank())
    return emitOptionalError(location, "(C3) rank(update) = ", update.getRank(),
                             " must equal rank(operand) = ", operand.getRank());
  // (C4) size(start_indices) = rank(operand).
  if (failed(checkRankSized(location, "(C4)", "start_indices",
                            startIndexTypes.size(), operand)))
    return failure();
  // (C5) same(type(start_indices...)).
  if (!startIndexTypes.empty() && !llvm::all_equal(startIndexTypes))
    return emitOptionalError(location,
                             "(C5) start_indices must have the same type, "
                             "but got ",
                             startIndexTypes);
  // (C6) 0 <= shape(update) <= shape(operand), with bounds standing for
  // dynamic sizes.
  for (int64_t dim = 0, rank = operand.getRank(); dim < rank; ++dim) {
    int64_t updateSize = getSizeOrBound(update, dim);
    int64_t operandSize = getSizeOrBound(operand, dim);
    if (!ShapedType::isDynamic(updateSize) &&
        !ShapedType::isDynamic(operandSize) && updateSize > operandSize)
      return emitOptionalError(location, "(C6) update dimension ", dim,
                               " of size ", updateSize,
                               " exceeds operand dimension size ", operandSize);
  }
  // (C1) type(operand) = type(result).
  inferred.push_back(operand);
  return success();
}

LogicalResult inferConcatenateOp(std::optional<Location> location,
                                 TypeRange inputTypes, int64_t dimension,
                                 SmallVectorImpl<Type> &inferred) {
  // (C3) 0 < size(inputs).
  if (inputTypes.empty())
    return emitOptionalError(location, "(C3) must have at least one input");
  auto first = cast<RankedTensorType>(inputTypes.front());
  int64_t rank = first.getRank();
  // (C4) 0 <= dimension < rank(inputs[0]).
  if (dimension >= rank)
    return emitOptionalError(location, "(C4) dimension (", dimension,
                             ") must be in [0, ", rank, ")");
  ShapeAndBounds result(first);
  for (auto [inputIndex, type] : llvm::enumerate(inputTypes)) {
    size_t index = inputIndex;
    auto input = cast<RankedTensorType>(type);
    // (C1) same(element_type(inputs...)).
    if (input.getElementType() != first.getElementType())
      return emitOptionalError(location,
                               "(C1) inputs must have the same element type, "
                               "but input #",
                               index, " has type ", input,
                               " and input #0 has type ", first);
    // (C2) same(shape(inputs...)) except for dim(inputs..., dimension).
    if (input.getRank() != rank)
      return emitOptionalError(location,
                               "(C2) inputs must have the same "
                               "rank, but input #",
                               index, " has type ", input,
                               " and input #0 has type ", first);
    if (index == 0)
      continue;
    ShapeAndBounds shape(input);
    for (int64_t dim = 0; dim < rank; ++dim) {
      int64_t &size = result.shape[dim], &bound = result.bounds[dim];
      int64_t inputSize = shape.shape[dim], inputBound = shape.bounds[dim];
      if (dim == dimension) {
        // (C6) dim(result, dimension) = sum of dim(inputs..., dimension);
        // dynamic if any is, bounded if all are bounded or static.
        int64_t sizeOrBound = ShapedType::isDynamic(size) ? bound : size;
        int64_t inputSizeOrBound =
            ShapedType::isDynamic(inputSize) ? inputBound : inputSize;
        bool dynamic =
            ShapedType::isDynamic(size) || ShapedType::isDynamic(inputSize);
        bool bounded = !ShapedType::isDynamic(sizeOrBound) &&
                       !ShapedType::isDynamic(inputSizeOrBound);
        CheckedInt64 sum = dynamic ? CheckedInt64(ShapedType::kDynamic)
                                   : CheckedInt64(size) + inputSize;
        CheckedInt64 boundSum =
            dynamic && bounded
                ? CheckedInt64(sizeOrBound) + inputSizeOrBound
                : CheckedInt64(ShapedType::kDynamic);
        if (sum.hasOverflowed() || boundSum.hasOverflowed())
          return emitInt64Overflow(
              location, "(C6) dimension ", dimension,
              " of the result, the sum of the sizes",
              sum.hasOverflowed() ? "" : " (or bounds)",
              " of inputs #0 to #", index, " in that dimension,");
        size = sum.get();
        bound = boundSum.get();
        continue;
      }
      auto mismatch = [&]() {
        return emitOptionalError(
            location,
            "(C2) inputs must have the same shape except in "
            "dimension ",
            dimension, ", but input #", index, " has type ", input,
            " and input #0 has type ", first);
      };
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(inputSize)) {
        if (size != inputSize)
          return mismatch();
        continue;
      }
      if (!ShapedType::isDynamic(inputSize)) {
        if (!ShapedType::isDynamic(bound) && inputSize > bound)
          return mismatch();
        size = inputSize;
        continue;
      }
      if (!ShapedType::isDynamic(size)) {
        if (!ShapedType::isDynamic(inputBound) && size > inputBound)
          return mismatch();
        continue;
      }
      if (!ShapedType::isDynamic(inputBound) &&
          (ShapedType::isDynamic(bound) || inputBound < bound))
        bound = inputBound;
    }
  }
  // (C5) element_type(result) = element_type(inputs[0]).
  inferred.push_back(result.get(first.getElementType()));
  return success();
}

LogicalResult inferPadOp(std::optional<Location> location, Type operandType,
                         Type paddingValueType,
                         ArrayRef<int64_t> edgePaddingLow,
                         ArrayRef<int64_t> edgePaddingHigh,
                         ArrayRef<int64_t> interiorPadding,
                         SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C1) element_type(operand) = element_type(padding_value).
  Type paddingElement = getElementTypeOrSelf(paddingValueType);
  if (paddingElement != operand.getElementType())
    return emitOptionalError(location,
                             "(C1) padding_value and operand must have the "
                             "same element type, but got ",
                             paddingElement, " and ", operand.getElementType());
  // (C2) one padding of each kind per dimension of operand.
  if (failed(checkRankSized(location, "(C2)", "edge_padding_low",
                            edgePaddingLow.size(), operand)) ||
      failed(checkRankSized(location, "(C2)", "edge_padding_high",
                            edgePaddingHigh.size(), operand)) ||
      failed(checkRankSized(location, "(C2)", "interior_padding",
                            interiorPadding.size(), operand)))
    return failure();
  ShapeAndBounds result(operand);
  for (int64_t dim = 0, rank = operand.getRank(); dim < rank; ++dim) {
    int64_t low = edgePaddingLow[dim], high = edgePaddingHigh[dim];
    int64_t interior = interiorPadding[dim];
    // (C3) 0 <= interior_padding.
    if (interior < 0)
      return emitOptionalError(location, "(C3) interior_padding[", dim,
                               "] = ", interior, " must not be negative");
    // (C4) shape(result) = shape(operand) + edge_padding_low +
    // max(shape(operand) - 1, 0) * interior_padding + edge_padding_high.
    auto padded = [&](int64_t size) -> FailureOr<int64_t> {
      CheckedInt64 gaps = std::max<int64_t>(size, 1) - 1;
      CheckedInt64 sum = CheckedInt64(size) + low + gaps * interior + high;
      if (sum.hasOverflowed())
        return emitInt64Overflow(
            location, "(C4) the padded size of dimension ", dim, " (", size,
            " with edge_padding_low[", dim, "] = ", low, ", interior_padding[",
            dim, "] = ", interior, ", edge_padding_high[", dim, "] = ", high,
            ")");
      return sum.get();
    };
    int64_t &size = result.shape[dim], &bound = result.bounds[dim];
    if (!ShapedType::isDynamic(size)) {
      FailureOr<int64_t> paddedSize = padded(size);
      if (failed(paddedSize))
        return failure();
      size = *paddedSize;
      if (size < 0)
        return emitOptionalError(location, "(C4) dimension ", dim,
                                 " of the result has negative size ", size);
    } else if (!ShapedType::isDynamic(bound)) {
      FailureOr<int64_t> paddedBound = padded(bound);
      if (failed(paddedBound))
        return failure();
      bound = std::max<int64_t>(*paddedBound, 0);
    }
  }
  inferred.push_back(result.get(operand.getElementType()));
  return success();
}

LogicalResult inferGetDimensionSizeOp(std::optional<Location> location,
                                      Type operandType, int64_t dimension,
                                      SmallVectorImpl<Type> &inferred) {
  // (C1) 0 <= dimension < rank(operand); the lower bound is the attribute's
  // constraint.
  int64_t rank = cast<RankedTensorType>(operandType).getRank();
  if (dimension >= rank)
    return emitOptionalError(location, "(C1) dimension (", dimension,
                             ") must be in [0, ", rank, ")");
  inferred.push_back(RankedTensorType::get(
      {}, IntegerType::get(operandType.getContext(), 32)));
  return success();
}

LogicalResult inferSetDimensionSizeOp(std::optional<Location> location,
                                      Type operandType, Value size,
                                      int64_t dimension,
                                      SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // As get_dimension_size (C1): 0 <= dimension < rank(operand). The lower
  // bound is also the attribute's constraint, which builders do not check
  // before calling this.
  if (dimension < 0 || dimension >= operand.getRank())
    return emitOptionalError(location, "dimension (", dimension,
                             ") must be in [0, ", operand.getRank(), ")");
  ShapeAndBounds result(operand);
  int64_t limit = getSizeOrBound(operand, dimension);
  DenseIntElementsAttr constant;
  if (size.getDefiningOp() && matchPattern(size, m_Constant(&constant))) {
    int64_t value = (*constant.begin()).getSExtValue();
    if (value < 0 || (!ShapedType::isDynamic(limit) && value > limit))
      return emitOptionalError(location, "size (", value, ") must be in [0, ",
                               limit, "]");
    result.shape[dimension] = value;
  } else {
    result.shape[dimension] = ShapedType::kDynamic;
    result.bounds[dimension] = limit;
  }
  inferred.push_back(result.get(operand.getElementType()));
  return success();
}

namespace {

/// The types returned by the single block of `region`, named `name`, which
/// must take no arguments.
FailureOr<TypeRange> getBranchResultTypes(std::optional<Location> location,
                                          Region &region, const Twine &name,
                                          StringRef argsConstraint) {
  if (region.empty() || region.front().empty() ||
      !region.front().back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(location, name, " must have a terminated block");
  Block &block = region.front();
  if (block.getNumArguments() != 0)
    return emitOptionalError(location, argsConstraint, " ", name,
                             " must take no arguments, got ",
                             block.getNumArguments());
  return TypeRange(block.back().getOperandTypes());
}

/// Infers the results of if/case from `branches`: `outputsConstraint` says
/// they return the same types, which become the results.
LogicalResult
inferBranchingOp(std::optional<Location> location, ArrayRef<Region *> branches,
                 ArrayRef<std::string> names, StringRef argsConstraint,
                 StringRef outputsConstraint, SmallVectorImpl<Type> &inferred) {
  std::optional<TypeRange> first;
  for (auto [region, name] : llvm::zip(branches, names)) {
    FailureOr<TypeRange> types =
        getBranchResultTypes(location, *region, name, argsConstraint);
    if (failed(types))
      return failure();
    if (!first) {
      first = *types;
      continue;
    }
    if (!isCompatibleForInference(*first, *types))
      return emitOptionalError(location, outputsConstraint, " ", names.front(),
                               " returns ", *first, " but ", name, " returns ",
                               *types);
  }
  llvm::append_range(inferred, *first);
  return success();
}

} // namespace

LogicalResult inferIfOp(std::optional<Location> location, Region &trueBranch,
                        Region &falseBranch, SmallVectorImpl<Type> &inferred) {
  // (C1) input_types(true_branch) = input_types(false_branch) = [];
  // (C2) output_types(true_branch) = output_types(false_branch);
  // (C3) type(results...) = output_types(true_branch).
  return inferBranchingOp(location, {&trueBranch, &falseBranch},
                          {"true_branch", "false_branch"}, "(C1)", "(C2)",
                          inferred);
}

LogicalResult inferCaseOp(std::optional<Location> location,
                          RegionRange branches,
                          SmallVectorImpl<Type> &inferred) {
  // (C1) 0 < size(branches).
  if (branches.empty())
    return emitOptionalError(location, "(C1) must have at least one branch");
  // (C2) input_types(branches...) = []; (C3) same(output_types(branches...));
  // (C4) type(results...) = output_types(branches[0]).
  SmallVector<Region *> regions(branches.begin(), branches.end());
  SmallVector<std::string> names;
  for (size_t i = 0; i < regions.size(); ++i)
    names.push_back("branches[" + std::to_string(i) + "]");
  return inferBranchingOp(location, regions, names, "(C2)", "(C3)", inferred);
}


//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

namespace {

/// The dense form of replica_groups: a 2-D tensor of ids, one group per row.
LogicalResult checkDenseReplicaGroups(std::optional<Location> location,
                                      DenseIntElementsAttr groups,
                                      const ReplicaGroupsRules &rules,
                                      std::optional<int64_t> &groupSize) {
  auto type = cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return emitOptionalError(
        location,
        "replica_groups must be a 2-dimensional tensor (one group per row), "
        "got ",
        type);
  Int64Set seen;
  SmallVector<int64_t> ids;
  for (const APInt &value : groups.getValues<APInt>()) {
    int64_t id = value.getSExtValue();
    if (id == -1 && rules.allowPadding)
      continue;
    if (id < 0)
      return emitOptionalError(location, rules.rangeConstraint,
                               " replica_groups must hold ids >= 0",
                               rules.allowPadding ? " (or -1 to pad a group)"
                                                  : "",
                               ", got ", id);
    if (!seen.insert(id).second)
      return emitOptionalError(location, rules.uniqueConstraint, " id ", id,
                               " appears more than once in replica_groups; "
                               "each id must be in one group only, once");
    ids.push_back(id);
  }
  int64_t count = ids.size();
  if (rules.mustCover)
    for (int64_t id : ids)
      if (id >= count)
        return emitOptionalError(
            location, rules.rangeConstraint, " id ", id,
            " of replica_groups must be less than the number of ids (", count,
            "): the groups must cover the ids 0 to ", count - 1, " exactly");
  if (type.getNumElements() > 0)
    groupSize = type.getDimSize(1);
  return success();
}

/// The mesh form of replica_groups: the devices that differ only in the
/// coordinates of the referenced axes (or sub-axes) form a group.
LogicalResult checkMeshReplicaGroups(std::optional<Location> location,
                                     ReplicaGroupMeshAxesAttr groups,
                                     const ReplicaGroupsRules &rules,
                                     std::optional<int64_t> &groupSize) {
  auto mesh = dyn_cast<MeshAttr>(groups.getMesh());
  int64_t numDevices = 1;
  if (mesh) {
    CheckedInt64 product = 1;
    for (MeshAxisAttr axis : mesh.getAxes()) {
      if (axis.getSize() < 1)
        return emitOptionalError(location, "mesh axis '", axis.getName(),
                                 "' must have a positive size, got ",
                                 axis.getSize());
      product *= axis.getSize();
    }
    if (product.hasOverflowed())
      return emitInt64Overflow(location,
                               "the number of devices of the mesh of "
                               "replica_groups, the product of its axis sizes,");
    numDevices = product.get();
    if (DenseIntElementsAttr deviceIds = mesh.getDeviceIds()) {
      if (deviceIds.getNumElements() != numDevices)
        return emitOptionalError(
            location, "mesh device_ids must have one id per device (",
            numDevices, ", the product of the axis sizes), got ",
            deviceIds.getNumElements());
      Int64Set seen;
      for (const APInt &value : deviceIds.getValues<APInt>())
        if (!seen.insert(value.getSExtValue()).second)
          return emitOptionalError(location, rules.uniqueConstraint,
                                   " mesh device_ids repeats device ",
                                   value.getSExtValue(),
                                   ", which would be in a group twice");
    }
  }
  auto axisSize = [&](StringRef name) -> int64_t {
    for (MeshAxisAttr axis : mesh.getAxes())
      if (axis.getName() == name)
        return axis.getSize();
    return 0; // Excluded by ReplicaGroupMeshAxesAttr::verify.
  };
  auto print = [](AxisRefAttr ref) {
    std::string text = "'" + ref.getName().str() + "'";
    if (SubAxisInfoAttr sub = ref.getSubAxisInfo())
      text += ":(" + std::to_string(sub.getPreSize()) + ")" +
              std::to_string(sub.getSize());
    return text;
  };
  SmallVector<AxisRefAttr> refs;
  for (Attribute attr : groups.getAxes())
    refs.push_back(cast<AxisRefAttr>(attr));
  // The end of the factors a sub-axis (p)s takes, p * s.
  auto factorsEnd = [](SubAxisInfoAttr sub) {
    return CheckedInt64(sub.getPreSize()) * sub.getSize();
  };
  CheckedInt64 size = 1;
  for (auto [index, ref] : llvm::enumerate(refs)) {
    SubAxisInfoAttr sub = ref.getSubAxisInfo();
    if (sub && (sub.getPreSize() < 1 || sub.getSize() < 1))
      return emitOptionalError(location, rules.rangeConstraint, " sub-axis ",
                               print(ref),
                               " must have pre_size >= 1 and size >= 1");
    if (sub && factorsEnd(sub).hasOverflowed())
      return emitInt64Overflow(location, rules.rangeConstraint, " sub-axis ",
                               print(ref), " of replica_groups: pre_size * size");
    // A sub-axis (p)s takes the factors [p, p * s) of its axis; two
    // references to one axis must take disjoint factors, or they repeat
    // devices.
    for (AxisRefAttr other : ArrayRef(refs).take_front(index)) {
      if (other.getName() != ref.getName())
        continue;
      SubAxisInfoAttr otherSub = other.getSubAxisInfo();
      if (!sub || !otherSub ||
          (sub.getPreSize() < factorsEnd(otherSub).get() &&
           otherSub.getPreSize() < factorsEnd(sub).get()))
        return emitOptionalError(
            location, rules.uniqueConstraint, " axes ", print(other), " and ",
            print(ref),
            " of replica_groups overlap, so groups would repeat devices; "
            "reference each axis once, or disjoint sub-axes of it");
    }
    if (!mesh)
      continue;
    int64_t full = axisSize(ref.getName());
    if (!sub) {
      size *= full;
      continue;
    }
    if (full % factorsEnd(sub).get() != 0)
      return emitOptionalError(
          location, rules.rangeConstraint, " sub-axis ", print(ref),
          " does not fit axis '", ref.getName(), "' of size ", full,
          ": pre_size * size must divide the axis size");
    size *= sub.getSize();
  }
  // The referenced axes and sub-axes are disjoint factors of the mesh: their
  // product does not exceed the number of devices, which fits in int64.
  if (mesh)
    groupSize = size.asOptional();
  return success();
}

/// The result type `operand` with dimension `dim` of size `size` and bound
/// `bound` (ShapedType::kDynamic if none).
RankedTensorType withDimension(RankedTensorType operand, int64_t dim,
                               int64_t size, int64_t bound) {
  SmallVector<int64_t> shape(operand.getShape());
  SmallVector<int64_t> bounds(operand.getRank(), ShapedType::kDynamic);
  if (ArrayRef<int64_t> operandBounds = getBounds(operand);
      !operandBounds.empty())
    bounds.assign(operandBounds.begin(), operandBounds.end());
  shape[dim] = size;
  bounds[dim] = ShapedType::isDynamic(size) ? bound : ShapedType::kDynamic;
  return getBoundedTensorType(shape, bounds, operand.getElementType());
}

} // namespace

LogicalResult checkReplicaGroups(std::optional<Location> location,
                                 Attribute replicaGroups,
                                 const ReplicaGroupsRules &rules,
                                 std::optional<int64_t> &groupSize) {
  groupSize.reset();
  if (auto dense = dyn_cast<DenseIntElementsAttr>(replicaGroups))
    return checkDenseReplicaGroups(location, dense, rules, groupSize);
  return checkMeshReplicaGroups(
      location, cast<ReplicaGroupMeshAxesAttr>(replicaGroups), rules,
      groupSize);
}

bool isPromotable(Type x, Type y) {
  auto quantizedX = dyn_cast<quant::QuantizedType>(x);
  auto quantizedY = dyn_cast<quant::QuantizedType>(y);
  if (quantizedX || quantizedY)
    return quantizedX && quantizedY &&
           quantizedX.getExpressedType() == quantizedY.getExpressedType() &&
           quantizedX.getStorageTypeIntegralWidth() <=
               quantizedY.getStorageTypeIntegralWidth();
  if (x.isInteger(1) || y.isInteger(1))
    return x.isInteger(1) && y.isInteger(1);
  if (auto complexX = dyn_cast<ComplexType>(x)) {
    auto complexY = dyn_cast<ComplexType>(y);
    return complexY && complexX.getElementType().getIntOrFloatBitWidth() <=
                           complexY.getElementType().getIntOrFloatBitWidth();
  }
  bool sameKind = (isa<IntegerType>(x) && isa<IntegerType>(y)) ||
                  (isa<FloatType>(x) && isa<FloatType>(y));
  return sameKind && x.getIntOrFloatBitWidth() <= y.getIntOrFloatBitWidth();
}

FailureOr<Type> checkReductionComputation(std::optional<Location> location,
                                          StringRef constraint,
                                          Region &computation,
                                          TypeRange operandTypes) {
  if (computation.empty())
    return emitOptionalError(location, constraint,
                             " computation must have a block");
  Block &block = computation.front();
  auto scalar = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() == 0;
  };
  TypeRange argTypes = block.getArgumentTypes();
  if (argTypes.size() != 2 || !scalar(argTypes[0]) ||
      argTypes[0] != argTypes[1])
    return emitOptionalError(location, constraint,
                             " computation must take two arguments of one "
                             "type tensor<E>, got (",
                             argTypes, ")");
  Type argType = argTypes[0];
  if (block.empty() ||
      !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(location, constraint,
                             " computation must end with stablehlo.return");
  TypeRange returned = block.back().getOperandTypes();
  if (returned.size() != 1 || returned[0] != argType)
    return emitOptionalError(location, constraint,
                             " computation must return one value of its "
                             "argument type ",
                             argType, ", got (", returned, ")");
  Type element = cast<RankedTensorType>(argType).getElementType();
  for (auto [index, type] : llvm::enumerate(operandTypes)) {
    Type operandElement = getElementTypeOrSelf(type);
    if (!isPromotable(operandElement, element))
      return emitOptionalError(
          location, constraint, " element type ", operandElement,
          " of operand #", index,
          " must be promotable to the computation's element type ", element,
          " (the same kind of type, no narrower)");
  }
  return element;
}

int64_t getChannelId(Attribute channelHandle) {
  auto handle = dyn_cast_or_null<ChannelHandleAttr>(channelHandle);
  return handle ? handle.getHandle() : 0;
}

LogicalResult checkGlobalDeviceIds(std::optional<Location> location,
                                   StringRef constraint,
                                   Attribute channelHandle,
                                   bool useGlobalDeviceIds) {
  int64_t channelId = getChannelId(channelHandle);
  if (!useGlobalDeviceIds || channelId > 0)
    return success();
  return emitOptionalError(location, constraint,
                           " use_global_device_ids requires channel_id > 0 "
                           "(a channel_handle with a positive handle), got ",
                           channelId);
}

LogicalResult inferAllReduceOp(std::optional<Location> location,
                               TypeRange operandTypes, Attribute replicaGroups,
                               Attribute channelHandle, bool useGlobalDeviceIds,
                               Region &computation,
                               SmallVectorImpl<Type> &inferred) {
  // (C1) is_unique(replica_groups); (C2), (C3) 0 <= replica_groups <
  // size(replica_groups), the number of replicas (or processes), which the
  // groups cover.
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(location, replicaGroups,
                                {"(C1)", "(C2), (C3)", /*mustCover=*/true,
                                 /*allowPadding=*/true},
                                groupSize)))
    return failure();
  // (C4) If use_global_device_ids = true, then channel_id > 0.
  if (failed(checkGlobalDeviceIds(location, "(C4)", channelHandle,
                                  useGlobalDeviceIds)))
    return failure();
  if (computation.empty()) {
    llvm::append_range(inferred, operandTypes);
    return success();
  }
  // (C5) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E).
  FailureOr<Type> element = checkReductionComputation(location, "(C5)",
                                                      computation, operandTypes);
  if (failed(element))
    return failure();
  // (C6) shape(results...) = shape(operands...); (C7)
  // element_type(results...) = E.
  for (Type type : operandTypes)
    inferred.push_back(withElementType(type, *element));
  return success();
}

LogicalResult inferAllToAllOp(std::optional<Location> location,
                              TypeRange operandTypes, int64_t splitDimension,
                              int64_t concatDimension, int64_t splitCount,
                              Attribute replicaGroups,
                              SmallVectorImpl<Type> &inferred) {
  // (C4) 0 < split_count.
  if (splitCount <= 0)
    return emitOptionalError(location, "(C4) split_count (", splitCount,
                             ") must be positive");
  // (C5) is_unique(replica_groups); (C6), (C7) 0 <= replica_groups <
  // size(replica_groups), the number of replicas or partitions, which the
  // groups cover.
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(location, replicaGroups,
                                {"(C5)", "(C6), (C7)", /*mustCover=*/true,
                                 /*allowPadding=*/false},
                                groupSize)))
    return failure();
  // (C8) dim(replica_groups, 1) = split_count.
  if (groupSize && *groupSize != splitCount)
    return emitOptionalError(location, "(C8) split_count (", splitCount,
                             ") must equal the size of each replica group (",
                             *groupSize, ")");
  for (auto [index, type] : llvm::enumerate(operandTypes)) {
    auto operand = cast<RankedTensorType>(type);
    int64_t rank = operand.getRank();
    // (C1) 0 <= split_dimension < rank(operands...).
    if (splitDimension < 0 || splitDimension >= rank)
      return emitOptionalError(location, "(C1) split_dimension (",
                               splitDimension, ") must be in [0, ", rank,
                               ") for operand #", index, " of type ", operand);
    // (C3) 0 <= concat_dimension < rank(operands...).
    if (concatDimension < 0 || concatDimension >= rank)
      return emitOptionalError(location, "(C3) concat_dimension (",
                               concatDimension, ") must be in [0, ", rank,
                               ") for operand #", index, " of type ", operand);
    // (C2) dim(operands..., split_dimension) % split_count = 0.
    int64_t splitSize = operand.getDimSize(splitDimension);
    if (!ShapedType::isDynamic(splitSize) && splitSize % splitCount != 0)
      return emitOptionalError(
          location, "(C2) dimension ", splitDimension, " of operand #", index,
          " has size ", splitSize, ", which split_count (", splitCount,
          ") must divide");
    // (C9) type(results...) = type(operands...) except, if split_dimension
    // != concat_dimension, dim(results..., split_dimension) =
    // dim(operands..., split_dimension) / split_count and dim(results...,
    // concat_dimension) = dim(operands..., concat_dimension) * split_count.
    // A bound follows its dimension.
    if (splitDimension == concatDimension) {
      inferred.push_back(operand);
      continue;
    }
    size_t resultIndex = index;
    auto scaled = [&](RankedTensorType type, int64_t dim,
                      bool divide) -> FailureOr<RankedTensorType> {
      int64_t size = type.getDimSize(dim);
      int64_t bound = getSizeOrBound(type, dim);
      auto scale = [&](int64_t value) {
        if (ShapedType::isDynamic(value))
          return CheckedInt64(value);
        return divide ? CheckedInt64(value / splitCount)
                      : CheckedInt64(value) * splitCount;
      };
      CheckedInt64 newSize = scale(size);
      CheckedInt64 newBound = ShapedType::isDynamic(size)
                                  ? scale(bound)
                                  : CheckedInt64(ShapedType::kDynamic);
      if (newSize.hasOverflowed() || newBound.hasOverflowed())
        return emitInt64Overflow(
            location, "(C9) dimension ", dim, " of result #", resultIndex,
            ", dim(operands..., concat_dimension) * split_count = ",
            ShapedType::isDynamic(size) ? bound : size, " * ", splitCount,
            ",");
      return withDimension(type, dim, newSize.get(), newBound.get());
    };
    FailureOr<RankedTensorType> split =
        scaled(operand, splitDimension, /*divide=*/true);
    FailureOr<RankedTensorType> result =
        scaled(*split, concatDimension, /*divide=*/false);
    if (failed(result))
      return failure();
    inferred.push_back(*result);
  }
  return success();
}

LogicalResult inferCollectiveBroadcastOp(std::optional<Location> location,
                                         ValueRange operands,
                                         Attribute replicaGroups,
                                         bool hasDynamicRoot,
                                         SmallVectorImpl<Type> &inferred) {
  // (C1) is_unique(replica_groups); (C2) 0 <= replica_groups < N, the number
  // of replicas or partitions (unknown here: the groups need not cover it).
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(location, replicaGroups,
                                {"(C1)", "(C2)", /*mustCover=*/false,
                                 /*allowPadding=*/true},
                                groupSize)))
    return failure();
  size_t numOperands = operands.size();
  if (!hasDynamicRoot) {
    // (C3) size(operands) >= 1; type(results[j]) = type(operands[j]).
    if (numOperands < 1)
      return emitOptionalError(location,
                               "(C3) must have at least one operand");
    llvm::append_range(inferred, operands.getTypes());
    return success();
  }
  // (C4) size(operands) >= 2; the last operand has type
  // tensor<[size(operands)-1]xi32>; type(results[j]) = type(operands[j]).
  if (numOperands < 2)
    return emitOptionalError(location,
                             "(C4) with has_dynamic_root, must have at least "
                             "two operands: the values and the root indices");
  Value root = operands.back();
  auto rootType = cast<RankedTensorType>(root.getType());
  auto expected = RankedTensorType::get(
      {static_cast<int64_t>(numOperands - 1)},
      IntegerType::get(root.getContext(), 32));
  if (rootType != expected)
    return emitOptionalError(location,
                             "(C4) with has_dynamic_root, the last operand "
                             "holds one root index per other operand and must "
                             "have type ",
                             expected, ", got ", rootType);
  // (C6) 0 <= operands[size(operands)-1] < shape(replica_groups)[1], checked
  // when the root indices are a constant.
  DenseIntElementsAttr roots;
  if (root.getDefiningOp() && matchPattern(root, m_Constant(&roots)))
    for (const APInt &value : roots.getValues<APInt>()) {
      int64_t index = value.getSExtValue();
      if (index < 0 || (groupSize && index >= *groupSize))
        return emitOptionalError(
            location, "(C6) root index ", index, " must be in [0, ",
            groupSize ? std::to_string(*groupSize)
                      : std::string("size of a replica group"),
            ")");
    }
  // (C5) size(results) = size(operands) - 1.
  llvm::append_range(inferred, operands.drop_back().getTypes());
  return success();
}

LogicalResult checkSourceTargetPairs(std::optional<Location> location,
                                     Attribute sourceTargetPairs) {
  auto pairs = cast<DenseIntElementsAttr>(sourceTargetPairs);
  auto type = cast<ShapedType>(pairs.getType());
  // (C1) dim(source_target_pairs, 1) = 2 (of a 2-dimensional tensor, I2).
  if (type.getRank() != 2 || type.getDimSize(1) != 2)
    return emitOptionalError(location,
                             "(C1) source_target_pairs must have shape "
                             "[N, 2], got ",
                             type);
  SmallVector<int64_t> values;
  for (const APInt &value : pairs.getValues<APInt>())
    values.push_back(value.getSExtValue());
  Int64Set sources, targets;
  for (size_t i = 0; i < values.size(); i += 2) {
    int64_t source = values[i], target = values[i + 1];
    // (C4) 0 <= source_target_pairs (< N, unknown here).
    if (source < 0 || target < 0)
      return emitOptionalError(location, "(C4) source_target_pairs[", i / 2,
                               "] = [", source, ", ", target,
                               "] must hold process ids >= 0");
    // (C2) is_unique(source_target_pairs[:, 0]).
    if (!sources.insert(source).second)
      return emitOptionalError(location, "(C2) source ", source,
                               " appears more than once in "
                               "source_target_pairs; each process may send "
                               "to one target only");
    // (C3) is_unique(source_target_pairs[:, 1]).
    if (!targets.insert(target).second)
      return emitOptionalError(location, "(C3) target ", target,
                               " appears more than once in "
                               "source_target_pairs; each process may "
                               "receive from one source only");
  }
  return success();
}

LogicalResult inferCollectivePermuteOp(std::optional<Location> location,
                                       Type operandType,
                                       Attribute sourceTargetPairs,
                                       SmallVectorImpl<Type> &inferred) {
  if (failed(checkSourceTargetPairs(location, sourceTargetPairs)))
    return failure();
  // (C5) type(result) = type(operand).
  inferred.push_back(operandType);
  return success();
}

LogicalResult inferAsyncStartOp(std::optional<Location> location,
                                TypeRange operandTypes, Region &body,
                                SmallVectorImpl<Type> &inferred) {
  // (C1) body must contain a single operation and a return (of that
  // operation's results).
  if (body.empty())
    return emitOptionalError(location,
                             "(C1) region must contain exactly one operation "
                             "and a return, but body is empty");
  Block &block = body.front();
  size_t numOps = block.getOperations().size();
  if (numOps != 2 || !isa<ReturnOp>(block.back()))
    return emitOptionalError(
        location,
        "(C1) region must contain exactly one operation and a return, but "
        "body holds ",
        numOps, " operation(s)");
  Operation &inner = block.front();
  // (C2) the operation is a collective or a slice. collective_reduce, a
  // collective the spec's list predates, is accepted as upstream does.
  if (!isa<AllGatherOp, AllReduceOp, AllToAllOp, CollectiveBroadcastOp,
           CollectivePermuteOp, CollectiveReduceOp, ReduceScatterOp, SliceOp,
           DynamicSliceOp, DynamicUpdateSliceOp>(inner))
    return emitOptionalError(
        location,
        "(C2) region must contain a collective or slice operation "
        "(all_gather, all_reduce, all_to_all, collective_broadcast, "
        "collective_permute, collective_reduce, reduce_scatter, slice, "
        "dynamic_slice or dynamic_update_slice), got '",
        inner.getName(), "'");
  // (C3) the arguments to async_start are the ones passed to the operation:
  // the region's arguments stand for async_start's operands, and the
  // operation takes them, in order.
  if (operandTypes.size() != block.getNumArguments())
    return emitOptionalError(location, "(C3) number of operands (",
                             operandTypes.size(),
                             ") must match number of region arguments (",
                             block.getNumArguments(), ")");
  for (auto [index, type, arg] :
       llvm::enumerate(operandTypes, block.getArgumentTypes()))
    if (type != arg)
      return emitOptionalError(location, "(C3) operand type ", type,
                               " at index ", index,
                               " must match region argument type ", arg);
  if (!llvm::equal(inner.getOperands(), block.getArguments()))
    return emitOptionalError(
        location, "(C3) '", inner.getName(),
        "' in body must take the region arguments, in order, as its "
        "operands: they are async_start's operands");
  if (!llvm::equal(block.back().getOperands(), inner.getResults()))
    return emitOptionalError(location,
                             "(C1) the return of body must return the "
                             "results of '",
                             inner.getName(), "', in order");
  // (C4) if the operation returns type T, async_start returns future<T>.
  SmallVector<Type> types(inner.getResultTypes());
  inferred.push_back(FutureType::get(inner.getContext(), types));
  return success();
}

LogicalResult inferAsyncDoneOp(std::optional<Location> location,
                               Type operandType,
                               SmallVectorImpl<Type> &inferred) {
  // (C1) async_done of a future<T> returns T; it has one result.
  ArrayRef<Type> types = cast<FutureType>(operandType).getTypes();
  if (types.size() != 1)
    return emitOptionalError(location,
                             "(C1) future must have exactly one type "
                             "parameter, but got ",
                             types.size(), " (", operandType,
                             "): async_done has one result");
  inferred.push_back(types.front());
  return success();
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

namespace {

/// Checks that the window attribute `name`, if given, has `size` elements
/// (`sizeConstraint`, `size` being described as `sizeText`) and that they
/// are positive (`positiveConstraint`).
LogicalResult checkWindowSizes(std::optional<Location> location, StringRef name,
                               std::optional<ArrayRef<int64_t>> values,
                               int64_t size, StringRef sizeText,
                               StringRef sizeConstraint,
                               StringRef positiveConstraint) {
  if (!values)
    return success();
  if (static_cast<int64_t>(values->size()) != size)
    return emitOptionalError(location, sizeConstraint, " size(", name,
                             ") = ", values->size(), " must be ", sizeText,
                             " = ", size);
  for (auto [index, value] : llvm::enumerate(*values))
    if (value <= 0)
      return emitOptionalError(location, positiveConstraint, " ", name, "[",
                               index, "] = ", value, " must be positive");
  return success();
}

/// Checks that a list of spatial dimensions has N - 2 elements.
LogicalResult checkNumSpatial(std::optional<Location> location,
                              StringRef constraint, StringRef name,
                              ArrayRef<int64_t> dims, int64_t numSpatial) {
  if (static_cast<int64_t>(dims.size()) == numSpatial)
    return success();
  return emitOptionalError(location, constraint, " size(", name,
                           ") = ", dims.size(),
                           " must be N - 2 = ", numSpatial);
}

/// The spec's `num_windows` of convolution (C25): how many windows of
/// `window` elements, dilated by `rhsDilation`, fit with stride `stride` in
/// an input of `input` elements dilated by `lhsDilation` and padded by `low`
/// and `high`. The stride and dilations are positive.
CheckedInt64 numWindows(int64_t input, int64_t window, int64_t low,
                        int64_t high, int64_t stride, int64_t lhsDilation,
                        int64_t rhsDilation) {
  CheckedInt64 dilatedInput =
      input == 0 ? 0 : (CheckedInt64(input) - 1) * lhsDilation + 1;
  CheckedInt64 paddedInput = CheckedInt64(low) + dilatedInput + high;
  CheckedInt64 dilatedWindow =
      window == 0 ? 0 : (CheckedInt64(window) - 1) * rhsDilation + 1;
  if (paddedInput.hasOverflowed() || dilatedWindow.hasOverflowed())
    return CheckedInt64::overflowed();
  if (paddedInput.get() <= 0 || dilatedWindow.get() > paddedInput.get())
    return 0;
  return CheckedInt64((paddedInput.get() - dilatedWindow.get()) / stride) + 1;
}

/// The bound of a dynamic dimension `dim` of `type`, ShapedType::kDynamic
/// for a static dimension or no bound.
int64_t boundOf(RankedTensorType type, int64_t dim) {
  return type.isDynamicDim(dim) ? getSizeOrBound(type, dim)
                                : ShapedType::kDynamic;
}

/// `element`'s quantization dimension if it is per-axis quantized.
std::optional<int64_t> quantizedDimension(Type element) {
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element))
    return perAxis.getQuantizedDimension();
  return std::nullopt;
}

Type expressedType(Type element) {
  return cast<quant::QuantizedType>(element).getExpressedType();
}

/// True if dimension `dim` of `result` may hold a value of dimension `dim`
/// of the inferred `expected`: equal static sizes, or a dynamic size on
/// either side whose bound, if any, the other side's static size does not
/// exceed.
bool fitsInferredSize(RankedTensorType result, RankedTensorType expected,
                      int64_t dim) {
  int64_t size = result.getDimSize(dim), want = expected.getDimSize(dim);
  int64_t sizeBound = getSizeOrBound(result, dim);
  int64_t wantBound = getSizeOrBound(expected, dim);
  if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(want))
    return size == want;
  if (!ShapedType::isDynamic(size))
    return ShapedType::isDynamic(wantBound) || size <= wantBound;
  if (!ShapedType::isDynamic(want))
    return ShapedType::isDynamic(sizeBound) || want <= sizeBound;
  return true;
}

/// Reports on `op` that dimension `dim` of `result` must be that of the
/// inferred `expected` (a size, or at most a bound), naming `constraint` and
/// the spec's `formula` for it.
LogicalResult emitSizeMismatch(Operation *op, StringRef constraint,
                               RankedTensorType result,
                               RankedTensorType expected, int64_t dim,
                               StringRef formula) {
  InFlightDiagnostic diag = op->emitOpError();
  diag << constraint << " dimension " << dim << " of result (" << result
       << ") must be " << formula << " = ";
  if (expected.isDynamicDim(dim))
    diag << "a size of at most " << getSizeOrBound(expected, dim);
  else
    diag << expected.getDimSize(dim);
  return diag;
}

/// Checks (C27), (C28), (C29), (C31), (C32) and (C34) of convolution as far
/// as they concern lhs and rhs.
LogicalResult checkConvolutionOperandTypes(std::optional<Location> location,
                                           RankedTensorType lhs,
                                           RankedTensorType rhs,
                                           int64_t kernelOutputFeature) {
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  bool lhsQuantized = isQuantized(lhs), rhsQuantized = isQuantized(rhs);
  if (!lhsQuantized && !rhsQuantized) {
    // (C27) element_type(lhs) = element_type(rhs).
    if (lhsElement != rhsElement)
      return emitOptionalError(location,
                               "(C27) element types of lhs and rhs must be "
                               "equal, but got ",
                               lhsElement, " and ", rhsElement);
    return success();
  }
  // (C28) is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (!rhsQuantized)
    return emitOptionalError(location,
                             "(C28) rhs must be quantized when lhs is (lhs "
                             "element type ",
                             lhsElement, ", rhs element type ", rhsElement,
                             ")");
  // (C29) quantization_dimension(rhs) = kernel_output_feature_dimension.
  if (std::optional<int64_t> dim = quantizedDimension(rhsElement);
      dim && *dim != kernelOutputFeature)
    return emitOptionalError(location, "(C29) quantization dimension of rhs (",
                             *dim,
                             ") must be kernel_output_feature_dimension (",
                             kernelOutputFeature, ")");
  if (lhsQuantized) {
    // (C31) storage_type(lhs) = storage_type(rhs).
    if (getStorageOrElementType(lhsElement) !=
        getStorageOrElementType(rhsElement))
      return emitOptionalError(
          location,
          "(C31) storage types of lhs and rhs must be equal, but "
          "got ",
          getStorageOrElementType(lhsElement), " and ",
          getStorageOrElementType(rhsElement));
    // (C32) expressed_type(lhs) = expressed_type(rhs).
    if (expressedType(lhsElement) != expressedType(rhsElement))
      return emitOptionalError(
          location,
          "(C32) expressed types of lhs and rhs must be equal, but "
          "got ",
          expressedType(lhsElement), " and ", expressedType(rhsElement));
    return success();
  }
  // (C34) element_type(lhs) = expressed_type(rhs).
  if (lhsElement != expressedType(rhsElement))
    return emitOptionalError(location, "(C34) element type of lhs (",
                             lhsElement,
                             ") must be the expressed type of rhs (",
                             expressedType(rhsElement), ")");
  return success();
}

} // namespace

LogicalResult
inferConvolutionOp(std::optional<Location> location, Type lhsType, Type rhsType,
                   const ConvolutionWindow &window,
                   ConvDimensionNumbersAttr dims, int64_t featureGroupCount,
                   int64_t batchGroupCount,
                   std::optional<ArrayAttr> precisionConfig,
                   SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  // (C1) N = rank(lhs) = rank(rhs).
  int64_t rank = lhs.getRank();
  if (rhs.getRank() != rank)
    return emitOptionalError(location, "(C1) rank(lhs) = ", rank,
                             " and rank(rhs) = ", rhs.getRank(),
                             " must be equal");
  // A batch and a feature dimension besides the spatial ones (C12, C13).
  if (rank < 2)
    return emitOptionalError(location,
                             "(C12, C13) rank(lhs) = N must be at least 2 (a "
                             "batch and a feature dimension), got ",
                             rank);
  int64_t numSpatial = rank - 2;
  // (C2), (C3) window_strides; (C5), (C6) lhs_dilation; (C7), (C8)
  // rhs_dilation; (C9) window_reversal.
  if (failed(checkWindowSizes(location, "window_strides", window.windowStrides,
                              numSpatial, "N - 2", "(C2)", "(C3)")))
    return failure();
  // (C4) shape(padding) = [N - 2, 2].
  if (window.paddingType) {
    auto padding = cast<ShapedType>(window.paddingType);
    if (!padding.hasRank() || padding.getRank() != 2 ||
        padding.getDimSize(0) != numSpatial || padding.getDimSize(1) != 2)
      return emitOptionalError(location, "(C4) padding has type ", padding,
                               ", whose shape must be [N - 2, 2] = [",
                               numSpatial, ", 2]");
  }
  if (failed(checkWindowSizes(location, "lhs_dilation", window.lhsDilation,
                              numSpatial, "N - 2", "(C5)", "(C6)")) ||
      failed(checkWindowSizes(location, "rhs_dilation", window.rhsDilation,
                              numSpatial, "N - 2", "(C7)", "(C8)")))
    return failure();
  if (window.windowReversal &&
      static_cast<int64_t>(window.windowReversal->size()) != numSpatial)
    return emitOptionalError(location, "(C9) size(window_reversal) = ",
                             window.windowReversal->size(),
                             " must be N - 2 = ", numSpatial);
  // (C12), (C13) input dimensions.
  int64_t inputBatch = dims.getInputBatchDimension();
  int64_t inputFeature = dims.getInputFeatureDimension();
  ArrayRef<int64_t> inputSpatial = dims.getInputSpatialDimensions();
  if (failed(checkNumSpatial(location, "(C12)", "input_spatial_dimensions",
                             inputSpatial, numSpatial)))
    return failure();
  SmallVector<int64_t> inputDims{inputBatch};
  llvm::append_range(inputDims, inputSpatial);
  inputDims.push_back(inputFeature);
  if (failed(checkDimensions(location,
                             "input dimensions ([input_batch_dimension] + "
                             "input_spatial_dimensions + "
                             "[input_feature_dimension])",
                             inputDims, rank, "(C13)", "(C13)")))
    return failure();
  // (C17), (C18) kernel dimensions.
  int64_t kernelInputFeature = dims.getKernelInputFeatureDimension();
  int64_t kernelOutputFeature = dims.getKernelOutputFeatureDimension();
  ArrayRef<int64_t> kernelSpatial = dims.getKernelSpatialDimensions();
  if (failed(checkNumSpatial(location, "(C17)", "kernel_spatial_dimensions",
                             kernelSpatial, numSpatial)))
    return failure();
  SmallVector<int64_t> kernelDims(kernelSpatial);
  kernelDims.push_back(kernelInputFeature);
  kernelDims.push_back(kernelOutputFeature);
  if (failed(checkDimensions(location,
                             "kernel dimensions (kernel_spatial_dimensions + "
                             "[kernel_input_feature_dimension] + "
                             "[kernel_output_feature_dimension])",
                             kernelDims, rank, "(C18)", "(C18)")))
    return failure();
  // (C19), (C20) output dimensions.
  int64_t outputBatch = dims.getOutputBatchDimension();
  int64_t outputFeature = dims.getOutputFeatureDimension();
  ArrayRef<int64_t> outputSpatial = dims.getOutputSpatialDimensions();
  if (failed(checkNumSpatial(location, "(C19)", "output_spatial_dimensions",
                             outputSpatial, numSpatial)))
    return failure();
  SmallVector<int64_t> outputDims{outputBatch};
  llvm::append_range(outputDims, outputSpatial);
  outputDims.push_back(outputFeature);
  if (failed(checkDimensions(location,
                             "output dimensions ([output_batch_dimension] + "
                             "output_spatial_dimensions + "
                             "[output_feature_dimension])",
                             outputDims, rank, "(C20)", "(C20)")))
    return failure();
  // (C21) 0 < feature_group_count; (C22) 0 < batch_group_count. These are
  // the attributes' own constraints, checked again here because builders
  // call this before verifying them, and the checks below divide by them.
  if (featureGroupCount <= 0 || batchGroupCount <= 0)
    return emitOptionalError(
        location, featureGroupCount <= 0 ? "(C21) feature_group_count ("
                                         : "(C22) batch_group_count (",
        featureGroupCount <= 0 ? featureGroupCount : batchGroupCount,
        ") must be positive");
  // (C10) dim(lhs, input_batch_dimension) % batch_group_count = 0.
  int64_t batchSize = lhs.getDimSize(inputBatch);
  if (!ShapedType::isDynamic(batchSize) && batchSize % batchGroupCount != 0)
    return emitOptionalError(
        location, "(C10) dim(lhs, input_batch_dimension = ", inputBatch,
        ") = ", batchSize, " must be a multiple of batch_group_count (",
        batchGroupCount, ")");
  // (C11) dim(lhs, input_feature_dimension) % feature_group_count = 0.
  int64_t featureSize = lhs.getDimSize(inputFeature);
  if (!ShapedType::isDynamic(featureSize) &&
      featureSize % featureGroupCount != 0)
    return emitOptionalError(
        location, "(C11) dim(lhs, input_feature_dimension = ", inputFeature,
        ") = ", featureSize, " must be a multiple of feature_group_count (",
        featureGroupCount, ")");
  // (C14) dim(rhs, kernel_input_feature_dimension) =
  // dim(lhs, input_feature_dimension) / feature_group_count.
  int64_t kernelInputSize = rhs.getDimSize(kernelInputFeature);
  if (!ShapedType::isDynamic(featureSize) &&
      !ShapedType::isDynamic(kernelInputSize) &&
      kernelInputSize != featureSize / featureGroupCount)
    return emitOptionalError(
        location,
        "(C14) dim(rhs, kernel_input_feature_dimension = ", kernelInputFeature,
        ") = ", kernelInputSize,
        " must be dim(lhs, input_feature_dimension) / feature_group_count = ",
        featureSize, " / ", featureGroupCount, " = ",
        featureSize / featureGroupCount);
  // (C15), (C16) dim(rhs, kernel_output_feature_dimension) is a multiple of
  // batch_group_count and of feature_group_count.
  int64_t kernelOutputSize = rhs.getDimSize(kernelOutputFeature);
  if (!ShapedType::isDynamic(kernelOutputSize)) {
    if (kernelOutputSize % batchGroupCount != 0)
      return emitOptionalError(
          location, "(C15) dim(rhs, kernel_output_feature_dimension = ",
          kernelOutputFeature, ") = ", kernelOutputSize,
          " must be a multiple of batch_group_count (", batchGroupCount, ")");
    if (kernelOutputSize % featureGroupCount != 0)
      return emitOptionalError(
          location, "(C16) dim(rhs, kernel_output_feature_dimension = ",
          kernelOutputFeature, ") = ", kernelOutputSize,
          " must be a multiple of feature_group_count (", featureGroupCount,
          ")");
  }
  // (C23) feature_group_count = 1 or batch_group_count = 1.
  if (featureGroupCount != 1 && batchGroupCount != 1)
    return emitOptionalError(location, "(C23) feature_group_count (",
                             featureGroupCount, ") or batch_group_count (",
                             batchGroupCount, ") must be 1");
  // (C24) size(precision_config) = 2; an absent or empty precision_config
  // stands for [DEFAULT, DEFAULT].
  if (precisionConfig && !precisionConfig->empty() &&
      precisionConfig->size() != 2)
    return emitOptionalError(
        location, "(C24) size(precision_config) = ", precisionConfig->size(),
        " must be 2 (one per operand)");
  if (failed(checkConvolutionOperandTypes(location, lhs, rhs,
                                          kernelOutputFeature)))
    return failure();

  // (C25) the result shape.
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
  SmallVector<int64_t> bounds(rank, ShapedType::kDynamic);
  auto divideSize = [](int64_t size, int64_t divisor) {
    return ShapedType::isDynamic(size) ? size : size / divisor;
  };
  shape[outputBatch] = divideSize(batchSize, batchGroupCount);
  bounds[outputBatch] = divideSize(boundOf(lhs, inputBatch), batchGroupCount);
  shape[outputFeature] = kernelOutputSize;
  bounds[outputFeature] = boundOf(rhs, kernelOutputFeature);
  // Absent padding is zero; a dynamic_conv padding that is not a constant
  // leaves the spatial sizes unknown.
  std::optional<SmallVector<int64_t>> padding = window.padding;
  if (!window.paddingType)
    padding = SmallVector<int64_t>(2 * numSpatial, 0);
  for (int64_t i = 0; i < numSpatial; ++i) {
    int64_t windowSize = rhs.getDimSize(kernelSpatial[i]);
    if (!padding || ShapedType::isDynamic(windowSize))
      continue;
    auto attrAt = [&](std::optional<ArrayRef<int64_t>> values) {
      return values ? (*values)[i] : 1;
    };
    auto windows = [&](int64_t input) -> FailureOr<int64_t> {
      int64_t low = (*padding)[2 * i], high = (*padding)[2 * i + 1];
      CheckedInt64 count = numWindows(
          input, windowSize, low, high, attrAt(window.windowStrides),
          attrAt(window.lhsDilation), attrAt(window.rhsDilation));
      if (count.hasOverflowed())
        return emitInt64Overflow(
            location, "(C25) num_windows of spatial dimension ", i,
            " (an input of size ", input, " dilated by lhs_dilation[", i,
            "] = ", attrAt(window.lhsDilation), " and padded by padding[", i,
            "] = [", low, ", ", high, "], a window of size ", windowSize,
            " dilated by rhs_dilation[", i, "] = ",
            attrAt(window.rhsDilation), ")");
      return count.get();
    };
    int64_t input = lhs.getDimSize(inputSpatial[i]);
    int64_t inputBound = boundOf(lhs, inputSpatial[i]);
    int64_t &size = shape[outputSpatial[i]], &bound = bounds[outputSpatial[i]];
    int64_t &target = ShapedType::isDynamic(input) ? bound : size;
    int64_t from = ShapedType::isDynamic(input) ? inputBound : input;
    if (ShapedType::isDynamic(from))
      continue;
    FailureOr<int64_t> count = windows(from);
    if (failed(count))
      return failure();
    target = *count;
  }
  for (auto [size, bound] : llvm::zip(shape, bounds))
    if (!ShapedType::isDynamic(size))
      bound = ShapedType::kDynamic;
  // (C27), (C34): element_type(result) = element_type(lhs) unless lhs is
  // quantized; a quantized result's parameters are its own.
  Type element = isQuantized(lhs) ? Type() : lhs.getElementType();
  RankedTensorType bounded =
      getBoundedTensorType(shape, bounds, lhs.getElementType());
  inferred.emplace_back(shape, element, bounded.getEncoding());
  return success();
}

LogicalResult verifyConvolutionResult(Operation *op, Type lhsType, Type rhsType,
                                      Type resultType,
                                      ConvDimensionNumbersAttr dims,
                                      const ShapedTypeComponents &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  auto result = cast<RankedTensorType>(resultType);
  // (C26) rank(result) = N.
  if (result.getRank() != lhs.getRank())
    return op->emitOpError()
           << "(C26) result has type " << result
           << ", whose rank must be N = rank(lhs) = " << lhs.getRank();
  // (C25) dim(result, result_dim), per the spec's formula.
  auto expected = RankedTensorType::get(
      inferred.getDims(), lhs.getElementType(), inferred.getAttribute());
  int64_t outputBatch = dims.getOutputBatchDimension();
  int64_t outputFeature = dims.getOutputFeatureDimension();
  for (int64_t dim = 0; dim < result.getRank(); ++dim) {
    if (fitsInferredSize(result, expected, dim))
      continue;
    StringRef formula =
        dim == outputBatch
            ? "dim(lhs, input_batch_dimension) / batch_group_count"
        : dim == outputFeature ? "dim(rhs, kernel_output_feature_dimension)"
                               : "num_windows";
    return emitSizeMismatch(op, "(C25)", result, expected, dim, formula);
  }
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  Type resultElement = result.getElementType();
  bool lhsQuantized = isQuantized(lhs), rhsQuantized = isQuantized(rhs);
  bool resultQuantized = isQuantized(result);
  if (!lhsQuantized && !rhsQuantized && !resultQuantized) {
    // (C27) element_type(lhs) = element_type(result).
    if (resultElement != lhsElement)
      return op->emitOpError()
             << "(C27) element type of result (" << resultElement
             << ") must be the element type of lhs and rhs (" << lhsElement
             << ")";
    return success();
  }
  // (C28) is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (!rhsQuantized || lhsQuantized != resultQuantized)
    return op->emitOpError()
           << "(C28) rhs must be quantized, and result must be quantized "
              "exactly when lhs is (element types: lhs "
           << lhsElement << ", rhs " << rhsElement << ", result "
           << resultElement << ")";
  // (C30) quantization_dimension(result) = output_feature_dimension.
  if (std::optional<int64_t> dim = quantizedDimension(resultElement);
      dim && *dim != outputFeature)
    return op->emitOpError()
           << "(C30) quantization dimension of result (" << *dim
           << ") must be output_feature_dimension (" << outputFeature << ")";
  if (lhsQuantized) {
    // (C32) expressed_type(result) = expressed_type(lhs).
    if (expressedType(resultElement) != expressedType(lhsElement))
      return op->emitOpError()
             << "(C32) expressed type of result ("
             << expressedType(resultElement)
             << ") must be the expressed type of lhs and rhs ("
             << expressedType(lhsElement) << ")";
    // (C33) a per-tensor quantized rhs gives a per-tensor quantized result.
    if (!isPerAxisQuantized(rhs) && isPerAxisQuantized(result))
      return op->emitOpError()
             << "(C33) result must be per-tensor quantized since rhs is, "
                "got "
             << resultElement;
    return success();
  }
  // (C34) element_type(result) = element_type(lhs); C28 has made the result
  // non-quantized.
  if (resultElement != lhsElement)
    return op->emitOpError()
           << "(C34) element type of result (" << resultElement
           << ") must be the element type of lhs (" << lhsElement << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

bool isKnownDotAlgorithm(DotAlgorithmAttr algorithm) {
  if (algorithm.getLhsComponentCount() != 1 ||
      algorithm.getRhsComponentCount() != 1)
    return false;
  Type lhs = algorithm.getLhsPrecisionType();
  Type rhs = algorithm.getRhsPrecisionType();
  Type accumulation = algorithm.getAccumulationType();
  int64_t operations = algorithm.getNumPrimitiveOperations();
  // Any 8-bit float (but the scale type f8E8M0FNU) on either side,
  // accumulated in f32, possibly imprecisely.
  auto isF8 = [](Type type) {
    auto floatType = dyn_cast<FloatType>(type);
    return floatType && floatType.getWidth() == 8 &&
           !isa<Float8E8M0FNUType>(type);
  };
  if (isF8(lhs) && isF8(rhs))
    return accumulation.isF32() && operations == 1;
  if (algorithm.getAllowImpreciseAccumulation() || lhs != rhs)
    return false;
  auto oneOf = [&](std::initializer_list<int64_t> counts) {
    return llvm::is_contained(counts, operations);
  };
  if (lhs.isF16())
    return (accumulation.isF16() || accumulation.isF32()) && oneOf({1});
  if (lhs.isBF16())
    return (accumulation.isBF16() && oneOf({1})) ||
           (accumulation.isF32() && oneOf({1, 3, 6, 9}));
  if (isa<FloatTF32Type>(lhs))
    return accumulation.isF32() && oneOf({1, 3});
  if (lhs.isF32())
    return accumulation.isF32() && oneOf({1});
  if (lhs.isF64())
    return accumulation.isF64() && oneOf({1});
  return false;
}

namespace {

/// All zero points of a quantized element type.
SmallVector<int64_t> zeroPoints(Type element) {
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element))
    return SmallVector<int64_t>(perAxis.getZeroPoints());
  return {cast<quant::UniformQuantizedType>(element).getZeroPoint()};
}

/// Checks (C13-C18) and (C20) of dot_general as far as they concern lhs
/// and rhs.
LogicalResult checkDotGeneralOperandTypes(std::optional<Location> location,
                                          RankedTensorType lhs,
                                          RankedTensorType rhs,
                                          ArrayRef<int64_t> rhsContracting) {
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  bool lhsQuantized = isQuantized(lhs), rhsQuantized = isQuantized(rhs);
  if (!lhsQuantized && !rhsQuantized) {
    // (C13) element_type(lhs) = element_type(rhs).
    if (lhsElement != rhsElement)
      return emitOptionalError(location,
                               "(C13) element types of lhs and rhs must be "
                               "equal, but got ",
                               lhsElement, " and ", rhsElement);
    return success();
  }
  // (C14) is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (!rhsQuantized)
    return emitOptionalError(location,
                             "(C14) rhs must be quantized when lhs is (lhs "
                             "element type ",
                             lhsElement, ", rhs element type ", rhsElement,
                             ")");
  // (C15) zero_points(rhs) = 0.
  for (int64_t zeroPoint : zeroPoints(rhsElement))
    if (zeroPoint != 0)
      return emitOptionalError(location, "(C15) zero points of rhs (",
                               rhsElement, ") must be 0, got ", zeroPoint);
  // (C16) quantization_dimension(rhs) not in rhs_contracting_dimensions.
  if (std::optional<int64_t> dim = quantizedDimension(rhsElement);
      dim && llvm::is_contained(rhsContracting, *dim))
    return emitOptionalError(location, "(C16) quantization dimension of rhs (",
                             *dim,
                             ") must not be one of rhs_contracting_dimensions");
  if (lhsQuantized) {
    // (C17) storage_type(lhs) = storage_type(rhs).
    if (getStorageOrElementType(lhsElement) !=
        getStorageOrElementType(rhsElement))
      return emitOptionalError(
          location,
          "(C17) storage types of lhs and rhs must be equal, but "
          "got ",
          getStorageOrElementType(lhsElement), " and ",
          getStorageOrElementType(rhsElement));
    // (C18) expressed_type(lhs) = expressed_type(rhs).
    if (expressedType(lhsElement) != expressedType(rhsElement))
      return emitOptionalError(
          location,
          "(C18) expressed types of lhs and rhs must be equal, but "
          "got ",
          expressedType(lhsElement), " and ", expressedType(rhsElement));
    return success();
  }
  // (C20) element_type(lhs) = expressed_type(rhs).
  if (lhsElement != expressedType(rhsElement))
    return emitOptionalError(location, "(C20) element type of lhs (",
                             lhsElement,
                             ") must be the expressed type of rhs (",
                             expressedType(rhsElement), ")");
  return success();
}

/// Checks that `lhs` dimensions `lhsDims` and `rhs` dimensions `rhsDims`
/// have equal sizes (`constraint`), naming them as `what`.
LogicalResult checkPairedSizes(std::optional<Location> location,
                               StringRef constraint, StringRef what,
                               RankedTensorType lhs, ArrayRef<int64_t> lhsDims,
                               RankedTensorType rhs,
                               ArrayRef<int64_t> rhsDims) {
  for (auto [l, r] : llvm::zip(lhsDims, rhsDims)) {
    int64_t lhsSize = lhs.getDimSize(l), rhsSize = rhs.getDimSize(r);
    if (ShapedType::isDynamic(lhsSize) || ShapedType::isDynamic(rhsSize) ||
        lhsSize == rhsSize)
      continue;
    return emitOptionalError(location, constraint, " ", what,
                             " dimensions must have equal sizes, but lhs "
                             "dimension ",
                             l, " has size ", lhsSize, " and rhs dimension ", r,
                             " has size ", rhsSize);
  }
  return success();
}

} // namespace

LogicalResult
inferDotGeneralOp(std::optional<Location> location, Type lhsType, Type rhsType,
                  DotDimensionNumbersAttr dims,
                  std::optional<ArrayAttr> precisionConfig,
                  DotAlgorithmAttr algorithm,
                  SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  ArrayRef<int64_t> lhsBatching = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rhsBatching = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lhsContracting = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rhsContracting = dims.getRhsContractingDimensions();
  // (C1) size(lhs_batching_dimensions) = size(rhs_batching_dimensions).
  if (lhsBatching.size() != rhsBatching.size())
    return emitOptionalError(
        location,
        "(C1) lhs and rhs must have the same number of batching "
        "dimensions, but got ",
        lhsBatching.size(), " and ", rhsBatching.size());
  // (C2) size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions).
  if (lhsContracting.size() != rhsContracting.size())
    return emitOptionalError(
        location,
        "(C2) lhs and rhs must have the same number of contracting "
        "dimensions, but got ",
        lhsContracting.size(), " and ", rhsContracting.size());
  // (C5-C8) the dimensions are within the ranks; then (C3), (C4) unique.
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  if (failed(checkDimensions(location, "lhs_batching_dimensions", lhsBatching,
                             lhsRank, "(C5)", "")) ||
      failed(checkDimensions(location, "lhs_contracting_dimensions",
                             lhsContracting, lhsRank, "(C6)", "")) ||
      failed(checkDimensions(location, "rhs_batching_dimensions", rhsBatching,
                             rhsRank, "(C7)", "")) ||
      failed(checkDimensions(location, "rhs_contracting_dimensions",
                             rhsContracting, rhsRank, "(C8)", "")))
    return failure();
  SmallVector<int64_t> lhsDims(lhsBatching), rhsDims(rhsBatching);
  llvm::append_range(lhsDims, lhsContracting);
  llvm::append_range(rhsDims, rhsContracting);
  if (failed(checkDimensions(
          location, "lhs_batching_dimensions + lhs_contracting_dimensions",
          lhsDims, lhsRank, "(C3)", "(C3)")) ||
      failed(checkDimensions(
          location, "rhs_batching_dimensions + rhs_contracting_dimensions",
          rhsDims, rhsRank, "(C4)", "(C4)")))
    return failure();
  // (C9), (C10) paired dimensions have equal sizes.
  if (failed(checkPairedSizes(location, "(C9)", "batching", lhs, lhsBatching,
                              rhs, rhsBatching)) ||
      failed(checkPairedSizes(location, "(C10)", "contracting", lhs,
                              lhsContracting, rhs, rhsContracting)))
    return failure();
  // (C11) size(precision_config) = 2; absent or empty stands for [DEFAULT,
  // DEFAULT].
  if (precisionConfig && !precisionConfig->empty() &&
      precisionConfig->size() != 2)
    return emitOptionalError(
        location, "(C11) size(precision_config) = ", precisionConfig->size(),
        " must be 2 (one per operand)");
  if (failed(checkDotGeneralOperandTypes(location, lhs, rhs, rhsContracting)))
    return failure();
  if (algorithm) {
    // (C21) precision_config... = DEFAULT when an algorithm is given; (C22-
    // C24) are the attribute's own checks.
    for (auto [index, precision] :
         llvm::enumerate(precisionConfig ? precisionConfig->getValue()
                                         : ArrayRef<Attribute>{}))
      if (cast<PrecisionAttr>(precision).getValue() != Precision::DEFAULT)
        return emitOptionalError(location, "(C21) precision_config[", index,
                                 "] is ", precision,
                                 ", but must be DEFAULT when an algorithm is "
                                 "given");
    // The spec admits only algorithms known to run somewhere.
    if (!isKnownDotAlgorithm(algorithm))
      return emitOptionalError(
          location, "dot algorithm ", algorithm,
          " is not supported: the supported ones have component counts 1 "
          "and are f8 x f8 -> f32 (imprecise accumulation allowed), f16 x "
          "f16 -> f16 or f32, bf16 x bf16 -> bf16, bf16 x bf16 -> f32 in 1, "
          "3, 6 or 9 primitive operations, tf32 x tf32 -> f32 in 1 or 3, "
          "f32 x f32 -> f32 and f64 x f64 -> f64");
  }

  // (C12) shape(result) = dim(lhs, lhs_batching_dimensions) +
  // dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions).
  SmallVector<int64_t> shape, bounds;
  for (auto [l, r] : llvm::zip(lhsBatching, rhsBatching)) {
    // The static size of either side, else the smaller bound.
    int64_t size = lhs.isDynamicDim(l) ? rhs.getDimSize(r) : lhs.getDimSize(l);
    int64_t bound = boundOf(lhs, l), rhsBound = boundOf(rhs, r);
    if (ShapedType::isDynamic(bound) ||
        (!ShapedType::isDynamic(rhsBound) && rhsBound < bound))
      bound = rhsBound;
    shape.push_back(size);
    bounds.push_back(ShapedType::isDynamic(size) ? bound
                                                 : ShapedType::kDynamic);
  }
  auto appendFree = [&](RankedTensorType type, ArrayRef<int64_t> used) {
    for (int64_t dim = 0; dim < type.getRank(); ++dim) {
      if (llvm::is_contained(used, dim))
        continue;
      shape.push_back(type.getDimSize(dim));
      bounds.push_back(boundOf(type, dim));
    }
  };
  appendFree(lhs, lhsDims);
  appendFree(rhs, rhsDims);
  // (C20): a float lhs with a quantized rhs gives lhs's element type;
  // otherwise the spec leaves the result's element type to the op.
  Type element =
      !isQuantized(lhs) && isQuantized(rhs) ? lhs.getElementType() : Type();
  RankedTensorType bounded =
      getBoundedTensorType(shape, bounds, lhs.getElementType());
  inferred.emplace_back(shape, element, bounded.getEncoding());
  return success();
}

LogicalResult verifyDotGeneralResult(Operation *op, Type lhsType, Type rhsType,
                                     Type resultType,
                                     const ShapedTypeComponents &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  auto result = cast<RankedTensorType>(resultType);
  auto expected = RankedTensorType::get(
      inferred.getDims(), lhs.getElementType(), inferred.getAttribute());
  // (C12) the result shape.
  if (result.getRank() != expected.getRank())
    return op->emitOpError()
           << "(C12) result has type " << result << ", whose rank must be "
           << expected.getRank()
           << " (batching, then lhs's and rhs's other dimensions), as in "
           << expected;
  for (int64_t dim = 0; dim < result.getRank(); ++dim) {
    if (fitsInferredSize(result, expected, dim))
      continue;
    std::string formula;
    llvm::raw_string_ostream(formula) << "its size in '" << expected << "'";
    return emitSizeMismatch(op, "(C12)", result, expected, dim, formula);
  }
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  Type resultElement = result.getElementType();
  bool lhsQuantized = isQuantized(lhs), rhsQuantized = isQuantized(rhs);
  bool resultQuantized = isQuantized(result);
  // Without quantization the spec leaves the result's element type open.
  if (!lhsQuantized && !rhsQuantized && !resultQuantized)
    return success();
  // (C14) is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (!rhsQuantized || lhsQuantized != resultQuantized)
    return op->emitOpError()
           << "(C14) rhs must be quantized, and result must be quantized "
              "exactly when lhs is (element types: lhs "
           << lhsElement << ", rhs " << rhsElement << ", result "
           << resultElement << ")";
  if (lhsQuantized) {
    // (C18) expressed_type(result) = expressed_type(lhs).
    if (expressedType(resultElement) != expressedType(lhsElement))
      return op->emitOpError()
             << "(C18) expressed type of result ("
             << expressedType(resultElement)
             << ") must be the expressed type of lhs and rhs ("
             << expressedType(lhsElement) << ")";
    // (C19) a per-tensor quantized rhs gives a per-tensor quantized result.
    if (!isPerAxisQuantized(rhs) && isPerAxisQuantized(result))
      return op->emitOpError()
             << "(C19) result must be per-tensor quantized since rhs is, "
                "got "
             << resultElement;
    return success();
  }
  // (C20) element_type(result) = element_type(lhs).
  if (resultElement != lhsElement)
    return op->emitOpError()
           << "(C20) element type of result (" << resultElement
           << ") must be the element type of lhs (" << lhsElement << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// send and recv
//===----------------------------------------------------------------------===//

LogicalResult checkSendRecv(std::optional<Location> location, bool isRecv,
                            Attribute channelHandle, bool isHostTransfer,
                            Attribute sourceTargetPairs) {
  // (C1-C4) source_target_pairs, as collective_permute's.
  if (sourceTargetPairs &&
      failed(checkSourceTargetPairs(location, sourceTargetPairs)))
    return failure();
  // (C5) channel_type is DEVICE_TO_HOST (2) if is_host_transfer, else
  // DEVICE_TO_DEVICE (1). A recv from the host may also say HOST_TO_DEVICE
  // (3), as upstream's own artifacts do.
  constexpr int64_t kDeviceToDevice = 1, kDeviceToHost = 2, kHostToDevice = 3;
  int64_t type = cast<ChannelHandleAttr>(channelHandle).getType();
  bool valid = isHostTransfer
                   ? type == kDeviceToHost || (isRecv && type == kHostToDevice)
                   : type == kDeviceToDevice;
  if (valid)
    return success();
  return emitOptionalError(
      location, "(C5) channel type ", type,
      " is not allowed with "
      "is_host_transfer = ",
      isHostTransfer ? "true" : "false", ": it must be ",
      isHostTransfer ? (isRecv ? "2 (DEVICE_TO_HOST) or 3 (HOST_TO_DEVICE)"
                               : "2 (DEVICE_TO_HOST)")
                     : "1 (DEVICE_TO_DEVICE)");
}

LogicalResult inferSendOp(std::optional<Location> location,
                          Attribute channelHandle, bool isHostTransfer,
                          Attribute sourceTargetPairs,
                          SmallVectorImpl<Type> &inferred) {
  if (failed(checkSendRecv(location, /*isRecv=*/false, channelHandle,
                           isHostTransfer, sourceTargetPairs)))
    return failure();
  inferred.push_back(TokenType::get(channelHandle.getContext()));
  return success();
}

//===----------------------------------------------------------------------===//
// gather and scatter
//===----------------------------------------------------------------------===//

namespace {

/// Checks that `dims` is sorted (`constraint`), naming it `name`.
LogicalResult checkSorted(std::optional<Location> location,
                          StringRef constraint, StringRef name,
                          ArrayRef<int64_t> dims) {
  for (size_t i = 1; i < dims.size(); ++i)
    if (dims[i - 1] > dims[i])
      return emitOptionalError(location, constraint, " ", name,
                               " must be sorted, but ", dims[i - 1],
                               " comes before ", dims[i]);
  return success();
}

/// Checks that `dims` has no repeated element (`constraint`).
LogicalResult checkUnique(std::optional<Location> location,
                          StringRef constraint, StringRef name,
                          ArrayRef<int64_t> dims) {
  Int64Set seen;
  for (int64_t dim : dims)
    if (!seen.insert(dim).second)
      return emitOptionalError(location, constraint, " ", name, " element ",
                               dim, " is repeated");
  return success();
}

SmallVector<int64_t> concat(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  SmallVector<int64_t> result(a);
  llvm::append_range(result, b);
  return result;
}

/// What gather and scatter share: the indices tensor, the operand (input)
/// batching dimensions, the collapsed (inserted) dimensions, the map of index
/// vector elements to operand dimensions and index_vector_dim, with the
/// labels of the constraints on them and the names of the fields.
struct IndexingDims {
  RankedTensorType operand, indices;
  ArrayRef<int64_t> collapsed, operandBatching, indicesBatching, indexMap;
  int64_t indexVectorDim;
};
struct IndexingLabels {
  StringRef collapsed, operandBatching, indicesBatching, indexMap, operand,
      indices;
  StringRef indexVectorRange, indexMapSize, uniqueCollapsedBatching,
      sortedCollapsed, collapsedRange, sortedBatching, batchingRange,
      uniqueIndicesBatching, indicesBatchingRange, indexVectorNotBatching,
      batchingSizes, batchingDimSizes, uniqueMapBatching, mapRange;
};

/// Checks the constraints gather and scatter share on their indexing
/// dimensions (gather's (C2), (C3), (C6-C8), (C10), (C11), (C13-C19) and
/// scatter's (C9-C22) but (C19)'s twin).
LogicalResult checkIndexingDims(std::optional<Location> location,
                                const IndexingDims &d,
                                const IndexingLabels &l) {
  int64_t operandRank = d.operand.getRank();
  int64_t indicesRank = d.indices.getRank();
  // 0 <= index_vector_dim <= rank(indices).
  if (d.indexVectorDim < 0 || d.indexVectorDim > indicesRank)
    return emitOptionalError(
        location, l.indexVectorRange, " index_vector_dim (", d.indexVectorDim,
        ") must be in [0, ", indicesRank, "], the rank of ", l.indices);
  // size(index map) = index_vector_dim < rank(indices) ?
  // dim(indices, index_vector_dim) : 1.
  int64_t indexVectorSize = d.indexVectorDim < indicesRank
                                ? d.indices.getDimSize(d.indexVectorDim)
                                : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(d.indexMap.size()) != indexVectorSize)
    return emitOptionalError(location, l.indexMapSize, " size(", l.indexMap,
                             ") = ", d.indexMap.size(),
                             " must be the size of the index vectors, ",
                             indexVectorSize);
  // is_unique(collapsed + operand batching); sorted; in range.
  if (failed(checkDimensions(location, l.collapsed, d.collapsed, operandRank,
                             l.collapsedRange, "")) ||
      failed(checkDimensions(location, l.operandBatching, d.operandBatching,
                             operandRank, l.batchingRange, "")) ||
      failed(checkUnique(location, l.uniqueCollapsedBatching,
                         (l.collapsed + " + " + l.operandBatching).str(),
                         concat(d.collapsed, d.operandBatching))) ||
      failed(
          checkSorted(location, l.sortedCollapsed, l.collapsed, d.collapsed)) ||
      failed(checkSorted(location, l.sortedBatching, l.operandBatching,
                         d.operandBatching)))
    return failure();
  // indices batching dims: unique, in range, not index_vector_dim.
  if (failed(checkDimensions(location, l.indicesBatching, d.indicesBatching,
                             indicesRank, l.indicesBatchingRange,
                             l.uniqueIndicesBatching)))
    return failure();
  if (llvm::is_contained(d.indicesBatching, d.indexVectorDim))
    return emitOptionalError(location, l.indexVectorNotBatching,
                             " index_vector_dim (", d.indexVectorDim,
                             ") must not be one of ", l.indicesBatching);
  // as many operand as indices batching dims, of equal sizes.
  if (d.operandBatching.size() != d.indicesBatching.size())
    return emitOptionalError(
        location, l.batchingSizes, " size(", l.operandBatching,
        ") = ", d.operandBatching.size(), " must equal size(",
        l.indicesBatching, ") = ", d.indicesBatching.size());
  for (auto [o, i] : llvm::zip(d.operandBatching, d.indicesBatching)) {
    int64_t operandSize = d.operand.getDimSize(o);
    int64_t indicesSize = d.indices.getDimSize(i);
    if (!ShapedType::isDynamic(operandSize) &&
        !ShapedType::isDynamic(indicesSize) && operandSize != indicesSize)
      return emitOptionalError(location, l.batchingDimSizes, " dimension ", o,
                               " of ", l.operand, " (size ", operandSize,
                               ") and dimension ", i, " of ", l.indices,
                               " (size ", indicesSize,
                               ") are paired batching dimensions and must "
                               "have equal sizes");
  }
  // the index map: in range, and unique together with the batching dims.
  if (failed(checkDimensions(location, l.indexMap, d.indexMap, operandRank,
                             l.mapRange, "")) ||
      failed(checkUnique(location, l.uniqueMapBatching,
                         (l.indexMap + " + " + l.operandBatching).str(),
                         concat(d.indexMap, d.operandBatching))))
    return failure();
  return success();
}

} // namespace

namespace {

/// The labels of the constraints gather and dynamic_gather share, in each
/// op's section of the spec. dynamic_gather's section predates the batching
/// dimensions: its checks on them carry gather's label ("(gather C10)"),
/// and where its constraint is gather's without them (C1, C6, C9), the
/// check covers the batching dimensions as gather's does.
struct GatherLabels {
  IndexingLabels indexing;
  StringRef rank, offsetDims, offsetDimsRange, collapsedSliceSizes,
      batchingSliceSizes, sliceSizesSize, sliceSizesRange;
};

/// The shape function of gather and dynamic_gather: `numSliceSizes` slice
/// sizes, whose values are `sliceSizes` when known; an unknown slice size
/// gives a dynamic result dimension.
LogicalResult
inferGatherLike(std::optional<Location> location, RankedTensorType operand,
                RankedTensorType indices, GatherDimensionNumbersAttr dims,
                int64_t numSliceSizes,
                std::optional<ArrayRef<int64_t>> sliceSizes,
                const GatherLabels &labels, SmallVectorImpl<Type> &inferred) {
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatching = dims.getOperandBatchingDims();
  int64_t operandRank = operand.getRank();
  // rank(operand) = size(offset_dims) + size(collapsed_slice_dims) +
  // size(operand_batching_dims).
  int64_t numDims = static_cast<int64_t>(offsetDims.size() + collapsed.size() +
                                         operandBatching.size());
  if (numDims != operandRank)
    return emitOptionalError(
        location, labels.rank, " rank(operand) = ", operandRank,
        " must be size(offset_dims) + size(collapsed_slice_dims) + "
        "size(operand_batching_dims) = ",
        offsetDims.size(), " + ", collapsed.size(), " + ",
        operandBatching.size());
  IndexingDims indexing{operand,
                        indices,
                        collapsed,
                        operandBatching,
                        dims.getStartIndicesBatchingDims(),
                        dims.getStartIndexMap(),
                        dims.getIndexVectorDim()};
  if (failed(checkIndexingDims(location, indexing, labels.indexing)))
    return failure();
  // is_unique(offset_dims) and is_sorted(offset_dims).
  if (failed(checkUnique(location, labels.offsetDims, "offset_dims",
                         offsetDims)) ||
      failed(
          checkSorted(location, labels.offsetDims, "offset_dims", offsetDims)))
    return failure();
  // size(slice_sizes) = rank(operand).
  if (failed(checkRankSized(location, labels.sliceSizesSize, "slice_sizes",
                            numSliceSizes, operand)))
    return failure();
  if (sliceSizes) {
    // 0 <= slice_sizes <= shape(operand) (its bound, if dynamic).
    for (auto [dim, size] : llvm::enumerate(*sliceSizes)) {
      int64_t limit = getSizeOrBound(operand, dim);
      if (size < 0 || (!ShapedType::isDynamic(limit) && size > limit))
        return emitOptionalError(
            location, labels.sliceSizesRange, " slice_sizes[", dim,
            "] = ", size, " must be in [0, ", limit,
            "], the size of dimension ", dim, " of the operand");
    }
    // slice_sizes[collapsed_slice_dims...] <= 1 and
    // slice_sizes[operand_batching_dims...] <= 1.
    for (auto [constraint, name, list] :
         {std::make_tuple(labels.collapsedSliceSizes, "collapsed_slice_dims",
                          collapsed),
          std::make_tuple(labels.batchingSliceSizes, "operand_batching_dims",
                          operandBatching)})
      for (int64_t dim : list)
        if ((*sliceSizes)[dim] > 1)
          return emitOptionalError(location, constraint, " slice_sizes[", dim,
                                   "] = ", (*sliceSizes)[dim],
                                   " must be at most 1, since ", dim, " is in ",
                                   name);
  }
  // shape(result) = combine(batch_dim_sizes, offset_dim_sizes).
  int64_t indicesRank = indices.getRank();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t numBatch = indicesRank - (indexVectorDim < indicesRank ? 1 : 0);
  int64_t resultRank = numBatch + static_cast<int64_t>(offsetDims.size());
  // 0 <= offset_dims < rank(result).
  if (failed(checkDimensions(location, "offset_dims", offsetDims, resultRank,
                             labels.offsetDimsRange, "")))
    return failure();
  SmallVector<int64_t> shape, bounds;
  SmallVector<int64_t> windowDims;
  for (int64_t dim = 0; dim < operandRank; ++dim)
    if (!llvm::is_contained(collapsed, dim) &&
        !llvm::is_contained(operandBatching, dim))
      windowDims.push_back(dim);
  int64_t nextOffset = 0, nextBatch = 0;
  for (int64_t dim = 0; dim < resultRank; ++dim) {
    if (llvm::is_contained(offsetDims, dim)) {
      int64_t window = windowDims[nextOffset++];
      shape.push_back(sliceSizes ? (*sliceSizes)[window]
                                 : ShapedType::kDynamic);
      bounds.push_back(ShapedType::kDynamic);
      continue;
    }
    if (nextBatch == indexVectorDim)
      ++nextBatch;
    shape.push_back(indices.getDimSize(nextBatch));
    bounds.push_back(boundOf(indices, nextBatch));
    ++nextBatch;
  }
  // element_type(operand) = element_type(result).
  inferred.push_back(
      getBoundedTensorType(shape, bounds, operand.getElementType()));
  return success();
}

} // namespace

LogicalResult inferGatherOp(std::optional<Location> location, Type operandType,
                            Type startIndicesType,
                            GatherDimensionNumbersAttr dims,
                            ArrayRef<int64_t> sliceSizes,
                            SmallVectorImpl<Type> &inferred) {
  // (C22) shape(result) and (C23) element_type(result) are those inferred.
  static const GatherLabels labels{{"collapsed_slice_dims",
                                    "operand_batching_dims",
                                    "start_indices_batching_dims",
                                    "start_index_map",
                                    "operand",
                                    "start_indices",
                                    "(C2)",
                                    "(C3)",
                                    "(C6)",
                                    "(C7)",
                                    "(C8)",
                                    "(C10)",
                                    "(C11)",
                                    "(C13)",
                                    "(C14)",
                                    "(C15)",
                                    "(C16)",
                                    "(C17)",
                                    "(C18)",
                                    "(C19)"},
                                   "(C1)",
                                   "(C4)",
                                   "(C5)",
                                   "(C9)",
                                   "(C12)",
                                   "(C20)",
                                   "(C21)"};
  return inferGatherLike(location, cast<RankedTensorType>(operandType),
                         cast<RankedTensorType>(startIndicesType), dims,
                         static_cast<int64_t>(sliceSizes.size()), sliceSizes,
                         labels, inferred);
}

LogicalResult inferDynamicGatherOp(std::optional<Location> location,
                                   Type operandType, Type startIndicesType,
                                   Value sliceSizes,
                                   GatherDimensionNumbersAttr dims,
                                   SmallVectorImpl<Type> &inferred) {
  // (C13) shape(result) and (C14) element_type(result) are those inferred.
  static const GatherLabels labels{{"collapsed_slice_dims",
                                    "operand_batching_dims",
                                    "start_indices_batching_dims",
                                    "start_index_map",
                                    "operand",
                                    "start_indices",
                                    "(C2)",
                                    "(C3)",
                                    "(C6)",
                                    "(C6)",
                                    "(C7)",
                                    "(gather C10)",
                                    "(gather C11)",
                                    "(gather C13)",
                                    "(gather C14)",
                                    "(gather C15)",
                                    "(gather C16)",
                                    "(gather C17)",
                                    "(C9)",
                                    "(C10)"},
                                   "(C1)",
                                   "(C4)",
                                   "(C5)",
                                   "(C8)",
                                   "(gather C12)",
                                   "(C11)",
                                   "(C12)"};
  // slice_sizes is a 1-dimensional tensor (ODS); its values are known when
  // it is a constant.
  int64_t numSliceSizes =
      cast<RankedTensorType>(sliceSizes.getType()).getDimSize(0);
  SmallVector<int64_t> values;
  std::optional<ArrayRef<int64_t>> known;
  DenseIntElementsAttr constant;
  if (sliceSizes.getDefiningOp() &&
      matchPattern(sliceSizes, m_Constant(&constant))) {
    for (const APInt &value : constant.getValues<APInt>())
      values.push_back(value.getSExtValue());
    known = ArrayRef<int64_t>(values);
  }
  return inferGatherLike(location, cast<RankedTensorType>(operandType),
                         cast<RankedTensorType>(startIndicesType), dims,
                         numSliceSizes, known, labels, inferred);
}

FailureOr<SmallVector<Type>>
checkVariadicComputation(std::optional<Location> location, StringRef constraint,
                         Region &computation, TypeRange inputTypes,
                         unsigned numArgumentGroups) {
  size_t n = inputTypes.size();
  SmallVector<Type> elements;
  if (computation.empty()) {
    for (Type type : inputTypes)
      elements.push_back(getElementTypeOrSelf(type));
    return elements;
  }
  Block &block = computation.front();
  TypeRange argTypes = block.getArgumentTypes();
  auto scalar = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() == 0;
  };
  if (argTypes.size() != numArgumentGroups * n ||
      !llvm::all_of(argTypes, scalar))
    return emitOptionalError(
        location, constraint, " computation must take ", numArgumentGroups,
        " x ", n, " = ", numArgumentGroups * n,
        " scalar arguments (in each of its ", numArgumentGroups,
        " groups, one tensor<Ei> per input), got (", argTypes, ")");
  for (size_t group = 1; group < numArgumentGroups; ++group)
    for (size_t i = 0; i < n; ++i)
      if (argTypes[group * n + i] != argTypes[i])
        return emitOptionalError(location, constraint, " argument #",
                                 group * n + i, " of the computation has type ",
                                 argTypes[group * n + i], ", but must be ",
                                 argTypes[i], " like argument #", i);
  if (block.empty() || !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(location, constraint,
                             " computation must end with stablehlo.return");
  TypeRange returned = block.back().getOperandTypes();
  if (returned != argTypes.take_front(n))
    return emitOptionalError(
        location, constraint, " computation must return its first ", n,
        " argument types (", argTypes.take_front(n), "), got (", returned, ")");
  for (size_t i = 0; i < n; ++i) {
    Type element = cast<RankedTensorType>(argTypes[i]).getElementType();
    Type inputElement = getElementTypeOrSelf(inputTypes[i]);
    if (!isPromotable(inputElement, element))
      return emitOptionalError(
          location, constraint, " element type ", inputElement, " of input #",
          i, " must be promotable to the computation's element type ", element,
          " (the same kind of type, no narrower)");
    elements.push_back(element);
  }
  return elements;
}

LogicalResult inferScatterOp(std::optional<Location> location,
                             TypeRange operandTypes,
                             ScatterDimensionNumbersAttr dims,
                             Region &updateComputation,
                             SmallVectorImpl<Type> &inferred) {
  // (C5) 0 < size(inputs) = size(updates) = N: the operands are N inputs,
  // scatter_indices and N updates.
  size_t numOperands = operandTypes.size();
  if (numOperands < 3 || numOperands % 2 == 0)
    return emitOptionalError(location,
                             "(C5) must have N > 0 inputs, "
                             "scatter_indices and N updates; got ",
                             numOperands, " operands");
  size_t n = (numOperands - 1) / 2;
  TypeRange inputTypes = operandTypes.take_front(n);
  Type scatterIndicesType = operandTypes[n];
  TypeRange updateTypes = operandTypes.drop_front(n + 1);
  auto input = cast<RankedTensorType>(inputTypes[0]);
  auto indices = cast<RankedTensorType>(scatterIndicesType);
  auto update = cast<RankedTensorType>(updateTypes[0]);
  // (C1) same(shape(inputs...)); (C3) same(shape(updates...)).
  for (auto [index, type] : llvm::enumerate(inputTypes.drop_front()))
    if (failed(checkCompatibleShapes(location, "(C1)",
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", input)))
      return failure();
  for (auto [index, type] : llvm::enumerate(updateTypes.drop_front()))
    if (failed(checkCompatibleShapes(location, "(C3)",
                                     ("update #" + Twine(index + 1)).str(),
                                     type, "update #0", update)))
      return failure();
  // (C6) element_type(updates...) = element_type(inputs...).
  for (auto [index, types] :
       llvm::enumerate(llvm::zip(inputTypes, updateTypes))) {
    Type inputElement = getElementTypeOrSelf(std::get<0>(types));
    Type updateElement = getElementTypeOrSelf(std::get<1>(types));
    if (inputElement != updateElement)
      return emitOptionalError(location, "(C6) element type of update #", index,
                               " (", updateElement, ") must be that of input #",
                               index, " (", inputElement, ")");
  }
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  ArrayRef<int64_t> inserted = dims.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatching = dims.getInputBatchingDims();
  int64_t inputRank = input.getRank();
  // (C2) rank(inputs[0]) = size(update_window_dims) +
  // size(inserted_window_dims) + size(input_batching_dims).
  int64_t numDims = static_cast<int64_t>(windowDims.size() + inserted.size() +
                                         inputBatching.size());
  if (numDims != inputRank)
    return emitOptionalError(
        location, "(C2) rank(inputs[0]) = ", inputRank,
        " must be size(update_window_dims) + size(inserted_window_dims) + "
        "size(input_batching_dims) = ",
        windowDims.size(), " + ", inserted.size(), " + ", inputBatching.size());
  // (C7) is_unique(update_window_dims) and is_sorted(update_window_dims);
  // (C8) 0 <= update_window_dims < rank(updates[0]).
  if (failed(checkUnique(location, "(C7)", "update_window_dims", windowDims)) ||
      failed(checkSorted(location, "(C7)", "update_window_dims", windowDims)) ||
      failed(checkDimensions(location, "update_window_dims", windowDims,
                             update.getRank(), "(C8)", "")))
    return failure();
  IndexingDims indexing{input,
                        indices,
                        inserted,
                        inputBatching,
                        dims.getScatterIndicesBatchingDims(),
                        dims.getScatterDimsToOperandDims(),
                        dims.getIndexVectorDim()};
  IndexingLabels labels{"inserted_window_dims",
                        "input_batching_dims",
                        "scatter_indices_batching_dims",
                        "scatter_dims_to_operand_dims",
                        "inputs[0]",
                        "scatter_indices",
                        "(C22)",
                        "(C19)",
                        "(C9)",
                        "(C10)",
                        "(C11)",
                        "(C12)",
                        "(C13)",
                        "(C14)",
                        "(C15)",
                        "(C16)",
                        "(C17)",
                        "(C18)",
                        "(C20)",
                        "(C21)"};
  if (failed(checkIndexingDims(location, indexing, labels)))
    return failure();
  // (C4) shape(updates[0]) = combine(update_scatter_dim_sizes,
  // update_window_dim_sizes).
  int64_t indicesRank = indices.getRank();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t numScatter = indicesRank - (indexVectorDim < indicesRank ? 1 : 0);
  int64_t expectedRank = numScatter + static_cast<int64_t>(windowDims.size());
  if (update.getRank() != expectedRank)
    return emitOptionalError(
        location, "(C4) rank(updates[0]) = ", update.getRank(),
        " must be the number of scatter dimensions (", numScatter,
        ") plus size(update_window_dims) (", windowDims.size(), ")");
  SmallVector<int64_t> inputWindowDims;
  for (int64_t dim = 0; dim < inputRank; ++dim)
    if (!llvm::is_contained(inserted, dim) &&
        !llvm::is_contained(inputBatching, dim))
      inputWindowDims.push_back(dim);
  int64_t nextWindow = 0, nextScatter = 0;
  for (int64_t dim = 0; dim < expectedRank; ++dim) {
    int64_t size = update.getDimSize(dim);
    if (llvm::is_contained(windowDims, dim)) {
      int64_t inputDim = inputWindowDims[nextWindow++];
      int64_t limit = getSizeOrBound(input, inputDim);
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(limit) &&
          size > limit)
        return emitOptionalError(
            location, "(C4) dimension ", dim, " of updates[0] (size ", size,
            ") is a window dimension and must not exceed dimension ", inputDim,
            " of inputs[0] (", limit, ")");
      continue;
    }
    if (nextScatter == indexVectorDim)
      ++nextScatter;
    int64_t indicesSize = indices.getDimSize(nextScatter);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(indicesSize) &&
        size != indicesSize)
      return emitOptionalError(
          location, "(C4) dimension ", dim, " of updates[0] (size ", size,
          ") is a scatter dimension and must have the size of dimension ",
          nextScatter, " of scatter_indices (", indicesSize, ")");
    ++nextScatter;
  }
  // (C23) update_computation has type (tensor<E0>, ..., tensor<E0>, ...)
  // -> (tensor<E0>, ...) with is_promotable(element_type(inputs[i]), Ei).
  FailureOr<SmallVector<Type>> elements = checkVariadicComputation(
      location, "(C23)", updateComputation, inputTypes, 2);
  if (failed(elements))
    return failure();
  // (C24) shape(inputs...) = shape(results...); (C25) element types Ei.
  for (auto [type, element] : llvm::zip(inputTypes, *elements))
    inferred.push_back(withElementType(type, element));
  return success();
}

namespace {

/// Splits the operands of reduce and reduce_window (N inputs, then N init
/// values) and checks (`constraint`) 0 < N, that the inputs have one shape
/// (`sameShape`), that the init values are scalars of the inputs' element
/// types (`initTypes`).
LogicalResult splitInputsAndInits(std::optional<Location> location,
                                  TypeRange operandTypes, StringRef count,
                                  StringRef sameShape, StringRef initTypes,
                                  TypeRange &inputs, TypeRange &inits) {
  size_t numOperands = operandTypes.size();
  if (numOperands == 0 || numOperands % 2 != 0)
    return emitOptionalError(location, count,
                             " must have N > 0 inputs and N init_values; got ",
                             numOperands, " operands");
  inputs = operandTypes.take_front(numOperands / 2);
  inits = operandTypes.drop_front(numOperands / 2);
  for (auto [index, type] : llvm::enumerate(inputs.drop_front()))
    if (failed(checkCompatibleShapes(location, sameShape,
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", inputs[0])))
      return failure();
  for (auto [index, types] : llvm::enumerate(llvm::zip(inputs, inits))) {
    auto init = cast<RankedTensorType>(std::get<1>(types));
    Type inputElement = getElementTypeOrSelf(std::get<0>(types));
    if (init.getRank() != 0 || init.getElementType() != inputElement)
      return emitOptionalError(
          location, initTypes, " init_values #", index, " has type ", init,
          ", but must be ", RankedTensorType::get({}, inputElement),
          ", a scalar of the element type of input #", index);
  }
  return success();
}

} // namespace

LogicalResult inferReduceOp(std::optional<Location> location,
                            TypeRange operandTypes,
                            ArrayRef<int64_t> dimensions, Region &body,
                            SmallVectorImpl<Type> &inferred) {
  // (C3) 0 < size(inputs) = size(init_values); (C1) same(shape(inputs...));
  // (C2) element_type(inputs...) = element_type(init_values...).
  TypeRange inputs, inits;
  if (failed(splitInputsAndInits(location, operandTypes, "(C3)", "(C1)", "(C2)",
                                 inputs, inits)))
    return failure();
  auto input = cast<RankedTensorType>(inputs[0]);
  // (C4) 0 <= dimensions < rank(inputs[0]); (C5) is_unique(dimensions).
  if (failed(checkDimensions(location, "dimensions", dimensions,
                             input.getRank(), "(C4)", "(C5)")))
    return failure();
  // (C6) body has type (tensor<E0>, ..., tensor<E0>, ...) -> (tensor<E0>,
  // ...) where is_promotable(element_type(inputs[i]), Ei).
  FailureOr<SmallVector<Type>> elements =
      checkVariadicComputation(location, "(C6)", body, inputs, 2);
  if (failed(elements))
    return failure();
  // (C7) shape(results...) = shape(inputs...) but the reduced dimensions;
  // (C8) element_type(results[i]) = Ei.
  ShapeAndBounds all(input);
  SmallVector<int64_t> shape, bounds;
  for (int64_t dim = 0; dim < input.getRank(); ++dim) {
    if (llvm::is_contained(dimensions, dim))
      continue;
    shape.push_back(all.shape[dim]);
    bounds.push_back(all.bounds[dim]);
  }
  for (Type element : *elements)
    inferred.push_back(getBoundedTensorType(shape, bounds, element));
  return success();
}

LogicalResult
inferReduceWindowOp(std::optional<Location> location, TypeRange operandTypes,
                    ArrayRef<int64_t> windowDimensions,
                    std::optional<ArrayRef<int64_t>> windowStrides,
                    std::optional<ArrayRef<int64_t>> baseDilations,
                    std::optional<ArrayRef<int64_t>> windowDilations,
                    std::optional<DenseIntElementsAttr> padding, Region &body,
                    SmallVectorImpl<Type> &inferred) {
  // (C1) 0 < size(inputs) = size(init_values); (C2) same(shape(inputs...));
  // (C3) element_type(inputs...) = element_type(init_values...).
  TypeRange inputs, inits;
  if (failed(splitInputsAndInits(location, operandTypes, "(C1)", "(C2)", "(C3)",
                                 inputs, inits)))
    return failure();
  auto input = cast<RankedTensorType>(inputs[0]);
  int64_t rank = input.getRank();
  // (C4-C11) one window size, stride and dilation per dimension, positive.
  if (failed(checkWindowSizes(location, "window_dimensions", windowDimensions,
                              rank, "rank(inputs[0])", "(C4)", "(C5)")) ||
      failed(checkWindowSizes(location, "window_strides", windowStrides, rank,
                              "rank(inputs[0])", "(C6)", "(C7)")) ||
      failed(checkWindowSizes(location, "base_dilations", baseDilations, rank,
                              "rank(inputs[0])", "(C8)", "(C9)")) ||
      failed(checkWindowSizes(location, "window_dilations", windowDilations,
                              rank, "rank(inputs[0])", "(C10)", "(C11)")))
    return failure();
  // (C12) shape(padding) = [rank(inputs[0]), 2].
  SmallVector<int64_t> pads(2 * rank, 0);
  if (padding && *padding) {
    auto type = cast<ShapedType>(padding->getType());
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return emitOptionalError(location, "(C12) padding has type ", type,
                               ", whose shape must be [rank(inputs[0]), 2] = [",
                               rank, ", 2]");
    pads = getSExtValues(*padding);
  }
  // (C13) body, as reduce's.
  FailureOr<SmallVector<Type>> elements =
      checkVariadicComputation(location, "(C13)", body, inputs, 2);
  if (failed(elements))
    return failure();
  // (C14) same(shape(results...)); (C15) shape(results[0]) = num_windows;
  // (C16) element_type(results[i]) = Ei.
  auto at = [](std::optional<ArrayRef<int64_t>> values, int64_t dim) {
    return values ? (*values)[dim] : 1;
  };
  ShapeAndBounds result(input);
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t &size = result.shape[dim], &bound = result.bounds[dim];
    int64_t &target = ShapedType::isDynamic(size) ? bound : size;
    if (ShapedType::isDynamic(target))
      continue;
    CheckedInt64 count =
        numWindows(target, windowDimensions[dim], pads[2 * dim],
                   pads[2 * dim + 1], at(windowStrides, dim),
                   at(baseDilations, dim), at(windowDilations, dim));
    if (count.hasOverflowed())
      return emitInt64Overflow(
          location, "(C15) num_windows of dimension ", dim, " (an input of size ",
          target, " dilated by base_dilations[", dim, "] = ",
          at(baseDilations, dim), " and padded by padding[", dim, "] = [",
          pads[2 * dim], ", ", pads[2 * dim + 1],
          "], a window of window_dimensions[", dim,
          "] = ", windowDimensions[dim], " dilated by window_dilations[", dim,
          "] = ", at(windowDilations, dim), ")");
    target = count.get();
  }
  for (Type element : *elements)
    inferred.push_back(result.get(element));
  return success();
}

LogicalResult inferSelectAndScatterOp(
    std::optional<Location> location, Type operandType, Type sourceType,
    Type initValueType, std::optional<ArrayRef<int64_t>> windowDimensions,
    std::optional<ArrayRef<int64_t>> windowStrides,
    std::optional<DenseIntElementsAttr> padding, Region &select,
    Region &scatter, SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  auto source = cast<RankedTensorType>(sourceType);
  auto init = cast<RankedTensorType>(initValueType);
  Type element = operand.getElementType();
  int64_t rank = operand.getRank();
  // (C1) element_type(operand) = element_type(source).
  if (source.getElementType() != element)
    return emitOptionalError(location, "(C1) element type of source (",
                             source.getElementType(),
                             ") must be that of operand (", element, ")");
  // (C3) element_type(init_value) = element_type(operand), a scalar (I3).
  if (init.getRank() != 0 || init.getElementType() != element)
    return emitOptionalError(location, "(C3) init_value has type ", init,
                             ", but must be ",
                             RankedTensorType::get({}, element),
                             ", a scalar of the operand's element type");
  // (C4-C7) one window size and stride per dimension, positive.
  if (failed(checkWindowSizes(location, "window_dimensions", windowDimensions,
                              rank, "rank(operand)", "(C4)", "(C5)")) ||
      failed(checkWindowSizes(location, "window_strides", windowStrides, rank,
                              "rank(operand)", "(C6)", "(C7)")))
    return failure();
  // (C8) shape(padding) = [rank(operand), 2].
  SmallVector<int64_t> pads(2 * rank, 0);
  if (padding && *padding) {
    auto type = cast<ShapedType>(padding->getType());
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return emitOptionalError(location, "(C8) padding has type ", type,
                               ", whose shape must be [rank(operand), 2] = [",
                               rank, ", 2]");
    pads = getSExtValues(*padding);
  }
  // (C2) shape(source) = num_windows (absent window dimensions and strides
  // are 1).
  if (source.getRank() != rank)
    return emitOptionalError(location, "(C2) source has type ", source,
                             ", whose rank must be rank(operand) = ", rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t size = operand.getDimSize(dim);
    int64_t window = windowDimensions ? (*windowDimensions)[dim] : 1;
    int64_t sourceSize = source.getDimSize(dim);
    if (ShapedType::isDynamic(size) || ShapedType::isDynamic(sourceSize))
      continue;
    CheckedInt64 windows =
        numWindows(size, window, pads[2 * dim], pads[2 * dim + 1],
                   windowStrides ? (*windowStrides)[dim] : 1, 1, 1);
    if (windows.hasOverflowed())
      return emitInt64Overflow(
          location, "(C2) num_windows of dimension ", dim,
          " (an operand of size ", size, " padded by padding[", dim, "] = [",
          pads[2 * dim], ", ", pads[2 * dim + 1],
          "], a window of window_dimensions[", dim, "] = ", window, ")");
    if (sourceSize != windows.get())
      return emitOptionalError(location, "(C2) dimension ", dim, " of source (",
                               source, ") must be num_windows = ",
                               windows.get());
  }
  // (C9) select has type (tensor<E>, tensor<E>) -> tensor<i1>.
  if (!select.empty()) {
    Block &block = select.front();
    auto scalar = RankedTensorType::get({}, element);
    auto boolean =
        RankedTensorType::get({}, IntegerType::get(element.getContext(), 1));
    if (block.getArgumentTypes() != TypeRange{scalar, scalar} ||
        block.empty() || block.back().getOperandTypes() != TypeRange{boolean})
      return emitOptionalError(
          location, "(C9) select must have type (", scalar, ", ", scalar,
          ") -> ", boolean, ", got (", block.getArgumentTypes(), ") -> (",
          block.empty() ? TypeRange{}
                        : TypeRange(block.back().getOperandTypes()),
          ")");
  }
  // (C10) scatter has type (tensor<E>, tensor<E>) -> tensor<E> with
  // is_promotable(element_type(operand), E); (C11), (C12) the result has the
  // operand's shape and element type E.
  Type resultElement = element;
  if (!scatter.empty()) {
    FailureOr<Type> promoted = checkReductionComputation(
        location, "(C10)", scatter, TypeRange{operand});
    if (failed(promoted))
      return failure();
    resultElement = *promoted;
  }
  inferred.push_back(withElementType(operand, resultElement));
  return success();
}

LogicalResult inferSortOp(std::optional<Location> location,
                          TypeRange inputTypes, int64_t dimension,
                          Region &comparator, SmallVectorImpl<Type> &inferred) {
  // (C1) 0 < size(inputs).
  if (inputTypes.empty())
    return emitOptionalError(location, "(C1) must have at least one input");
  // (C3) same(shape(inputs...)).
  auto input = cast<RankedTensorType>(inputTypes[0]);
  for (auto [index, type] : llvm::enumerate(inputTypes.drop_front()))
    if (failed(checkCompatibleShapes(location, "(C3)",
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", input)))
      return failure();
  // (C4) -R <= dimension < R.
  int64_t rank = input.getRank();
  if (dimension < -rank || dimension >= rank)
    return emitOptionalError(location, "(C4) dimension (", dimension,
                             ") must be in [-", rank, ", ", rank,
                             "), R = rank(inputs[0])");
  // (C5) comparator has type (tensor<E0>, tensor<E0>, ..., tensor<EN-1>,
  // tensor<EN-1>) -> tensor<i1>, Ei = element_type(inputs[i]).
  if (!comparator.empty()) {
    Block &block = comparator.front();
    SmallVector<Type> expected;
    for (Type type : inputTypes) {
      auto scalar = RankedTensorType::get({}, getElementTypeOrSelf(type));
      expected.append({scalar, scalar});
    }
    auto boolean =
        RankedTensorType::get({}, IntegerType::get(input.getContext(), 1));
    if (block.getArgumentTypes() != TypeRange(expected) || block.empty() ||
        block.back().getOperandTypes() != TypeRange{boolean})
      return emitOptionalError(
          location, "(C5) comparator must have type (", TypeRange(expected),
          ") -> ", boolean, ", two scalars per input, got (",
          block.getArgumentTypes(), ") -> (",
          block.empty() ? TypeRange{}
                        : TypeRange(block.back().getOperandTypes()),
          ")");
  }
  // (C2) type(inputs...) = type(results...).
  llvm::append_range(inferred, inputTypes);
  return success();
}

LogicalResult inferMapOp(std::optional<Location> location, TypeRange inputTypes,
                         ArrayRef<int64_t> dimensions, Region &computation,
                         SmallVectorImpl<Type> &inferred) {
  // (C2) 0 < size(inputs) = N.
  if (inputTypes.empty())
    return emitOptionalError(location, "(C2) must have at least one input");
  // (C1) shape(inputs...) = shape(result): the inputs have one shape.
  auto input = cast<RankedTensorType>(inputTypes[0]);
  for (auto [index, type] : llvm::enumerate(inputTypes.drop_front()))
    if (failed(checkCompatibleShapes(location, "(C1)",
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", input)))
      return failure();
  // (C3) dimensions = range(rank(inputs[0])).
  int64_t rank = input.getRank();
  bool isRange = static_cast<int64_t>(dimensions.size()) == rank;
  for (auto [index, dim] : llvm::enumerate(dimensions))
    isRange = isRange && dim == static_cast<int64_t>(index);
  if (!isRange) {
    std::string expected, got;
    llvm::raw_string_ostream expectedOs(expected), gotOs(got);
    if (rank <= 4)
      llvm::interleaveComma(llvm::seq<int64_t>(0, rank), expectedOs);
    else
      expectedOs << "0, 1, ..., " << rank - 1;
    llvm::interleaveComma(dimensions, gotOs);
    return emitOptionalError(location, "(C3) dimensions must be [", expected,
                             "], the dimensions of inputs[0] of type ", input,
                             ", got [", got, "]");
  }
  // (C4) computation has type (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'>
  // where Ei = element_type(inputs[i]) and E' = element_type(result).
  if (computation.empty())
    return emitOptionalError(location, "(C4) computation must not be empty");
  Block &block = computation.front();
  if (block.getNumArguments() != inputTypes.size())
    return emitOptionalError(
        location, "(C4) computation must take ", inputTypes.size(),
        " argument(s), one per input, got ", block.getNumArguments());
  for (auto [index, type, arg] :
       llvm::enumerate(inputTypes, block.getArgumentTypes())) {
    auto scalar = RankedTensorType::get({}, getElementTypeOrSelf(type));
    if (arg != scalar)
      return emitOptionalError(location, "(C4) computation argument #", index,
                               " has type ", arg, ", but must be ", scalar,
                               " for input #", index, " of type ", type);
  }
  if (block.empty() || block.back().getNumOperands() != 1)
    return emitOptionalError(location,
                             "(C4) computation must return one value, got ",
                             block.empty() ? 0 : block.back().getNumOperands());
  auto returned =
      dyn_cast<RankedTensorType>(block.back().getOperand(0).getType());
  if (!returned || returned.getRank() != 0)
    return emitOptionalError(location,
                             "(C4) computation must return a 0-dimensional "
                             "tensor tensor<E'>, got ",
                             block.back().getOperand(0).getType());
  // (C1), (C4) the result has the inputs' shape and element type E'.
  inferred.push_back(input.clone(returned.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// Linear algebra, FFT, random numbers and batch normalization
//===----------------------------------------------------------------------===//

LogicalResult inferCholeskyOp(std::optional<Location> location, Type aType,
                              SmallVectorImpl<Type> &inferred) {
  auto a = cast<RankedTensorType>(aType);
  // (C2) 2 <= rank(a).
  if (a.getRank() < 2)
    return emitOptionalError(location, "(C2) a has type ", a,
                             ", whose rank must be at least 2");
  // (C3) dim(a, -2) = dim(a, -1).
  int64_t rows = a.getDimSize(a.getRank() - 2);
  int64_t columns = a.getDimSize(a.getRank() - 1);
  if (!ShapedType::isDynamic(rows) && !ShapedType::isDynamic(columns) &&
      rows != columns)
    return emitOptionalError(location, "(C3) a has type ", a,
                             ", whose matrices must be square (", rows, " x ",
                             columns, ")");
  // (C1) baseline_type(a) = baseline_type(result).
  inferred.push_back(a);
  return success();
}

LogicalResult inferTriangularSolveOp(std::optional<Location> location,
                                     Type aType, Type bType, bool leftSide,
                                     SmallVectorImpl<Type> &inferred) {
  auto a = cast<RankedTensorType>(aType);
  auto b = cast<RankedTensorType>(bType);
  // (C1) baseline_element_type(a) = baseline_element_type(b).
  if (!isSameBaselineElementType(a.getElementType(), b.getElementType()))
    return emitOptionalError(location,
                             "(C1) a and b must have the same element type, "
                             "but got ",
                             a.getElementType(), " and ", b.getElementType());
  // (C2) 2 <= rank(a) = rank(b) = R.
  int64_t rank = a.getRank();
  if (rank < 2 || b.getRank() != rank)
    return emitOptionalError(location, "(C2) rank(a) = ", rank,
                             " and rank(b) = ", b.getRank(),
                             " must be equal and at least 2");
  // (C3) the batch dimensions agree, dim(a, -2) = dim(a, -1) = dim(b,
  // left_side ? -2 : -1). The spec writes shape(a)[:-3] = shape(b)[:-3],
  // but its semantics index a and b with the same i0, ..., iR-3, that is
  // shape[:-2], as upstream checks; so dimension -3 is compared too.
  for (int64_t dim = 0; dim + 2 < rank; ++dim) {
    int64_t x = a.getDimSize(dim), y = b.getDimSize(dim);
    if (!ShapedType::isDynamic(x) && !ShapedType::isDynamic(y) && x != y)
      return emitOptionalError(location, "(C3) dimension ", dim, " of a (", x,
                               ") and of b (", y, ") must be equal");
  }
  SmallVector<int64_t> sizes{a.getDimSize(rank - 2), a.getDimSize(rank - 1),
                             b.getDimSize(leftSide ? rank - 2 : rank - 1)};
  for (int64_t size : sizes)
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(sizes[0]) &&
        size != sizes[0])
      return emitOptionalError(
          location, "(C3) a must hold square matrices whose size is ",
          leftSide ? "dim(b, -2)" : "dim(b, -1)",
          " (left_side = ", leftSide ? "true" : "false", "), but a has type ",
          a, " and b has type ", b);
  // (C4) baseline_type(b) = baseline_type(result).
  inferred.push_back(b);
  return success();
}

LogicalResult inferFftOp(std::optional<Location> location, Type operandType,
                         FftType fftType, ArrayRef<int64_t> fftLength,
                         SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  int64_t rank = operand.getRank();
  int64_t n = static_cast<int64_t>(fftLength.size());
  // (C1) size(fft_length) <= rank(operand); (C3) 1 <= size(fft_length) <= 3.
  if (n < 1 || n > 3)
    return emitOptionalError(location, "(C3) size(fft_length) = ", n,
                             " must be 1, 2 or 3");
  if (n > rank)
    return emitOptionalError(location, "(C1) size(fft_length) = ", n,
                             " must not exceed rank(operand) = ", rank);
  // (C2) element types.
  Type element = operand.getElementType();
  auto complex = dyn_cast<ComplexType>(element);
  bool real = fftType == FftType::RFFT;
  bool inverseReal = fftType == FftType::IRFFT;
  if (real ? !isa<FloatType>(element) : !complex)
    return emitOptionalError(location, "(C2) fft_type ",
                             stringifyFftType(fftType), " needs an operand of ",
                             real ? "floating-point" : "complex", " type, got ",
                             element);
  Type resultElement = element;
  if (real)
    resultElement = ComplexType::get(element);
  else if (inverseReal)
    resultElement = complex.getElementType();
  // (C4) the trailing dimensions of the real tensor are fft_length; (C5)
  // the result has the operand's shape but the last dimension, which RFFT
  // makes n / 2 + 1 and IRFFT fft_length's last.
  ShapeAndBounds shape(operand);
  if (real) {
    for (int64_t i = 0; i < n; ++i) {
      int64_t size = operand.getDimSize(rank - n + i);
      if (!ShapedType::isDynamic(size) && size != fftLength[i])
        return emitOptionalError(
            location, "(C4) dimension ", rank - n + i, " of the real operand (",
            size, ") must be fft_length[", i, "] = ", fftLength[i]);
    }
    int64_t last = fftLength[n - 1];
    shape.shape[rank - 1] = last == 0 ? 0 : last / 2 + 1;
    shape.bounds[rank - 1] = ShapedType::kDynamic;
  } else if (inverseReal) {
    for (int64_t i = 0; i + 1 < n; ++i) {
      int64_t size = operand.getDimSize(rank - n + i);
      if (!ShapedType::isDynamic(size) && size != fftLength[i])
        return emitOptionalError(location, "(C4) dimension ", rank - n + i,
                                 " of the real result must be fft_length[", i,
                                 "] = ", fftLength[i],
                                 ", and the operand's (C5), but it is ", size);
    }
    int64_t last = fftLength[n - 1];
    int64_t expected = last == 0 ? 0 : last / 2 + 1;
    int64_t size = operand.getDimSize(rank - 1);
    if (!ShapedType::isDynamic(size) && size != expected)
      return emitOptionalError(location,
                               "(C5) the last dimension of the "
                               "operand (",
                               size,
                               ") must be fft_length[-1] / 2 + 1 = ", expected);
    shape.shape[rank - 1] = last;
    shape.bounds[rank - 1] = ShapedType::kDynamic;
  }
  inferred.push_back(shape.get(resultElement));
  return success();
}

LogicalResult inferRngOp(std::optional<Location> location, Type aType,
                         Type bType, Value shape, RngDistribution distribution,
                         SmallVectorImpl<Type> &inferred) {
  Type a = getElementTypeOrSelf(aType), b = getElementTypeOrSelf(bType);
  // (C1) element_type(a) = element_type(b) = element_type(result).
  if (a != b)
    return emitOptionalError(location,
                             "(C1) a and b must have the same "
                             "element type, but got ",
                             a, " and ", b);
  // (C2) If rng_distribution = NORMAL, then is_float(a).
  if (distribution == RngDistribution::NORMAL && !isa<FloatType>(a))
    return emitOptionalError(location,
                             "(C2) a NORMAL distribution needs "
                             "floating-point parameters, got ",
                             a);
  // (C3) shape(result) = shape: known when shape is a constant.
  auto shapeType = cast<RankedTensorType>(shape.getType());
  SmallVector<int64_t> sizes(shapeType.getDimSize(0), ShapedType::kDynamic);
  DenseIntElementsAttr values;
  if (matchPattern(shape, m_Constant(&values))) {
    sizes.clear();
    for (const APInt &value : values.getValues<APInt>()) {
      if (value.isNegative())
        return emitOptionalError(location,
                                 "(C3) shape holds a negative "
                                 "size, ",
                                 value.getSExtValue());
      sizes.push_back(value.getSExtValue());
    }
  }
  inferred.push_back(RankedTensorType::get(sizes, a));
  return success();
}

namespace {

/// Checks batch norm's (C1) feature_index and that each of `vectors` (named
/// `names`) has dim(operand, feature_index) elements (`sizeConstraints`)
/// and the operand's baseline element type (`elementConstraint`).
LogicalResult checkBatchNorm(std::optional<Location> location,
                             RankedTensorType operand, int64_t featureIndex,
                             TypeRange vectors, ArrayRef<StringRef> names,
                             ArrayRef<StringRef> sizeConstraints,
                             StringRef elementConstraint) {
  // (C1) 0 <= feature_index < rank(operand).
  if (featureIndex < 0 || featureIndex >= operand.getRank())
    return emitOptionalError(location, "(C1) feature_index (", featureIndex,
                             ") must be in [0, ", operand.getRank(), ")");
  int64_t features = operand.getDimSize(featureIndex);
  for (auto [index, type] : llvm::enumerate(vectors)) {
    auto vector = cast<RankedTensorType>(type);
    if (!isSameBaselineElementType(vector.getElementType(),
                                   operand.getElementType()))
      return emitOptionalError(location, elementConstraint, " ", names[index],
                               " has element type ", vector.getElementType(),
                               ", but must have the operand's, ",
                               operand.getElementType());
    int64_t size = vector.getDimSize(0);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(features) &&
        size != features)
      return emitOptionalError(
          location, sizeConstraints[index], " size(", names[index],
          ") = ", size, " must be dim(operand, feature_index) = ", features);
  }
  return success();
}

} // namespace

LogicalResult inferBatchNormInferenceOp(std::optional<Location> location,
                                        Type operandType, TypeRange vectors,
                                        int64_t featureIndex,
                                        SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C1); (C2) same baseline element types; (C3-C6) sizes of scale, offset,
  // mean and variance.
  if (failed(checkBatchNorm(location, operand, featureIndex, vectors,
                            {"scale", "offset", "mean", "variance"},
                            {"(C3)", "(C4)", "(C5)", "(C6)"}, "(C2)")))
    return failure();
  // (C7) baseline_type(operand) = baseline_type(result).
  inferred.push_back(operand);
  return success();
}

LogicalResult inferBatchNormTrainingOp(std::optional<Location> location,
                                       Type operandType, TypeRange vectors,
                                       int64_t featureIndex,
                                       SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C1); (C2); (C3), (C4) sizes of scale and offset.
  if (failed(checkBatchNorm(location, operand, featureIndex, vectors,
                            {"scale", "offset"}, {"(C3)", "(C4)"}, "(C2)")))
    return failure();
  // (C7) output has the operand's type; (C2), (C5), (C6) batch_mean and
  // batch_var have the features' size and scale's element type.
  inferred.push_back(operand);
  auto scale = cast<RankedTensorType>(vectors[0]);
  auto statistics = withDimension(scale, 0, operand.getDimSize(featureIndex),
                                  boundOf(operand, featureIndex));
  inferred.push_back(statistics);
  inferred.push_back(statistics);
  return success();
}

LogicalResult inferBatchNormGradOp(std::optional<Location> location,
                                   Type operandType, TypeRange vectors,
                                   Type gradOutputType, int64_t featureIndex,
                                   SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C1); (C2) same baseline element types; (C4), (C5) scale, mean and
  // variance have dim(operand, feature_index) elements.
  if (failed(checkBatchNorm(location, operand, featureIndex, vectors,
                            {"scale", "mean", "variance"},
                            {"(C5)", "(C4)", "(C4)"}, "(C2)")))
    return failure();
  // (C2) grad_output has the operand's baseline element type; (C3) and its
  // shape.
  auto gradOutput = cast<RankedTensorType>(gradOutputType);
  if (!isSameBaselineElementType(gradOutput.getElementType(),
                                 operand.getElementType()))
    return emitOptionalError(location, "(C2) grad_output has element type ",
                             gradOutput.getElementType(),
                             ", but must have the operand's, ",
                             operand.getElementType());
  if (!isBaselineCompatible(gradOutput, operand))
    return emitOptionalError(location, "(C3) grad_output has type ", gradOutput,
                             ", but must have the operand's shape (", operand,
                             ")");
  // (C3) grad_operand has the operand's type; (C4) grad_scale and
  // grad_offset scale's.
  inferred.push_back(operand);
  auto scale = cast<RankedTensorType>(vectors[0]);
  auto statistics = withDimension(scale, 0, operand.getDimSize(featureIndex),
                                  boundOf(operand, featureIndex));
  inferred.push_back(statistics);
  inferred.push_back(statistics);
  return success();
}

} // namespace mlir::stablehlo
