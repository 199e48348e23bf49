"""The repository's own schema loads and generated/ is up to date."""

from __future__ import annotations

import os
import re
import subprocess

from conftest import REPO
from codegen.schema import VERSION_HEADER, load_schema


def test_real_schema_loads():
    schema = load_schema(REPO)
    text = open(os.path.join(REPO, VERSION_HEADER), encoding="utf-8").read()
    current = re.search(r"#define STABLEHLO_CURRENT_VERSION (\d+), (\d+), (\d+)", text).groups()
    assert schema.current == tuple(map(int, current))
    assert schema.releases[0].version == schema.minimum
    assert schema.releases[-1].version == schema.current[:2] + (0,)
    assert schema.ops and schema.types and schema.attributes and schema.enums
    # Every op version's range lies within the log, and consecutive versions abut.
    releases = [r.version for r in schema.releases]
    for op in schema.ops:
        for old, new in zip(op.versions, op.versions[1:]):
            assert releases.index(old.until) + 1 == releases.index(new.since), (op.name, old.number)


def test_check_passes_on_the_repository():
    proc = subprocess.run(
        ["/usr/bin/python3", "-m", "codegen", "--check"], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout == "" and proc.stderr == ""
