//===- VhloTypeConversion.cpp - builtin <-> VHLO types --------------------===//

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/Support/MathExtras.h"

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
/// A diagnostic that goes nowhere: the conversions report a type they cannot
/// build as a null result.
InFlightDiagnostic silent() { return InFlightDiagnostic(); }

/// The builtin form of a VHLO element type of a tensor, unranked tensor or
/// buffer (integer, index, float, complex or quantized), or null.
Type builtinElement(Type element) {
  if (Type scalar = convertScalarTypeFromVhlo(element))
    return llvm::isa<NoneType>(scalar) ? Type() : scalar;
  if (llvm::isa<ComplexV1Type, QuantV1Type, QuantPerAxisV1Type>(element))
    return convertVhloTypeToBuiltin(element);
  return {};
}

LogicalResult verifyShape(Type type, ArrayRef<int64_t> shape,
                          llvm::function_ref<InFlightDiagnostic()> emitError) {
  int64_t elements = 1;
  bool dynamic = false;
  for (auto [i, dim] : llvm::enumerate(shape)) {
    if (ShapedType::isDynamic(dim)) {
      dynamic = true;
      continue;
    }
    if (dim < 0)
      return emitError() << "vhlo type " << type << " has dimension " << dim
                         << " at index " << i
                         << "; a dimension is a size (0 or more) or dynamic";
    if (!dynamic && llvm::MulOverflow(elements, dim, elements))
      return emitError()
             << "vhlo type " << type
             << " has more elements than fit in a signed 64-bit count";
  }
  return success();
}

LogicalResult
verifyElement(Type type, Type element,
              llvm::function_ref<InFlightDiagnostic()> emitError) {
  if (builtinElement(element))
    return success();
  return emitError() << "vhlo type " << type << " has element type " << element
                     << "; expected a VHLO integer, index, float, complex or "
                        "quantized type";
}

} // namespace

LogicalResult
verifyVhloTypeParameters(Type type,
                         llvm::function_ref<InFlightDiagnostic()> emitError) {
  if (auto t = llvm::dyn_cast<TensorV1Type>(type))
    return failure(failed(verifyShape(type, t.getShape(), emitError)) ||
                   failed(verifyElement(type, t.getElementType(), emitError)));
  if (auto t = llvm::dyn_cast<BufferV1Type>(type))
    return failure(failed(verifyShape(type, t.getShape(), emitError)) ||
                   failed(verifyElement(type, t.getElementType(), emitError)));
  if (auto t = llvm::dyn_cast<UnrankedTensorV1Type>(type))
    return verifyElement(type, t.getElementType(), emitError);
  if (auto t = llvm::dyn_cast<ComplexV1Type>(type)) {
    Type element = convertScalarTypeFromVhlo(t.getElementType());
    if (element && (llvm::isa<FloatType>(element) ||
                    (llvm::isa<IntegerType>(element) && !element.isInteger(1))))
      return success();
    return emitError() << "vhlo type " << type << " has element type "
                       << t.getElementType()
                       << "; expected a VHLO float type or an integer type "
                          "wider than 1 bit";
  }
  auto storageAndExpressed = [&](Type storage, Type expressed, Type &s,
                                 Type &e) -> LogicalResult {
    s = convertScalarTypeFromVhlo(storage);
    e = convertScalarTypeFromVhlo(expressed);
    if (!llvm::isa_and_nonnull<IntegerType>(s) || s.isInteger(1))
      return emitError() << "vhlo type " << type << " has storage type "
                         << storage
                         << "; expected a VHLO integer type wider than 1 bit";
    if (!llvm::isa_and_nonnull<FloatType>(e))
      return emitError() << "vhlo type " << type << " has expressed type "
                         << expressed << "; expected a VHLO float type";
    return success();
  };
  // MLIR's own checks of its quantized types, with its messages.
  auto withPrefix = [&]() -> InFlightDiagnostic {
    return emitError() << "vhlo type " << type << ": ";
  };
  if (auto q = llvm::dyn_cast<QuantV1Type>(type)) {
    Type s, e;
    if (failed(storageAndExpressed(q.getStorageType(), q.getExpressedType(), s,
                                   e)))
      return failure();
    return quant::UniformQuantizedType::verifyInvariants(
        withPrefix, q.getFlags(), s, e, q.getScale().convertToDouble(),
        q.getZeroPoint(), q.getStorageTypeMin(), q.getStorageTypeMax());
  }
  if (auto q = llvm::dyn_cast<QuantPerAxisV1Type>(type)) {
    Type s, e;
    if (failed(storageAndExpressed(q.getStorageType(), q.getExpressedType(), s,
                                   e)))
      return failure();
    SmallVector<double> scales;
    for (const llvm::APFloat &scale : q.getScales())
      scales.push_back(scale.convertToDouble());
    return quant::UniformQuantizedPerAxisType::verifyInvariants(
        withPrefix, q.getFlags(), s, e, scales, q.getZeroPoints(),
        q.getQuantizedDimension(), q.getStorageTypeMin(),
        q.getStorageTypeMax());
  }
  return success();
}

