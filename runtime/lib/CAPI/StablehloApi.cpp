//===- StablehloApi.cpp - C API of portable artifacts ---------------------===//

#include "stablehlo-c/StablehloApi.h"

#include <string>

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "stablehlo/Api/InputChecks.h"
#include "stablehlo/Api/Inspect.h"
#include "stablehlo/Api/PortableApi.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {
/// Hands `text` to a C callback (nothing when empty).
void pass(llvm::StringRef text, MlirStringCallback callback, void *userData) {
  if (callback)
    callback(wrap(text), userData);
}

/// Diagnostics of the string-based calls: collected for `callback` when the
/// caller gave one, printed to stderr (upstream's behaviour) otherwise.
struct Diagnostics {
  Diagnostics(MlirStringCallback callback, void *userData)
      : callback(callback), userData(userData) {}
  ~Diagnostics() {
    if (callback && !text.empty())
      callback(wrap(llvm::StringRef(text)), userData);
  }
  std::string *sink() { return callback ? &text : nullptr; }

  MlirStringCallback callback;
  void *userData;
  std::string text;
};

/// An error of the string-based calls, to their diagnostics.
void reportError(Diagnostics &diagnostics, const std::string &message) {
  if (std::string *sink = diagnostics.sink())
    *sink += "error: " + message + "\n";
  else
    llvm::errs() << "error: " << message << "\n";
}

/// The peer's StableHLO version of the bytecode exchange calls.
FailureOr<vhlo::Version> parsePeerVersion(MlirStringRef peerVersion,
                                          Diagnostics &diagnostics) {
  std::string error;
  FailureOr<vhlo::Version> peer =
      vhlo::Version::fromString(unwrap(peerVersion), &error);
  if (failed(peer))
    reportError(diagnostics, "the peer's StableHLO version '" +
                                 unwrap(peerVersion).str() +
                                 "' is not a version: " + error);
  return peer;
}

MlirLogicalResult serializeModule(MlirModule module,
                                  MlirStringRef targetVersion,
                                  MlirStablehloSerializationOptions options,
                                  MlirStringCallback callback, void *userData) {
  if (mlirModuleIsNull(module))
    return mlirLogicalResultFailure();
  // The conversions rewrite in place; the caller's module stays StableHLO.
  OwningOpRef<ModuleOp> copy = unwrap(module).clone();
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(stablehlo::serializePortableArtifact(
          *copy, unwrap(targetVersion), os, options.allowOtherDialects,
          options.compatibilityExpander)))
    return mlirLogicalResultFailure();
  pass(bytes, callback, userData);
  return mlirLogicalResultSuccess();
}
} // namespace

int stablehloGetApiVersion(void) { return stablehlo::getApiVersion(); }

void stablehloVersionFromCompatibilityRequirement(
    MlirStablehloCompatibilityRequirement requirement,
    MlirStringCallback callback, void *userData) {
  auto req = vhlo::Version::CompatibilityRequirement::NONE;
  switch (requirement) {
  case NONE:
    req = vhlo::Version::CompatibilityRequirement::NONE;
    break;
  case WEEK_4:
    req = vhlo::Version::CompatibilityRequirement::WEEK_4;
    break;
  case WEEK_12:
    req = vhlo::Version::CompatibilityRequirement::WEEK_12;
    break;
  case MAX:
    req = vhlo::Version::CompatibilityRequirement::MAX;
    break;
  }
  pass(stablehlo::getVersionFromCompatibilityRequirement(req), callback,
       userData);
}

void stablehloGetCurrentVersion(MlirStringCallback callback, void *userData) {
  pass(stablehlo::getCurrentVersion(), callback, userData);
}

void stablehloGetMinimumVersion(MlirStringCallback callback, void *userData) {
  pass(stablehlo::getMinimumVersion(), callback, userData);
}

