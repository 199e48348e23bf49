//===- StablehloBytecodeFuzzer.cpp - fuzz plain StableHLO bytecode --------===//
//
// Input: plain MLIR bytecode of a StableHLO program (`.mlirbc`, as
// `stablehlo-opt --emit-bytecode` or jaxlib write it; not a portable
// artifact): StableHLO's own attribute and type encoding
// (schema/stablehlo_bytecode.yaml, StablehloBytecode.cpp), the builtin and
// func dialects' and those of any other dialect the tools register.
//
// The input is read as stablehlo-opt and stablehlo-translate read bytecode,
// in a context with the tools' dialects (ToolDialects.h: StableHLO, VHLO,
// sdy and every MLIR dialect, loaded on demand): readNewerBuiltinTypes, then
// checkBytecodeStructure on the bytes, then MLIR's bytecode reader with the
// parser's verification, then checkAttributeNesting on what was read. Input
// that does not start like bytecode, or that any of these refuses, is skipped:
// refusing damaged bytecode with an error is the wanted behaviour.
//
// The harness is about StableHLO's encoding, so MLIR's reader gets the
// guards the tools give it for the entries of other dialects
// (guardPlainBytecodeReading but for StableHLO's entries):
// checkBuiltinEntries (MLIR's builtin reader trusts its list counts and
// blob sizes), VHLO's read budget and a budget of 4096 + 64 reads per input
// byte for the entries of every dialect but StableHLO (MLIR's reader retries
// entries that refer to each other in a cycle forever). StableHLO's entries
// get no budget from outside: whether StableHLO's reader bounds its own work
// is part of what is fuzzed, and a cycle of StableHLO entries shows as a
// hang.
//
// A program that is read is printed (pretty form, and generic form with
// locations), written as bytecode again (BytecodeWriterConfig's defaults, as
// `--emit-bytecode` writes it) and read back the same way in a fresh
// context. That round trip must succeed and print the very same texts; the
// bytecode it writes must pass checkBytecodeStructure, and writing the
// program read back must give the same bytes again. Anything else is a
// finding: it aborts with the texts or bytes that differ.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "ToolDialects.h"
#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeReaderConfig.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/InputChecks.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {

const DialectRegistry &toolRegistry() {
  static const DialectRegistry *r = [] {
    auto *reg = new DialectRegistry();
    stablehlo_tools::registerToolDialects(*reg);
    return reg;
  }();
  return *r;
}

/// A context for one read, with its diagnostics collected (not printed:
/// refusing damaged input is fine; they are shown with a finding).
struct ToolContext {
  MLIRContext context{toolRegistry(), MLIRContext::Threading::DISABLED};
  std::string diagnostics;
  ScopedDiagnosticHandler collect{&context, [this](Diagnostic &d) {
                                    diagnostics += d.str() + "\n";
                                    return success();
                                  }};
};

/// Fails MLIR's reader once entries of dialects other than StableHLO and
/// VHLO were read more than `budget` times (limitBytecodeEntryReads, less
/// StableHLO's entries).
void limitOtherDialectsEntryReads(ParserConfig &config, uint64_t budget) {
  auto reads = std::make_shared<uint64_t>(0);
  auto count = [reads, budget](DialectBytecodeReader &reader,
                               llvm::StringRef dialect) {
    if (dialect == "stablehlo" || dialect == "vhlo" || ++*reads <= budget)
      return success();
    if (*reads == budget + 1)
      reader.emitError() << "more than " << budget
                         << " reads of entries of dialects other "
                         << "than StableHLO and VHLO";
    return failure();
  };
  BytecodeReaderConfig &readerConfig = config.getBytecodeReaderConfig();
  readerConfig.attachAttributeCallback(
      [count](DialectBytecodeReader &reader, llvm::StringRef dialect,
              Attribute &) { return count(reader, dialect); });
  readerConfig.attachTypeCallback(
      [count](DialectBytecodeReader &reader, llvm::StringRef dialect, Type &) {
        return count(reader, dialect);
      });
}

