"""Codegen refuses two schema entries that would generate one identifier
(codegen/identifiers.py), naming both with file:line; C++ names come from
the schema key and its version (`<name>_v<N>`)."""

from __future__ import annotations

import pytest

from codegen import naming
from codegen.loader import SchemaError
from codegen.schema import load_schema

TYPES, ATTRS, OPS = "schema/types.yaml", "schema/attributes.yaml", "schema/ops.yaml"
I64 = "  i64:\n    code: 1\n"
ENUM = "  comparison_direction:\n    code: 3\n"
ADD = "  add:\n    versions:\n      - {since: 0.9.0, operands: [lhs, rhs], results: [result]}\n"


def _refused(tree, file: str, at: str) -> str:
    line = tree.line_of(file, at)
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert (info.value.file, info.value.line) == (file, line), str(info.value)
    return info.value.message


def _refused_at(tree, file: str, at: str, below: int) -> str:
    """As _refused, for an error `below` lines under the marker."""
    line = tree.line_of(file, at) + below
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert (info.value.file, info.value.line) == (file, line), str(info.value)
    return info.value.message


def test_two_ops_with_one_cpp_name(tree):
    tree.edit(
        OPS,
        ADD,
        ADD + "  add_x:\n    versions:\n      - {since: 0.9.0, operands: [x], results: [r]}\n"
        "  add-x:\n    versions:\n      - {since: 0.9.0, operands: [x], results: [r]}\n",
    )
    message = _refused_at(tree, OPS, "  add-x:", 2)  # at its version's line
    assert "op 'add-x' version 1 would generate the ODS record 'VHLO_AddXOpV1' that op 'add_x' version 1" in message, (
        message
    )
    assert f"({OPS}:{tree.line_of(OPS, '  add_x:') + 2}) generates too" in message, message
    assert "differ only in '_' and '-'" in message


def test_two_types_with_one_cpp_class(tree):
    tree.edit(TYPES, "  tuple:", "  i_64: {code: 4, since: 0.9.0, builtin: index, doc: A.}\n  tuple:")
    message = _refused(tree, TYPES, "  i_64:")
    assert message.startswith(
        "type 'i_64' would generate the C++ class 'I64V1Type' that type 'i64' "
        f"({TYPES}:{tree.line_of(TYPES, I64.split(chr(10))[0])}) generates too"
    ), message


def test_a_second_type_for_one_builtin(tree):
    tree.edit(
        TYPES,
        "  tuple:",
        "  index_a: {code: 4, since: 0.9.0, builtin: index, doc: A.}\n"
        "  index_b: {code: 5, since: 0.9.0, builtin: index, doc: B.}\n  tuple:",
    )
    message = _refused(tree, TYPES, "  index_b:")
    assert message.startswith(
        "type 'index_b' would generate the conversion case for the builtin type 'index' "
        f"that type 'index_a' ({TYPES}:{tree.line_of(TYPES, '  index_a:')})"
    ), message


def test_an_attribute_and_an_enum_with_one_mnemonic(tree):
    tree.edit(ATTRS, "  string: {code: 2,", "  string: {code: 2, mnemonic: comparison_direction_v1,")
    message = _refused(tree, ATTRS, ENUM.split("\n")[0])
    assert message.startswith(
        "enum 'comparison_direction' would generate the mnemonic 'comparison_direction_v1' "
        f"that attribute 'string' ({ATTRS}:{tree.line_of(ATTRS, '  string:')}) already has"
    ), message


def test_two_gates_with_one_function(tree):
    tree.edit(OPS, "ops:\n", "gates:\n  wide_2x: {since: 0.9.0, doc: A.}\n  wide2x: {since: 0.9.0, doc: B.}\nops:\n")
    message = _refused(tree, OPS, "  wide2x:")
    assert "gate 'wide2x' would generate the C++ name 'usesWide2x' that gate 'wide_2x'" in message, message


def test_versioned_keys_name_their_cpp_classes(tree):
    """`<name>_v<N>` keys give `<Name>V<N>` classes and mnemonics, for types
    and attributes as for enums; no fixed `V1`."""
    tree.edit(TYPES, "  tuple:", "  i64_v2: {code: 4, since: 1.0.0, builtin: ui64, doc: A second i64.}\n  tuple:")
    tree.edit(
        ATTRS,
        "  string: {code: 2,",
        "  string_v2: {code: 4, since: 1.0.0, params: {value: string}, doc: B.}\n  string: {code: 2,",
    )
    schema = load_schema(tree.root)
    t = next(t for t in schema.types if t.name == "i64_v2")
    assert (t.cpp_class, t.mnemonic) == (naming.type_class("i64", 2), "i64_v2") == ("I64V2Type", "i64_v2")
    a = next(a for a in schema.attributes if a.name == "string_v2")
    assert (a.cpp_class, a.mnemonic) == ("StringV2Attr", "string_v2")
    assert next(t for t in schema.types if t.name == "i64").cpp_class == "I64V1Type"


def test_the_fixture_and_the_schema_have_no_clash(tree):
    load_schema(tree.root)
