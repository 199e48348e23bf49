#!/usr/bin/python3
"""The interop matrix: real jaxlib readers and writers of every era against ours.

For each jaxlib release of RELEASES (2023 to now, all installable for Python
3.11), in its own virtual environment under BUILD/interop-matrix/<release>/
(made with /usr/bin/python3 -m venv, jax == jaxlib == the release, plus the
pins that release needs to import), the programs of `programs()` (JAX
functions on APIs every era has, with fixed inputs) go both ways:

  StableHLO version  the release's jaxlib.mlir.dialects.stablehlo
                     .get_current_version()
  direction 2        its writer -> our reader: the function lowered by that
  (theirs -> ours)   jax (jax.jit(f).lower(...)) and serialized by the writer
                     jax.export calls (xla_extension's
                     mlir.serialize_portable_artifact, which also legalizes
                     CHLO) at its current version; read by
                     `stablehlo-translate --deserialize`, and the program we
                     print verifies (`stablehlo-opt` parses and verifies it)
  direction 1        our writer -> its reader, then its XLA: the program we
  (ours -> theirs)   read in direction 2 is written by `stablehlo-translate
                     --serialize --target=<its version>`, read by its
                     jaxlib.mlir.dialects.stablehlo.deserialize_portable_artifact,
                     compiled by that jax (the module of a jax.jit(f).lower()
                     replaced by the one read) and run on the CPU; the results
                     must be bitwise equal to jax.jit(f) on the same inputs
  newest -> theirs   the newest release's artifact of each program (a program
                     of the newest StableHLO), read by us and written for the
                     older release's version (with --compatibility-expander
                     when the plain writer refuses; a refusal naming the
                     lowest accepting target is no failure), read, run and
                     compared as in direction 1; results that differ are
                     compared with the newest jax's results, and that jax runs
                     the same artifact of ours: bitwise its own results means
                     the difference is the older jax's lowering or XLA's
                     arithmetic, not our writer ("explained")
  control            its own artifact through the same reader and runner, so
                     that a failure of the runner is not taken for ours
  runner check       add_mul with its multiply made an add must give other
                     results (the runner really runs the module it is given)

Readers: jaxlib.mlir's stablehlo.deserialize_portable_artifact(context,
artifact) where deserialize_portable_artifact_str exists (0.4.35 on); before
that, its one-argument form (StableHLO bytecode, parsed in a jax context),
since the context form crashes there on a plain jax context.

Inputs are drawn from numpy.random.RandomState(crc32(name)), the same in
every era. The newest release runs first. Each release runs in one worker
process (this file, run by the venv's python with --worker), on one core; a
worker that dies (a crash in a reader) is restarted after the program it died
on, which is recorded as a crash. The tools are copied to
BUILD/interop-matrix/bin first, so a rebuild meanwhile does not disturb a run.

Prints the matrix and, for a run of every release and program, writes it with
every failure and explanation to docs/interop-matrix.md (--output). Exits 1
on any failure. Downloads about a gigabyte the first time; venvs are kept and
remade only when their pins change.

Usage: tests/interop/interop_matrix.py [--build build] [--releases 0.4.13,0.10.2]
                               [--programs NAME,...] [--output FILE]
       (tools/dev.sh interop-matrix runs it after building the tools)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

from interop_common import first_error, input_seed, tool_failure

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (jaxlib release, extra pins it needs to import). Releases before 0.4.26
# were built against NumPy 1 and fail with NumPy 2 (np.trapz is gone).
# jaxlib 0.4.14-0.4.17 have no Python 3.11 wheels on the registry. The months
# are the build dates inside the wheels (their METADATA entries).
RELEASES: list[tuple[str, list[str]]] = [
    ("0.4.13", ["numpy<2"]),  # 2023-06
    ("0.4.18", ["numpy<2"]),  # 2023-10
    ("0.4.23", ["numpy<2"]),  # 2023-12
    ("0.4.26", []),  # 2024-04
    ("0.4.30", []),  # 2024-06
    ("0.4.35", []),  # 2024-10
    ("0.5.3", []),  # 2025-03
    ("0.6.2", []),  # 2025-06
    ("0.7.2", []),  # 2025-09
    ("0.8.3", []),  # 2026-01
    ("0.9.2", []),  # 2026-03
    ("0.10.2", []),  # 2026-06
]

STEPS = [
    "lowered",
    "theirs_written",
    "control_read",
    "control_ran",
    "control_equal",
    "ours_read",
    "ours_verified",
    "ours_written",
    "jaxlib_read",
    "ran",
    "equal",
]
# The newest release's programs written by us for an older release.
XSTEPS = ["x_ours_read", "x_written", "x_read", "x_ran", "x_equal"]
REFUSED_AS_TOO_NEW = "the lowest target that accepts this program is"
AS_NEWEST = "against the newest jax's results: bitwise equal"
AS_NEWEST_XLA = "the same artifact run by the newest jax: bitwise equal to its jax.jit(f)"
SAME_FAILURE_THEIRS = "its own artifact of the program it read fails the same way"


def x_excused(failure):
    """A "newest -> theirs" outcome that is no failure of ours: a refusal that
    names the lowest accepting target, or results that differ from the older
    jax's own but are bitwise those of the newest jax (the lowering of the
    function changed between the releases, and we kept the newest's program)."""
    _, step, detail = failure
    return (
        (step == "x_written" and REFUSED_AS_TOO_NEW in detail)
        or (step == "x_equal" and (AS_NEWEST in detail or AS_NEWEST_XLA in detail))
        or (step == "x_ran" and SAME_FAILURE_THEIRS in detail)
    )


# ---------------------------------------------------------------------------
# The programs (imported only inside a worker, where jax is installed).


