#!/usr/bin/env python3
"""The wheel in a fresh environment (ctest wheel/*; tests/wheel/README.md).

Every step runs the wheel that tools/dev.sh wheel made (BUILD/wheel-dist/)
from a temporary directory, in a virtual environment made there, with an
environment holding nothing of the build: PATH is the venv's bin, /usr/bin
and /bin (not Debian's LLVM, /usr/lib/llvm-22/bin, nor the build's bin),
and there is no LD_LIBRARY_PATH or PYTHONPATH.

  wheel_env.py setup        make the venv and pip-install the wheel into it
  wheel_env.py commands     the console commands and the Python module
  wheel_env.py same-as-build  bad inputs through the wheel's commands and
                            the build tree's tools: same exit codes, output
                            and messages
  wheel_env.py glibc-only   auditwheel show, and every ELF file's needed
                            libraries: nothing outside glibc
  wheel_env.py jax-setup    pip-install the pinned jax/jaxlib beside it
  wheel_env.py jax-export   a JAX-exported program written by the wheel and
                            read and run by jaxlib in the same process
  wheel_env.py ctypes       libStablehloPortable.so loaded with ctypes beside
                            jaxlib's MLIR
  wheel_env.py cleanup      remove the temporary directory

Options: --build BUILD_DIR --source SOURCE_DIR.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def fail(message: str) -> None:
    print(f"FAIL: {message}")
    sys.exit(1)


class Env:
    def __init__(self, build: Path, source: Path):
        self.build = build.resolve()
        self.source = source.resolve()
        digest = hashlib.sha1(str(self.build).encode()).hexdigest()[:10]
        self.root = Path(tempfile.gettempdir()) / f"stablehlo-wheel-test-{digest}"
        self.venv = self.root / "venv"
        self.work = self.root / "work"
        self.home = self.root / "home"
        self.version = (self.source / "VERSION").read_text().split()[0]

    def wheel(self) -> Path:
        found = sorted(
            glob.glob(str(self.build / "wheel-dist" / f"stablehlo_portable-{self.version}-*-manylinux*.whl"))
        )
        if len(found) != 1:
            fail(
                f"expected one manylinux wheel of version {self.version} in "
                f"{self.build / 'wheel-dist'}, found {found}: run tools/dev.sh wheel"
            )
        return Path(found[0])

    def environ(self) -> dict[str, str]:
        env = {
            "PATH": f"{self.venv}/bin:/usr/bin:/bin",
            "HOME": str(self.home),
            "LANG": "C.UTF-8",
            "TMPDIR": str(self.root),
            # The pinned jax/jaxlib come from pip's cache when it has them.
            "PIP_CACHE_DIR": os.environ.get("PIP_CACHE_DIR", str(Path.home() / ".cache" / "pip")),
            "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        }
        return env

    def run(self, args, *, check=True, stdin=None, env=None, timeout=600):
        result = subprocess.run(
            [str(a) for a in args],
            cwd=self.work,
            env=env or self.environ(),
            capture_output=True,
            input=stdin,
            timeout=timeout,
        )
        if check and result.returncode != 0:
            fail(
                f"{' '.join(map(str, args))} exited {result.returncode}:\n"
                f"{result.stdout.decode(errors='replace')[-3000:]}"
                f"{result.stderr.decode(errors='replace')[-3000:]}"
            )
        return result

    def python(self) -> Path:
        return self.venv / "bin" / "python"

    def require_venv(self) -> None:
        if not (self.venv / "bin" / "stablehlo-translate").exists():
            fail(f"no venv with the wheel at {self.venv} (ctest runs wheel/setup first)")


def setup(env: Env) -> None:
    wheel = env.wheel()
    shutil.rmtree(env.root, ignore_errors=True)
    for d in (env.work, env.home):
        d.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    env.run(["/usr/bin/python3", "-m", "venv", env.venv])
    made = time.monotonic()
    # --no-index: the wheel needs nothing else.
    env.run([env.python(), "-m", "pip", "install", "--no-index", "-q", wheel])
    done = time.monotonic()
    size = wheel.stat().st_size
    site = Path(
        env.run([env.python(), "-c", "import sysconfig; print(sysconfig.get_paths()['platlib'])"])
        .stdout.decode()
        .strip()
    )
    installed = sum(f.stat().st_size for f in (site / "stablehlo").rglob("*") if f.is_file())
    print(
        f"{wheel.name}: {size / 2**20:.1f} MiB; installed (stablehlo/): "
        f"{installed / 2**20:.1f} MiB; venv made in {made - start:.1f} s, "
        f"pip install in {done - made:.1f} s"
    )


def commands(env: Env) -> None:
    env.require_venv()
    demo = env.work / "demo.mlir"
    shutil.copy(env.source / "examples" / "demo.mlir", demo)
    # The commands are the venv's, found on PATH.
    for tool in ("stablehlo-translate", "stablehlo-opt", "stablehlo-lsp-server"):
        where = shutil.which(tool, path=env.environ()["PATH"])
        if where != str(env.venv / "bin" / tool):
            fail(f"{tool} on PATH is {where}, not the venv's")
    out = env.run(["stablehlo-translate", "--version"]).stdout.decode()
    first = out.splitlines()[0]
    if not re.fullmatch(
        rf"stablehlo-portable {re.escape(env.version)} \(StableHLO 1\.20\.0, "
        r"LLVM 22\.\d+\.\d+\S*\)",
        first,
    ):
        fail(f"stablehlo-translate --version: {out!r}")
    for tool in ("stablehlo-opt", "stablehlo-lsp-server"):
        other = env.run([tool, "--version"]).stdout.decode().splitlines()[0]
        if other != first:
            fail(f"{tool} --version: {other!r}, stablehlo-translate: {first!r}")
    env.run(["stablehlo-translate", "--serialize", "--target=1.0.0", "--strip-debuginfo", "demo.mlir", "-o", "demo.bc"])
    out = env.run(["stablehlo-translate", "--deserialize", "--print-stablehlo-version", "demo.bc"]).stdout.decode()
    if "version: 1.0.0" not in out or "stablehlo." not in out:
        fail(f"--deserialize: {out}")
    report = json.loads(env.run(["stablehlo-translate", "--inspect", "demo.bc"]).stdout)
    if report.get("version") != "1.0.0" or not report.get("ops"):
        fail(f"--inspect: {report}")
    out = env.run(["stablehlo-opt", "--help"]).stdout.decode()
    if "StableHLO optimizer driver" not in out or "--stablehlo-legalize-to-vhlo" not in out:
        fail(f"stablehlo-opt --help: {out[:500]}")
    out = env.run(["stablehlo-opt", "demo.mlir"]).stdout.decode()
    if "stablehlo." not in out:
        fail(f"stablehlo-opt demo.mlir: {out}")
    env.run(["stablehlo-lsp-server", "--help"])
    # -I: the script's folder (in the source tree) is not put on sys.path.
    result = env.run([env.python(), "-I", HERE / "venv_api.py", env.version, env.build, env.source, demo], check=False)
    sys.stdout.write(result.stdout.decode())
    if result.returncode != 0:
        fail(f"venv_api.py:\n{result.stderr.decode()[-4000:]}")
    print("the wheel's commands and module work in a fresh environment")


# Each case: (tool, arguments, stdin). Inputs are written into the work
# directory first; both sides run there with the same relative paths.
BAD_INPUTS = [
    ("stablehlo-translate", ["--no-such-flag", "demo.mlir"], None),
    ("stablehlo-translate", ["--serialize", "--target=0.1.0", "demo.mlir"], None),
    ("stablehlo-translate", ["--serialize", "--target=1.0.0", "tan.mlir"], None),
    ("stablehlo-translate", ["--serialize", "--target=1.0.0", "no-such-file.mlir"], None),
    ("stablehlo-translate", ["--serialize", "--target=1.0.0", "garbage.bin"], None),
    ("stablehlo-translate", ["--serialize", "--target=1.0.0", "invalid.mlir"], None),
    ("stablehlo-translate", ["--deserialize", "garbage.bin"], None),
    ("stablehlo-translate", ["--deserialize", "truncated.bc"], None),
    ("stablehlo-translate", ["--inspect", "truncated.bc"], None),
    ("stablehlo-translate", ["--inspect", "-"], b""),
    ("stablehlo-translate", ["demo.mlir"], None),
    ("stablehlo-translate", ["--minimum-version", "tan.mlir"], None),
    ("stablehlo-opt", ["invalid.mlir"], None),
    ("stablehlo-opt", ["--no-such-flag"], None),
    ("stablehlo-opt", ["--stablehlo-legalize-to-vhlo", "--vhlo-to-version=target=1.0.0", "tan.mlir"], None),
    ("stablehlo-opt", ["-"], b"this is not MLIR"),
    ("stablehlo-lsp-server", ["--no-such-flag"], None),
    ("stablehlo-translate", ["--help"], None),
    ("stablehlo-opt", ["--help"], None),
    ("stablehlo-lsp-server", ["--help"], None),
    ("stablehlo-translate", ["--version"], None),
]


def same_as_build(env: Env) -> None:
    env.require_venv()
    w = env.work
    shutil.copy(env.source / "examples" / "demo.mlir", w / "demo.mlir")
    (w / "tan.mlir").write_text(
        "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n"
        "  %0 = stablehlo.tan %a : tensor<f32>\n  return %0 : tensor<f32>\n}\n"
    )
    (w / "invalid.mlir").write_text(
        "func.func @f(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {\n"
        "  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>\n"
        "  return %0 : tensor<2xf32>\n}\n"
    )
    (w / "garbage.bin").write_bytes(bytes(range(256)) * 4)
    built = env.build / "bin" / "stablehlo-translate"
    subprocess.run([built, "--serialize", "--target=1.0.0", "demo.mlir", "-o", "full.bc"], cwd=w, check=True)
    (w / "truncated.bc").write_bytes((w / "full.bc").read_bytes()[:40])
    differ = []
    for tool, args, stdin in BAD_INPUTS:
        ours = env.run([tool, *args], check=False, stdin=stdin)
        # Both found on PATH, as a user runs them (LLVM's messages name
        # argv[0]).
        theirs = subprocess.run(
            [tool, *args],
            cwd=w,
            capture_output=True,
            input=stdin,
            env={"PATH": f"{env.build / 'bin'}:/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": str(env.home)},
        )
        line = f"{tool} {' '.join(args)}: exit {theirs.returncode}"
        if (ours.returncode, ours.stdout, ours.stderr) != (theirs.returncode, theirs.stdout, theirs.stderr):
            differ.append(
                f"{line}; the wheel's: exit {ours.returncode}\n"
                f"  build stderr: {theirs.stderr.decode(errors='replace')[:400]!r}\n"
                f"  wheel stderr: {ours.stderr.decode(errors='replace')[:400]!r}\n"
                f"  stdout equal: {ours.stdout == theirs.stdout}"
            )
        else:
            first = (theirs.stderr or theirs.stdout).decode(errors="replace").strip()
            print(f"same: {line}: {first.splitlines()[0][:100] if first else ''}")
    for d in differ:
        print(f"FAIL: {d}")
    if differ:
        sys.exit(1)
    failing = sum(1 for tool, args, stdin in BAD_INPUTS if args[0] not in ("--help", "--version"))
    print(
        f"{len(BAD_INPUTS)} runs ({failing} bad inputs) give the same exit code, "
        "output and messages from the wheel's commands and the build tree's tools"
    )


# What a manylinux wheel may need at run time: glibc's libraries.
GLIBC = {"libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1", "ld-linux-x86-64.so.2"}


def glibc_only(env: Env, readelf: str, auditwheel: str) -> None:
    env.require_venv()
    wheel = env.wheel()
    show = subprocess.run([auditwheel, "show", wheel], capture_output=True, text=True)
    print(show.stdout.strip())
    if show.returncode != 0:
        fail(f"auditwheel show: {show.stderr}")
    text = " ".join(show.stdout.split())
    tag = re.search(r'consistent with the following platform tag: "(manylinux_\d+_\d+_x86_64)"', text)
    if not tag or tag.group(1) not in wheel.name:
        fail(f"the wheel's tag is not the one auditwheel reports ({wheel.name})")
    if "external shared libraries" in text and "no external shared libraries" not in text:
        fail("auditwheel found external shared libraries")
    site = (
        Path(
            env.run([env.python(), "-c", "import sysconfig; print(sysconfig.get_paths()['platlib'])"])
            .stdout.decode()
            .strip()
        )
        / "stablehlo"
    )
    elves = [f for f in site.rglob("*") if f.is_file() and f.read_bytes()[:4] == b"\x7fELF"]
    if len(elves) != 3:
        fail(f"expected 3 ELF files (the extension, the library, stablehlo-tools): {elves}")
    for f in elves:
        dyn = subprocess.run([readelf, "-d", f], capture_output=True, text=True, check=True).stdout
        needed = set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dyn))
        rpath = re.findall(r"\((?:RPATH|RUNPATH)\)\s+Library (?:rpath|runpath): \[([^\]]+)\]", dyn)
        extra = needed - GLIBC - {"libStablehloPortable.so"}
        if extra:
            fail(f"{f.name} needs {sorted(extra)}, outside glibc")
        if "libStablehloPortable.so" in needed and rpath != ["$ORIGIN/lib"]:
            fail(f"{f.name} finds libStablehloPortable.so through {rpath}, not $ORIGIN/lib")
        if any(p for p in rpath if not p.startswith("$ORIGIN")):
            fail(f"{f.name} has a run path outside the wheel: {rpath}")
        print(
            f"{f.relative_to(site.parent)}: needs {', '.join(sorted(needed))}"
            f"{'; run path ' + ':'.join(rpath) if rpath else ''}"
        )
    print("the wheel needs nothing outside glibc")


def jax_setup(env: Env) -> None:
    env.require_venv()
    start = time.monotonic()
    env.run(
        [env.python(), "-m", "pip", "install", "-q", "-r", env.source / "tests" / "interop" / "requirements.txt"],
        timeout=1800,
    )
    print(f"pinned jax/jaxlib installed beside the wheel in {time.monotonic() - start:.1f} s")


def in_venv(env: Env, script: str, *args) -> None:
    env.require_venv()
    result = env.run([env.python(), "-I", HERE / script, *args], check=False, timeout=900)
    sys.stdout.write(result.stdout.decode())
    if result.returncode != 0:
        fail(f"{script}:\n{result.stderr.decode()[-4000:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step")
    parser.add_argument("--build", type=Path, required=True)
    parser.add_argument("--source", type=Path, required=True)
    parser.add_argument("--readelf", default="readelf")
    parser.add_argument("--auditwheel", default="auditwheel")
    args = parser.parse_args()
    env = Env(args.build, args.source)
    # Each step in a directory of its own (ctest runs them in parallel).
    env.work = env.root / "work" / args.step
    if args.step not in ("setup", "cleanup"):
        env.work.mkdir(parents=True, exist_ok=True)
    if args.step == "setup":
        setup(env)
    elif args.step == "commands":
        commands(env)
    elif args.step == "same-as-build":
        same_as_build(env)
    elif args.step == "glibc-only":
        glibc_only(env, args.readelf, args.auditwheel)
    elif args.step == "jax-setup":
        jax_setup(env)
    elif args.step == "jax-export":
        in_venv(env, "venv_jax.py", env.build, env.source)
    elif args.step == "ctypes":
        in_venv(env, "venv_ctypes.py", env.build, env.source)
    elif args.step == "cleanup":
        shutil.rmtree(env.root, ignore_errors=True)
    else:
        fail(f"unknown step {args.step}")


if __name__ == "__main__":
    main()
