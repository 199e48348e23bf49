// Pretty-form round trip of the ops with regions: if, case, while, map,
// reduce (compact and general forms), reduce_window, sort,
// optimization_barrier, async_start/async_done and composite; the same
// program read back from the generic form prints identically.
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @if_op(
// CHECK-NEXT: %0 = "stablehlo.if"(%arg0) ({
// CHECK-NEXT:   stablehlo.return %arg1 : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT:   stablehlo.return %arg2 : tensor<f32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
func.func @if_op(%pred: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @if_no_results(
// CHECK-NEXT: "stablehlo.if"(%arg0) ({
// CHECK-NEXT:   stablehlo.return{{ $}}
// CHECK-NEXT: }, {
// CHECK-NEXT:   stablehlo.return{{ $}}
// CHECK-NEXT: }) : (tensor<i1>) -> ()
// CHECK-NEXT: return
func.func @if_no_results(%pred: tensor<i1>) {
  "stablehlo.if"(%pred) ({
    "stablehlo.return"() : () -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : (tensor<i1>) -> ()
  return
}

// CHECK-LABEL: func.func @case_op(
// CHECK-NEXT: %0:2 = "stablehlo.case"(%arg0) ({
// CHECK-NEXT:   stablehlo.return %arg1, %arg2 : tensor<f32>, tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT:   stablehlo.return %arg2, %arg1 : tensor<f32>, tensor<f32>
// CHECK-NEXT: }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<f32>, tensor<f32>
func.func @case_op(%index: tensor<i32>, %a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "stablehlo.case"(%index) ({
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }, {
    stablehlo.return %b, %a : tensor<f32>, tensor<f32>
  }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// CHECK-LABEL: func.func @while_op(
// CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<i64> attributes {some.attr = 1 : i32}
// CHECK-NEXT: cond {
// CHECK-NEXT:   %1 = stablehlo.compare  LT, %iterArg, %iterArg_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   %1 = stablehlo.add %iterArg, %iterArg : tensor<i64>
// CHECK-NEXT:   stablehlo.return %1, %iterArg_0 : tensor<i64>, tensor<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : tensor<i64>
func.func @while_op(%init: tensor<i64>, %limit: tensor<i64>) -> tensor<i64> {
  %0:2 = stablehlo.while(%i = %init, %l = %limit) : tensor<i64>, tensor<i64> attributes {some.attr = 1 : i32}
  cond {
    %1 = stablehlo.compare  LT, %i, %l : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.add %i, %i : tensor<i64>
    stablehlo.return %1, %l : tensor<i64>, tensor<i64>
  }
  return %0#0 : tensor<i64>
}

// As upstream's parser, a ')' may follow a trailing comma of the pairs.
// CHECK-LABEL: func.func @while_trailing_comma(
// CHECK-NEXT: stablehlo.while(%iterArg = %arg0) : tensor<i32>
func.func @while_trailing_comma(%a: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.while(%x = %a,) : tensor<i32>
  cond {
    %c = stablehlo.compare LT, %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %x : tensor<i32>
  }
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @while_no_operands(
// CHECK-NEXT: stablehlo.while()
// CHECK-NEXT: cond {
// CHECK-NEXT:   %c = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT:   stablehlo.return %c : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   stablehlo.return{{ $}}
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @while_no_operands() {
  stablehlo.while()
  cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    "stablehlo.return"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @map_op(
// CHECK-NEXT: %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// CHECK-NEXT:   %1 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
func.func @map_op(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @reduce_compact(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xi64>, tensor<i64>) -> tensor<4xi64>
// CHECK-NEXT: return %0 : tensor<4xi64>
func.func @reduce_compact(%x: tensor<4x6xi64>, %init: tensor<i64>) -> tensor<4xi64> {
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xi64>, tensor<i64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// CHECK-LABEL: func.func @reduce_non_commutative(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x6xi64>, tensor<i64>) -> tensor<4xi64>
// CHECK-NEXT:  reducer(%arg2: tensor<i64>, %arg3: tensor<i64>)  {
// CHECK-NEXT:   %1 = stablehlo.subtract %arg2, %arg3 : tensor<i64>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4xi64>
func.func @reduce_non_commutative(%x: tensor<4x6xi64>, %init: tensor<i64>) -> tensor<4xi64> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [1] : (tensor<4x6xi64>, tensor<i64>) -> tensor<4xi64>
   reducer(%a: tensor<i64>, %b: tensor<i64>)  {
    %1 = stablehlo.subtract %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }
  return %0 : tensor<4xi64>
}

// CHECK-LABEL: func.func @reduce_variadic(
// CHECK-NEXT: %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [0] : (tensor<4xi64>, tensor<4xf32>, tensor<i64>, tensor<f32>) -> (tensor<i64>, tensor<f32>)
// CHECK-NEXT:  reducer(%arg4: tensor<i64>, %arg6: tensor<i64>) (%arg5: tensor<f32>, %arg7: tensor<f32>)  {
// CHECK-NEXT:   %1 = stablehlo.add %arg4, %arg6 : tensor<i64>
// CHECK-NEXT:   %2 = stablehlo.add %arg5, %arg7 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %1, %2 : tensor<i64>, tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<i64>, tensor<f32>
func.func @reduce_variadic(%x: tensor<4xi64>, %y: tensor<4xf32>, %ix: tensor<i64>, %iy: tensor<f32>) -> (tensor<i64>, tensor<f32>) {
  %0:2 = stablehlo.reduce(%x init: %ix), (%y init: %iy) across dimensions = [0] : (tensor<4xi64>, tensor<4xf32>, tensor<i64>, tensor<f32>) -> (tensor<i64>, tensor<f32>)
   reducer(%a: tensor<i64>, %c: tensor<i64>) (%b: tensor<f32>, %d: tensor<f32>)  {
    %1 = stablehlo.add %a, %c : tensor<i64>
    %2 = stablehlo.add %b, %d : tensor<f32>
    stablehlo.return %1, %2 : tensor<i64>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<i64>, tensor<f32>
}

// CHECK-LABEL: func.func @reduce_generic_compact(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] {some.attr = 1 : i32} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
func.func @reduce_generic_compact(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>, some.attr = 1 : i32} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @reduce_window_op(
// CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
// CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg3 : tensor<i64>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
func.func @reduce_window_op(%x: tensor<3x2xi64>, %init: tensor<i64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @sort_op(
// CHECK-NEXT: %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<f32>, %arg5: tensor<f32>):
// CHECK-NEXT:   %1 = stablehlo.compare  GT, %arg2, %arg3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: }) : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<2x3xi64>, tensor<2x3xf32>
func.func @sort_op(%a: tensor<2x3xi64>, %b: tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>) {
  %0:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<f32>, %w: tensor<f32>):
    %1 = stablehlo.compare  GT, %x, %y : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
  return %0#0, %0#1 : tensor<2x3xi64>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @optimization_barrier_op(
// CHECK-NEXT: %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<f32>, !stablehlo.token
// CHECK-NEXT: stablehlo.optimization_barrier()
// CHECK-NEXT: return %0#0, %0#1 : tensor<f32>, !stablehlo.token
func.func @optimization_barrier_op(%a: tensor<f32>, %t: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {
  %0:2 = stablehlo.optimization_barrier %a, %t : tensor<f32>, !stablehlo.token
  stablehlo.optimization_barrier()
  return %0#0, %0#1 : tensor<f32>, !stablehlo.token
}

// CHECK-LABEL: func.func @async_op(
// CHECK-NEXT: %0 = "stablehlo.async_start"(%arg0) ({
// CHECK-NEXT: ^bb0(%arg1: tensor<4xf32>):
// CHECK-NEXT:   %2 = stablehlo.slice %arg1 [0:4] : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   stablehlo.return %2 : tensor<4xf32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
// CHECK-NEXT: %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
func.func @async_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %1 = stablehlo.slice %a [0:4] : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @composite_op(
// CHECK-NEXT: %0 = stablehlo.composite "my.op" %arg0 {composite_attributes = {k = 1 : i64}, decomposition = @my_op, version = 2 : i32} : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %1 = stablehlo.composite "my.op" %0 ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>):
// CHECK-NEXT:   stablehlo.return %arg1 : tensor<f32>
// CHECK-NEXT: }) {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %1 : tensor<f32>
func.func @composite_op(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.composite "my.op" %x {composite_attributes = {k = 1 : i64}, decomposition = @my_op, version = 2 : i32} : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.composite "my.op" %0 ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// CHECK-LABEL: func.func @my_op(
// CHECK-NEXT: return %arg0 : tensor<f32>
func.func @my_op(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

// The spec's examples of these ops (operands and values defined outside the
// regions become arguments) parse and verify.

// CHECK-LABEL: func.func @spec_example_case
func.func @spec_example_case(%index: tensor<i32>, %result_branch0: tensor<2xi64>, %result_branch1: tensor<2xi64>) {
  %result0, %result1 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%result_branch0, %result_branch0) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }, {
    "stablehlo.return"(%result_branch1, %result_branch1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  func.return
}

// CHECK-LABEL: func.func @spec_example_if
func.func @spec_example_if(%result_true_branch: tensor<i32>, %result_false_branch: tensor<i32>, %pred: tensor<i1>) {
  %result = "stablehlo.if"(%pred) ({
    "stablehlo.return"(%result_true_branch) : (tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%result_false_branch) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_optimization_barrier
func.func @spec_example_optimization_barrier(%operand0: tensor<f32>, %operand1: tensor<f32>) {
  %result0, %result1 = "stablehlo.optimization_barrier"(%operand0, %operand1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  func.return
}

// CHECK-LABEL: func.func @spec_example_while
func.func @spec_example_while(%init_i: tensor<i64>, %init_sum: tensor<i64>, %one: tensor<i64>, %ten: tensor<i64>) {
  %results0, %results1 = "stablehlo.while"(%init_i, %init_sum) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %cond = "stablehlo.compare"(%arg0, %ten) {
        comparison_direction = #stablehlo<comparison_direction LT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %cond : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %new_sum = stablehlo.add %arg1, %one : tensor<i64>
      %new_i = stablehlo.add %arg0, %one : tensor<i64>
      stablehlo.return %new_i, %new_sum : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  func.return
}

// Edge cases of the constraints: the valid programs closest to each limit.

// CHECK-LABEL: func.func @edge_results_up_to_dynamism
func.func @edge_results_up_to_dynamism(%pred: tensor<i1>, %index: tensor<i32>, %x: tensor<2xf32>, %t: !stablehlo.token) {
  // if (C3), case (C4): a dynamic result dimension is compatible with the
  // branches' static one; case with a single branch; results without
  // tensors; optimization_barrier (C1) with a token among its operands.
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  %1 = "stablehlo.case"(%index) ({
    stablehlo.return %t : !stablehlo.token
  }) : (tensor<i32>) -> !stablehlo.token
  %2:2 = "stablehlo.optimization_barrier"(%x, %t) : (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// CHECK-LABEL: func.func @edge_while_dynamic_result
func.func @edge_while_dynamic_result(%x: tensor<?xf32, #stablehlo.bounds<4>>) {
  // (C3) the results have the operands' types, bounds included.
  %0 = stablehlo.while(%a = %x) : tensor<?xf32, #stablehlo.bounds<4>>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %a : tensor<?xf32, #stablehlo.bounds<4>>
  }
  func.return
}
