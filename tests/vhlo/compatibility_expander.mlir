// --stablehlo-compatibility-expander applies the schema's `expand:` rewrites
// for features newer than the target, and only those.
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.3.0 %s | FileCheck %s --check-prefix=OLD
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.4.0 %s | FileCheck %s --check-prefix=NEW
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.3.0 %s | stablehlo-translate --serialize --target=1.3.0 - -o %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | FileCheck %s --check-prefix=READ

// OLD-LABEL: func.func @tan_real
// OLD-NEXT: %[[S:.*]] = stablehlo.sine %arg0 : tensor<2xf32>
// OLD-NEXT: %[[C:.*]] = stablehlo.cosine %arg0 : tensor<2xf32>
// OLD-NEXT: %[[Q:.*]] = stablehlo.divide %[[S]], %[[C]] : tensor<2xf32>
// OLD-NEXT: return %[[Q]]
// NEW-LABEL: func.func @tan_real
// NEW-NEXT: stablehlo.tan %arg0 : tensor<2xf32>
// READ-LABEL: func.func @tan_real
// READ: stablehlo.divide
func.func @tan_real(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tan %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// OLD-LABEL: func.func @tan_complex
// OLD-NEXT: %[[S:.*]] = stablehlo.sine %arg0 : tensor<3xcomplex<f64>>
// OLD-NEXT: %[[C:.*]] = stablehlo.cosine %arg0 : tensor<3xcomplex<f64>>
// OLD-NEXT: stablehlo.divide %[[S]], %[[C]] : tensor<3xcomplex<f64>>
func.func @tan_complex(%z: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.tan %z : tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}
