//===- StablehloAttrs.td - StableHLO attributes ------------*- tablegen -*-===//
//
// Attributes of the StableHLO dialect (enum attributes live in
// StablehloEnums.td).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_ATTRS_TD
#define STABLEHLO_DIALECT_STABLEHLO_ATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/TensorEncoding.td"
include "stablehlo/Dialect/Stablehlo/StablehloDialect.td"
include "stablehlo/Dialect/Stablehlo/StablehloEnums.td"
include "stablehlo/Dialect/Stablehlo/StablehloInterfaces.td"

class Stablehlo_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Stablehlo_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Stablehlo_TypeExtensions : Stablehlo_Attr<"TypeExtensions",
    "type_extensions", [
      DeclareAttrInterfaceMethods<VerifiableTensorEncoding>,
      DeclareAttrInterfaceMethods<Stablehlo_BoundedAttrInterface>]> {
  let summary = "StableHLO properties of a ranked tensor type";
  let description = [{
    Used as the encoding of a ranked tensor type to give its dynamic
    dimensions upper bounds. Printed in the short form
    `tensor<?x4xf32, #stablehlo.bounds<8, ?>>`; the long form
    `#stablehlo.type_extensions<bounds = [8, ?]>` also parses.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$bounds);
  let assemblyFormat = "`<` `bounds` `=` ` ` custom<DimSizes>($bounds) `>`";
}

def Stablehlo_ResultAccuracyAttr : Stablehlo_Attr<"ResultAccuracy",
    "result_accuracy"> {
  let summary = "Requested accuracy of a transcendental unary op";
  let description = [{
    Either a mode without tolerances, or mode TOLERANCE with an absolute
    tolerance, a relative tolerance and a number of ULPs. Fields equal to zero
    are omitted when printing. Example:
    `#stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1,
      mode = #stablehlo.result_accuracy_mode<TOLERANCE>>`.
  }];
  let parameters = (ins
    "::llvm::APFloat":$atol,
    "::llvm::APFloat":$rtol,
    "int64_t":$ulps,
    Stablehlo_ResultAccuracyModeAttr:$mode
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  // Lets DefaultValuedOptionalAttr take a ResultAccuracyMode as its default.
  let constBuilderCall = [{
    ::mlir::stablehlo::ResultAccuracyAttr::get($_builder.getContext(), $0)
  }];
  let builders = [
    AttrBuilder<(ins "::mlir::stablehlo::ResultAccuracyMode":$mode), [{
      return $_get($_ctxt, ::llvm::APFloat(0.0), ::llvm::APFloat(0.0), 0,
                   ::mlir::stablehlo::ResultAccuracyModeAttr::get($_ctxt,
                                                                  mode));
    }]>
  ];
}

#endif // STABLEHLO_DIALECT_STABLEHLO_ATTRS_TD
