"""Every engine sentence's English template, by message id (``core.messages`` says them).

The anchors' own reasons and the report's own wording are kept beside this in
``core.anchor_catalogue``, ``core.report_catalogue``, ``core.input_catalogue``,
``core.command_catalogue`` and ``core.stats_catalogue`` (and the history's, the day's and
the watch's) and joined here; the translation build reads this one dictionary.
"""

from __future__ import annotations

from verifier_app.core.anchor_catalogue import ANCHOR_TEMPLATES
from verifier_app.core.command_catalogue import COMMAND_COUNTED, COMMAND_TEMPLATES
from verifier_app.core.day_catalogue import DAY_TEMPLATES, WATCH_TEMPLATES
from verifier_app.core.history_catalogue import HISTORY_TEMPLATES
from verifier_app.core.input_catalogue import INPUT_TEMPLATES
from verifier_app.core.report_catalogue import REPORT_TEMPLATES
from verifier_app.core.stats_catalogue import STATS_COUNTED, STATS_TEMPLATES

CATALOGUE: dict[str, str] = {
    # The headline: what was proven and at which level (engine.headline).
    "headline.proven": "{chain} — times proven by {proofs} (level {level})",
    "headline.nothing": "{chain} — times proven by: nothing independent (level {level})",
    "headline.proven_periods": "{chain} — times proven by {proofs} ({levels})",
    "headline.nothing_periods": "{chain} — times proven by: nothing independent ({levels})",
    "level.development": "level {level} for the {count} development sessions",
    "level.counted": "level {level} for the lines from {day}",
    "chain.intact": "Chain intact",
    "chain.broken": "Chain BROKEN at book line {line}",
    "chain.differs": "The book does not match its seals",
    "chain.not_checked": "Chain not checked",
    "proof.bitcoin": "Bitcoin block {height}",
    "proof.bitcoin_many": "{count} Bitcoin blocks (the first {height})",
    "proof.authority": "1 time-stamp authority",
    "proof.authorities": "{count} time-stamp authorities",
    "proof.log": "the Rekor transparency log",
    "join.two": "{first} and {second}",
    "join.list": "{first}, {rest}",
    "join.semicolon": "{first}; {second}",
    "join.sentences": "{first} {second}",
    "join.text": "{text}",  # a sentence kept as the text it was given in
    # The steps' sentences (engine.steps and the checks beside them).
    "step1.found": "Found the book and {lists} stamped list(s).",
    "step1.no_lists": "Found the book but no stamped list (file not provided).",
    "step1.no_book": "Found stamped lists but no book (file not provided).",
    "step1.nothing": "Neither a book nor a stamped list was provided.",
    "step2.none": "No stamped list was provided.",
    "step2.names_no_book": "{list} names no book, so it seals nothing that can be checked.",
    "step2.read": "Read {lists} stamped list(s) with {claims} book claim(s).",
    "step3.none": "No book named by a stamped list was provided.",
    "step3.book_missing": "The book the stamped lists name ({book}) was not provided or could "
    "not be read, so not one of its stamped lines was checked.",
    "step3.all_match": "All {count} stamped prefixes match the book: the sealed lines are "
    "exactly the lines you have.",
    "step3.skipped": "{count} other book(s) named in the lists were not provided.",
    "reason.seal": "Seal {list}",
    "seal.names_no_book": "This stamped list names no book: no line of the form '<book>: N "
    "lines, sha256 …, last link …' was found.",
    "seal.chain_breaks": "Line {line} of {file}, among the {lines} lines this seal covers, "
    "breaks the chain ({rule}).",
    "cover.not_provided": "{book} was not provided, so this claim was not checked.",
    "cover.not_a_book": "{file} is not a book (it is empty, damaged, too large, binary or "
    "another file), so the stamped lines are not in it.",
    "cover.shorter": "The book you have is shorter than the one that was stamped: the seal "
    "covers {lines} lines, your copy of {file} has {have}.",
    "cover.prefix_differs": "The first {lines} lines of {file} do not hash to the stamped "
    "value: the book was changed after this seal.",
    "cover.link_differs": "Line {lines} of {file} has another link than the stamped one.",
    "step4.none": "No book was provided.",
    "step4.ok": "chain ok: {lines} lines of {path}",
    "step4.broken": "{path}: Line {line}: {reason}.",
    "step4.empty": "{path}: The file holds no complete line: there is no book to check.",
    "step5.none": "No run lines with an ask hash were read (no book provided).",
    "step5.all": "All {runs} runs answered exactly the published question text.",
    "step5.missing": "{checked} of {runs} runs checked; the ask text of {missing} run(s) was "
    "not provided (first: {first}).",
    "step6.none": "Not checked: no stamped list or proof was provided.",
    "step7.no_stats": "Not checked: council-stats.json (the published figures) was not "
    "provided.",
    "step7.all": "All {count} published figures were reproduced from the verified forecasts "
    "(within {tolerance}).",
    "step7.differ": "{count} of {compared} published figures differ from the app's recount "
    "(e.g. {figure}: published {published}, recounted {recomputed}).",
    "step7.unverified": "{count} forecast rows could not be verified against the sealed book "
    "and were left out.",
    "step7.scores": "7a, the forecasts' scores: {said}",
    "step7.accounts": "7b, the portfolio accounts: {said}",
    "step7.as_written": "{text}",
    "step7b.no_files": "Not checked: the bundle does not carry the arena's published accounts, "
    "trades and prices ({missing} missing), so the portfolio accounts were not recounted. The "
    "paper recounts them with the operator's script: {command}",
    "step7b.not_read": "Not checked: the portfolio accounts could not be recounted. {reason} "
    "The paper recounts them with the operator's script: {command}",
    "step7b.no_rows": "Not checked: arena-accounts.csv holds no account row, so no account "
    "was recounted.",
    "step7b.counted": "{rows} published rows, {accounts} accounts, {sessions} sessions "
    "({first} .. {last}), {trades} trades, rules {rules}; exact to the cent (|d| <= 0.01): "
    "{exact}; within the rounding of the published trades: {rounding}; DIFFERENT: "
    "{different}; not recounted (other price sets): {other}.",
    "step7b.reproduced": "Every published account was recounted by the app from the trades and"
    " prices and agrees. These files are not sealed: the recount shows that the accounts "
    "follow from the published trades and prices under the published rules, not that the "
    "trades were decided before the open.",
    "step7b.different": "Account {account}, session {session}: the published {field} is "
    "{published}, but the app recounts {recomputed} from the trades and prices ({count} "
    "row(s) DIFFERENT).",
    "step7b.some_not_recounted": "{count} row(s) were not recounted, so this part is not a "
    "pass (first: account {account}, session {session}; not in the bundle's prices or rules: "
    "{missing}).",
    "portfolio.protocol_unreadable": "{file} is not a readable JSON object, so the rules of "
    "the accounts are not known.",
    "portfolio.no_rules": "arena-protocol.json declares no portfolio rules (the key "
    "portfolio: start cash, fee rate, publication rounding), so the accounts cannot be "
    "recounted by the league's own rules.",
    "portfolio.bad_rule": "arena-protocol.json: the rule {key} is missing or not a usable "
    "number.",
    "portfolio.too_large": "{file} is {size} bytes, larger than the {cap} bytes such a file can"
    " be; it was not read.",
    "portfolio.unreadable": "{file} is not a readable CSV file (UTF-8 text with a header line, "
    "cells separated by commas).",
    "portfolio.missing_columns": "{file} lacks the column(s) {columns}.",
    "portfolio.too_many_rows": "{file} has more than {cap} rows; it was not read past them.",
    "portfolio.bad_row": "{file}, line {line}: the row has {cells} cells where the header "
    "names {columns} (or a cell is far too long).",
    "portfolio.empty_cell": "{file}, line {line}: the column {column} is empty.",
    "portfolio.bad_number": "{file}, line {line}: {column} \"{value}\" is not a usable "
    "number.",
    "portfolio.bad_day": "{file}, line {line}: the session \"{value}\" is not a date "
    "(YYYY-MM-DD).",
    "portfolio.bad_weights": "{file}, line {line}: the weights \"{value}\" are not written as "
    "FUND=share;FUND=share.",
    "portfolio.second_row": "{file}, line {line}: account {account} has a second row for the "
    "session {session}.",
    "step8.none": "arena-code.json was not provided.",
    "step8.unreadable": "arena-code.json is not a readable JSON code list.",
    "step8.empty": "arena-code.json lists no code file with a SHA-256.",
    "step8.differs": "The published code of {file} differs from the hash in arena-code.json.",
    "step8.missing": "{matching} of {total} code files match; {missing} were not provided "
    "(first: {first}).",
    "step8.all": "All {count} published code files match arena-code.json.",
    "step9.none": "Not checked: no stamped list or token was provided.",
    "step10.none": "Not checked: no stamped list was provided to look up in the log.",
    "paper.demo": "The demonstration league is not the paper's league, so its values are not "
    "compared.",
    # What limits a result, one line each (the report's first page, report.context).
    "limit.not_main_chain": "The block headers are not Bitcoin's main chain: the Bitcoin "
    "times prove nothing.",
    "limit.headers_file": "The block headers came from a file ({file}), not from Bitcoin's "
    "network: a file can be fake.",
    "limit.demo_keys": "The authorities, the log and the headers are the demonstration's own: "
    "they prove nothing about real time.",
    "limit.roots_from_bundle": "A time-stamp root came from the bundle itself: the operator's "
    "word, not an authority you trust.",
    "limit.key_from_bundle": "The log key came from the bundle itself: the operator's word.",
    "limit.offline": "Checked offline: the log was not asked for its history or for entries "
    "the bundle leaves out.",
    "seal.paper_differs": "The paper's cross-check failed on this seal: its {what} differs "
    "from the one printed in the paper (printed {printed}, found {observed}).",
    "paper.none": "This bundle holds none of the files whose values the paper prints, so "
    "nothing could be compared.",
    "paper.unrelated": "None of the {count} values of this bundle that the paper prints "
    "matches it: this is another league, or the paper's league replaced wholesale.",
    "paper.differs": "This bundle is not the one the paper describes: its {what} differs from "
    "the one printed in the paper (printed {printed}, this bundle {observed}).",
    "paper.differs_more": "This bundle is not the one the paper describes: its {what} differs "
    "from the one printed in the paper (printed {printed}, this bundle {observed}); {more} more "
    "value(s) differ.",
    "paper.all_match": "All {count} values of this bundle that the paper prints match it.",
    "identities.none": "No answer line seals its model.",
    # The forecasts file against the verified book (stats.file_check).
    "forecasts.agree": "The forecasts file agrees with the verified book in all {rows} rows "
    "the book speaks to ({columns} columns compared in each).",
    "forecasts.differ": "The forecasts file disagrees with the verified book {count} time(s); "
    "the statistics use the book's values. First: {first}.",
    "forecasts.agree_but": "In the {rows} rows the book speaks to, the forecasts file agrees "
    "with the verified book ({columns} columns compared in each).",
    "forecasts.missing": "But {count} probabilities sealed in verified answer lines have no "
    "row in the forecasts file, so no statistic includes them. First: {first}.",
    "forecasts.item": "{run} {seat} {market} {horizon}, {column}: file {file}, book {book}",
    "forecasts.unscored": "{count} rows have no sealed score yet, so no outcome of theirs is "
    "used.",
    "forecasts.undecided": "{count} rows belong to sessions whose counted run the verified "
    "part of the book does not settle: no run of those sessions is counted.",
    "forecasts.unspoken": "{count} rows name no verified answer line of their run and seat: "
    "the book cannot speak to them, and they enter no statistic.",
    "forecasts.malformed_line": "Not checked in full: {count} row(s) give a line that is "
    "not a book line number (the first, on line {line} of the file: '{text}'), so the book "
    "cannot be found for them, and they enter no statistic.",
    "forecasts.not_read": "Not checked: the forecast rows were not read against the book "
    "(the forecasts file, the published figures or the book was not provided).",
    "step6.anchored": "{anchored} of {total} seals are anchored in block headers that check "
    "out (first: height {height}, header time {time}).",
    "step6.anchored_bound": "{anchored} of {total} seals are anchored in block headers that "
    "check out (first: height {height}, header time {time}, existed no later than {bound}).",
    "step6.unanchored": "{count} seal(s) have no checked anchor yet ({pending} pending): their "
    "time is not proven.",
    "step6.low_work": "WARNING: these block headers are not from Bitcoin's main chain (their "
    "proof of work is far too small); the times they show prove nothing.",
    "step10.logged": "{logged} of {total} seals are in the transparency log.",
    "step10.missing": "{count} seal(s) were not found or not checked.",
    "step10.key_from_bundle": "The log key you gave is identical to {source} inside the "
    "bundle: you took it from the operator, so the log's answers are still the operator's word.",
    "rekor.key_from_bundle": "The log key you gave is identical to {source} inside the bundle: "
    "you took it from the operator, so it is still the operator's word.",
    "step10.unsigned": "{count} entry(ies) give a time that the log did not sign (no signed "
    "entry timestamp): those times prove nothing and are not used.",
    "step10.root": "Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} "
    "days ago.",
    "demo.warning": "Demonstration key shipped openly with the app, not a real authority or "
    "log: this proves nothing about real time.",
    "step6.weak_sha1": "WARNING: The proof stamps the file's SHA-1 hash, and SHA-1 is broken "
    "for collisions: whoever stamped it could have made two different files with the same "
    "SHA-1, so the proof cannot show which of them existed.",
    "step6.no_headers": "What to do: no block header source could be checked against; give a "
    "Bitcoin headers file in Settings > Bitcoin block headers (or --headers FILE), or connect "
    "to the internet and press Check again.",
    "step10.no_log": "What to do: the transparency log could not be reached; connect to the "
    "internet and press Check again (its answers are then kept in your cache and re-verified "
    "on every use).",
    "step10.root_unused": "The trusted root updated on this computer is not used: {reason}.",
    "step10.root_note": "{note}",
    # Updating the trusted root, and the TUF root shipped as the anchor of every update
    # (anchors.trust_refresh, anchors.trusted_root_cache).
    "trust.anchor_expired": "The app's own trust anchor is out of date: the copy of "
    "Sigstore's TUF root shipped with this app (version {version}) expired on {day}, and "
    "Sigstore's TUF repository ({host}) offers no newer root that could be checked with it, "
    "so the update cannot be verified. Install the newest version of this app, which brings "
    "a current copy, then update again.",
    "trust.keeps_shipped": "Walks keep using the shipped copy, taken {fetched}.",
    "trust.keeps_updated": "Walks keep using the trusted root updated earlier on this "
    "computer, taken {fetched}.",
    "trust.anchor_valid": "Sigstore's TUF root shipped with the app (the starting point of "
    "every update): version {version}, valid until {day}.",
    "trust.anchor_expired_note": "Sigstore's TUF root shipped with the app (the starting "
    "point of every update): version {version}, expired on {day}. An update still works "
    "while Sigstore's repository offers a newer root signed by it; if the update says the "
    "app's trust anchor is out of date, install the newest version of this app.",
    "ots.none": "No .ots proof was provided for this list.",
    # Step 9: each authority's token (anchors.tsa), who vouches for its signer said first.
    "step9.no_tokens": "No RFC 3161 token was provided for any stamped list.",
    "step9.fail": "{bad} of {total} tokens fail. {reason}",
    "step9.not_valid": "The {tsa} token is not valid: {detail}",
    "step9.valid": "{valid} of {total} tokens on {with_tokens} of {seals} seals are valid "
    "signatures over their list.",
    "step9.first": "First: {detail}",
    "step9.late": "{late} token(s) were signed after the session's 09:30 New York open: they "
    "cannot show that the lines they first cover came before it.",
    "tsa.too_large": "{file} is larger than {limit} bytes, so its time-stamps were not "
    "checked.",
    "tsa.contradicted": "The {tsa} authority signed this list at {signed} UTC, {delay} after "
    "the time the list claims ({claimed} UTC): the list's time is not confirmed.",
    "tsa.fails": "The {tsa} time-stamp does not verify: {problem}",
    "tsa.no_day": "The {tsa} time-stamp: {vouched}. It covers this list and says {time} UTC "
    "(no session day given).",
    "tsa.covers": "The {tsa} time-stamp: {vouched}. It covers this list: {time} UTC "
    "({new_york} New York) on {date}, {when} the 09:30 open of {day}.",
    "tsa.vouch_system": "valid signature, resting on a root of your computer's trust store "
    "({subject})",
    "tsa.vouch_shipped": "valid signature, resting on the root this app ships for {who} "
    "(SHA-256 {fingerprint}…)",
    "tsa.vouch_user": "valid signature, resting on a root trusted by you ({subject}, SHA-256 "
    "{fingerprint}…)",
    "tsa.vouch_demo": "valid signature, resting on the demonstration root this app ships "
    "with its demo (SHA-256 {fingerprint}…), which vouches for nothing real",
    "tsa.vouch_user_copy": "valid signature, but the root it rests on, though trusted by you, "
    "is a copy of {source} from the bundle itself (the operator's word; SHA-256 "
    "{fingerprint}…)",
    "tsa.vouch_bundle_shipped": "valid signature, resting on a root from the bundle that is "
    "identical to the one this app ships for {who} (SHA-256 {fingerprint}…)",
    "tsa.vouch_bundle": "valid signature, but the certificate it rests on was supplied by the "
    "bundle itself (the operator's word): {subject}, SHA-256 {fingerprint}…",
    "margin.at": "exactly at",
    "margin.before": "{length} before",
    "margin.after": "{length} after",
    # The statistics' readings (stats.endpoint, stats.disagreement, stats.prices).
    "endpoint.not_computed": "Primary endpoint not computed: {reason}",
    "endpoint.no_window": "Interim: no session of the registered window ({first}–{last}) has "
    "a resolved one-day event yet; sessions 1–{design} are the design window and are not "
    "read.",
    "endpoint.no_window_as_of": "Interim as of session {session} ({day}): no session of the "
    "registered window ({first}–{last}) has a resolved one-day event yet; sessions "
    "1–{design} are the design window and are not read.",
    "endpoint.interim": "Interim reading as of session {session} ({day}), resting on {done} "
    "of {expected} sessions; the verdict is read on {read_on}: {words}.",
    "endpoint.final": "Registered verdict, read on or after {read_on} ({done} of {expected} "
    "sessions): {words}.",
    "reading.confirmed": "confirmed: the 95% interval lies above 0",
    "reading.confirmed_smaller_than_margin": "confirmed and smaller than the margin: the 95% "
    "interval lies above 0 and the 90% interval within ±0.01",
    "reading.no_gain_of_practical_size": "no gain of practical size: the 90% interval lies "
    "within ±0.01",
    "reading.inconclusive": "inconclusive: neither confirmed nor within ±0.01 (a gain that is "
    "not significant is not read as equivalence)",
    "reading.none": "no reading yet: too few sessions for an interval (at least {count} "
    "needed)",
    "disagreement.not_computed": "not computed: {reason}",
    "disagreement.small": "unresolved: a tercile has fewer than {min} events ({sizes})",
    # Why a forecast row points at the wrong book line (stats.forecasts TIE_WORDS).
    "tie.line_missing": "names no answer line of the book",
    "tie.line_mismatch": "names a book line of another run or seat",
    "tie.differs_from_book": "states a probability its book line does not hold",
    "disagreement.sizes": "bottom {bottom}, middle {middle}, top {top}",
    # The statistics' rules as their JSON states them, said in the reader's language.
    "stats_rule.sharpness": "K = (2/n) sum |p - 50|; K_clim with 100q; population SD across "
    "seats",
    "disagreement.no_interval": "unresolved: too few sessions for an interval",
    "disagreement.more": "the top tercile gained more (95% interval above 0)",
    "disagreement.less": "the top tercile gained less (95% interval below 0)",
    "disagreement.no_difference": "no difference shown (the 95% interval contains 0)",
    "disagreement.shadow": "unresolved: the shadow-consensus weights are filed with the "
    "registration and this bundle does not provide them",
    "prices.checked": "{rows} verified rows checked against {file} ({closes} with a close): "
    "{result}",
    "prices.agree": "every reference price, close, change and outcome agrees.",
    "prices.one_row": "1 row differs",
    "prices.rows": "{count} rows differ",
    "prices.differ": "{rows} (first: run {run}, {seat}, line {line}, {asset} {horizon}: "
    "{field} {league} in the league's file, {recomputed} from the price file)",
    "prices.draws_not_compared": "The draw flags of {count} rows were not compared: the price "
    "file lacks the minute bars of the four sessions before their reference, from which the "
    "draw band is computed.",
    "prices.unpriced": "{count} rows could not be priced ({reasons})",
    "prices.none_checked": "no row could be checked",
    "prices.times_unsealed": "Each row's reference and end times are the forecasts file's "
    "reference_at and event_end_at, which are not sealed.",
    "prices.parts": "{parts}.",
    # Each book line's proof-of-before properties (engine.properties), in the line card.
    "prop.own_broken": "this line's own seal or link does not match its bytes, so nothing "
    "about it is proven",
    "prop.broken_before": "the chain is broken at line {line}, before this line, so nothing "
    "about it is proven",
    "prop.inside": "inside the stamped prefix of {seal}",
    "prop.no_seal": "no matching seal covers this line",
    "prop.no_anchor": "no seal covering this line has a checked anchor yet",
    "prop.anchor": "{kind} anchor of {seal}: existed no later than {when}",
    "prop.anchor_consensus": "{anchor} (header time + τ); by the consensus rules alone, no "
    "later than {when} (the header time of block {height}, six confirmations later)",
    "prop.no_day": "the line names no session day (its run id is not YYYY-MM-DD-…)",
    "prop.time_unknown": "the seal time of this line is not established: {why} ({text})",
    "prop.sealed": "sealed {margin} the 09:30 New York open",
    "prop.token": "{sealed}; {tsa} signed the covering list at {time}",
    "prop.token_no_anchor": "{sealed}; {tsa} signed the covering list at {time}, but no "
    "anchor outside the operator covers the line yet, so this is not level 2+",
    "prop.late_own": "separate event: sealed {late} the open, so the book (line {line}) gives "
    "it its own reference, the close of the first one-minute bar from {bar}, after its seal "
    "by construction",
    "prop.late_unmarked": "sealed {late} the open, and no sealed line gives it its own "
    "reference; the forecasts file calls it a separate event (reference {reference}), but that "
    "file is not sealed",
    # The central claim summed up (engine.sealed_before_open).
    # P3 added up over the session days (engine.p3_check, Sections 3.4 and 3.11).
    "p3.pass": "In all {count} session(s) the counted run follows a rule declared before the "
    "runs and applied to sealed times only.",
    "p3.fail": "In {count} session(s) the counted run rests on a rule sealed after the runs, "
    "so the operator could have chosen among them; first {day}: {said}",
    "p3.not_checked": "Not checked: in {count} session(s) which run counts cannot be told from "
    "a declared rule; first {day}: {said}",
    "p3.no_sessions": "Not checked: the verified book holds no run line, so no session's "
    "counted run can be told.",
    "p3.warn": "In {count} session(s) the counted run's rule holds with a caveat; first "
    "{day}: {said}",
    "p1b.pass": "All {count} counted answer lines were sealed before their session's 09:30 "
    "New York open.",
    "p1b.pass_separate": "All {count} counted answer lines were sealed before their session's "
    "09:30 New York open, or after it with their own sealed reference (separate events: "
    "{separate}).",
    "p1b.late": "{count} counted answer line(s) sealed after the 09:30 New York open with no "
    "own reference in the book: {lines}.",
    "p1b.late_more": "{count} counted answer line(s) sealed after the 09:30 New York open with "
    "no own reference in the book: {lines}, and {more} more.",
    "p1b.late_line": "line {line} (seat {seat}, run {run}, sealed {late} the open)",
    "p1b.undecided": "{count} answer line(s) were sealed after the open, and whether they "
    "count cannot be told without the declaration (asks.jsonl line 1); first: line {line}.",
    "p1b.unknown": "The seal time of {count} counted answer line(s) is not established "
    "(first: line {line}), so the claim is not checked for them.",
    "p1b.none": "No counted answer line in this book.",
    # Runs asked and never sealed, rosters (engine.asked_runs; requirement 13).
    "asked.none": "The asks chain holds no outgoing ask (asks.jsonl not provided, or no ask "
    "lines), so runs asked and never sealed cannot be looked for.",
    "asked.all_sealed": "Each of the {count} asks of the asks chain names a run line of the "
    "book; {missing} expected answers were not sealed (reported, not judged).",
    "asked.never_sealed": "{count} run(s) were asked and never sealed in the book: {runs}. "
    "The operator could have asked again and kept the answers it liked (requirement 13).",
    "asked.run": "{run} asked at {at} (ask {sha}…)",
    "asked.unexpected": "In {count} run(s) a seat answered that the register of expected "
    "answers did not name (first: run {run}, seats {seats}).",
    # The standard's requirements (engine.requirements; paper Section 3.13).
    "req.1": "Event contract fixed before the ask; model, version and mode sealed in the "
    "answer line",
    "req.2": "A hash-chained, append-only book; ask and price snapshot hashed in the run",
    "req.3": "The book's head anchored outside the operator at every run (level 2)",
    "req.4": "One reference price per common event, after the seal",
    "req.5": "Every run published, counted or not, with its label",
    "req.6": "The counted run fixed by a rule declared before the runs",
    "req.7": "The asked event scored by a strictly proper rule",
    "req.8": "Empty cells and missing answers reported beside every score",
    "req.9": "The 50% benchmark and a sealed climatology beside every score",
    "req.10": "Rankings only after a minimum of sessions, with session-clustered intervals",
    "req.11": "Data and scoring code published; an immutable release with checksums",
    "req.12": "Each answer sealed on arrival; a time-stamp token at every seal (2+)",
    "req.13": "Each outgoing ask's hash sealed when sent, with the expected answers (2+)",
    "req.14": "Every consensus shown with its count, mean correlation and N_eff",
    "req.15": "A methodology change opens a new segment; corrections are appended",
    "req.16": "Readers who forecast are assigned once, counted once, never tracked",
    "req.17": "The diagnostics of Sections 4 to 6 reported beside the scores",
    "req.no_check": "The check behind this requirement did not run.",
    "req.detail": "{detail}",
    "req.no_answers": "The book holds no answer line to judge this by.",
    "req.1_met": "All {count} answer lines seal their model (or a salted commitment to it); the "
    "event contract's own fields are checked by the league's conformance script, which this "
    "app does not run.",
    "req.1_bare": "{count} answer line(s) seal no model and no commitment to one (first: line "
    "{line}).",
    "req.5_met": "Each of the {count} asks of the asks chain names a run line of the book.",
    "req.5_unsealed": "{count} run(s) were asked and never sealed in the book.",
    "req.6_met": "The rule declared at asks.jsonl line {line} was sealed at {declared}, before "
    "the runs it governs.",
    "req.6_after": "The rule declared at asks.jsonl line {line} ({declared}) is sealed after "
    "a run of {day} that it claims to govern: a rule applied after the runs does not meet "
    "the requirement.",
    "req.6_no_session": "No session from 2026-10-21 has a run to which a declared rule "
    "applies.",
    "req.12_no_limit": "Arrival to seal: median {median}, longest {longest}; the protocol "
    "declares no limit, so this is shown, not judged.",
    "req.12_over": "{count} answer(s) waited longer than the declared {limit} between arrival "
    "and seal (first: line {line}; median {median}, longest {longest}).",
    "req.12_met": "Every answer was sealed within the declared {limit} of its arrival (median "
    "{median}, longest {longest}).",
    "req.13_met": "All {count} asks are sealed in the asks chain with their register of expected "
    "answers.",
    "req.13_no_register": "{count} ask(s) carry no register of expected answers (seats, markets, "
    "horizons, deadline).",
    "req.elsewhere_8": "Not checkable from a bundle: the league's published score pages must "
    "show them. This app reports the missing answers it finds, run by run (the check "
    "'Every asked run sealed, with its roster').",
    "req.elsewhere_9": "Checked by the statistics, not the walk: the Statistics tab (stats "
    "--json, climatology) recomputes the climatology's content hash.",
    "req.elsewhere_10": "Not checkable from a bundle: it concerns the league's published "
    "rankings. The Statistics tab applies the 30/10 rule itself.",
    "req.elsewhere_14": "Not checkable from a bundle: it concerns the league's published "
    "consensus. The Statistics tab shows the count, correlation and N_eff beside its own.",
    "req.elsewhere_15": "Not checkable from a bundle alone: the methodology versions sealed in "
    "the run lines and the correction lines of the book show it to a reader.",
    "req.elsewhere_16": "Not checkable from a bundle: no readers' forecasts are in it.",
    "req.elsewhere_17": "Not checkable from a bundle: it concerns the league's published "
    "reports.",
    "prop.no_run": "no run named",
    "prop.no_declaration": "the declaration (asks.jsonl line 1) was not provided",
    "prop.declaration_absent": "no line of the asks chain declares which run counts (the "
    "paper seals that declaration as the chain's first line): no run counts",
    "prop.declaration_unread": "no counted-run rule could be read from the asks chain: {why}",
    "prop.declared_from": "the rule declared at asks.jsonl line {line} governs only from "
    "{day}",
    "prop.counted": "counted run",
    "prop.not_counted": "not the counted run; left out",
    "prop.counted_run": "the counted run of {day} is {run}",
    "prop.no_run_before_open": "development session {day}: no run was sealed before the "
    "09:30 New York open, so no run counts (the rule of Section 3.4)",
    "prop.counted_development": "development session: counted run {run}, the last run "
    "sealed before the 09:30 New York open (the rule of Section 3.4, applied after the runs)",
    "prop.counted_declared": "counted run {run} by the rule declared at asks.jsonl line "
    "{line} ({at}), sealed before the run",
    "prop.not_counted_declared": "not the counted run ({run} counts, by the rule declared "
    "at asks.jsonl line {line}, {at}, sealed before the run); left out",
    "prop.declared_after": "the rule declared at asks.jsonl line {line} ({at}) is not sealed "
    "before the run it governs ({run}, {run_at}): no rule was declared before the runs",
    "prop.no_run_in_slot": "no run of {day} was sealed in the declared {slot} slot ({start} "
    "to {end}): no run counts",
    "prop.declaration_signed": "an authority ({tsa}) signed the declaration at {time} "
    "(list {seal}), before the run",
    "prop.declaration_signed_late": "the first signed time over the declaration ({tsa}, "
    "{time}, list {seal}) is not before the run: the order rests on the chain's own times "
    "(level 1)",
    "prop.declaration_unsigned": "no signed time covers the declaration: the order rests "
    "on the chain's own times (level 1)",
    "prop.within_declared": "within the run the first well-formed answer of each seat "
    "counts from session {session}, by the rule declared at asks.jsonl line {line} ({at}), "
    "sealed before the run",
    "prop.within_after": "the rule within the run declared at asks.jsonl line {line} ({at}) "
    "is not sealed before the run it governs ({run}, {run_at})",
    "prop.within_missing": "which answer of a seat counts within the run is not declared in "
    "the asks chain (the paper declares it at asks.jsonl line {line}, from session 11): not "
    "checked",
    "decl.broken": "the declaration at asks.jsonl line {line} does not keep the chain's "
    "rules, so it is not read",
    "decl.schedule_unread": "the declaration at asks.jsonl line {line} names no slot of its "
    "schedule, no start day or no time in a known zone",
    "decl.within_run_unread": "the declaration at asks.jsonl line {line} does not say which "
    "answer counts from which session in a form this app reads",
    "decl.too_many": "more than {count} declaration lines: the rest were not read",
    "decl.unreadable": "the asks chain could not be read to its end",
    # Each seal's log entry (anchors.rekor).
    "rekor.logged": "The public log took this list's fingerprint at {time} (position "
    "{position}); its signatures check out ({where}).",
    "rekor.no_time": "The public log holds this list's fingerprint (position {position}; its "
    "signatures check out, {where}), but this log signs no time: the seal's time comes from "
    "its time-stamp tokens alone.",
    "rekor.time_unsigned": "The public log holds this list's fingerprint (position "
    "{position}; {where}), but no signature covers the time the entry gives ({time}): its "
    "signed entry timestamp is missing, so that time proves nothing about when the list "
    "existed.",
    "rekor.not_fetched": "The log names {count} more entries for this list that were not "
    "fetched (only the first {taken} are), so not every entry was checked.",
    "rekor.fails": "Fails: {problem} ({where}, position {position}).",
    "rekor.but": "But {warning}.",
    "rekor.in_log": "the log",
    "rekor.in_bundle": "the log's answer saved in the bundle",
    "rekor.in_cache": "the log's answer saved earlier on this computer",
    "rekor.root_old": "The trusted root in use was taken {age} days ago: a newer log key may "
    "be missing from it.",
    # The log's further checks (anchors.rekor_signer, log_history, equivocation).
    "signer.no_key": "Not checked: no log entry of this bundle names a signer key.",
    "signer.no_entry": "Not checked: no log entry of this bundle was verified.",
    "signer.one": "All {count} log entries are signed by the same key, fingerprint {key}.",
    "signer.most": "{count} of {total} log entries are signed by the key with fingerprint "
    "{key}.",
    "signer.others": "{count} seal(s) are signed by a different key: {seals} (the operator's "
    "key changed, or someone else logged those lists).",
    "signer.unreadable": "{count} entries name no signer that could be read.",
    "log.checkpoint": "size {size}, root {root}",
    "log.no_checkpoint": "Not checked: no verified log entry carries a signed checkpoint.",
    "log.same_head": "The log's tree head ({head}) is the one seen before.",
    "log.offline": "Not checked: working offline, so the log was not asked to prove that its "
    "tree of {small} entries is a prefix of its tree of {large}.",
    "log.unavailable": "Not checked: {reason}.",
    "log.grew": "The log only grew: its tree of {small} entries is a prefix of its tree of "
    "{large} (consistency proof verified; newest {newest}).",
    "log.two_roots": "two different roots for one tree size",
    "log.proof_fails": "the log's consistency proof between them does not add up",
    "log.forked": "The log shows two histories ({why}): checkpoint {first} and checkpoint "
    "{second}.",
    "second_book.no_signer": "Not checked: no log entry of this bundle names a signer, so "
    "there is no key to search the log for.",
    "second_book.offline": "Not checked: working offline, so the log was not asked for every "
    "entry the league's key signed.",
    "second_book.found": "The log holds an entry signed by the league's key for a list this "
    "bundle does not hold: log index {index}, logged at {time} (SHA-256 {sha256}). The "
    "operator logged something it did not publish.",
    "second_book.count": "{count} such entries in all.",
    "second_book.too_many": "Not checked in full: {count} entries signed by the league's key "
    "were not fetched (too many).",
    "second_book.undated": "Not checked: {count} entries signed by the league's key hold "
    "lists this bundle does not hold, and the log signed no time for them, so whether they "
    "fall in the season is not known.",
    "second_book.none": "All {count} entries the league's key signed in the season are lists "
    "of this bundle.",
    # The claims ladder (stats.claims_ladder): what a reader may claim, in one sentence.
    "claims.none": "This bundle reaches no rung of the claims ladder: {evidence}",
    "claims.reaches": "This bundle reaches rung {number}, {name}.",
    "claims.not_above": "Not rung {number}: {evidence}",
    "claims.reached_apart": "Rung(s) {numbers} are reached on their own, but a ladder is "
    "climbed from the bottom: they count only once rung {gap} is reached.",
    "rung.rules": "published rules",
    "rung.recomputed": "files recomputed",
    "rung.commitment": "external commitment verified",
    "rung.prices": "reconciled with an independent price source",
    "rung.prospective": "prospective paired evaluation frozen before its window",
    "rung.replication": "replication by a second pipeline",
    "claims.first_pass": "Step {number} passed",
    "claims.first_warn": "Step {number} has a warning",
    "claims.first_fail": "Step {number} failed",
    "claims.first_not_checked": "Step {number} was not checked",
    "claims.step_pass": "step {number} passed",
    "claims.step_warn": "step {number} has a warning",
    "claims.step_fail": "step {number} failed",
    "claims.step_not_checked": "step {number} was not checked",
    "claims.recomputed": "{steps}.",
    "claims.commitment": "{steps} (a warning does not count: it is not a check by a source "
    "you trust).",
    "claims.rules_not_object": "arena-protocol.json is not a JSON object.",
    "claims.rules": "arena-protocol.json is present ({version}).",
    "claims.no_prices": "No independent price file was given.",
    "claims.unusable": "The registered benchmark cannot be used: {reason}",
    "claims.not_frozen": "The climatology hashes to {recomputed}…, not the value the paper "
    "printed before the window ({paper}…): it was not frozen by the registration.",
    "endpoint.caveat": "Read the estimate below with care: it is computed against a "
    "benchmark the registration did not fix. {why}",
    "claims.no_window": "The registered window (from session 11) has no resolved session yet.",
    "claims.frozen": "Benchmark hash equals the paper's; {label}",
    "claims.replication": "A single bundle cannot show a second, independent pipeline; this "
    "app's recount recomputes, it does not replicate.",
    # Why a book line breaks the chain (core.line_rules), for readers who never saw the
    # paper.
    "rule.bom": "the file starts with a byte-order mark, so its bytes are not the ones that "
    "were stamped (an editor or a converter added it)",
    "rule.crlf": "the line endings were rewritten to Windows style (CRLF), so the bytes no "
    "longer match the stamped book; a copy that rewrites line endings fails by design",
    "rule.utf8": "the line is not valid UTF-8 text: bytes were damaged or re-encoded",
    "rule.json": "the line is not a readable JSON object",
    "rule.too_long": "the line is far longer than any book line can be; the file is damaged "
    "or not a book",
    "rule.fields": "the line lacks the bookkeeping fields n, prev, seal and link",
    "rule.n": "the line's number n does not match its position: lines were dropped, added "
    "or moved",
    "rule.prev": "the line does not point to the line before it (prev differs from that "
    "line's link): lines were dropped, added or moved",
    "rule.seal": "the line's content does not match its seal: something in it was changed "
    "after it was sealed",
    "rule.link": "the line's link does not match: its number, prev or seal were changed",
    "rule.text": "the line holds an escaped lone surrogate (such as \\ud800), which is not "
    "text: it cannot be written as UTF-8, so its seal and link cannot be recomputed by the "
    "paper's rule",
    "rule.duplicate_key": "the line names the same field twice with different values, so "
    "two readers could see two different lines under one hash",
    # A place to write that lies inside what is being verified (core.verified_tree).
    "write.inside_tree": "{path} is inside the bundle being checked ({tree}), and {what} is "
    "written beside a bundle, never into it: choose a place outside it.",
    "write.what_evidence": "an evidence pack",
    "write.what_statement": "a witness statement",
    "write.what_report": "a report",
    "write.what_chart": "a chart",
    # What cannot be opened (core.bundle_open, core.bundle), and the window's progress.
    "open.nothing_given": "No files were given to verify.",
    "open.empty": "The files given are empty: there is nothing to verify.",
    "open.missing": "{path} does not exist (check the name and the folder).",
    "open.cannot_open": "{path} cannot be opened ({error}).",
    "open.not_a_file": "{path} is not a file or a folder (it is a pipe, a device or a socket), "
    "so it cannot be verified.",
    "open.no_permission": "{path} cannot be read: you have no permission to read it.",
    "open.bad_zip": "{label} is not a readable zip file ({error}).",
    "open.zip_members": "{label} holds {count} files, more than the {limit} a league's bundle "
    "can have; it was not opened.",
    "open.zip_bytes": "{label} would unpack to {total} bytes, more than the {limit} a league's "
    "bundle can have; it was not opened.",
    "open.same_place": "Two files land on the same place {path}: {first} and {second}. A "
    "program that unpacks or copies them keeps only one, and which one differs from program "
    "to program, so this bundle cannot be verified as it is. Ask for a copy in which every "
    "file appears once.",
    "open.too_large": "{path} is {size} bytes, larger than the {limit} bytes such a file can "
    "be; it was not read.",
    "open.gone": "{path} cannot be read any more ({error}).",
    "open.unreadable": "{path} cannot be read ({error}).",
    "open.nothing_usable": "Nothing in {label} can be verified: no book, stamped list, ask "
    "text or code list was recognised.",
    "stats.no_forecasts": "council-forecasts.csv was not provided: there are no forecast rows "
    "to compute statistics from.",
    "stats.no_book": "The book (council-book.jsonl) was not provided, so no forecast row can "
    "be verified.",
    "progress.checking": "Checking {what}",
    "progress.anchors": "time anchors {done} of {total}",
    "progress.steps": "Checking asks, code and the lines' properties",
    "progress.recount": "Recounting the published figures",
    "progress.done": "Done",
    # The by-hand commands' comments (after "#"), said in the reader's language.
    "comment.paper": "and compare with the paper's printed values",
    "comment.ots": "or: ots info <HHMMSS>Z.txt.ots",
    "comment.code": "compare with arena-code.json",
    "comment.p1b": "max(at, booked_at) before 09:30 New York",
    "comment.asked": "each hash must be a run line's ask_sha256 in council-book.jsonl",
    "comment.identity": "equals the line's commitment",
    # How the reader's language writes a thousand: its second character is the separator
    # of every ``Grouped`` number (block heights, counts, sizes).
    "number.thousand": "1,000",
    # And a half: its second character is the decimal mark of every ``Figure``.
    "number.decimal": "0.5",
    **ANCHOR_TEMPLATES,  # the anchors' own reasons
    **REPORT_TEMPLATES,  # the report's own wording
    **INPUT_TEMPLATES,  # the one opener of files, and the cache folder's checks
    **DAY_TEMPLATES,  # a day's page (issue 29, item 5)
    **WATCH_TEMPLATES,  # the watch (issue 29, item 4)
    **HISTORY_TEMPLATES,  # the reader's own history and the re-check from it
    **COMMAND_TEMPLATES,  # the commands around the walk: fetch, prices, witness, trust
    **STATS_TEMPLATES,  # the statistics' text output (stats --lang)
}

