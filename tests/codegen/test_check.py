"""`python3 -m codegen --write/--check` on the fixture tree, and the shape of
every generated file (header, trailing newline, determinism, no paths)."""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest

from conftest import FIXTURE, REPO
from codegen.__main__ import check, generate, main, write

# `//` for C++, TableGen and MLIR files, `#` for Python (generated/tests/lit.cfg.py),
# `<!-- ... -->` for Markdown (docs/versions.md).
HEADER_1 = re.compile(
    r"^(//|#|<!--) Generated from (?:schema/(\w+\.yaml)?|codegen/kinds\.py)(, schema/\w+\.yaml)* "
    r"by codegen/; "
    r"do not edit\.( -->)?$"
)
HEADER_2 = "{} Regenerate with: python3 -m codegen --write"
DOCS = "docs/versions.md"  # the one output outside generated/
OPS_TD = "generated/vhlo/VhloOps.td"
EXPECTED_FILES = {
    "generated/vhlo/VhloTypes.td",
    "generated/vhlo/VhloAttrs.td",
    OPS_TD,
    "generated/vhlo/VhloVersionLog.inc",
    "generated/vhlo/VhloBytecode.cpp.inc",
    "generated/vhlo/VhloScalarTypes.cpp.inc",
    "generated/vhlo/VhloEnumConversions.cpp.inc",
    "generated/vhlo/VhloOpTables.cpp.inc",
}


@pytest.fixture
def written(tree, capsys):
    """The fixture tree with generated/ written; returns (tree, files)."""
    files = generate(tree.root)
    write(tree.root, files)
    capsys.readouterr()
    return tree, files


def test_generates_the_expected_files(written):
    tree, files = written
    assert EXPECTED_FILES <= set(files)
    assert DOCS in files
    assert all(rel.startswith("generated/") for rel in set(files) - {DOCS})
    for rel in files:
        assert os.path.isfile(tree.path(rel)), rel


def test_check_passes_on_a_fresh_tree(written, capsys):
    tree, files = written
    assert check(tree.root, files) == 0
    assert capsys.readouterr().out == ""
    assert main(["--check", "--root", tree.root]) == 0


def test_write_is_idempotent(written, capsys):
    tree, files = written
    assert write(tree.root, generate(tree.root)) == 0
    assert capsys.readouterr().out == ""


def test_edited_generated_file_fails_with_a_diff(written, capsys):
    tree, files = written
    original = "// Regenerate with: python3 -m codegen --write\n"
    tree.edit(OPS_TD, original, "// Regenerate by hand\n")
    assert check(tree.root, files) != 0
    out = capsys.readouterr().out
    assert f"--- a/{OPS_TD}\n+++ b/{OPS_TD}\n" in out
    assert re.search(r"^@@ -1,\d+ \+1,\d+ @@", out, re.M), out
    assert "\n-// Regenerate by hand\n+" + original in out
    assert "1 generated file(s) are stale: run `python3 -m codegen --write`" in out
    # Only the edited file shows up in the diff.
    assert out.count("--- a/") == 1
    assert main(["--check", "--root", tree.root]) == 1
    # --write repairs it and --check passes again.
    assert main(["--write", "--root", tree.root]) == 0
    assert f"wrote {OPS_TD}" in capsys.readouterr().out
    assert main(["--check", "--root", tree.root]) == 0


def test_missing_generated_file_is_stale(written, capsys):
    tree, files = written
    os.remove(tree.path(OPS_TD))
    assert check(tree.root, files) != 0
    out = capsys.readouterr().out
    assert f"+++ b/{OPS_TD}" in out and "1 generated file(s) are stale" in out


def test_extra_file_under_generated_is_reported(written, capsys):
    tree, files = written
    extra = "generated/vhlo/VhloOld.inc"
    with open(tree.path(extra), "w", encoding="utf-8") as f:
        f.write("// left over\n")
    assert check(tree.root, files) != 0
    out = capsys.readouterr().out
    assert f"stale: {extra} is no longer generated" in out
    assert "1 generated file(s) are stale" in out
    assert main(["--check", "--root", tree.root]) == 1
    # --write removes it.
    assert main(["--write", "--root", tree.root]) == 0
    assert f"removed {extra}" in capsys.readouterr().out
    assert not os.path.exists(tree.path(extra))
    assert main(["--check", "--root", tree.root]) == 0


