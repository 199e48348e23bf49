"""The compatibility expander, run: programs using features newer than a
target are written for it with `stablehlo-translate --serialize
--compatibility-expander --target=T` (T = 1.0.0 and 1.15.0), read by jaxlib
and RUN by XLA on the entry's fixed inputs; the results must equal the
original function's (catalogue.py tolerances).

The programs:
  - tan, real and complex (stablehlo.tan needs 1.4.0; below it the expander
    writes sin/cos): the catalogue's tan programs, on moderate inputs;
  - batched gather and scatter (operand_batching_dims needs 1.1.0; below it
    the batching dimensions become an iota of indices): the catalogue's vmap
    indexing programs;
  - mesh-axes replica groups (#stablehlo.replica_group_mesh_axes needs
    1.16.0; below it they become the dense tensor of device ids): the
    catalogue's GSPMD collective programs, whose dense replica groups are
    rewritten here into the mesh-axes form of the entry's mesh (inline
    #stablehlo.mesh). For these the expanded groups must also be exactly the
    dense groups JAX wrote. The mesh-axes programs are also written at the
    newest target both sides know (>= 1.16.0), read by jaxlib and run as
    they are.

For each program and target the test also checks that the target needs the
expander (the plain --serialize refuses it) where the feature is newer than
the target. Complex tan is run at its edges too: |Im z| in [90, 100] (f32)
and [700, 800] (f64), where sin(z)/cos(z) would overflow to inf/inf, large
negative Im z, and Re z next to the pole at pi/2.

Steps (known_failures.txt): `expand@T` (writing with the expander fails),
`expand-read@T` (jaxlib refuses it), `expand-run@T` (XLA fails or the
results differ), `expand-groups@T` (expanded replica groups differ from
JAX's), `expand-prepare` (the program cannot be made), `mesh-native` (the
unexpanded mesh-axes program is not written, read or run at the newest
common target).

Usage: test_expander.py [--only=NAMES]
"""

import itertools
import re
import sys
import time

import catalogue
import harness

TARGETS = ["1.0.0", "1.15.0"]
TAN = [
    "tan_float32",
    "tan_float64",
    "tan_float16",
    "tan_complex_c64",
    "tan_complex_c128",
    "tan_complex_large_imag",
    "tan_complex_negative_imag",
    "tan_complex_large_imag_c128",
    "tan_complex_near_pole",
]
BATCHED = ["vmap_index", "vmap_take_rows", "vmap_at_set", "vmap_at_add"]
MESH = [
    "shard_psum_gspmd",
    "shard_psum_i32_gspmd",
    "shard_pmax_pmin_gspmd",
    "shard_pmean_gspmd",
    "shard_all_gather_gspmd",
    "shard_all_gather_tiled_gspmd",
    "shard_all_to_all_gspmd",
    "shard_psum_scatter_gspmd",
    "shard_2d_psum_y_gspmd",
    "shard_2d_gather_x_gspmd",
    "shard_matmul_reduce_gspmd",
]
FEATURE_SINCE = {"tan": "1.4.0", "batched": "1.1.0", "mesh": "1.16.0"}

DENSE = re.compile(r"replica_groups = dense<(\[\[[\d, \[\]]*\]\])> : tensor<\d+x\d+xi64>")


def mesh_groups(sizes, names, axes):
    """Device-id groups of a row-major mesh for the collective over AXES."""
    others = [i for i, n in enumerate(names) if n not in axes]
    over = [names.index(a) for a in axes]
    groups = []
    for fixed in itertools.product(*[range(sizes[i]) for i in others]):
        group = []
        for moving in itertools.product(*[range(sizes[i]) for i in over]):
            coord = [0] * len(sizes)
            for i, v in zip(others, fixed):
                coord[i] = v
            for i, v in zip(over, moving):
                coord[i] = v
            dev = 0
            for i, c in enumerate(coord):
                dev = dev * sizes[i] + c
            group.append(dev)
        groups.append(group)
    return groups


def to_mesh_axes(text, entry):
    """TEXT with every dense replica_groups replaced by the mesh-axes form of
    the entry's mesh that denotes the same groups; (text, dense groups seen)."""
    sizes, names = entry.mesh
    mesh = ", ".join(f'#stablehlo.mesh_axis<name = "{n}", size = {s}>' for n, s in zip(names, sizes))
    seen = []

    def repl(m):
        dense = m.group(1)
        for k in range(1, len(names) + 1):
            for axes in itertools.combinations(names, k):
                if str(mesh_groups(sizes, names, axes)) == dense:
                    seen.append(dense)
                    refs = ", ".join(f'#stablehlo.axis_ref<name = "{a}">' for a in axes)
                    return (
                        f"replica_groups = #stablehlo.replica_group_mesh_axes<mesh = "
                        f"#stablehlo.mesh<axes = [{mesh}]>, axes = [{refs}]>"
                    )
        raise ValueError(f"{entry.name}: no axes of the mesh give the groups {dense}")

    return DENSE.sub(repl, text), seen


