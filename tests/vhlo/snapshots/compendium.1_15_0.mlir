// Snapshot of the compendium for StableHLO 1.15.0: made by `tools/snapshot.py 1.15.0`.
// Frozen with the release: never regenerate, add a new snapshot instead.
// RUN: stablehlo-translate --deserialize %s.bc | stablehlo-opt > %t.read.mlir
// RUN: stablehlo-opt --strip-debuginfo %s > %t.program.mlir
// RUN: diff %t.program.mlir %t.read.mlir
// RUN: stablehlo-translate --serialize --target=1.15.0 --strip-debuginfo %s > %t.bc
// RUN: cmp %s.bc %t.bc
// RUN: stablehlo-translate --deserialize %s.bc > %t.again.mlir
// RUN: stablehlo-translate --serialize --target=1.15.0 --strip-debuginfo %t.again.mlir > %t.again.bc
// RUN: cmp %s.bc %t.again.bc

func.func @coll_all_gather_plain(%arg0: tensor<2x3xf32>) -> tensor<2x12xf32> {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x3xf32>) -> tensor<2x12xf32>
  return %0 : tensor<2x12xf32>
}

func.func @coll_all_gather_channel_global_ids(%arg0: tensor<5xi32>) -> tensor<10xi32> {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<5xi32>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}

func.func @coll_all_gather_variadic(%arg0: tensor<3xf32>, %arg1: tensor<2x2xi8>) -> (tensor<6xf32>, tensor<4x2xi8>) {
  %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<3xf32>, tensor<2x2xi8>) -> (tensor<6xf32>, tensor<4x2xi8>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<4x2xi8>
}

