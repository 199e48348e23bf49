//===- StablehloReduction.cpp - Reductions, sorts and windows -------------===//
//
// The ops with a reducer or comparator body: reduce, reduce_window, sort,
// select_and_scatter.
//
// Their shape functions and inferReturnTypes, the checks of reducer bodies
// and the window arithmetic that convolutions share
// (StablehloOpsInternal.h), reduce's custom syntax (the compact form) and
// the reification of its result shapes.
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

bool isPromotable(Type x, Type y) {
  auto quantizedX = dyn_cast<quant::QuantizedType>(x);
  auto quantizedY = dyn_cast<quant::QuantizedType>(y);
  if (quantizedX || quantizedY)
    return quantizedX && quantizedY &&
           quantizedX.getExpressedType() == quantizedY.getExpressedType() &&
           quantizedX.getStorageTypeIntegralWidth() <=
               quantizedY.getStorageTypeIntegralWidth();
  if (x.isInteger(1) || y.isInteger(1))
    return x.isInteger(1) && y.isInteger(1);
  if (auto complexX = dyn_cast<ComplexType>(x)) {
    auto complexY = dyn_cast<ComplexType>(y);
    return complexY && complexX.getElementType().getIntOrFloatBitWidth() <=
                           complexY.getElementType().getIntOrFloatBitWidth();
  }
  bool sameKind = (isa<IntegerType>(x) && isa<IntegerType>(y)) ||
                  (isa<FloatType>(x) && isa<FloatType>(y));
  return sameKind && x.getIntOrFloatBitWidth() <= y.getIntOrFloatBitWidth();
}

FailureOr<Type> checkReductionComputation(std::optional<Location> location,
                                          StringRef constraint,
                                          Region &computation,
                                          TypeRange operandTypes) {
  if (computation.empty())
    return emitOptionalError(location, constraint,
                             " computation must have a block");
  Block &block = computation.front();
  auto scalar = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() == 0;
  };
  TypeRange argTypes = block.getArgumentTypes();
  if (argTypes.size() != 2 || !scalar(argTypes[0]) ||
      argTypes[0] != argTypes[1])
    return emitOptionalError(location, constraint,
                             " computation must take two arguments of one "
                             "type tensor<E>, got (",
                             argTypes, ")");
  Type argType = argTypes[0];
  if (block.empty() || !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(location, constraint,
                             " computation must end with stablehlo.return");
  TypeRange returned = block.back().getOperandTypes();
  if (returned.size() != 1 || returned[0] != argType)
    return emitOptionalError(location, constraint,
                             " computation must return one value of its "
                             "argument type ",
                             argType, ", got (", returned, ")");
  Type element = cast<RankedTensorType>(argType).getElementType();
  for (auto [index, type] : llvm::enumerate(operandTypes)) {
    Type operandElement = getElementTypeOrSelf(type);
    if (!isPromotable(operandElement, element))
      return emitOptionalError(
          location, constraint, " element type ", operandElement,
          " of operand #", index,
          " must be promotable to the computation's element type ", element,
          " (the same kind of type, no narrower)");
  }
  return element;
}

FailureOr<SmallVector<Type>>
checkVariadicComputation(std::optional<Location> location, StringRef constraint,
                         Region &computation, TypeRange inputTypes,
                         unsigned numArgumentGroups) {
  size_t n = inputTypes.size();
  SmallVector<Type> elements;
  if (computation.empty()) {
    for (Type type : inputTypes)
      elements.push_back(getElementTypeOrSelf(type));
    return elements;
  }
  Block &block = computation.front();
  TypeRange argTypes = block.getArgumentTypes();
  auto scalar = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() == 0;
  };
  if (argTypes.size() != numArgumentGroups * n ||
      !llvm::all_of(argTypes, scalar))
    return emitOptionalError(
        location, constraint, " computation must take ", numArgumentGroups,
        " x ", n, " = ", numArgumentGroups * n,
        " scalar arguments (in each of its ", numArgumentGroups,
        " groups, one tensor<Ei> per input), got (", argTypes, ")");
  for (size_t group = 1; group < numArgumentGroups; ++group)
    for (size_t i = 0; i < n; ++i)
      if (argTypes[group * n + i] != argTypes[i])
        return emitOptionalError(location, constraint, " argument #",
                                 group * n + i, " of the computation has type ",
                                 argTypes[group * n + i], ", but must be ",
                                 argTypes[i], " like argument #", i);
  if (block.empty() || !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(location, constraint,
                             " computation must end with stablehlo.return");
  TypeRange returned = block.back().getOperandTypes();
  if (returned != argTypes.take_front(n))
    return emitOptionalError(
        location, constraint, " computation must return its first ", n,
        " argument types (", argTypes.take_front(n), "), got (", returned, ")");
  for (size_t i = 0; i < n; ++i) {
    Type element = cast<RankedTensorType>(argTypes[i]).getElementType();
    Type inputElement = getElementTypeOrSelf(inputTypes[i]);
    if (!isPromotable(inputElement, element))
      return emitOptionalError(
          location, constraint, " element type ", inputElement, " of input #",
          i, " must be promotable to the computation's element type ", element,
          " (the same kind of type, no narrower)");
    elements.push_back(element);
  }
  return elements;
}