def main(argv):
    t0 = time.time()
    only = None
    for a in argv:
        if a.startswith("--only="):
            only = set(a[len("--only=") :].split(","))
        else:
            sys.exit(f"error: unknown argument {a!r}; expected --only=NAMES")
    programs = [(n, "tan") for n in TAN] + [(n, "batched") for n in BATCHED] + [(n, "mesh") for n in MESH]
    by_name = catalogue.by_name()
    for n, _ in programs:
        if n not in by_name:
            sys.exit(f"error: the expander test names {n}, which the catalogue lacks")
    if only is not None:
        programs = [p for p in programs if p[0] in only]
    cached = {c.entry.name: c for c in harness.load_cached([by_name[n] for n, _ in programs])}
    steps = [f"{s}@{t}" for s in ("expand", "expand-read", "expand-run", "expand-groups") for t in TARGETS]
    out = harness.Outcomes(steps + ["expand-prepare", "mesh-native"], [n for n, _ in programs])

    n_expanded = n_read = n_ran = n_needed = n_native = 0
    for name, kind in programs:
        c = cached[name]
        rc, text, err = harness.translate(["--deserialize", "--mlir-print-debuginfo"], c.artifact)
        if rc != 0:
            out.fail(name, "expand-prepare", f"our reader: {harness.first_error(err)}")
            continue
        text = text.decode()
        dense = []
        if kind == "mesh":
            text, dense = to_mesh_axes(text, c.entry)
            if not dense:
                out.fail(name, "expand-prepare", "no dense replica_groups to rewrite")
                continue
            # The mesh-axes program itself, at the newest target both sides know:
            # jaxlib reads it and XLA runs it.
            newest, _, _ = harness.newest_common_version()
            if harness.vkey(newest) >= harness.vkey(FEATURE_SINCE["mesh"]):
                rc, art, err = harness.translate(["--serialize", f"--target={newest}"], text.encode())
                if rc != 0:
                    out.fail(name, "mesh-native", f"not written for {newest}: {harness.first_error(err)}")
                    continue
                if harness.jaxlib_read(art)[0] is None:
                    out.fail(name, "mesh-native", f"jaxlib does not read it: {harness.jaxlib_read(art)[1]}")
                    continue
                try:
                    reason, _ = catalogue.compare(c.entry, catalogue.run_artifact(c, art), c.outputs)
                except Exception as e:
                    reason = f"{type(e).__name__}: {' '.join(str(e).split())[:300]}"
                if reason is not None:
                    out.fail(name, "mesh-native", reason)
                    continue
                n_native += 1
        exported = c.exported()
        for t in TARGETS:
            if harness.vkey(t) < harness.vkey(FEATURE_SINCE[kind]):
                rc, _, _ = harness.translate(["--serialize", f"--target={t}"], text.encode())
                if rc == 0:
                    out.fail(
                        name,
                        f"expand@{t}",
                        f"the plain writer accepts the program for {t}, which lacks the feature: nothing to expand",
                    )
                    continue
                n_needed += 1
            rc, art, err = harness.translate(
                ["--serialize", f"--target={t}", "--compatibility-expander"], text.encode()
            )
            if rc != 0:
                out.fail(name, f"expand@{t}", harness.first_error(err))
                continue
            n_expanded += 1
            plain, rerr = harness.jaxlib_read(art)
            if plain is None:
                out.fail(name, f"expand-read@{t}", rerr)
                continue
            n_read += 1
            if kind == "mesh":
                got = [m.group(1) for m in DENSE.finditer(plain)]
                if got != dense:
                    out.fail(name, f"expand-groups@{t}", f"expanded groups {got}, JAX wrote {dense}")
            try:
                res = catalogue.run_artifact(c, art, exported)
            except Exception as e:
                msg = " ".join(str(e).split())[:300]
                out.fail(name, f"expand-run@{t}", f"{type(e).__name__}: {msg}")
                continue
            reason, _ = catalogue.compare(c.entry, res, c.outputs)
            if reason is not None:
                out.fail(name, f"expand-run@{t}", reason)
                continue
            n_ran += 1
    print(
        f"programs: {len(programs)} ({len(TAN)} tan, {len(BATCHED)} batched gather/scatter, "
        f"{len(MESH)} mesh-axes replica groups); targets {', '.join(TARGETS)}"
    )
    print(f"needing the expander (refused without it): {n_needed}")
    print(f"expanded: {n_expanded}; read by jaxlib: {n_read}; run with equal results: {n_ran}")
    print(
        f"mesh-axes programs written at the newest common target, read by jaxlib and "
        f"run with equal results without expansion: {n_native} of {len(MESH)}"
    )
    status = out.report()
    print(f"time: {time.time() - t0:.1f} s")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
