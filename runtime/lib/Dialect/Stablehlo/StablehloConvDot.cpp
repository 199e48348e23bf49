//===- StablehloConvDot.cpp - Convolutions and dot products ---------------===//
//
// The convolutions and dot products: convolution, dynamic_conv, dot,
// dot_general.
//
// Their shape functions, the quantization constraints they share, their
// inferReturnTypeComponents (the shape; the element type too unless lhs is
// quantized) and the verifiers that check the result against it,
// dot_general's reification, and the custom syntax of windows, precision
// configs and dot dimension numbers. (The syntax of convolution dimension
// numbers, which the attribute shares, is in AssemblyFormat.cpp.)
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
#include "llvm/ADT/StringSet.h"
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
      return emitOptionalError(location,
                               "(C4) expects padding to be of shape [",
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
  if (failed(
          checkSize("(C2)", "window-strides", sizeOf(window.windowStrides))) ||
      failed(checkSize("(C5)", "base-dilation factors",
                       sizeOf(window.lhsDilation))) ||
      failed(checkSize("(C7)", "window-dilation factors",
                       sizeOf(window.rhsDilation))) ||
      failed(checkSize("(C4)", "padding-entries",
                       window.paddingIsOperand || !window.padding
                           ? 0
                           : window.padding->size() / 2)) ||
      failed(
          checkSize("(C9)", "window-reversal", sizeOf(window.windowReversal))))
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
        return emitOptionalError(
            location, constraint, " expects window to have positive ", what,
            " for ", i, "-th window dimension, but got ", value, ".");
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
      failed(checkConvolutionOperandTypes(
          location, lhs, rhs, dims.getKernelOutputFeatureDimension())))
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
        !inRange(inputDims)    ? "(C13)"
        : !inRange(kernelDims) ? "(C18)"
                               : "(C20)",
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
                                 values, "}.");
      seen[dim] = true;
    }
  }
  // (C21) 0 < feature_group_count; (C22) 0 < batch_group_count. These are
  // the attributes' own constraints, checked again here because builders
  // call this before verifying them, and the checks below divide by them.
  if (featureGroupCount <= 0 || batchGroupCount <= 0)
    return emitOptionalError(
        location,
        featureGroupCount <= 0 ? "(C21) feature_group_count ("
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
    return emitOptionalError(
        location, "(C12) expects convolution arguments to have ",
        inputSpatial.size() + 2, " dimensions. Got: ", rank);
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
      CheckedInt64 count =
          numWindows(input, windowSize, low, high, attrAt(window.windowStrides),
                     attrAt(window.lhsDilation), attrAt(window.rhsDilation));
      if (count.hasOverflowed())
        return emitInt64Overflow(
            location, "(C25) num_windows of spatial dimension ", i,
            " (an input of size ", input, " dilated by lhs_dilation[", i,
            "] = ", attrAt(window.lhsDilation), " and padded by padding[", i,
            "] = [", low, ", ", high, "], a window of size ", windowSize,
            " dilated by rhs_dilation[", i, "] = ", attrAt(window.rhsDilation),
            ")");
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
                "; rhs has element type ", rhsElement, ", with zero point ",
                zeroPoint);
        // (C16) quantization_dimension(rhs) not in rhs_contracting_dimensions.
        if (std::optional<int64_t> dim = quantizedDimension(rhsElement);
            dim && llvm::is_contained(rhsContracting, *dim))
          return emitOptionalError(
              location,
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
        return emitOptionalError(
            location,
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

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// ConvolutionOp and DynamicConvOp: the shape is inferred (with the element
// type unless lhs is quantized); the verifier checks the result against it.
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo {

namespace {

/// True if dimension `dim` of `result` may hold a value of dimension `dim`
/// of the inferred `expected`: equal static sizes, or a dynamic size on
/// either side whose bound, if any, the other side's static size does not
/// exceed.
bool fitsInferredSize(RankedTensorType result, RankedTensorType expected,
                      int64_t dim) {
  int64_t size = result.getDimSize(dim), want = expected.getDimSize(dim);
  int64_t sizeBound = getSizeOrBound(result, dim);
  int64_t wantBound = getSizeOrBound(expected, dim);
  if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(want))
    return size == want;
  if (!ShapedType::isDynamic(size))
    return ShapedType::isDynamic(wantBound) || size <= wantBound;
  if (!ShapedType::isDynamic(want))
    return ShapedType::isDynamic(sizeBound) || want <= sizeBound;
  return true;
}

/// True if dimension `dim` of `result` matches that of the inferred
/// `expected`: as compatible shapes do (equal, or dynamic on either side) in
/// the verifier; the spec check also holds a static size to the bound of a
/// dynamic one (fitsInferredSize).
bool matchesInferredSize(RankedTensorType result, RankedTensorType expected,
                         int64_t dim) {
  if (isSpecCheckEnabled())
    return fitsInferredSize(result, expected, dim);
  return result.isDynamicDim(dim) || expected.isDynamicDim(dim) ||
         result.getDimSize(dim) == expected.getDimSize(dim);
}

/// Reports on `op` that dimension `dim` of `result` must be that of the
/// inferred `expected` (a size, or at most a bound), naming `constraint` and
/// the spec's `formula` for it.
/// Upstream's phrase for a result whose shape is not the inferred one
/// ("inferred shape '[d0, ?, ...]' is incompatible with return type of
/// operation '<result>'"), after `constraint`; the caller adds the detail.
InFlightDiagnostic emitInferredShapeMismatch(Operation *op,
                                             StringRef constraint,
                                             ArrayRef<int64_t> inferred,
                                             RankedTensorType result) {
  InFlightDiagnostic diag = emitError(op->getLoc());
  diag << constraint << " inferred shape '[";
  llvm::interleaveComma(inferred, diag, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      diag << "?";
    else
      diag << size;
  });
  diag << "]' is incompatible with return type of operation " << result;
  return diag;
}

LogicalResult emitSizeMismatch(Operation *op, StringRef constraint,
                               RankedTensorType result,
                               RankedTensorType expected, int64_t dim,
                               StringRef formula) {
  InFlightDiagnostic diag =
      emitInferredShapeMismatch(op, constraint, expected.getShape(), result);
  diag << ": dimension " << dim << " must be " << formula << " = ";
  if (expected.isDynamicDim(dim))
    diag << "a size of at most " << getSizeOrBound(expected, dim);
  else
    diag << expected.getDimSize(dim);
  return diag;
}

} // namespace

/// The result constraints of convolution and dynamic_conv: (C25) shape,
/// (C26) rank, (C27-C34) element types and quantization, given the
/// components `inferConvolutionOp` inferred; errors are reported on `op`.
static LogicalResult
verifyConvolutionResult(Operation *op, Type lhsType, Type rhsType,
                        Type resultType, ConvDimensionNumbersAttr dims,
                        const ShapedTypeComponents &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  auto result = cast<RankedTensorType>(resultType);
  bool specCheck = isSpecCheckEnabled();
  int64_t outputBatch = dims.getOutputBatchDimension();
  int64_t outputFeature = dims.getOutputFeatureDimension();
  // The verifier leaves dynamic_conv's result shape unchecked; the spec
  // check holds it to (C25) and (C26) as convolution's.
  if (specCheck || !isa<DynamicConvOp>(op)) {
    // (C26) rank(result) = N.
    if (result.getRank() != lhs.getRank())
      return emitInferredShapeMismatch(op, "(C26)", inferred.getDims(), result)
             << ": its rank must be N = rank(lhs) = " << lhs.getRank();
    // (C25) dim(result, result_dim), per the spec's formula.
    auto expected = RankedTensorType::get(
        inferred.getDims(), lhs.getElementType(), inferred.getAttribute());
    for (int64_t dim = 0; dim < result.getRank(); ++dim) {
      if (matchesInferredSize(result, expected, dim))
        continue;
      StringRef formula =
          dim == outputBatch
              ? "dim(lhs, input_batch_dimension) / batch_group_count"
          : dim == outputFeature ? "dim(rhs, kernel_output_feature_dimension)"
                                 : "num_windows";
      return emitSizeMismatch(op, "(C25)", result, expected, dim, formula);
    }
  }
  Type lhsElement = lhs.getElementType();
  Type resultElement = result.getElementType();
  if (!isQuantized(lhs) && !isQuantized(rhs) && !isQuantized(result)) {
    // (C27) element_type(lhs) = element_type(result); only the spec check
    // holds the result to it (i8 x i8 -> i32 is a common convolution).
    if (specCheck && resultElement != lhsElement)
      return op->emitOpError()
             << "(C27) element type of result (" << resultElement
             << ") must be the element type of lhs and rhs (" << lhsElement
             << ")";
    return success();
  }
  // (C28), (C32), (C33), (C34) as dot_general's; after (C28), (C30)
  // quantization_dimension(result) = output_feature_dimension.
  return detail::kConvolutionQuantization.checkResult(
      op, lhs, rhs, result, [&]() -> LogicalResult {
        if (std::optional<int64_t> dim =
                detail::quantizedDimension(resultElement);
            dim && *dim != outputFeature)
          return op->emitOpError()
                 << "(C30) quantization dimension of result should be same "
                    "with output_feature_dimension; got "
                 << *dim << " and " << outputFeature;
        return success();
      });
}

} // namespace mlir::stablehlo

