//===- StablehloBase.cpp - StableHLO type utilities -----------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloBase.h"

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

namespace mlir::stablehlo {

ArrayRef<int64_t> getBounds(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return {};
  if (auto bounded =
          dyn_cast_or_null<BoundedAttrInterface>(tensor.getEncoding()))
    return bounded.getBounds();
  return {};
}

RankedTensorType getBoundedTensorType(ArrayRef<int64_t> shape,
                                      ArrayRef<int64_t> bounds,
                                      Type elementType) {
  Attribute encoding;
  if (llvm::any_of(bounds, [](int64_t b) { return !ShapedType::isDynamic(b); }))
    encoding = TypeExtensionsAttr::get(elementType.getContext(), bounds);
  return RankedTensorType::get(shape, elementType, encoding);
}

bool hasSingleBoundedDimension(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return false;
  ArrayRef<int64_t> bounds = getBounds(tensor);
  int64_t numDynamic = 0;
  for (auto [dim, size] : llvm::enumerate(tensor.getShape())) {
    if (!ShapedType::isDynamic(size))
      continue;
    if (bounds.empty() || ShapedType::isDynamic(bounds[dim]))
      return false;
    ++numDynamic;
  }
  return numDynamic == 1;
}

namespace {

/// The bound of dimension `dim` of a tensor with `bounds` (possibly empty).
int64_t boundAt(ArrayRef<int64_t> bounds, size_t dim) {
  return bounds.empty() ? ShapedType::kDynamic : bounds[dim];
}

} // namespace

bool isCompatibleShape(Type lhs, Type rhs) {
  auto lhsTensor = dyn_cast<RankedTensorType>(lhs);
  auto rhsTensor = dyn_cast<RankedTensorType>(rhs);
  if (!lhsTensor || !rhsTensor || lhsTensor.getRank() != rhsTensor.getRank())
    return false;
  ArrayRef<int64_t> lhsBounds = getBounds(lhs), rhsBounds = getBounds(rhs);
  for (int64_t dim = 0, rank = lhsTensor.getRank(); dim < rank; ++dim) {
    int64_t lhsSize = lhsTensor.getDimSize(dim);
    int64_t rhsSize = rhsTensor.getDimSize(dim);
    bool lhsDynamic = ShapedType::isDynamic(lhsSize);
    bool rhsDynamic = ShapedType::isDynamic(rhsSize);
    if (!lhsDynamic && !rhsDynamic) {
      if (lhsSize != rhsSize)
        return false;
      continue;
    }
    // A static size must fit the bound of the other side's dynamic size.
    int64_t lhsBound = boundAt(lhsBounds, dim);
    int64_t rhsBound = boundAt(rhsBounds, dim);
    if (!lhsDynamic && !ShapedType::isDynamic(rhsBound) && lhsSize > rhsBound)
      return false;
    if (!rhsDynamic && !ShapedType::isDynamic(lhsBound) && rhsSize > lhsBound)
      return false;
  }
  return true;
}

bool isCompatibleForInference(Type lhs, Type rhs) {
  if (lhs == rhs)
    return true;
  return getElementTypeOrSelf(lhs) == getElementTypeOrSelf(rhs) &&
         isCompatibleShape(lhs, rhs);
}

bool isSameBaselineElementType(Type lhs, Type rhs) {
  if (lhs == rhs)
    return true;
  auto lhsQuant = dyn_cast<quant::QuantizedType>(lhs);
  auto rhsQuant = dyn_cast<quant::QuantizedType>(rhs);
  if (!lhsQuant || !rhsQuant || lhsQuant.getTypeID() != rhsQuant.getTypeID())
    return false;
  if (lhsQuant.getStorageType() != rhsQuant.getStorageType() ||
      lhsQuant.getExpressedType() != rhsQuant.getExpressedType() ||
      lhsQuant.getStorageTypeMin() != rhsQuant.getStorageTypeMin() ||
      lhsQuant.getStorageTypeMax() != rhsQuant.getStorageTypeMax() ||
      lhsQuant.getFlags() != rhsQuant.getFlags())
    return false;
  auto lhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(lhs);
  auto rhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(rhs);
  if (lhsAxis && rhsAxis)
    return lhsAxis.getQuantizedDimension() == rhsAxis.getQuantizedDimension();
  return true;
}

bool isBaselineCompatible(Type lhs, Type rhs) {
  if (lhs == rhs)
    return true;
  if (!isa<RankedTensorType>(lhs) || !isa<RankedTensorType>(rhs))
    return false;
  return isSameBaselineElementType(getElementTypeOrSelf(lhs),
                                   getElementTypeOrSelf(rhs)) &&
         isCompatibleShape(lhs, rhs);
}

bool isBaselineCompatible(TypeRange lhs, TypeRange rhs) {
  if (lhs.size() != rhs.size())
    return false;
  for (auto [l, r] : llvm::zip(lhs, rhs))
    if (!isBaselineCompatible(l, r))
      return false;
  return true;
}

bool isQuantized(Type type) {
  return isa<quant::QuantizedType>(getElementTypeOrSelf(type));
}

bool isPerAxisQuantized(Type type) {
  return isa<quant::UniformQuantizedPerAxisType>(getElementTypeOrSelf(type));
}

Type getStorageOrElementType(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto quantized = dyn_cast<quant::QuantizedType>(element))
    return quantized.getStorageType();
  return element;
}

