"""The anchors inside the whole walk: the demo passes with its sources supplied, every
anchor tamper is caught at its step, and explorers and the log are real loopback servers."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cli_in_process import json_in_process
from tests.servers.esplora import EsploraServer
from tests.servers.rekor_log import RekorLogServer, saved_entries
from verifier_app.anchors.demo_sources import HEADERS_FILE
from verifier_app.anchors.ots_demo import mine_header
from verifier_app.demo.tamper import apply_tamper
from verifier_app.resources import resource_path

DATA = Path(__file__).parents[1] / "data" / "ots"
DEMO_ROOT_CA = resource_path("demo-tsa", "demo-root.pem")
DEMO_LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")


def verify(*args: str | Path) -> tuple[int, dict]:
    """``verify ARGS… --json`` in this process (an exception escaping it fails the test)."""
    return json_in_process("verify", *args)


def statuses(report: dict) -> dict[str, str]:
    return {s["id"]: s["status"] for s in report["steps"]}


def own_root_only(bundle: Path) -> None:
    """The operator's folders keep their signer certificates but not the root: a root the
    reader adds that is a copy of one inside the bundle is still the operator's word."""
    for copy in bundle.glob("markets/proof/*/tsa/demo-root.pem"):
        copy.unlink()


def supplied(bundle: Path) -> list[str | Path]:
    """The demo's sources named explicitly, as a workshop host would (the root from the
    reader, not from the operator's folder)."""
    own_root_only(bundle)
    return ["--headers", bundle / HEADERS_FILE, "--trust-ca", DEMO_ROOT_CA,
            "--rekor-key", DEMO_LOG_KEY, "--offline"]


@pytest.fixture(scope="module")
def with_sources_supplied(demo_master: Path,
                          tmp_path_factory: pytest.TempPathFactory) -> tuple[int, dict]:
    """``verify`` of a copy of the demo with its sources supplied (``supplied``), once for
    the module: two tests read it."""
    root = tmp_path_factory.mktemp("supplied") / "bundle"
    shutil.copytree(demo_master, root)
    return verify(root, *supplied(root))


@pytest.fixture(scope="module")
def tampered(demo_master: Path,
             tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[int, dict]]:
    """``verify`` of a copy of the demo with one anchor tamper and its sources supplied,
    once per kind for the module (the late token's is read by two tests)."""
    found: dict[str, tuple[int, dict]] = {}

    def verified(kind: str) -> tuple[int, dict]:
        if kind not in found:
            root = tmp_path_factory.mktemp("tampered") / kind
            shutil.copytree(demo_master, root)
            apply_tamper(root, kind)
            found[kind] = verify(root, *supplied(root))
        return found[kind]

    return verified


def test_demo_passes_every_step_with_headers_and_log_supplied(with_sources_supplied) -> None:
    code, report = with_sources_supplied
    assert code == 0
    found = statuses(report)
    assert all(found[f"step{i}"] == "pass" for i in (1, 2, 3, 4, 5, 7, 8, 9, 10)), found
    assert found["step6"] == "warn"  # demo headers: far below Bitcoin's work, said plainly
    assert report["verdict"] == "pass"
    seal = report["seals"][1]
    assert set(seal) >= {"ots", "tokens", "rekor"}
    assert set(seal["ots"]) >= {"status", "height", "commitment", "merkle_root", "header_time",
                                "median_time_past", "source"}
    assert set(report["properties"]["summary"]) == {"P1a", "P1b", "P2", "P3"}
    for name in ("P1a", "P1b", "P2", "P3"):  # the contract's keys, with level and evidence
        assert {"status", "level", "evidence"} <= set(report["properties"][name])
    # The log checked out with the reader's key: "the anchor provides level 2 for P1a and
    # P2" (Section 3.12); the demo's headers are low-work and give no time at all.
    assert report["properties"]["P2"]["level"] == "2"
    assert {line["P1a"].get("anchor") for line in report["properties"]["lines"]} == {"rekor"}
    assert report["properties"]["P1b"]["level"] == "1"  # dev sessions: level 1 only


