/*===- stablehlo-c/Dialects.h - Dialect handles of StableHLO and VHLO ----===*\
|*                                                                            *|
|* mlirGetDialectHandle__stablehlo__() and mlirGetDialectHandle__vhlo__(),   *|
|* for mlirDialectHandleRegisterDialect / InsertDialect / LoadDialect, and   *|
|* the handles of the other dialects StableHLO programs use.                 *|
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

/* The MLIR dialects a StableHLO program holds besides StableHLO (func.func,
 * and the types of quant, shape and sparse_tensor), as the headers under
 * mlir-c/Dialect/ declare them: libStablehloPortable.so exports these handles,
 * so that a program linking only it can register them in its contexts. */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Func, func);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Quant, quant);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Shape, shape);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(SparseTensor, sparse_tensor);

#ifdef __cplusplus
}
#endif

#endif /* STABLEHLO_C_DIALECTS_H */
