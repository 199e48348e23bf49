// Constraints of reduce, reduce_window, select_and_scatter and scatter that
// upstream StableHLO relaxes: the default verifier accepts each case (first
// RUN line), the spec check refuses it, naming the constraint (second).
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s
// RUN: stablehlo-opt %s --split-input-file --stablehlo-check-spec --verify-diagnostics

// (C2) element_type(inputs...) = element_type(init_values...).
// CHECK-LABEL: func.func @reduce_c2_init_element_type
func.func @reduce_c2_init_element_type(%x0: tensor<2x3xf32>, %x1: tensor<f64>) -> tensor<2xf32> {
  // expected-error @+2 {{(C2) init_values #0 has type 'tensor<f64>', but must be 'tensor<f32>', a scalar of the element type of input #0}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C6) is_promotable(element_type(inputs[i]), Ei).
// CHECK-LABEL: func.func @reduce_c6_body_not_promotable
func.func @reduce_c6_body_not_promotable(%x0: tensor<2x3xf32>, %x1: tensor<f32>) -> tensor<2xf16> {
  // expected-error @+2 {{(C6) element type 'f32' of input #0 must be promotable to the computation's element type 'f16'}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %s = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

// (C1) element_type(operand) = element_type(source).
// CHECK-LABEL: func.func @select_and_scatter_c1_source_element_type
func.func @select_and_scatter_c1_source_element_type(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf16>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C1) element type of source ('f16') must be that of operand ('f32')}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf16>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C13) is_promotable(element_type(inputs[i]), Ei); upstream promotes any
// float to any float.
// CHECK-LABEL: func.func @reduce_window_c13_narrower_float_body
func.func @reduce_window_c13_narrower_float_body(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf16> {
  // expected-error @+2 {{(C13) element type 'f32' of input #0 must be promotable to the computation's element type 'f16'}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %s = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf16>
  return %0 : tensor<3x5xf16>
}

// -----

// (C10) is_promotable(element_type(operand), E).
// CHECK-LABEL: func.func @select_and_scatter_c10_scatter_not_promotable
func.func @select_and_scatter_c10_scatter_not_promotable(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xbf16> {
  // expected-error @+2 {{(C10) element type 'f32' of operand #0 must be promotable to the computation's element type 'bf16'}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xbf16>
  return %0 : tensor<4x6xbf16>
}

// -----

// (C3) upstream accepts an init value of another float type.
// CHECK-LABEL: func.func @reduce_window_c3_init_wider_float
func.func @reduce_window_c3_init_wider_float(%x0: tensor<4x6xf32>, %x1: tensor<f64>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C3) init_values #0 has type 'tensor<f64>', but must be 'tensor<f32>', a scalar of the element type of input #0}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f64>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C6) upstream reads an empty window_strides as absent.
// CHECK-LABEL: func.func @reduce_window_c6_empty_window_strides
func.func @reduce_window_c6_empty_window_strides(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C6) size(window_strides) = 0 must be rank(inputs[0]) = 2}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C8) upstream reads an empty base_dilations as absent.
// CHECK-LABEL: func.func @reduce_window_c8_empty_base_dilations
func.func @reduce_window_c8_empty_base_dilations(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C8) size(base_dilations) = 0 must be rank(inputs[0]) = 2}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, base_dilations = array<i64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C10) upstream reads an empty window_dilations as absent.
// CHECK-LABEL: func.func @reduce_window_c10_empty_window_dilations
func.func @reduce_window_c10_empty_window_dilations(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C10) size(window_dilations) = 0 must be rank(inputs[0]) = 2}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, window_dilations = array<i64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C12) upstream reads a padding of zero rows as absent.
// CHECK-LABEL: func.func @reduce_window_c12_padding_no_rows
func.func @reduce_window_c12_padding_no_rows(%x0: tensor<4x6xf32>, %x1: tensor<f32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C12) padding has type 'tensor<0x2xi64>', whose shape must be [rank(inputs[0]), 2] = [2, 2]}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>, padding = dense<> : tensor<0x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C13) upstream accepts init values and body arguments of rank 1 whose
// dimensions are a subsequence of window_dimensions.
// CHECK-LABEL: func.func @reduce_window_c13_rank1_body
func.func @reduce_window_c13_rank1_body(%x0: tensor<4x6xf32>, %x1: tensor<2xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{(C3) init_values #0 has type 'tensor<2xf32>', but must be 'tensor<f32>', a scalar of the element type of input #0}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%x0, %x1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %s = stablehlo.add %a, %b : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<4x6xf32>, tensor<2xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// (C3) upstream accepts an init value of another float type.
// CHECK-LABEL: func.func @select_and_scatter_c3_init_wider_float
func.func @select_and_scatter_c3_init_wider_float(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f64>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C3) init_value has type 'tensor<f64>', but must be 'tensor<f32>', a scalar of the operand's element type}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f64>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C6) upstream reads an empty window_strides as absent.
// CHECK-LABEL: func.func @select_and_scatter_c6_empty_window_strides
func.func @select_and_scatter_c6_empty_window_strides(%x0: tensor<4x6xf32>, %x1: tensor<3x5xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C6) size(window_strides) = 0 must be rank(operand) = 2}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<3x5xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C8) upstream reads a padding of zero rows as absent.
// CHECK-LABEL: func.func @select_and_scatter_c8_padding_no_rows
func.func @select_and_scatter_c8_padding_no_rows(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C8) padding has type 'tensor<0x2xi64>', whose shape must be [rank(operand), 2] = [2, 2]}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<> : tensor<0x2xi64>}> ({
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

// (C9) upstream accepts select arguments of another float type.
// CHECK-LABEL: func.func @select_and_scatter_c9_select_wider_float
func.func @select_and_scatter_c9_select_wider_float(%x0: tensor<4x6xf32>, %x1: tensor<2x3xf32>, %x2: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+2 {{(C9) select must have type ('tensor<f32>', 'tensor<f32>') -> 'tensor<i1>', got ('tensor<f16>', 'tensor<f16>') -> ('tensor<i1>')}}
  // expected-error @+1 {{'stablehlo.select_and_scatter' op failed to infer returned types}}
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f16>, tensor<f16>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// (C6) upstream accepts init values and body arguments of rank 1 whose
// dimensions are a subsequence of the result's.
// CHECK-LABEL: func.func @reduce_c6_rank1_body
func.func @reduce_c6_rank1_body(%x0: tensor<2x3xf32>, %x1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C2) init_values #0 has type 'tensor<2xf32>', but must be 'tensor<f32>', a scalar of the element type of input #0}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%x0, %x1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %s = stablehlo.add %a, %b : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// (C6) element_type(updates...) = element_type(inputs...).
// CHECK-LABEL: func.func @scatter_c6_update_element_type
func.func @scatter_c6_update_element_type(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi32>) -> tensor<2x3x4x2xi64> {
  // expected-error @+2 {{(C6) element type of update #0 ('i32') must be that of input #0 ('i64')}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi32>) -> tensor<2x3x4x2xi64>
  return %0 : tensor<2x3x4x2xi64>
}

// -----

// (C23) upstream promotes any float to any float.
// CHECK-LABEL: func.func @scatter_c23_narrower_float_body
func.func @scatter_c23_narrower_float_body(%input0: tensor<2x3x4x2xf32>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xf32>) -> tensor<2x3x4x2xf16> {
  // expected-error @+2 {{(C23) element type 'f32' of input #0 must be promotable to the computation's element type 'f16'}}
  // expected-error @+1 {{'stablehlo.scatter' op failed to infer returned types}}
  %0 = "stablehlo.scatter"(%input0, %indices, %update0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    stablehlo.return %a : tensor<f16>
  }) : (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xf32>) -> tensor<2x3x4x2xf16>
  return %0 : tensor<2x3x4x2xf16>
}

// -----

// reduce (C3) the operands are N inputs and N init_values. Upstream splits
// them as the op's accessors do (half each, rounded down) and never looks
// at the last operand of an odd count.
// CHECK-LABEL: func.func @reduce_c3_odd_operand_count
func.func @reduce_c3_odd_operand_count(%a: tensor<4xf32>, %b: tensor<f32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{(C3) must have N > 0 inputs and N init_values; got 3 operands}}
  // expected-error @+1 {{'stablehlo.reduce' op failed to infer returned types}}
  %0 = "stablehlo.reduce"(%a, %b, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// reduce_window (C1), likewise.
// CHECK-LABEL: func.func @reduce_window_c1_odd_operand_count
func.func @reduce_window_c1_odd_operand_count(%a: tensor<4xf32>, %b: tensor<f32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{(C1) must have N > 0 inputs and N init_values; got 3 operands}}
  // expected-error @+1 {{'stablehlo.reduce_window' op failed to infer returned types}}
  %0 = "stablehlo.reduce_window"(%a, %b, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
