//===- main.cpp - stablehlo-opt's executable ------------------------------===//

#include "ToolMains.h"

int main(int argc, char **argv) {
  return stablehlo_tools::optToolMain(argc, argv);
}
