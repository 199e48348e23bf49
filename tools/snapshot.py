#!/usr/bin/python3
"""Cuts versioned snapshots of the compendium (tests/vhlo/compendium/*.mlir).

    tools/snapshot.py 1.21.0          snapshot for one release (a new release)
    tools/snapshot.py --all           every release of schema/versions.yaml
    tools/snapshot.py --check 1.2.0   verify without writing

For release X.Y.Z it keeps every compendium chunk that exists at X.Y.Z (a
chunk the serializer refuses as too new is left out; any other failure is an
error), and writes tests/vhlo/snapshots/compendium.X_Y_Z.mlir (the program
with RUN lines) and compendium.X_Y_Z.mlir.bc (its artifact for X.Y.Z). The
RUN lines check that the artifact reads back to the program, that
serializing the program reproduces the artifact, and that deserializing
then serializing does too. Snapshots of released versions are frozen: an
existing one is only rewritten with --force.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPENDIUM = os.path.join(ROOT, "tests", "vhlo", "compendium")
SNAPSHOTS = os.path.join(ROOT, "tests", "vhlo", "snapshots")
_LEGALIZE = re.compile(
    r"error: failed to legalize operation '[^']+' that was explicitly marked illegal: "
    r".*the lowest target that accepts this program is (\d+)\.(\d+)\.(\d+)"
    r"(?: \(\d+\.\d+\.\d+ with the compatibility expander\))?$"
)


_REMOVED = re.compile(
    r"error: failed to legalize operation '[^']+' that was explicitly marked illegal: "
    r".* was removed in (\d+)\.(\d+)\.(\d+) and does not exist at target "
)


def too_new(stderr: str, version: str) -> bool:
    """Whether serializing at `version` failed only because the program uses
    something the release does not have: every error is a refused op whose
    lowest accepting target is above `version`, or an op removed from the
    opset at or before `version`, or the summary lines that follow them. Any
    other error (a crash, a verifier error, a refusal that names `version`
    itself or an older one) is not "too new" and must stop the snapshot."""
    target = tuple(int(p) for p in version.split("."))
    summaries = (
        f"error: failed to convert VHLO to v{version}",
        f"error: failed to serialize to a StableHLO {version} artifact",
    )
    refused = 0
    for line in stderr.splitlines():
        if "error:" not in line:
            continue
        removed = _REMOVED.search(line)
        if removed and tuple(int(g) for g in removed.groups()) <= target:
            refused += 1
            continue
        match = _LEGALIZE.search(line)
        if match:
            if tuple(int(g) for g in match.groups()) <= target:
                return False
            refused += 1
        elif not any(s in line for s in summaries):
            return False
    return refused > 0


HEADER = """// Snapshot of the compendium for StableHLO {v}: made by `tools/snapshot.py {v}`.
// Frozen with the release: never regenerate, add a new snapshot instead.
// RUN: stablehlo-translate --deserialize %s.bc | stablehlo-opt > %t.read.mlir
// RUN: stablehlo-opt --strip-debuginfo %s > %t.program.mlir
// RUN: diff %t.program.mlir %t.read.mlir
// RUN: stablehlo-translate --serialize --target={v} --strip-debuginfo %s > %t.bc
// RUN: cmp %s.bc %t.bc
// RUN: stablehlo-translate --deserialize %s.bc > %t.again.mlir
// RUN: stablehlo-translate --serialize --target={v} --strip-debuginfo %t.again.mlir > %t.again.bc
// RUN: cmp %s.bc %t.again.bc
"""


def releases() -> list[str]:
    sys.path.insert(0, ROOT)
    from codegen.schema import load_schema

    return ["%d.%d.%d" % r.version for r in load_schema(ROOT).releases]


def chunks() -> list[tuple[str, str]]:
    out = []
    for path in sorted(glob.glob(os.path.join(COMPENDIUM, "*.mlir"))):
        text = open(path, encoding="utf-8").read()
        for i, chunk in enumerate(text.split("\n// -----\n")):
            body = "\n".join(line for line in chunk.splitlines() if not line.startswith("// Compendium:")).strip()
            if body:
                out.append((f"{os.path.basename(path)}#{i + 1}", body + "\n"))
    return out


def run(cmd: list, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, **kw)


def snapshot(version: str, build: str, write: bool, force: bool) -> list[str]:
    opt = os.path.join(build, "bin", "stablehlo-opt")
    translate = os.path.join(build, "bin", "stablehlo-translate")
    name = "compendium." + version.replace(".", "_") + ".mlir"
    path = os.path.join(SNAPSHOTS, name)
    if write and os.path.exists(path) and not force:
        return [f"{name} exists: snapshots are frozen (use --force to rewrite)"]
    problems, kept, left_out = [], [], 0
    with tempfile.TemporaryDirectory() as tmp:
        src, bc = os.path.join(tmp, "chunk.mlir"), os.path.join(tmp, "chunk.bc")
        for where, body in chunks():
            open(src, "w").write(body)
            ser = run([translate, "--serialize", f"--target={version}", "--strip-debuginfo", src, "-o", bc])
            if ser.returncode:
                if too_new(ser.stderr.decode(), version):
                    left_out += 1
                    continue
                problems.append(f"{where}: serializing at {version} failed:\n{ser.stderr.decode()}")
                continue
            back = run([translate, "--deserialize", bc])
            norm = run([opt], input=back.stdout)
            orig = run([opt, "--strip-debuginfo", src])
            if back.returncode or norm.stdout != orig.stdout:
                problems.append(
                    f"{where}: does not read back unchanged at {version}:\n{back.stderr.decode()}{norm.stderr.decode()}"
                )
                continue
            kept.append(body)
        if problems:
            return problems
        program = HEADER.format(v=version) + "\n" + "\n".join(kept)
        target = path if write else os.path.join(tmp, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        open(target, "w").write(program)
        ser = run([translate, "--serialize", f"--target={version}", "--strip-debuginfo", target, "-o", target + ".bc"])
        if ser.returncode:
            return [f"{name}: serializing the snapshot failed:\n{ser.stderr.decode()}"]
    print(
        f"{name}: {len(kept)} chunks, {left_out} left out as newer than {version}"
        + ("" if write else " (checked, not written)")
    )
    return []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("versions", nargs="*")
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--check", action="store_true", help="verify only; write nothing")
    parser.add_argument("--force", action="store_true")
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    args = parser.parse_args()
    known = releases()
    versions = known if args.all else args.versions
    if not versions:
        parser.error("name a version or pass --all")
    failed = False
    for v in versions:
        if v not in known:
            print(f"error: {v} is not a release in schema/versions.yaml ({known[0]} ... {known[-1]})")
            failed = True
            continue
        for p in snapshot(v, args.build, not args.check, args.force):
            print(f"error: {p}")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
