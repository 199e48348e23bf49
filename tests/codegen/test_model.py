"""The fixture schema loads into the expected model (codegen.schema.load_schema)."""

from __future__ import annotations

import dataclasses

import pytest

from conftest import FIXTURE, Tree
from codegen.model import Change, OpAttr, Param, Value
from codegen.schema import load_schema


@pytest.fixture(scope="module")
def schema():
    return load_schema(FIXTURE)


def _op(schema, name):
    return next(op for op in schema.ops if op.name == name)


def test_versions_from_header_and_log(schema):
    assert schema.current == (1, 0, 0)
    assert schema.minimum == (0, 9, 0)
    assert [r.version for r in schema.releases] == [(0, 9, 0), (0, 10, 0), (1, 0, 0)]
    assert [r.bytecode for r in schema.releases] == [0, 1, 1]
    assert [r.date for r in schema.releases] == ["2023-03-02", "2023-04-20", "2023-09-01"]
    assert schema.releases[1].patches == (((0, 10, 1), "2023-05-03"),)
    assert schema.releases[0].patches == ()


def test_counts(schema):
    assert len(schema.releases) == 3
    assert [t.name for t in schema.types] == ["bool", "i64", "tuple"]
    assert [a.name for a in schema.attributes] == ["integer", "string"]
    assert [e.name for e in schema.enums] == ["comparison_direction"]
    assert [op.name for op in schema.ops] == ["add", "compare", "call"]
    assert [v.mnemonic for v in schema.op_versions()] == ["add_v1", "compare_v1", "compare_v2", "call_v1", "call_v2"]
    assert [(t.op, t.old.number, t.new.number) for t in schema.transitions] == [("compare", 1, 2), ("call", 1, 2)]
    assert schema.type_reserved == (2,)
    assert schema.attr_reserved == (0,)


def test_types_attributes_enums(schema):
    by_name = {t.name: t for t in schema.types}
    assert by_name["bool"].codes == (0,) and by_name["bool"].builtin == "i1"
    assert by_name["i64"].cpp_class == "I64V1Type" and by_name["i64"].mnemonic == "i64_v1"
    assert by_name["tuple"].since == (0, 10, 0)
    assert by_name["tuple"].params == (Param("types", "types"),)
    integer = schema.attributes[0]
    assert (integer.code, integer.bytecode, integer.format) == (1, "custom", "custom")
    assert integer.params == (Param("type", "type"), Param("value", "apint"))
    enum = schema.enum("comparison_direction")
    assert enum.code == 3
    assert enum.cases == (("EQ", 0), ("NE", 1), ("LT", 2))
    assert (enum.cpp_enum, enum.cpp_class) == ("ComparisonDirectionV1", "ComparisonDirectionV1Attr")


def test_until_is_derived_from_the_log(schema):
    compare = _op(schema, "compare")
    v1, v2 = compare.versions
    # v2 starts at 1.0.0; v1 ends at the release before it in the log (0.10.0),
    # not at some arithmetic predecessor such as 0.9.x or 0.99.0.
    assert (v1.since, v1.until) == ((0, 9, 0), (0, 10, 0))
    assert (v2.since, v2.until) == ((1, 0, 0), None)
    call_v1, call_v2 = _op(schema, "call").versions
    # An explicit `until` equal to the derived end is accepted.
    assert (call_v1.since, call_v1.until) == ((0, 9, 0), (0, 9, 0))
    assert (call_v2.since, call_v2.until) == ((0, 10, 0), None)
    (add_v1,) = _op(schema, "add").versions
    assert add_v1.until is None


def test_keys_a_version_omits_are_inherited(schema):
    v1, v2 = _op(schema, "compare").versions
    assert v2.operands == v1.operands == (Value("lhs", False), Value("rhs", False))
    assert v2.results == (Value("result", False),)
    call_v1, call_v2 = _op(schema, "call").versions
    assert call_v2.operands == (Value("inputs", True),)
    assert call_v2.results == call_v1.results == (Value("results", True),)
    assert [a.name for a in call_v2.attributes] == ["callee"]
    assert _op(schema, "call").stablehlo == "func.call"
    assert _op(schema, "add").stablehlo == "stablehlo.add"


def test_op_attributes_and_lines(schema):
    tree = Tree(FIXTURE)
    v1, v2 = _op(schema, "compare").versions
    assert v1.line == tree.line_of("schema/ops.yaml", "      - since: 0.9.0\n        operands: [lhs, rhs]")
    assert v2.line == tree.line_of("schema/ops.yaml", "      - since: 1.0.0")
    limit = v2.attr("limit")
    assert limit == OpAttr("limit", "i64", None, 7, True, tree.line_of("schema/ops.yaml", "limit:"))
    direction = v1.attr("comparison_direction")
    assert (direction.kind, direction.enum, direction.has_default) == ("enum", "comparison_direction", False)
    assert v1.attr("limit") is None


