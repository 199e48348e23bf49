//===- StablehloOps.h - StableHLO dialect -----------------------*- C++ -*-===//
//
// The StableHLO dialect: its types, attributes, enums and operations.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_STABLEHLOOPS_H
#define STABLEHLO_DIALECT_STABLEHLO_STABLEHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TensorEncoding.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "stablehlo/Dialect/Stablehlo/StablehloBase.h"
#include "stablehlo/Dialect/Vhlo/Version.h"
// The ops' inferReturnTypes and refineReturnTypes (Stablehlo<Family>.cpp,
// and StablehloOps.td's Stablehlo_LabelledResults) call its shape functions
// and result-type checks.
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "stablehlo/Dialect/Stablehlo/StablehloAttrInterfaces.h.inc"
#include "stablehlo/Dialect/Stablehlo/StablehloDialect.h.inc"
#include "stablehlo/Dialect/Stablehlo/StablehloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloTypes.h.inc"

namespace mlir::stablehlo {

/// Side-effect resources of the communication ops.
struct InfeedResource : SideEffects::Resource::Base<InfeedResource> {
  StringRef getName() final { return "<stablehlo.infeed>"; }
};
struct OutfeedResource : SideEffects::Resource::Base<OutfeedResource> {
  StringRef getName() final { return "<stablehlo.outfeed>"; }
};
struct SendResource : SideEffects::Resource::Base<SendResource> {
  StringRef getName() final { return "<stablehlo.send>"; }
};
struct RecvResource : SideEffects::Resource::Base<RecvResource> {
  StringRef getName() final { return "<stablehlo.recv>"; }
};

namespace OpTrait {

/// Marks commutative binary ops (see Stablehlo_Commutative).
template <typename ConcreteType>
class IsCommutative
    : public mlir::OpTrait::TraitBase<ConcreteType, IsCommutative> {};

/// Marks ops whose result has the shape of operand #Index (see
/// Stablehlo_ResultShapeOf); reifyResultShapes reads the index.
template <unsigned Index> class ResultShapeOfOperand {
public:
  template <typename ConcreteType>
  class Impl : public mlir::OpTrait::TraitBase<ConcreteType, Impl> {
  public:
    static constexpr unsigned kResultShapeOperand = Index;
  };
};

/// Upstream StableHLO's type traits (Stablehlo_UpstreamTypeTrait), in its
/// words. "Compatible" is upstream's relation: shapes compatible up to dynamic
/// dimensions and bounds; element types equal, or both quantized with the
/// same storage type, range and expressed type, and both per-tensor or both
/// per-axis.
namespace detail {
/// All operands and results compatible with operand #0 (or result #0).
LogicalResult verifyCompatibleOperandsAndResultType(Operation *op);
/// The same for their element types.
LogicalResult verifyCompatibleOperandsAndResultElementType(Operation *op);
/// The element types of all operands compatible with operand #0's.
LogicalResult verifyCompatibleOperandsElementType(Operation *op);
/// As many operands as results, operand #i of result #i's type.
LogicalResult verifyPairwiseSameOperandAndResultType(Operation *op);
/// As many operands as results, operand #i of result #i's element type.
LogicalResult verifyPairwiseSameOperandAndResultElementType(Operation *op);
} // namespace detail

#define STABLEHLO_UPSTREAM_TYPE_TRAIT(Name)                                    \
  template <typename ConcreteType>                                             \
  class Name : public mlir::OpTrait::TraitBase<ConcreteType, Name> {           \
  public:                                                                      \
    static LogicalResult verifyTrait(Operation *op) {                          \
      return detail::verify##Name(op);                                         \
    }                                                                          \
  };
STABLEHLO_UPSTREAM_TYPE_TRAIT(CompatibleOperandsAndResultType)
STABLEHLO_UPSTREAM_TYPE_TRAIT(CompatibleOperandsAndResultElementType)
STABLEHLO_UPSTREAM_TYPE_TRAIT(CompatibleOperandsElementType)
STABLEHLO_UPSTREAM_TYPE_TRAIT(PairwiseSameOperandAndResultType)
STABLEHLO_UPSTREAM_TYPE_TRAIT(PairwiseSameOperandAndResultElementType)
#undef STABLEHLO_UPSTREAM_TYPE_TRAIT

} // namespace OpTrait

/// Builds, with `builder` before `op`, the values holding the shape of each
/// result of `op` (a 1-D tensor of index per result) from `operands` (the
/// op's operands, or their replacements during a conversion). Handles the
/// elementwise ops (the shape of one operand), transpose, concatenate and
/// the dynamic ops whose result shape is an operand or a function of their
/// operands: dynamic_broadcast_in_dim, dynamic_iota, dynamic_reshape,
/// dynamic_pad and real_dynamic_slice. The ops built belong to the shape,
/// tensor and arith dialects, which must be loaded (the caller declares them
/// as dependent dialects); otherwise, and for every other op, it fails
/// without building anything or emitting a diagnostic.
LogicalResult reifyResultShapes(Operation *op, OpBuilder &builder,
                                ValueRange operands,
                                SmallVectorImpl<Value> &shapes);

namespace detail {
/// Attaches InferShapedTypeOpInterface to every StableHLO op that has a
/// shape function (InferTypeOpInterface) or a reifiable result shape and does
/// not implement the interface itself: its inferReturnTypeComponents are the
/// components of the types inferReturnTypes infers, its
/// reifyReturnTypeShapes is reifyResultShapes. Called by the dialect.
void attachShapedTypeInterfaces(MLIRContext *context);
} // namespace detail

} // namespace mlir::stablehlo

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h.inc"

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOOPS_H
