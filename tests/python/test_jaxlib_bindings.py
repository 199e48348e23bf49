"""The `stablehlo` Python module with jaxlib's MLIR bindings, both ways.

jaxlib links an MLIR of its own (and upstream StableHLO's dialects), so its
ir.Module and ir.Context objects are those of foreign bindings: programs
cross as bytes, MLIR bytecode where both sides mean the same by it and text
otherwise, written and read by jaxlib itself, and its `_CAPIPtr` capsules
must never be used. ctest runs this file with the interpreter of
the interop virtual environment (STABLEHLO_INTEROP_PYTHON), PYTHONPATH=
BUILD/python_packages; it has no pytest, so the tests are unittest's.
"""

from __future__ import annotations

import contextlib
import inspect
import io
import logging
import os
import re
import sys
import unittest

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax
import jax.numpy as jnp
import numpy as np
from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo as theirs

import stablehlo as ours

HERE = os.path.dirname(os.path.abspath(__file__))
UPSTREAM = os.path.join(HERE, "..", "data", "upstream-artifacts", "stablehlo-1.20.0")

# The newest version both sides know: jaxlib may carry an older StableHLO.
COMMON = ours.get_smaller_version(ours.get_current_version(), theirs.get_current_version())
TARGETS = sorted({ours.get_minimum_version(), "1.0.0", COMMON}, key=lambda v: tuple(int(p) for p in v.split(".")))

SPEC = jax.ShapeDtypeStruct((4, 4), np.float32)


def functions():
    """A few JAX functions, with the attributes and regions real programs have."""

    def elementwise(x, y):
        return jnp.where(x > y, jnp.sin(x) * 2.0, jnp.tanh(y))

    def reductions(x, y):
        return jnp.argmax(x, axis=1), jnp.cumsum(y, axis=0), jnp.sort(x, axis=1)

    def linear(x, y):
        conv = jax.lax.conv_general_dilated(x[None, None], y[None, None], (1, 1), "SAME")
        return x @ y.T, conv

    def indexing(x, y):
        return x.at[1, 2].set(3.0), x[jnp.argmin(y, axis=0), 0], jax.lax.dynamic_slice(x, (1, 1), (2, 2))

    def control(x, y):
        return jax.lax.fori_loop(0, 3, lambda i, c: c + y, x), jax.lax.cond(x[0, 0] > 0, jnp.exp, jnp.log1p, y)

    return [elementwise, reductions, linear, indexing, control]


def lowered(function) -> ir.Module:
    return jax.jit(function).lower(SPEC, SPEC).compiler_ir("stablehlo")


def bytecode_version(data: bytes) -> int:
    """The MLIR bytecode format version after the magic (a one-byte varint here)."""
    assert data[:4] == b"ML\xefR" and data[4] & 1, data[:8]
    return data[4] >> 1


def printed(module: ir.Module) -> str:
    return module.operation.get_asm(enable_debug_info=True)


def bytecode_of(module: ir.Module) -> bytes:
    buffer = io.BytesIO()
    module.operation.write_bytecode(buffer)
    return buffer.getvalue()


