//===- stablehlo-translate.cpp - portable artifact translations -----------===//
//
//   --serialize --target=X.Y.Z|current [--strip-debuginfo] [--allow-other-dialects]
//               [--compatibility-expander]
//   --deserialize [--print-stablehlo-version]
//
//===----------------------------------------------------------------------===//

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo/Api/Serialization.h"
#include "OutputFileGuard.h"
#include "ToolDialects.h"

using namespace mlir;

static llvm::cl::opt<std::string> targetOption(
    "target", llvm::cl::desc("Target StableHLO version of the artifact (#.#.# or 'current')"),
    llvm::cl::init(""));
static llvm::cl::opt<bool> stripDebuginfoOption(
    "strip-debuginfo", llvm::cl::desc("Strip locations before serializing"),
    llvm::cl::init(false));
static llvm::cl::opt<bool> allowOtherDialectsOption(
    "allow-other-dialects",
    llvm::cl::desc("Keep ops of other dialects when serializing"), llvm::cl::init(false));
static llvm::cl::opt<bool> compatibilityExpanderOption(
    "compatibility-expander",
    llvm::cl::desc("Before serializing, express features newer than --target with older "
                   "ops (the --stablehlo-compatibility-expander rewrites)"),
    llvm::cl::init(false));
static llvm::cl::opt<bool> printVersionOption(
    "print-stablehlo-version",
    llvm::cl::desc("Print the artifact's StableHLO version before the program"),
    llvm::cl::init(false));

/// The dialects of every tool (ToolDialects.h).
static void registerDialects(DialectRegistry &registry) {
  stablehlo_tools::registerToolDialects(registry);
}

/// --serialize: parses the input itself (rather than through
/// TranslateFromMLIRRegistration) so that input holding no operations at all
/// is refused instead of being written as an empty artifact, and so that a
/// parse failure says what was expected.
static LogicalResult serialize(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                               raw_ostream &os, MLIRContext *context) {
  DialectRegistry registry;
  registerDialects(registry);
  context->appendDialectRegistry(registry);
  const llvm::MemoryBuffer *input = sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  Location fileLoc = FileLineColLoc::get(context, input->getBufferIdentifier(), 0, 0);
  StringRef bytes = input->getBuffer();
  if (!bytes.starts_with("ML\xEFR") && stablehlo::looksBinary(bytes))
    return emitError(fileLoc)
           << "failed to serialize: the input is binary data but not MLIR bytecode (which "
              "starts with 'ML\\xEFR'); expected a StableHLO program in MLIR text or bytecode";
  Block block;
  LocationAttr sourceLoc;
  if (failed(parseSourceFile(*sourceMgr, &block, ParserConfig(context), &sourceLoc)))
    return emitError(fileLoc)
           << "failed to serialize: the input is not a valid StableHLO program (see the "
              "errors above); expected MLIR text or bytecode of a module of func.func ops";
  if (block.empty())
    return emitError(fileLoc)
           << "failed to serialize: the input holds no operations (it is empty or only "
              "whitespace and comments); expected a StableHLO program, e.g. a module of "
              "func.func ops";
  OwningOpRef<ModuleOp> module =
      mlir::detail::constructContainerOpForParserIfNecessary<ModuleOp>(&block, context,
                                                                       sourceLoc);
  if (!module)
    return failure();
  if (stripDebuginfoOption) {
    PassManager pm(context);
    pm.addPass(createStripDebugInfoPass());
    if (failed(pm.run(*module)))
      return module->emitError("failed to strip debuginfo");
  }
  return stablehlo::serializePortableArtifact(*module, targetOption, os,
                                              allowOtherDialectsOption,
                                              compatibilityExpanderOption);
}

int main(int argc, char **argv) {
  TranslateRegistration serializeRegistration(
      "serialize", "Write a StableHLO program as a portable artifact", serialize);

  TranslateToMLIRRegistration deserialize(
      "deserialize", "Read a portable artifact into a StableHLO program",
      [](llvm::SourceMgr &sourceMgr, MLIRContext *context) -> OwningOpRef<Operation *> {
        const llvm::MemoryBuffer *input = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
        StringRef bytes = input->getBuffer();
        if (printVersionOption) {
          FailureOr<vhlo::Version> version = stablehlo::getPortableArtifactVersion(bytes);
          if (succeeded(version))
            llvm::outs() << "// Reading portable artifact with StableHLO version: "
                         << version->toString() << "\n";
          else
            llvm::outs() << "// Failed parsing StableHLO version from portable artifact\n";
        }
        OwningOpRef<ModuleOp> module =
            stablehlo::deserializePortableArtifact(bytes, context, input->getBufferIdentifier());
        return OwningOpRef<Operation *>(module.release());
      },
      registerDialects);

  // `-o FILE` is written to a temporary file and renamed over FILE only when
  // the translation succeeded (OutputFileGuard.h).
  stablehlo_tools::OutputFileGuard output(argc, argv);
  return output.finish(
      failed(mlirTranslateMain(output.argc(), output.argv(),
                               "StableHLO portable artifact translations"))
          ? 1
          : 0);
}
