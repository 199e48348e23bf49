//===- ProgramEquivalence.cpp - when two programs are the same ------------===//

#include "stablehlo/Api/ProgramEquivalence.h"

#include <set>

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace stablehlo {
namespace {

/// The attributes of the VHLO op that `op` alone converts to, with the
/// attribute `drop` removed first (none if empty); null if it does not
/// convert. The op is copied, without its regions' contents, into a scratch
/// function taking its operand types and returning its results.
DictionaryAttr vhloAttributesOf(Operation *op, StringRef drop) {
  MLIRContext *ctx = op->getContext();
  Location loc = UnknownLoc::get(ctx);
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(loc);
  auto func = func::FuncOp::create(
      loc, "main",
      FunctionType::get(ctx, op->getOperandTypes(), op->getResultTypes()));
  scratch->push_back(func);
  Block *body = func.addEntryBlock();
  NamedAttrList attrs(op->getAttrDictionary());
  if (!drop.empty())
    attrs.erase(drop);
  Operation *copy = Operation::create(loc, op->getName(), op->getResultTypes(),
                                      body->getArguments(), std::move(attrs),
                                      OpaqueProperties(nullptr),
                                      /*successors=*/{}, op->getNumRegions());
  body->push_back(copy);
  OpBuilder builder = OpBuilder::atBlockEnd(body);
  func::ReturnOp::create(builder, loc, copy->getResults());
  // Errors of ops that do not convert are not the comparison's business.
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  if (failed(legalizeStablehloToVhlo(*scratch, /*allowOtherDialects=*/true)))
    return {};
  Operation *converted = nullptr;
  scratch->walk([&](Operation *o) {
    if (!converted && o->getNumRegions() == op->getNumRegions() &&
        o->getName().getStringRef() != "vhlo.func_v1" &&
        o->getName().getStringRef() != "vhlo.return_v1" &&
        o != scratch->getOperation())
      converted = o;
  });
  return converted ? converted->getAttrDictionary() : DictionaryAttr();
}

std::string show(Attribute a) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (a)
    a.print(os);
  else
    os << "<absent>";
  if (s.size() > 400)
    s = s.substr(0, 400) + "...";
  return s;
}

class Comparer {
public:
  Comparer(bool ignoreLocations, ProgramDifference *difference)
      : ignoreLocations(ignoreLocations), difference(difference) {}

  bool equal(Operation *a, Operation *b) {
    if (!structure(a, b))
      return false;
    // Use-def and successors, once every value and block is paired.
    for (auto [x, y] : pairs) {
      if (x->getNumOperands() != y->getNumOperands())
        return fail(x, y, "operand counts differ");
      for (unsigned i = 0; i < x->getNumOperands(); ++i) {
        Value vx = x->getOperand(i), vy = y->getOperand(i);
        auto it = values.find(vx);
        if (it == values.end() ? vx != vy : it->second != vy)
          return fail(x, y,
                      "operand " + std::to_string(i) + " is a different value");
      }
      if (x->getNumSuccessors() != y->getNumSuccessors())
        return fail(x, y, "successor counts differ");
      for (unsigned i = 0; i < x->getNumSuccessors(); ++i)
        if (blocks.lookup(x->getSuccessor(i)) != y->getSuccessor(i))
          return fail(x, y, "successor " + std::to_string(i) + " differs");
    }
    return true;
  }

private:
  bool fail(Operation *a, Operation *b, const std::string &why) {
    if (difference) {
      difference->a = a;
      difference->b = b;
      difference->why = a->getName().getStringRef().str() + ": " + why;
    }
    return false;
  }

  /// Absent, or present with the op's default value.
  static bool defaultOrAbsent(Operation *op, StringRef name, Attribute value) {
    return !value || isDefaultValuedAttribute(op, name);
  }

  /// Two channel handles of a collective that differ in their type only: a
  /// collective's VHLO op keeps the channel id and not the type (send and
  /// recv keep both), in every version, as upstream's.
  static bool sameChannelIdOfCollective(Operation *op, StringRef name,
                                        Attribute x, Attribute y) {
    if (name != "channel_handle" || isa<SendOp, RecvOp>(op))
      return false;
    auto cx = dyn_cast_if_present<ChannelHandleAttr>(x);
    auto cy = dyn_cast_if_present<ChannelHandleAttr>(y);
    return cx && cy && cx.getHandle() == cy.getHandle();
  }

  bool attributes(Operation *a, Operation *b) {
    DictionaryAttr da = a->getAttrDictionary(), db = b->getAttrDictionary();
    if (da == db) {
      if (a->getPropertiesAsAttribute() != b->getPropertiesAsAttribute())
        return fail(
            a, b,
            "properties differ: " + show(a->getPropertiesAsAttribute()) +
                " vs " + show(b->getPropertiesAsAttribute()));
      return true;
    }
    std::set<std::string> names;
    for (NamedAttribute n : da)
      names.insert(n.getName().str());
    for (NamedAttribute n : db)
      names.insert(n.getName().str());
    std::string diff;
    for (const std::string &n : names) {
      Attribute x = da.get(n), y = db.get(n);
      if (x == y)
        continue;
      bool inherent = a->getName().getRegisteredInfo() &&
                      llvm::is_contained(a->getName().getAttributeNames(),
                                         StringAttr::get(a->getContext(), n));
      if (inherent && defaultOrAbsent(a, n, x) && defaultOrAbsent(b, n, y))
        continue;
      if (inherent && sameChannelIdOfCollective(a, n, x, y))
        continue;
      diff += "\n  attribute '" + n + "': " + show(x) + "\n    vs " + show(y);
    }
    return diff.empty() ? true : fail(a, b, "attributes differ:" + diff);
  }

  bool structure(Operation *a, Operation *b) {
    if (a->getName() != b->getName())
      return fail(
          a, b, "op names differ (" + b->getName().getStringRef().str() + ")");
    if (!attributes(a, b))
      return false;
    if (!ignoreLocations && a->getLoc() != b->getLoc())
      return fail(a, b, "locations differ");
    if (a->getResultTypes() != b->getResultTypes())
      return fail(a, b, "result types differ");
    if (a->getNumRegions() != b->getNumRegions())
      return fail(a, b, "region counts differ");
    pairs.push_back({a, b});
    for (auto [ra, rb] : llvm::zip_equal(a->getRegions(), b->getRegions())) {
      if (ra.getBlocks().size() != rb.getBlocks().size())
        return fail(a, b, "block counts differ");
      for (auto [ba, bb] : llvm::zip_equal(ra, rb))
        blocks[&ba] = &bb;
      for (auto [ba, bb] : llvm::zip_equal(ra, rb)) {
        if (ba.getNumArguments() != bb.getNumArguments())
          return fail(a, b, "block argument counts differ");
        for (auto [xa, xb] :
             llvm::zip_equal(ba.getArguments(), bb.getArguments())) {
          if (xa.getType() != xb.getType())
            return fail(a, b, "block argument types differ");
          if (!ignoreLocations && xa.getLoc() != xb.getLoc())
            return fail(a, b, "block argument locations differ");
          values[xa] = xb;
        }
        if (ba.getOperations().size() != bb.getOperations().size())
          return fail(a, b, "op counts of a block differ");
        for (auto [oa, ob] : llvm::zip_equal(ba, bb)) {
          if (!structure(&oa, &ob))
            return false;
          for (auto [va, vb] :
               llvm::zip_equal(oa.getResults(), ob.getResults()))
            values[va] = vb;
        }
      }
    }
    return true;
  }

  bool ignoreLocations;
  ProgramDifference *difference;
  llvm::DenseMap<Value, Value> values;
  llvm::DenseMap<Block *, Block *> blocks;
  std::vector<std::pair<Operation *, Operation *>> pairs;
};

} // namespace

bool isDefaultValuedAttribute(Operation *op, StringRef name) {
  Attribute value = op->getAttr(name);
  if (!value || !op->getName().getStringRef().starts_with("stablehlo.") ||
      !vhlo::schema::lookupStablehloOp(op->getName().getStringRef()))
    return false;
  DictionaryAttr with = vhloAttributesOf(op, "");
  DictionaryAttr without = vhloAttributesOf(op, name);
  return with && with == without;
}

bool areEquivalentPrograms(Operation *a, Operation *b, bool ignoreLocations,
                           ProgramDifference *difference) {
  return Comparer(ignoreLocations, difference).equal(a, b);
}

} // namespace stablehlo
} // namespace mlir
