"""Emits the C++ tables the runtime interprets.

Input: a Schema. Output: {path: text} for generated/vhlo/
  VhloVersionLog.inc        the version log (bytecode formats, dates)
  VhloBytecode.cpp.inc      type/attribute codes and field order
  VhloScalarTypes.cpp.inc   scalar types, builtin <-> VHLO
  VhloEnumConversions.cpp.inc  enums, StableHLO <-> VHLO
  VhloOpTables.cpp.inc      op versions, attribute kinds/defaults, changes
  VhloAttrKinds.h.inc       the AttrKind enumerators (codegen/kinds.py)
  VhloExpansions.inc        the compatibility rewrites, by release
  VhloAttrKindConversions.cpp.inc  op attribute conversion from VHLO, by kind
"""

from __future__ import annotations

import re
from types import SimpleNamespace

from . import naming
from .kinds import CPP_KINDS, FROM_VHLO, KINDS
from .loader import SchemaError
from .model import Fill, Schema
from .render import render

_CHANGE_KINDS = {
    "add_attribute": "AddAttribute",
    "remove_attribute": "RemoveAttribute",
    "variadic_operand": "VariadicOperand",
    "variadic_result": "VariadicResult",
    "add_variadic_region": "AddVariadicRegion",
}


def _version(v) -> str:
    return "Version(%d, %d, %d)" % v


def default_exprs(schema: Schema, attr) -> tuple[str, str]:
    """C++ expressions building a default (with `ctx` and the op's other
    converted attributes `attrs`) and testing a value `v` for it, from the
    attribute's kind (codegen/kinds.py)."""
    kind = KINDS[attr.kind]
    return kind.default_cpp(schema, attr, "ctx"), kind.is_default_cpp(schema, attr)


def schema_gate(schema: Schema, name: str):
    return next(g for g in schema.gates if g.name == name)


def hook_names(t) -> tuple[str, str]:
    """C++ names of a transition hook: upgrade into t.new, downgrade out of it."""
    c = naming.camel(t.op)
    return (f"upgrade{c}V{t.old.number}ToV{t.new.number}", f"downgrade{c}V{t.new.number}ToV{t.old.number}")


def _slug(value) -> str:
    """A default value as part of a C++ identifier: `False`, `Minus1`,
    `Fill1PerWindowDimensions`, `DEFAULT_DEFAULT`, `Empty`."""
    if isinstance(value, Fill):
        return f"Fill{_slug(value.fill)}Per{naming.camel(value.size_of)}" + ("Pairs" if value.pairs else "")
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return str(value).replace("-", "Minus")
    if isinstance(value, (tuple, list)):
        return "_".join(_slug(v) for v in value) or "Empty"
    text = re.sub(r"\W+", "_", str(value)).strip("_")
    return (text[:1].upper() + text[1:]) if text else "Empty"


def default_name(attr) -> str:
    """The C++ name of the function building `attr`'s default, from its kind
    and value alone (`defaultBool_False`, `defaultEnumComparisonType_NOTYPE`):
    a new default adds its own function and renames no other."""
    return f"default{naming.camel(attr.kind)}{naming.camel(attr.enum or '')}_{_slug(attr.default)}"


