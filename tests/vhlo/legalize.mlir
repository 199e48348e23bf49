// StableHLO -> VHLO: op versions, materialized defaults, converted types; and
// back, with defaults elided and discardable attributes kept.
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-legalize-to-stablehlo %s | FileCheck %s --check-prefix=BACK

// CHECK-LABEL: "vhlo.func_v1"
// CHECK-SAME: sym_name = #vhlo.string_v1<"compare_defaults">
// CHECK-SAME: sym_visibility = #vhlo.string_v1<"">
// Later compare versions may add attributes (printed in name order after these).
// CHECK: "vhlo.compare_v{{[0-9]+}}"(%{{.*}}, %{{.*}}) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 GE>{{(, [^}]*)?}}}> {mhlo.frontend = #vhlo.string_v1<"jax">}
// CHECK-SAME: (!vhlo.tensor_v1<4x!vhlo.bf16_v1>, !vhlo.tensor_v1<4x!vhlo.bf16_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
// BACK-LABEL: func.func @compare_defaults
// BACK: stablehlo.compare  GE, %arg0, %arg1 {mhlo.frontend = "jax"} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
func.func @compare_defaults(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = stablehlo.compare GE, %a, %b {mhlo.frontend = "jax"} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// CHECK-LABEL: sym_name = #vhlo.string_v1<"types">
// CHECK: "vhlo.tan_v2"(%{{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<?x2x!vhlo.complex_v1<!vhlo.f64_v1>, #vhlo.type_extensions_v1<bounds = [8, ?]>>)
// CHECK: "vhlo.transpose_v1"(%{{.*}}) <{permutation = #vhlo.tensor_v1<dense<[1, 0]> : tensor<2xi64>>}>
// CHECK: "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x!vhlo.ui8_v1>
// BACK-LABEL: func.func private @types
// BACK: stablehlo.tan %arg0 : tensor<?x2xcomplex<f64>, #stablehlo.bounds<8, ?>>
// BACK: stablehlo.transpose %{{.*}}, dims = [1, 0]
// BACK: stablehlo.iota dim = 0 : tensor<4xui8>
func.func private @types(%a: tensor<?x2xcomplex<f64>, #stablehlo.bounds<8, ?>>) -> (tensor<2x?xcomplex<f64>, #stablehlo.bounds<?, 8>>, tensor<4xui8>) {
  %0 = stablehlo.tan %a : tensor<?x2xcomplex<f64>, #stablehlo.bounds<8, ?>>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<?x2xcomplex<f64>, #stablehlo.bounds<8, ?>>) -> tensor<2x?xcomplex<f64>, #stablehlo.bounds<?, 8>>
  %2 = stablehlo.iota dim = 0 : tensor<4xui8>
  return %1, %2 : tensor<2x?xcomplex<f64>, #stablehlo.bounds<?, 8>>, tensor<4xui8>
}
