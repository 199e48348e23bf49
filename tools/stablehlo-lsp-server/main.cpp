//===- main.cpp - stablehlo-lsp-server's executable -----------------------===//

#include "ToolMains.h"

int main(int argc, char **argv) {
  return stablehlo_tools::lspServerToolMain(argc, argv);
}
