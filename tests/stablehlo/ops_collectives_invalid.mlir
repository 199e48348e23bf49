// Constraints of the collectives (spec numbers per op), replica_groups in
// both forms, and the structure of the mesh-axes attributes. Constraints on
// result types of ops with a shape function (all_reduce, all_to_all,
// collective_broadcast, collective_permute) show as "inferred type(s) ...
// are incompatible".
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// all_gather (C1) 0 <= all_gather_dim < rank(operands...).
func.func @all_gather_dim_out_of_range(%a: tensor<2x2xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C1) all_gather_dim (2) must be in [0, 2) for operand #0 of type 'tensor<2x2xi64>'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @all_gather_dim_negative(%a: tensor<2x2xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C1) all_gather_dim (-1) must be in [0, 2)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = -1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// all_gather (C2) is_unique(replica_groups).
func.func @all_gather_repeated_replica_id(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C2) id 1 appears more than once in replica_groups; each id must be in one group only, once}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather (C3), (C4) 0 <= replica_groups < size(replica_groups): the groups
// cover all replicas, so their ids are 0..n-1.
func.func @all_gather_replica_ids_not_covering(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C3), (C4) id 2 of replica_groups must be less than the number of ids (2): the groups must cover the ids 0 to 1 exactly}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather groups all have one size: -1 is no padding.
func.func @all_gather_negative_replica_id(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C3), (C4) replica_groups must hold ids >= 0, got -1}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @all_gather_replica_groups_not_2d(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{replica_groups must be a 2-dimensional tensor (one group per row), got 'tensor<2xi64>'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather (C5) If use_global_device_ids = true, then channel_id > 0.
func.func @all_gather_global_ids_without_channel(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C5) use_global_device_ids requires channel_id > 0 (a channel_handle with a positive handle), got 0}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, use_global_device_ids} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather (C6) dim(results..., all_gather_dim) = dim(operands...,
// all_gather_dim) * dim(process_groups, 1), checked as a multiple of the
// operand's size times the group size (upstream's own artifacts gather 16
// from 8 with groups of one).
func.func @all_gather_result_dim_not_scaled(%a: tensor<2x2xi64>) -> tensor<2x6xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 1 of result #0 has size 6, which must be a multiple of the operand's (2) times the size of a replica group (2)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x6xi64>
  return %0 : tensor<2x6xi64>
}

// -----

// With channel_id > 0 and use_global_device_ids = false
// (cross_replica_and_partition) each group also spans the partitions: the
// factor is a multiple of the group size.
func.func @all_gather_result_dim_not_multiple_across_partitions(%a: tensor<2xi64>) -> tensor<6xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 0 of result #0 has size 6, which must be a multiple of the operand's (2) times the size of a replica group (2)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

// -----

// With an inline mesh, the group size is the product of the referenced axes.
func.func @all_gather_result_dim_mesh_axes(%a: tensor<4xf32>) -> tensor<12xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 0 of result #0 has size 12, which must be a multiple of the operand's (4) times the size of a replica group (8)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>} : (tensor<4xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

func.func @all_gather_result_other_dim(%a: tensor<2x2xi64>) -> tensor<3x4xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) dimension 0 of result #0 ('tensor<3x4xi64>') must have the size of the operand's ('tensor<2x2xi64>')}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<3x4xi64>
  return %0 : tensor<3x4xi64>
}

// -----

func.func @all_gather_result_element_type(%a: tensor<2xi64>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) result #0 has element type 'i32', which must be the operand's, 'i64'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @all_gather_result_count(%a: tensor<2x2xi64>) -> tensor<2x4xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) must have one result per operand (1), got 2}}
  %0:2 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
  return %0#0 : tensor<2x4xi64>
}

// -----

