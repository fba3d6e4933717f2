"""Tables beside the charts: the consensus per run, always with its count of voices, mean ρ
and N_eff (requirement 14), and the crowd contracts with the Brier of each side."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from verifier_app.gui.charts.crowd import money, outcome_word, run_rows
from verifier_app.gui.charts.style import number, ordered_horizons
from verifier_app.gui.messages import fixed_text, tr

CONSENSUS_HEADERS = [
    QT_TRANSLATE_NOOP("messages", "Horizon"),
    QT_TRANSLATE_NOOP("messages", "Market"),
    QT_TRANSLATE_NOOP("messages", "Consensus (%)"),
    QT_TRANSLATE_NOOP("messages", "Stated probabilities"),
    QT_TRANSLATE_NOOP("messages", "Mean ρ"),
    QT_TRANSLATE_NOOP("messages", "N_eff"),
    QT_TRANSLATE_NOOP("messages", "Outcome"),
    QT_TRANSLATE_NOOP("messages", "Brier"),
    QT_TRANSLATE_NOOP("messages", "Trimmed"),
    QT_TRANSLATE_NOOP("messages", "Weighted 1/3")]
CROWD_HEADERS = [
    QT_TRANSLATE_NOOP("messages", "Contract"),
    QT_TRANSLATE_NOOP("messages", "Venue"),
    QT_TRANSLATE_NOOP("messages", "Sealed volume"),
    QT_TRANSLATE_NOOP("messages", "Floor"),
    QT_TRANSLATE_NOOP("messages", "Crowd (%)"),
    QT_TRANSLATE_NOOP("messages", "Price rule"),
    QT_TRANSLATE_NOOP("messages", "Seats' mean (%)"),
    QT_TRANSLATE_NOOP("messages", "Outcome"),
    QT_TRANSLATE_NOOP("messages", "Brier crowd"),
    QT_TRANSLATE_NOOP("messages", "Brier seats")]


def fill(target: QTableWidget, rows: list[list[str]]) -> None:
    target.setRowCount(len(rows))
    for i, row in enumerate(rows):
        for j, text in enumerate(row):
            item = QTableWidgetItem(text)
            if j > 1 and (text[:1].isdigit() or text == "–"):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            target.setItem(i, j, item)
    target.resizeColumnsToContents()


def consensus_rows(stats, run: str | None) -> list[list[str]]:
    markets = [m for m in stats.consensus.markets if m.run_id == run]
    order = {h: i for i, h in enumerate(ordered_horizons(m.horizon for m in markets))}
    markets.sort(key=lambda m: (order[m.horizon], m.asset))
    return [[m.horizon, m.asset, number(m.consensus, 1), str(m.n_stated), number(m.rho, 3),
             number(m.n_eff), outcome_word(m.outcome), number(m.brier, 3),
             ", ".join(m.trimmed) or tr("none"), ", ".join(m.reduced_weight) or tr("none")]
            for m in markets]


def crowd_table_rows(stats, run: str | None) -> list[list[str]]:
    rows, _ = run_rows(stats, run)
    return [[r.code, r.venue, money(r.volume),
             tr("at or above") if r.primary else tr("THIN: shown apart"),
             number(None if r.crowd_p is None else r.crowd_p * 100, 1),
             fixed_text(r.price_rule),
             number(r.seat_mean, 1), outcome_word(r.outcome),
             number(r.brier_crowd, 3), number(r.brier_seats, 3)] for r in rows]
