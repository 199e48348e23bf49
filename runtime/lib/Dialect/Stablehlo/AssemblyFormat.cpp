//===- AssemblyFormat.cpp - StableHLO custom directives -------------------===//

#include "AssemblyFormat.h"

#include <limits>
#include <map>

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::stablehlo {

namespace {

/// Prints `T` if every type in `operands` equals `result`, else the op's
/// functional type.
void printCommonOrFunctionalType(OpAsmPrinter &p, Operation *op,
                                 ArrayRef<Type> operands, Type result) {
  if (llvm::all_of(operands, [&](Type t) { return t == result; })) {
    p.printType(result);
    return;
  }
  p.printFunctionalType(op);
}

/// Takes the operand and result types from `fnType`, which must have one
/// input per entry of `operands` and one result; errors at `loc` in
/// upstream's words: the operand count first, then the result count.
ParseResult assignFunctionalType(OpAsmParser &parser, SMLoc loc,
                                 ArrayRef<Type *> operands, FunctionType fnType,
                                 Type &result) {
  if (fnType.getNumInputs() != operands.size())
    return parser.emitError(loc)
           << operands.size() << " operands present, but expected "
           << fnType.getNumInputs();
  if (fnType.getNumResults() != 1)
    return parser.emitError(loc)
           << "expected single output; got " << fnType.getNumResults()
           << " results";
  for (auto [operand, input] : llvm::zip(operands, fnType.getInputs()))
    *operand = input;
  result = fnType.getResult(0);
  return success();
}

/// Parses either `T` (every operand and the result have type T) or a
/// functional type with one input per entry of `operands` and one result.
ParseResult parseCommonOrFunctionalType(OpAsmParser &parser,
                                        ArrayRef<Type *> operands,
                                        Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type))
    return assignFunctionalType(parser, loc, operands, fnType, result);
  for (Type *operand : operands)
    *operand = type;
  result = type;
  return success();
}

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

void printSameOperandsAndResultType(OpAsmPrinter &p, Operation *op, Type a,
                                    Type result) {
  printCommonOrFunctionalType(p, op, {a}, result);
}
void printSameOperandsAndResultType(OpAsmPrinter &p, Operation *op, Type a,
                                    Type b, Type result) {
  printCommonOrFunctionalType(p, op, {a, b}, result);
}
void printSameOperandsAndResultType(OpAsmPrinter &p, Operation *op, Type a,
                                    Type b, Type c, Type result) {
  printCommonOrFunctionalType(p, op, {a, b, c}, result);
}

ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                           Type &result) {
  return parseCommonOrFunctionalType(parser, {&a}, result);
}
ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                           Type &b, Type &result) {
  return parseCommonOrFunctionalType(parser, {&a, &b}, result);
}
ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                           Type &b, Type &c, Type &result) {
  return parseCommonOrFunctionalType(parser, {&a, &b, &c}, result);
}

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

void printDimSize(llvm::raw_ostream &os, int64_t size) {
  if (ShapedType::isDynamic(size))
    os << '?';
  else
    os << size;
}

ParseResult parseDimSize(AsmParser &parser, int64_t &size) {
  if (succeeded(parser.parseOptionalQuestion())) {
    size = ShapedType::kDynamic;
    return success();
  }
  return parser.parseInteger(size);
}

void printDimSizes(AsmPrinter &p, ArrayRef<int64_t> sizes) {
  p << '[';
  llvm::interleaveComma(sizes, p.getStream(), [&](int64_t size) {
    printDimSize(p.getStream(), size);
  });
  p << ']';
}

ParseResult parseDimSizes(AsmParser &parser, SmallVector<int64_t> &sizes) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        return parseDimSize(parser, sizes.emplace_back());
      });
}

FailureOr<SmallVector<int64_t>> parseDimSizes(AsmParser &parser) {
  SmallVector<int64_t> sizes;
  if (failed(parseDimSizes(parser, sizes)))
    return failure();
  return sizes;
}

//===----------------------------------------------------------------------===//
// Variadic, tuple and pairwise types
//===----------------------------------------------------------------------===//

void printVariadicSameOperandsAndResultType(OpAsmPrinter &p, Operation *op,
                                            OperandRange, TypeRange types,
                                            Type result) {
  printCommonOrFunctionalType(p, op, llvm::to_vector(types), result);
}

ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &types, Type &result) {
  types.resize(operands.size());
  SmallVector<Type *> pointers;
  for (Type &type : types)
    pointers.push_back(&type);
  return parseCommonOrFunctionalType(parser, pointers, result);
}

