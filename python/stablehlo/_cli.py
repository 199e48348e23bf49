"""The wheel's console commands: stablehlo-translate, stablehlo-opt and
stablehlo-lsp-server.

The wheel ships the three tools as one executable, stablehlo/_bin/stablehlo-tools,
which runs the tool its argv[0] names. Each command replaces this Python
process with it (os.execv), under the tool's name, so that its output,
messages and exit code are the tool's own.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_EXECUTABLE = Path(__file__).resolve().parent / "_bin" / "stablehlo-tools"


def _run(tool: str) -> None:
    if not os.access(_EXECUTABLE, os.X_OK):
        sys.stderr.write(
            f"{tool}: {_EXECUTABLE} is missing or not executable; the stablehlo-portable installation is incomplete\n"
        )
        sys.exit(127)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(_EXECUTABLE, [tool, *sys.argv[1:]])


def translate() -> None:
    _run("stablehlo-translate")


def opt() -> None:
    _run("stablehlo-opt")


def lsp_server() -> None:
    _run("stablehlo-lsp-server")
