//===- StablehloIndexing.cpp - Slicing and indexing ops -------------------===//
//
// The slicing and indexing ops: slice, dynamic_slice, dynamic_update_slice,
// gather, dynamic_gather, scatter, real_dynamic_slice.
//
// Their shape functions and inferReturnTypes, the verifier of
// real_dynamic_slice, slice's custom syntax, and the reification of the
// result shapes of real_dynamic_slice, gather and dynamic_gather. Their
// refineReturnTypes are generated from StablehloOps.td
// (Stablehlo_LabelledResults).
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

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

LogicalResult inferSliceOp(std::optional<Location> location, Type operandType,
                           ArrayRef<int64_t> startIndices,
                           ArrayRef<int64_t> limitIndices,
                           ArrayRef<int64_t> strides,
                           SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C2) one start, limit and stride per dimension of operand (the op's
  // AllMatchSameOperatorTrait has made the three alike).
  if (static_cast<int64_t>(startIndices.size()) != operand.getRank())
    return emitOptionalError(
        location, "(C2) the number of elements in start_indices (",
        startIndices.size(), ") does not match the rank of the operand (",
        operand.getRank(), ")");
  if (failed(checkRankSized(location, "(C2)", "limit_indices",
                            limitIndices.size(), operand)) ||
      failed(
          checkRankSized(location, "(C2)", "strides", strides.size(), operand)))
    return failure();
  SmallVector<int64_t> shape;
  for (int64_t dim = 0, rank = operand.getRank(); dim < rank; ++dim) {
    int64_t start = startIndices[dim], limit = limitIndices[dim];
    int64_t stride = strides[dim];
    // (C3) 0 <= start_indices <= limit_indices <= shape(operand), with the
    // bound standing for a dynamic size.
    // bound standing for a dynamic size; in upstream's order and words.
    if (start < 0)
      return emitOptionalError(location, "(C3) negative start index ", start,
                               " in dimension ", dim);
    int64_t size = getSizeOrBound(operand, dim);
    if (!ShapedType::isDynamic(size) && limit > size)
      return emitOptionalError(location, "(C3) limit index ", limit,
                               " is larger than dimension ",
                               operand.isDynamicDim(dim) ? "bound" : "size",
                               " ", size, " in dimension ", dim);
    if (start > limit)
      return emitOptionalError(location, "(C3) start index ", start,
                               " is larger than limit index ", limit,
                               " in dimension ", dim);
    // (C4) 0 < strides.
    if (stride <= 0)
      return emitOptionalError(location,
                               "(C4) stride must be positive but got ", stride,
                               " in dimension ", dim);
    // (C5) shape(result) = ceil((limit_indices - start_indices) / strides).
    shape.push_back(llvm::divideCeil(limit - start, stride));
  }
  // (C1) element_type(operand) = element_type(result).
  inferred.push_back(RankedTensorType::get(shape, operand.getElementType()));
  return success();
}

LogicalResult inferDynamicSliceOp(std::optional<Location> location,
                                  Type operandType, TypeRange startIndexTypes,
                                  ArrayRef<int64_t> sliceSizes,
                                  SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // In upstream's order and words. (C2) size(start_indices) =
  // size(slice_sizes) = rank(operand).
  if (startIndexTypes.size() != sliceSizes.size())
    return emitOptionalError(
        location, "(C2) has mismatched number of slice sizes (",
        sliceSizes.size(), ") and number of start indices (",
        startIndexTypes.size(), ")");
  if (static_cast<int64_t>(startIndexTypes.size()) != operand.getRank())
    return emitOptionalError(
        location, "(C2) has mismatched number of start indices (",
        startIndexTypes.size(), ") and the rank of operand (",
        operand.getRank(), ")");
  // (C3) same(type(start_indices...)).
  if (!startIndexTypes.empty() && !llvm::all_equal(startIndexTypes))
    return emitOptionalError(location,
                             "(C3) start indices must have same element type; "
                             "got ",
                             startIndexTypes);
  // (C4) 0 <= slice_sizes <= shape(operand). Upstream compares static sizes
  // only; the spec check takes a bound for a dynamic size too.
  for (auto [dim, sliceSize] : llvm::enumerate(sliceSizes)) {
    if (sliceSize < 0)
      return emitOptionalError(location,
                               "(C4) has negative size index to dynamic "
                               "slice: ",
                               sliceSize);
    int64_t size = isSpecCheckEnabled() ? getSizeOrBound(operand, dim)
                                        : operand.getDimSize(dim);
    if (!ShapedType::isDynamic(size) && sliceSize > size)
      return emitOptionalError(location, "(C4) has slice size ", sliceSize,
                               " greater than dimension ",
                               operand.isDynamicDim(dim) ? "bound " : "size ",
                               size, " in dimension ", dim, " of operand");
  }
  // (C1) element_type(operand) = element_type(result); (C5) shape(result) =
  // slice_sizes.
  inferred.push_back(
      RankedTensorType::get(sliceSizes, operand.getElementType()));
  return success();
}

