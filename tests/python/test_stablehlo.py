"""Tests of the `stablehlo` Python module (python/stablehlo/).

ctest runs them with PYTHONPATH=BUILD/python_packages and STABLEHLO_BUILD_DIR
set, under the system Python, which has no MLIR Python bindings: the
ir.Module / ir.Context objects below are fakes of such bindings, which the
module must use only through their printer (`operation.get_asm`, `str`) and
parser (`ir.Module.parse`). tests/python/test_jaxlib_bindings.py does the same
with jaxlib's real bindings.
"""

from __future__ import annotations

import os
import subprocess
import sys
import types

import pytest

import stablehlo

BUILD = os.environ.get("STABLEHLO_BUILD_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "build"))
ARTIFACTS = os.path.join(os.path.dirname(__file__), "..", "data", "upstream-artifacts")

TAN = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tan %a : tensor<2xf32> loc("model.py":3:7)
  return %0 : tensor<2xf32>
}
"""

QUANTIZED = """func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  %0 = stablehlo.abs %a : tensor<2x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>
}
"""


def print_bytecode(bytecode: bytes) -> str:
    """The program in MLIR bytecode, printed by stablehlo-opt."""
    return subprocess.run(
        [os.path.join(BUILD, "bin", "stablehlo-opt")], input=bytecode, capture_output=True, check=True
    ).stdout.decode()


# Versions ------------------------------------------------------------------


def test_versions():
    assert stablehlo.get_api_version() >= 9
    current, minimum = stablehlo.get_current_version(), stablehlo.get_minimum_version()
    assert stablehlo.get_smaller_version(current, minimum) == minimum
    assert stablehlo.get_smaller_version("1.10.0", "1.9.0") == "1.9.0"
    req = stablehlo.StablehloCompatibilityRequirement
    assert stablehlo.get_version_from_compatibility_requirement(req.NONE) == current
    assert stablehlo.get_version_from_compatibility_requirement(req.MAX) == minimum
    week4 = stablehlo.get_version_from_compatibility_requirement(req.WEEK_4)
    week12 = stablehlo.get_version_from_compatibility_requirement(req.WEEK_12)
    assert stablehlo.get_smaller_version(week4, week12) == week12


def test_smaller_version_rejects_non_versions():
    with pytest.raises(ValueError, match="failed to convert version to stablehlo version"):
        stablehlo.get_smaller_version("1.x", "1.0.0")


# Text and bytes ------------------------------------------------------------


@pytest.mark.parametrize("as_bytes", [False, True])
def test_serialize_and_deserialize_str(as_bytes):
    program = TAN.encode() if as_bytes else TAN
    artifact = stablehlo.serialize_portable_artifact_str(program, "1.4.0")
    assert artifact.startswith(b"ML\xefR")
    assert stablehlo.get_portable_artifact_version(artifact) == "1.4.0"
    bytecode = stablehlo.deserialize_portable_artifact_str(artifact)
    assert bytecode.startswith(b"ML\xefR")
    assert "stablehlo.tan" in print_bytecode(bytecode)


def test_serialize_str_errors_carry_diagnostics():
    with pytest.raises(stablehlo.PortableArtifactError) as info:
        stablehlo.serialize_portable_artifact_str(TAN, "1.3.0")
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert message.startswith("failed to serialize module")
    assert "stablehlo.tan was introduced in 1.4.0" in message


def test_compatibility_expander():
    artifact = stablehlo.serialize_portable_artifact_str(TAN, "1.3.0", compatibility_expander=True)
    assert stablehlo.get_portable_artifact_version(artifact) == "1.3.0"
    printed = print_bytecode(stablehlo.deserialize_portable_artifact_str(artifact))
    assert "stablehlo.sine" in printed and "stablehlo.tan" not in printed


def test_other_dialects_need_the_switch():
    program = """func.func @f(%a: tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>> {
  %0 = stablehlo.abs %a : tensor<2xf32>
  %1 = quant.qcast %0 : tensor<2xf32> to tensor<2x!quant.uniform<i8:f32, 1.0>>
  return %1 : tensor<2x!quant.uniform<i8:f32, 1.0>>
}
"""
    with pytest.raises(stablehlo.PortableArtifactError, match="quant.qcast"):
        stablehlo.serialize_portable_artifact_str(program, "current")
    assert stablehlo.serialize_portable_artifact_str(program, "current", allow_other_dialects=True)


@pytest.mark.parametrize(
    "program, target, phrase",
    [
        ("func.func @f( {", "current", "not a valid StableHLO program"),
        ("", "current", "the program is empty"),
        (TAN, "0.1.0", "0.1.0"),
        (TAN, "not-a-version", "not-a-version"),
    ],
)
def test_serialize_str_failures(program, target, phrase):
    with pytest.raises(stablehlo.PortableArtifactError, match="failed to serialize module") as info:
        stablehlo.serialize_portable_artifact_str(program, target)
    assert phrase in str(info.value)


@pytest.mark.parametrize("artifact", [b"", b"ML\xefR\x06garbage", b"\x00\x01\x02", "module {"])
def test_deserialize_str_failures(artifact):
    with pytest.raises(stablehlo.PortableArtifactError) as info:
        stablehlo.deserialize_portable_artifact_str(artifact)
    assert str(info.value).startswith("failed to deserialize module")
    assert "failed to deserialize portable artifact" in str(info.value)


def test_artifact_version_of_non_artifacts():
    with pytest.raises(stablehlo.PortableArtifactError, match="not a portable artifact"):
        stablehlo.get_portable_artifact_version(b"module {}")


def test_str_functions_take_only_str_or_bytes():
    with pytest.raises(TypeError, match="must be str or bytes"):
        stablehlo.serialize_portable_artifact_str(42, "current")
    with pytest.raises(TypeError, match="must be str or bytes"):
        stablehlo.deserialize_portable_artifact_str(None)


# Fake MLIR Python bindings ---------------------------------------------------
#
# Laid out like MLIR's (and jaxlib's): the classes in PACKAGE._mlir_libs._mlir.ir,
# a context class defined elsewhere that derives from ir.Context, per-dialect
# modules PACKAGE.dialects.NAME with register_dialect(context), and
# PACKAGE._mlir_libs._jax_mlir_ext.register_dialects(registry) for MLIR's own
# dialects, as jaxlib has. Module.parse refuses text that uses a dialect the
# context has not loaded, as MLIR's parser does.


def make_bindings(package: str, registered=(), per_dialect=(), in_registry=(), by_reader=()):
    """Installs fake bindings `package` in sys.modules; returns (ir, Context).

    `registered`: dialects every context can load from the start;
    `per_dialect`: those PACKAGE.dialects.NAME.register_dialect registers;
    `in_registry`: those the _jax_mlir_ext registry holds;
    `by_reader`: those PACKAGE.dialects.stablehlo.deserialize_portable_artifact
    loads when it reads (it records what it read in `reader_calls`).
    """
    ir = types.ModuleType(f"{package}._mlir_libs._mlir.ir")

    class Dialects:
        def __init__(self, context):
            self.context = context

        def __getitem__(self, name):
            if name not in self.context.registered:
                raise IndexError(f"Dialect '{name}' not found")
            self.context.loaded.add(name)
            return name

    class BaseContext:
        def __init__(self):
            self.registered = set(registered)
            self.loaded = set()
            self.dialects = Dialects(self)

        def append_dialect_registry(self, registry):
            self.registered |= registry.names

    class DialectRegistry:
        def __init__(self):
            self.names = set()

    class Module:
        def __init__(self, text, context):
            self.text, self.context = text, context

        @staticmethod
        def parse(asm, context=None):
            if not isinstance(context, BaseContext):
                raise TypeError("parse(): incompatible context")
            for name in ("func", "stablehlo", "quant"):
                if f"{name}." in asm and name not in context.loaded:
                    raise ValueError(f"Dialect `{name}' not found")
            return Module(asm, context)

        def __str__(self):
            return self.text

    for cls in (BaseContext, DialectRegistry, Module):
        cls.__module__ = ir.__name__
    BaseContext.__name__ = BaseContext.__qualname__ = "Context"
    ir.Context, ir.Module, ir.DialectRegistry = BaseContext, Module, DialectRegistry

    libs = types.ModuleType(f"{package}._mlir_libs")

    class Context(BaseContext):  # the bindings' own subclass, as MLIR's
        pass

    Context.__module__ = libs.__name__
    extension = types.ModuleType(f"{package}._mlir_libs._jax_mlir_ext")
    extension.register_dialects = lambda registry: registry.names.update(in_registry)

    modules = {
        package: types.ModuleType(package),
        libs.__name__: libs,
        ir.__name__: ir,
        extension.__name__: extension,
        f"{package}.dialects": types.ModuleType(f"{package}.dialects"),
    }
    for name in set(per_dialect) | ({"stablehlo"} if by_reader else set()):
        dialect = types.ModuleType(f"{package}.dialects.{name}")
        if name in per_dialect:
            dialect.register_dialect = lambda context, name=name: context.registered.add(name)
        modules[dialect.__name__] = dialect
    if by_reader:

        def read(context, artifact):
            reader_calls.append(artifact)
            context.registered |= set(by_reader)
            context.loaded |= set(by_reader)
            return Module("module {}", context)

        reader_calls = []
        modules[f"{package}.dialects.stablehlo"].deserialize_portable_artifact = read
        ir.reader_calls = reader_calls
    sys.modules.update(modules)
    return ir, Context


class Operation:
    """An ir.Operation: get_asm prints MLIR text (as bytes with binary=True)."""

    def __init__(self, text):
        self.text, self.calls = text, []

    def get_asm(self, binary=False, enable_debug_info=False, **kwargs):
        self.calls.append(dict(binary=binary, enable_debug_info=enable_debug_info, **kwargs))
        return self.text.encode() if binary else self.text


class ModuleWithAsm:
    def __init__(self, text):
        self.operation = Operation(text)


class PrintsAsText:
    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text


# serialize_portable_artifact --------------------------------------------------


def test_serialize_takes_a_module_with_get_asm():
    module = ModuleWithAsm(TAN)
    artifact = stablehlo.serialize_portable_artifact(module, "1.4.0")
    assert artifact == stablehlo.serialize_portable_artifact_str(TAN, "1.4.0")
    # Printed as text (bytes) with the locations, which the artifact keeps.
    assert module.operation.calls == [dict(binary=True, enable_debug_info=True)]
    text, _ = stablehlo._stablehlo._deserialize_to_text(artifact)
    assert b'loc("model.py":3:7)' in text


@pytest.mark.parametrize(
    "form",
    [
        lambda text: text,
        lambda text: text.encode(),
        lambda text: bytearray(text.encode()),
        lambda text: memoryview(text.encode()),
        PrintsAsText,
    ],
    ids=["str", "bytes", "bytearray", "memoryview", "str()"],
)
def test_serialize_takes_text_in_every_form(form):
    assert stablehlo.serialize_portable_artifact(form(TAN), "1.4.0") == stablehlo.serialize_portable_artifact_str(
        TAN, "1.4.0"
    )


def test_serialize_takes_bytecode():
    bytecode = stablehlo.deserialize_portable_artifact_str(stablehlo.serialize_portable_artifact_str(TAN, "current"))
    artifact = stablehlo.serialize_portable_artifact(bytecode, "1.4.0")
    assert stablehlo.get_portable_artifact_version(artifact) == "1.4.0"


def test_serialize_options_and_errors():
    module = ModuleWithAsm(TAN)
    with pytest.raises(stablehlo.PortableArtifactError, match="stablehlo.tan was introduced in 1.4.0"):
        stablehlo.serialize_portable_artifact(module, "1.3.0")
    expanded = stablehlo.serialize_portable_artifact(module, "1.3.0", compatibility_expander=True)
    assert stablehlo.get_portable_artifact_version(expanded) == "1.3.0"
    with pytest.raises(stablehlo.PortableArtifactError, match="not a valid StableHLO program"):
        stablehlo.serialize_portable_artifact(PrintsAsText("func.func @f( {"), "current")


class HasCapsule:
    """An object with a `_CAPIPtr` and nothing else the module accepts."""

    def __init__(self, capsule):
        self._CAPIPtr = capsule


@pytest.mark.parametrize(
    "module",
    [42, None, 1.5, [TAN], object(), HasCapsule(object()), types.SimpleNamespace(operation=object())],
    ids=["int", "None", "float", "list", "object", "_CAPIPtr", "operation-without-get_asm"],
)
def test_serialize_refuses_other_types(module):
    with pytest.raises(
        TypeError,
        match=r"module must be an ir.Module .*operation.get_asm\(\)"
        r".*str\(\) is MLIR text.*as str.*bytes",
    ) as info:
        stablehlo.serialize_portable_artifact(module, "current")
    assert ("never taken by pointer (_CAPIPtr)" in str(info.value)) == hasattr(module, "_CAPIPtr")


def test_serialize_refuses_get_asm_of_another_type():
    class Odd:
        class operation:
            @staticmethod
            def get_asm(**kwargs):
                return 42

    with pytest.raises(TypeError, match="get_asm\\(\\) returned int, not bytes or str"):
        stablehlo.serialize_portable_artifact(Odd(), "current")


# The hostile capsule: a capsule named like jaxlib's around a pointer into no
# MLIR of ours. It must raise TypeError, never be dereferenced; run in a child
# process, so a crash fails this test instead of killing pytest.
HOSTILE = r"""
import ctypes, stablehlo
new_capsule = ctypes.pythonapi.PyCapsule_New
new_capsule.restype = ctypes.py_object
new_capsule.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
MODULE_NAME = b"jaxlib.mlir.ir.Module._CAPIPtr"  # kept alive: the capsule keeps a pointer
CONTEXT_NAME = b"jaxlib.mlir.ir.Context._CAPIPtr"

class Hostile:
    pass

module = Hostile()
module._CAPIPtr = new_capsule(0xdeadbeef0, MODULE_NAME, None)
context = Hostile()
context._CAPIPtr = new_capsule(0xdeadbeef0, CONTEXT_NAME, None)
artifact = stablehlo.serialize_portable_artifact_str("func.func @f() { return }", "current")
for what, call in [
    ("module", lambda: stablehlo.serialize_portable_artifact(module, "1.0.0")),
    ("capsule", lambda: stablehlo.serialize_portable_artifact(module._CAPIPtr, "1.0.0")),
    ("context", lambda: stablehlo.deserialize_portable_artifact(context, artifact)),
    ("context-capsule", lambda: stablehlo.deserialize_portable_artifact(context._CAPIPtr, artifact)),
]:
    try:
        call()
        print(what, "ACCEPTED")
    except TypeError as error:
        print(what, "TypeError:", error)
"""


def test_hostile_capsule_raises_instead_of_crashing():
    run = subprocess.run([sys.executable, "-c", HOSTILE], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, f"the child died ({run.returncode}): {run.stderr}"
    lines = run.stdout.splitlines()
    assert len(lines) == 4, run.stdout
    assert lines[0].startswith("module TypeError: serialize_portable_artifact: module must be"), lines
    assert "never taken by pointer (_CAPIPtr)" in lines[0]
    assert lines[1].startswith("capsule TypeError: serialize_portable_artifact: module must be"), lines
    assert lines[2].startswith("context TypeError: deserialize_portable_artifact: context must be an ir.Context"), lines
    assert "never taken by pointer (_CAPIPtr)" in lines[2]
    assert lines[3].startswith(
        "context-capsule TypeError: deserialize_portable_artifact: context must be an ir.Context"
    ), lines


# deserialize_portable_artifact ------------------------------------------------


def test_deserialize_into_the_callers_bindings():
    # jaxlib-like: stablehlo registered by its dialect module, func by the
    # _jax_mlir_ext registry.
    ir, Context = make_bindings("fake_a", per_dialect=["stablehlo"], in_registry=["func"])
    context = Context()
    artifact = stablehlo.serialize_portable_artifact_str(TAN, "1.4.0")
    module = stablehlo.deserialize_portable_artifact(context, artifact)
    assert type(module) is ir.Module and module.context is context
    text = str(module)
    assert "stablehlo.tan" in text and "func.func @main" in text
    assert 'loc("model.py":3:7)' in text, "the program keeps its locations"
    assert context.loaded == {"func", "stablehlo"}
    # The text parsed is a program: our own reader takes it back.
    assert stablehlo.serialize_portable_artifact(module, "1.4.0") == stablehlo.serialize_portable_artifact_str(
        text, "1.4.0"
    )


def test_deserialize_uses_what_the_context_already_has():
    ir, Context = make_bindings("fake_b", registered=["func", "stablehlo"])
    module = stablehlo.deserialize_portable_artifact(
        Context(), stablehlo.serialize_portable_artifact_str(TAN, "current")
    )
    assert "stablehlo.tan" in str(module)


def test_deserialize_lets_the_bindings_reader_load_the_rest():
    """jaxlib loads the quant dialect only when its own reader reads."""
    ir, Context = make_bindings("fake_r", per_dialect=["stablehlo"], in_registry=["func"], by_reader=["quant"])
    context = Context()
    module = stablehlo.deserialize_portable_artifact(
        context, stablehlo.serialize_portable_artifact_str(QUANTIZED, "current")
    )
    assert "!quant.uniform" in str(module)
    assert context.loaded == {"func", "quant", "stablehlo"}
    # It read an empty module, written for the oldest version.
    [artifact] = ir.reader_calls
    assert stablehlo.get_portable_artifact_version(artifact) == stablehlo.get_minimum_version()
    assert "func.func" not in print_bytecode(stablehlo.deserialize_portable_artifact_str(artifact))
    # Nothing is read when the context has what the program needs.
    stablehlo.deserialize_portable_artifact(context, stablehlo.serialize_portable_artifact_str(TAN, "current"))
    assert len(ir.reader_calls) == 1


@pytest.mark.parametrize("program, missing", [(TAN, "func"), (QUANTIZED, "quant")])
def test_deserialize_names_dialects_the_context_cannot_load(program, missing):
    ir, Context = make_bindings(
        f"fake_c_{missing}", per_dialect=["stablehlo"], in_registry=["func"] if missing != "func" else []
    )
    artifact = stablehlo.serialize_portable_artifact_str(program, "current")
    with pytest.raises(stablehlo.PortableArtifactError) as info:
        stablehlo.deserialize_portable_artifact(Context(), artifact)
    message = str(info.value)
    assert message.startswith("failed to deserialize module: fake_c_")
    assert f"the context cannot load the dialect(s) {missing}: register them" in message
    assert f"Dialect `{missing}' not found" in message, "the bindings' own error follows"


def test_deserialize_failures():
    ir, Context = make_bindings("fake_d", registered=["func", "stablehlo"])
    with pytest.raises(
        stablehlo.PortableArtifactError,
        match="failed to deserialize module:\n.*failed to deserialize portable artifact",
    ):
        stablehlo.deserialize_portable_artifact(Context(), b"ML\xefR\x06garbage")
    with pytest.raises(TypeError, match="artifact must be str or bytes, not int"):
        stablehlo.deserialize_portable_artifact(Context(), 42)


@pytest.mark.parametrize(
    "context",
    [None, "context", object(), HasCapsule(object()), PrintsAsText("module")],
    ids=["None", "str", "object", "_CAPIPtr", "not-a-context"],
)
def test_deserialize_refuses_what_is_not_a_context(context):
    with pytest.raises(TypeError, match="context must be an ir.Context of MLIR Python bindings"):
        stablehlo.deserialize_portable_artifact(context, stablehlo.serialize_portable_artifact_str(TAN, "current"))


def test_deserialize_refuses_a_module_of_the_bindings_as_context():
    ir, Context = make_bindings("fake_e", registered=["func", "stablehlo"])
    module = ir.Module("module {}", Context())
    with pytest.raises(TypeError, match="context must be an ir.Context .* got Module"):
        stablehlo.deserialize_portable_artifact(module, b"")


# Upstream's artifacts ------------------------------------------------------

UPSTREAM = sorted(
    os.path.join(root, f)
    for root, _, files in os.walk(ARTIFACTS)
    for f in files
    if f.startswith("stablehlo_legalize_to_vhlo.") and f.endswith((".1_0_0.mlir.bc", ".1_20_0.mlir.bc"))
)


@pytest.mark.parametrize("path", UPSTREAM, ids=lambda p: os.path.relpath(p, ARTIFACTS))
def test_upstream_artifact_matches_the_cli(path):
    with open(path, "rb") as f:
        artifact = f.read()
    through_python = print_bytecode(stablehlo.deserialize_portable_artifact_str(artifact))
    through_cli = subprocess.run(
        [os.path.join(BUILD, "bin", "stablehlo-translate"), "--deserialize", path], capture_output=True, check=True
    ).stdout.decode()
    # stablehlo-opt ends its output with an empty line; the program is the same.
    assert through_python.rstrip("\n") == through_cli.rstrip("\n")
    assert stablehlo.get_portable_artifact_version(artifact) in os.path.basename(path).replace("_", ".")


def test_there_are_upstream_artifacts():
    assert len(UPSTREAM) >= 3, UPSTREAM


# Inspection ------------------------------------------------------------------


def test_inspect_portable_artifact(tmp_path):
    program = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.tan %x : tensor<4xf32>
      %1 = stablehlo.add %0, %0 : tensor<4xf32>
      %2 = stablehlo.add %1, %0 : tensor<4xf32>
      return %2 : tensor<4xf32>
    }"""
    artifact = stablehlo.serialize_portable_artifact_str(program, "1.9.0")
    report = stablehlo.inspect_portable_artifact(artifact)
    assert report["version"] == "1.9.0" and report["producer"] == "StableHLO_v1.9.0"
    assert report["ops"] == {"vhlo.add_v1": 2, "vhlo.func_v1": 1, "vhlo.return_v1": 1, "vhlo.tan_v1": 1}
    assert report["minimum_version"] == {"version": "1.4.0", "kind": "op", "feature": "vhlo.tan_v1"}
    assert report["size"] == len(artifact) and report["debug_locations"] is True
    # The same report as the command line's.
    import json

    path = tmp_path / "artifact.bc"
    path.write_bytes(artifact)
    cli = subprocess.run(
        [os.path.join(BUILD, "bin", "stablehlo-translate"), "--inspect", str(path)], capture_output=True, check=True
    ).stdout.decode()
    assert json.loads(cli) == report
    # Upstream's artifacts: the version their file name says.
    for upstream in UPSTREAM:
        with open(upstream, "rb") as f:
            got = stablehlo.inspect_portable_artifact(f.read())
        assert got["version"].replace(".", "_") in os.path.basename(upstream), upstream
    # Refusals: the reader's error for a damaged artifact, and not bytecode.
    with pytest.raises(stablehlo.PortableArtifactError, match="truncated or corrupt"):
        stablehlo.inspect_portable_artifact(artifact[: len(artifact) // 2])
    with pytest.raises(stablehlo.PortableArtifactError, match="not MLIR bytecode"):
        stablehlo.inspect_portable_artifact(program.encode())
    with pytest.raises(TypeError, match="artifact must be str or bytes"):
        stablehlo.inspect_portable_artifact(42)


# --- the spec check --------------------------------------------------------------

# dot_general (C13): lhs and rhs of different element types, which upstream's
# verifier (and so ours) accepts and the spec does not.
MIXED_DOT = """func.func @mixed(%a: tensor<2x3xf32>, %b: tensor<3x4xbf16>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
"""


def test_check_spec_flags_what_the_verifiers_accept():
    artifact = stablehlo.serialize_portable_artifact_str(MIXED_DOT, stablehlo.get_current_version())
    assert stablehlo.get_portable_artifact_version(artifact) == stablehlo.get_current_version()
    violations = stablehlo.check_spec(MIXED_DOT)
    assert violations, violations
    assert "error: (C13)" in violations[0] and "'f32' and 'bf16'" in violations[0], violations
    # One entry per error, its notes folded in: every entry is an error.
    assert all(": error: " in v.splitlines()[0] for v in violations), violations


def test_check_spec_of_a_conforming_program_is_empty():
    assert stablehlo.check_spec(TAN) == []
    assert stablehlo.check_spec(QUANTIZED) == []
    assert stablehlo.check_spec(TAN.encode()) == []


def test_check_spec_refuses_programs_that_do_not_verify():
    with pytest.raises(stablehlo.PortableArtifactError, match="does not parse or verify"):
        stablehlo.check_spec("func.func @f(")
    with pytest.raises(stablehlo.PortableArtifactError, match="does not parse or verify"):
        stablehlo.check_spec(MIXED_DOT.replace("-> tensor<2x4xf32> {", "-> tensor<2x5xf32> {"))
    with pytest.raises(TypeError, match="check_spec: module must be"):
        stablehlo.check_spec(42)


DAMAGED = os.path.join(os.path.dirname(__file__), "..", "tools", "Inputs", "damaged-mlirbc")
REGRESSIONS = os.path.join(os.path.dirname(__file__), "..", "fuzz", "regressions", "stablehlobytecode")


@pytest.mark.parametrize(
    "path,message",
    [
        (
            os.path.join(DAMAGED, "stablehlo-self-reference.mlirbc"),
            "reads of attribute and type entries of dialects other than VHLO",
        ),
        (
            os.path.join(REGRESSIONS, "builtin-float-cut-short.mlirbc"),
            "a builtin float attribute whose 'f32' value is cut short",
        ),
        (
            os.path.join(REGRESSIONS, "quant-per-axis-list-count.mlirbc"),
            "a quantized type's list declares 1099511627776 elements",
        ),
        (
            os.path.join(REGRESSIONS, "quant-index-storage-type.mlirbc"),
            "a quantized type whose storage type 'index' is not an integer type",
        ),
    ],
)
def test_damaged_plain_bytecode_is_refused(path, message):
    """Plain bytecode that MLIR's readers would crash or hang on is refused
    with the error that names the damage."""
    with open(path, "rb") as f:
        data = f.read()
    with pytest.raises(stablehlo.PortableArtifactError) as info:
        stablehlo.serialize_portable_artifact_str(data, "current")
    assert message in str(info.value)


def test_a_bindings_bytecode_writer_that_fails_leaves_the_text_way(monkeypatch):
    """Bindings that say they can exchange bytecode, but whose writer fails
    on the module: the program crosses as text, and the log says why."""
    ir, Context = make_bindings("failingwriter", registered={"func", "stablehlo"})
    theirs = types.ModuleType("failingwriter.dialects.stablehlo")
    theirs.get_current_version = lambda: stablehlo.get_current_version()
    monkeypatch.setitem(sys.modules, theirs.__name__, theirs)

    class Op:
        def __init__(self, text, fail):
            self.text, self.fail = text, fail

        def get_asm(self, binary=False, enable_debug_info=False, **kwargs):
            return self.text.encode() if binary else self.text

        def write_bytecode(self, f, desired_version=None):
            if self.fail:
                raise RuntimeError("writer failed")
            f.write(b"ML\xefR\x0d")  # format 6, as an empty module's header

    original_parse = ir.Module.parse

    def parse(asm, context=None):
        module = original_parse(asm, context)
        module.operation = Op(asm, fail=False)
        return module

    monkeypatch.setattr(ir.Module, "parse", staticmethod(parse))
    context = Context()

    class Module:
        def __init__(self):
            self.context = context
            self.operation = Op(TAN, fail=True)

    import logging

    records = []
    handler = logging.Handler()
    handler.emit = lambda record: records.append(record.getMessage())
    log = logging.getLogger("stablehlo.bridge")
    log.addHandler(handler)
    log.setLevel(logging.DEBUG)
    try:
        artifact = stablehlo.serialize_portable_artifact(Module(), "1.4.0")
    finally:
        log.removeHandler(handler)
        stablehlo._FACTS.pop(ir.__name__, None)
    assert artifact == stablehlo.serialize_portable_artifact_str(TAN, "1.4.0")
    assert any("text" in r and "writer failed" in r for r in records), records
