//===- VhloSchema.cpp - the op tables generated from schema/ --------------===//

#include "stablehlo/Dialect/Vhlo/VhloSchema.h"

#include <iterator>

#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace vhlo {
namespace schema {

#include "generated/vhlo/VhloHooks.h.inc"
#include "generated/vhlo/VhloOpTables.cpp.inc"

ArrayRef<OpSpec> getOps() { return kOps; }

const OpVersionSpec *lookupVhloOp(StringRef name) {
  static const llvm::StringMap<const OpVersionSpec *> map = [] {
    llvm::StringMap<const OpVersionSpec *> m;
    for (const OpSpec &op : kOps)
      for (const OpVersionSpec &v : getVersionsOf(op))
        m[v.name] = &v;
    return m;
  }();
  auto it = map.find(name);
  return it == map.end() ? nullptr : it->second;
}

const OpSpec *lookupStablehloOp(StringRef name) {
  static const llvm::StringMap<const OpSpec *> map = [] {
    llvm::StringMap<const OpSpec *> m;
    for (const OpSpec &op : kOps) {
      m[op.stablehlo] = &op;
      if (op.stablehloNested)
        m[op.stablehloNested] = &op;
    }
    return m;
  }();
  auto it = map.find(name);
  return it == map.end() ? nullptr : it->second;
}

const AttrSpec *findAttr(const OpVersionSpec &spec, StringRef name) {
  for (const AttrSpec &a : spec.getAttrs())
    if (name == a.name)
      return &a;
  return nullptr;
}

FailureOr<ValueGroup> getValueGroup(Operation *op, const OpVersionSpec &spec,
                                    ValueKind kind, unsigned index,
                                    std::string &why) {
  bool operands = kind == ValueKind::Operand;
  const char *what = operands ? "operand" : "result";
  ArrayRef<ValueSpec> declared =
      operands ? spec.getOperands() : spec.getResults();
  unsigned actual = operands ? op->getNumOperands() : op->getNumResults();
  llvm::raw_string_ostream os(why);
  if (index >= declared.size()) {
    os << spec.name << " declares " << declared.size() << " " << what
       << (declared.size() == 1 ? "" : "s") << ", so it has no " << what << " #"
       << index;
    return failure();
  }
  unsigned variadic =
      llvm::count_if(declared, [](const ValueSpec &v) { return v.variadic; });
  unsigned single = declared.size() - variadic;
  if (actual < single || (variadic == 0 && actual != single)) {
    os << "'" << op->getName() << "' has " << actual << " " << what
       << (actual == 1 ? "" : "s") << " but " << spec.name << " declares "
       << (variadic ? "at least " : "") << single << " " << what
       << (single == 1 ? "" : "s");
    return failure();
  }
  unsigned rest = actual - single;
  if (variadic > 1 && rest % variadic != 0) {
    os << "'" << op->getName() << "' has " << rest << " variadic " << what
       << (rest == 1 ? "" : "s") << ", which its " << variadic << " variadic "
       << what << " groups cannot share evenly";
    return failure();
  }
  unsigned perGroup = variadic ? rest / variadic : 0;
  ValueGroup group;
  for (unsigned i = 0; i < index; ++i)
    group.start += declared[i].variadic ? perGroup : 1;
  group.length = declared[index].variadic ? perGroup : 1;
  return group;
}

Attribute makeFilledTensorV1(MLIRContext *ctx, Attribute sizeOf, int64_t fill,
                             bool pairs, bool isBool) {
  auto source = llvm::dyn_cast_or_null<TensorV1Attr>(sizeOf);
  if (!source || source.getData().getType().getRank() != 1)
    return {};
  int64_t n = source.getData().getNumElements();
  SmallVector<int64_t> shape = {n};
  if (pairs)
    shape.push_back(2);
  Type element =
      isBool ? Type(IntegerType::get(ctx, 1)) : Type(IntegerType::get(ctx, 64));
  auto builtin = RankedTensorType::get(shape, element);
  Type vhloElement =
      isBool ? Type(BoolV1Type::get(ctx)) : Type(I64V1Type::get(ctx));
  auto type = TensorV1Type::get(ctx, shape, vhloElement, {});
  DenseElementsAttr data =
      isBool ? DenseElementsAttr::get(builtin, fill != 0)
             : DenseElementsAttr::get(builtin, llvm::APInt(64, fill, true));
  return TensorV1Attr::get(ctx, type, data);
}

bool isFilledTensorV1(Attribute value, int64_t fill) {
  auto tensor = llvm::dyn_cast<TensorV1Attr>(value);
  if (!tensor)
    return false;
  DenseElementsAttr data = tensor.getData();
  if (data.getElementType().isInteger(1))
    return llvm::all_of(data.getValues<bool>(),
                        [&](bool b) { return b == (fill != 0); });
  if (!data.getElementType().isInteger(64))
    return false;
  return llvm::all_of(data.getValues<int64_t>(),
                      [&](int64_t v) { return v == fill; });
}

bool isArrayOfOnly(Attribute value, Attribute element) {
  auto array = llvm::dyn_cast<ArrayV1Attr>(value);
  return array && llvm::all_of(array.getValue(),
                               [&](Attribute a) { return a == element; });
}

bool isIntegerV1Of(Attribute value, int64_t expected) {
  auto integer = llvm::dyn_cast<IntegerV1Attr>(value);
  return integer && integer.getValue().getSExtValue() == expected;
}

} // namespace schema
} // namespace vhlo
} // namespace mlir
