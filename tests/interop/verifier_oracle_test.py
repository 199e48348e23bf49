"""Tests of the verifier oracle's own machinery (verifier_oracle.py and
verifier_oracle_cases.py): cutting inputs into cases, the batch of our tool
and its line mapping, jaxlib's worker and what happens when one crashes, the
classification, the reasons file, and --check failing on a stale table or a
disagreement without a reason. Run by the interop interpreter (jaxlib) with
STABLEHLO_BUILD_DIR pointing at a build tree:

    verifier_oracle_test.py [-v]
"""

from __future__ import annotations

import io
import os
import sys
import tempfile
import textwrap
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import verifier_oracle as vo  # noqa: E402
import verifier_oracle_cases as vc  # noqa: E402


def read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def case(text: str, path: str = "t.mlir", line: int = 1, source: str = "lit", unreg: bool = False) -> vc.Case:
    lines = list(enumerate(textwrap.dedent(text).strip("\n").splitlines(), line))
    return vc.Case(source, path, line, lines, unreg, "chunk")


GOOD = """
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""
BAD_SHAPE = """
func.func @g(%a: tensor<2xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
"""


class Cutting(unittest.TestCase):
    def test_split_chunks(self):
        lines = list(enumerate(["a", "// -----", "b", "c", "// -----", "d"], 1))
        self.assertEqual([[n for n, _ in c] for c in vc.split_chunks(lines)], [[1], [3, 4], [6]])

    def test_functions_take_what_they_reference(self):
        text = textwrap.dedent("""\
            #loc = loc("x")
            func.func private @callee(%a: tensor<f32>) -> tensor<f32> {
              return %a : tensor<f32>
            }
            // a comment of @caller
            func.func @caller(%a: tensor<f32>) -> tensor<f32> {
              %0 = func.call @callee(%a) : (tensor<f32>) -> tensor<f32>
              return %0 : tensor<f32>
            }
            func.func @alone() {
              return
            }
            """)
        units = vc.split_functions(list(enumerate(text.splitlines(), 1)))
        self.assertEqual([start for start, _ in units], [2, 6, 10])
        caller = [t for _, t in units[1][1]]
        self.assertIn("func.func private @callee(%a: tensor<f32>) -> tensor<f32> {", caller)
        self.assertIn('#loc = loc("x")', caller)
        self.assertNotIn("func.func @alone() {", caller)
        self.assertNotIn("func.func @caller(%a: tensor<f32>) -> tensor<f32> {", [t for _, t in units[0][1]])

    def test_one_function_or_a_module_is_not_cut(self):
        one = list(enumerate(GOOD.strip().splitlines(), 1))
        self.assertIsNone(vc.split_functions(one))
        mod = list(enumerate(["module {", GOOD, GOOD.replace("@f", "@h"), "}"], 1))
        self.assertIsNone(vc.split_functions(mod))

    def test_vhlo_text(self):
        self.assertTrue(vc.is_vhlo_text([(1, '  %0 = "vhlo.add_v1"(%a, %a) : (...) -> ...')]))
        self.assertTrue(vc.is_vhlo_text([(1, "vhlo.func_v1 @main(%a: !vhlo.tensor_v1<!vhlo.f32_v1>) {")]))
        self.assertFalse(vc.is_vhlo_text([(1, "// CHECK: vhlo.add_v1"), (2, "%0 = stablehlo.add %a, %a")]))

    def test_run_lines(self):
        cmds = vc.run_commands(
            "// RUN: not stablehlo-opt %s --split-input-file 2>&1 | FileCheck %s\n"
            "// RUN: stablehlo-translate --deserialize %t.bc | stablehlo-opt\n"
            "// RUN: stablehlo-translate --serialize --target=1.0.0 \\\n"
            "// RUN:   %t/a.mlir -o %t.bc\n"
        )
        readers = [c for c in cmds if vc.reads_stablehlo_text(c)]
        self.assertEqual([vc.command_inputs(c) for c in readers], [["%s"], [], ["%t/a.mlir"]])

    def test_comments_are_blanked_for_the_tools(self):
        c = case("// expected-error @+1 {{x}}\n" + GOOD.strip())
        self.assertEqual(c.text.splitlines()[0], "")
        self.assertEqual(len(c.text.splitlines()), len(c.lines))


class Tools(unittest.TestCase):
    def test_ours_maps_errors_to_their_cases(self):
        cases = [case(GOOD, line=1), case(BAD_SHAPE, line=10), case(GOOD, line=20), case(BAD_SHAPE, line=30)]
        out = vo.run_ours(cases)
        self.assertEqual([r["verdict"] for r in out], ["accept", "refuse", "accept", "refuse"])
        self.assertEqual([cases[i].file_line(out[i]["line"]) for i in (1, 3)], [11, 31])
        self.assertIn("stablehlo.add", out[1]["message"])
        self.assertNotIn("^", out[1]["message"])  # no source snippet in the message

    def test_a_crash_of_ours_is_the_verdict_of_its_case(self):
        with tempfile.TemporaryDirectory() as tmp:
            fake = os.path.join(tmp, "bin", "stablehlo-opt")
            os.makedirs(os.path.dirname(fake))
            with open(fake, "w") as f:  # crashes on any input that holds CRASH
                f.write('#!/bin/sh\nfor a; do f=$a; done\nif grep -q CRASH "$f"; then kill -SEGV $$; fi\nexit 0\n')
            os.chmod(fake, 0o755)
            saved = vo.BUILD
            vo.BUILD = tmp
            try:
                out = vo.run_ours([case(GOOD), case("CRASH"), case(GOOD), case(GOOD), case("CRASH")])
            finally:
                vo.BUILD = saved
        self.assertEqual([r["verdict"] for r in out], ["accept", "crash", "accept", "accept", "crash"])

    def test_jaxlib_verdicts(self):
        out, version = vo.run_jaxlib([case(GOOD), case(BAD_SHAPE)])
        self.assertRegex(version, r"^\d+\.\d+\.\d+$")
        self.assertEqual([r["verdict"] for r in out], ["accept", "refuse"])
        self.assertEqual(out[1]["line"], 2)
        self.assertIn("'stablehlo.add' op", out[1]["message"])

    def test_jaxlib_judges_quantized_programs(self):
        q = (
            "func.func @q(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {\n"
            "  %0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32, 1.0>>\n"
            "  return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>\n}"
        )
        bad = q.replace(
            "%0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32, 1.0>>",
            "%0 = stablehlo.add %a, %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>, "
            "tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<3x!quant.uniform<i8:f32, 1.0>>",
        )
        out, _ = vo.run_jaxlib([case(q), case(bad), case(q, unreg=True)])
        self.assertTrue(all(r["quant"] for r in out))
        self.assertEqual([r["verdict"] for r in out], ["accept", "refuse", "accept"])
        self.assertIn("quant.uniform<i8:f32", out[1]["message"])
        self.assertNotIn("unregistered dialect", out[1]["message"])

    def test_a_crashing_worker_is_the_verdict_of_its_case_and_the_rest_go_on(self):
        with tempfile.TemporaryDirectory() as tmp:
            fake = os.path.join(tmp, "worker.py")
            with open(fake, "w") as f:
                f.write(
                    textwrap.dedent("""\
                    import json, os, sys
                    assert len(sys.argv) == 4 and os.path.exists(sys.argv[3])  # cases, start, primer
                    print(json.dumps({"version": "9.9.9"}), flush=True)
                    cases = [json.loads(l) for l in open(sys.argv[1])]
                    for i in range(int(sys.argv[2]), len(cases)):
                        if "CRASH" in cases[i]["text"]:
                            os._exit(139)
                        print(json.dumps({"i": i, "verdict": "accept", "line": 0, "message": ""}), flush=True)
                    """)
                )
            saved = vo.JAXLIB_WORKER
            vo.JAXLIB_WORKER = [sys.executable, fake]
            try:
                out, version = vo.run_jaxlib([case(GOOD), case("CRASH"), case(GOOD), case("CRASH")])
            finally:
                vo.JAXLIB_WORKER = saved
        self.assertEqual(version, "9.9.9")
        self.assertEqual([r["verdict"] for r in out], ["accept", "crash", "accept", "crash"])

    def test_a_worker_that_does_not_start_is_an_error(self):
        saved = vo.JAXLIB_WORKER
        vo.JAXLIB_WORKER = [sys.executable, "-c", "import sys; sys.exit('no jax here')"]
        try:
            with redirect_stderr(io.StringIO()) as err, self.assertRaises(SystemExit):
                vo.run_jaxlib([case(GOOD)])
        finally:
            vo.JAXLIB_WORKER = saved
        self.assertIn("the jaxlib worker did not start", err.getvalue())

    def test_missing_tools_are_an_error(self):
        saved = vo.BUILD
        vo.BUILD = "/nonexistent-build"
        try:
            with redirect_stderr(io.StringIO()) as err, self.assertRaises(SystemExit):
                vo.run_ours([case(GOOD)])
        finally:
            vo.BUILD = saved
        self.assertIn("/nonexistent-build/bin/stablehlo-opt does not exist", err.getvalue())


def verdict(v: str, msg: str = "", line: int = 1, unreg: bool = False) -> dict:
    return {"verdict": v, "message": msg, "line": line if v != "accept" else 0, "unregistered": unreg}


class Classification(unittest.TestCase):
    def classify(self, cases, ours, jax, mins=None):
        saved = vo.minimum_versions
        vo.minimum_versions = lambda cs: [(mins or {}).get(c.id) for c in cs]
        try:
            return vo.classify(cases, ours, jax, "1.17.0")
        finally:
            vo.minimum_versions = saved

    def test_classes(self):
        cs = [case(GOOD, line=n) for n in range(1, 8)]
        rows = self.classify(
            cs,
            [
                verdict("accept"),
                verdict("refuse", "'stablehlo.add' op (C1) requires the same shape, got x"),
                verdict("refuse", "(C1) shapes differ"),
                verdict("refuse", "x"),
                verdict("accept"),
                verdict("accept"),
                verdict("accept"),
            ],
            [
                verdict("accept"),
                verdict("refuse", "requires the same shape"),
                verdict("refuse", "'stablehlo.add' op requires the same shape"),
                verdict("accept"),
                verdict("refuse", "y"),
                verdict("refuse", "z"),
                verdict(
                    "refuse",
                    "unregistered operation 'stablehlo.collective_reduce' found in dialect ('stablehlo') "
                    "that does not allow unknown operations",
                ),
            ],
            mins={"t.mlir:6": ("1.20.0", "something new")},
        )
        self.assertEqual(
            [(r["status"], r["cls"]) for r in rows],
            [
                ("agree", None),
                ("agree", None),
                ("open", "message"),
                ("open", "we-refuse"),
                ("open", "we-accept"),
                ("version", None),
                ("version", None),
            ],
        )
        self.assertEqual(rows[5]["needs"], ("1.20.0", "something new"))
        self.assertEqual(rows[6]["needs"][0], "1.19.0")  # from generated/schema-facts.json

    def test_a_program_holding_an_op_newer_than_jaxlib_is_a_version_difference(self):
        saved = vo.op_since
        vo.op_since = lambda: {"stablehlo.add": "0.9.0", "stablehlo.brand_new": "1.21.0"}
        try:
            new = case(GOOD.replace("stablehlo.add", "stablehlo.brand_new"))
            rows = self.classify(
                [new, case(GOOD, line=2)],
                [verdict("refuse", "x")] * 2,
                [verdict("refuse", "unknown StableHLO attribute")] * 2,
            )
        finally:
            vo.op_since = saved
        self.assertEqual([(r["status"], r["cls"]) for r in rows], [("version", None), ("open", "message")])
        self.assertEqual(rows[0]["needs"], ("1.21.0", "stablehlo.brand_new was introduced in 1.21.0"))

    def test_a_verifier_error_on_an_op_changed_after_jaxlib_is_a_version_difference(self):
        """Both refuse on the same line and jaxlib's error names an op whose
        newest version is newer than jaxlib: jaxlib verifies the older op.
        Our error must be a verifier's (the op's words or a label); a parse
        error of ours on that line stays open."""
        saved = vo.op_latest
        vo.op_latest = lambda: {"stablehlo.add": ("1.20.0", "add_v2")}
        try:
            rows = self.classify(
                [case(GOOD, line=n) for n in (1, 10, 20)],
                [
                    verdict("refuse", "(C3) add requires x", 2),
                    verdict("refuse", "expected ','", 2),
                    verdict("refuse", "(C3) add requires x", 3),
                ],
                [verdict("refuse", "'stablehlo.add' op requires one result", 2)] * 3,
            )
        finally:
            vo.op_latest = saved
        self.assertEqual(
            [(r["status"], r["cls"]) for r in rows], [("version", None), ("open", "message"), ("open", "message")]
        )
        self.assertEqual(rows[0]["needs"][0], "1.20.0")
        self.assertIn("changed in 1.20.0 (vhlo.add_v2)", rows[0]["needs"][1])

    def test_an_old_enough_program_is_no_version_difference(self):
        rows = self.classify(
            [case(GOOD)], [verdict("accept")], [verdict("refuse", "y")], mins={"t.mlir:1": ("1.17.0", "")}
        )
        self.assertEqual((rows[0]["status"], rows[0]["cls"]), ("open", "we-accept"))

    def test_dialects_jaxlib_lacks_are_not_judged(self):
        q = case("func.func @q(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {\n  return\n}")
        rows = self.classify(
            [q, q, case(GOOD)],
            [verdict("accept")] * 3,
            [
                verdict("refuse", '`!"quant"<"uniform<i8:f32, 1.0>">` type created with unregistered dialect.'),
                verdict("refuse", "'stablehlo.add' op operand #0 must be ranked tensor", unreg=True),
                verdict("refuse", "Dialect `linalg' not found for custom op 'linalg.map' "),
            ],
        )
        self.assertEqual(
            [(r["status"], r["dialect"]) for r in rows],
            [("excluded", "quant"), ("excluded", "quant"), ("excluded", "linalg")],
        )

    def test_width_lists_of_types_newer_than_jaxlib(self):
        """A float or integer type newer than jaxlib adds its width to our
        messages; they agree with jaxlib's when read without it, and only
        then."""

        def t(builtin, since, mlir=None, element=True):
            return {"builtin": builtin, "since": since, "mlir": mlir, "tensor_element": element}

        facts = {
            "types": [
                t("f16", "0.9.0", "Float16Type"),
                t("f32", "0.9.0", "Float32Type"),
                t("i8", "0.9.0"),
                t("ui8", "0.9.0"),
                t("i1", "0.9.0", element=False),
                t("f80", "1.21.0", "Float80Type"),
                t("i128", "1.21.0"),
                t("tf32", "1.6.0", "FloatTF32Type", element=False),
            ]
        }
        pairs = vo.element_summaries("1.17.0", facts)
        self.assertEqual(
            pairs,
            [
                ("16/32/80-bit float", "16/32-bit float"),
                ("8/128-bit integer", "8-bit integer"),
                ("8/128-bit signless integer", "8-bit signless integer"),
            ],
        )
        self.assertEqual(vo.element_summaries("1.21.0", facts), [])
        ours = "operand #0 must be ranked tensor of 16/32/80-bit float or 8/128-bit integer values"
        self.assertEqual(
            vo.in_jaxlib_words(ours, pairs),
            "operand #0 must be ranked tensor of 16/32-bit float or 8-bit integer values",
        )
        saved = vo.element_summaries
        vo.element_summaries = lambda version: pairs
        try:
            rows = self.classify(
                [case(GOOD), case(GOOD, line=2)],
                [verdict("refuse", ours), verdict("refuse", ours.replace("16/", "8/"))],
                [verdict("refuse", "must be ranked tensor of 16/32-bit float")] * 2,
            )
        finally:
            vo.element_summaries = saved
        self.assertEqual([(r["status"], r["cls"]) for r in rows], [("agree", None), ("open", "message")])


class Reasons(unittest.TestCase):
    def load(self, text: str):
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
            f.write(text)
        try:
            return vo.load_reasons(f.name)
        finally:
            os.unlink(f.name)

    def test_good_lines(self):
        reasons, problems = self.load('# comment\n\n"a.mlir:3": "issue 23: x (C1): y \\"z\\""\n')
        self.assertEqual(problems, [])
        self.assertEqual(reasons, {"a.mlir:3": 'issue 23: x (C1): y "z"'})

    def test_bad_lines(self):
        _, problems = self.load(
            '"a.mlir:3": "no issue named"\na.mlir:4: issue 23\n"a.mlir:5": "issue 25: x"\n"a.mlir:5": "issue 25: y"\n'
        )
        self.assertEqual(len(problems), 3, problems)
        self.assertIn("names no issue", problems[0])
        self.assertIn('expected `"path:line": "reason"`', problems[1])
        self.assertIn("has a reason already", problems[2])

    def test_missing_file(self):
        _, problems = vo.load_reasons("/nonexistent/oracle_reasons.yaml")
        self.assertIn("does not exist", problems[0])


class Check(unittest.TestCase):
    """--check against a table and reasons in a temporary directory, with
    a collection of three small cases (one open disagreement)."""

    def run_main(self, *args):
        out, err = io.StringIO(), io.StringIO()
        saved = sys.argv
        sys.argv = ["verifier_oracle.py", *args]
        try:
            with redirect_stdout(out), redirect_stderr(err):
                try:
                    rc = vo.main()
                except SystemExit as e:
                    rc = e.code if isinstance(e.code, int) else 1
        finally:
            sys.argv = saved
        return rc, err.getvalue()

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.saved = (vo.DOC, vo.REASONS, vo.collect, vo.run_ours, vo.run_jaxlib)
        vo.DOC = os.path.join(self.tmp.name, "verifier-oracle.md")
        vo.REASONS = os.path.join(self.tmp.name, "oracle_reasons.yaml")
        cases = [case(GOOD, "a.mlir", 1), case(BAD_SHAPE, "a.mlir", 10), case(GOOD, "a.mlir", 20)]

        def collect():
            coll = vc.Collection()
            coll.cases = list(cases)
            return coll

        # The verdicts are given: this tests --check, not the tools.
        vo.collect = collect
        vo.run_ours = lambda cs: [verdict("accept"), verdict("refuse", "(C1) ours", 2), verdict("refuse", "ours", 1)]
        vo.run_jaxlib = lambda cs: ([verdict("accept"), verdict("refuse", "theirs", 2), verdict("accept")], "1.17.0")
        with open(vo.REASONS, "w") as f:
            f.write('"a.mlir:10": "issue 25: add (C1): phrase"\n"a.mlir:20": "issue 23: bounds: negative"\n')

    def tearDown(self):
        vo.DOC, vo.REASONS, vo.collect, vo.run_ours, vo.run_jaxlib = self.saved
        self.tmp.cleanup()

    def test_write_then_check(self):
        self.assertEqual(self.run_main("--write")[0], 0)
        rc, err = self.run_main("--check")
        self.assertEqual(rc, 0, err)
        doc = read(vo.DOC)
        self.assertIn("| a.mlir:20 | refuse (line 20): ours | accept | issue 23: bounds: negative |", doc)
        self.assertIn(
            "| a.mlir:10 | refuse (line 11): (C1) ours | refuse (line 11): theirs | issue 25: add (C1): phrase |", doc
        )
        self.assertIn("issue 23: bounds: negative", doc)

    def test_stale_table(self):
        self.run_main("--write")
        with open(vo.DOC, "a") as f:
            f.write("edited by hand\n")
        rc, err = self.run_main("--check")
        self.assertEqual(rc, 1)
        self.assertIn("verifier-oracle.md is stale", err)

    def test_missing_table(self):
        rc, err = self.run_main("--check")
        self.assertEqual(rc, 1)
        self.assertIn("verifier-oracle.md is stale", err)

    def test_disagreement_without_reason(self):
        with open(vo.REASONS, "w") as f:
            f.write('"a.mlir:10": "issue 25: add (C1): phrase"\n')
        self.run_main("--write")
        rc, err = self.run_main("--check")
        self.assertEqual(rc, 1)
        self.assertIn("a.mlir:20: an open disagreement with no reason", err)
        self.assertIn("**no reason**", read(vo.DOC))

    def test_reason_for_no_disagreement(self):
        with open(vo.REASONS, "a") as f:
            f.write('"a.mlir:1": "issue 23: agrees already"\n')
        self.run_main("--write")
        rc, err = self.run_main("--check")
        self.assertEqual(rc, 1)
        self.assertIn("a.mlir:1: has a reason", err)

    def test_rekey_follows_a_moved_case(self):
        self.run_main("--write")
        cases = vo.collect().cases
        moved = [cases[0], case(BAD_SHAPE, "a.mlir", 15), case(GOOD, "a.mlir", 25)]
        vo.collect = lambda: vc.Collection(cases=moved)
        rc, err = self.run_main("--check")
        self.assertEqual(rc, 1)
        self.assertIn("a.mlir:15: an open disagreement with no reason", err)
        self.assertEqual(self.run_main("--rekey")[0], 0)
        self.assertEqual(set(vo.load_reasons(vo.REASONS)[0]), {"a.mlir:15", "a.mlir:25"})
        self.run_main("--write")
        self.assertEqual(self.run_main("--check")[0], 0)

    def test_show_unknown_case(self):
        rc, err = self.run_main("--show", "a.mlir:999")
        self.assertEqual(rc, 1)
        self.assertIn("no case a.mlir:999", err)


if __name__ == "__main__":
    unittest.main()
