"""The interop catalogue: real JAX programs, exported once and cached.

Each entry is a JAX function with fixed input specs and a fixed random-input
seed (the CRC-32 of its name). `export_all` exports every entry with
`jax.export` at JAX's default target and keeps, per entry, in
$STABLEHLO_INTEROP_CACHE/jax-<version>/<name>/:

  exported.bin  the Exported's serialized form (jax.export.deserialize reads it)
  module.bc     the portable artifact JAX wrote (Exported.mlir_module_serialized)
  arrays.npz    the inputs and the original function's outputs (jax.jit of the
                function itself, not of the export), stored as raw bits
  meta.json     dtypes and shapes of those arrays, and the entry's fingerprint

An entry is exported again only when its fingerprint (name, specs, seed,
options and the source text of its function) changes, so reruns take seconds.

Tolerances (`tol`): None means the outputs must be bitwise equal (exact ops:
integer and boolean arithmetic, data movement, comparisons, IEEE add/mul/div,
sort, gather/scatter, select...). `APPROX` marks functions whose results
depend on how XLA approximates or orders floating-point work (transcendental
functions, FFT, linalg, convolutions and dots, reductions, random normals):
they are compared within the per-dtype relative/absolute bounds of
`APPROX_BOUNDS` (relative to the largest magnitude of the expected output).
Equal programs compiled by the same XLA give bitwise-equal results in
practice; the runners count how many approximate entries were bitwise equal
anyway.
"""

import dataclasses
import hashlib
import inspect
import json
import os
import shutil
import sys
from typing import Callable, Optional

# Collectives run on 8 host CPU devices; this must precede importing jax.
if "--xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")
# XLA's warnings (e.g. GSPMD-mode modules falling back from Shardy) to stderr
# would bury the tests' own output.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402
import ml_dtypes  # noqa: E402,F401  (registers its float8/float4 types with NumPy)
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

from interop_common import input_seed  # noqa: E402

FORMAT = 1  # bump to invalidate every cached entry

APPROX = "approx"
# dtype name -> (rtol, atol); atol is relative to the largest |expected|.
APPROX_BOUNDS = {
    "float64": (1e-12, 1e-13),
    "complex128": (1e-12, 1e-13),
    "float32": (2e-5, 2e-6),
    "complex64": (2e-5, 2e-6),
    "float16": (4e-3, 1e-3),
    "bfloat16": (2e-2, 8e-3),
}
APPROX_F8 = (0.25, 0.07)  # float8/float4: a couple of ulps


@dataclasses.dataclass(frozen=True)
class Arg:
    shape: tuple
    dtype: str = "float32"
    kind: str = "normal"  # normal | uniform | int | bool | perm
    lo: float = -1.0
    hi: float = 1.0


def A(*shape, dtype="float32", kind=None, lo=None, hi=None):
    if kind is None:
        dt = np.dtype(jnp.dtype(dtype))
        kind = "bool" if dt == np.bool_ else "int" if np.issubdtype(dt, np.integer) else "normal"
    if lo is None:
        lo = -50 if kind == "int" else -1.0
    if hi is None:
        hi = 50 if kind == "int" else 1.0
    return Arg(tuple(shape), dtype, kind, lo, hi)


@dataclasses.dataclass
class Entry:
    name: str
    fn: Callable  # the function; for `mesh` entries, mesh -> function
    args: tuple
    group: str
    tol: Optional[str] = None  # None: bitwise; APPROX: APPROX_BOUNDS
    x64: bool = False
    poly: Optional[tuple] = None  # shape specs for jax.export.symbolic_args_specs
    mesh: Optional[tuple] = None  # ((sizes...), (axis names...))
    specs: Optional[tuple] = None  # PartitionSpec per arg (mesh entries)
    shardy: bool = True  # exported with Shardy (JAX's default), else GSPMD
    note: str = ""

    @property
    def seed(self):
        return input_seed(self.name)

    def fingerprint(self):
        src = _source(self.fn)
        h = hashlib.sha256()
        for part in (
            FORMAT,
            self.name,
            self.args,
            self.group,
            self.tol,
            self.x64,
            self.poly,
            self.mesh,
            self.specs,
            self.shardy,
            src,
        ):
            h.update(repr(part).encode())
            h.update(b"\0")
        return h.hexdigest()[:16]


def _source(fn, depth=3):
    """The source text of FN and of the functions its closure holds (e.g. the
    function that smap wraps), for the fingerprint; a repr without an address
    where there is no source."""
    try:
        parts = [inspect.getsource(fn)]
    except (OSError, TypeError):
        parts = [getattr(fn, "__qualname__", None) or type(fn).__name__ + ":" + str(fn)]
    if depth > 0:
        for cell in getattr(fn, "__closure__", None) or ():
            try:
                v = cell.cell_contents
            except ValueError:
                continue
            if callable(v):
                parts.append(_source(v, depth - 1))
            elif isinstance(v, (int, float, str, tuple)):
                parts.append(repr(v))
    return "\n".join(parts)


ENTRIES: list = []


def add(name, fn, *args, group, **kw):
    assert not any(e.name == name for e in ENTRIES), name
    ENTRIES.append(Entry(name, fn, tuple(args), group, **kw))


# --------------------------------------------------------------------------
# Elementwise floating-point math.

F = ["float32", "float64", "bfloat16", "float16"]

UNARY_EXACT = {
    "neg": jnp.negative,
    "abs": jnp.abs,
    "floor": jnp.floor,
    "ceil": jnp.ceil,
    "round": jnp.round,
    "sign": jnp.sign,
    "sqrt": jnp.sqrt,
    "is_finite": jnp.isfinite,
}
UNARY_APPROX = {
    "exp": jnp.exp,
    "expm1": jnp.expm1,
    "log": jnp.log,
    "log1p": jnp.log1p,
    "rsqrt": lax.rsqrt,
    "cbrt": jnp.cbrt,
    "sin": jnp.sin,
    "cos": jnp.cos,
    "tan": jnp.tan,
    "tanh": jnp.tanh,
    "logistic": jax.nn.sigmoid,
    "erf": jax.scipy.special.erf,
    "atan": jnp.arctan,
    "asin": jnp.arcsin,
    "sinh": jnp.sinh,
    "erf_inv": jax.scipy.special.erfinv,
    "lgamma": jax.scipy.special.gammaln,
    "digamma": jax.scipy.special.digamma,
}
POSITIVE_INPUT = {"log", "rsqrt", "sqrt", "lgamma", "digamma"}
UNIT_INPUT = {"asin", "erf_inv"}

# f32 gets every op; the other widths the common ones.
_FULL = {
    "float32": None,
    "float64": ["neg", "abs", "floor", "sqrt", "exp", "log", "sin", "tan", "tanh", "logistic", "erf", "lgamma"],
    "bfloat16": ["neg", "abs", "round", "sqrt", "exp", "log", "tanh", "logistic", "erf", "rsqrt"],
    "float16": ["neg", "abs", "ceil", "sqrt", "exp", "log1p", "cos", "tan", "tanh", "logistic"],
}


def _unary_arg(op, dt):
    if op in POSITIVE_INPUT:
        return A(4, 8, dtype=dt, kind="uniform", lo=0.1, hi=4.0)
    if op in UNIT_INPUT:
        return A(4, 8, dtype=dt, kind="uniform", lo=-0.9, hi=0.9)
    return A(4, 8, dtype=dt, kind="uniform", lo=-3.0, hi=3.0)


for _dt in F:
    for _op, _f in {**UNARY_EXACT, **UNARY_APPROX}.items():
        if _FULL[_dt] is not None and _op not in _FULL[_dt]:
            continue
        add(
            f"{_op}_{_dt}",
            _f,
            _unary_arg(_op, _dt),
            group="elementwise",
            tol=APPROX if _op in UNARY_APPROX or _op == "sqrt" else None,
            x64=_dt == "float64",
        )

