#!/usr/bin/python3
"""Cuts a release: tools/release.py X.Y.Z [--date YYYY-MM-DD] [--build DIR]

Before: Version.h says X.Y.Z and schema/versions.yaml ends with the X.Y.Z
entry (its opset changes are in schema/). The command then
  1. dates the release in schema/versions.yaml (today, or --date);
  2. regenerates generated/ (python3 -m codegen --write);
  3. builds (tools/dev.sh build); checks that the compendium
     (tests/vhlo/compendium/) exercises what the release adds: every new op,
     op version, type and enum case is used by some function, and a new op
     version that adds attributes is used with one of them at a value other
     than its default (converting to the previous release refuses it);
     regenerates docs/bad-input.md (whose quoted messages name the release)
     and cuts the compendium snapshot for X.Y.Z (tools/snapshot.py), which
     fails loudly when anything but "newer than X.Y.Z" keeps a compendium
     function out;
  4. writes the lock of released history for X.Y.Z (schema/released.yaml);
  5. prints the release notes: what changed since the previous release,
     classified (new ops, new op versions with their change classes, new
     types, attributes, enums and gates).
Nothing is locked unless every step before succeeded. --notes-only prints
the notes for the schema as it stands, without writing anything.
--check-exercised runs only the compendium check of step 3, for X.Y.Z
(or `current`) against the release before it (a released one too), with
the build as it is, and writes nothing; ctest runs it for the current
release (release-exercises-current).
"""

from __future__ import annotations

import argparse
import datetime
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from codegen import checklist, lock  # noqa: E402
from codegen.__main__ import generate, write  # noqa: E402
from codegen.loader import SchemaError  # noqa: E402
from codegen.model import vstr  # noqa: E402
from codegen.schema import load_schema  # noqa: E402

VERSIONS = os.path.join(ROOT, "schema", "versions.yaml")
COMPENDIUM = os.path.join(ROOT, "tests", "vhlo", "compendium")
# What a release adds that the compendium must use (codegen/checklist.py).
_EXERCISED = ("op", "op-version", "type", "enum-case")

_CHANGE_WORDS = {
    "add_attribute": "adds attribute '{attr}' (default {default})",
    "remove_attribute": "removes attribute '{attr}' (default {default})",
    "variadic_operand": "makes operand '{operand}' variadic",
    "variadic_result": "makes result '{result}' variadic",
    "add_variadic_region": "adds a variadic region",
}


def parse(text: str) -> tuple:
    if not re.fullmatch(r"\d+\.\d+\.\d+", text):
        raise SystemExit(f"error: '{text}' is not a version X.Y.Z")
    return tuple(int(p) for p in text.split("."))


def notes(schema, previous: tuple | None, release: tuple) -> list[str]:
    """The changes after `previous` up to `release`, classified."""

    def new(since) -> bool:
        return since <= release and (previous is None or since > previous)

    out = [f"StableHLO {vstr(release)}" + (f" (changes since {vstr(previous)})" if previous else "")]
    new_ops = [op for op in schema.ops if new(op.versions[0].since)]
    if new_ops:
        out.append("New ops:")
        out += [f"  - {op.stablehlo} (vhlo.{op.versions[0].mnemonic})" for op in new_ops]
    removed = [op for op in schema.ops if op.removed and new(op.removed)]
    if removed:
        out.append("Removed ops (written only for earlier targets, still read):")
        out += [
            f"  - {op.stablehlo} (vhlo.{op.versions[-1].mnemonic}, last in {vstr(op.versions[-1].until)})"
            for op in removed
        ]
    versions = [t for t in schema.transitions if new(t.new.since)]
    if versions:
        out.append("New op versions:")
        for t in versions:
            what = [
                _CHANGE_WORDS[c.kind].format(
                    attr=c.attr.name if c.attr else "",
                    default=c.attr.default if c.attr else "",
                    operand=t.new.operands[c.index].name if c.kind == "variadic_operand" else "",
                    result=t.new.results[c.index].name if c.kind == "variadic_result" else "",
                )
                for c in t.changes
            ]
            if t.hook:
                what.append(f"hook {t.hook} (written in runtime/)")
            out.append(f"  - vhlo.{t.new.mnemonic}: " + "; ".join(what))
    for title, items in (
        ("New types", [f"!vhlo.{t.mnemonic}" for t in schema.types if new(t.since)]),
        ("New attributes", [f"#vhlo.{a.mnemonic}" for a in schema.attributes if new(a.since)]),
        ("New enums", [f"#vhlo<{e.mnemonic}>" for e in schema.enums if new(e.since)]),
        (
            "New enum cases",
            [f"#vhlo<{e.mnemonic} {c}>" for e in schema.enums for c, since in e.newer_cases if new(since)],
        ),
        ("New gates", [f"{g.name}: {g.doc}" for g in schema.gates if new(g.since)]),
    ):
        if items:
            out.append(title + ":")
            out += [f"  - {i}" for i in items]
    if len(out) == 1:
        out.append("No opset changes.")
    return out


