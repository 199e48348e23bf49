"""What the catalogue tests share: our tools, jaxlib's reader, the versions,
the expected failures and the bookkeeping of outcomes.

Programs cross between jaxlib and us only as bytes (portable artifacts) or
text, never as in-process objects: jaxlib links its own MLIR.
"""

import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import catalogue  # noqa: E402  (sets XLA_FLAGS before jax is imported)
from interop_common import first_error, vkey  # noqa: E402,F401  (harness.vkey, harness.first_error)

from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jaxlib.mlir.dialects import stablehlo as jaxlib_stablehlo  # noqa: E402


def _env(name):
    v = os.environ.get(name)
    if not v:
        sys.exit(
            f"error: {name} is not set; run the interop tests through ctest (tests/interop/CMakeLists.txt sets it)"
        )
    return v


BUILD = _env("STABLEHLO_BUILD_DIR")
SOURCE = _env("STABLEHLO_SOURCE_DIR")
TRANSLATE = os.path.join(BUILD, "bin", "stablehlo-translate")
OPT = os.path.join(BUILD, "bin", "stablehlo-opt")
for _tool in (TRANSLATE, OPT):
    if not os.access(_tool, os.X_OK):
        sys.exit(f"error: {_tool} is missing; build the {os.path.basename(_tool)} target")

KNOWN_FAILURES = os.path.join(HERE, "known_failures.txt")

# ---------------------------------------------------------------------------
# Versions.


def released_versions():
    """Every release our schema knows (schema/released.yaml), oldest first."""
    versions = []
    with open(os.path.join(SOURCE, "schema", "released.yaml")) as f:
        for line in f:
            m = re.match(r"\s*release (\d+\.\d+\.\d+):", line)
            if m:
                versions.append(m.group(1))
    if not versions:
        sys.exit("error: no releases found in schema/released.yaml")
    return sorted(versions, key=vkey)


def our_current_version():
    """The version our writer gives `--target=current`, as our reader reports it."""
    prog = "func.func @main() {\n  return\n}\n"
    rc, art, err = translate(["--serialize", "--target=current"], prog.encode())
    if rc != 0:
        sys.exit(f"error: stablehlo-translate --serialize --target=current failed: {err}")
    rc, out, err = translate(["--deserialize", "--print-stablehlo-version"], art)
    m = re.search(rb"StableHLO version: (\d+\.\d+\.\d+)", out)
    if rc != 0 or not m:
        sys.exit(f"error: could not read our current version back: {err}")
    return m.group(1).decode()


def jaxlib_current_version():
    return jaxlib_stablehlo.get_current_version()


def newest_common_version():
    ours, theirs = our_current_version(), jaxlib_current_version()
    return min(ours, theirs, key=vkey), ours, theirs


# ---------------------------------------------------------------------------
# Our tools.


def translate(args, data, timeout=120, tool=None):
    """Runs stablehlo-translate (or TOOL) ARGS on DATA (bytes) given as a file."""
    suffix = ".mlir" if not data.startswith(b"ML\xefR") else ".bc"
    with tempfile.NamedTemporaryFile(suffix=suffix) as f:
        f.write(data)
        f.flush()
        p = subprocess.run([tool or TRANSLATE, *args, f.name], capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace").replace(f.name, "<input>")


def writer_flags(text):
    """Flags for our writer (and --minimum-version) for the program TEXT: with
    ops or attributes of Shardy's sdy dialect it is written as JAX writes it,
    with other dialects allowed."""
    return ["--allow-other-dialects"] if re.search(rb"\bsdy\.", text) else []


def artifact_version(artifact):
    """The StableHLO version an artifact names in its producer string."""
    m = re.search(rb"StableHLO_v(\d+\.\d+\.\d+)", artifact[:64])
    return m.group(1).decode() if m else None


def vhlo_text(artifact, debug_info=False):
    """The VHLO program of ARTIFACT as stablehlo-opt prints it (no conversion)."""
    args = ["--mlir-print-debuginfo"] if debug_info else []
    rc, out, err = translate(args, artifact, tool=OPT)
    return out.decode() if rc == 0 else None


def parallel_map(fn, items, workers=2):
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(fn, items))


# ---------------------------------------------------------------------------
# jaxlib's reader, in a context made as jax makes its own.

