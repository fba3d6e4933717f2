"""The anchors' own reasons (anchors.tsa, tsa_token, ots, block_headers, header_chain,
header_fetch, rekor, net) and the witness statements' (witness.check), as message templates.

Joined into ``core.messages.CATALOGUE``: a token that does not verify, a Bitcoin proof
whose header chain breaks or a log that cannot be reached is said in the reader's language;
the English is what it always was.
"""

from __future__ import annotations

ANCHOR_TEMPLATES: dict[str, str] = {
    # Why a time-stamp token does not verify (anchors.tsa_token, anchors.tsa).
    "token.too_large": "the file is over {limit} bytes, far larger than any time-stamp.",
    "token.not_tst": "the signed content is not a time-stamp.",
    "token.damaged": "the file is damaged or is not an RFC 3161 time-stamp.",
    "token.refused": "the authority refused the request (status {status}).",
    "token.refused_said": "the authority refused the request (status {status}: {text}).",
    "token.no_token": "the reply holds no time-stamp.",
    "token.not_signed": "the reply's time-stamp is not a signed object.",
    "token.bad_time": "its time ({written}) is not a valid date and time.",
    "token.not_utc": "its time ({written}) is not written in UTC, as RFC 3161 requires.",
    "token.odd_year": "its time ({written}, that is year {year}) is not a real time-stamp "
    "time (years {first} to {last} are accepted).",
    "token.bad_accuracy": "its stated accuracy is not valid (RFC 3161 allows whole seconds "
    "and 1 to 999 milliseconds and microseconds).",
    "token.uncheckable": "it has a structure this verifier cannot check.",
    "tsa.cert_file_ignored": "{file} in the proof folder could not be read as a certificate "
    "and was left out (openssl ts -verify -untrusted would stop at it); the token was "
    "checked with the certificates it carries and the folder's other files.",
    "token.weak_hash": "it names the hash {algorithm}, which is too weak or unknown to bind "
    "the list (SHA-256, SHA-384 or SHA-512 are accepted).",
    "token.other_content": "it was issued for other content: its {algorithm} imprint is not "
    "the hash of this stamped list.",
    "token.signatures": "it has {count} signatures instead of exactly one.",
    "token.no_signer": "the certificate of the authority that signed it is neither inside "
    "the token nor in the proof folder's tsa/ files.",
    "token.untrusted": "its signer ({signer}) does not lead to any root certificate you "
    "trust, valid at the time the token names.",
    "token.incomplete": "its signer ({signer}) does not lead to any root certificate you "
    "trust: the certificate chain is incomplete, as no certificate for the issuer "
    "'{issuer}' was given; add it with --untrusted or in Settings (or, if it is the "
    "authority's root and you trust it, as a trust root).",
    "token.bad_signature": "its signature does not match its content, so it was altered or "
    "not made with the authority's key.",
    "token.no_eku": "its signer's certificate is not marked for time-stamping (a critical "
    "timeStamping extended key usage is required).",
    "token.other_signer": "its signed attributes name a different signing certificate.",
    "token.no_ess": "it lacks the signed attribute that names its signing certificate.",
    # A Bitcoin proof's own sentences (anchors.ots).
    "ots.empty": "The proof file is empty.",
    "ots.not_all_checked": "Only the first {checked} of its {count} Bitcoin attestations were "
    "checked; the others were not.",
    "ots.too_large": "The proof file is far too large to be an OpenTimestamps proof.",
    "ots.unreadable": "The file is not a readable OpenTimestamps proof: {reason}.",
    "ots.bad_magic": "it does not start with the OpenTimestamps proof header",
    "ots.truncated": "it is cut short (truncated)",
    "ots.trailing": "it has extra bytes after the end of the proof",
    "ots.version": "it uses a proof format version this app does not know",
    "ots.damaged": "it is damaged and cannot be read",
    "ots.other_hash": "The proof stamps a {name} hash of a file, not the SHA-256 of this "
    "stamped list.",
    "ots.cannot_hash": "The proof stamps the file's {name} hash, which this app cannot "
    "compute, so it was not checked.",
    "ots.other_file": "This proof is for another file: it stamps {name} {digest}, but {what} "
    "hashes to {expected}.",
    "ots.the_list": "the stamped list",
    "ots.the_file": "the file",
    "ots.weak_sha1": "The proof stamps the file's SHA-1 hash, and SHA-1 is broken for "
    "collisions: whoever stamped it could have made two different files with the same SHA-1, "
    "so the proof cannot show which of them existed.",
    "ots.pending": "The proof is still pending at {calendars}: a pending attestation carries "
    "no time a reader can check yet; 'ots upgrade' completes the proof once the calendar has "
    "anchored it in Bitcoin.",
    "ots.no_bitcoin": "The proof holds no Bitcoin attestation, only kinds this app cannot "
    "check: {kinds}.",
    "ots.no_kinds": "none",
    "ots.block_not_checked": "Block {height} was not checked: {reason}; look up its Merkle "
    "root by hand and compare it with the commitment {commitment}.",
    "ots.warning": "{first} Warning: {warning}",
    # A pending proof completed from its calendars (anchors.ots_upgrade).
    "ots.upgraded": "Upgraded from calendar {calendar} at {time}.",
    "ots.upgraded_kept": "Upgraded from calendar {calendar} at {time} (the completed proof "
    "kept in {place}, checked again now).",
    "ots.place_cache": "this computer's cache",
    "ots.place_evidence": "the evidence pack",
    "ots.upgrade_offline": "Offline, its calendar was not asked: when it checks online, this "
    "app asks the calendar for the completed proof itself; or run 'ots upgrade {proof}' and "
    "check the upgraded proof.",
    "ots.upgrade_not_done": "Its calendars were asked for the completed proof: {reasons}. "
    "It stays pending.",
    "ots.kept_rejected": "The completed proof kept in {place} was not used: {reason}.",
    "ots.kept_damaged": "it is damaged",
    "ots.kept_no_bitcoin": "it holds no Bitcoin attestation",
    "ots.upgrade_impossible": "No calendar of this proof can be asked for the completed "
    "proof: {reasons}.",
    "ots.kept_other_calendar": "it names a calendar this proof does not name",
    "ots.calendar_pending": "{calendar} has not anchored it in Bitcoin yet",
    "ots.calendar_pending_said": "{calendar} has not anchored it in Bitcoin yet (it says "
    "\"{said}\")",
    "ots.calendar_address": "{calendar} was not asked: a calendar is only asked at an "
    "https:// address",
    "ots.calendar_invalid": "{calendar} was not asked: its address names no host that can "
    "exist (.invalid)",
    "ots.calendar_net": "{calendar} {reason}",
    "ots.calendar_status": "{calendar} answered with HTTP status {status}",
    "ots.calendar_unreadable": "{calendar} sent an answer that is not a readable timestamp",
    "ots.calendar_too_large": "{calendar} sent an answer larger than {limit} bytes",
    "ots.calendar_wrong": "{calendar} sent an answer that does not verify ({reason})",
    "ots.calendar_no_bitcoin": "{calendar} answered without a Bitcoin attestation",
    "ots.calendars_capped": "only the first {asked} of its {count} calendars were asked",
    # A block header held against the proof (anchors.block_headers, header_sources).
    "header.disagree": "The block explorers disagree about block {height}: {first} and "
    "{other} returned different block headers.",
    "header.disagree_unchecked": "{disagree} Neither header has more work checked here, so "
    "the block is not checked; an Electrum server or a Bitcoin node gives the headers on "
    "top that decide it.",
    # Two sources, two headers for an anchor's block: more work wins (header_fetch.settle).
    "header.outworked": "The sources disagree about block {height}: the header for it in "
    "{other} has more work ({blocks} block(s) checked here) than the header the proof names, "
    "so the proof's block is not in the chain with the most work, the one the network "
    "accepts (an orphaned block).",
    "header.outworks": "The header for block {height} in {other} differs from the one the "
    "proof names and has less work: it is not counted, as the chain with the most work is "
    "the one the network accepts.",
    "header.less_work": "The header for block {height} from {other} has less work than "
    "another source's: it is not counted, as the chain with the most work is the one the "
    "network accepts.",
    "header.undecided": "The sources disagree about block {height}: the header for it in "
    "{other} is not the one the proof names, and neither has more work checked here; an "
    "Electrum server or a Bitcoin node gives the headers on top that decide it.",
    "header.no_source_offline": "no block header source (offline and no headers file)",
    "header.no_source": "no block header source (none configured)",
    "header.unusable": "The block header from {source} is unusable: {reason}",
    "header.size": "A block header has 80 bytes; this one has {size}.",
    "header.not_hex": "The block header is not written in hexadecimal.",
    "header.target_negative": "The header's difficulty field encodes a negative target.",
    "header.target_zero": "The header's difficulty field encodes a target of zero.",
    "header.target_too_large": "The header's difficulty field encodes a target that is too "
    "large.",
    "header.other_hash": "The block header from {source} does not hash to the block hash it "
    "named for block {height} ({hash}).",
    "header.merkle": "The proof does not lead to this block: block {height}'s Merkle root is "
    "{root}, the proof arrives at {commitment}.",
    "header.no_work": "The block header from {source} fails its own proof of work: its hash "
    "is above the target in its difficulty field, so no one mined it.",
    "header.low_work": "The proof leads to block {height} of a header that is not from "
    "Bitcoin's main chain (its proof of work is far too small); the time it shows, {time}, "
    "proves nothing.",
    "header.pass": "The proof leads to Bitcoin block {height}, header time {time}: the "
    "stamped list existed no later than about {bound} (header time plus {hours} hours).",
    # The headers on top of the anchor's block (anchors.header_chain, header_fetch).
    "headers.no_link": "The header of block {height} does not link to block {before}: it "
    "names {named} as the block before it, but block {before} hashes to {actual}.",
    "headers.no_work": "The header of block {height} fails its own proof of work, so the "
    "chain on top of the anchor is broken there.",
    "headers.bad_bits": "The header of block {height} has an unusable difficulty field.",
    "headers.checkpoint": "Block {height} is not the block Bitcoin's main chain has there "
    "(the published checkpoint is {published}).",
    "headers.too_easy": "The header of block {height} is easier to mine than any main-chain "
    "block of its difficulty period: this is not Bitcoin's main chain.",
    "headers.off_main": "It has {count} confirmations in the headers checked.",
    "headers.off_main_why": "{why} It has {count} confirmations in the headers checked.",
    "headers.none_after": "No header after the anchor's block was available, so the work on "
    "top of it was not checked.",
    "headers.work": "{count} confirmations to block {last}, each header checked and linked: "
    "{work} expected hashes on top, {words} ({rate}).",
    "headers.rate": "at the rate the whole network mined the last checked block: one block "
    "every ten minutes at that block's difficulty",
    "work.year": "about {count} year of the whole Bitcoin network's work",
    "work.years": "about {count} years of the whole Bitcoin network's work",
    "work.day": "about {count} day of the whole Bitcoin network's work",
    "work.days": "about {count} days of the whole Bitcoin network's work",
    "work.hour": "about {count} hour of the whole Bitcoin network's work",
    "work.hours": "about {count} hours of the whole Bitcoin network's work",
    "work.minute": "about {count} minute of the whole Bitcoin network's work",
    "work.minutes": "about {count} minutes of the whole Bitcoin network's work",
    "work.less": "less than a minute of the whole Bitcoin network's work",
    # The log's per-seal reasons (anchors.rekor, rekor_verify, trusted_root).
    "log.not_our_hash": "the log entry does not hold this list's fingerprint",
    "log.bad_set": "the log's signature on this entry (signed entry timestamp) is not valid",
    "log.bad_proof": "the entry's proof of inclusion in the log's tree does not add up",
    "log.bad_checkpoint": "the log's signed tree head (checkpoint) does not verify with the "
    "log's key",
    "log.no_time": "this log signs no time for its entries (a Rekor v2 log: no signed entry "
    "timestamp, no integrated time), so the seal's time comes from its time-stamp tokens "
    "alone, never from the log",
    "log.no_proof": "the entry carries no signature from the log at all",
    "log.bad_uuid": "the entry's name (UUID) does not match its content",
    "log.other_entry": "the log answered with a different entry than the one asked for",
    "log.other_position": "the entry is at log position {position}, not at {expected} as "
    "given",
    "log.other_log": "the entry names a different log than the one whose key we hold",
    "log.no_set": "the entry carries no signed entry timestamp, so the log did not sign its "
    "time",
    "log.no_inclusion": "the log gave no inclusion proof, only its signed promise",
    "log.proof_damaged": "the entry's inclusion proof is damaged",
    "log.checkpoint_damaged": "the log's signed tree head (checkpoint) is damaged",
    "log.other_tree": "the log's signed tree head is for another tree than the proof",
    "log.bad_signer": "the signature in the log entry does not verify over the list's "
    "fingerprint with the key the entry names",
    "log.too_large": "the log's answer is too large to be one log entry",
    "log.not_json": "the log's answer is not readable JSON",
    "log.not_one": "the log's answer does not hold exactly one entry",
    "log.no_fields": "the log's answer lacks the fields of a log entry",
    "log.body_not_json": "the log entry's body is not readable JSON",
    "log.body_not_base64": "the log entry's body is not valid base64",
    "log.unknown_log": "unknown log: the entry's log id is not in the trusted root",
    "log.key_expired": "the key of {url} in the trusted root was not valid at the entry's "
    "time ({day})",
    "log.key_time_unsigned": "the key of {url} in the trusted root is no longer valid, and "
    "the entry carries no signed entry timestamp to show it was logged while the key was",
    "log.offline_unsaved": "working offline and no answer from the log was saved for this "
    "list",
    "log.no_entry": "the log has no entry for this list",
    "log.offline_unusable": "working offline, and the log answers the bundle carries in "
    "rekor/ could not be used for this list: {why}",
    # Why the bundle's own rekor/ files give no answer for a list (anchors.rekor_published).
    "rekor_files.unused": "The log answers the bundle carries in rekor/ were not used for "
    "this list: {why}.",
    "rekor_files.too_large": "{file} is larger than {limit} bytes, so it was not read",
    "rekor_files.not_json": "{file} is not readable JSON",
    "rekor_files.no_pointer": "{file} names no log entry in a form this app reads (a list's "
    "path or SHA-256 with a log index, a UUID or an entry file)",
    "rekor_files.no_index": "the bundle holds {count} file(s) under rekor/, but no {index} "
    "says which list each answers, and none is named by this list's SHA-256",
    "rekor_files.names_none": "{file}: no entry names a list of this bundle (its {count} "
    "entries name other lists)",
    "rekor_files.not_named": "{file} names other lists of this bundle, but not this one",
    "rekor_files.entry_missing": "{file} names {entry} for this list, and the bundle does "
    "not hold that file",
    "log.cache_unreadable": "the copy of the log's answer saved on this computer is "
    "unreadable ({reason})",
    "log.saved_damaged": "The saved log entry is damaged: {reason}.",
    "log.search_unreadable": "the log's search answer is not readable",
    "log.search_not_list": "the log's search answer is not a list of entries",
    "log.budget": "the log was not asked in time: the {seconds} s allowed for checking time "
    "anchors online ran out",
    "log.net": "the log {problem}",
    "log.no_consistency": "the log has no consistency proof between these tree sizes",
    "log.consistency_unreadable": "the log's consistency proof is not readable",
    "log.http": "the log answered with HTTP {status}",
    # The witness statements held against the book (witness.check).
    "witness.who": "{witness} (key {key}…)",
    "witness.not_statement": "{name} is not a witness statement: {problem}.",
    "witness.bad_signature": "the signature of {name} does not verify.",
    "witness.other_book": "{name} is about another book ({book}).",
    "witness.fewer": "witness {who} saw {lines} lines of {book} at {time}; this bundle's book "
    "has only {have}.",
    "witness.link": "witness {who} saw line {lines} of {book} at {time} with link {link}; "
    "this bundle has {have} at that line: line {lines} or a line before it was rewritten.",
    "witness.prefix": "witness {who} saw the first {lines} lines of {book} at {time} hash to "
    "{sha256}; in this bundle they hash to {have}: a line up to line {lines} was changed (its "
    "link at that line is the same).",
    "witness.list": "witness {who} saw the stamped list {list} at {time} with SHA-256 "
    "{sha256}; this bundle's has {have}.",
    "witness.agrees": "witness {who} saw {lines} lines at {time}; the book extends them.",
    "witness.contradicted": "{first} ({count} statements are contradicted.)",
    "witness.none": "Not checked: no witness statement in the folder is about this bundle's "
    "book.",
    "witness.agree": "{count} witness statement(s) agree: this bundle's book extends every "
    "prefix they saw.",
    "witness.not_read": "Not checked: the folder holds {count} more witness statement(s) "
    "that were not read (only the first {read} in name order are); of those read, {agreed} "
    "agree, but an unread one may contradict the book. Split the folder to check them all.",
    "witness.not_counted": "{first} {count} were not counted: {reason}",
    # Why the climatology benchmark is not used (stats.climatology, stats.endpoint).
    "clim.not_provided": "{name} was not provided.",
    "clim.too_large": "{name} is larger than {limit} bytes and was not read.",
    "clim.not_json": "{name} is not valid JSON.",
    "clim.not_object": "council-calibration.json is not a JSON object.",
    "clim.no_table": "council-calibration.json has no climatology_fixed table.",
    "clim.no_rows": "the climatology table has no usable rows.",
    "clim.no_sha256": "the climatology carries no sha256, so it cannot be checked and is not "
    "used.",
    "clim.content_differs": "the climatology's content hashes to {recomputed}…, not the "
    "declared {declared}…: the benchmark is not used.",
    "clim.window_differs": "council-clim-window.json hashes to {window}…, not the declared "
    "{declared}…: the benchmark is not used.",
    "clim.not_usable": "the climatology base rate q is not usable: {reason}",
    "clim.hash_unchecked": "its content hash did not check.",
    # The statistics' fixed rules and notes, kept in English in the JSON (stats.calibration,
    # stats.logistic, stats.crowd, stats.prices) and said in the reader's language.
    "stats.bins_rule": "fold p<50 to 100-p with the outcome flipped; drop 50; [50,60) [60,70) "
    "[70,80) [80,100]",
    "stats.calib_default": "default (paper, Section 4.4)",
    "stats.fit_few": "not estimated: too few forecasts, sessions or outcomes of both kinds",
    "stats.fit_separated": "not estimated: the fit did not converge (outcomes are perfectly "
    "separated by the probabilities)",
    "stats.fit_clustered": "session-clustered standard errors",
    "stats.interpolated": "interpolated between the lo and hi strikes",
    "stats.as_sealed": "as sealed",
    "stats.unpriced": "{kind} {count}",
    "stats.comma": "{first}, {second}",
    "stats.no_bar_after_reference": "no bar after reference",
    "stats.no_bar_before_end": "no bar before end",
    # What went wrong with a request (net), a phrase after the name of the server.
    "net.redirect_refused": "redirected to another address ({address}), which was refused",
    "net.no_time": "was not asked: no time was left",
    "net.redirects": "redirected too many times",
    "net.too_large": "sent an answer far too large",
    "net.timeout": "did not answer in time (within {seconds} s)",
    "net.address": "is not a usable web address (http:// or https://)",
    "net.certificate": "could not be trusted: its certificate did not verify",
    "net.unreachable": "could not be reached",
    "net.cut_off": "cut the connection off before the whole answer arrived",
    "net.unreachable_as": "could not be reached ({error})",
    "net.encoding": "sent a packed answer the app does not unpack (Content-Encoding: "
                    "{encoding})",
    "net.down": "was not asked again (earlier in this check it {reason})",
    # While the walk runs: every host asked failed to connect (net_pool.Pool.no_network).
    "net.no_network": "no network: checking offline — tick Offline to skip this",
}