/// Reads `bytes` as the tools read bytecode, with the guards above; null if
/// any step refuses it. `why` gets the reason.
OwningOpRef<ModuleOp> readAsTools(llvm::StringRef bytes, ToolContext &tc,
                                  std::string &why) {
  if (!bytes.starts_with("ML\xEFR")) {
    why = "not MLIR bytecode";
    return nullptr;
  }
  // Entries a newer MLIR wrote for tf32 and the float8/6/4 types become
  // text entries first, as in the tools.
  std::unique_ptr<llvm::MemoryBuffer> readable =
      stablehlo::readNewerBuiltinTypes(bytes, "input");
  if (readable)
    bytes = readable->getBuffer();
  // The structure check and MLIR's reader see the very same buffer (section
  // padding depends on its address).
  if (failed(stablehlo::checkBytecodeStructure(bytes, why)))
    return nullptr;
  uint64_t budget = stablehlo::bytecodeReadBudget(bytes.size());
  ParserConfig config(&tc.context);
  // The budget first: MLIR's reader runs the callbacks in order, and
  // checkBuiltinEntries reads nested entries (a symbol reference's root),
  // which would recurse through a cycle before a later callback counted it.
  limitOtherDialectsEntryReads(config, budget);
  stablehlo::checkBuiltinEntries(config, bytes.size());
  vhlo::setBytecodeReadBudget(&tc.context, budget);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(bytes, config);
  vhlo::setBytecodeReadBudget(&tc.context, UINT64_MAX);
  if (!module) {
    why = "MLIR's bytecode reader refused it:\n" + tc.diagnostics;
    return nullptr;
  }
  if (failed(stablehlo::checkAttributeNesting(*module, why)))
    return nullptr;
  return module;
}

std::string print(ModuleOp module, bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm().enableDebugInfo(/*enable=*/true,
                                               /*prettyForm=*/false);
  module->print(os, flags);
  return text;
}

std::string hex(llvm::StringRef bytes) {
  std::string out;
  for (unsigned char c : bytes) {
    static const char digits[] = "0123456789abcdef";
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

[[noreturn]] void finding(const std::string &what, const std::string &first,
                          const std::string &second) {
  std::fprintf(stderr, "FINDING: %s\n== first:\n%s\n== second:\n%s\n",
               what.c_str(), first.c_str(), second.c_str());
  std::abort();
}

/// Writes `module` as bytecode with the defaults `--emit-bytecode` uses.
std::string write(ModuleOp module, const std::string &generic) {
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(writeBytecodeToFile(module, os, BytecodeWriterConfig())))
    finding("a program read from bytecode could not be written as bytecode",
            generic, "");
  os.flush();
  return bytes;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef input(reinterpret_cast<const char *>(data), size);
  std::string pretty, generic, written;
  {
    ToolContext tc;
    std::string why;
    OwningOpRef<ModuleOp> program = readAsTools(input, tc, why);
    if (!program)
      return 0;
    pretty = print(*program, /*generic=*/false);
    generic = print(*program, /*generic=*/true);
    written = write(*program, generic);
  }

  ToolContext tc;
  std::string why;
  OwningOpRef<ModuleOp> again = readAsTools(written, tc, why);
  if (!again)
    finding("the bytecode written for a program read from bytecode is refused "
            "when read "
            "back: " +
                why,
            generic, "bytes written: " + hex(written));
  std::string genericAgain = print(*again, /*generic=*/true);
  if (genericAgain != generic)
    finding("the generic form (with locations) prints differently after a "
            "bytecode round trip",
            generic, genericAgain);
  std::string prettyAgain = print(*again, /*generic=*/false);
  if (prettyAgain != pretty)
    finding("the pretty form prints differently after a bytecode round trip",
            pretty, prettyAgain);
  std::string writtenAgain = write(*again, genericAgain);
  if (writtenAgain != written)
    finding("the program read back is written as different bytecode",
            generic + "\nbytes written: " + hex(written),
            "bytes written again: " + hex(writtenAgain));
  return 0;
}
