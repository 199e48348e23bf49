//===- StablehloOps.td - StableHLO operations --------------*- tablegen -*-===//
//
// Operations of the StableHLO dialect. Constraints cite docs/spec.md of
// upstream StableHLO as `(C<n>)`; ops whose result type follows from their
// operands (and regions, for if and case) check the constraints in their
// shape function (InferTypeOpInterface) and have no verifier, unless a
// constraint bears on regions (while) or on the given result type. Ops whose
// result type cannot be inferred have a verifier; convert and
// uniform_quantize infer only their shape (InferShapedTypeOpInterface).
// Such ops carry no trait that verifies shapes (Elementwise,
// SameOperandsAndResultShape): trait verifiers run before the shape function
// and would replace its diagnostics with generic ones. docs/status.md lists
// what each op has.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_OPS_TD
#define STABLEHLO_DIALECT_STABLEHLO_OPS_TD

include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "stablehlo/Dialect/Stablehlo/StablehloAttrs.td"
include "stablehlo/Dialect/Stablehlo/StablehloBase.td"
include "stablehlo/Dialect/Stablehlo/StablehloDialect.td"
include "stablehlo/Dialect/Stablehlo/StablehloTypes.td"

/// A commutative binary op. Unlike MLIR's Commutative trait, it implies no
/// folding (StableHLO ops have no folders besides constant's); the compact
/// form of reduce accepts only such ops.
def Stablehlo_Commutative : NativeOpTrait<"IsCommutative"> {
  let cppNamespace = "::mlir::stablehlo::OpTrait";
}

/// The result has the shape of operand #`index` (elementwise ops), so its
/// `reifyReturnTypeShapes` is `shape.shape_of` that operand.
class Stablehlo_ResultShapeOf<int index>
    : ParamNativeOpTrait<"ResultShapeOfOperand", !cast<string>(index)> {
  let cppNamespace = "::mlir::stablehlo::OpTrait";
}

/// reifyReturnTypeShapes computes the result shape from the operands with
/// tensor and arith ops (reifyResultShapes, StablehloShapeInterfaces.cpp).
/// No C++ comes from it: the mixin records the fact for the tools, which read
/// it with llvm-tblgen --dump-json (tests/status/op_status.py's `computed`).
class Stablehlo_ReifiedFromOperands;

/// The type checks that upstream StableHLO makes with traits, before an op's
/// verifier, and that it states in its own words. Each op carries the ones
/// upstream gives it, in upstream's order, so that a program breaking one is
/// refused with the same first error. They refuse nothing that upstream
/// accepts; what they check is in StablehloOps.h.
class Stablehlo_UpstreamTypeTrait<string name> : NativeOpTrait<name> {
  let cppNamespace = "::mlir::stablehlo::OpTrait";
}
def Stablehlo_CompatibleOperandsAndResultType
    : Stablehlo_UpstreamTypeTrait<"CompatibleOperandsAndResultType">;
def Stablehlo_CompatibleOperandsAndResultElementType
    : Stablehlo_UpstreamTypeTrait<"CompatibleOperandsAndResultElementType">;
def Stablehlo_CompatibleOperandsElementType
    : Stablehlo_UpstreamTypeTrait<"CompatibleOperandsElementType">;
def Stablehlo_PairwiseSameOperandAndResultType
    : Stablehlo_UpstreamTypeTrait<"PairwiseSameOperandAndResultType">;
def Stablehlo_PairwiseSameOperandAndResultElementType
    : Stablehlo_UpstreamTypeTrait<"PairwiseSameOperandAndResultElementType">;

/// An op whose result types come from its shape function
/// `static LogicalResult inferReturnTypes(MLIRContext *, optional<Location>,
/// Adaptor, SmallVectorImpl<Type> &)`, defined in the op's family file
/// (runtime/lib/Dialect/Stablehlo/Stablehlo<Family>.cpp) as a call of a
/// function of StablehloTypeInference.h, or generated for the elementwise ops
/// of one type (Stablehlo_SameTypeInference).
class Stablehlo_InferredOp<string mnemonic, list<Trait> traits = []>
    : Stablehlo_Op<mnemonic, traits # [InferTypeOpAdaptor]>;

/// Declares refineReturnTypes, the check of the declared result types against
/// the inferred ones, so that a mismatch names the constraint it breaks.
/// `definition` defines it for the common case, an op whose result breaks
/// constraint `shape` if its shape differs from the inferred one and
/// `element` if its element type alone differs: the op sets
/// `extraClassDefinition = Stablehlo_LabelledResults<shape, element>.definition`.
/// Without labels, `definition` is empty: the op's family file defines
/// refineReturnTypes by hand (add, transpose, optimization_barrier, rng).
class Stablehlo_LabelledResults<string shape = "", string element = ""> {
  code decl = [{
    static ::llvm::LogicalResult refineReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::Type> &returnTypes);
  }];
  code definition = !if(!empty(shape), [{}], [{
    ::llvm::LogicalResult $cppClass::refineReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::Type> &returnTypes) {
      return ::mlir::stablehlo::detail::refineLabelledResults<$cppClass>(
          context, location, operands, attributes, properties, regions,
          returnTypes, "}] # shape # [{", "}] # element # [{");
    }
  }]);
}

/// The inferReturnTypes of an elementwise op whose operands and result have
/// one baseline type: the shape function inferSameTypeOp
/// (StablehloTypeInference.h). For `extraClassDefinition`.
defvar Stablehlo_SameTypeInference = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypes(::mlir::MLIRContext *,
      std::optional<::mlir::Location> location, Adaptor adaptor,
      ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
    return ::mlir::stablehlo::inferSameTypeOp(location, adaptor.getOperands(),
                                              inferred);
  }
}];

/// inferReturnTypes of an op whose one result has a fixed type: a token
/// (create_token, after_all, outfeed) or a tensor<ui32> (replica_id,
/// partition_id). For `extraClassDefinition`.
defvar Stablehlo_TokenResultInference = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypes(::mlir::MLIRContext *context,
      std::optional<::mlir::Location>, Adaptor,
      ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
    inferred.push_back(::mlir::stablehlo::TokenType::get(context));
    return ::mlir::success();
  }
}];
defvar Stablehlo_UI32ScalarResultInference = [{
  ::llvm::LogicalResult $cppClass::inferReturnTypes(::mlir::MLIRContext *context,
      std::optional<::mlir::Location>, Adaptor,
      ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
    inferred.push_back(::mlir::RankedTensorType::get(
        {}, ::mlir::IntegerType::get(context, 32, ::mlir::IntegerType::Unsigned)));
    return ::mlir::success();
  }
}];

//===----------------------------------------------------------------------===//
// Nullary ops
//===----------------------------------------------------------------------===//

def Stablehlo_ConstantOp : Stablehlo_Op<"constant", [ConstantLike, Pure,
    InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Constant";
  let description = [{
    Produces `output` from the constant `value`; (C1) their types are equal.
    Example: `%cst = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>`
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Stablehlo_StaticShapeTensorOrPerAxisQuantizedTensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  // (C1) is type equality, where a quantized output's storage type stands
  // for it: an i8 value may produce a quantized i8 tensor.
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l, ::mlir::TypeRange r);
  }] # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
}

