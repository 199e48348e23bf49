//===- StablehloCollectives.cpp - Collective and communication ops --------===//
//
// The collectives and the ops that communicate with the host or other
// devices, or stand for their ordering: all_reduce, all_to_all,
// collective_broadcast, collective_reduce, cross-replica-sum,
// collective_permute, all_gather, reduce_scatter, send, recv, infeed,
// outfeed, create_token, after_all, replica_id, partition_id.
//
// Their shape functions and inferReturnTypes (those of the fixed-type
// results of outfeed, create_token, after_all, replica_id and partition_id
// are generated from StablehloOps.td), the checks of replica groups,
// channels, meshes and source-target pairs, the verifiers of all_gather,
// reduce_scatter, collective_broadcast, collective_reduce,
// cross-replica-sum, infeed and recv, and the check of the mesh symbol that
// replica groups may name.
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "AssemblyFormat.h"
#include "StablehloOpsInternal.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::stablehlo;

namespace mlir::stablehlo {

using namespace detail;

namespace {

/// The dense form of replica_groups: a 2-D tensor of ids, one group per row.
LogicalResult checkDenseReplicaGroups(std::optional<Location> location,
                                      DenseIntElementsAttr groups,
                                      const ReplicaGroupsRules &rules,
                                      std::optional<int64_t> &groupSize) {
  auto type = cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return emitOptionalError(
        location,
        "replica groups should be a rank 2 tensor (one group per row), got ",
        type);
  // In upstream's order and words. Where the groups must cover the ids
  // 0..n-1 (n ids), an id out of that range leaves one of them unseen;
  // elsewhere (n unknown) only negative ids are refused.
  Int64Set seen;
  for (const APInt &value : groups.getValues<APInt>()) {
    int64_t id = value.getSExtValue();
    if (id == -1 && rules.allowPadding)
      continue;
    if (id < 0 && !rules.mustCover)
      return emitOptionalError(location, rules.rangeConstraint,
                               " replica_groups values must be positive, but "
                               "was given ",
                               id);
    if (id == -1)
      return emitOptionalError(location, rules.rangeConstraint,
                               " Invalid replica id -1");
    if (!seen.insert(id).second)
      return emitOptionalError(location, rules.uniqueConstraint,
                               " replica id #", id, " seen more than once");
  }
  if (rules.mustCover)
    for (int64_t id = 0, count = seen.size(); id < count; ++id)
      if (!seen.count(id))
        return emitOptionalError(location, rules.rangeConstraint,
                                 " replica id #", id,
                                 " not seen in replica groups");
  if (type.getNumElements() > 0)
    groupSize = type.getDimSize(1);
  return success();
}

/// The mesh form of replica_groups: the devices that differ only in the
/// coordinates of the referenced axes (or sub-axes) form a group.
LogicalResult checkMeshReplicaGroups(std::optional<Location> location,
                                     ReplicaGroupMeshAxesAttr groups,
                                     const ReplicaGroupsRules &rules,
                                     std::optional<int64_t> &groupSize) {
  // Upstream checks none of the mesh form's groups, nor the sizes and
  // device_ids of an inline mesh: only the spec check does. Products that
  // overflow int64 are refused always.
  bool spec = isSpecCheckEnabled() || rules.checkMeshAlways;
  auto mesh = dyn_cast<MeshAttr>(groups.getMesh());
  int64_t numDevices = 1;
  if (mesh) {
    CheckedInt64 product = 1;
    for (MeshAxisAttr axis : mesh.getAxes()) {
      if (spec && axis.getSize() < 1)
        return emitOptionalError(location, "mesh axis '", axis.getName(),
                                 "' must have a positive size, got ",
                                 axis.getSize());
      product *= axis.getSize();
    }
    if (product.hasOverflowed())
      return emitInt64Overflow(
          location, "the number of devices of the mesh of "
                    "replica_groups, the product of its axis sizes,");
    numDevices = product.get();
    DenseIntElementsAttr deviceIds = mesh.getDeviceIds();
    if (spec && deviceIds) {
      if (deviceIds.getNumElements() != numDevices)
        return emitOptionalError(
            location, "mesh device_ids must have one id per device (",
            numDevices, ", the product of the axis sizes), got ",
            deviceIds.getNumElements());
      Int64Set seen;
      for (const APInt &value : deviceIds.getValues<APInt>())
        if (!seen.insert(value.getSExtValue()).second)
          return emitOptionalError(location, rules.uniqueConstraint,
                                   " mesh device_ids repeats device ",
                                   value.getSExtValue(),
                                   ", which would be in a group twice");
    }
  }
  auto axisSize = [&](StringRef name) -> int64_t {
    for (MeshAxisAttr axis : mesh.getAxes())
      if (axis.getName() == name)
        return axis.getSize();
    return 0; // Excluded by ReplicaGroupMeshAxesAttr::verify.
  };
  auto print = [](AxisRefAttr ref) {
    std::string text = "'" + ref.getName().str() + "'";
    if (SubAxisInfoAttr sub = ref.getSubAxisInfo())
      text += ":(" + std::to_string(sub.getPreSize()) + ")" +
              std::to_string(sub.getSize());
    return text;
  };
  SmallVector<AxisRefAttr> refs;
  for (Attribute attr : groups.getAxes())
    refs.push_back(cast<AxisRefAttr>(attr));
  // The end of the factors a sub-axis (p)s takes, p * s.
  auto factorsEnd = [](SubAxisInfoAttr sub) {
    return CheckedInt64(sub.getPreSize()) * sub.getSize();
  };
  CheckedInt64 size = 1;
  for (auto [index, ref] : llvm::enumerate(refs)) {
    SubAxisInfoAttr sub = ref.getSubAxisInfo();
    if (spec && sub && (sub.getPreSize() < 1 || sub.getSize() < 1))
      return emitOptionalError(location, rules.rangeConstraint, " sub-axis ",
                               print(ref),
                               " must have pre_size >= 1 and size >= 1");
    if (sub && factorsEnd(sub).hasOverflowed())
      return emitInt64Overflow(location, rules.rangeConstraint, " sub-axis ",
                               print(ref),
                               " of replica_groups: pre_size * size");
    if (!spec)
      continue;
    // A sub-axis (p)s takes the factors [p, p * s) of its axis; two
    // references to one axis must take disjoint factors, or they repeat
    // devices.
    for (AxisRefAttr other : ArrayRef(refs).take_front(index)) {
      if (other.getName() != ref.getName())
        continue;
      SubAxisInfoAttr otherSub = other.getSubAxisInfo();
      if (!sub || !otherSub ||
          (sub.getPreSize() < factorsEnd(otherSub).get() &&
           otherSub.getPreSize() < factorsEnd(sub).get()))
        return emitOptionalError(
            location, rules.uniqueConstraint, " axes ", print(other), " and ",
            print(ref),
            " of replica_groups overlap, so groups would repeat devices; "
            "reference each axis once, or disjoint sub-axes of it");
    }
    if (!mesh)
      continue;
    int64_t full = axisSize(ref.getName());
    if (!sub) {
      size *= full;
      continue;
    }
    if (full % factorsEnd(sub).get() != 0)
      return emitOptionalError(location, rules.rangeConstraint, " sub-axis ",
                               print(ref), " does not fit axis '",
                               ref.getName(), "' of size ", full,
                               ": pre_size * size must divide the axis size");
    size *= sub.getSize();
  }
  // The referenced axes and sub-axes are disjoint factors of the mesh: their
  // product does not exceed the number of devices, which fits in int64.
  if (mesh && spec)
    groupSize = size.asOptional();
  return success();
}

} // namespace

LogicalResult checkReplicaGroups(std::optional<Location> location,
                                 Attribute replicaGroups,
                                 const ReplicaGroupsRules &rules,
                                 std::optional<int64_t> &groupSize) {
  groupSize.reset();
  if (auto dense = dyn_cast<DenseIntElementsAttr>(replicaGroups))
    return checkDenseReplicaGroups(location, dense, rules, groupSize);
  return checkMeshReplicaGroups(location,
                                cast<ReplicaGroupMeshAxesAttr>(replicaGroups),
                                rules, groupSize);
}

int64_t getChannelId(Attribute channelHandle) {
  auto handle = dyn_cast_or_null<ChannelHandleAttr>(channelHandle);
  return handle ? handle.getHandle() : 0;
}

LogicalResult checkGlobalDeviceIds(std::optional<Location> location,
                                   StringRef constraint,
                                   Attribute channelHandle,
                                   bool useGlobalDeviceIds) {
  int64_t channelId = getChannelId(channelHandle);
  if (!useGlobalDeviceIds || channelId > 0)
    return success();
  return emitOptionalError(location, constraint,
                           " channel_id must be positive when "
                           "useGlobalDeviceIds is set but got: ",
                           channelId);
}

LogicalResult checkGlobalDeviceIdGroups(std::optional<Location> location,
                                        Attribute replicaGroups,
                                        bool useGlobalDeviceIds) {
  auto dense = dyn_cast<DenseIntElementsAttr>(replicaGroups);
  if (!useGlobalDeviceIds || !dense || dense.getNumElements() != 0)
    return success();
  return emitOptionalError(location,
                           "if `use_global_device_ids` is set, the replica "
                           "groups cannot be empty; got ",
                           dense.getType());
}

namespace {

/// Upstream's equality of the element types of two tensors in a reducer,
/// where `anyFloat` lets two float types of any width match.
bool sameReducerElement(Type a, Type b, bool anyFloat) {
  Type x = getElementTypeOrSelf(a), y = getElementTypeOrSelf(b);
  if (anyFloat && isa<FloatType>(x) && isa<FloatType>(y))
    return true;
  return x == y;
}

/// Upstream's promotion of element types in a reducer: the same kind
/// (integer, i1 included; float; complex; quantized with the same expressed
/// type) and, but for floats, no narrower.
bool isReducerPromotable(Type x, Type y) {
  auto width = [](Type type) -> unsigned {
    if (auto complex = dyn_cast<ComplexType>(type))
      return 2 * complex.getElementType().getIntOrFloatBitWidth();
    if (auto quantized = dyn_cast<quant::QuantizedType>(type))
      return quantized.getStorageTypeIntegralWidth();
    return type.getIntOrFloatBitWidth();
  };
  if (isa<FloatType>(x) && isa<FloatType>(y))
    return true;
  auto qx = dyn_cast<quant::QuantizedType>(x);
  auto qy = dyn_cast<quant::QuantizedType>(y);
  bool sameKind = (isa<IntegerType>(x) && isa<IntegerType>(y)) ||
                  (isa<ComplexType>(x) && isa<ComplexType>(y)) ||
                  (qx && qy && qx.getExpressedType() == qy.getExpressedType());
  return sameKind && width(x) <= width(y);
}

} // namespace

FailureOr<Type> checkCollectiveComputation(std::optional<Location> location,
                                           StringRef constraint,
                                           Region &computation,
                                           TypeRange operandTypes) {
  if (isSpecCheckEnabled())
    return checkReductionComputation(location, constraint, computation,
                                     operandTypes);
  if (computation.empty())
    return emitOptionalError(location, constraint,
                             " computation must have a block");
  Block &block = computation.front();
  if (block.getNumArguments() != 2)
    return emitOptionalError(location, constraint,
                             " Reduction-region must take 2 parameters, but "
                             "takes ",
                             block.getNumArguments(), " parameter(s)");
  if (block.empty() || !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(
        location, constraint,
        " The reduction-region expected to have a terminator");
  TypeRange returned = block.back().getOperandTypes();
  if (returned.empty())
    return emitOptionalError(
        location, constraint,
        " The reduction-region expected to return some value(s)");
  if (returned.size() != 1)
    return emitOptionalError(location, constraint,
                             " Reduction-region here must produce 1 tensors, "
                             "but produces ",
                             returned.size(), " instead");
  auto accumulator = dyn_cast<ShapedType>(returned[0]);
  if (!accumulator)
    return emitOptionalError(location, constraint,
                             " Reduction-region here must produce "
                             "tensor-typed result(s), but produces ",
                             returned[0], " instead");
  for (unsigned index = 0; index < 2; ++index) {
    Type arg = block.getArgument(index).getType();
    if (!isa<ShapedType>(arg) ||
        failed(verifyCompatibleShape(accumulator, arg)) ||
        !sameReducerElement(accumulator, arg, /*anyFloat=*/index == 1))
      return emitOptionalError(
          location, constraint,
          " The type of reduction-region's parameter at index ", index,
          " is different than the corresponding result type: ", arg, " vs ",
          accumulator);
  }
  Type argElement = getElementTypeOrSelf(block.getArgument(1).getType());
  for (Type type : operandTypes) {
    Type element = getElementTypeOrSelf(type);
    auto init = RankedTensorType::get({}, element);
    if (failed(verifyCompatibleShape(init, accumulator)))
      return emitOptionalError(
          location, constraint,
          " The shape of reduction-region's result type at index 0 differs "
          "from the op's corresponding init-value type: ",
          accumulator, " vs ", init);
    if (!isReducerPromotable(element, accumulator.getElementType()))
      return emitOptionalError(
          location, constraint,
          " The element-type of reduction-region's result type at index 0 is "
          "expected to be promotable from the op's corresponding init-value "
          "element-type: ",
          accumulator, " vs ", init);
    if (!isReducerPromotable(element, argElement))
      return emitOptionalError(
          location, constraint,
          " The element-type of reduction-region's argument at index 1 is "
          "expected to be promotable from ",
          element, ", but got ", argElement);
  }
  return accumulator.getElementType();
}

LogicalResult inferAllReduceOp(std::optional<Location> location,
                               TypeRange operandTypes, Attribute replicaGroups,
                               Attribute channelHandle, bool useGlobalDeviceIds,
                               Region &computation,
                               SmallVectorImpl<Type> &inferred) {
  // (C1) is_unique(replica_groups); (C2), (C3) 0 <= replica_groups <
  // size(replica_groups), the number of replicas (or processes), which the
  // groups cover.
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(location, replicaGroups,
                                {"(C1)", "(C2), (C3)", /*mustCover=*/true,
                                 /*allowPadding=*/true},
                                groupSize)))
    return failure();
  if (failed(checkGlobalDeviceIdGroups(location, replicaGroups,
                                       useGlobalDeviceIds)))
    return failure();
  // (C4) If use_global_device_ids = true, then channel_id > 0.
  if (failed(checkGlobalDeviceIds(location, "(C4)", channelHandle,
                                  useGlobalDeviceIds)))
    return failure();
  if (computation.empty()) {
    llvm::append_range(inferred, operandTypes);
    return success();
  }
  // (C5) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E); upstream's weaker rule but in
  // the spec check.
  FailureOr<Type> element =
      checkCollectiveComputation(location, "(C5)", computation, operandTypes);
  if (failed(element))
    return failure();
  // (C6) shape(results...) = shape(operands...); (C7)
  // element_type(results...) = E.
  for (Type type : operandTypes)
    inferred.push_back(withElementType(type, *element));
  return success();
}

