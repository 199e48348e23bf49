"""Run by the venv's python once the pinned jax/jaxlib are installed beside
the wheel (wheel_env.py jax-export): a program exported with jax.export is
written as a portable artifact by the wheel's serialize_portable_artifact,
then read and run by jaxlib (its deserializer and XLA's CPU compiler) in the
same process, with results equal to the original function's.

Arguments: BUILD_DIR SOURCE_DIR.
"""

import dataclasses
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo as jaxlib_stablehlo

import stablehlo

build = sys.argv[1]
for module in (stablehlo, jax, np):
    if module.__file__.startswith(build):
        sys.exit(f"{module.__name__} comes from the build tree: {module.__file__}")


def f(x, y):
    return jnp.tanh(x @ y) * 2.0 + jnp.sum(jnp.sin(y), axis=0)


def g(x):
    return jnp.cumsum(jnp.exp(-x * x), axis=-1).astype(jnp.float16)


rng = np.random.default_rng(0)
cases = [
    (f, (rng.standard_normal((3, 4)).astype(np.float32), rng.standard_normal((4, 5)).astype(np.float32))),
    (g, (rng.standard_normal((2, 6)).astype(np.float32),)),
]
target = stablehlo.get_smaller_version(stablehlo.get_current_version(), jaxlib_stablehlo.get_current_version())
for fn, args in cases:
    exported = export.export(jax.jit(fn))(*args)
    want = np.asarray(fn(*args))
    # The exported program as an ir.Module of jaxlib's bindings, written by
    # the wheel's module.
    with jax_mlir.make_ir_context() as ctx:
        module = ir.Module.parse(exported.mlir_module())
        artifact = stablehlo.serialize_portable_artifact(module, target)
    if stablehlo.get_portable_artifact_version(artifact) != target:
        sys.exit(f"{fn.__name__}: artifact version {stablehlo.get_portable_artifact_version(artifact)}")
    # jaxlib reads it (Exported.call deserializes mlir_module_serialized).
    ours = dataclasses.replace(exported, mlir_module_serialized=artifact)
    got = np.asarray(ours.call(*args))
    if got.dtype != want.dtype or got.shape != want.shape or not np.array_equal(got, want):
        sys.exit(f"{fn.__name__}: jaxlib ran the wheel's artifact to {got}, the function gives {want}")
    # And jaxlib's deserializer directly, in its own context.
    with jax_mlir.make_ir_context() as ctx:
        read = jaxlib_stablehlo.deserialize_portable_artifact(ctx, artifact)
        assert "func.func" in str(read) or "func @main" in str(read)
    print(
        f"{fn.__name__}: written by the wheel for StableHLO {target} "
        f"({len(artifact)} bytes), read and run by jaxlib "
        f"{jax.__version__}: results equal to the function's ({want.dtype}{list(want.shape)})"
    )
