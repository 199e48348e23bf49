"""VHLO text, ours against jaxlib's (upstream StableHLO's VHLO dialect).

jaxlib registers no VHLO dialect in JAX's context, but loads it when it reads
a portable artifact; after reading one, its parser takes VHLO text. Two kinds
of case:
  - refusals: each `// -----` chunk of the VHLO lit files in REFUSALS is
    parsed and verified by our stablehlo-opt and by jaxlib; the errors
    (line, column, message, in order) must be the same, or both accept the
    chunk without one. A chunk that both accept with an error (a dict_v1
    key that is no VHLO attribute: upstream reports it and goes on) counts
    the same way.
  - prints: each program in PRINTS, in generic form, is printed by both in
    the pretty form; the texts must be the same (vhlo.func_v1's own form).
    Only programs jaxlib's printer can print are here: it crashes on a
    func_v1 whose sym_name or function_type its form cannot say, which ours
    prints in the attribute dictionary (tests/vhlo/func_v1_syntax.mlir).
  - reads: what we print of each file in READS (those dictionary cases
    among them) is read by jaxlib as the same program: its generic print
    is ours.
Run by ctest (tests/interop/CMakeLists.txt); exits 1 with what differs.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

BUILD = os.environ.get("STABLEHLO_BUILD_DIR")
SOURCE = os.environ.get("STABLEHLO_SOURCE_DIR")
if not BUILD or not SOURCE:
    sys.exit("error: STABLEHLO_BUILD_DIR and STABLEHLO_SOURCE_DIR are not set; run through ctest")
OPT = os.path.join(BUILD, "bin", "stablehlo-opt")
PRIMER = os.path.join(
    SOURCE, "tests", "data", "upstream-artifacts", "stablehlo-1.20.0", "stablehlo_legalize_to_vhlo.0_18_0.mlir.bc"
)
REFUSALS = [
    "tests/vhlo/vhlo_attr_checks_invalid.mlir",
    "tests/vhlo/vhlo_record_names_invalid.mlir",
    "tests/vhlo/vhlo_type_checks_invalid.mlir",
    "tests/vhlo/func_v1_syntax_invalid.mlir",
]

READS = ["tests/vhlo/func_v1_syntax.mlir"]

SIGNATURE = "arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>"
PRINTS = [
    (
        "a function with arguments, results and attributes",
        '"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{#vhlo.string_v1<"a"> = '
        "#vhlo.integer_v1<3 : i64>}>]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, "
        "!vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, "
        'sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({\n'
        "^bb0(%a: !vhlo.tensor_v1<!vhlo.f32_v1>, %b: !vhlo.tensor_v1<2x!vhlo.i32_v1>):\n"
        '  %0 = "vhlo.add_v1"(%a, %a) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> '
        "!vhlo.tensor_v1<!vhlo.f32_v1>\n"
        '  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()\n'
        '}) {mhlo.sharding = #vhlo.string_v1<"{replicated}">} : () -> ()\n',
    ),
    (
        "no arguments, no results, a quoted name",
        f'"vhlo.func_v1"() <{{{SIGNATURE}, function_type = #vhlo.type_v1<!vhlo.func_v1<(()) -> ()>>, '
        'sym_name = #vhlo.string_v1<"no results">, sym_visibility = #vhlo.string_v1<"private">}> ({\n'
        '  "vhlo.return_v1"() : () -> ()\n}) : () -> ()\n',
    ),
    (
        "a declaration without inputs",
        f'"vhlo.func_v1"() <{{{SIGNATURE}, function_type = #vhlo.type_v1<!vhlo.func_v1<(()) -> '
        '!vhlo.tensor_v1<!vhlo.f32_v1>>>, sym_name = #vhlo.string_v1<"decl">, '
        'sym_visibility = #vhlo.string_v1<"private">}> ({\n}) : () -> ()\n',
    ),
    (
        "two blocks",
        f'"vhlo.func_v1"() <{{{SIGNATURE}, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.bool_v1) -> ()>>, '
        'sym_name = #vhlo.string_v1<"b">, sym_visibility = #vhlo.string_v1<"">}> ({\n'
        '^bb0(%c: !vhlo.bool_v1):\n  "vhlo.return_v1"() : () -> ()\n^bb1:\n  "vhlo.return_v1"() : () -> ()\n'
        "}) : () -> ()\n",
    ),
    (
        "a dict_v1 with a builtin key and a result_accuracy_v1",
        f'"vhlo.func_v1"() <{{{SIGNATURE}, function_type = #vhlo.type_v1<!vhlo.func_v1<(()) -> ()>>, '
        'sym_name = #vhlo.string_v1<"d">, sym_visibility = #vhlo.string_v1<"">}> ({\n'
        '  "vhlo.return_v1"() : () -> ()\n}) {d = #vhlo.dict_v1<{"k" = #vhlo.bool_v1<true>}>, '
        "r = #vhlo.result_accuracy_v1<atol = 1.000000e+00, rtol = 0.000000e+00, ulps = 2, "
        "mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>} : () -> ()\n",
    ),
]

# jaxlib, in one worker process for the cases from index START on: one JSON
# line per case, flushed, so that a crash loses only the case it happened on
# (the next worker goes on after it).
JAXLIB = r"""
import json, re, sys
from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo
cases, start, primer = json.load(open(sys.argv[1])), int(sys.argv[2]), sys.argv[3]
ctx = jax_mlir.make_ir_context()
errors = []
def handler(d):
    if d.severity == ir.DiagnosticSeverity.ERROR:
        m = re.search(r":(\d+):(\d+)", str(d.location))
        errors.append([int(m.group(1)), int(m.group(2)), d.message] if m else [0, 0, d.message])
    return True
