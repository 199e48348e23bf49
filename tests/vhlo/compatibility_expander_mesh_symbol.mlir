// mesh_replica_groups_to_dense with `mesh = @name`: the mesh is the
// #stablehlo.mesh attribute of the op that defines the symbol (here an op of
// a sharding dialect the tools do not know); an undefined symbol, or one
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

// expected-error @+1 {{the compatibility rewrite 'mesh_replica_groups_to_dense' failed for target 1.15.0}}
module {
  func.func @undefined(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{cannot expand replica_groups: the mesh @nowhere is not defined in an enclosing symbol table; inline the mesh (mesh = #stablehlo.mesh<axes = [...]>) or target 1.16.0 or later}}
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
