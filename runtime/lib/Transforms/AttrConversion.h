//===- AttrConversion.h - builtin/StableHLO <-> VHLO values ----*- C++ -*-===//

#ifndef STABLEHLO_TRANSFORMS_ATTRCONVERSION_H
#define STABLEHLO_TRANSFORMS_ATTRCONVERSION_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"

namespace mlir {
namespace vhlo {

/// Builtin/StableHLO -> VHLO; null when there is no VHLO form.
Type convertTypeToVhlo(Type type);
Attribute convertAttrToVhlo(Attribute attr);

/// VHLO -> builtin/StableHLO; null when there is no StableHLO form.
Type convertTypeFromVhlo(Type type);
Attribute convertAttrFromVhlo(Attribute attr);
/// The StableHLO form of an op attribute of the given kind.
Attribute convertOpAttrFromVhlo(Attribute attr, schema::AttrKind kind);

/// An error at `op` that an op cannot be converted: upstream's phrase,
/// "failed to legalize operation '<op>' that was explicitly marked illegal",
/// then `: ` and the reason, which the caller streams.
inline InFlightDiagnostic emitIllegalOpError(Operation *op) {
  return emitError(op->getLoc())
         << "failed to legalize operation '" << op->getName()
         << "' that was explicitly marked illegal: ";
}

} // namespace vhlo
} // namespace mlir

#include "mlir/IR/Operation.h"

namespace mlir {
namespace vhlo {
/// Replaces `op` by a new op `name` with the same operands, the given result
/// types and attributes, taking over its regions (and their blocks) as they
/// are. Returns the new op.
Operation *rebuildOp(Operation *op, OperationName name, TypeRange resultTypes,
                     NamedAttrList &&attrs);
} // namespace vhlo
} // namespace mlir
#endif // STABLEHLO_TRANSFORMS_ATTRCONVERSION_H
