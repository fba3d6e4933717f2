"""The live site: the data files, the engine code its manifest lists, the ask texts the
book's run lines name, and the proofs of the days the user picked."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import quote

from verifier_app.core.bundle import FILES as PORTFOLIO_FILES
from verifier_app.core.canonical import HEX64
from verifier_app.core.messages import Message
from verifier_app.fetch.day_page import read_day_page
from verifier_app.fetch.policy import FetchError
from verifier_app.fetch.responses import NotFound
from verifier_app.fetch.session import Session
from verifier_app.fetch.sources import Source

API = "api/v1/"
# (file, required): the paper's data files; the optional ones are not on every site.
DATA_FILES = (
    ("council-book.jsonl", True), ("asks.jsonl", True), ("council-forecasts.csv", True),
    ("council-stats.json", True), ("council-calibration.json", True),
    ("council-clim-window.json", True), ("arena-protocol.json", True),
    ("council-league.json", True), ("arena-code.json", True),
    ("league-roster.json", False), ("markets-digest.json", False),
    ("event-contract.schema.json", False),
    # the arena's published accounts, trades and prices step 7b recounts (the paper names
    # no files for them: docs/step7-portfolio-accounts.md); not on every site
    *((name, False) for name in PORTFOLIO_FILES),
)
CODE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9._/-]{0,200}$")
MAX_CODE_MANIFEST = 16 * 1024 * 1024
MAX_LINE = 64 * 1024 * 1024


def fetch_live(session: Session, source: Source) -> None:
    session.expect(len(DATA_FILES))
    staged: dict[str, Path | None] = {}
    for name, required in DATA_FILES:
        staged[name] = session.get(API + name, source.data_url + name, required=required)
    code = _present(session, staged["arena-code.json"], API + "arena-code.json")
    names = code_names(code) if code else []
    session.expect(len(names))
    for name in names:
        file = f"arena-code-{name.replace('/', '-')}.txt"
        session.get(API + file, source.data_url + quote(file))
    book = _present(session, staged["council-book.jsonl"], API + "council-book.jsonl")
    asks = run_asks(book) if book else []
    session.expect(len(asks))
    for sha in asks:
        session.get(f"{API}asks/{sha}.md", f"{source.data_url}asks/{sha}.md")
    for day in source.days:
        fetch_day(session, source, day)


def _present(session: Session, staged: Path | None, relpath: str) -> Path | None:
    """The file just staged, or the copy the bundle already has."""
    if staged is not None:
        return staged
    current = session.layout.current(relpath)
    return current if current.is_file() else None


def code_names(path: Path) -> list[str]:
    """File names from ``arena-code.json``: ``{"files": [{"name": …}]}``, a list, or a map."""
    if path.stat().st_size > MAX_CODE_MANIFEST:
        return []
    try:
        data = json.loads(path.read_bytes())
    except ValueError:
        return []
    if isinstance(data, dict):
        data = data.get("files", data)
    if isinstance(data, dict):
        names = list(data)
    elif isinstance(data, list):
        names = [next((e.get(k) for k in ("name", "file", "path") if e.get(k)), None)
                 if isinstance(e, dict) else e for e in data]
    else:
        names = []
    good = [n for n in names if isinstance(n, str) and CODE_NAME.match(n) and ".." not in n]
    return list(dict.fromkeys(good))


def run_asks(book: Path) -> list[str]:
    """``ask_sha256`` of every ``run`` line, in book order, each once."""
    found: dict[str, None] = {}
    with open(book, "rb") as stream:
        for line in iter(lambda: stream.readline(MAX_LINE), b""):
            if b'"run"' not in line:
                continue  # cheap filter: most lines are answers
            try:
                data = json.loads(line)
            except ValueError:
                continue
            sha = data.get("ask_sha256") if isinstance(data, dict) else None
            if data.get("kind") == "run" and isinstance(sha, str) and HEX64.match(sha):
                found[sha] = None
    return list(found)


def fetch_day(session: Session, source: Source, day: str) -> None:
    page_url = f"{source.proof_base}{day}/"
    try:
        page, final_url = session.downloader.read(
            page_url, session.downloader.policy.max_page_bytes,
            Message.of("fetch.day_page", day=day))
    except NotFound:
        said = Message.of("fetch.no_day_page", day=day, url=page_url)
        if day in source.explicit_days:
            session.problem(said)
        else:
            session.note(Message.of("fetch.no_session", said=said))
        return
    except FetchError as error:
        session.problem(Message.of("fetch.day_page_unread", day=day,
                                   reason=error.message or str(error)))
        return
    files = read_day_page(page, final_url, day)
    if not files.lists:
        session.problem(Message.of("fetch.day_page_empty", day=day, url=page_url))
        return
    session.expect(len(files.linked) + len(files.named) + len(files.guessed))
    folder = f"markets/proof/{day}/"
    for name in files.linked + files.named:  # the page lists them: each is expected there
        session.get(folder + name, page_url + quote(name))
    for name in files.guessed:
        session.get(folder + name, page_url + quote(name), required=name.endswith(".ots"))
