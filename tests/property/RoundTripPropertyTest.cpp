//===- RoundTripPropertyTest.cpp - lossless round trips, schema-driven ----===//
//
// Usage: vhlo-roundtrip-property-test SCHEMA_FACTS_JSON [--seed=N]
// [--iterations=N]
//                                      [--only=SUBSTRING] [--self-check] [-v]
//
// Reads the VHLO types, attributes and enums, the release log and the op
// table from the schema facts the generator writes
// (generated/schema-facts.json, SchemaTables.h), and fails if
// a type, an attribute or an enum case has no value generator here. For every
// generated value it builds a StableHLO program in C++ (constants, signatures,
// op attributes), serializes it with serializePortableArtifact for a set of
// targets from the value's `since` to the current release, deserializes it
// into the same MLIRContext and compares the result with the input op by op:
// names, locations, attribute dictionaries, properties, operand and result
// types, regions and blocks. Attributes and types are uniqued in a context,
// so equal means identical (==); no printer is involved.
//
// A target below a value's `since` must be refused; a target at or above it
// must be accepted. The artifact's header must name the target and carry the
// bytecode format that schema/versions.yaml gives for it.
//
// Before the round trips, a self-check gives the comparison pairs of programs
// that differ in one value (the lost-splat bug of b9ee787 among them) and
// requires a mismatch for each. `--self-check` runs only that.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "SchemaTables.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/ProgramEquivalence.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;
using vhlo::Version;
namespace st = schema_tables;

namespace {

//===--- options, random numbers
//-------------------------------------------===//

struct Options {
  std::string schemaDir;
  uint64_t seed = 0x5eed2026;
  int iterations = 3;
  std::string only;
  bool selfCheckOnly = false;
  bool verbose = false;
};

struct Rng {
  std::mt19937_64 engine;
  uint64_t next() { return engine(); }
  uint64_t below(uint64_t n) { return n ? next() % n : 0; }
  bool coin() { return next() & 1; }
};

/// `width` random bits, drawn 64 at a time (f80, and any type wider than 64
/// bits, takes more than one draw).
APInt randomBits(Rng &rng, unsigned width) {
  SmallVector<uint64_t> words((width + 63) / 64);
  for (uint64_t &word : words)
    word = rng.next();
  return APInt(width, words);
}

//===--- cases
//--------------------------------------------------------------===//

using ModuleFn = std::function<OwningOpRef<ModuleOp>(MLIRContext *)>;

struct Case {
  std::string name;
  /// Schema entries this case exercises: "type:bool", "enum:precision:HIGH",
  /// "attr:dict".
  std::vector<std::string> covers;
  Version since{0, 9, 0};
  ModuleFn build;
  /// The program the round trip must give back; null: the input itself.
  ModuleFn expected;
  /// Number of values (constants, attributes, types) the program holds.
  size_t values = 1;
  /// The value newer than the minimum release sits only inside a
  /// dictionary attribute (see below).
  bool onlyInDict = false;
};

// Values that sit only inside a dictionary attribute (func arg_attrs and
// res_attrs, a discardable dictionary attribute, custom_call backend_config,
// composite_attributes) must be refused below their release too: the target
// check walks into #vhlo.dict_v1's (key, value) pairs only because VhloOps.h
// gives MLIR a sub-element handler for them (this test found it missing).

struct Gen {
  MLIRContext *ctx;
  const st::Schema &schema;
  Rng &rng;
  int iterations;
  std::vector<Case> &cases;
  std::string error; // a generator that could not do its job

  Version typeSince(StringRef name) const {
    for (const st::TypeEntry &t : schema.types)
      if (t.name == name)
        return t.since;
    return Version(99, 0, 0);
  }
  Version opSince(StringRef name) const {
    const st::OpEntry *op = schema.findOp(name);
    return op ? op->since : Version(99, 0, 0);
  }
  Version latestOpSince(StringRef name) const {
    const st::OpEntry *op = schema.findOp(name);
    return op ? op->latestSince : Version(99, 0, 0);
  }
  static Version max(Version a, Version b) { return a < b ? b : a; }
};

Type parseTypeOrNull(MLIRContext *ctx, StringRef text) {
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  return parseType(text, ctx);
}

//===--- program builders
//---------------------------------------------------===//

struct Labeled {
  std::string label;
  Attribute value;
  Type resultType; // null: the value's type
};

Location labelLoc(MLIRContext *ctx, StringRef label) {
  return NameLoc::get(StringAttr::get(ctx, label));
}

OwningOpRef<ModuleOp> newModule(MLIRContext *ctx) {
  return ModuleOp::create(UnknownLoc::get(ctx));
}

/// func @main() returning one stablehlo.constant per value.
OwningOpRef<ModuleOp> constantsModule(MLIRContext *ctx,
                                      ArrayRef<Labeled> values) {
  OwningOpRef<ModuleOp> module = newModule(ctx);
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module->getBody());
  SmallVector<Type> types;
  for (const Labeled &v : values)
    types.push_back(v.resultType ? v.resultType
                                 : cast<TypedAttr>(v.value).getType());
  auto fn = func::FuncOp::create(b, labelLoc(ctx, "main"), "main",
                                 b.getFunctionType({}, types));
  b.setInsertionPointToStart(fn.addEntryBlock());
  SmallVector<Value> results;
  for (size_t i = 0; i < values.size(); ++i) {
    OperationState state(labelLoc(ctx, values[i].label), "stablehlo.constant");
    state.addAttribute("value", values[i].value);
    state.addTypes(types[i]);
    results.push_back(b.create(state)->getResult(0));
  }
  func::ReturnOp::create(b, labelLoc(ctx, "return"), results);
  return module;
}

/// func @main(types...) -> types... returning its arguments, with optional
/// argument/result attribute dictionaries and discardable func attributes.
OwningOpRef<ModuleOp> signatureModule(MLIRContext *ctx, ArrayRef<Type> types,
                                      ArrayRef<DictionaryAttr> argAttrs = {},
                                      ArrayRef<DictionaryAttr> resAttrs = {},
                                      ArrayRef<NamedAttribute> funcAttrs = {}) {
  OwningOpRef<ModuleOp> module = newModule(ctx);
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module->getBody());
  auto fn = func::FuncOp::create(b, labelLoc(ctx, "main"), "main",
                                 b.getFunctionType(types, types));
  Block *entry = fn.addEntryBlock();
  // func.func takes only dialect attributes (dotted names) on arguments and
  // results: each dictionary goes under "prop.values".
  auto wrap = [&](DictionaryAttr d) {
    return b.getDictionaryAttr({b.getNamedAttr("prop.values", d)});
  };
  for (size_t i = 0; i < argAttrs.size(); ++i)
    if (argAttrs[i])
      fn.setArgAttrs(i, wrap(argAttrs[i]));
  for (size_t i = 0; i < resAttrs.size(); ++i)
    if (resAttrs[i])
      fn.setResultAttrs(i, wrap(resAttrs[i]));
  for (const NamedAttribute &a : funcAttrs)
    fn->setAttr(a.getName(), a.getValue());
  b.setInsertionPointToStart(entry);
  func::ReturnOp::create(b, labelLoc(ctx, "return"),
                         SmallVector<Value>(entry->getArguments().begin(),
                                            entry->getArguments().end()));
  return module;
}

OwningOpRef<ModuleOp> parseModule(MLIRContext *ctx, const std::string &text) {
  std::string diag;
  ScopedDiagnosticHandler collect(ctx, [&](Diagnostic &d) {
    diag += d.str() + "\n";
    return success();
  });
  OwningOpRef<ModuleOp> m =
      parseSourceString<ModuleOp>(text, ParserConfig(ctx));
  if (!m)
    llvm::errs() << "generator text does not parse:\n" << text << "\n" << diag;
  return m;
}

DictionaryAttr dictOf(MLIRContext *ctx,
                      ArrayRef<std::pair<std::string, Attribute>> entries) {
  SmallVector<NamedAttribute> named;
  for (const auto &[k, v] : entries)
    named.push_back(NamedAttribute(StringAttr::get(ctx, k), v));
  return DictionaryAttr::get(ctx, named);
}

/// StableHLO's constant takes no index or tf32 elements (its ODS result
/// constraint); tensors of those types travel as tensor attributes in an
/// argument dictionary instead (generic conversion to tensor_v1).
bool constantTakes(Type elem) {
  return !elem.isIndex() && !isa<FloatTF32Type>(elem);
}

/// The values as constants, or as dictionary entries when constants cannot
/// hold them.
OwningOpRef<ModuleOp> valuesModule(MLIRContext *ctx, ArrayRef<Labeled> values,
                                   bool asConstants) {
  if (asConstants)
    return constantsModule(ctx, values);
  std::vector<std::pair<std::string, Attribute>> entries;
  for (const Labeled &v : values)
    entries.push_back({v.label, v.value});
  return signatureModule(ctx,
                         {RankedTensorType::get({}, Float32Type::get(ctx))},
                         {dictOf(ctx, entries)});
}

//===--- value generators: integers
//-----------------------------------------===//

std::vector<std::pair<std::string, APInt>>
integerEdges(unsigned width, bool isUnsigned, Rng &rng, int randoms) {
  std::vector<std::pair<std::string, APInt>> v;
  if (isUnsigned) {
    v.push_back({"min", APInt::getMinValue(width)});
    v.push_back({"max", APInt::getMaxValue(width)});
  } else {
    v.push_back({"min", APInt::getSignedMinValue(width)});
    v.push_back({"max", APInt::getSignedMaxValue(width)});
    v.push_back({"minus-one", APInt::getAllOnes(width)});
  }
  v.push_back({"zero", APInt(width, 0)});
  v.push_back({"one", APInt(width, 1)});
  if (width > 1) {
    v.push_back(
        {"min-plus-one", (isUnsigned ? APInt::getMinValue(width)
                                     : APInt::getSignedMinValue(width)) +
                             1});
    v.push_back(
        {"max-minus-one", (isUnsigned ? APInt::getMaxValue(width)
                                      : APInt::getSignedMaxValue(width)) -
                              1});
  }
  for (int i = 0; i < randoms; ++i)
    v.push_back({"random" + std::to_string(i), randomBits(rng, width)});
  return v;
}

