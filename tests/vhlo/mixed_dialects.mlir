// Programs mixing StableHLO with other dialects serialize with
// --allow-other-dialects: other ops stay as they are and values crossing the
// boundary get unrealized casts, which deserialization removes again.
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo=allow-other-dialects %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.11.0 --allow-other-dialects --strip-debuginfo %s > %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | stablehlo-opt > %t.back.mlir
// RUN: stablehlo-opt --strip-debuginfo %s | diff - %t.back.mlir
// RUN: not stablehlo-translate --serialize --target=1.11.0 %s 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK: %[[ADD:.*]] = "vhlo.add_v1"
// CHECK: %[[TO:.*]] = builtin.unrealized_conversion_cast %[[ADD]] : !vhlo.tensor_v1<4x!vhlo.f32_v1> to tensor<4xf32>
// CHECK: %[[MUL:.*]] = arith.mulf %[[TO]], %[[TO]] {keep = "me"} : tensor<4xf32>
// CHECK: %[[FROM:.*]] = builtin.unrealized_conversion_cast %[[MUL]] : tensor<4xf32> to !vhlo.tensor_v1<4x!vhlo.f32_v1>
// CHECK: "vhlo.exponential_v2"(%[[FROM]])
// REFUSED: error: failed to legalize operation 'arith.mulf' that was explicitly marked illegal: 'arith.mulf' has no VHLO form in this schema; pass --allow-other-dialects to keep ops of other dialects

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = arith.mulf %0, %0 {keep = "me"} : tensor<4xf32>
  %2 = stablehlo.exponential %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
