// The sdy dialect: a program with every sdy op and attribute the tools know
// (meshes with and without device order, inline meshes, sub-axes, open
// dimensions, priorities, replicated and unreduced axes, sharding
// constraints, reshards, manual and named computations, sharding groups,
// per-value shardings, sharding rules with every factor kind, the custom
// flag and factor names past `z`). The CHECK lines are the program as
// jaxlib 0.10.2 (its sdy dialect) prints it; ours must print the same, in
// the custom and the generic form, and after a trip through a portable
// artifact at the oldest, a middle and the current target.
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s
// RUN: stablehlo-translate --serialize --target=%minimum_version --allow-other-dialects %s \
// RUN:   | stablehlo-translate --deserialize | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.15.0 --allow-other-dialects %s \
// RUN:   | stablehlo-translate --deserialize | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current --allow-other-dialects %s \
// RUN:   | stablehlo-translate --deserialize | FileCheck %s
// The artifact holds the sdy ops and attributes as they are (generic form of
// the VHLO program).
// RUN: stablehlo-translate --serialize --target=current --allow-other-dialects %s \
// RUN:   | stablehlo-opt --mlir-print-op-generic | FileCheck %s --check-prefix=VHLO
// VHLO: "sdy.mesh"() <{mesh = #sdy.mesh<["x"=4, "y"=2]>, sym_name = "mesh"}>
// VHLO: "vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"sdy.sharding"> = #sdy.sharding<@mesh, [{"x", ?}p1, {?}]>}>
// VHLO: "sdy.manual_computation"
// VHLO-SAME: manual_axes = #sdy<manual_axes{"x", "y"}>

module @sharded attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  sdy.mesh @ordered = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3]>
  sdy.mesh @single = <[], device_ids=[3]>
  sdy.mesh @empty = <[]>
  func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}], replicated={"x":(2)2}, unreduced={"y"}>}) -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<mesh<["z"=2]>, [{"z"}p0, {}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {"y"}]> : tensor<16x8xf32>
    %1 = sdy.reshard %0 <@ordered, [{"b", "a"}, {}]> : tensor<16x8xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=16, j=8, k=8} reduction={k}>} : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %3 = stablehlo.custom_call @op(%2) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([ij, k]) {i=4, j=4, k=8} need_replication={k} blocked_propagation={i}, custom>} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %4 = sdy.manual_computation(%3) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}], replicated={"y"}>] manual_axes={"x", "y"} (%arg2: tensor<4x4xf32>) {
      %8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.pad %arg2, %8, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x8xf32>
      sdy.return %9 : tensor<4x8xf32>
    } : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %5 = sdy.named_computation<"body">(%4) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] (%arg2: tensor<16x8xf32>) {
      %8 = stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {?}]>]>} : tensor<16x8xf32>
      sdy.return %8 : tensor<16x8xf32>
    } : (tensor<16x8xf32>) -> tensor<16x8xf32>
    sdy.sharding_group %5 group_id=3 : tensor<16x8xf32>
    return %5 : tensor<16x8xf32>
  }
  func.func @many_factors(%arg0: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32> {
    %0 = stablehlo.custom_call @op(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1, z_2])->([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1, z_2]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=1, z_2=1} permutation={z_2}>} : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
    return %0 : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  }
}

// CHECK-LABEL: module @sharded
// CHECK-NEXT: sdy.mesh @mesh = <["x"=4, "y"=2]>
// CHECK-NEXT: sdy.mesh @ordered = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3]>
// CHECK-NEXT: sdy.mesh @single = <[], device_ids=[3]>
// CHECK-NEXT: sdy.mesh @empty = <[]>
// CHECK-NEXT: func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}], replicated={"x":(2)2}, unreduced={"y"}>}) -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<mesh<["z"=2]>, [{"z"}p0, {}]>}) {
// CHECK-NEXT: %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {"y"}]> : tensor<16x8xf32>
// CHECK-NEXT: %1 = sdy.reshard %0 <@ordered, [{"b", "a"}, {}]> : tensor<16x8xf32>
// CHECK-NEXT: %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=16, j=8, k=8} reduction={k}>} : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: %3 = stablehlo.custom_call @op(%2) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([ij, k]) {i=4, j=4, k=8} need_replication={k} blocked_propagation={i}, custom>} : (tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: %4 = sdy.manual_computation(%3) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}], replicated={"y"}>] manual_axes={"x", "y"} (%arg2: tensor<4x4xf32>) {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %6 = stablehlo.pad %arg2, %cst, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x8xf32>
// CHECK-NEXT: sdy.return %6 : tensor<4x8xf32>
// CHECK-NEXT: } : (tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: %5 = sdy.named_computation<"body">(%4) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] (%arg2: tensor<16x8xf32>) {
// CHECK-NEXT: %6 = stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {?}]>]>} : tensor<16x8xf32>
// CHECK-NEXT: sdy.return %6 : tensor<16x8xf32>
// CHECK-NEXT: } : (tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: sdy.sharding_group %5 group_id=3 : tensor<16x8xf32>
// CHECK-NEXT: return %5 : tensor<16x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @many_factors(%arg0: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32> {
// CHECK-NEXT: %0 = stablehlo.custom_call @op(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1, z_2])->([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1, z_2]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=1, z_2=1} permutation={z_2}>} : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
// CHECK-NEXT: return %0 : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
