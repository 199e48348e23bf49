"""Byte-identical artifacts: ours against jaxlib's writer, from the same text.

Every catalogue program is read by jaxlib from JAX's artifact and printed
with its locations, in the pretty form (programs without Shardy ops) and in
the generic form (all programs; there every location is explicit). Both
writers then write that text at every release from 0.9.0 up to the newest
version both know (jaxlib's stablehlo.serialize_portable_artifact(_str) and
our stablehlo.serialize_portable_artifact_str), and the bytes must be equal.
A few programs written for this test add what JAX rarely writes: values
crossing between VHLO and Shardy ops, and ops the version conversion
rebuilds next to ops it keeps (their use-list orders are part of the bytes).

Expected differences, counted and printed, never failures:
  - location ranges below 1.9.0: our writer writes a range as its start point
    for targets whose readers cannot read ranges (docs/bad-input.md); the
    text is narrowed the same way before both writers get it;
  - newer op versions: an op that has a version after jaxlib's current
    release is built at that version by our writer and converted down, where
    jaxlib builds the older one directly. The conversion rebuilds the op,
    which changes the use-list order of its operands and results. Such a
    difference is accepted when both artifacts read back (by jaxlib) to the
    same program and every value whose use-list differs is used or defined
    by such an op.

Fails on any other difference, and when one writer refuses a target the
other writes. Usage: test_bytes.py [--only=NAMES]
"""

import json
import os
import re
import sys
import time

import harness

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo as jaxlib_stablehlo
import stablehlo as ours

FIRST_WITH_RANGES = "1.9.0"
RANGE = re.compile(r'(":\d+:\d+) to (?:\d+:)?:?\d+\)')

MESH = 'sdy.mesh @mesh = <["x"=2]>'
CRAFTED = {
    # A Shardy value used by several VHLO ops; a VHLO value used by Shardy
    # ops, by a cast and by VHLO ops.
    "crossing": MESH
    + """
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %x = sdy.sharding_constraint %a <@mesh, [{}]> : tensor<2xf32>
  %y = sdy.sharding_constraint %x <@mesh, [{}]> : tensor<2xf32>
  %1 = stablehlo.add %x, %x : tensor<2xf32>
  %2 = stablehlo.multiply %x, %1 : tensor<2xf32>
  %5 = stablehlo.subtract %2, %y : tensor<2xf32>
  %3 = sdy.sharding_constraint %2 <@mesh, [{}]> : tensor<2xf32>
  %4 = sdy.sharding_constraint %2 <@mesh, [{}]> : tensor<2xf32>
  return %5, %3, %4 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}""",
    # The same across regions: an if, and a manual computation.
    "crossing-regions": MESH
    + """
func.func @main(%a: tensor<2xf32>, %p: tensor<i1>) -> (tensor<2xf32>, tensor<2xf32>) {
  %x = sdy.sharding_constraint %a <@mesh, [{}]> : tensor<2xf32>
  %w = stablehlo.add %x, %a : tensor<2xf32>
  %r = "stablehlo.if"(%p) ({
    %1 = stablehlo.add %x, %w : tensor<2xf32>
    %y = sdy.sharding_constraint %w <@mesh, [{}]> : tensor<2xf32>
    %z = sdy.sharding_constraint %1 <@mesh, [{}]> : tensor<2xf32>
    %q = stablehlo.multiply %z, %x : tensor<2xf32>
    stablehlo.return %q : tensor<2xf32>
  }, {
    %y = sdy.sharding_constraint %w <@mesh, [{}]> : tensor<2xf32>
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %m = sdy.manual_computation(%r) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<1xf32>) {
    %3 = stablehlo.add %arg1, %arg1 : tensor<1xf32>
    %4 = stablehlo.multiply %arg1, %3 : tensor<1xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{}]> : tensor<1xf32>
    %6 = sdy.sharding_constraint %4 <@mesh, [{}]> : tensor<1xf32>
    %7 = stablehlo.add %6, %4 : tensor<1xf32>
    sdy.return %7 : tensor<1xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  %s = stablehlo.add %m, %x : tensor<2xf32>
  return %s, %m : tensor<2xf32>, tensor<2xf32>
}""",
    # exponential, log and sqrt have a version with result_accuracy (1.9.0,
    # 1.10.0): below, the conversion rebuilds them, among ops it keeps.
    "rebuilt": """
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %e = stablehlo.exponential %a : tensor<2xf32>
  %l = stablehlo.log %e : tensor<2xf32>
  %m = stablehlo.multiply %e, %a : tensor<2xf32>
  %n = stablehlo.exponential %e : tensor<2xf32>
  %s = stablehlo.subtract %e, %l : tensor<2xf32>
  %t = stablehlo.add %n, %e : tensor<2xf32>
  %u = stablehlo.add %t, %s : tensor<2xf32>
  %v = stablehlo.multiply %u, %m : tensor<2xf32>
  %w = stablehlo.sqrt %a : tensor<2xf32>
  %x = stablehlo.add %w, %v : tensor<2xf32>
  %y = stablehlo.log %w : tensor<2xf32>
  %z = stablehlo.add %y, %x : tensor<2xf32>
  return %z, %e : tensor<2xf32>, tensor<2xf32>
}""",
}