LogicalResult inferAllToAllOp(std::optional<Location> location,
                              TypeRange operandTypes, int64_t splitDimension,
                              int64_t concatDimension, int64_t splitCount,
                              Attribute replicaGroups,
                              SmallVectorImpl<Type> &inferred) {
  // (C4) 0 < split_count.
  if (splitCount <= 0)
    return emitOptionalError(location, "(C4) split_count (", splitCount,
                             ") must be positive");
  // (C5) is_unique(replica_groups); (C6), (C7) 0 <= replica_groups <
  // size(replica_groups), the number of replicas or partitions, which the
  // groups cover.
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(location, replicaGroups,
                                {"(C5)", "(C6), (C7)", /*mustCover=*/true,
                                 /*allowPadding=*/false},
                                groupSize)))
    return failure();
  // (C8) dim(replica_groups, 1) = split_count. Empty replica_groups (no
  // groups, or groups of no id) have no group of that size.
  auto dense = dyn_cast<DenseIntElementsAttr>(replicaGroups);
  if (dense && dense.getNumElements() == 0)
    return emitOptionalError(
        location, "(C8) group size of replica_groups must be ", splitCount,
        ", but replica_groups is empty (", dense.getType(), ")");
  if (groupSize && *groupSize != splitCount)
    return emitOptionalError(
        location, "(C8) group size of replica_groups must be ", splitCount,
        " (split_count), but it is ", *groupSize);
  for (auto [index, type] : llvm::enumerate(operandTypes)) {
    auto operand = cast<RankedTensorType>(type);
    int64_t rank = operand.getRank();
    // (C1) 0 <= split_dimension < rank(operands...).
    if (splitDimension < 0 || splitDimension >= rank)
      return emitOptionalError(location, "(C1) AllToAll split_dimension ",
                               splitDimension,
                               " is out-of-bounds for input rank ", rank,
                               " (operand #", index, " of type ", operand, ")");
    // (C3) 0 <= concat_dimension < rank(operands...).
    if (concatDimension < 0 || concatDimension >= rank)
      return emitOptionalError(location, "(C3) AllToAll concat_dimension ",
                               concatDimension,
                               " is out-of-bounds for input rank ", rank,
                               " (operand #", index, " of type ", operand, ")");
    // (C2) dim(operands..., split_dimension) % split_count = 0.
    int64_t splitSize = operand.getDimSize(splitDimension);
    if (!ShapedType::isDynamic(splitSize) && splitSize % splitCount != 0)
      return emitOptionalError(
          location, "(C2) split dimension has size ", splitSize,
          ", expected to be a multiple of split_count ", splitCount,
          " (dimension ", splitDimension, " of operand #", index, ")");
    // (C9) type(results...) = type(operands...) except, if split_dimension
    // != concat_dimension, dim(results..., split_dimension) =
    // dim(operands..., split_dimension) / split_count and dim(results...,
    // concat_dimension) = dim(operands..., concat_dimension) * split_count.
    // A bound follows its dimension.
    if (splitDimension == concatDimension) {
      inferred.push_back(operand);
      continue;
    }
    size_t resultIndex = index;
    auto scaled = [&](RankedTensorType type, int64_t dim,
                      bool divide) -> FailureOr<RankedTensorType> {
      int64_t size = type.getDimSize(dim);
      int64_t bound = getSizeOrBound(type, dim);
      auto scale = [&](int64_t value) {
        if (ShapedType::isDynamic(value))
          return CheckedInt64(value);
        return divide ? CheckedInt64(value / splitCount)
                      : CheckedInt64(value) * splitCount;
      };
      CheckedInt64 newSize = scale(size);
      CheckedInt64 newBound = ShapedType::isDynamic(size)
                                  ? scale(bound)
                                  : CheckedInt64(ShapedType::kDynamic);
      if (newSize.hasOverflowed() || newBound.hasOverflowed())
        return emitInt64Overflow(
            location, "(C9) dimension ", dim, " of result #", resultIndex,
            ", dim(operands..., concat_dimension) * split_count = ",
            ShapedType::isDynamic(size) ? bound : size, " * ", splitCount, ",");
      return withDimension(type, dim, newSize.get(), newBound.get());
    };
    FailureOr<RankedTensorType> split =
        scaled(operand, splitDimension, /*divide=*/true);
    FailureOr<RankedTensorType> result =
        scaled(*split, concatDimension, /*divide=*/false);
    if (failed(result))
      return failure();
    inferred.push_back(*result);
  }
  return success();
}

