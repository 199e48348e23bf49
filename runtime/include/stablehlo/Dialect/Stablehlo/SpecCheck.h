//===- SpecCheck.h - the spec's constraints as an opt-in check -*- C++ -*-===//
//
// StableHLO's verifiers accept exactly the programs that upstream StableHLO
// 1.20.0 accepts: a portable artifact that upstream reads must be readable
// here. Where the spec states a constraint that upstream relaxes or does not
// enforce (tests/status/upstream_enforcement.txt lists them), the verifier
// holds the spec's rule too, but runs it only while a SpecCheckScope is open
// on the current thread. The `stablehlo-check-spec` pass and the checkSpec
// entry points (stablehlo/Transforms/Passes.h, the C and Python APIs) open
// one; parsing, serialization and deserialization never do.
//
// In a verifier:
//   if (isSpecCheckEnabled()) { ... the spec's rule, message "(Cn) ..." ... }
//   else { ... upstream's weaker rule, with upstream's message ... }
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_SPECCHECK_H
#define STABLEHLO_DIALECT_STABLEHLO_SPECCHECK_H

#include "llvm/Support/LogicalResult.h"

namespace mlir {
class Operation;
} // namespace mlir

namespace mlir::stablehlo {

namespace detail {
inline bool &specCheckFlag() {
  static thread_local bool enabled = false;
  return enabled;
}
} // namespace detail

/// True while the spec's constraints are checked on this thread (inside a
/// SpecCheckScope).
inline bool isSpecCheckEnabled() { return detail::specCheckFlag(); }

/// Enables the spec's constraints in the verifiers run on this thread for
/// its lifetime. The verifier must then run on this thread: checkSpec walks
/// the ops itself rather than using MLIR's multithreaded verifier.
class SpecCheckScope {
public:
  SpecCheckScope() : saved(detail::specCheckFlag()) {
    detail::specCheckFlag() = true;
  }
  ~SpecCheckScope() { detail::specCheckFlag() = saved; }
  SpecCheckScope(const SpecCheckScope &) = delete;
  SpecCheckScope &operator=(const SpecCheckScope &) = delete;

private:
  bool saved;
};

/// The spec's rules on the types an op uses that type verifiers cannot hold
/// back while parsing: a #stablehlo.bounds bound must be non-negative (upstream
/// accepts a negative one). Checks the types of `op`'s operands, results and
/// block arguments; the spec check runs it on every op.
llvm::LogicalResult checkBoundsOfSpec(Operation *op);

} // namespace mlir::stablehlo

#endif // STABLEHLO_DIALECT_STABLEHLO_SPECCHECK_H