def programs():
    """name -> (function, list of input arrays); APIs every jax since 0.4.13 has."""
    import numpy as np
    import jax
    import jax.numpy as jnp
    from jax import lax

    def rng(name):
        return np.random.RandomState(input_seed(name))

    def f32(r, *shape):
        return r.standard_normal(shape).astype(np.float32)

    def i32(r, *shape, lo=-50, hi=50):
        return r.randint(lo, hi, size=shape).astype(np.int32)

    P = {}

    def prog(name, make_inputs):
        def deco(fn):
            P[name] = (fn, make_inputs(rng(name)))
            return fn

        return deco

    # Elementwise math.
    prog("add_mul", lambda r: [f32(r, 4, 5), f32(r, 4, 5)])(lambda x, y: x * y + x - y / 3.0)
    prog("softplus", lambda r: [f32(r, 16)])(lambda x: jnp.log(jnp.exp(x) + 1.0))
    prog("tanh_sin_cos", lambda r: [f32(r, 3, 7)])(lambda x: jnp.tanh(x) + jnp.sin(x) * jnp.cos(x))
    prog("sqrt_rsqrt", lambda r: [f32(r, 8)])(lambda x: jnp.sqrt(jnp.abs(x)) + lax.rsqrt(jnp.abs(x) + 1.0))
    prog("power", lambda r: [f32(r, 6), f32(r, 6)])(lambda x, y: jnp.power(jnp.abs(x) + 0.5, y))
    prog("rounding", lambda r: [f32(r, 10) * 4])(lambda x: (jnp.floor(x), jnp.ceil(x), jnp.round(x), jnp.sign(x)))
    prog("clip_max_min", lambda r: [f32(r, 9), f32(r, 9)])(
        lambda x, y: jnp.clip(x, -0.5, 0.5) + jnp.maximum(x, y) - jnp.minimum(x, y)
    )
    prog("where_compare", lambda r: [f32(r, 12), f32(r, 12)])(lambda x, y: jnp.where(x > y, x, y * 2.0))
    prog("atan2_expm1_log1p", lambda r: [f32(r, 8), f32(r, 8)])(
        lambda x, y: jnp.arctan2(x, y) + jnp.expm1(x) + jnp.log1p(jnp.abs(y))
    )
    prog("erf", lambda r: [f32(r, 11)])(lambda x: lax.erf(x) + jax.scipy.special.erfc(x))
    prog("tan", lambda r: [f32(r, 7)])(jnp.tan)
    prog("int_arith", lambda r: [i32(r, 10), i32(r, 10, lo=1, hi=9)])(
        lambda a, b: (a * b + a // b, a % b, jnp.abs(a) - b)
    )
    prog("int_bits", lambda r: [i32(r, 8, lo=0, hi=1000), i32(r, 8, lo=0, hi=5)])(
        lambda a, b: ((a << b) ^ (a >> b), a & 0x55, a | b, ~a)
    )
    prog("bool_ops", lambda r: [f32(r, 10), f32(r, 10)])(
        lambda x, y: jnp.logical_xor(x > 0, jnp.logical_and(y > 0, jnp.logical_not(x > y)))
    )
    prog("convert", lambda r: [f32(r, 10) * 100, i32(r, 10)])(
        lambda x, a: (
            x.astype(jnp.int32),
            a.astype(jnp.float32) * 0.5,
            x.astype(jnp.bfloat16).astype(jnp.float32),
            (a > 0).astype(jnp.int8),
        )
    )
    prog("bf16_math", lambda r: [f32(r, 16).astype(jnp.bfloat16), f32(r, 16).astype(jnp.bfloat16)])(
        lambda x, y: x * y + jnp.exp(x)
    )
    prog("f16_math", lambda r: [f32(r, 16).astype(np.float16), f32(r, 16).astype(np.float16)])(
        lambda x, y: x * y - x / (jnp.abs(y) + 1)
    )
    prog(
        "complex",
        lambda r: [
            (f32(r, 6) + 1j * f32(r, 6)).astype(np.complex64),
            (f32(r, 6) + 1j * f32(r, 6)).astype(np.complex64),
        ],
    )(lambda z, w: (z * w + jnp.conj(z), jnp.abs(w), jnp.real(z * z), jnp.exp(w)))
    # Reductions.
    prog("sum_axis", lambda r: [f32(r, 4, 6)])(lambda x: (jnp.sum(x, axis=1), jnp.sum(x)))
    prog("max_min_reduce", lambda r: [f32(r, 5, 3)])(lambda x: jnp.max(x, axis=0) - jnp.min(x, axis=1).sum())
    prog("prod_mean_var", lambda r: [f32(r, 3, 4)])(lambda x: (jnp.prod(x, axis=0), jnp.mean(x, axis=1), jnp.var(x)))
    prog("argmax_argmin", lambda r: [f32(r, 4, 9)])(lambda x: (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0)))
    prog("int_reduce", lambda r: [i32(r, 6, 5)])(lambda a: (jnp.sum(a, axis=0), jnp.max(a), jnp.any(a > 40)))
    prog("cumsum_cumprod", lambda r: [f32(r, 10)])(lambda x: (jnp.cumsum(x), jnp.cumprod(x * 0.5 + 1)))
    prog("logsumexp_softmax", lambda r: [f32(r, 3, 8)])(
        lambda x: (jax.nn.logsumexp(x, axis=1), jax.nn.softmax(x, axis=-1))
    )
    prog("relu_gelu", lambda r: [f32(r, 12)])(lambda x: jax.nn.relu(x) + jax.nn.gelu(x))
    prog("max_pool", lambda r: [f32(r, 1, 6, 6, 2)])(
        lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    )
    # Dot and convolution.
    prog("matmul", lambda r: [f32(r, 4, 8), f32(r, 8, 3)])(lambda x, y: x @ y)
    prog("einsum_batched", lambda r: [f32(r, 2, 3, 4), f32(r, 2, 4, 5)])(lambda x, y: jnp.einsum("bij,bjk->bik", x, y))
    prog("dot_general_int", lambda r: [i32(r, 3, 4, lo=-8, hi=8), i32(r, 4, 2, lo=-8, hi=8)])(
        lambda a, b: lax.dot_general(a, b, (((1,), (0,)), ((), ())))
    )
    prog("conv2d_strided", lambda r: [f32(r, 1, 3, 8, 8), f32(r, 4, 3, 3, 3)])(
        lambda x, w: lax.conv_general_dilated(x, w, (2, 2), "SAME")
    )
    prog("conv_grouped_dilated", lambda r: [f32(r, 2, 4, 7, 7), f32(r, 6, 2, 2, 2)])(
        lambda x, w: lax.conv_general_dilated(
            x, w, (1, 1), ((1, 1), (0, 1)), rhs_dilation=(2, 1), feature_group_count=2
        )
    )
    # Gather, scatter, slices.
    prog("gather_rows", lambda r: [f32(r, 6, 4), np.array([5, 0, 2, 2], np.int32)])(lambda x, i: x[i])
    prog("gather_columns", lambda r: [f32(r, 3, 7), np.array([6, 1, 3], np.int32)])(lambda x, i: x[:, i])
    prog("take_along_axis", lambda r: [f32(r, 4, 5), r.randint(0, 5, (4, 2)).astype(np.int32)])(
        lambda x, i: jnp.take_along_axis(x, i, axis=1)
    )
    prog("dynamic_slice", lambda r: [f32(r, 6, 5), np.int32(2)])(lambda x, i: lax.dynamic_slice(x, (i, 1), (3, 3)))
    prog("scatter_set", lambda r: [f32(r, 8), np.array([1, 5, 6], np.int32), f32(r, 3)])(lambda x, i, v: x.at[i].set(v))
    prog("scatter_add", lambda r: [f32(r, 5, 3), np.array([0, 4, 0], np.int32), f32(r, 3, 3)])(
        lambda x, i, v: x.at[i].add(v)
    )
    prog("dynamic_update_slice", lambda r: [f32(r, 6, 6), f32(r, 2, 3), np.int32(3)])(
        lambda x, u, i: lax.dynamic_update_slice(x, u, (i, i))
    )
    # Control flow.
    prog("while_loop", lambda r: [f32(r, 4)])(
        lambda x: lax.while_loop(lambda c: c[0] < 5, lambda c: (c[0] + 1, c[1] * 1.5 + 1.0), (0, x))[1]
    )
    prog("fori_loop", lambda r: [f32(r, 3, 3)])(lambda x: lax.fori_loop(0, 4, lambda i, a: a @ x + i, x))
    prog("cond", lambda r: [np.float32(0.7), f32(r, 5)])(
        lambda p, x: lax.cond(p > 0.5, lambda v: jnp.sin(v), lambda v: v * 2.0, x)
    )
    prog("switch", lambda r: [np.int32(2), f32(r, 5)])(
        lambda i, x: lax.switch(i, [lambda v: v + 1.0, lambda v: v * v, lambda v: -v], x)
    )
    prog("scan", lambda r: [f32(r, 6, 2)])(
        lambda xs: lax.scan(lambda c, x: (c * 0.9 + x, c.sum()), jnp.zeros(2, jnp.float32), xs)
    )
    # Sort.
    prog("sort", lambda r: [f32(r, 3, 9)])(lambda x: jnp.sort(x, axis=-1))
    prog("argsort", lambda r: [f32(r, 12)])(jnp.argsort)
    prog("top_k", lambda r: [f32(r, 2, 10)])(lambda x: lax.top_k(x, 3))
    # Shapes and constants.
    prog("reshape_transpose_concat", lambda r: [f32(r, 2, 6), f32(r, 3, 4)])(
        lambda x, y: jnp.concatenate([x.reshape(3, 4), y.T.reshape(3, 4)], axis=0).T
    )
    prog("pad_slice_reverse", lambda r: [f32(r, 4, 5)])(
        lambda x: jnp.flip(jnp.pad(x, ((1, 2), (0, 1)))[1:5:2, ::2], axis=1)
    )
    prog("iota_broadcast", lambda r: [f32(r, 3, 1)])(
        lambda x: x + jnp.arange(5, dtype=jnp.float32) * jnp.ones((3, 5), jnp.float32)
    )
    prog("random_bits", lambda r: [f32(r, 4)])(
        lambda x: x + jax.random.normal(jax.random.PRNGKey(42), (4,), jnp.float32)
    )
    return P


