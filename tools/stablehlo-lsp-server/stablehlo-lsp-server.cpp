//===- stablehlo-lsp-server.cpp - Language server for StableHLO files -----===//
//
// MLIR's language server with the dialects of stablehlo-opt (ToolDialects.h),
// so that editors get diagnostics, hover, go-to-definition and completion on
// files holding StableHLO, VHLO and other MLIR dialects. It speaks the
// Language Server Protocol over stdin/stdout.
//
// MLIR's parser recurses once per level of nesting (regions, brackets) and
// the server parses every file an editor opens, with no hook to check it
// first: on the main thread's 8 MB stack, 10,000 nested regions or 30,000
// nested tuple types crashed the server. It runs on a thread whose stack is
// 1 GB (address space, used only as deep as a file nests), which takes
// nesting about 128 times deeper.
//
//===----------------------------------------------------------------------===//

#include "ToolDialects.h"
#include "ToolMains.h"
#include "ToolVersion.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LLVM.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "llvm/Support/thread.h"

int stablehlo_tools::lspServerToolMain(int argc, char **argv) {
  stablehlo_tools::hideLlvmIrOptions();
  stablehlo_tools::setVersionPrinter();
  mlir::DialectRegistry registry;
  stablehlo_tools::registerToolDialects(registry);
  constexpr unsigned kServerStackBytes = 1u << 30;
  int result = 1;
  llvm::thread server(std::optional<unsigned>(kServerStackBytes), [&] {
    result =
        mlir::succeeded(mlir::MlirLspServerMain(argc, argv, registry)) ? 0 : 1;
  });
  server.join();
  return result;
}
