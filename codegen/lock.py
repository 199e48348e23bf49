"""Released history is immutable: the lock of schema/released.yaml.

Inputs: a loaded `Schema` and the lock file. Outputs: `entries(schema, r)`,
the facts of every schema entry as of release `r` (one line of text each);
`check(schema, root)`, which raises SchemaError at the `file:line` of the
first entry that contradicts the lock; `write(schema, root, r)`, which
writes the lock for release `r` (tools/release.py calls it).

What is locked, for every entry that exists at the release:
  - an op version: its `since`, its `until` once it ended at or before the
    release (else it stays open, and may only end at or after the release),
    and a digest of its signature (operands, results, attributes with kinds,
    defaults and StableHLO forms, regions) and transition hook;
  - a type, attribute or enum: its bytecode code(s), `since`, and a digest of
    its parameters (cases for an enum, builtin for a type);
  - a gate: its `since`;
  - a release: its bytecode format and date;
  - every reserved code.
An entry that appears later with a `since` at or before the release is
refused too: released history cannot gain entries either.
"""

from __future__ import annotations

import hashlib
import os

from .loader import SchemaError, load_yaml
from .model import Schema, Version, vstr

LOCK = "schema/released.yaml"

_HEADER = """\
# Released history, locked by tools/release.py when a release is cut: the facts
# of every schema entry as of the last release (codegen/lock.py says what is
# locked). python3 -m codegen refuses, with file:line, any schema edit that
# contradicts it. Never edit by hand.
"""


def _digest(*parts: object) -> str:
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:12]


def _range(since: Version, until: Version | None, release: Version) -> str:
    # A version still current at the release stays open: it may end at the
    # release or later, never before.
    end = vstr(until) if until is not None and until < release else "open"
    return f"since {vstr(since)}, until {end}"


def entries(schema: Schema, release: Version) -> dict:
    """entry name -> (facts text, file, line) for every entry at `release`."""
    out: dict = {}
    for op in schema.ops:
        for v in op.versions:
            if v.since > release:
                continue
            attrs = tuple((a.name, a.kind, a.enum, repr(a.default), a.has_default, a.unit)
                          for a in v.attributes)
            sig = _digest(op.stablehlo, v.operands, v.results, attrs, v.regions, v.hook)
            out[f"op {op.name} v{v.number}"] = (f"{_range(v.since, v.until, release)}, signature {sig}",
                                                "schema/ops.yaml", v.line)
    for g in schema.gates:
        if g.since <= release:
            out[f"gate {g.name}"] = (f"since {vstr(g.since)}", "schema/ops.yaml", g.line)
    for t in schema.types:
        if t.since <= release:
            out[f"type {t.name}"] = (
                f"code {','.join(map(str, t.codes))}, since {vstr(t.since)}, params "
                + _digest(t.mnemonic, t.builtin, t.params, t.bytecode, t.bytecode_order),
                "schema/types.yaml", t.line)
    for a in schema.attributes:
        if a.since <= release:
            out[f"attribute {a.name}"] = (
                f"code {a.code}, since {vstr(a.since)}, params " + _digest(a.mnemonic, a.params, a.bytecode),
                "schema/attributes.yaml", a.line)
    for e in schema.enums:
        if e.since <= release:
            out[f"enum {e.name}"] = (
                f"code {e.code}, since {vstr(e.since)}, cases " + _digest(e.mnemonic, e.stablehlo, e.cases),
                "schema/attributes.yaml", e.line)
    for r in schema.releases:
        if r.version <= release:
            out[f"release {vstr(r.version)}"] = (f"bytecode {r.bytecode}, date {r.date or 'none'}",
                                                 "schema/versions.yaml", r.line)
    for code in schema.type_reserved:
        out[f"reserved type code {code}"] = ("reserved", "schema/types.yaml", 1)
    for code in schema.attr_reserved:
        out[f"reserved attribute code {code}"] = ("reserved", "schema/attributes.yaml", 1)
    return out


def read(root: str) -> tuple[Version, dict] | None:
    """(release, entry -> facts text) from the lock, or None when absent."""
    path = os.path.join(root, LOCK)
    if not os.path.exists(path):
        return None
    data = load_yaml(path, LOCK)
    if not isinstance(data, dict) or set(data) != {"released", "entries"} or not isinstance(data["entries"], dict):
        raise SchemaError(LOCK, 1, "the lock must hold `released` and `entries`; rewrite it with tools/release.py")
    parts = str(data["released"]).split(".")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        raise SchemaError(LOCK, data.line_of("released"), f"released '{data['released']}' is not X.Y.Z")
    return tuple(int(p) for p in parts), {str(k): str(v) for k, v in data["entries"].items()}


def check(schema: Schema, root: str) -> None:
    """Refuses a schema that contradicts the lock, at the entry's file:line."""
    locked = read(root)
    if locked is None:
        return
    release, expected = locked
    if release > schema.current:
        raise SchemaError(LOCK, 1, f"the lock is for release {vstr(release)}, above the current version "
                          f"{vstr(schema.current)} in Version.h")
    actual = entries(schema, release)
    for name in expected:
        if name not in actual:
            file, line = _where_removed(schema, name)
            raise SchemaError(file, line, f"{name} was released in {vstr(release)} (schema/released.yaml) and "
                              "cannot be removed or have its range moved past that release")
    for name, facts in expected.items():
        text, file, line = actual[name]
        if text != facts:
            raise SchemaError(file, line, f"{name} was released in {vstr(release)}: it was locked as "
                              f"'{facts}' but the schema now says '{text}'. Released entries are immutable: "
                              "make the change a new version (or a new type, attribute or code) instead")
    for name, (text, file, line) in actual.items():
        if name not in expected:
            raise SchemaError(file, line, f"{name} is new but dated at or before {vstr(release)}, which is released "
                              "and locked: new entries start after the last release")


def _where_removed(schema: Schema, name: str) -> tuple:
    kind, _, rest = name.partition(" ")
    if kind == "op":
        opname = rest.split(" ")[0]
        for op in schema.ops:
            if op.name == opname:
                return "schema/ops.yaml", op.line
        return "schema/ops.yaml", 1
    return {"type": "schema/types.yaml", "attribute": "schema/attributes.yaml", "enum": "schema/attributes.yaml",
            "release": "schema/versions.yaml", "gate": "schema/ops.yaml",
            "reserved": "schema/types.yaml"}.get(kind, LOCK), 1


def render(schema: Schema, release: Version) -> str:
    lines = [_HEADER, f"released: {vstr(release)}", "entries:"]
    for name, (text, _, _) in sorted(entries(schema, release).items()):
        lines.append(f"  {name}: {text}")
    return "\n".join(lines) + "\n"


def write(schema: Schema, root: str, release: Version) -> str:
    path = os.path.join(root, LOCK)
    text = render(schema, release)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return path
