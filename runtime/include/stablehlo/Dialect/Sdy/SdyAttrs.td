//===- SdyAttrs.td - sdy attributes ------------------------*- tablegen -*-===//
//
// The attributes of the sdy dialect: meshes, axis references, shardings and
// sharding rules. Mnemonics, parameters (names and order) and the textual
// syntax are those the producers of sdy programs print; the checks that need
// a mesh (axis names, sub-axes, ranks) are made where a sharding meets the
// value it annotates (SdyVerifiers.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_SDY_SDYATTRS_TD
#define STABLEHLO_DIALECT_SDY_SDYATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
include "stablehlo/Dialect/Sdy/SdyDialect.td"

class Sdy_Attr<string name, string attrMnemonic> : AttrDef<Sdy_Dialect, name> {
  let mnemonic = attrMnemonic;
}

/// `#sdy<manual_axes{"x", "y"}>`: the axes a manual_computation is manual on.
def Sdy_ManualAxes : ArrayOfAttr<Sdy_Dialect, "ManualAxes", "manual_axes",
                                 "StringAttr"> {
  let summary = "Mesh axes a manual computation is manual on";
  let assemblyFormat = "`{` (`}`) : ($value^ `` `}`)?";
}

/// `"x"=8`
def Sdy_MeshAxis : Sdy_Attr<"MeshAxis", "mesh_axis"> {
  let summary = "A named mesh axis and its size";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        AttrOrTypeParameter<"int64_t", "axis size">:$size);
  let assemblyFormat = "`` $name `` `=` `` $size";
  let genVerifyDecl = 1;
}

/// `<["x"=4, "y"=2]>`, `<["a"=2, "b"=2], device_ids=[0, 2, 1, 3]>`,
/// `<[]>` (empty), `<[], device_ids=[3]>` (one device).
def Sdy_Mesh : Sdy_Attr<"Mesh", "mesh"> {
  let summary = "Axes of a device mesh, with an optional device order";
  let parameters = (ins
      OptionalArrayRefParameter<"MeshAxisAttr", "mesh axes">:$axes,
      OptionalArrayRefParameter<"int64_t", "device order">:$device_ids);
  let assemblyFormat = [{
    `<` `[` (`]`):($axes^ `]`)?
      (`,` `device_ids` `` `=` `` `[` $device_ids^ `]`)? `>`
  }];
  let genVerifyDecl = 1;
  // A device order that is the default one (0, 1, 2, ...) is dropped, so
  // that the same mesh has one form.
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<MeshAxisAttr>":$axes,
                     "::llvm::ArrayRef<int64_t>":$device_ids), [{
      return $_get($_ctxt, axes, dropDefaultDeviceOrder(axes, device_ids));
    }]>
  ];
  let extraClassDeclaration = [{
    /// `deviceIds`, or nothing when it is 0, 1, 2, ... over all devices.
    static ::llvm::ArrayRef<int64_t> dropDefaultDeviceOrder(
        ::llvm::ArrayRef<MeshAxisAttr> axes, ::llvm::ArrayRef<int64_t> deviceIds);
    /// The size of axis `name`, or nullopt when the mesh has no such axis.
    std::optional<int64_t> findAxisSize(::llvm::StringRef name) const;
  }];
}

/// `(2)4`: the sub-axis of size 4 after a pre-size of 2.
def Sdy_SubAxisInfo : Sdy_Attr<"SubAxisInfo", "sub_axis_info"> {
  let summary = "Where a sub-axis lies in its full axis";
  let parameters = (ins
      AttrOrTypeParameter<"int64_t", "product of the sub-axes before it">:$pre_size,
      AttrOrTypeParameter<"int64_t", "sub-axis size">:$size);
  let assemblyFormat = "`(` $pre_size `)` `` $size";
}

/// `"x"` or `"x":(2)4`
def Sdy_AxisRef : Sdy_Attr<"AxisRef", "axis_ref"> {
  let summary = "A mesh axis or a sub-axis of one";
  let parameters = (ins
      StringRefParameter<"axis name">:$name,
      OptionalParameter<"SubAxisInfoAttr", "sub-axis, if one">:$sub_axis_info);
  let assemblyFormat = "`` $name (`` `:` `` $sub_axis_info^)?";
}

def Sdy_AxisRefs : OptionalArrayRefParameter<"AxisRefAttr", "axis references">;

/// `{"x", "y"}`, `{"x", ?}` (open), `{}p0` (with a priority).
def Sdy_DimensionSharding : Sdy_Attr<"DimensionSharding", "dimension_sharding"> {
  let summary = "The axes one tensor dimension is sharded on, major to minor";
  let parameters = (ins
      Sdy_AxisRefs:$axes,
      AttrOrTypeParameter<"bool", "whether more axes may be added">:$is_closed,
      OptionalParameter<"std::optional<int64_t>", "priority">:$priority);
  let hasCustomAssemblyFormat = 1;
}

/// A mesh named by a symbol (`@mesh`) or given inline (`mesh<[...]>`).
def Sdy_MeshOrRef : AnyAttrOf<[Sdy_Mesh, FlatSymbolRefAttr],
                              "mesh attribute or flat mesh symbol reference"> {
  string cppType = "::mlir::Attribute";
}

