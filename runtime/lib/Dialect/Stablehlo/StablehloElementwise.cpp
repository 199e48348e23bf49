//===- StablehloElementwise.cpp - Elementwise and shape ops ---------------===//
//
// Shape functions of the elementwise ops and of the ops that reshape,
// broadcast, transpose, pad or concatenate a tensor, and the shape helpers
// the other families share (TypeInferenceInternal.h).
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "StablehloOpsInternal.h"

#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stablehlo {

using namespace detail;

namespace detail {

RankedTensorType withElementType(Type type, Type elementType) {
  return cast<RankedTensorType>(type).clone(elementType);
}

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

} // namespace detail

namespace {

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
  // (C2) baseline_type(on_true) = baseline_type(on_false) =
  // baseline_type(result). Upstream is stricter than the spec here, and so
  // is the verifier: the element types must be equal, quantization
  // parameters included (the shapes compatible). Upstream checks it first.
  if (getElementTypeOrSelf(onTrueType) != getElementTypeOrSelf(onFalseType) ||
      failed(verifyCompatibleShape(onTrueType, onFalseType)))
    return emitOptionalError(
        location, "(C2) requires compatible types for non-predicate operands, but got ",
        onTrueType, " and ", onFalseType);
  // (C1) rank(pred) = 0 or shape(pred) = shape(on_true).
  auto pred = cast<RankedTensorType>(predType);
  if (pred.getRank() != 0 &&
      !isCompatibleForInference(pred, withElementType(onTrueType, pred.getElementType())))
    return emitOptionalError(location,
                             "(C1) requires the same shape for all operands; shape of pred (",
                             pred, ") must match shape of on_true (", onTrueType, ")");
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
  // (C1) rank(min) = 0 or shape(min) = shape(operand); (C2) the same of
  // max. In upstream's words.
  for (auto [constraint, name, bound] :
       {std::tuple<StringRef, StringRef, RankedTensorType>{"(C1)", "min", min},
        {"(C2)", "max", max}})
    if (bound.getRank() != 0 &&
        failed(verifyCompatibleShape(bound.getShape(), operand.getShape())))
      return emitOptionalError(location, constraint, " ", name, " shape [",
                               bound.getShape(),
                               "] is not scalar and is not compatible to "
                               "operand shape [",
                               operand.getShape(), "]");
  // The spec check compares the bounds too.
  if (isSpecCheckEnabled() &&
      ((min.getRank() != 0 &&
        failed(checkCompatibleShapes(location, "(C1)", "min", min, "operand",
                                     operand))) ||
       (max.getRank() != 0 &&
        failed(checkCompatibleShapes(location, "(C2)", "max", max, "operand",
                                     operand)))))
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
  // In upstream's words.
  if (static_cast<int64_t>(permutation.size()) != rank)
    return emitOptionalError(location, "(C2) TransposeOp operand rank ", rank,
                             " does not match permutation size ",
                             permutation.size());
  SmallVector<bool> seen(rank, false);
  for (int64_t dim : permutation) {
    if (dim < 0 || dim >= rank || seen[dim]) {
      auto range = llvm::to_vector(llvm::seq<int64_t>(0, rank));
      return emitOptionalError(location,
                               "(C2) attribute permutation must be a "
                               "permutation of [",
                               ArrayRef<int64_t>(range), "] but got ",
                               permutation);
    }
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
          lhs.getElementType() != rhs.getElementType()
              ? "(C1) op requires the same element type for all operands and results; "
              : "(C1) all operands must have the same type, but ",
          "operand #1 has type ", rhs, " and operand #0 has type ", lhs);
    inferred.push_back(inferMostSpecificType(ArrayRef<Type>{lhs, rhs}));
    return success();
  }
  // (C2) is_quantized(lhs) and is_quantized(rhs) (and is_quantized(result),
  // which follows from the inferred type).
  if (!isQuantized(lhs) || !isQuantized(rhs))
    return emitOptionalError(location,
                             "(C2) expects  all operands and results to be "
                             "either quantized or non-quantized; got ",
                             lhs, " and ", rhs);
  auto lhsElement = cast<quant::QuantizedType>(lhs.getElementType());
  auto rhsElement = cast<quant::QuantizedType>(rhs.getElementType());
  // (C3) storage_type(lhs) = storage_type(rhs).
  if (lhsElement.getStorageType() != rhsElement.getStorageType())
    return emitOptionalError(location,
                             "(C3) mismatched operands and result "
                             "quantization storage types: ",
                             lhsElement.getStorageType(), " and ",
                             rhsElement.getStorageType());
  // (C4) expressed_type(lhs) = expressed_type(rhs).
  if (lhsElement.getExpressedType() != rhsElement.getExpressedType())
    return emitOptionalError(location,
                             "(C4) mismatched operands and result "
                             "quantization expressed types: ",
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
  // AddOp::verify has checked the element types of operands and result, in
  // upstream's order, before the result is compared with the inferred type:
  // only a shape (or, quantized, a scale or zero point) can differ here.
  if (!isQuantized(operands[0]))
    return "(C1)";
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

namespace detail {

LogicalResult checkRankSized(std::optional<Location> location,
                             StringRef constraint, StringRef name, size_t size,
                             RankedTensorType type,
                             StringRef typeName) {
  if (static_cast<int64_t>(size) == type.getRank())
    return success();
  return emitOptionalError(location, constraint, " ", name, " has ", size,
                           " elements, expected rank(", typeName,
                           ") = ", type.getRank());
}

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

int64_t boundOf(RankedTensorType type, int64_t dim) {
  return type.isDynamicDim(dim) ? getSizeOrBound(type, dim)
                                : ShapedType::kDynamic;
}

} // namespace detail

LogicalResult inferBroadcastOp(std::optional<Location> location,
                               Type operandType,
                               ArrayRef<int64_t> broadcastSizes,
                               SmallVectorImpl<Type> &inferred) {
  // Not in the spec; as XLA: the result has shape broadcast_sizes followed by
  // shape(operand), whose sizes must not be negative.
  auto operand = cast<RankedTensorType>(operandType);
  for (int64_t size : broadcastSizes)
    if (size < 0)
      return emitOptionalError(location,
                               "Broadcast with negative dimension size ", size);
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
  // (C2) is_unique(dimensions); (C3) 0 <= dimensions < rank(result). In
  // upstream's order and words.
  for (auto [index, dim] : llvm::enumerate(dimensions))
    if (llvm::is_contained(dimensions.take_front(index), dim))
      return emitOptionalError(location,
                               "(C2) dimensions should be unique. Got: ",
                               dimensions);
  for (int64_t dim : dimensions) {
    if (dim < 0)
      return emitOptionalError(location,
                               "(C3) all dimensions should be non-negative. "
                               "Got dimension: ",
                               dim, ".");
    if (dim >= operand.getRank())
      return emitOptionalError(location,
                               "(C3) all dimensions should be between [0, ",
                               operand.getRank(), "). Got dimension: ", dim,
                               ".");
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
  // (C4) 0 <= dimension < rank(inputs[0]), in upstream's words.
  if (rank == 0)
    return emitOptionalError(location,
                             "(C4) rank-0 values cannot be concatenated");
  if (dimension >= rank)
    return emitOptionalError(location, "(C4) dimension ", dimension,
                             " is out-of-bounds for input rank ", rank);
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
      return emitOptionalError(location, "(C2) operands (0) and (", index,
                               ") do not match rank");
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
      // Upstream's words: sizes that differ, or a size beyond a bound.
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(inputSize)) {
        if (size != inputSize)
          return emitOptionalError(
              location, "(C2) shapes of operand (0) and (", index,
              ") are not compatible at non-concat index ", dim, ": (",
              first.getShape(), ") != (", input.getShape(), ")");
        continue;
      }
      auto beyondBound = [&](int64_t staticSize, int64_t otherBound) {
        return emitOptionalError(location,
                                 "(C2) Mismatched dimension size ", staticSize,
                                 " and bound ", otherBound, " in dimension ",
                                 dim);
      };
      if (!ShapedType::isDynamic(inputSize)) {
        if (!ShapedType::isDynamic(bound) && inputSize > bound)
          return beyondBound(inputSize, bound);
        size = inputSize;
        continue;
      }
      if (!ShapedType::isDynamic(size)) {
        if (!ShapedType::isDynamic(inputBound) && size > inputBound)
          return beyondBound(size, inputBound);
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
  // (C2) one padding of each kind per dimension of operand (the op's
  // AllMatchSameOperatorTrait has made the three alike).
  if (static_cast<int64_t>(edgePaddingLow.size()) != operand.getRank())
    return emitOptionalError(location, "(C2) edge_padding_low length (", edgePaddingLow.size(),
                             ") must match operand rank (", operand.getRank(), ")");
  if (failed(checkRankSized(location, "(C2)", "edge_padding_high",
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
      return emitOptionalError(location,
                               "(C3) Interior padding cannot be negative: ",
                               interior, " (dimension ", dim, ")");
    // (C4) shape(result) = shape(operand) + edge_padding_low +
    // max(shape(operand) - 1, 0) * interior_padding + edge_padding_high; as
    // upstream, a size or bound padded below zero is refused.
    auto pad = [&](int64_t &value, StringRef sizeOrBound) -> LogicalResult {
      int64_t gaps = std::max<int64_t>(value, 1) - 1;
      CheckedInt64 sum = CheckedInt64(value) + low + CheckedInt64(gaps) * interior + high;
      std::string negative =
          ("Padding result in negative " + sizeOrBound + " for dimension " +
           Twine(dim))
              .str();
      if (sum.hasOverflowed()) {
        // Upstream's sum wraps; where it wraps to a negative value, upstream
        // refuses the op in the words ours then begin with.
        uint64_t wrapped = static_cast<uint64_t>(value) +
                           static_cast<uint64_t>(low) +
                           static_cast<uint64_t>(gaps) *
                               static_cast<uint64_t>(interior) +
                           static_cast<uint64_t>(high);
        return emitInt64Overflow(
            location, "(C4) ",
            static_cast<int64_t>(wrapped) < 0 ? negative + ": " : "",
            "the padded ", sizeOrBound, " of dimension ", dim, " (", value,
            " with edge_padding_low[", dim, "] = ", low,
            ", interior_padding[", dim, "] = ", interior,
            ", edge_padding_high[", dim, "] = ", high, ")");
      }
      if (sum.get() < 0)
        return emitOptionalError(location, "(C4) ", negative, " (", sum.get(),
                                 ")");
      value = sum.get();
      return success();
    };
    int64_t &size = result.shape[dim], &bound = result.bounds[dim];
    if (!ShapedType::isDynamic(size)) {
      if (failed(pad(size, "size")))
        return failure();
    } else if (!ShapedType::isDynamic(bound)) {
      if (failed(pad(bound, "bound")))
        return failure();
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
    return emitOptionalError(location,
                             "(C1) requires dimension attribute in range [0, ",
                             rank, "); found (", dimension, ")");
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
  if (dimension < 0)
    return emitOptionalError(location,
                             "requires non-negative dimension attribute; "
                             "found (",
                             dimension, ")");
  if (dimension >= operand.getRank())
    return emitOptionalError(location,
                             "requires dimension attribute in range [0, ",
                             operand.getRank(), "); found (", dimension, ")");
  ShapeAndBounds result(operand);
  int64_t limit = getSizeOrBound(operand, dimension);
  DenseIntElementsAttr constant;
  // A constant size outside [0, limit] makes the dimension dynamic, as
  // upstream StableHLO infers it; the spec check refuses it.
  bool inRange = false;
  if (size.getDefiningOp() && matchPattern(size, m_Constant(&constant))) {
    int64_t value = (*constant.begin()).getSExtValue();
    inRange = value >= 0 && (ShapedType::isDynamic(limit) || value <= limit);
    if (!inRange && isSpecCheckEnabled())
      return emitOptionalError(location, "size (", value, ") must be in [0, ",
                               limit, "]");
    if (inRange)
      result.shape[dimension] = value;
  }
  if (!inRange) {
    result.shape[dimension] = ShapedType::kDynamic;
    result.bounds[dimension] = limit;
  }
  inferred.push_back(result.get(operand.getElementType()));
  return success();
}

} // namespace mlir::stablehlo
