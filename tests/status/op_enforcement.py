"""Upstream enforcement of the spec's constraints, against ours.

Part of tests/status/op_status.py (which imports it; it has no entry point).

Inputs:
- tests/status/upstream_enforcement.txt: per op and constraint label, whether the
  verifiers of upstream StableHLO 1.20.0 enforce it (enforced, partial,
  relaxed, not enforced) and, when they do not fully, what they check
  instead. It covers exactly the labels of tests/status/spec_constraints.txt.
- the labels named by negative tests, split by how the test runs:
  "verifier" (a `*_invalid.mlir` file run without --stablehlo-check-spec)
  and "spec check" (a file run with --stablehlo-check-spec);
- tests/status/enforcement_reasons.txt: "op Cn: reason" for each
  difference that is known and accepted for now.

A difference is:
- upstream enforces the constraint and no verifier test names it (we
  would accept what upstream refuses);
- upstream does not enforce it and a verifier test names it (we refuse
  what upstream accepts);
- upstream relaxes it or enforces it partially and no spec-check test
  names it (the spec's full rule is untested).
Constraints without any negative test are left to spec_exemptions.txt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

STATUSES = ("enforced", "partial", "relaxed", "not enforced")
DEFAULT_REASON = "issue 23: not yet moved to the spec check"

UPSTREAM_LINE = re.compile(r"([\w-]+) (C\d+) (enforced|partial|relaxed|not enforced)(?:: (.*))?$")


@dataclass(frozen=True)
class Upstream:
    status: str  # one of STATUSES
    note: str  # what upstream checks instead ("" when enforced)


def label_key(label: str) -> int:
    return int(label[1:])


def read_upstream(path: Path) -> dict[tuple[str, str], Upstream]:
    """Reads tests/status/upstream_enforcement.txt; a malformed line is an error
    naming file:line and the expected form."""
    entries: dict[tuple[str, str], Upstream] = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{path}:{number}"
        match = UPSTREAM_LINE.match(line)
        if not match:
            raise SystemExit(
                f"{where}: expected 'op Cn enforced' or 'op Cn STATUS: note' "
                f"with STATUS one of {', '.join(STATUSES[1:])}; got {line!r}"
            )
        op, label, status, note = match.groups()
        note = (note or "").strip()
        if status == "enforced" and match.group(4) is not None:
            raise SystemExit(
                f"{where}: {op} {label} is enforced upstream; "
                f"drop the note (notes say what upstream checks "
                f"instead of a constraint it does not enforce)"
            )
        if status != "enforced" and not note:
            raise SystemExit(
                f"{where}: {op} {label} is {status} upstream; add ': note' saying what upstream checks instead"
            )
        if (op, label) in entries:
            raise SystemExit(f"{where}: {op} {label} is listed twice")
        entries[(op, label)] = Upstream(status, note)
    return entries


def read_reasons(path: Path) -> dict[tuple[str, str], str]:
    """Reads tests/status/enforcement_reasons.txt ("op Cn: reason")."""
    reasons: dict[tuple[str, str], str] = {}
    if not path.exists():
        return reasons
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        match = re.match(r"([\w-]+) (C\d+): (.*\S)\s*$", line)
        if not match:
            raise SystemExit(f"{path}:{number}: expected 'op Cn: reason'; got {line!r}")
        key = (match.group(1), match.group(2))
        if key in reasons:
            raise SystemExit(f"{path}:{number}: {key[0]} {key[1]} is listed twice")
        reasons[key] = match.group(3)
    return reasons


def coverage_problems(
    spec: dict[str, list[str]], upstream: dict[tuple[str, str], Upstream], upstream_path: str
) -> list[str]:
    """The upstream file must cover exactly the spec's labels."""
    problems = []
    wanted = {(op, label) for op, labels in spec.items() for label in labels}
    for op, label in sorted(wanted - set(upstream), key=lambda k: (k[0], label_key(k[1]))):
        problems.append(
            f"{op} {label}: a constraint of the spec that "
            f"{upstream_path} does not list; add "
            f"'{op} {label} STATUS' (see its header)"
        )
    for op, label in sorted(set(upstream) - wanted, key=lambda k: (k[0], label_key(k[1]))):
        problems.append(
            f"{op} {label}: listed in {upstream_path}, but "
            f"tests/status/spec_constraints.txt has no such constraint; "
            f"remove the line"
        )
    return problems


def ours(key: tuple[str, str], verifier: dict[str, set[str]], spec_check: dict[str, set[str]]) -> str:
    """How our tests check a constraint: verifier, spec check, both or -."""
    op, label = key
    in_verifier = label in verifier.get(op, set())
    in_check = label in spec_check.get(op, set())
    if in_verifier and in_check:
        return "both"
    return "verifier" if in_verifier else "spec check" if in_check else "-"


