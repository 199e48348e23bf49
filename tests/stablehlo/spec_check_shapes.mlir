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
