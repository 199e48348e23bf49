// A device order that is the default one (0, 1, 2, ...) is dropped when a
// mesh is built, from text or from an artifact, as jaxlib does: the same
// mesh has one form. Any other order stays.
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current --allow-other-dialects %s \
// RUN:   | stablehlo-translate --deserialize | FileCheck %s

// CHECK:      sdy.mesh @iota = <["x"=2, "y"=2]>
// CHECK-NEXT: sdy.mesh @permuted = <["x"=2, "y"=2], device_ids=[0, 2, 1, 3]>
// CHECK-NEXT: sdy.mesh @one_device = <[], device_ids=[0]>
sdy.mesh @iota = <["x"=2, "y"=2], device_ids=[0, 1, 2, 3]>
sdy.mesh @permuted = <["x"=2, "y"=2], device_ids=[0, 2, 1, 3]>
sdy.mesh @one_device = <[], device_ids=[0]>
