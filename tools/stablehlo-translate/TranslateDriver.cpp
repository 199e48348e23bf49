//===- TranslateDriver.cpp - stablehlo-translate's command line -----------===//

#include "TranslateDriver.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace stablehlo_tools {

namespace {
/// The driver's options. They are made when translateMain runs, not when
/// the program starts, so that a program holding other tools as well
/// (stablehlo-tools, the multi-call executable of the wheel) registers them
/// only when it runs as stablehlo-translate: stablehlo-opt registers its own
/// -o, --split-input-file and --verify-diagnostics.
struct DriverOptions {
  cl::opt<std::string> inputFile{cl::Positional, cl::desc("<input file>"),
                                 cl::init("-")};
  cl::opt<std::string> outputFile{"o", cl::desc("Output filename"),
                                  cl::value_desc("filename"), cl::init("-")};
  cl::opt<bool> allowUnregistered{
      "allow-unregistered-dialect",
      cl::desc(
          "Allow ops of dialects that are not registered (for tests only)"),
      cl::init(false)};
  cl::opt<std::string> splitMarker{
      "split-input-file", cl::ValueOptional,
      cl::callback([this](const std::string &value) {
        if (value.empty())
          splitMarker.setValue(kDefaultSplitMarker);
      }),
      cl::desc("Split the input at the given marker (default '// -----') and "
               "translate "
               "each part on its own"),
      cl::init("")};
  cl::opt<std::string> outputSplitMarker{
      "output-split-marker",
      cl::desc("Marker written between the outputs of the parts"),
      cl::init("")};
  cl::opt<SourceMgrDiagnosticVerifierHandler::Level> verifyDiagnostics{
      "verify-diagnostics", cl::ValueOptional,
      cl::desc(
          "Check the diagnostics against the expected-* comments of the input"),
      cl::values(
          clEnumValN(
              SourceMgrDiagnosticVerifierHandler::Level::All, "all",
              "Check all diagnostics (expected, unexpected, near-misses)"),
          clEnumValN(
              SourceMgrDiagnosticVerifierHandler::Level::All, "",
              "Check all diagnostics (expected, unexpected, near-misses)"),
          clEnumValN(SourceMgrDiagnosticVerifierHandler::Level::OnlyExpected,
                     "only-expected", "Check only the expected diagnostics"))};
  cl::opt<bool> errorDiagnosticsOnly{
      "error-diagnostics-only",
      cl::desc("Print only error diagnostics (for tests only)"),
      cl::init(false)};
};
} // namespace

/// Runs `translations` one after the other on `input` (each on the output of
/// the one before), the last one writing to `os`.
static LogicalResult runChain(const DriverOptions &options,
                              ArrayRef<const Translation *> translations,
                              std::unique_ptr<llvm::MemoryBuffer> input,
                              raw_ostream &os, TimingScope &timing) {
  std::string previousOutput;
  for (size_t i = 0; i < translations.size(); ++i) {
    bool last = i + 1 == translations.size();
    std::string output;
    llvm::raw_string_ostream outputStream(output);
    const Translation &translation = *translations[i];
    TimingScope scope = timing.nest(translation.getDescription());
    MLIRContext context;
    context.allowUnregisteredDialects(options.allowUnregistered);
    context.printOpOnDiagnostic(options.verifyDiagnostics.getNumOccurrences() ==
                                0);
    auto sourceMgr = std::make_shared<llvm::SourceMgr>();
    sourceMgr->AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    LogicalResult result = success();
    if (options.verifyDiagnostics.getNumOccurrences()) {
      // The translation is expected to fail here: only the diagnostics count.
      SourceMgrDiagnosticVerifierHandler handler(*sourceMgr, &context,
                                                 options.verifyDiagnostics);
      (void)translation(sourceMgr, os, &context);
      result = handler.verify();
    } else {
      SourceMgrDiagnosticHandler handler(*sourceMgr, &context);
      std::optional<ScopedDiagnosticHandler> errorsOnly;
      if (options.errorDiagnosticsOnly)
        errorsOnly.emplace(&context, [](Diagnostic &diag) {
          // Handled (so not printed) unless it is an error.
          return success(diag.getSeverity() != DiagnosticSeverity::Error);
        });
      result = translation(sourceMgr, last ? os : outputStream, &context);
    }
    if (failed(result) || last)
      return result;
    previousOutput = std::move(output);
    input = llvm::MemoryBuffer::getMemBuffer(previousOutput,
                                             "<translation output>");
  }
  return success();
}

LogicalResult translateMain(int argc, char **argv, llvm::StringRef overview) {
  DriverOptions options;
  cl::list<const Translation *, bool, TranslationParser> translations(
      "", cl::desc("Translations to perform"), cl::Required);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerTranslationCLOptions();
  registerDefaultTimingManagerCLOptions();
  cl::ParseCommandLineOptions(argc, argv, overview);

  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  std::string error;
  std::optional<llvm::Align> alignment = translations[0]->getInputAlignment();
  // openInputFile's buffer is followed by a NUL, as MLIR's text parser needs;
  // the parts --split-input-file makes are NUL-terminated copies.
  std::unique_ptr<llvm::MemoryBuffer> input =
      alignment ? openInputFile(options.inputFile, *alignment, &error)
                : openInputFile(options.inputFile, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return failure();
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(options.outputFile, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return failure();
  }
  SmallVector<const Translation *> chain(translations.begin(),
                                         translations.end());
  auto process = [&](std::unique_ptr<llvm::MemoryBuffer> part,
                     raw_ostream &os) {
    return runChain(options, chain, std::move(part), os, timing);
  };
  if (failed(splitAndProcessBuffer(std::move(input), process, output->os(),
                                   options.splitMarker,
                                   options.outputSplitMarker)))
    return failure();
  output->keep();
  return success();
}

} // namespace stablehlo_tools
