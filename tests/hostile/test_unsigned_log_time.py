"""An unsigned log time is never a bound (paper Section 3.11, P1a).

Only the log's signed entry timestamp (SET) signs an entry's ``integratedTime``; the
inclusion proof and the checkpoint cover the body alone. So an entry whose SET was removed
and whose time was moved before the open must not lend that time to anything: not to the
seal's sentence, not to P1a of the lines it covers, not to step 10's pass. The same
whichever way the answer arrives: saved in the bundle, published in the bundle's
``rekor/entries``, kept in the user's cache folder, brought in an evidence pack, or fresh
from the log.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.rekor import cache_path
from verifier_app.anchors.rekor_verify import load_public_key, log_id_of
from verifier_app.cli import main
from verifier_app.resources import resource_path

LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")
LIST = "markets/proof/2026-10-21/140517Z.txt"  # sealed 14:05:17 UTC, after the 13:30 open
FORGED = "2026-10-21T13:20:25Z"  # before the open of the list's day
HEADERS = "bitcoin-headers.json"
DEMO_HEADERS = "DEMO-NOT-BITCOIN-block-headers.json"
PLACES = ("bundle", "published", "cache folder", "evidence pack", "log")


def list_sha(bundle: Path) -> str:
    return hashlib.sha256((bundle / LIST).read_bytes()).hexdigest()


def unsigned(answer: dict, when: str = FORGED) -> dict:
    """The log's answer with its SET removed and its time moved to ``when``."""
    [(uuid, entry)] = json.loads(json.dumps(answer)).items()
    del entry["verification"]["signedEntryTimestamp"]
    entry["integratedTime"] = int(datetime.fromisoformat(when).astimezone(UTC).timestamp())
    return {uuid: entry}


def place(bundle: Path, where: str, tmp_path: Path, monkeypatch) -> tuple[list[str], dict]:
    """Move the list's saved answer, unsigned, to ``where``: the extra arguments and the
    entries a log on loopback is to serve."""
    saved = bundle / "rekor" / f"{list_sha(bundle)}.json"
    answer = unsigned(json.loads(saved.read_text()))
    [(_, entry)] = answer.items()
    if where == "bundle":
        saved.write_text(json.dumps(answer))
        return [], {}
    saved.unlink()
    position = entry["logIndex"]
    if where in ("published", "evidence pack"):
        root = bundle if where == "published" else tmp_path / "pack"
        (root / "rekor" / "entries").mkdir(parents=True)
        (root / "rekor" / "entries" / f"{position}.json").write_text(json.dumps(answer))
        (root / "rekor" / "by-list.json").write_text(json.dumps({LIST: position}))
        if where == "evidence pack":  # a pack brings its headers too (as the demo's own)
            (root / HEADERS).write_bytes((bundle / "demo-anchors" / DEMO_HEADERS).read_bytes())
        return ([], {}) if where == "published" else (["--evidence", str(root)], {})
    if where == "cache folder":
        cache = tmp_path / "cache"
        monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(cache))
        key = load_public_key(LOG_KEY.read_bytes())
        target = cache_path(cache, list_sha(bundle), log_id=log_id_of(key))
        target.parent.mkdir(parents=True)
        target.write_text(json.dumps(answer))
        return [], {}
    return [], answer  # "log": served fresh by a log on loopback


def verify(capsys, bundle: Path, extra: list[str], json_out: bool) -> dict | str:
    main(["verify", str(bundle), *extra, "--rekor-key", str(LOG_KEY),
          *(["--json"] if json_out else [])])
    out = capsys.readouterr().out
    return json.loads(out) if json_out else out


def walk_both(capsys, bundle: Path, extra: list[str], served: dict) -> tuple[dict, str]:
    if not served:
        extra = [*extra, "--offline"]
        return verify(capsys, bundle, extra, True), verify(capsys, bundle, extra, False)
    with RekorLogServer(served) as log:
        extra = [*extra, "--rekor-url", log.url, "--explorer", ""]
        return verify(capsys, bundle, extra, True), verify(capsys, bundle, extra, False)


def seal_of(report: dict) -> dict:
    return next(s for s in report["seals"] if s["list"] == LIST)


def test_the_untouched_entry_gives_its_signed_time_and_passes(demo_bundle, capsys):
    """The baseline the tests below change: with the log key chosen, the entry passes."""
    report = verify(capsys, demo_bundle, ["--offline"], True)
    rekor = seal_of(report)["rekor"]
    assert rekor["status"] == "pass" and rekor["time_signed"] is True
    assert rekor["integrated_time_utc"] == "2026-10-22T16:05:17Z"
    assert "took this list's fingerprint at 2026-10-22T16:05:17Z" in rekor["detail"]


