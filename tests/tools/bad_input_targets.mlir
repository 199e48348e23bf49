// Bad --target values: upstream's phrase, the fault, and the valid range;
// exit 1 and no -o file (rows 25-41 of docs/bad-input.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: not stablehlo-translate --serialize --target= %s -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize %s -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.2 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=1.2 -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.2.3.4 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=1.2.3.4 -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=CURRENT %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=CURRENT -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=v1.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=NUMBER -DV=v1.0.0 -DC=v1 -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=1.x.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=NUMBER -DV=1.x.0 -DC=x -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=-1.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=NUMBER -DV=-1.0.0 -DC=-1 -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=99999999999999999999.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HUGE -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize "--target= 1.0.0" %s -o %t/out 2>&1 | FileCheck %s --check-prefix=SPACE-BEFORE
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize "--target=1.0.0 " %s -o %t/out 2>&1 | FileCheck %s --check-prefix=SPACE-AFTER
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=0.8.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=LOW -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=%next_version %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=%next_version -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=2.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=2.0.0 -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=%next_patch_version %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=%next_patch_version -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// The same messages from stablehlo-opt's --vhlo-to-version.
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=2.0.0 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=HIGH -DV=2.0.0 -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.2 %s -o %t/out 2>&1 | FileCheck %s --check-prefix=TWO -DV=1.2 -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not test -e %t/out
// The edges of the range work.
// RUN: stablehlo-translate --serialize --target=%minimum_version %s -o %t/min.bc
// RUN: stablehlo-translate --serialize --target=%current_version %s -o %t/max.bc
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %t/min.bc | FileCheck %s --check-prefix=MIN -DMINIMUM=%minimum_version
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %t/max.bc | FileCheck %s --check-prefix=MAX -DCURRENT=%current_version
// MIN: // Reading portable artifact with StableHLO version: [[MINIMUM]]{{$}}
// MAX: // Reading portable artifact with StableHLO version: [[CURRENT]]{{$}}

// MINIMUM and CURRENT are Version.h's (tests/lit_common.py); the HIGH targets
// are one minor and one patch above CURRENT, and 2.0.0.

// EMPTY: error: No target version specified.{{$}}
// EMPTY-NEXT: Target version must be of the form `#.#.#`. Valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// TWO: error: Invalid target version argument '[[V]]'{{$}}
// TWO-NEXT: Target version must be of the form `#.#.#`. '[[V]]' is not: it does not have three components. Valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// NUMBER: error: Invalid target version argument '[[V]]'{{$}}
// NUMBER-NEXT: Target version must be of the form `#.#.#`. '[[V]]' is not: component '[[C]]' is not a decimal number. Valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// HUGE: error: Invalid target version argument '99999999999999999999.0.0'{{$}}
// HUGE-NEXT: Target version must be of the form `#.#.#`. '99999999999999999999.0.0' is not: component '99999999999999999999' is too large. Valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// SPACE-BEFORE: error: Invalid target version argument ' 1.0.0'{{$}}
// SPACE-BEFORE-NEXT: Target version must be of the form `#.#.#`. ' 1.0.0' is not: it has leading or trailing whitespace.
// SPACE-AFTER: error: Invalid target version argument '1.0.0 '{{$}}
// SPACE-AFTER-NEXT: Target version must be of the form `#.#.#`. '1.0.0 ' is not: it has leading or trailing whitespace.
// LOW: error: target version 0.8.0 is less than minimum supported [[MINIMUM]]; valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// HIGH: error: target version [[V]] is greater than current version [[CURRENT]]; valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32>
  return %0 : tensor<f32>
}
