//===- StablehloConvDot.cpp - Convolutions and dot products ---------------===//
//
// Shape functions of convolution, dynamic_conv and dot_general, and the
// quantization constraints they share; the checks of their results against
// the inferred ones are next to the ops, in StablehloOps.cpp.
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "StablehloOpsInternal.h"

#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stablehlo {

using namespace detail;

//===----------------------------------------------------------------------===//
// Quantization constraints of convolutions and dot_general
//===----------------------------------------------------------------------===//

namespace {

Type expressedType(Type element) {
  return cast<quant::QuantizedType>(element).getExpressedType();
}

} // namespace

namespace detail {

std::optional<int64_t> quantizedDimension(Type element) {
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element))
    return perAxis.getQuantizedDimension();
  return std::nullopt;
}

LogicalResult QuantizedConvDotConstraints::checkOperands(
    std::optional<Location> location, RankedTensorType lhs,
    RankedTensorType rhs, function_ref<LogicalResult()> rhsConstraints) const {
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  // is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (!isQuantized(rhs))
    return emitOptionalError(location, allQuantized,
                             " rhs should be quantized for quantized "
                             "operations and is_quantized(lhs)=is_quantized("
                             "result) should hold; lhs element type ",
                             lhsElement, ", rhs element type ", rhsElement);
  if (failed(rhsConstraints()))
    return failure();
  if (isQuantized(lhs)) {
    // storage_type(lhs) = storage_type(rhs).
    if (getStorageOrElementType(lhsElement) !=
        getStorageOrElementType(rhsElement))
      return emitOptionalError(
          location, sameStorageType,
          " mismatched lhs and rhs quantization storage types: ",
          getStorageOrElementType(lhsElement), " and ",
          getStorageOrElementType(rhsElement));
    // expressed_type(lhs) = expressed_type(rhs).
    if (expressedType(lhsElement) != expressedType(rhsElement))
      return emitOptionalError(
          location, sameExpressedType,
          " mismatched lhs, rhs and result quantization expressed types: lhs ",
          expressedType(lhsElement), ", rhs ", expressedType(rhsElement));
    return success();
  }
  // element_type(lhs) = expressed_type(rhs).
  if (lhsElement != expressedType(rhsElement))
    return emitOptionalError(location, lhsElementType,
                             " mismatched rhs quantization expressed type and "
                             "lhs and result element type: lhs ",
                             lhsElement, ", rhs expressed type ",
                             expressedType(rhsElement));
  return success();
}

LogicalResult QuantizedConvDotConstraints::checkResult(
    Operation *op, RankedTensorType lhs, RankedTensorType rhs,
    RankedTensorType result,
    function_ref<LogicalResult()> resultConstraints) const {
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  Type resultElement = result.getElementType();
  bool lhsQuantized = isQuantized(lhs);
  // is_quantized(lhs) = is_quantized(result) and is_quantized(rhs).
  if (!isQuantized(rhs) || lhsQuantized != isQuantized(result))
    return op->emitOpError()
           << allQuantized
           << " rhs should be quantized for quantized operations and "
              "is_quantized(lhs)=is_quantized(result) should hold; element "
              "types: lhs "
           << lhsElement << ", rhs " << rhsElement << ", result "
           << resultElement;
  if (resultConstraints && failed(resultConstraints()))
    return failure();
  if (lhsQuantized) {
    // expressed_type(result) = expressed_type(lhs).
    if (expressedType(resultElement) != expressedType(lhsElement))
      return op->emitOpError()
             << sameExpressedType
             << " mismatched lhs, rhs and result quantization expressed "
                "types: lhs and rhs "
             << expressedType(lhsElement) << ", result "
             << expressedType(resultElement);
    // A per-tensor quantized rhs gives a per-tensor quantized result.
    if (!isPerAxisQuantized(rhs) && isPerAxisQuantized(result))
      return op->emitOpError()
             << perTensorResult
             << " mismatched rhs and result quantization granularity: rhs "
                "is per-tensor quantized, result "
             << resultElement;
    return success();
  }
  // element_type(result) = element_type(lhs); the first check has made the
  // result non-quantized.
  if (resultElement != lhsElement)
    return op->emitOpError()
           << lhsElementType
           << " mismatched rhs quantization expressed type and lhs and result "
              "element type: lhs "
           << lhsElement << ", result " << resultElement;
  return success();
}

} // namespace detail

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

