"""Checks the JSON of `stablehlo-translate --inspect` against the artifact.

    python3 check_inspect.py REPORT.json ARTIFACT.bc VERSION REPO [--minimum M]
        [--debug-locations yes|no]

What must hold for any artifact: the version and producer are VERSION's; the
bytecode version is the one the artifact's header holds and the one
schema/versions.yaml gives for VERSION; the size is the file's; the sections
have their MLIR names, lie in the file in order, do not overlap, end where
the file ends and include the five every artifact has (and the properties
section from bytecode version 5); ops, types and attributes are VHLO names
with positive counts and hold a function; every feature is newer than the
minimum supported version, no newer than VERSION, in newest-first order and
(for ops, types and attributes) among what the report counts; the minimum
version is the newest feature's release, or the minimum supported version
without features. With --minimum, the minimum version must be M. Prints
what failed and exits 1.
"""

import json
import os
import re
import sys

SECTION_NAMES = [
    "string",
    "dialect",
    "attr_type",
    "attr_type_offset",
    "ir",
    "resource",
    "resource_offset",
    "dialect_versions",
    "properties",
]


def version_tuple(text):
    return tuple(int(p) for p in text.split("."))


def release_formats(repo):
    """{version: bytecode format} from schema/versions.yaml (read line by line)."""
    formats, current = {}, None
    with open(os.path.join(repo, "schema", "versions.yaml"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"- version: (\S+)", line)
            if m:
                current = m.group(1)
            m = re.match(r"\s+bytecode: (\d+)", line)
            if m and current:
                formats[current] = int(m.group(1))
    return formats


def header_format(data):
    """The bytecode version varint right after the magic number."""
    first = data[4]
    if first & 1:
        return first >> 1
    extra = 8 if first == 0 else (first & -first).bit_length() - 1
    raw = int.from_bytes(data[4 : 5 + extra], "little")
    return raw if first == 0 else raw >> (extra + 1)


def main(argv):
    report_path, artifact_path, version, repo = argv[1:5]
    rest = argv[5:]
    options = dict(zip(rest[0::2], rest[1::2]))
    with open(report_path, encoding="utf-8") as f:
        report = json.load(f)
    with open(artifact_path, "rb") as f:
        data = f.read()
    errors = []

    def check(cond, what):
        if not cond:
            errors.append(what)

    minimum_supported = "0.9.0"
    check(report["version"] == version, f"version {report['version']!r}, expected {version!r}")
    check(report["producer"] == "StableHLO_v" + version, f"producer {report['producer']!r}")
    fmt = header_format(data)
    check(report["bytecode_version"] == fmt, f"bytecode_version {report['bytecode_version']}, the header says {fmt}")
    expected_fmt = release_formats(repo).get(version)
    check(
        report["bytecode_version"] == expected_fmt,
        f"bytecode_version {report['bytecode_version']}, versions.yaml gives {expected_fmt} for {version}",
    )
    check(report["size"] == len(data), f"size {report['size']}, the file has {len(data)} bytes")

    sections = report["sections"]
    ids = [s["id"] for s in sections]
    check(len(set(ids)) == len(ids), f"duplicate section ids {ids}")
    for needed in (0, 1, 2, 3, 4):
        check(needed in ids, f"no section {SECTION_NAMES[needed]} ({needed})")
    check(
        (8 in ids) == (report["bytecode_version"] >= 5),
        f"properties section {'present' if 8 in ids else 'absent'} at bytecode version {report['bytecode_version']}",
    )
    end = 0
    for s in sections:
        check(0 <= s["id"] < len(SECTION_NAMES) and s["name"] == SECTION_NAMES[s["id"]], f"section {s}")
        check(s["offset"] >= end, f"section {s['name']} at {s['offset']} overlaps the one before (ends at {end})")
        check(s["length"] >= 0, f"section {s['name']} length {s['length']}")
        end = s["offset"] + s["length"]
    check(end == len(data), f"the last section ends at {end}, the file at {len(data)}")

    for field in ("ops", "types", "attributes"):
        for name, count in report[field].items():
            check(re.fullmatch(r"vhlo\.[\w-]+_v\d+", name) is not None, f"{field}: name {name!r}")
            check(isinstance(count, int) and count > 0, f"{field}: {name} count {count}")
    check(report["ops"].get("vhlo.func_v1", 0) >= 1, "no vhlo.func_v1 among the ops")
    if "--debug-locations" in options:
        want = options["--debug-locations"] == "yes"
        check(report["debug_locations"] is want, f"debug_locations {report['debug_locations']}, expected {want}")

    features = report["features"]
    newest_first = [version_tuple(f["since"]) for f in features]
    check(newest_first == sorted(newest_first, reverse=True), "features not newest first")
    for f in features:
        since = version_tuple(f["since"])
        check(
            version_tuple(minimum_supported) < since <= version_tuple(version),
            f"feature {f['name']} since {f['since']} outside ({minimum_supported}, {version}]",
        )
        check(isinstance(f["count"], int) and f["count"] > 0, f"feature {f['name']} count")
        where = {"op": "ops", "type": "types", "attribute": "attributes"}.get(f["kind"])
        if where:
            check(f["name"] in report[where], f"feature {f['name']} not among the {where}")
        else:
            check(f["kind"] in ("gate", "location", "bytecode"), f"feature kind {f['kind']}")
    minimum = report["minimum_version"]
    if features:
        check(
            minimum == {"version": features[0]["since"], "kind": features[0]["kind"], "feature": features[0]["name"]},
            f"minimum_version {minimum} is not the newest feature {features[0]}",
        )
    else:
        check(
            minimum == {"version": minimum_supported, "kind": None, "feature": None},
            f"minimum_version {minimum} without features",
        )
    if "--minimum" in options:
        check(
            minimum["version"] == options["--minimum"],
            f"minimum_version {minimum['version']}, expected {options['--minimum']}",
        )

    for e in errors:
        print(f"{artifact_path}: {e}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