namespace {

/// The window of a convolution or dynamic_conv (op or adaptor), without
/// its padding.
template <typename OpOrAdaptor> ConvolutionWindow getWindow(OpOrAdaptor op) {
  ConvolutionWindow window;
  window.windowStrides = op.getWindowStrides();
  window.lhsDilation = op.getLhsDilation();
  window.rhsDilation = op.getRhsDilation();
  window.windowReversal = op.getWindowReversal();
  return window;
}

template <typename OpOrAdaptor>
LogicalResult
inferConvolution(OpOrAdaptor op, ConvolutionWindow window,
                 std::optional<Location> location,
                 SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferConvolutionOp(
      location, op.getLhs().getType(), op.getRhs().getType(), window,
      op.getDimensionNumbers(), static_cast<int64_t>(op.getFeatureGroupCount()),
      static_cast<int64_t>(op.getBatchGroupCount()), op.getPrecisionConfig(),
      inferred);
}

/// convolution's padding attribute, if given.
template <typename OpOrAdaptor>
ConvolutionWindow getConvolutionWindow(OpOrAdaptor op) {
  ConvolutionWindow window = getWindow(op);
  if (DenseIntElementsAttr padding = op.getPaddingAttr()) {
    window.paddingType = padding.getType();
    window.padding = getSExtValues(padding);
  }
  return window;
}

/// dynamic_conv's padding operand; its values when it is a constant.
template <typename OpOrAdaptor>
ConvolutionWindow getDynamicConvWindow(OpOrAdaptor op) {
  ConvolutionWindow window = getWindow(op);
  Value padding = op.getPadding();
  window.paddingType = padding.getType();
  window.paddingIsOperand = true;
  DenseIntElementsAttr values;
  if (matchPattern(padding, m_Constant(&values))) {
    SmallVector<int64_t> pairs;
    for (const APInt &value : values.getValues<APInt>())
      pairs.push_back(value.getSExtValue());
    window.padding = std::move(pairs);
  }
  return window;
}

/// Infers the result of a convolution op and checks the declared result
/// against it.
template <typename OpT>
LogicalResult verifyConvolutionLike(OpT op, ConvolutionWindow window) {
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferConvolution(op, std::move(window), op.getLoc(), inferred)))
    return op.emitOpError() << "failed to infer returned types";
  return verifyConvolutionResult(op, op.getLhs().getType(),
                                 op.getRhs().getType(), op.getType(),
                                 op.getDimensionNumbers(), inferred.front());
}

} // namespace

