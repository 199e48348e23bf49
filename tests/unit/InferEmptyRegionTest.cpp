//===- InferEmptyRegionTest.cpp - if/case shape functions on empty regions ===//
//
// Generated builders create if/case without their regions, so the shape
// functions must refuse empty regions themselves; the parser never produces
// such ops, so this is checked here, from C++. Exits 1 on a failed check.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <string>

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Region.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

using namespace mlir;

int main() {
  MLIRContext context;
  context.loadDialect<stablehlo::StablehloDialect>();
  std::string message;
  ScopedDiagnosticHandler capture(&context, [&](Diagnostic &d) {
    message = d.str();
    return success();
  });
  Location loc = UnknownLoc::get(&context);
  int failures = 0;
  auto expect = [&](bool ok, const char *what) {
    if (!ok) {
      std::printf("FAILED: %s (last diagnostic: %s)\n", what, message.c_str());
      ++failures;
    }
  };

  Region trueBranch, falseBranch;
  SmallVector<Type> inferred;
  expect(failed(stablehlo::inferIfOp(loc, trueBranch, falseBranch, inferred)),
         "if with empty regions is refused");
  expect(message.find("true_branch must have a terminated block") !=
             std::string::npos,
         "the if diagnostic names true_branch");

  Region branch;
  SmallVector<Region *> one = {&branch};
  expect(failed(stablehlo::inferCaseOp(loc, RegionRange(one), inferred)),
         "case with an empty branch is refused");
  expect(message.find("branches[0] must have a terminated block") !=
             std::string::npos,
         "the case diagnostic names branches[0]");

  expect(failed(stablehlo::inferCaseOp(loc, RegionRange(), inferred)),
         "case without branches is refused");
  expect(message.find("(C1) expect at least one branch") != std::string::npos,
         "the case diagnostic cites (C1)");

  std::printf("%s\n", failures ? "empty-region tests FAILED"
                               : "empty-region tests passed");
  return failures ? 1 : 0;
}
