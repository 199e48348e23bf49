"""tests/repo/self_contained.py: the repository names no path outside itself,
and the check finds each kind of path that would leave it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import self_contained  # noqa: E402

# Built from pieces so that this file itself names no such path.
UP = ".."
SHARED = "shared"


def test_the_repository_names_no_path_outside_itself():
    assert self_contained.check(self_contained.ROOT) == []


@pytest.mark.parametrize(
    "rel,line",
    [
        ("tests/unit/CMakeLists.txt", "COMMAND t ${PROJECT_SOURCE_DIR}/" + UP + "/" + SHARED + "/x.bc"),
        ("tests/lit_common.py", 'shared = os.path.join(os.path.dirname(repo_root), "' + SHARED + '")'),
        ("tests/tools/bad_input_table.py", 'ARTIFACTS = ROOT.parent / "' + SHARED + '/upstream-artifacts"'),
        ("tests/vhlo/a.mlir", "// RUN: diff %reference/" + SHARED + "/reference/x.mlir -"),
        ("runtime/include/x.h", "// see " + SHARED + "/reference/upstream-verifier.md"),
        ("tools/x.py", 'open("/work/' + SHARED + '/DESIGN.md")'),
        ("CMakeLists.txt", "include(${CMAKE_SOURCE_DIR}/" + UP + "/other/x.cmake)"),
        ("tests/x.mlir", "// RUN: cat %repo/" + UP + "/x"),
        ("tests/fuzz/make_seeds.py", 'for a in (REPO.parent / "x").glob("*")'),
    ],
)
def test_a_named_path_outside_is_found(rel, line):
    found = self_contained.findings_in(rel, "ok\n" + line + "\n")
    assert found and all(f.startswith(f"{rel}:2: ") for f in found), found


@pytest.mark.parametrize(
    "rel,line,levels",
    [
        # tests/python/ is two levels below the root: three levels up leave it.
        ("tests/python/test_x.py", 'A = os.path.join(HERE, "..", "..", "..", "data")', 3),
        ("tests/python/test_x.py", "A = HERE + '/../../../data'", 3),
        ("tools/x.sh", 'cat "$(dirname "$0")/../../x"', 2),
        ("setup.cfg", "path = ../x", 1),
    ],
)
def test_a_relative_path_that_climbs_out_is_found(rel, line, levels):
    found = self_contained.findings_in(rel, line + "\n")
    assert len(found) == 1 and f"{levels} levels up" in found[0], found


@pytest.mark.parametrize(
    "rel,line",
    [
        ("tests/python/test_x.py", 'A = os.path.join(HERE, "..", "data", "upstream-artifacts")'),
        ("tests/python/test_x.py", 'A = os.path.join(HERE, "..", "..", "build")'),
        ("tools/dev.sh", 'ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"'),
        ("tests/vhlo/a.mlir", "// RUN: stablehlo-opt %artifacts/stablehlo-1.20.0/x.bc"),
        ("tools/x.py", "ROOT = Path(__file__).resolve().parent.parent"),
        ("runtime/lib/x.cpp", "auto p = std::make_shared<int>(0); // shared helpers"),
        ("tools/dev.sh", "LLVM=/usr/lib/llvm-22"),
        ("tests/x.mlir", "// a range 1..3 and an ellipsis ... are not paths"),
    ],
)
def test_paths_inside_are_not_found(rel, line):
    assert self_contained.findings_in(rel, line + "\n") == []


def test_the_command_fails_and_names_the_file(tmp_path):
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "ok.py").write_text('A = "tests/data/x"\n')
    (tmp_path / "tests" / "bad.py").write_text('\nA = "' + UP + "/" + SHARED + '/x"\n')
    # Upstream's data is not scanned, nor binary files.
    (tmp_path / "tests" / "data").mkdir()
    (tmp_path / "tests" / "data" / "README.md").write_text(UP + "/" + SHARED + "\n")
    (tmp_path / "blob.bc").write_bytes(b"ML\xefR\0" + (UP + "/" + SHARED).encode())
    subprocess.run(["git", "-C", str(tmp_path), "add", "."], check=True)
    proc = subprocess.run(
        [sys.executable, self_contained.__file__, "--root", str(tmp_path)], capture_output=True, text=True
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert proc.stdout.splitlines() == [
        "tests/bad.py:2: a folder beside the repository (" + UP + "/" + SHARED + '): A = "' + UP + "/" + SHARED + '/x"'
    ]
    assert "1 path(s) outside the repository" in proc.stderr

    (tmp_path / "tests" / "bad.py").write_text('A = "tests/data/x"\n')
    proc = subprocess.run(
        [sys.executable, self_contained.__file__, "--root", str(tmp_path)], capture_output=True, text=True
    )
    assert proc.returncode == 0 and proc.stdout == "", proc.stdout + proc.stderr
