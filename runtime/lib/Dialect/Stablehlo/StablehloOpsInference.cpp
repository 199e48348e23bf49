//===- StablehloOpsInference.cpp - Inferred result types of StableHLO ops -===//
//
// The inferReturnTypes of the ops whose shape function is one of
// StablehloTypeInference.h (called with the op's operands and attributes),
// and the refineReturnTypes of the ops whose mismatching result types are
// reported with the constraint they break. StablehloOps.td declares both.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "StablehloOpsInternal.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

using namespace mlir;
using namespace mlir::stablehlo;

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

LogicalResult CbrtOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult CeilOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ClzOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult CosineOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ExpOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult Expm1Op::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult FloorOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult LogOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult Log1pOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult LogisticOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult NotOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult NegOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult PopulationCountOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult RoundOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult RoundNearestEvenOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult RsqrtOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SignOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SineOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SqrtOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult TanOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult TanhOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
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

LogicalResult Atan2Op::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult DivOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult MaxOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult MinOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult MulOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult PowOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult RemOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ShiftLeftOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ShiftRightArithmeticOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ShiftRightLogicalOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SubtractOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult AndOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult OrOp::inferReturnTypes(MLIRContext *,
                                     std::optional<Location> location,
                                     Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult XorOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
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

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferTransposeOp(location, adaptor.getOperand().getType(),
                          adaptor.getPermutation(), inferred);
}

LogicalResult TransposeOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return mlir::stablehlo::detail::refineLabelledResults<TransposeOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      [&](TypeRange inferred, ResultTypesCompatible compatible) {
        return transposeResultConstraint(inferred, returnTypes, compatible);
      });
}

LogicalResult SendOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSendOp(location, adaptor.getChannelHandle(),
                     adaptor.getIsHostTransfer(),
                     adaptor.getSourceTargetPairsAttr(), inferred);
}

LogicalResult IfOp::inferReturnTypes(MLIRContext *,
                                     std::optional<Location> location,
                                     Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  // The operand is a scalar; checked here, as upstream checks it, after the
  // type constraint (a ranked tensor of bool).
  auto pred = dyn_cast<RankedTensorType>(adaptor.getPred().getType());
  if (pred && pred.getRank() != 0)
    return emitOptionalError(location,
                             "operand should be rank 0 tensor but got rank ",
                             pred.getRank());
  return inferIfOp(location, adaptor.getTrueBranch(), adaptor.getFalseBranch(),
                   inferred);
}

LogicalResult CaseOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  auto index = dyn_cast<RankedTensorType>(adaptor.getIndex().getType());
  if (index && index.getRank() != 0)
    return emitOptionalError(location,
                             "operand should be rank 0 tensor but got rank ",
                             index.getRank());
  return inferCaseOp(location, adaptor.getBranches(), inferred);
}

LogicalResult OptimizationBarrierOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  // (C1) type(operand...) = type(result...), exactly: upstream refuses a
  // result that is only compatible (a dynamic dimension for a static one),
  // with its own phrase.
  if (returnTypes.size() != operands.size())
    return emitOptionalError(location, "'", getOperationName(),
                             "' op requires the same number of operands and results");
  for (auto [i, operand] : llvm::enumerate(operands))
    if (operand.getType() != returnTypes[i])
      return emitOptionalError(location, "'", getOperationName(),
                               "' op requires the same type for operand and result at index ",
                               i);
  return mlir::stablehlo::detail::refineLabelledResults<OptimizationBarrierOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
}

LogicalResult MapOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferMapOp(location, adaptor.getInputs().getTypes(),
                    adaptor.getDimensions(), adaptor.getComputation(),
                    inferred);
}

LogicalResult ReduceOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferReduceOp(location, adaptor.getOperands().getTypes(),
                       adaptor.getDimensions(), adaptor.getBody(), inferred);
}

LogicalResult ReduceWindowOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferReduceWindowOp(
      location, adaptor.getOperands().getTypes(), adaptor.getWindowDimensions(),
      adaptor.getWindowStrides(), adaptor.getBaseDilations(),
      adaptor.getWindowDilations(), adaptor.getPadding(), adaptor.getBody(),
      inferred);
}

LogicalResult SortOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSortOp(location, adaptor.getInputs().getTypes(),
                     static_cast<int64_t>(adaptor.getDimension()),
                     adaptor.getComparator(), inferred);
}

LogicalResult ScatterOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferScatterOp(location, adaptor.getOperands().getTypes(),
                        adaptor.getScatterDimensionNumbers(),
                        adaptor.getUpdateComputation(), inferred);
}

LogicalResult SelectAndScatterOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSelectAndScatterOp(
      location, adaptor.getOperand().getType(), adaptor.getSource().getType(),
      adaptor.getInitValue().getType(), adaptor.getWindowDimensions(),
      adaptor.getWindowStrides(), adaptor.getPadding(), adaptor.getSelect(),
      adaptor.getScatter(), inferred);
}

LogicalResult AsyncStartOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  return inferAsyncStartOp(location, adaptor.getOperands().getTypes(),
                           adaptor.getBody(), inferred);
}