LogicalResult checkRootIndices(std::optional<Location> location,
                               StringRef constraint, StringRef opName,
                               ValueRange operands) {
  // In upstream's words. Upstream takes any 32-bit integer element type and
  // any encoding, and compares the length with the count of the other
  // operands (a dynamic length never equals it); so do we.
  if (operands.size() < 2)
    return emitOptionalError(location, constraint, " ", opName,
                             " with has_dynamic_root=true requires at least "
                             "two operands (data + root)");
  Value root = operands.back();
  auto rootType = cast<ShapedType>(root.getType());
  if (!rootType.getElementType().isInteger(32) || rootType.getRank() != 1)
    return emitOptionalError(location, constraint, " last operand of ", opName,
                             " with has_dynamic_root=true must be a rank-1 "
                             "i32 tensor, but got ",
                             root.getType());
  int64_t numValues = static_cast<int64_t>(operands.size()) - 1;
  if (rootType.getDimSize(0) != numValues)
    return emitOptionalError(
        location, constraint, " last operand of ", opName,
        " with has_dynamic_root=true must have the same number of elements as "
        "data operands (",
        numValues, "), but got ", rootType.getDimSize(0));
  return success();
}

LogicalResult inferCollectiveBroadcastOp(ValueRange operands,
                                         bool hasDynamicRoot,
                                         SmallVectorImpl<Type> &inferred) {
  // (C3), (C4), (C5) type(results[j]) = type(operands[j]), the root indices
  // aside. As upstream, inference only lists the types: the operand counts
  // and the root's type are checked by the verifier, after the results have
  // been compared with these.
  ValueRange values = operands;
  if (hasDynamicRoot && !values.empty())
    values = values.drop_back();
  llvm::append_range(inferred, values.getTypes());
  return success();
}

