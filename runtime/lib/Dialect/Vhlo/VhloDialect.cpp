//===- VhloDialect.cpp - VHLO dialect registration and syntax ------------===//
//
// Registers the generated ops, types and attributes, and defines the custom
// textual forms of the few that need one (schema `format: custom`).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir {
namespace vhlo {
void addBytecodeInterface(VhloDialect *dialect);
} // namespace vhlo
} // namespace mlir

using namespace mlir;
using namespace mlir::vhlo;

#include "stablehlo/Dialect/Vhlo/VhloAttrInterfaces.cpp.inc"
#include "stablehlo/Dialect/Vhlo/VhloDialect.cpp.inc"
#include "stablehlo/Dialect/Vhlo/VhloEnums.cpp.inc"
#include "stablehlo/Dialect/Vhlo/VhloOpInterfaces.cpp.inc"
#include "stablehlo/Dialect/Vhlo/VhloTypeInterfaces.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "stablehlo/Dialect/Vhlo/VhloTypes.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "stablehlo/Dialect/Vhlo/VhloAttrs.cpp.inc"
#define GET_OP_CLASSES
#include "stablehlo/Dialect/Vhlo/VhloOps.cpp.inc"

void VhloDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "stablehlo/Dialect/Vhlo/VhloOps.cpp.inc"
      >();
  addBytecodeInterface(this);
}

void VhloDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "stablehlo/Dialect/Vhlo/VhloTypes.cpp.inc"
      >();
}

void VhloDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "stablehlo/Dialect/Vhlo/VhloAttrs.cpp.inc"
      >();
}

/// As upstream's VHLO parser: a type that does not parse, whether its
/// mnemonic is unknown or its parameters are wrong, is also reported as an
/// unknown VHLO type (after the parameters' own error).
Type VhloDialect::parseType(DialectAsmParser &parser) const {
  StringRef mnemonic;
  Type type;
  OptionalParseResult result = generatedTypeParser(parser, &mnemonic, type);
  if (result.has_value() && succeeded(*result))
    return type;
  parser.emitError(parser.getNameLoc()) << "unknown vhlo type: " << mnemonic;
  return {};
}

void VhloDialect::printType(Type type, DialectAsmPrinter &printer) const {
  if (failed(generatedTypePrinter(type, printer)))
    printer << "<unknown vhlo type>";
}

/// As upstream's VHLO parser: an unknown mnemonic is an "unknown vhlo
/// attribute"; a known one reports its own errors.
Attribute VhloDialect::parseAttribute(DialectAsmParser &parser,
                                      Type type) const {
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (result.has_value())
    return attr;
  parser.emitError(parser.getNameLoc(), "unknown vhlo attribute");
  return {};
}

void VhloDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  (void)generatedAttributePrinter(attr, printer);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static bool fromVhlo(Type type) {
  return llvm::isa<VhloDialect>(type.getDialect());
}
static bool fromVhlo(Attribute attr) {
  return llvm::isa<VhloDialect>(attr.getDialect());
}
static bool allFromVhlo(ArrayRef<Type> types) {
  return llvm::all_of(types, [](Type t) { return fromVhlo(t); });
}

/// Upstream's check of a VHLO type's parameters, which its parsers make once
/// the type is read: the types (and a tensor's encoding) it holds are VHLO's.
/// Its message, or null when the parameters pass.
static const char *notFromVhlo(Type type) {
  return llvm::TypeSwitch<Type, const char *>(type)
      .Case<ComplexV1Type, UnrankedTensorV1Type>([](auto t) {
        return fromVhlo(t.getElementType()) ? nullptr : "expected VHLO type";
      })
      .Case([](FuncV1Type t) {
        return allFromVhlo(t.getInputs()) && allFromVhlo(t.getOutputs())
                   ? nullptr
                   : "expected VHLO types";
      })
      .Case<TupleV1Type, FutureV1Type>([](auto t) {
        return allFromVhlo(t.getTypes()) ? nullptr : "expected VHLO types";
      })
      .Case([](TensorV1Type t) {
        return fromVhlo(t.getElementType()) &&
                       (!t.getEncoding() || fromVhlo(t.getEncoding()))
                   ? nullptr
                   : "expected VHLO type or attribute";
      })
      .Case([](BufferV1Type t) {
        return fromVhlo(t.getElementType()) ? nullptr : "expected VHLO types";
      })
      .Case<QuantV1Type, QuantPerAxisV1Type>([](auto t) {
        return fromVhlo(t.getStorageType()) && fromVhlo(t.getExpressedType())
                   ? nullptr
                   : "expected VHLO type";
      })
      .Default([](Type) { return nullptr; });
}

