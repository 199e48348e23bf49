// mesh_replica_groups_to_dense with `mesh = @name`: the verifier cannot see
// the mesh a symbol names, so the expander checks it as the verifier checks
// an inline one (axis sizes, the referenced axes and sub-axes), and refuses
// a mesh whose dense form would list more devices than it can hold, each
// with an error naming the op, instead of dividing by zero, indexing past
// the axes or enumerating 2^40 devices.
// RUN: stablehlo-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics --stablehlo-compatibility-expander=target=1.15.0 %s

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  "sharding.mesh"() {sym_name = "mesh", mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 0>]>} : () -> ()
  func.func @axis_size_zero(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{mesh axis 'x' must have a positive size, got 0}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  "sharding.mesh"() {sym_name = "mesh", mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>} : () -> ()
  func.func @axis_not_in_mesh(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'stablehlo.collective_broadcast' op cannot expand replica_groups #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>: axis 'y' not found in mesh definition}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  "sharding.mesh"() {sym_name = "mesh", mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>} : () -> ()
  func.func @sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{cannot expand replica_groups with mesh @mesh: sub-axis 'x':(1)3 does not fit axis 'x' of size 4: pre_size * size must divide the axis size}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)3>]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  "sharding.mesh"() {sym_name = "mesh", mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4294967296>, #stablehlo.mesh_axis<name = "y", size = 4294967296>]>} : () -> ()
  func.func @devices_overflow(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{the number of devices of the mesh of replica_groups, the product of its axis sizes, overflows int64}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// 2^20 x 2^20 devices: valid, but not as a dense list.
// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  func.func @too_many_devices(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'stablehlo.collective_broadcast' op cannot expand replica_groups: the mesh has 1099511627776 devices, more than the 16777216 the dense form of replica_groups may list; target 1.16.0 or later to keep the mesh form}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 1048576>, #stablehlo.mesh_axis<name = "y", size = 1048576>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