# ---------------------------------------------------------------------------
# The worker: runs inside a release's venv, one JSON line per fact.


def _emit(record):
    sys.stdout.write(json.dumps(record) + "\n")
    sys.stdout.flush()


def _leaves(tree):
    import numpy as np
    import jax

    return [np.asarray(a) for a in jax.tree_util.tree_leaves(tree)]


def _equal(expected, got):
    """None if the leaves are bitwise equal, else what differs."""
    import numpy as np

    if len(expected) != len(got):
        return f"{len(got)} results, expected {len(expected)}"
    for k, (e, g) in enumerate(zip(expected, got)):
        if e.dtype != g.dtype or e.shape != g.shape:
            return f"result {k}: {g.dtype}{list(g.shape)}, expected {e.dtype}{list(e.shape)}"
        if e.tobytes() != g.tobytes():
            try:
                diff = float(np.max(np.abs(e.astype(np.float64) - g.astype(np.float64))))
            except (TypeError, ValueError):
                diff = float("nan")
            return f"result {k}: not bitwise equal (max |difference| {diff:g})"
    return None


def _first_error(error):
    """The first line of an error without its source locations."""
    import re

    first = (str(error).strip().splitlines() or [""])[0]
    return type(error).__name__ + ": " + re.sub(r'("[^"]*"|-)?:\d+:\d+:?', "", first)


def _short(error):
    text = str(error).strip()
    lines = [line for line in text.splitlines() if line.strip()]
    text = " | ".join(lines[:3])
    return (type(error).__name__ + ": " + text)[:400]


