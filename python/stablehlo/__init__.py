"""StableHLO portable artifacts from Python.

Serialize a StableHLO program as a portable artifact (MLIR bytecode that a
StableHLO consumer of the target version, or any newer one, reads), and read
artifacts back. Programs come as MLIR text or bytecode (the ``*_str``
functions) or as the ``ir.Module`` and ``ir.Context`` objects of any MLIR
Python bindings (jaxlib's, MLIR's own, ...).

This module links its own copy of MLIR, so programs cross between it and
other bindings as MLIR text, printed and parsed by those bindings
themselves, never as pointers: their ``_CAPIPtr`` capsules point into a
different MLIR and are never used.

Every failure to convert raises :class:`PortableArtifactError`, a subclass
of ``ValueError`` whose message holds the diagnostics; arguments of a kind
not accepted raise ``TypeError``.
"""

# How programs cross, checked against jaxlib 0.10.2 (StableHLO 1.17.0; its
# MLIR writes bytecode format 6, as ours, MLIR 22.1) by
# tests/python/test_jaxlib_bindings.py:
# - as MLIR bytecode when both sides mean the same by it. MLIR writes an op's
#   properties by position, so an op whose StableHLO definition changed
#   between the two builds' versions (custom_call at 1.18.0,
#   collective_broadcast at 1.20.0, ...) would be misread, or refused, by
#   the other side; custom_call's older layout is read here (its later
#   property comes last), so it only keeps a program off bytecode on the way
#   to older bindings. The decision comes from facts: the bindings' StableHLO
#   version (their dialects.stablehlo.get_current_version()), the bytecode
#   format their MLIR writes (the header of an empty module they write), and
#   the ops the program holds (the bytecode's dialect section, against the
#   schema's op history: _bytecode_exchange_blockers).
# - as MLIR text with locations otherwise, which every MLIR build parses
#   with its own definitions.
# The logger "stablehlo.bridge" says at DEBUG level which way each call took
# and why.

from __future__ import annotations

import importlib
import io
import json
import logging
import re
import sys

from ._stablehlo import (
    PortableArtifactError,
    StablehloCompatibilityRequirement,
    deserialize_portable_artifact_str,
    get_api_version,
    get_current_version,
    get_minimum_version,
    get_portable_artifact_version,
    get_smaller_version,
    get_version_from_compatibility_requirement,
    serialize_portable_artifact_str,
)
from . import _stablehlo
from ._version import __version__

__all__ = [
    "__version__",
    "PortableArtifactError",
    "StablehloCompatibilityRequirement",
    "check_spec",
    "deserialize_portable_artifact",
    "deserialize_portable_artifact_str",
    "get_api_version",
    "get_current_version",
    "get_minimum_version",
    "get_portable_artifact_version",
    "get_smaller_version",
    "get_version_from_compatibility_requirement",
    "inspect_portable_artifact",
    "serialize_portable_artifact",
    "serialize_portable_artifact_str",
]

_MODULE_FORMS = (
    "an ir.Module (or ir.Operation) of MLIR Python bindings, whose "
    "operation.get_asm() prints it; an object whose str() is MLIR text; or the "
    "program itself as str (MLIR text) or bytes (MLIR text or bytecode)"
)


def serialize_portable_artifact(
    module, target: str, allow_other_dialects: bool = False, compatibility_expander: bool = False
) -> bytes:
    """Serializes a StableHLO program as a portable artifact for ``target``.

    ``module`` is an ``ir.Module`` of any MLIR Python bindings (anything
    with ``operation.get_asm()``), an object whose ``str()`` is MLIR text,
    or the program as ``str`` or ``bytes``. ``target`` is ``"X.Y.Z"`` or
    ``"current"``. Ops of dialects other than StableHLO, func and shape are
    refused unless ``allow_other_dialects``; with ``compatibility_expander``,
    features newer than the target are first rewritten into older ops where
    a rewrite exists. The module is left as it was.

    An ``ir.Module`` crosses as MLIR bytecode that its bindings write
    (``operation.write_bytecode``) when that bytecode means the same here:
    the bindings carry a StableHLO (``dialects.stablehlo``) whose version
    defines every op of the program as this module does, and their MLIR
    writes a bytecode format this module reads. Otherwise it crosses as MLIR
    text with its locations (``operation.get_asm``). Both give the same
    artifact. The logger ``"stablehlo.bridge"`` says at DEBUG level which
    way was taken and why, e.g.
    ``logging.getLogger("stablehlo.bridge").setLevel(logging.DEBUG)``.
    """
    program = None
    peer = _bytecode_peer_of_module(module)
    if peer is None and callable(getattr(getattr(module, "operation", None), "get_asm", None)):
        _log.debug("serialize_portable_artifact: text (%s)", _why_text(module))
    if peer is not None:
        version, format_version = peer
        buffer = io.BytesIO()
        try:
            module.operation.write_bytecode(buffer, desired_version=format_version)
            bytecode = buffer.getvalue()
            reasons = _stablehlo._bytecode_exchange_blockers(bytecode, version)
        except Exception as error:  # the bindings' writer, or bytes not sound
            reasons = [f"the bindings' bytecode of the module is not usable here ({error})"]
        if not reasons:
            _log.debug(
                "serialize_portable_artifact: bytecode (bindings of StableHLO %s, format %d)", version, format_version
            )
            program = bytecode
        else:
            _log.debug(
                "serialize_portable_artifact: text, since the bindings of StableHLO %s "
                "may read the bytecode otherwise: %s",
                version,
                "; ".join(reasons),
            )
    if program is None:
        program = _program_of(module)
    return serialize_portable_artifact_str(program, target, allow_other_dialects, compatibility_expander)


