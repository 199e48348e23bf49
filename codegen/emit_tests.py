"""Emits generated lit tests (generated/tests/). Filled in by the test emitter."""

from __future__ import annotations


def emit(schema, env) -> dict:
    return {}
