// Spec constraints of dynamic_gather (C1-C14), one case each, and gather's
// constraints on the batching dimensions, which dynamic_gather's section
// (written before them) does not list: they are checked as gather's, under
// gather's labels.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C1) rank(operand) = size(offset_dims) + size(collapsed_slice_dims).
func.func @dynamic_gather_c1_rank(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C1) offset_dims size (1) plus collapse_slice_dims size (1) plus operand_batching_dims size (0) is not equal to operand rank (3)}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C2) 0 <= index_vector_dim <= rank(start_indices).
func.func @dynamic_gather_c2_index_vector_dim(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C2) Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, 3]. got: 4.}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 4>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C3) size(start_index_map) = dim(start_indices, index_vector_dim).
func.func @dynamic_gather_c3_start_index_map_size(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C3) start_index_map size (1) is not equal to size of index dimension (2) of start_indices (2)}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C4) is_sorted(offset_dims).
func.func @dynamic_gather_c4_offset_dims_sorted(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C4) expects offset_dims to be sorted, got: [3, 2]}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C4) is_unique(offset_dims).
func.func @dynamic_gather_c4_offset_dims_unique(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C4) expects offset_dims to not repeat, got: [2, 2]}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C5) 0 <= offset_dims < rank(result).
func.func @dynamic_gather_c5_offset_dims_range(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C5) Expects each element of offset_dims to be in range [0, implied-result-rank) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 4], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C6) is_unique(collapsed_slice_dims).
func.func @dynamic_gather_c6_collapsed_unique(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C6) has duplicated dimension from collapsed_slice_dims and operand_batching_dims: 0}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  return %0 : tensor<2x3x2xi64>
}

// -----

// (C6) is_sorted(collapsed_slice_dims).
func.func @dynamic_gather_c6_collapsed_sorted(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C6) expects collapsed_slice_dims to be sorted, got: [1, 0]}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  return %0 : tensor<2x3x2xi64>
}

// -----

// (C7) 0 <= collapsed_slice_dims < rank(operand).
func.func @dynamic_gather_c7_collapsed_range(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C7) Expects each element of collapsed_slice_dims to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [3], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C8) slice_sizes[collapsed_slice_dims...] <= 1.
func.func @dynamic_gather_c8_collapsed_slice_size(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[2, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C8) Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C9) is_unique(start_index_map).
func.func @dynamic_gather_c9_start_index_map_unique(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C9) has duplicated dimension from start_index_map and operand_batching_dims: 1}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 1], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C10) 0 <= start_index_map < rank(operand).
func.func @dynamic_gather_c10_start_index_map_range(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C10) Expects each element of start_index_map to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 3], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C11) size(slice_sizes) = rank(operand), known from the type of a run-time slice_sizes.
func.func @dynamic_gather_c11_slice_sizes_size(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>, %slice_sizes: tensor<2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+2 {{(C11) slice_sizes size (2) not equal to operand rank (3)}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C12) slice_sizes <= shape(operand).
func.func @dynamic_gather_c12_slice_size_too_large(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x5x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 5, 2]> : tensor<3xi64>
  // expected-error @+2 {{(C12) slice size (5) is out of bounds for operand dimension (4) at index 1}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x5x2xi64>
  return %0 : tensor<2x3x5x2xi64>
}

// -----

// (C12) 0 <= slice_sizes.
func.func @dynamic_gather_c12_slice_size_negative(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, -1]> : tensor<3xi64>
  // expected-error @+2 {{(C12) slice size (-1) is out of bounds for operand dimension (2) at index 2}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}

// -----

// (C13) shape(result) = combine(batch_dim_sizes, offset_dim_sizes), with the slice sizes of a constant slice_sizes.
// spec: C13
func.func @dynamic_gather_c13_result_shape(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x1xi64> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{'stablehlo.dynamic_gather' op inferred type(s) 'tensor<2x3x2x2xi64>' are incompatible with return type(s) of operation 'tensor<2x3x2x1xi64>'}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x1xi64>
  return %0 : tensor<2x3x2x1xi64>
}

// -----