LogicalResult inferDynamicUpdateSliceOp(std::optional<Location> location,
                                        Type operandType, Type updateType,
                                        TypeRange startIndexTypes,
                                        SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  auto update = cast<RankedTensorType>(updateType);
  // (C2) element_type(update) = element_type(operand).
  if (update.getElementType() != operand.getElementType())
    return emitOptionalError(
        location,
        "(C2) update and operand must have the same element type, "
        "but got ",
        update.getElementType(), " and ", operand.getElementType());
  // (C3) rank(update) = rank(operand).
  if (update.getRank() != operand.getRank())
    return emitOptionalError(location,
                             "(C3) update rank does not match operand rank: ",
                             update.getRank(), " vs ", operand.getRank(), ".");
  // (C4) size(start_indices) = rank(operand).
  if (static_cast<int64_t>(startIndexTypes.size()) != operand.getRank())
    return emitOptionalError(location,
                             "(C4) expects number of start_indices to match "
                             "operand rank: ",
                             startIndexTypes.size(), " vs ", operand.getRank(),
                             ".");
  // (C5) same(type(start_indices...)).
  if (!startIndexTypes.empty() && !llvm::all_equal(startIndexTypes))
    return emitOptionalError(location,
                             "(C5) start indices must have same element type; "
                             "got ",
                             startIndexTypes);
  // (C6) 0 <= shape(update) <= shape(operand). Upstream compares static
  // sizes only; the spec check takes bounds for dynamic sizes too.
  bool spec = isSpecCheckEnabled();
  for (int64_t dim = 0, rank = operand.getRank(); dim < rank; ++dim) {
    int64_t updateSize =
        spec ? getSizeOrBound(update, dim) : update.getDimSize(dim);
    int64_t operandSize =
        spec ? getSizeOrBound(operand, dim) : operand.getDimSize(dim);
    if (!ShapedType::isDynamic(updateSize) &&
        !ShapedType::isDynamic(operandSize) && updateSize > operandSize)
      return emitOptionalError(location, "(C6) expects size at dimension ", dim,
                               " of update to be in range [0, ", operandSize,
                               "]. Got: ", updateSize, ".");
  }
  // (C1) type(operand) = type(result).
  inferred.push_back(operand);
  return success();
}

//===----------------------------------------------------------------------===//
// gather and scatter
//===----------------------------------------------------------------------===//

