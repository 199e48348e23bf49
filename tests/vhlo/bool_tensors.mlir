// Boolean tensor constants survive an artifact exactly. Their elements are
// packed eight to a byte; tensors whose packed bytes are all equal (true
// every 8th element, alternating masks, ...) must not be read back as splats,
// whatever the target's bytecode format. The expected output is the input.
// RUN: stablehlo-opt %s > %t.program.mlir
// RUN: stablehlo-translate --serialize --target=0.9.0 %s | stablehlo-translate --deserialize | stablehlo-opt > %t.0_9_0.mlir
// RUN: diff %t.program.mlir %t.0_9_0.mlir
// RUN: stablehlo-translate --serialize --target=0.14.0 %s | stablehlo-translate --deserialize | stablehlo-opt > %t.0_14_0.mlir
// RUN: diff %t.program.mlir %t.0_14_0.mlir
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize | stablehlo-opt > %t.current.mlir
// RUN: diff %t.program.mlir %t.current.mlir
// The program read back is the program: writing it again gives the same bytes.
// RUN: stablehlo-translate --serialize --target=1.0.0 --strip-debuginfo %s > %t.a.bc
// RUN: stablehlo-translate --serialize --target=1.0.0 --strip-debuginfo %t.current.mlir > %t.b.bc
// RUN: cmp %t.a.bc %t.b.bc

func.func @main() -> (tensor<16xi1>, tensor<24xi1>, tensor<16xi1>, tensor<24xi1>, tensor<64xi1>, tensor<24xi1>, tensor<12xi1>, tensor<9xi1>, tensor<9xi1>, tensor<37xi1>, tensor<2x8xi1>, tensor<i1>, tensor<i1>, tensor<1xi1>, tensor<1xi1>, tensor<7xi1>, tensor<16xi1>, tensor<16xi1>, tensor<0xi1>, tensor<3x0xi1>) {
  %every_8th_16 = stablehlo.constant dense<[true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false]> : tensor<16xi1>
  %every_8th_24 = stablehlo.constant dense<[true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false]> : tensor<24xi1>
  %alternating_16 = stablehlo.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<16xi1>
  %alternating_odd_24 = stablehlo.constant dense<[false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]> : tensor<24xi1>
  %byte_0x7f_x8 = stablehlo.constant dense<[true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false]> : tensor<64xi1>
  %byte_0xfe_x3 = stablehlo.constant dense<[false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true]> : tensor<24xi1>
  %byte_0x01_12 = stablehlo.constant dense<[true, false, false, false, false, false, false, false, true, false, false, false]> : tensor<12xi1>
  %all_but_last_9 = stablehlo.constant dense<[true, true, true, true, true, true, true, true, false]> : tensor<9xi1>
  %last_only_9 = stablehlo.constant dense<[false, false, false, false, false, false, false, false, true]> : tensor<9xi1>
  %random_37 = stablehlo.constant dense<[true, false, true, false, true, true, false, true, false, true, true, true, true, false, true, true, true, true, true, false, true, true, true, false, true, false, true, false, true, false, true, false, false, false, true, true, false]> : tensor<37xi1>
  %matrix_2x8_same_rows = stablehlo.constant dense<[[true, false, false, true, false, false, false, false], [true, false, false, true, false, false, false, false]]> : tensor<2x8xi1>
  %true_scalar = stablehlo.constant dense<true> : tensor<i1>
  %false_scalar = stablehlo.constant dense<false> : tensor<i1>
  %true_1 = stablehlo.constant dense<true> : tensor<1xi1>
  %false_1 = stablehlo.constant dense<false> : tensor<1xi1>
  %true_7 = stablehlo.constant dense<true> : tensor<7xi1>
  %true_16 = stablehlo.constant dense<true> : tensor<16xi1>
  %false_16 = stablehlo.constant dense<false> : tensor<16xi1>
  %empty = stablehlo.constant dense<> : tensor<0xi1>
  %empty_2d = stablehlo.constant dense<> : tensor<3x0xi1>
  return %every_8th_16, %every_8th_24, %alternating_16, %alternating_odd_24, %byte_0x7f_x8, %byte_0xfe_x3, %byte_0x01_12, %all_but_last_9, %last_only_9, %random_37, %matrix_2x8_same_rows, %true_scalar, %false_scalar, %true_1, %false_1, %true_7, %true_16, %false_16, %empty, %empty_2d : tensor<16xi1>, tensor<24xi1>, tensor<16xi1>, tensor<24xi1>, tensor<64xi1>, tensor<24xi1>, tensor<12xi1>, tensor<9xi1>, tensor<9xi1>, tensor<37xi1>, tensor<2x8xi1>, tensor<i1>, tensor<i1>, tensor<1xi1>, tensor<1xi1>, tensor<7xi1>, tensor<16xi1>, tensor<16xi1>, tensor<0xi1>, tensor<3x0xi1>
}
