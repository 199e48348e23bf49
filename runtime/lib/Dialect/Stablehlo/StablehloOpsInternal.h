//===- StablehloOpsInternal.h - Helpers the op families share ---*- C++ -*-===//
//
// Helpers that several op families share, each family being one
// Stablehlo<Family>.cpp file of this directory; each helper says where it
// is defined. Not installed: the shape functions themselves are declared in
// StablehloTypeInference.h.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_LIB_DIALECT_STABLEHLO_STABLEHLOOPSINTERNAL_H
#define STABLEHLO_LIB_DIALECT_STABLEHLO_STABLEHLOOPSINTERNAL_H

#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <set>

namespace mlir::stablehlo::detail {

/// A set of attribute values. Not a DenseSet: that reserves INT64_MAX and
/// INT64_MIN as markers, and attribute values may be anything.
using Int64Set = std::set<int64_t>;

/// Sizes and bounds of a ranked tensor type, bounds ShapedType::kDynamic
/// where absent.
struct ShapeAndBounds {
  SmallVector<int64_t> shape, bounds;

  explicit ShapeAndBounds(RankedTensorType type)
      : shape(type.getShape()), bounds(type.getRank(), ShapedType::kDynamic) {
    ArrayRef<int64_t> typeBounds = getBounds(type);
    if (!typeBounds.empty())
      bounds.assign(typeBounds.begin(), typeBounds.end());
  }
  RankedTensorType get(Type elementType) {
    for (auto [size, bound] : llvm::zip(shape, bounds))
      if (!ShapedType::isDynamic(size))
        bound = ShapedType::kDynamic;
    return getBoundedTensorType(shape, bounds, elementType);
  }
};

/// True if two dimension sizes can be equal at runtime.
inline bool areCompatibleSizes(int64_t lhs, int64_t rhs) {
  return ShapedType::isDynamic(lhs) || ShapedType::isDynamic(rhs) || lhs == rhs;
}

// Shape helpers, in StablehloOps.cpp.

/// The ranked tensor type with `type`'s shape and bounds and `elementType`.
RankedTensorType withElementType(Type type, Type elementType);

/// Checks that `type` is compatible with `reference` up to element type
/// (shapes only), naming both in the error.
LogicalResult checkCompatibleShapes(std::optional<Location> location,
                                    StringRef constraint, StringRef name,
                                    Type type, StringRef referenceName,
                                    Type reference);

/// Checks that `values` has rank(`type`) elements.
LogicalResult checkRankSized(std::optional<Location> location,
                             StringRef constraint, StringRef name, size_t size,
                             RankedTensorType type,
                             StringRef typeName = "operand");

/// Checks that the dimensions in `dims` are within [0, rank) (constraint
/// `rangeConstraint`) and, if `uniqueConstraint` is not empty, unique.
LogicalResult checkDimensions(std::optional<Location> location, StringRef name,
                              ArrayRef<int64_t> dims, int64_t rank,
                              StringRef rangeConstraint,
                              StringRef uniqueConstraint);

/// The result type `operand` with dimension `dim` of size `size` and bound
/// `bound` (ShapedType::kDynamic if none).
RankedTensorType withDimension(RankedTensorType operand, int64_t dim,
                               int64_t size, int64_t bound);

/// The bound of a dynamic dimension `dim` of `type`, ShapedType::kDynamic
/// for a static dimension or no bound.
int64_t boundOf(RankedTensorType type, int64_t dim);

// Window arithmetic, in StablehloReduction.cpp.

/// Checks that the window attribute `name`, if given, has `size` elements
/// (`sizeConstraint`, `size` being described as `sizeText`) and that they
/// are positive (`positiveConstraint`).
LogicalResult checkWindowSizes(std::optional<Location> location, StringRef name,
                               std::optional<ArrayRef<int64_t>> values,
                               int64_t size, StringRef sizeText,
                               StringRef sizeConstraint,
                               StringRef positiveConstraint);

/// The spec's `num_windows` of convolution (C25): how many windows of
/// `window` elements, dilated by `rhsDilation`, fit with stride `stride` in
/// an input of `input` elements dilated by `lhsDilation` and padded by `low`
/// and `high`. The stride and dilations are positive.
CheckedInt64 numWindows(int64_t input, int64_t window, int64_t low,
                        int64_t high, int64_t stride, int64_t lhsDilation,
                        int64_t rhsDilation);

// Reducer bodies as upstream StableHLO accepts them, in
// StablehloReduction.cpp.

/// Checks the reducer `body` of N = size(inputTypes) inputs and init values
/// the way upstream StableHLO does (the default verifier; the spec check
/// uses checkVariadicComputation): 2N arguments; N returned tensors, the
/// i-th of the type of argument i and, up to float widths, of argument N+i;
/// init value i of the shape of returned value i and promotable to it;
/// input i promotable to argument N+i (a float to any float); argument N+i
/// of at most size(allowedDimensions) dimensions matching a subsequence of
/// `allowedDimensions`. Promotion failures are reported with
/// `promotionConstraint`, the rest with `bodyConstraint`. Returns the
/// element types of the returned values (the inputs' if `body` is empty).
FailureOr<SmallVector<Type>>
checkReducerBody(std::optional<Location> location, StringRef bodyConstraint,
                 StringRef promotionConstraint, Region &body,
                 TypeRange inputTypes, TypeRange initTypes,
                 ArrayRef<int64_t> allowedDimensions);

/// Whether `x` may be promoted to `y` by upstream StableHLO's rule: the
/// same kind of type (integer, float, complex, or quantized with one
/// expressed type) and, unless both are floats, no wider.
bool isPromotableLikeUpstream(Type x, Type y);

// Quantization of convolutions and dot_general, in StablehloConvDot.cpp.

/// The quantization constraints that the spec states alike for convolution
/// and dynamic_conv (C28, C31-C34) and for dot_general (C14, C17-C20), with
/// each op's labels for them. The constraints particular to one op (its
/// quantization dimensions, zero points) are the caller's, checked by the
/// hooks at their place in the spec's order.
struct QuantizedConvDotConstraints {
  /// is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  StringRef allQuantized;
  /// storage_type(lhs) = storage_type(rhs), when lhs is quantized.
  StringRef sameStorageType;
  /// expressed_type(lhs) = expressed_type(rhs) = expressed_type(result), when
  /// lhs is quantized.
  StringRef sameExpressedType;
  /// is_per_tensor_quantized(rhs) implies is_per_tensor_quantized(result),
  /// when lhs is quantized.
  StringRef perTensorResult;
  /// element_type(lhs) = expressed_type(rhs) = element_type(result), when lhs
  /// is not quantized.
  StringRef lhsElementType;

