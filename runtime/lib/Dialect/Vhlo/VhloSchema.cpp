//===- VhloSchema.cpp - the op tables generated from schema/ --------------===//

#include "stablehlo/Dialect/Vhlo/VhloSchema.h"

#include "llvm/ADT/StringMap.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace mlir {
namespace vhlo {
namespace schema {

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
  return value == spec.makeDefault(value.getContext());
}

} // namespace schema
} // namespace vhlo
} // namespace mlir
