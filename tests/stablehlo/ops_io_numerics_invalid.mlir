// Errors of the communication, numeric, quantization and custom_call ops.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @infeed_without_token_result(%t: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.infeed' op (C3) last element of result types is expected to be of token type, but got 'tensor<2xf32>'}}
  %0 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @recv_token_not_last(%t: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.recv' op everything but the last element of result types is expected to be of tensor type, but got '!stablehlo.token'}}
  %0:3 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (!stablehlo.token, tensor<2xf32>, !stablehlo.token)
  return %0#1 : tensor<2xf32>
}

// -----

func.func @infeed_dynamic_result(%t: !stablehlo.token) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.infeed' op result #0 must be variadic of statically shaped tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized values or statically shaped tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized or per-axis integer quantized values or token, but got 'tensor<?xf32>'}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<?xf32>, !stablehlo.token)
  return %0#0 : tensor<?xf32>
}

// -----

func.func @send_without_channel_handle(%t: !stablehlo.token, %x: tensor<2xf32>) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.send' op requires attribute 'channel_handle'}}
  %0 = "stablehlo.send"(%x, %t) : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @rng_bit_generator_dynamic_output(%state: tensor<2xui64>) -> tensor<?xui64> {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' op result #1 must be statically shaped tensor of 2/4/8/16/32/64-bit integer or 4/6/8/16/32/64-bit float values, but got 'tensor<?xui64>'}}
  %output_state, %output = stablehlo.rng_bit_generator %state, algorithm =  PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<?xui64>)
  return %output : tensor<?xui64>
}

// -----

func.func @batch_norm_scale_not_1d(%x: tensor<2x2xf32>, %s: tensor<2x2xf32>, %o: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op operand #1 must be 1D tensor of 4/6/8/16/32/64-bit float or per-tensor integer quantized values, but got 'tensor<2x2xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %o, %o) {epsilon = 1.000000e-03 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_precision_bad_format(%x: tensor<6xf64>) -> tensor<6xf64> {
  // expected-error @+1 {{expected exponent mantissa in format e#m#, saw e5x10}}
  %0 = stablehlo.reduce_precision %x, format = e5x10 : tensor<6xf64>
  return %0 : tensor<6xf64>
}

// -----

func.func @reduce_precision_zero_exponent_bits(%x: tensor<6xf64>) -> tensor<6xf64> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = stablehlo.reduce_precision %x, format = e0m10 : tensor<6xf64>
  return %0 : tensor<6xf64>
}

// -----

