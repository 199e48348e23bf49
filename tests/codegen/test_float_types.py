"""Float types come from schema/types.yaml alone.

A float names MLIR's C++ class of its builtin (`mlir:`); the conversions
(generated/vhlo/VhloScalarTypes.cpp.inc) and Stablehlo_Float
(generated/stablehlo/StablehloFloat.td) are generated from it. Checked
against MLIR's own definitions (BuiltinTypes.td of the LLVM 22 the project
builds with) and upstream StableHLO's Stablehlo_Float; errors at file:line.
"""

from __future__ import annotations

import os
import re

import pytest

from conftest import REPO
from codegen import naming
from codegen.__main__ import generate
from codegen.loader import SchemaError
from codegen.schema import load_schema

BUILTIN_TYPES_TD = "/usr/lib/llvm-22/include/mlir/IR/BuiltinTypes.td"
TYPES = "schema/types.yaml"
# Upstream StableHLO 1.20.0's Stablehlo_Float (StablehloBase.td), and its summary.
UPSTREAM_FLOATS = {
    "F4E2M1FN",
    "F6E2M3FN",
    "F6E3M2FN",
    "F8E3M4",
    "F8E4M3",
    "F8E4M3FN",
    "F8E4M3FNUZ",
    "F8E4M3B11FNUZ",
    "F8E5M2",
    "F8E5M2FNUZ",
    "F8E8M0FNU",
    "F16",
    "F32",
    "F64",
    "BF16",
}
UPSTREAM_SUMMARY = "4/6/8/16/32/64-bit float"
UPSTREAM_RELEASE = (1, 20, 0)


def _mlir_floats() -> dict:
    """builtin mnemonic -> C++ class, from MLIR's BuiltinTypes.td."""
    assert os.path.exists(BUILTIN_TYPES_TD), f"{BUILTIN_TYPES_TD} is missing: install libmlir-22-dev"
    text = open(BUILTIN_TYPES_TD, encoding="utf-8").read()
    return {
        m.group(2): m.group(1) + "Type"
        for m in re.finditer(r"def Builtin_\w+ : Builtin_(?:Cached)?FloatType<\"(\w+)\", \"(\w+)\"", text)
    }


def test_every_float_names_mlirs_class_of_its_builtin():
    mlir = _mlir_floats()
    assert len(mlir) > 10, "BuiltinTypes.td changed shape: no float types found"
    floats = [t for t in load_schema(REPO).types if t.mlir]
    assert floats
    for t in floats:
        assert mlir.get(t.builtin) == t.mlir, (t.name, t.builtin, t.mlir)
    # Every MLIR float the schema stands for carries its class.
    assert all(t.mlir for t in load_schema(REPO).types if t.builtin in mlir)


def test_stablehlo_float_is_upstreams():
    """Up to 1.20.0 the list is upstream's; a float added later (a
    contributor's new type) joins it and its width the summary."""
    text = generate(REPO)["generated/stablehlo/StablehloFloat.td"]
    m = re.search(r"def Stablehlo_Float : AnyTypeOf<\[(.*?)\],\s*\"([^\"]*)\">;", text, re.S)
    assert m, text
    listed = [x.strip() for x in m.group(1).split(",")]
    assert len(listed) == len(set(listed))
    newer = [t for t in load_schema(REPO).types if t.mlir and t.tensor_element and t.since > UPSTREAM_RELEASE]
    assert set(listed) == UPSTREAM_FLOATS | {naming.ods_float(t.builtin) for t in newer}
    widths = {int(w) for w in UPSTREAM_SUMMARY.split("-")[0].split("/")}
    widths |= {naming.float_width(t.builtin) for t in newer}
    assert m.group(2) == "/".join(str(w) for w in sorted(widths)) + "-bit float"
    assert (
        'include "generated/stablehlo/StablehloFloat.td"'
        in open(os.path.join(REPO, "runtime/include/stablehlo/Dialect/Stablehlo/StablehloBase.td")).read()
    )


def test_the_conversions_use_the_schemas_class():
    text = generate(REPO)["generated/vhlo/VhloScalarTypes.cpp.inc"]
    for t in load_schema(REPO).types:
        if t.mlir:
            assert f"{t.mlir}::get(ctx)" in text and f"llvm::isa<{t.mlir}>(t)" in text, t.name


def test_a_new_float_needs_only_the_schema(tree):
    tree.edit(
        TYPES,
        "  tuple:",
        "  f80: {code: 4, since: 0.9.0, builtin: f80, mlir: Float80Type, doc: A.}\n"
        "  tf32: {code: 5, since: 0.9.0, builtin: tf32, mlir: FloatTF32Type, "
        "tensor_element: false, doc: B.}\n  tuple:",
    )
    files = generate(tree.root)
    assert "llvm::isa<Float80Type>(t)" in files["generated/vhlo/VhloScalarTypes.cpp.inc"]
    assert "llvm::isa<FloatTF32Type>(t)" in files["generated/vhlo/VhloScalarTypes.cpp.inc"]
    floats = files["generated/stablehlo/StablehloFloat.td"]
    assert re.search(r"AnyTypeOf<\[\n    F80\n  \], \"80-bit float\">", floats), floats


def _error(tree, old: str, new: str, at: str) -> str:
    tree.edit(TYPES, old, new)
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert (info.value.file, info.value.line) == (TYPES, tree.line_of(TYPES, at)), str(info.value)
    return info.value.message


def test_a_float_without_its_class_is_refused(tree):
    message = _error(tree, "  tuple:", "  f80: {code: 4, since: 0.9.0, builtin: f80, doc: A.}\n  tuple:", "  f80:")
    assert (
        "type 'f80': unknown builtin counterpart 'f80'; a float names MLIR's C++ class of it in the schema "
        "(`mlir: Float80Type`)" in message
    ), message


def test_a_class_on_an_integer_is_refused(tree):
    message = _error(tree, "    builtin: i64\n", "    builtin: i64\n    mlir: Float64Type\n", "    mlir: Float64Type")
    assert "type 'i64': `mlir` names the C++ class of a float builtin; 'i64' is an integer" in message, message


def test_a_class_that_is_not_a_class_name_is_refused(tree):
    message = _error(
        tree, "  tuple:", "  f80: {code: 4, since: 0.9.0, builtin: f80, mlir: float80, doc: A.}\n  tuple:", "  f80:"
    )
    assert "mlir 'float80' is not a C++ class name" in message, message


def test_tensor_element_only_for_floats_and_integers(tree):
    message = _error(tree, "builtin: tuple,", "builtin: tuple, tensor_element: false,", "tensor_element: false")
    assert (
        "type 'tuple': tensor_element is true or false, and only for a float (one with `mlir`) or an integer" in message
    ), message


def test_the_generators_table_of_floats_is_gone():
    assert not hasattr(naming, "_FLOATS")
