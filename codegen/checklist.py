"""What a schema change leaves to do by hand, and what the release adds.

Inputs: a loaded `Schema` and the lock of released history
(schema/released.yaml, codegen/lock.py). Outputs:
  - `additions(schema, root)`: every entry the schema has beyond the last
    locked release, one `Addition` each (new ops, op versions, removed ops,
    types, attributes, enums, enum cases, gates, hooks, releases);
  - `checklist(schema, root)`: one line per addition saying which
    hand-written files it needs, which `python3 -m codegen --write` prints
    after writing. Nothing beyond the lock prints nothing; so does a tree
    without a lock (the fixture).
tools/release.py uses `additions` to check that the compendium exercises
what the release adds.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import lock, naming
from .model import Schema, Version, vstr

_OPS_TD = "runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td"
_ENUMS_TD = "generated/stablehlo/StablehloEnums.td"
_HOOKS = "runtime/lib/Dialect/Vhlo/VhloHooks.cpp"
_VERIFIERS = "runtime/lib/Dialect/Stablehlo/"
_COMPENDIUM = "tests/vhlo/compendium/"
_PROPERTY_TEST = "tests/property/RoundTripPropertyTest.cpp"
_STABLEHLO_TESTS = "tests/stablehlo/"


@dataclass(frozen=True)
class Addition:
    """One entry beyond the last release. `kind` is one of: op, op-version,
    removed-op, type, attribute, enum, enum-case, gate, hook, release.
    `vhlo` is how the entry shows in a VHLO program (`vhlo.ceil_v2`,
    `!vhlo.f80_v1`, `#vhlo<precision_v1 EXTREME>`), `attrs` the attributes
    an op version adds (a compendium function must give them a value other
    than the default)."""

    kind: str
    name: str
    todo: str
    vhlo: str = ""
    attrs: tuple = ()


def _change(t, c) -> str:
    if c.kind == "variadic_operand":
        return f"variadic operand {t.old.operands[c.index].name}"
    if c.kind == "variadic_result":
        return f"variadic result {t.old.results[c.index].name}"
    return f"{c.kind.replace('_', ' ')} {c.attr.name if c.attr else ''}".strip()


def _op_additions(schema: Schema, new) -> list:
    out = []
    for op in schema.ops:
        if new(op.versions[0].since):
            v = op.versions[0]
            out.append(
                Addition(
                    "op",
                    op.name,
                    f"new op {op.name}: define {op.stablehlo} in {_OPS_TD} with its verifier and "
                    f"shape function ({_VERIFIERS}); add a function using it to {_COMPENDIUM}; rerun "
                    "tools/dev.sh regen (docs/status.md)",
                    f"vhlo.{v.mnemonic}",
                )
            )
        if op.removed is not None and new(op.removed):
            last = op.versions[-1]
            out.append(
                Addition(
                    "removed-op",
                    op.name,
                    f"op {op.name} removed in {vstr(op.removed)}: add a test under tests/vhlo/ "
                    f"that an artifact written for {vstr(last.until)} holding vhlo.{last.mnemonic} is still read",
                    f"vhlo.{last.mnemonic}",
                )
            )
    for t in schema.transitions:
        if not new(t.new.since):
            continue
        op = next(o for o in schema.ops if o.name == t.op)
        added = tuple(c.attr.name for c in t.changes if c.kind == "add_attribute")
        what = ", ".join(_change(t, c) for c in t.changes)
        todo = (
            f"new version {t.new.mnemonic} ({what or 'hook'}): give {op.stablehlo} the change in {_OPS_TD} "
            f"and, if its meaning changed, its verifier ({_VERIFIERS}); add a function to {_COMPENDIUM} "
            "that uses it" + (" with a value other than the default of " + ", ".join(added) if added else "")
        )
        out.append(Addition("op-version", t.new.mnemonic, todo, f"vhlo.{t.new.mnemonic}", added))
        if t.hook:
            up = f"upgrade{naming.camel(t.op)}V{t.old.number}ToV{t.new.number}"
            down = f"downgrade{naming.camel(t.op)}V{t.new.number}ToV{t.old.number}"
            out.append(
                Addition(
                    "hook",
                    t.hook,
                    f"hook {t.hook}: define {up} and {down} in {_HOOKS} and test them "
                    "in tests/vhlo/hooks_constraints.mlir",
                )
            )
    for g in schema.gates:
        if new(g.since):
            out.append(
                Addition(
                    "gate",
                    g.name,
                    f"new gate {g.name}: define bool uses{naming.camel(g.name)}"
                    f"(Operation *, std::string &what) in {_HOOKS}, and let the verifier in "
                    f"{_VERIFIERS} allow the feature",
                )
            )
    return out


def _summary(types, kind: str) -> str:
    """The width list ODS words an element type constraint's summary with:
    "4/6/8/16/32/64-bit float" (Stablehlo_Float), "2/4/8/16/32/64-bit
    integer" (Stablehlo_Int)."""
    if kind == "float":
        widths = {naming.float_width(t.builtin) for t in types if t.element_list() == "Stablehlo_Float"}
    else:
        widths = {
            naming.integer_builtin(t.builtin)[1]
            for t in types
            if t.element_list() in ("Stablehlo_SInt", "Stablehlo_UInt")
        }
    return "/".join(str(w) for w in sorted(widths)) + f"-bit {kind}"


