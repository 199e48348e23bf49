//===- StablehloShapeOps.cpp - Shape and data movement ops ----------------===//
//
// The ops that make, reshape, broadcast, transpose, pad, concatenate or
// reinterpret a tensor: transpose, concatenate, pad, reverse, broadcast,
// get_dimension_size, set_dimension_size, reshape, dynamic_reshape,
// broadcast_in_dim, dynamic_broadcast_in_dim, iota, dynamic_iota,
// dynamic_pad, bitcast_convert.
//
// Their shape functions and inferReturnTypes, and the verifiers of the ops
// whose result type is given (reshape, broadcast_in_dim, iota and their
// dynamic forms, bitcast_convert, dynamic_pad); transpose's
// refineReturnTypes; the reification of the result shapes of transpose,
// concatenate, pad, dynamic_pad, broadcast and bitcast_convert. The other
// refineReturnTypes are generated from StablehloOps.td
// (Stablehlo_LabelledResults).
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "AssemblyFormat.h"
#include "StablehloOpsInternal.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::stablehlo;

namespace mlir::stablehlo {

using namespace detail;

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
      return emitOptionalError(
          location, "(C2) dimensions should be unique. Got: ", dimensions);
  for (int64_t dim : dimensions) {
    if (dim < 0)
      return emitOptionalError(location,
                               "(C3) all dimensions should be non-negative. "
                               "Got dimension: ",
                               dim, ".");
    if (dim >= operand.getRank())
      return emitOptionalError(
          location, "(C3) all dimensions should be between [0, ",
          operand.getRank(), "). Got dimension: ", dim, ".");
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
            dynamic && bounded ? CheckedInt64(sizeOrBound) + inputSizeOrBound
                               : CheckedInt64(ShapedType::kDynamic);
        if (sum.hasOverflowed() || boundSum.hasOverflowed())
          return emitInt64Overflow(location, "(C6) dimension ", dimension,
                                   " of the result, the sum of the sizes",
                                   sum.hasOverflowed() ? "" : " (or bounds)",
                                   " of inputs #0 to #", index,
                                   " in that dimension,");
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
        return emitOptionalError(location, "(C2) Mismatched dimension size ",
                                 staticSize, " and bound ", otherBound,
                                 " in dimension ", dim);
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
    return emitOptionalError(
        location, "(C2) edge_padding_low length (", edgePaddingLow.size(),
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
      return emitOptionalError(
          location, "(C3) Interior padding cannot be negative: ", interior,
          " (dimension ", dim, ")");
    // (C4) shape(result) = shape(operand) + edge_padding_low +
    // max(shape(operand) - 1, 0) * interior_padding + edge_padding_high; as
    // upstream, a size or bound padded below zero is refused.
    auto pad = [&](int64_t &value, StringRef sizeOrBound) -> LogicalResult {
      int64_t gaps = std::max<int64_t>(value, 1) - 1;
      CheckedInt64 sum =
          CheckedInt64(value) + low + CheckedInt64(gaps) * interior + high;
      std::string negative = ("Padding result in negative " + sizeOrBound +
                              " for dimension " + Twine(dim))
                                 .str();
      if (sum.hasOverflowed()) {
        // Upstream's sum wraps; where it wraps to a negative value, upstream
        // refuses the op in the words ours then begin with.
        uint64_t wrapped =
            static_cast<uint64_t>(value) + static_cast<uint64_t>(low) +
            static_cast<uint64_t>(gaps) * static_cast<uint64_t>(interior) +
            static_cast<uint64_t>(high);
        return emitInt64Overflow(
            location, "(C4) ",
            static_cast<int64_t>(wrapped) < 0 ? negative + ": " : "",
            "the padded ", sizeOrBound, " of dimension ", dim, " (", value,
            " with edge_padding_low[", dim, "] = ", low, ", interior_padding[",
            dim, "] = ", interior, ", edge_padding_high[", dim, "] = ", high,
            ")");
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

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferTransposeOp(location, adaptor.getOperand().getType(),
                          adaptor.getPermutation(), inferred);
}

LogicalResult TransposeOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return mlir::stablehlo::detail::refineLabelledResults<TransposeOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      [&](TypeRange inferred, ResultTypesCompatible compatible) {
        return transposeResultConstraint(inferred, returnTypes, compatible);
      });
}

LogicalResult PadOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferPadOp(location, adaptor.getOperand().getType(),
                    adaptor.getPaddingValue().getType(),
                    adaptor.getEdgePaddingLow(), adaptor.getEdgePaddingHigh(),
                    adaptor.getInteriorPadding(), inferred);
}

LogicalResult ConcatenateOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  return inferConcatenateOp(location, adaptor.getInputs().getTypes(),
                            adaptor.getDimension(), inferred);
}

LogicalResult ReverseOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferReverseOp(location, adaptor.getOperand().getType(),
                        adaptor.getDimensions(), inferred);
}

LogicalResult BroadcastOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferBroadcastOp(location, adaptor.getOperand().getType(),
                          adaptor.getBroadcastSizes(), inferred);
}

LogicalResult GetDimensionSizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferGetDimensionSizeOp(location, adaptor.getOperand().getType(),
                                 adaptor.getDimension(), inferred);
}

LogicalResult SetDimensionSizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSetDimensionSizeOp(location, adaptor.getOperand().getType(),
                                 adaptor.getSize(), adaptor.getDimension(),
                                 inferred);
}

