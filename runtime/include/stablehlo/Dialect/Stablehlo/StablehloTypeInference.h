//===- StablehloTypeInference.h - StableHLO shape functions -----*- C++ -*-===//
//
// Shape functions of StableHLO operations. Each checks the constraints of
// docs/spec.md that involve only its inputs, reports violations at
// `location` (if given) and appends the inferred result types.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H
#define STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Region.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/ValueRange.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace mlir::stablehlo {

/// Elementwise ops whose operands and result have one baseline type (spec
/// `baseline_type`), up to dynamism.
LogicalResult inferSameTypeOp(std::optional<Location> location,
                              ValueRange operands,
                              SmallVectorImpl<Type> &inferred);

/// abs, real, imag: complex<E> becomes E, other element types are kept.
LogicalResult inferComplexPartOp(std::optional<Location> location,
                                 Type operandType,
                                 SmallVectorImpl<Type> &inferred);

LogicalResult inferIsFiniteOp(std::optional<Location> location,
                              Type operandType,
                              SmallVectorImpl<Type> &inferred);

LogicalResult inferComplexOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferCompareOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferSelectOp(std::optional<Location> location, Type predType,
                            Type onTrueType, Type onFalseType,
                            SmallVectorImpl<Type> &inferred);

LogicalResult inferClampOp(std::optional<Location> location, Type minType,
                           Type operandType, Type maxType,
                           SmallVectorImpl<Type> &inferred);

LogicalResult inferTransposeOp(std::optional<Location> location,
                               Type operandType,
                               llvm::ArrayRef<int64_t> permutation,
                               SmallVectorImpl<Type> &inferred);

/// add: like inferSameTypeOp, plus the rules of quantized operands (C2-C7).
LogicalResult inferAddOp(std::optional<Location> location, Type lhsType,
                         Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferUniformDequantizeOp(std::optional<Location> location,
                                       Type operandType,
                                       SmallVectorImpl<Type> &inferred);

LogicalResult inferBroadcastOp(std::optional<Location> location,
                               Type operandType,
                               llvm::ArrayRef<int64_t> broadcastSizes,
                               SmallVectorImpl<Type> &inferred);

LogicalResult inferReverseOp(std::optional<Location> location, Type operandType,
                             llvm::ArrayRef<int64_t> dimensions,
                             SmallVectorImpl<Type> &inferred);

LogicalResult inferSliceOp(std::optional<Location> location, Type operandType,
                           llvm::ArrayRef<int64_t> startIndices,
                           llvm::ArrayRef<int64_t> limitIndices,
                           llvm::ArrayRef<int64_t> strides,
                           SmallVectorImpl<Type> &inferred);

LogicalResult inferDynamicSliceOp(std::optional<Location> location,
                                  Type operandType, TypeRange startIndexTypes,
                                  llvm::ArrayRef<int64_t> sliceSizes,
                                  SmallVectorImpl<Type> &inferred);

LogicalResult inferDynamicUpdateSliceOp(std::optional<Location> location,
                                        Type operandType, Type updateType,
                                        TypeRange startIndexTypes,
                                        SmallVectorImpl<Type> &inferred);

LogicalResult inferConcatenateOp(std::optional<Location> location,
                                 TypeRange inputTypes, int64_t dimension,
                                 SmallVectorImpl<Type> &inferred);

LogicalResult inferPadOp(std::optional<Location> location, Type operandType,
                         Type paddingValueType,
                         llvm::ArrayRef<int64_t> edgePaddingLow,
                         llvm::ArrayRef<int64_t> edgePaddingHigh,
                         llvm::ArrayRef<int64_t> interiorPadding,
                         SmallVectorImpl<Type> &inferred);

LogicalResult inferGetDimensionSizeOp(std::optional<Location> location,
                                      Type operandType, int64_t dimension,
                                      SmallVectorImpl<Type> &inferred);

/// set_dimension_size (not in the spec; follows XLA): the result is the
/// operand with dimension `dimension` of size `size` if that is a constant,
/// else dynamic and bounded by the operand's size or bound.
LogicalResult inferSetDimensionSizeOp(std::optional<Location> location,
                                      Type operandType, Value size,
                                      int64_t dimension,
                                      SmallVectorImpl<Type> &inferred);

/// if and case infer their results from the branches, which may be empty
/// when a builder calls the shape function before adding them.
LogicalResult inferIfOp(std::optional<Location> location, Region &trueBranch,
                        Region &falseBranch, SmallVectorImpl<Type> &inferred);
LogicalResult inferCaseOp(std::optional<Location> location,
                          RegionRange branches,
                          SmallVectorImpl<Type> &inferred);

} // namespace mlir::stablehlo

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H
