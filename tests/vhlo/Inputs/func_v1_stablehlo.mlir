func.func @main(%arg0: tensor<f32>, %arg1: tensor<2xi32> {my.attr = 3 : i64}) -> (tensor<f32>, tensor<2xi32>) attributes {mhlo.sharding = "{replicated}"} {
  %0 = stablehlo.add %arg0, %arg0 : tensor<f32>
  return %0, %arg1 : tensor<f32>, tensor<2xi32>
}
