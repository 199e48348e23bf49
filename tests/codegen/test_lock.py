"""Released history is immutable (codegen/lock.py, schema/released.yaml).

Each case copies the repository's schema, Version.h and lock to a tmp dir,
makes one edit and expects the loader to refuse it at the edited entry's
file:line; the positive cases show what a new release may do. No case names
a version of the repository: the locked release comes from
schema/released.yaml and the current one from Version.h, so a version bump
or a cut release needs no edit here.
"""

from __future__ import annotations

import os
import re
import shutil

import pytest

from conftest import REPO, Tree, precision_as_released
from codegen import lock
from codegen.loader import SchemaError
from codegen.model import read_version_header, vstr
from codegen.schema import VERSION_HEADER, load_schema

OPS, TYPES, ATTRS, VERSIONS = ("schema/ops.yaml", "schema/types.yaml", "schema/attributes.yaml", "schema/versions.yaml")
# The release locked in schema/released.yaml, as X.Y.Z.
RELEASED = vstr(lock.read(REPO)[0])


def _free_type_code() -> int:
    """A type code no type uses and none is reserved: computed, so that a
    contributor's new type does not turn an edit below into a clash."""
    schema = load_schema(REPO)
    used = {c for t in schema.types for c in t.codes} | set(schema.type_reserved)
    return max(used) + 1


FREE_TYPE_CODE = _free_type_code()


@pytest.fixture
def repo(tmp_path) -> Tree:
    root = tmp_path / "repo"
    os.makedirs(root / "schema")
    os.makedirs(root / os.path.dirname(VERSION_HEADER))
    for name in ("versions.yaml", "types.yaml", "attributes.yaml", "ops.yaml", "released.yaml"):
        shutil.copy(os.path.join(REPO, "schema", name), root / "schema" / name)
    shutil.copy(os.path.join(REPO, VERSION_HEADER), root / VERSION_HEADER)
    tree = Tree(str(root))
    precision_as_released(tree)
    return tree


def new_release(tree: Tree) -> str:
    """Bumps the tree to an unreleased X.Y+1.0 (X.Y.Z: the tree's current
    version) the way a contributor does: Version.h and a new, undated last
    entry of the version log. Returns the new version."""
    (major, minor, patch), _ = read_version_header(tree.path(VERSION_HEADER))
    new = (major, minor + 1, 0)
    tree.edit(
        VERSION_HEADER,
        f"STABLEHLO_CURRENT_VERSION {major}, {minor}, {patch}",
        f"STABLEHLO_CURRENT_VERSION {major}, {minor + 1}, 0",
    )
    text = tree.read(VERSIONS).rstrip("\n") + f"\n- version: {vstr(new)}\n  bytecode: 6\n  change: Test release.\n"
    with open(tree.path(VERSIONS), "w", encoding="utf-8") as f:
        f.write(text)
    return vstr(new)


def test_the_repository_matches_its_lock():
    released, entries = lock.read(REPO)
    schema = load_schema(REPO)
    # tools/release.py dates the last release and locks it in one go: the lock
    # is for the last release of the log once that is dated, and for the one
    # before it while the last is a bump not yet cut (undated).
    last = schema.releases[-1]
    assert released == (last.version if last.date else schema.releases[-2].version)
    assert entries == {k: v[0] for k, v in lock.entries(schema, released).items()}


def test_lock_is_what_render_writes():
    schema = load_schema(REPO)
    released, _ = lock.read(REPO)
    with open(os.path.join(REPO, lock.LOCK), encoding="utf-8") as f:
        assert f.read() == lock.render(schema, released)


