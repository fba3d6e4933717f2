"""What the user typed: a data address, a proof-day page, or an analysis release (DOI).

- ``https://trends.polyhelper.ai/api/v1/`` (any address): the data files; proof pages
  are looked up at ``<site>/markets/proof/<day>/``, where ``<site>`` is the address
  without its trailing ``api/v1/``.
- ``https://…/markets/proof/2026-10-20/``: that day's proofs, plus the data from the
  same site's ``api/v1/`` (a stamped list is of no use without its book).
- ``10.5281/zenodo.123``, ``doi:…``, ``https://doi.org/10.5281/zenodo.123`` or a record
  address ``https://zenodo.org/records/123``: the frozen release.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from urllib.parse import urlsplit

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message

DEFAULT_DATA_URL = "https://trends.polyhelper.ai/api/v1/"
DEFAULT_ZENODO_API = "https://zenodo.org/api"
DOI = re.compile(r"^(?:doi:|https?://(?:dx\.)?doi\.org/)?10\.5281/zenodo\.(\d+)/?$", re.I)
RECORD_URL = re.compile(r"^(?P<base>https?://[^/?#]+(?:/[^?#]*?)?)/records?/(?P<id>\d+)/?(?:[?#].*)?$",
                        re.I)
DAY_URL = re.compile(r"^(?P<site>https?://.+?/)markets/proof/(?P<day>\d{4}-\d{2}-\d{2})/?$")
MAX_DAYS = 400


@dataclass
class Source:
    kind: str  # "live" or "zenodo"
    label: str
    data_url: str = ""
    proof_base: str = ""
    days: list[str] = field(default_factory=list)
    explicit_days: set[str] = field(default_factory=set)
    record_id: str = ""
    zenodo_api: str = ""

    def bundle_name(self) -> str:
        if self.kind == "zenodo":
            return f"zenodo-{self.record_id}"
        host = urlsplit(self.data_url).hostname or "site"
        return host.replace(":", "-")


def parse_source(text: str, days: list[str] | None = None,
                 zenodo_api: str | None = None) -> Source:
    text = text.strip()
    wanted, explicit = expand_days(days or [])
    if match := DOI.match(text):
        return Source("zenodo", text, record_id=match[1],
                      zenodo_api=(zenodo_api or DEFAULT_ZENODO_API).rstrip("/"))
    if match := RECORD_URL.match(text):
        base = match["base"]  # https://zenodo.org, or …/api for an API address
        api = zenodo_api or (base if base.endswith("/api") else base + "/api")
        return Source("zenodo", text, record_id=match["id"], zenodo_api=api.rstrip("/"))
    if not re.match(r"^[a-z][a-z0-9+.-]*://", text, re.I):
        raise UserFacingError(Message.of("fetch.not_a_source", text=repr(text)))
    if match := DAY_URL.match(text):
        site, day = match["site"], match["day"]
        check_day(day)
        explicit.add(day)
        wanted = sorted({*wanted, day})
        return Source("live", text, data_url=site + "api/v1/", proof_base=site + "markets/proof/",
                      days=wanted, explicit_days=explicit)
    data_url = text if text.endswith("/") else text + "/"
    if data_url.endswith("/api/v1/"):
        site = data_url[: -len("api/v1/")]
    else:
        parts = urlsplit(data_url)
        site = f"{parts.scheme}://{parts.netloc}/"
    return Source("live", text, data_url=data_url, proof_base=site + "markets/proof/",
                  days=wanted, explicit_days=explicit)


def check_day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise UserFacingError(Message.of("fetch.not_a_day", text=repr(text))) from None


def expand_days(specs: list[str]) -> tuple[list[str], set[str]]:
    """``2026-10-20`` or ``2026-10-20..2026-10-23`` (both ends included).

    Days named one by one are *explicit*: a missing page for one is a problem. Days from
    a range may be weekends or holidays, so a missing page there is only noted.
    """
    days: set[str] = set()
    explicit: set[str] = set()
    for spec in specs:
        for part in (p.strip() for p in spec.split(",") if p.strip()):
            if ".." in part:
                first, last = (check_day(x.strip()) for x in part.split("..", 1))
                if last < first:
                    raise UserFacingError(Message.of("fetch.range_backwards", range=part))
                if (last - first).days >= MAX_DAYS:
                    raise UserFacingError(Message.of("fetch.range_too_long", range=part,
                                                     days=MAX_DAYS))
                days.update((first + timedelta(d)).isoformat()
                            for d in range((last - first).days + 1))
            else:
                explicit.add(check_day(part).isoformat())
    days |= explicit
    return sorted(days), explicit
