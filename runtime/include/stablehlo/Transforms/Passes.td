//===- Passes.td - the passes of the project ---------------*- tablegen -*-===//
//
// Arguments, descriptions and options are what `stablehlo-opt --help` and
// `--pass-pipeline` see; the names and descriptions of the first three are
// upstream's, so that the same command lines work with both.
// runtime/lib/Transforms/ defines each pass's runOnOperation.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TRANSFORMS_PASSES_TD
#define STABLEHLO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def StablehloLegalizeToVhloPass : Pass<"stablehlo-legalize-to-vhlo", "ModuleOp"> {
  let summary = "Legalize StableHLO and func ops to VHLO at the current version";
  let dependentDialects = ["::mlir::vhlo::VhloDialect"];
  let options = [
    Option<"allowOtherDialects", "allow-other-dialects", "bool", /*default=*/"false",
           "Keep ops, types and attributes of other dialects as they are">,
  ];
}

def VhloToVersionPass : Pass<"vhlo-to-version"> {
  let summary = "Convert VHLO ops to the versions of a target StableHLO release";
  // Diagnostics show attributes and types in their StableHLO form.
  let dependentDialects = ["::mlir::stablehlo::StablehloDialect",
                           "::mlir::shape::ShapeDialect"];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "Target version (#.#.# or 'current')">,
  ];
}

def VhloLegalizeToStablehloPass : Pass<"vhlo-legalize-to-stablehlo", "ModuleOp"> {
  let summary = "Legalize VHLO at the current version to StableHLO and func ops";
  let dependentDialects = ["::mlir::stablehlo::StablehloDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::shape::ShapeDialect"];
}

def StablehloCompatibilityExpanderPass : Pass<"stablehlo-compatibility-expander"> {
  let summary = "Express features newer than the target with older ops (the "
                "schema's `expand:` rewrites)";
  let dependentDialects = ["::mlir::stablehlo::StablehloDialect"];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "Target version (#.#.# or 'current')">,
  ];
}

def StablehloCheckSpecPass : Pass<"stablehlo-check-spec"> {
  let summary = "Report every op that violates a constraint of the StableHLO "
                "spec, including those that the verifiers relax as upstream "
                "StableHLO does";
}

#endif // STABLEHLO_TRANSFORMS_PASSES_TD
