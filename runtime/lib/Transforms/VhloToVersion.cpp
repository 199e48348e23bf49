//===- VhloToVersion.cpp - VHLO op versions up or down to a target --------===//
//
// Walks the module once. Each VHLO op climbs or descends its version chain
// (schema transitions) until its range holds the target; a downgrade is
// legal only when every change it undoes allows it (an attribute added later
// still has its default, a variadic operand group has one value, ...).
// An op whose last version ends before the target was removed from the
// opset (schema `until`): it is refused when writing, and kept when a program
// that was read is upgraded. Types and attributes (an enum value by its case)
// are then checked against their first release. All problems are collected
// first, so each error can name the lowest target that accepts the whole
// program (or the highest, for a removed op). Errors read as upstream's do,
// with our explanation added: "failed to legalize operation '<vhlo op>' that
// was explicitly marked illegal: <reasons>; the lowest target ...", then one at
// the root, "failed to convert VHLO to v<target>". Each cause (a feature the
// target lacks: an op, a type or attribute kind, an attribute a later version
// added, a gate) is reported once, at its first op in program order, which
// counts the other ops with the same cause. Functions come before their
// bodies, so a type in a signature is blamed on the function, as upstream,
// which stops at the first op it cannot convert, blames it.
//
//===----------------------------------------------------------------------===//

#include <optional>

#include "AttrConversion.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
namespace stablehlo {
namespace {

using vhlo::Version;
using vhlo::schema::ChangeKind;
using vhlo::schema::ChangeSpec;
using vhlo::schema::OpVersionSpec;

struct Problem {
  Location loc;
  std::string message;
  Version needs;
  /// The op as it stood before conversion (problems of one op are adjacent);
  /// set for every problem of an op once all of them are known.
  Operation *op = nullptr;
  std::string opName = {};
  /// The compatibility expander removes the feature (a rewrite of the op for
  /// this release exists).
  bool expandable = false;
  /// What is at fault, independent of the op and the value: problems with
  /// the same cause are reported once.
  std::string cause = {};
  /// Set for an op removed from the opset: the last release that has it
  /// (an upper bound on the target; `needs` is then the minimum version).
  std::optional<Version> lastHaving = std::nullopt;
};

/// The first release after `v` in the version log (the release that removed
/// an op whose last version ends at `v`).
Version releaseAfter(Version v) {
  static const Version releases[] = {
#define STABLEHLO_RELEASE(MAJOR, MINOR, BYTECODE, DATE)                        \
  Version(MAJOR, MINOR, 0),
#define STABLEHLO_PATCH(MAJOR, MINOR, PATCH, DATE)
#include "generated/vhlo/VhloVersionLog.inc"
#undef STABLEHLO_RELEASE
#undef STABLEHLO_PATCH
  };
  for (const Version &r : releases)
    if (v < r)
      return r;
  return Version::getCurrentVersion();
}

const char *stablehloName(const OpVersionSpec &spec) {
  return vhlo::schema::getOps()[spec.opIndex].stablehlo;
}

/// The first release that has a VHLO type or attribute and all its parts;
/// `culprit` is the part that needs it (rendered only for diagnostics).
struct Requirement {
  Version needs = Version::getMinimumVersion();
  const void *culprit = nullptr;
  bool culpritIsType = false;

  std::string describe() const {
    std::string text;
    llvm::raw_string_ostream os(text);
    if (culpritIsType) {
      Type type = Type::getFromOpaquePointer(culprit);
      Type builtin = vhlo::convertTypeFromVhlo(type);
      os << "type '" << (builtin ? builtin : type) << "'";
    } else {
      os << "attribute '" << Attribute::getFromOpaquePointer(culprit) << "'";
    }
    return text;
  }

