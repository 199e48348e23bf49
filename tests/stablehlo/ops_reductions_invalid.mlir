// Spec constraints of reduce (C1-C8), reduce_window (C1-C16),
// select_and_scatter (C1-C12) and sort (C1-C5), one case each.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// (C1) same(shape(inputs...)).
func.func @reduce_c1_input_shapes(%x0: tensor<2x3xf32>, %x1: tensor<2x4xi32>, %x2: tensor<f32>, %x3: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C1) expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at input-index 0 ('tensor<2x4xi32>' vs 'tensor<2x3xf32>')}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0:2 = "stablehlo.reduce"(%x0, %x1, %x2, %x3) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<i32>
  }) : (tensor<2x3xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %0#0 : tensor<2xf32>
}

// -----

// (C2) init_values are scalars (I2); upstream requires the init value to
// have the shape of the body's result.
func.func @reduce_c2_init_not_scalar(%x0: tensor<2x3xf32>, %x1: tensor<1xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C6) The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<f32>' vs 'tensor<1xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C2) upstream: the init value's element type must be promotable to the
// body's (no narrower integer).
func.func @reduce_c2_init_not_promotable(%x0: tensor<2x3xi8>, %x1: tensor<i32>) -> tensor<2xi8> {
  // expected-error @+2 {{(C2) The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i8>' vs 'tensor<i32>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    %s = stablehlo.add %a, %b : tensor<i8>
    stablehlo.return %s : tensor<i8>
  }) : (tensor<2x3xi8>, tensor<i32>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// (C3) size(inputs) = size(init_values).
func.func @reduce_c3_init_count(%x0: tensor<2x3xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<2xf32> {
  // spec: C3
  // expected-error @+2 {{(C6) The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<f32>' vs 'tensor<2x3xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0:2 = "stablehlo.reduce"(%x0, %x1, %x2) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %0#0 : tensor<2xf32>
}

// -----

// (C4) 0 <= dimensions < rank(inputs[0]).
func.func @reduce_c4_dimension_range(%x0: tensor<2x3xf32>, %x1: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C4) Out-of-bounds dimension 2, expected to be in range [0, 2)}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C5) is_unique(dimensions).
func.func @reduce_c5_dimension_repeated(%x0: tensor<2x3xf32>, %x1: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C5) Duplicate reduction dimension: 1}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C6) body takes two scalars per input.
func.func @reduce_c6_body_arity(%x0: tensor<2x3xf32>, %x1: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C6) Reduction-region must take 2 parameters, but takes 3 parameter(s)}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C6) upstream: each input's element type must be promotable to the body's
// second argument (no narrower integer).
func.func @reduce_c6_input_not_promotable(%x0: tensor<2x3xi32>, %x1: tensor<i8>) -> tensor<2xi8> {
  // expected-error @+2 {{(C2) The element-type of reduction-region's argument at index 1 is expected to be promotable from 'i32', but got 'i8'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    %s = stablehlo.add %a, %b : tensor<i8>
    stablehlo.return %s : tensor<i8>
  }) : (tensor<2x3xi32>, tensor<i8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// (C6) upstream: a non-scalar body argument's dimensions must be a
// subsequence of the result's (here [2]).
func.func @reduce_c6_body_argument_shape(%x0: tensor<2x3xf32>, %x1: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C6) The shape of reduction-region's argument at index 1 is not compatible with that of reduce-op's input-parameter at index 0}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    %s = stablehlo.add %a, %b : tensor<3xf32>
    stablehlo.return %s : tensor<3xf32>
  }) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C6) body returns tensor<E0>, ..., tensor<EN-1>.
