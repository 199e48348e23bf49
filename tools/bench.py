#!/usr/bin/python3
"""Benchmark of the portable-artifact conversions.

Generates a StableHLO program of about --ops ops (a mix of elementwise,
shape, compare/select, reduce and dot ops with attributes and defaults),
then times, best of --repeat runs, with peak memory (max RSS):
  serialize    stablehlo-translate --serialize --target=current
  deserialize  stablehlo-translate --deserialize
next to the floor on the same program with no VHLO conversion:
  write        stablehlo-opt --emit-bytecode  (parse text, write bytecode)
  read         stablehlo-opt                  (read bytecode, print text)
Usage: tools/bench.py [--build build] [--ops 100000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
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


def run(cmd: list, repeat: int) -> tuple[float, int]:
    """Best wall time (s) and peak RSS (MiB) of `cmd` over `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if proc.returncode:
            sys.exit(f"{' '.join(cmd)} failed:\n{proc.stderr.decode()[:2000]}")
        best = min(best, elapsed)
    # Peak memory from a separate run under GNU time (max RSS of the child).
    out = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, check=True)
    peak = int(out.stderr.decode().strip().splitlines()[-1]) // 1024
    return best, peak


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build"))
    parser.add_argument("--ops", type=int, default=100000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    opt = os.path.join(args.build, "bin", "stablehlo-opt")
    translate = os.path.join(args.build, "bin", "stablehlo-translate")
    with tempfile.TemporaryDirectory() as tmp:
        program = os.path.join(tmp, "program.mlir")
        funcs = max(1, args.ops // OPS_PER_FUNC)
        with open(program, "w") as f:
            for i in range(funcs):
                f.write(FUNC.format(i=i))
        ops = funcs * OPS_PER_FUNC
        plain_bc = os.path.join(tmp, "plain.mlirbc")
        artifact = os.path.join(tmp, "artifact.mlirbc")
        subprocess.run([opt, "--emit-bytecode", program, "-o", plain_bc], check=True)
        subprocess.run([translate, "--serialize", "--target=current", program, "-o", artifact], check=True)
        rows = [
            ("write (floor)", [opt, "--emit-bytecode", program, "-o", os.devnull]),
            ("serialize", [translate, "--serialize", "--target=current", program, "-o", os.devnull]),
            ("read (floor)", [opt, plain_bc, "-o", os.devnull]),
            ("deserialize", [translate, "--deserialize", artifact, "-o", os.devnull]),
        ]
        print(f"program: {ops} ops in {funcs} functions; {os.path.getsize(program) // 1024} KiB text, "
              f"artifact {os.path.getsize(artifact) // 1024} KiB; best of {args.repeat}")
        results = {}
        for name, cmd in rows:
            seconds, mib = run(cmd, args.repeat)
            results[name] = seconds
            print(f"  {name:<14} {seconds:7.3f} s  {mib:6d} MiB peak")
        print(f"serialize / write floor:  {results['serialize'] / results['write (floor)']:.2f}x")
        print(f"deserialize / read floor: {results['deserialize'] / results['read (floor)']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
