"""Jinja2 environment and the generated-file header.

Input: a template name and its context. Output: the rendered text, starting
with the two-line header every generated file carries.
"""

from __future__ import annotations

import os

import jinja2

from . import naming

_TEMPLATES = os.path.join(os.path.dirname(__file__), "templates")
REGENERATE = "python3 -m codegen --write"


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(_TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    # A quoted C++ / TableGen string literal of the text (schema docs).
    env.filters["quoted"] = naming.cpp_string
    return env


def header(sources: list[str], comment: str = "//") -> str:
    return (
        f"{comment} Generated from {', '.join(sources)} by codegen/; do not edit.\n"
        f"{comment} Regenerate with: {REGENERATE}"
    )


def render(env: jinja2.Environment, template: str, sources: list[str], **context) -> str:
    text = env.get_template(template).render(header=header(sources), **context)
    return text.rstrip("\n") + "\n"
