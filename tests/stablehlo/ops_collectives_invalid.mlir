// Constraints of the collectives (spec numbers per op), replica_groups in
// both forms, and the structure of the mesh-axes attributes. Constraints on
// result types of ops with a shape function (all_reduce, all_to_all,
// collective_broadcast, collective_permute) show as "inferred type(s) ...
// are incompatible".
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// all_gather (C1) 0 <= all_gather_dim < rank(operands...).
func.func @all_gather_dim_out_of_range(%a: tensor<2x2xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C1) all_gather_dim must be a valid index of operand; got 2 for operand #0 of type 'tensor<2x2xi64>'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @all_gather_dim_negative(%a: tensor<2x2xi64>) -> tensor<2x2xi64> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.all_gather' op attribute 'all_gather_dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = -1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// all_gather (C2) is_unique(replica_groups).
func.func @all_gather_repeated_replica_id(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C2) replica id #1 seen more than once}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather (C3), (C4) 0 <= replica_groups < size(replica_groups): the groups
// cover all replicas, so their ids are 0..n-1.
func.func @all_gather_replica_ids_not_covering(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C3), (C4) replica id #1 not seen in replica groups}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather groups all have one size: -1 is no padding.
func.func @all_gather_negative_replica_id(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{(C3), (C4) Invalid replica id -1}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @all_gather_replica_groups_not_2d(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{replica groups should be a rank 2 tensor (one group per row), got 'tensor<2xi64>'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @all_gather_result_other_dim(%a: tensor<2x2xi64>) -> tensor<3x4xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) operand and result should have the same shape except for the dimension size at 'all_gather_dim': dimension 0 of result #0 ('tensor<3x4xi64>') differs from the operand's ('tensor<2x2xi64>')}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<3x4xi64>
  return %0 : tensor<3x4xi64>
}

// -----

func.func @all_gather_result_element_type(%a: tensor<2xi64>) -> tensor<4xi32> {
  // spec: C6
  // expected-error @+1 {{'stablehlo.all_gather' op requires the same element type for operand and result at index 0; operand #0 has type 'tensor<2xi64>', result #0 'tensor<4xi32>'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @all_gather_result_count(%a: tensor<2x2xi64>) -> tensor<2x4xi64> {
  // spec: C6
  // expected-error @+1 {{'stablehlo.all_gather' op requires the same number of operands and results; it has 1 operands and 2 results}}
  %0:2 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
  return %0#0 : tensor<2x4xi64>
}

// -----

// all_reduce (C1) is_unique(replica_groups).
func.func @all_reduce_repeated_replica_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C1) replica id #0 seen more than once}}
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
  // expected-error @+2 {{(C2), (C3) replica id #2 not seen in replica groups}}
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
  // expected-error @+2 {{(C2), (C3) replica id #1 not seen in replica groups}}
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
  // expected-error @+2 {{(C4) channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
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
  // expected-error @+2 {{(C5) Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_computation_not_scalar(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C5) The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<1xf32>' vs 'tensor<f32>'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<1xf32>, %y: tensor<1xf32>):
    stablehlo.return %x : tensor<1xf32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_computation_return_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C5) The type of reduction-region's parameter at index 0 is different than the corresponding result type: 'tensor<f32>' vs 'tensor<f64>'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.constant dense<0.0> : tensor<f64>
    stablehlo.return %c : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_computation_other_kind(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+2 {{(C5) The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i32>'}}
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
  // expected-error @+2 {{(C1) AllToAll split_dimension 2 is out-of-bounds for input rank 2 (operand #0 of type 'tensor<2x4xi64>')}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C2) dim(operands..., split_dimension) % split_count = 0.
func.func @all_to_all_split_dimension_not_divisible(%a: tensor<2x3xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C2) split dimension has size 3, expected to be a multiple of split_count 2 (dimension 1 of operand #0)}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C3) 0 <= concat_dimension < rank(operands...).
func.func @all_to_all_concat_dimension_out_of_range(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // spec: C3
  // expected-error @+1 {{'stablehlo.all_to_all' op attribute 'concat_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = -1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C4) 0 < split_count.
func.func @all_to_all_zero_split_count(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // spec: C4
  // expected-error @+1 {{'stablehlo.all_to_all' op attribute 'split_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C5) is_unique(replica_groups).
func.func @all_to_all_repeated_replica_id(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C5) replica id #1 seen more than once}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C6), (C7) 0 <= replica_groups < size(replica_groups).
func.func @all_to_all_replica_ids_not_covering(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C6), (C7) replica id #3 not seen in replica groups}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1], [2, 4]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// all_to_all (C8) dim(replica_groups, 1) = split_count.
func.func @all_to_all_split_count_not_group_size(%a: tensor<2x4xi64>) -> tensor<8x1xi64> {
  // expected-error @+2 {{(C8) group size of replica_groups must be 4 (split_count), but it is 2}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<8x1xi64>
  return %0 : tensor<8x1xi64>
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
  // expected-error @+1 {{'stablehlo.all_to_all' op requires the same number of operands and results; it has 1 operands and 2 results}}
  %0:2 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
  return %0#0 : tensor<4x2xi64>
}

// -----

// reduce_scatter (C2) 0 <= scatter_dimension < rank(operand).
func.func @reduce_scatter_dimension_out_of_range(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C2) scatter dim should be less than operand/result rank; got scatter_dimension 2 for rank 2}}
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
  // expected-error @+1 {{(C3) replica id #0 seen more than once}}
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
  // expected-error @+1 {{(C4), (C5) replica id #0 not seen in replica groups}}
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
  // expected-error @+1 {{(C6) channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
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
  // expected-error @+1 {{(C7) Reduction-region must take 2 parameters, but takes 3 parameter(s)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @reduce_scatter_computation_narrower(%a: tensor<2x4xi64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{(C7) The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i32>' vs 'tensor<i64>'}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// cross_replica_and_partition: the process group size is a multiple of 2.
func.func @reduce_scatter_result_dim_across_partitions(%a: tensor<8xi64>) -> tensor<3xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) operand scatter dimension has size 8, expected to be a multiple of result scatter dimension size 3}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<8xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

func.func @reduce_scatter_result_other_dim(%a: tensor<2x4xi64>) -> tensor<3x2xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C8) non scatter dimensions should be same for operand (2) and result (3) in dimension 0}}
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
  // expected-error @+1 {{'stablehlo.reduce_scatter' op (C9) result element-type is expected to be 'f32', but got 'f16'}}
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
  // expected-error @+2 {{(C1) expect source_target_pairs attribute of shape (N, 2), but got (1, 3)}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C2) is_unique(source_target_pairs[:, 0]).
