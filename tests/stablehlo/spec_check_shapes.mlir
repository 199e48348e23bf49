// Constraints of shape and state ops that upstream StableHLO relaxes: the
// default verifier accepts each case (first RUN line), the spec check
// refuses it, naming the constraint (second).
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s
// RUN: stablehlo-opt %s --split-input-file --stablehlo-check-spec --verify-diagnostics

// (C1) type(initial_state) = type(output_state); upstream compares the
// shapes only.
// CHECK-LABEL: func.func @rng_bit_generator_c1_state_element_type
func.func @rng_bit_generator_c1_state_element_type(%s: tensor<2xui64>) -> tensor<2xui32> {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' op (C1) output_state has type 'tensor<2xui32>', but must have initial_state's type 'tensor<2xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui32>, tensor<2x2xui64>)
  return %0#0 : tensor<2xui32>
}

// -----

// dynamic_broadcast_in_dim (C7) size(output_dimensions) = rank(result);
// upstream compares it only for a constant output_dimensions.
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_output_dimensions_size
func.func @dynamic_broadcast_in_dim_output_dimensions_size(%x: tensor<1x3xi64>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C7) size(output_dimensions) = 2 must equal rank(result) = 3}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2, 1] : (tensor<1x3xi64>, tensor<2xi64>) -> tensor<2x3x2xi64>
  func.return
}

// -----

// dynamic_iota (C2) size(output_shape) = rank(result); upstream compares it
// only for a constant output_shape.
// CHECK-LABEL: func.func @dynamic_iota_rank_differs
func.func @dynamic_iota_rank_differs(%s: tensor<3xi64>) {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op (C2) size(output_shape) = 3 must equal rank(result) = 2}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi64>) -> tensor<4x5xi64>
  func.return
}

// -----

// set_dimension_size: a constant size above the dimension's size or bound
// (upstream infers a dynamic dimension).
// CHECK-LABEL: func.func @set_dimension_size_constant_exceeds_size
func.func @set_dimension_size_constant_exceeds_size(%x: tensor<4xf32>) {
  %s = stablehlo.constant dense<5> : tensor<i32>
  // expected-error @+2 {{size (5) must be in [0, 4]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32>
  func.return
}

// -----

// real_dynamic_slice (not in the spec): rank(result) = rank(operand), which
// upstream does not compare.
// CHECK-LABEL: func.func @real_dynamic_slice_rank_differs
func.func @real_dynamic_slice_rank_differs(%x: tensor<4xi64>, %s: tensor<1xi64>) {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op rank(result) = 2 must equal rank(operand) = 1}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<4xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xi64>
  func.return
}

// -----