BINARY = {
    "add": (jnp.add, None),
    "sub": (jnp.subtract, None),
    "mul": (jnp.multiply, None),
    "div": (jnp.divide, None),
    "max": (jnp.maximum, None),
    "min": (jnp.minimum, None),
    "pow": (jnp.power, APPROX),
    "atan2": (jnp.arctan2, APPROX),
    "rem": (jnp.fmod, None),
    "nextafter": (jnp.nextafter, None),
    "hypot": (jnp.hypot, APPROX),
    "copysign": (jnp.copysign, None),
}
_BIN_SUBSET = {
    "float32": None,
    "float64": ["add", "mul", "div", "pow", "rem"],
    "bfloat16": ["add", "mul", "div", "max"],
    "float16": ["add", "sub", "div", "min", "atan2"],
}
for _dt in F:
    for _op, (_f, _tol) in BINARY.items():
        if _BIN_SUBSET[_dt] is not None and _op not in _BIN_SUBSET[_dt]:
            continue
        _lo = 0.25 if _op == "pow" else -4.0
        add(
            f"{_op}_{_dt}",
            _f,
            A(4, 8, dtype=_dt, kind="uniform", lo=_lo, hi=4.0),
            A(4, 8, dtype=_dt, kind="uniform", lo=_lo, hi=4.0)
            if _op != "pow"
            else A(4, 8, dtype=_dt, kind="uniform", lo=-2.0, hi=2.0),
            group="elementwise",
            tol=_tol,
            x64=_dt == "float64",
        )

add("clamp_f32", lambda x: jnp.clip(x, -0.5, 0.5), A(16), group="elementwise")
add("select_f32", lambda p, x, y: jnp.where(p, x, y), A(3, 5, dtype="bool"), A(3, 5), A(3, 5), group="elementwise")
add("compare_f32", lambda x, y: (x < y, x == y, x >= y, x != y), A(6, 4), A(6, 4), group="elementwise")
add("fma_chain_f32", lambda x, y, z: x * y + z - x / (jnp.abs(y) + 1), A(8), A(8), A(8), group="elementwise")
add(
    "reduce_precision_f32",
    lambda x: lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10),
    A(32),
    group="elementwise",
)
add(
    "convert_f32_to_bf16_f16",
    lambda x: (x.astype(jnp.bfloat16), x.astype(jnp.float16)),
    A(16, kind="uniform", lo=-100, hi=100),
    group="elementwise",
)
add(
    "convert_f64_f32",
    lambda x: (x.astype(jnp.float32), x.astype(jnp.int32)),
    A(16, dtype="float64", kind="uniform", lo=-1e3, hi=1e3),
    group="elementwise",
    x64=True,
)
add("bitcast_f32_u32", lambda x: lax.bitcast_convert_type(x, jnp.uint32), A(16), group="elementwise")
add("bitcast_f32_to_u16_pairs", lambda x: lax.bitcast_convert_type(x, jnp.uint16), A(4, 4), group="elementwise")
add(
    "nan_handling_f32",
    lambda x: (jnp.nan_to_num(jnp.log(x)), jnp.isnan(jnp.sqrt(x))),
    A(16),
    group="elementwise",
    tol=APPROX,
)
add("softplus_f32", jax.nn.softplus, A(4, 16, kind="uniform", lo=-6, hi=6), group="elementwise", tol=APPROX)
add("gelu_f32", jax.nn.gelu, A(4, 16), group="elementwise", tol=APPROX)
add("gelu_exact_f32", lambda x: jax.nn.gelu(x, approximate=False), A(4, 16), group="elementwise", tol=APPROX)
add("silu_bf16", jax.nn.silu, A(4, 16, dtype="bfloat16"), group="elementwise", tol=APPROX)
add("relu6_f16", jax.nn.relu6, A(4, 16, dtype="float16", kind="uniform", lo=-8, hi=8), group="elementwise")
add("logaddexp_f32", jnp.logaddexp, A(16), A(16), group="elementwise", tol=APPROX)
add("exp2_log2_f32", lambda x: (jnp.exp2(x), jnp.log2(jnp.abs(x) + 1)), A(16), group="elementwise", tol=APPROX)
add("float_pow_int_f32", lambda x: (x**3, lax.integer_pow(x, -2)), A(16), group="elementwise", tol=APPROX)

# --------------------------------------------------------------------------
# Complex numbers.

add(
    "complex_arith_c64",
    lambda x, y: (x * y, x / y, x + jnp.conj(y)),
    A(8, dtype="complex64"),
    A(8, dtype="complex64"),
    group="complex",
)
add(
    "complex_math_c64",
    lambda x: (jnp.exp(x), jnp.log(x), jnp.sqrt(x), jnp.abs(x), jnp.tan(x)),
    A(8, dtype="complex64"),
    group="complex",
    tol=APPROX,
)
add(
    "complex_parts_c64",
    lambda x: (jnp.real(x), jnp.imag(x), jnp.angle(x)),
    A(8, dtype="complex64"),
    group="complex",
    tol=APPROX,
)
add("make_complex_f32", lax.complex, A(8), A(8), group="complex")
add("tan_complex_c64", jnp.tan, A(16, dtype="complex64"), group="complex", tol=APPROX)
add("tan_complex_c128", jnp.tan, A(16, dtype="complex128"), group="complex", tol=APPROX, x64=True)
# |Im z| in [90, 100]: tan(z) is finite (about +-i); sin(z)/cos(z) in f32 is not.
add(
    "tan_complex_large_imag",
    lambda x, y: jnp.tan(lax.complex(x, y)),
    A(8, kind="uniform", lo=-1.5, hi=1.5),
    A(8, kind="uniform", lo=90, hi=100),
    group="complex",
    tol=APPROX,
)
# The other edges of the complex tan rewrite: large negative Im z, where
# tanh(Im z) rounds to -1 (sech^2 must keep its precision); f64 beyond
# |Im z| = 710, where sinh and cosh overflow; Re z next to the pole at pi/2.
add(
    "tan_complex_negative_imag",
    lambda x, y: jnp.tan(lax.complex(x, y)),
    A(8, kind="uniform", lo=-3.0, hi=3.0),
    A(8, kind="uniform", lo=-100, hi=-5),
    group="complex",
    tol=APPROX,
)
add(
    "tan_complex_large_imag_c128",
    lambda x, y: jnp.tan(lax.complex(x, y)),
    A(8, dtype="float64", kind="uniform", lo=-1.5, hi=1.5),
    A(8, dtype="float64", kind="uniform", lo=700, hi=800),
    group="complex",
    tol=APPROX,
    x64=True,
)
add(
    "tan_complex_near_pole",
    lambda x, y: jnp.tan(lax.complex(x, y)),
    A(8, kind="uniform", lo=1.56, hi=1.58),
    A(8, kind="uniform", lo=-0.01, hi=0.01),
    group="complex",
    tol=APPROX,
)
add(
    "complex_math_c128",
    lambda x: (jnp.exp(x), jnp.sin(x), x * x),
    A(8, dtype="complex128"),
    group="complex",
    tol=APPROX,
    x64=True,
)

# --------------------------------------------------------------------------
# Float8 and float4 types.

F8 = [
    "float8_e4m3fn",
    "float8_e5m2",
    "float8_e4m3fnuz",
    "float8_e5m2fnuz",
    "float8_e4m3b11fnuz",
    "float8_e3m4",
    "float8_e4m3",
    "float8_e8m0fnu",
    "float4_e2m1fn",
]
for _dt in F8:
    _d = jnp.dtype(_dt)
    add(
        f"quantize_{_dt}",
        lambda x, _d=_d: (x.astype(_d), x.astype(_d).astype(jnp.float32)),
        A(32, kind="uniform", lo=0.01 if _dt == "float8_e8m0fnu" else -4, hi=4),
        group="float8",
    )
    add(
        f"arith_{_dt}",
        lambda x, y: (x * y, x + y, jnp.maximum(x, y)),
        A(16, dtype=_dt, kind="uniform", lo=0.02 if _dt == "float8_e8m0fnu" else -2, hi=2),
        A(16, dtype=_dt, kind="uniform", lo=0.02 if _dt == "float8_e8m0fnu" else -2, hi=2),
        group="float8",
    )
for _dt in ["float8_e4m3fn", "float8_e5m2"]:
    add(
        f"scaled_matmul_{_dt}",
        lambda x, y: lax.dot_general(x, y, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32) * 0.5,
        A(8, 16, dtype=_dt),
        A(16, 4, dtype=_dt),
        group="float8",
        tol=APPROX,
    )

# --------------------------------------------------------------------------
# Integer and boolean ops.

