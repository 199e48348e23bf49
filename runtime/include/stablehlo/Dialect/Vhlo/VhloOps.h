//===- VhloOps.h - VHLO dialect --------------------------------*- C++ -*-===//
//
// The VHLO dialect: ops, types, attributes and enums generated from schema/,
// and the version-range interfaces they implement.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_VHLO_VHLOOPS_H
#define STABLEHLO_DIALECT_VHLO_VHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Types.h"
#include "stablehlo/Dialect/Vhlo/Version.h"

#include "stablehlo/Dialect/Vhlo/VhloAttrInterfaces.h.inc"
#include "stablehlo/Dialect/Vhlo/VhloOpInterfaces.h.inc"
#include "stablehlo/Dialect/Vhlo/VhloTypeInterfaces.h.inc"

#include "stablehlo/Dialect/Vhlo/VhloDialect.h.inc"
#include "stablehlo/Dialect/Vhlo/VhloEnums.h.inc"

namespace mlir {
/// dict_v1 holds its entries as (key, value) pairs. MLIR walks and replaces
/// the sub-elements of tuples but not of pairs, so without this handler
/// Attribute::walk would not enter dictionaries, and checks built on it (the
/// target's types and attributes) would miss what they hold.
template <> struct AttrTypeSubElementHandler<std::pair<Attribute, Attribute>> {
  static void walk(const std::pair<Attribute, Attribute> &param,
                   AttrTypeImmediateSubElementWalker &walker) {
    walker.walk(param.first);
    walker.walk(param.second);
  }
  static std::pair<Attribute, Attribute>
  replace(const std::pair<Attribute, Attribute> &param,
          AttrSubElementReplacements &attrRepls,
          TypeSubElementReplacements &typeRepls) {
    Attribute first = param.first ? attrRepls.take_front(1)[0] : Attribute();
    Attribute second = param.second ? attrRepls.take_front(1)[0] : Attribute();
    return {first, second};
  }
};
} // namespace mlir

#define GET_TYPEDEF_CLASSES
#include "stablehlo/Dialect/Vhlo/VhloTypes.h.inc"
#define GET_ATTRDEF_CLASSES
#include "stablehlo/Dialect/Vhlo/VhloAttrs.h.inc"
#define GET_OP_CLASSES
#include "stablehlo/Dialect/Vhlo/VhloOps.h.inc"

namespace mlir {
namespace vhlo {

/// Limits how many VHLO attribute and type entries the bytecode reader of
/// `context` reads from now on (and restarts the count): damaged artifacts
/// whose entries refer to each other in a cycle then fail instead of hanging.
/// UINT64_MAX lifts the limit. One budget per context: set it around one
/// artifact read at a time.
void setBytecodeReadBudget(MLIRContext *context, uint64_t budget);

/// Builtin <-> VHLO conversion of the builtin types VHLO mirrors (scalars,
/// complex, function, tensors, tuples). Types of other dialects and tensor
/// encodings go through the callbacks; a null result means "not convertible".
Type convertBuiltinTypeToVhlo(
    Type type, llvm::function_ref<Type(Type)> other = nullptr,
    llvm::function_ref<Attribute(Attribute)> encoding = nullptr);
Type convertVhloTypeToBuiltin(
    Type type, llvm::function_ref<Type(Type)> other = nullptr,
    llvm::function_ref<Attribute(Attribute)> encoding = nullptr);

/// Checks what MLIR's builders and the conversion to builtin types assume of
/// the parameters of a VHLO type read from an artifact or parsed from text
/// (VHLO types have no verifiers of their own; the types nested in `type` are
/// checked when they are read): tensor_v1 and buffer_v1 dimensions are sizes
/// (>= 0) or dynamic and their product fits in int64; tensor, unranked
/// tensor and buffer elements are VHLO integer, index, float, complex or
/// quantized types; complex_v1 holds a float or an integer wider than one
/// bit; quant_v1 and quant_per_axis_v1 hold a VHLO integer storage type, a
/// VHLO float expressed type and parameters MLIR's quantized types accept.
/// Other types pass. Errors go to `emitError` and name the type and what
/// would work.
LogicalResult
verifyVhloTypeParameters(Type type,
                         llvm::function_ref<InFlightDiagnostic()> emitError);

/// Scalar part of the above, generated from schema/types.yaml.
Type convertScalarTypeToVhlo(Type type);
Type convertScalarTypeFromVhlo(Type type);

/// `tensor_v1<N x i64_v1>` holding `values`.
Attribute makeI64TensorV1(MLIRContext *ctx, ArrayRef<int64_t> values);
/// result_accuracy_v1 with atol = rtol = 0, ulps = 0 and mode DEFAULT.
Attribute makeDefaultResultAccuracyV1(MLIRContext *ctx);
/// True for the default result accuracy (zeros of either sign, mode DEFAULT).
bool isDefaultResultAccuracyV1(Attribute attr);

} // namespace vhlo
} // namespace mlir

#endif // STABLEHLO_DIALECT_VHLO_VHLOOPS_H
