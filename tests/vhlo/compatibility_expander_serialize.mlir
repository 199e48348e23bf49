// Serializing for an older target: refused with a pointer to the expander,
// then accepted with --compatibility-expander, which rewrites tan (1.4.0)
// and narrows location ranges (1.9.0) before writing a 1.0.0 artifact.
// RUN: not stablehlo-translate --serialize --target=1.0.0 %s 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: stablehlo-translate --serialize --target=1.0.0 --compatibility-expander %s -o %t.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: stablehlo-translate --deserialize --print-stablehlo-version --mlir-print-debuginfo %t.bc | FileCheck %s

// REFUSED: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: stablehlo.tan was introduced in 1.4.0 and does not exist at target 1.0.0; the lowest target that accepts this program is 1.4.0 (0.9.0 with the compatibility expander)
// The expander narrowed the range itself: no warning from the writer.
// QUIET-NOT: warning
// CHECK: Reading portable artifact with StableHLO version: 1.0.0
// CHECK-LABEL: func.func @main
// CHECK: stablehlo.sine %arg0 : tensor<4xf32> loc(#[[L:loc[0-9]*]])
// CHECK: stablehlo.cosine %arg0 : tensor<4xf32> loc(#[[L]])
// CHECK: stablehlo.divide %{{.*}}, %{{.*}} : tensor<4xf32> loc(#[[L]])
// CHECK: #[[L]] = loc("prog.mlir":3:5){{$}}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %x : tensor<4xf32> loc("prog.mlir":3:5 to 3:20)
  return %0 : tensor<4xf32>
}