  /// Checks the constraints as far as they concern lhs and rhs, one of which
  /// at least is quantized; `rhsConstraints` checks the op's own on a
  /// quantized rhs.
  LogicalResult
  checkOperands(std::optional<Location> location, RankedTensorType lhs,
                RankedTensorType rhs,
                function_ref<LogicalResult()> rhsConstraints) const;

  /// Checks the constraints on the result, reporting on `op`, when lhs, rhs
  /// or result is quantized; `resultConstraints`, if given, checks the op's
  /// own on the result once all three are quantized alike.
  LogicalResult
  checkResult(Operation *op, RankedTensorType lhs, RankedTensorType rhs,
              RankedTensorType result,
              function_ref<LogicalResult()> resultConstraints = nullptr) const;
};

/// `element`'s quantization dimension if it is per-axis quantized.
std::optional<int64_t> quantizedDimension(Type element);

/// Convolution's and dynamic_conv's labels of the quantization constraints
/// they share with dot_general.
inline const QuantizedConvDotConstraints kConvolutionQuantization{
    "(C28)", "(C31)", "(C32)", "(C33)", "(C34)"};

/// dot_general's labels of the quantization constraints it shares with
/// convolution and dynamic_conv.
inline const QuantizedConvDotConstraints kDotGeneralQuantization{
    "(C14)", "(C17)", "(C18)", "(C19)", "(C20)"};

// Reification of result shapes as tensor and arith ops, for
// reifyResultShapes (StablehloShapeInterfaces.cpp, with these helpers); each
// op's function is in its family's file.

/// `value` (a 1-D tensor of integers) as a 1-D tensor of index.
Value toIndexTensor(OpBuilder &builder, Location loc, Value value);
/// Dimension `dim` of `value`: a constant when static, else `tensor.dim`.
Value dimOf(OpBuilder &builder, Location loc, Value value, int64_t dim);
/// The 1-D index tensor of `dims`.
Value fromElements(OpBuilder &builder, Location loc, ValueRange dims);
bool isRanked(Value value);
/// The shape is operand #index as a tensor of index.
LogicalResult reifyShapeOperand(Operation *op, unsigned index,
                                OpBuilder &builder, ValueRange operands,
                                SmallVectorImpl<Value> &shapes);
/// The shape of operand #index: `shape.shape_of` it.
LogicalResult reifyShapeOf(Operation *op, unsigned index, OpBuilder &builder,
                           ValueRange operands, SmallVectorImpl<Value> &shapes);
LogicalResult reifyTranspose(TransposeOp op, OpBuilder &builder,
                             ValueRange operands,
                             SmallVectorImpl<Value> &shapes);
LogicalResult reifyConcatenate(ConcatenateOp op, OpBuilder &builder,
                               ValueRange operands,
                               SmallVectorImpl<Value> &shapes);
LogicalResult reifyDynamicPad(DynamicPadOp op, OpBuilder &builder,
                              ValueRange operands,
                              SmallVectorImpl<Value> &shapes);
LogicalResult reifyBitcastConvert(BitcastConvertOp op, OpBuilder &builder,
                                  ValueRange operands,
                                  SmallVectorImpl<Value> &shapes);
LogicalResult reifyBroadcast(BroadcastOp op, OpBuilder &builder,
                             ValueRange operands,
                             SmallVectorImpl<Value> &shapes);
LogicalResult reifyPad(PadOp op, OpBuilder &builder, ValueRange operands,
                       SmallVectorImpl<Value> &shapes);
LogicalResult reifyRealDynamicSlice(RealDynamicSliceOp op, OpBuilder &builder,
                                    ValueRange operands,
                                    SmallVectorImpl<Value> &shapes);
LogicalResult reifyGather(GatherOp op, OpBuilder &builder, ValueRange operands,
                          SmallVectorImpl<Value> &shapes);
LogicalResult reifyDynamicGather(DynamicGatherOp op, OpBuilder &builder,
                                 ValueRange operands,
                                 SmallVectorImpl<Value> &shapes);
LogicalResult reifyDotGeneral(DotGeneralOp op, OpBuilder &builder,
                              ValueRange operands,
                              SmallVectorImpl<Value> &shapes);
LogicalResult reifyReduce(ReduceOp op, OpBuilder &builder, ValueRange operands,
                          SmallVectorImpl<Value> &shapes);

// The refineReturnTypes of the ops that declare it (Stablehlo_LabelledResults
// in StablehloOps.td, which defines the common case with the second form).

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

} // namespace mlir::stablehlo::detail

#endif // STABLEHLO_LIB_DIALECT_STABLEHLO_STABLEHLOOPSINTERNAL_H
