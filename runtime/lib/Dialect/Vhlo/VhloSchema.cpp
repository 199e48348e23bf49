//===- VhloSchema.cpp - the op tables generated from schema/ --------------===//

#include "stablehlo/Dialect/Vhlo/VhloSchema.h"

#include "llvm/ADT/StringMap.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace mlir {
namespace vhlo {
namespace schema {

#include "generated/vhlo/VhloHooks.h.inc"
#include "generated/vhlo/VhloOpTables.cpp.inc"

ArrayRef<OpSpec> getOps() { return kOps; }
ArrayRef<OpVersionSpec> getOpVersions() { return kOpVersions; }

const OpVersionSpec *lookupVhloOp(StringRef name) {
  static const llvm::StringMap<const OpVersionSpec *> map = [] {
    llvm::StringMap<const OpVersionSpec *> m;
    for (const OpVersionSpec &v : kOpVersions)
      m[v.name] = &v;
    return m;
  }();
  auto it = map.find(name);
  return it == map.end() ? nullptr : it->second;
}

const OpSpec *lookupStablehloOp(StringRef name) {
  static const llvm::StringMap<const OpSpec *> map = [] {
    llvm::StringMap<const OpSpec *> m;
    for (const OpSpec &op : kOps)
      m[op.stablehlo] = &op;
    return m;
  }();
  auto it = map.find(name);
  return it == map.end() ? nullptr : it->second;
}

bool isDefaultValue(const AttrSpec &spec, Attribute value) {
  if (!spec.makeDefault || !value)
    return false;
  if (spec.kind == AttrKind::ResultAccuracy)
    return isDefaultResultAccuracyV1(value);
  if (spec.kind == AttrKind::Integer) {
    // The default is written as an i64; a value of any width equal to it counts.
    auto a = llvm::dyn_cast<IntegerV1Attr>(value);
    auto d = llvm::dyn_cast<IntegerV1Attr>(spec.makeDefault(value.getContext()));
    return a && d && a.getValue().getSExtValue() == d.getValue().getSExtValue();
  }
  return value == spec.makeDefault(value.getContext());
}

} // namespace schema
} // namespace vhlo
} // namespace mlir
