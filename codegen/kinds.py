"""Op attribute kinds: everything codegen knows about a kind, in one place.

Input: none (a table). Output: `KINDS`, schema kind name -> `Kind`. A kind
says what its values are on both sides (`doc`), its C++ `AttrKind`
enumerator and its conversion from VHLO (generated into
generated/vhlo/VhloAttrKinds.h.inc and VhloAttrKindConversions.cpp.inc,
which the runtime includes), how a schema default parses (`parse_default`), the C++
building and recognizing a default, the VHLO text of a value for the
generated tests, the sample values those tests use, and, for kinds a
StableHLO struct attribute can hold (schema `groups`), the C++ type of the
struct parameter. Adding a kind is adding a class here (and, when it
converts specially, the function its `from_vhlo` names in
runtime/lib/Transforms/AttrConversion.cpp).
"""

from __future__ import annotations

from . import naming
from .model import Fill

_I64_EXTREMES = (-9223372036854775808, 9223372036854775807, -1)
_I32_EXTREMES = (-2147483648, 2147483647, -1)

# The printed form MLIR gives these strings: "\22" is a quote, "\00" a NUL
# byte, "\C3\A9" the UTF-8 bytes of e-acute.
SAMPLE_STRING = "sample {k} \\22quoted\\22 \\00 caf\\C3\\A9"

EMPTY_I64_TENSOR = "#vhlo.tensor_v1<dense<> : tensor<0xi64>>"
DEFAULT_RESULT_ACCURACY = (
    "#vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, "
    "ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>"
)


class BadDefault(Exception):
    """A default that does not parse; the message says what was expected."""


class NoDefault(Exception):
    """The kind takes no default."""


def index_tensor(values, suffix: str = "index") -> str:
    """A 1-D tensor_v1 of `values` with element type `suffix`."""
    if not values:
        return f"#vhlo.tensor_v1<dense<> : tensor<0x{suffix}>>"
    return f"#vhlo.tensor_v1<dense<[{', '.join(map(str, values))}]> : tensor<{len(values)}x{suffix}>>"


class Kind:
    """A kind without defaults; subclasses override what they support."""

    cpp: str = ""  # the C++ AttrKind enumerator
    # The ODS constraint of VHLO op arguments of this kind: VHLO ops take any
    # attribute (the legalization checks kinds), so that artifacts with
    # unexpected values still parse and get a named error.
    ods: str = "AnyAttr"
    doc: str = ""
    plain_sample: str = ""  # a value for tests that need any value
    group_cpp: str | None = None  # C++ type of a struct parameter of this kind
    # The runtime function converting a VHLO value of this kind to StableHLO
    # (runtime/lib/Transforms/AttrConversion.cpp); kinds sharing a C++
    # enumerator share it.
    from_vhlo: str = "convertAttrFromVhlo"
    fill: type | None = None  # element type of a computed default {fill, size_of}
    # The C++ storage class of the StableHLO attribute of this kind, as the
    # StableHLO ODS declares it (tests/codegen/test_stablehlo_ods.py compares
    # the two), or None where the ODS takes more than one class.
    stablehlo_storage: str | None = None

    def __init__(self, name: str) -> None:
        self.name = name

    # --- schema defaults ---------------------------------------------------
    def parse_default(self, raw, enums: dict, enum: str | None):
        """The normalized default, or BadDefault / NoDefault."""
        raise NoDefault()

    # --- the StableHLO ODS ---------------------------------------------------
    def stablehlo_storage_of(self, schema, attr) -> str | None:
        """The C++ storage class of the StableHLO attribute `attr`."""
        return self.stablehlo_storage

    def stablehlo_default(self, schema, attr) -> str | None:
        """The default value a StableHLO ODS `DefaultValued*Attr` gives for
        the schema default of `attr`, or None where the kind has no
        constant form of one (its StableHLO attribute is then optional,
        absence meaning the default)."""
        return None

    # --- C++ -----------------------------------------------------------------
    def default_cpp(self, schema, attr, ctx: str) -> str:
        """A C++ expression building the constant default, in context `ctx`."""
        raise ValueError(f"no default expression for kind {self.name}")

    def is_default_cpp(self, schema, attr) -> str:
        """A C++ predicate on the VHLO attribute `v`: it is the default."""
        return f"v == {self.default_cpp(schema, attr, 'v.getContext()')}"

    # --- VHLO text for generated tests ----------------------------------------
    def text(self, schema, attr, value) -> str:
        """The VHLO text of `value` (a default of this kind)."""
        raise ValueError(self.name)

    def other_text(self, schema, attr) -> str:
        """A value different from attr's default."""
        return self.plain_sample

    def sample(self, schema, enum: str | None, default, k: int) -> str:
        """The k-th attribute of an op: a value distinct from its default and,
        through k, from the op's other attributes."""
        raise ValueError(f"no sample value for attribute kind '{self.name}'")