// all_reduce (C1) is_unique(replica_groups).
func.func @all_reduce_repeated_replica_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) id 0 appears more than once in replica_groups}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_reduce (C2), (C3) 0 <= replica_groups < size(replica_groups); -1 pads a
// shorter group and is not an id.
func.func @all_reduce_replica_ids_not_covering(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C2), (C3) id 3 of replica_groups must be less than the number of ids (3): the groups must cover the ids 0 to 2 exactly}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [3, -1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_negative_replica_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C2), (C3) replica_groups must hold ids >= 0 (or -1 to pad a group), got -2}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_reduce (C4) If use_global_device_ids = true, then channel_id > 0.
func.func @all_reduce_global_ids_without_channel(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C4) use_global_device_ids requires channel_id > 0 (a channel_handle with a positive handle), got 0}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_reduce (C5) computation has type (tensor<E>, tensor<E>) -> (tensor<E>)
// where is_promotable(element_type(operand), E).
func.func @all_reduce_computation_argument_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C5) computation must take two arguments of one type tensor<E>, got ('tensor<f32>')}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_computation_not_scalar(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C5) computation must take two arguments of one type tensor<E>, got ('tensor<1xf32>', 'tensor<1xf32>')}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<1xf32>, %y: tensor<1xf32>):
    stablehlo.return %x : tensor<1xf32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_computation_return_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C5) computation must return one value of its argument type 'tensor<f32>', got ('tensor<f64>')}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.constant dense<0.0> : tensor<f64>
    stablehlo.return %c : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_computation_narrower(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+2 {{(C5) element type 'f32' of operand #0 must be promotable to the computation's element type 'f16' (the same kind of type, no narrower)}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f16>, %y: tensor<f16>):
    %s = stablehlo.add %x, %y : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @all_reduce_computation_other_kind(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C5) element type 'i32' of operand #1 must be promotable to the computation's element type 'f32'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0:2 = "stablehlo.all_reduce"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

// all_reduce (C6) shape(results...) = shape(operands...), by the shape function.
// spec: C6
func.func @all_reduce_result_shape(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+2 {{'stablehlo.all_reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// all_reduce (C7) element_type(results...) = E.
// spec: C7
func.func @all_reduce_result_element_type_not_e(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+2 {{'stablehlo.all_reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xbf16>'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @all_reduce_result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'stablehlo.all_reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>', 'tensor<4xf32>'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0:2 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

// all_to_all (C1) 0 <= split_dimension < rank(operands...).
func.func @all_to_all_split_dimension_out_of_range(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C1) split_dimension (2) must be in [0, 2) for operand #0 of type 'tensor<2x4xi64>'}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C2) dim(operands..., split_dimension) % split_count = 0.
func.func @all_to_all_split_dimension_not_divisible(%a: tensor<2x3xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C2) dimension 1 of operand #0 has size 3, which split_count (2) must divide}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C3) 0 <= concat_dimension < rank(operands...).
func.func @all_to_all_concat_dimension_out_of_range(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C3) concat_dimension (-1) must be in [0, 2) for operand #0 of type 'tensor<2x4xi64>'}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = -1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C4) 0 < split_count.
func.func @all_to_all_zero_split_count(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C4) split_count (0) must be positive}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C5) is_unique(replica_groups).
func.func @all_to_all_repeated_replica_id(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C5) id 1 appears more than once in replica_groups}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C6), (C7) 0 <= replica_groups < size(replica_groups).
func.func @all_to_all_replica_ids_not_covering(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C6), (C7) id 4 of replica_groups must be less than the number of ids (4)}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1], [2, 4]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C8) dim(replica_groups, 1) = split_count.
func.func @all_to_all_split_count_not_group_size(%a: tensor<2x4xi64>) -> tensor<8x1xi64> {
  // expected-error @+2 {{(C8) split_count (4) must equal the size of each replica group (2)}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<8x1xi64>
  return %0 : tensor<8x1xi64>
}

// -----

func.func @all_to_all_split_count_not_mesh_group_size(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C8) split_count (2) must equal the size of each replica group (4)}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C9) the result type, by the shape function.
// spec: C9
func.func @all_to_all_result_type(%a: tensor<2x4xi64>) -> tensor<2x4xi64> {
  // expected-error @+2 {{'stablehlo.all_to_all' op inferred type(s) 'tensor<4x2xi64>' are incompatible with return type(s) of operation 'tensor<2x4xi64>'}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

func.func @all_to_all_result_count(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{'stablehlo.all_to_all' op inferred type(s) 'tensor<4x2xi64>' are incompatible with return type(s) of operation 'tensor<4x2xi64>', 'tensor<4x2xi64>'}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0:2 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
  return %0#0 : tensor<4x2xi64>
}

// -----

// reduce_scatter (C1) dim(operand, scatter_dimension) % dim(process_groups, 1) = 0.
func.func @reduce_scatter_dim_not_divisible_by_group(%a: tensor<2x3xi64>) -> tensor<2x1xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C1) dimension 1 of the operand has size 3, which the process group size (2) must divide}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi64>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// -----

