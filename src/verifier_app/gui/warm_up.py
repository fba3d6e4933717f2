"""What the first walk and its statistics would otherwise load on their worker thread.

Importing pandas and building the exchange calendar run long stretches of C code that hold
the interpreter lock: done on a worker thread, they freeze the window for a quarter of a
second at a time. Done once here, before the window shows, they cost the same time at
start-up and none while a bundle is checked.

The anchors' modules (OpenTimestamps, the time-stamp tokens' and the log's libraries) are
loaded here too: the first walk needs them anyway, and a re-check from the reader's history
(issue 29) then pays none of their import in its fraction of a second. So are the modules
of the re-check's step 7 (what it kept of each run, of the book and of step 7b, and step 7b
itself), which the statistics alone do not load.
"""

from __future__ import annotations

from verifier_app.gui.collector import keep_alive_objects


def warm_up() -> None:
    from verifier_app.core.process_pool import start_server

    start_server()  # the walks' worker processes come from it; it loads the engine meanwhile
    import pandas  # noqa: F401 - the statistics and the recount need it for every league

    from verifier_app.core.sessions import session_number
    from verifier_app.stats import summary  # noqa: F401 - the modules the statistics load

    _anchors()
    _recheck_step7()
    session_number("2026-10-19")  # builds the NYSE calendar once (exchange_calendars)
    keep_alive_objects()  # modules and calendar stay for the process: out of full scans


def _anchors() -> None:
    """Steps 6, 9 and 10's modules, and what their libraries load on first use: the
    proofs' library its attestations' parser, the certificates' library its backend (the
    log entries' signatures)."""
    import opentimestamps.core.dubious.notary  # noqa: F401
    from cryptography.hazmat.backends.openssl import backend  # noqa: F401

    from verifier_app.anchors import anchor_steps, key_copies, ots_upgrade  # noqa: F401


def _recheck_step7() -> None:
    """What a re-check's step 7 loads beside the statistics (``history.recheck._step7``)."""
    from verifier_app.history import kept_accounts, kept_parts  # noqa: F401
    from verifier_app.stats import run_parts, step7b  # noqa: F401
