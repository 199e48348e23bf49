// Round trip of the collectives (generic form, as upstream prints them),
// replica/partition ids and the mesh-axes replica groups.
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @all_gather_op(
// CHECK-NEXT: %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<2x4xi64>, tensor<2x4xi64>
func.func @all_gather_op(%a: tensor<2x2xi64>, %b: tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>) {
  %0:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
  return %0#0, %0#1 : tensor<2x4xi64>, tensor<2x4xi64>
}

// CHECK-LABEL: func.func @all_reduce_op(
// CHECK-NEXT: %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
func.func @all_reduce_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @reduce_scatter_op(
// CHECK-NEXT: %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
// CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg2 : tensor<i64>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x4xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
func.func @reduce_scatter_op(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %1 = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @all_to_all_op(
// CHECK-NEXT: %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>) -> tensor<4x2xi64>
// CHECK-NEXT: return %0 : tensor<4x2xi64>
func.func @all_to_all_op(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// With has_dynamic_root the last operand is the root index: one result per
// other operand.
// CHECK-LABEL: func.func @collective_broadcast_op(
// CHECK-NEXT: %0 = "stablehlo.collective_broadcast"(%arg1, %arg0) <{has_dynamic_root, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<3xf32>, tensor<1xi32>) -> tensor<3xf32>
// CHECK-NEXT: return %0 : tensor<3xf32>
func.func @collective_broadcast_op(%root: tensor<1xi32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.collective_broadcast"(%b, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<3xf32>, tensor<1xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// CHECK-LABEL: func.func @collective_reduce_op(
// CHECK-NEXT: %0 = "stablehlo.collective_reduce"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, has_dynamic_root, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
// CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg3 : tensor<i64>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<4xi64>, tensor<1xi32>) -> tensor<4xi64>
// CHECK-NEXT: return %0 : tensor<4xi64>
func.func @collective_reduce_op(%a: tensor<4xi64>, %root: tensor<1xi32>) -> tensor<4xi64> {
  %0 = "stablehlo.collective_reduce"(%a, %root) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %1 = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids, has_dynamic_root} : (tensor<4xi64>, tensor<1xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// CHECK-LABEL: func.func @collective_permute_op(
// CHECK-NEXT: %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT: return %0 : tensor<2x2xi64>
func.func @collective_permute_op(%a: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @cross_replica_sum_op(
// CHECK-NEXT: %0 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
func.func @cross_replica_sum_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @ids(
// CHECK-NEXT: %0 = stablehlo.replica_id : tensor<ui32>
// CHECK-NEXT: %1 = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: return %0, %1 : tensor<ui32>, tensor<ui32>
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %0 = stablehlo.replica_id : tensor<ui32>
  %1 = stablehlo.partition_id : tensor<ui32>
  return %0, %1 : tensor<ui32>, tensor<ui32>
}

// The mesh that `mesh = @mesh` names below, as Shardy defines it.
// CHECK: sdy.mesh @mesh = <["x"=4, "y"=2]>
sdy.mesh @mesh = <["x"=4, "y"=2]>

// CHECK-LABEL: func.func @mesh_axes_replica_groups(
// CHECK-NEXT: %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "y">]>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT:   %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 1>], device_ids=dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>}> : (tensor<4xf32>) -> tensor<8xf32>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<8xf32>
func.func @mesh_axes_replica_groups(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 1>], device_ids = dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<4xf32>, tensor<8xf32>
}

// Programs on the edge of each constraint, which verify.

// all_gather: (C1) the last dimension; (C2-C4) ids 0..3 in any order; (C5)
// a positive channel_id; (C6) with channel_id > 0 and no global ids
// (cross_replica_and_partition) any multiple of the group size, here 2 x 2;
// dynamic sizes; a mesh by symbol (group size unknown).
// CHECK-LABEL: func.func @all_gather_edges(
func.func @all_gather_edges(%a: tensor<2x3xf32>, %b: tensor<?x2xf32>) -> (tensor<2x12xf32>, tensor<4x2xf32>, tensor<?x4xf32>, tensor<6x3xf32>) {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[3, 0, 1, 2]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2x3xf32>) -> tensor<2x12xf32>
  %1 = "stablehlo.all_gather"(%b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<?x2xf32>) -> tensor<4x2xf32>
  %2 = "stablehlo.all_gather"(%b) {all_gather_dim = 1 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<?x2xf32>) -> tensor<?x4xf32>
  %3 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x3xf32>) -> tensor<6x3xf32>
  return %0, %1, %2, %3 : tensor<2x12xf32>, tensor<4x2xf32>, tensor<?x4xf32>, tensor<6x3xf32>
}

// all_reduce: (C2, C3) groups of different sizes padded with -1; (C4) global
// ids with a positive channel; (C5, C7) i8 promoted to i32, booleans.
// CHECK-LABEL: func.func @all_reduce_edges(
func.func @all_reduce_edges(%a: tensor<4xi8>, %p: tensor<2xi1>) -> (tensor<4xi32>, tensor<2xi1>) {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1, 2], [3, -1, -1]]> : tensor<2x3xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<4xi8>) -> tensor<4xi32>
  %1 = "stablehlo.all_reduce"(%p) ({
  ^bb0(%x: tensor<i1>, %y: tensor<i1>):
    %s = stablehlo.and %x, %y : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi1>) -> tensor<2xi1>
  return %0, %1 : tensor<4xi32>, tensor<2xi1>
}

// all_to_all: split_dimension = concat_dimension keeps the type; (C1, C3)
// the last dimension; (C2) a dynamic dimension; (C8) an inline mesh whose
// group has split_count devices, or a mesh by symbol.
// CHECK-LABEL: func.func @all_to_all_edges(
func.func @all_to_all_edges(%a: tensor<2x4xf32>, %b: tensor<?x4xf32>) -> (tensor<2x4xf32>, tensor<?x2xf32>, tensor<1x8xf32>, tensor<2x4xf32>) {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = "stablehlo.all_to_all"(%b) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<?x4xf32>) -> tensor<?x2xf32>
  %2 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 3>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>} : (tensor<2x4xf32>) -> tensor<1x8xf32>
  %3 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0, %1, %2, %3 : tensor<2x4xf32>, tensor<?x2xf32>, tensor<1x8xf32>, tensor<2x4xf32>
}

// reduce_scatter: (C2) the last dimension; (C1, C8) with channel_id > 0 and
// no global ids the process group spans the partitions: 8 = 2 x 2 x 2;
// (C7, C9) f16 promoted to f32; a mesh by symbol.
// CHECK-LABEL: func.func @reduce_scatter_edges(
func.func @reduce_scatter_edges(%a: tensor<3x8xf16>) -> (tensor<3x2xf32>, tensor<3x4xf32>) {
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<3x8xf16>) -> tensor<3x2xf32>
  %1 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<3x8xf16>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<3x4xf32>
}

// collective_permute: (C2, C3) an id may be both a source and a target;
// no pairs at all.
// CHECK-LABEL: func.func @collective_permute_edges(
func.func @collective_permute_edges(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<> : tensor<0x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// collective_broadcast: (C2) groups need not cover every process (the
// spec's example) nor the ids 0..n-1; (C4, C6) a constant root index at the
// last place of a group.
// CHECK-LABEL: func.func @collective_broadcast_edges(
func.func @collective_broadcast_edges(%a: tensor<1x2xi64>, %b: tensor<3xf32>) -> (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<3xf32>) {
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
  %1 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 5], [3, 4]]> : tensor<2x2xi64>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
  %root = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %2:2 = "stablehlo.collective_broadcast"(%a, %b, %root) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, has_dynamic_root} : (tensor<1x2xi64>, tensor<3xf32>, tensor<2xi32>) -> (tensor<1x2xi64>, tensor<3xf32>)
  return %0, %1, %2#0, %2#1 : tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<3xf32>
}