Type withQuantizedDimension(Type perAxis, int64_t dim) {
  auto type = cast<quant::UniformQuantizedPerAxisType>(perAxis);
  return quant::UniformQuantizedPerAxisType::get(
      type.getFlags(), type.getStorageType(), type.getExpressedType(),
      type.getScales(), type.getZeroPoints(), dim, type.getStorageTypeMin(),
      type.getStorageTypeMax());
}

int64_t getSizeOrBound(RankedTensorType type, int64_t dim) {
  int64_t size = type.getDimSize(dim);
  if (!ShapedType::isDynamic(size))
    return size;
  return boundAt(getBounds(type), dim);
}

bool isCompatibleForInference(TypeRange lhs, TypeRange rhs) {
  if (lhs.size() != rhs.size())
    return false;
  for (auto [l, r] : llvm::zip(lhs, rhs))
    if (!isCompatibleForInference(l, r))
      return false;
  return true;
}

RankedTensorType inferMostSpecificType(TypeRange types) {
  auto first = cast<RankedTensorType>(types.front());
  if (llvm::all_equal(types))
    return first;
  int64_t rank = first.getRank();
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
  SmallVector<int64_t> bounds(rank, ShapedType::kDynamic);
  for (Type type : types) {
    auto tensor = cast<RankedTensorType>(type);
    ArrayRef<int64_t> typeBounds = getBounds(tensor);
    for (int64_t dim = 0; dim < rank; ++dim) {
      int64_t size = tensor.getDimSize(dim);
      if (!ShapedType::isDynamic(size)) {
        shape[dim] = size;
        continue;
      }
      int64_t bound = boundAt(typeBounds, dim);
      if (!ShapedType::isDynamic(bound) &&
          (ShapedType::isDynamic(bounds[dim]) || bound < bounds[dim]))
        bounds[dim] = bound;
    }
  }
  // Static dimensions carry no bound.
  for (int64_t dim = 0; dim < rank; ++dim)
    if (!ShapedType::isDynamic(shape[dim]))
      bounds[dim] = ShapedType::kDynamic;
  return getBoundedTensorType(shape, bounds, first.getElementType());
}

