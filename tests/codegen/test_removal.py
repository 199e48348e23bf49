"""An op removed at a release (`until` on its last version, schema/ops.yaml).

Each case copies the repository's schema, Version.h and lock, bumps the copy
to the next release as a contributor does and ends an op's last version at
the release before it. The op is chosen from the schema (one version, open,
no hook or gate), so a change to any one op does not break these tests.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil

import pytest

from conftest import REPO, Tree
from codegen import lock
from codegen.__main__ import generate
from codegen.loader import SchemaError
from codegen.model import read_version_header, vstr
from codegen.schema import VERSION_HEADER, load_schema

OPS, VERSIONS = "schema/ops.yaml", "schema/versions.yaml"
RELEASED = vstr(lock.read(REPO)[0])


@pytest.fixture
def repo(tmp_path) -> Tree:
    root = tmp_path / "repo"
    os.makedirs(root / "schema")
    os.makedirs(root / os.path.dirname(VERSION_HEADER))
    for name in ("versions.yaml", "types.yaml", "attributes.yaml", "ops.yaml", "released.yaml"):
        shutil.copy(os.path.join(REPO, "schema", name), root / "schema" / name)
    shutil.copy(os.path.join(REPO, VERSION_HEADER), root / VERSION_HEADER)
    return Tree(str(root))


def bump(tree: Tree) -> tuple[str, str]:
    """Bumps the copy to X.Y+1.0; returns (new release, the one before)."""
    (major, minor, patch), _ = read_version_header(tree.path(VERSION_HEADER))
    tree.edit(
        VERSION_HEADER,
        f"STABLEHLO_CURRENT_VERSION {major}, {minor}, {patch}",
        f"STABLEHLO_CURRENT_VERSION {major}, {minor + 1}, 0",
    )
    with open(tree.path(VERSIONS), "a", encoding="utf-8") as f:
        f.write(f"- version: {major}.{minor + 1}.0\n  bytecode: 6\n  change: Test release.\n")
    return f"{major}.{minor + 1}.0", f"{major}.{minor}.0"


def _removable() -> str:
    """A single-version op, open, with attributes, no gate and no hook."""
    return next(
        op.name
        for op in load_schema(REPO).ops
        if len(op.versions) == 1
        and op.versions[0].until is None
        and op.versions[0].attributes
        and not op.versions[0].gates
        and op.name not in ("func", "return")
    )


OP = _removable()


def remove(tree: Tree, op: str, until: str) -> None:
    text = tree.read(OPS)
    m = re.search(rf"^  {re.escape(op)}:\n    versions:\n      - since: [0-9.]+\n", text, re.M)
    if m is None:  # the flow form `- {since: X, ...}`
        m = re.search(rf"^  {re.escape(op)}:\n(?:    .*\n)*?      - \{{since: [0-9.]+", text, re.M)
        assert m, f"op '{op}' has no version line this test can edit"
        text = text[: m.end()] + f", until: {until}" + text[m.end() :]
    else:
        text = text[: m.end()] + f"        until: {until}\n" + text[m.end() :]
    with open(tree.path(OPS), "w", encoding="utf-8") as f:
        f.write(text)


def test_an_op_removed_at_the_new_release(repo):
    new, last = bump(repo)
    remove(repo, OP, last)
    schema = load_schema(repo.root)  # the lock accepts it: the version was open at the release
    op = next(o for o in schema.ops if o.name == OP)
    assert vstr(op.removed) == new and vstr(op.versions[-1].until) == last
    files = generate(repo.root)
    mnemonic = op.versions[-1].mnemonic
    test = files[f"generated/tests/removals/{OP}.mlir"]
    assert f"// RUN: stablehlo-opt --vhlo-to-version=target={last} --mlir-print-op-generic %s" in test
    assert f"// RUN: not stablehlo-opt --vhlo-to-version=target={new} %s" in test
    assert f"// RUN: not stablehlo-translate --serialize --target={new} %s" in test
    assert (
        f"// ERR: error: failed to legalize operation 'vhlo.{mnemonic}' that was explicitly marked illegal: "
        f"{op.stablehlo} was removed in {new} and does not exist at target {new}; the last release that "
        f"has it is {last} (vhlo.{mnemonic}); no target above {last} accepts this program"
    ) in test
    assert f'"vhlo.{mnemonic}"(' in test
    # The op's own test reaches its newest version at its last release, not
    # at the current one (which refuses it).
    op_test = files[f"generated/tests/ops/{mnemonic}.mlir"]
    assert f"--vhlo-to-version=target={last} --vhlo-legalize-to-stablehlo" in op_test
    assert "--vhlo-to-version=target=current" not in op_test
    # The ODS range ends at the last release; the docs and notes say it.
    assert f"::mlir::vhlo::Version({last.replace('.', ', ')})" in files["generated/vhlo/VhloOps.td"]
    assert (
        f"**Removed in {new}.** Writing it for {new} or later is refused; the last release\nthat has it is {last}."
    ) in files["docs/versions.md"]
    spec = importlib.util.spec_from_file_location("release", os.path.join(REPO, "tools", "release.py"))
    release = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(release)
    notes = release.notes(schema, schema.releases[-2].version, schema.current)
    assert f"  - {op.stablehlo} (vhlo.{mnemonic}, last in {last})" in notes


def test_no_removal_test_without_a_removal():
    removed = {f"generated/tests/removals/{op.name}.mlir" for op in load_schema(REPO).ops if op.removed}
    assert {path for path in generate(REPO) if path.startswith("generated/tests/removals/")} == removed


def test_a_last_version_ending_at_the_current_release_is_refused(repo):
    new, _ = bump(repo)
    remove(repo, OP, new)
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert (
        f"op '{OP}': its last version ends at {new}, which is not before the current version {new}"
        in info.value.message
    )
    assert info.value.file == OPS


def test_removing_an_op_before_the_locked_release_is_refused(repo):
    bump(repo)
    schema = load_schema(REPO)
    locked = [vstr(r.version) for r in schema.releases].index(RELEASED)
    earlier = vstr(schema.releases[locked - 1].version)  # a release before the locked one
    remove(repo, OP, earlier)
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert (
        f"op {OP} v1 was released in {RELEASED}: its until was locked as 'open' but the schema now says '{earlier}'"
    ) in info.value.message
