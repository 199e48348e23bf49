"""Every schema recipe of CONTRIBUTING.md works as written.

Each `<!-- recipe: NAME; ACTION; expect: ... -->` marker is followed by an
indented block. The test copies the repository's schema, Version.h and lock,
bumps them to the next release as the walkthrough says (Version.h and a new
entry at the end of schema/versions.yaml), applies the block as the marker's
action says, runs the generator and checks the model shows the expected
change. The recipes' example release (named in a `recipes use` marker) is
replaced by the real next release, so a version bump leaves them valid.
"""

from __future__ import annotations

import os
import re
import shutil
import textwrap

import pytest

from conftest import REPO, Tree
from codegen import naming
from codegen.__main__ import generate
from codegen.schema import VERSION_HEADER, load_schema

CONTRIBUTING = os.path.join(REPO, "CONTRIBUTING.md")
_MARKER = re.compile(r"^<!-- recipe: ([^;]+); (.*?) -->\n\n((?:    .*\n|\n)+)", re.M)


def _recipes() -> tuple[str, list]:
    text = open(CONTRIBUTING, encoding="utf-8").read()
    example = re.search(r"<!-- recipes use (\d+\.\d+\.\d+) for the next release -->", text).group(1)
    out = []
    for m in _MARKER.finditer(text):
        fields = {}
        for part in m.group(2).split("; "):
            key, _, value = part.partition(":")
            fields[key.strip()] = value.strip()
        block = textwrap.dedent(m.group(3)).rstrip("\n") + "\n"
        out.append(pytest.param(fields, block, id=m.group(1)))
    return example, out


EXAMPLE, RECIPES = _recipes()


def test_every_kind_of_change_has_a_recipe():
    names = {p.id for p in RECIPES}
    assert names == {"add-attribute", "remove-attribute", "change-attribute-kind", "make-variadic", "hook",
                     "gate", "new-op", "new-type"}


def _next_release(schema) -> tuple:
    major, minor, _ = schema.current
    return (major, minor + 1, 0)


def _bumped_copy(tmp_path) -> tuple[Tree, str]:
    root = tmp_path / "repo"
    os.makedirs(root / "schema")
    os.makedirs(root / os.path.dirname(VERSION_HEADER))
    for name in os.listdir(os.path.join(REPO, "schema")):
        shutil.copy(os.path.join(REPO, "schema", name), root / "schema" / name)
    shutil.copy(os.path.join(REPO, VERSION_HEADER), root / VERSION_HEADER)
    tree = Tree(str(root))
    current = load_schema(REPO).current
    nxt = _next_release(load_schema(REPO))
    tree.edit(VERSION_HEADER, "STABLEHLO_CURRENT_VERSION %d, %d, %d" % current,
              "STABLEHLO_CURRENT_VERSION %d, %d, %d" % nxt)
    version = "%d.%d.%d" % nxt
    with open(tree.path("schema/versions.yaml"), "a", encoding="utf-8") as f:
        f.write(f"- version: {version}\n  bytecode: 6\n  change: Recipe test.\n")
    return tree, version


def _op_block(text: str, op: str) -> tuple[int, int]:
    start = re.search(rf"^  {re.escape(op)}:\n", text, re.M)
    assert start, f"op '{op}' not in schema/ops.yaml"
    following = re.compile(r"^  \S", re.M).search(text, start.end())
    return start.start(), following.start() if following else len(text)


def _indent(block: str, spaces: int) -> str:
    return "".join((" " * spaces + line if line.strip() else line) + "\n" for line in block.rstrip("\n").split("\n"))


@pytest.mark.parametrize("fields,block", RECIPES)
def test_recipe(tmp_path, monkeypatch, fields, block):
    tree, version = _bumped_copy(tmp_path)
    block = block.replace(EXAMPLE, version)
    ops = tree.read("schema/ops.yaml")
    if "append-version" in fields:
        op = fields["append-version"]
        _, end = _op_block(ops, op)
        ops = ops[:end] + _indent(block, 6) + ops[end:]
    elif "add-gate" in fields:
        ops = ops.replace("\ngates:\n", "\ngates:\n" + _indent(block, 2), 1)
        gate = block.split(":")[0]
        start, end = _op_block(ops, fields["add-gate"])
        entry = ops[start:end]
        listed = re.findall(r"^        gates: \[(.*)\]$", entry, re.M)
        if listed:
            entry = entry.replace(f"gates: [{listed[-1]}]", f"gates: [{listed[-1]}, {gate}]")
        else:
            entry = entry.rstrip("\n") + f"\n        gates: [{gate}]\n"
        ops = ops[:start] + entry + ops[end:]
    elif "add-op" in fields:
        ops = ops.rstrip("\n") + "\n" + _indent(block, 2)
    elif "add-type" in fields:
        types = tree.read("schema/types.yaml").replace("\ntypes:\n", "\ntypes:\n" + _indent(block, 2), 1)
        with open(tree.path("schema/types.yaml"), "w", encoding="utf-8") as f:
            f.write(types)
        if "builtin" in fields:
            name, cls = fields["builtin"].split("=")
            monkeypatch.setitem(naming._FLOATS, name, cls)
    else:
        pytest.fail(f"unknown recipe action in {fields}")
    with open(tree.path("schema/ops.yaml"), "w", encoding="utf-8") as f:
        f.write(ops)

    files = generate(tree.root)  # the generator accepts the recipe
    schema = load_schema(tree.root)
    expect = fields["expect"].split()
    since = tuple(int(p) for p in version.split("."))
    if expect == ["new-op"]:
        name = block.split(":")[0]
        op = next(op for op in schema.ops if op.name == name)
        assert op.versions[0].since == since
        assert any(f"{name}_v1" in text for text in files.values())
    elif expect == ["new-type"]:
        name = block.split(":")[0]
        assert next(t for t in schema.types if t.name == name).since == since
        assert f"{name}_v1" in files["generated/vhlo/VhloTypes.td"]
    elif expect == ["gate"]:
        name = block.split(":")[0]
        gate = next(g for g in schema.gates if g.name == name)
        assert gate.since == since
        op = next(op for op in schema.ops if op.name == fields["add-gate"])
        assert name in op.versions[-1].gates
    else:
        op = fields["append-version"]
        transition = next(t for t in schema.transitions if t.new.op == op and t.new.since == since)
        kinds = sorted(c.kind for c in transition.changes) + (["hook"] if transition.hook else [])
        assert kinds == sorted(expect), (op, kinds)
        assert f"{op}_v{transition.new.number}" in files["generated/vhlo/VhloOps.td"]
