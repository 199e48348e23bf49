"""Plain MLIR bytecode of StableHLO programs (`.mlirbc`, what
`stablehlo-opt --emit-bytecode` and jaxlib's `Operation.write_bytecode` write;
not portable artifacts) crosses between our tools and jaxlib both ways: the
StableHLO dialect's own attribute and type encoding
(schema/stablehlo_bytecode.yaml) and the ops' properties are read as written.

A. Ours -> jaxlib, every op with non-default attributes. Each program of
   generated/tests/ops/*.mlir (one VHLO op version, every attribute set to a
   sample value that need not make sense) is converted by stablehlo-opt to
   StableHLO without verification (`--mlir-very-unsafe-disable-verifier-on-
   parsing --verify-each=false --vhlo-to-version=target=current
   --vhlo-legalize-to-stablehlo`), printed as generic text with its
   locations (`--mlir-print-debuginfo`: both parses below then give the same
   locations, so no file name needs normalizing) and written as bytecode by
   the same command with `--emit-bytecode`. jaxlib (in a context made as jax
   makes it, with its quant dialect loaded by reading a primer artifact)
   parses the text and the bytecode; it verifies on parse, so most samples
   are refused. Each outcome is ("ok", the module printed generic with
   locations), ("error", the diagnostics: severity, location, message and
   notes, without the note jaxlib adds for bytecode, "in bytecode version N
   produced by: ...") or ("crash", jaxlib's last line on stderr: it aborts
   with an LLVM ERROR on some samples, e.g. printing out-of-range convolution
   dimensions, so these parses run in a worker process, restarted after a
   crash). jaxlib's verifier errors carry a note "see current operation:
   ..." that prints the failing op generically with every attribute, so a
   misread attribute shows in an error too. The two outcomes must be equal;
   a difference is a misread and fails, naming the file and both outcomes.
   Not compared, listed with both outcomes: files whose text jaxlib's parser
   refuses before any op exists (the error is at a position in the text,
   never at an op's location; e.g. out-of-range convolution dimensions print
   as `?`). Programs our tool does not convert are listed ("not converted",
   with the reason). Ops newer than jaxlib (an op whose newest version in
   generated/schema-facts.json is since a release after jaxlib's
   stablehlo.get_current_version()) have another StableHLO form in jaxlib
   (other properties): their files are listed with jaxlib's outcome for our
   bytecode, never failed and never skipped silently. For every file, newer
   or not, our stablehlo-opt reads our bytecode back (without verification)
   to the same generic text.
B. jaxlib -> ours. Every catalogue program (JAX's artifact in the interop
   cache, read by jaxlib's deserialize_portable_artifact), every function of
   the StableHLO lit tests tests/stablehlo/bytecode_roundtrip.mlir and
   tests/data/upstream-printed/stablehlo_legalize_to_vhlo.1_13_0.stablehlo.mlir
   (each function as a module of its own, parsed by jaxlib; the functions
   jaxlib refuses are counted and listed) and three crafted programs (CRAFTED:
   chlo ops, a dot algorithm without tf32, replica groups given by mesh axes
   and bounds): jaxlib writes the module as bytecode and prints it as
   generic text with locations (generic, so every location is explicit: the
   custom syntax omits some block arguments' locations). jaxlib 0.10.2 writes
   bytecode version 6, the newest our MLIR 22.1 reads; a jaxlib writing a
   newer one is asked for 6 (desired_version) and the count is printed. Our
   stablehlo-opt reads the bytecode and the text and prints each generic with
   locations: the prints must be equal. A program with chlo ops must be
   refused by our tool (exit code 1, never a crash) with an error naming the
   dialect `chlo`. Listed, not failed, with our error: programs holding an
   op newer than jaxlib (their properties are laid out otherwise, so our
   reader refuses or misreads jaxlib's). Programs holding a builtin type that
   jaxlib's MLIR writes under a code MLIR 22.1 lacks (NEWER_BUILTIN_TYPE_CODES:
   tf32, the float8, float6 and float4 types; MLIR 22.1 writes them as text)
   are compared like the rest (our readers rewrite those entries as text
   before MLIR reads them), and their number is printed per type. Any other
   refusal or difference fails.
C. Ours -> jaxlib on the programs of B. Our stablehlo-opt reads the text
   jaxlib printed in B and writes bytecode (`--emit-bytecode`); jaxlib parses
   it (in the worker) and prints it generic with locations, which must equal
   jaxlib's own print of the module. Programs holding an op newer than jaxlib
   (as in A) are listed instead of failed, and their number printed.

Each part prints its figures (programs checked, equal, listed) and which of
the StableHLO attributes and types of schema/stablehlo_bytecode.yaml the
programs compared equal hold, so that a kind no program exercises shows.

Usage: test_stablehlo_bytecode.py [--only=NAMES] (catalogue entries).
"""

