// mesh_replica_groups_to_dense: below 1.16.0, replica_groups given as mesh
// axes become the dense 2-D tensor of device ids. The expected groups are
// worked out by hand from the spec's definitions (a mesh is a row-major grid
// of its axes; device ids are the linear positions unless device_ids maps
// them; a sub-axis (p)k of an axis of size n is the coordinate
// (c / (n / (p * k))) % k; the devices that differ only along the referenced
// axes form a group, ordered along those axes, the first major).
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.15.0 %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.16.0 %s | FileCheck %s --check-prefix=KEEP
// RUN: stablehlo-translate --serialize --target=1.15.0 --compatibility-expander %s -o %t.bc
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %t.bc | FileCheck %s --check-prefix=READ
// RUN: not stablehlo-translate --serialize --target=1.15.0 %s 2>&1 | FileCheck %s --check-prefix=REFUSED --implicit-check-not="explicitly marked illegal"
// RUN: stablehlo-translate --minimum-version %s | FileCheck %s --check-prefix=MINIMUM

// KEEP-COUNT-7: #stablehlo.replica_group_mesh_axes
// READ: version: 1.15.0
// READ-NOT: replica_group_mesh_axes
// One error, at the first op; it counts the other six.
// REFUSED: compatibility_expander_mesh.mlir:[[@LINE+15]]:8: error: failed to legalize operation 'vhlo.collective_broadcast_v2' that was explicitly marked illegal: stablehlo.collective_broadcast: attribute '#vhlo.replica_group_mesh_axes_v1<{{.*}}' in attribute 'replica_groups' was introduced in 1.16.0 and does not exist at target 1.15.0 (6 more ops have the same problem); the lowest target that accepts this program is 1.16.0 ({{[0-9.]+}} with the compatibility expander)
// MINIMUM: minimum version: 1.16.0
// MINIMUM: minimum version with --compatibility-expander: {{0|1\.([0-9]|1[0-5])}}.
// MINIMUM: needs 1.16.0: {{.*}}replica_group_mesh_axes{{.*}} [the compatibility expander rewrites it]

// CHECK-LABEL: func.func @mesh_2x2
// Axis x groups the devices that share y: {0, 2} and {1, 3}.
// CHECK: replica_groups = dense<{{\[}}[0, 2], [1, 3]]> : tensor<2x2xi64>
// Axis y groups the devices that share x.
// CHECK: replica_groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>
// Both axes, x major: one group in device order.
// CHECK: replica_groups = dense<{{\[}}[0, 1, 2, 3]]> : tensor<1x4xi64>
// Both axes, y major: position in the group is y * 2 + x.
// CHECK: replica_groups = dense<{{\[}}[0, 2, 1, 3]]> : tensor<1x4xi64>
func.func @mesh_2x2(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @sub_axes
// x (size 4) split as (1)2 then (2)2. The major half (1)2 is c / 2: the
// devices sharing c % 2 group, {0, 2} and {1, 3}.
// CHECK: replica_groups = dense<{{\[}}[0, 2], [1, 3]]> : tensor<2x2xi64>
// The minor half (2)2 is c % 2: {0, 1} and {2, 3}.
// CHECK: replica_groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>
func.func @sub_axes(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>]>} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @device_ids
// device_ids maps grid position p to id 3 - p: axis x groups positions
// {0, 2} and {1, 3}, that is ids {3, 1} and {2, 0}.
// CHECK: replica_groups = dense<{{\[}}[3, 1], [2, 0]]> : tensor<2x2xi64>
func.func @device_ids(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>], device_ids = dense<[3, 2, 1, 0]> : tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
