//===- VhloHooks.cpp - hand-written transitions and constraints -----------===//
//
// The parts of the version history no declarative change class covers; the
// schema names each one and generated/vhlo/VhloHooks.h.inc declares it.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/Operation.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"

namespace mlir {
namespace vhlo {
namespace schema {

#include "generated/vhlo/VhloHooks.h.inc"

//===--- dynamic_conv: padding moved from an attribute to the operand -----===//

LogicalResult upgradeDynamicConvV1ToV2(Operation *op, NamedAttrList &attrs,
                                       std::string &why) {
  // v1 carries both the padding operand and a padding attribute; v2 keeps
  // only the operand, which is what the op means.
  attrs.erase("padding");
  return success();
}

LogicalResult downgradeDynamicConvV2ToV1(Operation *op, NamedAttrList &attrs,
                                         std::string &why) {
  // v1 also requires a padding attribute: zeros, one [low, high] pair per
  // spatial dimension of lhs.
  auto lhs = llvm::dyn_cast<TensorV1Type>(op->getOperand(0).getType());
  if (!lhs || lhs.getShape().size() < 2) {
    // The release of the version this step leaves (the schema's fact).
    const OpVersionSpec *v2 = lookupVhloOp(op->getName().getStringRef());
    assert(v2 && "the hook runs on a VHLO op of the schema");
    why = "dynamic_conv needs a ranked lhs of rank 2 or more to be written "
          "before " +
          v2->since.toString();
    return failure();
  }
  MLIRContext *ctx = op->getContext();
  int64_t spatial = static_cast<int64_t>(lhs.getShape().size()) - 2;
  auto builtin = RankedTensorType::get({spatial, 2}, IntegerType::get(ctx, 64));
  auto type =
      TensorV1Type::get(ctx, builtin.getShape(), I64V1Type::get(ctx), {});
  SmallVector<int64_t> zeros(spatial * 2, 0);
  attrs.set(
      "padding",
      TensorV1Attr::get(ctx, type, DenseIntElementsAttr::get(builtin, zeros)));
  return success();
}

//===--- gates ------------------------------------------------------------===//

static Type elementTypeOf(Type type) {
  if (auto t = llvm::dyn_cast<TensorV1Type>(type))
    return t.getElementType();
  if (auto t = llvm::dyn_cast<UnrankedTensorV1Type>(type))
    return t.getElementType();
  return type;
}

bool usesReducePromotion(Operation *op, std::string &what) {
  for (auto [operand, result] :
       llvm::zip(op->getOperandTypes(), op->getResultTypes())) {
    if (elementTypeOf(operand) != elementTypeOf(result)) {
      what = "a result element type differs from its operand's (promotion)";
      return true;
    }
  }
  return false;
}

bool usesCustomCallDictionaryBackendConfig(Operation *op, std::string &what) {
  what = "a dictionary backend_config";
  return llvm::isa_and_nonnull<DictV1Attr>(op->getAttr("backend_config"));
}

bool usesCustomCallTypedFfi(Operation *op, std::string &what) {
  what = "api_version API_VERSION_TYPED_FFI";
  auto api = llvm::dyn_cast_or_null<CustomCallApiVersionV1Attr>(
      op->getAttr("api_version"));
  return api && api.getValue() == CustomCallApiVersionV1::API_VERSION_TYPED_FFI;
}

bool usesCustomCallFutureOperands(Operation *op, std::string &what) {
  what = "a future-typed operand";
  return llvm::any_of(op->getOperandTypes(),
                      [](Type t) { return llvm::isa<FutureV1Type>(t); });
}

} // namespace schema
} // namespace vhlo
} // namespace mlir
