//===- SdyBytecode.td - bytecode of the sdy attributes -----*- tablegen -*-===//
//
// How sdy attributes are written in MLIR bytecode, for mlir-tblgen
// -gen-bytecode. The position of an entry in SdyBytecodeAttrs is its code
// on the wire, and the members of each entry are written in the order
// listed: both are what the producers of sdy programs write, so artifacts
// cross between them and us in both directions. Codes never change or get
// reused; a retired one stays as ReservedOrDead.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_SDY_SDYBYTECODE_TD
#define STABLEHLO_DIALECT_SDY_SDYBYTECODE_TD

include "mlir/IR/BytecodeBase.td"
include "mlir/IR/BuiltinDialectBytecode.td"

/// A string member of an sdy attribute, read with its getter.
def SdyString : WithGetter<"$_attrType.$_getMember()", String>;

/// An attribute member that may be null.
class SdyOptional<AttributeKind kind> :
  WithParser<"succeeded($_reader.readOptionalAttribute($_var))",
  WithPrinter<"$_writer.writeOptionalAttribute($_getter)", kind>>;

/// An optional non-negative integer: a varint whose flag says it is present.
def SdyOptionalVarInt :
  WithPrinter<"writeOptionalVarInt($_writer, $_getter)",
  WithParser<"succeeded(readOptionalVarInt($_reader, $_var))",
  WithType<"std::optional<uint64_t>">>>;

def SdyBc_ManualAxes : DialectAttribute<(attr
  Array<StringAttr>:$value
)> { let cType = "ManualAxesAttr"; }

def SdyBc_MeshAxis : DialectAttribute<(attr
  SdyString:$name,
  SignedVarInt:$size
)> {
  let cType = "MeshAxisAttr";
  let cBuilder = "getCheckedMeshAxis(context, $_args)";
}

def SdyBc_Mesh : DialectAttribute<(attr
  Array<SdyBc_MeshAxis>:$axes,
  Array<SignedVarIntList>:$device_ids
)> {
  let cType = "MeshAttr";
  let cBuilder = "getCheckedMesh(context, $_args)";
}

def SdyBc_SubAxisInfo : DialectAttribute<(attr
  SignedVarInt:$pre_size,
  SignedVarInt:$size
)> { let cType = "SubAxisInfoAttr"; }

def SdyBc_AxisRef : DialectAttribute<(attr
  SdyString:$name,
  SdyOptional<SdyBc_SubAxisInfo>:$sub_axis_info
)> { let cType = "AxisRefAttr"; }

def SdyBc_DimensionSharding : DialectAttribute<(attr
  Array<SdyBc_AxisRef>:$axes,
  Bool:$is_closed,
  SdyOptionalVarInt:$priority
)> { let cType = "DimensionShardingAttr"; }

/// A sharding without unreduced axes: the first form, which every reader
/// knows.
def SdyBc_TensorSharding : DialectAttribute<(attr
  Attribute:$mesh_or_ref,
  Array<SdyBc_DimensionSharding>:$dim_shardings,
  Array<SdyBc_AxisRef>:$replicated_axes
)> {
  let cType = "TensorShardingAttr";
  let cBuilder = [{
    $_resultType::get(context, mesh_or_ref, dim_shardings, replicated_axes,
                      /*unreduced_axes=*/{})
  }];
  let printerPredicate = "$_val.getUnreducedAxes().empty()";
}

/// A sharding with unreduced axes.
def SdyBc_TensorShardingUnreduced : DialectAttribute<(attr
  Attribute:$mesh_or_ref,
  Array<SdyBc_DimensionSharding>:$dim_shardings,
  Array<SdyBc_AxisRef>:$replicated_axes,
  Array<SdyBc_AxisRef>:$unreduced_axes
)> {
  let cType = "TensorShardingAttr";
  let printerPredicate = "!$_val.getUnreducedAxes().empty()";
}

def SdyBc_TensorShardingPerValue : DialectAttribute<(attr
  Array<SdyBc_TensorSharding>:$shardings
)> {
  let cType = "TensorShardingPerValueAttr";
  let printerPredicate = "!hasUnreducedAxes($_val)";
}

def SdyBc_TensorShardingPerValueUnreduced : DialectAttribute<(attr
  Array<SdyBc_TensorShardingUnreduced>:$shardings
)> {
  let cType = "TensorShardingPerValueAttr";
  let printerPredicate = "hasUnreducedAxes($_val)";
}

def SdyBc_DimMapping : DialectAttribute<(attr
  Array<SignedVarIntList>:$factor_indices
)> { let cType = "DimMappingAttr"; }

def SdyBc_TensorMapping : DialectAttribute<(attr
  Array<SdyBc_DimMapping>:$dim_mappings
)> { let cType = "TensorMappingAttr"; }

def SdyBc_OpShardingRule : DialectAttribute<(attr
  Array<SignedVarIntList>:$factor_sizes,
  Array<SdyBc_TensorMapping>:$operand_mappings,
  Array<SdyBc_TensorMapping>:$result_mappings,
  Array<SignedVarIntList>:$reduction_factors,
  Array<SignedVarIntList>:$need_replication_factors,
  Array<SignedVarIntList>:$permutation_factors,
  Array<SignedVarIntList>:$blocked_propagation_factors,
  Bool:$is_custom_rule
)> { let cType = "OpShardingRuleAttr"; }

def SdyBc_AxisRefList : DialectAttribute<(attr
  Array<SdyBc_AxisRef>:$value
)> { let cType = "AxisRefListAttr"; }

def SdyBc_ListOfAxisRefLists : DialectAttribute<(attr
  Array<SdyBc_AxisRefList>:$value
)> { let cType = "ListOfAxisRefListsAttr"; }

def SdyBc_AllToAllParam : DialectAttribute<(attr
  Array<SdyBc_AxisRef>:$axes,
  SignedVarInt:$src_dim,
  SignedVarInt:$tgt_dim
)> { let cType = "AllToAllParamAttr"; }

def SdyBc_AllToAllParamList : DialectAttribute<(attr
  Array<SdyBc_AllToAllParam>:$value
)> { let cType = "AllToAllParamListAttr"; }

/// The wire codes, in order. Code 17 (a sharding with a reduction kind) is
/// newer than the readers we exchange artifacts with, and not known here:
/// an artifact holding it is refused by the generated reader.
def SdyBytecodeAttrs : DialectAttributes<"sdy"> {
  let elems = [
    /*  0 */ SdyBc_ManualAxes,
    /*  1 */ SdyBc_MeshAxis,
    /*  2 */ SdyBc_Mesh,
    /*  3 */ SdyBc_SubAxisInfo,
    /*  4 */ SdyBc_AxisRef,
    /*  5 */ SdyBc_DimensionSharding,
    /*  6 */ SdyBc_TensorSharding,
    /*  7 */ SdyBc_TensorShardingPerValue,
    /*  8 */ SdyBc_DimMapping,
    /*  9 */ SdyBc_TensorMapping,
    /* 10 */ SdyBc_OpShardingRule,
    /* 11 */ SdyBc_AxisRefList,
    /* 12 */ SdyBc_ListOfAxisRefLists,
    /* 13 */ SdyBc_AllToAllParam,
    /* 14 */ SdyBc_AllToAllParamList,
    /* 15 */ SdyBc_TensorShardingUnreduced,
    /* 16 */ SdyBc_TensorShardingPerValueUnreduced
  ];
}

#endif // STABLEHLO_DIALECT_SDY_SDYBYTECODE_TD
