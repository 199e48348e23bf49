//===- LegalizeToVhlo.cpp - StableHLO -> VHLO -----------------------------===//
//
// One walk over the module: every StableHLO/func op becomes the newest
// version of its VHLO op; attributes are converted (defaults materialized
// from the schema when absent) and block argument types converted in place.
//
//===----------------------------------------------------------------------===//

#include "AttrConversion.h"
#include "llvm/ADT/DenseMap.h"
#include "mlir/IR/BuiltinOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
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
  /// Inherent attributes of the StableHLO op that the schema does not name:
  /// converting an op that sets one would lose it.
  SmallVector<StringAttr> unknownInherent;
};

bool isConvertedDialect(Operation *op) {
  StringRef ns = op->getName().getDialectNamespace();
  return ns == "stablehlo" || ns == "func";
}

LogicalResult convertBlockArguments(Operation *op, bool allowOtherDialects) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments()) {
        Type type = vhlo::convertTypeToVhlo(arg.getType());
        if (!type) {
          if (allowOtherDialects)
            continue;
          return op->emitError() << "block argument #" << arg.getArgNumber()
                                 << " has type " << arg.getType()
                                 << ", which has no VHLO form";
        }
        arg.setType(type);
      }
  return success();
}

} // namespace

LogicalResult legalizeStablehloToVhlo(ModuleOp module, bool allowOtherDialects) {
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<vhlo::VhloDialect>();
  SmallVector<Operation *> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != module.getOperation() &&
        op->getName().getDialectNamespace() != "vhlo")
      ops.push_back(op);
  });
  llvm::DenseMap<OperationName, Target> targets;
  for (Operation *op : ops) {
    auto [it, inserted] = targets.try_emplace(op->getName());
    if (inserted) {
      if (const auto *spec = vhlo::schema::lookupStablehloOp(op->getName().getStringRef())) {
        it->second.spec = &vhlo::schema::getLatestVersion(*spec);
        it->second.name.emplace(it->second.spec->name, ctx);
        for (StringAttr name : op->getName().getAttributeNames())
          if (llvm::none_of(it->second.spec->getAttrs(), [&](const AttrSpec &a) {
                return name.getValue() == a.name;
              }))
            it->second.unknownInherent.push_back(name);
      }
    }
    const Target &target = it->second;
    if (!target.spec) {
      if (!isConvertedDialect(op) && allowOtherDialects)
        continue;
      return op->emitError() << "'" << op->getName()
                             << "' has no VHLO form in this schema"
                             << (isConvertedDialect(op)
                                     ? ""
                                     : "; pass --allow-other-dialects to keep ops of other dialects");
    }
    // Result types.
    SmallVector<Type> resultTypes;
    for (Type t : op->getResultTypes()) {
      Type c = vhlo::convertTypeToVhlo(t);
      if (!c)
        return op->emitError() << "result type " << t << " has no VHLO form";
      resultTypes.push_back(c);
    }
    // Attributes named by the schema, then the discardable ones.
    NamedAttrList attrs;
    for (const AttrSpec &spec : target.spec->getAttrs()) {
      std::optional<Attribute> value = op->getInherentAttr(spec.name);
      if (!value)
        value = op->getDiscardableAttr(spec.name);
      Attribute converted;
      if (value && *value) {
        converted = vhlo::convertAttrToVhlo(*value);
        if (!converted)
          return op->emitError() << "attribute '" << spec.name << "' (" << *value
                                 << ") has no VHLO form";
      } else if (spec.makeDefault) {
        converted = spec.makeDefault(ctx);
      } else {
        return op->emitError() << "attribute '" << spec.name
                               << "' is required to serialize this op";
      }
      attrs.append(spec.name, converted);
    }
    for (NamedAttribute na : op->getDiscardableAttrs()) {
      if (attrs.get(na.getName()))
        continue;
      Attribute converted = vhlo::convertAttrToVhlo(na.getValue());
      if (!converted) {
        if (!allowOtherDialects)
          return op->emitError() << "attribute '" << na.getName().getValue() << "' ("
                                 << na.getValue() << ") has no VHLO form";
        converted = na.getValue();
      }
      attrs.append(na.getName(), converted);
    }
    for (StringAttr name : target.unknownInherent)
      if (std::optional<Attribute> v = op->getInherentAttr(name); v && *v)
        return op->emitError() << "attribute '" << name.getValue()
                               << "' is not in the schema of " << target.spec->name
                               << " and would be lost";
    if (failed(convertBlockArguments(op, allowOtherDialects)))
      return failure();
    vhlo::rebuildOp(op, *target.name, resultTypes, std::move(attrs));
  }
  return success();
}

} // namespace stablehlo
} // namespace mlir
