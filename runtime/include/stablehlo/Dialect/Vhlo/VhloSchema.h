//===- VhloSchema.h - the op tables generated from schema/ -----*- C++ -*-===//
//
// Read-only tables describing every VHLO op version: its attributes with
// their kinds and defaults, and the classified changes between consecutive
// versions. The legalizations and the version conversion interpret them.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_VHLO_VHLOSCHEMA_H
#define STABLEHLO_DIALECT_VHLO_VHLOSCHEMA_H

#include <string>

#include "mlir/IR/Attributes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "stablehlo/Dialect/Vhlo/Version.h"

namespace mlir {
namespace vhlo {
namespace schema {

/// The kind of an op attribute, as codegen/kinds.py defines it (generated).
enum class AttrKind {
#include "generated/vhlo/VhloAttrKinds.h.inc"
};

struct AttrSpec {
  const char *name;
  AttrKind kind;
  /// Builds the default value, possibly from the op's other (VHLO)
  /// attributes; null when the attribute has no default.
  Attribute (*makeDefault)(MLIRContext *, const NamedAttrList &);
  /// Recognizes a default value; null when the attribute has no default.
  bool (*isDefault)(Attribute);
  /// The release that introduced the attribute on this op.
  Version introduced;
  /// The StableHLO side is a UnitAttr: present means true.
  bool unit;
  /// makeDefault does not read the other attributes: its value is the same
  /// for every op, so a conversion builds it once.
  bool constantDefault;
};

enum class ChangeKind {
  None,
  AddAttribute,
  RemoveAttribute,
  VariadicOperand,
  VariadicResult,
  AddVariadicRegion
};

/// One classified change between version N-1 and N of an op. `attr` points
/// into the newer version's attributes for AddAttribute and the older one's
/// for RemoveAttribute. `index` is the position of the operand
/// (VariadicOperand) or result (VariadicResult) that becomes variadic, in
/// either version's list (both have the same length). Lists end with
/// ChangeKind::None.
struct ChangeSpec {
  ChangeKind kind;
  const AttrSpec *attr;
  unsigned index;
};

/// An operand or result as an op version declares it. A variadic one is a
/// group of any number of values; when a version has several variadic
/// operands (results), they have the same number of values
/// (SameVariadicOperandSize).
struct ValueSpec {
  const char *name;
  bool variadic;
};

/// A hand-written transition hook (schema `hook`): edits the attributes of
/// `op` for the neighbouring version; on failure sets `why`.
using HookFn = LogicalResult (*)(Operation *op, NamedAttrList &attrs,
                                 std::string &why);
/// A change made without a new op version (schema `gates`): before `since`
/// an op for which `uses` returns true is refused; `what` names the feature.
struct GateSpec {
  const char *name;
  bool (*uses)(Operation *op, std::string &what);
  Version since;
};

struct OpVersionSpec {
  const char *name; // "vhlo.exponential_v2"
  unsigned number;
  Version since, until;
  const AttrSpec *attrs; // numAttrs entries
  unsigned numAttrs;
  unsigned opIndex;            // the op's position in getOps()
  const ChangeSpec *upgrade;   // changes into version number + 1, or null
  const ChangeSpec *downgrade; // changes from version number - 1, or null
  HookFn upgradeHook;          // into version number + 1, or null
  HookFn downgradeHook;        // into version number - 1, or null
  const GateSpec *gates;       // numGates entries
  unsigned numGates;
  const ValueSpec *operands; // numOperands entries, in order
  unsigned numOperands;
  const ValueSpec *results; // numResults entries, in order
  unsigned numResults;

  ArrayRef<GateSpec> getGates() const { return {gates, numGates}; }
  ArrayRef<ValueSpec> getOperands() const { return {operands, numOperands}; }
  ArrayRef<ValueSpec> getResults() const { return {results, numResults}; }

  ArrayRef<AttrSpec> getAttrs() const { return {attrs, numAttrs}; }
};

/// A StableHLO struct attribute of an op spread over VHLO attributes.
struct GroupUse {
  const char *stablehloAttr; // "dimension_numbers"
  unsigned group;            // index into the generated group table
};

struct OpSpec {
  const char *name;      // "exponential"
  const char *stablehlo; // "stablehlo.exponential"
  const char
      *stablehloNested; // the StableHLO op used outside functions, or null
  const OpVersionSpec *versions; // numVersions entries, oldest first
  unsigned numVersions;
  const GroupUse *groups;
  unsigned numGroups;

  ArrayRef<GroupUse> getGroups() const { return {groups, numGroups}; }
};

ArrayRef<OpSpec> getOps();
/// The versions of `op`, oldest first; the version after one is the next
/// element (the conversions step through them).
inline ArrayRef<OpVersionSpec> getVersionsOf(const OpSpec &op) {
  return {op.versions, op.numVersions};
}
inline const OpVersionSpec &getLatestVersion(const OpSpec &op) {
  return getVersionsOf(op).back();
}

/// The spec of a VHLO op by its full name ("vhlo.add_v1"), or null.
const OpVersionSpec *lookupVhloOp(StringRef name);
/// The op whose StableHLO-side name is `name` ("stablehlo.add"), or null.
const OpSpec *lookupStablehloOp(StringRef name);

/// True when `value` equals the default of `spec` (false if it has none).
inline bool isDefaultValue(const AttrSpec &spec, Attribute value) {
  return spec.isDefault && value && spec.isDefault(value);
}

/// The spec of attribute `name` of an op version, or null.
const AttrSpec *findAttr(const OpVersionSpec &spec, StringRef name);

enum class ValueKind { Operand, Result };

/// The values of one declared operand (result) of an op: its operands
/// (results) start, ..., start + length - 1.
struct ValueGroup {
  unsigned start = 0;
  unsigned length = 0;
};

/// The operands (kind Operand) or results (kind Result) of `op`, an op of
/// version `spec`, that hold its declared operand (result) number `index`.
/// A single value is one; the values left over after the single ones belong
/// to the variadic group, or are shared evenly by several
/// (SameVariadicOperandSize). Fails, saying why in `why`, when `index` is
/// out of range or the op's values do not fit the declared layout (too few,
/// too many with nothing variadic, or a count several groups cannot share).
FailureOr<ValueGroup> getValueGroup(Operation *op, const OpVersionSpec &spec,
                                    ValueKind kind, unsigned index,
                                    std::string &why);

// Helpers the generated defaults use.
/// A tensor_v1 of `fill` with one element (pairs: one row of two) per
/// element of the 1-D tensor_v1 `sizeOf`; null if `sizeOf` is not one.
Attribute makeFilledTensorV1(MLIRContext *ctx, Attribute sizeOf, int64_t fill,
                             bool pairs, bool isBool);
/// A tensor_v1 whose elements all equal `fill` (an empty one counts).
bool isFilledTensorV1(Attribute value, int64_t fill);
/// An array_v1 whose elements all equal `element`.
bool isArrayOfOnly(Attribute value, Attribute element);
/// An integer_v1 of any width equal to `expected`.
bool isIntegerV1Of(Attribute value, int64_t expected);

} // namespace schema
} // namespace vhlo
} // namespace mlir

#endif // STABLEHLO_DIALECT_VHLO_VHLOSCHEMA_H
