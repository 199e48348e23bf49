//===- StablehloOps.h - StableHLO dialect -----------------------*- C++ -*-===//
//
// The StableHLO dialect: its types, attributes, enums and operations.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_STABLEHLOOPS_H
#define STABLEHLO_DIALECT_STABLEHLO_STABLEHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TensorEncoding.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "stablehlo/Dialect/Stablehlo/StablehloBase.h"

#include "stablehlo/Dialect/Stablehlo/StablehloAttrInterfaces.h.inc"
#include "stablehlo/Dialect/Stablehlo/StablehloDialect.h.inc"
#include "stablehlo/Dialect/Stablehlo/StablehloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloTypes.h.inc"

#define GET_OP_CLASSES
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h.inc"

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOOPS_H
