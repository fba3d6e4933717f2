"""The verification engine: bundles, the book chain, stamped lists, asks and code.

No Qt here. Every check returns plain dataclasses (``results``) that the command line
prints and the GUI draws.
"""
