// Writing an artifact keeps sdy ops and attributes only with
// --allow-other-dialects, as for any dialect besides StableHLO (and as
// upstream's writer and jaxlib's serialize_portable_artifact do); the
// refusal says so. Reading needs no flag (sharding.mlir).
// RUN: split-file %s %t
// RUN: not stablehlo-translate --serialize --target=current %t/ops.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OPS
// RUN: not stablehlo-translate --serialize --target=current %t/rule.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RULE
// RUN: not stablehlo-translate --serialize --target=current %t/arguments.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ARGUMENTS
// RUN: stablehlo-translate --serialize --target=current --allow-other-dialects %t/rule.mlir \
// RUN:   | stablehlo-translate --deserialize | FileCheck %s --check-prefix=KEPT

// OPS: error: failed to legalize operation 'sdy.mesh' that was explicitly marked illegal: 'sdy.mesh' has no VHLO form in this schema; pass --allow-other-dialects to keep ops of other dialects
// RULE: error: failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal: attribute 'sdy.sharding_rule' (#sdy.op_sharding_rule<([i])->([i]) {i=8}, custom>) has no VHLO form; pass --allow-other-dialects to keep attributes of other dialects
// ARGUMENTS: error: failed to legalize operation 'func.func' that was explicitly marked illegal: attribute 'arg_attrs' ([{sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{"x"}]>}]) has no VHLO form; pass --allow-other-dialects to keep attributes of other dialects
// KEPT: stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}, custom>}

//--- ops.mlir
sdy.mesh @mesh = <["x"=2]>

//--- rule.mlir
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}, custom>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

//--- arguments.mlir
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{"x"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
