//===- ToolVersion.h - what --version prints --------------------*- C++ -*-===//
//
// The tools' --version: this project's name and version (the file VERSION),
// the StableHLO release it implements and the LLVM it was built with, on
// the first line, then LLVM's own lines as before, e.g.
//
//   stablehlo-portable 0.1.0 (StableHLO 1.20.0, LLVM 22.1.8)
//   Debian LLVM version 22.1.8
//     Optimized build.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TOOLS_TOOLVERSION_H
#define STABLEHLO_TOOLS_TOOLVERSION_H

#include "stablehlo/Dialect/Vhlo/Version.h"
#include "stablehlo/PortableVersion.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace stablehlo_tools {

inline void setVersionPrinter() {
  llvm::cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << STABLEHLO_PORTABLE_NAME " " STABLEHLO_PORTABLE_VERSION " (StableHLO "
       << mlir::vhlo::Version::getCurrentVersion()
       << ", LLVM " LLVM_VERSION_STRING ")\n";
    os.flush();
    // LLVM's own text (vendor, version, build kind), which --version printed
    // before; it ignores the printer set here.
    llvm::cl::PrintVersionMessage();
  });
}

} // namespace stablehlo_tools

#endif // STABLEHLO_TOOLS_TOOLVERSION_H
