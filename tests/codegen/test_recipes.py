"""Every schema recipe of CONTRIBUTING.md works as written.

Each `<!-- recipe: NAME; ACTION; expect: ... -->` marker is followed by an
indented block. The test copies the repository's schema, Version.h and lock,
bumps them to the next release as the walkthrough says (Version.h and a new
entry at the end of schema/versions.yaml), applies the block as the marker's
action says, runs the generator and checks the model shows the expected
change. The recipes' example releases (named in a `recipes use` marker) are
replaced by the real next release and the one before it, and their new
names and codes by ones the schema does not use yet, so a version bump or a
contributor's own additions leave them valid. Each recipe lists the
hand-written files a contributor may have to touch; they must exist.
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


_HAND_WRITTEN = re.compile(r"^Hand-written files: (.*)$", re.M)


def _recipes() -> tuple[str, str, list, dict]:
    text = open(CONTRIBUTING, encoding="utf-8").read()
    m = re.search(
        r"<!-- recipes use (\d+\.\d+\.\d+) for the next release and (\d+\.\d+\.\d+) for the one "
        r"before -->",
        text,
    )
    out, touched = [], {}
    markers = list(_MARKER.finditer(text))
    for i, marker in enumerate(markers):
        fields = {}
        for part in marker.group(2).split("; "):
            key, _, value = part.partition(":")
            fields[key.strip()] = value.strip()
        block = textwrap.dedent(marker.group(3)).rstrip("\n") + "\n"
        out.append(pytest.param(fields, block, id=marker.group(1)))
        # The recipe's section: up to the next heading.
        end = re.compile(r"^#", re.M).search(text, marker.end())
        listed = _HAND_WRITTEN.search(text, marker.end(), end.start() if end else len(text))
        touched[marker.group(1)] = listed.group(1) if listed else None
    return m.group(1), m.group(2), out, touched


EXAMPLE, EXAMPLE_BEFORE, RECIPES, TOUCHED = _recipes()


def test_every_kind_of_change_has_a_recipe():
    names = {p.id for p in RECIPES}
    assert names == {
        "add-attribute",
        "remove-attribute",
        "change-attribute-kind",
        "make-variadic",
        "hook",
        "gate",
        "new-op",
        "new-enum",
        "new-type",
        "new-enum-case",
        "remove-op",
    }


@pytest.mark.parametrize("name", sorted(TOUCHED))
def test_every_recipe_lists_the_hand_written_files(name):
    """Each recipe says which hand-written files a contributor may have to
    touch besides schema/; every path it names exists."""
    listed = TOUCHED[name]
    assert listed, f"recipe {name}: no 'Hand-written files:' line before the next heading"
    paths = re.findall(r"`([\w./-]+/[\w./-]*)`", listed)
    assert paths, f"recipe {name}: names no file"
    for path in paths:
        assert os.path.exists(os.path.join(REPO, path)), f"recipe {name}: {path} does not exist"


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
    tree.edit(
        VERSION_HEADER, "STABLEHLO_CURRENT_VERSION %d, %d, %d" % current, "STABLEHLO_CURRENT_VERSION %d, %d, %d" % nxt
    )
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


def _fresh(name: str, taken) -> str:
    """`name`, or, if the schema has it already, a variant it lacks."""
    out = name
    while out in taken:
        out += "_recipe"
    return out


def _free_names(block: str, fields: dict, schema) -> str:
    """The recipe's new names and codes, replaced by free ones where the
    schema already uses them (a contributor's own additions must not break
    the recipes)."""
    if "add-op" in fields:
        name = block.split(":")[0]
        return block.replace(name, _fresh(name, {op.name for op in schema.ops}), 1)
    if "add-type" in fields:
        name = block.split(":")[0]
        block = block.replace(name, _fresh(name, {t.name for t in schema.types}), 1)
        used = {c for t in schema.types for c in t.codes} | set(schema.type_reserved)
        code = int(re.search(r"code: (\d+)", block).group(1))
        block = block.replace(f"code: {code}", f"code: {max(used) + 1}", 1) if code in used else block
        # One type per builtin: a builtin the schema has gets a variant (the
        # generator takes the builtin and its C++ class as written).
        builtin = re.search(r"builtin: (\w+)", block).group(1)
        fresh = _fresh(builtin, {t.builtin for t in schema.types})
        if fresh != builtin:
            block = block.replace(f"builtin: {builtin}", f"builtin: {fresh}", 1)
            block = re.sub(r"mlir: (\w+)Type", lambda m: f"mlir: {m.group(1)}RecipeType", block, 1)
        return block
    if "append-version" in fields:
        # An attribute the op has already (a contributor added it) gets a
        # variant.
        m = re.search(r"add_attributes: \{(\w+):", block)
        if m:
            op = next(op for op in schema.ops if op.name == fields["append-version"])
            fresh = _fresh(m.group(1), {a.name for v in op.versions for a in v.attributes})
            block = block.replace(m.group(0), f"add_attributes: {{{fresh}:", 1)
        return block
    if "add-enum" in fields:
        name = block.split(":")[0]
        taken = {e.name for e in schema.enums} | {a.name for a in schema.attributes}
        block = block.replace(name, _fresh(name, taken), 1)
        stablehlo = re.search(r"stablehlo: (\w+)", block).group(1)
        fresh = stablehlo
        while fresh in {e.stablehlo for e in schema.enums}:
            fresh += "Recipe"
        block = block.replace(f"stablehlo: {stablehlo}", f"stablehlo: {fresh}", 1)
        used = {a.code for a in schema.attributes} | {e.code for e in schema.enums} | set(schema.attr_reserved)
        code = int(re.search(r"code: (\d+)", block).group(1))
        return block.replace(f"code: {code}", f"code: {max(used) + 1}", 1) if code in used else block
    if "add-enum-case" in fields:
        enum = schema.enum(fields["add-enum-case"])
        case = block.split(":")[0]
        block = block.replace(case, _fresh(case, {c for c, _ in enum.cases}), 1)
        used = {v for _, v in enum.cases}
        value = int(re.search(r"value: (\d+)", block).group(1))
        return block.replace(f"value: {value}", f"value: {max(used) + 1}", 1) if value in used else block
    return block


def _add_enum_case(text: str, enum: str, block: str) -> str:
    """Adds `block` (one `CASE: ...` line) to the end of the enum's cases."""
    start = re.search(rf"^  {re.escape(enum)}:\n", text, re.M)
    assert start, f"enum '{enum}' not in schema/attributes.yaml"
    cases = text.index("cases: {", start.end()) + len("cases: ")
    depth = 0
    for i in range(cases, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[:i] + ", " + block.strip() + text[i:]
    raise AssertionError(f"enum '{enum}': unterminated cases")


# Ops the recipe test may remove instead of the recipe's when a contributor
# removed that one already (upstream's deprecation candidates).
_REMOVAL_FALLBACKS = ("torch_index_select", "unary_einsum", "einsum", "create_token", "map", "rng", "dot", "broadcast")


def removal_target(name: str, schema) -> str:
    """`name`, or, if the schema removes it already, an op it does not."""
    removed = {op.name for op in schema.ops if op.removed}
    return next(op for op in (name,) + _REMOVAL_FALLBACKS if op not in removed)


def _end_op(text: str, op: str, block: str) -> str:
    """Adds `block` (an `until:` line) to the op's last version."""
    start, end = _op_block(text, op)
    entry = text[start:end]
    last = list(re.finditer(r"^      - ", entry, re.M))[-1]
    line_end = entry.index("\n", last.end()) + 1
    if entry[last.end()] == "{":  # the flow form `- {since: X, ...}`
        since = re.compile(r"since: [0-9.]+").search(entry, last.end())
        entry = entry[: since.end()] + ", " + block.strip() + entry[since.end() :]
    else:
        entry = entry[:line_end] + _indent(block.strip(), 8) + entry[line_end:]
    return text[:start] + entry + text[end:]


def _apply(tree: Tree, monkeypatch, fields: dict, block: str) -> None:
    """Applies a recipe's block to the copy as its marker's action says."""
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
    elif "add-enum" in fields:
        attrs = tree.read("schema/attributes.yaml")
        assert "\nenums:\n" in attrs
        attrs = attrs.replace("\nenums:\n", "\nenums:\n" + _indent(block, 2), 1)
        with open(tree.path("schema/attributes.yaml"), "w", encoding="utf-8") as f:
            f.write(attrs)
    elif "add-enum-case" in fields:
        attrs = _add_enum_case(tree.read("schema/attributes.yaml"), fields["add-enum-case"], block)
        with open(tree.path("schema/attributes.yaml"), "w", encoding="utf-8") as f:
            f.write(attrs)
    elif "end-op" in fields:
        ops = _end_op(ops, removal_target(fields["end-op"], load_schema(tree.root)), block)
    elif "add-type" in fields:
        types = tree.read("schema/types.yaml").replace("\ntypes:\n", "\ntypes:\n" + _indent(block, 2), 1)
        with open(tree.path("schema/types.yaml"), "w", encoding="utf-8") as f:
            f.write(types)
    else:
        pytest.fail(f"unknown recipe action in {fields}")
    with open(tree.path("schema/ops.yaml"), "w", encoding="utf-8") as f:
        f.write(ops)


def _release_text(block: str, version: str) -> str:
    """The recipe's example releases replaced by the copy's."""
    before = "%d.%d.0" % load_schema(REPO).current[:2]
    return re.sub(
        re.escape(EXAMPLE) + "|" + re.escape(EXAMPLE_BEFORE),
        lambda m: version if m.group(0) == EXAMPLE else before,
        block,
    )


@pytest.mark.parametrize("fields,block", RECIPES)
def test_recipe(tmp_path, monkeypatch, fields, block):
    tree, version = _bumped_copy(tmp_path)
    block = _free_names(_release_text(block, version), fields, load_schema(REPO))
    target = removal_target(fields["end-op"], load_schema(tree.root)) if "end-op" in fields else None
    _apply(tree, monkeypatch, fields, block)

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
        t = next(t for t in schema.types if t.name == name)
        assert t.since == since
        assert f"{name}_v1" in files["generated/vhlo/VhloTypes.td"]
        # A float joins the conversions and Stablehlo_Float from the schema alone.
        assert f"llvm::isa<{t.mlir}>(t)" in files["generated/vhlo/VhloScalarTypes.cpp.inc"]
        assert re.search(
            rf"^    {naming.ods_float(t.builtin)},?$", files["generated/stablehlo/StablehloFloat.td"], re.M
        )
    elif expect == ["enum"]:
        name = block.split(":")[0]
        enum = schema.enum(name)
        assert enum.since == since and enum.cases
        assert f"def VHLO_{enum.cpp_class}" in files["generated/vhlo/VhloAttrs.td"]
        assert f"stablehlo::{enum.stablehlo}Attr" in files["generated/vhlo/VhloEnumConversions.cpp.inc"]
        # An op attribute names it: a new op carrying it is accepted too.
        ops = tree.read("schema/ops.yaml").rstrip("\n") + (
            f"\n  {name}_user:\n    versions:\n      - {{since: {version}, operands: [operand], "
            f"results: [result], attributes: {{mode: enum<{name}>}}}}\n"
        )
        with open(tree.path("schema/ops.yaml"), "w", encoding="utf-8") as f:
            f.write(ops)
        assert f"{name}_user_v1" in generate(tree.root)["generated/vhlo/VhloOps.td"]
    elif expect == ["enum-case"]:
        enum = schema.enum(fields["add-enum-case"])
        case = block.split(":")[0]
        assert enum.since_of(case) == since and enum.since_of(enum.cases[0][0]) == enum.since
        assert f"generated/tests/gates/case_{enum.name}_{case}.mlir" in files
        assert f"#vhlo<{enum.mnemonic} {case}>" in files[f"generated/tests/gates/case_{enum.name}_{case}.mlir"]
    elif expect == ["removed"]:
        op = next(op for op in schema.ops if op.name == target)
        assert op.removed == since and op.versions[-1].until == schema.releases[-2].version
        removal = files[f"generated/tests/removals/{op.name}.mlir"]
        assert f"{op.stablehlo} was removed in {version}" in removal
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


_ADDITIONS = [p for p in RECIPES if {"add-op", "add-enum", "add-type", "add-enum-case"} & set(p.values[0])]


@pytest.mark.parametrize("fields,block", _ADDITIONS)
def test_recipes_survive_the_same_addition(tmp_path, monkeypatch, fields, block):
    """A contributor who added exactly what a recipe adds (its name, code or
    value) still has working recipes: the test takes free ones."""
    tree, version = _bumped_copy(tmp_path)
    block = _release_text(block, version)
    if _free_names(block, fields, load_schema(tree.root)) == block:  # not there yet
        _apply(tree, monkeypatch, fields, block)  # the contributor's own addition
    grown = load_schema(tree.root)
    again = _free_names(block, fields, grown)
    assert again.split(":")[0] != block.split(":")[0]
    if "code: " in block or "value: " in block:
        assert re.search(r"(code|value): \d+", again).group(0) != re.search(r"(code|value): \d+", block).group(0)
    _apply(tree, monkeypatch, fields, again)
    generate(tree.root)  # both load and generate