/// `type` if its parameters pass upstream's check (its message, at `loc`,
/// the `<`) and then what the rest of the code base assumes
/// (verifyVhloTypeParameters: a VHLO type that some builtin type can hold),
/// else null after the error.
static Type checked(AsmParser &parser, llvm::SMLoc loc, Type type) {
  if (const char *message = notFromVhlo(type)) {
    parser.emitError(loc, message);
    return {};
  }
  if (failed(verifyVhloTypeParameters(type,
                                      [&] { return parser.emitError(loc); })))
    return {};
  return type;
}

/// A type parameter read as MLIR's generated parsers read one, with their
/// error naming the record, the parameter and its C++ type.
static ParseResult parseTypeParameter(AsmParser &parser, Type &type,
                                      StringRef record, StringRef param,
                                      StringRef cppType) {
  if (succeeded(parser.parseType(type)))
    return success();
  return parser.emitError(parser.getCurrentLocation())
         << "failed to parse " << record << " parameter '" << param
         << "' which is to be a `" << cppType << "`";
}

// A type list where an empty list prints as `()`: `a, b` or `()`.
static void printBareTypeList(AsmPrinter &p, ArrayRef<Type> types) {
  if (types.empty())
    p << "()";
  llvm::interleaveComma(types, p);
}

static ParseResult parseBareTypeList(AsmParser &parser,
                                     SmallVectorImpl<Type> &types) {
  if (succeeded(parser.parseOptionalLParen()))
    return parser.parseRParen();
  return parser.parseCommaSeparatedList(
      [&] { return parser.parseType(types.emplace_back()); });
}

// `!vhlo.func_v1<(ins) -> outs>`; an empty list prints as `()`, so a
// function without inputs prints `(())`.
void FuncV1Type::print(AsmPrinter &p) const {
  p << "<(";
  printBareTypeList(p, getInputs());
  p << ") -> ";
  printBareTypeList(p, getOutputs());
  p << '>';
}

Type FuncV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> inputs, outputs;
  if (parser.parseLess() || parser.parseLParen() ||
      parseBareTypeList(parser, inputs) || parser.parseRParen() ||
      parser.parseArrow() || parseBareTypeList(parser, outputs) ||
      parser.parseGreater())
    return {};
  return checked(parser, loc,
                 FuncV1Type::get(parser.getContext(), inputs, outputs));
}

// `<a, b>`, possibly empty: tuple_v1 and future_v1.
static void printAngleTypeList(AsmPrinter &p, ArrayRef<Type> types) {
  p << '<';
  llvm::interleaveComma(types, p);
  p << '>';
}

static ParseResult parseAngleTypeList(AsmParser &parser,
                                      SmallVectorImpl<Type> &types) {
  if (parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  return failure(parser.parseCommaSeparatedList([&] {
    return parser.parseType(types.emplace_back());
  }) || parser.parseGreater());
}

void TupleV1Type::print(AsmPrinter &p) const {
  printAngleTypeList(p, getTypes());
}

Type TupleV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> types;
  if (failed(parseAngleTypeList(parser, types)))
    return {};
  return checked(parser, loc, TupleV1Type::get(parser.getContext(), types));
}

void FutureV1Type::print(AsmPrinter &p) const {
  printAngleTypeList(p, getTypes());
}

Type FutureV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> types;
  if (failed(parseAngleTypeList(parser, types)))
    return {};
  return checked(parser, loc, FutureV1Type::get(parser.getContext(), types));
}

// `!vhlo.complex_v1<!vhlo.f32_v1>`, read as upstream's generated parser
// reads it (its record's parameter is spelled `Type`).
void ComplexV1Type::print(AsmPrinter &p) const {
  p << '<' << getElementType() << '>';
}

