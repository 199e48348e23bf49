//===- SdyDialect.cpp - sdy dialect and the syntax of its attributes ------===//
//
// The dialect and its attributes, with the parts of their textual syntax
// that ODS cannot express: dimension shardings (`{"x", ?}p1`), factor
// mappings (`ij`), the mesh of a sharding (`@mesh` or `mesh<[...]>`) and the
// optional parts of shardings and sharding rules.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Sdy/SdyOps.h"

#include <cctype>
#include <string>

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sdy;

//===----------------------------------------------------------------------===//
// Factor names
//===----------------------------------------------------------------------===//

/// Factors 0..17 are the letters `i`..`z`; factor 17 + n is `z_n`.
static constexpr int64_t kLetterFactors = 'z' - 'i';

std::string mlir::sdy::factorName(int64_t index) {
  if (index >= 0 && index <= kLetterFactors)
    return std::string(1, static_cast<char>('i' + index));
  return "z_" + std::to_string(index - kLetterFactors);
}

/// Takes one factor name off the front of `names` and returns its index.
static FailureOr<int64_t> takeFactorName(AsmParser &parser, StringRef &names) {
  SMLoc loc = parser.getCurrentLocation();
  if (names.starts_with("z_")) {
    StringRef digits = names.drop_front(2).take_while(
        [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    if (digits.empty() || digits.front() == '0')
      return parser.emitError(
                 loc, "expecting positive integer without leading zeros. "
                      "Received: '")
             << digits << "' (in factor name '" << names << "')";
    int64_t n;
    if (digits.getAsInteger(10, n) || n > INT64_MAX - kLetterFactors)
      return parser.emitError(loc, "factor number '")
             << digits << "' is too large";
    names = names.drop_front(2 + digits.size());
    return n + kLetterFactors;
  }
  char c = names.front();
  if (c < 'i' || c > 'z')
    return parser.emitError(loc,
                            "expecting symbol from 'i' to 'z'. Received: '")
           << std::string(1, c)
           << "' (a factor name is a letter from 'i' to 'z', or 'z_' "
              "and a number)";
  names = names.drop_front();
  return c - 'i';
}

//===----------------------------------------------------------------------===//
// Custom directives of the attribute formats
//===----------------------------------------------------------------------===//

static ParseResult parseMeshOrRef(AsmParser &parser, Attribute &meshOrRef) {
  if (succeeded(parser.parseOptionalKeyword(MeshAttr::getMnemonic()))) {
    FailureOr<MeshAttr> mesh = FieldParser<MeshAttr>::parse(parser);
    if (failed(mesh))
      return failure();
    meshOrRef = *mesh;
    return success();
  }
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  if (parser.parseAttribute(attr))
    return failure();
  auto ref = llvm::dyn_cast<FlatSymbolRefAttr>(attr);
  if (!ref)
    return parser.emitError(
               loc,
               "invalid kind of attribute specified: expected a mesh symbol "
               "(@name) or an inline mesh (mesh<[...]>), got ")
           << attr;
  meshOrRef = ref;
  return success();
}

static void printMeshOrRef(AsmPrinter &printer, Attribute meshOrRef) {
  if (auto mesh = llvm::dyn_cast<MeshAttr>(meshOrRef)) {
    printer << MeshAttr::getMnemonic();
    printer.printStrippedAttrOrType(mesh);
    return;
  }
  printer << meshOrRef;
}

static ParseResult parseBracedAxes(AsmParser &parser,
                                   SmallVector<AxisRefAttr> &axes) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Braces, [&]() -> ParseResult {
        FailureOr<AxisRefAttr> axis = FieldParser<AxisRefAttr>::parse(parser);
        if (failed(axis))
          return failure();
        axes.push_back(*axis);
        return success();
      });
}

/// `, replicated={...}` and `, unreduced={...}`, each at most once.
static ParseResult
parseReplicatedAndUnreducedAxes(AsmParser &parser,
                                SmallVector<AxisRefAttr> &replicated,
                                SmallVector<AxisRefAttr> &unreduced) {
  bool sawReplicated = false, sawUnreduced = false;
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseOptionalKeyword(&keyword, {"replicated", "unreduced"}))
      return parser.emitError(
          loc, "failed to parse Sdy_TensorSharding, expected valid named "
               "axis list after comma: 'replicated={...}' or "
               "'unreduced={...}'");
    bool isReplicated = keyword == "replicated";
    bool &seen = isReplicated ? sawReplicated : sawUnreduced;
    if (seen)
      return parser.emitError(
                 loc,
                 "failed to parse Sdy_TensorSharding, expected valid named "
                 "axis list after comma: '")
             << keyword << "' appears twice";
    seen = true;
    if (parser.parseEqual() ||
        parseBracedAxes(parser, isReplicated ? replicated : unreduced))
      return failure();
  }
  return success();
}

