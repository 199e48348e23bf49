//===- StablehloControlFlow.cpp - Control flow ops ------------------------===//
//
// The ops with regions other than reductions: if, case, while,
// optimization_barrier, map, async_start, async_done, composite.
//
// Their shape functions and inferReturnTypes, the verifiers of while and
// composite, composite's symbol check, the custom syntax of while and
// optimization_barrier, and optimization_barrier's refineReturnTypes. The
// other refineReturnTypes are generated from StablehloOps.td
// (Stablehlo_LabelledResults).
//
// Constraint labels `(C<n>)` refer to the op's section of StableHLO's
// docs/spec.md. Types that may differ only in dynamic dimensions or bounds
// are accepted as equal ("compatible"), like upstream does.
//
//===----------------------------------------------------------------------===//

#include "AssemblyFormat.h"
#include "StablehloOpsInternal.h"
#include "stablehlo/Dialect/Stablehlo/CheckedArithmetic.h"
#include "stablehlo/Dialect/Stablehlo/SpecCheck.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::stablehlo;

namespace mlir::stablehlo {

using namespace detail;

namespace {

/// The types returned by the single block of `region`, named `name`, which
/// must take no arguments.
FailureOr<TypeRange> getBranchResultTypes(std::optional<Location> location,
                                          Region &region, size_t index,
                                          const Twine &name,
                                          StringRef argsConstraint) {
  if (region.empty() || region.front().empty() ||
      !region.front().back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return emitOptionalError(location, name, " must have a terminated block");
  Block &block = region.front();
  if (block.getNumArguments() != 0)
    return emitOptionalError(location, argsConstraint, " branch ", index,
                             " must have 0 arguments, but found ",
                             block.getNumArguments(), " (", name, ")");
  return TypeRange(block.back().getOperandTypes());
}

/// Infers the results of if/case from `branches`: `outputsConstraint` says
/// they return the same types, which become the results.
LogicalResult
inferBranchingOp(std::optional<Location> location, ArrayRef<Region *> branches,
                 ArrayRef<std::string> names, StringRef argsConstraint,
                 StringRef outputsConstraint, SmallVectorImpl<Type> &inferred) {
  std::optional<TypeRange> first;
  for (auto [index, region, name] : llvm::enumerate(branches, names)) {
    FailureOr<TypeRange> types =
        getBranchResultTypes(location, *region, index, name, argsConstraint);
    if (failed(types))
      return failure();
    if (!first) {
      first = *types;
      continue;
    }
    // Upstream's words; ours name the branches as the spec does.
    if (!isCompatibleForInference(*first, *types))
      return emitOptionalError(
          location, outputsConstraint, " branch 0 and ", "branch ", index,
          " have mismatched return types: ", *first, " vs ", *types, " (",
          names.front(), " and ", name, ")");
  }
  llvm::append_range(inferred, *first);
  return success();
}

} // namespace

LogicalResult inferIfOp(std::optional<Location> location, Region &trueBranch,
                        Region &falseBranch, SmallVectorImpl<Type> &inferred) {
  // (C1) input_types(true_branch) = input_types(false_branch) = [];
  // (C2) output_types(true_branch) = output_types(false_branch);
  // (C3) type(results...) = output_types(true_branch).
  return inferBranchingOp(location, {&trueBranch, &falseBranch},
                          {"true_branch", "false_branch"}, "(C1)", "(C2)",
                          inferred);
}

LogicalResult inferCaseOp(std::optional<Location> location,
                          RegionRange branches,
                          SmallVectorImpl<Type> &inferred) {
  // (C1) 0 < size(branches).
  if (branches.empty())
    return emitOptionalError(location, "(C1) expect at least one branch");
  // (C2) input_types(branches...) = []; (C3) same(output_types(branches...));
  // (C4) type(results...) = output_types(branches[0]).
  SmallVector<Region *> regions(branches.begin(), branches.end());
  SmallVector<std::string> names;
  for (size_t i = 0; i < regions.size(); ++i)
    names.push_back("branches[" + std::to_string(i) + "]");
  return inferBranchingOp(location, regions, names, "(C2)", "(C3)", inferred);
}

LogicalResult inferAsyncStartOp(std::optional<Location> location,
                                TypeRange operandTypes, Region &body,
                                SmallVectorImpl<Type> &inferred) {
  // (C1) body must contain a single operation and a return (of that
  // operation's results). Upstream's verifier words these checks with the
  // op's name first; the constraint follows.
  constexpr StringLiteral op = "'stablehlo.async_start' op ";
  if (body.empty())
    return emitOptionalError(location, op,
                             "region must contain exactly one operation and "
                             "a return; see (C1): the body is empty");
  Block &block = body.front();
  size_t numOps = block.getOperations().size();
  if (numOps != 2 || !isa<ReturnOp>(block.back()))
    return emitOptionalError(location, op,
                             "region must contain exactly one operation and "
                             "a return; see (C1): the body holds ",
                             numOps, " operation(s)");
  Operation &inner = block.front();
  // (C2) the operation is a collective or a slice. collective_reduce, a
  // collective the spec's list predates, is accepted as upstream does, but
  // not by the spec check.
  bool spec = isSpecCheckEnabled();
  if (spec && isa<CollectiveReduceOp>(inner))
    return emitOptionalError(
        location,
        "(C2) region must contain a collective or slice operation of the "
        "spec's list (all_gather, all_reduce, all_to_all, "
        "collective_broadcast, collective_permute, reduce_scatter, slice, "
        "dynamic_slice or dynamic_update_slice), got '",
        inner.getName(), "'");
  if (!isa<AllGatherOp, AllReduceOp, AllToAllOp, CollectiveBroadcastOp,
           CollectivePermuteOp, CollectiveReduceOp, ReduceScatterOp, SliceOp,
           DynamicSliceOp, DynamicUpdateSliceOp>(inner))
    return emitOptionalError(
        location,
        "(C2) region must contain a collective or slice operation "
        "(all_gather, all_reduce, all_to_all, collective_broadcast, "
        "collective_permute, collective_reduce, reduce_scatter, slice, "
        "dynamic_slice or dynamic_update_slice), got '",
        inner.getName(), "'");
  // (C3) the arguments to async_start are the ones passed to the operation:
  // the region's arguments stand for async_start's operands, and the
  // operation takes them, in order.
  if (operandTypes.size() != block.getNumArguments())
    return emitOptionalError(location, op, "number of operands (",
                             operandTypes.size(),
                             ") must match number of region arguments (",
                             block.getNumArguments(), "); see (C3)");
  for (auto [index, type, arg] :
       llvm::enumerate(operandTypes, block.getArgumentTypes()))
    if (type != arg)
      return emitOptionalError(
          location, op, "operand type ", type, " at index ", index,
          " must match region argument type ", arg, "; see (C3)");
  // Upstream StableHLO returns the future of the one value the body
  // returns, and checks neither that the operation takes the region's
  // arguments nor that the body returns its results.
  if (block.back().getNumOperands() != 1)
    return emitOptionalError(location, op,
                             "region must return exactly one value, but got ",
                             block.back().getNumOperands(), "; see (C4)");
  if (!spec) {
    inferred.push_back(FutureType::get(inner.getContext(),
                                       {block.back().getOperand(0).getType()}));
    return success();
  }
  if (!llvm::equal(inner.getOperands(), block.getArguments()))
    return emitOptionalError(
        location, "(C3) '", inner.getName(),
        "' in body must take the region arguments, in order, as its "
        "operands: they are async_start's operands");
  if (!llvm::equal(block.back().getOperands(), inner.getResults()))
    return emitOptionalError(location,
                             "(C4) the return of body must return the "
                             "results of '",
                             inner.getName(), "', in order");
  // (C4) if the operation returns type T, async_start returns future<T>.
  SmallVector<Type> types(inner.getResultTypes());
  inferred.push_back(FutureType::get(inner.getContext(), types));
  return success();
}

LogicalResult inferAsyncDoneOp(std::optional<Location> location,
                               Type operandType,
                               SmallVectorImpl<Type> &inferred) {
  // (C1) async_done of a future<T> returns T; it has one result.
  ArrayRef<Type> types = cast<FutureType>(operandType).getTypes();
  if (types.size() != 1)
    return emitOptionalError(location,
                             "'stablehlo.async_done' op future must have "
                             "exactly one type parameter, but got ",
                             types.size(), "; see (C1): ", operandType,
                             " would give async_done more than one result");
  inferred.push_back(types.front());
  return success();
}

LogicalResult inferMapOp(std::optional<Location> location, TypeRange inputTypes,
                         ArrayRef<int64_t> dimensions, Region &computation,
                         SmallVectorImpl<Type> &inferred) {
  // (C2) 0 < size(inputs) = N.
  if (inputTypes.empty())
    return emitOptionalError(location, "(C2) must have at least one input");
  // (C1) shape(inputs...) = shape(result): the inputs have one shape.
  auto input = cast<RankedTensorType>(inputTypes[0]);
  for (auto [index, type] : llvm::enumerate(inputTypes.drop_front()))
    if (failed(checkCompatibleShapes(location, "(C1)",
                                     ("input #" + Twine(index + 1)).str(), type,
                                     "input #0", input)))
      return failure();
  // (C4) computation has type (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'>
  // where Ei = element_type(inputs[i]) and E' = element_type(result); then
  // (C3) dimensions = range(rank(inputs[0])). In upstream's order and
  // words.
  if (computation.empty())
    return emitOptionalError(location, "(C4) computation must not be empty");
  Block &block = computation.front();
  if (block.getNumArguments() != inputTypes.size())
    return emitOptionalError(location,
                             "(C4) expects number of operands to match the "
                             "arity of map computation, but got: ",
                             inputTypes.size(), " and ",
                             block.getNumArguments());
  for (auto [index, type, arg] :
       llvm::enumerate(inputTypes, block.getArgumentTypes())) {
    auto argType = dyn_cast<RankedTensorType>(arg);
    if (!argType || argType.getRank() != 0)
      return emitOptionalError(location,
                               "(C4) computation arguments must be 0-rank "
                               "tensor, but got: arg #",
                               index, " of type ", arg);
    if (argType.getElementType() != getElementTypeOrSelf(type))
      return emitOptionalError(location,
                               "(C4) element type of operands and computation "
                               "arguments must match, but got: ",
                               getElementTypeOrSelf(type), " and ",
                               argType.getElementType());
  }
  if (block.empty() || block.back().getNumOperands() != 1)
    return emitOptionalError(location,
                             "(C4) computation must return single output, but "
                             "got: ",
                             block.empty() ? 0 : block.back().getNumOperands());
  auto returned =
      dyn_cast<RankedTensorType>(block.back().getOperand(0).getType());
  if (!returned || returned.getRank() != 0)
    return emitOptionalError(location,
                             "(C4) computation must return 0-rank tensor, but "
                             "got: ",
                             block.back().getOperand(0).getType());
  for (auto [index, dim] : llvm::enumerate(dimensions))
    if (dim != static_cast<int64_t>(index))
      return emitOptionalError(location,
                               "(C3) requires monotonically increasing "
                               "dimension numbers, but got: ",
                               dimensions);
  for (Type type : inputTypes)
    if (static_cast<int64_t>(dimensions.size()) !=
        cast<RankedTensorType>(type).getRank())
      return emitOptionalError(
          location,
          "(C3) applied to a subset of dimensions currently not supported: "
          "operand dimensions = ",
          cast<RankedTensorType>(type).getRank(),
          ", requested map dimensions size = ", dimensions.size());
  // (C1), (C4) the result has the inputs' shape and element type E'.
  inferred.push_back(input.clone(returned.getElementType()));
  return success();
}

} // namespace mlir::stablehlo

//===----------------------------------------------------------------------===//
// The ops' inferReturnTypes, verifiers, reification and syntax
//===----------------------------------------------------------------------===//

LogicalResult IfOp::inferReturnTypes(MLIRContext *,
                                     std::optional<Location> location,
                                     Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  // The operand is a scalar; checked here, as upstream checks it, after the
  // type constraint (a ranked tensor of bool).
  auto pred = dyn_cast<RankedTensorType>(adaptor.getPred().getType());
  if (pred && pred.getRank() != 0)
    return emitOptionalError(location,
                             "operand should be rank 0 tensor but got rank ",
                             pred.getRank());
  return inferIfOp(location, adaptor.getTrueBranch(), adaptor.getFalseBranch(),
                   inferred);
}

LogicalResult CaseOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  auto index = dyn_cast<RankedTensorType>(adaptor.getIndex().getType());
  if (index && index.getRank() != 0)
    return emitOptionalError(location,
                             "operand should be rank 0 tensor but got rank ",
                             index.getRank());
  return inferCaseOp(location, adaptor.getBranches(), inferred);
}

