//===- Passes.h - StableHLO <-> VHLO conversions ---------------*- C++ -*-===//
//
// The three conversions behind portable artifacts, as functions and passes:
//   stablehlo-legalize-to-vhlo   StableHLO (+ func) -> VHLO at the current
//   version vhlo-to-version              VHLO op versions up or down to a
//   target release vhlo-legalize-to-stablehlo   VHLO at the current version ->
//   StableHLO
// All three are table-driven from the schema (VhloSchema.h) and run in one
// walk over the module, without MLIR's dialect-conversion framework.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TRANSFORMS_PASSES_H
#define STABLEHLO_TRANSFORMS_PASSES_H

#include <memory>
#include <string>

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "stablehlo/Dialect/Vhlo/Version.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace vhlo::schema {
struct OpSpec;
struct OpVersionSpec;
} // namespace vhlo::schema
namespace vhlo {
/// True when `name` is a VHLO attribute of `op` that the StableHLO side holds
/// inside a struct attribute (a schema group).
bool isGroupField(const schema::OpSpec &op, StringRef name);
} // namespace vhlo

namespace stablehlo {

/// Converts every StableHLO and func op to the newest version of its VHLO op.
/// VHLO ops already in `module` are kept as they are: `keptVhloOps`, if
/// given, tells whether there were any (they may need convertVhloToVersion
/// even for the current release).
LogicalResult legalizeStablehloToVhlo(ModuleOp module, bool allowOtherDialects,
                                      bool *keptVhloOps = nullptr);
/// Converts every VHLO op of the newest version to its StableHLO or func op.
/// An op of an older version is an error, unless `upgradeOlderVersions`:
/// then, if there is one, the program is first converted with
/// convertVhloToVersion to the current release.
LogicalResult legalizeVhloToStablehlo(ModuleOp module,
                                      bool upgradeOlderVersions = false);

/// Converts every VHLO op to the version valid at `target` (patch ignored),
/// or fails with one error per op, type or attribute kind the target cannot
/// represent, at the first op that has it (a function before its body), each
/// naming the feature, the release that introduced it, how many more ops
/// have it and the lowest target that accepts the whole program. An op
/// removed from the opset (its last version ends before `target`) is refused,
/// naming the release that removed it and the last one that has it, unless
/// `reading`: a program that was read is upgraded with it. If `rebuilt` is
/// given, it receives each op that was converted, with the number of
/// version steps it took.
LogicalResult
convertVhloToVersion(Operation *root, vhlo::Version target,
                     bool reading = false,
                     llvm::DenseMap<Operation *, unsigned> *rebuilt = nullptr);

/// One reason a VHLO op needs a release above the minimum: the feature (in
/// the words of convertVhloToVersion's errors), the release it needs, and
/// whether the compatibility expander removes it.
struct VersionRequirement {
  Location loc;
  std::string opName; // the VHLO op as it stood
  std::string message;
  vhlo::Version needs;
  bool expandable;
};

/// Every reason the VHLO ops under `root` (at the current version) cannot be
/// written for the minimum version. Converts `root` as far down as it goes:
/// pass a copy. The lowest target that accepts the program is the highest
/// `needs` (or the minimum version when there is none).
void collectVersionRequirements(Operation *root,
                                SmallVectorImpl<VersionRequirement> &out);

/// Why the changes into version `spec` (its `downgrade` list) cannot be
/// undone for `op`, an op of that version, or "" when they can: an added
/// attribute that is not its default, an operand or result group that became
/// variadic and does not hold exactly one value, regions where the older
/// version has none. convertVhloToVersion checks this before each step down.
std::string whyNotDowngradable(Operation *op,
                               const vhlo::schema::OpVersionSpec &spec);

/// Why `op`, an op at version `spec`, cannot be upgraded to the next version
/// (spec[1]) without losing information, or "": an attribute the next version
/// removes holds a value other than its default. convertVhloToVersion checks
/// this before each step up.
std::string whyNotUpgradable(Operation *op,
                             const vhlo::schema::OpVersionSpec &spec);

/// Parses and checks a target string: "#.#.#" within [minimum, current].
/// Errors are emitted at `loc`.
FailureOr<vhlo::Version> parseTargetVersion(StringRef target, Location loc);

/// Registers the passes of Passes.td and the `stablehlo-deserialize`
/// pipeline.
void registerPasses();

//===----------------------------------------------------------------------===//
// Compatibility expander (--stablehlo-compatibility-expander=target=X.Y.Z)
//===----------------------------------------------------------------------===//

/// A rewrite the schema declares (`expand:`): it expresses a feature that
/// appeared in `since` with older ops. `subject` is the StableHLO op the
/// feature belongs to, or "" for a feature of the release.
struct CompatibilityExpansion {
  StringRef name;
  vhlo::Version since;
  StringRef subject;
};

/// Every declared rewrite, by release.
ArrayRef<CompatibilityExpansion> getCompatibilityExpansions();

/// The rewrite named `name`, or null.
const CompatibilityExpansion *findCompatibilityExpansion(StringRef name);

/// Whether a use of `subject` (a StableHLO op name, or a VHLO attribute name
/// such as "vhlo.replica_group_mesh_axes_v1") that needs release `needs`
/// disappears under the expander: a rewrite with that subject and release
/// exists and, when `vhloOp` (the VHLO op at fault) is given, applies to it
/// (gathers and scatters with dynamic indices are left alone).
bool isExpandable(StringRef subject, vhlo::Version needs,
                  Operation *vhloOp = nullptr);

/// Applies, on StableHLO ops under `root`, every rewrite whose feature is
/// newer than `target`. `applied` receives (rewrite, rewritten count) for
/// each rewrite that changed something.
LogicalResult expandForCompatibility(
    Operation *root, vhlo::Version target,
    SmallVectorImpl<std::pair<StringRef, unsigned>> *applied = nullptr);

/// Rewrites every `FileLineColRange` location under `root` (ops, block
/// arguments, nested and attribute-held locations) that the bytecode writer
/// would write as a range into the `FileLineColLoc` at its start. Returns how
/// many distinct locations lost their end (points in the range form are
/// rewritten losslessly and not counted).
unsigned narrowLocationRanges(Operation *root);

/// Checks `root` and every op under it against the spec's constraints,
/// including those that upstream StableHLO, and so the verifiers, relax
/// (stablehlo/Dialect/Stablehlo/SpecCheck.h). Each op that violates one gets
/// an error naming the constraint; unlike verification, the walk goes on
/// after an error, so every violating op is reported. Runs on the calling
/// thread. Succeeds when no op violates the spec.
LogicalResult checkSpec(Operation *root);

// The passes (Passes.td): create<Name>() and, for a pass with options,
// create<Name>(<Name>Options), e.g.
// createVhloToVersionPass({/*target=*/"1.0.0"}).
#define GEN_PASS_DECL
#include "stablehlo/Transforms/Passes.h.inc"

/// The `stablehlo-deserialize` pipeline: VHLO read from an artifact, at any
/// version of the compatibility window, upgraded to the current version and
/// legalized to StableHLO (what `deserializePortableArtifact` does after
/// reading the bytes). Registered by `registerPasses`.
void createStablehloDeserializePipeline(OpPassManager &pm);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_TRANSFORMS_PASSES_H