// collective_broadcast and collective_reduce: as upstream, the root indices
// may be unsigned 32-bit integers as well as i32.
// CHECK-LABEL: func.func @dynamic_root_any_32_bit_integer(
func.func @dynamic_root_any_32_bit_integer(%a: tensor<2xf32>, %u: tensor<1xui32>, %s: tensor<1xui32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK: (tensor<2xf32>, tensor<1xui32>) -> tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%a, %u) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xui32>) -> tensor<2xf32>
  // CHECK: (tensor<2xf32>, tensor<1xui32>) -> tensor<2xf32>
  %1 = "stablehlo.collective_reduce"(%a, %s) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %r = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<2xf32>, tensor<1xui32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// collective_reduce: (C2) groups padded with -1 (the other ids cover 0..n-1,
// as upstream requires); (C3) the root indices; (C4) i16 promoted to i32,
// the element type of the results (as upstream infers them).
// CHECK-LABEL: func.func @collective_reduce_edges(
func.func @collective_reduce_edges(%a: tensor<4xi16>, %b: tensor<?xi16>, %root: tensor<2xi32>) -> (tensor<4xi32>, tensor<?xi32>) {
  %0:2 = "stablehlo.collective_reduce"(%a, %b, %root) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[1, 0, -1]]> : tensor<1x3xi64>, has_dynamic_root} : (tensor<4xi16>, tensor<?xi16>, tensor<2xi32>) -> (tensor<4xi32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<?xi32>
}

