// portable-roundtrip PROGRAM.mlir TARGET [ARTIFACT_OUT]
//
// Serializes a StableHLO program as a portable artifact for TARGET (and
// writes it to ARTIFACT_OUT when given), reports the artifact's version and
// size, reads it back and prints the program.
// Exits non-zero, with the diagnostics, when either step fails.

#include <iostream>
#include <string>

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/PortableApi.h"
#include "stablehlo/Api/Serialization.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    std::cerr << "usage: " << argv[0]
              << " PROGRAM.mlir TARGET [ARTIFACT_OUT]\n";
    return 2;
  }
  auto file = llvm::MemoryBuffer::getFile(argv[1]);
  if (!file) {
    std::cerr << "cannot read " << argv[1] << "\n";
    return 2;
  }

  // The string API: a context of its own, diagnostics returned.
  std::string artifact, diagnostics;
  llvm::raw_string_ostream os(artifact);
  if (mlir::failed(mlir::stablehlo::serializePortableArtifactFromString(
          (*file)->getBuffer(), argv[2], os, &diagnostics))) {
    std::cerr << "serialization failed:\n" << diagnostics;
    return 1;
  }
  if (argc == 4) {
    std::error_code error;
    llvm::raw_fd_ostream out(argv[3], error);
    if (error) {
      std::cerr << "cannot write " << argv[3] << ": " << error.message()
                << "\n";
      return 2;
    }
    out << artifact;
  }
  auto version = mlir::stablehlo::getPortableArtifactVersionString(artifact);
  std::cout << "artifact: " << artifact.size() << " bytes, StableHLO "
            << (mlir::succeeded(version) ? *version : std::string("?")) << "\n";

  // The module API: read the artifact into a context of our own.
  mlir::DialectRegistry registry;
  mlir::stablehlo::registerPortableDialects(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::stablehlo::deserializePortableArtifact(artifact, &context);
  if (!module)
    return 1;
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}
