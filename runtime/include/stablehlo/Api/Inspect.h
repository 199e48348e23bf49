//===- Inspect.h - what a portable artifact holds, without converting it --===//
//
// Reads a portable artifact as far as its VHLO program (MLIR's bytecode
// reader, after the same structure check the deserializer runs) and reports
// what it holds, as a JSON object:
//
//   version           the StableHLO version of the producer string ("X.Y.Z")
//   producer          the producer string ("StableHLO_vX.Y.Z")
//   bytecode_version  the MLIR bytecode format version of the header
//   size              the artifact's size in bytes
//   sections          [{id, name, offset, length}] in file order: the MLIR
//                     bytecode sections as their headers declare them
//                     (offset of the data, alignment padding excluded)
//   ops               {op name: count} of every op under the top-level module
//   types, attributes {kind: count}: how many distinct values of each kind
//                     (e.g. "vhlo.tensor_v1") the program holds, nested ones
//                     included; locations are not counted as attributes
//   debug_locations   whether any op or block argument has a location other
//                     than unknown
//   features          [{kind, name, since, count, what}]: everything the
//                     artifact uses that a release after the minimum
//                     supported one introduced: kind "op" (an op version),
//                     "type", "attribute" (their first release, from the
//                     schema), "gate" (a value-level change without a new op
//                     version, the schema's gates), "location" (source ranges)
//                     and "bytecode" (the format: the first release whose
//                     writer uses it). `count`: ops (op, gate), distinct
//                     values (type, attribute, location) or 1 (bytecode);
//                     `what` describes it where a name does not. Newest first.
//   minimum_version   {version, feature}: the lowest release whose reader
//                     reads this artifact, and the feature that sets it (null
//                     when nothing newer than the minimum supported version
//                     is used)
//
// The program is not upgraded, legalized or verified beyond what the reader
// does while parsing. Input the deserializer would refuse before converting
// (damaged or truncated bytecode, a newer producer, a program MLIR cannot
// read) is refused with the deserializer's own error; input that is not a
// StableHLO portable artifact (text, other bytecode) is refused as such.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_INSPECT_H
#define STABLEHLO_API_INSPECT_H

#include <string>

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace stablehlo {

/// Inspects the portable artifact `bytes` in `context` (which gets the VHLO,
/// StableHLO and func dialects loaded). Errors are emitted at `sourceName`
/// (a file name, or "" for an unknown location).
FailureOr<llvm::json::Object>
inspectPortableArtifact(llvm::StringRef bytes, MLIRContext *context,
                        llvm::StringRef sourceName = "");

/// The same in a context of its own, written to `os` as JSON (indented by 2,
/// ending with a newline). Nothing is written on failure; the errors go to
/// `diagnostics` when given ("location: error: message" lines), to stderr
/// otherwise.
LogicalResult inspectPortableArtifactToJson(llvm::StringRef bytes,
                                            llvm::raw_ostream &os,
                                            std::string *diagnostics = nullptr);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_INSPECT_H
