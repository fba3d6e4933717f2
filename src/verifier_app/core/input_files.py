"""The one opener of files the user names (headers, keys, certificates, a cookie, a price
file, the witness key) and of the file a statement is written to: regular files of a sane
size only.

A device such as ``/dev/zero`` or a pipe would be read (or wait) for ever, and a folder is
no file; each is refused with one sentence saying what is wrong, before anything is read.
Every open is non-blocking and checked again on the open file, so a name swapped for a
pipe meanwhile cannot hang the app, and no more than the cap is ever read.
"""

from __future__ import annotations

import io
import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Grouped, Message, fixed

NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # opening a pipe must not wait for a writer


class InputFileError(UserFacingError):
    """A file given by the user that cannot be used, in one plain sentence."""


def check_input_file(path: Path, cap: int, what: str | Message) -> None:
    """Refuse anything but a regular, non-empty file of at most ``cap`` bytes."""
    try:
        info = Path(path).stat()
    except FileNotFoundError:
        raise InputFileError(Message.of("input.missing", path=str(path))) from None
    except OSError as error:
        raise _unreadable(path, error) from None
    _check_stat(path, info, cap, what)


def read_input_file(path: Path, cap: int, what: str | Message) -> bytes:
    """The bytes of a file that passes ``check_input_file`` (checked again once open)."""
    with open_input_file(path, cap, what) as stream:
        return stream.read()


@contextmanager
def open_input_file(path: Path, cap: int, what: str | Message) -> Iterator[BinaryIO]:
    """The open file, to be read as a stream; reading past ``cap`` bytes (a file that grew
    after it was checked) raises ``InputFileError``."""
    check_input_file(path, cap, what)
    try:
        fd = os.open(path, os.O_RDONLY | NONBLOCK)
    except OSError as error:
        raise _unreadable(path, error) from None
    with os.fdopen(fd, "rb", buffering=0) as raw:
        _check_stat(path, os.fstat(fd), cap, what)
        yield io.BufferedReader(_Capped(raw, cap, lambda: _too_large(path, cap, what)))


def check_output_file(path: Path, what: str | Message) -> None:
    """Before any work: refuse a name that is a folder, a pipe or a device (absent is fine,
    the file will be made)."""
    try:
        mode = Path(path).stat().st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        raise _unwritable(path, what, error) from None
    if stat.S_ISDIR(mode):
        raise InputFileError(Message.of("output.folder", path=str(path), what=_what(what)))
    if not stat.S_ISREG(mode):
        raise InputFileError(Message.of("output.not_regular", path=str(path),
                                        what=_what(what)))


def write_output_file(path: Path, data: bytes, what: str | Message) -> None:
    """Write ``data`` to the file the user named: a regular file (made if absent), never a
    pipe, device or folder (a pipe with no reader would wait for ever)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | NONBLOCK, 0o644)
    except IsADirectoryError:
        raise InputFileError(Message.of("output.folder", path=str(path),
                                        what=_what(what))) from None
    except OSError as error:  # a pipe without a reader: ENXIO
        if _is_special(path):
            raise InputFileError(Message.of("output.not_regular", path=str(path),
                                            what=_what(what))) from None
        raise _unwritable(path, what, error) from None
    with os.fdopen(fd, "wb") as out:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InputFileError(Message.of("output.not_regular", path=str(path),
                                            what=_what(what)))
        try:
            out.truncate(0)
            out.write(data)
        except OSError as error:
            raise _unwritable(path, what, error) from None


class _Capped(io.RawIOBase):
    """A file read no further than ``cap`` bytes; one byte more raises."""

    def __init__(self, inner: BinaryIO, cap: int,
                 too_large: Callable[[], InputFileError]) -> None:
        self.inner, self.left, self.too_large = inner, cap, too_large

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        view = memoryview(buffer)[:self.left + 1]
        count = self.inner.readinto(view) or 0
        if count > self.left:
            raise self.too_large()
        self.left -= count
        return count


def _check_stat(path: Path, info: os.stat_result, cap: int, what: str | Message) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise InputFileError(Message.of("input.folder", path=str(path), what=_what(what)))
    if not stat.S_ISREG(info.st_mode):
        raise InputFileError(Message.of("input.not_regular", path=str(path),
                                        what=_what(what)))
    if info.st_size == 0:
        raise InputFileError(Message.of("input.empty", path=str(path), what=_what(what)))
    if info.st_size > cap:
        raise _too_large(path, cap, what)


def _is_special(path: Path) -> bool:
    try:
        mode = Path(path).stat().st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def _what(what: str | Message) -> str | Message:
    """The phrase as its catalogue message, so that it is said in the reader's language."""
    return fixed(what)


def _too_large(path: Path, cap: int, what: str | Message) -> InputFileError:
    return InputFileError(Message.of("input.too_large", path=str(path), cap=Grouped(cap),
                                     what=_what(what)))


def _unreadable(path: Path, error: OSError) -> InputFileError:
    return InputFileError(Message.of("input.unreadable", path=str(path),
                                     reason=error.strerror or str(error)))


def _unwritable(path: Path, what: str | Message, error: OSError) -> InputFileError:
    return InputFileError(Message.of("output.unwritable", path=str(path), what=_what(what),
                                     reason=error.strerror or str(error)))
