// Targets outside [minimum, current] (Version.h) or not of the form #.#.# are
// refused.
// RUN: not stablehlo-translate --serialize --target=x.y.z %s 2>&1 | FileCheck %s --check-prefix=MALFORMED -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not stablehlo-translate --serialize --target=1.2 %s 2>&1 | FileCheck %s --check-prefix=TWO -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not stablehlo-translate --serialize %s 2>&1 | FileCheck %s --check-prefix=EMPTY -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not stablehlo-translate --serialize --target=0.8.0 %s 2>&1 | FileCheck %s --check-prefix=LOW -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: not stablehlo-translate --serialize --target=%next_patch_version %s 2>&1 | FileCheck %s --check-prefix=HIGH -DMINIMUM=%minimum_version -DCURRENT=%current_version -DHIGH=%next_patch_version
// RUN: not stablehlo-translate --serialize --target=99999999999999999999.0.0 %s 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.0 %s 2>&1 | FileCheck %s --check-prefix=TWO -DMINIMUM=%minimum_version -DCURRENT=%current_version
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize --print-stablehlo-version | FileCheck %s --check-prefix=CURRENT -DCURRENT=%current_version

// Each message contains upstream's phrase, then what would work. MINIMUM and
// CURRENT are Version.h's (tests/lit_common.py); HIGH is one patch above
// CURRENT.
// MALFORMED: error: Invalid target version argument 'x.y.z'{{$}}
// MALFORMED-NEXT: Target version must be of the form `#.#.#`. 'x.y.z' is not: component 'x' is not a decimal number. Valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// TWO: error: Invalid target version argument '{{1.2|1.0}}'{{$}}
// TWO-NEXT: Target version must be of the form `#.#.#`. '{{1.2|1.0}}' is not: it does not have three components. Valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// EMPTY: error: No target version specified.{{$}}
// EMPTY-NEXT: Target version must be of the form `#.#.#`. Valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// LOW: error: target version 0.8.0 is less than minimum supported [[MINIMUM]]; valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// HIGH: error: target version [[HIGH]] is greater than current version [[CURRENT]]; valid targets are [[MINIMUM]] ... [[CURRENT]], or 'current'
// OVERFLOW: error: Invalid target version argument '99999999999999999999.0.0'{{$}}
// OVERFLOW-NEXT: Target version must be of the form `#.#.#`. '99999999999999999999.0.0' is not: component '99999999999999999999' is too large.
// CURRENT: // Reading portable artifact with StableHLO version: [[CURRENT]]{{$}}

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32>
  return %0 : tensor<f32>
}