class _Era:
    """What this jax/jaxlib offers: version, writer, reader and runner."""

    def __init__(self):
        import jax
        import jaxlib
        from jaxlib.mlir.dialects import stablehlo
        from jax._src.interpreters import mlir as jax_mlir

        self.jax = jax
        self.stablehlo = stablehlo
        self.jax_mlir = jax_mlir
        import numpy
        import scipy
        import ml_dtypes

        self.versions = {
            "jax": jax.__version__,
            "jaxlib": getattr(jaxlib, "__version__", "?"),
            "numpy": numpy.__version__,
            "scipy": scipy.__version__,
            "ml_dtypes": ml_dtypes.__version__,
        }
        if not hasattr(stablehlo, "get_current_version"):
            raise SystemExit(
                "this jaxlib has no stablehlo.get_current_version(); add how its "
                "StableHLO version is found before listing it in RELEASES"
            )
        self.version = stablehlo.get_current_version()
        # The writer jax.export calls: xla_extension's mlir module (jaxlib's
        # _jax.mlir in later releases).
        try:
            from jax._src.lib import xla_client

            self.xla_mlir = xla_client._xla.mlir
        except AttributeError:
            from jax._src.lib import _jax

            self.xla_mlir = _jax.mlir
        # Before deserialize_portable_artifact_str existed, the one-argument
        # deserialize_portable_artifact returned StableHLO bytecode, and the
        # (context, artifact) form crashes on a plain jax context. Parsing that
        # bytecode again loses the batching dimensions of gather in 0.4.30 (seen
        # with take_along_axis written for 1.1.3), so the module to run is
        # parsed from the text the same reader gives through xla_extension (what
        # jax's own Exported.mlir_module() read in those releases).
        self.reader_returns_bytecode = not hasattr(stablehlo, "deserialize_portable_artifact_str")

    def write(self, lowered):
        return self.write_module(lowered.compiler_ir("stablehlo"))

    def write_module(self, module):
        text = str(module)
        attempts = [(text, self.version), (text, self.version, False), (module, self.version, False)]
        error = None
        for args in attempts:
            try:
                return bytes(self.xla_mlir.serialize_portable_artifact(*args))
            except TypeError as e:  # another era's signature
                error = e
        raise error

    def read(self, artifact):
        from jaxlib.mlir import ir

        ctx = self.jax_mlir.make_ir_context()
        if self.reader_returns_bytecode:
            self.stablehlo.deserialize_portable_artifact(artifact)  # raises if refused
            text = self.xla_mlir.deserialize_portable_artifact(artifact)
            with ctx:
                return ir.Module.parse(text)
        return self.stablehlo.deserialize_portable_artifact(ctx, artifact)

    def run(self, fn, args, module):
        # A new function object each time: jax caches the lowering (and the
        # executable compiled from it) per function, and a cached one would run
        # whatever module was compiled first.
        lowered = self.jax.jit(lambda *a: fn(*a)).lower(*args)
        lowered._lowering._hlo = module
        return _leaves(lowered.compile()(*args))


def recheck(entries):
    """ARTIFACT=PROGRAM entries: our artifacts written for older releases from
    the newest release's programs, run here (in the newest release) and
    compared with its jax.jit of the program."""
    era = _Era()
    progs = programs()
    for entry in entries:
        path, name = entry.rsplit("=", 1)
        fn, args = progs[name]
        try:
            with open(path, "rb") as f:
                got = era.run(fn, args, era.read(f.read()))
            diff = _equal(_leaves(era.jax.jit(fn)(*args)), got)
            ok, detail = diff is None, diff or ""
        except Exception as e:
            ok, detail = False, _short(e)
        _emit({"kind": "recheck", "artifact": path, "ok": ok, "detail": detail})
    _emit({"kind": "done"})


def worker(directory, translate, opt, names, skip, newest):
    era = _Era()
    _emit(
        {
            "kind": "era",
            "stablehlo": era.version,
            **era.versions,
            "reader": "(artifact), module from text" if era.reader_returns_bytecode else "(context, artifact)",
        }
    )
    progs = programs()
    unknown = [n for n in names if n not in progs]
    if unknown:
        raise SystemExit(f"error: unknown program(s) {', '.join(unknown)}; the programs are {', '.join(progs)}")
    for name in names or list(progs):
        if name in skip:
            continue
        fn, args = progs[name]
        _emit({"kind": "start", "program": name})

        def fact(step, ok, detail=""):
            _emit({"kind": "fact", "program": name, "step": step, "ok": ok, "detail": detail})
            return ok

        try:
            expected = _leaves(era.jax.jit(fn)(*args))
            lowered = era.jax.jit(fn).lower(*args)
        except Exception as e:
            fact("lowered", False, _short(e))
            continue
        fact("lowered", True)
        if not newest:  # kept for the "newest -> theirs" runs of older releases
            _save_results(os.path.join(directory, name + ".results.json"), expected)
        both_directions(era, name, fn, args, expected, lowered, directory, translate, opt, fact)
        if newest:
            from_newest(era, name, fn, args, expected, directory, translate, newest, fact)
    if not names or "add_mul" in names:
        runner_check(era, progs, directory, translate)
    _emit({"kind": "done"})


def both_directions(era, name, fn, args, expected, lowered, directory, translate, opt, fact):
    theirs_path = os.path.join(directory, name + ".theirs.bc")
    try:
        artifact = era.write(lowered)
    except Exception as e:
        fact("theirs_written", False, _short(e))
        return
    with open(theirs_path, "wb") as f:
        f.write(artifact)
    fact("theirs_written", True)
    # Control: their artifact through the same reader and runner.
    try:
        module = era.read(artifact)
        fact("control_read", True)
        try:
            got = era.run(fn, args, module)
            fact("control_ran", True)
            diff = _equal(expected, got)
            fact("control_equal", diff is None, diff or "")
        except Exception as e:
            fact("control_ran", False, _short(e))
    except Exception as e:
        fact("control_read", False, _short(e))
    # Direction 2: our reader, then our verifier on what we print.
    text_path = os.path.join(directory, name + ".ours.mlir")
    p = subprocess.run(
        [translate, "--deserialize", "--mlir-print-debuginfo", theirs_path, "-o", text_path],
        capture_output=True,
        text=True,
    )
    if not fact("ours_read", p.returncode == 0, _tail(p)):
        return
    p = subprocess.run([opt, text_path, "-o", os.devnull], capture_output=True, text=True)
    fact("ours_verified", p.returncode == 0, _tail(p))
    # Direction 1: our writer at its version, its reader, its XLA. We write
    # from the same reading in generic form, which keeps the locations of every
    # op and block argument (the pretty forms of reduce and friends do not
    # print those of their bodies).
    generic_path = os.path.join(directory, name + ".ours.generic.mlir")
    ours_path = os.path.join(directory, name + ".ours.bc")
    p = _deserialize_generic(translate, theirs_path, generic_path)
    if p.returncode == 0:
        p = subprocess.run(
            [translate, "--serialize", "--target=" + era.version, generic_path, "-o", ours_path],
            capture_output=True,
            text=True,
        )
    if not fact("ours_written", p.returncode == 0, _tail(p)):
        return
    with open(ours_path, "rb") as f:
        ours = f.read()
    _emit({"kind": "identical", "program": name, "ok": ours == artifact})
    _read_and_run(era, fn, args, expected, ours, fact, "")


