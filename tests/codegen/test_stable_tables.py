"""One schema change changes only the generated lines of what it touches.

The C++ op tables (generated/vhlo/VhloOpTables.cpp.inc) are written as
per-op arrays that name each other, with no absolute index: a new op
version, a new op or a new default adds its own entries and edits only the
entries of the op it changes, so a reviewer's diff shows the change and
nothing else. Each test applies one change to a bumped copy of the
repository's schema (as tests/codegen/test_recipes.py does), regenerates,
and checks every changed line of the table against the op it concerns.
"""

from __future__ import annotations

import difflib
import re

from codegen.__main__ import generate
from test_recipes import _bumped_copy, _op_block

TABLE = "generated/vhlo/VhloOpTables.cpp.inc"


def _owner(lines: list, i: int) -> str:
    """The declaration line a table line belongs to: the nearest line at or
    before it that starts in column 0 (a `static const ... [] = {` or a
    function), or the line itself."""
    for j in range(i, -1, -1):
        if lines[j] and not lines[j][0].isspace() and not lines[j].startswith("}"):
            return lines[j]
    return lines[i]


def _changed(old: str, new: str, token: str, new_defaults: bool = False) -> list:
    """Changed lines that neither mention `token` (the op, in any spelling)
    nor belong to a declaration that does, as '-line    (in: owner)' or
    '+line ...'. With `new_defaults`, added lines of a new default function
    are the change's own too. An inserted block that a diff could show
    shifted down by some lines (its first lines repeat right after it) is
    judged at its best position, as a reader of the diff would see it."""
    a, b = old.splitlines(), new.splitlines()
    mine = re.compile(token, re.I)

    def foreign(side: str, lines: list, i: int) -> str | None:
        owner = _owner(lines, i)
        if mine.search(lines[i]) or mine.search(owner):
            return None
        if new_defaults and side == "+" and re.match(r"static (Attribute|bool) (is)?[dD]efault", owner):
            return None
        return f"{side}{lines[i]}    (in: {owner})"

    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        out += [f for i in range(i1, i2) if (f := foreign("-", a, i))]
        best = None
        shift = 0
        while True:
            found = [f for j in range(j1 + shift, j2 + shift) if (f := foreign("+", b, j))]
            if best is None or len(found) < len(best):
                best = found
            if tag != "insert" or j2 + shift >= len(b) or b[j1 + shift] != b[j2 + shift]:
                break
            shift += 1
        out += best
    return out


def _added(old: str, new: str) -> list:
    return [line[1:] for line in difflib.ndiff(old.splitlines(), new.splitlines()) if line.startswith("+ ")]


def _removed(old: str, new: str) -> list:
    return [
        line[2:]
        for line in difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0)
        if line.startswith("-") and not line.startswith("---")
    ]


def _regenerate(tree, edit) -> tuple[str, str]:
    before = generate(tree.root)[TABLE]
    ops = tree.read("schema/ops.yaml")
    with open(tree.path("schema/ops.yaml"), "w", encoding="utf-8") as f:
        f.write(edit(ops))
    return before, generate(tree.root)[TABLE]


def _append_version(op: str, version: str, block: str):
    def edit(ops: str) -> str:
        _, end = _op_block(ops, op)
        return ops[:end] + f"      - since: {version}\n        {block}\n" + ops[end:]

    return edit


def test_a_new_op_version_changes_only_its_ops_lines(tmp_path):
    tree, version = _bumped_copy(tmp_path)
    before, after = _regenerate(
        tree, _append_version("cholesky", version, "add_attributes: {stable_tables: {kind: bool, default: false}}")
    )
    assert any("vhlo.cholesky_v2" in line for line in _added(before, after))
    assert _changed(before, after, "cholesky") == []
    # Only the previous version's entry is edited (its `until` and its
    # upgrade); everything else is added.
    assert len(_removed(before, after)) <= 3, _removed(before, after)


def test_a_new_default_value_adds_its_functions_and_renames_none(tmp_path):
    tree, version = _bumped_copy(tmp_path)
    before, after = _regenerate(
        tree, _append_version("cholesky", version, "add_attributes: {stable_tables: {kind: i64, default: 12345}}")
    )
    assert any("12345" in line for line in _added(before, after))
    assert _changed(before, after, "cholesky", new_defaults=True) == []


def test_a_new_op_in_the_middle_renumbers_nothing(tmp_path):
    tree, version = _bumped_copy(tmp_path)

    def edit(ops: str) -> str:
        _, end = _op_block(ops, "cholesky")  # ops after it keep their lines
        return (
            ops[:end] + f"  cholesky_stable:\n    versions:\n      - {{since: {version}, operands: [operand], "
            "results: [result]}\n" + ops[end:]
        )

    before, after = _regenerate(tree, edit)
    assert any("vhlo.cholesky_stable_v1" in line for line in _added(before, after))
    assert _removed(before, after) == []
    assert _changed(before, after, "cholesky_?stable") == []


def test_the_ownership_check_can_fail():
    """A table with a global index: inserting one entry renumbers the rest,
    and the check reports the renumbered lines."""
    old = 'static const int kT[] = {\n    {"a", 0},\n    {"b", 1},\n};\n'
    new = 'static const int kT[] = {\n    {"a", 0},\n    {"new", 1},\n    {"b", 2},\n};\n'
    assert _changed(old, new, "new") == [
        '-    {"b", 1},    (in: static const int kT[] = {)',
        '+    {"b", 2},    (in: static const int kT[] = {)',
    ]
    # An inserted block is judged where it reads best, but only there.
    old = "static const int kA[] = {\n    {0}};\nstatic const int kB[] = {\n    {0}};\n"
    new = (
        "static const int kA[] = {\n    {0}};\nstatic const int kNew[] = {\n    {0}};\n"
        "static const int kB[] = {\n    {0}};\n"
    )
    assert _changed(old, new, "kNew") == []
    assert _changed(old, new, "kOther") != []
