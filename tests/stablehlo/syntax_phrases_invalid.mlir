// The custom syntax's errors in upstream's words (StableHLO 1.20.0's parsers),
// one case per error path: convolution dimension numbers and window, the
// dimension-number and struct attributes, types, type lists, precision,
// exponent/mantissa, compact reduce and while.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

func.func @conv_negative_spatial(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Unexpected dimension -1}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, -1, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_repeated_letter(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Unexpected dimension b, expecting f}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, b]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_extra_letter(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Unexpected keyword o}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_long_keyword(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Unexpected keyword in}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, in, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_no_dimensions(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{expected valid keyword}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_spatial_gap(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Expected spatial dimensions 1 not specified}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 2, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv_unknown_window_attribute(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+1 {{Unexpected keyword strides}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {strides = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// expected-error @+2 {{expected one of: `input_batch_dimension`, `input_feature_dimension`, `input_spatial_dimensions`, `kernel_input_feature_dimension`, `kernel_output_feature_dimension`, `kernel_spatial_dimensions`, `output_batch_dimension`, `output_feature_dimension`, `output_spatial_dimensions`}}
// expected-error @+1 {{failed parsing dot dimension numbers attribute}}
func.func @conv_raw_unknown_field() attributes {a = #stablehlo.conv<raw input_batch_dimension = 0, input_spatial_dimension = [1]>} {
  return
}

// -----

// expected-error @+2 {{expected '>'}}
// expected-error @+1 {{failed parsing dot dimension numbers attribute}}
func.func @dot_dimensions_missing_comma() attributes {a = #stablehlo.dot<lhs_batching_dimensions = [0] rhs_batching_dimensions = [0]>} {
  return
}

// -----

// expected-error @+2 {{expected '['}}
// expected-error @+1 {{failed parsing dot dimension numbers attribute}}
func.func @dot_dimensions_bad_list() attributes {a = #stablehlo.dot<lhs_batching_dimensions = x>} {
  return
}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed parsing gather dimension numbers attribute}}
func.func @gather_bad_index_vector_dim() attributes {a = #stablehlo.gather<offset_dims = [0], index_vector_dim = x>} {
  return
}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: bogus}}
func.func @channel_handle_unknown_field() attributes {a = #stablehlo.channel_handle<handle = 1, bogus = 1>} {
  return
}

// -----

// expected-error @+1 {{expected ','}}
func.func @channel_handle_missing_field() attributes {a = #stablehlo.channel_handle<handle = 1>} {
  return
}

// -----

// expected-error @+1 {{expected '='}}
func.func @channel_handle_missing_equal() attributes {a = #stablehlo.channel_handle<handle 1>} {
  return
}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse StableHLO_ChannelHandle parameter 'handle' which is to be a `int64_t`}}
func.func @channel_handle_bad_value() attributes {a = #stablehlo.channel_handle<handle = x, type = 1>} {
  return
}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse StableHLO_OutputOperandAlias parameter 'operandIndex' which is to be a `int64_t`}}
func.func @output_operand_alias_bad_index() attributes {a = #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = x, operand_tuple_indices = []>} {
  return
}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse StableHLO_OutputOperandAlias parameter 'operandTupleIndices' which is to be a `::llvm::ArrayRef<int64_t>`}}
func.func @output_operand_alias_bad_list() attributes {a = #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [x]>} {
  return
}

// -----

// expected-error @+1 {{expected ','}}
func.func @output_operand_alias_missing_field() attributes {a = #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0>} {
  return
}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse StableHLO_DotAlgorithm parameter 'allowImpreciseAccumulation' which is to be a `bool`}}
func.func @dot_algorithm_bool_too_large() attributes {a = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = 2>} {
  return
}

// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse StableHLO_DotAlgorithm parameter 'lhsPrecisionType' which is to be a `Type`}}
func.func @dot_algorithm_bad_type() attributes {a = #stablehlo.dot_algorithm<lhs_precision_type = 3, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} {
  return
}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse StableHLO_DotAlgorithm parameter 'lhsComponentCount' which is to be a `int64_t`}}
func.func @dot_algorithm_bad_count() attributes {a = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = x, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} {
  return
}

// -----

// expected-error @+1 {{unknown stablehlo type: no_such_type}}
func.func @unknown_type(%a: !stablehlo.no_such_type) {
  return
}

// -----

func.func @dot_precision_not_a_keyword(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+2 {{expected valid keyword or string}}
  // expected-error @+1 {{failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`}}
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, 1] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_precision_mantissa_beyond_i32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unable to parse mantissa '2147483648'}}
  %0 = stablehlo.reduce_precision %x, format = e5m2147483648 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_precision_no_mantissa(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected exponent mantissa in format e#m#, saw e5m}}
  %0 = stablehlo.reduce_precision %x, format = e5m : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_functional_type_operand_count(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{3 operands present, but expected 2}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @complex_functional_type_result_count(%arg0: tensor<2xf32>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{expected single output}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>)
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @tuple_not_a_tuple_type(%arg0: tensor<2xf32>) -> tuple<tensor<2xf32>> {
  // expected-error @+1 {{expected tuple type}}
  %0 = stablehlo.tuple %arg0 : tensor<2xf32>
  func.return %0 : tuple<tensor<2xf32>>
}

// -----

func.func @reduce_compact_no_inputs(%init: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{input types missing in reduce-op function type}}
  %0 = stablehlo.reduce(%init init: %init) applies stablehlo.add across dimensions = [0] : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @while_type_count(%arg0: tensor<i1>) -> tensor<i1> {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i1>, tensor<i1>
    cond {
    stablehlo.return %iterArg : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i1>
  }
  return %0 : tensor<i1>
}

// -----

func.func @optimization_barrier_bad_type_list(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{expected non-function type}}
  // expected-error @+1 {{expected type list}}
  %0 = stablehlo.optimization_barrier %arg0 : 3
  return %0 : tensor<2xf32>
}

// -----

// while: after each `%arg = %init` pair a ')' or a ','.
func.func @while_missing_comma(%a: tensor<i32>, %b: tensor<f32>) -> tensor<i32> {
  // expected-error @+1 {{expected ','}}
  %0:2 = stablehlo.while(%x = %a %y = %b) : tensor<i32>, tensor<f32>
  cond {
    %c = stablehlo.compare LT, %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %x, %y : tensor<i32>, tensor<f32>
  }
  return %0#0 : tensor<i32>
}

// -----

// slice: after each range a ']' or a ','.
func.func @slice_missing_comma(%a: tensor<10x6xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.slice %a [1:8:3 2:6:2] : (tensor<10x6xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// reduce: the `(%input init: %init)` pairs are optional to the parser, so
// without them it expects the form's next word.
func.func @reduce_without_parentheses(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{custom op 'stablehlo.reduce' expected 'across'}}
  %0 = stablehlo.reduce %a init: %i applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
