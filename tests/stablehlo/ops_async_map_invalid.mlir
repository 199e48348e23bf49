// Constraints of async_start, async_done and map, one case per way to break
// each. Their shape functions check them, so most errors come with
// "failed to infer returned types"; a declared result type that differs
// from the inferred one shows as "inferred type(s) ... are incompatible".
// RUN: stablehlo-opt %s -split-input-file -verify-diagnostics

// async_start (C1) body must contain a single operation and a return.
func.func @async_start_two_operations(%x: tensor<6xf32>) -> !stablehlo.future<tensor<2xf32>> {
  // expected-error @+2 {{'stablehlo.async_start' op region must contain exactly one operation and a return; see (C1): the body holds 3 operation(s)}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<6xf32>):
    %1 = stablehlo.slice %a [1:4] : (tensor<6xf32>) -> tensor<3xf32>
    %2 = stablehlo.slice %1 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    stablehlo.return %2 : tensor<2xf32>
  }) : (tensor<6xf32>) -> !stablehlo.future<tensor<2xf32>>
  return %0 : !stablehlo.future<tensor<2xf32>>
}

// -----

func.func @async_start_no_operation(%x: tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>> {
  // expected-error @+2 {{'stablehlo.async_start' op region must contain exactly one operation and a return; see (C1): the body holds 1 operation(s)}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}

// -----

// async_start (C2) the operation is a collective or a slice.
func.func @async_start_not_collective(%x: tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>> {
  // expected-error @+2 {{(C2) region must contain a collective or slice operation (all_gather, all_reduce, all_to_all, collective_broadcast, collective_permute, collective_reduce, reduce_scatter, slice, dynamic_slice or dynamic_update_slice), got 'stablehlo.negate'}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %1 = stablehlo.negate %a : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}

// -----

// async_start (C3) the arguments of async_start are the ones passed to the
// operation: as many region arguments as operands...
func.func @async_start_argument_count(%x: tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>> {
  // expected-error @+2 {{'stablehlo.async_start' op number of operands (1) must match number of region arguments (2); see (C3)}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  return %0 : !stablehlo.future<tensor<2xf32>>
}

// -----

// ... of the operands' types...
func.func @async_start_argument_type(%x: tensor<4xf32>) -> !stablehlo.future<tensor<2xf16>> {
  // expected-error @+2 {{'stablehlo.async_start' op operand type 'tensor<4xf32>' at index 0 must match region argument type 'tensor<4xf16>'; see (C3)}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf16>):
    %1 = stablehlo.slice %a [0:2] : (tensor<4xf16>) -> tensor<2xf16>
    stablehlo.return %1 : tensor<2xf16>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf16>>
  return %0 : !stablehlo.future<tensor<2xf16>>
}

// -----

// async_start (C4) the body returns exactly one value (upstream's rule: a
// collective with several results cannot be wrapped).
func.func @async_start_returns_two_values(%x: tensor<2xf32>, %y: tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>, tensor<4xf32>> {
  // expected-error @+2 {{'stablehlo.async_start' op region must return exactly one value, but got 2; see (C4)}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x, %y) ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %1:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    stablehlo.return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
  }) : (tensor<2xf32>, tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>, tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>, tensor<4xf32>>
}

// -----

// The spec's example as written, with the body using the value of the
// enclosing function: async_start is isolated from above (as upstream's), so
// the body must take the operand as its argument (see ops_async_map.mlir).
func.func @async_start_body_without_arguments(%arg0: tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>> {
  // expected-note @+1 {{required by region isolation constraints}}
  %0 = "stablehlo.async_start"(%arg0) ({
    // expected-error @+1 {{'stablehlo.all_gather' op using value defined outside the region}}
    %1 = "stablehlo.all_gather"(%arg0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
    "stablehlo.return"(%1) : (tensor<8x8xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
  return %0 : !stablehlo.future<tensor<8x8xf32>>
}

// -----

// async_start (C4) the result is future<T> for the operation's type T.
// spec: C4
func.func @async_start_result_type(%x: tensor<6xf32>) -> !stablehlo.future<tensor<6xf32>> {
  // expected-error @+2 {{'stablehlo.async_start' op inferred type(s) '!stablehlo.future<tensor<3xf32>>' are incompatible with return type(s) of operation '!stablehlo.future<tensor<6xf32>>'}}
  // expected-error @+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<6xf32>):
    %1 = stablehlo.slice %a [1:4] : (tensor<6xf32>) -> tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  }) : (tensor<6xf32>) -> !stablehlo.future<tensor<6xf32>>
  return %0 : !stablehlo.future<tensor<6xf32>>
}

// -----

// async_done (C1) the result is the T of future<T>.
// spec: C1
func.func @async_done_result_type(%f: !stablehlo.future<tensor<3xf32>>) -> tensor<3xf16> {
  // expected-error @+2 {{'stablehlo.async_done' op inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<3xf16>'}}
  // expected-error @+1 {{'stablehlo.async_done' op failed to infer returned types}}
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<3xf32>>) -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

func.func @async_done_future_of_two(%f: !stablehlo.future<tensor<3xf32>, tensor<2xi32>>) -> tensor<3xf32> {
  // expected-error @+2 {{'stablehlo.async_done' op future must have exactly one type parameter, but got 2; see (C1): '!stablehlo.future<tensor<3xf32>, tensor<2xi32>>' would give async_done more than one result}}
  // expected-error @+1 {{'stablehlo.async_done' op failed to infer returned types}}
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<3xf32>, tensor<2xi32>>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// map (C1) shape(inputs...) = shape(result): the inputs have one shape...
func.func @map_input_shapes_differ(%x: tensor<4xf32>, %y: tensor<5xf32>) -> tensor<4xf32> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.map' op requires the same shape for all operands and results}}
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// ... which is the result's.
// spec: C1
func.func @map_result_shape(%x: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.map' op requires the same shape for all operands and results}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// map (C2) 0 < size(inputs).
func.func @map_no_input() -> tensor<f32> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.map' op expected 1 or more operands, but found 0}}
  %0 = "stablehlo.map"() ({
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64>} : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// map (C3) dimensions = range(rank(inputs[0])): all of them...
func.func @map_dimensions_missing(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C3) applied to a subset of dimensions currently not supported: operand dimensions = 2, requested map dimensions size = 1}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ... in order.
func.func @map_dimensions_permuted(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{(C3) requires monotonically increasing dimension numbers, but got: 1, 0}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// map (C4) computation has type (tensor<E0>, ..., tensor<EN-1>) ->
// tensor<E'>: one argument per input...
func.func @map_computation_argument_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C4) expects number of operands to match the arity of map computation, but got: 1 and 2}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// ... a scalar of the input's element type...
func.func @map_computation_argument_type(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+2 {{(C4) element type of operands and computation arguments must match, but got: 'f32' and 'f64'}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f64>):
    stablehlo.return %x : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// ... and it returns one value...
func.func @map_computation_returns_two(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C4) computation must return single output, but got: 2}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x, %x : tensor<f32>, tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// ... a scalar...
func.func @map_computation_returns_vector(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C4) computation must return 0-rank tensor, but got: 'tensor<1xf32>'}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    %r = stablehlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
    stablehlo.return %r : tensor<1xf32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// ... of the result's element type E'.
// spec: C4
func.func @map_result_element_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.map' op inferred type(s) 'tensor<4xi1>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    %c = stablehlo.compare GT, %x, %x : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// map (C3) with inputs of rank 0, dimensions is empty.
func.func @map_dimensions_of_scalar(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{(C3) applied to a subset of dimensions currently not supported: operand dimensions = 0, requested map dimensions size = 1}}
  // expected-error @+1 {{'stablehlo.map' op failed to infer returned types}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
