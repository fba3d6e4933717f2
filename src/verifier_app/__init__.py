"""Verifier for the "sealed before the open" standard.

The engine (``engine``, ``anchors``, ``stats``, ``demo``) is plain Python with no Qt;
the command line (``cli``) and the desktop app (``gui``) are thin layers over it.
"""

__version__ = "0.1.0"
