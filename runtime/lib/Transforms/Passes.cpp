//===- Passes.cpp - pass wrappers of the three conversions ----------------===//

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Transforms/Passes.h"

namespace mlir {
namespace stablehlo {
namespace {

struct LegalizeToVhloPass
    : public PassWrapper<LegalizeToVhloPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LegalizeToVhloPass)
  LegalizeToVhloPass() = default;
  LegalizeToVhloPass(const LegalizeToVhloPass &other) : PassWrapper(other) {}
  explicit LegalizeToVhloPass(bool allow) { allowOtherDialects = allow; }
  StringRef getArgument() const override { return "stablehlo-legalize-to-vhlo"; }
  StringRef getDescription() const override {
    return "Legalize StableHLO and func ops to VHLO at the current version";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vhlo::VhloDialect>();
  }
  void runOnOperation() override {
    if (failed(legalizeStablehloToVhlo(getOperation(), allowOtherDialects)))
      signalPassFailure();
  }
  Option<bool> allowOtherDialects{
      *this, "allow-other-dialects",
      llvm::cl::desc("Keep ops, types and attributes of other dialects as they are"),
      llvm::cl::init(false)};
};

struct VhloToVersionPass
    : public PassWrapper<VhloToVersionPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VhloToVersionPass)
  VhloToVersionPass() = default;
  VhloToVersionPass(const VhloToVersionPass &other) : PassWrapper(other) {}
  explicit VhloToVersionPass(std::string t) { target = std::move(t); }
  StringRef getArgument() const override { return "vhlo-to-version"; }
  StringRef getDescription() const override {
    return "Convert VHLO ops to the versions of a target StableHLO release";
  }
  // Diagnostics show attributes and types in their StableHLO form.
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<StablehloDialect, shape::ShapeDialect>();
  }
  void runOnOperation() override {
    FailureOr<vhlo::Version> version =
        parseTargetVersion(target, getOperation()->getLoc());
    if (failed(version) || failed(convertVhloToVersion(getOperation(), *version)))
      signalPassFailure();
  }
  Option<std::string> target{*this, "target",
                             llvm::cl::desc("Target version (#.#.# or 'current')"),
                             llvm::cl::init("")};
};

struct LegalizeToStablehloPass
    : public PassWrapper<LegalizeToStablehloPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LegalizeToStablehloPass)
  StringRef getArgument() const override { return "vhlo-legalize-to-stablehlo"; }
  StringRef getDescription() const override {
    return "Legalize VHLO at the current version to StableHLO and func ops";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<StablehloDialect, func::FuncDialect, shape::ShapeDialect>();
  }
  void runOnOperation() override {
    if (failed(legalizeVhloToStablehlo(getOperation())))
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> createStablehloLegalizeToVhloPass(bool allowOtherDialects) {
  return std::make_unique<LegalizeToVhloPass>(allowOtherDialects);
}
std::unique_ptr<Pass> createVhloToVersionPass(std::string target) {
  return std::make_unique<VhloToVersionPass>(std::move(target));
}
std::unique_ptr<Pass> createVhloLegalizeToStablehloPass() {
  return std::make_unique<LegalizeToStablehloPass>();
}

void createStablehloDeserializePipeline(OpPassManager &pm) {
  pm.addPass(createVhloToVersionPass(vhlo::Version::getCurrentVersion().toString()));
  pm.addPass(createVhloLegalizeToStablehloPass());
}

void registerPasses() {
  // Upstream's name and description, as `--help` and `--pass-pipeline` see them.
  PassPipelineRegistration<>("stablehlo-deserialize", "Run an example pipeline.",
                             createStablehloDeserializePipeline);
  PassRegistration<LegalizeToVhloPass>();
  PassRegistration<VhloToVersionPass>();
  PassRegistration<LegalizeToStablehloPass>();
  registerCompatibilityExpanderPass();
  registerPass(createStablehloCheckSpecPass);
}

} // namespace stablehlo
} // namespace mlir