/// Random static shape of rank 0..3 with dims 0..5 (sometimes a 0 dim).
SmallVector<int64_t> randomShape(Rng &rng) {
  SmallVector<int64_t> shape;
  int rank = rng.below(4);
  for (int i = 0; i < rank; ++i)
    shape.push_back(rng.below(6));
  return shape;
}

int64_t numElements(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::string shapeName(ArrayRef<int64_t> shape) {
  std::string s;
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s.empty() ? "scalar" : s.substr(0, s.size() - 1);
}

/// The case holding `values` (as constants where stablehlo.constant takes
/// the element type, else as tensor attributes), then g.iterations cases of
/// four random tensors of random shapes whose elements `randomElement` draws.
template <typename T, typename RandomFn>
void addTensorCases(Gen &g, const std::string &typeName, Type elem,
                    const std::string &cover, Version since,
                    std::vector<Labeled> values, RandomFn randomElement) {
  size_t count = values.size();
  bool asConstants = constantTakes(elem);
  g.cases.push_back({typeName + (asConstants ? "/constants" : "/tensor-attrs"),
                     {cover, "attr:tensor"},
                     since,
                     [values, asConstants](MLIRContext *c) {
                       return valuesModule(c, values, asConstants);
                     },
                     nullptr,
                     count,
                     !asConstants});
  for (int it = 0; it < g.iterations; ++it) {
    std::vector<Labeled> rv;
    for (int k = 0; k < 4; ++k) {
      SmallVector<int64_t> shape = randomShape(g.rng);
      SmallVector<T> data;
      for (int64_t i = 0; i < numElements(shape); ++i)
        data.push_back(randomElement());
      rv.push_back(
          {"random-" + shapeName(shape),
           DenseElementsAttr::get(RankedTensorType::get(shape, elem), data)});
    }
    g.cases.push_back({typeName + "/random" + std::to_string(it),
                       {cover, "attr:tensor"},
                       since,
                       [rv, asConstants](MLIRContext *c) {
                         return valuesModule(c, rv, asConstants);
                       },
                       nullptr,
                       rv.size(),
                       !asConstants});
  }
}

/// Constants, signature and attribute programs for an integer-like element
/// type (iN, uiN, index); `width` is the value width.
void integerCases(Gen &g, const std::string &typeName, Type elem,
                  unsigned width, bool isUnsigned, Version since) {
  std::string cover = "type:" + typeName;
  auto edges = integerEdges(width, isUnsigned, g.rng, 4);

  // Constants: all edges in one tensor, each as a 2x3 splat and a 0-d
  // tensor, empty tensors, every bit pattern for widths up to 8.
  std::vector<Labeled> values;
  SmallVector<APInt> all;
  for (auto &[n, v] : edges)
    all.push_back(v);
  values.push_back(
      {"edges", DenseElementsAttr::get(
                    RankedTensorType::get({(int64_t)all.size()}, elem), all)});
  for (auto &[n, v] : edges) {
    values.push_back(
        {"splat-2x3-" + n,
         DenseElementsAttr::get(RankedTensorType::get({2, 3}, elem), v)});
    values.push_back({"scalar-" + n, DenseElementsAttr::get(
                                         RankedTensorType::get({}, elem), v)});
  }
  values.push_back(
      {"empty-0", DenseElementsAttr::get(RankedTensorType::get({0}, elem),
                                         ArrayRef<APInt>{})});
  values.push_back(
      {"empty-3x0", DenseElementsAttr::get(RankedTensorType::get({3, 0}, elem),
                                           ArrayRef<APInt>{})});
  if (width <= 8) {
    SmallVector<APInt> patterns;
    for (uint64_t i = 0; i < (1u << width); ++i)
      patterns.push_back(APInt(width, i));
    values.push_back({"all-patterns", DenseElementsAttr::get(
                                          RankedTensorType::get(
                                              {(int64_t)patterns.size()}, elem),
                                          patterns)});
  }
  addTensorCases<APInt>(g, typeName, elem, cover, since, std::move(values),
                        [&] { return randomBits(g.rng, width); });

  // The type in a signature; integer attributes (integer_v1) of the type in
  // argument/result dictionaries.
  std::vector<std::pair<std::string, Attribute>> attrs;
  for (auto &[n, v] : edges)
    attrs.push_back({"v." + n, IntegerAttr::get(elem, v)});
  Type tensor = RankedTensorType::get({2}, elem);
  g.cases.push_back({typeName + "/signature-and-attrs",
                     {cover, "attr:integer", "attr:dict"},
                     since,
                     [elem, tensor, attrs](MLIRContext *c) {
                       DictionaryAttr d = dictOf(c, attrs);
                       return signatureModule(c, {elem, tensor},
                                              {d, DictionaryAttr()},
                                              {DictionaryAttr(), d});
                     },
                     nullptr,
                     attrs.size() * 2 + 2});
  g.cases.push_back({typeName + "/attrs-only",
                     {cover, "attr:integer", "attr:dict"},
                     since,
                     [attrs](MLIRContext *c) {
                       return signatureModule(
                           c, {RankedTensorType::get({}, Float32Type::get(c))},
                           {dictOf(c, attrs)});
                     },
                     nullptr,
                     attrs.size(),
                     true});
}

//===--- value generators: floats
//-------------------------------------------===//

std::vector<std::pair<std::string, APFloat>>
floatSpecials(const llvm::fltSemantics &sem, Rng &rng, int randoms) {
  std::vector<std::pair<std::string, APFloat>> v;
  unsigned width = APFloat::getSizeInBits(sem);
  v.push_back({"zero", APFloat::getZero(sem, false)});
  if (APFloat::semanticsHasZero(sem) && APFloat::semanticsHasSignedRepr(sem))
    v.push_back({"minus-zero", APFloat::getZero(sem, true)});
  if (APFloat::semanticsHasInf(sem)) {
    v.push_back({"inf", APFloat::getInf(sem, false)});
    v.push_back({"minus-inf", APFloat::getInf(sem, true)});
  }
  if (APFloat::semanticsHasNaN(sem)) {
    v.push_back({"nan", APFloat::getNaN(sem, false)});
    if (APFloat::semanticsHasSignedRepr(sem))
      v.push_back({"minus-nan", APFloat::getNaN(sem, true)});
    if (APFloat::semanticsHasInf(
            sem)) { // IEEE-like: payloads and signaling NaNs
      v.push_back({"snan", APFloat::getSNaN(sem, false)});
      v.push_back({"minus-snan", APFloat::getSNaN(sem, true)});
      for (uint64_t payload :
           {uint64_t(1), uint64_t(0x5), uint64_t(0x2a5a5), ~uint64_t(0)}) {
        APInt p(64, payload);
        v.push_back({"nan-payload-" + llvm::utohexstr(payload),
                     APFloat::getNaN(sem, false, payload)});
        v.push_back({"minus-snan-payload-" + llvm::utohexstr(payload),
                     APFloat::getSNaN(sem, true, &p)});
      }
    }
  }
  v.push_back({"smallest-denormal", APFloat::getSmallest(sem, false)});
  v.push_back({"minus-smallest-denormal", APFloat::getSmallest(sem, true)});
  APFloat smallestNormal = APFloat::getSmallestNormalized(sem, false);
  v.push_back({"smallest-normal", smallestNormal});
  APInt bits = smallestNormal.bitcastToAPInt();
  if (!bits.isZero())
    v.push_back({"largest-denormal", APFloat(sem, bits - 1)});
  v.push_back({"largest", APFloat::getLargest(sem, false)});
  v.push_back({"minus-largest", APFloat::getLargest(sem, true)});
  v.push_back({"one", APFloat::getOne(sem, false)});
  for (int i = 0; i < randoms; ++i)
    v.push_back({"random-bits" + std::to_string(i),
                 APFloat(sem, randomBits(rng, width))});
  return v;
}

void floatCases(Gen &g, const std::string &typeName, FloatType elem,
                Version since) {
  std::string cover = "type:" + typeName;
  const llvm::fltSemantics &sem = elem.getFloatSemantics();
  unsigned width = APFloat::getSizeInBits(sem);
  auto specials = floatSpecials(sem, g.rng, 6);

  std::vector<Labeled> values;
  SmallVector<APFloat> all;
  for (auto &[n, v] : specials)
    all.push_back(v);
  values.push_back(
      {"specials",
       DenseElementsAttr::get(
           RankedTensorType::get({(int64_t)all.size()}, elem), all)});
  for (auto &[n, v] : specials) {
    values.push_back(
        {"splat-2x2-" + n,
         DenseElementsAttr::get(RankedTensorType::get({2, 2}, elem), v)});
    values.push_back({"scalar-" + n, DenseElementsAttr::get(
                                         RankedTensorType::get({}, elem), v)});
  }
  values.push_back(
      {"empty-0", DenseElementsAttr::get(RankedTensorType::get({0}, elem),
                                         ArrayRef<APFloat>{})});
  values.push_back(
      {"empty-0x4", DenseElementsAttr::get(RankedTensorType::get({0, 4}, elem),
                                           ArrayRef<APFloat>{})});
  // Every bit pattern of formats up to 16 bits (all of them for 8 bits or
  // less).
  if (width <= 16) {
    SmallVector<APFloat> patterns;
    for (uint64_t i = 0; i < (1ull << width); ++i)
      patterns.push_back(APFloat(sem, APInt(width, i)));
    values.push_back({"all-patterns", DenseElementsAttr::get(
                                          RankedTensorType::get(
                                              {(int64_t)patterns.size()}, elem),
                                          patterns)});
  }
  addTensorCases<APFloat>(
      g, typeName, elem, cover, since, std::move(values),
      [&] { return APFloat(sem, randomBits(g.rng, width)); });

  // float_v1 attributes: every bit pattern for formats of 8 bits or less,
  // the specials otherwise.
  std::vector<std::pair<std::string, Attribute>> attrs;
  if (width <= 8) {
    for (uint64_t i = 0; i < (1ull << width); ++i)
      attrs.push_back({"bits." + llvm::utohexstr(i),
                       FloatAttr::get(elem, APFloat(sem, APInt(width, i)))});
  } else {
    for (auto &[n, v] : specials)
      attrs.push_back({"v." + n, FloatAttr::get(elem, v)});
  }
  Type tensor = RankedTensorType::get({3}, elem);
  g.cases.push_back({typeName + "/signature-and-attrs",
                     {cover, "attr:float", "attr:dict"},
                     since,
                     [elem, tensor, attrs](MLIRContext *c) {
                       DictionaryAttr d = dictOf(c, attrs);
                       return signatureModule(c, {elem, tensor},
                                              {d, DictionaryAttr()});
                     },
                     nullptr,
                     attrs.size() + 2});
  g.cases.push_back({typeName + "/attrs-only",
                     {cover, "attr:float", "attr:dict"},
                     since,
                     [attrs](MLIRContext *c) {
                       return signatureModule(
                           c, {RankedTensorType::get({}, Float32Type::get(c))},
                           {dictOf(c, attrs)});
                     },
                     nullptr,
                     attrs.size(),
                     true});
}

//===--- value generators: booleans
//-----------------------------------------===//

void boolCases(Gen &g, const std::string &typeName, Version since) {
  MLIRContext *ctx = g.ctx;
  std::string cover = "type:" + typeName;
  Type i1 = IntegerType::get(ctx, 1);
  auto tensorOf = [&](ArrayRef<int64_t> shape, ArrayRef<bool> bits) {
    return DenseElementsAttr::get(RankedTensorType::get(shape, i1), bits);
  };
  size_t total = 0;
  // One program per length n = 1..64, one constant per distinct pattern:
  // every byte value repeated (0x01 = true every 8th element, 0x55/0xAA
  // alternating, 0x00/0xFF all false/true), a single true / single false at
  // each position, random patterns; and the splats built as splats.
  for (int64_t n = 1; n <= 64; ++n) {
    std::vector<Labeled> values;
    std::set<std::vector<bool>> seen;
    auto add = [&](const std::string &label, const std::vector<bool> &bits) {
      if (!seen.insert(bits).second)
        return;
      SmallVector<bool> b(bits.begin(), bits.end());
      values.push_back({label, tensorOf({n}, b)});
    };
    for (unsigned byte = 0; byte < 256; ++byte) {
      std::vector<bool> bits(n);
      for (int64_t i = 0; i < n; ++i)
        bits[i] = (byte >> (i % 8)) & 1;
      add("byte-0x" + llvm::utohexstr(byte) + "-repeated", bits);
    }
    for (int64_t j = 0; j < n; ++j) {
      std::vector<bool> one(n, false), zero(n, true);
      one[j] = true;
      zero[j] = false;
      add("only-true-at-" + std::to_string(j), one);
      add("only-false-at-" + std::to_string(j), zero);
    }
    for (int it = 0; it < g.iterations * 4; ++it) {
      std::vector<bool> bits(n);
      for (int64_t i = 0; i < n; ++i)
        bits[i] = g.rng.coin();
      add("random" + std::to_string(it), bits);
    }
    values.push_back({"splat-true", DenseElementsAttr::get(
                                        RankedTensorType::get({n}, i1), true)});
    values.push_back(
        {"splat-false",
         DenseElementsAttr::get(RankedTensorType::get({n}, i1), false)});
    total += values.size();
    g.cases.push_back(
        {typeName + "/n=" + std::to_string(n),
         {cover, "attr:tensor"},
         since,
         [values](MLIRContext *c) { return constantsModule(c, values); },
         nullptr,
         values.size()});
  }
  // 0-d, empty and multi-dimensional shapes.
  std::vector<Labeled> shaped;
  for (bool b : {false, true})
    shaped.push_back(
        {std::string("scalar-") + (b ? "true" : "false"),
         DenseElementsAttr::get(RankedTensorType::get({}, i1), b)});
  shaped.push_back({"empty-0", tensorOf({0}, {})});
  shaped.push_back({"empty-0x5", tensorOf({0, 5}, {})});
  shaped.push_back({"empty-5x0", tensorOf({5, 0}, {})});
  shaped.push_back({"one-1x1-true", tensorOf({1, 1}, {true})});
  for (SmallVector<int64_t> shape :
       {SmallVector<int64_t>{2, 3}, SmallVector<int64_t>{3, 8},
        SmallVector<int64_t>{8, 8}, SmallVector<int64_t>{4, 4, 4},
        SmallVector<int64_t>{9, 9}, SmallVector<int64_t>{1, 17}}) {
    int64_t n = numElements(shape);
    for (unsigned byte : {0x01u, 0x55u, 0x80u, 0xFEu}) {
      SmallVector<bool> bits;
      for (int64_t i = 0; i < n; ++i)
        bits.push_back((byte >> (i % 8)) & 1);
      shaped.push_back({shapeName(shape) + "-byte-0x" + llvm::utohexstr(byte),
                        tensorOf(shape, bits)});
    }
    SmallVector<bool> random;
    for (int64_t i = 0; i < n; ++i)
      random.push_back(g.rng.coin());
    shaped.push_back({shapeName(shape) + "-random", tensorOf(shape, random)});
    shaped.push_back(
        {shapeName(shape) + "-splat-true",
         DenseElementsAttr::get(RankedTensorType::get(shape, i1), true)});
  }
  g.cases.push_back(
      {typeName + "/shapes",
       {cover},
       since,
       [shaped](MLIRContext *c) { return constantsModule(c, shaped); },
       nullptr,
       shaped.size()});
  // bool_v1 attributes and the type in a signature.
  g.cases.push_back(
      {typeName + "/signature-and-attrs",
       {cover, "attr:bool", "attr:dict"},
       since,
       [i1](MLIRContext *c) {
         DictionaryAttr d = dictOf(c, {{"t", BoolAttr::get(c, true)},
                                       {"f", BoolAttr::get(c, false)}});
         return signatureModule(c, {i1, RankedTensorType::get({2}, i1)},
                                {d, DictionaryAttr()}, {DictionaryAttr(), d});
       },
       nullptr,
       6});
}

//===--- value generators: complex
//------------------------------------------===//

void complexCases(Gen &g, const std::string &typeName, Version since) {
  MLIRContext *ctx = g.ctx;
  std::string cover = "type:" + typeName;
  // StableHLO's complex element types: complex<f32> and complex<f64>.
  for (FloatType f :
       {FloatType(Float32Type::get(ctx)), FloatType(Float64Type::get(ctx))}) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    auto specials = floatSpecials(sem, g.rng, 3);
    Type c = ComplexType::get(f);
    std::string fname = f.isF32() ? "f32" : "f64";
    SmallVector<std::complex<APFloat>> pairs;
    for (auto &[n1, re] : specials)
      for (auto &[n2, im] : specials)
        pairs.push_back({re, im});
    std::vector<Labeled> values;
    values.push_back(
        {"all-special-pairs",
         DenseElementsAttr::get(
             RankedTensorType::get({(int64_t)pairs.size()}, c), pairs)});
    for (size_t i = 0; i < specials.size(); ++i) {
      std::complex<APFloat> v(specials[i].second,
                              specials[(i + 3) % specials.size()].second);
      values.push_back({"splat-" + specials[i].first,
                        DenseElementsAttr::get(RankedTensorType::get({2, 2}, c),
                                               ArrayRef(v))});
      values.push_back(
          {"scalar-" + specials[i].first,
           DenseElementsAttr::get(RankedTensorType::get({}, c), ArrayRef(v))});
    }
    values.push_back(
        {"empty", DenseElementsAttr::get(RankedTensorType::get({0}, c),
                                         ArrayRef<std::complex<APFloat>>{})});
    for (int it = 0; it < g.iterations; ++it) {
      SmallVector<int64_t> shape = randomShape(g.rng);
      SmallVector<std::complex<APFloat>> data;
      unsigned w = APFloat::getSizeInBits(sem);
      for (int64_t i = 0; i < numElements(shape); ++i)
        data.push_back({APFloat(sem, randomBits(g.rng, w)),
                        APFloat(sem, randomBits(g.rng, w))});
      values.push_back(
          {"random" + std::to_string(it) + "-" + shapeName(shape),
           DenseElementsAttr::get(RankedTensorType::get(shape, c), data)});
    }
    g.cases.push_back(
        {typeName + "/" + fname + "/constants",
         {cover},
         since,
         [values](MLIRContext *cx) { return constantsModule(cx, values); },
         nullptr,
         values.size()});
    g.cases.push_back(
        {typeName + "/" + fname + "/signature",
         {cover, "attr:type"},
         since,
         [c](MLIRContext *cx) {
           DictionaryAttr d = dictOf(cx, {{"t", TypeAttr::get(c)}});
           return signatureModule(cx, {c, RankedTensorType::get({2}, c)}, {d});
         },
         nullptr,
         3});
  }
}