void printTupleOpType(OpAsmPrinter &p, Operation *, TypeRange, Type result) {
  p.printType(result);
}

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc) << "expected tuple type, got " << result;
  llvm::append_range(operands, tuple.getTypes());
  return success();
}

void printPairwiseOpType(OpAsmPrinter &p, Operation *, TypeRange operands,
                         TypeRange) {
  llvm::interleaveComma(operands, p);
}

ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results) {
  SMLoc loc = parser.getCurrentLocation();
  // Upstream follows the type list's own error with a second one.
  if (parser.parseTypeList(operands))
    return parser.emitError(loc, "expected type list");
  results.assign(operands.begin(), operands.end());
  return success();
}

void printVariadicOperandWithAttribute(OpAsmPrinter &p, Operation *,
                                       OperandRange operands) {
  llvm::interleaveComma(operands, p);
  p << ",";
}

ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult result = parser.parseOptionalOperand(operand);
    if (!result.has_value())
      return success();
    if (failed(*result) || parser.parseComma())
      return failure();
    operands.push_back(operand);
  }
}

//===----------------------------------------------------------------------===//
// Slices and windows
//===----------------------------------------------------------------------===//

void printSliceRanges(OpAsmPrinter &p, Operation *, DenseI64ArrayAttr start,
                      DenseI64ArrayAttr limit, DenseI64ArrayAttr strides) {
  ArrayRef<int64_t> starts = start, limits = limit, steps = strides;
  p << '[';
  if (starts.size() != limits.size() || starts.size() != steps.size()) {
    // Invalid op (the verifier rejects it): print every list in full, in a
    // form that does not parse back.
    p << "start_indices: ";
    llvm::interleaveComma(starts, p);
    p << ", limit_indices: ";
    llvm::interleaveComma(limits, p);
    p << ", strides: ";
    llvm::interleaveComma(steps, p);
    p << ']';
    return;
  }
  for (size_t i = 0; i < starts.size(); ++i) {
    if (i)
      p << ", ";
    p << starts[i] << ':' << limits[i];
    if (steps[i] != 1)
      p << ':' << steps[i];
  }
  p << ']';
}

ParseResult parseSliceRanges(OpAsmParser &parser, DenseI64ArrayAttr &start,
                             DenseI64ArrayAttr &limit,
                             DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  // Read as upstream reads it: after each range a ']' or a ',' (so a missing
  // comma is "expected ','").
  if (parser.parseLSquare())
    return failure();
  if (failed(parser.parseOptionalRSquare())) {
    while (true) {
      int64_t step = 1;
      if (parser.parseInteger(starts.emplace_back()) || parser.parseColon() ||
          parser.parseInteger(limits.emplace_back()))
        return failure();
      if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(step))
        return failure();
      steps.push_back(step);
      if (succeeded(parser.parseOptionalRSquare()))
        break;
      if (parser.parseComma())
        return failure();
    }
  }
  Builder &builder = parser.getBuilder();
  start = builder.getDenseI64ArrayAttr(starts);
  limit = builder.getDenseI64ArrayAttr(limits);
  strides = builder.getDenseI64ArrayAttr(steps);
  return success();
}

void printWindowAttributes(OpAsmPrinter &p, Operation *,
                           DenseI64ArrayAttr strides,
                           DenseIntElementsAttr padding,
                           DenseI64ArrayAttr lhsDilation,
                           DenseI64ArrayAttr rhsDilation,
                           DenseBoolArrayAttr reversal) {
  StringRef separator = "";
  auto printList = [&](StringRef name, DenseI64ArrayAttr attr) {
    if (!attr)
      return;
    p << separator << name << " = [";
    llvm::interleaveComma(attr.asArrayRef(), p);
    p << ']';
    separator = ", ";
  };
  printList("stride", strides);
  if (padding) {
    p << separator << "pad = [";
    SmallVector<int64_t> values = getSExtValues(padding);
    for (size_t i = 0; i + 1 < values.size(); i += 2) {
      if (i)
        p << ", ";
      p << '[' << values[i] << ", " << values[i + 1] << ']';
    }
    p << ']';
    separator = ", ";
  }
  printList("lhs_dilate", lhsDilation);
  printList("rhs_dilate", rhsDilation);
  if (reversal) {
    p << separator << "reverse = [";
    llvm::interleaveComma(reversal.asArrayRef(), p,
                          [&](bool value) { p << (value ? "true" : "false"); });
    p << ']';
  }
}

