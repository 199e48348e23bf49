//===- Serialization.cpp - portable artifacts -----------------------------===//

#include "stablehlo/Api/Serialization.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Transforms/Passes.h"

namespace mlir {
namespace stablehlo {

static constexpr llvm::StringLiteral kProducerPrefix = "StableHLO_v";

LogicalResult serializePortableArtifact(ModuleOp module, StringRef targetVersion,
                                        raw_ostream &os, bool allowOtherDialects) {
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
  std::string producer = (kProducerPrefix + targetVersion).str();
  BytecodeWriterConfig config(producer);
  config.setDesiredBytecodeVersion(*format);
  return writeBytecodeToFile(module, os, config);
}

OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef sourceStr,
                                                  MLIRContext *context) {
  context->loadDialect<vhlo::VhloDialect, StablehloDialect, func::FuncDialect>();
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