def newer_ops(jaxlib_version):
    """VHLO op names (vhlo.<name>_v) of ops with a version after jaxlib's."""
    path = os.path.join(harness.SOURCE, "generated", "schema-facts.json")
    with open(path) as f:
        facts = json.load(f)
    return {
        f"vhlo.{op['name']}_v"
        for op in facts["ops"]
        if any(v["since"] and harness.vkey(v["since"]) > harness.vkey(jaxlib_version) for v in op["versions"])
    }


def use_lists(artifact):
    """Per value, in program order: (defining op name, [(user name, operand)])
    as jaxlib reads ARTIFACT (a VHLO program, parsed without conversion)."""
    ctx = harness.jaxlib_context()
    out = []
    with ctx:
        module = ir.Module.parse(artifact)

        def walk(op):
            values = list(op.results)
            for region in op.regions:
                for block in region.blocks:
                    values += list(block.arguments)
                    for inner in block.operations:
                        walk(inner.operation)
            for v in values:
                owner = v.owner
                name = "block argument" if isinstance(owner, ir.Block) else owner.name
                out.append((str(name), [(u.owner.name, u.operand_number) for u in v.uses]))

        walk(module.operation)
    return out


def explained(theirs, mine, newer):
    """Why THEIRS and MINE may differ (see the docstring), or None."""
    try:
        a, b = use_lists(theirs), use_lists(mine)
    except Exception:  # jaxlib raises a plain Exception on refusal
        return None
    if [x[0] for x in a] != [x[0] for x in b]:
        return None

    def touches(name):
        return any(name.startswith(p) for p in newer)

    for (d, ua), (_, ub) in zip(a, b):
        if ua == ub:
            continue
        if sorted(ua) != sorted(ub):
            return None
        if not (touches(d) or any(touches(n) for n, _ in ua)):
            return None
    return "use-list orders on ops newer than jaxlib's"


def write_jaxlib(text, target, other_dialects):
    ctx = harness.jaxlib_context()
    with ctx:
        if other_dialects:
            module = ir.Module.parse(text)
            return jaxlib_stablehlo.serialize_portable_artifact(module, target, True)
        return jaxlib_stablehlo.serialize_portable_artifact_str(text, target)


def compare(name, text, targets, newer, counts, failures):
    other = "sdy." in text
    for target in targets:
        if harness.vkey(target) < harness.vkey(FIRST_WITH_RANGES):
            text, n = RANGE.subn(r"\1)", text)
            if n:
                counts["programs narrowed below 1.9.0"] += 1
        theirs = mine = None
        try:
            theirs = write_jaxlib(text, target, other)
        except Exception as e:
            theirs_err = " ".join(str(e).split())[:200]
        try:
            mine = ours.serialize_portable_artifact_str(text, target, other)
        except Exception as e:
            mine_err = " ".join(str(e).split())[:200]
        if theirs is None and mine is None:
            counts["refused by both"] += 1
        elif theirs is None:
            failures.append(f"{name} @ {target}: jaxlib refuses ({theirs_err}), we write it")
        elif mine is None:
            failures.append(f"{name} @ {target}: we refuse ({mine_err}), jaxlib writes it")
        elif theirs == mine:
            counts["identical"] += 1
        elif explained(theirs, mine, newer):
            counts["differ: use-lists of ops newer than jaxlib's"] += 1
        else:
            failures.append(f"{name} @ {target}: the bytes differ ({len(theirs)} vs {len(mine)} bytes)")


def main(argv):
    t0 = time.time()
    entries = harness.select_entries(argv)
    cached = harness.load_cached(entries)
    jaxlib_version = harness.jaxlib_current_version()
    newest = harness.newest_common_version()[0]
    targets = [v for v in harness.released_versions() if harness.vkey(v) <= harness.vkey(newest)]
    newer = newer_ops(jaxlib_version)
    ctx = harness.jaxlib_context()
    results = {}
    failures = []
    for form in ("pretty", "generic"):
        counts = results[form] = {
            k: 0
            for k in (
                "identical",
                "differ: use-lists of ops newer than jaxlib's",
                "refused by both",
                "programs narrowed below 1.9.0",
            )
        }
        for c in cached:
            with ctx:
                module = jaxlib_stablehlo.deserialize_portable_artifact(ctx, c.artifact)
                text = module.operation.get_asm(enable_debug_info=True, print_generic_op_form=form == "generic")
            # Shardy programs in the generic form only (the context of jaxlib's
            # serialize_portable_artifact_str has no Shardy); the others in both.
            if form == "pretty" and "sdy." in text:
                continue
            compare(f"{c.entry.name} ({form})", text, targets, newer, counts, failures)
    crafted = results["written for this test"] = {k: 0 for k in ("identical", "refused by both")}
    crafted_fail = []
    for name, body in CRAFTED.items():
        with ctx:
            module = ir.Module.parse("module {\n" + body + "\n}")
            text = module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)
        counts = {
            "identical": 0,
            "refused by both": 0,
            "programs narrowed below 1.9.0": 0,
            "differ: use-lists of ops newer than jaxlib's": 0,
        }
        compare(name, text, targets, set(), counts, crafted_fail)
        crafted["identical"] += counts["identical"]
        crafted["refused by both"] += counts["refused by both"]
    failures += crafted_fail

    print(
        f"targets 0.9.0 ... {newest} ({len(targets)}); jaxlib's StableHLO {jaxlib_version}; "
        f"ops with newer versions: {', '.join(sorted(n[5:-2] for n in newer)) or 'none'}"
    )
    for form, counts in results.items():
        print(f"{form}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for f in failures[:40]:
        print("FAIL", f)
    print(f"{len(failures)} failures in {time.time() - t0:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
