// RUN: stablehlo-opt %s --allow-unregistered-dialect --stablehlo-legalize-to-vhlo --split-input-file --verify-diagnostics

// Explicitly signed integers have no VHLO form.
// expected-error @+1 {{attribute 'function_type' ((tensor<4xsi32>) -> tensor<4xsi32>) has no VHLO form}}
func.func @signed_integer_type(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  return %a : tensor<4xsi32>
}

// -----

// A string attribute carrying a type has no VHLO form.
func.func @typed_string_attribute(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{attribute 'note' ("x" : i32) has no VHLO form}}
  %0 = stablehlo.abs %a {note = "x" : i32} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Ops of other dialects are refused unless other dialects are allowed.
func.func @other_dialect(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'test.unknown' has no VHLO form in this schema; pass --allow-other-dialects to keep ops of other dialects}}
  %0 = "test.unknown"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
