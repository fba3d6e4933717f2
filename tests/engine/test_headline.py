"""The headline says what was proven and at which level, decided once in the engine."""

from __future__ import annotations

import json
from dataclasses import replace

from verifier_app.core.anchor_results import OtsResult, ProofKind, RekorResult, TokenResult
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.messages import CATALOGUE, Message
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.engine.headline import decide_headline
from verifier_app.engine.trust import trust_ladder
from verifier_app.engine.walk import walk
from verifier_app.resources import demo_bundle_dir


def _steps(**statuses: Status) -> list[StepResult]:
    return [StepResult(f"step{i}", f"Step {i}", statuses.get(f"step{i}", Status.PASS), "")
            for i in range(1, 11)]


def _seal(name: str, height: int | None = None, tsa: tuple[str, ...] = (),
          status: Status = Status.PASS) -> SealResult:
    seal = SealResult(list=name, sha256="00" * 32)
    if height is not None:
        seal.ots = OtsResult(kind=ProofKind.BITCOIN, status=status, height=height)
    seal.tokens = [TokenResult(tsa=t, status=status) for t in tsa]
    return seal


def test_the_demo_headline_says_nothing_independent_proves_its_times():
    report = walk(open_bundle([demo_bundle_dir()]))
    headline = report.verdict_summary.headline
    assert headline.text == "Chain intact — times proven by: nothing independent (level 1)"
    assert report.to_json()["headline"]["level"] == "1"
    assert headline.proofs == ()


def test_bitcoin_and_two_authorities_at_level_two_plus():
    steps = _steps()
    seals = [_seal("a", 972334, ("freetsa", "digicert")), _seal("b", 972334, ("freetsa",))]
    headline = decide_headline(steps, seals, trust_ladder(steps), None)
    assert headline.text == ("Chain intact — times proven by Bitcoin block 972,334 and 2 "
                             "time-stamp authorities (level 2+)")
    assert headline.proofs == ("bitcoin", "tsa:digicert", "tsa:freetsa")


def test_a_warning_proves_nothing_and_a_broken_chain_is_named():
    steps = _steps(step4=Status.FAIL, step6=Status.WARN)
    seals = [_seal("a", 9000000, ("demo-tsa-a",), status=Status.WARN)]
    seals[0].rekor = RekorResult(list_sha256="00", status=Status.PASS,
                                 signed_time=1_792_588_825)
    headline = decide_headline(steps, seals, trust_ladder(steps), 34)
    assert headline.text == ("Chain BROKEN at book line 34 — times proven by the Rekor "
                             "transparency log (level 0)")


def test_a_log_time_no_signature_covers_proves_nothing():
    """Section 3.11: only the SET signs the log's time; without it the log proves no time."""
    steps = _steps()
    seals = [_seal("a", 9000000, (), status=Status.WARN)]
    seals[0].rekor = RekorResult(list_sha256="00", status=Status.PASS,
                                 unsigned_time=1_792_588_825)
    headline = decide_headline(steps, seals, trust_ladder(steps), None)
    assert "rekor" not in headline.proofs


def test_messages_render_through_a_lookup_and_fall_back_on_a_damaged_one():
    message = Message.of("chain.broken", line="34")
    german = {CATALOGUE["chain.broken"]: "Kette GEBROCHEN bei Buchzeile {line}"}
    assert message.render(lambda t: german.get(t, t)) == "Kette GEBROCHEN bei Buchzeile 34"
    assert message.render(lambda t: "Kette {zeile}") == "Chain BROKEN at book line 34"
    assert message.to_json() == {"id": "chain.broken", "values": {"line": "34"}}
    assert replace(message) == message


