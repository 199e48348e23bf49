// Errors of the --hlo-test-infer test pass itself, and of shape functions
// asked through it: a query that cannot be answered stays in place with an
// error and the pass fails.
// RUN: stablehlo-opt %s --hlo-test-infer --split-input-file --verify-diagnostics

func.func @no_shape_function() {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  // expected-error @+1 {{'stablehlo.iota' has no shape function (InferTypeOpInterface) to ask}}
  "hlo_test_infer.get_return_types"(%0) : (tensor<4xi32>) -> ()
  func.return
}

// -----

func.func @no_components() {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  // expected-error @+1 {{'stablehlo.iota' has no shaped type inference (InferShapedTypeOpInterface) to ask}}
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<4xi32>) -> ()
  func.return
}

// -----

// bitcast_convert reifies its shape (between types of one width) but has
// no shape function.
func.func @bitcast_convert_reify_only(%a: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.bitcast_convert' has no shape function: its result types cannot be inferred, only its result shape can be reified from its operands}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi32>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<4xi32>) -> ()
  func.return
}

// -----

// A bitcast_convert that changes the rank does not reify its shape.
func.func @bitcast_convert_width_changes(%a: tensor<?xf32>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<?xf32>) -> tensor<?x4xi8>
  // expected-error @+1 {{'stablehlo.bitcast_convert' cannot reify its result shapes from its operands}}
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x4xi8>) -> tensor<2xindex>
  func.return
}

// -----

// dynamic_reshape reifies its shape but has no shape function.
func.func @reify_only(%a: tensor<?xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' has no shape function: its result types cannot be inferred, only its result shape can be reified from its operands}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x?xf32>) -> ()
  func.return
}

// -----

func.func @no_reification(%a: tensor<?x4xf32>) {
  %0 = stablehlo.slice %a [0:1, 0:4] : (tensor<?x4xf32>) -> tensor<1x4xf32>
  // expected-error @+1 {{'stablehlo.slice' cannot reify its result shapes from its operands}}
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<1x4xf32>) -> tensor<2xindex>
  func.return
}

// -----

// dot has shaped type components but no shape function, as upstream.
func.func @dot_components_only(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  // expected-error @+1 {{'stablehlo.dot' has no shape function (InferTypeOpInterface) to ask}}
  "hlo_test_infer.get_return_types"(%0) : (tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @reify_without_interface() {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  // expected-error @+1 {{'stablehlo.iota' has no shaped type inference (InferShapedTypeOpInterface) to reify its result shapes}}
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<4xi32>) -> tensor<1xindex>
  func.return
}

// -----

func.func @reified_type_mismatch(%a: tensor<?x4xf32>) -> tensor<3xindex> {
  %0 = stablehlo.abs %a : tensor<?x4xf32>
  // expected-error @+1 {{the reified shape has type 'tensor<2xindex>', but this op's result is declared as 'tensor<3xindex>'}}
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x4xf32>) -> tensor<3xindex>
  func.return %1 : tensor<3xindex>
}

// -----

func.func @block_argument(%arg0: tensor<4xi32>) {
  // expected-error @+1 {{operand is not the result of an op}}
  "hlo_test_infer.get_return_types"(%arg0) : (tensor<4xi32>) -> ()
  func.return
}

// -----

// A non-shaped result (a token) has no shape components.
func.func @token_components(%t: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.after_all' infers '!stablehlo.token', which is not a shaped type and has no shape components}}
  %0 = stablehlo.after_all %t : !stablehlo.token
  "hlo_test_infer.get_return_type_components"(%0) : (!stablehlo.token) -> ()
  func.return
}