LogicalResult ConvolutionOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ConvolutionOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferConvolution(adaptor, getConvolutionWindow(adaptor), location,
                          inferred);
}

LogicalResult ConvolutionOp::verify() {
  return verifyConvolutionLike(*this, getConvolutionWindow(*this));
}

LogicalResult DynamicConvOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DynamicConvOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferConvolution(adaptor, getDynamicConvWindow(adaptor), location,
                          inferred);
}

LogicalResult DynamicConvOp::verify() {
  return verifyConvolutionLike(*this, getDynamicConvWindow(*this));
}

//===----------------------------------------------------------------------===//
// DotOp and DotGeneralOp
//===----------------------------------------------------------------------===//

LogicalResult DotOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  // The dims upstream infers, with their bounds: lhs's first of a matrix,
  // rhs's second of a matrix; no element type.
  DotOp::Adaptor adaptor(operands, attributes, properties, regions);
  auto lhs = dyn_cast<RankedTensorType>(adaptor.getLhs().getType());
  auto rhs = dyn_cast<RankedTensorType>(adaptor.getRhs().getType());
  if (!lhs || !rhs || lhs.getRank() < 1 || lhs.getRank() > 2 ||
      rhs.getRank() < 1 || rhs.getRank() > 2 ||
      !areCompatibleSizes(lhs.getDimSize(lhs.getRank() - 1), rhs.getDimSize(0)))
    return emitOptionalError(location,
                             "expected both lhs/rhs ranks to be either 1 or 2");
  SmallVector<int64_t> shape, bounds;
  auto push = [&](RankedTensorType side, int64_t dim) {
    shape.push_back(side.getDimSize(dim));
    ArrayRef<int64_t> sideBounds = getBounds(side);
    bounds.push_back(sideBounds.empty() ? ShapedType::kDynamic
                                        : sideBounds[dim]);
  };
  if (lhs.getRank() == 2)
    push(lhs, 0);
  if (rhs.getRank() == 2)
    push(rhs, 1);
  Attribute encoding =
      getBoundedTensorType(shape, bounds, lhs.getElementType()).getEncoding();
  inferred.emplace_back(shape, /*elementType=*/nullptr, encoding);
  return success();
}

