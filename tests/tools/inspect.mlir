// stablehlo-translate --inspect on artifacts written from this program: op
// counts, kinds, features and the lowest release that reads each artifact.
// RUN: rm -rf %t && mkdir -p %t
// At 1.0.0 with the expander, tan is sine / cosine: nothing newer than
// 0.9.0 is left but the bytecode format (version 6, first written for 0.15.0).
// RUN: stablehlo-translate --serialize --target=1.0.0 --compatibility-expander --strip-debuginfo %s -o %t/v1_0_0.bc
// RUN: stablehlo-translate --inspect %t/v1_0_0.bc | FileCheck %s --check-prefix=V100
// At 1.9.0 tan is vhlo.tan_v1 (1.4.0); at the current release vhlo.tan_v2
// (1.10.0, which added result_accuracy): its readers start there, even with
// the default accuracy.
// RUN: stablehlo-translate --serialize --target=1.9.0 --strip-debuginfo %s -o %t/v1_9_0.bc
// RUN: stablehlo-translate --inspect %t/v1_9_0.bc | FileCheck %s --check-prefix=V190
// RUN: stablehlo-translate --serialize --target=current %s -o %t/current.bc
// RUN: stablehlo-translate --inspect %t/current.bc | FileCheck %s --check-prefix=CURRENT -DCURRENT=%current_version
// Types, source ranges (Inputs/inspect_features.mlir): i2 (1.2.0), per-axis
// quantization (0.18.0), a location range (1.9.0, which sets the minimum);
// below 1.9.0 the range is written as a point and i2 sets it.
// RUN: stablehlo-translate --serialize --target=1.9.0 %S/Inputs/inspect_features.mlir -o %t/features.bc
// RUN: stablehlo-translate --inspect %t/features.bc | FileCheck %s --check-prefix=FEATURES
// RUN: stablehlo-translate --serialize --target=1.8.0 %S/Inputs/inspect_features.mlir -o %t/points.bc 2>/dev/null
// RUN: stablehlo-translate --inspect %t/points.bc | FileCheck %s --check-prefix=POINTS

// V100:      "attributes": {
// V100-NEXT:   "vhlo.array_v1": 1,
// V100-NEXT:   "vhlo.string_v1": 2,
// V100-NEXT:   "vhlo.type_v1": 1
// V100-NEXT: },
// V100-NEXT: "bytecode_version": 6,
// V100-NEXT: "debug_locations": false,
// V100-NEXT: "features": [
// V100-NEXT:   {
// V100-NEXT:     "count": 1,
// V100-NEXT:     "kind": "bytecode",
// V100-NEXT:     "name": "MLIR bytecode version 6",
// V100-NEXT:     "since": "0.15.0",
// V100-NEXT:     "what": "the format of the artifact's bytecode"
// V100-NEXT:   }
// V100-NEXT: ],
// V100-NEXT: "minimum_version": {
// V100-NEXT:   "feature": "MLIR bytecode version 6",
// V100-NEXT:   "kind": "bytecode",
// V100-NEXT:   "version": "0.15.0"
// V100-NEXT: },
// V100-NEXT: "ops": {
// V100-NEXT:   "vhlo.add_v1": 2,
// V100-NEXT:   "vhlo.cosine_v1": 1,
// V100-NEXT:   "vhlo.divide_v1": 1,
// V100-NEXT:   "vhlo.func_v1": 1,
// V100-NEXT:   "vhlo.return_v1": 1,
// V100-NEXT:   "vhlo.sine_v1": 1
// V100-NEXT: },
// V100-NEXT: "producer": "StableHLO_v1.0.0",
// V100-NEXT: "sections": [
// V100:      "name": "ir",
// V100:      "types": {
// V100-NEXT:   "vhlo.f32_v1": 1,
// V100-NEXT:   "vhlo.func_v1": 1,
// V100-NEXT:   "vhlo.tensor_v1": 1
// V100-NEXT: },
// V100-NEXT: "version": "1.0.0"
// V100-NEXT: }

// V190:      "features": [
// V190-NEXT:   {
// V190-NEXT:     "count": 1,
// V190-NEXT:     "kind": "op",
// V190-NEXT:     "name": "vhlo.tan_v1",
// V190-NEXT:     "since": "1.4.0",
// V190-NEXT:     "what": "stablehlo.tan"
// V190-NEXT:   },
// V190-NEXT:   {
// V190-NEXT:     "count": 1,
// V190-NEXT:     "kind": "bytecode",
// V190:        }
// V190-NEXT: ],
// V190-NEXT: "minimum_version": {
// V190-NEXT:   "feature": "vhlo.tan_v1",
// V190-NEXT:   "kind": "op",
// V190-NEXT:   "version": "1.4.0"
// V190-NEXT: },
// V190-NEXT: "ops": {
// V190-NEXT:   "vhlo.add_v1": 2,
// V190-NEXT:   "vhlo.func_v1": 1,
// V190-NEXT:   "vhlo.return_v1": 1,
// V190-NEXT:   "vhlo.tan_v1": 1
// V190-NEXT: },
// V190:      "version": "1.9.0"

