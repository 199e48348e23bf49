"""Where a downgrade refusal is blamed: ours against jaxlib's writer.

jaxlib's serialize_portable_artifact stops at the first op it cannot convert
and reports "failed to legalize operation '<vhlo op>' that was explicitly
marked illegal" there, once. Ours reports each cause once, at its first op;
so our first error must name the same op at the same line and column as
jaxlib's only one. Each program is serialized by both at a target just
below what it uses. Run by ctest (tests/interop/CMakeLists.txt); exits 1
with what differs.
"""

import os
import re
import subprocess
import sys
import tempfile

BUILD = os.environ.get("STABLEHLO_BUILD_DIR")
SOURCE = os.environ.get("STABLEHLO_SOURCE_DIR")
if not BUILD or not SOURCE:
    sys.exit("error: STABLEHLO_BUILD_DIR and STABLEHLO_SOURCE_DIR are not set; run through ctest")
TRANSLATE = os.path.join(BUILD, "bin", "stablehlo-translate")
# An artifact with a per-axis quantized type: reading it loads jaxlib's quant
# dialect, which JAX's context does not register otherwise.
QUANT_PRIMER = os.path.join(
    SOURCE, "tests", "data", "upstream-artifacts", "stablehlo-1.20.0", "stablehlo_legalize_to_vhlo.0_18_0.mlir.bc"
)

PER_AXIS = "tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>"
CASES = [
    (
        "f8 in a signature",
        "0.9.0",
        """func.func @main(%a: tensor<2xf8E4M3FNUZ>) -> tensor<2xf8E4M3FNUZ> {
  %0 = stablehlo.add %a, %a : tensor<2xf8E4M3FNUZ>
  %1 = stablehlo.add %0, %a : tensor<2xf8E4M3FNUZ>
  return %1 : tensor<2xf8E4M3FNUZ>
}""",
    ),
    (
        "i2 in a signature",
        "1.1.0",
        """func.func @main(%a: tensor<4xi2>) -> tensor<4xi2> {
  %0 = stablehlo.add %a, %a : tensor<4xi2>
  return %0 : tensor<4xi2>
}""",
    ),
    (
        "f4E2M1FN in a signature",
        "1.7.0",
        """func.func @main(%a: tensor<4xf4E2M1FN>) -> tensor<4xf4E2M1FN> {
  %0 = stablehlo.negate %a : tensor<4xf4E2M1FN>
  %1 = stablehlo.abs %0 : tensor<4xf4E2M1FN>
  return %1 : tensor<4xf4E2M1FN>
}""",
    ),
    (
        "a per-axis quantized type in a signature",
        "0.17.0",
        f"""func.func @main(%a: {PER_AXIS}) -> tensor<2xf32> {{
  %0 = stablehlo.uniform_dequantize %a : ({PER_AXIS}) -> tensor<2xf32>
  %1 = stablehlo.uniform_quantize %0 : (tensor<2xf32>) -> {PER_AXIS}
  %2 = stablehlo.uniform_dequantize %1 : ({PER_AXIS}) -> tensor<2xf32>
  return %2 : tensor<2xf32>
}}""",
    ),
    (
        "a result type in a signature",
        "1.1.0",
        """func.func @main(%a: tensor<4xi8>) -> tensor<4xi2> {
  %0 = stablehlo.convert %a : (tensor<4xi8>) -> tensor<4xi2>
  return %0 : tensor<4xi2>
}""",
    ),
    (
        "a type in the body only",
        "1.1.0",
        """func.func @main(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = stablehlo.abs %a : tensor<4xi8>
  %1 = stablehlo.convert %0 : (tensor<4xi8>) -> tensor<4xi2>
  %2 = stablehlo.convert %1 : (tensor<4xi2>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}""",
    ),
    (
        "an op, then a type",
        "1.0.0",
        """func.func @main(%a: tensor<2xf32>, %b: tensor<4xi8>) -> (tensor<2xf32>, tensor<4xi8>) {
  %0 = stablehlo.tan %a : tensor<2xf32>
  %1 = stablehlo.convert %b : (tensor<4xi8>) -> tensor<4xi2>
  %2 = stablehlo.tan %0 : tensor<2xf32>
  %3 = stablehlo.convert %1 : (tensor<4xi2>) -> tensor<4xi8>
  return %2, %3 : tensor<2xf32>, tensor<4xi8>
}""",
    ),
    (
        "a second function",
        "1.1.0",
        """func.func @main(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = stablehlo.abs %a : tensor<4xi8>
  return %0 : tensor<4xi8>
}
func.func @narrow(%a: tensor<4xi2>) -> tensor<4xi2> {
  return %a : tensor<4xi2>
}""",
    ),
]

# jaxlib, in a process of its own (its diagnostics go to the process's
# stderr, not into the exception).
JAXLIB = r"""
import sys
from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo
text, target, primer = sys.argv[1], sys.argv[2], sys.argv[3]
ctx = jax_mlir.make_ir_context()
with ctx, ir.Location.unknown(ctx):
    stablehlo.deserialize_portable_artifact(ctx, open(primer, "rb").read())
    module = ir.Module.parse(open(text).read())
    try:
        stablehlo.serialize_portable_artifact(module, target)
        print("serialized")
    except ValueError as e:
        print("refused:", e)
"""

LEGALIZE = re.compile(
    r":(\d+):(\d+)\)?: error: failed to legalize operation '([^']+)' "
    r"that was explicitly marked illegal"
)


def blames(stderr):
    return [(int(ln), int(c), op) for ln, c, op in LEGALIZE.findall(stderr)]


def main():
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, target, text in CASES:
            path = os.path.join(tmp, "program.mlir")
            with open(path, "w") as f:
                f.write(text + "\n")
            theirs = subprocess.run(
                [sys.executable, "-c", JAXLIB, path, target, QUANT_PRIMER], capture_output=True, text=True
            )
            ours = subprocess.run(
                [TRANSLATE, "--serialize", "--target=" + target, path], capture_output=True, text=True
            )
            jb, ob = blames(theirs.stderr), blames(ours.stderr)
            problems = []
            if "refused:" not in theirs.stdout or len(jb) != 1:
                problems.append(
                    f"jaxlib: expected one refusal, got {theirs.stdout.strip()!r}, "
                    f"stderr {theirs.stderr.strip()[-600:]!r}"
                )
            if ours.returncode != 1 or not ob:
                problems.append(
                    f"ours: expected a refusal, got exit {ours.returncode}, stderr {ours.stderr.strip()[-600:]!r}"
                )
            if not problems and jb[0] != ob[0]:
                problems.append(f"first blame differs: jaxlib {jb[0]}, ours {ob[0]}")
            print(f"{'ok' if not problems else 'FAIL'}: {name} at {target}: jaxlib {jb}, ours {ob}")
            for p in problems:
                print("  " + p)
            failures += bool(problems)
    print(f"{len(CASES) - failures} of {len(CASES)} programs blamed where jaxlib blames them")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