Type ComplexV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type element;
  if (parser.parseLess() ||
      parseTypeParameter(parser, element, "VHLO_ComplexV1", "elementType",
                         "Type") ||
      parser.parseGreater())
    return {};
  return checked(parser, loc, ComplexV1Type::get(parser.getContext(), element));
}

// `!vhlo.unranked_tensor_v1<!vhlo.f32_v1>`.
void UnrankedTensorV1Type::print(AsmPrinter &p) const {
  p << '<' << getElementType() << '>';
}

Type UnrankedTensorV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type element;
  if (parser.parseLess() ||
      parseTypeParameter(parser, element, "VHLO_UnrankedTensorV1",
                         "elementType", "::mlir::Type") ||
      parser.parseGreater())
    return {};
  return checked(parser, loc,
                 UnrankedTensorV1Type::get(parser.getContext(), element));
}

// `2x?x` followed by the element type: tensor_v1 and buffer_v1.
static void printShapeAndElement(AsmPrinter &p, ArrayRef<int64_t> shape,
                                 Type element) {
  for (int64_t dim : shape) {
    if (ShapedType::isDynamic(dim))
      p << '?';
    else
      p << dim;
    p << 'x';
  }
  p << element;
}

static ParseResult parseShapeAndElement(AsmParser &parser,
                                        SmallVectorImpl<int64_t> &shape,
                                        Type &element) {
  return failure(parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                           /*withTrailingX=*/true) ||
                 parser.parseType(element));
}

// `!vhlo.quant_v1<S:E, scale:zeroPoint, min:max, flags>`.
void QuantV1Type::print(AsmPrinter &p) const {
  p << '<' << getStorageType() << ':' << getExpressedType() << ", ";
  p.printFloat(getScale());
  p << ':' << getZeroPoint() << ", " << getStorageTypeMin() << ':'
    << getStorageTypeMax() << ", " << getFlags() << '>';
}

Type QuantV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type storage, expressed;
  double scale;
  int64_t zeroPoint, min, max;
  unsigned flags;
  if (parser.parseLess() || parser.parseType(storage) || parser.parseColon() ||
      parser.parseType(expressed) || parser.parseComma() ||
      parser.parseFloat(scale) || parser.parseColon() ||
      parser.parseInteger(zeroPoint) || parser.parseComma() ||
      parser.parseInteger(min) || parser.parseColon() ||
      parser.parseInteger(max) || parser.parseComma() ||
      parser.parseInteger(flags) || parser.parseGreater())
    return {};
  return checked(parser, loc,
                 QuantV1Type::get(parser.getContext(), flags, storage,
                                  expressed, llvm::APFloat(scale), zeroPoint,
                                  min, max));
}

// `!vhlo.quant_per_axis_v1<S:E, axis, [scales], [zeroPoints], min:max, flags>`.
void QuantPerAxisV1Type::print(AsmPrinter &p) const {
  p << '<' << getStorageType() << ':' << getExpressedType() << ", "
    << getQuantizedDimension() << ", [";
  llvm::interleaveComma(getScales(), p,
                        [&](const llvm::APFloat &f) { p.printFloat(f); });
  p << "], [";
  llvm::interleaveComma(getZeroPoints(), p);
  p << "], " << getStorageTypeMin() << ':' << getStorageTypeMax() << ", "
    << getFlags() << '>';
}

Type QuantPerAxisV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type storage, expressed;
  int32_t axis;
  SmallVector<llvm::APFloat> scales;
  SmallVector<int64_t> zeroPoints;
  int64_t min, max;
  unsigned flags;
  if (parser.parseLess() || parser.parseType(storage) || parser.parseColon() ||
      parser.parseType(expressed) || parser.parseComma() ||
      parser.parseInteger(axis) || parser.parseComma() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
                                       double d;
                                       if (parser.parseFloat(d))
                                         return failure();
                                       scales.push_back(llvm::APFloat(d));
                                       return success();
                                     }) ||
      parser.parseComma() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&] { return parser.parseInteger(zeroPoints.emplace_back()); }) ||
      parser.parseComma() || parser.parseInteger(min) || parser.parseColon() ||
      parser.parseInteger(max) || parser.parseComma() ||
      parser.parseInteger(flags) || parser.parseGreater())
    return {};
  return checked(parser, loc,
                 QuantPerAxisV1Type::get(parser.getContext(), flags, storage,
                                         expressed, axis, scales, zeroPoints,
                                         min, max));
}

