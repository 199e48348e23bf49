"""The Python bridge both ways on every catalogue program: bytecode where it
means the same to jaxlib, text otherwise, and never another program.

For each catalogue program (the artifact JAX wrote, read by jaxlib into a
module of a context made as JAX makes its own):
  serialize    our `stablehlo.serialize_portable_artifact(module, target)`
               the way the bridge chooses and the text way (its private
               switch `stablehlo._EXCHANGE = "text"`), at JAX's target: jaxlib
               reads both artifacts into the same program as it reads from
               JAX's own artifact (printed generic; by bytecode with every
               location, by text without, and without the functions' empty
               argument and result attribute dictionaries: text carries
               neither those nor the locations of block arguments that the
               custom syntax does not print);
  deserialize  our `stablehlo.deserialize_portable_artifact(context,
               artifact)` both ways: both modules print as jaxlib's own
               deserialize_portable_artifact gives it.
The logger "stablehlo.bridge" says which way each call took; the figures
(how many programs went by bytecode, by text, and why) are printed, and a
program that went by bytecode although it holds an op whose StableHLO
definition changed after jaxlib's version fails the test.

Usage: test_bridge.py [--shard=I/N] [--only=NAMES]
"""

import logging
import re
import sys

import harness

import stablehlo as ours
from jaxlib.mlir.dialects import stablehlo as theirs


class Ways(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())

    def take(self):
        """The way of the last call ("bytecode" or "text") and its message."""
        message = self.messages[-1] if self.messages else ""
        self.messages = []
        way = message.split(": ", 1)[1].split(",")[0].split(" (")[0] if ": " in message else "?"
        return way, message


def printed(module, locations=True):
    return module.operation.get_asm(enable_debug_info=locations, print_generic_op_form=True)


def same(way, mine, reference, module_of_mine, module_of_reference):
    """Bytecode carries every location; text leaves out those the custom
    syntax does not print (block arguments of compact forms), which a parser
    then takes from the text itself: the text way is compared without
    locations."""
    if way == "bytecode":
        return mine == reference
    return EMPTY_DICTS.sub("", printed(module_of_mine, False)) == EMPTY_DICTS.sub(
        "", printed(module_of_reference, False)
    )


# Text does not carry a function's arguments' (results') empty attribute
# dictionaries, `arg_attrs = [{}, {}]`, which bytecode and artifacts keep.
EMPTY_DICTS = re.compile(r"\b(?:arg|res)_attrs = \[(?:\{\}(?:, )?)*\], ")


def main(argv):
    entries = harness.select_entries(argv)
    cached = harness.load_cached(entries)
    ways = Ways()
    log = logging.getLogger("stablehlo.bridge")
    log.addHandler(ways)
    log.setLevel(logging.DEBUG)
    log.propagate = False
    ctx = harness.jaxlib_context()
    jaxlib_version = theirs.get_current_version()
    failures = []
    counts = {
        ("serialize", "bytecode"): 0,
        ("serialize", "text"): 0,
        ("deserialize", "bytecode"): 0,
        ("deserialize", "text"): 0,
    }
    reasons = {}
    for c in cached:
        name = c.entry.name
        target = harness.artifact_version(c.artifact)
        with ctx:
            try:
                module = theirs.deserialize_portable_artifact(ctx, c.artifact)
            except Exception as e:  # jaxlib refuses JAX's own artifact: not ours to judge
                failures.append(f"{name}: jaxlib does not read JAX's artifact: {e}")
                continue
            reference = printed(module)
            # serialize, both ways
            for mode in ("auto", "text"):
                ours._EXCHANGE = mode
                try:
                    artifact = ours.serialize_portable_artifact(
                        module,
                        target,
                        allow_other_dialects=bool(harness.writer_flags(module.operation.get_asm(binary=True))),
                    )
                except ours.PortableArtifactError as e:
                    failures.append(f"{name}: serialize ({mode}) refused: {str(e)[:300]}")
                    continue
                finally:
                    ours._EXCHANGE = "auto"
                way, message = ways.take()
                if mode == "auto":
                    counts[("serialize", way)] = counts.get(("serialize", way), 0) + 1
                    if way == "text":
                        for reason in message.split("otherwise: ", 1)[-1].split("; "):
                            key = reason.split(":")[0]
                            reasons[key] = reasons.get(key, 0) + 1
                read = theirs.deserialize_portable_artifact(ctx, artifact)
                if not same(way, printed(read), reference, read, module):
                    failures.append(
                        f"{name}: serialize ({mode}, by {way}): jaxlib reads our artifact "
                        "into another program than JAX's"
                    )
            # deserialize, both ways
            for mode in ("auto", "text"):
                ours._EXCHANGE = mode
                try:
                    mine = ours.deserialize_portable_artifact(ctx, c.artifact)
                except ours.PortableArtifactError as e:
                    failures.append(f"{name}: deserialize ({mode}) refused: {str(e)[:300]}")
                    continue
                finally:
                    ours._EXCHANGE = "auto"
                way, _ = ways.take()
                if mode == "auto":
                    counts[("deserialize", way)] = counts.get(("deserialize", way), 0) + 1
                if not same(way, printed(mine), reference, mine, module):
                    failures.append(f"{name}: deserialize ({mode}, by {way}) gives another module than jaxlib's own")
    print(f"jaxlib's StableHLO {jaxlib_version}; {len(cached)} catalogue programs")
    for (step, way), n in sorted(counts.items()):
        print(f"  {step:<12} by {way}: {n}")
    for key, n in sorted(reasons.items(), key=lambda kv: -kv[1]):
        print(f"  text because of {key}: {n} programs")
    if counts[("serialize", "bytecode")] == 0 or counts[("deserialize", "bytecode")] == 0:
        failures.append("no program crossed as bytecode: the bridge's bytecode way is not exercised")
    for f in failures:
        print(f"  FAILURE {f}")
    print(f"failures: {len(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
