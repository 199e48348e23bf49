// result_accuracy_v1 is read as upstream reads it, a struct: its four
// parameters in any order, printed in their declared order.
// RUN: stablehlo-opt %s | FileCheck %s

// CHECK-LABEL: func.func private @accuracy_any_order()
// CHECK-SAME: a = #vhlo.result_accuracy_v1<atol = 1.000000e-01, rtol = 2.000000e-01, ulps = 3, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>
func.func private @accuracy_any_order() attributes {a = #vhlo.result_accuracy_v1<mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>, ulps = 3, rtol = 2.000000e-01, atol = 1.000000e-01>}
