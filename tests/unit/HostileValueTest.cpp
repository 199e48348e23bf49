//===- HostileValueTest.cpp - integer attributes at their extremes --------===//
//
// For every op of the schema with integer attributes, sets one integer of
// one attribute at a time to INT64_MAX, INT64_MIN, -1 and 0 (the extremes of
// the attribute's own width when it is narrower) in valid programs that use
// the op, and runs each variant the way a program read from an artifact
// goes. Which attributes are integers comes from the schema's tables
// (vhlo::schema, generated from schema/ops.yaml): kinds i64, i32, integer,
// i64_tensor and i64_tensor_2d (replica_groups), and attributes of kind any
// or array (struct fields, custom_call's layouts) where the program holds
// integers. The valid programs are the compendium's (tests/vhlo/compendium),
// converted to VHLO; each op with integer attributes must appear there with
// every one of them, or the test fails naming what is missing.
//
// Each variant, in VHLO, is
//   - printed and parsed back (VHLO's parsers);
//   - converted to the minimum version (the downgrade checks);
//   - converted to StableHLO and verified (the legalization, the shape
//     functions and the verifiers); when that fails, the invalid program is
//     printed and parsed back (StableHLO's attribute printers and parsers);
//   - when it is accepted: printed and parsed back, its tested op's result
//     shape reified, written as an artifact for the current version (for
//     the last release that has it, when the program holds an op removed
//     since) and read back, and expanded for the minimum version (the
//     compatibility expander) and verified.
// Every step must succeed or fail with an error; an accepted program must be
// accepted again after printing and after the artifact. A step that fails
// without an error, or such a change of mind, fails the test. A crash, or
// undefined behaviour in the sanitizer build (which halts at the first
// report), ends it; the variant at fault is printed first.
//
//   hostile-value-test <compendium dir> [op filter]
//
// Prints one line per op (variants, accepted, refused) and exits 1 on any
// failure.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#include <sanitizer/common_interface_defs.h>
#define HOSTILE_VALUE_TEST_SANITIZED 1
#endif
#endif

using namespace mlir;
namespace schema = vhlo::schema;
using schema::AttrKind;