// cross-replica-sum: operand and result types equal up to dynamic
// dimensions.
// CHECK-LABEL: func.func @cross_replica_sum_edges(
func.func @cross_replica_sum_edges(%a: tensor<?xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Edges of the replica-group constraints in both forms: dense groups that
// cover the ids 0..n-1 exactly in any order; sub-axes that just fit their
// axis (pre_size * size = axis size), disjoint sub-axes of one axis, and a
// mesh whose device_ids are a permutation.
// CHECK-LABEL: func.func @all_gather_groups_cover_exactly(
func.func @all_gather_groups_cover_exactly(%a: tensor<2xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[3, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @all_gather_mesh_sub_axis_fits(
func.func @all_gather_mesh_sub_axis_fits(%a: tensor<2xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>} : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @all_reduce_mesh_disjoint_sub_axes(
func.func @all_reduce_mesh_disjoint_sub_axes(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>, #stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @all_reduce_groups_cover_exactly(
func.func @all_reduce_groups_cover_exactly(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @all_to_all_mesh_sub_axis_fits(
func.func @all_to_all_mesh_sub_axis_fits(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// all_to_all (C9): split_dimension = concat_dimension keeps the type.
// CHECK-LABEL: func.func @all_to_all_groups_cover_exactly(
func.func @all_to_all_groups_cover_exactly(%a: tensor<2x4xi64>) -> tensor<2x4xi64> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 3], [2, 0]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// CHECK-LABEL: func.func @reduce_scatter_mesh_device_permutation(
func.func @reduce_scatter_mesh_device_permutation(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>, scatter_dimension = 1 : i64} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @reduce_scatter_groups_cover_exactly(
func.func @reduce_scatter_groups_cover_exactly(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// collective_broadcast and collective_permute (C5): the result has the
// operand's type, here a bounded dynamic one.
// CHECK-LABEL: func.func @collective_permute_bounded(
func.func @collective_permute_bounded(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// CHECK-LABEL: func.func @collective_broadcast_two_operands(
func.func @collective_broadcast_two_operands(%a: tensor<2xf32>, %b: tensor<3xi8>) -> (tensor<2xf32>, tensor<3xi8>) {
  %0:2 = "stablehlo.collective_broadcast"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xi8>) -> (tensor<2xf32>, tensor<3xi8>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xi8>
}