//===--- value generators: structured types in signatures
//-------------------===//

/// One case per type text: the type as argument and result of @main, and as
/// a type attribute in the argument's dictionary.
void signatureCases(Gen &g, const std::string &typeName, Version since,
                    ArrayRef<std::pair<std::string, Version>> texts) {
  for (const auto &[text, extraSince] : texts) {
    Type t = parseTypeOrNull(g.ctx, text);
    if (!t) {
      g.error += "generator for " + typeName + ": type '" + text +
                 "' does not parse\n";
      continue;
    }
    g.cases.push_back({typeName + "/signature/" + text,
                       {"type:" + typeName, "attr:type"},
                       Gen::max(since, extraSince),
                       [t](MLIRContext *c) {
                         DictionaryAttr d =
                             dictOf(c, {{"as.type", TypeAttr::get(t)}});
                         return signatureModule(c, {t}, {d});
                       },
                       nullptr,
                       2});
    g.cases.push_back(
        {typeName + "/type-attr-only/" + text,
         {"type:" + typeName, "attr:type"},
         Gen::max(since, extraSince),
         [t](MLIRContext *c) {
           DictionaryAttr d = dictOf(c, {{"as.type", TypeAttr::get(t)}});
           return signatureModule(
               c, {RankedTensorType::get({}, Float32Type::get(c))}, {d});
         },
         nullptr,
         1,
         true});
  }
}

