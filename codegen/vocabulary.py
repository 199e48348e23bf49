"""The keys each schema file accepts, in one place.

Input: none. Output: `KEYS`, per context (a kind of YAML mapping in a schema
file) the set of keys the loaders accept there, and `FILES`, the contexts of
each schema file. The loaders (model.py, opmodel.py) check mappings against
these sets, and tests/codegen/test_vocabulary.py checks that the header of
each schema file documents exactly its keys, each on a line `#   key: ...`.
"""

from __future__ import annotations

KEYS: dict[str, frozenset] = {
    k: frozenset(v)
    for k, v in {
        # versions.yaml: a list of releases.
        "release": {"version", "bytecode", "date", "change", "patches", "expand"},
        # types.yaml
        "types.yaml": {"types", "reserved_codes"},
        "type": {
            "code",
            "since",
            "builtin",
            "mlir",
            "tensor_element",
            "params",
            "bytecode",
            "bytecode_order",
            "format",
            "mnemonic",
            "record",
            "doc",
        },
        # attributes.yaml
        "attributes.yaml": {"attributes", "enums", "reserved_codes"},
        "attribute": {"code", "since", "params", "bytecode", "format", "mnemonic", "record", "doc", "expand"},
        "enum": {
            "code",
            "since",
            "stablehlo",
            "stablehlo_form",
            "cases",
            "mnemonic",
            "record",
            "summary",
            "stablehlo_syntax",
        },
        "enum_case": {"value", "since"},
        # ops.yaml
        "ops.yaml": {"ops", "groups", "gates"},
        "gate": {"since", "doc"},
        "group": {"stablehlo", "fields", "kinds", "params"},
        "op": {
            "versions",
            "stablehlo",
            "traits",
            "doc",
            "stablehlo_attrs",
            "legalize_hook",
            "stablehlo_nested",
            "syntax",
        },
        "first_version": {"since", "until", "hook", "gates", "expand", "operands", "results", "attributes", "regions"},
        "later_version": {
            "since",
            "until",
            "hook",
            "gates",
            "expand",
            "add_attributes",
            "remove_attributes",
            "change_attributes",
            "variadic_operands",
            "variadic_results",
            "rename_operands",
            "rename_results",
            "add_regions",
        },
        "op_attribute": {"kind", "default", "stablehlo"},
        "added_attribute": {"kind", "default", "stablehlo", "after"},
        "computed_default": {"fill", "size_of", "pairs"},
    }.items()
}

FILES: dict[str, tuple] = {
    "versions.yaml": ("release",),
    "types.yaml": ("types.yaml", "type"),
    "attributes.yaml": ("attributes.yaml", "attribute", "enum", "enum_case"),
    "ops.yaml": (
        "ops.yaml",
        "gate",
        "group",
        "op",
        "first_version",
        "later_version",
        "op_attribute",
        "added_attribute",
        "computed_default",
    ),
}


def file_keys(name: str) -> frozenset:
    """Every key the schema file `name` accepts, in any context."""
    return frozenset().union(*(KEYS[c] for c in FILES[name]))