def unexercised(additions: list, previous: tuple, vhlo_text: str, refusals: str) -> list[str]:
    """What the release adds that no compendium function exercises.

    `vhlo_text`: the compendium legalized to VHLO at the current release
    (generic form); `refusals`: the errors of converting it to `previous`.
    A new type or enum case must occur in `vhlo_text`, and so must a new op
    or op version (that version or a later one of the op, for a release in
    the past). An op version that adds attributes must be refused for
    `previous` because one of them holds a value other than its default
    ("attribute 'x' = ... is not its default, which needs X.Y.Z
    (vhlo.op_vN)")."""
    out = []
    for a in additions:
        if a.kind not in _EXERCISED:
            continue
        if a.attrs:
            names = "|".join(re.escape(attr) for attr in a.attrs)
            pattern = (
                rf"attribute '(?:{names})' = .* is not its default, which needs [\d.]+ "
                rf"\({re.escape(a.vhlo)}\)"
            )
            if not re.search(pattern, refusals):
                out.append(
                    f"{a.vhlo}: no compendium function gives an attribute it adds "
                    f"({', '.join(a.attrs)}) a value other than its default (converting the compendium "
                    f"to {vstr(previous)} refuses none)"
                )
            continue
        op = re.fullmatch(r"vhlo\.(\w+)_v(\d+)", a.vhlo) if a.kind in ("op", "op-version") else None
        if op:
            used = [int(n) for n in re.findall(rf"\bvhlo\.{re.escape(op.group(1))}_v(\d+)\b", vhlo_text)]
            if not any(n >= int(op.group(2)) for n in used):
                out.append(f"{a.vhlo}: no compendium function uses it")
        elif not re.search(re.escape(a.vhlo) + r"(?![\w])", vhlo_text):
            out.append(f"{a.vhlo}: no compendium function uses it")
    return out


def compendium_vhlo(build: str, previous: tuple) -> tuple[str, str]:
    """(the compendium as VHLO at the current release, the errors of
    converting it to `previous`), from the built stablehlo-opt."""
    opt = os.path.join(build, "bin", "stablehlo-opt")
    text, errors = [], []
    for path in sorted(glob.glob(os.path.join(COMPENDIUM, "*.mlir"))):
        legal = subprocess.run(
            [opt, "--split-input-file", "--stablehlo-legalize-to-vhlo", "--mlir-print-op-generic", path],
            capture_output=True,
            text=True,
        )
        if legal.returncode:
            raise SystemExit(f"error: legalizing {os.path.relpath(path, ROOT)} to VHLO failed:\n{legal.stderr}")
        text.append(legal.stdout)
        older = subprocess.run(
            [
                opt,
                "--split-input-file",
                "--stablehlo-legalize-to-vhlo",
                f"--vhlo-to-version=target={vstr(previous)}",
                path,
            ],
            capture_output=True,
            text=True,
        )
        errors.append(older.stderr)
    return "".join(text), "".join(errors)