namespace {

//===----------------------------------------------------------------------===//
// What is running, for a crash or a sanitizer report
//===----------------------------------------------------------------------===//

std::string currentVariant;

void printCurrentVariant() {
  if (!currentVariant.empty())
    std::fprintf(stderr, "hostile-value-test: while running %s\n",
                 currentVariant.c_str());
}

struct CurrentVariantEntry : llvm::PrettyStackTraceEntry {
  void print(llvm::raw_ostream &os) const override {
    if (!currentVariant.empty())
      os << "hostile-value-test: while running " << currentVariant << "\n";
  }
};

//===----------------------------------------------------------------------===//
// The schema's integer attributes
//===----------------------------------------------------------------------===//

/// Kinds whose values are integers or integer tensors.
bool isIntegerKind(AttrKind kind) {
  switch (kind) {
  case AttrKind::I64:
  case AttrKind::I32:
  case AttrKind::Integer:
  case AttrKind::I64Tensor:
  case AttrKind::I64Tensor2D:
    return true;
  default:
    return false;
  }
}

/// Kinds that may hold integers without being integer kinds: a struct field
/// the schema leaves open, an array of layouts.
bool mayHoldIntegers(AttrKind kind) {
  return kind == AttrKind::Any || kind == AttrKind::Array;
}

//===----------------------------------------------------------------------===//
// Hostile values
//===----------------------------------------------------------------------===//

/// INT64_MAX, INT64_MIN, -1 and 0 at `width` bits (the signed extremes of
/// the width when it is narrower), with their names.
std::vector<std::pair<APInt, std::string>> hostileValues(unsigned width) {
  std::string bits = std::to_string(width);
  return {{APInt::getSignedMaxValue(width), "INT" + bits + "_MAX"},
          {APInt::getSignedMinValue(width), "INT" + bits + "_MIN"},
          {APInt::getAllOnes(width), "-1"},
          {APInt::getZero(width), "0"}};
}

/// One way to change an attribute value: the new value and what was changed.
struct Mutation {
  Attribute value;
  std::string what;
};

/// At most this many elements of a tensor are changed, one at a time.
constexpr int64_t kMaxPositions = 8;

/// Every single-integer change of `value`: an integer_v1 set to each hostile
/// value, one element of an integer tensor_v1 at a time, and the same inside
/// an array_v1. Appends to `out`, describing each with `path`.
void collectMutations(Attribute value, const std::string &path,
                      std::vector<Mutation> &out) {
  MLIRContext *ctx = value.getContext();
  if (auto integer = dyn_cast<vhlo::IntegerV1Attr>(value)) {
    unsigned width = integer.getValue().getBitWidth();
    if (width < 2)
      return;
    for (auto &[v, name] : hostileValues(width))
      out.push_back({vhlo::IntegerV1Attr::get(ctx, integer.getType(), v),
                     path + " = " + name});
    return;
  }
  if (auto tensor = dyn_cast<vhlo::TensorV1Attr>(value)) {
    DenseElementsAttr data = tensor.getData();
    auto element = dyn_cast<IntegerType>(data.getElementType());
    if (!element || element.getWidth() < 2)
      return;
    auto dataType = cast<RankedTensorType>(data.getType());
    Type type = tensor.getType();
    SmallVector<APInt> values(data.getValues<APInt>());
    std::string at = "";
    // An empty list (dims = [], pairs of shape [0, 2]) gets one entry of
    // zeros, whose elements then take the hostile values.
    if (values.empty() && dataType.getRank() >= 1 &&
        dataType.getDimSize(0) == 0 && dataType.hasStaticShape()) {
      SmallVector<int64_t> shape(dataType.getShape());
      shape[0] = 1;
      dataType = dataType.clone(shape);
      auto vhloType = cast<vhlo::TensorV1Type>(type);
      type = vhlo::TensorV1Type::get(ctx, shape, vhloType.getElementType(),
                                     vhloType.getEncoding());
      values.assign(dataType.getNumElements(),
                    APInt::getZero(element.getWidth()));
      at = " (one entry added)";
    }
    int64_t positions = std::min<int64_t>(values.size(), kMaxPositions);
    for (int64_t i = 0; i < positions; ++i) {
      for (auto &[v, name] : hostileValues(element.getWidth())) {
        SmallVector<APInt> changed(values);
        changed[i] = v;
        out.push_back(
            {vhlo::TensorV1Attr::get(ctx, type,
                                     DenseElementsAttr::get(dataType, changed)),
             path + "[" + std::to_string(i) + "] = " + name + at});
      }
    }
    return;
  }
  if (auto array = dyn_cast<vhlo::ArrayV1Attr>(value)) {
    ArrayRef<Attribute> elements = array.getValue();
    for (auto [i, element] : llvm::enumerate(elements)) {
      std::vector<Mutation> inner;
      collectMutations(element, path + "{" + std::to_string(i) + "}", inner);
      for (Mutation &m : inner) {
        SmallVector<Attribute> changed(elements);
        changed[i] = m.value;
        out.push_back({vhlo::ArrayV1Attr::get(ctx, changed), m.what});
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// Running a variant
//===----------------------------------------------------------------------===//

/// Collects the diagnostics of a context; counts the errors.
struct Diagnostics {
  std::string text;
  unsigned errors = 0;
};

/// How one step of a variant went.
enum class Outcome { Accepted, Refused, Silent };

std::string print(Operation *op, bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  op->print(os, flags);
  return text;
}

/// The ops of `root` in walk order (the order is the same in a clone).
std::vector<Operation *> opsOf(Operation *root) {
  std::vector<Operation *> ops;
  root->walk([&](Operation *op) { ops.push_back(op); });
  return ops;
}

struct Tally {
  unsigned variants = 0, accepted = 0, refused = 0;
};

class Runner {
public:
  Runner(MLIRContext &context, Diagnostics &diagnostics)
      : context(context), diagnostics(diagnostics) {}

  /// Runs the variant of `base` (VHLO) whose op number `index` has
  /// attribute `name` set to `value`; `label` describes it.
  void run(ModuleOp base, size_t index, StringRef stablehloName, StringRef name,
           Attribute value, const std::string &label, Tally &tally) {
    currentVariant = label;
    ++tally.variants;
    OwningOpRef<ModuleOp> vhloModule = base.clone();
    Operation *op = opsOf(*vhloModule)[index];
    op->setAttr(name, value);

    // VHLO's printers and parsers: a VHLO op has no verifier, so it must come
    // back.
    expectAccepted(label, "VHLO printed and parsed back", [&] {
      return success(
          static_cast<bool>(parse(print(*vhloModule, /*generic=*/true))));
    });

    // The downgrade checks.
    step(label, "conversion to the minimum version", [&] {
      OwningOpRef<ModuleOp> copy = vhloModule->clone();
      return stablehlo::convertVhloToVersion(
          *copy, vhlo::Version::getMinimumVersion());
    });

    // The legalization, shape functions and verifiers.
    OwningOpRef<ModuleOp> program = vhloModule->clone();
    bool legalized = false;
    Outcome outcome =
        step(label, "conversion to StableHLO and verification", [&] {
          if (failed(stablehlo::legalizeVhloToStablehlo(*program)))
            return failure();
          legalized = true;
          return verify(*program);
        });
    if (outcome != Outcome::Accepted) {
      if (outcome == Outcome::Refused)
        ++tally.refused;
      // The refused program's attributes through StableHLO's printers and
      // parsers: it may parse (and be refused again) or not, with an error.
      if (legalized)
        step(label, "invalid StableHLO printed and parsed back", [&] {
          return success(
              static_cast<bool>(parse(print(*program, /*generic=*/true))));
        });
      return;
    }
    ++tally.accepted;

    expectAccepted(label, "StableHLO printed and parsed back", [&] {
      return success(
          static_cast<bool>(parse(print(*program, /*generic=*/false))));
    });
    reify(*program, index, stablehloName);
    // Written for the current release, or, when the program holds an op
    // removed since, for the last release that has it (a removed op is
    // refused at the current release, as it must be).
    vhlo::Version target = vhlo::Version::getCurrentVersion();
    for (Operation *vhloOp : opsOf(*vhloModule))
      if (const schema::OpVersionSpec *spec =
              schema::lookupVhloOp(vhloOp->getName().getStringRef()))
        if (spec->until < target)
          target = spec->until;
    expectAccepted(label, "artifact written and read back", [&] {
      OwningOpRef<ModuleOp> copy = program->clone();
      std::string bytes;
      llvm::raw_string_ostream os(bytes);
      if (failed(stablehlo::serializePortableArtifact(*copy, target.toString(),
                                                      os)))
        return failure();
      return success(static_cast<bool>(
          stablehlo::deserializePortableArtifact(bytes, &context, "artifact")));
    });
    step(label, "compatibility expander for the minimum version", [&] {
      OwningOpRef<ModuleOp> copy = program->clone();
      if (failed(stablehlo::expandForCompatibility(
              *copy, vhlo::Version::getMinimumVersion())))
        return failure();
      return verify(*copy);
    });
  }

  unsigned failures = 0;

private:
  OwningOpRef<ModuleOp> parse(const std::string &text) {
    return parseSourceString<ModuleOp>(text, ParserConfig(&context));
  }

  /// Runs `body`: success is Accepted, failure with an error Refused, and
  /// failure without one Silent, which fails the test.
  template <typename Fn>
  Outcome step(const std::string &label, StringRef what, Fn body) {
    unsigned before = diagnostics.errors;
    diagnostics.text.clear();
    if (succeeded(body()))
      return Outcome::Accepted;
    if (diagnostics.errors > before)
      return Outcome::Refused;
    fail(label, what, "failed without an error");
    return Outcome::Silent;
  }

  /// Runs `body`, which must succeed: the program was accepted before.
  template <typename Fn>
  void expectAccepted(const std::string &label, StringRef what, Fn body) {
    if (step(label, what, body) == Outcome::Refused)
      fail(label, what, "refused a program accepted before");
  }

  /// Reifies the result shape of the tested op (now the StableHLO op
  /// `stablehloName`) if it can: that fails or succeeds, never crashes.
  void reify(ModuleOp program, size_t index, StringRef stablehloName) {
    OwningOpRef<ModuleOp> copy = program.clone();
    // The StableHLO op stands where the VHLO one stood: the conversion maps
    // ops one to one, so the walk orders agree.
    std::vector<Operation *> ops = opsOf(*copy);
    if (index >= ops.size() ||
        ops[index]->getName().getStringRef() != stablehloName)
      return;
    auto shaped = dyn_cast<InferShapedTypeOpInterface>(ops[index]);
    if (!shaped)
      return;
    OpBuilder builder(ops[index]);
    SmallVector<Value> shapes;
    (void)shaped.reifyReturnTypeShapes(builder, ops[index]->getOperands(),
                                       shapes);
  }

  void fail(const std::string &label, StringRef what, StringRef how) {
    ++failures;
    if (failures <= 20)
      llvm::errs() << "FAILED: " << label << ": " << what << " " << how << "\n"
                   << diagnostics.text;
  }

  MLIRContext &context;
  Diagnostics &diagnostics;
};

//===----------------------------------------------------------------------===//
// The compendium
//===----------------------------------------------------------------------===//

/// The programs of the compendium files in `dir`, split at `// -----`, with
/// their origin ("file.mlir:N", N the 1-based program number).
std::vector<std::pair<std::string, std::string>> readPrograms(StringRef dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    if (StringRef(it->path()).ends_with(".mlir"))
      files.push_back(it->path());
  llvm::sort(files);
  std::vector<std::pair<std::string, std::string>> programs;
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer)
      continue;
    SmallVector<StringRef> chunks;
    (*buffer)->getBuffer().split(chunks, "// -----");
    for (auto [i, chunk] : llvm::enumerate(chunks))
      programs.push_back(
          {(llvm::sys::path::filename(file) + ":" + std::to_string(i + 1))
               .str(),
           chunk.str()});
  }
  return programs;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  CurrentVariantEntry crashNote;
#ifdef HOSTILE_VALUE_TEST_SANITIZED
  __sanitizer_set_death_callback(printCurrentVariant);
#else
  (void)printCurrentVariant;
#endif
  if (argc < 2) {
    llvm::errs()
        << "usage: hostile-value-test <tests/vhlo/compendium> [op filter]\n";
    return 2;
  }
  StringRef filter = argc > 2 ? argv[2] : "";
  std::vector<std::pair<std::string, std::string>> programs =
      readPrograms(argv[1]);
  if (programs.empty()) {
    llvm::errs() << "no compendium programs in " << argv[1] << "\n";
    return 2;
  }

  MLIRContext context;
  context
      .loadDialect<vhlo::VhloDialect, stablehlo::StablehloDialect,
                   func::FuncDialect, shape::ShapeDialect, quant::QuantDialect,
                   tensor::TensorDialect, arith::ArithDialect>();
  Diagnostics diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error)
      ++diagnostics.errors;
    if (diagnostics.text.size() < 4000)
      diagnostics.text += "  " + d.str() + "\n";
    return success();
  });