//===--- quantized types
//----------------------------------------------------===//

std::string mainFunc(const std::string &args, const std::string &results,
                     const std::string &body, const std::string &ret) {
  return "func.func @main(" + args + ") -> (" + results + ") {\n" + body +
         "  return " + ret + "\n}\n";
}

struct QuantForm {
  std::string type;    // the quantized element type
  std::string storage; // its storage type
  std::string expressed;
  int64_t storageMin, storageMax;
  std::vector<std::string> extraTypes; // schema types it also needs
  int64_t axisSize = 0;                // per-axis: size of the quantized dim
  int64_t axis = 0;
  /// Whether a stablehlo.constant of the storage type can produce it (our
  /// StableHLO dialect accepts signless storage only).
  bool constant = true;
};

/// As arguments and results, as a stablehlo.constant of the storage type
/// holding storage min and max, and as uniform_quantize's result.
void quantCases(Gen &g, const std::string &typeName, Version since,
                const std::vector<QuantForm> &forms) {
  for (const QuantForm &q : forms) {
    Version s = since;
    for (const std::string &t : q.extraTypes)
      s = Gen::max(s, g.typeSince(t));
    // Per-tensor: 2 elements; per-axis: the quantized dim holds the scales.
    int64_t rows = q.axisSize && q.axis == 0 ? q.axisSize : 2;
    int64_t cols = q.axisSize && q.axis == 1 ? q.axisSize : 2;
    std::string shape = std::to_string(rows) + "x" + std::to_string(cols);
    std::string qt = "tensor<" + shape + "x" + q.type + ">";
    std::string et = "tensor<" + shape + "x" + q.expressed + ">";
    std::string data = "[";
    for (int64_t r = 0; r < rows; ++r) {
      data += r ? ", [" : "[";
      for (int64_t c = 0; c < cols; ++c)
        data += (c ? ", " : "") +
                std::to_string((r + c) % 2 ? q.storageMax : q.storageMin);
      data += "]";
    }
    data += "]";
    std::string body;
    std::string results = qt + ", " + qt, rets = "%arg0, %1";
    if (q.constant) {
      body += "  %0 = stablehlo.constant() {value = dense<" + data +
              "> : tensor<" + shape + "x" + q.storage + ">} : () -> " + qt +
              "\n";
      results += ", " + qt;
      rets += ", %0";
    }
    body += "  %1 = stablehlo.uniform_quantize %arg1 : (" + et + ") -> " + qt +
            "\n";
    std::string text = mainFunc("%arg0: " + qt + ", %arg1: " + et, results,
                                body, rets + " : " + results);
    g.cases.push_back({typeName + "/" + q.type,
                       {"type:" + typeName},
                       s,
                       [text](MLIRContext *c) { return parseModule(c, text); },
                       nullptr,
                       3});
  }
}

//===--- structured-type registry
//-------------------------------------------===//

using TypeGenFn = std::function<void(Gen &, const st::TypeEntry &)>;

std::map<std::string, TypeGenFn> structuredTypeGenerators() {
  std::map<std::string, TypeGenFn> m;
  Version base(0, 9, 0);
  m["complex"] = [](Gen &g, const st::TypeEntry &t) {
    complexCases(g, t.name, t.since);
  };
  m["func"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(
        g, t.name, t.since,
        {{"() -> ()", base},
         {"(tensor<f32>, tensor<2xi1>) -> (tensor<2xi1>, tuple<>)", base},
         {"((i8) -> i8) -> (() -> (tensor<?xf32>))", base}});
    // Every func's function_type is a func_v1 too; a nullary, a multi-result
    // one:
    MLIRContext *ctx = g.ctx;
    Type f32 = Float32Type::get(ctx), i1 = IntegerType::get(ctx, 1);
    g.cases.push_back({t.name + "/multi-result-func",
                       {"type:" + t.name},
                       t.since,
                       [f32, i1](MLIRContext *c) {
                         return signatureModule(
                             c, {RankedTensorType::get({}, f32),
                                 RankedTensorType::get({3}, i1),
                                 RankedTensorType::get({0, 2}, f32)});
                       },
                       nullptr,
                       3});
    g.cases.push_back({t.name + "/nullary-func",
                       {"type:" + t.name},
                       t.since,
                       [](MLIRContext *c) { return signatureModule(c, {}); },
                       nullptr,
                       1});
  };
  m["tensor"] = [base](Gen &g, const st::TypeEntry &t) {
    Version te = base;
    for (const st::AttrEntry &a : g.schema.attributes)
      if (a.name == "type_extensions")
        te = a.since;
    signatureCases(
        g, t.name, t.since,
        {{"tensor<f32>", base},
         {"tensor<0xf32>", base},
         {"tensor<1x2x3x4x5x6xi8>", base},
         {"tensor<4294967296x0xi1>", base},
         {"tensor<?xf32>", base},
         {"tensor<?x?x?xi1>", base},
         {"tensor<?x4xf32, #stablehlo.bounds<8, ?>>", te},
         {"tensor<?x?xi32, #stablehlo.bounds<?, 9223372036854775807>>", te},
         {"tensor<2x?xf64, #stablehlo.bounds<?, 0>>", te},
         {"tensor<?xi1, #stablehlo.bounds<1>>", te}});
    for (auto &c : g.cases)
      if (c.name.find("bounds") != std::string::npos)
        c.covers.push_back("attr:type_extensions");
  };
  m["token"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(g, t.name, t.since, {{"!stablehlo.token", base}});
  };
  m["tuple"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(
        g, t.name, t.since,
        {{"tuple<>", base},
         {"tuple<tensor<f32>, tuple<!stablehlo.token, tensor<2xi1>>, tuple<>>",
          base},
         {"tuple<tensor<?xf32, #stablehlo.bounds<3>>>", base}});
  };
  m["unranked_tensor"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(g, t.name, t.since,
                   {{"tensor<*xf32>", base},
                    {"tensor<*xi1>", base},
                    {"tensor<*xcomplex<f64>>", base}});
  };
  m["witness"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(g, t.name, t.since, {{"!shape.witness", base}});
  };
  m["none"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(g, t.name, t.since, {{"none", base}});
  };
  m["buffer"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(g, t.name, t.since,
                   {{"memref<2x3xf32>", base},
                    {"memref<f64>", base},
                    {"memref<0xi1>", base},
                    {"memref<?x4xf32>", base}});
  };
  m["future"] = [base](Gen &g, const st::TypeEntry &t) {
    signatureCases(g, t.name, t.since,
                   {{"!stablehlo.future<tensor<f32>>", base},
                    {"!stablehlo.future<tensor<2xi1>, tensor<?xf32>>", base}});
  };
  // Extreme scales need an f64 expressed type (the scale must lie in the
  // expressed type's range); storage min/max narrowed and full.
  m["quant"] = [](Gen &g, const st::TypeEntry &t) {
    QuantForm u8{"!quant.uniform<u8:f32, 5.000000e-01:255>",
                 "ui8",
                 "f32",
                 0,
                 255,
                 {"ui8"}};
    u8.constant = false;
    quantCases(
        g, t.name, t.since,
        {
            {"!quant.uniform<i8:f32, 5.000000e-01:1>",
             "i8",
             "f32",
             -128,
             127,
             {"i8"}},
            {"!quant.uniform<i8:f32, 1.4012984643248171E-45:-128>",
             "i8",
             "f32",
             -128,
             127,
             {"i8"}},
            {"!quant.uniform<i8<-127:127>:f32, 3.4028234663852886E+38:127>",
             "i8",
             "f32",
             -127,
             127,
             {"i8"}},
            {"!quant.uniform<i8:f64, 1.000000e-300:-128>",
             "i8",
             "f64",
             -128,
             127,
             {"i8", "f64"}},
            {"!quant.uniform<i16:f64, 4.9406564584124654E-324:-32768>",
             "i16",
             "f64",
             -32768,
             32767,
             {"i16", "f64"}},
            {"!quant.uniform<i16<-32767:32767>:f64, "
             "1.7976931348623157E+308:32767>",
             "i16",
             "f64",
             -32767,
             32767,
             {"i16", "f64"}},
            {"!quant.uniform<i32:f64, 3.000000e+00:2147483647>",
             "i32",
             "f64",
             -2147483648ll,
             2147483647,
             {"i32", "f64"}},
            {"!quant.uniform<i4:bf16, 2.000000e+00:-8>",
             "i4",
             "bf16",
             -8,
             7,
             {"i4", "bf16"}},
            {"!quant.uniform<i2:f16, 1.000000e+00:1>",
             "i2",
             "f16",
             -2,
             1,
             {"i2", "f16"}},
            u8,
        });
  };
  m["quant_per_axis"] = [](Gen &g, const st::TypeEntry &t) {
    QuantForm a{"!quant.uniform<i8:f32:0, "
                "{5.000000e-01:1,1.4012984643248171E-45:-128}>",
                "i8",
                "f32",
                -128,
                127,
                {"i8"},
                2,
                0};
    QuantForm b{"!quant.uniform<i8<-127:127>:f64:1, "
                "{1.7976931348623157E+308:127,4.9406564584124654E-324:-127,2."
                "500000e-01}>",
                "i8",
                "f64",
                -127,
                127,
                {"i8", "f64"},
                3,
                1};
    QuantForm c{
        "!quant.uniform<i16:f64:0, {1.000000e+00:-32768,2.000000e+00:32767}>",
        "i16",
        "f64",
        -32768,
        32767,
        {"i16", "f64"},
        2,
        0};
    QuantForm d{"!quant.uniform<i2:f32:1, "
                "{1.000000e+00:-2,3.000000e+00:1,5.000000e-01:0}>",
                "i2",
                "f32",
                -2,
                1,
                {"i2"},
                3,
                1};
    QuantForm e{"!quant.uniform<i4:f32:0, "
                "{1.000000e+00:-8,3.000000e+00:7,5.000000e-01:0,1.000000e-30}>",
                "i4",
                "f32",
                -8,
                7,
                {"i4"},
                4,
                0};
    quantCases(g, t.name, t.since, {a, b, c, d, e});
  };
  return m;
}

