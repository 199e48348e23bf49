//===- stablehlo-opt.cpp - StableHLO/VHLO optimizer driver ----------------===//
//
// Registers the tools' dialects (ToolDialects.h: StableHLO, VHLO and every
// MLIR dialect and extension), the project's passes, MLIR's transform passes
// and the test-only `hlo_test_infer` dialect and `--hlo-test-infer` pass on
// top of MLIR's standard optimizer driver.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo/Transforms/Passes.h"
#include "TestPasses.h"
#include "ToolDialects.h"
// Shared with stablehlo-translate: `-o FILE` is replaced only on success.
#include "MallocTuning.h"
#include "OutputFileGuard.h"

int main(int argc, char **argv) {
  stablehlo_tools::keepFreedMemory();
  stablehlo_tools::hideLlvmIrOptions();
  mlir::registerTransformsPasses();
  mlir::stablehlo::registerPasses();
  mlir::DialectRegistry registry;
  stablehlo_tools::registerToolDialects(registry);
  mlir::hlo_test_infer::registerTestInfer(registry);
  stablehlo_tools::OutputFileGuard output(argc, argv);
  return output.finish(mlir::asMainReturnCode(mlir::MlirOptMain(
      output.argc(), output.argv(), "StableHLO optimizer driver\n", registry)));
}
