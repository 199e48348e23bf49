//===- Passes.cpp - the passes of the three conversions -------------------===//

#include "stablehlo/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace mlir {
namespace stablehlo {

#define GEN_PASS_DEF_STABLEHLOLEGALIZETOVHLOPASS
#define GEN_PASS_DEF_VHLOTOVERSIONPASS
#define GEN_PASS_DEF_VHLOLEGALIZETOSTABLEHLOPASS
#define GEN_PASS_REGISTRATION
#include "stablehlo/Transforms/Passes.h.inc"

namespace {

struct StablehloLegalizeToVhloPass
    : impl::StablehloLegalizeToVhloPassBase<StablehloLegalizeToVhloPass> {
  using StablehloLegalizeToVhloPassBase::StablehloLegalizeToVhloPassBase;
  void runOnOperation() override {
    if (failed(legalizeStablehloToVhlo(getOperation(), allowOtherDialects)))
      signalPassFailure();
  }
};

struct VhloToVersionPass : impl::VhloToVersionPassBase<VhloToVersionPass> {
  using VhloToVersionPassBase::VhloToVersionPassBase;
  void runOnOperation() override {
    FailureOr<vhlo::Version> version =
        parseTargetVersion(target, getOperation()->getLoc());
    if (failed(version) ||
        failed(convertVhloToVersion(getOperation(), *version)))
      signalPassFailure();
  }
};

struct VhloLegalizeToStablehloPass
    : impl::VhloLegalizeToStablehloPassBase<VhloLegalizeToStablehloPass> {
  void runOnOperation() override {
    if (failed(legalizeVhloToStablehlo(getOperation())))
      signalPassFailure();
  }
};

} // namespace

void createStablehloDeserializePipeline(OpPassManager &pm) {
  pm.addPass(
      createVhloToVersionPass({vhlo::Version::getCurrentVersion().toString()}));
  pm.addPass(createVhloLegalizeToStablehloPass());
}

void registerPasses() {
  // Upstream's name and description, as `--help` and `--pass-pipeline` see
  // them.
  PassPipelineRegistration<>("stablehlo-deserialize",
                             "Run an example pipeline.",
                             createStablehloDeserializePipeline);
  registerStablehloPasses();
}

} // namespace stablehlo
} // namespace mlir