INTS = ["int8", "int16", "int32", "uint8", "uint32", "int64", "uint64"]
for _dt in INTS:
    _x64 = _dt.endswith("64")
    _lo = 0 if _dt.startswith("u") else -100
    add(
        f"int_arith_{_dt}",
        lambda x, y: (x + y, x - y, x * y, jnp.maximum(x, y), jnp.minimum(x, y)),
        A(16, dtype=_dt, lo=_lo, hi=100),
        A(16, dtype=_dt, lo=_lo, hi=100),
        group="integer",
        x64=_x64,
    )
    add(
        f"int_divrem_{_dt}",
        lambda x, y: (lax.div(x, y), lax.rem(x, y)),
        A(16, dtype=_dt, lo=_lo, hi=100),
        A(16, dtype=_dt, lo=1, hi=9),
        group="integer",
        x64=_x64,
    )
    add(
        f"int_bits_{_dt}",
        lambda x, y: (x & y, x | y, x ^ y, ~x, lax.population_count(x), lax.clz(x)),
        A(16, dtype=_dt, lo=_lo, hi=100),
        A(16, dtype=_dt, lo=_lo, hi=100),
        group="integer",
        x64=_x64,
    )
for _dt in ["int8", "int32", "uint16", "int64"]:
    _bits = jnp.iinfo(_dt).bits
    add(
        f"shifts_{_dt}",
        lambda x, s: (lax.shift_left(x, s), lax.shift_right_logical(x, s), lax.shift_right_arithmetic(x, s)),
        A(16, dtype=_dt, lo=0, hi=100),
        A(16, dtype=_dt, lo=0, hi=_bits + 2),
        group="integer",
        x64=_dt == "int64",
    )
add("int_abs_sign_i32", lambda x: (jnp.abs(x), jnp.sign(x), -x), A(16, dtype="int32"), group="integer")
add("int_pow_i32", lambda x: (x**2, lax.integer_pow(x, 3)), A(16, dtype="int32", lo=-20, hi=20), group="integer")
add(
    "int_compare_i32", lambda x, y: (x < y, x >= y, x == y), A(16, dtype="int32"), A(16, dtype="int32"), group="integer"
)
add(
    "uint_compare_u32",
    lambda x, y: (x < y, jnp.where(x > y, x, y)),
    A(16, dtype="uint32", lo=0, hi=1 << 31),
    A(16, dtype="uint32", lo=0, hi=1 << 31),
    group="integer",
)
add(
    "int_convert_chain",
    lambda x: (x.astype(jnp.int8), x.astype(jnp.uint8), x.astype(jnp.float32), x.astype(jnp.bool_)),
    A(16, dtype="int32", lo=-300, hi=300),
    group="integer",
)
add(
    "float_to_int_f32",
    lambda x: (x.astype(jnp.int32), x.astype(jnp.uint8)),
    A(16, kind="uniform", lo=0, hi=200),
    group="integer",
)
add(
    "bool_logic",
    lambda a, b: (a & b, a | b, a ^ b, ~a, jnp.logical_not(b)),
    A(4, 8, dtype="bool"),
    A(4, 8, dtype="bool"),
    group="integer",
)
add(
    "bool_any_all",
    lambda a: (jnp.any(a, axis=1), jnp.all(a, axis=0), jnp.sum(a)),
    A(4, 8, dtype="bool"),
    group="integer",
)
add("int_clamp_i32", lambda x: jnp.clip(x, -10, 10), A(16, dtype="int32"), group="integer")
add(
    "int_floordiv_i32",
    lambda x, y: (x // y, x % y),
    A(16, dtype="int32"),
    A(16, dtype="int32", lo=1, hi=7),
    group="integer",
)

# --------------------------------------------------------------------------
# Reductions, argmax-style variadic reduces, cumulative ops, windows.

add(
    "sum_f32",
    lambda x: (jnp.sum(x), jnp.sum(x, axis=0), jnp.sum(x, axis=(1, 2))),
    A(4, 5, 6),
    group="reduce",
    tol=APPROX,
)
add("prod_f32", lambda x: jnp.prod(x, axis=1), A(4, 6, kind="uniform", lo=0.5, hi=1.5), group="reduce", tol=APPROX)
add("max_min_f32", lambda x: (jnp.max(x, axis=1), jnp.min(x)), A(4, 6), group="reduce")
add("mean_var_f32", lambda x: (jnp.mean(x, axis=-1), jnp.var(x, axis=-1)), A(4, 16), group="reduce", tol=APPROX)
add("argmax_f32", lambda x: (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0)), A(8, 10), group="reduce")
add("argmax_i32", lambda x: jnp.argmax(x, axis=-1), A(5, 7, dtype="int32"), group="reduce")
add("argmax_bf16", lambda x: jnp.argmax(x), A(64, dtype="bfloat16"), group="reduce")
add(
    "max_with_index",
    lambda x: lax.reduce(
        (x, lax.broadcasted_iota(jnp.int32, x.shape, 1)),
        (-jnp.inf, 0),
        lambda a, b: (jnp.maximum(a[0], b[0]), jnp.where(a[0] >= b[0], a[1], b[1])),
        (1,),
    ),
    A(6, 9),
    group="reduce",
)
add("logsumexp_f32", lambda x: jax.scipy.special.logsumexp(x, axis=-1), A(4, 32), group="reduce", tol=APPROX)
add("sum_i32", lambda x: (jnp.sum(x, axis=0), jnp.max(x)), A(16, 4, dtype="int32"), group="reduce")
add(
    "sum_bf16_to_f32",
    lambda x: jnp.sum(x, axis=-1, dtype=jnp.float32),
    A(4, 64, dtype="bfloat16"),
    group="reduce",
    tol=APPROX,
)
add("sum_f64", lambda x: jnp.sum(x * x), A(128, dtype="float64"), group="reduce", tol=APPROX, x64=True)
add("norm_f32", lambda x: jnp.linalg.norm(x, axis=-1), A(8, 16), group="reduce", tol=APPROX)
add("softmax_f32", lambda x: jax.nn.softmax(x, axis=-1), A(4, 32), group="reduce", tol=APPROX)
add(
    "log_softmax_bf16", lambda x: jax.nn.log_softmax(x, axis=-1), A(4, 32, dtype="bfloat16"), group="reduce", tol=APPROX
)
add("count_nonzero_f32", lambda x: jnp.count_nonzero(x > 0.5, axis=0), A(8, 8), group="reduce")
add("cumsum_f32", lambda x: jnp.cumsum(x, axis=1), A(4, 64), group="cumulative", tol=APPROX)
add("cumsum_i32", lambda x: jnp.cumsum(x), A(100, dtype="int32"), group="cumulative")
add(
    "cumprod_f32",
    lambda x: jnp.cumprod(x, axis=0),
    A(16, 3, kind="uniform", lo=0.8, hi=1.2),
    group="cumulative",
    tol=APPROX,
)
add("cummax_cummin_f32", lambda x: (lax.cummax(x, axis=0), lax.cummin(x, axis=1)), A(8, 8), group="cumulative")
add("cumlogsumexp_f32", lambda x: lax.cumlogsumexp(x, axis=0), A(16), group="cumulative", tol=APPROX)
add("cumsum_reverse_f32", lambda x: lax.cumsum(x, axis=0, reverse=True), A(32), group="cumulative", tol=APPROX)
add(
    "max_pool_2x2",
    lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
    A(2, 8, 8, 3),
    group="window",
)
add(
    "avg_pool_same",
    lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9.0,
    A(2, 6, 6, 2),
    group="window",
    tol=APPROX,
)
add(
    "window_dilated_padded",
    lambda x: lax.reduce_window(
        x, 0.0, lax.add, (3, 3), (2, 1), ((1, 2), (0, 1)), base_dilation=(2, 1), window_dilation=(1, 2)
    ),
    A(7, 9),
    group="window",
    tol=APPROX,
)
add(
    "min_pool_i32",
    lambda x: lax.reduce_window(x, jnp.iinfo(jnp.int32).max, lax.min, (2, 2), (1, 1), "VALID"),
    A(6, 6, dtype="int32"),
    group="window",
)
add(
    "max_pool_grad",
    jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") ** 2)),
    A(1, 6, 6, 2),
    group="window",
    tol=APPROX,
)

# --------------------------------------------------------------------------
# Sort and top_k.

add("sort_f32", lambda x: jnp.sort(x, axis=-1), A(4, 33), group="sort")
add("sort_i32_axis0", lambda x: jnp.sort(x, axis=0), A(20, 3, dtype="int32"), group="sort")
add("argsort_f32", lambda x: jnp.argsort(x, axis=-1, stable=True), A(3, 17), group="sort")
add("argsort_descending", lambda x: jnp.argsort(-x), A(40, dtype="int32", lo=-5, hi=5), group="sort")
add("sort_key_value", lambda k, v: lax.sort((k, v), num_keys=1), A(32, dtype="int32", lo=0, hi=8), A(32), group="sort")
add(
    "sort_two_keys",
    lambda a, b, c: lax.sort((a, b, c), num_keys=2, is_stable=True),
    A(32, dtype="int32", lo=0, hi=3),
    A(32, dtype="int32", lo=0, hi=3),
    A(32),
    group="sort",
)
add("sort_bf16", lambda x: jnp.sort(x), A(50, dtype="bfloat16"), group="sort")
add("top_k_f32", lambda x: lax.top_k(x, 5), A(4, 40), group="sort")
add("top_k_i32", lambda x: lax.top_k(x, 3), A(64, dtype="int32", lo=0, hi=1000), group="sort")
add("median_f32", lambda x: jnp.median(x, axis=0), A(9, 4), group="sort", tol=APPROX)

