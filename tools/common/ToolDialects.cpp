//===- ToolDialects.cpp - Dialects the command-line tools register --------===//

#include "ToolDialects.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace stablehlo_tools {

void registerToolDialects(mlir::DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::stablehlo::StablehloDialect, mlir::vhlo::VhloDialect>();
}

} // namespace stablehlo_tools
