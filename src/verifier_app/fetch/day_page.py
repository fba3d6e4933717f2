"""Read a proof-day page: which stamped lists, proofs, tokens and certificates it links.

The page is read with ``html.parser`` (links only, nothing is run); file names the page
only mentions in its text count as listed too. Every listed file is fetched, whichever
authority it belongs to. Where a page lists only the stamped lists, the paper's file-name
patterns fill in the rest: ``<list>.ots`` always, and from 2026-10-21 the tokens
``<list>.<tsa>.tsr`` of the authorities the paper names and, for every authority whose
tokens are expected but whose certificates are not listed, ``tsa/<tsa>-cacert.pem`` and
``tsa/<tsa>-tsa.crt`` (the names FreeTSA's files have on the paper's pages).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import unquote, urljoin, urlsplit

LIST = re.compile(r"^\d{6}Z\.txt$")
OTS = re.compile(r"^\d{6}Z\.txt\.ots$")
TOKEN = re.compile(r"^(?P<list>\d{6}Z\.txt)\.[A-Za-z0-9_-]+\.tsr$")
CERT = re.compile(r"^tsa/[A-Za-z0-9._-]+\.(pem|crt|cer|der)$", re.IGNORECASE)
LIST_IN_TEXT = re.compile(rb"\b(\d{6}Z\.txt)\b")
# Proofs, tokens and certificates the page names in its text (a listing, not a link).
FILE_IN_TEXT = re.compile(rb"(?<![\w./-])(\d{6}Z\.txt\.(?:ots|[A-Za-z0-9_-]+\.tsr)|"
                          rb"tsa/[A-Za-z0-9._-]+\.(?:pem|crt|cer|der))(?![\w.-])", re.IGNORECASE)
PAPER_TSAS = ("freetsa", "digicert", "sectigo")
CERT_PATTERNS = ("tsa/{tsa}-cacert.pem", "tsa/{tsa}-tsa.crt")
TOKENS_FROM = "2026-10-21"


@dataclass
class DayFiles:
    linked: list[str] = field(default_factory=list)  # names relative to the day's folder
    guessed: list[str] = field(default_factory=list)  # from the paper's patterns

    named: list[str] = field(default_factory=list)  # only in the page's text

    @property
    def lists(self) -> list[str]:
        return [n for n in self.linked if LIST.match(n)]


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.hrefs.append(value)


def read_day_page(page: bytes, page_url: str, day: str) -> DayFiles:
    parser = _Links()
    parser.feed(page.decode("utf-8", errors="replace"))  # only to find links; not stored
    folder = page_url if page_url.endswith("/") else page_url + "/"
    found: list[str] = []
    for href in parser.hrefs:
        target = urljoin(folder, href.strip())
        target = target.split("#", 1)[0].split("?", 1)[0]
        if urlsplit(target).netloc != urlsplit(folder).netloc or not target.startswith(folder):
            continue
        name = unquote(target[len(folder):])
        if _wanted(name) and name not in found:
            found.append(name)
    for raw in LIST_IN_TEXT.findall(page):  # lists named in the text but not linked
        name = raw.decode("ascii")
        if name not in found:
            found.append(name)
    named = [n for n in dict.fromkeys(m.decode("ascii") for m in FILE_IN_TEXT.findall(page))
             if n not in found]
    return DayFiles(linked=found, guessed=_guesses(found + named, day), named=named)


def _wanted(name: str) -> bool:
    return bool(LIST.match(name) or OTS.match(name) or TOKEN.match(name) or CERT.match(name))


def _guesses(found: list[str], day: str) -> list[str]:
    guesses: list[str] = []
    lists = [n for n in found if LIST.match(n)]
    tokens_linked = {m["list"] for n in found if (m := TOKEN.match(n))}
    for name in lists:
        if name + ".ots" not in found:
            guesses.append(name + ".ots")
        if day >= TOKENS_FROM and name not in tokens_linked:
            guesses += [f"{name}.{tsa}.tsr" for tsa in PAPER_TSAS]
    return guesses + _cert_guesses(found + guesses)


def _cert_guesses(names: list[str]) -> list[str]:
    """Certificates of each authority with tokens here whose own certificates are unlisted."""
    authorities = dict.fromkeys(n[len(m["list"]) + 1:-len(".tsr")]
                                for n in names if (m := TOKEN.match(n)))
    certs = [n.lower() for n in names if CERT.match(n)]
    return [pattern.format(tsa=tsa) for tsa in authorities
            if not any(c.startswith(f"tsa/{tsa.lower()}-") or c.startswith(f"tsa/{tsa.lower()}.")
                       for c in certs)
            for pattern in CERT_PATTERNS]
