"""Producer direction: every artifact JAX wrote for the catalogue is read by
our reader (stablehlo-translate --deserialize), and the program we print
equals the one jaxlib prints for the same artifact
(jaxlib.mlir.dialects.stablehlo.deserialize_portable_artifact into a context
made as jax makes its own).

Both sides print with debug locations (`--mlir-print-debuginfo`,
`enable_debug_info=True`), so the locations JAX wrote are compared too.

Normalizations, each for a construct that the two MLIR versions print
differently (jaxlib links its own, newer MLIR; ours is LLVM/MLIR 22), applied
to both texts and counted per program:
  - enum keyword spacing: `stablehlo.compare  LT` (MLIR 22) is
    `stablehlo.compare LT` (jaxlib's MLIR); see NORMALIZATIONS.

Then our writer writes the program we read back at the artifact's own
version (JAX's default target), and the VHLO program of our artifact must
be the one of JAX's artifact (both printed by stablehlo-opt without
conversion), after one normalization: a function whose every argument (or
result) has an empty attribute dictionary is written by JAX as an array of
empty dictionaries and from text as an empty array (text does not carry
empty dictionaries). Programs equal with locations too are counted; the rest
differ only in locations that the custom syntax does not print (the block
arguments of the compact `reduce ... applies` form and of `while` regions),
so that a parser gives them the text's own positions.

Steps (known_failures.txt): `read` (our reader refuses the artifact),
`print` (the texts differ), `rewrite` (our artifact at JAX's target holds
another VHLO program).

Usage: test_producer.py [--shard=I/N] [--only=NAMES]
"""

import re
import sys
import time

import harness

# (name, pattern, replacement): applied to both texts; see the docstring.
NORMALIZATIONS = [
    # MLIR 22 prints an enum attribute inside an op's custom syntax with a
    # space of its own before the keyword (`stablehlo.compare  LT, %a, %b,
    # SIGNED`, `type =  FFT`, `algorithm =  DEFAULT`), as upstream's own
    # tests show for the MLIR it was built with; jaxlib's newer MLIR prints
    # one space. Only double spaces between two non-blank characters (never
    # indentation, never inside a string: JAX's names have none) are folded.
    ("enum keyword spacing", r"(?<=\S)  (?=[A-Z])", " "),
]


def normalize(text, counts):
    for name, pattern, repl in NORMALIZATIONS:
        text, n = re.subn(pattern, repl, text)
        if n:
            counts[name] = counts.get(name, 0) + 1
    return text


EMPTY_DICTS = re.compile(r"\b(arg|res)_attrs = #vhlo\.array_v1<\[(?:#vhlo\.dict_v1<\{\}>(?:, )?)*\]>")


def vhlo_normalized(artifact, debug_info):
    text = harness.vhlo_text(artifact, debug_info)
    return None if text is None else EMPTY_DICTS.sub(r"\1_attrs = #vhlo.array_v1<[]>", text)


def rewrite(c, text):
    """None if our artifact at the artifact's version holds JAX's VHLO program,
    else the reason; and whether the locations are equal too."""
    version = harness.artifact_version(c.artifact)
    rc, ours, err = harness.translate(["--serialize", f"--target={version}", *harness.writer_flags(text)], text)
    if rc != 0:
        return f"not written at {version}: {harness.first_error(err)}", False
    a, b = vhlo_normalized(ours, False), vhlo_normalized(c.artifact, False)
    if a is None or b is None:
        return "stablehlo-opt does not print the VHLO program", False
    if a != b:
        return f"at {version}: {first_difference(a, b)}", False
    return None, vhlo_normalized(ours, True) == vhlo_normalized(c.artifact, True)


def first_difference(a, b):
    al, bl = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(al, bl)):
        if x != y:
            return f"line {i + 1}: ours {x.strip()[:160]!r} / jaxlib {y.strip()[:160]!r}"
    return f"{len(al)} lines (ours) / {len(bl)} lines (jaxlib)"


def main(argv):
    t0 = time.time()
    entries = harness.select_entries(argv)
    cached = harness.load_cached(entries)
    out = harness.Outcomes(["read", "print", "rewrite"], [e.name for e in entries])

    def ours(c):
        return harness.translate(["--deserialize", "--mlir-print-debuginfo"], c.artifact)

    read = harness.parallel_map(ours, cached)
    rewritten = harness.parallel_map(
        lambda job: rewrite(*job) if job[1] is not None else (None, False),
        [(c, text if rc == 0 else None) for c, (rc, text, err) in zip(cached, read)],
    )
    n_read = n_equal = n_rewrite = n_rewrite_locs = 0
    norm_counts = {}
    for i, (c, (rc, text, err)) in enumerate(zip(cached, read)):
        name = c.entry.name
        if rc != 0:
            out.fail(name, "read", harness.first_error(err))
            continue
        n_read += 1
        reason, same_locs = rewritten[i]
        if reason is not None:
            out.fail(name, "rewrite", reason)
        else:
            n_rewrite += 1
            n_rewrite_locs += same_locs
        theirs, jerr = harness.jaxlib_read(c.artifact, debug_info=True)
        if theirs is None:
            out.fail(name, "print", f"jaxlib does not read JAX's own artifact: {jerr}")
            continue
        counts = {}
        a = normalize(text.decode(), counts)
        b = normalize(theirs, counts)
        if a.strip() != b.strip():
            out.fail(name, "print", first_difference(a, b))
            continue
        for k in counts:
            norm_counts[k] = norm_counts.get(k, 0) + 1
        n_equal += 1
    print(f"programs exported: {len(cached)}")
    print(f"read by us: {n_read}")
    print(f"printed equal to jaxlib: {n_equal}")
    for k, v in sorted(norm_counts.items()):
        print(f"  normalized '{k}' in {v} programs")
    print(
        f"written again by us at the artifact's version, the same VHLO program as JAX's: "
        f"{n_rewrite} ({n_rewrite_locs} with the same locations too)"
    )
    status = out.report()
    print(f"time: {time.time() - t0:.1f} s")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
