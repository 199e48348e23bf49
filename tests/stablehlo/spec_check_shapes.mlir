// Constraints of shape and state ops that upstream StableHLO relaxes: the
// default verifier accepts each case (first RUN line), the spec check
// refuses it, naming the constraint (second).
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s
// RUN: stablehlo-opt %s --split-input-file --stablehlo-check-spec --verify-diagnostics

// (C1) type(initial_state) = type(output_state); upstream compares the
// shapes only.
// CHECK-LABEL: func.func @rng_bit_generator_c1_state_element_type
func.func @rng_bit_generator_c1_state_element_type(%s: tensor<2xui64>) -> tensor<2xui32> {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' op (C1) output_state has type 'tensor<2xui32>', but must have initial_state's type 'tensor<2xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui32>, tensor<2x2xui64>)
  return %0#0 : tensor<2xui32>
}

// -----

// dynamic_broadcast_in_dim (C7) size(output_dimensions) = rank(result);
// upstream compares it only for a constant output_dimensions.
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_output_dimensions_size
func.func @dynamic_broadcast_in_dim_output_dimensions_size(%x: tensor<1x3xi64>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C7) size(output_dimensions) = 2 must equal rank(result) = 3}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] : (tensor<1x3xi64>, tensor<2xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

// dynamic_iota (C2) size(output_shape) = rank(result); upstream compares it
// only for a constant output_shape.
// CHECK-LABEL: func.func @dynamic_iota_rank_differs
func.func @dynamic_iota_rank_differs(%s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op (C2) size(output_shape) = 3 must equal rank(result) = 2}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi64>) -> tensor<4x5xi64>
  func.return
}

// -----

// set_dimension_size: a constant size above the dimension's size or bound
// (upstream infers a dynamic dimension).
// CHECK-LABEL: func.func @set_dimension_size_constant_exceeds_size
func.func @set_dimension_size_constant_exceeds_size(%x: tensor<4xf32>) {
  %s = stablehlo.constant dense<5> : tensor<i32>
  // expected-error @+2 {{size (5) must be in [0, 4]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32>
  func.return
}

// -----

// real_dynamic_slice (not in the spec): rank(result) = rank(operand), which
// upstream does not compare.
// CHECK-LABEL: func.func @real_dynamic_slice_rank_differs
func.func @real_dynamic_slice_rank_differs(%x: tensor<4xi64>, %s: tensor<1xi64>) {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op rank(result) = 2 must equal rank(operand) = 1}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<4xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xi64>
  func.return
}
