"""Loads schema/ops.yaml and derives each op's transitions.

Input: the parsed ops.yaml plus the releases, attributes and enums already
loaded. Output: `Op`s with full signatures per version (inherited keys
resolved, `until` derived from the next version's `since`) and `Transition`s
whose changes are classified; a difference no class covers needs a `hook`.
"""

from __future__ import annotations

import dataclasses
import re

from .loader import LDict, load_yaml
from .vocabulary import KEYS
from .kinds import GROUP_KINDS, KINDS, BadDefault, NoDefault, computed_default
from .model import (
    _check_doc,
    Change,
    Fill,
    Gate,
    Group,
    GroupField,
    Op,
    OpAttr,
    OpVersion,
    Transition,
    Value,
    _Ctx,
    _check_release,
    parse_version,
    vstr,
)
from . import naming

# The first version of an op lists its whole signature; every later version
# states only what changes (its signature is the previous one with the
# deltas applied). The key sets are codegen/vocabulary.py's.
_SIGNATURE_KEYS = KEYS["first_version"] - KEYS["later_version"]
_DELTA_KEYS = KEYS["later_version"] - KEYS["first_version"]
_TRAITS = {"Terminator", "SameVariadicOperandSize"}
_NAME_RE = re.compile(r"^[a-z][a-z0-9_\-]*$")


def _values(items: object, ctx: _Ctx, line: int, what: str) -> tuple:
    if not isinstance(items, list):
        raise ctx.err(line, f"{what} must be a list of names")
    out = []
    for item in items:
        text = str(item)
        variadic = text.endswith("...")
        name = text[:-3] if variadic else text
        if not re.fullmatch(r"[a-z_][a-z0-9_]*", name):
            raise ctx.err(line, f"'{text}' is not a valid {what[:-1]} name")
        out.append(Value(name, variadic))
    if len({v.name for v in out}) != len(out):
        raise ctx.err(line, f"{what} repeat a name")
    return tuple(out)


def _default(kind: str, raw: object, ctx: _Ctx, line: int, enums: dict, enum: str | None) -> object:
    """Checks a default parses for its kind (codegen/kinds.py); returns the
    normalized value."""
    try:
        if isinstance(raw, dict) and raw:
            ctx.keys(raw, KEYS["computed_default"], {"fill", "size_of"}, "a computed default", line)
            return computed_default(KINDS[kind], raw)
        return KINDS[kind].parse_default(raw, enums, enum)
    except BadDefault as e:
        raise ctx.err(line, f"default {raw!r} does not parse for kind '{kind}': expected {e}") from None
    except NoDefault:
        raise ctx.err(line, f"kind '{kind}' takes no default") from None


def _attribute(
    aname: str, spec: object, ctx: _Ctx, aline: int, enums: dict, added: bool = False
) -> tuple[OpAttr, LDict]:
    """One `name: kind` or `name: {kind, default, stablehlo, ...}` entry."""
    if isinstance(spec, str):
        spec = LDict(kind=spec)
        spec.line, spec.key_lines = aline, {}
    ctx.keys(spec, KEYS["added_attribute"] if added else KEYS["op_attribute"], {"kind"}, f"attribute '{aname}'", aline)
    base, arg = naming.split_kind(str(spec["kind"]))
    if base not in KINDS or (base == "enum") != (arg is not None):
        raise ctx.err(aline, f"unknown attribute kind '{spec['kind']}' (known: {', '.join(sorted(KINDS))})")
    if base == "enum" and arg not in enums:
        raise ctx.err(aline, f"attribute '{aname}' names unknown enum '{arg}'")
    has_default = "default" in spec
    default = _default(base, spec["default"], ctx, aline, enums, arg) if has_default else None
    unit = spec.get("stablehlo") == "unit"
    if "stablehlo" in spec and (not unit or base != "bool" or default is not False):
        raise ctx.err(aline, "`stablehlo: unit` is the only StableHLO form, for a bool defaulting to false")
    return OpAttr(aname, base, arg, default, has_default, aline, unit), spec


def _attributes(d: object, ctx: _Ctx, line: int, enums: dict) -> tuple:
    if not isinstance(d, dict):
        raise ctx.err(line, "attributes must be a mapping name: kind or name: {kind, default}")
    return tuple(_attribute(aname, spec, ctx, d.line_of(aname), enums)[0] for aname, spec in d.items())