def test_transitions_are_classified(schema):
    compare, call = schema.transitions
    assert compare.changes == (Change("add_attribute", attr=compare.new.attr("limit")),)
    assert compare.changes[0].attr.default == 7 and compare.changes[0].attr.has_default
    assert compare.hook is None
    assert call.changes == (Change("variadic_operand", index=0),)
    assert call.hook is None


def test_model_is_frozen(schema):
    with pytest.raises(dataclasses.FrozenInstanceError):
        schema.ops[0].versions[0].since = (0, 10, 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        schema.current = (9, 9, 9)


def _edited(tree, edits):
    for rel, old, new in edits:
        tree.edit(rel, old, new)
    return load_schema(tree.root)


def test_deltas_place_added_attributes(tree):
    """`after` inserts next to the named attribute; without it, at the end."""
    schema = _edited(
        tree,
        [
            (
                "schema/ops.yaml",
                "          limit: {kind: i64, default: 7}\n",
                "          limit: {kind: i64, default: 7}\n"
                "          first: {kind: bool, default: false, after: comparison_direction}\n"
                "          second: {kind: i64, default: 0, after: first}\n",
            )
        ],
    )
    v2 = _op(schema, "compare").versions[1]
    assert [a.name for a in v2.attributes] == ["comparison_direction", "first", "second", "limit"]
    assert [c.kind for c in schema.transitions[0].changes] == ["add_attribute"] * 3


def test_deltas_remove_change_rename_and_add_regions(tree):
    """Each delta key derives the next signature from the previous one."""
    schema = _edited(
        tree,
        [
            (
                "schema/ops.yaml",
                "        variadic_operands: [inputs]\n",
                "        variadic_operands: {inputs: args}\n"
                "        rename_results: {results: outs}\n"
                "        add_regions: [bodies...]\n"
                "        hook: call_v1_v2\n",
            ),
        ],
    )
    call_v1, call_v2 = _op(schema, "call").versions
    assert call_v2.operands == (Value("args", True),)
    assert call_v2.results == (Value("outs", True),)
    assert call_v2.regions == (Value("bodies", True),)
    assert call_v1.regions == ()
    transition = schema.transitions[1]
    assert transition.hook == "call_v1_v2"
    assert [c.kind for c in transition.changes] == ["variadic_operand", "add_variadic_region"]


def test_deltas_remove_and_change_attributes(tree):
    """A changed default needs a hook; a removed defaulted attribute is a
    remove_attribute change."""
    schema = _edited(
        tree,
        [
            (
                "schema/ops.yaml",
                "        add_attributes:\n          limit: {kind: i64, default: 7}\n",
                "        change_attributes: {comparison_direction: {kind: enum<comparison_direction>, default: EQ}}\n"
                "        hook: compare_v1_v2\n",
            ),
            (
                "schema/ops.yaml",
                "          comparison_direction: enum<comparison_direction>\n",
                "          comparison_direction: enum<comparison_direction>\n"
                "          limit: {kind: i64, default: 7}\n",
            ),
        ],
    )
    v1, v2 = _op(schema, "compare").versions
    assert [a.name for a in v1.attributes] == ["comparison_direction", "limit"]
    assert [a.name for a in v2.attributes] == ["comparison_direction", "limit"]
    assert v2.attr("comparison_direction").default == "EQ"
    assert v1.attr("comparison_direction").has_default is False
    assert schema.transitions[0].changes == () and schema.transitions[0].hook == "compare_v1_v2"
    tree.edit(
        "schema/ops.yaml",
        "        change_attributes: {comparison_direction: {kind: enum<comparison_direction>, default: EQ}}\n"
        "        hook: compare_v1_v2\n",
        "        remove_attributes: [limit]\n",
    )
    schema = load_schema(tree.root)
    v2 = _op(schema, "compare").versions[1]
    assert [a.name for a in v2.attributes] == ["comparison_direction"]
    assert [c.kind for c in schema.transitions[0].changes] == ["remove_attribute"]


def test_attribute_expansion_has_the_vhlo_attribute_as_subject():
    """An `expand:` on an attribute is a rewrite of that attribute's values,
    applied below its `since`; the runtime matches it by the VHLO name."""
    from codegen.schema import load_schema
    import os

    schema = load_schema(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    mesh = next(e for e in schema.expansions if e.name == "mesh_replica_groups_to_dense")
    assert mesh.subject == "vhlo.replica_group_mesh_axes_v1"
    assert tuple(mesh.since) == (1, 16, 0)
    assert mesh.file == "schema/attributes.yaml"
