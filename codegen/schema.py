"""Entry point of the model: loads every schema file into one `Schema`.

Inputs: <root>/schema/*.yaml and the Version.h the project builds with.
Output: a validated, frozen `Schema` (codegen.model), checked against the
lock of released history (schema/released.yaml, codegen/lock.py). Errors:
SchemaError.
"""

from __future__ import annotations

import os

from .model import Schema, _load_attributes, _load_releases, _load_types, read_version_header
from .opmodel import load_ops
from . import lock

VERSION_HEADER = "runtime/include/stablehlo/Dialect/Vhlo/Version.h"


def load_schema(root: str, schema_dir: str = "schema", version_header: str = VERSION_HEADER) -> Schema:
    def path(name: str) -> tuple[str, str]:
        rel = os.path.join(schema_dir, name)
        return os.path.join(root, rel), rel

    current, minimum = read_version_header(os.path.join(root, version_header), version_header)
    releases = _load_releases(*path("versions.yaml"), current, minimum)
    types, type_reserved = _load_types(*path("types.yaml"), releases)
    attributes, enums, attr_reserved = _load_attributes(*path("attributes.yaml"), releases)
    ops, transitions, groups, gates = load_ops(*path("ops.yaml"), releases, current, enums)
    schema = Schema(current, minimum, releases, types, attributes, enums, ops, transitions,
                    type_reserved, attr_reserved, groups, gates)
    lock.check(schema, root)
    return schema