namespace detail {

namespace {

unsigned upstreamBitWidth(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * upstreamBitWidth(complex.getElementType());
  if (auto quantized = dyn_cast<quant::QuantizedType>(type))
    return upstreamBitWidth(quantized.getStorageType());
  return type.getIntOrFloatBitWidth();
}

/// Element types equal, or both floats.
bool sameElementUpToFloatWidth(Type x, Type y) {
  return x == y || (isa<FloatType>(x) && isa<FloatType>(y));
}

} // namespace

bool isPromotableLikeUpstream(Type x, Type y) {
  auto quantizedX = dyn_cast<quant::QuantizedType>(x);
  auto quantizedY = dyn_cast<quant::QuantizedType>(y);
  bool sameKind =
      (isa<IntegerType>(x) && isa<IntegerType>(y)) ||
      (isa<FloatType>(x) && isa<FloatType>(y)) ||
      (isa<ComplexType>(x) && isa<ComplexType>(y)) ||
      (quantizedX && quantizedY &&
       quantizedX.getExpressedType() == quantizedY.getExpressedType());
  if (!sameKind)
    return false;
  if (isa<FloatType>(x))
    return true;
  return upstreamBitWidth(x) <= upstreamBitWidth(y);
}

FailureOr<SmallVector<Type>>
checkReducerBody(std::optional<Location> location, StringRef bodyConstraint,
                 StringRef promotionConstraint, Region &body,
                 TypeRange inputTypes, TypeRange initTypes,
                 ArrayRef<int64_t> allowedDimensions) {
  size_t n = inputTypes.size();
  SmallVector<Type> elements;
  if (body.empty()) {
    for (Type type : inputTypes)
      elements.push_back(getElementTypeOrSelf(type));
    return elements;
  }
  Block &block = body.front();
  if (block.getNumArguments() != 2 * n)
    return emitOptionalError(
        location, bodyConstraint, " Reduction-region must take ", 2 * n,
        " parameters, but takes ", block.getNumArguments(), " parameter(s)");
  if (block.empty() || !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(
        location, bodyConstraint,
        " The reduction-region expected to have a terminator");
  TypeRange returned = block.back().getOperandTypes();
  if (returned.empty())
    return emitOptionalError(
        location, bodyConstraint,
        " The reduction-region expected to return some value(s)");
  if (returned.size() != n)
    return emitOptionalError(
        location, bodyConstraint, " Reduction-region here must produce ", n,
        " tensors, but produces ", returned.size(), " instead");
  for (Type type : returned)
    if (!isa<RankedTensorType>(type))
      return emitOptionalError(location, bodyConstraint,
                               " Reduction-region here must produce "
                               "tensor-typed result(s), but produces ",
                               type, " instead");
  for (size_t i = 0; i < n; ++i) {
    auto accumulator = cast<RankedTensorType>(returned[i]);
    Type first = block.getArgument(i).getType();
    Type second = block.getArgument(n + i).getType();
    auto secondTensor = dyn_cast<RankedTensorType>(second);
    auto firstTensor = dyn_cast<RankedTensorType>(first);
    if (!firstTensor || failed(verifyCompatibleShape(accumulator, first)) ||
        firstTensor.getElementType() != accumulator.getElementType())
      return emitOptionalError(
          location, bodyConstraint,
          " The type of reduction-region's parameter at index ", i,
          " is different than the corresponding result type: ", first, " vs ",
          accumulator);
    if (!secondTensor || failed(verifyCompatibleShape(accumulator, second)) ||
        !sameElementUpToFloatWidth(accumulator.getElementType(),
                                   secondTensor.getElementType()))
      return emitOptionalError(
          location, bodyConstraint,
          " The type of reduction-region's parameter at index ", n + i,
          " is different than the corresponding result type: ", second, " vs ",
          accumulator);
    if (failed(verifyCompatibleShape(initTypes[i], accumulator)))
      return emitOptionalError(
          location, bodyConstraint,
          " The shape of reduction-region's result type at index ", i,
          " differs from the op's corresponding init-value type: ", accumulator,
          " vs ", initTypes[i]);
    if (!isPromotableLikeUpstream(getElementTypeOrSelf(initTypes[i]),
                                  accumulator.getElementType()))
      return emitOptionalError(
          location, promotionConstraint,
          " The element-type of reduction-region's result type at index ", i,
          " is expected to be promotable from the op's corresponding "
          "init-value element-type: ",
          accumulator, " vs ", initTypes[i]);
    Type inputElement = getElementTypeOrSelf(inputTypes[i]);
    if (!isPromotableLikeUpstream(inputElement, secondTensor.getElementType()))
      return emitOptionalError(
          location, promotionConstraint,
          " The element-type of reduction-region's argument at index ", n + i,
          " is expected to be promotable from ", inputElement, ", but got ",
          secondTensor.getElementType());
    ArrayRef<int64_t> argShape = secondTensor.getShape();
    if (argShape.size() > allowedDimensions.size())
      return emitOptionalError(
          location, bodyConstraint,
          " The rank of reduction-region's argument at index ", n + i,
          " is expected to be <= ", allowedDimensions.size(), ", got ",
          argShape.size());
    size_t matched = 0;
    for (size_t dim = 0;
         dim < allowedDimensions.size() && matched < argShape.size(); ++dim)
      if (ShapedType::isDynamic(allowedDimensions[dim]) ||
          ShapedType::isDynamic(argShape[matched]) ||
          allowedDimensions[dim] == argShape[matched])
        ++matched;
    if (matched != argShape.size())
      return emitOptionalError(
          location, bodyConstraint,
          " The shape of reduction-region's argument at index ", n + i,
          " is not compatible with that of reduce-op's input-parameter at "
          "index ",
          i);
    elements.push_back(accumulator.getElementType());
  }
  return elements;
}

LogicalResult checkWindowSizes(std::optional<Location> location, StringRef name,
                               std::optional<ArrayRef<int64_t>> values,
                               int64_t size, StringRef sizeText,
                               StringRef sizeConstraint,
                               StringRef positiveConstraint) {
  if (!values)
    return success();
  if (static_cast<int64_t>(values->size()) != size)
    return emitOptionalError(location, sizeConstraint, " size(", name,
                             ") = ", values->size(), " must be ", sizeText,
                             " = ", size);
  // Upstream's words name the window attribute by what it holds.
  StringRef what =
      llvm::StringSwitch<StringRef>(name)
          .Case("window_dimensions", "value")
          .Case("window_strides", "stride")
          .Cases("lhs_dilation", "base_dilations", "base dilation factor")
          .Cases("rhs_dilation", "window_dilations", "window dilation factor")
          .Default(name);
  for (auto [index, value] : llvm::enumerate(*values))
    if (value <= 0)
      return emitOptionalError(
          location, positiveConstraint, " expects window to have positive ",
          what, " for ", index, "-th window dimension, but got ", value, ".");
  return success();
}

CheckedInt64 numWindows(int64_t input, int64_t window, int64_t low,
                        int64_t high, int64_t stride, int64_t lhsDilation,
                        int64_t rhsDilation) {
  CheckedInt64 dilatedInput =
      input == 0 ? 0 : (CheckedInt64(input) - 1) * lhsDilation + 1;
  CheckedInt64 paddedInput = CheckedInt64(low) + dilatedInput + high;
  CheckedInt64 dilatedWindow =
      window == 0 ? 0 : (CheckedInt64(window) - 1) * rhsDilation + 1;
  if (paddedInput.hasOverflowed() || dilatedWindow.hasOverflowed())
    return CheckedInt64::overflowed();
  if (paddedInput.get() <= 0 || dilatedWindow.get() > paddedInput.get())
    return 0;
  return CheckedInt64((paddedInput.get() - dilatedWindow.get()) / stride) + 1;
}

} // namespace detail

namespace {

/// checkWindowSizes for reduce_window and select_and_scatter: by default,
/// as upstream StableHLO, an explicitly empty `values` counts as absent (it
/// is reset) and a size other than `size` is reported with upstream's
/// phrase naming the attribute `upstreamName`; the spec check requires
/// `size` elements.
LogicalResult checkWindowSizesLikeUpstream(
    std::optional<Location> location, StringRef name, StringRef upstreamName,
    std::optional<ArrayRef<int64_t>> &values, int64_t size, StringRef sizeText,
    StringRef sizeConstraint, StringRef positiveConstraint) {
  if (!isSpecCheckEnabled() && values) {
    if (values->empty())
      values = std::nullopt;
    else if (static_cast<int64_t>(values->size()) != size)
      return emitOptionalError(
          location, sizeConstraint, " expects ", upstreamName,
          " to have same dimension-size as size of window dimensions (", size,
          "), but got: ", values->size(), ".");
  }
  return checkWindowSizes(location, name, values, size, sizeText,
                          sizeConstraint, positiveConstraint);
}

/// Reads the window padding of reduce_window and select_and_scatter into
/// `pads` (low and high per dimension), checking (`constraint`) that it has
/// shape [rank, 2]; by default, as upstream StableHLO, a padding of zero
/// rows counts as absent.
LogicalResult readWindowPadding(std::optional<Location> location,
                                std::optional<DenseIntElementsAttr> padding,
                                int64_t rank, StringRef rankText,
                                StringRef constraint,
                                SmallVectorImpl<int64_t> &pads) {
  if (!padding || !*padding)
    return success();
  auto type = cast<ShapedType>(padding->getType());
  if (!isSpecCheckEnabled()) {
    if (type.getRank() != 2 || type.getDimSize(1) != 2)
      return emitOptionalError(
          location, constraint,
          " expects the shape of padding-attribute to be {N, 2}, but got {",
          type.getShape(), "}.");
    if (type.getDimSize(0) == 0)
      return success();
    if (type.getDimSize(0) != rank)
      return emitOptionalError(
          location, constraint,
          " expects padding-entries to have same dimension-size as size of "
          "window dimensions (",
          rank, "), but got: ", type.getDimSize(0), ".");
  } else if (type.getRank() != 2 || type.getDimSize(0) != rank ||
             type.getDimSize(1) != 2) {
    return emitOptionalError(location, constraint, " padding has type ", type,
                             ", whose shape must be [", rankText, ", 2] = [",
                             rank, ", 2]");
  }
  pads.assign(getSExtValues(*padding));
  return success();
}

/// Splits the operands of reduce and reduce_window (N inputs, then N init
/// values) and checks (`constraint`) 0 < N, that the inputs have one shape
/// (`sameShape`), that the init values are scalars of the inputs' element
/// types (`initTypes`).
LogicalResult splitInputsAndInits(std::optional<Location> location,
                                  TypeRange operandTypes, StringRef count,
                                  StringRef sameShape, StringRef initTypes,
                                  TypeRange &inputs, TypeRange &inits) {
  // Upstream splits the operands as the op's accessors do (N = half of
  // them, rounded down), so a last operand of an odd count is ignored; the
  // spec check refuses it.
  size_t numOperands = operandTypes.size();
  if (numOperands < 2 || (numOperands % 2 != 0 && isSpecCheckEnabled()))
    return emitOptionalError(location, count,
                             " must have N > 0 inputs and N init_values; got ",
                             numOperands, " operands");
  size_t n = numOperands / 2;
  inputs = operandTypes.take_front(n);
  inits = operandTypes.slice(n, n);
  for (auto [index, type] : llvm::enumerate(inputs.drop_front())) {
    Type reference = withElementType(inputs[0], getElementTypeOrSelf(type));
    if (!isCompatibleForInference(type, reference))
      return emitOptionalError(
          location, sameShape,
          " expects all inputs to have compatible shapes. Shape at "
          "input-index ",
          index + 1, " is not compatible with shape at input-index 0 (", type,
          " vs ", inputs[0], ")");
  }
  // Upstream StableHLO compares the init values with the body's types only
  // (checkReducerBody); the spec check compares them with the inputs.
  if (!isSpecCheckEnabled())
    return success();
  for (auto [index, types] : llvm::enumerate(llvm::zip(inputs, inits))) {
    auto init = cast<RankedTensorType>(std::get<1>(types));
    Type inputElement = getElementTypeOrSelf(std::get<0>(types));
    if (init.getRank() != 0 || init.getElementType() != inputElement)
      return emitOptionalError(
          location, initTypes, " init_values #", index, " has type ", init,
          ", but must be ", RankedTensorType::get({}, inputElement),
          ", a scalar of the element type of input #", index);
  }
  return success();
}

} // namespace

LogicalResult inferReduceOp(std::optional<Location> location,
                            TypeRange operandTypes,
                            ArrayRef<int64_t> dimensions, Region &body,
                            SmallVectorImpl<Type> &inferred) {
  // (C3) 0 < size(inputs) = size(init_values); (C1) same(shape(inputs...));
  // (C2) element_type(inputs...) = element_type(init_values...).
  TypeRange inputs, inits;
  if (failed(splitInputsAndInits(location, operandTypes, "(C3)", "(C1)", "(C2)",
                                 inputs, inits)))
    return failure();
  auto input = cast<RankedTensorType>(inputs[0]);
  // (C4) 0 <= dimensions < rank(inputs[0]); (C5) is_unique(dimensions), in
  // upstream's words.
  Int64Set reduced;
  for (int64_t dim : dimensions) {
    if (dim < 0 || dim >= input.getRank())
      return emitOptionalError(location, "(C4) Out-of-bounds dimension ", dim,
                               ", expected to be in range [0, ",
                               input.getRank(), ")");
    if (!reduced.insert(dim).second)
      return emitOptionalError(location,
                               "(C5) Duplicate reduction dimension: ", dim);
  }
  // (C7) shape(results...) = shape(inputs...) but the reduced dimensions.
  ShapeAndBounds all(input);
  SmallVector<int64_t> shape, bounds;
  for (int64_t dim = 0; dim < input.getRank(); ++dim) {
    if (llvm::is_contained(dimensions, dim))
      continue;
    shape.push_back(all.shape[dim]);
    bounds.push_back(all.bounds[dim]);
  }
  // (C6) body has type (tensor<E0>, ..., tensor<E0>, ...) -> (tensor<E0>,
  // ...) where is_promotable(element_type(inputs[i]), Ei). Upstream also
  // accepts init values and body arguments whose dimensions are a
  // subsequence of the result's, and promotes any float to any float.
  FailureOr<SmallVector<Type>> elements =
      isSpecCheckEnabled()
          ? checkVariadicComputation(location, "(C6)", body, inputs, 2)
          : checkReducerBody(location, "(C6)", "(C2)", body, inputs, inits,
                             shape);
  if (failed(elements))
    return failure();
  // (C8) element_type(results[i]) = Ei.
  for (Type element : *elements)
    inferred.push_back(getBoundedTensorType(shape, bounds, element));
  return success();
}

LogicalResult
inferReduceWindowOp(std::optional<Location> location, TypeRange operandTypes,
                    ArrayRef<int64_t> windowDimensions,
                    std::optional<ArrayRef<int64_t>> windowStrides,
                    std::optional<ArrayRef<int64_t>> baseDilations,
                    std::optional<ArrayRef<int64_t>> windowDilations,
                    std::optional<DenseIntElementsAttr> padding, Region &body,
                    SmallVectorImpl<Type> &inferred) {
  // (C1) 0 < size(inputs) = size(init_values); (C2) same(shape(inputs...));
  // (C3) element_type(inputs...) = element_type(init_values...).
  TypeRange inputs, inits;
  if (failed(splitInputsAndInits(location, operandTypes, "(C1)", "(C2)", "(C3)",
                                 inputs, inits)))
    return failure();
  auto input = cast<RankedTensorType>(inputs[0]);
  int64_t rank = input.getRank();
  // (C4-C11) one window size, stride and dilation per dimension, positive.
  // Upstream StableHLO also reads an explicitly empty window_strides,
  // base_dilations or window_dilations as absent.
  for (Type type : inputs)
    if (cast<RankedTensorType>(type).getRank() !=
        static_cast<int64_t>(windowDimensions.size()))
      return emitOptionalError(
          location,
          "(C4) expects window-dimensions size == input rank, but "
          "got window-dimensions size: ",
          windowDimensions.size(), " and input: ", type,
          " with rank = ", cast<RankedTensorType>(type).getRank(), ".");
  if (failed(checkWindowSizes(location, "window_dimensions", windowDimensions,
                              rank, "rank(inputs[0])", "(C4)", "(C5)")) ||
      failed(checkWindowSizesLikeUpstream(location, "window_strides",
                                          "window-strides", windowStrides, rank,
                                          "rank(inputs[0])", "(C6)", "(C7)")) ||
      failed(checkWindowSizesLikeUpstream(
          location, "base_dilations", "base-dilation factors", baseDilations,
          rank, "rank(inputs[0])", "(C8)", "(C9)")) ||
      failed(checkWindowSizesLikeUpstream(
          location, "window_dilations", "window-dilation factors",
          windowDilations, rank, "rank(inputs[0])", "(C10)", "(C11)")))
    return failure();
  // (C12) shape(padding) = [rank(inputs[0]), 2].
  SmallVector<int64_t> pads(2 * rank, 0);
  if (failed(readWindowPadding(location, padding, rank, "rank(inputs[0])",
                               "(C12)", pads)))
    return failure();
  // (C13) body, as reduce's; upstream matches the dimensions of non-scalar
  // body arguments against window_dimensions.
  FailureOr<SmallVector<Type>> elements =
      isSpecCheckEnabled()
          ? checkVariadicComputation(location, "(C13)", body, inputs, 2)
          : checkReducerBody(location, "(C13)", "(C3)", body, inputs, inits,
                             windowDimensions);
  if (failed(elements))
    return failure();
  // (C14) same(shape(results...)); (C15) shape(results[0]) = num_windows;
  // (C16) element_type(results[i]) = Ei.
  auto at = [](std::optional<ArrayRef<int64_t>> values, int64_t dim) {
    return values ? (*values)[dim] : 1;
  };
  ShapeAndBounds result(input);
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t &size = result.shape[dim], &bound = result.bounds[dim];
    int64_t &target = ShapedType::isDynamic(size) ? bound : size;
    if (ShapedType::isDynamic(target))
      continue;
    CheckedInt64 count =
        numWindows(target, windowDimensions[dim], pads[2 * dim],
                   pads[2 * dim + 1], at(windowStrides, dim),
                   at(baseDilations, dim), at(windowDilations, dim));
    if (count.hasOverflowed())
      return emitInt64Overflow(
          location, "(C15) num_windows of dimension ", dim,
          " (an input of size ", target, " dilated by base_dilations[", dim,
          "] = ", at(baseDilations, dim), " and padded by padding[", dim,
          "] = [", pads[2 * dim], ", ", pads[2 * dim + 1],
          "], a window of window_dimensions[", dim,
          "] = ", windowDimensions[dim], " dilated by window_dilations[", dim,
          "] = ", at(windowDilations, dim), ")");
    target = count.get();
  }
  for (Type element : *elements)
    inferred.push_back(result.get(element));
  return success();
}

