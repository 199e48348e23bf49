//===- HloTestInfer.td - Shape-function test ops -----------*- tablegen -*-===//
//
// The `hlo_test_infer` dialect: ops the `--hlo-test-infer` pass rewrites to
// expose what an op's InferTypeOpInterface and InferShapedTypeOpInterface
// infer and reify, so that lit tests can check them with FileCheck.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TEST_HLOTESTINFER_TD
#define STABLEHLO_TEST_HLOTESTINFER_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/Pass/PassBase.td"

def HloTestInfer_Dialect : Dialect {
  let name = "hlo_test_infer";
  let cppNamespace = "::mlir::hlo_test_infer";
  let summary = "Test-only ops that expose inferred result types.";
}

class HloTestInfer_Op<string mnemonic, list<Trait> traits = []>
    : Op<HloTestInfer_Dialect, mnemonic, traits>;

/// The ops are written in the generic form, e.g.
/// `%1 = "hlo_test_infer.get_return_types"(%0) : (tensor<?xf32>) -> tensor<?xf32>`;
/// the result is optional.
class HloTestInfer_QueryOp<string mnemonic, string summaryText>
    : HloTestInfer_Op<mnemonic> {
  let summary = summaryText;
  let arguments = (ins AnyType:$operand);
  let results = (outs Optional<AnyType>:$result);
}

/// A query of result types, and its answer: any number of operands and
/// results, as the query ops upstream's pass reads (which are not
/// registered). Only a query with one operand is answered; the others stay
/// as they are written.
class HloTestInfer_TypesQueryOp<string mnemonic, string summaryText>
    : HloTestInfer_Op<mnemonic> {
  let summary = summaryText;
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
}

def HloTestInfer_GetReturnTypesOp
    : HloTestInfer_TypesQueryOp<"get_return_types",
    "Asks for the result types the defining op's InferTypeOpInterface infers"> {
  let description = [{
    `--hlo-test-infer` replaces it by `return_types` with attributes
    `types0`, `types1`, ...: one type per result of the op defining its
    operand (one operand; with several, or none, it stays in place).
  }];
}

def HloTestInfer_ReturnTypesOp : HloTestInfer_TypesQueryOp<"return_types",
    "The result types inferred for the op defining `operand`">;

def HloTestInfer_GetReturnTypeComponentsOp
    : HloTestInfer_TypesQueryOp<"get_return_type_components",
    "Asks for the shaped type components the defining op's "
    "InferShapedTypeOpInterface infers"> {
  let description = [{
    `--hlo-test-infer` replaces it by `return_type_components` with
    attributes `types0`, `types1`, ...: each component as a tensor type of
    the inferred dims (`*` when unranked), the inferred element type
    (`index` when none is inferred) and the inferred encoding, e.g.
    `tensor<?x3xindex, #stablehlo.bounds<4, ?>>` (one operand; with
    several, or none, it stays in place).
  }];
}

def HloTestInfer_ReturnTypeComponentsOp
    : HloTestInfer_TypesQueryOp<"return_type_components",
    "The shaped type components inferred for the op defining `operand`">;

def HloTestInfer_ReifyReturnTypeShapesOp
    : HloTestInfer_QueryOp<"reify_return_type_shapes",
    "Asks for the ops that compute the defining op's result shape"> {
  let description = [{
    `--hlo-test-infer` replaces the uses of its result by the value that
    the defining op's `reifyReturnTypeShapes` builds for `operand` (a 1-D
    tensor of index) and erases it.
  }];
}

def HloTestInferPass : Pass<"hlo-test-infer"> {
  let summary = "Answers hlo_test_infer.get_return_types, "
                "get_return_type_components and reify_return_type_shapes "
                "with what the shape functions of the ops they name infer";
  // reifyReturnTypeShapes builds ops of these dialects.
  let dependentDialects = ["::mlir::hlo_test_infer::HloTestInferDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::shape::ShapeDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // STABLEHLO_TEST_HLOTESTINFER_TD
