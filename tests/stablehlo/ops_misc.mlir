// Pretty-form round trip of constant, iota, compare, select, clamp and the
// shape ops, and the same program read back from the generic form.
// FileCheck runs with --strict-whitespace: the spacing must be exactly what
// upstream StableHLO prints (e.g. two spaces before compare's enums).
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s --strict-whitespace
// RUN: stablehlo-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Integer constants are named %c, others %cst.
// CHECK-LABEL: func.func @constant
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %cst_1 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
// CHECK-NEXT: %cst_2 = stablehlo.constant {some.attr = 1 : i32} dense<{{\[\[}}1.000000e+00, 2.000000e+00]]> : tensor<1x2xf64>
// GENERIC-LABEL: sym_name = "constant"
// GENERIC: = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
func.func @constant() -> tensor<f32> {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %2 = stablehlo.constant dense<true> : tensor<i1>
  %3 = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  %4 = stablehlo.constant {some.attr = 1 : i32} dense<[[1.0, 2.0]]> : tensor<1x2xf64>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @iota
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<16xf32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 1 : tensor<4x5xi32>
// GENERIC-LABEL: sym_name = "iota"
// GENERIC: = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
func.func @iota() -> tensor<4x5xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<16xf32>
  %1 = stablehlo.iota dim = 1 : tensor<4x5xi32>
  return %1 : tensor<4x5xi32>
}

