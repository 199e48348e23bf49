//===- StablehloOps.cpp - StableHLO operations ----------------------------===//
//
// The op classes that ODS generates from StablehloOps.td, among them the
// refineReturnTypes of Stablehlo_LabelledResults, and the shape helpers
// that the op families share (StablehloOpsInternal.h). Each op's shape
// function, verifier, reification and custom syntax are in its family's
// file, Stablehlo<Family>.cpp (CONTRIBUTING.md, "Where an op's code
// lives").
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "AssemblyFormat.h"
#include "StablehloOpsInternal.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;
using namespace mlir::stablehlo;

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloOps.cpp.inc"

namespace mlir::stablehlo {

namespace detail {

RankedTensorType withElementType(Type type, Type elementType) {
  return cast<RankedTensorType>(type).clone(elementType);
}

LogicalResult checkCompatibleShapes(std::optional<Location> location,
                                    StringRef constraint, StringRef name,
                                    Type type, StringRef referenceName,
                                    Type reference) {
  auto tensor = cast<RankedTensorType>(type);
  Type sameElement = withElementType(reference, tensor.getElementType());
  if (isCompatibleForInference(type, sameElement))
    return success();
  return emitOptionalError(location, constraint, " shape of ", name, " (", type,
                           ") must match shape of ", referenceName, " (",
                           reference, ")");
}

} // namespace detail

namespace {

/// The index of the first declared result type that `compatible` does not
/// accept for the inferred one, or the size of `declared` if all are
/// accepted.
size_t firstMismatch(TypeRange inferred, TypeRange declared,
                     ResultTypesCompatible compatible) {
  for (auto [index, pair] : llvm::enumerate(llvm::zip(inferred, declared))) {
    auto [want, got] = pair;
    if (!compatible(TypeRange(ArrayRef<Type>(want)),
                    TypeRange(ArrayRef<Type>(got))))
      return index;
  }
  return declared.size();
}

/// Whether `want` and `got` are ranked tensors of compatible shapes.
bool haveCompatibleShapes(Type want, Type got) {
  return isa<RankedTensorType>(want) && isa<RankedTensorType>(got) &&
         isCompatibleShape(want, got);
}

} // namespace

LogicalResult emitResultTypeMismatch(std::optional<Location> location,
                                     StringRef opName, StringRef constraint,
                                     TypeRange inferred, TypeRange declared,
                                     ResultTypesCompatible compatible) {
  // MLIR's phrase first (tools match on it), then the constraint and the part
  // of the first result at fault.
  std::string detail;
  llvm::raw_string_ostream os(detail);
  size_t index = firstMismatch(inferred, declared, compatible);
  if (inferred.size() != declared.size()) {
    os << "the op must have " << inferred.size() << " result(s)";
  } else if (index < declared.size()) {
    Type want = inferred[index], got = declared[index];
    os << "result #" << index;
    if (haveCompatibleShapes(want, got))
      os << " must have element type '" << getElementTypeOrSelf(want) << "'";
    else if (isa<RankedTensorType>(want) && isa<RankedTensorType>(got))
      os << " must have the shape of '" << want << "'";
    else
      os << " must have type '" << want << "'";
  } else {
    os << "the result types must be the inferred ones";
  }
  return emitOptionalError(
      location, "'", opName, "' op inferred type(s) ", inferred,
      " are incompatible with return type(s) of operation ", declared, ": ",
      constraint, constraint.empty() ? "" : " ", detail);
}

StringRef shapeOrElementConstraint(TypeRange inferred, TypeRange declared,
                                   ResultTypesCompatible compatible,
                                   StringRef shapeConstraint,
                                   StringRef elementConstraint) {
  if (inferred.size() != declared.size())
    return shapeConstraint;
  size_t index = firstMismatch(inferred, declared, compatible);
  if (index < declared.size() &&
      haveCompatibleShapes(inferred[index], declared[index]))
    return elementConstraint;
  return shapeConstraint;
}

namespace detail {

LogicalResult checkRankSized(std::optional<Location> location,
                             StringRef constraint, StringRef name, size_t size,
                             RankedTensorType type, StringRef typeName) {
  if (static_cast<int64_t>(size) == type.getRank())
    return success();
  return emitOptionalError(location, constraint, " ", name, " has ", size,
                           " elements, expected rank(", typeName,
                           ") = ", type.getRank());
}

LogicalResult checkDimensions(std::optional<Location> location, StringRef name,
                              ArrayRef<int64_t> dims, int64_t rank,
                              StringRef rangeConstraint,
                              StringRef uniqueConstraint) {
  SmallVector<bool> seen(rank, false);
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= rank)
      return emitOptionalError(location, rangeConstraint, " ", name,
                               " element ", dim, " is out of range [0, ", rank,
                               ")");
    if (uniqueConstraint.empty())
      continue;
    if (seen[dim])
      return emitOptionalError(location, uniqueConstraint, " ", name,
                               " element ", dim, " is repeated");
    seen[dim] = true;
  }
  return success();
}

RankedTensorType withDimension(RankedTensorType operand, int64_t dim,
                               int64_t size, int64_t bound) {
  SmallVector<int64_t> shape(operand.getShape());
  SmallVector<int64_t> bounds(operand.getRank(), ShapedType::kDynamic);
  if (ArrayRef<int64_t> operandBounds = getBounds(operand);
      !operandBounds.empty())
    bounds.assign(operandBounds.begin(), operandBounds.end());
  shape[dim] = size;
  bounds[dim] = ShapedType::isDynamic(size) ? bound : ShapedType::kDynamic;
  return getBoundedTensorType(shape, bounds, operand.getElementType());
}

int64_t boundOf(RankedTensorType type, int64_t dim) {
  return type.isDynamicDim(dim) ? getSizeOrBound(type, dim)
                                : ShapedType::kDynamic;
}

} // namespace detail

} // namespace mlir::stablehlo
