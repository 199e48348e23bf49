// Compendium: gather_scatter.
func.func @gs_gather_rows(%arg0: tensor<10x4xf32>, %arg1: tensor<3x1xi32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
// -----
func.func @gs_gather_sorted_windows(%arg0: tensor<6x7x8xi32>, %arg1: tensor<2x5x2xi64>) -> tensor<2x5x3x2xi32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0, 2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3, 2>}> : (tensor<6x7x8xi32>, tensor<2x5x2xi64>) -> tensor<2x5x3x2xi32>
  return %0 : tensor<2x5x3x2xi32>
}
// -----
func.func @gs_gather_implicit_index_vector_dim(%arg0: tensor<9xf32>, %arg1: tensor<4xi32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>}> : (tensor<9xf32>, tensor<4xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @gs_gather_batching_dims(%arg0: tensor<3x5x6xf32>, %arg1: tensor<4x3x1xi32>) -> tensor<4x3x6xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<3x5x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
  return %0 : tensor<4x3x6xf32>
}
// -----
func.func @gs_dynamic_gather_plain(%arg0: tensor<10x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<2xi32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<10x4xf32>, tensor<3x1xi32>, tensor<2xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
// -----
func.func @gs_dynamic_gather_sorted(%arg0: tensor<8x8xi16>, %arg1: tensor<5x2xi32>, %arg2: tensor<2xi64>) -> tensor<5x2x2xi16> {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = true}> : (tensor<8x8xi16>, tensor<5x2xi32>, tensor<2xi64>) -> tensor<5x2x2xi16>
  return %0 : tensor<5x2x2xi16>
}
// -----
func.func @gs_dynamic_gather_batching_dims(%arg0: tensor<2x9x3xf32>, %arg1: tensor<2x4x1xi32>, %arg2: tensor<3xi32>) -> tensor<2x4x3xf32> {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<2x9x3xf32>, tensor<2x4x1xi32>, tensor<3xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
// -----
func.func @gs_scatter_add_rows(%arg0: tensor<10x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<3x4xf32>) -> tensor<10x4xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<10x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}
// -----
func.func @gs_scatter_replace_sorted_unique(%arg0: tensor<5x5xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<2xi32>) -> tensor<5x5xi32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    stablehlo.return %arg4 : tensor<i32>
  }) : (tensor<5x5xi32>, tensor<2x2xi32>, tensor<2xi32>) -> tensor<5x5xi32>
  return %0 : tensor<5x5xi32>
}
// -----
func.func @gs_scatter_batching_dims(%arg0: tensor<3x5x6xf32>, %arg1: tensor<4x3x1xi32>, %arg2: tensor<4x3x6xf32>) -> tensor<3x5x6xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<3x5x6xf32>, tensor<4x3x1xi32>, tensor<4x3x6xf32>) -> tensor<3x5x6xf32>
  return %0 : tensor<3x5x6xf32>
}
// -----
func.func @gs_scatter_variadic(%arg0: tensor<6xf32>, %arg1: tensor<6xi32>, %arg2: tensor<2x1xi64>, %arg3: tensor<2xf32>, %arg4: tensor<2xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
    %1 = stablehlo.add %arg5, %arg7 : tensor<f32>
    %2 = stablehlo.add %arg6, %arg8 : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }) : (tensor<6xf32>, tensor<6xi32>, tensor<2x1xi64>, tensor<2xf32>, tensor<2xi32>) -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}
// -----
func.func @gs_scatter_promoted(%arg0: tensor<4x2xf16>, %arg1: tensor<1x1xi32>, %arg2: tensor<1x2xf16>) -> tensor<4x2xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x2xf16>, tensor<1x1xi32>, tensor<1x2xf16>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