def _new_width(schema: Schema, t) -> str:
    """What a tensor element type of a width StableHLO tensors did not take
    changes in the verifier's messages, or ""."""
    if not t.element_list():
        return ""
    kind = "float" if t.mlir else "integer"
    before, after = (_summary([x for x in schema.types if x is not t], kind), _summary(schema.types, kind))
    if before == after:
        return ""
    return (
        f"; the type constraint messages of StableHLO ops now say '{after}' where they said '{before}': "
        f"update the negative tests that quote it (grep -rn '{before}' {_STABLEHLO_TESTS})"
    )


def additions(schema: Schema, root: str) -> list:
    """Everything the schema has beyond the last locked release; [] without
    a lock."""
    locked = lock.read(root)
    return [] if locked is None else added(schema, locked[0])


def added(schema: Schema, after: Version, upto: Version | None = None) -> list:
    """Everything the schema adds after release `after` (up to `upto`)."""

    def new(since: Version) -> bool:
        return since > after and (upto is None or since <= upto)

    out = [
        Addition(
            "release",
            vstr(r.version),
            f"release {vstr(r.version)}: rerun "
            "tools/dev.sh regen (it builds first; docs/bad-input.md quotes the current version); "
            f"cut it with tools/release.py {vstr(r.version)}",
        )
        for r in schema.releases
        if new(r.version)
    ]
    out += _op_additions(schema, new)
    for t in schema.types:
        if not new(t.since):
            continue
        if t.params:
            todo = "convert it to and from its builtin in runtime/lib/Dialect/Vhlo/VhloTypeConversion.cpp"
        elif t.mlir:
            todo = (
                "its conversions"
                + (" and its place in Stablehlo_Float" if t.element_list() else "")
                + " are generated from `mlir:`, nothing to write"
                + _new_width(schema, t)
            )
        elif t.element_list():
            todo = (
                f"its conversions and its width in {t.element_list()} (generated/stablehlo/StablehloInt.td) "
                "are generated, nothing to write (`tensor_element: false` keeps it out of StableHLO tensors)"
                + _new_width(schema, t)
            )
        else:
            todo = "its conversions are generated, nothing to write"
        out.append(
            Addition(
                "type",
                t.name,
                f"new type {t.name}: {todo}; add a function using it to {_COMPENDIUM}",
                f"!vhlo.{t.mnemonic}",
            )
        )
    for a in schema.attributes:
        if new(a.since):
            out.append(
                Addition(
                    "attribute",
                    a.name,
                    f"new attribute {a.name}: convert it to and from StableHLO in "
                    "runtime/lib/Transforms/AttrConversion.cpp",
                    f"#vhlo.{a.mnemonic}",
                )
            )
    for e in schema.enums:
        if new(e.since):
            out.append(
                Addition(
                    "enum",
                    e.name,
                    f"new enum {e.name}: stablehlo::{e.stablehlo} and its attribute "
                    f"are generated ({_ENUMS_TD}); give it a program per case in enumGenerators of "
                    f"{_PROPERTY_TEST}; add a function using it to {_COMPENDIUM}",
                    f"#vhlo<{e.mnemonic}",
                )
            )
            continue
        for case, since in e.newer_cases:
            if new(since):
                out.append(
                    Addition(
                        "enum-case",
                        f"{e.name}.{case}",
                        f"new case {case} of {e.name}: stablehlo::"
                        f"{e.stablehlo} gets it ({_ENUMS_TD}); accept it in the verifiers ({_VERIFIERS}); add a "
                        f"function using it to {_COMPENDIUM}",
                        f"#vhlo<{e.mnemonic} {case}>",
                    )
                )
    return out


def checklist(schema: Schema, root: str) -> list:
    """The lines `--write` prints: a heading and one line per addition."""
    items = additions(schema, root)
    if not items:
        return []
    after = vstr(lock.read(root)[0])
    return [f"By hand, for what the schema adds after {after} (the lock, schema/released.yaml):"] + [
        f"  - {a.todo}" for a in items
    ]