def _check_fills(attrs: tuple, ctx: _Ctx) -> None:
    names = {a.name for a in attrs}
    for a in attrs:
        if isinstance(a.default, Fill) and a.default.size_of not in names:
            raise ctx.err(
                a.line, f"attribute '{a.name}': size_of names no attribute of this version ('{a.default.size_of}')"
            )


def _names(raw: object, ctx: _Ctx, line: int, what: str) -> dict:
    """A delta's list of names (kept) or mapping old name -> new name."""
    if isinstance(raw, list):
        pairs = [(str(x), str(x)) for x in raw]
    elif isinstance(raw, dict):
        pairs = [(str(k), str(v)) for k, v in raw.items()]
    else:
        raise ctx.err(line, f"{what} must be a list of names or a mapping old name: new name")
    for old, new in pairs:
        for n in (old, new):
            if not re.fullmatch(r"[a-z_][a-z0-9_]*", n):
                raise ctx.err(line, f"{what}: '{n}' is not a valid name (write names without '...')")
    return dict(pairs)


def _apply_deltas(rv: LDict, sig: dict, ctx: _Ctx, opname: str, number: int, enums: dict) -> dict:
    """The signature of a later version: the previous one with `rv`'s deltas."""
    sig = dict(sig)
    where = f"op '{opname}' version {number}"

    def values(key: str, renames: dict, variadic: bool) -> None:
        what = key.split("_")[1]
        current = list(sig[what])
        names = [v.name for v in current]
        for old, new in renames.items():
            if old not in names:
                raise ctx.err(
                    rv.line_of(key),
                    f"{where}: {key} names '{old}', which is not one of its {what} ({', '.join(names) or 'none'})",
                )
            i = names.index(old)
            if variadic and current[i].variadic:
                raise ctx.err(rv.line_of(key), f"{where}: {what[:-1]} '{old}' is already variadic")
            if not variadic and old == new:
                raise ctx.err(rv.line_of(key), f"{where}: {key} renames '{old}' to itself")
            current[i] = Value(new, current[i].variadic or variadic)
            names[i] = new
        if len(set(names)) != len(names):
            raise ctx.err(rv.line_of(key), f"{where}: {key} gives two {what} the same name")
        sig[what] = tuple(current)

    for key, variadic in (
        ("rename_operands", False),
        ("rename_results", False),
        ("variadic_operands", True),
        ("variadic_results", True),
    ):
        if key in rv:
            values(key, _names(rv[key], ctx, rv.line_of(key), key), variadic)
    attrs = list(sig["attributes"])

    def index_of(name: str, key: str, line: int) -> int:
        for i, a in enumerate(attrs):
            if a.name == name:
                return i
        raise ctx.err(
            line,
            f"{where}: {key} names attribute '{name}', which the previous version does not "
            f"have (it has: {', '.join(a.name for a in attrs) or 'none'})",
        )

    if "remove_attributes" in rv:
        line = rv.line_of("remove_attributes")
        removed = rv["remove_attributes"]
        if not isinstance(removed, list) or not removed:
            raise ctx.err(line, f"{where}: remove_attributes must be a non-empty list of attribute names")
        for name in removed:
            del attrs[index_of(str(name), "remove_attributes", line)]
    for key in ("change_attributes", "add_attributes"):
        if key not in rv:
            continue
        entries = rv[key]
        if not isinstance(entries, dict) or not entries:
            raise ctx.err(
                rv.line_of(key), f"{where}: {key} must be a non-empty mapping name: kind or name: {{kind, default}}"
            )
        for aname, spec in entries.items():
            aline = entries.line_of(aname)
            attr, raw = _attribute(aname, spec, ctx, aline, enums, key == "add_attributes")
            if key == "change_attributes":
                i = index_of(aname, key, aline)
                if attrs[i] == dataclasses.replace(attr, line=attrs[i].line):
                    raise ctx.err(aline, f"{where}: change_attributes restates attribute '{aname}' unchanged")
                attrs[i] = attr
                continue
            if any(a.name == aname for a in attrs):
                raise ctx.err(
                    aline,
                    f"{where}: add_attributes adds '{aname}', which the previous version "
                    "already has (use change_attributes to change it)",
                )
            if "after" in raw:
                attrs.insert(index_of(str(raw["after"]), "`after`", raw.line_of("after")) + 1, attr)
            else:
                attrs.append(attr)
    sig["attributes"] = tuple(attrs)
    if "add_regions" in rv:
        sig["regions"] = sig["regions"] + _values(rv["add_regions"], ctx, rv.line_of("add_regions"), "regions")
        if len({r.name for r in sig["regions"]}) != len(sig["regions"]):
            raise ctx.err(rv.line_of("add_regions"), f"{where}: add_regions repeats a region name")
    return sig


