//===- StablehloOpsInference.cpp - Inferred result types of StableHLO ops -===//
//
// The inferReturnTypes of the ops whose shape function is one of
// StablehloTypeInference.h (called with the op's operands and attributes),
// and the refineReturnTypes of the ops whose mismatching result types are
// reported with the constraint they break. StablehloOps.td declares both.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

using namespace mlir;
using namespace mlir::stablehlo;

namespace {

/// The refineReturnTypes of `OpT`: the result types it infers must be
/// compatible with the declared ones, `returnTypes` (OpT's
/// isCompatibleReturnTypes); otherwise the error names the constraint that
/// `constraint(inferred, compatible)` gives.
template <typename OpT>
LogicalResult refineLabelledResults(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes,
    function_ref<StringRef(TypeRange, ResultTypesCompatible)> constraint) {
  SmallVector<Type, 4> inferred;
  if (failed(OpT::inferReturnTypes(context, location, operands, attributes,
                                   properties, regions, inferred)))
    return failure();
  if (OpT::isCompatibleReturnTypes(inferred, returnTypes))
    return success();
  ResultTypesCompatible compatible = &OpT::isCompatibleReturnTypes;
  return emitResultTypeMismatch(location, OpT::getOperationName(),
                                constraint(inferred, compatible), inferred,
                                returnTypes, compatible);
}

/// The common case: a result whose shape differs from the inferred one
/// breaks constraint `shape`, one whose element type alone differs breaks
/// `element`.
template <typename OpT>
LogicalResult refineLabelledResults(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes, StringRef shape, StringRef element) {
  return refineLabelledResults<OpT>(
      context, location, operands, attributes, properties, regions, returnTypes,
      [&](TypeRange inferred, ResultTypesCompatible compatible) {
        return shapeOrElementConstraint(inferred, returnTypes, compatible,
                                        shape, element);
      });
}

} // namespace

LogicalResult ConstantOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ConstantOp>(context, location, operands,
                                           attributes, properties, regions,
                                           returnTypes, "(C1)", "(C1)");
}

LogicalResult AbsOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferComplexPartOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult
AbsOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<AbsOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C2)");
}

LogicalResult ImagOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferComplexPartOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult ImagOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ImagOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C2)");
}

LogicalResult RealOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferComplexPartOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult RealOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<RealOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C2)");
}

LogicalResult IsFiniteOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferIsFiniteOp(location, adaptor.getX().getType(), inferred);
}

LogicalResult IsFiniteOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<IsFiniteOp>(context, location, operands,
                                           attributes, properties, regions,
                                           returnTypes, "(C1)", "(C1)");
}

LogicalResult CbrtOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult CbrtOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<CbrtOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C1)");
}

LogicalResult CeilOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult CeilOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<CeilOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C1)");
}

LogicalResult ClzOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
ClzOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ClzOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult CosineOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult CosineOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<CosineOp>(context, location, operands,
                                         attributes, properties, regions,
                                         returnTypes, "(C1)", "(C1)");
}

LogicalResult ExpOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
ExpOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ExpOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult Expm1Op::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult Expm1Op::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<Expm1Op>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C1)", "(C1)");
}

LogicalResult FloorOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult FloorOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<FloorOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C1)", "(C1)");
}

LogicalResult LogOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
LogOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<LogOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult Log1pOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult Log1pOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<Log1pOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C1)", "(C1)");
}

LogicalResult LogisticOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult LogisticOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<LogisticOp>(context, location, operands,
                                           attributes, properties, regions,
                                           returnTypes, "(C1)", "(C1)");
}

LogicalResult NotOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
NotOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<NotOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult NegOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
NegOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<NegOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult PopulationCountOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult PopulationCountOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<PopulationCountOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
}

LogicalResult RoundOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult RoundOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<RoundOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C1)", "(C1)");
}

LogicalResult RoundNearestEvenOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult RoundNearestEvenOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<RoundNearestEvenOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
}

LogicalResult RsqrtOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult RsqrtOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<RsqrtOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C1)", "(C1)");
}

LogicalResult SignOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SignOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<SignOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C1)");
}

LogicalResult SineOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SineOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<SineOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C1)");
}

LogicalResult SqrtOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SqrtOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<SqrtOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C1)");
}

LogicalResult TanOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
TanOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<TanOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult TanhOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult TanhOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<TanhOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C1)",
                                       "(C1)");
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
  return refineLabelledResults<AddOp>(
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

LogicalResult Atan2Op::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<Atan2Op>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C1)", "(C1)");
}

