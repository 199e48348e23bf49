//===- StablehloDialect.cpp - StableHLO dialect, types and attributes -----===//

#include "AssemblyFormat.h"
#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stablehlo;

#include "stablehlo/Dialect/Stablehlo/StablehloAttrInterfaces.cpp.inc"
#include "stablehlo/Dialect/Stablehlo/StablehloDialect.cpp.inc"
#include "stablehlo/Dialect/Stablehlo/StablehloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloTypes.cpp.inc"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

void StablehloDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo/Dialect/Stablehlo/StablehloOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "stablehlo/Dialect/Stablehlo/StablehloTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "stablehlo/Dialect/Stablehlo/StablehloAttrs.cpp.inc"
      >();
  detail::attachShapedTypeInterfaces(getContext());
  addBytecodeInterface();
}

Type StablehloDialect::parseType(DialectAsmParser &parser) const {
  StringRef mnemonic;
  Type type;
  OptionalParseResult result = generatedTypeParser(parser, &mnemonic, type);
  if (result.has_value())
    return succeeded(*result) ? type : Type();
  parser.emitError(parser.getNameLoc())
      << "unknown stablehlo type: " << mnemonic;
  return {};
}

void StablehloDialect::printType(Type type, DialectAsmPrinter &printer) const {
  (void)generatedTypePrinter(type, printer);
}

/// Besides the ODS-generated mnemonics, accepts `bounds<8, ?>`, the short
/// spelling of TypeExtensionsAttr used in tensor encodings.
Attribute StablehloDialect::parseAttribute(DialectAsmParser &parser,
                                           Type type) const {
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (result.has_value())
    return succeeded(*result) ? attr : Attribute();
  if (mnemonic == "bounds") {
    SmallVector<int64_t> bounds;
    if (parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater, [&] {
          return parseDimSize(parser, bounds.emplace_back());
        }))
      return {};
    return TypeExtensionsAttr::get(getContext(), bounds);
  }
  parser.emitError(parser.getNameLoc())
      << "unknown StableHLO attribute: " << mnemonic;
  return {};
}

void StablehloDialect::printAttribute(Attribute attr,
                                      DialectAsmPrinter &printer) const {
  if (auto extensions = dyn_cast<TypeExtensionsAttr>(attr)) {
    printer << "bounds<";
    llvm::interleaveComma(
        extensions.getBounds(), printer.getStream(),
        [&](int64_t bound) { printDimSize(printer.getStream(), bound); });
    printer << '>';
    return;
  }
  (void)generatedAttributePrinter(attr, printer);
}

//===----------------------------------------------------------------------===//
// FutureType
//===----------------------------------------------------------------------===//

LogicalResult FutureType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<Type> types) {
  for (Type type : types)
    if (!isa<RankedTensorType>(type))
      return emitError()
             << "future element type must be a ranked tensor, but got " << type;
  return success();
}

//===----------------------------------------------------------------------===//
// TypeExtensionsAttr
//===----------------------------------------------------------------------===//

// Upstream checks the count and that static dimensions have no bound, in its
// words; a negative bound passes. checkBoundsOfSpec, which the spec check
// runs, refuses it.
LogicalResult TypeExtensionsAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type elementType,
    function_ref<InFlightDiagnostic()> emitError) const {
  ArrayRef<int64_t> bounds = getBounds();
  if (bounds.size() != shape.size())
    return emitError() << "Bounds length is " << bounds.size()
                       << ", expected to be equal to rank(" << shape.size()
                       << ") of the tensor "
                       << RankedTensorType::get(shape, elementType)
                       << " (one bound per dimension, '?' for none)";
  for (auto [dim, size] : llvm::enumerate(shape))
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bounds[dim]))
      return emitError() << "Static dimension " << dim
                         << " cannot have a bound, use ShapedType::kDynamic to "
                            "indicate a missing bound in tensor "
                         << RankedTensorType::get(shape, elementType)
                         << " (write '?' in the bounds for it)";
  return success();
}

LogicalResult mlir::stablehlo::checkBoundsOfSpec(Operation *op) {
  auto check = [&](Type type, const Twine &what) -> LogicalResult {
    auto tensor = dyn_cast<RankedTensorType>(type);
    auto bounds = dyn_cast_if_present<TypeExtensionsAttr>(
        tensor ? tensor.getEncoding() : Attribute());
    if (!bounds)
      return success();
    for (auto [dim, bound] : llvm::enumerate(bounds.getBounds()))
      if (!ShapedType::isDynamic(bound) && bound < 0)
        return op->emitOpError()
               << what << " has type " << type << ": bound of dimension " << dim
               << " must be non-negative, got " << bound;
    return success();
  };
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(check(type, "operand #" + Twine(i))))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(check(type, "result #" + Twine(i))))
      return failure();
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        if (failed(check(arg.getType(),
                         "block argument #" + Twine(arg.getArgNumber()))))
          return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// ResultAccuracyAttr
//===----------------------------------------------------------------------===//

LogicalResult
ResultAccuracyAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           APFloat atol, APFloat rtol, int64_t ulps,
                           ResultAccuracyModeAttr mode) {
  if (atol.isNegative() || rtol.isNegative() || ulps < 0)
    return emitError() << "Negative tolerance: result_accuracy tolerances "
                          "must be non-negative";
  if (mode.getValue() != ResultAccuracyMode::TOLERANCE &&
      (!atol.isZero() || !rtol.isZero() || ulps != 0))
    return emitError() << "Invalid tolerances for ResultAccuracyAttr with "
                          "mode "
                       << stringifyResultAccuracyMode(mode.getValue())
                       << ", must be all zero. Tolerances apply to mode "
                          "TOLERANCE only";
  return success();
}

/// `<[atol = F,] [rtol = F,] [ulps = N,] mode =
/// #stablehlo.result_accuracy_mode<M>>`
Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  APFloat atol(0.0), rtol(0.0);
  int64_t ulps = 0;
  ResultAccuracyModeAttr mode;
  auto parseTolerance = [&](StringRef keyword, APFloat &value) -> ParseResult {
    if (failed(parser.parseOptionalKeyword(keyword)))
      return success();
    double number;
    if (parser.parseEqual() || parser.parseFloat(number) || parser.parseComma())
      return failure();
    value = APFloat(number);
    return success();
  };
  if (parser.parseLess() || parseTolerance("atol", atol) ||
      parseTolerance("rtol", rtol))
    return {};
  if (succeeded(parser.parseOptionalKeyword("ulps")) &&
      (parser.parseEqual() || parser.parseInteger(ulps) || parser.parseComma()))
    return {};
  if (parser.parseKeyword("mode") || parser.parseEqual() ||
      parser.parseAttribute(mode) || parser.parseGreater())
    return {};
  // Checked where the attribute ends, as upstream reports it.
  return parser.getChecked<ResultAccuracyAttr>(
      parser.getCurrentLocation(), parser.getContext(), atol, rtol, ulps, mode);
}

void ResultAccuracyAttr::print(AsmPrinter &printer) const {
  printer << '<';
  if (!getAtol().isZero()) {
    printer << "atol = ";
    printer.printFloat(getAtol());
    printer << ", ";
  }
  if (!getRtol().isZero()) {
    printer << "rtol = ";
    printer.printFloat(getRtol());
    printer << ", ";
  }
  if (getUlps() != 0)
    printer << "ulps = " << getUlps() << ", ";
  printer << "mode = ";
  printer.printAttribute(getMode());
  printer << '>';
}