namespace {

/// `constraint` size(precision_config) = 2, absent or empty standing for
/// [DEFAULT, DEFAULT]. The verifier accepts up to 2 entries; the spec check
/// requires 2.
LogicalResult checkPrecisionConfigSize(std::optional<Location> location,
                                       StringRef constraint,
                                       std::optional<ArrayAttr> config) {
  if (!config || !*config || config->empty() || config->size() == 2)
    return success();
  if (isSpecCheckEnabled())
    return emitOptionalError(location, constraint,
                             " size(precision_config) = ", config->size(),
                             " must be 2 (one per operand)");
  if (config->size() <= 2)
    return success();
  return emitOptionalError(location, constraint,
                           " expects precision config to be empty or have "
                           "<= 2 elements, got ",
                           config->size());
}

/// The spec's (C2-C9) on the window attributes of convolution and
/// dynamic_conv: each has N - 2 entries, strides and dilations are positive,
/// and the padding has shape [N - 2, 2].
LogicalResult checkConvolutionWindowAsSpec(std::optional<Location> location,
                                           const ConvolutionWindow &window,
                                           int64_t numSpatial) {
  // (C2), (C3) window_strides; (C5), (C6) lhs_dilation; (C7), (C8)
  // rhs_dilation; (C9) window_reversal.
  if (failed(checkWindowSizes(location, "window_strides", window.windowStrides,
                              numSpatial, "N - 2", "(C2)", "(C3)")))
    return failure();
  // (C4) shape(padding) = [N - 2, 2].
  if (window.paddingType) {
    auto padding = cast<ShapedType>(window.paddingType);
    if (!padding.hasRank() || padding.getRank() != 2 ||
        padding.getDimSize(0) != numSpatial || padding.getDimSize(1) != 2)
      return emitOptionalError(location, "(C4) expects padding to be of shape [",
                               numSpatial, ", 2], but got ", padding);
  }
  if (failed(checkWindowSizes(location, "lhs_dilation", window.lhsDilation,
                              numSpatial, "N - 2", "(C5)", "(C6)")) ||
      failed(checkWindowSizes(location, "rhs_dilation", window.rhsDilation,
                              numSpatial, "N - 2", "(C7)", "(C8)")))
    return failure();
  if (window.windowReversal &&
      static_cast<int64_t>(window.windowReversal->size()) != numSpatial)
    return emitOptionalError(location, "(C9) size(window_reversal) = ",
                             window.windowReversal->size(),
                             " must be N - 2 = ", numSpatial);
  return success();
}

/// The window attributes as the verifier checks them, the accepted
/// language's weaker form of (C2-C9): an attribute given as an empty array
/// stands for its default, and so does a convolution padding of zero rows.
/// dynamic_conv's padding operand always has shape [N - 2, 2], but its
/// other window attributes are checked only when the padding is a constant.
/// `windowSizes` are the sizes of rhs's spatial dimensions; a static one
/// must be positive (upstream's check; the spec numbers none).
LogicalResult checkConvolutionWindow(std::optional<Location> location,
                                     const ConvolutionWindow &window,
                                     int64_t numSpatial,
                                     ArrayRef<int64_t> windowSizes) {
  if (window.paddingType) {
    auto padding = cast<ShapedType>(window.paddingType);
    if (window.paddingIsOperand) {
      // (C4) shape(padding) = [N - 2, 2].
      if (!padding.hasRank() || padding.getRank() != 2)
        return emitOptionalError(location,
                                 "(C4) expects padding to be of rank 2 but "
                                 "got ",
                                 padding.hasRank() ? padding.getRank() : -1);
      if (padding.getDimSize(0) != numSpatial || padding.getDimSize(1) != 2)
        return emitOptionalError(
            location, "(C4) expects padding to be of shape [", numSpatial,
            ", 2], but got [", padding.getDimSize(0), ", ",
            padding.getDimSize(1), "]");
      if (!window.padding)
        return success();
    } else if (!padding.hasRank() || padding.getRank() != 2 ||
               padding.getDimSize(1) != 2) {
      // (C4) a padding attribute has pairs of rows: shape [rows, 2].
      return emitOptionalError(
          location,
          "(C4) expects the shape of padding-attribute to be {N, 2}, but got "
          "{",
          padding.getShape(), "}.");
    }
  }
  // (C2), (C4), (C5), (C7), (C9) N - 2 entries, or none.
  auto checkSize = [&](StringRef constraint, StringRef name,
                       size_t size) -> LogicalResult {
    if (size == 0 || static_cast<int64_t>(size) == numSpatial)
      return success();
    return emitOptionalError(location, constraint, " expects ", name,
                             " to have same dimension-size as size of window "
                             "dimensions (",
                             numSpatial, "), but got: ", size, ".");
  };
  auto sizeOf = [](auto values) -> size_t {
    return values ? values->size() : 0;
  };
  if (failed(checkSize("(C2)", "window-strides",
                       sizeOf(window.windowStrides))) ||
      failed(checkSize("(C5)", "base-dilation factors",
                       sizeOf(window.lhsDilation))) ||
      failed(checkSize("(C7)", "window-dilation factors",
                       sizeOf(window.rhsDilation))) ||
      failed(checkSize("(C4)", "padding-entries",
                       window.paddingIsOperand || !window.padding
                           ? 0
                           : window.padding->size() / 2)) ||
      failed(checkSize("(C9)", "window-reversal",
                       sizeOf(window.windowReversal))))
    return failure();
  // Then dimension by dimension, as upstream checks them: a positive window
  // size, and (C3), (C6), (C8) positive strides and dilations. An empty
  // attribute stands for ones.
  auto valueAt = [](std::optional<ArrayRef<int64_t>> values, int64_t i) {
    return values && !values->empty() ? (*values)[i] : 1;
  };
  for (int64_t i = 0; i < numSpatial; ++i) {
    int64_t size = windowSizes[i];
    if (!ShapedType::isDynamic(size) && size <= 0)
      return emitOptionalError(location,
                               "expects window to have positive value for ", i,
                               "-th window dimension, but got ", size, ".");
    for (auto [constraint, what, value] :
         {std::tuple<StringRef, StringRef, int64_t>{
              "(C3)", "stride", valueAt(window.windowStrides, i)},
          {"(C6)", "base dilation factor", valueAt(window.lhsDilation, i)},
          {"(C8)", "window dilation factor", valueAt(window.rhsDilation, i)}})
      if (value <= 0)
        return emitOptionalError(location, constraint,
                                 " expects window to have positive ", what,
                                 " for ", i, "-th window dimension, but got ",
                                 value, ".");
  }
  return success();
}

/// Checks (C27), (C28), (C29), (C31), (C32) and (C34) of convolution as far
/// as they concern lhs and rhs.
LogicalResult checkConvolutionOperandTypes(std::optional<Location> location,
                                           RankedTensorType lhs,
                                           RankedTensorType rhs,
                                           int64_t kernelOutputFeature) {
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  if (!isQuantized(lhs) && !isQuantized(rhs)) {
    // (C27) element_type(lhs) = element_type(rhs).
    if (lhsElement == rhsElement)
      return success();
    if (isSpecCheckEnabled())
      return emitOptionalError(location,
                               "(C27) element types of lhs and rhs must be "
                               "equal, but got ",
                               lhsElement, " and ", rhsElement);
    return emitOptionalError(location,
                             "(C27) expects lhs and rhs to have compatible "
                             "element type. Got: ",
                             lhsElement, " and ", rhsElement);
  }
  // (C28), (C31), (C32), (C34) as dot_general's; between them, (C29)
  // quantization_dimension(rhs) = kernel_output_feature_dimension.
  return kConvolutionQuantization.checkOperands(
      location, lhs, rhs, [&]() -> LogicalResult {
        if (std::optional<int64_t> dim = quantizedDimension(rhsElement);
            dim && *dim != kernelOutputFeature)
          return emitOptionalError(
              location,
              "(C29) quantization dimension of rhs should be same with "
              "kernel_output_feature_dimension; got ",
              *dim, " and ", kernelOutputFeature);
        return success();
      });
}

} // namespace