namespace {

/// Checks that `dims` has no repeated element (`constraint`).
LogicalResult checkUnique(std::optional<Location> location,
                          StringRef constraint, StringRef name,
                          ArrayRef<int64_t> dims) {
  Int64Set seen;
  for (int64_t dim : dims)
    if (!seen.insert(dim).second)
      return emitOptionalError(location, constraint, " ", name, " element ",
                               dim, " is repeated");
  return success();
}

SmallVector<int64_t> concat(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  SmallVector<int64_t> result(a);
  llvm::append_range(result, b);
  return result;
}

/// What gather and scatter share: the indices tensor, the operand (input)
/// batching dimensions, the collapsed (inserted) dimensions, the map of index
/// vector elements to operand dimensions and index_vector_dim, with the
/// labels of the constraints on them and the names of the fields.
struct IndexingDims {
  RankedTensorType operand, indices;
  ArrayRef<int64_t> collapsed, operandBatching, indicesBatching, indexMap;
  int64_t indexVectorDim;
};
struct IndexingLabels {
  StringRef collapsed, operandBatching, indicesBatching, indexMap, operand,
      indices;
  StringRef indexVectorRange, indexMapSize, uniqueCollapsedBatching,
      sortedCollapsed, collapsedRange, sortedBatching, batchingRange,
      uniqueIndicesBatching, indicesBatchingRange, indexVectorNotBatching,
      batchingSizes, batchingDimSizes, uniqueMapBatching, mapRange;
};

/// Upstream's words for a list of dimensions that must be sorted or unique,
/// gather's ("expects X to be sorted, got: [...]") or scatter's ("Expects X
/// to be sorted; got: [...].").
LogicalResult checkSortedOrUnique(std::optional<Location> location,
                                  StringRef constraint, bool gather,
                                  StringRef name, ArrayRef<int64_t> dims,
                                  bool sorted) {
  bool holds = sorted ? llvm::is_sorted(dims)
                      : succeeded(checkUnique(std::nullopt, "", "", dims));
  if (holds)
    return success();
  StringRef what = sorted ? "be sorted" : "not repeat";
  if (gather)
    return emitOptionalError(location, constraint, " expects ", name, " to ",
                             what, ", got: [", dims, "]");
  return emitOptionalError(location, constraint, " Expects ", name, " to ",
                           what, "; got: [", dims, "].");
}

/// Upstream's check that the dimensions of two lists are distinct.
LogicalResult checkDistinct(std::optional<Location> location,
                            StringRef constraint, StringRef lhsName,
                            ArrayRef<int64_t> lhs, StringRef rhsName,
                            ArrayRef<int64_t> rhs) {
  Int64Set seen;
  for (int64_t dim : concat(lhs, rhs))
    if (!seen.insert(dim).second)
      return emitOptionalError(location, constraint,
                               " has duplicated dimension from ", lhsName,
                               " and ", rhsName, ": ", dim);
  return success();
}

/// Upstream's check that each of `dims` is in [0, rank of `of`).
LogicalResult checkInBounds(std::optional<Location> location,
                            StringRef constraint, StringRef name,
                            ArrayRef<int64_t> dims, int64_t rank,
                            StringRef of) {
  for (int64_t dim : dims)
    if (dim < 0 || dim >= rank)
      return emitOptionalError(location, constraint,
                               " Expects each element of ", name,
                               " to be in range [0, rank-of('", of,
                               "')) i.e. [0, ", rank, "). got: ", dim, ".");
  return success();
}

/// Checks the constraints gather and scatter share on their indexing
/// dimensions (gather's (C2), (C3), (C6-C8), (C10), (C11), (C13-C19) and
/// scatter's (C9-C22) but (C19)'s twin), in upstream's order (gather's or
/// scatter's) and words. `afterIndexMap`, if given, runs where gather
/// checks its offset_dims.
LogicalResult
checkIndexingDims(std::optional<Location> location, const IndexingDims &d,
                  const IndexingLabels &l,
                  function_ref<LogicalResult()> afterIndexMap = nullptr) {
  bool gather = l.indices == "start_indices";
  int64_t operandRank = d.operand.getRank();
  int64_t indicesRank = d.indices.getRank();
  // 0 <= index_vector_dim <= rank(indices).
  if (d.indexVectorDim < 0 || d.indexVectorDim > indicesRank)
    return emitOptionalError(
        location, l.indexVectorRange,
        " Expects index_vector_dim to be in range [0, rank-of('", l.indices,
        "')] i.e. [0, ", indicesRank, "]. got: ", d.indexVectorDim, ".");
  // size(index map) = index_vector_dim < rank(indices) ?
  // dim(indices, index_vector_dim) : 1; gather checks it here, scatter
  // after the batching dimensions.
  int64_t indexVectorSize = d.indexVectorDim < indicesRank
                                ? d.indices.getDimSize(d.indexVectorDim)
                                : 1;
  auto checkIndexMapSize = [&]() -> LogicalResult {
    if (ShapedType::isDynamic(indexVectorSize) ||
        static_cast<int64_t>(d.indexMap.size()) == indexVectorSize)
      return success();
    if (gather)
      return emitOptionalError(
          location, l.indexMapSize, " ", l.indexMap, " size (",
          d.indexMap.size(), ") is not equal to size of index dimension (",
          d.indexVectorDim, ") of ", l.indices, " (", indexVectorSize, ")");
    return emitOptionalError(
        location, l.indexMapSize, " Scatter op has ", d.indexMap.size(),
        " elements in ", l.indexMap,
        " and the bound of dimension index_vector_dim=", d.indexVectorDim,
        " of ", l.indices, " is ", indexVectorSize,
        ". These two numbers must be equal.");
  };
  if (gather && failed(checkIndexMapSize()))
    return failure();
  if (afterIndexMap && failed(afterIndexMap()))
    return failure();
  // is_unique(collapsed + operand batching); each sorted and in range.
  if (failed(checkDistinct(location, l.uniqueCollapsedBatching, l.collapsed,
                           d.collapsed, l.operandBatching,
                           d.operandBatching)) ||
      failed(checkSortedOrUnique(location, l.sortedCollapsed, gather,
                                 l.collapsed, d.collapsed, /*sorted=*/true)) ||
      failed(checkInBounds(location, l.collapsedRange, l.collapsed, d.collapsed,
                           operandRank, "operand")) ||
      failed(checkSortedOrUnique(location, l.sortedBatching, gather,
                                 l.operandBatching, d.operandBatching,
                                 /*sorted=*/true)) ||
      failed(checkInBounds(location, l.batchingRange, l.operandBatching,
                           d.operandBatching, operandRank, "operand")))
    return failure();
  // indices batching dims: unique, in range, not index_vector_dim.
  if (failed(checkSortedOrUnique(location, l.uniqueIndicesBatching, gather,
                                 l.indicesBatching, d.indicesBatching,
                                 /*sorted=*/false)) ||
      failed(checkInBounds(location, l.indicesBatchingRange, l.indicesBatching,
                           d.indicesBatching, indicesRank, l.indices)))
    return failure();
  StringRef period = gather ? "" : ".";
  if (llvm::is_contained(d.indicesBatching, d.indexVectorDim))
    return emitOptionalError(
        location, l.indexVectorNotBatching, " expects ", l.indicesBatching,
        " not to include index_vector_dim ", d.indexVectorDim, period);
  // as many operand as indices batching dims, of compatible sizes.
  if (d.operandBatching.size() != d.indicesBatching.size())
    return emitOptionalError(location, l.batchingSizes, " ", l.operandBatching,
                             " and ", l.indicesBatching,
                             " should have the same size", period);
  for (auto [index, dims] :
       llvm::enumerate(llvm::zip(d.operandBatching, d.indicesBatching))) {
    auto [o, i] = dims;
    int64_t operandSize = d.operand.getDimSize(o);
    int64_t indicesSize = d.indices.getDimSize(i);
    if (!ShapedType::isDynamic(operandSize) &&
        !ShapedType::isDynamic(indicesSize) && operandSize != indicesSize)
      return emitOptionalError(location, l.batchingDimSizes, " ",
                               l.operandBatching, "[", index, "] and ",
                               l.indicesBatching, "[", index,
                               "] must have compatible sizes, but got ",
                               operandSize, " and ", indicesSize, period);
  }
  if (!gather && failed(checkIndexMapSize()))
    return failure();
  // the index map: unique together with the batching dims, in range.
  if (failed(checkDistinct(location, l.uniqueMapBatching, l.indexMap,
                           d.indexMap, l.operandBatching, d.operandBatching)) ||
      failed(checkInBounds(location, l.mapRange, l.indexMap, d.indexMap,
                           operandRank, "operand")))
    return failure();
  return success();
}

} // namespace

