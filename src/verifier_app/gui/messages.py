"""Plain-language help: what each step of Appendix B checks, and the trust ladder.

Kept in one place (behind the "?" buttons and on the ladder) so the wording can be
reviewed and translated without touching the views. The texts are English and marked for
translation in the "messages" context; a view shows ``text(...)`` of them, which is the
translation when one is installed.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from verifier_app.core.messages import Message, counting, fixed
from verifier_app.engine.levels import LEVEL_ANCHOR, LEVEL_CHAIN, LEVEL_OPERATOR, LEVEL_SIGNED_TIME


def tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate a text written as ``tr("...")`` in a module of the window.

    lupdate files module-level ``tr()`` calls under the empty context, so they are looked
    up there; every view imports this one helper. A text that counts something is written
    with ``%Ln`` and given its number, ``tr("%Ln seal(s)", None, count)``: the translation
    has one form per plural of its language, and ``%Ln`` becomes the number written the
    window language's way (the default locale, set with the language).
    """
    return QCoreApplication.translate("", source, disambiguation, n)


@counting
def engine_text(template: str, count: int = -1) -> str:
    """An engine message template (``core.messages``) in the window's language; with
    ``count``, in the plural form its language uses for that number."""
    return QCoreApplication.translate("engine", template, None, count)


def render(message) -> str:
    """An engine ``Message`` (or anything with ``render(lookup)``) in the window's language."""
    return message.render(engine_text)


def fixed_text(value: str) -> str:
    """A fixed English phrase the engine keeps in its JSON (a rule, a note, a reason) in the
    window's language; any other text as it is."""
    said = fixed(value)
    return said.render(engine_text) if isinstance(said, Message) else said


def error_text(error: BaseException) -> str:
    """A user-facing error's sentence in the window's language (its message, when it was
    given as one; its text otherwise)."""
    said = getattr(error, "said", None)
    return said(engine_text) if callable(said) else str(error)


def command_text(command: str) -> str:
    """A by-hand command with its comment (after "# ") in the window's language; the
    command itself is code and stays as it is."""
    code, mark, comment = command.partition("# ")
    return code + mark + fixed_text(comment.strip()) if mark else command


def text(source: str) -> str:
    """The translation of one of this module's texts (or of an engine sentence below)."""
    return QCoreApplication.translate("messages", source) if source else source


STEP_HELP = {
    "step1": QT_TRANSLATE_NOOP("messages",
                               "Collects the files: the book (every forecast, one line each), the "
                               "stamped lists (short files whose fingerprint was time-stamped) and"
                               " their proofs."),
    "step2": QT_TRANSLATE_NOOP("messages",
                               "Reads each stamped list: which book it seals, how many lines, and "
                               "the fingerprint (SHA-256) of exactly those lines."),
    "step3": QT_TRANSLATE_NOOP("messages",
                               "Hashes the first N lines of the book you have and compares them "
                               "with the stamped fingerprint. A match means those lines were not "
                               "changed after the seal."),
    "step4": QT_TRANSLATE_NOOP("messages",
                               "Recomputes every line's seal and link. Each line points to the one"
                               " before, so no line can be changed, removed or moved without "
                               "breaking the chain."),
    "step5": QT_TRANSLATE_NOOP("messages",
                               "Checks that the question text each run answered hashes to the "
                               "fingerprint recorded in the book, so the question cannot have been"
                               " swapped later."),
    "step6": QT_TRANSLATE_NOOP("messages",
                               "Follows the OpenTimestamps proof to a Bitcoin block. The block's "
                               "time bounds when the sealed lines existed, without trusting the "
                               "operator."),
    "step7": QT_TRANSLATE_NOOP("messages",
                               "Recounts in two parts, with the app's own code: 7a the forecasts'"
                               " scores (the published figures, from the verified forecast rows);"
                               " 7b the portfolio accounts (value, cash share, fees and weights, "
                               "from the published trades and prices by the protocol's rules). "
                               "The app never runs the operator's scripts; the command is shown "
                               "for those who want to."),
    "step8": QT_TRANSLATE_NOOP("messages",
                               "Checks that each published engine code file matches its listed "
                               "fingerprint."),
    "step9": QT_TRANSLATE_NOOP("messages",
                               "Checks the signed time-stamps of independent authorities (RFC "
                               "3161): they state, to the second, when they saw the stamped list."),
    "step10": QT_TRANSLATE_NOOP("messages",
                                "Looks the stamped list up in the public Sigstore Rekor log, which"
                                " records when it was entered."),
    "paper": QT_TRANSLATE_NOOP("messages",
                               "Compares this bundle with the hashes, block and times printed in "
                               "the paper, which is archived outside the operator's reach. For the"
                               " paper's league, any difference means the files were changed."),
    "identities": QT_TRANSLATE_NOOP("messages",
                                    "In the blind season each answer seals its model's name with a"
                                    " secret salt. Once the salts are published, each seal must "
                                    "open to the model the league names."),
}

