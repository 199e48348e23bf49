//===- ProgramEquivalence.h - when two programs are the same ----*- C++ -*-===//
//
// The equivalence the round-trip tests and the writer fuzz harness check a
// program read back against: op by op, the same op names, result and block
// argument types, attributes (inherent and discardable), regions, blocks,
// use-def structure and successors, and optionally locations; attributes and
// types are uniqued in a context, so "the same" means identical.
//
// One exception, as in upstream StableHLO's own round trip: an inherent
// attribute of a StableHLO op whose value is the op's default is equivalent
// to its absence (reading an artifact does not restore defaults that were
// written explicitly). A value is the default when the op with it and the op
// without it convert to the same VHLO op (VHLO ops hold every attribute, a
// missing one as its default from the schema). And one more, for the same
// reason: the channel handles of a collective (all but send and recv) that
// differ in their type only are equivalent, since its VHLO op keeps the
// channel id and not the type (upstream's conversion drops it too). VHLO ops
// have no such exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_PROGRAMEQUIVALENCE_H
#define STABLEHLO_API_PROGRAMEQUIVALENCE_H

#include <string>

#include "mlir/IR/Operation.h"

namespace mlir {
namespace stablehlo {

/// The first difference found: the two ops at fault and what differs.
struct ProgramDifference {
  Operation *a = nullptr;
  Operation *b = nullptr;
  std::string why;
};

/// Whether `a` and `b` (two ops, usually modules, in one context) are
/// equivalent as described above. Locations are compared unless
/// `ignoreLocations`. On a difference, fills `difference` if given.
bool areEquivalentPrograms(Operation *a, Operation *b,
                           bool ignoreLocations = false,
                           ProgramDifference *difference = nullptr);

/// Whether the inherent attribute `name` of the StableHLO op `op` holds the
/// op's default value (so that dropping it changes nothing). False for ops
/// and attributes without a default, and for anything that does not convert
/// to VHLO.
bool isDefaultValuedAttribute(Operation *op, StringRef name);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_PROGRAMEQUIVALENCE_H
