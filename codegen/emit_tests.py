"""Emits generated lit tests into generated/tests/.

Input: a Schema. Output: {path: text}:
  ops/<op>_v<N>.mlir            the op version, with a non-default value of
                                every attribute, survives the way through
                                StableHLO and artifacts written for each end
                                of its release range, unchanged
  ops/<op>_v<N>_variant<I>.mlir the same with the op's booleans in another
                                order (codegen/samples.py sample_variants)
  transitions/<op>_v<N>.mlir    downgrade with defaults succeeds, upgrade fills
                                defaults, downgrade with another value fails
                                naming the op, the attribute and the release
  gates/<kind>_<name>.mlir      ops, types, attributes and enum cases newer
                                than a target are refused
  removals/<op>.mlir            an op removed at a release (`until` on its
                                last version) is written for its last
                                release and refused for the release that
                                removed it and later
Programs are written in VHLO's generic form (VHLO ops have no verifiers), so
the tests need nothing beyond the schema.
"""

from __future__ import annotations

from types import SimpleNamespace

from .kinds import DEFAULT_RESULT_ACCURACY, KINDS
from .model import Fill, Schema, vstr
from .render import render
from .samples import sample_attrs, sample_variants

_F32 = "!vhlo.tensor_v1<!vhlo.f32_v1>"


def value_text(schema: Schema, attr, value) -> str:
    """The VHLO textual form of `value` for an attribute of attr's kind."""
    return KINDS[attr.kind].text(schema, attr, value)


def other_value_text(schema: Schema, attr) -> str:
    """A value of attr's kind different from its default."""
    return KINDS[attr.kind].other_text(schema, attr)


# Distinct operand and result types, so that a conversion that reorders
# operands or results, or changes a type, shows in the op's text.
_DISTINCT_TYPES = tuple(
    f"!vhlo.tensor_v1<{shape}!vhlo.{element}_v1>"
    for shape, element in (
        ("", "f32"),
        ("2x", "i32"),
        ("3x4x", "bf16"),
        ("?x", "i8"),
        ("5x", "ui16"),
        ("1x1x", "f64"),
        ("7x", "i64"),
        ("", "bool"),
        ("2x3x", "f16"),
        ("6x", "ui8"),
    )
)


def _op_text(
    schema: Schema,
    version,
    attrs: dict,
    operands: int = 1,
    results: int = 1,
    variadic_regions: int = 0,
    distinct: bool = False,
) -> SimpleNamespace:
    """A generic-form VHLO op line. Every operand is %arg0 of type f32, or,
    when `distinct`, operand i is %arg<i> of the i-th distinct type, and so are
    the result types (those of the operands, in order, for an op whose result
    element types may not differ from its operands' before some release)."""
    n_operands = sum(operands if o.variadic else 1 for o in version.operands)
    n_results = sum(results if r.variadic else 1 for r in version.results)
    if distinct:
        arg_types = [_DISTINCT_TYPES[i % len(_DISTINCT_TYPES)] for i in range(n_operands)]
        args = [f"%arg{i}" for i in range(n_operands)]
        pool = arg_types if "reduce_promotion" in version.gates and arg_types else list(reversed(_DISTINCT_TYPES))
        result_types = [pool[j % len(pool)] for j in range(n_results)]
    else:
        arg_types, args, result_types = [_F32] * n_operands, ["%arg0"] * n_operands, [_F32] * n_results
    props = ", ".join(f"{name} = {text}" for name, text in sorted(attrs.items()))
    props = f" <{{{props}}}>" if props else ""
    regions = ""
    count = sum(variadic_regions if r.variadic else 1 for r in version.regions)
    if count:
        regions = " (" + ", ".join(['{\n    "vhlo.return_v1"() : () -> ()\n  }'] * count) + ")"
    res = f"({', '.join(result_types)})" if len(result_types) != 1 else result_types[0]
    lhs = (f"%0:{len(result_types)} = " if len(result_types) > 1 else "%0 = ") if result_types else ""
    line = f'{lhs}"vhlo.{version.mnemonic}"({", ".join(args)}){props}{regions} : ({", ".join(arg_types)}) -> {res}'
    ret_types = [_F32]
    if distinct and not arg_types:  # return the (first) result
        ret_types = result_types[:1]
        value = "%0" if len(result_types) == 1 else "%0#0"
        ret = f'"vhlo.return_v1"({value}) : ({ret_types[0]}) -> ()'
    elif distinct or len(result_types) != 1:
        ret = '"vhlo.return_v1"(%arg0) : (' + (arg_types[0] if distinct else _F32) + ") -> ()"
    else:
        ret = '"vhlo.return_v1"(%0) : (' + _F32 + ") -> ()"
    block_args = [f"%arg{i}: {t}" for i, t in enumerate(arg_types)] if distinct else [f"%arg0: {_F32}"]
    func_inputs = arg_types if distinct else [_F32]
    func_result = func_inputs[0] if func_inputs else ret_types[0]
    return SimpleNamespace(
        line=line,
        ret=ret,
        block_args=", ".join(block_args),
        # An empty input list prints as `(())`.
        func_type=f"({', '.join(func_inputs) or '()'}) -> {func_result}",
    )