// CURRENT:      "attributes": {
// CURRENT-NEXT:   "vhlo.array_v1": 1,
// CURRENT-NEXT:   "vhlo.result_accuracy_mode_v1": 1,
// CURRENT-NEXT:   "vhlo.result_accuracy_v1": 1,
// CURRENT-NEXT:   "vhlo.string_v1": 2,
// CURRENT-NEXT:   "vhlo.type_v1": 1
// CURRENT-NEXT: },
// CURRENT-NEXT: "bytecode_version": 6,
// CURRENT-NEXT: "debug_locations": true,
// CURRENT-NEXT: "features": [
// CURRENT-NEXT:   {
// CURRENT-NEXT:     "count": 1,
// CURRENT-NEXT:     "kind": "op",
// CURRENT-NEXT:     "name": "vhlo.tan_v2",
// CURRENT-NEXT:     "since": "1.10.0",
// CURRENT-NEXT:     "what": "stablehlo.tan"
// CURRENT-NEXT:   },
// CURRENT-NEXT:   {
// CURRENT-NEXT:     "count": 1,
// CURRENT-NEXT:     "kind": "attribute",
// CURRENT-NEXT:     "name": "vhlo.result_accuracy_mode_v1",
// CURRENT-NEXT:     "since": "1.9.0"
// CURRENT-NEXT:   },
// CURRENT-NEXT:   {
// CURRENT-NEXT:     "count": 1,
// CURRENT-NEXT:     "kind": "attribute",
// CURRENT-NEXT:     "name": "vhlo.result_accuracy_v1",
// CURRENT-NEXT:     "since": "1.9.0"
// CURRENT-NEXT:   },
// CURRENT-NEXT:   {
// CURRENT-NEXT:     "count": 1,
// CURRENT-NEXT:     "kind": "bytecode",
// CURRENT-NEXT:     "name": "MLIR bytecode version 6",
// CURRENT-NEXT:     "since": "0.15.0",
// CURRENT-NEXT:     "what": "the format of the artifact's bytecode"
// CURRENT-NEXT:   }
// CURRENT-NEXT: ],
// CURRENT-NEXT: "minimum_version": {
// CURRENT-NEXT:   "feature": "vhlo.tan_v2",
// CURRENT-NEXT:   "kind": "op",
// CURRENT-NEXT:   "version": "1.10.0"
// CURRENT-NEXT: },
// CURRENT-NEXT: "ops": {
// CURRENT-NEXT:   "vhlo.add_v1": 2,
// CURRENT-NEXT:   "vhlo.func_v1": 1,
// CURRENT-NEXT:   "vhlo.return_v1": 1,
// CURRENT-NEXT:   "vhlo.tan_v2": 1
// CURRENT-NEXT: },
// CURRENT-NEXT: "producer": "StableHLO_v[[CURRENT]]",
// CURRENT-NEXT: "sections": [
// CURRENT-NEXT:   {
// CURRENT-NEXT:     "id": 1,
// CURRENT-NEXT:     "length": {{[0-9]+}},
// CURRENT-NEXT:     "name": "dialect",
// CURRENT-NEXT:     "offset": {{[0-9]+}}
// CURRENT-NEXT:   },
// CURRENT:            "name": "string",
// CURRENT:            "name": "properties",
// CURRENT:        ],
// CURRENT-NEXT:   "size": {{[0-9]+}},
// CURRENT-NEXT:   "types": {
// CURRENT:        "version": "[[CURRENT]]"

// FEATURES:      "debug_locations": true,
// FEATURES-NEXT: "features": [
// FEATURES-NEXT:   {
// FEATURES-NEXT:     "count": 1,
// FEATURES-NEXT:     "kind": "location",
// FEATURES-NEXT:     "name": "source ranges (FileLineColRange)",
// FEATURES-NEXT:     "since": "1.9.0",
// FEATURES-NEXT:     "what": "locations that span a range of a source file"
// FEATURES-NEXT:   },
// FEATURES-NEXT:   {
// FEATURES-NEXT:     "count": 1,
// FEATURES-NEXT:     "kind": "type",
// FEATURES-NEXT:     "name": "vhlo.i2_v1",
// FEATURES-NEXT:     "since": "1.2.0"
// FEATURES-NEXT:   },
// FEATURES-NEXT:   {
// FEATURES-NEXT:     "count": 1,
// FEATURES-NEXT:     "kind": "type",
// FEATURES-NEXT:     "name": "vhlo.quant_per_axis_v1",
// FEATURES-NEXT:     "since": "0.18.0"
// FEATURES-NEXT:   },
// FEATURES:      "minimum_version": {
// FEATURES-NEXT:   "feature": "source ranges (FileLineColRange)",
// FEATURES-NEXT:   "kind": "location",
// FEATURES-NEXT:   "version": "1.9.0"
// FEATURES:      "types": {
// FEATURES-NEXT:   "vhlo.f32_v1": 1,
// FEATURES-NEXT:   "vhlo.func_v1": 1,
// FEATURES-NEXT:   "vhlo.i2_v1": 1,
// FEATURES-NEXT:   "vhlo.i8_v1": 1,
// FEATURES-NEXT:   "vhlo.quant_per_axis_v1": 1,
// FEATURES-NEXT:   "vhlo.tensor_v1": 2
// FEATURES-NEXT: },

// POINTS:      "debug_locations": true,
// POINTS-NOT:  "kind": "location"
// POINTS:      "minimum_version": {
// POINTS-NEXT:   "feature": "vhlo.i2_v1",
// POINTS-NEXT:   "kind": "type",
// POINTS-NEXT:   "version": "1.2.0"

func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  %1 = stablehlo.add %0, %b : tensor<2xf32>
  %2 = stablehlo.tan %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}
