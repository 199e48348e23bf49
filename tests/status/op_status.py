#!/usr/bin/python3
"""Generates docs/status.md: per StableHLO op, its shape function, verifier
and lit coverage.

Inputs: runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td, read as
records with `llvm-tblgen --dump-json` (which ops exist, and how each is
checked: its interfaces, traits and hasVerifier; how its result shape is
reified: a Stablehlo_ResultShapeOf trait or the Stablehlo_ReifiedFromOperands
mixin) and tests/stablehlo/*.mlir (coverage: a
shape-function test is an `hlo_test_infer` query (get_return_types,
get_return_type_components, reify_return_type_shapes) of the op's result in
infer_stablehlo.mlir or infer_components_reify.mlir; a negative test is a
`// -----` case of a `*_invalid.mlir` file, or of a file run with
--stablehlo-check-spec, whose expected error points at a line of the op;
tests/status/op_tests.py reads them). Output: docs/status.md.

Spec coverage: tests/status/spec_constraints.txt lists, per op, the labels of the
numbered constraints (C1, C2, ...) of its section in the specification. A
constraint is tested when a negative case expects an error on the op whose
text names the label, "(C3)", or when the case says which constraint it
breaks in a comment, "// spec: C3" (for errors raised by ODS, whose text
cannot carry the label). tests/status/spec_exemptions.txt gives, for each
constraint that has no negative test, the reason ("op C3: reason"). Every
constraint must be one or the other, and every exemption must be needed:
--check fails otherwise.

Run: /usr/bin/python3 tests/status/op_status.py [--check]
     /usr/bin/python3 tests/status/op_status.py --import-spec PATH/TO/spec.md
(--check fails if docs/status.md is stale or the spec coverage has a hole,
for CI; --import-spec rewrites tests/status/spec_constraints.txt from a copy of the
specification.)

Upstream enforcement (tests/status/op_enforcement.py): tests/status/upstream_enforcement.txt
says, per constraint, whether upstream StableHLO 1.20.0 enforces it; the
negative tests say whether we check it in the verifier (a `*_invalid.mlir`
case run without --stablehlo-check-spec), in the opt-in spec check (a case
in a tests/stablehlo file whose RUN line has --stablehlo-check-spec), or
both. --check also fails on a difference between the two that
tests/status/enforcement_reasons.txt does not list, and on a listed one
that is gone.
     /usr/bin/python3 tests/status/op_status.py --list-mismatches
     /usr/bin/python3 tests/status/op_status.py --write-reasons
     /usr/bin/python3 tests/status/op_status.py --compare-reference READING.md
(--list-mismatches prints the differences as lines of the reasons file,
--write-reasons rewrites that file with them, keeping the reasons it has;
--compare-reference checks the data file's statuses against the per-op
tables of an independent reading of upstream's verifiers (a Markdown file
whose '## Per-op tables' section has rows "| op | Cn | status | ..."); the
repository holds none, the option is for a reviewer who wrote one. --root DIR runs on another tree, for the tool's
tests.)
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import op_enforcement  # noqa: E402  (tests/status/, put on the path above)
from op_tests import (
    count_infer_tests,
    count_negative_tests,
    reified_ops,  # noqa: E402
    negative_test_files,
)

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Paths:
    """The inputs and the output, under a repository root."""

    root: Path

    def rel(self, path: Path) -> str:
        return str(path.relative_to(self.root))

    @property
    def ops_td(self) -> Path:
        return self.root / "runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td"

    @property
    def tests(self) -> Path:
        return self.root / "tests/stablehlo"

    @property
    def output(self) -> Path:
        return self.root / "docs/status.md"

    @property
    def spec_constraints(self) -> Path:
        return self.root / "tests/status/spec_constraints.txt"

    @property
    def upstream(self) -> Path:
        return self.root / "tests/status/upstream_enforcement.txt"

    @property
    def exemptions(self) -> Path:
        return self.root / "tests/status/spec_exemptions.txt"

    @property
    def reasons(self) -> Path:
        return self.root / "tests/status/enforcement_reasons.txt"


# Ops of part 1 of the verifier work (see docs/status.md's introduction).
PART1 = set(
    """
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
""".split()
)

LLVM_TBLGEN = "/usr/lib/llvm-22/bin/llvm-tblgen"
LLVM_INCLUDE = "/usr/lib/llvm-22/include"


@dataclass(frozen=True)
class Op:
    mnemonic: str
    shape_function: str  # "types", "shape", or ""
    verifier: bool
    reify: str  # "operand", "computed", or ""


def dump_records(paths: Paths, tblgen: str = LLVM_TBLGEN) -> dict:
    """The TableGen records of StablehloOps.td, as `llvm-tblgen --dump-json`
    gives them."""
    cmd = [
        tblgen,
        "--dump-json",
        "-I",
        str(paths.root / "runtime/include"),
        "-I",
        str(paths.root),
        "-I",
        LLVM_INCLUDE,
        str(paths.ops_td),
    ]
    try:
        result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except FileNotFoundError:
        raise SystemExit(f"op_status: {tblgen} is missing: install llvm-22-tools") from None
    if result.returncode:
        raise SystemExit(f"op_status: `{' '.join(cmd)}` failed:\n{result.stderr}")
    return json.loads(result.stdout)


def _traits(records: dict, record: dict) -> list[dict]:
    """The trait records of an op, trait lists (InferTypeOpAdaptor) expanded."""
    out = []

    def walk(value) -> None:
        if isinstance(value, dict) and value.get("kind") == "def":
            trait = records[value["def"]]
            out.append(trait)
            if "TraitList" in trait["!superclasses"]:
                for inner in trait.get("traits") or []:
                    walk(inner)

    for value in record.get("traits") or []:
        walk(value)
    return out


def parse_ops(records: dict) -> list[Op]:
    """Every StableHLO op and how it is checked, from its record: a shape
    function when it implements InferTypeOpInterface ("types") or
    InferShapedTypeOpInterface ("shape"), a verifier when hasVerifier is set
    or it implements SymbolUserOpInterface, and a result shape reified from
    an operand when it has a Stablehlo_ResultShapeOf trait, computed from
    the operands when the op's record is a Stablehlo_ReifiedFromOperands."""
    ops = []
    for name in records["!instanceof"].get("Op", []):
        record = records[name]
        if record["opDialect"]["def"] != "Stablehlo_Dialect":
            continue
        traits = _traits(records, record)
        interfaces = {t.get("cppInterfaceName") for t in traits}
        if "InferTypeOpInterface" in interfaces:
            shape = "types"
        elif "InferShapedTypeOpInterface" in interfaces:
            shape = "shape"
        else:
            shape = ""
        verifier = bool(record.get("hasVerifier")) or "SymbolUserOpInterface" in interfaces
        mnemonic = record["opName"]
        if any("Stablehlo_ResultShapeOf" in t["!superclasses"] for t in traits):
            reify = "operand"
        elif "Stablehlo_ReifiedFromOperands" in record["!superclasses"]:
            reify = "computed"
        else:
            reify = ""
        ops.append(Op(mnemonic, shape, verifier, reify))
    return sorted(ops, key=lambda op: op.mnemonic)