// `!vhlo.buffer_v1<2x!vhlo.f32_v1>`.
void BufferV1Type::print(AsmPrinter &p) const {
  p << '<';
  printShapeAndElement(p, getShape(), getElementType());
  p << '>';
}

Type BufferV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() || parseShapeAndElement(parser, shape, elementType) ||
      parser.parseGreater())
    return {};
  return checked(parser, loc,
                 BufferV1Type::get(parser.getContext(), shape, elementType));
}

// `!vhlo.tensor_v1<2x?x!vhlo.f32_v1[, encoding]>`.
void TensorV1Type::print(AsmPrinter &p) const {
  p << '<';
  printShapeAndElement(p, getShape(), getElementType());
  if (getEncoding())
    p << ", " << getEncoding();
  p << '>';
}

Type TensorV1Type::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  Attribute encoding;
  if (parser.parseLess() || parseShapeAndElement(parser, shape, elementType))
    return {};
  if (succeeded(parser.parseOptionalComma()) && parser.parseAttribute(encoding))
    return {};
  if (parser.parseGreater())
    return {};
  return checked(
      parser, loc,
      TensorV1Type::get(parser.getContext(), shape, elementType, encoding));
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// `#vhlo.array_v1<[a, b]>`.
void ArrayV1Attr::print(AsmPrinter &p) const {
  p << "<[";
  llvm::interleaveComma(getValue(), p);
  p << "]>";
}

// The list is read as a builtin array literal, as upstream reads it (and
// with its errors, e.g. "expected ',' or ']'").
Attribute ArrayV1Attr::parse(AsmParser &parser, Type) {
  ArrayAttr values;
  if (parser.parseLess() || parser.parseAttribute(values) ||
      parser.parseGreater())
    return {};
  return ArrayV1Attr::get(parser.getContext(), values.getValue());
}

// `#vhlo.string_v1<"escaped">`. Read as upstream reads it: a string that
// does not parse has the string parser's error only.
void StringV1Attr::print(AsmPrinter &p) const {
  p << '<';
  p.printString(getValue());
  p << '>';
}

Attribute StringV1Attr::parse(AsmParser &parser, Type) {
  std::string value;
  if (parser.parseLess() || parser.parseString(&value) || parser.parseGreater())
    return {};
  return StringV1Attr::get(parser.getContext(), value);
}

// `#vhlo.type_v1<!vhlo.f32_v1>`: a VHLO type, as upstream's parser checks
// once the attribute is read.
void TypeV1Attr::print(AsmPrinter &p) const { p << '<' << getValue() << '>'; }

Attribute TypeV1Attr::parse(AsmParser &parser, Type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type value;
  if (parser.parseLess() ||
      parseTypeParameter(parser, value, "VHLO_TypeAttrV1", "value",
                         "::mlir::Type") ||
      parser.parseGreater())
    return {};
  if (!fromVhlo(value)) {
    parser.emitError(loc, "expected VHLO type");
    return {};
  }
  return TypeV1Attr::get(parser.getContext(), value);
}

// `#vhlo.dict_v1<{k = v, ...}>` with VHLO keys, in stored order.
void DictV1Attr::print(AsmPrinter &p) const {
  p << "<{";
  llvm::interleaveComma(getValue(), p,
                        [&](auto kv) { p << kv.first << " = " << kv.second; });
  p << "}>";
}

// As upstream's: once the dictionary is read, each key that is not a VHLO
// attribute gets an error at the `<`, but the attribute is still made and
// the parse goes on (upstream's check reports and does not fail).
Attribute DictV1Attr::parse(AsmParser &parser, Type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<std::pair<Attribute, Attribute>> values;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces,
                                     [&] {
                                       auto &kv = values.emplace_back();
                                       return failure(
                                           parser.parseAttribute(kv.first) ||
                                           parser.parseEqual() ||
                                           parser.parseAttribute(kv.second));
                                     }) ||
      parser.parseGreater())
    return {};
  for (auto &kv : values)
    if (!fromVhlo(kv.first))
      parser.emitError(loc, "expected VHLO key attribute");
  return DictV1Attr::get(parser.getContext(), values);
}