# --------------------------------------------------------------------------
# Gather, scatter, dynamic slices.

add("index_scalar", lambda x, i: x[i], A(10, 4), A(dtype="int32", lo=0, hi=10), group="gather")
add("index_array", lambda x, i: x[i], A(10, 4), A(6, dtype="int32", lo=-10, hi=10), group="gather")
add("index_columns", lambda x, i: x[:, i], A(5, 10), A(3, dtype="int32", lo=0, hi=10), group="gather")
add(
    "index_2d_pairs",
    lambda x, i, j: x[i, j],
    A(6, 7),
    A(5, dtype="int32", lo=0, hi=6),
    A(5, dtype="int32", lo=0, hi=7),
    group="gather",
)
add(
    "embedding_lookup",
    lambda table, ids: jnp.take(table, ids, axis=0),
    A(50, 8),
    A(4, 6, dtype="int32", lo=0, hi=50),
    group="gather",
)
add(
    "take_along_axis",
    lambda x, i: jnp.take_along_axis(x, i, axis=1),
    A(4, 9),
    A(4, 3, dtype="int32", lo=0, hi=9),
    group="gather",
)
add(
    "take_clip_mode", lambda x, i: jnp.take(x, i, mode="clip"), A(10), A(8, dtype="int32", lo=-5, hi=15), group="gather"
)
add(
    "take_fill_mode",
    lambda x, i: jnp.take(x, i, mode="fill", fill_value=-1.0),
    A(10),
    A(8, dtype="int32", lo=-5, hi=15),
    group="gather",
)
add("strided_slice", lambda x: (x[1:7:2, ::3], x[::-1], x[..., 2]), A(8, 9), group="gather")
add(
    "vmap_index",
    jax.vmap(lambda x, i: x[i]),
    A(4, 10),
    A(4, dtype="int32", lo=0, hi=10),
    group="gather",
    note="batched gather (operand_batching_dims)",
)
add(
    "vmap_take_rows",
    jax.vmap(lambda x, i: jnp.take(x, i, axis=0)),
    A(3, 6, 5),
    A(3, 4, dtype="int32", lo=0, hi=6),
    group="gather",
    note="batched gather (operand_batching_dims)",
)
add("at_set", lambda x, i, v: x.at[i].set(v), A(10, 3), A(4, dtype="int32", lo=0, hi=10), A(4, 3), group="scatter")
add(
    "at_add_dup",
    lambda x, i, v: x.at[i].add(v),
    A(10),
    A(12, dtype="int32", lo=0, hi=4),
    A(12),
    group="scatter",
    tol=APPROX,
)
add(
    "at_add_i32",
    lambda x, i, v: x.at[i].add(v),
    A(10, dtype="int32"),
    A(12, dtype="int32", lo=0, hi=10),
    A(12, dtype="int32"),
    group="scatter",
)
add("at_mul", lambda x, i, v: x.at[i].multiply(v), A(8), A(3, dtype="int32", lo=0, hi=8), A(3), group="scatter")
add(
    "at_min_max",
    lambda x, i, v: (x.at[i].min(v), x.at[i].max(v)),
    A(8),
    A(5, dtype="int32", lo=0, hi=8),
    A(5),
    group="scatter",
)
add(
    "at_set_2d",
    lambda x, i, j, v: x.at[i, j].set(v),
    A(5, 6),
    A(3, dtype="int32", lo=0, hi=5),
    A(3, dtype="int32", lo=0, hi=6),
    A(3),
    group="scatter",
)
add("at_set_slice", lambda x, v: x.at[2:5, 1].set(v), A(8, 4), A(3), group="scatter")
add(
    "at_set_drop",
    lambda x, i, v: x.at[i].set(v, mode="drop"),
    A(6),
    A(4, dtype="int32", lo=0, hi=10),
    A(4),
    group="scatter",
)
add(
    "segment_sum",
    lambda d, s: jax.ops.segment_sum(d, s, num_segments=5),
    A(20, 3),
    A(20, dtype="int32", lo=0, hi=5),
    group="scatter",
    tol=APPROX,
)
add(
    "segment_max",
    lambda d, s: jax.ops.segment_max(d, s, num_segments=4),
    A(16),
    A(16, dtype="int32", lo=0, hi=4),
    group="scatter",
)
add(
    "vmap_at_set",
    jax.vmap(lambda x, i, v: x.at[i].set(v)),
    A(3, 8),
    A(3, dtype="int32", lo=0, hi=8),
    A(3),
    group="scatter",
    note="batched scatter (operand_batching_dims)",
)
add(
    "vmap_at_add",
    jax.vmap(lambda x, i, v: x.at[i].add(v)),
    A(4, 6, 2),
    A(4, 3, dtype="int32", lo=0, hi=6),
    A(4, 3, 2),
    group="scatter",
    tol=APPROX,
    note="batched scatter (operand_batching_dims)",
)
add(
    "one_hot_scatter",
    lambda i: jnp.zeros((6, 10)).at[jnp.arange(6), i].set(1.0),
    A(6, dtype="int32", lo=0, hi=10),
    group="scatter",
)
add(
    "dynamic_slice",
    lambda x, i, j: lax.dynamic_slice(x, (i, j), (3, 4)),
    A(8, 8),
    A(dtype="int32", lo=-2, hi=10),
    A(dtype="int32", lo=0, hi=8),
    group="dynamic_slice",
)
add(
    "dynamic_update_slice",
    lambda x, u, i: lax.dynamic_update_slice(x, u, (i, 0)),
    A(8, 5),
    A(2, 5),
    A(dtype="int32", lo=0, hi=8),
    group="dynamic_slice",
)
add(
    "dynamic_slice_in_dim",
    lambda x, i: lax.dynamic_slice_in_dim(x, i, 2, axis=1),
    A(4, 10, 3),
    A(dtype="int32", lo=0, hi=9),
    group="dynamic_slice",
)
add(
    "dynamic_index_in_dim",
    lambda x, i: lax.dynamic_index_in_dim(x, i, keepdims=False),
    A(6, 4),
    A(dtype="int32", lo=0, hi=6),
    group="dynamic_slice",
)
add(
    "kv_cache_update",
    lambda c, kv, pos: lax.dynamic_update_slice_in_dim(c, kv, pos, axis=1),
    A(2, 16, 4),
    A(2, 1, 4),
    A(dtype="int32", lo=0, hi=16),
    group="dynamic_slice",
)

# --------------------------------------------------------------------------
# Convolutions.


def conv(lhs, rhs, **kw):
    return lax.conv_general_dilated(lhs, rhs, **kw)


