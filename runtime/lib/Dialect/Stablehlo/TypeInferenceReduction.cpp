//===- TypeInferenceReduction.cpp - Reductions and windows ----------------===//
//
// Shape functions of reduce, reduce_window, select_and_scatter and sort, the
// checks of reducer bodies, and the window arithmetic that convolutions
// share.
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "TypeInferenceInternal.h"

#include "mlir/IR/TypeUtilities.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

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
  if (block.empty() ||
      !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
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
  for (auto [index, value] : llvm::enumerate(*values))
    if (value <= 0)
      return emitOptionalError(location, positiveConstraint, " ", name, "[",
                               index, "] = ", value, " must be positive");
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

/// Splits the operands of reduce and reduce_window (N inputs, then N init
/// values) and checks (`constraint`) 0 < N, that the inputs have one shape
/// (`sameShape`), that the init values are scalars of the inputs' element
/// types (`initTypes`).
LogicalResult splitInputsAndInits(std::optional<Location> location,
                                  TypeRange operandTypes, StringRef count,
                                  StringRef sameShape, StringRef initTypes,
                                  TypeRange &inputs, TypeRange &inits) {
  size_t numOperands = operandTypes.size();
  if (numOperands == 0 || numOperands % 2 != 0)
    return emitOptionalError(location, count,
                             " must have N > 0 inputs and N init_values; got ",
                             numOperands, " operands");
  inputs = operandTypes.take_front(numOperands / 2);
  inits = operandTypes.drop_front(numOperands / 2);
  for (auto [index, type] : llvm::enumerate(inputs.drop_front()))
    if (failed(checkCompatibleShapes(location, sameShape,
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", inputs[0])))
      return failure();
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
  // (C4) 0 <= dimensions < rank(inputs[0]); (C5) is_unique(dimensions).
  if (failed(checkDimensions(location, "dimensions", dimensions,
                             input.getRank(), "(C4)", "(C5)")))
    return failure();
  // (C6) body has type (tensor<E0>, ..., tensor<E0>, ...) -> (tensor<E0>,
  // ...) where is_promotable(element_type(inputs[i]), Ei).
  FailureOr<SmallVector<Type>> elements =
      checkVariadicComputation(location, "(C6)", body, inputs, 2);
  if (failed(elements))
    return failure();
  // (C7) shape(results...) = shape(inputs...) but the reduced dimensions;
  // (C8) element_type(results[i]) = Ei.
  ShapeAndBounds all(input);
  SmallVector<int64_t> shape, bounds;
  for (int64_t dim = 0; dim < input.getRank(); ++dim) {
    if (llvm::is_contained(dimensions, dim))
      continue;
    shape.push_back(all.shape[dim]);
    bounds.push_back(all.bounds[dim]);
  }
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
  if (failed(checkWindowSizes(location, "window_dimensions", windowDimensions,
                              rank, "rank(inputs[0])", "(C4)", "(C5)")) ||
      failed(checkWindowSizes(location, "window_strides", windowStrides, rank,
                              "rank(inputs[0])", "(C6)", "(C7)")) ||
      failed(checkWindowSizes(location, "base_dilations", baseDilations, rank,
                              "rank(inputs[0])", "(C8)", "(C9)")) ||
      failed(checkWindowSizes(location, "window_dilations", windowDilations,
                              rank, "rank(inputs[0])", "(C10)", "(C11)")))
    return failure();
  // (C12) shape(padding) = [rank(inputs[0]), 2].
  SmallVector<int64_t> pads(2 * rank, 0);
  if (padding && *padding) {
    auto type = cast<ShapedType>(padding->getType());
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return emitOptionalError(location, "(C12) padding has type ", type,
                               ", whose shape must be [rank(inputs[0]), 2] = [",
                               rank, ", 2]");
    pads = getSExtValues(*padding);
  }
  // (C13) body, as reduce's.
  FailureOr<SmallVector<Type>> elements =
      checkVariadicComputation(location, "(C13)", body, inputs, 2);
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
          location, "(C15) num_windows of dimension ", dim, " (an input of size ",
          target, " dilated by base_dilations[", dim, "] = ",
          at(baseDilations, dim), " and padded by padding[", dim, "] = [",
          pads[2 * dim], ", ", pads[2 * dim + 1],
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
  // (C1) element_type(operand) = element_type(source).
  if (source.getElementType() != element)
    return emitOptionalError(location, "(C1) element type of source (",
                             source.getElementType(),
                             ") must be that of operand (", element, ")");
  // (C3) element_type(init_value) = element_type(operand), a scalar (I3).
  if (init.getRank() != 0 || init.getElementType() != element)
    return emitOptionalError(location, "(C3) init_value has type ", init,
                             ", but must be ",
                             RankedTensorType::get({}, element),
                             ", a scalar of the operand's element type");
  // (C4-C7) one window size and stride per dimension, positive.
  if (failed(checkWindowSizes(location, "window_dimensions", windowDimensions,
                              rank, "rank(operand)", "(C4)", "(C5)")) ||
      failed(checkWindowSizes(location, "window_strides", windowStrides, rank,
                              "rank(operand)", "(C6)", "(C7)")))
    return failure();
  // (C8) shape(padding) = [rank(operand), 2].
  SmallVector<int64_t> pads(2 * rank, 0);
  if (padding && *padding) {
    auto type = cast<ShapedType>(padding->getType());
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return emitOptionalError(location, "(C8) padding has type ", type,
                               ", whose shape must be [rank(operand), 2] = [",
                               rank, ", 2]");
    pads = getSExtValues(*padding);
  }
  // (C2) shape(source) = num_windows (absent window dimensions and strides
  // are 1).
  if (source.getRank() != rank)
    return emitOptionalError(location, "(C2) source has type ", source,
                             ", whose rank must be rank(operand) = ", rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t size = operand.getDimSize(dim);
    int64_t window = windowDimensions ? (*windowDimensions)[dim] : 1;
    int64_t sourceSize = source.getDimSize(dim);
    if (ShapedType::isDynamic(size) || ShapedType::isDynamic(sourceSize))
      continue;
    CheckedInt64 windows =
        numWindows(size, window, pads[2 * dim], pads[2 * dim + 1],
                   windowStrides ? (*windowStrides)[dim] : 1, 1, 1);
    if (windows.hasOverflowed())
      return emitInt64Overflow(
          location, "(C2) num_windows of dimension ", dim,
          " (an operand of size ", size, " padded by padding[", dim, "] = [",
          pads[2 * dim], ", ", pads[2 * dim + 1],
          "], a window of window_dimensions[", dim, "] = ", window, ")");
    if (sourceSize != windows.get())
      return emitOptionalError(location, "(C2) dimension ", dim, " of source (",
                               source, ") must be num_windows = ",
                               windows.get());
  }
  // (C9) select has type (tensor<E>, tensor<E>) -> tensor<i1>.
  if (!select.empty()) {
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
  // (C10) scatter has type (tensor<E>, tensor<E>) -> tensor<E> with
  // is_promotable(element_type(operand), E); (C11), (C12) the result has the
  // operand's shape and element type E.
  Type resultElement = element;
  if (!scatter.empty()) {
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
    return emitOptionalError(location, "(C4) dimension (", dimension,
                             ") must be in [-", rank, ", ", rank,
                             "), R = rank(inputs[0])");
  // (C5) comparator has type (tensor<E0>, tensor<E0>, ..., tensor<EN-1>,
  // tensor<EN-1>) -> tensor<i1>, Ei = element_type(inputs[i]).
  if (!comparator.empty()) {
    Block &block = comparator.front();
    SmallVector<Type> expected;
    for (Type type : inputTypes) {
      auto scalar = RankedTensorType::get({}, getElementTypeOrSelf(type));
      expected.append({scalar, scalar});
    }
    auto boolean =
        RankedTensorType::get({}, IntegerType::get(input.getContext(), 1));
    if (block.getArgumentTypes() != TypeRange(expected) || block.empty() ||
        block.back().getOperandTypes() != TypeRange{boolean})
      return emitOptionalError(
          location, "(C5) comparator must have type (", TypeRange(expected),
          ") -> ", boolean, ", two scalars per input, got (",
          block.getArgumentTypes(), ") -> (",
          block.empty() ? TypeRange{}
                        : TypeRange(block.back().getOperandTypes()),
          ")");
  }
  // (C2) type(inputs...) = type(results...).
  llvm::append_range(inferred, inputTypes);
  return success();
}

} // namespace mlir::stablehlo