# (level, name, what it proves, what it does not prove), in engine.levels' order
LADDER = [
    (LEVEL_OPERATOR, QT_TRANSLATE_NOOP("messages", "Trust the operator"),
     QT_TRANSLATE_NOOP("messages",
                       "Nothing is checked: you take the league's word for its forecasts."),
     QT_TRANSLATE_NOOP("messages",
                       "Anything at all: forecasts could have been written or changed after the "
                       "markets moved.")),
    (LEVEL_CHAIN, QT_TRANSLATE_NOOP("messages", "The operator's hash chain"),
     QT_TRANSLATE_NOOP("messages",
                       "The book's order and content are fixed: no line was changed, removed or "
                       "moved after the stamped lists were written (steps 3 and 4)."),
     QT_TRANSLATE_NOOP("messages",
                       "When the lines were written: the operator could have rebuilt the whole "
                       "chain later.")),
    (LEVEL_ANCHOR, QT_TRANSLATE_NOOP("messages", "Bitcoin anchor"),
     QT_TRANSLATE_NOOP("messages",
                       "The sealed lines existed no later than the Bitcoin block that anchors them"
                       " (block time plus a margin of a few hours; step 6)."),
     QT_TRANSLATE_NOOP("messages",
                       "The exact second: block times are set by miners and only bounded to "
                       "hours.")),
    (LEVEL_SIGNED_TIME, QT_TRANSLATE_NOOP("messages", "Independent time-stamp authorities"),
     QT_TRANSLATE_NOOP("messages",
                       "Independent authorities signed the stamped list's fingerprint at a stated "
                       "second (RFC 3161, step 9), so the seal can be compared with the 09:30 New "
                       "York open."),
     QT_TRANSLATE_NOOP("messages",
                       "That the forecasts were good, or that the operator did not run other "
                       "rounds it never sealed (that is the counted-run rule, checked "
                       "separately).")),
]

DEMO_BANNER = QT_TRANSLATE_NOOP("messages",
                                "DEMONSTRATION DATA: a synthetic league made by this app to show "
                                "how the checks work. These are not real forecasts.")

# Sentences the engine writes in English (it has no Qt), marked here so the views can show
# them translated. If the engine's wording changes, the English shows until it is
# translated again; a test keeps this list in step with the engine.
ENGINE_TEXTS = (
    QT_TRANSLATE_NOOP("messages", "Get the book and the stamped lists"),
    QT_TRANSLATE_NOOP("messages", "Read the stamped lists"),
    QT_TRANSLATE_NOOP("messages", "The book starts with the stamped lines"),
    QT_TRANSLATE_NOOP("messages", "Every seal and link recomputed"),
    QT_TRANSLATE_NOOP("messages", "The question each run answered"),
    QT_TRANSLATE_NOOP("messages", "The Bitcoin anchor"),
    QT_TRANSLATE_NOOP("messages", "Recount the forecasts' scores and the portfolio accounts"),
    QT_TRANSLATE_NOOP("messages", "The forecasts' scores"),
    QT_TRANSLATE_NOOP("messages", "The portfolio accounts"),
    QT_TRANSLATE_NOOP("messages", "The engine code"),
    QT_TRANSLATE_NOOP("messages", "Signed time-stamps (RFC 3161)"),
    QT_TRANSLATE_NOOP("messages", "The public transparency log (Rekor)"),
    QT_TRANSLATE_NOOP("messages", "WARNING"),
    QT_TRANSLATE_NOOP("messages", "NOT CHECKED"),
    QT_TRANSLATE_NOOP("messages", "The values printed in the paper"),
    QT_TRANSLATE_NOOP("messages", "Sealed model identities (blind season)"),
    QT_TRANSLATE_NOOP("messages", "Every counted answer sealed before the open (P1b)"),
    QT_TRANSLATE_NOOP("messages", "Which run counts, by a rule declared before the runs (P3)"),
    QT_TRANSLATE_NOOP("messages", "Every asked run sealed, with its roster (requirement 13)"),
    QT_TRANSLATE_NOOP("messages", "The forecasts file agrees with the book"),
    QT_TRANSLATE_NOOP("messages", "One signer for every log entry"),
    QT_TRANSLATE_NOOP("messages", "The log only grows (no second history)"),
    QT_TRANSLATE_NOOP("messages", "No second book in the log"),
    QT_TRANSLATE_NOOP("messages", "Witness statements: the book extends what readers saw"),
    QT_TRANSLATE_NOOP("messages", "PASS"),
    QT_TRANSLATE_NOOP("messages", "FAIL"),
    QT_TRANSLATE_NOOP("messages", "PASS WITH {count} WARNINGS"),
    QT_TRANSLATE_NOOP("messages", "INCOMPLETE: NOT A PASS"),
    QT_TRANSLATE_NOOP("messages", "No check failed, but some passed only with a caveat: read "
                      "the warnings and the headline's level before relying on it."),
    QT_TRANSLATE_NOOP("messages", "PASS: every step was checked and passed."),
    QT_TRANSLATE_NOOP("messages", "FAIL: at least one check failed. Do not rely on these seals."),
    QT_TRANSLATE_NOOP("messages", "INCOMPLETE: nothing failed, but some steps could not be "
                      "checked (this is not a pass)."),
)