ParseResult parseWindowAttributes(OpAsmParser &parser,
                                  DenseI64ArrayAttr &strides,
                                  DenseIntElementsAttr &padding,
                                  DenseI64ArrayAttr &lhsDilation,
                                  DenseI64ArrayAttr &rhsDilation,
                                  DenseBoolArrayAttr &reversal) {
  llvm::StringSet<> remaining{"stride", "pad", "lhs_dilate", "rhs_dilate",
                              "reverse"};
  Builder &builder = parser.getBuilder();
  StringRef name;
  while (succeeded(parser.parseOptionalKeyword(&name))) {
    // Upstream reports an unknown or repeated name after it, at the `=`.
    if (!remaining.erase(name))
      return parser.emitError(parser.getCurrentLocation())
             << "Unexpected keyword " << name
             << " (window attributes: stride, pad, lhs_dilate, rhs_dilate, "
                "reverse; each at most once)";
    if (parser.parseEqual())
      return failure();
    SmallVector<int64_t> values;
    if (name == "pad") {
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                size_t before = values.size();
                if (parser.parseCommaSeparatedList(
                        AsmParser::Delimiter::Square, [&] {
                          return parser.parseInteger(values.emplace_back());
                        }))
                  return failure();
                // A [low, high] pair; reported after its `]`.
                if (size_t got = values.size() - before; got != 2)
                  return parser.emitError(parser.getCurrentLocation())
                         << "Expected array with 2 elements, got " << got
                         << " elements instead";
                return success();
              }))
        return failure();
      auto type = RankedTensorType::get(
          {static_cast<int64_t>(values.size() / 2), 2}, builder.getI64Type());
      padding = DenseIntElementsAttr::get(type, values);
    } else if (name == "reverse") {
      SmallVector<bool> flags;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                if (succeeded(parser.parseOptionalKeyword("true"))) {
                  flags.push_back(true);
                  return success();
                }
                if (succeeded(parser.parseOptionalKeyword("false"))) {
                  flags.push_back(false);
                  return success();
                }
                int64_t value;
                if (parser.parseInteger(value))
                  return failure();
                flags.push_back(value != 0);
                return success();
              }))
        return failure();
      reversal = DenseBoolArrayAttr::get(parser.getContext(), flags);
    } else {
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                return parser.parseInteger(values.emplace_back());
              }))
        return failure();
      DenseI64ArrayAttr attr = builder.getDenseI64ArrayAttr(values);
      if (name == "stride")
        strides = attr;
      else if (name == "lhs_dilate")
        lhsDilation = attr;
      else
        rhsDilation = attr;
    }
    if (failed(parser.parseOptionalComma()))
      break;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution dimension numbers
//===----------------------------------------------------------------------===//

namespace {

/// Prints one `[...]` list of convolution dimension numbers: position `i`
/// holds `first`/`second` (the two non-spatial dimensions, e.g. `b` and `f`)
/// or the index of the spatial dimension mapped to `i`.
void printConvDims(AsmPrinter &p, int64_t first, char firstName, int64_t second,
                   char secondName, ArrayRef<int64_t> spatial) {
  int64_t rank = static_cast<int64_t>(spatial.size()) + 2;
  SmallVector<std::string> names(rank, "?");
  auto place = [&](int64_t dim, std::string name) {
    if (dim >= 0 && dim < rank)
      names[dim] = std::move(name);
  };
  place(first, std::string(1, firstName));
  place(second, std::string(1, secondName));
  for (auto [index, dim] : llvm::enumerate(spatial))
    place(dim, std::to_string(index));
  p << '[';
  llvm::interleaveComma(names, p, [&](const std::string &name) { p << name; });
  p << ']';
}

/// Parses one `[...]` list (at least one entry); `first`/`second` name the
/// two non-spatial dimensions expected in it. Errors in upstream's words.
ParseResult parseConvDims(AsmParser &parser, char firstName, int64_t &first,
                          char secondName, int64_t &second,
                          SmallVector<int64_t> &spatial) {
  first = second = -1;
  // The non-spatial dimensions not given yet, in upstream's order.
  auto remaining = [&] {
    std::string names;
    for (auto [name, slot] :
         {std::pair{firstName, &first}, std::pair{secondName, &second}})
      if (*slot == -1)
        names += (names.empty() ? "" : ", ") + std::string(1, name);
    return names;
  };
  // Spatial index -> position. A map, not a vector indexed by the parsed
  // index, which may be anything up to INT64_MAX (and not a DenseMap, whose
  // keys exclude INT64_MAX and INT64_MIN).
  std::map<int64_t, int64_t> spatialAt;
  int64_t position = 0;
  if (parser.parseLSquare())
    return failure();
  do {
    SMLoc loc = parser.getCurrentLocation();
    int64_t index;
    OptionalParseResult integer = parser.parseOptionalInteger(index);
    if (integer.has_value()) {
      if (failed(*integer))
        return failure();
      if (index < 0)
        return parser.emitError(loc) << "Unexpected dimension " << index;
      if (!spatialAt.try_emplace(index, position++).second)
        return parser.emitError(loc)
               << "Duplicate entries for spatial dimension " << index;
      continue;
    }
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    std::string expecting = remaining();
    if (keyword.size() != 1 || expecting.empty())
      return parser.emitError(loc) << "Unexpected keyword " << keyword;
    int64_t *slot = nullptr;
    if (keyword[0] == firstName && first == -1)
      slot = &first;
    else if (keyword[0] == secondName && second == -1)
      slot = &second;
    if (!slot)
      return parser.emitError(loc)
             << "Unexpected dimension " << keyword << ", expecting "
             << expecting;
    *slot = position++;
  } while (succeeded(parser.parseOptionalComma()));
  if (std::string missing = remaining(); !missing.empty())
    return parser.emitError(parser.getCurrentLocation())
           << "Expected dimensions " << missing << " not specified";
  if (parser.parseRSquare())
    return failure();
  // The indices must be 0, 1, ..., one per spatial entry; upstream names the
  // first ten missing ones.
  constexpr size_t kMaxListed = 10;
  SmallVector<int64_t> missing;
  int64_t count = spatialAt.empty() ? 0 : spatialAt.rbegin()->first;
  for (int64_t index = 0;
       index < count && missing.size() < kMaxListed; ++index)
    if (!spatialAt.count(index))
      missing.push_back(index);
  if (!missing.empty()) {
    auto diag = parser.emitError(parser.getCurrentLocation())
                << "Expected spatial dimensions ";
    llvm::interleaveComma(missing, diag);
    return diag << " not specified";
  }
  spatial.clear();
  for (auto [index, at] : spatialAt)
    spatial.push_back(at);
  return success();
}

} // namespace

