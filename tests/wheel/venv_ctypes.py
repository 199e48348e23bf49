"""Run by the venv's python with jax/jaxlib installed (wheel_env.py ctypes):
libStablehloPortable.so, as the wheel installs it, loaded with ctypes into a
process where jaxlib's MLIR is already loaded and in use, serializes,
inspects and deserializes through its C API, and jaxlib reads what it wrote
and runs it; jaxlib's own artifact is read by the library. The Python module
`stablehlo` is not imported: the library alone is used.

Arguments: BUILD_DIR SOURCE_DIR.
"""

import ctypes
import dataclasses
import importlib.util
import json
import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo as jaxlib_stablehlo


def fn(x):
    return jnp.sqrt(jnp.abs(x)) + jnp.max(x)


x = np.linspace(-2, 3, 8, dtype=np.float32)
exported = export.export(jax.jit(fn))(x)
# jaxlib's MLIR in use before the library is loaded.
with jax_mlir.make_ir_context():
    text = str(ir.Module.parse(exported.mlir_module()))

package = Path(importlib.util.find_spec("stablehlo").submodule_search_locations[0])
path = package / "lib" / "libStablehloPortable.so"
lib = ctypes.CDLL(str(path), mode=ctypes.RTLD_LOCAL)
if "stablehlo._stablehlo" in sys.modules:
    sys.exit("the Python module was loaded")


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


class LogicalResult(ctypes.Structure):
    _fields_ = [("value", ctypes.c_int8)]


Callback = ctypes.CFUNCTYPE(None, StringRef, ctypes.c_void_p)


class Collect:
    def __init__(self):
        self.parts = []
        self.callback = Callback(lambda s, _: self.parts.append(ctypes.string_at(s.data, s.length)))

    def value(self):
        return b"".join(self.parts)


_KEEP = []


def ref(data: bytes) -> StringRef:
    """An MlirStringRef of `data` (binary: may hold NULs), kept alive."""
    buffer = ctypes.create_string_buffer(data, len(data))
    _KEEP.append(buffer)
    return StringRef(ctypes.cast(buffer, ctypes.c_void_p), len(data))


for name in (
    "stablehloSerializePortableArtifactFromStringRef",
    "stablehloDeserializePortableArtifact",
    "stablehloGetSmallerVersion",
):
    getattr(lib, name).restype = LogicalResult
lib.stablehloInspectPortableArtifact.restype = LogicalResult
lib.stablehloGetApiVersion.restype = ctypes.c_int

current = Collect()
lib.stablehloGetCurrentVersion(current.callback, None)
smaller = Collect()
lib.stablehloGetSmallerVersion(
    ref(current.value()), ref(jaxlib_stablehlo.get_current_version().encode()), smaller.callback, None
)
target = smaller.value()

artifact = Collect()
ok = lib.stablehloSerializePortableArtifactFromStringRef(ref(text.encode()), ref(target), artifact.callback, None)
if not ok.value:
    sys.exit("serialize failed")
report, diagnostics = Collect(), Collect()
ok = lib.stablehloInspectPortableArtifact(ref(artifact.value()), report.callback, None, diagnostics.callback, None)
if not ok.value:
    sys.exit(f"inspect failed: {diagnostics.value()}")
inspected = json.loads(report.value())
if inspected["version"] != target.decode():
    sys.exit(f"inspect: {inspected}")
back = Collect()
if not lib.stablehloDeserializePortableArtifact(ref(artifact.value()), back.callback, None).value:
    sys.exit("deserialize failed")
if not back.value().startswith(b"ML\xefR"):  # the program as MLIR bytecode, as upstream's
    sys.exit(f"deserialize: {back.value()[:100]}")


# Into a context of the library's MLIR (MLIR's C API, which it exports),
# printed as text.
class Handle(ctypes.Structure):
    _fields_ = [("ptr", ctypes.c_void_p)]


for name in (
    "mlirContextCreate",
    "stablehloDeserializePortableArtifactNoError",
    "mlirModuleGetOperation",
    "mlirGetDialectHandle__func__",
    "mlirGetDialectHandle__stablehlo__",
    "mlirGetDialectHandle__vhlo__",
):
    getattr(lib, name).restype = Handle
context = lib.mlirContextCreate()
for dialect in ("func", "stablehlo", "vhlo"):
    lib.mlirDialectHandleRegisterDialect(getattr(lib, f"mlirGetDialectHandle__{dialect}__")(), context)
module = lib.stablehloDeserializePortableArtifactNoError(ref(artifact.value()), context)
if not module.ptr:
    sys.exit("stablehloDeserializePortableArtifactNoError failed")
printed = Collect()
lib.mlirOperationPrint(lib.mlirModuleGetOperation(module), printed.callback, None)
if b"stablehlo.sqrt" not in printed.value() or b"func.func public @main" not in printed.value():
    sys.exit(f"the program read back: {printed.value()[:500]}")
lib.mlirModuleDestroy(module)
lib.mlirContextDestroy(context)

# jaxlib, in the same process, reads and runs what the library wrote ...
got = np.asarray(dataclasses.replace(exported, mlir_module_serialized=artifact.value()).call(x))
want = np.asarray(fn(x))
if not np.array_equal(got, want):
    sys.exit(f"jaxlib ran the library's artifact to {got}, the function gives {want}")
# ... and the library reads what jaxlib wrote.
jaxlib_artifact = exported.mlir_module_serialized
theirs = Collect()
if not lib.stablehloDeserializePortableArtifact(ref(jaxlib_artifact), theirs.callback, None).value:
    sys.exit("the library could not read jaxlib's artifact")
bad = Collect()
if lib.stablehloDeserializePortableArtifact(ref(b"ML\xefR damaged"), bad.callback, None).value:
    sys.exit("the library read a damaged artifact")
print(
    f"{path.name} (API version {lib.stablehloGetApiVersion()}) beside jaxlib {jax.__version__}: "
    f"serialized for {target.decode()} ({len(artifact.value())} bytes), inspected "
    f"({sum(inspected['ops'].values()) if isinstance(inspected['ops'], dict) else len(inspected['ops'])} ops), "
    f"deserialized and printed through MLIR's C API; jaxlib ran it to results equal to the function's; jaxlib's own "
    f"artifact read ({len(jaxlib_artifact)} bytes)"
)
