//===- Legalize.cpp - StableHLO <-> VHLO ----------------------------------===//
//
// Both directions walk the module once. Each op becomes its counterpart (the
// newest VHLO version, or the StableHLO/func op) built generically from the
// schema tables:
//  - attributes named by the schema are converted one by one; defaults are
//    materialized towards VHLO and elided towards StableHLO;
//  - StableHLO struct attributes (groups) are spread over / gathered from
//    their VHLO attributes; UnitAttr booleans become bool_v1 and back;
//  - ops with a hand-written part (schema `legalize_hook`) run it first;
//  - discardable attributes are converted generically and kept;
//  - block argument types are converted in place, regions are moved.
//
//===----------------------------------------------------------------------===//

#include "AttrConversion.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace vhlo {
namespace {

using schema::AttrSpec;
using schema::OpSpec;
using schema::OpVersionSpec;

//===--- group fields ----------------------------------------------------===//

Attribute groupFieldToVhlo(MLIRContext *ctx, int64_t v) {
  return IntegerV1Attr::get(ctx, I64V1Type::get(ctx),
                            llvm::APInt(64, v, /*isSigned=*/true));
}
Attribute groupFieldToVhlo(MLIRContext *ctx, ArrayRef<int64_t> v) {
  return makeI64TensorV1(ctx, v);
}
Attribute groupFieldToVhlo(MLIRContext *ctx, bool v) {
  return BoolV1Attr::get(ctx, v);
}
Attribute groupFieldToVhlo(MLIRContext *ctx, Type v) {
  Type t = v ? convertTypeToVhlo(v) : Type(NoneV1Type::get(ctx));
  return TypeV1Attr::get(ctx, t ? t : Type(NoneV1Type::get(ctx)));
}

/// The StableHLO value of a group field; an attribute the op does not have
/// reads as zero (a collective's channel type).
template <typename T>
FailureOr<T> groupFieldFromVhlo(Operation *op, StringRef name) {
  Attribute attr = op->getAttr(name);
  if constexpr (std::is_same_v<T, int64_t>) {
    if (!attr)
      return int64_t(0);
    auto a = llvm::dyn_cast<IntegerV1Attr>(attr);
    if (!a)
      return failure();
    return a.getValue().getSExtValue();
  } else if constexpr (std::is_same_v<T, bool>) {
    if (!attr)
      return false;
    auto a = llvm::dyn_cast<BoolV1Attr>(attr);
    if (!a)
      return failure();
    return a.getValue();
  } else if constexpr (std::is_same_v<T, Type>) {
    auto a = llvm::dyn_cast_or_null<TypeV1Attr>(attr);
    if (!a)
      return failure();
    Type t = convertTypeFromVhlo(a.getValue());
    if (!t)
      return failure();
    return t;
  } else {
    if (!attr)
      return SmallVector<int64_t>();
    auto a = llvm::dyn_cast<TensorV1Attr>(attr);
    if (!a || !a.getData().getElementType().isInteger(64))
      return failure();
    return llvm::to_vector(a.getData().getValues<int64_t>());
  }
}

struct GroupCodec {
  const char *name;
  LogicalResult (*unpack)(Attribute, const OpVersionSpec &, NamedAttrList &);
  Attribute (*pack)(Operation *);
  const char *const *fields;
  unsigned numFields;
  ArrayRef<const char *> getFields() const { return {fields, numFields}; }
};

using LegalizeHookFn = LogicalResult (*)(Operation *, NamedAttrList &,
                                         llvm::StringSet<> &);
struct LegalizeHooks {
  LegalizeHookFn toVhlo, fromVhlo;
};

} // namespace

#include "generated/vhlo/VhloLegalize.cpp.inc"

namespace {

//===--- shared
//------------------------------------------------------------===//

SmallVector<Operation *>
collectOps(ModuleOp module, llvm::function_ref<bool(Operation *)> keep) {
  SmallVector<Operation *> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != module.getOperation() && keep(op))
      ops.push_back(op);
  });
  return ops;
}

} // namespace

bool isGroupField(const OpSpec &op, StringRef name) {
  for (const schema::GroupUse &use : op.getGroups())
    for (const char *field : kGroupCodecs[use.group].getFields())
      if (name == field)
        return true;
  return false;
}

