// Generated from schema/types.yaml by codegen/; do not edit.
// Regenerate with: python3 -m codegen --write

#ifndef STABLEHLO_GENERATED_VHLO_TYPES
#define STABLEHLO_GENERATED_VHLO_TYPES

include "stablehlo/Dialect/Vhlo/VhloBase.td"

// A signless 1-bit integer. Bytecode code 0.
def VHLO_BooleanV1 : VHLO_TypeDef<"BoolV1", "bool_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A signless 1-bit integer.";
}

// A complex number type. Bytecode code 1.
def VHLO_ComplexV1 : VHLO_TypeDef<"ComplexV1", "complex_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A complex number type.";
  let parameters = (ins
    "::mlir::Type":$elementType
  );
  let hasCustomAssemblyFormat = 1;
}

// The bfloat16 type. Bytecode code 2.
def VHLO_FloatBF16V1 : VHLO_TypeDef<"Bf16V1", "bf16_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The bfloat16 type.";
}

// IEEE half precision. Bytecode code 3.
def VHLO_FloatF16V1 : VHLO_TypeDef<"F16V1", "f16_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "IEEE half precision.";
}

// IEEE single precision. Bytecode code 4.
def VHLO_FloatF32V1 : VHLO_TypeDef<"F32V1", "f32_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "IEEE single precision.";
}

// IEEE double precision. Bytecode code 5.
def VHLO_FloatF64V1 : VHLO_TypeDef<"F64V1", "f64_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "IEEE double precision.";
}

// An 8-bit float. Bytecode code 6.
def VHLO_FloatF8E4M3FNV1 : VHLO_TypeDef<"F8E4M3FNV1", "f8E4M3FN_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit float.";
}

// An 8-bit float. Bytecode code 7.
def VHLO_FloatF8E5M2V1 : VHLO_TypeDef<"F8E5M2V1", "f8E5M2_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit float.";
}

// A function type. Bytecode code 8.
def VHLO_FunctionV1 : VHLO_TypeDef<"FuncV1", "func_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A function type.";
  let parameters = (ins
    ArrayRefParameter<"::mlir::Type">:$inputs,
    ArrayRefParameter<"::mlir::Type">:$outputs
  );
  let hasCustomAssemblyFormat = 1;
}

// The index type. Bytecode code 9.
def VHLO_IndexV1 : VHLO_TypeDef<"IndexV1", "index_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The index type.";
}

// A signless 4-bit integer. Bytecode code 10.
def VHLO_IntegerSI4V1 : VHLO_TypeDef<"I4V1", "i4_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A signless 4-bit integer.";
}

// A signless 8-bit integer. Bytecode code 11.
def VHLO_IntegerSI8V1 : VHLO_TypeDef<"I8V1", "i8_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A signless 8-bit integer.";
}

// A signless 16-bit integer. Bytecode code 12.
def VHLO_IntegerSI16V1 : VHLO_TypeDef<"I16V1", "i16_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A signless 16-bit integer.";
}

// A signless 32-bit integer. Bytecode code 13.
def VHLO_IntegerSI32V1 : VHLO_TypeDef<"I32V1", "i32_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A signless 32-bit integer.";
}

// A signless 64-bit integer. Bytecode code 14.
def VHLO_IntegerSI64V1 : VHLO_TypeDef<"I64V1", "i64_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A signless 64-bit integer.";
}

// An unsigned 4-bit integer. Bytecode code 15.
def VHLO_IntegerUI4V1 : VHLO_TypeDef<"Ui4V1", "ui4_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An unsigned 4-bit integer.";
}

// An unsigned 8-bit integer. Bytecode code 16.
def VHLO_IntegerUI8V1 : VHLO_TypeDef<"Ui8V1", "ui8_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An unsigned 8-bit integer.";
}

// An unsigned 16-bit integer. Bytecode code 17.
def VHLO_IntegerUI16V1 : VHLO_TypeDef<"Ui16V1", "ui16_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An unsigned 16-bit integer.";
}

