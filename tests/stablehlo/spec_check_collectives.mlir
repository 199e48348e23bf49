// Constraints of the collectives, send and recv that upstream StableHLO
// relaxes or does not check: the verifier accepts each case (first RUN), the
// spec check refuses it, naming the constraint (second RUN). Upstream checks
// none of the mesh-axes form of replica_groups (nor an inline mesh's sizes
// and device_ids), never source_target_pairs of send and recv, the root
// index of collective_broadcast never, all_gather (C5) only for a negative
// channel id, all_gather (C6) and reduce_scatter (C1), (C8) without the
// group size, and the computation of all_reduce, reduce_scatter and
// collective_reduce with floats of any width.
// RUN: stablehlo-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: stablehlo-opt %s --split-input-file --allow-unregistered-dialect --stablehlo-check-spec --verify-diagnostics

// send and recv (C1-C4): upstream never checks source_target_pairs.
// (C1) dim(source_target_pairs, 1) = 2.
// CHECK-LABEL: func.func @send_c1_pairs_shape
func.func @send_c1_pairs_shape(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C1) expect source_target_pairs attribute of shape (N, 2), but got (1, 3)}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C2) is_unique(source_target_pairs[:, 0]).
// CHECK-LABEL: func.func @send_c2_source_repeated
func.func @send_c2_source_repeated(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C2) duplicate sources not allowed. Process 0 sends in more than one pair}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C3) is_unique(source_target_pairs[:, 1]).
// CHECK-LABEL: func.func @send_c3_target_repeated
func.func @send_c3_target_repeated(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C3) duplicate targets not allowed. Process 1 receives in more than one pair}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C4) 0 <= source_target_pairs.
// CHECK-LABEL: func.func @send_c4_negative_id
func.func @send_c4_negative_id(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C4) replica ids in source_target_pairs must be >= 0. Got -1 in pair 1}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C1) dim(source_target_pairs, 1) = 2.
// CHECK-LABEL: func.func @recv_c1_pairs_shape
func.func @recv_c1_pairs_shape(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C1) expect source_target_pairs attribute to be of rank 2, but got rank 1}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[0, 1]> : tensor<2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C2) is_unique(source_target_pairs[:, 0]).
// CHECK-LABEL: func.func @recv_c2_source_repeated
func.func @recv_c2_source_repeated(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C2) duplicate sources not allowed. Process 3 sends in more than one pair}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[3, 1], [3, 2]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C3) is_unique(source_target_pairs[:, 1]).
// CHECK-LABEL: func.func @recv_c3_target_repeated
func.func @recv_c3_target_repeated(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C3) duplicate targets not allowed. Process 0 receives in more than one pair}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 0]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C4) 0 <= source_target_pairs.
// CHECK-LABEL: func.func @recv_c4_negative_id
func.func @recv_c4_negative_id(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C4) replica ids in source_target_pairs must be >= 0. Got -2 in pair 0}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, -2]]> : tensor<1x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// recv (C5): the spec asks for DEVICE_TO_HOST with is_host_transfer;
// upstream (and so the verifier) for HOST_TO_DEVICE.
// CHECK-LABEL: func.func @recv_c5_host_to_device
func.func @recv_c5_host_to_device(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C5) channel_type should be DEVICE_TO_HOST when is_host_transfer is true; got channel type 3, it must be 2 (DEVICE_TO_HOST)}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// An empty source_target_pairs (JAX writes `dense<> : tensor<0xi64>`) holds
// no pairs: the spec check accepts it as if absent.
// CHECK-LABEL: func.func @send_recv_empty_pairs
func.func @send_recv_empty_pairs(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<> : tensor<0xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %1:2 = "stablehlo.recv"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<> : tensor<0xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %1#1 : !stablehlo.token
}

// -----

// all_gather (C5) If use_global_device_ids = true, then channel_id > 0.
// CHECK-LABEL: func.func @all_gather_global_ids_without_channel
func.func @all_gather_global_ids_without_channel(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C5) channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, use_global_device_ids} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather (C6) dim(results..., all_gather_dim) = dim(operands...,
// all_gather_dim) * dim(process_groups, 1), checked as a multiple of the
// operand's size times the group size (upstream's own artifacts gather 16
// from 8 with groups of one).
// CHECK-LABEL: func.func @all_gather_result_dim_not_scaled
func.func @all_gather_result_dim_not_scaled(%a: tensor<2x2xi64>) -> tensor<2x6xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 1 of result #0 has size 6, which must be a multiple of the operand's (2) times the size of a replica group (2)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x6xi64>
  return %0 : tensor<2x6xi64>
}

