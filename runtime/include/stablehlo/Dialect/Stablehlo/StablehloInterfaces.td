//===- StablehloInterfaces.td - StableHLO interfaces -------*- tablegen -*-===//
//
// Interfaces of the StableHLO dialect.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_INTERFACES_TD
#define STABLEHLO_DIALECT_STABLEHLO_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Stablehlo_BoundedAttrInterface : AttrInterface<"BoundedAttrInterface"> {
  let cppNamespace = "::mlir::stablehlo";
  let description = [{
    An attribute, used as the encoding of a ranked tensor type, that carries
    an upper bound per dimension. There is one entry per dimension;
    `ShapedType::kDynamic` (printed `?`) means "no bound", which is the only
    value allowed for a static dimension.
  }];
  let methods = [
    InterfaceMethod<"Returns one bound per dimension.",
                    "::llvm::ArrayRef<int64_t>", "getBounds">
  ];
}

#endif // STABLEHLO_DIALECT_STABLEHLO_INTERFACES_TD
