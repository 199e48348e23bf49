"""Emits the version documentation page docs/versions.md.

Input: a Schema. Output: {"docs/versions.md": text}, a Markdown page with the
release log, every op's versions (ranges, what each later version changes,
when a downgrade is refused, gates) and the VHLO mnemonic, range and bytecode
code(s) of every type, attribute and enum, in schema order. The wording of a
change comes from its Change kind; a hook transition names its hook and the
signature differences the hook covers.
"""

from __future__ import annotations

from types import SimpleNamespace

from .model import Fill, Schema, vstr
from .render import header

PAGE = "docs/versions.md"
SOURCES = ["schema/versions.yaml", "schema/types.yaml", "schema/attributes.yaml", "schema/ops.yaml"]


def md_header(sources: list[str]) -> str:
    """The generated-file header as Markdown (HTML) comments, one per line."""
    return "\n".join(f"<!--{line} -->" for line in header(sources, comment="").splitlines())


def cell(text: object) -> str:
    """Text safe inside a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def code(text: object) -> str:
    """`text` as a Markdown code span."""
    text = str(text)
    fence = "``" if "`" in text else "`"
    pad = " " if fence == "``" else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def value_text(value: object) -> str:
    """A schema default in the form ops.yaml writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Fill):
        return f"{value_text(value.fill)} per element of {value.size_of}" + (" (pairs)" if value.pairs else "")
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join(value_text(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{}"
    if isinstance(value, str) and value == "":
        return '""'
    return str(value)


def kind_text(attr) -> str:
    return f"enum<{attr.enum}>" if attr.kind == "enum" else attr.kind


def attr_text(attr) -> str:
    default = f"default {code(value_text(attr.default))}" if attr.has_default else "no default"
    return f"{code(attr.name)} (kind {code(kind_text(attr))}, {default})"


def range_text(since, until=None) -> str:
    return f"{vstr(since)} .. {vstr(until) if until else 'current'}"


def _values_text(values) -> str:
    return "(" + ", ".join(v.name + ("..." if v.variadic else "") for v in values) + ")"


# --- changes ----------------------------------------------------------------


def _change_row(t, c) -> SimpleNamespace:
    """What a classified change does, on the upgrade and on the downgrade."""
    if c.kind == "add_attribute":
        return SimpleNamespace(
            what=f"adds attribute {attr_text(c.attr)}",
            upgrade=f"sets {code(c.attr.name)} to its default",
            downgrade=f"refused unless {code(c.attr.name)} is its default; then drops it",
        )
    if c.kind == "remove_attribute":
        return SimpleNamespace(
            what=f"removes attribute {attr_text(c.attr)}",
            upgrade=f"refused unless {code(c.attr.name)} is its default; then drops it",
            downgrade=f"always accepted: restores {code(c.attr.name)} with its default "
            f"{code(value_text(c.attr.default))}",
        )
    if c.kind in ("variadic_operand", "variadic_result"):
        what = "operand" if c.kind == "variadic_operand" else "result"
        old = getattr(t.old, what + "s")[c.index].name
        new = getattr(t.new, what + "s")[c.index].name
        renamed = f" (renamed {code(new)})" if old != new else ""
        return SimpleNamespace(
            what=f"makes {what} {code(old)} variadic{renamed}",
            upgrade="the single value becomes a group of one",
            downgrade=f"refused unless the {what} group {code(new)} has exactly one value",
        )
    if c.kind == "add_variadic_region":
        return SimpleNamespace(
            what=f"adds variadic region {code(t.new.regions[0].name)}",
            upgrade="the op gets an empty region list",
            downgrade="refused unless there are no regions",
        )
    raise ValueError(f"unknown change kind {c.kind}")


def differences(old, new) -> list[str]:
    """Every signature difference between two op versions no change class
    covers (what a hook transition's hook stands for), in words."""
    out = []
    for what in ("operands", "results"):
        ov, nv = getattr(old, what), getattr(new, what)
        if len(ov) != len(nv):
            out.append(f"changes the {what} from {code(_values_text(ov))} to {code(_values_text(nv))}")
            continue
        for o, n in zip(ov, nv):
            if o.variadic and not n.variadic:
                out.append(f"makes {what[:-1]} {code(o.name)} non-variadic")
            if o.name != n.name and o.variadic == n.variadic:
                out.append(f"renames {what[:-1]} {code(o.name)} to {code(n.name)}")
    old_attrs = {a.name: a for a in old.attributes}
    new_attrs = {a.name: a for a in new.attributes}
    for a in new.attributes:
        before = old_attrs.get(a.name)
        if before is None:
            if not a.has_default or isinstance(a.default, Fill):
                out.append(f"adds attribute {attr_text(a)}")
        elif (before.kind, before.enum) != (a.kind, a.enum):
            out.append(
                f"changes the kind of attribute {code(a.name)} from {code(kind_text(before))} to {code(kind_text(a))}"
            )
        elif (before.has_default, before.default, before.unit) != (a.has_default, a.default, a.unit):
            out.append(
                f"changes attribute {attr_text(before)} to {attr_text(a)}"
                + (" (StableHLO form)" if before.unit != a.unit else "")
            )
    for a in old.attributes:
        if a.name not in new_attrs and (not a.has_default or isinstance(a.default, Fill)):
            out.append(f"removes attribute {attr_text(a)}")
    if old.regions != new.regions and not (not old.regions and len(new.regions) == 1 and new.regions[0].variadic):
        out.append(f"changes the regions from {code(_values_text(old.regions))} to {code(_values_text(new.regions))}")
    return out


def transition_view(t) -> SimpleNamespace:
    rows = [_change_row(t, c) for c in t.changes]
    if t.hook:
        differ = differences(t.old, t.new)
        rows.append(
            SimpleNamespace(
                what=f"hook {code(t.hook)}: " + ("; ".join(differ) if differ else "no signature difference"),
                upgrade=f"hook {code(t.hook)} in runtime/",
                downgrade=f"decided by hook {code(t.hook)} in runtime/",
            )
        )
        verdict = (
            f"Whether the downgrade to v{t.old.number} is accepted and lossless is decided by "
            f"hook {code(t.hook)} in runtime/"
        )
        if t.changes:
            verdict += ", after the conditions above"
        verdict += "."
    else:
        refused = [c for c in t.changes if c.kind != "remove_attribute"]
        verdict = (
            f"The downgrade to v{t.old.number} is lossless whenever it is accepted"
            + ("" if refused else " (always)")
            + "."
        )
    return SimpleNamespace(
        old=t.old,
        new=t.new,
        since=vstr(t.new.since),
        rows=rows,
        verdict=verdict,
        targets=range_text(t.old.since, t.old.until),
    )


# --- the page ---------------------------------------------------------------


def _patches(r) -> str:
    if not r.patches:
        return ""
    if len(r.patches) <= 3:
        return ", ".join(vstr(v) for v, _ in r.patches)
    return f"{vstr(r.patches[0][0])} .. {vstr(r.patches[-1][0])} ({len(r.patches)} patches)"


def emit(schema: Schema, env) -> dict:
    gates = {g.name: g for g in schema.gates}
    by_new = {(t.op, t.new.number): t for t in schema.transitions}
    releases = [
        SimpleNamespace(
            version=vstr(r.version),
            date=r.date or "not tagged",
            bytecode=r.bytecode,
            change=cell(r.change),
            patches=_patches(r),
        )
        for r in schema.releases
    ]
    ops = []
    for op in schema.ops:
        versions = [
            SimpleNamespace(number=v.number, mnemonic=f"vhlo.{v.mnemonic}", range=range_text(v.since, v.until))
            for v in op.versions
        ]
        transitions = [transition_view(by_new[(op.name, v.number)]) for v in op.versions[1:]]
        op_gates = [
            SimpleNamespace(version=v.number, name=g, since=vstr(gates[g].since), doc=gates[g].doc)
            for v in op.versions
            for g in v.gates
        ]
        expansions = [
            SimpleNamespace(version=v.number, name=v.expand, since=vstr(v.since)) for v in op.versions if v.expand
        ]
        ops.append(
            SimpleNamespace(
                name=op.name,
                stablehlo=op.stablehlo,
                doc=op.doc,
                removed=vstr(op.removed) if op.removed else None,
                last=vstr(op.versions[-1].until) if op.removed else None,
                versions=versions,
                transitions=transitions,
                gates=op_gates,
                expansions=expansions,
            )
        )
    gate_rows = []
    for g in schema.gates:
        users = [v.mnemonic for v in schema.op_versions() if g.name in v.gates]
        gate_rows.append(
            SimpleNamespace(name=g.name, since=vstr(g.since), doc=cell(g.doc), users=", ".join(code(u) for u in users))
        )
    types = [
        SimpleNamespace(
            name=t.name,
            mnemonic=f"!vhlo.{t.mnemonic}",
            range=range_text(t.since),
            codes=", ".join(map(str, t.codes)),
            builtin=t.builtin,
            doc=cell(t.doc),
        )
        for t in schema.types
    ]
    attrs = [
        SimpleNamespace(
            name=a.name,
            mnemonic=f"#vhlo.{a.mnemonic}",
            range=range_text(a.since),
            code=a.code,
            doc=cell(a.doc + (f" Below {vstr(a.since)}, the expander's `{a.expand}` rewrites it." if a.expand else "")),
        )
        for a in schema.attributes
    ]
    enums = [
        SimpleNamespace(
            name=e.name,
            mnemonic=f"#vhlo<{e.mnemonic} ...>",
            range=range_text(e.since),
            code=e.code,
            stablehlo=e.stablehlo,
            cases=", ".join(
                f"{c} = {v}" + (f" (since {vstr(e.since_of(c))})" if e.since_of(c) != e.since else "")
                for c, v in e.cases
            ),
        )
        for e in schema.enums
    ]
    text = env.get_template("versions.md.j2").render(
        header=md_header(SOURCES),
        current=vstr(schema.current),
        minimum=vstr(schema.minimum),
        releases=releases,
        ops=ops,
        index=" ·\n".join(f"[{op.name}](#{op.name})" for op in ops),
        gates=gate_rows,
        types=types,
        attrs=attrs,
        enums=enums,
        release_expansions=[
            SimpleNamespace(name=e.name, since=vstr(e.since)) for e in schema.expansions if not e.subject
        ],
        type_reserved=", ".join(map(str, schema.type_reserved)) or "none",
        attr_reserved=", ".join(map(str, schema.attr_reserved)) or "none",
        versioned=sum(1 for op in schema.ops if len(op.versions) > 1),
        code=code,
    )
    return {PAGE: text.rstrip("\n") + "\n"}