_log = logging.getLogger("stablehlo.bridge")
# "auto": bytecode where it means the same to the bindings; "text": always
# text (the tests compare both ways).
_EXCHANGE = "auto"


def _bindings_facts(ir, package: str, context):
    """(StableHLO version, MLIR bytecode format) of the bindings ``ir`` of
    ``package``, or None with the reason logged: whether programs can cross
    as bytecode at all. The format is the one their MLIR writes for an
    empty module (the varint after the magic number)."""
    try:
        theirs = importlib.import_module(f"{package}.dialects.stablehlo")
        version = str(theirs.get_current_version())
    except Exception:  # no StableHLO in these bindings
        _log.debug("bindings %s: no dialects.stablehlo.get_current_version(): text", package)
        return None
    if not re.fullmatch(r"\d+\.\d+\.\d+", version):
        _log.debug("bindings %s: StableHLO version %r is not X.Y.Z: text", package, version)
        return None
    try:
        buffer = io.BytesIO()
        ir.Module.parse("module {}", context=context).operation.write_bytecode(buffer)
        header = buffer.getvalue()
    except Exception as error:  # bindings without write_bytecode
        _log.debug("bindings %s: cannot write bytecode (%s): text", package, error)
        return None
    if not header.startswith(b"ML\xefR") or len(header) < 5 or not header[4] & 1:
        _log.debug("bindings %s: unexpected bytecode header %r: text", package, header[:8])
        return None
    their_format = header[4] >> 1
    ours = _stablehlo._bytecode_format_version()
    if their_format < ours:
        _log.debug(
            "bindings %s: their MLIR writes bytecode format %d, older than ours (%d): text", package, their_format, ours
        )
        return None
    return version, ours


# The facts of each bindings package, found once (keyed by the ir module's
# name; contexts are not kept).
_FACTS: dict = {}


def _cached_facts(ir, package: str, context):
    key = ir.__name__
    if key not in _FACTS:
        _FACTS[key] = _bindings_facts(ir, package, context)
    return _FACTS[key]


def _why_text(module) -> str:
    """Why a module of bindings crosses as text whatever its ops."""
    if _EXCHANGE == "text":
        return "as stablehlo._EXCHANGE asks"
    context = getattr(module, "context", None)
    try:
        ir, _ = _bindings_of(context)
    except TypeError:
        return "its bindings have no ir.Context with Module.parse"
    if not callable(getattr(module.operation, "write_bytecode", None)):
        return "its bindings write no bytecode"
    return (
        f"the bindings {ir.__name__} cannot exchange bytecode with this module (see the "
        "logger's first message about them)"
    )


def _bytecode_peer_of_module(module):
    """(StableHLO version, bytecode format to write) when ``module`` is an
    ``ir.Module`` of bindings whose bytecode can cross, else None."""
    operation = getattr(module, "operation", None)
    if _EXCHANGE == "text":
        return None
    if operation is None or not callable(getattr(operation, "write_bytecode", None)):
        return None
    context = getattr(module, "context", None)
    if context is None:
        return None
    try:
        ir, package = _bindings_of(context)
    except TypeError:
        return None
    return _cached_facts(ir, package, context)


