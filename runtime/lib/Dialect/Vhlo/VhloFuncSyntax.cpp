//===- VhloFuncSyntax.cpp - the textual form of vhlo.func_v1 --------------===//
//
// vhlo.func_v1 is the one VHLO op with a form of its own (schema `syntax:
// custom`), the one upstream's tools print:
//
//   vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
//     ...
//   } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = ...}
//
// The symbol name stands for sym_name (a string_v1), the argument list and
// `-> (results)` for function_type (a type_v1 of func_v1), and the trailing
// dictionary holds the other properties and the discardable attributes,
// sorted by name. What this form cannot say stays in the dictionary: a
// sym_name that is not a string_v1, a function_type that is not a func_v1
// type or whose inputs differ from the body's arguments (then no `->` part
// is printed). A function without a body prints no region, and its
// dictionary after the keyword `attributes`.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/OpImplementation.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace mlir {
namespace vhlo {

static constexpr StringLiteral kSymName = "sym_name";
static constexpr StringLiteral kFunctionType = "function_type";

void FuncOpV1::print(OpAsmPrinter &p) {
  Region &body = getBody();
  ArrayRef<BlockArgument> args =
      body.empty() ? ArrayRef<BlockArgument>() : body.front().getArguments();
  auto name = llvm::dyn_cast_or_null<StringV1Attr>(getSymName());
  auto typeAttr = llvm::dyn_cast_or_null<TypeV1Attr>(getFunctionType());
  auto type = typeAttr ? llvm::dyn_cast<FuncV1Type>(typeAttr.getValue()) : FuncV1Type();
  bool signature = type && llvm::equal(type.getInputs(), TypeRange(ValueRange(args)));

  SmallVector<StringRef, 2> elided;
  if (name) {
    p << ' ';
    p.printSymbolName(name.getValue());
    elided.push_back(kSymName);
  }
  p << '(';
  llvm::interleaveComma(args, p, [&](BlockArgument arg) { p.printRegionArgument(arg); });
  p << ')';
  if (signature) {
    elided.push_back(kFunctionType);
    p << " -> (";
    llvm::interleaveComma(type.getOutputs(), p);
    p << ')';
  }
  if (!body.empty()) {
    p << ' ';
    p.printRegion(body, /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
  }
  NamedAttrList attrs((*this)->getDiscardableAttrDictionary());
  if (auto props = llvm::dyn_cast_or_null<DictionaryAttr>((*this)->getPropertiesAsAttribute()))
    for (NamedAttribute attr : props)
      attrs.set(attr.getName(), attr.getValue());
  // Without a body, a bare `{` would read as one: say `attributes`.
  if (body.empty())
    p.printOptionalAttrDictWithKeyword(attrs.getAttrs(), elided);
  else
    p.printOptionalAttrDict(attrs.getAttrs(), elided);
}

ParseResult FuncOpV1::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  StringAttr name;
  if (succeeded(parser.parseOptionalSymbolName(name)))
    result.addAttribute(kSymName, StringV1Attr::get(ctx, name.getValue()));
  SmallVector<OpAsmParser::Argument> args;
  if (parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren, /*allowType=*/true))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    SmallVector<Type> outputs;
    if (parser.parseLParen())
      return failure();
    if (failed(parser.parseOptionalRParen()) &&
        (parser.parseCommaSeparatedList([&] { return parser.parseType(outputs.emplace_back()); }) ||
         parser.parseRParen()))
      return failure();
    SmallVector<Type> inputs;
    for (OpAsmParser::Argument &arg : args)
      inputs.push_back(arg.type);
    result.addAttribute(kFunctionType,
                        TypeV1Attr::get(ctx, FuncV1Type::get(ctx, inputs, outputs)));
  }
  Region *body = result.addRegion();
  OptionalParseResult region = parser.parseOptionalRegion(*body, args);
  if (region.has_value() && failed(*region))
    return failure();
  if (!region.has_value() && !args.empty())
    return parser.emitError(parser.getCurrentLocation())
           << "vhlo.func_v1 names arguments but has no body";
  SMLoc dictLoc = parser.getCurrentLocation();
  NamedAttrList attrs;
  if (region.has_value() ? parser.parseOptionalAttrDict(attrs)
                        : parser.parseOptionalAttrDictWithKeyword(attrs))
    return failure();
  for (NamedAttribute attr : attrs) {
    if (result.attributes.get(attr.getName()))
      return parser.emitError(dictLoc)
             << "vhlo.func_v1: '" << attr.getName().getValue()
             << "' is given by the signature and again in the attribute dictionary";
    result.attributes.push_back(attr);
  }
  for (StringRef required : {kSymName, kFunctionType})
    if (!result.attributes.get(required))
      return parser.emitError(parser.getNameLoc())
             << "vhlo.func_v1 needs " << required << ": give "
             << (required == kSymName ? "a symbol name (@name)" : "`-> (result types)`")
             << " or the attribute";
  return success();
}

} // namespace vhlo
} // namespace mlir
