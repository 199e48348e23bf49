// The spec check is opt-in. A program that violates only constraints that
// upstream StableHLO relaxes (here dot_general (C13): lhs and rhs of
// different element types) parses, verifies, serializes and deserializes;
// `--stablehlo-check-spec` reports each violating op, naming the constraint,
// and goes on after the first; a conforming program passes it unchanged.

// RUN: split-file %s %t
// RUN: stablehlo-opt %t/mixed.mlir | FileCheck %s --check-prefix=ACCEPT
// RUN: not stablehlo-opt %t/mixed.mlir --stablehlo-check-spec 2>&1 | FileCheck %s --check-prefix=SPEC
// RUN: stablehlo-translate --serialize --target=1.0.0 %t/mixed.mlir -o %t/mixed.bc
// RUN: stablehlo-translate --deserialize %t/mixed.bc | FileCheck %s --check-prefix=ACCEPT
// RUN: stablehlo-translate --deserialize %t/mixed.bc -o %t/back.mlir
// RUN: not stablehlo-opt %t/back.mlir --stablehlo-check-spec 2>&1 | FileCheck %s --check-prefix=SPEC
// RUN: stablehlo-opt %t/conforming.mlir --stablehlo-check-spec | FileCheck %s --check-prefix=CONFORMING

// ACCEPT-LABEL: func.func @first
// ACCEPT: stablehlo.dot_general
// ACCEPT-LABEL: func.func @second
// ACCEPT: stablehlo.dot_general

// SPEC: error: {{.*}}(C13) element types of lhs and rhs must be equal, but got 'f32' and 'bf16'
// SPEC: error: {{.*}}'stablehlo.dot_general' op failed to infer returned types
// SPEC: error: {{.*}}(C13) element types of lhs and rhs must be equal, but got 'f16' and 'f32'
// SPEC: error: {{.*}}'stablehlo.dot_general' op failed to infer returned types
// SPEC-NOT: error

// CONFORMING-LABEL: func.func @same
// CONFORMING: stablehlo.dot_general

//--- mixed.mlir
func.func @first(%a: tensor<2x3xf32>, %b: tensor<3x4xbf16>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @second(%a: tensor<2x3xf16>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf16>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @fine(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

//--- conforming.mlir
func.func @same(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