// -----

// With channel_id > 0 and use_global_device_ids = false
// (cross_replica_and_partition) each group also spans the partitions: the
// factor is a multiple of the group size.
// CHECK-LABEL: func.func @all_gather_result_dim_not_multiple_across_partitions
func.func @all_gather_result_dim_not_multiple_across_partitions(%a: tensor<2xi64>) -> tensor<6xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 0 of result #0 has size 6, which must be a multiple of the operand's (2) times the size of a replica group (2)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

// -----

// With an inline mesh, the group size is the product of the referenced axes.
// CHECK-LABEL: func.func @all_gather_result_dim_mesh_axes
func.func @all_gather_result_dim_mesh_axes(%a: tensor<4xf32>) -> tensor<12xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 0 of result #0 has size 12, which must be a multiple of the operand's (4) times the size of a replica group (8)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

// CHECK-LABEL: func.func @all_reduce_computation_narrower
func.func @all_reduce_computation_narrower(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+2 {{(C5) element type 'f32' of operand #0 must be promotable to the computation's element type 'f16' (the same kind of type, no narrower)}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f16>, %y: tensor<f16>):
    %s = stablehlo.add %x, %y : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @all_to_all_split_count_not_mesh_group_size
func.func @all_to_all_split_count_not_mesh_group_size(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C8) group size of replica_groups must be 2 (split_count), but it is 4}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// reduce_scatter (C1) dim(operand, scatter_dimension) % dim(process_groups, 1) = 0.
// CHECK-LABEL: func.func @reduce_scatter_dim_not_divisible_by_group
func.func @reduce_scatter_dim_not_divisible_by_group(%a: tensor<2x3xi64>) -> tensor<2x1xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C1) dimension 1 of the operand has size 3, which the process group size (2) must divide}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi64>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// -----

// reduce_scatter (C8) dim(result, scatter_dimension) = dim(operand,
// scatter_dimension) / dim(process_groups, 1), the rest as the operand.
// CHECK-LABEL: func.func @reduce_scatter_result_dim
func.func @reduce_scatter_result_dim(%a: tensor<2x4xi64>) -> tensor<2x4xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) dimension 1 of the result has size 4, which must be the operand's (4) divided by the process group size (2)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

