"""Emits the VHLO ODS: generated/vhlo/VhloTypes.td, VhloAttrs.td, VhloOps.td,
the StableHLO element type constraints generated/stablehlo/StablehloFloat.td
(Stablehlo_Float) and generated/stablehlo/StablehloInt.td (Stablehlo_SInt,
Stablehlo_UInt, Stablehlo_Int), and the StableHLO enumerations
generated/stablehlo/StablehloEnums.td.

Input: a Schema. Output: {path: text}. Version ranges become C++ expressions
passed to the base classes of runtime/include/stablehlo/Dialect/Vhlo/VhloBase.td.
"""

from __future__ import annotations

from types import SimpleNamespace

from . import naming
from .kinds import KINDS
from .model import Schema, versioned_key, vstr
from .render import render


def version_expr(v) -> str:
    return "::mlir::vhlo::Version(%d, %d, %d)" % v


CURRENT_EXPR = "::mlir::vhlo::Version::getCurrentVersion()"


def _range(obj, since, until=None) -> dict:
    return {"min_expr": version_expr(since), "max_expr": version_expr(until) if until else CURRENT_EXPR}


def enum_min_expr(e) -> str:
    """The first release of an enum attribute's value: a case added after the
    enum (`since` on the case) raises it, so a target below the case's release
    refuses the value."""
    expr = version_expr(e.since)
    for case, since in reversed(e.newer_cases):  # oldest first, the newest outermost
        expr = f"(getValue() == ::mlir::vhlo::{e.cpp_enum}::{case} ? {version_expr(since)} : {expr})"
    return expr


def _param_view(params) -> list:
    out = []
    for p in params:
        ods = naming.PARAM_KINDS[p.kind].ods
        if p.kind == "double" or p.kind == "apfloat":
            ods = 'APFloatParameter<"">'
        out.append(SimpleNamespace(name=p.name, ods=ods))
    return out


def stablehlo_enums(schema: Schema) -> list:
    """The StableHLO enumerations: per `stablehlo` enum, its newest version
    (StableHLO has one enum where VHLO keeps a version per change), in the
    schema's order, with the StableHLO mnemonic and printed form."""
    newest = {}
    for e in schema.enums:
        if e.stablehlo not in newest or e.version > newest[e.stablehlo].version:
            newest[e.stablehlo] = e
    out = []
    for e in newest.values():
        mnemonic = versioned_key(e.name)[0]
        printed = (
            f"#stablehlo.{mnemonic}<{e.cases[0][0]}>"
            if e.stablehlo_syntax == "mnemonic"
            else f"#stablehlo<{mnemonic} {e.cases[0][0]}>"
        )
        out.append(
            SimpleNamespace(
                stablehlo=e.stablehlo,
                stablehlo_form=e.stablehlo_form,
                stablehlo_syntax=e.stablehlo_syntax,
                summary=e.summary,
                cases=e.cases,
                mnemonic=mnemonic,
                printed=printed,
            )
        )
    return out


def emit(schema: Schema, env) -> dict:
    types = [
        SimpleNamespace(**t.__dict__, **_range(t, t.since), custom_format=t.format == "custom", params_view=None)
        for t in schema.types
    ]
    for t, src in zip(types, schema.types):
        t.params = _param_view(src.params)
    attrs = []
    for a in schema.attributes:
        view = SimpleNamespace(**a.__dict__, **_range(a, a.since))
        view.params = _param_view(a.params)
        attrs.append(view)
    enums = [SimpleNamespace(**e.__dict__, **_range(e, e.since)) for e in schema.enums]
    for view, e in zip(enums, schema.enums):
        view.min_expr = enum_min_expr(e)
        view.added = {c: vstr(since) for c, since in e.newer_cases}

    versions = []
    for op in schema.ops:
        for v in op.versions:
            args = []
            for o in v.operands:
                args.append(f"{'Variadic<AnyType>' if o.variadic else 'AnyType'}:${o.name}")
            for a in v.attributes:
                args.append(f"{KINDS[a.kind].ods}:${a.name}")
            results = [f"{'Variadic<AnyType>' if r.variadic else 'AnyType'}:${r.name}" for r in v.results]
            regions = [f"{'VariadicRegion<AnyRegion>' if r.variadic else 'AnyRegion'}:${r.name}" for r in v.regions]
            traits = list(op.traits)
            if sum(o.variadic for o in v.operands) > 1 and "SameVariadicOperandSize" not in traits:
                traits.append("SameVariadicOperandSize")
            versions.append(
                SimpleNamespace(
                    cpp_class=naming.op_class(op.name, v.number),
                    mnemonic=v.mnemonic,
                    stablehlo=op.stablehlo,
                    number=v.number,
                    since=vstr(v.since),
                    until=vstr(v.until) if v.until else "current",
                    **_range(v, v.since, v.until),
                    traits=traits,
                    args=args,
                    results=results,
                    regions=regions,
                    custom_syntax=op.custom_syntax,
                    doc=op.doc,
                )
            )

    floats = [t for t in schema.types if t.element_list() == "Stablehlo_Float"]
    signless, unsigned = (
        [naming.integer_builtin(t.builtin)[1] for t in schema.types if t.element_list() == name]
        for name in ("Stablehlo_SInt", "Stablehlo_UInt")
    )
    return {
        "generated/stablehlo/StablehloFloat.td": render(
            env,
            "StablehloFloat.td.j2",
            ["schema/types.yaml"],
            floats=[naming.ods_float(t.builtin) for t in floats],
            widths=sorted({naming.float_width(t.builtin) for t in floats}),
        ),
        "generated/stablehlo/StablehloInt.td": render(
            env,
            "StablehloInt.td.j2",
            ["schema/types.yaml"],
            signless=sorted(signless),
            unsigned=sorted(unsigned),
            widths=sorted(set(signless) | set(unsigned)),
        ),
        "generated/stablehlo/StablehloEnums.td": render(
            env, "StablehloEnums.td.j2", ["schema/attributes.yaml"], enums=stablehlo_enums(schema)
        ),
        "generated/vhlo/VhloTypes.td": render(env, "VhloTypes.td.j2", ["schema/types.yaml"], types=types),
        "generated/vhlo/VhloAttrs.td": render(
            env, "VhloAttrs.td.j2", ["schema/attributes.yaml"], attrs=attrs, enums=enums
        ),
        "generated/vhlo/VhloOps.td": render(env, "VhloOps.td.j2", ["schema/ops.yaml"], versions=versions),
    }
