//===- StablehloOps.td - StableHLO operations --------------*- tablegen -*-===//
//
// Operations of the StableHLO dialect. Constraints cite docs/spec.md of
// upstream StableHLO as `(C<n>)`; ops whose result type follows from their
// operands check the constraints in their shape function (InferTypeOpInterface)
// and have no verifier. Such ops carry no trait that verifies shapes
// (Elementwise, SameOperandsAndResultShape): trait verifiers run before the
// shape function and would replace its diagnostics with generic ones.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_OPS_TD
#define STABLEHLO_DIALECT_STABLEHLO_OPS_TD

include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "stablehlo/Dialect/Stablehlo/StablehloAttrs.td"
include "stablehlo/Dialect/Stablehlo/StablehloBase.td"
include "stablehlo/Dialect/Stablehlo/StablehloDialect.td"
include "stablehlo/Dialect/Stablehlo/StablehloEnums.td"
include "stablehlo/Dialect/Stablehlo/StablehloTypes.td"

/// An op whose result types come from its shape function
/// `static LogicalResult inferReturnTypes(MLIRContext *, optional<Location>,
/// Adaptor, SmallVectorImpl<Type> &)`.
class Stablehlo_InferredOp<string mnemonic, list<Trait> traits = []>
    : Stablehlo_Op<mnemonic, traits # [InferTypeOpAdaptor]>;

/// Defines the shape function of an op as a call of `fn(location, args...,
/// inferredReturnTypes)`, a function of StablehloTypeInference.h.
class Stablehlo_InferWith<string fn, string args> {
  code inferDef = "::llvm::LogicalResult $cppClass::inferReturnTypes("
    "::mlir::MLIRContext *, std::optional<::mlir::Location> location, "
    "Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {\n"
    "  return ::mlir::stablehlo::" # fn # "(location, " # args
    # ", inferred);\n}\n";
}

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
  let results = (outs Stablehlo_StaticShapeTensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  // (C1) is strict type equality, so this op keeps the interface's default
  // isCompatibleReturnTypes instead of `commonDecls`.
  let extraClassDeclaration = "";
}

