"""Sample values of op attributes, in VHLO's textual form, for generated tests.

Input: the Schema, an op and one of its versions. Output: {attribute name:
VHLO text}, one value per attribute that differs from the attribute's
default, so that no conversion can elide it, and from every other attribute
of the op, so that a conversion that swaps two attributes is caught. The
values also exercise the encodings: extreme integers, negative zero, NUL and
non-ASCII bytes in strings, nested dictionaries.

A kind's value is chosen by the kind; an attribute a StableHLO struct holds
(schema `groups`) takes its field's kind; `array` and `any` attributes, whose
elements the kind does not say, take the value of _BY_ATTRIBUTE.
"""

from __future__ import annotations

from .model import Fill, Schema

_I64_EXTREMES = (-9223372036854775808, 9223372036854775807, -1)
_I32_EXTREMES = (-2147483648, 2147483647, -1)

# The printed form MLIR gives these strings: "\22" is a quote, "\00" a NUL
# byte, "\C3\A9" the UTF-8 bytes of e-acute.
_STRING = 'sample {k} \\22quoted\\22 \\00 caf\\C3\\A9'


def _idx(values, suffix: str = "index") -> str:
    if not values:
        return f"#vhlo.tensor_v1<dense<> : tensor<0x{suffix}>>"
    return f"#vhlo.tensor_v1<dense<[{', '.join(map(str, values))}]> : tensor<{len(values)}x{suffix}>>"


_ALIAS = ("#vhlo.output_operand_alias_v1<outputTupleIndices = [{k}], operandIndex = {k1}, "
          "operandTupleIndices = [{k2}, {k}]>")

# Attributes whose kind does not say what their elements are: (op, name).
_BY_ATTRIBUTE = {
    ("custom_call", "called_computations"):
        lambda k: f'#vhlo.array_v1<[#vhlo.string_v1<"callee_{k}">, #vhlo.string_v1<"callee_{k + 1}">]>',
    ("custom_call", "operand_layouts"): lambda k: f"#vhlo.array_v1<[{_idx([1, 0])}, {_idx([])}]>",
    ("custom_call", "result_layouts"): lambda k: f"#vhlo.array_v1<[{_idx([0, 2, 1])}]>",
    ("custom_call", "output_operand_aliases"):
        lambda k: "#vhlo.array_v1<[" + _ALIAS.format(k=k, k1=k + 1, k2=k + 2) + "]>",
    ("custom_call", "result_tilings"):
        lambda k: f"#vhlo.array_v1<[#vhlo.array_v1<[{_idx([8, 128])}, {_idx([2, 4])}]>]>",
    ("custom_call", "backend_config"): lambda k: f'#vhlo.string_v1<"{_STRING.format(k=k)}">',
    # TYPED_FFI (the last case) is refused before 1.3.0 (gate custom_call_typed_ffi).
    ("custom_call", "api_version"):
        lambda k: "#vhlo<api_version_v1 API_VERSION_STATUS_RETURNING_UNIFIED>",
    ("func", "arg_attrs"):
        lambda k: f'#vhlo.array_v1<[#vhlo.dict_v1<{{#vhlo.string_v1<"arg_{k}"> = #vhlo.bool_v1<true>}}>]>',
    ("func", "res_attrs"):
        lambda k: f'#vhlo.array_v1<[#vhlo.dict_v1<{{#vhlo.string_v1<"res_{k}"> = #vhlo.string_v1<"r">}}>]>',
    ("infeed", "layout"):
        lambda k: "#vhlo.array_v1<[#vhlo.array_v1<[#vhlo.integer_v1<1 : i64>, "
                  "#vhlo.integer_v1<0 : i64>]>, #vhlo.array_v1<[]>]>",
}


def _integer(k: int, width: int, default) -> str:
    extremes = _I64_EXTREMES if width == 64 else _I32_EXTREMES
    # The extremes for the first attributes of an op, then distinct values.
    candidates = ([extremes[k]] if k < len(extremes) else []) + [1000 + k, 2000 + k]
    value = next(v for v in candidates if v != default)
    return f"#vhlo.integer_v1<{value} : i{width}>"


