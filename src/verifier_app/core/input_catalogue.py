"""The sentences of the one opener of files (``core.input_files``) and of the cache
folder's checks (``core.cache``), as message templates joined into
``core.messages.CATALOGUE``.

``{what}`` is one of the ``input.what.*`` phrases: what the file was given as.
"""

from __future__ import annotations

INPUT_TEMPLATES: dict[str, str] = {
    "input.missing": "{path} does not exist (check the name and the folder).",
    "input.unreadable": "{path} cannot be read ({reason}).",
    "input.folder": "{path} is a folder, not a file; give {what}.",
    "input.not_regular": "{path} is not a regular file (it is a device, pipe or socket); "
    "give {what}.",
    "input.empty": "{path} is empty; give {what}.",
    "input.too_large": "{path} is larger than {cap} bytes, too large to be {what}.",
    "output.folder": "{path} is a folder; give the name of a file to write {what} to.",
    "output.not_regular": "{path} is not a regular file (it is a device, pipe or socket); "
    "give the name of a file to write {what} to.",
    "output.unwritable": "Could not save {what} to {path} ({reason}).",
    "input.what.headers": "a headers file",
    "input.what.cookie": "a cookie file",
    "input.what.key": "a public key (PEM)",
    "input.what.certificate": "a certificate (PEM)",
    "input.what.root_certificate": "a root certificate (PEM or DER)",
    "input.what.intermediate_certificate": "an intermediate certificate (PEM or DER)",
    "input.what.prices": "a price file (CSV)",
    "input.what.witness_key": "a witness key (PEM)",
    "input.what.statement": "a witness statement",
    # The cache folder (core.cache): a damaged entry is set aside, never trusted.
    "cache.damaged": "The copy kept in the cache folder ({name}) was damaged ({why}) and "
    "was not used.",
    "cache.why.not_regular": "it is not a regular file",
    "cache.why.folder": "a folder stands in its place",
    "cache.why.too_large": "it is larger than {cap} bytes",
    "cache.why.digest": "its content does not match its name",
    "cache.why.unreadable": "it cannot be read: {reason}",
    "cache.why.signature": "the log's signature on it does not verify",
    "cache.why.verify": "it no longer verifies as the log's answer",
    "cache.why.rows": "{count} of its rows are not block headers",
}
