"""Sigstore's ``trusted_root.json``: which transparency-log keys to trust, for which log id
and from when to when.

Rekor's key rotates and Rekor v2 logs are sharded by year, so one pinned key is not enough.
The app ships a copy of the trusted root (``resources/rekor/trusted_root.json``) with the
date it was taken (``trusted_root.source.json``), and reads it here directly: the format
is plain JSON (the protobuf-specs ``TrustedRoot`` message), and a key is chosen by the
entry's ``logID`` and the validity period around the entry's time. When the reader asks,
``trust_refresh`` fetches a newer copy through Sigstore's TUF repository and
``trusted_root_cache`` decides which copy is in use; whichever it is, its age is shown and
warned about past ``MAX_AGE_DAYS``. A log id that is not in the root is "not checked:
unknown log", never a pass.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from functools import cache
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import serialization

from verifier_app.anchors.rekor_verify import PublicKey
from verifier_app.core.messages import CATALOGUE, Message, SaidError
from verifier_app.net import parse_json
from verifier_app.resources import resource_path

ROOT_FILE = "trusted_root.json"
SOURCE_FILE = "trusted_root.source.json"
MAX_AGE_DAYS = 180  # older than this, the shipped root may miss a rotated or new log key
MAX_ROOT_BYTES = 1024 * 1024
UNKNOWN_LOG = CATALOGUE["log.unknown_log"]


@dataclass(frozen=True)
class LogKey:
    """One transparency log of the trusted root."""

    base_url: str
    log_id: str  # hex SHA-256 of the key's DER, as Rekor entries name their log
    key: PublicKey
    valid_from: datetime | None
    valid_until: datetime | None

    @property
    def signs_time(self) -> bool:
        """Rekor v1 signs an integrated time (SET); the v2 shards (``logYYYY-N``) do not."""
        return not self.base_url.split("//")[-1].startswith("log20")

    def valid_at(self, moment: datetime) -> bool:
        return ((self.valid_from is None or self.valid_from <= moment)
                and (self.valid_until is None or moment < self.valid_until))


@dataclass(frozen=True)
class TrustedRoot:
    logs: tuple[LogKey, ...]
    fetched: date | None
    source: str
    kind: str = "shipped"  # or "updated": fetched through TUF and verified on this computer
    note: str = ""  # why an updated copy is not in use, when there is one
    unused_reason: str = ""  # that reason alone, for the note in the reader's language
    # The source and the reason as messages (the JSON keeps their English above).
    source_said: Message | None = field(default=None, compare=False)
    unused_said: Message | None = field(default=None, compare=False)

    def key_for(self, log_id: str) -> LogKey | None:
        return next((log for log in self.logs if log.log_id == log_id.lower()), None)

    def age_days(self, today: date | None = None) -> int | None:
        if self.fetched is None:
            return None
        return ((today or datetime.now(UTC).date()) - self.fetched).days

    def describe(self, today: date | None = None) -> dict[str, Any]:
        age = self.age_days(today)
        return {"source": self.source, "fetched": self.fetched.isoformat()
                if self.fetched else None, "age_days": age,
                "too_old": age is None or age > MAX_AGE_DAYS, "kind": self.kind,
                "note": self.note, "unused_reason": self.unused_reason}


class RootUnreadable(SaidError, ValueError):
    """Not a trusted root the app can read (a plain phrase)."""


def read_trusted_root(raw: bytes, fetched: date | None, source: str | Message) -> TrustedRoot:
    """Parse a trusted root; raises ``RootUnreadable`` (a plain phrase) when it is not one.
    ``source`` says where it comes from (a message, said in the reader's language)."""
    if len(raw) > MAX_ROOT_BYTES:
        raise RootUnreadable(Message.of("trust.root_too_large"))
    try:
        doc = parse_json(raw)
        logs = tuple(_log(t) for t in doc["tlogs"])
    except (KeyError, TypeError, ValueError, binascii.Error) as exc:
        raise RootUnreadable(Message.of("trust.root_unreadable")) from exc
    said = source if isinstance(source, Message) else None
    return TrustedRoot(logs, fetched, said.render() if said else str(source), source_said=said)


def _log(entry: dict[str, Any]) -> LogKey:
    public = entry["publicKey"]
    key = serialization.load_der_public_key(base64.b64decode(public["rawBytes"], validate=True))
    log_id = base64.b64decode(entry["logId"]["keyId"], validate=True).hex()
    valid = public.get("validFor", {})
    return LogKey(str(entry["baseUrl"]), log_id, key, _time(valid.get("start")),  # type: ignore[arg-type]
                  _time(valid.get("end")))


def _time(text: Any) -> datetime | None:
    if not isinstance(text, str):
        return None
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(UTC)


@cache
def shipped_root() -> TrustedRoot:
    """The copy that ships with the app (read once)."""
    folder: Path = resource_path("rekor")
    meta = parse_json((folder / SOURCE_FILE).read_bytes())
    fetched = date.fromisoformat(meta["fetched"])
    return read_trusted_root((folder / ROOT_FILE).read_bytes(), fetched,
                             Message.of("trust.source_shipped", origin=str(meta["from"])))


@dataclass(frozen=True)
class PickedKey:
    """The trusted root's key for one log answer, or why there is none."""

    log: LogKey | None
    reason: str | Message = ""  # for "not checked" when ``log`` is None


def pick_log_key(entry: dict[str, Any], root: TrustedRoot,
                 now: datetime | None = None) -> PickedKey:
    """The key of the log the entry names, valid at the entry's time (if it has one).

    The entry's time chooses the key only when a signed entry timestamp comes with it (the
    SET is then checked with that key, so a changed time fails). Without one the time is
    nobody's word (Section 3.11), so a log that signs times must have a key valid now."""
    log = root.key_for(str(entry.get("logID", "")))
    if log is None:
        return PickedKey(None, UNKNOWN_LOG)
    seconds = entry.get("integratedTime")
    if isinstance(seconds, int) and seconds > 0 and _has_set(entry):
        moment = datetime.fromtimestamp(seconds, tz=UTC)
        if not log.valid_at(moment):
            return PickedKey(None, Message.of("log.key_expired", url=log.base_url,
                                              day=f"{moment:%Y-%m-%d}"))
    elif log.signs_time and not log.valid_at(now or datetime.now(UTC)):
        return PickedKey(None, Message.of("log.key_time_unsigned", url=log.base_url))
    return PickedKey(log)


def _has_set(entry: dict[str, Any]) -> bool:
    verification = entry.get("verification")
    return isinstance(verification, dict) and \
        isinstance(verification.get("signedEntryTimestamp"), str)
