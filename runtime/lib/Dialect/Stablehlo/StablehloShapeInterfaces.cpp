//===- StablehloShapeInterfaces.cpp - InferShapedTypeOpInterface ----------===//
//
// Every StableHLO op with a shape function (InferTypeOpInterface) also
// implements InferShapedTypeOpInterface: its components are those of the
// types the shape function infers (dims, element type and encoding, e.g.
// bounds). Ops whose result shape can be computed from their operands
// reify it (reifyReturnTypeShapes) as shape, tensor and arith ops.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stablehlo;

namespace {

//===----------------------------------------------------------------------===//
// Reification
//===----------------------------------------------------------------------===//

Type indexType(OpBuilder &builder) { return builder.getIndexType(); }

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

/// transpose: result dim i is operand dim permutation[i].
LogicalResult reifyTranspose(TransposeOp op, OpBuilder &builder,
                             ValueRange operands,
                             SmallVectorImpl<Value> &shapes) {
  Value operand = operands[0];
  if (!isRanked(operand))
    return failure();
  // The permutation indexes the operand's dimensions: an op that has not
  // been verified may hold any values.
  int64_t rank = cast<RankedTensorType>(operand.getType()).getRank();
  if (llvm::any_of(op.getPermutation(),
                   [&](int64_t dim) { return dim < 0 || dim >= rank; }))
    return emitOptionalError(op.getLoc(), "(C2) permutation of ", rank,
                             " dimensions holds an element out of range [0, ",
                             rank, "); cannot reify the result shape");
  SmallVector<Value> dims;
  for (int64_t dim : op.getPermutation())
    dims.push_back(dimOf(builder, op.getLoc(), operand, dim));
  shapes.push_back(fromElements(builder, op.getLoc(), dims));
  return success();
}

/// concatenate: the inputs' dims, their sum along `dimension`.
LogicalResult reifyConcatenate(ConcatenateOp op, OpBuilder &builder,
                               ValueRange operands,
                               SmallVectorImpl<Value> &shapes) {
  if (operands.empty() || !llvm::all_of(operands, isRanked))
    return failure();
  Location loc = op.getLoc();
  int64_t axis = op.getDimension();
  int64_t rank = cast<RankedTensorType>(operands[0].getType()).getRank();
  // Every input is indexed up to rank: an op that has not been verified may
  // have inputs of other ranks.
  if (llvm::any_of(operands, [&](Value input) {
        return cast<RankedTensorType>(input.getType()).getRank() != rank;
      }))
    return failure();
  SmallVector<Value> dims;
  for (int64_t dim = 0; dim < rank; ++dim) {
    if (dim != axis) {
      dims.push_back(dimOf(builder, loc, operands[0], dim));
      continue;
    }
    Value sum = dimOf(builder, loc, operands[0], dim);
    for (Value input : operands.drop_front())
      sum = arith::AddIOp::create(builder, loc, sum,
                                  dimOf(builder, loc, input, dim));
    dims.push_back(sum);
  }
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

/// dynamic_pad, per dim: low + high + size + max(size - 1, 0) * interior,
/// computed on 1-D index tensors.
LogicalResult reifyDynamicPad(DynamicPadOp op, OpBuilder &builder,
                              ValueRange operands,
                              SmallVectorImpl<Value> &shapes) {
  Location loc = op.getLoc();
  if (operands.size() != 5 || !isRanked(operands[0]))
    return failure();
  Value operand = operands[0];
  Value size = shape::ShapeOfOp::create(builder, loc, operand);
  auto indexTensor = cast<RankedTensorType>(size.getType());
  Value low = toIndexTensor(builder, loc, operands[2]);
  Value high = toIndexTensor(builder, loc, operands[3]);
  Value interior = toIndexTensor(builder, loc, operands[4]);
  auto splat = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(indexTensor,
                               ArrayRef<Attribute>{builder.getIndexAttr(value)}));
  };
  Value gaps = arith::MaxSIOp::create(
      builder, loc, arith::SubIOp::create(builder, loc, size, splat(1)),
      splat(0));
  Value result = arith::AddIOp::create(
      builder, loc,
      arith::AddIOp::create(builder, loc, low, high),
      arith::AddIOp::create(builder, loc, size,
                            arith::MulIOp::create(builder, loc, gaps,
                                                  interior)));
  shapes.push_back(result);
  return success();
}