CASES = [
    (
        "changed-range",
        OPS,
        "      - since: 1.1.0\n        expand: gather_batching_dims\n        add_attributes:\n          operand_batching_dims: {kind: i64_tensor, default: [], after: collapsed_slice_dims}\n          start_indices_batching_dims: {kind: i64_tensor, default: [], after: operand_batching_dims}\n  get_dimension_size",
        "      - since: 1.2.0\n        expand: gather_batching_dims\n        add_attributes:\n          operand_batching_dims: {kind: i64_tensor, default: [], after: collapsed_slice_dims}\n          start_indices_batching_dims: {kind: i64_tensor, default: [], after: operand_batching_dims}\n  get_dimension_size",
        None,
        f"op gather v1 was released in {RELEASED}",
    ),
    (
        "changed-signature",
        OPS,
        "          slice_sizes: i64_tensor\n          indices_are_sorted: {kind: bool, default: false}\n      - since: 1.1.0",
        "          slice_sizes: i64_tensor\n          indices_are_sorted: {kind: bool, default: true}\n      - since: 1.1.0",
        None,
        f"op gather v1 was released in {RELEASED}: its attribute indices_are_sorted was locked as "
        "'kind bool, default false' but the schema now says 'kind bool, default true'",
    ),
    (
        "changed-type-code",
        TYPES,
        "f32:         {code: 4,",
        f"f32:         {{code: {FREE_TYPE_CODE},",
        f"f32:         {{code: {FREE_TYPE_CODE},",
        f"type f32 was released in {RELEASED}: its code was locked as '4' but the schema now says '{FREE_TYPE_CODE}'",
    ),
    (
        "changed-attribute-params",
        ATTRS,
        "string:  {code: 14, since: 0.9.0, params: {value: string}",
        "string:  {code: 14, since: 0.9.0, params: {text: string}",
        "string:  {code: 14,",
        f"attribute string was released in {RELEASED}: its params was locked as "
        "'{value: string}' but the schema now says '{text: string}'",
    ),
    (
        "changed-release-date",
        VERSIONS,
        "  date: 2023-03-02\n",
        "  date: 2023-03-03\n",
        "- version: 0.9.0",
        f"release 0.9.0 was released in {RELEASED}: its date was locked as '2023-03-02' but "
        "the schema now says '2023-03-03'",
    ),
    (
        "changed-enum-case-value",
        ATTRS,
        "{DEFAULT: 0, HIGH: 1, HIGHEST: 2}",
        "{DEFAULT: 0, HIGH: 3, HIGHEST: 2}",
        "{DEFAULT: 0, HIGH: 3, HIGHEST: 2}",
        f"enum precision case HIGH was released in {RELEASED}: its value was locked as '1' but the schema now says '3'",
    ),
    (
        "changed-enum-mnemonic",
        ATTRS,
        "{code: 11, since: 0.9.0, summary:",
        "{code: 11, since: 0.9.0, mnemonic: precision_x, summary:",
        "  precision:\n",
        f"enum precision was released in {RELEASED}: its mnemonic was locked as 'precision_v1' but the schema now "
        "says 'precision_x'",
    ),
    (
        "removed-enum-case",
        ATTRS,
        "{DEFAULT: 0, HIGH: 1, HIGHEST: 2}",
        "{DEFAULT: 0, HIGH: 1}",
        None,
        f"enum precision case HIGHEST was released in {RELEASED} (schema/released.yaml) and cannot be removed",
    ),
    (
        "new-enum-case-in-released-history",
        ATTRS,
        "{DEFAULT: 0, HIGH: 1, HIGHEST: 2}",
        "{DEFAULT: 0, HIGH: 1, HIGHEST: 2, EXTREME: 3}",
        "{DEFAULT: 0, HIGH: 1, HIGHEST: 2, EXTREME: 3}",
        f"enum precision case EXTREME is new but dated at or before {RELEASED}",
    ),
    (
        "new-entry-in-released-history",
        OPS,
        "  abs:\n",
        "  zzz_new:\n    versions:\n      - {since: 1.5.0, operands: [x], results: [y]}\n  abs:\n",
        "      - {since: 1.5.0, operands: [x], results: [y]}",
        f"op zzz_new v1 is new but dated at or before {RELEASED}",
    ),
]


