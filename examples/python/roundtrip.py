#!/usr/bin/python3
"""Serialize a StableHLO program for an older target and read it back.

PYTHONPATH=<install prefix>/python_packages examples/python/roundtrip.py PROGRAM.mlir TARGET
"""

import sys

import stablehlo


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(sys.argv[1]) as f:
        program = f.read()
    target = sys.argv[2]
    print("current", stablehlo.get_current_version(), "minimum", stablehlo.get_minimum_version())
    try:
        artifact = stablehlo.serialize_portable_artifact_str(program, target)
    except stablehlo.PortableArtifactError as error:
        print(error, file=sys.stderr)
        return 1
    print(f"artifact: {len(artifact)} bytes, StableHLO {stablehlo.get_portable_artifact_version(artifact)}")
    bytecode = stablehlo.deserialize_portable_artifact_str(artifact)
    print(f"read back: {len(bytecode)} bytes of MLIR bytecode")
    return 0


if __name__ == "__main__":
    sys.exit(main())
