"""The complex tan rewrite of the compatibility expander, as arithmetic: the
formula that expandTanToSineCosine builds (CompatibilityExpander.cpp; the
op sequence is pinned by tests/vhlo/compatibility_expander.mlir), evaluated
in float32 and float64 with numpy in the same order of operations, against
the C library's complex tan in extended precision, over a grid that holds
the edges: |Im z| up to 1e4 (sin(z)/cos(z) overflows above about 89 in f32
and 710 in f64), Im z = 0, tiny Im z, Re z at and next to the pole pi/2,
and large Re z.

The error of each component is measured against max(|tan z|, tiny), so a
component that should be about 0 next to one that is about 1 is judged in
absolute terms, as the catalogue's numeric comparisons do. The quotient
sin(z)/cos(z) is evaluated too: it must fail where the rewrite is meant to
hold (so this test can tell the two apart).
"""

import sys

import numpy as np


def rewrite(z, dtype):
    x = np.real(z).astype(dtype)
    y = np.imag(z).astype(dtype)
    with np.errstate(all="ignore"):
        t = np.sin(x) / np.cos(x)
        h = np.tanh(y)
        one, m2, four = dtype(1), dtype(-2), dtype(4)
        e = np.exp(m2 * np.abs(y))
        ope = one + e
        sech2 = (four * e) / (ope * ope)
        t2 = t * t
        den = one + t2 * (h * h)
        re = (t * sech2) / den
        im = (h * (one + t2)) / den
    return re, im


def quotient(z, dtype):
    cdt = np.complex64 if dtype == np.float32 else np.complex128
    zz = z.astype(cdt)
    with np.errstate(all="ignore"):
        q = np.sin(zz) / np.cos(zz)
    return np.real(q), np.imag(q)


def grid():
    xs = [0.0, 1e-30, 1e-8, 0.5, -1.0, 1.5, 1.5707963, np.pi / 2, -np.pi / 2 + 1e-7, 3.0, 100.0, -1e4]
    ys = [0.0, 1e-30, -1e-8, 0.5, -2.0, 9.0, 20.0, -45.0, 88.0, 90.0, -100.0, 200.0, 709.0, 711.0, -800.0, 1e4]
    return np.array([complex(x, y) for x in xs for y in ys])


def worst(re, im, z, dtype):
    ref = np.tan(z.astype(np.clongdouble))
    scale = np.maximum(np.abs(ref), np.finfo(dtype).tiny).astype(np.longdouble)
    err = np.maximum(np.abs(re - np.real(ref)), np.abs(im - np.imag(ref))) / scale
    err = np.where(np.isfinite(re) & np.isfinite(im), err, np.inf)
    i = int(np.argmax(err))
    return float(err[i]), z[i]


def main():
    z = grid()
    failures = 0
    # Bounds: a few ulps of the inputs' precision, with a margin (the worst
    # seen on this grid is about 1.4e-7 in f32 and 2.7e-16 in f64).
    for dtype, bound in ((np.float32, 1e-5), (np.float64, 1e-13)):
        # Only points where the input is representable and tan is finite in dtype.
        zz = z.astype(np.complex64 if dtype == np.float32 else np.complex128).astype(np.complex128)
        err, at = worst(*rewrite(zz, dtype), zz, dtype)
        ok = err <= bound
        failures += not ok
        print(
            f"{np.dtype(dtype).name}: rewrite, worst relative error {err:.3g} at {at} "
            f"(bound {bound:g}): {'ok' if ok else 'FAIL'}"
        )
        qerr, qat = worst(*quotient(zz, dtype), zz, dtype)
        fails = qerr > bound
        failures += not fails
        print(
            f"{np.dtype(dtype).name}: sin/cos quotient, worst relative error {qerr:.3g} at {qat} "
            f"(must exceed the bound): {'ok' if fails else 'FAIL'}"
        )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
