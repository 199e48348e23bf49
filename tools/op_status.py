#!/usr/bin/python3
"""Generates docs/status.md: per StableHLO op, its shape function, verifier
and lit coverage.

Inputs: runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td (which
ops exist, and how each is checked) and tests/stablehlo/*.mlir (coverage: a
shape-function test is an `hlo_test_infer` query (get_return_types,
get_return_type_components, reify_return_type_shapes) of the op's result in
infer_stablehlo.mlir or infer_components_reify.mlir; a negative test is a
`// -----` case of
a `*_invalid.mlir` file whose expected error points at a line of the op).
Output: docs/status.md.

Run: /usr/bin/python3 tools/op_status.py [--check]
(--check fails if docs/status.md is stale, for CI.)
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OPS_TD = ROOT / "runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td"
TESTS = ROOT / "tests/stablehlo"
OUTPUT = ROOT / "docs/status.md"

# Ops of part 1 of the verifier work (see docs/status.md's introduction).
PART1 = set("""
abs add and atan2 cbrt ceil count_leading_zeros cosine divide exponential
exponential_minus_one floor log log_plus_one logistic maximum minimum multiply
negate not or popcnt power remainder round_nearest_afz round_nearest_even rsqrt
shift_left shift_right_arithmetic shift_right_logical sign sine sqrt subtract
tan tanh xor constant iota dynamic_iota convert bitcast_convert compare select
clamp reshape dynamic_reshape broadcast broadcast_in_dim
dynamic_broadcast_in_dim transpose reverse slice dynamic_slice
dynamic_update_slice real_dynamic_slice concatenate pad dynamic_pad
get_dimension_size set_dimension_size tuple get_tuple_element while if case
optimization_barrier after_all create_token composite reduce_precision
is_finite complex real imag uniform_quantize uniform_dequantize
""".split())

# Op classes whose records have the shape of an operand
# (Stablehlo_ResultShapeOf), and ops whose reifyReturnTypeShapes computes the
# shape from their operands (reifyResultShapes in
# runtime/lib/Dialect/Stablehlo/StablehloShapeInterfaces.cpp).
SHAPE_OF_OPERAND_CLASSES = ("Stablehlo_UnaryElementwiseOp",
                            "Stablehlo_UnarySameTypeOp",
                            "Stablehlo_UnaryAccuracyOp",
                            "Stablehlo_BinarySameTypeOp")
REIFIED_FROM_OPERANDS = set("""
transpose concatenate dynamic_broadcast_in_dim dynamic_iota dynamic_reshape
dynamic_pad real_dynamic_slice
""".split())

# Op classes whose records infer result types (InferTypeOpInterface).
INFERRING_CLASSES = ("Stablehlo_InferredOp", "Stablehlo_UnarySameTypeOp",
                     "Stablehlo_UnaryAccuracyOp", "Stablehlo_BinarySameTypeOp")


@dataclass(frozen=True)
class Op:
    mnemonic: str
    shape_function: str  # "types", "shape", or ""
    verifier: bool
    reify: str  # "operand", "computed", or ""


def parse_ops(text: str) -> list[Op]:
    ops = []
    defs = list(re.finditer(
        r'^def (Stablehlo_\w+Op) : (\w+)<\s*"([^"]+)"', text, re.M))
    for match in defs:
        following = re.compile(r"^(def|class) ", re.M).search(text,
                                                              match.end())
        end = following.start() if following else len(text)
        body = text[match.start():end]
        base, mnemonic = match.group(2), match.group(3)
        if base in INFERRING_CLASSES or "InferTypeOpAdaptor" in body:
            shape = "types"
        elif "InferShapedTypeOpInterface" in body:
            shape = "shape"
        else:
            shape = ""
        verifier = ("hasVerifier = 1" in body or
                    "SymbolUserOpInterface" in body)
        if base in SHAPE_OF_OPERAND_CLASSES or "Stablehlo_ResultShapeOf" in body:
            reify = "operand"
        elif mnemonic in REIFIED_FROM_OPERANDS:
            reify = "computed"
        else:
            reify = ""
        ops.append(Op(mnemonic, shape, verifier, reify))
    return sorted(ops, key=lambda op: op.mnemonic)


OP_REF = re.compile(r'"?stablehlo\.([\w-]+)"?')


def count_infer_tests(text: str) -> dict[str, int]:
    """Counts, per op, hlo_test_infer queries of one of its results."""
    counts: dict[str, int] = {}
    defined: dict[str, str] = {}
    for line in text.splitlines():
        assign = re.match(r'\s*(%[\w]+)(?::\d+)? = "?stablehlo\.([\w-]+)', line)
        if assign:
            defined[assign.group(1)] = assign.group(2)
        query = re.search(
            r'"hlo_test_infer\.(?:get_return_types|get_return_type_components'
            r'|reify_return_type_shapes)"\((%[\w]+)', line)
        if query and query.group(1) in defined:
            op = defined[query.group(1)]
            counts[op] = counts.get(op, 0) + 1
    return counts


def count_negative_tests(paths: list[Path]) -> dict[str, int]:
    """Counts, per op, the split-input cases expecting an error on its line."""
    counts: dict[str, int] = {}
    for path in paths:
        for case in path.read_text().split("// -----"):
            lines = case.splitlines()
            ops = set()
            for number, line in enumerate(lines):
                expected = re.search(r'expected-error\s*@\+(\d+)', line)
                if not expected:
                    continue
                target = number + int(expected.group(1))
                if target < len(lines):
                    ref = OP_REF.search(lines[target])
                    if ref:
                        ops.add(ref.group(1))
            for op in ops:
                counts[op] = counts.get(op, 0) + 1
    return counts


NOTES = """## Notes on part 1

