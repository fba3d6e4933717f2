"""The reader's own witness key: Ed25519, made once per user, kept in the user's data folder.

``VERIFIER_APP_DATA_DIR`` overrides the folder (the tests point it at a temporary one).
The key is named in the C2SP signed-note style: a key name, a 4-byte key id and the
verifier key ``name+hexid+base64(0x01 ‖ public key)`` that anyone can check a note with.
"""

from __future__ import annotations

import base64
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519

from verifier_app.core.input_files import InputFileError, read_input_file
from verifier_app.core.messages import Message, SaidError

DATA_ENV = "VERIFIER_APP_DATA_DIR"
KEY_FILE = "witness-ed25519.pem"
ED25519_ALG = b"\x01"  # the signed-note algorithm byte for Ed25519
MAX_KEY_FILE_BYTES = 4096


def data_root() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("verifier-app", appauthor=False))


def key_id(name: str, public: bytes) -> bytes:
    """C2SP signed note: the first 4 bytes of SHA-256(name ‖ LF ‖ 0x01 ‖ key)."""
    return hashlib.sha256(name.encode("utf-8") + b"\n" + ED25519_ALG + public).digest()[:4]


def fingerprint(public: bytes) -> str:
    """SHA-256 of the raw Ed25519 public key, hex: what Settings shows."""
    return hashlib.sha256(public).hexdigest()


def verifier_key(name: str, public: bytes) -> str:
    encoded = base64.b64encode(ED25519_ALG + public).decode("ascii")
    return f"{name}+{key_id(name, public).hex()}+{encoded}"


def parse_verifier_key(text: str) -> tuple[str, bytes] | None:
    """(name, public key) of a verifier key whose id matches, else None."""
    parts = text.split("+", 2)  # the base64 part may itself hold "+"
    if len(parts) != 3:
        return None
    name, hex_id, encoded = parts
    try:
        raw = base64.b64decode(encoded, validate=True)
    except ValueError:
        return None
    if len(raw) != 33 or raw[:1] != ED25519_ALG or not name:
        return None
    public = raw[1:]
    return (name, public) if key_id(name, public).hex() == hex_id.lower() else None


class KeyRefused(SaidError, OSError):
    """A file stands where the reader's witness key belongs and is not one (a phrase)."""


@dataclass(frozen=True)
class WitnessKey:
    private: ed25519.Ed25519PrivateKey
    path: Path

    @property
    def public(self) -> bytes:
        return self.private.public_key().public_bytes(serialization.Encoding.Raw,
                                                      serialization.PublicFormat.Raw)

    @property
    def name(self) -> str:
        return f"witness-{fingerprint(self.public)[:12]}"

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public)


def existing_key() -> WitnessKey | None:
    """The reader's key if one was made; None if not, or if the file is not a key."""
    path = data_root() / KEY_FILE
    try:
        return _read_key(path)
    except (InputFileError, ValueError, TypeError):
        return None


def _read_key(path: Path) -> WitnessKey | None:
    """The key in ``path`` through the one opener (a pipe put there would wait for ever);
    None when there is no file."""
    if not os.path.lexists(path):
        return None
    pem = read_input_file(path, MAX_KEY_FILE_BYTES, "a witness key (PEM)")
    key = serialization.load_pem_private_key(pem, None)
    if not isinstance(key, ed25519.Ed25519PrivateKey):
        raise ValueError("not an Ed25519 key")
    return WitnessKey(key, path)


def witness_key() -> WitnessKey:
    """The reader's key, made the first time it is needed (readable by the user only)."""
    path = data_root() / KEY_FILE
    try:
        found = _read_key(path)
    except (ValueError, TypeError):
        found = None
    if found is not None:
        return found
    if os.path.lexists(path):
        raise KeyRefused(Message.of("statement.not_a_key", name=path.name))
    private = ed25519.Ed25519PrivateKey.generate()
    pem = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(handle, "wb") as out:
        out.write(pem)
    return WitnessKey(private, path)
