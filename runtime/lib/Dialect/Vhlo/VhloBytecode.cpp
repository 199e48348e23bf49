//===- VhloBytecode.cpp - the VHLO bytecode codec -------------------------===//
//
// The codes and field order come from generated/vhlo/VhloBytecode.cpp.inc;
// this file holds the value-level rules of the entries marked
// `bytecode: custom` in the schema (widths taken from types, tensor blobs,
// the two ranked-tensor codes) and the small shared helpers.
//
//===----------------------------------------------------------------------===//

#include <atomic>

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/Diagnostics.h"
#include "stablehlo/Dialect/BytecodeHelpers.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace vhlo {
namespace {

//===--- shared helpers ---------------------------------------------------===//

using bytecode_helpers::readAttributes;
using bytecode_helpers::readDouble;
using bytecode_helpers::readListSafely;
using bytecode_helpers::readSignedVarInts;
using bytecode_helpers::readTypes;

LogicalResult readBool(DialectBytecodeReader &reader, bool &value) {
  uint64_t v;
  if (failed(reader.readVarInt(v)))
    return failure();
  if (v > 1)
    return reader.emitError() << "unsupported value for vhlo bool_v1: " << v;
  value = v == 1;
  return success();
}

LogicalResult readUnsigned(DialectBytecodeReader &reader, unsigned &value) {
  uint64_t v;
  if (failed(reader.readVarInt(v)))
    return failure();
  if (v > UINT32_MAX)
    return reader.emitError()
           << "vhlo value " << v << " does not fit in 32 bits";
  value = static_cast<unsigned>(v);
  return success();
}

LogicalResult readInt32(DialectBytecodeReader &reader, int32_t &value) {
  unsigned v;
  if (failed(readUnsigned(reader, v)))
    return failure();
  value = static_cast<int32_t>(v);
  return success();
}

LogicalResult readDoubles(DialectBytecodeReader &reader,
                          SmallVectorImpl<llvm::APFloat> &values) {
  uint64_t count;
  if (failed(reader.readVarInt(count)))
    return failure();
  for (uint64_t i = 0; i < count; ++i) {
    llvm::APFloat v(0.0);
    if (failed(readDouble(reader, v)))
      return failure();
    values.push_back(v);
  }
  return success();
}

void writeDoubles(DialectBytecodeWriter &writer,
                  ArrayRef<llvm::APFloat> values) {
  writer.writeList(values, [&](const llvm::APFloat &v) {
    writer.writeAPFloatWithKnownSemantics(v);
  });
}

LogicalResult
readAttrPairs(DialectBytecodeReader &reader,
              SmallVectorImpl<std::pair<Attribute, Attribute>> &pairs) {
  return readListSafely(
      reader, pairs, [&](std::pair<Attribute, Attribute> &kv) {
        return failure(failed(reader.readAttribute(kv.first)) ||
                       failed(reader.readAttribute(kv.second)));
      });
}

void writeAttrPairs(DialectBytecodeWriter &writer,
                    ArrayRef<std::pair<Attribute, Attribute>> pairs) {
  writer.writeList(pairs, [&](const std::pair<Attribute, Attribute> &kv) {
    writer.writeAttribute(kv.first);
    writer.writeAttribute(kv.second);
  });
}

template <typename AttrT, typename EnumT>
Attribute readEnum(DialectBytecodeReader &reader, MLIRContext *ctx,
                   StringRef mnemonic,
                   std::optional<EnumT> (*symbolize)(uint32_t)) {
  uint64_t v;
  if (failed(reader.readVarInt(v)))
    return {};
  std::optional<EnumT> value =
      v <= UINT32_MAX ? symbolize(static_cast<uint32_t>(v)) : std::nullopt;
  if (!value) {
    reader.emitError() << "unknown value " << v << " for vhlo enum "
                       << mnemonic;
    return {};
  }
  return AttrT::get(ctx, *value);
}

/// Bit width of the values of a VHLO integer or float type; 0 if none.
unsigned valueWidth(Type vhloType) {
  Type builtin = convertScalarTypeFromVhlo(vhloType);
  if (!builtin)
    return 0;
  if (builtin.isIndex())
    return IndexType::kInternalStorageBitWidth;
  return builtin.isIntOrFloat() ? builtin.getIntOrFloatBitWidth() : 0;
}

//===--- ranked tensor type: code 20 (no encoding) / 21 (encoding first)
//---===//

Type readTensorV1Type(DialectBytecodeReader &reader, MLIRContext *ctx,
                      uint64_t code) {
  Attribute encoding;
  SmallVector<int64_t> shape;
  Type elementType;
  if (code == 21 && failed(reader.readAttribute(encoding)))
    return {};
  if (failed(readSignedVarInts(reader, shape)) ||
      failed(reader.readType(elementType)))
    return {};
  // Checked by VhloBytecodeInterface::readType like every type read.
  return TensorV1Type::get(ctx, shape, elementType, encoding);
}

LogicalResult writeTensorV1Type(TensorV1Type type,
                                DialectBytecodeWriter &writer) {
  if (Attribute encoding = type.getEncoding()) {
    writer.writeVarInt(21);
    writer.writeAttribute(encoding);
  } else {
    writer.writeVarInt(20);
  }
  writer.writeSignedVarInts(type.getShape());
  writer.writeType(type.getElementType());
  return success();
}

//===--- integer_v1 / float_v1: value width from the type -----------------===//

Attribute readIntegerV1Attr(DialectBytecodeReader &reader, MLIRContext *ctx) {
  Type type;
  if (failed(reader.readType(type)))
    return {};
  unsigned width = valueWidth(type);
  Type builtin = convertScalarTypeFromVhlo(type);
  if (!width || !builtin || (!builtin.isInteger() && !builtin.isIndex())) {
    reader.emitError() << "vhlo integer_v1 needs a VHLO integer type, got "
                       << type;
    return {};
  }
  FailureOr<llvm::APInt> value = reader.readAPIntWithKnownWidth(width);
  if (failed(value))
    return {};
  return IntegerV1Attr::get(ctx, type, *value);
}

LogicalResult writeIntegerV1Attr(IntegerV1Attr attr,
                                 DialectBytecodeWriter &writer) {
  writer.writeVarInt(9);
  writer.writeType(attr.getType());
  writer.writeAPIntWithKnownWidth(attr.getValue());
  return success();
}

Attribute readFloatV1Attr(DialectBytecodeReader &reader, MLIRContext *ctx) {
  Type type;
  if (failed(reader.readType(type)))
    return {};
  auto builtin =
      llvm::dyn_cast_or_null<FloatType>(convertScalarTypeFromVhlo(type));
  if (!builtin) {
    reader.emitError() << "vhlo float_v1 needs a VHLO float type, got " << type;
    return {};
  }
  FailureOr<llvm::APFloat> value =
      reader.readAPFloatWithKnownSemantics(builtin.getFloatSemantics());
  if (failed(value))
    return {};
  return FloatV1Attr::get(ctx, type, *value);
}

LogicalResult writeFloatV1Attr(FloatV1Attr attr,
                               DialectBytecodeWriter &writer) {
  writer.writeVarInt(8);
  writer.writeType(attr.getType());
  writer.writeAPFloatWithKnownSemantics(attr.getValue());
  return success();
}

//===--- tensor_v1 attribute: raw dense buffer; i1 bit-packed -------------===//
//
// The blob is the row-major element buffer, one element when the tensor is a
// splat. Elements of i1 tensors are packed eight to a byte, element i at bit
// i % 8 of byte i / 8; a splat of more than one element is the single byte
// 0xFF or 0x00. Readers also meet two older forms: a one-element true tensor
// written as 0xFF, and one byte (0 or 1) per element.

/// The blob of an i1 tensor, computed from its values so that it does not
/// depend on how the context stores booleans in memory.
SmallVector<char> packBools(DenseElementsAttr data) {
  int64_t n = data.getNumElements();
  if (data.isSplat() && n > 1)
    return {data.getSplatValue<bool>() ? char(0xFF) : char(0)};
  SmallVector<char> bytes((n + 7) / 8, 0);
  int64_t i = 0;
  for (bool b : data.getValues<bool>()) {
    if (b)
      bytes[i / 8] |= char(1 << (i % 8));
    ++i;
  }
  return bytes;
}

/// Decodes the blob of an i1 tensor of `n` elements into `values` (one value
/// for a splat); fails with the reason in `why`.
LogicalResult unpackBools(ArrayRef<char> blob, int64_t n,
                          SmallVectorImpl<bool> &values, std::string &why) {
  auto byte = [&](size_t i) { return static_cast<uint8_t>(blob[i]); };
  size_t packed = static_cast<size_t>(n / 8 + (n % 8 != 0));
  if (n > 1 && blob.size() == 1 && (byte(0) == 0x00 || byte(0) == 0xFF)) {
    values.push_back(byte(0) != 0);
    return success();
  }
  if (n == 1 && blob.size() == 1 && byte(0) == 0xFF) {
    values.push_back(true);
    return success();
  }
  if (blob.size() == packed) {
    for (int64_t i = 0; i < n; ++i)
      values.push_back((byte(i / 8) >> (i % 8)) & 1);
    if (n % 8 && byte(packed - 1) >> (n % 8)) {
      why = "has bits set past its last element";
      return failure();
    }
    return success();
  }
  if (blob.size() == static_cast<size_t>(n)) {
    for (size_t i = 0; i < blob.size(); ++i) {
      if (byte(i) > 1) {
        why = "holds byte " + std::to_string(byte(i)) + " for element " +
              std::to_string(i) + " (one byte per element must be 0 or 1)";
        return failure();
      }
      values.push_back(byte(i) == 1);
    }
    return success();
  }
  why = "has " + std::to_string(blob.size()) + " bytes of data; expected " +
        std::to_string(packed) + " bytes of packed bits" +
        (n > 1 ? ", one byte 0x00 or 0xFF (a splat)," : "") + " or " +
        std::to_string(n) + " bytes of 0 or 1";
  if (blob.size() == 1 && n > 8)
    why += " (a single byte other than 0x00 or 0xFF is not a splat)";
  return failure();
}

/// The builtin element type of a tensor attribute of VHLO element type
/// `element`: an integer (i1 included), index, float, or complex of a float
/// or of an integer wider than one bit; null for anything else (none,
/// quantized, token, tuple, ... have no raw data form).
Type attributeElement(Type element) {
  if (Type scalar = convertScalarTypeFromVhlo(element))
    return scalar.isIntOrIndexOrFloat() ? scalar : Type();
  if (auto complex = llvm::dyn_cast<ComplexV1Type>(element)) {
    Type part = convertScalarTypeFromVhlo(complex.getElementType());
    if (part && (llvm::isa<FloatType>(part) ||
                 (llvm::isa<IntegerType>(part) && !part.isInteger(1))))
      return ComplexType::get(part);
  }
  return {};
}

Attribute readTensorV1Attr(DialectBytecodeReader &reader, MLIRContext *ctx) {
  Type type;
  ArrayRef<char> blob;
  if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
    return {};
  // Everything below comes from the bytes: the type is checked before any
  // MLIR call that assumes a well-formed one (a raw buffer is only
  // meaningful for elements with a bit width, and a wrapped element count
  // would let a small blob pass for a huge tensor).
  auto tensor = llvm::dyn_cast<TensorV1Type>(type);
  if (!tensor) {
    reader.emitError()
        << "vhlo tensor_v1 attribute needs a !vhlo.tensor_v1 type, got "
        << type;
    return {};
  }
  int64_t n = 1;
  for (auto [i, dim] : llvm::enumerate(tensor.getShape())) {
    if (dim < 0) {
      reader.emitError() << "vhlo tensor_v1 attribute of type " << type
                         << " has "
                         << (ShapedType::isDynamic(dim)
                                 ? "a dynamic dimension"
                                 : "dimension " + std::to_string(dim))
                         << " at index " << i
                         << "; its dimensions must be sizes (0 or more)";
      return {};
    }
    if (llvm::MulOverflow(n, dim, n)) {
      reader.emitError()
          << "vhlo tensor_v1 attribute of type " << type
          << " has more elements than fit in a signed 64-bit count";
      return {};
    }
  }
  Type element = attributeElement(tensor.getElementType());
  if (!element) {
    reader.emitError() << "vhlo tensor_v1 attribute of type " << type
                       << " has element type " << tensor.getElementType()
                       << ", which has no raw data form; expected a VHLO "
                          "integer, index, float "
                          "or complex type";
    return {};
  }
  auto builtin =
      RankedTensorType::get(tensor.getShape(), element, tensor.getEncoding());
  if (element.isInteger(1)) {
    SmallVector<bool> values;
    std::string why;
    if (failed(unpackBools(blob, n, values, why))) {
      reader.emitError() << "vhlo tensor_v1 of " << n << " i1 elements " << why;
      return {};
    }
    if (values.size() == 1 && n != 1)
      return TensorV1Attr::get(ctx, type,
                               DenseElementsAttr::get(builtin, values[0]));
    return TensorV1Attr::get(ctx, type,
                             DenseElementsAttr::get(builtin, values));
  }
  // One element takes its bit width rounded up to whole bytes (a complex
  // number: its two parts together).
  unsigned bits = 0;
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    bits = 2 * complex.getElementType().getIntOrFloatBitWidth();
  else
    bits = element.isIndex() ? IndexType::kInternalStorageBitWidth
                             : element.getIntOrFloatBitWidth();
  int64_t bytesPerElement = (bits + 7) / 8;
  int64_t expected = 0;
  bool tooLarge = llvm::MulOverflow(n, bytesPerElement, expected);
  // A splat holds one element whatever the element count.
  auto size = static_cast<int64_t>(blob.size());
  if (size != bytesPerElement && (tooLarge || size != expected)) {
    reader.emitError() << "vhlo tensor_v1 data of " << blob.size()
                       << " bytes does not fit " << builtin << ": expected "
                       << (tooLarge
                               ? std::string("more bytes than fit in 64 bits")
                               : std::to_string(expected) + " bytes")
                       << " (" << n << " elements of " << bytesPerElement
                       << " bytes) or " << bytesPerElement
                       << " bytes (a splat)";
    return {};
  }
  bool detectedSplat = false;
  if (!DenseElementsAttr::isValidRawBuffer(builtin, blob, detectedSplat)) {
    reader.emitError() << "vhlo tensor_v1 data of " << blob.size()
                       << " bytes does not fit " << builtin;
    return {};
  }
  return TensorV1Attr::get(ctx, type,
                           DenseElementsAttr::getFromRawBuffer(builtin, blob));
}

LogicalResult writeTensorV1Attr(TensorV1Attr attr,
                                DialectBytecodeWriter &writer) {
  writer.writeVarInt(15);
  writer.writeType(attr.getType());
  DenseElementsAttr data = attr.getData();
  if (!data.getElementType().isInteger(1)) {
    // The attribute owns its raw buffer for the life of the context.
    writer.writeOwnedBlob(data.getRawData());
    return success();
  }
  // The writer refers to the blob until it is done, so the packed bytes must
  // outlive this call. A string attribute keeps any bytes, unchanged, for the
  // life of the context. (A dense i8 tensor would not do: the context stores
  // one whose bytes are all equal as a one-byte splat.)
  SmallVector<char> bytes = packBools(data);
  StringAttr storage =
      StringAttr::get(attr.getContext(), StringRef(bytes.data(), bytes.size()));
  writer.writeOwnedBlob(
      ArrayRef<char>(storage.getValue().data(), storage.getValue().size()));
  return success();
}

//===--- axis_ref_v1: name, then an explicit 0/1 presence flag ------------===//

Attribute readAxisRefV1Attr(DialectBytecodeReader &reader, MLIRContext *ctx) {
  Attribute name, subAxis;
  uint64_t present;
  if (failed(reader.readAttribute(name)) || failed(reader.readVarInt(present)))
    return {};
  if (present > 1) {
    reader.emitError() << "vhlo axis_ref_v1: presence flag " << present
                       << " is not 0 or 1";
    return {};
  }
  if (present && failed(reader.readAttribute(subAxis)))
    return {};
  return AxisRefV1Attr::get(ctx, name, subAxis);
}

LogicalResult writeAxisRefV1Attr(AxisRefV1Attr attr,
                                 DialectBytecodeWriter &writer) {
  writer.writeVarInt(22);
  writer.writeAttribute(attr.getName());
  writer.writeVarInt(attr.getSubAxisInfo() ? 1 : 0);
  if (attr.getSubAxisInfo())
    writer.writeAttribute(attr.getSubAxisInfo());
  return success();
}

} // namespace

