// The locations the reduce parser gives, as upstream's parser gives them
// (checked against jaxlib's print of the same text): the pretty form's op is
// at its operands' `(`, not at its name; the compact form's op, and the body
// it stands for (block arguments, inner op, return), are at the `(` too, or
// at a `loc(...)` written after the type. Locations are part of an
// artifact's bytes.
// RUN: stablehlo-opt --mlir-print-debuginfo --mlir-print-local-scope --mlir-print-op-generic %s | FileCheck %s
// RUN: stablehlo-opt --mlir-print-debuginfo %s | stablehlo-opt --mlir-print-debuginfo --mlir-print-local-scope --mlir-print-op-generic | FileCheck %s --check-prefix=ROUND

// CHECK-LABEL: sym_name = "pretty"
// CHECK: "stablehlo.add"{{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 16]]:10)
// CHECK: "stablehlo.return"{{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 16]]:5)
// CHECK: }) {{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 12]]:24)
// CHECK-LABEL: sym_name = "compact"
// CHECK: ^bb0(%{{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 18]]:24), %{{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 18]]:24)):
// CHECK-NEXT: "stablehlo.add"{{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 17]]:24)
// CHECK-NEXT: "stablehlo.return"{{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 16]]:24)
// CHECK-NEXT: }) {{.*}} loc("{{.*}}reduce_locations.mlir":[[# @LINE + 15]]:24)
// CHECK-LABEL: sym_name = "compact_loc"
// CHECK: ^bb0(%{{.*}} loc("m.py":7:3), %{{.*}} loc("m.py":7:3)):
// CHECK-NEXT: "stablehlo.add"{{.*}} loc("m.py":7:3)
// CHECK-NEXT: "stablehlo.return"{{.*}} loc("m.py":7:3)
// CHECK-NEXT: }) {{.*}} loc("m.py":7:3)
func.func @pretty(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %i) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0 : tensor<f32>
}
func.func @compact(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @compact_loc(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> loc("m.py":7:3)
  return %0 : tensor<f32>
}

// Printed with its locations and read again, the compact form keeps them
// (its trailing location is the op's and its body's).
// ROUND-LABEL: sym_name = "compact_loc"
// ROUND: "stablehlo.add"{{.*}} loc("m.py":7:3)
// ROUND: }) {{.*}} loc("m.py":7:3)