/// real_dynamic_slice, per dim: ceil((limit - start) / stride).
LogicalResult reifyRealDynamicSlice(RealDynamicSliceOp op, OpBuilder &builder,
                                    ValueRange operands,
                                    SmallVectorImpl<Value> &shapes) {
  Location loc = op.getLoc();
  if (operands.size() != 4)
    return failure();
  Value start = toIndexTensor(builder, loc, operands[1]);
  Value limit = toIndexTensor(builder, loc, operands[2]);
  Value stride = toIndexTensor(builder, loc, operands[3]);
  shapes.push_back(arith::CeilDivSIOp::create(
      builder, loc, arith::SubIOp::create(builder, loc, limit, start),
      stride));
  return success();
}

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

/// bitcast_convert: the operand's shape when the element types have the
/// same width; a change of rank is not reified.
LogicalResult reifyBitcastConvert(BitcastConvertOp op, OpBuilder &builder,
                                  ValueRange operands,
                                  SmallVectorImpl<Value> &shapes) {
  auto operandType = dyn_cast<RankedTensorType>(op.getOperand().getType());
  auto resultType = dyn_cast<RankedTensorType>(op.getType());
  if (!operandType || !resultType)
    return failure();
  Type operandElement = getStorageOrElementType(operandType);
  Type resultElement = getStorageOrElementType(resultType);
  if (!operandElement.isIntOrFloat() || !resultElement.isIntOrFloat() ||
      operandElement.getIntOrFloatBitWidth() !=
          resultElement.getIntOrFloatBitWidth())
    return failure();
  return reifyShapeOf(op, 0, builder, operands, shapes);
}

