//===- Serialization.cpp - portable artifacts -----------------------------===//

#include "stablehlo/Api/Serialization.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Transforms/Passes.h"

namespace mlir {
namespace stablehlo {

static constexpr llvm::StringLiteral kProducerPrefix = "StableHLO_v";

/// Puts every use-list in the order parsing the program would give (uses in
/// reverse program order), so the bytecode writer records no use-list
/// shuffles that only reflect the order in which the conversions rebuilt ops.
/// This is what makes artifacts byte-identical to a fresh parse's.
static void normalizeUseListOrders(Operation *root) {
  llvm::DenseMap<Operation *, unsigned> position;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) { position[op] = position.size(); });
  SmallVector<std::pair<uint64_t, unsigned>> keys;
  SmallVector<unsigned> indices;
  auto normalize = [&](Value value) {
    if (value.use_empty() || value.hasOneUse())
      return;
    keys.clear();
    for (OpOperand &use : value.getUses())
      keys.push_back({(uint64_t(position.lookup(use.getOwner())) << 32) | use.getOperandNumber(),
                      static_cast<unsigned>(keys.size())});
    // Wanted: descending keys. Nothing to do if already so.
    if (llvm::is_sorted(keys, [](auto &a, auto &b) { return a.first > b.first; }))
      return;
    SmallVector<std::pair<uint64_t, unsigned>> sorted(keys);
    llvm::sort(sorted, [](auto &a, auto &b) { return a.first > b.first; });
    indices.assign(keys.size(), 0);
    for (unsigned rank = 0; rank < sorted.size(); ++rank)
      indices[sorted[rank].second] = rank;
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

LogicalResult serializePortableArtifact(ModuleOp module, StringRef targetVersion,
                                        raw_ostream &os, bool allowOtherDialects) {
  module.getContext()->loadDialect<vhlo::VhloDialect, StablehloDialect, func::FuncDialect,
                                   shape::ShapeDialect>();
  FailureOr<vhlo::Version> target = parseTargetVersion(targetVersion, module.getLoc());
  if (failed(target))
    return failure();
  FailureOr<int64_t> format = target->getBytecodeVersion();
  if (failed(format))
    return emitError(module.getLoc()) << "no bytecode format for target " << *target;
  if (failed(legalizeStablehloToVhlo(module, allowOtherDialects)) ||
      failed(convertVhloToVersion(module, *target)))
    return emitError(module.getLoc())
           << "failed to serialize to a StableHLO " << targetVersion << " artifact";
  normalizeUseListOrders(module);
  std::string producer = (kProducerPrefix + targetVersion).str();
  BytecodeWriterConfig config(producer);
  config.setDesiredBytecodeVersion(*format);
  return writeBytecodeToFile(module, os, config);
}

OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef sourceStr,
                                                  MLIRContext *context) {
  context->loadDialect<vhlo::VhloDialect, StablehloDialect, func::FuncDialect,
                       shape::ShapeDialect>();
  if (sourceStr.trim().empty()) {
    emitError(UnknownLoc::get(context))
        << "empty input is not a portable artifact; failed to deserialize portable "
           "artifact using "
        << kProducerPrefix << vhlo::Version::getCurrentVersion().toString();
    return nullptr;
  }
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(sourceStr, ParserConfig(context));
  std::string current = vhlo::Version::getCurrentVersion().toString();
  if (!module) {
    emitError(UnknownLoc::get(context))
        << "failed to deserialize portable artifact using " << kProducerPrefix << current;
    return nullptr;
  }
  if (failed(convertVhloToVersion(*module, vhlo::Version::getCurrentVersion())) ||
      failed(legalizeVhloToStablehlo(*module))) {
    emitError(module->getLoc())
        << "failed to deserialize portable artifact using " << kProducerPrefix << current;
    return nullptr;
  }
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
  // Magic, then the format version (a varint), then the NUL-terminated producer.
  if (bytecode.size() < 5)
    return fail("not a portable artifact: the bytecode header is truncated");
  uint8_t first = bytecode[4];
  size_t start = 4 + (first == 0 ? 9 : llvm::countr_zero(first) + 1);
  if (start >= bytecode.size())
    return fail("not a portable artifact: the bytecode header is truncated");
  size_t end = bytecode.find('\0', start);
  if (end == StringRef::npos)
    return fail("not a portable artifact: the producer string is not terminated");
  StringRef producer = bytecode.slice(start, end);
  if (!producer.consume_front(kProducerPrefix))
    return fail("not a StableHLO portable artifact: producer is '" + producer + "'");
  std::string why;
  FailureOr<vhlo::Version> version = vhlo::Version::fromString(producer, &why);
  if (failed(version))
    return fail("the artifact's producer names no valid version: " + why);
  return version;
}

} // namespace stablehlo
} // namespace mlir
