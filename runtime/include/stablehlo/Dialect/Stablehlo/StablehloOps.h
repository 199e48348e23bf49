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

} // namespace OpTrait

} // namespace mlir::stablehlo

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h.inc"

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOOPS_H
