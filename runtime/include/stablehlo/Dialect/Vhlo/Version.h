//===- Version.h - StableHLO/VHLO versions ---------------------*- C++ -*-===//
//
// The current and minimum versions are the only hand-edited version facts in
// the project; every other one (op, type and attribute version ranges, the
// version log with bytecode formats and release dates) lives in schema/.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_VHLO_VERSION_H
#define STABLEHLO_DIALECT_VHLO_VERSION_H

#include <cstdint>
#include <string>

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

// The codegen reads these two lines: keep the macro form.
#define STABLEHLO_CURRENT_VERSION 1, 20, 0
#define STABLEHLO_MINIMUM_VERSION 0, 9, 0

namespace mlir {
namespace vhlo {

class Version {
public:
  /// Parses "#.#.#" (three decimal components, nothing else). Fails with a
  /// message in `error` (if given) on any other input, including components
  /// that do not fit in int64_t.
  static FailureOr<Version> fromString(llvm::StringRef versionRef,
                                       std::string *error = nullptr);

  static constexpr Version getCurrentVersion() {
    return Version(STABLEHLO_CURRENT_VERSION);
  }
  static constexpr Version getMinimumVersion() {
    return Version(STABLEHLO_MINIMUM_VERSION);
  }

  /// How far back a producer must reach (upstream's CompatibilityRequirement).
  enum class CompatibilityRequirement {
    NONE = 0,
    WEEK_4 = 1,
    WEEK_12 = 2,
    MAX = 3
  };

  /// NONE: current; WEEK_4 / WEEK_12: the newest release tagged at least 4 /
  /// 12 weeks before the current release (dates from schema/versions.yaml);
  /// MAX: the minimum version.
  static Version fromCompatibilityRequirement(CompatibilityRequirement req);

  /// The smaller of two versions.
  static Version getSmallerVersion(const Version &a, const Version &b) {
    return a < b ? a : b;
  }

  constexpr Version(int64_t major, int64_t minor, int64_t patch)
      : majorMinorPatch{major, minor, patch} {}

  int64_t getMajor() const { return majorMinorPatch[0]; }
  int64_t getMinor() const { return majorMinorPatch[1]; }
  int64_t getPatch() const { return majorMinorPatch[2]; }

  /// The MLIR bytecode format version an artifact for this target is written
  /// with (from the version log). Fails outside [minimum, current].
  FailureOr<int64_t> getBytecodeVersion() const;

  /// The same version with patch 0: opset changes only happen on minor bumps.
  Version withoutPatch() const { return Version(getMajor(), getMinor(), 0); }

  bool operator<(const Version &o) const {
    for (int i = 0; i < 3; ++i)
      if (majorMinorPatch[i] != o.majorMinorPatch[i])
        return majorMinorPatch[i] < o.majorMinorPatch[i];
    return false;
  }
  bool operator==(const Version &o) const {
    return majorMinorPatch[0] == o.majorMinorPatch[0] &&
           majorMinorPatch[1] == o.majorMinorPatch[1] &&
           majorMinorPatch[2] == o.majorMinorPatch[2];
  }
  bool operator!=(const Version &o) const { return !(*this == o); }
  bool operator<=(const Version &o) const { return !(o < *this); }
  bool operator>(const Version &o) const { return o < *this; }
  bool operator>=(const Version &o) const { return !(*this < o); }

  std::string toString() const;

private:
  int64_t majorMinorPatch[3];
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const Version &v) {
  return os << v.getMajor() << '.' << v.getMinor() << '.' << v.getPatch();
}

inline Diagnostic &operator<<(Diagnostic &diag, const Version &v) {
  return diag << v.toString();
}

} // namespace vhlo
} // namespace mlir

#endif // STABLEHLO_DIALECT_VHLO_VERSION_H
