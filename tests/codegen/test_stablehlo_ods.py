"""The hand-written StableHLO ODS against the schema, beyond names.

For the newest version of each op of schema/ops.yaml, each attribute that
is not a field of a StableHLO struct attribute (schema `groups`) is an
argument of the StableHLO op in runtime/include/stablehlo/Dialect/Stablehlo/
StablehloOps.td with
- the C++ storage class its kind says (codegen/kinds.py
  `stablehlo_storage_of`), and
- where the ODS gives a default (a DefaultValued*Attr), the schema's default
  (`stablehlo_default`); an ODS default the schema lacks, or a schema
  default of a constant form the ODS neither gives nor makes optional, is
  a mismatch.
The ODS is read through `llvm-tblgen --dump-json`, so what is compared is
what TableGen makes of the .td files. tests/unit/SchemaConsistencyTest.cpp
compares the names in both directions.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess

import pytest

from conftest import REPO
from codegen.kinds import KINDS
from codegen.schema import load_schema

LLVM = os.environ.get("STABLEHLO_LLVM_ROOT", "/usr/lib/llvm-22")
OPS_TD = "runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td"


def ods_records() -> dict:
    """TableGen's records of the StableHLO ODS, as llvm-tblgen dumps them."""
    tblgen = os.path.join(LLVM, "bin", "llvm-tblgen")
    assert os.access(tblgen, os.X_OK), (
        f"{tblgen} is missing: install LLVM 22's tools (Debian: llvm-22-tools) or set STABLEHLO_LLVM_ROOT"
    )
    proc = subprocess.run(
        [
            tblgen,
            "--dump-json",
            "-I",
            os.path.join(LLVM, "include"),
            "-I",
            os.path.join(REPO, "runtime/include"),
            "-I",
            REPO,
            os.path.join(REPO, OPS_TD),
        ],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def records():
    return ods_records()


@pytest.fixture(scope="module")
def schema():
    return load_schema(REPO)


def ods_ops(records: dict) -> dict:
    """Full op name -> {argument name: its attribute record}."""
    out = {}
    for name in records["!instanceof"]["Op"]:
        op = records[name]
        dialect = records[op["opDialect"]["def"]]["name"]
        out[f"{dialect}.{op['opName']}"] = {
            arg: records[value["def"]]
            for value, arg in op["arguments"]["args"]
            if value.get("kind") == "def" and "Attr" in records[value["def"]]["!superclasses"]
        }
    return out


def mismatches(schema, records: dict) -> list[str]:
    ods = ods_ops(records)
    out = []
    for op in schema.ops:
        if op.removed or not op.stablehlo.startswith("stablehlo."):
            continue
        args = ods.get(op.stablehlo)
        if args is None:
            out.append(f"{op.stablehlo}: not in {OPS_TD}")
            continue
        group_fields = {f.vhlo for _, g in op.stablehlo_attrs for f in schema.group(g).fields}
        for attr in op.versions[-1].attributes:
            if attr.name in group_fields:
                continue
            where = f"{op.stablehlo}: attribute '{attr.name}' ({attr.kind})"
            record = args.get(attr.name)
            if record is None:
                out.append(f"{where}: not an attribute argument in {OPS_TD}")
                continue
            kind = KINDS[attr.kind]
            storage = kind.stablehlo_storage_of(schema, attr)
            ods_storage = (record.get("storageType") or "").strip()
            if storage and ods_storage != storage:
                out.append(
                    f"{where}: the ODS stores a {ods_storage or 'value of no one class'}, the kind says {storage}"
                )
            is_unit = ods_storage == "::mlir::UnitAttr"  # absence is false; TableGen gives it a default text
            ods_default = None if is_unit else (record.get("defaultValue") or None)
            expected = kind.stablehlo_default(schema, attr) if attr.has_default else None
            if ods_default is not None and not attr.has_default:
                out.append(f"{where}: the ODS default is {ods_default!r}, the schema gives none")
            elif ods_default is not None and ods_default != expected:
                out.append(
                    f"{where}: the ODS default is {ods_default!r}, the schema's default "
                    f"{attr.default!r} is {expected!r} there"
                )
            elif ods_default is None and expected is not None and not is_unit and not record.get("isOptional"):
                out.append(
                    f"{where}: the schema's default {attr.default!r} ({expected!r}) is neither the "
                    "ODS default nor may the StableHLO op omit the attribute"
                )
    return out


def test_the_stablehlo_ods_agrees_with_the_schema(schema, records):
    assert mismatches(schema, records) == []
    # What the comparison covers (so that a rule matching nothing fails).
    ods = ods_ops(records)
    compared = [
        (op, a)
        for op in schema.ops
        if op.stablehlo in ods
        for a in op.versions[-1].attributes
        if a.name in ods[op.stablehlo]
    ]
    assert len(compared) > 100
    assert (
        sum(
            1
            for op, a in compared
            if a.has_default and (ods[op.stablehlo][a.name].get("defaultValue") or "") not in ("", "false")
        )
        >= 15
    )


def _with_attr(schema, op_name: str, attr_name: str, **change):
    """`schema` with one attribute of the newest version of an op changed."""
    ops = []
    for op in schema.ops:
        if op.stablehlo == op_name:
            last = op.versions[-1]
            attrs = tuple(dataclasses.replace(a, **change) if a.name == attr_name else a for a in last.attributes)
            op = dataclasses.replace(op, versions=op.versions[:-1] + (dataclasses.replace(last, attributes=attrs),))
        ops.append(op)
    return dataclasses.replace(schema, ops=tuple(ops))


def test_a_default_other_than_the_odss_is_found(schema, records):
    changed = _with_attr(schema, "stablehlo.sort", "dimension", default=0)
    assert mismatches(changed, records) == [
        "stablehlo.sort: attribute 'dimension' (i64): the ODS default is '-1', the schema's default 0 is '0' there"
    ]


def test_an_ods_default_the_schema_lacks_is_found(schema, records):
    changed = _with_attr(schema, "stablehlo.cholesky", "lower", default=None, has_default=False)
    assert mismatches(changed, records) == [
        "stablehlo.cholesky: attribute 'lower' (bool): the ODS default is 'false', the schema gives none"
    ]


def test_a_schema_default_for_a_required_attribute_is_found(schema, records):
    changed = _with_attr(schema, "stablehlo.fft", "fft_type", default="FFT", has_default=True)
    assert mismatches(changed, records) == [
        "stablehlo.fft: attribute 'fft_type' (enum): the schema's default 'FFT' "
        "('::mlir::stablehlo::FftType::FFT') is neither the ODS default nor may the StableHLO op omit the "
        "attribute"
    ]


def test_another_storage_class_is_found(schema, records):
    changed = _with_attr(schema, "stablehlo.iota", "iota_dimension", kind="i64_tensor")
    assert mismatches(changed, records) == [
        "stablehlo.iota: attribute 'iota_dimension' (i64_tensor): the ODS stores a ::mlir::IntegerAttr, "
        "the kind says ::mlir::DenseI64ArrayAttr"
    ]
