"""The walk: the paper's ten steps over one bundle, the verdict, the headline and the trust
levels. It stands above ``core``, ``anchors``, ``stats`` and ``witness`` and uses them all;
the reports (``verifier_app.report``), the command line and the window stand above it.

No Qt here. Every check returns plain dataclasses (``core.results``) that the command line
prints and the GUI draws.
"""
