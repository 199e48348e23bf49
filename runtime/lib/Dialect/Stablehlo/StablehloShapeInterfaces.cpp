//===- StablehloShapeInterfaces.cpp - InferShapedTypeOpInterface ----------===//
//
// Every StableHLO op with a shape function (InferTypeOpInterface) also
// implements InferShapedTypeOpInterface: its components are those of the
// types the shape function infers (dims, element type and encoding, e.g.
// bounds). Ops whose result shape can be computed from their operands
// reify it (reifyReturnTypeShapes) as shape, tensor and arith ops: here the
// dispatch and the helpers (StablehloOpsInternal.h), in the family files
// (Stablehlo<Family>.cpp) each op's reification.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "StablehloOpsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stablehlo;
using namespace mlir::stablehlo::detail;

namespace {

//===----------------------------------------------------------------------===//
// Reification
//===----------------------------------------------------------------------===//

Type indexType(OpBuilder &builder) { return builder.getIndexType(); }

} // namespace

namespace mlir::stablehlo::detail {

/// `value` (a 1-D tensor of integers) as a 1-D tensor of index.
Value toIndexTensor(OpBuilder &builder, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getElementType().isIndex())
    return value;
  return arith::IndexCastOp::create(builder, loc,
                                    type.clone(indexType(builder)), value);
}

/// Dimension `dim` of `value`: a constant when static, else `tensor.dim`.
Value dimOf(OpBuilder &builder, Location loc, Value value, int64_t dim) {
  auto type = cast<RankedTensorType>(value.getType());
  if (!type.isDynamicDim(dim))
    return arith::ConstantIndexOp::create(builder, loc, type.getDimSize(dim));
  return tensor::DimOp::create(builder, loc, value, dim);
}

Value fromElements(OpBuilder &builder, Location loc, ValueRange dims) {
  return tensor::FromElementsOp::create(
      builder, loc,
      RankedTensorType::get({static_cast<int64_t>(dims.size())},
                            indexType(builder)),
      dims);
}

bool isRanked(Value value) { return isa<RankedTensorType>(value.getType()); }

/// The shape is operand #index as a tensor of index.
LogicalResult reifyShapeOperand(Operation *op, unsigned index,
                                OpBuilder &builder, ValueRange operands,
                                SmallVectorImpl<Value> &shapes) {
  if (operands.size() <= index || !isRanked(operands[index]))
    return failure();
  shapes.push_back(toIndexTensor(builder, op->getLoc(), operands[index]));
  return success();
}

/// The shape of operand #index: `shape.shape_of` it (map and reverse keep
/// their first operand's shape; bitcast_convert between element types of one
/// width keeps its operand's).
LogicalResult reifyShapeOf(Operation *op, unsigned index, OpBuilder &builder,
                           ValueRange operands,
                           SmallVectorImpl<Value> &shapes) {
  if (operands.size() <= index || !isRanked(operands[index]))
    return failure();
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
    shapes.push_back(
        shape::ShapeOfOp::create(builder, op->getLoc(), operands[index]));
  return success();
}

} // namespace mlir::stablehlo::detail

namespace {

//===----------------------------------------------------------------------===//
// The interface model
//===----------------------------------------------------------------------===//

template <typename OpT>
struct ShapedTypeModel
    : public InferShapedTypeOpInterface::ExternalModel<ShapedTypeModel<OpT>,
                                                       OpT> {
  /// The components of the types the shape function infers.
  static LogicalResult
  inferReturnTypeComponents(MLIRContext *context,
                            std::optional<Location> location,
                            ValueShapeRange operands, DictionaryAttr attributes,
                            OpaqueProperties properties, RegionRange regions,
                            SmallVectorImpl<ShapedTypeComponents> &inferred) {
    if constexpr (OpT::template hasTrait<InferTypeOpInterface::Trait>()) {
      SmallVector<Type> types;
      if (failed(OpT::inferReturnTypes(context, location, operands.getValues(),
                                       attributes, properties, regions, types)))
        return failure();
      for (Type type : types) {
        auto shaped = dyn_cast<ShapedType>(type);
        if (!shaped)
          return emitOptionalError(
              location, "'", OpT::getOperationName(), "' infers ", type,
              ", which is not a shaped type and has no shape components");
        // ShapedTypeComponents(ShapedType) drops a tensor's encoding
        // (e.g. bounds); keep it.
        auto ranked = dyn_cast<RankedTensorType>(shaped);
        if (ranked)
          inferred.emplace_back(ranked.getShape(), ranked.getElementType(),
                                ranked.getEncoding());
        else
          inferred.emplace_back(shaped);
      }
      return success();
    } else {
      return emitOptionalError(
          location, "'", OpT::getOperationName(),
          "' has no shape function: its result types cannot be inferred, "
          "only its result shape can be reified from its operands");
    }
  }

  LogicalResult reifyReturnTypeShapes(Operation *op, OpBuilder &builder,
                                      ValueRange operands,
                                      SmallVectorImpl<Value> &shapes) const {
    return reifyResultShapes(op, builder, operands, shapes);
  }
};

/// Ops that have no shape function but a reifiable result shape.
template <typename OpT>
constexpr bool kReifiable =
    llvm::is_one_of<OpT, BitcastConvertOp, DynamicBroadcastInDimOp,
                    DynamicIotaOp, DynamicReshapeOp, DynamicPadOp,
                    RealDynamicSliceOp>::value;

template <typename OpT> void attachIfShaped(MLIRContext *context) {
  if constexpr (!OpT::template hasTrait<InferShapedTypeOpInterface::Trait>() &&
                (OpT::template hasTrait<InferTypeOpInterface::Trait>() ||
                 kReifiable<OpT>))
    OpT::template attachInterface<ShapedTypeModel<OpT>>(*context);
}

template <typename... Ops> void attachAll(MLIRContext *context) {
  (attachIfShaped<Ops>(context), ...);
}

} // namespace