namespace {

/// The labels of the constraints gather and dynamic_gather share, in each
/// op's section of the spec. dynamic_gather's section predates the batching
/// dimensions: its checks on them carry gather's label ("(gather C10)"),
/// and where its constraint is gather's without them (C1, C6, C9), the
/// check covers the batching dimensions as gather's does.
struct GatherLabels {
  IndexingLabels indexing;
  StringRef rank, offsetDims, offsetDimsRange, collapsedSliceSizes,
      batchingSliceSizes, sliceSizesSize, sliceSizesRange;
};

/// The shape function of gather and dynamic_gather: `numSliceSizes` slice
/// sizes, whose values are `sliceSizes` when known; an unknown slice size
/// gives a dynamic result dimension.
LogicalResult
inferGatherLike(std::optional<Location> location, RankedTensorType operand,
                RankedTensorType indices, GatherDimensionNumbersAttr dims,
                int64_t numSliceSizes,
                std::optional<ArrayRef<int64_t>> sliceSizes,
                const GatherLabels &labels, SmallVectorImpl<Type> &inferred) {
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatching = dims.getOperandBatchingDims();
  int64_t operandRank = operand.getRank();
  // rank(operand) = size(offset_dims) + size(collapsed_slice_dims) +
  // size(operand_batching_dims).
  int64_t numDims = static_cast<int64_t>(offsetDims.size() + collapsed.size() +
                                         operandBatching.size());
  if (numDims != operandRank)
    return emitOptionalError(
        location, labels.rank, " offset_dims size (", offsetDims.size(),
        ") plus collapse_slice_dims size (", collapsed.size(),
        ") plus operand_batching_dims size (", operandBatching.size(),
        ") is not equal to operand rank (", operandRank, ")");
  IndexingDims indexing{operand,
                        indices,
                        collapsed,
                        operandBatching,
                        dims.getStartIndicesBatchingDims(),
                        dims.getStartIndexMap(),
                        dims.getIndexVectorDim()};
  // is_sorted(offset_dims) and is_unique(offset_dims), checked by upstream
  // between the index vector and the collapsed dimensions.
  auto checkOffsetDims = [&]() -> LogicalResult {
    if (failed(checkSortedOrUnique(location, labels.offsetDims, true,
                                   "offset_dims", offsetDims, true)) ||
        failed(checkSortedOrUnique(location, labels.offsetDims, true,
                                   "offset_dims", offsetDims, false)))
      return failure();
    return success();
  };
  if (failed(checkIndexingDims(location, indexing, labels.indexing,
                               checkOffsetDims)))
    return failure();
  // size(slice_sizes) = rank(operand).
  if (numSliceSizes != operandRank)
    return emitOptionalError(location, labels.sliceSizesSize,
                             " slice_sizes size (", numSliceSizes,
                             ") not equal to operand rank (", operandRank, ")");
  if (sliceSizes) {
    // 0 <= slice_sizes <= shape(operand) (its bound, if dynamic).
    for (auto [dim, size] : llvm::enumerate(*sliceSizes)) {
      int64_t limit = getSizeOrBound(operand, dim);
      if (size < 0 || (!ShapedType::isDynamic(limit) && size > limit))
        return emitOptionalError(location, labels.sliceSizesRange,
                                 " slice size (", size,
                                 ") is out of bounds for operand dimension (",
                                 limit, ") at index ", dim);
    }
    // slice_sizes[collapsed_slice_dims...] <= 1 and
    // slice_sizes[operand_batching_dims...] <= 1.
    for (auto [constraint, name, list] :
         {std::make_tuple(labels.collapsedSliceSizes, "collapsed_slice_dims",
                          collapsed),
          std::make_tuple(labels.batchingSliceSizes, "operand_batching_dims",
                          operandBatching)})
      for (int64_t dim : list)
        if ((*sliceSizes)[dim] > 1)
          return emitOptionalError(location, constraint,
                                   " Expects that for each dim in ", name,
                                   ", slice_sizes[dim] should be <= 1, but "
                                   "got ",
                                   (*sliceSizes)[dim]);
  }
  // shape(result) = combine(batch_dim_sizes, offset_dim_sizes).
  int64_t indicesRank = indices.getRank();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t numBatch = indicesRank - (indexVectorDim < indicesRank ? 1 : 0);
  int64_t resultRank = numBatch + static_cast<int64_t>(offsetDims.size());
  // 0 <= offset_dims < rank(result).
  for (int64_t dim : offsetDims)
    if (dim < 0 || dim >= resultRank)
      return emitOptionalError(location, labels.offsetDimsRange,
                               " Expects each element of offset_dims to be in "
                               "range [0, implied-result-rank) i.e. [0, ",
                               resultRank, "). got: ", dim, ".");
  SmallVector<int64_t> shape, bounds;
  SmallVector<int64_t> windowDims;
  for (int64_t dim = 0; dim < operandRank; ++dim)
    if (!llvm::is_contained(collapsed, dim) &&
        !llvm::is_contained(operandBatching, dim))
      windowDims.push_back(dim);
  int64_t nextOffset = 0, nextBatch = 0;
  for (int64_t dim = 0; dim < resultRank; ++dim) {
    if (llvm::is_contained(offsetDims, dim)) {
      int64_t window = windowDims[nextOffset++];
      shape.push_back(sliceSizes ? (*sliceSizes)[window]
                                 : ShapedType::kDynamic);
      bounds.push_back(ShapedType::kDynamic);
      continue;
    }
    if (nextBatch == indexVectorDim)
      ++nextBatch;
    shape.push_back(indices.getDimSize(nextBatch));
    bounds.push_back(boundOf(indices, nextBatch));
    ++nextBatch;
  }
  // element_type(operand) = element_type(result).
  inferred.push_back(
      getBoundedTensorType(shape, bounds, operand.getElementType()));
  return success();
}

} // namespace