LogicalResult verifyCollectiveBroadcastOp(std::optional<Location> location,
                                          ValueRange operands,
                                          Attribute replicaGroups,
                                          bool hasDynamicRoot) {
  // In upstream's order and words: the groups, then the operand counts, then
  // the root indices' type.
  if (auto dense = dyn_cast<DenseIntElementsAttr>(replicaGroups)) {
    auto type = cast<ShapedType>(dense.getType());
    if (type.getRank() != 2)
      return emitOptionalError(location,
                               "replica groups should be a rank 2 tensor,"
                               "but instead it is of rank ",
                               type.getRank());
  }
  // (C1) is_unique(replica_groups); (C2) 0 <= replica_groups < N, the number
  // of replicas or partitions (unknown here: the groups need not cover it).
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(location, replicaGroups,
                                {"(C1)", "(C2)", /*mustCover=*/false,
                                 /*allowPadding=*/false},
                                groupSize)))
    return failure();
  size_t numOperands = operands.size();
  // (C3) size(operands) >= 1.
  if (!hasDynamicRoot) {
    if (numOperands < 1)
      return emitOptionalError(
          location,
          "(C3) collective_broadcast requires at least one data operand");
    return success();
  }
  // (C4) size(operands) >= 2; the last operand has type
  // tensor<[size(operands)-1]xi32>.
  if (failed(
          checkRootIndices(location, "(C4)", "collective_broadcast", operands)))
    return failure();
  Value root = operands.back();
  // (C6) 0 <= operands[size(operands)-1] < shape(replica_groups)[1], checked
  // when the root indices are a constant, by the spec check only (upstream
  // does not look at them).
  DenseIntElementsAttr roots;
  if (isSpecCheckEnabled() && root.getDefiningOp() &&
      matchPattern(root, m_Constant(&roots)))
    for (const APInt &value : roots.getValues<APInt>()) {
      int64_t index = value.getSExtValue();
      if (index < 0 || (groupSize && index >= *groupSize))
        return emitOptionalError(
            location, "(C6) root index ", index, " must be in [0, ",
            groupSize ? std::to_string(*groupSize)
                      : std::string("size of a replica group"),
            ")");
    }
  return success();
}