func.func @coll_all_reduce_sum(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @coll_all_reduce_channel_global_ids(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %1 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}

func.func @coll_all_reduce_variadic(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %0:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.minimum %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2xf32>, tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}

func.func @coll_all_reduce_promoted(%arg0: tensor<6xbf16>) -> tensor<6xf32> {
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6xbf16>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @coll_all_to_all_single(%arg0: tensor<4x8xf32>) -> tensor<16x2xf32> {
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<4x8xf32>) -> tensor<16x2xf32>
  return %0 : tensor<16x2xf32>
}

func.func @coll_all_to_all_channel(%arg0: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @coll_all_to_all_variadic(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xi16>) -> (tensor<4x2xf32>, tensor<6x2xi16>) {
  %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>, tensor<3x4xi16>) -> (tensor<4x2xf32>, tensor<6x2xi16>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<6x2xi16>
}

func.func @coll_collective_broadcast_single(%arg0: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

func.func @coll_collective_broadcast_channel(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "stablehlo.collective_broadcast"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

func.func @coll_collective_permute_ring(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

func.func @coll_collective_permute_channel(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @coll_cross_replica_sum(%arg0: tensor<7xf32>) -> tensor<7xf32> {
  %0 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

func.func @coll_reduce_scatter_plain(%arg0: tensor<8x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @coll_reduce_scatter_channel_global_ids(%arg0: tensor<3x4xi32>) -> tensor<3x2xi32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %1 = stablehlo.multiply %arg1, %arg2 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<3x4xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

func.func @coll_reduce_scatter_promoted(%arg0: tensor<4xf16>) -> tensor<2xf32> {
  %0 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @coll_partition_id() -> tensor<ui32> {
  %0 = stablehlo.partition_id : tensor<ui32>
  return %0 : tensor<ui32>
}

func.func @coll_replica_id() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  return %0 : tensor<ui32>
}

func.func @cf_if_two_results(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>) {
  %0:2 = "stablehlo.if"(%arg0) ({
    %c = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %arg1, %c : tensor<3xf32>, tensor<i32>
  }, {
    %1 = stablehlo.negate %arg2 : tensor<3xf32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    stablehlo.return %1, %c : tensor<3xf32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<3xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<i32>
}

func.func @cf_if_no_results(%arg0: tensor<i1>) {
  "stablehlo.if"(%arg0) ({
    stablehlo.return 
  }, {
    stablehlo.return 
  }) : (tensor<i1>) -> ()
  return
}

func.func @cf_case_three_branches(%arg0: tensor<i32>, %arg1: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : tensor<2xi64>
  }, {
    %1 = stablehlo.negate %arg1 : tensor<2xi64>
    stablehlo.return %1 : tensor<2xi64>
  }, {
    %c = stablehlo.constant dense<[7, 9]> : tensor<2xi64>
    stablehlo.return %c : tensor<2xi64>
  }) : (tensor<i32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

func.func @cf_case_token_result(%arg0: tensor<i32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : !stablehlo.token
  }, {
    %1 = stablehlo.after_all %arg1, %arg1 : !stablehlo.token
    stablehlo.return %1 : !stablehlo.token
  }) : (tensor<i32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @cf_while_counter_loop(%arg0: tensor<i64>, %arg1: tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i64>, tensor<i64>, tensor<4xf32>
  cond {
    %1 = stablehlo.compare  LT, %iterArg, %iterArg_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.add %iterArg, %c_2 : tensor<i64>
    %2 = stablehlo.add %iterArg_1, %iterArg_1 : tensor<4xf32>
    stablehlo.return %1, %iterArg_0, %2 : tensor<i64>, tensor<i64>, tensor<4xf32>
  }
  return %0#0, %0#2 : tensor<i64>, tensor<4xf32>
}

func.func @cf_map_binary(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @cf_optimization_barrier_mixed(%arg0: tensor<f32>, %arg1: tensor<3xi32>, %arg2: !stablehlo.token) -> (tensor<f32>, tensor<3xi32>, !stablehlo.token) {
  %0:3 = stablehlo.optimization_barrier %arg0, %arg1, %arg2 : tensor<f32>, tensor<3xi32>, !stablehlo.token
  return %0#0, %0#1, %0#2 : tensor<f32>, tensor<3xi32>, !stablehlo.token
}

func.func @cf_optimization_barrier_empty() {
  stablehlo.optimization_barrier()
  return
}

func.func @cf_call_private_helper(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @cf_call_private_helper_callee(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @cf_call_private_helper_callee(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cf_composite_minimal(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.composite "cmp.softsign" %arg0 {decomposition = @cf_composite_minimal_impl} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func private @cf_composite_minimal_impl(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.abs %arg0 : tensor<3xf32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
  %1 = stablehlo.add %0, %cst : tensor<3xf32>
  %2 = stablehlo.divide %arg0, %1 : tensor<3xf32>
  return %2 : tensor<3xf32>
}

func.func @cf_composite_attrs_and_version(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.composite "cmp.scaled_sum" %arg0, %arg1 {composite_attributes = {alpha = 5.000000e-01 : f32, dims = dense<[0, 1]> : tensor<2xi64>, flags = [true, false], label = "sum"}, decomposition = @cf_composite_attrs_and_version_impl, version = 3 : i32} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func private @cf_composite_attrs_and_version_impl(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @cf_composite_multi_result(%arg0: tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>) {
  %0:2 = stablehlo.composite "cmp.split_sign" %arg0 {composite_attributes = {mode = 2 : i64}, decomposition = @cf_composite_multi_result_impl} : (tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xi32>, tensor<5xi32>
}
func.func private @cf_composite_multi_result_impl(%arg0: tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>) {
  %0 = stablehlo.sign %arg0 : tensor<5xi32>
  %1 = stablehlo.abs %arg0 : tensor<5xi32>
  return %0, %1 : tensor<5xi32>, tensor<5xi32>
}

func.func @cf_composite_with_region(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "cmp.relu_like" %arg0 ({
  ^bb0(%arg1: tensor<4xf32>):
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %1 = stablehlo.maximum %arg1, %cst : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) {decomposition = @cf_composite_with_region_impl} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @cf_composite_with_region_impl(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %0 = stablehlo.maximum %arg0, %cst : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cf_async_slice(%arg0: tensor<6xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%arg1: tensor<6xf32>):
    %2 = stablehlo.slice %arg1 [1:4] : (tensor<6xf32>) -> tensor<3xf32>
    stablehlo.return %2 : tensor<3xf32>
  }) : (tensor<6xf32>) -> !stablehlo.future<tensor<3xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<3xf32>>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}

func.func @cf_async_dynamic_update_slice_three_operands(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<8xf32> {
  %0 = "stablehlo.async_start"(%arg0, %arg1, %arg2) ({
  ^bb0(%arg3: tensor<8xf32>, %arg4: tensor<2xf32>, %arg5: tensor<i32>):
    %2 = stablehlo.dynamic_update_slice %arg3, %arg4, %arg5 : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }) : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> !stablehlo.future<tensor<8xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @cf_async_wrapping_all_reduce(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%arg1: tensor<8xf32>):
    %2 = "stablehlo.all_reduce"(%arg1) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @cf_async_future_passed_through(%arg0: !stablehlo.future<tensor<3xi8>>) -> tensor<3xi8> {
  %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<3xi8>>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

func.func @cf_async_wrapping_collective_permute(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%arg1: tensor<4x4xf32>):
    %2 = "stablehlo.collective_permute"(%arg1) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    stablehlo.return %2 : tensor<4x4xf32>
  }) : (tensor<4x4xf32>) -> !stablehlo.future<tensor<4x4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4x4xf32>>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

func.func @cf_composite_two_regions(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "cmp.two_impls" %arg0 ({
  ^bb0(%arg1: tensor<4xf32>):
    %1 = stablehlo.negate %arg1 : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }, {
  ^bb0(%arg1: tensor<4xf32>):
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %1 = stablehlo.subtract %cst, %arg1 : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) {decomposition = @cf_composite_two_regions_impl, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @cf_composite_two_regions_impl(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cf_case_single_branch(%arg0: tensor<i32>, %arg1: tensor<f64>) -> tensor<f64> {
  %0 = "stablehlo.case"(%arg0) ({
    %1 = stablehlo.sqrt %arg1 : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) : (tensor<i32>) -> tensor<f64>
  return %0 : tensor<f64>
}

func.func @cf_while_token_carried(%arg0: !stablehlo.token, %arg1: tensor<i32>) -> (!stablehlo.token, tensor<i32>) {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : !stablehlo.token, tensor<i32>
  cond {
    %c = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.compare  LT, %iterArg_0, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg_0, %c : tensor<i32>
    %2 = stablehlo.after_all %iterArg : !stablehlo.token
    stablehlo.return %2, %1 : !stablehlo.token, tensor<i32>
  }
  return %0#0, %0#1 : !stablehlo.token, tensor<i32>
}

func.func @cf_if_nested_in_while_body(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i64>
  cond {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare  GT, %iterArg, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c = stablehlo.constant dense<2> : tensor<i64>
    %1 = stablehlo.remainder %iterArg, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.compare  EQ, %1, %c_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %3 = "stablehlo.if"(%2) ({
      %4 = stablehlo.divide %iterArg, %c : tensor<i64>
      stablehlo.return %4 : tensor<i64>
    }, {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %4 = stablehlo.subtract %iterArg, %c_1 : tensor<i64>
      stablehlo.return %4 : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    stablehlo.return %3 : tensor<i64>
  }
  return %0 : tensor<i64>
}

func.func @conv_2d_nhwc_minimal(%arg0: tensor<2x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
  return %0 : tensor<2x8x8x8xf32>
}

func.func @conv_2d_nchw_full_window(%arg0: tensor<1x4x9x9xf32>, %arg1: tensor<6x4x2x2xf32>) -> tensor<1x6x9x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 0], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 2], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x9x9xf32>, tensor<6x4x2x2xf32>) -> tensor<1x6x9x8xf32>
  return %0 : tensor<1x6x9x8xf32>
}

func.func @conv_1d_feature_groups(%arg0: tensor<3x16x8xf32>, %arg1: tensor<5x4x8xf32>) -> tensor<3x12x8xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<3x16x8xf32>, tensor<5x4x8xf32>) -> tensor<3x12x8xf32>
  return %0 : tensor<3x12x8xf32>
}

func.func @conv_batch_groups(%arg0: tensor<4x6x2xf32>, %arg1: tensor<3x2x4xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x6x2xf32>, tensor<3x2x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

func.func @conv_3d_precision(%arg0: tensor<1x5x5x5x2xf32>, %arg1: tensor<2x2x2x2x4xf32>) -> tensor<1x4x4x4x4xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x5x5x2xf32>, tensor<2x2x2x2x4xf32>) -> tensor<1x4x4x4x4xf32>
  return %0 : tensor<1x4x4x4x4xf32>
}

func.func @conv_unusual_layout_int(%arg0: tensor<7x2x3xi8>, %arg1: tensor<4x3x2xi8>) -> tensor<6x4x2xi8> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [0, b, f]x[o, i, 0]->[0, f, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<7x2x3xi8>, tensor<4x3x2xi8>) -> tensor<6x4x2xi8>
  return %0 : tensor<6x4x2xi8>
}

func.func @conv_dynamic_conv_padding_operand(%arg0: tensor<1x8x8x2xf32>, %arg1: tensor<3x3x2x4xf32>, %arg2: tensor<2x2xi32>) -> tensor<1x?x?x4xf32> {
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

func.func @conv_dynamic_conv_full_attrs(%arg0: tensor<2x3x12xf32>, %arg1: tensor<6x3x3xf32>, %arg2: tensor<1x2xi64>) -> tensor<2x6x?xf32> {
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 3>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2>, window_reversal = array<i1: true>, window_strides = array<i64: 2>}> : (tensor<2x3x12xf32>, tensor<6x3x3xf32>, tensor<1x2xi64>) -> tensor<2x6x?xf32>
  return %0 : tensor<2x6x?xf32>
}

func.func @dot_matrix_vector(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>) -> tensor<4xf32> {
  %0 = stablehlo.dot %arg0, %arg1 : (tensor<4x6xf32>, tensor<6xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @dot_vector_vector_precision(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %arg0, %arg1, precision = [HIGH, DEFAULT] : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @dot_matrix_matrix_highest(%arg0: tensor<2x3xf64>, %arg1: tensor<3x7xf64>) -> tensor<2x7xf64> {
  %0 = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] : (tensor<2x3xf64>, tensor<3x7xf64>) -> tensor<2x7xf64>
  return %0 : tensor<2x7xf64>
}

func.func @dot_general_batched(%arg0: tensor<4x2x5xf32>, %arg1: tensor<4x5x3xf32>) -> tensor<4x2x3xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x2x5xf32>, tensor<4x5x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

func.func @dot_general_contract_only(%arg0: tensor<6x3x2xf32>, %arg1: tensor<2x3x5xf32>) -> tensor<6x5xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1, 2] x [1, 0] : (tensor<6x3x2xf32>, tensor<2x3x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

func.func @dot_general_outer_product(%arg0: tensor<3xf32>, %arg1: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [] x [] : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @dot_general_precision_mixed(%arg0: tensor<2x8x4xbf16>, %arg1: tensor<2x4x8xbf16>) -> tensor<2x8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x8x4xbf16>, tensor<2x4x8xbf16>) -> tensor<2x8x8xf32>
  return %0 : tensor<2x8x8xf32>
}

func.func @dot_general_int8_accumulate_i32(%arg0: tensor<3x16xi8>, %arg1: tensor<16x5xi8>) -> tensor<3x5xi32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x16xi8>, tensor<16x5xi8>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

func.func @dot_general_algorithm_bf16_6x(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @dot_general_algorithm_tf32(%arg0: tensor<2x3x8xf32>, %arg1: tensor<2x8x3xf32>) -> tensor<2x3x3xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x8xf32>, tensor<2x8x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

func.func @dot_general_algorithm_imprecise_f8(%arg0: tensor<4x16xf8E5M2>, %arg1: tensor<16x4xf8E5M2>) -> tensor<4x4xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<4x16xf8E5M2>, tensor<16x4xf8E5M2>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @dot_general_algorithm_f16(%arg0: tensor<3x3xf16>, %arg1: tensor<3x3xf16>) -> tensor<3x3xf16> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x3xf16>, tensor<3x3xf16>) -> tensor<3x3xf16>
  return %0 : tensor<3x3xf16>
}

func.func @einsum_matmul(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ij,jk->ik" : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

func.func @einsum_batched(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x6xf32>) -> tensor<2x3x6xf32> {
  %0 = stablehlo.einsum %arg0, %arg1, config = "bij,bjk->bik" : (tensor<2x3x4xf32>, tensor<2x4x6xf32>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

func.func @unary_einsum_trace_like(%arg0: tensor<5x5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.unary_einsum %arg0, config = "ii->i" : (tensor<5x5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @unary_einsum_transpose(%arg0: tensor<2x7xi32>) -> tensor<7x2xi32> {
  %0 = stablehlo.unary_einsum %arg0, config = "ab->ba" : (tensor<2x7xi32>) -> tensor<7x2xi32>
  return %0 : tensor<7x2xi32>
}

func.func @cc_minimal(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @cc.identity(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cc_no_operands_no_results_side_effect() {
  stablehlo.custom_call @cc.barrier() {has_side_effect = true} : () -> ()
  return
}

func.func @cc_api_version_unspecified(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.custom_call @cc.legacy(%arg0) {api_version = 0 : i32} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @cc_api_version_status_returning_string_config(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.custom_call @cc.with_status(%arg0) {api_version = 2 : i32, backend_config = "mode=fast;tile=8"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @cc_api_version_status_returning_unified(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.custom_call @cc.unified(%arg0) {api_version = 3 : i32, backend_config = "\00\01\FEopaque"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @cc_typed_ffi_dict_config(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.custom_call @cc.ffi_handler(%arg0) {api_version = 4 : i32, backend_config = {alpha = 2.500000e-01 : f32, count = 3 : i64, enabled = true, name = "xyz", shape = dense<[2, 3]> : tensor<2xi64>}} : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @cc_typed_ffi_no_config(%arg0: tensor<5xi8>) -> tensor<5xi8> {
  %0 = stablehlo.custom_call @cc.ffi_plain(%arg0) {api_version = 4 : i32} : (tensor<5xi8>) -> tensor<5xi8>
  return %0 : tensor<5xi8>
}

func.func @cc_called_computations(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @cc.apply_twice(%arg0) {called_computations = [@cc_called_computations_body, @cc_called_computations_alt]} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @cc_called_computations_body(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @cc_called_computations_alt(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}

func.func @cc_layouts(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi32>) -> tensor<4x3xf32> {
  %0 = stablehlo.custom_call @cc.relayout(%arg0, %arg1) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @cc_layouts_scalar_and_empty_results(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.custom_call @cc.sink(%arg0) {has_side_effect = true, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> tuple<>
  return %arg0 : tensor<i64>
}

func.func @cc_output_operand_alias_simple(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @cc.inplace_add(%arg0, %arg1) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @cc_output_operand_alias_tuples(%arg0: tuple<tensor<2xf32>, tensor<3xi32>>, %arg1: tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<3xi32>> {
  %0 = stablehlo.custom_call @cc.tuple_update(%arg0, %arg1) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [1]>, #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>]} : (tuple<tensor<2xf32>, tensor<3xi32>>, tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<3xi32>>
  return %0 : tuple<tensor<4xf32>, tensor<3xi32>>
}

func.func @cc_tokens_and_multiple_results(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token) {
  %0:3 = stablehlo.custom_call @cc.effectful(%arg0, %arg1) {has_side_effect = true} : (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<2xf32>, tensor<i1>, !stablehlo.token
}

func.func @cc_unranked_result(%arg0: tensor<6xf32>) -> tensor<*xf32> {
  %0 = stablehlo.custom_call @cc.erase_shape(%arg0) : (tensor<6xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

func.func @cc_dynamic_shapes(%arg0: tensor<?x3xf32>, %arg1: tensor<i32>) -> tensor<?x?xf32> {
  %0 = stablehlo.custom_call @cc.resize(%arg0, %arg1) : (tensor<?x3xf32>, tensor<i32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @cc_all_attributes_string_config(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.custom_call @cc.everything(%arg0) {api_version = 2 : i32, backend_config = "{\22k\22: 1}", called_computations = [@cc_all_attributes_string_config_sub], has_side_effect = true, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
func.func private @cc_all_attributes_string_config_sub(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  return %arg0 : tensor<4x2xf32>
}

func.func @cc_memref_pin_unpin(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @Pin(%arg0) {api_version = 4 : i32} : (tensor<4xf32>) -> memref<4xf32>
  %1 = stablehlo.custom_call @Unpin(%0) {api_version = 4 : i32} : (memref<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @cc_memref_operand_and_result(%arg0: memref<2x3xi32>, %arg1: tensor<3xi32>) -> memref<2x3xi32> {
  %0 = stablehlo.custom_call @cc.write_row(%arg0, %arg1) {has_side_effect = true, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (memref<2x3xi32>, tensor<3xi32>) -> memref<2x3xi32>
  return %0 : memref<2x3xi32>
}

func.func @cc_future_result(%arg0: tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>> {
  %0 = stablehlo.custom_call @cc.launch(%arg0) {has_side_effect = true} : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  return %0 : !stablehlo.future<tensor<8xf32>>
}

func.func @ew_abs_f32(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.abs %arg0 : tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

func.func @ew_abs_complex_to_real(%arg0: tensor<6xcomplex<f64>>) -> tensor<6xf64> {
  %0 = stablehlo.abs %arg0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
  return %0 : tensor<6xf64>
}

func.func @ew_abs_i16(%arg0: tensor<7xi16>) -> tensor<7xi16> {
  %0 = stablehlo.abs %arg0 : tensor<7xi16>
  return %0 : tensor<7xi16>
}

func.func @ew_add_f32(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @ew_add_i1_bool(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xi1>
  return %0 : tensor<4xi1>
}

func.func @ew_and_i32(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>) -> tensor<5xi32> {
  %0 = stablehlo.and %arg0, %arg1 : tensor<5xi32>
  return %0 : tensor<5xi32>
}

func.func @ew_and_pred(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xi1>) -> tensor<2x2xi1> {
  %0 = stablehlo.and %arg0, %arg1 : tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

func.func @ew_atan2_f64(%arg0: tensor<9xf64>, %arg1: tensor<9xf64>) -> tensor<9xf64> {
  %0 = stablehlo.atan2 %arg0, %arg1 : tensor<9xf64>
  return %0 : tensor<9xf64>
}

func.func @ew_atan2_complex(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.atan2 %arg0, %arg1 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

func.func @ew_cbrt_f32(%arg0: tensor<11xf32>) -> tensor<11xf32> {
  %0 = stablehlo.cbrt %arg0 : tensor<11xf32>
  return %0 : tensor<11xf32>
}

func.func @ew_ceil_bf16(%arg0: tensor<4x4xbf16>) -> tensor<4x4xbf16> {
  %0 = stablehlo.ceil %arg0 : tensor<4x4xbf16>
  return %0 : tensor<4x4xbf16>
}

func.func @ew_clamp_scalar_bounds(%arg0: tensor<f32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @ew_clamp_same_shape(%arg0: tensor<3xi64>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>) -> tensor<3xi64> {
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<3xi64>
  return %0 : tensor<3xi64>
}

func.func @ew_count_leading_zeros_ui8(%arg0: tensor<10xui8>) -> tensor<10xui8> {
  %0 = stablehlo.count_leading_zeros %arg0 : tensor<10xui8>
  return %0 : tensor<10xui8>
}

func.func @ew_complex_from_parts(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.complex %arg0, %arg1 : tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}

func.func @ew_cosine_f16(%arg0: tensor<6xf16>) -> tensor<6xf16> {
  %0 = stablehlo.cosine %arg0 : tensor<6xf16>
  return %0 : tensor<6xf16>
}

func.func @ew_divide_i32(%arg0: tensor<2x2xi32>, %arg1: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = stablehlo.divide %arg0, %arg1 : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @ew_divide_f64(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> tensor<5xf64> {
  %0 = stablehlo.divide %arg0, %arg1 : tensor<5xf64>
  return %0 : tensor<5xf64>
}

func.func @ew_exponential_f32(%arg0: tensor<12xf32>) -> tensor<12xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<12xf32>
  return %0 : tensor<12xf32>
}

func.func @ew_exponential_minus_one_f32(%arg0: tensor<1x7xf32>) -> tensor<1x7xf32> {
  %0 = stablehlo.exponential_minus_one %arg0 : tensor<1x7xf32>
  return %0 : tensor<1x7xf32>
}

func.func @ew_floor_f64(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
  %0 = stablehlo.floor %arg0 : tensor<3x3xf64>
  return %0 : tensor<3x3xf64>
}

func.func @ew_imag_complex(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xf32> {
  %0 = stablehlo.imag %arg0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_is_finite_f32(%arg0: tensor<2x8xf32>) -> tensor<2x8xi1> {
  %0 = stablehlo.is_finite %arg0 : (tensor<2x8xf32>) -> tensor<2x8xi1>
  return %0 : tensor<2x8xi1>
}

func.func @ew_log_f32(%arg0: tensor<13xf32>) -> tensor<13xf32> {
  %0 = stablehlo.log %arg0 : tensor<13xf32>
  return %0 : tensor<13xf32>
}

func.func @ew_log_plus_one_f64(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.log_plus_one %arg0 : tensor<2xf64>
  return %0 : tensor<2xf64>
}

func.func @ew_logistic_f32(%arg0: tensor<5x1xf32>) -> tensor<5x1xf32> {
  %0 = stablehlo.logistic %arg0 : tensor<5x1xf32>
  return %0 : tensor<5x1xf32>
}

func.func @ew_maximum_i8(%arg0: tensor<6xi8>, %arg1: tensor<6xi8>) -> tensor<6xi8> {
  %0 = stablehlo.maximum %arg0, %arg1 : tensor<6xi8>
  return %0 : tensor<6xi8>
}

func.func @ew_minimum_f32(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
  %0 = stablehlo.minimum %arg0, %arg1 : tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @ew_multiply_ui32(%arg0: tensor<3x2xui32>, %arg1: tensor<3x2xui32>) -> tensor<3x2xui32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<3x2xui32>
  return %0 : tensor<3x2xui32>
}

func.func @ew_negate_i64(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.negate %arg0 : tensor<4xi64>
  return %0 : tensor<4xi64>
}

func.func @ew_not_ui16(%arg0: tensor<9xui16>) -> tensor<9xui16> {
  %0 = stablehlo.not %arg0 : tensor<9xui16>
  return %0 : tensor<9xui16>
}

func.func @ew_not_pred(%arg0: tensor<3xi1>) -> tensor<3xi1> {
  %0 = stablehlo.not %arg0 : tensor<3xi1>
  return %0 : tensor<3xi1>
}

func.func @ew_or_i8(%arg0: tensor<2x4xi8>, %arg1: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %0 = stablehlo.or %arg0, %arg1 : tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

func.func @ew_popcnt_i64(%arg0: tensor<16xi64>) -> tensor<16xi64> {
  %0 = stablehlo.popcnt %arg0 : tensor<16xi64>
  return %0 : tensor<16xi64>
}

func.func @ew_power_f32(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
  %0 = stablehlo.power %arg0, %arg1 : tensor<7xf32>
  return %0 : tensor<7xf32>
}

func.func @ew_power_i32(%arg0: tensor<7xi32>, %arg1: tensor<7xi32>) -> tensor<7xi32> {
  %0 = stablehlo.power %arg0, %arg1 : tensor<7xi32>
  return %0 : tensor<7xi32>
}

func.func @ew_real_complex(%arg0: tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64> {
  %0 = stablehlo.real %arg0 : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

func.func @ew_remainder_f32(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
  %0 = stablehlo.remainder %arg0, %arg1 : tensor<10xf32>
  return %0 : tensor<10xf32>
}

func.func @ew_remainder_ui64(%arg0: tensor<10xui64>, %arg1: tensor<10xui64>) -> tensor<10xui64> {
  %0 = stablehlo.remainder %arg0, %arg1 : tensor<10xui64>
  return %0 : tensor<10xui64>
}

func.func @ew_round_nearest_afz_f32(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.round_nearest_afz %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @ew_round_nearest_even_f16(%arg0: tensor<8xf16>) -> tensor<8xf16> {
  %0 = stablehlo.round_nearest_even %arg0 : tensor<8xf16>
  return %0 : tensor<8xf16>
}

func.func @ew_rsqrt_f32(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.rsqrt %arg0 : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @ew_select_scalar_pred(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_select_elementwise_pred(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @ew_shift_left_i32(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
  %0 = stablehlo.shift_left %arg0, %arg1 : tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @ew_shift_right_arithmetic_i16(%arg0: tensor<6xi16>, %arg1: tensor<6xi16>) -> tensor<6xi16> {
  %0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @ew_shift_right_logical_ui32(%arg0: tensor<6xui32>, %arg1: tensor<6xui32>) -> tensor<6xui32> {
  %0 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @ew_sign_f32(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.sign %arg0 : tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @ew_sign_i32(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = stablehlo.sign %arg0 : tensor<5xi32>
  return %0 : tensor<5xi32>
}

func.func @ew_sine_f32(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.sine %arg0 : tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

func.func @ew_sqrt_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.sqrt %arg0 : tensor<4xf64>
  return %0 : tensor<4xf64>
}

func.func @ew_subtract_i8(%arg0: tensor<3xi8>, %arg1: tensor<3xi8>) -> tensor<3xi8> {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<3xi8>
  return %0 : tensor<3xi8>
}

func.func @ew_tan_f32(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  %0 = stablehlo.tan %arg0 : tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @ew_tanh_bf16(%arg0: tensor<6xbf16>) -> tensor<6xbf16> {
  %0 = stablehlo.tanh %arg0 : tensor<6xbf16>
  return %0 : tensor<6xbf16>
}

func.func @ew_xor_ui8(%arg0: tensor<4xui8>, %arg1: tensor<4xui8>) -> tensor<4xui8> {
  %0 = stablehlo.xor %arg0, %arg1 : tensor<4xui8>
  return %0 : tensor<4xui8>
}

func.func @ew_xor_pred(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.xor %arg0, %arg1 : tensor<4xi1>
  return %0 : tensor<4xi1>
}

func.func @ew_convert_i32_to_f32(%arg0: tensor<3xi32>) -> tensor<3xf32> {
  %0 = stablehlo.convert %arg0 : (tensor<3xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @ew_convert_f32_to_complex(%arg0: tensor<3xf32>) -> tensor<3xcomplex<f32>> {
  %0 = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

func.func @ew_convert_f64_to_pred(%arg0: tensor<2xf64>) -> tensor<2xi1> {
  %0 = stablehlo.convert %arg0 : (tensor<2xf64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

func.func @ew_bitcast_convert_same_width(%arg0: tensor<4xf32>) -> tensor<4xui32> {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

func.func @ew_bitcast_convert_narrowing(%arg0: tensor<3xf64>) -> tensor<3x4xi16> {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf64>) -> tensor<3x4xi16>
  return %0 : tensor<3x4xi16>
}

func.func @ew_bitcast_convert_widening(%arg0: tensor<5x2xbf16>) -> tensor<5xf32> {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<5x2xbf16>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @ew_reduce_precision_f32(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  %0 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @ew_reduce_precision_bf16_like(%arg0: tensor<6xf64>) -> tensor<6xf64> {
  %0 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<6xf64>
  return %0 : tensor<6xf64>
}

func.func @ew_compare_eq_default_type(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare  EQ, %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

func.func @ew_compare_ne_float(%arg0: tensor<2x2xf64>, %arg1: tensor<2x2xf64>) -> tensor<2x2xi1> {
  %0 = stablehlo.compare  NE, %arg0, %arg1,  FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

func.func @ew_compare_ge_signed(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi1> {
  %0 = stablehlo.compare  GE, %arg0, %arg1,  SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

func.func @ew_compare_gt_unsigned(%arg0: tensor<3xui16>, %arg1: tensor<3xui16>) -> tensor<3xi1> {
  %0 = stablehlo.compare  GT, %arg0, %arg1,  UNSIGNED : (tensor<3xui16>, tensor<3xui16>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

func.func @ew_compare_le_totalorder(%arg0: tensor<5xbf16>, %arg1: tensor<5xbf16>) -> tensor<5xi1> {
  %0 = stablehlo.compare  LE, %arg0, %arg1,  TOTALORDER : (tensor<5xbf16>, tensor<5xbf16>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}

func.func @ew_compare_lt_pred_unsigned(%arg0: tensor<2xi1>, %arg1: tensor<2xi1>) -> tensor<2xi1> {
  %0 = stablehlo.compare  LT, %arg0, %arg1,  UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

func.func @ew_compare_eq_complex(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xcomplex<f32>>) -> tensor<2xi1> {
  %0 = stablehlo.compare  EQ, %arg0, %arg1,  FLOAT : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

func.func @ew_compare_lt_scalar_i64(%arg0: tensor<i64>, %arg1: tensor<i64>) -> tensor<i1> {
  %0 = stablehlo.compare  LT, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func @ew_exponential_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_exponential_accuracy_tolerance(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 2.500000e-01, rtol = 1.250000e-01, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_cbrt_accuracy_tolerance_ulps(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_cosine_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_exponential_minus_one_accuracy_atol(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 9.9999999999999995E-7, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf64>
  return %0 : tensor<4xf64>
}

func.func @ew_log_accuracy_rtol(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<rtol = 5.000000e-01, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_log_plus_one_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_logistic_accuracy_tolerance(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 3.000000e-03, rtol = 2.000000e-03, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_rsqrt_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_sine_accuracy_ulps(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 4, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_sqrt_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_tan_accuracy_tolerance(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-02, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @ew_tanh_accuracy_highest(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @gs_gather_rows(%arg0: tensor<10x4xf32>, %arg1: tensor<3x1xi32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @gs_gather_sorted_windows(%arg0: tensor<6x7x8xi32>, %arg1: tensor<2x5x2xi64>) -> tensor<2x5x3x2xi32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0, 2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3, 2>}> : (tensor<6x7x8xi32>, tensor<2x5x2xi64>) -> tensor<2x5x3x2xi32>
  return %0 : tensor<2x5x3x2xi32>
}

func.func @gs_gather_implicit_index_vector_dim(%arg0: tensor<9xf32>, %arg1: tensor<4xi32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>}> : (tensor<9xf32>, tensor<4xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @gs_gather_batching_dims(%arg0: tensor<3x5x6xf32>, %arg1: tensor<4x3x1xi32>) -> tensor<4x3x6xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<3x5x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
  return %0 : tensor<4x3x6xf32>
}

func.func @gs_dynamic_gather_plain(%arg0: tensor<10x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<2xi32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<10x4xf32>, tensor<3x1xi32>, tensor<2xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @gs_dynamic_gather_sorted(%arg0: tensor<8x8xi16>, %arg1: tensor<5x2xi32>, %arg2: tensor<2xi64>) -> tensor<5x2x2xi16> {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = true}> : (tensor<8x8xi16>, tensor<5x2xi32>, tensor<2xi64>) -> tensor<5x2x2xi16>
  return %0 : tensor<5x2x2xi16>
}

func.func @gs_dynamic_gather_batching_dims(%arg0: tensor<2x9x3xf32>, %arg1: tensor<2x4x1xi32>, %arg2: tensor<3xi32>) -> tensor<2x4x3xf32> {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<2x9x3xf32>, tensor<2x4x1xi32>, tensor<3xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

func.func @gs_scatter_add_rows(%arg0: tensor<10x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<3x4xf32>) -> tensor<10x4xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<10x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}

func.func @gs_scatter_replace_sorted_unique(%arg0: tensor<5x5xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<2xi32>) -> tensor<5x5xi32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    stablehlo.return %arg4 : tensor<i32>
  }) : (tensor<5x5xi32>, tensor<2x2xi32>, tensor<2xi32>) -> tensor<5x5xi32>
  return %0 : tensor<5x5xi32>
}

func.func @gs_scatter_batching_dims(%arg0: tensor<3x5x6xf32>, %arg1: tensor<4x3x1xi32>, %arg2: tensor<4x3x6xf32>) -> tensor<3x5x6xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<3x5x6xf32>, tensor<4x3x1xi32>, tensor<4x3x6xf32>) -> tensor<3x5x6xf32>
  return %0 : tensor<3x5x6xf32>
}

func.func @gs_scatter_variadic(%arg0: tensor<6xf32>, %arg1: tensor<6xi32>, %arg2: tensor<2x1xi64>, %arg3: tensor<2xf32>, %arg4: tensor<2xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
    %1 = stablehlo.add %arg5, %arg7 : tensor<f32>
    %2 = stablehlo.add %arg6, %arg8 : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }) : (tensor<6xf32>, tensor<6xi32>, tensor<2x1xi64>, tensor<2xf32>, tensor<2xi32>) -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}

func.func @gs_scatter_promoted(%arg0: tensor<4x2xf16>, %arg1: tensor<1x1xi32>, %arg2: tensor<1x2xf16>) -> tensor<4x2xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x2xf16>, tensor<1x1xi32>, tensor<1x2xf16>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @io_create_token() -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_after_all_three(%arg0: !stablehlo.token, %arg1: !stablehlo.token, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = stablehlo.after_all %arg0, %arg1, %arg2 : !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_after_all_empty() -> !stablehlo.token {
  %0 = stablehlo.after_all  : !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_infeed_minimal(%arg0: !stablehlo.token) -> (tensor<3x2xi32>, !stablehlo.token) {
  %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<3x2xi32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<3x2xi32>, !stablehlo.token
}

func.func @io_infeed_config_and_layout(%arg0: !stablehlo.token) -> (tensor<4x5xf32>, tensor<2xi8>, !stablehlo.token) {
  %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "feed:main", layout = [[1, 0], [0]]}> : (!stablehlo.token) -> (tensor<4x5xf32>, tensor<2xi8>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<4x5xf32>, tensor<2xi8>, !stablehlo.token
}

func.func @io_infeed_token_only(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.infeed"(%arg0) <{infeed_config = "sync"}> : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_outfeed_minimal(%arg0: tensor<6xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%arg0, %arg1) <{outfeed_config = ""}> : (tensor<6xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_outfeed_variadic_config(%arg0: tensor<2x2xf64>, %arg1: tensor<i1>, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%arg0, %arg1, %arg2) <{outfeed_config = "drain:aux"}> : (tensor<2x2xf64>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_send_device_to_device(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_send_host_transfer(%arg0: tensor<3xi32>, %arg1: tensor<f32>, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1, %arg2) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 2>, is_host_transfer = true}> : (tensor<3xi32>, tensor<f32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_send_device_to_device_i64(%arg0: tensor<2xi64>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 1>}> : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_send_source_target_pairs(%arg0: tensor<5xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 1>, source_target_pairs = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>}> : (tensor<5xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_recv_device_to_device(%arg0: !stablehlo.token) -> (tensor<4xf32>, !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<4xf32>, !stablehlo.token
}

func.func @io_recv_host_transfer_variadic(%arg0: !stablehlo.token) -> (tensor<3xi32>, tensor<f32>, !stablehlo.token) {
  %0:3 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<3xi32>, tensor<f32>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<3xi32>, tensor<f32>, !stablehlo.token
}

func.func @io_recv_token_only(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

func.func @io_recv_source_target_pairs(%arg0: !stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 1>, source_target_pairs = dense<[[2, 0], [3, 1]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x3xf32>, !stablehlo.token
}

func.func @misc_batch_norm_inference(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<5xf32>) -> tensor<2x3x4x5xf32> {
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, feature_index = 3 : i64}> : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
  return %0 : tensor<2x3x4x5xf32>
}

func.func @misc_batch_norm_training(%arg0: tensor<4x6x2xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) {
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>)
  return %output, %batch_mean, %batch_var : tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>
}

func.func @misc_batch_norm_grad(%arg0: tensor<3x2x7xf64>, %arg1: tensor<3xf64>, %arg2: tensor<3xf64>, %arg3: tensor<3xf64>, %arg4: tensor<3x2x7xf64>) -> (tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>) {
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 2.500000e-01 : f32, feature_index = 0 : i64}> : (tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x2x7xf64>) -> (tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>)
  return %grad_operand, %grad_scale, %grad_offset : tensor<3x2x7xf64>, tensor<3xf64>, tensor<3xf64>
}

func.func @misc_cholesky_upper_default(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %arg0 : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

func.func @misc_cholesky_lower_batched_complex(%arg0: tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>> {
  %0 = stablehlo.cholesky %arg0, lower = true : tensor<2x4x4xcomplex<f64>>
  return %0 : tensor<2x4x4xcomplex<f64>>
}

func.func @misc_triangular_solve_left_lower_no_transpose(%arg0: tensor<4x4xf32>, %arg1: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @misc_triangular_solve_right_upper_transpose(%arg0: tensor<3x3xf64>, %arg1: tensor<5x3xf64>) -> tensor<5x3xf64> {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf64>, tensor<5x3xf64>) -> tensor<5x3xf64>
  return %0 : tensor<5x3xf64>
}

func.func @misc_triangular_solve_adjoint_batched(%arg0: tensor<2x3x3xcomplex<f32>>, %arg1: tensor<2x3x1xcomplex<f32>>) -> tensor<2x3x1xcomplex<f32>> {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x1xcomplex<f32>>) -> tensor<2x3x1xcomplex<f32>>
  return %0 : tensor<2x3x1xcomplex<f32>>
}

func.func @misc_fft_forward_2d(%arg0: tensor<3x8x4xcomplex<f32>>) -> tensor<3x8x4xcomplex<f32>> {
  %0 = stablehlo.fft %arg0, type =  FFT, length = [8, 4] : (tensor<3x8x4xcomplex<f32>>) -> tensor<3x8x4xcomplex<f32>>
  return %0 : tensor<3x8x4xcomplex<f32>>
}

func.func @misc_fft_inverse(%arg0: tensor<12xcomplex<f64>>) -> tensor<12xcomplex<f64>> {
  %0 = stablehlo.fft %arg0, type =  IFFT, length = [12] : (tensor<12xcomplex<f64>>) -> tensor<12xcomplex<f64>>
  return %0 : tensor<12xcomplex<f64>>
}

func.func @misc_fft_real_forward(%arg0: tensor<2x10xf32>) -> tensor<2x6xcomplex<f32>> {
  %0 = stablehlo.fft %arg0, type =  RFFT, length = [10] : (tensor<2x10xf32>) -> tensor<2x6xcomplex<f32>>
  return %0 : tensor<2x6xcomplex<f32>>
}

func.func @misc_fft_real_inverse(%arg0: tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32> {
  %0 = stablehlo.fft %arg0, type =  IRFFT, length = [8] : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @misc_rng_uniform(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<3x4xf32> {
  %c = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.rng %arg0, %arg1, %c, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @misc_rng_normal(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<1xindex>) -> tensor<?xf64> {
  %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution =  NORMAL : (tensor<f64>, tensor<f64>, tensor<1xindex>) -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

func.func @misc_rng_bit_generator_default(%arg0: tensor<2xui64>) -> (tensor<2xui64>, tensor<5x5xui32>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5x5xui32>)
  return %output_state, %output : tensor<2xui64>, tensor<5x5xui32>
}

func.func @misc_rng_bit_generator_three_fry(%arg0: tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui64>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui64>)
  return %output_state, %output : tensor<2xui64>, tensor<8xui64>
}

func.func @misc_rng_bit_generator_philox(%arg0: tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui8>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui8>)
  return %output_state, %output : tensor<3xui64>, tensor<2x3xui8>
}

func.func @misc_tuple_and_get_tuple_element(%arg0: tensor<2xf32>, %arg1: tensor<i32>, %arg2: !stablehlo.token) -> (tensor<i32>, !stablehlo.token) {
  %0 = stablehlo.tuple %arg0, %arg1, %arg2 : tuple<tensor<2xf32>, tensor<i32>, !stablehlo.token>
  %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<2xf32>, tensor<i32>, !stablehlo.token>) -> tensor<i32>
  %2 = stablehlo.get_tuple_element %0[2] : (tuple<tensor<2xf32>, tensor<i32>, !stablehlo.token>) -> !stablehlo.token
  return %1, %2 : tensor<i32>, !stablehlo.token
}

func.func @misc_nested_tuple(%arg0: tensor<f32>, %arg1: tensor<3xi8>) -> tuple<tensor<f32>, tuple<tensor<3xi8>, tensor<f32>>> {
  %0 = stablehlo.tuple %arg1, %arg0 : tuple<tensor<3xi8>, tensor<f32>>
  %1 = stablehlo.tuple %arg0, %0 : tuple<tensor<f32>, tuple<tensor<3xi8>, tensor<f32>>>
  return %1 : tuple<tensor<f32>, tuple<tensor<3xi8>, tensor<f32>>>
}

func.func @misc_empty_tuple() -> tuple<> {
  %0 = stablehlo.tuple  : tuple<>
  return %0 : tuple<>
}

func.func @misc_constant_splat_f32() -> tensor<2x3xf32> {
  %cst = stablehlo.constant dense<1.500000e+00> : tensor<2x3xf32>
  return %cst : tensor<2x3xf32>
}

func.func @misc_constant_dense_i32() -> tensor<2x2xi32> {
  %c = stablehlo.constant dense<[[1, -2], [2147483647, -2147483648]]> : tensor<2x2xi32>
  return %c : tensor<2x2xi32>
}

func.func @misc_constant_bool_patterns() -> (tensor<i1>, tensor<10xi1>, tensor<4xi1>, tensor<3xi1>) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<[true, false, false, true, true, true, false, true, false, true]> : tensor<10xi1>
  %c_1 = stablehlo.constant dense<false> : tensor<4xi1>
  %c_2 = stablehlo.constant dense<true> : tensor<3xi1>
  return %c, %c_0, %c_1, %c_2 : tensor<i1>, tensor<10xi1>, tensor<4xi1>, tensor<3xi1>
}

func.func @misc_constant_complex() -> tensor<2xcomplex<f32>> {
  %cst = stablehlo.constant dense<[(1.000000e+00,-2.000000e+00), (0.000000e+00,5.000000e-01)]> : tensor<2xcomplex<f32>>
  return %cst : tensor<2xcomplex<f32>>
}

func.func @misc_constant_special_floats() -> tensor<4xf64> {
  %cst = stablehlo.constant dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, -0.000000e+00]> : tensor<4xf64>
  return %cst : tensor<4xf64>
}

func.func @misc_constant_empty_and_scalar() -> (tensor<0xf32>, tensor<2x0xi64>, tensor<ui16>) {
  %cst = stablehlo.constant dense<> : tensor<0xf32>
  %c = stablehlo.constant dense<> : tensor<2x0xi64>
  %c_0 = stablehlo.constant dense<65535> : tensor<ui16>
  return %cst, %c, %c_0 : tensor<0xf32>, tensor<2x0xi64>, tensor<ui16>
}

func.func @misc_constant_small_ints() -> (tensor<3xi4>, tensor<2xui4>, tensor<2xi8>) {
  %c = stablehlo.constant dense<[-8, 0, 7]> : tensor<3xi4>
  %c_0 = stablehlo.constant dense<[0, 15]> : tensor<2xui4>
  %c_1 = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
  return %c, %c_0, %c_1 : tensor<3xi4>, tensor<2xui4>, tensor<2xi8>
}

func.func @misc_constant_half_types() -> (tensor<2xf16>, tensor<2xbf16>) {
  %cst = stablehlo.constant dense<[6.550400e+04, -1.000000e+00]> : tensor<2xf16>
  %cst_0 = stablehlo.constant dense<[3.140630e+00, 9.999220e+09]> : tensor<2xbf16>
  return %cst, %cst_0 : tensor<2xf16>, tensor<2xbf16>
}

func.func public @misc_func_arg_res_attrs(%arg0: tensor<4xf32> {cmp.index = 0 : i64, stablehlo.note = "input"}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {stablehlo.note = "output"}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func private @misc_func_private_declaration(tensor<2xf32>) -> tensor<2xf32>

func.func @misc_func_discardable_attrs(%arg0: tensor<3xf32>) -> tensor<3xf32> attributes {cmp.flag = false, cmp.frontend = {level = 2 : i32, tag = "A"}} {
  %0 = stablehlo.negate %arg0 {cmp.op_note = "keep me", mhlo.sharding = "{replicated}"} : tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @misc_func_no_args_no_results() {
  return
}

func.func @misc_func_many_results(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<f32>, tensor<f32>) {
  return %arg1, %arg0, %arg0 : tensor<i32>, tensor<f32>, tensor<f32>
}

func.func @q_uniform_quantize_per_tensor(%arg0: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
}

func.func @q_uniform_requantize(%arg0: tensor<3x!quant.uniform<i8:f32, 2.000000e+00:1>>) -> tensor<3x!quant.uniform<i16:f32, 1.250000e-01>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<3x!quant.uniform<i8:f32, 2.000000e+00:1>>) -> tensor<3x!quant.uniform<i16:f32, 1.250000e-01>>
  return %0 : tensor<3x!quant.uniform<i16:f32, 1.250000e-01>>
}

func.func @q_uniform_dequantize_per_tensor(%arg0: tensor<2x2x!quant.uniform<u8:f32, 3.000000e-02:128>>) -> tensor<2x2xf32> {
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x2x!quant.uniform<u8:f32, 3.000000e-02:128>>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @q_uniform_quantize_per_axis(%arg0: tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:1,4.000000e-01:-1}>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:1,4.000000e-01:-1}>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:1,4.000000e-01:-1}>>
}

func.func @q_uniform_dequantize_per_axis(%arg0: tensor<4x2x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>) -> tensor<4x2xf32> {
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<4x2x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @q_add_per_tensor(%arg0: tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>, %arg1: tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>) -> tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>
  return %0 : tensor<5x!quant.uniform<i8:f32, 2.500000e-01:2>>
}

func.func @q_add_per_axis(%arg0: tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>>) -> tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>>
  return %0 : tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:1,7.500000e-01:2}>>
}

func.func @q_storage_range_narrowed(%arg0: tensor<3xf32>) -> tensor<3x!quant.uniform<i8<-127:127>:f32, 1.000000e-02>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8<-127:127>:f32, 1.000000e-02>>
  return %0 : tensor<3x!quant.uniform<i8<-127:127>:f32, 1.000000e-02>>
}

func.func @q_storage_i4_expressed_bf16(%arg0: tensor<6xbf16>) -> tensor<6x!quant.uniform<i4:bf16, 5.000000e-01:-2>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<6xbf16>) -> tensor<6x!quant.uniform<i4:bf16, 5.000000e-01:-2>>
  return %0 : tensor<6x!quant.uniform<i4:bf16, 5.000000e-01:-2>>
}

func.func @q_storage_i16_expressed_f16(%arg0: tensor<2xf16>) -> tensor<2x!quant.uniform<i16:f16, 6.250000e-02>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf16>) -> tensor<2x!quant.uniform<i16:f16, 6.250000e-02>>
  return %0 : tensor<2x!quant.uniform<i16:f16, 6.250000e-02>>
}

func.func @q_storage_ui16_expressed_f64(%arg0: tensor<2xf64>) -> tensor<2x!quant.uniform<u16:f64, 1.000000e-03:32768>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf64>) -> tensor<2x!quant.uniform<u16:f64, 1.000000e-03:32768>>
  return %0 : tensor<2x!quant.uniform<u16:f64, 1.000000e-03:32768>>
}

func.func @q_storage_i32(%arg0: tensor<2xf32>) -> tensor<2x!quant.uniform<i32:f32, 1.000000e-04>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i32:f32, 1.000000e-04>>
  return %0 : tensor<2x!quant.uniform<i32:f32, 1.000000e-04>>
}

func.func @q_dot_general_per_tensor(%arg0: tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, %arg1: tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x4x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<4x3x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 2.000000e-02>>
}

func.func @q_dot_general_hybrid_per_axis_rhs(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @q_convolution_per_axis_kernel(%arg0: tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01>>, %arg1: tensor<2x2x2x3x!quant.uniform<i8:f32:3, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<1x3x3x3x!quant.uniform<i32:f32:3, {5.000000e-02,1.000000e-01,1.500000e-01}>> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x2x2x3x!quant.uniform<i8:f32:3, {1.000000e-01,2.000000e-01,3.000000e-01}>>) -> tensor<1x3x3x3x!quant.uniform<i32:f32:3, {5.000000e-02,1.000000e-01,1.500000e-01}>>
  return %0 : tensor<1x3x3x3x!quant.uniform<i32:f32:3, {5.000000e-02,1.000000e-01,1.500000e-01}>>
}

func.func @q_reshape_and_transpose_per_tensor(%arg0: tensor<2x3x!quant.uniform<i8:f32, 1.500000e+00:4>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.500000e+00:4>> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 1.500000e+00:4>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.500000e+00:4>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32, 1.500000e+00:4>>
}

func.func @q_scalar_quantized_tensor(%arg0: tensor<f32>) -> tensor<!quant.uniform<i8:f32, 3.125000e-02:7>> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 3.125000e-02:7>>
  return %0 : tensor<!quant.uniform<i8:f32, 3.125000e-02:7>>
}

func.func @red_reduce_sum_rows(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @red_reduce_max_all_dims(%arg0: tensor<2x3x5xi32>) -> tensor<i32> {
  %c = stablehlo.constant dense<-2147483648> : tensor<i32>
  %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x3x5xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

func.func @red_reduce_argmax_variadic(%arg0: tensor<3x8xf32>, %arg1: tensor<3x8xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<3x8xf32>, tensor<3x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
    %1 = stablehlo.compare  GE, %arg2, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %arg2, %arg4 : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %arg3, %arg5 : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}

func.func @red_reduce_promoted_accumulator(%arg0: tensor<16xbf16>, %arg1: tensor<bf16>) -> tensor<f32> {
  %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<16xbf16>, tensor<bf16>) -> tensor<f32>
   reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}

func.func @red_reduce_window_minimal(%arg0: tensor<6x6xf32>, %arg1: tensor<f32>) -> tensor<5x3xf32> {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2, 4>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6x6xf32>, tensor<f32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

func.func @red_reduce_window_all_attrs(%arg0: tensor<1x9x9x2xf32>, %arg1: tensor<f32>) -> tensor<1x10x9x2xf32> {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [2, 2], [3, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<1x9x9x2xf32>, tensor<f32>) -> tensor<1x10x9x2xf32>
  return %0 : tensor<1x10x9x2xf32>
}

func.func @red_reduce_window_variadic(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg3) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<f32>, %arg7: tensor<i32>):
    %1 = stablehlo.add %arg4, %arg6 : tensor<f32>
    %2 = stablehlo.add %arg5, %arg7 : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }) : (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

func.func @red_reduce_window_promoted(%arg0: tensor<4x4xf16>, %arg1: tensor<f16>) -> tensor<3x3xf32> {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x4xf16>, tensor<f16>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

func.func @red_select_and_scatter_default_window(%arg0: tensor<4x6xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.compare  GE, %arg3, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

func.func @red_select_and_scatter_padded(%arg0: tensor<5x5xi32>, %arg1: tensor<3x3xi32>, %arg2: tensor<i32>) -> tensor<5x5xi32> {
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{padding = dense<1> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = stablehlo.compare  LE, %arg3, %arg4,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = stablehlo.maximum %arg3, %arg4 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<5x5xi32>, tensor<3x3xi32>, tensor<i32>) -> tensor<5x5xi32>
  return %0 : tensor<5x5xi32>
}

func.func @red_select_and_scatter_promoted(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>) -> tensor<4xf64> {
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.compare  GT, %arg3, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

func.func @red_sort_defaults(%arg0: tensor<12xi32>) -> tensor<12xi32> {
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %1 = stablehlo.compare  LT, %arg1, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<12xi32>) -> tensor<12xi32>
  return %0 : tensor<12xi32>
}

func.func @red_sort_stable_keys_values(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi64>) -> (tensor<3x4xf32>, tensor<3x4xi64>) {
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i64>, %arg5: tensor<i64>):
    %1 = stablehlo.compare  GT, %arg2, %arg3,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<3x4xf32>, tensor<3x4xi64>) -> (tensor<3x4xf32>, tensor<3x4xi64>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi64>
}

func.func @shape_broadcast_prepend(%arg0: tensor<3x2xi32>) -> tensor<5x4x3x2xi32> {
  %0 = stablehlo.broadcast %arg0, sizes = [5, 4] : (tensor<3x2xi32>) -> tensor<5x4x3x2xi32>
  return %0 : tensor<5x4x3x2xi32>
}

func.func @shape_broadcast_in_dim_expand(%arg0: tensor<1x3xf32>) -> tensor<2x4x3xf32> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

func.func @shape_broadcast_in_dim_scalar(%arg0: tensor<f64>) -> tensor<7x2xf64> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f64>) -> tensor<7x2xf64>
  return %0 : tensor<7x2xf64>
}

func.func @shape_concatenate_three(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x8xf32> {
  %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

func.func @shape_dynamic_broadcast_in_dim_plain(%arg0: tensor<?xf32>, %arg1: tensor<3xindex>) -> tensor<?x?x?xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [2] : (tensor<?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @shape_dynamic_broadcast_in_dim_known_dims(%arg0: tensor<?x1xi32>, %arg1: tensor<2xi64>) -> tensor<?x?xi32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0, 1] {known_expanding_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x1xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @shape_dynamic_iota_index(%arg0: tensor<2xindex>) -> tensor<?x?xi32> {
  %0 = stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<2xindex>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @shape_dynamic_iota_i32_shape(%arg0: tensor<1xi32>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @shape_dynamic_pad(%arg0: tensor<?x3xf32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>, %arg3: tensor<2xi64>, %arg4: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg3, %arg4 : (tensor<?x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @shape_dynamic_reshape(%arg0: tensor<?x4xf32>, %arg1: tensor<3xi32>) -> tensor<?x2x?xf32> {
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
  return %0 : tensor<?x2x?xf32>
}

func.func @shape_dynamic_slice_2d(%arg0: tensor<6x8xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<2x3xi32> {
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 3] : (tensor<6x8xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @shape_dynamic_update_slice_2d(%arg0: tensor<6x8xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<6x8xf32> {
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<6x8xf32>, tensor<2x2xf32>, tensor<i64>, tensor<i64>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

func.func @shape_get_dimension_size(%arg0: tensor<5x?xf32>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<5x?xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

func.func @shape_iota_2d() -> tensor<3x5xui32> {
  %0 = stablehlo.iota dim = 1 : tensor<3x5xui32>
  return %0 : tensor<3x5xui32>
}

func.func @shape_iota_f32() -> tensor<10xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<10xf32>
  return %0 : tensor<10xf32>
}

func.func @shape_pad_interior(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<5x7xf32> {
  %0 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [1, 2], interior = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

func.func @shape_pad_negative_low(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
  %0 = stablehlo.pad %arg0, %arg1, low = [-2], high = [1], interior = [0] : (tensor<6xi32>, tensor<i32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

func.func @shape_real_dynamic_slice(%arg0: tensor<?x?xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2xindex>, %arg3: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<?x?xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @shape_reshape_flatten(%arg0: tensor<2x3x4xf32>) -> tensor<24xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<24xf32>
  return %0 : tensor<24xf32>
}

func.func @shape_reshape_scalar_to_1x1(%arg0: tensor<i8>) -> tensor<1x1xi8> {
  %0 = stablehlo.reshape %arg0 : (tensor<i8>) -> tensor<1x1xi8>
  return %0 : tensor<1x1xi8>
}

func.func @shape_reverse_two_dims(%arg0: tensor<3x4x5xi16>) -> tensor<3x4x5xi16> {
  %0 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<3x4x5xi16>
  return %0 : tensor<3x4x5xi16>
}

func.func @shape_set_dimension_size(%arg0: tensor<4x9xf32>, %arg1: tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 9>> {
  %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<4x9xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 9>>
  return %0 : tensor<4x?xf32, #stablehlo.bounds<?, 9>>
}

func.func @shape_slice_strided(%arg0: tensor<10x6xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.slice %arg0 [1:8:3, 2:6:2] : (tensor<10x6xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

func.func @shape_slice_unit_stride(%arg0: tensor<16xi64>) -> tensor<5xi64> {
  %0 = stablehlo.slice %arg0 [3:8] : (tensor<16xi64>) -> tensor<5xi64>
  return %0 : tensor<5xi64>
}

func.func @shape_transpose_3d(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

func.func @shape_torch_index_select_batched(%arg0: tensor<3x7x5xf32>, %arg1: tensor<3x4xi32>) -> tensor<3x4x5xf32> {
  %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 1 : i64}> : (tensor<3x7x5xf32>, tensor<3x4xi32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @shape_torch_index_select_no_batch(%arg0: tensor<8x2xi32>, %arg1: tensor<3xi64>) -> tensor<3x2xi32> {
  %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<8x2xi32>, tensor<3xi64>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

func.func @type_elem_i2(%arg0: tensor<3xi2>) -> tensor<3xi2> {
  %c = stablehlo.constant dense<[1, -2, 0]> : tensor<3xi2>
  %0 = stablehlo.add %arg0, %c : tensor<3xi2>
  return %0 : tensor<3xi2>
}

func.func @type_elem_i4(%arg0: tensor<3xi4>) -> tensor<3xi4> {
  %c = stablehlo.constant dense<[7, -8, 3]> : tensor<3xi4>
  %0 = stablehlo.add %arg0, %c : tensor<3xi4>
  return %0 : tensor<3xi4>
}

func.func @type_elem_i8(%arg0: tensor<3xi8>) -> tensor<3xi8> {
  %c = stablehlo.constant dense<[100, -100, 0]> : tensor<3xi8>
  %0 = stablehlo.add %arg0, %c : tensor<3xi8>
  return %0 : tensor<3xi8>
}

func.func @type_elem_i16(%arg0: tensor<3xi16>) -> tensor<3xi16> {
  %c = stablehlo.constant dense<[32767, -32768, 12]> : tensor<3xi16>
  %0 = stablehlo.add %arg0, %c : tensor<3xi16>
  return %0 : tensor<3xi16>
}

func.func @type_elem_i32(%arg0: tensor<3xi32>) -> tensor<3xi32> {
  %c = stablehlo.constant dense<[65536, -1, 2]> : tensor<3xi32>
  %0 = stablehlo.add %arg0, %c : tensor<3xi32>
  return %0 : tensor<3xi32>
}

func.func @type_elem_i64(%arg0: tensor<3xi64>) -> tensor<3xi64> {
  %c = stablehlo.constant dense<[9223372036854775807, -9223372036854775808, 5]> : tensor<3xi64>
  %0 = stablehlo.add %arg0, %c : tensor<3xi64>
  return %0 : tensor<3xi64>
}

func.func @type_elem_ui2(%arg0: tensor<3xui2>) -> tensor<3xui2> {
  %c = stablehlo.constant dense<[3, 0, 1]> : tensor<3xui2>
  %0 = stablehlo.add %arg0, %c : tensor<3xui2>
  return %0 : tensor<3xui2>
}

func.func @type_elem_ui4(%arg0: tensor<3xui4>) -> tensor<3xui4> {
  %c = stablehlo.constant dense<[15, 0, 9]> : tensor<3xui4>
  %0 = stablehlo.add %arg0, %c : tensor<3xui4>
  return %0 : tensor<3xui4>
}

func.func @type_elem_ui8(%arg0: tensor<3xui8>) -> tensor<3xui8> {
  %c = stablehlo.constant dense<[255, 0, 17]> : tensor<3xui8>
  %0 = stablehlo.add %arg0, %c : tensor<3xui8>
  return %0 : tensor<3xui8>
}

func.func @type_elem_ui16(%arg0: tensor<3xui16>) -> tensor<3xui16> {
  %c = stablehlo.constant dense<[65535, 0, 300]> : tensor<3xui16>
  %0 = stablehlo.add %arg0, %c : tensor<3xui16>
  return %0 : tensor<3xui16>
}

func.func @type_elem_ui32(%arg0: tensor<3xui32>) -> tensor<3xui32> {
  %c = stablehlo.constant dense<[4294967295, 0, 70000]> : tensor<3xui32>
  %0 = stablehlo.add %arg0, %c : tensor<3xui32>
  return %0 : tensor<3xui32>
}

func.func @type_elem_ui64(%arg0: tensor<3xui64>) -> tensor<3xui64> {
  %c = stablehlo.constant dense<[18446744073709551615, 0, 42]> : tensor<3xui64>
  %0 = stablehlo.add %arg0, %c : tensor<3xui64>
  return %0 : tensor<3xui64>
}

func.func @type_elem_i1(%arg0: tensor<3xi1>) -> tensor<3xi1> {
  %c = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %0 = stablehlo.or %arg0, %c : tensor<3xi1>
  return %0 : tensor<3xi1>
}

func.func @type_elem_f16(%arg0: tensor<3xf16>) -> tensor<3xf16> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 6.499200e+04]> : tensor<3xf16>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf16>
  return %0 : tensor<3xf16>
}

func.func @type_elem_bf16(%arg0: tensor<3xbf16>) -> tensor<3xbf16> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 3.004060e+38]> : tensor<3xbf16>
  %0 = stablehlo.add %arg0, %cst : tensor<3xbf16>
  return %0 : tensor<3xbf16>
}

func.func @type_elem_f32(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 3.400000e+38]> : tensor<3xf32>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @type_elem_f64(%arg0: tensor<3xf64>) -> tensor<3xf64> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 1.700000e+308]> : tensor<3xf64>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf64>
  return %0 : tensor<3xf64>
}

func.func @type_elem_f8E4M3FN(%arg0: tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 4.480000e+02]> : tensor<3xf8E4M3FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3FN>
  return %0 : tensor<3xf8E4M3FN>
}

func.func @type_elem_f8E5M2(%arg0: tensor<3xf8E5M2>) -> tensor<3xf8E5M2> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 5.734400e+04]> : tensor<3xf8E5M2>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E5M2>
  return %0 : tensor<3xf8E5M2>
}

func.func @type_elem_f8E4M3FNUZ(%arg0: tensor<3xf8E4M3FNUZ>) -> tensor<3xf8E4M3FNUZ> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 2.400000e+02]> : tensor<3xf8E4M3FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3FNUZ>
  return %0 : tensor<3xf8E4M3FNUZ>
}

func.func @type_elem_f8E5M2FNUZ(%arg0: tensor<3xf8E5M2FNUZ>) -> tensor<3xf8E5M2FNUZ> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 5.734400e+04]> : tensor<3xf8E5M2FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E5M2FNUZ>
  return %0 : tensor<3xf8E5M2FNUZ>
}

func.func @type_elem_f8E4M3B11FNUZ(%arg0: tensor<3xf8E4M3B11FNUZ>) -> tensor<3xf8E4M3B11FNUZ> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 3.000000e+01]> : tensor<3xf8E4M3B11FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3B11FNUZ>
  return %0 : tensor<3xf8E4M3B11FNUZ>
}

func.func @type_elem_f8E4M3(%arg0: tensor<3xf8E4M3>) -> tensor<3xf8E4M3> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 2.400000e+02]> : tensor<3xf8E4M3>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3>
  return %0 : tensor<3xf8E4M3>
}

func.func @type_elem_f8E3M4(%arg0: tensor<3xf8E3M4>) -> tensor<3xf8E3M4> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 1.550000e+01]> : tensor<3xf8E3M4>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E3M4>
  return %0 : tensor<3xf8E3M4>
}

func.func @type_elem_f8E8M0FNU(%arg0: tensor<3xf8E8M0FNU>) -> tensor<3xf8E8M0FNU> {
  %cst = stablehlo.constant dense<[1.000000e+00, 5.000000e-01, 1.024000e+03]> : tensor<3xf8E8M0FNU>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E8M0FNU>
  return %0 : tensor<3xf8E8M0FNU>
}

func.func @type_elem_f6E2M3FN(%arg0: tensor<3xf6E2M3FN>) -> tensor<3xf6E2M3FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 7.500000e+00]> : tensor<3xf6E2M3FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf6E2M3FN>
  return %0 : tensor<3xf6E2M3FN>
}

func.func @type_elem_f6E3M2FN(%arg0: tensor<3xf6E3M2FN>) -> tensor<3xf6E3M2FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 2.800000e+01]> : tensor<3xf6E3M2FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf6E3M2FN>
  return %0 : tensor<3xf6E3M2FN>
}

func.func @type_elem_f4E2M1FN(%arg0: tensor<3xf4E2M1FN>) -> tensor<3xf4E2M1FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -1.500000e+00, 6.000000e+00]> : tensor<3xf4E2M1FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf4E2M1FN>
  return %0 : tensor<3xf4E2M1FN>
}

func.func @type_convert_f32_to_f8E4M3FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3FN>
  return %0 : tensor<2x2xf8E4M3FN>
}

func.func @type_convert_f32_to_f8E5M2(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E5M2> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E5M2>
  return %0 : tensor<2x2xf8E5M2>
}

func.func @type_convert_f32_to_f8E4M3FNUZ(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3FNUZ> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3FNUZ>
  return %0 : tensor<2x2xf8E4M3FNUZ>
}

func.func @type_convert_f32_to_f8E5M2FNUZ(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E5M2FNUZ> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E5M2FNUZ>
  return %0 : tensor<2x2xf8E5M2FNUZ>
}

func.func @type_convert_f32_to_f8E4M3B11FNUZ(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3B11FNUZ> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3B11FNUZ>
  return %0 : tensor<2x2xf8E4M3B11FNUZ>
}

func.func @type_convert_f32_to_f8E4M3(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3>
  return %0 : tensor<2x2xf8E4M3>
}

func.func @type_convert_f32_to_f8E3M4(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E3M4> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E3M4>
  return %0 : tensor<2x2xf8E3M4>
}

func.func @type_convert_f32_to_f8E8M0FNU(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E8M0FNU> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E8M0FNU>
  return %0 : tensor<2x2xf8E8M0FNU>
}

func.func @type_convert_f32_to_f6E2M3FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf6E2M3FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf6E2M3FN>
  return %0 : tensor<2x2xf6E2M3FN>
}

func.func @type_convert_f32_to_f6E3M2FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf6E3M2FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf6E3M2FN>
  return %0 : tensor<2x2xf6E3M2FN>
}

func.func @type_convert_f32_to_f4E2M1FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf4E2M1FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf4E2M1FN>
  return %0 : tensor<2x2xf4E2M1FN>
}

func.func @type_elem_complex_f32(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %cst = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (-5.000000e-01,0.000000e+00)]> : tensor<2xcomplex<f32>>
  %0 = stablehlo.multiply %arg0, %cst : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

func.func @type_elem_complex_f64(%arg0: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
  %cst = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (-5.000000e-01,0.000000e+00)]> : tensor<2xcomplex<f64>>
  %0 = stablehlo.multiply %arg0, %cst : tensor<2xcomplex<f64>>
  return %0 : tensor<2xcomplex<f64>>
}

func.func @type_tf32_as_func_attribute() attributes {cmp.precision = tf32} {
  return
}

func.func @type_none_as_func_attribute() attributes {cmp.marker = none} {
  return
}

func.func @type_index_shape_operand(%arg0: tensor<4xf32>, %arg1: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @type_dynamic_ranked(%arg0: tensor<?x4x?xf32>) -> tensor<?x4x?xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<?x4x?xf32>
  return %0 : tensor<?x4x?xf32>
}

func.func @type_bounded_dynamic_1d(%arg0: tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<?xf32, #stablehlo.bounds<16>> {
  %0 = stablehlo.abs %arg0 : tensor<?xf32, #stablehlo.bounds<16>>
  return %0 : tensor<?xf32, #stablehlo.bounds<16>>
}

func.func @type_bounded_dynamic_mixed(%arg0: tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>>) -> tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>> {
  %0 = stablehlo.negate %arg0 : tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>>
  return %0 : tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>>
}

func.func @type_bounded_get_dimension_size(%arg0: tensor<2x?xf32, #stablehlo.bounds<?, 5>>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x?xf32, #stablehlo.bounds<?, 5>>) -> tensor<i32>
  return %0 : tensor<i32>
}

func.func @type_unranked_tensor_arg(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  return %arg0 : tensor<*xf32>
}

func.func @type_token_passthrough(%arg0: !stablehlo.token) -> !stablehlo.token {
  return %arg0 : !stablehlo.token
}

func.func @type_tuple_nested_args(%arg0: tuple<tensor<f32>, tuple<tensor<2xi8>, !stablehlo.token>, tuple<>>) -> tensor<f32> {
  %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<tensor<f32>, tuple<tensor<2xi8>, !stablehlo.token>, tuple<>>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @type_future_single(%arg0: !stablehlo.future<tensor<2x3xf32>>) -> !stablehlo.future<tensor<2x3xf32>> {
  return %arg0 : !stablehlo.future<tensor<2x3xf32>>
}

func.func @type_future_multiple_dynamic(%arg0: !stablehlo.future<tensor<?xf32>, tensor<i32>>) -> !stablehlo.future<tensor<?xf32>, tensor<i32>> {
  return %arg0 : !stablehlo.future<tensor<?xf32>, tensor<i32>>
}

func.func @type_memref_function_boundary(%arg0: memref<4x2xf32>) -> memref<4x2xf32> {
  return %arg0 : memref<4x2xf32>
}

func.func @type_memref_scalar_i8(%arg0: memref<i8>) -> memref<i8> {
  return %arg0 : memref<i8>
}

func.func @type_per_axis_quant_arg(%arg0: tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:-1,2.000000e-01,3.000000e-01:1}>>) -> tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:-1,2.000000e-01,3.000000e-01:1}>> {
  return %arg0 : tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:-1,2.000000e-01,3.000000e-01:1}>>
}

func.func @type_quant_ui4_storage(%arg0: tensor<4x!quant.uniform<u4:f32, 2.500000e-01:8>>) -> tensor<4x!quant.uniform<u4:f32, 2.500000e-01:8>> {
  return %arg0 : tensor<4x!quant.uniform<u4:f32, 2.500000e-01:8>>
}

func.func @type_quant_i2_storage(%arg0: tensor<4x!quant.uniform<i2:f32, 1.000000e+00>>) -> tensor<4x!quant.uniform<i2:f32, 1.000000e+00>> {
  return %arg0 : tensor<4x!quant.uniform<i2:f32, 1.000000e+00>>
}

func.func @type_attr_scalar_forms() attributes {cmp.b16 = 2.500000e-01 : bf16, cmp.f16 = -1.500000e+00 : f16, cmp.f32 = 3.140000e+00 : f32, cmp.f64 = 2.7182818284590451 : f64, cmp.i16 = -300 : i16, cmp.i32 = 7 : i32, cmp.i4 = -3 : i4, cmp.i64 = -9000000000 : i64, cmp.i8 = 100 : i8, cmp.idx = 12 : index, cmp.u16 = 65000 : ui16, cmp.u32 = 4000000000 : ui32, cmp.u4 = 9 : ui4, cmp.u64 = 18000000000000000000 : ui64, cmp.u8 = 200 : ui8} {
  return
}

func.func @type_attr_containers() attributes {cmp.arr = [1 : i32, "two", [3.000000e+00 : f32]], cmp.dense = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>, cmp.dict = {inner = {deep = true}, list = []}, cmp.fdense = dense<5.000000e-01> : tensor<3xf32>, cmp.str = "text with \22quotes\22", cmp.ty = tensor<2x?xf32>} {
  return
}

func.func @type_attr_float_f8E4M3FN() attributes {cmp.value = 1.500000e+00 : f8E4M3FN} {
  return
}

func.func @type_attr_float_f8E5M2() attributes {cmp.value = -2.000000e+00 : f8E5M2} {
  return
}

func.func @type_attr_float_f8E4M3FNUZ() attributes {cmp.value = 1.250000e+00 : f8E4M3FNUZ} {
  return
}

func.func @type_attr_float_f8E5M2FNUZ() attributes {cmp.value = 4.000000e+00 : f8E5M2FNUZ} {
  return
}

func.func @type_attr_float_f8E4M3B11FNUZ() attributes {cmp.value = 5.000000e-01 : f8E4M3B11FNUZ} {
  return
}

func.func @type_attr_float_f8E4M3() attributes {cmp.value = 3.000000e+00 : f8E4M3} {
  return
}

func.func @type_attr_float_f8E3M4() attributes {cmp.value = 1.062500e+00 : f8E3M4} {
  return
}

func.func @type_attr_float_f8E8M0FNU() attributes {cmp.value = 8.000000e+00 : f8E8M0FNU} {
  return
}

func.func @type_attr_float_f6E2M3FN() attributes {cmp.value = 1.750000e+00 : f6E2M3FN} {
  return
}

func.func @type_attr_float_f6E3M2FN() attributes {cmp.value = -1.200000e+01 : f6E3M2FN} {
  return
}

func.func @type_attr_float_f4E2M1FN() attributes {cmp.value = 3.000000e+00 : f4E2M1FN} {
  return
}

func.func @type_attr_float_tf32() attributes {cmp.value = 1.000000e+00 : tf32} {
  return
}

func.func @type_witness_passthrough(%arg0: !shape.witness) -> !shape.witness {
  return %arg0 : !shape.witness
}