def Stablehlo_IotaOp : Stablehlo_Op<"iota", [Pure]> {
  let summary = "Iota";
  let description = [{
    Fills `output` with 0, 1, 2, ... along dimension `iota_dimension`.
    Example: `%output = stablehlo.iota dim = 0 : tensor<4x5xi32>`
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$iota_dimension);
  let results = (outs Stablehlo_StaticShapeIntFpComplexOrQuantizedTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
}

//===----------------------------------------------------------------------===//
// Unary elementwise ops
//===----------------------------------------------------------------------===//

/// Pretty form `%r = stablehlo.op %x : T`, or `: (T) -> U` when the operand
/// and result types differ.
class Stablehlo_UnaryElementwiseOp<string mnemonic, Type OperandType,
    Type ResultType, list<Trait> traits = []>
    : Stablehlo_Op<mnemonic, traits # [Elementwise, SameOperandsAndResultShape,
                                       NoMemoryEffect, Stablehlo_ResultShapeOf<0>]> {
  let arguments = (ins OperandType:$operand);
  let results = (outs ResultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

/// (C1) `baseline_type(operand) = baseline_type(result)`.
class Stablehlo_UnarySameTypeOp<string mnemonic, Type TensorType>
    : Stablehlo_UnaryElementwiseOp<mnemonic, TensorType, TensorType,
        [Stablehlo_CompatibleOperandsAndResultType, InferTypeOpAdaptor]> {
  let extraClassDeclaration = baselineDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_SameTypeInference #
      Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
}

/// A transcendental op: like Stablehlo_UnarySameTypeOp, plus an optional
/// `result_accuracy`, omitted when it is the default (mode DEFAULT). The
/// attribute's own verifier checks its fields.
class Stablehlo_UnaryAccuracyOp<string mnemonic, Type TensorType>
    : Stablehlo_UnarySameTypeOp<mnemonic, TensorType> {
  let arguments = (ins TensorType:$operand,
    DefaultValuedOptionalAttr<Stablehlo_ResultAccuracyAttr,
        "::mlir::stablehlo::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_AbsOp : Stablehlo_UnaryElementwiseOp<"abs",
    Stablehlo_SIntFpComplexOrQuantizedIntTensor,
    Stablehlo_SIntFpOrQuantizedIntTensor,
    [InferTypeOpAdaptor]> {
  let summary = "Absolute value";
  let description = [{
    Element-wise absolute value of `operand`; the modulus for complex numbers.
    Example: `%result = stablehlo.abs %operand : tensor<3xi32>`
  }];
  let extraClassDeclaration = baselineDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C2)">.definition;
}

def Stablehlo_ConvertOp : Stablehlo_UnaryElementwiseOp<"convert",
    Stablehlo_NonQuantizedTensor, Stablehlo_NonQuantizedTensor,
    [SameOperandsAndResultShape, DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
        ["inferReturnTypeComponents", "reifyReturnTypeShapes"]>]> {
  let summary = "Element type conversion";
  let description = [{
    Element-wise conversion of `operand` to the element type of `result`;
    the shape function infers the shape (C1), the verifier checks it.
    Example: `%result = stablehlo.convert %operand : (tensor<3xi64>) -> tensor<3xf64>`
  }];
  let hasVerifier = 1;
}

def Stablehlo_ImagOp : Stablehlo_UnaryElementwiseOp<"imag",
    Stablehlo_FpOrComplexTensor, Stablehlo_FpTensor, [InferTypeOpAdaptor]> {
  let summary = "Imaginary part";
  let description = [{
    Element-wise imaginary part of `operand` (zero for real numbers).
    Example: `%result = stablehlo.imag %operand : (tensor<2xcomplex<f32>>) -> tensor<2xf32>`
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C2)">.definition;
}

def Stablehlo_RealOp : Stablehlo_UnaryElementwiseOp<"real",
    Stablehlo_FpOrComplexTensor, Stablehlo_FpTensor, [InferTypeOpAdaptor]> {
  let summary = "Real part";
  let description = [{
    Element-wise real part of `operand`.
    Example: `%result = stablehlo.real %operand : (tensor<2xcomplex<f32>>) -> tensor<2xf32>`
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C2)">.definition;
}

def Stablehlo_IsFiniteOp : Stablehlo_Op<"is_finite", [NoMemoryEffect,
    InferTypeOpAdaptor, Elementwise, SameOperandsAndResultShape,
    Stablehlo_ResultShapeOf<0>]> {
  let summary = "Finiteness test";
  let description = [{
    Element-wise test of whether `x` is neither infinite nor NaN.
    Example: `%y = stablehlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>`
  }];
  let arguments = (ins Stablehlo_FpOrQuantizedIntTensor:$x);
  let results = (outs Stablehlo_PredTensor:$y);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
}

def Stablehlo_CbrtOp : Stablehlo_UnaryAccuracyOp<"cbrt", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Cube root";
  let description = [{
    Element-wise cube root of `operand`. Example:
    `%result = stablehlo.cbrt %operand : tensor<4xf64>`
  }];
}

def Stablehlo_CeilOp : Stablehlo_UnarySameTypeOp<"ceil", Stablehlo_FpOrQuantizedIntTensor> {
  let summary = "Ceiling";
  let description = [{
    Element-wise ceiling of `operand`. Example:
    `%result = stablehlo.ceil %operand : tensor<5xf32>`
  }];
}

def Stablehlo_ClzOp : Stablehlo_UnarySameTypeOp<"count_leading_zeros", Stablehlo_IntTensor> {
  let summary = "Count leading zero bits";
  let description = [{
    Element-wise count leading zero bits of `operand`. Example:
    `%result = stablehlo.count_leading_zeros %operand : tensor<2x2xi64>`
  }];
}

def Stablehlo_CosineOp : Stablehlo_UnaryAccuracyOp<"cosine", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Cosine";
  let description = [{
    Element-wise cosine of `operand`. Example:
    `%result = stablehlo.cosine %operand : tensor<2xf32>`
  }];
}

def Stablehlo_ExpOp : Stablehlo_UnaryAccuracyOp<"exponential", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Exponential";
  let description = [{
    Element-wise exponential of `operand`. Example:
    `%result = stablehlo.exponential %operand : tensor<2x2xf64>`
  }];
}

def Stablehlo_Expm1Op : Stablehlo_UnaryAccuracyOp<"exponential_minus_one", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Exponential minus one";
  let description = [{
    Element-wise exponential minus one of `operand`. Example:
    `%result = stablehlo.exponential_minus_one %operand : tensor<2xf64>`
  }];
}

def Stablehlo_FloorOp : Stablehlo_UnarySameTypeOp<"floor", Stablehlo_FpOrQuantizedIntTensor> {
  let summary = "Floor";
  let description = [{
    Element-wise floor of `operand`. Example:
    `%result = stablehlo.floor %operand : tensor<2xf32>`
  }];
}

def Stablehlo_LogOp : Stablehlo_UnaryAccuracyOp<"log", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Natural logarithm";
  let description = [{
    Element-wise natural logarithm of `operand`. Example:
    `%result = stablehlo.log %operand : tensor<2x2xf64>`
  }];
}

def Stablehlo_Log1pOp : Stablehlo_UnaryAccuracyOp<"log_plus_one", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Logarithm of one plus the operand";
  let description = [{
    Element-wise logarithm of one plus the operand of `operand`. Example:
    `%result = stablehlo.log_plus_one %operand : tensor<5xf64>`
  }];
}

def Stablehlo_LogisticOp : Stablehlo_UnaryAccuracyOp<"logistic", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Logistic function";
  let description = [{
    Element-wise logistic function of `operand`. Example:
    `%result = stablehlo.logistic %operand : tensor<2x2xf64>`
  }];
}

def Stablehlo_NotOp : Stablehlo_UnarySameTypeOp<"not", Stablehlo_PredOrIntTensor> {
  let summary = "Logical or bitwise NOT";
  let description = [{
    Element-wise logical or bitwise NOT of `operand`. Example:
    `%result = stablehlo.not %operand : tensor<5x3x1xi1>`
  }];
}

def Stablehlo_NegOp : Stablehlo_UnarySameTypeOp<"negate", Stablehlo_IntFpOrComplexOrQuantizedIntTensor> {
  let summary = "Negation";
  let description = [{
    Element-wise negation of `operand`. Example:
    `%result = stablehlo.negate %operand : tensor<2x3xi32>`
  }];
}

def Stablehlo_PopulationCountOp : Stablehlo_UnarySameTypeOp<"popcnt", Stablehlo_IntTensor> {
  let summary = "Count set bits";
  let description = [{
    Element-wise count set bits of `operand`. Example:
    `%result = stablehlo.popcnt %operand : tensor<4xi64>`
  }];
}

def Stablehlo_RoundOp : Stablehlo_UnarySameTypeOp<"round_nearest_afz", Stablehlo_FpOrQuantizedIntTensor> {
  let summary = "Round to nearest, ties away from zero";
  let description = [{
    Element-wise round to nearest, ties away from zero of `operand`. Example:
    `%result = stablehlo.round_nearest_afz %operand : tensor<5xf64>`
  }];
}

def Stablehlo_RoundNearestEvenOp : Stablehlo_UnarySameTypeOp<"round_nearest_even", Stablehlo_FpOrQuantizedIntTensor> {
  let summary = "Round to nearest, ties to even";
  let description = [{
    Element-wise round to nearest, ties to even of `operand`. Example:
    `%result = stablehlo.round_nearest_even %operand : tensor<5xf64>`
  }];
}

def Stablehlo_RsqrtOp : Stablehlo_UnaryAccuracyOp<"rsqrt", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Reciprocal square root";
  let description = [{
    Element-wise reciprocal square root of `operand`. Example:
    `%result = stablehlo.rsqrt %operand : tensor<2x2xf32>`
  }];
}

def Stablehlo_SignOp : Stablehlo_UnarySameTypeOp<"sign", Stablehlo_SIntFpComplexOrQuantizedIntTensor> {
  let summary = "Sign";
  let description = [{
    Element-wise sign of `operand`. Example:
    `%result = stablehlo.sign %operand : tensor<5xf64>`
  }];
}

def Stablehlo_SineOp : Stablehlo_UnaryAccuracyOp<"sine", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Sine";
  let description = [{
    Element-wise sine of `operand`. Example:
    `%result = stablehlo.sine %operand : tensor<2xf32>`
  }];
}

def Stablehlo_SqrtOp : Stablehlo_UnaryAccuracyOp<"sqrt", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Square root";
  let description = [{
    Element-wise square root of `operand`. Example:
    `%result = stablehlo.sqrt %operand : tensor<2x2xf32>`
  }];
}

def Stablehlo_TanOp : Stablehlo_UnaryAccuracyOp<"tan", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Tangent";
  let description = [{
    Element-wise tangent of `operand`. Example:
    `%result = stablehlo.tan %operand : tensor<2x2xf64>`
  }];
}

def Stablehlo_TanhOp : Stablehlo_UnaryAccuracyOp<"tanh", Stablehlo_FpComplexOrQuantizedIntTensor> {
  let summary = "Hyperbolic tangent";
  let description = [{
    Element-wise hyperbolic tangent of `operand`. Example:
    `%result = stablehlo.tanh %operand : tensor<2xf32>`
  }];
}

//===----------------------------------------------------------------------===//
// Binary elementwise ops
//===----------------------------------------------------------------------===//

/// (C1) `baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)`,
/// up to dynamic dimensions. Pretty form `%r = stablehlo.op %a, %b : T`.
class Stablehlo_BinarySameTypeOp<string mnemonic, Type TensorType,
                                 list<Trait> traits = []>
    : Stablehlo_InferredOp<mnemonic,
        traits # [SameOperandsAndResultShape, Elementwise, NoMemoryEffect,
                  Stablehlo_ResultShapeOf<0>]> {
  let arguments = (ins TensorType:$lhs, TensorType:$rhs);
  let results = (outs TensorType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
  let extraClassDeclaration = baselineDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_SameTypeInference #
      Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
}

def Stablehlo_AddOp : Stablehlo_BinarySameTypeOp<"add", Stablehlo_TensorOrPerAxisQuantizedTensor, [Stablehlo_Commutative]> {
  let summary = "Addition (logical OR on booleans)";
  let description = [{
    Element-wise addition (logical OR on booleans) of `lhs` and `rhs`. Example:
    `%result = stablehlo.add %lhs, %rhs : tensor<2x2xi32>`
  }];
  let extraClassDeclaration = baselineDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<>.definition;
  let hasVerifier = 1;
}

def Stablehlo_Atan2Op : Stablehlo_BinarySameTypeOp<"atan2", Stablehlo_FpComplexOrQuantizedIntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Two-argument arctangent";
  let description = [{
    Element-wise two-argument arctangent of `lhs` and `rhs`. Example:
    `%result = stablehlo.atan2 %lhs, %rhs : tensor<3xf64>`
  }];
}