//===--- enums: one op per case
//---------------------------------------------===//

struct EnumProgram {
  std::string text;     // the program with the case
  std::string expected; // the program the round trip gives ("" = text)
  Version since{0, 9, 0};
  /// False when the value is the op's default, elided when written: the
  /// program then needs only `since`, not the enum's own release.
  bool gatedByEnum = true;
};

/// Whether `caseName` is the op attribute's scalar default in ops.yaml (the
/// attribute is then elided when the program is read back, facts §5.5).
bool isScalarDefault(const st::Schema &s, StringRef op, StringRef attr,
                     StringRef caseName) {
  const st::OpEntry *e = s.findOp(op);
  if (!e)
    return false;
  auto it = e->attrs.find(attr.str());
  return it != e->attrs.end() && it->second.scalarDefault &&
         *it->second.scalarDefault == caseName;
}

using EnumGenFn = std::function<std::vector<EnumProgram>(
    Gen &, const st::EnumEntry &, const std::string &, int64_t)>;

std::map<std::string, EnumGenFn> enumGenerators() {
  std::map<std::string, EnumGenFn> m;
  m["comparison_direction"] = [](Gen &g, const st::EnumEntry &,
                                 const std::string &c, int64_t) {
    std::string body =
        "  %0 = \"stablehlo.compare\"(%a, %b) <{comparison_direction = "
        "#stablehlo<comparison_direction " +
        c +
        ">, compare_type = "
        "#stablehlo<comparison_type FLOAT>}> : (tensor<2xf32>, tensor<2xf32>) "
        "-> tensor<2xi1>\n";
    return std::vector<EnumProgram>{
        {mainFunc("%a: tensor<2xf32>, %b: tensor<2xf32>", "tensor<2xi1>", body,
                  "%0 : tensor<2xi1>"),
         "", g.opSince("compare")}};
  };
  m["comparison_type"] = [](Gen &g, const st::EnumEntry &, const std::string &c,
                            int64_t) {
    std::string elem = c == "SIGNED" ? "i32" : c == "UNSIGNED" ? "ui32" : "f32";
    std::string ty = "tensor<2x" + elem + ">";
    auto program = [&](bool withType) {
      std::string body =
          "  %0 = \"stablehlo.compare\"(%a, %b) <{comparison_direction = "
          "#stablehlo<comparison_direction LT>" +
          (withType ? ", compare_type = #stablehlo<comparison_type " + c + ">"
                    : "") +
          "}> : (" + ty + ", " + ty + ") -> tensor<2xi1>\n";
      return mainFunc("%a: " + ty + ", %b: " + ty, "tensor<2xi1>", body,
                      "%0 : tensor<2xi1>");
    };
    bool dflt = isScalarDefault(g.schema, "compare", "compare_type", c);
    return std::vector<EnumProgram>{
        {program(true), dflt ? program(false) : "", g.opSince("compare")}};
  };
  m["api_version"] = [](Gen &g, const st::EnumEntry &, const std::string &c,
                        int64_t v) {
    // custom_call stores api_version as an i32 (schema stablehlo_form: i32).
    auto program = [&](bool withVersion) {
      std::string attrs =
          withVersion ? " {api_version = " + std::to_string(v) + " : i32}" : "";
      std::string body = "  %0 = stablehlo.custom_call @cc.target(%a)" + attrs +
                         " : (tensor<2xf32>) -> tensor<2xf32>\n";
      return mainFunc("%a: tensor<2xf32>", "tensor<2xf32>", body,
                      "%0 : tensor<2xf32>");
    };
    bool dflt = isScalarDefault(g.schema, "custom_call", "api_version", c);
    // ops.yaml gate custom_call_typed_ffi: "api_version may be
    // API_VERSION_TYPED_FFI".
    Version since = c == "API_VERSION_TYPED_FFI"
                        ? g.schema.gate("custom_call_typed_ffi")
                        : g.opSince("custom_call");
    return std::vector<EnumProgram>{
        {program(true), dflt ? program(false) : "", since}};
  };
  m["fft_type"] = [](Gen &g, const st::EnumEntry &, const std::string &c,
                     int64_t) {
    std::string in = "tensor<8xcomplex<f32>>", out = "tensor<8xcomplex<f32>>";
    if (c == "RFFT")
      in = "tensor<8xf32>", out = "tensor<5xcomplex<f32>>";
    if (c == "IRFFT")
      in = "tensor<5xcomplex<f32>>", out = "tensor<8xf32>";
    std::string body =
        "  %0 = \"stablehlo.fft\"(%a) <{fft_type = #stablehlo<fft_type " + c +
        ">, fft_length = array<i64: 8>}> : (" + in + ") -> " + out + "\n";
    return std::vector<EnumProgram>{
        {mainFunc("%a: " + in, out, body, "%0 : " + out), "",
         g.opSince("fft")}};
  };
  m["precision"] = [](Gen &g, const st::EnumEntry &e, const std::string &c,
                      int64_t) {
    // The next case (cyclically) that exists wherever `c` does.
    std::string other;
    for (size_t i = 0; i < e.cases.size() && other.empty(); ++i)
      if (e.cases[i].first == c)
        for (size_t j = 1; j < e.cases.size() && other.empty(); ++j) {
          const std::string &next = e.cases[(i + j) % e.cases.size()].first;
          if (!(e.sinceOf(c) < e.sinceOf(next)))
            other = next;
        }
    auto program = [&](const std::string &lhs, const std::string &rhs) {
      std::string config =
          lhs.empty() ? ""
                      : ", precision_config = [#stablehlo<precision " + lhs +
                            ">, #stablehlo<precision " + rhs + ">]";
      std::string body =
          "  %0 = \"stablehlo.dot_general\"(%a, %b) <{dot_dimension_numbers = "
          "#stablehlo.dot<lhs_contracting_dimensions = [1], "
          "rhs_contracting_dimensions = [0]>" +
          config +
          "}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n";
      return mainFunc("%a: tensor<2x3xf32>, %b: tensor<3x4xf32>",
                      "tensor<2x4xf32>", body, "%0 : tensor<2x4xf32>");
    };
    // precision_config's default in ops.yaml is a list; equal to it, the
    // attribute is elided on the way back.
    const st::OpEntry *op = g.schema.findOp("dot_general");
    std::vector<std::string> dflt;
    if (op && op->attrs.count("precision_config") &&
        op->attrs.at("precision_config").listDefault)
      dflt = *op->attrs.at("precision_config").listDefault;
    bool same = dflt == std::vector<std::string>{c, c};
    return std::vector<EnumProgram>{
        {program(c, c), same ? program("", "") : "", g.opSince("dot_general")},
        {program(c, other), "", g.opSince("dot_general")},
        {program(other, c), "", g.opSince("dot_general")}};
  };
  m["rng_algorithm"] = [](Gen &g, const st::EnumEntry &, const std::string &c,
                          int64_t) {
    std::string body =
        "  %0:2 = \"stablehlo.rng_bit_generator\"(%s) <{rng_algorithm = "
        "#stablehlo<rng_algorithm " +
        c + ">}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)\n";
    return std::vector<EnumProgram>{
        {mainFunc("%s: tensor<2xui64>", "tensor<2xui64>, tensor<4xui32>", body,
                  "%0#0, %0#1 : tensor<2xui64>, tensor<4xui32>"),
         "", g.opSince("rng_bit_generator")}};
  };
  m["rng_distribution"] = [](Gen &g, const st::EnumEntry &,
                             const std::string &c, int64_t) {
    std::string body =
        "  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>\n"
        "  %0 = \"stablehlo.rng\"(%a, %b, %shape) <{rng_distribution = "
        "#stablehlo<rng_distribution " +
        c +
        ">}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>\n";
    return std::vector<EnumProgram>{
        {mainFunc("%a: tensor<f32>, %b: tensor<f32>", "tensor<3x4xf32>", body,
                  "%0 : tensor<3x4xf32>"),
         "", g.opSince("rng")}};
  };
  m["transpose"] = [](Gen &g, const st::EnumEntry &, const std::string &c,
                      int64_t) {
    // triangular_solve refuses TRANSPOSE_INVALID as transpose_a (as upstream
    // does); that case travels as a discardable attribute of the op.
    bool invalid = c == "TRANSPOSE_INVALID";
    std::string body =
        "  %0 = \"stablehlo.triangular_solve\"(%a, %b) <{left_side = true, "
        "lower = true, "
        "transpose_a = #stablehlo<transpose " +
        (invalid ? std::string("NO_TRANSPOSE") : c) +
        ">, unit_diagonal = false}> " +
        (invalid ? "{case.transpose = #stablehlo<transpose " + c + ">} "
                 : std::string()) +
        ": (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>\n";
    return std::vector<EnumProgram>{
        {mainFunc("%a: tensor<4x4xf32>, %b: tensor<4x2xf32>", "tensor<4x2xf32>",
                  body, "%0 : tensor<4x2xf32>"),
         "", g.opSince("triangular_solve")}};
  };
  m["result_accuracy_mode"] = [](Gen &g, const st::EnumEntry &,
                                 const std::string &c, int64_t) {
    auto program = [&](const std::string &accuracy) {
      std::string attr =
          accuracy.empty() ? "" : " {result_accuracy = " + accuracy + "}";
      std::string body =
          "  %0 = stablehlo.exponential %a" + attr + " : tensor<4xf32>\n";
      return mainFunc("%a: tensor<4xf32>", "tensor<4xf32>", body,
                      "%0 : tensor<4xf32>");
    };
    Version since = g.latestOpSince("exponential");
    std::string zero =
        "#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<" +
        c + ">>";
    // The default result accuracy (facts §5.3: atol = rtol = 0, ulps = 0,
    // mode DEFAULT) is elided when read back.
    std::vector<EnumProgram> v;
    if (c == "DEFAULT")
      v.push_back(
          {program(zero), program(""), g.opSince("exponential"), false});
    else
      v.push_back({program(zero), "", since});
    // Tolerances with extreme values (the StableHLO verifier allows them
    // with TOLERANCE only).
    if (c == "TOLERANCE")
      v.push_back(
          {program(
               "#stablehlo.result_accuracy<atol = 4.9406564584124654E-324, "
               "rtol = "
               "1.7976931348623157E+308, ulps = 9223372036854775807, mode = "
               "#stablehlo.result_accuracy_mode<" +
               c + ">>"),
           "", since});
    return v;
  };
  return m;
}

