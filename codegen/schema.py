"""Entry point of the model: loads every schema file into one `Schema`.

Inputs: <root>/schema/*.yaml and the Version.h the project builds with.
Output: a validated, frozen `Schema` (codegen.model) whose generated
identifiers are unique (codegen/identifiers.py), checked against the lock of
released history (schema/released.yaml, codegen/lock.py). Errors:
SchemaError.
"""

from __future__ import annotations

import os

from .loader import SchemaError
from .model import Expansion, Schema, _load_attributes, _load_releases, _load_types, read_version_header
from .opmodel import load_ops
from . import identifiers, lock, stablehlo_bytecode

VERSION_HEADER = "runtime/include/stablehlo/Dialect/Vhlo/Version.h"


def _expansions(releases: tuple, ops: tuple, attributes: tuple = ()) -> tuple:
    """The compatibility rewrites the schema declares, by release."""
    out = []
    for r in releases:
        out += [Expansion(name, r.version, "", "schema/versions.yaml", r.line) for name in r.expand]
    out += [
        Expansion(a.expand, a.since, f"vhlo.{a.mnemonic}", "schema/attributes.yaml", a.line)
        for a in attributes
        if a.expand
    ]
    for op in ops:
        out += [Expansion(v.expand, v.since, op.stablehlo, "schema/ops.yaml", v.line) for v in op.versions if v.expand]
    seen = {}
    for e in out:
        if e.name in seen:
            raise SchemaError(
                e.file,
                e.line,
                f"expansion '{e.name}' is declared twice (also at {seen[e.name].file}:{seen[e.name].line})",
            )
        seen[e.name] = e
    return tuple(sorted(out, key=lambda e: (e.since, e.name)))


def load_schema(root: str, schema_dir: str = "schema", version_header: str = VERSION_HEADER) -> Schema:
    def path(name: str) -> tuple[str, str]:
        rel = os.path.join(schema_dir, name)
        return os.path.join(root, rel), rel

    current, minimum = read_version_header(os.path.join(root, version_header), version_header)
    releases = _load_releases(*path("versions.yaml"), current, minimum)
    types, type_reserved = _load_types(*path("types.yaml"), releases)
    attributes, enums, attr_reserved = _load_attributes(*path("attributes.yaml"), releases)
    ops, transitions, groups, gates = load_ops(*path("ops.yaml"), releases, current, enums)
    expansions = _expansions(releases, ops, attributes)
    schema = Schema(
        current,
        minimum,
        releases,
        types,
        attributes,
        enums,
        ops,
        transitions,
        type_reserved,
        attr_reserved,
        groups,
        gates,
        expansions,
        stablehlo_bytecode.load(root, schema_dir, enums),
    )
    identifiers.check(schema)
    lock.check(schema, root)
    return schema
