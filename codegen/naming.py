"""Pure name and kind mapping between the schema and the generated C++/ODS.

Input: schema names (`exponential`, `f8E4M3FN`, `comparison_direction`) and
attribute kinds. Output: C++ class names, ODS parameter types, and the C++
expressions that build or recognize attribute values. No I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


def camel(name: str) -> str:
    """`exponential_minus_one` -> `ExponentialMinusOne`; keeps inner capitals."""
    parts = re.split(r"[_\-]", name)
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


def type_class(name: str, version: int = 1) -> str:
    return f"{camel(name)}V{version}Type"


def attr_class(name: str, version: int = 1) -> str:
    return f"{camel(name)}V{version}Attr"


def enum_class(stablehlo_name: str, version: int = 1) -> str:
    return f"{stablehlo_name}V{version}"


def type_record(name: str, builtin: str, is_float: bool, version: int = 1) -> str:
    """The ODS record of a type (after `VHLO_`) when the schema gives none,
    named as upstream names its type records: a float `Float<BUILTIN>V1`
    (`FloatF8E4M3FNV1`), an integer `Integer<SI|UI><width>V1`
    (`IntegerSI8V1`, `IntegerUI8V1`), any other type `<Name>V1`
    (`ComplexV1`). MLIR's generated parsers quote the record in their
    errors ("failed to parse VHLO_ComplexV1 parameter ...")."""
    integer = integer_builtin(builtin)
    if is_float:
        return f"Float{builtin.upper()}V{version}"
    if integer is not None:
        return f"Integer{'UI' if integer[0] else 'SI'}{integer[1]}V{version}"
    return f"{camel(name)}V{version}"


def op_class(name: str, version: int) -> str:
    return f"{camel(name)}OpV{version}"


def cpp_string(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


# --- Builtin scalar types -------------------------------------------------

#: Structured builtin counterparts: conversions written in runtime/.
STRUCTURED_BUILTINS = {
    "complex",
    "function",
    "ranked_tensor",
    "unranked_tensor",
    "tuple",
    "token",
    "quant_uniform",
    "quant_per_axis",
    "memref",
    "future",
    "witness",
}


@dataclass(frozen=True)
class ScalarBuiltin:
    """How to build and recognize a builtin scalar type in C++."""

    build: str  # expression with `ctx`
    match: str  # boolean expression on `t` (an mlir::Type)


def scalar_builtin(name: str, mlir: str = "") -> ScalarBuiltin | None:
    """How C++ builds and recognizes builtin `name`; a float's class `mlir`
    comes from the schema (schema/types.yaml)."""
    if mlir:
        return ScalarBuiltin(f"{mlir}::get(ctx)", f"llvm::isa<{mlir}>(t)")
    if name == "index":
        return ScalarBuiltin("IndexType::get(ctx)", "llvm::isa<IndexType>(t)")
    if name == "none":
        return ScalarBuiltin("NoneType::get(ctx)", "llvm::isa<NoneType>(t)")
    m = integer_builtin(name)
    if m:
        unsigned, width = m
        if unsigned:
            return ScalarBuiltin(
                f"IntegerType::get(ctx, {width}, IntegerType::Unsigned)", f"t.isUnsignedInteger({width})"
            )
        return ScalarBuiltin(f"IntegerType::get(ctx, {width})", f"t.isSignlessInteger({width})")
    return None


#: MLIR's widest integer type (IntegerType::kMaxWidth).
MAX_INTEGER_WIDTH = (1 << 24) - 1


def integer_builtin(name: str) -> tuple[bool, int] | None:
    """(unsigned, width) of an integer builtin: `ui16` -> (True, 16),
    `i8` -> (False, 8); None for any other name. The width may be any
    spelling of digits here; the schema loader refuses what MLIR cannot
    spell."""
    m = re.fullmatch(r"(u?)i(\d+)", name)
    return (bool(m.group(1)), int(m.group(2))) if m else None


def ods_float(builtin: str) -> str:
    """The ODS constraint of a float builtin (CommonTypeConstraints.td):
    `f8E4M3FN` -> F8E4M3FN, `bf16` -> BF16."""
    return re.sub(r"^[a-z]+", lambda m: m.group(0).upper(), builtin)


def float_width(builtin: str) -> int:
    """The width a float builtin's name states: `f8E4M3FN` -> 8, `bf16` -> 16."""
    return int(re.search(r"\d+", builtin).group(0))


