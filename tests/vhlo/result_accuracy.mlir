// exponential with a non-default result_accuracy needs 1.9.0: refused for
// 1.8.0 with an error naming the op, the attribute and the release, and
// written and read back at 1.9.0.
// RUN: not stablehlo-translate --serialize --target=1.8.0 %s 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: stablehlo-translate --serialize --target=1.9.0 %s | stablehlo-translate --deserialize | FileCheck %s
// Patch releases share their minor release's opset: 1.8.7 is refused too.
// RUN: not stablehlo-translate --serialize --target=1.8.7 %s 2>&1 | FileCheck %s --check-prefix=OLD
// Exactly one error for the op, however many reasons it has, then one for the module.
// RUN: not stablehlo-translate --serialize --target=1.8.0 %s 2>&1 | grep -c "error: failed to legalize operation" | grep -x 1
// RUN: not stablehlo-translate --serialize --target=1.8.0 %s 2>&1 | grep -c "error: failed to convert VHLO to v1.8.0" | grep -x 1

// OLD: result_accuracy.mlir:[[@LINE+5]]:8: error: failed to legalize operation 'vhlo.exponential_v2' that was explicitly marked illegal: stablehlo.exponential: attribute 'result_accuracy' = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>> is not its default, which needs 1.9.0 (vhlo.exponential_v2); the lowest target that accepts this program is 1.9.0
// CHECK: stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
// CHECK: stablehlo.cosine %arg0 : tensor<8x16xf32>

func.func @main(%a: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x16xf32>
  %1 = stablehlo.cosine %a : tensor<8x16xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x16xf32>
}