bool isQuantizedIntType(Type type, bool perAxis) {
  auto quantized = dyn_cast<quant::QuantizedType>(type);
  if (!quantized)
    return false;
  SmallVector<int64_t> zeroPoints;
  if (auto perTensor = dyn_cast<quant::UniformQuantizedType>(type)) {
    if (perAxis)
      return false;
    zeroPoints.push_back(perTensor.getZeroPoint());
  } else if (auto axis = dyn_cast<quant::UniformQuantizedPerAxisType>(type)) {
    if (!perAxis)
      return false;
    llvm::append_range(zeroPoints, axis.getZeroPoints());
  } else {
    return false;
  }
  unsigned width = quantized.getStorageTypeIntegralWidth();
  if (width != 2 && width != 4 && width != 8 && width != 16 && width != 32)
    return false;
  auto storage = dyn_cast<IntegerType>(quantized.getStorageType());
  if (!storage)
    return false;
  // A signed quantized type has a signless storage type, as upstream's
  // constraints have it (its signed quantized integers are signless, its
  // unsigned ones not signed): `si8` storage is neither.
  if (!storage.isSignless() && quantized.isSigned())
    return false;
  return llvm::all_of(zeroPoints, [&](int64_t zeroPoint) {
    return zeroPoint >= quantized.getStorageTypeMin() &&
           zeroPoint <= quantized.getStorageTypeMax();
  });
}

bool hasValidQuantizedDimension(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return true;
  auto perAxis =
      dyn_cast<quant::UniformQuantizedPerAxisType>(tensor.getElementType());
  if (!perAxis)
    return true;
  int64_t dim = perAxis.getQuantizedDimension();
  if (dim < 0 || dim >= tensor.getRank())
    return false;
  return tensor.isDynamicDim(dim) ||
         tensor.getDimSize(dim) ==
             static_cast<int64_t>(perAxis.getScales().size());
}

SmallVector<int64_t> getSExtValues(DenseIntElementsAttr attr) {
  SmallVector<int64_t> values;
  values.reserve(attr.getNumElements());
  for (const APInt &value : attr.getValues<APInt>())
    values.push_back(value.getSExtValue());
  return values;
}

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// Upstream's type traits
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo::OpTrait::detail {
namespace {

/// Upstream's element type compatibility: equal, or both quantized with the
/// same storage type, storage range and expressed type and the same
/// granularity (scales, zero points and the quantized dimension may differ).
bool isUpstreamCompatibleElementType(Type lhs, Type rhs) {
  lhs = getElementTypeOrSelf(lhs);
  rhs = getElementTypeOrSelf(rhs);
  auto lhsQuant = dyn_cast<quant::QuantizedType>(lhs);
  auto rhsQuant = dyn_cast<quant::QuantizedType>(rhs);
  if (!lhsQuant || !rhsQuant)
    return !lhsQuant && !rhsQuant && lhs == rhs;
  return lhsQuant.getStorageType() == rhsQuant.getStorageType() &&
         lhsQuant.getStorageTypeMin() == rhsQuant.getStorageTypeMin() &&
         lhsQuant.getStorageTypeMax() == rhsQuant.getStorageTypeMax() &&
         lhsQuant.getExpressedType() == rhsQuant.getExpressedType() &&
         isa<quant::UniformQuantizedPerAxisType>(lhsQuant) ==
             isa<quant::UniformQuantizedPerAxisType>(rhsQuant);
}

/// Upstream's type compatibility: for shaped types, shapes compatible up to
/// dynamic dimensions, a static size within the other side's bound, and
/// compatible element types; otherwise compatible as element types.
bool isUpstreamCompatibleType(Type lhs, Type rhs) {
  auto lhsShaped = dyn_cast<ShapedType>(lhs);
  auto rhsShaped = dyn_cast<ShapedType>(rhs);
  if (!lhsShaped || !rhsShaped)
    return isUpstreamCompatibleElementType(lhs, rhs);
  if (failed(verifyCompatibleShape(lhsShaped, rhsShaped)))
    return false;
  auto lhsTensor = dyn_cast<RankedTensorType>(lhs);
  auto rhsTensor = dyn_cast<RankedTensorType>(rhs);
  if (lhsTensor && rhsTensor) {
    auto withinBounds = [](RankedTensorType sized, RankedTensorType bounded) {
      ArrayRef<int64_t> bounds = getBounds(bounded);
      for (auto [size, bound] : llvm::zip(sized.getShape(), bounds))
        if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound) &&
            bound < size)
          return false;
      return true;
    };
    if (!withinBounds(lhsTensor, rhsTensor) ||
        !withinBounds(rhsTensor, lhsTensor))
      return false;
  }
  return isUpstreamCompatibleElementType(lhsShaped.getElementType(),
                                         rhsShaped.getElementType());
}

