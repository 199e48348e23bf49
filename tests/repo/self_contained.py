#!/usr/bin/python3
"""Fails when a tracked file names a path outside the repository.

A clone with nothing beside it must build and pass its tests, so no test,
tool, CMake file, source or doc may read (or send a reader to) a file outside
the repository: upstream's artifacts and printed programs are kept under
tests/data/ (tests/data/README.md). Found, per line of each tracked text file:
- the reference folder beside the clone (and its `reference` and
  `upstream-artifacts` subfolders), or a machine's own layout (the `/work`
  folders of the machine this project is developed on);
- the parent of the repository root (CMake's source directory followed by
  a step up, the root variable's `.parent` or its `dirname`, and the like);
- a relative path of `..` segments that climbs out of the repository from
  the file's own folder (three of them as arguments of os.path.join, in a
  file two folders deep, name the parent of the root).
System paths (the toolchain under /usr) are not the repository's business.

Run: /usr/bin/python3 tests/repo/self_contained.py [--root DIR]
Prints `path:line: what` for each finding and exits 1 if there is one.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The folder beside the clone, spelt in pieces so that this file names no
# such path itself.
BESIDE = "sha" + "red"
# (pattern, what it names)
NAMED = [
    (re.compile(r"\.\./" + BESIDE + r"\b"), "a folder beside the repository (../" + BESIDE + ")"),
    (
        re.compile(r"\b" + BESIDE + r"/(?:reference|upstream-artifacts|upstream-printed)\b"),
        "the " + BESIDE + " reference folder beside the repository",
    ),
    (re.compile(r"/work/(?:" + BESIDE + r"|main)\b"), "a path of one machine's layout"),
    (
        re.compile(r"\$\{(?:PROJECT_SOURCE_DIR|CMAKE_SOURCE_DIR|CMAKE_CURRENT_SOURCE_DIR)\}/\.\.(?:/|\b)"),
        "a CMake path above the source tree",
    ),
    (
        re.compile(r"\b(?:ROOT|REPO|REPO_ROOT|SOURCE|SOURCE_DIR|repo_root|root)\.parent\b"),
        "the parent of the repository root",
    ),
    (
        re.compile(r"os\.path\.dirname\((?:ROOT|REPO|REPO_ROOT|SOURCE|SOURCE_DIR|repo_root)\)"),
        "the parent of the repository root",
    ),
    (re.compile(r"%repo/\.\."), "the parent of the repository root (lit)"),
]
# A run of `..` segments at the start of a path (`../..`, `$(dirname "$0")/../..`),
# not after a folder name (`a/..`), or `"..", ".."` as os.path.join arguments.
UP_RUN = re.compile(
    r"""(?:(?<=[^\w.]/)|(?<=^/)|(?<![\w./]))"""
    r"""\.\.(?:(?:/|\s*["']\s*,\s*["']\s*)\.\.)*(?![\w.])"""
)
SELF = {"tests/repo/test_self_contained.py"}


def findings_in(rel: str, text: str) -> list[str]:
    """The findings of one file, `rel` being its path from the root."""
    depth = len(Path(rel).parent.parts)
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        for pattern, what in NAMED:
            if pattern.search(line):
                found.append(f"{rel}:{number}: {what}: {line.strip()[:120]}")
        for run in UP_RUN.finditer(line):
            ups = run.group(0).count("..")
            if ups > depth:
                found.append(
                    f"{rel}:{number}: {ups} levels up from {Path(rel).parent or '.'}/ "
                    f"leaves the repository: {line.strip()[:120]}"
                )
    return found


def tracked_files(root: Path) -> list[str]:
    out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], check=True, capture_output=True).stdout
    return sorted(p for p in out.decode().split("\0") if p)


def check(root: Path) -> list[str]:
    found = []
    for rel in tracked_files(root):
        if rel in SELF or rel.startswith("tests/data/"):
            continue
        path = root / rel
        if not path.is_file():
            continue  # deleted in the work tree
        data = path.read_bytes()
        if b"\0" in data[:8192]:
            continue  # binary (artifacts, corpus inputs)
        found.extend(findings_in(rel, data.decode("utf-8", errors="replace")))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()
    found = check(args.root.resolve())
    for line in found:
        print(line)
    if found:
        print(
            f"self_contained: {len(found)} path(s) outside the repository; keep what the "
            f"tests read under tests/data/ (tests/data/README.md)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
