"""The report's first page: how the check was made, and what limits its result.

Names when the check ran and with which version, the settings that decide the result (online
or offline, which block headers, which log key and time-stamp roots, and who supplied each),
the day whose seals are listed, N_eff and the registered test's reading in words, and every
warning that limits the result, one line each (issue 27, items 12 and 14).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from verifier_app import __version__
from verifier_app.core.market_time import new_york
from verifier_app.core.messages import Figure, Message
from verifier_app.core.results import Status
from verifier_app.engine.check_settings import CheckSettings
from verifier_app.engine.walk import WalkReport
from verifier_app.report.words import ReportWords

if TYPE_CHECKING:  # the statistics are computed above the engine; only named here
    from verifier_app.stats.summary import LeagueStats


def e(value: Any) -> str:
    from html import escape

    return escape("" if value is None else str(value), quote=True)


def context_table(report: WalkReport, stats: LeagueStats | None, day: str | None,
                  chosen: bool, w: ReportWords) -> str:
    """How the check was made, one row per setting that decides the result."""
    settings = report.settings
    rows = [(w.say("report.ctx_checked"), _checked(settings, w))]
    if settings is not None:
        rows += [(w.say("report.ctx_network"), w.say("report.ctx_offline" if settings.offline
                                                     else "report.ctx_online")),
                 (w.say("report.ctx_headers"), _headers(settings, w)),
                 (w.say("report.ctx_log_key"), _log_key(settings, w)),
                 (w.say("report.ctx_roots"), _roots(settings, w))]
    else:
        rows.append((w.say("report.ctx_settings"), w.say("report.ctx_not_recorded")))
    if day:
        rows.append((w.say("report.ctx_day"), w.say("report.ctx_day_chosen" if chosen
                                                    else "report.ctx_day_last", day=day)))
    rows += _statistics(stats, w)
    body = "".join(f"<tr><td><b>{e(k)}</b></td><td>{e(v)}</td></tr>" for k, v in rows)
    return (f"<h3>{e(w.say('report.ctx_heading'))}</h3>"
            f'<table width="100%" cellspacing="0" cellpadding="1">{body}</table>')


def _checked(settings: CheckSettings | None, w: ReportWords) -> str:
    version = w.say("report.version", version=__version__)
    if settings is None:
        return version
    moment = settings.checked_at
    return w.say("report.ctx_when", utc=f"{moment:%Y-%m-%d %H:%M:%S}",
                 new_york=f"{new_york(moment):%Y-%m-%d %H:%M:%S}", version=version)


def _headers(settings: CheckSettings, w: ReportWords) -> str:
    if settings.demo:
        return w.say("report.ctx_headers_demo")
    if settings.headers_file:
        return w.say("report.ctx_headers_file", file=settings.headers_file)
    if settings.offline:
        return w.say("report.ctx_headers_none")
    sources = ", ".join(settings.explorers) or w.say("report.ctx_default_sources")
    return w.say("report.ctx_headers_public", sources=sources)


def _log_key(settings: CheckSettings, w: ReportWords) -> str:
    if settings.demo:
        return w.say("report.ctx_key_demo")
    if settings.log_key:
        return w.say("report.ctx_key_yours", file=settings.log_key)
    return w.say("report.ctx_key_shipped")


def _roots(settings: CheckSettings, w: ReportWords) -> str:
    said = w.say("report.ctx_roots_demo" if settings.demo else "report.ctx_roots_shipped")
    if settings.added_roots:
        said += " " + w.say("report.ctx_roots_added", files=", ".join(settings.added_roots))
    return said


def _statistics(stats: LeagueStats | None, w: ReportWords) -> list[tuple[str, str]]:
    """N_eff and the registered test's reading, in words (none without statistics)."""
    if stats is None:
        return [(w.say("report.ctx_statistics"), w.say("report.no_statistics"))]
    rows = []
    headline = stats.n_eff_headline
    if headline is not None:
        rows.append((w.say("report.ctx_n_eff"), w.say(
            "report.ctx_n_eff_value", value=Figure(headline.value, places=2),
            horizon=headline.horizon, runs=len(headline.runs))))
    if stats.endpoint is not None:
        reading = stats.endpoint.said.render(w.engine)
        claims = stats.claims
        if claims is not None and claims.benchmark_caveat is not None:  # said in full on
            reading += " " + w.say("report.ctx_not_frozen")  # the test's page
        rows.append((w.say("report.ctx_test"), reading))
    return rows


def limits(report: WalkReport, w: ReportWords) -> str:
    """Every warning that limits the result, one line each: the facts a reader must know
    first, then each check that warned or was not checked, by name."""
    lines = [m.render(w.engine) for m in limiting_facts(report)]
    for reason in report.verdict_summary.reasons:
        if reason.status in (Status.WARN, Status.NOT_CHECKED):
            lines.append(w.say("report.limit_check", label=w.label(report, reason),
                               status=w.status(reason.status)))
    if not lines:
        return ""
    items = "".join(f"<li>{e(line)}</li>" for line in lines)
    return f"<h3>{e(w.say('report.limits'))}</h3><ul>{items}</ul>"


def limiting_facts(report: WalkReport) -> list[Message]:
    """The limits named in plain words, each once, from the seals' own findings."""
    said: list[Message] = []
    seals = report.seals
    if any(s.ots is not None and s.ots.low_work for s in seals):
        said.append(Message.of("limit.not_main_chain"))
    settings = report.settings
    if settings is not None and settings.headers_file:
        said.append(Message.of("limit.headers_file", file=settings.headers_file))
    anchors = [a for s in seals for a in (s.ots, *s.tokens, s.rekor) if a is not None]
    if any(a.demo for a in anchors):
        said.append(Message.of("limit.demo_keys"))
    tokens = [t for s in seals for t in s.tokens]
    if any((t.trusted_by or {}).get("origin") == "bundle" or
           ((t.trusted_by or {}).get("same_as_bundle") and
            (t.trusted_by or {}).get("origin") != "demo") for t in tokens):
        said.append(Message.of("limit.roots_from_bundle"))
    if any(s.rekor is not None and "key_same_as_bundle" in s.rekor.evidence for s in seals):
        said.append(Message.of("limit.key_from_bundle"))
    if settings is not None and settings.offline and not settings.demo:
        said.append(Message.of("limit.offline"))
    return said