LogicalResult
mlir::stablehlo::reifyResultShapes(Operation *op, OpBuilder &builder,
                                   ValueRange operands,
                                   SmallVectorImpl<Value> &shapes) {
  MLIRContext *context = op->getContext();
  if (!context->getLoadedDialect<shape::ShapeDialect>() ||
      !context->getLoadedDialect<tensor::TensorDialect>() ||
      !context->getLoadedDialect<arith::ArithDialect>())
    return failure();
  // Elementwise: the shape of the operand the op's trait names.
  std::optional<unsigned> shapeOperand;
  if (op->hasTrait<OpTrait::ResultShapeOfOperand<0>::Impl>())
    shapeOperand = 0;
  else if (op->hasTrait<OpTrait::ResultShapeOfOperand<1>::Impl>())
    shapeOperand = 1;
  if (shapeOperand) {
    if (operands.size() <= *shapeOperand ||
        !isa<ShapedType>(operands[*shapeOperand].getType()))
      return failure();
    for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
      shapes.push_back(shape::ShapeOfOp::create(builder, op->getLoc(),
                                                operands[*shapeOperand]));
    return success();
  }
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<TransposeOp>([&](auto op) {
        return reifyTranspose(op, builder, operands, shapes);
      })
      .Case<ConcatenateOp>([&](auto op) {
        return reifyConcatenate(op, builder, operands, shapes);
      })
      .Case<DynamicPadOp>([&](auto op) {
        return reifyDynamicPad(op, builder, operands, shapes);
      })
      .Case<RealDynamicSliceOp>([&](auto op) {
        return reifyRealDynamicSlice(op, builder, operands, shapes);
      })
      .Case<DynamicBroadcastInDimOp, DynamicReshapeOp>([&](auto op) {
        return reifyShapeOperand(op, 1, builder, operands, shapes);
      })
      .Case<DynamicIotaOp>([&](auto op) {
        return reifyShapeOperand(op, 0, builder, operands, shapes);
      })
      .Case<RngOp>([&](auto op) {
        return reifyShapeOperand(op, 2, builder, operands, shapes);
      })
      .Case<BitcastConvertOp>([&](auto op) {
        return reifyBitcastConvert(op, builder, operands, shapes);
      })
      .Case<BroadcastOp>([&](auto op) {
        return reifyBroadcast(op, builder, operands, shapes);
      })
      .Case<DotGeneralOp>([&](auto op) {
        return reifyDotGeneral(op, builder, operands, shapes);
      })
      .Case<GatherOp>(
          [&](auto op) { return reifyGather(op, builder, operands, shapes); })
      .Case<DynamicGatherOp>([&](auto op) {
        return reifyDynamicGather(op, builder, operands, shapes);
      })
      .Case<PadOp>(
          [&](auto op) { return reifyPad(op, builder, operands, shapes); })
      .Case<ReduceOp>(
          [&](auto op) { return reifyReduce(op, builder, operands, shapes); })
      .Default([&](Operation *) { return failure(); });
}

void mlir::stablehlo::detail::attachShapedTypeInterfaces(MLIRContext *context) {
  attachAll<
#define GET_OP_LIST
#include "stablehlo/Dialect/Stablehlo/StablehloOps.cpp.inc"
      >(context);
}
