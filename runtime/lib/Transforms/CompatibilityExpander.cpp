//===- CompatibilityExpander.cpp - newer features in older ops ------------===//
//
// --stablehlo-compatibility-expander=target=X.Y.Z: the rewrites the schema
// declares (`expand:` on an op version, an attribute or a release; generated
// into generated/vhlo/VhloExpansions.inc) that express a feature with older
// ops, each applied when the target is below the release that introduced the
// feature. This file defines one `expand<Name>` per declared rewrite.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/SymbolTable.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/MapVector.h"

#include "AttrConversion.h"

namespace mlir {
namespace stablehlo {

#define GEN_PASS_DEF_STABLEHLOCOMPATIBILITYEXPANDERPASS
#include "stablehlo/Transforms/Passes.h.inc"

namespace {

#define STABLEHLO_EXPANSION(NAME, STR, MAJOR, MINOR, PATCH, SUBJECT)           \
  LogicalResult expand##NAME(Operation *root, unsigned &rewritten);
#include "generated/vhlo/VhloExpansions.inc"
#undef STABLEHLO_EXPANSION

struct ExpansionEntry {
  CompatibilityExpansion info;
  LogicalResult (*apply)(Operation *root, unsigned &rewritten);
};

const ExpansionEntry kExpansions[] = {
#define STABLEHLO_EXPANSION(NAME, STR, MAJOR, MINOR, PATCH, SUBJECT)           \
  {{STR, vhlo::Version(MAJOR, MINOR, PATCH), SUBJECT}, expand##NAME},
#include "generated/vhlo/VhloExpansions.inc"
#undef STABLEHLO_EXPANSION
};

/// The release that introduced the feature expansion `name` rewrites (the
/// schema's fact, through VhloExpansions.inc): the least target that keeps
/// the feature's form.
vhlo::Version releaseOfExpansion(StringRef name) {
  for (const ExpansionEntry &entry : kExpansions)
    if (name == entry.info.name)
      return entry.info.since;
  llvm_unreachable("no expansion of that name in VhloExpansions.inc");
}

//===----------------------------------------------------------------------===//
// tan_to_sine_cosine (tan appeared in 1.4.0)
//===----------------------------------------------------------------------===//

bool hasDefaultAccuracy(TanOp op) {
  ResultAccuracyAttr accuracy = op.getResultAccuracyAttr();
  return !accuracy ||
         (accuracy.getMode().getValue() == ResultAccuracyMode::DEFAULT &&
          accuracy.getAtol().isZero() && accuracy.getRtol().isZero() &&
          accuracy.getUlps() == 0);
}

/// The result_accuracy of an op that makes no accuracy promise.
ResultAccuracyAttr defaultAccuracy(MLIRContext *context) {
  return ResultAccuracyAttr::get(
      context, APFloat(0.0), APFloat(0.0), 0,
      ResultAccuracyModeAttr::get(context, ResultAccuracyMode::DEFAULT));
}

/// Tensors of `type` (a float tensor type) whose elements all hold one value:
/// splat constants for a static shape; otherwise scalars broadcast to the
/// shape of `like` (a tensor of that shape), which is read once with
/// get_dimension_size.
class Splats {
public:
  Splats(OpBuilder &builder, Location loc, RankedTensorType type, Value like)
      : builder(builder), loc(loc), type(type), like(like) {}

  Value get(double value) {
    auto element = cast<FloatType>(type.getElementType());
    APFloat v(value);
    bool lost = false;
    v.convert(element.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
    if (type.hasStaticShape())
      return ConstantOp::create(builder, loc, DenseElementsAttr::get(type, v));
    Value scalar = ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(RankedTensorType::get({}, element), v));
    return DynamicBroadcastInDimOp::create(builder, loc, type, scalar, shape(),
                                           builder.getDenseI64ArrayAttr({}),
                                           nullptr, nullptr);
  }

private:
  Value shape() {
    if (shapeValue)
      return shapeValue;
    SmallVector<Value> sizes;
    auto sizeType = RankedTensorType::get({1}, builder.getI32Type());
    for (int64_t d = 0; d < type.getRank(); ++d) {
      Value size = GetDimensionSizeOp::create(builder, loc, like, d);
      sizes.push_back(ReshapeOp::create(builder, loc, sizeType, size));
    }
    shapeValue =
        sizes.size() == 1
            ? sizes.front()
            : ConcatenateOp::create(builder, loc, sizes, 0).getResult();
    return shapeValue;
  }

  OpBuilder &builder;
  Location loc;
  RankedTensorType type;
  Value like;
  Value shapeValue;
};

/// tan(x + iy) from t = tan(x) (as sine(x) / cosine(x)) and h = tanh(y):
///   tan(z) = (t + ih) / (1 - ith)
///          = (t * sech^2(y) + i * h * (1 + t^2)) / (1 + t^2 * h^2)
/// with sech^2(y) = 1 - h^2 computed as 4e / (1 + e)^2, e = exp(-2|y|), so
/// that it keeps its precision where h rounds to 1. Every intermediate stays
/// finite for finite z (|t| is below 2^25 in f32 and 2^54 in f64), where
/// sine(z) / cosine(z) overflows to inf / inf once |y| passes about 89 (f32)
/// or 710 (f64).
Value complexTan(OpBuilder &builder, Location loc, Value z) {
  auto type = cast<RankedTensorType>(z.getType());
  auto partType =
      type.clone(cast<ComplexType>(type.getElementType()).getElementType());
  ResultAccuracyAttr accuracy = defaultAccuracy(builder.getContext());
  Value x = RealOp::create(builder, loc, partType, z);
  Value y = ImagOp::create(builder, loc, partType, z);
  Value t =
      DivOp::create(builder, loc, partType,
                    SineOp::create(builder, loc, partType, x, accuracy),
                    CosineOp::create(builder, loc, partType, x, accuracy));
  Value h = TanhOp::create(builder, loc, partType, y, accuracy);
  Splats splats(builder, loc, partType, x);
  Value one = splats.get(1.0);
  Value e =
      ExpOp::create(builder, loc, partType,
                    MulOp::create(builder, loc, partType, splats.get(-2.0),
                                  AbsOp::create(builder, loc, partType, y)),
                    accuracy);
  Value onePlusE = AddOp::create(builder, loc, partType, one, e);
  Value sech2 =
      DivOp::create(builder, loc, partType,
                    MulOp::create(builder, loc, partType, splats.get(4.0), e),
                    MulOp::create(builder, loc, partType, onePlusE, onePlusE));
  Value t2 = MulOp::create(builder, loc, partType, t, t);
  Value denominator =
      AddOp::create(builder, loc, partType, one,
                    MulOp::create(builder, loc, partType, t2,
                                  MulOp::create(builder, loc, partType, h, h)));
  Value re = DivOp::create(builder, loc, partType,
                           MulOp::create(builder, loc, partType, t, sech2),
                           denominator);
  Value im = DivOp::create(
      builder, loc, partType,
      MulOp::create(builder, loc, partType, h,
                    AddOp::create(builder, loc, partType, one, t2)),
      denominator);
  return ComplexOp::create(builder, loc, type, re, im);
}

/// tan(x) = sine(x) / cosine(x) for real x; complex x takes complexTan,
/// which stays finite where that quotient overflows. A tan that asks for a
/// particular accuracy is left alone: the rewrite makes no accuracy promise.
LogicalResult expandTanToSineCosine(Operation *root, unsigned &rewritten) {
  SmallVector<TanOp> tans;
  root->walk([&](TanOp op) {
    if (hasDefaultAccuracy(op))
      tans.push_back(op);
  });
  for (TanOp op : tans) {
    OpBuilder builder(op);
    Location loc = op.getLoc();
    Type type = op.getType();
    ResultAccuracyAttr accuracy = defaultAccuracy(op.getContext());
    Value result;
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (ranked && isa<ComplexType>(ranked.getElementType())) {
      result = complexTan(builder, loc, op.getOperand());
    } else {
      Value sine =
          SineOp::create(builder, loc, type, op.getOperand(), accuracy);
      Value cosine =
          CosineOp::create(builder, loc, type, op.getOperand(), accuracy);
      result = DivOp::create(builder, loc, type, sine, cosine);
    }
    op.replaceAllUsesWith(result);
    op.erase();
    ++rewritten;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// gather_batching_dims (operand_batching_dims appeared in 1.1.0)
//===----------------------------------------------------------------------===//

/// `indices` with its index vector dimension moved last: a trailing dimension
/// of size 1 is added when `indexVectorDim` is the rank (scalar indices), and
/// a transpose moves it otherwise. The other dimensions keep their order.
/// Returns the new indices and, in `batchDimOf`, where each old dimension is.
Value indexVectorLast(OpBuilder &builder, Location loc, Value indices,
                      int64_t indexVectorDim,
                      SmallVectorImpl<int64_t> &batchDimOf) {
  auto type = cast<RankedTensorType>(indices.getType());
  int64_t rank = type.getRank();
  batchDimOf.clear();
  for (int64_t d = 0; d < rank; ++d)
    batchDimOf.push_back(d < indexVectorDim ? d : d - 1);
  if (indexVectorDim == rank) {
    SmallVector<int64_t> shape(type.getShape());
    shape.push_back(1);
    return ReshapeOp::create(builder, loc, type.clone(shape), indices);
  }
  if (indexVectorDim == rank - 1)
    return indices;
  SmallVector<int64_t> permutation, shape;
  for (int64_t d = 0; d < rank; ++d)
    if (d != indexVectorDim)
      permutation.push_back(d);
  permutation.push_back(indexVectorDim);
  for (int64_t d : permutation)
    shape.push_back(type.getDimSize(d));
  return TransposeOp::create(builder, loc, type.clone(shape), indices,
                             builder.getDenseI64ArrayAttr(permutation));
}

/// The size of the index vectors of `indices` (along `indexVectorDim`; 1 if
/// it is the rank) with one more index per batching dimension; fails, naming
/// `op` and `attrName`, when the size does not fit in int64.
FailureOr<int64_t>
indexVectorSizeWithBatching(Operation *op, StringRef attrName, Value indices,
                            int64_t indexVectorDim,
                            ArrayRef<int64_t> indicesBatchingDims) {
  auto type = cast<RankedTensorType>(indices.getType());
  int64_t size =
      indexVectorDim < type.getRank() ? type.getDimSize(indexVectorDim) : 1;
  CheckedInt64 sum =
      CheckedInt64(size) + static_cast<int64_t>(indicesBatchingDims.size());
  if (sum.hasOverflowed())
    return op->emitOpError()
           << "cannot expand its batching dimensions: the index vectors ("
           << size << " indices) with one more index per element of "
           << attrName << " (" << indicesBatchingDims.size()
           << ") overflow int64";
  return sum.get();
}

/// Puts before `indices` (index vector last) one index per batching
/// dimension: an iota along that dimension of the indices, i.e. the batch
/// position itself, which addresses the operand's matching batching
/// dimension; upstream's expansion orders them so too. The index vectors
/// become `newSize` long.
Value prependBatchIotas(OpBuilder &builder, Location loc, Value indices,
                        ArrayRef<int64_t> indicesBatchingDims,
                        ArrayRef<int64_t> batchDimOf, int64_t newSize) {
  auto type = cast<RankedTensorType>(indices.getType());
  SmallVector<Value> parts;
  SmallVector<int64_t> shape(type.getShape());
  shape.back() = 1;
  for (int64_t dim : indicesBatchingDims)
    parts.push_back(IotaOp::create(builder, loc, type.clone(shape),
                                   builder.getI64IntegerAttr(batchDimOf[dim])));
  parts.push_back(indices);
  shape.back() = newSize;
  return ConcatenateOp::create(builder, loc, type.clone(shape), parts,
                               builder.getI64IntegerAttr(type.getRank() - 1));
}

SmallVector<int64_t> sortedUnion(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  SmallVector<int64_t> out(a);
  out.append(b.begin(), b.end());
  llvm::sort(out);
  return out;
}

/// A gather with batching dimensions as one without: each operand batching
/// dimension becomes a collapsed dimension addressed by an extra start index,
/// the position along the matching start_indices batching dimension (an iota
/// concatenated before the start indices, index vector last). The batching
/// dimensions' slice size is 1 (C-constraint of gather), and an iota never
/// leaves the operand (their sizes match), so the clamp does not apply.
LogicalResult expandGatherBatchingDims(Operation *root, unsigned &rewritten) {
  SmallVector<GatherOp> gathers;
  root->walk([&](GatherOp op) {
    // The iota needs static indices; dynamic ones are left (and refused).
    auto indices = dyn_cast<RankedTensorType>(op.getStartIndices().getType());
    if (!op.getDimensionNumbers().getOperandBatchingDims().empty() && indices &&
        indices.hasStaticShape())
      gathers.push_back(op);
  });
  for (GatherOp op : gathers) {
    GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
    OpBuilder builder(op);
    Location loc = op.getLoc();
    FailureOr<int64_t> newSize = indexVectorSizeWithBatching(
        op, "start_indices_batching_dims", op.getStartIndices(),
        dims.getIndexVectorDim(), dims.getStartIndicesBatchingDims());
    if (failed(newSize))
      return failure();
    SmallVector<int64_t> batchDimOf;
    Value indices = indexVectorLast(builder, loc, op.getStartIndices(),
                                    dims.getIndexVectorDim(), batchDimOf);
    indices = prependBatchIotas(builder, loc, indices,
                                dims.getStartIndicesBatchingDims(), batchDimOf,
                                *newSize);
    SmallVector<int64_t> startIndexMap(dims.getOperandBatchingDims());
    llvm::append_range(startIndexMap, dims.getStartIndexMap());
    auto newDims = GatherDimensionNumbersAttr::get(
        op.getContext(), dims.getOffsetDims(),
        sortedUnion(dims.getCollapsedSliceDims(),
                    dims.getOperandBatchingDims()),
        /*operandBatchingDims=*/{}, /*startIndicesBatchingDims=*/{},
        startIndexMap, cast<RankedTensorType>(indices.getType()).getRank() - 1);
    // In place, as for scatter: the other attributes and uses stay.
    op.getStartIndicesMutable().assign(indices);
    op.setDimensionNumbersAttr(newDims);
    ++rewritten;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// scatter_batching_dims (input_batching_dims appeared in 1.1.0)
//===----------------------------------------------------------------------===//

/// A scatter with batching dimensions as one without, as for gather: each
/// input batching dimension becomes an inserted window dimension addressed
/// by an extra scatter index, the position along the matching
/// scatter_indices batching dimension. An iota never leaves the input (their
/// sizes match), so no update is dropped that was not dropped before. The
/// op is changed in place: its indices and dimension numbers.
LogicalResult expandScatterBatchingDims(Operation *root, unsigned &rewritten) {
  SmallVector<ScatterOp> scatters;
  root->walk([&](ScatterOp op) {
    // The iota needs static indices; dynamic ones are left (and refused).
    if (!op.getScatterDimensionNumbers().getInputBatchingDims().empty() &&
        op.getScatterIndices().getType().hasStaticShape())
      scatters.push_back(op);
  });
  for (ScatterOp op : scatters) {
    ScatterDimensionNumbersAttr dims = op.getScatterDimensionNumbers();
    OpBuilder builder(op);
    Location loc = op.getLoc();
    FailureOr<int64_t> newSize = indexVectorSizeWithBatching(
        op, "scatter_indices_batching_dims", op.getScatterIndices(),
        dims.getIndexVectorDim(), dims.getScatterIndicesBatchingDims());
    if (failed(newSize))
      return failure();
    SmallVector<int64_t> batchDimOf;
    Value indices = indexVectorLast(builder, loc, op.getScatterIndices(),
                                    dims.getIndexVectorDim(), batchDimOf);
    indices = prependBatchIotas(builder, loc, indices,
                                dims.getScatterIndicesBatchingDims(),
                                batchDimOf, *newSize);
    SmallVector<int64_t> toOperand(dims.getInputBatchingDims());
    llvm::append_range(toOperand, dims.getScatterDimsToOperandDims());
    op.getScatterIndicesMutable().assign(indices);
    op.setScatterDimensionNumbersAttr(ScatterDimensionNumbersAttr::get(
        op.getContext(), dims.getUpdateWindowDims(),
        sortedUnion(dims.getInsertedWindowDims(), dims.getInputBatchingDims()),
        /*inputBatchingDims=*/{}, /*scatterIndicesBatchingDims=*/{}, toOperand,
        cast<RankedTensorType>(indices.getType()).getRank() - 1));
    ++rewritten;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// location_ranges_to_points (ranges are readable from 1.9.0)
//===----------------------------------------------------------------------===//

LogicalResult expandLocationRangesToPoints(Operation *root,
                                           unsigned &rewritten) {
  rewritten += narrowLocationRanges(root);
  return success();
}

//===----------------------------------------------------------------------===//
// mesh_replica_groups_to_dense (#stablehlo.replica_group_mesh_axes, 1.16.0)
//===----------------------------------------------------------------------===//

/// The mesh of a dictionary-form `stablehlo.mesh` attribute, as Shardy's mesh
/// op carries it: {axes = [{name = "x", size = 2 : i64}, ...], device_ids =
/// dense<...>} (device_ids optional). Null when the dictionary has another
/// shape; `why` then says what is wrong.
MeshAttr meshFromDictionary(DictionaryAttr dict, std::string &why) {
  auto axes = dict.getAs<ArrayAttr>("axes");
  if (!axes) {
    why = "its stablehlo.mesh dictionary has no 'axes' array";
    return {};
  }
  SmallVector<MeshAxisAttr> meshAxes;
  for (auto [i, entry] : llvm::enumerate(axes)) {
    auto axis = dyn_cast<DictionaryAttr>(entry);
    auto name = axis ? axis.getAs<StringAttr>("name") : StringAttr();
    auto size = axis ? axis.getAs<IntegerAttr>("size") : IntegerAttr();
    if (!name || !size) {
      why = ("axis #" + llvm::Twine(i) +
             " of its stablehlo.mesh dictionary is not {name = \"...\", size = "
             "N}")
                .str();
      return {};
    }
    meshAxes.push_back(
        MeshAxisAttr::get(dict.getContext(), name.getValue(), size.getInt()));
  }
  Attribute ids = dict.get("device_ids");
  auto deviceIds = dyn_cast_or_null<DenseIntElementsAttr>(ids);
  if (ids && !deviceIds) {
    why = "the device_ids of its stablehlo.mesh dictionary are not a dense "
          "integer tensor";
    return {};
  }
  return MeshAttr::get(dict.getContext(), meshAxes, deviceIds);
}

/// The mesh a replica_group_mesh_axes names: inline, or the mesh of the op
/// its symbol names: a #stablehlo.mesh attribute (any name), or a
/// dictionary-form `stablehlo.mesh` attribute (Shardy's mesh op).
FailureOr<MeshAttr> resolveMesh(Operation *op,
                                ReplicaGroupMeshAxesAttr groups) {
  if (auto mesh = dyn_cast<MeshAttr>(groups.getMesh()))
    return mesh;
  auto symbol = dyn_cast<FlatSymbolRefAttr>(groups.getMesh());
  if (!symbol)
    return op->emitError() << "cannot expand replica_groups: its mesh "
                           << groups.getMesh()
                           << " is neither a #stablehlo.mesh nor a symbol";
  Operation *definition = SymbolTable::lookupNearestSymbolFrom(op, symbol);
  std::string why;
  if (definition) {
    for (NamedAttribute attr : definition->getAttrs())
      if (auto mesh = dyn_cast<MeshAttr>(attr.getValue()))
        return mesh;
    if (auto dict = definition->getAttrOfType<DictionaryAttr>("stablehlo.mesh"))
      if (MeshAttr mesh = meshFromDictionary(dict, why))
        return mesh;
  }
  InFlightDiagnostic diag =
      op->emitError() << "cannot expand replica_groups: the mesh " << symbol;
  if (!why.empty())
    diag << " names an op whose mesh cannot be read: " << why;
  else if (definition)
    diag << " names an op without a #stablehlo.mesh attribute (or a "
            "stablehlo.mesh "
            "dictionary)";
  else
    diag << " is not defined in an enclosing symbol table";
  return diag << "; inline the mesh (mesh = #stablehlo.mesh<axes = [...]>) or "
                 "target "
              << releaseOfExpansion("mesh_replica_groups_to_dense")
              << " or later";
}

/// The dense replica groups of `groups`: tensor<G x S x i64> of device ids.
///
/// The mesh is a row-major grid of its axes (the first axis major); a
/// device's position in it is its linear index, and its id is
/// device_ids[index] (the index itself when device_ids is absent). An axis
/// reference is a whole axis, or the sub-axis (pre_size)size of an axis of
/// size N, whose coordinate is (c / (N / (pre_size * size))) % size for an
/// axis coordinate c (pre_size is the product of the sub-axes before it, the
/// more major ones). The devices that agree on every coordinate the
/// referenced axes do not cover form one group, ordered by their
/// coordinates along the referenced axes in the order given (the first
/// major); groups are in the order of their first device.
DenseIntElementsAttr denseReplicaGroups(MeshAttr mesh,
                                        ReplicaGroupMeshAxesAttr groups) {
  ArrayRef<MeshAxisAttr> axes = mesh.getAxes();
  SmallVector<int64_t> sizes;
  for (MeshAxisAttr axis : axes)
    sizes.push_back(axis.getSize());
  int64_t devices = 1;
  for (int64_t n : sizes)
    devices *= n;
  struct Part {
    size_t axis;
    int64_t stride; // in units of the axis coordinate
    int64_t size;
  };
  SmallVector<Part> parts;
  for (Attribute a : groups.getAxes()) {
    auto ref = cast<AxisRefAttr>(a);
    size_t axis = llvm::find_if(axes,
                                [&](MeshAxisAttr m) {
                                  return m.getName() == ref.getName();
                                }) -
                  axes.begin();
    int64_t n = sizes[axis];
    if (SubAxisInfoAttr sub = ref.getSubAxisInfo())
      parts.push_back(
          {axis, n / (sub.getPreSize() * sub.getSize()), sub.getSize()});
    else
      parts.push_back({axis, 1, n});
  }
  int64_t groupSize = 1;
  for (const Part &p : parts)
    groupSize *= p.size;

  std::optional<SmallVector<int64_t>> ids;
  if (DenseIntElementsAttr deviceIds = mesh.getDeviceIds()) {
    ids.emplace();
    for (const APInt &id : deviceIds.getValues<APInt>())
      ids->push_back(id.getSExtValue());
  }
  // Group key (the linear index with the referenced parts zeroed) -> members.
  llvm::MapVector<int64_t, SmallVector<int64_t>> byKey;
  SmallVector<int64_t> coords(sizes.size());
  for (int64_t linear = 0; linear < devices; ++linear) {
    int64_t rest = linear;
    for (size_t i = sizes.size(); i-- > 0;) {
      coords[i] = rest % sizes[i];
      rest /= sizes[i];
    }
    SmallVector<int64_t> keyCoords(coords);
    int64_t position = 0;
    for (const Part &p : parts) {
      int64_t digit = (coords[p.axis] / p.stride) % p.size;
      position = position * p.size + digit;
      keyCoords[p.axis] -= digit * p.stride;
    }
    int64_t key = 0;
    for (size_t i = 0; i < sizes.size(); ++i)
      key = key * sizes[i] + keyCoords[i];
    SmallVector<int64_t> &members = byKey[key];
    members.resize(groupSize, -1);
    members[position] = ids ? (*ids)[linear] : linear;
  }
  SmallVector<int64_t> flat;
  for (auto &entry : byKey)
    flat.append(entry.second.begin(), entry.second.end());
  auto type =
      RankedTensorType::get({static_cast<int64_t>(byKey.size()), groupSize},
                            IntegerType::get(mesh.getContext(), 64));
  return DenseIntElementsAttr::get(type, flat);
}

/// The most devices a mesh may have for its replica groups to be written in
/// the dense form: one i64 id per device, 128 MiB.
constexpr int64_t kMaxDenseDevices = int64_t(1) << 24;

/// Checks `mesh` (the one `groups` names) with the axes of `groups`, as the
/// verifier checks an inline mesh, and that its dense form is not too large:
/// denseReplicaGroups computes with the axis sizes and indexes by them.
LogicalResult checkMeshForDense(Operation *op, MeshAttr mesh,
                                ReplicaGroupMeshAxesAttr groups) {
  auto inlined = ReplicaGroupMeshAxesAttr::getChecked(
      [&]() -> InFlightDiagnostic {
        InFlightDiagnostic diag = op->emitOpError();
        diag << "cannot expand replica_groups " << groups << ": ";
        return diag;
      },
      op->getContext(), Attribute(mesh), groups.getAxes());
  if (!inlined)
    return failure();
  std::string label = "cannot expand replica_groups with mesh " + [&] {
    std::string text;
    llvm::raw_string_ostream(text) << groups.getMesh();
    return text;
  }() + ":";
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(op->getLoc(), inlined,
                                {label, label, /*mustCover=*/false,
                                 /*allowPadding=*/false,
                                 /*checkMeshAlways=*/true},
                                groupSize)))
    return failure();
  // The axis sizes are positive and their product fits in int64 (checked
  // above).
  CheckedInt64 devices = 1;
  for (MeshAxisAttr axis : mesh.getAxes())
    devices *= axis.getSize();
  if (devices.hasOverflowed() || devices.get() > kMaxDenseDevices)
    return op->emitOpError()
           << "cannot expand replica_groups: the mesh has "
           << (devices.hasOverflowed() ? std::string("more than INT64_MAX")
                                       : std::to_string(devices.get()))
           << " devices, more than the " << kMaxDenseDevices
           << " the dense form of replica_groups may list; target "
           << releaseOfExpansion("mesh_replica_groups_to_dense")
           << " or later to keep the mesh form";
  return success();
}

LogicalResult expandMeshReplicaGroupsToDense(Operation *root,
                                             unsigned &rewritten) {
  WalkResult result = root->walk([&](Operation *op) {
    auto groups = op->getAttrOfType<ReplicaGroupMeshAxesAttr>("replica_groups");
    if (!groups)
      return WalkResult::advance();
    FailureOr<MeshAttr> mesh = resolveMesh(op, groups);
    if (failed(mesh) || failed(checkMeshForDense(op, *mesh, groups)))
      return WalkResult::interrupt();
    op->setAttr("replica_groups", denseReplicaGroups(*mesh, groups));
    ++rewritten;
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

struct StablehloCompatibilityExpanderPass
    : impl::StablehloCompatibilityExpanderPassBase<
          StablehloCompatibilityExpanderPass> {
  using StablehloCompatibilityExpanderPassBase::
      StablehloCompatibilityExpanderPassBase;
  void runOnOperation() override {
    FailureOr<vhlo::Version> version =
        parseTargetVersion(target, getOperation()->getLoc());
    if (failed(version) ||
        failed(expandForCompatibility(getOperation(), *version)))
      signalPassFailure();
  }
};

} // namespace

unsigned narrowLocationRanges(Operation *root) {
  unsigned narrowed = 0;
  AttrTypeReplacer replacer;
  // The replacer caches: this runs once per distinct location.
  replacer.addReplacement(
      [&](FileLineColRange range) -> std::optional<Attribute> {
        if (isStrictFileLineColLoc(range))
          return range;
        if (range.getEndLine() != range.getStartLine() ||
            range.getEndColumn() != range.getStartColumn())
          ++narrowed;
        return FileLineColLoc::get(range.getFilename(), range.getStartLine(),
                                   range.getStartColumn());
      });
  replacer.recursivelyReplaceElementsIn(root, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/true,
                                        /*replaceTypes=*/false);
  return narrowed;
}

ArrayRef<CompatibilityExpansion> getCompatibilityExpansions() {
  static const SmallVector<CompatibilityExpansion> infos = [] {
    SmallVector<CompatibilityExpansion> out;
    for (const ExpansionEntry &e : kExpansions)
      out.push_back(e.info);
    return out;
  }();
  return infos;
}

const CompatibilityExpansion *findCompatibilityExpansion(StringRef name) {
  for (const CompatibilityExpansion &e : getCompatibilityExpansions())
    if (e.name == name)
      return &e;
  return nullptr;
}

/// Whether the rewrite `name` would rewrite `vhloOp` (a VHLO op, as the
/// version conversion sees it). Only the batching-dims rewrites have a
/// condition: their iota needs statically shaped indices.
static bool expansionApplies(StringRef name, Operation *vhloOp) {
  if (name == "gather_batching_dims" || name == "scatter_batching_dims") {
    // gather(operand, start_indices); scatter(inputs..., scatter_indices,
    // updates...) with as many updates as inputs.
    unsigned n = vhloOp->getNumOperands();
    unsigned index = name == "gather_batching_dims" ? 1 : (n - 1) / 2;
    if (n < 2)
      return false;
    auto indices = dyn_cast_or_null<ShapedType>(
        vhlo::convertTypeFromVhlo(vhloOp->getOperand(index).getType()));
    return indices && indices.hasStaticShape();
  }
  return true;
}

bool isExpandable(StringRef subject, vhlo::Version needs, Operation *vhloOp) {
  for (const CompatibilityExpansion &e : getCompatibilityExpansions())
    if (e.subject == subject && e.since == needs)
      return !vhloOp || expansionApplies(e.name, vhloOp);
  return false;
}

LogicalResult expandForCompatibility(
    Operation *root, vhlo::Version target,
    SmallVectorImpl<std::pair<StringRef, unsigned>> *applied) {
  for (const ExpansionEntry &e : kExpansions) {
    if (!(target < e.info.since))
      continue;
    unsigned rewritten = 0;
    if (failed(e.apply(root, rewritten)))
      return root->emitError() << "the compatibility rewrite '" << e.info.name
                               << "' failed for target " << target;
    if (applied && rewritten)
      applied->push_back({e.info.name, rewritten});
  }
  return success();
}

} // namespace stablehlo
} // namespace mlir
