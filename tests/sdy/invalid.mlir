// Refusals of the sdy dialect: its parser, the checks of meshes, and the
// checks of shardings and sharding rules against the values they annotate.
// jaxlib 0.10.2 (its sdy dialect) refuses every one of these programs too;
// where both check the same thing the message is its phrase.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+2 {{axis size must be at least 1, got: 0}}
// expected-error @+1 {{failed to parse Sdy_Mesh parameter 'axes'}}
sdy.mesh @zero_size_axis = <["x"=0]>

// -----

// expected-error @+1 {{duplicate axis name: "x"}}
sdy.mesh @duplicate_axis = <["x"=2, "x"=2]>

// -----

// expected-error @+1 {{total product of axis sizes must match total number of device ids, got: 4 != 3}}
sdy.mesh @device_count = <["x"=4], device_ids=[0, 2, 1]>

// -----

// expected-error @+1 {{sorted device ids must be iota(product(axes)), got: 0, 0}}
sdy.mesh @repeated_device_id = <["x"=2], device_ids=[0, 0]>

// -----

// expected-error @+1 {{axes is empty and device_ids has more than one element}}
sdy.mesh @two_devices_no_axes = <[], device_ids=[0, 1]>

// -----

// expected-error @+1 {{device id must be non-negative, got: -1}}
sdy.mesh @negative_device = <[], device_ids=[-1]>

// -----

func.func @mesh_outside_module() {
  // expected-error @+1 {{expects parent op 'builtin.module'}}
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "m"}> : () -> ()
  return
}

// -----