import glob
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import time

import harness

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo as jaxlib_stablehlo

# An artifact with a per-axis quantized type: reading it loads jaxlib's quant
# dialect, which JAX's context does not register otherwise.
QUANT_PRIMER = os.path.join(
    harness.SOURCE,
    "tests",
    "data",
    "upstream-artifacts",
    "stablehlo-1.20.0",
    "stablehlo_legalize_to_vhlo.0_18_0.mlir.bc",
)
OPS_DIR = os.path.join(harness.SOURCE, "generated", "tests", "ops")
LIT_FILES = [
    os.path.join("tests", "stablehlo", "bytecode_roundtrip.mlir"),
    os.path.join("tests", "data", "upstream-printed", "stablehlo_legalize_to_vhlo.1_13_0.stablehlo.mlir"),
]
# The newest bytecode version MLIR 22.1's reader reads.
OUR_BYTECODE_VERSION = 6
# Builtin type codes of jaxlib's MLIR that MLIR 22.1's builtin dialect
# reader does not know (it knows 0-20), with the type each one encodes: our
# readers rewrite them as text entries (readNewerBuiltinTypes).
NEWER_BUILTIN_TYPE_CODES = {
    21: "tf32",
    22: "f8E5M2",
    23: "f8E4M3",
    24: "f8E4M3FN",
    25: "f8E5M2FNUZ",
    26: "f8E4M3FNUZ",
    27: "f8E4M3B11FNUZ",
    28: "f8E3M4",
    29: "f4E2M1FN",
    30: "f6E2M3FN",
    31: "f6E3M2FN",
    32: "f8E8M0FNU",
}

CONVERT = [
    "--mlir-very-unsafe-disable-verifier-on-parsing",
    "--verify-each=false",
    "--vhlo-to-version=target=current",
    "--vhlo-legalize-to-stablehlo",
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
]
READ_BACK = [
    "--mlir-very-unsafe-disable-verifier-on-parsing",
    "--verify-each=false",
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
]
PRINT = ["--mlir-print-op-generic", "--mlir-print-debuginfo"]

# Programs for B and C that the catalogue and the lit functions lack: chlo
# ops (JAX's artifacts carry chlo only as composites' names), which our tools
# do not know; a dot algorithm without tf32 (the lit functions' use tf32);
# tf32 and the float6 types, which no catalogue program holds; replica
# groups given by mesh axes on an op jaxlib has in our form (the lit test has
# them on collective_broadcast, newer than jaxlib) and bounds.
CRAFTED = {
    "crafted:chlo": """func.func @main(%a: tensor<4xf32>, %b: tensor<8xf32>)
    -> (tensor<4xf32>, tensor<2xf32>) {
  %0 = chlo.erf %a : tensor<4xf32> -> tensor<4xf32>
  %1 = stablehlo.add %0, %a : tensor<4xf32>
  %2, %3 = chlo.top_k(%b, k = 2) : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi32>)
  return %1, %2 : tensor<4xf32>, tensor<2xf32>
}""",
    "crafted:dot_algorithm": """func.func @main(%a: tensor<2x3xbf16>, %b: tensor<3x4xbf16>)
    -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0],
         algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16,
                      accumulation_type = f32, lhs_component_count = 1,
                      rhs_component_count = 1, num_primitive_operations = 1,
                      allow_imprecise_accumulation = false>
       : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""",
    "crafted:newer_types": """func.func @main(%a: tensor<2x3xf6E2M3FN>, %b: tensor<3xf6E3M2FN>,
    %c: tensor<2x3xf32>, %d: tensor<3x4xf32>)
    -> (tensor<2x3xf6E2M3FN>, tensor<3xf6E3M2FN>, tensor<2x4xf32>) {
  %0 = stablehlo.dot_general %c, %d, contracting_dims = [1] x [0],
         algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32,
                      accumulation_type = f32, lhs_component_count = 1,
                      rhs_component_count = 1, num_primitive_operations = 1,
                      allow_imprecise_accumulation = false>
       : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %a, %b, %0 : tensor<2x3xf6E2M3FN>, tensor<3xf6E3M2FN>, tensor<2x4xf32>
}""",
    "crafted:mesh_axes": """func.func @main(%a: tensor<4xf32>, %b: tensor<?x3xf32, #stablehlo.bounds<5, ?>>)
    -> (tensor<4xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<
         mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>,
                                        #stablehlo.mesh_axis<name = "y", size = 4>],
                                device_ids = dense<[7, 6, 5, 4, 3, 2, 1, 0]> : tensor<8xi64>>,
         axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>,
                 #stablehlo.axis_ref<name = "x">]>,
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, use_global_device_ids}
     : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.abs %b : tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  return %0, %1 : tensor<4xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
}""",
}

