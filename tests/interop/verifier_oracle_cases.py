"""The verifier oracle's cases: which programs of the project's tests are
StableHLO text that stablehlo-opt parses and verifies, cut into the units
that are checked one by one. See verifier_oracle.py for the oracle itself.

Sources:
  lit          tests/**/*.mlir and generated/tests/**/*.mlir: every input
               (a file, a split-file section, an Inputs/ file) that a RUN line
               hands to stablehlo-opt, or to stablehlo-translate --serialize /
               --minimum-version (both parse and verify the text first). With
               --split-input-file each `// -----` chunk is a case; an input
               that is not split is cut at its top-level functions (each with
               the symbols it references and the file's aliases), since those
               files are collections of independent programs and the first
               refusal would hide the rest.
  compendium   tests/vhlo/compendium/*.mlir: one case per `// -----` chunk,
               as tools/snapshot.py checks them.
  op-roundtrip generated/tests/ops/*.mlir, the VHLO programs of the op
               round-trip test (tests/unit/OpRoundTripTest.cpp), converted to
               StableHLO with our tools without verification (the test's own
               first step), then checked like the others.

Every input left out is counted under an exclusion class (EXCLUSIONS).
"""

from __future__ import annotations

import os
import re
import shlex
from collections import Counter
from dataclasses import dataclass, field

SPLIT_MARKER = "// -----"

# Why an input or chunk is not a case. Keys are used in the report.
EXCLUSIONS = {
    "no-stablehlo-reader": "no RUN line hands it to stablehlo-opt or to stablehlo-translate "
    "--serialize/--minimum-version (bytecode readers, scripts, data files)",
    "vhlo-text": "VHLO text (the versioning tests): the oracle is about StableHLO's verifiers",
    "made-at-test-time": "a file whose RUN lines also read inputs made at test time (%t...: the tools' "
    "own output, bytecode, printf or tools/bench.py --emit files); its own text is counted apart",
    "snapshot-copy": "a compendium snapshot (tests/vhlo/snapshots): verbatim copies of compendium "
    "chunks, which are cases of their own",
    "empty": "a chunk with nothing but comments",
    "duplicate": "the same program text (comments and blank lines aside) as an earlier case",
}


@dataclass
class Case:
    source: str  # lit, compendium, op-roundtrip
    path: str  # relative to the repository root
    line: int  # first line of the unit in `path`
    lines: list  # [(line number in path, text)], in order
    unregistered: bool = False  # parse with unregistered dialects allowed
    origin: str = ""  # how the unit was cut (chunk, function, file, section)

    @property
    def id(self) -> str:
        return f"{self.path}:{self.line}"

    @property
    def text(self) -> str:
        """The program as the tools get it. Comment lines are blanked (the
        line numbers stay): `expected-error` lines are for
        --verify-diagnostics runs, and stablehlo-opt reports the ones no
        error matched even without that flag."""
        return "\n".join("" if _COMMENT.match(t) else t for _, t in self.lines) + "\n"

    def uses(self, needle: str) -> bool:
        return needle in self.text

    def file_line(self, line: int) -> int:
        """The line of `path` that line `line` (1-based) of `text` is."""
        if 1 <= line <= len(self.lines):
            return self.lines[line - 1][0]
        return self.line

    def normalized(self) -> str:
        return "\n".join(t.rstrip() for _, t in self.lines if t.strip() and not t.lstrip().startswith("//"))


@dataclass
class Collection:
    cases: list = field(default_factory=list)
    # (source, class) -> count; examples: (source, class) -> [path...]
    excluded: Counter = field(default_factory=Counter)
    examples: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)

    def exclude(self, source: str, cls: str, what: str, n: int = 1) -> None:
        assert cls in EXCLUSIONS, cls
        self.excluded[(source, cls)] += n
        self.examples.setdefault((source, cls), []).append(what)


# --- program text -------------------------------------------------------------

_COMMENT = re.compile(r"^\s*//")
_VHLO_OP = re.compile(r'(^|[\s"=(])"?vhlo\.[a-z_0-9]+_v\d+\b')


def code_lines(lines) -> list:
    return [t for _, t in lines if t.strip() and not _COMMENT.match(t)]


def is_vhlo_text(lines) -> bool:
    """VHLO ops (`vhlo.add_v1`, `vhlo.func_v1 @f`) outside comments."""
    return any(_VHLO_OP.search(t) for t in code_lines(lines))


