/*===- stablehlo-c/StablehloApi.h - C API of portable artifacts ----------===*\
|*                                                                            *|
|* Version queries, serialization and deserialization of StableHLO portable  *|
|* artifacts, on MLIR's C API types. The first group of functions has the    *|
|* names and signatures of upstream StableHLO's C API, so code written       *|
|* against it links against this library unchanged. The second group is     *|
|* this project's: options upstream lacks, and errors returned to the caller *|
|* instead of printed.                                                       *|
|*                                                                            *|
|* Strings passed to an MlirStringCallback are valid only during the call;   *|
|* the callback may be called several times, each call appending a piece.    *|
|* Artifacts are binary: use the length, not a terminating NUL.              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef STABLEHLO_C_STABLEHLOAPI_H
#define STABLEHLO_C_STABLEHLOAPI_H

#include <stdbool.h>

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/*===----------------------------------------------------------------------===*\
|* Upstream's API                                                            *|
\*===----------------------------------------------------------------------===*/

/// The version of this API (callers test `>= N` before using a feature).
MLIR_CAPI_EXPORTED int stablehloGetApiVersion(void);

/// How long a consumer must be able to read what a producer writes.
typedef enum MlirStablehloCompatibilityRequirement {
  NONE = 0,    /* the current version */
  WEEK_4 = 1,  /* readable by releases at least 4 weeks old */
  WEEK_12 = 2, /* readable by releases at least 12 weeks old */
  MAX = 3      /* the minimum version: readable by every supported release */
} MlirStablehloCompatibilityRequirement;

/// Passes the target version ("X.Y.Z") that meets `requirement`.
MLIR_CAPI_EXPORTED void stablehloVersionFromCompatibilityRequirement(
    MlirStablehloCompatibilityRequirement requirement,
    MlirStringCallback callback, void *userData);

/// Pass "X.Y.Z" of the newest / oldest version this library writes.
MLIR_CAPI_EXPORTED void stablehloGetCurrentVersion(MlirStringCallback callback,
                                                   void *userData);
MLIR_CAPI_EXPORTED void stablehloGetMinimumVersion(MlirStringCallback callback,
                                                   void *userData);

/// Passes the smaller of two "X.Y.Z" versions; fails (passing nothing) if
/// either is not a version.
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloGetSmallerVersion(MlirStringRef version1, MlirStringRef version2,
                           MlirStringCallback callback, void *userData);

/// Parses `moduleStr` (a StableHLO module in MLIR text or bytecode) in a
/// context of its own and passes it as a portable artifact for
/// `targetVersion` ("X.Y.Z" or "current"). On failure nothing is passed and
/// the errors are printed to stderr.
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloSerializePortableArtifactFromStringRef(MlirStringRef moduleStr,
                                                MlirStringRef targetVersion,
                                                MlirStringCallback callback,
                                                void *userData);

/// Passes `module` as a portable artifact for `targetVersion`. `module` is
/// left as it was (a copy is converted). Errors go to the diagnostic
/// handlers of the module's context. Ops of other dialects are kept only
/// with `allowOtherDialects`.
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloSerializePortableArtifactFromModule(MlirModule module,
                                             MlirStringRef targetVersion,
                                             MlirStringCallback callback,
                                             void *userData,
                                             bool allowOtherDialects);

/// Reads a portable artifact in a context of its own and passes the
/// StableHLO program as ordinary MLIR bytecode (not a portable artifact).
/// On failure nothing is passed and the errors are printed to stderr.
MLIR_CAPI_EXPORTED MlirLogicalResult stablehloDeserializePortableArtifact(
    MlirStringRef artifactStr, MlirStringCallback callback, void *userData);

/// Reads a portable artifact into `ctx`; a null module on failure, with the
/// errors sent to the diagnostic handlers of `ctx`.
MLIR_CAPI_EXPORTED MlirModule stablehloDeserializePortableArtifactNoError(
    MlirStringRef artifactStr, MlirContext ctx);

/*===----------------------------------------------------------------------===*\
|* This project's additions                                                  *|
\*===----------------------------------------------------------------------===*/

/// What serialization may do besides converting.
typedef struct MlirStablehloSerializationOptions {
  /// Keep ops of dialects other than StableHLO, func and shape as they are.
  bool allowOtherDialects;
  /// First rewrite features newer than the target into older ops where a
  /// rewrite exists (the compatibility expander).
  bool compatibilityExpander;
} MlirStablehloSerializationOptions;

/// Passes the StableHLO version ("X.Y.Z") recorded in an artifact's producer
/// string; fails if `artifact` is not a portable artifact.
MLIR_CAPI_EXPORTED MlirLogicalResult stablehloGetPortableArtifactVersion(
    MlirStringRef artifact, MlirStringCallback callback, void *userData);

