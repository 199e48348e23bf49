"""Command line of the generator.

    python3 -m codegen --write        regenerate generated/ from schema/
    python3 -m codegen --check        fail with a diff if generated/ is stale
    python3 -m codegen --dump-model   print the loaded model

Inputs: schema/*.yaml and Version.h under --root (default: the repository).
Outputs: files under <root>/generated/; after --write, the hand-written steps
left for what the schema adds beyond the last release (codegen/checklist.py).
Exit status 1 on schema errors or a stale tree.
"""

from __future__ import annotations

import argparse
import difflib
import os
import pprint
import sys

from .loader import SchemaError
from .schema import load_schema
from .render import environment
from . import checklist, emit_cpp, emit_docs, emit_facts, emit_ods, emit_tests, stablehlo_bytecode

GENERATED = "generated"


def generate(root: str, schema_dir: str = "schema") -> dict:
    return generate_from(load_schema(root, schema_dir))


def generate_from(schema) -> dict:
    env = environment()
    files: dict = {}
    for emitter in (emit_ods, emit_cpp, emit_tests, emit_docs, emit_facts, stablehlo_bytecode):
        files.update(emitter.emit(schema, env))
    return files


def _existing(root: str) -> set:
    out = set()
    for dirpath, _, filenames in os.walk(os.path.join(root, GENERATED)):
        for f in filenames:
            out.add(os.path.relpath(os.path.join(dirpath, f), root))
    return out


def write(root: str, files: dict) -> int:
    changed = 0
    for rel in sorted(_existing(root) - set(files)):
        os.remove(os.path.join(root, rel))
        print(f"removed {rel}")
        changed += 1
    for rel, text in sorted(files.items()):
        path = os.path.join(root, rel)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
            print(f"wrote {rel}")
            changed += 1
    return changed


def check(root: str, files: dict) -> int:
    stale = 0
    for rel in sorted(_existing(root) - set(files)):
        print(f"stale: {rel} is no longer generated")
        stale += 1
    for rel, text in sorted(files.items()):
        path = os.path.join(root, rel)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if old != text:
            stale += 1
            sys.stdout.writelines(
                difflib.unified_diff(old.splitlines(True), text.splitlines(True), f"a/{rel}", f"b/{rel}")
            )
    if stale:
        print(f"{stale} generated file(s) are stale: run `python3 -m codegen --write`")
    return stale


def main(argv: list | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m codegen", description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true")
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--dump-model", action="store_true")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = parser.parse_args(argv)
    try:
        if args.dump_model:
            pprint.pprint(load_schema(args.root), width=120)
            return 0
        schema = load_schema(args.root)
        files = generate_from(schema)
    except SchemaError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    if args.write:
        write(args.root, files)
        for line in checklist.checklist(schema, args.root):
            print(line)
        return 0
    return 1 if check(args.root, files) else 0


if __name__ == "__main__":
    sys.exit(main())