//===--- attribute kinds: dictionaries, arrays, strings
//---------------------===//

/// A dictionary holding every generic attribute kind, nested.
DictionaryAttr richDictionary(MLIRContext *ctx) {
  Builder b(ctx);
  StringAttr nul = StringAttr::get(ctx, StringRef("a\0b\0", 4));
  StringAttr bytes = StringAttr::get(ctx, StringRef("\xff\xfe\x00\x80\x7f", 5));
  StringAttr utf8 =
      StringAttr::get(ctx, "h\xc3\xa9llo \xe2\x9c\x93 \xf0\x9d\x84\x9e");
  Type boundedType =
      parseTypeOrNull(ctx, "tensor<?x4xf32, #stablehlo.bounds<8, ?>>");
  Attribute nested = b.getArrayAttr(
      {b.getArrayAttr({}),
       b.getArrayAttr({b.getI32IntegerAttr(-1),
                       b.getArrayAttr({b.getBoolAttr(true), utf8})}),
       dictOf(ctx, {{"k", b.getArrayAttr({b.getF32FloatAttr(1.5)})}}),
       b.getDictionaryAttr({})});
  return dictOf(
      ctx,
      {{"s.ascii", b.getStringAttr("hello")},
       {"s.empty", b.getStringAttr("")},
       {"s.nul", nul},
       {"s.bytes", bytes},
       {"s.utf8", utf8},
       {std::string("key.with\0nul", 12), b.getI64IntegerAttr(7)},
       {"\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87",
        b.getStringAttr("\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87")},
       {"n.array", nested},
       {"n.dict",
        dictOf(ctx,
               {{"a", dictOf(ctx, {{"b", dictOf(ctx, {{"c", b.getDictionaryAttr(
                                                                {})}})}})},
                {"z", b.getArrayAttr({})}})},
       {"t.types",
        b.getArrayAttr(
            {TypeAttr::get(boundedType), TypeAttr::get(b.getTupleType({})),
             TypeAttr::get(
                 b.getFunctionType({b.getI8Type()}, {b.getF32Type()})),
             TypeAttr::get(ComplexType::get(b.getF64Type()))})},
       {"b.true", b.getBoolAttr(true)},
       {"b.false", b.getBoolAttr(false)},
       {"i.i64min", b.getI64IntegerAttr(INT64_MIN)},
       {"i.ui64max",
        IntegerAttr::get(IntegerType::get(ctx, 64, IntegerType::Unsigned),
                         APInt::getMaxValue(64))},
       {"i.index", b.getIndexAttr(-1)},
       {"f.f64nan",
        b.getFloatAttr(b.getF64Type(),
                       APFloat::getNaN(APFloat::IEEEdouble(), true, 0x1234))},
       {"f.f32minus0",
        b.getFloatAttr(b.getF32Type(),
                       APFloat::getZero(APFloat::IEEEsingle(), true))},
       {"e.dense",
        DenseElementsAttr::get(RankedTensorType::get({2}, b.getI32Type()),
                               ArrayRef<int32_t>{1, -2})},
       {"e.bools",
        DenseElementsAttr::get(RankedTensorType::get({9}, b.getI1Type()),
                               ArrayRef<bool>{true, false, false, false, false,
                                              false, false, false, true})}});
}

void attributeKindCases(Gen &g) {
  std::vector<std::string> covers = {
      "attr:dict", "attr:array",   "attr:string",
      "attr:bool", "attr:integer", "attr:float",
      "attr:type", "attr:tensor",  "attr:type_extensions"};
  // Function argument/result dictionaries and a discardable func attribute.
  g.cases.push_back(
      {"attrs/func-arg-res-dicts", covers, Version(0, 9, 0),
       [](MLIRContext *c) {
         DictionaryAttr d = richDictionary(c);
         Type t = RankedTensorType::get({2}, Float32Type::get(c));
         return signatureModule(
             c, {t, t}, {d, DictionaryAttr()}, {DictionaryAttr(), d},
             {NamedAttribute(StringAttr::get(c, "mhlo.frontend_attributes"),
                             d)});
       },
       nullptr, 3});
  // custom_call: backend_config as a dictionary (gate
  // custom_call_dictionary_backend_config) and as a string of any bytes;
  // output_operand_aliases.
  auto customCall = [](Attribute backendConfig, bool typedFfi) {
    return [backendConfig, typedFfi](MLIRContext *c) -> OwningOpRef<ModuleOp> {
      std::string body =
          std::string("  %0 = stablehlo.custom_call @cc.target(%a) {") +
          (typedFfi ? "api_version = 4 : i32, " : "") +
          "output_operand_aliases = "
          "[#stablehlo.output_operand_alias<output_tuple_indices = [], "
          "operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) "
          "-> tensor<2xf32>\n";
      OwningOpRef<ModuleOp> m =
          parseModule(c, mainFunc("%a: tensor<2xf32>", "tensor<2xf32>", body,
                                  "%0 : tensor<2xf32>"));
      if (!m)
        return m;
      Attribute config =
          backendConfig ? backendConfig : Attribute(richDictionary(c));
      m->walk([&](Operation *op) {
        if (op->getName().getStringRef() == "stablehlo.custom_call")
          op->setAttr("backend_config", config);
      });
      return m;
    };
  };
  std::vector<std::string> ccCovers = covers;
  ccCovers.push_back("attr:output_operand_alias");
  g.cases.push_back(
      {"attrs/custom_call-dict-backend_config", ccCovers,
       Gen::max(g.schema.gate("custom_call_dictionary_backend_config"),
                g.schema.gate("custom_call_typed_ffi")),
       customCall(nullptr, true), nullptr, 2});
  for (auto [label, s] :
       {std::pair<std::string, StringRef>{
            "nul-and-high-bytes", StringRef("\0\x01\xfe\xff opaque", 10)},
        {"utf8", "cl\xc3\xa9 = \xe2\x9c\x93"}}) {
    std::string copy = s.str();
    g.cases.push_back({"attrs/custom_call-string-backend_config-" + label,
                       {"attr:string", "attr:output_operand_alias"},
                       g.opSince("custom_call"),
                       [customCall, copy](MLIRContext *c) {
                         return customCall(StringAttr::get(c, copy), false)(c);
                       },
                       nullptr,
                       2});
  }
  // composite: composite_attributes and an explicit i32 version.
  std::string composite =
      mainFunc("%a: tensor<2xf32>", "tensor<2xf32>",
               "  %0 = stablehlo.composite \"my.op\" %a {decomposition = "
               "@impl, version = 5 : i32} : "
               "(tensor<2xf32>) -> tensor<2xf32>\n",
               "%0 : tensor<2xf32>") +
      "func.func private @impl(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return "
      "%a : tensor<2xf32>\n}\n";
  g.cases.push_back(
      {"attrs/composite_attributes", covers, g.opSince("composite"),
       [composite](MLIRContext *c) -> OwningOpRef<ModuleOp> {
         OwningOpRef<ModuleOp> m = parseModule(c, composite);
         if (!m)
           return m;
         m->walk([&](Operation *op) {
           if (op->getName().getStringRef() == "stablehlo.composite")
             op->setAttr("composite_attributes", richDictionary(c));
         });
         return m;
       },
       nullptr, 2});
  // Mesh attributes (replica groups given by mesh axes): inline meshes with
  // sub-axes and device ids, a symbol mesh, non-ASCII axis names.
  Version meshSince(99, 0, 0);
  for (const st::AttrEntry &a : g.schema.attributes)
    if (a.name == "replica_group_mesh_axes")
      meshSince = a.since;
  std::vector<std::string> meshCovers = {"attr:replica_group_mesh_axes",
                                         "attr:mesh", "attr:mesh_axis",
                                         "attr:axis_ref", "attr:sub_axis_info"};
  std::vector<std::string> meshes = {
      "#stablehlo.mesh<axes=[<name = \"a\", size = 4>, <name = \"b\", size = "
      "2>]>, axes = "
      "[#stablehlo.axis_ref<name = \"a\", sub_axis_info = (2)2>]",
      "#stablehlo.mesh<axes=[<name = \"x\", size = 2>, <name = \"y\", size = "
      "2>], device_ids=dense<[3, 2, 1, 0]> "
      ": tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = \"y\">]",
      "#stablehlo.mesh<axes=[<name = \"\xce\xb1\", size = 8>, <name = "
      "\"\xce\xb2\", size = 1>]>, axes = "
      "[#stablehlo.axis_ref<name = \"\xce\xb1\", sub_axis_info = (1)4>, "
      "#stablehlo.axis_ref<name = \"\xce\xb2\">]",
      "@grid, axes = [#stablehlo.axis_ref<name = \"p\">, "
      "#stablehlo.axis_ref<name = \"q\">]",
  };
  for (size_t i = 0; i < meshes.size(); ++i) {
    std::string text =
        mainFunc(
            "%a: tensor<2xf32>", "tensor<2xf32>",
            "  %0 = \"stablehlo.collective_broadcast\"(%a) <{replica_groups = "
            "#stablehlo.replica_group_mesh_axes<mesh = " +
                meshes[i] + ">}> : (tensor<2xf32>) -> tensor<2xf32>\n",
            "%0 : tensor<2xf32>") +
        "func.func private @grid()\n";
    g.cases.push_back({"attrs/mesh" + std::to_string(i), meshCovers,
                       Gen::max(meshSince, g.opSince("collective_broadcast")),
                       [text](MLIRContext *c) { return parseModule(c, text); },
                       nullptr, 1});
  }
  // Discardable attributes on a StableHLO op are converted generically too.
  g.cases.push_back(
      {"attrs/discardable-on-constant", covers, Version(0, 9, 0),
       [](MLIRContext *c) -> OwningOpRef<ModuleOp> {
         Attribute v = DenseElementsAttr::get(
             RankedTensorType::get({}, Float32Type::get(c)), 1.0f);
         OwningOpRef<ModuleOp> m =
             constantsModule(c, {{"with-discardable", v}});
         m->walk([&](Operation *op) {
           if (op->getName().getStringRef() == "stablehlo.constant") {
             op->setAttr("mhlo.sharding", StringAttr::get(c, "{replicated}"));
             op->setAttr("my.attrs", richDictionary(c));
           }
         });
         return m;
       },
       nullptr, 3});
}