def read_spec_constraints(text: str) -> dict[str, list[str]]:
    constraints = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            op, *labels = line.split()
            constraints[op] = labels
    return constraints


def import_spec(spec: str) -> str:
    """The lines of tests/status/spec_constraints.txt for a copy of the spec."""
    constraints = {}
    for match in re.finditer(r"^### (\w+)\n(.*?)(?=^### |^## )", spec, re.M | re.S):
        name, body = match.group(1), match.group(2)
        if "#### Semantics" not in body:
            continue
        section = ""
        if "#### Constraints" in body:
            section = body.split("#### Constraints")[1].split("#### ")[0]
        constraints[name] = list(dict.fromkeys(re.findall(r"^\s*\* \((C\d+)\)", section, re.M)))
    out = [
        "# Per StableHLO op, the numbered constraints of its section in the",
        "# specification (docs/spec.md of StableHLO 1.20.0), by label only.",
        "# Regenerate with: tests/status/op_status.py --import-spec PATH/TO/spec.md",
        "# Ops without a constraint are listed with none.",
    ]
    out += [" ".join([op] + labels) for op, labels in sorted(constraints.items())]
    return "\n".join(out) + "\n"


def read_exemptions(path: Path) -> dict[tuple[str, str], str]:
    exemptions = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        match = re.match(r"([\w-]+) (C\d+): (.+)$", line)
        if not match:
            raise SystemExit(f"{path}:{number}: expected 'op Cn: reason'")
        exemptions[(match.group(1), match.group(2))] = match.group(3)
    return exemptions


