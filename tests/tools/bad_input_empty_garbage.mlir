// Empty, truncated, bit-flipped, binary and non-MLIR input: a clear error,
// exit 1, and no -o file left behind (rows 1-21 of docs/bad-input.md).
// RUN: rm -rf %t && mkdir -p %t

// Empty input (0 bytes, whitespace only).
// RUN: printf '' > %t/empty.bc
// RUN: not stablehlo-translate --deserialize %t/empty.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY-READ -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=current %t/empty.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY-WRITE
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/empty.bc 2>/dev/null | FileCheck %s --check-prefix=NOVERSION
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/empty.bc 2>&1 | FileCheck %s --check-prefix=EMPTY-READ -DCURRENT=%current_version
// RUN: printf '  \n\t\n' > %t/blank.mlir
// RUN: not stablehlo-translate --deserialize %t/blank.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY-READ -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=current %t/blank.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY-WRITE
// RUN: not test -e %t/out
// A file with comments only holds no operations either.
// RUN: printf '// nothing here\n' > %t/comment.mlir
// RUN: not stablehlo-translate --serialize --target=current %t/comment.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=EMPTY-WRITE
// RUN: not test -e %t/out
// An explicit empty module is a program: it serializes.
// RUN: printf 'module {}\n' > %t/module.mlir
// RUN: stablehlo-translate --serialize --target=current %t/module.mlir -o %t/module.bc
// RUN: test -s %t/module.bc

// EMPTY-READ: {{empty.bc|blank.mlir}}:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the input is empty; expected a portable artifact (MLIR bytecode whose producer is StableHLO_vX.Y.Z) or VHLO text
// EMPTY-WRITE: error: failed to serialize: the input holds no operations (it is empty or only whitespace and comments); expected a StableHLO program, e.g. a module of func.func ops
// NOVERSION: // Failed parsing StableHLO version from portable artifact

// A real artifact cut short: inside the header, inside the sections, and
// one byte short of the end.
// RUN: head -c 10 %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc > %t/cut-10.bc
// RUN: not stablehlo-translate --deserialize %t/cut-10.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=CUT-HEADER -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/cut-10.bc 2>/dev/null | FileCheck %s --check-prefix=NOVERSION
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/cut-10.bc 2>&1 | FileCheck %s --check-prefix=CUT-HEADER -DCURRENT=%current_version
// RUN: head -c 100 %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc > %t/cut-100.bc
// RUN: not stablehlo-translate --deserialize %t/cut-100.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=CUT -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: head -c -1 %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc > %t/cut-last.bc
// RUN: not stablehlo-translate --deserialize %t/cut-last.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=CUT -DCURRENT=%current_version
// RUN: not test -e %t/out
// One flipped bit (bit 5 of byte 400).
// RUN: %python -c "import sys; d = bytearray(open(sys.argv[1], 'rb').read()); d[400] ^= 0x20; open(sys.argv[2], 'wb').write(d)" %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc %t/flip.bc
// RUN: not stablehlo-translate --deserialize %t/flip.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=CUT -DCURRENT=%current_version
// RUN: not test -e %t/out

// CUT-HEADER: cut-10.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the input starts like MLIR bytecode but is not a readable portable artifact (not a portable artifact: the producer string is not terminated); it may be truncated or corrupt
// CUT: .bc:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the StableHLO_v1.0.0 artifact is truncated or corrupt: {{(its bytecode is malformed \(.*\)|MLIR could not read its bytecode \(see the error above\))}}

// Random bytes, and the MLIR magic followed by random bytes.
// RUN: %python -c "import random, sys; r = random.Random(7); open(sys.argv[1], 'wb').write(bytes(r.getrandbits(8) for _ in range(4096)))" %t/random.bin
// RUN: not stablehlo-translate --deserialize %t/random.bin -o %t/out 2>&1 | FileCheck %s --check-prefix=BINARY-READ -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=current %t/random.bin -o %t/out 2>&1 | FileCheck %s --check-prefix=BINARY-WRITE
// RUN: not test -e %t/out
// RUN: not stablehlo-opt %t/random.bin -o %t/out 2>&1 | FileCheck %s --check-prefix=OPT-BINARY
// RUN: not test -e %t/out
// RUN: %python -c "import random, sys; r = random.Random(7); open(sys.argv[1], 'wb').write(b'ML\xefR' + bytes(r.getrandbits(8) for _ in range(512)))" %t/magic.bc
// RUN: not stablehlo-translate --deserialize %t/magic.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=MAGIC-READ -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/magic.bc 2>/dev/null | FileCheck %s --check-prefix=NOVERSION
// RUN: not stablehlo-translate --deserialize --print-stablehlo-version %t/magic.bc 2>&1 | FileCheck %s --check-prefix=MAGIC-READ -DCURRENT=%current_version
// RUN: not stablehlo-translate --serialize --target=current %t/magic.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=PARSE-WRITE
// RUN: not test -e %t/out

// BINARY-READ: random.bin:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the input is binary data but not MLIR bytecode (which starts with 'ML\xEFR'), nor text
// BINARY-WRITE: random.bin:0:0: error: failed to serialize: the input is binary data but not MLIR bytecode (which starts with 'ML\xEFR'); expected a StableHLO program in MLIR text or bytecode
// OPT-BINARY: random.bin:{{[0-9]+:[0-9]+}}: error:
// MAGIC-READ: magic.bc:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the input starts like MLIR bytecode but is not a readable portable artifact (not a StableHLO portable artifact: producer is '{{.*}}', expected StableHLO_vX.Y.Z); it may be truncated or corrupt
// PARSE-WRITE: error: failed to serialize: the input is not a valid StableHLO program (see the errors above); expected MLIR text or bytecode of a module of func.func ops

// Text that is not MLIR, and MLIR of an unknown dialect.
// RUN: printf 'hello world, this is not MLIR\n' > %t/prose.txt
// RUN: not stablehlo-translate --deserialize %t/prose.txt -o %t/out 2>&1 | FileCheck %s --check-prefix=TEXT-READ -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=current %t/prose.txt -o %t/out 2>&1 | FileCheck %s --check-prefix=PARSE-WRITE
// RUN: not test -e %t/out
// RUN: printf 'module {\n  "foo.bar"() : () -> ()\n}\n' > %t/unknown.mlir
// RUN: not stablehlo-translate --deserialize %t/unknown.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=UNKNOWN-READ -DCURRENT=%current_version
// RUN: not test -e %t/out
// RUN: not stablehlo-translate --serialize --target=current %t/unknown.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=UNKNOWN-WRITE
// RUN: not test -e %t/out
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo %t/unknown.mlir -o %t/out 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not test -e %t/out

// TEXT-READ: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the input is not MLIR bytecode (which starts with 'ML\xEFR') nor a valid VHLO or StableHLO program in MLIR text (see the errors above)
// UNKNOWN: unknown.mlir:2:12: error: operation being parsed with an unregistered dialect
// UNKNOWN-READ: unknown.mlir:2:12: error: operation being parsed with an unregistered dialect
// UNKNOWN-READ: unknown.mlir:0:0: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the input is not MLIR bytecode (which starts with 'ML\xEFR') nor a valid VHLO or StableHLO program in MLIR text
// UNKNOWN-WRITE: unknown.mlir:2:12: error: operation being parsed with an unregistered dialect
// UNKNOWN-WRITE: unknown.mlir:0:0: error: failed to serialize: the input is not a valid StableHLO program
