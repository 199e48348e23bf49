// Spec constraints of gather (C1-C23) and scatter (C1-C25), one case each
// (both halves where a constraint has two).
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C1) rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims).
func.func @gather_c1_rank(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C1) offset_dims size (2) plus collapse_slice_dims size (0) plus operand_batching_dims size (1) is not equal to operand rank (4)}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C2) 0 <= index_vector_dim <= rank(start_indices).
func.func @gather_c2_index_vector_dim(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C2) Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, 4]. got: 5.}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 5>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C3) size(start_index_map) = dim(start_indices, index_vector_dim).
func.func @gather_c3_start_index_map_size(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C3) start_index_map size (1) is not equal to size of index dimension (3) of start_indices (2)}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C4) is_sorted(offset_dims).
func.func @gather_c4_offset_dims_sorted(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C4) expects offset_dims to be sorted, got: [4, 3]}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [4, 3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C4) is_unique(offset_dims).
func.func @gather_c4_offset_dims_unique(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C4) expects offset_dims to not repeat, got: [3, 3]}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C5) 0 <= offset_dims < rank(result).
func.func @gather_c5_offset_dims_range(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C5) Expects each element of offset_dims to be in range [0, implied-result-rank) i.e. [0, 5). got: 5.}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 5], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C6) is_unique(concatenate(collapsed_slice_dims, operand_batching_dims)).
func.func @gather_c6_collapsed_and_batching(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C6) has duplicated dimension from collapsed_slice_dims and operand_batching_dims: 0}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C7) is_sorted(collapsed_slice_dims).
func.func @gather_c7_collapsed_sorted(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2xi32> {
  // expected-error @+2 {{(C7) expects collapsed_slice_dims to be sorted, got: [2, 1]}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2, 1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2xi32>
  return %0 : tensor<2x2x3x2xi32>
}

// -----

// (C8) 0 <= collapsed_slice_dims < rank(operand).
func.func @gather_c8_collapsed_range(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C8) Expects each element of collapsed_slice_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [4], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C9) slice_sizes[collapsed_slice_dims...] <= 1.
func.func @gather_c9_collapsed_slice_size(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C9) Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 2, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C10) is_sorted(operand_batching_dims).
func.func @gather_c10_batching_sorted(%operand: tensor<2x3x5xf32>, %start_indices: tensor<3x2x1xi32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{(C10) expects operand_batching_dims to be sorted, got: [1, 0]}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [], operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<2x3x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

// (C11) 0 <= operand_batching_dims < rank(operand).
func.func @gather_c11_batching_range(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C11) Expects each element of operand_batching_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: -1.}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [-1], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C12) slice_sizes[operand_batching_dims...] <= 1.
func.func @gather_c12_batching_slice_size(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C12) Expects that for each dim in operand_batching_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 2, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C13) is_unique(start_indices_batching_dims).
func.func @gather_c13_indices_batching_unique(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C13) expects start_indices_batching_dims to not repeat, got: [1, 1]}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1, 1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C14) 0 <= start_indices_batching_dims < rank(start_indices).
func.func @gather_c14_indices_batching_range(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C14) Expects each element of start_indices_batching_dims to be in range [0, rank-of('start_indices')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [4], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C15) index_vector_dim not in start_indices_batching_dims.
func.func @gather_c15_index_vector_dim_batching(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C15) expects start_indices_batching_dims not to include index_vector_dim 3}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C16) size(operand_batching_dims) = size(start_indices_batching_dims).
func.func @gather_c16_batching_counts(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C16) operand_batching_dims and start_indices_batching_dims should have the same size}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1, 2], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C17) dim(operand, operand_batching_dims...) = dim(start_indices, start_indices_batching_dims...).
func.func @gather_c17_batching_sizes(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x3x3x2xi64>) -> tensor<2x3x3x2x2xi32> {
  // expected-error @+2 {{(C17) operand_batching_dims[0] and start_indices_batching_dims[0] must have compatible sizes, but got 2 and 3}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x3x3x2xi64>) -> tensor<2x3x3x2x2xi32>
  return %0 : tensor<2x3x3x2x2xi32>
}

// -----