LogicalResult
inferConvolutionOp(std::optional<Location> location, Type lhsType, Type rhsType,
                   const ConvolutionWindow &window,
                   ConvDimensionNumbersAttr dims, int64_t featureGroupCount,
                   int64_t batchGroupCount,
                   std::optional<ArrayAttr> precisionConfig,
                   SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  // The checks come in upstream's order, in its words, each labelled with
  // the spec's constraint. A batch and a feature dimension besides the
  // spatial ones (C13).
  int64_t rank = lhs.getRank();
  if (rank < 2)
    return emitOptionalError(location,
                             "(C13) expects convolution arguments to have >= "
                             "2 dimensions. Got: ",
                             lhs, " and ", rhs, ".");
  // (C1) N = rank(lhs) = rank(rhs).
  if (rhs.getRank() != rank)
    return emitOptionalError(location,
                             "(C1) expects convolution arguments to have same "
                             "number of dimensions. Got: ",
                             lhs, " and ", rhs, ".");
  // (C27) for types that are not quantized.
  if (!isQuantized(lhs) && !isQuantized(rhs) &&
      failed(checkConvolutionOperandTypes(location, lhs, rhs,
                                          dims.getKernelOutputFeatureDimension())))
    return failure();
  int64_t numSpatial = rank - 2;
  int64_t inputBatch = dims.getInputBatchDimension();
  int64_t inputFeature = dims.getInputFeatureDimension();
  ArrayRef<int64_t> inputSpatial = dims.getInputSpatialDimensions();
  int64_t kernelInputFeature = dims.getKernelInputFeatureDimension();
  int64_t kernelOutputFeature = dims.getKernelOutputFeatureDimension();
  ArrayRef<int64_t> kernelSpatial = dims.getKernelSpatialDimensions();
  int64_t outputBatch = dims.getOutputBatchDimension();
  int64_t outputFeature = dims.getOutputFeatureDimension();
  ArrayRef<int64_t> outputSpatial = dims.getOutputSpatialDimensions();
  // (C17), (C19) as many kernel and output spatial dimensions as input ones.
  if (kernelSpatial.size() != inputSpatial.size() ||
      outputSpatial.size() != inputSpatial.size())
    return emitOptionalError(
        location,
        kernelSpatial.size() != inputSpatial.size() ? "(C17)" : "(C19)",
        " expects the same size for input, kernel and output "
        "spatial-dimensions, but got ",
        inputSpatial.size(), ", ", kernelSpatial.size(), ", and ",
        outputSpatial.size(), " resp.");
  // (C13), (C18), (C20) each dimension number within [0, N), and unique.
  SmallVector<int64_t> inputDims{inputBatch, inputFeature};
  llvm::append_range(inputDims, inputSpatial);
  SmallVector<int64_t> kernelDims{kernelInputFeature, kernelOutputFeature};
  llvm::append_range(kernelDims, kernelSpatial);
  SmallVector<int64_t> outputDims{outputBatch, outputFeature};
  llvm::append_range(outputDims, outputSpatial);
  auto inRange = [&](ArrayRef<int64_t> values) {
    return llvm::all_of(values,
                        [&](int64_t dim) { return dim >= 0 && dim < rank; });
  };
  if (!inRange(inputDims) || !inRange(kernelDims) || !inRange(outputDims))
    return emitOptionalError(
        location,
        !inRange(inputDims) ? "(C13)" : !inRange(kernelDims) ? "(C18)" : "(C20)",
        " expects input, kernel, and output dimension-numbers to be in-range "
        "[0, ",
        rank, ").");
  for (auto [constraint, name, values] :
       {std::tuple<StringRef, StringRef, ArrayRef<int64_t>>{"(C13)", "input",
                                                            inputDims},
        {"(C18)", "kernel", kernelDims},
        {"(C20)", "output", outputDims}}) {
    SmallVector<bool> seen(rank, false);
    for (int64_t dim : values) {
      if (seen[dim])
        return emitOptionalError(location, constraint, " expects ", name,
                                 " dimension-numbers to be unique, got {",
                                 values,
                                 "}.");
      seen[dim] = true;
    }
  }
  // (C21) 0 < feature_group_count; (C22) 0 < batch_group_count. These are
  // the attributes' own constraints, checked again here because builders
  // call this before verifying them, and the checks below divide by them.
  if (featureGroupCount <= 0 || batchGroupCount <= 0)
    return emitOptionalError(
        location, featureGroupCount <= 0 ? "(C21) feature_group_count ("
                                         : "(C22) batch_group_count (",
        featureGroupCount <= 0 ? featureGroupCount : batchGroupCount,
        ") must be positive");
  // (C23) feature_group_count = 1 or batch_group_count = 1.
  if (featureGroupCount > 1 && batchGroupCount > 1)
    return emitOptionalError(location,
                             "(C23) expects batch_group_count and "
                             "feature_group_count not to be both greater "
                             "than 1. Got ",
                             batchGroupCount, " and ", featureGroupCount,
                             " resp.");
  // (C10) dim(lhs, input_batch_dimension) % batch_group_count = 0.
  int64_t batchSize = lhs.getDimSize(inputBatch);
  if (!ShapedType::isDynamic(batchSize) && batchSize % batchGroupCount != 0)
    return emitOptionalError(location, "(C10) expects input batch dimension (",
                             batchSize,
                             ") to be divisible by batch_group_count. Got "
                             "batch_group_count = ",
                             batchGroupCount, ".");
  int64_t featureSize = lhs.getDimSize(inputFeature);
  int64_t kernelInputSize = rhs.getDimSize(kernelInputFeature);
  if (!ShapedType::isDynamic(featureSize)) {
    // (C11) dim(lhs, input_feature_dimension) % feature_group_count = 0.
    if (featureSize % featureGroupCount != 0)
      return emitOptionalError(
          location, "(C11) expects input feature dimension (", featureSize,
          ") to be a multiple of feature_group_count. Got "
          "feature_group_count = ",
          featureGroupCount, ".");
    // (C14) dim(rhs, kernel_input_feature_dimension) =
    // dim(lhs, input_feature_dimension) / feature_group_count.
    if (!ShapedType::isDynamic(kernelInputSize) &&
        kernelInputSize != featureSize / featureGroupCount)
      return emitOptionalError(
          location, "(C14) expects input feature dimension (", featureSize,
          ") / feature_group_count = kernel input feature dimension (",
          kernelInputSize, "). Got feature_group_count = ", featureGroupCount,
          ".");
  }
  // (C15), (C16) dim(rhs, kernel_output_feature_dimension) is a multiple of
  // batch_group_count and of feature_group_count.
  int64_t kernelOutputSize = rhs.getDimSize(kernelOutputFeature);
  if (!ShapedType::isDynamic(kernelOutputSize)) {
    if (kernelOutputSize % batchGroupCount != 0)
      return emitOptionalError(
          location, "(C15) expects output feature dimension size (",
          kernelOutputSize,
          ") to be a multiple of batch_group_count. Got batch_group_count = ",
          batchGroupCount, ".");
    if (kernelOutputSize % featureGroupCount != 0)
      return emitOptionalError(
          location, "(C16) expects kernel output feature dimension (",
          kernelOutputSize,
          ") to be divisible by feature_group_count. For "
          "feature_group_count = ",
          featureGroupCount, ".");
  }
  // (C24) size(precision_config) = 2; an absent or empty precision_config
  // stands for [DEFAULT, DEFAULT]. The verifier accepts one entry too.
  if (failed(checkPrecisionConfigSize(location, "(C24)", precisionConfig)))
    return failure();
  // (C12) size(input_spatial_dimensions) = N - 2.
  if (static_cast<int64_t>(inputSpatial.size()) != numSpatial)
    return emitOptionalError(location,
                             "(C12) expects convolution arguments to have ",
                             inputSpatial.size() + 2, " dimensions. Got: ",
                             rank);
  // (C2-C9) the window attributes.
  SmallVector<int64_t> windowSizes;
  for (int64_t dim : kernelSpatial)
    windowSizes.push_back(rhs.getDimSize(dim));
  if (failed(isSpecCheckEnabled()
                 ? checkConvolutionWindowAsSpec(location, window, numSpatial)
                 : checkConvolutionWindow(location, window, numSpatial,
                                          windowSizes)))
    return failure();
  if (failed(checkConvolutionOperandTypes(location, lhs, rhs,
                                          kernelOutputFeature)))
    return failure();

  // (C25) the result shape.
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
  SmallVector<int64_t> bounds(rank, ShapedType::kDynamic);
  auto divideSize = [](int64_t size, int64_t divisor) {
    return ShapedType::isDynamic(size) ? size : size / divisor;
  };
  shape[outputBatch] = divideSize(batchSize, batchGroupCount);
  bounds[outputBatch] = divideSize(boundOf(lhs, inputBatch), batchGroupCount);
  shape[outputFeature] = kernelOutputSize;
  bounds[outputFeature] = boundOf(rhs, kernelOutputFeature);
  // Absent padding is zero; a dynamic_conv padding that is not a constant
  // leaves the spatial sizes unknown.
  std::optional<SmallVector<int64_t>> padding = window.padding;
  if (!window.paddingType || (padding && padding->empty()))
    padding = SmallVector<int64_t>(2 * numSpatial, 0);
  for (int64_t i = 0; i < numSpatial; ++i) {
    int64_t windowSize = rhs.getDimSize(kernelSpatial[i]);
    if (!padding || ShapedType::isDynamic(windowSize))
      continue;
    auto attrAt = [&](std::optional<ArrayRef<int64_t>> values) {
      return values && !values->empty() ? (*values)[i] : 1;
    };
    auto windows = [&](int64_t input) -> FailureOr<int64_t> {
      int64_t low = (*padding)[2 * i], high = (*padding)[2 * i + 1];
      CheckedInt64 count = numWindows(
          input, windowSize, low, high, attrAt(window.windowStrides),
          attrAt(window.lhsDilation), attrAt(window.rhsDilation));
      if (count.hasOverflowed())
        return emitInt64Overflow(
            location, "(C25) num_windows of spatial dimension ", i,
            " (an input of size ", input, " dilated by lhs_dilation[", i,
            "] = ", attrAt(window.lhsDilation), " and padded by padding[", i,
            "] = [", low, ", ", high, "], a window of size ", windowSize,
            " dilated by rhs_dilation[", i, "] = ",
            attrAt(window.rhsDilation), ")");
      return count.get();
    };
    int64_t input = lhs.getDimSize(inputSpatial[i]);
    int64_t inputBound = boundOf(lhs, inputSpatial[i]);
    int64_t &size = shape[outputSpatial[i]], &bound = bounds[outputSpatial[i]];
    int64_t &target = ShapedType::isDynamic(input) ? bound : size;
    int64_t from = ShapedType::isDynamic(input) ? inputBound : input;
    if (ShapedType::isDynamic(from))
      continue;
    FailureOr<int64_t> count = windows(from);
    if (failed(count))
      return failure();
    target = *count;
  }
  for (auto [size, bound] : llvm::zip(shape, bounds))
    if (!ShapedType::isDynamic(size))
      bound = ShapedType::kDynamic;
  // (C27), (C34): element_type(result) = element_type(lhs) unless lhs is
  // quantized; a quantized result's parameters are its own.
  Type element = isQuantized(lhs) ? Type() : lhs.getElementType();
  RankedTensorType bounded =
      getBoundedTensorType(shape, bounds, lhs.getElementType());
  inferred.emplace_back(shape, element, bounded.getEncoding());
  return success();
}

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

