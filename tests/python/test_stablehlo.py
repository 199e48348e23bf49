"""Tests of the `stablehlo` Python module (python/stablehlo/).

ctest runs them with PYTHONPATH=BUILD/python_packages and STABLEHLO_BUILD_DIR
set. MLIR objects go through MLIR's capsule protocol; as Debian does not
package MLIR's Python bindings, `Context` and `Module` below are minimal
providers of that protocol, built on the extension's `_testing` helpers.
"""

from __future__ import annotations

import ctypes
import os
import subprocess

import pytest

import stablehlo
from stablehlo import _stablehlo

BUILD = os.environ.get("STABLEHLO_BUILD_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "build"))
ARTIFACTS = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "upstream-artifacts")

TAN = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tan %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""

_testing = _stablehlo._testing


class Context:
    """An ir.Context: `_CAPIPtr` is a capsule around an MlirContext.

    Contexts live until the process ends: a Module made by `_CAPICreate`
    does not know its context, so nothing could order their destruction.
    """

    def __init__(self):
        self._CAPIPtr = _testing.create_context()


class Module:
    """An ir.Module: `_CAPIPtr` and the `_CAPICreate` factory."""

    def __init__(self, capsule, context=None):
        self._CAPIPtr = capsule
        self._context = context  # keeps the context alive

    @staticmethod
    def parse(text: str, context: Context) -> "Module":
        return Module(_testing.parse_module(context._CAPIPtr, text), context)

    @classmethod
    def _CAPICreate(cls, capsule):
        return cls(capsule)

    def __str__(self):
        return _testing.print_module(self._CAPIPtr)

    def __del__(self):
        _testing.destroy_module(self._CAPIPtr)


def capsule_name(capsule) -> str:
    get_name = ctypes.pythonapi.PyCapsule_GetName
    get_name.restype = ctypes.c_char_p
    get_name.argtypes = [ctypes.py_object]
    return get_name(capsule).decode()


def print_bytecode(bytecode: bytes) -> str:
    """The program in MLIR bytecode, printed by stablehlo-opt."""
    return subprocess.run([os.path.join(BUILD, "bin", "stablehlo-opt")], input=bytecode,
                          capture_output=True, check=True).stdout.decode()


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


@pytest.mark.parametrize("program, target, phrase", [
    ("func.func @f( {", "current", "not a valid StableHLO program"),
    ("", "current", "the program is empty"),
    (TAN, "0.1.0", "0.1.0"),
    (TAN, "not-a-version", "not-a-version"),
])
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


def test_wrong_argument_types():
    with pytest.raises(TypeError, match="must be str or bytes"):
        stablehlo.serialize_portable_artifact_str(42, "current")
    with pytest.raises(TypeError, match="_CAPIPtr"):
        stablehlo.serialize_portable_artifact(TAN, "current")
    with pytest.raises(TypeError, match="ir.Context"):
        stablehlo.deserialize_portable_artifact(Module.parse(TAN, Context()), b"")


# ir.Module / ir.Context objects --------------------------------------------

def test_serialize_module_object():
    context = Context()
    module = Module.parse(TAN, context)
    artifact = stablehlo.serialize_portable_artifact(module, "1.4.0")
    assert artifact == stablehlo.serialize_portable_artifact_str(TAN, "1.4.0")
    assert "stablehlo.tan" in str(module), "the caller's module is left as it was"
    with pytest.raises(stablehlo.PortableArtifactError, match="stablehlo.tan was introduced in 1.4.0"):
        stablehlo.serialize_portable_artifact(module, "1.3.0")
    expanded = stablehlo.serialize_portable_artifact(module, "1.3.0", compatibility_expander=True)
    assert stablehlo.get_portable_artifact_version(expanded) == "1.3.0"


def test_deserialize_into_context_object():
    context = Context()
    artifact = stablehlo.serialize_portable_artifact_str(TAN, "1.4.0")
    module = stablehlo.deserialize_portable_artifact(context, artifact)
    assert isinstance(module, Module)
    assert "stablehlo.tan" in str(module)
    assert capsule_name(module._CAPIPtr) == "mlir.ir.Module._CAPIPtr"
    with pytest.raises(stablehlo.PortableArtifactError, match="failed to deserialize portable artifact"):
        stablehlo.deserialize_portable_artifact(context, b"ML\xefR\x06garbage")


def test_capsules_of_other_bindings_keep_their_prefix():
    """A framework's own bindings name capsules "<package>.ir.X._CAPIPtr"."""
    context = Context()
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    new_capsule = ctypes.pythonapi.PyCapsule_New
    new_capsule.restype = ctypes.py_object
    new_capsule.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
    name = b"jaxlib.mlir.ir.Context._CAPIPtr"
    pointer = get_pointer(context._CAPIPtr, b"mlir.ir.Context._CAPIPtr")

    class OtherContext:
        _CAPIPtr = new_capsule(pointer, name, None)

    capsule = _stablehlo._deserialize_into_context(
        OtherContext(), stablehlo.serialize_portable_artifact_str(TAN, "current"))
    assert capsule_name(capsule) == "jaxlib.mlir.ir.Module._CAPIPtr"
    module = Module(new_capsule(get_pointer(capsule, b"jaxlib.mlir.ir.Module._CAPIPtr"),
                                b"mlir.ir.Module._CAPIPtr", None), context)
    assert "stablehlo.tan" in str(module)

    class NotAContext:
        _CAPIPtr = new_capsule(pointer, b"mlir.ir.Type._CAPIPtr", None)

    with pytest.raises(TypeError, match="ir.Type._CAPIPtr"):
        stablehlo.deserialize_portable_artifact(NotAContext(), b"")


# Upstream's artifacts ------------------------------------------------------

UPSTREAM = sorted(
    os.path.join(root, f)
    for root, _, files in os.walk(ARTIFACTS)
    for f in files
    if f.startswith("stablehlo_legalize_to_vhlo.") and f.endswith((".1_0_0.mlir.bc", ".1_20_0.mlir.bc")))


@pytest.mark.parametrize("path", UPSTREAM, ids=lambda p: os.path.relpath(p, ARTIFACTS))
def test_upstream_artifact_matches_the_cli(path):
    with open(path, "rb") as f:
        artifact = f.read()
    through_python = print_bytecode(stablehlo.deserialize_portable_artifact_str(artifact))
    through_cli = subprocess.run(
        [os.path.join(BUILD, "bin", "stablehlo-translate"), "--deserialize", path],
        capture_output=True, check=True).stdout.decode()
    # stablehlo-opt ends its output with an empty line; the program is the same.
    assert through_python.rstrip("\n") == through_cli.rstrip("\n")
    assert stablehlo.get_portable_artifact_version(artifact) in os.path.basename(path).replace("_", ".")


def test_there_are_upstream_artifacts():
    assert len(UPSTREAM) >= 3, UPSTREAM
