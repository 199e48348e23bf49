"""StableHLO portable artifacts from Python.

Serialize a StableHLO program as a portable artifact (MLIR bytecode that a
StableHLO consumer of the target version, or any newer one, reads), and read
artifacts back. Programs come as MLIR text or bytecode (the ``*_str``
functions) or as ``ir.Module`` objects of any MLIR Python bindings, which are
handed over through MLIR's capsule protocol without being printed.

Every failure to convert raises :class:`PortableArtifactError`, a subclass
of ``ValueError`` whose message holds the diagnostics.
"""

from __future__ import annotations

import importlib
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

__all__ = [
    "PortableArtifactError",
    "StablehloCompatibilityRequirement",
    "deserialize_portable_artifact",
    "deserialize_portable_artifact_str",
    "get_api_version",
    "get_current_version",
    "get_minimum_version",
    "get_portable_artifact_version",
    "get_smaller_version",
    "get_version_from_compatibility_requirement",
    "serialize_portable_artifact",
    "serialize_portable_artifact_str",
]


def serialize_portable_artifact(module, target: str, allow_other_dialects: bool = False,
                                compatibility_expander: bool = False) -> bytes:
    """Serializes an ``ir.Module`` as a portable artifact for ``target``.

    ``target`` is ``"X.Y.Z"`` or ``"current"``. The module is left as it was.
    Ops of dialects other than StableHLO, func and shape are refused unless
    ``allow_other_dialects``; with ``compatibility_expander``, features newer
    than the target are first rewritten into older ops where a rewrite exists.
    """
    return _stablehlo._serialize_module(module, target, allow_other_dialects,
                                        compatibility_expander)


def deserialize_portable_artifact(context, artifact: str | bytes):
    """Reads a portable artifact into ``context``; returns an ``ir.Module``.

    The module is an object of the same bindings as ``context`` (built with
    their ``Module._CAPICreate``).
    """
    capsule = _stablehlo._deserialize_into_context(context, artifact)
    return _module_class_of(context)._CAPICreate(capsule)


def _module_class_of(context):
    """The ``Module`` class of the bindings ``context`` belongs to."""
    name = type(context).__module__
    bindings = sys.modules.get(name) or importlib.import_module(name)
    module_class = getattr(bindings, "Module", None)
    if module_class is None or not hasattr(module_class, "_CAPICreate"):
        raise TypeError(f"{name} has no Module class with _CAPICreate; expected the "
                        "ir.Context of MLIR Python bindings")
    return module_class
