//===- StablehloControlFlow.cpp - Control flow and other ops --------------===//
//
// Shape functions of if, case, async_start, async_done and map, and of the
// ops of no other family: linear algebra, FFT, random numbers and batch
// normalization.
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "StablehloOpsInternal.h"

#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stablehlo {

using namespace detail;

namespace {

/// The types returned by the single block of `region`, named `name`, which
/// must take no arguments.
FailureOr<TypeRange> getBranchResultTypes(std::optional<Location> location,
                                          Region &region, size_t index,
                                          const Twine &name,
                                          StringRef argsConstraint) {
  if (region.empty() || region.front().empty() ||
      !region.front().back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(location, name, " must have a terminated block");
  Block &block = region.front();
  if (block.getNumArguments() != 0)
    return emitOptionalError(location, argsConstraint, " branch ", index,
                             " must have 0 arguments, but found ",
                             block.getNumArguments(), " (", name, ")");
  return TypeRange(block.back().getOperandTypes());
}

/// Infers the results of if/case from `branches`: `outputsConstraint` says
/// they return the same types, which become the results.
LogicalResult
inferBranchingOp(std::optional<Location> location, ArrayRef<Region *> branches,
                 ArrayRef<std::string> names, StringRef argsConstraint,
                 StringRef outputsConstraint, SmallVectorImpl<Type> &inferred) {
  std::optional<TypeRange> first;
  for (auto [index, region, name] : llvm::enumerate(branches, names)) {
    FailureOr<TypeRange> types =
        getBranchResultTypes(location, *region, index, name, argsConstraint);
    if (failed(types))
      return failure();
    if (!first) {
      first = *types;
      continue;
    }
    // Upstream's words; ours name the branches as the spec does.
    if (!isCompatibleForInference(*first, *types))
      return emitOptionalError(location, outputsConstraint, " branch 0 and ",
                               "branch ", index,
                               " have mismatched return types: ", *first,
                               " vs ", *types, " (", names.front(), " and ",
                               name, ")");
  }
  llvm::append_range(inferred, *first);
  return success();
}

} // namespace

LogicalResult inferIfOp(std::optional<Location> location, Region &trueBranch,
                        Region &falseBranch, SmallVectorImpl<Type> &inferred) {
  // (C1) input_types(true_branch) = input_types(false_branch) = [];
  // (C2) output_types(true_branch) = output_types(false_branch);
  // (C3) type(results...) = output_types(true_branch).
  return inferBranchingOp(location, {&trueBranch, &falseBranch},
                          {"true_branch", "false_branch"}, "(C1)", "(C2)",
                          inferred);
}

LogicalResult inferCaseOp(std::optional<Location> location,
                          RegionRange branches,
                          SmallVectorImpl<Type> &inferred) {
  // (C1) 0 < size(branches).
  if (branches.empty())
    return emitOptionalError(location, "(C1) expect at least one branch");
  // (C2) input_types(branches...) = []; (C3) same(output_types(branches...));
  // (C4) type(results...) = output_types(branches[0]).
  SmallVector<Region *> regions(branches.begin(), branches.end());
  SmallVector<std::string> names;
  for (size_t i = 0; i < regions.size(); ++i)
    names.push_back("branches[" + std::to_string(i) + "]");
  return inferBranchingOp(location, regions, names, "(C2)", "(C3)", inferred);
}

LogicalResult inferAsyncStartOp(std::optional<Location> location,
                                TypeRange operandTypes, Region &body,
                                SmallVectorImpl<Type> &inferred) {
  // (C1) body must contain a single operation and a return (of that
  // operation's results). Upstream's verifier words these checks with the
  // op's name first; the constraint follows.
  constexpr StringLiteral op = "'stablehlo.async_start' op ";
  if (body.empty())
    return emitOptionalError(location, op,
                             "region must contain exactly one operation and "
                             "a return; see (C1): the body is empty");
  Block &block = body.front();
  size_t numOps = block.getOperations().size();
  if (numOps != 2 || !isa<ReturnOp>(block.back()))
    return emitOptionalError(location, op,
                             "region must contain exactly one operation and "
                             "a return; see (C1): the body holds ",
                             numOps, " operation(s)");
  Operation &inner = block.front();
  // (C2) the operation is a collective or a slice. collective_reduce, a
  // collective the spec's list predates, is accepted as upstream does, but
  // not by the spec check.
  bool spec = isSpecCheckEnabled();
  if (spec && isa<CollectiveReduceOp>(inner))
    return emitOptionalError(
        location,
        "(C2) region must contain a collective or slice operation of the "
        "spec's list (all_gather, all_reduce, all_to_all, "
        "collective_broadcast, collective_permute, reduce_scatter, slice, "
        "dynamic_slice or dynamic_update_slice), got '",
        inner.getName(), "'");
  if (!isa<AllGatherOp, AllReduceOp, AllToAllOp, CollectiveBroadcastOp,
           CollectivePermuteOp, CollectiveReduceOp, ReduceScatterOp, SliceOp,
           DynamicSliceOp, DynamicUpdateSliceOp>(inner))
    return emitOptionalError(
        location,
        "(C2) region must contain a collective or slice operation "
        "(all_gather, all_reduce, all_to_all, collective_broadcast, "
        "collective_permute, collective_reduce, reduce_scatter, slice, "
        "dynamic_slice or dynamic_update_slice), got '",
        inner.getName(), "'");
  // (C3) the arguments to async_start are the ones passed to the operation:
  // the region's arguments stand for async_start's operands, and the
  // operation takes them, in order.
  if (operandTypes.size() != block.getNumArguments())
    return emitOptionalError(location, op, "number of operands (",
                             operandTypes.size(),
                             ") must match number of region arguments (",
                             block.getNumArguments(), "); see (C3)");
  for (auto [index, type, arg] :
       llvm::enumerate(operandTypes, block.getArgumentTypes()))
    if (type != arg)
      return emitOptionalError(location, op, "operand type ", type,
                               " at index ", index,
                               " must match region argument type ", arg,
                               "; see (C3)");
  // Upstream StableHLO returns the future of the one value the body
  // returns, and checks neither that the operation takes the region's
  // arguments nor that the body returns its results.
  if (block.back().getNumOperands() != 1)
    return emitOptionalError(location, op,
                             "region must return exactly one value, but got ",
                             block.back().getNumOperands(), "; see (C4)");
  if (!spec) {
    inferred.push_back(FutureType::get(
        inner.getContext(), {block.back().getOperand(0).getType()}));
    return success();
  }
  if (!llvm::equal(inner.getOperands(), block.getArguments()))
    return emitOptionalError(
        location, "(C3) '", inner.getName(),
        "' in body must take the region arguments, in order, as its "
        "operands: they are async_start's operands");
  if (!llvm::equal(block.back().getOperands(), inner.getResults()))
    return emitOptionalError(location,
                             "(C4) the return of body must return the "
                             "results of '",
                             inner.getName(), "', in order");
  // (C4) if the operation returns type T, async_start returns future<T>.
  SmallVector<Type> types(inner.getResultTypes());
  inferred.push_back(FutureType::get(inner.getContext(), types));
  return success();
}

LogicalResult inferAsyncDoneOp(std::optional<Location> location,
                               Type operandType,
                               SmallVectorImpl<Type> &inferred) {
  // (C1) async_done of a future<T> returns T; it has one result.
  ArrayRef<Type> types = cast<FutureType>(operandType).getTypes();
  if (types.size() != 1)
    return emitOptionalError(location,
                             "'stablehlo.async_done' op future must have "
                             "exactly one type parameter, but got ",
                             types.size(), "; see (C1): ", operandType,
                             " would give async_done more than one result");
  inferred.push_back(types.front());
  return success();
}

LogicalResult inferMapOp(std::optional<Location> location, TypeRange inputTypes,
                         ArrayRef<int64_t> dimensions, Region &computation,
                         SmallVectorImpl<Type> &inferred) {
  // (C2) 0 < size(inputs) = N.
  if (inputTypes.empty())
    return emitOptionalError(location, "(C2) must have at least one input");
  // (C1) shape(inputs...) = shape(result): the inputs have one shape.
  auto input = cast<RankedTensorType>(inputTypes[0]);
  for (auto [index, type] : llvm::enumerate(inputTypes.drop_front()))
    if (failed(checkCompatibleShapes(location, "(C1)",
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", input)))
      return failure();
  // (C4) computation has type (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'>
  // where Ei = element_type(inputs[i]) and E' = element_type(result); then
  // (C3) dimensions = range(rank(inputs[0])). In upstream's order and
  // words.
  if (computation.empty())
    return emitOptionalError(location, "(C4) computation must not be empty");
  Block &block = computation.front();
  if (block.getNumArguments() != inputTypes.size())
    return emitOptionalError(location,
                             "(C4) expects number of operands to match the "
                             "arity of map computation, but got: ",
                             inputTypes.size(), " and ",
                             block.getNumArguments());
  for (auto [index, type, arg] :
       llvm::enumerate(inputTypes, block.getArgumentTypes())) {
    auto argType = dyn_cast<RankedTensorType>(arg);
    if (!argType || argType.getRank() != 0)
      return emitOptionalError(location,
                               "(C4) computation arguments must be 0-rank "
                               "tensor, but got: arg #",
                               index, " of type ", arg);
    if (argType.getElementType() != getElementTypeOrSelf(type))
      return emitOptionalError(location,
                               "(C4) element type of operands and computation "
                               "arguments must match, but got: ",
                               getElementTypeOrSelf(type), " and ",
                               argType.getElementType());
  }
  if (block.empty() || block.back().getNumOperands() != 1)
    return emitOptionalError(location,
                             "(C4) computation must return single output, but "
                             "got: ",
                             block.empty() ? 0 : block.back().getNumOperands());
  auto returned =
      dyn_cast<RankedTensorType>(block.back().getOperand(0).getType());
  if (!returned || returned.getRank() != 0)
    return emitOptionalError(location,
                             "(C4) computation must return 0-rank tensor, but "
                             "got: ",
                             block.back().getOperand(0).getType());
  for (auto [index, dim] : llvm::enumerate(dimensions))
    if (dim != static_cast<int64_t>(index))
      return emitOptionalError(location,
                               "(C3) requires monotonically increasing "
                               "dimension numbers, but got: ",
                               dimensions);
  for (Type type : inputTypes)
    if (static_cast<int64_t>(dimensions.size()) !=
        cast<RankedTensorType>(type).getRank())
      return emitOptionalError(
          location,
          "(C3) applied to a subset of dimensions currently not supported: "
          "operand dimensions = ",
          cast<RankedTensorType>(type).getRank(),
          ", requested map dimensions size = ", dimensions.size());
  // (C1), (C4) the result has the inputs' shape and element type E'.
  inferred.push_back(input.clone(returned.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// Linear algebra, FFT, random numbers and batch normalization
//===----------------------------------------------------------------------===//

LogicalResult inferCholeskyOp(std::optional<Location> location, Type aType,
                              SmallVectorImpl<Type> &inferred) {
  auto a = cast<RankedTensorType>(aType);
  // (C2) 2 <= rank(a).
  if (a.getRank() < 2)
    return emitOptionalError(location,
                             "(C2) argument 'a' must have rank >= 2, got "
                             "shape ",
                             a.getShape(), ".");
  // (C3) dim(a, -2) = dim(a, -1).
  int64_t rows = a.getDimSize(a.getRank() - 2);
  int64_t columns = a.getDimSize(a.getRank() - 1);
  if (!ShapedType::isDynamic(rows) && !ShapedType::isDynamic(columns) &&
      rows != columns)
    return emitOptionalError(location,
                             "(C3) minor dimensions of 'a' must have equal "
                             "size, got shape ",
                             a.getShape(), ".");
  // (C1) baseline_type(a) = baseline_type(result).
  inferred.push_back(a);
  return success();
}

LogicalResult inferTriangularSolveOp(std::optional<Location> location,
                                     Type aType, Type bType, bool leftSide,
                                     bool transposeAInvalid,
                                     SmallVectorImpl<Type> &inferred) {
  auto a = cast<RankedTensorType>(aType);
  auto b = cast<RankedTensorType>(bType);
  // (C1) baseline_element_type(a) = baseline_element_type(b).
  if (!isSameBaselineElementType(a.getElementType(), b.getElementType()))
    return emitOptionalError(location,
                             "(C1) a and b must have the same element type, "
                             "but got ",
                             a.getElementType(), " and ", b.getElementType());
  // (C2) 2 <= rank(a) = rank(b) = R; (C3) dim(a, -2) = dim(a, -1) =
  // dim(b, left_side ? -2 : -1) and the batch dimensions agree. The spec
  // writes shape(a)[:-3] = shape(b)[:-3], but its semantics index a and b
  // with the same i0, ..., iR-3, that is shape[:-2], as upstream checks; so
  // dimension -3 is compared too. In upstream's order and words.
  int64_t rank = a.getRank();
  if (rank < 2)
    return emitOptionalError(location,
                             "(C2) operand 'a' must have rank >= 2, but got ",
                             a);
  if (!areCompatibleSizes(a.getDimSize(rank - 2), a.getDimSize(rank - 1)))
    return emitOptionalError(location,
                             "(C3) two minor dimensions of operand 'a' must "
                             "be compatible, but got ",
                             a);
  if (b.getRank() != rank)
    return emitOptionalError(location,
                             "(C2) operands must have equal rank, but got ", a,
                             " and ", b);
  if (!areCompatibleSizes(a.getDimSize(rank - 1),
                  b.getDimSize(leftSide ? rank - 2 : rank - 1)))
    return emitOptionalError(location,
                             "(C3) shared dimension of operands 'a' and 'b' "
                             "must be compatible, but got ",
                             a, " and ", b, " (left_side = ",
                             leftSide ? "true" : "false", ")");
  for (int64_t dim = 0; dim + 2 < rank; ++dim)
    if (!areCompatibleSizes(a.getDimSize(dim), b.getDimSize(dim)))
      return emitOptionalError(location,
                               "(C3) batch dimensions of the operands must be "
                               "compatible, but got ",
                               a, " and ", b);
  // TRANSPOSE_INVALID is a case of the enum that names no operation; it is
  // refused once the shapes are checked, in upstream's words.
  if (transposeAInvalid)
    return emitOptionalError(
        location, "Invalid transpose option value for triangular solve");
  // (C4) baseline_type(b) = baseline_type(result).
  inferred.push_back(b);
  return success();
}

LogicalResult inferFftOp(std::optional<Location> location, Type operandType,
                         FftType fftType, ArrayRef<int64_t> fftLength,
                         SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  int64_t rank = operand.getRank();
  int64_t n = static_cast<int64_t>(fftLength.size());
  // In upstream's order and words: (C3) 1 <= size(fft_length) <= 3; (C2)
  // the element types (RFFT takes f32 or f64, as upstream requires); (C1)
  // size(fft_length) <= rank(operand).
  if (n < 1 || n > 3)
    return emitOptionalError(location,
                             "(C3) rank must be between 1 and 3, but got ", n,
                             ".");
  Type element = operand.getElementType();
  auto complex = dyn_cast<ComplexType>(element);
  bool real = fftType == FftType::RFFT;
  bool inverseReal = fftType == FftType::IRFFT;
  if (real && !element.isF32() && !element.isF64())
    return emitOptionalError(location,
                             "(C2) RFFT requires f32 or f64 input type, but is "
                             "given ",
                             element, ".");
  if (!real && !complex)
    return emitOptionalError(location,
                             "(C2) FFT/IFFT/IRFFT take a complex tensor as "
                             "input, but is given ",
                             operand, ".");
  if (n > rank)
    return emitOptionalError(location,
                             "(C1) operand rank must not be less than fft "
                             "rank of ",
                             n, " for operand of type ", operand, ".");
  Type resultElement = element;
  if (real)
    resultElement = ComplexType::get(element);
  else if (inverseReal)
    resultElement = complex.getElementType();
  // (C4) the trailing dimensions of the real tensor are fft_length; (C5)
  // the result has the operand's shape but the last dimension, which RFFT
  // makes n / 2 + 1 and IRFFT fft_length's last.
  ShapeAndBounds shape(operand);
  if (real) {
    for (int64_t i = 0; i < n; ++i) {
      int64_t size = operand.getDimSize(rank - n + i);
      if (!ShapedType::isDynamic(size) && size != fftLength[i])
        return emitOptionalError(location,
                                 "(C4) RFFT requires innermost dimensions to "
                                 "be compatible with fft_length. Got: ",
                                 operand.getShape(), " but wanted ", fftLength,
                                 ".");
    }
    int64_t last = fftLength[n - 1];
    shape.shape[rank - 1] = last == 0 ? 0 : last / 2 + 1;
    shape.bounds[rank - 1] = ShapedType::kDynamic;
  } else if (inverseReal) {
    for (int64_t i = 0; i + 1 < n; ++i) {
      int64_t size = operand.getDimSize(rank - n + i);
      if (!ShapedType::isDynamic(size) && size != fftLength[i])
        return emitOptionalError(location,
                                 "(C4) IRFFT requires non-final dimensions to "
                                 "be compatible with fft_length. Got: ",
                                 operand.getShape(), " but wanted ", fftLength,
                                 ", and ", size, " != ", fftLength[i], ".");
    }
    int64_t last = fftLength[n - 1];
    int64_t expected = last == 0 ? 0 : last / 2 + 1;
    int64_t size = operand.getDimSize(rank - 1);
    if (!ShapedType::isDynamic(size) && size != expected)
      return emitOptionalError(location,
                               "(C5) IRFFT requires innermost dimension to be "
                               "compatible with fft_length[-1]/2+1. Got: ",
                               size, " but fft_length is ", fftLength, ".");
    shape.shape[rank - 1] = last;
    shape.bounds[rank - 1] = ShapedType::kDynamic;
  }
  inferred.push_back(shape.get(resultElement));
  return success();
}

LogicalResult inferRngOp(std::optional<Location> location, Type aType,
                         Type bType, Value shape, RngDistribution distribution,
                         SmallVectorImpl<Type> &inferred) {
  Type a = getElementTypeOrSelf(aType), b = getElementTypeOrSelf(bType);
  // (C1) element_type(a) = element_type(b) = element_type(result).
  if (a != b)
    return emitOptionalError(location,
                             "(C1) a and b must have the same "
                             "element type, but got ",
                             a, " and ", b);
  // (C2) If rng_distribution = NORMAL, then is_float(a).
  if (distribution == RngDistribution::NORMAL && !isa<FloatType>(a))
    return emitOptionalError(location,
                             "(C2) mu and sigma must be floats for a NORMAL "
                             "distribution; got ",
                             a);
  // (C3) shape(result) = shape: known when shape is a constant. Upstream
  // takes a negative constant size as it is, which only a dynamic result
  // dimension matches: here it leaves the dimension unknown and
  // RngOp::refineReturnTypes refuses a static one. The spec check refuses
  // it.
  auto shapeType = cast<RankedTensorType>(shape.getType());
  SmallVector<int64_t> sizes(shapeType.getDimSize(0), ShapedType::kDynamic);
  DenseIntElementsAttr values;
  if (matchPattern(shape, m_Constant(&values))) {
    sizes.clear();
    for (const APInt &value : values.getValues<APInt>()) {
      if (value.isNegative() && isSpecCheckEnabled())
        return emitOptionalError(location,
                                 "(C3) shape holds a negative "
                                 "size, ",
                                 value.getSExtValue());
      sizes.push_back(value.isNegative() ? ShapedType::kDynamic
                                         : value.getSExtValue());
    }
  }
  inferred.push_back(RankedTensorType::get(sizes, a));
  return success();
}

namespace {

/// Checks batch norm's (C1) feature_index and that each of `vectors` (named
/// `names`) has dim(operand, feature_index) elements (`sizeConstraints`)
/// and the operand's baseline element type (`elementConstraint`).
LogicalResult checkBatchNorm(std::optional<Location> location,
                             RankedTensorType operand, int64_t featureIndex,
                             TypeRange vectors, ArrayRef<StringRef> names,
                             ArrayRef<StringRef> sizeConstraints,
                             StringRef elementConstraint) {
  // In upstream's order and words: the element types (its traits), the
  // vectors' sizes among themselves, feature_index, then the sizes against
  // the feature count.
  for (auto [index, type] : llvm::enumerate(vectors)) {
    auto vector = cast<RankedTensorType>(type);
    if (!isSameBaselineElementType(vector.getElementType(),
                                   operand.getElementType()))
      return emitOptionalError(location, elementConstraint, " ", names[index],
                               " has element type ", vector.getElementType(),
                               ", but must have the operand's, ",
                               operand.getElementType());
  }
  auto sizeOf = [&](size_t index) {
    return cast<RankedTensorType>(vectors[index]).getDimSize(0);
  };
  // The constraint named is that of a vector whose size is not the feature
  // count, when it is known.
  int64_t featureCount =
      featureIndex >= 0 && featureIndex < operand.getRank()
          ? operand.getDimSize(featureIndex)
          : ShapedType::kDynamic;
  for (size_t i = 0; i < vectors.size(); ++i)
    for (size_t j = i + 1; j < vectors.size(); ++j)
      if (!ShapedType::isDynamic(sizeOf(i)) &&
          !ShapedType::isDynamic(sizeOf(j)) && sizeOf(i) != sizeOf(j))
        return emitOptionalError(
            location,
            sizeConstraints[sizeOf(i) != featureCount &&
                                    !ShapedType::isDynamic(featureCount)
                                ? i
                                : j],
            " expects single-dimensional operands to have compatible "
            "shapes. Got size(",
            names[i], ") = ", sizeOf(i), " and size(", names[j],
            ") = ", sizeOf(j));
  // (C1) 0 <= feature_index < rank(operand).
  if (featureIndex >= operand.getRank())
    return emitOptionalError(
        location,
        "expects featureIndex to be smaller than the rank of "
        "multi-dimensional operands; got featureIndex ",
        featureIndex, ", and rank ", operand.getRank(),
        ". (C1) feature_index must be in [0, ", operand.getRank(), ")");
  if (featureIndex < 0)
    return emitOptionalError(location, "(C1) feature_index (", featureIndex,
                             ") must be in [0, ", operand.getRank(), ")");
  int64_t features = operand.getDimSize(featureIndex);
  for (size_t index = 0; index < vectors.size(); ++index) {
    int64_t size = sizeOf(index);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(features) &&
        size != features)
      return emitOptionalError(
          location, sizeConstraints[index],
          " expects the size of single-dimensional operands to be compatible "
          "with feature count, but the size of single-dimensional operands "
          "is ",
          size, " and the feature count is ", features, ".");
  }
  return success();
}

} // namespace

LogicalResult inferBatchNormInferenceOp(std::optional<Location> location,
                                        Type operandType, TypeRange vectors,
                                        int64_t featureIndex,
                                        SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C1); (C2) same baseline element types; (C3-C6) sizes of scale, offset,
  // mean and variance.
  if (failed(checkBatchNorm(location, operand, featureIndex, vectors,
                            {"scale", "offset", "mean", "variance"},
                            {"(C3)", "(C4)", "(C5)", "(C6)"}, "(C2)")))
    return failure();
  // (C7) baseline_type(operand) = baseline_type(result).
  inferred.push_back(operand);
  return success();
}

LogicalResult inferBatchNormTrainingOp(std::optional<Location> location,
                                       Type operandType, TypeRange vectors,
                                       int64_t featureIndex,
                                       SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C1); (C2); (C3), (C4) sizes of scale and offset.
  if (failed(checkBatchNorm(location, operand, featureIndex, vectors,
                            {"scale", "offset"}, {"(C3)", "(C4)"}, "(C2)")))
    return failure();
  // (C7) output has the operand's type; (C2), (C5), (C6) batch_mean and
  // batch_var have the features' size and scale's element type.
  inferred.push_back(operand);
  auto scale = cast<RankedTensorType>(vectors[0]);
  auto statistics = withDimension(scale, 0, operand.getDimSize(featureIndex),
                                  boundOf(operand, featureIndex));
  inferred.push_back(statistics);
  inferred.push_back(statistics);
  return success();
}

LogicalResult inferBatchNormGradOp(std::optional<Location> location,
                                   Type operandType, TypeRange vectors,
                                   Type gradOutputType, int64_t featureIndex,
                                   SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  // (C1); (C2) same baseline element types; (C4), (C5) scale, mean and
  // variance have dim(operand, feature_index) elements.
  if (failed(checkBatchNorm(location, operand, featureIndex, vectors,
                            {"scale", "mean", "variance"},
                            {"(C5)", "(C4)", "(C4)"}, "(C2)")))
    return failure();
  // (C2) grad_output has the operand's baseline element type; (C3) and its
  // shape.
  auto gradOutput = cast<RankedTensorType>(gradOutputType);
  if (!isSameBaselineElementType(gradOutput.getElementType(),
                                 operand.getElementType()))
    return emitOptionalError(location, "(C2) grad_output has element type ",
                             gradOutput.getElementType(),
                             ", but must have the operand's, ",
                             operand.getElementType());
  if (!isBaselineCompatible(gradOutput, operand))
    return emitOptionalError(location,
                             "(C3) expects multi-dimensional operands to have compatible shapes. "
                             "grad_output has type ",
                             gradOutput, ", but must have the operand's shape (", operand, ")");
  // (C3) grad_operand has the operand's type; (C4) grad_scale and
  // grad_offset scale's.
  inferred.push_back(operand);
  auto scale = cast<RankedTensorType>(vectors[0]);
  auto statistics = withDimension(scale, 0, operand.getDimSize(featureIndex),
                                  boundOf(operand, featureIndex));
  inferred.push_back(statistics);
  inferred.push_back(statistics);
  return success();
}

} // namespace mlir::stablehlo
