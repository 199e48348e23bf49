"""Loads and validates the schema into frozen dataclasses.

Inputs: schema/versions.yaml, types.yaml, attributes.yaml, ops.yaml and the
current/minimum versions from Version.h. Output: a `Schema`. Every error is a
`SchemaError` naming `file:line`. Run through `python3 -m codegen`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .vocabulary import KEYS
from .loader import LDict, LList, SchemaError, load_yaml
from . import naming

Version = tuple  # (major, minor, patch)


def vstr(v: Version) -> str:
    return "%d.%d.%d" % v


@dataclass(frozen=True)
class Release:
    version: Version
    bytecode: int
    date: str | None
    change: str
    patches: tuple  # ((Version, date), ...)
    line: int = 0
    expand: tuple = ()  # rewrites of features this release introduced outside ops


@dataclass(frozen=True)
class Param:
    name: str
    kind: str


@dataclass(frozen=True)
class TypeDef:
    name: str
    mnemonic: str
    cpp_class: str
    codes: tuple
    since: Version
    builtin: str
    params: tuple
    bytecode: str
    format: str
    doc: str
    line: int
    bytecode_order: tuple = ()  # parameter names in wire order
    mlir: str = ""  # a float's MLIR C++ class (Float8E4M3FNType)
    tensor_element: bool = True  # a float or integer StableHLO tensors take (in Stablehlo_Float/SInt/UInt)
    record: str = ""  # the ODS record after `VHLO_` (upstream's name for it)

    def scalar(self) -> "naming.ScalarBuiltin | None":
        """How C++ builds and recognizes the builtin of a scalar type."""
        return None if self.params else naming.scalar_builtin(self.builtin, self.mlir)

    def element_list(self) -> str:
        """The generated list of StableHLO tensor element types this type
        belongs to: `Stablehlo_Float`, `Stablehlo_SInt` or `Stablehlo_UInt`;
        "" for a type in none of them (i1 is the hand-written Stablehlo_Pred,
        `tensor_element: false`, structured types)."""
        if not self.tensor_element or self.params:
            return ""
        if self.mlir:
            return "Stablehlo_Float"
        integer = naming.integer_builtin(self.builtin)
        if integer is None or integer == (False, 1):
            return ""
        return "Stablehlo_UInt" if integer[0] else "Stablehlo_SInt"


@dataclass(frozen=True)
class AttrDef:
    name: str
    mnemonic: str
    cpp_class: str
    code: int
    since: Version
    params: tuple
    bytecode: str
    format: str
    doc: str
    line: int
    expand: str | None = None  # the rewrite that expresses values of this attribute in older ones
    record: str = ""  # the ODS record after `VHLO_` (upstream's name for it)


@dataclass(frozen=True)
class EnumDef:
    name: str
    mnemonic: str
    cpp_enum: str
    cpp_class: str
    stablehlo: str
    code: int
    since: Version
    cases: tuple  # ((name, value), ...)
    line: int
    stablehlo_form: str = "enum_attr"  # or "i32"
    # ((name, release), ...) for every case: the release that added it (the
    # enum's `since` unless the case says otherwise).
    case_since: tuple = ()
    case_lines: tuple = ()  # ((name, line), ...)
    version: int = 1  # the enum version (`<name>_v<N>` keys are version N)
    record: str = ""  # the ODS record of the enum attribute after `VHLO_` (upstream's name for it)
    summary: str = ""  # the StableHLO enum's summary (diagnostics quote it)
    stablehlo_syntax: str = "dialect"  # `#stablehlo<name CASE>`; or "mnemonic", `#stablehlo.name<CASE>`

    def since_of(self, case: str) -> Version:
        return dict(self.case_since).get(case, self.since)

    def cases_at(self, release: Version) -> tuple:
        """The ((name, value), ...) that exist at `release`."""
        return tuple((c, v) for c, v in self.cases if self.since_of(c) <= release)

    @property
    def newer_cases(self) -> tuple:
        """((name, release), ...) of the cases added after the enum, newest first."""
        return tuple(sorted(((c, s) for c, s in self.case_since if s > self.since), key=lambda cs: cs[1], reverse=True))


@dataclass(frozen=True)
class Value:
    name: str
    variadic: bool


@dataclass(frozen=True)
class OpAttr:
    name: str
    kind: str  # base kind (i64, enum, ...)
    enum: str | None  # enum name for kind enum
    default: object  # normalized default (a Fill for computed ones), or None
    has_default: bool
    line: int
    unit: bool = False  # the StableHLO side is a UnitAttr (present = true)


@dataclass(frozen=True)
class Fill:
    """A default computed from another attribute: `fill` repeated once per
    element of `size_of` (pairs: an [n, 2] tensor)."""

    fill: object
    size_of: str
    pairs: bool


@dataclass(frozen=True)
class GroupField:
    vhlo: str
    kind: str
    param: str


@dataclass(frozen=True)
class Gate:
    """A change made without a new op version: before `since`, an op using the
    feature (recognized by a check written in runtime/) is refused."""

    name: str
    since: Version
    doc: str
    line: int


@dataclass(frozen=True)
class Expansion:
    """A rewrite (--stablehlo-compatibility-expander) that expresses a feature
    introduced in `since` with older ops: applied for targets below `since`.
    `subject` is the StableHLO op the feature belongs to, or "" for a feature
    of the release (e.g. location ranges). runtime/ defines
    `expand<Name>(Operation *root, unsigned &rewritten)`."""

    name: str
    since: Version
    subject: str
    file: str
    line: int


@dataclass(frozen=True)
class Group:
    name: str
    stablehlo: str  # the StableHLO attribute class
    fields: tuple
    line: int


@dataclass(frozen=True)
class OpVersion:
    op: str
    number: int
    since: Version
    until: Version | None  # None: current
    operands: tuple
    results: tuple
    attributes: tuple
    regions: tuple
    hook: str | None
    line: int
    gates: tuple = ()  # names of the schema's gates this version is subject to
    expand: str | None = None  # the rewrite that expresses this version's feature in older ops

    @property
    def mnemonic(self) -> str:
        return f"{self.op}_v{self.number}"

    def attr(self, name: str) -> OpAttr | None:
        return next((a for a in self.attributes if a.name == name), None)


@dataclass(frozen=True)
class Op:
    name: str
    stablehlo: str
    traits: tuple
    versions: tuple
    line: int
    stablehlo_attrs: tuple = ()  # ((StableHLO attribute name, group name), ...)
    legalize_hook: str | None = None
    stablehlo_nested: str | None = None  # the StableHLO op inside non-func regions
    custom_syntax: bool = False  # schema `syntax: custom`: parse/print written in runtime/
    doc: str = ""  # one line; the ODS description of every version
    # The release that removed the op (its last version ends at the release
    # before, schema `until`), or None while the current release has it.
    removed: Version | None = None


@dataclass(frozen=True)
class Change:
    """One classified difference between consecutive op versions."""

    kind: str  # add_attribute, remove_attribute, variadic_operand,
    # variadic_result, add_variadic_region
    attr: OpAttr | None = None
    index: int = 0


@dataclass(frozen=True)
class Transition:
    op: str
    old: OpVersion
    new: OpVersion
    changes: tuple
    hook: str | None


@dataclass(frozen=True)
class Schema:
    current: Version
    minimum: Version
    releases: tuple
    types: tuple
    attributes: tuple
    enums: tuple
    ops: tuple
    transitions: tuple
    type_reserved: tuple
    attr_reserved: tuple
    groups: tuple = ()
    gates: tuple = ()
    expansions: tuple = ()  # Expansion, by since
    # The StableHLO dialect's bytecode (codegen/stablehlo_bytecode.py), or None.
    stablehlo_bytecode: object = None

    def group(self, name: str) -> Group:
        return next(g for g in self.groups if g.name == name)

    def op_versions(self):
        for op in self.ops:
            yield from op.versions

    def enum(self, name: str) -> EnumDef:
        return next(e for e in self.enums if e.name == name)


# --- helpers ---------------------------------------------------------------


def versioned_key(key: str) -> tuple[str, int]:
    """A schema key `<name>_v<N>` is version N of <name>; any other key is
    version 1 of itself. The C++ names come from both (`tensor_v2` ->
    `TensorV2Type`, mnemonic `tensor_v2`)."""
    m = re.fullmatch(r"(.+)_v([1-9]\d*)", key)
    return (m.group(1), int(m.group(2))) if m else (key, 1)


class _Ctx:
    def __init__(self, file: str) -> None:
        self.file = file

    def mapping(self, d: object, what: str, line: int | None) -> None:
        if not isinstance(d, dict):
            raise self.err(getattr(d, "line", None) or line or 1, f"{what} must be a mapping")

    def err(self, line: int, msg: str) -> SchemaError:
        return SchemaError(self.file, line, msg)

    def keys(self, d: LDict, allowed: set, required: set, what: str, line: int | None = None) -> None:
        self.mapping(d, what, line)
        for k in d:
            if k not in allowed:
                raise self.err(d.line_of(k), f"unknown key '{k}' in {what} (allowed: {', '.join(sorted(allowed))})")
        for k in sorted(required):
            if k not in d:
                raise self.err(d.line, f"{what} lacks required key '{k}'")


_VERSION_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")


def parse_version(text: object, ctx: _Ctx, line: int) -> Version:
    m = _VERSION_RE.match(str(text))
    if not m:
        raise ctx.err(line, f"'{text}' is not a version of the form #.#.#")
    return tuple(int(g) for g in m.groups())


def read_version_header(path: str, display: str | None = None) -> tuple:
    text = open(path, encoding="utf-8").read()
    shown = display or path
    out = []
    for which in ("CURRENT", "MINIMUM"):
        m = re.search(rf"#define STABLEHLO_{which}_VERSION (\d+), (\d+), (\d+)", text)
        if not m:
            raise SchemaError(shown, 1, f"no '#define STABLEHLO_{which}_VERSION M, m, p' line")
        out.append(tuple(int(g) for g in m.groups()))
    return tuple(out)


def _check_doc(d: LDict, ctx: "_Ctx", what: str) -> None:
    """`doc` is one line of text."""
    if "doc" in d and (not isinstance(d["doc"], str) or "\n" in d["doc"] or not d["doc"].strip()):
        raise ctx.err(d.line_of("doc"), f"{what}: doc must be one non-empty line of text")


# --- the version log ---------------------------------------------------------


def _load_releases(path: str, name: str, current: Version, minimum: Version) -> tuple:
    ctx = _Ctx(name)
    data = load_yaml(path, name)
    if not isinstance(data, LList):
        raise ctx.err(1, "the version log must be a list of releases")
    releases = []
    for i, entry in enumerate(data):
        line = data.item_lines[i]
        ctx.keys(entry, KEYS["release"], {"version", "bytecode", "change"}, "a release", line)
        v = parse_version(entry["version"], ctx, entry.line_of("version"))
        if v[2] != 0:
            raise ctx.err(
                line, f"release {vstr(v)}: log entries are minor releases (patch 0); list patches under `patches`"
            )
        if v > current:
            raise ctx.err(line, f"release {vstr(v)} is above the current version {vstr(current)} in Version.h")
        if releases and v <= releases[-1].version:
            raise ctx.err(line, f"release {vstr(v)} is not after {vstr(releases[-1].version)}")
        bc = entry["bytecode"]
        if not isinstance(bc, int) or bc < 0:
            raise ctx.err(entry.line_of("bytecode"), "bytecode must be a non-negative integer")
        if releases and bc < releases[-1].bytecode:
            raise ctx.err(entry.line_of("bytecode"), f"bytecode format goes down at {vstr(v)}")
        date = entry.get("date")
        if date is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(date)):
            raise ctx.err(entry.line_of("date"), f"date '{date}' is not YYYY-MM-DD")
        patches = []
        ctx.mapping(entry.get("patches") or {}, "patches (version: date)", entry.line_of("patches"))
        for pv_text, pdate in (entry.get("patches") or {}).items():
            pl = entry["patches"].line_of(pv_text)
            pv = parse_version(pv_text, ctx, pl)
            if pv[:2] != v[:2] or pv[2] == 0:
                raise ctx.err(pl, f"patch {vstr(pv)} does not belong to {vstr(v)}")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(pdate)):
                raise ctx.err(pl, f"date '{pdate}' of {vstr(pv)} is not YYYY-MM-DD")
            patches.append((pv, str(pdate)))
        expand = entry.get("expand") or []
        if isinstance(expand, str):
            expand = [expand]
        if not isinstance(expand, list) or not all(
            isinstance(e, str) and re.fullmatch(r"[a-z][a-z0-9_]*", e) for e in expand
        ):
            raise ctx.err(entry.line_of("expand"), "expand names rewrites in snake_case (a name or a list)")
        releases.append(
            Release(
                v,
                bc,
                str(date) if date is not None else None,
                str(entry["change"]),
                tuple(patches),
                line,
                tuple(expand),
            )
        )
    if not releases or releases[0].version != minimum:
        raise ctx.err(1, f"the log must start at the minimum version {vstr(minimum)}")
    if releases[-1].version != current[:2] + (0,):
        raise ctx.err(data.item_lines[-1], f"the log must end at the current version {vstr(current)}")
    return tuple(releases)


def _record(d: LDict, default: str, ctx: "_Ctx", what: str) -> str:
    """The entry's ODS record name after `VHLO_`: `record` when given (a
    C++-style identifier), else `default`."""
    if "record" not in d:
        return default
    record = d["record"]
    if not (isinstance(record, str) and re.fullmatch(r"[A-Z][A-Za-z0-9_]*", record)):
        raise ctx.err(
            d.line_of("record"),
            f"{what}: record '{record}' is not an ODS record name after "
            "`VHLO_` (a capital letter, then letters, digits and '_')",
        )
    return record


def _check_release(v: Version, releases: tuple, ctx: _Ctx, line: int) -> None:
    if v not in {r.version for r in releases}:
        raise ctx.err(line, f"version {vstr(v)} is not a release in versions.yaml")


# --- types, attributes, enums ----------------------------------------------


def _codes(value: object, ctx: _Ctx, line: int) -> tuple:
    codes = value if isinstance(value, list) else [value]
    if not codes or not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in codes):
        raise ctx.err(line, "code must be a non-negative integer or a list of them")
    return tuple(codes)


def _params(d: object, allowed_kinds: set, ctx: _Ctx, line: int) -> tuple:
    if d is None:
        return ()
    if not isinstance(d, dict):
        raise ctx.err(line, "params must be a mapping name: kind")
    out = []
    for pname, kind in d.items():
        if kind not in allowed_kinds:
            raise ctx.err(
                d.line_of(pname), f"unknown parameter kind '{kind}' (known: {', '.join(sorted(allowed_kinds))})"
            )
        out.append(Param(pname, kind))
    return tuple(out)


def _reserved(data: LDict, ctx: _Ctx) -> tuple:
    reserved = tuple(data.get("reserved_codes") or ())
    line = data.line_of("reserved_codes")
    if not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in reserved):
        raise ctx.err(line, "reserved_codes must be non-negative integers")
    if len(set(reserved)) != len(reserved):
        raise ctx.err(line, "reserved_codes lists a code twice")
    return reserved


def _check_unique_codes(entries: list, reserved: tuple, ctx: _Ctx) -> None:
    seen = {c: "reserved_codes" for c in reserved}
    for name, codes, line in entries:
        for c in codes:
            if c in seen:
                raise ctx.err(line, f"bytecode code {c} of '{name}' is already used by {seen[c]}")
            seen[c] = f"'{name}'"


_TYPE_PARAM_KINDS = {"type", "types", "shape", "optional_attr", "uint", "int32", "int64", "double", "doubles", "int64s"}
_ATTR_PARAM_KINDS = {
    "attrs",
    "attr_pairs",
    "bool",
    "string",
    "type",
    "int64",
    "int64s",
    "double",
    "attr",
    "optional_attr",
    "apint",
    "apfloat",
    "elements",
}


def _float_class_guess(builtin: str) -> str:
    """MLIR's usual C++ class name for a float builtin, for error messages."""
    m = re.fullmatch(r"f(\d+)(.*)", builtin)
    return f"Float{m.group(1)}{m.group(2)}Type" if m else "Float<...>Type"