// An unsigned 32-bit integer. Bytecode code 18.
def VHLO_IntegerUI32V1 : VHLO_TypeDef<"Ui32V1", "ui32_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An unsigned 32-bit integer.";
}

// An unsigned 64-bit integer. Bytecode code 19.
def VHLO_IntegerUI64V1 : VHLO_TypeDef<"Ui64V1", "ui64_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An unsigned 64-bit integer.";
}

// A ranked tensor; `?` is a dynamic dimension; the encoding holds bounds. Bytecode codes 20, 21.
def VHLO_RankedTensorV1 : VHLO_TypeDef<"TensorV1", "tensor_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A ranked tensor; `?` is a dynamic dimension; the encoding holds bounds.";
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$shape,
    "::mlir::Type":$elementType,
    OptionalParameter<"::mlir::Attribute">:$encoding
  );
  let hasCustomAssemblyFormat = 1;
}

// The StableHLO token type. Bytecode code 22.
def VHLO_TokenV1 : VHLO_TypeDef<"TokenV1", "token_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The StableHLO token type.";
}

// A tuple type. Bytecode code 23.
def VHLO_TupleV1 : VHLO_TypeDef<"TupleV1", "tuple_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A tuple type.";
  let parameters = (ins
    ArrayRefParameter<"::mlir::Type">:$types
  );
  let hasCustomAssemblyFormat = 1;
}

// A per-tensor uniform quantized type. Bytecode code 24.
def VHLO_UniformQuantizedV1 : VHLO_TypeDef<"QuantV1", "quant_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A per-tensor uniform quantized type.";
  let parameters = (ins
    "unsigned":$flags,
    "::mlir::Type":$storageType,
    "::mlir::Type":$expressedType,
    APFloatParameter<"">:$scale,
    "int64_t":$zeroPoint,
    "int64_t":$storageTypeMin,
    "int64_t":$storageTypeMax
  );
  let hasCustomAssemblyFormat = 1;
}

// An unranked tensor. Bytecode code 25.
def VHLO_UnrankedTensorV1 : VHLO_TypeDef<"UnrankedTensorV1", "unranked_tensor_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An unranked tensor.";
  let parameters = (ins
    "::mlir::Type":$elementType
  );
  let hasCustomAssemblyFormat = 1;
}

// The shape dialect's witness type. Bytecode code 26.
def VHLO_WitnessV1 : VHLO_TypeDef<"WitnessV1", "witness_v1",
    "::mlir::vhlo::Version(0, 9, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The shape dialect's witness type.";
}

// An 8-bit float. Bytecode code 27.
def VHLO_FloatF8E4M3FNUZV1 : VHLO_TypeDef<"F8E4M3FNUZV1", "f8E4M3FNUZ_v1",
    "::mlir::vhlo::Version(0, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit float.";
}

// An 8-bit float. Bytecode code 28.
def VHLO_FloatF8E5M2FNUZV1 : VHLO_TypeDef<"F8E5M2FNUZV1", "f8E5M2FNUZ_v1",
    "::mlir::vhlo::Version(0, 10, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit float.";
}

// An 8-bit float. Bytecode code 29.
def VHLO_FloatF8E4M3B11FNUZV1 : VHLO_TypeDef<"F8E4M3B11FNUZV1", "f8E4M3B11FNUZ_v1",
    "::mlir::vhlo::Version(0, 11, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit float.";
}

// A per-axis uniform quantized type. Bytecode code 30.
def VHLO_UniformQuantizedPerAxisV1 : VHLO_TypeDef<"QuantPerAxisV1", "quant_per_axis_v1",
    "::mlir::vhlo::Version(0, 18, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A per-axis uniform quantized type.";
  let parameters = (ins
    "unsigned":$flags,
    "::mlir::Type":$storageType,
    "::mlir::Type":$expressedType,
    "int32_t":$quantizedDimension,
    ArrayRefParameter<"::llvm::APFloat">:$scales,
    ArrayRefParameter<"int64_t">:$zeroPoints,
    "int64_t":$storageTypeMin,
    "int64_t":$storageTypeMax
  );
  let hasCustomAssemblyFormat = 1;
}

