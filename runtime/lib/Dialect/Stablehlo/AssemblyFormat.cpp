//===- AssemblyFormat.cpp - StableHLO custom directives -------------------===//

#include "AssemblyFormat.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

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
  auto fnType = dyn_cast<FunctionType>(type);
  if (!fnType) {
    for (Type *operand : operands)
      *operand = type;
    result = type;
    return success();
  }
  if (fnType.getNumInputs() != operands.size())
    return parser.emitError(loc)
           << "expected " << operands.size() << " operand type(s), got "
           << fnType.getNumInputs();
  if (fnType.getNumResults() != 1)
    return parser.emitError(loc)
           << "expected one result type, got " << fnType.getNumResults();
  for (auto [operand, input] : llvm::zip(operands, fnType.getInputs()))
    *operand = input;
  result = fnType.getResult(0);
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
  if (isa<FunctionType>(type)) {
    auto fnType = cast<FunctionType>(type);
    if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a functional type with 2 inputs and 1 result";
    lhs = fnType.getInput(0);
    rhs = fnType.getInput(1);
    result = fnType.getResult(0);
    return success();
  }
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !isa<ComplexType>(tensor.getElementType()))
    return parser.emitError(loc)
           << "expected a tensor type with complex elements";
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
  if (!fnType || fnType.getNumInputs() != 3 || fnType.getNumResults() != 1)
    return parser.emitError(loc)
           << "expected `predicate type, result type` or a functional type "
              "with 3 inputs and 1 result";
  pred = fnType.getInput(0);
  onTrue = fnType.getInput(1);
  onFalse = fnType.getInput(2);
  result = fnType.getResult(0);
  return success();
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
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    return parseDimSize(parser, sizes.emplace_back());
  });
}

} // namespace mlir::stablehlo
