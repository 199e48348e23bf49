//===- StablehloOps.cpp - StableHLO operations ----------------------------===//
//
// Custom assembly, folders and verifiers of StableHLO operations. Shape
// functions are in TypeInference<Family>.cpp; constraint labels `(C<n>)`
// refer to the op's section of StableHLO's docs/spec.md.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "AssemblyFormat.h"
#include "StablehloOpsInternal.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <set>
#include <vector>

using namespace mlir;
using namespace mlir::stablehlo;
using mlir::stablehlo::detail::areCompatibleSizes;

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloOps.cpp.inc"

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
      compatible =
          size >= 0 &&
          (ShapedType::isDynamic(resultSize)
               ? bounds.empty() || ShapedType::isDynamic(bounds[dim]) ||
                     size <= bounds[dim]
               : size == resultSize);
    }
    if (!compatible)
      return op->emitOpError()
             << sizeConstraint << " output shape ["
             << llvm::join(llvm::map_range(
                               sizes,
                               [](int64_t v) { return std::to_string(v); }),
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
    bool perTensor = isa<quant::UniformQuantizedType>(operand.getElementType()) &&
                     isa<quant::UniformQuantizedType>(result.getElementType());
    bool perAxis = isa<quant::UniformQuantizedPerAxisType>(operand.getElementType()) &&
                   isa<quant::UniformQuantizedPerAxisType>(result.getElementType());
    if (perTensor || perAxis)
      return op->emitOpError() << "(C1) expect same quantization "
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
    return op->emitOpError()
           << "(C3) expect same quantization dimension size for operand and result " << operand
           << " and " << result;
  if (operand.hasStaticShape() && result.hasStaticShape() &&
      differ(product(operandShape.take_front(operandDim)),
             product(resultShape.take_front(resultDim))))
    return op->emitOpError()
           << "(C3) product of dimensions before quantization dimension must match between "
              "operand and result for "
           << toString(*product(operandShape.take_front(operandDim)), 10, false) << " and "
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
             << "(C3) broadcast_dimensions contains invalid value "
             << resultDim << " for result with rank " << result.getRank();
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
    return op->emitOpError()
           << "(C6) result quantization_dimension "
           << resultAxis.getQuantizedDimension()
           << " not same as broadcast_dimensions[" << operandDim
           << "] = " << expectedDim;
  if (operand.getDimSize(operandDim) == 1) {
    for (auto [index, scale, zeroPoint] : llvm::enumerate(
             resultAxis.getScales(), resultAxis.getZeroPoints())) {
      if (scale != operandAxis.getScales()[0])
        return op->emitOpError()
               << "(C6) mismatch result scale " << index << " (" << scale
               << ") and operand scale 0 (" << operandAxis.getScales()[0]
               << ")";
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
// ConstantOp
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  // (C1) type(value) = type(output).
  ElementsAttr value = adaptor.getValueAttr();
  if (!value)
    return emitOptionalError(location, "requires attribute 'value'");
  inferred.push_back(value.getType());
  return success();
}

bool ConstantOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  if (l.size() != r.size() || l.size() != 1)
    return false;
  if (l.front() == r.front())
    return true;
  auto inferred = dyn_cast<RankedTensorType>(l.front());
  auto declared = dyn_cast<RankedTensorType>(r.front());
  if (!inferred || !declared || inferred.getShape() != declared.getShape())
    return false;
  auto quantized = dyn_cast<quant::QuantizedType>(declared.getElementType());
  return quantized && quantized.getStorageType() == inferred.getElementType();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

void ConstantOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setNameFn) {
  bool isInteger = isa<IntegerType>(getType().getElementType());
  setNameFn(getResult(), isInteger ? "c" : "cst");
}

/// `stablehlo.constant {attrs} dense<...> : tensor<...>`. An op whose value
/// and result types differ (invalid) prints in the generic form without the
/// op name, `stablehlo.constant() <{value = ...}> : () -> T`, which parses
/// back.
void ConstantOp::print(OpAsmPrinter &p) {
  if (getValue().getType() != getType()) {
    p.printGenericOp(*this, /*printOpName=*/false);
    return;
  }
  p.printOptionalAttrDict((*this)->getAttrs(), /*elidedAttrs=*/{"value"});
  p << ' ';
  p.printAttribute(getValueAttr());
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    Type resultType;
    if (parser.parseRParen())
      return failure();
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater())
        return failure();
    }
    if (parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColon() || parser.parseLParen() || parser.parseRParen() ||
        parser.parseArrow() || parser.parseType(resultType))
      return failure();
    result.addTypes(resultType);
    return success();
  }
  ElementsAttr value;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseAttribute(value))
    return failure();
  result.getOrAddProperties<Properties>().value = value;
  result.addTypes(value.getType());
  return success();
}

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

//===----------------------------------------------------------------------===//
// ConvertOp and UniformQuantizeOp: the shape is inferred, the element type
// is given
//===----------------------------------------------------------------------===//

namespace {

/// The shape (and bounds) of the only operand of `operands`.
LogicalResult inferSameShape(ValueShapeRange operands,
                             SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto operand = cast<RankedTensorType>(operands.front().getType());
  inferred.emplace_back(operand.getShape(), /*elementType=*/nullptr,
                        operand.getEncoding());
  return success();
}

/// Checks that the result of `op` has the shape its shape function infers:
/// `constraint` says shape(operand) = shape(result). Upstream checks it as
/// MLIR's SameOperandsAndResultShape does, sizes only: a static size beyond
/// the other side's bound passes. The spec check compares the bounds too.
LogicalResult verifySameShape(Operation *op, StringRef constraint) {
  Type operand = op->getOperand(0).getType();
  Type result = op->getResult(0).getType();
  if (isSpecCheckEnabled() ? isCompatibleShape(operand, result)
                           : succeeded(verifyCompatibleShape(operand, result)))
    return success();
  InFlightDiagnostic diag = op->emitOpError();
  if (!isSpecCheckEnabled())
    diag << "requires the same shape for all operands and results; ";
  return diag << constraint << " shape of result (" << result
              << ") must match shape of operand (" << operand << ")";
}

} // namespace

LogicalResult ConvertOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  // (C1) shape(operand) = shape(result).
  return inferSameShape(operands, inferred);
}

LogicalResult ConvertOp::verify() { return verifySameShape(*this, "(C1)"); }

LogicalResult AddOp::verify() {
  // Upstream's checks of the element types, in its order and words; they
  // run before the result is compared with the inferred one, which then
  // finds only shapes (and per-tensor scales, which upstream does not
  // compare) at fault.
  Type lhs = getElementTypeOrSelf(getLhs().getType());
  Type rhs = getElementTypeOrSelf(getRhs().getType());
  Type result = getElementTypeOrSelf(getResult().getType());
  auto lhsQ = dyn_cast<quant::QuantizedType>(lhs);
  auto rhsQ = dyn_cast<quant::QuantizedType>(rhs);
  auto resultQ = dyn_cast<quant::QuantizedType>(result);
  if (!lhsQ && !rhsQ && !resultQ) {
    // (C1) baseline_type(lhs) = baseline_type(rhs) = baseline_type(result).
    if (lhs != rhs || lhs != result)
      return emitError() << "(C1) op requires the same element type for all "
                            "operands and results; the element types of lhs, "
                            "rhs and result are "
                         << lhs << ", " << rhs << " and " << result;
    return success();
  }
  // (C2) is_quantized(lhs) and is_quantized(rhs) and is_quantized(result).
  if (!lhsQ || !rhsQ || !resultQ)
    return emitError() << "(C2) expects  all operands and results to be "
                          "either quantized or non-quantized; the element "
                          "types of lhs, rhs and result are "
                       << lhs << ", " << rhs << " and " << result;
  // (C3) storage_type(lhs) = storage_type(rhs) = storage_type(result).
  Type storage = lhsQ.getStorageType();
  if (storage != rhsQ.getStorageType() || storage != resultQ.getStorageType())
    return emitError() << "(C3) mismatched operands and result quantization "
                          "storage types; those of lhs, rhs and result are "
                       << storage << ", " << rhsQ.getStorageType() << " and "
                       << resultQ.getStorageType();
  // (C4) expressed_type(lhs) = expressed_type(rhs) = expressed_type(result).
  Type expressed = lhsQ.getExpressedType();
  if (expressed != rhsQ.getExpressedType() ||
      expressed != resultQ.getExpressedType())
    return emitError() << "(C4) mismatched operands and result quantization "
                          "expressed types; those of lhs, rhs and result are "
                       << expressed << ", " << rhsQ.getExpressedType()
                       << " and " << resultQ.getExpressedType();
  auto lhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(lhs);
  auto rhsAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(rhs);
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(result);
  if (!lhsAxis && !rhsAxis) {
    // (C5) is_per_axis_quantized(result) only if an operand is.
    if (resultAxis)
      return emitError() << "(C5) result per_axis quantized but none from "
                            "rhs and lhs are per_axis quantized";
    return success();
  }
  // (C5) is_per_axis_quantized(lhs) or is_per_axis_quantized(rhs) implies
  // is_per_axis_quantized(result).
  if (!resultAxis)
    return emitError()
           << "(C5) result is not per_axis quantized but lhs or rhs are";
  // (C6), (C7) the quantization dimension of a per-axis operand is the
  // result's.
  if (lhsAxis &&
      lhsAxis.getQuantizedDimension() != resultAxis.getQuantizedDimension())
    return emitError() << "(C6) quantization_dimension of lhs and result are "
                          "not same "
                       << lhs << " vs " << result;
  if (rhsAxis &&
      rhsAxis.getQuantizedDimension() != resultAxis.getQuantizedDimension())
    return emitError() << "(C7) quantization_dimension of rhs and result are "
                          "not same "
                       << rhs << " vs " << result;
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

LogicalResult ConvertOp::reifyReturnTypeShapes(
    OpBuilder &builder, ValueRange operands, SmallVectorImpl<Value> &shapes) {
  return reifyResultShapes(*this, builder, operands, shapes);
}

LogicalResult UniformQuantizeOp::reifyReturnTypeShapes(
    OpBuilder &builder, ValueRange operands, SmallVectorImpl<Value> &shapes) {
  return reifyResultShapes(*this, builder, operands, shapes);
}

LogicalResult UniformQuantizeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ValueShapeRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  // (C1) shape(operand) = shape(result).
  return inferSameShape(operands, inferred);
}

