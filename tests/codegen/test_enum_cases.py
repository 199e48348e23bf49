"""Enum cases carry versions (schema/attributes.yaml `CASE: {value, since}`).

Each case copies the repository's schema, Version.h and lock, bumps the copy
to the next release as a contributor does, adds a case (or a new version of
an enum) and checks what the generator derives from it: the gate (the enum
attribute's first release depends on its value), the gate test, the docs,
the sample values, the release notes and the conversions. The releases come
from the copy, so a version bump needs no edit here.
"""

from __future__ import annotations

import os
import re
import shutil

import pytest

from conftest import REPO, Tree, precision_as_released
from codegen.__main__ import generate
from codegen.loader import SchemaError
from codegen.model import read_version_header, vstr
from codegen.schema import VERSION_HEADER, load_schema
from codegen.samples import sample_attrs

ATTRS, VERSIONS = "schema/attributes.yaml", "schema/versions.yaml"
PRECISION = "{DEFAULT: 0, HIGH: 1, HIGHEST: 2}"


@pytest.fixture
def repo(tmp_path) -> Tree:
    root = tmp_path / "repo"
    os.makedirs(root / "schema")
    os.makedirs(root / os.path.dirname(VERSION_HEADER))
    for name in ("versions.yaml", "types.yaml", "attributes.yaml", "ops.yaml", "released.yaml"):
        shutil.copy(os.path.join(REPO, "schema", name), root / "schema" / name)
    shutil.copy(os.path.join(REPO, VERSION_HEADER), root / VERSION_HEADER)
    tree = Tree(str(root))
    precision_as_released(tree)
    return tree


def bump(tree: Tree) -> str:
    """Bumps the copy to X.Y+1.0 (Version.h and the version log)."""
    (major, minor, patch), _ = read_version_header(tree.path(VERSION_HEADER))
    tree.edit(
        VERSION_HEADER,
        f"STABLEHLO_CURRENT_VERSION {major}, {minor}, {patch}",
        f"STABLEHLO_CURRENT_VERSION {major}, {minor + 1}, 0",
    )
    new = f"{major}.{minor + 1}.0"
    with open(tree.path(VERSIONS), "a", encoding="utf-8") as f:
        f.write(f"- version: {new}\n  bytecode: 6\n  change: Test release.\n")
    return new


def add_extreme(tree: Tree, since: str) -> None:
    tree.edit(ATTRS, PRECISION, "{DEFAULT: 0, HIGH: 1, HIGHEST: 2, EXTREME: {value: 3, since: %s}}" % since)


def test_a_case_gates_its_enum_attribute(repo):
    new = bump(repo)
    add_extreme(repo, new)
    files = generate(repo.root)
    td = files["generated/vhlo/VhloAttrs.td"]
    # The first release of a precision value depends on the case.
    v = "::mlir::vhlo::Version(%s)" % new.replace(".", ", ")
    assert f'"(getValue() == ::mlir::vhlo::PrecisionV1::EXTREME ? {v} : ::mlir::vhlo::Version(0, 9, 0))"' in td
    assert 'I32EnumAttrCase<"EXTREME", 3>  // since ' + new in td
    # Enums without later cases keep a constant first release.
    assert '"comparison_direction_v1",\n    "::mlir::vhlo::Version(0, 9, 0)"' in td


def test_a_case_has_a_generated_gate_test(repo):
    new = bump(repo)
    add_extreme(repo, new)
    schema = load_schema(repo.root)
    before = vstr(schema.releases[-2].version)
    test = generate(repo.root)["generated/tests/gates/case_precision_EXTREME.mlir"]
    assert f"// The case EXTREME of enum precision appeared in {new}: accepted there, refused at {before}." in test
    assert f"--vhlo-to-version=target={new} %s | FileCheck %s" in test
    assert f"not stablehlo-opt --vhlo-to-version=target={before} %s" in test
    assert f"stablehlo.add: attribute '#vhlo<precision_v1 EXTREME>' in attribute 'gate' was introduced in {new}" in test
    assert f"the lowest target that accepts this program is {new}" in test
    # Without the case there is no such test.
    has = any(c == "EXTREME" for c, _ in load_schema(REPO).enum("precision").cases)
    assert ("generated/tests/gates/case_precision_EXTREME.mlir" in generate(REPO)) == has


