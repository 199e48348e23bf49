//===- Inspect.cpp - what a portable artifact holds, without converting it ===//

#include "stablehlo/Api/Inspect.h"

#include <map>
#include <optional>

#include "BytecodeCheck.h"
#include "DiagnosticCollector.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/PortableApi.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace stablehlo {

namespace {

using vhlo::Version;

constexpr llvm::StringLiteral kMagic = "ML\xEFR";

/// MLIR bytecode section names, by section id.
const char *sectionName(unsigned id) {
  static const char *names[] = {
      "string",    "dialect",  "attr_type",       "attr_type_offset",
      "ir",        "resource", "resource_offset", "dialect_versions",
      "properties"};
  return id < std::size(names) ? names[id] : "unknown";
}

/// A cursor over the artifact, for the header and the section headers. The
/// structure check has accepted the bytes already; the bounds are checked
/// again all the same.
struct Cursor {
  const uint8_t *p, *end;

  bool varint(uint64_t &v) { return decodeBytecodeVarint(p, end, v) == 0; }
};

/// The bytecode version, producer and section headers of `bytes`.
struct Layout {
  uint64_t bytecodeVersion = 0;
  std::string producer;
  llvm::json::Array sections;
};

/// Decodes the header and the section headers. Section padding is found the
/// way MLIR's reader finds it, from the address of the bytes.
FailureOr<Layout> decodeLayout(StringRef bytes) {
  Layout layout;
  Cursor c{bytes.bytes_begin() + kMagic.size(), bytes.bytes_end()};
  if (!bytes.starts_with(kMagic) || !c.varint(layout.bytecodeVersion))
    return failure();
  const void *nul = std::memchr(c.p, 0, c.end - c.p);
  if (!nul)
    return failure();
  layout.producer = std::string(reinterpret_cast<const char *>(c.p),
                                static_cast<const uint8_t *>(nul) - c.p);
  c.p = static_cast<const uint8_t *>(nul) + 1;
  while (c.p != c.end) {
    uint8_t idAndAlign = *c.p++;
    uint64_t length, alignment = 1;
    if (!c.varint(length))
      return failure();
    if (idAndAlign & 0x80) {
      if (!c.varint(alignment) || !llvm::isPowerOf2_64(alignment))
        return failure();
      while (c.p != c.end &&
             (reinterpret_cast<uintptr_t>(c.p) & (alignment - 1)))
        ++c.p;
    }
    if (length > uint64_t(c.end - c.p))
      return failure();
    unsigned id = idAndAlign & 0x7F;
    layout.sections.push_back(llvm::json::Object{
        {"id", int64_t(id)},
        {"name", sectionName(id)},
        {"offset", int64_t(c.p - bytes.bytes_begin())},
        {"length", int64_t(length)},
    });
    c.p += length;
  }
  return layout;
}

/// The first release whose writer uses bytecode format `format` or a newer
/// one (from the version log), or none.
std::optional<Version> firstReleaseWithFormat(uint64_t format) {
  static const struct {
    int64_t major, minor, format;
  } releases[] = {
#define STABLEHLO_RELEASE(MAJOR, MINOR, BYTECODE, DATE)                        \
  {MAJOR, MINOR, BYTECODE},
#define STABLEHLO_PATCH(MAJOR, MINOR, PATCH, DATE)
#include "generated/vhlo/VhloVersionLog.inc"
#undef STABLEHLO_RELEASE
#undef STABLEHLO_PATCH
  };
  for (const auto &r : releases)
    if (uint64_t(r.format) >= format)
      return Version(r.major, r.minor, 0);
  return std::nullopt;
}

/// One feature newer than the minimum supported version.
struct Feature {
  Version since = Version::getMinimumVersion();
  std::string what; // a description, or ""
  int64_t count = 0;
};

/// Features by (kind, name), ordered for output: newest first, then by kind
/// and name.
class Features {
public:
  void add(StringRef kind, StringRef name, Version since, StringRef what = "",
           int64_t count = 1) {
    if (since <= Version::getMinimumVersion())
      return;
    Feature &f = features[{kind.str(), name.str()}];
    f.since = since;
    if (f.what.empty())
      f.what = what.str();
    f.count += count;
  }