def _check_integer_builtin(tname: str, builtin: str, integer: tuple, ctx: _Ctx, line: int) -> None:
    """An integer builtin is spelled as MLIR spells it: `i<N>` or `ui<N>`, N
    from 1 to IntegerType::kMaxWidth without leading zeros; then a width has
    one spelling, and a second type for it is refused as a second type for
    its builtin."""
    unsigned, width = integer
    canonical = f"{'u' if unsigned else ''}i{width}"
    if builtin != canonical or not 1 <= width <= naming.MAX_INTEGER_WIDTH:
        fix = f"; write '{canonical}'" if builtin != canonical and 1 <= width <= naming.MAX_INTEGER_WIDTH else ""
        raise ctx.err(
            line,
            f"type '{tname}': builtin '{builtin}' is not an MLIR integer type: an integer is "
            f"i<N> or ui<N> with N from 1 to {naming.MAX_INTEGER_WIDTH}, without leading zeros{fix}",
        )


def _load_types(path: str, name: str, releases: tuple) -> tuple:
    ctx = _Ctx(name)
    data = load_yaml(path, name)
    ctx.keys(data, KEYS["types.yaml"], {"types"}, "types.yaml")
    reserved = _reserved(data, ctx)
    types, codes = [], []
    ctx.mapping(data["types"], "types", data.line_of("types"))
    for tname, t in data["types"].items():
        line = data["types"].line_of(tname)
        ctx.keys(t, KEYS["type"], {"code", "since", "builtin"}, f"type '{tname}'", line)
        _check_doc(t, ctx, f"type '{tname}'")
        since = parse_version(t["since"], ctx, t.line_of("since"))
        _check_release(since, releases, ctx, t.line_of("since"))
        builtin = str(t["builtin"])
        mlir = t.get("mlir", "")
        known = naming.scalar_builtin(builtin) is not None or builtin in naming.STRUCTURED_BUILTINS
        if "mlir" in t:
            if known:
                raise ctx.err(
                    t.line_of("mlir"),
                    f"type '{tname}': `mlir` names the C++ class of a float builtin; "
                    f"'{builtin}' is an integer, index, none or structured builtin the generator knows",
                )
            if not (isinstance(mlir, str) and re.fullmatch(r"[A-Z]\w*Type", mlir)):
                raise ctx.err(
                    t.line_of("mlir"),
                    f"type '{tname}': mlir '{mlir}' is not a C++ class name of MLIR's builtin types (Float8E4M3FNType)",
                )
        elif not known:
            raise ctx.err(
                t.line_of("builtin"),
                f"type '{tname}': unknown builtin counterpart '{builtin}'; a float "
                f"names MLIR's C++ class of it in the schema (`mlir: {_float_class_guess(builtin)}`), "
                f"an integer is i<N> or ui<N>, and a structured type is one of "
                f"{', '.join(sorted(naming.STRUCTURED_BUILTINS))}",
            )
        integer = naming.integer_builtin(builtin)
        if integer is not None:
            _check_integer_builtin(tname, builtin, integer, ctx, t.line_of("builtin"))
        tensor_element = t.get("tensor_element", True)
        if "tensor_element" in t and (
            not (mlir or integer) or integer == (False, 1) or not isinstance(tensor_element, bool)
        ):
            raise ctx.err(
                t.line_of("tensor_element"),
                f"type '{tname}': tensor_element is true or false, and only "
                "for a float (one with `mlir`) or an integer wider than i1 (i1 is Stablehlo_Pred, "
                "hand-written in StablehloBase.td)",
            )
        params = _params(t.get("params"), _TYPE_PARAM_KINDS, ctx, t.line_of("params"))
        bytecode = t.get("bytecode", "params")
        fmt = t.get("format", "default")
        if bytecode not in ("params", "custom"):
            raise ctx.err(t.line_of("bytecode"), "bytecode must be `params` or `custom`")
        if fmt not in ("default", "custom"):
            raise ctx.err(t.line_of("format"), "format must be `custom` or absent")
        order = tuple(t.get("bytecode_order") or [p.name for p in params])
        if sorted(order) != sorted(p.name for p in params):
            raise ctx.err(t.line_of("bytecode_order"), "bytecode_order must list every parameter once")
        c = _codes(t["code"], ctx, t.line_of("code"))
        if len(c) > 1 and bytecode != "custom":
            raise ctx.err(t.line_of("code"), "several codes need `bytecode: custom`")
        codes.append((tname, c, t.line_of("code")))
        base, number = versioned_key(tname)
        record = _record(t, naming.type_record(base, builtin, bool(mlir), number), ctx, f"type '{tname}'")
        types.append(
            TypeDef(
                tname,
                t.get("mnemonic", f"{base}_v{number}"),
                naming.type_class(base, number),
                c,
                since,
                builtin,
                params,
                bytecode,
                fmt,
                str(t.get("doc", "")),
                line,
                order,
                mlir,
                tensor_element,
                record,
            )
        )
    _check_unique_codes(codes, reserved, ctx)
    return tuple(types), reserved