/// broadcast: broadcast_sizes, then the operand's dims.
LogicalResult reifyBroadcast(BroadcastOp op, OpBuilder &builder,
                             ValueRange operands,
                             SmallVectorImpl<Value> &shapes) {
  if (operands.empty() || !isRanked(operands[0]))
    return failure();
  Location loc = op.getLoc();
  SmallVector<Value> dims;
  for (int64_t size : op.getBroadcastSizes())
    dims.push_back(arith::ConstantIndexOp::create(builder, loc, size));
  int64_t rank = cast<RankedTensorType>(operands[0].getType()).getRank();
  for (int64_t dim = 0; dim < rank; ++dim)
    dims.push_back(dimOf(builder, loc, operands[0], dim));
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

/// dot_general: the batching dims (of lhs), then lhs's and rhs's dims that
/// are neither batching nor contracting, each in order.
LogicalResult reifyDotGeneral(DotGeneralOp op, OpBuilder &builder,
                              ValueRange operands,
                              SmallVectorImpl<Value> &shapes) {
  if (operands.size() != 2 || !isRanked(operands[0]) || !isRanked(operands[1]))
    return failure();
  Location loc = op.getLoc();
  DotDimensionNumbersAttr numbers = op.getDotDimensionNumbers();
  int64_t lhsRank = cast<RankedTensorType>(operands[0].getType()).getRank();
  int64_t rhsRank = cast<RankedTensorType>(operands[1].getType()).getRank();
  auto inRange = [](ArrayRef<int64_t> dims, int64_t rank) {
    return llvm::all_of(dims, [&](int64_t d) { return d >= 0 && d < rank; });
  };
  // An op that has not been verified may name any dimension.
  if (!inRange(numbers.getLhsBatchingDimensions(), lhsRank) ||
      !inRange(numbers.getLhsContractingDimensions(), lhsRank) ||
      !inRange(numbers.getRhsBatchingDimensions(), rhsRank) ||
      !inRange(numbers.getRhsContractingDimensions(), rhsRank))
    return failure();
  SmallVector<Value> dims;
  for (int64_t dim : numbers.getLhsBatchingDimensions())
    dims.push_back(dimOf(builder, loc, operands[0], dim));
  auto free = [&](Value side, int64_t rank, ArrayRef<int64_t> batching,
                  ArrayRef<int64_t> contracting) {
    for (int64_t dim = 0; dim < rank; ++dim)
      if (!llvm::is_contained(batching, dim) &&
          !llvm::is_contained(contracting, dim))
        dims.push_back(dimOf(builder, loc, side, dim));
  };
  free(operands[0], lhsRank, numbers.getLhsBatchingDimensions(),
       numbers.getLhsContractingDimensions());
  free(operands[1], rhsRank, numbers.getRhsBatchingDimensions(),
       numbers.getRhsContractingDimensions());
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

/// gather and dynamic_gather: the result's offset_dims hold the slice sizes
/// of the operand dims that are neither collapsed nor batching, in order;
/// its other dims hold start_indices's dims but index_vector_dim, in order.
/// `sliceSize(d)` gives slice size d as an index value.
LogicalResult reifyGatherShape(Operation *op, GatherDimensionNumbersAttr numbers,
                               int64_t operandRank, Value startIndices,
                               function_ref<Value(int64_t)> sliceSize,
                               OpBuilder &builder,
                               SmallVectorImpl<Value> &shapes) {
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType || !isRanked(startIndices))
    return failure();
  Location loc = op->getLoc();
  int64_t indicesRank =
      cast<RankedTensorType>(startIndices.getType()).getRank();
  SmallVector<int64_t> offsetSources;
  for (int64_t dim = 0; dim < operandRank; ++dim)
    if (!llvm::is_contained(numbers.getCollapsedSliceDims(), dim) &&
        !llvm::is_contained(numbers.getOperandBatchingDims(), dim))
      offsetSources.push_back(dim);
  SmallVector<int64_t> batchSources;
  for (int64_t dim = 0; dim < indicesRank; ++dim)
    if (dim != numbers.getIndexVectorDim())
      batchSources.push_back(dim);
  ArrayRef<int64_t> offsetDims = numbers.getOffsetDims();
  int64_t rank = resultType.getRank();
  // An op that has not been verified may disagree with its result's rank.
  if (offsetDims.size() != offsetSources.size() ||
      rank != static_cast<int64_t>(offsetSources.size() + batchSources.size()))
    return failure();
  SmallVector<Value> dims;
  size_t nextOffset = 0, nextBatch = 0;
  for (int64_t dim = 0; dim < rank; ++dim) {
    if (llvm::is_contained(offsetDims, dim)) {
      if (nextOffset >= offsetSources.size())
        return failure();
      dims.push_back(sliceSize(offsetSources[nextOffset++]));
    } else {
      if (nextBatch >= batchSources.size())
        return failure();
      dims.push_back(
          dimOf(builder, loc, startIndices, batchSources[nextBatch++]));
    }
  }
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

LogicalResult reifyGather(GatherOp op, OpBuilder &builder, ValueRange operands,
                          SmallVectorImpl<Value> &shapes) {
  if (operands.size() != 2 || !isRanked(operands[0]))
    return failure();
  ArrayRef<int64_t> sliceSizes = op.getSliceSizes();
  int64_t operandRank = cast<RankedTensorType>(operands[0].getType()).getRank();
  if (static_cast<int64_t>(sliceSizes.size()) != operandRank)
    return failure();
  return reifyGatherShape(
      op, op.getDimensionNumbers(), operandRank, operands[1],
      [&](int64_t dim) -> Value {
        return arith::ConstantIndexOp::create(builder, op.getLoc(),
                                              sliceSizes[dim]);
      },
      builder, shapes);
}

LogicalResult reifyDynamicGather(DynamicGatherOp op, OpBuilder &builder,
                                 ValueRange operands,
                                 SmallVectorImpl<Value> &shapes) {
  if (operands.size() != 3 || !isRanked(operands[0]) || !isRanked(operands[2]))
    return failure();
  Location loc = op.getLoc();
  int64_t operandRank = cast<RankedTensorType>(operands[0].getType()).getRank();
  auto sizesType = cast<RankedTensorType>(operands[2].getType());
  if (sizesType.getRank() != 1 || sizesType.getDimSize(0) != operandRank)
    return failure();
  Value sizes = toIndexTensor(builder, loc, operands[2]);
  return reifyGatherShape(
      op, op.getDimensionNumbers(), operandRank, operands[1],
      [&](int64_t dim) -> Value {
        Value index = arith::ConstantIndexOp::create(builder, loc, dim);
        return tensor::ExtractOp::create(builder, loc, sizes, index);
      },
      builder, shapes);
}

/// pad, per dim: size + max(size - 1, 0) * interior + low + high, with the
/// paddings' constants.
LogicalResult reifyPad(PadOp op, OpBuilder &builder, ValueRange operands,
                       SmallVectorImpl<Value> &shapes) {
  if (operands.empty() || !isRanked(operands[0]))
    return failure();
  Location loc = op.getLoc();
  int64_t rank = cast<RankedTensorType>(operands[0].getType()).getRank();
  ArrayRef<int64_t> low = op.getEdgePaddingLow();
  ArrayRef<int64_t> high = op.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = op.getInteriorPadding();
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank ||
      static_cast<int64_t>(interior.size()) != rank)
    return failure();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  SmallVector<Value> dims;
  for (int64_t dim = 0; dim < rank; ++dim) {
    Value size = dimOf(builder, loc, operands[0], dim);
    if (interior[dim] > 0) {
      Value gaps = arith::MaxSIOp::create(
          builder, loc, arith::SubIOp::create(builder, loc, size, constant(1)),
          constant(0));
      size = arith::AddIOp::create(
          builder, loc, size,
          arith::MulIOp::create(builder, loc, gaps, constant(interior[dim])));
    }
    // low and high are added in the IR, one at a time: their sum in C++
    // could overflow int64 for attribute values read from the bytes.
    Value padded = arith::AddIOp::create(builder, loc, size, constant(low[dim]));
    dims.push_back(
        arith::AddIOp::create(builder, loc, padded, constant(high[dim])));
  }
  shapes.push_back(fromElements(builder, loc, dims));
  return success();
}

/// reduce: the dims of the first input that are not reduced, for every
/// result.
LogicalResult reifyReduce(ReduceOp op, OpBuilder &builder, ValueRange operands,
                          SmallVectorImpl<Value> &shapes) {
  if (operands.empty() || !isRanked(operands[0]))
    return failure();
  Location loc = op.getLoc();
  int64_t rank = cast<RankedTensorType>(operands[0].getType()).getRank();
  SmallVector<Value> dims;
  for (int64_t dim = 0; dim < rank; ++dim)
    if (!llvm::is_contained(op.getDimensions(), dim))
      dims.push_back(dimOf(builder, loc, operands[0], dim));
  Value shape = fromElements(builder, loc, dims);
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
    shapes.push_back(shape);
  return success();
}

//===----------------------------------------------------------------------===//
// The interface model
//===----------------------------------------------------------------------===//

template <typename OpT>
struct ShapedTypeModel
    : public InferShapedTypeOpInterface::ExternalModel<ShapedTypeModel<OpT>,
                                                       OpT> {
  /// The components of the types the shape function infers.
  static LogicalResult inferReturnTypeComponents(
      MLIRContext *context, std::optional<Location> location,
      ValueShapeRange operands, DictionaryAttr attributes,
      OpaqueProperties properties, RegionRange regions,
      SmallVectorImpl<ShapedTypeComponents> &inferred) {
    if constexpr (OpT::template hasTrait<InferTypeOpInterface::Trait>()) {
      SmallVector<Type> types;
      if (failed(OpT::inferReturnTypes(context, location, operands.getValues(),
                                       attributes, properties, regions,
                                       types)))
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

template <typename OpT>
void attachIfShaped(MLIRContext *context) {
  if constexpr (!OpT::template hasTrait<InferShapedTypeOpInterface::Trait>() &&
                (OpT::template hasTrait<InferTypeOpInterface::Trait>() ||
                 kReifiable<OpT>))
    OpT::template attachInterface<ShapedTypeModel<OpT>>(*context);
}

template <typename... Ops>
void attachAll(MLIRContext *context) {
  (attachIfShaped<Ops>(context), ...);
}

} // namespace

LogicalResult mlir::stablehlo::reifyResultShapes(
    Operation *op, OpBuilder &builder, ValueRange operands,
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
      .Case<GatherOp>([&](auto op) {
        return reifyGather(op, builder, operands, shapes);
      })
      .Case<DynamicGatherOp>([&](auto op) {
        return reifyDynamicGather(op, builder, operands, shapes);
      })
      .Case<PadOp>([&](auto op) {
        return reifyPad(op, builder, operands, shapes);
      })
      .Case<ReduceOp>([&](auto op) {
        return reifyReduce(op, builder, operands, shapes);
      })
      .Default([&](Operation *) { return failure(); });
}

void mlir::stablehlo::detail::attachShapedTypeInterfaces(
    MLIRContext *context) {
  attachAll<
#define GET_OP_LIST
#include "stablehlo/Dialect/Stablehlo/StablehloOps.cpp.inc"
      >(context);
}