// `#vhlo.float_v1<1.0 : !vhlo.f32_v1>`.
void FloatV1Attr::print(AsmPrinter &p) const {
  p << '<';
  p.printFloat(getValue());
  p << " : " << getType() << '>';
}

Attribute FloatV1Attr::parse(AsmParser &parser, Type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  double value;
  Type type;
  if (parser.parseLess() || parser.parseFloat(value) || parser.parseColon() ||
      parser.parseType(type) || parser.parseGreater())
    return {};
  if (!fromVhlo(type)) {
    parser.emitError(loc, "expected VHLO type");
    return {};
  }
  auto builtin =
      llvm::dyn_cast_or_null<FloatType>(convertScalarTypeFromVhlo(type));
  if (!builtin) {
    parser.emitError(parser.getCurrentLocation(), "expected a VHLO float type");
    return {};
  }
  bool losesInfo;
  llvm::APFloat apValue(value);
  apValue.convert(builtin.getFloatSemantics(),
                  llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return FloatV1Attr::get(parser.getContext(), type, apValue);
}

// `#vhlo.integer_v1<1 : i64>`: printed with the builtin type.
void IntegerV1Attr::print(AsmPrinter &p) const {
  Type builtin = convertScalarTypeFromVhlo(getType());
  p << '<';
  if (builtin)
    p.printAttributeWithoutType(IntegerAttr::get(builtin, getValue()));
  else
    p << getValue();
  p << " : " << (builtin ? builtin : getType()) << '>';
}

Attribute IntegerV1Attr::parse(AsmParser &parser, Type) {
  Attribute attr;
  if (parser.parseLess() || parser.parseAttribute(attr) ||
      parser.parseGreater())
    return {};
  auto intAttr = llvm::dyn_cast<IntegerAttr>(attr);
  Type vhloType = intAttr ? convertScalarTypeToVhlo(intAttr.getType()) : Type();
  if (!vhloType) {
    parser.emitError(parser.getCurrentLocation(),
                     "expected an integer of a VHLO integer type");
    return {};
  }
  return IntegerV1Attr::get(parser.getContext(), vhloType, intAttr.getValue());
}

// `#vhlo.tensor_v1<dense<...> : tensor<...>>`: printed with builtin types.
void TensorV1Attr::print(AsmPrinter &p) const { p << '<' << getData() << '>'; }

Attribute TensorV1Attr::parse(AsmParser &parser, Type) {
  Attribute attr;
  if (parser.parseLess() || parser.parseAttribute(attr) ||
      parser.parseGreater())
    return {};
  auto dense = llvm::dyn_cast<DenseElementsAttr>(attr);
  Type type = dense ? convertBuiltinTypeToVhlo(dense.getType()) : Type();
  if (!type) {
    parser.emitError(parser.getCurrentLocation(),
                     "expected dense elements of a VHLO-convertible type");
    return {};
  }
  return TensorV1Attr::get(parser.getContext(), type, dense);
}

// `#vhlo.type_extensions_v1<bounds = [16, ?]>`.
void TypeExtensionsV1Attr::print(AsmPrinter &p) const {
  p << "<bounds = [";
  llvm::interleaveComma(getBounds(), p, [&](int64_t b) {
    if (ShapedType::isDynamic(b))
      p << '?';
    else
      p << b;
  });
  p << "]>";
}

Attribute TypeExtensionsV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parser.parseKeyword("bounds") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&]() -> ParseResult {
            if (succeeded(parser.parseOptionalQuestion())) {
              bounds.push_back(ShapedType::kDynamic);
              return success();
            }
            return parser.parseInteger(bounds.emplace_back());
          }) ||
      parser.parseGreater())
    return {};
  return TypeExtensionsV1Attr::get(parser.getContext(), bounds);
}

// `#vhlo.output_operand_alias_v1<outputTupleIndices = [..], operandIndex = N,
// operandTupleIndices = [..]>`.
void OutputOperandAliasV1Attr::print(AsmPrinter &p) const {
  p << "<outputTupleIndices = [";
  llvm::interleaveComma(getOutputTupleIndices(), p);
  p << "], operandIndex = " << getOperandIndex() << ", operandTupleIndices = [";
  llvm::interleaveComma(getOperandTupleIndices(), p);
  p << "]>";
}