func.func @collective_permute_repeated_source(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C2) duplicate sources not allowed. Process 0 sends in more than one pair}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C3) is_unique(source_target_pairs[:, 1]).
func.func @collective_permute_repeated_target(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C3) duplicate targets not allowed. Process 2 receives in more than one pair}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 2], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C4) 0 <= source_target_pairs (< N, unknown statically).
func.func @collective_permute_negative_id(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+2 {{(C4) replica ids in source_target_pairs must be >= 0. Got -1 in pair 1}}
  // expected-error @+1 {{'stablehlo.collective_permute' op failed to infer returned types}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, -1]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_permute (C5) type(result) = type(operand), by the shape function.
// spec: C5
func.func @collective_permute_result_type(%a: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.collective_permute' op requires the same element type for all operands and results}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// collective_broadcast (C1) is_unique(replica_groups).
func.func @collective_broadcast_repeated_replica_id(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{(C1) replica id #1 seen more than once}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[1, 0], [2, 1]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_broadcast (C2) 0 <= replica_groups (< N, unknown statically: the
// groups need not cover every process).
func.func @collective_broadcast_negative_replica_id(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{(C2) replica_groups values must be positive, but was given -2}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[1, -2]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// collective_broadcast (C3) without has_dynamic_root, size(operands) >= 1.
func.func @collective_broadcast_no_operand() -> () {
  // expected-error @+1 {{(C3) collective_broadcast requires at least one data operand}}
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
  // expected-error @+1 {{(C4) collective_broadcast with has_dynamic_root=true requires at least two operands (data + root)}}
  "stablehlo.collective_broadcast"(%root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<0xi32>) -> ()
  return
}

// -----

// collective_broadcast (C4) the root indices have type
// tensor<[size(operands)-1]xi32>.
func.func @collective_broadcast_dynamic_root_type(%a: tensor<2xf32>, %b: tensor<3xf32>, %root: tensor<1xi32>) -> (tensor<2xf32>, tensor<3xf32>) {
  // expected-error @+1 {{(C4) last operand of collective_broadcast with has_dynamic_root=true must have the same number of elements as data operands (2), but got 1}}
  %0:2 = "stablehlo.collective_broadcast"(%a, %b, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<3xf32>, tensor<1xi32>) -> (tensor<2xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<3xf32>
}

// -----

func.func @collective_broadcast_dynamic_root_element_type(%a: tensor<2xf32>, %root: tensor<1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{(C4) last operand of collective_broadcast with has_dynamic_root=true must be a rank-1 i32 tensor, but got 'tensor<1xi64>'}}
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

// collective_reduce (C1) is_unique(replica_groups).
func.func @collective_reduce_repeated_replica_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C1) replica id #3 seen more than once}}
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
  // expected-error @+1 {{(C2) replica id #1 not seen in replica groups}}
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
  // expected-error @+1 {{(C3) last operand of collective_reduce with has_dynamic_root=true must have the same number of elements as data operands (1), but got 2}}
  %0 = "stablehlo.collective_reduce"(%a, %root) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collective_reduce_dynamic_root_missing() -> () {
  // expected-error @+1 {{(C3) collective_reduce with has_dynamic_root=true requires at least two operands (data + root)}}
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
  // expected-error @+1 {{(C4) Reduction-region here must produce 1 tensors, but produces 2 instead}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x, %y : tensor<f32>, tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collective_reduce_computation_other_kind(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{(C4) The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @replica_groups_wrong_attribute_kind(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op attribute 'replica_groups' failed to satisfy constraint: 64-bit signless integer elements attribute or mesh and axes based replica groups representation.}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = [0, 1]} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @mesh_axes_unknown_axis(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{axis 'z' not found in mesh definition}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "z">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_mesh_not_a_mesh(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{mesh must be a FlatSymbolRefAttr or MeshAttr (a symbol reference or a #stablehlo.mesh), got "m"}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = "m", axes = []>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_axes_axis_not_an_axis_ref(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected AxisRefAttr in axes list (#stablehlo.axis_ref), got 0 : i64}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @m, axes = [0 : i64]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
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

// Upstream's weaker rules, which the verifier keeps (the spec's full rules
// are in spec_check_collectives.mlir).

// all_gather (C5): with use_global_device_ids, upstream refuses only a
// negative channel id.
func.func @all_gather_global_ids_negative_channel(%a: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C5) channel_id cannot be negative when useGlobalDeviceIds is set; got -1}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = -1, type = 0>, use_global_device_ids} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// all_gather (C6): the gathered dimension must be a multiple of the operand's.
func.func @all_gather_result_dim_not_multiple(%a: tensor<2x2xi64>) -> tensor<2x5xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op (C6) result gather dimension has size 5, expected to be a multiple of operand gather dimension size 2 (dimension 1 of result #0)}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x5xi64>
  return %0 : tensor<2x5xi64>
}

// -----

// all_gather: upstream refuses a gathered dimension of size 0.
func.func @all_gather_zero_operand_dim(%a: tensor<0x2xi64>) -> tensor<0x2xi64> {
  // expected-error @+1 {{'stablehlo.all_gather' op dimension size of operand at 'all_gather_dim' cannot be zero: dimension 0 of operand #0 ('tensor<0x2xi64>') has size 0}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<0x2xi64>) -> tensor<0x2xi64>
  return %0 : tensor<0x2xi64>
}

// -----

// all_gather: with use_global_device_ids, upstream refuses empty groups.
func.func @all_gather_global_ids_empty_groups(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{if `use_global_device_ids` is set, the replica groups cannot be empty; got 'tensor<0x0xi64>'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// all_reduce: likewise.
func.func @all_reduce_global_ids_empty_groups(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{if `use_global_device_ids` is set, the replica groups cannot be empty; got 'tensor<1x0xi64>'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<> : tensor<1x0xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all_reduce (C5) as upstream checks it: the computation's second argument
// must have the result's type, but for the width of a float.
func.func @all_reduce_computation_second_argument(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+2 {{(C5) The type of reduction-region's parameter at index 1 is different than the corresponding result type: 'tensor<i64>' vs 'tensor<i32>'}}
  // expected-error @+1 {{'stablehlo.all_reduce' op failed to infer returned types}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i64>):
    stablehlo.return %x : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// all_to_all (C8): empty replica_groups have no group of split_count ids.
func.func @all_to_all_empty_replica_groups(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // expected-error @+2 {{(C8) group size of replica_groups must be 2, but replica_groups is empty ('tensor<0x2xi64>')}}
  // expected-error @+1 {{'stablehlo.all_to_all' op failed to infer returned types}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<> : tensor<0x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// reduce_scatter: upstream refuses a scattered dimension of size 0.
func.func @reduce_scatter_zero_result_dim(%a: tensor<2x4xi64>) -> tensor<2x0xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op result dimension size at scatter_dimension cannot be zero: dimension 1 of the result ('tensor<2x0xi64>') has size 0}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x0xi64>
  return %0 : tensor<2x0xi64>
}

// -----

func.func @reduce_scatter_zero_operand_dim(%a: tensor<2x0xi64>) -> tensor<2x1xi64> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op operand dimension size at scatter_dimension cannot be zero: dimension 1 of the operand ('tensor<2x0xi64>') has size 0}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x0xi64>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// -----

// collective_broadcast (C2): a -1 is refused (no padding of groups).
func.func @collective_broadcast_padding_id(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C2) replica_groups values must be positive, but was given -1}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// collective_reduce (C2) as upstream checks it: the ids cover 0..k-1.
func.func @collective_reduce_replica_ids_not_covering(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C2) replica id #1 not seen in replica groups}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// collective_reduce: upstream requires a positive channel id with
// use_global_device_ids.
func.func @collective_reduce_global_ids_without_channel(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// collective_reduce (C3): at least one data operand.
func.func @collective_reduce_no_operand() {
  // expected-error @+1 {{'stablehlo.collective_reduce' op (C3) collective_reduce requires at least one data operand}}
  "stablehlo.collective_reduce"() ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  return
}

// -----

func.func @collective_reduce_dynamic_root_only(%r: tensor<0xi32>) {
  // expected-error @+1 {{(C3) collective_reduce with has_dynamic_root=true requires at least two operands (data + root)}}
  "stablehlo.collective_reduce"(%r) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<0xi32>) -> ()
  return
}

// -----

// cross-replica-sum (not in the spec): the result has the operand's type, as
// upstream requires.
func.func @cross_replica_sum_result_type(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'stablehlo.cross-replica-sum' op requires compatible types for all operands and results; the result has type 'tensor<4xf16>', the operand 'tensor<4xf32>'}}
  %0 = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// A mesh given by symbol must name a symbol visible from the op (upstream
// checks that it exists, not what it is). Each collective that takes
// mesh-axes replica_groups checks it.
func.func @mesh_symbol_not_found_all_gather(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.all_gather' op replica_groups: mesh symbol 'missing' not found; define a mesh named @missing (for example an sdy.mesh op) in the module that holds the op, or give the mesh inline as #stablehlo.mesh<axes = [...]>}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @missing, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @mesh_symbol_not_found_all_reduce(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' op replica_groups: mesh symbol 'missing' not found}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @missing, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_symbol_not_found_reduce_scatter(%a: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.reduce_scatter' op replica_groups: mesh symbol 'missing' not found}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @missing, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_symbol_not_found_all_to_all(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.all_to_all' op replica_groups: mesh symbol 'missing' not found}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @missing, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @mesh_symbol_not_found_collective_broadcast(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op replica_groups: mesh symbol 'missing' not found}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @missing, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mesh_symbol_not_found_collective_reduce(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.collective_reduce' op replica_groups: mesh symbol 'missing' not found}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @missing, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// The symbol is looked up in the module that holds the op only: a mesh in a
// nested module is not visible from the outer one.
module {
  module @inner {
    sdy.mesh @hidden = <["x"=2]>
  }
  func.func @mesh_symbol_in_nested_module(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'stablehlo.collective_broadcast' op replica_groups: mesh symbol 'hidden' not found}}
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @hidden, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// collective_reduce: each result has the element type of the computation's
// arguments, as upstream infers it (the spec fixes the shapes only).
func.func @collective_reduce_result_element_type(%a: tensor<4xi16>) -> tensor<4xi16> {
  // expected-error @+2 {{'stablehlo.collective_reduce' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<4xi16>'}}
  // expected-error @+1 {{'stablehlo.collective_reduce' op failed to infer returned types}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// reduce_scatter (C2): a negative scatter_dimension is refused by the
// attribute's constraint, before the verifier (as upstream).
func.func @reduce_scatter_dimension_negative(%a: tensor<2x4xi64>) -> tensor<2x2xi64> {
  // spec: C2
  // expected-error @+1 {{'stablehlo.reduce_scatter' op attribute 'scatter_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = -1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

// all_to_all (C1): a negative split_dimension, likewise.
func.func @all_to_all_split_dimension_negative(%a: tensor<2x4xi64>) -> tensor<4x2xi64> {
  // spec: C1
  // expected-error @+1 {{'stablehlo.all_to_all' op attribute 'split_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = -1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

// -----

// collective_broadcast: dense replica_groups must be 2-dimensional (upstream's
// words for this op, which differ from the other collectives').
func.func @collective_broadcast_rank1_groups(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{replica groups should be a rank 2 tensor,but instead it is of rank 1}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// collective_broadcast: as upstream, the replica groups are checked before
// the results are compared with the operands.
func.func @collective_broadcast_groups_before_results(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{(C1) replica id #0 seen more than once}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// collective_broadcast (C4): a root operand of dynamic length never matches
// the count of the other operands (upstream prints the dynamic size as is).
func.func @collective_broadcast_dynamic_root_length(%a: tensor<2xf32>, %root: tensor<?xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{(C4) last operand of collective_broadcast with has_dynamic_root=true must have the same number of elements as data operands (1), but got -9223372036854775808}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<?xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// collective_broadcast (C4): the root operand is 1-dimensional.
func.func @collective_broadcast_scalar_root(%a: tensor<2xf32>, %root: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+1 {{(C4) last operand of collective_broadcast with has_dynamic_root=true must be a rank-1 i32 tensor, but got 'tensor<i32>'}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// collective_reduce (C3): the root operand is a 1-dimensional tensor of
// 32-bit integers.
func.func @collective_reduce_root_rank2(%a: tensor<4xf32>, %root: tensor<1x1xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{(C3) last operand of collective_reduce with has_dynamic_root=true must be a rank-1 i32 tensor, but got 'tensor<1x1xi32>'}}
  %0 = "stablehlo.collective_reduce"(%a, %root) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<1x1xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