def mismatches(
    spec: dict[str, list[str]],
    upstream: dict[tuple[str, str], Upstream],
    verifier: dict[str, set[str]],
    spec_check: dict[str, set[str]],
    exempt: set[tuple[str, str]],
) -> dict[tuple[str, str], str]:
    """Per (op, label), the difference between upstream and our tests, as
    the message --check prints (before reasons are applied)."""
    found: dict[tuple[str, str], str] = {}
    for op, labels in sorted(spec.items()):
        for label in labels:
            key = (op, label)
            if key not in upstream or key in exempt:
                continue
            side = ours(key, verifier, spec_check)
            if side == "-":
                continue  # untested: spec_exemptions.txt's business
            status = upstream[key].status
            head = f"{op} {label}: upstream {status}, ours {side}: "
            if status == "enforced" and side == "spec check":
                found[key] = head + (
                    f"upstream refuses programs that break it, but only a "
                    f"spec-check test names it, so the verifier may accept "
                    f"them; add a case naming ({label}) to a *_invalid.mlir "
                    f"file run without --stablehlo-check-spec"
                )
            elif status == "not enforced" and side in ("verifier", "both"):
                found[key] = head + (
                    "a verifier test names it, so we refuse programs that "
                    "upstream accepts; check it only under "
                    "--stablehlo-check-spec and move its negative test to "
                    "a file run with that flag"
                )
            elif status in ("partial", "relaxed") and side == "verifier":
                found[key] = head + (
                    f"no spec-check test names it, so the spec's full rule "
                    f"is untested; add a case naming ({label}) to a file run "
                    f"with --stablehlo-check-spec (the verifier keeps only "
                    f"upstream's rule)"
                )
    return found


def reason_problems(
    found: dict[tuple[str, str], str],
    reasons: dict[tuple[str, str], str],
    spec: dict[str, list[str]],
    reasons_path: str,
) -> list[str]:
    problems = []
    for key, message in sorted(found.items(), key=lambda i: (i[0][0], label_key(i[0][1]))):
        if key not in reasons:
            problems.append(f"{message}; or list '{key[0]} {key[1]}: reason' in {reasons_path}")
    for key in sorted(reasons, key=lambda k: (k[0], label_key(k[1]))):
        op, label = key
        if label not in spec.get(op, []):
            problems.append(
                f"{op} {label}: listed in {reasons_path}, but the spec has no such constraint; remove the line"
            )
        elif key not in found:
            problems.append(
                f"{op} {label}: listed in {reasons_path}, but our tests and upstream now agree on it; remove the line"
            )
    return problems


REASONS_HEADER = """\
# Differences between upstream StableHLO 1.20.0's enforcement of a spec
# constraint (tests/status/upstream_enforcement.txt) and our negative tests that are
# known and accepted for now, one per line, with the reason:
#   op Cn: reason
# tests/status/op_status.py --check fails on a difference not listed here and on a
# line whose difference is gone. List the current differences with
#   /usr/bin/python3 tests/status/op_status.py --list-mismatches
# and rewrite this file from them (reasons kept, new lines get the default
# reason) with
#   /usr/bin/python3 tests/status/op_status.py --write-reasons
"""


def reason_lines(found: dict[tuple[str, str], str], reasons: dict[tuple[str, str], str]) -> list[str]:
    return [
        f"{op} {label}: {reasons.get((op, label), DEFAULT_REASON)}"
        for op, label in sorted(found, key=lambda k: (k[0], label_key(k[1])))
    ]


def compare_reference(text: str, upstream: dict[tuple[str, str], Upstream]) -> list[str]:
    """Compares the statuses with the per-op tables of an independent
    reading of upstream's verifiers, a Markdown file with a '## Per-op
    tables' section of rows "| op | Cn | status | ..."."""
    if "## Per-op tables" not in text:
        return ["the reference has no '## Per-op tables' section"]
    tables = text.split("## Per-op tables", 1)[1].split("\n## ", 1)[0]
    reference = {}
    for match in re.finditer(r"^\| ([\w-]+) \| (C\d+) \| ([^|]*)\|", tables, re.M):
        reference[(match.group(1), match.group(2))] = match.group(3).strip().strip("*").strip()
    problems = []
    for key in sorted(set(reference) | set(upstream), key=lambda k: (k[0], label_key(k[1]))):
        ref, ours_status = reference.get(key), upstream.get(key)
        if ref is None:
            problems.append(f"{key[0]} {key[1]}: not in the reference's tables")
        elif ours_status is None:
            problems.append(f"{key[0]} {key[1]}: the reference says {ref}, the data file has no line")
        elif ref != ours_status.status:
            problems.append(f"{key[0]} {key[1]}: the reference says {ref}, the data file {ours_status.status}")
    return problems


