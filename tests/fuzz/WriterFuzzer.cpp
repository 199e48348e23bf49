//===- WriterFuzzer.cpp - fuzz serialize -> deserialize round trips -------===//
//
// Input: one selector byte, then the text of a StableHLO program. The
// selector picks the target: with N minor releases 0.9.0 ... 0.20.0, 1.0.0
// ... up to the current minor (Version.h), byte % (N + 1) indexes them and N
// means the current version (tests/fuzz/make_seeds.py counts the same way).
// Text that does not parse and verify is skipped, as is a program the target
// is too old for (serialization refuses it with an error). Otherwise the
// program, with debug info stripped, is serialized, read back into the same
// context and compared op by op with what was written: names, attributes
// (inherent and discardable), properties, result and block argument types,
// locations, the SSA use-def structure and successors. Types and attributes
// are uniqued in the context, so they compare by pointer. An artifact we
// wrote that we cannot read, or that reads back as a different program, is
// silent data loss: it aborts.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "FuzzCommon.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/Serialization.h"

using namespace mlir;

namespace {

vhlo::Version pickTarget(uint8_t selector) {
  static const std::vector<vhlo::Version> releases = [] {
    std::vector<vhlo::Version> v;
    for (int64_t minor = 9; minor <= 20; ++minor)
      v.emplace_back(0, minor, 0);
    vhlo::Version current = vhlo::Version::getCurrentVersion();
    for (int64_t minor = 0; minor <= current.getMinor(); ++minor)
      v.emplace_back(1, minor, 0);
    v.push_back(current);
    return v;
  }();
  return releases[selector % releases.size()];
}

void stripDebugInfo(Operation *root) {
  Location unknown = UnknownLoc::get(root->getContext());
  root->walk([&](Operation *op) {
    op->setLoc(unknown);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setLoc(unknown);
  });
}

/// Structural equality of two op trees in one context.
class Comparer {
public:
  bool equal(Operation *a, Operation *b) {
    if (!structure(a, b))
      return false;
    // Use-def and successors, once every value and block is paired.
    for (auto [x, y] : pairs) {
      if (x->getNumOperands() != y->getNumOperands())
        return fail(x, "operand count differs");
      for (unsigned i = 0; i < x->getNumOperands(); ++i) {
        Value vx = x->getOperand(i), vy = y->getOperand(i);
        auto it = values.find(vx);
        if (it == values.end() ? vx != vy : it->second != vy)
          return fail(x, "operand #" + std::to_string(i) + " differs");
      }
      if (x->getNumSuccessors() != y->getNumSuccessors())
        return fail(x, "successor count differs");
      for (unsigned i = 0; i < x->getNumSuccessors(); ++i)
        if (blocks.lookup(x->getSuccessor(i)) != y->getSuccessor(i))
          return fail(x, "successor #" + std::to_string(i) + " differs");
    }
    return true;
  }
  std::string why;

private:
  bool fail(Operation *op, const std::string &what) {
    why = op->getName().getStringRef().str() + ": " + what;
    return false;
  }

  bool structure(Operation *a, Operation *b) {
    if (a->getName() != b->getName())
      return fail(a, "op name differs (read back as " + b->getName().getStringRef().str() + ")");
    if (a->getAttrDictionary() != b->getAttrDictionary())
      return fail(a, "attributes differ");
    if (a->getPropertiesAsAttribute() != b->getPropertiesAsAttribute())
      return fail(a, "properties differ");
    if (a->getLoc() != b->getLoc())
      return fail(a, "location differs");
    if (a->getResultTypes() != b->getResultTypes())
      return fail(a, "result types differ");
    if (a->getNumRegions() != b->getNumRegions())
      return fail(a, "region count differs");
    pairs.push_back({a, b});
    for (auto [ra, rb] : llvm::zip_equal(a->getRegions(), b->getRegions())) {
      if (ra.getBlocks().size() != rb.getBlocks().size())
        return fail(a, "block count differs");
      for (auto [ba, bb] : llvm::zip_equal(ra, rb))
        blocks[&ba] = &bb;
      for (auto [ba, bb] : llvm::zip_equal(ra, rb)) {
        if (ba.getNumArguments() != bb.getNumArguments())
          return fail(a, "block argument count differs");
        for (auto [xa, xb] : llvm::zip_equal(ba.getArguments(), bb.getArguments())) {
          if (xa.getType() != xb.getType() || xa.getLoc() != xb.getLoc())
            return fail(a, "block argument differs");
          values[xa] = xb;
        }
        if (ba.getOperations().size() != bb.getOperations().size())
          return fail(a, "op count in a block differs");
        for (auto [oa, ob] : llvm::zip_equal(ba, bb)) {
          if (!structure(&oa, &ob))
            return false;
          for (auto [va, vb] : llvm::zip_equal(oa.getResults(), ob.getResults()))
            values[va] = vb;
        }
      }
    }
    return true;
  }

  llvm::DenseMap<Value, Value> values;
  llvm::DenseMap<Block *, Block *> blocks;
  std::vector<std::pair<Operation *, Operation *>> pairs;
};

[[noreturn]] void finding(const char *what, ModuleOp written, ModuleOp readBack,
                          const std::string &target) {
  llvm::errs() << "FINDING (target " << target << "): " << what << "\n== written:\n";
  written->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
  if (readBack) {
    llvm::errs() << "\n== read back:\n";
    readBack->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
  }
  llvm::errs() << "\n";
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  std::string target = pickTarget(data[0]).toString();
  // MLIR's text lexer needs the NUL after the buffer (std::string has one).
  std::string text(reinterpret_cast<const char *>(data) + 1, size - 1);

  stablehlo_fuzz::FuzzContext fc;
  OwningOpRef<ModuleOp> program = parseSourceString<ModuleOp>(text, ParserConfig(&fc.context));
  if (!program)
    return 0;
  stripDebugInfo(*program);
  OwningOpRef<ModuleOp> written = program->clone();

  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(stablehlo::serializePortableArtifact(*program, target, os)))
    return 0;
  os.flush();

  OwningOpRef<ModuleOp> readBack = stablehlo::deserializePortableArtifact(bytes, &fc.context);
  if (!readBack)
    finding("an artifact we wrote cannot be read back", *written, nullptr, target);
  if (failed(verify(*readBack)))
    finding("the program read back does not verify", *written, *readBack, target);
  Comparer comparer;
  if (!comparer.equal(*written, *readBack))
    finding(("the program read back differs: " + comparer.why).c_str(), *written, *readBack,
            target);
  return 0;
}