// (C18) is_unique(concatenate(start_index_map, operand_batching_dims)).
func.func @gather_c18_start_index_map_batching(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C18) has duplicated dimension from start_index_map and operand_batching_dims: 0}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C19) 0 <= start_index_map < rank(operand).
func.func @gather_c19_start_index_map_range(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C19) Expects each element of start_index_map to be in range [0, rank-of('operand')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 4], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C20) size(slice_sizes) = rank(operand).
func.func @gather_c20_slice_sizes_size(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C20) slice_sizes size (3) not equal to operand rank (4)}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C21) slice_sizes <= shape(operand).
func.func @gather_c21_slice_size_too_large(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C21) slice size (5) is out of bounds for operand dimension (4) at index 2}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 5, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C21) 0 <= slice_sizes.
func.func @gather_c21_slice_size_negative(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+2 {{(C21) slice size (-1) is out of bounds for operand dimension (2) at index 3}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, -1>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

// -----

// (C22) shape(result) = combine(batch_dim_sizes, offset_dim_sizes).
// spec: C22
func.func @gather_c22_result_shape(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x3xi32> {
  // expected-error @+2 {{'stablehlo.gather' op inferred type(s) 'tensor<2x2x3x2x2xi32>' are incompatible with return type(s) of operation 'tensor<2x2x3x2x3xi32>'}}
  // expected-error @+1 {{'stablehlo.gather' op failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x3xi32>
  return %0 : tensor<2x2x3x2x3xi32>
}

// -----

// (C23) element_type(operand) = element_type(result).
// spec: C23
func.func @gather_c23_result_element_type(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{'stablehlo.gather' op failed to verify that all of {operand, result} have same element type}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return %0 : tensor<2x2x3x2x2xi64>
}

// -----

// (C1) same(shape(inputs...)).
func.func @scatter_c1_input_shapes(%input0: tensor<2x3x4x2xi64>, %input1: tensor<2x3x4x3xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>, %update1: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C1) Not all inputs have compatible shapes. Got 'tensor<2x3x4x3xi64>' and 'tensor<2x3x4x2xi64>'}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0:2 = "stablehlo.scatter"(%input0, %input1, %indices, %update0, %update1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<i64>, %d: tensor<i64>):
    stablehlo.return %a, %b : tensor<i64>, tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x3x4x3xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>, tensor<2x2x3x2x2xi64>) -> (tensor<2x3x4x2xi64>, tensor<2x3x4x3xi64>)
  return %0#0 : tensor<2x3x4x2xi64>
}

// -----

// (C2) rank(inputs[0]) = size(update_window_dims) + size(inserted_window_dims) + size(input_batching_dims).
func.func @scatter_c2_rank(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C2) Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. 3 but got 4.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C3) same(shape(updates...)).
func.func @scatter_c3_update_shapes(%input0: tensor<2x3x4x2xi64>, %input1: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>, %update1: tensor<2x2x3x2x1xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C3) Not all updates have compatible shapes. Got 'tensor<2x2x3x2x1xi64>' and 'tensor<2x2x3x2x2xi64>'}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0:2 = "stablehlo.scatter"(%input0, %input1, %indices, %update0, %update1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<i64>, %d: tensor<i64>):
    stablehlo.return %a, %b : tensor<i64>, tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>, tensor<2x2x3x2x1xi64>) -> (tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>)
  return %0#0 : tensor<2x3x4x2xi64>
}

// -----

// (C4) the scatter dimensions of updates are those of scatter_indices.
func.func @scatter_c4_scatter_dimension(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x4x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C4) expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 2, updates bound is 4 , scatter_indices bound is 3. (dimension 2 of scatter_indices)}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x4x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C4) update_window_dim_sizes <= shape(inputs[0]).
func.func @scatter_c4_window_dimension(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x3xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C4) expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension 4, updates bound is 3, operand bound is 2. (dimension 3 of inputs[0])}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x3xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C4) rank(updates[0]) is the number of scatter and window dimensions.
func.func @scatter_c4_update_rank(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C4) expects updates tensor must be of rank 5 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got 4.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C7) is_sorted(update_window_dims).
func.func @scatter_c7_window_dims_sorted(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C7) Expects update_window_dims to be sorted; got: [4, 3].}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [4, 3], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C8) 0 <= update_window_dims < rank(updates[0]).
func.func @scatter_c8_window_dims_range(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C8) Expects each element of update_window_dims to be in range [0, rank-of('updates')) i.e. [0, 5). got: 5.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 5], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C9) is_unique(concatenate(inserted_window_dims, input_batching_dims)).
func.func @scatter_c9_inserted_and_batching(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C9) has duplicated dimension from inserted_window_dims and input_batching_dims: 0}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C10) is_sorted(inserted_window_dims).
func.func @scatter_c10_inserted_sorted(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C10) Expects inserted_window_dims to be sorted; got: [2, 1].}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [2, 1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C11) 0 <= inserted_window_dims < rank(inputs[0]).
func.func @scatter_c11_inserted_range(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C11) Expects each element of inserted_window_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [4], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C12) is_sorted(input_batching_dims).
func.func @scatter_c12_batching_sorted(%input0: tensor<2x3x5xi64>, %indices: tensor<3x2x1xi32>, %update0: tensor<3x2x5xi64>) -> tensor<2x3x5xi64> {
  // expected-error @+2 {{(C12) Expects input_batching_dims to be sorted; got: [1, 0].}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [], input_batching_dims = [1, 0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x5xi64>, tensor<3x2x1xi32>, tensor<3x2x5xi64>) -> tensor<2x3x5xi64>
  return %0 : tensor<2x3x5xi64>
}