#include "generated/vhlo/VhloBytecode.cpp.inc"

namespace {
struct VhloBytecodeInterface : public BytecodeDialectInterface {
  explicit VhloBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  /// MLIR's reader retries an attribute or type entry whose dependencies it
  /// deferred; entries that refer to each other in a cycle (a damaged
  /// artifact) make it retry forever. Each entry read here is counted, and
  /// past the budget (setBytecodeReadBudget) the read fails, which ends
  /// MLIR's retries.
  mutable std::atomic<uint64_t> reads{0};
  mutable std::atomic<uint64_t> budget{UINT64_MAX};

  bool withinBudget(DialectBytecodeReader &reader) const {
    uint64_t limit = budget.load(std::memory_order_relaxed);
    uint64_t done = reads.fetch_add(1, std::memory_order_relaxed);
    if (done < limit)
      return true;
    if (done == limit)
      reader.emitError()
          << "vhlo: more than " << limit
          << " attribute and type entry reads for this artifact: its entries "
             "refer to each other in a cycle, or nest so deep that MLIR's "
             "bytecode reader takes time quadratic in the depth (4096 reads "
             "plus "
             "64 per byte are allowed)";
    return false;
  }

  Attribute readAttribute(DialectBytecodeReader &reader) const override {
    if (!withinBudget(reader))
      return {};
    return readVhloAttribute(reader, getContext());
  }
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override {
    return writeVhloAttribute(attr, writer);
  }
  /// Each type read is checked before anything uses it (its nested types
  /// were checked when they were read): VHLO types accept any parameters.
  Type readType(DialectBytecodeReader &reader) const override {
    if (!withinBudget(reader))
      return {};
    Type type = readVhloType(reader, getContext());
    if (type && failed(verifyVhloTypeParameters(
                    type, [&] { return reader.emitError(); })))
      return {};
    return type;
  }
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override {
    return writeVhloType(type, writer);
  }
};
} // namespace

void addBytecodeInterface(VhloDialect *dialect) {
  dialect->addInterfaces<VhloBytecodeInterface>();
}

void setBytecodeReadBudget(MLIRContext *context, uint64_t budget) {
  auto *dialect = context->getOrLoadDialect<VhloDialect>();
  auto *iface = static_cast<const VhloBytecodeInterface *>(
      dialect->getRegisteredInterface<BytecodeDialectInterface>());
  iface->reads.store(0, std::memory_order_relaxed);
  iface->budget.store(budget, std::memory_order_relaxed);
}

} // namespace vhlo
} // namespace mlir
