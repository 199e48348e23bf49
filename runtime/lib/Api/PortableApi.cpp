//===- PortableApi.cpp - String-in, bytes-out portable artifact API -------===//

#include "stablehlo/Api/PortableApi.h"

#include "BytecodeCheck.h"
#include "DiagnosticCollector.h"

#include <optional>

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Bytecode/Encoding.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Dialect/Sdy/SdyOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/Support/MemoryBuffer.h"

namespace mlir {
namespace stablehlo {

namespace {
void appendLine(std::string *diagnostics, const llvm::Twine &line) {
  if (diagnostics)
    *diagnostics += (line + "\n").str();
  else
    llvm::errs() << "error: " << line << "\n";
}
} // namespace

int getApiVersion() { return 10; }

std::string getCurrentVersion() {
  return vhlo::Version::getCurrentVersion().toString();
}

std::string getMinimumVersion() {
  return vhlo::Version::getMinimumVersion().toString();
}

FailureOr<std::string> getSmallerVersion(llvm::StringRef version1,
                                         llvm::StringRef version2,
                                         std::string *diagnostics) {
  FailureOr<vhlo::Version> a = vhlo::Version::fromString(version1);
  FailureOr<vhlo::Version> b = vhlo::Version::fromString(version2);
  if (failed(a) || failed(b)) {
    appendLine(
        diagnostics,
        llvm::Twine("failed to convert version to stablehlo version: '") +
            (failed(a) ? version1 : version2) +
            "' is not a version; expected X.Y.Z, e.g. " + getMinimumVersion());
    return failure();
  }
  return vhlo::Version::getSmallerVersion(*a, *b).toString();
}

std::string getVersionFromCompatibilityRequirement(
    vhlo::Version::CompatibilityRequirement requirement) {
  return vhlo::Version::fromCompatibilityRequirement(requirement).toString();
}

FailureOr<std::string>
getPortableArtifactVersionString(llvm::StringRef artifact,
                                 std::string *diagnostics) {
  std::string error;
  FailureOr<vhlo::Version> version =
      stablehlo::getPortableArtifactVersion(artifact, &error);
  if (failed(version)) {
    appendLine(diagnostics,
               llvm::Twine("failed to read the StableHLO version of a portable "
                           "artifact: ") +
                   (error.empty() ? llvm::StringRef("not a portable artifact")
                                  : llvm::StringRef(error)));
    return failure();
  }
  return version->toString();
}

void registerPortableDialects(DialectRegistry &registry) {
  registry.insert<func::FuncDialect, quant::QuantDialect,
                  sparse_tensor::SparseTensorDialect, shape::ShapeDialect,
                  StablehloDialect, vhlo::VhloDialect, sdy::SdyDialect>();
}

static std::unique_ptr<MLIRContext> makeContext() {
  DialectRegistry registry;
  registerPortableDialects(registry);
  // One call works on one small program; a thread pool would only cost.
  return std::make_unique<MLIRContext>(registry,
                                       MLIRContext::Threading::DISABLED);
}

/// Parses `program` (MLIR text or bytecode of a StableHLO module) in
/// `context` and verifies it; on failure, the last error says that `action`
/// failed.
static OwningOpRef<ModuleOp> parseProgram(llvm::StringRef program,
                                          MLIRContext *context,
                                          llvm::StringRef action) {
  if (program.trim().empty()) {
    emitError(UnknownLoc::get(context))
        << "failed to " << action
        << ": the program is empty; expected a StableHLO module in "
        << "MLIR text or bytecode";
    return nullptr;
  }
  // Text must be NUL-terminated for MLIR's lexer; bytecode is read in place.
  // Either is checked first for what MLIR's readers cannot take safely
  // (malformed bytecode structure, nesting deeper than its stack allows).
  std::string terminated, why;
  bool isBytecode = program.starts_with("ML\xEFR");
  // Bytecode that a newer MLIR wrote with its codes for tf32 and the
  // float8/6/4 types is read with those entries as text.
  std::unique_ptr<llvm::MemoryBuffer> readable;
  if (isBytecode && (readable = readNewerBuiltinTypes(program, "program")))
    program = readable->getBuffer();
  bool unreadable = isBytecode ? failed(checkBytecodeStructure(program, why))
                               : failed(checkTextNesting(program, why));
  if (unreadable)
    emitError(UnknownLoc::get(context))
        << "the input cannot be read safely: " << why;
  if (!isBytecode) {
    terminated = program.str();
    program = terminated;
  }
  // Plain bytecode gets the deserializer's guards for entries MLIR's readers
  // trust (a budget of entry reads against cycles, StableHLO's included;
  // counts checked against the input's size); the budget comes first.
  ParserConfig config(context);
  if (isBytecode)
    guardPlainBytecodeReading(config, program.size());
  OwningOpRef<ModuleOp> module =
      unreadable ? nullptr : parseSourceString<ModuleOp>(program, config);
  if (!module) {
    emitError(UnknownLoc::get(context))
        << "failed to " << action
        << ": the input is not a valid StableHLO program (see the "
        << "errors above)";
    return nullptr;
  }
  // Bytecode (and text, through aliases) can nest attributes and types
  // deeper than the conversions and the printer can recurse.
  if (failed(checkAttributeNesting(*module, why))) {
    emitError(UnknownLoc::get(context))
        << "the input cannot be read safely: " << why;
    emitError(UnknownLoc::get(context))
        << "failed to " << action
        << ": the input is not a valid StableHLO program (see the "
        << "errors above)";
    return nullptr;
  }
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

LogicalResult serializePortableArtifactFromString(llvm::StringRef program,
                                                  llvm::StringRef targetVersion,
                                                  llvm::raw_ostream &os,
                                                  std::string *diagnostics,
                                                  bool allowOtherDialects,
                                                  bool compatibilityExpander) {
  std::unique_ptr<MLIRContext> context = makeContext();
  DiagnosticCollector collector(context.get(), diagnostics);
  OwningOpRef<ModuleOp> module =
      parseProgram(program, context.get(), "serialize");
  if (!module)
    return failure();
  return serializePortableArtifact(*module, targetVersion, os,
                                   allowOtherDialects, compatibilityExpander);
}

LogicalResult checkSpecOfProgram(llvm::StringRef program,
                                 std::string *diagnostics, bool *validProgram) {
  std::unique_ptr<MLIRContext> context = makeContext();
  DiagnosticCollector collector(context.get(), diagnostics);
  OwningOpRef<ModuleOp> module =
      parseProgram(program, context.get(), "check the spec");
  if (validProgram)
    *validProgram = static_cast<bool>(module);
  if (!module)
    return failure();
  return checkSpec(*module);
}

LogicalResult deserializePortableArtifactToBytecode(llvm::StringRef artifact,
                                                    llvm::raw_ostream &os,
                                                    std::string *diagnostics) {
  std::unique_ptr<MLIRContext> context = makeContext();
  DiagnosticCollector collector(context.get(), diagnostics);
  OwningOpRef<ModuleOp> module =
      deserializePortableArtifact(artifact, context.get(), "artifact");
  if (!module)
    return failure();
  if (failed(writeBytecodeToFile(*module, os)))
    return emitError(module->getLoc())
           << "failed to write the program as MLIR bytecode";
  return success();
}

int64_t getBytecodeFormatVersion() { return bytecode::kVersion; }

std::vector<std::string>
bytecodeExchangeBlockers(llvm::ArrayRef<std::string> opNames,
                         const vhlo::Version &peer, bool peerWrote) {
  // Ops whose every older layout this build reads: their later versions
  // only appended optional properties (sorted last by name), which an older
  // writer's entry ends before. Read with them absent.
  auto readsOlderLayouts = [](llvm::StringRef op) {
    return op == "stablehlo.custom_call";
  };
  std::vector<std::string> out;
  for (const std::string &name : opNames) {
    llvm::StringRef op(name);
    if (op.starts_with("builtin.") || op.starts_with("func."))
      continue;
    if (!op.starts_with("stablehlo.")) {
      out.push_back(
          name +
          ": an op of another dialect (only builtin, func and stablehlo ops "
          "are known to mean the same in both builds)");
      continue;
    }
    const vhlo::schema::OpSpec *spec = vhlo::schema::lookupStablehloOp(op);
    if (!spec) {
      out.push_back(name + ": not an op of this build's StableHLO");
      continue;
    }
    const vhlo::schema::OpVersionSpec &latest =
        vhlo::schema::getLatestVersion(*spec);
    if (peerWrote && readsOlderLayouts(op) &&
        !(peer < vhlo::schema::getVersionsOf(*spec)[0].since))
      continue;
    if (peer < latest.since) {
      std::string since;
      llvm::raw_string_ostream(since) << latest.since;
      out.push_back(name + ": defined as of StableHLO " + since +
                    (latest.number == 1 ? " (new then)" : " (changed then)") +
                    ", after the peer's version");
    }
  }
  return out;
}

/// The program of `artifact` for a peer of StableHLO `peer`, as bytecode if
/// both builds mean the same by it, else as text
/// (deserializePortableArtifactForPeer).
static LogicalResult
writeForPeer(llvm::StringRef artifact, MLIRContext *context,
             const vhlo::Version &peer, int64_t peerBytecodeVersion,
             llvm::raw_ostream &os, bool &isBytecode,
             std::vector<std::string> &why, std::vector<std::string> &dialects,
             OwningOpRef<ModuleOp> &module) {
  // Bytecode or text, the peer's parser verifies the program with its own
  // verifier, whose verdict is the one that holds for the peer's module: it
  // is not verified here a second time.
  module = deserializePortableArtifact(artifact, context, "artifact",
                                       /*verifyResult=*/false);
  if (!module)
    return failure();
  // The bytecode's dialect section names the dialects of the program's ops,
  // attributes and types (quant types, sdy attributes), which the peer loads
  // before it parses, and its ops.
  std::string bytes;
  llvm::raw_string_ostream bytesOs(bytes);
  if (failed(writeBytecodeToFile(*module, bytesOs)))
    return emitError(module->getLoc())
           << "failed to write the program as MLIR bytecode";
  std::vector<std::string> names, all, unknown;
  std::string structure;
  if (failed(getBytecodeNames(bytes, all, names, unknown, structure)))
    return emitError(module->getLoc())
           << "the bytecode written is unreadable: " << structure;
  for (std::string &name : all)
    if (name != "builtin")
      dialects.push_back(std::move(name));
  why = bytecodeExchangeBlockers(names, peer);
  if (peerBytecodeVersion < bytecode::kVersion)
    why.push_back("the peer reads MLIR bytecode up to format " +
                  std::to_string(peerBytecodeVersion) +
                  ", this build writes format " +
                  std::to_string(bytecode::kVersion));
  isBytecode = why.empty();
  if (isBytecode) {
    os << bytes;
    return success();
  }
  OpPrintingFlags flags;
  flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  module->print(os, flags);
  return success();
}

LogicalResult deserializePortableArtifactForPeer(
    llvm::StringRef artifact, const vhlo::Version &peer,
    int64_t peerBytecodeVersion, llvm::raw_ostream &os, bool &isBytecode,
    std::vector<std::string> &why, std::vector<std::string> &dialects,
    std::string *diagnostics) {
  std::unique_ptr<MLIRContext> context = makeContext();
  DiagnosticCollector collector(context.get(), diagnostics);
  OwningOpRef<ModuleOp> module;
  return writeForPeer(artifact, context.get(), peer, peerBytecodeVersion, os,
                      isBytecode, why, dialects, module);
}

} // namespace stablehlo
} // namespace mlir
