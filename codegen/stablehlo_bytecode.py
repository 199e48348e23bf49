"""The StableHLO dialect's bytecode: loads schema/stablehlo_bytecode.yaml and
emits its codec.

Input: the file's entries (codes, classes, enums, fields with wire kinds;
the file's header says what each key means) and the VHLO enums of
schema/attributes.yaml (an enum entry must name a StableHLO enum they stand
for). Output: `StablehloBytecode` (frozen), and
generated/stablehlo/StablehloBytecode.cpp.inc: readStablehloAttribute,
writeStablehloAttribute, readStablehloType and writeStablehloType, which
runtime/lib/Dialect/Stablehlo/StablehloBytecode.cpp includes inside
namespace mlir::stablehlo, after the helpers the expressions below call.
Errors: SchemaError at the entry's line.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from types import SimpleNamespace

from . import naming
from .loader import LDict, SchemaError, load_yaml
from .render import render

FILE = "stablehlo_bytecode.yaml"
OUTPUT = "generated/stablehlo/StablehloBytecode.cpp.inc"

# Wire kinds: a name, and whether it takes a <Class> argument (None: never,
# True: always, False: optionally).
WIRE_KINDS = {
    "svarint": None,
    "svarints": None,
    "f64": None,
    "byte_bool": None,
    "string": None,
    "type": None,
    "types": None,
    "attr": False,
    "attr_list": None,
    "array_attr": True,
    "flagged": True,
}
_KIND_RE = re.compile(r"([a-z_0-9]+)(?:<([A-Za-z_][A-Za-z_0-9:]*)>)?")
_MNEMONIC_RE = re.compile(r"[a-z][a-z0-9_]*")
_PARAM_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


@dataclass(frozen=True)
class Field:
    name: str  # the parameter's name (getter get<UpperCamel name>)
    kind: str  # a WIRE_KINDS key
    cls: str  # the kind's <Class>, or ""


@dataclass(frozen=True)
class Entry:
    mnemonic: str
    code: int
    cpp_class: str
    enum: str  # the StableHLO enum of an enum attribute, or ""
    fields: tuple  # Field, in wire order
    doc: str
    line: int


@dataclass(frozen=True)
class StablehloBytecode:
    attributes: tuple = ()  # Entry, by code
    types: tuple = ()
    reserved_attribute_codes: tuple = ()
    reserved_type_codes: tuple = ()


def _err(line: int, message: str) -> SchemaError:
    return SchemaError(f"schema/{FILE}", line, message)


def _codes_list(data: LDict, key: str) -> tuple:
    codes = data.get(key) or []
    if not isinstance(codes, list) or not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in codes):
        raise _err(data.line_of(key), f"{key} must be a list of non-negative integers")
    if len(set(codes)) != len(codes):
        raise _err(data.line_of(key), f"{key} lists a code twice")
    return tuple(codes)


def _entries(data: LDict, key: str, suffix: str, reserved: tuple, stablehlo_enums: set) -> tuple:
    section = data.get(key) or LDict()
    if not isinstance(section, dict):
        raise _err(data.line_of(key), f"`{key}` must be a mapping mnemonic: entry")
    out, by_code = [], {}
    for mnemonic, e in section.items():
        line = section.line_of(mnemonic)
        what = f"{key[:-1]} '{mnemonic}'"
        if not _MNEMONIC_RE.fullmatch(mnemonic):
            raise _err(line, f"{what}: a mnemonic is snake_case")
        if not isinstance(e, dict):
            raise _err(line, f"{what} must be a mapping")
        allowed = {"code", "class", "fields", "doc"} | ({"enum"} if suffix == "Attr" else set())
        for k in e:
            if k not in allowed:
                raise _err(e.line_of(k), f"unknown key '{k}' in {what} (allowed: {', '.join(sorted(allowed))})")
        code = e.get("code")
        if not isinstance(code, int) or isinstance(code, bool) or code < 0:
            raise _err(e.line_of("code"), f"{what}: code must be a non-negative integer")
        if code in reserved:
            raise _err(
                e.line_of("code"), f"{what}: code {code} is reserved (a retired entry's); take the next free code"
            )
        if code in by_code:
            raise _err(e.line_of("code"), f"{what}: code {code} is also {key[:-1]} '{by_code[code]}'s")
        by_code[code] = mnemonic
        cls = e.get("class", naming.camel(mnemonic) + suffix)
        if not isinstance(cls, str) or not re.fullmatch(r"[A-Z][A-Za-z0-9]*" + suffix, cls):
            raise _err(e.line_of("class"), f"{what}: class must be an UpperCamel C++ name ending in {suffix}")
        enum = e.get("enum", "")
        if enum and "fields" in e:
            raise _err(line, f"{what}: an enum attribute has no fields")
        if enum and enum not in stablehlo_enums:
            raise _err(
                e.line_of("enum"),
                f"{what}: '{enum}' is not a StableHLO enum of schema/attributes.yaml "
                f"(known: {', '.join(sorted(stablehlo_enums))})",
            )
        fields = []
        raw_fields = e.get("fields") or {}
        if not isinstance(raw_fields, dict):
            raise _err(e.line_of("fields"), f"{what}: fields must be a mapping name: kind")
        for fname, kind_text in raw_fields.items():
            fline = raw_fields.line_of(fname)
            if not _PARAM_RE.fullmatch(fname):
                raise _err(fline, f"{what}: field '{fname}' is not a parameter name")
            m = _KIND_RE.fullmatch(str(kind_text))
            if not m or m.group(1) not in WIRE_KINDS:
                raise _err(
                    fline,
                    f"{what}: field '{fname}' has unknown kind '{kind_text}' (known: "
                    f"{', '.join(WIRE_KINDS)}; some take <Class>)",
                )
            kind, arg = m.group(1), m.group(2) or ""
            takes = WIRE_KINDS[kind]
            if takes is None and arg:
                raise _err(fline, f"{what}: kind '{kind}' takes no <Class>")
            if takes is True and not arg:
                raise _err(fline, f"{what}: kind '{kind}' needs <Class>")
            fields.append(Field(fname, kind, arg))
        doc = e.get("doc", "")
        if not isinstance(doc, str) or not doc.strip() or "\n" in doc:
            raise _err(e.line_of("doc") if "doc" in e else line, f"{what}: doc must be one line of text")
        out.append(Entry(mnemonic, code, cls, enum, tuple(fields), doc, line))
    return tuple(sorted(out, key=lambda x: x.code))


def load(root: str, schema_dir: str, enums: tuple) -> StablehloBytecode:
    """The file's model; an empty one where the schema has no such file (the
    codegen tests' small schemas)."""
    path = os.path.join(root, schema_dir, FILE)
    if not os.path.exists(path):
        return StablehloBytecode()
    data = load_yaml(path, f"schema/{FILE}")
    if not isinstance(data, dict):
        raise _err(1, "the file must be a mapping")
    allowed = {"reserved_attribute_codes", "reserved_type_codes", "attributes", "types"}
    for k in data:
        if k not in allowed:
            raise _err(data.line_of(k), f"unknown key '{k}' (allowed: {', '.join(sorted(allowed))})")
    stablehlo_enums = {e.stablehlo for e in enums}
    reserved_attrs = _codes_list(data, "reserved_attribute_codes")
    reserved_types = _codes_list(data, "reserved_type_codes")
    return StablehloBytecode(
        _entries(data, "attributes", "Attr", reserved_attrs, stablehlo_enums),
        _entries(data, "types", "Type", reserved_types, set()),
        reserved_attrs,
        reserved_types,
    )


