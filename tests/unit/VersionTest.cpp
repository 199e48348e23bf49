//===- VersionTest.cpp - unit tests of vhlo::Version ----------------------===//
//
// A plain executable: prints one line per failed expectation and exits 1 if
// any failed. No expectation names the current version: it comes from
// Version.h, and the window rule of WEEK_4 / WEEK_12 and the bytecode formats
// are checked against the version log (generated/vhlo/VhloVersionLog.inc,
// from schema/versions.yaml), recomputed here with a date arithmetic of its
// own, so a version bump needs no edit here. The formats of old releases
// (0.9.0 ... 0.15.0) are fixed upstream facts and stay literal.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <string>
#include <vector>

#include "stablehlo/Dialect/Vhlo/Version.h"

using mlir::vhlo::Version;

static int failures = 0;

static void expect(bool ok, const std::string &what) {
  if (!ok) {
    std::printf("FAILED: %s\n", what.c_str());
    ++failures;
  }
}

static void expectVersion(Version got, Version want, const std::string &what) {
  expect(got == want,
         what + ": got " + got.toString() + ", want " + want.toString());
}

static void expectFormat(const std::string &target, int64_t want) {
  auto v = Version::fromString(target);
  expect(succeeded(v), "parse " + target);
  if (failed(v))
    return;
  auto format = v->getBytecodeVersion();
  expect(succeeded(format) && *format == want,
         "bytecode format of " + target + " should be " + std::to_string(want));
}

namespace {

/// One entry of the version log: a release (with its bytecode format) or a
/// patch release (format -1). `date` is "YYYY-MM-DD" or "" (not dated).
struct LogEntry {
  Version version;
  int64_t bytecode;
  std::string date;
};

std::vector<LogEntry> versionLog() {
  std::vector<LogEntry> out;
#define STABLEHLO_RELEASE(MAJOR, MINOR, BYTECODE, DATE)                        \
  out.push_back({Version(MAJOR, MINOR, 0), BYTECODE, DATE});
#define STABLEHLO_PATCH(MAJOR, MINOR, PATCH, DATE)                             \
  out.push_back({Version(MAJOR, MINOR, PATCH), -1, DATE});
#include "generated/vhlo/VhloVersionLog.inc"
#undef STABLEHLO_RELEASE
#undef STABLEHLO_PATCH
  return out;
}

/// Days from 2000-01-01 to a "YYYY-MM-DD" date, counted year by year and
/// month by month (deliberately not Version.cpp's civil-date formula).
int64_t dayNumber(const std::string &date) {
  int year = std::stoi(date.substr(0, 4)), month = std::stoi(date.substr(5, 2)),
      day = std::stoi(date.substr(8, 2));
  auto leap = [](int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  };
  static const int monthDays[] = {31, 28, 31, 30, 31, 30,
                                  31, 31, 30, 31, 30, 31};
  int64_t days = 0;
  for (int y = 2000; y < year; ++y)
    days += leap(y) ? 366 : 365;
  for (int m = 1; m < month; ++m)
    days += monthDays[m - 1] + (m == 2 && leap(year) ? 1 : 0);
  return days + day - 1;
}

/// The window rule of Version.h, from the log: the newest release or patch
/// release dated at least 7 * `weeks` days before the current release (or,
/// while the current release is not dated yet, before the newest dated
/// release up to it); the minimum version when there is none.
Version windowRelease(const std::vector<LogEntry> &log, int weeks) {
  Version current = Version::getCurrentVersion();
  int64_t anchor = -1;
  for (const LogEntry &e : log)
    if (!e.date.empty() && !(current < e.version) && dayNumber(e.date) > anchor)
      anchor = dayNumber(e.date);
  Version best = Version::getMinimumVersion();
  for (const LogEntry &e : log)
    if (anchor >= 0 && !e.date.empty() && e.version != current &&
        dayNumber(e.date) <= anchor - 7 * weeks && best < e.version)
      best = e.version;
  return best;
}

} // namespace

