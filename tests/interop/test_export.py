"""Exports the catalogue (catalogue.py) with jax.export at JAX's default
target into $STABLEHLO_INTEROP_CACHE/jax-<version>/, once: entries whose
fingerprint is unchanged are reused. Then checks that the catalogue still
covers what real models emit: each construct of REQUIRED must appear in the
programs (as jaxlib prints JAX's own artifacts), so an edit cannot silently
drop a kind of program.

Step (known_failures.txt): `export` (JAX fails to export or run the function).

Usage: test_export.py
"""

import re
import sys
import time

import catalogue
import harness

MIN_PROGRAMS = 200

# construct -> pattern in jaxlib's text of JAX's artifacts.
REQUIRED = {
    "f32/f64/bf16/f16 elementwise": r"stablehlo\.exponential .*tensor<4x8x(f32|f64|bf16|f16)>",
    "f8 types": r"f8E4M3FN|f8E5M2",
    "f8E8M0FNU / f4E2M1FN": r"f8E8M0FNU|f4E2M1FN",
    "integer ops": r"stablehlo\.(shift_right_arithmetic|popcnt|count_leading_zeros)",
    "boolean ops": r"stablehlo\.(and|or|xor) .*i1>",
    "reduce": r"stablehlo\.reduce\(",
    "variadic (argmax-style) reduce": r"stablehlo\.reduce\(%\w+ init: %\w+\), \(%\w+ init",
    "reduce_window (cumulative ops, pooling)": r"stablehlo\.reduce_window",
    "select_and_scatter": r"stablehlo\.select_and_scatter",
    "sort": r"stablehlo\.sort",
    "top_k": r"chlo\.top_k",
    "gather": r"stablehlo\.gather",
    "batched gather (operand_batching_dims)": r"gather<[^>]*operand_batching_dims",
    "scatter": r"stablehlo\.scatter",
    "batched scatter (input_batching_dims)": r"scatter<[^>]*input_batching_dims",
    "dynamic_slice": r"stablehlo\.dynamic_slice",
    "dynamic_update_slice": r"stablehlo\.dynamic_update_slice",
    "convolution with strides, padding, dilations": r"stablehlo\.convolution.*stride = \[2, 2\]",
    "convolution feature groups": r"feature_group_count = [2-9]",
    "convolution batch groups": r"batch_group_count = [2-9]",
    "convolution i8 -> i32": r"stablehlo\.convolution.*tensor<[^>]*xi8>.*-> tensor<[^>]*xi32>",
    "dot_general with precision": r"precision = \[HIGHEST",
    "dot_general i8 -> i32": r"stablehlo\.dot_general.*xi8>.*-> tensor<[^>]*xi32>",
    "while": r"stablehlo\.while",
    "case (switch)": r"stablehlo\.case",
    "fft": r"stablehlo\.fft",
    "cholesky (LAPACK custom call)": r"lapack_[sdcz]potrf",
    "triangular_solve (LAPACK custom call)": r"lapack_[sdcz]trsm",
    "qr": r"lapack_[sdcz]geqrf",
    "eigh": r"lapack_[sdcz]syevd|lapack_[sdcz]heevd",
    "random bits (threefry)": r"stablehlo\.shift_left.*ui32",
    "rng_bit_generator": r"stablehlo\.rng_bit_generator",
    "symbolic dimensions": r"tensor<\?x",
    "dynamic ops": r"stablehlo\.dynamic_broadcast_in_dim|stablehlo\.dynamic_iota",
    "shape assertions": r"@shape_assertion",
    "all_reduce (psum)": r"stablehlo\.all_reduce",
    "all_gather": r"stablehlo\.all_gather",
    "all_to_all": r"stablehlo\.all_to_all",
    "collective_permute (ppermute)": r"stablehlo\.collective_permute",
    "reduce_scatter (psum_scatter)": r"stablehlo\.reduce_scatter",
    "Shardy annotations": r"sdy\.manual_computation",
    "GSPMD annotations": r"mhlo\.sharding = ",
    "jax.ffi custom call": r"@lapack_spotrf_ffi\(.*mhlo\.backend_config = \{uplo",
    "composite": r"stablehlo\.composite",
}


def main(argv):
    if argv:
        sys.exit(f"error: unexpected arguments {argv}")
    t0 = time.time()
    root = catalogue.cache_root()
    out = harness.Outcomes(["export"], [e.name for e in catalogue.ENTRIES])
    exported = reused = 0
    for e in catalogue.ENTRIES:
        if catalogue.is_cached(root, e):
            reused += 1
            continue
        try:
            catalogue.export_entry(e, catalogue.entry_dir(root, e))
            exported += 1
        except Exception as ex:
            out.fail(e.name, "export", f"{type(ex).__name__}: {' '.join(str(ex).split())[:300]}")
    n = len(catalogue.ENTRIES) - sum(1 for k in out.failures)
    print(
        f"catalogue: {len(catalogue.ENTRIES)} functions in "
        f"{len({e.group for e in catalogue.ENTRIES})} groups; "
        f"exported now {exported}, reused from {catalogue.jax_version_dir(root)} {reused}"
    )
    print(f"programs exported: {n}")
    status = out.report()
    if n < MIN_PROGRAMS:
        print(f"FAILED: {n} programs exported; the catalogue must have at least {MIN_PROGRAMS}")
        status = 1

    found = {k: 0 for k in REQUIRED}
    for e in catalogue.ENTRIES:
        if not catalogue.is_cached(root, e):
            continue
        text, err = harness.jaxlib_read(catalogue.load(root, e).artifact)
        if text is None:
            print(f"FAILED: jaxlib does not read JAX's artifact for {e.name}: {err}")
            status = 1
            continue
        for k, pattern in REQUIRED.items():
            if re.search(pattern, text):
                found[k] += 1
    print("coverage (programs containing each construct):")
    for k, v in found.items():
        print(f"  {v:4d}  {k}")
        if v == 0:
            print(f"FAILED: no program of the catalogue contains {k} ({REQUIRED[k]})")
            status = 1
    print(f"time: {time.time() - t0:.1f} s")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
