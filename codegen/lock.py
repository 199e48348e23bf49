"""Released history is immutable: the lock of schema/released.yaml.

Inputs: a loaded `Schema` and the lock file. Outputs: `entries(schema, r)`,
the facts of every schema entry as of release `r` (entry name -> {field:
text}, each field a readable fact); `check(schema, root)`, which raises
SchemaError at the `file:line` of the first entry that contradicts the lock,
naming the field and both values; `write(schema, root, r)`, which writes the
lock for release `r` (tools/release.py calls it).

What is locked, for every entry that exists at the release:
  - an op version: its `since`, its `until` once it ended at or before the
    release (else it stays open, and may only end at or after the release),
    its StableHLO op, operands, results, regions, transition hook, the order
    of its attributes and each attribute's kind, default and StableHLO form;
  - a type: its bytecode code(s), `since`, mnemonic, builtin, parameters and
    their wire order and encoding;
  - an attribute: its code, `since`, mnemonic, parameters and encoding;
  - an enum: its code, `since`, mnemonic, StableHLO enum and form; and each
    of its cases (`enum <name> case <CASE>`): value and `since`. A case
    added after the release is a new entry the lock accepts;
  - a gate: its `since`;
  - a release: its bytecode format and date;
  - every reserved code.
An entry that appears later with a `since` at or before the release is
refused too: released history cannot gain entries either.
"""

from __future__ import annotations

import json
import os

from .loader import SchemaError, load_yaml
from .model import Fill, Schema, Version, vstr

LOCK = "schema/released.yaml"

_HEADER = """\
# Released history, locked by tools/release.py when a release is cut: the facts
# of every schema entry as of the last release (codegen/lock.py says what is
# locked). python3 -m codegen refuses, with file:line, any schema edit that
# contradicts it, naming the field and both values. Never edit by hand.
"""


def _until(until: Version | None, release: Version) -> str:
    # A version still current at the release stays open: it may end at the
    # release or later, never before.
    return vstr(until) if until is not None and until < release else "open"


