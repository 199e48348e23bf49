"""Shared lit configuration for tests/ and generated/tests/.

Each suite's lit.cfg.py sets `config.name` and execs this file. The build
directory comes from `--param build_dir=...` (tools/dev.sh and ctest pass it).
"""

import json
import os
import pathlib
import re

import lit.formats
import lit.llvm

lit.llvm.initialize(lit_config, config)
from lit.llvm import llvm_config  # noqa: E402  (set by initialize)

build_dir = lit_config.params.get("build_dir") or os.environ.get("STABLEHLO_BUILD_DIR")
if not build_dir:
    lit_config.fatal("pass --param build_dir=<cmake build dir>")
build_dir = os.path.abspath(build_dir)

# The repository root: the nearest folder above the suite that holds schema/.
_suite = pathlib.Path(config.test_source_root).resolve()
repo_root = str(next(p for p in (_suite, *_suite.parents) if (p / "schema").is_dir()))
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "data", "lit_common.py", "CMakeLists.txt"]
config.test_exec_root = os.path.join(build_dir, "lit-out", config.name)

config.llvm_tools_dir = "/usr/lib/llvm-22/bin"
llvm_config.with_environment("PATH", os.path.join(build_dir, "bin"), append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.use_default_substitutions()

config.substitutions.append(("%repo", repo_root))
# Upstream's files, kept in the repository as test data (tests/data/README.md).
test_data = os.path.join(repo_root, "tests", "data")
config.substitutions.append(("%artifacts", os.path.join(test_data, "upstream-artifacts")))
config.substitutions.append(("%upstream_printed", os.path.join(test_data, "upstream-printed")))

# Version facts, read from the schema facts codegen writes
# (generated/schema-facts.json: the one reader of the schema and Version.h
# is the generator), so that no test spells the current version and a
# version bump touches no test:
#   %current_version     the current version (STABLEHLO_CURRENT_VERSION)
#   %minimum_version     the minimum supported version (STABLEHLO_MINIMUM_VERSION)
#   %next_version        one minor release above current (X.Y+1.0): newer
#                        than this build, as an artifact or a target
#   %next_patch_version  one patch above current (X.Y.Z+1): newer as well
# FileCheck patterns take them as -D variables, e.g.
#   FileCheck %s -DCURRENT=%current_version   with [[CURRENT]] in CHECK lines.
schema_facts = os.path.join(repo_root, "generated/schema-facts.json")


def _version_macro(which):
    with open(schema_facts, encoding="utf-8") as f:
        text = json.load(f).get(which.lower(), "")
    if not re.fullmatch(r"\d+\.\d+\.\d+", text):
        lit_config.fatal(f"no '{which.lower()}' version in {schema_facts}; run python3 -m codegen --write")
    return tuple(int(g) for g in text.split("."))


_major, _minor, _patch = _version_macro("CURRENT")
config.substitutions.append(("%current_version", f"{_major}.{_minor}.{_patch}"))
config.substitutions.append(("%minimum_version", "%d.%d.%d" % _version_macro("MINIMUM")))
config.substitutions.append(("%next_version", f"{_major}.{_minor + 1}.0"))
config.substitutions.append(("%next_patch_version", f"{_major}.{_minor}.{_patch + 1}"))