def split_chunks(lines) -> list:
    """Split [(n, text)] on `// -----` lines, as --split-input-file does."""
    chunks, cur = [], []
    for n, t in lines:
        if t.strip() == SPLIT_MARKER:
            chunks.append(cur)
            cur = []
        else:
            cur.append((n, t))
    chunks.append(cur)
    return chunks


_TOP_START = re.compile(r'^[A-Za-z_"%#!]')
_SYMBOL_DEF = re.compile(r'^(?:"?[\w.]+"?\s+)?(?:(?:private|public|nested)\s+)?@([\w$.\-]+)')
_SYM_NAME_ATTR = re.compile(r'sym_name\s*=\s*"([^"]+)"')
_SYMBOL_REF = re.compile(r'@([\w$.\-]+|"[^"]*")')


def top_level_items(lines) -> list:
    """Cut a chunk at its top-level ops: a line at column 0 that starts an op
    or an alias (`#a = ...`, `!t = ...`). Lines that close a region (`}`,
    `})`), block labels and comments continue the current item; comments and
    blank lines before an op belong to the op that follows."""
    items, cur, pending = [], None, []
    for n, t in lines:
        if _TOP_START.match(t):
            if cur is not None:
                items.append(cur)
            cur = {"lines": pending + [(n, t)], "start": n}
            pending = []
        elif cur is None or ((not t.strip() or _COMMENT.match(t)) and not t.startswith(" ")):
            pending.append((n, t))
        else:
            cur["lines"].append((n, t))
    if cur is not None:
        cur["lines"].extend(pending)
        items.append(cur)
    for it in items:
        head = next(t for n, t in it["lines"] if n == it["start"])
        it["alias"] = head[0] in "#!"
        it["func"] = head.startswith("func.func") or head.startswith('"func.func"')
        it["module"] = head.startswith("module") or head.startswith('"builtin.module"')
        name = None
        rest = head.split(None, 1)[1] if " " in head else ""
        m = _SYMBOL_DEF.match(rest.lstrip())
        if m and not it["alias"]:
            name = m.group(1)
        else:
            m = _SYM_NAME_ATTR.search("\n".join(t for _, t in it["lines"]))
            if m:
                name = m.group(1)
        it["name"] = name
        body = "\n".join(t for _, t in it["lines"] if not _COMMENT.match(t))
        refs = {r.strip('"') for r in _SYMBOL_REF.findall(body)}
        refs.discard(name)
        it["refs"] = refs
    return items


def split_functions(lines) -> list | None:
    """The top-level functions of an input as units, each with the aliases
    and the top-level ops it references (transitively), in file order; None
    when the input is not a list of functions (one function, a module op)."""
    items = top_level_items(lines)
    funcs = [it for it in items if it["func"]]
    if len(funcs) < 2 or any(it["module"] for it in items):
        return None
    by_name = {it["name"]: it for it in items if it["name"]}
    aliases = [it for it in items if it["alias"]]
    units = []
    for f in funcs:
        keep, todo = {id(f)}, [f]
        while todo:
            for r in todo.pop()["refs"]:
                dep = by_name.get(r)
                if dep is not None and id(dep) not in keep:
                    keep.add(id(dep))
                    todo.append(dep)
        chosen = [it for it in items if id(it) in keep or it in aliases]
        unit = [lt for it in chosen for lt in it["lines"]]
        units.append((f["start"], unit))
    return units


def first_code_line(lines) -> int | None:
    for n, t in lines:
        if t.strip() and not _COMMENT.match(t):
            return n
    return None


# --- RUN lines ----------------------------------------------------------------

_RUN = re.compile(r"//\s*RUN:(.*)$")


