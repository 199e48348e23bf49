// -o FILE: a failed run leaves no FILE, and an existing FILE untouched; a
// good run replaces it (rows 42-47 of docs/bad-input.md). The read-only row
// needs an unprivileged user (root writes anyway): the table's script runs it.
// RUN: rm -rf %t && mkdir -p %t

// Unusable output paths.
// RUN: not stablehlo-translate --serialize --target=current %s -o %t/missing-dir/out.bc 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: not test -e %t/missing-dir
// RUN: mkdir %t/a-directory
// RUN: not stablehlo-translate --serialize --target=current %s -o %t/a-directory 2>&1 | FileCheck %s --check-prefix=ISDIR
// RUN: not stablehlo-opt %s -o %t/a-directory 2>&1 | FileCheck %s --check-prefix=ISDIR
// NODIR: cannot open output file '{{.*}}missing-dir/out.bc': No such file or directory
// ISDIR: cannot open output file '{{.*}}a-directory': Is a directory

// An existing file survives a failed run byte for byte, for both tools,
// with each way of spelling -o; no temporary file is left beside it.
// RUN: echo 'old content' > %t/kept.orig
// RUN: cp %t/kept.orig %t/kept
// RUN: not stablehlo-translate --deserialize %artifacts/stablehlo-1.13.8/invalid_vhlo_future.mlir.bc -o %t/kept
// RUN: diff %t/kept.orig %t/kept
// RUN: not stablehlo-translate --serialize --target=0.1.0 %s -o=%t/kept
// RUN: diff %t/kept.orig %t/kept
// RUN: not stablehlo-translate --serialize --target=0.1.0 %s --o %t/kept
// RUN: diff %t/kept.orig %t/kept
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version=target=0.1.0 %s -o %t/kept
// RUN: diff %t/kept.orig %t/kept
// RUN: not stablehlo-translate --serialize --target=current %s -o %t/kept --no-such-flag
// RUN: diff %t/kept.orig %t/kept
// RUN: ls -A %t | FileCheck %s --check-prefix=NOTEMP
// NOTEMP-NOT: tmp

// A symlink to an existing file: the file it points to survives too.
// RUN: ln -s kept %t/link
// RUN: not stablehlo-translate --serialize --target=0.1.0 %s -o %t/link
// RUN: diff %t/kept.orig %t/link

// A good run replaces the file (and keeps its permissions) ...
// RUN: chmod 600 %t/kept
// RUN: stablehlo-translate --serialize --target=current %s -o %t/kept
// RUN: stablehlo-translate --deserialize %t/kept | FileCheck %s --check-prefix=READ
// RUN: stat -c %%a %t/kept | FileCheck %s --check-prefix=MODE
// ... and through a symlink it writes the file the link points to.
// RUN: stablehlo-opt %s -o %t/link
// RUN: test -L %t/link
// RUN: FileCheck %s --check-prefix=READ --input-file=%t/kept
// READ: stablehlo.abs
// MODE: 600

// -o /dev/null is written as before, not replaced.
// RUN: stablehlo-translate --serialize --target=current %s -o /dev/null
// RUN: test -c /dev/null

// A missing input file.
// RUN: not stablehlo-translate --deserialize %t/no-such-input.bc -o %t/out 2>&1 | FileCheck %s --check-prefix=NOINPUT
// RUN: not test -e %t/out
// NOINPUT: cannot open input file '{{.*}}no-such-input.bc': No such file or directory

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<f32>
  return %0 : tensor<f32>
}