/// Names the first operand or result of `op` that `matches` rejects against
/// `expected` (operand #0's type, or result #0's without operands).
LogicalResult checkAllAgainstFirst(Operation *op, bool (*matches)(Type, Type),
                                   StringRef phrase, bool withResults) {
  Type expected;
  StringRef expectedName;
  if (withResults && op->getNumResults() != 0) {
    expected = op->getResult(0).getType();
    expectedName = "result #0";
  }
  if (op->getNumOperands() != 0) {
    expected = op->getOperand(0).getType();
    expectedName = "operand #0";
  }
  if (!expected)
    return success();
  auto mismatch = [&](StringRef kind, unsigned index, Type type) {
    return op->emitOpError()
           << phrase << "; " << kind << " #" << index << " has type " << type
           << ", not compatible with " << expectedName << "'s " << expected;
  };
  for (auto [index, type] : llvm::enumerate(op->getOperandTypes()))
    if (!matches(type, expected))
      return mismatch("operand", index, type);
  if (withResults)
    for (auto [index, type] : llvm::enumerate(op->getResultTypes()))
      if (!matches(type, expected))
        return mismatch("result", index, type);
  return success();
}

} // namespace

LogicalResult verifyCompatibleOperandsAndResultType(Operation *op) {
  return checkAllAgainstFirst(
      op, isUpstreamCompatibleType,
      "requires compatible types for all operands and results",
      /*withResults=*/true);
}

LogicalResult verifyCompatibleOperandsAndResultElementType(Operation *op) {
  return checkAllAgainstFirst(
      op, isUpstreamCompatibleElementType,
      "requires compatible element types for all operands and results",
      /*withResults=*/true);
}

LogicalResult verifyCompatibleOperandsElementType(Operation *op) {
  if (op->getNumOperands() == 0)
    return op->emitOpError() << "expected 1 or more operands, but found 0";
  return checkAllAgainstFirst(
      op, isUpstreamCompatibleElementType,
      "requires compatible element types for all operands",
      /*withResults=*/false);
}

namespace {
LogicalResult checkPairwise(Operation *op, bool elementOnly) {
  if (op->getNumOperands() != op->getNumResults())
    return op->emitOpError()
           << "requires the same number of operands and results; it has "
           << op->getNumOperands() << " operands and " << op->getNumResults()
           << " results";
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i) {
    Type operand = op->getOperand(i).getType();
    Type result = op->getResult(i).getType();
    if (elementOnly
            ? getElementTypeOrSelf(operand) == getElementTypeOrSelf(result)
            : operand == result)
      continue;
    return op->emitOpError()
           << "requires the same " << (elementOnly ? "element type" : "type")
           << " for operand and result at index " << i << "; operand #" << i
           << " has type " << operand << ", result #" << i << " " << result;
  }
  return success();
}
} // namespace

LogicalResult verifyPairwiseSameOperandAndResultType(Operation *op) {
  return checkPairwise(op, /*elementOnly=*/false);
}

LogicalResult verifyPairwiseSameOperandAndResultElementType(Operation *op) {
  return checkPairwise(op, /*elementOnly=*/true);
}

} // namespace mlir::stablehlo::OpTrait::detail
