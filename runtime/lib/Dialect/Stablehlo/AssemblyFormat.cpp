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

} // namespace

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
    return parser.emitError(loc) << "expected single output; got "
                                 << fnType.getNumResults() << " results";
  for (auto [operand, input] : llvm::zip(operands, fnType.getInputs()))
    *operand = input;
  result = fnType.getResult(0);
  return success();
}

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
// Variadic types
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
      return parser.emitError(loc) << "Unexpected dimension " << keyword
                                   << ", expecting " << expecting;
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
  for (int64_t index = 0; index < count && missing.size() < kMaxListed; ++index)
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

} // namespace mlir::stablehlo