  /// The features, newest first; the first one sets the minimum version.
  std::vector<
      std::pair<const std::pair<std::string, std::string> *, const Feature *>>
  ordered() const {
    std::vector<
        std::pair<const std::pair<std::string, std::string> *, const Feature *>>
        out;
    for (const auto &[key, feature] : features)
      out.push_back({&key, &feature});
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
      return b.second->since < a.second->since;
    });
    return out;
  }

private:
  std::map<std::pair<std::string, std::string>, Feature> features;
};

/// Counts of names, printed in name order.
llvm::json::Object toObject(const std::map<std::string, int64_t> &counts) {
  llvm::json::Object object;
  for (const auto &[name, count] : counts)
    object[name] = count;
  return object;
}

/// Reads `bytes` (a StableHLO portable artifact that passed the structure
/// check) into VHLO and describes it.
llvm::json::Object describe(StringRef bytes, const Layout &layout,
                            Version version, ModuleOp module) {
  std::map<std::string, int64_t> ops, types, attributes;
  Features features;
  bool debugLocations = false;
  llvm::DenseSet<Attribute> ranges;

  // Types and attributes, each distinct value once (the walker remembers
  // what it has visited), nested ones included.
  AttrTypeWalker walker;
  walker.addWalk([&](Type type) {
    if (type.getDialect().getNamespace() != "vhlo")
      return;
    StringRef kind = type.getAbstractType().getName();
    ++types[kind.str()];
    if (auto versioned = dyn_cast<vhlo::VersionedTypeInterface>(type))
      features.add("type", kind, versioned.getMinVersion());
  });
  walker.addWalk([&](Attribute attr) {
    if (isa<LocationAttr>(attr) || attr.getDialect().getNamespace() != "vhlo")
      return;
    StringRef kind = attr.getAbstractAttribute().getName();
    ++attributes[kind.str()];
    if (auto versioned = dyn_cast<vhlo::VersionedAttrInterface>(attr))
      features.add("attribute", kind, versioned.getMinVersion());
  });
  // Locations: whether any is known, and the source ranges among them.
  AttrTypeWalker locationWalker;
  locationWalker.addWalk([&](Attribute attr) {
    if (auto range = dyn_cast<FileLineColRange>(attr);
        range && !isStrictFileLineColLoc(range))
      ranges.insert(range);
  });
  auto visitLocation = [&](Location loc) {
    if (!isa<UnknownLoc>(loc))
      debugLocations = true;
    locationWalker.walk(Attribute(loc));
  };

  llvm::DenseMap<OperationName, const vhlo::schema::OpVersionSpec *> specs;
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == module.getOperation())
      return;
    ++ops[op->getName().getStringRef().str()];
    visitLocation(op->getLoc());
    for (Type type : op->getResultTypes())
      walker.walk(type);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments()) {
          walker.walk(arg.getType());
          visitLocation(arg.getLoc());
        }
    walker.walk(Attribute(op->getAttrDictionary()));
    auto [it, inserted] = specs.try_emplace(op->getName(), nullptr);
    if (inserted)
      it->second = vhlo::schema::lookupVhloOp(op->getName().getStringRef());
    const vhlo::schema::OpVersionSpec *spec = it->second;
    if (!spec)
      return;
    features.add("op", spec->name, spec->since,
                 vhlo::schema::getOps()[spec->opIndex].stablehlo);
    for (const vhlo::schema::GateSpec &gate : spec->getGates()) {
      std::string what;
      if (gate.uses(op, what))
        features.add("gate", gate.name, gate.since, what);
    }
  });
  if (!ranges.empty())
    if (const CompatibilityExpansion *e =
            findCompatibilityExpansion("location_ranges_to_points"))
      features.add("location", "source ranges (FileLineColRange)", e->since,
                   "locations that span a range of a source file",
                   ranges.size());
  if (std::optional<Version> since =
          firstReleaseWithFormat(layout.bytecodeVersion))
    features.add(
        "bytecode",
        ("MLIR bytecode version " + llvm::Twine(layout.bytecodeVersion)).str(),
        *since, "the format of the artifact's bytecode");

  llvm::json::Array featureList;
  llvm::json::Value minimum = llvm::json::Object{
      {"version", Version::getMinimumVersion().toString()},
      {"kind", nullptr},
      {"feature", nullptr},
  };
  bool first = true;
  for (const auto &[key, feature] : features.ordered()) {
    llvm::json::Object entry{
        {"kind", key->first},
        {"name", key->second},
        {"since", feature->since.toString()},
        {"count", feature->count},
    };
    if (!feature->what.empty())
      entry["what"] = feature->what;
    featureList.push_back(std::move(entry));
    if (first)
      minimum = llvm::json::Object{
          {"version", feature->since.toString()},
          {"kind", key->first},
          {"feature", key->second},
      };
    first = false;
  }

  return llvm::json::Object{
      {"version", version.toString()},
      {"producer", layout.producer},
      {"bytecode_version", int64_t(layout.bytecodeVersion)},
      {"size", int64_t(bytes.size())},
      {"sections", llvm::json::Array(layout.sections)},
      {"ops", toObject(ops)},
      {"types", toObject(types)},
      {"attributes", toObject(attributes)},
      {"debug_locations", debugLocations},
      {"features", std::move(featureList)},
      {"minimum_version", std::move(minimum)},
  };
}

} // namespace

