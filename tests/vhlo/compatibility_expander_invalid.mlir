// What the expander leaves alone, and its errors.
// A tan that asks for an accuracy has no older equivalent: it stays, and
// serializing below 1.10.0 is refused without pointing to the expander.
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.3.0 %s | FileCheck %s
// RUN: not stablehlo-translate --serialize --target=1.3.0 --compatibility-expander %s 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not stablehlo-opt --stablehlo-compatibility-expander=target=0.8.0 %s 2>&1 | FileCheck %s --check-prefix=TARGET

// CHECK: stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>}
// REFUSED: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: stablehlo.tan: attribute 'result_accuracy' = {{.*}} is not its default, which needs 1.10.0 (vhlo.tan_v2); the lowest target that accepts this program is 1.10.0{{$}}
// TARGET: error: target version 0.8.0 is less than minimum supported 0.9.0
func.func @tan_accurate(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tan %x {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}