def _release_before(v: tuple, releases: tuple) -> tuple:
    versions = [r.version for r in releases]
    return versions[versions.index(v) - 1]


def _classify(old: OpVersion, new: OpVersion) -> tuple[list, list]:
    """Returns (changes, reasons no class covers)."""
    changes, unknown = [], []
    old_attrs = {a.name: a for a in old.attributes}
    new_attrs = {a.name: a for a in new.attributes}
    for a in new.attributes:
        if a.name not in old_attrs:
            if a.has_default and not isinstance(a.default, Fill):
                changes.append(Change("add_attribute", attr=a))
            else:
                unknown.append(f"attribute '{a.name}' is added without a default")
        elif (old_attrs[a.name].kind, old_attrs[a.name].enum) != (a.kind, a.enum):
            unknown.append(f"attribute '{a.name}' changes kind")
        elif (old_attrs[a.name].has_default, old_attrs[a.name].default, old_attrs[a.name].unit) != (
            a.has_default,
            a.default,
            a.unit,
        ):
            unknown.append(f"attribute '{a.name}' changes its default or StableHLO form")
    for a in old.attributes:
        if a.name not in new_attrs:
            if a.has_default and not isinstance(a.default, Fill):
                changes.append(Change("remove_attribute", attr=a))
            else:
                unknown.append(f"attribute '{a.name}' is removed and has no default to restore")
    for what, kind in (("operands", "variadic_operand"), ("results", "variadic_result")):
        ov, nv = getattr(old, what), getattr(new, what)
        if len(ov) != len(nv):
            unknown.append(f"the number of {what} changes")
            continue
        for i, (o, n) in enumerate(zip(ov, nv)):
            if o.variadic == n.variadic:
                if o.name != n.name:
                    unknown.append(f"{what[:-1]} '{o.name}' is renamed '{n.name}'")
            elif not o.variadic:
                changes.append(Change(kind, index=i))
            else:
                unknown.append(f"{what[:-1]} '{o.name}' stops being variadic")
    if old.regions != new.regions:
        if not old.regions and len(new.regions) == 1 and new.regions[0].variadic:
            changes.append(Change("add_variadic_region"))
        else:
            unknown.append("regions change")
    return changes, unknown


_OP_NAME_RE = re.compile(r"^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.\-]*$")
_IDENT_RE = re.compile(r"^[a-z][a-z0-9_]*$")


def _check_op_keys(entry: LDict, ctx: _Ctx, opname: str) -> None:
    """The op-level keys' values: names the generated C++ can use."""
    what = f"op '{opname}'"
    for key in ("stablehlo", "stablehlo_nested"):
        if key in entry and not (isinstance(entry[key], str) and _OP_NAME_RE.match(entry[key])):
            raise ctx.err(
                entry.line_of(key),
                f"{what}: {key} must name an op as dialect.op (e.g. stablehlo.return), not {entry[key]!r}",
            )
    if "legalize_hook" in entry and not (
        isinstance(entry["legalize_hook"], str) and _IDENT_RE.match(entry["legalize_hook"])
    ):
        raise ctx.err(
            entry.line_of("legalize_hook"),
            f"{what}: legalize_hook must be a snake_case name "
            f"(runtime/ defines the C++ functions it names), not {entry['legalize_hook']!r}",
        )
    if "traits" in entry and not (
        isinstance(entry["traits"], list) and all(isinstance(t, str) for t in entry["traits"])
    ):
        raise ctx.err(entry.line_of("traits"), f"{what}: traits must be a list of trait names")
    if "stablehlo_attrs" in entry:
        ctx.mapping(entry["stablehlo_attrs"], "stablehlo_attrs", entry.line_of("stablehlo_attrs"))
        for sname, gname in entry["stablehlo_attrs"].items():
            if not (_IDENT_RE.match(sname) and isinstance(gname, str)):
                raise ctx.err(
                    entry["stablehlo_attrs"].line_of(sname),
                    f"{what}: stablehlo_attrs maps a StableHLO attribute name (snake_case) to a group name",
                )
    _check_doc(entry, ctx, what)