LogicalResult OptimizationBarrierOp::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  // (C1) type(operand...) = type(result...), exactly: upstream refuses a
  // result that is only compatible (a dynamic dimension for a static one),
  // with its own phrase.
  if (returnTypes.size() != operands.size())
    return emitOptionalError(
        location, "'", getOperationName(),
        "' op requires the same number of operands and results");
  for (auto [i, operand] : llvm::enumerate(operands))
    if (operand.getType() != returnTypes[i])
      return emitOptionalError(
          location, "'", getOperationName(),
          "' op requires the same type for operand and result at index ", i);
  return mlir::stablehlo::detail::refineLabelledResults<OptimizationBarrierOp>(
      context, location, operands, attributes, properties, regions, returnTypes,
      "(C1)", "(C1)");
}

LogicalResult MapOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferMapOp(location, adaptor.getInputs().getTypes(),
                    adaptor.getDimensions(), adaptor.getComputation(),
                    inferred);
}

LogicalResult AsyncStartOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  return inferAsyncStartOp(location, adaptor.getOperands().getTypes(),
                           adaptor.getBody(), inferred);
}

LogicalResult AsyncDoneOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferAsyncDoneOp(location, adaptor.getOperand().getType(), inferred);
}

LogicalResult WhileOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  // (C3) type(results...) = type(operand...).
  llvm::append_range(inferred, adaptor.getOperand().getTypes());
  return success();
}

