//===- SdyBytecode.cpp - bytecode of the sdy dialect ----------------------===//
//
// The sdy dialect's bytecode interface around the codec that mlir-tblgen
// generates from SdyBytecode.td. A dialect version in an artifact (three
// varints) is read and accepted; the writer records none, as no reader
// needs one to read what is written here.
//
//===----------------------------------------------------------------------===//

#include <optional>

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/Diagnostics.h"
#include "stablehlo/Dialect/Sdy/SdyOps.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sdy;

namespace {

/// Meshes and mesh axes read from bytecode are built checked: damaged
/// bytecode is then an error, not an invalid attribute.
MeshAxisAttr getCheckedMeshAxis(MLIRContext *context, StringRef name,
                                int64_t size) {
  return MeshAxisAttr::getChecked(
      [&] { return emitError(UnknownLoc::get(context)); }, context, name, size);
}

MeshAttr getCheckedMesh(MLIRContext *context, ArrayRef<MeshAxisAttr> axes,
                        ArrayRef<int64_t> deviceIds) {
  return MeshAttr::getChecked(
      [&] { return emitError(UnknownLoc::get(context)); }, context, axes,
      deviceIds);
}

/// A present value is a varint with its flag set; an absent one is 0
/// without it.
void writeOptionalVarInt(DialectBytecodeWriter &writer,
                         std::optional<int64_t> value) {
  writer.writeVarIntWithFlag(value ? static_cast<uint64_t>(*value) : 0,
                             value.has_value());
}

LogicalResult readOptionalVarInt(DialectBytecodeReader &reader,
                                 std::optional<uint64_t> &value) {
  uint64_t raw;
  bool present;
  if (failed(reader.readVarIntWithFlag(raw, present)))
    return failure();
  if (present)
    value = raw;
  return success();
}

bool hasUnreducedAxes(TensorShardingPerValueAttr shardings) {
  return llvm::any_of(shardings.getShardings(),
                      [](TensorShardingAttr sharding) {
                        return !sharding.getUnreducedAxes().empty();
                      });
}

#include "stablehlo/Dialect/Sdy/SdyBytecode.cpp.inc"

struct SdyBytecodeInterface : public BytecodeDialectInterface {
  explicit SdyBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override {
    Attribute attr = ::readAttribute(getContext(), reader);
    if (!attr)
      reader.emitError()
          << "could not read an sdy attribute: this reader knows sdy attribute "
             "codes 0 to 16, each with the fields of SdyBytecode.td";
    return attr;
  }
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override {
    return ::writeAttribute(attr, writer);
  }
  // The dialect has no types: the generated codec refuses any.
  Type readType(DialectBytecodeReader &reader) const override {
    return ::readType(getContext(), reader);
  }
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override {
    return ::writeType(type, writer);
  }

  std::unique_ptr<DialectVersion>
  readVersion(DialectBytecodeReader &reader) const override {
    uint64_t major, minor, patch;
    if (failed(reader.readVarInt(major)) || failed(reader.readVarInt(minor)) ||
        failed(reader.readVarInt(patch)))
      return nullptr;
    return std::make_unique<DialectVersion>();
  }
};

} // namespace

void SdyDialect::registerBytecodeInterface() {
  addInterfaces<SdyBytecodeInterface>();
}
