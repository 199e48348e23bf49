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

Steps (known_failures.txt): `read` (our reader refuses the artifact),
`print` (the texts differ).

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
  out = harness.Outcomes(["read", "print"], [e.name for e in entries])

  def ours(c):
    return harness.translate(["--deserialize", "--mlir-print-debuginfo"], c.artifact)

  read = harness.parallel_map(ours, cached)
  n_read = n_equal = 0
  norm_counts = {}
  for c, (rc, text, err) in zip(cached, read):
    name = c.entry.name
    if rc != 0:
      out.fail(name, "read", harness.first_error(err))
      continue
    n_read += 1
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
  status = out.report()
  print(f"time: {time.time() - t0:.1f} s")
  return status


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