# --- Parameter kinds of VHLO types and attributes --------------------------


@dataclass(frozen=True)
class ParamKind:
    ods: str  # ODS parameter declaration
    read: str | None  # bytecode read statement template ({v} = variable)
    write: str | None  # bytecode write statement template ({v} = accessor)
    cpp: str  # C++ local variable type for reading


PARAM_KINDS: dict[str, ParamKind] = {
    "type": ParamKind('"::mlir::Type"', "reader.readType({v})", "writer.writeType({v})", "::mlir::Type"),
    "types": ParamKind(
        'ArrayRefParameter<"::mlir::Type">',
        "readTypes(reader, {v})",
        "writer.writeTypes({v})",
        "::llvm::SmallVector<::mlir::Type>",
    ),
    "attr": ParamKind(
        '"::mlir::Attribute"', "reader.readAttribute({v})", "writer.writeAttribute({v})", "::mlir::Attribute"
    ),
    "optional_attr": ParamKind(
        'OptionalParameter<"::mlir::Attribute">',
        "reader.readOptionalAttribute({v})",
        "writer.writeOptionalAttribute({v})",
        "::mlir::Attribute",
    ),
    "attrs": ParamKind(
        'ArrayRefParameter<"::mlir::Attribute">',
        "readAttributes(reader, {v})",
        "writer.writeAttributes({v})",
        "::llvm::SmallVector<::mlir::Attribute>",
    ),
    "attr_pairs": ParamKind(
        'ArrayRefParameter<"std::pair<::mlir::Attribute, ::mlir::Attribute>", "">',
        "readAttrPairs(reader, {v})",
        "writeAttrPairs(writer, {v})",
        "::llvm::SmallVector<std::pair<::mlir::Attribute, ::mlir::Attribute>>",
    ),
    "bool": ParamKind('"bool"', "readBool(reader, {v})", "writer.writeVarInt({v} ? 1 : 0)", "bool"),
    "string": ParamKind(
        'StringRefParameter<"">', "reader.readString({v})", "writer.writeOwnedString({v})", "::llvm::StringRef"
    ),
    "int64": ParamKind('"int64_t"', "reader.readSignedVarInt({v})", "writer.writeSignedVarInt({v})", "int64_t"),
    "int64s": ParamKind(
        'ArrayRefParameter<"int64_t">',
        "readSignedVarInts(reader, {v})",
        "writer.writeSignedVarInts({v})",
        "::llvm::SmallVector<int64_t>",
    ),
    "double": ParamKind(
        '"::llvm::APFloat"', "readDouble(reader, {v})", "writer.writeAPFloatWithKnownSemantics({v})", "::llvm::APFloat"
    ),
    "apint": ParamKind('APIntParameter<"">', None, None, "::llvm::APInt"),
    "apfloat": ParamKind('"::llvm::APFloat"', None, None, "::llvm::APFloat"),
    "elements": ParamKind('"::mlir::DenseElementsAttr"', None, None, "::mlir::DenseElementsAttr"),
    "shape": ParamKind(
        'ArrayRefParameter<"int64_t">',
        "readSignedVarInts(reader, {v})",
        "writer.writeSignedVarInts({v})",
        "::llvm::SmallVector<int64_t>",
    ),
    "uint": ParamKind('"unsigned"', "readUnsigned(reader, {v})", "writer.writeVarInt({v})", "unsigned"),
    "int32": ParamKind(
        '"int32_t"', "readInt32(reader, {v})", "writer.writeVarInt(static_cast<uint32_t>({v}))", "int32_t"
    ),
    "doubles": ParamKind(
        'ArrayRefParameter<"::llvm::APFloat">',
        "readDoubles(reader, {v})",
        "writeDoubles(writer, {v})",
        "::llvm::SmallVector<::llvm::APFloat>",
    ),
}


# --- Op attribute kinds (codegen/kinds.py) -----------------------------------


def split_kind(kind: str) -> tuple[str, str | None]:
    """`enum<comparison_type>` -> ('enum', 'comparison_type')."""
    m = re.fullmatch(r"(\w+)<(\w+)>", kind)
    if m:
        return m.group(1), m.group(2)
    return kind, None
