// Forms of boolean tensor data that other writers produce, and damaged ones.
//
// Inputs/bool_true_one_element_ff.0_9_0.mlir.bc holds `dense<true>` of
// tensor<i1> and of tensor<1xi1> with the data byte 0xFF, as writers on older
// MLIR releases wrote them (today's form is 0x01). Both read as true.
// RUN: stablehlo-translate --deserialize %S/Inputs/bool_true_one_element_ff.0_9_0.mlir.bc | FileCheck %s --check-prefix=FF
// FF: stablehlo.constant dense<true> : tensor<i1>
// FF: stablehlo.constant dense<true> : tensor<1xi1>
//
// A tensor<12xi1> whose second data byte has a bit set past element 11 is
// refused, naming the problem (the byte is patched in place: 0x01 -> 0x11).
// RUN: stablehlo-translate --serialize --target=1.0.0 %s > %t.bc
// RUN: %python -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); i = b.index(bytes([5, 0x21, 0x01])); b[i + 2] = 0x11; open(sys.argv[2], 'wb').write(b)" %t.bc %t.padding.bc
// RUN: not stablehlo-translate --deserialize %t.padding.bc 2>&1 | FileCheck %s --check-prefix=PADDING
// PADDING: error: vhlo tensor_v1 of 12 i1 elements has bits set past its last element
// PADDING: failed to deserialize portable artifact

func.func @main() -> tensor<12xi1> {
  // Elements 0 and 5, then 8: packed bytes 0x21 0x01.
  %c = stablehlo.constant dense<[true, false, false, false, false, true, false, false, true, false, false, false]> : tensor<12xi1>
  return %c : tensor<12xi1>
}
