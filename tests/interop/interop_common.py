"""What the interop tests (harness.py, catalogue.py) and the interop matrix
(interop_matrix.py) share. Imports no jax: the matrix's driver runs under the
system Python, its workers under jax releases back to 2023, which cannot
import the catalogue (it needs today's jax)."""

import zlib


def vkey(v):
    """A version "X.Y.Z" as a tuple to compare."""
    return tuple(int(x) for x in v.split("."))


def input_seed(name):
    """The random-input seed of a program: the CRC-32 of its name, the same in
    every era."""
    return zlib.crc32(name.encode())


def first_error(stderr, limit=300):
    """The first `error:` line of a tool's stderr (else its first line), cut to
    LIMIT characters (None: whole)."""
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()[:limit]
    return (stderr.strip().splitlines() or ["(no message)"])[0][:limit]


def tool_failure(returncode, stderr, lines=3, limit=400):
    """What a failed tool run says: its first LINES non-empty stderr lines
    joined, a signal that killed it; "" when it succeeded."""
    if returncode == 0:
        return ""
    said = [line for line in (stderr or "").splitlines() if line.strip()]
    if returncode < 0:
        said.append(f"killed by signal {-returncode}")
    return " | ".join(said[:lines])[:limit] or f"exit {returncode}"
