// Readers before 1.9.0 know FileLineColLoc (a point) but not MLIR's
// FileLineColRange (facts §4.1, §12.4). Serializing for such a target writes
// every location range as the point at its start, wherever the location sits
// (op, block argument, inside fused, name and call-site locations), and says
// so in one warning on the module. Targets 1.9.0 and later keep the ranges.
// RUN: split-file %s %t

// RUN: stablehlo-translate --serialize --target=1.8.0 %t/ranges.mlir -o %t/old.bc 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning
// RUN: stablehlo-translate --deserialize --mlir-print-debuginfo %t/old.bc | stablehlo-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=POINTS --implicit-check-not=" to "
// The oldest target, bytecode format 0, and a patch release below 1.9.0.
// RUN: stablehlo-translate --serialize --target=0.9.0 %t/ranges.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN-0-9 --implicit-check-not=warning
// RUN: stablehlo-translate --serialize --target=1.8.11 %t/ranges.mlir -o %t/old-patch.bc 2>&1 | FileCheck %s --check-prefix=WARN-1-8-11 --implicit-check-not=warning
// RUN: stablehlo-translate --deserialize --mlir-print-debuginfo %t/old-patch.bc | stablehlo-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=POINTS --implicit-check-not=" to "

// WARN: ranges.mlir:0:0: warning: 9 source ranges were written as their start points: StableHLO artifacts before 1.9.0 cannot hold a location range (target 1.8.0)
// WARN-0-9: warning: 9 source ranges were written as their start points: StableHLO artifacts before 1.9.0 cannot hold a location range (target 0.9.0)
// WARN-1-8-11: warning: 9 source ranges were written as their start points: StableHLO artifacts before 1.9.0 cannot hold a location range (target 1.8.11)

// POINTS-LABEL: func.func @main(
// POINTS-SAME: %arg0: tensor<4xf32> loc("f.mlir":1:2)
// POINTS-SAME: %arg1: tensor<f32> loc("f.mlir":20:5)
// POINTS: stablehlo.add %arg0, %arg0 : tensor<4xf32> loc("f.mlir":5:6)
// POINTS: stablehlo.multiply {{.*}} loc(fused["f.mlir":7:1, "g"("f.mlir":8:3), "f.mlir":20:5])
// POINTS: stablehlo.subtract {{.*}} loc(callsite("f.mlir":10:1 at "f.mlir":12:3))
// POINTS: reducer(%arg2: tensor<f32> loc("f.mlir":14:1), %arg3: tensor<f32> loc("f.mlir":15:1)) {
// POINTS: stablehlo.return {{.*}} loc("f.mlir":20:5)
// POINTS: return {{.*}} loc("f.mlir":1:2)
// POINTS: } loc("f.mlir":30:1)

// RUN: stablehlo-translate --serialize --target=1.9.0 %t/ranges.mlir -o %t/new.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: stablehlo-translate --deserialize --mlir-print-debuginfo %t/new.bc | stablehlo-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=RANGES
// RUN: stablehlo-translate --serialize --target=current %t/ranges.mlir -o %t/current.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: stablehlo-translate --deserialize --mlir-print-debuginfo %t/current.bc | stablehlo-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=RANGES

// QUIET-NOT: warning

// RANGES-LABEL: func.func @main(
// RANGES-SAME: %arg0: tensor<4xf32> loc("f.mlir":1:2 to 3:4)
// RANGES-SAME: %arg1: tensor<f32> loc("f.mlir":20:5)
// RANGES: stablehlo.add %arg0, %arg0 : tensor<4xf32> loc("f.mlir":5:6 to :9)
// RANGES: stablehlo.multiply {{.*}} loc(fused["f.mlir":7:1 to :9, "g"("f.mlir":8:3 to 9:1), "f.mlir":20:5])
// RANGES: stablehlo.subtract {{.*}} loc(callsite("f.mlir":10:1 to 11:2 at "f.mlir":12:3 to :4))
// RANGES: reducer(%arg2: tensor<f32> loc("f.mlir":14:1 to :5), %arg3: tensor<f32> loc("f.mlir":15:1 to :5)) {
// RANGES: stablehlo.return {{.*}} loc("f.mlir":20:5)
// RANGES: return {{.*}} loc("f.mlir":1:2 to 3:4)
// RANGES: } loc("f.mlir":30:1 to 40:2)

