//===- SpecCheck.cpp - the stablehlo-check-spec pass ----------------------===//
//
// Runs every op's verifier with the spec's constraints enabled
// (SpecCheckScope), op by op on the calling thread, and keeps going after a
// violation so that one run reports them all.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"
#include "mlir/IR/Operation.h"
#include "mlir/Pass/Pass.h"
#include "stablehlo/Transforms/Passes.h"

namespace mlir {
namespace stablehlo {

#define GEN_PASS_DEF_STABLEHLOCHECKSPECPASS
#include "stablehlo/Transforms/Passes.h.inc"

LogicalResult checkSpec(Operation *root) {
  SpecCheckScope scope;
  bool violated = false;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    std::optional<RegisteredOperationName> info = op->getRegisteredInfo();
    if (!info)
      return;
    // Both halves: an op's own constraints, then those that look into its
    // regions (reducer bodies, branch results).
    if (failed(info->verifyInvariants(op)) ||
        failed(info->verifyRegionInvariants(op)) ||
        failed(checkBoundsOfSpec(op)))
      violated = true;
  });
  return failure(violated);
}

namespace {

struct StablehloCheckSpecPass
    : impl::StablehloCheckSpecPassBase<StablehloCheckSpecPass> {
  void runOnOperation() override {
    if (failed(checkSpec(getOperation())))
      signalPassFailure();
  }
};

} // namespace

} // namespace stablehlo
} // namespace mlir
