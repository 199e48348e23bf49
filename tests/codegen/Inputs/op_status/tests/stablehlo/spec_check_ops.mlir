// RUN: stablehlo-opt %s --stablehlo-check-spec --split-input-file --verify-diagnostics

func.func @add_c2(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{(C2) result type differs}}
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_c2(%a: tensor<2xf32>, %i: tensor<i32>) -> tensor<f32> {
  // expected-error @+1 {{(C2) init type differs}}
  %0 = "stablehlo.reduce"(%a, %i) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @send_c2(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C2) source 0 is repeated}}
  %0 = "stablehlo.send"(%x, %t) <{source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