// One range: the warning says so in the singular.
// RUN: stablehlo-translate --serialize --target=1.8.0 %t/one.mlir -o %t/one.bc 2>&1 | FileCheck %s --check-prefix=ONE --implicit-check-not=warning
// ONE: one.mlir:0:0: warning: 1 source range was written as its start point: StableHLO artifacts before 1.9.0 cannot hold a location range (target 1.8.0)

// A program whose locations are all points gives no warning at 1.8.0, and its
// locations read back as they were.
// RUN: stablehlo-translate --serialize --target=1.8.0 %t/points.mlir -o %t/points.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: stablehlo-translate --deserialize --mlir-print-debuginfo %t/points.bc | stablehlo-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=KEPT
// KEPT: %arg0: tensor<f32> loc("f.mlir":1:2)
// KEPT: stablehlo.abs %arg0 : tensor<f32> loc("f.mlir":2:3)
// KEPT: loc(fused["f.mlir":4:5, "n"("f.mlir":6:7)])

// A line-only location ("f.mlir":3) is a point that MLIR writes in the range
// encoding. Below 1.9.0 it is written as the point "f.mlir":3:0, which it
// equals, without a warning: the artifact is byte for byte the one for the
// program that says 3:0. From 1.9.0 on it keeps its own encoding.
// RUN: stablehlo-translate --serialize --target=1.8.0 %t/line.mlir -o %t/line.bc 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: stablehlo-translate --serialize --target=1.8.0 %t/line_col.mlir -o %t/line_col.bc
// RUN: cmp %t/line.bc %t/line_col.bc
// RUN: stablehlo-translate --serialize --target=1.9.0 %t/line.mlir -o %t/line.new.bc
// RUN: stablehlo-translate --serialize --target=1.9.0 %t/line_col.mlir -o %t/line_col.new.bc
// RUN: not cmp -s %t/line.new.bc %t/line_col.new.bc

//--- ranges.mlir
// Nine distinct ranges: the range on %a is used twice and counted once.
func.func @main(%a: tensor<4xf32> loc("f.mlir":1:2 to 3:4), %init: tensor<f32> loc("f.mlir":20:5)) -> tensor<f32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32> loc("f.mlir":5:6 to :9)
  %1 = stablehlo.multiply %0, %0 : tensor<4xf32> loc(fused["f.mlir":7:1 to 7:9, "g"("f.mlir":8:3 to 9:1), "f.mlir":20:5])
  %2 = stablehlo.subtract %1, %a : tensor<4xf32> loc(callsite("f.mlir":10:1 to 11:2 at "f.mlir":12:3 to :4))
  %3 = "stablehlo.reduce"(%2, %init) ({
  ^bb0(%p: tensor<f32> loc("f.mlir":14:1 to :5), %q: tensor<f32> loc("f.mlir":15:1 to :5)):
    %s = stablehlo.add %p, %q : tensor<f32> loc("f.mlir":20:5)
    %m = stablehlo.maximum %s, %q : tensor<f32> loc("f.mlir":20:5)
    stablehlo.return %m : tensor<f32> loc("f.mlir":20:5)
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32> loc("f.mlir":20:5)
  return %3 : tensor<f32> loc("f.mlir":1:2 to 3:4)
} loc("f.mlir":30:1 to 40:2)

//--- one.mlir
func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32> loc("f.mlir":2:3 to 4:5)
  return %0 : tensor<f32>
}

//--- points.mlir
func.func @main(%a: tensor<f32> loc("f.mlir":1:2)) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32> loc("f.mlir":2:3)
  return %0 : tensor<f32> loc(fused["f.mlir":4:5, "n"("f.mlir":6:7)])
} loc("f.mlir":8:9)

//--- line.mlir
module {
  func.func @main(%a: tensor<f32> loc("f.mlir":1:2)) -> tensor<f32> {
    %0 = stablehlo.abs %a : tensor<f32> loc("f.mlir":3)
    return %0 : tensor<f32> loc("f.mlir":4:5)
  } loc("f.mlir":6:7)
} loc("m.mlir":1:1)

//--- line_col.mlir
module {
  func.func @main(%a: tensor<f32> loc("f.mlir":1:2)) -> tensor<f32> {
    %0 = stablehlo.abs %a : tensor<f32> loc("f.mlir":3:0)
    return %0 : tensor<f32> loc("f.mlir":4:5)
  } loc("f.mlir":6:7)
} loc("m.mlir":1:1)