// collective_broadcast (C6) 0 <= operands[size(operands)-1] <
// shape(replica_groups)[1], when the root indices are a constant.
// CHECK-LABEL: func.func @collective_broadcast_constant_root_out_of_range
func.func @collective_broadcast_constant_root_out_of_range(%a: tensor<2xf32>) -> tensor<2xf32> {
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  // expected-error @+1 {{(C6) root index 2 must be in [0, 2)}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// With a mesh given by symbol the group size is unknown; a negative root
// index is still out of range.
// CHECK-LABEL: func.func @collective_broadcast_constant_root_negative_mesh
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @collective_broadcast_constant_root_negative_mesh(%a: tensor<2xf32>) -> tensor<2xf32> {
  %root = stablehlo.constant dense<[-1]> : tensor<1xi32>
  // expected-error @+1 {{(C6) root index -1 must be in [0, size of a replica group)}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Mesh axes: (is_unique) an axis referenced twice repeats devices, also with
// a mesh given by symbol.
// CHECK-LABEL: func.func @mesh_axes_axis_twice
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @mesh_axes_axis_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C1) axes 'x' and 'x' of replica_groups overlap, so groups would repeat devices; reference each axis once, or disjoint sub-axes of it}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mesh_axes_overlapping_sub_axes
func.func @mesh_axes_overlapping_sub_axes(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C1) axes 'x':(1)4 and 'x':(2)2 of replica_groups overlap}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)4>, #stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mesh_axes_sub_axis_and_full_axis
func.func @mesh_axes_sub_axis_and_full_axis(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C1) axes 'y' and 'y':(1)2 of replica_groups overlap}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Mesh axes: (range) a sub-axis beyond its axis names devices that do not
// exist.
// CHECK-LABEL: func.func @mesh_axes_sub_axis_does_not_fit
func.func @mesh_axes_sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C2) sub-axis 'x':(2)4 does not fit axis 'x' of size 4: pre_size * size must divide the axis size}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)4>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mesh_axes_sub_axis_empty
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @mesh_axes_sub_axis_empty(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C2) sub-axis 'x':(1)0 must have pre_size >= 1 and size >= 1}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)0>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mesh_axes_repeated_device_id
func.func @mesh_axes_repeated_device_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C1) mesh device_ids repeats device 1, which would be in a group twice}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[1, 1]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mesh_axes_device_id_count
func.func @mesh_axes_device_id_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{mesh device_ids must have one id per device (2, the product of the axis sizes), got 3}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[0, 1, 2]> : tensor<3xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mesh_axes_axis_size_zero
func.func @mesh_axes_axis_size_zero(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{mesh axis 'x' must have a positive size, got 0}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 0>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Replica groups in the mesh-axes form: each op's is_unique and range
// constraints, as in the dense form above. A sub-axis that does not fit its
// axis names ids beyond the devices; an axis referenced twice repeats ids.
// all_gather (C3), (C4).
// CHECK-LABEL: func.func @all_gather_mesh_sub_axis_does_not_fit
func.func @all_gather_mesh_sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{(C3), (C4) sub-axis 'x':(2)4 does not fit axis 'x' of size 4: pre_size * size must divide the axis size}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)4>]>} : (tensor<4xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

// all_gather (C2) in the mesh form.
// CHECK-LABEL: func.func @all_gather_mesh_axis_twice
func.func @all_gather_mesh_axis_twice(%a: tensor<4xf32>) -> tensor<64xf32> {
  // expected-error @+1 {{(C2) axes 'x' and 'x' of replica_groups overlap}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

// -----

// all_reduce (C2), (C3) in the mesh form.
// CHECK-LABEL: func.func @all_reduce_mesh_sub_axis_does_not_fit
func.func @all_reduce_mesh_sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C2), (C3) sub-axis 'y':(1)3 does not fit axis 'y' of size 2}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)3>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_reduce (C1) in the mesh form.
// CHECK-LABEL: func.func @all_reduce_mesh_overlapping_sub_axes
func.func @all_reduce_mesh_overlapping_sub_axes(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) axes 'x':(1)2 and 'x':(1)4 of replica_groups overlap}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "x", sub_axis_info = (1)4>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_to_all (C6), (C7) in the mesh form.
// CHECK-LABEL: func.func @all_to_all_mesh_sub_axis_empty
func.func @all_to_all_mesh_sub_axis_empty(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C6), (C7) sub-axis 'x':(0)2 must have pre_size >= 1 and size >= 1}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (0)2>]>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C5) in the mesh form.
// CHECK-LABEL: func.func @all_to_all_mesh_axis_twice
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @all_to_all_mesh_axis_twice(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C5) axes 'y' and 'y' of replica_groups overlap}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "y">]>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// reduce_scatter (C4), (C5) in the mesh form.
// CHECK-LABEL: func.func @reduce_scatter_mesh_sub_axis_does_not_fit
func.func @reduce_scatter_mesh_sub_axis_does_not_fit(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C4), (C5) sub-axis 'x':(4)2 does not fit axis 'x' of size 4}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (4)2>]>, scatter_dimension = 1 : i64} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// reduce_scatter (C3) in the mesh form: a mesh whose device_ids repeat.
// CHECK-LABEL: func.func @reduce_scatter_mesh_repeated_device
func.func @reduce_scatter_mesh_repeated_device(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C3) mesh device_ids repeats device 0, which would be in a group twice}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[0, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>, scatter_dimension = 1 : i64} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// reduce_scatter (C1) in the mesh form: an inline mesh gives the group size,
// here 4 (axis x), which must divide the scattered dimension.
// CHECK-LABEL: func.func @reduce_scatter_mesh_dim_not_divisible
func.func @reduce_scatter_mesh_dim_not_divisible(%a: tensor<2x6xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C1) dimension 1 of the operand has size 6, which the process group size (4) must divide}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x6xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// reduce_scatter (C8) in the mesh form: 8 / 4 (axis x) = 2.
// CHECK-LABEL: func.func @reduce_scatter_mesh_result_dim
func.func @reduce_scatter_mesh_result_dim(%a: tensor<2x8xi64>) -> tensor<2x4xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) dimension 1 of the result has size 4, which must be the operand's (8) divided by the process group size (4)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x8xi64>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