@pytest.mark.parametrize("where", PLACES)
def test_an_entry_without_its_set_lends_no_time(demo_bundle, tmp_path, monkeypatch, capsys,
                                                where):
    extra, served = place(demo_bundle, where, tmp_path, monkeypatch)
    report, text = walk_both(capsys, demo_bundle, extra, served)
    seal = seal_of(report)
    rekor = seal["rekor"]
    # The log's answer was read (not merely missing), and its time is kept as a claim only.
    assert rekor["evidence"]["set"] == "missing", rekor
    assert rekor["unsigned_time_utc"] == FORGED and rekor["time_signed"] is False
    assert rekor["integrated_time"] is None and rekor["integrated_time_utc"] is None
    assert "took this list's fingerprint at" not in rekor["detail"]
    assert "took this list's fingerprint at" not in text
    assert f"Rekor: WARNING {FORGED}" not in text and f"Rekor: PASS {FORGED}" not in text
    # Not a pass: neither the entry, nor the seal, nor step 10.
    assert rekor["status"] != "pass" and seal["status"] != "pass"
    step10 = next(s for s in report["steps"] if s["id"] == "step10")
    assert step10["status"] != "pass"
    assert "did not sign" in step10["detail"]
    # P1a of no line rests on the forged time.
    bounds = [line["P1a"].get("existed_no_later_than") for line in
              report["properties"]["lines"]]
    assert FORGED not in bounds
    assert all(b is None or b > "2026-10-21T13:30:00Z" for b in bounds[45:51])


def test_an_unsigned_time_does_not_choose_a_retired_log_key():
    """The trusted root picks a key by the entry's time only when a SET signs it."""
    from verifier_app.anchors.trusted_root import LogKey, TrustedRoot, pick_log_key

    key = load_public_key(LOG_KEY.read_bytes())
    retired = LogKey("https://rekor.example", log_id_of(key), key,
                     datetime(2021, 1, 1, tzinfo=UTC), datetime(2022, 1, 1, tzinfo=UTC))
    root = TrustedRoot((retired,), None, "test")
    entry = {"logID": retired.log_id, "integratedTime": 1_625_000_000,  # inside its window
             "verification": {"inclusionProof": {}}}
    assert pick_log_key(entry, root).log is None
    entry["verification"]["signedEntryTimestamp"] = "AAAA"  # then the SET is checked
    assert pick_log_key(entry, root).log is retired


def test_the_second_book_search_places_no_entry_by_an_unsigned_time(demo_bundle):
    """An entry found by key search whose time is unsigned is undated, not in a season."""
    from verifier_app.anchors.equivocation import _backed

    saved = demo_bundle / "rekor" / f"{list_sha(demo_bundle)}.json"
    raw = json.dumps(unsigned(json.loads(saved.read_text()))).encode()
    found = _backed(raw, load_public_key(LOG_KEY.read_bytes()))
    assert found is not None and found["integrated"] is None and found["time"] is None
    signed = _backed(saved.read_bytes(), load_public_key(LOG_KEY.read_bytes()))
    assert signed is not None and signed["time"] == "2026-10-22T16:05:17Z"


def test_the_paper_check_compares_only_a_signed_log_time():
    from verifier_app.core.anchor_results import RekorResult
    from verifier_app.core.results import SealResult, Status
    from verifier_app.engine.paper_check import _observe

    seal = SealResult(list=LIST, sha256="0" * 64)
    seal.rekor = RekorResult(list_sha256="0" * 64, status=Status.WARN, log_index=8,
                             unsigned_time=1_792_588_825)
    item = {"kind": "rekor", "list": LIST}
    assert _observe(item, None, {LIST: seal}, {}) is None  # type: ignore[arg-type]
    seal.rekor.signed_time = 1_792_588_825
    assert _observe(item, None, {LIST: seal}, {}) == 1_792_588_825  # type: ignore[arg-type]


def test_an_entry_whose_time_was_removed_but_not_its_set_fails_in_a_sentence(demo_bundle,
                                                                           capsys):
    """The SET signs the time: with the time gone it signs nothing here, and says so."""
    saved = demo_bundle / "rekor" / f"{list_sha(demo_bundle)}.json"
    answer = json.loads(saved.read_text())
    [(_, entry)] = answer.items()
    del entry["integratedTime"]
    saved.write_text(json.dumps(answer))
    rekor = seal_of(verify(capsys, demo_bundle, ["--offline"], True))["rekor"]
    assert rekor["status"] == "fail" and rekor["evidence"]["set"] == "invalid"
    assert rekor["integrated_time"] is None and rekor["unsigned_time_utc"] is None
