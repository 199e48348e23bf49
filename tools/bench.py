#!/usr/bin/python3
"""Benchmark of the portable-artifact conversions.

For each program, times (--repeat runs, each alternating with one of its
floor) and measures the peak memory (max RSS of the same runs) of
  serialize    stablehlo-translate --serialize --target=current
  deserialize  stablehlo-translate --deserialize
next to the floor on the same program with no VHLO conversion:
  write        stablehlo-opt --emit-bytecode  (parse text, write bytecode)
  read         stablehlo-opt                  (read bytecode, print text;
                                              MLIR's reader alone:
                                              STABLEHLO_OPT_UNCHECKED_BYTECODE=1)
and stablehlo-opt reading plain StableHLO bytecode as it does by default
(first once with the readers' guards, "read plain") against the same floor
and prints a table with the best time of each, the ratio to its floor (of
wall time and of CPU time, user + system: the median over the pairs of
adjacent runs, which a disturbance from outside moves least; and of peak
memory) and the wall time per op, which stays flat if growth is linear.

Programs:
  flat N      N ops in functions of 24 (elementwise, shape, compare/select,
              reduce and dot ops with attributes and defaults); by default
              10k and 100k ops, and 1M with --large
  nested D    regions D levels deep: functions whose body is a
              stablehlo.while whose body holds the next while, D deep (5 ops
              a level), about 100k ops in all (--depth, default 100)

Usage: tools/bench.py [--build build] [--repeat 5] [--large] [--sizes 10000,100000]
                      [--depth 100] [--lock FILE] [--instructions]
       tools/bench.py --emit flat:N | nested:DEPTH[:FUNCTIONS]   (program to stdout)
--lock FILE holds an flock on FILE while each program is measured (not while
programs are generated), so that builds sharing the machine do not run
during a measurement.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

FUNC = """func.func @f{i}(%a: tensor<8x16xf32>, %b: tensor<16xf32>, %i: tensor<8x16xi32>) -> (tensor<8xf32>, tensor<16x8xf32>) {{
  %0 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.add %a, %0 : tensor<8x16xf32>
  %2 = stablehlo.multiply %1, %a : tensor<8x16xf32>
  %3 = stablehlo.exponential %2 : tensor<8x16xf32>
  %4 = stablehlo.tanh %3 : tensor<8x16xf32>
  %5 = stablehlo.convert %i : (tensor<8x16xi32>) -> tensor<8x16xf32>
  %6 = stablehlo.compare  GT, %4, %5,  FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
  %7 = stablehlo.select %6, %4, %5 : tensor<8x16xi1>, tensor<8x16xf32>
  %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %9 = stablehlo.reshape %8 : (tensor<16x8xf32>) -> tensor<8x16xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %11 = stablehlo.dot_general %9, %a, contracting_dims = [0] x [0] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %12 = stablehlo.slice %11 [0:16, 0:8] : (tensor<16x16xf32>) -> tensor<16x8xf32>
  %13 = stablehlo.subtract %12, %8 : tensor<16x8xf32>
  %14 = stablehlo.abs %13 : tensor<16x8xf32>
  %15 = stablehlo.sqrt %14 : tensor<16x8xf32>
  %16 = stablehlo.maximum %15, %8 : tensor<16x8xf32>
  %17 = stablehlo.log_plus_one %16 : tensor<16x8xf32>
  return %10, %17 : tensor<8xf32>, tensor<16x8xf32>
}}
"""
OPS_PER_FUNC = 24  # ops above incl. func, return and the reduce body's two ops
OPS_PER_LEVEL = 5  # while, compare and return in cond, add and return in body
NESTED_OPS = 100000  # ops of the nested program in all


def write_flat(f, ops: int) -> int:
    """Writes about `ops` ops; returns the number of ops written."""
    funcs = max(1, ops // OPS_PER_FUNC)
    for i in range(funcs):
        f.write(FUNC.format(i=i))
    return funcs * OPS_PER_FUNC


def write_nested(f, depth: int, funcs: int) -> int:
    """Writes `funcs` functions, each a chain of stablehlo.while ops nested
    `depth` deep (each while sits in the body of the one before); returns the
    number of ops written."""
    for i in range(funcs):
        out = [f"func.func @n{i}(%x: tensor<f32>, %n: tensor<f32>) -> tensor<f32> {{\n"]
        value = "%x"
        for level in range(depth):
            pad = "  " * (level + 1)
            out.append(
                f"{pad}%w{level} = stablehlo.while(%it{level} = {value}) : tensor<f32>\n"
                f"{pad}cond {{\n"
                f"{pad}  %c{level} = stablehlo.compare  LT, %it{level}, %n : "
                f"(tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                f"{pad}  stablehlo.return %c{level} : tensor<i1>\n"
                f"{pad}}} do {{\n"
                f"{pad}  %a{level} = stablehlo.add %it{level}, %n : tensor<f32>\n"
            )
            value = f"%a{level}"
        # The innermost body returns its add; each body above returns the
        # while it holds.
        for level in reversed(range(depth)):
            pad = "  " * (level + 1)
            inner = f"%a{level}" if level == depth - 1 else f"%w{level + 1}"
            out.append(f"{pad}  stablehlo.return {inner} : tensor<f32>\n{pad}}}\n")
        out.append(f"  return {'%w0' if depth else '%x'} : tensor<f32>\n}}\n")
        f.write("".join(out))
    return funcs * (depth * OPS_PER_LEVEL + 2)


def run_once(cmd: list) -> tuple[float, float, int]:
    """Wall time (s), CPU time (user + system, s) and peak RSS (KiB) of one
    run of `cmd`."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status):
        sys.exit(f"{' '.join(cmd)} failed:\n{stderr.decode()[:2000]}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def measure(floor_cmd: list, cmd: list, repeat: int) -> tuple:
    """Runs `floor_cmd` and `cmd` alternately, `repeat` times each. Returns,
    for each of the two, the best wall time (s) and the lowest peak RSS
    (KiB); and the medians over the `repeat` pairs of runs of the ratio
    cmd / floor_cmd of wall time and of CPU time. A pair's two runs are
    adjacent in time, so a disturbance from outside that lasts longer than
    a run hits both alike, and the median drops a pair hit by a short one."""
    best = [[float("inf"), None], [float("inf"), None]]
    wall_ratios, cpu_ratios = [], []
    # Which of the two runs first is drawn per pair, so that a disturbance
    # that recurs at the pace of the runs does not always hit the same one.
    order = random.Random(repeat)
    for _ in range(repeat):
        pair = [None, None]
        for i in order.sample((0, 1), 2):
            s, cpu, kib = run_once((floor_cmd, cmd)[i])
            pair[i] = (s, cpu)
            best[i][0] = min(best[i][0], s)
            best[i][1] = kib if best[i][1] is None else min(best[i][1], kib)
        wall_ratios.append(pair[1][0] / pair[0][0])
        cpu_ratios.append(pair[1][1] / pair[0][1])
    return best, statistics.median(wall_ratios), statistics.median(cpu_ratios)


def instructions(cmd: list) -> int:
    """Instructions executed by one run of `cmd` (valgrind's cachegrind
    without cache simulation): a count that load on the machine does not
    move, about 50x slower than a plain run."""
    proc = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + cmd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    if proc.returncode:
        sys.exit(f"valgrind {' '.join(cmd)} failed:\n{proc.stderr[-2000:]}")
    for line in proc.stderr.splitlines():
        if "I" in line and "refs:" in line:
            return int(line.split("refs:")[1].strip().replace(",", ""))
    sys.exit(f"no instruction count in valgrind's output for {' '.join(cmd)}")


class Lock:
    """flock on a file for the duration of a `with`, or nothing."""

    def __init__(self, path: str | None):
        self.path, self.fd = path, None

    def __enter__(self):
        if self.path:
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o666)
            fcntl.flock(self.fd, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def human(ops: int) -> str:
    if ops >= 1000000:
        return f"{ops / 1e6:.1f}M"
    if ops >= 1000:
        return f"{ops / 1e3:.0f}k"
    return str(ops)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--build", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build")
    )
    parser.add_argument("--sizes", default="10000,100000", help="op counts of the flat programs, comma-separated")
    parser.add_argument("--large", action="store_true", help="also a flat program of 1M ops")
    parser.add_argument(
        "--depth", type=int, default=100, help="nesting depth of the nested program (0: no nested program)"
    )
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--lock", help="flock this file while measuring each program")
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="also count the instructions of one run of each command under "
        "valgrind (steady under load; slow: minutes for 1M ops)",
    )
    parser.add_argument("--emit", help="write one program to stdout: flat:N or nested:DEPTH[:FUNCTIONS]")
    args = parser.parse_args()

    if args.emit:
        kind, _, rest = args.emit.partition(":")
        numbers = [int(x) for x in rest.split(":") if x]
        if kind == "flat" and len(numbers) == 1:
            write_flat(sys.stdout, numbers[0])
        elif kind == "nested" and len(numbers) in (1, 2):
            write_nested(sys.stdout, numbers[0], numbers[1] if len(numbers) == 2 else 1)
        else:
            sys.exit("--emit takes flat:N or nested:DEPTH[:FUNCTIONS]")
        return 0

    opt = os.path.join(args.build, "bin", "stablehlo-opt")
    translate = os.path.join(args.build, "bin", "stablehlo-translate")
    programs = [("flat", int(n)) for n in args.sizes.split(",") if n]
    if args.large:
        programs.append(("flat", 1000000))
    if args.depth > 0:
        programs.append(("nested", args.depth))

    if args.instructions and not shutil.which("valgrind"):
        sys.exit("--instructions needs valgrind (apt-get install valgrind)")
    rows = []
    print(
        f"{args.repeat} runs each, alternating with the floor's; time: the best run; ratio: "
        "the median over the pairs of runs of conversion / floor; peak memory: max RSS"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for kind, n in programs:
            program = os.path.join(tmp, f"{kind}{n}.mlir")
            with open(program, "w") as f:
                if kind == "flat":
                    ops = write_flat(f, n)
                    name = f"{human(ops)} ops"
                else:
                    funcs = max(1, NESTED_OPS // (n * OPS_PER_LEVEL + 2))
                    ops = write_nested(f, n, funcs)
                    name = f"{human(ops)} ops, {n} deep"
            plain_bc = os.path.join(tmp, "plain.mlirbc")
            artifact = os.path.join(tmp, "artifact.mlirbc")
            subprocess.run([opt, "--emit-bytecode", program, "-o", plain_bc], check=True)
            subprocess.run([translate, "--serialize", "--target=current", program, "-o", artifact], check=True)
            text_mib = os.path.getsize(program) / 2**20
            # The floor reads plain bytecode with MLIR's reader alone;
            # stablehlo-opt first reads it once more with the readers'
            # guards, which "read plain" times against that floor.
            unchecked = ["env", "STABLEHLO_OPT_UNCHECKED_BYTECODE=1"]
            steps = [
                (
                    "serialize",
                    [opt, "--emit-bytecode", program, "-o", os.devnull],
                    [translate, "--serialize", "--target=current", program, "-o", os.devnull],
                ),
                (
                    "deserialize",
                    unchecked + [opt, plain_bc, "-o", os.devnull],
                    [translate, "--deserialize", artifact, "-o", os.devnull],
                ),
                ("read plain", unchecked + [opt, plain_bc, "-o", os.devnull], [opt, plain_bc, "-o", os.devnull]),
            ]
            with Lock(args.lock):
                for step, floor_cmd, cmd in steps:
                    ((floor_s, floor_kib), (s, kib)), ratio, cpu_ratio = measure(floor_cmd, cmd, args.repeat)
                    instr = instructions(cmd) / instructions(floor_cmd) if args.instructions else None
                    rows.append(
                        (name, f"{text_mib:.1f}", step, s, floor_s, ratio, cpu_ratio, instr, kib, floor_kib, ops)
                    )
                    print(
                        f"  {name:<20} {step:<12} {s:7.3f} s ({ratio:.2f}x, cpu "
                        f"{cpu_ratio:.2f}x"
                        + (f", instructions {instr:.2f}x" if instr else "")
                        + f")  {kib / 1024:6.0f} MiB ({kib / floor_kib:.2f}x)",
                        flush=True,
                    )
    print()
    print(
        "| program | text MiB | step | time | floor | ratio | cpu ratio | instructions ratio "
        "| µs/op | peak memory | floor | ratio |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, text, step, s, floor_s, ratio, cpu_ratio, instr, kib, floor_kib, ops in rows:
        instr_text = f"{instr:.2f}x" if instr else "-"
        print(
            f"| {name} | {text} | {step} | {s:.3f} s | {floor_s:.3f} s | {ratio:.2f}x | "
            f"{cpu_ratio:.2f}x | {instr_text} | {s / ops * 1e6:.2f} | {kib / 1024:.0f} MiB | "
            f"{floor_kib / 1024:.0f} MiB | {kib / floor_kib:.2f}x |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