  // The schema's ops with integer attributes (latest versions), and the
  // attributes the compendium does not give them yet.
  std::map<std::string, std::set<std::string>> missing;
  for (const schema::OpSpec &op : schema::getOps())
    for (const schema::AttrSpec &attr : schema::getLatestVersion(op).getAttrs())
      if (isIntegerKind(attr.kind))
        missing[op.stablehlo].insert(attr.name);

  Runner runner(context, diagnostics);
  std::map<std::string, Tally> tallies;
  std::map<std::string, unsigned> programsPerOp;
  // Programs per op: enough to reach each attribute in a few contexts.
  constexpr unsigned kProgramsPerOp = 2;
  unsigned unreadable = 0;
  for (auto &[origin, text] : programs) {
    diagnostics.text.clear();
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(text, ParserConfig(&context));
    if (!module || failed(stablehlo::legalizeStablehloToVhlo(
                       *module, /*allowOtherDialects=*/false))) {
      ++unreadable;
      continue;
    }
    std::vector<Operation *> ops = opsOf(*module);
    for (auto [index, op] : llvm::enumerate(ops)) {
      const schema::OpVersionSpec *spec =
          schema::lookupVhloOp(op->getName().getStringRef());
      if (!spec)
        continue;
      std::string opName = schema::getOps()[spec->opIndex].stablehlo;
      if (!StringRef(opName).contains(filter))
        continue;
      std::vector<std::pair<const schema::AttrSpec *, std::vector<Mutation>>>
          targets;
      for (const schema::AttrSpec &attr : spec->getAttrs()) {
        Attribute value = op->getAttr(attr.name);
        if (!value || !(isIntegerKind(attr.kind) || mayHoldIntegers(attr.kind)))
          continue;
        std::vector<Mutation> mutations;
        collectMutations(value, attr.name, mutations);
        if (mutations.empty())
          continue;
        targets.push_back({&attr, std::move(mutations)});
      }
      // A program beyond the first few of an op is run only if it gives an
      // attribute no program has given yet.
      bool givesNew = llvm::any_of(targets, [&](const auto &target) {
        return missing[opName].count(target.first->name) != 0;
      });
      if (targets.empty() ||
          (programsPerOp[opName] >= kProgramsPerOp && !givesNew))
        continue;
      ++programsPerOp[opName];
      for (auto &[attr, mutations] : targets) {
        missing[opName].erase(attr->name);
        for (Mutation &m : mutations)
          runner.run(*module, index, opName, attr->name, m.value,
                     opName + " in " + origin + ": " + m.what, tallies[opName]);
      }
    }
  }
  currentVariant.clear();

  Tally total;
  for (auto &[name, tally] : tallies) {
    llvm::outs() << name << ": " << tally.variants << " variants, "
                 << tally.accepted << " accepted, " << tally.refused
                 << " refused\n";
    total.variants += tally.variants;
    total.accepted += tally.accepted;
    total.refused += tally.refused;
  }
  unsigned uncovered = 0;
  for (auto &[name, attrs] : missing) {
    if (attrs.empty() || !StringRef(name).contains(filter))
      continue;
    ++uncovered;
    llvm::errs() << "FAILED: " << name
                 << ": no compendium program gives its integer attribute(s)";
    for (const std::string &attr : attrs)
      llvm::errs() << " " << attr;
    llvm::errs() << " (add one to tests/vhlo/compendium)\n";
  }
  llvm::outs() << tallies.size() << " ops, " << total.variants
               << " variants: " << total.accepted << " accepted, "
               << total.refused << " refused; " << runner.failures
               << " failures, " << uncovered << " ops not covered, "
               << unreadable << " compendium programs not readable\n";
  return runner.failures || uncovered || !total.variants ? 1 : 0;
}