int main() {
  using Req = Version::CompatibilityRequirement;
  const Version current(STABLEHLO_CURRENT_VERSION),
      minimum(STABLEHLO_MINIMUM_VERSION);
  const std::vector<LogEntry> log = versionLog();

  // The log ends with the current release (patch 0 of the current minor).
  expect(!log.empty(), "the version log is empty");
  const LogEntry *last = nullptr;
  for (const LogEntry &e : log)
    if (e.bytecode >= 0)
      last = &e;
  expect(last && last->version == current.withoutPatch(),
         "the last release of the log is " +
             (last ? last->version.toString() : "none") + ", Version.h says " +
             current.toString());

  expectVersion(Version::getCurrentVersion(), current, "getCurrentVersion");
  expectVersion(Version::getMinimumVersion(), minimum, "getMinimumVersion");
  expectVersion(Version::fromCompatibilityRequirement(Req::NONE), current,
                "NONE");
  expectVersion(Version::fromCompatibilityRequirement(Req::MAX), minimum,
                "MAX");
  Version week4 = Version::fromCompatibilityRequirement(Req::WEEK_4);
  Version week12 = Version::fromCompatibilityRequirement(Req::WEEK_12);
  expectVersion(week4, windowRelease(log, 4),
                "WEEK_4 (newest release dated >= 28 days before current)");
  expectVersion(week12, windowRelease(log, 12),
                "WEEK_12 (newest release dated >= 84 days before current)");
  expect(!(week4 < week12) && week4 < current && !(week12 < minimum),
         "MAX <= WEEK_12 <= WEEK_4 < NONE: " + minimum.toString() + ", " +
             week12.toString() + ", " + week4.toString() + ", " +
             current.toString());

  // Formats of old releases (upstream facts) ...
  expectFormat("0.9.0", 0);
  expectFormat("0.9.7", 0);
  expectFormat("0.10.0", 1);
  expectFormat("0.11.3", 1);
  expectFormat("0.12.0", 3);
  expectFormat("0.13.0", 3);
  expectFormat("0.14.0", 4);
  expectFormat("0.15.0", 6);
  // ... and of every release of the log, the current one included; nothing
  // above current or below the minimum has one.
  for (const LogEntry &e : log)
    if (e.bytecode >= 0)
      expectFormat(e.version.toString(), e.bytecode);
  expectFormat(current.toString(), last ? last->bytecode : -1);
  Version nextPatch(current.getMajor(), current.getMinor(),
                    current.getPatch() + 1);
  Version nextMinor(current.getMajor(), current.getMinor() + 1, 0);
  expect(failed(nextPatch.getBytecodeVersion()),
         nextPatch.toString() + " (above current) has no format");
  expect(failed(nextMinor.getBytecodeVersion()),
         nextMinor.toString() + " (above current) has no format");
  expect(failed(Version(0, 8, 0).getBytecodeVersion()), "0.8.0 has no format");

  std::string error;
  for (const char *bad :
       {"", "1.2", "1.2.3.4", "v1.2.3", " 1.2.3", "1.2.3 ", "a.b.c", "1..3",
        "99999999999999999999.0.0", "-1.0.0"}) {
    error.clear();
    expect(failed(Version::fromString(bad, &error)) && !error.empty(),
           std::string("'") + bad + "' must be refused with a message");
  }
  auto leading = Version::fromString("01.2.3");
  expect(succeeded(leading) && *leading == Version(1, 2, 3),
         "leading zeros parse");

  expect(Version(1, 9, 0) < Version(1, 10, 0), "1.9.0 < 1.10.0");
  expect(Version(0, 20, 0) < Version(1, 0, 0), "0.20.0 < 1.0.0");
  expect(!(Version(1, 2, 3) < Version(1, 2, 3)), "not 1.2.3 < 1.2.3");
  expectVersion(Version::getSmallerVersion(Version(1, 4, 1), Version(1, 3, 9)),
                Version(1, 3, 9), "smaller of 1.4.1 and 1.3.9");
  expectVersion(Version(1, 8, 7).withoutPatch(), Version(1, 8, 0),
                "withoutPatch");
  expect(Version(1, 10, 2).toString() == "1.10.2", "toString");

  std::printf("%s (current %s: WEEK_4 %s, WEEK_12 %s)\n",
              failures ? "version tests FAILED" : "version tests passed",
              current.toString().c_str(), week4.toString().c_str(),
              week12.toString().c_str());
  return failures ? 1 : 0;
}
