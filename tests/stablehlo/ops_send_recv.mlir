// Valid sends, recvs and infeeds on the edges of the spec's constraints and
// the spec's examples.
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s

// The spec's examples.
// CHECK-LABEL: func.func @send_recv_spec_examples(
func.func @send_recv_spec_examples(%operand: tensor<2x2xi64>, %token: !stablehlo.token) -> !stablehlo.token {
  %result = "stablehlo.send"(%operand, %token) {channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  %results0, %results1 = "stablehlo.recv"(%token) {channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  return %result : !stablehlo.token
}

// -----

// (C5) host transfers: a send to the host is DEVICE_TO_HOST; a recv from the
// host is HOST_TO_DEVICE, as upstream requires (the spec says DEVICE_TO_HOST:
// spec_check_collectives.mlir).
// CHECK-LABEL: func.func @send_recv_host_transfer(
func.func @send_recv_host_transfer(%x: tensor<2xf32>, %token: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %2:2 = "stablehlo.recv"(%0) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %2#1 : !stablehlo.token
}

// -----

// (C1-C4) an empty source_target_pairs, a 2-cycle (each id once as source
// and once as target) and id 0.
// CHECK-LABEL: func.func @send_recv_pairs_edges(
func.func @send_recv_pairs_edges(%x: tensor<2xf32>, %token: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<> : tensor<0x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %1:2 = "stablehlo.recv"(%0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %1#1 : !stablehlo.token
}

// -----

// (C1-C4) are not checked but by the spec check, as upstream never checks
// source_target_pairs: an empty rank-1 tensor (as JAX writes), repeated
// sources and targets, negative ids.
// CHECK-LABEL: func.func @send_recv_pairs_unchecked(
func.func @send_recv_pairs_unchecked(%x: tensor<2xf32>, %token: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<> : tensor<0xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %1:2 = "stablehlo.recv"(%0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<> : tensor<0xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %2 = "stablehlo.send"(%x, %1#1) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1], [0, 1], [-1, 2]]> : tensor<3x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %3:2 = "stablehlo.recv"(%2) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[0, 1, 2]> : tensor<3xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %3#1 : !stablehlo.token
}

// -----

// infeed (C1-C3): a token alone (no data, is_empty(results[:-1])), and data
// followed by the token.
// CHECK-LABEL: func.func @infeed_edges(
func.func @infeed_edges(%token: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.infeed"(%token) {infeed_config = ""} : (!stablehlo.token) -> !stablehlo.token
  %1:3 = "stablehlo.infeed"(%0) {infeed_config = ""} : (!stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token)
  return %1#2 : !stablehlo.token
}
