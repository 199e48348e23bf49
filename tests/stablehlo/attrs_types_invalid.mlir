// Errors in the dialect's types and attributes.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{bounds has 2 elements, expected one per dimension (1)}}
func.func @bounds_length_differs_from_rank(%arg0: tensor<?xf32, #stablehlo.bounds<4, 4>>) {
  return
}

// -----

// expected-error @+1 {{static dimension 1 cannot have a bound; use '?' for it}}
func.func @bounds_on_static_dimension(%arg0: tensor<?x3xf32, #stablehlo.bounds<4, 4>>) {
  return
}

// -----

// expected-error @+1 {{bound of dimension 0 must be non-negative, got -2}}
func.func @bounds_negative(%arg0: tensor<?xf32, #stablehlo.bounds<-2>>) {
  return
}

// -----

// expected-error @+1 {{future element type must be a ranked tensor, got 'f32'}}
func.func @future_of_scalar(%arg0: !stablehlo.future<f32>) {
  return
}

// -----

// expected-error @+1 {{result_accuracy tolerances must be non-negative}}
func.func @result_accuracy_negative_ulps() attributes {a = #stablehlo.result_accuracy<ulps = -1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} {
  return
}

// -----

// expected-error @+1 {{result_accuracy tolerances must be zero unless mode is TOLERANCE}}
func.func @result_accuracy_default_with_tolerance() attributes {a = #stablehlo.result_accuracy<rtol = 0.5, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} {
  return
}

// -----

// expected-error @+1 {{unknown stablehlo attribute: no_such_attribute}}
func.func @unknown_attribute() attributes {a = #stablehlo.no_such_attribute<1>} {
  return
}
