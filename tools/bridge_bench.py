"""Benchmark of the Python bridge to jaxlib: our `stablehlo` module against
jaxlib's own StableHLO functions, in one process.

Runs under the interpreter of the interop virtual environment (jax and
jaxlib pinned in tests/interop/requirements.txt), with our module on
PYTHONPATH (tools/dev.sh bench does both). For each flat program of
tools/bench.py (10k and 100k ops by default), parsed by jaxlib into a
module of a context made as JAX makes its own, times
  serialize    stablehlo.serialize_portable_artifact(module, target)
               against jaxlib's stablehlo.serialize_portable_artifact (on a
               copy made beforehand: it converts its module in place)
  deserialize  stablehlo.deserialize_portable_artifact(context, artifact)
               against jaxlib's stablehlo.deserialize_portable_artifact
(the artifact: jaxlib's, for the target), best of --repeat runs each,
alternating, and prints the ratio ours / jaxlib's (below 1: ours is faster)
and which way each of our calls took (bytecode or text, from the logger
"stablehlo.bridge"). Both sides must agree: our artifact must be read by
jaxlib into the module jaxlib's own gives, and our module must print as
jaxlib's; a difference is an error, not a figure.

Usage: bridge_bench.py --build BUILD [--sizes 10000,100000] [--target 1.0.0] [--repeat 3]
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import subprocess
import sys
import time


class _Ways(logging.Handler):
    """Remembers the way (bytecode or text) the bridge's last calls took."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.last = []

    def emit(self, record):
        self.last.append(record.getMessage().split(":", 1)[1].split(",")[0].split(" (")[0].strip())


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def copier(ir, module):
    """Makes copies of `module` (through its bytecode): jaxlib's
    serialize_portable_artifact converts the module it is given to VHLO in
    place."""
    import io

    buffer = io.BytesIO()
    module.operation.write_bytecode(buffer)
    data = buffer.getvalue()
    return lambda: ir.Module.parse(data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", required=True)
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--target", default="1.0.0")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    import stablehlo as ours
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo as theirs

    ways = _Ways()
    log = logging.getLogger("stablehlo.bridge")
    log.addHandler(ways)
    log.setLevel(logging.DEBUG)
    log.propagate = False

    bench = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench.py")
    print(
        f"ours: stablehlo {ours.get_current_version()}; jaxlib's StableHLO "
        f"{theirs.get_current_version()}; target {args.target}; best of {args.repeat}, "
        "alternating"
    )
    rows = []
    for n in (int(s) for s in args.sizes.split(",") if s):
        text = subprocess.run(
            [sys.executable, bench, "--emit", f"flat:{n}"], check=True, capture_output=True, text=True
        ).stdout
        ctx = jax_mlir.make_ir_context()
        with ctx:
            module = ir.Module.parse(text)
            fresh = copier(ir, module)
            ops = sum(
                1 for line in text.splitlines() if "stablehlo." in line or "return" in line or "func.func" in line
            )
            theirs_artifact = theirs.serialize_portable_artifact(fresh(), args.target)
            ours_artifact = ours.serialize_portable_artifact(module, args.target)
            ser_way = ways.last[-1] if ways.last else "?"
            # Ours must mean what jaxlib's means.
            a = theirs.deserialize_portable_artifact(ctx, ours_artifact)
            b = theirs.deserialize_portable_artifact(ctx, theirs_artifact)
            if str(a) != str(b):
                sys.exit(f"error: {n} ops: our artifact holds another program than jaxlib's")
            mine = ours.deserialize_portable_artifact(ctx, theirs_artifact)
            de_way = ways.last[-1] if ways.last else "?"
            if str(mine) != str(b):
                sys.exit(f"error: {n} ops: our deserialized module prints otherwise than jaxlib's")
            del a, b, mine
            t_ser_ours = t_ser_theirs = t_de_ours = t_de_theirs = float("inf")
            for _ in range(args.repeat):
                copy = fresh()
                t_ser_theirs = min(t_ser_theirs, best(lambda: theirs.serialize_portable_artifact(copy, args.target), 1))
                copy = None  # dropped before the next fresh copy
                t_ser_ours = min(t_ser_ours, best(lambda: ours.serialize_portable_artifact(module, args.target), 1))
                t_de_theirs = min(
                    t_de_theirs, best(lambda: theirs.deserialize_portable_artifact(ctx, theirs_artifact), 1)
                )
                t_de_ours = min(t_de_ours, best(lambda: ours.deserialize_portable_artifact(ctx, theirs_artifact), 1))
        for step, way, t_ours, t_theirs in (
            ("serialize", ser_way, t_ser_ours, t_ser_theirs),
            ("deserialize", de_way, t_de_ours, t_de_theirs),
        ):
            rows.append((n, ops, step, way, t_ours, t_theirs))
            print(
                f"  {n:>7} ops  {step:<12} ours {t_ours:7.3f} s ({way})  jaxlib {t_theirs:7.3f} s"
                f"  ratio {t_ours / t_theirs:.2f}x",
                flush=True,
            )
    print()
    print("| program | step | way | ours | jaxlib's own | ratio |")
    print("|---|---|---|---|---|---|")
    for n, ops, step, way, t_ours, t_theirs in rows:
        print(f"| flat {n} ops | {step} | {way} | {t_ours:.3f} s | {t_theirs:.3f} s | {t_ours / t_theirs:.2f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