bool isKnownDotAlgorithm(Type lhs, Type rhs, Type accumulation,
                         int64_t lhsComponentCount, int64_t rhsComponentCount,
                         int64_t operations, bool allowImpreciseAccumulation) {
  if (lhsComponentCount != 1 || rhsComponentCount != 1)
    return false;
  // Any 8-bit float (but the scale type f8E8M0FNU) on either side,
  // accumulated in f32, possibly imprecisely.
  auto isF8 = [](Type type) {
    auto floatType = dyn_cast<FloatType>(type);
    return floatType && floatType.getWidth() == 8 &&
           !isa<Float8E8M0FNUType>(type);
  };
  if (isF8(lhs) && isF8(rhs))
    return accumulation.isF32() && operations == 1;
  if (allowImpreciseAccumulation || lhs != rhs)
    return false;
  auto oneOf = [&](std::initializer_list<int64_t> counts) {
    return llvm::is_contained(counts, operations);
  };
  if (lhs.isF16())
    return (accumulation.isF16() || accumulation.isF32()) && oneOf({1});
  if (lhs.isBF16())
    return (accumulation.isBF16() && oneOf({1})) ||
           (accumulation.isF32() && oneOf({1, 3, 6, 9}));
  if (isa<FloatTF32Type>(lhs))
    return accumulation.isF32() && oneOf({1, 3});
  if (lhs.isF32())
    return accumulation.isF32() && oneOf({1});
  if (lhs.isF64())
    return accumulation.isF64() && oneOf({1});
  return false;
}

