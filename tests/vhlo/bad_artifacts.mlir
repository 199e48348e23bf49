// Input that is not a readable artifact gives a clear error and a non-zero
// exit, never a crash.
// RUN: printf '' > %t.empty
// RUN: not stablehlo-translate --deserialize %t.empty 2>&1 | FileCheck %s --check-prefix=FAIL -DCURRENT=%current_version
// RUN: printf 'ML\357R' > %t.magic
// RUN: not stablehlo-translate --deserialize %t.magic 2>&1 | FileCheck %s --check-prefix=FAIL -DCURRENT=%current_version
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t.magic 2>/dev/null | FileCheck %s --check-prefix=NOVERSION
// RUN: printf 'this is not bytecode {' > %t.garbage
// RUN: not stablehlo-translate --deserialize %t.garbage 2>&1 | FileCheck %s --check-prefix=FAIL -DCURRENT=%current_version
// A real artifact cut short at several lengths, and one with a flipped byte.
// RUN: stablehlo-translate --serialize --target=1.0.0 %s > %t.bc
// RUN: head -c 30 %t.bc > %t.cut30
// RUN: not stablehlo-translate --deserialize %t.cut30 2>&1 | FileCheck %s --check-prefix=FAIL -DCURRENT=%current_version
// RUN: head -c 100 %t.bc > %t.cut100
// RUN: not stablehlo-translate --deserialize %t.cut100 2>&1 | FileCheck %s --check-prefix=FAIL -DCURRENT=%current_version
// RUN: head -c 200 %t.bc > %t.cut200
// RUN: not stablehlo-translate --deserialize %t.cut200 2>&1 | FileCheck %s --check-prefix=FAIL -DCURRENT=%current_version
// Text that is StableHLO, not an artifact, has no version to print.
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %s 2>&1 | FileCheck %s --check-prefix=NOVERSION

// NOVERSION: // Failed parsing StableHLO version from portable artifact
// FAIL: error: {{.*}}failed to deserialize portable artifact using StableHLO_v[[CURRENT]]{{:|$}}

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sqrt %a : tensor<4xf32>
  %1 = stablehlo.add %0, %a : tensor<4xf32>
  return %1 : tensor<4xf32>
}