LogicalResult AsyncDoneOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferAsyncDoneOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult AllReduceOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferAllReduceOp(
      location, adaptor.getOperands().getTypes(), adaptor.getReplicaGroups(),
      adaptor.getChannelHandleAttr(), adaptor.getUseGlobalDeviceIds(),
      adaptor.getComputation(), inferred);
}

LogicalResult AllToAllOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferAllToAllOp(location, adaptor.getOperands().getTypes(),
                         adaptor.getSplitDimension(),
                         adaptor.getConcatDimension(), adaptor.getSplitCount(),
                         adaptor.getReplicaGroups(), inferred);
}

LogicalResult CollectiveBroadcastOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferCollectiveBroadcastOp(adaptor.getOperands(),
                                    adaptor.getHasDynamicRoot(), inferred);
}

//===----------------------------------------------------------------------===//
// Ops whose result types follow from their operands alone
//===----------------------------------------------------------------------===//

namespace {

LogicalResult inferToken(MLIRContext *context,
                         SmallVectorImpl<Type> &inferred) {
  inferred.push_back(TokenType::get(context));
  return success();
}

LogicalResult inferUI32Scalar(MLIRContext *context,
                              SmallVectorImpl<Type> &inferred) {
  inferred.push_back(RankedTensorType::get(
      {}, IntegerType::get(context, 32, IntegerType::Unsigned)));
  return success();
}

} // namespace

LogicalResult CreateTokenOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location>, Adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult AfterAllOp::inferReturnTypes(MLIRContext *context,
                                           std::optional<Location>, Adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult OutfeedOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location>, Adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult ReplicaIdOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location>, Adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferUI32Scalar(context, inferred);
}

LogicalResult PartitionIdOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location>, Adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  return inferUI32Scalar(context, inferred);
}

LogicalResult TupleOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  // (C1) type(result) = tuple(val...).
  inferred.push_back(TupleType::get(context, adaptor.getVal().getTypes()));
  return success();
}

LogicalResult GetTupleElementOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto tuple = cast<TupleType>(adaptor.getOperand().getType());
  int64_t index = adaptor.getIndexAttr().getInt();
  // (C1) 0 <= index < size(operand), in upstream's words.
  if (index >= static_cast<int64_t>(tuple.size()))
    return emitOptionalError(location, "(C1) index ", index,
                             " is out of bounds of operand with size ",
                             tuple.size());
  // (C2) type(result) = tuple_element_types(operand)[index].
  inferred.push_back(tuple.getType(index));
  return success();
}

LogicalResult WhileOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  // (C3) type(results...) = type(operand...).
  llvm::append_range(inferred, adaptor.getOperand().getTypes());
  return success();
}

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  // (C1) type(operand...) = type(result...).
  llvm::append_range(inferred, adaptor.getOperand().getTypes());
  return success();
}

LogicalResult CollectiveReduceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  // The data operands' shapes, with the element type of the computation's
  // first argument (the accumulator), as upstream infers them; the root
  // indices of has_dynamic_root give no result.
  ValueRange values = adaptor.getOperands();
  if (adaptor.getHasDynamicRoot() && !values.empty())
    values = values.drop_back();
  Type accumulator;
  Region &computation = adaptor.getComputation();
  if (!computation.empty() && computation.front().getNumArguments() > 0)
    accumulator = getElementTypeOrSelf(computation.front().getArgument(0));
  for (Value value : values) {
    auto shaped = cast<ShapedType>(value.getType());
    inferred.push_back(
        accumulator ? shaped.clone(accumulator) : Type(shaped));
  }
  return success();
}

LogicalResult CrossReplicaSumOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  // The operand's type, as upstream infers it.
  inferred.push_back(adaptor.getOperand().getType());
  return success();
}

LogicalResult CollectivePermuteOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferCollectivePermuteOp(location, adaptor.getOperand().getType(),
                                  adaptor.getSourceTargetPairs(), inferred);
}

LogicalResult SliceOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSliceOp(location, adaptor.getOperand().getType(),
                      adaptor.getStartIndices(), adaptor.getLimitIndices(),
                      adaptor.getStrides(), inferred);
}

LogicalResult DynamicSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferDynamicSliceOp(location, adaptor.getOperand().getType(),
                             adaptor.getStartIndices().getTypes(),
                             adaptor.getSliceSizes(), inferred);
}

LogicalResult DynamicUpdateSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferDynamicUpdateSliceOp(
      location, adaptor.getOperand().getType(), adaptor.getUpdate().getType(),
      adaptor.getStartIndices().getTypes(), inferred);
}

LogicalResult PadOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferPadOp(location, adaptor.getOperand().getType(),
                    adaptor.getPaddingValue().getType(),
                    adaptor.getEdgePaddingLow(), adaptor.getEdgePaddingHigh(),
                    adaptor.getInteriorPadding(), inferred);
}

LogicalResult ConcatenateOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  return inferConcatenateOp(location, adaptor.getInputs().getTypes(),
                            adaptor.getDimension(), inferred);
}

