"""schema/stablehlo_bytecode.yaml: the StableHLO dialect's bytecode codes and
field order (codegen/stablehlo_bytecode.py), its errors, and the real file
against upstream's codes."""

from __future__ import annotations

import os

import pytest

from conftest import REPO
from codegen.__main__ import generate
from codegen.loader import SchemaError
from codegen.schema import load_schema

GOOD = """\
reserved_attribute_codes: [0]
reserved_type_codes: []
attributes:
  comparison_direction: {code: 2, enum: ComparisonDirection, doc: A direction.}
  channel_handle: {code: 1, fields: {handle: svarint, type: svarint}, doc: A channel.}
  axis_ref: {code: 3, fields: {name: string, sub_axis_info: flagged<SubAxisInfoAttr>}, doc: An axis.}
types:
  token: {code: 0, doc: A token.}
"""


def write(tree, text: str) -> None:
    with open(tree.path("schema/stablehlo_bytecode.yaml"), "w", encoding="utf-8") as f:
        f.write(text)


def error(tree, text: str) -> SchemaError:
    write(tree, text)
    with pytest.raises(SchemaError) as e:
        load_schema(tree.root)
    return e.value


def test_a_schema_without_the_file_generates_no_codec(tree):
    assert "generated/stablehlo/StablehloBytecode.cpp.inc" not in generate(tree.root)


def test_entries_by_code_with_their_wire_kinds(tree):
    write(tree, GOOD)
    bc = load_schema(tree.root).stablehlo_bytecode
    assert [(a.mnemonic, a.code, a.cpp_class) for a in bc.attributes] == [
        ("channel_handle", 1, "ChannelHandleAttr"),
        ("comparison_direction", 2, "ComparisonDirectionAttr"),
        ("axis_ref", 3, "AxisRefAttr"),
    ]
    assert [(f.name, f.kind, f.cls) for f in bc.attributes[2].fields] == [
        ("name", "string", ""),
        ("sub_axis_info", "flagged", "SubAxisInfoAttr"),
    ]
    text = generate(tree.root)["generated/stablehlo/StablehloBytecode.cpp.inc"]
    assert "case 1: { // channel_handle" in text and "writer.writeVarInt(2);" in text
    assert "readFlagged(reader, sub_axis_info)" in text
    assert "symbolizeComparisonDirection(v)" in text
    assert "case 0: { // token" in text


@pytest.mark.parametrize(
    "old,new,line,message",
    [
        ("{code: 1, fields", "{code: 2, fields", 5, "code 2 is also attribute 'comparison_direction's"),
        ("{code: 1, fields", "{code: 0, fields", 5, "code 0 is reserved"),
        ("handle: svarint,", "handle: varint,", 5, "field 'handle' has unknown kind 'varint'"),
        ("handle: svarint,", "handle: svarint<X>,", 5, "kind 'svarint' takes no <Class>"),
        ("flagged<SubAxisInfoAttr>", "flagged", 6, "kind 'flagged' needs <Class>"),
        ("enum: ComparisonDirection", "enum: Direction", 4, "'Direction' is not a StableHLO enum"),
        ("{code: 2, enum", "{code: 2, fields: {x: svarint}, enum", 4, "an enum attribute has no fields"),
        (
            "token: {code: 0,",
            "token: {code: 0, class: Token,",
            8,
            "class must be an UpperCamel C++ name ending in Type",
        ),
        ("token: {code: 0, doc: A token.}", "token: {code: 0}", 8, "doc must be one line of text"),
        ("types:", "kinds:", 7, "unknown key 'kinds'"),
        ("reserved_type_codes: []", "reserved_type_codes: [1, 1]", 2, "lists a code twice"),
        ("{code: 1, fields", "{code: 1, since: 0.9.0, fields", 5, "unknown key 'since'"),
    ],
)
def test_errors_name_the_entry_and_line(tree, old, new, line, message):
    assert GOOD.count(old) == 1, old
    e = error(tree, GOOD.replace(old, new))
    assert e.file == "schema/stablehlo_bytecode.yaml" and e.line == line, str(e)
    assert message in e.message, e.message


def test_the_real_file_has_upstreams_codes():
    """Upstream StableHLO 1.20.0's codes (StablehloBytecode.cpp, enums
    AttributeCode and TypeCode), typed here from its source as facts."""
    bc = load_schema(REPO).stablehlo_bytecode
    upstream_attrs = {
        1: "ChannelHandleAttr",
        2: "ComparisonDirectionAttr",
        3: "ComparisonTypeAttr",
        4: "ConvDimensionNumbersAttr",
        5: "DotDimensionNumbersAttr",
        6: "FftTypeAttr",
        7: "GatherDimensionNumbersAttr",
        8: "PrecisionAttr",
        9: "RngAlgorithmAttr",
        10: "RngDistributionAttr",
        11: "ScatterDimensionNumbersAttr",
        12: "TransposeAttr",
        13: "TypeExtensionsAttr",
        14: "OutputOperandAliasAttr",
        15: "DotAlgorithmAttr",
        16: "ResultAccuracyModeAttr",
        17: "ResultAccuracyAttr",
        18: "ReplicaGroupMeshAxesAttr",
        19: "SubAxisInfoAttr",
        20: "AxisRefAttr",
        21: "MeshAxisAttr",
        22: "MeshAttr",
    }
    assert {a.code: a.cpp_class for a in bc.attributes} == upstream_attrs
    assert {t.code: t.cpp_class for t in bc.types} == {0: "TokenType", 1: "FutureType"}
    assert bc.reserved_attribute_codes == (0,)
    # Field counts where upstream's comments and code disagree; the code writes these.
    fields = {a.mnemonic: [f.kind for f in a.fields] for a in bc.attributes}
    assert len(fields["gather"]) == 6 and len(fields["scatter"]) == 6
    assert fields["result_accuracy"] == ["f64", "f64", "svarint", "attr"]
    assert fields["dot_algorithm"][-1] == "byte_bool"


def test_every_stablehlo_attribute_and_type_of_the_dialect_has_a_code():
    """Each AttrDef and TypeDef of the StableHLO ODS has an entry, so MLIR
    never falls back to writing one as text."""
    import re

    td = os.path.join(REPO, "runtime/include/stablehlo/Dialect/Stablehlo")
    attrs = set(re.findall(r'Stablehlo_Attr<"(\w+)"', open(os.path.join(td, "StablehloAttrs.td")).read()))
    enums = set(
        re.findall(
            r"EnumAttr<Stablehlo_Dialect,\s*\w+,\s*\"(\w+)\"",
            open(os.path.join(REPO, "generated/stablehlo/StablehloEnums.td")).read(),
        )
    )
    types = set(re.findall(r'Stablehlo_Type<"(\w+)"', open(os.path.join(td, "StablehloTypes.td")).read()))
    bc = load_schema(REPO).stablehlo_bytecode
    assert attrs and types
    assert {a + "Attr" for a in attrs} <= {a.cpp_class for a in bc.attributes}
    assert {t + "Type" for t in types} == {t.cpp_class for t in bc.types}
    assert {a.mnemonic for a in bc.attributes if a.enum} >= enums
