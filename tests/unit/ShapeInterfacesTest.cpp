//===- ShapeInterfacesTest.cpp - Which StableHLO ops infer and reify ------===//
//
// Over every registered StableHLO op: an op with a shape function
// (InferTypeOpInterface) also implements InferShapedTypeOpInterface, and so
// does every op marked ResultShapeOfOperand (whose result shape is reified).
// Prints the counts; exits 1 naming each op that breaks the rule.
//
//===----------------------------------------------------------------------===//

#include <cstdio>

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

using namespace mlir;

int main() {
  MLIRContext context;
  context.loadDialect<stablehlo::StablehloDialect>();
  int ops = 0, inferred = 0, shaped = 0, elementwise = 0, failures = 0;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    if (name.getDialectNamespace() != "stablehlo")
      continue;
    ++ops;
    bool infers = name.hasInterface<InferTypeOpInterface>();
    bool components = name.hasInterface<InferShapedTypeOpInterface>();
    bool shapeOfOperand =
        name.hasTrait<stablehlo::OpTrait::ResultShapeOfOperand<0>::Impl>() ||
        name.hasTrait<stablehlo::OpTrait::ResultShapeOfOperand<1>::Impl>();
    inferred += infers;
    shaped += components;
    elementwise += shapeOfOperand;
    if (infers && !components) {
      std::printf("FAILED: %s has a shape function but no "
                  "InferShapedTypeOpInterface\n",
                  name.getStringRef().str().c_str());
      ++failures;
    }
    if (shapeOfOperand && !components) {
      std::printf("FAILED: %s has the shape of an operand but no "
                  "InferShapedTypeOpInterface to reify it\n",
                  name.getStringRef().str().c_str());
      ++failures;
    }
  }
  std::printf("%d StableHLO ops: %d with a shape function, %d with "
              "InferShapedTypeOpInterface, %d with the shape of an operand\n",
              ops, inferred, shaped, elementwise);
  if (ops == 0 || inferred == 0) {
    std::printf("FAILED: no StableHLO ops or no shape functions registered\n");
    ++failures;
  }
  std::printf("%s\n", failures ? "shape interface tests FAILED"
                               : "shape interface tests passed");
  return failures ? 1 : 0;
}
