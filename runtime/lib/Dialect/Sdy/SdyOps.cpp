//===- SdyOps.cpp - sdy operations and verifiers --------------------------===//
//
// The operations, the custom parts of their syntax, and the checks of
// shardings and sharding rules against the values they annotate. The checks
// refuse what cannot be meant (an unknown mesh or axis, a rank or count that
// does not match, a factor out of range); they are a subset of what the
// producers of these programs check, never more.
//
//===----------------------------------------------------------------------===//

#include "stablehlo/Dialect/Sdy/SdyOps.h"

#include <functional>

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::sdy;

//===----------------------------------------------------------------------===//
// Custom directives of the op formats
//===----------------------------------------------------------------------===//

/// `[<@mesh, [{"x"}]>, <@mesh, [{}]>]`: a sharding per value, each printed
/// without its `#sdy.sharding` prefix.
static ParseResult parseShardingList(OpAsmParser &parser,
                                     TensorShardingPerValueAttr &shardings) {
  SmallVector<TensorShardingAttr> list;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            FailureOr<TensorShardingAttr> sharding =
                FieldParser<TensorShardingAttr>::parse(parser);
            if (failed(sharding))
              return failure();
            list.push_back(*sharding);
            return success();
          }))
    return failure();
  shardings = TensorShardingPerValueAttr::get(parser.getContext(), list);
  return success();
}

static void printShardingList(OpAsmPrinter &printer, Operation *,
                              TensorShardingPerValueAttr shardings) {
  printer << "[";
  printer.printStrippedAttrOrType(shardings.getShardings());
  printer << "]";
}

/// `(%arg1: tensor<2xf32>) { ... }`: the body with its arguments in front,
/// and no block label.
static ParseResult parseBodyWithArguments(OpAsmParser &parser, Region &body) {
  SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseArgumentList(arguments, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true, /*allowAttrs=*/true) ||
      parser.parseRegion(body, arguments))
    return failure();
  return success();
}

