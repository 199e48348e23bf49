//===- ReaderFuzzer.cpp - fuzz the portable artifact reader ---------------===//
//
// Input: artifact bytes. Reads the producer's version and deserializes; a
// program that is read back must verify. Refusing the input is fine; a
// crash, hang, leak or sanitizer report is a finding, and so is an accepted
// artifact whose StableHLO program does not verify (the reader handed back
// invalid IR instead of an error), which aborts.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "FuzzCommon.h"
#include "mlir/IR/Verifier.h"
#include "stablehlo/Api/Serialization.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef input(reinterpret_cast<const char *>(data), size);
  (void)mlir::stablehlo::getPortableArtifactVersion(input);

  stablehlo_fuzz::FuzzContext fc;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::stablehlo::deserializePortableArtifact(input, &fc.context);
  if (!module)
    return 0;
  if (mlir::failed(mlir::verify(*module))) {
    std::fprintf(
        stderr,
        "FINDING: the reader accepted the artifact but its program does "
        "not verify\n");
    module->getOperation()->print(llvm::errs(),
                                  mlir::OpPrintingFlags().printGenericOpForm());
    llvm::errs() << "\n";
    std::abort();
  }
  return 0;
}