def _ops_view(schema: Schema) -> tuple[list, list, list, list]:
    defaults, ops, transitions = {}, [], []
    # name -> (expressions, the first attribute that uses it) for the
    # uniqueness check.
    owners: dict = {}
    trans_by_new = {(t.op, t.new.number): t for t in schema.transitions}
    for op in schema.ops:
        versions = []
        for v in op.versions:
            ident = naming.op_class(op.name, v.number)
            attrs = []
            for a in v.attributes:
                fn = "nullptr"
                constant = False
                if a.has_default:
                    exprs = default_exprs(schema, a)
                    fn = default_name(a)
                    first = owners.setdefault(fn, (exprs, op.name, v.number, a))
                    if first[0] != exprs:
                        raise SchemaError(
                            "schema/ops.yaml",
                            a.line,
                            f"{op.name} version {v.number}: the default of attribute {a.name} and that of "
                            f"{first[3].name} ({first[1]} version {first[2]}, line {first[3].line}) would "
                            f"both be generated as {fn} with different values; give one a default of "
                            "another spelling, or report the clash as a generator bug",
                        )
                    defaults[fn] = exprs
                    # A default built without the op's other attributes is
                    # the same value for every op: converters build it once.
                    constant = not re.search(r"\battrs\b", exprs[0])
                introduced = v.since
                for older in reversed(op.versions[: v.number - 1]):
                    if older.attr(a.name) is None:
                        break
                    introduced = older.since
                attrs.append(
                    SimpleNamespace(
                        name=a.name,
                        kind=KINDS[a.kind].cpp,
                        default_fn=fn,
                        is_default_fn=f"is{fn[0].upper()}{fn[1:]}" if fn != "nullptr" else "nullptr",
                        introduced=_version(introduced),
                        unit="true" if a.unit else "false",
                        constant_default="true" if constant else "false",
                    )
                )
            up = trans_by_new.get((op.name, v.number + 1))
            down = trans_by_new.get((op.name, v.number))
            gates = [
                SimpleNamespace(fn=f"uses{naming.camel(g)}", name=g, since=_version(schema_gate(schema, g).since))
                for g in v.gates
            ]
            versions.append(
                SimpleNamespace(
                    ident=ident,
                    mnemonic=v.mnemonic,
                    number=v.number,
                    since=_version(v.since),
                    until=_version(v.until) if v.until else "Version::getCurrentVersion()",
                    attrs=attrs,
                    num_attrs=len(attrs),
                    upgrade=f"{naming.op_class(op.name, v.number + 1)}Changes" if up else "nullptr",
                    downgrade=f"{ident}Changes" if down else "nullptr",
                    upgrade_hook=hook_names(up)[0] if up and up.hook else "nullptr",
                    downgrade_hook=hook_names(down)[1] if down and down.hook else "nullptr",
                    gates=gates,
                    # The operand and result layout: how the runtime finds the
                    # values of one (possibly variadic) operand or result.
                    operands=[
                        SimpleNamespace(name=o.name, variadic="true" if o.variadic else "false") for o in v.operands
                    ],
                    results=[
                        SimpleNamespace(name=r.name, variadic="true" if r.variadic else "false") for r in v.results
                    ],
                )
            )
        group_index = {g.name: i for i, g in enumerate(schema.groups)}
        ops.append(
            SimpleNamespace(
                name=op.name,
                stablehlo=op.stablehlo,
                versions=versions,
                camel=naming.camel(op.name),
                table=f"{naming.camel(op.name)}OpVersions",
                nested=naming.cpp_string(op.stablehlo_nested) if op.stablehlo_nested else "nullptr",
                uses=[SimpleNamespace(attr=a, group=group_index[g]) for a, g in op.stablehlo_attrs],
            )
        )
    for t in schema.transitions:
        changes = []
        for c in t.changes:
            attr = "nullptr"
            if c.attr is not None:
                owner = t.new if c.kind == "add_attribute" else t.old
                i = [a.name for a in owner.attributes].index(c.attr.name)
                attr = f"&{naming.op_class(t.op, owner.number)}Attrs[{i}]"
            changes.append(SimpleNamespace(kind=_CHANGE_KINDS[c.kind], attr=attr, index=c.index))
        transitions.append(SimpleNamespace(ident=naming.op_class(t.op, t.new.number), changes=changes))
    default_list = [
        SimpleNamespace(fn=fn, is_fn=f"is{fn[0].upper()}{fn[1:]}", expr=exprs[0], test=exprs[1])
        for fn, exprs in sorted(defaults.items())
    ]
    return default_list, ops, transitions


def _param_views(params, receiver: str) -> list:
    """Bytecode read/write of each parameter; the writer reads it from
    `receiver` (the type or attribute being written)."""
    out = []
    for p in params:
        k = naming.PARAM_KINDS[p.kind]
        getter = "get" + naming.camel(p.name)
        out.append(
            SimpleNamespace(
                name=p.name,
                kind=p.kind,
                cpp=k.cpp,
                read=(k.read or "").format(v=p.name),
                write=(k.write or "").format(v=f"{receiver}.{getter}()"),
            )
        )
    return out