def computed_default(kind: Kind, raw: dict):
    """A {fill, size_of, pairs} default, checked for `kind` (the loader checks
    its keys)."""
    fill = raw["fill"]
    if kind.fill is int and (isinstance(fill, bool) or not isinstance(fill, int)):
        raise BadDefault("an integer fill")
    if kind.fill is bool and not isinstance(fill, bool):
        raise BadDefault("a boolean fill")
    if kind.fill is None:
        raise BadDefault("a constant (computed defaults are for tensor kinds)")
    pairs = bool(raw.get("pairs", False))
    if pairs != (kind.name == "i64_tensor_2d"):
        raise BadDefault("`pairs: true` exactly for i64_tensor_2d")
    return Fill(fill, str(raw["size_of"]), pairs)


def _fill_cpp(attr, ctx: str) -> str:
    d = attr.default
    fill = ("true" if d.fill else "false") if isinstance(d.fill, bool) else str(d.fill)
    return (
        f"makeFilledTensorV1({ctx}, attrs.get({naming.cpp_string(d.size_of)}), {fill}, "
        f"/*pairs=*/{'true' if d.pairs else 'false'}, "
        f"/*isBool=*/{'true' if attr.kind == 'bool_tensor' else 'false'})"
    )


def _fill_sample(fill: Fill, k: int) -> str:
    """A value of a computed-default attribute that is not its default."""
    if fill.pairs:
        return f"#vhlo.tensor_v1<dense<[[{k}, {k + 1}], [{k + 2}, -{k + 3}]]> : tensor<2x2xi64>>"
    if isinstance(fill.fill, bool):
        return "#vhlo.tensor_v1<dense<[true, false, true]> : tensor<3xi1>>"
    return index_tensor([k + 2, -(k + 3)], "i64")


class _Integer(Kind):
    bits = 64
    plain_sample = "#vhlo.integer_v1<1 : i64>"
    stablehlo_storage = "::mlir::IntegerAttr"

    def stablehlo_default(self, schema, attr):
        return str(attr.default)

    def parse_default(self, raw, enums, enum):
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise BadDefault("an integer")
        if not -(1 << (self.bits - 1)) <= raw < (1 << (self.bits - 1)):
            raise BadDefault(f"a {self.bits}-bit integer")
        return raw

    def default_cpp(self, schema, attr, ctx):
        return (
            f"IntegerV1Attr::get({ctx}, I{self.bits}V1Type::get({ctx}), "
            f"llvm::APInt({self.bits}, {attr.default}, /*isSigned=*/true))"
        )

    def text(self, schema, attr, value):
        return f"#vhlo.integer_v1<{value} : i{self.bits}>"

    def other_text(self, schema, attr):
        return self.text(schema, attr, attr.default + 1)

    def sample(self, schema, enum, default, k):
        extremes = _I64_EXTREMES if self.bits == 64 else _I32_EXTREMES
        # The extremes for the first attributes of an op, then distinct values.
        candidates = ([extremes[k]] if k < len(extremes) else []) + [1000 + k, 2000 + k]
        value = next(v for v in candidates if v != default)
        return f"#vhlo.integer_v1<{value} : i{self.bits}>"


class I64(_Integer):
    cpp = "I64"
    doc = "integer_v1 of i64; StableHLO IntegerAttr i64"
    group_cpp = "int64_t"


class I32(_Integer):
    cpp = "I32"
    doc = "integer_v1 of i32; StableHLO IntegerAttr i32"
    bits = 32
    plain_sample = "#vhlo.integer_v1<1 : i32>"


class Integer(_Integer):
    cpp = "Integer"
    doc = "integer_v1 of any width (its default is an i64); StableHLO IntegerAttr"

    def is_default_cpp(self, schema, attr):
        return f"isIntegerV1Of(v, {attr.default})"