def reify_problems(ops: list, reified: set[str]) -> list[str]:
    """The Reify column against the tests: an op marked `operand` or
    `computed` has a reify_return_type_shapes query of its result in
    tests/stablehlo/infer_components_reify.mlir, and an op with such a query
    is marked."""
    problems = []
    for op in ops:
        if op.reify and op.mnemonic not in reified:
            problems.append(
                f"{op.mnemonic}: marked as reifying its result "
                f"shape ({op.reify}) but no reify_return_type_"
                f"shapes query in infer_components_reify.mlir "
                f"checks it; add one"
            )
        if not op.reify and op.mnemonic in reified:
            problems.append(
                f"{op.mnemonic}: infer_components_reify.mlir "
                f"reifies its result shape, but its record has "
                f"neither Stablehlo_ResultShapeOf nor "
                f"Stablehlo_ReifiedFromOperands; add the one that "
                f"says how"
            )
    return problems


def coverage_problems(
    spec: dict[str, list[str]],
    labels: dict[str, set[str]],
    exemptions: dict[tuple[str, str], str],
    upstream: dict[tuple[str, str], op_enforcement.Upstream],
) -> list[str]:
    problems = []
    for op, ids in sorted(spec.items()):
        for label in ids:
            tested = label in labels.get(op, set())
            exempt = (op, label) in exemptions
            if not tested and not exempt:
                entry = upstream.get((op, label))
                where = (
                    "a *_invalid.mlir file (upstream enforces it)"
                    if entry and entry.status == "enforced"
                    else f"a file run with --stablehlo-check-spec (upstream {entry.status})"
                    if entry
                    else "a negative test"
                )
                problems.append(
                    f"{op} {label}: no negative test names it "
                    f"and no exemption says why; add a case "
                    f"naming ({label}) to {where}, or a reason "
                    f"to tests/status/spec_exemptions.txt"
                )
            if tested and exempt:
                problems.append(f"{op} {label}: tested, so its exemption is stale")
    for op, label in sorted(exemptions):
        if label not in spec.get(op, []):
            problems.append(f"{op} {label}: exempted, but the spec has no such constraint")
    for op, found in sorted(labels.items()):
        extra = sorted(found - set(spec.get(op, [])), key=lambda label: int(label[1:]))
        if extra and op in spec:
            problems.append(f"{op}: negative tests name {', '.join(extra)}, which the spec does not have")
    return problems


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
- Ops not in the spec: `broadcast`, `set_dimension_size` and
  `real_dynamic_slice` are checked as said above; `create_token` (like
  `after_all` without operands) and `return` (its operands are checked
  against the enclosing op's results) need nothing more; `dot`, `einsum`,
  `unary_einsum`, `torch_index_select` and `cross-replica-sum` are kept for
  reading old programs, with ODS's structural checks only.
- `if` and `case` infer their results from their branches; their shape
  functions report empty regions (which only builders can produce; the
  parser's region constraints catch them first), tested from C++ by
  `tests/unit/InferEmptyRegionTest.cpp`.
""".splitlines()


def render(
    ops: list[Op],
    infer: dict[str, int],
    negative: dict[str, int],
    spec: dict[str, list[str]],
    labels: dict[str, set[str]],
    exemptions: dict[tuple[str, str], str],
    enforcement: list[str],
) -> str:
    out = [
        "# StableHLO op status",
        "",
        "Generated by `tests/status/op_status.py` from `StablehloOps.td` and",
        "`tests/stablehlo/`; do not edit by hand. Regenerate with",
        "`/usr/bin/python3 tests/status/op_status.py`.",
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
        "  `tests/stablehlo/*_invalid.mlir`, and in the files run with",
        "  `--stablehlo-check-spec`, expecting an error on the op.",
        "- **Spec**: the numbered constraints (C1, C2, ...) of the op's",
        "  section in the specification (`tests/status/spec_constraints.txt`);",
        "  `none` = the spec has no constraint here; `not in spec` = the op",
        "  is not specified (see the notes below).",
        "- **Tested**: of those, the constraints that a negative test breaks:",
        "  its expected error names the label, `(C3)`, or the case says",
        "  `// spec: C3` (for errors that ODS raises); the verifier's tests",
        '  and the spec check\'s count alike (see "Upstream enforcement").',
        "- **Exempt**: the constraints without a negative test, each with the",
        "  reason in `tests/status/spec_exemptions.txt` (listed below).",
        "  Every constraint is tested or exempt; `--check` enforces it.",
        "- **Part 1**: in the scope of the first round of spec verifiers",
        "  (elementwise, shape, slicing, control-flow, tuple/token and",
        "  quantization ops); the others came in part 2.",
        "",
        "| Op | Shape function | Reify | Verifier | Infer test | Negative tests | Spec | Tested | Exempt | Part 1 |",
        "|----|----------------|-------|----------|------------|----------------|------|--------|--------|--------|",
    ]
    for op in ops:
        ids = spec.get(op.mnemonic)
        if ids is None:
            declared, tested, exempt = "not in spec", "", ""
        elif not ids:
            declared, tested, exempt = "none", "", ""
        else:
            found = labels.get(op.mnemonic, set())
            declared = str(len(ids))
            tested = str(sum(1 for label in ids if label in found))
            exempt = str(sum(1 for label in ids if (op.mnemonic, label) in exemptions))
        out.append(
            "| `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} |".format(
                op.mnemonic,
                op.shape_function or "-",
                op.reify or "-",
                "yes" if op.verifier else "-",
                infer.get(op.mnemonic, 0) or "-",
                negative.get(op.mnemonic, 0) or "-",
                declared,
                tested,
                exempt,
                "yes" if op.mnemonic in PART1 else "",
            )
        )
    part1 = [op for op in ops if op.mnemonic in PART1]
    gaps = [op.mnemonic for op in part1 if op.shape_function and not infer.get(op.mnemonic)]
    out += [
        "",
        f"{len(ops)} ops; {sum(1 for op in ops if op.shape_function)} with a "
        f"shape function, {sum(1 for op in ops if op.verifier)} with a "
        f"verifier; {sum(negative.values())} negative test cases.",
        f"Part 1: {len(part1)} ops; shape functions without an infer test: "
        + (", ".join(f"`{g}`" for g in gaps) if gaps else "none")
        + ".",
    ]
    mnemonics = {op.mnemonic for op in ops}
    specified = [name for name in spec if name in mnemonics]
    total = sum(len(spec[name]) for name in specified)
    tested_total = sum(1 for name in specified for label in spec[name] if label in labels.get(name, set()))
    out += [
        f"Spec: {len(specified)} specified ops with {total} numbered "
        f"constraints: {tested_total} tested, {len(exemptions)} exempt; "
        f"{sum(1 for name in specified if not spec[name])} ops without a "
        f"constraint; {len(mnemonics) - len(specified)} ops not in the spec.",
        "",
        "## Constraints without a negative test",
        "",
    ]
    if not exemptions:
        out.append("None.")
    for (name, label), reason in sorted(exemptions.items(), key=lambda item: (item[0][0], int(item[0][1][1:]))):
        out.append(f"- `{name}` {label}: {reason}")
    out.append("")
    out += enforcement
    out += NOTES
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="fail if docs/status.md is stale, a spec "
        "constraint is neither tested nor exempt, or our "
        "enforcement differs from upstream's without a reason",
    )
    parser.add_argument(
        "--import-spec",
        metavar="SPEC_MD",
        help="rewrite tests/status/spec_constraints.txt from a copy of the specification",
    )
    parser.add_argument(
        "--list-mismatches",
        action="store_true",
        help="print the differences between upstream's "
        "enforcement and our tests as lines of "
        "tests/status/enforcement_reasons.txt",
    )
    parser.add_argument(
        "--write-reasons",
        action="store_true",
        help="rewrite tests/status/enforcement_reasons.txt "
        "with the current differences (reasons kept, new "
        "lines get the default reason)",
    )
    parser.add_argument(
        "--compare-reference",
        metavar="READING_MD",
        help="check tests/status/upstream_enforcement.txt's statuses "
        "against the per-op tables ('| op | Cn | status |' "
        "rows) of an independent reading of upstream's "
        "verifiers",
    )
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository root (default: this one)")
    args = parser.parse_args()
    paths = Paths(args.root.resolve())
    if args.import_spec:
        paths.spec_constraints.write_text(import_spec(Path(args.import_spec).read_text()))
        return 0
    upstream = op_enforcement.read_upstream(paths.upstream)
    if args.compare_reference:
        problems = op_enforcement.compare_reference(Path(args.compare_reference).read_text(), upstream)
        for problem in problems:
            print(f"op_status: {problem}", file=sys.stderr)
        return 1 if problems else 0
    ops = parse_ops(dump_records(paths))
    infer = count_infer_tests(
        (paths.tests / "infer_stablehlo.mlir").read_text()
        + "\n"
        + (paths.tests / "infer_components_reify.mlir").read_text()
    )
    verifier_files, check_files = negative_test_files(paths.tests)
    _, verifier = count_negative_tests(verifier_files)
    _, spec_check = count_negative_tests(check_files)
    negative, _ = count_negative_tests(sorted(set(verifier_files) | set(check_files)))
    labels = {op: verifier.get(op, set()) | spec_check.get(op, set()) for op in set(verifier) | set(spec_check)}
    spec = read_spec_constraints(paths.spec_constraints.read_text())
    exemptions = read_exemptions(paths.exemptions)
    reasons = op_enforcement.read_reasons(paths.reasons)
    found = op_enforcement.mismatches(spec, upstream, verifier, spec_check, set(exemptions))
    if args.list_mismatches or args.write_reasons:
        lines = op_enforcement.reason_lines(found, reasons)
        if args.write_reasons:
            paths.reasons.write_text(op_enforcement.REASONS_HEADER + "".join(f"{line}\n" for line in lines))
        else:
            print("\n".join(lines))
        return 0
    listed = {key: reason for key, reason in reasons.items() if key in found}
    enforcement = op_enforcement.render(spec, [op.mnemonic for op in ops], upstream, verifier, spec_check, listed)
    text = render(ops, infer, negative, spec, labels, exemptions, enforcement)
    problems = coverage_problems(spec, labels, exemptions, upstream)
    problems += op_enforcement.coverage_problems(spec, upstream, paths.rel(paths.upstream))
    problems += op_enforcement.reason_problems(found, reasons, spec, paths.rel(paths.reasons))
    problems += reify_problems(ops, reified_ops((paths.tests / "infer_components_reify.mlir").read_text()))
    for problem in problems:
        print(f"op_status: {problem}", file=sys.stderr)
    if args.check:
        if not paths.output.exists() or paths.output.read_text() != text:
            print(f"{paths.rel(paths.output)} is stale; run tests/status/op_status.py", file=sys.stderr)
            return 1
        return 1 if problems else 0
    paths.output.parent.mkdir(exist_ok=True)
    paths.output.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
