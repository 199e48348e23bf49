//===- stablehlo-lsp-server.cpp - Language server for StableHLO files -----===//
//
// MLIR's language server with the dialects of stablehlo-opt (ToolDialects.h),
// so that editors get diagnostics, hover, go-to-definition and completion on
// files holding StableHLO, VHLO and other MLIR dialects. It speaks the
// Language Server Protocol over stdin/stdout.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LLVM.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "ToolDialects.h"

int main(int argc, char **argv) {
  stablehlo_tools::hideLlvmIrOptions();
  mlir::DialectRegistry registry;
  stablehlo_tools::registerToolDialects(registry);
  return mlir::succeeded(mlir::MlirLspServerMain(argc, argv, registry)) ? 0 : 1;
}