void printConvolutionDimensions(AsmPrinter &p, ConvDimensionNumbersAttr dims) {
  printConvDims(p, dims.getInputBatchDimension(), 'b',
                dims.getInputFeatureDimension(), 'f',
                dims.getInputSpatialDimensions());
  p << 'x';
  printConvDims(p, dims.getKernelInputFeatureDimension(), 'i',
                dims.getKernelOutputFeatureDimension(), 'o',
                dims.getKernelSpatialDimensions());
  p << "->";
  printConvDims(p, dims.getOutputBatchDimension(), 'b',
                dims.getOutputFeatureDimension(), 'f',
                dims.getOutputSpatialDimensions());
}

void printConvolutionDimensions(AsmPrinter &p, Operation *,
                                ConvDimensionNumbersAttr dims) {
  printConvolutionDimensions(p, dims);
}

ParseResult parseConvolutionDimensions(AsmParser &parser,
                                       ConvDimensionNumbersAttr &dims) {
  int64_t inBatch, inFeature, kIn, kOut, outBatch, outFeature;
  SmallVector<int64_t> inSpatial, kSpatial, outSpatial;
  if (parseConvDims(parser, 'b', inBatch, 'f', inFeature, inSpatial) ||
      parser.parseKeyword("x") ||
      parseConvDims(parser, 'i', kIn, 'o', kOut, kSpatial) ||
      parser.parseArrow() ||
      parseConvDims(parser, 'b', outBatch, 'f', outFeature, outSpatial))
    return failure();
  dims = ConvDimensionNumbersAttr::get(parser.getContext(), inBatch, inFeature,
                                       inSpatial, kIn, kOut, kSpatial, outBatch,
                                       outFeature, outSpatial);
  return success();
}

//===----------------------------------------------------------------------===//
// Custom call, precision config, dot dimension numbers, exponent/mantissa
//===----------------------------------------------------------------------===//

void printCustomCallTarget(AsmPrinter &p, Operation *, StringAttr target) {
  p.printSymbolName(target.getValue());
}

ParseResult parseCustomCallTarget(AsmParser &parser, StringAttr &target) {
  return parser.parseSymbolName(target);
}

void printPrecisionConfig(OpAsmPrinter &p, Operation *, ArrayAttr precision) {
  if (!precision)
    return;
  p << ", precision = [";
  llvm::interleaveComma(precision, p, [&](Attribute attr) {
    if (auto value = dyn_cast<PrecisionAttr>(attr))
      p << stringifyPrecision(value.getValue());
    else
      p << attr;
  });
  p << ']';
}

