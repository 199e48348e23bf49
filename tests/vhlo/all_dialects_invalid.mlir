// A sparse_tensor encoding parses (the dialect is registered) but a tensor
// type's encoding has a VHLO form only when it is #stablehlo.type_extensions,
// so serializing refuses it even with --allow-other-dialects.
// RUN: stablehlo-opt %s | FileCheck %s --check-prefix=PARSED
// RUN: not stablehlo-translate --serialize --target=current --allow-other-dialects %s 2>&1 | FileCheck %s

// PARSED: sparse_tensor.number_of_entries
// CHECK: error: failed to legalize operation 'func.func' that was explicitly marked illegal: attribute 'function_type' ((tensor<4x8xf32, #sparse_tensor.encoding<{{.*}}>>) -> index) has no VHLO form
// CHECK: error: failed to serialize to a StableHLO {{.*}} artifact: the program could not be converted to VHLO

#csr = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>
func.func @sparse(%a: tensor<4x8xf32, #csr>) -> index {
  %n = sparse_tensor.number_of_entries %a : tensor<4x8xf32, #csr>
  return %n : index
}
