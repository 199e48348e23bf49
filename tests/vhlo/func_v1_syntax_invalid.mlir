// vhlo.func_v1's form is upstream's: the symbol name, the argument list,
// `->` and the results, and the body are required; the errors are MLIR's
// parser's, as upstream's parser gives them.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{custom op 'vhlo.func_v1' expected valid '@'-identifier for symbol name}}
vhlo.func_v1 (%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> () {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// expected-error @+1 {{expected '->'}}
vhlo.func_v1 @no_arrow() {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// A body is required, also for a declaration.
// expected-error @+1 {{expected '{' to begin a region}}
vhlo.func_v1 @no_body(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> () attributes {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// Several result types need parentheses.
// expected-error @+1 {{expected '{' to begin a region}}
vhlo.func_v1 @bare_results(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1> {
  "vhlo.return_v1"(%arg0, %arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// Arguments take no attributes here (arg_attrs holds them).
// expected-error @+1 {{expected ')' in argument list}}
vhlo.func_v1 @argument_attributes(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1> {a}) -> () {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// The other properties are required of the op.
// expected-error @+1 {{'vhlo.func_v1' op requires attribute 'arg_attrs'}}
vhlo.func_v1 @no_dictionary() -> () {
  "vhlo.return_v1"() : () -> ()
}