LogicalResult ReverseOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferReverseOp(location, adaptor.getOperand().getType(),
                        adaptor.getDimensions(), inferred);
}

LogicalResult BroadcastOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferBroadcastOp(location, adaptor.getOperand().getType(),
                          adaptor.getBroadcastSizes(), inferred);
}

LogicalResult GetDimensionSizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferGetDimensionSizeOp(location, adaptor.getOperand().getType(),
                                 adaptor.getDimension(), inferred);
}

LogicalResult SetDimensionSizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSetDimensionSizeOp(location, adaptor.getOperand().getType(),
                                 adaptor.getSize(), adaptor.getDimension(),
                                 inferred);
}

LogicalResult GatherOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferGatherOp(location, adaptor.getOperand().getType(),
                       adaptor.getStartIndices().getType(),
                       adaptor.getDimensionNumbers(), adaptor.getSliceSizes(),
                       inferred);
}

LogicalResult DynamicGatherOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferDynamicGatherOp(location, adaptor.getOperand().getType(),
                              adaptor.getStartIndices().getType(),
                              adaptor.getSliceSizes(),
                              adaptor.getDimensionNumbers(), inferred);
}

LogicalResult FftOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferFftOp(location, adaptor.getOperand().getType(),
                    adaptor.getFftType(), adaptor.getFftLength(), inferred);
}

LogicalResult RngOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferRngOp(location, adaptor.getA().getType(),
                    adaptor.getB().getType(), adaptor.getShape(),
                    adaptor.getRngDistribution(), inferred);
}

LogicalResult
RngOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  SmallVector<Type, 1> inferred;
  if (failed(inferReturnTypes(context, location, operands, attributes,
                              properties, regions, inferred)))
    return failure();
  // (C3) shape(result) = shape. Upstream keeps a negative constant size in
  // the type it infers, where only a dynamic result dimension matches it, and
  // prints it as it is. No tensor type holds a negative size: inferRngOp
  // leaves the dimension dynamic, and the sizes are compared here.
  Adaptor adaptor(operands, attributes, properties, regions);
  DenseIntElementsAttr values;
  SmallVector<int64_t> sizes;
  if (matchPattern(adaptor.getShape(), m_Constant(&values)))
    for (const APInt &value : values.getValues<APInt>())
      sizes.push_back(value.getSExtValue());
  if (llvm::none_of(sizes, [](int64_t size) { return size < 0; }))
    return mlir::stablehlo::detail::refineLabelledResults<RngOp>(context, location, operands,
                                        attributes, properties, regions,
                                        returnTypes, "(C3)", "(C1)");
  bool compatible = isCompatibleReturnTypes(inferred, returnTypes);
  std::optional<size_t> staticNegative;
  if (compatible) {
    auto result = cast<RankedTensorType>(returnTypes.front());
    for (auto [dim, size] : llvm::enumerate(sizes))
      if (size < 0 && !result.isDynamicDim(dim)) {
        staticNegative = dim;
        break;
      }
    if (!staticNegative)
      return success();
  }
  // The inferred type as upstream prints it.
  std::string spelled;
  llvm::raw_string_ostream os(spelled);
  os << "tensor<";
  for (int64_t size : sizes)
    os << size << "x";
  os << getElementTypeOrSelf(inferred.front()) << ">";
  std::string detail;
  llvm::raw_string_ostream details(detail);
  if (staticNegative)
    details << "shape holds a negative size, " << sizes[*staticNegative]
            << ", for dimension " << *staticNegative
            << ", which is static in the result";
  else
    details << "result #0 must have the shape of '" << spelled << "'";
  return emitOptionalError(location, "'", getOperationName(),
                           "' op inferred type(s) '", spelled,
                           "' are incompatible with return type(s) of "
                           "operation ",
                           TypeRange(returnTypes), ": (C3) ", detail);
}

LogicalResult BatchNormGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferBatchNormGradOp(location, adaptor.getOperand().getType(),
                              TypeRange(adaptor.getOperands()).slice(1, 3),
                              adaptor.getGradOutput().getType(),
                              static_cast<int64_t>(adaptor.getFeatureIndex()),
                              inferred);
}

LogicalResult BatchNormInferenceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferBatchNormInferenceOp(
      location, adaptor.getOperand().getType(),
      TypeRange(adaptor.getOperands()).slice(1, 4),
      static_cast<int64_t>(adaptor.getFeatureIndex()), inferred);
}

LogicalResult BatchNormTrainingOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferBatchNormTrainingOp(
      location, adaptor.getOperand().getType(),
      TypeRange(adaptor.getOperands()).slice(1, 2),
      static_cast<int64_t>(adaptor.getFeatureIndex()), inferred);
}

LogicalResult CholeskyOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferCholeskyOp(location, adaptor.getA().getType(), inferred);
}

LogicalResult TriangularSolveOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferTriangularSolveOp(location, adaptor.getA().getType(),
                                adaptor.getB().getType(), adaptor.getLeftSide(),
                                adaptor.getTransposeA() ==
                                    Transpose::TRANSPOSE_INVALID,
                                inferred);
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