LogicalResult inferGatherOp(std::optional<Location> location, Type operandType,
                            Type startIndicesType,
                            GatherDimensionNumbersAttr dims,
                            ArrayRef<int64_t> sliceSizes,
                            SmallVectorImpl<Type> &inferred) {
  // (C22) shape(result) and (C23) element_type(result) are those inferred.
  static const GatherLabels labels{{"collapsed_slice_dims",
                                    "operand_batching_dims",
                                    "start_indices_batching_dims",
                                    "start_index_map",
                                    "operand",
                                    "start_indices",
                                    "(C2)",
                                    "(C3)",
                                    "(C6)",
                                    "(C7)",
                                    "(C8)",
                                    "(C10)",
                                    "(C11)",
                                    "(C13)",
                                    "(C14)",
                                    "(C15)",
                                    "(C16)",
                                    "(C17)",
                                    "(C18)",
                                    "(C19)"},
                                   "(C1)",
                                   "(C4)",
                                   "(C5)",
                                   "(C9)",
                                   "(C12)",
                                   "(C20)",
                                   "(C21)"};
  return inferGatherLike(location, cast<RankedTensorType>(operandType),
                         cast<RankedTensorType>(startIndicesType), dims,
                         static_cast<int64_t>(sliceSizes.size()), sliceSizes,
                         labels, inferred);
}

