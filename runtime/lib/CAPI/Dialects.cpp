//===- Dialects.cpp - Dialect handles of StableHLO and VHLO ---------------===//

#include "stablehlo-c/Dialects.h"

#include "mlir/CAPI/Registration.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Stablehlo, stablehlo,
                                      mlir::stablehlo::StablehloDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Vhlo, vhlo, mlir::vhlo::VhloDialect)