class Bool(Kind):
    cpp = "Bool"
    doc = "bool_v1; StableHLO BoolAttr"
    plain_sample = "#vhlo.bool_v1<true>"
    group_cpp = "bool"

    def stablehlo_storage_of(self, schema, attr):
        # `stablehlo: unit`: a UnitAttr, present for true.
        return "::mlir::UnitAttr" if attr.unit else "::mlir::BoolAttr"

    def stablehlo_default(self, schema, attr):
        return "true" if attr.default else "false"

    def parse_default(self, raw, enums, enum):
        if not isinstance(raw, bool):
            raise BadDefault("true or false")
        return raw

    def default_cpp(self, schema, attr, ctx):
        return f"BoolV1Attr::get({ctx}, {'true' if attr.default else 'false'})"

    def text(self, schema, attr, value):
        return f"#vhlo.bool_v1<{'true' if value else 'false'}>"

    def other_text(self, schema, attr):
        return self.text(schema, attr, not attr.default)

    # Two values only: an op with several booleans gets sample variants that
    # together tell each pair apart (codegen/samples.py sample_variants).
    values = ("true", "false")

    def sample(self, schema, enum, default, k):
        return f"#vhlo.bool_v1<{'false' if default is True else 'true'}>"


class String(Kind):
    cpp = "String"
    doc = "string_v1; StableHLO StringAttr"
    plain_sample = '#vhlo.string_v1<"sample">'
    stablehlo_storage = "::mlir::StringAttr"

    def stablehlo_default(self, schema, attr):
        return naming.cpp_string(attr.default)

    def parse_default(self, raw, enums, enum):
        if not isinstance(raw, str):
            raise BadDefault("a string")
        return raw

    def default_cpp(self, schema, attr, ctx):
        return f"StringV1Attr::get({ctx}, {naming.cpp_string(attr.default)})"

    def text(self, schema, attr, value):
        return f'#vhlo.string_v1<"{value}">'

    def other_text(self, schema, attr):
        return self.text(schema, attr, attr.default + "x")

    def sample(self, schema, enum, default, k):
        return f'#vhlo.string_v1<"{SAMPLE_STRING.format(k=k)}">'


class Symbol(String):
    cpp = "Symbol"
    from_vhlo = "convertSymbolFromVhlo"
    doc = "string_v1; StableHLO FlatSymbolRefAttr"
    plain_sample = '#vhlo.string_v1<"main">'
    stablehlo_storage = "::mlir::FlatSymbolRefAttr"

    def stablehlo_default(self, schema, attr):
        return None

    def sample(self, schema, enum, default, k):
        return f'#vhlo.string_v1<"callee_{k}">'


class F32(Kind):
    cpp = "F32"
    doc = "float_v1 of f32; StableHLO FloatAttr f32"
    stablehlo_storage = "::mlir::FloatAttr"
    plain_sample = "#vhlo.float_v1<1.000000e+00 : !vhlo.f32_v1>"

    def sample(self, schema, enum, default, k):
        return f"#vhlo.float_v1<{-(k + 2.5):.6e} : !vhlo.f32_v1>"


# Element types every release has: samples of type kinds take the k-th.
_SAMPLE_TYPES = ("bf16", "f16", "f64", "i8", "ui16", "i64", "f32", "ui8", "i16", "ui64")


def _sample_type(k: int) -> str:
    return f"!vhlo.{_SAMPLE_TYPES[k % len(_SAMPLE_TYPES)]}_v1"


class I64Tensor(Kind):
    cpp = "I64Tensor"
    from_vhlo = "convertI64TensorFromVhlo"
    doc = "1-D i64 tensor_v1; StableHLO DenseI64ArrayAttr"
    stablehlo_storage = "::mlir::DenseI64ArrayAttr"
    plain_sample = "#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>"
    group_cpp = "SmallVector<int64_t>"
    fill = int

    def parse_default(self, raw, enums, enum):
        if not isinstance(raw, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in raw):
            raise BadDefault("a list of integers")
        return tuple(raw)

    def default_cpp(self, schema, attr, ctx):
        if isinstance(attr.default, Fill):
            return _fill_cpp(attr, ctx)
        return f"makeI64TensorV1({ctx}, {{" + ", ".join(str(x) for x in attr.default) + "})"

    def is_default_cpp(self, schema, attr):
        if isinstance(attr.default, Fill):
            return f"isFilledTensorV1(v, {attr.default.fill})"
        return super().is_default_cpp(schema, attr)

    def text(self, schema, attr, value):
        if not value:
            return EMPTY_I64_TENSOR
        return f"#vhlo.tensor_v1<dense<[{', '.join(map(str, value))}]> : tensor<{len(value)}xi64>>"

    def other_text(self, schema, attr):
        if isinstance(attr.default, Fill):
            return self.plain_sample
        return self.text(schema, attr, tuple(attr.default) + (7,))

    def sample(self, schema, enum, default, k):
        if isinstance(default, Fill):
            return _fill_sample(default, k)
        return index_tensor([k + 2, -(k + 3), 9223372036854775807], "i64")