def test_text_output_in_german_and_korean_names_the_same_headline(capsys):
    from verifier_app.cli import main

    assert main(["verify", str(demo_bundle_dir()), "--lang", "de"]) == 0
    german = capsys.readouterr().out
    assert "Kette intakt — Zeiten bewiesen durch: nichts Unabhängiges (Stufe 1)" in german
    assert "BESTANDEN MIT 3 WARNUNGEN" in german
    # Step 9's and the log checks' sentences, and the headings, are German too.
    assert "Zeitstempeln auf 10 von 17 Siegeln sind gültige Signaturen" in german
    assert "Alle 17 Log-Einträge sind mit demselben Schlüssel signiert" in german
    assert "Weitere Prüfungen" in german and "Further checks" not in german
    assert "valid signature" not in german and "Schritt 9: Signierte Zeitstempel" in german
    assert main(["verify", str(demo_bundle_dir()), "--lang", "ko"]) == 0
    assert "체인 온전함" in capsys.readouterr().out
    assert main(["verify", str(demo_bundle_dir()), "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert "Chain intact — times proven by: nothing independent (level 1)" in english
    assert "Verdict: PASS WITH 3 WARNINGS" in english
    assert "20 of 20 tokens on 10 of 17 seals are valid signatures" in english
    assert "Further checks" in english and "Step 9: Signed time-stamps" in english


def test_a_block_height_is_grouped_the_reader_s_way_and_the_json_keeps_english():
    from verifier_app.cli_lang import words_for

    steps = _steps()
    headline = decide_headline(steps, [_seal("a", 972334, ("freetsa",))],
                               trust_ladder(steps), None)
    german, korean = words_for("de").engine, words_for("ko").engine
    assert "972.334" in headline.message.render(german)  # 972,334 reads as a fraction there
    assert "972,334" not in headline.message.render(german)
    assert "972,334" in headline.message.render(korean)
    assert "Bitcoin block 972,334" in headline.text
    assert '"972,334"' in json.dumps(headline.message.to_json())


def test_a_seal_s_own_problem_is_said_in_the_reader_s_language(demo_bundle, capsys):
    from verifier_app.cli import main

    stamped = sorted(demo_bundle.rglob("*.txt"))
    stamped = next(p for p in stamped if p.with_name(p.name + ".ots").exists())
    stamped.write_bytes(b"nothing that names a book\n")
    main(["verify", str(demo_bundle), "--lang", "de"])
    german = capsys.readouterr().out
    assert "Diese gestempelte Liste nennt kein Buch" in german
    assert "This stamped list names no book" not in german
    main(["verify", str(demo_bundle), "--json"])
    seal = next(s for s in json.loads(capsys.readouterr().out)["seals"]
                if s["list"].endswith(stamped.name) and stamped.parent.name in s["list"])
    assert seal["problem"].startswith("This stamped list names no book: no line of the form")


def test_a_message_s_json_holds_any_value_as_the_text_it_shows():
    from datetime import date

    message = Message.of("endpoint.final", words=Message.of("reading.none", count=10),
                         done=3, expected=40, read_on=date(2027, 4, 30))
    values = json.loads(json.dumps(message.to_json()))["values"]
    assert values["read_on"] == "2027-04-30" and values["done"] == 3
    assert "2027-04-30" in message.render()


def test_a_bundle_that_mixes_periods_names_each_periods_level():
    """Section 3.11: the development sessions rest P1b on level 1 ("the anchoring block fell
    after the reference"), the counted register from 21 October reaches 2+: never one
    overall 2+."""
    from verifier_app.engine.sealed_before_open import PeriodLevel

    steps = _steps()
    seals = [_seal("a", 972334, ("freetsa", "digicert"))]
    periods = (PeriodLevel("development", "2026-10-19", "2026-10-20", 2, 16, "1"),
               PeriodLevel("counted", "2026-10-21", "2026-11-04", 11, 99, "2+"))
    headline = decide_headline(steps, seals, trust_ladder(steps), None, periods)
    assert headline.text == ("Chain intact — times proven by Bitcoin block 972,334 and 2 "
                             "time-stamp authorities (level 1 for the 2 development sessions; "
                             "level 2+ for the lines from 2026-10-21)")
    assert headline.level == "1"
    assert headline.to_json()["levels_by_period"] == [
        {"period": "development", "level": "1"}, {"period": "counted", "level": "2+"}]
    # One level for all: the plain headline with that level, never the ladder's 2+ when no
    # counted line reaches it, and no period is named.
    same = decide_headline(steps, seals, trust_ladder(steps), None,
                           (periods[0], replace(periods[1], level="1")))
    assert same.text.endswith("authorities (level 1)") and same.levels_by_period == ()
    assert same.level == "1"


def test_level_two_plus_rests_on_level_two():
    """Section 3.12: "level 2+ is level 2 plus a signed time": tokens without an anchor
    outside the operator (steps 6 and 10 not passed) do not reach 2+."""
    steps = _steps(step6=Status.NOT_CHECKED, step10=Status.NOT_CHECKED)
    rungs = {r.level: r.reached for r in trust_ladder(steps)}
    assert rungs == {"0": True, "1": True, "2": False, "2+": False}