namespace {

/// The product of the (static, non-negative) `sizes`, exactly: wide enough
/// for any number of int64 factors, unsigned. Products of different numbers
/// of factors have different widths: compare them with APInt::isSameValue.
APInt exactProduct(ArrayRef<int64_t> sizes) {
  unsigned width = 64 * std::max<size_t>(sizes.size(), 1);
  APInt product(width, 1);
  for (int64_t size : sizes)
    product *= APInt(width, static_cast<uint64_t>(size));
  return product;
}

/// Bit width of an integer, float or complex element type, or of the
/// storage type of a quantized one.
int64_t getElementBitWidth(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * complex.getElementType().getIntOrFloatBitWidth();
  return getStorageOrElementType(type).getIntOrFloatBitWidth();
}

/// Checks a result shape given by the 1-D operand `shape` (C<sizeConstraint>
/// `size(shape) = rank(result)`), and, when `shape` is a constant, that the
/// static dimensions of `result` match its values (the spec's "shape
/// mismatches for ops that take their output shape as an operand").
///
/// As upstream StableHLO, a constant `shape` must also hold non-negative
/// values within the result's bounds; a mismatch of either kind is reported
/// as "output shape [...] is incompatible with return type of operation".
/// Unless `sizeAlways` or the
/// spec check is on, the size is compared only for a constant `shape`
/// (upstream's rule for dynamic_broadcast_in_dim and dynamic_iota).
LogicalResult checkShapeOperand(Operation *op, Value shape, StringRef name,
                                RankedTensorType result,
                                StringRef sizeConstraint,
                                bool sizeAlways = true) {
  auto shapeType = cast<RankedTensorType>(shape.getType());
  DenseIntElementsAttr values;
  bool constant = matchPattern(shape, m_Constant(&values));
  if (constant) {
    SmallVector<int64_t> sizes;
    for (const APInt &value : values.getValues<APInt>())
      sizes.push_back(value.getSExtValue());
    ArrayRef<int64_t> bounds = getBounds(result);
    bool compatible = static_cast<int64_t>(sizes.size()) == result.getRank();
    for (auto [dim, size] : llvm::enumerate(sizes)) {
      if (!compatible)
        break;
      int64_t resultSize = result.getDimSize(dim);
      compatible = size >= 0 && (ShapedType::isDynamic(resultSize)
                                     ? bounds.empty() ||
                                           ShapedType::isDynamic(bounds[dim]) ||
                                           size <= bounds[dim]
                                     : size == resultSize);
    }
    if (!compatible)
      return op->emitOpError()
             << sizeConstraint << " output shape ["
             << llvm::join(
                    llvm::map_range(
                        sizes, [](int64_t v) { return std::to_string(v); }),
                    ", ")
             << "] is incompatible with return type of operation " << result;
  }
  if ((sizeAlways || constant || isSpecCheckEnabled()) &&
      shapeType.getDimSize(0) != result.getRank()) {
    // Upstream's words where it checks the size always (dynamic_reshape).
    if (sizeAlways)
      return op->emitOpError()
             << sizeConstraint << " result should have a rank equal to the "
             << "number of elements in " << name << " (" << result.getRank()
             << " != " << shapeType.getDimSize(0) << ")";
    return op->emitOpError()
           << sizeConstraint << " size(" << name
           << ") = " << shapeType.getDimSize(0)
           << " must equal rank(result) = " << result.getRank();
  }
  return success();
}

/// The spec's (C1) of reshape, dynamic_reshape and transpose: equal element
/// types, except that per-axis quantized ones may differ in quantization
/// dimension.
bool isSameElementTypeUpToQuantizedDimension(Type operand, Type result) {
  if (operand == result)
    return true;
  auto operandAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(operand);
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(result);
  return operandAxis && resultAxis &&
         withQuantizedDimension(operandAxis,
                                resultAxis.getQuantizedDimension()) == result;
}

/// Reshape (C1-C3), shared with dynamic_reshape (C1-C3).
LogicalResult verifyReshape(Operation *op, RankedTensorType operand,
                            RankedTensorType result) {
  // (C1) element_type(result) = element_type(operand), up to the
  // quantization dimension of per-axis quantized types.
  if (!isSameElementTypeUpToQuantizedDimension(operand.getElementType(),
                                               result.getElementType())) {
    // Two quantized types of one kind: upstream's phrase.
    bool perTensor =
        isa<quant::UniformQuantizedType>(operand.getElementType()) &&
        isa<quant::UniformQuantizedType>(result.getElementType());
    bool perAxis =
        isa<quant::UniformQuantizedPerAxisType>(operand.getElementType()) &&
        isa<quant::UniformQuantizedPerAxisType>(result.getElementType());
    if (perTensor || perAxis)
      return op->emitOpError()
             << "(C1) expect same quantization "
             << (perTensor ? "scale and zero_point" : "scales and zero_points")
             << " but got " << operand << " vs " << result;
    return op->emitOpError()
           << "(C1) result element type " << result.getElementType()
           << " must equal operand element type " << operand.getElementType();
  }
  // (C2) size(operand) = size(result), checked when both are static. The
  // sizes are compared exactly: a count that does not fit in int64 is
  // neither an error nor equal to a wrapped one.
  if (operand.hasStaticShape() && result.hasStaticShape()) {
    APInt operandSize = exactProduct(operand.getShape());
    APInt resultSize = exactProduct(result.getShape());
    if (!APInt::isSameValue(operandSize, resultSize))
      return op->emitOpError()
             << "(C2) number of output elements ("
             << toString(resultSize, 10, false)
             << ") doesn't match expected number of elements ("
             << toString(operandSize, 10, false) << ")";
  }
  // (C3) a per-axis quantized dimension keeps its size and the number of
  // elements before and after it.
  auto operandAxis =
      dyn_cast<quant::UniformQuantizedPerAxisType>(operand.getElementType());
  if (!operandAxis)
    return success();
  auto resultAxis =
      cast<quant::UniformQuantizedPerAxisType>(result.getElementType());
  int64_t operandDim = operandAxis.getQuantizedDimension();
  int64_t resultDim = resultAxis.getQuantizedDimension();
  // The number of elements of `sizes`, or none if one is dynamic.
  auto product = [](ArrayRef<int64_t> sizes) -> std::optional<APInt> {
    if (llvm::any_of(sizes, ShapedType::isDynamic))
      return std::nullopt;
    return exactProduct(sizes);
  };
  auto differ = [](std::optional<APInt> a, std::optional<APInt> b) {
    return a && b && !APInt::isSameValue(*a, *b);
  };
  auto size = [&](const int64_t &dimSize) { return product(dimSize); };
  ArrayRef<int64_t> operandShape = operand.getShape();
  ArrayRef<int64_t> resultShape = result.getShape();
  // Upstream's phrases for the size of the dimension, then the elements
  // before it.
  if (differ(size(operandShape[operandDim]), size(resultShape[resultDim])))
    return op->emitOpError() << "(C3) expect same quantization dimension size "
                                "for operand and result "
                             << operand << " and " << result;
  if (operand.hasStaticShape() && result.hasStaticShape() &&
      differ(product(operandShape.take_front(operandDim)),
             product(resultShape.take_front(resultDim))))
    return op->emitOpError()
           << "(C3) product of dimensions before quantization dimension must "
              "match between "
              "operand and result for "
           << toString(*product(operandShape.take_front(operandDim)), 10, false)
           << " and "
           << toString(*product(resultShape.take_front(resultDim)), 10, false);
  if (differ(product(operandShape.take_front(operandDim)),
             product(resultShape.take_front(resultDim))) ||
      differ(size(operandShape[operandDim]), size(resultShape[resultDim])) ||
      differ(product(operandShape.drop_front(operandDim + 1)),
             product(resultShape.drop_front(resultDim + 1))))
    return op->emitOpError()
           << "(C3) the quantization dimension must keep its size and the "
              "number of elements before and after it, but operand "
           << operand << " has quantization dimension " << operandDim
           << " and result " << result << " has " << resultDim;
  return success();
}

/// broadcast_in_dim (C1-C6), shared with dynamic_broadcast_in_dim
/// (`dynamic`).
LogicalResult verifyBroadcastInDim(Operation *op, RankedTensorType operand,
                                   RankedTensorType result,
                                   ArrayRef<int64_t> dims,
                                   bool dynamic = false) {
  // (C1) element_type(result) = element_type(operand), up to the
  // quantization parameters of per-axis quantized types.
  Type operandElement = operand.getElementType();
  Type resultElement = result.getElementType();
  // dynamic_broadcast_in_dim: upstream compares the element types only when
  // neither is quantized, in its words (a per-axis quantized result is
  // checked below, as upstream checks it); the spec check compares them.
  bool quantized = isa<quant::QuantizedType>(operandElement) ||
                   isa<quant::QuantizedType>(resultElement);
  if (dynamic && !isSpecCheckEnabled() && !quantized &&
      operandElement != resultElement)
    return op->emitOpError()
           << "(C1) expects operand and result to have compatible element "
              "type. Got: "
           << operand << " and " << result;
  bool checkElement = !dynamic || isSpecCheckEnabled() ||
                      isa<quant::UniformQuantizedPerAxisType>(resultElement);
  auto operandAxis =
      dyn_cast<quant::UniformQuantizedPerAxisType>(operandElement);
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(resultElement);
  bool sameElement =
      operandAxis
          ? resultAxis &&
                isSameBaselineElementType(
                    withQuantizedDimension(operandAxis,
                                           resultAxis.getQuantizedDimension()),
                    resultAxis)
          : operandElement == resultElement;
  if (checkElement && !sameElement)
    return op->emitOpError()
           << "(C1) result element type " << resultElement
           << " must equal operand element type " << operandElement;
  // (C2) size(broadcast_dimensions) = rank(operand).
  if (static_cast<int64_t>(dims.size()) != operand.getRank())
    return op->emitOpError()
           << "(C2) broadcast_dimensions size (" << dims.size()
           << ") does not match operand rank (" << operand.getRank() << ")";
  // In upstream's order and words: (C4) is_unique(broadcast_dimensions);
  // then, per dimension, (C3) 0 <= broadcast_dimensions < rank(result) and
  // (C5) dim(operand, d) = 1 or dim(operand, d) = dim(result, dims[d]).
  SmallVector<int64_t> seen;
  for (int64_t resultDim : dims) {
    if (llvm::is_contained(seen, resultDim))
      return op->emitOpError()
             << "(C4) broadcast_dimensions should not have duplicates; "
             << resultDim << " is repeated";
    seen.push_back(resultDim);
  }
  for (auto [operandDim, resultDim] : llvm::enumerate(dims)) {
    if (resultDim < 0 || resultDim >= result.getRank())
      return op->emitOpError()
             << "(C3) broadcast_dimensions contains invalid value " << resultDim
             << " for result with rank " << result.getRank();
    int64_t operandSize = operand.getDimSize(operandDim);
    int64_t resultSize = result.getDimSize(resultDim);
    if (operandSize != 1 && !areCompatibleSizes(operandSize, resultSize))
      return op->emitOpError()
             << "(C5) size of operand dimension " << operandDim << " ("
             << operandSize
             << (dynamic ? ") is not compatible with size of result dimension "
                         : ") is not equal to 1 or size of result dimension ")
             << resultDim << " (" << resultSize << ")";
  }
  // (C6) the quantization dimension follows its operand dimension; a
  // broadcast one repeats the operand's only scale and zero point.
  if (!resultAxis)
    return success();
  int64_t operandDim = operandAxis.getQuantizedDimension();
  int64_t expectedDim = dims[operandDim];
  if (resultAxis.getQuantizedDimension() != expectedDim)
    return op->emitOpError() << "(C6) result quantization_dimension "
                             << resultAxis.getQuantizedDimension()
                             << " not same as broadcast_dimensions["
                             << operandDim << "] = " << expectedDim;
  if (operand.getDimSize(operandDim) == 1) {
    for (auto [index, scale, zeroPoint] :
         llvm::enumerate(resultAxis.getScales(), resultAxis.getZeroPoints())) {
      if (scale != operandAxis.getScales()[0])
        return op->emitOpError() << "(C6) mismatch result scale " << index
                                 << " (" << scale << ") and operand scale 0 ("
                                 << operandAxis.getScales()[0] << ")";
      if (zeroPoint != operandAxis.getZeroPoints()[0])
        return op->emitOpError()
               << "(C6) mismatch result zero_point " << index << " ("
               << zeroPoint << ") and operand zero_point 0 ("
               << operandAxis.getZeroPoints()[0] << ")";
    }
  }
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// IotaOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  // (C1) 0 <= iota_dimension < rank(output); the lower bound is the
  // attribute's constraint.
  int64_t rank = getType().getRank();
  int64_t dim = getIotaDimensionAttr().getInt();
  if (rank == 0)
    return emitOpError() << "(C1) does not support scalars.";
  if (dim >= rank)
    return emitOpError() << "(C1) iota dimension cannot go beyond the output "
                            "rank. Got iota_dimension "
                         << dim << " for a result of rank " << rank;
  return success();
}

LogicalResult TransposeOp::verify() {
  // Upstream's checks of a quantized result, in its order and words; they
  // run before the result is compared with the inferred one.
  Type operandType = getOperand().getType(), resultType = getType();
  Type operand = getElementTypeOrSelf(operandType);
  Type result = getElementTypeOrSelf(resultType);
  // (C1) element_type(result) = element_type(operand): per-tensor scales and
  // zero points.
  if (isa<quant::UniformQuantizedType>(operand) &&
      isa<quant::UniformQuantizedType>(result) && operand != result)
    return emitError() << "(C1) expect same quantization scale and zero_point "
                          "but got "
                       << operandType << " vs " << resultType;
  auto operandAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(operand);
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(result);
  if (!operandAxis || !resultAxis)
    return success();
  // (C1) per-axis scales and zero points.
  if (operandAxis.getScales() != resultAxis.getScales() ||
      operandAxis.getZeroPoints() != resultAxis.getZeroPoints())
    return emitError() << "(C1) expect same quantization scales and "
                          "zero_points but got "
                       << operandType << " vs " << resultType;
  // (C4) quantization_dimension(operand) =
  // permutation[quantization_dimension(result)]; a dimension the permutation
  // does not have is left to the result's comparison with the inferred type.
  ArrayRef<int64_t> permutation = getPermutation();
  int64_t resultDim = resultAxis.getQuantizedDimension();
  int64_t operandDim = operandAxis.getQuantizedDimension();
  if (resultDim >= 0 && resultDim < static_cast<int64_t>(permutation.size()) &&
      operandDim != permutation[resultDim])
    return emitError() << "(C4) operand quantization_dimension " << operandDim
                       << " is not same as permutation[" << resultDim
                       << "] = " << permutation[resultDim];
  return success();
}

//===----------------------------------------------------------------------===//
// BitcastConvertOp
//===----------------------------------------------------------------------===//

LogicalResult BitcastConvertOp::verify() {
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  Type operandElement = operand.getElementType();
  Type resultElement = result.getElementType();

  // (C2) complex element types convert only to complex element types.
  if (isa<ComplexType>(operandElement) != isa<ComplexType>(resultElement))
    return emitOpError()
           << "(C2) cannot convert between real and complex types, but got: "
           << operand << " and " << result;

  // (C1) The shapes agree, but for one minor dimension of the shape with the
  // narrower element type, which holds the difference in bit widths. As
  // upstream: with equal widths, only the dimensions both shapes have are
  // compared (the spec check compares the ranks too); a dynamic minor
  // dimension is not compared with the ratio of the widths. Upstream's words.
  int64_t operandBits = getElementBitWidth(operandElement);
  int64_t resultBits = getElementBitWidth(resultElement);
  bool operandNarrower = operandBits < resultBits;
  ArrayRef<int64_t> narrowShape =
      operandNarrower ? operand.getShape() : result.getShape();
  ArrayRef<int64_t> wideShape =
      operandNarrower ? result.getShape() : operand.getShape();
  int64_t narrowBits = std::min(operandBits, resultBits);
  int64_t wideBits = std::max(operandBits, resultBits);
  ArrayRef<int64_t> prefix = narrowShape;
  if (operandBits != resultBits) {
    if (narrowShape.size() != wideShape.size() + 1)
      return emitOpError()
             << "(C1) rank of smaller element type (" << narrowShape.size()
             << ") should be 1 more than rank of larger element type ("
             << wideShape.size() << "), but " << narrowShape.size()
             << " != " << wideShape.size() << " + 1.";
    int64_t minor = narrowShape.back();
    bool fits =
        ShapedType::isDynamic(minor)
            ? !isSpecCheckEnabled() || wideBits % narrowBits == 0
            : wideBits % narrowBits == 0 && minor == wideBits / narrowBits;
    if (!fits) {
      InFlightDiagnostic diag = emitOpError()
                                << "(C1) requires compatible bit widths. Got: "
                                << operand << " and " << result << ", but "
                                << narrowBits << " * ";
      if (ShapedType::isDynamic(minor))
        diag << "?";
      else
        diag << minor;
      return diag << " != " << wideBits << ".";
    }
    prefix = narrowShape.drop_back();
  } else if (isSpecCheckEnabled() && narrowShape.size() != wideShape.size()) {
    return emitOpError() << "(C1) with element types of equal bit width ("
                         << operandBits << "), the result " << result
                         << " must have the shape of the operand " << operand;
  }
  for (auto [narrow, wide] : llvm::zip(prefix, wideShape))
    if (!areCompatibleSizes(narrow, wide))
      return emitOpError()
             << "(C1) operand and result shapes must match except for the "
                "innermost dimension of the shape with the smaller element "
                "type. Got: "
             << operand << " and " << result << ".";
  return success();
}

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::verify() {
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  // Upstream checks nothing beyond the element types' compatibility (the
  // trait: scales and zero points may differ) unless both shapes are
  // static; the spec check holds (C1) and (C3) always.
  if (!isSpecCheckEnabled() &&
      (!operand.hasStaticShape() || !result.hasStaticShape()))
    return success();
  return verifyReshape(*this, operand, result);
}

/// dynamic_reshape (C1), (C3) as upstream checks them, which the spec check
/// replaces with `verifyReshape`: quantized types are compared for their
/// scales and zero points only when both are per-tensor or both per-axis
/// (per-axis ones up to the shorter list), and the quantization dimension
/// keeps its size and the number of elements before it where those are
/// static; a float and a quantized type pass.
static LogicalResult
verifyUpstreamReshapeQuantization(Operation *op, RankedTensorType operand,
                                  RankedTensorType result) {
  Type operandElement = operand.getElementType();
  Type resultElement = result.getElementType();
  if (isa<quant::UniformQuantizedType>(operandElement) &&
      isa<quant::UniformQuantizedType>(resultElement) &&
      operandElement != resultElement)
    return op->emitOpError()
           << "(C1) expect same quantization scale and zero_point but got "
           << operand << " vs " << result;
  auto operandAxis =
      dyn_cast<quant::UniformQuantizedPerAxisType>(operandElement);
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(resultElement);
  if (!operandAxis || !resultAxis)
    return success();
  if (llvm::any_of(
          llvm::zip(operandAxis.getScales(), resultAxis.getScales()),
          [](auto pair) { return std::get<0>(pair) != std::get<1>(pair); }) ||
      llvm::any_of(
          llvm::zip(operandAxis.getZeroPoints(), resultAxis.getZeroPoints()),
          [](auto pair) { return std::get<0>(pair) != std::get<1>(pair); }))
    return op->emitOpError()
           << "(C1) expect same quantization scales and zero_points but got "
           << operand << " vs " << result;
  int64_t operandDim = operandAxis.getQuantizedDimension();
  int64_t resultDim = resultAxis.getQuantizedDimension();
  if (operandDim >= operand.getRank() || resultDim >= result.getRank())
    return success();
  if (!operand.isDynamicDim(operandDim) && !result.isDynamicDim(resultDim) &&
      operand.getDimSize(operandDim) != result.getDimSize(resultDim))
    return op->emitOpError()
           << "(C3) expect same quantization dimension size for operand and "
              "result "
           << operand << " and " << result;
  if (operand.hasStaticShape() && result.hasStaticShape()) {
    APInt operandBefore =
        exactProduct(operand.getShape().take_front(operandDim));
    APInt resultBefore = exactProduct(result.getShape().take_front(resultDim));
    if (!APInt::isSameValue(operandBefore, resultBefore))
      return op->emitOpError()
             << "(C3) product of dimensions before quantization dimension "
                "must match between operand and result for "
             << toString(operandBefore, 10, false) << " and "
             << toString(resultBefore, 10, false);
  }
  return success();
}

LogicalResult DynamicReshapeOp::verify() {
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  // The spec's (C1-C3), with the quantization dimension's place; then the
  // shape operand.
  if (isSpecCheckEnabled()) {
    if (failed(verifyReshape(*this, operand, result)))
      return failure();
  } else {
    // Upstream's order and rules: (C1) for types that are not quantized,
    // (C2) for static shapes, the shape operand, then the quantization.
    if (!isQuantized(operand.getElementType()) &&
        !isQuantized(result.getElementType()) &&
        operand.getElementType() != result.getElementType())
      return emitOpError()
             << "(C1) expects operand and result to have compatible element "
                "type. Got: "
             << operand << " and " << result;
    if (operand.hasStaticShape() && result.hasStaticShape()) {
      APInt operandCount = exactProduct(operand.getShape());
      APInt resultCount = exactProduct(result.getShape());
      if (!APInt::isSameValue(operandCount, resultCount))
        return emitOpError() << "(C2) number of output elements ("
                             << toString(resultCount, 10, false)
                             << ") doesn't match expected number of elements ("
                             << toString(operandCount, 10, false) << ")";
    }
  }
  // (C4) size(output_shape) = rank(result).
  if (failed(checkShapeOperand(*this, getOutputShape(), "output_shape", result,
                               "(C4)")))
    return failure();
  // (C2) with a static operand, a constant output_shape holds as many
  // elements (checked by upstream StableHLO too).
  DenseIntElementsAttr outputShape;
  if (operand.hasStaticShape() &&
      matchPattern(getOutputShape(), m_Constant(&outputShape))) {
    SmallVector<int64_t> shape;
    for (const APInt &value : outputShape.getValues<APInt>())
      shape.push_back(value.getSExtValue());
    APInt operandCount = exactProduct(operand.getShape());
    APInt shapeCount = exactProduct(shape);
    if (!APInt::isSameValue(operandCount, shapeCount))
      return emitOpError()
             << "(C2) output_shape is incompatible with input type of "
                "operation: input has "
             << toString(operandCount, 10, false)
             << " elements, but output_shape has "
             << toString(shapeCount, 10, false);
  }
  if (isSpecCheckEnabled())
    return success();
  return verifyUpstreamReshapeQuantization(*this, operand, result);
}

//===----------------------------------------------------------------------===//
// BroadcastInDimOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastInDimOp::verify() {
  return verifyBroadcastInDim(
      *this, cast<RankedTensorType>(getOperand().getType()),
      cast<RankedTensorType>(getType()), getBroadcastDimensions());
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  if (failed(verifyBroadcastInDim(*this, operand, result,
                                  getBroadcastDimensions(), /*dynamic=*/true)))
    return failure();
  // (C7) size(output_dimensions) = rank(result); upstream StableHLO
  // compares the size only when output_dimensions is a constant.
  if (failed(checkShapeOperand(*this, getOutputDimensions(),
                               "output_dimensions", result, "(C7)",
                               /*sizeAlways=*/false)))
    return failure();
  // (C5) with a static operand and constant output_dimensions, each
  // operand dimension is 1 or the output dimension it is broadcast to.
  DenseIntElementsAttr outputDims;
  if (operand.hasStaticShape() &&
      matchPattern(getOutputDimensions(), m_Constant(&outputDims))) {
    SmallVector<int64_t> shape;
    for (const APInt &value : outputDims.getValues<APInt>())
      shape.push_back(value.getSExtValue());
    for (auto [dim, target] : llvm::enumerate(getBroadcastDimensions())) {
      int64_t size = operand.getDimSize(dim);
      if (size != 1 && size != shape[target])
        return emitOpError()
               << "(C5) size of operand dimension " << dim << " (" << size
               << ") is not equal to 1 or value of shape at index " << target
               << " (" << shape[target] << ")";
    }
  }
  // (C8) is_unique(known_expanding_dimensions +
  // known_nonexpanding_dimensions); (C9), (C10) each within rank(operand).
  // In upstream's order and words: no dimension twice among the hints
  // (C8), then each within rank(operand) (C9), (C10).
  SmallVector<int64_t> hints;
  for (std::optional<ArrayRef<int64_t>> dims :
       {getKnownExpandingDimensions(), getKnownNonexpandingDimensions()})
    if (dims)
      llvm::append_range(hints, *dims);
  if (!llvm::all_of(llvm::enumerate(hints), [&](auto indexed) {
        return !llvm::is_contained(
            ArrayRef<int64_t>(hints).take_front(indexed.index()),
            indexed.value());
      }))
    return emitOpError() << "(C8) duplicate expansion hint for at least one "
                            "operand dimension";
  auto check = [&](std::optional<ArrayRef<int64_t>> dims, StringRef name,
                   StringRef rangeConstraint) -> LogicalResult {
    if (!dims)
      return success();
    for (int64_t dim : *dims)
      if (dim < 0 || dim >= operand.getRank())
        return emitOpError()
               << rangeConstraint << " hint for expanding dimension " << dim
               << " does not refer to a valid operand dimension (" << name
               << ", rank(operand) = " << operand.getRank() << ")";
    return success();
  };
  if (failed(check(getKnownExpandingDimensions(), "known_expanding_dimensions",
                   "(C9)")) ||
      failed(check(getKnownNonexpandingDimensions(),
                   "known_nonexpanding_dimensions", "(C10)")))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Slicing, padding, concatenation and shapes
//===----------------------------------------------------------------------===//

LogicalResult DynamicIotaOp::verify() {
  auto result = cast<RankedTensorType>(getType());
  // (C2) rank(result) = size(output_shape).
  if (failed(checkShapeOperand(*this, getOutputShape(), "output_shape", result,
                               "(C2)", /*sizeAlways=*/false)))
    return failure();
  // (C1) 0 <= iota_dimension < size(output_shape) (= rank(result)).
  // (C1) 0 <= iota_dimension < rank(result), in upstream's words.
  int64_t dim = getIotaDimension();
  if (dim < 0 || dim >= result.getRank())
    return emitOpError() << "(C1) iota dimension cannot go beyond the output "
                            "rank. Got iota_dimension "
                         << dim << " for a result of rank " << result.getRank();
  return success();
}

LogicalResult DynamicPadOp::verify() {
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  // (C1) element_type(operand) = element_type(padding_value) =
  // element_type(result).
  Type element = operand.getElementType();
  if (getElementTypeOrSelf(getPaddingValue().getType()) != element ||
      result.getElementType() != element)
    return emitOpError() << "(C1) operand, padding_value and result must "
                            "have the same element type";
  // (C4) rank(result) = rank(operand): AllRanksMatch.
  // (C2) size(edge_padding_low) = size(edge_padding_high) =
  // size(interior_padding) = rank(operand); AllTypesMatch makes the three
  // alike.
  int64_t size =
      cast<RankedTensorType>(getEdgePaddingLow().getType()).getDimSize(0);
  if (size != operand.getRank())
    return emitOpError() << "(C2) padding operands size (" << size
                         << ") must match operand rank (" << operand.getRank()
                         << ")";
  // (C3) 0 <= interior_padding and (C4) the result shape, when the paddings
  // are constants.
  DenseIntElementsAttr low, high, interior;
  if (!matchPattern(getInteriorPadding(), m_Constant(&interior)))
    return success();
  SmallVector<int64_t> interiorValues;
  for (const APInt &value : interior.getValues<APInt>())
    interiorValues.push_back(value.getSExtValue());
  if (llvm::any_of(interiorValues, [](int64_t v) { return v < 0; }))
    return emitOpError() << "(C3) interior_padding must be non-negative, but "
                            "got "
                         << ArrayRef<int64_t>(interiorValues);
  if (!matchPattern(getEdgePaddingLow(), m_Constant(&low)) ||
      !matchPattern(getEdgePaddingHigh(), m_Constant(&high)))
    return success();
  // Upstream compares the result only when operand and result are static,
  // in its words; the spec check compares dynamic sizes with bounds too.
  bool spec = isSpecCheckEnabled();
  if (!spec && (!operand.hasStaticShape() || !result.hasStaticShape()))
    return success();
  SmallVector<Type> inferred;
  SmallVector<int64_t> lowValues, highValues;
  for (const APInt &value : low.getValues<APInt>())
    lowValues.push_back(value.getSExtValue());
  for (const APInt &value : high.getValues<APInt>())
    highValues.push_back(value.getSExtValue());
  if (failed(inferPadOp(getLoc(), operand, getPaddingValue().getType(),
                        lowValues, highValues, interiorValues, inferred)))
    return failure();
  auto expected = cast<RankedTensorType>(inferred.front());
  if (spec) {
    if (!isCompatibleShape(expected, result))
      return emitOpError() << "(C4) result type " << result
                           << " does not match the padded shape " << expected;
    return success();
  }
  for (int64_t dim = 0; dim < result.getRank(); ++dim)
    if (result.getDimSize(dim) != expected.getDimSize(dim))
      return emitOpError() << "(C4) expected output dimension at index " << dim
                           << " to equal " << expected.getDimSize(dim)
                           << ", but got " << result.getDimSize(dim);
  return success();
}

//===----------------------------------------------------------------------===//
// Reification of the result shapes (reifyResultShapes,
// StablehloShapeInterfaces.cpp)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo::detail {

/// transpose: result dim i is operand dim permutation[i].
LogicalResult reifyTranspose(TransposeOp op, OpBuilder &builder,
                             ValueRange operands,
                             SmallVectorImpl<Value> &shapes) {
  Value operand = operands[0];
  if (!isRanked(operand))
    return failure();
  // The permutation indexes the operand's dimensions: an op that has not
  // been verified may hold any values.
  int64_t rank = cast<RankedTensorType>(operand.getType()).getRank();
  if (llvm::any_of(op.getPermutation(),
                   [&](int64_t dim) { return dim < 0 || dim >= rank; }))
    return emitOptionalError(op.getLoc(), "(C2) permutation of ", rank,
                             " dimensions holds an element out of range [0, ",
                             rank, "); cannot reify the result shape");
  SmallVector<Value> dims;
  for (int64_t dim : op.getPermutation())
    dims.push_back(dimOf(builder, op.getLoc(), operand, dim));
  shapes.push_back(fromElements(builder, op.getLoc(), dims));
  return success();
}

/// concatenate: the inputs' dims, their sum along `dimension`.
LogicalResult reifyConcatenate(ConcatenateOp op, OpBuilder &builder,
                               ValueRange operands,
                               SmallVectorImpl<Value> &shapes) {
  if (operands.empty() || !llvm::all_of(operands, isRanked))
    return failure();
  Location loc = op.getLoc();
  int64_t axis = op.getDimension();
  int64_t rank = cast<RankedTensorType>(operands[0].getType()).getRank();
  // Every input is indexed up to rank: an op that has not been verified may
  // have inputs of other ranks.
  if (llvm::any_of(operands, [&](Value input) {
        return cast<RankedTensorType>(input.getType()).getRank() != rank;
      }))
    return failure();
  SmallVector<Value> dims;
  for (int64_t dim = 0; dim < rank; ++dim) {
    if (dim != axis) {
      dims.push_back(dimOf(builder, loc, operands[0], dim));
      continue;
    }
    Value sum = dimOf(builder, loc, operands[0], dim);
    for (Value input : operands.drop_front())
      sum = arith::AddIOp::create(builder, loc, sum,
                                  dimOf(builder, loc, input, dim));
    dims.push_back(sum);
  }
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

/// dynamic_pad, per dim: low + high + size + max(size - 1, 0) * interior,
/// computed on 1-D index tensors.
LogicalResult reifyDynamicPad(DynamicPadOp op, OpBuilder &builder,
                              ValueRange operands,
                              SmallVectorImpl<Value> &shapes) {
  Location loc = op.getLoc();
  if (operands.size() != 5 || !isRanked(operands[0]))
    return failure();
  Value operand = operands[0];
  Value size = shape::ShapeOfOp::create(builder, loc, operand);
  auto indexTensor = cast<RankedTensorType>(size.getType());
  Value low = toIndexTensor(builder, loc, operands[2]);
  Value high = toIndexTensor(builder, loc, operands[3]);
  Value interior = toIndexTensor(builder, loc, operands[4]);
  auto splat = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(
            indexTensor, ArrayRef<Attribute>{builder.getIndexAttr(value)}));
  };
  Value gaps = arith::MaxSIOp::create(
      builder, loc, arith::SubIOp::create(builder, loc, size, splat(1)),
      splat(0));
  Value result = arith::AddIOp::create(
      builder, loc, arith::AddIOp::create(builder, loc, low, high),
      arith::AddIOp::create(
          builder, loc, size,
          arith::MulIOp::create(builder, loc, gaps, interior)));
  shapes.push_back(result);
  return success();
}

