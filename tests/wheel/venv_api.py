"""Run by the venv's python (wheel_env.py commands): the module `stablehlo`
as the wheel installed it, with nothing of the build on any path.

Arguments: VERSION BUILD_DIR SOURCE_DIR PROGRAM.
"""

import importlib.metadata
import os
import sys
from pathlib import Path

version, build, source, program = sys.argv[1:5]

for entry in sys.path:
    for root in (build, source):
        if entry and Path(entry).resolve().is_relative_to(Path(root).resolve()):
            sys.exit(f"sys.path holds {entry}, under {root}")
for name, value in os.environ.items():
    if build in value or "llvm-22" in value:
        sys.exit(f"the environment names the build or Debian's LLVM: {name}={value}")
if "LD_LIBRARY_PATH" in os.environ or "PYTHONPATH" in os.environ:
    sys.exit("LD_LIBRARY_PATH or PYTHONPATH is set")

import stablehlo  # noqa: E402

if not Path(stablehlo.__file__).resolve().is_relative_to(Path(sys.prefix).resolve()):
    sys.exit(f"stablehlo comes from {stablehlo.__file__}, not the venv {sys.prefix}")
# What the process mapped: the wheel's files and glibc, never the build's
# libraries or Debian's LLVM.
with open("/proc/self/maps") as f:
    mapped = {line.split()[-1] for line in f if "/" in line.split()[-1]}
for path in mapped:
    if path.startswith(build) or "llvm-22" in path or "libstdc++" in path:
        sys.exit(f"the process mapped {path}")
print("mapped by the module:", sorted(p for p in mapped if "stablehlo" in p))

meta = importlib.metadata.version("stablehlo-portable")
if not (stablehlo.__version__ == meta == version):
    sys.exit(f"versions differ: __version__ {stablehlo.__version__}, metadata {meta}, VERSION {version}")

text = Path(program).read_text()
artifact = stablehlo.serialize_portable_artifact_str(text, "1.0.0")
assert stablehlo.get_portable_artifact_version(artifact) == "1.0.0"
back = stablehlo.deserialize_portable_artifact_str(artifact)
again = stablehlo.serialize_portable_artifact_str(back, "1.0.0")
assert stablehlo.deserialize_portable_artifact_str(again) == back, "round trip differs"
report = stablehlo.inspect_portable_artifact(artifact)
assert report["version"] == "1.0.0", report

tan = (
    "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n"
    "  %0 = stablehlo.tan %a : tensor<f32>\n  return %0 : tensor<f32>\n}\n"
)
try:
    stablehlo.serialize_portable_artifact_str(tan, "1.0.0")
    sys.exit("tan was serialized for 1.0.0")
except stablehlo.PortableArtifactError as error:
    if "stablehlo.tan was introduced in 1.4.0" not in str(error):
        sys.exit(f"unexpected refusal: {error}")
try:
    stablehlo.deserialize_portable_artifact_str(b"ML\xefR not an artifact")
    sys.exit("a damaged artifact was read")
except stablehlo.PortableArtifactError:
    pass
print(
    f"import stablehlo {stablehlo.__version__} (StableHLO {stablehlo.get_current_version()}): "
    f"round trip at 1.0.0 ({len(artifact)} bytes), refusals raise PortableArtifactError"
)
