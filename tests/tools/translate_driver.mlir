// stablehlo-translate's command line: the flags of MLIR's translation
// driver, on parts of this file (tools/stablehlo-translate/TranslateDriver.h).
//
// --split-input-file translates each part on its own; --output-split-marker
// is written between their outputs.
// RUN: stablehlo-translate --minimum-version --split-input-file --output-split-marker="// ====" %s | FileCheck %s --check-prefix=SPLIT
// SPLIT: minimum version: 0.9.0
// SPLIT: // ====
// SPLIT: minimum version: 1.4.0
// SPLIT: // ====
// SPLIT: minimum version: 0.9.0
//
// Translations given together run one after the other, each on the output of
// the one before: a program serialized and read back.
// RUN: stablehlo-translate --serialize --target=current --deserialize --split-input-file %s | FileCheck %s --check-prefix=CHAIN
// CHAIN: func.func @ranged
// CHAIN: stablehlo.add
// CHAIN: func.func @tan
// CHAIN: stablehlo.tan
//
// --verify-diagnostics checks the expected-* comments (here: the error of
// the second part for 1.0.0) instead of printing them.
// RUN: not stablehlo-translate --serialize --target=1.0.0 --split-input-file %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: warning: 1 source range was written as its start point
// ERRORS: error: failed to legalize operation 'vhlo.tan_v2'
// RUN: stablehlo-translate --serialize --target=1.0.0 --split-input-file --verify-diagnostics=only-expected %s -o /dev/null
//
// --error-diagnostics-only drops the warning of the first part for 1.4.0.
// RUN: stablehlo-translate --serialize --target=1.4.0 --split-input-file %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 1 source range was written as its start point
// RUN: stablehlo-translate --serialize --target=1.4.0 --split-input-file --error-diagnostics-only %s -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: warning

func.func @ranged(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32> loc("x.py":3:1 to 3:9)
  return %0 : tensor<2xf32>
}

// -----

func.func @tan(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{stablehlo.tan was introduced in 1.4.0 and does not exist at target 1.0.0}}
  %0 = stablehlo.tan %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @plain(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}
