"""generated/schema-facts.json: the schema's resolved facts, written once by
the generator, read by every other consumer (codegen/emit_facts.py)."""

from __future__ import annotations

import json
import os
import re

from conftest import REPO
from codegen.__main__ import generate
from codegen.emit_facts import FACTS
from codegen.schema import VERSION_HEADER, load_schema


def _facts(root: str = REPO) -> dict:
    return json.loads(generate(root)[FACTS])


def test_the_versions_are_version_hs():
    text = open(os.path.join(REPO, VERSION_HEADER), encoding="utf-8").read()
    facts = _facts()
    for key in ("current", "minimum"):
        m = re.search(rf"#define STABLEHLO_{key.upper()}_VERSION (\d+), (\d+), (\d+)", text)
        assert facts[key] == ".".join(m.groups())


def test_a_later_version_lists_its_whole_signature():
    """A version written as a delta (all_gather_v2 makes its operand and
    result variadic) holds every attribute it inherits, in ODS order, as
    upstream's vhlo.all_gather_v2 has them."""
    op = next(o for o in _facts()["ops"] if o["name"] == "all_gather")
    v2 = op["versions"][1]
    assert v2["mnemonic"] == "all_gather_v2"
    assert [a["name"] for a in v2["attributes"]] == [
        "all_gather_dim",
        "replica_groups",
        "channel_id",
        "use_global_device_ids",
    ]
    assert v2["operands"] == [{"name": "operands", "variadic": True}]
    channel = v2["attributes"][2]
    assert (channel["kind"], channel["default"]) == ("i64", "0")


def test_every_attribute_has_a_sample_and_its_default():
    schema = load_schema(REPO)
    facts = _facts()
    for op, entry in zip(schema.ops, facts["ops"]):
        for v, version in zip(op.versions, entry["versions"]):
            for a, attr in zip(v.attributes, version["attributes"]):
                assert attr["name"] == a.name
                assert attr["sample"], (v.mnemonic, a.name)
                assert (attr["default"] is None) == (not a.has_default), (v.mnemonic, a.name)
    dot = next(o for o in facts["ops"] if o["name"] == "dot_general")["versions"][-1]
    assert next(a for a in dot["attributes"] if a["name"] == "precision_config")["default"] == ["DEFAULT", "DEFAULT"]


def test_enum_cases_carry_their_release(tree):
    tree.edit(
        "schema/attributes.yaml",
        "cases: {EQ: 0, NE: 1, LT: 2}",
        "cases: {EQ: 0, NE: 1, LT: 2, GT: {value: 3, since: 1.0.0}}",
    )
    enum = next(e for e in _facts(tree.root)["enums"] if e["name"] == "comparison_direction")
    assert [(c["name"], c["value"], c["since"]) for c in enum["cases"]] == [
        ("EQ", 0, "0.9.0"),
        ("NE", 1, "0.9.0"),
        ("LT", 2, "0.9.0"),
        ("GT", 3, "1.0.0"),
    ]


def test_no_consumer_reads_the_schema_or_version_h_itself():
    """The readers named in codegen/emit_facts.py take their facts from the
    generated file; none parses the YAML or scans Version.h again."""
    readers = {
        "tests/property/SchemaTables.h": ("YAMLParser", "yaml::", "types.yaml", "ops.yaml"),
        "tests/lit_common.py": ("Version.h", "STABLEHLO_CURRENT_VERSION", "yaml"),
        "tests/tools/bad_input_table.py": ("Version.h", "STABLEHLO_CURRENT_VERSION", "import yaml"),
    }
    for rel, forbidden in readers.items():
        text = open(os.path.join(REPO, rel), encoding="utf-8").read()
        assert "schema-facts.json" in text, rel
        for word in forbidden:
            code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith(("#", "//", "///")))
            assert word not in code, (rel, word)
    cmake = open(os.path.join(REPO, "tests/property/CMakeLists.txt"), encoding="utf-8").read()
    assert "generated/schema-facts.json" in cmake