func.func @reduce_c6_body_returns(%x0: tensor<2x3xf32>, %x1: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C6) The type of reduction-region's parameter at index 0 is different than the corresponding result type: 'tensor<f32>' vs 'tensor<i1>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C7) shape(results...) = shape(inputs...) but the reduced dimensions.
// spec: C7
func.func @reduce_c7_result_shape(%x0: tensor<2x3xf32>, %x1: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+2 {{'stablehlo.reduce' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// (C8) element_type(results[i]) = Ei.
// spec: C8
func.func @reduce_c8_result_element_type(%x0: tensor<2x3xf32>, %x1: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{'stablehlo.reduce' op inferred type(s) 'tensor<2xf64>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C1) size(inputs) = size(init_values).
func.func @reduce_window_c1_init_count(%x0: tensor<4x6xf32>, %x1: tensor<4x6xf32>, %x2: tensor<f32>) -> tensor<3x5xf32> {
  // spec: C1
  // expected-error @+2 {{(C13) The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<f32>' vs 'tensor<4x6xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0:2 = "stablehlo.reduce_window"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>) -> (tensor<3x5xf32>, tensor<3x5xf32>)
  return %0#0 : tensor<3x5xf32>
}

// -----

// (C2) same(shape(inputs...)).
func.func @reduce_window_c2_input_shapes(%x0: tensor<4x6xf32>, %x1: tensor<4x5xf32>, %x2: tensor<f32>, %x3: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C2) expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at input-index 0 ('tensor<4x5xf32>' vs 'tensor<4x6xf32>')}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0:2 = "stablehlo.reduce_window"(%x0, %x1, %x2, %x3) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x5xf32>, tensor<f32>, tensor<f32>) -> (tensor<3x5xf32>, tensor<3x5xf32>)
  return %0#0 : tensor<3x5xf32>
}

// -----

// (C3) element_type(inputs...) = element_type(init_values...).
func.func @reduce_window_c3_init_element_type(%x0: tensor<4x6xf32>, %x1: tensor<i32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C3) The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i32>'}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<i32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C4) size(window_dimensions) = rank(inputs[0]).
func.func @reduce_window_c4_window_dimensions_size(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C4) expects window-dimensions size == input rank, but got window-dimensions size: 1 and input: 'tensor<4x6xf32>' with rank = 2.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C5) 0 < window_dimensions.
func.func @reduce_window_c5_window_dimensions_positive(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C5) expects window to have positive value for 1-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C6) size(window_strides) = rank(inputs[0]).
func.func @reduce_window_c6_window_strides_size(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C6) expects window-strides to have same dimension-size as size of window dimensions (2), but got: 3.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C7) 0 < window_strides.
func.func @reduce_window_c7_window_strides_positive(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C7) expects window to have positive stride for 0-th window dimension, but got -1.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: -1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C8) size(base_dilations) = rank(inputs[0]).
func.func @reduce_window_c8_base_dilations_size(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C8) expects base-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C9) 0 < base_dilations.
func.func @reduce_window_c9_base_dilations_positive(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C9) expects window to have positive base dilation factor for 1-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 1, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C10) size(window_dilations) = rank(inputs[0]).
func.func @reduce_window_c10_window_dilations_size(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C10) expects window-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C11) 0 < window_dilations.
func.func @reduce_window_c11_window_dilations_positive(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C11) expects window to have positive window dilation factor for 0-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C12) shape(padding) = [rank(inputs[0]), 2].
func.func @reduce_window_c12_padding_shape(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C12) expects the shape of padding-attribute to be {N, 2}, but got {2, 1}.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<2x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C12) upstream: padding of zero rows or of rank(inputs[0]) rows.
func.func @reduce_window_c12_padding_rows(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C12) expects padding-entries to have same dimension-size as size of window dimensions (2), but got: 1.}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C13) body takes two arguments per input.
func.func @reduce_window_c13_body_arity(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C13) Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C14) same(shape(results...)).
// spec: C14
func.func @reduce_window_c14_result_shapes(%x0: tensor<4x6xf32>, %x1: tensor<4x6xf32>, %x2: tensor<f32>, %x3: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{'stablehlo.reduce_window' op inferred type(s) 'tensor<3x5xf32>', 'tensor<3x5xf32>' are incompatible with return type(s) of operation 'tensor<3x5xf32>', 'tensor<3x4xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0:2 = "stablehlo.reduce_window"(%x0, %x1, %x2, %x3) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> (tensor<3x5xf32>, tensor<3x4xf32>)
  return %0#0 : tensor<3x5xf32>
}

// -----

// (C15) shape(results[0]) = num_windows: (4 + 1 + 0 - 3) / 2 + 1 = 2.
// spec: C15
func.func @reduce_window_c15_num_windows(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x3xf32> {
  // expected-error @+2 {{'stablehlo.reduce_window' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, window_dilations = array<i64: 2, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// (C16) element_type(results[i]) = Ei.
// spec: C16
func.func @reduce_window_c16_result_element_type(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{'stablehlo.reduce_window' op inferred type(s) 'tensor<3x5xf64>' are incompatible with return type(s) of operation 'tensor<3x5xf32>'}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C1) upstream: source and operand element types equal, or both floats.
func.func @select_and_scatter_c1_source_element_kind(%x0: tensor<4x6xf32>, %x1: tensor<2x3xi32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // spec: C1
  // expected-error @+2 {{(C3) The element-type of reduction-region's argument at index 1 is expected to be promotable from 'i32', but got 'f32'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xi32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C2) shape(source) = num_windows.
func.func @select_and_scatter_c2_source_shape(%x0: tensor<4x6xf32>, %x1: tensor<2x4xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C1), (C2) expects source-type to be 'tensor<2x3xf32>', but got'tensor<2x4xf32>'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x4xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C2) num_windows of the padded operand: (4 + 2 - 2) / 2 + 1 = 3.
func.func @select_and_scatter_c2_padded_source_shape(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C1), (C2) expects source-type to be 'tensor<3x3xf32>', but got'tensor<2x3xf32>'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C3) element_type(init_value) = element_type(operand).
func.func @select_and_scatter_c3_init_element_type(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<i32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C3) The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i32>'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<i32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C4) size(window_dimensions) = rank(operand).
func.func @select_and_scatter_c4_window_dimensions_size(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C4) expects window-dimensions size == operand rank, but got window-dimensions size: 1 and operand-type: 'tensor<4x6xf32>' with rank = 2.}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C4) window_dimensions may be left out only for a rank-0 operand.
func.func @select_and_scatter_c4_no_window_dimensions(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C4) expects window-dimensions size == operand rank, but got window-dimensions size: 0 and operand-type: 'tensor<4x6xf32>' with rank = 2.}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C5) 0 < window_dimensions.
func.func @select_and_scatter_c5_window_dimensions_positive(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C5) expects window to have positive value for 0-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 0, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C6) size(window_strides) = rank(operand).
func.func @select_and_scatter_c6_window_strides_size(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C6) expects window-strides to have same dimension-size as size of window dimensions (2), but got: 3.}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C7) 0 < window_strides.
func.func @select_and_scatter_c7_window_strides_positive(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C7) expects window to have positive stride for 1-th window dimension, but got 0.}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C8) shape(padding) = [rank(operand), 2].
func.func @select_and_scatter_c8_padding_shape(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C8) expects padding-entries to have same dimension-size as size of window dimensions (2), but got: 3.}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<0> : tensor<3x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C9) select has type (tensor<E>, tensor<E>) -> tensor<i1>.
func.func @select_and_scatter_c9_select_type(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C9) expects the return-type of select-region to be tensor<i1>, but got: 'tensor<f32>'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C10) scatter takes two arguments.
func.func @select_and_scatter_c10_scatter_arity(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C10) Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C11) shape(operand) = shape(result).
// spec: C11
func.func @select_and_scatter_c11_result_shape(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{'stablehlo.select_and_scatter' op inferred type(s) 'tensor<4x6xf32>' are incompatible with return type(s) of operation 'tensor<4x5xf32>'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// (C12) element_type(result) = E.
// spec: C12
func.func @select_and_scatter_c12_result_element_type(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{'stablehlo.select_and_scatter' op inferred type(s) 'tensor<4x6xf64>' are incompatible with return type(s) of operation 'tensor<4x6xf32>'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C1) 0 < size(inputs).
func.func @sort_c1_no_input() -> tensor<2xi64> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.sort' op expected 1 or more operands, but found 0}}
  %0 = "stablehlo.sort"() <{dimension = 0 : i64}> ({
  ^bb0:
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : () -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// (C2) type(inputs...) = type(results...).
// spec: C2
func.func @sort_c2_result_type(%x0: tensor<2x3xi64>, %x1: tensor<2x3xf32>) -> tensor<2x3xi64> {
  // expected-error @+2 {{'stablehlo.sort' op inferred type(s) 'tensor<2x3xi64>', 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xi64>', 'tensor<2x3xf64>'}}
  // expected-error @+1 {{'stablehlo.sort' op failed to infer returned types}}
  %0:2 = "stablehlo.sort"(%x0, %x1) <{dimension = 0 : i64}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<f32>, %a3: tensor<f32>):
    %c = stablehlo.compare GT, %a0, %a1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf64>)
  return %0#0 : tensor<2x3xi64>
}

// -----

// (C3) same(shape(inputs...)).
func.func @sort_c3_input_shapes(%x0: tensor<2x3xi64>, %x1: tensor<3x2xf32>) -> tensor<2x3xi64> {
  // spec: C3
  // expected-error @+1 {{'stablehlo.sort' op requires the same shape for all operands and results}}
  %0:2 = "stablehlo.sort"(%x0, %x1) <{dimension = 0 : i64}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<f32>, %a3: tensor<f32>):
    %c = stablehlo.compare GT, %a0, %a1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi64>, tensor<3x2xf32>) -> (tensor<2x3xi64>, tensor<3x2xf32>)
  return %0#0 : tensor<2x3xi64>
}

// -----

// (C4) dimension < R.
func.func @sort_c4_dimension_too_large(%x0: tensor<2x3xi64>, %x1: tensor<2x3xf32>) -> tensor<2x3xi64> {
  // expected-error @+2 {{(C4) dimension attribute value must be in range [-2, 2), but found 2}}
  // expected-error @+1 {{'stablehlo.sort' op failed to infer returned types}}
  %0:2 = "stablehlo.sort"(%x0, %x1) <{dimension = 2 : i64}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<f32>, %a3: tensor<f32>):
    %c = stablehlo.compare GT, %a0, %a1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
  return %0#0 : tensor<2x3xi64>
}