// reduce_scatter (C2) 0 <= scatter_dimension < rank(operand).
func.func @reduce_scatter_dimension_out_of_range(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C2) scatter_dimension (2) must be in [0, 2)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// reduce_scatter (C3) is_unique(replica_groups).
func.func @reduce_scatter_repeated_replica_id(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C3) id 0 appears more than once in replica_groups}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 0]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// reduce_scatter (C4), (C5) 0 <= replica_groups < size(replica_groups).
func.func @reduce_scatter_replica_ids_not_covering(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C4), (C5) id 2 of replica_groups must be less than the number of ids (2)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// reduce_scatter (C6) If use_global_device_ids = true, then channel_id > 0.
func.func @reduce_scatter_global_ids_without_channel(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C6) use_global_device_ids requires channel_id > 0 (a channel_handle with a positive handle), got 0}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// reduce_scatter (C7) computation has type (tensor<E>, tensor<E>) -> (tensor<E>)
// where is_promotable(element_type(operand), E).
func.func @reduce_scatter_computation_argument_count(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C7) computation must take two arguments of one type tensor<E>, got ('tensor<i64>', 'tensor<i64>', 'tensor<i64>')}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_scatter_computation_narrower(%a: tensor<2x4xi64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{(C7) element type 'i64' of operand #0 must be promotable to the computation's element type 'i32'}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// reduce_scatter (C8) dim(result, scatter_dimension) = dim(operand,
// scatter_dimension) / dim(process_groups, 1), the rest as the operand.
func.func @reduce_scatter_result_dim(%a: tensor<2x4xi64>) -> tensor<2x4xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) dimension 1 of the result has size 4, which must be the operand's (4) divided by the process group size (2)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

// cross_replica_and_partition: the process group size is a multiple of 2.
func.func @reduce_scatter_result_dim_across_partitions(%a: tensor<8xi64>) -> tensor<3xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) dimension 0 of the result has size 3, which must be the operand's (8) divided by the process group size (a multiple of 2)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<8xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

func.func @reduce_scatter_result_other_dim(%a: tensor<2x4xi64>) -> tensor<3x2xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) dimension 0 of result ('tensor<3x2xi64>') must have the size of the operand's ('tensor<2x4xi64>')}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<3x2xi64>
  return %0 : tensor<3x2xi64>
}

// -----

// reduce_scatter (C9) element_type(result) = E.
func.func @reduce_scatter_result_element_type_not_e(%a: tensor<4xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C9) result element type 'f16' must be the computation's element type 'f32'}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

