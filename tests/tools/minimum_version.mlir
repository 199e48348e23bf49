// stablehlo-translate --minimum-version: the lowest target that accepts the
// program, without and with the compatibility expander, and per op the
// feature that sets it.
// RUN: printf '\n' > %t.empty.mlir
// RUN: stablehlo-translate --minimum-version %s | FileCheck %s
// RUN: stablehlo-translate --minimum-version %S/Inputs/minimum_version_plain.mlir | FileCheck %s --check-prefix=PLAIN
// RUN: not stablehlo-translate --minimum-version %t.empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not stablehlo-translate --minimum-version %S/Inputs/minimum_version_mixed.mlir 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: stablehlo-translate --minimum-version --allow-other-dialects %S/Inputs/minimum_version_mixed.mlir | FileCheck %s --check-prefix=PLAIN
// The answer is right: the program serializes at the minimum and not below.
// RUN: stablehlo-translate --serialize --target=1.9.0 %s -o %t.bc
// RUN: not stablehlo-translate --serialize --target=1.8.0 --compatibility-expander %s -o %t.bc

// CHECK: minimum version: 1.9.0
// CHECK-NEXT: minimum version with --compatibility-expander: 1.9.0
// CHECK-NEXT: minimum_version.mlir:[[@LINE+9]]:8: needs 1.4.0: stablehlo.tan was introduced in 1.4.0 and does not exist at target 0.9.0 [the compatibility expander rewrites it]
// CHECK-NEXT: minimum_version.mlir:[[@LINE+9]]:8: needs 1.9.0: stablehlo.exponential: attribute 'result_accuracy' = {{.*}} is not its default, which needs 1.9.0 (vhlo.exponential_v2){{$}}
// CHECK-NOT: needs
// PLAIN: minimum version: 0.9.0
// PLAIN-NEXT: minimum version with --compatibility-expander: 0.9.0
// PLAIN-NOT: needs
// EMPTY: error: failed to find the minimum version: the input holds no operations
// MIXED: error: failed to find the minimum version: the program could not be converted to VHLO
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.tan %a : tensor<2xf32>
  %1 = stablehlo.exponential %b {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  %2 = stablehlo.add %0, %1 : tensor<2xf32>
  return %2, %0 : tensor<2xf32>, tensor<2xf32>
}
