"""The mutation oracle: programs that both verifiers accept (the verifier
oracle's cases where ours and jaxlib's agree on "accept"), each changed in
one place, then judged again by both. It finds where our verifiers are
stricter or looser than upstream's on programs close to valid ones, which
the project's own negative tests (written from the spec) do not reach.

    mutation_oracle.py [--count N] [--seed S] [--write] [--show-open K]

Mutations, each applied at one place of the program text:
  dim+1, dim-1     one static dimension of one tensor type, off by one
  rank-drop        one dimension of one tensor type removed
  rank-add         a leading dimension of size 1 added to one tensor type
  element          the element type of one tensor type swapped for another
                   (f32 <-> f16, bf16 -> f32, f64 -> f32, i32 <-> i64, i8 -> i32,
                   i1 -> i8, ui8 -> i8, ...)
  int+1, int-1     one integer of an integer attribute (array<i64: ...>,
                   dense<...> of an integer tensor, `N : i64`), off by one
  int=0, int=-1    the same integer set to 0 or -1
  empty            one array<i64: ...> attribute emptied
  drop             one punctuation token (`,` `:` `(` `)` `[` `]` `{` `}` `<`
                   `>` `=` `->`) removed from a line of StableHLO custom syntax
  word             one word of such a line misspelt (a `q` appended); not the
                   names of dialects, whose misspelling only tests a setting
                   of the context (unregistered dialects)
  vhlo-drop,       the same on a line of VHLO text (the bases include the
  vhlo-word        VHLO text of the tests, which the verifier oracle leaves
                   out)

Each mutant is compared as the verifier oracle compares cases (agree: both
accept, or both refuse with jaxlib's first message contained in ours). The
counts are printed; --write also writes docs/mutation-oracle.md with the
counts per mutation and per op and the open disagreements.

Runs with the interpreter that has the pinned jax/jaxlib, like
verifier_oracle.py (same environment variables).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import re
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import verifier_oracle as vo  # noqa: E402

DOC = os.path.join(vo.ROOT, "docs", "mutation-oracle.md")

ELEMENT_SWAPS = {
    "f32": "f16",
    "f16": "f32",
    "bf16": "f32",
    "f64": "f32",
    "i32": "i64",
    "i64": "i32",
    "i8": "i32",
    "i16": "i32",
    "i1": "i8",
    "ui8": "i8",
    "ui32": "i32",
    "i4": "i8",
}

_TENSOR = re.compile(r"tensor<((?:(?:\d+|\?)x)*)([a-z]+\d+[A-Za-z0-9]*)\b")
_ARRAY = re.compile(r"array<i64(?::([^>]*))?>")
_DENSE_INT = re.compile(r"dense<([^<>]*)>\s*:\s*tensor<(?:(?:\d+|\?)x)*i(?:32|64)>")
_SCALAR_INT = re.compile(r"=\s*(-?\d+)\s*:\s*i64\b")
_INT = re.compile(r"-?\d+")
_PUNCT = re.compile(r"->|[,:()\[\]={}<>]")
_WORD = re.compile(r"\b([a-z_]+)\b")
_KEEP_WORDS = {"stablehlo", "tensor", "func", "return", "quant", "sdy", "chlo", "vhlo", "builtin"}


@dataclass
class Mutant:
    base: object  # the verifier oracle's case
    kind: str
    where: str  # what was changed, e.g. "tensor<2x3xf32> -> tensor<2x4xf32>"
    text: str

    @property
    def unregistered(self) -> bool:
        return self.base.unregistered

    @property
    def id(self) -> str:
        return f"{self.base.id} {self.kind}: {self.where}"

    def uses(self, needle: str) -> bool:
        return needle in self.text


def _edit(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def candidates(text: str) -> list:
    """Every single-place mutation of `text`: (kind, where, mutated text)."""
    out = []
    for m in _TENSOR.finditer(text):
        dims_text, elem = m.group(1), m.group(2)
        dims = dims_text.split("x")[:-1] if dims_text else []
        start, end = m.start(1), m.end(1)
        old = m.group(0)
        for i, d in enumerate(dims):
            if d == "?":
                continue
            for kind, nd in (("dim+1", int(d) + 1), ("dim-1", int(d) - 1)):
                if nd < 0:
                    continue
                nds = dims[:i] + [str(nd)] + dims[i + 1 :]
                new = "".join(x + "x" for x in nds)
                out.append((kind, f"{old} -> tensor<{new}{elem}", _edit(text, start, end, new)))
        if dims:
            i = len(dims) - 1
            new = "".join(x + "x" for x in dims[:i] + dims[i + 1 :])
            out.append(("rank-drop", f"{old} -> tensor<{new}{elem}", _edit(text, start, end, new)))
        out.append(("rank-add", f"{old} -> tensor<1x{dims_text}{elem}", _edit(text, start, end, "1x" + dims_text)))
        if elem in ELEMENT_SWAPS:
            swapped = ELEMENT_SWAPS[elem]
            out.append(("element", f"{old} -> tensor<{dims_text}{swapped}", _edit(text, m.start(2), m.end(2), swapped)))
    spans = []
    for m in _ARRAY.finditer(text):
        if m.group(1) is not None:
            spans.append((m.start(1), m.end(1), m.group(0)))
            out.append(("empty", f"{m.group(0)} -> array<i64>", _edit(text, m.start(), m.end(), "array<i64>")))
    for m in _DENSE_INT.finditer(text):
        spans.append((m.start(1), m.end(1), m.group(0)))
    for m in _SCALAR_INT.finditer(text):
        spans.append((m.start(1), m.end(1), m.group(0)))
    for s, e, whole in spans:
        for n in _INT.finditer(text, s, e):
            v = int(n.group(0))
            for kind, nv in (("int+1", v + 1), ("int-1", v - 1), ("int=0", 0), ("int=-1", -1)):
                if nv == v:
                    continue
                out.append((kind, f"{n.group(0)} -> {nv} in {whole[:60]}", _edit(text, n.start(), n.end(), str(nv))))
    # The custom syntax: lines of StableHLO ops in their pretty form (not the
    # generic form, nor the test ops of --hlo-test-infer), and lines of VHLO
    # text (its types, attributes and vhlo.func_v1's form).
    pos = 0
    for line in text.split("\n"):
        vhlo = "vhlo." in line.replace("stablehlo.", "")
        pretty = "stablehlo." in line and '"stablehlo.' not in line
        if (vhlo or pretty) and "hlo_test_infer" not in line and not line.lstrip().startswith("//"):
            short = line.strip()[:70]
            prefix = "vhlo-" if vhlo and not pretty else ""
            for m in _PUNCT.finditer(line):
                out.append(
                    (
                        prefix + "drop",
                        f"{m.group(0)!r} at column {m.start() + 1} of {short}",
                        _edit(text, pos + m.start(), pos + m.end(), ""),
                    )
                )
            for m in _WORD.finditer(line):
                if m.group(1) not in _KEEP_WORDS:
                    out.append(
                        (
                            prefix + "word",
                            f"{m.group(1)} -> {m.group(1)}q in {short}",
                            _edit(text, pos + m.end(), pos + m.end(), "q"),
                        )
                    )
        pos += len(line) + 1
    return out


def make_mutants(bases: list, count: int, seed: int) -> list:
    per_case = max(1, -(-count // max(1, len(bases))))
    mutants, seen = [], set()
    for case in bases:
        text = case.text
        cands = candidates(text)
        rng = random.Random(f"{seed}:{case.id}")
        rng.shuffle(cands)
        # One of each kind first, then the rest, so every kind is covered.
        by_kind: dict = defaultdict(list)
        for c in cands:
            by_kind[c[0]].append(c)
        ordered = [v[0] for v in by_kind.values()] + [c for v in by_kind.values() for c in v[1:]]
        taken = 0
        for kind, where, new in ordered:
            if taken >= per_case:
                break
            h = hashlib.sha1(new.encode()).hexdigest()
            if h in seen:
                continue
            seen.add(h)
            mutants.append(Mutant(case, kind, where, new))
            taken += 1
    return mutants


def _cell(s: str, n: int = 160) -> str:
    s = " ".join(str(s).split()).replace("|", "\\|")
    return s if len(s) <= n else s[: n - 1] + "…"


def render(rows, bases: int, jax_version: str, seed: int, count: int) -> str:
    kinds = sorted({r["case"].kind for r in rows})
    status = lambda r: r["status"] if r["status"] != "open" else r["cls"]  # noqa: E731
    cols = ["agree", "version", "we-refuse", "we-accept", "message", "crash", "excluded"]
    out = [
        "# Mutation oracle: our verdicts against jaxlib's on programs one change away from valid ones",
        "",
        "Generated by `tests/interop/mutation_oracle.py --write`; do not edit.",
        "",
        f"{bases} programs that both verifiers accept (the verifier oracle's cases, and the VHLO text of the tests) are each changed "
        f"in one place (programs with explicit `loc(...)` locations left out) (seed {seed}, about {count} mutants in all; the module's docstring lists the "
        f"mutations) and judged by our `stablehlo-opt` and by jaxlib (StableHLO {jax_version}), as "
        "`docs/verifier-oracle.md` judges the cases: agree when both accept, or both refuse with "
        "jaxlib's first message contained in ours; a version difference when jaxlib refuses what needs "
        "a newer release.",
        "",
        "## Counts by mutation",
        "",
        "| mutation | mutants | " + " | ".join(cols) + " |",
        "|---|---|" + "---|" * len(cols),
    ]
    total = Counter()
    for k in kinds:
        c = Counter(status(r) for r in rows if r["case"].kind == k)
        total.update(c)
        out.append(f"| {k} | {sum(c.values())} | " + " | ".join(str(c[x]) for x in cols) + " |")
    out.append(f"| all | {sum(total.values())} | " + " | ".join(str(total[x]) for x in cols) + " |")
    out += [
        "",
        "we-refuse: we refuse, jaxlib accepts. we-accept: we accept, jaxlib refuses. message: both "
        "refuse, jaxlib's first message is not in ours. excluded: jaxlib's context lacks a dialect.",
        "",
    ]
    by_op: dict = defaultdict(Counter)
    for r in rows:
        if r["status"] == "open":
            by_op[vo._row_op(r) or "?"][r["cls"]] += 1
    out += [
        "## Open disagreements by op",
        "",
        "| op | we-refuse | we-accept | message | crash |",
        "|---|---|---|---|---|",
    ]
    for op, c in sorted(by_op.items(), key=lambda kv: (-sum(kv[1].values()), kv[0])):
        out.append(f"| {op} | {c['we-refuse']} | {c['we-accept']} | {c['message']} | {c['crash']} |")
    for cls in ("we-refuse", "we-accept", "message", "crash"):
        sel = [r for r in rows if r["status"] == "open" and r["cls"] == cls]
        out += [
            "",
            f"## Open: {vo.OPEN_CLASSES.get(cls, cls)} ({len(sel)})",
            "",
            "| base case | mutation | ours | jaxlib |",
            "|---|---|---|---|",
        ]
        for r in sorted(sel, key=lambda r: (vo._row_op(r) or "", r["case"].id)):
            m = r["case"]
            out.append(
                f"| {m.base.id} | {m.kind}: {_cell(m.where, 90)} | {_cell(r['ours']['message'] or 'accept')} "
                f"| {_cell(r['jax']['message'] or 'accept')} |"
            )
    return "\n".join(out) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=8000, help="about how many mutants (default 8000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--write", action="store_true", help=f"write {os.path.relpath(DOC, vo.ROOT)}")
    args = ap.parse_args()
    t0 = time.time()
    coll = vo.collect(vhlo_text=True)
    cases = coll.cases
    ours = vo.run_ours(cases)
    jax, jax_version = vo.run_jaxlib(cases)
    # Programs with explicit locations are left out: an error located at
    # loc("f.mlir":20:5) cannot be told apart from one on line 20 of the batch.
    bases = [
        c for c, o, j in zip(cases, ours, jax) if o["verdict"] == j["verdict"] == "accept" and "loc(" not in c.text
    ]
    mutants = make_mutants(bases, args.count, args.seed)
    t1 = time.time()
    m_ours = vo.run_ours(mutants)
    t2 = time.time()
    m_jax, _ = vo.run_jaxlib(mutants)
    t3 = time.time()
    rows = vo.classify(mutants, m_ours, m_jax, jax_version)
    t4 = time.time()
    stat = Counter(r["status"] if r["status"] != "open" else r["cls"] for r in rows)
    print(
        f"mutation oracle: {len(bases)} accepted programs, {len(mutants)} mutants (bases {t1 - t0:.0f}s, "
        f"stablehlo-opt {t2 - t1:.0f}s, jaxlib {t3 - t2:.0f}s, versions {t4 - t3:.0f}s): "
        + ", ".join(f"{k} {v}" for k, v in sorted(stat.items()))
    )
    if args.write:
        with open(DOC, "w", encoding="utf-8") as f:
            f.write(render(rows, len(bases), jax_version, args.seed, args.count))
        print(f"wrote {os.path.relpath(DOC, vo.ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
