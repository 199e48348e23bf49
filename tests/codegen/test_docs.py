"""docs/versions.md (codegen/emit_docs.py): the facts it states come from the
schema, for the repository's schema and for edits of the fixture tree."""

from __future__ import annotations

import os
import re

import pytest

from conftest import REPO
from codegen import emit_docs
from codegen.__main__ import check, generate, main, write
from codegen.render import environment
from codegen.schema import load_schema

PAGE = "docs/versions.md"


def _page(root: str) -> str:
    return emit_docs.emit(load_schema(root), environment())[PAGE]


def section(text: str, heading: str) -> str:
    """The text under `heading` (a whole line) up to the next heading of the
    same or a higher level."""
    level = heading.split(" ")[0]
    lines = text.split("\n")
    assert lines.count(heading) == 1, f"{heading!r} occurs {lines.count(heading)} times"
    start = lines.index(heading) + 1
    end = next(
        (
            i
            for i in range(start, len(lines))
            if lines[i].startswith("#")
            and len(lines[i].split(" ")[0]) <= len(level)
            and set(lines[i].split(" ")[0]) == {"#"}
        ),
        len(lines),
    )
    return "\n".join(lines[start:end])


@pytest.fixture(scope="module")
def schema():
    return load_schema(REPO)


@pytest.fixture(scope="module")
def page():
    return _page(REPO)


# --- the repository's schema --------------------------------------------------


def test_page_starts_with_a_markdown_header_and_contents(page):
    lines = page.split("\n")
    assert lines[0] == (
        "<!-- Generated from schema/versions.yaml, schema/types.yaml, schema/attributes.yaml, "
        "schema/ops.yaml by codegen/; do not edit. -->"
    )
    assert lines[1] == "<!-- Regenerate with: python3 -m codegen --write -->"
    contents = section(page, "## Contents")
    for anchor in ("releases", "ops", "gates", "types", "attributes", "enums"):
        assert f"(#{anchor})" in contents
        assert f"## {anchor.capitalize()}" in lines


def test_release_log(page, schema):
    releases = section(page, "## Releases")
    assert "| 0.9.0 | 2023-03-02 | 0 | Initial stability guarantees. |  |" in releases
    assert "| 0.10.0 | 2023-04-20 | 1 | f8E4M3FNUZ and f8E5M2FNUZ types; MLIR bytecode format 1. | 0.10.1 |" in releases
    assert "| 0.14.0 | 2023-06-29 | 4 | " in releases and "| 0.14.1 .. 0.14.29 (29 patches) |" in releases
    assert re.search(r"^\| 0\.20\.0 \| not tagged \| 6 \| dynamic_conv ", releases, re.M)
    rows = [row for row in releases.splitlines() if re.match(r"\| \d+\.\d+\.\d+ \|", row)]
    assert [r.split(" | ")[0][2:] for r in rows] == ["%d.%d.%d" % r.version for r in schema.releases]


def test_gather_versions_changes_and_downgrade(page):
    gather = section(page, "### gather")
    assert "StableHLO: `stablehlo.gather`." in gather
    assert "| v1 | `vhlo.gather_v1` | 0.9.0 .. 1.0.0 |" in gather
    assert "| v2 | `vhlo.gather_v2` | 1.1.0 .. current |" in gather
    assert "**v1 → v2** (from 1.1.0):" in gather
    for attr in ("operand_batching_dims", "start_indices_batching_dims"):
        assert (
            f"| adds attribute `{attr}` (kind `i64_tensor`, default `[]`) | sets `{attr}` to its default "
            f"| refused unless `{attr}` is its default; then drops it |"
        ) in gather
    assert "Targets 0.9.0 .. 1.0.0 get v1. The downgrade to v1 is lossless whenever it is accepted." in gather
    assert "v3" not in gather and "hook" not in gather


def test_result_accuracy_and_tan_start(page):
    tan = section(page, "### tan")
    assert "| v1 | `vhlo.tan_v1` | 1.4.0 .. 1.9.0 |" in tan
    assert "| v2 | `vhlo.tan_v2` | 1.10.0 .. current |" in tan
    assert "adds attribute `result_accuracy` (kind `result_accuracy`, default `default`)" in tan
    assert "refused unless `result_accuracy` is its default" in tan
    assert "| v1 | `vhlo.exponential_v1` | 0.9.0 .. 1.8.0 |" in section(page, "### exponential")


