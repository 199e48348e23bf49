//===- VersionTest.cpp - unit tests of vhlo::Version ----------------------===//
//
// A plain executable: prints one line per failed expectation and exits 1 if
// any failed. Expectations are upstream facts at 1.20.0 (WEEK_4 = 1.18.0,
// WEEK_12 = 1.16.2) and the bytecode formats of the version log.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <string>

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
  expect(got == want, what + ": got " + got.toString() + ", want " + want.toString());
}

static void expectFormat(const char *target, int64_t want) {
  auto v = Version::fromString(target);
  expect(succeeded(v), std::string("parse ") + target);
  if (failed(v))
    return;
  auto format = v->getBytecodeVersion();
  expect(succeeded(format) && *format == want,
         std::string("bytecode format of ") + target + " should be " + std::to_string(want));
}

int main() {
  using Req = Version::CompatibilityRequirement;
  expectVersion(Version::fromCompatibilityRequirement(Req::NONE), Version(1, 20, 0), "NONE");
  expectVersion(Version::fromCompatibilityRequirement(Req::WEEK_4), Version(1, 18, 0), "WEEK_4");
  expectVersion(Version::fromCompatibilityRequirement(Req::WEEK_12), Version(1, 16, 2), "WEEK_12");
  expectVersion(Version::fromCompatibilityRequirement(Req::MAX), Version(0, 9, 0), "MAX");

  expectFormat("0.9.0", 0);
  expectFormat("0.9.7", 0);
  expectFormat("0.10.0", 1);
  expectFormat("0.11.3", 1);
  expectFormat("0.12.0", 3);
  expectFormat("0.13.0", 3);
  expectFormat("0.14.0", 4);
  expectFormat("0.15.0", 6);
  expectFormat("1.20.0", 6);
  expect(failed(Version(1, 20, 1).getBytecodeVersion()), "1.20.1 has no format");
  expect(failed(Version(0, 8, 0).getBytecodeVersion()), "0.8.0 has no format");

  std::string error;
  for (const char *bad : {"", "1.2", "1.2.3.4", "v1.2.3", " 1.2.3", "1.2.3 ", "a.b.c", "1..3",
                          "99999999999999999999.0.0", "-1.0.0"}) {
    error.clear();
    expect(failed(Version::fromString(bad, &error)) && !error.empty(),
           std::string("'") + bad + "' must be refused with a message");
  }
  auto leading = Version::fromString("01.2.3");
  expect(succeeded(leading) && *leading == Version(1, 2, 3), "leading zeros parse");

  expect(Version(1, 9, 0) < Version(1, 10, 0), "1.9.0 < 1.10.0");
  expect(Version(0, 20, 0) < Version(1, 0, 0), "0.20.0 < 1.0.0");
  expect(!(Version(1, 2, 3) < Version(1, 2, 3)), "not 1.2.3 < 1.2.3");
  expectVersion(Version::getSmallerVersion(Version(1, 4, 1), Version(1, 3, 9)), Version(1, 3, 9),
                "smaller of 1.4.1 and 1.3.9");
  expectVersion(Version(1, 8, 7).withoutPatch(), Version(1, 8, 0), "withoutPatch");
  expect(Version(1, 10, 2).toString() == "1.10.2", "toString");

  std::printf("%s\n", failures ? "version tests FAILED" : "version tests passed");
  return failures ? 1 : 0;
}