LogicalResult checkSourceTargetPairs(std::optional<Location> location,
                                     Attribute sourceTargetPairs) {
  auto pairs = cast<DenseIntElementsAttr>(sourceTargetPairs);
  auto type = cast<ShapedType>(pairs.getType());
  // In upstream's order and words, with the values at fault. (I2) a
  // 2-dimensional tensor; (C1) dim(source_target_pairs, 1) = 2.
  if (type.getRank() != 2)
    return emitOptionalError(location,
                             "(C1) expect source_target_pairs attribute to be "
                             "of rank 2, but got rank ",
                             type.getRank());
  if (type.getDimSize(1) != 2)
    return emitOptionalError(location,
                             "(C1) expect source_target_pairs attribute of "
                             "shape (N, 2), but got (",
                             type.getShape(), ")");
  Int64Set sources, targets;
  int64_t index = 0;
  for (const APInt &value : pairs.getValues<APInt>()) {
    int64_t id = value.getSExtValue();
    bool isSource = index++ % 2 == 0;
    // (C4) 0 <= source_target_pairs (< N, unknown here).
    if (id < 0)
      return emitOptionalError(location,
                               "(C4) replica ids in source_target_pairs must "
                               "be >= 0. Got ",
                               id, " in pair ", (index - 1) / 2);
    // (C2) is_unique(source_target_pairs[:, 0]); (C3) the same of [:, 1].
    if (isSource && !sources.insert(id).second)
      return emitOptionalError(location,
                               "(C2) duplicate sources not allowed. Process ",
                               id, " sends in more than one pair");
    if (!isSource && !targets.insert(id).second)
      return emitOptionalError(location,
                               "(C3) duplicate targets not allowed. Process ",
                               id, " receives in more than one pair");
  }
  return success();
}

LogicalResult inferCollectivePermuteOp(std::optional<Location> location,
                                       Type operandType,
                                       Attribute sourceTargetPairs,
                                       SmallVectorImpl<Type> &inferred) {
  if (failed(checkSourceTargetPairs(location, sourceTargetPairs)))
    return failure();
  // (C5) type(result) = type(operand).
  inferred.push_back(operandType);
  return success();
}

//===----------------------------------------------------------------------===//
// send and recv
//===----------------------------------------------------------------------===//

LogicalResult checkSendRecv(std::optional<Location> location, bool isRecv,
                            Attribute channelHandle, bool isHostTransfer,
                            Attribute sourceTargetPairs) {
  bool spec = isSpecCheckEnabled();
  // (C1-C4) source_target_pairs, as collective_permute's, in the spec check
  // only: upstream never looks at them. An empty tensor (which the VHLO
  // round trip makes the same as an absent attribute) holds no pairs.
  if (spec && sourceTargetPairs &&
      cast<DenseIntElementsAttr>(sourceTargetPairs).getNumElements() != 0 &&
      failed(checkSourceTargetPairs(location, sourceTargetPairs)))
    return failure();
  // (C5) channel_type is DEVICE_TO_HOST (2) if is_host_transfer, else
  // DEVICE_TO_DEVICE (1). Upstream's recv requires HOST_TO_DEVICE (3) with
  // is_host_transfer instead; the spec check keeps the spec's rule.
  constexpr int64_t kDeviceToDevice = 1, kDeviceToHost = 2, kHostToDevice = 3;
  int64_t type = cast<ChannelHandleAttr>(channelHandle).getType();
  int64_t hostType = isRecv && !spec ? kHostToDevice : kDeviceToHost;
  bool valid = isHostTransfer ? type == hostType : type == kDeviceToDevice;
  if (valid)
    return success();
  const char *wanted = !isHostTransfer             ? "DEVICE_TO_DEVICE"
                       : hostType == kHostToDevice ? "HOST_TO_DEVICE"
                                                   : "DEVICE_TO_HOST";
  return emitOptionalError(
      location, "(C5) channel_type should be ", wanted,
      " when is_host_transfer is ", isHostTransfer ? "true" : "false",
      "; got channel type ", type, ", it must be ",
      isHostTransfer ? hostType : kDeviceToDevice, " (", wanted, ")");
}

LogicalResult inferSendOp(std::optional<Location> location,
                          Attribute channelHandle, bool isHostTransfer,
                          Attribute sourceTargetPairs,
                          SmallVectorImpl<Type> &inferred) {
  if (failed(checkSendRecv(location, /*isRecv=*/false, channelHandle,
                           isHostTransfer, sourceTargetPairs)))
    return failure();
  inferred.push_back(TokenType::get(channelHandle.getContext()));
  return success();
}

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

LogicalResult SendOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSendOp(location, adaptor.getChannelHandle(),
                     adaptor.getIsHostTransfer(),
                     adaptor.getSourceTargetPairsAttr(), inferred);
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

LogicalResult
CollectiveReduceOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                     Adaptor adaptor,
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
    inferred.push_back(accumulator ? shaped.clone(accumulator) : Type(shaped));
  }
  return success();
}

LogicalResult
CrossReplicaSumOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                    Adaptor adaptor,
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

//===----------------------------------------------------------------------===//
// Structural checks shared by ops with regions
//===----------------------------------------------------------------------===//

