"""The release tools: tools/snapshot.py's "too new" test, and
tools/release.py's dating and release notes."""

from __future__ import annotations

import importlib.util
import os

import pytest

from conftest import REPO
from codegen import lock
from codegen.schema import load_schema


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, os.path.join(REPO, "tools", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


snapshot = _tool("snapshot")
release = _tool("release")

REFUSED = (
    "x.mlir:3:8: error: failed to legalize operation 'vhlo.tan_v2' that was explicitly marked "
    "illegal: stablehlo.tan was introduced in 1.4.0 and does not exist at target 1.3.0; the lowest "
    "target that accepts this program is 1.4.0\n"
)
SUMMARY = (
    "x.mlir:0:0: error: failed to convert VHLO to v1.3.0\n"
    "x.mlir:0:0: error: failed to serialize to a StableHLO 1.3.0 artifact (see the errors above)\n"
)


REMOVED = (
    "x.mlir:3:8: error: failed to legalize operation 'vhlo.torch_index_select_v1' that was explicitly "
    "marked illegal: stablehlo.torch_index_select was removed in 1.21.0 and does not exist at target "
    "1.21.0; the last release that has it is 1.20.0 (vhlo.torch_index_select_v1); no target above 1.20.0 "
    "accepts this program\n"
)
REMOVED_SUMMARY = SUMMARY.replace("1.3.0", "1.21.0")


def test_an_op_removed_at_the_release_is_left_out():
    """A chunk using an op the release removed does not exist at the release."""
    assert snapshot.too_new(REMOVED + REMOVED_SUMMARY, "1.21.0")
    assert snapshot.too_new(REMOVED + REMOVED_SUMMARY.replace("1.21.0", "1.22.0"), "1.22.0")
    # Any other error still stops the snapshot.
    assert not snapshot.too_new(REMOVED + "x.mlir:1:1: error: crashed\n" + REMOVED_SUMMARY, "1.21.0")
    # A removal after the release cannot be the reason.
    assert not snapshot.too_new(REMOVED.replace("removed in 1.21.0", "removed in 1.22.0") + REMOVED_SUMMARY, "1.21.0")


def test_a_newer_feature_is_too_new():
    expandable = REFUSED.replace("is 1.4.0\n", "is 1.4.0 (0.9.0 with the compatibility expander)\n")
    assert expandable != REFUSED and snapshot.too_new(expandable + SUMMARY, "1.3.0")
    assert snapshot.too_new(REFUSED + SUMMARY, "1.3.0")
    assert snapshot.too_new(REFUSED + REFUSED + "x.mlir:3:8: note: see current operation\n" + SUMMARY, "1.3.0")


@pytest.mark.parametrize(
    "stderr",
    [
        "",  # a crash prints nothing useful
        SUMMARY,  # no op was refused
        REFUSED + "x.mlir:4:1: error: 'stablehlo.add' op failed to infer returned types\n" + SUMMARY,
        REFUSED.replace("is 1.4.0", "is 1.3.0") + SUMMARY,  # names the target itself
        REFUSED.replace("is 1.4.0", "is 1.2.0") + SUMMARY,  # names an older release
        "Stack dump:\n" + REFUSED + "error: unknown failure\n",
    ],
)
def test_anything_else_is_not_too_new(stderr):
    assert not snapshot.too_new(stderr, "1.3.0")


def test_dating_a_release(tmp_path):
    # A two-release log of the test's own, not the repository's.
    path = tmp_path / "versions.yaml"
    path.write_text("- version: 1.20.0\n  bytecode: 6\n  change: A.\n- version: 1.21.0\n  bytecode: 6\n  change: B.\n")
    assert release.date_release("1.21.0", "2026-12-01", str(path))
    assert path.read_text().endswith("- version: 1.21.0\n  date: 2026-12-01\n  bytecode: 6\n  change: B.\n")
    assert release.date_release("1.21.0", "2026-12-01", str(path))  # idempotent
    assert not release.date_release("1.21.0", "2026-12-02", str(path))  # another date is refused
    with pytest.raises(SystemExit):
        release.date_release("1.22.0", "2026-12-01", str(path))


def test_release_notes_are_classified():
    schema = load_schema(REPO)
    text = "\n".join(release.notes(schema, (1, 3, 0), (1, 5, 0)))
    assert "New ops:\n  - stablehlo.tan (vhlo.tan_v1)" in text
    assert "  - vhlo.all_gather_v2: makes operand 'operands' variadic; makes result 'results' variadic" in text
    assert "result_accuracy" not in text  # 1.9.0 and later
    text = "\n".join(release.notes(schema, (0, 19, 0), (0, 20, 0)))
    assert "vhlo.dynamic_conv_v2: hook dynamic_conv_v1_v2" in text
    released, _ = lock.read(REPO)  # the release locked in schema/released.yaml
    assert release.notes(schema, released, released)[-1] == "No opset changes."


# --- the release exercises what it adds (tools/release.py unexercised) ---


def _additions(tmp_path, monkeypatch, *recipes):
    """What a bumped copy adds after applying the named CONTRIBUTING recipes."""
    from codegen import checklist
    from test_recipes import RECIPES, _apply, _bumped_copy, _free_names, _release_text

    tree, version = _bumped_copy(tmp_path)
    # A contributor's own additions after the last release are in the copy
    # too: only what the bump and the recipes add counts here.
    baseline = {(a.kind, a.name) for a in checklist.additions(load_schema(REPO), REPO)}
    for name in recipes:
        fields, block = next(p.values for p in RECIPES if p.id == name)
        _apply(tree, monkeypatch, fields, _free_names(_release_text(block, version), fields, load_schema(REPO)))
    return [
        a for a in checklist.additions(load_schema(tree.root), tree.root) if (a.kind, a.name) not in baseline
    ], version


def _previous():
    return load_schema(REPO).current


def _names(adds) -> tuple:
    """How the recipes' additions show in VHLO (their names are free ones:
    `f80`, or a variant when a contributor added `f80` already)."""

    def vhlo(kind):
        return next(a.vhlo for a in adds if a.kind == kind)

    version_add = next(a for a in adds if a.kind == "op-version")
    return vhlo("op"), vhlo("type"), vhlo("enum-case"), version_add, version_add.attrs[0]


def test_a_release_whose_additions_are_exercised_passes(tmp_path, monkeypatch):
    adds, version = _additions(tmp_path, monkeypatch, "add-attribute", "new-op", "new-type", "new-enum-case")
    kinds = sorted(a.kind for a in adds if a.kind in release._EXERCISED)
    assert kinds == ["enum-case", "op", "op-version", "type"]
    op, type_, case, version_add, attr = _names(adds)
    assert version_add.attrs == (attr,) and attr.startswith("total_order")
    assert (
        op.startswith("vhlo.sine_cosine")
        and type_.startswith("!vhlo.f80")
        and case.startswith("#vhlo<precision_v1 EXTREME")
    )
    # As stablehlo-opt prints them: the program in VHLO's generic form, and
    # the refusal of converting it to the previous release.
    vhlo = (
        f'%0 = "{op}"(%arg0) : (!vhlo.tensor_v1<4x{type_}>) -> ...\n'
        f'%1 = "vhlo.dot_general_v2"(%a, %b) <{{precision_config = #vhlo.array_v1<[{case}]>}}>\n'
    )
    refusals = (
        f"c.mlir:3:8: error: failed to legalize operation '{version_add.vhlo}' that was explicitly marked "
        f"illegal: stablehlo.compare: attribute '{attr}' = true is not its default, which needs "
        f"{version} ({version_add.vhlo}); the lowest target that accepts this program is {version}\n"
    )
    assert release.unexercised(adds, _previous(), vhlo, refusals) == []


def test_a_release_that_does_not_exercise_an_addition_fails_naming_it(tmp_path, monkeypatch):
    adds, version = _additions(tmp_path, monkeypatch, "add-attribute", "new-op", "new-type", "new-enum-case")
    op, type_, case, version_add, attr = _names(adds)
    before = "%d.%d.%d" % _previous()
    # The new op version is used, but only at its default: converting to the
    # previous release refuses nothing.
    vhlo = f'%0 = "{version_add.vhlo}"(%a, %b) <{{{attr} = #vhlo.bool_v1<false>}}>\n'
    missing = release.unexercised(adds, _previous(), vhlo, "")
    assert missing == [
        f"{op}: no compendium function uses it",
        f"{version_add.vhlo}: no compendium function gives an attribute it adds ({attr}) a value other than its "
        f"default (converting the compendium to {before} refuses none)",
        f"{type_}: no compendium function uses it",
        f"{case}: no compendium function uses it",
    ]
    # A refusal of another attribute, or of the op for another reason, does not count.
    other = (
        f"error: stablehlo.compare: attribute 'compare_type' = x is not its default, which needs {version} "
        f"({version_add.vhlo})\n"
    )
    assert any(f"({attr})" in m for m in release.unexercised(adds, _previous(), vhlo, other))
    # A name that only starts like the new one does not count either, nor an
    # older version of the op; a later version does.
    base = op[len("vhlo.") : -len("_v1")]
    for text in (f'"{op}x"(%0)', f'"vhlo.{base}_v0"(%0)', f'"vhlo.{base}s_v1"(%0)', f'"vhlo.x{base}_v1"(%0)'):
        assert f"{op}: no compendium function uses it" in release.unexercised(adds, _previous(), text, ""), text
    for text in (f'"{op}"(%0)', f'"{op}0"(%0)'):
        assert f"{op}: no compendium function uses it" not in release.unexercised(adds, _previous(), text, ""), text


def test_one_added_attribute_at_a_non_default_value_is_enough():
    """dot_general_v2 adds seven attributes that go together; a refusal of
    the downgrade names the first non-default one only."""
    from codegen.checklist import Addition

    add = Addition(
        "op-version", "dot_general_v2", "", "vhlo.dot_general_v2", ("lhs_precision_type", "rhs_precision_type")
    )
    refusal = (
        "error: stablehlo.dot_general: attribute 'rhs_precision_type' = tf32 is not its default, which needs "
        "1.6.0 (vhlo.dot_general_v2)\n"
    )
    assert release.unexercised([add], (1, 5, 0), "", refusal) == []
    assert release.unexercised([add], (1, 5, 0), "", refusal.replace("dot_general_v2", "dot_general_v3")) != []


def test_removals_gates_and_releases_need_no_compendium_function(tmp_path, monkeypatch):
    adds, _ = _additions(tmp_path, monkeypatch, "remove-op", "gate")
    assert {a.kind for a in adds} == {"release", "removed-op", "gate"}
    assert release.unexercised(adds, _previous(), "", "") == []
