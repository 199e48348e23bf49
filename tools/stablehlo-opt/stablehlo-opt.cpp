//===- stablehlo-opt.cpp - StableHLO/VHLO optimizer driver ----------------===//
//
// Registers the StableHLO and VHLO dialects, the func dialect, the
// project's passes and the test-only `hlo_test_infer` dialect and
// `--hlo-test-infer` pass on top of MLIR's standard optimizer driver.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Transforms/Passes.h"
#include "TestPasses.h"
// Shared with stablehlo-translate: `-o FILE` is replaced only on success.
#include "../stablehlo-translate/OutputFileGuard.h"

int main(int argc, char **argv) {
  mlir::registerTransformsPasses();
  mlir::stablehlo::registerPasses();
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect, mlir::shape::ShapeDialect, mlir::quant::QuantDialect,
                  mlir::stablehlo::StablehloDialect,
                  mlir::vhlo::VhloDialect>();
  mlir::hlo_test_infer::registerTestInfer(registry);
  stablehlo_tools::OutputFileGuard output(argc, argv);
  return output.finish(mlir::asMainReturnCode(mlir::MlirOptMain(
      output.argc(), output.argv(), "StableHLO optimizer driver\n", registry)));
}