# --- C++ -----------------------------------------------------------------------


def _field_view(f: Field, var: str) -> SimpleNamespace:
    """Declaration, read statement (a LogicalResult expression), the value
    passed to the class's builder, and the write statement of one field."""
    getter = f"{var}.get{naming.camel(f.name)}()"
    n = f.name
    if f.kind == "svarint":
        return SimpleNamespace(
            decl=f"int64_t {n} = 0;",
            read=f"reader.readSignedVarInt({n})",
            arg=n,
            write=f"writer.writeSignedVarInt({getter});",
        )
    if f.kind == "svarints":
        return SimpleNamespace(
            decl=f"SmallVector<int64_t> {n};",
            read=f"readSignedVarInts(reader, {n})",
            arg=n,
            write=f"writer.writeSignedVarInts({getter});",
        )
    if f.kind == "f64":
        return SimpleNamespace(
            decl=f"llvm::APFloat {n}(0.0);",
            read=f"readDouble(reader, {n})",
            arg=n,
            write=f"writer.writeAPFloatWithKnownSemantics({getter});",
        )
    if f.kind == "byte_bool":
        return SimpleNamespace(
            decl=f"bool {n} = false;", read=f"reader.readBool({n})", arg=n, write=f"writer.writeOwnedBool({getter});"
        )
    if f.kind == "string":
        return SimpleNamespace(
            decl=f"StringRef {n};", read=f"reader.readString({n})", arg=n, write=f"writer.writeOwnedString({getter});"
        )
    if f.kind == "type":
        return SimpleNamespace(
            decl=f"Type {n};", read=f"reader.readType({n})", arg=n, write=f"writer.writeType({getter});"
        )
    if f.kind == "types":
        return SimpleNamespace(
            decl=f"SmallVector<Type> {n};", read=f"readTypes(reader, {n})", arg=n, write=f"writer.writeTypes({getter});"
        )
    if f.kind == "attr":
        cls = f.cls or "Attribute"
        return SimpleNamespace(
            decl=f"{cls} {n};", read=f"reader.readAttribute({n})", arg=n, write=f"writer.writeAttribute({getter});"
        )
    if f.kind == "attr_list":
        return SimpleNamespace(
            decl=f"SmallVector<Attribute> {n};",
            read=f"readAttributes(reader, {n})",
            arg=f"ArrayAttr::get(ctx, {n})",
            write=f"writer.writeAttributes({getter}.getValue());",
        )
    if f.kind == "array_attr":
        return SimpleNamespace(
            decl=f"SmallVector<{f.cls}> {n};",
            read=f"readArrayAttrOf<{f.cls}>(reader, {n})",
            arg=n,
            write=f"writeArrayAttrOf(writer, {var}.getContext(), {getter});",
        )
    if f.kind == "flagged":
        return SimpleNamespace(
            decl=f"{f.cls} {n};", read=f"readFlagged(reader, {n})", arg=n, write=f"writeFlagged(writer, {getter});"
        )
    raise ValueError(f.kind)


def _view(e: Entry, var: str) -> SimpleNamespace:
    return SimpleNamespace(
        mnemonic=e.mnemonic,
        code=e.code,
        cpp_class=e.cpp_class,
        enum=e.enum,
        doc=e.doc,
        fields=[_field_view(f, var) for f in e.fields],
    )


def emit(schema, env) -> dict:
    bc = schema.stablehlo_bytecode
    if bc is None or (not bc.attributes and not bc.types):
        return {}
    return {
        OUTPUT: render(
            env,
            "StablehloBytecode.cpp.inc.j2",
            [f"schema/{FILE}"],
            attrs=[_view(e, "a") for e in bc.attributes],
            types=[_view(e, "t") for e in bc.types],
        )
    }
