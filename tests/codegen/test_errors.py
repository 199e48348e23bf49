"""Every schema validation error names the right `file:line` and says why.

Each case copies the fixture to a tmp dir, makes one small text edit, and
expects `SchemaError`. The expected line is the line of a marker in the
edited file (the marker must occur exactly once there).
"""

from __future__ import annotations

import pytest

from codegen.__main__ import main
from codegen.loader import SchemaError
from codegen.schema import load_schema

VERSIONS, TYPES, ATTRS, OPS = ("schema/versions.yaml", "schema/types.yaml", "schema/attributes.yaml", "schema/ops.yaml")
HEADER = "runtime/include/stablehlo/Dialect/Vhlo/Version.h"

# Frequently edited fixture snippets.
COMPARE_V1 = "      - since: 0.9.0\n        operands: [lhs, rhs]\n"
COMPARE_V2 = "      - since: 1.0.0\n"
LIMIT = "limit: {kind: i64, default: 7}"
CALL_V1 = "      - since: 0.9.0\n        until: 0.9.0\n"
CALL_V2 = "      - since: 0.10.0\n        variadic_operands: [inputs]"
TUPLE = "tuple: {code: 3, since: 0.10.0, builtin: tuple, params: {types: types}"
ENUM_CODE = "    code: 3\n    since: 0.9.0\n    stablehlo: ComparisonDirection"
LAST_RELEASE = "  change: The compare limit attribute.\n"


def case(id, edits, file, at, *fragments):
    """edits: [(file, old, new)]; the error is in `file` on the line of `at`."""
    return pytest.param(edits, file, at, fragments, id=id)