def test_hook_transition_names_its_hook_and_what_differs(page):
    conv = section(page, "### dynamic_conv")
    assert "| v2 | `vhlo.dynamic_conv_v2` | 0.20.0 .. current |" in conv
    assert (
        "| hook `dynamic_conv_v1_v2`: renames operand `d_padding` to `padding`; removes attribute "
        "`padding` (kind `i64_tensor_2d`, no default) | hook `dynamic_conv_v1_v2` in runtime/ "
        "| decided by hook `dynamic_conv_v1_v2` in runtime/ |"
    ) in conv
    assert (
        "Whether the downgrade to v1 is accepted and lossless is decided by hook `dynamic_conv_v1_v2` in runtime/."
    ) in conv
    assert "lossless whenever" not in conv


def test_variadic_and_region_changes(page):
    gather = section(page, "### all_gather")
    assert (
        "| makes operand `operand` variadic (renamed `operands`) | the single value becomes a group of one "
        "| refused unless the operand group `operands` has exactly one value |"
    ) in gather
    assert "makes result `result` variadic (renamed `results`)" in gather
    assert "refused unless the result group `results` has exactly one value" in gather
    composite = section(page, "### composite")
    assert (
        "| adds variadic region `composite_regions` | the op gets an empty region list "
        "| refused unless there are no regions |"
    ) in composite
    broadcast = section(page, "### collective_broadcast")
    assert "adds attribute `has_dynamic_root` (kind `bool`, default `false`)" in broadcast
    assert "| v1 | `vhlo.collective_broadcast_v1` | 0.16.0 .. 1.19.0 |" in broadcast


def test_gates(page, schema):
    custom_call = section(page, "### custom_call")
    assert "- v1: `custom_call_future_operands` since 1.17.0: custom_call's operands may be futures." in custom_call
    assert "- v1: `reduce_promotion` since 0.17.0: A reduce-like op's result element type may differ" in section(
        page, "### reduce"
    )
    gates = section(page, "## Gates")
    for g in schema.gates:
        assert f"| `{g.name}` | {'%d.%d.%d' % g.since} | " in gates
    assert "`reduce_v1`" in gates and "`select_and_scatter_v1`" in gates


def test_every_op_has_a_section_with_every_version(page, schema):
    ops = section(page, "## Ops")
    for op in schema.ops:
        body = section(page, f"### {op.name}")
        assert f"[{op.name}](#{op.name})" in ops
        for v in op.versions:
            until = "%d.%d.%d" % v.until if v.until else "current"
            assert f"| v{v.number} | `vhlo.{v.mnemonic}` | {'%d.%d.%d' % v.since} .. {until} |" in body
        assert body.count("**v") == len(op.versions) - 1
        if op.doc:
            assert op.doc in body
    headings = re.findall(r"^### (\S+)$", page, re.M)
    assert headings == [op.name for op in schema.ops]


def test_types_attributes_and_enums(page, schema):
    types = section(page, "## Types")
    assert "| f8E4M3FNUZ | `!vhlo.f8E4M3FNUZ_v1` | 0.10.0 .. current | 27 | `f8E4M3FNUZ` | An 8-bit float. |" in types
    assert "| tensor | `!vhlo.tensor_v1` | 0.9.0 .. current | 20, 21 |" in types
    assert "| tf32 | `!vhlo.tf31_v1` | 1.6.0 .. current | 34 |" in types
    for t in schema.types:
        assert f"| {t.name} | `!vhlo.{t.mnemonic}` | {'%d.%d.%d' % t.since} .. current | " in types
    attrs = section(page, "## Attributes")
    assert "| result_accuracy | `#vhlo.result_accuracy_v1` | 1.9.0 .. current | 20 |" in attrs
    assert "Retired attribute and enum codes, never reused: 0." in attrs
    for a in schema.attributes:
        assert f"| {a.name} | `#vhlo.{a.mnemonic}` | {'%d.%d.%d' % a.since} .. current | {a.code} |" in attrs
    enums = section(page, "## Enums")
    assert (
        "| result_accuracy_mode | `#vhlo<result_accuracy_mode_v1 ...>` | 1.9.0 .. current | 19 "
        "| `ResultAccuracyMode` | DEFAULT = 0, HIGHEST = 1, TOLERANCE = 2 |"
    ) in enums
    for e in schema.enums:
        assert f"| {e.name} | `#vhlo<{e.mnemonic} ...>` | {'%d.%d.%d' % e.since} .. current | {e.code} |" in enums


