//===- DiagnosticCollector.h - a context's diagnostics as text -----------===//
//
// Internal to the serialization library: the string API and the inspector
// hand the diagnostics of their own context back as text.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_DIAGNOSTICCOLLECTOR_H
#define STABLEHLO_API_DIAGNOSTICCOLLECTOR_H

#include <optional>
#include <string>

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace stablehlo {

/// While alive, collects the context's diagnostics into `out` (when given)
/// instead of letting them reach stderr. Without `out`, diagnostics take
/// MLIR's default path (printed to stderr), as upstream's API does.
class DiagnosticCollector {
public:
  DiagnosticCollector(MLIRContext *context, std::string *out) : out(out) {
    if (out)
      handler.emplace(context, [this](Diagnostic &diag) {
        append(diag);
        for (Diagnostic &note : diag.getNotes())
          append(note);
        return success();
      });
  }

private:
  void append(Diagnostic &diag) {
    llvm::raw_string_ostream os(*out);
    if (!isa<UnknownLoc>(diag.getLocation()))
      os << diag.getLocation() << ": ";
    switch (diag.getSeverity()) {
    case DiagnosticSeverity::Error:
      os << "error: ";
      break;
    case DiagnosticSeverity::Warning:
      os << "warning: ";
      break;
    case DiagnosticSeverity::Note:
      os << "note: ";
      break;
    case DiagnosticSeverity::Remark:
      os << "remark: ";
      break;
    }
    os << diag << "\n";
  }

  std::string *out;
  std::optional<ScopedDiagnosticHandler> handler;
};

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_DIAGNOSTICCOLLECTOR_H
