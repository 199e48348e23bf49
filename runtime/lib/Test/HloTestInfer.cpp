//===- HloTestInfer.cpp - The --hlo-test-infer pass -----------------------===//
//
// Rewrites the `hlo_test_infer` query ops whose operand is the result of the
// op under test:
//   get_return_types           -> return_types {types0 = T, ...}
//                                 (InferTypeOpInterface::inferReturnTypes)
//   get_return_type_components -> return_type_components {types0 = T, ...}
//                                 (InferShapedTypeOpInterface components)
//   reify_return_type_shapes   -> the values reifyReturnTypeShapes builds
// so that lit tests can check shape functions independently of the result
// types written in the test. A query that cannot be answered stays in place
// with an error (the op's own diagnostic when its shape function fails); a
// type query of several operands, or none, stays in place without one.
//
//===----------------------------------------------------------------------===//

#include "TestPasses.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include "HloTestInferDialect.h.inc"

#define GET_OP_CLASSES
#include "HloTestInferOps.h.inc"

#include "HloTestInferDialect.cpp.inc"

#define GET_OP_CLASSES
#include "HloTestInferOps.cpp.inc"

namespace mlir::hlo_test_infer {

#define GEN_PASS_DEF_HLOTESTINFERPASS
#include "HloTestInferPasses.h.inc"

void HloTestInferDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "HloTestInferOps.cpp.inc"
      >();
}

namespace {

/// `types0 = T0, types1 = T1, ...` on `op`.
void setTypes(Operation *op, ArrayRef<Type> types) {
  for (auto [index, type] : llvm::enumerate(types))
    op->setAttr(("types" + Twine(index)).str(), TypeAttr::get(type));
}

/// A shaped type component as a tensor type: the inferred dims (unranked
/// when no rank was inferred), the element type (`index` when none was
/// inferred) and the encoding.
Type componentAsType(const ShapedTypeComponents &component,
                     MLIRContext *context) {
  Type elementType = component.getElementType();
  if (!elementType)
    elementType = IndexType::get(context);
  if (!component.hasRank())
    return UnrankedTensorType::get(elementType);
  return RankedTensorType::get(component.getDims(), elementType,
                               component.getAttribute());
}

/// Replaces `query` by a new `ResultOp` on the same operands (and with the
/// same result types) that carries `types`.
template <typename ResultOp>
void replaceWithTypes(Operation *query, ArrayRef<Type> types) {
  OpBuilder builder(query);
  auto answer = ResultOp::create(builder, query->getLoc(),
                                 query->getResultTypes(), query->getOperands());
  setTypes(answer, types);
  query->replaceAllUsesWith(answer);
  query->erase();
}

LogicalResult answerReturnTypes(GetReturnTypesOp query, Operation *op) {
  auto infer = dyn_cast<InferTypeOpInterface>(op);
  if (!infer)
    return query.emitError()
           << "'" << op->getName()
           << "' has no shape function (InferTypeOpInterface) to ask";
  SmallVector<Type> types;
  if (failed(infer.inferReturnTypes(
          op->getContext(), op->getLoc(), op->getOperands(),
          op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
          op->getRegions(), types)))
    return failure();
  replaceWithTypes<ReturnTypesOp>(query, types);
  return success();
}

LogicalResult answerComponents(GetReturnTypeComponentsOp query, Operation *op) {
  auto infer = dyn_cast<InferShapedTypeOpInterface>(op);
  if (!infer)
    return query.emitError()
           << "'" << op->getName()
           << "' has no shaped type inference (InferShapedTypeOpInterface) "
              "to ask";
  SmallVector<ShapedTypeComponents> components;
  if (failed(infer.inferReturnTypeComponents(
          op->getContext(), op->getLoc(), ValueShapeRange(op->getOperands()),
          op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
          op->getRegions(), components)))
    return failure();
  SmallVector<Type> types;
  for (const ShapedTypeComponents &component : components)
    types.push_back(componentAsType(component, op->getContext()));
  replaceWithTypes<ReturnTypeComponentsOp>(query, types);
  return success();
}

LogicalResult answerReify(ReifyReturnTypeShapesOp query, Operation *op,
                          unsigned resultNumber) {
  auto infer = dyn_cast<InferShapedTypeOpInterface>(op);
  if (!infer)
    return query.emitError()
           << "'" << op->getName()
           << "' has no shaped type inference (InferShapedTypeOpInterface) "
              "to reify its result shapes";
  OpBuilder builder(query);
  SmallVector<Value> shapes;
  if (failed(infer.reifyReturnTypeShapes(builder, op->getOperands(), shapes)) ||
      shapes.size() != op->getNumResults())
    return query.emitError()
           << "'" << op->getName()
           << "' cannot reify its result shapes from its operands";
  Value shape = shapes[resultNumber];
  if (query.getResult() && query.getResult().getType() != shape.getType())
    return query.emitError() << "the reified shape has type " << shape.getType()
                             << ", but this op's result is declared as "
                             << query.getResult().getType();
  if (query.getResult())
    query.getResult().replaceAllUsesWith(shape);
  query.erase();
  return success();
}

struct HloTestInferPass : impl::HloTestInferPassBase<HloTestInferPass> {
  void runOnOperation() final {
    SmallVector<Operation *> queries;
    getOperation()->walk([&](Operation *op) {
      if (isa<GetReturnTypesOp, GetReturnTypeComponentsOp,
              ReifyReturnTypeShapesOp>(op))
        queries.push_back(op);
    });
    bool failedAny = false;
    for (Operation *query : queries) {
      // A type query of several operands (or none) names no one op; it
      // stays as it is written, as upstream's pass leaves it.
      if (query->getNumOperands() != 1)
        continue;
      auto result = dyn_cast<OpResult>(query->getOperand(0));
      if (!result) {
        query->emitError() << "operand is not the result of an op";
        failedAny = true;
        continue;
      }
      Operation *op = result.getOwner();
      LogicalResult answered =
          llvm::TypeSwitch<Operation *, LogicalResult>(query)
              .Case(
                  [&](GetReturnTypesOp q) { return answerReturnTypes(q, op); })
              .Case([&](GetReturnTypeComponentsOp q) {
                return answerComponents(q, op);
              })
              .Case([&](ReifyReturnTypeShapesOp q) {
                return answerReify(q, op, result.getResultNumber());
              });
      failedAny |= failed(answered);
    }
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace

void registerTestInfer(DialectRegistry &registry) {
  registry.insert<HloTestInferDialect>();
  PassRegistration<HloTestInferPass>();
}

} // namespace mlir::hlo_test_infer