static void printAxisList(AsmPrinter &printer, StringRef keyword,
                          ArrayRef<AxisRefAttr> axes) {
  if (axes.empty())
    return;
  printer << ", " << keyword << "={";
  printer.printStrippedAttrOrType(axes);
  printer << "}";
}

static void printReplicatedAndUnreducedAxes(AsmPrinter &printer,
                                            ArrayRef<AxisRefAttr> replicated,
                                            ArrayRef<AxisRefAttr> unreduced) {
  printAxisList(printer, "replicated", replicated);
  printAxisList(printer, "unreduced", unreduced);
}

/// ` {i=8, j=4}`: the sizes of factors i, j, ... in that order.
static ParseResult parseFactorSizes(AsmParser &parser,
                                    SmallVector<int64_t> &sizes) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::OptionalBraces, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        StringRef name;
        if (parser.parseKeyword(&name))
          return failure();
        StringRef rest = name;
        FailureOr<int64_t> index = takeFactorName(parser, rest);
        if (failed(index))
          return failure();
        int64_t expected = static_cast<int64_t>(sizes.size());
        if (*index != expected)
          return parser.emitError(
                     loc,
                     "expecting factor indices to be ordered like an iota "
                     "([0,1,2,...], e.g. {i=#, j=#, ...}). Expecting factor "
                     "index symbol '")
                 << factorName(expected) << "', received: '"
                 << factorName(*index) << "'";
        if (!rest.empty())
          return parser.emitError(loc, "expecting single factor symbol: ")
                 << rest << " (one factor name before '=', got '" << name
                 << "')";
        int64_t size;
        if (parser.parseEqual() || parser.parseInteger(size))
          return failure();
        sizes.push_back(size);
        return success();
      });
}

static void printFactorSizes(AsmPrinter &printer, ArrayRef<int64_t> sizes) {
  if (sizes.empty())
    return;
  printer << " {";
  int64_t index = 0;
  llvm::interleaveComma(sizes, printer, [&](int64_t size) {
    printer << factorName(index++) << "=" << size;
  });
  printer << "}";
}

/// ` reduction={k}` and the like: a kind keyword and the factors of that kind.
static ParseResult parseFactorsOfKind(AsmParser &parser,
                                      SmallVector<int64_t> &factors,
                                      StringRef kind) {
  if (failed(parser.parseOptionalKeyword(kind)))
    return success();
  if (parser.parseEqual())
    return failure();
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::OptionalBraces, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        StringRef name;
        if (parser.parseKeyword(&name))
          return failure();
        StringRef rest = name;
        FailureOr<int64_t> index = takeFactorName(parser, rest);
        if (failed(index))
          return failure();
        if (!rest.empty())
          return parser.emitError(loc, "expecting single factor symbol: ")
                 << rest << " (one factor name per entry, got '" << name
                 << "')";
        factors.push_back(*index);
        return success();
      });
}

static void printFactorsOfKind(AsmPrinter &printer, ArrayRef<int64_t> factors,
                               StringRef kind) {
  if (factors.empty())
    return;
  printer << " " << kind << "={";
  llvm::interleaveComma(factors, printer,
                        [&](int64_t factor) { printer << factorName(factor); });
  printer << "}";
}

static ParseResult parseCustomRuleFlag(AsmParser &parser, bool &isCustom) {
  isCustom = false;
  if (failed(parser.parseOptionalComma()))
    return success();
  if (parser.parseKeyword("custom"))
    return failure();
  isCustom = true;
  return success();
}

static void printCustomRuleFlag(AsmPrinter &printer, bool isCustom) {
  if (isCustom)
    printer << ", custom";
}

//===----------------------------------------------------------------------===//
// Generated attribute classes
//===----------------------------------------------------------------------===//

#define GET_ATTRDEF_CLASSES
#include "stablehlo/Dialect/Sdy/SdyAttrs.cpp.inc"

#include "stablehlo/Dialect/Sdy/SdyDialect.cpp.inc"

//===----------------------------------------------------------------------===//
// DimensionShardingAttr: `{"x", "y"}`, `{"x", ?}`, `{?}`, then `p<N>`
//===----------------------------------------------------------------------===//

Attribute DimensionShardingAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLBrace())
    return {};
  SmallVector<AxisRefAttr> axes;
  bool isClosed = true;
  while (failed(parser.parseOptionalRBrace())) {
    if (!axes.empty() && parser.parseComma())
      return {};
    if (succeeded(parser.parseOptionalQuestion())) {
      isClosed = false;
      if (parser.parseRBrace())
        return {};
      break;
    }
    FailureOr<AxisRefAttr> axis = FieldParser<AxisRefAttr>::parse(parser);
    if (failed(axis))
      return {};
    axes.push_back(*axis);
  }
  std::optional<int64_t> priority;
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    StringRef digits = keyword.drop_front();
    int64_t value;
    if (!keyword.starts_with("p") || digits.empty() ||
        !llvm::all_of(digits, [](char c) {
          return std::isdigit(static_cast<unsigned char>(c));
        })) {
      parser.emitError(loc, "expecting priority in format 'p<number>', got: ")
          << keyword;
      return {};
    }
    if (digits.size() > 1 && digits.front() == '0') {
      parser.emitError(loc,
                       "priorities with leading zeros are not allowed, got: ")
          << keyword;
      return {};
    }
    if (digits.getAsInteger(10, value)) {
      parser.emitError(loc, "priority '") << keyword << "' is too large";
      return {};
    }
    priority = value;
  }
  return DimensionShardingAttr::get(parser.getContext(), axes, isClosed,
                                    priority);
}