// collective_broadcast (C6) in the mesh form: groups of the sub-axis
// y:(1)2 hold 2 devices.
// CHECK-LABEL: func.func @collective_broadcast_mesh_root_out_of_range
func.func @collective_broadcast_mesh_root_out_of_range(%a: tensor<2xf32>) -> tensor<2xf32> {
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  // expected-error @+1 {{(C6) root index 2 must be in [0, 2)}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// all_gather (C1): upstream checks no operand after one whose gathered
// dimension is dynamic; the spec check checks all.
// CHECK-LABEL: func.func @all_gather_c1_after_dynamic
func.func @all_gather_c1_after_dynamic(%a: tensor<2x?xf32>, %b: tensor<3xf32>) -> (tensor<2x?xf32>, tensor<3xf32>) {
  // expected-error @+1 {{'stablehlo.all_gather' op (C1) all_gather_dim must be a valid index of operand; got 1 for operand #1 of type 'tensor<3xf32>'}}
  %0:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x?xf32>, tensor<3xf32>) -> (tensor<2x?xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2x?xf32>, tensor<3xf32>
}

// -----

// all_gather (C6) on variadic and quantized operands, as programs gather
// them: each result a multiple of its operand, not of the operand times the
// group size.
// CHECK-LABEL: func.func @all_gather_c6_variadic_quantized
func.func @all_gather_c6_variadic_quantized(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<4xf32>) -> (tensor<8x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 0 of result #1 has size 4, which must be a multiple of the operand's (4) times the size of a replica group (4)}}
  %0:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>) -> (tensor<8x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<8x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>
}

// -----

// reduce_scatter (C8), (C9): upstream checks neither the other dimensions
// nor the element type when the scattered dimension is dynamic.
// CHECK-LABEL: func.func @reduce_scatter_c8_dynamic
func.func @reduce_scatter_c8_dynamic(%a: tensor<2x?xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) non scatter dimensions should be same for operand (2) and result (3): dimension 0}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x?xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_scatter_c9_dynamic
func.func @reduce_scatter_c9_dynamic(%a: tensor<?xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C9) result element type 'f16' must be the computation's element type 'f32'}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?xf32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

// reduce_scatter (C7), collective_reduce (C4): upstream lets the second
// argument of a float computation have another width.
// CHECK-LABEL: func.func @reduce_scatter_c7_float_widths
func.func @reduce_scatter_c7_float_widths(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{(C7) computation must take two arguments of one type tensor<E>, got ('tensor<f32>', 'tensor<f16>')}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f16>):
    stablehlo.return %x : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @collective_reduce_c4_narrower
func.func @collective_reduce_c4_narrower(%a: tensor<4xf64>) -> tensor<4xf32> {
  // expected-error @+1 {{(C4) element type 'f64' of operand #0 must be promotable to the computation's element type 'f32' (the same kind of type, no narrower)}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_gather (C6): the operand's size times the group size, 4 * (2^62 + 1),
// is beyond int64; no size is a multiple of it.
// CHECK-LABEL: func.func @all_gather_c6_scaled_size_beyond_int64
func.func @all_gather_c6_scaled_size_beyond_int64(%a: tensor<4611686018427387905xf32>) -> tensor<4611686018427387905xf32> {
  // expected-error @+1 {{(C6) dimension 0 of result #0 has size 4611686018427387905, which must be a multiple of the operand's (4611686018427387905) times the size of a replica group (4)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4611686018427387905xf32>) -> tensor<4611686018427387905xf32>
  return %0 : tensor<4611686018427387905xf32>
}

// -----

// collective_reduce (C2) with mesh-axes groups: upstream checks none of the
// mesh form.
// CHECK-LABEL: func.func @collective_reduce_mesh_sub_axis_does_not_fit
func.func @collective_reduce_mesh_sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C2) sub-axis 'x':(2)4 does not fit axis 'x' of size 4: pre_size * size must divide the axis size}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)4>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
