"""`python3 -m codegen --write` says what remains by hand (codegen/checklist.py).

Each CONTRIBUTING recipe is applied to a copy of the repository bumped to
the next release (tests/codegen/test_recipes.py does the same); the
checklist must name the change and the hand-written file it needs. A schema
that adds nothing beyond the lock prints nothing.
"""

from __future__ import annotations

import os
import re
import shutil

import pytest

from conftest import REPO
from codegen import checklist, lock
from codegen.__main__ import main
from codegen.schema import VERSION_HEADER, load_schema
from test_recipes import RECIPES, _apply, _bumped_copy, _free_names, _release_text, removal_target

# recipe -> what its checklist line must say ({op}, {version} filled in).
EXPECTED = {
    "add-attribute": r"new version compare_v\d+ \(add attribute total_order\w*\): give stablehlo\.compare the "
    r"change in runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps\.td.* with a value "
    r"other than the default of total_order",
    "remove-attribute": r"new version all_gather_v\d+ \(remove attribute use_global_device_ids\)",
    "change-attribute-kind": r"hook iota_v1_v2: define upgradeIotaV\d+ToV\d+ and downgradeIotaV\d+ToV\d+ in "
    r"runtime/lib/Dialect/Vhlo/VhloHooks\.cpp",
    "make-variadic": r"new version collective_permute_v\d+ \(variadic operand operand, variadic result result\)",
    "hook": r"hook triangular_solve_v1_v2: define upgradeTriangularSolveV\d+ToV\d+",
    "gate": r"new gate reduce_window_promotion: define bool usesReduceWindowPromotion\(Operation \*, "
    r"std::string &what\) in runtime/lib/Dialect/Vhlo/VhloHooks\.cpp",
    "new-op": r"new op sine_cosine\w*: define stablehlo\.sine_cosine\w* in .*StablehloOps\.td.*"
    r"tests/vhlo/compendium/; rerun tools/dev\.sh regen \(docs/status\.md\)",
    "new-enum": r"new enum rounding_mode\w*: stablehlo::RoundingMode\w* and its attribute are generated "
    r"\(generated/stablehlo/StablehloEnums\.td\); give it a program per case in "
    r"enumGenerators of tests/property/RoundTripPropertyTest\.cpp; add a function using it to "
    r"tests/vhlo/compendium/",
    "new-type": r"new type f80\w*: its conversions and its place in Stablehlo_Float are generated from `mlir:`, "
    r"nothing to write(; the type constraint messages of StableHLO ops now say '4/6/8/16/32/64/80-bit "
    r"float' where they said '4/6/8/16/32/64-bit float': update the negative tests that quote it "
    r"\(grep -rn '4/6/8/16/32/64-bit float' tests/stablehlo/\))?; add a function using it to "
    r"tests/vhlo/compendium/",
    "new-enum-case": r"new case EXTREME\w* of precision: stablehlo::Precision gets it "
    r"\(generated/stablehlo/StablehloEnums\.td\); accept it in the verifiers",
    "remove-op": r"op {removed} removed in {version}: add a test under tests/vhlo/ that an artifact "
    r"written for {before} holding vhlo\.{removed}_v\d+ is still read",
}


def test_every_recipe_has_an_expected_line():
    assert set(EXPECTED) == {p.id for p in RECIPES}


