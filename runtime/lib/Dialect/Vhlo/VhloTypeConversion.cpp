//===- VhloTypeConversion.cpp - builtin <-> VHLO types --------------------===//

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
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
  if (auto q = llvm::dyn_cast<quant::UniformQuantizedType>(type)) {
    Type storage = recurse(q.getStorageType()), expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    return QuantV1Type::get(ctx, q.getFlags(), storage, expressed, llvm::APFloat(q.getScale()),
                            q.getZeroPoint(), q.getStorageTypeMin(), q.getStorageTypeMax());
  }
  if (auto q = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(type)) {
    Type storage = recurse(q.getStorageType()), expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    SmallVector<llvm::APFloat> scales;
    for (double scale : q.getScales())
      scales.push_back(llvm::APFloat(scale));
    return QuantPerAxisV1Type::get(ctx, q.getFlags(), storage, expressed,
                                   q.getQuantizedDimension(), scales, q.getZeroPoints(),
                                   q.getStorageTypeMin(), q.getStorageTypeMax());
  }
  if (auto memref = llvm::dyn_cast<MemRefType>(type)) {
    // Layout and memory space have no VHLO form.
    if (!memref.getLayout().isIdentity() || memref.getMemorySpace())
      return {};
    Type element = recurse(memref.getElementType());
    return element ? BufferV1Type::get(ctx, memref.getShape(), element) : Type();
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
  if (auto q = llvm::dyn_cast<QuantV1Type>(type)) {
    Type storage = recurse(q.getStorageType()), expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    return quant::UniformQuantizedType::getChecked(
        [] { return InFlightDiagnostic(); }, q.getFlags(), storage, expressed,
        q.getScale().convertToDouble(), q.getZeroPoint(), q.getStorageTypeMin(),
        q.getStorageTypeMax());
  }
  if (auto q = llvm::dyn_cast<QuantPerAxisV1Type>(type)) {
    Type storage = recurse(q.getStorageType()), expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    SmallVector<double> scales;
    for (const llvm::APFloat &scale : q.getScales())
      scales.push_back(scale.convertToDouble());
    return quant::UniformQuantizedPerAxisType::getChecked(
        [] { return InFlightDiagnostic(); }, q.getFlags(), storage, expressed, scales,
        q.getZeroPoints(), q.getQuantizedDimension(), q.getStorageTypeMin(),
        q.getStorageTypeMax());
  }
  if (auto buffer = llvm::dyn_cast<BufferV1Type>(type)) {
    Type element = recurse(buffer.getElementType());
    return element ? MemRefType::get(buffer.getShape(), element) : Type();
  }
  return other ? other(type) : Type();
}

} // namespace vhlo
} // namespace mlir
