// mesh_replica_groups_to_dense with `mesh = @name`: the mesh is the
// #stablehlo.mesh attribute of the op that defines the symbol (here an op of
// a sharding dialect the tools do not know); an undefined symbol (refused by
// the verifier, as upstream refuses it), or one
// without a mesh, is an error that says how to get out.
// RUN: stablehlo-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics --stablehlo-compatibility-expander=target=1.15.0 %s | FileCheck %s

// Axis y of the 2x2 mesh @mesh groups the devices sharing x.
// CHECK: replica_groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>
module {
  "sharding.mesh"() {sym_name = "mesh", mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>} : () -> ()
  func.func @symbol(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// An undefined symbol is refused by the verifier, before the rewrite runs.
module {
  func.func @undefined(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'stablehlo.collective_broadcast' op replica_groups: mesh symbol 'nowhere' not found}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @nowhere, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  "sharding.mesh"() {sym_name = "not_a_mesh", size = 4 : i64} : () -> ()
  func.func @no_mesh(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{cannot expand replica_groups: the mesh @not_a_mesh names an op without a #stablehlo.mesh attribute}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @not_a_mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// Shardy's mesh op carries the mesh as a dictionary-form stablehlo.mesh
// attribute; its device_ids order the devices of the row-major grid.
// CHECK-LABEL: func.func @dictionary
// CHECK: replica_groups = dense<{{\[}}[3, 2], [1, 0]]> : tensor<2x2xi64>
module {
  "sharding.mesh"() {sym_name = "dict_mesh", stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}], device_ids = dense<[3, 2, 1, 0]> : tensor<4xi64>}} : () -> ()
  func.func @dictionary(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @dict_mesh, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// Without device_ids, the devices are numbered in grid order.
// CHECK-LABEL: func.func @dictionary_no_ids
// CHECK: replica_groups = dense<{{\[}}[0, 2], [1, 3]]> : tensor<2x2xi64>
module {
  "sharding.mesh"() {sym_name = "dict_mesh2", stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}} : () -> ()
  func.func @dictionary_no_ids(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @dict_mesh2, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  "sharding.mesh"() {sym_name = "bad_dict", stablehlo.mesh = {shape = [2, 2]}} : () -> ()
  func.func @bad_dictionary(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{cannot expand replica_groups: the mesh @bad_dict names an op whose mesh cannot be read: its stablehlo.mesh dictionary has no 'axes' array; inline the mesh}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @bad_dict, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  "sharding.mesh"() {sym_name = "bad_axis_mesh", stablehlo.mesh = {axes = [{name = "x"}]}} : () -> ()
  func.func @bad_axis(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{the mesh @bad_axis_mesh names an op whose mesh cannot be read: axis #0 of its stablehlo.mesh dictionary is not {name = "...", size = N}}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @bad_axis_mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