with ctx, ir.Location.unknown(ctx):
    stablehlo.deserialize_portable_artifact(ctx, open(primer, "rb").read())
    ctx.emit_error_diagnostics = True
    ctx.attach_diagnostic_handler(handler)
    for i in range(start, len(cases)):
        mode, text = cases[i]
        errors.clear()
        printed = ""
        try:
            module = ir.Module.parse(text)
            if module.operation.verify() and mode == "print":
                printed = str(module)
            elif mode == "generic":
                printed = module.operation.get_asm(print_generic_op_form=True)
            del module
        except ir.MLIRError:
            pass
        print(json.dumps({"i": i, "errors": list(errors), "text": printed}), flush=True)
"""

OURS = re.compile(r"^[^\n]*?:(\d+):(\d+): error: (.*)$", re.M)


def chunks(rel: str) -> list:
    """(line of the chunk in the file, text) per `// -----` chunk; each chunk
    is given line numbers of its own, as --split-input-file gives them. Its
    comment lines are emptied (stablehlo-opt checks `expected-error` lines
    it finds)."""
    out, start, lines = [], 1, []
    for n, line in enumerate(open(os.path.join(SOURCE, rel), encoding="utf-8").read().split("\n"), 1):
        if line.startswith("// -----"):
            out.append((start, "\n".join(lines)))
            start, lines = n + 1, []
        else:
            lines.append("" if line.lstrip().startswith("//") else line)
    out.append((start, "\n".join(lines)))
    return out


def jaxlib(cases: list, tmp: str) -> list:
    """jaxlib's {"errors", "text"} per (mode, text) case."""
    path = os.path.join(tmp, "cases.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(cases, f)
    results: list = [None] * len(cases)
    start = 0
    while start < len(cases):
        proc = subprocess.run([sys.executable, "-c", JAXLIB, path, str(start), PRIMER], capture_output=True, text=True)
        for line in proc.stdout.splitlines():
            if line.startswith("{"):
                out = json.loads(line)
                results[out["i"]] = out
        done = [i for i in range(start, len(cases)) if results[i] is not None]
        start = (done[-1] + 1) if done else start
        if start < len(cases) and proc.returncode != 0:
            results[start] = {"errors": [[0, 0, f"jaxlib crashed (exit {proc.returncode})"]], "text": ""}
            start += 1
        elif start < len(cases):
            sys.exit(f"error: the jaxlib worker stopped at case {start}: {proc.stderr[-2000:]}")
    return results


def ours(path: str, flags: list) -> tuple:
    proc = subprocess.run([OPT, *flags, path], capture_output=True, text=True)
    errors = [[int(ln), int(c), m] for ln, c, m in OURS.findall(proc.stderr)]
    if proc.returncode not in (0, 1):
        errors.append([0, 0, f"stablehlo-opt crashed (exit {proc.returncode})"])
    return errors, proc.stdout


def _lines(text: str) -> list:
    """The text's lines without trailing blanks and empty lines."""
    return [line.rstrip() for line in text.splitlines() if line.strip()]


def main() -> int:
    cases = []  # (mode, text, name)
    for rel in REFUSALS:
        for start, text in chunks(rel):
            if text.strip():
                cases.append(("refuse", text, f"{rel}:{start}"))
    for name, text in PRINTS:
        cases.append(("print", text, f"print {name}"))
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for rel in READS:
            pretty = subprocess.run([OPT, os.path.join(SOURCE, rel)], capture_output=True, text=True)
            if pretty.returncode != 0:
                sys.exit(f"error: stablehlo-opt does not read {rel}: {pretty.stderr[-2000:]}")
            cases.append(("generic", pretty.stdout, f"read what we print of {rel}"))
        theirs_all = jaxlib([[mode, text] for mode, text, _ in cases], tmp)
        path = os.path.join(tmp, "case.mlir")
        for (mode, text, name), theirs in zip(cases, theirs_all):
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            errors, printed = ours(path, ["--mlir-print-op-generic"] if mode == "generic" else [])
            if mode == "refuse":
                ok = theirs["errors"] == errors  # both accept, or the same errors
            else:
                ok = bool(theirs["text"]) and _lines(theirs["text"]) == _lines(printed) and theirs["errors"] == errors
            failures += not ok
            print(f"{'ok' if ok else 'FAIL'}: {name}: jaxlib {theirs['errors']}")
            if not ok:
                print(f"  ours {errors}")
                if mode != "refuse":
                    print(f"  jaxlib printed:\n{theirs['text']}\n  ours:\n{printed}")
    print(f"{len(cases) - failures} of {len(cases)} VHLO texts printed, read or refused as jaxlib does")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