// -----

// (C13) 0 <= input_batching_dims < rank(inputs[0]).
func.func @scatter_c13_batching_range(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C13) Expects each element of input_batching_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: 7.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [7], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C14) is_unique(scatter_indices_batching_dims).
func.func @scatter_c14_indices_batching_unique(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C14) Expects scatter_indices_batching_dims to not repeat; got: [1, 1].}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1, 1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C15) 0 <= scatter_indices_batching_dims < rank(scatter_indices).
func.func @scatter_c15_indices_batching_range(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C15) Expects each element of scatter_indices_batching_dims to be in range [0, rank-of('scatter_indices')) i.e. [0, 4). got: -1.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [-1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C16) index_vector_dim not in scatter_indices_batching_dims.
func.func @scatter_c16_index_vector_dim_batching(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C16) expects scatter_indices_batching_dims not to include index_vector_dim 3.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [3], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C17) size(input_batching_dims) = size(scatter_indices_batching_dims).
func.func @scatter_c17_batching_counts(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C17) input_batching_dims and scatter_indices_batching_dims should have the same size.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C18) dim(inputs[0], input_batching_dims...) = dim(scatter_indices, scatter_indices_batching_dims...).
func.func @scatter_c18_batching_sizes(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C18) input_batching_dims[0] and scatter_indices_batching_dims[0] must have compatible sizes, but got 2 and 3.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C19) size(scatter_dims_to_operand_dims) = dim(scatter_indices, index_vector_dim).
func.func @scatter_c19_map_size(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C19) Scatter op has 3 elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=3 of scatter_indices is 2. These two numbers must be equal.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1, 3], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C20) is_unique(concatenate(scatter_dims_to_operand_dims, input_batching_dims)).
func.func @scatter_c20_map_and_batching(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C20) has duplicated dimension from scatter_dims_to_operand_dims and input_batching_dims: 0}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C21) 0 <= scatter_dims_to_operand_dims < rank(inputs[0]).
func.func @scatter_c21_map_range(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C21) Expects each element of scatter_dims_to_operand_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 4], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C22) 0 <= index_vector_dim <= rank(scatter_indices).
func.func @scatter_c22_index_vector_dim(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C22) Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, 4]. got: -1.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = -1>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C23) update_computation takes 2N scalars.
func.func @scatter_c23_computation_arity(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C23) Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C6) upstream: the updates' element type must be promotable to the body's.
func.func @scatter_c6_update_not_promotable(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi32> {
  // expected-error @+2 {{(C6) The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i32>' vs 'tensor<i64>'}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// -----

// (C24) shape(inputs...) = shape(results...).
// spec: C24
func.func @scatter_c24_result_shape(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x3xi64> {
  // expected-error @+2 {{'stablehlo.scatter' op inferred type(s) 'tensor<2x3x4x2xi64>' are incompatible with return type(s) of operation 'tensor<2x3x4x3xi64>'}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x3xi64>
  return %0 : tensor<2x3x4x3xi64>
}

// -----

// (C25) element_type(results[i]) = Ei.
// spec: C25
func.func @scatter_c25_result_element_type(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xf32> {
  // expected-error @+2 {{'stablehlo.scatter' op inferred type(s) 'tensor<2x3x4x2xi64>' are incompatible with return type(s) of operation 'tensor<2x3x4x2xf32>'}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}