class I64Tensor2D(Kind):
    cpp = "I64Tensor2D"
    doc = "2-D i64 tensor_v1; StableHLO DenseIntElementsAttr"
    stablehlo_storage = "::mlir::DenseIntElementsAttr"
    plain_sample = "#vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>"
    fill = int

    def parse_default(self, raw, enums, enum):
        if raw != []:
            raise BadDefault("[] (an empty tensor)")
        return ()

    def default_cpp(self, schema, attr, ctx):
        if isinstance(attr.default, Fill):
            return _fill_cpp(attr, ctx)
        return f"makeI64TensorV1({ctx}, {{}})"

    def is_default_cpp(self, schema, attr):
        if isinstance(attr.default, Fill):
            return f"isFilledTensorV1(v, {attr.default.fill})"
        return super().is_default_cpp(schema, attr)

    def text(self, schema, attr, value):
        return EMPTY_I64_TENSOR

    def sample(self, schema, enum, default, k):
        if isinstance(default, Fill):
            return _fill_sample(default, k)
        return f"#vhlo.tensor_v1<dense<[[{k}, {k + 1}], [{k + 2}, {k + 3}]]> : tensor<2x2xi64>>"


class ReplicaGroups(I64Tensor2D):
    doc = "2-D i64 tensor_v1, or (from 1.16.0) replica_group_mesh_axes_v1"
    stablehlo_storage = None  # a DenseIntElementsAttr or a ReplicaGroupMeshAxesAttr
    fill = None

    def parse_default(self, raw, enums, enum):
        raise NoDefault()


class BoolTensor(Kind):
    cpp = "BoolTensor"
    from_vhlo = "convertBoolTensorFromVhlo"
    doc = "1-D i1 tensor_v1; StableHLO DenseBoolArrayAttr"
    stablehlo_storage = "::mlir::DenseBoolArrayAttr"
    plain_sample = "#vhlo.tensor_v1<dense<[true, false]> : tensor<2xi1>>"
    fill = bool

    def default_cpp(self, schema, attr, ctx):
        return _fill_cpp(attr, ctx)

    def is_default_cpp(self, schema, attr):
        return f"isFilledTensorV1(v, {('true' if attr.default.fill else 'false')})"

    def sample(self, schema, enum, default, k):
        if isinstance(default, Fill):
            return _fill_sample(default, k)
        bits = ", ".join("true" if (k + 5) >> i & 1 else "false" for i in range(3))
        return f"#vhlo.tensor_v1<dense<[{bits}]> : tensor<3xi1>>"


class Tensor(Kind):
    cpp = "Tensor"
    doc = "tensor_v1; StableHLO ElementsAttr (a dense one)"
    stablehlo_storage = "::mlir::ElementsAttr"
    plain_sample = "#vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>"

    def sample(self, schema, enum, default, k):
        return f"#vhlo.tensor_v1<dense<[{k + 1.5:.6e}, -0.000000e+00]> : tensor<2xf32>>"


class TypeKind(Kind):
    cpp = "Type"
    doc = "type_v1; StableHLO TypeAttr"
    stablehlo_storage = "::mlir::TypeAttr"
    plain_sample = "#vhlo.type_v1<!vhlo.f32_v1>"
    group_cpp = "Type"

    def sample(self, schema, enum, default, k):
        return f"#vhlo.type_v1<{_sample_type(k)}>"


class FuncType(Kind):
    cpp = "Type"
    doc = "type_v1 of func_v1; StableHLO TypeAttr of a FunctionType"
    stablehlo_storage = "::mlir::TypeAttr"
    plain_sample = "#vhlo.type_v1<!vhlo.func_v1<(!vhlo.f32_v1) -> !vhlo.f32_v1>>"

    def sample(self, schema, enum, default, k):
        return f"#vhlo.type_v1<!vhlo.func_v1<(!vhlo.f32_v1) -> {_sample_type(k + 5)}>>"


