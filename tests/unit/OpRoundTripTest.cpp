//===- OpRoundTripTest.cpp - every op version at every target it exists at ===//
//
// Reads the generated op tests (generated/tests/ops/*.mlir: one VHLO program
// per op version, every attribute given a value other than its default,
// distinct operand and result types) and, for every release from the op
// version's first to its last, checks that the program comes back
// structurally identical - attributes and types are uniqued in the context,
// so identical means the same objects - from:
//   - the way through StableHLO: upgraded to the current version, converted
//     to StableHLO and back, and converted to the release (unverified: the
//     values need not make sense together);
//   - an artifact written for the release and read back as VHLO.
// The lit files check the ends of each range as text; this checks every
// release in between, and compares objects rather than prints.
//
//   op-roundtrip-test <dir of generated op tests> [name filter]
//
// Exits 1 naming the op version, release and way on the first difference of
// each program.
//
//===----------------------------------------------------------------------===//

#include <string>
#include <vector>

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/ProgramEquivalence.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using vhlo::Version;

namespace {

/// Every release of the version log, oldest first.
std::vector<Version> releases() {
  std::vector<Version> out;
#define STABLEHLO_RELEASE(major, minor, format, date)                          \
  out.push_back(Version(major, minor, 0));
#define STABLEHLO_PATCH(major, minor, patch, date)
#include "generated/vhlo/VhloVersionLog.inc"
#undef STABLEHLO_RELEASE
#undef STABLEHLO_PATCH
  return out;
}

/// The single VHLO op of a generated test program (the one in the function
/// body that is not the return).
Operation *findTestedOp(ModuleOp module) {
  Operation *found = nullptr;
  module.walk([&](Operation *op) {
    if (!found && op->getDialect() &&
        op->getDialect()->getNamespace() == "vhlo" &&
        op->getName().getStringRef() != "vhlo.func_v1" &&
        op->getName().getStringRef() != "vhlo.return_v1")
      found = op;
  });
  return found;
}

bool equivalent(Operation *a, Operation *b) {
  // The comparison every round-trip test shares (ProgramEquivalence.h):
  // values matched by position, attributes and types by identity. VHLO ops
  // hold every attribute, so its default-value rule does not apply here.
  return stablehlo::areEquivalentPrograms(a, b, /*ignoreLocations=*/true);
}

std::string print(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os, OpPrintingFlags().printGenericOpForm());
  return text;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    llvm::errs()
        << "usage: op-roundtrip-test <generated/tests/ops> [name filter]\n";
    return 2;
  }
  StringRef filter = argc > 2 ? argv[2] : "";
  std::vector<std::string> files;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(argv[1], ec), end; it != end && !ec;
       it.increment(ec))
    if (StringRef(it->path()).ends_with(".mlir") &&
        llvm::sys::path::filename(it->path()).contains(filter))
      files.push_back(it->path());
  if (ec || files.empty()) {
    llvm::errs() << "no generated op tests in " << argv[1] << "\n";
    return 2;
  }
  llvm::sort(files);

  MLIRContext context;
  context.loadDialect<vhlo::VhloDialect, stablehlo::StablehloDialect,
                      func::FuncDialect, shape::ShapeDialect>();
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    diagnostics += d.str() + "\n";
    return success();
  });
  std::vector<Version> log = releases();
  unsigned programs = 0, checks = 0, failures = 0;

  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      llvm::errs() << "FAILED: cannot read " << file << "\n";
      ++failures;
      continue;
    }
    diagnostics.clear();
    OwningOpRef<ModuleOp> input = parseSourceString<ModuleOp>(
        (*buffer)->getBuffer(), ParserConfig(&context));
    Operation *tested = input ? findTestedOp(*input) : nullptr;
    const vhlo::schema::OpVersionSpec *spec =
        tested ? vhlo::schema::lookupVhloOp(tested->getName().getStringRef())
               : nullptr;
    if (!spec) {
      llvm::errs() << "FAILED: " << file << ": no VHLO op of the schema in it\n"
                   << diagnostics;
      ++failures;
      continue;
    }
    ++programs;
    std::string name = tested->getName().getStringRef().str();
    // Self-check: the comparison must see a changed attribute and a changed
    // result type of the tested op.
    {
      OwningOpRef<ModuleOp> probe = input->clone();
      Operation *op = findTestedOp(*probe);
      NamedAttrList attrs(
          op->getPropertiesAsAttribute()
              ? llvm::cast<DictionaryAttr>(op->getPropertiesAsAttribute())
              : DictionaryAttr::get(&context));
      bool seesAttr = true, seesType = true;
      if (!attrs.empty()) {
        // The first property takes the value of another (or a string).
        NamedAttribute first = *attrs.begin();
        Attribute other = attrs.getAttrs().size() > 1
                              ? attrs.getAttrs()[1].getValue()
                              : vhlo::StringV1Attr::get(&context, "probe");
        if (other == first.getValue())
          other = vhlo::StringV1Attr::get(&context, "probe");
        attrs.set(first.getName(), other);
        seesAttr = succeeded(op->setPropertiesFromAttribute(
                       attrs.getDictionary(&context),
                       [&] { return op->emitError(); })) &&
                   !equivalent(*input, *probe);
        probe = input->clone();
        op = findTestedOp(*probe);
      }
      if (op->getNumResults()) {
        op->getResult(0).setType(vhlo::TokenV1Type::get(&context));
        seesType = !equivalent(*input, *probe);
      }
      if (!seesAttr || !seesType) {
        llvm::errs() << "FAILED: " << name
                     << ": the comparison does not see a changed "
                     << (seesAttr ? "result type" : "attribute") << "\n";
        ++failures;
      }
    }
    // The way through StableHLO upgrades the op to current: when that crosses
    // a hand-written hook (tested by hand), only the artifact checks apply,
    // as in the generated lit test.
    bool throughStablehlo = !spec->upgradeHook;
    for (const Version &target : log) {
      if (target < spec->since || spec->until < target)
        continue;
      auto fail = [&](StringRef way, Operation *got) {
        llvm::errs() << "FAILED: " << name << " at " << target << ", " << way
                     << "\n"
                     << diagnostics << "expected:\n"
                     << print(*input) << "\ngot:\n"
                     << (got ? print(got) : std::string("(nothing)")) << "\n";
        ++failures;
      };
      if (throughStablehlo) {
        ++checks;
        diagnostics.clear();
        OwningOpRef<ModuleOp> copy = input->clone();
        // Upgraded as a reader upgrades (an op removed from the opset is kept).
        if (failed(stablehlo::convertVhloToVersion(*copy,
                                                   Version::getCurrentVersion(),
                                                   /*reading=*/true)) ||
            failed(stablehlo::legalizeVhloToStablehlo(*copy)) ||
            failed(stablehlo::legalizeStablehloToVhlo(
                *copy, /*allowOtherDialects=*/false)) ||
            failed(stablehlo::convertVhloToVersion(*copy, target)))
          fail("the way through StableHLO failed", nullptr);
        else if (!equivalent(*input, *copy))
          fail("the way through StableHLO changed the program", *copy);
      }
      ++checks;
      diagnostics.clear();
      std::string bytes;
      llvm::raw_string_ostream os(bytes);
      std::string producer = "StableHLO_v" + target.toString();
      BytecodeWriterConfig config(producer);
      config.setDesiredBytecodeVersion(*target.getBytecodeVersion());
      OwningOpRef<ModuleOp> copy = input->clone();
      if (failed(writeBytecodeToFile(*copy, os, config))) {
        fail("writing the artifact failed", nullptr);
        continue;
      }
      OwningOpRef<ModuleOp> read =
          parseSourceString<ModuleOp>(bytes, ParserConfig(&context));
      if (!read)
        fail("reading the artifact failed", nullptr);
      else if (!equivalent(*input, *read))
        fail("the artifact read back differs", *read);
    }
  }
  llvm::outs() << programs << " op versions, " << checks
               << " round trips over every release of "
               << "each version's range, " << failures << " failures\n";
  return failures || !programs ? 1 : 0;
}