LogicalResult
checkKnownDotAlgorithm(function_ref<InFlightDiagnostic()> emitError, Type lhs,
                       Type rhs, Type accumulation, int64_t lhsComponentCount,
                       int64_t rhsComponentCount, int64_t operations,
                       bool allowImpreciseAccumulation) {
  if (isKnownDotAlgorithm(lhs, rhs, accumulation, lhsComponentCount,
                          rhsComponentCount, operations,
                          allowImpreciseAccumulation))
    return success();
  return emitError()
         << "dot algorithm not known to be supported on any hardware: {lhs:"
         << lhs << ", rhs:" << rhs << ", accum:" << accumulation
         << ", lhs_components:" << lhsComponentCount
         << ", rhs_components:" << rhsComponentCount
         << ", primitive_ops:" << operations
         << ", imprecise:" << (allowImpreciseAccumulation ? 1 : 0)
         << "}. The supported ones have component counts 1 and are f8 x f8 "
            "-> f32 (imprecise accumulation allowed), f16 x f16 -> f16 or "
            "f32, bf16 x bf16 -> bf16, bf16 x bf16 -> f32 in 1, 3, 6 or 9 "
            "primitive operations, tf32 x tf32 -> f32 in 1 or 3, f32 x f32 "
            "-> f32 and f64 x f64 -> f64";
}

