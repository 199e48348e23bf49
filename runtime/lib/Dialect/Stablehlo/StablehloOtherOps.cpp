//===- StablehloOtherOps.cpp - Other ops ----------------------------------===//
//
// The ops of no other family: constants, tuples, linear algebra, FFT, random
// numbers, batch normalization and custom calls: constant, tuple,
// get_tuple_element, fft, rng, rng_bit_generator, batch_norm_grad,
// batch_norm_inference, batch_norm_training, cholesky, triangular_solve,
// custom_call.
//
// Their shape functions and inferReturnTypes, the verifiers of
// rng_bit_generator and custom_call, the custom syntax of constant, tuple
// and custom_call, constant's folder, custom_call's properties encoding and
// effects, and rng's refineReturnTypes. The other refineReturnTypes are
// generated from StablehloOps.td (Stablehlo_LabelledResults).
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
    return emitOptionalError(
        location, "(C2) operand 'a' must have rank >= 2, but got ", a);
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
    return emitOptionalError(
        location,
        "(C3) shared dimension of operands 'a' and 'b' "
        "must be compatible, but got ",
        a, " and ", b, " (left_side = ", leftSide ? "true" : "false", ")");
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
    return emitOptionalError(
        location, "(C3) rank must be between 1 and 3, but got ", n, ".");
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
  int64_t featureCount = featureIndex >= 0 && featureIndex < operand.getRank()
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
    return emitOptionalError(
        location,
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

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  // (C1) type(result) = tuple(val...).
  inferred.push_back(TupleType::get(context, adaptor.getVal().getTypes()));
  return success();
}

LogicalResult GetTupleElementOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto tuple = cast<TupleType>(adaptor.getOperand().getType());
  int64_t index = adaptor.getIndexAttr().getInt();
  // (C1) 0 <= index < size(operand), in upstream's words.
  if (index >= static_cast<int64_t>(tuple.size()))
    return emitOptionalError(location, "(C1) index ", index,
                             " is out of bounds of operand with size ",
                             tuple.size());
  // (C2) type(result) = tuple_element_types(operand)[index].
  inferred.push_back(tuple.getType(index));
  return success();
}

LogicalResult FftOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferFftOp(location, adaptor.getOperand().getType(),
                    adaptor.getFftType(), adaptor.getFftLength(), inferred);
}

LogicalResult RngOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferRngOp(location, adaptor.getA().getType(),
                    adaptor.getB().getType(), adaptor.getShape(),
                    adaptor.getRngDistribution(), inferred);
}

LogicalResult
RngOp::refineReturnTypes(MLIRContext *context, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr attributes,
                         OpaqueProperties properties, RegionRange regions,
                         SmallVectorImpl<Type> &returnTypes) {
  SmallVector<Type, 1> inferred;
  if (failed(inferReturnTypes(context, location, operands, attributes,
                              properties, regions, inferred)))
    return failure();
  // (C3) shape(result) = shape. Upstream keeps a negative constant size in
  // the type it infers, where only a dynamic result dimension matches it, and
  // prints it as it is. No tensor type holds a negative size: inferRngOp
  // leaves the dimension dynamic, and the sizes are compared here.
  Adaptor adaptor(operands, attributes, properties, regions);
  DenseIntElementsAttr values;
  SmallVector<int64_t> sizes;
  if (matchPattern(adaptor.getShape(), m_Constant(&values)))
    for (const APInt &value : values.getValues<APInt>())
      sizes.push_back(value.getSExtValue());
  if (llvm::none_of(sizes, [](int64_t size) { return size < 0; }))
    return mlir::stablehlo::detail::refineLabelledResults<RngOp>(
        context, location, operands, attributes, properties, regions,
        returnTypes, "(C3)", "(C1)");
  bool compatible = isCompatibleReturnTypes(inferred, returnTypes);
  std::optional<size_t> staticNegative;
  if (compatible) {
    auto result = cast<RankedTensorType>(returnTypes.front());
    for (auto [dim, size] : llvm::enumerate(sizes))
      if (size < 0 && !result.isDynamicDim(dim)) {
        staticNegative = dim;
        break;
      }
    if (!staticNegative)
      return success();
  }
  // The inferred type as upstream prints it.
  std::string spelled;
  llvm::raw_string_ostream os(spelled);
  os << "tensor<";
  for (int64_t size : sizes)
    os << size << "x";
  os << getElementTypeOrSelf(inferred.front()) << ">";
  std::string detail;
  llvm::raw_string_ostream details(detail);
  if (staticNegative)
    details << "shape holds a negative size, " << sizes[*staticNegative]
            << ", for dimension " << *staticNegative
            << ", which is static in the result";
  else
    details << "result #0 must have the shape of '" << spelled << "'";
  return emitOptionalError(location, "'", getOperationName(),
                           "' op inferred type(s) '", spelled,
                           "' are incompatible with return type(s) of "
                           "operation ",
                           TypeRange(returnTypes), ": (C3) ", detail);
}