def from_newest(era, name, fn, args, expected, directory, translate, newest, fact):
    """The newest release's artifact of the program, read by us and written
    for this release's version (with the compatibility expander when the plain
    writer refuses), read and run here."""
    source = os.path.join(newest, name + ".theirs.bc")
    if not os.path.exists(source):
        fact("x_written", False, "the newest release wrote no artifact for it")
        return
    generic_path = os.path.join(directory, name + ".newest.generic.mlir")
    out = os.path.join(directory, name + ".newest-ours.bc")
    p = _deserialize_generic(translate, source, generic_path)
    if not fact("x_ours_read", p.returncode == 0, _tail(p)):
        return
    p = subprocess.run(
        [translate, "--serialize", "--target=" + era.version, generic_path, "-o", out], capture_output=True, text=True
    )
    if p.returncode != 0:
        refusal = _first_line(p)
        p = subprocess.run(
            [translate, "--serialize", "--target=" + era.version, "--compatibility-expander", generic_path, "-o", out],
            capture_output=True,
            text=True,
        )
        if p.returncode == 0:
            _emit({"kind": "expanded", "program": name, "detail": refusal})
        else:
            refusal += " / with --compatibility-expander: " + _first_line(p)
    if not fact("x_written", p.returncode == 0, "" if p.returncode == 0 else refusal):
        return
    with open(out, "rb") as f:
        _read_and_run(era, fn, args, expected, f.read(), fact, "x_", os.path.join(newest, name + ".results.json"))


def _save_results(path, leaves):
    with open(path, "w") as f:
        json.dump([{"dtype": str(a.dtype), "shape": list(a.shape), "hex": a.tobytes().hex()} for a in leaves], f)


def _load_results(path):
    import numpy as np
    import jax.numpy as jnp

    with open(path) as f:
        return [
            np.frombuffer(bytes.fromhex(d["hex"]), dtype=jnp.dtype(d["dtype"])).reshape(d["shape"])
            for d in json.load(f)
        ]


def _deserialize_generic(translate, source, out):
    return subprocess.run(
        [translate, "--deserialize", "--mlir-print-debuginfo", "--mlir-print-op-generic", source, "-o", out],
        capture_output=True,
        text=True,
    )


def _read_and_run(era, fn, args, expected, artifact, fact, prefix, newest_results=None):
    try:
        module = era.read(artifact)
    except Exception as e:
        fact(prefix + ("read" if prefix else "jaxlib_read"), False, _short(e))
        return
    fact(prefix + ("read" if prefix else "jaxlib_read"), True)
    try:
        got = era.run(fn, args, module)
    except Exception as e:
        detail = _short(e)
        if prefix:
            # Control: the program as it read it, written by its own writer and
            # run the same way.
            try:
                era.run(fn, args, era.read(era.write_module(module)))
                detail += "; its own artifact of the program it read runs"
            except Exception as e2:
                detail += "; " + (
                    SAME_FAILURE_THEIRS
                    if _first_error(e2) == _first_error(e)
                    else "its own artifact of the program it read fails otherwise: " + _short(e2)
                )
        fact(prefix + "ran", False, detail)
        return
    fact(prefix + "ran", True)
    diff = _equal(expected, got)
    if diff and newest_results and os.path.exists(newest_results):
        # Which program did we run: the newest jax's results tell.
        against = _equal(_load_results(newest_results), got)
        diff += "; against the newest jax's results: " + (against or "bitwise equal")
    fact(prefix + "equal", diff is None, diff or "")


def runner_check(era, progs, directory, translate):
    """The runner must see a change: add_mul with its multiply made an add."""
    fn, args = progs["add_mul"]
    text_path = os.path.join(directory, "add_mul.ours.mlir")
    detail = ""
    try:
        with open(text_path) as f:
            text = f.read()
        if "stablehlo.multiply" not in text:
            raise ValueError("no stablehlo.multiply in " + text_path)
        changed = os.path.join(directory, "runner-check.mlir")
        with open(changed, "w") as f:
            f.write(text.replace("stablehlo.multiply", "stablehlo.add"))
        p = subprocess.run(
            [translate, "--serialize", "--target=" + era.version, changed, "-o", changed + ".bc"],
            capture_output=True,
            text=True,
        )
        if p.returncode != 0:
            raise ValueError("our writer refused it: " + _tail(p))
        with open(changed + ".bc", "rb") as f:
            got = era.run(fn, args, era.read(f.read()))
        diff = _equal(_leaves(era.jax.jit(fn)(*args)), got)
        ok = diff is not None
        detail = diff or "the changed program gave the original results"
    except Exception as e:
        ok, detail = False, _short(e)
    _emit({"kind": "runner_check", "ok": ok, "detail": detail})


def _first_line(p):
    """The first diagnostic of a failed tool, whole."""
    return first_error(p.stderr, limit=None) if (p.stderr or "").strip() else f"exit {p.returncode}"


def _tail(p):
    return tool_failure(p.returncode, p.stderr)


# ---------------------------------------------------------------------------
# The driver: venvs, workers, the matrix.