def exercised(additions: list, previous: tuple, version: str, build: str) -> int:
    """1, after printing what is missing, when the compendium does not
    exercise `additions`; else 0."""
    missing = unexercised(additions, previous, *compendium_vhlo(build, previous))
    if missing:
        print(
            f"error: the compendium (tests/vhlo/compendium/) does not exercise what {version} adds; "
            "add a function for each, then rerun (nothing was locked):",
            file=sys.stderr,
        )
        for m in missing:
            print(f"  {m}", file=sys.stderr)
        return 1
    print(f"the compendium exercises what {version} adds ({len(additions)} additions since {vstr(previous)})")
    return 0


def date_release(version: str, date: str, path: str = VERSIONS) -> bool:
    """Writes `date` into the release's entry; False if it has another date."""
    text = open(path, encoding="utf-8").read()
    entry = re.search(rf"^- version: {re.escape(version)}\n((?:  .*\n?)*)", text, re.M)
    if entry is None:
        raise SystemExit(f"error: schema/versions.yaml has no entry '- version: {version}'")
    body = entry.group(1)
    existing = re.search(r"^  date: (\S+)", body, re.M)
    if existing:
        return existing.group(1) == date
    start = entry.start(1)
    text = text[:start] + f"  date: {date}\n" + text[start:]
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return True


def run(cmd: list) -> None:
    print("$ " + " ".join(cmd), flush=True)
    if subprocess.run(cmd, cwd=ROOT).returncode:
        raise SystemExit(f"error: `{' '.join(cmd)}` failed; nothing was locked")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("version")
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--notes-only", action="store_true")
    parser.add_argument("--check-exercised", action="store_true")
    args = parser.parse_args()
    if args.version == "current" and args.check_exercised:  # ctest: the release in the making
        args.version = vstr(load_schema(ROOT).current)
    release = parse(args.version)
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", args.date):
        parser.error(f"--date '{args.date}' is not YYYY-MM-DD")
    try:
        schema = load_schema(ROOT)
        locked = lock.read(ROOT)
    except SchemaError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    previous = locked[0] if locked else None
    if args.check_exercised:
        earlier = [r.version for r in schema.releases if r.version < release]
        if release not in [r.version for r in schema.releases] or not earlier:
            print(f"error: {args.version} is not a release after the first in schema/versions.yaml", file=sys.stderr)
            return 1
        return exercised(checklist.added(schema, earlier[-1], release), earlier[-1], args.version, args.build)
    if args.notes_only:
        if previous is not None and previous >= release:
            earlier = [r.version for r in schema.releases if r.version < release]
            previous = earlier[-1] if earlier else None
        print("\n".join(notes(schema, previous, release)))
        return 0
    if schema.current != release:
        print(
            f"error: Version.h says {vstr(schema.current)}; bump STABLEHLO_CURRENT_VERSION to {args.version} first",
            file=sys.stderr,
        )
        return 1
    if schema.releases[-1].version != release:
        print(f"error: schema/versions.yaml must end with the entry '- version: {args.version}'", file=sys.stderr)
        return 1
    if previous is not None and previous >= release:
        print(f"error: {vstr(previous)} is already released and locked (schema/released.yaml)", file=sys.stderr)
        return 1
    if not date_release(args.version, args.date):
        print(
            f"error: {args.version} already has another date in schema/versions.yaml than "
            f"{args.date}; pass --date to confirm it",
            file=sys.stderr,
        )
        return 1
    print(f"dated {args.version}: {args.date}")
    try:
        write(ROOT, generate(ROOT))
        schema = load_schema(ROOT)
    except SchemaError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    run([os.path.join(ROOT, "tools", "dev.sh"), "build"])
    if previous is not None and exercised(checklist.additions(schema, ROOT), previous, args.version, args.build):
        return 1
    # docs/bad-input.md quotes the tools' messages, which name the release.
    run([sys.executable, os.path.join(ROOT, "tests", "tools", "bad_input_table.py"), "--build", args.build])
    run([sys.executable, os.path.join(ROOT, "tools", "snapshot.py"), args.version, "--build", args.build])
    text = notes(schema, previous, release)
    path = lock.write(schema, ROOT, release)
    print(f"locked released history at {args.version}: {os.path.relpath(path, ROOT)}")
    print()
    print("\n".join(text))
    return 0


if __name__ == "__main__":
    sys.exit(main())
