// Structural errors of the ops with regions: region argument and return
// counts, result counts, operand groups, the compact reduce form and
// composite's decomposition.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @if_branch_with_arguments(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{(C1) branch 0 must have 0 arguments, but found 1 (true_branch)}}
  // expected-error @+1 {{'stablehlo.if' op failed to infer returned types}}
  %0 = "stablehlo.if"(%pred) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_branch_returns_too_many(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{(C2) branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<f32>', 'tensor<f32>' (true_branch and false_branch)}}
  // expected-error @+1 {{'stablehlo.if' op failed to infer returned types}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_without_branches(%index: tensor<i32>) {
  // expected-error @+2 {{(C1) expect at least one branch}}
  // expected-error @+1 {{'stablehlo.case' op failed to infer returned types}}
  "stablehlo.case"(%index) : (tensor<i32>) -> ()
  return
}

// -----

func.func @case_branch_with_arguments(%index: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{(C2) branch 1 must have 0 arguments, but found 1 (branches[1])}}
  // expected-error @+1 {{'stablehlo.case' op failed to infer returned types}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @while_result_count_differs(%a: tensor<i64>) -> tensor<i64> {
  // expected-error @+2 {{'stablehlo.while' op inferred type(s) 'tensor<i64>' are incompatible with return type(s) of operation 'tensor<i64>', 'tensor<i64>': (C3) the op must have 1 result(s)}}
  // expected-error @+1 {{'stablehlo.while' op failed to infer returned types}}
  %0:2 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) : (tensor<i64>) -> (tensor<i64>, tensor<i64>)
  return %0#0 : tensor<i64>
}

// -----

func.func @while_cond_argument_count(%a: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{'stablehlo.while' op (C1) expect operands to be compatible with condition block arguments but got 'tensor<i64>' vs 'tensor<i64>', 'tensor<i64>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @while_cond_returns_two(%a: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{'stablehlo.while' op (C1) expect condition body returns a single value but got 2}}
  %0 = stablehlo.while(%x = %a) : tensor<i64>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c, %c : tensor<i1>, tensor<i1>
  } do {
    stablehlo.return %x : tensor<i64>
  }
  return %0 : tensor<i64>
}

// -----

func.func @while_body_return_count(%a: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{'stablehlo.while' op (C2) expect operands to be compatible with body block return types but got 'tensor<i64>' vs }}
  %0 = stablehlo.while(%x = %a) : tensor<i64>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return
  }
  return %0 : tensor<i64>
}

// -----

