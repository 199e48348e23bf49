"""Released history is immutable (codegen/lock.py, schema/released.yaml).

Each case copies the repository's schema, Version.h and lock to a tmp dir,
makes one edit and expects the loader to refuse it at the edited entry's
file:line; the positive cases show what a new release may do.
"""

from __future__ import annotations

import os
import shutil

import pytest

from conftest import REPO, Tree
from codegen import lock
from codegen.loader import SchemaError
from codegen.schema import VERSION_HEADER, load_schema

OPS, TYPES, ATTRS, VERSIONS = ("schema/ops.yaml", "schema/types.yaml", "schema/attributes.yaml",
                               "schema/versions.yaml")


@pytest.fixture
def repo(tmp_path) -> Tree:
    root = tmp_path / "repo"
    os.makedirs(root / "schema")
    os.makedirs(root / os.path.dirname(VERSION_HEADER))
    for name in ("versions.yaml", "types.yaml", "attributes.yaml", "ops.yaml", "released.yaml"):
        shutil.copy(os.path.join(REPO, "schema", name), root / "schema" / name)
    shutil.copy(os.path.join(REPO, VERSION_HEADER), root / VERSION_HEADER)
    return Tree(str(root))


def new_release(tree: Tree) -> None:
    """Bumps the tree to an unreleased 1.21.0."""
    tree.edit(VERSION_HEADER, "STABLEHLO_CURRENT_VERSION 1, 20, 0", "STABLEHLO_CURRENT_VERSION 1, 21, 0")
    text = tree.read(VERSIONS).rstrip("\n") + "\n- version: 1.21.0\n  bytecode: 6\n  change: Test release.\n"
    with open(tree.path(VERSIONS), "w", encoding="utf-8") as f:
        f.write(text)


def test_the_repository_matches_its_lock():
    released, entries = lock.read(REPO)
    schema = load_schema(REPO)
    assert released == schema.releases[-1].version
    assert entries == {k: v[0] for k, v in lock.entries(schema, released).items()}


def test_lock_is_what_render_writes():
    schema = load_schema(REPO)
    released, _ = lock.read(REPO)
    with open(os.path.join(REPO, lock.LOCK), encoding="utf-8") as f:
        assert f.read() == lock.render(schema, released)


CASES = [
    ("changed-range", OPS, "      - since: 1.1.0\n        add_attributes:\n          operand_batching_dims: {kind: i64_tensor, default: [], after: collapsed_slice_dims}\n          start_indices_batching_dims: {kind: i64_tensor, default: [], after: operand_batching_dims}\n  get_dimension_size",
     "      - since: 1.2.0\n        add_attributes:\n          operand_batching_dims: {kind: i64_tensor, default: [], after: collapsed_slice_dims}\n          start_indices_batching_dims: {kind: i64_tensor, default: [], after: operand_batching_dims}\n  get_dimension_size",
     None, "op gather v1 was released in 1.20.0"),
    ("changed-signature", OPS, "          slice_sizes: i64_tensor\n          indices_are_sorted: {kind: bool, default: false}\n      - since: 1.1.0",
     "          slice_sizes: i64_tensor\n          indices_are_sorted: {kind: bool, default: true}\n      - since: 1.1.0",
     None, "op gather v1 was released in 1.20.0: it was locked as"),
    ("changed-type-code", TYPES, "f32:         {code: 4,", "f32:         {code: 43,",
     "f32:         {code: 43,", "type f32 was released in 1.20.0"),
    ("changed-attribute-params", ATTRS, "string:  {code: 14, since: 0.9.0, params: {value: string}",
     "string:  {code: 14, since: 0.9.0, params: {text: string}",
     "string:  {code: 14,", "attribute string was released in 1.20.0"),
    ("changed-release-date", VERSIONS, "  date: 2023-03-02\n", "  date: 2023-03-03\n",
     "- version: 0.9.0", "release 0.9.0 was released in 1.20.0"),
    ("new-entry-in-released-history", OPS, "  abs:\n", "  zzz_new:\n    versions:\n      - {since: 1.5.0, operands: [x], results: [y]}\n  abs:\n",
     "      - {since: 1.5.0, operands: [x], results: [y]}", "op zzz_new v1 is new but dated at or before 1.20.0"),
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
    repo.edit(OPS, "      - {since: 1.10.0, add_attributes: {result_accuracy: {kind: result_accuracy, default: default}}}\n"
                   "  ceil:", "  ceil:")
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert "op cbrt v2 was released in 1.20.0 (schema/released.yaml) and cannot be removed" in info.value.message


def test_a_new_release_may_add_versions_and_end_open_ones(repo):
    new_release(repo)
    repo.edit(OPS, "          compare_type: {kind: enum<comparison_type>, default: NOTYPE}\n",
              "          compare_type: {kind: enum<comparison_type>, default: NOTYPE}\n"
              "      - since: 1.21.0\n"
              "        add_attributes: {result_accuracy: {kind: result_accuracy, default: default}}\n")
    schema = load_schema(repo.root)
    compare = next(op for op in schema.ops if op.name == "compare")
    assert [v.until for v in compare.versions] == [(1, 20, 0), None]


def test_ending_an_open_version_before_the_release_is_refused(repo):
    new_release(repo)
    repo.edit(OPS, "          compare_type: {kind: enum<comparison_type>, default: NOTYPE}\n",
              "          compare_type: {kind: enum<comparison_type>, default: NOTYPE}\n"
              "      - since: 1.20.0\n"
              "        add_attributes: {result_accuracy: {kind: result_accuracy, default: default}}\n")
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert "op compare v1 was released in 1.20.0" in info.value.message or \
        "op compare v2 is new but dated at or before 1.20.0" in info.value.message


def test_reusing_a_released_code_is_refused(repo):
    new_release(repo)
    repo.edit(ATTRS, "reserved_codes: [0]", "reserved_codes: []")
    with pytest.raises(SchemaError) as info:
        load_schema(repo.root)
    assert "reserved attribute code 0 was released" in info.value.message