namespace {

/// All zero points of a quantized element type.
SmallVector<int64_t> zeroPoints(Type element) {
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element))
    return SmallVector<int64_t>(perAxis.getZeroPoints());
  return {cast<quant::UniformQuantizedType>(element).getZeroPoint()};
}

/// Checks (C13-C18) and (C20) of dot_general as far as they concern lhs
/// and rhs.
LogicalResult checkDotGeneralOperandTypes(std::optional<Location> location,
                                          RankedTensorType lhs,
                                          RankedTensorType rhs,
                                          ArrayRef<int64_t> rhsContracting) {
  Type lhsElement = lhs.getElementType(), rhsElement = rhs.getElementType();
  if (!isQuantized(lhs) && !isQuantized(rhs)) {
    // (C13) element_type(lhs) = element_type(rhs); only the spec check
    // compares them.
    if (isSpecCheckEnabled() && lhsElement != rhsElement)
      return emitOptionalError(location,
                               "(C13) element types of lhs and rhs must be "
                               "equal, but got ",
                               lhsElement, " and ", rhsElement);
    return success();
  }
  // (C14), (C17), (C18), (C20) as convolution's; between them, (C15) and
  // (C16) on rhs.
  return kDotGeneralQuantization.checkOperands(
      location, lhs, rhs, [&]() -> LogicalResult {
        // (C15) zero_points(rhs) = 0.
        for (int64_t zeroPoint : zeroPoints(rhsElement))
          if (zeroPoint != 0)
            return emitOptionalError(
                location, "(C15) ",
                isa<quant::UniformQuantizedPerAxisType>(rhsElement)
                    ? "Zero points of rhs should be 0"
                    : "Zero point of rhs should be 0",
                "; rhs has element type ", rhsElement, ", with zero point ", zeroPoint);
        // (C16) quantization_dimension(rhs) not in rhs_contracting_dimensions.
        if (std::optional<int64_t> dim = quantizedDimension(rhsElement);
            dim && llvm::is_contained(rhsContracting, *dim))
          return emitOptionalError(location,
                                   "(C16) Quantization dimension of rhs should not be in the "
                                   "contracting dimension of rhs; it is ",
                                   *dim);
        return success();
      });
}