Type convertBuiltinTypeToVhlo(
    Type type, llvm::function_ref<Type(Type)> other,
    llvm::function_ref<Attribute(Attribute)> encoding) {
  if (llvm::isa<VhloDialect>(type.getDialect()))
    return type;
  if (Type scalar = convertScalarTypeToVhlo(type))
    return scalar;
  MLIRContext *ctx = type.getContext();
  auto recurse = [&](Type t) {
    return convertBuiltinTypeToVhlo(t, other, encoding);
  };
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
    Type storage = recurse(q.getStorageType()),
         expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    return QuantV1Type::get(ctx, q.getFlags(), storage, expressed,
                            llvm::APFloat(q.getScale()), q.getZeroPoint(),
                            q.getStorageTypeMin(), q.getStorageTypeMax());
  }
  if (auto q = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(type)) {
    Type storage = recurse(q.getStorageType()),
         expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    SmallVector<llvm::APFloat> scales;
    for (double scale : q.getScales())
      scales.push_back(llvm::APFloat(scale));
    return QuantPerAxisV1Type::get(ctx, q.getFlags(), storage, expressed,
                                   q.getQuantizedDimension(), scales,
                                   q.getZeroPoints(), q.getStorageTypeMin(),
                                   q.getStorageTypeMax());
  }
  if (auto memref = llvm::dyn_cast<MemRefType>(type)) {
    // Layout and memory space have no VHLO form.
    if (!memref.getLayout().isIdentity() || memref.getMemorySpace())
      return {};
    Type element = recurse(memref.getElementType());
    return element ? BufferV1Type::get(ctx, memref.getShape(), element)
                   : Type();
  }
  return other ? other(type) : Type();
}

Type convertVhloTypeToBuiltin(
    Type type, llvm::function_ref<Type(Type)> other,
    llvm::function_ref<Attribute(Attribute)> encoding) {
  if (!llvm::isa<VhloDialect>(type.getDialect()))
    return type;
  if (Type scalar = convertScalarTypeFromVhlo(type))
    return scalar;
  auto recurse = [&](Type t) {
    return convertVhloTypeToBuiltin(t, other, encoding);
  };
  if (auto complex = llvm::dyn_cast<ComplexV1Type>(type)) {
    Type element = recurse(complex.getElementType());
    auto floatOrInt = element && (element.isIntOrFloat());
    return floatOrInt ? ComplexType::getChecked(silent, element) : Type();
  }
  if (auto tensor = llvm::dyn_cast<TensorV1Type>(type)) {
    Type element = recurse(tensor.getElementType());
    if (!element)
      return {};
    Attribute enc = tensor.getEncoding();
    if (enc && encoding)
      enc = encoding(enc);
    // Damaged input may hold any parameters: built checked, like the rest.
    if (failed(verifyVhloTypeParameters(type, silent)))
      return {};
    return RankedTensorType::getChecked(silent, tensor.getShape(), element,
                                        enc);
  }
  if (auto tensor = llvm::dyn_cast<UnrankedTensorV1Type>(type)) {
    Type element = recurse(tensor.getElementType());
    return element ? UnrankedTensorType::getChecked(silent, element) : Type();
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
    Type storage = recurse(q.getStorageType()),
         expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    return quant::UniformQuantizedType::getChecked(
        silent, q.getFlags(), storage, expressed,
        q.getScale().convertToDouble(), q.getZeroPoint(), q.getStorageTypeMin(),
        q.getStorageTypeMax());
  }
  if (auto q = llvm::dyn_cast<QuantPerAxisV1Type>(type)) {
    Type storage = recurse(q.getStorageType()),
         expressed = recurse(q.getExpressedType());
    if (!storage || !expressed)
      return {};
    SmallVector<double> scales;
    for (const llvm::APFloat &scale : q.getScales())
      scales.push_back(scale.convertToDouble());
    return quant::UniformQuantizedPerAxisType::getChecked(
        silent, q.getFlags(), storage, expressed, scales, q.getZeroPoints(),
        q.getQuantizedDimension(), q.getStorageTypeMin(),
        q.getStorageTypeMax());
  }
  if (auto buffer = llvm::dyn_cast<BufferV1Type>(type)) {
    Type element = recurse(buffer.getElementType());
    if (!element || failed(verifyVhloTypeParameters(type, silent)))
      return {};
    return MemRefType::getChecked(silent, buffer.getShape(), element,
                                  MemRefLayoutAttrInterface(), Attribute());
  }
  return other ? other(type) : Type();
}

} // namespace vhlo
} // namespace mlir
