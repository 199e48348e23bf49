//===- ShapeFunctionInputsTest.cpp - shape functions on unchecked inputs --===//
//
// The shape functions are public (StablehloTypeInference.h) and a caller may
// pass attribute values the op's own constraints would have refused (the
// interfaces check them first; a direct call does not). Those they index or
// divide by are refused with an error: set_dimension_size's dimension, which
// indexes the operand's shape, and convolution's group counts, which divide
// sizes (next to the same convolution with valid counts, which must
// succeed).
//
// Prints one line per case; exits 1 on the first wrong outcome.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <string>

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

using namespace mlir;
using namespace mlir::stablehlo;

namespace {

int failures = 0;

/// Checks that `result` is a failure whose diagnostics contain `expected`,
/// or a success when `expected` is empty.
void expect(const char *name, LogicalResult result,
            const std::string &diagnostics, const std::string &expected) {
  bool ok = expected.empty() ? succeeded(result)
                             : failed(result) && diagnostics.find(expected) !=
                                                     std::string::npos;
  std::printf("%s: %s\n", ok ? "ok" : "FAILED", name);
  if (!ok) {
    std::printf("  expected %s, got %s: %s\n",
                expected.empty() ? "success"
                                 : ("an error with '" + expected + "'").c_str(),
                succeeded(result) ? "success" : "failure", diagnostics.c_str());
    ++failures;
  }
}

} // namespace

int main() {
  MLIRContext context;
  context.loadDialect<StablehloDialect>();
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    diagnostics += d.str() + "\n";
    return success();
  });
  Builder b(&context);
  Location loc = b.getUnknownLoc();

  // set_dimension_size: dimension -1 of a rank-2 operand. (The size operand
  // is not looked at before the dimension is checked.)
  auto operand = RankedTensorType::get({4, 2}, b.getF32Type());
  for (auto [name, dimension, expected] :
       {std::make_tuple(
            "set_dimension_size dimension = -1", int64_t(-1),
            std::string(
                "requires non-negative dimension attribute; found (-1)")),
        std::make_tuple(
            "set_dimension_size dimension = INT64_MIN", INT64_MIN,
            std::string("requires non-negative dimension attribute; found "
                        "(-9223372036854775808)"))}) {
    diagnostics.clear();
    SmallVector<Type> inferred;
    expect(name,
           inferSetDimensionSizeOp(loc, operand, Value(), dimension, inferred),
           diagnostics, expected);
  }

  // convolution [b, 0, f]x[0, i, o]->[b, 0, f] of 1x8x1 by 3x1x1.
  auto lhs = RankedTensorType::get({1, 8, 1}, b.getF32Type());
  auto rhs = RankedTensorType::get({3, 1, 1}, b.getF32Type());
  auto dims = ConvDimensionNumbersAttr::get(&context, /*inputBatchDimension=*/0,
                                            /*inputFeatureDimension=*/2, {1}, 1,
                                            2, {0}, 0, 2, {1});
  for (auto [name, featureGroups, batchGroups, expected] :
       {std::make_tuple("convolution with group counts 1", int64_t(1),
                        int64_t(1), std::string()),
        std::make_tuple(
            "convolution feature_group_count = 0", int64_t(0), int64_t(1),
            std::string("(C21) feature_group_count (0) must be positive")),
        std::make_tuple(
            "convolution batch_group_count = -1", int64_t(1), int64_t(-1),
            std::string("(C22) batch_group_count (-1) must be positive"))}) {
    diagnostics.clear();
    SmallVector<ShapedTypeComponents> inferred;
    expect(name,
           inferConvolutionOp(loc, lhs, rhs, ConvolutionWindow(), dims,
                              featureGroups, batchGroups, std::nullopt,
                              inferred),
           diagnostics, expected);
  }

  std::printf("%s\n", failures ? "shape function input tests FAILED"
                               : "shape function input tests passed");
  return failures ? 1 : 0;
}