/// stablehloSerializePortableArtifactFromStringRef with options, whose
/// errors are passed to `diagnosticCallback` (one line per error or note,
/// "location: error: message") instead of being printed.
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloSerializePortableArtifactFromStringRefWithOptions(
    MlirStringRef moduleStr, MlirStringRef targetVersion,
    MlirStablehloSerializationOptions options, MlirStringCallback callback,
    void *userData, MlirStringCallback diagnosticCallback,
    void *diagnosticUserData);

/// stablehloSerializePortableArtifactFromModule with options. Errors go to
/// the diagnostic handlers of the module's context.
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloSerializePortableArtifactFromModuleWithOptions(
    MlirModule module, MlirStringRef targetVersion,
    MlirStablehloSerializationOptions options, MlirStringCallback callback,
    void *userData);

/// stablehloDeserializePortableArtifact whose errors are passed to
/// `diagnosticCallback` instead of being printed.
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloDeserializePortableArtifactWithDiagnostics(
    MlirStringRef artifactStr, MlirStringCallback callback, void *userData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData);

/// Reads a portable artifact as far as its VHLO program, without converting
/// it, and passes what it holds as one JSON object (stablehlo/Api/Inspect.h
/// describes the fields): "version", "producer", "bytecode_version", "size",
/// "sections", "ops", "types", "attributes", "debug_locations", "features"
/// and "minimum_version" (the lowest release whose reader reads it, and the
/// feature that sets it). On failure nothing is passed and the errors go to
/// `diagnosticCallback`, or to stderr when it is null; damaged input gets the
/// deserializer's errors.
MLIR_CAPI_EXPORTED MlirLogicalResult stablehloInspectPortableArtifact(
    MlirStringRef artifact, MlirStringCallback callback, void *userData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData);

/// Checks a StableHLO program (MLIR text or bytecode) against every
/// constraint of the StableHLO spec, including those that the verifiers, as
/// upstream StableHLO's, relax (stablehlo/Dialect/Stablehlo/SpecCheck.h).
/// Succeeds when the program parses, verifies and violates no constraint.
/// Otherwise fails; the errors (one per violating op, naming the constraint,
/// or the parser's and verifier's) go to `diagnosticCallback`, or to stderr
/// when it is null. `validProgram` (may be null) is set to whether the
/// program parsed and verified, i.e. whether the errors are spec violations.
MLIR_CAPI_EXPORTED MlirLogicalResult stablehloCheckSpec(
    MlirStringRef moduleStr, MlirStringCallback diagnosticCallback,
    void *diagnosticUserData, bool *validProgram);

/// stablehloCheckSpec on a module of the caller's context; errors go to its
/// diagnostic handlers. The module is not changed.
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloCheckSpecOfModule(MlirModule module);

/// Plain MLIR bytecode between this library and another MLIR build with a
/// StableHLO of its own (a framework's bindings, "the peer"). MLIR writes an
/// op's properties by position, so both read an op's bytecode alike only if
/// both define the op alike.

/// The MLIR bytecode format version this library writes (and the newest it
/// reads).
MLIR_CAPI_EXPORTED int64_t stablehloGetBytecodeFormatVersion(void);

/// Passes, one call each, the reasons why MLIR bytecode `bytecode`, written
/// by a peer of StableHLO `peerVersion` ("X.Y.Z"), may not mean here what it
/// means to the peer: an op of it that StableHLO defines otherwise after
/// `peerVersion` (or that `peerVersion` does not have) and whose older
/// layout this library does not read (it reads custom_call's from before
/// 1.18.0), an op of a dialect other than builtin, func and stablehlo. No
/// call: it means the same. Reads
/// the bytecode's dialect section only. Fails, with the reason passed to
/// `diagnosticCallback` (or printed to stderr when it is null), when
/// `bytecode` is not sound MLIR bytecode or `peerVersion` not a version.
MLIR_CAPI_EXPORTED MlirLogicalResult stablehloBytecodeExchangeBlockers(
    MlirStringRef bytecode, MlirStringRef peerVersion,
    MlirStringCallback reasonCallback, void *reasonUserData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData);

/// Reads a portable artifact for a peer of StableHLO `peerVersion` that reads
/// MLIR bytecode up to format `peerBytecodeVersion`, and passes the program
/// to `callback`: as MLIR bytecode (`*isBytecode` true) when it means the
/// same to the peer, else as MLIR text with its locations, with the reasons
/// passed to `reasonCallback`, one call each. The dialects of the program
/// (its ops, attributes and types; builtin left out) go to
/// `dialectCallback`, one call each. Errors go to `diagnosticCallback` (or
/// stderr when it is null).
MLIR_CAPI_EXPORTED MlirLogicalResult
stablehloDeserializePortableArtifactForPeer(
    MlirStringRef artifact, MlirStringRef peerVersion,
    int64_t peerBytecodeVersion, MlirStringCallback callback, void *userData,
    bool *isBytecode, MlirStringCallback reasonCallback, void *reasonUserData,
    MlirStringCallback dialectCallback, void *dialectUserData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData);

#ifdef __cplusplus
}
#endif

#endif /* STABLEHLO_C_STABLEHLOAPI_H */
