"""tests/status/op_status.py on the tiny tree in Inputs/op_status (its README says
what each constraint there exercises): upstream's enforcement against our
verifier and spec-check tests, the reasons file, the data file's checks,
and the generated tables. Runs the tool as CI does (a subprocess, --root on
a copy of the tree); needs no build."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import REPO

TOOL = os.path.join(REPO, "tests", "status", "op_status.py")
TREE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs", "op_status")
REASONS = "tests/status/enforcement_reasons.txt"
UPSTREAM = "tests/status/upstream_enforcement.txt"


def run(root, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, TOOL, "--root", str(root), *args], capture_output=True, text=True, check=False
    )


class Tree:
    def __init__(self, root) -> None:
        self.root = root

    def path(self, rel: str) -> str:
        return os.path.join(self.root, rel)

    def read(self, rel: str) -> str:
        with open(self.path(rel), encoding="utf-8") as f:
            return f.read()

    def write(self, rel: str, text: str) -> None:
        with open(self.path(rel), "w", encoding="utf-8") as f:
            f.write(text)

    def edit(self, rel: str, old: str, new: str) -> None:
        text = self.read(rel)
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {rel}"
        self.write(rel, text.replace(old, new))

    def regenerate(self) -> None:
        result = run(self.root)
        assert result.returncode == 0, result.stderr

    def check(self) -> subprocess.CompletedProcess:
        return run(self.root, "--check")


@pytest.fixture
def tree(tmp_path):
    # The tree's test files are kept as *.mlir.in, so that nothing that
    # collects the repository's lit tests takes them for tests.
    shutil.copytree(TREE, tmp_path / "tree")
    for path in (tmp_path / "tree").rglob("*.mlir.in"):
        path.rename(path.with_suffix(""))
    made = Tree(tmp_path / "tree")
    made.regenerate()
    return made


def test_the_fixture_passes(tree):
    result = tree.check()
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


# --- the three differences --check refuses without a reason -------------


def test_enforced_upstream_but_only_the_spec_check_tests_it(tree):
    tree.edit(REASONS, "add C2: the verifier test is still to be written\n", "")
    tree.regenerate()
    result = tree.check()
    assert result.returncode == 1
    assert (
        "op_status: add C2: upstream enforced, ours spec check: upstream refuses "
        "programs that break it, but only a spec-check test names it"
    ) in result.stderr
    assert "add a case naming (C2) to a *_invalid.mlir file" in result.stderr
    assert f"or list 'add C2: reason' in {REASONS}" in result.stderr
    assert result.stderr.count("op_status:") == 1


def test_not_enforced_upstream_but_a_verifier_test_names_it(tree):
    tree.edit(REASONS, "send C1: not yet moved to the spec check\n", "")
    tree.regenerate()
    result = tree.check()
    assert result.returncode == 1
    assert (
        "op_status: send C1: upstream not enforced, ours verifier: a verifier test "
        "names it, so we refuse programs that upstream accepts"
    ) in result.stderr
    assert "move its negative test to a file run with that flag" in result.stderr
    assert result.stderr.count("op_status:") == 1


def test_relaxed_upstream_and_no_spec_check_test(tree):
    tree.edit(REASONS, "reduce C1: not yet moved to the spec check\n", "")
    tree.regenerate()
    result = tree.check()
    assert result.returncode == 1
    assert (
        "op_status: reduce C1: upstream relaxed, ours verifier: no spec-check test "
        "names it, so the spec's full rule is untested"
    ) in result.stderr
    assert "add a case naming (C1) to a file run with --stablehlo-check-spec" in result.stderr
    assert result.stderr.count("op_status:") == 1


def test_partial_upstream_and_no_spec_check_test(tree):
    # reduce C2 is partial and tested both ways; without its spec-check case
    # only the verifier's remains.
    tree.edit(
        "tests/stablehlo/spec_check_ops.mlir",
        "// expected-error @+1 {{(C2) init type differs}}",
        "// expected-error @+1 {{init type differs}}",
    )
    tree.regenerate()
    result = tree.check()
    assert result.returncode == 1
    assert "op_status: reduce C2: upstream partial, ours verifier: no spec-check test" in result.stderr


def test_a_verifier_test_of_a_constraint_upstream_does_not_enforce(tree):
    # send C2 is tested by the spec check only; a verifier case naming it is
    # a refusal upstream does not make.
    tree.write(
        "tests/stablehlo/more_invalid.mlir",
        tree.read("tests/stablehlo/spec_check_ops.mlir").replace("--stablehlo-check-spec ", ""),
    )
    tree.regenerate()
    result = tree.check()
    assert result.returncode == 1
    assert "op_status: send C2: upstream not enforced, ours both: a verifier test names it" in result.stderr
    # and add C2, now also a verifier test, no longer differs: its reason is stale
    assert (
        f"op_status: add C2: listed in {REASONS}, but our tests and upstream now agree on it; remove the line"
    ) in result.stderr


def test_a_file_run_both_ways_counts_for_both(tree):
    # ops_invalid.mlir also run with the spec check: its labels are then
    # tested both ways (send C1 stays a verifier refusal; reduce C1 gains
    # its spec-check test), and its cases are counted once.
    tree.edit(
        "tests/stablehlo/ops_invalid.mlir",
        "// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics\n",
        "// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics\n"
        "// RUN: stablehlo-opt %s --split-input-file \\\n// RUN:   --stablehlo-check-spec --verify-diagnostics\n",
    )
    tree.regenerate()
    result = tree.check()
    assert result.returncode == 1
    assert (
        f"op_status: reduce C1: listed in {REASONS}, but our tests and upstream now agree on it; remove the line"
    ) in result.stderr
    assert result.stderr.count("op_status:") == 1
    text = tree.read("docs/status.md")
    assert "| `send` | C1 | not enforced | both | the pairs are never checked |" in text
    assert "| `reduce` | types | - | yes | - | 3 | 2 | 2 | 0 |  |" in text


def test_an_invalid_file_run_only_with_the_spec_check_is_not_the_verifiers(tree):
    tree.edit(
        "tests/stablehlo/ops_invalid.mlir",
        "// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics",
        "// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics --stablehlo-check-spec",
    )
    tree.regenerate()
    text = tree.read("docs/status.md")
    assert "| `send` | C1 | not enforced | spec check | the pairs are never checked |" in text
    result = tree.check()
    assert result.returncode == 1
    assert "add C1: upstream enforced, ours spec check: upstream refuses programs" in result.stderr


# --- the reasons file ------------------------------------------------------


def test_a_reason_whose_difference_is_gone_is_stale(tree):
    # Moving send C1 to the spec check, as the reasons file expects.
    tree.edit("tests/stablehlo/ops_invalid.mlir", "// expected-error {{(C1) pairs", "// expected-error {{pairs")
    tree.edit(
        "tests/stablehlo/spec_check_ops.mlir", "{{(C2) source 0 is repeated}}", "{{(C2) source 0 is repeated, (C1) }}"
    )
    tree.regenerate()
    result = tree.check()
    assert result.returncode == 1
    assert (
        f"op_status: send C1: listed in {REASONS}, but our tests and upstream now agree on it; remove the line"
    ) in result.stderr
    assert result.stderr.count("op_status:") == 1


def test_a_reason_for_a_constraint_the_spec_lacks(tree):
    tree.write(REASONS, tree.read(REASONS) + "send C9: no such constraint\n")
    result = tree.check()
    assert result.returncode == 1
    assert (
        f"op_status: send C9: listed in {REASONS}, but the spec has no such constraint; remove the line"
    ) in result.stderr


@pytest.mark.parametrize("line", ["send C1 no colon", "send: C1 reason", "send C1:"])
def test_a_malformed_reason_line(tree, line):
    tree.write(REASONS, tree.read(REASONS) + line + "\n")
    result = tree.check()
    assert result.returncode == 1
    assert f"{REASONS}:5: expected 'op Cn: reason'; got {line!r}" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_reason_listed_twice(tree):
    tree.write(REASONS, tree.read(REASONS) + "send C1: again\n")
    result = tree.check()
    assert result.returncode == 1
    assert f"{REASONS}:5: send C1 is listed twice" in result.stderr


def test_list_mismatches_keeps_reasons_and_defaults_new_ones(tree):
    result = run(tree.root, "--list-mismatches")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "add C2: the verifier test is still to be written",
        "reduce C1: not yet moved to the spec check",
        "send C1: not yet moved to the spec check",
    ]
    tree.write(REASONS, "")
    result = run(tree.root, "--list-mismatches")
    assert result.stdout.splitlines() == [
        "add C2: issue 23: not yet moved to the spec check",
        "reduce C1: issue 23: not yet moved to the spec check",
        "send C1: issue 23: not yet moved to the spec check",
    ]


def test_write_reasons_makes_check_pass(tree):
    tree.write(REASONS, "send C1: kept\nsend C2: stale\n")
    assert tree.check().returncode == 1
    result = run(tree.root, "--write-reasons")
    assert result.returncode == 0, result.stderr
    text = tree.read(REASONS)
    assert text.startswith("# Differences between upstream")
    assert [line for line in text.splitlines() if not line.startswith("#")] == [
        "add C2: issue 23: not yet moved to the spec check",
        "reduce C1: issue 23: not yet moved to the spec check",
        "send C1: kept",
    ]
    tree.regenerate()
    assert tree.check().returncode == 0


# --- the data file ---------------------------------------------------------


def test_a_constraint_missing_from_the_data_file(tree):
    tree.edit(UPSTREAM, "add C1 enforced\n", "")
    result = tree.check()
    assert result.returncode == 1
    assert (
        f"op_status: add C1: a constraint of the spec that {UPSTREAM} does not list; add 'add C1 STATUS'"
    ) in result.stderr


def test_a_data_line_for_a_constraint_the_spec_lacks(tree):
    tree.write(UPSTREAM, tree.read(UPSTREAM) + "send C3 enforced\n")
    result = tree.check()
    assert result.returncode == 1
    assert (
        f"op_status: send C3: listed in {UPSTREAM}, but tests/status/spec_constraints.txt has "
        "no such constraint; remove the line"
    ) in result.stderr


@pytest.mark.parametrize(
    "line,message",
    [
        (
            "send C1 unknown",
            "expected 'op Cn enforced' or 'op Cn STATUS: note' with STATUS one of "
            "partial, relaxed, not enforced; got 'send C1 unknown'",
        ),
        ("send C1 partial", "send C1 is partial upstream; add ': note' saying what upstream checks instead"),
        ("send C1 relaxed:  ", "send C1 is relaxed upstream; add ': note'"),
        ("send C1 enforced: but", "send C1 is enforced upstream; drop the note"),
    ],
)
def test_a_malformed_data_line(tree, line, message):
    tree.edit(UPSTREAM, "send C1 not enforced: the pairs are never checked", line)
    result = tree.check()
    assert result.returncode == 1
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_a_data_line_listed_twice(tree):
    tree.write(UPSTREAM, tree.read(UPSTREAM) + "add C1 enforced\n")
    result = tree.check()
    assert result.returncode == 1
    assert "add C1 is listed twice" in result.stderr


def test_compare_reference(tree, tmp_path):
    rows = "\n".join(
        f"| {line.split()[0]} | {line.split()[1]} | {' '.join(line.split(':')[0].split()[2:])} | n | c |"
        for line in tree.read(UPSTREAM).splitlines()
        if not line.startswith("#")
    )
    reference = tmp_path / "upstream-verifier.md"
    reference.write_text(f"# R\n\n## Per-op tables\n\n{rows}\n\n## Extra checks\n")
    result = run(tree.root, "--compare-reference", str(reference))
    assert result.returncode == 0, result.stderr
    reference.write_text(reference.read_text().replace("| reduce | C1 | relaxed |", "| reduce | C1 | **partial** |"))
    result = run(tree.root, "--compare-reference", str(reference))
    assert result.returncode == 1
    assert "op_status: reduce C1: the reference says partial, the data file relaxed" in result.stderr
    reference.write_text("# R\n")
    assert "no '## Per-op tables' section" in run(tree.root, "--compare-reference", str(reference)).stderr


# --- docs/status.md ----------------------------------------------------------


def test_the_docs_go_stale_when_upstream_changes(tree):
    tree.edit(
        UPSTREAM,
        "reduce C2 partial: checked only for static shapes",
        "reduce C2 relaxed: checked only for static shapes",
    )
    result = tree.check()
    assert result.returncode == 1
    assert "docs/status.md is stale; run tests/status/op_status.py" in result.stderr


def test_the_docs_tables(tree):
    text = tree.read("docs/status.md")
    # per op: partial, relaxed, not enforced, spec check only, with a reason
    assert "| `add` | - | - | - | C2 | C2 |" in text
    assert "| `compare` | - | - | C2 | - | - |" in text
    assert "| `reduce` | C2 | C1 | - | - | C1 |" in text
    assert "| `send` | - | - | C1, C2 | C2 | C1 |" in text
    # per constraint: upstream, ours, the note
    assert "| `reduce` | C2 | partial | both | checked only for static shapes |" in text
    assert "| `send` | C2 | not enforced | spec check | repeated sources pass |" in text
    assert "| `compare` | C2 | not enforced | - | nothing looks at it |" in text
    assert "| `add` | C1 |" not in text  # enforced and tested by the verifier
    assert (
        "Upstream: 3 enforced, 1 partial, 1 relaxed, 3 not enforced. Ours: 4 verifier only, "
        "2 spec check only, 1 both, 1 untested (exempt)."
    ) in text
    assert "- not yet moved to the spec check (2): `reduce` C1; `send` C1" in text
    # the negative-test counts take both kinds of file: add 1 + 1, reduce 2 + 1;
    # add's two infer tests: a return-types query and a reify query
    assert "| `add` | types | operand | - | 2 | 2 | 2 | 2 | 0 | yes |" in text
    assert "| `reduce` | types | - | yes | - | 3 | 2 | 2 | 0 |  |" in text


def test_an_untested_constraint_says_where_its_test_belongs(tree):
    tree.edit("tests/status/spec_exemptions.txt", "compare C2: upstream does not check it, and neither do we\n", "")
    tree.edit("tests/stablehlo/ops_invalid.mlir", "// spec: C1\n", "")
    result = tree.check()
    assert result.returncode == 1
    assert (
        "op_status: compare C1: no negative test names it and no exemption says why; add a "
        "case naming (C1) to a *_invalid.mlir file (upstream enforces it)"
    ) in result.stderr
    assert (
        "op_status: compare C2: no negative test names it and no exemption says why; add a "
        "case naming (C2) to a file run with --stablehlo-check-spec (upstream not enforced)"
    ) in result.stderr


def test_ops_are_read_as_tablegen_records(tree):
    """llvm-tblgen --dump-json gives the records: an interface declared
    through DeclareOpInterfaceMethods counts, a class name alone does not."""
    td = "runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td"
    tree.edit(
        td,
        "def Stablehlo_SendOp",
        'def Stablehlo_WhileOp : Stablehlo_Op<"while", [\n'
        "    DeclareOpInterfaceMethods<InferShapedTypeOpInterface>]> {\n}\n\n"
        "class Stablehlo_InferredOp<string mnemonic> : Stablehlo_Op<mnemonic>;\n"
        'def Stablehlo_TanOp : Stablehlo_InferredOp<"tan"> {\n}\n\n'
        "def Stablehlo_SendOp",
    )
    tree.regenerate()
    text = tree.read("docs/status.md")
    assert re.search(r"^\| `while` \| shape \| - \| - \|", text, re.M), text
    # Named like an inferring class, but without the interface: no shape function.
    assert re.search(r"^\| `tan` \| - \| - \| - \|", text, re.M), text


def test_reify_is_read_from_the_records(tree):
    """`computed` comes from the Stablehlo_ReifiedFromOperands mixin of the
    op's record, `operand` from a Stablehlo_ResultShapeOf trait; the tool
    keeps no list of its own."""
    td = "runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td"
    text = tree.read("docs/status.md")
    assert re.search(r"^\| `send` \| types \| - \|", text, re.M), text
    assert re.search(r"^\| `add` \| types \| operand \|", text, re.M), text
    tree.edit(
        td,
        'Stablehlo_Op<"send", [InferTypeOpAdaptor]> {',
        'Stablehlo_Op<"send", [InferTypeOpAdaptor]>, Stablehlo_ReifiedFromOperands {',
    )
    result = tree.check()
    assert result.returncode == 1 and "docs/status.md is stale" in result.stderr, result.stderr
    tree.regenerate()
    text = tree.read("docs/status.md")
    assert re.search(r"^\| `send` \| types \| computed \|", text, re.M), text
    assert re.search(r"^\| `reduce` \| types \| - \|", text, re.M), text
    source = open(TOOL, encoding="utf-8").read()
    assert "REIFIED_FROM_OPERANDS" not in source and "transpose concatenate" not in source


REIFY = "tests/stablehlo/infer_components_reify.mlir"


def test_a_reifying_op_needs_a_reify_test(tree):
    """An op marked `operand` or `computed` whose reification no
    reify_return_type_shapes query checks is a problem; a query that expects
    an error does not count."""
    tree.edit(
        REIFY,
        '  %1 = "hlo_test_infer.reify_return_type_shapes"(%0)',
        '  // expected-error @+1 {{no reification}}\n  %1 = "hlo_test_infer.reify_return_type_shapes"(%0)',
    )
    result = tree.check()
    assert result.returncode == 1
    assert (
        "add: marked as reifying its result shape (operand) but no reify_return_type_shapes query" in result.stderr
    ), result.stderr


def test_a_reify_test_needs_the_ops_mark(tree):
    """A reify_return_type_shapes query of an op whose record says nothing
    of how it reifies is a problem: the Reify column would be wrong."""
    text = tree.read(REIFY)
    tree.write(
        REIFY,
        text
        + (
            "func.func @reify_send(%a: tensor<?xf32>, %t: !stablehlo.token) -> tensor<1xindex> {\n"
            "  %0 = stablehlo.send %a, %t : tensor<?xf32>\n"
            '  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xf32>) -> tensor<1xindex>\n'
            "  return %1 : tensor<1xindex>\n}\n"
        ),
    )
    result = tree.check()
    assert result.returncode == 1
    assert "send: infer_components_reify.mlir reifies its result shape, but its record has neither" in result.stderr, (
        result.stderr
    )


def test_a_broken_td_names_the_tblgen_error(tree):
    td = "runtime/include/stablehlo/Dialect/Stablehlo/StablehloOps.td"
    tree.edit(td, "def Stablehlo_SendOp", "def Stablehlo_SendOp : Undefined_Base;\ndef Stablehlo_Send2Op")
    result = tree.check()
    assert result.returncode == 1
    assert "op_status: `/usr/lib/llvm-22/bin/llvm-tblgen --dump-json" in result.stderr
    assert "Undefined_Base" in result.stderr