def _attrs(schema: Schema, version, overrides: dict | None = None) -> dict:
    out = {}
    for a in version.attributes:
        if a.has_default and not isinstance(a.default, Fill):
            out[a.name] = value_text(schema, a, a.default)
        elif a.kind == "enum":
            out[a.name] = value_text(schema, a, schema.enum(a.enum).cases[0][0])
        else:
            out[a.name] = KINDS[a.kind].plain_sample
    out.update(overrides or {})
    return out


def _attr_sample(a) -> str | None:
    """A textual VHLO value of an attribute or enum, or None if its syntax is
    hand-written (format: custom) and has no sample here."""
    if hasattr(a, "cases"):
        return f"#vhlo<{a.mnemonic} {a.cases[0][0]}>"
    if a.format == "struct":
        fields = []
        for p in a.params:
            if p.kind == "int64":
                fields.append(f"{p.name} = 1")
            elif p.kind == "attr":
                fields.append(f'{p.name} = #vhlo.string_v1<"x">')
            elif p.kind != "optional_attr":
                return None
        return f"#vhlo.{a.mnemonic}<{', '.join(fields)}>"
    if a.name == "result_accuracy":
        return DEFAULT_RESULT_ACCURACY
    return None


def _filecheck_literal(text: str) -> str:
    """`text` as a FileCheck pattern matching it literally."""
    return text.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")


def _prev_release(schema: Schema, v) -> tuple:
    versions = [r.version for r in schema.releases]
    return versions[versions.index(v) - 1]


