//===- ArtifactCorruptionTest.cpp - damaged artifacts never crash ---------===//
//
// Usage: artifact-corruption-test ARTIFACT [FLIP_STRIDE]
// Deserializes every prefix of ARTIFACT (each must be refused) and copies
// with one byte inverted at every FLIP_STRIDE-th offset (each may be read or
// refused, never crash). Prints the counts; exits 1 if a prefix was accepted.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cstdlib>

#include "llvm/Support/MemoryBuffer.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "stablehlo/Api/Serialization.h"

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s ARTIFACT [FLIP_STRIDE]\n", argv[0]);
    return 2;
  }
  auto buffer = llvm::MemoryBuffer::getFile(argv[1]);
  if (!buffer) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  size_t stride = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 1;
  std::string bytes = (*buffer)->getBuffer().str();

  mlir::MLIRContext context;
  size_t diagnostics = 0;
  mlir::ScopedDiagnosticHandler quiet(&context, [&](mlir::Diagnostic &) {
    ++diagnostics;
    return mlir::success();
  });

  // The whole artifact reads.
  if (!mlir::stablehlo::deserializePortableArtifact(bytes, &context)) {
    std::printf("FAILED: the intact artifact does not deserialize\n");
    return 1;
  }
  size_t accepted = 0;
  for (size_t n = 0; n < bytes.size(); ++n)
    if (mlir::stablehlo::deserializePortableArtifact(llvm::StringRef(bytes.data(), n), &context))
      ++accepted;
  size_t flips = 0, flipsRead = 0;
  for (size_t i = 0; i < bytes.size(); i += stride) {
    std::string damaged = bytes;
    damaged[i] = static_cast<char>(~damaged[i]);
    ++flips;
    if (mlir::stablehlo::deserializePortableArtifact(damaged, &context))
      ++flipsRead;
  }
  std::printf("%zu prefixes refused of %zu, %zu accepted; %zu flipped copies, %zu read, "
              "%zu refused; %zu diagnostics\n",
              bytes.size() - accepted, bytes.size(), accepted, flips, flipsRead,
              flips - flipsRead, diagnostics);
  if (accepted) {
    std::printf("FAILED: a truncated artifact was accepted\n");
    return 1;
  }
  return 0;
}
