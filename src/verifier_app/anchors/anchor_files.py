"""The files a reader names as anchor sources, checked before a walk starts.

Each must be a regular, non-empty file of a size its kind can have (see
``core.input_files``); otherwise the reader hears which one and why, at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from verifier_app.core.input_files import check_input_file

# Declared here, the light module, and used by the header sources too: checking a lone
# book's options must import no network code.
MAX_HEADERS_FILE_BYTES = 256 << 20  # every main-chain header as JSON is ~170 MB
MAX_COOKIE_BYTES = 64 << 10  # a node's cookie is one short line

MAX_KEY_BYTES = 64 << 10  # a PEM public key is a few hundred bytes
MAX_CERT_FILE_BYTES = 4 << 20  # a PEM bundle of a whole root store is well below this


def check_anchor_files(headers: Path | None, rekor_key: Path | None, cookie: Path | None,
                       trust_ca: Iterable[Path], untrusted: Iterable[Path] = ()) -> None:
    """Raise ``InputFileError`` (a plain sentence) for the first unusable file."""
    chosen = [(headers, MAX_HEADERS_FILE_BYTES, "a headers file"),
              (rekor_key, MAX_KEY_BYTES, "a public key (PEM)"),
              (cookie, MAX_COOKIE_BYTES, "a cookie file"),
              *((path, MAX_CERT_FILE_BYTES, "a certificate (PEM)") for path in trust_ca),
              *((path, MAX_CERT_FILE_BYTES, "an intermediate certificate (PEM or DER)")
                for path in untrusted)]
    for path, cap, what in chosen:
        if path is not None:
            check_input_file(path, cap, what)


def check_trust_roots(paths: Iterable[Path]) -> None:
    """The roots a user added (command line or settings), before the token check reads them
    whole; a device there would be read for ever."""
    for path in paths:
        check_input_file(path, MAX_CERT_FILE_BYTES, "a certificate (PEM)")
