//===- TranslateDriver.h - stablehlo-translate's command line -*- C++ -*-===//
//
// The driver of stablehlo-translate: MLIR's translation flags (the registered
// translations, -o, --split-input-file, --output-split-marker,
// --verify-diagnostics, --error-diagnostics-only,
// --allow-unregistered-dialect, and the printer, context and timing options)
// with the behaviour of mlirTranslateMain, except that the input file is
// handed to the translation as read. MLIR 22's mlirTranslateMain copies
// every input that it does not find NUL-terminated, and it looks for the NUL
// inside the buffer, not after it, so it copies every file: 6 MB of fresh
// memory for a 100k-op program, about a tenth of a serialization's time.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TOOLS_TRANSLATEDRIVER_H
#define STABLEHLO_TOOLS_TRANSLATEDRIVER_H

#include "mlir/Support/LLVM.h"

namespace stablehlo_tools {

/// Parses the command line and runs the requested translations on the
/// input; fails if an input, output or translation failed.
mlir::LogicalResult translateMain(int argc, char **argv,
                                  llvm::StringRef overview);

} // namespace stablehlo_tools

#endif // STABLEHLO_TOOLS_TRANSLATEDRIVER_H
