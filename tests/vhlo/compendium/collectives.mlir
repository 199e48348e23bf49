// Compendium: collectives.
func.func @coll_all_gather_plain(%arg0: tensor<2x3xf32>) -> tensor<2x12xf32> {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x3xf32>) -> tensor<2x12xf32>
  return %0 : tensor<2x12xf32>
}
// -----
func.func @coll_all_gather_channel_global_ids(%arg0: tensor<5xi32>) -> tensor<10xi32> {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<5xi32>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}
// -----
func.func @coll_all_gather_variadic(%arg0: tensor<3xf32>, %arg1: tensor<2x2xi8>) -> (tensor<6xf32>, tensor<4x2xi8>) {
  %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<3xf32>, tensor<2x2xi8>) -> (tensor<6xf32>, tensor<4x2xi8>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<4x2xi8>
}
// -----
func.func @coll_all_reduce_sum(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
func.func @coll_all_reduce_channel_global_ids(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %1 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
// -----
func.func @coll_all_reduce_variadic(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %0:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.minimum %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2xf32>, tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}
// -----
func.func @coll_all_reduce_promoted(%arg0: tensor<6xbf16>) -> tensor<6xf32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6xbf16>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
func.func @coll_all_to_all_single(%arg0: tensor<4x8xf32>) -> tensor<16x2xf32> {
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<4x8xf32>) -> tensor<16x2xf32>
  return %0 : tensor<16x2xf32>
}
// -----
func.func @coll_all_to_all_channel(%arg0: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}
// -----
func.func @coll_all_to_all_variadic(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xi16>) -> (tensor<4x2xf32>, tensor<6x2xi16>) {
  %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>, tensor<3x4xi16>) -> (tensor<4x2xf32>, tensor<6x2xi16>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<6x2xi16>
}
// -----
func.func @coll_collective_broadcast_single(%arg0: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @coll_collective_broadcast_channel(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "stablehlo.collective_broadcast"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
// -----
func.func @coll_collective_broadcast_variadic(%arg0: tensor<2xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  %0:2 = "stablehlo.collective_broadcast"(%arg0, %arg1) <{replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>}> : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<i32>
}
// -----
func.func @coll_collective_broadcast_dynamic_root(%arg0: tensor<5xf32>, %arg1: tensor<2x2xi8>, %arg2: tensor<2xi32>) -> (tensor<5xf32>, tensor<2x2xi8>) {
  %0:2 = "stablehlo.collective_broadcast"(%arg0, %arg1, %arg2) <{has_dynamic_root, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<5xf32>, tensor<2x2xi8>, tensor<2xi32>) -> (tensor<5xf32>, tensor<2x2xi8>)
  return %0#0, %0#1 : tensor<5xf32>, tensor<2x2xi8>
}
// -----
func.func @coll_collective_reduce_single(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "stablehlo.collective_reduce"(%arg0) <{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
func.func @coll_collective_reduce_all_flags(%arg0: tensor<2x2xi32>, %arg1: tensor<1xi32>) -> tensor<2x2xi32> {
  %0 = "stablehlo.collective_reduce"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, has_dynamic_root, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
  ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<2x2xi32>, tensor<1xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
// -----
func.func @coll_collective_reduce_variadic(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0:2 = "stablehlo.collective_reduce"(%arg0, %arg1) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xf32>
}
// -----
func.func @coll_collective_permute_ring(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
// -----
func.func @coll_collective_permute_channel(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// -----
func.func @coll_cross_replica_sum(%arg0: tensor<7xf32>) -> tensor<7xf32> {
  %0 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
// -----
func.func @coll_reduce_scatter_plain(%arg0: tensor<8x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
// -----
func.func @coll_reduce_scatter_channel_global_ids(%arg0: tensor<3x4xi32>) -> tensor<3x2xi32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %1 = stablehlo.multiply %arg1, %arg2 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<3x4xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
// -----
func.func @coll_reduce_scatter_promoted(%arg0: tensor<4xf16>) -> tensor<2xf32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @coll_partition_id() -> tensor<ui32> {
  %0 = stablehlo.partition_id : tensor<ui32>
  return %0 : tensor<ui32>
}
// -----
func.func @coll_replica_id() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  return %0 : tensor<ui32>
}
// -----
func.func @coll_all_reduce_mesh_symbol(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @coll_mesh_2x4, axes = [#stablehlo.axis_ref<name = "rows">]>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @coll_mesh_2x4()
// -----
func.func @coll_all_gather_mesh_inline_sub_axis(%arg0: tensor<3xf32>) -> tensor<6xf32> {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "a", size = 4>, <name = "b", size = 2>]>, axes = [#stablehlo.axis_ref<name = "a", sub_axis_info = (2)2>]>}> : (tensor<3xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
func.func @coll_all_to_all_mesh_device_ids(%arg0: tensor<4x2xf32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 2>], device_ids=dense<[3, 2, 1, 0]> : tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = "y">]>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x2xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @coll_reduce_scatter_mesh_two_axes(%arg0: tensor<8xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @coll_mesh_grid, axes = [#stablehlo.axis_ref<name = "p">, #stablehlo.axis_ref<name = "q">]>, scatter_dimension = 0 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @coll_mesh_grid()
// -----
func.func @coll_collective_broadcast_mesh(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "d", size = 8>]>, axes = [#stablehlo.axis_ref<name = "d">]>}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @coll_collective_reduce_mesh(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "stablehlo.collective_reduce"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "d", size = 4>]>, axes = [#stablehlo.axis_ref<name = "d", sub_axis_info = (1)2>]>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
