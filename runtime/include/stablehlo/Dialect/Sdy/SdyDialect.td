//===- SdyDialect.td - the sdy sharding dialect ------------*- tablegen -*-===//
//
// The `sdy` dialect record. JAX exports its programs with sharding
// annotations in this dialect (meshes, per-value shardings, manual
// computations, sharding rules of custom calls); the tools and the
// serialization API know it so that such programs are read, printed and
// written with their annotations intact. Names, textual syntax and bytecode
// are those of the producers and readers of these programs.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_SDY_SDYDIALECT_TD
#define STABLEHLO_DIALECT_SDY_SDYDIALECT_TD

include "mlir/IR/OpBase.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::mlir::sdy";
  let summary = "Axis-based tensor sharding annotations.";
  let description = [{
    Meshes of named device axes, the sharding of each tensor over them,
    regions run per device (`manual_computation`) and the factor mappings
    that say how an op can be partitioned (`op_sharding_rule`).
  }];
  let useDefaultAttributePrinterParser = 1;
  // `sdy.sharding` on function arguments and results, and `sdy.sharding` /
  // `sdy.sharding_rule` on ops, are checked against the values they annotate.
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerBytecodeInterface();
  }];
}

class Sdy_Op<string mnemonic, list<Trait> traits = []> :
    Op<Sdy_Dialect, mnemonic, traits>;

#endif // STABLEHLO_DIALECT_SDY_SDYDIALECT_TD