// A signless 2-bit integer. Bytecode code 31.
def VHLO_IntegerSI2V1 : VHLO_TypeDef<"I2V1", "i2_v1",
    "::mlir::vhlo::Version(1, 2, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A signless 2-bit integer.";
}

// An unsigned 2-bit integer. Bytecode code 32.
def VHLO_IntegerUI2V1 : VHLO_TypeDef<"Ui2V1", "ui2_v1",
    "::mlir::vhlo::Version(1, 2, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An unsigned 2-bit integer.";
}

// The none type. Bytecode code 33.
def VHLO_NoneTypeV1 : VHLO_TypeDef<"NoneV1", "none_v1",
    "::mlir::vhlo::Version(1, 6, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The none type.";
}

// The tf32 type (upstream's mnemonic is tf31_v1). Bytecode code 34.
def VHLO_FloatTF32V1 : VHLO_TypeDef<"Tf32V1", "tf31_v1",
    "::mlir::vhlo::Version(1, 6, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The tf32 type (upstream's mnemonic is tf31_v1).";
}

// An 8-bit float. Bytecode code 35.
def VHLO_FloatF8E4M3V1 : VHLO_TypeDef<"F8E4M3V1", "f8E4M3_v1",
    "::mlir::vhlo::Version(1, 7, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit float.";
}

// An 8-bit float. Bytecode code 36.
def VHLO_FloatF8E3M4V1 : VHLO_TypeDef<"F8E3M4V1", "f8E3M4_v1",
    "::mlir::vhlo::Version(1, 7, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit float.";
}

// A 4-bit float. Bytecode code 37.
def VHLO_FloatF4E2M1FNV1 : VHLO_TypeDef<"F4E2M1FNV1", "f4E2M1FN_v1",
    "::mlir::vhlo::Version(1, 8, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A 4-bit float.";
}

// A 6-bit float. Bytecode code 38.
def VHLO_FloatF6E2M3FNV1 : VHLO_TypeDef<"F6E2M3FNV1", "f6E2M3FN_v1",
    "::mlir::vhlo::Version(1, 8, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A 6-bit float.";
}

// A 6-bit float. Bytecode code 39.
def VHLO_FloatF6E3M2FNV1 : VHLO_TypeDef<"F6E3M2FNV1", "f6E3M2FN_v1",
    "::mlir::vhlo::Version(1, 8, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A 6-bit float.";
}

// An 8-bit exponent-only float. Bytecode code 40.
def VHLO_FloatF8E8M0FNUV1 : VHLO_TypeDef<"F8E8M0FNUV1", "f8E8M0FNU_v1",
    "::mlir::vhlo::Version(1, 8, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "An 8-bit exponent-only float.";
}

// A memref without layout or memory space. Bytecode code 41.
def VHLO_RankedBufferV1 : VHLO_TypeDef<"BufferV1", "buffer_v1",
    "::mlir::vhlo::Version(1, 13, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "A memref without layout or memory space.";
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$shape,
    "::mlir::Type":$elementType
  );
  let hasCustomAssemblyFormat = 1;
}

// The value of an async computation. Bytecode code 42.
def VHLO_FutureV1 : VHLO_TypeDef<"FutureV1", "future_v1",
    "::mlir::vhlo::Version(1, 15, 0)", "::mlir::vhlo::Version::getCurrentVersion()"> {
  let summary = "The value of an async computation.";
  let parameters = (ins
    ArrayRefParameter<"::mlir::Type">:$types
  );
  let hasCustomAssemblyFormat = 1;
}

#endif // STABLEHLO_GENERATED_VHLO_TYPES