def test_schema_edit_makes_the_tree_stale(written, capsys):
    tree, files = written
    tree.edit("schema/ops.yaml", "limit: {kind: i64, default: 7}", "limit: {kind: i64, default: 8}")
    assert main(["--check", "--root", tree.root]) == 1
    out = capsys.readouterr().out
    assert "--- a/generated/vhlo/VhloOpTables.cpp.inc" in out
    assert "+  return IntegerV1Attr::get(ctx, I64V1Type::get(ctx), llvm::APInt(64, 8, /*isSigned=*/true));" in out


def test_output_is_deterministic_and_location_independent(tree, tmp_path):
    first = generate(FIXTURE)
    assert generate(FIXTURE) == first
    other = tmp_path / "elsewhere" / "copy"
    shutil.copytree(FIXTURE, other)
    assert generate(str(other)) == first
    assert generate(tree.root) == first


def test_generated_file_shape(tree):
    files = generate(tree.root)
    forbidden = {tree.root, os.path.dirname(tree.root), FIXTURE, REPO}
    for rel, text in files.items():
        lines = text.split("\n")
        if rel.endswith(".json"):  # no comments in JSON: the first two keys say it
            data = json.loads(text)
            assert list(data)[:2] == ["generated", "regenerate"], rel
            assert re.fullmatch(
                r"Generated from (schema/\w+\.yaml, )*schema/\w+\.yaml and Version\.h by codegen/; "
                r"do not edit\.",
                data["generated"],
            ), data["generated"]
            assert HEADER_2.format("//") == "// Regenerate with: " + data["regenerate"]
        else:
            m = HEADER_1.match(lines[0])
            assert m, (rel, lines[0])
            assert bool(m.group(4)) == (m.group(1) == "<!--"), (rel, lines[0])
            assert lines[1] == HEADER_2.format(m.group(1)) + (m.group(4) or ""), (rel, lines[1])
        assert text.endswith("\n") and not text.endswith("\n\n"), rel
        for path in forbidden:
            assert path not in text, (rel, path)
        assert not re.search(r"(^|[\s\"'(])/(tmp|work|home|usr)/", text, re.M), rel


def test_generated_content_follows_the_model(tree):
    files = generate(tree.root)
    log = files["generated/vhlo/VhloVersionLog.inc"]
    assert [line for line in log.splitlines() if line.startswith("STABLEHLO_")] == [
        'STABLEHLO_RELEASE(0, 9, 0, "2023-03-02")',
        'STABLEHLO_RELEASE(0, 10, 1, "2023-04-20")',
        'STABLEHLO_PATCH(0, 10, 1, "2023-05-03")',
        'STABLEHLO_RELEASE(1, 0, 1, "2023-09-01")',
    ]
    tables = files["generated/vhlo/VhloOpTables.cpp.inc"]
    assert "    {ChangeKind::AddAttribute, &CompareOpV2Attrs[1], 0},\n" in tables
    assert "    {ChangeKind::VariadicOperand, nullptr, 0},\n" in tables
    assert (
        '    {"vhlo.compare_v1", 1, Version(0, 9, 0), Version(0, 10, 0), CompareOpV1Attrs,\n'
        "     1, unsigned(OpId::Compare), CompareOpV2Changes, nullptr,\n     nullptr, nullptr,\n     nullptr, 0,\n"
        "     CompareOpV1Operands, 2,\n     CompareOpV1Results, 1},\n"
    ) in tables
    assert (
        '    {"vhlo.compare_v2", 2, Version(1, 0, 0), Version::getCurrentVersion(), CompareOpV2Attrs,\n'
        "     2, unsigned(OpId::Compare), nullptr, CompareOpV2Changes,\n     nullptr, nullptr,\n     nullptr, 0,\n"
        "     CompareOpV2Operands, 2,\n     CompareOpV2Results, 1},\n"
    ) in tables
    # The operand and result layout: call's `inputs` becomes variadic in v2
    # (the VariadicOperand change at index 0 above).
    assert ('static const ValueSpec CallOpV1Operands[] = {\n    {"inputs", false},\n};\n') in tables
    assert ('static const ValueSpec CallOpV2Operands[] = {\n    {"inputs", true},\n};\n') in tables
    assert ('static const ValueSpec CallOpV2Results[] = {\n    {"results", true},\n};\n') in tables
