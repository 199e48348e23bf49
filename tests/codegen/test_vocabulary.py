"""The header of each schema file documents exactly the keys its loader
accepts (codegen/vocabulary.py), each on a comment line `#   key: ...`; and
op-level values and group fields are checked with file:line."""

from __future__ import annotations

import os
import re

import pytest

from conftest import REPO, Tree
from codegen.loader import SchemaError
from codegen.schema import load_schema
from codegen.vocabulary import FILES, KEYS, file_keys

_DOCUMENTED = re.compile(r"^#\s+([a-z_]+):", re.M)


def documented_keys(text: str) -> set:
    return set(_DOCUMENTED.findall(text))


@pytest.mark.parametrize("name", sorted(FILES))
def test_header_documents_exactly_the_accepted_keys(name):
    text = open(os.path.join(REPO, "schema", name), encoding="utf-8").read()
    documented = documented_keys(text)
    accepted = file_keys(name)
    assert accepted - documented == set(), f"schema/{name}: keys accepted but not documented"
    assert documented - accepted == set(), f"schema/{name}: keys documented but not accepted"


def test_the_check_can_fail():
    """A key added to the vocabulary but not to a header is caught."""
    text = open(os.path.join(REPO, "schema", "ops.yaml"), encoding="utf-8").read()
    assert "colour" not in documented_keys(text)
    assert documented_keys(text) != file_keys("ops.yaml") | {"colour"}


def test_every_context_belongs_to_a_file():
    assert set(KEYS) == {c for contexts in FILES.values() for c in contexts}


def _copy_repo_schema(tmp_path) -> Tree:
    root = tmp_path / "repo"
    os.makedirs(root / "schema")
    os.makedirs(root / "runtime/include/stablehlo/Dialect/Vhlo")
    for name in FILES:
        with open(os.path.join(REPO, "schema", name), encoding="utf-8") as f:
            (root / "schema" / name).write_text(f.read())
    header = "runtime/include/stablehlo/Dialect/Vhlo/Version.h"
    with open(os.path.join(REPO, header), encoding="utf-8") as f:
        (root / header).write_text(f.read())
    return Tree(str(root))


REPO_CASES = [
    (
        "legalize-hook-identifier",
        "  abs:\n",
        "  abs:\n    legalize_hook: Custom-Call\n",
        None,
        "legalize_hook must be a snake_case name",
    ),
    (
        "stablehlo-nested-op-name",
        "  custom_call:\n",
        "  custom_call:\n    stablehlo_nested: return\n",
        None,
        "stablehlo_nested must name an op as dialect.op",
    ),
    (
        "stablehlo-op-name",
        "  custom_call:\n",
        "  custom_call:\n    stablehlo: [a]\n",
        None,
        "stablehlo must name an op as dialect.op",
    ),
    (
        "op-doc-one-line",
        "  custom_call:\n",
        "  custom_call:\n    doc: {a: b}\n",
        None,
        "doc must be one non-empty line of text",
    ),
    (
        "group-kind-stated-twice",
        "    fields: [channel_id, channel_type]\n",
        "    fields: [channel_id, channel_type]\n    kinds: {channel_id: i64}\n",
        "    kinds: {channel_id: i64}",
        "its kind comes from op",
    ),
    (
        "group-kind-missing",
        "lhs_component_count: i64,\n",
        "\n",
        "    fields: [lhs_precision_type",
        "field 'lhs_component_count': no op using the group gives its kind",
    ),
    (
        "group-unknown-field-in-params",
        "    params: {channel_id: handle, channel_type: type}",
        "    params: {channel_id: handle, channel_kind: type}",
        "    params: {channel_id: handle, channel_kind: type}",
        "params names 'channel_kind', which is not one of its fields",
    ),
    (
        "group-fields-not-a-list",
        "    fields: [channel_id, channel_type]\n",
        "    fields: {channel_id: i64, channel_type: i64}\n",
        "    fields: {channel_id: i64",
        "fields must be a list of VHLO attribute names",
    ),
]


@pytest.mark.parametrize("old,new,at,fragment", [c[1:] for c in REPO_CASES], ids=[c[0] for c in REPO_CASES])
def test_repo_schema_errors(tmp_path, old, new, at, fragment):
    tree = _copy_repo_schema(tmp_path)
    tree.edit("schema/ops.yaml", old, new)
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert fragment in info.value.message, str(info.value)
    assert info.value.file == "schema/ops.yaml"
    marker = at if at is not None else new.split("\n")[1]
    assert info.value.line == tree.line_of("schema/ops.yaml", marker), str(info.value)


def test_group_kinds_are_derived_from_the_ops():
    schema = load_schema(REPO)
    groups = {g.name: g for g in schema.groups}
    kinds = {f.vhlo: f.kind for f in groups["gather_dimension_numbers"].fields}
    assert kinds == {
        "offset_dims": "i64_tensor",
        "collapsed_slice_dims": "i64_tensor",
        "operand_batching_dims": "i64_tensor",
        "start_indices_batching_dims": "i64_tensor",
        "start_index_map": "i64_tensor",
        "index_vector_dim": "i64",
    }
    channel = {f.vhlo: (f.kind, f.param) for f in groups["channel_handle"].fields}
    assert channel == {"channel_id": ("i64", "handle"), "channel_type": ("i64", "type")}
    assert {f.kind for f in groups["dot_algorithm"].fields} == {"type", "i64", "bool"}


def test_header_lists_exactly_the_attribute_kinds():
    """The `kind:` entry of ops.yaml's header names every kind of
    codegen/kinds.py and nothing else."""
    from codegen.kinds import KINDS

    text = open(os.path.join(REPO, "schema", "ops.yaml"), encoding="utf-8").read()
    block = text[text.index("#   kind:") : text.index("#   default:")]
    listed = block.split(":", 2)[2]
    listed = re.sub(r"\([^)]*\)", "", listed.replace("#", " "))
    names = {re.sub(r"<.*>", "", w.strip(" .\n")) for w in listed.split(",")}
    assert names == set(KINDS)
