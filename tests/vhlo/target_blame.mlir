// Where a refusal is blamed. Each cause (a type, an op, an attribute kind the
// target lacks) is reported once per program, at its first op in program
// order, with the number of other ops that have it. A function comes before
// its body: a type in its signature is blamed on the function, as upstream
// blames it (checked against jaxlib's serialize_portable_artifact for @f8 at
// 0.9.0, @i2 at 1.1.0, @f4 at 1.7.0 and @per_axis at 0.17.0, each alone:
// one error, on the line of the function).
// RUN: not stablehlo-translate --serialize --target=0.9.0 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=T090 --implicit-check-not="explicitly marked illegal"
// RUN: not stablehlo-translate --serialize --target=0.17.0 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=T0170 --implicit-check-not="explicitly marked illegal"
// RUN: not stablehlo-translate --serialize --target=1.1.0 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=T110 --implicit-check-not="explicitly marked illegal"
// RUN: not stablehlo-translate --serialize --target=1.7.0 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=T170 --implicit-check-not="explicitly marked illegal"
// The same through stablehlo-opt's passes.
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.1.0 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=T110 --implicit-check-not="explicitly marked illegal"

// T090: target_blame.mlir:[[@LINE+1]]:1: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'f8E4M3FNUZ' (block argument) was introduced in 0.10.0 and does not exist at target 0.9.0 (2 more ops have the same problem); the lowest target that accepts this program is 1.8.0{{$}}
func.func @f8(%a: tensor<2xf8E4M3FNUZ>) -> tensor<2xf8E4M3FNUZ> {
  %0 = stablehlo.add %a, %a : tensor<2xf8E4M3FNUZ>
  %1 = stablehlo.add %0, %a : tensor<2xf8E4M3FNUZ>
  return %1 : tensor<2xf8E4M3FNUZ>
}

// Counted: this add, and @i2_again with its add.
// T090:  target_blame.mlir:[[@LINE+3]]:1: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'i2' (block argument) was introduced in 1.2.0 and does not exist at target 0.9.0 (3 more ops have the same problem); the lowest target
// T0170: target_blame.mlir:[[@LINE+2]]:1: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'i2' (block argument) was introduced in 1.2.0 and does not exist at target 0.17.0 (3 more ops have the same problem); the lowest target
// T110:  target_blame.mlir:[[@LINE+1]]:1: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'i2' (block argument) was introduced in 1.2.0 and does not exist at target 1.1.0 (3 more ops have the same problem); the lowest target that accepts this program is 1.8.0{{$}}
func.func @i2(%a: tensor<4xi2>) -> tensor<4xi2> {
  %0 = stablehlo.add %a, %a : tensor<4xi2>
  return %0 : tensor<4xi2>
}

// T090:  target_blame.mlir:[[@LINE+4]]:1: error: {{.*}} func.func: type 'f4E2M1FN' (block argument) was introduced in 1.8.0 and does not exist at target 0.9.0 (3 more ops have the same problem);
// T0170: target_blame.mlir:[[@LINE+3]]:1: error: {{.*}} func.func: type 'f4E2M1FN' (block argument) was introduced in 1.8.0 and does not exist at target 0.17.0 (3 more ops have the same problem);
// T110:  target_blame.mlir:[[@LINE+2]]:1: error: {{.*}} func.func: type 'f4E2M1FN' (block argument) was introduced in 1.8.0 and does not exist at target 1.1.0 (3 more ops have the same problem);
// T170:  target_blame.mlir:[[@LINE+1]]:1: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type 'f4E2M1FN' (block argument) was introduced in 1.8.0 and does not exist at target 1.7.0 (3 more ops have the same problem); the lowest target that accepts this program is 1.8.0{{$}}
func.func @f4(%a: tensor<4xf4E2M1FN>) -> tensor<4xf4E2M1FN> {
  %0 = stablehlo.negate %a : tensor<4xf4E2M1FN>
  %1 = stablehlo.abs %0 : tensor<4xf4E2M1FN>
  %2 = stablehlo.add %1, %0 : tensor<4xf4E2M1FN>
  return %2 : tensor<4xf4E2M1FN>
}