func.func @reduce_body_argument_count(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{(C6) Reduction-region must take 2 parameters, but takes 4 parameter(s)}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<f32>, %d: tensor<f32>)  {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

func.func @reduce_result_count(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{'stablehlo.reduce' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<f32>', 'tensor<f32>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0:2 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    stablehlo.return %a : tensor<f32>
  }
  return %0#0 : tensor<f32>
}

// -----

func.func @reduce_body_return_count(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{(C6) Reduction-region here must produce 1 tensors, but produces 2 instead}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

func.func @reduce_inputs_and_inits_differ(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // spec: C3
  // expected-error @+2 {{(C6) The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<f32>' vs 'tensor<4xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x, %x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_compact_non_commutative(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expected the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region, producing single result; got 'stablehlo.subtract'}}
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.subtract across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_window_body_argument_count(%x: tensor<3x2xi64>, %init: tensor<i64>) -> tensor<2x2xi64> {
  // expected-error @+2 {{(C13) Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @sort_without_inputs() {
  // spec: C1
  // expected-error @+1 {{'stablehlo.sort' op expected 1 or more operands, but found 0}}
  "stablehlo.sort"() ({
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : () -> ()
  return
}

// -----

func.func @sort_comparator_argument_count(%a: tensor<3xi64>) -> tensor<3xi64> {
  // expected-error @+2 {{(C5) comparator block should have 2 arguments (two scalars per input), got 1}}
  // expected-error @+1 {{'stablehlo.sort' op failed to infer returned types}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<3xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

func.func @sort_result_count(%a: tensor<3xi64>) -> tensor<3xi64> {
  // expected-error @+2 {{'stablehlo.sort' op inferred type(s) 'tensor<3xi64>' are incompatible with return type(s) of operation 'tensor<3xi64>', 'tensor<3xi64>'}}
  // expected-error @+1 {{'stablehlo.sort' op failed to infer returned types}}
  %0:2 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
  return %0#0 : tensor<3xi64>
}

// -----

func.func @scatter_update_computation_argument_count(%input: tensor<3xf32>, %indices: tensor<1x1xi32>, %update: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{(C23) Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @select_and_scatter_select_argument_count(%operand: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C9) expects the select-region to take 2 parameters, but takes 1}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_scatter_return_count(%operand: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C10) Reduction-region here must produce 1 tensors, but produces 2 instead}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @composite_unknown_decomposition(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.composite' op (C2) 'missing' does not reference a valid function}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @missing} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// (C1) type(operand...) = type(result...), in upstream's words.
func.func @optimization_barrier_type_mismatch(%a: tensor<f32>) -> tensor<i32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.optimization_barrier' op requires the same type for operand and result at index 0}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<f32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// (C1) exactly: a dynamic result dimension for a static operand one is
// refused, as upstream refuses it (the types must be equal, not compatible).
func.func @optimization_barrier_dynamic_result(%a: tensor<2xf32>, %t: !stablehlo.token) -> tensor<?xf32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.optimization_barrier' op requires the same type for operand and result at index 1}}
  %0:2 = "stablehlo.optimization_barrier"(%t, %a) : (!stablehlo.token, tensor<2xf32>) -> (!stablehlo.token, tensor<?xf32>)
  return %0#1 : tensor<?xf32>
}

// -----

func.func @while_cond_argument_types_differ(%a: tensor<i64>) {
  // expected-error @+1 {{'stablehlo.while' op (C1) expect operands to be compatible with condition block arguments but got 'tensor<i64>' vs 'tensor<i32>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  func.return
}

// -----

func.func @while_cond_returns_non_boolean(%a: tensor<i64>) {
  // expected-error @+1 {{'stablehlo.while' op (C1) expect condition block return a zero-ranked tensor of i1 but got 'tensor<i64>'}}
  %0 = stablehlo.while(%i = %a) : tensor<i64>
  cond {
    stablehlo.return %i : tensor<i64>
  } do {
    stablehlo.return %i : tensor<i64>
  }
  func.return
}

// -----

func.func @while_cond_returns_boolean_vector(%a: tensor<i64>, %p: tensor<2xi1>) {
  // expected-error @+1 {{'stablehlo.while' op (C1) expect condition block return a zero-ranked tensor of i1 but got 'tensor<2xi1>'}}
  %0 = stablehlo.while(%i = %a) : tensor<i64>
  cond {
    stablehlo.return %p : tensor<2xi1>
  } do {
    stablehlo.return %i : tensor<i64>
  }
  func.return
}

// -----

func.func @while_body_result_types_differ(%a: tensor<i64>, %b: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.while' op (C2) expect operands to be compatible with body block return types but got 'tensor<i64>' vs 'tensor<i32>'}}
  %0 = stablehlo.while(%i = %a) : tensor<i64>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %b : tensor<i32>
  }
  func.return
}

// -----

func.func @while_result_types_differ(%a: tensor<i64>) {
  // expected-error @+2 {{'stablehlo.while' op inferred type(s) 'tensor<i64>' are incompatible with return type(s) of operation 'tensor<i32>': (C3) result #0 must have element type 'i64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>):
    stablehlo.return %i : tensor<i64>
  }) : (tensor<i64>) -> tensor<i32>
  func.return
}

// -----

func.func @if_branch_types_differ(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<i32>) {
  // expected-error @+2 {{(C2) branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<i32>' (true_branch and false_branch)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return
}

// -----

func.func @if_result_type_differs(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+2 {{'stablehlo.if' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>': (C3) result #0 must have element type 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// -----

func.func @case_branch_types_differ(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<2xf32>) {
  // expected-error @+2 {{(C3) branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<2xf32>' (branches[0] and branches[1])}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return
}

// -----

func.func @case_result_type_differs(%i: tensor<i32>, %a: tensor<f32>) {
  // expected-error @+2 {{'stablehlo.case' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<2xf32>': (C4) result #0 must have the shape of 'tensor<f32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @composite_name_not_namespaced(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op (C1) name must be a valid namespaced op name, i.e. it must match the following regular expression: ^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ e.g. "my_namespace.my_op"; got "my_op"}}
  %0 = stablehlo.composite "my_op" %x {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
  func.return
}
func.func private @my_op(%x: tensor<f32>) -> tensor<f32>

// -----

func.func @composite_name_bad_start(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op (C1) name must be a valid namespaced op name, i.e. it must match the following regular expression: ^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ e.g. "my_namespace.my_op"; got "1my.op"}}
  %0 = stablehlo.composite "1my.op" %x {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
  func.return
}
func.func private @my_op(%x: tensor<f32>) -> tensor<f32>

// -----

func.func @composite_input_types_differ(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op (C3) operand at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<f64>'}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
  func.return
}
func.func private @my_op(%x: tensor<f64>) -> tensor<f32>

// -----

func.func @composite_result_types_differ(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op (C4) result at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<i32>'}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
  func.return
}
func.func private @my_op(%x: tensor<f32>) -> tensor<i32>

// -----

func.func @composite_decomposition_not_function(%x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op (C2) 'g' does not reference a valid function (it names an op that is not a func.func)}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @g} : (tensor<f32>) -> tensor<f32>
  func.return
}
module @g {
}

// -----

func.func @while_body_argument_types_differ(%a: tensor<i64>) {
  // expected-error @+1 {{'stablehlo.while' op (C2) expect operands to be compatible with body block arguments but got 'tensor<i64>' vs 'tensor<2xi64>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<2xi64>):
    stablehlo.return %a : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  func.return
}

// -----

// if: pred is a ranked tensor of bool (the type constraint), of rank 0 (the
// shape function), in upstream's words.
func.func @if_pred_not_scalar(%p: tensor<2xi1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{operand should be rank 0 tensor but got rank 1}}
  // expected-error @+1 {{'stablehlo.if' op failed to infer returned types}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<2xi1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_pred_not_bool(%p: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.if' op operand #0 must be ranked tensor of bool values, but got 'tensor<i32>'}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_index_not_scalar(%i: tensor<1xi32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{operand should be rank 0 tensor but got rank 1}}
  // expected-error @+1 {{'stablehlo.case' op failed to infer returned types}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<1xi32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_index_not_i32(%i: tensor<i64>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.case' op operand #0 must be ranked tensor of 32-bit signless integer values, but got 'tensor<i64>'}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}