void DimensionShardingAttr::print(AsmPrinter &printer) const {
  printer << "{";
  printer.printStrippedAttrOrType(getAxes());
  if (!getIsClosed())
    printer << (getAxes().empty() ? "?" : ", ?");
  printer << "}";
  if (std::optional<int64_t> priority = getPriority())
    printer << "p" << *priority;
}

//===----------------------------------------------------------------------===//
// DimMappingAttr: the factor names run together (`ij`)
//===----------------------------------------------------------------------===//

Attribute DimMappingAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> factors;
  StringRef names;
  // A dimension with no factor is refused where the rule meets its op.
  if (failed(parser.parseOptionalKeyword(&names)))
    return DimMappingAttr::get(parser.getContext(), factors);
  while (!names.empty()) {
    FailureOr<int64_t> index = takeFactorName(parser, names);
    if (failed(index))
      return {};
    factors.push_back(*index);
  }
  return DimMappingAttr::get(parser.getContext(), factors);
}

void DimMappingAttr::print(AsmPrinter &printer) const {
  for (int64_t factor : getFactorIndices())
    printer << factorName(factor);
}

//===----------------------------------------------------------------------===//
// Verifiers that need no mesh
//===----------------------------------------------------------------------===//

LogicalResult MeshAxisAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef name, int64_t size) {
  if (size < 1)
    return emitError() << "axis size must be at least 1, got: " << size;
  return success();
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<MeshAxisAttr> axes,
                               ArrayRef<int64_t> deviceIds) {
  for (int64_t id : deviceIds)
    if (id < 0)
      return emitError() << "device id must be non-negative, got: " << id;
  if (axes.empty()) {
    if (deviceIds.size() > 1)
      return emitError()
             << "axes is empty and device_ids has more than one element";
    return success();
  }
  llvm::StringSet<> names;
  int64_t total = 1;
  for (MeshAxisAttr axis : axes) {
    if (!names.insert(axis.getName()).second)
      return emitError() << "duplicate axis name: \"" << axis.getName() << "\"";
    if (axis.getSize() > 0 && total > INT64_MAX / axis.getSize())
      return emitError()
             << "the product of the axis sizes overflows a 64-bit integer";
    total *= axis.getSize();
  }
  if (deviceIds.empty())
    return success();
  if (total != static_cast<int64_t>(deviceIds.size()))
    return emitError() << "total product of axis sizes must match total number "
                          "of device ids, "
                          "got: "
                       << total << " != " << deviceIds.size();
  SmallVector<int64_t> sorted(deviceIds);
  llvm::sort(sorted);
  for (int64_t i = 0; i < total; ++i)
    if (sorted[i] != i)
      return emitError()
             << "sorted device ids must be iota(product(axes)), got: "
             << sorted;
  return success();
}

ArrayRef<int64_t>
MeshAttr::dropDefaultDeviceOrder(ArrayRef<MeshAxisAttr> axes,
                                 ArrayRef<int64_t> deviceIds) {
  if (axes.empty())
    return deviceIds;
  for (auto [i, id] : llvm::enumerate(deviceIds))
    if (id != static_cast<int64_t>(i))
      return deviceIds;
  int64_t total = 1;
  for (MeshAxisAttr axis : axes) {
    if (axis.getSize() < 1 || total > INT64_MAX / axis.getSize())
      return deviceIds;
    total *= axis.getSize();
  }
  return total == static_cast<int64_t>(deviceIds.size()) ? ArrayRef<int64_t>()
                                                         : deviceIds;
}

std::optional<int64_t> MeshAttr::findAxisSize(StringRef name) const {
  for (MeshAxisAttr axis : getAxes())
    if (axis.getName() == name)
      return axis.getSize();
  return std::nullopt;
}

MeshAttr TensorShardingAttr::getMesh(Operation *op) const {
  if (auto mesh = llvm::dyn_cast<MeshAttr>(getMeshOrRef()))
    return mesh;
  auto ref = llvm::dyn_cast<FlatSymbolRefAttr>(getMeshOrRef());
  if (!ref || !op)
    return {};
  auto meshOp = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, ref.getAttr());
  return meshOp ? meshOp.getMesh() : MeshAttr();
}

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

void SdyDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "stablehlo/Dialect/Sdy/SdyAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "stablehlo/Dialect/Sdy/SdyOps.cpp.inc"
      >();
  registerBytecodeInterface();
}
