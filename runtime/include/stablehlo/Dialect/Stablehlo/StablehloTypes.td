//===- StablehloTypes.td - StableHLO types -----------------*- tablegen -*-===//
//
// Types of the StableHLO dialect.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_TYPES_TD
#define STABLEHLO_DIALECT_STABLEHLO_TYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "stablehlo/Dialect/Stablehlo/StablehloDialect.td"

class Stablehlo_Type<string name, string typeMnemonic>
    : TypeDef<Stablehlo_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def Stablehlo_Token : Stablehlo_Type<"Token", "token"> {
  let summary = "Token";
  let description = [{
    Orders side-effecting operations. Example: `!stablehlo.token`.
  }];
}

def StableHLO_Future : Stablehlo_Type<"Future", "future"> {
  let summary = "Result of an asynchronous operation";
  let description = [{
    The pending results of an asynchronous operation, one ranked tensor type
    each. Example: `!stablehlo.future<tensor<2xf32>>`.
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let assemblyFormat = "`<` $types `>`";
  let genVerifyDecl = 1;
}

#endif // STABLEHLO_DIALECT_STABLEHLO_TYPES_TD
