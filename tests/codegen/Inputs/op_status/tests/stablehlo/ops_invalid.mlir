// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @add_c1(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{(C1) element types differ}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// spec: C1
func.func @compare_c1(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xi1> {
  // expected-error @+1 {{operand types differ}}
  %0 = "stablehlo.compare"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @reduce_c1(%a: tensor<2xf32>, %i: tensor<1xf32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%a, %i) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<1xf32>, %y: tensor<1xf32>):
    stablehlo.return %x : tensor<1xf32>
  // expected-error @-3 {{(C1) init is not a scalar}}
  }) : (tensor<2xf32>, tensor<1xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_c2(%a: tensor<2xf32>, %i: tensor<i32>) -> tensor<f32> {
  // expected-error @below {{(C2) init type differs}}
  %0 = "stablehlo.reduce"(%a, %i) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @send_c1(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %t) <{source_target_pairs = dense<[0, 1]> : tensor<2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token // expected-error {{(C1) pairs must have shape [N, 2]}}
  return %0 : !stablehlo.token
}