// collective_permute (C1) dim(source_target_pairs, 1) = 2.
func.func @collective_permute_pairs_not_n_by_2(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C1) source_target_pairs must have shape [N, 2], got 'tensor<1x3xi64>'}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C2) is_unique(source_target_pairs[:, 0]).
func.func @collective_permute_repeated_source(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C2) source 0 appears more than once in source_target_pairs; each process may send to one target only}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C3) is_unique(source_target_pairs[:, 1]).
func.func @collective_permute_repeated_target(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C3) target 2 appears more than once in source_target_pairs; each process may receive from one source only}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 2], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C4) 0 <= source_target_pairs (< N, unknown statically).
func.func @collective_permute_negative_id(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C4) source_target_pairs[1] = [1, -1] must hold process ids >= 0}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, -1]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C5) type(result) = type(operand), by the shape function.
// spec: C5
func.func @collective_permute_result_type(%a: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+2 {{'stablehlo.collective_permute' op inferred type(s) 'tensor<2xi64>' are incompatible with return type(s) of operation 'tensor<2xi32>'}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// collective_broadcast (C1) is_unique(replica_groups).
func.func @collective_broadcast_repeated_replica_id(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C1) id 1 appears more than once in replica_groups}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[1, 0], [2, 1]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_broadcast (C2) 0 <= replica_groups (< N, unknown statically: the
// groups need not cover every process).
func.func @collective_broadcast_negative_replica_id(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C2) replica_groups must hold ids >= 0 (or -1 to pad a group), got -2}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[1, -2]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_broadcast (C3) without has_dynamic_root, size(operands) >= 1.
func.func @collective_broadcast_no_operand() -> () {
  // expected-error @+2 {{(C3) must have at least one operand}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  "stablehlo.collective_broadcast"() {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  return
}

// -----

// collective_broadcast (C3) type(results[j]) = type(operands[j]).
func.func @collective_broadcast_result_type(%a: tensor<2xi64>) -> tensor<3xi64> {
  // expected-error @+2 {{'stablehlo.collective_broadcast' op inferred type(s) 'tensor<2xi64>' are incompatible with return type(s) of operation 'tensor<3xi64>'}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

// collective_broadcast (C4) with has_dynamic_root, size(operands) >= 2.
func.func @collective_broadcast_dynamic_root_alone(%root: tensor<0xi32>) -> () {
  // expected-error @+2 {{(C4) with has_dynamic_root, must have at least two operands: the values and the root indices}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  "stablehlo.collective_broadcast"(%root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<0xi32>) -> ()
  return
}

// -----

// collective_broadcast (C4) the root indices have type
// tensor<[size(operands)-1]xi32>.
func.func @collective_broadcast_dynamic_root_type(%a: tensor<2xf32>, %b: tensor<3xf32>, %root: tensor<1xi32>) -> (tensor<2xf32>, tensor<3xf32>) {
  // expected-error @+2 {{(C4) with has_dynamic_root, the last operand holds one root index per other operand and must have type 'tensor<2xi32>', got 'tensor<1xi32>'}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0:2 = "stablehlo.collective_broadcast"(%a, %b, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<3xf32>, tensor<1xi32>) -> (tensor<2xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}

// -----

func.func @collective_broadcast_dynamic_root_element_type(%a: tensor<2xf32>, %root: tensor<1xi64>) -> tensor<2xf32> {
  // expected-error @+2 {{(C4) with has_dynamic_root, the last operand holds one root index per other operand and must have type 'tensor<1xi32>', got 'tensor<1xi64>'}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// collective_broadcast (C5) size(results) = size(operands) - 1 with
// has_dynamic_root: the root indices have no result.
// spec: C5
func.func @collective_broadcast_dynamic_root_result_count(%a: tensor<2xf32>, %root: tensor<1xi32>) -> (tensor<2xf32>, tensor<1xi32>) {
  // expected-error @+2 {{'stablehlo.collective_broadcast' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>', 'tensor<1xi32>'}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0:2 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> (tensor<2xf32>, tensor<1xi32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<1xi32>
}

// -----

// collective_broadcast (C5) size(results) = size(operands) without
// has_dynamic_root.
// spec: C5
func.func @collective_broadcast_result_count(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{'stablehlo.collective_broadcast' op inferred type(s) 'tensor<2xi64>' are incompatible with return type(s) of operation 'tensor<2xi64>', 'tensor<2xi64>'}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0:2 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  return %0#0 : tensor<2xi64>
}

// -----

// collective_broadcast (C6) 0 <= operands[size(operands)-1] <
// shape(replica_groups)[1], when the root indices are a constant.
func.func @collective_broadcast_constant_root_out_of_range(%a: tensor<2xf32>) -> tensor<2xf32> {
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  // expected-error @+2 {{(C6) root index 2 must be in [0, 2)}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// With a mesh given by symbol the group size is unknown; a negative root
// index is still out of range.
func.func @collective_broadcast_constant_root_negative_mesh(%a: tensor<2xf32>) -> tensor<2xf32> {
  %root = stablehlo.constant dense<[-1]> : tensor<1xi32>
  // expected-error @+2 {{(C6) root index -1 must be in [0, size of a replica group)}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// collective_reduce (C1) is_unique(replica_groups).
func.func @collective_reduce_repeated_replica_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C1) id 3 appears more than once in replica_groups}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[3, 3]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// collective_reduce (C2) 0 <= replica_groups (< N, unknown statically).
func.func @collective_reduce_negative_replica_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C2) replica_groups must hold ids >= 0 (or -1 to pad a group), got -5}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[-5, 0]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// collective_reduce (C3) shape(results) = shape(operands).
func.func @collective_reduce_result_shape(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op (C3) result #0 has type 'tensor<5xf32>', whose shape must be the operand's, 'tensor<4xf32>'}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @collective_reduce_result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op (C3) must have one result per operand (1), got 2}}
  %0:2 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

// collective_reduce (C3) with has_dynamic_root, shape(results) =
// shape(operands[0, size(operands)-2]).
func.func @collective_reduce_dynamic_root_result_count(%a: tensor<4xf32>, %root: tensor<1xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op (C3) must have one result per operand but the root indices (1), got 2}}
  %0:2 = "stablehlo.collective_reduce"(%a, %root) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<1xi32>) -> (tensor<4xf32>, tensor<1xi32>)
  return %0#0 : tensor<4xf32>
}

