"""Loaded at the start of every Python process a test starts (this folder is on its
``PYTHONPATH``): the same loopback-only guard as the test process's own."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
try:
    import loopback_only

    loopback_only.install()
finally:
    sys.path.pop(0)
