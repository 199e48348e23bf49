//===- FuzzCommon.h - shared set-up of the fuzz harnesses --------*- C++
//-*-===//
//
// Each input gets a fresh single-threaded MLIRContext (no state carried from
// one input to the next, so a finding reproduces from its file alone) with
// every dialect the serialization API reads or writes, and a diagnostic
// handler that swallows errors: refusing bad input is fine, only crashes,
// hangs, leaks, sanitizer reports and explicit aborts are findings.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TESTS_FUZZ_FUZZCOMMON_H
#define STABLEHLO_TESTS_FUZZ_FUZZCOMMON_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace stablehlo_fuzz {

inline const mlir::DialectRegistry &registry() {
  static const mlir::DialectRegistry *r = [] {
    auto *reg = new mlir::DialectRegistry();
    reg->insert<mlir::func::FuncDialect, mlir::shape::ShapeDialect,
                mlir::quant::QuantDialect, mlir::stablehlo::StablehloDialect,
                mlir::vhlo::VhloDialect>();
    return reg;
  }();
  return *r;
}

/// A context for one input, with diagnostics silenced.
struct FuzzContext {
  mlir::MLIRContext context{registry(), mlir::MLIRContext::Threading::DISABLED};
  mlir::ScopedDiagnosticHandler quiet{
      &context, [](mlir::Diagnostic &) { return mlir::success(); }};
  FuzzContext() { context.loadAllAvailableDialects(); }
};

} // namespace stablehlo_fuzz

#endif // STABLEHLO_TESTS_FUZZ_FUZZCOMMON_H