Attribute OutputOperandAliasV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> outputs, operands;
  int64_t operandIndex;
  auto parseList = [&](SmallVectorImpl<int64_t> &out) {
    return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
      return parser.parseInteger(out.emplace_back());
    });
  };
  if (parser.parseLess() || parser.parseKeyword("outputTupleIndices") ||
      parser.parseEqual() || parseList(outputs) || parser.parseComma() ||
      parser.parseKeyword("operandIndex") || parser.parseEqual() ||
      parser.parseInteger(operandIndex) || parser.parseComma() ||
      parser.parseKeyword("operandTupleIndices") || parser.parseEqual() ||
      parseList(operands) || parser.parseGreater())
    return {};
  return OutputOperandAliasV1Attr::get(parser.getContext(), outputs,
                                       operandIndex, operands);
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Attribute mlir::vhlo::makeI64TensorV1(MLIRContext *ctx,
                                      ArrayRef<int64_t> values) {
  auto builtin = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                       IntegerType::get(ctx, 64));
  auto type =
      TensorV1Type::get(ctx, builtin.getShape(), I64V1Type::get(ctx), {});
  return TensorV1Attr::get(ctx, type,
                           DenseIntElementsAttr::get(builtin, values));
}

Attribute mlir::vhlo::makeDefaultResultAccuracyV1(MLIRContext *ctx) {
  return ResultAccuracyV1Attr::get(
      ctx, llvm::APFloat(0.0), llvm::APFloat(0.0), 0,
      ResultAccuracyModeV1Attr::get(ctx, ResultAccuracyModeV1::DEFAULT));
}

bool mlir::vhlo::isDefaultResultAccuracyV1(Attribute attr) {
  auto acc = llvm::dyn_cast<ResultAccuracyV1Attr>(attr);
  if (!acc)
    return false;
  auto mode = llvm::dyn_cast<ResultAccuracyModeV1Attr>(acc.getMode());
  return acc.getAtol().isZero() && acc.getRtol().isZero() &&
         acc.getUlps() == 0 && mode &&
         mode.getValue() == ResultAccuracyModeV1::DEFAULT;
}

// `#vhlo.result_accuracy_v1<atol = .., rtol = .., ulps = .., mode = ..>`.
void ResultAccuracyV1Attr::print(AsmPrinter &p) const {
  p << "<atol = ";
  p.printFloat(getAtol());
  p << ", rtol = ";
  p.printFloat(getRtol());
  p << ", ulps = " << getUlps() << ", mode = " << getMode() << '>';
}

// Read as upstream reads it (a struct of the four parameters): each
// `name = value` once, in any order, with upstream's errors; once read, a
// mode that is not a VHLO attribute is refused at the `<`.
Attribute ResultAccuracyV1Attr::parse(AsmParser &parser, Type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  std::optional<double> atol, rtol;
  std::optional<int64_t> ulps;
  Attribute mode;
  if (parser.parseLess())
    return {};
  constexpr unsigned kParams = 4;
  for (unsigned i = 0; i < kParams; ++i) {
    StringRef key;
    if (parser.parseKeyword(&key)) {
      parser.emitError(parser.getCurrentLocation(),
                       "expected a parameter name in struct");
      return {};
    }
    if (parser.parseEqual())
      return {};
    if (key == "atol" && !atol) {
      if (parser.parseFloat(atol.emplace()))
        return {};
    } else if (key == "rtol" && !rtol) {
      if (parser.parseFloat(rtol.emplace()))
        return {};
    } else if (key == "ulps" && !ulps) {
      if (parser.parseInteger(ulps.emplace()))
        return {};
    } else if (key == "mode" && !mode) {
      if (parser.parseAttribute(mode))
        return {};
    } else {
      parser.emitError(parser.getCurrentLocation(),
                       "duplicate or unknown struct parameter name: ")
          << key;
      return {};
    }
    if (i + 1 != kParams && parser.parseComma())
      return {};
  }
  if (parser.parseGreater())
    return {};
  if (!fromVhlo(mode)) {
    parser.emitError(loc, "expected VHLO result accuracy mode");
    return {};
  }
  return ResultAccuracyV1Attr::get(parser.getContext(), llvm::APFloat(*atol),
                                   llvm::APFloat(*rtol), *ulps, mode);
}
