// Compendium: control_flow.
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
// -----
func.func @cf_if_no_results(%arg0: tensor<i1>) {
  "stablehlo.if"(%arg0) ({
    stablehlo.return 
  }, {
    stablehlo.return 
  }) : (tensor<i1>) -> ()
  return
}
// -----
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
// -----
func.func @cf_case_token_result(%arg0: tensor<i32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : !stablehlo.token
  }, {
    %1 = stablehlo.after_all %arg1, %arg1 : !stablehlo.token
    stablehlo.return %1 : !stablehlo.token
  }) : (tensor<i32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
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
// -----
func.func @cf_map_binary(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @cf_optimization_barrier_mixed(%arg0: tensor<f32>, %arg1: tensor<3xi32>, %arg2: !stablehlo.token) -> (tensor<f32>, tensor<3xi32>, !stablehlo.token) {
  %0:3 = stablehlo.optimization_barrier %arg0, %arg1, %arg2 : tensor<f32>, tensor<3xi32>, !stablehlo.token
  return %0#0, %0#1, %0#2 : tensor<f32>, tensor<3xi32>, !stablehlo.token
}
// -----
func.func @cf_optimization_barrier_empty() {
  stablehlo.optimization_barrier()
  return
}
// -----
func.func @cf_call_private_helper(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @cf_call_private_helper_callee(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @cf_call_private_helper_callee(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
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
// -----
func.func @cf_composite_attrs_and_version(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.composite "cmp.scaled_sum" %arg0, %arg1 {composite_attributes = {alpha = 5.000000e-01 : f32, dims = dense<[0, 1]> : tensor<2xi64>, flags = [true, false], label = "sum"}, decomposition = @cf_composite_attrs_and_version_impl, version = 3 : i32} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func private @cf_composite_attrs_and_version_impl(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
// -----
func.func @cf_composite_multi_result(%arg0: tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>) {
  %0:2 = stablehlo.composite "cmp.split_sign" %arg0 {composite_attributes = {mode = 2 : i64}, decomposition = @cf_composite_multi_result_impl} : (tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xi32>, tensor<5xi32>
}
func.func private @cf_composite_multi_result_impl(%arg0: tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>) {
  %0 = stablehlo.sign %arg0 : tensor<5xi32>
  %1 = stablehlo.abs %arg0 : tensor<5xi32>
  return %0, %1 : tensor<5xi32>, tensor<5xi32>
}
// -----
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
// -----
func.func @cf_async_slice(%arg0: tensor<6xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%arg1: tensor<6xf32>):
    %2 = stablehlo.slice %arg1 [1:4] : (tensor<6xf32>) -> tensor<3xf32>
    stablehlo.return %2 : tensor<3xf32>
  }) : (tensor<6xf32>) -> !stablehlo.future<tensor<3xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<3xf32>>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
// -----
func.func @cf_async_dynamic_update_slice_three_operands(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<8xf32> {
  %0 = "stablehlo.async_start"(%arg0, %arg1, %arg2) ({
  ^bb0(%arg3: tensor<8xf32>, %arg4: tensor<2xf32>, %arg5: tensor<i32>):
    %2 = stablehlo.dynamic_update_slice %arg3, %arg4, %arg5 : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }) : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> !stablehlo.future<tensor<8xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
// -----
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
// -----
func.func @cf_async_future_passed_through(%arg0: !stablehlo.future<tensor<3xi8>>) -> tensor<3xi8> {
  %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<3xi8>>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}
// -----
func.func @cf_async_wrapping_collective_permute(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%arg1: tensor<4x4xf32>):
    %2 = "stablehlo.collective_permute"(%arg1) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    stablehlo.return %2 : tensor<4x4xf32>
  }) : (tensor<4x4xf32>) -> !stablehlo.future<tensor<4x4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4x4xf32>>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
// -----
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
// -----
func.func @cf_case_single_branch(%arg0: tensor<i32>, %arg1: tensor<f64>) -> tensor<f64> {
  %0 = "stablehlo.case"(%arg0) ({
    %1 = stablehlo.sqrt %arg1 : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) : (tensor<i32>) -> tensor<f64>
  return %0 : tensor<f64>
}
// -----
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
// -----
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