add(
    "conv2d_nchw_valid",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="VALID"),
    A(2, 3, 8, 8),
    A(4, 3, 3, 3),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_strided_same",
    lambda x, w: conv(x, w, window_strides=(2, 2), padding="SAME"),
    A(1, 2, 9, 9),
    A(3, 2, 3, 3),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_explicit_padding",
    lambda x, w: conv(x, w, window_strides=(1, 2), padding=((2, 1), (0, 3))),
    A(1, 2, 7, 7),
    A(2, 2, 2, 3),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_rhs_dilation",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="VALID", rhs_dilation=(2, 2)),
    A(1, 1, 9, 9),
    A(2, 1, 3, 3),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_lhs_dilation",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding=((1, 1), (1, 1)), lhs_dilation=(2, 2)),
    A(1, 2, 4, 4),
    A(2, 2, 3, 3),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_nhwc",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
    A(2, 6, 6, 3),
    A(3, 3, 3, 5),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_depthwise",
    lambda x, w: conv(
        x, w, window_strides=(1, 1), padding="SAME", feature_group_count=4, dimension_numbers=("NHWC", "HWIO", "NHWC")
    ),
    A(1, 5, 5, 4),
    A(3, 3, 1, 4),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_feature_groups",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="VALID", feature_group_count=2),
    A(1, 4, 6, 6),
    A(6, 2, 3, 3),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_batch_groups",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="VALID", batch_group_count=2),
    A(4, 3, 5, 5),
    A(4, 3, 2, 2),
    group="conv",
    tol=APPROX,
)
add(
    "conv1d",
    lambda x, w: conv(x, w, window_strides=(2,), padding="SAME", dimension_numbers=("NWC", "WIO", "NWC")),
    A(2, 16, 3),
    A(5, 3, 4),
    group="conv",
    tol=APPROX,
)
add(
    "conv3d",
    lambda x, w: conv(x, w, window_strides=(1, 1, 1), padding="VALID"),
    A(1, 2, 5, 5, 5),
    A(2, 2, 2, 2, 2),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_int8_to_i32",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="VALID", preferred_element_type=jnp.int32),
    A(1, 3, 6, 6, dtype="int8", lo=-20, hi=20),
    A(2, 3, 3, 3, dtype="int8", lo=-20, hi=20),
    group="conv",
)
add(
    "conv2d_bf16_to_f32",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="SAME", preferred_element_type=jnp.float32),
    A(1, 2, 6, 6, dtype="bfloat16"),
    A(2, 2, 3, 3, dtype="bfloat16"),
    group="conv",
    tol=APPROX,
)
add(
    "conv2d_f16",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="VALID"),
    A(1, 2, 6, 6, dtype="float16"),
    A(2, 2, 3, 3, dtype="float16"),
    group="conv",
    tol=APPROX,
)
add(
    "conv_transpose",
    lambda x, w: lax.conv_transpose(x, w, strides=(2, 2), padding="SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
    A(1, 4, 4, 3),
    A(3, 3, 3, 2),
    group="conv",
    tol=APPROX,
)
add(
    "conv_grad_weights",
    jax.grad(lambda w, x: jnp.sum(conv(x, w, window_strides=(1, 1), padding="SAME") ** 2)),
    A(2, 2, 3, 3),
    A(2, 2, 5, 5),
    group="conv",
    tol=APPROX,
)

# --------------------------------------------------------------------------
# dot_general.


def dg(x, y, dims, **kw):
    return lax.dot_general(x, y, dims, **kw)


add("matmul_f32", jnp.matmul, A(8, 16), A(16, 4), group="dot", tol=APPROX)
add("matmul_f64", jnp.matmul, A(8, 16, dtype="float64"), A(16, 4, dtype="float64"), group="dot", tol=APPROX, x64=True)
add("batch_matmul", jnp.matmul, A(3, 4, 5), A(3, 5, 6), group="dot", tol=APPROX)
add(
    "dot_highest",
    lambda x, y: jnp.dot(x, y, precision=lax.Precision.HIGHEST),
    A(8, 8),
    A(8, 8),
    group="dot",
    tol=APPROX,
)
add(
    "dot_precision_pair",
    lambda x, y: dg(x, y, (((1,), (0,)), ((), ())), precision=(lax.Precision.HIGH, lax.Precision.DEFAULT)),
    A(4, 8),
    A(8, 4),
    group="dot",
    tol=APPROX,
)
add(
    "dot_bf16_to_f32",
    lambda x, y: dg(x, y, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32),
    A(8, 16, dtype="bfloat16"),
    A(16, 8, dtype="bfloat16"),
    group="dot",
    tol=APPROX,
)
add(
    "dot_int8_to_i32",
    lambda x, y: dg(x, y, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32),
    A(8, 16, dtype="int8"),
    A(16, 8, dtype="int8"),
    group="dot",
)
add("dot_i32", jnp.dot, A(4, 4, dtype="int32"), A(4, dtype="int32"), group="dot")
add(
    "dot_f16_to_f32",
    lambda x, y: dg(x, y, (((2,), (2,)), ((0,), (0,))), preferred_element_type=jnp.float32),
    A(2, 4, 8, dtype="float16"),
    A(2, 3, 8, dtype="float16"),
    group="dot",
    tol=APPROX,
)
add(
    "einsum_attention",
    lambda q, k: jnp.einsum("bqhd,bkhd->bhqk", q, k),
    A(2, 5, 2, 4),
    A(2, 6, 2, 4),
    group="dot",
    tol=APPROX,
)
add("einsum_outer", lambda a, b: jnp.einsum("i,j->ij", a, b), A(5), A(7), group="dot", tol=APPROX)
add("vector_dot_c64", jnp.vdot, A(8, dtype="complex64"), A(8, dtype="complex64"), group="dot", tol=APPROX)
add(
    "tensordot_2axes",
    lambda a, b: jnp.tensordot(a, b, axes=([1, 2], [0, 1])),
    A(3, 4, 5),
    A(4, 5, 2),
    group="dot",
    tol=APPROX,
)

# --------------------------------------------------------------------------
# Control flow.

add(
    "while_loop_newton",
    lambda x: lax.while_loop(lambda c: c[1] < 20, lambda c: ((c[0] + x / c[0]) / 2, c[1] + 1), (jnp.ones_like(x), 0))[
        0
    ],
    A(8, kind="uniform", lo=0.5, hi=10),
    group="control",
    tol=APPROX,
)
add(
    "while_data_dependent",
    lambda x: lax.while_loop(lambda c: c[0] < 100.0, lambda c: (c[0] * 2 + 1, c[1] + 1), (x, 0)),
    A(kind="uniform", lo=0.5, hi=3),
    group="control",
)
add(
    "fori_loop_dynamic",
    lambda x, n: lax.fori_loop(0, n, lambda i, a: a * 0.5 + i, x),
    A(4),
    A(dtype="int32", lo=1, hi=10),
    group="control",
)
add(
    "fori_loop_static", lambda x: lax.fori_loop(0, 5, lambda i, a: jnp.sin(a) + i, x), A(4), group="control", tol=APPROX
)
add("scan_cumsum", lambda xs: lax.scan(lambda c, x: (c + x, c * x), 0.0, xs), A(10), group="control", tol=APPROX)
add(
    "scan_rnn",
    lambda w, xs: lax.scan(lambda h, x: (jnp.tanh(w @ h + x),) * 2, jnp.zeros(4), xs),
    A(4, 4),
    A(6, 4),
    group="control",
    tol=APPROX,
)
add(
    "scan_reverse_unroll",
    lambda xs: lax.scan(lambda c, x: (c * 0.9 + x, c), 0.0, xs, reverse=True, unroll=2),
    A(9),
    group="control",
    tol=APPROX,
)
add("cond_scalar_pred", lambda p, x: lax.cond(p > 0, jnp.sin, jnp.cos, x), A(), A(5), group="control", tol=APPROX)
add(
    "cond_int_pred",
    lambda p, x, y: lax.cond(p, lambda a, b: a + b, lambda a, b: a * b, x, y),
    A(dtype="bool"),
    A(4),
    A(4),
    group="control",
)
add(
    "switch_three",
    lambda i, x: lax.switch(i, [jnp.sin, jnp.cos, lambda v: -v], x),
    A(dtype="int32", lo=-1, hi=4),
    A(6),
    group="control",
    tol=APPROX,
)
add(
    "nested_loop_cond",
    lambda x: lax.fori_loop(0, 4, lambda i, a: lax.cond(i % 2 == 0, lambda v: v + 1.0, lambda v: v * 2.0, a), x),
    A(3),
    group="control",
)
add("map_rows", lambda x: lax.map(lambda r: jnp.sum(r * r), x), A(5, 6), group="control", tol=APPROX)
add("checkpoint_grad", jax.grad(jax.checkpoint(lambda x: jnp.sum(jnp.sin(x) ** 2))), A(8), group="control", tol=APPROX)

# --------------------------------------------------------------------------
# FFT.

add("fft_c64", jnp.fft.fft, A(16, dtype="complex64"), group="fft", tol=APPROX)
add("ifft_c64", jnp.fft.ifft, A(4, 8, dtype="complex64"), group="fft", tol=APPROX)
add("rfft_f32", jnp.fft.rfft, A(3, 20), group="fft", tol=APPROX)
add("irfft_c64", lambda x: jnp.fft.irfft(x, n=14), A(2, 8, dtype="complex64"), group="fft", tol=APPROX)
add("fft2_c64", jnp.fft.fft2, A(6, 8, dtype="complex64"), group="fft", tol=APPROX)
add("rfftn_f32", jnp.fft.rfftn, A(4, 6, 8), group="fft", tol=APPROX)
add("fft_c128", jnp.fft.fft, A(12, dtype="complex128"), group="fft", tol=APPROX, x64=True)

# --------------------------------------------------------------------------
# Linear algebra.


def spd(a):
    return a @ a.T + a.shape[0] * jnp.eye(a.shape[0], dtype=a.dtype)


add("cholesky_f32", lambda a: jnp.linalg.cholesky(spd(a)), A(6, 6), group="linalg", tol=APPROX)
add(
    "cholesky_f64",
    lambda a: jnp.linalg.cholesky(spd(a)),
    A(5, 5, dtype="float64"),
    group="linalg",
    tol=APPROX,
    x64=True,
)
add(
    "triangular_solve_left_lower",
    lambda a, b: lax.linalg.triangular_solve(jnp.tril(a) + 4 * jnp.eye(4), b, left_side=True, lower=True),
    A(4, 4),
    A(4, 3),
    group="linalg",
    tol=APPROX,
)
add(
    "triangular_solve_right_upper_t",
    lambda a, b: lax.linalg.triangular_solve(
        jnp.triu(a) + 4 * jnp.eye(4), b, left_side=False, lower=False, transpose_a=True
    ),
    A(4, 4),
    A(3, 4),
    group="linalg",
    tol=APPROX,
)
add(
    "solve_triangular_scipy",
    lambda a, b: jax.scipy.linalg.solve_triangular(jnp.tril(a) + 3 * jnp.eye(5), b, lower=True, unit_diagonal=False),
    A(5, 5),
    A(5),
    group="linalg",
    tol=APPROX,
)
add("qr_f32", lambda a: tuple(jnp.linalg.qr(a)), A(6, 4), group="linalg", tol=APPROX)
add(
    "qr_complete_f64",
    lambda a: tuple(jnp.linalg.qr(a, mode="complete")),
    A(4, 3, dtype="float64"),
    group="linalg",
    tol=APPROX,
    x64=True,
)
add("eigh_f32", lambda a: tuple(jnp.linalg.eigh(a + a.T)), A(5, 5), group="linalg", tol=APPROX)
add(
    "eigh_batched_f64",
    lambda a: jnp.linalg.eigvalsh(a + jnp.swapaxes(a, -1, -2)),
    A(2, 4, 4, dtype="float64"),
    group="linalg",
    tol=APPROX,
    x64=True,
)
add("lu_f32", lambda a: jax.scipy.linalg.lu_factor(a), A(5, 5), group="linalg", tol=APPROX)
add("solve_f32", jnp.linalg.solve, A(4, 4), A(4, 2), group="linalg", tol=APPROX)
add("inv_det_f32", lambda a: (jnp.linalg.inv(spd(a)), jnp.linalg.det(spd(a))), A(3, 3), group="linalg", tol=APPROX)
add("svd_f32", lambda a: jnp.linalg.svd(a, compute_uv=False), A(5, 4), group="linalg", tol=APPROX)
add(
    "cholesky_c64",
    lambda a: jnp.linalg.cholesky(a @ jnp.conj(a).T + 4 * jnp.eye(4, dtype=a.dtype)),
    A(4, 4, dtype="complex64"),
    group="linalg",
    tol=APPROX,
)

# On the CPU, JAX's linalg custom calls carry a Shardy sharding rule
# (#sdy.op_sharding_rule) when Shardy is on (the default); the same programs
# exported with the GSPMD annotations have none.
for _e in [e for e in ENTRIES if e.group == "linalg"]:
    add(_e.name + "_gspmd", _e.fn, *_e.args, group="linalg", tol=_e.tol, x64=_e.x64, shardy=False)

# --------------------------------------------------------------------------
# Random numbers.

add(
    "random_bits_threefry",
    lambda s: jax.random.bits(jax.random.key(s), (16,)),
    A(dtype="uint32", lo=0, hi=1 << 30),
    group="random",
)
add(
    "random_uniform",
    lambda s: jax.random.uniform(jax.random.PRNGKey(s), (4, 4)),
    A(dtype="int32", lo=0, hi=1000),
    group="random",
)
add(
    "random_normal",
    lambda s: jax.random.normal(jax.random.PRNGKey(s), (8,)),
    A(dtype="int32", lo=0, hi=1000),
    group="random",
    tol=APPROX,
)
add(
    "random_split_randint",
    lambda s: jax.random.randint(jax.random.split(jax.random.PRNGKey(s))[1], (10,), 0, 100),
    A(dtype="int32", lo=0, hi=1000),
    group="random",
)
add(
    "random_permutation",
    lambda s, x: jax.random.permutation(jax.random.PRNGKey(s), x),
    A(dtype="int32", lo=0, hi=1000),
    A(12),
    group="random",
)
add(
    "random_rbg",
    lambda s: jax.random.bits(jax.random.key(s, impl="rbg"), (8,)),
    A(dtype="uint32", lo=0, hi=1 << 30),
    group="random",
    note="rng_bit_generator",
)
add(
    "rng_bit_generator_philox",
    lambda k: lax.rng_bit_generator(k, (3, 4), algorithm=lax.RandomAlgorithm.RNG_PHILOX),
    A(2, dtype="uint64", lo=0, hi=1 << 40),
    group="random",
    x64=True,
)
add(
    "dropout",
    lambda s, x: jnp.where(jax.random.bernoulli(jax.random.PRNGKey(s), 0.7, x.shape), x / 0.7, 0.0),
    A(dtype="int32", lo=0, hi=1000),
    A(4, 8),
    group="random",
)

# --------------------------------------------------------------------------
# Shape-polymorphic exports (symbolic dimensions give the dynamic ops).

add("poly_elementwise", lambda x: jnp.sin(x) * 2 + 1, A(3, 5), group="shape_poly", poly=("b, 5",), tol=APPROX)
add(
    "poly_matmul", lambda x, w: jnp.tanh(x @ w), A(6, 4), A(4, 3), group="shape_poly", poly=("b, 4", "4, 3"), tol=APPROX
)
add("poly_reduce_mean", lambda x: jnp.mean(x, axis=0), A(7, 3), group="shape_poly", poly=("b, 3",), tol=APPROX)
add("poly_reshape", lambda x: x.reshape((-1, 2)).sum(axis=1), A(4, 6), group="shape_poly", poly=("b, 6",), tol=APPROX)
add(
    "poly_concat_iota",
    lambda x: jnp.concatenate([x, jnp.arange(x.shape[0], dtype=x.dtype)[:, None]], axis=1),
    A(5, 2),
    group="shape_poly",
    poly=("b, 2",),
)
add("poly_broadcast", lambda x, y: x[:, None] + y[None, :], A(4), A(6), group="shape_poly", poly=("a", "b"))
add("poly_two_dims", lambda x: jnp.transpose(x) * x.shape[0], A(3, 4), group="shape_poly", poly=("m, n",))
add("poly_gather", lambda x, i: x[i], A(8, 3), A(5, dtype="int32", lo=0, hi=8), group="shape_poly", poly=("n, 3", "k"))
add(
    "poly_dynamic_slice",
    lambda x, i: lax.dynamic_slice_in_dim(x, i, 1) * 2,
    A(9),
    A(dtype="int32", lo=0, hi=8),
    group="shape_poly",
    poly=("n", ""),
)
add(
    "poly_conv_batch",
    lambda x, w: conv(x, w, window_strides=(1, 1), padding="SAME"),
    A(3, 2, 5, 5),
    A(2, 2, 3, 3),
    group="shape_poly",
    poly=("b, 2, 5, 5", "2, 2, 3, 3"),
    tol=APPROX,
)
add("poly_softmax", lambda x: jax.nn.softmax(x, axis=-1), A(2, 9), group="shape_poly", poly=("b, t",), tol=APPROX)
add("poly_pad", lambda x: jnp.pad(x, ((1, 2),)), A(5), group="shape_poly", poly=("n",))
add("poly_cumsum", lambda x: jnp.cumsum(x, axis=0), A(6, 2, dtype="int32"), group="shape_poly", poly=("n, 2",))
add("poly_sort", lambda x: jnp.sort(x), A(11), group="shape_poly", poly=("n",))
add(
    "poly_scan",
    lambda xs: lax.scan(lambda c, x: (c + x, c), jnp.zeros(3), xs)[1],
    A(5, 3),
    group="shape_poly",
    poly=("t, 3",),
)

# --------------------------------------------------------------------------
# Collectives under shard_map on 8 host CPU devices.


def add_collective(name, *args, **kw):
    """Adds NAME exported with Shardy (JAX's default: sdy.mesh,
    sdy.manual_computation, #sdy.sharding) and NAME_gspmd exported with the
    GSPMD annotations (mhlo.sharding, the Sharding/SPMD*Shape custom calls)."""
    add(name, *args, **kw)
    add(name + "_gspmd", *args, shardy=False, **kw)


def smap(fn, in_specs, out_specs, **kw):
    def build(mesh):
        return jax.shard_map(fn, mesh=mesh, in_specs=in_specs, out_specs=out_specs, **kw)

    return build


M8 = ((8,), ("x",))
M42 = ((4, 2), ("x", "y"))
add_collective(
    "shard_psum",
    smap(lambda x: lax.psum(x, "x"), P("x"), P()),
    A(16),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
    tol=APPROX,
)
add_collective(
    "shard_psum_i32",
    smap(lambda x: lax.psum(x, "x"), P("x"), P()),
    A(16, dtype="int32"),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
)
add_collective(
    "shard_pmax_pmin",
    smap(lambda x: (lax.pmax(x, "x"), lax.pmin(x, "x")), P("x"), (P(), P())),
    A(8, 2),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
)
add_collective(
    "shard_pmean",
    smap(lambda x: lax.pmean(x, "x"), P("x"), P()),
    A(16, 2),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
    tol=APPROX,
)
add_collective(
    "shard_all_gather",
    smap(lambda x: lax.all_gather(x, "x"), P("x"), P(), check_vma=False),
    A(16, 3),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
)
add_collective(
    "shard_all_gather_tiled",
    smap(lambda x: lax.all_gather(x, "x", tiled=True), P("x"), P(), check_vma=False),
    A(16),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
)
add_collective(
    "shard_all_to_all",
    smap(lambda x: lax.all_to_all(x, "x", 1, 1, tiled=True), P("x"), P("x")),
    A(8, 16),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
)
add_collective(
    "shard_ppermute_ring",
    smap(lambda x: lax.ppermute(x, "x", [(i, (i + 1) % 8) for i in range(8)]), P("x"), P("x")),
    A(16),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
)
add_collective(
    "shard_psum_scatter",
    smap(lambda x: lax.psum_scatter(x, "x", tiled=True), P(), P("x")),
    A(16),
    group="collective",
    mesh=M8,
    specs=(P(),),
    tol=APPROX,
)
add_collective(
    "shard_axis_index",
    smap(lambda x: x * lax.axis_index("x"), P("x"), P("x")),
    A(8),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
)
add_collective(
    "shard_2d_psum_y",
    smap(lambda x: lax.psum(x, "y"), P("x", "y"), P("x")),
    A(8, 4),
    group="collective",
    mesh=M42,
    specs=(P("x", "y"),),
    tol=APPROX,
)
add_collective(
    "shard_2d_gather_x",
    smap(lambda x: lax.all_gather(x, "x", tiled=True), P("x", "y"), P(None, "y"), check_vma=False),
    A(8, 4),
    group="collective",
    mesh=M42,
    specs=(P("x", "y"),),
)
add_collective(
    "shard_matmul_reduce",
    smap(lambda a, b: lax.psum(a @ b, "x"), (P(None, "x"), P("x")), P()),
    A(4, 16),
    A(16, 3),
    group="collective",
    mesh=M8,
    specs=(P(None, "x"), P("x")),
    tol=APPROX,
)
add_collective(
    "jit_sharded_elementwise",
    lambda mesh: jax.jit(lambda x: jnp.sin(x) * 2),
    A(16, 4),
    group="collective",
    mesh=M8,
    specs=(P("x"),),
    tol=APPROX,
    note="sharding annotations without shard_map",
)

# --------------------------------------------------------------------------
# A custom call through jax.ffi: jaxlib's LAPACK potrf handler, which XLA's
# CPU backend runs. jaxlib.lapack.prepare_lapack_call names the target and
# loads LAPACK (the handler calls through pointers it sets); the layouts are
# column-major (major-to-minor (1, 0)), as LAPACK wants.


def ffi_potrf(a):
    from jaxlib import lapack

    a = spd(a)
    out, info = jax.ffi.ffi_call(
        lapack.prepare_lapack_call("potrf_ffi", a.dtype),
        (jax.ShapeDtypeStruct(a.shape, a.dtype), jax.ShapeDtypeStruct((), jnp.int32)),
        input_layouts=[(1, 0)],
        output_layouts=[(1, 0), ()],
        input_output_aliases={0: 0},
    )(a, uplo=np.uint8(ord("L")))
    return jnp.tril(out), info


add(
    "ffi_lapack_potrf",
    ffi_potrf,
    A(5, 5),
    group="ffi",
    tol=APPROX,
    note="custom_call through jax.ffi.ffi_call, run by XLA:CPU",
)

# --------------------------------------------------------------------------
# Data movement and small models.

add("reshape_transpose", lambda x: jnp.transpose(x.reshape(4, 3, 2), (2, 0, 1)), A(6, 4), group="shape")
add(
    "broadcast_concat",
    lambda x, y: jnp.concatenate([jnp.broadcast_to(x, (3, 4)), y], axis=0),
    A(4),
    A(2, 4),
    group="shape",
)
add("pad_negative_interior", lambda x: lax.pad(x, 0.0, ((1, -1, 1), (-1, 2, 0))), A(4, 5), group="shape")
add("rev_squeeze_expand", lambda x: jnp.flip(x, axis=(0, 2))[None, :, 0, :], A(3, 1, 5), group="shape")
add("iota_tile", lambda x: jnp.tile(x, (2, 3)) + jnp.arange(12), A(3, 4), group="shape")
add("split_stack", lambda x: jnp.stack(jnp.split(x, 3, axis=1), axis=0), A(2, 9), group="shape")
add("eye_tri", lambda x: jnp.triu(x) + jnp.eye(5), A(5, 5), group="shape")
add("roll_repeat", lambda x: (jnp.roll(x, 3), jnp.repeat(x, 2)), A(7), group="shape")
add(
    "mlp_bf16",
    lambda x, w1, w2: jax.nn.relu(x @ w1) @ w2,
    A(4, 16, dtype="bfloat16"),
    A(16, 32, dtype="bfloat16"),
    A(32, 8, dtype="bfloat16"),
    group="model",
    tol=APPROX,
)


def layer_norm(x, g, b):
    m = jnp.mean(x, -1, keepdims=True)
    v = jnp.var(x, -1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


add("layer_norm", layer_norm, A(4, 32), A(32), A(32), group="model", tol=APPROX)


def attention(q, k, v):
    s = jnp.einsum("btd,bsd->bts", q, k) / jnp.sqrt(q.shape[-1]).astype(q.dtype)
    mask = jnp.tril(jnp.ones((q.shape[1], k.shape[1]), bool))
    s = jnp.where(mask, s, -1e9)
    return jnp.einsum("bts,bsd->btd", jax.nn.softmax(s, -1), v)


add("causal_attention", attention, A(2, 6, 8), A(2, 6, 8), A(2, 6, 8), group="model", tol=APPROX)
add(
    "dot_product_attention",
    lambda q, k, v: jax.nn.dot_product_attention(q, k, v, is_causal=True),
    A(1, 5, 2, 8),
    A(1, 5, 2, 8),
    A(1, 5, 2, 8),
    group="model",
    tol=APPROX,
)
add("mlp_grad", jax.grad(lambda w, x: jnp.mean(jnp.tanh(x @ w) ** 2)), A(8, 4), A(6, 8), group="model", tol=APPROX)
add(
    "cross_entropy",
    lambda logits, labels: -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1)),
    A(8, 10),
    A(8, dtype="int32", lo=0, hi=10),
    group="model",
    tol=APPROX,
)
add(
    "rms_norm_f16",
    lambda x: x * lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6),
    A(4, 16, dtype="float16"),
    group="model",
    tol=APPROX,
)
add(
    "cnn_block",
    lambda x, w: jax.nn.relu(
        lax.reduce_window(
            conv(x, w, window_strides=(1, 1), padding="SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
            -jnp.inf,
            lax.max,
            (1, 2, 2, 1),
            (1, 2, 2, 1),
            "VALID",
        )
    ),
    A(2, 8, 8, 3),
    A(3, 3, 3, 4),
    group="model",
    tol=APPROX,
)
add(
    "adam_update",
    lambda p, g, m, v: p - 1e-3 * (0.9 * m + 0.1 * g) / (jnp.sqrt(0.999 * v + 0.001 * g * g) + 1e-8),
    A(16),
    A(16),
    A(16),
    A(16, kind="uniform", lo=0, hi=1),
    group="model",
    tol=APPROX,
)


# --------------------------------------------------------------------------
# Inputs, storage and loading.


def by_name():
    return {e.name: e for e in ENTRIES}


def make_inputs(entry):
    rng = np.random.default_rng(entry.seed)
    out = []
    for a in entry.args:
        dt = jnp.dtype(a.dtype)
        if a.kind == "bool":
            v = rng.integers(0, 2, a.shape).astype(np.bool_)
        elif a.kind == "int":
            v = rng.integers(int(a.lo), int(a.hi), a.shape, dtype=np.int64)
            v = v.astype(dt)
        elif np.issubdtype(dt, np.complexfloating):
            v = (rng.standard_normal(a.shape) + 1j * rng.standard_normal(a.shape)).astype(dt)
        elif a.kind == "uniform":
            v = rng.uniform(a.lo, a.hi, a.shape).astype(dt)
        else:
            v = rng.standard_normal(a.shape).astype(dt)
        out.append(np.asarray(v, dtype=dt))
    return out


def _raw(a):
    a = np.ascontiguousarray(a)
    return a.view(np.uint8).reshape(-1)


def _unraw(raw, dtype, shape):
    return np.frombuffer(raw.tobytes(), dtype=jnp.dtype(dtype)).reshape(shape)


def mesh_of(entry):
    if entry.mesh is None:
        return None
    sizes, names = entry.mesh
    return jax.make_mesh(sizes, names)


def arg_specs(entry, mesh):
    specs = []
    for i, a in enumerate(entry.args):
        sharding = None
        if mesh is not None:
            sharding = NamedSharding(mesh, entry.specs[i])
        specs.append(jax.ShapeDtypeStruct(a.shape, jnp.dtype(a.dtype), sharding=sharding))
    if entry.poly is not None:
        specs = list(jax.export.symbolic_args_specs(tuple(specs), entry.poly))
    return specs


def place(entry, mesh, inputs):
    if mesh is None:
        return list(inputs)
    return [jax.device_put(x, NamedSharding(mesh, entry.specs[i])) for i, x in enumerate(inputs)]


class run_context:
    """The configuration an entry is exported and run in (x64, mesh)."""

    def __init__(self, entry):
        self.entry = entry
        self.mesh = mesh_of(entry)

    def __enter__(self):
        self._x64 = jax.enable_x64(self.entry.x64)
        self._x64.__enter__()
        self._mesh = jax.set_mesh(self.mesh) if self.mesh is not None else None
        if self._mesh is not None:
            self._mesh.__enter__()
        return self

    def __exit__(self, *exc):
        if self._mesh is not None:
            self._mesh.__exit__(*exc)
        self._x64.__exit__(*exc)
        return False

    def function(self):
        return self.entry.fn(self.mesh) if self.mesh is not None else self.entry.fn


def flat_outputs(out):
    return [np.asarray(x) for x in jax.tree.leaves(out)]


def jax_version_dir(cache_root):
    return os.path.join(cache_root, f"jax-{jax.__version__}")


def entry_dir(cache_root, entry):
    return os.path.join(jax_version_dir(cache_root), entry.name)


def export_entry(entry, d):
    with run_context(entry) as ctx:
        fn = ctx.function()
        jitted = fn if hasattr(fn, "lower") else jax.jit(fn)
        # GSPMD-mode entries are exported without Shardy; JAX runs their
        # artifacts with Shardy on (it falls back to GSPMD propagation for them).
        jax.config.update("jax_use_shardy_partitioner", entry.shardy)
        try:
            exp = jax.export.export(jitted)(*arg_specs(entry, ctx.mesh))
        finally:
            jax.config.update("jax_use_shardy_partitioner", True)
        inputs = make_inputs(entry)
        outputs = flat_outputs(jitted(*place(entry, ctx.mesh, inputs)))
        blob = exp.serialize()
    tmp = f"{d}.tmp{os.getpid()}"  # two runs exporting at once do not collide
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    with open(os.path.join(tmp, "exported.bin"), "wb") as f:
        f.write(blob)
    with open(os.path.join(tmp, "module.bc"), "wb") as f:
        f.write(exp.mlir_module_serialized)
    arrays = {}
    meta = {"fingerprint": entry.fingerprint(), "jax": jax.__version__, "inputs": [], "outputs": []}
    for kind, values in (("inputs", inputs), ("outputs", outputs)):
        for i, v in enumerate(values):
            arrays[f"{kind}_{i}"] = _raw(v)
            meta[kind].append({"dtype": str(v.dtype), "shape": list(v.shape)})
    np.savez(os.path.join(tmp, "arrays.npz"), **arrays)
    with open(os.path.join(tmp, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    shutil.rmtree(d, ignore_errors=True)
    os.rename(tmp, d)


@dataclasses.dataclass
class Cached:
    entry: Entry
    dir: str
    artifact: bytes
    inputs: list
    outputs: list

    def exported(self):
        with open(os.path.join(self.dir, "exported.bin"), "rb") as f:
            return jax.export.deserialize(bytearray(f.read()))


def is_cached(cache_root, entry):
    d = entry_dir(cache_root, entry)
    try:
        with open(os.path.join(d, "meta.json")) as f:
            return json.load(f).get("fingerprint") == entry.fingerprint()
    except (OSError, ValueError):
        return False


def load(cache_root, entry):
    d = entry_dir(cache_root, entry)
    with open(os.path.join(d, "meta.json")) as f:
        meta = json.load(f)
    if meta.get("fingerprint") != entry.fingerprint():
        raise RuntimeError(f"{entry.name}: the cache in {d} is stale; run the export step")
    with open(os.path.join(d, "module.bc"), "rb") as f:
        artifact = f.read()
    z = np.load(os.path.join(d, "arrays.npz"))
    vals = {}
    for kind in ("inputs", "outputs"):
        vals[kind] = [_unraw(z[f"{kind}_{i}"], m["dtype"], m["shape"]) for i, m in enumerate(meta[kind])]
    return Cached(entry, d, artifact, vals["inputs"], vals["outputs"])


def cache_root():
    root = os.environ.get("STABLEHLO_INTEROP_CACHE")
    if not root:
        sys.exit("error: STABLEHLO_INTEROP_CACHE is not set (ctest sets it to build/interop-cache)")
    return root


# --------------------------------------------------------------------------
# Running an artifact and comparing results.


def run_artifact(cached, artifact, exported=None):
    """Runs `artifact` as the module of the entry's Exported on the fixed inputs."""
    entry = cached.entry
    exp = exported if exported is not None else cached.exported()
    exp = dataclasses.replace(exp, mlir_module_serialized=artifact)
    with run_context(entry) as ctx:
        out = exp.call(*place(entry, ctx.mesh, cached.inputs))
        return flat_outputs(out)


def _bits(a):
    a = np.ascontiguousarray(a)
    return a.view(np.uint8)


def compare(entry, got, want):
    """None if equal under the entry's tolerance, else a one-line reason.
    Also returns whether the results were bitwise equal."""
    if len(got) != len(want):
        return f"{len(got)} results, expected {len(want)}", False
    bitwise = True
    for i, (g, w) in enumerate(zip(got, want)):
        if g.dtype != w.dtype or g.shape != w.shape:
            return (f"result {i}: {g.dtype}{list(g.shape)}, expected {w.dtype}{list(w.shape)}"), False
        if np.array_equal(_bits(g), _bits(w)):
            continue
        bitwise = False
        if entry.tol != APPROX:
            n = int(np.sum(_bits(g).reshape(g.size, -1) != _bits(w).reshape(w.size, -1)))
            return f"result {i}: not bitwise equal ({n} bytes differ)", False
        name = str(w.dtype)
        rtol, atol = APPROX_BOUNDS.get(name, APPROX_F8)
        gf = g.astype(np.complex128 if np.iscomplexobj(w) else np.float64)
        wf = w.astype(np.complex128 if np.iscomplexobj(w) else np.float64)
        scale = float(np.max(np.abs(wf[np.isfinite(wf)]))) if np.any(np.isfinite(wf)) else 1.0
        ok = np.isclose(gf, wf, rtol=rtol, atol=atol * max(scale, 1e-30), equal_nan=True)
        if not np.all(ok):
            j = int(np.argmin(ok.reshape(-1)))
            return (
                f"result {i}: {int(np.sum(~ok))} elements beyond rtol={rtol} "
                f"atol={atol}*{scale:.3g}, e.g. {gf.reshape(-1)[j]} vs "
                f"{wf.reshape(-1)[j]}"
            ), False
    return None, bitwise
