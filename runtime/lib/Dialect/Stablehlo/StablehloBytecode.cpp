//===- StablehloBytecode.cpp - bytecode of the stablehlo dialect ----------===//
//
// Plain MLIR bytecode of StableHLO programs (.mlirbc, as frameworks and
// upstream's tools write it): StableHLO attributes and types in upstream's
// encoding, so that each side reads what the other writes. The codes and
// field order are generated from schema/stablehlo_bytecode.yaml
// (generated/stablehlo/StablehloBytecode.cpp.inc); this file holds the
// helpers that code calls and the dialect version record.
//
// The version record is written only when StablehloDialect::setVersion gave
// one, as upstream's writer does; a record newer than this build is refused
// with both versions named, since the ops' properties of a newer release may
// not mean what they mean here.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/Diagnostics.h"
#include "stablehlo/Dialect/BytecodeHelpers.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir {
namespace stablehlo {
namespace {

using bytecode_helpers::readAttributes;
using bytecode_helpers::readDouble;
using bytecode_helpers::readSignedVarInts;
using bytecode_helpers::readTypes;

/// A list of T written as one builtin ArrayAttr.
template <typename T>
LogicalResult readArrayAttrOf(DialectBytecodeReader &reader,
                              SmallVectorImpl<T> &out) {
  ArrayAttr array;
  if (failed(reader.readAttribute(array)))
    return failure();
  for (Attribute element : array) {
    auto typed = dyn_cast<T>(element);
    if (!typed)
      return reader.emitError()
             << "expected an array of " << llvm::getTypeName<T>()
             << ", but got " << element;
    out.push_back(typed);
  }
  return success();
}

template <typename T>
void writeArrayAttrOf(DialectBytecodeWriter &writer, MLIRContext *ctx,
                      ArrayRef<T> values) {
  SmallVector<Attribute> elements(values.begin(), values.end());
  writer.writeAttribute(ArrayAttr::get(ctx, elements));
}

/// An optional attribute: a raw byte 1 and the attribute, or a raw byte 0.
template <typename T>
LogicalResult readFlagged(DialectBytecodeReader &reader, T &value) {
  bool present;
  if (failed(reader.readBool(present)))
    return failure();
  return present ? reader.readAttribute(value) : success();
}

template <typename T>
void writeFlagged(DialectBytecodeWriter &writer, T value) {
  writer.writeOwnedBool(static_cast<bool>(value));
  if (value)
    writer.writeAttribute(value);
}

/// An enum attribute: one varint of the enum's value.
template <typename AttrT, typename SymbolizeFn>
Attribute readEnum(DialectBytecodeReader &reader, MLIRContext *ctx,
                   StringRef enumName, SymbolizeFn symbolize) {
  uint64_t value;
  if (failed(reader.readVarInt(value)))
    return {};
  auto symbol = value <= UINT32_MAX ? symbolize(static_cast<uint32_t>(value))
                                    : std::nullopt;
  if (!symbol) {
    reader.emitError() << "unknown stablehlo " << enumName
                       << " value: " << value;
    return {};
  }
  return AttrT::get(ctx, *symbol);
}

/// Whether T declares a verifier of its parameters (ODS genVerifyDecl).
template <typename T, typename = void, typename... Args>
struct HasVerify : std::false_type {};
template <typename T, typename... Args>
struct HasVerify<T,
                 std::void_t<decltype(T::verify(
                     std::declval<llvm::function_ref<InFlightDiagnostic()>>(),
                     std::declval<const Args &>()...))>,
                 Args...> : std::true_type {};

/// Builds an attribute or type read from bytecode, through its verifier
/// where it has one, so that damaged bytecode is an error, never an invalid
/// attribute.
template <typename T, typename... Args>
T build(DialectBytecodeReader &reader, MLIRContext *ctx, const Args &...args) {
  if constexpr (HasVerify<T, void, Args...>::value) {
    if (failed(T::verify([&] { return reader.emitError(); }, args...)))
      return {};
  }
  return T::get(ctx, args...);
}

#include "generated/stablehlo/StablehloBytecode.cpp.inc"

struct StablehloDialectVersion : public DialectVersion {
  explicit StablehloDialectVersion(vhlo::Version version) : version(version) {}
  vhlo::Version version;
};

std::string toText(const vhlo::Version &version) {
  std::string text;
  llvm::raw_string_ostream(text) << version;
  return text;
}

struct StablehloBytecodeInterface : public BytecodeDialectInterface {
  explicit StablehloBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override {
    return readStablehloAttribute(reader, getContext());
  }
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override {
    return writeStablehloAttribute(attr, writer);
  }
  Type readType(DialectBytecodeReader &reader) const override {
    return readStablehloType(reader, getContext());
  }
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override {
    return writeStablehloType(type, writer);
  }

  void writeVersion(DialectBytecodeWriter &writer) const override {
    auto *dialect = static_cast<const StablehloDialect *>(getDialect());
    if (std::optional<vhlo::Version> version = dialect->getVersion()) {
      writer.writeVarInt(static_cast<uint64_t>(version->getMajor()));
      writer.writeVarInt(static_cast<uint64_t>(version->getMinor()));
      writer.writeVarInt(static_cast<uint64_t>(version->getPatch()));
    }
  }

  std::unique_ptr<DialectVersion>
  readVersion(DialectBytecodeReader &reader) const override {
    uint64_t parts[3];
    for (uint64_t &part : parts)
      if (failed(reader.readVarInt(part)))
        return nullptr;
    for (uint64_t part : parts)
      if (part > static_cast<uint64_t>(INT64_MAX)) {
        reader.emitError() << "stablehlo dialect version component " << part
                           << " is out of range";
        return nullptr;
      }
    vhlo::Version version(static_cast<int64_t>(parts[0]),
                          static_cast<int64_t>(parts[1]),
                          static_cast<int64_t>(parts[2]));
    vhlo::Version current = vhlo::Version::getCurrentVersion();
    if (current < version) {
      // Upstream's phrase first; then what is newer than what.
      reader.emitError()
          << "reading newer dialect than supported: the bytecode's stablehlo "
             "dialect version is "
          << toText(version) << ", and this build reads StableHLO up to "
          << toText(current) << "; read it with a build of StableHLO "
          << toText(version) << " or newer, or write it as a portable artifact";
      return nullptr;
    }
    return std::make_unique<StablehloDialectVersion>(version);
  }
};

} // namespace

void StablehloDialect::addBytecodeInterface() {
  addInterfaces<StablehloBytecodeInterface>();
}

} // namespace stablehlo
} // namespace mlir