def Stablehlo_DivOp : Stablehlo_BinarySameTypeOp<"divide", Stablehlo_IntFpOrComplexOrQuantizedIntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Division";
  let description = [{
    Element-wise division of `lhs` and `rhs`. Example:
    `%result = stablehlo.divide %lhs, %rhs : tensor<4xf32>`
  }];
}

def Stablehlo_MaxOp : Stablehlo_BinarySameTypeOp<"maximum", Stablehlo_Tensor,
    [Stablehlo_Commutative, Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Maximum";
  let description = [{
    Element-wise maximum of `lhs` and `rhs`. Example:
    `%result = stablehlo.maximum %lhs, %rhs : tensor<4xf32>`
  }];
}

def Stablehlo_MinOp : Stablehlo_BinarySameTypeOp<"minimum", Stablehlo_Tensor,
    [Stablehlo_Commutative, Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Minimum";
  let description = [{
    Element-wise minimum of `lhs` and `rhs`. Example:
    `%result = stablehlo.minimum %lhs, %rhs : tensor<4xf32>`
  }];
}

def Stablehlo_MulOp : Stablehlo_BinarySameTypeOp<"multiply", Stablehlo_Tensor,
    [Stablehlo_Commutative, Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Multiplication (logical AND on booleans)";
  let description = [{
    Element-wise multiplication (logical AND on booleans) of `lhs` and `rhs`. Example:
    `%result = stablehlo.multiply %lhs, %rhs : tensor<2xi32>`
  }];
}

def Stablehlo_PowOp : Stablehlo_BinarySameTypeOp<"power", Stablehlo_IntFpOrComplexOrQuantizedIntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Exponentiation";
  let description = [{
    Element-wise exponentiation of `lhs` and `rhs`. Example:
    `%result = stablehlo.power %lhs, %rhs : tensor<6xf64>`
  }];
}

def Stablehlo_RemOp : Stablehlo_BinarySameTypeOp<"remainder", Stablehlo_IntFpOrComplexOrQuantizedIntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Remainder";
  let description = [{
    Element-wise remainder of `lhs` and `rhs`. Example:
    `%result = stablehlo.remainder %lhs, %rhs : tensor<4xi64>`
  }];
}

def Stablehlo_ShiftLeftOp : Stablehlo_BinarySameTypeOp<"shift_left", Stablehlo_IntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Left shift";
  let description = [{
    Element-wise left shift of `lhs` and `rhs`. Example:
    `%result = stablehlo.shift_left %lhs, %rhs : tensor<3xi64>`
  }];
}

def Stablehlo_ShiftRightArithmeticOp : Stablehlo_BinarySameTypeOp<"shift_right_arithmetic", Stablehlo_IntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Arithmetic right shift";
  let description = [{
    Element-wise arithmetic right shift of `lhs` and `rhs`. Example:
    `%result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<3xi64>`
  }];
}

def Stablehlo_ShiftRightLogicalOp : Stablehlo_BinarySameTypeOp<"shift_right_logical", Stablehlo_IntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Logical right shift";
  let description = [{
    Element-wise logical right shift of `lhs` and `rhs`. Example:
    `%result = stablehlo.shift_right_logical %lhs, %rhs : tensor<3xi64>`
  }];
}

def Stablehlo_SubtractOp : Stablehlo_BinarySameTypeOp<"subtract", Stablehlo_IntFpOrComplexOrQuantizedIntTensor,
    [Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Subtraction";
  let description = [{
    Element-wise subtraction of `lhs` and `rhs`. Example:
    `%result = stablehlo.subtract %lhs, %rhs : tensor<2xi32>`
  }];
}

def Stablehlo_AndOp : Stablehlo_BinarySameTypeOp<"and", Stablehlo_PredOrIntTensor,
    [Stablehlo_Commutative, Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Logical or bitwise AND";
  let description = [{
    Element-wise logical or bitwise AND of `lhs` and `rhs`. Example:
    `%result = stablehlo.and %lhs, %rhs : tensor<2x2xi32>`
  }];
}

def Stablehlo_OrOp : Stablehlo_BinarySameTypeOp<"or", Stablehlo_PredOrIntTensor,
    [Stablehlo_Commutative, Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Logical or bitwise OR";
  let description = [{
    Element-wise logical or bitwise OR of `lhs` and `rhs`. Example:
    `%result = stablehlo.or %lhs, %rhs : tensor<2xi1>`
  }];
}

def Stablehlo_XorOp : Stablehlo_BinarySameTypeOp<"xor", Stablehlo_PredOrIntTensor,
    [Stablehlo_Commutative, Stablehlo_CompatibleOperandsAndResultType]> {
  let summary = "Logical or bitwise XOR";
  let description = [{
    Element-wise logical or bitwise XOR of `lhs` and `rhs`. Example:
    `%result = stablehlo.xor %lhs, %rhs : tensor<2xi32>`
  }];
}

def Stablehlo_ComplexOp : Stablehlo_InferredOp<"complex", [NoMemoryEffect,
    SameOperandsElementType, SameOperandsAndResultShape, Elementwise,
    Stablehlo_ResultShapeOf<0>]> {
  let summary = "Complex number construction";
  let description = [{
    Builds complex numbers from real parts `lhs` and imaginary parts `rhs`.
    Example: `%result = stablehlo.complex %lhs, %rhs : tensor<2xcomplex<f64>>`
  }];
  let arguments = (ins Stablehlo_Fp32Or64Tensor:$lhs,
                       Stablehlo_Fp32Or64Tensor:$rhs);
  let results = (outs Stablehlo_ComplexTensor:$result);
  let assemblyFormat = [{
    operands attr-dict
      `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C2)", "(C3)">.definition;
}

//===----------------------------------------------------------------------===//
// Other ops
//===----------------------------------------------------------------------===//

def Stablehlo_CompareOp : Stablehlo_InferredOp<"compare", [NoMemoryEffect,
    Elementwise, Stablehlo_CompatibleOperandsElementType,
    SameOperandsAndResultShape,
    Stablehlo_ResultShapeOf<0>]> {
  let summary = "Comparison";
  let description = [{
    Element-wise comparison of `lhs` and `rhs` per `comparison_direction`
    and `compare_type`.
    Example: `%result = stablehlo.compare  LT, %lhs, %rhs,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$lhs,
    Stablehlo_Tensor:$rhs,
    StableHLO_ComparisonDirectionAttr:$comparison_direction,
    OptionalAttr<StableHLO_ComparisonTypeAttr>:$compare_type
  );
  let results = (outs Stablehlo_PredTensor);
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C2)", "(C2)">.definition;
}

def Stablehlo_SelectOp : Stablehlo_InferredOp<"select", [NoMemoryEffect,
    Stablehlo_ResultShapeOf<1>]> {
  let summary = "Select";
  let description = [{
    Picks each element from `on_true` or `on_false` according to `pred`,
    which is a scalar or has the shape of the other operands.
    Example: `%result = stablehlo.select %pred, %on_true, %on_false : tensor<2x2xi1>, tensor<2x2xi32>`
  }];
  let arguments = (ins
    Stablehlo_PredTensor:$pred,
    Stablehlo_Tensor:$on_true,
    Stablehlo_Tensor:$on_false
  );
  let results = (outs Stablehlo_Tensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
  let extraClassDeclaration = baselineDecls;
}

def Stablehlo_ClampOp : Stablehlo_InferredOp<"clamp", [NoMemoryEffect,
    Stablehlo_CompatibleOperandsAndResultElementType,
    Stablehlo_ResultShapeOf<1>]> {
  let summary = "Clamp";
  let description = [{
    Clamps each element of `operand` between `min` and `max`, which are
    scalars or have the shape of `operand`.
    Example: `%result = stablehlo.clamp %min, %operand, %max : tensor<3xi32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$min,
    Stablehlo_Tensor:$operand,
    Stablehlo_Tensor:$max
  );
  let results = (outs Stablehlo_Tensor:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
  let extraClassDeclaration = baselineDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C4)", "(C4)">.definition;
}

def Stablehlo_BitcastConvertOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<"bitcast_convert",
    [NoMemoryEffect]> {
  let summary = "Bit cast";
  let description = [{
    Reinterprets the bits of `operand` as the element type of the result;
    when the bit widths differ the result gains or loses a minor dimension.
    Example: `%result = stablehlo.bitcast_convert %operand : (tensor<f64>) -> tensor<4xf16>`
  }];
  let arguments = (ins Stablehlo_TensorOrPerAxisQuantizedTensor:$operand);
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def Stablehlo_ReshapeOp : Stablehlo_Op<"reshape", [NoMemoryEffect,
    Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Reshape";
  let description = [{
    Reshapes `operand` to the shape of the result, keeping element order.
    Example: `%result = stablehlo.reshape %operand : (tensor<2xf32>) -> tensor<1x2xf32>`
  }];
  let arguments = (ins Stablehlo_TensorOrPerAxisQuantizedTensor:$operand);
  let results = (outs Stablehlo_StaticOrSingleBoundedTensor);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def Stablehlo_TransposeOp : Stablehlo_ReifiedFromOperands, Stablehlo_InferredOp<"transpose",
    [NoMemoryEffect, Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Transpose";
  let description = [{
    Permutes the dimensions of `operand` by `permutation`.
    Example: `%0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<1x2x3xi32>) -> tensor<3x2x1xi32>`
  }];
  let arguments = (ins Stablehlo_TensorOrPerAxisQuantizedTensor:$operand,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $permutation
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<>.definition;
  let hasVerifier = 1;
}

def Stablehlo_BroadcastInDimOp : Stablehlo_Op<"broadcast_in_dim",
    [NoMemoryEffect, Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Broadcast";
  let description = [{
    Expands `operand` to the result shape; operand dimension `d` becomes
    result dimension `broadcast_dimensions[d]`.
    Example: `%result = stablehlo.broadcast_in_dim %operand, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>`
  }];
  let arguments = (ins Stablehlo_TensorOrPerAxisQuantizedTensor:$operand,
                       DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs Stablehlo_StaticOrSingleBoundedTensor);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Tokens, tuples and identifiers
//===----------------------------------------------------------------------===//



def Stablehlo_CreateTokenOp : Stablehlo_Op<"create_token", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "Token creation";
  let description = [{
    Produces a token (kept for compatibility; after_all with no inputs is
    equivalent). Example: `%output = stablehlo.create_token : !stablehlo.token`
  }];
  let results = (outs Stablehlo_TokenValue:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
  let extraClassDefinition = Stablehlo_TokenResultInference;
}


def Stablehlo_AfterAllOp : Stablehlo_Op<"after_all", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "Join of tokens";
  let description = [{
    Produces a token that is ordered after all `inputs`.
    Example: `%result = stablehlo.after_all %input0, %input1 : !stablehlo.token`
  }];
  let arguments = (ins Variadic<Stablehlo_TokenValue>:$inputs);
  let results = (outs Stablehlo_TokenValue:$result);
  let assemblyFormat = [{
    $inputs attr-dict
      `:` custom<VariadicSameOperandsAndResultType>(ref($inputs), type($inputs), type($result))
  }];
  let extraClassDefinition = Stablehlo_TokenResultInference;
}

def Stablehlo_TupleOp : Stablehlo_Op<"tuple", [Pure, InferTypeOpAdaptor]> {
  let summary = "Tuple construction";
  let description = [{
    Packs `val` into a tuple.
    Example: `%result = stablehlo.tuple %val0, %val1 : tuple<tensor<2xf64>, tuple<tensor<i64>>>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrTupleOrBuffer>:$val);
  let results = (outs Stablehlo_Tuple:$result);
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
}

def Stablehlo_GetTupleElementOp : Stablehlo_Op<"get_tuple_element", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "Tuple element extraction";
  let description = [{
    Extracts element `index` of the tuple `operand`.
    Example: `%result = stablehlo.get_tuple_element %operand[0] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>`
  }];
  let arguments = (ins
    Stablehlo_Tuple:$operand,
    ConfinedAttr<I32Attr, [IntNonNegative]>:$index
  );
  let results = (outs
    Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrTupleOrBuffer);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C2)", "(C2)">.definition;
}

