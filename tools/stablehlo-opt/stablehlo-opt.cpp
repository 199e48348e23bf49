//===- stablehlo-opt.cpp - StableHLO/VHLO optimizer driver ----------------===//
//
// Registers the tools' dialects (ToolDialects.h: StableHLO, VHLO and every
// MLIR dialect and extension), the project's passes, MLIR's transform passes
// and the test-only `hlo_test_infer` dialect and `--hlo-test-infer` pass on
// top of MLIR's standard optimizer driver.
//
// Before MLIR's parsers see the input, it gets the readers' checks
// (stablehlo/Api/InputChecks.h): text whose brackets or aliases nest deeper
// than MLIR's recursive parser and printer can take, and bytecode that MLIR's
// reader could not read safely (or whose operations with regions nest too
// deep), or whose attribute and type entries hold counts MLIR's reader would
// trust (read once with the guards first), are refused with exit code 1.
// Bytecode a newer MLIR wrote with its codes for tf32 and the float8/6/4
// types is read with those entries as text. A program read from bytecode is
// checked for attributes, types and locations nested too deep before any
// pass or the printer recurses over them.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "TestPasses.h"
#include "ToolDialects.h"
#include "ToolMains.h"
#include "ToolVersion.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo/Api/InputChecks.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
// Shared with stablehlo-translate: `-o FILE` is replaced only on success.
#include "MallocTuning.h"
#include "OutputFileGuard.h"

namespace {

#define GEN_PASS_DEF_CHECKATTRIBUTENESTINGPASS
#include "StablehloOptPasses.h.inc"

/// Runs first on a program read from bytecode: refuses attributes, types and
/// locations nested deeper than the passes and the printer can take (text
/// was bounded before parsing).
struct CheckAttributeNestingPass
    : impl::CheckAttributeNestingPassBase<CheckAttributeNestingPass> {
  void runOnOperation() override {
    std::string why;
    if (mlir::failed(
            mlir::stablehlo::checkAttributeNesting(getOperation(), why))) {
      // Without the op attached: printing it would recurse over what is too
      // deep.
      mlir::emitError(getOperation()->getLoc())
          << "the input cannot be processed safely: " << why;
      signalPassFailure();
    }
  }
};

/// What MLIR's parsers cannot take safely. The check covers the whole input
/// also with --split-input-file (chunks hold balanced brackets, so they nest
/// no deeper there than in the whole).
bool refuseUnreadable(const llvm::MemoryBuffer &input) {
  llvm::StringRef bytes = input.getBuffer();
  std::string why;
  bool bytecode = bytes.starts_with("ML\xEFR");
  if (bytecode
          ? mlir::succeeded(mlir::stablehlo::checkBytecodeStructure(bytes, why))
          : mlir::succeeded(mlir::stablehlo::checkTextNesting(bytes, why)))
    return false;
  llvm::errs() << input.getBufferIdentifier()
               << ":0:0: error: the input cannot be read safely: " << why
               << "\n";
  return true;
}

/// Bytecode is read once first with the readers' guards for the entries
/// MLIR's reader trusts (a budget of entry reads against cycles, list counts
/// checked against the input's size), for which MlirOptMain's reader has no
/// hook: what fails there is refused with the reader's errors; what reads is
/// read again by MLIR's driver. Text needs none of this.
bool refuseUnreadableEntries(const llvm::MemoryBuffer &input,
                             mlir::DialectRegistry &registry,
                             const mlir::MlirOptMainConfig &config) {
  llvm::StringRef bytes = input.getBuffer();
  if (!bytes.starts_with("ML\xEFR"))
    return false;
  mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
  context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(input.getMemBufferRef(),
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::ParserConfig parserConfig(&context, /*verifyAfterParse=*/false);
  mlir::stablehlo::guardPlainBytecodeReading(parserConfig, bytes.size());
  mlir::Block block;
  return mlir::failed(mlir::parseSourceFile(sourceMgr, &block, parserConfig));
}

/// MLIR's driver (MlirOptMain with an input and output file), with the
/// input checked before it is parsed.
mlir::LogicalResult runOpt(int argc, char **argv,
                           mlir::DialectRegistry &registry) {
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "StableHLO optimizer driver\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  // Modes that read no input are MLIR's own.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::MlirOptMain(argc, argv, inputFilename, outputFilename,
                             registry);

  llvm::InitLLVM initLlvm(argc, argv);
  if (inputFilename == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return mlir::failure();
  }
  if (llvm::StringRef(input->getBuffer()).starts_with("ML\xEFR"))
    if (std::unique_ptr<llvm::MemoryBuffer> readable =
            mlir::stablehlo::readNewerBuiltinTypes(
                input->getBuffer(), input->getBufferIdentifier()))
      input = std::move(readable);
  // STABLEHLO_OPT_UNCHECKED_BYTECODE=1 skips the guarded first read: only
  // tools/bench.py sets it, to time MLIR's own reader as the floor.
  static const bool unchecked = [] {
    const char *value = std::getenv("STABLEHLO_OPT_UNCHECKED_BYTECODE");
    return value && llvm::StringRef(value) == "1";
  }();
  if (refuseUnreadable(*input) ||
      (!unchecked && refuseUnreadableEntries(*input, registry, config)))
    return mlir::failure();
  if (llvm::StringRef(input->getBuffer()).starts_with("ML\xEFR")) {
    mlir::MlirOptMainConfig base = config;
    config.setPassPipelineSetupFn([base](mlir::PassManager &pm) {
      pm.addPass(createCheckAttributeNestingPass());
      return base.setupPassPipeline(pm);
    });
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return mlir::failure();
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return mlir::failure();
  output->keep();
  return mlir::success();
}

} // namespace

int stablehlo_tools::optToolMain(int argc, char **argv) {
  stablehlo_tools::keepFreedMemory();
  stablehlo_tools::hideLlvmIrOptions();
  stablehlo_tools::setVersionPrinter();
  mlir::registerTransformsPasses();
  mlir::stablehlo::registerPasses();
  mlir::DialectRegistry registry;
  stablehlo_tools::registerToolDialects(registry);
  mlir::hlo_test_infer::registerTestInfer(registry);
  stablehlo_tools::OutputFileGuard output(argc, argv);
  return output.finish(
      mlir::asMainReturnCode(runOpt(output.argc(), output.argv(), registry)));
}