LogicalResult BatchNormGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferBatchNormGradOp(location, adaptor.getOperand().getType(),
                              TypeRange(adaptor.getOperands()).slice(1, 3),
                              adaptor.getGradOutput().getType(),
                              static_cast<int64_t>(adaptor.getFeatureIndex()),
                              inferred);
}

LogicalResult BatchNormInferenceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferBatchNormInferenceOp(
      location, adaptor.getOperand().getType(),
      TypeRange(adaptor.getOperands()).slice(1, 4),
      static_cast<int64_t>(adaptor.getFeatureIndex()), inferred);
}

LogicalResult BatchNormTrainingOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferBatchNormTrainingOp(
      location, adaptor.getOperand().getType(),
      TypeRange(adaptor.getOperands()).slice(1, 2),
      static_cast<int64_t>(adaptor.getFeatureIndex()), inferred);
}

LogicalResult CholeskyOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  return inferCholeskyOp(location, adaptor.getA().getType(), inferred);
}

LogicalResult TriangularSolveOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  return inferTriangularSolveOp(
      location, adaptor.getA().getType(), adaptor.getB().getType(),
      adaptor.getLeftSide(),
      adaptor.getTransposeA() == Transpose::TRANSPOSE_INVALID, inferred);
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  // (C1) type(value) = type(output).
  ElementsAttr value = adaptor.getValueAttr();
  if (!value)
    return emitOptionalError(location, "requires attribute 'value'");
  inferred.push_back(value.getType());
  return success();
}

bool ConstantOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  if (l.size() != r.size() || l.size() != 1)
    return false;
  if (l.front() == r.front())
    return true;
  auto inferred = dyn_cast<RankedTensorType>(l.front());
  auto declared = dyn_cast<RankedTensorType>(r.front());
  if (!inferred || !declared || inferred.getShape() != declared.getShape())
    return false;
  auto quantized = dyn_cast<quant::QuantizedType>(declared.getElementType());
  return quantized && quantized.getStorageType() == inferred.getElementType();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

void ConstantOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setNameFn) {
  bool isInteger = isa<IntegerType>(getType().getElementType());
  setNameFn(getResult(), isInteger ? "c" : "cst");
}

/// `stablehlo.constant {attrs} dense<...> : tensor<...>`. An op whose value
/// and result types differ (invalid) prints in the generic form without the
/// op name, `stablehlo.constant() <{value = ...}> : () -> T`, which parses
/// back.
void ConstantOp::print(OpAsmPrinter &p) {
  if (getValue().getType() != getType()) {
    p.printGenericOp(*this, /*printOpName=*/false);
    return;
  }
  p.printOptionalAttrDict((*this)->getAttrs(), /*elidedAttrs=*/{"value"});
  p << ' ';
  p.printAttribute(getValueAttr());
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    Type resultType;
    if (parser.parseRParen())
      return failure();
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater())
        return failure();
    }
    if (parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColon() || parser.parseLParen() || parser.parseRParen() ||
        parser.parseArrow() || parser.parseType(resultType))
      return failure();
    result.addTypes(resultType);
    return success();
  }
  ElementsAttr value;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseAttribute(value))
    return failure();
  result.getOrAddProperties<Properties>().value = value;
  result.addTypes(value.getType());
  return success();
}

LogicalResult RngBitGeneratorOp::verify() {
  // (C1) type(initial_state) = type(output_state).
  Type initial = getInitialState().getType();
  Type state = getOutputState().getType();
  // Upstream StableHLO compares the shapes only.
  if (!isSpecCheckEnabled() && failed(verifyCompatibleShape(initial, state)))
    return emitOpError() << "(C1) output state shape must be compatible with "
                            "initial state shape. Got: "
                         << initial << " and " << state;
  if (isSpecCheckEnabled() && !isCompatibleForInference(initial, state))
    return emitOpError() << "(C1) output_state has type " << state
                         << ", but must have initial_state's type " << initial;
  // (C2), the state size of THREE_FRY (2) and PHILOX (2 or 3), is not
  // checked: every upstream artifact (stablehlo_legalize_to_vhlo.*.mlir.bc)
  // has a THREE_FRY and a PHILOX rng_bit_generator with a state of one
  // element, and must stay readable.
  return success();
}

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