LogicalResult DotOp::verify() {
  auto lhs = cast<RankedTensorType>(getLhs().getType());
  auto rhs = cast<RankedTensorType>(getRhs().getType());
  // A vector or matrix on each side, the last dimension of lhs contracted
  // with the first of rhs.
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  if (lhsRank < 1 || lhsRank > 2 || rhsRank < 1 || rhsRank > 2 ||
      !areCompatibleSizes(lhs.getDimSize(lhsRank - 1), rhs.getDimSize(0)))
    return emitOpError()
           << "expected both lhs/rhs ranks to be either 1 or 2, with the "
              "last dimension of lhs the size of the first of rhs; got "
           << lhs << " and " << rhs;
  if (std::optional<ArrayAttr> config = getPrecisionConfig();
      config && *config && config->size() > 2)
    return emitOpError()
           << "expects precision config to be empty or have <= 2 elements, "
              "got "
           << config->size();
  SmallVector<int64_t> shape;
  if (lhsRank == 2)
    shape.push_back(lhs.getDimSize(0));
  if (rhsRank == 2)
    shape.push_back(rhs.getDimSize(1));
  auto result = cast<ShapedType>(getType());
  if (result.getRank() == static_cast<int64_t>(shape.size()) &&
      llvm::all_of(llvm::zip(shape, result.getShape()), [&](auto pair) {
        return areCompatibleSizes(std::get<0>(pair), std::get<1>(pair));
      }))
    return success();
  InFlightDiagnostic diag = emitOpError() << "inferred shape '[";
  llvm::interleaveComma(shape, diag, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      diag << "?";
    else
      diag << size;
  });
  return diag << "]' is incompatible with return type of operation " << result;
}

namespace {

template <typename OpOrAdaptor>
LogicalResult inferDotGeneral(OpOrAdaptor op, std::optional<Location> location,
                              SmallVectorImpl<ShapedTypeComponents> &inferred) {
  return inferDotGeneralOp(location, op.getLhs().getType(),
                           op.getRhs().getType(), op.getDotDimensionNumbers(),
                           op.getPrecisionConfig(), op.getAlgorithmAttr(),
                           inferred);
}

} // namespace

