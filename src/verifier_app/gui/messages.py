"""Plain-language help: what each step of Appendix B checks, and the trust ladder.

Kept in one place (behind the "?" buttons and on the ladder) so the wording can be
reviewed and translated without touching the views.
"""

from __future__ import annotations

STEP_HELP = {
    "step1": "Collects the files: the book (every forecast, one line each), the stamped lists "
             "(short files whose fingerprint was time-stamped) and their proofs.",
    "step2": "Reads each stamped list: which book it seals, how many lines, and the "
             "fingerprint (SHA-256) of exactly those lines.",
    "step3": "Hashes the first N lines of the book you have and compares them with the "
             "stamped fingerprint. A match means those lines were not changed after the seal.",
    "step4": "Recomputes every line's seal and link. Each line points to the one before, so "
             "no line can be changed, removed or moved without breaking the chain.",
    "step5": "Checks that the question text each run answered hashes to the fingerprint "
             "recorded in the book, so the question cannot have been swapped later.",
    "step6": "Follows the OpenTimestamps proof to a Bitcoin block. The block's time bounds "
             "when the sealed lines existed, without trusting the operator.",
    "step7": "Recounts the league's published figures from the forecast rows. The app never "
             "runs the operator's scripts; the command is shown for those who want to.",
    "step8": "Checks that each published engine code file matches its listed fingerprint.",
    "step9": "Checks the signed time-stamps of independent authorities (RFC 3161): they "
             "state, to the second, when they saw the stamped list.",
    "step10": "Looks the stamped list up in the public Sigstore Rekor log, which records "
              "when it was entered.",
}

VERDICT_TITLES = {
    "pass": "PASS",
    "fail": "FAIL",
    "incomplete": "INCOMPLETE: NOT A PASS",
}

# (level, name, what it proves, what it does not prove)
LADDER = [
    ("0", "Trust the operator",
     "Nothing is checked: you take the league's word for its forecasts.",
     "Anything at all: forecasts could have been written or changed after the markets moved."),
    ("1", "The operator's hash chain",
     "The book's order and content are fixed: no line was changed, removed or moved after "
     "the stamped lists were written (steps 3 and 4).",
     "When the lines were written: the operator could have rebuilt the whole chain later."),
    ("2", "Bitcoin anchor",
     "The sealed lines existed no later than the Bitcoin block that anchors them (block "
     "time plus a margin of a few hours; step 6).",
     "The exact second: block times are set by miners and only bounded to hours."),
    ("2+", "Independent time-stamp authorities",
     "Independent authorities signed the stamped list's fingerprint at a stated second "
     "(RFC 3161, step 9), so the seal can be compared with the 09:30 New York open.",
     "That the forecasts were good, or that the operator did not run other rounds it "
     "never sealed (that is the counted-run rule, checked separately)."),
]

DEMO_BANNER = ("DEMONSTRATION DATA: a synthetic league made by this app to show how the "
               "checks work. These are not real forecasts.")
DOWNLOAD_LATER = ("Downloading a bundle from the league's site comes in a later version. "
                  "For now, save the files with your web browser, then use File > Open "
                  "Folder, Open Zip or Open Files.")
STATISTICS_LATER = ("Statistics (calibration, effective number of independent forecasters, "
                    "crowd comparison) come in a later version. They will be computed only "
                    "from data this app has verified.")