def load_ops(path: str, name: str, releases: tuple, current: tuple, enums: tuple) -> tuple:
    ctx = _Ctx(name)
    data = load_yaml(path, name)
    ctx.keys(data, KEYS["ops.yaml"], {"ops"}, "ops.yaml")
    ctx.mapping(data["ops"], "ops", data.line_of("ops"))
    raw_groups = _groups(data.get("groups") or LDict(), ctx)
    gates = _gates(data.get("gates") or LDict(), ctx, releases)
    gate_names = {g.name for g in gates}
    enum_map = {e.name: e for e in enums}
    ops, transitions = [], []
    for opname, entry in data["ops"].items():
        line = data["ops"].line_of(opname)
        if not _NAME_RE.match(opname):
            raise ctx.err(line, f"'{opname}' is not a valid op name")
        ctx.keys(entry, KEYS["op"], {"versions"}, f"op '{opname}'", line)
        _check_op_keys(entry, ctx, opname)
        traits = tuple(entry.get("traits") or ())
        for t in traits:
            if t not in _TRAITS:
                raise ctx.err(entry.line_of("traits"), f"unknown trait '{t}' (known: {', '.join(sorted(_TRAITS))})")
        syntax = entry.get("syntax")
        if syntax not in (None, "custom"):
            raise ctx.err(
                entry.line_of("syntax"),
                f"op '{opname}': syntax must be 'custom' "
                "(a parser and printer written in runtime/) or absent (generic form)",
            )
        raw_versions = entry["versions"]
        if not isinstance(raw_versions, list) or not raw_versions:
            raise ctx.err(entry.line_of("versions"), f"op '{opname}' needs a non-empty list of versions")
        versions: list[OpVersion] = []
        inherited: dict = {}
        for i, rv in enumerate(raw_versions):
            vline = raw_versions.item_lines[i]
            if i and not isinstance(rv, dict):
                ctx.mapping(rv, f"version {i + 1} of op '{opname}'", vline)
            if i and _SIGNATURE_KEYS & set(rv):
                key = sorted(_SIGNATURE_KEYS & set(rv))[0]
                raise ctx.err(
                    rv.line_of(key),
                    f"op '{opname}' version {i + 1}: a later version states only what changes, "
                    f"so '{key}' (the whole list) is for the first version; use " + ", ".join(sorted(_DELTA_KEYS)),
                )
            ctx.keys(
                rv,
                KEYS["later_version"] if i else KEYS["first_version"],
                {"since"},
                f"version {i + 1} of op '{opname}'",
                vline,
            )
            since = parse_version(rv["since"], ctx, rv.line_of("since"))
            _check_release(since, releases, ctx, rv.line_of("since"))
            if versions and since <= versions[-1].since:
                raise ctx.err(
                    rv.line_of("since"),
                    f"op '{opname}': version {i + 1} (since {vstr(since)}) overlaps version {i} (since {vstr(versions[-1].since)})",
                )
            if i:
                sig = _apply_deltas(rv, inherited, ctx, opname, i + 1, enum_map)
            else:
                sig = {}
                if "operands" in rv:
                    sig["operands"] = _values(rv["operands"], ctx, rv.line_of("operands"), "operands")
                if "results" in rv:
                    sig["results"] = _values(rv["results"], ctx, rv.line_of("results"), "results")
                if "regions" in rv:
                    sig["regions"] = _values(rv["regions"], ctx, rv.line_of("regions"), "regions")
                if "attributes" in rv:
                    sig["attributes"] = _attributes(rv["attributes"], ctx, rv.line_of("attributes"), enum_map)
                for k in ("operands", "results"):
                    if k not in sig:
                        raise ctx.err(vline, f"op '{opname}': the first version must list {k}")
                sig.setdefault("attributes", ())
                sig.setdefault("regions", ())
            _check_fills(sig["attributes"], ctx)
            until = None
            if "until" in rv:
                until = parse_version(rv["until"], ctx, rv.line_of("until"))
                _check_release(until, releases, ctx, rv.line_of("until"))
                if until < since:
                    raise ctx.err(
                        rv.line_of("until"), f"op '{opname}': until {vstr(until)} is before since {vstr(since)}"
                    )
            hook = rv.get("hook")
            if hook is not None and (i == 0 or not re.fullmatch(r"[a-z][a-z0-9_]*", str(hook))):
                raise ctx.err(
                    rv.line_of("hook"),
                    "a hook names the transition into this version (snake_case) and cannot be on the first version",
                )
            version_gates = rv.get("gates") or []
            if not isinstance(version_gates, list):
                raise ctx.err(rv.line_of("gates"), "gates must be a list of gate names")
            for g in version_gates:
                if not isinstance(g, str) or g not in gate_names:
                    raise ctx.err(rv.line_of("gates"), f"op '{opname}': unknown gate '{g}'")
            expand = rv.get("expand")
            if expand is not None and not (isinstance(expand, str) and re.fullmatch(r"[a-z][a-z0-9_]*", expand)):
                raise ctx.err(rv.line_of("expand"), f"op '{opname}': expand names a rewrite in snake_case")
            versions.append(
                OpVersion(
                    opname,
                    i + 1,
                    since,
                    until,
                    sig["operands"],
                    sig["results"],
                    sig["attributes"],
                    sig["regions"],
                    hook,
                    vline,
                    tuple(version_gates),
                    expand,
                )
            )
            inherited = sig
        # Derive `until` and check ranges neither overlap nor leave a gap.
        fixed = []
        for i, v in enumerate(versions):
            if i + 1 < len(versions):
                derived = _release_before(versions[i + 1].since, releases)
                if v.until is not None and v.until != derived:
                    gap = v.until < derived
                    raise ctx.err(
                        v.line,
                        f"op '{opname}': version {i + 1} ends at {vstr(v.until)} but version {i + 2} starts at "
                        f"{vstr(versions[i + 1].since)}: the ranges {'leave a gap' if gap else 'overlap'}",
                    )
                v = dataclasses.replace(v, until=derived)
            fixed.append(v)
        versions = fixed
        for old, new in zip(versions, versions[1:]):
            changes, unknown = _classify(old, new)
            if unknown and new.hook is None:
                raise ctx.err(
                    new.line,
                    f"op '{opname}' v{old.number} -> v{new.number}: no change class covers this ("
                    + "; ".join(unknown)
                    + "): name a `hook`",
                )
            if not changes and not unknown and new.hook is None:
                raise ctx.err(new.line, f"op '{opname}' v{new.number} does not differ from v{old.number}")
            transitions.append(Transition(opname, old, new, tuple(changes), new.hook))
        stablehlo = str(entry.get("stablehlo", f"stablehlo.{opname}"))
        uses = []
        ctx.mapping(entry.get("stablehlo_attrs") or {}, "stablehlo_attrs", entry.line_of("stablehlo_attrs"))
        latest = {a.name: a for a in versions[-1].attributes}
        for sname, gname in (entry.get("stablehlo_attrs") or {}).items():
            gline = entry["stablehlo_attrs"].line_of(sname)
            group = next((g for g in raw_groups if g[0] == gname), None)
            if group is None:
                raise ctx.err(gline, f"op '{opname}': unknown group '{gname}'")
            if not any(f in latest for f in group[1]["fields"]):
                raise ctx.err(gline, f"op '{opname}' has none of the attributes of group '{gname}'")
            uses.append((str(sname), gname))
        # `until` on the last version removes the op at the next release.
        removed = None
        last = versions[-1]
        if last.until is not None:
            if last.until >= current[:2] + (0,):
                raise ctx.err(
                    last.line,
                    f"op '{opname}': its last version ends at {vstr(last.until)}, which is not "
                    f"before the current version {vstr(current)}: to remove the op at a release, bump to "
                    f"that release and end the last version at the release before it",
                )
            removed = next(r.version for r in releases if r.version > last.until)
        ops.append(
            Op(
                opname,
                stablehlo,
                traits,
                tuple(versions),
                line,
                tuple(uses),
                entry.get("legalize_hook"),
                entry.get("stablehlo_nested"),
                custom_syntax=syntax == "custom",
                doc=str(entry.get("doc", "")),
                removed=removed,
            )
        )
    groups = _resolve_groups(raw_groups, ops, ctx)
    return tuple(ops), tuple(transitions), groups, gates