def test_checked_in_page_is_current(page):
    with open(os.path.join(REPO, PAGE), encoding="utf-8") as f:
        assert f.read() == page


# --- the fixture tree ------------------------------------------------------------


def test_fixture_page(tree):
    text = _page(tree.root)
    assert "| 0.10.0 | 2023-04-20 | 1 | Variadic call operands. | 0.10.1 |" in text
    call = section(text, "### call")
    assert "StableHLO: `func.call`." in call
    assert "| v1 | `vhlo.call_v1` | 0.9.0 .. 0.9.0 |" in call
    assert "| makes operand `inputs` variadic | " in call
    assert "refused unless the operand group `inputs` has exactly one value" in call
    compare = section(text, "### compare")
    assert "adds attribute `limit` (kind `i64`, default `7`)" in compare
    assert "Retired type codes, never reused: 2." in text
    assert (
        "| comparison_direction | `#vhlo<comparison_direction_v1 ...>` | 0.9.0 .. current | 3 "
        "| `ComparisonDirection` | EQ = 0, NE = 1, LT = 2 |" in text
    )
    assert "| tuple | `!vhlo.tuple_v1` | 0.10.0 .. current | 3 | `tuple` | A tuple type. |" in text
    assert "Gates (" not in text
    assert "The schema has no gates." in section(text, "## Gates")


def test_fixture_removed_attribute_and_op_doc(tree):
    tree.edit(
        "schema/ops.yaml",
        "comparison_direction: enum<comparison_direction>",
        "comparison_direction: {kind: enum<comparison_direction>, default: NE}",
    )
    tree.edit(
        "schema/ops.yaml",
        "      - since: 1.0.0\n        add_attributes:",
        "      - since: 1.0.0\n        remove_attributes: [comparison_direction]\n        add_attributes:",
    )
    tree.edit(
        "schema/ops.yaml", "  add:\n    versions:", "  add:\n    doc: Adds two tensors | elementwise.\n    versions:"
    )
    text = _page(tree.root)
    compare = section(text, "### compare")
    assert (
        "| removes attribute `comparison_direction` (kind `enum<comparison_direction>`, default `NE`) "
        "| refused unless `comparison_direction` is its default; then drops it | always accepted: restores "
        "`comparison_direction` with its "
        "default `NE` |"
    ) in compare
    assert "refused unless `limit` is its default" in compare
    assert "StableHLO: `stablehlo.add`. Adds two tensors | elementwise." in section(text, "### add")


def test_fixture_hook_with_classified_changes(tree):
    tree.edit(
        "schema/ops.yaml",
        "        variadic_operands: [inputs]",
        "        variadic_operands: [inputs]\n        rename_results: {results: outs}\n        hook: call_v1_v2",
    )
    call = section(_page(tree.root), "### call")
    assert "| makes operand `inputs` variadic | " in call
    assert (
        "| hook `call_v1_v2`: renames result `results` to `outs` | hook `call_v1_v2` in runtime/ "
        "| decided by hook `call_v1_v2` in runtime/ |"
    ) in call
    assert "decided by hook `call_v1_v2` in runtime/, after the conditions above." in call


def test_page_is_checked_but_docs_is_not_scanned(tree, capsys):
    files = generate(tree.root)
    assert PAGE in files
    write(tree.root, files)
    other = tree.path("docs/notes.md")
    with open(other, "w", encoding="utf-8") as f:
        f.write("hand-written\n")
    capsys.readouterr()
    assert check(tree.root, files) == 0
    assert capsys.readouterr().out == ""
    tree.edit(PAGE, "## Releases\n", "## Release log\n")
    assert main(["--check", "--root", tree.root]) == 1
    out = capsys.readouterr().out
    assert f"--- a/{PAGE}\n+++ b/{PAGE}\n" in out and "-## Release log\n+## Releases\n" in out
    assert main(["--write", "--root", tree.root]) == 0
    assert f"wrote {PAGE}" in capsys.readouterr().out
    assert os.path.exists(other)
    assert main(["--check", "--root", tree.root]) == 0


def test_expansions_are_listed():
    """The compatibility rewrites the schema declares appear with their op or
    release."""
    text = _page(REPO)
    assert "- v1: below 1.4.0, rewritten by `tan_to_sine_cosine`" in section(text, "### tan")
    assert "- below 1.9.0: `location_ranges_to_points`" in text
    assert "Below 1.16.0, the expander's `mesh_replica_groups_to_dense` rewrites it." in text
