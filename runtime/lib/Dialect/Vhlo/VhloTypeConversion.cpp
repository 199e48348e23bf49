//===- VhloTypeConversion.cpp - builtin <-> VHLO types --------------------===//

#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace mlir {
namespace vhlo {

#include "generated/vhlo/VhloScalarTypes.cpp.inc"

namespace {
template <typename Fn>
LogicalResult convertAll(TypeRange types, SmallVectorImpl<Type> &out, Fn &&fn) {
  for (Type t : types) {
    Type c = fn(t);
    if (!c)
      return failure();
    out.push_back(c);
  }
  return success();
}
} // namespace

Type convertBuiltinTypeToVhlo(Type type, llvm::function_ref<Type(Type)> other,
                              llvm::function_ref<Attribute(Attribute)> encoding) {
  if (llvm::isa<VhloDialect>(type.getDialect()))
    return type;
  if (Type scalar = convertScalarTypeToVhlo(type))
    return scalar;
  MLIRContext *ctx = type.getContext();
  auto recurse = [&](Type t) { return convertBuiltinTypeToVhlo(t, other, encoding); };
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    Type element = recurse(complex.getElementType());
    return element ? ComplexV1Type::get(ctx, element) : Type();
  }
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type)) {
    Type element = recurse(tensor.getElementType());
    if (!element)
      return {};
    Attribute enc = tensor.getEncoding();
    if (enc && !llvm::isa<VhloDialect>(enc.getDialect())) {
      enc = encoding ? encoding(enc) : Attribute();
      if (!enc)
        return {};
    }
    return TensorV1Type::get(ctx, tensor.getShape(), element, enc);
  }
  if (auto tensor = llvm::dyn_cast<UnrankedTensorType>(type)) {
    Type element = recurse(tensor.getElementType());
    return element ? UnrankedTensorV1Type::get(ctx, element) : Type();
  }
  if (auto func = llvm::dyn_cast<FunctionType>(type)) {
    SmallVector<Type> inputs, outputs;
    if (failed(convertAll(func.getInputs(), inputs, recurse)) ||
        failed(convertAll(func.getResults(), outputs, recurse)))
      return {};
    return FuncV1Type::get(ctx, inputs, outputs);
  }
  if (auto tuple = llvm::dyn_cast<TupleType>(type)) {
    SmallVector<Type> types;
    if (failed(convertAll(tuple.getTypes(), types, recurse)))
      return {};
    return TupleV1Type::get(ctx, types);
  }
  return other ? other(type) : Type();
}

Type convertVhloTypeToBuiltin(Type type, llvm::function_ref<Type(Type)> other,
                              llvm::function_ref<Attribute(Attribute)> encoding) {
  if (!llvm::isa<VhloDialect>(type.getDialect()))
    return type;
  if (Type scalar = convertScalarTypeFromVhlo(type))
    return scalar;
  auto recurse = [&](Type t) { return convertVhloTypeToBuiltin(t, other, encoding); };
  if (auto complex = llvm::dyn_cast<ComplexV1Type>(type)) {
    Type element = recurse(complex.getElementType());
    auto floatOrInt = element && (element.isIntOrFloat());
    return floatOrInt ? ComplexType::get(element) : Type();
  }
  if (auto tensor = llvm::dyn_cast<TensorV1Type>(type)) {
    Type element = recurse(tensor.getElementType());
    if (!element)
      return {};
    Attribute enc = tensor.getEncoding();
    if (enc && encoding)
      enc = encoding(enc);
    return RankedTensorType::get(tensor.getShape(), element, enc);
  }
  if (auto tensor = llvm::dyn_cast<UnrankedTensorV1Type>(type)) {
    Type element = recurse(tensor.getElementType());
    return element ? UnrankedTensorType::get(element) : Type();
  }
  if (auto func = llvm::dyn_cast<FuncV1Type>(type)) {
    SmallVector<Type> inputs, outputs;
    if (failed(convertAll(func.getInputs(), inputs, recurse)) ||
        failed(convertAll(func.getOutputs(), outputs, recurse)))
      return {};
    return FunctionType::get(type.getContext(), inputs, outputs);
  }
  if (auto tuple = llvm::dyn_cast<TupleV1Type>(type)) {
    SmallVector<Type> types;
    if (failed(convertAll(tuple.getTypes(), types, recurse)))
      return {};
    return TupleType::get(type.getContext(), types);
  }
  return other ? other(type) : Type();
}

} // namespace vhlo
} // namespace mlir
