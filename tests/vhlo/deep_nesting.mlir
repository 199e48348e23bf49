// Regions 100 levels deep (stablehlo.while ops, each in the body of the one
// before; the program tools/bench.py times as "100 deep") are serialized,
// for the current release and for the oldest, and read back unchanged: no
// walk over the program overflows the stack. A correctness test; speed is
// measured by tools/bench.py only.
// RUN: %python %S/../../tools/bench.py --emit nested:100:2 > %t.mlir
// RUN: stablehlo-opt %t.mlir > %t.orig.mlir
// RUN: stablehlo-translate --serialize --target=current %t.mlir > %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | stablehlo-opt > %t.back.mlir
// RUN: diff %t.orig.mlir %t.back.mlir
// RUN: stablehlo-translate --serialize --target=0.9.0 %t.mlir > %t.0_9_0.bc
// RUN: stablehlo-translate --deserialize %t.0_9_0.bc | stablehlo-opt > %t.back.0_9_0.mlir
// RUN: diff %t.orig.mlir %t.back.0_9_0.mlir
// RUN: grep -c "stablehlo.while" %t.back.mlir | FileCheck %s --check-prefix=COUNT
// RUN: %python -c "import sys; print('indent', max(len(l) - len(l.lstrip(' ')) for l in open(sys.argv[1])))" %t.back.mlir | FileCheck %s --check-prefix=DEPTH

// Two functions of 100 nested whiles each.
// COUNT: 200
// The innermost body is 100 levels in: the function's 2 spaces, 2 a level
// and 2 for the region.
// DEPTH: indent 204
