"""One way to put a file in place whole: the bytes go to a temporary file beside it and one
rename puts it at ``path``, so no reader ever sees half of it, a link at ``path`` is replaced
rather than written through, and a failure leaves neither half a file nor the temporary one.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_whole(path: Path, data: bytes, *, make_parent: bool = True,
                prefix: str = ".", durable: bool = False) -> None:
    """Write ``data`` to ``path`` by one rename. ``durable``: flushed to the disk before the
    rename (a file others rely on after a crash)."""
    folder = path.absolute().parent
    if make_parent:
        folder.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=prefix, suffix=".partial", dir=folder)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            if durable:
                out.flush()
                os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
