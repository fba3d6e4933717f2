"""Entry point of the frozen program: the same command line as ``verifier-app``.

``freeze_support`` lets the chain check's worker processes start inside a PyInstaller
build (a frozen program has no ``python -m multiprocessing`` to re-launch).
"""

import multiprocessing

from verifier_app.cli import run

if __name__ == "__main__":
    multiprocessing.freeze_support()
    run()
