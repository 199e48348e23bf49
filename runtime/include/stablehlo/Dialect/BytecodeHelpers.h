//===- BytecodeHelpers.h - list and value readers of the dialect codecs --===//
//
// What the VHLO and StableHLO bytecode codecs both read: lists read element
// by element (MLIR's readList reserves the count up front, which a damaged
// count turns into a fatal allocation; here a damaged count fails at the
// section's end), and doubles by their bits.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_BYTECODEHELPERS_H
#define STABLEHLO_DIALECT_BYTECODEHELPERS_H

#include <cstdint>

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
namespace bytecode_helpers {

template <typename T, typename ReadFn>
LogicalResult readListSafely(DialectBytecodeReader &reader,
                             SmallVectorImpl<T> &out, ReadFn &&readOne) {
  uint64_t count;
  if (failed(reader.readVarInt(count)))
    return failure();
  for (uint64_t i = 0; i < count; ++i) {
    T value{};
    if (failed(readOne(value)))
      return failure();
    out.push_back(value);
  }
  return success();
}

inline LogicalResult readTypes(DialectBytecodeReader &reader,
                               SmallVectorImpl<Type> &out) {
  return readListSafely(reader, out,
                        [&](Type &t) { return reader.readType(t); });
}

inline LogicalResult readAttributes(DialectBytecodeReader &reader,
                                    SmallVectorImpl<Attribute> &out) {
  return readListSafely(reader, out,
                        [&](Attribute &a) { return reader.readAttribute(a); });
}

inline LogicalResult readSignedVarInts(DialectBytecodeReader &reader,
                                       SmallVectorImpl<int64_t> &out) {
  return readListSafely(reader, out,
                        [&](int64_t &v) { return reader.readSignedVarInt(v); });
}

/// An IEEE double, written by writeAPFloatWithKnownSemantics.
inline LogicalResult readDouble(DialectBytecodeReader &reader,
                                llvm::APFloat &value) {
  FailureOr<llvm::APFloat> v =
      reader.readAPFloatWithKnownSemantics(llvm::APFloat::IEEEdouble());
  if (failed(v))
    return failure();
  value = *v;
  return success();
}

} // namespace bytecode_helpers
} // namespace mlir

#endif // STABLEHLO_DIALECT_BYTECODEHELPERS_H
