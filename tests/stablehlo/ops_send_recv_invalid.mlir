// Constraints of send and recv that upstream enforces: (C5), the channel
// type (for a recv from the host, upstream's HOST_TO_DEVICE). Upstream never
// checks source_target_pairs (C1-C4): spec_check_collectives.mlir has them.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C5) channel_type = DEVICE_TO_DEVICE when is_host_transfer = false.
func.func @send_c5_device_to_device(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C5) channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false; got channel type 0, it must be 1 (DEVICE_TO_DEVICE)}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C5) channel_type = DEVICE_TO_HOST when is_host_transfer = true; a send cannot go host to device.
func.func @send_c5_device_to_host(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+2 {{(C5) channel_type should be DEVICE_TO_HOST when is_host_transfer is true; got channel type 3, it must be 2 (DEVICE_TO_HOST)}}
  // expected-error @+1 {{'stablehlo.send' op failed to infer returned types}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// (C5) channel_type = DEVICE_TO_DEVICE when is_host_transfer = false.
func.func @recv_c5_device_to_device(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C5) channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false; got channel type 2, it must be 1 (DEVICE_TO_DEVICE)}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// (C5) a recv from the host: upstream requires HOST_TO_DEVICE (the spec
// says DEVICE_TO_HOST, which only the spec check asks for).
func.func @recv_c5_host_transfer(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C5) channel_type should be HOST_TO_DEVICE when is_host_transfer is true; got channel type 1, it must be 3 (HOST_TO_DEVICE)}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

func.func @recv_c5_host_transfer_device_to_host(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{(C5) channel_type should be HOST_TO_DEVICE when is_host_transfer is true; got channel type 2, it must be 3 (HOST_TO_DEVICE)}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
