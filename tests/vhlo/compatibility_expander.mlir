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

// Complex tan is built from tan(x) and tanh(y), z = x + iy, so that it stays
// finite where sin(z) / cos(z) overflows (|y| above about 710 in f64):
//   re = tan(x) * sech^2(y) / (1 + tan^2(x) tanh^2(y))
//   im = tanh(y) * (1 + tan^2(x)) / (1 + tan^2(x) tanh^2(y))
// with sech^2(y) = 4e / (1 + e)^2, e = exp(-2|y|).
// OLD-LABEL: func.func @tan_complex
// OLD-NEXT: %[[X:.*]] = stablehlo.real %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
// OLD-NEXT: %[[Y:.*]] = stablehlo.imag %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
// OLD-NEXT: %[[SX:.*]] = stablehlo.sine %[[X]] : tensor<3xf64>
// OLD-NEXT: %[[CX:.*]] = stablehlo.cosine %[[X]] : tensor<3xf64>
// OLD-NEXT: %[[T:.*]] = stablehlo.divide %[[SX]], %[[CX]] : tensor<3xf64>
// OLD-NEXT: %[[H:.*]] = stablehlo.tanh %[[Y]] : tensor<3xf64>
// OLD-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<3xf64>
// OLD-NEXT: %[[M2:.*]] = stablehlo.constant dense<-2.000000e+00> : tensor<3xf64>
// OLD-NEXT: %[[AY:.*]] = stablehlo.abs %[[Y]] : tensor<3xf64>
// OLD-NEXT: %[[M2AY:.*]] = stablehlo.multiply %[[M2]], %[[AY]] : tensor<3xf64>
// OLD-NEXT: %[[E:.*]] = stablehlo.exponential %[[M2AY]] : tensor<3xf64>
// OLD-NEXT: %[[OPE:.*]] = stablehlo.add %[[ONE]], %[[E]] : tensor<3xf64>
// OLD-NEXT: %[[FOUR:.*]] = stablehlo.constant dense<4.000000e+00> : tensor<3xf64>
// OLD-NEXT: %[[FE:.*]] = stablehlo.multiply %[[FOUR]], %[[E]] : tensor<3xf64>
// OLD-NEXT: %[[OPE2:.*]] = stablehlo.multiply %[[OPE]], %[[OPE]] : tensor<3xf64>
// OLD-NEXT: %[[SECH2:.*]] = stablehlo.divide %[[FE]], %[[OPE2]] : tensor<3xf64>
// OLD-NEXT: %[[T2:.*]] = stablehlo.multiply %[[T]], %[[T]] : tensor<3xf64>
// OLD-NEXT: %[[H2:.*]] = stablehlo.multiply %[[H]], %[[H]] : tensor<3xf64>
// OLD-NEXT: %[[T2H2:.*]] = stablehlo.multiply %[[T2]], %[[H2]] : tensor<3xf64>
// OLD-NEXT: %[[DEN:.*]] = stablehlo.add %[[ONE]], %[[T2H2]] : tensor<3xf64>
// OLD-NEXT: %[[TS:.*]] = stablehlo.multiply %[[T]], %[[SECH2]] : tensor<3xf64>
// OLD-NEXT: %[[RE:.*]] = stablehlo.divide %[[TS]], %[[DEN]] : tensor<3xf64>
// OLD-NEXT: %[[OPT2:.*]] = stablehlo.add %[[ONE]], %[[T2]] : tensor<3xf64>
// OLD-NEXT: %[[HOPT2:.*]] = stablehlo.multiply %[[H]], %[[OPT2]] : tensor<3xf64>
// OLD-NEXT: %[[IM:.*]] = stablehlo.divide %[[HOPT2]], %[[DEN]] : tensor<3xf64>
// OLD-NEXT: %[[R:.*]] = stablehlo.complex %[[RE]], %[[IM]] : tensor<3xcomplex<f64>>
// OLD-NEXT: return %[[R]]
func.func @tan_complex(%z: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.tan %z : tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}