// -----

// collective_reduce (C3) the root indices are 1-dimensional, with
// num_elements = size(operands) - 1.
func.func @collective_reduce_dynamic_root_elements(%a: tensor<4xf32>, %root: tensor<2xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op (C3) with has_dynamic_root, the last operand holds one root index per other operand and must have type 'tensor<1xi32>', got 'tensor<2xi32>'}}
  %0 = "stablehlo.collective_reduce"(%a, %root) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collective_reduce_dynamic_root_missing() -> () {
  // expected-error @+1 {{'stablehlo.collective_reduce' op (C3) with has_dynamic_root, the last operand must hold the root indices, but there is none}}
  "stablehlo.collective_reduce"() ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : () -> ()
  return
}

// -----

// collective_reduce (C4) computation has type (tensor<E>, tensor<E>) ->
// (tensor<E>) where is_promotable(element_type(operand), E).
func.func @collective_reduce_computation_return_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C4) computation must return one value of its argument type 'tensor<f32>', got ('tensor<f32>', 'tensor<f32>')}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x, %y : tensor<f32>, tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collective_reduce_computation_other_kind(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{(C4) element type 'i32' of operand #0 must be promotable to the computation's element type 'f32'}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Mesh axes: (is_unique) an axis referenced twice repeats devices, also with
// a mesh given by symbol.
func.func @mesh_axes_axis_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) axes 'x' and 'x' of replica_groups overlap, so groups would repeat devices; reference each axis once, or disjoint sub-axes of it}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_overlapping_sub_axes(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) axes 'x':(1)4 and 'x':(2)2 of replica_groups overlap}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)4>, #stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_sub_axis_and_full_axis(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) axes 'y' and 'y':(1)2 of replica_groups overlap}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Mesh axes: (range) a sub-axis beyond its axis names devices that do not
// exist.
func.func @mesh_axes_sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C2) sub-axis 'x':(2)4 does not fit axis 'x' of size 4: pre_size * size must divide the axis size}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)4>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_sub_axis_empty(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C2) sub-axis 'x':(1)0 must have pre_size >= 1 and size >= 1}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)0>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_repeated_device_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) mesh device_ids repeats device 1, which would be in a group twice}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[1, 1]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_device_id_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{mesh device_ids must have one id per device (2, the product of the axis sizes), got 3}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[0, 1, 2]> : tensor<3xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_axis_size_zero(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{mesh axis 'x' must have a positive size, got 0}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 0>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @replica_groups_wrong_attribute_kind(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op attribute 'replica_groups' failed to satisfy constraint: 64-bit signless integer elements attribute or Replica groups given by mesh axes}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = [0, 1]} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @mesh_axes_unknown_axis(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{axis 'z' is not an axis of the mesh}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "z">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_mesh_not_a_mesh(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{mesh must be a symbol reference or a #stablehlo.mesh, got "m"}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = "m", axes = []>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_axis_not_an_axis_ref(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{axes must be #stablehlo.axis_ref attributes, got 0 : i64}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @m, axes = [0 : i64]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Replica groups in the mesh-axes form: each op's is_unique and range
// constraints, as in the dense form above. A sub-axis that does not fit its
// axis names ids beyond the devices; an axis referenced twice repeats ids.
// all_gather (C3), (C4).
func.func @all_gather_mesh_sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{(C3), (C4) sub-axis 'x':(2)4 does not fit axis 'x' of size 4: pre_size * size must divide the axis size}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)4>]>} : (tensor<4xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

// all_gather (C2) in the mesh form.
func.func @all_gather_mesh_axis_twice(%a: tensor<4xf32>) -> tensor<64xf32> {
  // expected-error @+1 {{(C2) axes 'x' and 'x' of replica_groups overlap}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

// -----

// all_reduce (C2), (C3) in the mesh form.
func.func @all_reduce_mesh_sub_axis_does_not_fit(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C2), (C3) sub-axis 'y':(1)3 does not fit axis 'y' of size 2}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)3>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_reduce (C1) in the mesh form.
func.func @all_reduce_mesh_overlapping_sub_axes(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) axes 'x':(1)2 and 'x':(1)4 of replica_groups overlap}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "x", sub_axis_info = (1)4>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_to_all (C6), (C7) in the mesh form.
func.func @all_to_all_mesh_sub_axis_empty(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C6), (C7) sub-axis 'x':(0)2 must have pre_size >= 1 and size >= 1}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (0)2>]>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C5) in the mesh form.
func.func @all_to_all_mesh_axis_twice(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C5) axes 'y' and 'y' of replica_groups overlap}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "y">]>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// reduce_scatter (C4), (C5) in the mesh form.
func.func @reduce_scatter_mesh_sub_axis_does_not_fit(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C4), (C5) sub-axis 'x':(4)2 does not fit axis 'x' of size 4}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (4)2>]>, scatter_dimension = 1 : i64} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// reduce_scatter (C3) in the mesh form: a mesh whose device_ids repeat.
func.func @reduce_scatter_mesh_repeated_device(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{(C3) mesh device_ids repeats device 0, which would be in a group twice}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[0, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>, scatter_dimension = 1 : i64} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// all_to_all (C9) with split_dimension != concat_dimension, by the shape
// function: the split dimension shrinks, the concatenated one grows.
// spec: C9
func.func @all_to_all_result_dims_swapped(%a: tensor<2x4xi64>) -> tensor<1x8xi64> {
  // expected-error @+2 {{'stablehlo.all_to_all' op inferred type(s) 'tensor<4x2xi64>' are incompatible with return type(s) of operation 'tensor<1x8xi64>'}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<1x8xi64>
  return %0 : tensor<1x8xi64>
}

// -----

// all_to_all (C9) with split_dimension = concat_dimension: the type is kept.
// spec: C9
func.func @all_to_all_same_dimension_result_changed(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+2 {{'stablehlo.all_to_all' op inferred type(s) 'tensor<2x4xi64>' are incompatible with return type(s) of operation 'tensor<2x2xi64>'}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// collective_permute (C5): the shape is kept too.
// spec: C5
func.func @collective_permute_result_shape(%a: tensor<2xi64>) -> tensor<3xi64> {
  // expected-error @+2 {{'stablehlo.collective_permute' op inferred type(s) 'tensor<2xi64>' are incompatible with return type(s) of operation 'tensor<3xi64>'}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

// reduce_scatter (C1) in the mesh form: an inline mesh gives the group size,
// here 4 (axis x), which must divide the scattered dimension.
func.func @reduce_scatter_mesh_dim_not_divisible(%a: tensor<2x6xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C1) dimension 1 of the operand has size 6, which the process group size (4) must divide}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x6xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// reduce_scatter (C8) in the mesh form: 8 / 4 (axis x) = 2.
func.func @reduce_scatter_mesh_result_dim(%a: tensor<2x8xi64>) -> tensor<2x4xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) dimension 1 of the result has size 4, which must be the operand's (8) divided by the process group size (4)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x8xi64>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

// collective_broadcast (C6) in the mesh form: groups of the sub-axis
// y:(1)2 hold 2 devices.
func.func @collective_broadcast_mesh_root_out_of_range(%a: tensor<2xf32>) -> tensor<2xf32> {
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  // expected-error @+2 {{(C6) root index 2 must be in [0, 2)}}
  // expected-error @+1 {{'stablehlo.collective_broadcast' op failed to infer returned types}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