func.func @unknown_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{unknown mesh: @nowhere}}
  %0 = sdy.sharding_constraint %arg0 <@nowhere, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @unknown_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{unknown axis name: "z"}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"z"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @rank_mismatch(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{sharding doesn't match tensor rank: 2 != 1}}
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @duplicate_axis_ref(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{duplicate axis ref: "x"}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {"x"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @sub_axis_is_full_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{sub-axis size is equal to the full axis size: "y":(1)2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y":(1)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @sub_axis_outside_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{sub-axis next pre-size 8 doesn't divide the size of the full axis 4: "x":(4)2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x":(4)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @sub_axis_and_full_axis(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{both sub-axis and full-axis are used for axis name: "x"}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {"x":(1)2}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=8]>
func.func @overlapping_sub_axes(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{overlapping sub-axes: "x":(1)4, "x":(2)2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x":(1)4}, {"x":(2)2}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @priority_on_empty_closed_dim(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{dim 0 is empty and closed but has a priority}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}p1]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
// expected-error @+1 {{'func.func' op arg 0 - unknown axis name: "w"}}
func.func @argument_sharding(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"w"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
// expected-error @+1 {{'func.func' op result 0 - sharding doesn't match tensor rank: 0 != 1}}
func.func @result_sharding(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
  return %arg0 : tensor<8xf32>
}

// -----

// expected-error @+1 {{arg 0 - should have a sharding attribute of type TensorShardingAttr, got 1 : i32}}
func.func @argument_sharding_not_a_sharding(%arg0: tensor<8xf32> {sdy.sharding = 1 : i32}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @op_sharding_not_per_value(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{should have a sharding attribute of type TensorShardingPerValueAttr}}
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding<@mesh, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @op_sharding_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{result shardings don't match number of values: 2 shardings vs 1 values}}
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_operand_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{number of operands and mappings must match: 1 != 2}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_rank(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{operand - mapping rank must match: 2 != 1}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_factor_out_of_range(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{result - expecting factor indices to be within 0<=...<num_factors; received: 1, num_factors: 1}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_unused_factor(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{has factor j=4 that isn't used in operand and result mappings}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_dimension_without_factor(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{operand - dim mapping must have at least one factor}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([#sdy.dim_mapping])->([i]) {i=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_reduction_factor_in_result(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{reduction factor cannot be in result mappings}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8} reduction={i}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_factor_of_two_kinds(%arg0: tensor<8x4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{a factor can only be in one of the reduction, need replication, or permutation factor sets}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=4} reduction={j} permutation={j}>} : (tensor<8x4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @manual_local_shape(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{operand shape, corresponding sharding, and region operand shape at index 0 must match. Expected local shape 'tensor<4xf32>', actual local shape 'tensor<8xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<8xf32>) {
    %1 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
    sdy.return %1 : tensor<16xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @manual_unknown_axis(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{unknown manual axis: "w"}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"w"} (%arg1: tensor<16xf32>) {
    sdy.return %arg1 : tensor<16xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @manual_sharding_count(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{operand shardings don't match number of values: 2 shardings vs 1 values}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={} (%arg1: tensor<16xf32>) {
    sdy.return %arg1 : tensor<16xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @manual_region_arguments(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{number of op operands and region operands must match. Op has 1 op operands and 2 region operands}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={} (%arg1: tensor<16xf32>, %arg2: tensor<16xf32>) {
    sdy.return %arg1 : tensor<16xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @named_argument_type(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{expected the type of the 0'th block argument to match the type of the corresponding operand: 'tensor<8xf32>' vs 'tensor<16xf32>'}}
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8xf32>) {
    %1 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
    sdy.return %1 : tensor<16xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @priority_not_a_number(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+2 {{expecting priority in format 'p<number>', got: q1}}
  // expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}q1]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @priority_leading_zero(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+2 {{priorities with leading zeros are not allowed, got: p01}}
  // expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}p01]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @unknown_axis_list(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{failed to parse Sdy_TensorSharding, expected valid named axis list after comma: 'replicated={...}' or 'unreduced={...}'}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}], partial={"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @replicated_twice(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{failed to parse Sdy_TensorSharding, expected valid named axis list after comma: 'replicated' appears twice}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}], replicated={"x"}, replicated={"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @mesh_by_string(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{invalid kind of attribute specified: expected a mesh symbol (@name) or an inline mesh (mesh<[...]>), got "mesh"}}
  %0 = sdy.sharding_constraint %arg0 <"mesh", [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @factor_name_not_a_factor(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+3 {{expecting symbol from 'i' to 'z'. Received: 'a'}}
  // expected-error @+2 {{failed to parse Sdy_TensorMapping parameter 'dim_mappings'}}
  // expected-error @+1 {{failed to parse Sdy_OpShardingRule parameter 'operand_mappings'}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([a])->([a]) {a=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @factor_number_leading_zero(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+3 {{expecting positive integer without leading zeros. Received: '01'}}
  // expected-error @+2 {{failed to parse Sdy_TensorMapping parameter 'dim_mappings'}}
  // expected-error @+1 {{failed to parse Sdy_OpShardingRule parameter 'operand_mappings'}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([z_01])->([i]) {i=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @factor_sizes_out_of_order(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {i=#, j=#, ...}). Expecting factor index symbol 'i', received: 'j'}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {j=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @factor_size_names_two_factors(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expecting single factor symbol: j (one factor name before '=', got 'ij')}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {ij=8}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @factor_kind_names_two_factors(%arg0: tensor<8x4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expecting single factor symbol: j (one factor name per entry, got 'ij')}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=4} reduction={ij}>} : (tensor<8x4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_flag_not_custom(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected 'custom'}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}, user>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_dynamic_shape(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{operand - expected a ranked tensor with a static shape. type: 'tensor<?xf32>'}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @rule_reused_factor(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{operand - cannot reuse factors for the same tensor value}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, i])->([i, i]) {i=8}>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @rule_unit_factor_in_compound(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{operand - dim mapping can't have a factor of size 1 if there are multiple factors}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([ij]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_factors_unsorted(%arg0: tensor<8x4xf32>) -> tensor<f32> {
  // expected-error @+1 {{indices of special factors must be sorted}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([]) {i=8, j=4} reduction={j, i}>} : (tensor<8x4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @rule_factor_index_too_large(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{index must be less than 1, got: 1}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8} blocked_propagation={j}>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_not_a_rule(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{should have a sharding rule attribute of type OpShardingRuleAttr for attr named 'sdy.sharding_rule'}}
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding_rule = "ij"} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @one_device = <[], device_ids=[0]>
func.func @maximal_sharding_with_dimensions(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.}}
  %0 = sdy.sharding_constraint %arg0 <@one_device, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @sharding_on_op_without_results(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{result 0 - a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.}}
  stablehlo.custom_call @f(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], replicated={"x"}>]>} : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @non_shaped_value(%arg0: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes. type: '!stablehlo.token', sharding: #sdy.sharding<@mesh, [], replicated={"x"}>}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [], replicated={"x"}> : !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @unranked_value(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{only ranked tensors can have a sharding. type: 'tensor<*xf32>'}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, []> : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @tuple_of_two(%arg0: tuple<tensor<8xf32>, tensor<8xf32>>) -> tuple<tensor<8xf32>, tensor<8xf32>> {
  // expected-error @+1 {{ops can only have a sharding for a tuple of size 1}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}]> : tuple<tensor<8xf32>, tensor<8xf32>>
  return %0 : tuple<tensor<8xf32>, tensor<8xf32>>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @sub_axis_pre_size(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{sub-axis pre-size must be at least 1: "x":(0)2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x":(0)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @sub_axis_size_one(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{sub-axis sizes must be greater than 1: "x":(1)1}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x":(1)1}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @manual_result_count(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{number of op results and region results must match. Op has 1 op results and 2 region results}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={} (%arg1: tensor<16xf32>) {
    sdy.return %arg1, %arg1 : tensor<16xf32>, tensor<16xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @manual_not_divisible(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{operand dimension size 6 is not divisible by the manual axes size 4}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<1xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    sdy.return %1 : tensor<6xf32>
  } : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @named_result_types(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<8xf32>' are incompatible with return type(s) of operation 'tensor<16xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<16xf32>) {
    %1 = stablehlo.slice %arg1 [0:8] : (tensor<16xf32>) -> tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @named_block_argument_count(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{number of block arguments must match the number of operands: 0 != 1}}
  %0 = sdy.named_computation<"f">(%arg0) () {
    %1 = stablehlo.constant dense<0.0> : tensor<16xf32>
    sdy.return %1 : tensor<16xf32>
  } : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}
