//===- PortableApi.h - String-in, bytes-out portable artifact API ---------===//
//
// The API a framework calls when it holds a program as text or bytecode and
// does not share an MLIRContext with the library: each call makes its own
// context with the dialects a StableHLO program uses (func, quant,
// sparse_tensor, shape, StableHLO, VHLO). The C API
// (stablehlo-c/StablehloApi.h) and the Python module are built on it.
//
// Every function that can fail takes an optional `diagnostics` string; when
// given, the errors the failure emitted are appended to it, one per line as
// "location: error: message" with notes below, instead of being printed to
// stderr.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_PORTABLEAPI_H
#define STABLEHLO_API_PORTABLEAPI_H

#include <string>

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LogicalResult.h"
#include "stablehlo/Dialect/Vhlo/Version.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace stablehlo {

/// The version of this API. It follows upstream StableHLO's numbering of its
/// portable API, whose features this one has (callers test `>= N`).
int getApiVersion();

/// "X.Y.Z" of the newest and of the oldest version this library writes.
std::string getCurrentVersion();
std::string getMinimumVersion();

/// The smaller of two "X.Y.Z" versions, normalized; failure if either does
/// not parse (with the reason in `diagnostics`).
FailureOr<std::string> getSmallerVersion(llvm::StringRef version1,
                                         llvm::StringRef version2,
                                         std::string *diagnostics = nullptr);

/// The target a producer should use for a compatibility window.
std::string getVersionFromCompatibilityRequirement(
    vhlo::Version::CompatibilityRequirement requirement);

/// The StableHLO version recorded in a portable artifact's producer string.
FailureOr<std::string>
getPortableArtifactVersionString(llvm::StringRef artifact,
                                 std::string *diagnostics = nullptr);

/// Inserts the dialects a portable program uses into `registry`.
void registerPortableDialects(DialectRegistry &registry);

/// Parses `program` (MLIR text or bytecode of a StableHLO module), verifies
/// it and writes it to `os` as a portable artifact for `targetVersion`
/// ("X.Y.Z" or "current"). Nothing is written on failure.
LogicalResult serializePortableArtifactFromString(
    llvm::StringRef program, llvm::StringRef targetVersion,
    llvm::raw_ostream &os, std::string *diagnostics = nullptr,
    bool allowOtherDialects = false, bool compatibilityExpander = false);

/// Parses and verifies `program` (MLIR text or bytecode of a StableHLO
/// module), then checks it against every constraint of the spec, including
/// those that upstream StableHLO relaxes (stablehlo::checkSpec). Fails, with
/// one error per violating op, when the program violates the spec or does not
/// parse or verify; `validProgram`, when given, tells which (true: it parsed
/// and verified, so the errors are spec violations).
LogicalResult checkSpecOfProgram(llvm::StringRef program,
                                 std::string *diagnostics = nullptr,
                                 bool *validProgram = nullptr);

/// Reads a portable artifact and writes the StableHLO program to `os` as
/// ordinary MLIR bytecode of the current format (not a portable artifact).
LogicalResult
deserializePortableArtifactToBytecode(llvm::StringRef artifact,
                                      llvm::raw_ostream &os,
                                      std::string *diagnostics = nullptr);

/// Plain MLIR bytecode between this build and another MLIR build with its
/// own StableHLO (a framework's bindings): MLIR writes an op's properties by
/// position, so both sides read an op's bytecode alike only if both define
/// the op alike. Of the ops `opNames` ("dialect.op"), those that a build of
/// StableHLO `peer` may define otherwise, each with the reason: a StableHLO
/// op whose newest version came after `peer` (or that `peer` does not have),
/// and an op of a dialect other than builtin, func and stablehlo, whose
/// definition no StableHLO version fixes. Empty: the bytecode means the same
/// to both. `peerWrote`: the bytecode goes from the peer to this build,
/// which also reads the older layouts of some ops (custom_call before
/// 1.18.0: CustomCallOp::readProperties), so those do not block it.
std::vector<std::string>
bytecodeExchangeBlockers(llvm::ArrayRef<std::string> opNames,
                         const vhlo::Version &peer, bool peerWrote = false);

/// Reads a portable artifact for a peer build of StableHLO `peer` that reads
/// MLIR bytecode up to format `peerBytecodeVersion`: writes the program as
/// bytecode when it means the same to the peer (bytecodeExchangeBlockers,
/// and a bytecode format both read), else as MLIR text with its locations.
/// Sets `isBytecode`, the reasons for text in `why` (one line each), and the
/// dialects of the program (ops, attributes and types) in `dialects`.
LogicalResult deserializePortableArtifactForPeer(
    llvm::StringRef artifact, const vhlo::Version &peer,
    int64_t peerBytecodeVersion, llvm::raw_ostream &os, bool &isBytecode,
    std::vector<std::string> &why, std::vector<std::string> &dialects,
    std::string *diagnostics = nullptr);

/// The MLIR bytecode format version this build writes.
int64_t getBytecodeFormatVersion();

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_PORTABLEAPI_H