// (C13) the batch dimensions of the result are known even with a run-time slice_sizes.
// spec: C13
func.func @dynamic_gather_c13_result_batch_shape(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>, %slice_sizes: tensor<3xi64>) -> tensor<2x4x2x2xi64> {
  // expected-error @+2 {{'stablehlo.dynamic_gather' op inferred type(s) 'tensor<2x3x?x?xi64>' are incompatible with return type(s) of operation 'tensor<2x4x2x2xi64>'}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x4x2x2xi64>
  return %0 : tensor<2x4x2x2xi64>
}

// -----

// (C14) element_type(operand) = element_type(result).
// spec: C14
func.func @dynamic_gather_c14_result_element_type(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{'stablehlo.dynamic_gather' op inferred type(s) 'tensor<2x3x2x2xi64>' are incompatible with return type(s) of operation 'tensor<2x3x2x2xi32>'}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi32>
  return %0 : tensor<2x3x2x2xi32>
}

// -----

// gather's (C10) is_sorted(operand_batching_dims).
func.func @dynamic_gather_batching_sorted(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x1xi64>) -> tensor<2x2x3x2xi32> {
  %slice_sizes = stablehlo.constant dense<[1, 2, 1, 1]> : tensor<4xi64>
  // expected-error @+2 {{(gather C10) expects operand_batching_dims to be sorted, got: [2, 0]}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [], operand_batching_dims = [2, 0], start_indices_batching_dims = [0, 1], start_index_map = [1], index_vector_dim = 3>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x1xi64>, tensor<4xi64>) -> tensor<2x2x3x2xi32>
  return %0 : tensor<2x2x3x2xi32>
}

// -----

// gather's (C11) 0 <= operand_batching_dims < rank(operand).
func.func @dynamic_gather_batching_range(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2, 2]> : tensor<4xi64>
  // expected-error @+2 {{(gather C11) Expects each element of operand_batching_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [4], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// gather's (C12) slice_sizes[operand_batching_dims...] <= 1.
func.func @dynamic_gather_batching_slice_size(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %slice_sizes = stablehlo.constant dense<[2, 1, 2, 2]> : tensor<4xi64>
  // expected-error @+2 {{(gather C12) Expects that for each dim in operand_batching_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// gather's (C14) 0 <= start_indices_batching_dims < rank(start_indices).
func.func @dynamic_gather_indices_batching_range(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2, 2]> : tensor<4xi64>
  // expected-error @+2 {{(gather C14) Expects each element of start_indices_batching_dims to be in range [0, rank-of('start_indices')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [4], start_index_map = [2, 1], index_vector_dim = 3>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// gather's (C15) index_vector_dim not in start_indices_batching_dims.
func.func @dynamic_gather_index_vector_dim_batching(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2, 2]> : tensor<4xi64>
  // expected-error @+2 {{(gather C15) expects start_indices_batching_dims not to include index_vector_dim 3}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [2, 1], index_vector_dim = 3>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// gather's (C16) size(operand_batching_dims) = size(start_indices_batching_dims).
func.func @dynamic_gather_batching_counts(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2, 2]> : tensor<4xi64>
  // expected-error @+2 {{(gather C16) operand_batching_dims and start_indices_batching_dims should have the same size}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1, 2], start_index_map = [2, 1], index_vector_dim = 3>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// gather's (C17) dim(operand, operand_batching_dims...) = dim(start_indices, start_indices_batching_dims...).
func.func @dynamic_gather_batching_sizes(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x3x3x2xi64>) -> tensor<2x3x3x2x2xi32> {
  %slice_sizes = stablehlo.constant dense<[1, 1, 2, 2]> : tensor<4xi64>
  // expected-error @+2 {{(gather C17) operand_batching_dims[0] and start_indices_batching_dims[0] must have compatible sizes, but got 2 and 3}}
  // expected-error @+1 {{'stablehlo.dynamic_gather' op failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>}> : (tensor<2x3x4x2xi32>, tensor<2x3x3x2xi64>, tensor<4xi64>) -> tensor<2x3x3x2x2xi32>
  return %0 : tensor<2x3x3x2x2xi32>
}
