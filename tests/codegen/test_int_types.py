"""Integer types come from schema/types.yaml alone.

Every integer of the schema but i1 (Stablehlo_Pred) is an element type of
StableHLO tensors: Stablehlo_SInt, Stablehlo_UInt and Stablehlo_Int
(generated/stablehlo/StablehloInt.td) are generated from the schema, and
StablehloBase.td no longer lists widths. Checked against upstream StableHLO
1.20.0's lists; refusals at file:line.
"""

from __future__ import annotations

import os
import re

import pytest

from conftest import REPO
from codegen import checklist
from codegen.__main__ import generate
from codegen.loader import SchemaError
from codegen.schema import load_schema
from test_recipes import _bumped_copy

TYPES = "schema/types.yaml"
BASE_TD = "runtime/include/stablehlo/Dialect/Stablehlo/StablehloBase.td"
INT_TD = "generated/stablehlo/StablehloInt.td"
# Upstream StableHLO 1.20.0's Stablehlo_SInt / Stablehlo_UInt widths and Stablehlo_Int's summary.
UPSTREAM_WIDTHS = [2, 4, 8, 16, 32, 64]
UPSTREAM_SUMMARY = "2/4/8/16/32/64-bit integer"
UPSTREAM_RELEASE = (1, 20, 0)


def _lists(text: str) -> dict:
    out = {
        name: [int(w) for w in widths.split(", ") if w]
        for name, widths in re.findall(r"def (Stablehlo_[SU]Int) : \w+IntOfWidths<\[([\d, ]*)\]>;", text)
    }
    m = re.search(r"def Stablehlo_Int : AnyTypeOf<\[Stablehlo_SInt, Stablehlo_UInt\],\s*\"([^\"]*)\">;", text)
    out["summary"] = m.group(1) if m else None
    return out


def test_stablehlo_int_lists_are_upstreams():
    """Up to 1.20.0 the lists are upstream's; an integer added later (a
    contributor's new type) joins them."""
    lists = _lists(generate(REPO)[INT_TD])
    newer = [t for t in load_schema(REPO).types if t.since > UPSTREAM_RELEASE and t.tensor_element]
    signless = sorted(UPSTREAM_WIDTHS + [int(t.builtin[1:]) for t in newer if re.fullmatch(r"i\d+", t.builtin)])
    unsigned = sorted(UPSTREAM_WIDTHS + [int(t.builtin[2:]) for t in newer if re.fullmatch(r"ui\d+", t.builtin)])
    summary = (
        UPSTREAM_SUMMARY
        if signless == unsigned == UPSTREAM_WIDTHS
        else "/".join(str(w) for w in sorted(set(signless) | set(unsigned))) + "-bit integer"
    )
    assert lists == {"Stablehlo_SInt": signless, "Stablehlo_UInt": unsigned, "summary": summary}


def test_the_lists_are_every_integer_of_the_schema_but_i1():
    lists = _lists(generate(REPO)[INT_TD])
    types = load_schema(REPO).types
    for prefix, name in (("i", "Stablehlo_SInt"), ("ui", "Stablehlo_UInt")):
        widths = sorted(
            int(t.builtin[len(prefix) :])
            for t in types
            if re.fullmatch(prefix + r"\d+", t.builtin) and t.builtin != "i1"
        )
        assert lists[name] == widths, name


def test_stablehlo_base_includes_the_lists_and_writes_none():
    text = open(os.path.join(REPO, BASE_TD), encoding="utf-8").read()
    assert f'include "{INT_TD}"' in text
    assert not re.search(r"def Stablehlo_(S|U)?Int\b", text), "StablehloBase.td defines an integer list by hand"
    assert "Stablehlo_Int" in text  # still used there under its name


