//===- HloTestInfer.td - Shape-function test ops -----------*- tablegen -*-===//
//
// The `hlo_test_infer` dialect: two ops used by the `--hlo-test-infer` pass
// to expose the result types a shape function infers, so that lit tests can
// check them with FileCheck.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TEST_HLOTESTINFER_TD
#define STABLEHLO_TEST_HLOTESTINFER_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributes.td"

def HloTestInfer_Dialect : Dialect {
  let name = "hlo_test_infer";
  let cppNamespace = "::mlir::hlo_test_infer";
  let summary = "Test-only ops that expose inferred result types.";
}

class HloTestInfer_Op<string mnemonic, list<Trait> traits = []>
    : Op<HloTestInfer_Dialect, mnemonic, traits>;

def HloTestInfer_GetReturnTypeComponentsOp
    : HloTestInfer_Op<"get_return_type_components"> {
  let summary = "Asks for the inferred result types of an op";
  let description = [{
    Names a result of an op whose shape function is to be run; the
    `--hlo-test-infer` pass replaces this op by `return_type_components`.
    Example: `hlo_test_infer.get_return_type_components %0 : tensor<2xf32>`
  }];
  let arguments = (ins AnyType:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

def HloTestInfer_ReturnTypeComponentsOp
    : HloTestInfer_Op<"return_type_components"> {
  let summary = "The result types inferred for the op defining `operand`";
  let description = [{
    `types` lists every result type the op's InferTypeOpInterface infers.
    For ops that only implement InferShapedTypeOpInterface, `components`
    lists one dictionary per result: `dims` (e.g. `"2x?"`, or `"*"` when
    unranked), and `element_type` and `attribute` (the encoding) when the
    shape function determines them.
    Example: `hlo_test_infer.return_type_components %0 {types = [tensor<2xf32>]} : tensor<?xf32>`
  }];
  let arguments = (ins AnyType:$operand,
                       OptionalAttr<TypeArrayAttr>:$types,
                       OptionalAttr<ArrayAttr>:$components);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

#endif // STABLEHLO_TEST_HLOTESTINFER_TD