LogicalResult UniformQuantizeOp::verify() {
  if (failed(verifySameShape(*this, "(C1)")))
    return failure();
  // (C2) expressed_type(result) = is_float(operand) ? element_type(operand)
  // : expressed_type(operand).
  Type operandElement = getElementTypeOrSelf(getOperand().getType());
  auto resultElement =
      cast<quant::QuantizedType>(getElementTypeOrSelf(getType()));
  Type expected = operandElement;
  if (auto quantized = dyn_cast<quant::QuantizedType>(operandElement))
    expected = quantized.getExpressedType();
  if (resultElement.getExpressedType() != expected)
    return emitOpError() << "(C2) Expressed type of result expected to be "
                         << expected << ", but got "
                         << resultElement.getExpressedType();
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
    bool fits = ShapedType::isDynamic(minor)
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
static LogicalResult verifyUpstreamReshapeQuantization(Operation *op,
                                                RankedTensorType operand,
                                                RankedTensorType result) {
  Type operandElement = operand.getElementType();
  Type resultElement = result.getElementType();
  if (isa<quant::UniformQuantizedType>(operandElement) &&
      isa<quant::UniformQuantizedType>(resultElement) &&
      operandElement != resultElement)
    return op->emitOpError()
           << "(C1) expect same quantization scale and zero_point but got "
           << operand << " vs " << result;
  auto operandAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(operandElement);
  auto resultAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(resultElement);
  if (!operandAxis || !resultAxis)
    return success();
  if (llvm::any_of(llvm::zip(operandAxis.getScales(), resultAxis.getScales()),
                   [](auto pair) {
                     return std::get<0>(pair) != std::get<1>(pair);
                   }) ||
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
        return emitOpError()
               << "(C2) number of output elements ("
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
// Structural checks shared by ops with regions
//===----------------------------------------------------------------------===//

namespace {

/// Checks that infeed and recv return at least one value, tensors but the
/// last, a token; in upstream's order and words (they differ between the
/// two ops), with the spec's constraints `nonEmpty`, `tensors` and `token`.
LogicalResult checkTrailingToken(Operation *op, bool isRecv,
                                 StringRef nonEmpty, StringRef tensors,
                                 StringRef token) {
  auto label = [](StringRef constraint) {
    return constraint.empty() ? std::string() : (constraint + " ").str();
  };
  unsigned numResults = op->getNumResults();
  if (numResults == 0)
    return op->emitOpError()
           << label(nonEmpty)
           << "result is expected to be at least of size 1, but got 0";
  for (unsigned i = 0; i + 1 < numResults; ++i)
    if (!isa<TensorType>(op->getResult(i).getType()))
      return op->emitOpError()
             << label(tensors)
             << (isRecv ? "everything but the last element of result types "
                          "is expected to be of tensor type, but got "
                        : "all elements of result types, except the last "
                          "element, are expected to be of tensor type, but "
                          "got ")
             << op->getResult(i).getType();
  Type last = op->getResult(numResults - 1).getType();
  if (!isa<TokenType>(last))
    return op->emitOpError()
           << label(token)
           << "last element of result types is expected to be of token "
              "type, but got "
           << last;
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Communication ops
//===----------------------------------------------------------------------===//

LogicalResult RngBitGeneratorOp::verify() {
  // (C1) type(initial_state) = type(output_state).
  Type initial = getInitialState().getType();
  Type state = getOutputState().getType();
  // Upstream StableHLO compares the shapes only.
  if (!isSpecCheckEnabled() && failed(verifyCompatibleShape(initial, state)))
    return emitOpError() << "(C1) output state shape must be compatible with "
                            "initial state shape. Got: "
                         << initial << " and " << state;
  if (isSpecCheckEnabled() && !isCompatibleForInference(initial, state))
    return emitOpError() << "(C1) output_state has type " << state
                         << ", but must have initial_state's type " << initial;
  // (C2), the state size of THREE_FRY (2) and PHILOX (2 or 3), is not
  // checked: every upstream artifact (stablehlo_legalize_to_vhlo.*.mlir.bc)
  // has a THREE_FRY and a PHILOX rng_bit_generator with a state of one
  // element, and must stay readable.
  return success();
}

LogicalResult InfeedOp::verify() {
  // (C1) 0 < size(results); (C2) the results but the last are tensors;
  // (C3) is_token(type(results[-1])).
  if (failed(checkTrailingToken(*this, /*isRecv=*/false, "(C1)", "(C2)",
                                "(C3)")))
    return failure();
  // The layout, which the spec does not have, as upstream checks it: one
  // array of integers per result but the token.
  ArrayAttr layout = getLayoutAttr();
  if (!layout)
    return success();
  size_t expected = getNumResults() - 1;
  if (layout.size() != expected)
    return emitOpError() << "layout-attribute size must be " << expected
                         << " (which is the number of op-results - 1 (for "
                            "token result)), but got "
                         << layout.size();
  for (Attribute entry : layout) {
    auto array = dyn_cast<ArrayAttr>(entry);
    if (!array)
      return emitOpError() << "layout-attribute expected to have elements of "
                              "type array, but got "
                           << entry;
    for (Attribute leaf : array)
      if (!isa<IntegerAttr>(leaf))
        return emitOpError() << "layout-attribute's leaf elements are "
                                "expected to be of type integer, but got "
                             << leaf;
  }
  return success();
}

LogicalResult RecvOp::verify() {
  if (failed(checkSendRecv(getLoc(), /*isRecv=*/true, getChannelHandle(),
                           getIsHostTransfer(), getSourceTargetPairsAttr())))
    return failure();
  // The results, which no constraint of the spec numbers: tensors and a
  // token.
  return checkTrailingToken(*this, /*isRecv=*/true, "", "", "");
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::verify() {
  // (C3), the result types, is checked by the shape function. The rest in
  // upstream's order and words: (C1) cond has type (T0, ..., TN-1) ->
  // tensor<i1>; (C2) body has type (T0, ..., TN-1) -> (T0, ..., TN-1).
  TypeRange operandTypes = getOperandTypes();
  for (auto [region, name] :
       {std::pair<Region *, StringRef>{&getCond(), "cond"},
        {&getBody(), "body"}})
    if (region->empty() || region->front().empty() ||
        !region->front().back().hasTrait<::mlir::OpTrait::IsTerminator>())
      return emitOpError() << "region '" << name
                           << "' must have a block with a terminator";
  auto compatible = [&](StringRef constraint, StringRef what,
                        TypeRange types) -> LogicalResult {
    if (isCompatibleForInference(operandTypes, types))
      return success();
    return emitOpError() << constraint
                         << " expect operands to be compatible with " << what
                         << " but got " << operandTypes << " vs " << types;
  };
  if (failed(compatible("(C1)", "condition block arguments",
                        getCond().getArgumentTypes())) ||
      failed(compatible("(C2)", "body block arguments",
                        getBody().getArgumentTypes())) ||
      failed(compatible("(C2)", "body block return types",
                        getBody().front().back().getOperandTypes())))
    return failure();
  Operation &condReturn = getCond().front().back();
  if (condReturn.getNumOperands() != 1)
    return emitOpError() << "(C1) expect condition body returns a single "
                            "value but got "
                         << condReturn.getNumOperands();
  Type condResult = condReturn.getOperand(0).getType();
  auto condTensor = dyn_cast<RankedTensorType>(condResult);
  if (!condTensor || condTensor.getRank() != 0 ||
      !condTensor.getElementType().isInteger(1))
    return emitOpError() << "(C1) expect condition block return a "
                            "zero-ranked tensor of i1 but got "
                         << condResult;
  return success();
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  // Both regions name their arguments alike, so the loop header lists one
  // name per value.
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

/// `stablehlo.while(%iterArg = %init, ...) : T, ... attributes {...}
///  cond { ... } do { ... }`
void WhileOp::print(OpAsmPrinter &p) {
  p << '(';
  llvm::interleaveComma(llvm::zip(getBody().getArguments(), getOperands()), p,
                        [&](auto pair) {
                          p.printOperand(std::get<0>(pair));
                          p << " = ";
                          p.printOperand(std::get<1>(pair));
                        });
  p << ')';
  if (getNumOperands()) {
    p << " : ";
    llvm::interleaveComma(getOperandTypes(), p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p.printNewline();
  p << "cond ";
  p.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  p << " do ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<OpAsmParser::Argument> args;
  // `(%arg = %init, ...)` read as upstream reads it: after each pair a ')'
  // or a ',' (so a missing comma is "expected ','"), and a ')' may follow a
  // trailing comma.
  if (parser.parseLParen())
    return failure();
  while (failed(parser.parseOptionalRParen())) {
    if (parser.parseArgument(args.emplace_back()) || parser.parseEqual() ||
        parser.parseOperand(operands.emplace_back()))
      return failure();
    if (succeeded(parser.parseOptionalRParen()))
      break;
    if (parser.parseComma())
      return failure();
  }
  if (!operands.empty() &&
      (parser.parseColon() || parser.parseTypeList(result.types)))
    return failure();
  // A count mismatch is reported by resolveOperands, in MLIR's words.
  for (auto [arg, type] : llvm::zip(args, result.types))
    arg.type = type;
  if (parser.resolveOperands(operands, result.types, loc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("cond") ||
      parser.parseRegion(*result.addRegion(), args) ||
      parser.parseKeyword("do") ||
      parser.parseRegion(*result.addRegion(), args))
    return failure();
  return success();
}

// map checks its constraints in its shape function
// (TypeInferenceControlFlow.cpp).

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

// reduce checks its constraints in its shape function
// (TypeInferenceReduction.cpp).

namespace {

/// True if `op`'s body is a single commutative binary StableHLO op on the
/// two block arguments (in order), of type `tensor<E>` where E is the
/// element type of the first input, whose result is returned: the body the
/// compact form of reduce stands for.
bool hasCompactReduceBody(ReduceOp op) {
  Block &block = op.getBody().front();
  if (op.getInputs().empty() || block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &inner = block.front();
  if (inner.getDialect() != op->getDialect() ||
      !inner.hasTrait<stablehlo::OpTrait::IsCommutative>() ||
      inner.getNumOperands() != 2 || inner.getNumResults() != 1 ||
      inner.getNumRegions() != 0 || !inner.getAttrs().empty())
    return false;
  Type elementType =
      cast<ShapedType>(op.getInputs().front().getType()).getElementType();
  Type scalar = RankedTensorType::get({}, elementType);
  if (llvm::any_of(inner.getOperandTypes(),
                   [&](Type t) { return t != scalar; }) ||
      inner.getResult(0).getType() != scalar)
    return false;
  if (!llvm::equal(block.getArguments(), inner.getOperands()))
    return false;
  Operation *terminator = block.getTerminator();
  return isa<ReturnOp>(terminator) &&
         llvm::equal(inner.getResults(), terminator->getOperands());
}

} // namespace

/// `stablehlo.reduce(%x init: %i), ... applies stablehlo.add across
/// dimensions = [0] : (T, I) -> R`, or with a general body
/// `... across dimensions = [0] : (T, I) -> R
///  reducer(%a: E, %b: E) (%c: E, %d: E)  { ... }`.
void ReduceOp::print(OpAsmPrinter &p) {
  size_t numInputs = getInputs().size();
  for (size_t i = 0; i < numInputs; ++i) {
    if (i)
      p << ", ";
    p << '(' << getInputs()[i] << " init: " << getInitValues()[i] << ')';
  }
  bool compact = hasCompactReduceBody(*this);
  if (compact) {
    p << " applies ";
    p.printKeywordOrString(getBody().front().front().getName().getStringRef());
  }
  p << " across dimensions = [";
  llvm::interleaveComma(getDimensions(), p);
  p << ']';
  p.printOptionalAttrDict((*this)->getAttrs(), {getDimensionsAttrName()});
  p << " : ";
  p.printFunctionalType(*this);
  if (compact)
    return;
  p.printNewline();
  p << " reducer";
  Block &block = getBody().front();
  size_t numPairs = block.getNumArguments() / 2;
  for (size_t i = 0; i < numPairs; ++i) {
    p << '(';
    p.printRegionArgument(block.getArgument(i));
    p << ", ";
    p.printRegionArgument(block.getArgument(i + numPairs));
    p << ") ";
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  // As upstream's parser: a pair is optional, so an absent '(' ends nothing
  // and the error comes from what follows (e.g. "expected 'across'").
  if (parser.parseCommaSeparatedList([&] {
        if (failed(parser.parseOptionalLParen()))
          return success();
        if (parser.parseOperand(inputs.emplace_back()) ||
            parser.parseKeyword("init") || parser.parseColon() ||
            parser.parseOperand(inits.emplace_back()) || parser.parseRParen())
          return failure();
        return success();
      }))
    return failure();
  llvm::append_range(inputs, inits);

  std::optional<OperationName> innerName;
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    innerName = *name;
    // The compact form stands for a body of one such op; checked as soon as
    // its name is read and reported where the operands start, as upstream.
    Dialect *dialect = innerName->getDialect();
    if (!dialect || dialect->getNamespace() != "stablehlo" ||
        !innerName->hasTrait<mlir::OpTrait::NOperands<2>::Impl>() ||
        !innerName->hasTrait<mlir::OpTrait::OneResult>() ||
        !innerName->hasTrait<stablehlo::OpTrait::IsCommutative>() ||
        !innerName->hasTrait<mlir::OpTrait::ZeroRegions>())
      return parser.emitError(loc)
             << "expected the inner-op to be a commutative binary-op from the "
                "stablehlo dialect, with zero region, producing single "
                "result; got '"
             << innerName->getStringRef() << "'";
  }

  SmallVector<int64_t> dimensions;
  FunctionType fnType;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
                                       return parser.parseInteger(
                                           dimensions.emplace_back());
                                     }) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(fnType))
    return failure();
  // The location of the op is where its operands start (the position right
  // after its name), as upstream's parser gives it. In the compact form a
  // `loc(...)` after the type belongs to the body it stands for as well.
  Location opLoc = parser.getEncodedSourceLoc(loc);
  std::optional<Location> explicitLoc;
  if (innerName && parser.parseOptionalLocationSpecifier(explicitLoc))
    return failure();
  if (explicitLoc)
    opLoc = *explicitLoc;
  if (innerName && fnType.getInputs().empty())
    return parser.emitError(loc)
           << "input types missing in reduce-op function type";
  result.location = opLoc;
  result.addAttribute(getDimensionsAttrName(result.name),
                      parser.getBuilder().getDenseI64ArrayAttr(dimensions));
  if (parser.resolveOperands(inputs, fnType.getInputs(), loc, result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  Region *body = result.addRegion();

  if (!innerName) {
    // reducer(%a: E, %b: E) (%c: E, %d: E) { ... }: the first argument of
    // each pair belongs to an input, the second to its init value.
    if (parser.parseKeyword("reducer"))
      return failure();
    SmallVector<OpAsmParser::Argument> firsts, seconds;
    while (succeeded(parser.parseOptionalLParen())) {
      if (parser.parseArgument(firsts.emplace_back(), /*allowType=*/true) ||
          parser.parseComma() ||
          parser.parseArgument(seconds.emplace_back(), /*allowType=*/true) ||
          parser.parseRParen())
        return failure();
    }
    llvm::append_range(firsts, seconds);
    return parser.parseRegion(*body, firsts);
  }

  // The compact form: build the body from the inner op's name.
  Type elementType = cast<ShapedType>(fnType.getInput(0)).getElementType();
  Type scalar = RankedTensorType::get({}, elementType);
  Block &block = body->emplaceBlock();
  Value lhs = block.addArgument(scalar, opLoc);
  Value rhs = block.addArgument(scalar, opLoc);
  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToStart(&block);
  OperationState innerState(opLoc, *innerName);
  innerState.addOperands({lhs, rhs});
  innerState.addTypes(scalar);
  Operation *inner = builder.create(innerState);
  ReturnOp::create(builder, opLoc, inner->getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// Other ops with regions
//===----------------------------------------------------------------------===//

// async_start and async_done check their constraints in their shape
// functions (TypeInferenceControlFlow.cpp).

LogicalResult CompositeOp::verify() {
  // (C1) is_namespaced_op_name(name): [a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+
  StringRef name = getName();
  auto isWordChar = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  bool valid = parts.size() >= 2 && !parts.front().empty() &&
               llvm::isAlpha(parts.front().front()) &&
               llvm::all_of(parts.front(), isWordChar);
  for (StringRef part : llvm::drop_begin(parts))
    valid = valid && !part.empty() && llvm::all_of(part, [&](char c) {
              return isWordChar(c) || c == '$';
            });
  if (!valid)
    return emitOpError() << "(C1) name must be a valid namespaced op name, "
                            "i.e. it must match the following regular "
                            "expression: "
                            "^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ "
                            "e.g. \"my_namespace.my_op\"; got \""
                         << name << "\"";
  return success();
}

namespace {
/// The mesh of mesh-axes replica groups, when given as a symbol, must name a
/// symbol visible from `op`. As upstream, only its existence is checked here;
/// what the symbol holds is read where the groups are expanded.
LogicalResult verifyMeshSymbol(Operation *op, Attribute replicaGroups,
                               SymbolTableCollection &symbolTable) {
  auto groups = dyn_cast_if_present<ReplicaGroupMeshAxesAttr>(replicaGroups);
  if (!groups)
    return success();
  auto symbol = dyn_cast<FlatSymbolRefAttr>(groups.getMesh());
  if (!symbol || symbolTable.lookupNearestSymbolFrom(op, symbol))
    return success();
  return op->emitOpError()
         << "replica_groups: mesh symbol '" << symbol.getValue()
         << "' not found; define a mesh named @" << symbol.getValue()
         << " (for example an sdy.mesh op) in the module that holds the op, "
            "or give the mesh inline as #stablehlo.mesh<axes = [...]>";
}
} // namespace

#define STABLEHLO_MESH_SYMBOL_USER(Op)                                         \
  LogicalResult Op::verifySymbolUses(SymbolTableCollection &symbolTable) {     \
    return verifyMeshSymbol(*this, getReplicaGroupsAttr(), symbolTable);       \
  }
STABLEHLO_MESH_SYMBOL_USER(AllGatherOp)
STABLEHLO_MESH_SYMBOL_USER(AllReduceOp)
STABLEHLO_MESH_SYMBOL_USER(ReduceScatterOp)
STABLEHLO_MESH_SYMBOL_USER(AllToAllOp)
STABLEHLO_MESH_SYMBOL_USER(CollectiveBroadcastOp)
STABLEHLO_MESH_SYMBOL_USER(CollectiveReduceOp)
#undef STABLEHLO_MESH_SYMBOL_USER

LogicalResult
CompositeOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // (C2) is_defined_in_parent_scope(decomposition).
  StringAttr name = getDecompositionAttr().getAttr();
  Operation *callee =
      symbolTable.lookupNearestSymbolFrom(*this, getDecompositionAttr());
  // As upstream, the decomposition is a func.func (named, so that this
  // library need not link the func dialect); the errors in its words.
  auto function = dyn_cast_or_null<FunctionOpInterface>(callee);
  if (function && callee->getName().getStringRef() != "func.func")
    function = nullptr;
  if (!function)
    return emitOpError() << "(C2) '" << name.getValue()
                         << "' does not reference a valid function"
                         << (callee ? " (it names an op that is not a "
                                      "func.func)"
                                    : "");
  // (C3) types(inputs...) == input_types(decomposition); (C4)
  // types(results...) == output_types(decomposition).
  for (auto [constraint, what, types, expected] :
       {std::tuple<StringRef, StringRef, TypeRange, TypeRange>{
            "(C3)", "operand", getOperandTypes(), function.getArgumentTypes()},
        {"(C4)", "result", getResultTypes(), function.getResultTypes()}}) {
    if (types.size() != expected.size())
      return emitOpError() << constraint << " has " << types.size() << " "
                           << what << "(s), but decomposition has "
                           << expected.size();
    for (auto [index, type, decomposed] : llvm::enumerate(types, expected))
      if (type != decomposed)
        return emitOpError() << constraint << " " << what << " at index "
                             << index << " has type " << type
                             << ", but decomposition has type " << decomposed;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

// all_reduce, all_to_all, collective_broadcast and collective_permute check
// their constraints in their shape functions (TypeInferenceCollectives.cpp).

namespace {

/// The spec's `dim(process_groups, 1)` of all_gather and reduce_scatter, as
/// far as it is known: `groupSize`, or a multiple of it
/// (cross_replica_and_partition: channel_id > 0 and use_global_device_ids =
/// false multiplies it by the number of partitions).
struct ProcessGroupSize {
  std::optional<int64_t> groupSize;
  bool timesPartitions;

  /// Prints the size, e.g. "4", "a multiple of 4" or "unknown".
  std::string str() const {
    if (!groupSize)
      return "unknown";
    return (timesPartitions ? "a multiple of " : "") +
           std::to_string(*groupSize);
  }
};

/// Checks the replica_groups, channel and use_global_device_ids of
/// all_gather and reduce_scatter (their constraints `unique`, `range` and
/// `channel`), and returns what is known of dim(process_groups, 1).
FailureOr<ProcessGroupSize>
checkGroupsAndChannel(Operation *op, Attribute replicaGroups,
                      Attribute channelHandle, bool useGlobalDeviceIds,
                      StringRef unique, StringRef range, StringRef channel) {
  // (range) 0 <= replica_groups < size(replica_groups), the number of
  // replicas (or processes, for flattened_ids), which the groups cover.
  ProcessGroupSize size;
  if (failed(checkReplicaGroups(op->getLoc(), replicaGroups,
                                {unique, range, /*mustCover=*/true,
                                 /*allowPadding=*/false},
                                size.groupSize)))
    return failure();
  if (failed(checkGlobalDeviceIdGroups(op->getLoc(), replicaGroups,
                                       useGlobalDeviceIds)))
    return failure();
  // (channel) If use_global_device_ids = true, then channel_id > 0 (checked
  // by the caller if `channel` is empty).
  if (!channel.empty() &&
      failed(checkGlobalDeviceIds(op->getLoc(), channel, channelHandle,
                                  useGlobalDeviceIds)))
    return failure();
  size.timesPartitions = getChannelId(channelHandle) > 0 && !useGlobalDeviceIds;
  return size;
}

/// True if `whole` = `part` * `factor` is possible, where `factor` is
/// `size` (exactly, or a multiple of it, or anything positive if unknown).
/// Dynamic sizes are always possible.
bool isScaledSize(int64_t whole, int64_t part, const ProcessGroupSize &size) {
  if (ShapedType::isDynamic(whole) || ShapedType::isDynamic(part))
    return true;
  // A unit beyond int64 is larger than any size: only 0 is a multiple of it,
  // and no size equals it.
  CheckedInt64 unit = CheckedInt64(part) * size.groupSize.value_or(1);
  if (size.groupSize && !size.timesPartitions)
    return !unit.hasOverflowed() && whole == unit.get();
  if (unit.hasOverflowed() || unit.get() == 0)
    return whole == 0;
  return whole % unit.get() == 0;
}

/// Checks that `result` has the shape of `operand` except in dimension
/// `dim`, naming constraint `constraint`.
LogicalResult checkShapeExceptDim(Operation *op, StringRef constraint,
                                  RankedTensorType operand,
                                  RankedTensorType result, int64_t dim,
                                  const Twine &what) {
  if (result.getRank() != operand.getRank())
    return op->emitOpError()
           << constraint << " " << what << " has type " << result
           << ", whose rank must be rank(operand) = " << operand.getRank();
  for (int64_t d = 0; d < operand.getRank(); ++d)
    if (d != dim &&
        !areCompatibleSizes(operand.getDimSize(d), result.getDimSize(d)))
    {
      // Upstream's words, all_gather's and reduce_scatter's.
      if (isa<AllGatherOp>(op))
        return op->emitOpError()
               << constraint
               << " operand and result should have the same shape except for "
                  "the dimension size at 'all_gather_dim': dimension "
               << d << " of " << what << " (" << result
               << ") differs from the operand's (" << operand << ")";
      return op->emitOpError()
             << constraint << " non scatter dimensions should be same for "
             << "operand (" << operand.getDimSize(d) << ") and result ("
             << result.getDimSize(d) << "): dimension " << d;
    }
  return success();
}

} // namespace

LogicalResult AllGatherOp::verify() {
  bool spec = isSpecCheckEnabled();
  // (C2) is_unique(replica_groups); (C3), (C4) 0 <= replica_groups <
  // size(replica_groups).
  FailureOr<ProcessGroupSize> size = checkGroupsAndChannel(
      *this, getReplicaGroups(), getChannelHandleAttr(),
      getUseGlobalDeviceIds(), "(C2)", "(C3), (C4)", spec ? "(C5)" : "");
  if (failed(size))
    return failure();
  // (C5) If use_global_device_ids = true, then channel_id > 0; upstream
  // refuses only a negative channel id (the spec check, all but positive).
  int64_t channelId = getChannelId(getChannelHandleAttr());
  if (!spec && getUseGlobalDeviceIds() && channelId < 0)
    return emitOpError() << "(C5) channel_id cannot be negative when "
                            "useGlobalDeviceIds is set; got "
                         << channelId;
  // (C6) type(results...) = type(operands...) except
  // dim(results..., all_gather_dim) = dim(operands..., all_gather_dim) *
  // dim(process_groups, 1).
  // The spec check checks the gathered dimension as a multiple of the
  // operand's size times the group size, not as exactly that product:
  // upstream's own compatibility artifacts (stablehlo_legalize_to_vhlo.*.mlir.bc)
  // gather 16 from 8 with groups of one replica. Upstream checks it only as a
  // multiple of the operand's size, and checks no further operand once a
  // gathered dimension is dynamic.
  size->timesPartitions = true;
  size_t numOperands = getOperands().size();
  if (getNumResults() != numOperands)
    return emitOpError() << "(C6) must have one result per operand ("
                         << numOperands << "), got " << getNumResults();
  auto dim = static_cast<int64_t>(getAllGatherDim());
  for (auto [index, operandValue, resultValue] :
       llvm::enumerate(getOperands(), getResults())) {
    auto operand = cast<RankedTensorType>(operandValue.getType());
    auto result = cast<RankedTensorType>(resultValue.getType());
    // (C1) 0 <= all_gather_dim < rank(operands...).
    if (dim < 0 || dim >= operand.getRank())
      return emitOpError() << "(C1) all_gather_dim must be a valid index of "
                              "operand; got "
                           << dim << " for operand #" << index << " of type "
                           << operand;
    if (operand.getDimSize(dim) == 0)
      return emitOpError() << "dimension size of operand at 'all_gather_dim' "
                              "cannot be zero: dimension "
                           << dim << " of operand #" << index << " ("
                           << operand << ") has size 0";
    if (result.getElementType() != operand.getElementType())
      return emitOpError() << "(C6) result #" << index << " has element type "
                           << result.getElementType()
                           << ", which must be the operand's, "
                           << operand.getElementType();
    if (failed(checkShapeExceptDim(*this, "(C6)", operand, result, dim,
                                   "result #" + Twine(index))))
      return failure();
    int64_t operandSize = operand.getDimSize(dim);
    int64_t resultSize = result.getDimSize(dim);
    if (!spec) {
      if (ShapedType::isDynamic(operandSize) ||
          ShapedType::isDynamic(resultSize))
        return success();
      if (resultSize % operandSize != 0)
        return emitOpError()
               << "(C6) result gather dimension has size " << resultSize
               << ", expected to be a multiple of operand gather dimension "
                  "size "
               << operandSize << " (dimension " << dim << " of result #"
               << index << ")";
      continue;
    }
    if (!isScaledSize(resultSize, operandSize, *size))
      return emitOpError() << "(C6) dimension " << dim << " of result #"
                           << index << " has size " << resultSize
                           << ", which must be a multiple of the operand's ("
                           << operandSize
                           << ") times the size of a replica group ("
                           << size->groupSize.value_or(1) << ")";
  }
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  bool spec = isSpecCheckEnabled();
  // (C3) is_unique(replica_groups); (C4), (C5) 0 <= replica_groups <
  // size(replica_groups); (C6) use_global_device_ids needs a channel.
  FailureOr<ProcessGroupSize> size = checkGroupsAndChannel(
      *this, getReplicaGroups(), getChannelHandleAttr(),
      getUseGlobalDeviceIds(), "(C3)", "(C4), (C5)", "(C6)");
  if (failed(size))
    return failure();
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  auto dim = static_cast<int64_t>(getScatterDimension());
  // (C7) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E); upstream's weaker rule but in
  // the spec check.
  FailureOr<Type> element = checkCollectiveComputation(
      getLoc(), "(C7)", getComputation(), TypeRange{operand});
  if (failed(element))
    return failure();
  if (result.getRank() != operand.getRank())
    return emitOpError() << "(C8) operand and result should have same rank: "
                         << "the result (" << result
                         << ") must have rank(operand) = "
                         << operand.getRank();
  // (C2) 0 <= scatter_dimension < rank(operand).
  if (dim < 0 || dim >= operand.getRank())
    return emitOpError() << "(C2) scatter dim should be less than "
                            "operand/result rank; got scatter_dimension "
                         << dim << " for rank " << operand.getRank();
  int64_t operandSize = operand.getDimSize(dim);
  int64_t resultSize = result.getDimSize(dim);
  // Upstream checks the rest only when the scattered dimension is static on
  // both sides, and refuses a scattered dimension of size 0.
  bool dynamic =
      ShapedType::isDynamic(operandSize) || ShapedType::isDynamic(resultSize);
  if (!spec && dynamic)
    return success();
  if (!dynamic && resultSize == 0)
    return emitOpError() << "result dimension size at scatter_dimension "
                            "cannot be zero: dimension "
                         << dim << " of the result (" << result
                         << ") has size 0";
  if (!dynamic && operandSize == 0)
    return emitOpError() << "operand dimension size at scatter_dimension "
                            "cannot be zero: dimension "
                         << dim << " of the operand (" << operand
                         << ") has size 0";
  if (!spec) {
    // (C1), (C8) as upstream: the operand's scattered dimension is a
    // multiple of the result's; the group size plays no part.
    if (operandSize % resultSize != 0)
      return emitOpError() << "(C8) operand scatter dimension has size "
                           << operandSize
                           << ", expected to be a multiple of result scatter "
                              "dimension size "
                           << resultSize;
    for (int64_t d = 0; d < operand.getRank(); ++d)
      if (d != dim &&
          !areCompatibleSizes(operand.getDimSize(d), result.getDimSize(d)))
        return emitOpError() << "(C8) non scatter dimensions should be same "
                                "for operand ("
                             << operand.getDimSize(d) << ") and result ("
                             << result.getDimSize(d) << ") in dimension " << d;
    if (result.getElementType() != *element)
      return emitOpError() << "(C9) result element-type is expected to be "
                           << *element << ", but got "
                           << result.getElementType();
    return success();
  }
  // (C1) dim(operand, scatter_dimension) % dim(process_groups, 1) = 0; the
  // group size divides dim(process_groups, 1).
  if (size->groupSize && !ShapedType::isDynamic(operandSize) &&
      operandSize % *size->groupSize != 0)
    return emitOpError() << "(C1) dimension " << dim << " of the operand has "
                         << "size " << operandSize
                         << ", which the process group size ("
                         << size->str() << ") must divide";
  // (C8) shape(result) = shape(operand) except dim(result,
  // scatter_dimension) = dim(operand, scatter_dimension) /
  // dim(process_groups, 1).
  if (failed(
          checkShapeExceptDim(*this, "(C8)", operand, result, dim, "result")))
    return failure();
  if (!isScaledSize(operandSize, resultSize, *size))
    return emitOpError() << "(C8) dimension " << dim << " of the result has "
                         << "size " << resultSize
                         << ", which must be the operand's (" << operandSize
                         << ") divided by the process group size ("
                         << size->str() << ")";
  // (C9) element_type(result) = E.
  if (result.getElementType() != *element)
    return emitOpError() << "(C9) result element type "
                         << result.getElementType()
                         << " must be the computation's element type "
                         << *element;
  return success();
}

LogicalResult CollectiveBroadcastOp::verify() {
  return verifyCollectiveBroadcastOp(getLoc(), getOperands(),
                                     getReplicaGroups(), getHasDynamicRoot());
}

LogicalResult CollectiveReduceOp::verify() {
  // (C1) is_unique(replica_groups); (C2) 0 <= replica_groups < N, the number
  // of replicas or partitions (unknown here). As upstream, the groups must
  // cover the ids 0..k-1 but for -1, which pads a group.
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(getLoc(), getReplicaGroups(),
                                {"(C1)", "(C2)", /*mustCover=*/true,
                                 /*allowPadding=*/true},
                                groupSize)))
    return failure();
  if (failed(checkGlobalDeviceIdGroups(getLoc(), getReplicaGroups(),
                                       getUseGlobalDeviceIds())))
    return failure();
  // Upstream requires a positive channel id with use_global_device_ids, as
  // all_reduce's (C4) does.
  int64_t channelId = getChannelId(getChannelHandleAttr());
  if (getUseGlobalDeviceIds() && channelId <= 0)
    return emitOpError() << "channel_id must be positive when "
                            "useGlobalDeviceIds is set but got: "
                         << channelId;
  // (C3) shape(results) = shape(operands), but for the root indices: with
  // has_dynamic_root, the last operand is a 1-dimensional tensor of
  // size(operands) - 1 elements (of type si32, says the op's semantics).
  // There is at least one data operand.
  OperandRange values = getOperands();
  if (!getHasDynamicRoot() && values.empty())
    return emitOpError() << "(C3) collective_reduce requires at least one "
                            "data operand";
  if (getHasDynamicRoot()) {
    if (failed(checkRootIndices(getLoc(), "(C3)", "collective_reduce",
                                values)))
      return failure();
    values = values.drop_back();
  }
  if (getNumResults() != values.size())
    return emitOpError() << "(C3) must have one result per operand"
                         << (getHasDynamicRoot() ? " but the root indices"
                                                 : "")
                         << " (" << values.size() << "), got "
                         << getNumResults();
  for (auto [index, value, result] : llvm::enumerate(values, getResults()))
    if (!isCompatibleShape(value.getType(), result.getType()))
      return emitOpError() << "(C3) result #" << index << " has type "
                           << result.getType()
                           << ", whose shape must be the operand's, "
                           << value.getType();
  // (C4) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E); upstream's weaker rule but in
  // the spec check.
  return checkCollectiveComputation(getLoc(), "(C4)", getComputation(),
                                    values.getTypes());
}

LogicalResult CrossReplicaSumOp::verify() {
  // Not in the spec; upstream requires the operand's type, up to dynamic
  // dimensions.
  Type operand = getOperand().getType(), result = getType();
  if (!isCompatibleForInference(operand, result))
    return emitOpError() << "requires compatible types for all operands and "
                            "results; the result has type "
                         << result << ", the operand " << operand;
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

LogicalResult RealDynamicSliceOp::verify() {
  // Not in the spec; as slice with run-time indices: the result has the
  // operand's element type and rank, and start_indices, limit_indices and
  // strides have one element per dimension of operand and the same type.
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  // AllElementTypesMatch compares operand's and result's element types.
  // Upstream StableHLO does not compare the ranks; the spec check does.
  if (isSpecCheckEnabled() && operand.getRank() != result.getRank())
    return emitOpError() << "rank(result) = " << result.getRank()
                         << " must equal rank(operand) = " << operand.getRank();
  // AllTypesMatch makes start_indices, limit_indices and strides alike.
  Type indexType = getStartIndices().getType();
  int64_t size = cast<RankedTensorType>(indexType).getDimSize(0);
  if (!ShapedType::isDynamic(size) && size != operand.getRank())
    return emitOpError() << "has mismatched number of operand rank (" << operand.getRank()
                         << ") and start_indices size (" << size
                         << "); start_indices, limit_indices and strides have one element per "
                            "dimension of operand";
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
  int64_t size = cast<RankedTensorType>(getEdgePaddingLow().getType()).getDimSize(0);
  if (size != operand.getRank())
    return emitOpError() << "(C2) padding operands size (" << size
                         << ") must match operand rank (" << operand.getRank() << ")";
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
      return emitOpError() << "(C4) expected output dimension at index "
                           << dim << " to equal " << expected.getDimSize(dim)
                           << ", but got " << result.getDimSize(dim);
  return success();
}

//===----------------------------------------------------------------------===//
// ConvolutionOp and DynamicConvOp: the shape is inferred (with the element
// type unless lhs is quantized); the verifier checks the result against it.
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo {

namespace {

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

/// True if dimension `dim` of `result` matches that of the inferred
/// `expected`: as compatible shapes do (equal, or dynamic on either side) in
/// the verifier; the spec check also holds a static size to the bound of a
/// dynamic one (fitsInferredSize).
bool matchesInferredSize(RankedTensorType result, RankedTensorType expected,
                         int64_t dim) {
  if (isSpecCheckEnabled())
    return fitsInferredSize(result, expected, dim);
  return result.isDynamicDim(dim) || expected.isDynamicDim(dim) ||
         result.getDimSize(dim) == expected.getDimSize(dim);
}

/// Reports on `op` that dimension `dim` of `result` must be that of the
/// inferred `expected` (a size, or at most a bound), naming `constraint` and
/// the spec's `formula` for it.
/// Upstream's phrase for a result whose shape is not the inferred one
/// ("inferred shape '[d0, ?, ...]' is incompatible with return type of
/// operation '<result>'"), after `constraint`; the caller adds the detail.
InFlightDiagnostic emitInferredShapeMismatch(Operation *op, StringRef constraint,
                                             ArrayRef<int64_t> inferred,
                                             RankedTensorType result) {
  InFlightDiagnostic diag = emitError(op->getLoc());
  diag << constraint << " inferred shape '[";
  llvm::interleaveComma(inferred, diag, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      diag << "?";
    else
      diag << size;
  });
  diag << "]' is incompatible with return type of operation " << result;
  return diag;
}

LogicalResult emitSizeMismatch(Operation *op, StringRef constraint,
                               RankedTensorType result,
                               RankedTensorType expected, int64_t dim,
                               StringRef formula) {
  InFlightDiagnostic diag =
      emitInferredShapeMismatch(op, constraint, expected.getShape(), result);
  diag << ": dimension " << dim << " must be " << formula << " = ";
  if (expected.isDynamicDim(dim))
    diag << "a size of at most " << getSizeOrBound(expected, dim);
  else
    diag << expected.getDimSize(dim);
  return diag;
}

} // namespace

/// The result constraints of convolution and dynamic_conv: (C25) shape,
/// (C26) rank, (C27-C34) element types and quantization, given the
/// components `inferConvolutionOp` inferred; errors are reported on `op`.
static LogicalResult
verifyConvolutionResult(Operation *op, Type lhsType, Type rhsType,
                        Type resultType, ConvDimensionNumbersAttr dims,
                        const ShapedTypeComponents &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  auto result = cast<RankedTensorType>(resultType);
  bool specCheck = isSpecCheckEnabled();
  int64_t outputBatch = dims.getOutputBatchDimension();
  int64_t outputFeature = dims.getOutputFeatureDimension();
  // The verifier leaves dynamic_conv's result shape unchecked; the spec
  // check holds it to (C25) and (C26) as convolution's.
  if (specCheck || !isa<DynamicConvOp>(op)) {
    // (C26) rank(result) = N.
    if (result.getRank() != lhs.getRank())
      return emitInferredShapeMismatch(op, "(C26)", inferred.getDims(), result)
             << ": its rank must be N = rank(lhs) = " << lhs.getRank();
    // (C25) dim(result, result_dim), per the spec's formula.
    auto expected = RankedTensorType::get(
        inferred.getDims(), lhs.getElementType(), inferred.getAttribute());
    for (int64_t dim = 0; dim < result.getRank(); ++dim) {
      if (matchesInferredSize(result, expected, dim))
        continue;
      StringRef formula =
          dim == outputBatch
              ? "dim(lhs, input_batch_dimension) / batch_group_count"
          : dim == outputFeature ? "dim(rhs, kernel_output_feature_dimension)"
                                 : "num_windows";
      return emitSizeMismatch(op, "(C25)", result, expected, dim, formula);
    }
  }
  Type lhsElement = lhs.getElementType();
  Type resultElement = result.getElementType();
  if (!isQuantized(lhs) && !isQuantized(rhs) && !isQuantized(result)) {
    // (C27) element_type(lhs) = element_type(result); only the spec check
    // holds the result to it (i8 x i8 -> i32 is a common convolution).
    if (specCheck && resultElement != lhsElement)
      return op->emitOpError()
             << "(C27) element type of result (" << resultElement
             << ") must be the element type of lhs and rhs (" << lhsElement
             << ")";
    return success();
  }
  // (C28), (C32), (C33), (C34) as dot_general's; after (C28), (C30)
  // quantization_dimension(result) = output_feature_dimension.
  return detail::kConvolutionQuantization.checkResult(
      op, lhs, rhs, result, [&]() -> LogicalResult {
        if (std::optional<int64_t> dim =
                detail::quantizedDimension(resultElement);
            dim && *dim != outputFeature)
          return op->emitOpError()
                 << "(C30) quantization dimension of result should be same "
                    "with output_feature_dimension; got "
                 << *dim << " and " << outputFeature;
        return success();
      });
}

} // namespace mlir::stablehlo

namespace {

/// The window of a convolution or dynamic_conv (op or adaptor), without
/// its padding.
template <typename OpOrAdaptor> ConvolutionWindow getWindow(OpOrAdaptor op) {
  ConvolutionWindow window;
  window.windowStrides = op.getWindowStrides();
  window.lhsDilation = op.getLhsDilation();
  window.rhsDilation = op.getRhsDilation();
  window.windowReversal = op.getWindowReversal();
  return window;
}

template <typename OpOrAdaptor>
LogicalResult
inferConvolution(OpOrAdaptor op, ConvolutionWindow window,
                 std::optional<Location> location,
                 SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferConvolutionOp(
      location, op.getLhs().getType(), op.getRhs().getType(), window,
      op.getDimensionNumbers(), static_cast<int64_t>(op.getFeatureGroupCount()),
      static_cast<int64_t>(op.getBatchGroupCount()), op.getPrecisionConfig(),
      inferred);
}

/// convolution's padding attribute, if given.
template <typename OpOrAdaptor>
ConvolutionWindow getConvolutionWindow(OpOrAdaptor op) {
  ConvolutionWindow window = getWindow(op);
  if (DenseIntElementsAttr padding = op.getPaddingAttr()) {
    window.paddingType = padding.getType();
    window.padding = getSExtValues(padding);
  }
  return window;
}

/// dynamic_conv's padding operand; its values when it is a constant.
template <typename OpOrAdaptor>
ConvolutionWindow getDynamicConvWindow(OpOrAdaptor op) {
  ConvolutionWindow window = getWindow(op);
  Value padding = op.getPadding();
  window.paddingType = padding.getType();
  window.paddingIsOperand = true;
  DenseIntElementsAttr values;
  if (matchPattern(padding, m_Constant(&values))) {
    SmallVector<int64_t> pairs;
    for (const APInt &value : values.getValues<APInt>())
      pairs.push_back(value.getSExtValue());
    window.padding = std::move(pairs);
  }
  return window;
}

/// Infers the result of a convolution op and checks the declared result
/// against it.
template <typename OpT>
LogicalResult verifyConvolutionLike(OpT op, ConvolutionWindow window) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferConvolution(op, std::move(window), op.getLoc(), inferred)))
    return op.emitOpError() << "failed to infer returned types";
  return verifyConvolutionResult(op, op.getLhs().getType(),
                                 op.getRhs().getType(), op.getType(),
                                 op.getDimensionNumbers(), inferred.front());
}

} // namespace

LogicalResult ConvolutionOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ConvolutionOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferConvolution(adaptor, getConvolutionWindow(adaptor), location,
                          inferred);
}

LogicalResult ConvolutionOp::verify() {
  return verifyConvolutionLike(*this, getConvolutionWindow(*this));
}

LogicalResult DynamicConvOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DynamicConvOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferConvolution(adaptor, getDynamicConvWindow(adaptor), location,
                          inferred);
}

LogicalResult DynamicConvOp::verify() {
  return verifyConvolutionLike(*this, getDynamicConvWindow(*this));
}

//===----------------------------------------------------------------------===//
// DotOp and DotGeneralOp
//===----------------------------------------------------------------------===//

LogicalResult DotOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  // The dims upstream infers, with their bounds: lhs's first of a matrix,
  // rhs's second of a matrix; no element type.
  DotOp::Adaptor adaptor(operands, attributes, properties, regions);
  auto lhs = dyn_cast<RankedTensorType>(adaptor.getLhs().getType());
  auto rhs = dyn_cast<RankedTensorType>(adaptor.getRhs().getType());
  if (!lhs || !rhs || lhs.getRank() < 1 || lhs.getRank() > 2 ||
      rhs.getRank() < 1 || rhs.getRank() > 2 ||
      !areCompatibleSizes(lhs.getDimSize(lhs.getRank() - 1), rhs.getDimSize(0)))
    return emitOptionalError(location,
                             "expected both lhs/rhs ranks to be either 1 or 2");
  SmallVector<int64_t> shape, bounds;
  auto push = [&](RankedTensorType side, int64_t dim) {
    shape.push_back(side.getDimSize(dim));
    ArrayRef<int64_t> sideBounds = getBounds(side);
    bounds.push_back(sideBounds.empty() ? ShapedType::kDynamic
                                        : sideBounds[dim]);
  };
  if (lhs.getRank() == 2)
    push(lhs, 0);
  if (rhs.getRank() == 2)
    push(rhs, 1);
  Attribute encoding =
      getBoundedTensorType(shape, bounds, lhs.getElementType()).getEncoding();
  inferred.emplace_back(shape, /*elementType=*/nullptr, encoding);
  return success();
}

LogicalResult DotOp::verify() {
  auto lhs = cast<RankedTensorType>(getLhs().getType());
  auto rhs = cast<RankedTensorType>(getRhs().getType());
  // A vector or matrix on each side, the last dimension of lhs contracted
  // with the first of rhs.
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  if (lhsRank < 1 || lhsRank > 2 || rhsRank < 1 || rhsRank > 2 ||
      !areCompatibleSizes(lhs.getDimSize(lhsRank - 1), rhs.getDimSize(0)))
    return emitOpError()
           << "expected both lhs/rhs ranks to be either 1 or 2, with the "
              "last dimension of lhs the size of the first of rhs; got "
           << lhs << " and " << rhs;
  if (std::optional<ArrayAttr> config = getPrecisionConfig();
      config && *config && config->size() > 2)
    return emitOpError()
           << "expects precision config to be empty or have <= 2 elements, "
              "got "
           << config->size();
  SmallVector<int64_t> shape;
  if (lhsRank == 2)
    shape.push_back(lhs.getDimSize(0));
  if (rhsRank == 2)
    shape.push_back(rhs.getDimSize(1));
  auto result = cast<ShapedType>(getType());
  if (result.getRank() == static_cast<int64_t>(shape.size()) &&
      llvm::all_of(llvm::zip(shape, result.getShape()), [&](auto pair) {
        return areCompatibleSizes(std::get<0>(pair), std::get<1>(pair));
      }))
    return success();
  InFlightDiagnostic diag = emitOpError() << "inferred shape '[";
  llvm::interleaveComma(shape, diag, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      diag << "?";
    else
      diag << size;
  });
  return diag << "]' is incompatible with return type of operation " << result;
}

namespace {

template <typename OpOrAdaptor>
LogicalResult inferDotGeneral(OpOrAdaptor op, std::optional<Location> location,
                              SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferDotGeneralOp(location, op.getLhs().getType(),
                           op.getRhs().getType(), op.getDotDimensionNumbers(),
                           op.getPrecisionConfig(), op.getAlgorithmAttr(),
                           inferred);
}

} // namespace

namespace mlir::stablehlo {

/// The result constraints of dot_general: (C12) shape, (C14), (C18-C20)
/// quantization, given the components `inferDotGeneralOp` inferred.
static LogicalResult
verifyDotGeneralResult(Operation *op, Type lhsType, Type rhsType,
                       Type resultType, const ShapedTypeComponents &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  auto result = cast<RankedTensorType>(resultType);
  auto expected = RankedTensorType::get(
      inferred.getDims(), lhs.getElementType(), inferred.getAttribute());
  // (C12) the result shape.
  if (result.getRank() != expected.getRank())
    return emitInferredShapeMismatch(op, "(C12)", expected.getShape(), result)
           << ": its rank must be " << expected.getRank()
           << " (batching, then lhs's and rhs's other dimensions)";
  for (int64_t dim = 0; dim < result.getRank(); ++dim) {
    if (matchesInferredSize(result, expected, dim))
      continue;
    return emitSizeMismatch(op, "(C12)", result, expected, dim,
                            "the inferred size");
  }
  // Without quantization the spec leaves the result's element type open.
  if (!isQuantized(lhs) && !isQuantized(rhs) && !isQuantized(result))
    return success();
  // (C14), (C18), (C19), (C20) as convolution's.
  return detail::kDotGeneralQuantization.checkResult(op, lhs, rhs, result);
}

} // namespace mlir::stablehlo

LogicalResult DotGeneralOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DotGeneralOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferDotGeneral(adaptor, location, inferred);
}

LogicalResult DotGeneralOp::reifyReturnTypeShapes(
    OpBuilder &builder, ValueRange operands, SmallVectorImpl<Value> &shapes) {
  return reifyResultShapes(*this, builder, operands, shapes);
}

LogicalResult DotGeneralOp::verify() {
  // The algorithm first, as upstream checks it (one read from bytecode or
  // made in C++ has not been checked), reported at the op.
  if (DotAlgorithmAttr algorithm = getAlgorithmAttr()) {
    auto emit = [&] { return emitError(); };
    Type lhs = algorithm.getLhsPrecisionType();
    Type rhs = algorithm.getRhsPrecisionType();
    Type accumulation = algorithm.getAccumulationType();
    int64_t lhsCount = algorithm.getLhsComponentCount();
    int64_t rhsCount = algorithm.getRhsComponentCount();
    int64_t operations = algorithm.getNumPrimitiveOperations();
    bool imprecise = algorithm.getAllowImpreciseAccumulation();
    if (failed(DotAlgorithmAttr::verify(emit, lhs, rhs, accumulation,
                                        lhsCount, rhsCount, operations,
                                        imprecise)) ||
        failed(checkKnownDotAlgorithm(emit, lhs, rhs, accumulation, lhsCount,
                                      rhsCount, operations, imprecise)))
      return failure();
  }
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferDotGeneral(*this, getLoc(), inferred)))
    return emitOpError() << "failed to infer returned types";
  return verifyDotGeneralResult(*this, getLhs().getType(), getRhs().getType(),
                                getType(), inferred.front());
}

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

namespace {

/// Checks `layouts`, one per type of `types` (`kind` is "operand" or
/// "result"): a ranked tensor's or memref's layout is a permutation of
/// [0, rank), other values have an empty layout, and tuples have none.
LogicalResult verifyCustomCallLayouts(CustomCallOp op, TypeRange types,
                                      ArrayAttr layouts, StringRef kind) {
  for (auto [index, pair] : llvm::enumerate(llvm::zip(types, layouts))) {
    auto [type, attr] = pair;
    auto layout = cast<DenseIntElementsAttr>(attr);
    if (isa<TupleType>(type))
      return op.emitOpError()
             << "Tuple types are not fully supported with layout constraints "
                "yet: "
             << kind << " #" << index << " of type " << type
             << " has a layout";
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped) {
      if (layout.empty())
        continue;
      return op.emitOpError()
             << "Only tensor types can have non-empty layout: " << kind << " #"
             << index << " of type " << type << " has layout " << layout;
    }
    if (!shaped.hasRank())
      continue;
    int64_t rank = shaped.getRank();
    SmallVector<bool> seen(rank, false);
    bool permutation = layout.getNumElements() == rank;
    for (const APInt &dim : layout.getValues<APInt>()) {
      if (!permutation)
        break;
      int64_t value = dim.getSExtValue();
      permutation = value >= 0 && value < rank && !seen[value];
      if (permutation)
        seen[value] = true;
    }
    if (!permutation)
      return op.emitOpError()
             << "incorrect layout " << layout << " for type " << type
             << ", layout must be a permutation of [0, " << rank << ") ("
             << kind << " #" << index << ")";
  }
  return success();
}

/// The part of `type` at `indices` (tuple element of tuple element ...), or
/// null if an index does not select a tuple element.
Type getTuplePart(Type type, ArrayRef<int64_t> indices) {
  for (int64_t index : indices) {
    auto tuple = dyn_cast<TupleType>(type);
    if (!tuple || index < 0 || index >= static_cast<int64_t>(tuple.size()))
      return {};
    type = tuple.getType(index);
  }
  return type;
}

/// `indices` as "1, 2".
std::string formatIndices(ArrayRef<int64_t> indices) {
  return llvm::join(
      llvm::map_range(indices, [](int64_t i) { return std::to_string(i); }),
      ", ");
}

/// Calls `fn` on each leaf (non-tuple part) of `type` with its tuple
/// indices, stopping at the first failure.
LogicalResult
forEachTupleLeaf(Type type, SmallVectorImpl<int64_t> &indices,
                 function_ref<LogicalResult(Type, ArrayRef<int64_t>)> fn) {
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple)
    return fn(type, indices);
  for (auto [index, element] : llvm::enumerate(tuple.getTypes())) {
    indices.push_back(index);
    if (failed(forEachTupleLeaf(element, indices, fn)))
      return failure();
    indices.pop_back();
  }
  return success();
}