def _gates(data: LDict, ctx: _Ctx, releases: tuple) -> tuple:
    ctx.mapping(data, "gates", getattr(data, "line", 1))
    out = []
    for name, g in data.items():
        line = data.line_of(name)
        if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
            raise ctx.err(line, f"gate '{name}': names are snake_case")
        ctx.keys(g, KEYS["gate"], {"since"}, f"gate '{name}'", line)
        _check_doc(g, ctx, f"gate '{name}'")
        since = parse_version(g["since"], ctx, g.line_of("since"))
        _check_release(since, releases, ctx, g.line_of("since"))
        out.append(Gate(name, since, str(g.get("doc", "")), line))
    return tuple(out)


def _groups(data: LDict, ctx: _Ctx) -> tuple:
    """The groups as written: field names, and the kinds and parameter names
    that cannot be derived. Kinds are resolved by _resolve_groups."""
    out = []
    for gname, g in data.items():
        gline = data.line_of(gname)
        ctx.keys(g, KEYS["group"], {"stablehlo", "fields"}, f"group '{gname}'", gline)
        fields = g["fields"]
        if (
            not isinstance(fields, list)
            or not fields
            or not all(isinstance(f, str) and re.fullmatch(r"[a-z_][a-z0-9_]*", f) for f in fields)
        ):
            raise ctx.err(g.line_of("fields"), f"group '{gname}': fields must be a list of VHLO attribute names")
        if len(set(fields)) != len(fields):
            raise ctx.err(g.line_of("fields"), f"group '{gname}': fields repeat a name")
        for key in ("kinds", "params"):
            ctx.mapping(g.get(key) or LDict(), f"{key} of group '{gname}'", g.line_of(key))
            for fname in g.get(key) or {}:
                if fname not in fields:
                    raise ctx.err(
                        g[key].line_of(fname), f"group '{gname}': {key} names '{fname}', which is not one of its fields"
                    )
        for fname, kind in (g.get("kinds") or {}).items():
            if kind not in GROUP_KINDS:
                raise ctx.err(
                    g["kinds"].line_of(fname),
                    f"group '{gname}' field '{fname}': kind must be one of {', '.join(sorted(GROUP_KINDS))}",
                )
        out.append((gname, g, gline))
    return tuple(out)