def _one_core_env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env.update(
        {
            "JAX_PLATFORMS": "cpu",
            "TF_CPP_MIN_LOG_LEVEL": "2",
            "XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1",
            "OMP_NUM_THREADS": "1",
            "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        }
    )
    return env


def ensure_venv(base, release, pins, env):
    """BASE/venv with jax == jaxlib == RELEASE and PINS; remade when they change."""
    venv = os.path.join(base, "venv")
    stamp = os.path.join(venv, ".interop-matrix-pins")
    want = "\n".join([f"jax=={release}", f"jaxlib=={release}", *pins]) + "\n"
    if os.path.exists(stamp) and open(stamp).read() == want:
        return os.path.join(venv, "bin", "python"), None
    print(f"== {release}: installing {' '.join(want.split())} into {venv}", flush=True)
    shutil.rmtree(venv, ignore_errors=True)
    subprocess.run(["/usr/bin/python3", "-m", "venv", venv], check=True, env=env)
    p = subprocess.run(
        [os.path.join(venv, "bin", "pip"), "install", "-q", *want.split()], capture_output=True, text=True, env=env
    )
    if p.returncode != 0:
        shutil.rmtree(venv, ignore_errors=True)
        lines = [line for line in p.stderr.splitlines() if line.strip() and "WARNING: Location" not in line]
        return None, "pip could not install it: " + " | ".join(lines[-3:])
    with open(stamp, "w") as f:
        f.write(want)
    return os.path.join(venv, "bin", "python"), None


def run_release(release, pins, args, env, newest):
    base = os.path.join(args.build, "interop-matrix", release)
    result = {
        "release": release,
        "pins": pins,
        "programs": {},
        "era": None,
        "error": None,
        "identical": {},
        "expanded": {},
        "runner_check": None,
        "work": None,
    }
    python, error = ensure_venv(base, release, pins, env)
    if error:
        result["error"] = error
        return result
    work = result["work"] = os.path.join(base, "work")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    started = []
    t0 = time.time()
    while True:
        cmd = [
            python,
            os.path.abspath(__file__),
            "--worker",
            "--dir",
            work,
            "--translate",
            args.translate,
            "--opt",
            args.opt,
            "--skip",
            ",".join(started),
        ]
        if args.programs:
            cmd += ["--programs", args.programs]
        if newest:
            cmd += ["--newest", newest]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=work)
        done = False
        current = last = None
        for line in proc.stdout:
            try:
                rec = json.loads(line)
            except ValueError:
                continue  # a library printing on stdout
            kind = rec["kind"]
            if kind == "era":
                result["era"] = rec
            elif kind == "start":
                current, last = rec["program"], None
                started.append(current)
                result["programs"][current] = {}
            elif kind == "fact":
                result["programs"][rec["program"]][rec["step"]] = (rec["ok"], rec["detail"])
                last = rec["step"]
            elif kind == "identical":
                result["identical"][rec["program"]] = rec["ok"]
            elif kind == "expanded":
                result["expanded"][rec["program"]] = rec["detail"]
            elif kind == "runner_check":
                result["runner_check"] = (rec["ok"], rec["detail"])
            elif kind == "done":
                done = True
        stderr = proc.stderr.read()
        rc = proc.wait()
        if done and rc == 0:
            break
        lines = [line for line in stderr.splitlines() if line.strip()]
        why = f"worker exit {rc}" + (f" (signal {-rc})" if rc < 0 else "") + ": " + " / ".join(lines[-3:])[:400]
        if current is None or result["era"] is None:
            result["error"] = why
            break
        # A crash inside a reader or compiler: record it, go on after it.
        result["programs"][current]["crash"] = (False, f"after {last or 'the start'}: {why}")
        print(f"   {release}: {current}: worker died after {last or 'the start'}; restarting", flush=True)
    print(f"== {release}: {summary_line(result)} ({time.time() - t0:.0f}s)", flush=True)
    return result


def recheck_in_newest(newest, results, args, env):
    """Results of "newest -> theirs" that match neither jax: is it the older
    XLA's arithmetic, or our downgrade? The newest jax runs the same artifact of
    ours: bitwise its own results means we wrote the program it wrote."""
    todo = {}
    for r in results:
        for name, step, detail in failures(r, XSTEPS):
            if step == "x_equal" and AS_NEWEST not in detail:
                todo[os.path.join(r["work"], name + ".newest-ours.bc")] = (r, name)
    if not todo:
        return
    python = os.path.join(args.build, "interop-matrix", newest["release"], "venv", "bin", "python")
    p = subprocess.run(
        [python, os.path.abspath(__file__), "--recheck", *[f"{path}={name}" for path, (_, name) in todo.items()]],
        capture_output=True,
        text=True,
        env=env,
        cwd=newest["work"],
    )
    for line in p.stdout.splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if rec["kind"] != "recheck":
            continue
        r, name = todo[rec["artifact"]]
        ok, detail = r["programs"][name]["x_equal"]
        detail += "; " + (AS_NEWEST_XLA if rec["ok"] else "the same artifact run by the newest jax: " + rec["detail"])
        r["programs"][name]["x_equal"] = (ok, detail)


def counts(result):
    c = {s: 0 for s in STEPS + XSTEPS}
    for steps in result["programs"].values():
        for s, (ok, _) in steps.items():
            if s in c:
                c[s] += bool(ok)
    c["programs"] = len(result["programs"])
    c["identical"] = sum(result["identical"].values())
    c["expanded"] = len(result["expanded"])
    c["x_too_new"] = sum(
        1
        for steps in result["programs"].values()
        if "x_written" in steps and not steps["x_written"][0] and REFUSED_AS_TOO_NEW in steps["x_written"][1]
    )
    c["crashes"] = sum(1 for steps in result["programs"].values() if "crash" in steps)
    c["x_explained"] = sum(1 for f in failures(result, XSTEPS) if f[1] in ("x_ran", "x_equal") and x_excused(f))
    return c


def runner_ok(result):
    """False only for a runner check that ran and failed."""
    return result["runner_check"] is None or bool(result["runner_check"][0])


def runner_word(result):
    if result["runner_check"] is None:
        return "not run"
    return "passed" if result["runner_check"][0] else "FAILED"


