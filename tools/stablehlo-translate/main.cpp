//===- main.cpp - stablehlo-translate's executable ------------------------===//

#include "ToolMains.h"

int main(int argc, char **argv) {
  return stablehlo_tools::translateToolMain(argc, argv);
}
