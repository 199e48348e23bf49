// Valid reduce, reduce_window, select_and_scatter and sort ops on the edges
// of the spec's constraints, and the spec's examples.
// RUN: stablehlo-opt %s --split-input-file | FileCheck %s

// The spec's examples of reduce and reduce_window.
// CHECK-LABEL: func.func @reduce_spec_examples(
func.func @reduce_spec_examples(%input: tensor<1x6xi64>, %input2: tensor<3x2xi64>, %init_value: tensor<i64>) -> (tensor<1xi64>, tensor<2x2xi64>) {
  %result = "stablehlo.reduce"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  %result2 = "stablehlo.reduce_window"(%input2, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>, base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  return %result, %result2 : tensor<1xi64>, tensor<2x2xi64>
}

// -----

// The spec's examples of select_and_scatter and sort.
// CHECK-LABEL: func.func @select_and_scatter_sort_spec_examples(
func.func @select_and_scatter_sort_spec_examples(%operand: tensor<4x2xi64>, %source: tensor<2x2xi64>, %init_value: tensor<i64>, %input0: tensor<2x3xi64>, %input1: tensor<2x3xi64>) -> tensor<4x2xi64> {
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %predicate = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%predicate) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  return %result : tensor<4x2xi64>
}

// -----

// reduce (C4, C7): no dimension (the results are the inputs) and all of
// them (scalars); (C6, C8) a promoted, two-input body; bounds kept.
// CHECK-LABEL: func.func @reduce_edges(
func.func @reduce_edges(%x: tensor<?x3xf16, #stablehlo.bounds<5, ?>>, %y: tensor<?x3xi32, #stablehlo.bounds<5, ?>>, %fx: tensor<f16>, %iy: tensor<i32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %fx) applies stablehlo.add across dimensions = [] : (tensor<?x3xf16, #stablehlo.bounds<5, ?>>, tensor<f16>) -> tensor<?x3xf16, #stablehlo.bounds<5, ?>>
  %1:2 = "stablehlo.reduce"(%x, %y, %fx, %iy) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i64>, %c: tensor<f32>, %d: tensor<i64>):
    stablehlo.return %a, %b : tensor<f32>, tensor<i64>
  }) {dimensions = array<i64: 1, 0>} : (tensor<?x3xf16, #stablehlo.bounds<5, ?>>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>, tensor<f16>, tensor<i32>) -> (tensor<f32>, tensor<i64>)
  return %1#0 : tensor<f32>
}

// -----

// reduce_window (C15): a window larger than the padded input gives no
// windows; a bounded input a bounded result; negative padding.
// CHECK-LABEL: func.func @reduce_window_edges(
func.func @reduce_window_edges(%x: tensor<2x?xf32, #stablehlo.bounds<?, 9>>, %init: tensor<f32>) -> tensor<0x?xf32, #stablehlo.bounds<?, 3>> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 1, 3>, padding = dense<[[0, 0], [-1, 0]]> : tensor<2x2xi64>} : (tensor<2x?xf32, #stablehlo.bounds<?, 9>>, tensor<f32>) -> tensor<0x?xf32, #stablehlo.bounds<?, 3>>
  return %0 : tensor<0x?xf32, #stablehlo.bounds<?, 3>>
}

// -----

// select_and_scatter: absent window strides are 1, so windows of ones give
// the source the operand's shape (C2); a promoted scatter gives the result
// its element type (C10, C12).
// CHECK-LABEL: func.func @select_and_scatter_defaults_promoted(
func.func @select_and_scatter_defaults_promoted(%operand: tensor<3x2xf32>, %source: tensor<3x2xf32>, %init: tensor<f32>) -> tensor<3x2xf64> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) <{window_dimensions = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<3x2xf32>, tensor<3x2xf32>, tensor<f32>) -> tensor<3x2xf64>
  return %0 : tensor<3x2xf64>
}

// -----

// sort (C4): dimension = -R and R - 1; (C5) one input of a quantized type.
// CHECK-LABEL: func.func @sort_edges(
func.func @sort_edges(%x: tensor<2x3xf32>, %q: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = -2 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "stablehlo.sort"(%0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "stablehlo.sort"(%q) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %1 : tensor<2x3xf32>
}

// -----

// As upstream StableHLO: init values and body arguments of rank 1 (their
// dimensions a subsequence of the result's, or of window_dimensions);
// inputs and init values of other float widths than the body's, and
// integer inputs narrower than the body's.
// CHECK-LABEL: func.func @reduce_like_upstream(
// CHECK: stablehlo.reduce
// CHECK-SAME: -> tensor<2xf32>
// CHECK: stablehlo.reduce
// CHECK-SAME: -> tensor<2xf16>
// CHECK: stablehlo.reduce
// CHECK-SAME: -> tensor<2xi32>
// CHECK: stablehlo.reduce_window
// CHECK: -> tensor<3x5xf32>
func.func @reduce_like_upstream(%x: tensor<2x3xf32>, %i: tensor<2x3xi8>, %w: tensor<4x6xf32>, %v: tensor<2xf32>, %f: tensor<f64>, %n: tensor<i32>) -> (tensor<2xf32>, tensor<2xf16>, tensor<2xi32>, tensor<3x5xf32>) {
  %0 = "stablehlo.reduce"(%x, %v) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %s = stablehlo.add %a, %b : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "stablehlo.reduce"(%x, %f) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %s = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf16>
  %2 = "stablehlo.reduce"(%i, %n) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<2x3xi8>, tensor<i32>) -> tensor<2xi32>
  %3 = "stablehlo.reduce_window"(%w, %v) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64>, base_dilations = array<i64>, window_dilations = array<i64>, padding = dense<> : tensor<0x2xi64>}> ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    %s = stablehlo.add %a, %b : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<4x6xf32>, tensor<2xf32>) -> tensor<3x5xf32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf16>, tensor<2xi32>, tensor<3x5xf32>
}

// -----

// As upstream StableHLO: select_and_scatter with a source, init value and
// select arguments of other float widths, an empty window_strides and a
// padding of zero rows.
// CHECK-LABEL: func.func @select_and_scatter_like_upstream(
// CHECK: stablehlo.select_and_scatter
func.func @select_and_scatter_like_upstream(%x0: tensor<4x6xf32>, %x1: tensor<3x5xf16>, %x2: tensor<f64>) -> tensor<4x6xf32> {
  %0 = "stablehlo.select_and_scatter"(%x0, %x1, %x2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64>, padding = dense<> : tensor<0x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %c = stablehlo.compare GE, %a, %b : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<3x5xf16>, tensor<f64>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
