// Shape arithmetic on attribute values and dimension sizes that does not fit
// in int64 is an error naming the attribute and the quantity, never a
// wrapped value (which could pass for a valid or a dynamic size).
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @pad_edge_overflow(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+2 {{(C4) Padding result in negative size for dimension 0: the padded size of dimension 0 (2 with edge_padding_low[0] = 0, interior_padding[0] = 0, edge_padding_high[0] = 9223372036854775807) overflows int64}}
  // expected-error @+1 {{'stablehlo.pad' op failed to infer returned types}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [9223372036854775807], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @pad_interior_overflow(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+2 {{(C4) Padding result in negative size for dimension 0: the padded size of dimension 0 (3 with edge_padding_low[0] = 0, interior_padding[0] = 4611686018427387904, edge_padding_high[0] = 0) overflows int64}}
  // expected-error @+1 {{'stablehlo.pad' op failed to infer returned types}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [4611686018427387904] : (tensor<3xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// The bound of a padded dynamic dimension overflows the same way.
func.func @pad_bound_overflow(%x: tensor<?xf32, #stablehlo.bounds<2>>, %v: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+2 {{(C4) Padding result in negative bound for dimension 0: the padded bound of dimension 0 (2 with edge_padding_low[0] = 9223372036854775807, interior_padding[0] = 0, edge_padding_high[0] = 0) overflows int64}}
  // expected-error @+1 {{'stablehlo.pad' op failed to infer returned types}}
  %0 = stablehlo.pad %x, %v, low = [9223372036854775807], high = [0], interior = [0] : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Without the check the sum wraps to ShapedType::kDynamic, which passed for
// a dynamic result.
func.func @concatenate_size_overflow(%a: tensor<9223372036854775807xf32>, %b: tensor<1xf32>) -> tensor<?xf32> {
  // expected-error @+2 {{(C6) dimension 0 of the result, the sum of the sizes of inputs #0 to #1 in that dimension, overflows int64}}
  // expected-error @+1 {{'stablehlo.concatenate' op failed to infer returned types}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<9223372036854775807xf32>, tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @concatenate_bound_overflow(%a: tensor<?xf32, #stablehlo.bounds<9223372036854775807>>, %b: tensor<?xf32, #stablehlo.bounds<1>>) -> tensor<?xf32> {
  // expected-error @+2 {{(C6) dimension 0 of the result, the sum of the sizes (or bounds) of inputs #0 to #1 in that dimension, overflows int64}}
  // expected-error @+1 {{'stablehlo.concatenate' op failed to infer returned types}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<?xf32, #stablehlo.bounds<9223372036854775807>>, tensor<?xf32, #stablehlo.bounds<1>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @all_to_all_concat_overflow(%a: tensor<2x4611686018427387904xf32>) -> tensor<1x?xf32> {
  // expected-error @+2 {{(C9) dimension 1 of result #0, dim(operands..., concat_dimension) * split_count = 4611686018427387904 * 2, overflows int64}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4611686018427387904xf32>) -> tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}

// -----

// The issue's case: a window dilated beyond int64.
func.func @reduce_window_dilation_overflow(%x: tensor<3xf32>, %i: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+2 {{(C15) num_windows of dimension 0 (an input of size 3 dilated by base_dilations[0] = 1 and padded by padding[0] = [0, 0], a window of window_dimensions[0] = 71776119061217282 dilated by window_dilations[0] = 71776119061217281) overflows int64}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 71776119061217282>, window_dilations = array<i64: 71776119061217281>} : (tensor<3xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reduce_window_padding_overflow(%x: tensor<3xf32>, %i: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+2 {{(C15) num_windows of dimension 0 (an input of size 3 dilated by base_dilations[0] = 1 and padded by padding[0] = [0, 9223372036854775807], a window of window_dimensions[0] = 1 dilated by window_dilations[0] = 1) overflows int64}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1>, padding = dense<[[0, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<3xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reduce_window_base_dilation_overflow(%x: tensor<3xf32>, %i: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+2 {{(C15) num_windows of dimension 0 (an input of size 3 dilated by base_dilations[0] = 9223372036854775807}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1>, base_dilations = array<i64: 9223372036854775807>} : (tensor<3xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @select_and_scatter_padding_overflow(%operand: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C2) num_windows of dimension 0 (an operand of size 4 padded by padding[0] = [9223372036854775807, 0], a window of window_dimensions[0] = 1) overflows int64}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1>, padding = dense<[[9223372036854775807, 0]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @convolution_padding_overflow(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x1xf32>) -> tensor<1x?x1xf32> {
  // expected-error @+2 {{(C25) num_windows of spatial dimension 0 (an input of size 8 dilated by lhs_dilation[0] = 1 and padded by padding[0] = [0, 9223372036854775807], a window of size 3 dilated by rhs_dilation[0] = 1) overflows int64}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {padding = dense<[[0, 9223372036854775807]]> : tensor<1x2xi64>, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x?x1xf32>
  return %0 : tensor<1x?x1xf32>
}

// -----

func.func @convolution_lhs_dilation_overflow(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x1xf32>) -> tensor<1x?x1xf32> {
  // expected-error @+2 {{(C25) num_windows of spatial dimension 0 (an input of size 8 dilated by lhs_dilation[0] = 2305843009213693952}}
  // expected-error @+1 {{'stablehlo.convolution' op failed to infer returned types}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {lhs_dilation = array<i64: 2305843009213693952>, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x?x1xf32>
  return %0 : tensor<1x?x1xf32>
}

// -----

func.func @mesh_devices_overflow(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the number of devices of the mesh of replica_groups, the product of its axis sizes, overflows int64}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4294967296>, #stablehlo.mesh_axis<name = "y", size = 4294967296>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_sub_axis_overflow(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C2) sub-axis 'x':(4611686018427387904)4 of replica_groups: pre_size * size overflows int64}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (4611686018427387904)4>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// 2^32 x 2^32 elements: their number, 2^64, wraps to 0 in int64, which
// equalled the result's 0; the sizes are compared exactly.
func.func @reshape_element_count_beyond_int64(%x: tensor<4294967296x4294967296xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{'stablehlo.reshape' op (C2) number of output elements (0) doesn't match expected number of elements (18446744073709551616)}}
  %0 = stablehlo.reshape %x : (tensor<4294967296x4294967296xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// The gathered size must be a multiple of the operand's, 2^62 + 1: 4 is not
// (4 * (2^62 + 1) wraps to 4 in int64, but nothing is multiplied). The spec
// check's product with the group size: spec_check_collectives.mlir.
func.func @all_gather_scaled_size_beyond_int64(%a: tensor<4611686018427387905xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C6) result gather dimension has size 4, expected to be a multiple of operand gather dimension size 4611686018427387905 (dimension 0 of result #0)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4611686018427387905xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A spatial index is looked up, not used to size a list.
func.func @conv_dimensions_huge_spatial_index(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x1xf32>) -> tensor<1x6x1xf32> {
  // expected-error @+1 {{Expected spatial dimensions 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 not specified}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 9223372036854775807, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x6x1xf32>
  return %0 : tensor<1x6x1xf32>
}

// -----

func.func @reduce_precision_format_beyond_i32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unable to parse exponent '4294967295'}}
  %0 = stablehlo.reduce_precision %x, format = e4294967295m2 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
