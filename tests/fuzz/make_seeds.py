"""Seed corpora for the fuzz harnesses (run by tools/dev.sh fuzz).

    make_seeds.py OUT_DIR [--translate STABLEHLO_TRANSLATE] [--opt STABLEHLO_OPT]

OUT_DIR/writer: one file per function of the compendium: a selector byte
(the target, see WriterFuzzer.cpp) then the function's text. Each function
goes in twice: for the current version and for the oldest release whose
snapshot holds it (so downgrades get exercised).
OUT_DIR/reader: the upstream artifacts, the snapshot artifacts and, with
--translate, one small artifact per writer seed (quick to execute, so the
fuzzer mutates small inputs too).
OUT_DIR/text: the project's lit tests of StableHLO and VHLO syntax
(tests/stablehlo, tests/vhlo, generated/tests), each split on its
`// -----` lines, pieces of at most TEXT_MAX_LEN bytes (the -max_len of the
text harness in tools/dev.sh); invalid pieces stay, as material to mutate.
OUT_DIR/stablehlobytecode, with --opt: plain MLIR bytecode (.mlirbc) that
`stablehlo-opt --emit-bytecode` writes for the StableHLO programs of the
tests: each `// -----` piece of tests/stablehlo/*.mlir that parses and
verifies (bytecode_roundtrip.mlir among them), upstream's printed
stablehlo_legalize_to_vhlo.1_13_0 program, each compendium file and each
compendium function; files of at most BYTECODE_MAX_LEN bytes (the -max_len
of that harness in tools/dev.sh).
"""

import argparse
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
VERSION_HEADER = ROOT / "runtime/include/stablehlo/Dialect/Vhlo/Version.h"
# The current minor from Version.h (the line codegen reads too): the targets
# are WriterFuzzer.cpp's, 0.9.0 ... 0.20.0 then 1.0.0 ... the current minor.
CURRENT_MINOR = int(re.search(r"#define STABLEHLO_CURRENT_VERSION 1, (\d+), \d+", VERSION_HEADER.read_text()).group(1))
RELEASES = [f"0.{m}.0" for m in range(9, 21)] + [f"1.{m}.0" for m in range(0, CURRENT_MINOR + 1)]
CURRENT = len(RELEASES)  # selector for "current"
FUNC = re.compile(r"^func\.func @([\w$.-]+)", re.M)
TEXT_MAX_LEN = 8192
TEXT_SOURCES = ["tests/stablehlo", "tests/vhlo", "generated/tests"]
SPLIT = re.compile(r"^// -----.*$", re.M)
BYTECODE_MAX_LEN = 32768
BYTECODE_SOURCES = [
    "tests/stablehlo/*.mlir",
    "tests/data/upstream-printed/stablehlo_legalize_to_vhlo.1_13_0.stablehlo.mlir",
    "tests/vhlo/compendium/*.mlir",
]


def functions(text):
    """(name, text) of each top-level func.func, up to the next one or a split marker."""
    starts = [m.start() for m in FUNC.finditer(text)]
    out = []
    for i, s in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        body = text[s:end].split("\n// -----")[0].rstrip() + "\n"
        out.append((FUNC.match(text, s).group(1), body))
    return out


def write(dirpath, data):
    name = hashlib.sha1(data).hexdigest()
    (dirpath / name).write_bytes(data)
    return dirpath / name


def emit_bytecode(opt, text):
    """The bytecode stablehlo-opt writes for each `// -----` piece of `text`
    that parses and verifies (one run per text: MLIR's --split-input-file,
    each piece's output after a marker no bytecode holds)."""
    marker = b"SPLIT-" + os.urandom(16).hex().encode()
    r = subprocess.run(
        [opt, "--split-input-file", f"--output-split-marker={marker.decode()}", "--emit-bytecode", "-"],
        input=text.encode(),
        capture_output=True,
    )
    # A piece that does not parse gives an empty output; the others are
    # written as they come, each after the marker and a newline.
    return [p for p in r.stdout.split(marker + b"\n") if p.startswith(b"ML\xefR")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out", type=pathlib.Path)
    ap.add_argument("--translate")
    ap.add_argument("--opt")
    args = ap.parse_args()
    reader, writer, text = args.out / "reader", args.out / "writer", args.out / "text"
    bytecode = args.out / "stablehlobytecode"
    for d in (reader, writer, text, bytecode):
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir(parents=True)

    oldest = {}  # function name -> index of the oldest snapshot holding it
    for i, rel in enumerate(RELEASES):
        snap = ROOT / "tests/vhlo/snapshots" / f"compendium.{rel.replace('.', '_')}.mlir"
        if snap.exists():
            for name, _ in functions(snap.read_text()):
                oldest.setdefault(name, i)
    writer_seeds = []
    for f in sorted((ROOT / "tests/vhlo/compendium").glob("*.mlir")):
        for name, body in functions(f.read_text()):
            for sel in sorted({CURRENT, oldest.get(name, CURRENT)}):
                writer_seeds.append((sel, body))
                write(writer, bytes([sel]) + body.encode())

    for art in sorted((ROOT / "tests/data/upstream-artifacts").glob("*/*.bc")):
        write(reader, art.read_bytes())
    for art in sorted((ROOT / "tests/vhlo/snapshots").glob("*.bc")):
        write(reader, art.read_bytes())
    small = 0
    if args.translate:
        for sel, body in writer_seeds:
            target = "current" if sel == CURRENT else RELEASES[sel]
            r = subprocess.run(
                [args.translate, "--serialize", f"--target={target}", "--strip-debuginfo", "-"],
                input=body.encode(),
                capture_output=True,
            )
            if r.returncode == 0 and r.stdout:
                write(reader, r.stdout)
                small += 1
    for src in TEXT_SOURCES:
        for f in sorted((ROOT / src).rglob("*.mlir")):
            for piece in SPLIT.split(f.read_text(errors="replace")):
                data = piece.strip().encode() + b"\n"
                if 1 < len(data) <= TEXT_MAX_LEN:
                    write(text, data)
    too_large = 0
    if args.opt:
        texts = [f.read_text() for pattern in BYTECODE_SOURCES for f in sorted(ROOT.glob(pattern))]
        # Each compendium function on its own too (small, quick inputs).
        texts.append(
            "\n// -----\n".join(
                body
                for f in sorted((ROOT / "tests/vhlo/compendium").glob("*.mlir"))
                for _, body in functions(f.read_text())
            )
        )
        for t in texts:
            for data in emit_bytecode(args.opt, t):
                if len(data) <= BYTECODE_MAX_LEN:
                    write(bytecode, data)
                else:
                    too_large += 1
    print(
        f"seeds: {len(list(writer.iterdir()))} writer, {len(list(reader.iterdir()))} reader "
        f"({small} small artifacts), {len(list(text.iterdir()))} text, "
        f"{len(list(bytecode.iterdir()))} stablehlobytecode ({too_large} larger than "
        f"{BYTECODE_MAX_LEN} bytes left out)"
    )


if __name__ == "__main__":
    sys.exit(main())
