//===- LegalizeHooks.cpp - hand-written parts of the legalization ---------===//
//
// Ops whose StableHLO form needs more than the schema's generic rules
// (schema `legalize_hook`). Each hook runs before the generic conversion of
// the op; the attributes it sets or names in `handled` are left alone.
//
//===----------------------------------------------------------------------===//

#include "AttrConversion.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace vhlo {

// custom_call: api_version is a plain i32 in StableHLO; backend_config
// defaults to "" (or {} under API_VERSION_TYPED_FFI) and either empty value
// is elided; called_computations are symbol references; operand_layouts and
// result_layouts are elided only when both are empty.
LogicalResult legalizeCustomCallToVhlo(Operation *op, NamedAttrList &attrs,
                                       llvm::StringSet<> &handled) {
  MLIRContext *ctx = op->getContext();
  auto api = CustomCallApiVersionV1::API_VERSION_ORIGINAL;
  if (Attribute value = op->getAttr("api_version")) {
    auto integer = llvm::dyn_cast<IntegerAttr>(value);
    std::optional<CustomCallApiVersionV1> symbol =
        integer ? symbolizeCustomCallApiVersionV1(
                      static_cast<uint32_t>(integer.getInt()))
                : std::nullopt;
    if (!symbol)
      return emitIllegalOpError(op)
             << "api_version " << value << " is not a custom_call API version";
    api = *symbol;
  }
  attrs.set("api_version", CustomCallApiVersionV1Attr::get(ctx, api));
  if (!op->getAttr("backend_config")) {
    if (api == CustomCallApiVersionV1::API_VERSION_TYPED_FFI)
      attrs.set("backend_config", DictV1Attr::get(ctx, {}));
    else
      attrs.set("backend_config", StringV1Attr::get(ctx, ""));
  }
  return success();
}

LogicalResult legalizeCustomCallFromVhlo(Operation *op, NamedAttrList &attrs,
                                         llvm::StringSet<> &handled) {
  MLIRContext *ctx = op->getContext();
  for (StringRef name : {"api_version", "backend_config", "called_computations",
                         "operand_layouts", "result_layouts"})
    handled.insert(name);
  auto api = llvm::dyn_cast_or_null<CustomCallApiVersionV1Attr>(
      op->getAttr("api_version"));
  if (!api)
    return emitIllegalOpError(op)
           << "api_version must be an api_version_v1 attribute";
  if (api.getValue() != CustomCallApiVersionV1::API_VERSION_ORIGINAL)
    attrs.set("api_version",
              IntegerAttr::get(IntegerType::get(ctx, 32),
                               static_cast<int32_t>(api.getValue())));
  Attribute config = op->getAttr("backend_config");
  auto str = llvm::dyn_cast_or_null<StringV1Attr>(config);
  auto dict = llvm::dyn_cast_or_null<DictV1Attr>(config);
  if (!str && !dict)
    return emitIllegalOpError(op)
           << "backend_config must be a string or a dictionary";
  if (!(str && str.getValue().empty()) && !(dict && dict.getValue().empty()))
    attrs.set("backend_config", convertAttrFromVhlo(config));
  if (auto callees = llvm::dyn_cast_or_null<ArrayV1Attr>(
          op->getAttr("called_computations"))) {
    if (!callees.getValue().empty()) {
      SmallVector<Attribute> refs;
      for (Attribute callee : callees.getValue()) {
        auto name = llvm::dyn_cast<StringV1Attr>(callee);
        if (!name)
          return emitIllegalOpError(op)
                 << "called_computations must hold strings";
        refs.push_back(FlatSymbolRefAttr::get(ctx, name.getValue()));
      }
      attrs.set("called_computations", ArrayAttr::get(ctx, refs));
    }
  }
  auto operandLayouts =
      llvm::dyn_cast_or_null<ArrayV1Attr>(op->getAttr("operand_layouts"));
  auto resultLayouts =
      llvm::dyn_cast_or_null<ArrayV1Attr>(op->getAttr("result_layouts"));
  if (!operandLayouts || !resultLayouts)
    return emitIllegalOpError(op)
           << "operand_layouts and result_layouts must be arrays";
  if (!operandLayouts.getValue().empty() || !resultLayouts.getValue().empty()) {
    attrs.set("operand_layouts", convertAttrFromVhlo(operandLayouts));
    attrs.set("result_layouts", convertAttrFromVhlo(resultLayouts));
  }
  return success();
}

} // namespace vhlo
} // namespace mlir
