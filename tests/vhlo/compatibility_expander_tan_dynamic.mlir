// Complex tan of a dynamically shaped tensor, for a target below 1.4.0: the
// constants of the rewrite are scalars broadcast to the operand's shape,
// read once with get_dimension_size; the result serializes for 1.3.0.
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.3.0 %s | FileCheck %s
// RUN: stablehlo-translate --serialize --compatibility-expander --target=1.3.0 %s -o %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | FileCheck %s --check-prefix=READ

// CHECK-LABEL: func.func @tan_dynamic
// CHECK: %[[X:.*]] = stablehlo.real %arg0 : (tensor<?x2xcomplex<f32>>) -> tensor<?x2xf32>
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: stablehlo.get_dimension_size %[[X]], dim = 0
// CHECK: stablehlo.get_dimension_size %[[X]], dim = 1
// CHECK: %[[SHAPE:.*]] = stablehlo.concatenate {{.*}} -> tensor<2xi32>
// CHECK: stablehlo.dynamic_broadcast_in_dim %[[ONE]], %[[SHAPE]], dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x2xf32>
// CHECK: %[[M2:.*]] = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
// CHECK-NEXT: stablehlo.dynamic_broadcast_in_dim %[[M2]], %[[SHAPE]], dims = []
// CHECK-NOT: get_dimension_size
// CHECK: stablehlo.complex {{.*}} : tensor<?x2xcomplex<f32>>
// CHECK-NOT: stablehlo.tan %
// READ-LABEL: func.func @tan_dynamic
// READ-NOT: stablehlo.tan %
// READ: stablehlo.complex
func.func @tan_dynamic(%z: tensor<?x2xcomplex<f32>>) -> tensor<?x2xcomplex<f32>> {
  %0 = stablehlo.tan %z : tensor<?x2xcomplex<f32>>
  return %0 : tensor<?x2xcomplex<f32>>
}