def deserialize_portable_artifact(context, artifact: str | bytes):
    """Reads a portable artifact; returns an ``ir.Module`` in ``context``.

    ``context`` is an ``ir.Context`` of any MLIR Python bindings. The
    program is read here and handed to those bindings' own
    ``ir.Module.parse`` in ``context``, so the module is theirs: as MLIR
    bytecode when it means the same to them (their StableHLO,
    ``dialects.stablehlo``, defines every op of the program as this module
    does, and their MLIR reads the bytecode format written here), else as
    MLIR text with its locations. The logger ``"stablehlo.bridge"`` says at
    DEBUG level which way was taken and why. Dialects the program needs that
    ``context`` cannot load yet are registered in it where the bindings
    offer a way: their ``dialects.<name>.register_dialect(context)``; for
    jaxlib, the registry of MLIR's own dialects that JAX's contexts use;
    last, the bindings' own StableHLO reader, which loads what its programs
    use when it reads (an empty module).
    """
    ir, package = _bindings_of(context)
    facts = _cached_facts(ir, package, context) if _EXCHANGE == "auto" else None
    if _EXCHANGE != "auto":
        _log.debug("deserialize_portable_artifact: text (as stablehlo._EXCHANGE asks)")
    elif facts is None:
        _log.debug(
            "deserialize_portable_artifact: text (the bindings %s cannot exchange bytecode "
            "with this module: see the logger's first message about them)",
            ir.__name__,
        )
    if facts is not None:
        version, format_version = facts
        program, is_bytecode, reasons, dialects = _stablehlo._deserialize_for_peer(artifact, version, format_version)
        if is_bytecode:
            _log.debug("deserialize_portable_artifact: bytecode (bindings of StableHLO %s)", version)
        else:
            _log.debug(
                "deserialize_portable_artifact: text, since the bindings of StableHLO "
                "%s may read the bytecode otherwise: %s",
                version,
                "; ".join(reasons),
            )
            program = program.decode("utf-8")
            dialects = _dialects_of(program, dialects)
    else:
        text, op_dialects = _stablehlo._deserialize_to_text(artifact)
        program = text.decode("utf-8")
        dialects = _dialects_of(program, op_dialects)
    missing = _load_dialects(context, ir, package, dialects)
    try:
        return ir.Module.parse(program, context=context)
    except Exception as error:
        hint = ""
        if missing:
            hint = f"; the context cannot load the dialect(s) {', '.join(missing)}: register them in the context first"
        raise PortableArtifactError(
            f"failed to deserialize module: {package}'s ir.Module.parse refused the program "
            f"read from the artifact{hint}:\n{error}"
        ) from error


def _program_of(module, who: str = "serialize_portable_artifact"):
    """The program of ``module`` as str or bytes (see _MODULE_FORMS)."""
    if isinstance(module, (bytes, str)):
        return module
    if isinstance(module, (bytearray, memoryview)):
        return bytes(module)
    get_asm = getattr(getattr(module, "operation", None), "get_asm", None)
    if callable(get_asm):
        # MLIR text (as bytes), with the locations an artifact keeps.
        program = get_asm(binary=True, enable_debug_info=True)
        if not isinstance(program, (bytes, str)):
            raise TypeError(
                f"{who}: {type(module).__name__}.operation."
                f"get_asm() returned {type(program).__name__}, not bytes or str"
            )
        return program
    if type(module).__str__ is not object.__str__:
        return str(module)
    pointer = "; MLIR objects are never taken by pointer (_CAPIPtr)" if hasattr(module, "_CAPIPtr") else ""
    raise TypeError(f"{who}: module must be {_MODULE_FORMS}; got {type(module).__name__}{pointer}")


def _bindings_of(context):
    """The ``ir`` module and the package of the bindings ``context`` is of.

    The ``ir`` module is that of a class of ``type(context)`` (or a base
    class) which defines both ``Context``, of which ``context`` is an
    instance, and ``Module`` with ``parse``: for jaxlib,
    ``jaxlib.mlir._mlir_libs._mlir.ir``, in the package ``jaxlib.mlir``.
    """
    for cls in type(context).__mro__:
        ir = sys.modules.get(cls.__module__)
        context_class = getattr(ir, "Context", None)
        module_class = getattr(ir, "Module", None)
        if (
            isinstance(context_class, type)
            and isinstance(context, context_class)
            and callable(getattr(module_class, "parse", None))
        ):
            name = ir.__name__
            if "._mlir_libs" in name:
                package = name.split("._mlir_libs")[0]
            else:
                package = name.rpartition(".")[0] or name
            return ir, package
    pointer = "; MLIR objects are never taken by pointer (_CAPIPtr)" if hasattr(context, "_CAPIPtr") else ""
    raise TypeError(
        "deserialize_portable_artifact: context must be an ir.Context of MLIR "
        "Python bindings (whose ir module also has Module.parse); got "
        f"{type(context).__name__}{pointer}"
    )