/// `<@mesh, [{"x"}, {}], replicated={"y"}, unreduced={"z"}>`
def Sdy_TensorSharding : Sdy_Attr<"TensorSharding", "sharding"> {
  let summary = "The sharding of a tensor over a mesh";
  let parameters = (ins
      Sdy_MeshOrRef:$mesh_or_ref,
      OptionalArrayRefParameter<"DimensionShardingAttr",
                                "one per dimension">:$dim_shardings,
      Sdy_AxisRefs:$replicated_axes,
      Sdy_AxisRefs:$unreduced_axes);
  let assemblyFormat = [{
    `<` custom<MeshOrRef>($mesh_or_ref) `,` `[` (`]`):($dim_shardings^ `]`)? ``
        custom<ReplicatedAndUnreducedAxes>($replicated_axes, $unreduced_axes)
    `>`
  }];
  let extraClassDeclaration = [{
    /// The mesh: the inline one, or the `sdy.mesh` symbol's as seen from
    /// `op` (null when there is none).
    MeshAttr getMesh(::mlir::Operation *op) const;
  }];
}

/// `<[<@mesh, [{"x"}]>, <@mesh, [{}]>]>`
def Sdy_TensorShardingPerValue
    : Sdy_Attr<"TensorShardingPerValue", "sharding_per_value"> {
  let summary = "One tensor sharding per operand or result";
  let parameters = (ins OptionalArrayRefParameter<"TensorShardingAttr",
                                                  "one per value">:$shardings);
  let assemblyFormat = "`<` `[` (`]`):($shardings^ `]`)? `>`";
}

/// `ij`: the factors one dimension maps to (nothing for none).
def Sdy_DimMapping : Sdy_Attr<"DimMapping", "dim_mapping"> {
  let summary = "The factors a tensor dimension is mapped to";
  let parameters = (ins OptionalArrayRefParameter<"int64_t",
                                                  "factor indices">:$factor_indices);
  let hasCustomAssemblyFormat = 1;
}

/// `[i, jk]`
def Sdy_TensorMapping : Sdy_Attr<"TensorMapping", "tensor_mapping"> {
  let summary = "The factor mapping of each dimension of a tensor";
  let parameters = (ins OptionalArrayRefParameter<"DimMappingAttr",
                                                  "one per dimension">:$dim_mappings);
  let assemblyFormat = "`` `[` (`]`):($dim_mappings^ `]`)? ``";
}

/// `<([i, k], [k, j])->([i, j]) {i=8, j=16, k=8} reduction={k}, custom>`
def Sdy_OpShardingRule : Sdy_Attr<"OpShardingRule", "op_sharding_rule"> {
  let summary = "How an op can be partitioned, as factors of its dimensions";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t", "size of each factor">:$factor_sizes,
      OptionalArrayRefParameter<"TensorMappingAttr", "per operand">:$operand_mappings,
      OptionalArrayRefParameter<"TensorMappingAttr", "per result">:$result_mappings,
      OptionalArrayRefParameter<"int64_t", "reduction factors">:$reduction_factors,
      OptionalArrayRefParameter<"int64_t",
                                "factors needing replication">:$need_replication_factors,
      OptionalArrayRefParameter<"int64_t", "permutation factors">:$permutation_factors,
      OptionalArrayRefParameter<"int64_t",
                                "factors not propagated along">:$blocked_propagation_factors,
      DefaultValuedParameter<"bool", "false", "whether a user wrote it">:$is_custom_rule);
  let assemblyFormat = [{
    `<`
    `(` $operand_mappings `)`
    `` `->` ``
    `(` $result_mappings `)` ``
    custom<FactorSizes>($factor_sizes) ``
    custom<FactorsOfKind>($reduction_factors, "\"reduction\"") ``
    custom<FactorsOfKind>($need_replication_factors, "\"need_replication\"") ``
    custom<FactorsOfKind>($permutation_factors, "\"permutation\"") ``
    custom<FactorsOfKind>($blocked_propagation_factors, "\"blocked_propagation\"") ``
    custom<CustomRuleFlag>($is_custom_rule)
    `>`
  }];
}

/// `{"x", "y":(1)2}`
def Sdy_AxisRefList : ArrayOfAttr<Sdy_Dialect, "AxisRefList", "axis_ref_list",
                                  "AxisRefAttr"> {
  let summary = "A list of axis references";
  let assemblyFormat = "`{` (`}`) : ($value^ `` `}`)?";
}

/// `[{"x"}, {}]`
def Sdy_ListOfAxisRefLists : ArrayOfAttr<Sdy_Dialect, "ListOfAxisRefLists",
                                         "list_of_axis_ref_lists",
                                         "AxisRefListAttr"> {
  let summary = "A list of axis reference lists";
}

/// `{"x"}: 0->1`
def Sdy_AllToAllParam : Sdy_Attr<"AllToAllParam", "all_to_all_param"> {
  let summary = "Axes and source/target dimensions of one all-to-all";
  let parameters = (ins
      ArrayRefParameter<"AxisRefAttr", "axes">:$axes,
      AttrOrTypeParameter<"int64_t", "source dimension">:$src_dim,
      AttrOrTypeParameter<"int64_t", "target dimension">:$tgt_dim);
  let assemblyFormat = "`` `{` $axes `}` `` `:` $src_dim `` `->` `` $tgt_dim";
}

def Sdy_AllToAllParamList : ArrayOfAttr<Sdy_Dialect, "AllToAllParamList",
                                        "all_to_all_param_list",
                                        "AllToAllParamAttr"> {
  let summary = "A list of all-to-all parameters";
}

#endif // STABLEHLO_DIALECT_SDY_SDYATTRS_TD
