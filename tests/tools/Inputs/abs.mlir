func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