def _check_unique_names(enums: list, attrs: list, ctx: _Ctx) -> None:
    """Two entries that would generate one ODS def, C++ class or mnemonic
    are refused at the second one."""
    seen: dict = {}
    for kind, entries in (("attribute", attrs), ("enum", enums)):
        for x in entries:
            names = [("mnemonic", x.mnemonic), ("C++ class", x.cpp_class)]
            if kind == "enum":
                names.append(("C++ enum", x.cpp_enum))
            for what, value in names:
                if value in seen:
                    raise ctx.err(
                        x.line,
                        f"{kind} '{x.name}' would generate the {what} '{value}' that "
                        f"{seen[value]} already has; a new version of an enum is a new key "
                        f"`<name>_v<N>` (its C++ names end in V<N>)",
                    )
                seen[value] = f"{kind} '{x.name}' ({ctx.file}:{x.line})"
    by_stablehlo: dict = {}
    for e in enums:
        other = by_stablehlo.get((e.stablehlo, e.since))
        if other is not None:
            raise ctx.err(
                e.line,
                f"enum '{e.name}' and enum '{other.name}' both stand for {e.stablehlo} since "
                f"{vstr(e.since)}: a new version of an enum starts at a later release",
            )
        by_stablehlo[(e.stablehlo, e.since)] = e