FailureOr<llvm::json::Object> inspectPortableArtifact(StringRef bytes,
                                                      MLIRContext *context,
                                                      StringRef sourceName) {
  context
      ->loadDialect<vhlo::VhloDialect, StablehloDialect, func::FuncDialect>();
  Location inputLoc =
      sourceName.empty()
          ? Location(UnknownLoc::get(context))
          : Location(FileLineColLoc::get(context, sourceName, 0, 0));
  auto fail = [&](const llvm::Twine &why) -> FailureOr<llvm::json::Object> {
    emitError(inputLoc) << "failed to inspect portable artifact: " << why;
    return failure();
  };
  // What the deserializer refuses before it converts anything, refused with
  // its own errors: it runs the same steps (structure check, bytecode read,
  // producer version) and says why.
  auto failAsReader = [&]() -> FailureOr<llvm::json::Object> {
    if (!deserializePortableArtifact(bytes, context, sourceName))
      return failure();
    return fail("the artifact is readable by the deserializer but could not be "
                "read as VHLO");
  };

  if (!bytes.starts_with(kMagic))
    return fail(
        llvm::Twine(bytes.trim().empty() ? "the input is empty"
                                         : "the input is not MLIR bytecode "
                                           "(which starts with 'ML\\xEFR')") +
        "; expected a portable artifact (MLIR bytecode whose producer is "
        "StableHLO_vX.Y.Z, as stablehlo-translate --serialize writes)");
  std::string headerError;
  FailureOr<Version> version = getPortableArtifactVersion(bytes, &headerError);
  std::string structureError;
  if (failed(checkBytecodeStructure(bytes, structureError)))
    return failAsReader();
  if (failed(version))
    return fail(headerError);
  FailureOr<Layout> layout = decodeLayout(bytes);
  if (failed(layout))
    return failAsReader();

  OwningOpRef<ModuleOp> module;
  {
    // The deserializer's read, with its limit on attribute and type entries.
    // Its diagnostics are dropped: a failure is reported by the deserializer
    // itself below, with the same errors and its explanation.
    ScopedDiagnosticHandler quiet(context,
                                  [](Diagnostic &) { return success(); });
    uint64_t readBudget = bytecodeReadBudget(bytes.size());
    vhlo::setBytecodeReadBudget(context, readBudget);
    ParserConfig parserConfig(context);
    limitBytecodeEntryReads(parserConfig, readBudget);
    checkBuiltinEntries(parserConfig, bytes.size());
    module = parseSourceString<ModuleOp>(bytes, parserConfig, sourceName);
    vhlo::setBytecodeReadBudget(context, UINT64_MAX);
  }
  // Attributes and types nested deeper than the deserializer reads (the
  // description prints types, recursing once per level).
  if (!module || Version::getCurrentVersion() < *version ||
      failed(checkAttributeNesting(*module, structureError)))
    return failAsReader();
  return describe(bytes, *layout, *version, *module);
}

LogicalResult inspectPortableArtifactToJson(StringRef bytes, raw_ostream &os,
                                            std::string *diagnostics) {
  DialectRegistry registry;
  registerPortableDialects(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  DiagnosticCollector collector(&context, diagnostics);
  FailureOr<llvm::json::Object> report =
      inspectPortableArtifact(bytes, &context, "artifact");
  if (failed(report))
    return failure();
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(*report))) << "\n";
  return success();
}

} // namespace stablehlo
} // namespace mlir
