// RUN: stablehlo-opt %s --hlo-test-infer | FileCheck %s
func.func @add(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
