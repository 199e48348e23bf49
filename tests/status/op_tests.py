"""What the lit tests of tests/stablehlo cover, per op: shape-function
queries and negative cases, and the constraint labels those cases name,
split by how the file runs (the verifier, or --stablehlo-check-spec).

Part of tests/status/op_status.py (which imports it; it has no entry point).
"""

from __future__ import annotations

import re
from pathlib import Path

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
            r'|reify_return_type_shapes)"\((%[\w]+)',
            line,
        )
        if query and query.group(1) in defined:
            op = defined[query.group(1)]
            counts[op] = counts.get(op, 0) + 1
    return counts


def reified_ops(text: str) -> set[str]:
    """The ops a `reify_return_type_shapes` query of one of their results
    checks (a query that expects an error does not count)."""
    ops: set[str] = set()
    defined: dict[str, str] = {}
    lines = text.splitlines()
    for i, line in enumerate(lines):
        assign = re.match(r'\s*(%[\w]+)(?::\d+)? = "?stablehlo\.([\w-]+)', line)
        if assign:
            defined[assign.group(1)] = assign.group(2)
        query = re.search(r'"hlo_test_infer\.reify_return_type_shapes"\((%[\w]+)', line)
        expects_error = i > 0 and "expected-error" in lines[i - 1]
        if query and query.group(1) in defined and not expects_error:
            ops.add(defined[query.group(1)])
    return ops


LABEL = re.compile(r"\((C\d+)\)")
SPEC_COMMENT = re.compile(r"^\s*// spec: (C\d+(?:, *C\d+)*)\s*$", re.M)


EXPECTED_ERROR = re.compile(r"expected-error\s*(?:@([+-]\d+|above|below))?\s*(?:\d+\+?\s*)?\{\{")
DESIGNATOR = re.compile(r"expected-(?:error|warning|remark|note)")


def expected_error_line(lines: list[str], number: int) -> int | None:
    """The index of the line an `expected-error` on line `number` points at
    (@+N, @-N, @above and @below, which skip other designator lines, or
    the line itself), or None if the line has none."""
    match = EXPECTED_ERROR.search(lines[number])
    if not match:
        return None
    where = match.group(1)
    if where is None:
        return number
    if where in ("above", "below"):
        step = -1 if where == "above" else 1
        target = number + step
        while 0 <= target < len(lines) and DESIGNATOR.search(lines[target]):
            target += step
        return target
    return number + int(where)


def count_negative_tests(paths: list[Path]) -> tuple[dict[str, int], dict[str, set[str]]]:
    """Counts, per op, the split-input cases expecting an error on its line,
    and collects the constraint labels those cases test."""
    counts: dict[str, int] = {}
    labels: dict[str, set[str]] = {}
    for path in paths:
        for case in path.read_text().split("// -----"):
            lines = case.splitlines()
            ops = set()
            commented = [label.strip() for match in SPEC_COMMENT.finditer(case) for label in match.group(1).split(",")]
            for number, line in enumerate(lines):
                target = expected_error_line(lines, number)
                if target is not None and 0 <= target < len(lines):
                    ref = OP_REF.search(lines[target].split("//")[0])
                    if ref:
                        ops.add(ref.group(1))
                        found = labels.setdefault(ref.group(1), set())
                        found.update(LABEL.findall(line))
                        found.update(commented)
            for op in ops:
                counts[op] = counts.get(op, 0) + 1
    return counts, labels


SPEC_CHECK_FLAG = re.compile(r"(?<![\w-])--?stablehlo-check-spec\b")


def run_lines(text: str) -> list[str]:
    """The RUN commands of a lit file, continuation lines joined."""
    commands, current = [], ""
    for line in text.splitlines():
        match = re.search(r"RUN:(.*)$", line)
        if not match:
            continue
        part = match.group(1).rstrip()
        current += part[:-1] + " " if part.endswith("\\") else part
        if not part.endswith("\\"):
            commands.append(current)
            current = ""
    return commands + ([current] if current else [])


def negative_test_files(tests: Path) -> tuple[list[Path], list[Path]]:
    """The files of negative tests: those run by the verifier (`*_invalid`
    files with a --verify-diagnostics RUN line without --stablehlo-check-spec)
    and those run by the spec check (any file with a RUN line that has
    --stablehlo-check-spec). A file run both ways is in both lists. The
    shape-function query files (infer_*) are left out."""
    verifier, spec_check = [], []
    for path in sorted(tests.glob("*.mlir")):
        if path.name.startswith("infer_"):
            continue
        runs = run_lines(path.read_text())
        checked = [bool(SPEC_CHECK_FLAG.search(run)) for run in runs if "verify-diagnostics" in run]
        if any(SPEC_CHECK_FLAG.search(run) for run in runs):
            spec_check.append(path)
            if path.name.endswith("_invalid.mlir") and not all(checked):
                verifier.append(path)
        elif path.name.endswith("_invalid.mlir"):
            verifier.append(path)
    return verifier, spec_check
