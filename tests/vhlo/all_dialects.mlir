// The tools register every MLIR dialect (ToolDialects.h): a program mixing
// StableHLO with scf, tensor, shape, cf, linalg and math parses in both
// tools, serializes with --allow-other-dialects and reads back unchanged.
// RUN: stablehlo-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo=allow-other-dialects %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.0.0 --allow-other-dialects --strip-debuginfo %s > %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | stablehlo-opt > %t.back.mlir
// RUN: stablehlo-opt --strip-debuginfo %s | diff - %t.back.mlir
// RUN: not stablehlo-translate --serialize --target=1.0.0 %s 2>&1 | FileCheck %s --check-prefix=REFUSED

// DIALECTS: Available Dialects: {{.*}}cf,{{.*}},linalg,{{.*}},math,{{.*}},scf,sdy,shape,{{.*}}sparse_tensor,{{.*}}stablehlo,tensor,{{.*}}vhlo

// REFUSED: error: failed to legalize operation 'scf.while' that was explicitly marked illegal: 'scf.while' has no VHLO form in this schema; pass --allow-other-dialects to keep ops of other dialects

// CHECK-LABEL: vhlo.func_v1 @scf_while
// CHECK: scf.while
// CHECK: "vhlo.compare_v{{[0-9]+}}"
// CHECK: scf.condition
// CHECK: "vhlo.add_v{{[0-9]+}}"
// CHECK: scf.yield
func.func @scf_while(%a: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %r = scf.while (%x = %a) : (tensor<i32>) -> tensor<i32> {
    %lt = stablehlo.compare LT, %x, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c = tensor.extract %lt[] : tensor<i1>
    scf.condition(%c) %x : tensor<i32>
  } do {
  ^bb0(%y: tensor<i32>):
    %one = stablehlo.constant dense<1> : tensor<i32>
    %z = stablehlo.add %y, %one : tensor<i32>
    scf.yield %z : tensor<i32>
  }
  return %r : tensor<i32>
}

// CHECK-LABEL: vhlo.func_v1 @tensor_and_shape
// CHECK: "vhlo.exponential_v{{[0-9]+}}"
// CHECK: shape.shape_of
func.func @tensor_and_shape(%a: tensor<?x4xf32>) -> tensor<2xindex> {
  %e = stablehlo.exponential %a : tensor<?x4xf32>
  %s = shape.shape_of %e : tensor<?x4xf32> -> tensor<2xindex>
  return %s : tensor<2xindex>
}

// CHECK-LABEL: vhlo.func_v1 @cf_blocks
// CHECK: cf.cond_br
// CHECK: "vhlo.abs_v{{[0-9]+}}"
// CHECK: "vhlo.negate_v{{[0-9]+}}"
func.func @cf_blocks(%p: i1, %a: tensor<2xf32>) -> tensor<2xf32> {
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %x = stablehlo.abs %a : tensor<2xf32>
  return %x : tensor<2xf32>
^bb2:
  %y = stablehlo.negate %a : tensor<2xf32>
  return %y : tensor<2xf32>
}

// CHECK-LABEL: vhlo.func_v1 @math_linalg
// CHECK: linalg.map
// CHECK: "vhlo.sqrt_v{{[0-9]+}}"
func.func @math_linalg(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %m = linalg.map { math.sqrt } ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>)
  %r = stablehlo.sqrt %m : tensor<4xf32>
  return %r : tensor<4xf32>
}
