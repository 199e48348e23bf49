//===- Serialization.cpp - portable artifacts -----------------------------===//

#include "stablehlo/Api/Serialization.h"

#include "BytecodeCheck.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Dialect/Sdy/SdyOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

namespace mlir {
namespace stablehlo {

static constexpr llvm::StringLiteral kProducerPrefix = "StableHLO_v";

/// Puts every use-list in the order upstream's conversions leave it, which
/// the bytecode writer records (as shuffles of the order parsing the program
/// gives: uses in reverse program order, the "natural" order). Those
/// conversions are type-converting rewrites, which create each new op in
/// program order (prepending its uses to its operands' lists) and, once all
/// ops are converted, move each replaced op's remaining uses onto its
/// replacement with one replace-all-uses (which reverses them, and puts them
/// ahead of the uses already there). So:
///  - after the conversion to VHLO, every list is natural, except where a
///    value crosses between VHLO and another dialect (kept by
///    --allow-other-dialects) through builtin.unrealized_conversion_cast:
///    a cast into VHLO has its uses in program order, and a VHLO value's use
///    by a cast out of VHLO comes ahead of its other uses;
///  - then the version conversion rebuilds ops (`rebuilt`, with the number
///    of version steps each took), whose new ops use the original operands:
///    on any value, uses by rebuilt ops come in natural order, ahead of the
///    others; a rebuilt op's results have that whole list reversed once per
///    step.
/// Artifacts are then byte-identical to upstream's for the same program.
///
/// Almost every use-list is in that order already: each list is checked
/// with the blocks' cached op order, and program positions of all ops (a map
/// as large as the program) are computed only when a list is not.
static void
normalizeUseListOrders(Operation *root,
                       const llvm::DenseMap<Operation *, unsigned> &rebuilt) {
  llvm::DenseMap<Operation *, unsigned> position;
  auto positionOf = [&](Operation *op) -> uint64_t {
    if (position.empty())
      root->walk<WalkOrder::PreOrder>(
          [&](Operation *o) { position[o] = position.size(); });
    return position.lookup(op);
  };
  // Whether a's owner is after b's in program order, or the same owner with
  // a higher operand number: a before b in natural order.
  auto natural = [&](OpOperand &a, OpOperand &b) {
    Operation *x = a.getOwner(), *y = b.getOwner();
    if (x == y)
      return a.getOperandNumber() > b.getOperandNumber();
    if (x->getBlock() == y->getBlock())
      return y->isBeforeInBlock(x);
    return positionOf(x) > positionOf(y);
  };
  auto isVhlo = [](Value value) {
    return isa<vhlo::VhloDialect>(value.getType().getDialect());
  };
  auto isCastUse = [](OpOperand &use) {
    return isa<UnrealizedConversionCastOp>(use.getOwner());
  };
  struct Rule {
    bool castResult; // uses in program order
    bool castFirst;  // a use by a cast first
    bool reverse;    // defined by an op rebuilt in an odd number of steps
  };
  auto isRebuilt = [&](OpOperand &use) {
    return rebuilt.count(use.getOwner()) != 0;
  };
  // Uses by rebuilt ops are group false (first) unless the list is reversed.
  auto group = [&](OpOperand &use, const Rule &r) {
    return isRebuilt(use) == r.reverse;
  };
  // Whether a comes before b in the wanted order (a strict order: a and b
  // are different uses).
  auto before = [&](OpOperand &a, OpOperand &b, const Rule &r) {
    bool ga = group(a, r), gb = group(b, r);
    if (ga != gb)
      return gb;
    OpOperand &x = r.reverse ? b : a, &y = r.reverse ? a : b;
    if (isRebuilt(a))
      return natural(x, y);
    if (r.castFirst && isCastUse(x) != isCastUse(y))
      return isCastUse(x);
    return r.castResult ? natural(y, x) : natural(x, y);
  };
  // (group, not a use by a cast first, program position, index in the
  // current list), for the same order as `before`.
  using Key = std::tuple<bool, bool, uint64_t, unsigned>;
  SmallVector<Key> keys;
  SmallVector<unsigned> indices;
  auto normalize = [&](Value value) {
    if (value.use_empty() || value.hasOneUse())
      return;
    Operation *def = value.getDefiningOp();
    unsigned steps = def ? rebuilt.lookup(def) : 0;
    Rule rule{isa_and_nonnull<UnrealizedConversionCastOp>(def) && isVhlo(value),
              isVhlo(value), steps % 2 == 1};
    bool sorted = true;
    for (auto it = value.use_begin(), next = std::next(it);
         next != value.use_end(); ++it, ++next)
      if (!before(*it, *next, rule)) {
        sorted = false;
        break;
      }
    if (sorted)
      return;
    keys.clear();
    for (OpOperand &use : value.getUses()) {
      uint64_t at = (positionOf(use.getOwner()) << 32) | use.getOperandNumber();
      bool g = group(use, rule);
      if (isRebuilt(use)) {
        keys.push_back({g, false, rule.reverse ? at : ~at,
                        static_cast<unsigned>(keys.size())});
        continue;
      }
      bool notCastFirst = !(rule.castFirst && isCastUse(use));
      uint64_t pos = rule.castResult ? at : ~at;
      if (rule.reverse) {
        notCastFirst = !notCastFirst;
        pos = ~pos;
      }
      keys.push_back(
          {g, notCastFirst, pos, static_cast<unsigned>(keys.size())});
    }
    SmallVector<Key> order(keys);
    llvm::sort(order);
    indices.assign(keys.size(), 0);
    for (unsigned rank = 0; rank < order.size(); ++rank)
      indices[std::get<3>(order[rank])] = rank;
    value.shuffleUseList(indices);
  };
  root->walk([&](Operation *op) {
    for (Value result : op->getResults())
      normalize(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          normalize(arg);
  });
}

/// The first release whose readers know MLIR's `FileLineColRange` location
/// (facts §4.1, §12.4): the release the schema's `location_ranges_to_points`
/// rewrite belongs to. Older readers only know the point form: the bytecode
/// writer writes every other `FileLineColRange` under an attribute code they
/// cannot read.
static vhlo::Version firstWithLocationRanges() {
  const CompatibilityExpansion *e =
      findCompatibilityExpansion("location_ranges_to_points");
  return e ? e->since : vhlo::Version::getMinimumVersion();
}

/// Whether `version` is the current release (patch versions do not change
/// VHLO).
static bool isCurrentRelease(vhlo::Version version) {
  return !(version.withoutPatch() <
           vhlo::Version::getCurrentVersion().withoutPatch());
}

/// Whether some op was removed from the opset (its last version ends before
/// the current release): the legalization builds it, and only the version
/// conversion refuses it.
static bool opsetRemovesOps() {
  static const bool removes =
      llvm::any_of(vhlo::schema::getOps(), [](const vhlo::schema::OpSpec &op) {
        return vhlo::schema::getLatestVersion(op).until <
               vhlo::Version::getCurrentVersion();
      });
  return removes;
}

bool looksBinary(StringRef bytes) {
  return bytes.contains('\0') || !llvm::json::isUTF8(bytes);
}

LogicalResult serializePortableArtifact(ModuleOp module,
                                        StringRef targetVersion,
                                        raw_ostream &os,
                                        bool allowOtherDialects,
                                        bool expandCompatibility) {
  // A `!shape.witness` in the program loaded the shape dialect already.
  module.getContext()
      ->loadDialect<vhlo::VhloDialect, StablehloDialect, func::FuncDialect>();
  FailureOr<vhlo::Version> target =
      parseTargetVersion(targetVersion, module.getLoc());
  if (failed(target))
    return failure();
  // The producer string carries the target as given (upstream does the
  // same); "current" is spelled out, or readers could not parse it.
  std::string targetString =
      targetVersion == "current" ? target->toString() : targetVersion.str();
  FailureOr<int64_t> format = target->getBytecodeVersion();
  if (failed(format))
    return emitError(module.getLoc())
           << "no bytecode format for target " << *target;
  if (expandCompatibility && failed(expandForCompatibility(module, *target)))
    return emitError(module.getLoc())
           << "failed to serialize to a StableHLO " << targetString
           << " artifact: the compatibility expander failed (see the errors "
              "above)";
  bool keptVhloOps = false;
  if (failed(legalizeStablehloToVhlo(module, allowOtherDialects, &keptVhloOps)))
    return emitError(module.getLoc())
           << "failed to serialize to a StableHLO " << targetString
           << " artifact: the program could not be converted to VHLO (see the "
              "errors above)";
  // The legalization built the newest version of every op, which is what
  // the current release reads: only an older target, or VHLO ops that were
  // in the input, need converting.
  bool needsVersionConversion =
      !isCurrentRelease(*target) || keptVhloOps || opsetRemovesOps();
  llvm::DenseMap<Operation *, unsigned> rebuilt;
  if (needsVersionConversion &&
      failed(
          convertVhloToVersion(module, *target, /*reading=*/false, &rebuilt)))
    return emitError(module.getLoc())
           << "failed to serialize to a StableHLO " << targetString
           << " artifact (see the errors above)";
  if (vhlo::Version firstWithRanges = firstWithLocationRanges();
      *target < firstWithRanges) {
    if (unsigned narrowed = narrowLocationRanges(module))
      emitWarning(module.getLoc())
          << narrowed
          << (narrowed == 1
                  ? " source range was written as its start point"
                  : " source ranges were written as their start points")
          << ": StableHLO artifacts before " << firstWithRanges
          << " cannot hold a location range (target " << targetString << ")";
  }
  normalizeUseListOrders(module, rebuilt);
  std::string producer = (kProducerPrefix + targetString).str();
  BytecodeWriterConfig config(producer);
  config.setDesiredBytecodeVersion(*format);
  // A failure half-way must not leave part of an artifact in `os`: MLIR's
  // writer builds every section in memory and writes to `os` only once all
  // of them succeeded, so no copy of the artifact is made here.
  if (failed(writeBytecodeToFile(module, os, config)))
    return emitError(module.getLoc())
           << "failed to serialize to a StableHLO " << targetString
           << " artifact: the MLIR bytecode writer failed (see the errors "
              "above)";
  return success();
}

/// A splat tensor attribute declares any number of elements in a few bytes.
/// A constant's value stays a splat, but other attributes are read element
/// by element (dimension lists become arrays, replica groups and index pairs
/// are checked one by one), which would take memory and time in proportion
/// to a count the artifact merely claims. Outside a constant's value, a
/// splat holds at most this many elements.
static constexpr int64_t kMaxSplatAttributeElements = int64_t(1) << 20;

/// Refuses, at the op, a splat tensor attribute outside a constant's value
/// with more than kMaxSplatAttributeElements elements. Only an op's own
/// attributes are looked at: those are what conversions and verifiers expand
/// (a tensor inside a dictionary or an array is kept as it is).
static LogicalResult checkSplatAttributes(ModuleOp module) {
  WalkResult result = module->walk([&](Operation *op) {
    bool isConstant = op->getName().getStringRef() == "vhlo.constant_v1";
    for (NamedAttribute na : op->getAttrDictionary()) {
      auto tensor = llvm::dyn_cast<vhlo::TensorV1Attr>(na.getValue());
      if (!tensor || (isConstant && na.getName() == "value"))
        continue;
      DenseElementsAttr data = tensor.getData();
      if (!data.isSplat() ||
          data.getNumElements() <= kMaxSplatAttributeElements)
        continue;
      op->emitError() << "attribute '" << na.getName().getValue() << "' of "
                      << op->getName() << " is a splat of "
                      << data.getNumElements()
                      << " elements; outside a constant's value a splat tensor "
                         "attribute holds "
                         "at most "
                      << kMaxSplatAttributeElements << " elements";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef sourceStr,
                                                  MLIRContext *context,
                                                  StringRef sourceName,
                                                  bool verifyResult) {
  // The shape dialect (2.5 MB of start-up memory with the dialects it
  // depends on) is loaded only if the program holds a `!vhlo.witness_v1`.
  context
      ->loadDialect<vhlo::VhloDialect, StablehloDialect, func::FuncDialect>();
  // JAX's programs carry sdy sharding annotations: the dialect is known to
  // the reader, and loaded only for an artifact that holds it.
  DialectRegistry sdyRegistry;
  sdyRegistry.insert<sdy::SdyDialect>();
  context->appendDialectRegistry(sdyRegistry);
  vhlo::Version current = vhlo::Version::getCurrentVersion();
  Location inputLoc =
      sourceName.empty()
          ? Location(UnknownLoc::get(context))
          : Location(FileLineColLoc::get(context, sourceName, 0, 0));
  // Every failure ends with upstream's phrase, then says why.
  auto fail = [&](const llvm::Twine &why) -> OwningOpRef<ModuleOp> {
    emitError(inputLoc) << "failed to deserialize portable artifact using "
                        << kProducerPrefix << current.toString() << ": " << why;
    return nullptr;
  };
  if (sourceStr.trim().empty())
    return fail(
        "the input is empty; expected a portable artifact (MLIR bytecode whose "
        "producer is StableHLO_vX.Y.Z) or VHLO text");

  // What the header says, for the reasons below. A newer producer is refused
  // even when its program happens to parse: it was written for a reader of
  // its own version, and this reader cannot tell what that version changed.
  bool isBytecode = sourceStr.starts_with("ML\xEFR");
  std::string headerError;
  FailureOr<vhlo::Version> producer =
      isBytecode ? getPortableArtifactVersion(sourceStr, &headerError)
                 : FailureOr<vhlo::Version>(failure());
  auto newerProducer = [&]() -> std::string {
    return (llvm::Twine("the artifact was produced by ") + kProducerPrefix +
            producer->toString() +
            ", which is newer than this reader (StableHLO " +
            current.toString() + "); serialize it with --target=" +
            current.toString() + " or older, or read it with StableHLO " +
            producer->toString() + " or newer")
        .str();
  };

  // Binary input that is not bytecode would only make the text parser echo
  // a line of raw bytes.
  if (!isBytecode && looksBinary(sourceStr))
    return fail(
        "the input is binary data but not MLIR bytecode (which starts with "
        "'ML\\xEFR'), nor text");
  // MLIR's text lexer finds the end of its buffer by the NUL that
  // llvm::MemoryBuffer puts after it, and parseSourceString does not require
  // one: text in a StringRef that is not NUL-terminated (a slice of a larger
  // buffer, fuzzer input) would be read past its end. Bytecode is read with
  // bounds checks. So text goes through a terminated copy.
  // MLIR's bytecode reader trusts the counts and indices in its input (damaged
  // bytecode can overflow its buffers, exhaust memory or hang it), so the
  // structure is checked first, on the very buffer it will read.
  std::string structureError;
  if (isBytecode && failed(checkBytecodeStructure(sourceStr, structureError))) {
    if (succeeded(producer) && current < *producer)
      return fail(newerProducer() + " (its bytecode is not readable here: " +
                  structureError + ")");
    if (succeeded(producer))
      return fail(
          llvm::Twine("the ") + kProducerPrefix + producer->toString() +
          " artifact is truncated or corrupt: its bytecode is malformed (" +
          structureError + ")");
    return fail("the input starts like MLIR bytecode but is not a readable "
                "portable artifact (" +
                llvm::Twine(headerError) +
                "); it may be truncated or corrupt: its bytecode is "
                "malformed (" +
                structureError + ")");
  }
  std::string terminated;
  if (!isBytecode) {
    // MLIR's text parser recurses once per bracket level.
    if (failed(checkTextNesting(sourceStr, structureError)))
      return fail("the input is not a readable program: " + structureError);
    terminated = sourceStr.str();
    sourceStr = terminated;
  }
  // Each attribute or type entry takes at least one byte; a legitimate read
  // reads each a few times at most. Entries that refer to each other in a
  // cycle would keep MLIR's reader retrying them forever.
  // Entries of other dialects (locations) are counted the same way: MLIR's
  // reader takes time quadratic in their nesting.
  uint64_t readBudget = bytecodeReadBudget(sourceStr.size());
  vhlo::setBytecodeReadBudget(context, readBudget);
  ParserConfig parserConfig(context);
  limitBytecodeEntryReads(parserConfig, readBudget);
  checkBuiltinEntries(parserConfig, sourceStr.size());
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(sourceStr, parserConfig, sourceName);
  vhlo::setBytecodeReadBudget(context, UINT64_MAX);
  if (!module) {
    if (!isBytecode)
      return fail(
          "the input is not MLIR bytecode (which starts with 'ML\\xEFR') nor a "
          "valid "
          "VHLO or StableHLO program in MLIR text (see the errors above)");
    if (succeeded(producer) && current < *producer)
      return fail(newerProducer());
    if (succeeded(producer))
      return fail(llvm::Twine("the ") + kProducerPrefix + producer->toString() +
                  " artifact is truncated or corrupt: MLIR could not read its "
                  "bytecode (see "
                  "the error above)");
    return fail("the input starts like MLIR bytecode but is not a readable "
                "portable artifact (" +
                llvm::Twine(headerError) + "); it may be truncated or corrupt");
  }
  if (succeeded(producer) && current < *producer)
    return fail(newerProducer());
  // The conversions and the printer recurse once per level of attributes and
  // types; bytecode (and text, through aliases) can nest them deeper.
  // The same walk notes whether a splat tensor attribute too large for its
  // place may be there, which only then takes a walk of its own.
  bool largeSplat = false;
  if (failed(
          checkAttributeNesting(*module, structureError, [&](Attribute attr) {
            auto tensor = llvm::dyn_cast<vhlo::TensorV1Attr>(attr);
            if (tensor && tensor.getData().isSplat() &&
                tensor.getData().getNumElements() > kMaxSplatAttributeElements)
              largeSplat = true;
          })))
    return fail("the input is not a readable program: " + structureError);
  if (largeSplat && failed(checkSplatAttributes(*module)))
    return fail("the program holds an attribute larger than this reader "
                "accepts (see the error "
                "above)");
  // Ops of older versions are upgraded first (an artifact of the current
  // release has none: then no op is visited twice).
  if (failed(legalizeVhloToStablehlo(*module, /*upgradeOlderVersions=*/true)))
    return fail("the program could not be converted from VHLO to StableHLO "
                "(see the errors "
                "above)");
  // The VHLO program verified when it was parsed, but VHLO's verifiers do not
  // know StableHLO's rules (required attributes, shapes, func signatures): a
  // damaged artifact can pass them and convert to invalid StableHLO.
  if (verifyResult && failed(verify(*module)))
    return fail("the program read back is not a valid StableHLO program (see "
                "the errors "
                "above)");
  return module;
}

FailureOr<vhlo::Version> getPortableArtifactVersion(StringRef bytecode,
                                                    std::string *error) {
  auto fail = [&](const llvm::Twine &why) -> FailureOr<vhlo::Version> {
    if (error)
      *error = why.str();
    return failure();
  };
  if (!bytecode.starts_with("ML\xEFR"))
    return fail("not a portable artifact: the input is not MLIR bytecode");
  // Magic, then the format version (a varint), then the NUL-terminated
  // producer.
  if (bytecode.size() < 5)
    return fail("not a portable artifact: the bytecode header is truncated");
  uint8_t first = bytecode[4];
  size_t start = 4 + (first == 0 ? 9 : llvm::countr_zero(first) + 1);
  if (start >= bytecode.size())
    return fail("not a portable artifact: the bytecode header is truncated");
  size_t end = bytecode.find('\0', start);
  if (end == StringRef::npos)
    return fail(
        "not a portable artifact: the producer string is not terminated");
  StringRef producer = bytecode.slice(start, end);
  if (!producer.consume_front(kProducerPrefix)) {
    // The producer may be any bytes: show it escaped and cut short.
    std::string shown;
    llvm::raw_string_ostream os(shown);
    llvm::printEscapedString(producer.take_front(24), os);
    if (producer.size() > 24)
      os << "...";
    return fail("not a StableHLO portable artifact: producer is '" + shown +
                "', expected StableHLO_vX.Y.Z");
  }
  std::string why;
  FailureOr<vhlo::Version> version = vhlo::Version::fromString(producer, &why);
  if (failed(version))
    return fail("the artifact's producer names no valid version: " + why);
  return version;
}

} // namespace stablehlo
} // namespace mlir
