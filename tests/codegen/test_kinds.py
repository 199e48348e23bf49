"""Op attribute kinds have one home, codegen/kinds.py: the loader, the C++
tables, the generated tests and the C++ AttrKind enum all follow it."""

from __future__ import annotations

import pytest

from codegen import kinds
from codegen.__main__ import generate


def test_every_kind_is_complete():
    for name, kind in kinds.KINDS.items():
        assert kind.name == name
        assert kind.cpp and kind.doc and kind.ods and kind.from_vhlo, name
        assert kind.cpp in kinds.CPP_KINDS, name


def test_the_cpp_enum_and_conversions_follow_the_table(tree):
    files = generate(tree.root)
    enum = [line.rstrip(",") for line in files["generated/vhlo/VhloAttrKinds.h.inc"].splitlines() if line.endswith(",")]
    assert enum == list(kinds.CPP_KINDS)
    conversions = files["generated/vhlo/VhloAttrKindConversions.cpp.inc"]
    for cpp, fn in kinds.FROM_VHLO.items():
        assert f"  case schema::AttrKind::{cpp}:\n    return {fn}(attr);" in conversions


def test_a_new_kind_reaches_the_loader_and_the_cpp_side(tree, monkeypatch):
    """Adding a class to the table is all codegen needs for a new kind."""

    class F64(kinds.Kind):
        cpp = "F64"
        doc = "float_v1 of f64; StableHLO FloatAttr f64"
        from_vhlo = "convertF64FromVhlo"
        plain_sample = "#vhlo.float_v1<1.000000e+00 : !vhlo.f64_v1>"

        def parse_default(self, raw, enums, enum):
            try:  # the loader keeps floats as text
                return float(raw)
            except (TypeError, ValueError):
                raise kinds.BadDefault("a float") from None

        def default_cpp(self, schema, attr, ctx):
            return f"makeF64V1({ctx}, {attr.default})"

        def text(self, schema, attr, value):
            return f"#vhlo.float_v1<{value:e} : !vhlo.f64_v1>"

        def sample(self, schema, enum, default, k):
            return self.text(schema, None, -(k + 0.5))

    monkeypatch.setitem(kinds.KINDS, "f64", F64("f64"))
    monkeypatch.setattr(kinds, "CPP_KINDS", kinds.CPP_KINDS + ("F64",))
    monkeypatch.setitem(kinds.FROM_VHLO, "F64", "convertF64FromVhlo")
    import codegen.emit_cpp

    monkeypatch.setattr(codegen.emit_cpp, "CPP_KINDS", kinds.CPP_KINDS)
    tree.edit("schema/ops.yaml", "limit: {kind: i64, default: 7}", "limit: {kind: f64, default: 2.5}")
    files = generate(tree.root)
    assert "F64," in files["generated/vhlo/VhloAttrKinds.h.inc"]
    assert (
        "case schema::AttrKind::F64:\n    return convertF64FromVhlo(attr);"
        in files["generated/vhlo/VhloAttrKindConversions.cpp.inc"]
    )
    tables = files["generated/vhlo/VhloOpTables.cpp.inc"]
    assert "AttrKind::F64" in tables and "makeF64V1(ctx, 2.5)" in tables
    assert "makeF64V1(v.getContext(), 2.5)" in tables  # the default's recognizer


def test_a_default_the_kind_refuses_names_the_kind(tree):
    from codegen.loader import SchemaError
    from codegen.schema import load_schema

    tree.edit("schema/ops.yaml", "limit: {kind: i64, default: 7}", "limit: {kind: f32, default: 7}")
    with pytest.raises(SchemaError, match="kind 'f32' takes no default"):
        load_schema(tree.root)
