"""The sample values of the generated op tests: one for every attribute of
every op version of the real schema, never the attribute's default (a
conversion could elide it and put it back), and distinct among an op's
integer and tensor attributes (a conversion swapping two would show)."""

from __future__ import annotations

import pytest

from conftest import REPO
from codegen.emit_tests import value_text
from codegen.model import Fill
from codegen.samples import sample_attrs
from codegen.schema import load_schema

SCHEMA = load_schema(REPO)
VERSIONS = [(op, v) for op in SCHEMA.ops for v in op.versions]


@pytest.mark.parametrize("op,v", VERSIONS, ids=[v.mnemonic for _, v in VERSIONS])
def test_every_attribute_has_a_non_default_sample(op, v):
    samples = sample_attrs(SCHEMA, op, v)
    assert sorted(samples) == sorted(a.name for a in v.attributes)
    for a in v.attributes:
        if a.has_default and not isinstance(a.default, Fill) and a.kind not in ("any", "i64_tensor_2d", "array", "dict", "result_accuracy"):
            assert samples[a.name] != value_text(SCHEMA, a, a.default), a.name
    distinct = [samples[a.name] for a in v.attributes
                if a.kind in ("i64", "i32", "i64_tensor", "i64_tensor_2d", "replica_groups", "string", "symbol")]
    assert len(distinct) == len(set(distinct)), v.mnemonic


def test_an_unknown_kind_has_no_sample():
    from codegen.samples import _by_kind
    with pytest.raises(ValueError, match="no sample value for attribute kind 'nope'"):
        _by_kind(SCHEMA, "nope", None, None, 0)