/// Buffers (memrefs) in a custom_call, as upstream StableHLO checks them:
/// the targets CreateBuffer (no inputs, one memref result), Pin (a tensor
/// to a memref of a compatible shape and the same element type) and Unpin
/// (the reverse); for any other target, every memref part of the output
/// `outputs` (the results, a tuple when there are several) must be the
/// output part of an output_operand_aliases entry whose operand part is a
/// memref.
LogicalResult verifyCustomCallBuffers(CustomCallOp op, Type outputs) {
  StringRef target = op.getCallTargetName();
  if (target == "CreateBuffer") {
    if (!op.getInputs().empty())
      return op.emitOpError()
             << "CreateBuffer custom_call shouldn't have any inputs";
    if (op.getNumResults() != 1)
      return op.emitOpError() << "CreateBuffer custom_call should have one "
                                 "result";
    if (!isa<MemRefType>(op.getResult(0).getType()))
      return op.emitOpError()
             << "CreateBuffer custom_call should have a memref result";
    return success();
  }
  if (target == "Pin" || target == "Unpin") {
    bool pin = target == "Pin";
    if (op.getInputs().size() != 1)
      return op.emitOpError() << target << " custom_call should have one input";
    Type input = op.getInputs()[0].getType();
    if (pin ? !isa<TensorType>(input) : !isa<MemRefType>(input))
      return op.emitOpError() << target << " custom_call should have a "
                              << (pin ? "tensor" : "memref") << " input";
    if (op.getNumResults() != 1)
      return op.emitOpError() << target
                              << " custom_call should have one output";
    Type output = op.getResult(0).getType();
    if (pin ? !isa<MemRefType>(output) : !isa<TensorType>(output))
      return op.emitOpError() << target << " custom_call should have a "
                              << (pin ? "memref" : "tensor") << " output";
    if (failed(verifyCompatibleShape(input, output)) ||
        getElementTypeOrSelf(input) != getElementTypeOrSelf(output))
      return op.emitOpError() << target
                              << " custom_call should have compatible input "
                                 "and output types";
    return success();
  }
  std::set<std::vector<int64_t>> aliased;
  for (Attribute attr : op.getOutputOperandAliases()) {
    auto alias = cast<OutputOperandAliasAttr>(attr);
    Type operandPart =
        getTuplePart(op.getInputs()[alias.getOperandIndex()].getType(),
                     alias.getOperandTupleIndices());
    if (isa<MemRefType>(operandPart))
      aliased.insert(std::vector<int64_t>(alias.getOutputTupleIndices().begin(),
                                          alias.getOutputTupleIndices().end()));
  }
  SmallVector<int64_t> indices;
  return forEachTupleLeaf(
      outputs, indices, [&](Type type, ArrayRef<int64_t> at) -> LogicalResult {
        if (!isa<MemRefType>(type) ||
            aliased.count(std::vector<int64_t>(at.begin(), at.end())))
          return success();
        return op.emitOpError()
               << "buffer output [" << formatIndices(at)
               << "] is not used in output_operand_alias; name it as the "
                  "output part of an output_operand_aliases entry whose "
                  "operand part is a memref";
      });
}

} // namespace

