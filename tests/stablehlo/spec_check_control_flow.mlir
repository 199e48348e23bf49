// Constraints of async_start that upstream StableHLO relaxes: the default
// verifier accepts each case (first RUN line), the spec check refuses it,
// naming the constraint (second).
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s
// RUN: stablehlo-opt %s --split-input-file --stablehlo-check-spec --verify-diagnostics

// async_start (C2) collective_reduce is not in the spec's list (upstream
// accepts it).
// CHECK-LABEL: func.func @async_start_collective_reduce
func.func @async_start_collective_reduce(%x: tensor<4xi64>) -> !stablehlo.future<tensor<4xi64>> {
  // expected-error @+2 {{(C2) region must contain a collective or slice operation of the spec's list (all_gather, all_reduce, all_to_all, collective_broadcast, collective_permute, reduce_scatter, slice, dynamic_slice or dynamic_update_slice), got 'stablehlo.collective_reduce'}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi64>):
    %1 = "stablehlo.collective_reduce"(%a) ({
    ^bb0(%l: tensor<i64>, %r: tensor<i64>):
      %s = stablehlo.add %l, %r : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
    stablehlo.return %1 : tensor<4xi64>
  }) : (tensor<4xi64>) -> !stablehlo.future<tensor<4xi64>>
  return %0 : !stablehlo.future<tensor<4xi64>>
}

// -----

// async_start (C3) the operation takes the region's arguments, in order
// (upstream compares only their number and types with the operands).
// CHECK-LABEL: func.func @async_start_arguments_swapped
func.func @async_start_arguments_swapped(%x: tensor<2xf32>, %y: tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>> {
  // expected-error @+2 {{(C3) 'stablehlo.all_gather' in body must take the region arguments, in order, as its operands: they are async_start's operands}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x, %y) ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %1:2 = "stablehlo.all_gather"(%b, %a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    stablehlo.return %1#0 : tensor<4xf32>
  }) : (tensor<2xf32>, tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}

// -----

// async_start (C4) the return must pass on the results of the operation;
// upstream returns the future of whatever value the body returns.
// CHECK-LABEL: func.func @async_start_returns_argument
func.func @async_start_returns_argument(%x: tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>> {
  // expected-error @+2 {{(C4) the return of body must return the results of 'stablehlo.slice', in order}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}
