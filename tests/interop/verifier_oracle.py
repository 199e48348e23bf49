#!/usr/bin/env python3
"""The verifier oracle: every StableHLO program of the project's tests is
parsed and verified by our stablehlo-opt and by jaxlib (upstream StableHLO's
own parser and verifiers, in a context made as JAX makes its own), and the
verdicts are compared.

    verifier_oracle.py --write    run, and write docs/verifier-oracle.md
    verifier_oracle.py --check    run, and fail if the table in docs/ is not
                                  what this run gives, or if a disagreement
                                  that is not a version difference has no
                                  reason in tests/interop/oracle_reasons.yaml
    verifier_oracle.py --show ID  both verdicts of one case (path:line)
    verifier_oracle.py --rekey    move the reasons of cases that moved in
                                  their file (same verdicts and messages as
                                  a row of the table) to their new path:line

A case agrees when both accept, or both refuse and jaxlib's first error
message is contained in ours (the phrase contract of the facts, §12), the
width lists of the element type constraints read as jaxlib's release has
them (a float or integer type newer than jaxlib adds its width to ours:
element_summaries). Every other case is a disagreement, either
  - justified by a version difference: jaxlib refuses a program that needs a
    release newer than jaxlib's StableHLO (our stablehlo-translate
    --minimum-version, or the first release of an op jaxlib does not know,
    from generated/schema-facts.json); or
  - open, classed as "we refuse, jaxlib accepts", "we accept, jaxlib
    refuses", "both refuse, the messages differ" or "a tool crashed"; each
    needs a one-line reason in oracle_reasons.yaml naming the issue that
    will settle it.

jaxlib judges in a context made as JAX makes its own, with the quant
dialect loaded the way jaxlib loads it when it reads a quantized artifact
(jaxlib_worker). Which inputs are cases, and the exclusion classes, are in
verifier_oracle_cases.py. Runs with the interpreter that has the pinned
jax/jaxlib (STABLEHLO_INTEROP_PYTHON); our tools come from
$STABLEHLO_BUILD_DIR/bin.
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import verifier_oracle_cases as vc  # noqa: E402

ROOT = os.environ.get("STABLEHLO_SOURCE_DIR") or os.path.dirname(os.path.dirname(HERE))
BUILD = os.environ.get("STABLEHLO_BUILD_DIR") or os.path.join(ROOT, "build")
DOC = os.path.join(ROOT, "docs", "verifier-oracle.md")
REASONS = os.path.join(HERE, "oracle_reasons.yaml")

OPEN_CLASSES = {
    "we-refuse": "we refuse, jaxlib accepts",
    "we-accept": "we accept, jaxlib refuses",
    "message": "both refuse, jaxlib's first message is not in ours",
    "crash": "a tool crashed",
}
# Test ops of our `--hlo-test-infer` pass; jaxlib has no such dialect, so
# jaxlib parses them as unregistered ops (the op under test is verified all
# the same). Any other dialect jaxlib lacks excludes the case.
TEST_DIALECTS = ("hlo_test_infer.",)
MESSAGE_WIDTH = 260
# The command of a jaxlib worker process, given the cases file, the index to
# start from and the quantized primer artifact.
JAXLIB_WORKER = [sys.executable, os.path.abspath(__file__), "--jaxlib-worker"]


def fail(msg: str) -> None:
    print(f"verifier_oracle: error: {msg}", file=sys.stderr)
    sys.exit(1)


# --- jaxlib -------------------------------------------------------------------


def jaxlib_worker(path: str, start: int, primer: str) -> None:
    """Parse and verify the cases of the JSON-lines file `path` from index
    `start` on; one JSON line of verdict per case on stdout, flushed, so a
    crash loses only the case it happened on.

    JAX's context registers no quant dialect, so quantized types do not
    parse in it. jaxlib loads the dialect when it reads an artifact that has
    quantized types; the worker does the same with `primer` (such an
    artifact, "-" for none) before the cases."""
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    ctx = jax_mlir.make_ir_context()
    quant = False
    if primer != "-":
        with ctx, ir.Location.unknown(ctx):
            with open(primer, "rb") as f:
                stablehlo.deserialize_portable_artifact(ctx, f.read())
            try:
                quant = ctx.dialects["quant"] is not None
            except (IndexError, KeyError, ValueError):
                quant = False
    print(json.dumps({"version": str(stablehlo.get_current_version()), "quant": quant}), flush=True)
    with open(path, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f]
    # Every error diagnostic, also one reported by a parse that goes on (a
    # dict_v1 key that is no VHLO attribute): the bindings' own capture
    # keeps only those of a parse or verification that fails.
    errors: list = []

    def on_diagnostic(d) -> bool:
        if d.severity == ir.DiagnosticSeverity.ERROR:
            m = re.search(r":(\d+):\d+", str(d.location))
            errors.append((int(m.group(1)) if m else 0, d.message))
        return True

    ctx.emit_error_diagnostics = True
    ctx.attach_diagnostic_handler(on_diagnostic)
    for i in range(start, len(cases)):
        case = cases[i]
        ctx.allow_unregistered_dialects = case["unregistered"]
        out = {
            "i": i,
            "verdict": "accept",
            "line": 0,
            "message": "",
            "unregistered": case["unregistered"],
            "quant": quant,
        }
        errors.clear()
        with ctx, ir.Location.unknown(ctx):
            try:
                module = ir.Module.parse(case["text"])
                module.operation.verify()
                del module
            except ir.MLIRError as e:
                out.update(verdict="refuse", message=e.message)
            except Exception as e:  # anything else the bindings raise
                out.update(verdict="refuse", message=f"{type(e).__name__}: {e}")
        if errors:
            out.update(verdict="refuse", line=errors[0][0], message=errors[0][1])
        print(json.dumps(out), flush=True)


def run_jaxlib(cases: list) -> tuple[list, str]:
    """jaxlib's verdict per case, through worker processes (a crash of one
    is the verdict of its case and the next worker goes on)."""
    results: list = [None] * len(cases)
    version = ""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "cases.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for c in cases:
                unreg = c.unregistered or any(d in c.text for d in TEST_DIALECTS)
                f.write(json.dumps({"text": c.text, "unregistered": unreg}) + "\n")
        primer = quant_primer(tmp)
        start = 0
        while start < len(cases):
            proc = subprocess.run([*JAXLIB_WORKER, path, str(start), primer], capture_output=True, text=True)
            lines = proc.stdout.splitlines()
            if not lines or "version" not in json.loads(lines[0]):
                fail(
                    "the jaxlib worker did not start (is this the interpreter with the pinned "
                    f"jax/jaxlib of tests/interop/requirements.txt?):\n{proc.stderr[-2000:]}"
                )
            version = json.loads(lines[0])["version"]
            last = start - 1
            for line in lines[1:]:
                r = json.loads(line)
                results[r["i"]] = r
                last = r["i"]
            if proc.returncode == 0 and last == len(cases) - 1:
                break
            crashed = last + 1
            results[crashed] = {"verdict": "crash", "line": 0, "message": f"jaxlib crashed (exit {proc.returncode})"}
            start = crashed + 1
    return results, version


# A program with a quantized type, for the worker's context (see
# jaxlib_worker): written by our tools as a 1.0.0 artifact, which every jaxlib
# of the pinned range reads.
QUANT_PRIMER = """func.func @primer(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  return %a : tensor<2x!quant.uniform<i8:f32, 1.0>>
}
"""


def quant_primer(tmp: str) -> str:
    src, out = os.path.join(tmp, "primer.mlir"), os.path.join(tmp, "primer.bc")
    with open(src, "w", encoding="utf-8") as f:
        f.write(QUANT_PRIMER)
    proc = subprocess.run(
        [tool("stablehlo-translate"), "--serialize", "--target=1.0.0", src, "-o", out], capture_output=True, text=True
    )
    if proc.returncode:
        fail(f"stablehlo-translate could not write the quantized primer artifact:\n{proc.stderr}")
    return out


# --- our tools ----------------------------------------------------------------

_DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note|remark): (?P<msg>.*)$")


def tool(name: str) -> str:
    path = os.path.join(BUILD, "bin", name)
    if not os.access(path, os.X_OK):
        fail(
            f"{path} does not exist: build it first (tools/dev.sh build), or point STABLEHLO_BUILD_DIR at a build tree"
        )
    return path


def _diagnostics(stderr: str) -> list:
    """[(line, severity, message)]: a message goes on until the next
    diagnostic header (messages may span lines)."""
    out = []
    for text in stderr.splitlines():
        m = _DIAG.match(text)
        if m:
            out.append([int(m.group("line")), m.group("sev"), m.group("msg"), []])
        elif out:
            out[-1][3].append(text)
    for d in out:
        rest = d.pop()
        # The source line and a caret under the column follow a located
        # diagnostic; they are not part of the message.
        if len(rest) >= 2 and re.fullmatch(r"\s*\^~*\s*", rest[-1]):
            rest = rest[:-2]
        if rest:
            d[2] += "\n" + "\n".join(rest)
    return [tuple(d) for d in out]


def _batch(cases: list, tmp: str, name: str) -> tuple[str, list]:
    """One file of all cases, split by `// -----`; the line each starts at."""
    starts, parts, line = [], [], 1
    for c in cases:
        starts.append(line)
        text = c.text
        parts.append(text)
        line += text.count("\n") + 1  # the marker line
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write((vc.SPLIT_MARKER + "\n").join(parts))
    return path, starts


def _crashed(proc) -> bool:
    return proc.returncode not in (0, 1) or "Stack dump" in proc.stderr or "PLEASE submit" in proc.stderr


def run_ours(cases: list) -> list:
    """Our verdict per case: stablehlo-opt parses and verifies each case;
    one process per batch (cases with and without unregistered dialects)."""
    opt = tool("stablehlo-opt")
    results: list = [None] * len(cases)
    with tempfile.TemporaryDirectory() as tmp:
        for unreg in (False, True):
            idx = [i for i, c in enumerate(cases) if c.unregistered == unreg]
            flags = ["--allow-unregistered-dialect"] if unreg else []
            for i, r in zip(idx, _run_batch(opt, flags, [cases[i] for i in idx], tmp)):
                results[i] = r
    return results


def _run_batch(opt: str, flags: list, cases: list, tmp: str) -> list:
    """One stablehlo-opt over `cases` split by `// -----`; when it crashes,
    each half again, down to the case that crashes."""
    if not cases:
        return []
    if len(cases) == 1:
        return [_run_one(opt, flags, cases[0], tmp)]
    path, starts = _batch(cases, tmp, "batch.mlir")
    proc = subprocess.run([opt, *flags, "--split-input-file", "-o", os.devnull, path], capture_output=True, text=True)
    if _crashed(proc):
        half = len(cases) // 2
        return _run_batch(opt, flags, cases[:half], tmp) + _run_batch(opt, flags, cases[half:], tmp)
    firsts: dict = {}
    for line, sev, msg in _diagnostics(proc.stderr):
        if sev != "error" or line < 1:
            continue
        # The case whose text holds the line (MLIR keeps the file's line
        # numbers in split chunks).
        k = bisect.bisect_right(starts, line) - 1
        if k not in firsts:
            firsts[k] = (line - starts[k] + 1, msg)
    return [
        {"verdict": "refuse", "line": firsts[k][0], "message": firsts[k][1]}
        if k in firsts
        else {"verdict": "accept", "line": 0, "message": ""}
        for k in range(len(cases))
    ]


def _run_one(opt: str, flags: list, case, tmp: str) -> dict:
    path = os.path.join(tmp, "one.mlir")
    with open(path, "w", encoding="utf-8") as f:
        f.write(case.text)
    proc = subprocess.run([opt, *flags, "-o", os.devnull, path], capture_output=True, text=True)
    if _crashed(proc):
        return {"verdict": "crash", "line": 0, "message": f"stablehlo-opt crashed (exit {proc.returncode})"}
    errors = [d for d in _diagnostics(proc.stderr) if d[1] == "error"]
    if proc.returncode == 0:
        return {"verdict": "accept", "line": 0, "message": ""}
    if errors:
        return {"verdict": "refuse", "line": errors[0][0], "message": errors[0][2]}
    return {"verdict": "refuse", "line": 0, "message": proc.stderr.strip().splitlines()[-1:] or ["(no message)"]}


def minimum_versions(cases: list) -> list:
    """Our stablehlo-translate --minimum-version per case: "X.Y.Z" or None."""
    if not cases:
        return []
    translate = tool("stablehlo-translate")
    out: list = []
    with tempfile.TemporaryDirectory() as tmp:
        for c in cases:
            path = os.path.join(tmp, "case.mlir")
            with open(path, "w", encoding="utf-8") as f:
                f.write(c.text)
            unreg = c.unregistered or any(d in c.text for d in TEST_DIALECTS)
            flags = ["--allow-other-dialects", "--allow-unregistered-dialect"] if unreg else []
            proc = subprocess.run([translate, "--minimum-version", *flags, path], capture_output=True, text=True)
            m = re.search(r"^minimum version: (\d+\.\d+\.\d+)$", proc.stdout, re.M) if proc.returncode == 0 else None
            what = [
                w.group(2)
                for w in re.finditer(
                    r": needs (\d+\.\d+\.\d+): (.*?)(?: and does not exist at target [\d.]+)?(?: \[.*\])?$",
                    proc.stdout,
                    re.M,
                )
                if m and w.group(1) == m.group(1)
            ]
            out.append((m.group(1), what[0] if what else "") if m else None)
    return out


def to_stablehlo(paths: list) -> dict:
    """The op round-trip test's first step for each generated VHLO program:
    upgraded to the current version and converted to StableHLO, unverified."""
    opt = tool("stablehlo-opt")
    out = {}
    for path in paths:
        proc = subprocess.run(
            [
                opt,
                "--verify-each=false",
                "--vhlo-to-version=target=current",
                "--vhlo-legalize-to-stablehlo",
                "--mlir-print-op-generic",
                path,
            ],
            capture_output=True,
            text=True,
        )
        if proc.returncode:
            out[path] = (None, (proc.stderr.strip().splitlines() or ["?"])[0])
        else:
            out[path] = (proc.stdout, "")
    return out


# --- versions from the schema ---------------------------------------------------


def version_tuple(v: str) -> tuple:
    return tuple(int(p) for p in v.split("."))


def _schema_ops() -> list:
    """The ops of the schema facts (generated/schema-facts.json), released
    or not, each with its versions."""
    with open(os.path.join(ROOT, "generated", "schema-facts.json"), encoding="utf-8") as f:
        return json.load(f)["ops"]


def op_since() -> dict:
    """stablehlo op name -> the release of its first version."""
    return {op["stablehlo"]: min((v["since"] for v in op["versions"]), key=version_tuple) for op in _schema_ops()}


def op_latest() -> dict:
    """stablehlo op name -> (the release of its newest version, that
    version's VHLO mnemonic)."""
    out = {}
    for op in _schema_ops():
        newest = max(op["versions"], key=lambda v: version_tuple(v["since"]))
        out[op["stablehlo"]] = (newest["since"], newest["mnemonic"])
    return out


_STABLEHLO_OP = re.compile(r"\b(stablehlo\.[a-z_0-9]+)\b")
_OP_PREFIX = re.compile(r"^'(stablehlo\.\w+)' op ")
_UNKNOWN_OP = re.compile(r"(?:custom op|unregistered operation) '(stablehlo\.\w+)'")


# --- classification -------------------------------------------------------------


def _excluded_dialect(case, jax: dict) -> str | None:
    """The dialect jaxlib's context lacks, when that is jaxlib's refusal."""
    msg = jax.get("message", "")
    if jax.get("unregistered") and not jax.get("quant") and case.uses("!quant."):
        # Parsed with unregistered dialects allowed (for the test ops),
        # quantized types are opaque to jaxlib and no op accepts them.
        return "quant"
    m = re.search(r'[#!]"(\w+)"<.*created with unregistered dialect', msg) or re.search(
        r"Dialect `(\w+)' not found for custom op", msg
    )
    if m:
        return m.group(1)
    if "operation being parsed with an unregistered dialect" in msg:
        line = case.text.splitlines()[jax["line"] - 1] if 0 < jax["line"] <= len(case.text.splitlines()) else ""
        m = re.search(r'"?([a-z_]+)\.[\w.]+"?', line.split("=", 1)[-1])
        return m.group(1) if m else "?"
    return None


def _source_op(case, line: int) -> str:
    lines = case.text.splitlines()
    if not 0 < line <= len(lines):
        return ""
    m = re.search(r'"?\b((?:stablehlo|chlo|func|sdy)\.[a-z_0-9\-]+)', lines[line - 1])
    return m.group(1) if m else ""


def _constraints(msg: str) -> list:
    """The spec labels our message starts with: "(C3), (C4) ..." -> [C3, C4]."""
    return re.findall(r"\((C\d+[a-z]?)\)", msg[:80])


def _row_op(row) -> str:
    """The op a disagreement is about: jaxlib's `'op' op` prefix, else the op
    on the line of the first error."""
    for side in ("jax", "ours"):
        m = re.match(r"'([\w.\-]+)' op ", row[side]["message"])
        if m:
            return m.group(1)
    for side in ("ours", "jax"):
        op = _source_op(row["case"], row[side]["line"])
        if op:
            return op
    return "(parser)"


_SUMMARY_KINDS = (
    ("float", "-bit float"),
    ("integer", "-bit integer"),
    ("signless", "-bit signless integer"),
    ("unsigned", "-bit unsigned integer"),
)


def element_summaries(jax_version: str, facts: dict | None = None) -> list:
    """(ours, jaxlib's) for each width list of the element type constraints
    (Stablehlo_Float, Stablehlo_Int, Stablehlo_SInt, Stablehlo_UInt) that
    differs between the types of generated/schema-facts.json and those of
    jaxlib's release: "4/6/8/16/32/64/80-bit float" is jaxlib's
    "4/6/8/16/32/64-bit float" when f80 is newer than jaxlib. A message that
    differs from jaxlib's only there agrees: the types are a version
    difference, not a verifier's."""
    if facts is None:
        with open(os.path.join(ROOT, "generated", "schema-facts.json"), encoding="utf-8") as f:
            facts = json.load(f)
    jv = version_tuple(jax_version)

    def widths(kind: str, types) -> str:
        out = set()
        for t in types:
            if not t["tensor_element"]:
                continue
            m = re.fullmatch(r"(u?)i(\d+)", t["builtin"])
            if kind == "float" and t["mlir"]:
                out.add(int(re.search(r"\d+", t["builtin"]).group(0)))
            elif m and kind in ("integer", "unsigned" if m.group(1) else "signless"):
                out.add(int(m.group(2)))
        return "/".join(str(w) for w in sorted(out))

    known = [t for t in facts["types"] if version_tuple(t["since"]) <= jv]
    pairs = []
    for kind, suffix in _SUMMARY_KINDS:
        ours, theirs = widths(kind, facts["types"]) + suffix, widths(kind, known) + suffix
        if ours != theirs:
            pairs.append((ours, theirs))
    return pairs


def in_jaxlib_words(message: str, pairs: list) -> str:
    """Our message with the width lists of `element_summaries` as jaxlib's
    release has them."""
    for ours, theirs in pairs:
        message = message.replace(ours, theirs)
    return message


def classify(cases, ours, jax, jax_version: str) -> list:
    rows = []
    since, latest = op_since(), op_latest()
    jv = version_tuple(jax_version)
    summaries = element_summaries(jax_version)
    need_min = [i for i, (o, j) in enumerate(zip(ours, jax)) if o["verdict"] == "accept" and j["verdict"] != "accept"]
    mins = dict(zip(need_min, minimum_versions([cases[i] for i in need_min])))
    for i, (c, o, j) in enumerate(zip(cases, ours, jax)):
        row = {"case": c, "ours": o, "jax": j, "status": None, "cls": None, "needs": None, "dialect": None}
        dialect = _excluded_dialect(c, j) if j["verdict"] == "refuse" else None
        if dialect:
            row["status"], row["dialect"] = "excluded", dialect
        elif o["verdict"] == j["verdict"] == "accept":
            row["status"] = "agree"
        elif o["verdict"] == j["verdict"] == "refuse" and j["message"] in in_jaxlib_words(o["message"], summaries):
            row["status"] = "agree"
        else:
            needs = None
            if j["verdict"] == "refuse":
                needs = mins.get(i)
                m = _UNKNOWN_OP.search(j["message"])
                # An op jaxlib does not know needs its first release, unless
                # the program needs a later one anyway (a parse error of a
                # known op, "custom op 'stablehlo.dot_general' expected ...",
                # names the op too).
                if (
                    m
                    and m.group(1) in since
                    and (needs is None or version_tuple(since[m.group(1)]) > version_tuple(needs[0]))
                ):
                    needs = (since[m.group(1)], f"{m.group(1)} was introduced in {since[m.group(1)]}")
                # A program holding an op newer than jaxlib is beyond it,
                # whatever its first error (an attribute of the op that
                # jaxlib does not know either).
                newer = [
                    op
                    for op in set(_STABLEHLO_OP.findall(c.text))
                    if op in since
                    and version_tuple(since[op]) > jv
                    and (needs is None or version_tuple(since[op]) > version_tuple(needs[0]))
                ]
                if newer:
                    op = max(newer, key=lambda o: version_tuple(since[o]))
                    needs = (since[op], f"{op} was introduced in {since[op]}")
                # Both refuse, and the op at fault (named by jaxlib's message,
                # or on the line of its error) has a version newer than
                # jaxlib: jaxlib verifies that op as its release defined it,
                # so its words are not the contract's. Our words for it are
                # checked against the newer release's source by lit tests.
                # Ours must be a verifier's error too (the op's own words or a
                # constraint label), not a parser's.
                if (
                    needs is None
                    and o["verdict"] == "refuse"
                    and o["line"] == j["line"]
                    and (_OP_PREFIX.match(o["message"]) or o["message"].startswith("(C"))
                ):
                    m = _OP_PREFIX.match(j["message"])
                    at_fault = m.group(1) if m else None
                    if at_fault is None and j["line"]:
                        on_line = (
                            _STABLEHLO_OP.findall(c.text.split("\n")[j["line"] - 1])
                            if j["line"] <= len(c.text.split("\n"))
                            else []
                        )
                        at_fault = on_line[0] if on_line else None
                    if at_fault in latest and version_tuple(latest[at_fault][0]) > jv:
                        rel, mnemonic = latest[at_fault]
                        needs = (
                            rel,
                            f"{at_fault} changed in {rel} (vhlo.{mnemonic}); jaxlib "
                            f"verifies the op as {jax_version} defined it",
                        )
            if needs and version_tuple(needs[0]) > jv:
                row["status"], row["needs"] = "version", needs
            else:
                row["status"] = "open"
                if "crash" in (o["verdict"], j["verdict"]):
                    row["cls"] = "crash"
                elif o["verdict"] == "refuse" and j["verdict"] == "accept":
                    row["cls"] = "we-refuse"
                elif o["verdict"] == "accept":
                    row["cls"] = "we-accept"
                else:
                    row["cls"] = "message"
        rows.append(row)
    return rows


# --- reasons --------------------------------------------------------------------

_REASON = re.compile(r'^"(?P<key>[^"]+:\d+)":\s*"(?P<reason>(?:[^"\\]|\\.)*)"\s*$')


def load_reasons(path: str) -> tuple[dict, list]:
    """oracle_reasons.yaml: `"path:line": "reason"` per line (a YAML
    mapping of quoted strings); comments and blank lines aside."""
    reasons, problems = {}, []
    if not os.path.exists(path):
        return reasons, [f"{path} does not exist"]
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            m = _REASON.match(s)
            if not m:
                problems.append(f'{os.path.relpath(path, ROOT)}:{n}: expected `"path:line": "reason"`, got: {s}')
                continue
            key, reason = m.group("key"), m.group("reason").replace('\\"', '"').replace("\\\\", "\\")
            if key in reasons:
                problems.append(f"{os.path.relpath(path, ROOT)}:{n}: {key} has a reason already")
            if not re.search(r"\bissue \d+\b", reason):
                problems.append(
                    f"{os.path.relpath(path, ROOT)}:{n}: the reason for {key} names no issue "
                    "(write `issue 23: ...` for the accepted language, `issue 25: ...` for phrases)"
                )
            reasons[key] = reason
    return reasons, problems


def _table_rows(doc: str) -> dict:
    """The open rows of a table written by render(): case -> (ours, jaxlib)
    cells without their line numbers."""
    rows, section = {}, ""
    for line in doc.splitlines():
        if line.startswith("## "):
            section = line
        elif section.startswith("## Open: ") and line.startswith("| ") and not line.startswith("| case "):
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
            if len(cells) == 4:
                rows[cells[0]] = (_unlined(cells[1]), _unlined(cells[2]))
    return rows


def _unlined(cell: str) -> str:
    return re.sub(r" \(line \d+\)", "", cell)


def rekey(rows, reasons: dict) -> dict:
    """Reasons whose case moved: a reason's key is no open case now, the
    table in docs/ has a row for it, and exactly one open case of the same
    file without a reason has that row's verdicts and messages. Rewrites the
    keys in the reasons file; returns {old: new}."""
    old = _table_rows(open(DOC, encoding="utf-8").read()) if os.path.exists(DOC) else {}
    now = {
        r["case"].id: (_unlined(_verdict(r["ours"], r["case"])), _unlined(_verdict(r["jax"], r["case"])))
        for r in rows
        if r["status"] == "open"
    }
    free = [k for k in now if k not in reasons]
    moves, taken = {}, set()
    for k in sorted(set(reasons) - set(now)):
        if k not in old:
            continue
        path = k.rsplit(":", 1)[0]
        cands = [m for m in free if m.rsplit(":", 1)[0] == path and now[m] == old[k]]
        if len(cands) == 1 and cands[0] not in taken:
            moves[k] = cands[0]
            taken.add(cands[0])
    if moves:
        with open(REASONS, encoding="utf-8") as f:
            lines = f.read().splitlines(keepends=True)
        for i, line in enumerate(lines):
            m = _REASON.match(line.strip())
            if m and m.group("key") in moves:
                lines[i] = line.replace(f'"{m.group("key")}":', f'"{moves[m.group("key")]}":', 1)
        with open(REASONS, "w", encoding="utf-8") as f:
            f.write("".join(lines))
    return moves


# --- the report -------------------------------------------------------------------


def _cell(text: str) -> str:
    text = " ".join(text.split("\n")[0].split())
    if len(text) > MESSAGE_WIDTH:
        text = text[: MESSAGE_WIDTH - 1] + "…"
    return text.replace("|", "\\|").replace("`", "'") or "—"


def _verdict(r: dict, case) -> str:
    if r["verdict"] == "accept":
        return "accept"
    line = case.file_line(r["line"]) if r.get("line") else None
    where = f" (line {line})" if line and case.source != "op-roundtrip" else ""
    return f"{r['verdict']}{where}: {_cell(r['message'])}"


def render(coll, rows, reasons: dict, jax_version: str, jax_pkg: str) -> str:
    sources = ["lit", "compendium", "op-roundtrip"]
    counts = {s: Counter() for s in sources}
    for r in rows:
        s = r["case"].source
        counts[s]["cases"] += 1
        counts[s][r["status"] if r["status"] != "open" else "open:" + r["cls"]] += 1
    total = Counter()
    for s in sources:
        total.update(counts[s])
    out = []
    w = out.append
    w("# Verifier oracle: our verdicts against jaxlib's")
    w("")
    w("Generated by `tests/interop/verifier_oracle.py --write`; do not edit. The ctest test")
    w("`interop-verifier-oracle` runs `--check`, which fails when this table is not what the")
    w("tools give today or when an open disagreement has no reason in")
    w("`tests/interop/oracle_reasons.yaml`.")
    w("")
    w("Every StableHLO program of the project's tests is parsed and verified by our `stablehlo-opt`")
    w(f"and by jaxlib {jax_pkg} (upstream StableHLO {jax_version}: `ir.Module.parse` and")
    w("`verify()` in a context made by `jax._src.interpreters.mlir.make_ir_context()`). A case")
    w("agrees when both accept, or both refuse and jaxlib's first error message is contained in")
    w("our first (the phrase contract, facts §12). A disagreement where jaxlib refuses a program")
    w(f"that needs a release newer than {jax_version} (`stablehlo-translate --minimum-version`, or")
    w("`generated/schema-facts.json` for an op jaxlib does not know) is a version difference; every other")
    w("one is open and has a reason that names the issue that settles it.")
    w("")
    w("## Counts")
    w("")
    head = [
        "source",
        "cases",
        "agree",
        "version",
        *[f"open: {OPEN_CLASSES[k]}" for k in OPEN_CLASSES],
        "not judged by jaxlib",
    ]
    w("| " + " | ".join(head) + " |")
    w("|" + "---|" * len(head))
    for s in sources + ["total"]:
        k = total if s == "total" else counts[s]
        cells = [s, k["cases"], k["agree"], k["version"], *[k["open:" + c] for c in OPEN_CLASSES], k["excluded"]]
        w("| " + " | ".join(str(x) for x in cells) + " |")
    w("")
    w('"Not judged by jaxlib": jaxlib refuses the program because its context lacks a dialect')
    dialects = Counter(r["dialect"] for r in rows if r["status"] == "excluded")
    w("the program uses (" + (", ".join(f"`{d}`: {n}" for d, n in sorted(dialects.items())) or "none") + ");")
    w("those cases are counted, not compared. The test ops of `--hlo-test-infer` are parsed by")
    w("jaxlib as unregistered ops, so the StableHLO ops they query are compared.")
    if any(r["jax"].get("quant") for r in rows):
        w("JAX's context registers no `quant` dialect; jaxlib loads it when it reads an artifact")
        w("with quantized types, and so does the oracle: before the cases, jaxlib deserializes a")
        w("one-function quantized artifact (written by our tools for 1.0.0), so quantized programs")
        w("are judged too.")
    else:
        w("JAX's context registers no `quant` dialect, and reading a quantized artifact did not")
        w("load it in this run: quantized programs are not judged.")
    w("")
    if open_rows_all := [r for r in rows if r["status"] == "open"]:
        issues = Counter(_issue(reasons.get(r["case"].id, "")) for r in open_rows_all)
        w(
            "Open rows by the issue their reason names: "
            + ", ".join(f"{k}: {v}" for k, v in sorted(issues.items()))
            + "."
        )
        w("")
    w("## What is a case, and what is left out")
    w("")
    w("- lit: every input (file, split-file section, Inputs/ file) that a RUN line hands to")
    w("  `stablehlo-opt`, or to `stablehlo-translate --serialize`/`--minimum-version`. With")
    w("  `--split-input-file` each `// -----` chunk is a case; otherwise an input holding several")
    w("  top-level functions is cut into one case per function (with the symbols it references and")
    w("  the file's aliases), so that one refusal does not hide the other programs of the file.")
    w("  `--allow-unregistered-dialect` on the RUN line is passed to both sides.")
    w("- compendium: each `// -----` chunk of `tests/vhlo/compendium/`, as `tools/snapshot.py` checks them.")
    w("- op-roundtrip: the VHLO programs of the op round-trip test (`generated/tests/ops/`, read by")
    w("  `tests/unit/OpRoundTripTest.cpp`), converted to StableHLO by our tools without verification")
    w("  (the test's own first step). They give every attribute a value other than its default and")
    w("  need not verify.")
    w("- The programs of the property test (`tests/property/RoundTripPropertyTest.cpp`) are built in")
    w("  C++ and never printed, so they are not cases.")
    w("")
    w("| source | left out | count | what |")
    w("|---|---|---|---|")
    for (source, cls), n in sorted(coll.excluded.items()):
        w(f"| {source} | {cls} | {n} | {vc.EXCLUSIONS[cls]} |")
    w("")
    w("(vhlo-text counts chunks; the others count inputs or files.)")
    for note in coll.notes:
        w(f"- {note}")
    w("")
    open_rows = [r for r in rows if r["status"] == "open"]
    if open_rows:
        w("## Open disagreements by op")
        w("")
        w("The op of the first error (ours, or jaxlib's where we accept) and the constraint labels")
        w("of our messages in the rows where the verdicts differ.")
        w("")
        w("| op | " + " | ".join(OPEN_CLASSES) + " | constraints where the verdicts differ |")
        w("|" + "---|" * (len(OPEN_CLASSES) + 2))
        by: dict = {}
        for r in open_rows:
            entry = by.setdefault(_row_op(r), {"n": Counter(), "labels": set()})
            entry["n"][r["cls"]] += 1
            if r["cls"] != "message":
                entry["labels"].update(_constraints(r["ours"]["message"]))
        for op, e in sorted(by.items(), key=lambda kv: (-sum(kv[1]["n"].values()), kv[0])):
            labels = ", ".join(sorted(e["labels"], key=lambda c: int(re.sub(r"\D", "", c) or 0))) or "—"
            w(f"| {op} | " + " | ".join(str(e["n"][k]) for k in OPEN_CLASSES) + f" | {labels} |")
        w("")
    for cls, title in [*[(k, f"Open: {v}") for k, v in OPEN_CLASSES.items()], ("version", "Version differences")]:
        sel = [r for r in rows if (r["cls"] == cls if cls != "version" else r["status"] == "version")]
        w(f"## {title} ({len(sel)})")
        w("")
        if not sel:
            w("None.")
            w("")
            continue
        w("| case | ours | jaxlib | reason |")
        w("|---|---|---|---|")
        for r in sorted(sel, key=lambda r: _sort_key(r["case"])):
            c = r["case"]
            if cls == "version":
                reason = f"needs {r['needs'][0]}, jaxlib has {jax_version}" + (
                    f": {_cell(r['needs'][1])}" if r["needs"][1] else ""
                )
            else:
                reason = _cell(reasons.get(c.id, "")) if c.id in reasons else "**no reason**"
            w(f"| {c.id} | {_verdict(r['ours'], c)} | {_verdict(r['jax'], c)} | {reason} |")
        w("")
    return "\n".join(out).rstrip() + "\n"


def _issue(reason: str) -> str:
    m = re.search(r"\bissue (\d+)\b", reason)
    return f"issue {m.group(1)}" if m else "no reason"


def _sort_key(case) -> tuple:
    return (case.path, case.line)


# --- main -------------------------------------------------------------------------


def collect(vhlo_text: bool = False) -> vc.Collection:
    coll = vc.Collection()
    bodies = vc.collect_compendium(ROOT, coll)
    vc.collect_lit(ROOT, coll, bodies, vhlo_text=vhlo_text)
    vc.collect_op_roundtrip(ROOT, coll, to_stablehlo)
    vc.dedupe(coll)
    return coll


def jax_package_version() -> str:
    try:
        from importlib.metadata import version

        return version("jaxlib")
    except Exception:  # the worker reports what matters: the StableHLO version
        return "?"


def main() -> int:
    ap = argparse.ArgumentParser(
        description="The verifier oracle: our verdicts against jaxlib's on every "
        "StableHLO program of the project's tests (see the module's docstring)."
    )
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help=f"write {os.path.relpath(DOC, ROOT)}")
    mode.add_argument("--check", action="store_true", help="fail if the table is stale or a row has no reason")
    mode.add_argument("--show", metavar="PATH:LINE", help="both verdicts of one case")
    mode.add_argument(
        "--rekey",
        action="store_true",
        help="move the reasons of cases that moved (same file, same verdicts and messages as a "
        "row of the table in docs/) to their new path:line",
    )
    mode.add_argument("--jaxlib-worker", nargs=3, metavar=("CASES", "START", "PRIMER"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.jaxlib_worker:
        jaxlib_worker(args.jaxlib_worker[0], int(args.jaxlib_worker[1]), args.jaxlib_worker[2])
        return 0

    t0 = time.time()
    coll = collect()
    cases = coll.cases
    if args.show:
        cases = [c for c in cases if c.id == args.show]
        if not cases:
            fail(f"no case {args.show}; a case is path:line of the first line of a chunk or function")
    t1 = time.time()
    ours = run_ours(cases)
    t2 = time.time()
    jax, jax_version = run_jaxlib(cases)
    t3 = time.time()
    rows = classify(cases, ours, jax, jax_version)
    t4 = time.time()
    if args.show:
        r = rows[0]
        print(cases[0].text)
        print("ours:  ", _verdict(r["ours"], cases[0]), "\n  ", r["ours"]["message"])
        print("jaxlib:", _verdict(r["jax"], cases[0]), "\n  ", r["jax"]["message"])
        print("status:", r["status"], r["cls"] or "", r["needs"] or "", r["dialect"] or "")
        return 0

    reasons, problems = load_reasons(REASONS)
    doc = render(coll, rows, reasons, jax_version, jax_package_version())
    stat = Counter(r["status"] if r["status"] != "open" else r["cls"] for r in rows)
    print(
        f"verifier oracle: {len(rows)} cases (collect {t1 - t0:.1f}s, stablehlo-opt {t2 - t1:.1f}s, "
        f"jaxlib {t3 - t2:.1f}s, versions {t4 - t3:.1f}s): " + ", ".join(f"{k} {v}" for k, v in sorted(stat.items()))
    )
    open_ids = {r["case"].id for r in rows if r["status"] == "open"}
    missing = sorted(open_ids - set(reasons), key=lambda s: (s.rsplit(":", 1)[0], int(s.rsplit(":", 1)[1])))
    stale = sorted(set(reasons) - open_ids)
    for k in missing:
        problems.append(
            f"{k}: an open disagreement with no reason in {os.path.relpath(REASONS, ROOT)} "
            '(add `"' + k + '": "issue N: the constraint"`, or fix the verifier)'
        )
    for k in stale:
        problems.append(
            f"{k}: has a reason in {os.path.relpath(REASONS, ROOT)} but is no open disagreement "
            "(fixed, moved, or now justified): remove the line"
        )
    if args.rekey:
        moves = rekey(rows, reasons)
        for k, m in sorted(moves.items()):
            print(f"{k} -> {m}")
        print(f"moved {len(moves)} reasons in {os.path.relpath(REASONS, ROOT)}; now run --write")
        return 0
    if args.write:
        with open(DOC, "w", encoding="utf-8") as f:
            f.write(doc)
        print(f"wrote {os.path.relpath(DOC, ROOT)}")
        for p in problems:
            print(f"warning: {p}", file=sys.stderr)
        return 0
    current = open(DOC, encoding="utf-8").read() if os.path.exists(DOC) else ""
    if current != doc:
        import difflib

        diff = list(
            difflib.unified_diff(
                current.splitlines(), doc.splitlines(), os.path.relpath(DOC, ROOT), "this run", lineterm="", n=0
            )
        )
        print("\n".join(diff[:80]) + ("\n..." if len(diff) > 80 else ""), file=sys.stderr)
        problems.insert(
            0,
            f"{os.path.relpath(DOC, ROOT)} is stale: run "
            "`build/interop-venv/bin/python tests/interop/verifier_oracle.py --write` and review the diff",
        )
    for p in problems:
        print(f"verifier_oracle: error: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
