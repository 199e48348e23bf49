//===- ToolMains.h - the tools' entry points --------------------*- C++ -*-===//
//
// Each tool's main(), as a function: the executables stablehlo-translate,
// stablehlo-opt and stablehlo-lsp-server call one each, and stablehlo-tools
// (the multi-call executable the wheel ships) calls the one its argv[0]
// names. A tool registers its command-line options when its function runs,
// so one process holds one tool's options only.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TOOLS_TOOLMAINS_H
#define STABLEHLO_TOOLS_TOOLMAINS_H

namespace stablehlo_tools {

int translateToolMain(int argc, char **argv);
int optToolMain(int argc, char **argv);
int lspServerToolMain(int argc, char **argv);

} // namespace stablehlo_tools

#endif // STABLEHLO_TOOLS_TOOLMAINS_H