def test_a_root_you_add_that_the_bundle_also_holds_is_only_a_warning(demo_bundle: Path) -> None:
    _, report = verify(demo_bundle, "--headers", demo_bundle / HEADERS_FILE, "--trust-ca",
                       DEMO_ROOT_CA, "--rekor-key", DEMO_LOG_KEY, "--offline")
    step9 = next(s for s in report["steps"] if s["id"] == "step9")
    assert step9["status"] == "warn"
    assert next(r for r in report["trust_ladder"] if r["level"] == "2+")["reached"] is False
    tokens = [t for seal in report["seals"] for t in seal["tokens"]]
    assert tokens and all(t["trusted_by"]["origin"] == "user" and
                          t["trusted_by"]["same_as_bundle"] for t in tokens)


@pytest.mark.parametrize(("kind", "step"), [
    ("ots-byte", "step6"), ("header", "step6"), ("token-digest", "step9"),
    ("late-token", "step9"), ("log-hash", "step10"),
])
def test_anchor_tamper_fails_at_its_step_only(tampered, kind: str, step: str) -> None:
    code, report = tampered(kind)
    assert code == 1
    failed = [s for s, status in statuses(report).items() if status == "fail"]
    assert failed == [step]


def test_late_token_explains_the_contradicted_time(tampered) -> None:
    _, report = tampered("late-token")
    detail = next(s["detail"] for s in report["steps"] if s["id"] == "step9")
    assert "after the time the list claims" in detail


def _demo_headers(bundle: Path) -> dict[int, bytes]:
    raw = json.loads((bundle / HEADERS_FILE).read_bytes())
    return {int(h): bytes.fromhex(v) for h, v in raw.items()}


def test_headers_from_a_loopback_explorer_and_entries_from_a_loopback_log(
        demo_bundle: Path) -> None:
    entries = saved_entries(demo_bundle)
    shutil.rmtree(demo_bundle / "rekor")  # nothing saved: the log must be asked
    with EsploraServer(_demo_headers(demo_bundle)) as explorer, RekorLogServer(entries) as log:
        code, report = verify(demo_bundle, "--explorer", explorer.url, "--trust-ca",
                              DEMO_ROOT_CA, "--rekor-url", log.url, "--rekor-key", DEMO_LOG_KEY)
    assert code == 0
    found = statuses(report)
    assert found["step6"] == "warn" and found["step10"] == "pass"
    assert "127.0.0.1" in report["seals"][0]["ots"]["source"]
    assert report["seals"][0]["rekor"]["source"] == "log"
    # The answers were saved in the user's cache, not in the bundle (evidence is only
    # read): it now re-verifies with no network at all.
    assert not (demo_bundle / "rekor").exists()
    assert all(seal["rekor"]["evidence"]["saved"] for seal in report["seals"])
    code, again = verify(demo_bundle, "--offline", "--trust-ca", DEMO_ROOT_CA,
                         "--rekor-key", DEMO_LOG_KEY, "--headers", demo_bundle / HEADERS_FILE)
    assert code == 0 and statuses(again)["step10"] == "pass"


def test_two_explorers_that_disagree_leave_step6_not_checked(demo_bundle: Path) -> None:
    honest = _demo_headers(demo_bundle)
    lying = dict(honest)
    first = min(lying)
    # Another header at the first anchor's height, mined to the same (demo) target: the
    # work is equal, so neither explorer's header decides (issue 26, item 9).
    old = lying[first]
    lying[first] = mine_header(bytes(32), int.from_bytes(old[68:72], "little"),
                               old[4:36], int.from_bytes(old[72:76], "little"))
    with EsploraServer(honest) as one, EsploraServer(lying) as two, \
            RekorLogServer(saved_entries(demo_bundle)) as log:
        _code, report = verify(demo_bundle, "--explorer", one.url, "--explorer", two.url,
                               "--timeout", "5", "--rekor-url", log.url,
                               "--rekor-key", DEMO_LOG_KEY)
    assert report["verdict"] == "incomplete"
    step6 = next(s for s in report["steps"] if s["id"] == "step6")
    assert step6["status"] != "pass"
    disputed = [s for s in step6["evidence"]["seals"].values() if s.get("height") == first]
    assert disputed and disputed[0]["status"] == "not_checked"
    assert one.url in disputed[0]["detail"] and two.url in disputed[0]["detail"]
    assert "disagree" in disputed[0]["detail"]


