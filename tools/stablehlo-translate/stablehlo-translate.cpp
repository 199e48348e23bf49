//===- stablehlo-translate.cpp - portable artifact translations -----------===//
//
//   --serialize --target=X.Y.Z|current [--strip-debuginfo]
//   [--allow-other-dialects]
//               [--compatibility-expander]
//   --minimum-version [--allow-other-dialects]
//   --deserialize [--print-stablehlo-version]
//   --inspect
//
//===----------------------------------------------------------------------===//

#include "MallocTuning.h"
#include "OutputFileGuard.h"
#include "ToolDialects.h"
#include "ToolMains.h"
#include "ToolVersion.h"
#include "TranslateDriver.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo/Api/InputChecks.h"
#include "stablehlo/Api/Inspect.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace {
/// The translations' options, made when the tool runs (see DriverOptions in
/// TranslateDriver.cpp for why not at start-up).
struct TranslateOptions {
  llvm::cl::opt<std::string> target{
      "target",
      llvm::cl::desc(
          "Target StableHLO version of the artifact (#.#.# or 'current')"),
      llvm::cl::init("")};
  llvm::cl::opt<bool> stripDebuginfo{
      "strip-debuginfo", llvm::cl::desc("Strip locations before serializing"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> allowOtherDialects{
      "allow-other-dialects",
      llvm::cl::desc("Keep ops of other dialects when serializing"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> compatibilityExpander{
      "compatibility-expander",
      llvm::cl::desc(
          "Before serializing, express features newer than --target with older "
          "ops (the --stablehlo-compatibility-expander rewrites)"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> printVersion{
      "print-stablehlo-version",
      llvm::cl::desc(
          "Print the artifact's StableHLO version before the program"),
      llvm::cl::init(false)};
};
/// Set while translateToolMain runs.
const TranslateOptions *options = nullptr;
} // namespace

/// Prepares the tool's context, made for this one input: the tools' dialects,
/// and threading off. Each translation parses, converts and writes one
/// program on one thread: with threading on, every type and attribute the
/// parser, the reader and the conversions look up would take the uniquer's
/// locks (mlir-opt turns threading off while it parses, for the same reason).
static void setUpContext(MLIRContext *context) {
  context->disableMultithreading();
  DialectRegistry registry;
  stablehlo_tools::registerToolDialects(
      registry); // every tool's (ToolDialects.h)
  context->appendDialectRegistry(registry);
}

/// Parses the input program itself (rather than through
/// TranslateFromMLIRRegistration) so that input holding no operations at all
/// is refused instead of being taken for an empty program, and so that a
/// parse failure says what was expected. `what` names the mode in errors
/// ("serialize", "find the minimum version").
static OwningOpRef<ModuleOp>
parseProgram(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
             MLIRContext *context, StringRef what) {
  setUpContext(context);
  const llvm::MemoryBuffer *input =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  Location fileLoc =
      FileLineColLoc::get(context, input->getBufferIdentifier(), 0, 0);
  StringRef bytes = input->getBuffer();
  if (!bytes.starts_with("ML\xEFR") && stablehlo::looksBinary(bytes)) {
    emitError(fileLoc)
        << "failed to " << what
        << ": the input is binary data but not MLIR bytecode (which "
        << "starts with 'ML\\xEFR'); expected a StableHLO program in MLIR text "
           "or bytecode";
    return nullptr;
  }
  // Bytecode that a newer MLIR wrote with its codes for tf32 and the
  // float8/6/4 types is read with those entries as text.
  std::shared_ptr<llvm::SourceMgr> source = sourceMgr;
  if (bytes.starts_with("ML\xEFR"))
    if (std::unique_ptr<llvm::MemoryBuffer> readable =
            stablehlo::readNewerBuiltinTypes(bytes,
                                             input->getBufferIdentifier())) {
      bytes = readable->getBuffer();
      source = std::make_shared<llvm::SourceMgr>();
      source->AddNewSourceBuffer(std::move(readable), llvm::SMLoc());
    }
  // What MLIR's parsers cannot take safely (malformed bytecode, nesting
  // deeper than their stack allows) is refused before parsing.
  std::string why;
  bool unreadable = bytes.starts_with("ML\xEFR")
                        ? failed(stablehlo::checkBytecodeStructure(bytes, why))
                        : failed(stablehlo::checkTextNesting(bytes, why));
  if (unreadable)
    emitError(fileLoc) << "the input cannot be read safely: " << why;
  // Plain bytecode gets the deserializer's guards for entries MLIR's readers
  // trust (a budget of entry reads against cycles, counts checked against
  // the input's size); the budget comes first.
  ParserConfig config(context);
  if (bytes.starts_with("ML\xEFR"))
    stablehlo::guardPlainBytecodeReading(config, bytes.size());
  Block block;
  LocationAttr sourceLoc;
  if (unreadable ||
      failed(parseSourceFile(source, &block, config, &sourceLoc))) {
    emitError(fileLoc)
        << "failed to " << what
        << ": the input is not a valid StableHLO program (see the "
        << "errors above); expected MLIR text or bytecode of a module of "
           "func.func ops";
    return nullptr;
  }
  if (block.empty()) {
    emitError(fileLoc)
        << "failed to " << what
        << ": the input holds no operations (it is empty or only "
        << "whitespace and comments); expected a StableHLO program, e.g. a "
           "module of "
        << "func.func ops";
    return nullptr;
  }
  // Bytecode (and text, through aliases) can nest attributes and types
  // deeper than the conversions and the printer can recurse.
  for (Operation &op : block)
    if (failed(stablehlo::checkAttributeNesting(&op, why))) {
      emitError(fileLoc) << "the input cannot be read safely: " << why;
      emitError(fileLoc)
          << "failed to " << what
          << ": the input is not a valid StableHLO program (see the "
          << "errors above); expected MLIR text or bytecode of a module of "
             "func.func ops";
      return nullptr;
    }
  return mlir::detail::constructContainerOpForParserIfNecessary<ModuleOp>(
      &block, context, sourceLoc);
}

/// --serialize: writes the program as a portable artifact for --target.
static LogicalResult
serialize(const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &os,
          MLIRContext *context) {
  OwningOpRef<ModuleOp> module = parseProgram(sourceMgr, context, "serialize");
  if (!module)
    return failure();
  if (options->stripDebuginfo) {
    PassManager pm(context);
    pm.addPass(createStripDebugInfoPass());
    if (failed(pm.run(*module)))
      return module->emitError("failed to strip debuginfo");
  }
  return stablehlo::serializePortableArtifact(*module, options->target, os,
                                              options->allowOtherDialects,
                                              options->compatibilityExpander);
}

/// `file:line:col` of a location, or its MLIR form.
static std::string describe(Location loc) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    os << file.getFilename().getValue() << ":" << file.getLine() << ":"
       << file.getColumn();
  else
    os << loc;
  return text;
}

/// --minimum-version: prints the lowest target that accepts the program,
/// without and with the compatibility expander, and per op the feature that
/// sets it. The program is not changed and nothing else is written.
static LogicalResult
minimumVersion(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
               raw_ostream &os, MLIRContext *context) {
  OwningOpRef<ModuleOp> module =
      parseProgram(sourceMgr, context, "find the minimum version");
  if (!module)
    return failure();
  context->loadDialect<vhlo::VhloDialect, stablehlo::StablehloDialect>();
  if (failed(stablehlo::legalizeStablehloToVhlo(*module,
                                                options->allowOtherDialects)))
    return emitError(module->getLoc())
           << "failed to find the minimum version: the program could not be "
              "converted to "
              "VHLO (see the errors above)";
  SmallVector<stablehlo::VersionRequirement> requirements;
  stablehlo::collectVersionRequirements(*module, requirements);
  vhlo::Version lowest = vhlo::Version::getMinimumVersion();
  vhlo::Version expanded = lowest;
  for (const stablehlo::VersionRequirement &r : requirements) {
    lowest = std::max(lowest, r.needs);
    if (!r.expandable)
      expanded = std::max(expanded, r.needs);
  }
  os << "minimum version: " << lowest << "\n";
  os << "minimum version with --compatibility-expander: " << expanded << "\n";
  for (const stablehlo::VersionRequirement &r : requirements)
    os << describe(r.loc) << ": needs " << r.needs << ": " << r.message
       << (r.expandable ? " [the compatibility expander rewrites it]" : "")
       << "\n";
  return success();
}

/// --deserialize: reads a portable artifact and prints the StableHLO program.
/// The reader verifies the program it returns, so it is printed as verified:
/// MLIR's to-MLIR translations would verify it twice more (before printing
/// and in the printer), a third of the time of a whole read.
static LogicalResult
deserialize(const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &os,
            MLIRContext *context) {
  setUpContext(context);
  const llvm::MemoryBuffer *input =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  StringRef bytes = input->getBuffer();
  if (options->printVersion) {
    FailureOr<vhlo::Version> version =
        stablehlo::getPortableArtifactVersion(bytes);
    if (succeeded(version))
      llvm::outs() << "// Reading portable artifact with StableHLO version: "
                   << version->toString() << "\n";
    else
      llvm::outs()
          << "// Failed parsing StableHLO version from portable artifact\n";
  }
  OwningOpRef<ModuleOp> module = stablehlo::deserializePortableArtifact(
      bytes, context, input->getBufferIdentifier());
  if (!module)
    return failure();
  module->print(os, OpPrintingFlags().assumeVerified());
  return success();
}

/// --inspect: prints what a portable artifact holds, as JSON
/// (stablehlo/Api/Inspect.h), without converting its program.
static LogicalResult inspect(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                             raw_ostream &os, MLIRContext *context) {
  setUpContext(context);
  const llvm::MemoryBuffer *input =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  FailureOr<llvm::json::Object> report = stablehlo::inspectPortableArtifact(
      input->getBuffer(), context, input->getBufferIdentifier());
  if (failed(report))
    return failure();
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(*report))) << "\n";
  return success();
}

int stablehlo_tools::translateToolMain(int argc, char **argv) {
  stablehlo_tools::keepFreedMemory();
  stablehlo_tools::hideLlvmIrOptions();
  stablehlo_tools::setVersionPrinter();
  TranslateOptions translateOptions;
  options = &translateOptions;
  TranslateRegistration serializeRegistration(
      "serialize", "Write a StableHLO program as a portable artifact",
      serialize);
  TranslateRegistration minimumVersionRegistration(
      "minimum-version",
      "Print the lowest target that accepts a StableHLO program, without and "
      "with the "
      "compatibility expander, and what sets it",
      minimumVersion);

  TranslateRegistration deserializeRegistration(
      "deserialize", "Read a portable artifact into a StableHLO program",
      deserialize);
  TranslateRegistration inspectRegistration(
      "inspect",
      "Print what a portable artifact holds (version, ops, types, attributes, "
      "features, the "
      "lowest release that reads it, sections) as JSON, without converting its "
      "program",
      inspect);

  // `-o FILE` is written to a temporary file and renamed over FILE only when
  // the translation succeeded (OutputFileGuard.h).
  stablehlo_tools::OutputFileGuard output(argc, argv);
  return output.finish(failed(stablehlo_tools::translateMain(
                           output.argc(), output.argv(),
                           "StableHLO portable artifact translations"))
                           ? 1
                           : 0);
}