class Array(Kind):
    cpp = "Array"
    doc = "array_v1; StableHLO ArrayAttr"
    stablehlo_storage = "::mlir::ArrayAttr"
    plain_sample = '#vhlo.array_v1<[#vhlo.string_v1<"sample">]>'

    def stablehlo_default(self, schema, attr):
        return "{}"  # the empty array, the one default the kind takes

    def parse_default(self, raw, enums, enum):
        if raw != [] or not isinstance(raw, list):
            raise BadDefault("[]")
        return ()

    def default_cpp(self, schema, attr, ctx):
        return f"ArrayV1Attr::get({ctx}, {{}})"

    def text(self, schema, attr, value):
        return "#vhlo.array_v1<[]>"


class Dict(Kind):
    cpp = "Dict"
    doc = "dict_v1; StableHLO DictionaryAttr"
    stablehlo_storage = "::mlir::DictionaryAttr"
    plain_sample = '#vhlo.dict_v1<{#vhlo.string_v1<"k"> = #vhlo.bool_v1<true>}>'

    def stablehlo_default(self, schema, attr):
        return "{}"  # the empty dictionary, the one default the kind takes

    def parse_default(self, raw, enums, enum):
        if raw != {} or not isinstance(raw, dict):
            raise BadDefault("{}")
        return ()

    def default_cpp(self, schema, attr, ctx):
        return f"DictV1Attr::get({ctx}, {{}})"

    def text(self, schema, attr, value):
        return "#vhlo.dict_v1<{}>"

    def sample(self, schema, enum, default, k):
        # Keys sorted by name: StableHLO's dictionaries are.
        return (
            '#vhlo.dict_v1<{#vhlo.string_v1<"a_int"> = #vhlo.integer_v1<' + str(-7 - k) + " : i32>, "
            '#vhlo.string_v1<"b_nested"> = #vhlo.dict_v1<{#vhlo.string_v1<"list"> = '
            '#vhlo.array_v1<[#vhlo.bool_v1<true>, #vhlo.string_v1<"\\00x">]>}>, '
            '#vhlo.string_v1<"c_float"> = #vhlo.float_v1<-0.000000e+00 : !vhlo.f64_v1>}>'
        )


class PrecisionConfig(Kind):
    cpp = "Array"
    doc = "array_v1 of precision_v1; StableHLO ArrayAttr of PrecisionAttr"
    stablehlo_storage = "::mlir::ArrayAttr"
    plain_sample = "#vhlo.array_v1<[#vhlo<precision_v1 HIGH>]>"

    def parse_default(self, raw, enums, enum):
        cases = dict(enums["precision"].cases)
        if not isinstance(raw, list) or not all(isinstance(x, str) and x in cases for x in raw):
            raise BadDefault("a list of precision cases")
        return tuple(raw)

    def default_cpp(self, schema, attr, ctx):
        e = schema.enum("precision")
        elems = ", ".join(f"{e.cpp_class}::get({ctx}, {e.cpp_enum}::{x})" for x in attr.default)
        return f"ArrayV1Attr::get({ctx}, {{{elems}}})"

    def is_default_cpp(self, schema, attr):
        e = schema.enum("precision")
        d = attr.default
        first = f"{e.cpp_class}::get(v.getContext(), {e.cpp_enum}::{d[0]})" if d else "Attribute()"
        return f"isArrayOfOnly(v, {first})"

    def text(self, schema, attr, value):
        return "#vhlo.array_v1<[" + ", ".join(f"#vhlo<precision_v1 {x}>" for x in value) + "]>"

    def sample(self, schema, enum, default, k):
        e = schema.enum("precision")
        cases = [c for c, _ in e.cases_at(e.since)]
        first, second = cases[(k + 1) % len(cases)], cases[(k + 2) % len(cases)]
        return f"#vhlo.array_v1<[#vhlo<{e.mnemonic} {first}>, #vhlo<{e.mnemonic} {second}>]>"


