// Compendium: custom_call.
func.func @cc_minimal(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @cc.identity(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @cc_no_operands_no_results_side_effect() {
  stablehlo.custom_call @cc.barrier() {has_side_effect = true} : () -> ()
  return
}
// -----
func.func @cc_api_version_unspecified(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.custom_call @cc.legacy(%arg0) {api_version = 0 : i32} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// -----
func.func @cc_api_version_status_returning_string_config(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.custom_call @cc.with_status(%arg0) {api_version = 2 : i32, backend_config = "mode=fast;tile=8"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @cc_api_version_status_returning_unified(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.custom_call @cc.unified(%arg0) {api_version = 3 : i32, backend_config = "\00\01\FEopaque"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @cc_typed_ffi_dict_config(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.custom_call @cc.ffi_handler(%arg0) {api_version = 4 : i32, backend_config = {alpha = 2.500000e-01 : f32, count = 3 : i64, enabled = true, name = "xyz", shape = dense<[2, 3]> : tensor<2xi64>}} : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @cc_typed_ffi_no_config(%arg0: tensor<5xi8>) -> tensor<5xi8> {
  %0 = stablehlo.custom_call @cc.ffi_plain(%arg0) {api_version = 4 : i32} : (tensor<5xi8>) -> tensor<5xi8>
  return %0 : tensor<5xi8>
}
// -----
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
// -----
func.func @cc_layouts(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi32>) -> tensor<4x3xf32> {
  %0 = stablehlo.custom_call @cc.relayout(%arg0, %arg1) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
// -----
func.func @cc_layouts_scalar_and_empty_results(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.custom_call @cc.sink(%arg0) {has_side_effect = true, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> tuple<>
  return %arg0 : tensor<i64>
}
// -----
func.func @cc_output_operand_alias_simple(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @cc.inplace_add(%arg0, %arg1) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
func.func @cc_output_operand_alias_tuples(%arg0: tuple<tensor<2xf32>, tensor<3xi32>>, %arg1: tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<3xi32>> {
  %0 = stablehlo.custom_call @cc.tuple_update(%arg0, %arg1) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [1]>, #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>]} : (tuple<tensor<2xf32>, tensor<3xi32>>, tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<3xi32>>
  return %0 : tuple<tensor<4xf32>, tensor<3xi32>>
}
// -----
func.func @cc_tokens_and_multiple_results(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token) {
  %0:3 = stablehlo.custom_call @cc.effectful(%arg0, %arg1) {has_side_effect = true} : (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token)
  return %0#0, %0#1, %0#2 : tensor<2xf32>, tensor<i1>, !stablehlo.token
}
// -----
func.func @cc_unranked_result(%arg0: tensor<6xf32>) -> tensor<*xf32> {
  %0 = stablehlo.custom_call @cc.erase_shape(%arg0) : (tensor<6xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
// -----
func.func @cc_dynamic_shapes(%arg0: tensor<?x3xf32>, %arg1: tensor<i32>) -> tensor<?x?xf32> {
  %0 = stablehlo.custom_call @cc.resize(%arg0, %arg1) : (tensor<?x3xf32>, tensor<i32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @cc_all_attributes_string_config(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.custom_call @cc.everything(%arg0) {api_version = 2 : i32, backend_config = "{\22k\22: 1}", called_computations = [@cc_all_attributes_string_config_sub], has_side_effect = true, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
func.func private @cc_all_attributes_string_config_sub(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  return %arg0 : tensor<4x2xf32>
}
// -----
func.func @cc_result_tilings(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.custom_call @cc.tiled_kernel(%arg0) {result_tilings = [[dense<[8, 128]> : tensor<2xindex>]]} : (tensor<64x256xf32>) -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
// -----
func.func @cc_result_tilings_two_results(%arg0: tensor<32x32xbf16>) -> (tensor<32x32xbf16>, tensor<16xf32>) {
  %0:2 = stablehlo.custom_call @cc.tiled_pair(%arg0) {api_version = 4 : i32, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_tilings = [[dense<[16, 128]> : tensor<2xindex>, dense<[2, 1]> : tensor<2xindex>], [dense<128> : tensor<1xindex>]]} : (tensor<32x32xbf16>) -> (tensor<32x32xbf16>, tensor<16xf32>)
  return %0#0, %0#1 : tensor<32x32xbf16>, tensor<16xf32>
}
// -----
func.func @cc_memref_pin_unpin(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @Pin(%arg0) {api_version = 4 : i32} : (tensor<4xf32>) -> memref<4xf32>
  %1 = stablehlo.custom_call @Unpin(%0) {api_version = 4 : i32} : (memref<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
// -----
func.func @cc_memref_operand_and_result(%arg0: memref<2x3xi32>, %arg1: tensor<3xi32>) -> memref<2x3xi32> {
  %0 = stablehlo.custom_call @cc.write_row(%arg0, %arg1) {has_side_effect = true, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (memref<2x3xi32>, tensor<3xi32>) -> memref<2x3xi32>
  return %0 : memref<2x3xi32>
}
// -----
func.func @cc_future_operand(%arg0: !stablehlo.future<tensor<8xf32>>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @cc.await(%arg0) {has_side_effect = true} : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
func.func @cc_future_result(%arg0: tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>> {
  %0 = stablehlo.custom_call @cc.launch(%arg0) {has_side_effect = true} : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  return %0 : !stablehlo.future<tensor<8xf32>>
}