static void printBodyWithArguments(OpAsmPrinter &printer, Operation *,
                                   Region &body) {
  printer << "(";
  llvm::interleaveComma(body.getArguments(), printer, [&](BlockArgument arg) {
    printer.printRegionArgument(arg);
  });
  printer << ") ";
  printer.printRegion(body, /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Sdy/SdyOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shardings against types
//===----------------------------------------------------------------------===//

namespace {

using EmitErrorFn = std::function<InFlightDiagnostic(StringRef)>;

/// Checks the axis references of one sharding: each names an axis of the
/// mesh; a sub-axis lies inside its axis; no axis (or part of one) is used
/// twice.
class AxisChecker {
public:
  AxisChecker(MeshAttr mesh, const EmitErrorFn &emitError)
      : mesh(mesh), emitError(emitError) {}

  LogicalResult check(AxisRefAttr axis) {
    std::optional<int64_t> axisSize = mesh.findAxisSize(axis.getName());
    if (!axisSize)
      return emitError("unknown axis name: \"") << axis.getName() << "\"";
    Uses &uses = used[axis.getName()];
    SubAxisInfoAttr sub = axis.getSubAxisInfo();
    if (!sub) {
      if (uses.full)
        return emitError("duplicate axis ref: ") << axisString(axis);
      if (!uses.parts.empty())
        return emitError(
                   "both sub-axis and full-axis are used for axis name: \"")
               << axis.getName() << "\"";
      uses.full = true;
      return success();
    }
    int64_t pre = sub.getPreSize(), size = sub.getSize();
    for (auto [otherPre, otherSize] : uses.parts)
      if (otherPre == pre && otherSize == size)
        return emitError("duplicate axis ref: ") << axisString(axis);
    if (pre < 1)
      return emitError("sub-axis pre-size must be at least 1: ")
             << axisString(axis);
    if (size <= 1)
      return emitError("sub-axis sizes must be greater than 1: ")
             << axisString(axis);
    if (pre > INT64_MAX / size || *axisSize % (pre * size) != 0) {
      InFlightDiagnostic diag = emitError("sub-axis next pre-size ");
      if (pre <= INT64_MAX / size)
        diag << pre * size << " ";
      return diag << "doesn't divide the size of the full axis " << *axisSize
                  << ": " << axisString(axis);
    }
    if (size == *axisSize)
      return emitError("sub-axis size is equal to the full axis size: ")
             << axisString(axis);
    if (uses.full)
      return emitError("both sub-axis and full-axis are used for axis name: \"")
             << axis.getName() << "\"";
    for (auto [otherPre, otherSize] : uses.parts)
      if (pre < otherPre * otherSize && otherPre < pre * size) {
        // The one with the smaller pre-size first.
        auto name = [&](int64_t p, int64_t z) {
          return ("\"" + axis.getName() + "\":(" + Twine(p) + ")" + Twine(z))
              .str();
        };
        bool otherFirst = otherPre < pre;
        return emitError("overlapping sub-axes: ")
               << (otherFirst ? name(otherPre, otherSize) : name(pre, size))
               << ", "
               << (otherFirst ? name(pre, size) : name(otherPre, otherSize));
      }
    uses.parts.push_back({pre, size});
    return success();
  }

  /// `"x"` or `"x":(2)4`, as the axis prints inside a sharding.
  static std::string axisString(AxisRefAttr axis) {
    std::string text = ("\"" + axis.getName() + "\"").str();
    if (SubAxisInfoAttr sub = axis.getSubAxisInfo())
      text += ":(" + std::to_string(sub.getPreSize()) + ")" +
              std::to_string(sub.getSize());
    return text;
  }

private:
  struct Uses {
    bool full = false;
    SmallVector<std::pair<int64_t, int64_t>> parts;
  };
  MeshAttr mesh;
  const EmitErrorFn &emitError;
  llvm::DenseMap<StringRef, Uses> used;
};

LogicalResult verifySharding(TensorShardingAttr sharding, Type type,
                             Operation *op, const EmitErrorFn &emitError) {
  MeshAttr mesh = sharding.getMesh(op);
  if (!mesh)
    return emitError("unknown mesh: ") << sharding.getMeshOrRef();
  bool rankZeroOnly = sharding.getDimShardings().empty() &&
                      sharding.getReplicatedAxes().empty() &&
                      sharding.getUnreducedAxes().empty();
  bool isMaximal = mesh.getAxes().empty() && mesh.getDeviceIds().size() == 1;
  if (isMaximal) {
    if (!rankZeroOnly)
      return emitError(
          "a maximal sharding can only have a sharding with rank 0 and no "
          "replicated or unreduced axes.");
    return success();
  }
  // No value (an op without results) is treated as a one-device mesh.
  if (!type) {
    if (!rankZeroOnly)
      return emitError(
          "a maximal sharding can only have a sharding with rank 0 and no "
          "replicated or unreduced axes.");
    return success();
  }
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (auto tuple = llvm::dyn_cast<TupleType>(type)) {
    if (tuple.size() != 1)
      return emitError("ops can only have a sharding for a tuple of size 1: ")
             << tuple;
    shaped = llvm::dyn_cast<ShapedType>(tuple.getType(0));
  }
  if (!shaped) {
    if (!rankZeroOnly)
      return emitError(
                 "non-shaped tensors can only have a sharding with rank 0 ")
             << "and no replicated or unreduced axes. type: " << type
             << ", sharding: " << sharding;
    return success();
  }
  if (!shaped.hasRank())
    return emitError("only ranked tensors can have a sharding. type: ") << type;
  int64_t rank = shaped.getRank();
  if (static_cast<int64_t>(sharding.getDimShardings().size()) != rank)
    return emitError("sharding doesn't match tensor rank: ")
           << sharding.getDimShardings().size() << " != " << rank;
  AxisChecker axes(mesh, emitError);
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    if (std::optional<int64_t> priority = dimSharding.getPriority()) {
      if (*priority < 0)
        return emitError("dim ") << dim << " has a negative priority";
      if (dimSharding.getIsClosed() && dimSharding.getAxes().empty())
        return emitError("dim ")
               << dim << " is empty and closed but has a priority";
    }
    for (AxisRefAttr axis : dimSharding.getAxes())
      if (failed(axes.check(axis)))
        return failure();
  }
  for (AxisRefAttr axis : sharding.getReplicatedAxes())
    if (failed(axes.check(axis)))
      return failure();
  for (AxisRefAttr axis : sharding.getUnreducedAxes())
    if (failed(axes.check(axis)))
      return failure();
  return success();
}

/// Errors about value `index` of `count` values: `KIND - ...` when there is
/// one value, `KIND INDEX - ...` otherwise.
EmitErrorFn valueError(Operation *op, StringRef kind, size_t count,
                       size_t index) {
  return [=](StringRef msg) {
    InFlightDiagnostic diag = op->emitOpError(kind) << " ";
    if (count != 1)
      diag << index << " ";
    diag << "- " << msg;
    return diag;
  };
}

/// A sharding per value of `types`. An op without results may carry one
/// sharding of rank 0 (fully replicated, or on a one-device mesh).
LogicalResult verifyShardings(TensorShardingPerValueAttr shardings,
                              TypeRange types, Operation *op, StringRef kind) {
  ArrayRef<TensorShardingAttr> list = shardings.getShardings();
  if (types.empty() && list.size() == 1) {
    TensorShardingAttr only = list.front();
    MeshAttr mesh = only.getMesh(op);
    bool isMaximal =
        mesh && mesh.getAxes().empty() && mesh.getDeviceIds().size() == 1;
    bool replicated =
        llvm::all_of(only.getDimShardings(), [](DimensionShardingAttr d) {
          return d.getAxes().empty();
        });
    if (isMaximal || replicated)
      return verifySharding(only, Type(), op, valueError(op, kind, 0, 0));
  }
  if (list.size() != types.size())
    return op->emitOpError(kind)
           << " shardings don't match number of values: " << list.size()
           << " shardings vs " << types.size() << " values";
  for (auto [index, sharding, type] : llvm::enumerate(list, types))
    if (failed(verifySharding(sharding, type, op,
                              valueError(op, kind, types.size(), index))))
      return failure();
  return success();
}

/// The product of the sizes of `axes`, counting sub-axes by their size.
int64_t productOfSizes(ArrayRef<AxisRefAttr> axes, MeshAttr mesh,
                       const llvm::StringSet<> *only = nullptr) {
  int64_t product = 1;
  for (AxisRefAttr axis : axes) {
    if (only && !only->contains(axis.getName()))
      continue;
    int64_t size = axis.getSubAxisInfo()
                       ? axis.getSubAxisInfo().getSize()
                       : mesh.findAxisSize(axis.getName()).value_or(1);
    product *= size;
  }
  return product;
}

/// Each value of a manual computation, outside (global) and inside (local):
/// the local dimension is the global one divided by its manual axes.
LogicalResult verifyManualValues(ManualComputationOp op, TypeRange globals,
                                 TypeRange locals,
                                 TensorShardingPerValueAttr shardings,
                                 MeshAttr mesh, const llvm::StringSet<> &manual,
                                 StringRef valueKind) {
  for (auto [index, global, local, sharding] :
       llvm::enumerate(globals, locals, shardings.getShardings())) {
    auto globalType = llvm::dyn_cast<RankedTensorType>(global);
    auto localType = llvm::dyn_cast<RankedTensorType>(local);
    if (!globalType || !localType)
      continue;
    SmallVector<int64_t> expected(globalType.getShape());
    for (auto [dim, dimSharding] :
         llvm::enumerate(sharding.getDimShardings())) {
      if (ShapedType::isDynamic(expected[dim]))
        continue;
      int64_t manualSize = productOfSizes(dimSharding.getAxes(), mesh, &manual);
      if (manualSize < 1 || expected[dim] % manualSize != 0)
        return op.emitOpError(valueKind)
               << " dimension size " << expected[dim]
               << " is not divisible by the manual axes "
               << "size " << manualSize << " (" << valueKind << " " << index
               << ", dimension " << dim << ")";
      expected[dim] /= manualSize;
    }
    auto expectedType = RankedTensorType::get(
        expected, globalType.getElementType(), globalType.getEncoding());
    if (expectedType != localType)
      return op.emitOpError(valueKind)
             << " shape, corresponding sharding, and region " << valueKind
             << " shape at index " << index
             << " must match. Expected local shape " << expectedType
             << ", actual local shape " << localType;
  }
  return success();
}

LogicalResult verifyShardingRule(OpShardingRuleAttr rule, Operation *op) {
  ArrayRef<int64_t> sizes = rule.getFactorSizes();
  int64_t numFactors = static_cast<int64_t>(sizes.size());
  llvm::BitVector inOperands(numFactors), inResults(numFactors);
  auto checkMappings =
      [&](TypeRange types, ArrayRef<TensorMappingAttr> mappings,
          llvm::BitVector &seen, StringRef kind) -> LogicalResult {
    if (types.size() != mappings.size())
      return op->emitOpError("number of ")
             << kind << "s and mappings must match: " << types.size()
             << " != " << mappings.size();
    for (auto [index, type, mapping] : llvm::enumerate(types, mappings)) {
      EmitErrorFn fail = valueError(op, kind, types.size(), index);
      auto shaped = llvm::dyn_cast<ShapedType>(type);
      if (!shaped || !shaped.hasStaticShape())
        return fail("expected a ranked tensor with a static shape. type: ")
               << type;
      if (static_cast<int64_t>(mapping.getDimMappings().size()) !=
          shaped.getRank())
        return fail("mapping rank must match: ")
               << mapping.getDimMappings().size() << " != " << shaped.getRank();
      llvm::BitVector inValue(numFactors);
      for (DimMappingAttr dim : mapping.getDimMappings()) {
        ArrayRef<int64_t> factors = dim.getFactorIndices();
        if (factors.empty())
          return fail("dim mapping must have at least one factor");
        for (int64_t factor : factors) {
          if (factor < 0 || factor >= numFactors)
            return fail("expecting factor indices to be within "
                        "0<=...<num_factors; received: ")
                   << factor << ", num_factors: " << numFactors;
          if (inValue.test(factor))
            return fail("cannot reuse factors for the same tensor value");
          if (sizes[factor] == 1 && factors.size() > 1)
            return fail("dim mapping can't have a factor of size 1 if there "
                        "are multiple "
                        "factors");
          inValue.set(factor);
          seen.set(factor);
        }
      }
    }
    return success();
  };
  if (failed(checkMappings(op->getOperandTypes(), rule.getOperandMappings(),
                           inOperands, "operand")) ||
      failed(checkMappings(op->getResultTypes(), rule.getResultMappings(),
                           inResults, "result")))
    return failure();
  llvm::BitVector used = inOperands;
  used |= inResults;
  if (!used.all()) {
    int unused = used.find_first_unset();
    return op->emitOpError("has factor ")
           << factorName(unused) << "=" << sizes[unused]
           << " that isn't used in operand and result mappings";
  }
  llvm::SmallDenseSet<int64_t> special;
  for (ArrayRef<int64_t> group :
       {rule.getReductionFactors(), rule.getNeedReplicationFactors(),
        rule.getPermutationFactors(), rule.getBlockedPropagationFactors()}) {
    if (group.empty())
      continue;
    if (!llvm::is_sorted(group))
      return op->emitOpError("indices of special factors must be sorted");
    if (std::adjacent_find(group.begin(), group.end()) != group.end())
      return op->emitOpError("indices of special factors must be unique");
    if (group.front() < 0)
      return op->emitOpError("index must be non-negative");
    if (group.back() >= numFactors)
      return op->emitOpError("index must be less than ")
             << numFactors << ", got: " << group.back();
  }
  size_t kinds = rule.getReductionFactors().size() +
                 rule.getNeedReplicationFactors().size() +
                 rule.getPermutationFactors().size();
  special.insert(rule.getReductionFactors().begin(),
                 rule.getReductionFactors().end());
  special.insert(rule.getNeedReplicationFactors().begin(),
                 rule.getNeedReplicationFactors().end());
  special.insert(rule.getPermutationFactors().begin(),
                 rule.getPermutationFactors().end());
  if (special.size() != kinds)
    return op->emitOpError(
        "a factor can only be in one of the reduction, need replication, "
        "or permutation factor sets");
  for (int64_t factor : rule.getReductionFactors())
    if (inResults.test(factor))
      return op->emitOpError("reduction factor cannot be in result mappings");
  return success();
}

LogicalResult verifyFunctionValueSharding(Operation *op, NamedAttribute attr,
                                          Type type, unsigned index,
                                          StringRef valueKind) {
  if (attr.getName() != kShardingAttrName)
    return success();
  auto sharding = llvm::dyn_cast<TensorShardingAttr>(attr.getValue());
  if (!sharding)
    return op->emitOpError(valueKind)
           << " " << index << " - should have a sharding attribute "
           << "of type TensorShardingAttr, got " << attr.getValue();
  EmitErrorFn emitError = [&](StringRef msg) {
    return op->emitOpError(valueKind) << " " << index << " - " << msg;
  };
  return verifySharding(sharding, type, op, emitError);
}

} // namespace

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult ShardingConstraintOp::verifySymbolUses(SymbolTableCollection &) {
  return verifySharding(getSharding(), getType(), *this,
                        [this](StringRef msg) { return emitOpError(msg); });
}

LogicalResult ReshardOp::verifySymbolUses(SymbolTableCollection &) {
  return verifySharding(getSharding(), getType(), *this,
                        [this](StringRef msg) { return emitOpError(msg); });
}

LogicalResult ManualComputationOp::verify() {
  Block &body = getBody().front();
  if (body.getNumArguments() != getNumOperands())
    return emitOpError(
               "number of op operands and region operands must match. Op has ")
           << getNumOperands() << " op operands and " << body.getNumArguments()
           << " region operands";
  Operation *terminator = body.getTerminator();
  if (terminator->getNumOperands() != getNumResults())
    return emitOpError(
               "number of op results and region results must match. Op has ")
           << getNumResults() << " op results and "
           << terminator->getNumOperands() << " region results";
  return success();
}

LogicalResult ManualComputationOp::verifySymbolUses(SymbolTableCollection &) {
  Operation *op = *this;
  if (failed(verifyShardings(getInShardings(), getOperandTypes(), op,
                             "operand")) ||
      failed(
          verifyShardings(getOutShardings(), getResultTypes(), op, "result")))
    return failure();
  // The manual axes belong to the mesh of the shardings.
  MeshAttr mesh;
  for (TensorShardingAttr sharding : llvm::concat<const TensorShardingAttr>(
           getInShardings().getShardings(), getOutShardings().getShardings())) {
    mesh = sharding.getMesh(op);
    break;
  }
  llvm::StringSet<> manual;
  for (StringAttr axis : getManualAxes()) {
    if (mesh && !mesh.findAxisSize(axis.getValue()))
      return emitOpError("unknown manual axis: ") << axis;
    manual.insert(axis.getValue());
  }
  if (!mesh)
    return success();
  Block &body = getBody().front();
  return failure(
      failed(verifyManualValues(*this, getOperandTypes(),
                                body.getArgumentTypes(), getInShardings(), mesh,
                                manual, "operand")) ||
      failed(verifyManualValues(*this, getResultTypes(),
                                body.getTerminator()->getOperandTypes(),
                                getOutShardings(), mesh, manual, "result")));
}

LogicalResult NamedComputationOp::verify() {
  Block &body = getBody().front();
  if (body.getNumArguments() != getNumOperands())
    return emitOpError(
               "number of block arguments must match the number of operands: ")
           << body.getNumArguments() << " != " << getNumOperands();
  for (auto [index, arg, operand] :
       llvm::enumerate(body.getArgumentTypes(), getOperandTypes()))
    if (arg != operand)
      return emitOpError("expected the type of the ")
             << index
             << "'th block argument to match the type of the corresponding "
             << "operand: " << arg << " vs " << operand;
  return success();
}

LogicalResult NamedComputationOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange, DictionaryAttr,
    OpaqueProperties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  // The results are what the body returns.
  if (regions.empty() || regions.front()->empty())
    return failure();
  Operation *terminator = regions.front()->front().getTerminator();
  if (!terminator)
    return failure();
  llvm::append_range(inferredReturnTypes, terminator->getOperandTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// Annotations on ops and function values
//===----------------------------------------------------------------------===//

LogicalResult SdyDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  // In a portable artifact the annotated op is a VHLO op, whose types are
  // VHLO's: the annotation is checked once the op is StableHLO again.
  if (op->getName().getDialectNamespace() == "vhlo")
    return success();
  if (attr.getName() == kShardingAttrName) {
    auto shardings =
        llvm::dyn_cast<TensorShardingPerValueAttr>(attr.getValue());
    if (!shardings)
      return op->emitOpError("should have a sharding attribute of type "
                             "TensorShardingPerValueAttr, got ")
             << attr.getValue();
    return verifyShardings(shardings, op->getResultTypes(), op, "result");
  }
  if (attr.getName() == kShardingRuleAttrName) {
    auto rule = llvm::dyn_cast<OpShardingRuleAttr>(attr.getValue());
    if (!rule)
      return op->emitOpError("should have a sharding rule attribute of type "
                             "OpShardingRuleAttr for attr named '")
             << kShardingRuleAttrName << "', got " << attr.getValue();
    return verifyShardingRule(rule, op);
  }
  return success();
}

LogicalResult SdyDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (auto func = llvm::dyn_cast<func::FuncOp>(op))
    return verifyFunctionValueSharding(
        op, attr, func.getArgumentTypes()[argIndex], argIndex, "arg");
  return success();
}

LogicalResult SdyDialect::verifyRegionResultAttribute(Operation *op, unsigned,
                                                      unsigned resultIndex,
                                                      NamedAttribute attr) {
  if (auto func = llvm::dyn_cast<func::FuncOp>(op))
    return verifyFunctionValueSharding(
        op, attr, func.getResultTypes()[resultIndex], resultIndex, "result");
  return success();
}