/// Checks that `lhs` dimensions `lhsDims` and `rhs` dimensions `rhsDims`
/// have equal sizes (`constraint`), naming them as `what`.
LogicalResult checkPairedSizes(std::optional<Location> location,
                               StringRef constraint, StringRef what,
                               RankedTensorType lhs, ArrayRef<int64_t> lhsDims,
                               RankedTensorType rhs,
                               ArrayRef<int64_t> rhsDims) {
  for (auto [l, r] : llvm::zip(lhsDims, rhsDims)) {
    int64_t lhsSize = lhs.getDimSize(l), rhsSize = rhs.getDimSize(r);
    if (areCompatibleSizes(lhsSize, rhsSize))
      continue;
    return emitOptionalError(location, constraint, " ", what,
                             " dimension sizes must match for lhs/rhs; lhs "
                             "dimension ",
                             l, " has size ", lhsSize, " and rhs dimension ", r,
                             " has size ", rhsSize);
  }
  return success();
}

} // namespace

LogicalResult
inferDotGeneralOp(std::optional<Location> location, Type lhsType, Type rhsType,
                  DotDimensionNumbersAttr dims,
                  std::optional<ArrayAttr> precisionConfig,
                  DotAlgorithmAttr algorithm,
                  SmallVectorImpl<ShapedTypeComponents> &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  ArrayRef<int64_t> lhsBatching = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rhsBatching = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lhsContracting = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rhsContracting = dims.getRhsContractingDimensions();
  // In upstream's order and words. (C11) size(precision_config) = 2;
  // absent or empty stands for [DEFAULT, DEFAULT]. The verifier accepts one
  // entry too.
  if (failed(checkPrecisionConfigSize(location, "(C11)", precisionConfig)))
    return failure();
  // (C1) size(lhs_batching_dimensions) = size(rhs_batching_dimensions).
  if (lhsBatching.size() != rhsBatching.size())
    return emitOptionalError(location,
                             "(C1) lhs and rhs should have the same number of "
                             "batching dimensions; got ",
                             lhsBatching.size(), " and ", rhsBatching.size());
  // (C2) size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions).
  if (lhsContracting.size() != rhsContracting.size())
    return emitOptionalError(location,
                             "(C2) lhs and rhs should have the same number of "
                             "contracting dimensions; got ",
                             lhsContracting.size(), " and ",
                             rhsContracting.size());
  // (C3), (C4) is_unique(batching + contracting), per side.
  for (auto [constraint, side, batching, contracting] :
       {std::tuple<StringRef, StringRef, ArrayRef<int64_t>, ArrayRef<int64_t>>{
            "(C3)", "lhs", lhsBatching, lhsContracting},
        {"(C4)", "rhs", rhsBatching, rhsContracting}}) {
    Int64Set seen;
    for (int64_t dim : llvm::concat<const int64_t>(batching, contracting))
      if (!seen.insert(dim).second)
        return emitOptionalError(location, constraint,
                                 " has duplicated dimension from ", side,
                                 "_batching_dimensions and ", side,
                                 "_contracting_dimensions: ", dim);
  }
  // (C5-C8) the dimensions are within the ranks.
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  for (auto [constraint, name, values, rank] :
       {std::tuple<StringRef, StringRef, ArrayRef<int64_t>, int64_t>{
            "(C5)", "lhs_batching_dimensions", lhsBatching, lhsRank},
        {"(C6)", "lhs_contracting_dimensions", lhsContracting, lhsRank},
        {"(C7)", "rhs_batching_dimensions", rhsBatching, rhsRank},
        {"(C8)", "rhs_contracting_dimensions", rhsContracting, rhsRank}})
    for (int64_t dim : values)
      if (dim < 0 || dim >= rank)
        return emitOptionalError(location, constraint, " ", name,
                                 " value: ", dim, " is out of range: [0, ",
                                 rank, ")");
  // (C9), (C10) paired dimensions have equal sizes.
  if (failed(checkPairedSizes(location, "(C9)", "batching", lhs, lhsBatching,
                              rhs, rhsBatching)) ||
      failed(checkPairedSizes(location, "(C10)", "contracting", lhs,
                              lhsContracting, rhs, rhsContracting)))
    return failure();
  if (failed(checkDotGeneralOperandTypes(location, lhs, rhs, rhsContracting)))
    return failure();
  if (algorithm) {
    // (C21) precision_config... = DEFAULT when an algorithm is given; (C22-
    // C24) and the supported algorithms are the attribute's own checks.
    for (auto [index, precision] :
         llvm::enumerate(precisionConfig ? precisionConfig->getValue()
                                         : ArrayRef<Attribute>{}))
      if (cast<PrecisionAttr>(precision).getValue() != Precision::DEFAULT)
        return emitOptionalError(location,
                                 "(C21) must specify DEFAULT precision config when algorithm is "
                                 "set. precision_config[",
                                 index, "] is ", precision);
  }

  // (C12) shape(result) = dim(lhs, lhs_batching_dimensions) +
  // dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions).
  SmallVector<int64_t> shape, bounds;
  for (auto [l, r] : llvm::zip(lhsBatching, rhsBatching)) {
    // The static size of either side, else the smaller bound.
    int64_t size = lhs.isDynamicDim(l) ? rhs.getDimSize(r) : lhs.getDimSize(l);
    int64_t bound = boundOf(lhs, l), rhsBound = boundOf(rhs, r);
    if (ShapedType::isDynamic(bound) ||
        (!ShapedType::isDynamic(rhsBound) && rhsBound < bound))
      bound = rhsBound;
    shape.push_back(size);
    bounds.push_back(ShapedType::isDynamic(size) ? bound
                                                 : ShapedType::kDynamic);
  }
  auto appendFree = [&](RankedTensorType type, ArrayRef<int64_t> used) {
    for (int64_t dim = 0; dim < type.getRank(); ++dim) {
      if (llvm::is_contained(used, dim))
        continue;
      shape.push_back(type.getDimSize(dim));
      bounds.push_back(boundOf(type, dim));
    }
  };
  SmallVector<int64_t> lhsDims(lhsBatching), rhsDims(rhsBatching);
  llvm::append_range(lhsDims, lhsContracting);
  llvm::append_range(rhsDims, rhsContracting);
  appendFree(lhs, lhsDims);
  appendFree(rhs, rhsDims);
  // (C20): a float lhs with a quantized rhs gives lhs's element type;
  // otherwise the spec leaves the result's element type to the op.
  Type element =
      !isQuantized(lhs) && isQuantized(rhs) ? lhs.getElementType() : Type();
  RankedTensorType bounded =
      getBoundedTensorType(shape, bounds, lhs.getElementType());
  inferred.emplace_back(shape, element, bounded.getEncoding());
  return success();
}

} // namespace mlir::stablehlo