namespace {

struct ToVhloTarget {
  const OpSpec *op = nullptr;
  const OpVersionSpec *spec = nullptr;
  std::optional<OperationName> name;
  /// Inherent attributes of the StableHLO op the schema does not know:
  /// converting an op that sets one would lose it.
  SmallVector<StringAttr> unknownInherent;
};

/// Values crossing between VHLO ops and ops of other dialects (kept by
/// --allow-other-dialects) get builtin.unrealized_conversion_cast, so that
/// each op sees the types of its own dialect.
void insertBoundaryCasts(ModuleOp module) {
  // One cast per crossing value, right after its definition; users are
  // visited parents first, in program order.
  llvm::DenseMap<Value, Value> casts;
  module.walk<WalkOrder::PreOrder>([&](Operation *user) {
    if (llvm::isa<UnrealizedConversionCastOp>(user) ||
        user == module.getOperation())
      return;
    bool userIsVhlo = user->getName().getDialectNamespace() == "vhlo";
    for (OpOperand &operand : user->getOpOperands()) {
      Value value = operand.get();
      Type type = value.getType();
      bool valueIsVhlo = llvm::isa<VhloDialect>(type.getDialect());
      Type wanted;
      if (userIsVhlo && !valueIsVhlo)
        wanted = convertTypeToVhlo(type);
      else if (!userIsVhlo && valueIsVhlo)
        wanted = convertTypeFromVhlo(type);
      if (!wanted || wanted == type)
        continue;
      Value &cast = casts[value];
      if (!cast) {
        OpBuilder b(user->getContext());
        if (Operation *def = value.getDefiningOp())
          b.setInsertionPointAfter(def);
        else
          b.setInsertionPointToStart(
              llvm::cast<BlockArgument>(value).getOwner());
        // A value entering VHLO is cast at its first VHLO user's location,
        // one leaving VHLO at its own (where it is defined), as a
        // type-converting rewrite materializes them.
        Location loc = userIsVhlo ? user->getLoc() : value.getLoc();
        cast = UnrealizedConversionCastOp::create(b, loc, TypeRange{wanted},
                                                  ValueRange{value})
                   .getResult(0);
      }
      operand.set(cast);
    }
  });
}

/// After VHLO -> StableHLO, boundary casts connect values of one type:
/// remove them.
void foldBoundaryCasts(ModuleOp module) {
  SmallVector<UnrealizedConversionCastOp> casts;
  module.walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
  for (UnrealizedConversionCastOp cast : casts) {
    if (cast->getNumOperands() == 1 && cast->getNumResults() == 1 &&
        cast.getOperand(0).getType() ==
            convertTypeFromVhlo(cast.getResult(0).getType())) {
      cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
      cast.erase();
    }
  }
}

bool isConvertedDialect(Operation *op) {
  StringRef ns = op->getName().getDialectNamespace();
  return ns == "stablehlo" || ns == "func";
}

/// Whether `attr` is, or holds, an attribute of a dialect the VHLO
/// conversion does not know (e.g. a `#sdy.sharding`).
bool holdsOtherDialectAttr(Attribute attr) {
  auto isOther = [](Attribute a) {
    StringRef ns = a.getDialect().getNamespace();
    return !ns.empty() && ns != "builtin" && ns != "stablehlo" && ns != "vhlo";
  };
  if (isOther(attr))
    return true;
  return attr
      .walk([&](Attribute a) {
        return isOther(a) ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

/// The hint ending a refusal of an attribute that --allow-other-dialects
/// would keep.
StringRef otherDialectHint(Attribute attr) {
  return holdsOtherDialectAttr(attr) ? "; pass --allow-other-dialects to keep "
                                       "attributes of other dialects"
                                     : "";
}

/// With --allow-other-dialects, an array or dictionary without a VHLO form:
/// a VHLO array or dictionary whose elements are in VHLO form where they
/// have one and kept as they are otherwise (as a JAX program's
/// `#sdy.sharding` in a function's argument attributes). Null for anything
/// else: only elements of arrays and dictionaries are kept that way.
Attribute convertAttrToVhloKeepingOthers(Attribute attr) {
  MLIRContext *ctx = attr.getContext();
  auto element = [](Attribute e) -> Attribute {
    if (Attribute converted = convertAttrToVhlo(e))
      return converted;
    if (Attribute kept = convertAttrToVhloKeepingOthers(e))
      return kept;
    return e;
  };
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    SmallVector<Attribute> values;
    for (Attribute e : a)
      values.push_back(element(e));
    return ArrayV1Attr::get(ctx, values);
  }
  if (auto a = llvm::dyn_cast<DictionaryAttr>(attr)) {
    SmallVector<std::pair<Attribute, Attribute>> values;
    for (NamedAttribute na : a)
      values.emplace_back(StringV1Attr::get(ctx, na.getName().getValue()),
                          element(na.getValue()));
    return DictV1Attr::get(ctx, values);
  }
  return {};
}

/// Memoized conversions for one walk. A program repeats a few types,
/// attribute values and attribute names many times; converting each once
/// spares a uniquer lookup (hashing its whole key) per use.
struct ConversionCache {
  llvm::DenseMap<Type, Type> types;
  llvm::DenseMap<std::pair<Attribute, unsigned>, Attribute> attrs;
  llvm::DenseMap<const AttrSpec *, StringAttr> names;

  Type type(Type t, Type (*convert)(Type)) {
    auto [it, inserted] = types.try_emplace(t);
    if (inserted)
      it->second = convert(t);
    return it->second;
  }
  /// `key` tells apart conversions of one value (the kind it converts as).
  template <typename Fn> Attribute attr(Attribute a, unsigned key, Fn convert) {
    auto [it, inserted] = attrs.try_emplace({a, key});
    if (inserted)
      it->second = convert(a);
    return it->second;
  }
  StringAttr name(MLIRContext *ctx, const AttrSpec &a) {
    StringAttr &n = names[&a];
    if (!n)
      n = StringAttr::get(ctx, a.name);
    return n;
  }
  /// The default of `a`, built once when it does not depend on the op's
  /// other attributes `attrs`; null when `a` has none.
  Attribute makeDefault(MLIRContext *ctx, const AttrSpec &a,
                        const NamedAttrList &attrs) {
    if (!a.makeDefault)
      return {};
    if (!a.constantDefault)
      return a.makeDefault(ctx, attrs);
    Attribute &d = defaults[&a];
    if (!d)
      d = a.makeDefault(ctx, attrs);
    return d;
  }
  /// Whether `value` is the default of `a` (the generated tests build the
  /// default to compare with: once per value here).
  bool isDefault(const AttrSpec &a, Attribute value) {
    if (!a.isDefault || !value)
      return false;
    auto [it, inserted] = isDefaults.try_emplace(
        {reinterpret_cast<const void *>(a.isDefault), value}, false);
    if (inserted)
      it->second = a.isDefault(value);
    return it->second;
  }

  /// The VHLO fields a StableHLO struct attribute spreads into, per value,
  /// op version and group.
  llvm::DenseMap<std::tuple<Attribute, const OpVersionSpec *, unsigned>,
                 SmallVector<NamedAttribute, 4>>
      groups;

private:
  llvm::DenseMap<const AttrSpec *, Attribute> defaults;
  llvm::DenseMap<std::pair<const void *, Attribute>, bool> isDefaults;
};

} // namespace
} // namespace vhlo

namespace stablehlo {

using vhlo::schema::AttrSpec;
using vhlo::schema::OpSpec;
using vhlo::schema::OpVersionSpec;

//===----------------------------------------------------------------------===//
// StableHLO -> VHLO
//===----------------------------------------------------------------------===//

LogicalResult legalizeStablehloToVhlo(ModuleOp module, bool allowOtherDialects,
                                      bool *keptVhloOps) {
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<vhlo::VhloDialect>();
  bool sawVhlo = false;
  SmallVector<Operation *> ops = vhlo::collectOps(module, [&](Operation *op) {
    bool isVhlo = op->getName().getDialectNamespace() == "vhlo";
    sawVhlo |= isVhlo;
    return !isVhlo;
  });
  if (keptVhloOps)
    *keptVhloOps = sawVhlo;
  llvm::DenseMap<OperationName, vhlo::ToVhloTarget> targets;
  vhlo::ConversionCache cache;
  for (Operation *op : ops) {
    auto [it, inserted] = targets.try_emplace(op->getName());
    vhlo::ToVhloTarget &target = it->second;
    if (inserted) {
      if ((target.op =
               vhlo::schema::lookupStablehloOp(op->getName().getStringRef()))) {
        target.spec = &vhlo::schema::getLatestVersion(*target.op);
        target.name.emplace(target.spec->name, ctx);
        for (StringAttr name : op->getName().getAttributeNames()) {
          bool known =
              vhlo::schema::findAttr(*target.spec, name.getValue()) ||
              llvm::any_of(target.op->getGroups(), [&](const auto &use) {
                return name.getValue() == use.stablehloAttr;
              });
          if (!known)
            target.unknownInherent.push_back(name);
        }
      }
    }
    if (!target.spec) {
      if (!vhlo::isConvertedDialect(op) && allowOtherDialects)
        continue;
      return vhlo::emitIllegalOpError(op)
             << "'" << op->getName() << "' has no VHLO form in this schema"
             << (vhlo::isConvertedDialect(op)
                     ? ""
                     : "; pass --allow-other-dialects to keep ops of other "
                       "dialects");
    }
    const OpSpec &opSpec = *target.op;
    const OpVersionSpec &spec = *target.spec;

    SmallVector<Type> resultTypes;
    for (Type t : op->getResultTypes()) {
      Type c = cache.type(t, vhlo::convertTypeToVhlo);
      if (!c && !allowOtherDialects)
        return vhlo::emitIllegalOpError(op)
               << "result type " << t << " has no VHLO form";
      resultTypes.push_back(c ? c : t);
    }

    NamedAttrList attrs;
    llvm::StringSet<> handled;
    if (auto hook = vhlo::kLegalizeHooks[spec.opIndex].toVhlo)
      if (failed(hook(op, attrs, handled)))
        return failure();
    // Groups: spread each StableHLO struct attribute over its fields.
    for (const vhlo::schema::GroupUse &use : opSpec.getGroups()) {
      Attribute value = op->getAttr(use.stablehloAttr);
      if (!value)
        continue;
      // A program repeats a few struct values: each is spread once.
      auto [it, inserted] = cache.groups.try_emplace({value, &spec, use.group});
      if (inserted) {
        NamedAttrList fields;
        if (failed(vhlo::kGroupCodecs[use.group].unpack(value, spec, fields))) {
          cache.groups.erase(it);
          return vhlo::emitIllegalOpError(op)
                 << "attribute '" << use.stablehloAttr << "' (" << value
                 << ") is not a " << vhlo::kGroupCodecs[use.group].name;
        }
        it->second.assign(fields.begin(), fields.end());
      }
      for (const NamedAttribute &field : it->second)
        attrs.set(field.getName(), field.getValue());
    }
    // Attributes named by the schema; computed defaults in a second pass.
    SmallVector<const AttrSpec *> missing;
    for (const AttrSpec &a : spec.getAttrs()) {
      if (handled.contains(a.name) || attrs.get(a.name))
        continue;
      Attribute value = op->getAttr(a.name);
      if (a.unit) {
        attrs.append(cache.name(ctx, a),
                     vhlo::BoolV1Attr::get(ctx, value != nullptr));
        continue;
      }
      if (!value) {
        missing.push_back(&a);
        continue;
      }
      Attribute converted = cache.attr(value, 0, vhlo::convertAttrToVhlo);
      if (!converted && allowOtherDialects)
        converted = cache.attr(value, 1, vhlo::convertAttrToVhloKeepingOthers);
      if (!converted)
        return vhlo::emitIllegalOpError(op)
               << "attribute '" << a.name << "' (" << value
               << ") has no VHLO form" << vhlo::otherDialectHint(value);
      attrs.append(cache.name(ctx, a), converted);
    }
    for (const AttrSpec *a : missing) {
      Attribute def = cache.makeDefault(ctx, *a, attrs);
      if (!def)
        return vhlo::emitIllegalOpError(op)
               << "attribute '" << a->name
               << "' is required to serialize this op";
      attrs.append(cache.name(ctx, *a), def);
    }
    // Discardable attributes.
    for (NamedAttribute na : op->getDiscardableAttrs()) {
      if (attrs.get(na.getName()) ||
          handled.contains(na.getName().getValue()) ||
          vhlo::schema::findAttr(spec, na.getName().getValue()) ||
          llvm::any_of(opSpec.getGroups(), [&](const auto &use) {
            return na.getName().getValue() == use.stablehloAttr;
          }))
        continue;
      // No schema says what a discardable attribute is, so the reader
      // converts it back generically. Only write a VHLO form that reads back
      // as the same attribute: e.g. a symbol reference would come back as a
      // string and a dense array as a tensor, a silent change.
      Attribute converted = vhlo::convertAttrToVhlo(na.getValue());
      Attribute readBack =
          converted ? vhlo::convertAttrFromVhlo(converted) : Attribute();
      if (readBack != na.getValue()) {
        if (!allowOtherDialects) {
          if (!converted)
            return vhlo::emitIllegalOpError(op)
                   << "attribute '" << na.getName().getValue() << "' ("
                   << na.getValue() << ") has no VHLO form"
                   << vhlo::otherDialectHint(na.getValue());
          InFlightDiagnostic diag = vhlo::emitIllegalOpError(op)
                                    << "attribute '" << na.getName().getValue()
                                    << "' (" << na.getValue()
                                    << ") has no VHLO form that reads back "
                                    << "unchanged";
          if (readBack)
            diag << " (it would be read as " << readBack << ")";
          return diag;
        }
        // Kept: in VHLO form around the attributes of other dialects where
        // that reads back unchanged (as JAX writes a dictionary holding a
        // `#sdy.sharding`), else as it is.
        Attribute kept =
            converted ? Attribute()
                      : vhlo::convertAttrToVhloKeepingOthers(na.getValue());
        converted = kept && vhlo::convertAttrFromVhlo(kept) == na.getValue()
                        ? kept
                        : na.getValue();
      }
      attrs.append(na.getName(), converted);
    }
    for (StringAttr name : target.unknownInherent)
      if (std::optional<Attribute> v = op->getInherentAttr(name); v && *v)
        return vhlo::emitIllegalOpError(op)
               << "attribute '" << name.getValue()
               << "' is not in the schema of " << spec.name
               << " and would be lost";
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments()) {
          Type type = cache.type(arg.getType(), vhlo::convertTypeToVhlo);
          if (!type) {
            if (allowOtherDialects)
              continue;
            return vhlo::emitIllegalOpError(op)
                   << "block argument #" << arg.getArgNumber() << " has type "
                   << arg.getType() << ", which has no VHLO form";
          }
          arg.setType(type);
        }
    vhlo::rebuildOp(op, *target.name, resultTypes, std::move(attrs));
  }
  if (allowOtherDialects)
    vhlo::insertBoundaryCasts(module);
  return success();
}

//===----------------------------------------------------------------------===//
// VHLO -> StableHLO
//===----------------------------------------------------------------------===//

LogicalResult legalizeVhloToStablehlo(ModuleOp module,
                                      bool upgradeOlderVersions) {
  MLIRContext *ctx = module.getContext();
  auto isVhlo = [](Operation *op) {
    return op->getName().getDialectNamespace() == "vhlo";
  };
  SmallVector<Operation *> ops = vhlo::collectOps(module, isVhlo);
  struct Target {
    const OpVersionSpec *spec = nullptr;
    bool newest = false;
    std::optional<OperationName> name, nested;
  };
  // What each op name converts to, looked up once per name.
  llvm::DenseMap<OperationName, Target> targets;
  auto targetOf = [&](Operation *op) -> Target & {
    auto [it, inserted] = targets.try_emplace(op->getName());
    Target &target = it->second;
    if (inserted && (target.spec = vhlo::schema::lookupVhloOp(
                         op->getName().getStringRef()))) {
      const OpSpec &opSpec = vhlo::schema::getOps()[target.spec->opIndex];
      target.newest = target.spec == &vhlo::schema::getLatestVersion(opSpec);
      target.name.emplace(opSpec.stablehlo, ctx);
      if (opSpec.stablehloNested)
        target.nested.emplace(opSpec.stablehloNested, ctx);
    }
    return target;
  };
  if (upgradeOlderVersions && llvm::any_of(ops, [&](Operation *op) {
        Target &target = targetOf(op);
        return target.spec && !target.newest;
      })) {
    if (failed(convertVhloToVersion(module, vhlo::Version::getCurrentVersion(),
                                    /*reading=*/true)))
      return failure();
    ops = vhlo::collectOps(module, isVhlo);
  }
  vhlo::ConversionCache cache;
  for (Operation *op : ops) {
    Target &target = targetOf(op);
    if (target.spec && !target.newest)
      return vhlo::emitIllegalOpError(op)
             << "is not the newest version of "
             << vhlo::schema::getOps()[target.spec->opIndex].stablehlo
             << "; run --vhlo-to-version=target=current first";
    if (!target.spec)
      return vhlo::emitIllegalOpError(op) << "is not a VHLO op of this schema";
    const OpVersionSpec &spec = *target.spec;
    const OpSpec &opSpec = vhlo::schema::getOps()[spec.opIndex];
    OperationName name = *target.name;
    if (target.nested) {
      Operation *parent = op->getParentOp();
      if (parent && !llvm::isa<vhlo::FuncOpV1, func::FuncOp>(parent))
        name = *target.nested;
    }
    if (!name.isRegistered())
      return vhlo::emitIllegalOpError(op)
             << "'" << name << "' is not registered in this build";

    SmallVector<Type> resultTypes;
    for (Type t : op->getResultTypes()) {
      Type c = cache.type(t, vhlo::convertTypeFromVhlo);
      if (!c)
        return vhlo::emitIllegalOpError(op)
               << "result type " << t << " has no StableHLO form";
      resultTypes.push_back(c);
    }
    NamedAttrList attrs;
    llvm::StringSet<> handled;
    if (auto hook = vhlo::kLegalizeHooks[spec.opIndex].fromVhlo)
      if (failed(hook(op, attrs, handled)))
        return failure();
    // Groups: gather fields into the StableHLO struct attribute, omitted when
    // every field has its default.
    for (const vhlo::schema::GroupUse &use : opSpec.getGroups()) {
      const vhlo::GroupCodec &codec = vhlo::kGroupCodecs[use.group];
      bool allDefault = true;
      for (const char *field : codec.getFields()) {
        const AttrSpec *a = vhlo::schema::findAttr(spec, field);
        if (a && !cache.isDefault(*a, op->getAttr(field)))
          allDefault = false;
      }
      if (allDefault)
        continue;
      Attribute packed = codec.pack(op);
      if (!packed)
        return vhlo::emitIllegalOpError(op)
               << "attributes of " << codec.name << " do not form a StableHLO "
               << use.stablehloAttr;
      attrs.set(use.stablehloAttr, packed);
    }
    for (const AttrSpec &a : spec.getAttrs()) {
      if (handled.contains(a.name) || attrs.get(a.name) ||
          vhlo::isGroupField(opSpec, a.name))
        continue;
      Attribute value = op->getAttr(a.name);
      if (!value)
        return vhlo::emitIllegalOpError(op)
               << "lacks attribute '" << a.name << "'";
      if (cache.isDefault(a, value))
        continue;
      if (a.unit) {
        attrs.set(cache.name(ctx, a), UnitAttr::get(ctx));
        continue;
      }
      Attribute converted = cache.attr(
          value, 1 + static_cast<unsigned>(a.kind),
          [&](Attribute v) { return vhlo::convertOpAttrFromVhlo(v, a.kind); });
      if (!converted)
        return vhlo::emitIllegalOpError(op)
               << "attribute '" << a.name << "' (" << value
               << ") has no StableHLO form";
      attrs.set(cache.name(ctx, a), converted);
    }
    for (NamedAttribute na : op->getDiscardableAttrs()) {
      Attribute converted = vhlo::convertAttrFromVhlo(na.getValue());
      if (!converted)
        return vhlo::emitIllegalOpError(op)
               << "attribute '" << na.getName().getValue() << "' ("
               << na.getValue() << ") has no StableHLO form";
      attrs.set(na.getName(), converted);
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments()) {
          Type type = cache.type(arg.getType(), vhlo::convertTypeFromVhlo);
          if (!type)
            return vhlo::emitIllegalOpError(op)
                   << "block argument type " << arg.getType()
                   << " has no StableHLO form";
          arg.setType(type);
        }
    vhlo::rebuildOp(op, name, resultTypes, std::move(attrs));
  }
  vhlo::foldBoundaryCasts(module);
  return success();
}

} // namespace stablehlo
} // namespace mlir
