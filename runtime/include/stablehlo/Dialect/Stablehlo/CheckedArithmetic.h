//===- CheckedArithmetic.h - int64 arithmetic that reports overflow -*- C++
//-*-===//
//
// Shape functions, verifiers and rewrites compute sizes, offsets and counts
// from attribute values and dimension sizes that a program or a damaged
// artifact may set to anything (INT64_MAX, INT64_MIN, ...). They compute with
// CheckedInt64: a sum, difference or product that does not fit in int64
// becomes "overflowed" instead of wrapping (undefined behaviour in C++), and
// the caller reports it once, with emitInt64Overflow, naming the attribute
// and what was being computed.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_CHECKEDARITHMETIC_H
#define STABLEHLO_DIALECT_STABLEHLO_CHECKEDARITHMETIC_H

#include <cassert>
#include <cstdint>
#include <optional>
#include <utility>

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/CheckedArithmetic.h"

namespace mlir::stablehlo {

/// An int64 value, or the mark that computing it overflowed. Arithmetic on
/// an overflowed value stays overflowed.
class CheckedInt64 {
public:
  CheckedInt64(int64_t value) : value(value) {}
  static CheckedInt64 overflowed() { return CheckedInt64(std::nullopt); }

  bool hasOverflowed() const { return !value; }
  /// The value; only when it has not overflowed.
  int64_t get() const {
    assert(value && "the computation overflowed");
    return *value;
  }
  std::optional<int64_t> asOptional() const { return value; }

  friend CheckedInt64 operator+(CheckedInt64 a, CheckedInt64 b) {
    return apply(a, b,
                 [](int64_t x, int64_t y) { return llvm::checkedAdd(x, y); });
  }
  friend CheckedInt64 operator-(CheckedInt64 a, CheckedInt64 b) {
    return apply(a, b,
                 [](int64_t x, int64_t y) { return llvm::checkedSub(x, y); });
  }
  friend CheckedInt64 operator*(CheckedInt64 a, CheckedInt64 b) {
    return apply(a, b,
                 [](int64_t x, int64_t y) { return llvm::checkedMul(x, y); });
  }
  CheckedInt64 &operator+=(CheckedInt64 other) { return *this = *this + other; }
  CheckedInt64 &operator-=(CheckedInt64 other) { return *this = *this - other; }
  CheckedInt64 &operator*=(CheckedInt64 other) { return *this = *this * other; }

private:
  explicit CheckedInt64(std::optional<int64_t> value) : value(value) {}
  template <typename Op>
  static CheckedInt64 apply(CheckedInt64 a, CheckedInt64 b, Op op) {
    if (!a.value || !b.value)
      return overflowed();
    return CheckedInt64(op(*a.value, *b.value));
  }

  std::optional<int64_t> value;
};

/// Reports at `location` (if given) that what `args` describe "overflows
/// int64", e.g. emitInt64Overflow(loc, "(C15) num_windows of dimension ", d,
/// " from window_dimensions[", d, "] = ", w, ...); returns failure.
template <typename... Args>
LogicalResult emitInt64Overflow(std::optional<Location> location,
                                Args &&...args) {
  return emitOptionalError(location, std::forward<Args>(args)...,
                           " overflows int64");
}

} // namespace mlir::stablehlo

#endif // STABLEHLO_DIALECT_STABLEHLO_CHECKEDARITHMETIC_H