CASES = [
    # --- unknown keys -------------------------------------------------------
    case(
        "unknown-key-release",
        [(VERSIONS, "  change: Variadic call operands.\n", "  change: Variadic call operands.\n  colour: red\n")],
        VERSIONS,
        "  colour: red",
        "unknown key 'colour' in a release",
        "allowed: bytecode, change, date, expand, patches, version",
    ),
    case(
        "unknown-key-type",
        [(TYPES, "    builtin: i64\n", "    builtin: i64\n    colour: red\n")],
        TYPES,
        "    colour: red",
        "unknown key 'colour' in type 'i64'",
    ),
    case(
        "unknown-key-attribute",
        [(ATTRS, "    bytecode: custom\n", "    bytecode: custom\n    colour: red\n")],
        ATTRS,
        "    colour: red",
        "unknown key 'colour' in attribute 'integer'",
    ),
    case(
        "attribute-expand-not-snake-case",
        [(ATTRS, "    bytecode: custom\n", "    bytecode: custom\n    expand: IntegerToOld\n")],
        ATTRS,
        "    expand: IntegerToOld",
        "expand names one rewrite in snake_case",
    ),
    case(
        "unknown-key-enum",
        [(ATTRS, "    stablehlo: ComparisonDirection\n", "    stablehlo: ComparisonDirection\n    colour: red\n")],
        ATTRS,
        "    colour: red",
        "unknown key 'colour' in enum 'comparison_direction'",
    ),
    case(
        "enum-without-summary",
        [(ATTRS, "    summary: Which comparison operation to perform.\n", "")],
        ATTRS,
        ENUM_CODE,
        "enum 'comparison_direction' lacks required key 'summary'",
    ),
    case(
        "enum-summary-with-quote",
        [(ATTRS, "    summary: Which comparison operation to perform.\n", '    summary: Which "op".\n')],
        ATTRS,
        "    summary: Which",
        "enum 'comparison_direction': summary must be the StableHLO enum's one-line "
        "summary (text without quotes or backslashes)",
    ),
    case(
        "enum-stablehlo-syntax-unknown",
        [
            (
                ATTRS,
                "    stablehlo: ComparisonDirection\n",
                "    stablehlo: ComparisonDirection\n    stablehlo_syntax: dot\n",
            )
        ],
        ATTRS,
        "    stablehlo_syntax: dot",
        "enum 'comparison_direction': stablehlo_syntax must be `dialect` "
        "(`#stablehlo<name CASE>`) or `mnemonic` (`#stablehlo.name<CASE>`)",
    ),
    case(
        "unknown-key-op",
        [(OPS, "  add:\n", "  add:\n    colour: red\n")],
        OPS,
        "    colour: red",
        "unknown key 'colour' in op 'add'",
        "allowed: doc, legalize_hook, stablehlo, stablehlo_attrs, stablehlo_nested, syntax, traits, versions",
    ),
    case(
        "op-syntax-unknown",
        [(OPS, "  add:\n", "  add:\n    syntax: pretty\n")],
        OPS,
        "    syntax: pretty",
        "op 'add': syntax must be 'custom'",
    ),
    case(
        "unknown-key-op-version",
        [(OPS, COMPARE_V2, COMPARE_V2 + "        colour: red\n")],
        OPS,
        "        colour: red",
        "unknown key 'colour' in version 2 of op 'compare'",
    ),
    case(
        "unknown-key-attribute-spec",
        [(OPS, LIMIT, "limit:\n            kind: i64\n            default: 7\n            colour: red")],
        OPS,
        "            colour: red",
        "unknown key 'colour' in attribute 'limit'",
        "allowed: after, default, kind, stablehlo",
    ),
    case(
        "unknown-key-top-level",
        [(OPS, "variadic_operands: [inputs]\n", "variadic_operands: [inputs]\nmore_ops: {}\n")],
        OPS,
        "more_ops:",
        "unknown key 'more_ops' in ops.yaml",
    ),
    # --- version ranges -----------------------------------------------------
    case(
        "overlap-non-increasing-since",
        [(OPS, CALL_V2, "      - since: 0.9.0\n        variadic_operands: [inputs]")],
        OPS,
        "      - since: 0.9.0\n        variadic_operands: [inputs]",
        "op 'call': version 2 (since 0.9.0) overlaps version 1 (since 0.9.0)",
    ),
    case(
        "overlap-since-goes-down",
        [
            (OPS, COMPARE_V1, "      - since: 0.10.0\n        operands: [lhs, rhs]\n"),
            (OPS, COMPARE_V2, "      - since: 0.9.0\n"),
        ],
        OPS,
        "      - since: 0.9.0\n        add_attributes:",
        "overlaps version 1 (since 0.10.0)",
    ),
    case(
        "overlap-explicit-until-after-derived-end",
        [(OPS, CALL_V1, "      - since: 0.9.0\n        until: 0.10.0\n")],
        OPS,
        "      - since: 0.9.0\n        until: 0.10.0",
        "op 'call': version 1 ends at 0.10.0 but version 2 starts at 0.10.0: the ranges overlap",
    ),
    case(
        "gap-explicit-until-before-derived-end",
        [(OPS, CALL_V2, "      - since: 1.0.0\n        variadic_operands: [inputs]")],
        OPS,
        CALL_V1.rstrip("\n"),
        "op 'call': version 1 ends at 0.9.0 but version 2 starts at 1.0.0: the ranges leave a gap",
    ),
    case(
        "until-before-since",
        [
            (OPS, CALL_V1, "      - since: 0.10.0\n        until: 0.9.0\n"),
            (OPS, CALL_V2, "      - since: 1.0.0\n        variadic_operands: [inputs]"),
        ],
        OPS,
        "        until: 0.9.0",
        "op 'call': until 0.9.0 is before since 0.10.0",
    ),
    # --- versions absent from the log / above the current version -----------
    case(
        "type-since-not-in-log",
        [(TYPES, TUPLE, TUPLE.replace("since: 0.10.0", "since: 0.11.0"))],
        TYPES,
        "tuple:",
        "version 0.11.0 is not a release in versions.yaml",
    ),
    case(
        "op-since-patch-not-in-log",
        [(OPS, CALL_V2, "      - since: 0.10.1\n        variadic_operands: [inputs]")],
        OPS,
        "      - since: 0.10.1",
        "version 0.10.1 is not a release in versions.yaml",
    ),
    case(
        "release-above-current",
        [(VERSIONS, LAST_RELEASE, LAST_RELEASE + "- version: 1.1.0\n  bytecode: 1\n  change: Too new.\n")],
        VERSIONS,
        "- version: 1.1.0",
        "release 1.1.0 is above the current version 1.0.0 in Version.h",
    ),
    case(
        "header-current-below-log",
        [(HEADER, "STABLEHLO_CURRENT_VERSION 1, 0, 0", "STABLEHLO_CURRENT_VERSION 0, 10, 0")],
        VERSIONS,
        "- version: 1.0.0",
        "release 1.0.0 is above the current version 0.10.0 in Version.h",
    ),
    case(
        "op-since-above-current",
        [(OPS, CALL_V2, "      - since: 1.1.0\n        variadic_operands: [inputs]")],
        OPS,
        "      - since: 1.1.0",
        "version 1.1.0 is not a release in versions.yaml",
    ),
    case(
        "log-does-not-reach-current",
        [(HEADER, "STABLEHLO_CURRENT_VERSION 1, 0, 0", "STABLEHLO_CURRENT_VERSION 1, 1, 0")],
        VERSIONS,
        "- version: 1.0.0",
        "the log must end at the current version 1.1.0",
    ),
    case(
        "release-not-increasing",
        [(VERSIONS, "- version: 0.10.0", "- version: 0.9.0")],
        VERSIONS,
        "- version: 0.9.0\n  bytecode: 1",
        "release 0.9.0 is not after 0.9.0",
    ),
    # --- unknown references and kinds ---------------------------------------
    case(
        "unknown-enum",
        [
            (
                OPS,
                COMPARE_V1
                + "        results: [result]\n        attributes:\n          comparison_direction: enum<comparison_direction>",
                COMPARE_V1
                + "        results: [result]\n        attributes:\n          comparison_direction: enum<nope>",
            )
        ],
        OPS,
        "comparison_direction: enum<nope>",
        "attribute 'comparison_direction' names unknown enum 'nope'",
    ),
    case(
        "unknown-attribute-kind",
        [(OPS, LIMIT, "limit: {kind: i65, default: 7}")],
        OPS,
        "limit:",
        "unknown attribute kind 'i65'",
        "known: any, array, bool,",
    ),
    case(
        "enum-kind-without-enum-name",
        [(OPS, LIMIT, "limit: {kind: enum, default: EQ}")],
        OPS,
        "limit:",
        "unknown attribute kind 'enum'",
    ),
    case(
        "unknown-type-parameter-kind",
        [(TYPES, "params: {types: types}", "params: {types: typez}")],
        TYPES,
        "tuple:",
        "unknown parameter kind 'typez'",
        "optional_attr, shape, type, types, uint",
    ),
    case(
        "unknown-attribute-parameter-kind",
        [(ATTRS, "params: {value: string}", "params: {value: strang}")],
        ATTRS,
        "string:",
        "unknown parameter kind 'strang'",
    ),
    # --- bytecode codes -----------------------------------------------------
    case(
        "duplicate-type-code",
        [(TYPES, TUPLE, TUPLE.replace("code: 3", "code: 1"))],
        TYPES,
        "tuple:",
        "bytecode code 1 of 'tuple' is already used by 'i64'",
    ),
    case(
        "type-code-reserved",
        [(TYPES, TUPLE, TUPLE.replace("code: 3", "code: 2"))],
        TYPES,
        "tuple:",
        "bytecode code 2 of 'tuple' is already used by reserved_codes",
    ),
    case(
        "enum-code-shared-with-attribute",
        [(ATTRS, ENUM_CODE, ENUM_CODE.replace("code: 3", "code: 2"))],
        ATTRS,
        "    code: 2\n",
        "bytecode code 2 of 'comparison_direction' is already used by 'string'",
    ),
    case(
        "attribute-code-reserved",
        [(ATTRS, "string: {code: 2,", "string: {code: 0,")],
        ATTRS,
        "string:",
        "bytecode code 0 of 'string' is already used by reserved_codes",
    ),
    # --- defaults -----------------------------------------------------------
    case(
        "default-abc-for-i64",
        [(OPS, LIMIT, "limit: {kind: i64, default: abc}")],
        OPS,
        "limit:",
        "default 'abc' does not parse for kind 'i64': expected an integer",
    ),
    case(
        "default-true-for-i64",
        [(OPS, LIMIT, "limit: {kind: i64, default: true}")],
        OPS,
        "limit:",
        "default True does not parse for kind 'i64': expected an integer",
    ),
    case(
        "default-3-for-bool",
        [(OPS, LIMIT, "limit: {kind: bool, default: 3}")],
        OPS,
        "limit:",
        "default 3 does not parse for kind 'bool': expected true or false",
    ),
    case(
        "default-not-an-enum-case",
        [(OPS, LIMIT, "limit: {kind: enum<comparison_direction>, default: GT}")],
        OPS,
        "limit:",
        "default 'GT' does not parse for kind 'enum': expected one of EQ, NE, LT",
    ),
    case(
        "default-out-of-range-for-i32",
        [(OPS, LIMIT, "limit: {kind: i32, default: 2147483648}")],
        OPS,
        "limit:",
        "default 2147483648 does not parse for kind 'i32': expected a 32-bit integer",
    ),
    case(
        "default-for-kind-without-defaults",
        [(OPS, LIMIT, "limit: {kind: tensor, default: 0}")],
        OPS,
        "limit:",
        "kind 'tensor' takes no default",
    ),
    # --- transitions --------------------------------------------------------
    case(
        "added-attribute-without-default",
        [(OPS, LIMIT, "limit: i64")],
        OPS,
        COMPARE_V2.rstrip("\n"),
        "op 'compare' v1 -> v2: no change class covers this (attribute 'limit' is added without a default): name a `hook`",
    ),
    case(
        "version-without-difference",
        [(OPS, "        add_attributes:\n          limit: {kind: i64, default: 7}\n", "")],
        OPS,
        COMPARE_V2.rstrip("\n"),
        "op 'compare' v2 does not differ from v1",
    ),
    # --- deltas of later versions -------------------------------------------
    case(
        "later-version-restates-attributes",
        [(OPS, "        add_attributes:\n", "        attributes:\n")],
        OPS,
        "        attributes:\n          limit",
        "op 'compare' version 2: a later version states only what changes, so 'attributes' (the whole list) "
        "is for the first version",
        "add_attributes",
    ),
    case(
        "later-version-restates-operands",
        [(OPS, CALL_V2, "      - since: 0.10.0\n        operands: [inputs...]")],
        OPS,
        "        operands: [inputs...]",
        "op 'call' version 2: a later version states only what changes",
    ),
    case(
        "add-existing-attribute",
        [(OPS, LIMIT, LIMIT + "\n          comparison_direction: {kind: enum<comparison_direction>}")],
        OPS,
        "          comparison_direction: {kind: enum<comparison_direction>}",
        "add_attributes adds 'comparison_direction', which the previous version already has",
        "use change_attributes",
    ),
    case(
        "after-unknown-attribute",
        [(OPS, LIMIT, "limit: {kind: i64, default: 7, after: nothing}")],
        OPS,
        "limit: {kind: i64, default: 7, after: nothing}",
        "`after` names attribute 'nothing', which the previous version does not have",
        "it has: comparison_direction",
    ),
    case(
        "remove-unknown-attribute",
        [(OPS, COMPARE_V2, COMPARE_V2 + "        remove_attributes: [nothing]\n")],
        OPS,
        "remove_attributes: [nothing]",
        "remove_attributes names attribute 'nothing', which the previous version does not have",
    ),
    case(
        "remove-attribute-without-default",
        [(OPS, COMPARE_V2, COMPARE_V2 + "        remove_attributes: [comparison_direction]\n")],
        OPS,
        COMPARE_V2.rstrip("\n"),
        "attribute 'comparison_direction' is removed and has no default to restore",
    ),
    case(
        "change-attribute-unchanged",
        [
            (
                OPS,
                COMPARE_V2,
                COMPARE_V2 + "        change_attributes: {comparison_direction: enum<comparison_direction>}\n",
            )
        ],
        OPS,
        "change_attributes: {comparison_direction",
        "change_attributes restates attribute 'comparison_direction' unchanged",
    ),
    case(
        "change-attribute-default-needs-hook",
        [
            (
                OPS,
                COMPARE_V2,
                COMPARE_V2
                + "        change_attributes: {comparison_direction: {kind: enum<comparison_direction>, default: EQ}}\n",
            )
        ],
        OPS,
        COMPARE_V2.rstrip("\n"),
        "attribute 'comparison_direction' changes its default",
        "name a `hook`",
    ),
    case(
        "change-attribute-kind-needs-hook",
        [(OPS, COMPARE_V2, COMPARE_V2 + "        change_attributes: {comparison_direction: i64}\n")],
        OPS,
        COMPARE_V2.rstrip("\n"),
        "attribute 'comparison_direction' changes kind",
        "name a `hook`",
    ),
    case(
        "variadic-unknown-operand",
        [(OPS, CALL_V2, "      - since: 0.10.0\n        variadic_operands: [args]")],
        OPS,
        "variadic_operands: [args]",
        "variadic_operands names 'args', which is not one of its operands (inputs)",
    ),
    case(
        "variadic-already-variadic-result",
        [(OPS, CALL_V2, CALL_V2 + "\n        variadic_results: [results]")],
        OPS,
        "variadic_results: [results]",
        "result 'results' is already variadic",
    ),
    case(
        "variadic-name-with-dots",
        [(OPS, CALL_V2, "      - since: 0.10.0\n        variadic_operands: [inputs...]")],
        OPS,
        "variadic_operands: [inputs...]",
        "'inputs...' is not a valid name (write names without '...')",
    ),
    case(
        "rename-to-itself",
        [(OPS, CALL_V2, CALL_V2 + "\n        rename_results: {results: results}")],
        OPS,
        "rename_results: {results: results}",
        "rename_results renames 'results' to itself",
    ),
    case(
        "rename-operand-needs-hook",
        [(OPS, COMPARE_V2, COMPARE_V2 + "        rename_operands: {lhs: left}\n")],
        OPS,
        COMPARE_V2.rstrip("\n"),
        "operand 'lhs' is renamed 'left'",
        "name a `hook`",
    ),
    case(
        "empty-add-attributes",
        [(OPS, "          limit: {kind: i64, default: 7}\n", "")],
        OPS,
        "        add_attributes:",
        "add_attributes must be a non-empty mapping",
    ),
    # --- YAML ---------------------------------------------------------------
    case(
        "duplicate-yaml-key",
        [(TYPES, "    doc: A signless 64-bit integer.\n", "    doc: A signless 64-bit integer.\n    doc: Again.\n")],
        TYPES,
        "    doc: Again.",
        "duplicate key 'doc'",
    ),
    case(
        "duplicate-op",
        [(OPS, "  call:\n", "  add:\n    versions: []\n  call:\n")],
        OPS,
        "  add:\n    versions: []",
        "duplicate key 'add'",
    ),
    case(
        "invalid-yaml",
        [(VERSIONS, "  change: Variadic call operands.", "  change: Variadic: call operands.")],
        VERSIONS,
        "  change: Variadic: call",
        "invalid YAML",
        "mapping values are not allowed here",
    ),
    case(
        "invalid-yaml-tab",
        [(ATTRS, "    since: 0.9.0\n    stablehlo:", "\tsince: 0.9.0\n    stablehlo:")],
        ATTRS,
        "\tsince: 0.9.0",
        "invalid YAML",
        "found character '\\t' that cannot start any token",
    ),
    # --- robustness: malformed structure still gets file:line ---------------
    case(
        "octal-integer",
        [(ATTRS, "string: {code: 2,", "string: {code: 010,")],
        ATTRS,
        "string: {code: 010,",
        "integer '010' is not in a supported notation",
    ),
    case(
        "boolean-code",
        [(ATTRS, "string: {code: 2,", "string: {code: true,")],
        ATTRS,
        "string: {code: true,",
        "code must be a non-negative integer",
    ),
    case(
        "enum-default-not-a-string",
        [(OPS, LIMIT, "limit: {kind: enum<comparison_direction>, default: [EQ]}")],
        OPS,
        "default: [EQ]",
        "does not parse for kind 'enum'",
    ),
    case(
        "i64-tensor-default-items",
        [(OPS, LIMIT, "limit: {kind: i64_tensor, default: [a, b]}")],
        OPS,
        "default: [a, b]",
        "expected a list of integers",
    ),
    case(
        "patches-not-a-mapping",
        [(VERSIONS, "  patches: {0.10.1: 2023-05-03}", "  patches: [0.10.1]")],
        VERSIONS,
        "  patches: [0.10.1]",
        "patches (version: date) must be a mapping",
    ),
    case(
        "patch-date",
        [(VERSIONS, "  patches: {0.10.1: 2023-05-03}", "  patches: {0.10.1: soon}")],
        VERSIONS,
        "  patches: {0.10.1: soon}",
        "date 'soon' of 0.10.1 is not YYYY-MM-DD",
    ),
    case(
        "enum-case-value",
        [(ATTRS, "cases: {EQ: 0, NE: 1, LT: 2}", "cases: {EQ: a, NE: 1, LT: 2}")],
        ATTRS,
        "cases: {EQ: a, NE: 1, LT: 2}",
        "enum case 'EQ' needs a non-negative integer value",
    ),
    case(
        "attribute-spec-not-a-mapping",
        [(OPS, LIMIT, "limit: null")],
        OPS,
        "limit: null",
        "attribute 'limit' must be a mapping",
    ),
    case(
        "hook-on-first-version",
        [(OPS, COMPARE_V1, COMPARE_V1 + "        hook: compare_v0_v1\n")],
        OPS,
        "hook: compare_v0_v1",
        "cannot be on the first version",
    ),
    case(
        "unknown-group",
        [(OPS, "  add:\n", "  add:\n    stablehlo_attrs: {dn: nope}\n")],
        OPS,
        "stablehlo_attrs: {dn: nope}",
        "op 'add': unknown group 'nope'",
    ),
    case(
        "computed-default-size-of",
        [(OPS, LIMIT, "limit: {kind: i64_tensor, default: {fill: 1, size_of: nothing}}")],
        OPS,
        "size_of: nothing",
        "size_of names no attribute of this version ('nothing')",
    ),
    case(
        "computed-default-kind",
        [(OPS, LIMIT, "limit: {kind: i64, default: {fill: 1, size_of: comparison_direction}}")],
        OPS,
        "size_of: comparison_direction",
        "computed defaults are for tensor kinds",
    ),
    case(
        "unit-not-bool",
        [(OPS, LIMIT, "limit: {kind: i64, default: 7, stablehlo: unit}")],
        OPS,
        "stablehlo: unit}",
        "`stablehlo: unit` is the only StableHLO form",
    ),
    case(
        "unknown-gate",
        [(OPS, COMPARE_V2, COMPARE_V2 + "        gates: [nope]\n")],
        OPS,
        "gates: [nope]",
        "op 'compare': unknown gate 'nope'",
    ),
    case(
        "gate-since-not-a-release",
        [(OPS, "\nops:\n", "\ngates:\n  promo: {since: 0.9.5}\nops:\n")],
        OPS,
        "promo: {since: 0.9.5}",
        "version 0.9.5 is not a release in versions.yaml",
    ),
]