def Stablehlo_IotaOp : Stablehlo_Op<"iota", [Pure]> {
  let summary = "Iota";
  let description = [{
    Fills `output` with 0, 1, 2, ... along dimension `iota_dimension`.
    Example: `%output = stablehlo.iota dim = 0 : tensor<4x5xi32>`
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$iota_dimension);
  let results = (outs Stablehlo_StaticShapeIntFpOrComplexTensor:$output);
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
    : Stablehlo_Op<mnemonic, traits # [NoMemoryEffect]> {
  let arguments = (ins OperandType:$operand);
  let results = (outs ResultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

/// (C1) `baseline_type(operand) = baseline_type(result)`.
class Stablehlo_UnarySameTypeOp<string mnemonic, Type TensorType>
    : Stablehlo_UnaryElementwiseOp<mnemonic, TensorType, TensorType,
                                   [InferTypeOpAdaptor]> {
  let extraClassDefinition =
    Stablehlo_InferWith<"inferSameTypeOp", "adaptor.getOperands()">.inferDef;
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
    Stablehlo_SIntFpOrComplexTensor, Stablehlo_SIntOrFpTensor,
    [InferTypeOpAdaptor]> {
  let summary = "Absolute value";
  let description = [{
    Element-wise absolute value of `operand`; the modulus for complex numbers.
    Example: `%result = stablehlo.abs %operand : tensor<3xi32>`
  }];
  let extraClassDefinition = Stablehlo_InferWith<"inferComplexPartOp",
    "adaptor.getOperand().getType()">.inferDef;
}

def Stablehlo_ConvertOp : Stablehlo_UnaryElementwiseOp<"convert",
    Stablehlo_Tensor, Stablehlo_Tensor, [SameOperandsAndResultShape]> {
  let summary = "Element type conversion";
  let description = [{
    Element-wise conversion of `operand` to the element type of `result`;
    (C1) the shapes are equal (trait SameOperandsAndResultShape).
    Example: `%result = stablehlo.convert %operand : (tensor<3xi64>) -> tensor<3xf64>`
  }];
}

def Stablehlo_ImagOp : Stablehlo_UnaryElementwiseOp<"imag",
    Stablehlo_FpOrComplexTensor, Stablehlo_FpTensor, [InferTypeOpAdaptor]> {
  let summary = "Imaginary part";
  let description = [{
    Element-wise imaginary part of `operand` (zero for real numbers).
    Example: `%result = stablehlo.imag %operand : (tensor<2xcomplex<f32>>) -> tensor<2xf32>`
  }];
  let extraClassDefinition = Stablehlo_InferWith<"inferComplexPartOp",
    "adaptor.getOperand().getType()">.inferDef;
}

def Stablehlo_RealOp : Stablehlo_UnaryElementwiseOp<"real",
    Stablehlo_FpOrComplexTensor, Stablehlo_FpTensor, [InferTypeOpAdaptor]> {
  let summary = "Real part";
  let description = [{
    Element-wise real part of `operand`.
    Example: `%result = stablehlo.real %operand : (tensor<2xcomplex<f32>>) -> tensor<2xf32>`
  }];
  let extraClassDefinition = Stablehlo_InferWith<"inferComplexPartOp",
    "adaptor.getOperand().getType()">.inferDef;
}

def Stablehlo_IsFiniteOp : Stablehlo_Op<"is_finite", [NoMemoryEffect,
    InferTypeOpAdaptor]> {
  let summary = "Finiteness test";
  let description = [{
    Element-wise test of whether `x` is neither infinite nor NaN.
    Example: `%y = stablehlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>`
  }];
  let arguments = (ins Stablehlo_FpTensor:$x);
  let results = (outs Stablehlo_PredTensor:$y);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let extraClassDefinition = Stablehlo_InferWith<"inferIsFiniteOp",
    "adaptor.getX().getType()">.inferDef;
}

def Stablehlo_CbrtOp : Stablehlo_UnaryAccuracyOp<"cbrt", Stablehlo_FpOrComplexTensor> {
  let summary = "Cube root";
  let description = [{
    Element-wise cube root of `operand`. Example:
    `%result = stablehlo.cbrt %operand : tensor<4xf64>`
  }];
}

def Stablehlo_CeilOp : Stablehlo_UnarySameTypeOp<"ceil", Stablehlo_FpTensor> {
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

def Stablehlo_CosineOp : Stablehlo_UnaryAccuracyOp<"cosine", Stablehlo_FpOrComplexTensor> {
  let summary = "Cosine";
  let description = [{
    Element-wise cosine of `operand`. Example:
    `%result = stablehlo.cosine %operand : tensor<2xf32>`
  }];
}

def Stablehlo_ExpOp : Stablehlo_UnaryAccuracyOp<"exponential", Stablehlo_FpOrComplexTensor> {
  let summary = "Exponential";
  let description = [{
    Element-wise exponential of `operand`. Example:
    `%result = stablehlo.exponential %operand : tensor<2x2xf64>`
  }];
}

def Stablehlo_Expm1Op : Stablehlo_UnaryAccuracyOp<"exponential_minus_one", Stablehlo_FpOrComplexTensor> {
  let summary = "Exponential minus one";
  let description = [{
    Element-wise exponential minus one of `operand`. Example:
    `%result = stablehlo.exponential_minus_one %operand : tensor<2xf64>`
  }];
}

def Stablehlo_FloorOp : Stablehlo_UnarySameTypeOp<"floor", Stablehlo_FpTensor> {
  let summary = "Floor";
  let description = [{
    Element-wise floor of `operand`. Example:
    `%result = stablehlo.floor %operand : tensor<2xf32>`
  }];
}

def Stablehlo_LogOp : Stablehlo_UnaryAccuracyOp<"log", Stablehlo_FpOrComplexTensor> {
  let summary = "Natural logarithm";
  let description = [{
    Element-wise natural logarithm of `operand`. Example:
    `%result = stablehlo.log %operand : tensor<2x2xf64>`
  }];
}

def Stablehlo_Log1pOp : Stablehlo_UnaryAccuracyOp<"log_plus_one", Stablehlo_FpOrComplexTensor> {
  let summary = "Logarithm of one plus the operand";
  let description = [{
    Element-wise logarithm of one plus the operand of `operand`. Example:
    `%result = stablehlo.log_plus_one %operand : tensor<5xf64>`
  }];
}

def Stablehlo_LogisticOp : Stablehlo_UnaryAccuracyOp<"logistic", Stablehlo_FpOrComplexTensor> {
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

def Stablehlo_NegOp : Stablehlo_UnarySameTypeOp<"negate", Stablehlo_IntFpOrComplexTensor> {
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

def Stablehlo_RoundOp : Stablehlo_UnarySameTypeOp<"round_nearest_afz", Stablehlo_FpTensor> {
  let summary = "Round to nearest, ties away from zero";
  let description = [{
    Element-wise round to nearest, ties away from zero of `operand`. Example:
    `%result = stablehlo.round_nearest_afz %operand : tensor<5xf64>`
  }];
}

def Stablehlo_RoundNearestEvenOp : Stablehlo_UnarySameTypeOp<"round_nearest_even", Stablehlo_FpTensor> {
  let summary = "Round to nearest, ties to even";
  let description = [{
    Element-wise round to nearest, ties to even of `operand`. Example:
    `%result = stablehlo.round_nearest_even %operand : tensor<5xf64>`
  }];
}

def Stablehlo_RsqrtOp : Stablehlo_UnaryAccuracyOp<"rsqrt", Stablehlo_FpOrComplexTensor> {
  let summary = "Reciprocal square root";
  let description = [{
    Element-wise reciprocal square root of `operand`. Example:
    `%result = stablehlo.rsqrt %operand : tensor<2x2xf32>`
  }];
}

def Stablehlo_SignOp : Stablehlo_UnarySameTypeOp<"sign", Stablehlo_SIntFpOrComplexTensor> {
  let summary = "Sign";
  let description = [{
    Element-wise sign of `operand`. Example:
    `%result = stablehlo.sign %operand : tensor<5xf64>`
  }];
}

def Stablehlo_SineOp : Stablehlo_UnaryAccuracyOp<"sine", Stablehlo_FpOrComplexTensor> {
  let summary = "Sine";
  let description = [{
    Element-wise sine of `operand`. Example:
    `%result = stablehlo.sine %operand : tensor<2xf32>`
  }];
}

def Stablehlo_SqrtOp : Stablehlo_UnaryAccuracyOp<"sqrt", Stablehlo_FpOrComplexTensor> {
  let summary = "Square root";
  let description = [{
    Element-wise square root of `operand`. Example:
    `%result = stablehlo.sqrt %operand : tensor<2x2xf32>`
  }];
}

def Stablehlo_TanOp : Stablehlo_UnaryAccuracyOp<"tan", Stablehlo_FpOrComplexTensor> {
  let summary = "Tangent";
  let description = [{
    Element-wise tangent of `operand`. Example:
    `%result = stablehlo.tan %operand : tensor<2x2xf64>`
  }];
}

def Stablehlo_TanhOp : Stablehlo_UnaryAccuracyOp<"tanh", Stablehlo_FpOrComplexTensor> {
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
class Stablehlo_BinarySameTypeOp<string mnemonic, Type TensorType>
    : Stablehlo_InferredOp<mnemonic, [NoMemoryEffect]> {
  let arguments = (ins TensorType:$lhs, TensorType:$rhs);
  let results = (outs TensorType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
  let extraClassDefinition =
    Stablehlo_InferWith<"inferSameTypeOp", "adaptor.getOperands()">.inferDef;
}

def Stablehlo_AddOp : Stablehlo_BinarySameTypeOp<"add", Stablehlo_Tensor> {
  let summary = "Addition (logical OR on booleans)";
  let description = [{
    Element-wise addition (logical OR on booleans) of `lhs` and `rhs`. Example:
    `%result = stablehlo.add %lhs, %rhs : tensor<2x2xi32>`
  }];
}

def Stablehlo_Atan2Op : Stablehlo_BinarySameTypeOp<"atan2", Stablehlo_FpOrComplexTensor> {
  let summary = "Two-argument arctangent";
  let description = [{
    Element-wise two-argument arctangent of `lhs` and `rhs`. Example:
    `%result = stablehlo.atan2 %lhs, %rhs : tensor<3xf64>`
  }];
}

def Stablehlo_DivOp : Stablehlo_BinarySameTypeOp<"divide", Stablehlo_IntFpOrComplexTensor> {
  let summary = "Division";
  let description = [{
    Element-wise division of `lhs` and `rhs`. Example:
    `%result = stablehlo.divide %lhs, %rhs : tensor<4xf32>`
  }];
}

def Stablehlo_MaxOp : Stablehlo_BinarySameTypeOp<"maximum", Stablehlo_Tensor> {
  let summary = "Maximum";
  let description = [{
    Element-wise maximum of `lhs` and `rhs`. Example:
    `%result = stablehlo.maximum %lhs, %rhs : tensor<4xf32>`
  }];
}

def Stablehlo_MinOp : Stablehlo_BinarySameTypeOp<"minimum", Stablehlo_Tensor> {
  let summary = "Minimum";
  let description = [{
    Element-wise minimum of `lhs` and `rhs`. Example:
    `%result = stablehlo.minimum %lhs, %rhs : tensor<4xf32>`
  }];
}

def Stablehlo_MulOp : Stablehlo_BinarySameTypeOp<"multiply", Stablehlo_Tensor> {
  let summary = "Multiplication (logical AND on booleans)";
  let description = [{
    Element-wise multiplication (logical AND on booleans) of `lhs` and `rhs`. Example:
    `%result = stablehlo.multiply %lhs, %rhs : tensor<2xi32>`
  }];
}

def Stablehlo_PowOp : Stablehlo_BinarySameTypeOp<"power", Stablehlo_IntFpOrComplexTensor> {
  let summary = "Exponentiation";
  let description = [{
    Element-wise exponentiation of `lhs` and `rhs`. Example:
    `%result = stablehlo.power %lhs, %rhs : tensor<6xf64>`
  }];
}

def Stablehlo_RemOp : Stablehlo_BinarySameTypeOp<"remainder", Stablehlo_IntFpOrComplexTensor> {
  let summary = "Remainder";
  let description = [{
    Element-wise remainder of `lhs` and `rhs`. Example:
    `%result = stablehlo.remainder %lhs, %rhs : tensor<4xi64>`
  }];
}

def Stablehlo_ShiftLeftOp : Stablehlo_BinarySameTypeOp<"shift_left", Stablehlo_IntTensor> {
  let summary = "Left shift";
  let description = [{
    Element-wise left shift of `lhs` and `rhs`. Example:
    `%result = stablehlo.shift_left %lhs, %rhs : tensor<3xi64>`
  }];
}

def Stablehlo_ShiftRightArithmeticOp : Stablehlo_BinarySameTypeOp<"shift_right_arithmetic", Stablehlo_IntTensor> {
  let summary = "Arithmetic right shift";
  let description = [{
    Element-wise arithmetic right shift of `lhs` and `rhs`. Example:
    `%result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<3xi64>`
  }];
}

def Stablehlo_ShiftRightLogicalOp : Stablehlo_BinarySameTypeOp<"shift_right_logical", Stablehlo_IntTensor> {
  let summary = "Logical right shift";
  let description = [{
    Element-wise logical right shift of `lhs` and `rhs`. Example:
    `%result = stablehlo.shift_right_logical %lhs, %rhs : tensor<3xi64>`
  }];
}

def Stablehlo_SubtractOp : Stablehlo_BinarySameTypeOp<"subtract", Stablehlo_IntFpOrComplexTensor> {
  let summary = "Subtraction";
  let description = [{
    Element-wise subtraction of `lhs` and `rhs`. Example:
    `%result = stablehlo.subtract %lhs, %rhs : tensor<2xi32>`
  }];
}

def Stablehlo_AndOp : Stablehlo_BinarySameTypeOp<"and", Stablehlo_PredOrIntTensor> {
  let summary = "Logical or bitwise AND";
  let description = [{
    Element-wise logical or bitwise AND of `lhs` and `rhs`. Example:
    `%result = stablehlo.and %lhs, %rhs : tensor<2x2xi32>`
  }];
}

def Stablehlo_OrOp : Stablehlo_BinarySameTypeOp<"or", Stablehlo_PredOrIntTensor> {
  let summary = "Logical or bitwise OR";
  let description = [{
    Element-wise logical or bitwise OR of `lhs` and `rhs`. Example:
    `%result = stablehlo.or %lhs, %rhs : tensor<2xi1>`
  }];
}

def Stablehlo_XorOp : Stablehlo_BinarySameTypeOp<"xor", Stablehlo_PredOrIntTensor> {
  let summary = "Logical or bitwise XOR";
  let description = [{
    Element-wise logical or bitwise XOR of `lhs` and `rhs`. Example:
    `%result = stablehlo.xor %lhs, %rhs : tensor<2xi32>`
  }];
}

def Stablehlo_ComplexOp : Stablehlo_InferredOp<"complex", [NoMemoryEffect]> {
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
  let extraClassDefinition = Stablehlo_InferWith<"inferComplexOp",
    "adaptor.getLhs().getType(), adaptor.getRhs().getType()">.inferDef;
}

//===----------------------------------------------------------------------===//
// Other ops
//===----------------------------------------------------------------------===//

def Stablehlo_CompareOp : Stablehlo_InferredOp<"compare", [NoMemoryEffect]> {
  let summary = "Comparison";
  let description = [{
    Element-wise comparison of `lhs` and `rhs` per `comparison_direction`
    and `compare_type`.
    Example: `%result = stablehlo.compare  LT, %lhs, %rhs,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>`
  }];
  let arguments = (ins
    Stablehlo_Tensor:$lhs,
    Stablehlo_Tensor:$rhs,
    Stablehlo_ComparisonDirectionAttr:$comparison_direction,
    OptionalAttr<Stablehlo_ComparisonTypeAttr>:$compare_type
  );
  let results = (outs Stablehlo_PredTensor);
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDefinition = Stablehlo_InferWith<"inferCompareOp",
    "adaptor.getLhs().getType(), adaptor.getRhs().getType()">.inferDef;
}

def Stablehlo_SelectOp : Stablehlo_InferredOp<"select", [NoMemoryEffect]> {
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
  let extraClassDefinition = Stablehlo_InferWith<"inferSelectOp",
    "adaptor.getPred().getType(), adaptor.getOnTrue().getType(), "
    "adaptor.getOnFalse().getType()">.inferDef;
}

def Stablehlo_ClampOp : Stablehlo_InferredOp<"clamp", [NoMemoryEffect]> {
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
  let extraClassDefinition = Stablehlo_InferWith<"inferClampOp",
    "adaptor.getMin().getType(), adaptor.getOperand().getType(), "
    "adaptor.getMax().getType()">.inferDef;
}

def Stablehlo_BitcastConvertOp : Stablehlo_Op<"bitcast_convert",
    [NoMemoryEffect]> {
  let summary = "Bit cast";
  let description = [{
    Reinterprets the bits of `operand` as the element type of the result;
    when the bit widths differ the result gains or loses a minor dimension.
    Example: `%result = stablehlo.bitcast_convert %operand : (tensor<f64>) -> tensor<4xf16>`
  }];
  let arguments = (ins Stablehlo_Tensor:$operand);
  let results = (outs Stablehlo_Tensor);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def Stablehlo_ReshapeOp : Stablehlo_Op<"reshape", [NoMemoryEffect]> {
  let summary = "Reshape";
  let description = [{
    Reshapes `operand` to the shape of the result, keeping element order.
    Example: `%result = stablehlo.reshape %operand : (tensor<2xf32>) -> tensor<1x2xf32>`
  }];
  let arguments = (ins Stablehlo_Tensor:$operand);
  let results = (outs Stablehlo_StaticOrSingleBoundedTensor);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def Stablehlo_TransposeOp : Stablehlo_InferredOp<"transpose",
    [NoMemoryEffect]> {
  let summary = "Transpose";
  let description = [{
    Permutes the dimensions of `operand` by `permutation`.
    Example: `%0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<1x2x3xi32>) -> tensor<3x2x1xi32>`
  }];
  let arguments = (ins Stablehlo_Tensor:$operand,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs Stablehlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $permutation
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDefinition = Stablehlo_InferWith<"inferTransposeOp",
    "adaptor.getOperand().getType(), adaptor.getPermutation()">.inferDef;
}

def Stablehlo_BroadcastInDimOp : Stablehlo_Op<"broadcast_in_dim",
    [NoMemoryEffect]> {
  let summary = "Broadcast";
  let description = [{
    Expands `operand` to the result shape; operand dimension `d` becomes
    result dimension `broadcast_dimensions[d]`.
    Example: `%result = stablehlo.broadcast_in_dim %operand, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>`
  }];
  let arguments = (ins Stablehlo_Tensor:$operand,
                       DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs Stablehlo_StaticOrSingleBoundedTensor);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
}

#endif // STABLEHLO_DIALECT_STABLEHLO_OPS_TD
