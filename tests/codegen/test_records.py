"""The ODS records of VHLO's types, attributes and enum attributes carry
upstream's names.

MLIR's generated parsers quote a type's or attribute's record in their
errors ("failed to parse VHLO_BooleanAttrV1 parameter 'value' which is to
be a `bool`"), so the records are part of what a user sees. UPSTREAM holds
the record of every type, attribute and enum attribute of upstream StableHLO
1.20.0 (VhloTypes.td, VhloAttrs.td, VhloEnums.td at 3c9301c116f9), by
mnemonic; the generated ODS must define exactly these, and the schema's
naming rule (naming.type_record) or its `record` keys give them.
"""

from __future__ import annotations

import re

import pytest

from conftest import REPO
from codegen import naming
from codegen.__main__ import generate
from codegen.loader import SchemaError
from codegen.schema import load_schema

TYPES = "schema/types.yaml"

UPSTREAM_TYPES = {
    "bool_v1": "BooleanV1",
    "complex_v1": "ComplexV1",
    "bf16_v1": "FloatBF16V1",
    "f16_v1": "FloatF16V1",
    "f32_v1": "FloatF32V1",
    "f64_v1": "FloatF64V1",
    "f4E2M1FN_v1": "FloatF4E2M1FNV1",
    "f6E2M3FN_v1": "FloatF6E2M3FNV1",
    "f6E3M2FN_v1": "FloatF6E3M2FNV1",
    "f8E3M4_v1": "FloatF8E3M4V1",
    "f8E4M3_v1": "FloatF8E4M3V1",
    "f8E4M3FN_v1": "FloatF8E4M3FNV1",
    "f8E5M2_v1": "FloatF8E5M2V1",
    "f8E4M3FNUZ_v1": "FloatF8E4M3FNUZV1",
    "f8E4M3B11FNUZ_v1": "FloatF8E4M3B11FNUZV1",
    "f8E5M2FNUZ_v1": "FloatF8E5M2FNUZV1",
    "f8E8M0FNU_v1": "FloatF8E8M0FNUV1",
    "tf31_v1": "FloatTF32V1",
    "func_v1": "FunctionV1",
    "index_v1": "IndexV1",
    "i2_v1": "IntegerSI2V1",
    "i4_v1": "IntegerSI4V1",
    "i8_v1": "IntegerSI8V1",
    "i16_v1": "IntegerSI16V1",
    "i32_v1": "IntegerSI32V1",
    "i64_v1": "IntegerSI64V1",
    "ui2_v1": "IntegerUI2V1",
    "ui4_v1": "IntegerUI4V1",
    "ui8_v1": "IntegerUI8V1",
    "ui16_v1": "IntegerUI16V1",
    "ui32_v1": "IntegerUI32V1",
    "ui64_v1": "IntegerUI64V1",
    "none_v1": "NoneTypeV1",
    "tensor_v1": "RankedTensorV1",
    "token_v1": "TokenV1",
    "future_v1": "FutureV1",
    "tuple_v1": "TupleV1",
    "quant_v1": "UniformQuantizedV1",
    "quant_per_axis_v1": "UniformQuantizedPerAxisV1",
    "unranked_tensor_v1": "UnrankedTensorV1",
    "witness_v1": "WitnessV1",
    "buffer_v1": "RankedBufferV1",
}
UPSTREAM_ATTRS = {
    "array_v1": "ArrayAttrV1",
    "bool_v1": "BooleanAttrV1",
    "dict_v1": "DictionaryAttrV1",
    "float_v1": "FloatAttrV1",
    "integer_v1": "IntegerAttrV1",
    "output_operand_alias_v1": "OutputOperandAliasAttrV1",
    "string_v1": "StringAttrV1",
    "tensor_v1": "TensorAttrV1",
    "type_v1": "TypeAttrV1",
    "type_extensions_v1": "TypeExtensionsAttrV1",
    "result_accuracy_v1": "ResultAccuracyAttrV1",
    "sub_axis_info_v1": "SubAxisInfoV1Attr",
    "axis_ref_v1": "AxisRefV1Attr",
    "replica_group_mesh_axes_v1": "ReplicaGroupMeshAxesV1Attr",
    "mesh_axis_v1": "MeshAxisV1Attr",
    "mesh_v1": "MeshV1Attr",
}
UPSTREAM_ENUMS = {
    "comparison_direction_v1": "ComparisonDirectionAttrV1",
    "comparison_type_v1": "ComparisonTypeAttrV1",
    "api_version_v1": "CustomCallApiVersionAttrV1",
    "fft_type_v1": "FftTypeAttrV1",
    "precision_v1": "PrecisionAttrV1",
    "rng_algorithm_v1": "RngAlgorithmAttrV1",
    "rng_distribution_v1": "RngDistributionAttrV1",
    "transpose_v1": "TransposeAttrV1",
    "result_accuracy_mode_v1": "ResultAccuracyModeV1Attr",
}


