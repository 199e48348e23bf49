// The `stablehlo-deserialize` pass pipeline: VHLO read from an artifact of an
// older release is upgraded to the current version and legalized to StableHLO,
// the same program `stablehlo-translate --deserialize` prints.
// RUN: stablehlo-translate --serialize --target=1.0.0 %s -o %t.1_0_0.bc
// RUN: stablehlo-opt %t.1_0_0.bc | FileCheck %s --check-prefix=VHLO
// VHLO: "vhlo.custom_call_v1"
// VHLO: "vhlo.exponential_v1"
// RUN: stablehlo-opt --pass-pipeline='builtin.module(stablehlo-deserialize)' %t.1_0_0.bc > %t.pipeline.mlir
// RUN: FileCheck %s --input-file=%t.pipeline.mlir
// CHECK-LABEL: func.func @main
// CHECK: stablehlo.custom_call @foo(%arg0) {backend_config = "cfg"}
// CHECK: stablehlo.exponential
// CHECK-NOT: vhlo.
// RUN: stablehlo-translate --deserialize %t.1_0_0.bc > %t.translate.mlir
// RUN: diff -B %t.pipeline.mlir %t.translate.mlir
//
// It is listed with upstream's description.
// RUN: stablehlo-opt --help | FileCheck %s --check-prefix=HELP
// HELP: --stablehlo-deserialize {{ *}}- Run an example pipeline.
//
// VHLO that legalizes to an invalid StableHLO program fails the pipeline
// with the StableHLO verifier's error at the op.
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(stablehlo-deserialize)' %S/Inputs/deserialize_pipeline_invalid.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: deserialize_pipeline_invalid.mlir:2:8: error: 'stablehlo.exponential' op result #0 must be ranked tensor of
// BAD-SAME: but got 'tensor<2xi32>'

func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) {backend_config = "cfg"} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.exponential %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