LogicalResult inferDynamicGatherOp(std::optional<Location> location,
                                   Type operandType, Type startIndicesType,
                                   Value sliceSizes,
                                   GatherDimensionNumbersAttr dims,
                                   SmallVectorImpl<Type> &inferred) {
  // (C13) shape(result) and (C14) element_type(result) are those inferred.
  static const GatherLabels labels{{"collapsed_slice_dims",
                                    "operand_batching_dims",
                                    "start_indices_batching_dims",
                                    "start_index_map",
                                    "operand",
                                    "start_indices",
                                    "(C2)",
                                    "(C3)",
                                    "(C6)",
                                    "(C6)",
                                    "(C7)",
                                    "(gather C10)",
                                    "(gather C11)",
                                    "(gather C13)",
                                    "(gather C14)",
                                    "(gather C15)",
                                    "(gather C16)",
                                    "(gather C17)",
                                    "(C9)",
                                    "(C10)"},
                                   "(C1)",
                                   "(C4)",
                                   "(C5)",
                                   "(C8)",
                                   "(gather C12)",
                                   "(C11)",
                                   "(C12)"};
  // slice_sizes is a 1-dimensional tensor (ODS); its values are known when
  // it is a constant.
  int64_t numSliceSizes =
      cast<RankedTensorType>(sliceSizes.getType()).getDimSize(0);
  SmallVector<int64_t> values;
  std::optional<ArrayRef<int64_t>> known;
  DenseIntElementsAttr constant;
  if (sliceSizes.getDefiningOp() &&
      matchPattern(sliceSizes, m_Constant(&constant))) {
    for (const APInt &value : constant.getValues<APInt>())
      values.push_back(value.getSExtValue());
    known = ArrayRef<int64_t>(values);
  }
  return inferGatherLike(location, cast<RankedTensorType>(operandType),
                         cast<RankedTensorType>(startIndicesType), dims,
                         numSliceSizes, known, labels, inferred);
}

