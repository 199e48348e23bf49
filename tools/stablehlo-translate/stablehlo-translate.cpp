//===- stablehlo-translate.cpp - portable artifact translations -----------===//
//
//   --serialize --target=X.Y.Z|current [--strip-debuginfo] [--allow-other-dialects]
//   --deserialize [--print-stablehlo-version]
//
//===----------------------------------------------------------------------===//

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

using namespace mlir;

static llvm::cl::opt<std::string> targetOption(
    "target", llvm::cl::desc("Target StableHLO version of the artifact (#.#.# or 'current')"),
    llvm::cl::init(""));
static llvm::cl::opt<bool> stripDebuginfoOption(
    "strip-debuginfo", llvm::cl::desc("Strip locations before serializing"),
    llvm::cl::init(false));
static llvm::cl::opt<bool> allowOtherDialectsOption(
    "allow-other-dialects",
    llvm::cl::desc("Keep ops of other dialects when serializing"), llvm::cl::init(false));
static llvm::cl::opt<bool> printVersionOption(
    "print-stablehlo-version",
    llvm::cl::desc("Print the artifact's StableHLO version before the program"),
    llvm::cl::init(false));

static void registerDialects(DialectRegistry &registry) {
  registry.insert<arith::ArithDialect, func::FuncDialect, shape::ShapeDialect, quant::QuantDialect,
                  stablehlo::StablehloDialect, vhlo::VhloDialect>();
}

int main(int argc, char **argv) {
  TranslateFromMLIRRegistration serialize(
      "serialize", "Write a StableHLO program as a portable artifact",
      [](Operation *op, raw_ostream &os) -> LogicalResult {
        auto module = llvm::dyn_cast<ModuleOp>(op);
        if (!module)
          return op->emitError("expected a builtin.module");
        std::string target = targetOption;
        if (target == "current")
          target = vhlo::Version::getCurrentVersion().toString();
        if (stripDebuginfoOption) {
          PassManager pm(op->getContext());
          pm.addPass(createStripDebugInfoPass());
          if (failed(pm.run(op)))
            return op->emitError("failed to strip debuginfo");
        }
        return stablehlo::serializePortableArtifact(module, target, os,
                                                    allowOtherDialectsOption);
      },
      registerDialects);

  TranslateToMLIRRegistration deserialize(
      "deserialize", "Read a portable artifact into a StableHLO program",
      [](llvm::SourceMgr &sourceMgr, MLIRContext *context) -> OwningOpRef<Operation *> {
        StringRef input = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
        if (printVersionOption) {
          FailureOr<vhlo::Version> version = stablehlo::getPortableArtifactVersion(input);
          if (succeeded(version))
            llvm::outs() << "// Reading portable artifact with StableHLO version: "
                         << version->toString() << "\n";
          else
            llvm::outs() << "// Failed parsing StableHLO version from portable artifact\n";
        }
        OwningOpRef<ModuleOp> module = stablehlo::deserializePortableArtifact(input, context);
        return OwningOpRef<Operation *>(module.release());
      },
      registerDialects);

  return failed(mlirTranslateMain(argc, argv, "StableHLO portable artifact translations"));
}