/// The properties in the order ODS writes them (by name). result_tilings,
/// the last, came with StableHLO 1.18.0: plain bytecode of an older release
/// (jaxlib's of 1.17.0, say) ends the entry before it, which MLIR's reader
/// reports as a read past the end. Such an entry reads with result_tilings
/// absent; any other failure stays one.
LogicalResult CustomCallOp::readProperties(DialectBytecodeReader &reader,
                                           OperationState &state) {
  Properties &prop = state.getOrAddProperties<Properties>();
  if (failed(reader.readOptionalAttribute(prop.api_version)) ||
      failed(reader.readOptionalAttribute(prop.backend_config)) ||
      failed(reader.readAttribute(prop.call_target_name)) ||
      failed(reader.readOptionalAttribute(prop.called_computations)) ||
      failed(reader.readOptionalAttribute(prop.has_side_effect)) ||
      failed(reader.readOptionalAttribute(prop.operand_layouts)) ||
      failed(reader.readOptionalAttribute(prop.output_operand_aliases)) ||
      failed(reader.readOptionalAttribute(prop.result_layouts)))
    return failure();
  bool endedBefore = false;
  ScopedDiagnosticHandler handler(reader.getContext(), [&](Diagnostic &diag) {
    if (diag.getSeverity() != DiagnosticSeverity::Error ||
        diag.str() != "attempting to parse a byte at the end of the bytecode")
      return failure(); // not this one: to the handlers before
    endedBefore = true;
    return success();
  });
  if (succeeded(reader.readOptionalAttribute(prop.result_tilings)))
    return success();
  return success(endedBefore);
}