class Ways(logging.Handler):
    """The ways ("bytecode" or "text") the bridge's calls took."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())

    def ways(self):
        return [m.split(": ", 1)[1].split(",")[0].split(" (")[0] for m in self.messages]


@contextlib.contextmanager
def bridge_log():
    """Records what the logger "stablehlo.bridge" says during the block."""
    log = logging.getLogger("stablehlo.bridge")
    handler, level = Ways(), log.level
    log.addHandler(handler)
    log.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        log.removeHandler(handler)
        log.setLevel(level)


@contextlib.contextmanager
def text_only():
    """The bridge with bytecode turned off (its private switch), for the
    comparison of both ways."""
    saved = ours._EXCHANGE
    ours._EXCHANGE = "text"
    try:
        yield
    finally:
        ours._EXCHANGE = saved


class Facts(unittest.TestCase):
    """What the choice between bytecode and text in python/stablehlo rests on."""

    def test_both_mlirs_write_bytecode_format_6(self):
        buffer = io.BytesIO()
        lowered(functions()[0]).operation.write_bytecode(buffer)
        theirs_bytecode = buffer.getvalue()
        ours_bytecode = ours.deserialize_portable_artifact_str(
            ours.serialize_portable_artifact_str("func.func @f() { return }", "current")
        )
        self.assertEqual(bytecode_version(theirs_bytecode), 6)
        self.assertEqual(bytecode_version(ours_bytecode), 6)
        print(
            f"jaxlib {jax.__version__}: StableHLO {theirs.get_current_version()}, producer "
            f"{theirs_bytecode[5 : theirs_bytecode.index(0, 5)].decode()}; ours: StableHLO "
            f"{ours.get_current_version()}, producer "
            f"{ours_bytecode[5 : ours_bytecode.index(0, 5)].decode()}",
            file=sys.stderr,
        )

    def test_jaxlib_bytecode_reads_here_as_its_text(self):
        """jaxlib's StableHLO bytecode (attributes in upstream's encoding)
        reads here into the program its text gives: the same artifact."""
        for function in functions():
            with self.subTest(function=function.__name__):
                module = lowered(function)
                bytecode = bytecode_of(module)
                # Text loses the module's use-list orders; its own bytecode,
                # read back by jaxlib, has the parse order too.
                text = module.operation.get_asm(binary=True, enable_debug_info=True)
                reparsed = bytecode_of(ir.Module.parse(text, context=module.context))
                self.assertEqual(
                    ours.serialize_portable_artifact_str(reparsed, COMMON),
                    ours.serialize_portable_artifact_str(text, COMMON),
                )
                self.assertTrue(ours.serialize_portable_artifact_str(bytecode, COMMON).startswith(b"ML\xefR"))

    def test_ops_changed_after_jaxlibs_version_block_bytecode(self):
        """An op whose StableHLO definition changed after jaxlib's version
        (its properties are laid out otherwise) keeps a program off
        bytecode; the schema's op history says which."""
        module = ir.Module.parse(
            "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
            "  %0 = stablehlo.custom_call @foo(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
            "  %1 = stablehlo.add %0, %a : tensor<2xf32>\n"
            "  return %1 : tensor<2xf32>\n}\n",
            context=jax_mlir.make_ir_context(),
        )
        # jaxlib's bytecode of custom_call reads here (its older layout ends
        # before result_tilings), so it blocks nothing on the way in ...
        self.assertEqual(
            ours._stablehlo._bytecode_exchange_blockers(bytecode_of(module), theirs.get_current_version()), []
        )
        # ... but collective_broadcast (changed at 1.20.0) does.
        broadcast = ir.Module.parse(
            "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
            '  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : '
            "tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>\n"
            "  return %0 : tensor<2xf32>\n}\n",
            context=jax_mlir.make_ir_context(),
        )
        reasons = ours._stablehlo._bytecode_exchange_blockers(bytecode_of(broadcast), theirs.get_current_version())
        if theirs.get_current_version() < "1.20.0":
            self.assertEqual(len(reasons), 1, reasons)
            self.assertIn("stablehlo.collective_broadcast: defined as of StableHLO 1.20.0 (changed then)", reasons[0])
        # On the way out (our artifact read for jaxlib) custom_call still
        # blocks: jaxlib would drop a result_tilings it does not know.
        if theirs.get_current_version() < "1.18.0":
            artifact = ours.serialize_portable_artifact(module, COMMON)
            with bridge_log() as log:
                ours.deserialize_portable_artifact(jax_mlir.make_ir_context(), artifact)
            self.assertEqual(log.ways(), ["text"], log.messages)
            self.assertIn("stablehlo.custom_call", log.messages[0])
        self.assertEqual(
            ours._stablehlo._bytecode_exchange_blockers(bytecode_of(module), ours.get_current_version()), []
        )
        # A dialect whose definitions no StableHLO version fixes blocks it too.
        reasons = ours._stablehlo._bytecode_exchange_blockers(
            ours.serialize_portable_artifact_str("func.func @f() { return }", "current"), ours.get_current_version()
        )
        self.assertTrue(reasons and all("an op of another dialect" in r for r in reasons), reasons)
        with self.assertRaises(ours.PortableArtifactError) as info:
            ours._stablehlo._bytecode_exchange_blockers(b"ML\xefR\x0dgarbage", COMMON)
        self.assertIn("not sound MLIR bytecode", str(info.exception))
        with self.assertRaises(ours.PortableArtifactError) as info:
            ours._stablehlo._bytecode_exchange_blockers(bytecode_of(module), "1.x")
        self.assertIn("the peer's StableHLO version '1.x' is not a version", str(info.exception))


class Signatures(unittest.TestCase):
    def test_parameter_names_are_jaxlibs(self):
        """jaxlib's parameters, in its order, lead ours (which may add some)."""
        for name in (
            "serialize_portable_artifact",
            "deserialize_portable_artifact",
            "serialize_portable_artifact_str",
            "deserialize_portable_artifact_str",
            "get_smaller_version",
        ):
            with self.subTest(name):
                # nanobind's docstring starts with the signature(s).
                first = getattr(theirs, name).__doc__.splitlines()[0]
                params = re.findall(r"(\w+):", first[first.index("(") + 1 : first.rindex(")")])
                function = getattr(ours, name)
                try:
                    mine = list(inspect.signature(function).parameters)
                except ValueError:  # a pybind11 function: its docstring
                    doc = function.__doc__.splitlines()[0]
                    mine = re.findall(r"(\w+):", doc[doc.index("(") + 1 : doc.rindex(")")])
                self.assertTrue(params, first)
                self.assertEqual(mine[: len(params)], params)


