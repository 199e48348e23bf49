// Compendium: shape.
func.func @shape_broadcast_prepend(%arg0: tensor<3x2xi32>) -> tensor<5x4x3x2xi32> {
  %0 = stablehlo.broadcast %arg0, sizes = [5, 4] : (tensor<3x2xi32>) -> tensor<5x4x3x2xi32>
  return %0 : tensor<5x4x3x2xi32>
}
// -----
func.func @shape_broadcast_in_dim_expand(%arg0: tensor<1x3xf32>) -> tensor<2x4x3xf32> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
// -----
func.func @shape_broadcast_in_dim_scalar(%arg0: tensor<f64>) -> tensor<7x2xf64> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f64>) -> tensor<7x2xf64>
  return %0 : tensor<7x2xf64>
}
// -----
func.func @shape_concatenate_three(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x8xf32> {
  %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
// -----
func.func @shape_dynamic_broadcast_in_dim_plain(%arg0: tensor<?xf32>, %arg1: tensor<3xindex>) -> tensor<?x?x?xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [2] : (tensor<?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
// -----
func.func @shape_dynamic_broadcast_in_dim_known_dims(%arg0: tensor<?x1xi32>, %arg1: tensor<2xi64>) -> tensor<?x?xi32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0, 1] {known_expanding_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x1xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
// -----
func.func @shape_dynamic_iota_index(%arg0: tensor<2xindex>) -> tensor<?x?xi32> {
  %0 = stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<2xindex>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
// -----
func.func @shape_dynamic_iota_i32_shape(%arg0: tensor<1xi32>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @shape_dynamic_pad(%arg0: tensor<?x3xf32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>, %arg3: tensor<2xi64>, %arg4: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg3, %arg4 : (tensor<?x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @shape_dynamic_reshape(%arg0: tensor<?x4xf32>, %arg1: tensor<3xi32>) -> tensor<?x2x?xf32> {
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<?x2x?xf32>
  return %0 : tensor<?x2x?xf32>
}
// -----
func.func @shape_dynamic_slice_2d(%arg0: tensor<6x8xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<2x3xi32> {
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 3] : (tensor<6x8xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
// -----
func.func @shape_dynamic_update_slice_2d(%arg0: tensor<6x8xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<6x8xf32> {
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<6x8xf32>, tensor<2x2xf32>, tensor<i64>, tensor<i64>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}
// -----
func.func @shape_get_dimension_size(%arg0: tensor<5x?xf32>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<5x?xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @shape_iota_2d() -> tensor<3x5xui32> {
  %0 = stablehlo.iota dim = 1 : tensor<3x5xui32>
  return %0 : tensor<3x5xui32>
}
// -----
func.func @shape_iota_f32() -> tensor<10xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<10xf32>
  return %0 : tensor<10xf32>
}
// -----
func.func @shape_pad_interior(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<5x7xf32> {
  %0 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [1, 2], interior = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}
// -----
func.func @shape_pad_negative_low(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
  %0 = stablehlo.pad %arg0, %arg1, low = [-2], high = [1], interior = [0] : (tensor<6xi32>, tensor<i32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
// -----
func.func @shape_real_dynamic_slice(%arg0: tensor<?x?xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2xindex>, %arg3: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<?x?xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @shape_reshape_flatten(%arg0: tensor<2x3x4xf32>) -> tensor<24xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<24xf32>
  return %0 : tensor<24xf32>
}
// -----
func.func @shape_reshape_scalar_to_1x1(%arg0: tensor<i8>) -> tensor<1x1xi8> {
  %0 = stablehlo.reshape %arg0 : (tensor<i8>) -> tensor<1x1xi8>
  return %0 : tensor<1x1xi8>
}
// -----
func.func @shape_reverse_two_dims(%arg0: tensor<3x4x5xi16>) -> tensor<3x4x5xi16> {
  %0 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<3x4x5xi16>
  return %0 : tensor<3x4x5xi16>
}
// -----
func.func @shape_set_dimension_size(%arg0: tensor<4x9xf32>, %arg1: tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 9>> {
  %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<4x9xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 9>>
  return %0 : tensor<4x?xf32, #stablehlo.bounds<?, 9>>
}
// -----
func.func @shape_slice_strided(%arg0: tensor<10x6xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.slice %arg0 [1:8:3, 2:6:2] : (tensor<10x6xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @shape_slice_unit_stride(%arg0: tensor<16xi64>) -> tensor<5xi64> {
  %0 = stablehlo.slice %arg0 [3:8] : (tensor<16xi64>) -> tensor<5xi64>
  return %0 : tensor<5xi64>
}
// -----
func.func @shape_transpose_3d(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}
// -----
func.func @shape_torch_index_select_batched(%arg0: tensor<3x7x5xf32>, %arg1: tensor<3x4xi32>) -> tensor<3x4x5xf32> {
  %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 1 : i64}> : (tensor<3x7x5xf32>, tensor<3x4xi32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}
// -----
func.func @shape_torch_index_select_no_batch(%arg0: tensor<8x2xi32>, %arg1: tensor<3xi64>) -> tensor<3x2xi32> {
  %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<8x2xi32>, tensor<3xi64>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
