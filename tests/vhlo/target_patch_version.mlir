// A target with a patch number is decided by its minor release (no feature is
// introduced at a patch version), and the refusal names the target as given.
// RUN: not stablehlo-translate --serialize --target=1.1.3 %s 2>&1 | FileCheck %s
// CHECK: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: stablehlo.tan was introduced in 1.4.0 and does not exist at target 1.1.3;
// CHECK: error: failed to convert VHLO to v1.1.3
// RUN: stablehlo-translate --serialize --target=1.4.7 %s | stablehlo-translate --deserialize --print-stablehlo-version | FileCheck %s --check-prefix=OK
// OK: Reading portable artifact with StableHLO version: 1.4.7

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