void CustomCallOp::writeProperties(DialectBytecodeWriter &writer) {
  Properties &prop = getProperties();
  writer.writeOptionalAttribute(prop.api_version);
  writer.writeOptionalAttribute(prop.backend_config);
  writer.writeAttribute(prop.call_target_name);
  writer.writeOptionalAttribute(prop.called_computations);
  writer.writeOptionalAttribute(prop.has_side_effect);
  writer.writeOptionalAttribute(prop.operand_layouts);
  writer.writeOptionalAttribute(prop.output_operand_aliases);
  writer.writeOptionalAttribute(prop.result_layouts);
  writer.writeOptionalAttribute(prop.result_tilings);
}

LogicalResult CustomCallOp::verify() {
  // Layouts are given for both operands and results or for neither: VHLO
  // always carries both, and elides them on the way back only when both are
  // empty, so one alone could not survive an artifact.
  if (getOperandLayouts().has_value() != getResultLayouts().has_value())
    return emitOpError() << "Layout attributes should be specified for "
                            "either both operands and results or none. Got "
                            "only "
                         << (getOperandLayouts() ? "operand_layouts"
                                                 : "result_layouts");
  // Layouts, if given, come one per operand and one per result (a tuple
  // result counts as its elements).
  if (std::optional<ArrayAttr> layouts = getOperandLayouts();
      layouts && layouts->size() != getInputs().size())
    return emitOpError() << "Number of operands must match the number of "
                            "operand layouts, "
                         << getInputs().size() << " != " << layouts->size();
  if (std::optional<ArrayAttr> layouts = getResultLayouts()) {
    size_t numResults = getNumResults();
    if (numResults == 1)
      if (auto tuple = dyn_cast<TupleType>(getResult(0).getType()))
        numResults = tuple.size();
    if (layouts->size() != numResults)
      return emitOpError() << "Number of results must match the number of "
                              "result layouts, "
                           << numResults << " != " << layouts->size();
  }
  // Each layout fits its value, as upstream checks.
  if (std::optional<ArrayAttr> layouts = getOperandLayouts())
    if (failed(verifyCustomCallLayouts(*this, getInputs().getTypes(), *layouts,
                                       "operand")))
      return failure();
  if (std::optional<ArrayAttr> layouts = getResultLayouts()) {
    TypeRange resultTypes = getResultTypes();
    if (getNumResults() == 1)
      if (auto tuple = dyn_cast<TupleType>(getResult(0).getType()))
        resultTypes = tuple.getTypes();
    if (failed(verifyCustomCallLayouts(*this, resultTypes, *layouts, "result")))
      return failure();
  }
  // Each alias names an operand part and an output part (the results form a
  // tuple when there are several) of the same type.
  Type outputs = getNumResults() == 1
                     ? getResult(0).getType()
                     : TupleType::get(getContext(), getResultTypes());
  for (Attribute attr : getOutputOperandAliases()) {
    auto alias = cast<OutputOperandAliasAttr>(attr);
    if (alias.getOperandIndex() < 0 ||
        alias.getOperandIndex() >= static_cast<int64_t>(getInputs().size()))
      return emitOpError() << "expects operandIndex in the "
                              "output_operand_alias attribute to be in range "
                              "[0, "
                           << getInputs().size()
                           << "); got: " << alias.getOperandIndex() << ".";
    Type operandPart =
        getTuplePart(getInputs()[alias.getOperandIndex()].getType(),
                     alias.getOperandTupleIndices());
    if (!operandPart)
      return emitOpError()
             << "operand_tuple_indices in the output_operand_alias attribute "
                "out of bounds: ["
             << formatIndices(alias.getOperandTupleIndices())
             << "] of operand #" << alias.getOperandIndex() << " of type "
             << getInputs()[alias.getOperandIndex()].getType();
    Type outputPart = getTuplePart(outputs, alias.getOutputTupleIndices());
    if (!outputPart)
      return emitOpError()
             << "output_tuple_indices in the output_operand_alias attribute "
                "out of bounds: ["
             << formatIndices(alias.getOutputTupleIndices())
             << "] of the output, of type " << outputs;
    if (operandPart != outputPart)
      return emitOpError()
             << "shapes mismatch in the output_operand_alias attribute: "
                "operand part has type "
             << operandPart << " and output part has type " << outputPart
             << ", which must be equal";
  }
  if (failed(verifyCustomCallBuffers(*this, outputs)))
    return failure();
  // backend_config is a dictionary for API_VERSION_TYPED_FFI and a string
  // for the other API versions.
  if (std::optional<Attribute> config = getBackendConfig()) {
    bool typedFfi =
        getApiVersion() == CustomCallApiVersion::API_VERSION_TYPED_FFI;
    if (typedFfi != isa<DictionaryAttr>(*config))
      return emitOpError() << "backend_config for api_version "
                           << stringifyCustomCallApiVersion(getApiVersion())
                           << " must be a "
                           << (typedFfi ? "dictionary" : "string")
                           << " attribute. Got " << *config;
  }
  return success();
}

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (!getHasSideEffect())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}
