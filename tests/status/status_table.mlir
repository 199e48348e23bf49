// docs/status.md (the per-op table of shape functions, verifiers and tests)
// is generated from StablehloOps.td and tests/stablehlo; this fails when it
// is stale: regenerate with `python3 tools/op_status.py`.
// RUN: %python %repo/tools/op_status.py --check
