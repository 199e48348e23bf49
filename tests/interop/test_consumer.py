"""Consumer direction: what our writer makes of every catalogue program is read
by jaxlib and run by XLA.

Per program (the one our reader printed from JAX's artifact, with its
locations):
  1. `stablehlo-translate --minimum-version` gives the lowest target;
  2. `stablehlo-translate --serialize --target=T` writes it at every release
     T of schema/released.yaml from that minimum up to the newest version
     both sides know, min(our current version, jaxlib's
     stablehlo.get_current_version()), computed at run time (a program with
     Shardy ops is written with --allow-other-dialects, as JAX writes it);
  3. jaxlib's deserializer reads each artifact, and the program it gets must
     be the one it gets from JAX's own artifact (compared without locations:
     targets before 1.9.0 write location ranges as points);
  4. the program is RUN: an Exported whose serialized module is our artifact
     (dataclasses.replace of the cached Exported) is called on the CPU with
     the entry's fixed inputs, and the results must equal the original
     function's (bitwise, or within the entry's documented tolerance: see
     catalogue.py).

Run once per distinct program: the targets whose artifacts jaxlib reads to
the identical program text, printed with locations, are grouped, and one
artifact of each group is run (that text is exactly what XLA gets). The
figures count every target.

Steps (known_failures.txt): `min-version`, `write` (our writer refuses a
target at or above the minimum), `jaxlib-read`, `same` (jaxlib reads a
different program from ours than from JAX's), `run` (XLA fails or the
results differ).

Usage: test_consumer.py [--shard=I/N] [--only=NAMES]
"""

import collections
import re
import sys
import time

import catalogue
import harness


def minimum_version(text):
    rc, out, err = harness.translate(["--minimum-version", *harness.writer_flags(text)], text)
    m = re.search(rb"^minimum version: (\d+\.\d+\.\d+)", out, re.M)
    if rc != 0 or not m:
        return None, harness.first_error(err)
    return m.group(1).decode(), None


def main(argv):
    t0 = time.time()
    entries = harness.select_entries(argv)
    cached = harness.load_cached(entries)
    newest, ours, theirs = harness.newest_common_version()
    versions = harness.released_versions()
    print(f"our current version {ours}; jaxlib's {theirs}; newest common target {newest}")
    out = harness.Outcomes(["min-version", "write", "jaxlib-read", "same", "run"], [e.name for e in entries])

    # Our reader's text of each program (the producer test checks it).
    def read(c):
        return harness.translate(["--deserialize", "--mlir-print-debuginfo"], c.artifact)

    ours_read = harness.parallel_map(read, cached)
    work = []  # (cached, text, minimum version, targets)
    for c, (rc, text, err) in zip(cached, ours_read):
        if rc != 0:
            continue  # not read by us: the producer test reports it
        lo, err = minimum_version(text)
        if lo is None:
            out.fail(c.entry.name, "min-version", err)
            continue
        targets = [v for v in versions if harness.vkey(lo) <= harness.vkey(v) <= harness.vkey(newest)]
        work.append((c, text, lo, targets))

    def write(job):
        c, text, target = job
        return harness.translate(["--serialize", f"--target={target}", *harness.writer_flags(text)], text)

    jobs = [(c, text, t) for c, text, lo, targets in work for t in targets]
    written = dict(zip([(j[0].entry.name, j[2]) for j in jobs], harness.parallel_map(write, jobs)))
    t_write = time.time() - t0

    per_target_written = collections.Counter()
    per_target_read = collections.Counter()
    n_programs_run = n_runs = n_equal = n_bitwise_approx = n_approx = 0
    n_all_targets_ok = 0
    t_run = 0.0
    for c, text, lo, targets in work:
        name = c.entry.name
        reference, jerr = harness.jaxlib_read(c.artifact)
        groups = collections.OrderedDict()  # jaxlib's text with locations -> targets
        artifacts = {}
        ok = True
        for t in targets:
            rc, art, err = written[(name, t)]
            if rc != 0:
                out.fail(name, "write", f"target {t}: {harness.first_error(err)}")
                ok = False
                continue
            per_target_written[t] += 1
            texts, rerr = harness.jaxlib_read_texts(art)
            if texts is None:
                out.fail(name, "jaxlib-read", f"target {t}: {rerr}")
                ok = False
                continue
            per_target_read[t] += 1
            plain, full = texts
            if reference is not None and plain != reference:
                out.fail(name, "same", f"target {t}: jaxlib reads another program from ours than from JAX's artifact")
                ok = False
            groups.setdefault(full, []).append(t)
            artifacts.setdefault(full, art)
        if not groups:
            continue
        exported = c.exported()
        ran_ok = True
        for full, ts in groups.items():
            t1 = time.time()
            try:
                got = catalogue.run_artifact(c, artifacts[full], exported)
            except Exception as e:  # XLA or JAX refusing to compile or run it
                msg = " ".join(str(e).split())[:300]
                out.fail(name, "run", f"targets {ts[0]}..{ts[-1]}: {type(e).__name__}: {msg}")
                ran_ok = False
                continue
            finally:
                t_run += time.time() - t1
            n_runs += 1
            reason, bitwise = catalogue.compare(c.entry, got, c.outputs)
            if reason is not None:
                out.fail(name, "run", f"targets {ts[0]}..{ts[-1]}: {reason}")
                ran_ok = False
                continue
            if c.entry.tol == catalogue.APPROX:
                n_approx += 1
                n_bitwise_approx += bitwise
        n_programs_run += 1
        if ran_ok:
            n_equal += 1
        if ok and ran_ok:
            n_all_targets_ok += 1

    n_read_by_us = sum(1 for rc, _, _ in ours_read if rc == 0)
    print(f"programs: {len(cached)}; read by us: {n_read_by_us}; minimum version found: {len(work)}")
    print("written by us and read by jaxlib, per target (written / read):")
    for v in versions:
        if per_target_written[v] or per_target_read[v]:
            print(f"  {v:>7}: {per_target_written[v]:4d} / {per_target_read[v]:4d}")
    print(f"  total  : {sum(per_target_written.values())} / {sum(per_target_read.values())}")
    print(f"distinct programs run: {n_runs} (for {n_programs_run} catalogue programs)")
    print(f"programs whose every run equals the original function: {n_equal}")
    print(f"  approximate-tolerance runs that were bitwise equal anyway: {n_bitwise_approx} of {n_approx}")
    print(f"programs passing every step at every target: {n_all_targets_ok}")
    status = out.report()
    print(f"time: {time.time() - t0:.1f} s (writing {t_write:.1f} s, running {t_run:.1f} s)")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
