#!/usr/bin/python3
"""Start-up benchmark of the command-line tools.

A lit suite, a corpus check or a build system calls the tools thousands of
times on small inputs, so what a run costs before it does any work matters.
This times whole processes (fork to exit, as a caller sees them) and reads
their peak memory (max RSS, from wait4), and prints the median of --runs
runs for:
  empty module   stablehlo-opt on `module {}`
  serialize      stablehlo-translate --serialize of a ~3 KB program
  deserialize    stablehlo-translate --deserialize of its artifact
  --help         stablehlo-opt --help (and how many lines it prints)
next to FileCheck (statically linked against LLVMSupport), the reference
for what a small LLVM tool costs to start.
Usage: tools/startup_bench.py [--build build] [--bin DIR] [--runs 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import FUNC  # noqa: E402  (the ops, attributes and regions bench.py times)

# About 3 KB of text: two of bench.py's functions.
PROGRAM = FUNC.format(i=0) + FUNC.format(i=1)


def measure_rss(cmd: list, runs: int) -> tuple[float, float]:
    """Median wall time (ms) and peak RSS (MiB), using wait4 for the RSS."""
    times, rss = [], []
    for _ in range(runs):
        start = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            devnull = os.open(os.devnull, os.O_RDWR)
            os.dup2(devnull, 0)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            try:
                os.execv(cmd[0], cmd)
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status):
            sys.exit(f"{' '.join(cmd)} failed (exit {os.waitstatus_to_exitcode(status)})")
        times.append(elapsed * 1000)
        rss.append(usage.ru_maxrss / 1024)
    return statistics.median(times), statistics.median(rss)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--bin", help="directory of the tools (default: BUILD/bin)")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--filecheck", default="/usr/lib/llvm-22/bin/FileCheck")
    args = parser.parse_args()
    bindir = args.bin or os.path.join(args.build, "bin")
    opt = os.path.join(bindir, "stablehlo-opt")
    translate = os.path.join(bindir, "stablehlo-translate")

    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty.mlir")
        with open(empty, "w") as f:
            f.write("module {}\n")
        program = os.path.join(tmp, "program.mlir")
        with open(program, "w") as f:
            f.write(PROGRAM)
        artifact = os.path.join(tmp, "program.bc")
        subprocess.run([translate, "--serialize", "--target=current", program, "-o", artifact], check=True)
        checks = os.path.join(tmp, "checks.txt")
        with open(checks, "w") as f:
            f.write("CHECK: module\n")

        rows = [
            ("FileCheck (reference)", [args.filecheck, checks, f"--input-file={empty}"]),
            ("empty module", [opt, empty]),
            (
                f"serialize ({len(PROGRAM.encode())} B of text)",
                [translate, "--serialize", "--target=current", program, "-o", os.devnull],
            ),
            (f"deserialize ({os.path.getsize(artifact)} B artifact)", [translate, "--deserialize", artifact]),
            ("stablehlo-opt --help", [opt, "--help"]),
        ]
        print(f"Whole-process start-up, median of {args.runs} runs")
        print(f"| {'run':<34} | {'time (ms)':>9} | {'peak RSS (MiB)':>14} |")
        print(f"|{'-' * 36}|{'-' * 11}|{'-' * 16}|")
        for name, cmd in rows:
            ms, mib = measure_rss(cmd, args.runs)
            print(f"| {name:<34} | {ms:9.1f} | {mib:14.1f} |")
        help_lines = subprocess.run([opt, "--help"], capture_output=True, text=True).stdout.count("\n")
        print(f"stablehlo-opt --help prints {help_lines} lines")


if __name__ == "__main__":
    main()