def test_a_new_integer_joins_its_list(tree):
    tree.edit(
        TYPES,
        "  tuple:",
        "  ui16: {code: 4, since: 0.9.0, builtin: ui16, doc: A.}\n"
        "  i8: {code: 5, since: 0.9.0, builtin: i8, doc: B.}\n"
        "  i128: {code: 6, since: 0.9.0, builtin: i128, tensor_element: false, doc: C.}\n"
        "  tuple:",
    )
    lists = _lists(generate(tree.root)[INT_TD])
    # The fixture has i1 (bool, Stablehlo_Pred) and i64; i128 says tensor_element: false.
    assert lists == {"Stablehlo_SInt": [8, 64], "Stablehlo_UInt": [16], "summary": "8/16/64-bit integer"}
    facts = generate(tree.root)["generated/schema-facts.json"]
    assert re.search(r'"name": "i128",[^}]*"tensor_element": false', facts)
    assert re.search(r'"name": "ui16",[^}]*"tensor_element": true', facts)


def _error(tree, old: str, new: str, at: str) -> str:
    tree.edit(TYPES, old, new)
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert (info.value.file, info.value.line) == (TYPES, tree.line_of(TYPES, at)), str(info.value)
    return info.value.message


@pytest.mark.parametrize(
    "builtin,fix", [("i08", "; write 'i8'"), ("ui016", "; write 'ui16'"), ("i0", ""), ("ui16777216", "")]
)
def test_an_integer_mlir_does_not_spell_so_is_refused(tree, builtin, fix):
    message = _error(
        tree,
        "  tuple:",
        f"  odd: {{code: 4, since: 0.9.0, builtin: {builtin}, doc: A.}}\n  tuple:",
        "builtin: " + builtin,
    )
    assert (
        f"type 'odd': builtin '{builtin}' is not an MLIR integer type: an integer is i<N> or ui<N> with N "
        f"from 1 to 16777215, without leading zeros{fix}"
    ) == message, message


def test_a_second_type_for_an_integer_width_is_refused(tree):
    tree.edit(TYPES, "  tuple:", "  long: {code: 4, since: 0.10.0, builtin: i64, doc: A.}\n  tuple:")
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert (info.value.file, info.value.line) == (TYPES, tree.line_of(TYPES, "  long:"))
    assert (
        "type 'long' would generate the conversion case for the builtin type 'i64' that type 'i64'"
        in info.value.message
    ), info.value.message


def test_tensor_element_on_i1_is_refused(tree):
    message = _error(tree, "builtin: i1, doc", "builtin: i1, tensor_element: false, doc", "tensor_element")
    assert (
        "type 'bool': tensor_element is true or false, and only for a float (one with `mlir`) or an integer "
        "wider than i1 (i1 is Stablehlo_Pred" in message
    ), message


def test_tensor_element_is_a_boolean(tree):
    message = _error(
        tree, "    builtin: i64\n", "    builtin: i64\n    tensor_element: no_thanks\n", "    tensor_element"
    )
    assert "type 'i64': tensor_element is true or false" in message, message


def test_a_new_integer_needs_nothing_by_hand(tmp_path):
    tree, version = _bumped_copy(tmp_path)
    schema = load_schema(tree.root)
    used = {c for t in schema.types for c in t.codes} | set(schema.type_reserved)
    builtins = {t.builtin for t in schema.types}
    width = next(w for w in (128, 256, 512, 1024) if f"ui{w}" not in builtins)
    tree.edit(
        TYPES,
        "\ntypes:\n",
        f"\ntypes:\n  ui{width}_new: {{code: {max(used) + 1}, since: {version}, "
        f"builtin: ui{width}, doc: A wide unsigned integer.}}\n",
    )
    lines = checklist.checklist(load_schema(tree.root), tree.root)
    line = next(line for line in lines if f"new type ui{width}_new" in line)
    assert f"its conversions and its width in Stablehlo_UInt ({INT_TD}) are generated, nothing to write" in line, line
    assert "StablehloBase.td" not in "\n".join(lines)
    assert width in _lists(generate(tree.root)[INT_TD])["Stablehlo_UInt"]