BYTECODE_NOTE = re.compile(r"in bytecode version \d+ produced by: ")
GENERIC_OP = re.compile(r'"((?:stablehlo|chlo)\.\w+)"\(')


def short(text, n=300):
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[:n] + " ..."


def newer_ops(jaxlib_version):
    """{stablehlo op name: (newest VHLO mnemonic, its since)} of the ops whose
    newest version is since a release after jaxlib's."""
    with open(os.path.join(harness.SOURCE, "generated", "schema-facts.json")) as f:
        facts = json.load(f)
    newer = {}
    for op in facts["ops"]:
        dated = [v for v in op["versions"] if v["since"]]
        if not dated:
            continue
        last = max(dated, key=lambda v: harness.vkey(v["since"]))
        if harness.vkey(last["since"]) > harness.vkey(jaxlib_version):
            newer[op["stablehlo"]] = (last["mnemonic"], last["since"])
    return newer


def stablehlo_kinds():
    """[(sigil, mnemonic)] of every attribute and type the StableHLO dialect's
    bytecode encodes (schema/stablehlo_bytecode.yaml)."""
    kinds, sigil = [], None
    with open(os.path.join(harness.SOURCE, "schema", "stablehlo_bytecode.yaml")) as f:
        for line in f:
            if re.match(r"attributes:", line):
                sigil = "#"
            elif re.match(r"types:", line):
                sigil = "!"
            elif re.match(r"\S", line):
                sigil = None
            m = re.match(r"  (\w+):", line)
            if m and sigil:
                kinds.append((sigil, m.group(1)))
    if len(kinds) < 20:
        sys.exit("error: schema/stablehlo_bytecode.yaml: too few attributes and types found")
    return kinds


# How an attribute prints when not as `#stablehlo.<mnemonic><` or
# `#stablehlo<<mnemonic> `: bounds, and the parts of a mesh printed bare.
PRINTED_AS = {
    "type_extensions": r"#stablehlo\.bounds<",
    "mesh_axis": r"#stablehlo\.mesh<axes=\[<name = |#stablehlo\.mesh_axis<",
    "sub_axis_info": r"sub_axis_info = \(\d+\)\d+",
}


def kinds_in(text, kinds):
    """The StableHLO attributes and types (by mnemonic) printed in TEXT."""
    found = set()
    for sigil, m in kinds:
        pattern = PRINTED_AS.get(m) or (rf"#stablehlo\.{m}<|#stablehlo<{m} " if sigil == "#" else rf"!stablehlo\.{m}\b")
        if re.search(pattern, text):
            found.add(m)
    return found


def coverage(texts, kinds):
    found = set()
    for t in texts:
        found |= kinds_in(t, kinds)
    missing = [m for _, m in kinds if m not in found]
    return (
        f"{len(found)} of {len(kinds)} StableHLO attributes and types"
        f"{' (not: ' + ', '.join(missing) + ')' if missing else ''}"
    )


def opt(args, data):
    return harness.translate(args, data, tool=harness.OPT)


def opt_file(args, path):
    p = subprocess.run([harness.OPT, *args, path], capture_output=True, timeout=120)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace")


# ---------------------------------------------------------------------------
# jaxlib's side: in-process for what jaxlib writes, in a worker process for
# what it reads from us.


def diagnostics(diags, indent=""):
    """The diagnostics of an MLIRError as text, without jaxlib's bytecode note."""
    lines = []
    for d in diags:
        if BYTECODE_NOTE.match(d.message):
            continue
        sev = str(d.severity).rsplit(".", 1)[-1].lower()
        lines.append(f"{indent}{sev}: {d.location}: {d.message}")
        lines.extend(diagnostics(d.notes, indent + "  "))
    return lines


