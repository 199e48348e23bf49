#!/usr/bin/python3
"""Runs stablehlo-translate and stablehlo-opt on bad input and writes the
table of what they do to docs/bad-input.md.

Every row is a real run (in a scratch directory, so file names in messages
are short and stable). Each row must end with a non-zero exit, no crash, an
`error:` line that contains the row's expected phrase, and, when the row
writes with `-o FILE`, FILE as it was before (absent, or holding its old
content). A row that breaks this makes the script fail.

  /usr/bin/python3 tests/tools/bad_input_table.py            rewrite the table
  /usr/bin/python3 tests/tools/bad_input_table.py --check    fail if the doc is stale
                                                       or a row misbehaves
  /usr/bin/python3 tests/tools/bad_input_table.py --sweep    also rerun the truncation
                                                       and bit-flip sweeps (about
                                                       2,000 tool runs; --stride 1
                                                       --flips 2352 for all) and
                                                       rewrite their figures

--build DIR selects the build directory (default: build/).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import random
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs/bad-input.md"
ARTIFACTS = ROOT / "tests/data/upstream-artifacts"
REAL = ARTIFACTS / "stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc"
FUTURE = ARTIFACTS / "stablehlo-1.13.8/invalid_vhlo_future.mlir.bc"
# Sweep subjects: the smallest full-opset artifact, and a small one.
SWEEP_LARGE = ARTIFACTS / "stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_15_0.mlir.bc"
SWEEP_SMALL = ARTIFACTS / "stablehlo-1.13.8/vhlo_emit_version_api.1_1_0.mlir.bc"
SCHEMA_FACTS = ROOT / "generated/schema-facts.json"  # written by python3 -m codegen --write
# Hostile artifacts of the reader's regression inputs (artifact-corruption-test --crafted).
REGRESSIONS = ROOT / "tests/fuzz/regressions/reader"


def _current_version() -> tuple[int, int, int]:
    """The current version, from the schema facts the generator writes."""
    text = json.loads(SCHEMA_FACTS.read_text()).get("current", "")
    if not re.fullmatch(r"\d+\.\d+\.\d+", text):
        raise SystemExit(f"no current version in {SCHEMA_FACTS}; run python3 -m codegen --write")
    return tuple(int(g) for g in text.split("."))


_MAJOR, _MINOR, _PATCH = _current_version()
CURRENT = f"{_MAJOR}.{_MINOR}.{_PATCH}"
NEXT = f"{_MAJOR}.{_MINOR + 1}.0"  # the next minor release: newer than this build
NEXT_PATCH = f"{_MAJOR}.{_MINOR}.{_PATCH + 1}"  # one patch above current: newer as well
DESERIALIZE_FAILED = f"failed to deserialize portable artifact using StableHLO_v{CURRENT}"

OK_PROGRAM = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
NOT_VERIFYING = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
TOO_NEW = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
OTHER_DIALECT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
UNKNOWN_DIALECT = """module {
  "foo.bar"() : () -> ()
}
"""


def nested_whiles(depth: int) -> str:
    """A function whose stablehlo.while ops nest `depth` deep (no indentation)."""
    lines = ["func.func @main(%x: tensor<f32>) -> tensor<f32> {"]
    value = "%x"
    for i in range(depth):
        lines += [
            f"%w{i} = stablehlo.while(%it{i} = {value}) : tensor<f32>",
            "cond {",
            f"%c{i} = stablehlo.constant dense<false> : tensor<i1>",
            f"stablehlo.return %c{i} : tensor<i1>",
            "} do {",
        ]
        value = f"%it{i}"
    lines.append(f"stablehlo.return {value} : tensor<f32>")
    for i in reversed(range(depth)):
        lines.append("}")
        if i:
            lines.append(f"stablehlo.return %w{i} : tensor<f32>")
    lines += ["return %w0 : tensor<f32>", "}"]
    return "\n".join(lines) + "\n"


def make_inputs(scratch: Path, translate: Path) -> None:
    """Writes every input file into `scratch`."""
    rng = random.Random(20260101)
    files = {
        "empty.bc": b"",
        "blank.mlir": b"  \n\t\n",
        "random.bin": bytes(rng.getrandbits(8) for _ in range(4096)),
        "magic-garbage.bc": b"ML\xefR" + bytes(rng.getrandbits(8) for _ in range(512)),
        "prose.txt": b"hello world, this is not MLIR\n",
        "unknown-dialect.mlir": UNKNOWN_DIALECT.encode(),
        "prog.mlir": OK_PROGRAM.encode(),
        "not-verifying.mlir": NOT_VERIFYING.encode(),
        "tan.mlir": TOO_NEW.encode(),
        "arith.mlir": OTHER_DIALECT.encode(),
    }
    real = REAL.read_bytes()
    files["cut-10.bc"] = real[:10]
    files["cut-100.bc"] = real[:100]
    files["cut-last.bc"] = real[:-1]
    flipped = bytearray(real)
    flipped[400] ^= 0x20
    files["flip.bc"] = bytes(flipped)
    files["future.bc"] = FUTURE.read_bytes()
    for name in (
        "crafted-tensor-attr-none-element.bc",
        "crafted-huge-splat-array-attr.bc",
        "crafted-regions-10000-deep.bc",
    ):
        files[name] = (REGRESSIONS / name).read_bytes()
    files["deep-10000.mlir"] = nested_whiles(10000).encode()
    for name, data in files.items():
        (scratch / name).write_bytes(data)
    # A readable artifact whose producer claims the next release (newer than current).
    subprocess.run(
        [translate, "--serialize", f"--target={CURRENT}", "prog.mlir", "-o", "current.bc"], cwd=scratch, check=True
    )
    current = (scratch / "current.bc").read_bytes()
    producer = f"StableHLO_v{CURRENT}\0".encode()
    assert producer in current
    (scratch / f"producer-{NEXT}.bc").write_bytes(current.replace(producer, f"StableHLO_v{NEXT}\0".encode(), 1))
    (scratch / "a-directory").mkdir()
    for name in files:
        os.chmod(scratch / name, 0o644)


@dataclass
class Row:
    group: str
    input: str  # what the input is, for people
    args: list[str]  # tool and arguments, run in the scratch directory
    expect: str  # a phrase the error output must contain
    out: str | None = None  # the -o file, checked afterwards
    existing: bytes | None = None  # content put in `out` before the run
    unprivileged: bool = False  # run as nobody when we are root
    stdout_line: bool = False  # show stdout's first line too
    result: dict = field(default_factory=dict)


def rows() -> list[Row]:
    t, o = "stablehlo-translate", "stablehlo-opt"
    deser, ser = [t, "--deserialize"], [t, "--serialize", "--target=current"]
    r: list[Row] = []
    # Empty input.
    r += [
        Row("empty", "0 bytes", deser + ["empty.bc", "-o", "out"], "the input is empty", "out"),
        Row("empty", "0 bytes", ser + ["empty.bc", "-o", "out"], "the input holds no operations", "out"),
        Row(
            "empty",
            "0 bytes",
            deser + ["--print-stablehlo-version", "empty.bc"],
            "the input is empty",
            stdout_line=True,
        ),
        Row("empty", "whitespace only", deser + ["blank.mlir", "-o", "out"], "the input is empty", "out"),
        Row("empty", "whitespace only", ser + ["blank.mlir", "-o", "out"], "the input holds no operations", "out"),
    ]
    # Damaged artifacts.
    r += [
        Row(
            "truncated",
            "real artifact (1.0.0), first 10 bytes",
            deser + ["cut-10.bc", "-o", "out"],
            "the producer string is not terminated",
            "out",
        ),
        Row(
            "truncated",
            "real artifact (1.0.0), first 10 bytes",
            deser + ["--print-stablehlo-version", "cut-10.bc"],
            DESERIALIZE_FAILED,
            stdout_line=True,
        ),
        Row(
            "truncated",
            "real artifact (1.0.0), first 100 bytes",
            deser + ["cut-100.bc", "-o", "out"],
            "artifact is truncated or corrupt",
            "out",
        ),
        Row(
            "truncated",
            "real artifact (1.0.0), last byte missing",
            deser + ["cut-last.bc", "-o", "out"],
            "artifact is truncated or corrupt",
            "out",
        ),
        Row(
            "bit flip",
            "real artifact (1.0.0), bit 5 of byte 400 flipped",
            deser + ["flip.bc", "-o", "out"],
            DESERIALIZE_FAILED,
            "out",
        ),
    ]
    # Garbage.
    r += [
        Row("garbage", "4096 random bytes", deser + ["random.bin", "-o", "out"], "binary data", "out"),
        Row("garbage", "4096 random bytes", ser + ["random.bin", "-o", "out"], "binary data", "out"),
        Row("garbage", "4096 random bytes", [o, "random.bin", "-o", "out"], "error:", "out"),
        Row(
            "garbage",
            "MLIR magic + 512 random bytes",
            deser + ["magic-garbage.bc", "-o", "out"],
            "not a StableHLO portable artifact",
            "out",
        ),
        Row(
            "garbage",
            "MLIR magic + 512 random bytes",
            deser + ["--print-stablehlo-version", "magic-garbage.bc"],
            DESERIALIZE_FAILED,
            stdout_line=True,
        ),
        Row(
            "garbage",
            "MLIR magic + 512 random bytes",
            ser + ["magic-garbage.bc", "-o", "out"],
            "failed to serialize",
            "out",
        ),
    ]
    # Text that is not (our) MLIR.
    r += [
        Row(
            "text", "English prose", deser + ["prose.txt", "-o", "out"], "nor a valid VHLO or StableHLO program", "out"
        ),
        Row("text", "English prose", ser + ["prose.txt", "-o", "out"], "not a valid StableHLO program", "out"),
        Row(
            "text",
            "MLIR with an op of an unknown dialect",
            deser + ["unknown-dialect.mlir", "-o", "out"],
            "unregistered dialect",
            "out",
        ),
        Row(
            "text",
            "MLIR with an op of an unknown dialect",
            ser + ["unknown-dialect.mlir", "-o", "out"],
            "unregistered dialect",
            "out",
        ),
        Row(
            "text",
            "MLIR with an op of an unknown dialect",
            [o, "--stablehlo-legalize-to-vhlo", "unknown-dialect.mlir", "-o", "out"],
            "unregistered dialect",
            "out",
        ),
    ]
    # Newer producers.
    r += [
        Row(
            "newer producer",
            "upstream invalid_vhlo_future.mlir.bc (StableHLO_v2.0.0, vhlo.constant_v99)",
            deser + ["future.bc", "-o", "out"],
            "which is newer than this reader",
            "out",
        ),
        Row(
            "newer producer",
            "upstream invalid_vhlo_future.mlir.bc",
            deser + ["--print-stablehlo-version", "future.bc"],
            "in bytecode version 6 produced by",
            stdout_line=True,
        ),
        Row(
            "newer producer",
            f"readable {CURRENT} artifact, producer patched to StableHLO_v{NEXT}",
            deser + [f"producer-{NEXT}.bc", "-o", "out"],
            "which is newer than this reader",
            "out",
        ),
    ]
    # Targets.
    for target in [
        "",
        "1.2",
        "1.2.3.4",
        "v1.0.0",
        "0.8.0",
        NEXT,
        "2.0.0",
        NEXT_PATCH,
        "1.x.0",
        "-1.0.0",
        "99999999999999999999.0.0",
        " 1.0.0",
        "1.0.0 ",
        "CURRENT",
    ]:
        expect = (
            "No target version specified"
            if not target
            else "is less than minimum supported"
            if target == "0.8.0"
            else "is greater than current version"
            if target in (NEXT, "2.0.0", NEXT_PATCH)
            else "Invalid target version argument"
        )
        r.append(
            Row(
                "target",
                f"--target='{target}'",
                [t, "--serialize", f"--target={target}", "prog.mlir", "-o", "out"],
                expect,
                "out",
            )
        )
    r += [
        Row(
            "target",
            "no --target at all",
            [t, "--serialize", "prog.mlir", "-o", "out"],
            "No target version specified",
            "out",
        ),
        Row(
            "target",
            "target=2.0.0 (opt)",
            [o, "--stablehlo-legalize-to-vhlo", "--vhlo-to-version=target=2.0.0", "prog.mlir", "-o", "out"],
            "is greater than current version",
            "out",
        ),
        Row(
            "target",
            "target=1.2 (opt)",
            [o, "--stablehlo-legalize-to-vhlo", "--vhlo-to-version=target=1.2", "prog.mlir", "-o", "out"],
            "Invalid target version argument",
            "out",
        ),
    ]
    # Output paths.
    r += [
        Row(
            "output",
            "-o in a directory that does not exist",
            ser + ["prog.mlir", "-o", "/nonexistent/dir/out.bc"],
            "No such file or directory",
        ),
        Row("output", "-o names a directory", ser + ["prog.mlir", "-o", "a-directory"], "Is a directory"),
        Row(
            "output",
            "-o names a read-only file (run as an unprivileged user)",
            ser + ["prog.mlir", "-o", "read-only.bc"],
            "Permission denied",
            "read-only.bc",
            existing=b"old content\n",
            unprivileged=True,
        ),
        Row(
            "output",
            "-o names an existing file, the run fails (future artifact)",
            deser + ["future.bc", "-o", "kept.mlir"],
            DESERIALIZE_FAILED,
            "kept.mlir",
            existing=b"old content\n",
        ),
        Row(
            "output",
            "-o names an existing file, the run fails (opt, bad target)",
            [o, "--stablehlo-legalize-to-vhlo", "--vhlo-to-version=target=0.1.0", "prog.mlir", "-o", "kept.mlir"],
            "is less than minimum supported",
            "kept.mlir",
            existing=b"old content\n",
        ),
        Row(
            "output", "input file does not exist", deser + ["missing.bc", "-o", "out"], "cannot open input file", "out"
        ),
    ]
    # Programs.
    r += [
        Row(
            "program",
            "stablehlo.add of f32 and i32 (does not verify)",
            ser + ["not-verifying.mlir", "-o", "out"],
            "op requires the same element type for all operands and results",
            "out",
        ),
        Row(
            "program",
            "stablehlo.add of f32 and i32 (does not verify)",
            [o, "--stablehlo-legalize-to-vhlo", "not-verifying.mlir", "-o", "out"],
            "op requires the same element type for all operands and results",
            "out",
        ),
        Row(
            "program",
            "stablehlo.add of f32 and i32 (does not verify)",
            deser + ["not-verifying.mlir", "-o", "out"],
            "op requires the same element type for all operands and results",
            "out",
        ),
        Row(
            "program",
            "stablehlo.tan (new in 1.4.0) for target 1.0.0",
            [t, "--serialize", "--target=1.0.0", "tan.mlir", "-o", "out"],
            "the lowest target that accepts this program is 1.4.0",
            "out",
        ),
        Row(
            "program",
            "stablehlo.tan (new in 1.4.0) for target 1.0.0",
            [o, "--stablehlo-legalize-to-vhlo", "--vhlo-to-version=target=1.0.0", "tan.mlir", "-o", "out"],
            "the lowest target that accepts this program is 1.4.0",
            "out",
        ),
        Row(
            "program",
            "arith.addf without --allow-other-dialects",
            ser + ["arith.mlir", "-o", "out"],
            "pass --allow-other-dialects",
            "out",
        ),
    ]
    # Hostile artifacts and inputs past the readers' bounds (tests/fuzz/README.md).
    r += [
        Row(
            "hostile",
            "tensor attribute whose element type (none) has no bit width",
            deser + ["crafted-tensor-attr-none-element.bc", "-o", "out"],
            "has element type '!vhlo.none_v1'",
            "out",
        ),
        Row(
            "hostile",
            "broadcast_dimensions: a splat of 2^40 elements",
            deser + ["crafted-huge-splat-array-attr.bc", "-o", "out"],
            "a splat tensor attribute holds at most 1048576 elements",
            "out",
        ),
        Row(
            "hostile",
            "regions nested 10,000 deep (bytecode)",
            deser + ["crafted-regions-10000-deep.bc", "-o", "out"],
            "operations with regions nest more than 1000 deep",
            "out",
        ),
        Row(
            "hostile",
            "regions nested 10,000 deep (text)",
            deser + ["deep-10000.mlir", "-o", "out"],
            "brackets nest more than 1064 deep",
            "out",
        ),
        Row(
            "hostile",
            "regions nested 10,000 deep (text)",
            ser + ["deep-10000.mlir", "-o", "out"],
            "brackets nest more than 1064 deep",
            "out",
        ),
    ]
    return r


def crashed(code: int, stderr: str) -> bool:
    return code < 0 or code >= 128 or "Stack dump" in stderr or "PLEASE submit" in stderr


def run_row(row: Row, scratch: Path, bindir: Path) -> None:
    out = scratch / row.out if row.out else None
    if out is not None:
        if out.exists():
            os.chmod(out, 0o644)
            out.unlink()
        if row.existing is not None:
            out.write_bytes(row.existing)
            if row.unprivileged:
                os.chmod(out, 0o444)
    argv = [str(bindir / row.args[0])] + row.args[1:]
    if row.unprivileged and os.geteuid() == 0:
        argv = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + argv
    proc = subprocess.run(argv, cwd=scratch, capture_output=True)
    stderr = proc.stderr.decode("utf-8", "backslashreplace")
    stdout = proc.stdout.decode("utf-8", "backslashreplace")
    errors = [line for line in stderr.splitlines() if "error:" in line or line.startswith("cannot open")]
    key = next((line for line in errors if row.expect in line), errors[-1] if errors else "")
    lines = []
    for line in (errors[0] if errors else "", key, errors[-1] if errors else ""):
        if line not in lines:
            lines.append(line)
    if row.stdout_line and stdout:
        lines.insert(0, "stdout: " + stdout.splitlines()[0])
    if out is None:
        left = "n/a (no file can be made)"
    elif not out.exists():
        left = "no"
    elif row.existing is not None and out.read_bytes() == row.existing:
        left = "kept unchanged (existed before)"
    else:
        left = f"YES ({out.stat().st_size} bytes)"
    problems = []
    if crashed(proc.returncode, stderr):
        problems.append(f"crashed (exit {proc.returncode})")
    if proc.returncode == 0:
        problems.append("exit code 0")
    if row.expect not in stderr:
        problems.append(f"no '{row.expect}' in stderr:\n{stderr}")
    if left.startswith("YES"):
        problems.append("output file left behind or changed")
    row.result = {"code": proc.returncode, "lines": lines, "left": left, "problems": problems}


def cell(text: str) -> str:
    return text.replace("|", "\\|")


def render_table(all_rows: list[Row]) -> str:
    head = "| # | input | command | prints (key error line) | exit | output file |\n|---|---|---|---|---|---|\n"
    body = []
    for i, row in enumerate(all_rows, 1):
        command = " ".join(a if a and " " not in a and "'" not in a else repr(a) for a in row.args)
        if row.existing is not None:
            command += f"  (`{row.out}` exists before)"
        printed = "<br>".join(f"`` {cell(line)} ``" if line else "(nothing)" for line in row.result["lines"])
        body.append(
            f"| {i} | {cell(row.input)} | `` {cell(command)} `` | {printed} | "
            f"{row.result['code']} | {row.result['left']} |"
        )
    return head + "\n".join(body) + "\n"


# --- sweeps ---------------------------------------------------------------


def sweep_one(args):
    bindir, scratch, name, data = args
    path = scratch / name
    path.write_bytes(data)
    out = scratch / (name + ".out")
    try:
        proc = subprocess.run(
            [str(bindir / "stablehlo-translate"), "--deserialize", str(path), "-o", str(out)],
            capture_output=True,
            timeout=SWEEP_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        path.unlink()
        if out.exists():
            out.unlink()
        return "hang", name
    stderr = proc.stderr.decode("utf-8", "backslashreplace")
    result = (
        "crash"
        if crashed(proc.returncode, stderr)
        else "read"
        if proc.returncode == 0
        else "refused"
        if DESERIALIZE_FAILED in stderr
        else "refused-without-message"
    )
    left = out.exists()
    if proc.returncode != 0 and left:
        result = "refused-but-file-left"
    path.unlink()
    if out.exists():
        out.unlink()
    return result, name


HEAD = 256
SWEEP_TIMEOUT = 30  # seconds; a run that takes longer counts as a hang


def sweep(bindir: Path, jobs: int, stride: int, flip_sample: int) -> str:
    scratch = Path(tempfile.mkdtemp(prefix="bad-input-sweep-"))
    # A private copy of the tool: a rebuild during the sweep must not swap it.
    shutil.copy2(bindir / "stablehlo-translate", scratch / "stablehlo-translate")
    bindir = scratch
    try:
        problems: list[str] = []

        def describe(name: str) -> str:
            if name.startswith("f"):
                byte, bit = name[1:].split("_")
                return f"small artifact with bit {bit} of byte {byte} flipped"
            return f"{'large' if name[0] == 'p' else 'small'} artifact cut to {name[1:]} bytes"

        def run(cases):
            counts: dict[str, int] = {}
            with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
                for result, name in pool.map(sweep_one, [(bindir, scratch, n, d) for n, d in cases]):
                    counts[result] = counts.get(result, 0) + 1
                    if result not in ("read", "refused"):
                        problems.append(f"{result}: {describe(name)}")
            return counts

        large, small = SWEEP_LARGE.read_bytes(), SWEEP_SMALL.read_bytes()
        # Every prefix through the header and the first sections, then one
        # in every `stride` bytes (each run is a process: ~0.1-0.3 s).
        large_lengths = [n for n in range(len(large)) if n < HEAD or n % stride == 0]
        prefixes = run((f"p{n}", large[:n]) for n in large_lengths)
        small_prefixes = run((f"s{n}", small[:n]) for n in range(len(small)))
        positions = [(i, bit) for i in range(len(small)) for bit in range(8)]
        if flip_sample < len(positions):
            positions = sorted(random.Random(1).sample(positions, flip_sample))
        flips = []
        for i, bit in positions:
            data = bytearray(small)
            data[i] ^= 1 << bit
            flips.append((f"f{i}_{bit}", bytes(data)))
        flipped = run(flips)
    finally:
        shutil.rmtree(scratch)

    def figures(counts):
        total = sum(counts.values())
        parts = [f"{counts.get('refused', 0):,} refused with the error", f"{counts.get('read', 0):,} read"]
        for other in ("refused-without-message", "refused-but-file-left", "crash", "hang"):
            parts.append(f"{counts.get(other, 0):,} {other.replace('-', ' ')}")
        return f"{total:,}: " + ", ".join(parts)

    every = "every" if stride == 1 else f"lengths 0 ... {HEAD - 1} and every {stride}th length of"
    sampled = (
        "every single-bit flip"
        if flip_sample >= len(small) * 8
        else f"{sum(flipped.values()):,} single-bit flips (a seeded random sample of the {len(small) * 8:,})"
    )
    return (
        f"- prefixes of `{SWEEP_LARGE.parent.name}/{SWEEP_LARGE.name}` ({len(large):,} bytes), "
        f"{every} it: {figures(prefixes)};\n"
        f"- every prefix of `{SWEEP_SMALL.parent.name}/{SWEEP_SMALL.name}` ({len(small):,} bytes): "
        f"{figures(small_prefixes)};\n"
        f"- {sampled} of the same small artifact: {figures(flipped)}.\n"
        + "".join(f"- problem: {p}\n" for p in problems)
    )


# --- document ---------------------------------------------------------------

TABLE_BEGIN, TABLE_END = "<!-- table: begin -->\n", "<!-- table: end -->\n"
SWEEP_BEGIN, SWEEP_END = "<!-- sweep: begin -->\n", "<!-- sweep: end -->\n"


def between(text: str, begin: str, end: str) -> str:
    if begin not in text or end not in text:
        return ""
    return text.split(begin, 1)[1].split(end, 1)[0]


def render_doc(table: str, sweep_text: str) -> str:
    return (
        INTRO
        + "\n"
        + TABLE_BEGIN
        + table
        + TABLE_END
        + "\n"
        + SWEEP_INTRO
        + "\n"
        + SWEEP_BEGIN
        + sweep_text
        + SWEEP_END
        + "\n"
        + OUTRO
    )


INTRO = f"""# Bad input

