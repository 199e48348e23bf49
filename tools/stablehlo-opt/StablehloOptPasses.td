//===- StablehloOptPasses.td - stablehlo-opt's own passes --*- tablegen -*-===//
//
// Passes that stablehlo-opt adds to the pipeline itself and does not
// register (no command-line flag names them).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_OPT_PASSES_TD
#define STABLEHLO_OPT_PASSES_TD

include "mlir/Pass/PassBase.td"

// Runs first on a program read from bytecode: text was bounded before
// parsing.
def CheckAttributeNestingPass : Pass<"stablehlo-opt-check-input-nesting"> {
  let summary = "Refuse attributes, types and locations nested deeper than "
                "the tools accept";
}

#endif // STABLEHLO_OPT_PASSES_TD
