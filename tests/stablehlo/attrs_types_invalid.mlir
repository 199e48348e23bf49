// Errors in the dialect's types and attributes.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{Bounds length is 2, expected to be equal to rank(1) of the tensor 'tensor<?xf32>' (one bound per dimension, '?' for none)}}
func.func @bounds_length_differs_from_rank(%arg0: tensor<?xf32, #stablehlo.bounds<4, 4>>) {
  return
}

// -----

// expected-error @+1 {{Static dimension 1 cannot have a bound, use ShapedType::kDynamic to indicate a missing bound in tensor 'tensor<?x3xf32>' (write '?' in the bounds for it)}}
func.func @bounds_on_static_dimension(%arg0: tensor<?x3xf32, #stablehlo.bounds<4, 4>>) {
  return
}

// -----

// expected-error @+1 {{future element type must be a ranked tensor, but got 'f32'}}
func.func @future_of_scalar(%arg0: !stablehlo.future<f32>) {
  return
}

// -----

// expected-error @+1 {{result_accuracy tolerances must be non-negative}}
func.func @result_accuracy_negative_ulps() attributes {a = #stablehlo.result_accuracy<ulps = -1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} {
  return
}

// -----

// expected-error @+1 {{Invalid tolerances for ResultAccuracyAttr with mode DEFAULT, must be all zero. Tolerances apply to mode TOLERANCE only}}
func.func @result_accuracy_default_with_tolerance() attributes {a = #stablehlo.result_accuracy<rtol = 0.5, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} {
  return
}

// -----

// expected-error @+1 {{unknown StableHLO attribute: no_such_attribute}}
func.func @unknown_attribute() attributes {a = #stablehlo.no_such_attribute<1>} {
  return
}
