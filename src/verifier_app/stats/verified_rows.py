"""The forecast rows tied to the verified book, prepared once per walk.

Step 7 prepares them and recounts the published figures from them; the statistics that
follow reuse both (``Recounted``), so neither the CSV nor the book is read again and the
recount is not computed twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.bundle import Bundle
from verifier_app.core.declarations import Declarations, read_declarations
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.stats.book import BookIndex, read_book
from verifier_app.stats.book_rows import (
    FileAgainstBook,
    book_values,
    check_file,
    missing_rows,
    with_book_values,
)
from verifier_app.stats.brier import brier_cells
from verifier_app.stats.climatology import Climatology, load_climatology, read_json_said
from verifier_app.stats.eligibility import mark_first_answer_rule, with_reasons
from verifier_app.stats.forecasts import RowSummary, load_forecasts, tie_to_book
from verifier_app.stats.n_eff import Count, n_eff_counts
from verifier_app.stats.recount import Recount, recount
from verifier_app.stats.verified_book import VerifiedBook


@dataclass(frozen=True)
class Prepared:
    """Forecast rows tied to the book, with the book's values in place of the file's and
    every row's drop reasons; ``checked``: the file compared with the book."""

    frame: pd.DataFrame
    rows: RowSummary
    book: BookIndex
    line_status: Callable[[int], str]
    checked: FileAgainstBook
    declarations: Declarations  # the asks chain's rules: which run and answer count


@dataclass(frozen=True)
class RecountFigures:
    """The comparison of the app's own figures over every verified row with the published
    ones (``council-stats.json``). Only the compared figures are computed here; the
    statistics compute their fuller tables (intervals, variants) from the same rows."""

    climatology: Climatology
    recount: Recount
    # N_eff per run and horizon as compared: a re-check keeps them by run (``run_parts``)
    counts: dict[tuple[str, str], Count] = field(default_factory=dict)


def prepare(bundle: Bundle, verified: VerifiedBook, book: BookIndex | None = None,
            declarations: Declarations | None = None) -> Prepared:
    """``book``: the book's index when the walk's chain check read it; else read here.
    ``declarations``: the asks chain's rules as the walk read them; else read here."""
    source = bundle.first_named("council-forecasts.csv")
    if source is None:
        raise UserFacingError(Message.of("stats.no_forecasts"))
    if bundle.book is None or verified.book is None:
        raise UserFacingError(Message.of("stats.no_book"))
    frame = load_forecasts(source)
    book = book if book is not None else read_book(bundle.book)
    line_status = lru_cache(maxsize=None)(verified.line_status)  # asked once per row
    if declarations is None:
        declarations = read_declarations(bundle.asks_chain)
    derived = derive(frame, book, line_status, declarations)
    checked = check_file(frame, derived.values, missing_rows(frame, book, line_status))
    return Prepared(derived.frame, derived.rows, book, line_status, checked, declarations)


@dataclass(frozen=True)
class Derived:
    """Rows tied to the book: what the book says of each (``values``), and the rows with
    the book's values and every row's drop reasons (``frame``)."""

    frame: pd.DataFrame
    rows: RowSummary
    values: pd.DataFrame


def derive(frame: pd.DataFrame, book: BookIndex, line_status: Callable[[int], str],
           declarations: Declarations, counted: dict[str, str | None] | None = None
           ) -> Derived:
    """Every rule step 7 applies to the rows, in one place: each row tied to its line, the
    book's values in place of the file's, and the reasons a row is left out. Each row's
    result depends on the row, the book and the rows of its own run only, so the rows of
    some runs give the same results as in the whole file (``run_parts``). ``frame`` gains
    the tie's columns in place; ``counted``: each day's counted run in this book, when the
    caller has it (``run_parts.BookFacts``)."""
    rows = tie_to_book(frame, book, line_status)
    values = book_values(frame, book, line_status, declarations.schedule, counted)
    within = declarations.within_run
    rows_now = mark_first_answer_rule(in_sealed_order(with_book_values(frame, values)),
                                      within.from_day if within is not None else None)
    return Derived(with_reasons(rows_now), rows, values)


# The paper's order of the markets and horizons (Section 1 of SPEC, Section 3.7).
MARKET_ORDER = ("SPX", "NDX", "DJI", "SOX", "US10Y", "DXY", "VIX", "GOLD", "WTI", "BRENT",
                "COPPER", "BTC")
HORIZON_ORDER = ("1d", "1w", "1m", "6m")


def in_sealed_order(frame: pd.DataFrame) -> pd.DataFrame:
    """The rows in one order that the unsealed file cannot choose: by book line, then the
    paper's market and horizon order (the file's order only between rows of one cell). Every
    sum, every listing's first rows and the grid's market order then stay the same however
    the file orders its rows. The index labels stay each row's own."""
    return frame.iloc[sealed_order(*sealed_keys(frame), np.arange(len(frame)))]


def sealed_keys(frame: pd.DataFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row's book line (infinite: none), market and horizon, as ``sealed_order``
    reads them."""
    line = pd.to_numeric(frame["line"], errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    return (np.where(np.isnan(line), np.inf, line),
            frame["asset"].astype(str).to_numpy(dtype=object),
            frame["horizon"].astype(str).to_numpy(dtype=object))


def sealed_order(line: np.ndarray, asset: np.ndarray, horizon: np.ndarray,
                 at: np.ndarray) -> np.ndarray:
    """The positions of rows in the sealed order: by line, the paper's market order, the
    market's name, the paper's horizon order, the horizon's name, then ``at`` (their place
    in the file)."""
    asset, horizon = np.asarray(asset, dtype=object), np.asarray(horizon, dtype=object)
    # np.lexsort is stable and reads its last key first
    return np.lexsort((np.asarray(at), _codes(horizon), _rank(horizon, HORIZON_ORDER),
                       _codes(asset), _rank(asset, MARKET_ORDER),
                       np.asarray(line, dtype=float)))


def _rank(names: np.ndarray, order: tuple[str, ...]) -> np.ndarray:
    places = {name: i for i, name in enumerate(order)}
    return np.array([places.get(name, len(order)) for name in names], dtype=np.int64)


def _codes(names: np.ndarray) -> np.ndarray:
    """Each name's place among the distinct names in sorted order."""
    return np.unique(names.astype(str), return_inverse=True)[1].reshape(-1) if len(names) \
        else np.zeros(0, dtype=np.int64)


def recount_figures(bundle: Bundle, frame: pd.DataFrame) -> RecountFigures:
    return compared_figures(bundle, n_eff_counts(frame), brier_cells(frame))


def compared_figures(bundle: Bundle, counts: dict[tuple[str, str], Count],
                     brier: dict[tuple[str, str], dict[str, Any]]) -> RecountFigures:
    """The app's N_eff per run and horizon and Brier totals per seat and horizon compared
    with the published ones, and the climatology's hash."""
    clim = load_climatology(bundle)
    published, reason = read_json_said(bundle, "council-stats.json")
    neff = {key: {"n": c.n, "rho": c.rho, "n_eff": c.n_eff} for key, c in counts.items()}
    return RecountFigures(clim, recount(published, reason, neff, brier, clim), counts)
