# Generated from schema/ by codegen/; do not edit.
# Regenerate with: python3 -m codegen --write
# Lit suite for the generated tests; shares tests/lit_common.py.
import os

config.name = "generated"
config.test_source_root = os.path.dirname(__file__)
_common = os.path.join(os.path.dirname(os.path.dirname(config.test_source_root)), "tests", "lit_common.py")
exec(open(_common).read())
