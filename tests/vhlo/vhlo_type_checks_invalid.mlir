// The checks StableHLO 1.20.0's VHLO types and attributes make once their
// text is read (the verifiers of VhloTypes.td and VhloAttrs.td): the types,
// and a tensor's encoding, that they hold are VHLO's. Upstream's message at
// the `<` after the mnemonic, then "unknown vhlo type: " for a type. Our own
// checks of VHLO types that no builtin type can hold come after these
// (vhlo_types_invalid.mlir). tests/interop/test_vhlo_text.py gives each chunk
// to jaxlib too.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{expected VHLO type}}
func.func private @type_attr() attributes {a = #vhlo.type_v1<i32>}

// -----

// expected-error @+1 {{expected VHLO type}}
func.func private @float_attr() attributes {a = #vhlo.float_v1<1.0 : f32>}

// -----

// expected-error @+2 {{expected VHLO type}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @complex(!vhlo.complex_v1<f32>)

// -----

// The parameter's C++ type is spelled as upstream's record spells it.
// expected-error @+3 {{expected non-function type}}
// expected-error @+2 {{failed to parse VHLO_ComplexV1 parameter 'elementType' which is to be a `Type`}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @complex_no_type(!vhlo.complex_v1<3>)

// -----

// expected-error @+2 {{expected VHLO type}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @unranked(!vhlo.unranked_tensor_v1<f32>)

// -----

// expected-error @+2 {{expected VHLO types}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @tuple(!vhlo.tuple_v1<!vhlo.f32_v1, i32>)

// -----

// expected-error @+2 {{expected VHLO types}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @future(!vhlo.future_v1<i32>)

// -----

// expected-error @+2 {{expected VHLO types}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @function(!vhlo.func_v1<(!vhlo.f32_v1) -> i32>)

// -----

// expected-error @+2 {{expected VHLO type or attribute}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @tensor_element(!vhlo.tensor_v1<2xi32>)

// -----

// expected-error @+2 {{expected VHLO type or attribute}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @tensor_encoding(!vhlo.tensor_v1<?x!vhlo.f32_v1, 3 : i64>)

// -----

// expected-error @+2 {{expected VHLO types}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @buffer(!vhlo.buffer_v1<2xi8>)

// -----

// expected-error @+2 {{expected VHLO type}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @quant(!vhlo.quant_v1<i8:!vhlo.f32_v1, 5.000000e-01:0, -128:127, 1>)

// -----

// expected-error @+2 {{expected VHLO type}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @quant_per_axis(!vhlo.quant_per_axis_v1<!vhlo.i8_v1:f32, 0, [5.000000e-01], [0], -128:127, 1>)

// -----

// VHLO types pass.
func.func private @fine(!vhlo.complex_v1<!vhlo.f32_v1>, !vhlo.unranked_tensor_v1<!vhlo.f32_v1>, !vhlo.tuple_v1<!vhlo.f32_v1>) attributes {a = #vhlo.type_v1<!vhlo.f32_v1>, b = #vhlo.float_v1<1.000000e+00 : !vhlo.f32_v1>}