namespace {

/// Checks `layouts`, one per type of `types` (`kind` is "operand" or
/// "result"): a ranked tensor's or memref's layout is a permutation of
/// [0, rank), other values have an empty layout, and tuples have none.
LogicalResult verifyCustomCallLayouts(CustomCallOp op, TypeRange types,
                                      ArrayAttr layouts, StringRef kind) {
  for (auto [index, pair] : llvm::enumerate(llvm::zip(types, layouts))) {
    auto [type, attr] = pair;
    auto layout = cast<DenseIntElementsAttr>(attr);
    if (isa<TupleType>(type))
      return op.emitOpError()
             << "Tuple types are not fully supported with layout constraints "
                "yet: "
             << kind << " #" << index << " of type " << type << " has a layout";
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped) {
      if (layout.empty())
        continue;
      return op.emitOpError()
             << "Only tensor types can have non-empty layout: " << kind << " #"
             << index << " of type " << type << " has layout " << layout;
    }
    if (!shaped.hasRank())
      continue;
    int64_t rank = shaped.getRank();
    SmallVector<bool> seen(rank, false);
    bool permutation = layout.getNumElements() == rank;
    for (const APInt &dim : layout.getValues<APInt>()) {
      if (!permutation)
        break;
      int64_t value = dim.getSExtValue();
      permutation = value >= 0 && value < rank && !seen[value];
      if (permutation)
        seen[value] = true;
    }
    if (!permutation)
      return op.emitOpError()
             << "incorrect layout " << layout << " for type " << type
             << ", layout must be a permutation of [0, " << rank << ") ("
             << kind << " #" << index << ")";
  }
  return success();
}

/// The part of `type` at `indices` (tuple element of tuple element ...), or
/// null if an index does not select a tuple element.
Type getTuplePart(Type type, ArrayRef<int64_t> indices) {
  for (int64_t index : indices) {
    auto tuple = dyn_cast<TupleType>(type);
    if (!tuple || index < 0 || index >= static_cast<int64_t>(tuple.size()))
      return {};
    type = tuple.getType(index);
  }
  return type;
}

/// `indices` as "1, 2".
std::string formatIndices(ArrayRef<int64_t> indices) {
  return llvm::join(
      llvm::map_range(indices, [](int64_t i) { return std::to_string(i); }),
      ", ");
}

/// Calls `fn` on each leaf (non-tuple part) of `type` with its tuple
/// indices, stopping at the first failure.
LogicalResult
forEachTupleLeaf(Type type, SmallVectorImpl<int64_t> &indices,
                 function_ref<LogicalResult(Type, ArrayRef<int64_t>)> fn) {
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple)
    return fn(type, indices);
  for (auto [index, element] : llvm::enumerate(tuple.getTypes())) {
    indices.push_back(index);
    if (failed(forEachTupleLeaf(element, indices, fn)))
      return failure();
    indices.pop_back();
  }
  return success();
}