// CHECK-LABEL: func.func @compare
// CHECK-NEXT: %0 = stablehlo.compare  EQ, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: %1 = stablehlo.compare  NE, %arg0, %arg1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: %2 = stablehlo.compare  GE, %arg0, %arg1,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: %3 = stablehlo.compare  GT, %arg2, %arg2,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
// CHECK-NEXT: %4 = stablehlo.compare  LE, %arg3, %arg3,  UNSIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
// CHECK-NEXT: %5 = stablehlo.compare  LT, %arg0, %arg1,  NOTYPE : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: %6 = stablehlo.compare  EQ, %arg4, %arg2 : (tensor<?xi32>, tensor<2xi32>) -> tensor<2xi1>
// GENERIC-LABEL: sym_name = "compare"
// GENERIC: = "stablehlo.compare"(%{{.*}}, %{{.*}}) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
// GENERIC: = "stablehlo.compare"(%{{.*}}, %{{.*}}) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
func.func @compare(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2xi32>, %arg3: tensor<2xui8>, %arg4: tensor<?xi32>) -> tensor<i1> {
  %0 = stablehlo.compare EQ, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %1 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %2 = stablehlo.compare GE, %arg0, %arg1, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %3 = stablehlo.compare GT, %arg2, %arg2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %4 = stablehlo.compare LE, %arg3, %arg3, UNSIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  %5 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type NOTYPE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %6 = stablehlo.compare EQ, %arg4, %arg2 : (tensor<?xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<i1>
}

// CHECK-LABEL: func.func @select
// CHECK-NEXT: %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
// CHECK-NEXT: %1 = stablehlo.select %arg3, %arg4, %arg4 : tensor<2x2xi1>, tensor<2x2xi32>
// CHECK-NEXT: %2 = stablehlo.select %arg0, %arg4, %arg4 : tensor<i1>, tensor<2x2xi32>
// CHECK-NEXT: %3 = stablehlo.select %arg3, %arg4, %arg5 : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<?x2xi32>) -> tensor<2x2xi32>
// GENERIC-LABEL: sym_name = "select"
// GENERIC: = "stablehlo.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
func.func @select(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<2x2xi1>, %arg4: tensor<2x2xi32>, %arg5: tensor<?x2xi32>) -> tensor<f32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
  %1 = stablehlo.select %arg3, %arg4, %arg4 : tensor<2x2xi1>, tensor<2x2xi32>
  %2 = stablehlo.select %arg0, %arg4, %arg4 : (tensor<i1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %3 = stablehlo.select %arg3, %arg4, %arg5 : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<?x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @clamp
// CHECK-NEXT: %0 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<3xi32>
// CHECK-NEXT: %1 = stablehlo.clamp %arg2, %arg1, %arg2 : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
// CHECK-NEXT: %2 = stablehlo.clamp %arg2, %arg1, %arg0 : (tensor<i32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
func.func @clamp(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<i32>) -> tensor<3xi32> {
  %0 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<3xi32>
  %1 = stablehlo.clamp %arg2, %arg1, %arg2 : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  %2 = stablehlo.clamp %arg2, %arg1, %arg0 : (tensor<i32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// CHECK-LABEL: func.func @bitcast_convert
// CHECK-NEXT: %0 = stablehlo.bitcast_convert %arg0 : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT: %1 = stablehlo.bitcast_convert %arg1 : (tensor<f64>) -> tensor<4xf16>
// CHECK-NEXT: %2 = stablehlo.bitcast_convert %1 : (tensor<4xf16>) -> tensor<f64>
// CHECK-NEXT: %3 = stablehlo.bitcast_convert %arg2 : (tensor<3x2xcomplex<f64>>) -> tensor<3x2x2xcomplex<f32>>
// CHECK-NEXT: %4 = stablehlo.bitcast_convert %arg3 : (tensor<?x4xi8>) -> tensor<?xi32>
// CHECK-NEXT: %5 = stablehlo.bitcast_convert %arg0 : (tensor<i32>) -> tensor<i32>
func.func @bitcast_convert(%arg0: tensor<i32>, %arg1: tensor<f64>, %arg2: tensor<3x2xcomplex<f64>>, %arg3: tensor<?x4xi8>) -> tensor<f32> {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<i32>) -> tensor<f32>
  %1 = stablehlo.bitcast_convert %arg1 : (tensor<f64>) -> tensor<4xf16>
  %2 = stablehlo.bitcast_convert %1 : (tensor<4xf16>) -> tensor<f64>
  %3 = stablehlo.bitcast_convert %arg2 : (tensor<3x2xcomplex<f64>>) -> tensor<3x2x2xcomplex<f32>>
  %4 = stablehlo.bitcast_convert %arg3 : (tensor<?x4xi8>) -> tensor<?xi32>
  %5 = stablehlo.bitcast_convert %arg0 : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @reshape
// CHECK-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %1 = stablehlo.reshape %arg1 : (tensor<?x4xf32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>>
// CHECK-NEXT: %2 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<16xf32>
func.func @reshape(%arg0: tensor<16xf32>, %arg1: tensor<?x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.reshape %arg1 : (tensor<?x4xf32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>>
  %2 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @transpose
// CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<1x?x3xi32, #stablehlo.bounds<?, 5, ?>>) -> tensor<3x1x?xi32, #stablehlo.bounds<?, ?, 5>>
// CHECK-NEXT: %2 = stablehlo.transpose %arg1, dims = [0, 1, 2] : (tensor<1x?x3xi32, #stablehlo.bounds<?, 5, ?>>) -> tensor<1x2x3xi32>
// GENERIC-LABEL: sym_name = "transpose"
// GENERIC: = "stablehlo.transpose"(%{{.*}}) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
func.func @transpose(%arg0: tensor<16x8xf32>, %arg1: tensor<1x?x3xi32, #stablehlo.bounds<?, 5, ?>>) -> tensor<8x16xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<1x?x3xi32, #stablehlo.bounds<?, 5, ?>>) -> tensor<3x1x?xi32, #stablehlo.bounds<?, ?, 5>>
  %2 = stablehlo.transpose %arg1, dims = [0, 1, 2] : (tensor<1x?x3xi32, #stablehlo.bounds<?, 5, ?>>) -> tensor<1x2x3xi32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
// CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
// CHECK-NEXT: %3 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<?xf32>) -> tensor<5xf32>
// GENERIC-LABEL: sym_name = "broadcast_in_dim"
// GENERIC: = "stablehlo.broadcast_in_dim"(%{{.*}}) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<16x16xf32>
func.func @broadcast_in_dim(%arg0: tensor<16xf32>, %arg1: tensor<1x3xi32>, %arg2: tensor<f32>, %arg3: tensor<?xf32>) -> tensor<16x16xf32> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
  %3 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<16x16xf32>
}

// The spec's examples of these ops (operands become arguments) parse and
// verify.

// CHECK-LABEL: func.func @spec_example_clamp
func.func @spec_example_clamp(%min: tensor<3xi32>, %operand: tensor<3xi32>, %max: tensor<3xi32>) {
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_compare
func.func @spec_example_compare(%lhs: tensor<2xf32>, %rhs: tensor<2xf32>) {
  %result = "stablehlo.compare"(%lhs, %rhs) {
    comparison_direction = #stablehlo<comparison_direction LT>,
    compare_type = #stablehlo<comparison_type FLOAT>
  } : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return
}

// CHECK-LABEL: func.func @spec_example_constant
func.func @spec_example_constant() {
  %output = "stablehlo.constant"() {
    value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  } : () -> tensor<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_transpose
func.func @spec_example_transpose(%operand: tensor<2x3x2xi32>) {
  %result = "stablehlo.transpose"(%operand) {
    permutation = array<i64: 2, 1, 0>
  } : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  func.return
}

// CHECK-LABEL: func.func @spec_example_custom_call_1
func.func @spec_example_custom_call_1(%input0: tensor<f64>) {
  %results = "stablehlo.custom_call"(%input0) {
    call_target_name = "foo",
    has_side_effect = false,
    backend_config = {bar = 42 : i32},
    api_version = 4 : i32,
    called_computations = [@foo]
  } : (tensor<f64>) -> tensor<f64>
  func.return
}

// CHECK-LABEL: func.func @spec_example_custom_call_2
func.func @spec_example_custom_call_2(%buffer: memref<4xf64>) {
  %updated_buffer = "stablehlo.custom_call"(%buffer) {
    call_target_name = "Update",
    api_version = 4 : i32,
    output_operand_aliases = [
      #stablehlo.output_operand_alias<output_tuple_indices = [],
        operand_index = 0,
        operand_tuple_indices = []>]
  } : (memref<4xf64>) -> memref<4xf64>
  func.return
}

// Buffers as upstream StableHLO accepts them: CreateBuffer, Pin and Unpin,
// and a tuple output whose buffer part is aliased to a buffer operand.
// CHECK-LABEL: func.func @custom_call_buffers
// CHECK: @CreateBuffer
// CHECK: @Pin
// CHECK: @Unpin
// CHECK: @Update
func.func @custom_call_buffers(%t: tensor<4xf32>, %b: memref<2xf64>) -> (tensor<4xf32>, tensor<3xi8>, memref<2xf64>) {
  %0 = stablehlo.custom_call @CreateBuffer() : () -> memref<4xf32>
  %1 = stablehlo.custom_call @Pin(%t) : (tensor<4xf32>) -> memref<?xf32>
  %2 = stablehlo.custom_call @Unpin(%0) : (memref<4xf32>) -> tensor<4xf32>
  %3:2 = stablehlo.custom_call @Update(%t, %b) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>]} : (tensor<4xf32>, memref<2xf64>) -> (tensor<3xi8>, memref<2xf64>)
  func.return %2, %3#0, %3#1 : tensor<4xf32>, tensor<3xi8>, memref<2xf64>
}

// Edge cases of the constraints: the valid programs closest to each limit.

// CHECK-LABEL: func.func @edge_clamp_compare_constant
func.func @edge_clamp_compare_constant(%lo: tensor<f32>, %x: tensor<3xf32>, %q: tensor<3x!quant.uniform<i8:f32, 0.5:1>>, %qlo: tensor<!quant.uniform<i8:f32, 0.25:0>>) {
  // clamp (C4): scalar bounds, a dynamic result dimension, quantized
  // types that differ only in scales and zero points.
  %0 = stablehlo.clamp %lo, %x, %lo : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<?xf32>
  %1 = stablehlo.clamp %qlo, %q, %qlo : (tensor<!quant.uniform<i8:f32, 0.25:0>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>, tensor<!quant.uniform<i8:f32, 0.25:0>>) -> tensor<3x!quant.uniform<i8:f32, 2.0:0>>
  // compare (C2): a dynamic result dimension.
  %2 = stablehlo.compare  GE, %x, %x,  FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<?xi1>
  // constant (C1): a quantized output from its storage type.
  %3 = stablehlo.constant() {value = dense<[1, -2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:1>>
  func.return
}

// CHECK-LABEL: func.func @edge_transpose_per_axis
func.func @edge_transpose_per_axis(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) {
  // (C1), (C4) the quantization dimension follows its dimension; (C3) the
  // identity permutation keeps the type.
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1}>>
  %1 = stablehlo.transpose %x, dims = [0, 1] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>
  func.return
}

// CHECK-LABEL: func.func @edge_custom_call
func.func @edge_custom_call(%x: tensor<2x3xi32>, %t: !stablehlo.token, %p: tuple<tensor<2xf32>, tuple<tensor<i32>>>, %u: tensor<*xf32>) {
  // Layouts: a permutation of [0, rank) for tensors, empty for tokens and
  // scalars; unranked tensors take any layout.
  %0:2 = stablehlo.custom_call @foo(%x, %t) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x3xi32>, !stablehlo.token) -> (tensor<2x3xi32>, !stablehlo.token)
  %1 = stablehlo.custom_call @foo(%u) {operand_layouts = [dense<[0, 1, 2]> : tensor<3xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (tensor<*xf32>) -> tensor<i32>
  // Aliases: tuple indices reach the innermost element on both sides; with
  // several results, output_tuple_indices index them.
  %2 = stablehlo.custom_call @foo(%p) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1, 0], operand_index = 0, operand_tuple_indices = [1, 0]>]} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %3:2 = stablehlo.custom_call @foo(%x, %t) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2x3xi32>, !stablehlo.token) -> (tensor<2x3xi32>, !stablehlo.token)
  // backend_config: a dictionary with API_VERSION_TYPED_FFI only, a string
  // with the other versions, absent with any.
  %4 = stablehlo.custom_call @foo(%x) {api_version = 4 : i32, backend_config = {}} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %5 = stablehlo.custom_call @foo(%x) {api_version = 3 : i32, backend_config = ""} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %6 = stablehlo.custom_call @foo(%x) {api_version = 0 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}