// -----

// (C4) -R <= dimension.
func.func @sort_c4_dimension_too_small(%x0: tensor<2x3xi64>, %x1: tensor<2x3xf32>) -> tensor<2x3xi64> {
  // expected-error @+2 {{(C4) dimension attribute value must be in range [-2, 2), but found -3}}
  // expected-error @+1 {{'stablehlo.sort' op failed to infer returned types}}
  %0:2 = "stablehlo.sort"(%x0, %x1) <{dimension = -3 : i64}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<f32>, %a3: tensor<f32>):
    %c = stablehlo.compare GT, %a0, %a1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
  return %0#0 : tensor<2x3xi64>
}

// -----

// (C5) comparator takes two tensor<Ei> per input, Ei = element_type(inputs[i]).
func.func @sort_c5_comparator_types(%x0: tensor<2x3xi64>, %x1: tensor<2x3xf32>) -> tensor<2x3xi64> {
  // expected-error @+2 {{(C5) comparator block argument #2 should be of type 'tensor<f32>' but got 'tensor<f64>'}}
  // expected-error @+1 {{'stablehlo.sort' op failed to infer returned types}}
  %0:2 = "stablehlo.sort"(%x0, %x1) <{dimension = 0 : i64}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<f64>, %a3: tensor<f64>):
    %c = stablehlo.compare GT, %a0, %a1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
  return %0#0 : tensor<2x3xi64>
}