/// bitcast_convert: the operand's shape when the element types have the
/// same width; a change of rank is not reified.
LogicalResult reifyBitcastConvert(BitcastConvertOp op, OpBuilder &builder,
                                  ValueRange operands,
                                  SmallVectorImpl<Value> &shapes) {
  auto operandType = dyn_cast<RankedTensorType>(op.getOperand().getType());
  auto resultType = dyn_cast<RankedTensorType>(op.getType());
  if (!operandType || !resultType)
    return failure();
  Type operandElement = getStorageOrElementType(operandType);
  Type resultElement = getStorageOrElementType(resultType);
  if (!operandElement.isIntOrFloat() || !resultElement.isIntOrFloat() ||
      operandElement.getIntOrFloatBitWidth() !=
          resultElement.getIntOrFloatBitWidth())
    return failure();
  return reifyShapeOf(op, 0, builder, operands, shapes);
}

/// broadcast: broadcast_sizes, then the operand's dims.
LogicalResult reifyBroadcast(BroadcastOp op, OpBuilder &builder,
                             ValueRange operands,
                             SmallVectorImpl<Value> &shapes) {
  if (operands.empty() || !isRanked(operands[0]))
    return failure();
  Location loc = op.getLoc();
  SmallVector<Value> dims;
  for (int64_t size : op.getBroadcastSizes())
    dims.push_back(arith::ConstantIndexOp::create(builder, loc, size));
  int64_t rank = cast<RankedTensorType>(operands[0].getType()).getRank();
  for (int64_t dim = 0; dim < rank; ++dim)
    dims.push_back(dimOf(builder, loc, operands[0], dim));
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

/// pad, per dim: size + max(size - 1, 0) * interior + low + high, with the
/// paddings' constants.
LogicalResult reifyPad(PadOp op, OpBuilder &builder, ValueRange operands,
                       SmallVectorImpl<Value> &shapes) {
  if (operands.empty() || !isRanked(operands[0]))
    return failure();
  Location loc = op.getLoc();
  int64_t rank = cast<RankedTensorType>(operands[0].getType()).getRank();
  ArrayRef<int64_t> low = op.getEdgePaddingLow();
  ArrayRef<int64_t> high = op.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = op.getInteriorPadding();
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank ||
      static_cast<int64_t>(interior.size()) != rank)
    return failure();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  SmallVector<Value> dims;
  for (int64_t dim = 0; dim < rank; ++dim) {
    Value size = dimOf(builder, loc, operands[0], dim);
    if (interior[dim] > 0) {
      Value gaps = arith::MaxSIOp::create(
          builder, loc, arith::SubIOp::create(builder, loc, size, constant(1)),
          constant(0));
      size = arith::AddIOp::create(
          builder, loc, size,
          arith::MulIOp::create(builder, loc, gaps, constant(interior[dim])));
    }
    // low and high are added in the IR, one at a time: their sum in C++
    // could overflow int64 for attribute values read from the bytes.
    Value padded =
        arith::AddIOp::create(builder, loc, size, constant(low[dim]));
    dims.push_back(
        arith::AddIOp::create(builder, loc, padded, constant(high[dim])));
  }
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

} // namespace mlir::stablehlo::detail