//===--- comparison
//---------------------------------------------------------===//

/// The comparison every round-trip test shares
/// (stablehlo/Api/ProgramEquivalence.h): op by op, locations included; an
/// inherent attribute holding the op's default equals its absence.
struct Comparator {
  std::string why;
  Operation *badA = nullptr, *badB = nullptr;

  bool ops(Operation *a, Operation *b) {
    stablehlo::ProgramDifference d;
    if (stablehlo::areEquivalentPrograms(a, b, /*ignoreLocations=*/false, &d))
      return true;
    why = d.why;
    badA = d.a;
    badB = d.b;
    return false;
  }
};

std::string printOp(Operation *op, bool generic = false) {
  std::string s;
  llvm::raw_string_ostream os(s);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  flags.enableDebugInfo();
  op->print(os, flags);
  return s;
}

//===--- running the cases
//--------------------------------------------------===//

struct Stats {
  size_t cases = 0, values = 0, roundTrips = 0, refusals = 0, failures = 0;
  std::set<Version> targets;
};

struct Runner {
  MLIRContext &ctx;
  const st::Schema &schema;
  const Options &opts;
  Stats stats;
  std::vector<std::string> diags;

  std::vector<Version> targetsFor(Version since) {
    std::set<std::pair<int64_t, std::pair<int64_t, int64_t>>> seen;
    std::vector<Version> out;
    auto add = [&](Version v) {
      if (seen.insert({v.getMajor(), {v.getMinor(), v.getPatch()}}).second)
        out.push_back(v);
    };
    int64_t lastFormat = -1;
    for (const st::Release &r : schema.releases) {
      bool firstOfFormat = r.bytecode != lastFormat;
      lastFormat = r.bytecode;
      if (firstOfFormat && r.version >= since)
        add(r.version);
    }
    add(since);
    add(schema.releases.back().version);
    std::sort(out.begin(), out.end());
    return out;
  }

  int64_t formatOf(Version v) {
    for (const st::Release &r : schema.releases)
      if (r.version == v.withoutPatch())
        return r.bytecode;
    return -1;
  }

  void report(const Case &c, const std::string &target, const std::string &why,
              ModuleOp input = nullptr, ModuleOp output = nullptr) {
    ++stats.failures;
    llvm::errs() << "FAILED: seed=" << opts.seed << " case=" << c.name
                 << " target=" << target << ": " << why << "\n";
    for (const std::string &d : diags)
      llvm::errs() << "  diagnostic: " << d << "\n";
    if (input)
      llvm::errs() << "--- input program ---\n" << printOp(input) << "\n";
    if (output)
      llvm::errs() << "--- program read back ---\n" << printOp(output) << "\n";
  }

  void run(const Case &c) {
    ++stats.cases;
    stats.values += c.values;
    diags.clear();
    OwningOpRef<ModuleOp> input = c.build(&ctx);
    if (!input || failed(verify(*input))) {
      report(c, "-",
             "the generator built no valid program (test bug or a StableHLO "
             "verifier change)",
             input ? *input : nullptr);
      return;
    }
    OwningOpRef<ModuleOp> expected =
        c.expected ? c.expected(&ctx) : input->clone();
    if (!expected || failed(verify(*expected))) {
      report(c, "-", "the expected program is not valid",
             expected ? *expected : nullptr);
      return;
    }
    // Below `since`: the release before it must be refused, with a
    // diagnostic and without a crash.
    if (std::optional<Version> below = schema.releaseBefore(c.since)) {
      diags.clear();
      OwningOpRef<ModuleOp> copy = input->clone();
      std::string bytes;
      llvm::raw_string_ostream os(bytes);
      bool ok = succeeded(
          stablehlo::serializePortableArtifact(*copy, below->toString(), os));
      if (ok) {
        report(c, below->toString(),
               "serialized for a target below the value's since " +
                   c.since.toString(),
               *input);
      } else if (diags.empty()) {
        report(c, below->toString(), "refused without a diagnostic");
      } else {
        ++stats.refusals;
      }
    }
    for (Version target : targetsFor(c.since)) {
      std::string t = target.toString();
      stats.targets.insert(target);
      diags.clear();
      OwningOpRef<ModuleOp> copy = input->clone();
      std::string bytes;
      llvm::raw_string_ostream os(bytes);
      if (failed(stablehlo::serializePortableArtifact(*copy, t, os))) {
        report(c, t,
               "refused a target at or above the value's since " +
                   c.since.toString(),
               *input);
        continue;
      }
      ++stats.roundTrips;
      // The header, against the documented format: magic, the bytecode
      // format of the target's release (versions.yaml) as a 1-byte varint,
      // producer "StableHLO_v<target>".
      int64_t format = formatOf(target);
      std::string header =
          std::string("ML\xEFR") + char((format << 1) | 1) + "StableHLO_v" + t;
      if (format < 0 || format > 63 ||
          bytes.compare(0, header.size() + 1, header + '\0') != 0) {
        report(c, t,
               "the artifact header is not magic, format " +
                   std::to_string(format) + ", producer StableHLO_v" + t);
        continue;
      }
      OwningOpRef<ModuleOp> output =
          stablehlo::deserializePortableArtifact(bytes, &ctx);
      if (!output) {
        report(c, t, "the artifact does not deserialize", *input);
        continue;
      }
      if (failed(verify(*output))) {
        report(c, t, "the program read back does not verify", *input, *output);
        continue;
      }
      Comparator cmp;
      if (!cmp.ops(*expected, *output)) {
        llvm::errs() << "--- differing op, expected ---\n"
                     << printOp(cmp.badA, true)
                     << "\n--- differing op, read back ---\n"
                     << printOp(cmp.badB, true) << "\n";
        report(c, t, "the program read back differs: " + cmp.why, *expected,
               *output);
      } else if (opts.verbose) {
        llvm::outs() << "ok " << c.name << " @" << t << " (" << bytes.size()
                     << " bytes)\n";
      }
    }
  }
};

//===--- self-check: the comparison must see one-value differences
//---------===//

/// collective_permute with `channel_handle = #stablehlo.channel_handle<FIELDS>`
/// (none if FIELDS is empty).
std::string collectivePermute(const std::string &fields) {
  std::string handle =
      fields.empty()
          ? ""
          : ", channel_handle = #stablehlo.channel_handle<" + fields + ">";
  return mainFunc(
      "%a: tensor<2x2xi64>", "tensor<2x2xi64>",
      "  %0 = \"stablehlo.collective_permute\"(%a) <{source_target_pairs = "
      "dense<[[0, 1]]> : tensor<1x2xi64>" +
          handle + "}> : (tensor<2x2xi64>) -> tensor<2x2xi64>\n",
      "%0 : tensor<2x2xi64>");
}