func.func @uniform_quantize_to_float(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op result #0 must be ranked tensor of per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A quantized type's storage type is signless (i8, u8) or unsigned (ui8),
// not explicitly signed (si8), in every operand and result constraint. The
// quant dialect prints an si8 storage type as i8.
func.func @uniform_dequantize_signed_storage(%x: tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.uniform_dequantize' op operand #0 must be ranked tensor of per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>'}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @uniform_dequantize_signed_storage_per_axis(%x: tensor<4x2x!quant.uniform<si16:f32:1, {5.000000e-01:3,2.500000e-01:2}>>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'stablehlo.uniform_dequantize' op operand #0 must be ranked tensor of per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<4x2x!quant.uniform<i16:f32:1, {5.000000e-01:3,2.500000e-01:2}>>'}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<4x2x!quant.uniform<si16:f32:1, {5.000000e-01:3,2.500000e-01:2}>>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @uniform_quantize_signed_storage_result(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>> {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op result #0 must be ranked tensor of per-tensor integer quantized or per-axis integer quantized values, but got 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>>
  return %0 : tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>>
}

// -----

func.func @add_signed_storage(%x: tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>> {
  // expected-error @+1 {{'stablehlo.add' op operand #0 must be ranked tensor of}}
  %0 = stablehlo.add %x, %x : tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>>
  return %0 : tensor<4x!quant.uniform<si8:f32, 5.000000e-01:3>>
}

// -----

func.func @convert_of_quantized(%x: tensor<2x!quant.uniform<i8:f32, 4.0:2>>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.convert' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements values, but got 'tensor<2x!quant.uniform<i8:f32, 4.000000e+00:2>>'}}
  %0 = stablehlo.convert %x : (tensor<2x!quant.uniform<i8:f32, 4.0:2>>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_operand_layout_count(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op Number of operands must match the number of operand layouts, 1 != 2}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_result_layouts_alone(%x: tensor<i64>) -> tensor<i64> {
  // An empty result_layouts without operand_layouts could not survive an
  // artifact (VHLO elides the pair only when both are empty).
  // expected-error @+1 {{'stablehlo.custom_call' op Layout attributes should be specified for either both operands and results or none. Got only result_layouts}}
  %0 = stablehlo.custom_call @foo(%x) {result_layouts = []} : (tensor<i64>) -> tuple<>
  return %x : tensor<i64>
}

// -----

func.func @custom_call_operand_layouts_alone(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op Layout attributes should be specified for either both operands and results or none. Got only operand_layouts}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_result_layout_count(%x: tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>> {
  // expected-error @+1 {{'stablehlo.custom_call' op Number of results must match the number of result layouts, 2 != 1}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  return %0 : tuple<tensor<2xf32>, tensor<2xf32>>
}

// -----

func.func @custom_call_alias_operand_out_of_range(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op expects operandIndex in the output_operand_alias attribute to be in range [0, 1); got: 1.}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_layout_not_index(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom op 'stablehlo.custom_call' 'stablehlo.custom_call' op attribute 'operand_layouts' failed to satisfy constraint: Array of layout (1D tensor of index type) attributes}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<0> : tensor<1xi64>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_backend_config_kind(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'backend_config' failed to satisfy constraint: string attribute or dictionary of named attribute values}}
  %0 = stablehlo.custom_call @foo(%x) {backend_config = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_api_version_out_of_range(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom op 'stablehlo.custom_call' 'stablehlo.custom_call' op attribute 'api_version' failed to satisfy constraint: Custom call API version}}
  %0 = stablehlo.custom_call @foo(%x) {api_version = 5 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// infeed's layout, which the spec does not have: one array of integers per
// result but the token (upstream's check).
func.func @infeed_layout_size(%t: !stablehlo.token) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.infeed' op layout-attribute size must be 1 (which is the number of op-results - 1 (for token result)), but got 2}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[0], [0]]} : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  return %0#0 : tensor<3xi32>
}

// -----

func.func @infeed_layout_token_only(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.infeed' op layout-attribute size must be 0 (which is the number of op-results - 1 (for token result)), but got 1}}
  %0 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[]]} : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

func.func @infeed_layout_entry_not_array(%t: !stablehlo.token) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.infeed' op layout-attribute expected to have elements of type array, but got dense<0> : tensor<1xi64>}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [dense<0> : tensor<1xi64>]} : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  return %0#0 : tensor<3xi32>
}

// -----

func.func @infeed_layout_leaf_not_integer(%t: !stablehlo.token) -> tensor<3x2xi32> {
  // expected-error @+1 {{'stablehlo.infeed' op layout-attribute's leaf elements are expected to be of type integer, but got "minor"}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[1, "minor"]]} : (!stablehlo.token) -> (tensor<3x2xi32>, !stablehlo.token)
  return %0#0 : tensor<3x2xi32>
}

// -----

func.func @infeed_layout_leaf_nested(%t: !stablehlo.token) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.infeed' op layout-attribute's leaf elements are expected to be of type integer, but got [0]}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[[0]]]} : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  return %0#0 : tensor<3xi32>
}

// -----

// The results are checked before the layout.
func.func @infeed_results_before_layout(%t: !stablehlo.token) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.infeed' op (C3) last element of result types is expected to be of token type, but got 'tensor<3xi32>'}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [7]} : (!stablehlo.token) -> (tensor<3xi32>, tensor<3xi32>)
  return %0#0 : tensor<3xi32>
}

// -----

func.func @infeed_no_result(%t: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.infeed' op (C1) result is expected to be at least of size 1, but got 0}}
  "stablehlo.infeed"(%t) : (!stablehlo.token) -> ()
  return
}

// -----

func.func @infeed_token_not_last(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{'stablehlo.infeed' op (C2) all elements of result types, except the last element, are expected to be of tensor type, but got '!stablehlo.token'}}
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  return %0#1 : !stablehlo.token
}

// -----

// infeed (C2), (C3): with the token before the data, upstream reports the
// token among the data first.
func.func @infeed_data_after_token(%t: !stablehlo.token) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.infeed' op (C2) all elements of result types, except the last element, are expected to be of tensor type, but got '!stablehlo.token'}}
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (!stablehlo.token, tensor<2xf32>)
  return %0#1 : tensor<2xf32>
}