def _resolve_groups(raw: tuple, ops: list, ctx: _Ctx) -> tuple:
    """Each field's kind is the kind of the op attribute of that name in the
    ops using the group (their latest versions), unless those give only `any`
    (or lack it): then the group states it under `kinds`, and only then."""
    out = []
    for gname, g, gline in raw:
        users = [op for op in ops if any(group == gname for _, group in op.stablehlo_attrs)]
        if not users:
            raise ctx.err(gline, f"group '{gname}' is used by no op (name it in an op's stablehlo_attrs)")
        stated = g.get("kinds") or {}
        params = g.get("params") or {}
        fields = []
        for fname in g["fields"]:
            given = {}
            for op in users:
                attr = op.versions[-1].attr(fname)
                if attr is not None and attr.kind != "any":
                    given.setdefault(attr.kind, op.name)
            if fname in stated:
                if given:
                    kind, op = next(iter(given.items()))
                    raise ctx.err(
                        g["kinds"].line_of(fname),
                        f"group '{gname}' field '{fname}': its kind comes from op '{op}' ({kind}); "
                        "state a kind under `kinds` only for fields whose ops give `any`",
                    )
                kind = stated[fname]
            elif len(given) == 1:
                kind = next(iter(given))
                if kind not in GROUP_KINDS:
                    raise ctx.err(
                        g.line_of("fields"),
                        f"group '{gname}' field '{fname}': op '{given[kind]}' gives kind {kind}; a group "
                        f"field is one of {', '.join(sorted(GROUP_KINDS))}",
                    )
            elif not given:
                raise ctx.err(
                    g.line_of("fields"),
                    f"group '{gname}' field '{fname}': no op using the group gives its kind "
                    "(they give `any` or lack the attribute): state it under `kinds`",
                )
            else:
                raise ctx.err(
                    g.line_of("fields"),
                    f"group '{gname}' field '{fname}': the ops using the group "
                    "disagree on its kind (" + ", ".join(f"{o}: {k}" for k, o in given.items()) + ")",
                )
            param = str(params.get(fname, re.sub(r"_(\w)", lambda m: m.group(1).upper(), fname)))
            fields.append(GroupField(fname, kind, param))
        out.append(Group(gname, str(g["stablehlo"]), tuple(fields), gline))
    return tuple(out)