bool selfCheck(MLIRContext &ctx) {
  Type i1 = IntegerType::get(&ctx, 1), f32 = Float32Type::get(&ctx);
  auto everyEighth = [&](int64_t n) {
    SmallVector<bool> bits;
    for (int64_t i = 0; i < n; ++i)
      bits.push_back(i % 8 == 0);
    return DenseElementsAttr::get(RankedTensorType::get({n}, i1), bits);
  };
  struct Pair {
    std::string name;
    ModuleFn a, b;
  };
  std::vector<Pair> pairs = {
      // The bug of b9ee787: true every 8th element read back as a splat.
      {"i1 every-8th vs splat true",
       [&](MLIRContext *c) {
         return constantsModule(c, {{"x", everyEighth(16)}});
       },
       [&](MLIRContext *c) {
         return constantsModule(
             c, {{"x", DenseElementsAttr::get(RankedTensorType::get({16}, i1),
                                              true)}});
       }},
      {"f32 NaN payloads",
       [&](MLIRContext *c) {
         return constantsModule(
             c, {{"x", DenseElementsAttr::get(
                           RankedTensorType::get({1}, f32),
                           APFloat::getNaN(APFloat::IEEEsingle(), false, 1))}});
       },
       [&](MLIRContext *c) {
         return constantsModule(
             c, {{"x", DenseElementsAttr::get(
                           RankedTensorType::get({1}, f32),
                           APFloat::getNaN(APFloat::IEEEsingle(), false, 2))}});
       }},
      {"-0.0 vs 0.0 in a dictionary",
       [&](MLIRContext *c) {
         return signatureModule(
             c, {f32},
             {dictOf(c, {{"z", FloatAttr::get(
                                   f32, APFloat::getZero(APFloat::IEEEsingle(),
                                                         true))}})});
       },
       [&](MLIRContext *c) {
         return signatureModule(
             c, {f32},
             {dictOf(c, {{"z", FloatAttr::get(
                                   f32, APFloat::getZero(APFloat::IEEEsingle(),
                                                         false))}})});
       }},
      {"i8 vs ui8 argument",
       [&](MLIRContext *c) {
         return signatureModule(c, {IntegerType::get(c, 8)});
       },
       [&](MLIRContext *c) {
         return signatureModule(
             c, {IntegerType::get(c, 8, IntegerType::Unsigned)});
       }},
      {"label (location) differs",
       [&](MLIRContext *c) {
         return constantsModule(c, {{"x", everyEighth(3)}});
       },
       [&](MLIRContext *c) {
         return constantsModule(c, {{"y", everyEighth(3)}});
       }},
      {"one op more",
       [&](MLIRContext *c) {
         return constantsModule(c, {{"x", everyEighth(3)}});
       },
       [&](MLIRContext *c) {
         return constantsModule(c,
                                {{"x", everyEighth(3)}, {"x", everyEighth(3)}});
       }},
      // A value other than the default is not equivalent to its absence.
      {"channel_handle 2/1 vs absent",
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 2, type = 1"));
       },
       [&](MLIRContext *c) { return parseModule(c, collectivePermute("")); }},
      {"channel_handle 1/0 vs absent",
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 1, type = 0"));
       },
       [&](MLIRContext *c) { return parseModule(c, collectivePermute("")); }},
      // The channel id is kept: a different id is a difference whatever the
      // types.
      {"channel_handle 4/1 vs 5/1",
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 4, type = 1"));
       },
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 5, type = 1"));
       }},
  };
  // Equivalent pairs: an explicit default equals its absence (and the
  // comparison is symmetric).
  std::vector<Pair> same = {
      {"channel_handle 0/0 (the default) vs absent",
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 0, type = 0"));
       },
       [&](MLIRContext *c) { return parseModule(c, collectivePermute("")); }},
      // A collective's VHLO op holds only the channel id (the type is not in
      // the format): with id 0 it is the op's default whatever the type.
      {"channel_handle 0/1 on a collective vs absent",
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 0, type = 1"));
       },
       [&](MLIRContext *c) { return parseModule(c, collectivePermute("")); }},
      // ... and with any id, two handles of a collective that differ in the
      // type only (the writer harness's finding on reduce_scatter).
      {"channel_handle 4/1 vs 4/0 on a collective",
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 4, type = 1"));
       },
       [&](MLIRContext *c) {
         return parseModule(c, collectivePermute("handle = 4, type = 0"));
       }},
  };
  bool ok = true;
  for (const Pair &p : pairs) {
    OwningOpRef<ModuleOp> a = p.a(&ctx), b = p.b(&ctx), a2 = p.a(&ctx);
    Comparator same, differ;
    if (!same.ops(*a, *a2)) {
      llvm::errs() << "SELF-CHECK FAILED: '" << p.name
                   << "': a program differs from a rebuild of itself: "
                   << same.why << "\n";
      ok = false;
    }
    if (differ.ops(*a, *b)) {
      llvm::errs() << "SELF-CHECK FAILED: '" << p.name
                   << "': two different programs compare equal\n";
      ok = false;
    }
  }
  for (const Pair &p : same) {
    OwningOpRef<ModuleOp> a = p.a(&ctx), b = p.b(&ctx);
    Comparator ab, ba;
    if (!a || !b || !ab.ops(*a, *b) || !ba.ops(*b, *a)) {
      llvm::errs() << "SELF-CHECK FAILED: '" << p.name
                   << "': equivalent programs compare "
                   << "different: " << ab.why << ba.why << "\n";
      ok = false;
    }
  }
  llvm::outs() << "self-check: " << pairs.size()
               << " pairs of different programs, each "
               << (ok ? "reported" : "NOT all reported") << " as a mismatch; "
               << same.size() << " pairs of equivalent ones\n";
  return ok;
}

} // namespace

int main(int argc, char **argv) {
  Options opts;
  for (int i = 1; i < argc; ++i) {
    StringRef a(argv[i]);
    if (a.consume_front("--seed="))
      opts.seed = std::strtoull(a.str().c_str(), nullptr, 0);
    else if (a.consume_front("--iterations="))
      opts.iterations = std::atoi(a.str().c_str());
    else if (a.consume_front("--only="))
      opts.only = a.str();
    else if (a == "--self-check")
      opts.selfCheckOnly = true;
    else if (a == "-v")
      opts.verbose = true;
    else if (!a.starts_with("-") && opts.schemaDir.empty())
      opts.schemaDir = a.str();
    else {
      std::fprintf(stderr,
                   "usage: %s SCHEMA_FACTS_JSON [--seed=N] [--iterations=N] "
                   "[--only=S] [--self-check] [-v]\n",
                   argv[0]);
      return 2;
    }
  }
  if (opts.schemaDir.empty()) {
    std::fprintf(stderr,
                 "usage: %s SCHEMA_FACTS_JSON [--seed=N] [--iterations=N] "
                 "[--only=S] [--self-check] [-v]\n",
                 argv[0]);
    return 2;
  }
  auto start = std::chrono::steady_clock::now();

  MLIRContext ctx;
  ctx.loadDialect<func::FuncDialect, stablehlo::StablehloDialect,
                  vhlo::VhloDialect, quant::QuantDialect,
                  shape::ShapeDialect>();
  if (!selfCheck(ctx))
    return 1;
  if (opts.selfCheckOnly)
    return 0;

  st::Schema schema;
  if (!schema.load(opts.schemaDir)) {
    llvm::errs() << "FAILED: cannot load the schema from " << opts.schemaDir
                 << ": " << schema.error << "\n";
    return 1;
  }

  Rng rng{std::mt19937_64(opts.seed)};
  std::vector<Case> cases;
  Gen g{&ctx, schema, rng, opts.iterations, cases, ""};
  std::vector<std::string> missing;

  // Types: scalar types by their builtin name; structured types by name.
  auto structured = structuredTypeGenerators();
  for (const st::TypeEntry &t : schema.types) {
    if (t.builtin == "i1") {
      boolCases(g, t.name, t.since);
      continue;
    }
    if (auto it = structured.find(t.name); it != structured.end()) {
      it->second(g, t);
      continue;
    }
    Type builtin = parseTypeOrNull(&ctx, t.builtin);
    if (auto it = dyn_cast_or_null<IntegerType>(builtin)) {
      integerCases(g, t.name, it, it.getWidth(), it.isUnsigned(), t.since);
    } else if (builtin && builtin.isIndex()) {
      integerCases(g, t.name, builtin, IndexType::kInternalStorageBitWidth,
                   false, t.since);
    } else if (auto ft = dyn_cast_or_null<FloatType>(builtin)) {
      floatCases(g, t.name, ft, t.since);
    } else {
      missing.push_back("type " + t.name + " (builtin " + t.builtin +
                        "): no value generator");
    }
  }

  // Enums: every case, on the op that carries it.
  auto enumGens = enumGenerators();
  for (const st::EnumEntry &e : schema.enums) {
    auto it = enumGens.find(e.name);
    if (it == enumGens.end()) {
      missing.push_back("enum " + e.name +
                        ": no generator (no op carrying it)");
      continue;
    }
    for (const auto &[caseName, value] : e.cases) {
      std::vector<EnumProgram> programs = it->second(g, e, caseName, value);
      for (size_t i = 0; i < programs.size(); ++i) {
        const EnumProgram &p = programs[i];
        Case c;
        c.name = "enum/" + e.name + "/" + caseName +
                 (programs.size() > 1 ? "/" + std::to_string(i) : "");
        c.covers = {"enum:" + e.name + ":" + caseName};
        if (e.name == "result_accuracy_mode")
          c.covers.push_back("attr:result_accuracy");
        // A case added after its enum needs its own release (schema `since`
        // on the case).
        c.since =
            p.gatedByEnum ? Gen::max(e.sinceOf(caseName), p.since) : p.since;
        std::string text = p.text, expected = p.expected;
        c.build = [text](MLIRContext *cx) { return parseModule(cx, text); };
        if (!expected.empty())
          c.expected = [expected](MLIRContext *cx) {
            return parseModule(cx, expected);
          };
        cases.push_back(c);
      }
    }
  }
  attributeKindCases(g);

  // Coverage: every type and every enum case has a case.
  std::set<std::string> covered;
  for (const Case &c : cases)
    covered.insert(c.covers.begin(), c.covers.end());
  for (const st::TypeEntry &t : schema.types)
    if (!covered.count("type:" + t.name))
      missing.push_back("type " + t.name + ": the generator made no value");
  for (const st::EnumEntry &e : schema.enums)
    for (const auto &[caseName, value] : e.cases)
      if (!covered.count("enum:" + e.name + ":" + caseName))
        missing.push_back("enum " + e.name + " case " + caseName +
                          ": no program");
  std::vector<std::string> uncoveredAttrs;
  for (const st::AttrEntry &a : schema.attributes)
    if (!covered.count("attr:" + a.name))
      uncoveredAttrs.push_back(a.name);
  for (const std::string &a : uncoveredAttrs)
    missing.push_back("attribute " + a + ": no program carries it");
  if (!g.error.empty())
    missing.push_back(g.error);
  if (!missing.empty()) {
    for (const std::string &m : missing)
      llvm::errs() << "FAILED: schema entry not tested: " << m << "\n";
    return 1;
  }

  Runner runner{ctx, schema, opts, {}, {}};
  ScopedDiagnosticHandler collect(&ctx, [&](Diagnostic &d) {
    runner.diags.push_back(d.str());
    return success();
  });
  for (const Case &c : cases)
    if (opts.only.empty() || c.name.find(opts.only) != std::string::npos)
      runner.run(c);

  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  const Stats &s = runner.stats;
  size_t enumCases = 0;
  for (const st::EnumEntry &e : schema.enums)
    enumCases += e.cases.size();
  llvm::outs() << "schema: " << schema.types.size() << " types, "
               << schema.enums.size() << " enums with " << enumCases
               << " cases, " << schema.attributes.size()
               << " attributes, all with generators\n";
  llvm::outs() << "seed " << opts.seed << ", iterations " << opts.iterations
               << ": " << s.cases << " programs holding " << s.values
               << " values, " << s.roundTrips << " round trips over "
               << s.targets.size() << " targets (";
  bool first = true;
  for (const Version &t : s.targets) {
    llvm::outs() << (first ? "" : " ") << t;
    first = false;
  }
  llvm::outs() << "), " << s.refusals << " expected refusals below since; "
               << s.failures << " failures; " << llvm::format("%.1f", seconds)
               << " s\n";
  return s.failures ? 1 : 0;
}
