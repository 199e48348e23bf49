// Round trip of tokens, infeed/outfeed, send/recv, rng, fft, batch norm,
// linear algebra, reduce_precision, quantization and custom_call (buffers,
// tuples, tokens, layouts, aliases, tilings).
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @tokens(
// CHECK-NEXT: %0 = stablehlo.create_token : !stablehlo.token
// CHECK-NEXT: %1 = stablehlo.after_all %arg0, %0 : !stablehlo.token
// CHECK-NEXT: %2 = stablehlo.after_all  : !stablehlo.token
// CHECK-NEXT: return %1 : !stablehlo.token
func.func @tokens(%t: !stablehlo.token) -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  %1 = stablehlo.after_all %t, %0 : !stablehlo.token
  %2 = stablehlo.after_all  : !stablehlo.token
  return %1 : !stablehlo.token
}

// CHECK-LABEL: func.func @infeed_outfeed(
// CHECK-NEXT: %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "cfg", layout = {{\[\[}}0], [0]]}> : (!stablehlo.token) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token)
// CHECK-NEXT: %1 = "stablehlo.outfeed"(%arg1, %0#1, %0#2) <{outfeed_config = ""}> : (tensor<2xf32>, tensor<i32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: return %1 : !stablehlo.token
func.func @infeed_outfeed(%t: !stablehlo.token, %x: tensor<2xf32>) -> !stablehlo.token {
  %0:3 = "stablehlo.infeed"(%t) {infeed_config = "cfg", layout = [[0], [0]]} : (!stablehlo.token) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token)
  %1 = "stablehlo.outfeed"(%x, %0#1, %0#2) {outfeed_config = ""} : (tensor<2xf32>, tensor<i32>, !stablehlo.token) -> !stablehlo.token
  return %1 : !stablehlo.token
}

// The layout's entries are arrays of any integers, of any length (upstream
// checks no more).
// CHECK-LABEL: func.func @infeed_layout_any_integers(
// CHECK-NEXT: %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "", layout = {{\[\[}}7, -3, 9], [true]]}> : (!stablehlo.token) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token)
// CHECK-NEXT: %1 = "stablehlo.infeed"(%0#2) <{infeed_config = "", layout = []}> : (!stablehlo.token) -> !stablehlo.token
func.func @infeed_layout_any_integers(%t: !stablehlo.token) -> !stablehlo.token {
  %0:3 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[7, -3, 9], [true]]} : (!stablehlo.token) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token)
  %1 = "stablehlo.infeed"(%0#2) {infeed_config = "", layout = []} : (!stablehlo.token) -> !stablehlo.token
  return %1 : !stablehlo.token
}

// CHECK-LABEL: func.func @send_recv(
// CHECK-NEXT: %0 = "stablehlo.send"(%arg1, %arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %1:2 = "stablehlo.recv"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
// CHECK-NEXT: return %1#1 : !stablehlo.token
func.func @send_recv(%t: !stablehlo.token, %x: tensor<2xf32>) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %1:2 = "stablehlo.recv"(%0) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %1#1 : !stablehlo.token
}

// CHECK-LABEL: func.func @rng_ops(
// CHECK-NEXT: %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>
// CHECK-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg3, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
// CHECK-NEXT: return %0 : tensor<3x3xf32>
func.func @rng_ops(%a: tensor<f32>, %b: tensor<f32>, %s: tensor<2xi64>, %state: tensor<2xui64>) -> tensor<3x3xf32> {
  %0 = stablehlo.rng %a, %b, %s, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>
  %output_state, %output = stablehlo.rng_bit_generator %state, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  return %0 : tensor<3x3xf32>
}

// CHECK-LABEL: func.func @fft_op(
// CHECK-NEXT: %0 = stablehlo.fft %arg0, type =  RFFT, length = [16] : (tensor<16xf32>) -> tensor<9xcomplex<f32>>
// CHECK-NEXT: return %0 : tensor<9xcomplex<f32>>
func.func @fft_op(%x: tensor<16xf32>) -> tensor<9xcomplex<f32>> {
  %0 = stablehlo.fft %x, type =  RFFT, length = [16] : (tensor<16xf32>) -> tensor<9xcomplex<f32>>
  return %0 : tensor<9xcomplex<f32>>
}

// CHECK-LABEL: func.func @batch_norm_ops(
// CHECK-NEXT: %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT: %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, %batch_mean, %batch_var) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT: %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %batch_mean, %batch_var, %0) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT: return %grad_operand : tensor<2x2x2xf32>
func.func @batch_norm_ops(%x: tensor<2x2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) -> tensor<2x2x2xf32> {
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.000000e-03 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %batch_mean, %batch_var) {epsilon = 1.000000e-03 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2x2xf32>
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%x, %s, %batch_mean, %batch_var, %0) {epsilon = 1.000000e-03 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return %grad_operand : tensor<2x2x2xf32>
}

// CHECK-LABEL: func.func @linear_algebra(
// CHECK-NEXT: %0 = stablehlo.cholesky %arg0 : tensor<3x3xf64>
// CHECK-NEXT: %1 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf64>
// CHECK-NEXT: %2 = "stablehlo.triangular_solve"(%0, %arg1) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
// CHECK-NEXT: return %2 : tensor<3x3xf64>
func.func @linear_algebra(%a: tensor<3x3xf64>, %b: tensor<3x3xf64>) -> tensor<3x3xf64> {
  %0 = stablehlo.cholesky %a : tensor<3x3xf64>
  %1 = stablehlo.cholesky %a, lower = true : tensor<3x3xf64>
  %2 = "stablehlo.triangular_solve"(%0, %b) {left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false} : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
  return %2 : tensor<3x3xf64>
}

