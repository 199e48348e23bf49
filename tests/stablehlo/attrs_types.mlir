// Round trip of the dialect's types and attributes in their textual forms.
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace

// Enum attributes: `#stablehlo<mnemonic CASE>`, except result_accuracy_mode.
// CHECK-LABEL: func.func @enum_attributes
// CHECK-SAME: a = #stablehlo<comparison_direction GE>
// CHECK-SAME: b = #stablehlo<comparison_type TOTALORDER>
// CHECK-SAME: c = #stablehlo<precision HIGHEST>
// CHECK-SAME: d = #stablehlo.result_accuracy_mode<TOLERANCE>
// CHECK-SAME: e = #stablehlo<fft_type IRFFT>
// CHECK-SAME: f = #stablehlo<rng_distribution NORMAL>
// CHECK-SAME: g = #stablehlo<rng_algorithm THREE_FRY>
// CHECK-SAME: h = #stablehlo<transpose ADJOINT>
// CHECK-SAME: i = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]
func.func @enum_attributes() attributes {
    a = #stablehlo<comparison_direction GE>,
    b = #stablehlo<comparison_type TOTALORDER>,
    c = #stablehlo<precision HIGHEST>,
    d = #stablehlo.result_accuracy_mode<TOLERANCE>,
    e = #stablehlo<fft_type IRFFT>,
    f = #stablehlo<rng_distribution NORMAL>,
    g = #stablehlo<rng_algorithm THREE_FRY>,
    h = #stablehlo<transpose ADJOINT>,
    i = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} {
  return
}

// CHECK-LABEL: func.func @result_accuracy_attribute
// CHECK-SAME: a = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>
// CHECK-SAME: b = #stablehlo.result_accuracy<rtol = 1.000000e-01, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
// CHECK-SAME: c = #stablehlo.result_accuracy<atol = 1.000000e+00, rtol = 2.000000e+00, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
// CHECK-SAME: d = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
func.func @result_accuracy_attribute() attributes {
    a = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>,
    b = #stablehlo.result_accuracy<rtol = 0.1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>,
    c = #stablehlo.result_accuracy<atol = 1.0, rtol = 2.0, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>,
    d = #stablehlo.result_accuracy<atol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} {
  return
}

// Bounds print in the short form; the long form parses too.
// CHECK-LABEL: func.func @bounds
// CHECK-SAME: (%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %arg1: tensor<?x?xi32, #stablehlo.bounds<?, 3>>, %arg2: tensor<?xf32, #stablehlo.bounds<?>>)
func.func @bounds(%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>,
                  %arg1: tensor<?x?xi32, #stablehlo.type_extensions<bounds = [?, 3]>>,
                  %arg2: tensor<?xf32, #stablehlo.bounds<?>>) {
  return
}

// CHECK-LABEL: func.func @types
// CHECK-SAME: (%arg0: !stablehlo.token, %arg1: !stablehlo.future<tensor<2xf32>, tensor<i1>>)
func.func @types(%arg0: !stablehlo.token, %arg1: !stablehlo.future<tensor<2xf32>, tensor<i1>>) {
  return
}