namespace mlir::stablehlo {

/// The result constraints of dot_general: (C12) shape, (C14), (C18-C20)
/// quantization, given the components `inferDotGeneralOp` inferred.
static LogicalResult
verifyDotGeneralResult(Operation *op, Type lhsType, Type rhsType,
                       Type resultType, const ShapedTypeComponents &inferred) {
  auto lhs = cast<RankedTensorType>(lhsType);
  auto rhs = cast<RankedTensorType>(rhsType);
  auto result = cast<RankedTensorType>(resultType);
  auto expected = RankedTensorType::get(
      inferred.getDims(), lhs.getElementType(), inferred.getAttribute());
  // (C12) the result shape.
  if (result.getRank() != expected.getRank())
    return emitInferredShapeMismatch(op, "(C12)", expected.getShape(), result)
           << ": its rank must be " << expected.getRank()
           << " (batching, then lhs's and rhs's other dimensions)";
  for (int64_t dim = 0; dim < result.getRank(); ++dim) {
    if (matchesInferredSize(result, expected, dim))
      continue;
    return emitSizeMismatch(op, "(C12)", result, expected, dim,
                            "the inferred size");
  }
  // Without quantization the spec leaves the result's element type open.
  if (!isQuantized(lhs) && !isQuantized(rhs) && !isQuantized(result))
    return success();
  // (C14), (C18), (C19), (C20) as convolution's.
  return detail::kDotGeneralQuantization.checkResult(op, lhs, rhs, result);
}

} // namespace mlir::stablehlo

LogicalResult DotGeneralOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location> location, ValueShapeRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  DotGeneralOp::Adaptor adaptor(operands, attributes, properties, regions);
  return inferDotGeneral(adaptor, location, inferred);
}

LogicalResult
DotGeneralOp::reifyReturnTypeShapes(OpBuilder &builder, ValueRange operands,
                                    SmallVectorImpl<Value> &shapes) {
  return reifyResultShapes(*this, builder, operands, shapes);
}

LogicalResult DotGeneralOp::verify() {
  // The algorithm first, as upstream checks it (one read from bytecode or
  // made in C++ has not been checked), reported at the op.
  if (DotAlgorithmAttr algorithm = getAlgorithmAttr()) {
    auto emit = [&] { return emitError(); };
    Type lhs = algorithm.getLhsPrecisionType();
    Type rhs = algorithm.getRhsPrecisionType();
    Type accumulation = algorithm.getAccumulationType();
    int64_t lhsCount = algorithm.getLhsComponentCount();
    int64_t rhsCount = algorithm.getRhsComponentCount();
    int64_t operations = algorithm.getNumPrimitiveOperations();
    bool imprecise = algorithm.getAllowImpreciseAccumulation();
    if (failed(DotAlgorithmAttr::verify(emit, lhs, rhs, accumulation, lhsCount,
                                        rhsCount, operations, imprecise)) ||
        failed(checkKnownDotAlgorithm(emit, lhs, rhs, accumulation, lhsCount,
                                      rhsCount, operations, imprecise)))
      return failure();
  }
  SmallVector<ShapedTypeComponents> inferred;
  if (failed(inferDotGeneral(*this, getLoc(), inferred)))
    return emitOpError() << "failed to infer returned types";
  return verifyDotGeneralResult(*this, getLhs().getType(), getRhs().getType(),
                                getType(), inferred.front());
}

//===----------------------------------------------------------------------===//
// Custom directives of these ops' assembly formats (AssemblyFormat.h)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo {

void printWindowAttributes(OpAsmPrinter &p, Operation *,
                           DenseI64ArrayAttr strides,
                           DenseIntElementsAttr padding,
                           DenseI64ArrayAttr lhsDilation,
                           DenseI64ArrayAttr rhsDilation,
                           DenseBoolArrayAttr reversal) {
  StringRef separator = "";
  auto printList = [&](StringRef name, DenseI64ArrayAttr attr) {
    if (!attr)
      return;
    p << separator << name << " = [";
    llvm::interleaveComma(attr.asArrayRef(), p);
    p << ']';
    separator = ", ";
  };
  printList("stride", strides);
  if (padding) {
    p << separator << "pad = [";
    SmallVector<int64_t> values = getSExtValues(padding);
    for (size_t i = 0; i + 1 < values.size(); i += 2) {
      if (i)
        p << ", ";
      p << '[' << values[i] << ", " << values[i + 1] << ']';
    }
    p << ']';
    separator = ", ";
  }
  printList("lhs_dilate", lhsDilation);
  printList("rhs_dilate", rhsDilation);
  if (reversal) {
    p << separator << "reverse = [";
    llvm::interleaveComma(reversal.asArrayRef(), p,
                          [&](bool value) { p << (value ? "true" : "false"); });
    p << ']';
  }
}

