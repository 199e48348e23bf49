// With only expandable features, the expander lowers the minimum, and
// serializing there with --compatibility-expander succeeds.
// RUN: stablehlo-translate --minimum-version %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=%minimum_version --compatibility-expander %s -o %t.bc
// RUN: not stablehlo-translate --serialize --target=1.3.0 %s -o %t.bc

// CHECK: minimum version: 1.4.0
// CHECK-NEXT: minimum version with --compatibility-expander: 0.9.0
// CHECK-NEXT: :[[@LINE+3]]:8: needs 1.4.0: stablehlo.tan was introduced in 1.4.0 {{.*}} [the compatibility expander rewrites it]
// CHECK-NOT: needs
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tan %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
