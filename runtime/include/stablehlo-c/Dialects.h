/*===- stablehlo-c/Dialects.h - Dialect handles of StableHLO and VHLO ----===*\
|*                                                                            *|
|* mlirGetDialectHandle__stablehlo__() and mlirGetDialectHandle__vhlo__(),   *|
|* for mlirDialectHandleRegisterDialect / InsertDialect / LoadDialect.        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef STABLEHLO_C_DIALECTS_H
#define STABLEHLO_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Stablehlo, stablehlo);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Vhlo, vhlo);

#ifdef __cplusplus
}
#endif

#endif /* STABLEHLO_C_DIALECTS_H */
