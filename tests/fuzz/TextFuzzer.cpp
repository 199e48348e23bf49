//===- TextFuzzer.cpp - fuzz the textual syntax: parse, print, parse ------===//
//
// Input: MLIR text (StableHLO, VHLO, func and the other dialects the
// serialization API reads). Text that does not parse and verify is skipped;
// text nested deeper than the readers accept (checkTextNesting: MLIR's
// parser recurses once per bracket) is skipped too. Otherwise the program is
// printed in its pretty form (StableHLO's and VHLO's custom parsers and
// printers: op forms, attribute and type syntax) and in the generic form;
// each printed text must parse and verify again, and print again to the very
// same text. A printed form that does not parse back, parses to a program
// that does not verify, or prints differently the second time is a finding:
// it aborts.
//
// One exemption, which upstream shares: a reduce or reduce_window with an odd
// operand count (accepted, its accessors split the list as upstream's do)
// has no pretty form that parses back, so only its generic form is checked.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "FuzzCommon.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/InputChecks.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {

std::string print(ModuleOp module, bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  module->print(os, flags);
  return text;
}

[[noreturn]] void finding(const char *what, const std::string &first,
                          const std::string &second) {
  std::fprintf(stderr,
               "FINDING: %s\n== first print:\n%s\n== second print:\n%s\n", what,
               first.c_str(), second.c_str());
  std::abort();
}

/// Printed text -> parse -> print must give the same text.
void roundTrip(const std::string &printed, bool generic) {
  stablehlo_fuzz::FuzzContext fc;
  std::string diagnostics;
  ScopedDiagnosticHandler collect(&fc.context, [&](Diagnostic &d) {
    diagnostics += d.str() + "\n";
    return success();
  });
  OwningOpRef<ModuleOp> again =
      parseSourceString<ModuleOp>(printed, ParserConfig(&fc.context));
  if (!again)
    finding(generic ? "the generic form printed does not parse and verify"
                    : "the pretty form printed does not parse and verify",
            printed, diagnostics);
  std::string reprinted = print(*again, generic);
  if (reprinted != printed)
    finding(generic ? "the generic form prints differently after a round trip"
                    : "the pretty form prints differently after a round trip",
            printed, reprinted);
}

/// A reduce or reduce_window whose operands do not split into inputs and
/// init values of equal count: its pretty form does not parse back.
bool hasUnevenReduction(ModuleOp module) {
  bool uneven = false;
  module->walk([&](Operation *op) {
    StringRef name = op->getName().getStringRef();
    if ((name == "stablehlo.reduce" || name == "stablehlo.reduce_window") &&
        op->getNumOperands() % 2 != 0)
      uneven = true;
  });
  return uneven;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // MLIR's text lexer needs the NUL after the buffer (std::string has one).
  std::string text(reinterpret_cast<const char *>(data), size);
  std::string why;
  if (failed(stablehlo::checkTextNesting(text, why)))
    return 0;
  std::string pretty, generic;
  bool checkPretty = true;
  {
    stablehlo_fuzz::FuzzContext fc;
    OwningOpRef<ModuleOp> program =
        parseSourceString<ModuleOp>(text, ParserConfig(&fc.context));
    if (!program)
      return 0;
    checkPretty = !hasUnevenReduction(*program);
    pretty = print(*program, /*generic=*/false);
    generic = print(*program, /*generic=*/true);
  }
  if (checkPretty)
    roundTrip(pretty, /*generic=*/false);
  roundTrip(generic, /*generic=*/true);
  return 0;
}