def render(
    spec: dict[str, list[str]],
    ops: list[str],
    upstream: dict[tuple[str, str], Upstream],
    verifier: dict[str, set[str]],
    spec_check: dict[str, set[str]],
    reasons: dict[tuple[str, str], str],
) -> list[str]:
    """The "Upstream enforcement" section of docs/status.md."""
    keys = [(op, label) for op in ops for label in spec.get(op, [])]
    counts = {status: sum(1 for k in keys if k in upstream and upstream[k].status == status) for status in STATUSES}
    sides = [ours(k, verifier, spec_check) for k in keys]
    out = [
        "## Upstream enforcement",
        "",
        "The verifiers are to accept exactly the programs that upstream",
        "StableHLO 1.20.0 accepts; the differences still open are listed at",
        "the end of this section with their reason.",
        "`tests/status/upstream_enforcement.txt` records, per",
        "constraint, whether upstream's verifiers enforce it (`enforced`),",
        "check it only in some cases or check a weaker rule (`partial`),",
        "accept a wider set of programs (`relaxed`) or do not check it at all",
        "(`not enforced`). Where upstream does not fully enforce a constraint,",
        "the spec's own rule belongs to the opt-in spec check",
        "(`stablehlo-opt --stablehlo-check-spec`), never to the verifiers that",
        "parsing, serialization and deserialization run. Our side is read from",
        "the negative tests: `verifier` = a `*_invalid.mlir` case run without",
        "`--stablehlo-check-spec` names the label; `spec check` = a case in a",
        "file run with `--stablehlo-check-spec` names it; `both`; `-` = no",
        "negative test (exempt, see above). `--check` fails when",
        "upstream enforces a constraint that only the spec check tests, when",
        "upstream does not enforce one that a verifier test names, and when",
        "upstream relaxes or partly enforces one that no spec-check test names,",
        "unless `tests/status/enforcement_reasons.txt` gives a reason.",
        "",
        f"Upstream: {counts['enforced']} enforced, {counts['partial']} "
        f"partial, {counts['relaxed']} relaxed, {counts['not enforced']} not "
        f"enforced. Ours: {sides.count('verifier')} verifier only, "
        f"{sides.count('spec check')} spec check only, {sides.count('both')} "
        f"both, {sides.count('-')} untested (exempt). Differences listed with "
        f"a reason: {len(reasons)}.",
        "",
        "Per op, the constraints upstream does not fully enforce, and ours",
        "that only the spec check tests (ops where upstream enforces",
        "everything and the verifier tests it are left out):",
        "",
        "| Op | Upstream partial | Upstream relaxed | Upstream not enforced | Spec check only | With a reason |",
        "|----|------------------|------------------|-----------------------|-----------------|---------------|",
    ]

    def names(labels: list[str]) -> str:
        return ", ".join(labels) if labels else "-"

    for op in ops:
        labels = spec.get(op, [])
        by = {
            status: [label for label in labels if (op, label) in upstream and upstream[(op, label)].status == status]
            for status in STATUSES
        }
        only = [label for label in labels if ours((op, label), verifier, spec_check) == "spec check"]
        listed = [label for label in labels if (op, label) in reasons]
        if not (by["partial"] or by["relaxed"] or by["not enforced"] or only or listed):
            continue
        out.append(
            f"| `{op}` | {names(by['partial'])} | "
            f"{names(by['relaxed'])} | {names(by['not enforced'])} | "
            f"{names(only)} | {names(listed)} |"
        )
    out += [
        "",
        "### Constraints upstream does not fully enforce",
        "",
        "Upstream enforces every constraint of the spec not listed here.",
        "",
        "| Op | Label | Upstream | Ours | What upstream checks instead |",
        "|----|-------|----------|------|------------------------------|",
    ]
    for op, label in keys:
        entry = upstream.get((op, label))
        if entry is None or entry.status == "enforced":
            continue
        out.append(
            f"| `{op}` | {label} | {entry.status} | "
            f"{ours((op, label), verifier, spec_check)} | "
            f"{entry.note.replace('|', '/')} |"
        )
    out += ["", "### Differences with a reason", ""]
    if not reasons:
        out.append("None.")
    grouped: dict[str, list[tuple[str, str]]] = {}
    for key, reason in reasons.items():
        grouped.setdefault(reason, []).append(key)
    for reason, group in sorted(grouped.items()):
        group.sort(key=lambda k: (k[0], label_key(k[1])))
        per_op: dict[str, list[str]] = {}
        for op, label in group:
            per_op.setdefault(op, []).append(label)
        out.append(
            f"- {reason} ({len(group)}): " + "; ".join(f"`{op}` {', '.join(labels)}" for op, labels in per_op.items())
        )
    out.append("")
    return out
