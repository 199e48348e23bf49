// Bad --target values: upstream's phrase, the fault, and the valid range;
// exit 1 and no -o file (rows 25-41 of docs/bad-input.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: not stablehlo-translate --serialize --target= %s -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize %s -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.2 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=1.2
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.2.3.4 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=1.2.3.4
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=CURRENT %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=CURRENT
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=v1.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=NUMBER -DV=v1.0.0 -DC=v1
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.x.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=NUMBER -DV=1.x.0 -DC=x
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=-1.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=NUMBER -DV=-1.0.0 -DC=-1
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=99999999999999999999.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize "--target= 1.0.0" %s -o %t/out 2>&1 | FileCheck %s --check-prefix=SPACE-BEFORE
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize "--target=1.0.0 " %s -o %t/out 2>&1 | FileCheck %s --check-prefix=SPACE-AFTER
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=0.8.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.21.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=1.21.0
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=2.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=2.0.0
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.20.1 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=1.20.1
// RUN: not test -e %t/out
// The same messages from stablehlo-opt's --vhlo-to-version.
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=2.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=2.0.0
// RUN: not test -e %t/out
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.2 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=1.2
// RUN: not test -e %t/out
// The edges of the range work.
// RUN: stablehlo-translate --serialize --target=0.9.0 %s -o %t/min.bc
// RUN: stablehlo-translate --serialize --target=1.20.0 %s -o %t/max.bc
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %t/min.bc | FileCheck %s --check-prefix=MIN
// MIN: // Reading portable artifact with StableHLO version: 0.9.0

// EMPTY: error: No target version specified. Target version must be of the form `#.#.#`. Valid targets are 0.9.0 ... 1.20.0, or 'current'
// TWO: error: Invalid target version argument '[[V]]': it does not have three components. Target version must be of the form `#.#.#`. Valid targets are 0.9.0 ... 1.20.0, or 'current'
// NUMBER: error: Invalid target version argument '[[V]]': component '[[C]]' is not a decimal number. Target version must be of the form `#.#.#`. Valid targets are 0.9.0 ... 1.20.0, or 'current'
// HUGE: error: Invalid target version argument '99999999999999999999.0.0': component '99999999999999999999' is too large. Target version must be of the form `#.#.#`. Valid targets are 0.9.0 ... 1.20.0, or 'current'
// SPACE-BEFORE: error: Invalid target version argument ' 1.0.0': it has leading or trailing whitespace. Target version must be of the form `#.#.#`.
// SPACE-AFTER: error: Invalid target version argument '1.0.0 ': it has leading or trailing whitespace. Target version must be of the form `#.#.#`.
// LOW: error: target version 0.8.0 is less than minimum supported 0.9.0; valid targets are 0.9.0 ... 1.20.0, or 'current'
// HIGH: error: target version [[V]] is greater than current version 1.20.0; valid targets are 0.9.0 ... 1.20.0, or 'current'

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32>
  return %0 : tensor<f32>
}