# `!ns.type`, `#ns.attr`, `#ns<...>`: the dialects of types and attributes.
_DIALECT_PREFIX = re.compile(r"[#!]([A-Za-z_]\w*)[.<]")


def _dialects_of(text: str, op_dialects) -> list[str]:
    """The dialects of the program's ops, types and attributes."""
    names = set(op_dialects) | set(_DIALECT_PREFIX.findall(text))
    names.discard("builtin")
    return sorted(names)


def _load_dialects(context, ir, package: str, names) -> list[str]:
    """Loads ``names`` into ``context``; returns those it cannot load.

    Bindings without a ``context.dialects`` view are left to their parser.
    """
    dialects = getattr(context, "dialects", None)
    if dialects is None:
        return []

    def loaded(name):
        try:
            dialects[name]  # loads a registered dialect
            return True
        except Exception:  # the bindings' own "not found" (IndexError for MLIR's)
            return False

    missing = [name for name in names if not loaded(name)]
    for name in list(missing):
        # A dialect module of the bindings that registers its dialect
        # (jaxlib: stablehlo, chlo, sdy, ...).
        try:
            dialect_module = importlib.import_module(f"{package}.dialects.{name}")
        except Exception:  # no such module, or one that does not import here
            continue
        register = getattr(dialect_module, "register_dialect", None)
        if callable(register):
            register(context)
            if loaded(name):
                missing.remove(name)
    if missing:
        # jaxlib registers MLIR's own dialects (func, shape, ...) only into
        # a registry, the one JAX's own contexts are made with
        # (jax._src.interpreters.mlir.make_ir_context).
        try:
            extension = importlib.import_module(f"{package}._mlir_libs._jax_mlir_ext")
        except Exception:
            extension = None
        if extension is not None and hasattr(ir, "DialectRegistry"):
            registry = ir.DialectRegistry()
            extension.register_dialects(registry)
            context.append_dialect_registry(registry)
            missing = [name for name in missing if not loaded(name)]
    if missing:
        # Bindings that carry a StableHLO reader of their own load, when it
        # reads, every dialect its programs can use; jaxlib offers no other
        # way to load the quant dialect. An empty module is read for that.
        try:
            reader = importlib.import_module(f"{package}.dialects.stablehlo")
        except Exception:
            reader = None
        read = getattr(reader, "deserialize_portable_artifact", None)
        if callable(read):
            try:
                read(context, serialize_portable_artifact_str("module {}", get_minimum_version()))
            except Exception:  # then the parser below says what it lacks
                pass
            missing = [name for name in missing if not loaded(name)]
    return missing


def inspect_portable_artifact(artifact: bytes) -> dict:
    """What a portable artifact holds, without converting its program.

    Returns the dict of ``stablehlo-translate --inspect``: ``version``,
    ``producer``, ``bytecode_version``, ``size``, ``sections``, ``ops``,
    ``types``, ``attributes`` (name: count), ``debug_locations``,
    ``features`` (each with the release that introduced it) and
    ``minimum_version`` (the lowest release whose reader reads the artifact,
    and the feature that sets it). Raises :class:`PortableArtifactError` with
    the reader's errors for damaged input or input that is not an artifact,
    ``TypeError`` for anything but ``bytes`` or ``str``.
    """
    return json.loads(_stablehlo._inspect_portable_artifact_json(artifact))


def check_spec(module) -> list[str]:
    """The violations of the StableHLO spec in a program, one per op.

    The verifiers accept what upstream StableHLO accepts, which is more than
    the spec allows in places (a convolution's result element type, the
    sizes of window attributes, ...). This check holds the program to every
    constraint of the spec that the library knows, as
    ``stablehlo-opt --stablehlo-check-spec`` does: it returns the errors,
    each ``"location: error: message"`` with the constraint's label in the
    first error of each violating op (its notes follow on lines of the same
    entry), or ``[]`` when the program conforms. ``module`` takes the forms
    of :func:`serialize_portable_artifact`. A program that does not parse or
    verify raises :class:`PortableArtifactError` with the errors.
    """
    conforms, diagnostics = _stablehlo._check_spec(_program_of(module, "check_spec"))
    if conforms:
        return []
    errors: list[str] = []
    for line in diagnostics.splitlines():
        if not line:
            continue
        if errors and (": note: " in line or line.startswith("note: ")):
            errors[-1] += "\n" + line
        else:
            errors.append(line)
    return errors
