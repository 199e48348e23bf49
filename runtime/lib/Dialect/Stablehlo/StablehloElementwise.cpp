//===- StablehloElementwise.cpp - Elementwise ops -------------------------===//
//
// The elementwise ops: abs, imag, real, is_finite, cbrt, ceil,
// count_leading_zeros, cosine, exponential, exponential_minus_one, floor,
// log, log_plus_one, logistic, not, negate, popcnt, round_nearest_afz,
// round_nearest_even, rsqrt, sign, sine, sqrt, tan, tanh, add, atan2,
// divide, maximum, minimum, multiply, power, remainder, shift_left,
// shift_right_arithmetic, shift_right_logical, subtract, and, or, xor,
// complex, compare, select, clamp, reduce_precision, uniform_dequantize,
// convert, uniform_quantize.
//
// Their shape functions and inferReturnTypes (those of the unary and binary
// ops of one type are generated from StablehloOps.td:
// Stablehlo_SameTypeInference); the verifiers of add, convert and
// uniform_quantize; the shape-only inference and reification of convert and
// uniform_quantize; add's refineReturnTypes; the custom syntax of complex,
// select and reduce_precision. The other refineReturnTypes are generated
// from StablehloOps.td (Stablehlo_LabelledResults).
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
        location,
        "(C2) requires compatible types for non-predicate operands, but got ",
        onTrueType, " and ", onFalseType);
  // (C1) rank(pred) = 0 or shape(pred) = shape(on_true).
  auto pred = cast<RankedTensorType>(predType);
  if (pred.getRank() != 0 &&
      !isCompatibleForInference(
          pred, withElementType(onTrueType, pred.getElementType())))
    return emitOptionalError(
        location,
        "(C1) requires the same shape for all operands; shape of pred (", pred,
        ") must match shape of on_true (", onTrueType, ")");
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
              ? "(C1) op requires the same element type for all operands and "
                "results; "
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

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

LogicalResult AbsOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferComplexPartOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult ImagOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferComplexPartOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult RealOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferComplexPartOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult IsFiniteOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferIsFiniteOp(location, adaptor.getX().getType(), inferred);
}

LogicalResult AddOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferAddOp(location, adaptor.getLhs().getType(),
                    adaptor.getRhs().getType(), inferred);
}

LogicalResult
AddOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return mlir::stablehlo::detail::refineLabelledResults<AddOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      [&](TypeRange inferred, ResultTypesCompatible compatible) {
        return addResultConstraint(operands.getTypes(), inferred, returnTypes,
                                   compatible);
      });
}

LogicalResult ComplexOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferComplexOp(location, adaptor.getLhs().getType(),
                        adaptor.getRhs().getType(), inferred);
}

LogicalResult CompareOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferCompareOp(location, adaptor.getLhs().getType(),
                        adaptor.getRhs().getType(), inferred);
}

LogicalResult SelectOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferSelectOp(location, adaptor.getPred().getType(),
                       adaptor.getOnTrue().getType(),
                       adaptor.getOnFalse().getType(), inferred);
}

LogicalResult ClampOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferClampOp(location, adaptor.getMin().getType(),
                      adaptor.getOperand().getType(),
                      adaptor.getMax().getType(), inferred);
}

LogicalResult ReducePrecisionOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperand(), inferred);
}

LogicalResult UniformDequantizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferUniformDequantizeOp(location, adaptor.getOperand().getType(),
                                  inferred);
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

LogicalResult ConvertOp::reifyReturnTypeShapes(OpBuilder &builder,
                                               ValueRange operands,
                                               SmallVectorImpl<Value> &shapes) {
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
// Custom directives of these ops' assembly formats (AssemblyFormat.h)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo {

namespace {

/// The tensor type with `type`'s shape and encoding whose elements are the
/// real components of `type`'s complex elements; `type` if not complex.
Type getRealPartType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return type;
  auto complex = dyn_cast<ComplexType>(tensor.getElementType());
  if (!complex)
    return type;
  return tensor.clone(complex.getElementType());
}

} // namespace

void printComplexOpType(OpAsmPrinter &p, Operation *op, Type lhs, Type rhs,
                        Type result) {
  Type real = getRealPartType(result);
  if (lhs != real || rhs != real) {
    p.printFunctionalType(op);
    return;
  }
  p.printType(result);
}

ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type))
    return assignFunctionalType(parser, loc, {&lhs, &rhs}, fnType, result);
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !isa<ComplexType>(tensor.getElementType()))
    return parser.emitError(loc)
           << "expected tensor with complex element type, got " << type;
  lhs = rhs = getRealPartType(type);
  result = type;
  return success();
}

void printSelectOpType(OpAsmPrinter &p, Operation *op, Type pred, Type onTrue,
                       Type onFalse, Type result) {
  if (onTrue != result || onFalse != result) {
    p.printFunctionalType(op);
    return;
  }
  p << pred << ", " << result;
}

ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> types;
  if (parser.parseTypeList(types))
    return failure();
  if (types.size() == 2) {
    pred = types[0];
    onTrue = onFalse = result = types[1];
    return success();
  }
  auto fnType = types.size() == 1 ? dyn_cast<FunctionType>(types[0]) : nullptr;
  if (!fnType)
    return parser.emitError(loc)
           << "expected functional type or list of two types "
              "(`predicate type, result type`), got "
           << types.size() << " type(s)";
  return assignFunctionalType(parser, loc, {&pred, &onTrue, &onFalse}, fnType,
                              result);
}

void printExponentMantissa(AsmPrinter &p, Operation *, IntegerAttr exponent,
                           IntegerAttr mantissa) {
  p << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

ParseResult parseExponentMantissa(AsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  // e<digits>m<digits>, each part an i32.
  auto isDigits = [](StringRef text) {
    return !text.empty() && llvm::all_of(text, llvm::isDigit);
  };
  StringRef rest = keyword;
  auto [exponentText, mantissaText] = rest.drop_front().split('m');
  if (!rest.starts_with("e") || !isDigits(exponentText) ||
      !isDigits(mantissaText))
    return parser.emitError(loc)
           << "expected exponent mantissa in format e#m#, saw " << keyword;
  int32_t exp = 0, mant = 0;
  if (exponentText.getAsInteger(10, exp))
    return parser.emitError(loc) << "unable to parse exponent '" << exponentText
                                 << "' (more than i32 holds)";
  if (mantissaText.getAsInteger(10, mant))
    return parser.emitError(loc) << "unable to parse mantissa '" << mantissaText
                                 << "' (more than i32 holds)";
  exponent = parser.getBuilder().getI32IntegerAttr(exp);
  mantissa = parser.getBuilder().getI32IntegerAttr(mant);
  return success();
}

} // namespace mlir::stablehlo
