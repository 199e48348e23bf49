// Generated from schema/attributes.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write

#ifndef STABLEHLO_GENERATED_VHLO_ATTRS
#define STABLEHLO_GENERATED_VHLO_ATTRS

include "stablehlo/Dialect/Vhlo/VhloBase.td"

//===----------------------------------------------------------------------===//
// Enums (enum attributes share the attribute code space)
//===----------------------------------------------------------------------===//

// Bytecode code 3.
def VHLO_ComparisonDirectionV1 : I32EnumAttr<"ComparisonDirectionV1", "comparison_direction", [
    I32EnumAttrCase<"EQ", 0>,
    I32EnumAttrCase<"NE", 1>,
    I32EnumAttrCase<"GE", 2>,
    I32EnumAttrCase<"GT", 3>,
    I32EnumAttrCase<"LE", 4>,
    I32EnumAttrCase<"LT", 5>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_ComparisonDirectionAttrV1 : VHLO_EnumAttr<VHLO_ComparisonDirectionV1, "comparison_direction_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 4.
def VHLO_ComparisonTypeV1 : I32EnumAttr<"ComparisonTypeV1", "comparison_type", [
    I32EnumAttrCase<"NOTYPE", 0>,
    I32EnumAttrCase<"FLOAT", 1>,
    I32EnumAttrCase<"TOTALORDER", 2>,
    I32EnumAttrCase<"SIGNED", 3>,
    I32EnumAttrCase<"UNSIGNED", 4>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_ComparisonTypeAttrV1 : VHLO_EnumAttr<VHLO_ComparisonTypeV1, "comparison_type_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 5.
def VHLO_CustomCallApiVersionV1 : I32EnumAttr<"CustomCallApiVersionV1", "api_version", [
    I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
    I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
    I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
    I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
    I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_CustomCallApiVersionAttrV1 : VHLO_EnumAttr<VHLO_CustomCallApiVersionV1, "api_version_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 7.
def VHLO_FftTypeV1 : I32EnumAttr<"FftTypeV1", "fft_type", [
    I32EnumAttrCase<"FFT", 0>,
    I32EnumAttrCase<"IFFT", 1>,
    I32EnumAttrCase<"RFFT", 2>,
    I32EnumAttrCase<"IRFFT", 3>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_FftTypeAttrV1 : VHLO_EnumAttr<VHLO_FftTypeV1, "fft_type_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 11.
def VHLO_PrecisionV1 : I32EnumAttr<"PrecisionV1", "precision", [
    I32EnumAttrCase<"DEFAULT", 0>,
    I32EnumAttrCase<"HIGH", 1>,
    I32EnumAttrCase<"HIGHEST", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_PrecisionAttrV1 : VHLO_EnumAttr<VHLO_PrecisionV1, "precision_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 12.
def VHLO_RngAlgorithmV1 : I32EnumAttr<"RngAlgorithmV1", "rng_algorithm", [
    I32EnumAttrCase<"DEFAULT", 0>,
    I32EnumAttrCase<"THREE_FRY", 1>,
    I32EnumAttrCase<"PHILOX", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_RngAlgorithmAttrV1 : VHLO_EnumAttr<VHLO_RngAlgorithmV1, "rng_algorithm_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 13.
def VHLO_RngDistributionV1 : I32EnumAttr<"RngDistributionV1", "rng_distribution", [
    I32EnumAttrCase<"UNIFORM", 1>,
    I32EnumAttrCase<"NORMAL", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_RngDistributionAttrV1 : VHLO_EnumAttr<VHLO_RngDistributionV1, "rng_distribution_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 16.
def VHLO_TransposeV1 : I32EnumAttr<"TransposeV1", "transpose", [
    I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
    I32EnumAttrCase<"NO_TRANSPOSE", 1>,
    I32EnumAttrCase<"TRANSPOSE", 2>,
    I32EnumAttrCase<"ADJOINT", 3>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_TransposeAttrV1 : VHLO_EnumAttr<VHLO_TransposeV1, "transpose_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

// Bytecode code 19.
def VHLO_ResultAccuracyModeV1 : I32EnumAttr<"ResultAccuracyModeV1", "result_accuracy_mode", [
    I32EnumAttrCase<"DEFAULT", 0>,
    I32EnumAttrCase<"HIGHEST", 1>,
    I32EnumAttrCase<"TOLERANCE", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}
def VHLO_ResultAccuracyModeV1Attr : VHLO_EnumAttr<VHLO_ResultAccuracyModeV1, "result_accuracy_mode_v1",
    "::mlir::vhlo::Version(1, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()">;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// An array of VHLO attributes. Bytecode code 1.
def VHLO_ArrayAttrV1 : VHLO_AttrDef<"ArrayV1", "array_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An array of VHLO attributes.";
  let parameters = (ins
    ArrayRefParameter<"::mlir::Attribute">:$value
  );
  let hasCustomAssemblyFormat = 1;
}

// A boolean. Bytecode code 2.
def VHLO_BooleanAttrV1 : VHLO_AttrDef<"BoolV1", "bool_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A boolean.";
  let parameters = (ins
    "bool":$value
  );
  let assemblyFormat = "`<` $value `>`";
}

// An ordered dictionary with VHLO keys. Bytecode code 6.
def VHLO_DictionaryAttrV1 : VHLO_AttrDef<"DictV1", "dict_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An ordered dictionary with VHLO keys.";
  let parameters = (ins
    ArrayRefParameter<"std::pair<::mlir::Attribute, ::mlir::Attribute>", "">:$value
  );
  let hasCustomAssemblyFormat = 1;
}

// A float; its width comes from the type. Bytecode code 8.
def VHLO_FloatAttrV1 : VHLO_AttrDef<"FloatV1", "float_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A float; its width comes from the type.";
  let parameters = (ins
    "::mlir::Type":$type,
    APFloatParameter<"">:$value
  );
  let hasCustomAssemblyFormat = 1;
}

// An integer; its width comes from the type. Bytecode code 9.
def VHLO_IntegerAttrV1 : VHLO_AttrDef<"IntegerV1", "integer_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An integer; its width comes from the type.";
  let parameters = (ins
    "::mlir::Type":$type,
    APIntParameter<"">:$value
  );
  let hasCustomAssemblyFormat = 1;
}

// An output of custom_call aliasing (part of) an operand. Bytecode code 10.
def VHLO_OutputOperandAliasAttrV1 : VHLO_AttrDef<"OutputOperandAliasV1", "output_operand_alias_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An output of custom_call aliasing (part of) an operand.";
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$outputTupleIndices,
    "int64_t":$operandIndex,
    ArrayRefParameter<"int64_t">:$operandTupleIndices
  );
  let hasCustomAssemblyFormat = 1;
}

// A string. Bytecode code 14.
def VHLO_StringAttrV1 : VHLO_AttrDef<"StringV1", "string_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A string.";
  let parameters = (ins
    StringRefParameter<"">:$value
  );
  let hasCustomAssemblyFormat = 1;
}

