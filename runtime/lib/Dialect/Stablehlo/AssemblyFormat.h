//===- AssemblyFormat.h - StableHLO custom directives -----------*- C++ -*-===//
//
// Parsers and printers behind the `custom<...>` directives of the StableHLO
// ops and attributes (used only by the TableGen-generated code).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_LIB_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H
#define STABLEHLO_LIB_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stablehlo {

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

/// One size of a dimension list: an integer, or `?` for kDynamic.
void printDimSize(llvm::raw_ostream &os, int64_t size);
ParseResult parseDimSize(AsmParser &parser, int64_t &size);

} // namespace mlir::stablehlo

#endif // STABLEHLO_LIB_DIALECT_STABLEHLO_ASSEMBLYFORMAT_H
