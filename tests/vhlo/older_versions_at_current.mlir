// Ops of older versions where the conversions expect the newest ones.
//
// An artifact whose producer says the current release but which holds an op
// of an older version (custom_call_v1, last written for 1.17.0) is still
// upgraded and read: the reader checks the op versions, not the label.
// RUN: stablehlo-translate --serialize --target=1.17.0 %s -o %t.1_17_0.bc
// RUN: stablehlo-opt %t.1_17_0.bc | FileCheck %s --check-prefix=OLD
// OLD: "vhlo.custom_call_v1"
// RUN: %python -c "import sys; b = open(sys.argv[1], 'rb').read(); assert b.count(b'StableHLO_v1.17.0') == 1; open(sys.argv[2], 'wb').write(b.replace(b'StableHLO_v1.17.0', b'StableHLO_v1.20.0'))" %t.1_17_0.bc %t.relabelled.bc
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %t.relabelled.bc | FileCheck %s --check-prefix=READ
// READ: Reading portable artifact with StableHLO version: 1.20.0
// READ: stablehlo.custom_call @foo(%arg0) {backend_config = "cfg"}
//
// VHLO ops of an older version in the input of --serialize are upgraded
// for the current release (the StableHLO ops around them are converted to
// the newest versions directly).
// RUN: stablehlo-opt %t.1_17_0.bc > %t.vhlo.mlir
// RUN: stablehlo-translate --serialize --target=current %t.vhlo.mlir -o %t.current.bc
// RUN: stablehlo-opt %t.current.bc | FileCheck %s --check-prefix=UPGRADED
// UPGRADED: "vhlo.custom_call_v2"
// UPGRADED-NOT: custom_call_v1
//
// The pass alone does not upgrade: it names the op and what to run first.
// RUN: not stablehlo-opt --vhlo-legalize-to-stablehlo %t.vhlo.mlir 2>&1 | FileCheck %s --check-prefix=PASS
// PASS: 'vhlo.custom_call_v1'
// PASS-SAME: is not the newest version of stablehlo.custom_call; run --vhlo-to-version=target=current first

func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) {backend_config = "cfg"} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