def _show(value: object) -> str:
    """A default as the schema writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Fill):
        return f"{{fill: {_show(value.fill)}, size_of: {value.size_of}" + (", pairs: true}" if value.pairs else "}")
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    return str(value)


def _values(values) -> str:
    return "[" + ", ".join(v.name + ("..." if v.variadic else "") for v in values) + "]"


def _attribute(a) -> str:
    kind = f"enum<{a.enum}>" if a.kind == "enum" else a.kind
    text = f"kind {kind}"
    if a.has_default:
        text += f", default {_show(a.default)}"
    if a.unit:
        text += ", stablehlo unit"
    return text


def _params(params) -> str:
    return "{" + ", ".join(f"{p.name}: {p.kind}" for p in params) + "}"


def entries(schema: Schema, release: Version) -> dict:
    """entry name -> ({field: text}, file, line) for every entry at `release`."""
    out: dict = {}
    for op in schema.ops:
        for v in op.versions:
            if v.since > release:
                continue
            facts = {
                "since": vstr(v.since),
                "until": _until(v.until, release),
                "stablehlo": op.stablehlo,
                "operands": _values(v.operands),
                "results": _values(v.results),
                "regions": _values(v.regions),
                "hook": v.hook or "none",
                "attributes": "[" + ", ".join(a.name for a in v.attributes) + "]",
            }
            for a in v.attributes:
                facts[f"attribute {a.name}"] = _attribute(a)
            out[f"op {op.name} v{v.number}"] = (facts, "schema/ops.yaml", v.line)
    for g in schema.gates:
        if g.since <= release:
            out[f"gate {g.name}"] = ({"since": vstr(g.since)}, "schema/ops.yaml", g.line)
    for t in schema.types:
        if t.since <= release:
            out[f"type {t.name}"] = (
                {
                    "code": ", ".join(map(str, t.codes)),
                    "since": vstr(t.since),
                    "mnemonic": t.mnemonic,
                    "builtin": t.builtin,
                    "params": _params(t.params),
                    "bytecode": t.bytecode,
                    "bytecode_order": "[" + ", ".join(t.bytecode_order) + "]",
                },
                "schema/types.yaml",
                t.line,
            )
    for a in schema.attributes:
        if a.since <= release:
            out[f"attribute {a.name}"] = (
                {
                    "code": str(a.code),
                    "since": vstr(a.since),
                    "mnemonic": a.mnemonic,
                    "params": _params(a.params),
                    "bytecode": a.bytecode,
                },
                "schema/attributes.yaml",
                a.line,
            )
    for e in schema.enums:
        if e.since <= release:
            out[f"enum {e.name}"] = (
                {
                    "code": str(e.code),
                    "since": vstr(e.since),
                    "mnemonic": e.mnemonic,
                    "stablehlo": e.stablehlo,
                    "stablehlo_form": e.stablehlo_form,
                },
                "schema/attributes.yaml",
                e.line,
            )
            lines = dict(e.case_lines)
            for case, value in e.cases:
                if e.since_of(case) <= release:
                    out[f"enum {e.name} case {case}"] = (
                        {"value": str(value), "since": vstr(e.since_of(case))},
                        "schema/attributes.yaml",
                        lines.get(case, e.line),
                    )
    for r in schema.releases:
        if r.version <= release:
            out[f"release {vstr(r.version)}"] = (
                {"bytecode": str(r.bytecode), "date": r.date or "none"},
                "schema/versions.yaml",
                r.line,
            )
    for code in schema.type_reserved:
        out[f"reserved type code {code}"] = ({"reserved": "true"}, "schema/types.yaml", 1)
    for code in schema.attr_reserved:
        out[f"reserved attribute code {code}"] = ({"reserved": "true"}, "schema/attributes.yaml", 1)
    return out


def read(root: str) -> tuple[Version, dict] | None:
    """(release, entry -> {field: text}) from the lock, or None when absent."""
    path = os.path.join(root, LOCK)
    if not os.path.exists(path):
        return None
    data = load_yaml(path, LOCK)
    if not isinstance(data, dict) or set(data) != {"released", "entries"} or not isinstance(data["entries"], dict):
        raise SchemaError(LOCK, 1, "the lock must hold `released` and `entries`; rewrite it with tools/release.py")
    parts = str(data["released"]).split(".")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        raise SchemaError(LOCK, data.line_of("released"), f"released '{data['released']}' is not X.Y.Z")
    out = {}
    for name, facts in data["entries"].items():
        if not isinstance(facts, dict):
            raise SchemaError(
                LOCK,
                data["entries"].line_of(name),
                f"entry '{name}' must be a mapping of field: value; rewrite the lock with tools/release.py",
            )
        out[str(name)] = {str(k): str(v) for k, v in facts.items()}
    return tuple(int(p) for p in parts), out


def check(schema: Schema, root: str) -> None:
    """Refuses a schema that contradicts the lock, at the entry's file:line."""
    locked = read(root)
    if locked is None:
        return
    release, expected = locked
    if release > schema.current:
        raise SchemaError(
            LOCK,
            1,
            f"the lock is for release {vstr(release)}, above the current version {vstr(schema.current)} in Version.h",
        )
    actual = entries(schema, release)
    for name in expected:
        if name not in actual:
            file, line = _where_removed(schema, name)
            raise SchemaError(
                file,
                line,
                f"{name} was released in {vstr(release)} (schema/released.yaml) and "
                "cannot be removed or have its range moved past that release",
            )
    for name, facts in expected.items():
        now, file, line = actual[name]
        for field in list(facts) + [f for f in now if f not in facts]:
            was, is_ = facts.get(field, "absent"), now.get(field, "absent")
            if was != is_:
                raise SchemaError(
                    file,
                    line,
                    f"{name} was released in {vstr(release)}: its {field} was locked "
                    f"as '{was}' but the schema now says '{is_}'. Released entries are immutable: "
                    "make the change a new version (or a new type, attribute, enum case or "
                    "code) instead",
                )
    for name, (text, file, line) in actual.items():
        if name not in expected:
            raise SchemaError(
                file,
                line,
                f"{name} is new but dated at or before {vstr(release)}, which is released "
                "and locked: new entries start after the last release",
            )


def _where_removed(schema: Schema, name: str) -> tuple:
    kind, _, rest = name.partition(" ")
    if kind == "enum" and " case " in rest:
        enum = next((e for e in schema.enums if e.name == rest.split(" ")[0]), None)
        return "schema/attributes.yaml", enum.line if enum else 1
    if kind == "op":
        opname = rest.split(" ")[0]
        for op in schema.ops:
            if op.name == opname:
                return "schema/ops.yaml", op.line
        return "schema/ops.yaml", 1
    return {
        "type": "schema/types.yaml",
        "attribute": "schema/attributes.yaml",
        "enum": "schema/attributes.yaml",
        "release": "schema/versions.yaml",
        "gate": "schema/ops.yaml",
        "reserved": "schema/types.yaml",
    }.get(kind, LOCK), 1


def render(schema: Schema, release: Version) -> str:
    lines = [_HEADER, f"released: {vstr(release)}", "entries:"]
    for name, (facts, _, _) in sorted(entries(schema, release).items()):
        lines.append(f"  {name}:")
        lines += [f"    {field}: {json.dumps(text, ensure_ascii=False)}" for field, text in facts.items()]
    return "\n".join(lines) + "\n"


def write(schema: Schema, root: str, release: Version) -> str:
    path = os.path.join(root, LOCK)
    text = render(schema, release)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return path