def Stablehlo_ReplicaIdOp : Stablehlo_Op<"replica_id", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "Replica id";
  let description = [{
    Produces the id of the current replica.
    Example: `%result = stablehlo.replica_id : tensor<ui32>`
  }];
  let results = (outs Stablehlo_UI32Tensor);
  let assemblyFormat = "attr-dict `:` type(results)";
  let extraClassDefinition = Stablehlo_UI32ScalarResultInference;
}


def Stablehlo_PartitionIdOp : Stablehlo_Op<"partition_id", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "Partition id";
  let description = [{
    Produces the id of the current partition.
    Example: `%result = stablehlo.partition_id : tensor<ui32>`
  }];
  let results = (outs Stablehlo_UI32Tensor);
  let assemblyFormat = "attr-dict `:` type(results)";
  let extraClassDefinition = Stablehlo_UI32ScalarResultInference;
}

//===----------------------------------------------------------------------===//
// Host and peer communication
//===----------------------------------------------------------------------===//

def Stablehlo_InfeedResource : Resource<"::mlir::stablehlo::InfeedResource">;
def Stablehlo_OutfeedResource : Resource<"::mlir::stablehlo::OutfeedResource">;
def Stablehlo_SendResource : Resource<"::mlir::stablehlo::SendResource">;
def Stablehlo_RecvResource : Resource<"::mlir::stablehlo::RecvResource">;

def Stablehlo_InfeedOp : Stablehlo_Op<"infeed", [
    MemoryEffects<[MemRead<Stablehlo_InfeedResource>,
                   MemWrite<Stablehlo_InfeedResource>]>]> {
  let summary = "Infeed";
  let description = [{
    Reads data from the infeed; the results are the data followed by a token
    (C1-C3).
    Example: `%results:2 = "stablehlo.infeed"(%token) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)`
  }];
  let arguments = (ins
    Stablehlo_TokenValue:$token,
    DefaultValuedStrAttr<StrAttr, "">:$infeed_config,
    OptionalAttr<ArrayAttr>:$layout
  );
  let results = (outs
    Variadic<Stablehlo_StaticShapeTensorOrPerAxisQuantizedTensorOrToken>);
  let hasVerifier = 1;
}

def Stablehlo_OutfeedOp : Stablehlo_Op<"outfeed", [InferTypeOpAdaptor,
    MemoryEffects<[MemRead<Stablehlo_OutfeedResource>,
                   MemWrite<Stablehlo_OutfeedResource>]>]> {
  let summary = "Outfeed";
  let description = [{
    Writes `inputs` to the outfeed and produces a token.
    Example: `%result = "stablehlo.outfeed"(%input0, %token) <{outfeed_config = ""}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token`
  }];
  let arguments = (ins
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensor>:$inputs,
    Stablehlo_TokenValue:$token,
    DefaultValuedStrAttr<StrAttr, "">:$outfeed_config
  );
  let results = (outs Stablehlo_TokenValue);
  let extraClassDefinition = Stablehlo_TokenResultInference;
}

def Stablehlo_SendOp : Stablehlo_Op<"send", [InferTypeOpAdaptor,
    MemoryEffects<[MemRead<Stablehlo_SendResource>,
                   MemWrite<Stablehlo_SendResource>]>]> {
  let summary = "Send";
  let description = [{
    Sends `inputs` over the channel `channel_handle` and produces a token.
    The shape function checks the channel type (C5); `source_target_pairs`
    (C1-C4) only under the spec check, as upstream never checks them.
    Example: `%result = "stablehlo.send"(%operand, %token) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>, is_host_transfer = false}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token`
  }];
  let arguments = (ins
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensor>:$inputs,
    Stablehlo_TokenValue:$token,
    Stablehlo_ChannelHandleAttr:$channel_handle,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
    OptionalAttr<I64ElementsAttr>:$source_target_pairs
  );
  let results = (outs Stablehlo_TokenValue);
}

