"""Shared fixtures of the codegen unit tests.

`fixture/` is a tiny schema tree (three releases, three types, two
attributes, one enum, three ops). Tests that edit it work on a copy under
pytest's tmp_path, so the checked-in fixture is never modified.
"""

from __future__ import annotations

import os
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


@pytest.fixture
def tree(tmp_path) -> Tree:
    root = tmp_path / "root"
    shutil.copytree(FIXTURE, root)
    return Tree(str(root))
