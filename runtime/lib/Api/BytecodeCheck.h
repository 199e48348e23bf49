//===- BytecodeCheck.h - structural pre-validation of MLIR bytecode -------===//
//
// Declared in the public stablehlo/Api/InputChecks.h (the tools check their
// own input with it too).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_BYTECODECHECK_H
#define STABLEHLO_API_BYTECODECHECK_H

#include "stablehlo/Api/InputChecks.h"

#endif // STABLEHLO_API_BYTECODECHECK_H
