// Programs that do not verify, or that need a newer target: the error names
// the op and the fix; exit 1 and no -o file (rows 48-53 of docs/bad-input.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: split-file %s %t

// RUN: not stablehlo-translate --serialize --target=current %t/not-verifying.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=VERIFY-WRITE
// RUN: not test -e %t/out
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo %t/not-verifying.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize %t/not-verifying.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=VERIFY-READ -DCURRENT=%current_version
// RUN: not test -e %t/out
// VERIFY: not-verifying.mlir:2:8: error: (C1) op requires the same element type for all operands and results; the element types of lhs, rhs and result are 'f32', 'i32' and 'f32'
// VERIFY-WRITE: not-verifying.mlir:2:8: error: (C1) op requires the same element type for all operands and results
// VERIFY-WRITE: not-verifying.mlir:0:0: error: failed to serialize: the input is not a valid StableHLO program (see the errors above); expected MLIR text or bytecode of a module of func.func ops
// VERIFY-READ: not-verifying.mlir:2:8: error: (C1) op requires the same element type for all operands and results
// VERIFY-READ: not-verifying.mlir:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the input is not MLIR bytecode

// RUN: not stablehlo-translate --serialize --target=1.0.0 %t/tan.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=TAN-WRITE
// RUN: not test -e %t/out
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.0.0 %t/tan.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=TAN
// RUN: not test -e %t/out
// RUN: stablehlo-translate --serialize --target=1.4.0 %t/tan.mlir -o %t/tan.bc
// TAN: tan.mlir:2:8: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: stablehlo.tan was introduced in 1.4.0 and does not exist at target 1.0.0; the lowest target that accepts this program is 1.4.0
// TAN-WRITE: tan.mlir:2:8: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: stablehlo.tan was introduced in 1.4.0 and does not exist at target 1.0.0; the lowest target that accepts this program is 1.4.0
// TAN-WRITE: tan.mlir:0:0: error: failed to convert VHLO to v1.0.0
// TAN-WRITE: tan.mlir:0:0: error: failed to serialize to a StableHLO 1.0.0 artifact (see the errors above)

// RUN: not stablehlo-translate --serialize --target=current %t/arith.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=ARITH -DCURRENT=%current_version
// RUN: not test -e %t/out
// ARITH: arith.mlir:2:8: error: failed to legalize operation 'arith.addf' that was explicitly marked illegal: 'arith.addf' has no VHLO form in this schema; pass --allow-other-dialects to keep ops of other dialects
// ARITH: arith.mlir:0:0: error: failed to serialize to a StableHLO [[CURRENT]] artifact: the program could not be converted to VHLO (see the errors above)

//--- not-verifying.mlir
func.func @main(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
//--- tan.mlir
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
//--- arith.mlir
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