def test_explorer_timeout_is_not_checked_never_a_pass(demo_bundle: Path) -> None:
    with EsploraServer(_demo_headers(demo_bundle), delay=3) as slow, \
            RekorLogServer(saved_entries(demo_bundle)) as log:
        code, report = verify(demo_bundle, "--explorer", slow.url, "--timeout", "0.5",
                              "--rekor-url", log.url, "--rekor-key", DEMO_LOG_KEY,
                              "--trust-ca", DEMO_ROOT_CA)
    assert code == 0
    assert statuses(report)["step6"] == "not_checked"
    assert all(s["ots"]["status"] in ("not_checked", "pending") for s in report["seals"])
    step6 = next(s for s in report["steps"] if s["id"] == "step6")
    assert "What to do:" in step6["detail"] and "Settings > Bitcoin block headers" in \
        step6["detail"] and "press Check again" in step6["detail"]


def test_an_ordinary_file_with_its_proof_is_a_stamped_file() -> None:
    code, report = verify(DATA / "hello-world.txt", DATA / "hello-world.txt.ots",
                          "--headers", DATA / "block-358391.json", "--offline")
    assert code == 0
    [seal] = report["seals"]
    assert (seal["kind"], seal["covers"], seal["status"]) == ("file", [], "pass")
    assert seal["ots"]["height"] == 358391
    assert seal["ots"]["merkle_root_display"] == \
        "8a1b66ecb7cbd07d8139a7e7d7f2c41aab1f5009b8364aaf61d03ad245e47e00"


def test_pending_proof_is_never_a_pass() -> None:
    code, report = verify(DATA / "incomplete.txt", DATA / "incomplete.txt.ots", "--offline")
    assert code == 0
    assert report["seals"][0]["ots"]["status"] == "pending"
    assert report["seals"][0]["status"] == "not_checked"
    assert statuses(report)["step6"] == "not_checked"


def test_saved_log_answers_from_a_log_unknown_to_the_trusted_root_are_not_checked(
        demo_bundle) -> None:
    """A bundle cannot bring its own log: an answer of a log the trusted root does not
    name is not checked (unknown log), never a pass."""
    _, report = verify(demo_bundle, "--offline", "--headers", demo_bundle / HEADERS_FILE)
    assert report["verdict"] == "incomplete"
    step10 = next(s for s in report["steps"] if s["id"] == "step10")
    assert step10["status"] == "not_checked" and "unknown log" in step10["detail"]


def test_oversized_proof_files_fail_alone_and_the_rest_is_still_checked(demo_bundle) -> None:
    """Hostile sizes: each damaged file fails at its own step; nothing stops the walk."""
    token = sorted((demo_bundle / "markets/proof/2026-10-21").glob("*.demo-tsa-a.tsr"))[0]
    token.write_bytes(b"\x30" * 5_000_000)
    saved = sorted((demo_bundle / "rekor").glob("*.json"))[0]
    saved.write_bytes(b"{" * 3_000_000)
    (demo_bundle / "markets/proof/2026-10-21/tsa/demo-root.pem").write_bytes(b"x" * 3_000_000)
    code, report = verify(demo_bundle, *supplied(demo_bundle))
    assert code == 1
    found = statuses(report)
    assert found["step9"] == "fail" and "far larger than any time-stamp" in \
        next(s["detail"] for s in report["steps"] if s["id"] == "step9")
    assert found["step10"] == "fail"
    assert all(found[f"step{i}"] == "pass" for i in (1, 2, 3, 4, 5, 7, 8))


def test_a_log_key_you_give_that_the_bundle_also_holds_is_the_operators_word(
        demo_bundle: Path, with_sources_supplied) -> None:
    """Paper Section 3.11: the reader trusts the log, not the operator. A log key taken from
    the operator's own folder is the operator's word, as a time-stamp root copied from it
    is: the log's entries warn, and level 2 is not reached on them."""
    _, before = with_sources_supplied  # the same demo, before its key is copied in
    assert statuses(before)["step10"] == "pass"
    (demo_bundle / "rekor" / "log-key.pem").write_bytes(Path(DEMO_LOG_KEY).read_bytes())
    _, report = verify(demo_bundle, *supplied(demo_bundle))
    step10 = next(s for s in report["steps"] if s["id"] == "step10")
    assert step10["status"] == "warn"
    assert "identical to rekor/log-key.pem inside the bundle" in step10["detail"]
    assert {s["rekor"]["status"] for s in report["seals"] if s.get("rekor")} == {"warn"}
    assert "rekor" not in report["headline"]["proven_by"]
    assert next(r for r in report["trust_ladder"] if r["level"] == "2")["reached"] is False
