//===- Version.cpp - StableHLO/VHLO versions ------------------------------===//

#include "stablehlo/Dialect/Vhlo/Version.h"

#include <algorithm>
#include <cstdlib>

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir {
namespace vhlo {
namespace {

struct Release {
  int64_t major, minor, patch;
  int64_t bytecode; // -1 for patch releases
  const char *date;
};

constexpr Release kReleases[] = {
#define STABLEHLO_RELEASE(MAJOR, MINOR, BYTECODE, DATE)                        \
  {MAJOR, MINOR, 0, BYTECODE, DATE},
#define STABLEHLO_PATCH(MAJOR, MINOR, PATCH, DATE)                             \
  {MAJOR, MINOR, PATCH, -1, DATE},
#include "generated/vhlo/VhloVersionLog.inc"
#undef STABLEHLO_RELEASE
#undef STABLEHLO_PATCH
};

/// Days since 1970-01-01 of a "YYYY-MM-DD" date (proleptic Gregorian).
int64_t daysFromDate(llvm::StringRef date) {
  int64_t y = 0, m = 0, d = 0;
  date.substr(0, 4).getAsInteger(10, y);
  date.substr(5, 2).getAsInteger(10, m);
  date.substr(8, 2).getAsInteger(10, d);
  y -= m <= 2;
  int64_t era = (y >= 0 ? y : y - 399) / 400;
  int64_t yoe = y - era * 400;
  int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

} // namespace

FailureOr<Version> Version::fromString(llvm::StringRef versionRef,
                                       std::string *error) {
  auto fail = [&](const llvm::Twine &why) -> FailureOr<Version> {
    if (error)
      *error = ("invalid version '" + versionRef + "': " + why +
                "; expected #.#.#, e.g. " + getCurrentVersion().toString())
                   .str();
    return failure();
  };
  llvm::SmallVector<llvm::StringRef, 3> parts;
  versionRef.split(parts, '.');
  if (parts.size() != 3)
    return fail("it does not have three components");
  int64_t numbers[3];
  for (int i = 0; i < 3; ++i) {
    llvm::StringRef part = parts[i];
    if (part.empty() || !llvm::all_of(part, llvm::isDigit))
      return fail("component '" + part + "' is not a decimal number");
    if (part.getAsInteger(10, numbers[i]))
      return fail("component '" + part + "' is too large");
  }
  return Version(numbers[0], numbers[1], numbers[2]);
}

FailureOr<int64_t> Version::getBytecodeVersion() const {
  if (*this < getMinimumVersion() || getCurrentVersion() < *this)
    return failure();
  int64_t format = -1;
  for (const Release &r : kReleases)
    if (r.bytecode >= 0 && Version(r.major, r.minor, 0) <= *this)
      format = r.bytecode;
  if (format < 0)
    return failure();
  return format;
}

Version Version::fromCompatibilityRequirement(CompatibilityRequirement req) {
  int64_t weeks = 0;
  switch (req) {
  case CompatibilityRequirement::NONE:
    return getCurrentVersion();
  case CompatibilityRequirement::MAX:
    return getMinimumVersion();
  case CompatibilityRequirement::WEEK_4:
    weeks = 4;
    break;
  case CompatibilityRequirement::WEEK_12:
    weeks = 12;
    break;
  }
  // The date of the current release anchors the window. Until the current
  // release is dated (tools/release.py dates it when the release is cut),
  // the newest dated release before it does, so the answer never falls back
  // to the minimum version for want of a date.
  int64_t today = -1;
  for (const Release &r : kReleases)
    if (*r.date && Version(r.major, r.minor, r.patch) <= getCurrentVersion())
      today = std::max(today, daysFromDate(r.date));
  Version best = getMinimumVersion();
  if (today < 0)
    return best;
  for (const Release &r : kReleases) {
    Version v(r.major, r.minor, r.patch);
    if (!*r.date || v == getCurrentVersion())
      continue;
    if (daysFromDate(r.date) <= today - 7 * weeks && best < v)
      best = v;
  }
  return best;
}

std::string Version::toString() const {
  return (llvm::Twine(getMajor()) + "." + llvm::Twine(getMinor()) + "." +
          llvm::Twine(getPatch()))
      .str();
}

} // namespace vhlo
} // namespace mlir