@pytest.mark.parametrize("file,old,new,at,fragment", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_edits_of_released_entries_are_refused(repo, file, old, new, at, fragment):
    repo.edit(file, old, new)
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    err = info.value
    assert fragment in err.message, str(err)
    assert err.file == file, str(err)
    if at is not None:
        assert err.line == repo.line_of(file, at), str(err)


def test_removing_a_released_version_is_refused(repo):
    repo.edit(
        OPS,
        "      - {since: 1.10.0, add_attributes: {result_accuracy: {kind: result_accuracy, default: default}}}\n"
        "  ceil:",
        "  ceil:",
    )
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert f"op cbrt v2 was released in {RELEASED} (schema/released.yaml) and cannot be removed" in info.value.message


def _single_version_op() -> str:
    """An op with attributes and one version, open at the locked release (the
    choice follows the schema, so changes to any one op do not break this)."""
    return next(
        op.name
        for op in load_schema(REPO).ops
        if len(op.versions) == 1 and op.versions[0].attributes and op.versions[0].until is None
    )


def _add_version(tree: Tree, op: str, since: str) -> None:
    """Appends a version adding a defaulted attribute to `op`'s history."""
    text = tree.read(OPS)
    start = re.search(rf"^  {re.escape(op)}:\n", text, re.M)
    following = re.compile(r"^  \S", re.M).search(text, start.end())
    end = following.start() if following else len(text)
    text = (
        text[:end] + f"      - since: {since}\n"
        "        add_attributes: {zz_lock_test: {kind: i64, default: 0}}\n" + text[end:]
    )
    with open(tree.path(OPS), "w", encoding="utf-8") as f:
        f.write(text)


def test_a_new_release_may_add_versions_and_end_open_ones(repo):
    new = new_release(repo)
    name = _single_version_op()
    _add_version(repo, name, new)
    schema = load_schema(repo.root)
    op = next(op for op in schema.ops if op.name == name)
    # The open version now ends at the release before the new one.
    assert vstr(schema.releases[-1].version) == new
    assert [v.until for v in op.versions] == [schema.releases[-2].version, None]


def test_ending_an_open_version_before_the_release_is_refused(repo):
    new_release(repo)
    name = _single_version_op()
    # The new version starts at the locked release instead of after it.
    _add_version(repo, name, RELEASED)
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert (
        f"op {name} v1 was released in {RELEASED}" in info.value.message
        or f"op {name} v2 is new but dated at or before {RELEASED}" in info.value.message
    )


def test_reusing_a_released_code_is_refused(repo):
    new_release(repo)
    repo.edit(ATTRS, "reserved_codes: [0]", "reserved_codes: []")
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert "reserved attribute code 0 was released" in info.value.message


def test_a_new_release_may_add_an_enum_case(repo):
    new = new_release(repo)
    repo.edit(
        ATTRS,
        "{DEFAULT: 0, HIGH: 1, HIGHEST: 2}",
        f"{{DEFAULT: 0, HIGH: 1, HIGHEST: 2, EXTREME: {{value: 3, since: {new}}}}}",
    )
    precision = load_schema(repo.root).enum("precision")
    assert precision.since_of("EXTREME") == tuple(int(p) for p in new.split("."))
    assert precision.since_of("HIGH") == precision.since


def test_a_new_case_cannot_be_dated_at_the_released_release(repo):
    new_release(repo)
    repo.edit(
        ATTRS,
        "{DEFAULT: 0, HIGH: 1, HIGHEST: 2}",
        f"{{DEFAULT: 0, HIGH: 1, HIGHEST: 2, EXTREME: {{value: 3, since: {RELEASED}}}}}",
    )
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert f"enum precision case EXTREME is new but dated at or before {RELEASED}" in info.value.message
    assert info.value.line == repo.line_of(ATTRS, "EXTREME")


def test_a_field_added_to_a_released_entry_is_named(repo):
    """A field the lock lacks (an attribute added to a released op version)
    is reported with 'absent' as the locked value."""
    repo.edit(
        OPS,
        "          slice_sizes: i64_tensor\n          indices_are_sorted: {kind: bool, default: false}\n"
        "      - since: 1.1.0",
        "          slice_sizes: i64_tensor\n          indices_are_sorted: {kind: bool, default: false}\n"
        "          zz_new: {kind: i64, default: 0}\n      - since: 1.1.0",
    )
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert "op gather v1 was released in" in info.value.message
    assert "was locked as" in info.value.message and "zz_new" in info.value.message


def test_an_old_format_lock_is_refused_with_advice(repo):
    text = repo.read(lock.LOCK)
    start = text.index("  attribute array:\n")
    end = text.index("  attribute axis_ref:")
    with open(repo.path(lock.LOCK), "w", encoding="utf-8") as f:
        f.write(text[:start] + "  attribute array: code 1, since 0.9.0, params cd2e37149a8a\n" + text[end:])
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert info.value.file == lock.LOCK
    assert "entry 'attribute array' must be a mapping" in info.value.message