# The sentences whose words depend on a number they give ("1 seal has", "2 seals have"):
# the value that counts, by message id. Their translations have one form per plural of
# the language (Qt's numerus forms; English's own file holds its two), chosen by that
# value; the English here, which the JSON keeps, is the form for any number.
COUNTED: dict[str, str] = {
    "level.development": "count",
    "step1.found": "lists",
    "step2.read": "lists",
    "step3.all_match": "count",
    "step3.skipped": "count",
    "step4.ok": "lines",
    "step5.all": "runs",
    "step5.missing": "missing",
    "step7.all": "count",
    "step7.differ": "compared",
    "step7.unverified": "count",
    "step8.missing": "missing",
    "step8.all": "count",
    "paper.unrelated": "count",
    "paper.differs_more": "more",
    "paper.all_match": "count",
    "forecasts.agree": "rows",
    "forecasts.differ": "count",
    "forecasts.unscored": "count",
    "forecasts.undecided": "count",
    "forecasts.unspoken": "count",
    "step6.anchored": "total",
    "step6.anchored_bound": "total",
    "step6.unanchored": "count",
    "step10.logged": "total",
    "step10.missing": "count",
    "step10.unsigned": "count",
    "step10.root": "age",
    "step9.fail": "total",
    "step9.valid": "total",
    "step9.late": "late",
    "reading.none": "count",
    "prices.draws_not_compared": "count",
    "prices.unpriced": "count",
    "p1b.pass": "count",
    "p3.pass": "count",
    "p3.fail": "count",
    "p3.not_checked": "count",
    "p3.warn": "count",
    "p1b.pass_separate": "count",
    "p1b.late": "count",
    "p1b.late_more": "count",
    "p1b.undecided": "count",
    "p1b.unknown": "count",
    "asked.all_sealed": "count",
    "asked.never_sealed": "count",
    "asked.unexpected": "count",
    "req.1_met": "count",
    "req.1_bare": "count",
    "req.5_met": "count",
    "req.5_unsealed": "count",
    "req.12_over": "count",
    "req.13_met": "count",
    "req.13_no_register": "count",
    "rekor.not_fetched": "count",
    "rekor.root_old": "age",
    "signer.one": "count",
    "signer.most": "total",
    "signer.others": "count",
    "signer.unreadable": "count",
    "second_book.count": "count",
    "second_book.too_many": "count",
    "second_book.undated": "count",
    "second_book.none": "count",
    "witness.agree": "count",
    "witness.not_read": "count",
    "report.more": "count",
    "text.more": "count",
    "progress.anchors": "total",
    "report.seal_count": "count",
    "history.unchanged": "seals",
    "history.unchanged_nothing_new": "seals",
    "history.listed": "count",
    "kept_parts.used": "count",
    "watch.rule_seal_times_capped": "count",
    "history.entry": "seals",
    "day.summary": "count",
    "report.each_seal_compact": "count",
    **COMMAND_COUNTED,
    **STATS_COUNTED,
}