def test_the_docs_and_notes_name_the_case(repo):
    new = bump(repo)
    add_extreme(repo, new)
    page = generate(repo.root)["docs/versions.md"]
    assert f"DEFAULT = 0, HIGH = 1, HIGHEST = 2, EXTREME = 3 (since {new}) |" in page
    import importlib.util

    spec = importlib.util.spec_from_file_location("release", os.path.join(REPO, "tools", "release.py"))
    release = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(release)
    schema = load_schema(repo.root)
    notes = release.notes(schema, schema.releases[-2].version, schema.current)
    assert "New enum cases:" in notes and "  - #vhlo<precision_v1 EXTREME>" in notes


def test_samples_use_cases_every_op_version_has(repo):
    """Generated op tests serialize each version at its first release: their
    sample values must not use a case added later."""
    new = bump(repo)
    repo.edit(
        ATTRS,
        "{NOTYPE: 0, FLOAT: 1, TOTALORDER: 2, SIGNED: 3, UNSIGNED: 4}",
        "{NOTYPE: 0, FLOAT: 1, TOTALORDER: 2, SIGNED: 3, UNSIGNED: 4, HALF: {value: 5, since: %s}}" % new,
    )
    schema = load_schema(repo.root)
    compare = next(op for op in schema.ops if op.name == "compare")
    samples = sample_attrs(schema, compare, compare.versions[0])
    assert "HALF" not in samples["compare_type"]
    assert samples["compare_type"].startswith("#vhlo<comparison_type_v1 ")
    files = generate(repo.root)
    assert "HALF" not in files["generated/tests/ops/compare_v1.mlir"]
    assert all("HALF" not in text for path, text in files.items() if path.startswith("generated/tests/transitions/"))


@pytest.mark.parametrize(
    "case,fragment",
    [
        (
            "EXTREME: {value: 3, since: 0.9.0}",
            "since 0.9.0 is not after the enum's 0.9.0; write the case as `EXTREME: 3`",
        ),
        ("EXTREME: {value: 3, since: 1.20.5}", "version 1.20.5 is not a release in versions.yaml"),
        ("EXTREME: {value: 3}", "enum case 'EXTREME' lacks required key 'since'"),
        ("EXTREME: {since: NEXT}", "enum case 'EXTREME' lacks required key 'value'"),
        ("EXTREME: {value: 3, since: NEXT, colour: red}", "unknown key 'colour' in enum case 'EXTREME'"),
        ("EXTREME: {value: x, since: NEXT}", "enum case 'EXTREME' needs a non-negative integer value"),
        ("EXTREME: {value: 2, since: NEXT}", "enum 'precision' has two cases with one value"),
    ],
)
def test_bad_cases_are_refused_at_their_line(repo, case, fragment):
    new = bump(repo)
    case = case.replace("NEXT", new)
    repo.edit(ATTRS, PRECISION, "{DEFAULT: 0, HIGH: 1, HIGHEST: 2,\n     %s}" % case)
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert fragment in info.value.message, str(info.value)
    assert info.value.file == ATTRS
    assert info.value.line in (repo.line_of(ATTRS, case), repo.line_of(ATTRS, case) - 1), str(info.value)


PRECISION_V2 = """
  precision_v2:
    code: {code}
    since: {since}
    stablehlo: Precision
    summary: XLA precision for an operand. Has backend specific meaning.
    cases: {{DEFAULT: 0, HIGH: 1, HIGHEST: 2, EXTREME: 3}}
"""


def _free_attribute_code(schema) -> int:
    used = {a.code for a in schema.attributes} | {e.code for e in schema.enums} | set(schema.attr_reserved)
    return max(used) + 1