def summary_line(result):
    if result["error"]:
        return "error: " + result["error"]
    c = counts(result)
    line = (
        f"StableHLO {result['era']['stablehlo']}; {c['programs']} programs; "
        f"theirs->ours read {c['ours_read']}, verified {c['ours_verified']}; "
        f"ours->theirs written {c['ours_written']}, read {c['jaxlib_read']}, "
        f"ran {c['ran']}, equal {c['equal']}, same bytes {c['identical']}; "
    )
    if any("x_ours_read" in st or "x_written" in st for st in result["programs"].values()):
        line += (
            f"newest->theirs written {c['x_written']} ({c['expanded']} expanded, "
            f"{c['x_too_new']} too new), read {c['x_read']}, ran {c['x_ran']}, "
            f"equal {c['x_equal']}; "
        )
    return line + (f"control equal {c['control_equal']}; crashes {c['crashes']}; runner check {runner_word(result)}")


def failures(result, steps_list=STEPS):
    """(program, step, detail) of the first failed step of each program."""
    out = []
    for name, steps in result["programs"].items():
        if "crash" in steps and steps_list is STEPS:
            out.append((name, "crash", steps["crash"][1]))
            continue
        for s in steps_list:
            if s in steps and not steps[s][0]:
                out.append((name, s, steps[s][1]))
                break
    return out


def render(results, args):
    L = []
    L.append("# Interop matrix: jaxlib releases of every era against our reader and writer")
    L.append("")
    L.append("Written by `tools/dev.sh interop-matrix` (tests/interop/interop_matrix.py); do not edit by")
    L.append("hand. Each jaxlib release runs in its own virtual environment (jax == jaxlib == the")
    L.append(
        f"release) on the {len(programs_names(results))} programs of `programs()` in the tool, JAX functions on APIs"
    )
    L.append("every release has, with fixed inputs.")
    L.append("")
    L.append("- **StableHLO**: the release's `jaxlib.mlir.dialects.stablehlo.get_current_version()`.")
    L.append("- **theirs → ours** (direction 2): the function lowered by that jax and serialized at its")
    L.append("  StableHLO version by the writer `jax.export` calls (xla_extension's")
    L.append("  `mlir.serialize_portable_artifact`): *written* by them, *read* by")
    L.append("  `stablehlo-translate --deserialize`, the printed program *verified* by `stablehlo-opt`.")
    L.append("- **ours → theirs** (direction 1): the program we read, *written* by")
    L.append("  `stablehlo-translate --serialize --target=<its version>`, *read* by its")
    L.append("  `stablehlo.deserialize_portable_artifact`, compiled by that jax's XLA in place of the")
    L.append("  module of `jax.jit(f).lower(...)` and *ran* on the CPU; *equal*: every result bitwise")
    L.append("  equal to `jax.jit(f)` in the same jax.")
    L.append("  *Same bytes*: how many of our artifacts are byte-identical to theirs (our")
    L.append("  reader prints the locations, so they are written back); shown, not required: the")
    L.append("  writer of an older release may encode the same program differently.")
    L.append("- **newest → theirs**: the artifact the newest release wrote in direction 2 (a program")
    L.append("  of its StableHLO version), read by us and *written* for the older release's version;")
    L.append("  when the plain writer refuses, with `--compatibility-expander` (*expanded*); a")
    L.append("  program still refused names the lowest target that accepts it (*too new*, not a")
    L.append("  failure); then *read*, *ran* and *equal* as in direction 1 (equal to the older jax's")
    L.append("  own `jax.jit(f)`).")
    L.append("- **control**: its own artifact through the same reader and runner (read / ran / equal).")
    L.append("- **runner check**: `add_mul` with its multiply made an add, written by us and run the")
    L.append("  same way, must give different results (the runner really runs the module it is given).")
    L.append("")
    L.append(
        "| jaxlib | StableHLO | programs | theirs → ours: written / read / verified "
        "| ours → theirs: written / read / ran / equal | same bytes "
        "| newest → theirs: written (expanded, too new) / read / ran / equal "
        "| control: read / ran / equal | runner check |"
    )
    L.append("|---|---|---|---|---|---|---|---|---|")
    for r in results:
        if r["error"]:
            L.append(f"| {r['release']} | ? | – | {r['error'][:120]} | | | | | |")
            continue
        c = counts(r)
        L.append(
            f"| {r['release']} | {r['era']['stablehlo']} | {c['programs']} "
            f"| {c['theirs_written']} / {c['ours_read']} / {c['ours_verified']} "
            f"| {c['ours_written']} / {c['jaxlib_read']} / {c['ran']} / {c['equal']} "
            f"| {c['identical']} "
            f"| {newest_cell(r, c)} "
            f"| {c['control_read']} / {c['control_ran']} / {c['control_equal']} "
            f"| {runner_word(r)} |"
        )
    totals = {
        k: sum(counts(r)[k] for r in results if not r["error"])
        for k in (
            "programs",
            "theirs_written",
            "ours_read",
            "ours_verified",
            "ours_written",
            "jaxlib_read",
            "ran",
            "equal",
            "identical",
            "x_written",
            "expanded",
            "x_too_new",
            "x_read",
            "x_ran",
            "x_equal",
            "x_explained",
            "control_read",
            "control_ran",
            "control_equal",
        )
    }
    t = totals
    L.append(
        f"| all | | {t['programs']} | {t['theirs_written']} / {t['ours_read']} / "
        f"{t['ours_verified']} | {t['ours_written']} / {t['jaxlib_read']} / {t['ran']} / "
        f"{t['equal']} | {t['identical']} | {t['x_written']} ({t['expanded']}, "
        f"{t['x_too_new']}) / {t['x_read']} / {t['x_ran']} / {t['x_equal']} + "
        f"{t['x_explained']} explained | {t['control_read']} / {t['control_ran']} / "
        f"{t['control_equal']} | |"
    )
    L.append("")
    L.append("Environments: pins besides jax and jaxlib (what the release needs to import), and")
    L.append("the versions pip chose.")
    L.append("")
    L.append("| jaxlib | pins | numpy | scipy | ml_dtypes | reader form |")
    L.append("|---|---|---|---|---|---|")
    for r in results:
        e = r["era"] or {}
        L.append(
            f"| {r['release']} | {', '.join(r['pins']) or '–'} | {e.get('numpy', '?')} "
            f"| {e.get('scipy', '?')} | {e.get('ml_dtypes', '?')} | {e.get('reader', '?')} |"
        )
    L.append("")
    L.append("Every release listed has `get_current_version()`; the tool stops on one that has not.")
    L.append("")
    L.append("## Failures")
    L.append("")
    any_failure = False
    for r in results:
        fs = failures(r) + [f for f in failures(r, XSTEPS) if not x_excused(f)]
        if not runner_ok(r):
            fs.append(("add_mul (changed)", "runner check", r["runner_check"][1]))
        if r["error"]:
            fs.append(("-", "release", r["error"]))
        if not fs:
            continue
        any_failure = True
        L.append(f"### jaxlib {r['release']} (StableHLO {r['era']['stablehlo'] if r['era'] else '?'})")
        L.append("")
        for name, step, detail in fs:
            what = "the worker crashed" if step == "crash" else step + " failed"
            L.append(f"- `{name}`: {what}: {detail.replace('|', '/')}")
        L.append("")
    if not any_failure:
        L.append("None.")
        L.append("")
    L.append("## Newest → theirs: refused as too new, expanded, or computed as the newest jax does")
    L.append("")
    L.append("What our writer refused for an older release's version (it names the lowest target")
    L.append("that accepts the program), what it wrote only with the compatibility expander, and")
    L.append("results that differ from the older jax's own `jax.jit(f)` but are bitwise those of")
    L.append("the newest jax (its lowering of the function differs from the older jax's), or")
    L.append("differ from both while the newest jax, running the same artifact of ours, gives")
    L.append("bitwise its own results (then the older XLA computes the newest's program")
    L.append("differently: its arithmetic, not our writer). Also programs that the release reads")
    L.append("but does not run, when the same program written by its own writer (from what it")
    L.append("read) fails the same way.")
    L.append("")
    listed = False
    for r in results:
        for name, step, detail in failures(r, XSTEPS):
            if x_excused((name, step, detail)):
                what = {"x_written": "refused", "x_equal": "differs from its jax", "x_ran": "read, but does not run"}[
                    step
                ]
                L.append(
                    f"- {r['release']} (StableHLO {r['era']['stablehlo']}): `{name}` {what}: {detail.replace('|', '/')}"
                )
                listed = True
        for name, detail in r["expanded"].items():
            L.append(
                f"- {r['release']} (StableHLO {r['era']['stablehlo']}): `{name}` expanded; "
                f"the plain writer said: {detail.replace('|', '/')}"
            )
            listed = True
    if not listed:
        L.append("None.")
    L.append("")
    return "\n".join(L)