@pytest.mark.parametrize("fields,block", RECIPES)
def test_each_change_kind_prints_its_line(tmp_path, monkeypatch, fields, block):
    tree, version = _bumped_copy(tmp_path)
    block = _free_names(_release_text(block, version), fields, load_schema(REPO))
    removed = removal_target(fields["end-op"], load_schema(tree.root)) if "end-op" in fields else ""
    # What the repository adds beyond the lock already (a contributor's own
    # changes) is listed before and after the recipe.
    baseline = checklist.checklist(load_schema(tree.root), tree.root)
    _apply(tree, monkeypatch, fields, block)
    lines = checklist.checklist(load_schema(tree.root), tree.root)
    locked = "%d.%d.%d" % lock.read(REPO)[0]
    before = "%d.%d.%d" % load_schema(REPO).current
    name = next(p.id for p in RECIPES if p.values[0] is fields)
    expected = re.compile(
        EXPECTED[name].format(version=re.escape(version), before=re.escape(before), removed=re.escape(removed))
    )
    assert lines[0].startswith(f"By hand, for what the schema adds after {locked}")
    assert any(expected.search(line) for line in lines), "\n".join(lines)
    # Every hand-written file the checklist names is in the recipe's list.
    from test_recipes import TOUCHED

    named = {
        path
        for line in lines
        if line not in baseline and "release " + version not in line
        for path in re.findall(r"\b((?:runtime|tests)/[\w./-]*[\w/])", line)
    }
    missing = [path for path in sorted(named) if f"`{path}`" not in TOUCHED[name]]
    assert not missing, f"recipe {name}: the checklist names {missing}, its 'Hand-written files:' line does not"
    # The bump itself is a change too, and nothing else is listed.
    assert any(f"release {version}: rerun tools/dev.sh regen" in line for line in lines)
    assert len([line for line in lines if line not in baseline]) <= 2, "\n".join(lines)


def test_a_new_enum_prints_where_to_define_it(tmp_path):
    tree, version = _bumped_copy(tmp_path)
    schema = load_schema(tree.root)
    code = max([a.code for a in schema.attributes] + [e.code for e in schema.enums] + list(schema.attr_reserved)) + 1
    text = tree.read("schema/attributes.yaml")
    text = text.replace(
        "\n  precision:\n",
        f"\n  rounding_checklist:\n    {{code: {code}, since: {version}, "
        "stablehlo: RoundingChecklist, cases: {NEAREST: 0, UP: 1}, summary: Rounding.}\n  precision:\n",
        1,
    )
    with open(tree.path("schema/attributes.yaml"), "w", encoding="utf-8") as f:
        f.write(text)
    lines = checklist.checklist(load_schema(tree.root), tree.root)
    assert (
        "  - new enum rounding_checklist: stablehlo::RoundingChecklist and its attribute are generated "
        "(generated/stablehlo/StablehloEnums.td); give it a program per case in "
        "enumGenerators of tests/property/RoundTripPropertyTest.cpp; add a function using it to "
        "tests/vhlo/compendium/"
    ) in lines


def _copy(tmp_path) -> str:
    root = tmp_path / "repo"
    shutil.copytree(os.path.join(REPO, "schema"), root / "schema")
    os.makedirs(root / os.path.dirname(VERSION_HEADER))
    shutil.copy(os.path.join(REPO, VERSION_HEADER), root / VERSION_HEADER)
    return str(root)


def test_write_prints_the_checklist(tmp_path, capsys):
    tree, version = _bumped_copy(tmp_path)
    assert main(["--write", "--root", tree.root]) == 0
    out = [line for line in capsys.readouterr().out.splitlines() if not line.startswith("wrote ")]
    assert out == checklist.checklist(load_schema(tree.root), tree.root)
    assert any(line.startswith(f"  - release {version}:") for line in out)
    # --check writes nothing and prints no checklist.
    assert main(["--check", "--root", tree.root]) == 0
    assert "By hand" not in capsys.readouterr().out


def test_no_change_prints_nothing(tmp_path, capsys):
    root = _copy(tmp_path)
    # The schema as released: the lock holds all of it (a repository with
    # changes after its last release is locked at its current release).
    schema = load_schema(root)
    if lock.read(root)[0] != schema.current:
        lock.write(schema, root, schema.current)
    assert checklist.additions(load_schema(root), root) == []
    assert main(["--write", "--root", root]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out and [line for line in out if not line.startswith("wrote ")] == []


def test_no_lock_prints_nothing(tree):
    """The fixture has no lock: nothing is released, nothing is listed."""
    assert not os.path.exists(tree.path("schema/released.yaml"))
    assert checklist.checklist(load_schema(tree.root), tree.root) == []
