"""Shared fixtures of the codegen unit tests.

`fixture/` is a tiny schema tree (three releases, three types, two
attributes, one enum, three ops). Tests that edit it work on a copy under
pytest's tmp_path, so the checked-in fixture is never modified.
"""

from __future__ import annotations

import os
import re
import shutil
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(HERE, "fixture")

if REPO not in sys.path:
    sys.path.insert(0, REPO)


class Tree:
    """A writable copy of the fixture tree with text-editing helpers."""

    def __init__(self, root: str) -> None:
        self.root = root

    def path(self, rel: str) -> str:
        return os.path.join(self.root, rel)

    def read(self, rel: str) -> str:
        with open(self.path(rel), encoding="utf-8") as f:
            return f.read()

    def edit(self, rel: str, old: str, new: str) -> None:
        """Replaces the one occurrence of `old` in `rel` with `new`."""
        text = self.read(rel)
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {rel}"
        with open(self.path(rel), "w", encoding="utf-8") as f:
            f.write(text.replace(old, new))

    def line_of(self, rel: str, marker: str) -> int:
        """1-based line on which the single occurrence of `marker` starts."""
        text = self.read(rel)
        assert text.count(marker) == 1, f"{marker!r} occurs {text.count(marker)} times in {rel}"
        return text[: text.index(marker)].count("\n") + 1


#: precision's cases as released (the lock keeps them so forever).
PRECISION_RELEASED = "{DEFAULT: 0, HIGH: 1, HIGHEST: 2}"


def precision_as_released(tree: Tree) -> None:
    """Drops the cases a contributor added to precision after the last
    release from a copy of the repository's schema/attributes.yaml, so that
    the tests that add a case to precision start from the released enum."""
    path = "schema/attributes.yaml"
    text = tree.read(path)
    line = re.compile(r"(stablehlo: Precision, cases: )\{[^}]*\}(.*\})$", re.M)
    assert len(line.findall(text)) == 1, "precision's cases are not on one line of schema/attributes.yaml"
    with open(tree.path(path), "w", encoding="utf-8") as f:
        f.write(line.sub(lambda m: m.group(1) + PRECISION_RELEASED + m.group(2), text))


@pytest.fixture
def tree(tmp_path) -> Tree:
    root = tmp_path / "root"
    shutil.copytree(FIXTURE, root)
    return Tree(str(root))