def newest_cell(r, c):
    if not any(s.startswith("x_") for st in r["programs"].values() for s in st):
        return "(the newest release itself)" if r.get("is_newest") else "–"
    explained = f" + {c['x_explained']} explained" if c["x_explained"] else ""
    return (
        f"{c['x_written']} ({c['expanded']}, {c['x_too_new']}) / {c['x_read']} / "
        f"{c['x_ran']} / {c['x_equal']}{explained}"
    )


def any_failure_in(results):
    for r in results:
        if r["error"] or failures(r) or not runner_ok(r):
            return True
        if any(not x_excused(f) for f in failures(r, XSTEPS)):
            return True
    return False


def programs_names(results):
    names = set()
    for r in results:
        names.update(r["programs"])
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--releases", help="comma-separated subset of RELEASES")
    ap.add_argument("--programs", help="comma-separated subset of the programs")
    ap.add_argument("--output", default=os.path.join(ROOT, "docs", "interop-matrix.md"))
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--dir", help=argparse.SUPPRESS)
    ap.add_argument("--translate", help=argparse.SUPPRESS)
    ap.add_argument("--opt", help=argparse.SUPPRESS)
    ap.add_argument("--skip", default="", help=argparse.SUPPRESS)
    ap.add_argument("--newest", help=argparse.SUPPRESS)
    ap.add_argument("--recheck", nargs="*", help=argparse.SUPPRESS)
    args = ap.parse_args()
    names = [n for n in (args.programs or "").split(",") if n]
    if args.recheck is not None:
        recheck(args.recheck)
        return 0
    if args.worker:
        worker(args.dir, args.translate, args.opt, names, set(filter(None, args.skip.split(","))), args.newest)
        return 0
    args.build = os.path.abspath(args.build)
    known = dict(RELEASES)
    chosen = RELEASES
    if args.releases:
        wanted = args.releases.split(",")
        unknown = [v for v in wanted if v not in known]
        if unknown:
            print(f"error: unknown release(s) {', '.join(unknown)}; RELEASES has {', '.join(known)}", file=sys.stderr)
            return 2
        chosen = [(v, pins) for v, pins in RELEASES if v in wanted]  # oldest first
    # The tools are copied first, so that a rebuild during the run (minutes)
    # does not pull them away from under the workers.
    tools_dir = os.path.join(args.build, "interop-matrix", "bin")
    os.makedirs(tools_dir, exist_ok=True)
    for tool in ("stablehlo-translate", "stablehlo-opt"):
        built = os.path.join(args.build, "bin", tool)
        if not os.access(built, os.X_OK):
            print(f"error: {built} is missing; build it first (tools/dev.sh build)", file=sys.stderr)
            return 2
        shutil.copy2(built, os.path.join(tools_dir, tool))
    args.translate = os.path.join(tools_dir, "stablehlo-translate")
    args.opt = os.path.join(tools_dir, "stablehlo-opt")
    # One core: this machine is shared.
    cores = sorted(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cores[-1]})
    env = _one_core_env()
    # The newest release first: its artifacts are the "newest -> theirs"
    # programs of the others.
    newest_release, newest_pins = chosen[-1]
    newest = run_release(newest_release, newest_pins, args, env, None)
    newest["is_newest"] = True
    newest_dir = newest["work"] if not newest["error"] else None
    results = [run_release(v, pins, args, env, newest_dir) for v, pins in chosen[:-1]]
    results.append(newest)
    if not newest["error"]:
        recheck_in_newest(newest, results, args, env)
    text = render(results, args)
    print()
    print(text)
    if args.output and not args.releases and not args.programs:
        with open(args.output, "w") as f:
            f.write(text)
        print(f"(written to {args.output})")
    bad = any_failure_in(results)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
