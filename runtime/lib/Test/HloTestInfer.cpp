//===- HloTestInfer.cpp - The --hlo-test-infer pass -----------------------===//
//
// Replaces each `hlo_test_infer.get_return_type_components %v` by
// `hlo_test_infer.return_type_components %v {...}` carrying what the shape
// function of `%v`'s defining op infers from that op's operands,
// attributes and regions, so that lit tests can check shape functions
// independently of the result types written in the test.
//
//===----------------------------------------------------------------------===//

#include "TestPasses.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
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
#include "llvm/Support/raw_ostream.h"

#include "HloTestInferDialect.h.inc"

#define GET_OP_CLASSES
#include "HloTestInferOps.h.inc"

#include "HloTestInferDialect.cpp.inc"

#define GET_OP_CLASSES
#include "HloTestInferOps.cpp.inc"

namespace mlir::hlo_test_infer {

void HloTestInferDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "HloTestInferOps.cpp.inc"
      >();
}

namespace {

/// `2x?x3` for a ranked component, `*` for an unranked one.
std::string formatDims(ShapedTypeComponents &component) {
  if (!component.hasRank())
    return "*";
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(
      component.getDims(), os,
      [&](int64_t dim) {
        if (ShapedType::isDynamic(dim))
          os << '?';
        else
          os << dim;
      },
      "x");
  return text;
}

/// Runs the shape function of `op`, filling `types` or `components`.
LogicalResult inferFor(Operation *op, ArrayAttr &types, ArrayAttr &components) {
  MLIRContext *context = op->getContext();
  Builder builder(context);
  if (auto infer = dyn_cast<InferTypeOpInterface>(op)) {
    SmallVector<Type> inferred;
    if (failed(infer.inferReturnTypes(context, op->getLoc(), op->getOperands(),
                                      op->getRawDictionaryAttrs(),
                                      op->getPropertiesStorage(),
                                      op->getRegions(), inferred)))
      return failure();
    types = builder.getTypeArrayAttr(inferred);
    return success();
  }
  if (auto infer = dyn_cast<InferShapedTypeOpInterface>(op)) {
    SmallVector<ShapedTypeComponents> inferred;
    if (failed(infer.inferReturnTypeComponents(
            context, op->getLoc(), ValueShapeRange(op->getOperands()),
            op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
            op->getRegions(), inferred)))
      return failure();
    SmallVector<Attribute> entries;
    for (ShapedTypeComponents &component : inferred) {
      SmallVector<NamedAttribute> fields;
      fields.push_back(builder.getNamedAttr(
          "dims", builder.getStringAttr(formatDims(component))));
      if (Type elementType = component.getElementType())
        fields.push_back(
            builder.getNamedAttr("element_type", TypeAttr::get(elementType)));
      if (Attribute attr = component.getAttribute())
        fields.push_back(builder.getNamedAttr("attribute", attr));
      entries.push_back(builder.getDictionaryAttr(fields));
    }
    components = builder.getArrayAttr(entries);
    return success();
  }
  return op->emitError() << "op has no shape function";
}

struct HloTestInferPass
    : public PassWrapper<HloTestInferPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(HloTestInferPass)

  StringRef getArgument() const final { return "hlo-test-infer"; }
  StringRef getDescription() const final {
    return "Replaces hlo_test_infer.get_return_type_components ops by the "
           "result types that shape functions infer";
  }
  void getDependentDialects(DialectRegistry &registry) const final {
    registry.insert<HloTestInferDialect>();
  }

  void runOnOperation() final {
    SmallVector<GetReturnTypeComponentsOp> queries;
    getOperation()->walk(
        [&](GetReturnTypeComponentsOp op) { queries.push_back(op); });
    bool failedAny = false;
    for (GetReturnTypeComponentsOp query : queries) {
      Operation *defining = query.getOperand().getDefiningOp();
      if (!defining) {
        query.emitError() << "operand is not the result of an op";
        failedAny = true;
        continue;
      }
      ArrayAttr types, components;
      if (failed(inferFor(defining, types, components))) {
        failedAny = true;
        continue;
      }
      OpBuilder builder(query);
      ReturnTypeComponentsOp::create(builder, query.getLoc(),
                                     query.getOperand(), types, components);
      query.erase();
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