class ResultAccuracy(Kind):
    cpp = "ResultAccuracy"
    doc = "result_accuracy_v1; StableHLO ResultAccuracyAttr"
    stablehlo_storage = "::mlir::stablehlo::ResultAccuracyAttr"

    plain_sample = (
        "#vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, "
        "ulps = 0, mode = #vhlo<result_accuracy_mode_v1 HIGHEST>>"
    )

    def stablehlo_default(self, schema, attr):
        # `default` is no tolerance in mode DEFAULT; the ODS builds it from
        # the mode.
        return "::mlir::stablehlo::ResultAccuracyMode::DEFAULT"

    def parse_default(self, raw, enums, enum):
        if raw != "default":
            raise BadDefault("`default`")
        return raw

    def default_cpp(self, schema, attr, ctx):
        return f"makeDefaultResultAccuracyV1({ctx})"

    def is_default_cpp(self, schema, attr):
        return "isDefaultResultAccuracyV1(v)"

    def text(self, schema, attr, value):
        return DEFAULT_RESULT_ACCURACY

    def sample(self, schema, enum, default, k):
        return (
            "#vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = " + str(3 + k) + ", "
            "mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>"
        )


class Enum(Kind):
    cpp = "Enum"
    doc = "an enum attribute of attributes.yaml"

    def stablehlo_storage_of(self, schema, attr):
        return f"::mlir::stablehlo::{schema.enum(attr.enum).stablehlo}Attr"

    def stablehlo_default(self, schema, attr):
        return f"::mlir::stablehlo::{schema.enum(attr.enum).stablehlo}::{attr.default}"

    def parse_default(self, raw, enums, enum):
        cases = dict(enums[enum].cases)
        if not isinstance(raw, str) or raw not in cases:
            raise BadDefault("one of " + ", ".join(cases))
        return raw

    def default_cpp(self, schema, attr, ctx):
        e = schema.enum(attr.enum)
        return f"{e.cpp_class}::get({ctx}, {e.cpp_enum}::{attr.default})"

    def text(self, schema, attr, value):
        return f"#vhlo<{schema.enum(attr.enum).mnemonic} {value}>"

    # Generated tests take values among the cases the enum had from its
    # start, which every version of an op using it accepts; a case added
    # later has a gate test of its own (generated/tests/gates/case_*).
    def other_text(self, schema, attr):
        e = schema.enum(attr.enum)
        case = next(c for c, _ in e.cases_at(e.since) if c != attr.default)
        return self.text(schema, attr, case)

    def sample(self, schema, enum, default, k):
        e = schema.enum(enum)
        cases = [c for c, _ in e.cases_at(e.since) if c != default]
        return f"#vhlo<{e.mnemonic} {cases[-1 - k % len(cases)]}>"


class Any(Kind):
    cpp = "Any"
    doc = "any VHLO attribute; converted generically both ways"
    plain_sample = "#vhlo.type_v1<!vhlo.f32_v1>"

    def parse_default(self, raw, enums, enum):
        if raw != "none":
            raise BadDefault("`none` (type_v1 of none_v1)")
        return raw

    def default_cpp(self, schema, attr, ctx):
        return f"TypeV1Attr::get({ctx}, NoneV1Type::get({ctx}))"

    def text(self, schema, attr, value):
        return "#vhlo.type_v1<!vhlo.none_v1>"


KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        I64("i64"),
        I32("i32"),
        Bool("bool"),
        String("string"),
        Symbol("symbol"),
        F32("f32"),
        I64Tensor("i64_tensor"),
        I64Tensor2D("i64_tensor_2d"),
        ReplicaGroups("replica_groups"),
        BoolTensor("bool_tensor"),
        Tensor("tensor"),
        TypeKind("type"),
        FuncType("func_type"),
        Array("array"),
        Dict("dict"),
        PrecisionConfig("precision_config"),
        ResultAccuracy("result_accuracy"),
        Enum("enum"),
        Integer("integer"),
        Any("any"),
    )
}

# The C++ AttrKind enumerators, in declaration order, with the conversion
# from VHLO each dispatches to.
CPP_KINDS: tuple = tuple(dict.fromkeys(k.cpp for k in KINDS.values()))
FROM_VHLO: dict = {k.cpp: k.from_vhlo for k in KINDS.values()}
assert all(k.from_vhlo == FROM_VHLO[k.cpp] for k in KINDS.values()), "kinds sharing an enumerator convert alike"

# Kinds a StableHLO struct attribute's field can have.
GROUP_KINDS: frozenset = frozenset(name for name, k in KINDS.items() if k.group_cpp)