def run_commands(text: str) -> list:
    """The commands of a lit file's RUN lines (continuations joined), each as
    a token list, split at pipes and command separators."""
    joined, cur = [], ""
    for line in text.splitlines():
        m = _RUN.search(line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        joined.append(cur + part)
        cur = ""
    cmds = []
    for run in joined:
        try:
            lexer = shlex.shlex(run, posix=True, punctuation_chars="|&;")
            lexer.whitespace_split = True
            tokens = list(lexer)
        except ValueError:
            tokens = run.split()
        cmd = []
        for tok in tokens:
            if tok and set(tok) <= set("|&;"):
                if cmd:
                    cmds.append(cmd)
                cmd = []
            else:
                cmd.append(tok)
        if cmd:
            cmds.append(cmd)
    return cmds


def reads_stablehlo_text(cmd: list) -> bool:
    """stablehlo-opt, or stablehlo-translate in a mode that parses text
    (--serialize, --minimum-version); both verify what they parse."""
    while cmd and cmd[0] in ("not", "env"):
        cmd = cmd[1:]
    if not cmd:
        return False
    tool = os.path.basename(cmd[0])
    if tool == "stablehlo-opt":
        return True
    if tool == "stablehlo-translate":
        return "--serialize" in cmd or "--minimum-version" in cmd
    return False


def command_inputs(cmd: list) -> list:
    """Input paths of a stablehlo-opt/-translate command, as lit spells them."""
    out, skip = [], False
    for tok in cmd[1:]:
        if skip:
            skip = False
            continue
        if tok in ("-o", "--output-split-marker", "--split-marker"):
            skip = True
            continue
        if tok.startswith("-") or tok.startswith(">") or tok.startswith("2>") or tok == "not":
            continue
        if tok.startswith("%"):
            out.append(tok)
    return out


# --- collection ---------------------------------------------------------------


def _rel(root: str, path: str) -> str:
    return os.path.relpath(path, root)


def _read(path: str) -> list:
    with open(path, encoding="utf-8") as f:
        return list(enumerate(f.read().splitlines(), 1))


def _sections(lines) -> dict:
    """split-file sections: name -> [(n, text)]."""
    out, cur = {}, None
    for n, t in lines:
        if t.startswith("//--- "):
            cur = t[len("//--- ") :].strip()
            out[cur] = []
        elif cur is not None:
            out[cur].append((n, t))
    return out


def _lit_files(root: str) -> list:
    found = []
    for top in ("tests", os.path.join("generated", "tests")):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            # tests/data holds upstream's files (tests/data/README.md), not lit tests.
            dirnames[:] = sorted(d for d in dirnames if os.path.join(dirpath, d) != os.path.join(root, "tests", "data"))
            for name in sorted(filenames):
                if name.endswith(".mlir"):
                    found.append(os.path.join(dirpath, name))
    return found


def collect_lit(root: str, coll: Collection, compendium_bodies: list, vhlo_text: bool = False) -> None:
    """The lit cases; VHLO text is left out (counted) unless `vhlo_text`
    (the mutation oracle's syntax mutations of VHLO text), when its chunks
    are cases too."""
    files = _lit_files(root)
    compendium_dir = os.path.join(root, "tests", "vhlo", "compendium")
    snapshot_dir = os.path.join(root, "tests", "vhlo", "snapshots")
    # Input -> how it is read: {"split": bool, "unregistered": bool}.
    uses: dict = {}
    made = []
    for path in files:
        if os.path.dirname(path) == compendium_dir:
            continue  # the compendium is a source of its own
        text = open(path, encoding="utf-8").read()
        sections = _sections(list(enumerate(text.splitlines(), 1))) if "split-file" in text else {}
        for cmd in run_commands(text):
            if not reads_stablehlo_text(cmd):
                continue
            split = "--split-input-file" in cmd or "-split-input-file" in cmd
            unreg = "--allow-unregistered-dialect" in cmd or "-allow-unregistered-dialect" in cmd
            for tok in command_inputs(cmd):
                if tok == "%s":
                    key = (path, None)
                elif tok.startswith("%t/") and tok[3:] in sections:
                    key = (path, tok[3:])
                elif tok.startswith("%S/"):
                    key = (os.path.normpath(os.path.join(os.path.dirname(path), tok[3:])), None)
                else:
                    made.append((path, tok))
                    continue
                use = uses.setdefault(key, {"split": False, "unregistered": False})
                use["split"] |= split
                use["unregistered"] |= unreg
    by_file: dict = {}
    for path, tok in made:
        by_file.setdefault(path, set()).add(tok)
    for path in sorted(by_file):
        coll.exclude("lit", "made-at-test-time", f"{_rel(root, path)} ({', '.join(sorted(by_file[path]))})")

    compendium_set = set(compendium_bodies)
    for path in files:
        if os.path.dirname(path) == compendium_dir:
            continue
        rel = _rel(root, path)
        lines = _read(path)
        keys = sorted((k for k in uses if k[0] == path), key=lambda k: k[1] or "")
        if not keys:
            coll.exclude("lit", "no-stablehlo-reader", rel)
            continue
        if os.path.dirname(path) == snapshot_dir and _is_snapshot_copy(lines, compendium_set):
            coll.exclude("lit", "snapshot-copy", rel)
            continue
        for key in keys:
            use = uses[key]
            where = rel if key[1] is None else f"{rel} (section {key[1]})"
            body = lines if key[1] is None else _sections(lines)[key[1]]
            if is_vhlo_text(body) and not vhlo_text:
                chunks = split_chunks(body) if use["split"] else [body]
                coll.exclude("lit", "vhlo-text", where, n=len(chunks))
                continue
            if use["split"]:
                units = [(None, c, "chunk") for c in split_chunks(body)]
            else:
                funcs = split_functions(body)
                if funcs is None:
                    units = [(None, body, "file" if key[1] is None else "section")]
                else:
                    units = [(start, u, "function") for start, u in funcs]
            for start, unit, origin in units:
                first = first_code_line(unit)
                if first is None:
                    coll.exclude("lit", "empty", where)
                    continue
                coll.cases.append(Case("lit", rel, start or first, unit, use["unregistered"], origin))


def _is_snapshot_copy(lines, compendium_set: set) -> bool:
    """A snapshot whose program, once every current compendium chunk is
    taken out of it, holds no code: nothing in it is not a compendium case."""
    text = "\n".join(t for _, t in lines if not _COMMENT.match(t)) + "\n"
    for body in sorted(compendium_set, key=len, reverse=True):
        text = text.replace(body, "", 1) if body in text else text
    return not text.strip()


def compendium_chunks(root: str) -> list:
    """(path, [(n, text)]) per chunk, as tools/snapshot.py cuts them: the
    `// Compendium:` header line is not part of a chunk."""
    out = []
    cdir = os.path.join(root, "tests", "vhlo", "compendium")
    for name in sorted(os.listdir(cdir)):
        if not name.endswith(".mlir"):
            continue
        path = os.path.join(cdir, name)
        lines = [(n, t) for n, t in _read(path) if not t.startswith("// Compendium:")]
        for chunk in split_chunks(lines):
            out.append((_rel(root, path), chunk))
    return out


def compendium_body(chunk) -> str:
    """The chunk's text as tools/snapshot.py writes it into a snapshot."""
    return "\n".join(t for _, t in chunk if not _COMMENT.match(t)).strip() + "\n"


def collect_compendium(root: str, coll: Collection) -> list:
    bodies = []
    for rel, chunk in compendium_chunks(root):
        first = first_code_line(chunk)
        if first is None:
            coll.exclude("compendium", "empty", rel)
            continue
        bodies.append(compendium_body(chunk))
        coll.cases.append(Case("compendium", rel, first, chunk, False, "chunk"))
    return bodies


def collect_op_roundtrip(root: str, coll: Collection, to_stablehlo) -> None:
    """generated/tests/ops/*.mlir through `to_stablehlo(paths)`, which gives
    {path: (stablehlo text or None, error)}."""
    odir = os.path.join(root, "generated", "tests", "ops")
    paths = sorted(os.path.join(odir, n) for n in os.listdir(odir) if n.endswith(".mlir"))
    converted = to_stablehlo(paths)
    for path in paths:
        rel = _rel(root, path)
        text, err = converted[path]
        if text is None:
            coll.notes.append(f"{rel}: not converted to StableHLO: {err}")
            continue
        first = first_code_line(_read(path)) or 1
        # The converted text has its own lines; the case names the VHLO op's
        # line of the generated file.
        op_line = next(
            (
                n
                for n, t in _read(path)
                if not _COMMENT.match(t)
                and "vhlo.func_v1" not in t
                and re.search(r'"vhlo\.\w+"\(', t)
                and "return_v1" not in t
            ),
            first,
        )
        lines = [(op_line, t) for t in text.splitlines()]
        coll.cases.append(Case("op-roundtrip", rel, op_line, lines, False, "converted"))


def dedupe(coll: Collection) -> None:
    seen, kept = {}, []
    for c in coll.cases:
        key = (c.normalized(), c.unregistered)
        if key in seen:
            coll.exclude(c.source, "duplicate", f"{c.id} = {seen[key]}")
            continue
        seen[key] = c.id
        kept.append(c)
    coll.cases = kept
