// A splat tensor attribute declares any number of elements in a few bytes:
// outside a constant's value, the deserializer refuses one of more than 2^20
// elements at its op (the walk that looks for one runs only when the
// artifact holds such a splat). A constant's value of 2^21 elements stays a
// splat and reads.
// RUN: stablehlo-translate --serialize --target=current %s -o %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | FileCheck %s --check-prefix=CONST
// RUN: not stablehlo-translate --deserialize %S/../fuzz/regressions/reader/crafted-huge-splat-array-attr.bc -o %t.out 2>&1 | FileCheck %s --check-prefix=HUGE

// CONST: stablehlo.constant dense<1.000000e+00> : tensor<2097152xf32>
// HUGE: error: attribute 'broadcast_dimensions' of vhlo.broadcast_in_dim_v1 is a splat of 1099511627776 elements; outside a constant's value a splat tensor attribute holds at most 1048576 elements
// HUGE: error: failed to deserialize portable artifact using StableHLO_v1.20.0: the program holds an attribute larger than this reader accepts (see the error above)
func.func @main() -> tensor<2097152xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<2097152xf32>
  return %0 : tensor<2097152xf32>
}
