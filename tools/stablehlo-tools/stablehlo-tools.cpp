//===- stablehlo-tools.cpp - the three tools in one executable ------------===//
//
// stablehlo-translate, stablehlo-opt and stablehlo-lsp-server in one
// statically linked executable, which the wheel ships once instead of three
// times (each tool alone is over 90% the same LLVM and MLIR code). It runs
// the tool its argv[0] names (a link or a copy under the tool's name, or the
// wheel's console commands, which exec it with the tool's name as argv[0]),
// or the tool named by its first argument:
//
//   stablehlo-tools stablehlo-translate --serialize --target=1.0.0 prog.mlir
//
// The tool then sees its own name as argv[0], so its messages and exit codes
// are those of the separate executable.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cstring>

#include "ToolMains.h"

namespace {

struct Tool {
  const char *name;
  int (*main)(int, char **);
};

const Tool kTools[] = {
    {"stablehlo-translate", stablehlo_tools::translateToolMain},
    {"stablehlo-opt", stablehlo_tools::optToolMain},
    {"stablehlo-lsp-server", stablehlo_tools::lspServerToolMain},
};

const char *baseName(const char *path) {
  const char *slash = std::strrchr(path, '/');
  return slash ? slash + 1 : path;
}

const Tool *find(const char *path) {
  for (const Tool &tool : kTools)
    if (std::strcmp(baseName(path), tool.name) == 0)
      return &tool;
  return nullptr;
}

} // namespace

int main(int argc, char **argv) {
  if (argc > 0)
    if (const Tool *tool = find(argv[0]))
      return tool->main(argc, argv);
  if (argc > 1)
    if (const Tool *tool = find(argv[1])) {
      argv[1] = const_cast<char *>(tool->name);
      return tool->main(argc - 1, argv + 1);
    }
  std::fprintf(
      stderr,
      "usage: stablehlo-tools TOOL [ARGS...], or run it under a TOOL's name;\n"
      "TOOL is one of stablehlo-translate, stablehlo-opt, "
      "stablehlo-lsp-server\n");
  return 2;
}