def test_a_new_enum_version_has_distinct_definitions(repo):
    new = bump(repo)
    code = _free_attribute_code(load_schema(repo.root))
    text = repo.read(ATTRS).rstrip("\n") + "\n" + PRECISION_V2.format(code=code, since=new).lstrip("\n")
    with open(repo.path(ATTRS), "w", encoding="utf-8") as f:
        f.write(text)
    schema = load_schema(repo.root)
    v2 = schema.enum("precision_v2")
    assert (v2.mnemonic, v2.cpp_enum, v2.cpp_class, v2.version) == ("precision_v2", "PrecisionV2", "PrecisionV2Attr", 2)
    files = generate(repo.root)
    td = files["generated/vhlo/VhloAttrs.td"]
    assert td.count("def VHLO_PrecisionV1 :") == 1 and td.count("def VHLO_PrecisionV2 :") == 1
    # Version 1's attribute record is upstream's name (schema `record`); a
    # new version without one is named after its C++ class.
    assert td.count("def VHLO_PrecisionAttrV1 :") == 1 and td.count("def VHLO_PrecisionV2Attr :") == 1
    conv = files["generated/vhlo/VhloEnumConversions.cpp.inc"]
    to_vhlo, from_vhlo = conv.split("Attribute convertEnumFromVhlo")
    # StableHLO converts to the newest version only; both convert back.
    assert to_vhlo.count("llvm::dyn_cast<stablehlo::PrecisionAttr>") == 1
    assert "PrecisionV2Attr::get" in to_vhlo and "PrecisionV1Attr::get" not in to_vhlo
    assert "llvm::dyn_cast<PrecisionV1Attr>" in from_vhlo and "llvm::dyn_cast<PrecisionV2Attr>" in from_vhlo
    # Every def of the generated ODS is unique.
    defs = re.findall(r"^def (\w+)", td, re.M)
    assert len(defs) == len(set(defs))
    # StableHLO has one enum, with the newest version's cases.
    enums_td = files["generated/stablehlo/StablehloEnums.td"]
    assert enums_td.count("def Stablehlo_Precision :") == 1
    precision = enums_td.split("def Stablehlo_Precision :")[1].split("def ")[0]
    assert 'I32EnumAttrCase<"EXTREME", 3>' in precision


def test_the_stablehlo_enums_are_the_schemas(repo):
    """generated/stablehlo/StablehloEnums.td takes each enum's cases, summary
    and printed form from the schema."""
    text = repo.read(ATTRS)
    text = text.replace("summary: Which comparison type to use.", "summary: How to compare.", 1)
    text = text.replace(
        "stablehlo: ComparisonType, cases: {NOTYPE: 0,",
        "stablehlo: ComparisonType, stablehlo_syntax: mnemonic, cases: {NOTYPE: 0,",
        1,
    )
    with open(repo.path(ATTRS), "w", encoding="utf-8") as f:
        f.write(text)
    td = generate(repo.root)["generated/stablehlo/StablehloEnums.td"]
    comparison_type = td.split("def Stablehlo_ComparisonType :")[1].split("\n\n")[0]
    assert '"How to compare."' in comparison_type
    assert 'I32EnumAttrCase<"UNSIGNED", 4>' in comparison_type
    assert 'Stablehlo_ComparisonType, "comparison_type"> {\n  let assemblyFormat' in comparison_type
    # The i32-stored enum keeps I32EnumAttr's own attribute.
    assert 'def Stablehlo_CustomCallApiVersionAttr : I32EnumAttr<"CustomCallApiVersion",' in td


@pytest.mark.parametrize(
    "key,extra,fragment",
    [
        (
            "precision_x",
            "    mnemonic: precision_v1\n",
            "would generate the mnemonic 'precision_v1' that enum 'precision'",
        ),
        ("precision_v1", "", "would generate the mnemonic 'precision_v1' that enum 'precision'"),
        ("precision_v3", "", "enum 'precision_v3' and enum 'precision' both stand for Precision since 0.9.0"),
    ],
)
def test_clashing_enum_definitions_are_refused(repo, key, extra, fragment):
    new = bump(repo)
    code = _free_attribute_code(load_schema(repo.root))
    since = new if "both stand" not in fragment else "0.9.0"
    block = PRECISION_V2.format(code=code, since=since).replace("precision_v2:", f"{key}:")
    block = block.replace("    stablehlo:", extra + "    stablehlo:")
    text = repo.read(ATTRS).rstrip("\n") + "\n" + block.lstrip("\n")
    with open(repo.path(ATTRS), "w", encoding="utf-8") as f:
        f.write(text)
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert fragment in info.value.message, str(info.value)
    assert info.value.line == repo.line_of(ATTRS, f"  {key}:\n")
