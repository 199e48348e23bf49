// RUN: stablehlo-opt %s --hlo-test-infer | FileCheck %s
