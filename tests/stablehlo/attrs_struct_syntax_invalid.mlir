// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{duplicate or unknown struct parameter name: handle}}
func.func @repeated() attributes {a = #stablehlo.channel_handle<handle = 1, handle = 2>} {
  return
}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func @missing() attributes {a = #stablehlo.channel_handle<handle = 1,>} {
  return
}

// -----

// expected-error @+1 {{expected 'output_tuple_indices'}}
func.func @unknown() attributes {a = #stablehlo.output_operand_alias<colour = 1>} {
  return
}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse StableHLO_DotAlgorithm parameter 'allowImpreciseAccumulation' which is to be a `bool`}}
func.func @not_bool() attributes {a = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = maybe>} {
  return
}

// -----

// Two commas in a row are not a trailing comma.
// expected-error @+1 {{expected '>'}}
func.func @double_comma() attributes {a = #stablehlo.channel_handle<handle = 1, type = 2,,>} {
  return
}