ParseResult parseWindowAttributes(OpAsmParser &parser,
                                  DenseI64ArrayAttr &strides,
                                  DenseIntElementsAttr &padding,
                                  DenseI64ArrayAttr &lhsDilation,
                                  DenseI64ArrayAttr &rhsDilation,
                                  DenseBoolArrayAttr &reversal) {
  llvm::StringSet<> remaining{"stride", "pad", "lhs_dilate", "rhs_dilate",
                              "reverse"};
  Builder &builder = parser.getBuilder();
  StringRef name;
  while (succeeded(parser.parseOptionalKeyword(&name))) {
    // Upstream reports an unknown or repeated name after it, at the `=`.
    if (!remaining.erase(name))
      return parser.emitError(parser.getCurrentLocation())
             << "Unexpected keyword " << name
             << " (window attributes: stride, pad, lhs_dilate, rhs_dilate, "
                "reverse; each at most once)";
    if (parser.parseEqual())
      return failure();
    SmallVector<int64_t> values;
    if (name == "pad") {
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                size_t before = values.size();
                if (parser.parseCommaSeparatedList(
                        AsmParser::Delimiter::Square, [&] {
                          return parser.parseInteger(values.emplace_back());
                        }))
                  return failure();
                // A [low, high] pair; reported after its `]`.
                if (size_t got = values.size() - before; got != 2)
                  return parser.emitError(parser.getCurrentLocation())
                         << "Expected array with 2 elements, got " << got
                         << " elements instead";
                return success();
              }))
        return failure();
      auto type = RankedTensorType::get(
          {static_cast<int64_t>(values.size() / 2), 2}, builder.getI64Type());
      padding = DenseIntElementsAttr::get(type, values);
    } else if (name == "reverse") {
      SmallVector<bool> flags;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                if (succeeded(parser.parseOptionalKeyword("true"))) {
                  flags.push_back(true);
                  return success();
                }
                if (succeeded(parser.parseOptionalKeyword("false"))) {
                  flags.push_back(false);
                  return success();
                }
                int64_t value;
                if (parser.parseInteger(value))
                  return failure();
                flags.push_back(value != 0);
                return success();
              }))
        return failure();
      reversal = DenseBoolArrayAttr::get(parser.getContext(), flags);
    } else {
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                return parser.parseInteger(values.emplace_back());
              }))
        return failure();
      DenseI64ArrayAttr attr = builder.getDenseI64ArrayAttr(values);
      if (name == "stride")
        strides = attr;
      else if (name == "lhs_dilate")
        lhsDilation = attr;
      else
        rhsDilation = attr;
    }
    if (failed(parser.parseOptionalComma()))
      break;
  }
  return success();
}

void printPrecisionConfig(OpAsmPrinter &p, Operation *, ArrayAttr precision) {
  if (!precision)
    return;
  p << ", precision = [";
  llvm::interleaveComma(precision, p, [&](Attribute attr) {
    if (auto value = dyn_cast<PrecisionAttr>(attr))
      p << stringifyPrecision(value.getValue());
    else
      p << attr;
  });
  p << ']';
}

