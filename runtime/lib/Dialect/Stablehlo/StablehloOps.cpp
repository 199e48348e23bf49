//===- StablehloOps.cpp - StableHLO operations ----------------------------===//
//
// Custom assembly, folders and verifiers of StableHLO operations. Shape
// functions are in StablehloTypeInference.cpp; constraint labels `(C<n>)`
// refer to the op's section of StableHLO's docs/spec.md.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "AssemblyFormat.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;
using namespace mlir::stablehlo;

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloOps.cpp.inc"

namespace {

/// Bit width of an integer, float or complex element type.
int64_t getElementBitWidth(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * complex.getElementType().getIntOrFloatBitWidth();
  return type.getIntOrFloatBitWidth();
}

/// True if two dimension sizes can be equal at runtime.
bool areCompatibleSizes(int64_t lhs, int64_t rhs) {
  return ShapedType::isDynamic(lhs) || ShapedType::isDynamic(rhs) || lhs == rhs;
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
  if (dim >= rank)
    return emitOpError() << "(C1) iota_dimension (" << dim
                         << ") must be less than the rank of output (" << rank
                         << ")";
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
    return emitOpError() << "(C2) cannot convert between complex and "
                            "non-complex element types ("
                         << operandElement << " and " << resultElement << ")";

  // (C1) Shapes agree, up to one minor dimension that absorbs the difference
  // in bit widths.
  int64_t operandBits = getElementBitWidth(operandElement);
  int64_t resultBits = getElementBitWidth(resultElement);
  int64_t rank = operand.getRank();
  ArrayRef<int64_t> operandShape = operand.getShape();
  ArrayRef<int64_t> resultShape = result.getShape();
  auto shapeMismatch = [&]() {
    return emitOpError() << "(C1) result shape " << result
                         << " does not match operand shape " << operand
                         << " for element bit widths " << operandBits << " -> "
                         << resultBits;
  };
  auto prefixCompatible = [&](int64_t length) {
    for (int64_t i = 0; i < length; ++i)
      if (!areCompatibleSizes(operandShape[i], resultShape[i]))
        return false;
    return true;
  };

  if (operandBits == resultBits) {
    if (result.getRank() != rank || !prefixCompatible(rank))
      return shapeMismatch();
    return success();
  }
  if (resultBits < operandBits) {
    // rank(result) = R + 1 and dim(result, R) * resultBits = operandBits.
    if (result.getRank() != rank + 1 || !prefixCompatible(rank) ||
        !areCompatibleSizes(resultShape[rank], operandBits / resultBits) ||
        operandBits % resultBits != 0)
      return shapeMismatch();
    return success();
  }
  // rank(result) = R - 1 and dim(operand, R - 1) * operandBits = resultBits.
  if (rank == 0 || result.getRank() != rank - 1 ||
      !prefixCompatible(rank - 1) ||
      !areCompatibleSizes(operandShape[rank - 1], resultBits / operandBits) ||
      resultBits % operandBits != 0)
    return shapeMismatch();
  return success();
}

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::verify() {
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  // (C1) element_type(result) = element_type(operand).
  if (operand.getElementType() != result.getElementType())
    return emitOpError() << "(C1) result element type "
                         << result.getElementType()
                         << " must equal operand element type "
                         << operand.getElementType();
  // (C2) size(operand) = size(result), checked when both are static.
  if (operand.hasStaticShape() && result.hasStaticShape() &&
      operand.getNumElements() != result.getNumElements())
    return emitOpError() << "(C2) operand has " << operand.getNumElements()
                         << " elements but result has "
                         << result.getNumElements();
  return success();
}

//===----------------------------------------------------------------------===//
// BroadcastInDimOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastInDimOp::verify() {
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  // (C1) element_type(result) = element_type(operand).
  if (operand.getElementType() != result.getElementType())
    return emitOpError() << "(C1) result element type "
                         << result.getElementType()
                         << " must equal operand element type "
                         << operand.getElementType();
  // (C2) size(broadcast_dimensions) = rank(operand).
  if (static_cast<int64_t>(dims.size()) != operand.getRank())
    return emitOpError() << "(C2) broadcast_dimensions has " << dims.size()
                         << " elements, expected rank(operand) = "
                         << operand.getRank();
  SmallVector<bool> used(result.getRank(), false);
  for (auto [operandDim, resultDim] : llvm::enumerate(dims)) {
    // (C3) 0 <= broadcast_dimensions < rank(result).
    if (resultDim < 0 || resultDim >= result.getRank())
      return emitOpError() << "(C3) broadcast_dimensions element " << resultDim
                           << " is out of range [0, " << result.getRank()
                           << ")";
    // (C4) is_unique(broadcast_dimensions).
    if (used[resultDim])
      return emitOpError() << "(C4) broadcast_dimensions element " << resultDim
                           << " is repeated";
    used[resultDim] = true;
    // (C5) dim(operand, d) = 1 or dim(operand, d) = dim(result, dims[d]).
    int64_t operandSize = operand.getDimSize(operandDim);
    int64_t resultSize = result.getDimSize(resultDim);
    if (operandSize != 1 && !areCompatibleSizes(operandSize, resultSize))
      return emitOpError() << "(C5) operand dimension " << operandDim
                           << " has size " << operandSize
                           << ", expected 1 or the size of result dimension "
                           << resultDim << " (" << resultSize << ")";
  }
  return success();
}
