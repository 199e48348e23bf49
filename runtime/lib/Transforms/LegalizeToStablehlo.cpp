//===- LegalizeToStablehlo.cpp - VHLO -> StableHLO ------------------------===//
//
// One walk over the module: every VHLO op (at its newest version) becomes its
// StableHLO/func op; attributes equal to their schema default are elided.
//
//===----------------------------------------------------------------------===//

#include "AttrConversion.h"
#include "llvm/ADT/DenseMap.h"
#include "mlir/IR/BuiltinOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"

namespace mlir {
namespace stablehlo {
namespace {

using vhlo::schema::AttrSpec;
using vhlo::schema::OpVersionSpec;

struct Target {
  const OpVersionSpec *spec = nullptr;
  std::optional<OperationName> name;
};

} // namespace

LogicalResult legalizeVhloToStablehlo(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  SmallVector<Operation *> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != module.getOperation())
      ops.push_back(op);
  });
  llvm::DenseMap<OperationName, Target> targets;
  for (Operation *op : ops) {
    if (op->getName().getDialectNamespace() != "vhlo")
      continue;
    auto [it, inserted] = targets.try_emplace(op->getName());
    if (inserted) {
      const OpVersionSpec *spec = vhlo::schema::lookupVhloOp(op->getName().getStringRef());
      if (spec) {
        const auto &opSpec = vhlo::schema::getOps()[spec->opIndex];
        it->second.spec = spec;
        it->second.name.emplace(opSpec.stablehlo, ctx);
        if (spec != &vhlo::schema::getLatestVersion(opSpec))
          return op->emitError() << "is not the newest version of "
                                 << opSpec.stablehlo
                                 << "; run --vhlo-to-version=target=current first";
        if (!it->second.name->isRegistered())
          return op->emitError() << "'" << opSpec.stablehlo
                                 << "' is not registered in this build";
      }
    }
    const Target &target = it->second;
    if (!target.spec)
      return op->emitError() << "is not a VHLO op of this schema";

    SmallVector<Type> resultTypes;
    for (Type t : op->getResultTypes()) {
      Type c = vhlo::convertTypeFromVhlo(t);
      if (!c)
        return op->emitError() << "result type " << t << " has no StableHLO form";
      resultTypes.push_back(c);
    }
    NamedAttrList attrs;
    for (const AttrSpec &spec : target.spec->getAttrs()) {
      std::optional<Attribute> value = op->getInherentAttr(spec.name);
      if (!value || !*value)
        return op->emitError() << "lacks attribute '" << spec.name << "'";
      if (spec.makeDefault && vhlo::schema::isDefaultValue(spec, *value))
        continue;
      Attribute converted = vhlo::convertOpAttrFromVhlo(*value, spec.kind);
      if (!converted)
        return op->emitError() << "attribute '" << spec.name << "' (" << *value
                               << ") has no StableHLO form";
      attrs.append(spec.name, converted);
    }
    for (NamedAttribute na : op->getDiscardableAttrs()) {
      Attribute converted = vhlo::convertAttrFromVhlo(na.getValue());
      if (!converted)
        return op->emitError() << "attribute '" << na.getName().getValue() << "' ("
                               << na.getValue() << ") has no StableHLO form";
      attrs.append(na.getName(), converted);
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments()) {
          Type type = vhlo::convertTypeFromVhlo(arg.getType());
          if (!type)
            return op->emitError() << "block argument type " << arg.getType()
                                   << " has no StableHLO form";
          arg.setType(type);
        }
    vhlo::rebuildOp(op, *target.name, resultTypes, std::move(attrs));
  }
  return success();
}

} // namespace stablehlo
} // namespace mlir
