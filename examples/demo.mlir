// A small StableHLO program: a numerically careful softplus-like step.
func.func @main(%x: tensor<2x3xf32>, %bias: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  %b = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %y = stablehlo.add %x, %b : tensor<2x3xf32>
  %e = stablehlo.exponential %y : tensor<2x3xf32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %s = stablehlo.add %e, %one : tensor<2x3xf32>
  %l = stablehlo.log %s : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  %pos = stablehlo.compare  GT, %l, %zero,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %l, %pos : tensor<2x3xf32>, tensor<2x3xi1>
}