def emit(schema: Schema, env) -> dict:
    files = {}
    sources = ["schema/ops.yaml"]
    testable = [op for op in schema.ops if op.name not in ("func", "return")]
    for op in testable:
        for v in op.versions:
            # One function per sample variant (several where the op has
            # more attributes of a kind than the kind has values).
            texts = [_op_text(schema, v, attrs, distinct=True) for attrs in sample_variants(schema, op, v)]
            targets = [vstr(v.since)] + (
                [vstr(v.until)] if v.until and v.until != v.since else ["current"] if v.since != schema.current else []
            )
            # A hook's transition is written by hand: the way through
            # StableHLO crosses it, so it is tested by hand (tests/vhlo/).
            hooked = any(t.hook and v == t.old for t in schema.transitions)
            for i, text in enumerate(texts):
                # Value names run on across functions: one file per variant.
                name = v.mnemonic if i == 0 else f"{v.mnemonic}_variant{i}"
                files[f"generated/tests/ops/{name}.mlir"] = render(
                    env,
                    "op_version_test.mlir.j2",
                    sources,
                    op=op,
                    v=v,
                    since=vstr(v.since),
                    until=vstr(v.until) if v.until else "current",
                    targets=targets,
                    variant=i,
                    body=text,
                    checks=[_filecheck_literal(line.strip()) for line in text.line.splitlines()],
                    hooked=hooked,
                    f32=_F32,
                    # A removed op is refused at the current release: its
                    # newest version is reached at its last release.
                    upgrade_to=vstr(op.versions[-1].until) if op.removed else "current",
                )
        if op.removed:
            last = op.versions[-1]
            files[f"generated/tests/removals/{op.name}.mlir"] = render(
                env,
                "removal_test.mlir.j2",
                sources,
                op=op,
                v=last,
                until=vstr(last.until),
                removed=vstr(op.removed),
                current=vstr(schema.current),
                body=_op_text(schema, last, sample_attrs(schema, op, last), distinct=True),
            )
    for t in schema.transitions:
        if t.hook:
            continue  # hooks are hand-written and tested by hand (tests/vhlo/)
        old_text = _op_text(schema, t.old, _attrs(schema, t.old))
        new_text = _op_text(schema, t.new, _attrs(schema, t.new))
        negatives = []
        for c in t.changes:
            if c.kind == "add_attribute":
                bad = _attrs(schema, t.new, {c.attr.name: other_value_text(schema, c.attr)})
                negatives.append(
                    SimpleNamespace(
                        text=_op_text(schema, t.new, bad), check=f"stablehlo.{t.op}: attribute '{c.attr.name}'"
                    )
                )
            elif c.kind == "variadic_operand":
                negatives.append(
                    SimpleNamespace(
                        text=_op_text(schema, t.new, _attrs(schema, t.new), operands=2),
                        check=f"stablehlo.{t.op}: operand group '{t.new.operands[c.index].name}' "
                        "has 2 values (variadic operands)",
                    )
                )
            elif c.kind == "variadic_result" and not any(x.kind == "variadic_operand" for x in t.changes):
                negatives.append(
                    SimpleNamespace(
                        text=_op_text(schema, t.new, _attrs(schema, t.new), results=2),
                        check=f"stablehlo.{t.op}: result group '{t.new.results[c.index].name}' "
                        "has 2 values (variadic results)",
                    )
                )
            elif c.kind == "add_variadic_region":
                negatives.append(
                    SimpleNamespace(
                        text=_op_text(schema, t.new, _attrs(schema, t.new), variadic_regions=1),
                        check=f"stablehlo.{t.op}: 1 region,",
                    )
                )
        added = [c.attr for c in t.changes if c.kind == "add_attribute"]
        files[f"generated/tests/transitions/{t.new.mnemonic}.mlir"] = render(
            env,
            "transition_test.mlir.j2",
            sources,
            t=t,
            old=old_text,
            new=new_text,
            old_until=vstr(t.old.until),
            new_since=vstr(t.new.since),
            # Properties print sorted by name.
            added=[
                SimpleNamespace(name=a.name, text=value_text(schema, a, a.default))
                for a in sorted(added, key=lambda a: a.name)
            ],
            negatives=negatives,
            f32=_F32,
        )
    gates = []
    for op in testable:
        first = op.versions[0]
        if first.since > schema.minimum:
            gates.append(
                SimpleNamespace(
                    kind="op",
                    name=op.name,
                    since=vstr(first.since),
                    op=f"vhlo.{first.mnemonic}",
                    before=vstr(_prev_release(schema, first.since)),
                    body=_op_text(schema, first, _attrs(schema, first)),
                    arg=_F32,
                    check=f"stablehlo.{op.name} was introduced in {vstr(first.since)}",
                )
            )
    add = next(op for op in schema.ops if op.name == "add").versions[0]
    for ty in schema.types:
        if ty.since > schema.minimum and not ty.params:
            if ty.builtin == "none":
                # `none` is no tensor element type: the function takes and
                # returns a bare value of it.
                arg = f"!vhlo.{ty.mnemonic}"
                body = SimpleNamespace(
                    line="// none is not a tensor element type: returned as it is",
                    ret=f'"vhlo.return_v1"(%arg0) : ({arg}) -> ()',
                )
            else:
                arg = f"!vhlo.tensor_v1<!vhlo.{ty.mnemonic}>"
                body = _op_text(schema, add, {})
                body = SimpleNamespace(line=body.line.replace(_F32, arg), ret=body.ret.replace(_F32, arg))
            gates.append(
                SimpleNamespace(
                    kind="type",
                    name=ty.name,
                    since=vstr(ty.since),
                    op="vhlo.func_v1",
                    before=vstr(_prev_release(schema, ty.since)),
                    body=body,
                    arg=arg,
                    check=f"func.func: type '{ty.builtin}' (block argument) was introduced in {vstr(ty.since)}",
                )
            )
    for a in list(schema.attributes) + list(schema.enums):
        if a.since <= schema.minimum:
            continue
        text = _attr_sample(a)
        if text is None:
            continue
        body = _op_text(schema, add, {})
        line = body.line.replace(" : (", " {gate = " + text + "} : (", 1)
        gates.append(
            SimpleNamespace(
                kind="attr",
                name=a.name,
                since=vstr(a.since),
                op=f"vhlo.{add.mnemonic}",
                before=vstr(_prev_release(schema, a.since)),
                body=SimpleNamespace(line=line, ret=body.ret),
                arg=_F32,
                check=f"stablehlo.add: attribute '{text}' in attribute 'gate' was introduced in {vstr(a.since)}",
            )
        )
    for e in schema.enums:
        # A case added after its enum: refused below the case's release.
        for case, since in e.newer_cases:
            text = f"#vhlo<{e.mnemonic} {case}>"
            body = _op_text(schema, add, {})
            line = body.line.replace(" : (", " {gate = " + text + "} : (", 1)
            gates.append(
                SimpleNamespace(
                    kind="case",
                    name=f"{e.name}_{case}",
                    since=vstr(since),
                    op=f"vhlo.{add.mnemonic}",
                    what=f"case {case} of enum {e.name}",
                    before=vstr(_prev_release(schema, since)),
                    body=SimpleNamespace(line=line, ret=body.ret),
                    arg=_F32,
                    check=f"stablehlo.add: attribute '{text}' in attribute 'gate' was introduced in {vstr(since)}",
                )
            )
    for g in gates:
        files[f"generated/tests/gates/{g.kind}_{g.name}.mlir"] = render(
            env, "gate_test.mlir.j2", ["schema/ops.yaml", "schema/types.yaml"], g=g
        )
    files["generated/tests/lit.cfg.py"] = render(env, "lit.cfg.py.j2", ["schema/"]).replace("//", "#", 2)
    return files
