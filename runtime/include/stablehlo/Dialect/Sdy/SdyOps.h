//===- SdyOps.h - the sdy sharding dialect ----------------------*- C++ -*-===//
//
// The sdy dialect: meshes, shardings and sharding rules that JAX writes into
// its programs, with their operations.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_SDY_SDYOPS_H
#define STABLEHLO_DIALECT_SDY_SDYOPS_H

#include <optional>

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "stablehlo/Dialect/Sdy/SdyDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo/Dialect/Sdy/SdyAttrs.h.inc"

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Sdy/SdyOps.h.inc"

namespace mlir::sdy {

/// The attribute names under which sdy annotates values it does not own.
inline constexpr llvm::StringLiteral kShardingAttrName = "sdy.sharding";
inline constexpr llvm::StringLiteral kShardingRuleAttrName =
    "sdy.sharding_rule";

/// The printed name of factor `index` in a sharding rule: `i` to `z`, then
/// `z_1`, `z_2`, ...
std::string factorName(int64_t index);

} // namespace mlir::sdy

#endif // STABLEHLO_DIALECT_SDY_SDYOPS_H