  /// The kind of the culprit ("vhlo.f8E4M3FNUZ_v1"): every value of one kind
  /// needs the same release, so they share a cause.
  StringRef kind() const {
    if (culpritIsType)
      return Type::getFromOpaquePointer(culprit).getAbstractType().getName();
    return Attribute::getFromOpaquePointer(culprit)
        .getAbstractAttribute()
        .getName();
  }
};

class RequirementCache {
public:
  Requirement of(Attribute attr) { return get(attr); }
  Requirement of(Type type) { return get(type); }

private:
  template <typename T> Requirement get(T root) {
    auto it = cache.find(root.getAsOpaquePointer());
    if (it != cache.end())
      return it->second;
    Requirement req;
    // The walk is post-order: among parts needing the same release, the
    // outermost (visited last) is named.
    auto consider = [&](auto element, bool isType, Version v) {
      if (Version::getMinimumVersion() < v && req.needs <= v) {
        req.needs = v;
        req.culprit = element.getAsOpaquePointer();
        req.culpritIsType = isType;
      }
    };
    root.walk(
        [&](Attribute a) {
          if (auto versioned = llvm::dyn_cast<vhlo::VersionedAttrInterface>(a))
            consider(a, false, versioned.getMinVersion());
        },
        [&](Type t) {
          if (auto versioned = llvm::dyn_cast<vhlo::VersionedTypeInterface>(t))
            consider(t, true, versioned.getMinVersion());
        });
    cache[root.getAsOpaquePointer()] = req;
    return req;
  }
  llvm::DenseMap<const void *, Requirement> cache;
};

/// Rebuilds `op` as its neighbour version `to` (one step up or down the
/// chain): applies the classified changes, then the transition hook if the
/// schema names one. Returns null and sets `why` if the hook refuses.
Operation *step(Operation *op, const OpVersionSpec &to,
                const ChangeSpec *changes, vhlo::schema::HookFn hook,
                bool upgrade, std::string &why) {
  NamedAttrList attrs(op->getAttrDictionary());
  for (const ChangeSpec *c = changes; c->kind != ChangeKind::None; ++c) {
    if (c->kind != ChangeKind::AddAttribute &&
        c->kind != ChangeKind::RemoveAttribute)
      continue;
    bool adds = (c->kind == ChangeKind::AddAttribute) == upgrade;
    if (adds)
      attrs.set(c->attr->name, c->attr->makeDefault(op->getContext(), attrs));
    else
      attrs.erase(c->attr->name);
  }
  if (hook && failed(hook(op, attrs, why)))
    return nullptr;
  return vhlo::rebuildOp(op, OperationName(to.name, op->getContext()),
                         op->getResultTypes(), std::move(attrs));
}

} // namespace

/// Why `op` (at version `spec`) cannot be upgraded to the next version
/// without losing information, or "": an attribute the next version removes
/// must hold its default, which the downgrade would restore.
std::string whyNotUpgradable(Operation *op, const OpVersionSpec &spec) {
  std::string why;
  llvm::raw_string_ostream os(why);
  for (const ChangeSpec *c = spec.upgrade; c && c->kind != ChangeKind::None;
       ++c) {
    if (c->kind != ChangeKind::RemoveAttribute)
      continue;
    Attribute value = op->getAttr(c->attr->name);
    if (value && !vhlo::schema::isDefaultValue(*c->attr, value)) {
      Attribute shown = vhlo::convertAttrFromVhlo(value);
      os << "attribute '" << c->attr->name << "' = " << (shown ? shown : value)
         << " is not its default, and " << (&spec)[1].name << " (since "
         << (&spec)[1].since << ") no longer has it";
      return why;
    }
  }
  return why;
}

/// Why the changes into version `spec` cannot be undone for `op`, or "".
std::string whyNotDowngradable(Operation *op, const OpVersionSpec &spec) {
  std::string why;
  llvm::raw_string_ostream os(why);
  for (const ChangeSpec *c = spec.downgrade; c->kind != ChangeKind::None; ++c) {
    switch (c->kind) {
    case ChangeKind::AddAttribute: {
      Attribute value = op->getAttr(c->attr->name);
      if (value && !vhlo::schema::isDefaultValue(*c->attr, value)) {
        Attribute shown = vhlo::convertAttrFromVhlo(value);
        os << "attribute '" << c->attr->name
           << "' = " << (shown ? shown : value) << " is not its default";
        return why;
      }
      break;
    }
    case ChangeKind::VariadicOperand:
    case ChangeKind::VariadicResult: {
      // The older version has a single value where this one has the group
      // at `index`: the group must hold exactly one.
      bool operand = c->kind == ChangeKind::VariadicOperand;
      vhlo::schema::ValueKind kind = operand ? vhlo::schema::ValueKind::Operand
                                             : vhlo::schema::ValueKind::Result;
      FailureOr<vhlo::schema::ValueGroup> group =
          vhlo::schema::getValueGroup(op, spec, kind, c->index, why);
      if (failed(group))
        return why;
      if (group->length != 1) {
        const vhlo::schema::ValueSpec &value =
            (operand ? spec.getOperands() : spec.getResults())[c->index];
        const char *what = operand ? "operand" : "result";
        os << what << " group '" << value.name << "' has " << group->length
           << " values (variadic " << what << "s)";
        return why;
      }
      break;
    }
    case ChangeKind::AddVariadicRegion:
      if (op->getNumRegions() != 0) {
        os << op->getNumRegions()
           << (op->getNumRegions() == 1 ? " region" : " regions");
        return why;
      }
      break;
    case ChangeKind::RemoveAttribute:
    case ChangeKind::None:
      break;
    }
  }
  return why;
}

FailureOr<Version> parseTargetVersion(StringRef target, Location loc) {
  Version current = Version::getCurrentVersion();
  Version minimum = Version::getMinimumVersion();
  if (target == "current")
    return current;
  // Each message starts with upstream's two lines (scripts match on them),
  // then says what would work.
  auto valid = [&](StringRef start) {
    return (start + " targets are " + minimum.toString() + " ... " +
            current.toString() + ", or 'current'")
        .str();
  };
  constexpr llvm::StringLiteral form =
      "Target version must be of the form `#.#.#`.";
  if (target.empty())
    return emitError(loc) << "No target version specified.\n"
                          << form << " " << valid("Valid"),
           failure();
  std::string why;
  FailureOr<Version> version = Version::fromString(target, &why);
  if (failed(version)) {
    // fromString says "invalid version '<v>': <reason>; expected ...": keep
    // the reason only.
    StringRef reason = why;
    size_t from = reason.find("': ");
    if (from != StringRef::npos)
      reason = reason.drop_front(from + 3).split("; expected").first;
    if (target != target.trim())
      reason = "it has leading or trailing whitespace";
    return emitError(loc) << "Invalid target version argument '" << target
                          << "'\n"
                          << form << " '" << target << "' is not: " << reason
                          << ". " << valid("Valid"),
           failure();
  }
  if (*version < minimum)
    return emitError(loc) << "target version " << *version
                          << " is less than minimum supported " << minimum
                          << "; " << valid("valid"),
           failure();
  if (current < *version)
    return emitError(loc) << "target version " << *version
                          << " is greater than current version " << current
                          << "; " << valid("valid"),
           failure();
  return version;
}

/// Converts the VHLO ops under `root` toward `target`, one step at a time,
/// and records, per op that cannot get there, every reason (the feature, and
/// the release it needs).
/// `shown` is the target as the user asked for it (with its patch number),
/// named in the messages; the decisions use `target`.
/// `reading`: the conversion upgrades a program that was read (an op removed
/// from the opset after the program was written is still read).
static void collectProblems(Operation *root, Version target,
                            SmallVectorImpl<Problem> &problems, Version shown,
                            bool reading,
                            llvm::DenseMap<Operation *, unsigned> *rebuilt) {
  SmallVector<Operation *> ops;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getName().getDialectNamespace() == "vhlo")
      ops.push_back(op);
  });
  llvm::DenseMap<OperationName, const OpVersionSpec *> specs;
  RequirementCache requirements;
  // Every type and attribute exists at the current release: checking them
  // against it cannot find a problem (reading an artifact, or writing one
  // for the current release).
  bool checkValues = target < Version::getCurrentVersion();
  for (Operation *op : ops) {
    size_t firstProblem = problems.size();
    // The op is rebuilt by each step: keep its original name (a problem
    // names it) without copying the string for every op.
    OperationName originalName = op->getName();
    auto [it, inserted] = specs.try_emplace(op->getName(), nullptr);
    if (inserted)
      it->second = vhlo::schema::lookupVhloOp(op->getName().getStringRef());
    const OpVersionSpec *spec = it->second;
    if (!spec) {
      std::string opName = originalName.getStringRef().str();
      problems.push_back({op->getLoc(),
                          "'" + opName + "' is not a VHLO op of this schema",
                          Version::getCurrentVersion(), op, opName});
      problems.back().cause = "unknown op " + opName;
      continue;
    }
    Operation *current = op;
    unsigned steps = 0;
    bool stuck = false;
    Version stuckAt =
        Version::getMinimumVersion(); // what the stuck problem needs
    while (spec->until < target && spec->upgrade) {
      std::string why = whyNotUpgradable(current, *spec);
      Operation *next =
          why.empty() ? step(current, spec[1], spec->upgrade, spec->upgradeHook,
                             /*upgrade=*/true, why)
                      : nullptr;
      if (!next) {
        problems.push_back({current->getLoc(),
                            (llvm::Twine(stablehloName(*spec)) +
                             ": cannot upgrade " + spec->name + ": " + why)
                                .str(),
                            Version::getCurrentVersion()});
        problems.back().cause =
            (llvm::Twine("upgrade ") + spec->name + ": " + why).str();
        stuck = true;
        stuckAt = problems.back().needs;
        break;
      }
      current = next;
      ++steps;
      ++spec;
    }
    // The op's last version ends before the target: the op was removed
    // (schema `until` on its last version). Programs that were read keep it.
    if (!stuck && !reading && spec->until < target && !spec->upgrade) {
      Version removed = releaseAfter(spec->until);
      problems.push_back(
          {current->getLoc(),
           (llvm::Twine(stablehloName(*spec)) + " was removed in " +
            removed.toString() + " and does not exist at target " +
            shown.toString() + "; the last release that has it is " +
            spec->until.toString() + " (" + spec->name + ")")
               .str(),
           Version::getMinimumVersion()});
      problems.back().cause = (llvm::Twine("removed op ") + spec->name).str();
      problems.back().lastHaving = spec->until;
      stuck = true;
      stuckAt = Version::getCurrentVersion();
    }
    while (!stuck && target < spec->since) {
      std::string problem;
      llvm::raw_string_ostream os(problem);
      std::string why;
      Operation *next = nullptr;
      if (!spec->downgrade) {
        os << stablehloName(*spec) << " was introduced in " << spec->since
           << " and does not exist at target " << shown;
      } else if (why = whyNotDowngradable(current, *spec);
                 why.empty() && (next = step(current, spec[-1], spec->downgrade,
                                             spec->downgradeHook,
                                             /*upgrade=*/false, why))) {
        current = next;
        ++steps;
        --spec;
        continue;
      } else {
        os << stablehloName(*spec) << ": " << why << ", which needs "
           << spec->since << " (" << spec->name << ")";
      }
      problems.push_back({current->getLoc(), problem, spec->since});
      problems.back().expandable =
          isExpandable(stablehloName(*spec), spec->since, current);
      // The version the op cannot leave: its introduction, or the change
      // into it that this op uses (for any value).
      problems.back().cause = (llvm::Twine("op ") + spec->name).str();
      stuck = true;
      stuckAt = problems.back().needs;
    }
    for (const vhlo::schema::GateSpec &gate :
         stuck ? ArrayRef<vhlo::schema::GateSpec>() : spec->getGates()) {
      std::string what;
      if (target < gate.since && gate.uses(current, what)) {
        problems.push_back({current->getLoc(),
                            (llvm::Twine(stablehloName(*spec)) + ": " + what +
                             ", which needs " + gate.since.toString())
                                .str(),
                            gate.since});
        problems.back().cause = (llvm::Twine("gate ") + gate.name).str();
      }
    }
    if (rebuilt && steps)
      (*rebuilt)[current] = steps;
    // Types and attribute values.
    if (!checkValues) {
      for (Problem &p :
           llvm::MutableArrayRef<Problem>(problems).drop_front(firstProblem)) {
        p.op = op;
        p.opName = originalName.getStringRef().str();
      }
      continue;
    }
    // `value` is the attribute that holds the culprit, if any: an expansion
    // declared on its kind (e.g. mesh-axes replica groups) can rewrite it.
    auto checkRequirement = [&](const Requirement &req, StringRef where,
                                Attribute value = {}) {
      if (!(target < req.needs))
        return;
      problems.push_back(
          {current->getLoc(),
           (llvm::Twine(stablehloName(*spec)) + ": " + req.describe() + where +
            " was introduced in " + req.needs.toString() +
            " and does not exist at target " + shown.toString())
               .str(),
           req.needs});
      problems.back().expandable =
          value &&
          isExpandable(value.getAbstractAttribute().getName(), req.needs);
      // Values of one kind that need different releases (enum cases added
      // at different releases) are different causes.
      problems.back().cause =
          ("kind " + req.kind() + " " + req.needs.toString()).str();
    };
    for (Type t : current->getResultTypes())
      checkRequirement(requirements.of(t), "");
    for (Region &region : current->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          checkRequirement(requirements.of(arg.getType()), " (block argument)");
    // An op stuck above the target already names its attributes' problem,
    // unless an attribute value needs a still later release: that raises the
    // requirement and must be named, or the lowest accepting target would
    // come out short.
    for (const vhlo::schema::AttrSpec &a : spec->getAttrs())
      if (std::optional<Attribute> v = current->getInherentAttr(a.name);
          v && *v)
        if (Requirement req = requirements.of(*v);
            !stuck || stuckAt < req.needs)
          checkRequirement(
              req, (llvm::Twine(" in attribute '") + a.name + "'").str(), *v);
    for (NamedAttribute na : current->getDiscardableAttrs())
      checkRequirement(
          requirements.of(na.getValue()),
          (" in attribute '" + na.getName().getValue() + "'").str(),
          na.getValue());
    for (Problem &p :
         llvm::MutableArrayRef<Problem>(problems).drop_front(firstProblem)) {
      p.op = op;
      p.opName = originalName.getStringRef().str();
    }
  }
}

