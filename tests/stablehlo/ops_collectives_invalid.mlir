// Structural errors of the collectives and of the mesh-axes attributes.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @all_gather_result_count(%a: tensor<2x2xi64>) -> tensor<2x4xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op must have one result per operand (1), got 2}}
  %0:2 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
  return %0#0 : tensor<2x4xi64>
}

// -----

func.func @all_to_all_result_count(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{'stablehlo.all_to_all' op must have one result per operand (1), got 2}}
  %0:2 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
  return %0#0 : tensor<4x2xi64>
}

// -----

func.func @all_to_all_zero_split_count(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+1 {{'stablehlo.all_to_all' op attribute 'split_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

func.func @collective_broadcast_result_count(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op must have one result per operand (1), got 2}}
  %0:2 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  return %0#0 : tensor<2xi64>
}

// -----

func.func @all_reduce_result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op must have one result per operand (1), got 2}}
  %0:2 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @all_reduce_computation_argument_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op region 'computation' must have 2 argument(s), got 1}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collective_reduce_computation_return_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op region 'computation' must return 1 value(s), got 2}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x, %y : tensor<f32>, tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collective_reduce_result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op must have one result per operand (1), got 2}}
  %0:2 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @reduce_scatter_computation_argument_count(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op region 'computation' must have 2 argument(s), got 3}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @collective_permute_pairs_not_n_by_2(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.collective_permute' op (C1) source_target_pairs must have shape [N, 2], got 'tensor<1x3xi64>'}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @replica_groups_wrong_attribute_kind(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op attribute 'replica_groups' failed to satisfy constraint: 64-bit signless integer elements attribute or Replica groups given by mesh axes}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = [0, 1]} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @mesh_axes_unknown_axis(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{axis 'z' is not an axis of the mesh}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "z">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_mesh_not_a_mesh(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{mesh must be a symbol reference or a #stablehlo.mesh, got "m"}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = "m", axes = []>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_axis_not_an_axis_ref(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{axes must be #stablehlo.axis_ref attributes, got 0 : i64}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @m, axes = [0 : i64]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// With has_dynamic_root the root index operand has no result.
func.func @collective_broadcast_dynamic_root_result_count(%a: tensor<2xf32>, %root: tensor<1xi32>) -> (tensor<2xf32>, tensor<1xi32>) {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op must have one result per operand but the root index (1), got 2}}
  %0:2 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> (tensor<2xf32>, tensor<1xi32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<1xi32>
}
