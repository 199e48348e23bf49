// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{vhlo.func_v1 needs sym_name: give a symbol name (@name) or the attribute}}
vhlo.func_v1 () -> () {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// expected-error @+1 {{vhlo.func_v1 needs function_type: give `-> (result types)` or the attribute}}
vhlo.func_v1 @no_signature() {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

vhlo.func_v1 @twice() -> () {
  "vhlo.return_v1"() : () -> ()
// expected-error @+1 {{vhlo.func_v1: 'function_type' is given by the signature and again in the attribute dictionary}}
} {arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(()) -> ()>>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// expected-error @+1 {{vhlo.func_v1 names arguments but has no body}}
vhlo.func_v1 @no_body(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> () attributes {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
