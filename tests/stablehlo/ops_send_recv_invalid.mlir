// Spec constraints of send and recv (C1-C5), one case each.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C1) dim(source_target_pairs, 1) = 2.
func.func @send_c1_pairs_shape(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C1) source_target_pairs must have shape [N, 2], got 'tensor<1x3xi64>'}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C2) is_unique(source_target_pairs[:, 0]).
func.func @send_c2_source_repeated(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C2) source 0 appears more than once in source_target_pairs}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C3) is_unique(source_target_pairs[:, 1]).
func.func @send_c3_target_repeated(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C3) target 1 appears more than once in source_target_pairs}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C4) 0 <= source_target_pairs.
func.func @send_c4_negative_id(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C4) source_target_pairs[1] = [-1, 0] must hold process ids >= 0}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi64>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C5) channel_type = DEVICE_TO_DEVICE when is_host_transfer = false.
func.func @send_c5_device_to_device(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C5) channel type 0 is not allowed with is_host_transfer = false: it must be 1 (DEVICE_TO_DEVICE)}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C5) channel_type = DEVICE_TO_HOST when is_host_transfer = true; a send cannot go host to device.
func.func @send_c5_device_to_host(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C5) channel type 3 is not allowed with is_host_transfer = true: it must be 2 (DEVICE_TO_HOST)}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C1) dim(source_target_pairs, 1) = 2.
func.func @recv_c1_pairs_shape(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C1) source_target_pairs must have shape [N, 2], got 'tensor<2xi64>'}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[0, 1]> : tensor<2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C2) is_unique(source_target_pairs[:, 0]).
func.func @recv_c2_source_repeated(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C2) source 3 appears more than once in source_target_pairs}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[3, 1], [3, 2]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C3) is_unique(source_target_pairs[:, 1]).
func.func @recv_c3_target_repeated(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C3) target 0 appears more than once in source_target_pairs}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 0]]> : tensor<2x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C4) 0 <= source_target_pairs.
func.func @recv_c4_negative_id(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C4) source_target_pairs[0] = [0, -2] must hold process ids >= 0}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, -2]]> : tensor<1x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C5) channel_type = DEVICE_TO_DEVICE when is_host_transfer = false.
func.func @recv_c5_device_to_device(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C5) channel type 2 is not allowed with is_host_transfer = false: it must be 1 (DEVICE_TO_DEVICE)}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C5) a recv from the host carries DEVICE_TO_HOST (or HOST_TO_DEVICE).
func.func @recv_c5_host_transfer(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C5) channel type 1 is not allowed with is_host_transfer = true: it must be 2 (DEVICE_TO_HOST) or 3 (HOST_TO_DEVICE)}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
