//===- ToolDialects.h - Dialects the command-line tools register ----------===//
//
// stablehlo-opt, stablehlo-translate and stablehlo-lsp-server register the
// same dialects: StableHLO and VHLO, and every MLIR dialect and extension,
// so that programs mixing StableHLO with scf, tensor, shape, sparse_tensor,
// math, cf, ... parse in all of them.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TOOLS_TOOLDIALECTS_H
#define STABLEHLO_TOOLS_TOOLDIALECTS_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace stablehlo_tools {

/// Inserts the StableHLO and VHLO dialects, all of MLIR's dialects and all
/// of MLIR's dialect extensions into `registry`.
void registerToolDialects(mlir::DialectRegistry &registry);

/// Hides the command-line options that LLVM's IR libraries (linked in for
/// the LLVM dialect) register, and, when LLVM is loaded as one shared
/// library, those of every LLVM component it holds, so that `--help` lists
/// the tool's own options and MLIR's. Call it at the start of main(), before
/// options are parsed.
void hideLlvmIrOptions();

} // namespace stablehlo_tools

#endif // STABLEHLO_TOOLS_TOOLDIALECTS_H
