//===- WriterFuzzer.cpp - fuzz serialize -> deserialize round trips -------===//
//
// Input: one selector byte, then the text of a StableHLO program. The
// selector picks the target: with N minor releases 0.9.0 ... 0.20.0, 1.0.0
// ... up to the current minor (Version.h), byte % (N + 1) indexes them and N
// means the current version (tests/fuzz/make_seeds.py counts the same way).
// Text that does not parse and verify is skipped, as is a program the target
// is too old for (serialization refuses it with an error). Otherwise the
// program, with debug info stripped, is serialized, read back into the same
// context and compared with what was written by areEquivalentPrograms
// (stablehlo/Api/ProgramEquivalence.h): op by op, names, attributes
// (inherent and discardable; an inherent attribute holding the op's default
// equals its absence), properties, result and block argument types,
// locations, the SSA use-def structure and successors. An artifact we
// wrote that we cannot read, or that reads back as a different program, is
// silent data loss: it aborts.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "FuzzCommon.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/ProgramEquivalence.h"
#include "stablehlo/Api/Serialization.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {

vhlo::Version pickTarget(uint8_t selector) {
  static const std::vector<vhlo::Version> releases = [] {
    std::vector<vhlo::Version> v;
    for (int64_t minor = 9; minor <= 20; ++minor)
      v.emplace_back(0, minor, 0);
    vhlo::Version current = vhlo::Version::getCurrentVersion();
    for (int64_t minor = 0; minor <= current.getMinor(); ++minor)
      v.emplace_back(1, minor, 0);
    v.push_back(current);
    return v;
  }();
  return releases[selector % releases.size()];
}

void stripDebugInfo(Operation *root) {
  Location unknown = UnknownLoc::get(root->getContext());
  root->walk([&](Operation *op) {
    op->setLoc(unknown);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setLoc(unknown);
  });
}

[[noreturn]] void finding(const char *what, ModuleOp written, ModuleOp readBack,
                          const std::string &target) {
  llvm::errs() << "FINDING (target " << target << "): " << what
               << "\n== written:\n";
  written->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
  if (readBack) {
    llvm::errs() << "\n== read back:\n";
    readBack->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
  }
  llvm::errs() << "\n";
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  std::string target = pickTarget(data[0]).toString();
  // MLIR's text lexer needs the NUL after the buffer (std::string has one).
  std::string text(reinterpret_cast<const char *>(data) + 1, size - 1);

  stablehlo_fuzz::FuzzContext fc;
  OwningOpRef<ModuleOp> program =
      parseSourceString<ModuleOp>(text, ParserConfig(&fc.context));
  if (!program)
    return 0;
  stripDebugInfo(*program);
  OwningOpRef<ModuleOp> written = program->clone();

  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(stablehlo::serializePortableArtifact(*program, target, os)))
    return 0;
  os.flush();

  OwningOpRef<ModuleOp> readBack =
      stablehlo::deserializePortableArtifact(bytes, &fc.context);
  if (!readBack)
    finding("an artifact we wrote cannot be read back", *written, nullptr,
            target);
  if (failed(verify(*readBack)))
    finding("the program read back does not verify", *written, *readBack,
            target);
  stablehlo::ProgramDifference difference;
  if (!stablehlo::areEquivalentPrograms(*written, *readBack,
                                        /*ignoreLocations=*/false, &difference))
    finding(("the program read back differs: " + difference.why).c_str(),
            *written, *readBack, target);
  return 0;
}
