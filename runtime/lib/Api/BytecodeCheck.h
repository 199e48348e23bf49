//===- BytecodeCheck.h - structural pre-validation of MLIR bytecode -------===//
//
// Declared in the public stablehlo/Api/InputChecks.h (the tools check their
// own input with it too).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_BYTECODECHECK_H
#define STABLEHLO_API_BYTECODECHECK_H

#include <cstddef>
#include <cstdint>

#include "stablehlo/Api/InputChecks.h"
#include "llvm/ADT/bit.h"

namespace mlir {
namespace stablehlo {

/// Decodes one MLIR bytecode varint at `p` (not past `end`) into `v` and
/// advances `p`. Returns 0 on success, else the number of bytes the varint
/// needs (more than `end - p`); `p` is then unchanged.
inline size_t decodeBytecodeVarint(const uint8_t *&p, const uint8_t *end,
                                   uint64_t &v) {
  if (p == end)
    return 1;
  uint8_t first = *p;
  if (first & 1) {
    v = first >> 1;
    ++p;
    return 0;
  }
  unsigned extra = first == 0 ? 8 : llvm::countr_zero(first);
  if (size_t(end - p) < 1 + size_t(extra))
    return 1 + size_t(extra);
  uint64_t raw = 0;
  if (first == 0) {
    for (unsigned i = 0; i < 8; ++i)
      raw |= uint64_t(p[1 + i]) << (8 * i);
    v = raw;
  } else {
    for (unsigned i = 0; i <= extra; ++i)
      raw |= uint64_t(p[i]) << (8 * i);
    v = raw >> (extra + 1);
  }
  p += 1 + extra;
  return 0;
}

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_BYTECODECHECK_H
