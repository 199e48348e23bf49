"""The sample values of the generated op tests: one for every attribute of
every op version of the real schema, never the attribute's default (a
conversion could elide it and put it back), and distinct among all of an
op's attributes, of every kind (a conversion swapping two would show). Where
an op has more attributes of a kind than the kind has values (booleans), the
sample variants tell every pair apart and give each attribute both values."""

from __future__ import annotations

import pytest

from conftest import REPO
from codegen.emit_tests import value_text
from codegen.model import Fill
from codegen.kinds import KINDS
from codegen.samples import _kinds, sample_attrs, sample_variants
from codegen.schema import load_schema

SCHEMA = load_schema(REPO)
VERSIONS = [(op, v) for op in SCHEMA.ops for v in op.versions]


@pytest.mark.parametrize("op,v", VERSIONS, ids=[v.mnemonic for _, v in VERSIONS])
def test_every_attribute_has_a_non_default_sample(op, v):
    variants = sample_variants(SCHEMA, op, v)
    assert variants[0] == sample_attrs(SCHEMA, op, v)
    for samples in variants:
        assert sorted(samples) == sorted(a.name for a in v.attributes)
    for a in v.attributes:
        if (
            a.has_default
            and not isinstance(a.default, Fill)
            and a.kind not in ("any", "i64_tensor_2d", "array", "dict", "result_accuracy")
        ):
            # In some variant (booleans take both values in turn).
            assert any(samples[a.name] != value_text(SCHEMA, a, a.default) for samples in variants), a.name


def _few_valued(op, v) -> list:
    """The attributes whose kind has fewer values than the op has
    attributes of it (their samples come in variants)."""
    kinds = _kinds(SCHEMA, op, v)
    out = []
    for a in v.attributes:
        values = getattr(KINDS.get(kinds[a.name]), "values", None)
        if values and sum(1 for b in v.attributes if kinds[b.name] == kinds[a.name]) > len(values) - 1:
            out.append(a.name)
    return out


@pytest.mark.parametrize("op,v", VERSIONS, ids=[v.mnemonic for _, v in VERSIONS])
def test_samples_are_distinct_for_every_kind(op, v):
    few = _few_valued(op, v)
    for samples in sample_variants(SCHEMA, op, v):
        distinct = [samples[a.name] for a in v.attributes if a.name not in few]
        assert len(distinct) == len(set(distinct)), v.mnemonic


@pytest.mark.parametrize("op,v", VERSIONS, ids=[v.mnemonic for _, v in VERSIONS])
def test_variants_tell_every_pair_apart(op, v):
    """For attributes of a kind with too few values, every pair differs in
    some variant (a swap of the two changes that variant's text), and each
    attribute takes every value of its kind in some variant."""
    variants = sample_variants(SCHEMA, op, v)
    few = _few_valued(op, v)
    if len(few) <= 1:
        return
    assert len(variants) > 1, v.mnemonic
    for i, a in enumerate(few):
        for b in few[i + 1 :]:
            assert any(var[a] != var[b] for var in variants), (v.mnemonic, a, b)
        assert len({var[a] for var in variants}) == 2, (v.mnemonic, a)


def test_the_variants_catch_a_swap():
    """triangular_solve_v1 has three booleans: swapping any two of them in
    the generated programs changes at least one of them."""
    op = next(o for o in SCHEMA.ops if o.name == "triangular_solve")
    variants = sample_variants(SCHEMA, op, op.versions[0])
    names = ["left_side", "lower", "unit_diagonal"]
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            swapped = [dict(var, **{a: var[b], b: var[a]}) for var in variants]
            assert swapped != variants, (a, b)
    # One variant alone cannot: two of the three booleans share a value.
    first = variants[0]
    assert len({first[n] for n in names}) < 3


def test_an_unknown_kind_has_no_sample():
    from codegen.samples import _by_kind

    with pytest.raises(ValueError, match="no sample value for attribute kind 'nope'"):
        _by_kind(SCHEMA, "nope", None, None, 0)
