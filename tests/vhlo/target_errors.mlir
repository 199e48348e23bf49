// Targets outside [0.9.0, 1.20.0] or not of the form #.#.# are refused.
// RUN: not stablehlo-translate --serialize --target=x.y.z %s 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not stablehlo-translate --serialize --target=1.2 %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not stablehlo-translate --serialize %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not stablehlo-translate --serialize --target=0.8.0 %s 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not stablehlo-translate --serialize --target=1.20.1 %s 2>&1 | FileCheck %s --check-prefix=HIGH
// RUN: not stablehlo-translate --serialize --target=99999999999999999999.0.0 %s 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.0 %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize --print-stablehlo-version | FileCheck %s --check-prefix=CURRENT

// Each message contains upstream's phrase, then what would work.
// MALFORMED: error: Invalid target version argument 'x.y.z': component 'x' is not a decimal number. Target version must be of the form `#.#.#`. Valid targets are 0.9.0 ... 1.20.0, or 'current'
// TWO: error: Invalid target version argument '{{1.2|1.0}}': it does not have three components. Target version must be of the form `#.#.#`. Valid targets are 0.9.0 ... 1.20.0, or 'current'
// EMPTY: error: No target version specified. Target version must be of the form `#.#.#`. Valid targets are 0.9.0 ... 1.20.0, or 'current'
// LOW: error: target version 0.8.0 is less than minimum supported 0.9.0; valid targets are 0.9.0 ... 1.20.0, or 'current'
// HIGH: error: target version 1.20.1 is greater than current version 1.20.0; valid targets are 0.9.0 ... 1.20.0, or 'current'
// OVERFLOW: error: Invalid target version argument '99999999999999999999.0.0': component '99999999999999999999' is too large. Target version must be of the form `#.#.#`.
// CURRENT: // Reading portable artifact with StableHLO version: 1.20.0

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32>
  return %0 : tensor<f32>
}
