"""Every identifier the generator emits is unique.

Input: a loaded `Schema`. Output: nothing, or a SchemaError at the second of
two schema entries that would generate one identifier, naming both entries
with their file:line and the identifier. Checked, per namespace:
  - ODS records (`def VHLO_...`): type, attribute, enum and op-version
    records (a type's, attribute's or enum's is its `record`);
  - the C++ classes of types, attributes and enums;
  - mnemonics: of types; of attributes and enums (one namespace); of op
    versions;
  - the C++ names of the op tables and hooks, which come from the op's name
    in camel case (`OpId::Foo`, `FooOpVersions`, `upgradeFooV1ToV2`), and
    the gate functions (`usesFoo`);
  - conversion cases: a builtin scalar type converts to one VHLO type only.
"""

from __future__ import annotations

from . import naming
from .loader import SchemaError
from .model import Schema

_TYPES, _ATTRS, _OPS = "schema/types.yaml", "schema/attributes.yaml", "schema/ops.yaml"


class _Seen:
    def __init__(self, what: str) -> None:
        self.what = what
        self.first: dict = {}

    def add(self, ident: str, entry: str, file: str, line: int, hint: str = "") -> None:
        other = self.first.get(ident)
        if other is None:
            self.first[ident] = (entry, file, line)
            return
        raise SchemaError(
            file,
            line,
            f"{entry} would generate the {self.what} '{ident}' that {other[0]} "
            f"({other[1]}:{other[2]}) generates too; rename one of them" + (f" ({hint})" if hint else ""),
        )


def check(schema: Schema) -> None:
    # First: a scalar type's record comes from its builtin, so a second type
    # for a builtin would otherwise be reported as a second record.
    builtins = _Seen("conversion case for the builtin type")
    for t in schema.types:
        if t.scalar() is not None:
            builtins.add(
                t.builtin,
                f"type '{t.name}'",
                _TYPES,
                t.line,
                "a builtin converts to one VHLO type; a changed type is a new code of the same entry or a new builtin",
            )
    ods = _Seen("ODS record")
    classes = _Seen("C++ class")
    for t in schema.types:
        ods.add(f"VHLO_{t.record}", f"type '{t.name}'", _TYPES, t.line)
        classes.add(t.cpp_class, f"type '{t.name}'", _TYPES, t.line)
    for a in schema.attributes:
        ods.add(f"VHLO_{a.record}", f"attribute '{a.name}'", _ATTRS, a.line)
        classes.add(a.cpp_class, f"attribute '{a.name}'", _ATTRS, a.line)
    for e in schema.enums:
        hint = "a new version of an enum is a new key `<name>_v<N>`"
        ods.add(f"VHLO_{e.cpp_enum}", f"enum '{e.name}'", _ATTRS, e.line, hint)
        ods.add(f"VHLO_{e.record}", f"enum '{e.name}'", _ATTRS, e.line, hint)
        classes.add(e.cpp_class, f"enum '{e.name}'", _ATTRS, e.line, hint)
    for op in schema.ops:
        for v in op.versions:
            ods.add(
                f"VHLO_{naming.op_class(op.name, v.number)}",
                f"op '{op.name}' version {v.number}",
                _OPS,
                v.line,
                "op names that differ only in '_' and '-' have one C++ name",
            )

    types = _Seen("type mnemonic")
    for t in schema.types:
        types.add(f"!vhlo.{t.mnemonic}", f"type '{t.name}'", _TYPES, t.line)
    attrs = _Seen("attribute mnemonic")
    for a in schema.attributes:
        attrs.add(f"#vhlo.{a.mnemonic}", f"attribute '{a.name}'", _ATTRS, a.line)
    for e in schema.enums:
        attrs.add(f"#vhlo.{e.mnemonic}", f"enum '{e.name}'", _ATTRS, e.line)
    ops = _Seen("op name")
    for op in schema.ops:
        for v in op.versions:
            ops.add(f"vhlo.{v.mnemonic}", f"op '{op.name}' version {v.number}", _OPS, v.line)

    tables = _Seen("C++ name")
    for op in schema.ops:
        tables.add(
            f"OpId::{naming.camel(op.name)}",
            f"op '{op.name}'",
            _OPS,
            op.line,
            "op names that differ only in '_' and '-' have one C++ name",
        )
    for g in schema.gates:
        tables.add(f"uses{naming.camel(g.name)}", f"gate '{g.name}'", _OPS, g.line)
