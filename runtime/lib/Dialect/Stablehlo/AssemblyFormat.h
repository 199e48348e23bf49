//===- AssemblyFormat.h - StableHLO custom directives -----------*- C++ -*-===//
//
// Parsers and printers behind the `custom<...>` directives of the StableHLO
// ops and attributes (used only by the TableGen-generated code). Those that
// serve the ops of one family are defined in its file,
// Stablehlo<Family>.cpp; the others in AssemblyFormat.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_LIB_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H
#define STABLEHLO_LIB_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stablehlo {

/// Takes the operand and result types from `fnType`, which must have one
/// input per entry of `operands` and one result; errors at `loc` in
/// upstream's words: the operand count first, then the result count. For
/// the directives that accept a functional type.
ParseResult assignFunctionalType(OpAsmParser &parser, SMLoc loc,
                                 ArrayRef<Type *> operands, FunctionType fnType,
                                 Type &result);

/// `custom<SameOperandsAndResultType>(operand types..., result type)`:
/// prints one type `T` when all of them are equal, else the functional type
/// `(A, B) -> R`; parses either form.
void printSameOperandsAndResultType(OpAsmPrinter &p, Operation *op, Type a,
                                    Type result);
void printSameOperandsAndResultType(OpAsmPrinter &p, Operation *op, Type a,
                                    Type b, Type result);
void printSameOperandsAndResultType(OpAsmPrinter &p, Operation *op, Type a,
                                    Type b, Type c, Type result);
ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                           Type &result);
ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                           Type &b, Type &result);
ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Type &a,
                                           Type &b, Type &c, Type &result);

/// `custom<ComplexOpType>(lhs, rhs, result)`: prints the complex result type
/// alone when both operands have the matching real type, else the functional
/// type.
void printComplexOpType(OpAsmPrinter &p, Operation *op, Type lhs, Type rhs,
                        Type result);
ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result);

/// `custom<SelectOpType>(pred, on_true, on_false, result)`: prints
/// `PredT, T` when both branches have the result type, else the functional
/// type.
void printSelectOpType(OpAsmPrinter &p, Operation *op, Type pred, Type onTrue,
                       Type onFalse, Type result);
ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result);

/// `custom<DimSizes>`: `[1, ?, 3]`, `?` being ShapedType::kDynamic.
void printDimSizes(AsmPrinter &p, llvm::ArrayRef<int64_t> sizes);
ParseResult parseDimSizes(AsmParser &parser, llvm::SmallVector<int64_t> &sizes);

FailureOr<llvm::SmallVector<int64_t>> parseDimSizes(AsmParser &parser);

/// One size of a dimension list: an integer, or `?` for kDynamic.
void printDimSize(llvm::raw_ostream &os, int64_t size);
ParseResult parseDimSize(AsmParser &parser, int64_t &size);

/// `custom<VariadicSameOperandsAndResultType>(ref($ops), type($ops),
/// type($result))`: like SameOperandsAndResultType for a variadic operand.
void printVariadicSameOperandsAndResultType(OpAsmPrinter &p, Operation *op,
                                            OperandRange operands,
                                            TypeRange operandTypes,
                                            Type result);
ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &operandTypes, Type &result);

/// `custom<TupleOpType>`: prints the tuple result type only; the operand
/// types are its element types.
void printTupleOpType(OpAsmPrinter &p, Operation *op, TypeRange operands,
                      Type result);
ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result);

/// `custom<PairwiseOpType>`: `T1, T2, ...`, each result having the type of
/// the operand at its position.
void printPairwiseOpType(OpAsmPrinter &p, Operation *op, TypeRange operands,
                         TypeRange results);
ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results);

/// `custom<VariadicOperandWithAttribute>`: `%a, %b,` (each operand followed
/// by a comma), so that a keyword can follow.
void printVariadicOperandWithAttribute(OpAsmPrinter &p, Operation *op,
                                       OperandRange operands);
ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands);

/// `custom<SliceRanges>`: `[start:limit:stride, ...]`, `:stride` omitted when
/// it is 1.
void printSliceRanges(OpAsmPrinter &p, Operation *op, DenseI64ArrayAttr start,
                      DenseI64ArrayAttr limit, DenseI64ArrayAttr strides);
ParseResult parseSliceRanges(OpAsmParser &parser, DenseI64ArrayAttr &start,
                             DenseI64ArrayAttr &limit,
                             DenseI64ArrayAttr &strides);

/// `custom<ConvolutionDimensions>`: `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
void printConvolutionDimensions(AsmPrinter &p, Operation *op,
                                ConvDimensionNumbersAttr dims);
ParseResult parseConvolutionDimensions(AsmParser &parser,
                                       ConvDimensionNumbersAttr &dims);
/// The same, without an op (used by the attribute itself).
void printConvolutionDimensions(AsmPrinter &p, ConvDimensionNumbersAttr dims);

/// `custom<WindowAttributes>`: `stride = [..], pad = [[l, h], ..],
/// lhs_dilate = [..], rhs_dilate = [..], reverse = [true, ..]`, each
/// present only if the attribute is.
void printWindowAttributes(OpAsmPrinter &p, Operation *op,
                           DenseI64ArrayAttr strides,
                           DenseIntElementsAttr padding,
                           DenseI64ArrayAttr lhsDilation,
                           DenseI64ArrayAttr rhsDilation,
                           DenseBoolArrayAttr reversal);
ParseResult parseWindowAttributes(OpAsmParser &parser,
                                  DenseI64ArrayAttr &strides,
                                  DenseIntElementsAttr &padding,
                                  DenseI64ArrayAttr &lhsDilation,
                                  DenseI64ArrayAttr &rhsDilation,
                                  DenseBoolArrayAttr &reversal);

/// `custom<CustomCallTarget>`: the target name as a symbol, `@foo`.
void printCustomCallTarget(AsmPrinter &p, Operation *op, StringAttr target);
ParseResult parseCustomCallTarget(AsmParser &parser, StringAttr &target);

/// `custom<PrecisionConfig>`: `, precision = [HIGH, DEFAULT]` if present.
void printPrecisionConfig(OpAsmPrinter &p, Operation *op, ArrayAttr precision);
ParseResult parsePrecisionConfig(OpAsmParser &parser, ArrayAttr &precision);

/// `custom<PrecisionConfigAndAlgorithm>`: the precision config, then
/// `, algorithm = <...>` if present.
void printPrecisionConfigAndAlgorithm(OpAsmPrinter &p, Operation *op,
                                      ArrayAttr precision,
                                      DotAlgorithmAttr algorithm);
ParseResult parsePrecisionConfigAndAlgorithm(OpAsmParser &parser,
                                             ArrayAttr &precision,
                                             DotAlgorithmAttr &algorithm);

/// `custom<DotDimensionNumbers>`: `batching_dims = [0] x [0],
/// contracting_dims = [2] x [1]`, the batching part omitted when empty.
void printDotDimensionNumbers(AsmPrinter &p, Operation *op,
                              DotDimensionNumbersAttr dims);
ParseResult parseDotDimensionNumbers(AsmParser &parser,
                                     DotDimensionNumbersAttr &dims);

/// `custom<ExponentMantissa>`: `e8m23`.
void printExponentMantissa(AsmPrinter &p, Operation *op, IntegerAttr exponent,
                           IntegerAttr mantissa);
ParseResult parseExponentMantissa(AsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa);

} // namespace mlir::stablehlo

#endif // STABLEHLO_LIB_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H