def jaxlib_parse(data):
    """(module, None) as jaxlib parses DATA (text or bytecode), or (None, error)."""
    ctx = harness.jaxlib_context()
    try:
        with ctx:
            return ir.Module.parse(data), None
    except ir.MLIRError as e:
        return None, "\n".join(diagnostics(e.error_diagnostics))
    except Exception as e:  # noqa: BLE001  anything else jaxlib raises
        return None, f"{type(e).__name__}: {short(e, 2000)}"


def generic(module):
    with harness.jaxlib_context():
        return module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True)


def jaxlib_outcome(data):
    """("ok", generic print with locations) or ("error", diagnostics)."""
    module, err = jaxlib_parse(data)
    return ("ok", generic(module)) if module is not None else ("error", err)


class JaxlibWorker:
    """jaxlib's parses of what our tool wrote, in a process of their own:
    jaxlib aborts (LLVM ERROR) on some nonsensical samples, e.g. when printing
    a convolution's dimension numbers in an error. A crash is an outcome,
    ("crash", the last line jaxlib wrote to stderr); the next parse starts a
    new worker."""

    def __init__(self, tmp):
        self.tmp = tmp
        self.proc = None
        self.crashes = 0

    def _start(self):
        self.err = open(os.path.join(self.tmp, "worker-stderr.txt"), "w+b")
        self.proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.err,
            text=True,
        )

    def outcome(self, data):
        path = os.path.join(self.tmp, "input.mlirbc" if isinstance(data, bytes) else "input.mlir")
        with open(path, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
        if self.proc is None:
            self._start()
        self.proc.stdin.write(path + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if line:
            return tuple(json.loads(line))
        self.proc.wait()
        self.err.seek(0)
        lines = self.err.read().decode(errors="replace").strip().splitlines()
        self.err.close()
        self.proc = None
        self.crashes += 1
        return ("crash", lines[-1] if lines else "(no message)")

    def close(self):
        if self.proc is not None:
            self.proc.stdin.close()
            self.proc.wait()
            self.err.close()
            self.proc = None


def worker():
    """Reads a path a line, answers an outcome a line (JSON) on the original
    stdout; anything jaxlib itself writes to stdout goes to stderr."""
    answers = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    load_quant_primer()
    for line in sys.stdin:
        path = line.rstrip("\n")
        if path.endswith(".mlirbc"):
            with open(path, "rb") as f:
                data = f.read()
        else:
            with open(path) as f:
                data = f.read()
        answers.write(json.dumps(jaxlib_outcome(data)) + "\n")
        answers.flush()


def bytecode_version(data):
    """The varint after the magic `ML\\xefR` (MLIR's prefix varint encoding)."""
    first = data[4]
    extra = (first & -first).bit_length() - 1 if first else 8
    value = int.from_bytes(data[4 : 5 + extra], "little")
    return value >> (extra + 1) if first else int.from_bytes(data[5:13], "little")


def jaxlib_bytecode(module, counts):
    with harness.jaxlib_context():
        buf = io.BytesIO()
        module.operation.write_bytecode(buf)
        data = buf.getvalue()
        version = bytecode_version(data)
        counts[version] = counts.get(version, 0) + 1
        if version > OUR_BYTECODE_VERSION:
            buf = io.BytesIO()
            module.operation.write_bytecode(buf, desired_version=OUR_BYTECODE_VERSION)
            data = buf.getvalue()
    return data


def load_quant_primer():
    ctx = harness.jaxlib_context()
    with open(QUANT_PRIMER, "rb") as f:
        primer = f.read()
    with ctx, ir.Location.unknown(ctx):
        jaxlib_stablehlo.deserialize_portable_artifact(ctx, primer)


def first_difference(a, b, names=("ours", "jaxlib")):
    al, bl = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(al, bl)):
        if x != y:
            return f"line {i + 1}: {names[0]} {short(x, 200)!r} / {names[1]} {short(y, 200)!r}"
    return f"{len(al)} lines ({names[0]}) / {len(bl)} lines ({names[1]})"


def show(outcome):
    """An outcome, shortened; an error's text starts with its severity."""
    kind, text = outcome
    return short(text, 600) if kind == "error" else f"{kind}: {short(text, 600)}"


# ---------------------------------------------------------------------------
# A. Ours -> jaxlib, every op with non-default attributes.


def text_position_error(outcome):
    """Whether OUTCOME is an error jaxlib's parser gave at a position in the
    text ("-":L:C), before the op existed: every op of our text has a location
    of its own."""
    return outcome[0] == "error" and re.match(r'error: loc\("-":\d+:\d+\): ', outcome[1])


def first_message(outcome):
    return re.sub(r"^error: loc\([^)]*\): ", "", outcome[1].splitlines()[0])


def part_a(newer, kinds, jw, failures):
    files = sorted(glob.glob(os.path.join(OPS_DIR, "*.mlir")))

    def ours(path):
        rc, text, err = opt_file(CONVERT, path)
        if rc != 0:
            return path, None, None, harness.first_error(err)
        rc, bc, err = opt_file(CONVERT + ["--emit-bytecode"], path)
        if rc != 0 or not bc.startswith(b"ML\xefR"):
            return path, text, None, f"no bytecode: {harness.first_error(err)}"
        rc, back, err = opt(READ_BACK, bc)
        return path, text, bc, (back if rc == 0 else f"error: {harness.first_error(err)}".encode())

    results = harness.parallel_map(ours, files)
    n_conv = n_equal = n_back = n_ok = n_noted = 0
    equal_texts = []
    not_converted, listed, unparsed = [], [], []
    for path, text, bc, extra in results:
        name = os.path.basename(path)
        if text is None:
            not_converted.append(f"{name}: {extra}")
            continue
        if bc is None:
            failures.append(f"A {name}: our tool prints the text but does not write bytecode: {extra}")
            continue
        n_conv += 1
        if extra == text:
            n_back += 1
        else:
            failures.append(
                f"A {name}: our tool reads our bytecode back to another text: "
                f"{first_difference(extra.decode(), text.decode(), ('bytecode', 'text'))}"
            )
        from_text = jw.outcome(text.decode())
        from_bc = jw.outcome(bc)
        new = sorted(op for op in set(GENERIC_OP.findall(text.decode())) if op in newer)
        if new:
            op = new[0]
            listed.append(
                f"{name} ({op}: newest {newer[op][0]} since {newer[op][1]}): "
                f"{'equal' if from_text == from_bc else 'differ'}; jaxlib reads our "
                f"bytecode as {show(from_bc)}"
            )
        elif from_text == from_bc:
            n_equal += 1
            n_ok += from_bc[0] == "ok"
            n_noted += from_bc[0] == "error" and "see current operation: " in from_bc[1]
            equal_texts.append(text.decode())
        elif text_position_error(from_text):
            same = from_bc[0] == "error" and first_message(from_text) == first_message(from_bc)
            unparsed.append(
                f"{name}: {'same first message' if same else 'other outcomes'}\n"
                f"      text:     {show(from_text)}\n      bytecode: {show(from_bc)}"
            )
        else:
            failures.append(
                f"A {name}: jaxlib reads our bytecode otherwise than our text\n"
                f"      text:     {show(from_text)}\n      bytecode: {show(from_bc)}"
            )
    compared = n_conv - len(listed) - len(unparsed)
    print(
        f"A. ops: {len(files)} programs; converted by us: {n_conv}, not converted: "
        f"{len(not_converted)}; our bytecode read back by us to the same text: {n_back} of "
        f"{n_conv}; jaxlib's outcomes for text and bytecode equal: {n_equal} of {compared} "
        f"compared ({n_ok} accepted by jaxlib, {n_equal - n_ok} refused alike, {n_noted} of "
        f"them with jaxlib's print of the failing op); text refused by jaxlib's parser, "
        f"listed: {len(unparsed)}; newer than jaxlib, listed: {len(listed)}"
    )
    print(f"  the programs compared equal hold {coverage(equal_texts, kinds)}")
    for line in not_converted:
        print(f"  not converted: {line}")
    for line in unparsed:
        print(f"  text refused by jaxlib's parser: {line}")
    for line in listed:
        print(f"  newer than jaxlib: {line}")


# ---------------------------------------------------------------------------
# B and C. jaxlib -> ours and ours -> jaxlib on whole programs.


def split_functions(path):
    """[(name, module text)]: each top-level function of PATH (at the top level
    or inside a `module {`) alone, with whatever precedes the first function."""
    with open(os.path.join(harness.SOURCE, path)) as f:
        lines = [line for line in f.read().splitlines() if not line.lstrip().startswith("//")]
    body = [line for line in lines if line.strip()]
    if body and re.match(r"module\b.*\{\s*$", body[0]):
        assert body[-1].strip() == "}", path
        body = [line[2:] if line.startswith("  ") else line for line in body[1:-1]]
    prelude, funcs = [], []
    for line in body:
        if line.startswith("func.func"):
            funcs.append([line])
        elif funcs:
            funcs[-1].append(line)
        else:
            prelude.append(line)
    out = []
    for chunk in funcs:
        m = re.search(r"@([\w.$-]+)", chunk[0])
        out.append((f"{os.path.basename(path)}@{m.group(1)}", "\n".join(prelude + chunk) + "\n"))
    return out


def programs_of_b(cached, failures, refused):
    """[(name, generic text with locations, jaxlib's bytecode)] as jaxlib
    reads and writes them; and the counts of bytecode versions jaxlib wrote."""
    ctx = harness.jaxlib_context()
    versions = {}
    out = []
    for c in cached:
        try:
            with ctx:
                module = jaxlib_stablehlo.deserialize_portable_artifact(ctx, c.artifact)
        except Exception as e:  # noqa: BLE001  jaxlib raises a plain Exception
            failures.append(f"B {c.entry.name}: jaxlib does not read JAX's artifact: {short(e)}")
            continue
        out.append((c.entry.name, generic(module), jaxlib_bytecode(module, versions)))
    lit = [p for path in LIT_FILES for p in split_functions(path)]
    for name, text in lit + list(CRAFTED.items()):
        module, err = jaxlib_parse(text)
        if module is None:
            if name in CRAFTED:
                failures.append(f"B {name}: jaxlib does not parse it: {short(err)}")
            else:
                refused.append(f"{name}: {short(err, 200)}")
            continue
        out.append((name, generic(module), jaxlib_bytecode(module, versions)))
    return out, versions, len(lit)


def newer_builtin_types(text):
    """The builtin types the program holds that jaxlib's MLIR writes under a
    code MLIR 22.1 lacks."""
    # As a whole token, also after a shape's `4x` or `?x`.
    return [
        name for name in NEWER_BUILTIN_TYPE_CODES.values() if re.search(rf"(?:(?<!\w)|(?<=[\d?]x)){name}(?!\w)", text)
    ]


def print_listed(what, listed):
    by = {}
    for _, keys, _ in listed:
        for k in keys:
            by[k] = by.get(k, 0) + 1
    print(f"  {what}: {len(listed)} ({', '.join(f'{k}: {n}' for k, n in sorted(by.items()))})")
    for name, keys, detail in listed:
        print(f"    {name} ({', '.join(keys)}): {detail}")


def part_b_c(cached, newer, kinds, jw, failures):
    refused = []
    programs, versions, n_lit = programs_of_b(cached, failures, refused)

    def ours(p):
        name, text, bc = p
        return opt(PRINT, bc), opt(PRINT, text.encode()), opt(["--emit-bytecode"], text.encode())

    results = harness.parallel_map(ours, programs)
    n_b_equal = n_chlo = n_chlo_ok = n_c = n_c_equal = 0
    newer_b, newer_c = [], []
    types_b = {}
    equal_b, equal_c = [], []
    for (name, text, _), (from_bc, from_text, written) in zip(programs, results):
        ops = set(GENERIC_OP.findall(text))
        new = sorted(op for op in ops if op in newer)
        rc, out, err = from_bc
        if any(op.startswith("chlo.") for op in ops):
            n_chlo += 1
            if rc == 1 and "dialect 'chlo'" in err:
                n_chlo_ok += 1
            else:
                failures.append(
                    f"B {name}: with chlo ops, our tool should refuse jaxlib's bytecode "
                    f"naming the dialect chlo (exit code 1); got exit code {rc}: "
                    f"{short(err or out)}"
                )
            continue
        # B: jaxlib's bytecode and jaxlib's text, read by us.
        problem = None
        if rc != 0:
            problem = f"refuses jaxlib's bytecode (exit code {rc}): {harness.first_error(err)}"
        elif from_text[0] != 0:
            problem = f"refuses jaxlib's text (exit code {from_text[0]}): {harness.first_error(from_text[2])}"
        elif out != from_text[1]:
            problem = "reads jaxlib's bytecode otherwise than its text: " + first_difference(
                out.decode(), from_text[1].decode(), ("bytecode", "text")
            )
        if problem is None:
            for t in newer_builtin_types(text):
                types_b[t] = types_b.get(t, 0) + 1
        if new:
            newer_b.append((name, new, "equal" if problem is None else problem))
            if problem is None:
                equal_b.append(text)
        elif problem is None:
            n_b_equal += 1
            equal_b.append(text)
        else:
            failures.append(f"B {name}: our tool {problem}")
        # C: our bytecode of jaxlib's text, read by jaxlib.
        n_c += 1
        rc, bc, err = written
        if rc != 0:
            failures.append(f"C {name}: our tool does not write bytecode of jaxlib's text: {harness.first_error(err)}")
            continue
        back = jw.outcome(bc)
        if back == ("ok", text):
            problem = None
        elif back[0] == "ok":
            problem = "jaxlib's print differs: " + first_difference(back[1], text, ("our bytecode", "jaxlib"))
        else:
            problem = f"jaxlib does not read it: {show(back)}"
        if new:
            newer_c.append((name, new, "equal" if problem is None else problem))
            if problem is None:
                equal_c.append(text)
        elif problem is None:
            n_c_equal += 1
            equal_c.append(text)
        else:
            failures.append(f"C {name}: our bytecode of jaxlib's text: {problem}")
    n_b = len(programs)
    n_cat = len(cached)
    asked = max(versions, default=0) > OUR_BYTECODE_VERSION
    print(
        f"B. jaxlib -> ours: {n_b} programs ({n_cat} catalogue, {n_b - n_cat - len(CRAFTED)} "
        f"lit functions, {len(CRAFTED)} crafted); lit functions: {n_lit}, refused by jaxlib "
        f"(listed): {len(refused)}; bytecode versions jaxlib wrote: "
        f"{', '.join(f'{v}: {n}' for v, n in sorted(versions.items()))}"
        f"{f' (asked for {OUR_BYTECODE_VERSION})' if asked else ''}; "
        f"read by us from bytecode equal to from text: {n_b_equal} of "
        f"{n_b - n_chlo - len(newer_b)} compared; with chlo ops, refused by us "
        f"naming chlo: {n_chlo_ok} of {n_chlo}"
    )
    print(f"  the programs compared equal hold {coverage(equal_b, kinds)}")
    for line in refused:
        print(f"  refused by jaxlib: {line}")
    print_listed("holding an op newer than jaxlib, listed", newer_b)
    print(
        f"  of them holding a builtin type jaxlib's MLIR writes under a code MLIR 22.1 lacks "
        f"(read as text entries): {', '.join(f'{t}: {n}' for t, n in sorted(types_b.items()))}"
    )
    if not types_b:
        failures.append(
            "B: no program compared equal holds a builtin type that jaxlib's MLIR writes under a code MLIR 22.1 lacks"
        )
    print(
        f"C. ours -> jaxlib: {n_c} programs; jaxlib's print of our bytecode equal to its own: "
        f"{n_c_equal} of {n_c - len(newer_c)} compared"
    )
    print(f"  the programs compared equal hold {coverage(equal_c, kinds)}")
    print_listed(
        f"holding an op newer than jaxlib, listed (equal anyway: {sum(1 for case in newer_c if case[2] == 'equal')})",
        newer_c,
    )


def main(argv):
    t0 = time.time()
    cached = harness.load_cached(harness.select_entries(argv))
    jaxlib_version = harness.jaxlib_current_version()
    newer = newer_ops(jaxlib_version)
    print(
        f"jaxlib's StableHLO {jaxlib_version}; ops newer than it: "
        f"{', '.join(f'{op} ({m} since {s})' for op, (m, s) in sorted(newer.items()))}"
    )
    load_quant_primer()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        jw = JaxlibWorker(tmp)
        try:
            kinds = stablehlo_kinds()
            part_a(newer, kinds, jw, failures)
            part_b_c(cached, newer, kinds, jw, failures)
        finally:
            jw.close()
    print(f"jaxlib workers that crashed (each an outcome above): {jw.crashes}")
    for f in failures:
        print(f"FAIL {f}")
    print(f"failures: {len(failures)}")
    print(f"time: {time.time() - t0:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        worker()
    else:
        sys.exit(main(sys.argv[1:]))
