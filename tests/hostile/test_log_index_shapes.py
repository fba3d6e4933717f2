"""The bundle's own log answers are read in every shape a log or site writes its index in
(``rekor/by-list.json``: a flat map, or objects with ``logIndex``/``uuid``/``entry``, keyed
by list path or SHA-256, bare or under ``"lists"``, or a list of objects), and whenever a
bundle carries ``rekor/`` files the walk cannot use, step 10 says so and why, never that
nothing was saved (issue 27, item 2; Appendix B, step 10)."""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.cache import CACHE_ENV
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.resources import resource_path

LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")
NOTHING_SAVED = "no answer from the log was saved"

# One entry as (list path, its SHA-256, log index, uuid) -> the index's shape.
Entry = tuple[str, str, int, str]
SHAPES: dict[str, Callable[[list[Entry]], object]] = {
    "flat by path": lambda es: {p: n for p, _s, n, _u in es},
    "flat by SHA-256": lambda es: {s: n for _p, s, n, _u in es},
    "flat, index as digits": lambda es: {p: str(n) for p, _s, n, _u in es},
    "objects under lists": lambda es: {"lists": {p: {"logIndex": n, "uuid": u,
                                                     "entry": f"rekor/entries/{n}.json"}
                                                 for p, _s, n, u in es}},
    "objects by SHA-256, no entry path": lambda es: {s: {"logIndex": n, "uuid": u}
                                                     for _p, s, n, u in es},
    "objects naming only the entry file": lambda es: {p: {"entry": f"./rekor/entries/{n}.json"}
                                                      for p, _s, n, _u in es},
    "a list of objects": lambda es: [{"list": p, "sha256": s, "log_index": n}
                                     for p, s, n, _u in es],
}


def _entries(copy: Path) -> list[Entry]:
    """Move the demo's saved answers to rekor/entries/<logIndex>.json, as a log publishes
    them; the (list, SHA-256, index, uuid) of each."""
    lists = {hashlib.sha256(p.read_bytes()).hexdigest(): p.relative_to(copy).as_posix()
             for p in copy.rglob("*Z.txt")}
    (copy / "rekor" / "entries").mkdir()
    found = []
    for saved in sorted((copy / "rekor").glob("*.json")):
        [(uuid, entry)] = json.loads(saved.read_text()).items()
        position = entry["logIndex"]
        (copy / "rekor" / "entries" / f"{position}.json").write_text(json.dumps({uuid: entry}))
        found.append((lists[saved.stem], saved.stem, position, uuid))
        saved.unlink()
    return found


@pytest.fixture(autouse=True)
def empty_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the bundle alone says: log answers an earlier walk kept in the suite's shared
    cache folder would otherwise answer for the bundle's missing or unusable files."""
    folder = tmp_path / "empty-cache"
    folder.mkdir()
    monkeypatch.setenv(CACHE_ENV, str(folder))


@pytest.fixture
def league(tmp_path: Path) -> tuple[Path, list[Entry]]:
    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    return copy, _entries(copy)


def walk_offline(bundle: Path):
    options = AnchorOptions(offline=True, explorers=[], rekor_key=LOG_KEY)
    return walk(open_bundle([bundle]), WalkOptions(anchors=options))


def _write_index(bundle: Path, data: object) -> None:
    (bundle / "rekor" / "by-list.json").write_text(json.dumps(data, indent=1))


def _step10(report):
    return next(s for s in report.steps if s.id == "step10")


@pytest.mark.parametrize("shape", list(SHAPES))
def test_every_shape_of_the_index_is_read(league, shape):
    bundle, entries = league
    _write_index(bundle, SHAPES[shape](entries))
    report = walk_offline(bundle)
    logged = [s.rekor for s in report.seals]
    assert len(logged) == len(entries) == 17
    assert all(r is not None and r.status == "pass" for r in logged), \
        [r.detail for r in logged if r is not None]
    assert "17 of 17 seals are in the transparency log" in _step10(report).detail


def test_a_uuid_the_entry_does_not_carry_fails_that_seal(league):
    bundle, entries = league
    data = {p: {"logIndex": n, "uuid": "ab" * 32} if i == 0 else n
            for i, (p, _s, n, _u) in enumerate(entries)}
    _write_index(bundle, data)
    report = walk_offline(bundle)
    seal = next(s for s in report.seals if s.list == entries[0][0])
    assert seal.rekor.status != "pass"


def _unused(report) -> list[str]:
    """Every seal's log sentence: none may say nothing was saved."""
    said = [s.rekor.detail for s in report.seals if s.rekor is not None]
    assert said and not any(NOTHING_SAVED in d for d in said), said
    assert NOTHING_SAVED not in _step10(report).detail
    return said


def test_an_index_naming_no_list_of_the_bundle_says_so(league):
    bundle, entries = league
    _write_index(bundle, {"lists": {f"other/{p}": {"logIndex": n} for p, _s, n, _u in entries}})
    report = walk_offline(bundle)
    said = _unused(report)
    assert all("rekor/by-list.json: no entry names a list of this bundle" in d for d in said)
    assert "rekor/by-list.json: no entry names a list of this bundle" in _step10(report).detail
    assert _step10(report).status == "not_checked"


def test_an_unreadable_index_says_so(league):
    bundle = league[0]
    (bundle / "rekor" / "by-list.json").write_bytes(b"{\"lists\": [1, 2")
    said = _unused(walk_offline(bundle))
    assert all("rekor/by-list.json is not readable JSON" in d for d in said)


def test_an_index_in_an_unknown_form_says_so(league):
    bundle = league[0]
    _write_index(bundle, {"format": "v2", "lists": "see entries/"})
    said = _unused(walk_offline(bundle))
    assert all("rekor/by-list.json names no log entry in a form this app reads" in d
               for d in said)


def test_an_entry_the_bundle_lacks_is_named(league):
    bundle, entries = league
    _write_index(bundle, {p: n for p, _s, n, _u in entries})
    path, _sha, position, _uuid = entries[0]
    (bundle / "rekor" / "entries" / f"{position}.json").unlink()
    report = walk_offline(bundle)
    seal = next(s for s in report.seals if s.list == path)
    assert seal.rekor.status == "not_checked"
    assert f"rekor/by-list.json names rekor/entries/{position}.json for this list, and the " \
        "bundle does not hold that file" in seal.rekor.detail
    _unused(report)


def test_entries_without_an_index_are_named(league):
    bundle = league[0]
    said = _unused(walk_offline(bundle))
    assert all("the bundle holds 17 file(s) under rekor/, but no rekor/by-list.json says "
               "which list each answers" in d for d in said)


def test_a_bundle_without_rekor_files_still_says_nothing_was_saved(tmp_path):
    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    shutil.rmtree(copy / "rekor")
    report = walk_offline(copy)
    assert all(NOTHING_SAVED in s.rekor.detail for s in report.seals)
