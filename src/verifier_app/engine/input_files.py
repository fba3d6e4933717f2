"""Files the user names (headers, keys, roots, a cookie): regular files of a sane size only.

A device such as ``/dev/zero`` or a pipe would be read for ever, and a folder is no file;
each is refused with one sentence saying what is wrong, before anything is read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from verifier_app.engine.errors import UserFacingError


class InputFileError(UserFacingError):
    """A file given by the user that cannot be used, in one plain sentence."""


def check_input_file(path: Path, cap: int, what: str) -> None:
    """Refuse anything but a regular, non-empty file of at most ``cap`` bytes."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise InputFileError(f"{path} does not exist (check the name and the folder).") \
            from None
    except OSError as error:
        raise InputFileError(f"{path} cannot be read ({error.strerror}).") from None
    _check_stat(path, info, cap, what)


def read_input_file(path: Path, cap: int, what: str) -> bytes:
    """The bytes of a file that passes ``check_input_file`` (checked again once open)."""
    check_input_file(path, cap, what)
    try:
        # O_NONBLOCK: if the name was swapped for a pipe meanwhile, opening must not hang.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise InputFileError(f"{path} cannot be read ({error.strerror}).") from None
    with os.fdopen(fd, "rb") as stream:
        _check_stat(path, os.fstat(fd), cap, what)
        data = stream.read(cap + 1)
    if len(data) > cap:
        raise _too_large(path, cap, what)
    return data


def _check_stat(path: Path, info: os.stat_result, cap: int, what: str) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise InputFileError(f"{path} is a folder, not a file; give {what}.")
    if not stat.S_ISREG(info.st_mode):
        raise InputFileError(f"{path} is not a regular file (it is a device, pipe or socket); "
                             f"give {what}.")
    if info.st_size == 0:
        raise InputFileError(f"{path} is empty; give {what}.")
    if info.st_size > cap:
        raise _too_large(path, cap, what)


def _too_large(path: Path, cap: int, what: str) -> InputFileError:
    return InputFileError(f"{path} is larger than {cap:,} bytes, too large to be {what}.")
