// Compendium: io.
func.func @io_create_token() -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_after_all_three(%arg0: !stablehlo.token, %arg1: !stablehlo.token, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = stablehlo.after_all %arg0, %arg1, %arg2 : !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_after_all_empty() -> !stablehlo.token {
  %0 = stablehlo.after_all  : !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_infeed_minimal(%arg0: !stablehlo.token) -> (tensor<3x2xi32>, !stablehlo.token) {
  %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<3x2xi32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<3x2xi32>, !stablehlo.token
}
// -----
func.func @io_infeed_config_and_layout(%arg0: !stablehlo.token) -> (tensor<4x5xf32>, tensor<2xi8>, !stablehlo.token) {
  %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "feed:main", layout = [[1, 0], [0]]}> : (!stablehlo.token) -> (tensor<4x5xf32>, tensor<2xi8>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<4x5xf32>, tensor<2xi8>, !stablehlo.token
}
// -----
func.func @io_infeed_token_only(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.infeed"(%arg0) <{infeed_config = "sync"}> : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_outfeed_minimal(%arg0: tensor<6xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%arg0, %arg1) <{outfeed_config = ""}> : (tensor<6xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_outfeed_variadic_config(%arg0: tensor<2x2xf64>, %arg1: tensor<i1>, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%arg0, %arg1, %arg2) <{outfeed_config = "drain:aux"}> : (tensor<2x2xf64>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_send_device_to_device(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_send_host_transfer(%arg0: tensor<3xi32>, %arg1: tensor<f32>, %arg2: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1, %arg2) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 2>, is_host_transfer = true}> : (tensor<3xi32>, tensor<f32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_send_device_to_device_i64(%arg0: tensor<2xi64>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 1>}> : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_send_source_target_pairs(%arg0: tensor<5xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 1>, source_target_pairs = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>}> : (tensor<5xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_recv_device_to_device(%arg0: !stablehlo.token) -> (tensor<4xf32>, !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<4xf32>, !stablehlo.token
}
// -----
func.func @io_recv_host_transfer_variadic(%arg0: !stablehlo.token) -> (tensor<3xi32>, tensor<f32>, !stablehlo.token) {
  %0:3 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<3xi32>, tensor<f32>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<3xi32>, tensor<f32>, !stablehlo.token
}
// -----
func.func @io_recv_token_only(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @io_recv_source_target_pairs(%arg0: !stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 1>, source_target_pairs = dense<[[2, 0], [3, 1]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2x3xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x3xf32>, !stablehlo.token
}