// Only the ops whose results hold the type count (the dequantizations'
// results are f32).
// T090:  target_blame.mlir:[[@LINE+2]]:1: error: {{.*}} func.func: type '!quant.uniform<i8:f32:0, {5.000000e-01:1,2.500000e-01:2}>' (block argument) was introduced in 0.18.0 and does not exist at target 0.9.0 (1 more op has the same problem);
// T0170: target_blame.mlir:[[@LINE+1]]:1: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: func.func: type '!quant.uniform<i8:f32:0, {5.000000e-01:1,2.500000e-01:2}>' (block argument) was introduced in 0.18.0 and does not exist at target 0.17.0 (1 more op has the same problem); the lowest target that accepts this program is 1.8.0{{$}}
func.func @per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>) -> tensor<2xf32> {
  %0 = stablehlo.uniform_dequantize %a : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>) -> tensor<2xf32>
  %1 = stablehlo.uniform_quantize %0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>
  %2 = stablehlo.uniform_dequantize %1 : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>) -> tensor<2xf32>
  return %2 : tensor<2xf32>
}

// A type that only the body uses is blamed on its first op.
func.func @ui2_in_body(%a: tensor<4xi8>) -> tensor<4xi8> {
  // T090:  target_blame.mlir:[[@LINE+3]]:8: error: failed to legalize operation 'vhlo.convert_v1' {{.*}} stablehlo.convert: type 'ui2' was introduced in 1.2.0 and does not exist at target 0.9.0 (1 more op has the same problem);
  // T0170: target_blame.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'vhlo.convert_v1' {{.*}} stablehlo.convert: type 'ui2' was introduced in 1.2.0 and does not exist at target 0.17.0 (1 more op has the same problem);
  // T110:  target_blame.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'vhlo.convert_v1' that was explicitly marked illegal: stablehlo.convert: type 'ui2' was introduced in 1.2.0 and does not exist at target 1.1.0 (1 more op has the same problem); the lowest target that accepts this program is 1.8.0{{$}}
  %0 = stablehlo.convert %a : (tensor<4xi8>) -> tensor<4xui2>
  %1 = stablehlo.add %0, %0 : tensor<4xui2>
  %2 = stablehlo.convert %1 : (tensor<4xui2>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}

// Two causes in one function: two errors, each at its first op.
func.func @two_causes(%a: tensor<2xf32>, %b: tensor<4xf32>) -> (tensor<2xf32>, tensor<4xf32>) {
  // T090:  target_blame.mlir:[[@LINE+3]]:8: error: failed to legalize operation 'vhlo.tan_v2' {{.*}} stablehlo.tan was introduced in 1.4.0 and does not exist at target 0.9.0 (1 more op has the same problem);
  // T0170: target_blame.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'vhlo.tan_v2' {{.*}} stablehlo.tan was introduced in 1.4.0 and does not exist at target 0.17.0 (1 more op has the same problem);
  // T110:  target_blame.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: stablehlo.tan was introduced in 1.4.0 and does not exist at target 1.1.0 (1 more op has the same problem); the lowest target that accepts this program is 1.8.0{{$}}
  %0 = stablehlo.tan %a : tensor<2xf32>
  // T090:  target_blame.mlir:[[@LINE+3]]:8: error: failed to legalize operation 'vhlo.convert_v1' {{.*}} stablehlo.convert: type 'f8E4M3' was introduced in 1.7.0 and does not exist at target 0.9.0; the lowest target
  // T0170: target_blame.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'vhlo.convert_v1' {{.*}} stablehlo.convert: type 'f8E4M3' was introduced in 1.7.0 and does not exist at target 0.17.0; the lowest target
  // T110:  target_blame.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'vhlo.convert_v1' that was explicitly marked illegal: stablehlo.convert: type 'f8E4M3' was introduced in 1.7.0 and does not exist at target 1.1.0; the lowest target that accepts this program is 1.8.0{{$}}
  %1 = stablehlo.convert %b : (tensor<4xf32>) -> tensor<4xf8E4M3>
  %2 = stablehlo.tan %0 : tensor<2xf32>
  %3 = stablehlo.convert %1 : (tensor<4xf8E4M3>) -> tensor<4xf32>
  return %2, %3 : tensor<2xf32>, tensor<4xf32>
}

// Counted in @i2's error: no error of its own.
func.func @i2_again(%a: tensor<4xi2>) -> tensor<4xi2> {
  %0 = stablehlo.add %a, %a : tensor<4xi2>
  return %0 : tensor<4xi2>
}

// T090:  target_blame.mlir:0:0: error: failed to convert VHLO to v0.9.0
// T0170: target_blame.mlir:0:0: error: failed to convert VHLO to v0.17.0
// T110:  target_blame.mlir:0:0: error: failed to convert VHLO to v1.1.0
// T170:  target_blame.mlir:0:0: error: failed to convert VHLO to v1.7.0