namespace {

/// `precision = [A, B]` (without the leading comma).
ParseResult parsePrecisionList(OpAsmParser &parser, ArrayAttr &precision) {
  SmallVector<Attribute> values;
  if (parser.parseKeyword("precision") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            // Upstream's enum attribute parser: the keyword's own error, then
            // one about the attribute's parameter.
            SMLoc loc = parser.getCurrentLocation();
            std::string keyword;
            std::optional<Precision> value;
            if (succeeded(parser.parseKeywordOrString(&keyword))) {
              value = symbolizePrecision(keyword);
              if (!value)
                parser.emitError(loc)
                    << "expected ::mlir::stablehlo::Precision to be one of: "
                       "DEFAULT, HIGH, HIGHEST";
            }
            if (!value)
              return parser.emitError(parser.getCurrentLocation())
                     << "failed to parse StableHLO_PrecisionAttr parameter "
                        "'value' which is to be a "
                        "`::mlir::stablehlo::Precision`";
            values.push_back(PrecisionAttr::get(parser.getContext(), *value));
            return success();
          }))
    return failure();
  precision = ArrayAttr::get(parser.getContext(), values);
  return success();
}

ParseResult parseAlgorithm(OpAsmParser &parser, DotAlgorithmAttr &algorithm) {
  if (parser.parseEqual())
    return failure();
  algorithm = dyn_cast_or_null<DotAlgorithmAttr>(
      DotAlgorithmAttr::parse(parser, Type()));
  return success(static_cast<bool>(algorithm));
}

} // namespace

ParseResult parsePrecisionConfig(OpAsmParser &parser, ArrayAttr &precision) {
  if (failed(parser.parseOptionalComma()))
    return success();
  return parsePrecisionList(parser, precision);
}

void printPrecisionConfigAndAlgorithm(OpAsmPrinter &p, Operation *op,
                                      ArrayAttr precision,
                                      DotAlgorithmAttr algorithm) {
  printPrecisionConfig(p, op, precision);
  if (!algorithm)
    return;
  p << ", algorithm = ";
  p.printStrippedAttrOrType(algorithm);
}

ParseResult parsePrecisionConfigAndAlgorithm(OpAsmParser &parser,
                                             ArrayAttr &precision,
                                             DotAlgorithmAttr &algorithm) {
  if (failed(parser.parseOptionalComma()))
    return success();
  if (succeeded(parser.parseOptionalKeyword("algorithm")))
    return parseAlgorithm(parser, algorithm);
  if (parsePrecisionList(parser, precision))
    return failure();
  if (failed(parser.parseOptionalComma()))
    return success();
  if (parser.parseKeyword("algorithm"))
    return failure();
  return parseAlgorithm(parser, algorithm);
}

void printDotDimensionNumbers(AsmPrinter &p, Operation *,
                              DotDimensionNumbersAttr dims) {
  auto printPair = [&](ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs) {
    p << '[';
    llvm::interleaveComma(lhs, p);
    p << "] x [";
    llvm::interleaveComma(rhs, p);
    p << ']';
  };
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    p << "batching_dims = ";
    printPair(dims.getLhsBatchingDimensions(), dims.getRhsBatchingDimensions());
    p << ", ";
  }
  p << "contracting_dims = ";
  printPair(dims.getLhsContractingDimensions(),
            dims.getRhsContractingDimensions());
}

ParseResult parseDotDimensionNumbers(AsmParser &parser,
                                     DotDimensionNumbersAttr &dims) {
  auto parseList = [&](SmallVector<int64_t> &values) {
    return parser.parseCommaSeparatedList(
        AsmParser::Delimiter::Square, [&]() -> ParseResult {
          return parser.parseInteger(values.emplace_back());
        });
  };
  auto parsePair = [&](SmallVector<int64_t> &lhs,
                       SmallVector<int64_t> &rhs) -> ParseResult {
    return ParseResult(failure(parser.parseEqual() || parseList(lhs) ||
                               parser.parseKeyword("x") || parseList(rhs)));
  };
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  if (succeeded(parser.parseOptionalKeyword("batching_dims")) &&
      (parsePair(lhsBatch, rhsBatch) || parser.parseComma()))
    return failure();
  if (parser.parseKeyword("contracting_dims") ||
      parsePair(lhsContract, rhsContract))
    return failure();
  dims = DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
  return success();
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
    return parser.emitError(loc) << "unable to parse exponent '"
                                 << exponentText << "' (more than i32 holds)";
  if (mantissaText.getAsInteger(10, mant))
    return parser.emitError(loc) << "unable to parse mantissa '"
                                 << mantissaText << "' (more than i32 holds)";
  exponent = parser.getBuilder().getI32IntegerAttr(exp);
  mantissa = parser.getBuilder().getI32IntegerAttr(mant);
  return success();
}

} // namespace mlir::stablehlo