LogicalResult
OptimizationBarrierOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  // (C1) type(operand...) = type(result...).
  llvm::append_range(inferred, adaptor.getOperand().getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::verify() {
  // (C3), the result types, is checked by the shape function. The rest in
  // upstream's order and words: (C1) cond has type (T0, ..., TN-1) ->
  // tensor<i1>; (C2) body has type (T0, ..., TN-1) -> (T0, ..., TN-1).
  TypeRange operandTypes = getOperandTypes();
  for (auto [region, name] :
       {std::pair<Region *, StringRef>{&getCond(), "cond"},
        {&getBody(), "body"}})
    if (region->empty() || region->front().empty() ||
        !region->front().back().hasTrait<::mlir::OpTrait::IsTerminator>())
      return emitOpError() << "region '" << name
                           << "' must have a block with a terminator";
  auto compatible = [&](StringRef constraint, StringRef what,
                        TypeRange types) -> LogicalResult {
    if (isCompatibleForInference(operandTypes, types))
      return success();
    return emitOpError() << constraint
                         << " expect operands to be compatible with " << what
                         << " but got " << operandTypes << " vs " << types;
  };
  if (failed(compatible("(C1)", "condition block arguments",
                        getCond().getArgumentTypes())) ||
      failed(compatible("(C2)", "body block arguments",
                        getBody().getArgumentTypes())) ||
      failed(compatible("(C2)", "body block return types",
                        getBody().front().back().getOperandTypes())))
    return failure();
  Operation &condReturn = getCond().front().back();
  if (condReturn.getNumOperands() != 1)
    return emitOpError() << "(C1) expect condition body returns a single "
                            "value but got "
                         << condReturn.getNumOperands();
  Type condResult = condReturn.getOperand(0).getType();
  auto condTensor = dyn_cast<RankedTensorType>(condResult);
  if (!condTensor || condTensor.getRank() != 0 ||
      !condTensor.getElementType().isInteger(1))
    return emitOpError() << "(C1) expect condition block return a "
                            "zero-ranked tensor of i1 but got "
                         << condResult;
  return success();
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  // Both regions name their arguments alike, so the loop header lists one
  // name per value.
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

/// `stablehlo.while(%iterArg = %init, ...) : T, ... attributes {...}
///  cond { ... } do { ... }`
void WhileOp::print(OpAsmPrinter &p) {
  p << '(';
  llvm::interleaveComma(llvm::zip(getBody().getArguments(), getOperands()), p,
                        [&](auto pair) {
                          p.printOperand(std::get<0>(pair));
                          p << " = ";
                          p.printOperand(std::get<1>(pair));
                        });
  p << ')';
  if (getNumOperands()) {
    p << " : ";
    llvm::interleaveComma(getOperandTypes(), p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p.printNewline();
  p << "cond ";
  p.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  p << " do ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<OpAsmParser::Argument> args;
  // `(%arg = %init, ...)` read as upstream reads it: after each pair a ')'
  // or a ',' (so a missing comma is "expected ','"), and a ')' may follow a
  // trailing comma.
  if (parser.parseLParen())
    return failure();
  while (failed(parser.parseOptionalRParen())) {
    if (parser.parseArgument(args.emplace_back()) || parser.parseEqual() ||
        parser.parseOperand(operands.emplace_back()))
      return failure();
    if (succeeded(parser.parseOptionalRParen()))
      break;
    if (parser.parseComma())
      return failure();
  }
  if (!operands.empty() &&
      (parser.parseColon() || parser.parseTypeList(result.types)))
    return failure();
  // A count mismatch is reported by resolveOperands, in MLIR's words.
  for (auto [arg, type] : llvm::zip(args, result.types))
    arg.type = type;
  if (parser.resolveOperands(operands, result.types, loc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("cond") ||
      parser.parseRegion(*result.addRegion(), args) ||
      parser.parseKeyword("do") ||
      parser.parseRegion(*result.addRegion(), args))
    return failure();
  return success();
}

// map checks its constraints in its shape function
// (above).

//===----------------------------------------------------------------------===//
// Other ops with regions
//===----------------------------------------------------------------------===//

// async_start and async_done check their constraints in their shape
// functions (above).

LogicalResult CompositeOp::verify() {
  // (C1) is_namespaced_op_name(name): [a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+
  StringRef name = getName();
  auto isWordChar = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  bool valid = parts.size() >= 2 && !parts.front().empty() &&
               llvm::isAlpha(parts.front().front()) &&
               llvm::all_of(parts.front(), isWordChar);
  for (StringRef part : llvm::drop_begin(parts))
    valid = valid && !part.empty() && llvm::all_of(part, [&](char c) {
              return isWordChar(c) || c == '$';
            });
  if (!valid)
    return emitOpError() << "(C1) name must be a valid namespaced op name, "
                            "i.e. it must match the following regular "
                            "expression: "
                            "^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ "
                            "e.g. \"my_namespace.my_op\"; got \""
                         << name << "\"";
  return success();
}

LogicalResult
CompositeOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // (C2) is_defined_in_parent_scope(decomposition).
  StringAttr name = getDecompositionAttr().getAttr();
  Operation *callee =
      symbolTable.lookupNearestSymbolFrom(*this, getDecompositionAttr());
  // As upstream, the decomposition is a func.func (named, so that this
  // library need not link the func dialect); the errors in its words.
  auto function = dyn_cast_or_null<FunctionOpInterface>(callee);
  if (function && callee->getName().getStringRef() != "func.func")
    function = nullptr;
  if (!function)
    return emitOpError() << "(C2) '" << name.getValue()
                         << "' does not reference a valid function"
                         << (callee ? " (it names an op that is not a "
                                      "func.func)"
                                    : "");
  // (C3) types(inputs...) == input_types(decomposition); (C4)
  // types(results...) == output_types(decomposition).
  for (auto [constraint, what, types, expected] :
       {std::tuple<StringRef, StringRef, TypeRange, TypeRange>{
            "(C3)", "operand", getOperandTypes(), function.getArgumentTypes()},
        {"(C4)", "result", getResultTypes(), function.getResultTypes()}}) {
    if (types.size() != expected.size())
      return emitOpError() << constraint << " has " << types.size() << " "
                           << what << "(s), but decomposition has "
                           << expected.size();
    for (auto [index, type, decomposed] : llvm::enumerate(types, expected))
      if (type != decomposed)
        return emitOpError() << constraint << " " << what << " at index "
                             << index << " has type " << type
                             << ", but decomposition has type " << decomposed;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Custom directives of these ops' assembly formats (AssemblyFormat.h)
//===----------------------------------------------------------------------===//

namespace mlir::stablehlo {

void printPairwiseOpType(OpAsmPrinter &p, Operation *, TypeRange operands,
                         TypeRange) {
  llvm::interleaveComma(operands, p);
}

ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results) {
  SMLoc loc = parser.getCurrentLocation();
  // Upstream follows the type list's own error with a second one.
  if (parser.parseTypeList(operands))
    return parser.emitError(loc, "expected type list");
  results.assign(operands.begin(), operands.end());
  return success();
}

} // namespace mlir::stablehlo
