// The VHLO text parsers' errors in upstream's words (StableHLO 1.20.0's
// VhloDialect::parseType/parseAttribute, the struct form of
// result_accuracy_v1, the builtin array literal of array_v1), checked
// against jaxlib's parser by the verifier and mutation oracles.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{unknown vhlo type: tensor_v1q}}
func.func private @unknown_type(!vhlo.tensor_v1q<!vhlo.f32_v1>)

// -----

// expected-error @+1 {{unknown vhlo attribute}}
func.func private @unknown_attribute() attributes {a = #vhlo.nothing_v1<1>}

// -----

// A misspelt parameter of result_accuracy_v1.
// expected-error @+1 {{duplicate or unknown struct parameter name: modeq}}
func.func private @accuracy_unknown_key() attributes {a = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, modeq = #vhlo<result_accuracy_mode_v1 DEFAULT>>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: atol}}
func.func private @accuracy_duplicate_key() attributes {a = #vhlo.result_accuracy_v1<atol = 0.000000e+00, atol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @accuracy_no_key() attributes {a = #vhlo.result_accuracy_v1<0.0>}

// -----

// expected-error @+1 {{expected ','}}
func.func private @accuracy_missing_comma() attributes {a = #vhlo.result_accuracy_v1<atol = 0.000000e+00 rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}

// -----

// expected-error @+1 {{expected ',' or ']'}}
func.func private @array_missing_comma() attributes {a = #vhlo.array_v1<[#vhlo.bool_v1<true> #vhlo.bool_v1<false>]>}