// convert (C1) shape(operand) = shape(result); upstream compares the sizes
// only (SameOperandsAndResultShape), so a static size beyond the operand's
// bound passes. uniform_quantize (C1) likewise.
// CHECK-LABEL: func.func @convert_c1_static_size_beyond_bound
func.func @convert_c1_static_size_beyond_bound(%x: tensor<?xi32, #stablehlo.bounds<2>>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.convert' op (C1) shape of result ('tensor<3xf32>') must match shape of operand ('tensor<?xi32, #stablehlo.bounds<2>>')}}
  %0 = stablehlo.convert %x : (tensor<?xi32, #stablehlo.bounds<2>>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @uniform_quantize_c1_static_size_beyond_bound
func.func @uniform_quantize_c1_static_size_beyond_bound(%x: tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>> {
  // expected-error @+1 {{'stablehlo.uniform_quantize' op (C1) shape of result}}
  %0 = stablehlo.uniform_quantize %x : (tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>>
  func.return %0 : tensor<3x!quant.uniform<i8:f32, 5.000000e-01:1>>
}

// -----

// scatter (C5) size(inputs) = size(updates); upstream splits an even
// operand count as the op's accessors do (here one input, scatter_indices and
// one update) and does not look at the last operand.
// CHECK-LABEL: func.func @scatter_c5_updates_count
func.func @scatter_c5_updates_count(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>, %update1: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C5) must have N > 0 inputs, scatter_indices and N updates; got 4 operands}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0, %update1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// #stablehlo.bounds: a bound is a size, so not negative; upstream's type
// verifier checks only the count and that static dimensions have none. The
// spec check names the op, the value and the dimension.
// CHECK-LABEL: func.func @bounds_negative
// expected-error @+1 {{'func.func' op block argument #0 has type 'tensor<?xf32, #stablehlo.bounds<-2>>': bound of dimension 0 must be non-negative, got -2}}
func.func @bounds_negative(%arg0: tensor<?xf32, #stablehlo.bounds<-2>>) -> tensor<?xf32, #stablehlo.bounds<-2>> {
  // expected-error @+1 {{'func.return' op operand #0 has type 'tensor<?xf32, #stablehlo.bounds<-2>>': bound of dimension 0 must be non-negative, got -2}}
  return %arg0 : tensor<?xf32, #stablehlo.bounds<-2>>
}

// -----

// CHECK-LABEL: func.func @bounds_negative_result
func.func @bounds_negative_result(%arg0: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<-1>> {
  // expected-error @+1 {{'stablehlo.convert' op result #0 has type 'tensor<?xf32, #stablehlo.bounds<-1>>': bound of dimension 0 must be non-negative, got -1}}
  %0 = stablehlo.convert %arg0 : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<-1>>
  // expected-error @+1 {{'func.return' op operand #0}}
  return %0 : tensor<?xf32, #stablehlo.bounds<-1>>
}

// -----

// bitcast_convert (C1) with element types of equal width: upstream compares
// only the dimensions both shapes have, not the ranks.
// CHECK-LABEL: func.func @bitcast_convert_c1_equal_widths_rank_differs
func.func @bitcast_convert_c1_equal_widths_rank_differs(%arg0: tensor<2xf32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op (C1) with element types of equal bit width (32), the result 'tensor<i32>' must have the shape of the operand 'tensor<2xf32>'}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// bitcast_convert (C1): a dynamic minor dimension is not compared with the
// ratio of the widths by upstream, even when the widths do not divide (32
// bits in 6-bit floats).
// CHECK-LABEL: func.func @bitcast_convert_c1_dynamic_minor_widths_do_not_divide
func.func @bitcast_convert_c1_dynamic_minor_widths_do_not_divide(%arg0: tensor<2xf32>) -> tensor<2x?xf6E2M3FN> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op (C1) requires compatible bit widths. Got: 'tensor<2xf32>' and 'tensor<2x?xf6E2M3FN>', but 6 * ? != 32.}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x?xf6E2M3FN>
  func.return %0 : tensor<2x?xf6E2M3FN>
}

// -----

// rng (C3) shape(result) = shape: upstream takes a negative constant size
// as it is, and a dynamic result dimension matches it.
// CHECK-LABEL: func.func @rng_c3_negative_size_dynamic_result
func.func @rng_c3_negative_size_dynamic_result(%a: tensor<i32>) -> tensor<?x2xi32> {
  %shape = stablehlo.constant dense<[-1, 2]> : tensor<2xi64>
  // expected-error @+2 {{(C3) shape holds a negative size, -1}}
  // expected-error @+1 {{'stablehlo.rng' op failed to infer returned types}}
  %0 = stablehlo.rng %a, %a, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}

// -----

// reshape (C1) element_type(result) = element_type(operand): with a dynamic
// operand, upstream compares the element types as compatible only (the same
// storage and expressed types), so the scales may differ.
// CHECK-LABEL: func.func @reshape_c1_dynamic_operand_scales_differ
func.func @reshape_c1_dynamic_operand_scales_differ(%x: tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>> {
  // expected-error @+1 {{'stablehlo.reshape' op (C1) expect same quantization scale and zero_point but got 'tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01>>' vs 'tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>'}}
  %0 = stablehlo.reshape %x : (tensor<?x2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
}

// -----

// reshape (C3): with a dynamic operand, upstream does not check where the
// per-axis quantized dimension goes.
// CHECK-LABEL: func.func @reshape_c3_dynamic_operand_quantized_dimension_moves
func.func @reshape_c3_dynamic_operand_quantized_dimension_moves(%x: tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {5.000000e-01,5.000000e-01,5.000000e-01}>> {
  // expected-error @+1 {{'stablehlo.reshape' op (C3) the quantization dimension must keep its size and the number of elements before and after it}}
  %0 = stablehlo.reshape %x : (tensor<?x3x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {5.000000e-01,5.000000e-01,5.000000e-01}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:0, {5.000000e-01,5.000000e-01,5.000000e-01}>>
}

// -----

// dynamic_broadcast_in_dim (C1): upstream compares the element types only
// when neither is quantized (a per-axis quantized result excepted).
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_c1_quantized_scales_differ
func.func @dynamic_broadcast_in_dim_c1_quantized_scales_differ(%x: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, %shape: tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01>> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C1) result element type '!quant.uniform<i8:f32, 2.500000e-01>' must equal operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01>>
}

// -----

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_c1_float_to_quantized
func.func @dynamic_broadcast_in_dim_c1_float_to_quantized(%x: tensor<2xf32>, %shape: tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01>> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op (C1) result element type '!quant.uniform<i8:f32, 5.000000e-01>' must equal operand element type 'f32'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<2xf32>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01>>
}

// -----

// dynamic_reshape (C1) element_type(result) = element_type(operand):
// upstream compares the element types only when neither is quantized, so
// an integer tensor may be reshaped into a quantized one.
// CHECK-LABEL: func.func @dynamic_reshape_c1_integer_to_quantized
func.func @dynamic_reshape_c1_integer_to_quantized(%x: tensor<2x3xi8>, %s: tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01>> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C1) result element type '!quant.uniform<i8:f32, 5.000000e-01>' must equal operand element type 'i8'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xi8>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32, 5.000000e-01>>
}

// -----

// dynamic_reshape (C1): a per-tensor and a per-axis quantized type are not
// compared by upstream.
// CHECK-LABEL: func.func @dynamic_reshape_c1_per_tensor_to_per_axis
func.func @dynamic_reshape_c1_per_tensor_to_per_axis(%x: tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>, %s: tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01}>> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C1) result element type '!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01}>' must equal operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01}>>
}

// -----

// dynamic_reshape (C3): upstream compares the number of elements before the
// quantization dimension only when both shapes are static.
// CHECK-LABEL: func.func @dynamic_reshape_c3_elements_before_dimension
func.func @dynamic_reshape_c3_elements_before_dimension(%x: tensor<2x3x?x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>, %s: tensor<3xi64>) -> tensor<6x3x?x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op (C3) the quantization dimension must keep its size and the number of elements before and after it}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3x?x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>, tensor<3xi64>) -> tensor<6x3x?x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>
  return %0 : tensor<6x3x?x!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01,5.000000e-01}>>
}