namespace {

/// `precision = [A, B]` (without the leading comma).
ParseResult parsePrecisionList(OpAsmParser &parser, ArrayAttr &precision) {
  SmallVector<Attribute> values;
  if (parser.parseKeyword("precision") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            // Upstream's enum attribute parser: the keyword's own error, then
            // one about the attribute's parameter.
            SMLoc loc = parser.getCurrentLocation();
            std::string keyword;
            std::optional<Precision> value;
            if (succeeded(parser.parseKeywordOrString(&keyword))) {
              value = symbolizePrecision(keyword);
              if (!value)
                parser.emitError(loc)
                    << "expected ::mlir::stablehlo::Precision to be one of: "
                       "DEFAULT, HIGH, HIGHEST";
            }
            if (!value)
              return parser.emitError(parser.getCurrentLocation())
                     << "failed to parse StableHLO_PrecisionAttr parameter "
                        "'value' which is to be a "
                        "`::mlir::stablehlo::Precision`";
            values.push_back(PrecisionAttr::get(parser.getContext(), *value));
            return success();
          }))
    return failure();
  precision = ArrayAttr::get(parser.getContext(), values);
  return success();
}

ParseResult parseAlgorithm(OpAsmParser &parser, DotAlgorithmAttr &algorithm) {
  if (parser.parseEqual())
    return failure();
  algorithm = dyn_cast_or_null<DotAlgorithmAttr>(
      DotAlgorithmAttr::parse(parser, Type()));
  return success(static_cast<bool>(algorithm));
}

} // namespace

ParseResult parsePrecisionConfig(OpAsmParser &parser, ArrayAttr &precision) {
  if (failed(parser.parseOptionalComma()))
    return success();
  return parsePrecisionList(parser, precision);
}

void printPrecisionConfigAndAlgorithm(OpAsmPrinter &p, Operation *op,
                                      ArrayAttr precision,
                                      DotAlgorithmAttr algorithm) {
  printPrecisionConfig(p, op, precision);
  if (!algorithm)
    return;
  p << ", algorithm = ";
  p.printStrippedAttrOrType(algorithm);
}

ParseResult parsePrecisionConfigAndAlgorithm(OpAsmParser &parser,
                                             ArrayAttr &precision,
                                             DotAlgorithmAttr &algorithm) {
  if (failed(parser.parseOptionalComma()))
    return success();
  if (succeeded(parser.parseOptionalKeyword("algorithm")))
    return parseAlgorithm(parser, algorithm);
  if (parsePrecisionList(parser, precision))
    return failure();
  if (failed(parser.parseOptionalComma()))
    return success();
  if (parser.parseKeyword("algorithm"))
    return failure();
  return parseAlgorithm(parser, algorithm);
}

void printDotDimensionNumbers(AsmPrinter &p, Operation *,
                              DotDimensionNumbersAttr dims) {
  auto printPair = [&](ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs) {
    p << '[';
    llvm::interleaveComma(lhs, p);
    p << "] x [";
    llvm::interleaveComma(rhs, p);
    p << ']';
  };
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    p << "batching_dims = ";
    printPair(dims.getLhsBatchingDimensions(), dims.getRhsBatchingDimensions());
    p << ", ";
  }
  p << "contracting_dims = ";
  printPair(dims.getLhsContractingDimensions(),
            dims.getRhsContractingDimensions());
}

ParseResult parseDotDimensionNumbers(AsmParser &parser,
                                     DotDimensionNumbersAttr &dims) {
  auto parseList = [&](SmallVector<int64_t> &values) {
    return parser.parseCommaSeparatedList(
        AsmParser::Delimiter::Square, [&]() -> ParseResult {
          return parser.parseInteger(values.emplace_back());
        });
  };
  auto parsePair = [&](SmallVector<int64_t> &lhs,
                       SmallVector<int64_t> &rhs) -> ParseResult {
    return ParseResult(failure(parser.parseEqual() || parseList(lhs) ||
                               parser.parseKeyword("x") || parseList(rhs)));
  };
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  if (succeeded(parser.parseOptionalKeyword("batching_dims")) &&
      (parsePair(lhsBatch, rhsBatch) || parser.parseComma()))
    return failure();
  if (parser.parseKeyword("contracting_dims") ||
      parsePair(lhsContract, rhsContract))
    return failure();
  dims = DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
  return success();
}

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// Reification of the result shapes (reifyResultShapes,
// StablehloShapeInterfaces.cpp)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo::detail {

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

} // namespace mlir::stablehlo::detail