class JaxlibModuleSerializedByUs(unittest.TestCase):
    def test_lowered_modules(self):
        for function in functions():
            module = lowered(function)
            before = printed(module)

            original = bytecode_of(module)

            def copy() -> ir.Module:
                # jaxlib's writer converts the module it is given in place.
                # A copy through bytecode keeps the module's use-list orders
                # (text would give parse order), as our bridge does.
                return ir.Module.parse(original, context=jax_mlir.make_ir_context())

            for target in TARGETS:
                with self.subTest(function=function.__name__, target=target):
                    artifact = ours.serialize_portable_artifact(module, target)
                    self.assertEqual(ours.get_portable_artifact_version(artifact), target)
                    # jaxlib's reader reads it: the program it reads is the one
                    # it reads from its own artifact of the same module.
                    theirs_artifact = theirs.serialize_portable_artifact(copy(), target)
                    read = theirs.deserialize_portable_artifact(ir.Context(), artifact)
                    own = theirs.deserialize_portable_artifact(ir.Context(), theirs_artifact)
                    self.assertIn("stablehlo.", str(read))
                    self.assertEqual(str(read), str(own))
                    if target == COMMON:
                        # The same bytes, locations included. (Before 1.9.0
                        # our writer turns location ranges into points, which
                        # older readers know; jaxlib's keeps the ranges.)
                        self.assertEqual(artifact, theirs_artifact)
                        self.assertEqual(printed(read), printed(own))
            self.assertEqual(printed(module), before, "the caller's module is left as it was")

    def test_both_ways_give_the_same_artifact(self):
        """Bytecode where it can, text otherwise, never another program:
        each function's module through the bytecode and the text way gives
        artifacts of the same program, and the logger says which way."""
        for function in functions():
            module = lowered(function)
            for target in TARGETS:
                with self.subTest(function=function.__name__, target=target):
                    with bridge_log() as log:
                        by_bytecode = ours.serialize_portable_artifact(module, target)
                    with text_only(), bridge_log() as text_log:
                        by_text = ours.serialize_portable_artifact(module, target)
                    self.assertEqual(log.ways(), ["bytecode"], log.messages)
                    self.assertEqual(text_log.ways(), ["text"], text_log.messages)
                    self.assertEqual(
                        printed(theirs.deserialize_portable_artifact(ir.Context(), by_bytecode)),
                        printed(theirs.deserialize_portable_artifact(ir.Context(), by_text)),
                    )

    def test_parsed_module_and_operation(self):
        context = jax_mlir.make_ir_context()
        module = ir.Module.parse(
            "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
            '  %0 = stablehlo.tan %a : tensor<2xf32> loc("model.py":3:7)\n'
            "  return %0 : tensor<2xf32>\n}\n",
            context=context,
        )
        artifact = ours.serialize_portable_artifact(module, "1.4.0")
        self.assertEqual(artifact, theirs.serialize_portable_artifact(module, "1.4.0"))
        self.assertEqual(ours.serialize_portable_artifact(module.operation, "1.4.0"), artifact)
        with self.assertRaises(ours.PortableArtifactError) as info:
            ours.serialize_portable_artifact(module, "1.3.0")
        self.assertIn("stablehlo.tan was introduced in 1.4.0", str(info.exception))


