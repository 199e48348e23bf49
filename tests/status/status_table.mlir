// docs/status.md (the per-op table of shape functions, verifiers and tests)
// is generated from StablehloOps.td and tests/stablehlo; this fails when it
// is stale: regenerate with `python3 tests/status/op_status.py`.
// RUN: %python %repo/tests/status/op_status.py --check