# The claims ladder's fixed wording (stats.claims_ladder RUNGS and TO_REACH), marked here so
# the ladder can be shown translated; a test keeps this list in step with the engine.
CLAIMS_TEXTS = (
    QT_TRANSLATE_NOOP("messages", "Published rules"),
    QT_TRANSLATE_NOOP("messages",
                      "The rules the league says it follows are public: anyone can read how "
                      "forecasts are asked, counted and scored."),
    QT_TRANSLATE_NOOP("messages", "Whether the league followed them."),
    QT_TRANSLATE_NOOP("messages", "Provide arena-protocol.json, the league's published rules."),
    QT_TRANSLATE_NOOP("messages", "Files recomputed"),
    QT_TRANSLATE_NOOP("messages",
                      "The published book and figures were recomputed from the open files and "
                      "agree."),
    QT_TRANSLATE_NOOP("messages",
                      "When the files were written, and whether the prices behind the outcomes "
                      "are right."),
    QT_TRANSLATE_NOOP("messages",
                      "Provide the book, council-forecasts.csv, council-stats.json, the arena's "
                      "accounts, trades and prices (arena-accounts.csv, arena-trades.csv, "
                      "arena-prices.csv) and the engine code files, and let steps 4, 7 and 8 "
                      "pass."),
    QT_TRANSLATE_NOOP("messages", "External commitment verified"),
    QT_TRANSLATE_NOOP("messages",
                      "The sealed forecasts existed before a time fixed outside the operator (a "
                      "Bitcoin block, a signed time-stamp or a public log)."),
    QT_TRANSLATE_NOOP("messages", "That the prices used to score them are right."),
    QT_TRANSLATE_NOOP("messages",
                      "Provide a stamped list with a Bitcoin proof checked against real block "
                      "headers, a time-stamp token from a trusted authority, or its Rekor entry."),
    QT_TRANSLATE_NOOP("messages", "Reconciled with an independent price source"),
    QT_TRANSLATE_NOOP("messages",
                      "The reference prices, closes and outcomes agree with a price source the "
                      "reader chose."),
    QT_TRANSLATE_NOOP("messages", "Skill: agreeing outcomes can still come from luck."),
    QT_TRANSLATE_NOOP("messages",
                      "Give a price file from a provider you trust (Statistics tab, page 8, or "
                      "verifier-app stats --prices FILE); every verified row must be priced "
                      "from it and agree."),
    QT_TRANSLATE_NOOP("messages", "Prospective paired evaluation frozen before its window"),
    QT_TRANSLATE_NOOP("messages",
                      "The test of skill, its benchmark and its reading rule were fixed before "
                      "the data that decide it existed, and it is recomputed here."),
    QT_TRANSLATE_NOOP("messages", "That a second team would get the same result."),
    QT_TRANSLATE_NOOP("messages",
                      "Use the league's real files: the sealed climatology must hash to the value"
                      " the paper printed, and the window (from session 11) must have begun."),
    QT_TRANSLATE_NOOP("messages", "Replication by a second pipeline"),
    QT_TRANSLATE_NOOP("messages",
                      "A second, independent pipeline reproduced the forecasts and scores."),
    QT_TRANSLATE_NOOP("messages",
                      "Nothing more on this ladder: skill is then read from the registered "
                      "comparisons."),
    QT_TRANSLATE_NOOP("messages",
                      "A second, independent team must rerun the league's pipeline and publish "
                      "matching results; no bundle can show this by itself."),
)