LogicalResult inferSelectAndScatterOp(
    std::optional<Location> location, Type operandType, Type sourceType,
    Type initValueType, std::optional<ArrayRef<int64_t>> windowDimensions,
    std::optional<ArrayRef<int64_t>> windowStrides,
    std::optional<DenseIntElementsAttr> padding, Region &select,
    Region &scatter, SmallVectorImpl<Type> &inferred) {
  auto operand = cast<RankedTensorType>(operandType);
  auto source = cast<RankedTensorType>(sourceType);
  auto init = cast<RankedTensorType>(initValueType);
  Type element = operand.getElementType();
  int64_t rank = operand.getRank();
  bool spec = isSpecCheckEnabled();
  // (C1) element_type(operand) = element_type(source); upstream StableHLO
  // accepts floats of different widths.
  if (spec && source.getElementType() != element)
    return emitOptionalError(location, "(C1) element type of source (",
                             source.getElementType(),
                             ") must be that of operand (", element, ")");
  // (C3) element_type(init_value) = element_type(operand), a scalar (I3).
  // Upstream StableHLO only requires the init value to be promotable to the
  // scatter body's type (checkReducerBody).
  if (spec && (init.getRank() != 0 || init.getElementType() != element))
    return emitOptionalError(location, "(C3) init_value has type ", init,
                             ", but must be ",
                             RankedTensorType::get({}, element),
                             ", a scalar of the operand's element type");
  // Upstream checks the regions first (C9, C10), then the window (C4-C8),
  // then the source (C1, C2).
  // (C9) select has type (tensor<E>, tensor<E>) -> tensor<i1>; upstream
  // StableHLO accepts arguments of any float width when E is a float.
  if (!spec && !select.empty()) {
    Block &block = select.front();
    auto scalar = RankedTensorType::get({}, element);
    if (block.getNumArguments() != 2)
      return emitOptionalError(
          location,
          "(C9) expects the select-region to take 2 parameters, but takes ",
          block.getNumArguments());
    for (auto [index, type] : llvm::enumerate(block.getArgumentTypes())) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor || failed(verifyCompatibleShape(tensor, scalar)) ||
          !sameElementUpToFloatWidth(tensor.getElementType(), element))
        return emitOptionalError(
            location,
            "(C9) expects the type of select-region's parameter at "
            "index ",
            index, " to be ", scalar, ", but got ", type);
    }
    if (block.empty() ||
        !block.back().hasTrait<::mlir::OpTrait::IsTerminator>() ||
        block.back().getNumOperands() != 1)
      return emitOptionalError(
          location,
          "(C9) expects select-region to return single value, but got: ",
          block.empty() ? 0 : block.back().getNumOperands());
    auto returned =
        dyn_cast<RankedTensorType>(block.back().getOperand(0).getType());
    if (!returned || returned.getRank() != 0 ||
        !returned.getElementType().isInteger(1))
      return emitOptionalError(location,
                               "(C9) expects the return-type of select-region "
                               "to be tensor<i1>, but got: ",
                               block.back().getOperand(0).getType());
  }
  // (C10) scatter has type (tensor<E>, tensor<E>) -> tensor<E> with
  // is_promotable(element_type(operand), E); (C11), (C12) the result has the
  // operand's shape and element type E.
  Type resultElement = element;
  if (!spec && !scatter.empty()) {
    FailureOr<SmallVector<Type>> promoted = checkReducerBody(
        location, "(C10)", "(C3)", scatter,
        TypeRange{RankedTensorType::get({}, source.getElementType())},
        TypeRange{init}, {});
    if (failed(promoted))
      return failure();
    resultElement = promoted->front();
  }
  // (C4-C7) one window size and stride per dimension, positive. An absent
  // window_dimensions has size 0 (as upstream StableHLO reads it); upstream
  // also reads an explicitly empty window_strides as absent.
  if (!windowDimensions && rank != 0)
    return emitOptionalError(
        location,
        "(C4) expects window-dimensions size == operand rank, but "
        "got window-dimensions size: 0 and operand-type: ",
        operand, " with rank = ", rank, ".");
  if (windowDimensions &&
      static_cast<int64_t>(windowDimensions->size()) != rank)
    return emitOptionalError(
        location,
        "(C4) expects window-dimensions size == operand rank, but "
        "got window-dimensions size: ",
        windowDimensions->size(), " and operand-type: ", operand,
        " with rank = ", rank, ".");
  if (failed(checkWindowSizes(location, "window_dimensions", windowDimensions,
                              rank, "rank(operand)", "(C4)", "(C5)")) ||
      failed(checkWindowSizesLikeUpstream(location, "window_strides",
                                          "window-strides", windowStrides, rank,
                                          "rank(operand)", "(C6)", "(C7)")))
    return failure();
  // (C8) shape(padding) = [rank(operand), 2].
  SmallVector<int64_t> pads(2 * rank, 0);
  if (failed(readWindowPadding(location, padding, rank, "rank(operand)", "(C8)",
                               pads)))
    return failure();
  // (C2) shape(source) = num_windows (absent window dimensions and strides
  // are 1); a dynamic operand dimension gives a dynamic one.
  SmallVector<int64_t> windowShape;
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t size = operand.getDimSize(dim);
    int64_t window = windowDimensions ? (*windowDimensions)[dim] : 1;
    if (ShapedType::isDynamic(size)) {
      windowShape.push_back(ShapedType::kDynamic);
      continue;
    }
    CheckedInt64 windows =
        numWindows(size, window, pads[2 * dim], pads[2 * dim + 1],
                   windowStrides ? (*windowStrides)[dim] : 1, 1, 1);
    if (windows.hasOverflowed())
      return emitInt64Overflow(
          location, "(C2) num_windows of dimension ", dim,
          " (an operand of size ", size, " padded by padding[", dim, "] = [",
          pads[2 * dim], ", ", pads[2 * dim + 1],
          "], a window of window_dimensions[", dim, "] = ", window, ")");
    windowShape.push_back(windows.get());
  }
  // Upstream checks (C1) and (C2) at once, comparing the source with the
  // window's result type (compatible shapes, floats of any width).
  if (!spec) {
    auto expected = RankedTensorType::get(windowShape, element);
    if (failed(verifyCompatibleShape(expected.getShape(), source.getShape())) ||
        !sameElementUpToFloatWidth(source.getElementType(), element))
      return emitOptionalError(location,
                               "(C1), (C2) expects source-type to be ",
                               expected, ", but got", source);
  }
  if (spec && source.getRank() != rank)
    return emitOptionalError(location, "(C2) source has type ", source,
                             ", whose rank must be rank(operand) = ", rank);
  for (int64_t dim = 0; spec && dim < rank; ++dim) {
    int64_t sourceSize = source.getDimSize(dim);
    if (ShapedType::isDynamic(windowShape[dim]) ||
        ShapedType::isDynamic(sourceSize))
      continue;
    if (sourceSize != windowShape[dim])
      return emitOptionalError(location, "(C2) dimension ", dim, " of source (",
                               source,
                               ") must be num_windows = ", windowShape[dim]);
  }
  if (spec && !select.empty()) {
    Block &block = select.front();
    auto scalar = RankedTensorType::get({}, element);
    auto boolean =
        RankedTensorType::get({}, IntegerType::get(element.getContext(), 1));
    if (block.getArgumentTypes() != TypeRange{scalar, scalar} ||
        block.empty() || block.back().getOperandTypes() != TypeRange{boolean})
      return emitOptionalError(
          location, "(C9) select must have type (", scalar, ", ", scalar,
          ") -> ", boolean, ", got (", block.getArgumentTypes(), ") -> (",
          block.empty() ? TypeRange{}
                        : TypeRange(block.back().getOperandTypes()),
          ")");
  }
  if (spec && !scatter.empty()) {
    FailureOr<Type> promoted = checkReductionComputation(
        location, "(C10)", scatter, TypeRange{operand});
    if (failed(promoted))
      return failure();
    resultElement = *promoted;
  }
  inferred.push_back(withElementType(operand, resultElement));
  return success();
}