def emit(schema: Schema, env) -> dict:
    types = [SimpleNamespace(**t.__dict__) for t in schema.types]
    for t, src in zip(types, schema.types):
        t.params = _param_views(src.params, "t")
        by_name = {p.name: p for p in t.params}
        t.wire = [by_name[n] for n in src.bytecode_order]
    attrs = [SimpleNamespace(**a.__dict__) for a in schema.attributes]
    for a, src in zip(attrs, schema.attributes):
        a.params = _param_views(src.params, "a")
    scalar_types = []
    for t in schema.types:
        b = t.scalar()
        if b is not None:
            scalar_types.append(SimpleNamespace(cpp_class=t.cpp_class, build=b.build, match=b.match))
    defaults, ops, transitions = _ops_view(schema)
    enum_attrs = [e for e in schema.enums if e.stablehlo_form == "enum_attr"]
    # Versions of one StableHLO enum: StableHLO converts to the newest only.
    newest_enums = [
        e for e in enum_attrs if e == max((x for x in enum_attrs if x.stablehlo == e.stablehlo), key=lambda x: x.since)
    ]
    gates = [
        SimpleNamespace(fn=f"uses{naming.camel(g.name)}", name=g.name, doc=g.doc, since="%d.%d.%d" % g.since)
        for g in schema.gates
    ]
    hooks = [
        SimpleNamespace(
            op=t.op,
            old=t.old.number,
            new=t.new.number,
            hook=t.hook,
            upgrade=hook_names(t)[0],
            downgrade=hook_names(t)[1],
        )
        for t in schema.transitions
        if t.hook
    ]
    groups = [
        SimpleNamespace(
            name=g.name,
            stablehlo=g.stablehlo,
            camel=naming.camel(g.name),
            fields=[
                SimpleNamespace(vhlo=f.vhlo, getter=naming.camel(f.param), cpp=KINDS[f.kind].group_cpp)
                for f in g.fields
            ],
        )
        for g in schema.groups
    ]
    legalize_hooks = []
    hook_ops = []
    for op in schema.ops:
        to = frm = "nullptr"
        if op.legalize_hook:
            c = naming.camel(op.legalize_hook)
            to, frm = f"legalize{c}ToVhlo", f"legalize{c}FromVhlo"
            if all(h.to != to for h in legalize_hooks):
                legalize_hooks.append(SimpleNamespace(to=to, **{"from": frm}))
        hook_ops.append(SimpleNamespace(name=op.name, to=to, **{"from": frm}))
    return {
        "generated/vhlo/VhloAttrKinds.h.inc": render(
            env, "VhloAttrKinds.h.inc.j2", ["codegen/kinds.py"], kinds=CPP_KINDS
        ),
        "generated/vhlo/VhloAttrKindConversions.cpp.inc": render(
            env,
            "VhloAttrKindConversions.cpp.inc.j2",
            ["codegen/kinds.py"],
            kinds=[SimpleNamespace(cpp=k, from_vhlo=FROM_VHLO[k]) for k in CPP_KINDS],
        ),
        "generated/vhlo/VhloExpansions.inc": render(
            env,
            "VhloExpansions.inc.j2",
            ["schema/versions.yaml", "schema/ops.yaml"],
            expansions=[
                SimpleNamespace(camel=naming.camel(e.name), name=e.name, since=e.since, subject=e.subject)
                for e in schema.expansions
            ],
        ),
        "generated/vhlo/VhloLegalize.cpp.inc": render(
            env, "VhloLegalize.cpp.inc.j2", ["schema/ops.yaml"], groups=groups, hooks=legalize_hooks, ops=hook_ops
        ),
        "generated/vhlo/VhloVersionLog.inc": render(
            env, "VhloVersionLog.inc.j2", ["schema/versions.yaml"], releases=schema.releases
        ),
        "generated/vhlo/VhloBytecode.cpp.inc": render(
            env,
            "VhloBytecode.cpp.inc.j2",
            ["schema/types.yaml", "schema/attributes.yaml"],
            types=types,
            attrs=attrs,
            enums=schema.enums,
        ),
        "generated/vhlo/VhloScalarTypes.cpp.inc": render(
            env, "VhloScalarTypes.cpp.inc.j2", ["schema/types.yaml"], scalar_types=scalar_types
        ),
        "generated/vhlo/VhloEnumConversions.cpp.inc": render(
            env, "VhloEnumConversions.cpp.inc.j2", ["schema/attributes.yaml"], enums=enum_attrs, newest=newest_enums
        ),
        "generated/vhlo/VhloOpTables.cpp.inc": render(
            env, "VhloOpTables.cpp.inc.j2", ["schema/ops.yaml"], defaults=defaults, ops=ops, transitions=transitions
        ),
        "generated/vhlo/VhloHooks.h.inc": render(
            env, "VhloHooks.h.inc.j2", ["schema/ops.yaml"], hooks=hooks, gates=gates
        ),
    }
