//===- VhloFuncSyntax.cpp - the textual form of vhlo.func_v1 --------------===//
//
// vhlo.func_v1 is the one VHLO op with a form of its own (schema `syntax:
// custom`), upstream's grammar:
//
//   vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) ->
//   (!vhlo.tensor_v1<!vhlo.f32_v1>) {
//     ...
//   } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>,
//   sym_visibility = ...}
//
// Every part is required but the dictionary: the symbol name, which becomes
// sym_name (a string_v1); the argument list and `-> (results)` (or a single
// result type without parentheses), which become function_type (a type_v1
// of func_v1 with the arguments' types as inputs); the body, whose entry
// block takes the arguments. The optional dictionary holds the other
// properties and the discardable attributes; as in upstream's parser, a
// sym_name or function_type given there replaces the one the signature made.
//
// The printer prints that form, and puts into the dictionary what the
// signature cannot say, so that the text reads back as the same op (in
// upstream's parser too): a sym_name that is not a string_v1 (the symbol is
// then @"", as for an empty name), a function_type that is not a func_v1 type
// or whose inputs are not the body's argument types (a declaration with inputs:
// its body has no block to hold them).
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
  auto name = llvm::dyn_cast_or_null<StringV1Attr>(getSymName());
  auto typeAttr = llvm::dyn_cast_or_null<TypeV1Attr>(getFunctionType());
  auto type =
      typeAttr ? llvm::dyn_cast<FuncV1Type>(typeAttr.getValue()) : FuncV1Type();

  SmallVector<StringRef, 2> elided;
  p << ' ';
  // MLIR prints an empty symbol name as one that does not parse; `@""` does.
  if (name && !name.getValue().empty())
    p.printSymbolName(name.getValue());
  else
    p << "@\"\"";
  if (name)
    elided.push_back(kSymName);
  p << '(';
  llvm::interleaveComma(body.getArguments(), p,
                        [&](BlockArgument arg) { p.printRegionArgument(arg); });
  p << ") -> (";
  if (type)
    llvm::interleaveComma(type.getOutputs(), p);
  p << ") ";
  if (type && llvm::equal(type.getInputs(), body.getArgumentTypes()))
    elided.push_back(kFunctionType);
  p.printRegion(body, /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/true,
                /*printEmptyBlock=*/true);
  p.printOptionalAttrDict((*this)->getAttrs(), elided);
}

ParseResult FuncOpV1::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  StringAttr name;
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<Type> outputs;
  auto body = std::make_unique<Region>();
  if (parser.parseSymbolName(name) ||
      parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true) ||
      parser.parseArrowTypeList(outputs) || parser.parseRegion(*body, args))
    return failure();
  SmallVector<Type> inputs;
  for (OpAsmParser::Argument &arg : args)
    inputs.push_back(arg.type);
  Properties &props = result.getOrAddProperties<Properties>();
  props.sym_name = StringV1Attr::get(ctx, name.getValue());
  props.function_type =
      TypeV1Attr::get(ctx, FuncV1Type::get(ctx, inputs, outputs));

  // The dictionary: an inherent attribute given here replaces the property
  // when the op is made.
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes) ||
      failed(verifyInherentAttrs(result.name, result.attributes, [&] {
        return parser.emitError(loc)
               << "'" << result.name.getStringRef() << "' op ";
      })))
    return failure();
  result.addRegion(std::move(body));
  return success();
}

} // namespace vhlo
} // namespace mlir
