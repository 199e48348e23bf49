"""Emits the resolved schema facts once, for every reader that is not the
generator: generated/schema-facts.json.

Input: a Schema. Output: {path: text}. The file holds the current and
minimum versions, the release log, every type (builtin, float class),
attribute, enum (cases with the release of each) and gate, and every op
version's full signature: operands, results, regions, and each attribute
with its kind, default (as the schema writes it; a list default as its
items) and the sample value the generated tests give it
(codegen/samples.py). The first two keys say where it comes from, as the
header of every generated file does. Readers: tests/property/SchemaTables.h,
tests/lit_common.py, tests/tools/bad_input_table.py.
"""

from __future__ import annotations

import json

from .lock import _show
from .model import Schema, vstr
from .render import REGENERATE
from .samples import sample_attrs

FACTS = "generated/schema-facts.json"
SOURCES = ["schema/versions.yaml", "schema/types.yaml", "schema/attributes.yaml", "schema/ops.yaml"]


def _default(a):
    if not a.has_default:
        return None
    if isinstance(a.default, (tuple, list)):
        return [_show(x) for x in a.default]
    return _show(a.default)


def _values(values) -> list:
    return [{"name": v.name, "variadic": v.variadic} for v in values]


def facts(schema: Schema) -> dict:
    ops = []
    for op in schema.ops:
        versions = []
        for v in op.versions:
            samples = sample_attrs(schema, op, v)
            versions.append(
                {
                    "number": v.number,
                    "mnemonic": v.mnemonic,
                    "since": vstr(v.since),
                    "until": vstr(v.until) if v.until else None,
                    "operands": _values(v.operands),
                    "results": _values(v.results),
                    "regions": _values(v.regions),
                    "attributes": [
                        {
                            "name": a.name,
                            "kind": a.kind,
                            "enum": a.enum,
                            "default": _default(a),
                            "sample": samples.get(a.name),
                        }
                        for a in v.attributes
                    ],
                    "hook": v.hook,
                    "gates": list(v.gates),
                }
            )
        ops.append(
            {
                "name": op.name,
                "stablehlo": op.stablehlo,
                "removed": vstr(op.removed) if op.removed else None,
                "versions": versions,
            }
        )
    return {
        "generated": f"Generated from {', '.join(SOURCES)} and Version.h by codegen/; do not edit.",
        "regenerate": REGENERATE,
        "current": vstr(schema.current),
        "minimum": vstr(schema.minimum),
        "releases": [{"version": vstr(r.version), "bytecode": r.bytecode, "date": r.date} for r in schema.releases],
        "types": [
            {
                "name": t.name,
                "mnemonic": t.mnemonic,
                "since": vstr(t.since),
                "codes": list(t.codes),
                "builtin": t.builtin,
                "mlir": t.mlir or None,
                "tensor_element": bool(t.element_list()),
                "params": [{"name": p.name, "kind": p.kind} for p in t.params],
            }
            for t in schema.types
        ],
        "attributes": [
            {"name": a.name, "mnemonic": a.mnemonic, "since": vstr(a.since), "code": a.code} for a in schema.attributes
        ],
        "enums": [
            {
                "name": e.name,
                "mnemonic": e.mnemonic,
                "stablehlo": e.stablehlo,
                "since": vstr(e.since),
                "code": e.code,
                "cases": [{"name": c, "value": value, "since": vstr(e.since_of(c))} for c, value in e.cases],
            }
            for e in schema.enums
        ],
        "gates": [{"name": g.name, "since": vstr(g.since)} for g in schema.gates],
        "ops": ops,
    }


def emit(schema: Schema, env) -> dict:
    return {FACTS: json.dumps(facts(schema), indent=1, ensure_ascii=False) + "\n"}