LogicalResult DivOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
DivOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<DivOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult MaxOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
MaxOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<MaxOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult MinOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
MinOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<MinOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult MulOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
MulOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<MulOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult PowOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
PowOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<PowOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult RemOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
RemOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<RemOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult ShiftLeftOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ShiftLeftOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ShiftLeftOp>(context, location, operands,
                                            attributes, properties, regions,
                                            returnTypes, "(C1)", "(C1)");
}

LogicalResult ShiftRightArithmeticOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ShiftRightArithmeticOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ShiftRightArithmeticOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
}

LogicalResult ShiftRightLogicalOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult ShiftRightLogicalOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ShiftRightLogicalOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
}

LogicalResult SubtractOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult SubtractOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<SubtractOp>(context, location, operands,
                                           attributes, properties, regions,
                                           returnTypes, "(C1)", "(C1)");
}

LogicalResult AndOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
AndOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<AndOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult OrOp::inferReturnTypes(MLIRContext *,
                                     std::optional<Location> location,
                                     Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
OrOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                        ValueRange operands, DictionaryAttr attributes,
                        OpaqueProperties properties, RegionRange regions,
                        SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<OrOp>(context, location, operands, attributes,
                                     properties, regions, returnTypes, "(C1)",
                                     "(C1)");
}

LogicalResult XorOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferSameTypeOp(location, adaptor.getOperands(), inferred);
}

LogicalResult
XorOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<XorOp>(context, location, operands, attributes,
                                      properties, regions, returnTypes, "(C1)",
                                      "(C1)");
}

LogicalResult ComplexOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferComplexOp(location, adaptor.getLhs().getType(),
                        adaptor.getRhs().getType(), inferred);
}

LogicalResult ComplexOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ComplexOp>(context, location, operands,
                                          attributes, properties, regions,
                                          returnTypes, "(C2)", "(C3)");
}

LogicalResult CompareOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferCompareOp(location, adaptor.getLhs().getType(),
                        adaptor.getRhs().getType(), inferred);
}

LogicalResult CompareOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<CompareOp>(context, location, operands,
                                          attributes, properties, regions,
                                          returnTypes, "(C2)", "(C2)");
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

LogicalResult ClampOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ClampOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C4)", "(C4)");
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
  return refineLabelledResults<TransposeOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      [&](TypeRange inferred, ResultTypesCompatible compatible) {
        return transposeResultConstraint(inferred, returnTypes, compatible);
      });
}

LogicalResult TupleOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<TupleOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C1)", "(C1)");
}

LogicalResult GetTupleElementOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<GetTupleElementOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C2)", "(C2)");
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

LogicalResult
IfOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                        ValueRange operands, DictionaryAttr attributes,
                        OpaqueProperties properties, RegionRange regions,
                        SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<IfOp>(context, location, operands, attributes,
                                     properties, regions, returnTypes, "(C3)",
                                     "(C3)");
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

LogicalResult CaseOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<CaseOp>(context, location, operands, attributes,
                                       properties, regions, returnTypes, "(C4)",
                                       "(C4)");
}

LogicalResult WhileOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<WhileOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C3)", "(C3)");
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
  return refineLabelledResults<OptimizationBarrierOp>(
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

LogicalResult SliceOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<SliceOp>(context, location, operands, attributes,
                                        properties, regions, returnTypes,
                                        "(C5)", "(C1)");
}

LogicalResult DynamicSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferDynamicSliceOp(location, adaptor.getOperand().getType(),
                             adaptor.getStartIndices().getTypes(),
                             adaptor.getSliceSizes(), inferred);
}

LogicalResult DynamicSliceOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<DynamicSliceOp>(context, location, operands,
                                               attributes, properties, regions,
                                               returnTypes, "(C5)", "(C1)");
}

LogicalResult DynamicUpdateSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferDynamicUpdateSliceOp(
      location, adaptor.getOperand().getType(), adaptor.getUpdate().getType(),
      adaptor.getStartIndices().getTypes(), inferred);
}

LogicalResult DynamicUpdateSliceOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<DynamicUpdateSliceOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
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

LogicalResult ConcatenateOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ConcatenateOp>(context, location, operands,
                                              attributes, properties, regions,
                                              returnTypes, "(C6)", "(C5)");
}

LogicalResult ReverseOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferReverseOp(location, adaptor.getOperand().getType(),
                        adaptor.getDimensions(), inferred);
}

LogicalResult ReverseOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ReverseOp>(context, location, operands,
                                          attributes, properties, regions,
                                          returnTypes, "(C1)", "(C1)");
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
    return refineLabelledResults<RngOp>(context, location, operands,
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

LogicalResult ReducePrecisionOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<ReducePrecisionOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
}

LogicalResult UniformDequantizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferUniformDequantizeOp(location, adaptor.getOperand().getType(),
                                  inferred);
}

LogicalResult UniformDequantizeOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  return refineLabelledResults<UniformDequantizeOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C2)");
}