void collectVersionRequirements(Operation *root,
                                SmallVectorImpl<VersionRequirement> &out) {
  SmallVector<Problem> problems;
  collectProblems(root, Version::getMinimumVersion(), problems,
                  Version::getMinimumVersion(),
                  /*reading=*/false, /*rebuilt=*/nullptr);
  for (Problem &p : problems)
    out.push_back({p.loc, p.opName, p.message, p.needs, p.expandable});
}

LogicalResult
convertVhloToVersion(Operation *root, Version requested, bool reading,
                     llvm::DenseMap<Operation *, unsigned> *rebuilt) {
  Version target = requested.withoutPatch();
  SmallVector<Problem> problems;
  collectProblems(root, target, problems, requested, reading, rebuilt);
  if (problems.empty())
    return success();
  Version lowest = Version::getMinimumVersion();
  Version lowestExpanded = Version::getMinimumVersion();
  // A removed op bounds the target from above: the lowest of its last
  // releases.
  std::optional<Version> highest;
  bool needsMore = false; // some problem needs a release above the target
  for (const Problem &p : problems) {
    if (p.lastHaving) {
      highest = highest ? std::min(*highest, *p.lastHaving) : *p.lastHaving;
      continue;
    }
    needsMore = true;
    lowest = std::max(lowest, p.needs);
    if (!p.expandable)
      lowestExpanded = std::max(lowestExpanded, p.needs);
  }
  // Each cause is reported at its first problem (in program order; the
  // problems of one op are adjacent), which counts the other ops with it.
  SmallVector<Problem *> reported;
  llvm::StringMap<std::pair<Problem *, Operation *>>
      byCause; // first, last op counted
  llvm::DenseMap<Problem *, unsigned> moreOps;
  for (Problem &p : problems) {
    auto [it, inserted] = byCause.try_emplace(p.cause, &p, p.op);
    if (inserted) {
      reported.push_back(&p);
    } else if (it->second.second != p.op) {
      ++moreOps[it->second.first];
      it->second.second = p.op;
    }
  }
  auto message = [&](Problem *p) {
    std::string text = p->message;
    if (unsigned more = moreOps.lookup(p))
      text += " (" + std::to_string(more) +
              (more == 1 ? " more op has" : " more ops have") +
              " the same problem)";
    return text;
  };
  for (size_t i = 0; i < reported.size();) {
    const Problem &first = *reported[i];
    InFlightDiagnostic diag =
        emitError(first.loc)
        << "failed to legalize operation '" << first.opName
        << "' that was explicitly marked illegal: " << message(reported[i]);
    for (++i; i < reported.size() && reported[i]->op == first.op; ++i)
      diag << "; " << message(reported[i]);
    if (!highest) {
      diag << "; the lowest target that accepts this program is " << lowest;
      if (lowestExpanded < lowest)
        diag << " (" << lowestExpanded << " with the compatibility expander)";
    } else if (!needsMore) {
      // What else the program needs is at or below the target: unknown here.
      diag << "; no target above " << *highest << " accepts this program";
    } else if (*highest < lowest) {
      diag << "; no target accepts this program: it needs " << lowest
           << " or later and " << *highest << " or earlier";
    } else {
      diag << "; the targets that accept this program are " << lowest << " ... "
           << *highest;
    }
  }
  emitError(root->getLoc()) << "failed to convert VHLO to v" << requested;
  return failure();
}

} // namespace stablehlo
} // namespace mlir