LogicalResult inferSortOp(std::optional<Location> location,
                          TypeRange inputTypes, int64_t dimension,
                          Region &comparator, SmallVectorImpl<Type> &inferred) {
  // (C1) 0 < size(inputs).
  if (inputTypes.empty())
    return emitOptionalError(location, "(C1) must have at least one input");
  // (C3) same(shape(inputs...)).
  auto input = cast<RankedTensorType>(inputTypes[0]);
  for (auto [index, type] : llvm::enumerate(inputTypes.drop_front()))
    if (failed(checkCompatibleShapes(location, "(C3)",
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", input)))
      return failure();
  // (C4) -R <= dimension < R.
  int64_t rank = input.getRank();
  if (dimension < -rank || dimension >= rank)
    return emitOptionalError(
        location, "(C4) dimension attribute value must be in range [-", rank,
        ", ", rank, "), but found ", dimension);
  // (C5) comparator has type (tensor<E0>, tensor<E0>, ..., tensor<EN-1>,
  // tensor<EN-1>) -> tensor<i1>, Ei = element_type(inputs[i]): its
  // arguments, then its results, as upstream checks them.
  if (!comparator.empty()) {
    Block &block = comparator.front();
    if (block.getNumArguments() != 2 * inputTypes.size())
      return emitOptionalError(
          location, "(C5) comparator block should have ", 2 * inputTypes.size(),
          " arguments (two scalars per input), got ", block.getNumArguments());
    for (auto [index, type] : llvm::enumerate(inputTypes)) {
      auto scalar = RankedTensorType::get({}, getElementTypeOrSelf(type));
      for (unsigned i : {2 * index, 2 * index + 1})
        if (block.getArgument(i).getType() != scalar)
          return emitOptionalError(location, "(C5) comparator block argument #",
                                   i, " should be of type ", scalar,
                                   " but got ", block.getArgument(i).getType());
    }
    TypeRange returned =
        block.empty() ? TypeRange{} : TypeRange(block.back().getOperandTypes());
    if (returned.size() != 1)
      return emitOptionalError(
          location, "(C5) comparator must return single output but got ",
          returned.size());
    auto boolean =
        RankedTensorType::get({}, IntegerType::get(input.getContext(), 1));
    if (returned[0] != boolean)
      return emitOptionalError(
          location, "(C5) comparator must return tensor<i1> but got ",
          returned[0]);
  }
  // (C2) type(inputs...) = type(results...).
  llvm::append_range(inferred, inputTypes);
  return success();
}

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

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

LogicalResult SelectAndScatterOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferSelectAndScatterOp(
      location, adaptor.getOperand().getType(), adaptor.getSource().getType(),
      adaptor.getInitValue().getType(), adaptor.getWindowDimensions(),
      adaptor.getWindowStrides(), adaptor.getPadding(), adaptor.getSelect(),
      adaptor.getScatter(), inferred);
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

// reduce checks its constraints in its shape function
// (above).

namespace {

/// True if `op`'s body is a single commutative binary StableHLO op on the
/// two block arguments (in order), of type `tensor<E>` where E is the
/// element type of the first input, whose result is returned: the body the
/// compact form of reduce stands for.
bool hasCompactReduceBody(ReduceOp op) {
  Block &block = op.getBody().front();
  if (op.getInputs().empty() || block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &inner = block.front();
  if (inner.getDialect() != op->getDialect() ||
      !inner.hasTrait<stablehlo::OpTrait::IsCommutative>() ||
      inner.getNumOperands() != 2 || inner.getNumResults() != 1 ||
      inner.getNumRegions() != 0 || !inner.getAttrs().empty())
    return false;
  Type elementType =
      cast<ShapedType>(op.getInputs().front().getType()).getElementType();
  Type scalar = RankedTensorType::get({}, elementType);
  if (llvm::any_of(inner.getOperandTypes(),
                   [&](Type t) { return t != scalar; }) ||
      inner.getResult(0).getType() != scalar)
    return false;
  if (!llvm::equal(block.getArguments(), inner.getOperands()))
    return false;
  Operation *terminator = block.getTerminator();
  return isa<ReturnOp>(terminator) &&
         llvm::equal(inner.getResults(), terminator->getOperands());
}

} // namespace

/// `stablehlo.reduce(%x init: %i), ... applies stablehlo.add across
/// dimensions = [0] : (T, I) -> R`, or with a general body
/// `... across dimensions = [0] : (T, I) -> R
///  reducer(%a: E, %b: E) (%c: E, %d: E)  { ... }`.
void ReduceOp::print(OpAsmPrinter &p) {
  size_t numInputs = getInputs().size();
  for (size_t i = 0; i < numInputs; ++i) {
    if (i)
      p << ", ";
    p << '(' << getInputs()[i] << " init: " << getInitValues()[i] << ')';
  }
  bool compact = hasCompactReduceBody(*this);
  if (compact) {
    p << " applies ";
    p.printKeywordOrString(getBody().front().front().getName().getStringRef());
  }
  p << " across dimensions = [";
  llvm::interleaveComma(getDimensions(), p);
  p << ']';
  p.printOptionalAttrDict((*this)->getAttrs(), {getDimensionsAttrName()});
  p << " : ";
  p.printFunctionalType(*this);
  if (compact)
    return;
  p.printNewline();
  p << " reducer";
  Block &block = getBody().front();
  size_t numPairs = block.getNumArguments() / 2;
  for (size_t i = 0; i < numPairs; ++i) {
    p << '(';
    p.printRegionArgument(block.getArgument(i));
    p << ", ";
    p.printRegionArgument(block.getArgument(i + numPairs));
    p << ") ";
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  // As upstream's parser: a pair is optional, so an absent '(' ends nothing
  // and the error comes from what follows (e.g. "expected 'across'").
  if (parser.parseCommaSeparatedList([&] {
        if (failed(parser.parseOptionalLParen()))
          return success();
        if (parser.parseOperand(inputs.emplace_back()) ||
            parser.parseKeyword("init") || parser.parseColon() ||
            parser.parseOperand(inits.emplace_back()) || parser.parseRParen())
          return failure();
        return success();
      }))
    return failure();
  llvm::append_range(inputs, inits);

  std::optional<OperationName> innerName;
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    innerName = *name;
    // The compact form stands for a body of one such op; checked as soon as
    // its name is read and reported where the operands start, as upstream.
    Dialect *dialect = innerName->getDialect();
    if (!dialect || dialect->getNamespace() != "stablehlo" ||
        !innerName->hasTrait<mlir::OpTrait::NOperands<2>::Impl>() ||
        !innerName->hasTrait<mlir::OpTrait::OneResult>() ||
        !innerName->hasTrait<stablehlo::OpTrait::IsCommutative>() ||
        !innerName->hasTrait<mlir::OpTrait::ZeroRegions>())
      return parser.emitError(loc)
             << "expected the inner-op to be a commutative binary-op from the "
                "stablehlo dialect, with zero region, producing single "
                "result; got '"
             << innerName->getStringRef() << "'";
  }

  SmallVector<int64_t> dimensions;
  FunctionType fnType;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
                                       return parser.parseInteger(
                                           dimensions.emplace_back());
                                     }) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(fnType))
    return failure();
  // The location of the op is where its operands start (the position right
  // after its name), as upstream's parser gives it. In the compact form a
  // `loc(...)` after the type belongs to the body it stands for as well.
  Location opLoc = parser.getEncodedSourceLoc(loc);
  std::optional<Location> explicitLoc;
  if (innerName && parser.parseOptionalLocationSpecifier(explicitLoc))
    return failure();
  if (explicitLoc)
    opLoc = *explicitLoc;
  if (innerName && fnType.getInputs().empty())
    return parser.emitError(loc)
           << "input types missing in reduce-op function type";
  result.location = opLoc;
  result.addAttribute(getDimensionsAttrName(result.name),
                      parser.getBuilder().getDenseI64ArrayAttr(dimensions));
  if (parser.resolveOperands(inputs, fnType.getInputs(), loc, result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  Region *body = result.addRegion();

  if (!innerName) {
    // reducer(%a: E, %b: E) (%c: E, %d: E) { ... }: the first argument of
    // each pair belongs to an input, the second to its init value.
    if (parser.parseKeyword("reducer"))
      return failure();
    SmallVector<OpAsmParser::Argument> firsts, seconds;
    while (succeeded(parser.parseOptionalLParen())) {
      if (parser.parseArgument(firsts.emplace_back(), /*allowType=*/true) ||
          parser.parseComma() ||
          parser.parseArgument(seconds.emplace_back(), /*allowType=*/true) ||
          parser.parseRParen())
        return failure();
    }
    llvm::append_range(firsts, seconds);
    return parser.parseRegion(*body, firsts);
  }

  // The compact form: build the body from the inner op's name.
  Type elementType = cast<ShapedType>(fnType.getInput(0)).getElementType();
  Type scalar = RankedTensorType::get({}, elementType);
  Block &block = body->emplaceBlock();
  Value lhs = block.addArgument(scalar, opLoc);
  Value rhs = block.addArgument(scalar, opLoc);
  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToStart(&block);
  OperationState innerState(opLoc, *innerName);
  innerState.addOperands({lhs, rhs});
  innerState.addTypes(scalar);
  Operation *inner = builder.create(innerState);
  ReturnOp::create(builder, opLoc, inner->getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// Reification of the result shapes (reifyResultShapes,
// StablehloShapeInterfaces.cpp)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo::detail {

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

} // namespace mlir::stablehlo::detail