MlirLogicalResult stablehloGetSmallerVersion(MlirStringRef version1,
                                             MlirStringRef version2,
                                             MlirStringCallback callback,
                                             void *userData) {
  std::string ignored;
  FailureOr<std::string> smaller = stablehlo::getSmallerVersion(
      unwrap(version1), unwrap(version2), &ignored);
  if (failed(smaller))
    return mlirLogicalResultFailure();
  pass(*smaller, callback, userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult stablehloSerializePortableArtifactFromStringRef(
    MlirStringRef moduleStr, MlirStringRef targetVersion,
    MlirStringCallback callback, void *userData) {
  return stablehloSerializePortableArtifactFromStringRefWithOptions(
      moduleStr, targetVersion, MlirStablehloSerializationOptions{false, false},
      callback, userData, nullptr, nullptr);
}

MlirLogicalResult stablehloSerializePortableArtifactFromModule(
    MlirModule module, MlirStringRef targetVersion, MlirStringCallback callback,
    void *userData, bool allowOtherDialects) {
  return serializeModule(
      module, targetVersion,
      MlirStablehloSerializationOptions{allowOtherDialects, false}, callback,
      userData);
}

MlirLogicalResult stablehloDeserializePortableArtifact(
    MlirStringRef artifactStr, MlirStringCallback callback, void *userData) {
  return stablehloDeserializePortableArtifactWithDiagnostics(
      artifactStr, callback, userData, nullptr, nullptr);
}

MlirModule
stablehloDeserializePortableArtifactNoError(MlirStringRef artifactStr,
                                            MlirContext ctx) {
  OwningOpRef<ModuleOp> module =
      stablehlo::deserializePortableArtifact(unwrap(artifactStr), unwrap(ctx));
  return wrap(module.release());
}

MlirLogicalResult stablehloGetPortableArtifactVersion(
    MlirStringRef artifact, MlirStringCallback callback, void *userData) {
  std::string ignored;
  FailureOr<std::string> version =
      stablehlo::getPortableArtifactVersionString(unwrap(artifact), &ignored);
  if (failed(version))
    return mlirLogicalResultFailure();
  pass(*version, callback, userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult stablehloSerializePortableArtifactFromStringRefWithOptions(
    MlirStringRef moduleStr, MlirStringRef targetVersion,
    MlirStablehloSerializationOptions options, MlirStringCallback callback,
    void *userData, MlirStringCallback diagnosticCallback,
    void *diagnosticUserData) {
  Diagnostics diagnostics(diagnosticCallback, diagnosticUserData);
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(stablehlo::serializePortableArtifactFromString(
          unwrap(moduleStr), unwrap(targetVersion), os, diagnostics.sink(),
          options.allowOtherDialects, options.compatibilityExpander)))
    return mlirLogicalResultFailure();
  pass(bytes, callback, userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult stablehloSerializePortableArtifactFromModuleWithOptions(
    MlirModule module, MlirStringRef targetVersion,
    MlirStablehloSerializationOptions options, MlirStringCallback callback,
    void *userData) {
  return serializeModule(module, targetVersion, options, callback, userData);
}

MlirLogicalResult stablehloDeserializePortableArtifactWithDiagnostics(
    MlirStringRef artifactStr, MlirStringCallback callback, void *userData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData) {
  Diagnostics diagnostics(diagnosticCallback, diagnosticUserData);
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(stablehlo::deserializePortableArtifactToBytecode(
          unwrap(artifactStr), os, diagnostics.sink())))
    return mlirLogicalResultFailure();
  pass(bytes, callback, userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult stablehloInspectPortableArtifact(
    MlirStringRef artifact, MlirStringCallback callback, void *userData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData) {
  Diagnostics diagnostics(diagnosticCallback, diagnosticUserData);
  std::string json;
  llvm::raw_string_ostream os(json);
  if (failed(stablehlo::inspectPortableArtifactToJson(unwrap(artifact), os,
                                                      diagnostics.sink())))
    return mlirLogicalResultFailure();
  pass(json, callback, userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult stablehloCheckSpec(MlirStringRef moduleStr,
                                     MlirStringCallback diagnosticCallback,
                                     void *diagnosticUserData,
                                     bool *validProgram) {
  Diagnostics diagnostics(diagnosticCallback, diagnosticUserData);
  return wrap(stablehlo::checkSpecOfProgram(unwrap(moduleStr),
                                            diagnostics.sink(), validProgram));
}

MlirLogicalResult stablehloCheckSpecOfModule(MlirModule module) {
  if (mlirModuleIsNull(module))
    return mlirLogicalResultFailure();
  return wrap(stablehlo::checkSpec(unwrap(module)));
}

int64_t stablehloGetBytecodeFormatVersion(void) {
  return stablehlo::getBytecodeFormatVersion();
}

MlirLogicalResult stablehloBytecodeExchangeBlockers(
    MlirStringRef bytecode, MlirStringRef peerVersion,
    MlirStringCallback reasonCallback, void *reasonUserData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData) {
  Diagnostics diagnostics(diagnosticCallback, diagnosticUserData);
  FailureOr<vhlo::Version> peer = parsePeerVersion(peerVersion, diagnostics);
  if (failed(peer))
    return mlirLogicalResultFailure();
  std::vector<std::string> dialects, ops, unknown;
  std::string why;
  if (failed(stablehlo::getBytecodeNames(unwrap(bytecode), dialects, ops,
                                         unknown, why))) {
    reportError(diagnostics, "not sound MLIR bytecode: " + why);
    return mlirLogicalResultFailure();
  }
  for (const std::string &reason :
       stablehlo::bytecodeExchangeBlockers(ops, *peer, /*peerWrote=*/true))
    pass(reason, reasonCallback, reasonUserData);
  for (const std::string &entry : unknown)
    pass(entry + ": written by a newer MLIR, whose code this library's MLIR "
                 "does not know",
         reasonCallback, reasonUserData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult stablehloDeserializePortableArtifactForPeer(
    MlirStringRef artifact, MlirStringRef peerVersion,
    int64_t peerBytecodeVersion, MlirStringCallback callback, void *userData,
    bool *isBytecode, MlirStringCallback reasonCallback, void *reasonUserData,
    MlirStringCallback dialectCallback, void *dialectUserData,
    MlirStringCallback diagnosticCallback, void *diagnosticUserData) {
  Diagnostics diagnostics(diagnosticCallback, diagnosticUserData);
  FailureOr<vhlo::Version> peer = parsePeerVersion(peerVersion, diagnostics);
  if (failed(peer))
    return mlirLogicalResultFailure();
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  bool bytecode = false;
  std::vector<std::string> why, dialects;
  if (failed(stablehlo::deserializePortableArtifactForPeer(
          unwrap(artifact), *peer, peerBytecodeVersion, os, bytecode, why,
          dialects, diagnostics.sink())))
    return mlirLogicalResultFailure();
  if (isBytecode)
    *isBytecode = bytecode;
  for (const std::string &reason : why)
    pass(reason, reasonCallback, reasonUserData);
  for (const std::string &dialect : dialects)
    pass(dialect, dialectCallback, dialectUserData);
  pass(bytes, callback, userData);
  return mlirLogicalResultSuccess();
}