- Types are compared up to dynamism: a dynamic dimension is compatible with
  any size that fits its bound (`#stablehlo.bounds`), also where the spec
  writes `type(x) = type(y)` (while, if, case, dynamic_update_slice,
  optimization_barrier, ...), as upstream does. Shape functions propagate
  bounds (transpose, concatenate, pad, broadcast, set_dimension_size, ...).
- Where the spec compares `baseline_type`s (most elementwise ops, select,
  clamp, compare, abs, reduce_precision), quantized types may differ in
  scales and zero points.
- `compare` (C3), which ties `compare_type` to the element type, is not
  checked: upstream does not check it and upstream-printed programs violate
  it.
- Not in the spec, checked as XLA does: `broadcast` (sizes not negative),
  `set_dimension_size` (dimension in range, scalar size, a constant size
  within the operand's size or bound), `real_dynamic_slice` (element type,
  rank, index vectors of one type and rank(operand) elements).
- Shape operands that are constants (`dynamic_iota`, `dynamic_reshape`,
  `dynamic_broadcast_in_dim`, `dynamic_pad`) are checked against the static
  dimensions of the result, as the spec's section on shape mismatches
  allows.
- `if` and `case` infer their results from their branches; their shape
  functions report empty regions (which only builders can produce; the
  parser's region constraints catch them first), tested from C++ by
  `tests/unit/InferEmptyRegionTest.cpp`.
""".splitlines()


def render(ops: list[Op], infer: dict[str, int],
           negative: dict[str, int]) -> str:
    out = [
        "# StableHLO op status",
        "",
        "Generated by `tools/op_status.py` from `StablehloOps.td` and",
        "`tests/stablehlo/`; do not edit by hand. Regenerate with",
        "`/usr/bin/python3 tools/op_status.py`.",
        "",
        "Every op is registered with upstream's syntax and ODS structural",
        "checks (operand/result/attribute types). On top of that:",
        "",
        "- **Shape function**: `types` = InferTypeOpInterface (the result",
        "  types are inferred and the declared ones must be compatible with",
        "  them); `shape` = InferShapedTypeOpInterface only (the shape is",
        "  inferred, the element type is given); `-` = none (the result type",
        "  cannot be inferred).",
        "- **Verifier**: hand-written C++ checks of the spec's constraints",
        "  that the shape function cannot make (constraints on the given",
        "  result type, on regions, or on symbols).",
        "- **Reify**: what `reifyReturnTypeShapes` builds: `operand` = the",
        "  shape of an operand (`shape.shape_of`); `computed` = computed from",
        "  the operands (tensor, arith ops); `-` = none. Every op with a shape",
        "  function also implements InferShapedTypeOpInterface.",
        "- **Infer test**: `hlo_test_infer` queries in",
        "  `tests/stablehlo/infer_stablehlo.mlir` and",
        "  `tests/stablehlo/infer_components_reify.mlir` (`--hlo-test-infer`).",
        "- **Negative tests**: `// -----` cases in",
        "  `tests/stablehlo/*_invalid.mlir` expecting an error on the op.",
        "- **Part 1**: in the scope of the first round of spec verifiers",
        "  (elementwise, shape, slicing, control-flow, tuple/token and",
        "  quantization ops); the others still have structural checks only,",
        "  or a few ad-hoc ones.",
        "",
        "| Op | Shape function | Reify | Verifier | Infer test | Negative tests | Part 1 |",
        "|----|----------------|-------|----------|------------|----------------|--------|",
    ]
    for op in ops:
        out.append("| `{}` | {} | {} | {} | {} | {} | {} |".format(
            op.mnemonic, op.shape_function or "-", op.reify or "-",
            "yes" if op.verifier else "-",
            infer.get(op.mnemonic, 0) or "-",
            negative.get(op.mnemonic, 0) or "-",
            "yes" if op.mnemonic in PART1 else ""))
    part1 = [op for op in ops if op.mnemonic in PART1]
    gaps = [op.mnemonic for op in part1
            if op.shape_function and not infer.get(op.mnemonic)]
    out += [
        "",
        f"{len(ops)} ops; {sum(1 for op in ops if op.shape_function)} with a "
        f"shape function, {sum(1 for op in ops if op.verifier)} with a "
        f"verifier; {sum(negative.values())} negative test cases.",
        f"Part 1: {len(part1)} ops; shape functions without an infer test: "
        + (", ".join(f"`{g}`" for g in gaps) if gaps else "none") + ".",
        "",
    ] + NOTES
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="fail if docs/status.md is stale")
    args = parser.parse_args()
    ops = parse_ops(OPS_TD.read_text())
    infer = count_infer_tests(
        (TESTS / "infer_stablehlo.mlir").read_text() + "\n" +
        (TESTS / "infer_components_reify.mlir").read_text())
    negative = count_negative_tests(sorted(
        path for path in TESTS.glob("*_invalid.mlir")
        if not path.name.startswith("infer_")))
    text = render(ops, infer, negative)
    if args.check:
        if not OUTPUT.exists() or OUTPUT.read_text() != text:
            print(f"{OUTPUT} is stale; run tools/op_status.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.parent.mkdir(exist_ok=True)
    OUTPUT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