namespace {

/// Checks that infeed and recv return at least one value, tensors but the
/// last, a token; in upstream's order and words (they differ between the
/// two ops), with the spec's constraints `nonEmpty`, `tensors` and `token`.
LogicalResult checkTrailingToken(Operation *op, bool isRecv, StringRef nonEmpty,
                                 StringRef tensors, StringRef token) {
  auto label = [](StringRef constraint) {
    return constraint.empty() ? std::string() : (constraint + " ").str();
  };
  unsigned numResults = op->getNumResults();
  if (numResults == 0)
    return op->emitOpError()
           << label(nonEmpty)
           << "result is expected to be at least of size 1, but got 0";
  for (unsigned i = 0; i + 1 < numResults; ++i)
    if (!isa<TensorType>(op->getResult(i).getType()))
      return op->emitOpError()
             << label(tensors)
             << (isRecv ? "everything but the last element of result types "
                          "is expected to be of tensor type, but got "
                        : "all elements of result types, except the last "
                          "element, are expected to be of tensor type, but "
                          "got ")
             << op->getResult(i).getType();
  Type last = op->getResult(numResults - 1).getType();
  if (!isa<TokenType>(last))
    return op->emitOpError()
           << label(token)
           << "last element of result types is expected to be of token "
              "type, but got "
           << last;
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Communication ops
//===----------------------------------------------------------------------===//

LogicalResult InfeedOp::verify() {
  // (C1) 0 < size(results); (C2) the results but the last are tensors;
  // (C3) is_token(type(results[-1])).
  if (failed(
          checkTrailingToken(*this, /*isRecv=*/false, "(C1)", "(C2)", "(C3)")))
    return failure();
  // The layout, which the spec does not have, as upstream checks it: one
  // array of integers per result but the token.
  ArrayAttr layout = getLayoutAttr();
  if (!layout)
    return success();
  size_t expected = getNumResults() - 1;
  if (layout.size() != expected)
    return emitOpError() << "layout-attribute size must be " << expected
                         << " (which is the number of op-results - 1 (for "
                            "token result)), but got "
                         << layout.size();
  for (Attribute entry : layout) {
    auto array = dyn_cast<ArrayAttr>(entry);
    if (!array)
      return emitOpError() << "layout-attribute expected to have elements of "
                              "type array, but got "
                           << entry;
    for (Attribute leaf : array)
      if (!isa<IntegerAttr>(leaf))
        return emitOpError() << "layout-attribute's leaf elements are "
                                "expected to be of type integer, but got "
                             << leaf;
  }
  return success();
}

LogicalResult RecvOp::verify() {
  if (failed(checkSendRecv(getLoc(), /*isRecv=*/true, getChannelHandle(),
                           getIsHostTransfer(), getSourceTargetPairsAttr())))
    return failure();
  // The results, which no constraint of the spec numbers: tensors and a
  // token.
  return checkTrailingToken(*this, /*isRecv=*/true, "", "", "");
}

namespace {
/// The mesh of mesh-axes replica groups, when given as a symbol, must name a
/// symbol visible from `op`. As upstream, only its existence is checked here;
/// what the symbol holds is read where the groups are expanded.
LogicalResult verifyMeshSymbol(Operation *op, Attribute replicaGroups,
                               SymbolTableCollection &symbolTable) {
  auto groups = dyn_cast_if_present<ReplicaGroupMeshAxesAttr>(replicaGroups);
  if (!groups)
    return success();
  auto symbol = dyn_cast<FlatSymbolRefAttr>(groups.getMesh());
  if (!symbol || symbolTable.lookupNearestSymbolFrom(op, symbol))
    return success();
  return op->emitOpError()
         << "replica_groups: mesh symbol '" << symbol.getValue()
         << "' not found; define a mesh named @" << symbol.getValue()
         << " (for example an sdy.mesh op) in the module that holds the op, "
            "or give the mesh inline as #stablehlo.mesh<axes = [...]>";
}
} // namespace

#define STABLEHLO_MESH_SYMBOL_USER(Op)                                         \
  LogicalResult Op::verifySymbolUses(SymbolTableCollection &symbolTable) {     \
    return verifyMeshSymbol(*this, getReplicaGroupsAttr(), symbolTable);       \
  }
STABLEHLO_MESH_SYMBOL_USER(AllGatherOp)
STABLEHLO_MESH_SYMBOL_USER(AllReduceOp)
STABLEHLO_MESH_SYMBOL_USER(ReduceScatterOp)
STABLEHLO_MESH_SYMBOL_USER(AllToAllOp)
STABLEHLO_MESH_SYMBOL_USER(CollectiveBroadcastOp)
STABLEHLO_MESH_SYMBOL_USER(CollectiveReduceOp)
#undef STABLEHLO_MESH_SYMBOL_USER

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

// all_reduce, all_to_all, collective_broadcast and collective_permute check
// their constraints in their shape functions (above).

namespace {

/// The spec's `dim(process_groups, 1)` of all_gather and reduce_scatter, as
/// far as it is known: `groupSize`, or a multiple of it
/// (cross_replica_and_partition: channel_id > 0 and use_global_device_ids =
/// false multiplies it by the number of partitions).
struct ProcessGroupSize {
  std::optional<int64_t> groupSize;
  bool timesPartitions;

  /// Prints the size, e.g. "4", "a multiple of 4" or "unknown".
  std::string str() const {
    if (!groupSize)
      return "unknown";
    return (timesPartitions ? "a multiple of " : "") +
           std::to_string(*groupSize);
  }
};

/// Checks the replica_groups, channel and use_global_device_ids of
/// all_gather and reduce_scatter (their constraints `unique`, `range` and
/// `channel`), and returns what is known of dim(process_groups, 1).
FailureOr<ProcessGroupSize>
checkGroupsAndChannel(Operation *op, Attribute replicaGroups,
                      Attribute channelHandle, bool useGlobalDeviceIds,
                      StringRef unique, StringRef range, StringRef channel) {
  // (range) 0 <= replica_groups < size(replica_groups), the number of
  // replicas (or processes, for flattened_ids), which the groups cover.
  ProcessGroupSize size;
  if (failed(checkReplicaGroups(op->getLoc(), replicaGroups,
                                {unique, range, /*mustCover=*/true,
                                 /*allowPadding=*/false},
                                size.groupSize)))
    return failure();
  if (failed(checkGlobalDeviceIdGroups(op->getLoc(), replicaGroups,
                                       useGlobalDeviceIds)))
    return failure();
  // (channel) If use_global_device_ids = true, then channel_id > 0 (checked
  // by the caller if `channel` is empty).
  if (!channel.empty() &&
      failed(checkGlobalDeviceIds(op->getLoc(), channel, channelHandle,
                                  useGlobalDeviceIds)))
    return failure();
  size.timesPartitions = getChannelId(channelHandle) > 0 && !useGlobalDeviceIds;
  return size;
}

/// True if `whole` = `part` * `factor` is possible, where `factor` is
/// `size` (exactly, or a multiple of it, or anything positive if unknown).
/// Dynamic sizes are always possible.
bool isScaledSize(int64_t whole, int64_t part, const ProcessGroupSize &size) {
  if (ShapedType::isDynamic(whole) || ShapedType::isDynamic(part))
    return true;
  // A unit beyond int64 is larger than any size: only 0 is a multiple of it,
  // and no size equals it.
  CheckedInt64 unit = CheckedInt64(part) * size.groupSize.value_or(1);
  if (size.groupSize && !size.timesPartitions)
    return !unit.hasOverflowed() && whole == unit.get();
  if (unit.hasOverflowed() || unit.get() == 0)
    return whole == 0;
  return whole % unit.get() == 0;
}

/// Checks that `result` has the shape of `operand` except in dimension
/// `dim`, naming constraint `constraint`.
LogicalResult checkShapeExceptDim(Operation *op, StringRef constraint,
                                  RankedTensorType operand,
                                  RankedTensorType result, int64_t dim,
                                  const Twine &what) {
  if (result.getRank() != operand.getRank())
    return op->emitOpError()
           << constraint << " " << what << " has type " << result
           << ", whose rank must be rank(operand) = " << operand.getRank();
  for (int64_t d = 0; d < operand.getRank(); ++d)
    if (d != dim &&
        !areCompatibleSizes(operand.getDimSize(d), result.getDimSize(d))) {
      // Upstream's words, all_gather's and reduce_scatter's.
      if (isa<AllGatherOp>(op))
        return op->emitOpError()
               << constraint
               << " operand and result should have the same shape except for "
                  "the dimension size at 'all_gather_dim': dimension "
               << d << " of " << what << " (" << result
               << ") differs from the operand's (" << operand << ")";
      return op->emitOpError()
             << constraint << " non scatter dimensions should be same for "
             << "operand (" << operand.getDimSize(d) << ") and result ("
             << result.getDimSize(d) << "): dimension " << d;
    }
  return success();
}

} // namespace

LogicalResult AllGatherOp::verify() {
  bool spec = isSpecCheckEnabled();
  // (C2) is_unique(replica_groups); (C3), (C4) 0 <= replica_groups <
  // size(replica_groups).
  FailureOr<ProcessGroupSize> size = checkGroupsAndChannel(
      *this, getReplicaGroups(), getChannelHandleAttr(),
      getUseGlobalDeviceIds(), "(C2)", "(C3), (C4)", spec ? "(C5)" : "");
  if (failed(size))
    return failure();
  // (C5) If use_global_device_ids = true, then channel_id > 0; upstream
  // refuses only a negative channel id (the spec check, all but positive).
  int64_t channelId = getChannelId(getChannelHandleAttr());
  if (!spec && getUseGlobalDeviceIds() && channelId < 0)
    return emitOpError() << "(C5) channel_id cannot be negative when "
                            "useGlobalDeviceIds is set; got "
                         << channelId;
  // (C6) type(results...) = type(operands...) except
  // dim(results..., all_gather_dim) = dim(operands..., all_gather_dim) *
  // dim(process_groups, 1).
  // The spec check checks the gathered dimension as a multiple of the
  // operand's size times the group size, not as exactly that product:
  // upstream's own compatibility artifacts
  // (stablehlo_legalize_to_vhlo.*.mlir.bc) gather 16 from 8 with groups of one
  // replica. Upstream checks it only as a multiple of the operand's size, and
  // checks no further operand once a gathered dimension is dynamic.
  size->timesPartitions = true;
  size_t numOperands = getOperands().size();
  if (getNumResults() != numOperands)
    return emitOpError() << "(C6) must have one result per operand ("
                         << numOperands << "), got " << getNumResults();
  auto dim = static_cast<int64_t>(getAllGatherDim());
  for (auto [index, operandValue, resultValue] :
       llvm::enumerate(getOperands(), getResults())) {
    auto operand = cast<RankedTensorType>(operandValue.getType());
    auto result = cast<RankedTensorType>(resultValue.getType());
    // (C1) 0 <= all_gather_dim < rank(operands...).
    if (dim < 0 || dim >= operand.getRank())
      return emitOpError() << "(C1) all_gather_dim must be a valid index of "
                              "operand; got "
                           << dim << " for operand #" << index << " of type "
                           << operand;
    if (operand.getDimSize(dim) == 0)
      return emitOpError() << "dimension size of operand at 'all_gather_dim' "
                              "cannot be zero: dimension "
                           << dim << " of operand #" << index << " (" << operand
                           << ") has size 0";
    if (result.getElementType() != operand.getElementType())
      return emitOpError() << "(C6) result #" << index << " has element type "
                           << result.getElementType()
                           << ", which must be the operand's, "
                           << operand.getElementType();
    if (failed(checkShapeExceptDim(*this, "(C6)", operand, result, dim,
                                   "result #" + Twine(index))))
      return failure();
    int64_t operandSize = operand.getDimSize(dim);
    int64_t resultSize = result.getDimSize(dim);
    if (!spec) {
      if (ShapedType::isDynamic(operandSize) ||
          ShapedType::isDynamic(resultSize))
        return success();
      if (resultSize % operandSize != 0)
        return emitOpError()
               << "(C6) result gather dimension has size " << resultSize
               << ", expected to be a multiple of operand gather dimension "
                  "size "
               << operandSize << " (dimension " << dim << " of result #"
               << index << ")";
      continue;
    }
    if (!isScaledSize(resultSize, operandSize, *size))
      return emitOpError() << "(C6) dimension " << dim << " of result #"
                           << index << " has size " << resultSize
                           << ", which must be a multiple of the operand's ("
                           << operandSize
                           << ") times the size of a replica group ("
                           << size->groupSize.value_or(1) << ")";
  }
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  bool spec = isSpecCheckEnabled();
  // (C3) is_unique(replica_groups); (C4), (C5) 0 <= replica_groups <
  // size(replica_groups); (C6) use_global_device_ids needs a channel.
  FailureOr<ProcessGroupSize> size = checkGroupsAndChannel(
      *this, getReplicaGroups(), getChannelHandleAttr(),
      getUseGlobalDeviceIds(), "(C3)", "(C4), (C5)", "(C6)");
  if (failed(size))
    return failure();
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  auto dim = static_cast<int64_t>(getScatterDimension());
  // (C7) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E); upstream's weaker rule but in
  // the spec check.
  FailureOr<Type> element = checkCollectiveComputation(
      getLoc(), "(C7)", getComputation(), TypeRange{operand});
  if (failed(element))
    return failure();
  if (result.getRank() != operand.getRank())
    return emitOpError() << "(C8) operand and result should have same rank: "
                         << "the result (" << result
                         << ") must have rank(operand) = " << operand.getRank();
  // (C2) 0 <= scatter_dimension < rank(operand).
  if (dim < 0 || dim >= operand.getRank())
    return emitOpError() << "(C2) scatter dim should be less than "
                            "operand/result rank; got scatter_dimension "
                         << dim << " for rank " << operand.getRank();
  int64_t operandSize = operand.getDimSize(dim);
  int64_t resultSize = result.getDimSize(dim);
  // Upstream checks the rest only when the scattered dimension is static on
  // both sides, and refuses a scattered dimension of size 0.
  bool dynamic =
      ShapedType::isDynamic(operandSize) || ShapedType::isDynamic(resultSize);
  if (!spec && dynamic)
    return success();
  if (!dynamic && resultSize == 0)
    return emitOpError() << "result dimension size at scatter_dimension "
                            "cannot be zero: dimension "
                         << dim << " of the result (" << result
                         << ") has size 0";
  if (!dynamic && operandSize == 0)
    return emitOpError() << "operand dimension size at scatter_dimension "
                            "cannot be zero: dimension "
                         << dim << " of the operand (" << operand
                         << ") has size 0";
  if (!spec) {
    // (C1), (C8) as upstream: the operand's scattered dimension is a
    // multiple of the result's; the group size plays no part.
    if (operandSize % resultSize != 0)
      return emitOpError() << "(C8) operand scatter dimension has size "
                           << operandSize
                           << ", expected to be a multiple of result scatter "
                              "dimension size "
                           << resultSize;
    for (int64_t d = 0; d < operand.getRank(); ++d)
      if (d != dim &&
          !areCompatibleSizes(operand.getDimSize(d), result.getDimSize(d)))
        return emitOpError() << "(C8) non scatter dimensions should be same "
                                "for operand ("
                             << operand.getDimSize(d) << ") and result ("
                             << result.getDimSize(d) << ") in dimension " << d;
    if (result.getElementType() != *element)
      return emitOpError() << "(C9) result element-type is expected to be "
                           << *element << ", but got "
                           << result.getElementType();
    return success();
  }
  // (C1) dim(operand, scatter_dimension) % dim(process_groups, 1) = 0; the
  // group size divides dim(process_groups, 1).
  if (size->groupSize && !ShapedType::isDynamic(operandSize) &&
      operandSize % *size->groupSize != 0)
    return emitOpError() << "(C1) dimension " << dim << " of the operand has "
                         << "size " << operandSize
                         << ", which the process group size (" << size->str()
                         << ") must divide";
  // (C8) shape(result) = shape(operand) except dim(result,
  // scatter_dimension) = dim(operand, scatter_dimension) /
  // dim(process_groups, 1).
  if (failed(
          checkShapeExceptDim(*this, "(C8)", operand, result, dim, "result")))
    return failure();
  if (!isScaledSize(operandSize, resultSize, *size))
    return emitOpError() << "(C8) dimension " << dim << " of the result has "
                         << "size " << resultSize
                         << ", which must be the operand's (" << operandSize
                         << ") divided by the process group size ("
                         << size->str() << ")";
  // (C9) element_type(result) = E.
  if (result.getElementType() != *element)
    return emitOpError() << "(C9) result element type "
                         << result.getElementType()
                         << " must be the computation's element type "
                         << *element;
  return success();
}

LogicalResult CollectiveBroadcastOp::verify() {
  return verifyCollectiveBroadcastOp(getLoc(), getOperands(),
                                     getReplicaGroups(), getHasDynamicRoot());
}

LogicalResult CollectiveReduceOp::verify() {
  // (C1) is_unique(replica_groups); (C2) 0 <= replica_groups < N, the number
  // of replicas or partitions (unknown here). As upstream, the groups must
  // cover the ids 0..k-1 but for -1, which pads a group.
  std::optional<int64_t> groupSize;
  if (failed(checkReplicaGroups(getLoc(), getReplicaGroups(),
                                {"(C1)", "(C2)", /*mustCover=*/true,
                                 /*allowPadding=*/true},
                                groupSize)))
    return failure();
  if (failed(checkGlobalDeviceIdGroups(getLoc(), getReplicaGroups(),
                                       getUseGlobalDeviceIds())))
    return failure();
  // Upstream requires a positive channel id with use_global_device_ids, as
  // all_reduce's (C4) does.
  int64_t channelId = getChannelId(getChannelHandleAttr());
  if (getUseGlobalDeviceIds() && channelId <= 0)
    return emitOpError() << "channel_id must be positive when "
                            "useGlobalDeviceIds is set but got: "
                         << channelId;
  // (C3) shape(results) = shape(operands), but for the root indices: with
  // has_dynamic_root, the last operand is a 1-dimensional tensor of
  // size(operands) - 1 elements (of type si32, says the op's semantics).
  // There is at least one data operand.
  OperandRange values = getOperands();
  if (!getHasDynamicRoot() && values.empty())
    return emitOpError() << "(C3) collective_reduce requires at least one "
                            "data operand";
  if (getHasDynamicRoot()) {
    if (failed(checkRootIndices(getLoc(), "(C3)", "collective_reduce", values)))
      return failure();
    values = values.drop_back();
  }
  if (getNumResults() != values.size())
    return emitOpError() << "(C3) must have one result per operand"
                         << (getHasDynamicRoot() ? " but the root indices" : "")
                         << " (" << values.size() << "), got "
                         << getNumResults();
  for (auto [index, value, result] : llvm::enumerate(values, getResults()))
    if (!isCompatibleShape(value.getType(), result.getType()))
      return emitOpError() << "(C3) result #" << index << " has type "
                           << result.getType()
                           << ", whose shape must be the operand's, "
                           << value.getType();
  // (C4) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E); upstream's weaker rule but in
  // the spec check.
  return checkCollectiveComputation(getLoc(), "(C4)", getComputation(),
                                    values.getTypes());
}

LogicalResult CrossReplicaSumOp::verify() {
  // Not in the spec; upstream requires the operand's type, up to dynamic
  // dimensions.
  Type operand = getOperand().getType(), result = getType();
  if (!isCompatibleForInference(operand, result))
    return emitOpError() << "requires compatible types for all operands and "
                            "results; the result has type "
                         << result << ", the operand " << operand;
  return success();
}
