// The checks StableHLO 1.20.0's VHLO attributes make once their text is
// read: a dict_v1 key and a result_accuracy_v1 mode must be VHLO attributes.
// Both errors are at the `<` after the mnemonic. A wrong dict_v1 key is
// reported (once per key) but the attribute is made all the same and the
// program goes on; a wrong mode refuses the attribute.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics
// RUN: not stablehlo-opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s
// RUN: not stablehlo-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=PRINT

// CHECK: vhlo_attr_checks_invalid.mlir:[[@LINE+3]]:68: error: expected VHLO key attribute
// PRINT: func.func private @dict_builtin_key() attributes {a = #vhlo.dict_v1<{"k" = #vhlo.bool_v1<true>}>}
// expected-error @+1 {{expected VHLO key attribute}}
func.func private @dict_builtin_key() attributes {a = #vhlo.dict_v1<{"k" = #vhlo.bool_v1<true>}>}

// -----

// One error per key that is not a VHLO attribute (counted by FileCheck: one
// expected-error matches both); a VHLO key is fine.
// CHECK-COUNT-2: vhlo_attr_checks_invalid.mlir:[[@LINE+3]]:65: error: expected VHLO key attribute
// CHECK-NOT: error
// expected-error @+1 {{expected VHLO key attribute}}
func.func private @dict_two_keys() attributes {a = #vhlo.dict_v1<{1 : i32 = #vhlo.bool_v1<true>, #vhlo.string_v1<"k"> = #vhlo.bool_v1<true>, unit = #vhlo.bool_v1<false>}>}

// -----

// The program goes on after the key: a later error is reported too.
// CHECK: vhlo_attr_checks_invalid.mlir:[[@LINE+3]]:66: error: expected VHLO key attribute
// CHECK: vhlo_attr_checks_invalid.mlir:[[@LINE+2]]:107: error: unknown vhlo attribute
// expected-error @+1 {{expected VHLO key attribute}}
func.func private @dict_then_more() attributes {a = #vhlo.dict_v1<{"k" = #vhlo.bool_v1<true>}>, b = #vhlo.nothing_v1<1>}
// expected-error @-1 {{unknown vhlo attribute}}

// -----

// An empty dictionary and VHLO keys are fine.
// PRINT-LABEL: func.func private @dict_vhlo_keys
func.func private @dict_vhlo_keys() attributes {a = #vhlo.dict_v1<{}>, b = #vhlo.dict_v1<{#vhlo<comparison_direction_v1 EQ> = #vhlo.bool_v1<true>}>}

// -----

// CHECK: vhlo_attr_checks_invalid.mlir:[[@LINE+2]]:84: error: expected VHLO result accuracy mode
// expected-error @+1 {{expected VHLO result accuracy mode}}
func.func private @accuracy_builtin_mode() attributes {a = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = 1 : i32>}

// -----

// The struct is read first: its own errors come before the mode's.
// expected-error @+1 {{expected ','}}
func.func private @accuracy_syntax_first() attributes {a = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00 ulps = 0, mode = 1 : i32>}

// -----

// A VHLO attribute that is not a mode passes this check, as upstream's.
// PRINT-LABEL: func.func private @accuracy_other_vhlo_mode
func.func private @accuracy_other_vhlo_mode() attributes {a = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo.bool_v1<true>>}
