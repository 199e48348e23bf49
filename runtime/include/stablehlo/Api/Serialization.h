//===- Serialization.h - portable artifacts --------------------*- C++ -*-===//
//
// A portable artifact is MLIR bytecode of a VHLO program written for a target
// StableHLO release: producer string "StableHLO_v<target>" and the bytecode
// format of that release.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_SERIALIZATION_H
#define STABLEHLO_API_SERIALIZATION_H

#include <string>

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "stablehlo/Dialect/Vhlo/Version.h"

namespace mlir {
namespace stablehlo {

/// Writes `module` (StableHLO + func, modified in place into VHLO) as an
/// artifact for `targetVersion` ("#.#.#" in [minimum, current], or "current").
/// Diagnostics go to the module's context. Nothing is written to `os` unless
/// the whole artifact could be produced. For targets before 1.9.0, whose
/// readers cannot read a `FileLineColRange` location, every location range in
/// the module is replaced (in place) by the point at its start, with one
/// warning on the module that says how many ranges were narrowed. With
/// `expandCompatibility`, the compatibility expander runs first
/// (expandForCompatibility in stablehlo/Transforms/Passes.h): features newer
/// than the target that it can express with older ops are rewritten.
LogicalResult serializePortableArtifact(ModuleOp module,
                                        StringRef targetVersion,
                                        raw_ostream &os,
                                        bool allowOtherDialects = false,
                                        bool expandCompatibility = false);

/// Reads an artifact (bytecode, or VHLO text) and returns the StableHLO
/// program, or null after emitting diagnostics. An artifact whose producer
/// names a StableHLO version newer than the current one is refused.
/// `sourceName` (e.g. the file name) names the input in diagnostics.
/// `verifyResult` false leaves out the final verification of the StableHLO
/// program, for a caller that hands it to a reader that verifies it anyway
/// (another MLIR build's parser): the VHLO program is verified as it is
/// read either way.
OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef sourceStr,
                                                  MLIRContext *context,
                                                  StringRef sourceName = "",
                                                  bool verifyResult = true);

/// True for input with a NUL byte or that is not valid UTF-8: binary data,
/// which is not MLIR text (it may be MLIR bytecode).
bool looksBinary(StringRef bytes);

/// The StableHLO version in an artifact's producer string. Fails with a
/// message in `error` (if given) for input that is not an artifact.
FailureOr<vhlo::Version>
getPortableArtifactVersion(StringRef bytecode, std::string *error = nullptr);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_SERIALIZATION_H