def _filled(fill: Fill, k: int) -> str:
    """A value of a computed-default attribute that is not its default."""
    if fill.pairs:
        return f"#vhlo.tensor_v1<dense<[[{k}, {k + 1}], [{k + 2}, -{k + 3}]]> : tensor<2x2xi64>>"
    if isinstance(fill.fill, bool):
        return "#vhlo.tensor_v1<dense<[true, false, true]> : tensor<3xi1>>"
    return _idx([k + 2, -(k + 3)], "i64")


def _by_kind(schema: Schema, kind: str, enum: str | None, default, k: int) -> str:
    if isinstance(default, Fill):
        return _filled(default, k)
    if kind in ("i64", "integer"):
        return _integer(k, 64, default)
    if kind == "i32":
        return _integer(k, 32, default)
    if kind == "bool":
        return f"#vhlo.bool_v1<{'false' if default is True else 'true'}>"
    if kind == "string":
        return f'#vhlo.string_v1<"{_STRING.format(k=k)}">'
    if kind == "symbol":
        return f'#vhlo.string_v1<"callee_{k}">'
    if kind == "f32":
        return f"#vhlo.float_v1<{-(k + 2.5):.6e} : !vhlo.f32_v1>"
    if kind == "i64_tensor":
        return _idx([k + 2, -(k + 3), 9223372036854775807], "i64")
    if kind in ("i64_tensor_2d", "replica_groups"):
        return f"#vhlo.tensor_v1<dense<[[{k}, {k + 1}], [{k + 2}, {k + 3}]]> : tensor<2x2xi64>>"
    if kind == "bool_tensor":
        return "#vhlo.tensor_v1<dense<[true, false, true]> : tensor<3xi1>>"
    if kind == "tensor":
        return "#vhlo.tensor_v1<dense<[1.500000e+00, -0.000000e+00]> : tensor<2xf32>>"
    if kind == "type":
        return "#vhlo.type_v1<!vhlo.bf16_v1>"
    if kind == "func_type":
        return "#vhlo.type_v1<!vhlo.func_v1<(!vhlo.f32_v1) -> !vhlo.i64_v1>>"
    if kind == "precision_config":
        return "#vhlo.array_v1<[#vhlo<precision_v1 HIGH>, #vhlo<precision_v1 HIGHEST>]>"
    if kind == "dict":
        # Keys sorted by name: StableHLO's dictionaries are.
        return ('#vhlo.dict_v1<{#vhlo.string_v1<"a_int"> = #vhlo.integer_v1<-7 : i32>, '
                '#vhlo.string_v1<"b_nested"> = #vhlo.dict_v1<{#vhlo.string_v1<"list"> = '
                '#vhlo.array_v1<[#vhlo.bool_v1<true>, #vhlo.string_v1<"\\00x">]>}>, '
                '#vhlo.string_v1<"c_float"> = #vhlo.float_v1<-0.000000e+00 : !vhlo.f64_v1>}>')
    if kind == "result_accuracy":
        return ("#vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 3, "
                "mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>")
    if kind == "enum":
        cases = [c for c, _ in schema.enum(enum).cases if c != default]
        return f"#vhlo<{schema.enum(enum).mnemonic} {cases[-1]}>"
    raise ValueError(f"no sample value for attribute kind '{kind}'")


def sample_attrs(schema: Schema, op, version) -> dict:
    """{name: VHLO text}: a non-default, distinct value for every attribute."""
    fields = {}
    for _, group_name in op.stablehlo_attrs:
        for f in schema.group(group_name).fields:
            fields[f.vhlo] = f.kind
    out = {}
    for k, a in enumerate(version.attributes):
        if (op.name, a.name) in _BY_ATTRIBUTE:
            out[a.name] = _BY_ATTRIBUTE[(op.name, a.name)](k)
        elif a.name in fields:
            out[a.name] = _by_kind(schema, fields[a.name], None, None, k)
        else:
            out[a.name] = _by_kind(schema, a.kind, a.enum, a.default, k)
    return out