_CTX = None


def jaxlib_context():
    global _CTX
    if _CTX is None:
        _CTX = jax_mlir.make_ir_context()
    return _CTX


def jaxlib_read(artifact, debug_info=False):
    """(text, None) as jaxlib prints the program of ARTIFACT, or (None, error)."""
    texts, err = jaxlib_read_texts(artifact, (debug_info,))
    return (texts[0] if texts else None), err


def jaxlib_read_texts(artifact, debug_info=(False, True)):
    """([text per debug_info flag], None) as jaxlib prints the program of
    ARTIFACT, read once; or (None, error)."""
    ctx = jaxlib_context()
    try:
        with ctx:
            module = jaxlib_stablehlo.deserialize_portable_artifact(ctx, artifact)
            texts = [module.operation.get_asm(enable_debug_info=d) for d in debug_info]
    except Exception as e:  # jaxlib raises a plain Exception on refusal
        msg = " ".join(str(e).split())
        return None, msg[:300]
    return texts, None


# ---------------------------------------------------------------------------
# Expected failures and outcomes.


def load_known_failures():
    """{(function, step): (issue, reason)} from known_failures.txt.

    Each line: FUNCTION STEP ISSUE REASON..., '#' starts a comment."""
    known = {}
    with open(KNOWN_FAILURES) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 3)
            if len(parts) < 4:
                sys.exit(f"error: {KNOWN_FAILURES}:{n}: expected FUNCTION STEP ISSUE REASON")
            name, step, issue, reason = parts
            if (name, step) in known:
                sys.exit(f"error: {KNOWN_FAILURES}:{n}: {name} {step} is listed twice")
            known[(name, step)] = (issue, reason)
    return known


class Outcomes:
    """Failures by (function, step); checked against the expected failures of
    the steps and functions this test covers."""

    def __init__(self, steps, names):
        self.steps = set(steps)
        self.names = set(names)
        self.failures = {}
        self.known = {k: v for k, v in load_known_failures().items() if k[1] in self.steps and k[0] in self.names}

    def fail(self, name, step, reason):
        assert step in self.steps, step
        self.failures.setdefault((name, step), reason)

    def report(self):
        """Prints the failures; returns the exit status."""
        unexpected = {k: v for k, v in self.failures.items() if k not in self.known}
        expected = {k: v for k, v in self.failures.items() if k in self.known}
        now_passing = sorted(k for k in self.known if k not in self.failures)
        for (name, step), reason in sorted(expected.items()):
            issue, why = self.known[(name, step)]
            print(f"  expected failure  {name} [{step}] (issue {issue}: {why}): {reason}")
        for (name, step), reason in sorted(unexpected.items()):
            print(f"  UNEXPECTED FAILURE  {name} [{step}]: {reason}")
        for name, step in now_passing:
            print(f"  EXPECTED FAILURE NOW PASSES  {name} [{step}]: remove it from tests/interop/known_failures.txt")
        print(
            f"expected failures: {len(expected)}; unexpected failures: {len(unexpected)}; "
            f"expected failures that now pass: {len(now_passing)}"
        )
        return 1 if unexpected or now_passing else 0


def select_entries(argv):
    """The entries of this run: all, or shard I of N given as --shard=I/N."""
    entries = list(catalogue.ENTRIES)
    for a in argv:
        m = re.fullmatch(r"--shard=(\d+)/(\d+)", a)
        if m:
            i, n = int(m.group(1)), int(m.group(2))
            entries = [e for k, e in enumerate(entries) if k % n == i]
        elif a.startswith("--only="):
            names = set(a[len("--only=") :].split(","))
            entries = [e for e in entries if e.name in names]
        else:
            sys.exit(f"error: unknown argument {a!r}; expected --shard=I/N or --only=NAMES")
    return entries


def load_cached(entries):
    root = catalogue.cache_root()
    missing = [e.name for e in entries if not catalogue.is_cached(root, e)]
    if missing:
        sys.exit(
            f"error: {len(missing)} catalogue entries are not exported in "
            f"{catalogue.jax_version_dir(root)} (e.g. {missing[0]}); run the "
            "interop-catalogue-export test first"
        )
    return [catalogue.load(root, e) for e in entries]