// A dense tensor constant. Bytecode code 15.
def VHLO_TensorAttrV1 : VHLO_AttrDef<"TensorV1", "tensor_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A dense tensor constant.";
  let parameters = (ins
    "::mlir::Type":$type,
    "::mlir::DenseElementsAttr":$data
  );
  let hasCustomAssemblyFormat = 1;
}

// A type. Bytecode code 17.
def VHLO_TypeAttrV1 : VHLO_AttrDef<"TypeV1", "type_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A type.";
  let parameters = (ins
    "::mlir::Type":$value
  );
  let hasCustomAssemblyFormat = 1;
}

// Bounds of a ranked tensor's dynamic dimensions. Bytecode code 18.
def VHLO_TypeExtensionsAttrV1 : VHLO_AttrDef<"TypeExtensionsV1", "type_extensions_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "Bounds of a ranked tensor's dynamic dimensions.";
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$bounds
  );
  let hasCustomAssemblyFormat = 1;
}

// The requested accuracy of a transcendental op. Bytecode code 20.
def VHLO_ResultAccuracyAttrV1 : VHLO_AttrDef<"ResultAccuracyV1", "result_accuracy_v1",
    "::mlir::vhlo::Version(1, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The requested accuracy of a transcendental op.";
  let parameters = (ins
    APFloatParameter<"">:$atol,
    APFloatParameter<"">:$rtol,
    "int64_t":$ulps,
    "::mlir::Attribute":$mode
  );
  let hasCustomAssemblyFormat = 1;
}

// A sub-axis of a mesh axis. Bytecode code 21.
def VHLO_SubAxisInfoV1Attr : VHLO_AttrDef<"SubAxisInfoV1", "sub_axis_info_v1",
    "::mlir::vhlo::Version(1, 16, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A sub-axis of a mesh axis.";
  let parameters = (ins
    "int64_t":$pre_size,
    "int64_t":$size
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

// A reference to a mesh axis, possibly a sub-axis. Bytecode code 22.
def VHLO_AxisRefV1Attr : VHLO_AttrDef<"AxisRefV1", "axis_ref_v1",
    "::mlir::vhlo::Version(1, 16, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A reference to a mesh axis, possibly a sub-axis.";
  let parameters = (ins
    "::mlir::Attribute":$name,
    OptionalParameter<"::mlir::Attribute">:$sub_axis_info
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

// Replica groups given by mesh axes. Bytecode code 23.
def VHLO_ReplicaGroupMeshAxesV1Attr : VHLO_AttrDef<"ReplicaGroupMeshAxesV1", "replica_group_mesh_axes_v1",
    "::mlir::vhlo::Version(1, 16, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "Replica groups given by mesh axes.";
  let parameters = (ins
    "::mlir::Attribute":$mesh,
    "::mlir::Attribute":$axes
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

// A named mesh axis. Bytecode code 24.
def VHLO_MeshAxisV1Attr : VHLO_AttrDef<"MeshAxisV1", "mesh_axis_v1",
    "::mlir::vhlo::Version(1, 16, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A named mesh axis.";
  let parameters = (ins
    "::mlir::Attribute":$name,
    "int64_t":$size
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

// A device mesh. Bytecode code 25.
def VHLO_MeshV1Attr : VHLO_AttrDef<"MeshV1", "mesh_v1",
    "::mlir::vhlo::Version(1, 16, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A device mesh.";
  let parameters = (ins
    "::mlir::Attribute":$axes,
    OptionalParameter<"::mlir::Attribute">:$device_ids
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

#endif // STABLEHLO_GENERATED_VHLO_ATTRS
