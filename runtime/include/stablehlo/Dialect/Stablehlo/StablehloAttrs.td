//===- StablehloAttrs.td - StableHLO attributes ------------*- tablegen -*-===//
//
// Attributes of the StableHLO dialect (the enum attributes are generated
// from the schema: generated/stablehlo/StablehloEnums.td).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_ATTRS_TD
#define STABLEHLO_DIALECT_STABLEHLO_ATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/TensorEncoding.td"
include "stablehlo/Dialect/Stablehlo/StablehloDialect.td"
include "generated/stablehlo/StablehloEnums.td"
include "stablehlo/Dialect/Stablehlo/StablehloInterfaces.td"

class Stablehlo_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Stablehlo_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

/// precision_config: an array of precision enum attributes.
def Stablehlo_PrecisionConfigAttr :
    TypedArrayAttrBase<StableHLO_PrecisionAttr, "precision config">;

def Stablehlo_TypeExtensions : Stablehlo_Attr<"TypeExtensions",
    "type_extensions", [
      DeclareAttrInterfaceMethods<VerifiableTensorEncoding>,
      DeclareAttrInterfaceMethods<Stablehlo_BoundedAttrInterface>]> {
  let summary = "StableHLO properties of a ranked tensor type";
  let description = [{
    Used as the encoding of a ranked tensor type to give its dynamic
    dimensions upper bounds. Printed in the short form
    `tensor<?x4xf32, #stablehlo.bounds<8, ?>>`; the long form
    `#stablehlo.type_extensions<bounds = [8, ?]>` also parses.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$bounds);
  let assemblyFormat = "`<` `bounds` `=` ` ` custom<DimSizes>($bounds) `>`";
}

def Stablehlo_ResultAccuracyAttr : Stablehlo_Attr<"ResultAccuracy",
    "result_accuracy"> {
  let summary = "Requested accuracy of a transcendental unary op";
  let description = [{
    Either a mode without tolerances, or mode TOLERANCE with an absolute
    tolerance, a relative tolerance and a number of ULPs. Fields equal to zero
    are omitted when printing. Example:
    `#stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1,
      mode = #stablehlo.result_accuracy_mode<TOLERANCE>>`.
  }];
  let parameters = (ins
    "::llvm::APFloat":$atol,
    "::llvm::APFloat":$rtol,
    "int64_t":$ulps,
    StableHLO_ResultAccuracyModeAttr:$mode
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  // Lets DefaultValuedOptionalAttr take a ResultAccuracyMode as its default.
  let constBuilderCall = [{
    ::mlir::stablehlo::ResultAccuracyAttr::get($_builder.getContext(), $0)
  }];
  let builders = [
    AttrBuilder<(ins "::mlir::stablehlo::ResultAccuracyMode":$mode), [{
      return $_get($_ctxt, ::llvm::APFloat(0.0), ::llvm::APFloat(0.0), 0,
                   ::mlir::stablehlo::ResultAccuracyModeAttr::get($_ctxt,
                                                                  mode));
    }]>
  ];
}

//===----------------------------------------------------------------------===//
// Dimension numbers
//===----------------------------------------------------------------------===//

/// A list of dimensions, printed `[0, 1]` (`?` for a dynamic size).
def Stablehlo_Dims : ArrayRefParameter<"int64_t", "dimensions"> {
  let parser = "::mlir::stablehlo::parseDimSizes($_parser)";
  let printer = "::mlir::stablehlo::printDimSizes($_printer, $_self)";
}

def Stablehlo_ConvDimensionNumbersAttr : Stablehlo_Attr<"ConvDimensionNumbers",
    "conv"> {
  let summary = "Dimension numbers of a convolution";
  let description = [{
    Which dimensions of the input, kernel and output are batch, feature and
    spatial dimensions. Printed in the compact form
    `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`, where each
    list gives, per tensor dimension, `b`/`f` (batch/feature), `i`/`o`
    (kernel input/output feature) or the index of a spatial dimension. The
    form `#stablehlo.conv<raw input_batch_dimension = 0, ...>` also parses,
    to write dimension numbers the compact form cannot express.
  }];
  let parameters = (ins
    "int64_t":$inputBatchDimension,
    "int64_t":$inputFeatureDimension,
    Stablehlo_Dims:$inputSpatialDimensions,
    "int64_t":$kernelInputFeatureDimension,
    "int64_t":$kernelOutputFeatureDimension,
    Stablehlo_Dims:$kernelSpatialDimensions,
    "int64_t":$outputBatchDimension,
    "int64_t":$outputFeatureDimension,
    Stablehlo_Dims:$outputSpatialDimensions
  );
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_DotDimensionNumbersAttr : Stablehlo_Attr<"DotDimensionNumbers",
    "dot"> {
  let summary = "Dimension numbers of dot_general";
  let description = [{
    Batching and contracting dimensions of both operands. Empty lists are
    omitted when printing. Example: `#stablehlo.dot<lhs_batching_dimensions =
    [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2],
    rhs_contracting_dimensions = [1]>`.
  }];
  let parameters = (ins
    Stablehlo_Dims:$lhsBatchingDimensions,
    Stablehlo_Dims:$rhsBatchingDimensions,
    Stablehlo_Dims:$lhsContractingDimensions,
    Stablehlo_Dims:$rhsContractingDimensions
  );
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_GatherDimensionNumbersAttr : Stablehlo_Attr<
    "GatherDimensionNumbers", "gather"> {
  let summary = "Dimension numbers of gather";
  let description = [{
    Empty lists are omitted when printing, and so is a zero
    `index_vector_dim`. Example: `#stablehlo.gather<offset_dims = [2],
    collapsed_slice_dims = [0, 1], start_index_map = [0, 1],
    index_vector_dim = 2>`.
  }];
  let parameters = (ins
    Stablehlo_Dims:$offsetDims,
    Stablehlo_Dims:$collapsedSliceDims,
    Stablehlo_Dims:$operandBatchingDims,
    Stablehlo_Dims:$startIndicesBatchingDims,
    Stablehlo_Dims:$startIndexMap,
    "int64_t":$indexVectorDim
  );
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_ScatterDimensionNumbersAttr : Stablehlo_Attr<
    "ScatterDimensionNumbers", "scatter"> {
  let summary = "Dimension numbers of scatter";
  let description = [{
    Empty lists are omitted when printing, and so is a zero
    `index_vector_dim`. Example: `#stablehlo.scatter<update_window_dims =
    [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims =
    [0, 1], index_vector_dim = 1>`.
  }];
  let parameters = (ins
    Stablehlo_Dims:$updateWindowDims,
    Stablehlo_Dims:$insertedWindowDims,
    Stablehlo_Dims:$inputBatchingDims,
    Stablehlo_Dims:$scatterIndicesBatchingDims,
    Stablehlo_Dims:$scatterDimsToOperandDims,
    "int64_t":$indexVectorDim
  );
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_DotAlgorithmAttr : Stablehlo_Attr<"DotAlgorithm",
    "dot_algorithm"> {
  let summary = "Algorithm constraints of dot_general";
  let description = [{
    Precision types of the operands, accumulation type, component counts and
    number of primitive operations. Example: `#stablehlo.dot_algorithm<
    lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type =
    f32, lhs_component_count = 1, rhs_component_count = 1,
    num_primitive_operations = 1, allow_imprecise_accumulation = false>`.
  }];
  let parameters = (ins
    "::mlir::Type":$lhsPrecisionType,
    "::mlir::Type":$rhsPrecisionType,
    "::mlir::Type":$accumulationType,
    "int64_t":$lhsComponentCount,
    "int64_t":$rhsComponentCount,
    "int64_t":$numPrimitiveOperations,
    "bool":$allowImpreciseAccumulation
  );
  // Fields in any order, a trailing comma allowed; printed in this order.
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Custom call and collective attributes
//===----------------------------------------------------------------------===//

def Stablehlo_OutputOperandAliasAttr : Stablehlo_Attr<"OutputOperandAlias",
    "output_operand_alias"> {
  let summary = "An output of a custom call aliasing one of its operands";
  let description = [{
    Example: `#stablehlo.output_operand_alias<output_tuple_indices = [],
    operand_index = 0, operand_tuple_indices = []>`.
  }];
  let parameters = (ins
    Stablehlo_Dims:$outputTupleIndices,
    "int64_t":$operandIndex,
    Stablehlo_Dims:$operandTupleIndices
  );
  // Fields in any order, a trailing comma allowed; printed in this order.
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_ChannelHandleAttr : Stablehlo_Attr<"ChannelHandle",
    "channel_handle"> {
  let summary = "Channel of a communication op";
  let description = [{
    A channel id and a channel type. Example:
    `#stablehlo.channel_handle<handle = 1, type = 2>`.
  }];
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  // Fields in any order, a trailing comma allowed; printed in this order.
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_SubAxisInfo : Stablehlo_Attr<"SubAxisInfo",
    "sub_axis_info"> {
  let summary = "How a sub-axis is split off a mesh axis";
  let description = [{
    The product of the sizes of the sub-axes before this one, and this
    sub-axis's size. Printed `(1)2` inside an axis reference.
  }];
  let parameters = (ins "int64_t":$pre_size, "int64_t":$size);
  let assemblyFormat = "`(` $pre_size `)` `` $size";
}

def StableHLO_AxisRef : Stablehlo_Attr<"AxisRef", "axis_ref"> {
  let summary = "Reference to a mesh axis or sub-axis";
  let description = [{
    Example: `#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>`.
  }];
  let parameters = (ins
    StringRefParameter<"axis name">:$name,
    OptionalParameter<"SubAxisInfoAttr", "sub-axis, if any">:$sub_axis_info
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_MeshAxis : Stablehlo_Attr<"MeshAxis", "mesh_axis"> {
  let summary = "Named axis of a device mesh";
  let description = [{
    Example: `#stablehlo.mesh_axis<name = "x", size = 2>`.
  }];
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        "int64_t":$size);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_Mesh : Stablehlo_Attr<"Mesh", "mesh"> {
  let summary = "Device mesh";
  let description = [{
    Named axes and optional device ids. Example:
    `#stablehlo.mesh<axes=[#stablehlo.mesh_axis<name = "x", size = 2>]>`.
  }];
  let parameters = (ins
    ArrayRefParameter<"::mlir::stablehlo::MeshAxisAttr">:$axes,
    OptionalParameter<"::mlir::DenseIntElementsAttr">:$device_ids
  );
  let assemblyFormat = [{
    `<` `axes` `` `=` `` `[` $axes `]` (`,` `device_ids` `` `=` `` $device_ids^)? `>`
  }];
}

def StableHLO_ReplicaGroupMeshAxes : Stablehlo_Attr<"ReplicaGroupMeshAxes",
    "replica_group_mesh_axes"> {
  let summary = "mesh and axes based replica groups representation.";
  let description = [{
    A mesh (a symbol reference or a `#stablehlo.mesh`) and the axes of it
    that form the groups. Example: `#stablehlo.replica_group_mesh_axes<mesh
    = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>`.
  }];
  let parameters = (ins "::mlir::Attribute":$mesh, "::mlir::ArrayAttr":$axes);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Attribute constraints
//===----------------------------------------------------------------------===//

/// A 1-D tensor of index type, e.g. `dense<[1, 0]> : tensor<2xindex>`.
def Stablehlo_1DIndexTensorAttr : Attr<And<[IndexElementsAttr.predicate,
    CPred<"::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType()"
          ".getRank() == 1">]>, "1-D tensor of index type"> {
  let storageType = IndexElementsAttr.storageType;
  let returnType = IndexElementsAttr.returnType;
  let convertFromStorage = IndexElementsAttr.convertFromStorage;
}
def Stablehlo_ArrayOfLayoutAttr : TypedArrayAttrBase<
    Stablehlo_1DIndexTensorAttr, "Array of layout (1D tensor of index type) attributes">;
def Stablehlo_TilingAttr : TypedArrayAttrBase<Stablehlo_1DIndexTensorAttr,
    "tiling (array of 1-D index tensors)">;
def Stablehlo_ArrayOfTilingAttr : TypedArrayAttrBase<Stablehlo_TilingAttr,
    "array of tilings">;
def Stablehlo_FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr,
    "array of flat symbol references"> {
  let constBuilderCall = "::mlir::ArrayAttr::get($_builder.getContext(), $0)";
}
def Stablehlo_OutputOperandAliasArrayAttr : TypedArrayAttrBase<
    Stablehlo_OutputOperandAliasAttr, "array of output operand aliases"> {
  let constBuilderCall = "::mlir::ArrayAttr::get($_builder.getContext(), $0)";
}

/// Replica groups: a 2-D i64 tensor, or mesh axes.
def Stablehlo_ReplicaGroupsAttr : AnyAttrOf<[I64ElementsAttr,
    StableHLO_ReplicaGroupMeshAxes]>;

#endif // STABLEHLO_DIALECT_STABLEHLO_ATTRS_TD