@pytest.mark.parametrize("edits, file, at, fragments", CASES)
def test_schema_error(tree, edits, file, at, fragments):
    for rel, old, new in edits:
        tree.edit(rel, old, new)
    line = tree.line_of(file, at)
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    err = info.value
    assert (err.file, err.line) == (file, line), str(err)
    for fragment in fragments:
        assert fragment in err.message, str(err)
    assert str(err) == f"{file}:{line}: {err.message}"


def test_fixture_itself_has_no_error(tree):
    load_schema(tree.root)  # the cases above start from a valid schema


def test_missing_version_macro(tree):
    tree.edit(HEADER, "#define STABLEHLO_MINIMUM_VERSION 0, 9, 0", "#define STABLEHLO_MINIMUM_VERSION 0.9.0")
    with pytest.raises(SchemaError) as info:
        load_schema(tree.root)
    assert info.value.file.endswith(HEADER) and info.value.line == 1
    assert "no '#define STABLEHLO_MINIMUM_VERSION M, m, p' line" in info.value.message


def test_cli_reports_schema_error_as_file_line(tree, capsys):
    tree.edit(OPS, LIMIT, "limit: {kind: i64, default: abc}")
    line = tree.line_of(OPS, "limit:")
    assert main(["--check", "--root", tree.root]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: {OPS}:{line}: default 'abc' does not parse for kind 'i64'"), err
