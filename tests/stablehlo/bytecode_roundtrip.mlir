// Plain MLIR bytecode of a StableHLO program (schema/stablehlo_bytecode.yaml):
// every StableHLO attribute and type, written and read back, prints the same
// program; none is written as text (MLIR's fallback for an attribute or
// type its dialect cannot encode), so no `#stablehlo`/`!stablehlo` text is in
// the bytes. jaxlib reads what we write and we read what it writes
// (tests/interop/test_stablehlo_bytecode.py).
// RUN: stablehlo-opt %s > %t.text.mlir
// RUN: stablehlo-opt %s --emit-bytecode -o %t.mlirbc
// RUN: stablehlo-opt %t.mlirbc | diff %t.text.mlir -
// RUN: not grep -a -E "[#!]stablehlo" %t.mlirbc
// Generic form too (every attribute in the properties).
// RUN: stablehlo-opt %s --mlir-print-op-generic --emit-bytecode | stablehlo-opt --mlir-print-op-generic > %t.generic.mlir
// RUN: stablehlo-opt %s --mlir-print-op-generic | diff - %t.generic.mlir
// RUN: FileCheck %s --input-file=%t.text.mlir

// CHECK-LABEL: func.func @dims
func.func @dims(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>, %a: tensor<2x3x4xf32>,
                %b: tensor<2x4x5xf32>, %idx: tensor<2x1xi32>, %upd: tensor<2x3xf32>,
                %t: tensor<2x3xf32>) -> (tensor<1x6x6x16xf32>, tensor<2x3x5xf32>, tensor<2x1x3xf32>, tensor<2x3xf32>) {
  // CHECK: stablehlo.convolution
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
         window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
         {batch_group_count = 1 : i64, feature_group_count = 1 : i64,
          precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGH>]}
       : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  // CHECK: stablehlo.dot_general
  %1 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
         precision = [DEFAULT, DEFAULT],
         algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32,
                      lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1,
                      allow_imprecise_accumulation = false>
       : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // CHECK: stablehlo.gather
  %2 = "stablehlo.gather"(%t, %idx) {
         dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [],
                                               start_index_map = [0], index_vector_dim = 1>,
         slice_sizes = array<i64: 1, 3>, indices_are_sorted = true}
       : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
  // CHECK: stablehlo.scatter
  %3 = "stablehlo.scatter"(%t, %idx, %upd) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      stablehlo.return %y : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
                                                       scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      unique_indices = true}
     : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<1x6x6x16xf32>, tensor<2x3x5xf32>, tensor<2x1x3xf32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @enums
func.func @enums(%a: tensor<4xf32>, %c: tensor<4xcomplex<f32>>, %m: tensor<3x3xf32>, %s: tensor<2xui64>,
                 %lo: tensor<f32>, %sh: tensor<1xi64>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xcomplex<f32>>, tensor<3x3xf32>,
                 tensor<2xui64>, tensor<4xui32>, tensor<4xf32>) {
  // CHECK: stablehlo.compare  LT, %{{.*}}, %{{.*}},  TOTALORDER
  %0 = stablehlo.compare LT, %a, %a, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare GE, %a, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK: stablehlo.fft %{{.*}}, type =  IFFT
  %2 = stablehlo.fft %c, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  // CHECK: transpose_a = #stablehlo<transpose ADJOINT>
  %3 = "stablehlo.triangular_solve"(%m, %m) {left_side = true, lower = false, unit_diagonal = true,
         transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK: stablehlo.rng_bit_generator %{{.*}}, algorithm =  PHILOX
  %4:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  // CHECK: stablehlo.rng %{{.*}}, %{{.*}}, %{{.*}}, distribution =  NORMAL
  %5 = stablehlo.rng %lo, %lo, %sh, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4#0, %4#1, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xcomplex<f32>>, tensor<3x3xf32>,
    tensor<2xui64>, tensor<4xui32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @accuracy
func.func @accuracy(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.25, ulps = 3,
         mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  // CHECK: #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>
  %1 = stablehlo.tanh %a {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @collectives
func.func @collectives(%a: tensor<4xf32>, %tok: !stablehlo.token) -> (tensor<4xf32>, tensor<4xf32>, !stablehlo.token) {
  // CHECK: channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>
  %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, use_global_device_ids}
     : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>], device_ids=dense<[7, 6, 5, 4, 3, 2, 1, 0]> : tensor<8xi64>>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "x">]>
  %1 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<
         mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>],
                                device_ids = dense<[7, 6, 5, 4, 3, 2, 1, 0]> : tensor<8xi64>>,
         axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "x">]>}
       : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: !stablehlo.token
  %2 = "stablehlo.send"(%a, %tok) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}
       : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, !stablehlo.token
}

// CHECK-LABEL: func.func @custom_call
func.func @custom_call(%a: tensor<4xf32>, %t: tuple<tensor<2xf32>, tensor<4xf32>>) -> tensor<4xf32> {
  // CHECK: output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = [1]>]
  %0 = stablehlo.custom_call @foo(%a, %t) {output_operand_aliases = [#stablehlo.output_operand_alias<
         output_tuple_indices = [], operand_index = 1, operand_tuple_indices = [1]>],
         api_version = 4 : i32, backend_config = {x = 1 : i64}} : (tensor<4xf32>, tuple<tensor<2xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @bounds_and_future
// CHECK-SAME: tensor<?x3xf32, #stablehlo.bounds<5, ?>>
// CHECK-SAME: !stablehlo.future<tensor<2xf32>, tensor<i1>>
func.func @bounds_and_future(%a: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %f: !stablehlo.future<tensor<2xf32>, tensor<i1>>)
    -> (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, !stablehlo.future<tensor<2xf32>, tensor<i1>>) {
  return %a, %f : tensor<?x3xf32, #stablehlo.bounds<5, ?>>, !stablehlo.future<tensor<2xf32>, tensor<i1>>
}
