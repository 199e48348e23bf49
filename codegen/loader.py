"""YAML loading with source positions.

Input: a YAML file path. Output: plain Python values where every mapping is an
`LDict` and every sequence an `LList`, both carrying the 1-based line of the
node (`.line`) and, for mappings, the line of each key (`.key_lines`). Dates
and versions stay strings; the model parses them. Duplicate keys are errors.
"""

from __future__ import annotations

from typing import Any

import yaml


class SchemaError(Exception):
    """An error in the schema, reported as `file:line: message`."""

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}:{line}: {message}")
        self.file = file
        self.line = line
        self.message = message


class LDict(dict):
    line: int = 0
    key_lines: dict

    def line_of(self, key: str) -> int:
        return self.key_lines.get(key, self.line)


class LList(list):
    line: int = 0
    item_lines: list


_INT = "tag:yaml.org,2002:int"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"


def _scalar(node: yaml.ScalarNode, file: str = "") -> Any:
    value = node.value
    if node.tag == _INT:
        digits = value.lstrip("+-")
        if not digits.isdigit() or (len(digits) > 1 and digits.startswith("0")):
            raise SchemaError(
                file,
                node.start_mark.line + 1,
                f"integer '{value}' is not in a supported notation: write it in decimal without leading zeros",
            )
        return int(value)
    if node.tag == _BOOL:
        return value.lower() in ("true", "yes", "on")
    if node.tag == _NULL:
        return None
    return value  # strings, dates and floats (no schema field is a float) as text


def _convert(node: yaml.Node, file: str) -> Any:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out = LDict()
        out.line = line
        out.key_lines = {}
        for key_node, value_node in node.value:
            key = _scalar(key_node, file) if isinstance(key_node, yaml.ScalarNode) else None
            if not isinstance(key, str):
                key = str(key) if isinstance(key, (int, float)) else key
            if not isinstance(key, str):
                raise SchemaError(file, key_node.start_mark.line + 1, "mapping keys must be strings")
            if key in out:
                raise SchemaError(file, key_node.start_mark.line + 1, f"duplicate key '{key}'")
            out[key] = _convert(value_node, file)
            out.key_lines[key] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        out = LList(_convert(item, file) for item in node.value)
        out.line = line
        out.item_lines = [item.start_mark.line + 1 for item in node.value]
        return out
    return _scalar(node, file)


def load_yaml(path: str, display_name: str | None = None) -> Any:
    """Loads one YAML file into LDict/LList/scalars."""
    name = display_name or path
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise SchemaError(name, (mark.line + 1) if mark else 1, f"invalid YAML: {e}") from None
    if node is None:
        raise SchemaError(name, 1, "empty file")
    return _convert(node, name)
