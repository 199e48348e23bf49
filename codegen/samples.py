"""Sample values of op attributes, in VHLO's textual form, for generated tests.

Input: the Schema, an op and one of its versions. Output: {attribute name:
VHLO text}, one value per attribute that differs from the attribute's
default, so that no conversion can elide it, and from every other attribute
of the op, so that a conversion that swaps two attributes is caught. The
values also exercise the encodings: extreme integers, negative zero, NUL and
non-ASCII bytes in strings, nested dictionaries.

A kind's value is chosen by the kind (codegen/kinds.py); an attribute a StableHLO struct holds
(schema `groups`) takes its field's kind; `array` and `any` attributes, whose
elements the kind does not say, take the value of _BY_ATTRIBUTE.
"""

from __future__ import annotations

from .kinds import SAMPLE_STRING, KINDS, index_tensor
from .model import Schema


def _idx(values, suffix: str = "index") -> str:
    return index_tensor(values, suffix)


_ALIAS = (
    "#vhlo.output_operand_alias_v1<outputTupleIndices = [{k}], operandIndex = {k1}, operandTupleIndices = [{k2}, {k}]>"
)

# Attributes whose kind does not say what their elements are: (op, name).
_BY_ATTRIBUTE = {
    ("custom_call", "called_computations"): lambda k: (
        f'#vhlo.array_v1<[#vhlo.string_v1<"callee_{k}">, #vhlo.string_v1<"callee_{k + 1}">]>'
    ),
    ("custom_call", "operand_layouts"): lambda k: f"#vhlo.array_v1<[{_idx([1, 0])}, {_idx([])}]>",
    ("custom_call", "result_layouts"): lambda k: f"#vhlo.array_v1<[{_idx([0, 2, 1])}]>",
    ("custom_call", "output_operand_aliases"): lambda k: (
        "#vhlo.array_v1<[" + _ALIAS.format(k=k, k1=k + 1, k2=k + 2) + "]>"
    ),
    ("custom_call", "result_tilings"): lambda k: (
        f"#vhlo.array_v1<[#vhlo.array_v1<[{_idx([8, 128])}, {_idx([2, 4])}]>]>"
    ),
    ("custom_call", "backend_config"): lambda k: f'#vhlo.string_v1<"{SAMPLE_STRING.format(k=k)}">',
    # TYPED_FFI (the last case) is refused before 1.3.0 (gate custom_call_typed_ffi).
    ("custom_call", "api_version"): lambda k: "#vhlo<api_version_v1 API_VERSION_STATUS_RETURNING_UNIFIED>",
    ("func", "arg_attrs"): lambda k: (
        f'#vhlo.array_v1<[#vhlo.dict_v1<{{#vhlo.string_v1<"arg_{k}"> = #vhlo.bool_v1<true>}}>]>'
    ),
    ("func", "res_attrs"): lambda k: (
        f'#vhlo.array_v1<[#vhlo.dict_v1<{{#vhlo.string_v1<"res_{k}"> = #vhlo.string_v1<"r">}}>]>'
    ),
    ("infeed", "layout"): lambda k: (
        "#vhlo.array_v1<[#vhlo.array_v1<[#vhlo.integer_v1<1 : i64>, #vhlo.integer_v1<0 : i64>]>, #vhlo.array_v1<[]>]>"
    ),
}


def _by_kind(schema: Schema, kind: str, enum: str | None, default, k: int) -> str:
    if kind not in KINDS:
        raise ValueError(f"no sample value for attribute kind '{kind}'")
    return KINDS[kind].sample(schema, enum, default, k)


def _kinds(schema: Schema, op, version) -> dict:
    """{attribute name: the kind its samples take}."""
    fields = {}
    for _, group_name in op.stablehlo_attrs:
        for f in schema.group(group_name).fields:
            fields[f.vhlo] = f.kind
    return {a.name: fields.get(a.name, a.kind) for a in version.attributes}


def sample_attrs(schema: Schema, op, version) -> dict:
    """{name: VHLO text}: a non-default, distinct value for every attribute
    (the first of sample_variants)."""
    return sample_variants(schema, op, version)[0]


def sample_variants(schema: Schema, op, version) -> list:
    """[{name: VHLO text}, ...]: one assignment of values to the op's
    attributes, or more where the op has more attributes of a kind than the
    kind has values (two booleans): then the variants tell every pair of
    them apart (attribute i takes bit j of i + 1 in variant j), and each
    takes both values in turn. Elsewhere a value differs from the attribute's
    default and from the op's other attributes."""
    kinds = _kinds(schema, op, version)
    out = {}
    for k, a in enumerate(version.attributes):
        if (op.name, a.name) in _BY_ATTRIBUTE:
            out[a.name] = _BY_ATTRIBUTE[(op.name, a.name)](k)
        elif kinds[a.name] != a.kind:
            out[a.name] = _by_kind(schema, kinds[a.name], None, None, k)
        else:
            out[a.name] = _by_kind(schema, a.kind, a.enum, a.default, k)
    variants = [out]
    for kind in dict.fromkeys(kinds.values()):
        values = getattr(KINDS.get(kind), "values", None)
        names = [a.name for a in version.attributes if kinds[a.name] == kind and (op.name, a.name) not in _BY_ATTRIBUTE]
        if not values or len(names) <= 1:
            continue
        bits = len(names).bit_length()
        assignments = [
            {n: KINDS[kind].text(schema, None, (i + 1) >> j & 1 == 1) for i, n in enumerate(names)} for j in range(bits)
        ]
        # ... and each attribute's other value: the assignments inverted.
        assignments += [
            {n: KINDS[kind].text(schema, None, (i + 1) >> j & 1 == 0) for i, n in enumerate(names)} for j in range(bits)
        ]
        while len(variants) < len(assignments):
            variants.append(dict(variants[0]))
        for variant, assignment in zip(variants, assignments):
            variant.update(assignment)
    unique = []
    for v in variants:
        if v not in unique:
            unique.append(v)
    return unique