/// Buffers (memrefs) in a custom_call, as upstream StableHLO checks them:
/// the targets CreateBuffer (no inputs, one memref result), Pin (a tensor
/// to a memref of a compatible shape and the same element type) and Unpin
/// (the reverse); for any other target, every memref part of the output
/// `outputs` (the results, a tuple when there are several) must be the
/// output part of an output_operand_aliases entry whose operand part is a
/// memref.
LogicalResult verifyCustomCallBuffers(CustomCallOp op, Type outputs) {
  StringRef target = op.getCallTargetName();
  if (target == "CreateBuffer") {
    if (!op.getInputs().empty())
      return op.emitOpError()
             << "CreateBuffer custom_call shouldn't have any inputs";
    if (op.getNumResults() != 1)
      return op.emitOpError() << "CreateBuffer custom_call should have one "
                                 "result";
    if (!isa<MemRefType>(op.getResult(0).getType()))
      return op.emitOpError()
             << "CreateBuffer custom_call should have a memref result";
    return success();
  }
  if (target == "Pin" || target == "Unpin") {
    bool pin = target == "Pin";
    if (op.getInputs().size() != 1)
      return op.emitOpError() << target << " custom_call should have one input";
    Type input = op.getInputs()[0].getType();
    if (pin ? !isa<TensorType>(input) : !isa<MemRefType>(input))
      return op.emitOpError() << target << " custom_call should have a "
                              << (pin ? "tensor" : "memref") << " input";
    if (op.getNumResults() != 1)
      return op.emitOpError()
             << target << " custom_call should have one output";
    Type output = op.getResult(0).getType();
    if (pin ? !isa<MemRefType>(output) : !isa<TensorType>(output))
      return op.emitOpError() << target << " custom_call should have a "
                              << (pin ? "memref" : "tensor") << " output";
    if (failed(verifyCompatibleShape(input, output)) ||
        getElementTypeOrSelf(input) != getElementTypeOrSelf(output))
      return op.emitOpError() << target
                              << " custom_call should have compatible input "
                                 "and output types";
    return success();
  }
  std::set<std::vector<int64_t>> aliased;
  for (Attribute attr : op.getOutputOperandAliases()) {
    auto alias = cast<OutputOperandAliasAttr>(attr);
    Type operandPart =
        getTuplePart(op.getInputs()[alias.getOperandIndex()].getType(),
                     alias.getOperandTupleIndices());
    if (isa<MemRefType>(operandPart))
      aliased.insert(std::vector<int64_t>(alias.getOutputTupleIndices().begin(),
                                          alias.getOutputTupleIndices().end()));
  }
  SmallVector<int64_t> indices;
  return forEachTupleLeaf(
      outputs, indices, [&](Type type, ArrayRef<int64_t> at) -> LogicalResult {
        if (!isa<MemRefType>(type) ||
            aliased.count(std::vector<int64_t>(at.begin(), at.end())))
          return success();
        return op.emitOpError()
               << "buffer output [" << formatIndices(at)
               << "] is not used in output_operand_alias; name it as the "
                  "output part of an output_operand_aliases entry whose "
                  "operand part is a memref";
      });
}

} // namespace

/// The properties in the order ODS writes them (by name). result_tilings,
/// the last, came with StableHLO 1.18.0: plain bytecode of an older release
/// (jaxlib's of 1.17.0, say) ends the entry before it, which MLIR's reader
/// reports as a read past the end. Such an entry reads with result_tilings
/// absent; any other failure stays one.
LogicalResult CustomCallOp::readProperties(DialectBytecodeReader &reader,
                                           OperationState &state) {
  Properties &prop = state.getOrAddProperties<Properties>();
  if (failed(reader.readOptionalAttribute(prop.api_version)) ||
      failed(reader.readOptionalAttribute(prop.backend_config)) ||
      failed(reader.readAttribute(prop.call_target_name)) ||
      failed(reader.readOptionalAttribute(prop.called_computations)) ||
      failed(reader.readOptionalAttribute(prop.has_side_effect)) ||
      failed(reader.readOptionalAttribute(prop.operand_layouts)) ||
      failed(reader.readOptionalAttribute(prop.output_operand_aliases)) ||
      failed(reader.readOptionalAttribute(prop.result_layouts)))
    return failure();
  bool endedBefore = false;
  ScopedDiagnosticHandler handler(reader.getContext(), [&](Diagnostic &diag) {
    if (diag.getSeverity() != DiagnosticSeverity::Error ||
        diag.str() != "attempting to parse a byte at the end of the bytecode")
      return failure(); // not this one: to the handlers before
    endedBefore = true;
    return success();
  });
  if (succeeded(reader.readOptionalAttribute(prop.result_tilings)))
    return success();
  return success(endedBefore);
}

void CustomCallOp::writeProperties(DialectBytecodeWriter &writer) {
  Properties &prop = getProperties();
  writer.writeOptionalAttribute(prop.api_version);
  writer.writeOptionalAttribute(prop.backend_config);
  writer.writeAttribute(prop.call_target_name);
  writer.writeOptionalAttribute(prop.called_computations);
  writer.writeOptionalAttribute(prop.has_side_effect);
  writer.writeOptionalAttribute(prop.operand_layouts);
  writer.writeOptionalAttribute(prop.output_operand_aliases);
  writer.writeOptionalAttribute(prop.result_layouts);
  writer.writeOptionalAttribute(prop.result_tilings);
}