class ArtifactDeserializedIntoJaxlib(unittest.TestCase):
    def check(self, artifact: bytes, context: ir.Context) -> ir.Module:
        """Both ways (bytecode where it can, text) give jaxlib's own module."""
        with bridge_log() as log:
            module = ours.deserialize_portable_artifact(context, artifact)
        self.assertEqual(len(log.ways()), 1, log.messages)
        self.ways.append(log.ways()[0])
        self.assertIsInstance(module, ir.Module)
        self.assertIs(module.context, context)
        own = theirs.deserialize_portable_artifact(ir.Context(), artifact)
        self.assertEqual(str(module), str(own))
        self.assertEqual(printed(module), printed(own))
        with text_only():
            by_text = ours.deserialize_portable_artifact(ir.Context(), artifact)
        self.assertEqual(printed(by_text), printed(own))
        return module

    def setUp(self):
        self.ways = []

    def test_into_a_bare_context(self):
        """A new ir.Context() has only the builtin dialect: ours loads the rest."""
        for function in functions():
            with self.subTest(function=function.__name__):
                artifact = theirs.serialize_portable_artifact(lowered(function), COMMON)
                module = self.check(artifact, ir.Context())
                # A module of jaxlib's in every way: its writer takes it.
                again = theirs.serialize_portable_artifact(module, COMMON)
                self.assertEqual(
                    str(theirs.deserialize_portable_artifact(ir.Context(), again)),
                    str(theirs.deserialize_portable_artifact(ir.Context(), artifact)),
                )

    def test_into_jax_context(self):
        artifact = ours.serialize_portable_artifact(lowered(functions()[2]), "1.0.0")
        self.check(artifact, jax_mlir.make_ir_context())
        self.assertEqual(self.ways, ["bytecode"])

    def test_upstream_artifacts(self):
        """Upstream's artifacts of every version jaxlib reads (every op of each)."""
        newest = tuple(int(p) for p in COMMON.split("."))
        names = [
            name
            for name in sorted(os.listdir(UPSTREAM))
            if name.startswith("stablehlo_legalize_to_vhlo.")
            and tuple(int(p) for p in name.split(".")[1].split("_")) <= newest
        ]
        self.assertGreaterEqual(len(names), 25, names)
        for name in names:
            with self.subTest(artifact=name):
                with open(os.path.join(UPSTREAM, name), "rb") as f:
                    self.check(f.read(), ir.Context())
        # Each holds every op of its version, custom_call among them, whose
        # StableHLO definition changed at 1.18.0: for an older jaxlib, all
        # cross as text.
        print(
            f"upstream artifacts: {self.ways.count('bytecode')} by bytecode, {self.ways.count('text')} by text",
            file=sys.stderr,
        )
        self.assertEqual(len(self.ways), len(names))
        if COMMON < "1.18.0":
            self.assertEqual(set(self.ways), {"text"})

    def test_quantized_program_into_a_bare_context(self):
        """jaxlib loads the quant dialect only when its own reader reads."""
        quantized = ours.serialize_portable_artifact_str(
            "func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) -> "
            "tensor<2x!quant.uniform<i8:f32, 1.0>> {\n"
            "  %0 = stablehlo.abs %a : tensor<2x!quant.uniform<i8:f32, 1.0>>\n"
            "  return %0 : tensor<2x!quant.uniform<i8:f32, 1.0>>\n}\n",
            COMMON,
        )
        context = ir.Context()
        with self.assertRaises(IndexError):
            context.dialects["quant"]
        module = self.check(quantized, context)
        self.assertIn("!quant.uniform", str(module))

    def test_failures(self):
        with self.assertRaises(ours.PortableArtifactError) as info:
            ours.deserialize_portable_artifact(ir.Context(), b"ML\xefR\x0dgarbage")
        self.assertIn("failed to deserialize portable artifact", str(info.exception))
        artifact = ours.serialize_portable_artifact_str("func.func @f() { return }", COMMON)
        with self.assertRaises(TypeError) as info:
            ours.deserialize_portable_artifact(lowered(functions()[0]), artifact)
        self.assertIn("context must be an ir.Context", str(info.exception))
        with self.assertRaises(TypeError) as info:
            ours.deserialize_portable_artifact(ir.Context(), 42)
        self.assertIn("artifact must be str or bytes", str(info.exception))


class JaxlibCapsules(unittest.TestCase):
    """jaxlib's own capsules point into jaxlib's MLIR: refused, never used."""

    def test_capsules_are_refused(self):
        module = lowered(functions()[0])
        artifact = theirs.serialize_portable_artifact(module, COMMON)

        class Holder:
            def __init__(self, capsule):
                self._CAPIPtr = capsule

        for what, call in [
            ("module capsule", lambda: ours.serialize_portable_artifact(module._CAPIPtr, COMMON)),
            ("holder of the module capsule", lambda: ours.serialize_portable_artifact(Holder(module._CAPIPtr), COMMON)),
            ("context capsule", lambda: ours.deserialize_portable_artifact(module.context._CAPIPtr, artifact)),
            (
                "holder of the context capsule",
                lambda: ours.deserialize_portable_artifact(Holder(module.context._CAPIPtr), artifact),
            ),
        ]:
            with self.subTest(what):
                with self.assertRaises(TypeError) as info:
                    call()
                self.assertRegex(str(info.exception), r"(module|context) must be")
        self.assertIn("PyCapsule", repr(type(module._CAPIPtr)))


if __name__ == "__main__":
    unittest.main(verbosity=2)
