// Syntax and structural errors of convolution, dot, dot_general and the
// dimension-number attributes.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @conv_dimensions_missing_feature(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Expected dimensions f not specified}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, 2]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_dimensions_repeated_spatial(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Duplicate entries for spatial dimension 0}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_dimensions_kernel_letter_in_input(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Unexpected dimension i, expecting f}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, i]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_window_repeated_attribute(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Unexpected keyword stride}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_window_padding_not_a_pair(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Expected array with 2 elements, got 3 elements instead}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_zero_feature_group_count(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @dot_unknown_precision(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+2 {{expected ::mlir::stablehlo::Precision to be one of: DEFAULT, HIGH, HIGHEST}}
  // expected-error @+1 {{failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`}}
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, LOW] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @dot_general_batching_count_differs(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  // expected-error @+2 {{(C1) lhs and rhs should have the same number of batching dimensions; got 1 and 0}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [], contracting_dims = [2] x [1] : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

func.func @dot_general_contracting_count_differs(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  // expected-error @+2 {{(C2) lhs and rhs should have the same number of contracting dimensions; got 1 and 2}}
  // expected-error @+1 {{'stablehlo.dot_general' op failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1, 2] : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

func.func @dot_algorithm_zero_component_count(%a: tensor<3xf32>) -> tensor<f32> {
  // expected-error @+1 {{lhs component count must be positive; see (C22): got 0}}
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [0] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @gather_unknown_field(%x: tensor<4xf32>, %i: tensor<1x1xi32>) -> tensor<1xf32> {
  // expected-error @+2 {{expected one of: `offset_dims`, `collapsed_slice_dims`, `operand_batching_dims`, `start_indices_batching_dims`, `start_index_map`, `index_vector_dim`}}
  // expected-error @+1 {{failed parsing gather dimension numbers attribute}}
  %0 = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dim = [0]>, slice_sizes = array<i64: 1>} : (tensor<4xf32>, tensor<1x1xi32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @scatter_repeated_field(%input: tensor<3xf32>, %indices: tensor<1x1xi32>, %update: tensor<1xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  // expected-error @+2 {{duplicated `index_vector_dim` entry}}
  // expected-error @+1 {{failed parsing scatter dimension numbers attribute}}
  }) {scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1, index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// An even operand count is split as the accessors split it (one input,
// scatter_indices, one update; the last operand is not looked at, as
// upstream), and the constraints on that split apply.
func.func @scatter_updates_count_differs(%input: tensor<3xf32>, %indices: tensor<1x1xi32>, %update: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{(C2) Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. 0 but got 1.}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input, %indices, %update, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @dynamic_conv_padding_not_2d(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>, %pad: tensor<4xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_conv' op operand #2 must be statically shaped 2-dimensional integer tensor of 2/4/8/16/32/64-bit integer values, but got 'tensor<4xi64>'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>, tensor<4xi64>) -> tensor<1x?x?x16xf32>
  return %0 : tensor<1x?x?x16xf32>
}
