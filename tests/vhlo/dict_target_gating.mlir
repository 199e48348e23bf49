// A type or attribute newer than the target is refused wherever it sits,
// dictionaries included: function argument and result attributes and
// discardable attributes hold dictionaries, which VHLO writes as dict_v1.
// (tf32 needs 1.6.0; f8E4M3 needs 1.7.0.)
// RUN: not stablehlo-translate --serialize --target=1.0.0 --split-input-file %s 2>&1 | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.7.0 %s | stablehlo-translate --deserialize | FileCheck %s --check-prefix=READ

// CHECK: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'tf32' in attribute 'arg_attrs' was introduced in 1.6.0 and does not exist at target 1.0.0; the lowest target that accepts this program is 1.6.0
// READ: prop.values = {x = 1.000000e+00 : tf32}
func.func @arg_attr_dict(%arg0: tensor<f32> {prop.values = {x = 1.0 : tf32}}) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

// CHECK: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'f8E4M3' in attribute 'my.d' was introduced in 1.7.0 and does not exist at target 1.0.0
// CHECK: error: failed to convert VHLO to v1.0.0
// READ: my.d = {inner = {t = f8E4M3}}
func.func @discardable_nested_dict(%arg0: tensor<f32>) -> tensor<f32> attributes {my.d = {inner = {t = f8E4M3}}} {
  return %arg0 : tensor<f32>
}
