// Damaged sdy attributes in an artifact are refused with the reason, not
// read into an invalid program. Both inputs are the artifact of
// `sdy.mesh @mesh = <["x"=2]>` (--target=current --allow-other-dialects
// --strip-debuginfo) with one byte changed: the mesh axis's wire code made 17
// (a code newer readers may use, unknown here), and the axis size made 0.
// RUN: not stablehlo-translate --deserialize %S/Inputs/unknown-attribute-code.bc 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CODE
// RUN: not stablehlo-translate --deserialize %S/Inputs/mesh-axis-size-zero.bc 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIZE

// CODE: error: unknown attribute code: 17
// CODE: error: could not read an sdy attribute: this reader knows sdy attribute codes 0 to 16
// CODE: error: failed to deserialize portable artifact using StableHLO_v{{.*}}: the StableHLO_v{{.*}} artifact is truncated or corrupt

// SIZE: error: axis size must be at least 1, got: 0
// SIZE: error: failed to deserialize portable artifact using StableHLO_v{{.*}}: the StableHLO_v{{.*}} artifact is truncated or corrupt