// CHECK-LABEL: func.func @reduce_precision_op(
// CHECK-NEXT: %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<6xf64>
// CHECK-NEXT: return %0 : tensor<6xf64>
func.func @reduce_precision_op(%x: tensor<6xf64>) -> tensor<6xf64> {
  %0 = stablehlo.reduce_precision %x, format = e5m10 : tensor<6xf64>
  return %0 : tensor<6xf64>
}

// CHECK-LABEL: func.func @quantization(
// CHECK-NEXT: %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 4.000000e+00:2>>
// CHECK-NEXT: %1 = stablehlo.uniform_quantize %0 : (tensor<2x!quant.uniform<i8:f32, 4.000000e+00:2>>) -> tensor<2x!quant.uniform<i16:f32, 2.000000e+00:-3>>
// CHECK-NEXT: %2 = stablehlo.uniform_dequantize %1 : (tensor<2x!quant.uniform<i16:f32, 2.000000e+00:-3>>) -> tensor<2xf32>
// CHECK-NEXT: %3 = stablehlo.uniform_dequantize %arg1 : (tensor<2x3x!quant.uniform<u8:f32:1, {1.000000e+00:1,2.000000e+00:2,3.000000e+00:3}>>) -> tensor<2x3xf32>
// CHECK-NEXT: %4 = stablehlo.maximum %0, %0 : tensor<2x!quant.uniform<i8:f32, 4.000000e+00:2>>
// CHECK-NEXT: return %2 : tensor<2xf32>
func.func @quantization(%x: tensor<2xf32>, %y: tensor<2x3x!quant.uniform<u8:f32:1, {1.0:1, 2.0:2, 3.0:3}>>) -> tensor<2xf32> {
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 4.000000e+00:2>>
  %1 = stablehlo.uniform_quantize %0 : (tensor<2x!quant.uniform<i8:f32, 4.000000e+00:2>>) -> tensor<2x!quant.uniform<i16:f32, 2.000000e+00:-3>>
  %2 = stablehlo.uniform_dequantize %1 : (tensor<2x!quant.uniform<i16:f32, 2.000000e+00:-3>>) -> tensor<2xf32>
  %3 = stablehlo.uniform_dequantize %y : (tensor<2x3x!quant.uniform<u8:f32:1, {1.0:1, 2.0:2, 3.0:3}>>) -> tensor<2x3xf32>
  %4 = stablehlo.maximum %0, %0 : tensor<2x!quant.uniform<i8:f32, 4.000000e+00:2>>
  return %2 : tensor<2xf32>
}

// An unsigned storage type written as a type (ui8, ui16) is accepted, as u8
// and u16 are; the quant dialect prints it as u8, u16.
// CHECK-LABEL: func.func @quantization_unsigned_storage_type(
// CHECK-NEXT: %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x!quant.uniform<u8:f32, 5.000000e-01:3>>) -> tensor<2xf32>
// CHECK-NEXT: %1 = stablehlo.uniform_quantize %arg1 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<u16:f32:1, {1.000000e+00:1,2.000000e+00:2,3.000000e+00:3}>>
func.func @quantization_unsigned_storage_type(%x: tensor<2x!quant.uniform<ui8:f32, 0.5:3>>, %y: tensor<2x3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.uniform_dequantize %x : (tensor<2x!quant.uniform<ui8:f32, 0.5:3>>) -> tensor<2xf32>
  %1 = stablehlo.uniform_quantize %y : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<ui16:f32:1, {1.0:1, 2.0:2, 3.0:3}>>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @custom_call_ops(
// CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %1:2 = stablehlo.custom_call @"weird target"(%arg0, %arg1) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, has_side_effect = true} : (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
// CHECK-NEXT: %2 = stablehlo.custom_call @bar(%arg2, %arg0) {api_version = 2 : i32, backend_config = "cfg", called_computations = [@callee], operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (memref<2xf32>, tensor<2xf32>) -> tuple<memref<2xf32>, tensor<f32>>
// CHECK-NEXT: %3 = stablehlo.custom_call @tiled(%arg0) {result_tilings = {{\[\[}}dense<[8, 128]> : tensor<2xindex>, dense<2> : tensor<1xindex>]]} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %4 = stablehlo.custom_call @unranked(%arg0) : (tensor<2xf32>) -> tensor<*xf32>
// CHECK-NEXT: stablehlo.custom_call @no_results() {has_side_effect = true} : () -> ()
// CHECK-NEXT: return %3 : tensor<2xf32>
func.func @custom_call_ops(%x: tensor<2xf32>, %t: !stablehlo.token, %m: memref<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %1:2 = stablehlo.custom_call @"weird target"(%x, %t) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, has_side_effect = true} : (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %2 = stablehlo.custom_call @bar(%m, %x) {api_version = 2 : i32, backend_config = "cfg", called_computations = [@callee], operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]} : (memref<2xf32>, tensor<2xf32>) -> tuple<memref<2xf32>, tensor<f32>>
  %3 = stablehlo.custom_call @tiled(%x) {result_tilings = [[dense<[8, 128]> : tensor<2xindex>, dense<[2]> : tensor<1xindex>]]} : (tensor<2xf32>) -> tensor<2xf32>
  %4 = stablehlo.custom_call @unranked(%x) : (tensor<2xf32>) -> tensor<*xf32>
  stablehlo.custom_call @no_results() {has_side_effect = true} : () -> ()
  return %3 : tensor<2xf32>
}

// CHECK-LABEL: func.func @callee(
// CHECK-NEXT: return
func.func @callee() {
  return
}

// infeed (C1), (C3) edge: the token alone, no data.
// CHECK-LABEL: func.func @infeed_token_only(
func.func @infeed_token_only(%t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
