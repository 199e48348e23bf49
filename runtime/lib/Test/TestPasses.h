//===- TestPasses.h - Test-only dialects and passes -------------*- C++ -*-===//
//
// Registration of the test-only `hlo_test_infer` dialect and the
// `--hlo-test-infer` pass, which only stablehlo-opt links.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TEST_TESTPASSES_H
#define STABLEHLO_TEST_TESTPASSES_H

namespace mlir {
class DialectRegistry;

namespace hlo_test_infer {

/// Adds the `hlo_test_infer` dialect to `registry` and registers the
/// `--hlo-test-infer` pass.
void registerTestInfer(DialectRegistry &registry);

} // namespace hlo_test_infer
} // namespace mlir

#endif // STABLEHLO_TEST_TESTPASSES_H