def Stablehlo_RecvOp : Stablehlo_Op<"recv", [
    MemoryEffects<[MemRead<Stablehlo_RecvResource>,
                   MemWrite<Stablehlo_RecvResource>]>]> {
  let summary = "Receive";
  let description = [{
    Receives data over the channel `channel_handle`; the results are the data
    followed by a token. Checks the channel type (C5): with
    `is_host_transfer`, HOST_TO_DEVICE as upstream requires (the spec check:
    DEVICE_TO_HOST, as the spec says). `source_target_pairs` (C1-C4) only
    under the spec check, as upstream never checks them.
    Example: `%results:2 = "stablehlo.recv"(%token) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)`
  }];
  let arguments = (ins
    Stablehlo_TokenValue:$token,
    Stablehlo_ChannelHandleAttr:$channel_handle,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
    OptionalAttr<I64ElementsAttr>:$source_target_pairs
  );
  let results = (outs
    Variadic<Stablehlo_StaticShapeTensorOrPerAxisQuantizedTensorOrToken>);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def Stablehlo_ReturnOp : Stablehlo_Op<"return", [Pure, Terminator]> {
  let summary = "Region terminator";
  let description = [{
    Returns `results` from a region of a StableHLO op (functions use
    `func.return`). Example: `stablehlo.return %0 : tensor<f32>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrBuffer>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

def Stablehlo_IfOp : Stablehlo_Op<"if", [RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor]> {
  let summary = "Conditional";
  let description = [{
    Runs `true_branch` if `pred` is true, else `false_branch`; both take no
    arguments and return the results.
    Example: `%result = "stablehlo.if"(%pred) ({ stablehlo.return %a : tensor<f32> }, { stablehlo.return %b : tensor<f32> }) : (tensor<i1>) -> tensor<f32>`
  }];
  let arguments = (ins RankedTensorOf<[Stablehlo_Pred]>:$pred);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let results = (outs Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrToken>);
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C3)", "(C3)">.definition;
}

def Stablehlo_CaseOp : Stablehlo_Op<"case", [RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor]> {
  let summary = "Indexed conditional";
  let description = [{
    Runs branch `index` (the last branch if out of range); the branches take
    no arguments and return the results.
    Example: `%result = "stablehlo.case"(%index) ({ stablehlo.return %a : tensor<f32> }) : (tensor<i32>) -> tensor<f32>`
  }];
  let arguments = (ins RankedTensorOf<[I32]>:$index);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let results = (outs Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrToken>);
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C4)", "(C4)">.definition;
}

def Stablehlo_WhileOp : Stablehlo_Op<"while", [RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let summary = "Loop";
  let description = [{
    Runs `body` while `cond` returns true, threading the values through both
    regions, whose arguments have the operands' types.
    Example:
    ```
    %results = stablehlo.while(%iterArg = %init) : tensor<i64>
    cond { ... stablehlo.return %p : tensor<i1> }
    do { ... stablehlo.return %next : tensor<i64> }
    ```
  }];
  let arguments = (ins
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrBuffer>:$operand);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let results = (outs
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrBuffer>);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C3)", "(C3)">.definition;
}

def Stablehlo_OptimizationBarrierOp : Stablehlo_Op<"optimization_barrier", [
    Pure, Stablehlo_PairwiseSameOperandAndResultType, InferTypeOpAdaptor]> {
  let summary = "Optimization barrier";
  let description = [{
    Returns its operands unchanged while keeping the computations that
    produce them from being moved across it.
    Example: `%result0, %result1 = stablehlo.optimization_barrier %operand0, %operand1 : tensor<f32>, tensor<f32>`
  }];
  let arguments = (ins Variadic<Stablehlo_TensorOrToken>:$operand);
  let results = (outs Variadic<Stablehlo_TensorOrToken>:$result);
  // Without operands the op prints `()`, which keeps it from swallowing the
  // next line's value as an operand.
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<>.definition;
}

def Stablehlo_MapOp : Stablehlo_Op<"map", [RecursiveMemoryEffects,
    SameOperandsAndResultShape, SingleBlockImplicitTerminator<"ReturnOp">,
    InferTypeOpAdaptor, Stablehlo_ResultShapeOf<0>]> {
  let summary = "Map";
  let description = [{
    Applies `computation` element-wise to `inputs` along `dimensions`; the
    shape function checks (C1-C4): the result has the inputs' shape and the
    computation's element type.
    Example: `%result = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({ ... }) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$inputs,
    DenseI64ArrayAttr:$dimensions
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Stablehlo_Tensor);
}

def Stablehlo_ReduceOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<"reduce", [RecursiveMemoryEffects,
    SameVariadicOperandSize, SingleBlockImplicitTerminator<"ReturnOp">,
    InferTypeOpAdaptor]> {
  let summary = "Reduce";
  let description = [{
    Reduces `inputs` along `dimensions` with `body`, starting from
    `init_values`; the shape function checks (C1-C8). A body made of a single commutative binary StableHLO op
    prints compactly:
    `%result = stablehlo.reduce(%input init: %init) applies stablehlo.add across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$inputs,
    Variadic<Stablehlo_Tensor>:$init_values,
    DenseI64ArrayAttr:$dimensions
  );
  let regions = (region SizedRegion<1>:$body);
  let results = (outs Variadic<Stablehlo_Tensor>);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_ReduceWindowOp : Stablehlo_Op<"reduce_window", [
    RecursiveMemoryEffects, SameVariadicOperandSize,
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor]> {
  let summary = "Windowed reduction";
  let description = [{
    Reduces windows of `inputs` with `body`, starting from `init_values`;
    the shape function checks (C1-C16) and infers the result shapes with
    bounds.
    Example: `%result = "stablehlo.reduce_window"(%input, %init) <{window_dimensions = array<i64: 2, 1>}> ({ ... }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$inputs,
    Variadic<Stablehlo_Tensor>:$init_values,
    DenseI64ArrayAttr:$window_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
    OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
    OptionalAttr<I64ElementsAttr>:$padding
  );
  let regions = (region SizedRegion<1>:$body);
  let results = (outs Variadic<Stablehlo_Tensor>);
}

def Stablehlo_SortOp : Stablehlo_Op<"sort", [RecursiveMemoryEffects,
    SameOperandsAndResultShape, InferTypeOpAdaptor]> {
  let summary = "Sort";
  let description = [{
    Sorts `inputs` together along `dimension` with `comparator`, which takes
    two elements of each input; the shape function checks (C1-C5).
    Example: `%result0, %result1 = "stablehlo.sort"(%input0, %input1) <{dimension = 0 : i64, is_stable = true}> ({ ... }) : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$inputs,
    DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable
  );
  let regions = (region SizedRegion<1>:$comparator);
  let results = (outs Variadic<Stablehlo_Tensor>);
}

def Stablehlo_ScatterOp : Stablehlo_Op<"scatter", [RecursiveMemoryEffects,
    SameVariadicOperandSize, InferTypeOpAdaptor]> {
  let summary = "Scatter";
  let description = [{
    Produces `inputs` with the slices at `scatter_indices` combined with
    `updates` by `update_computation`. The shape function checks (C1-C25);
    the results have the inputs' shapes and the computation's element
    types.
    Example: `%result = "stablehlo.scatter"(%input, %indices, %update) <{scatter_dimension_numbers = #stablehlo.scatter<...>}> ({ ... }) : (...) -> tensor<2x3x4x2xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$inputs,
    RankedTensorOf<[AnyInteger, Index]>:$scatter_indices,
    Variadic<Stablehlo_Tensor>:$updates,
    Stablehlo_ScatterDimensionNumbersAttr:$scatter_dimension_numbers,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices
  );
  let regions = (region SizedRegion<1>:$update_computation);
  let results = (outs Variadic<Stablehlo_Tensor>);
}

def Stablehlo_SelectAndScatterOp : Stablehlo_Op<"select_and_scatter", [
    RecursiveMemoryEffects, InferTypeOpAdaptor]> {
  let summary = "Select and scatter";
  let description = [{
    Picks an element of each window of `operand` with `select` and combines
    `source` into it with `scatter`, starting from `init_value`; the shape
    function checks (C1-C12). Absent window dimensions and strides are 1.
    Example: `%result = "stablehlo.select_and_scatter"(%operand, %source, %init) <{window_dimensions = array<i64: 3, 1>}> ({ ... }, { ... }) : (...) -> tensor<4x2xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_Tensor:$source,
    Stablehlo_Tensor:$init_value,
    OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<I64ElementsAttr>:$padding
  );
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let results = (outs Stablehlo_Tensor);
}

def Stablehlo_AsyncStartOp : Stablehlo_Op<"async_start", [IsolatedFromAbove,
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor]> {
  let summary = "Asynchronous start";
  let description = [{
    Starts `body` on `operands` (its block arguments) and produces a future
    of its results; the shape function checks (C1-C4). The body holds one
    collective or slice applied to the block arguments in order, and a
    return of its results; the result is the future of their types.
    Besides the spec's list, collective_reduce is accepted, as upstream does.
    Example: `%future = "stablehlo.async_start"(%x) ({ ^bb0(%a: tensor<4xf32>): ... }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>`
  }];
  let arguments = (ins Variadic<Stablehlo_Tensor>:$operands);
  let regions = (region SizedRegion<1>:$body);
  let results = (outs Stablehlo_FutureValue);
}

def Stablehlo_AsyncDoneOp : Stablehlo_Op<"async_done", [InferTypeOpAdaptor]> {
  let summary = "Asynchronous completion";
  let description = [{
    Waits for the future `operand` and produces its value; the shape function
    checks (C1): a future of one type T gives T.
    Example: `%result = "stablehlo.async_done"(%future) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>`
  }];
  let arguments = (ins Stablehlo_FutureValue:$operand);
  let results = (outs Stablehlo_Tensor);
}

def Stablehlo_CompositeOp : Stablehlo_Op<"composite", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Composite";
  let description = [{
    An operation `name` made of other StableHLO ops, given by the function
    `decomposition`.
    Example: `%result = stablehlo.composite "my.op" %x {decomposition = @my_op, version = 1 : i32} : (tensor<f32>) -> tensor<f32>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrTuple>:$inputs,
    StrAttr:$name,
    DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
    FlatSymbolRefAttr:$decomposition,
    DefaultValuedOptionalAttr<I32Attr, "0">:$version
  );
  let regions = (region VariadicRegion<AnyRegion>:$composite_regions);
  let results = (outs
    Variadic<Stablehlo_TensorOrPerAxisQuantizedTensorOrTokenOrTuple>);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $name operands (` ` `(` $composite_regions^ `)`)? attr-dict
      `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

// Collectives read replica_groups in both forms (a 2-D tensor, or mesh axes);
// a mesh given by symbol is not looked up, so what depends on the group size
// (all_gather (C6), all_to_all (C8), reduce_scatter (C1), (C8),
// collective_broadcast (C6)) is checked only for the tensor form and inline
// meshes. Ops whose result types the spec determines infer them
// (all_reduce, all_to_all, collective_broadcast, collective_permute); the
// others have a verifier: all_gather's and reduce_scatter's group size is
// multiplied by the unknown number of partitions when channel_id > 0 and
// use_global_device_ids = false (cross_replica_and_partition), and the spec
// leaves collective_reduce's result element type open.

def Stablehlo_AllGatherOp : Stablehlo_Op<"all_gather", [
    Stablehlo_PairwiseSameOperandAndResultElementType,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "All-gather";
  let description = [{
    Concatenates each operand across the processes of each group along
    `all_gather_dim`. Checks (C1-C6) as upstream does: (C6) on
    `all_gather_dim` as a multiple of the operand's size, no operand after
    one whose gathered dimension is dynamic. The spec check: as a multiple
    of the operand's size times the group size (upstream's own artifacts
    gather more than that product), every operand.
    Example: `%result = "stablehlo.all_gather"(%operand) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x4xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$operands,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$all_gather_dim,
    Stablehlo_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<Stablehlo_ChannelHandleAttr>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let results = (outs Variadic<Stablehlo_Tensor>);
  let hasVerifier = 1;
}

def Stablehlo_AllReduceOp : Stablehlo_Op<"all_reduce", [
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "All-reduce";
  let description = [{
    Reduces each operand across the processes of each group with
    `computation`, which takes two scalars. The results have the operands'
    shapes and the computation's element type (C1-C7).
    Example: `%result = "stablehlo.all_reduce"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({ ... }) : (tensor<4xi64>) -> tensor<4xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$operands,
    Stablehlo_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<Stablehlo_ChannelHandleAttr>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<Stablehlo_Tensor>);
}

def Stablehlo_ReduceScatterOp : Stablehlo_Op<"reduce_scatter", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Reduce-scatter";
  let description = [{
    Reduces `operand` across the processes of each group with `computation`
    and scatters the result along `scatter_dimension`. Checks (C1-C9) as
    upstream does: the operand's scattered dimension a multiple of the
    result's, nothing more when it is dynamic. The spec check: (C1) and (C8)
    with the group size, exactly when it is known, else as "a multiple of".
    Example: `%result = "stablehlo.reduce_scatter"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({ ... }) : (tensor<2x4xi64>) -> tensor<2x2xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$scatter_dimension,
    Stablehlo_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<Stablehlo_ChannelHandleAttr>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Stablehlo_Tensor);
  let hasVerifier = 1;
}

def Stablehlo_AllToAllOp : Stablehlo_InferredOp<"all_to_all", [
    Stablehlo_PairwiseSameOperandAndResultElementType,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "All-to-all";
  let description = [{
    Splits each operand along `split_dimension` into `split_count` parts,
    exchanges them within each group and concatenates along
    `concat_dimension` (C1-C9).
    Example: `%result = "stablehlo.all_to_all"(%operand) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>) -> tensor<4x2xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$operands,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$split_dimension,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$concat_dimension,
    ConfinedAttr<I64Attr, [IntPositive]>:$split_count,
    Stablehlo_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<Stablehlo_ChannelHandleAttr>:$channel_handle
  );
  let results = (outs Variadic<Stablehlo_Tensor>);
}

def Stablehlo_CollectiveBroadcastOp : Stablehlo_InferredOp<"collective_broadcast", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Collective broadcast";
  let description = [{
    Sends the operands of the root process of each group to the other
    processes of the group; with `has_dynamic_root` the last operand holds
    the root's index in its group for each other operand (C1-C5; (C6), when
    that operand is a constant, under the spec check only).
    Example: `%result = "stablehlo.collective_broadcast"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>) -> tensor<1x2xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$operands,
    Stablehlo_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<Stablehlo_ChannelHandleAttr>:$channel_handle,
    UnitAttr:$has_dynamic_root
  );
  let results = (outs Variadic<Stablehlo_Tensor>);
  let hasVerifier = 1;
}

def Stablehlo_CollectiveReduceOp : Stablehlo_Op<"collective_reduce", [
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Collective reduce";
  let description = [{
    Reduces each operand across the processes of each group with
    `computation` into the group's root process; with `has_dynamic_root` the
    last operand holds the root indices (C1-C4). The spec fixes only the
    results' shapes; as upstream, each result's element type is inferred
    from the computation's argument (the operand's without a block).
    Example: `%result = "stablehlo.collective_reduce"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({ ... }) : (tensor<4xi64>) -> tensor<4xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$operands,
    Stablehlo_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<Stablehlo_ChannelHandleAttr>:$channel_handle,
    UnitAttr:$use_global_device_ids,
    UnitAttr:$has_dynamic_root
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<Stablehlo_Tensor>);
  let hasVerifier = 1;
}

def Stablehlo_CollectivePermuteOp : Stablehlo_InferredOp<"collective_permute", [
    SameOperandsAndResultElementType]> {
  let summary = "Collective permute";
  let description = [{
    Sends `operand` from each source process to its target process (C1-C5;
    of (C4) only the lower bound, the number of processes being unknown).
    Example: `%result = "stablehlo.collective_permute"(%operand) <{source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    I64ElementsAttr:$source_target_pairs,
    OptionalAttr<Stablehlo_ChannelHandleAttr>:$channel_handle
  );
  let results = (outs Stablehlo_Tensor);
}

def Stablehlo_CrossReplicaSumOp : Stablehlo_InferredOp<"cross-replica-sum", [Pure]> {
  let summary = "Cross-replica sum";
  let description = [{
    Sums `operand` across the replicas of each group (not in the spec; kept
    for compatibility). The result has the operand's type (up to dynamic
    dimensions), as upstream requires.
    Example: `%result = "stablehlo.cross-replica-sum"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    I64ElementsAttr:$replica_groups
  );
  let results = (outs Stablehlo_Tensor);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Slicing, padding and concatenation
//===----------------------------------------------------------------------===//

def Stablehlo_SliceOp : Stablehlo_InferredOp<"slice", [NoMemoryEffect,
    SameOperandsAndResultElementType,
    AllMatchSameOperatorTrait<["start_indices", "limit_indices", "strides"],
                              "$_self.size()", "size">]> {
  let summary = "Slice";
  let description = [{
    Extracts the slice `[start:limit:stride]` of each dimension of `operand`;
    a stride of 1 is not printed.
    Example: `%result = stablehlo.slice %operand [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    DenseI64ArrayAttr:$start_indices,
    DenseI64ArrayAttr:$limit_indices,
    DenseI64ArrayAttr:$strides
  );
  let results = (outs Stablehlo_Tensor);
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C5)", "(C1)">.definition;
}

def Stablehlo_DynamicSliceOp : Stablehlo_InferredOp<"dynamic_slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "Dynamic slice";
  let description = [{
    Extracts a slice of size `slice_sizes` of `operand` at run-time
    `start_indices`.
    Example: `%result = stablehlo.dynamic_slice %operand, %i0, %i1, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Variadic<Stablehlo_ScalarIntTensor>:$start_indices,
    DenseI64ArrayAttr:$slice_sizes
  );
  let results = (outs Stablehlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C5)", "(C1)">.definition;
}

def Stablehlo_DynamicUpdateSliceOp : Stablehlo_InferredOp<"dynamic_update_slice",
    [Pure, AllElementTypesMatch<["operand", "update", "result"]>]> {
  let summary = "Dynamic update slice";
  let description = [{
    Replaces the slice of `operand` at run-time `start_indices` by `update`.
    Example: `%result = stablehlo.dynamic_update_slice %operand, %update, %i0, %i1 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_Tensor:$update,
    Variadic<Stablehlo_ScalarIntTensor>:$start_indices
  );
  let results = (outs Stablehlo_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
}

def Stablehlo_RealDynamicSliceOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<"real_dynamic_slice",
    [NoMemoryEffect,
     AllElementTypesMatch<["operand", "result"]>,
     AllTypesMatch<["start_indices", "limit_indices", "strides"]>]> {
  let summary = "Slice with run-time bounds";
  let description = [{
    Like slice, with start, limit and stride given as run-time tensors.
    Example: `%result = stablehlo.real_dynamic_slice %operand, %start, %limit, %strides : (tensor<3x4xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_DimensionTensor:$start_indices,
    Stablehlo_DimensionTensor:$limit_indices,
    Stablehlo_DimensionTensor:$strides
  );
  let results = (outs Stablehlo_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def Stablehlo_PadOp : Stablehlo_ReifiedFromOperands, Stablehlo_InferredOp<"pad", [NoMemoryEffect,
    SameOperandsAndResultElementType,
    AllMatchSameOperatorTrait<["edge_padding_low", "edge_padding_high", "interior_padding"],
                              "$_self.size()", "size">]> {
  let summary = "Pad";
  let description = [{
    Pads `operand` with `padding_value` at both edges and between elements
    of each dimension.
    Example: `%result = stablehlo.pad %operand, %padding_value, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x9xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_ScalarTensor:$padding_value,
    DenseI64ArrayAttr:$edge_padding_low,
    DenseI64ArrayAttr:$edge_padding_high,
    DenseI64ArrayAttr:$interior_padding
  );
  let results = (outs Stablehlo_Tensor);
  let assemblyFormat = [{
    $operand `,` $padding_value `,`
      `low` `=` $edge_padding_low `,`
      `high` `=` $edge_padding_high `,`
      `interior` `=` $interior_padding
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_DynamicPadOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<"dynamic_pad", [NoMemoryEffect,
    AllElementTypesMatch<["operand", "padding_value", "result"]>,
    AllTypesMatch<["edge_padding_low", "edge_padding_high", "interior_padding"]>,
    AllRanksMatch<["operand", "result"]>]> {
  let summary = "Pad with run-time paddings";
  let description = [{
    Like pad, with the paddings given as run-time tensors.
    Example: `%result = stablehlo.dynamic_pad %operand, %value, %low, %high, %interior : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_ScalarTensor:$padding_value,
    Stablehlo_StaticDimensionTensor:$edge_padding_low,
    Stablehlo_StaticDimensionTensor:$edge_padding_high,
    Stablehlo_StaticDimensionTensor:$interior_padding
  );
  let results = (outs Stablehlo_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def Stablehlo_ConcatenateOp : Stablehlo_ReifiedFromOperands, Stablehlo_InferredOp<"concatenate",
    [NoMemoryEffect, SameOperandsAndResultElementType]> {
  let summary = "Concatenation";
  let description = [{
    Concatenates `inputs` along `dimension`.
    Example: `%result = stablehlo.concatenate %input0, %input1, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_Tensor>:$inputs,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension
  );
  let results = (outs Stablehlo_Tensor);
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C6)", "(C5)">.definition;
}

def Stablehlo_ReverseOp : Stablehlo_InferredOp<"reverse", [NoMemoryEffect,
    SameOperandsAndResultElementType, Stablehlo_ResultShapeOf<0>]> {
  let summary = "Reverse";
  let description = [{
    Reverses the order of elements of `operand` along `dimensions`.
    Example: `%result = stablehlo.reverse %operand, dims = [1] : tensor<3x2xi32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    DenseI64ArrayAttr:$dimensions
  );
  let results = (outs Stablehlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dimensions
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

def Stablehlo_BroadcastOp : Stablehlo_ReifiedFromOperands, Stablehlo_InferredOp<"broadcast", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Broadcast (prepending dimensions)";
  let description = [{
    Prepends dimensions of sizes `broadcast_sizes` to `operand` (not in the
    spec; kept for compatibility).
    Example: `%result = stablehlo.broadcast %operand, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    DenseI64ArrayAttr:$broadcast_sizes
  );
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` $broadcast_sizes
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_DynamicBroadcastInDimOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<
    "dynamic_broadcast_in_dim", [NoMemoryEffect]> {
  let summary = "Broadcast to a run-time shape";
  let description = [{
    Like broadcast_in_dim, with the result shape `output_dimensions` given at
    run time.
    Example: `%result = stablehlo.dynamic_broadcast_in_dim %operand, %shape, dims = [2, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>`
  }];
  let arguments = (ins
    Stablehlo_TensorOrPerAxisQuantizedTensor:$operand,
    Stablehlo_StaticDimensionTensor:$output_dimensions,
    DenseI64ArrayAttr:$broadcast_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions
  );
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_DynamicReshapeOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<"dynamic_reshape",
    [NoMemoryEffect]> {
  let summary = "Reshape to a run-time shape";
  let description = [{
    Reshapes `operand` to the shape `output_shape` given at run time.
    Example: `%result = stablehlo.dynamic_reshape %operand, %shape : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>`
  }];
  let arguments = (ins
    Stablehlo_TensorOrPerAxisQuantizedTensor:$operand,
    Stablehlo_StaticDimensionTensor:$output_shape
  );
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def Stablehlo_DynamicIotaOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<"dynamic_iota", [NoMemoryEffect]> {
  let summary = "Iota with a run-time shape";
  let description = [{
    Like iota, with the result shape `output_shape` given at run time.
    Example: `%result = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<4x5xi64>`
  }];
  let arguments = (ins
    Stablehlo_StaticDimensionTensor:$output_shape,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$iota_dimension
  );
  let results = (outs Stablehlo_IntFpOrComplexOrQuantizedIntTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict
      `:` functional-type(operands, results)
  }];
}

def Stablehlo_GetDimensionSizeOp : Stablehlo_InferredOp<"get_dimension_size",
    [Pure]> {
  let summary = "Dimension size";
  let description = [{
    Produces the size of dimension `dimension` of `operand`.
    Example: `%result = stablehlo.get_dimension_size %operand, dim = 1 : (tensor<2x3xi64>) -> tensor<i32>`
  }];
  let arguments = (ins
    Stablehlo_TensorOrPerAxisQuantizedTensor:$operand,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension
  );
  let results = (outs Stablehlo_I32Tensor);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_SetDimensionSizeOp : Stablehlo_InferredOp<"set_dimension_size",
    [NoMemoryEffect]> {
  let summary = "Set dimension size";
  let description = [{
    Sets the run-time size of dimension `dimension` of `operand` to `size`
    (not in the spec; kept for compatibility).
    Example: `%result = stablehlo.set_dimension_size %operand, %size, dim = 0 : (tensor<?xf32>, tensor<i32>) -> tensor<16xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    0DTensorOf<[I32]>:$size,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension
  );
  let results = (outs Stablehlo_Tensor);
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Convolution, dot products and gathers
//===----------------------------------------------------------------------===//

def Stablehlo_ConvolutionOp : Stablehlo_Op<"convolution", [NoMemoryEffect,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
        ["inferReturnTypeComponents"]>]> {
  let summary = "Convolution";
  let description = [{
    Convolves `lhs` with the kernel `rhs`. Window attributes that are absent
    take their defaults (strides and dilations 1, padding 0, no reversal).
    The shape function checks (C1-C24) and the operand halves of (C27-C34)
    and infers the shape of (C25) with bounds; the verifier checks the
    result against it (C25, C26) and its element type (C28-C34). As
    upstream StableHLO, the verifier reads an empty window attribute as its
    default, accepts up to 2 precision_config entries, leaves a
    non-quantized result's element type free and ignores bounds in (C25);
    the spec check (--stablehlo-check-spec) holds the spec's rules.
    Example:
    `%result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$lhs,
    Stablehlo_TensorOrPerAxisQuantizedTensor:$rhs,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<I64ElementsAttr>:$padding,
    OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
    OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
    OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
    Stablehlo_ConvDimensionNumbersAttr:$dimension_numbers,
    ConfinedAttr<I64Attr, [IntPositive]>:$feature_group_count,
    ConfinedAttr<I64Attr, [IntPositive]>:$batch_group_count,
    OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config
  );
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `(` operands `)`
      `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,`
      `window` `=` `{` custom<WindowAttributes>($window_strides, $padding,
                                               $lhs_dilation, $rhs_dilation,
                                               $window_reversal) `}`
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_DynamicConvOp : Stablehlo_Op<"dynamic_conv", [NoMemoryEffect,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
        ["inferReturnTypeComponents"]>]> {
  let summary = "Convolution with run-time padding";
  let description = [{
    Like convolution, with the padding given as a run-time `N x 2` tensor;
    the same constraints (C1-C34). Spatial result dimensions are inferred
    only when `padding` is a constant. rhs and result are per-tensor
    quantized if at all (a per-axis quantized type is refused).
    Example: `%result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (...) -> tensor<1x?x?x16xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$lhs,
    Stablehlo_Tensor:$rhs,
    Stablehlo_Static2DIntTensor:$padding,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
    OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
    OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
    Stablehlo_ConvDimensionNumbersAttr:$dimension_numbers,
    ConfinedAttr<I64Attr, [IntPositive]>:$feature_group_count,
    ConfinedAttr<I64Attr, [IntPositive]>:$batch_group_count,
    OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config
  );
  let results = (outs Stablehlo_Tensor);
  let hasVerifier = 1;
}

def Stablehlo_DotOp : Stablehlo_Op<"dot", [Pure,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
        ["inferReturnTypeComponents"]>]> {
  let summary = "Dot product";
  let description = [{
    Matrix/vector product of `lhs` and `rhs` (not in the spec; dot_general
    supersedes it). The verifier requires operands of rank 1 or 2 whose
    contracted dimensions match, at most 2 precision_config entries, and a
    result of the product's shape.
    Example: `%result = stablehlo.dot %lhs, %rhs, precision = [DEFAULT, DEFAULT] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$lhs,
    Stablehlo_TensorOrPerAxisQuantizedTensor:$rhs,
    OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config
  );
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor);
  let hasVerifier = 1;
  // The empty literal keeps a space from being printed before the optional
  // `, precision = [...]`.
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict
      `:` functional-type(operands, results)
  }];
}

def Stablehlo_DotGeneralOp : Stablehlo_ReifiedFromOperands, Stablehlo_Op<"dot_general", [NoMemoryEffect,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
        ["inferReturnTypeComponents", "reifyReturnTypeShapes"]>]> {
  let summary = "General dot product";
  let description = [{
    Contracts `lhs` and `rhs` over the contracting dimensions, batching over
    the batching dimensions. The shape function checks (C1-C11), (C13)
    (under the spec check only; the verifier also accepts up to 2
    precision_config entries (C11), as upstream StableHLO does),
    (C15-C17), (C21), the operand halves of (C18) and (C20), and that a
    given algorithm is a supported one, and infers the shape of (C12) with
    bounds; the verifier checks the result against it and (C14), (C18-C20).
    (C22-C24) are the algorithm attribute's own checks.
    Example: `%result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$lhs,
    Stablehlo_TensorOrPerAxisQuantizedTensor:$rhs,
    Stablehlo_DotDimensionNumbersAttr:$dot_dimension_numbers,
    OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config,
    OptionalAttr<Stablehlo_DotAlgorithmAttr>:$algorithm
  );
  let results = (outs Stablehlo_TensorOrPerAxisQuantizedTensor);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers) ``
      custom<PrecisionConfigAndAlgorithm>($precision_config, $algorithm)
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_EinsumOp : Stablehlo_Op<"einsum", [Pure]> {
  let summary = "Einstein summation";
  let description = [{
    Einstein summation of `lhs` and `rhs` per `einsum_config` (not in the
    spec; kept for compatibility).
    Example: `%result = stablehlo.einsum %lhs, %rhs, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$lhs,
    Stablehlo_Tensor:$rhs,
    StrAttr:$einsum_config
  );
  let results = (outs Stablehlo_Tensor);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict
      `:` functional-type(operands, results)
  }];
}

def Stablehlo_UnaryEinsumOp : Stablehlo_Op<"unary_einsum", [Pure]> {
  let summary = "Unary Einstein summation";
  let description = [{
    Einstein summation of `operand` per `einsum_config` (not in the spec;
    kept for compatibility).
    Example: `%result = stablehlo.unary_einsum %operand, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    StrAttr:$einsum_config
  );
  let results = (outs Stablehlo_Tensor);
  let assemblyFormat = [{
    $operand `,` `config` `=` $einsum_config attr-dict
      `:` functional-type(operands, results)
  }];
}

def Stablehlo_GatherOp : Stablehlo_ReifiedFromOperands, Stablehlo_InferredOp<"gather", [NoMemoryEffect,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "Gather";
  let description = [{
    Gathers slices of `operand` of size `slice_sizes` at `start_indices`;
    the shape function checks (C1-C23) and infers the result with bounds.
    Example: `%result = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x4x9xf32>, tensor<1x5x2xi32>) -> tensor<1x5x1xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_IntTensor:$start_indices,
    Stablehlo_GatherDimensionNumbersAttr:$dimension_numbers,
    DenseI64ArrayAttr:$slice_sizes,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted
  );
  let results = (outs Stablehlo_Tensor:$result);
}

def Stablehlo_DynamicGatherOp : Stablehlo_ReifiedFromOperands, Stablehlo_InferredOp<"dynamic_gather",
    [NoMemoryEffect]> {
  let summary = "Gather with run-time slice sizes";
  let description = [{
    Like gather, with `slice_sizes` given at run time. The shape function
    checks (C1-C12), those on slice sizes when `slice_sizes` is a constant,
    and gather's constraints on the batching dimensions; it infers the
    result (C13, C14), whose offset dimensions are dynamic unless
    `slice_sizes` is a constant.
    Example: `%result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) <{dimension_numbers = #stablehlo.gather<...>}> : (...) -> tensor<1x5x8xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_IntTensor:$start_indices,
    Stablehlo_Static1DIntTensor:$slice_sizes,
    Stablehlo_GatherDimensionNumbersAttr:$dimension_numbers,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted
  );
  let results = (outs Stablehlo_Tensor);
}

def Stablehlo_TorchIndexSelectOp : Stablehlo_Op<"torch_index_select",
    [Pure]> {
  let summary = "Index select";
  let description = [{
    Selects slices of `operand` along `dim` at `index` (not in the spec;
    kept for compatibility).
    Example: `%result = "stablehlo.torch_index_select"(%operand, %index) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<5x1x5xf32>, tensor<2xi32>) -> tensor<2x1x5xf32>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$operand,
    Stablehlo_Tensor:$index,
    I64Attr:$dim,
    I64Attr:$batch_dims
  );
  let results = (outs Stablehlo_Tensor);
}

//===----------------------------------------------------------------------===//
// Custom call
//===----------------------------------------------------------------------===//

def Stablehlo_CustomCallOp : Stablehlo_Op<"custom_call", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Custom call";
  let description = [{
    Calls the implementation-defined operation `call_target_name`. Its
    operands and results may also be tuples, buffers (memrefs), tokens and
    futures. Example:
    `%results = stablehlo.custom_call @foo(%input0) {backend_config = {bar = 42 : i32}, api_version = 4 : i32} : (tensor<f64>) -> tensor<f64>`
  }];
  let arguments = (ins
    Variadic<Stablehlo_CustomCallValue>:$inputs,
    StrAttr:$call_target_name,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
    OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
    DefaultValuedOptionalAttr<Stablehlo_CustomCallApiVersionAttr,
        "::mlir::stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL">:$api_version,
    DefaultValuedOptionalAttr<Stablehlo_FlatSymbolRefArrayAttr, "{}">:$called_computations,
    OptionalAttr<Stablehlo_ArrayOfLayoutAttr>:$operand_layouts,
    OptionalAttr<Stablehlo_ArrayOfLayoutAttr>:$result_layouts,
    DefaultValuedOptionalAttr<Stablehlo_OutputOperandAliasArrayAttr, "{}">:$output_operand_aliases,
    OptionalAttr<Stablehlo_ArrayOfTilingAttr>:$result_tilings
  );
  let results = (outs Variadic<Stablehlo_CustomCallValue>);
  let hasVerifier = 1;
  // Written as ODS writes properties (by name); read also from the bytecode
  // of StableHLO before 1.18.0, which ends before result_tilings
  // (StablehloOtherOps.cpp).
  let useCustomPropertiesEncoding = 1;
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Numerics
//===----------------------------------------------------------------------===//

def Stablehlo_FftOp : Stablehlo_InferredOp<"fft", [NoMemoryEffect]> {
  let summary = "Fast Fourier transform";
  let description = [{
    Forward or inverse, complex or real Fourier transform of the innermost
    dimensions of `operand`, of lengths `fft_length`; the shape function
    checks (C1-C5).
    Example: `%result = stablehlo.fft %operand, type =  FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>`
  }];
  let arguments = (ins
    Stablehlo_FpOrComplexTensor:$operand,
    StableHLO_FftTypeAttr:$fft_type,
    DenseI64ArrayAttr:$fft_length
  );
  let results = (outs Stablehlo_FpOrComplexTensor);
  let assemblyFormat = [{
    $operand `,` `type` `=` $fft_type `,` `length` `=` $fft_length
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_RngOp : Stablehlo_ReifiedFromOperands, Stablehlo_InferredOp<"rng", [
    AllElementTypesMatch<["a", "b", "result"]>]> {
  let summary = "Random numbers";
  let description = [{
    Random numbers of shape `shape` with distribution `rng_distribution` and
    parameters `a` and `b`; the shape function checks (C1-C3).
    Example: `%result = stablehlo.rng %a, %b, %shape, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>`
  }];
  let arguments = (ins
    Stablehlo_ScalarPredIntOrFpTensor:$a,
    Stablehlo_ScalarPredIntOrFpTensor:$b,
    Stablehlo_StaticDimensionTensor:$shape,
    StableHLO_RngDistributionAttr:$rng_distribution
  );
  let results = (outs Stablehlo_PredIntOrFpTensor:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<>.definition;
}

def Stablehlo_RngBitGeneratorOp : Stablehlo_Op<"rng_bit_generator",
    [NoMemoryEffect]> {
  let summary = "Random bits";
  let description = [{
    Produces random bits `output` and the next state `output_state` from
    `initial_state` with `rng_algorithm`; the verifier checks (C1). (C2),
    the state size per algorithm, is not checked: upstream's own artifacts
    use one-element states with THREE_FRY and PHILOX.
    Example: `%output_state, %output = stablehlo.rng_bit_generator %initial_state, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)`
  }];
  let arguments = (ins
    StableHLO_RngAlgorithmAttr:$rng_algorithm,
    Stablehlo_IntOrFpTensor:$initial_state
  );
  let results = (outs
    Stablehlo_IntOrFpTensor:$output_state,
    Stablehlo_StaticShapeIntOrFpTensor:$output
  );
  let hasVerifier = 1;
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict
      `:` functional-type(operands, results)
  }];
}

def Stablehlo_BatchNormGradOp : Stablehlo_InferredOp<"batch_norm_grad",
    [NoMemoryEffect, Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Batch normalization gradient";
  let description = [{
    Gradients of batch normalization with respect to `operand`, `scale` and
    offset.
    Example: `%grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) <{epsilon = 0.0 : f32, feature_index = 2 : i64}> : (...) -> (...)`
  }];
  let arguments = (ins
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt]>:$operand,
    Stablehlo_FpOrQuantizedInt1DTensor:$scale,
    Stablehlo_FpOrQuantizedInt1DTensor:$mean,
    Stablehlo_FpOrQuantizedInt1DTensor:$variance,
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt]>:$grad_output,
    F32Attr:$epsilon,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index
  );
  let results = (outs
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt]>:$grad_operand,
    Stablehlo_FpOrQuantizedInt1DTensor:$grad_scale,
    Stablehlo_FpOrQuantizedInt1DTensor:$grad_offset);
  let extraClassDeclaration = baselineDecls;
}

def Stablehlo_BatchNormInferenceOp : Stablehlo_InferredOp<"batch_norm_inference",
    [NoMemoryEffect, Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Batch normalization for inference";
  let description = [{
    Normalizes `operand` along all dimensions but `feature_index` with the
    given statistics.
    Example: `%result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) <{epsilon = 0.0 : f32, feature_index = 2 : i64}> : (...) -> tensor<2x2x2xf64>`
  }];
  let arguments = (ins
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt]>:$operand,
    Stablehlo_FpOrQuantizedInt1DTensor:$scale,
    Stablehlo_FpOrQuantizedInt1DTensor:$offset,
    Stablehlo_FpOrQuantizedInt1DTensor:$mean,
    Stablehlo_FpOrQuantizedInt1DTensor:$variance,
    F32Attr:$epsilon,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index
  );
  let results = (outs
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt]>:$result);
  let extraClassDeclaration = baselineDecls;
}

def Stablehlo_BatchNormTrainingOp : Stablehlo_InferredOp<"batch_norm_training",
    [NoMemoryEffect, Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Batch normalization for training";
  let description = [{
    Computes the batch mean and variance of `operand` along all dimensions
    but `feature_index` and normalizes it.
    Example: `%output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) <{epsilon = 0.0 : f32, feature_index = 2 : i64}> : (...) -> (...)`
  }];
  let arguments = (ins
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt]>:$operand,
    Stablehlo_FpOrQuantizedInt1DTensor:$scale,
    Stablehlo_FpOrQuantizedInt1DTensor:$offset,
    F32Attr:$epsilon,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index
  );
  let results = (outs
    RankedTensorOf<[Stablehlo_Float, Stablehlo_QuantizedInt]>:$output,
    Stablehlo_FpOrQuantizedInt1DTensor:$batch_mean,
    Stablehlo_FpOrQuantizedInt1DTensor:$batch_var);
  let extraClassDeclaration = baselineDecls;
}

def Stablehlo_CholeskyOp : Stablehlo_InferredOp<"cholesky", [NoMemoryEffect,
    Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Cholesky decomposition";
  let description = [{
    Cholesky decomposition of a batch of matrices, lower or upper triangular
    per `lower`; the shape function checks (C1-C3).
    Example: `%result = stablehlo.cholesky %a, lower = true : tensor<3x3xf64>`
  }];
  let arguments = (ins
    Stablehlo_FpComplexOrQuantizedIntTensor:$a,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$lower
  );
  let results = (outs Stablehlo_FpComplexOrQuantizedIntTensor:$result);
  let extraClassDeclaration = baselineDecls;
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
}

def Stablehlo_TriangularSolveOp : Stablehlo_InferredOp<"triangular_solve",
    [NoMemoryEffect, Stablehlo_CompatibleOperandsAndResultElementType]> {
  let summary = "Triangular solve";
  let description = [{
    Solves batches of triangular systems with matrices `a` and right-hand
    sides `b`; the shape function checks (C1-C4). Of (C3)'s batch
    dimensions it compares shape(a)[:-2] and shape(b)[:-2], the indices
    i0, ..., iR-3 of the spec's semantics (its (C3) writes [:-3]).
    Example: `%result = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>`
  }];
  let arguments = (ins
    Stablehlo_FpOrComplexTensor:$a,
    Stablehlo_FpOrComplexTensor:$b,
    BoolAttr:$left_side,
    BoolAttr:$lower,
    BoolAttr:$unit_diagonal,
    StableHLO_TransposeAttr:$transpose_a
  );
  let results = (outs Stablehlo_FpOrComplexTensor);
  let extraClassDeclaration = baselineDecls;
}

def Stablehlo_ReducePrecisionOp : Stablehlo_InferredOp<"reduce_precision",
    [NoMemoryEffect, Elementwise, Stablehlo_CompatibleOperandsAndResultType,
     Stablehlo_ResultShapeOf<0>]> {
  let summary = "Reduce precision";
  let description = [{
    Rounds `operand` to a float format with `exponent_bits` and
    `mantissa_bits`, printed `e<exponent>m<mantissa>`.
    Example: `%output = stablehlo.reduce_precision %operand, format = e5m10 : tensor<6xf64>`
  }];
  let arguments = (ins
    Stablehlo_FpOrQuantizedIntTensor:$operand,
    ConfinedAttr<I32Attr, [IntPositive]>:$exponent_bits,
    ConfinedAttr<I32Attr, [IntNonNegative]>:$mantissa_bits
  );
  let results = (outs Stablehlo_FpOrQuantizedIntTensor:$output);
  let extraClassDeclaration = baselineDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C1)">.definition;
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
}

def Stablehlo_UniformQuantizeOp : Stablehlo_UnaryElementwiseOp<
    "uniform_quantize",
    Stablehlo_FloatOrQuantizedIntOrPerAxisQuantizedIntTensor,
    Stablehlo_QuantizedIntOrPerAxisQuantizedIntTensor,
    [DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
        ["inferReturnTypeComponents", "reifyReturnTypeShapes"]>]> {
  let summary = "Uniform quantization";
  let description = [{
    Quantizes floats, or requantizes quantized integers, to the quantized
    element type of the result.
    Example: `%result = stablehlo.uniform_quantize %operand : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 4.0:2>>`
  }];
  let hasVerifier = 1;
}

def Stablehlo_UniformDequantizeOp : Stablehlo_UnaryElementwiseOp<
    "uniform_dequantize",
    Stablehlo_QuantizedIntOrPerAxisQuantizedIntTensor, Stablehlo_FpTensor,
    [InferTypeOpAdaptor]> {
  let summary = "Uniform dequantization";
  let description = [{
    Converts quantized integers to floats of the quantized type's expressed
    type.
    Example: `%result = stablehlo.uniform_dequantize %operand : (tensor<2x!quant.uniform<i8:f32, 4.0:2>>) -> tensor<2xf32>`
  }];
  let extraClassDeclaration = commonDecls # Stablehlo_LabelledResults<>.decl;
  let extraClassDefinition = Stablehlo_LabelledResults<"(C1)", "(C2)">.definition;
}

#endif // STABLEHLO_DIALECT_STABLEHLO_OPS_TD