LogicalResult CustomCallOp::verify() {
  // Layouts are given for both operands and results or for neither: VHLO
  // always carries both, and elides them on the way back only when both are
  // empty, so one alone could not survive an artifact.
  if (getOperandLayouts().has_value() != getResultLayouts().has_value())
    return emitOpError() << "Layout attributes should be specified for "
                            "either both operands and results or none. Got "
                            "only "
                         << (getOperandLayouts() ? "operand_layouts"
                                                 : "result_layouts");
  // Layouts, if given, come one per operand and one per result (a tuple
  // result counts as its elements).
  if (std::optional<ArrayAttr> layouts = getOperandLayouts();
      layouts && layouts->size() != getInputs().size())
    return emitOpError() << "Number of operands must match the number of "
                            "operand layouts, "
                         << getInputs().size() << " != " << layouts->size();
  if (std::optional<ArrayAttr> layouts = getResultLayouts()) {
    size_t numResults = getNumResults();
    if (numResults == 1)
      if (auto tuple = dyn_cast<TupleType>(getResult(0).getType()))
        numResults = tuple.size();
    if (layouts->size() != numResults)
      return emitOpError() << "Number of results must match the number of "
                              "result layouts, "
                           << numResults << " != " << layouts->size();
  }
  // Each layout fits its value, as upstream checks.
  if (std::optional<ArrayAttr> layouts = getOperandLayouts())
    if (failed(verifyCustomCallLayouts(*this, getInputs().getTypes(), *layouts,
                                       "operand")))
      return failure();
  if (std::optional<ArrayAttr> layouts = getResultLayouts()) {
    TypeRange resultTypes = getResultTypes();
    if (getNumResults() == 1)
      if (auto tuple = dyn_cast<TupleType>(getResult(0).getType()))
        resultTypes = tuple.getTypes();
    if (failed(verifyCustomCallLayouts(*this, resultTypes, *layouts, "result")))
      return failure();
  }
  // Each alias names an operand part and an output part (the results form a
  // tuple when there are several) of the same type.
  Type outputs = getNumResults() == 1
                     ? getResult(0).getType()
                     : TupleType::get(getContext(), getResultTypes());
  for (Attribute attr : getOutputOperandAliases()) {
    auto alias = cast<OutputOperandAliasAttr>(attr);
    if (alias.getOperandIndex() < 0 ||
        alias.getOperandIndex() >= static_cast<int64_t>(getInputs().size()))
      return emitOpError() << "expects operandIndex in the "
                              "output_operand_alias attribute to be in range "
                              "[0, "
                           << getInputs().size()
                           << "); got: " << alias.getOperandIndex() << ".";
    Type operandPart =
        getTuplePart(getInputs()[alias.getOperandIndex()].getType(),
                     alias.getOperandTupleIndices());
    if (!operandPart)
      return emitOpError()
             << "operand_tuple_indices in the output_operand_alias attribute "
                "out of bounds: ["
             << formatIndices(alias.getOperandTupleIndices())
             << "] of operand #" << alias.getOperandIndex() << " of type "
             << getInputs()[alias.getOperandIndex()].getType();
    Type outputPart = getTuplePart(outputs, alias.getOutputTupleIndices());
    if (!outputPart)
      return emitOpError()
             << "output_tuple_indices in the output_operand_alias attribute "
                "out of bounds: ["
             << formatIndices(alias.getOutputTupleIndices())
             << "] of the output, of type " << outputs;
    if (operandPart != outputPart)
      return emitOpError()
             << "shapes mismatch in the output_operand_alias attribute: "
                "operand part has type "
             << operandPart << " and output part has type " << outputPart
             << ", which must be equal";
  }
  if (failed(verifyCustomCallBuffers(*this, outputs)))
    return failure();
  // backend_config is a dictionary for API_VERSION_TYPED_FFI and a string
  // for the other API versions.
  if (std::optional<Attribute> config = getBackendConfig()) {
    bool typedFfi =
        getApiVersion() == CustomCallApiVersion::API_VERSION_TYPED_FFI;
    if (typedFfi != isa<DictionaryAttr>(*config))
      return emitOpError() << "backend_config for api_version "
                           << stringifyCustomCallApiVersion(getApiVersion())
                           << " must be a "
                           << (typedFfi ? "dictionary" : "string")
                           << " attribute. Got " << *config;
  }
  return success();
}

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (!getHasSideEffect())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// Custom directives of these ops' assembly formats (AssemblyFormat.h)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo {

void printTupleOpType(OpAsmPrinter &p, Operation *, TypeRange, Type result) {
  p.printType(result);
}

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc) << "expected tuple type, got " << result;
  llvm::append_range(operands, tuple.getTypes());
  return success();
}

void printCustomCallTarget(AsmPrinter &p, Operation *, StringAttr target) {
  p.printSymbolName(target.getValue());
}

ParseResult parseCustomCallTarget(AsmParser &parser, StringAttr &target) {
  return parser.parseSymbolName(target);
}

} // namespace mlir::stablehlo
