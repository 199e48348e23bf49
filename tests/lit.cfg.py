# Lit suite for the hand-written tests. See tests/lit_common.py.
import os

config.name = "tests"
config.test_source_root = os.path.dirname(__file__)
exec(open(os.path.join(config.test_source_root, "lit_common.py")).read())