def _load_attributes(path: str, name: str, releases: tuple) -> tuple:
    ctx = _Ctx(name)
    data = load_yaml(path, name)
    ctx.keys(data, KEYS["attributes.yaml"], {"attributes"}, "attributes.yaml")
    reserved = _reserved(data, ctx)
    attrs, enums, codes = [], [], []
    ctx.mapping(data["attributes"], "attributes", data.line_of("attributes"))
    ctx.mapping(data.get("enums") or {}, "enums", data.line_of("enums"))
    for aname, a in data["attributes"].items():
        line = data["attributes"].line_of(aname)
        ctx.keys(a, KEYS["attribute"], {"code", "since", "params"}, f"attribute '{aname}'", line)
        _check_doc(a, ctx, f"attribute '{aname}'")
        since = parse_version(a["since"], ctx, a.line_of("since"))
        _check_release(since, releases, ctx, a.line_of("since"))
        params = _params(a["params"], _ATTR_PARAM_KINDS, ctx, a.line_of("params"))
        bytecode = a.get("bytecode", "params")
        fmt = a.get("format", "default")
        if fmt not in ("default", "custom", "struct"):
            raise ctx.err(a.line_of("format"), "format must be `custom`, `struct` or absent")
        if bytecode == "params" and any(naming.PARAM_KINDS[p.kind].read is None for p in params):
            raise ctx.err(
                a.line_of("params"),
                f"attribute '{aname}' has parameters without a generic encoding: use `bytecode: custom`",
            )
        c = _codes(a["code"], ctx, a.line_of("code"))
        if len(c) != 1:
            raise ctx.err(a.line_of("code"), f"attribute '{aname}' takes exactly one code")
        codes.append((aname, c, a.line_of("code")))
        expand = a.get("expand")
        if expand is not None and not (isinstance(expand, str) and re.fullmatch(r"[a-z][a-z0-9_]*", expand)):
            raise ctx.err(a.line_of("expand"), "expand names one rewrite in snake_case")
        base, number = versioned_key(aname)
        cpp_class = naming.attr_class(base, number)
        attrs.append(
            AttrDef(
                aname,
                a.get("mnemonic", f"{base}_v{number}"),
                cpp_class,
                c[0],
                since,
                params,
                bytecode,
                fmt,
                str(a.get("doc", "")),
                line,
                expand,
                _record(a, cpp_class, ctx, f"attribute '{aname}'"),
            )
        )
    for ename, e in (data.get("enums") or {}).items():
        line = data["enums"].line_of(ename)
        ctx.keys(e, KEYS["enum"], {"code", "since", "stablehlo", "cases", "summary"}, f"enum '{ename}'", line)
        summary = e["summary"]
        if not isinstance(summary, str) or not summary.strip() or '"' in summary or "\\" in summary:
            raise ctx.err(
                e.line_of("summary"),
                f"enum '{ename}': summary must be the StableHLO enum's one-line "
                "summary (text without quotes or backslashes), e.g. `summary: Which comparison operation to "
                "perform.`",
            )
        syntax = e.get("stablehlo_syntax", "dialect")
        if syntax not in ("dialect", "mnemonic"):
            raise ctx.err(
                e.line_of("stablehlo_syntax"),
                f"enum '{ename}': stablehlo_syntax must be `dialect` "
                "(`#stablehlo<name CASE>`) or `mnemonic` (`#stablehlo.name<CASE>`)",
            )
        ctx.mapping(e["cases"], "cases (name: value)", e.line_of("cases"))
        since = parse_version(e["since"], ctx, e.line_of("since"))
        _check_release(since, releases, ctx, e.line_of("since"))
        cases, case_since, case_lines = [], [], []
        for case, value in e["cases"].items():
            cline = e["cases"].line_of(case)
            csince = since
            if isinstance(value, dict):
                ctx.keys(value, KEYS["enum_case"], {"value", "since"}, f"enum case '{case}'", cline)
                csince = parse_version(value["since"], ctx, value.line_of("since"))
                _check_release(csince, releases, ctx, value.line_of("since"))
                if csince <= since:
                    raise ctx.err(
                        value.line_of("since"),
                        f"enum case '{case}' of '{ename}': since {vstr(csince)} is not after the enum's "
                        f"{vstr(since)}; write the case as `{case}: {value['value']}`",
                    )
                value = value["value"]
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ctx.err(
                    cline,
                    f"enum case '{case}' needs a non-negative integer value "
                    f"(`{case}: 3`, or `{case}: {{value: 3, since: X.Y.Z}}` for a case added later)",
                )
            cases.append((case, value))
            case_since.append((case, csince))
            case_lines.append((case, cline))
        cases = tuple(cases)
        form = e.get("stablehlo_form", "enum_attr")
        if form not in ("enum_attr", "i32"):
            raise ctx.err(e.line_of("stablehlo_form"), "stablehlo_form must be `enum_attr` or `i32`")
        if len({v for _, v in cases}) != len(cases):
            raise ctx.err(e.line_of("cases"), f"enum '{ename}' has two cases with one value")
        c = _codes(e["code"], ctx, e.line_of("code"))
        if len(c) != 1:
            raise ctx.err(e.line_of("code"), f"enum '{ename}' takes exactly one code")
        codes.append((ename, c, e.line_of("code")))
        # A key `<name>_v<N>` is version N of enum <name>: its VHLO mnemonic is
        # the key and its C++ names end in V<N>, distinct from version 1's.
        base, number = versioned_key(ename)
        mnemonic = e.get("mnemonic", f"{base}_v{number}")
        cpp_enum = naming.enum_class(e["stablehlo"], number)
        enums.append(
            EnumDef(
                ename,
                mnemonic,
                cpp_enum,
                cpp_enum + "Attr",
                e["stablehlo"],
                c[0],
                since,
                cases,
                line,
                form,
                tuple(case_since),
                tuple(case_lines),
                number,
                _record(e, cpp_enum + "Attr", ctx, f"enum '{ename}'"),
                summary,
                syntax,
            )
        )
    _check_unique_names(enums, attrs, ctx)
    _check_unique_codes(codes, reserved, ctx)
    return tuple(attrs), tuple(enums), reserved
