"""What the first walk and its statistics would otherwise load on their worker thread.

Importing pandas and building the exchange calendar run long stretches of C code that hold
the interpreter lock: done on a worker thread, they freeze the window for a quarter of a
second at a time. Done once here, before the window shows, they cost the same time at
start-up and none while a bundle is checked.
"""

from __future__ import annotations

from verifier_app.gui.collector import keep_alive_objects


def warm_up() -> None:
    from verifier_app.core.process_pool import start_server

    start_server()  # the walks' worker processes come from it; it loads the engine meanwhile
    import pandas  # noqa: F401 - the statistics and the recount need it for every league

    from verifier_app.core.sessions import session_number
    from verifier_app.stats import summary  # noqa: F401 - the modules the statistics load

    session_number("2026-10-19")  # builds the NYSE calendar once (exchange_calendars)
    keep_alive_objects()  # modules and calendar stay for the process: out of full scans