@pytest.fixture(scope="module")
def schema():
    return load_schema(REPO)


def test_every_record_is_upstreams(schema):
    assert {t.mnemonic: t.record for t in schema.types} == UPSTREAM_TYPES
    assert {a.mnemonic: a.record for a in schema.attributes} == UPSTREAM_ATTRS
    assert {e.mnemonic: e.record for e in schema.enums} == UPSTREAM_ENUMS


def test_the_generated_ods_defines_them(schema):
    files = generate(REPO)
    defs = set(re.findall(r"^def VHLO_(\w+) :", files["generated/vhlo/VhloTypes.td"], re.M))
    assert defs == set(UPSTREAM_TYPES.values())
    defs = set(re.findall(r"^def VHLO_(\w+) :", files["generated/vhlo/VhloAttrs.td"], re.M))
    # The enums' I32EnumAttr records (VHLO_PrecisionV1) are named as upstream's too.
    enum_records = {e.cpp_enum for e in schema.enums}
    assert defs == set(UPSTREAM_ATTRS.values()) | set(UPSTREAM_ENUMS.values()) | enum_records
    assert enum_records == {
        "ComparisonDirectionV1",
        "ComparisonTypeV1",
        "CustomCallApiVersionV1",
        "FftTypeV1",
        "PrecisionV1",
        "RngAlgorithmV1",
        "RngDistributionV1",
        "TransposeV1",
        "ResultAccuracyModeV1",
    }
    # The C++ classes do not follow the records.
    assert 'def VHLO_BooleanAttrV1 : VHLO_AttrDef<"BoolV1"' in files["generated/vhlo/VhloAttrs.td"]


@pytest.mark.parametrize(
    "name, builtin, is_float, record",
    [
        ("f8E4M3FN", "f8E4M3FN", True, "FloatF8E4M3FNV1"),
        ("tf32", "tf32", True, "FloatTF32V1"),
        ("i8", "i8", False, "IntegerSI8V1"),
        ("ui64", "ui64", False, "IntegerUI64V1"),
        ("unranked_tensor", "unranked_tensor", False, "UnrankedTensorV1"),
    ],
)
def test_the_naming_rule(name, builtin, is_float, record):
    assert naming.type_record(name, builtin, is_float) == record


def test_a_record_that_is_no_name_is_refused(tree):
    tree.edit(TYPES, "  tuple:", "  index_a: {code: 4, since: 0.9.0, builtin: index, record: 2x, doc: A.}\n  tuple:")
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert (info.value.file, info.value.line) == (TYPES, tree.line_of(TYPES, "  index_a:"))
    assert "type 'index_a': record '2x' is not an ODS record name" in info.value.message


def test_two_entries_with_one_record_are_refused(tree):
    tree.edit(
        TYPES, "  tuple:", "  witness: {code: 4, since: 0.9.0, builtin: witness, record: TupleV1, doc: A.}\n  tuple:"
    )
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert (info.value.file, info.value.line) == (TYPES, tree.line_of(TYPES, "  tuple:"))
    assert "type 'tuple' would generate the ODS record 'VHLO_TupleV1' that type 'witness'" in info.value.message