LogicalResult inferScatterOp(std::optional<Location> location,
                             TypeRange operandTypes,
                             ScatterDimensionNumbersAttr dims,
                             Region &updateComputation,
                             SmallVectorImpl<Type> &inferred) {
  // (C5) 0 < size(inputs) = size(updates) = N: the operands are N inputs,
  // scatter_indices and N updates. Upstream splits the operands as the op's
  // accessors do, (count - 1) / 2 inputs and as many updates, and does not
  // look at a last operand left over from an even count; the spec check
  // refuses it.
  size_t numOperands = operandTypes.size();
  if (numOperands < 3 || (numOperands % 2 == 0 && isSpecCheckEnabled()))
    return emitOptionalError(location,
                             "(C5) must have N > 0 inputs, "
                             "scatter_indices and N updates; got ",
                             numOperands, " operands");
  size_t n = (numOperands - 1) / 2;
  TypeRange inputTypes = operandTypes.take_front(n);
  Type scatterIndicesType = operandTypes[n];
  TypeRange updateTypes = operandTypes.slice(n + 1, n);
  auto input = cast<RankedTensorType>(inputTypes[0]);
  auto indices = cast<RankedTensorType>(scatterIndicesType);
  auto update = cast<RankedTensorType>(updateTypes[0]);
  // (C1) same(shape(inputs...)); (C3) same(shape(updates...)). Upstream
  // compares sizes only, in its words; the spec check bounds too.
  for (auto [constraint, what, types] :
       {std::tuple<StringRef, StringRef, TypeRange>{"(C1)", "inputs",
                                                    inputTypes},
        {"(C3)", "updates", updateTypes}})
    for (Type type : types)
      if (failed(verifyCompatibleShape(type, types.front())))
        return emitOptionalError(location, constraint, " Not all ", what,
                                 " have compatible shapes. Got ", type, " and ",
                                 types.front());
  for (auto [index, type] : llvm::enumerate(
           isSpecCheckEnabled() ? inputTypes.drop_front() : TypeRange()))
    if (failed(checkCompatibleShapes(location, "(C1)",
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", input)))
      return failure();
  for (auto [index, type] : llvm::enumerate(
           isSpecCheckEnabled() ? updateTypes.drop_front() : TypeRange()))
    if (failed(checkCompatibleShapes(location, "(C3)",
                                     ("update #" + Twine(index + 1)).str(),
                                     type, "update #0", update)))
      return failure();
  // (C6) element_type(updates...) = element_type(inputs...). Upstream
  // StableHLO only requires each to be promotable to the body's types
  // (checkReducerBody, below).
  for (auto [index, types] : llvm::enumerate(
           llvm::zip(isSpecCheckEnabled() ? inputTypes : TypeRange(),
                     isSpecCheckEnabled() ? updateTypes : TypeRange()))) {
    Type inputElement = getElementTypeOrSelf(std::get<0>(types));
    Type updateElement = getElementTypeOrSelf(std::get<1>(types));
    if (inputElement != updateElement)
      return emitOptionalError(location, "(C6) element type of update #", index,
                               " (", updateElement, ") must be that of input #",
                               index, " (", inputElement, ")");
  }
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  ArrayRef<int64_t> inserted = dims.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatching = dims.getInputBatchingDims();
  int64_t inputRank = input.getRank();
  // (C2) rank(inputs[0]) = size(update_window_dims) +
  // size(inserted_window_dims) + size(input_batching_dims).
  int64_t numDims = static_cast<int64_t>(windowDims.size() + inserted.size() +
                                         inputBatching.size());
  // (C22) 0 <= index_vector_dim <= rank(scatter_indices), which upstream
  // checks first (checkIndexingDims checks it again).
  if (dims.getIndexVectorDim() < 0 ||
      dims.getIndexVectorDim() > indices.getRank())
    return emitOptionalError(location,
                             "(C22) Expects index_vector_dim to be in range "
                             "[0, rank-of('scatter_indices')] i.e. [0, ",
                             indices.getRank(),
                             "]. got: ", dims.getIndexVectorDim(), ".");
  if (numDims != inputRank)
    return emitOptionalError(
        location,
        "(C2) Expects rank-of operand to match size-of('update_window_dims') "
        "+ size-of('inserted_window_dims') + size-of('input_batching_dims') "
        "i.e. ",
        numDims, " but got ", inputRank, ".");
  // (C7) is_sorted(update_window_dims) and is_unique(update_window_dims);
  // (C8) 0 <= update_window_dims < rank(updates[0]).
  if (failed(checkSortedOrUnique(location, "(C7)", false, "update_window_dims",
                                 windowDims, true)) ||
      failed(checkSortedOrUnique(location, "(C7)", false, "update_window_dims",
                                 windowDims, false)) ||
      failed(checkInBounds(location, "(C8)", "update_window_dims", windowDims,
                           update.getRank(), "updates")))
    return failure();
  IndexingDims indexing{input,
                        indices,
                        inserted,
                        inputBatching,
                        dims.getScatterIndicesBatchingDims(),
                        dims.getScatterDimsToOperandDims(),
                        dims.getIndexVectorDim()};
  IndexingLabels labels{"inserted_window_dims",
                        "input_batching_dims",
                        "scatter_indices_batching_dims",
                        "scatter_dims_to_operand_dims",
                        "inputs[0]",
                        "scatter_indices",
                        "(C22)",
                        "(C19)",
                        "(C9)",
                        "(C10)",
                        "(C11)",
                        "(C12)",
                        "(C13)",
                        "(C14)",
                        "(C15)",
                        "(C16)",
                        "(C17)",
                        "(C18)",
                        "(C20)",
                        "(C21)"};
  if (failed(checkIndexingDims(location, indexing, labels)))
    return failure();
  // (C4) shape(updates[0]) = combine(update_scatter_dim_sizes,
  // update_window_dim_sizes).
  int64_t indicesRank = indices.getRank();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t numScatter = indicesRank - (indexVectorDim < indicesRank ? 1 : 0);
  int64_t expectedRank = numScatter + static_cast<int64_t>(windowDims.size());
  if (update.getRank() != expectedRank)
    return emitOptionalError(
        location, "(C4) expects updates tensor must be of rank ", expectedRank,
        " ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), "
        "where "
        "'scatter_indices' is expanded by a trailing 1 dimension if "
        "'index_vector_dim' == "
        "rank-of('scatter_indices')), but got ",
        update.getRank(), ".");
  // The window dimensions, then the scatter dimensions, as upstream checks
  // them.
  SmallVector<int64_t> inputWindowDims;
  for (int64_t dim = 0; dim < inputRank; ++dim)
    if (!llvm::is_contained(inserted, dim) &&
        !llvm::is_contained(inputBatching, dim))
      inputWindowDims.push_back(dim);
  int64_t nextWindow = 0, nextScatter = 0;
  for (int64_t dim = 0; dim < expectedRank; ++dim) {
    if (!llvm::is_contained(windowDims, dim))
      continue;
    int64_t size = update.getDimSize(dim);
    int64_t inputDim = inputWindowDims[nextWindow++];
    int64_t limit = getSizeOrBound(input, inputDim);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(limit) &&
        size > limit)
      return emitOptionalError(
          location,
          "(C4) expects bounds of the window dimensions of updates to not "
          "exceed the bounds "
          "of the corresponding dimensions of operand. For dimension ",
          dim, ", updates bound is ", size, ", operand bound is ", limit,
          ". (dimension ", inputDim, " of inputs[0])");
  }
  for (int64_t dim = 0; dim < expectedRank; ++dim) {
    if (llvm::is_contained(windowDims, dim))
      continue;
    int64_t size = update.getDimSize(dim);
    if (nextScatter == indexVectorDim)
      ++nextScatter;
    int64_t indicesSize = indices.getDimSize(nextScatter);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(indicesSize) &&
        size != indicesSize)
      return emitOptionalError(
          location,
          "(C4) expects bounds of the scatter dimensions of updates to be same "
          "as the bounds "
          "of the corresponding dimensions of scatter indices. For scatter "
          "dimension ",
          dim, ", updates bound is ", size, " , scatter_indices bound is ",
          indicesSize, ". (dimension ", nextScatter, " of scatter_indices)");
    ++nextScatter;
  }
  // (C23) update_computation has type (tensor<E0>, ..., tensor<E0>, ...)
  // -> (tensor<E0>, ...) with is_promotable(element_type(inputs[i]), Ei).
  // Upstream StableHLO checks the body against scalar init values of the
  // updates' element types, and promotes any float to any float.
  SmallVector<Type> pseudoInits;
  for (Type type : updateTypes)
    pseudoInits.push_back(
        RankedTensorType::get({}, getElementTypeOrSelf(type)));
  FailureOr<SmallVector<Type>> elements =
      isSpecCheckEnabled()
          ? checkVariadicComputation(location, "(C23)", updateComputation,
                                     inputTypes, 2)
          : checkReducerBody(location, "(C23)", "(C6)", updateComputation,
                             inputTypes, pseudoInits, {});
  if (failed(elements))
    return failure();
  // (C24) shape(inputs...) = shape(results...); (C25) element types Ei.
  for (auto [type, element] : llvm::zip(inputTypes, *elements))
    inferred.push_back(withElementType(type, element));
  return success();
}

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

LogicalResult ScatterOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferScatterOp(location, adaptor.getOperands().getTypes(),
                        adaptor.getScatterDimensionNumbers(),
                        adaptor.getUpdateComputation(), inferred);
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

LogicalResult RealDynamicSliceOp::verify() {
  // Not in the spec; as slice with run-time indices: the result has the
  // operand's element type and rank, and start_indices, limit_indices and
  // strides have one element per dimension of operand and the same type.
  auto operand = cast<RankedTensorType>(getOperand().getType());
  auto result = cast<RankedTensorType>(getType());
  // AllElementTypesMatch compares operand's and result's element types.
  // Upstream StableHLO does not compare the ranks; the spec check does.
  if (isSpecCheckEnabled() && operand.getRank() != result.getRank())
    return emitOpError() << "rank(result) = " << result.getRank()
                         << " must equal rank(operand) = " << operand.getRank();
  // AllTypesMatch makes start_indices, limit_indices and strides alike.
  Type indexType = getStartIndices().getType();
  int64_t size = cast<RankedTensorType>(indexType).getDimSize(0);
  if (!ShapedType::isDynamic(size) && size != operand.getRank())
    return emitOpError() << "has mismatched number of operand rank ("
                         << operand.getRank() << ") and start_indices size ("
                         << size
                         << "); start_indices, limit_indices and strides have "
                            "one element per "
                            "dimension of operand";
  return success();
}

//===----------------------------------------------------------------------===//
// Custom directives of these ops' assembly formats (AssemblyFormat.h)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo {

void printSliceRanges(OpAsmPrinter &p, Operation *, DenseI64ArrayAttr start,
                      DenseI64ArrayAttr limit, DenseI64ArrayAttr strides) {
  ArrayRef<int64_t> starts = start, limits = limit, steps = strides;
  p << '[';
  if (starts.size() != limits.size() || starts.size() != steps.size()) {
    // Invalid op (the verifier rejects it): print every list in full, in a
    // form that does not parse back.
    p << "start_indices: ";
    llvm::interleaveComma(starts, p);
    p << ", limit_indices: ";
    llvm::interleaveComma(limits, p);
    p << ", strides: ";
    llvm::interleaveComma(steps, p);
    p << ']';
    return;
  }
  for (size_t i = 0; i < starts.size(); ++i) {
    if (i)
      p << ", ";
    p << starts[i] << ':' << limits[i];
    if (steps[i] != 1)
      p << ':' << steps[i];
  }
  p << ']';
}

ParseResult parseSliceRanges(OpAsmParser &parser, DenseI64ArrayAttr &start,
                             DenseI64ArrayAttr &limit,
                             DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  // Read as upstream reads it: after each range a ']' or a ',' (so a missing
  // comma is "expected ','").
  if (parser.parseLSquare())
    return failure();
  if (failed(parser.parseOptionalRSquare())) {
    while (true) {
      int64_t step = 1;
      if (parser.parseInteger(starts.emplace_back()) || parser.parseColon() ||
          parser.parseInteger(limits.emplace_back()))
        return failure();
      if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(step))
        return failure();
      steps.push_back(step);
      if (succeeded(parser.parseOptionalRSquare()))
        break;
      if (parser.parseComma())
        return failure();
    }
  }
  Builder &builder = parser.getBuilder();
  start = builder.getDenseI64ArrayAttr(starts);
  limit = builder.getDenseI64ArrayAttr(limits);
  strides = builder.getDenseI64ArrayAttr(steps);
  return success();
}

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// Reification of the result shapes (reifyResultShapes,
// StablehloShapeInterfaces.cpp)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo::detail {

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
      builder, loc, arith::SubIOp::create(builder, loc, limit, start), stride));
  return success();
}

namespace {

/// gather and dynamic_gather: the result's offset_dims hold the slice sizes
/// of the operand dims that are neither collapsed nor batching, in order;
/// its other dims hold start_indices's dims but index_vector_dim, in order.
/// `sliceSize(d)` gives slice size d as an index value.
LogicalResult reifyGatherShape(Operation *op,
                               GatherDimensionNumbersAttr numbers,
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

} // namespace

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

} // namespace mlir::stablehlo::detail