What `stablehlo-translate` and `stablehlo-opt` do with input they cannot use.
Generated by `tests/tools/bad_input_table.py` from real runs (in a scratch directory,
so the file names are the ones in the table); `tests/tools/bad_input_doc.mlir`
fails when this file is stale, and the script itself fails when a row exits
with 0, crashes, lacks its expected error, or leaves an output file behind.

Every failure exits with 1 and leaves no output: with `-o FILE`, the tools
write to a temporary file beside FILE and rename it over FILE only when the
run succeeded, so FILE is absent afterwards if it was absent and unchanged if
it existed (MLIR's drivers on their own truncate FILE at start and delete it
on failure). Deserialization failures contain upstream's phrase
`{DESERIALIZE_FAILED}` followed by
the reason; target errors contain upstream's phrases followed by the valid
range. The "prints" column shows the first error line, the line with the
row's key phrase and the last error line (each once); notes and source
excerpts between them are left out.
"""

SWEEP_INTRO = """## Sweeps

`/usr/bin/python3 tests/tools/bad_input_table.py --sweep` (defaults `--stride 32
--flips 1024`) runs
`stablehlo-translate --deserialize F -o F.out` on every damaged copy below (two
runs in parallel) and sorts each run: refused with an error containing
upstream's phrase and a non-zero exit, read (exit 0), refused without the
phrase, refused but left F.out, crashed (a signal, an exit code >= 128, or
LLVM's stack dump), or hung (killed after 30 s). Figures of the last run,
with every input that was not read or refused cleanly:
"""

OUTRO = f"""A flipped bit that still reads is not caught: MLIR bytecode has no checksum,
so a flip inside a string, a number or a dense tensor's data reads as a
different but well-formed program (and a flip that makes the producer's
version newer than {CURRENT} is refused). Only a checksum in the format could
catch those, and the format is upstream's.

`stablehlo-opt` reads an empty file as an empty module and runs its passes
on it, like `mlir-opt`; that is MLIR's driver and is left as it is.

The C++ API is swept the same way in-process by `artifact-corruption-test`
(tests/unit/ArtifactCorruptionTest.cpp).
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", type=Path, default=ROOT / "build")
    parser.add_argument(
        "--tools-from-path", action="store_true", help="run the stablehlo-translate found in PATH (lit)"
    )
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--sweep", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--stride",
        type=int,
        default=32,
        help="sweep: after the first 256, every STRIDE-th prefix of the large artifact (1: all)",
    )
    parser.add_argument(
        "--flips", type=int, default=1024, help="sweep: how many bit flips of the small artifact (a seeded sample)"
    )
    args = parser.parse_args()
    bindir = args.build.resolve() / "bin"
    if args.tools_from_path:
        found = shutil.which("stablehlo-translate")
        if not found:
            print("stablehlo-translate is not in PATH", file=sys.stderr)
            return 1
        bindir = Path(found).resolve().parent

    scratch = Path(tempfile.mkdtemp(prefix="bad-input-"))
    os.chmod(scratch, 0o777)  # the unprivileged row runs as nobody
    try:
        make_inputs(scratch, bindir / "stablehlo-translate")
        all_rows = rows()
        for row in all_rows:
            run_row(row, scratch, bindir)
    finally:
        shutil.rmtree(scratch)

    failed = False
    for i, row in enumerate(all_rows, 1):
        for problem in row.result["problems"]:
            print(f"row {i} ({row.input}: {' '.join(row.args)}): {problem}", file=sys.stderr)
            failed = True

    old = DOC.read_text() if DOC.exists() else ""
    sweep_text = (
        sweep(bindir, args.jobs, args.stride, args.flips) if args.sweep else between(old, SWEEP_BEGIN, SWEEP_END)
    )
    if not sweep_text:
        sweep_text = "(not run yet: use --sweep)\n"
    new = render_doc(render_table(all_rows), sweep_text)
    if args.check:
        if new != old:
            import difflib

            sys.stdout.writelines(
                difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(DOC), "regenerated")
            )
            print(f"{DOC} is stale: run /usr/bin/python3 tests/tools/bad_input_table.py", file=sys.stderr)
            failed = True
    else:
        DOC.write_text(new)
        print(f"wrote {DOC} ({len(all_rows)} rows)")
    if args.sweep and "- problem:" in sweep_text:
        print("the sweep found problems (see the doc's Sweeps section)", file=sys.stderr)
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