// -----

// clamp (C1) rank(min) = 0 or shape(min) = shape(operand): upstream compares
// the sizes only, so a bounded min dimension may hold fewer elements than
// the operand's static one.
// CHECK-LABEL: func.func @clamp_c1_bound_below_operand_size
func.func @clamp_c1_bound_below_operand_size(%min: tensor<?xf32, #stablehlo.bounds<2>>, %x: tensor<3xf32>, %max: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{(C1) shape of min ('tensor<?xf32, #stablehlo.bounds<2>>') must match shape of operand ('tensor<3xf32>')}}
  // expected-error @+1 {{'stablehlo.clamp' op failed to infer returned types}}
  %0 = stablehlo.clamp %min, %x, %max : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// dynamic_slice (C4) slice_sizes <= shape(operand): upstream compares static
// sizes only, so a slice may be larger than a dynamic dimension's bound.
// CHECK-LABEL: func.func @dynamic_slice_c4_slice_beyond_bound
func.func @dynamic_slice_c4_slice_beyond_bound(%x: tensor<?xf32, #stablehlo.bounds<4>>, %i: tensor<i64>) -> tensor<5xf32> {
  // expected-error @+2 {{(C4) has slice size 5 greater than dimension bound 4 in dimension 0 of operand}}
  // expected-error @+1 {{'stablehlo.dynamic_slice' op failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [5] : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<i64>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// dynamic_update_slice (C6) shape(update) <= shape(operand): upstream
// compares static sizes only, so an update may be larger than a dynamic
// operand dimension's bound.
// CHECK-LABEL: func.func @dynamic_update_slice_c6_update_beyond_bound
func.func @dynamic_update_slice_c6_update_beyond_bound(%x: tensor<?xf32, #stablehlo.bounds<4>>, %u: tensor<5xf32>, %i: tensor<i64>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  // expected-error @+2 {{(C6) expects size at dimension 0 of update to be in range [0, 4]. Got: 5.}}
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<5xf32>, tensor<i64>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

// clamp (C2) rank(max) = 0 or shape(max) = shape(operand), compared by size
// only by upstream.
// CHECK-LABEL: func.func @clamp_c2_bound_below_operand_size
func.func @clamp_c2_bound_below_operand_size(%min: tensor<f32>, %x: tensor<3xf32>, %max: tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<3xf32> {
  // expected-error @+2 {{(C2) shape of max ('tensor<?xf32, #stablehlo.bounds<2>>') must match shape of operand ('tensor<3xf32>')}}
  // expected-error @+1 {{'stablehlo.clamp' op failed to infer returned types}}
  %0 = stablehlo.clamp %min, %x, %max : (tensor<f32>, tensor<3xf32>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// dynamic_pad (C4): upstream compares the result with the padded shape only
// when operand and result are static, so a result beyond the padded bound
// of a dynamic operand passes.
// CHECK-LABEL: func.func @dynamic_pad_c4_result_beyond_padded_bound
func.func @dynamic_pad_c4_result_beyond_padded_bound(%x: tensor<?xf32, #stablehlo.bounds<2>>, %v: tensor<f32>) -> tensor<7xf32> {
  %lo = stablehlo.constant dense<1> : tensor<1xi64>
  %in = stablehlo.constant dense<0> : tensor<1xi64>
  // expected-error @+1 {{'stablehlo.dynamic_pad' op (C4) result type 'tensor<7xf32>' does not match the padded shape 'tensor<?xf32, #stablehlo.bounds<4>>'}}
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %lo, %in : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
