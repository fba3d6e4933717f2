"""The sentences of the commands around the walk, as message templates joined into
``engine.messages.CATALOGUE``: the command line's own refusals, the download (``fetch``),
the reader's price file (``stats --prices``), the witness statements and the trusted root's
update (``trusted-root``, the Settings button). Each is said in the reader's language by
the window and by the command line (``--lang``, or the locale's language).
"""

from __future__ import annotations

COMMAND_TEMPLATES: dict[str, str] = {
    # The command line's own refusals (cli, cli_fetch, cli_stats, demo, stats.summary).
    "cli.error": "verifier-app: {reason}",
    "cli.stopped": "verifier-app: stopped.",
    "cli.fetch_stopped": "verifier-app: stopped; the bundle is as it was, and the next fetch "
    "resumes.",
    "cli.fetch_limits": "--timeout and the size limits must be positive, --retries ≥ 0.",
    "cli.needs_prices": "--outcomes-from-prices needs a price file: add --prices FILE.",
    "cli.demo_sessions": "--sessions must be between 1 and 400.",
    "cli.demo_not_empty": "{dest} is not empty: choose a new folder for the demo bundle.",
    "cli.unknown_tamper": "Unknown tamper kind {kind}; choose one of: {kinds}.",
    "cli.no_run": "There is no run {run} in the forecasts; runs go from {first} to {last}.",
    "cli.no_runs": "There are no runs.",
    "cli.no_horizon": "There is no horizon {horizon}; the forecasts have {known}.",
    "cli.not_a_day": "{day} is not a day of the form YYYY-MM-DD.",
    "cli.evidence_taken": "{dest} already exists and is not an empty folder.",
    "cli.not_a_certificate": "{path} does not hold a certificate in PEM or DER form.",
    "cli.list_fingerprint": "A list fingerprint must be 64 hexadecimal characters.",
    "cli.log_key_missing": "The Rekor public key that ships with this app is missing; please "
    "reinstall.",
    "cli.log_key_unreadable": "The Rekor log key is not a readable public key (PEM).",
    "cli.log_key_altered": "The Rekor public key that ships with this app was altered; please "
    "reinstall.",
    # The evidence pack (anchors.evidence_pack, verify --save-evidence).
    "evidence.not_written": "The evidence pack was not written to {dest} ({reason}); nothing "
    "of it was left there.",
    "evidence.written": "Evidence pack written to {dest}: {entries}, {headers}{upgraded}.",
    "evidence.log_entries": "{count} log entries",
    "evidence.headers": "{count} block headers",
    "evidence.upgraded": ", {count} upgraded Bitcoin proof(s)",
    "evidence.why_file_in_way": "a file stands where its folder would be",
    "evidence.why_not_writable": "that place may not be written to",
    "evidence.why_read_only": "that place is on a read-only disk",
    "evidence.why_disk_full": "the disk is full",
    "evidence.why_quota": "the disk quota is used up",
    "evidence.why_too_large": "a file would be larger than this system allows",
    "evidence.why_name_too_long": "the name is too long",
    # The download (fetch.sources, fetch.policy, fetch.planner).
    "fetch.not_a_source": "{text} is neither an address (https://…) nor a Zenodo DOI "
    "(10.5281/zenodo.N).",
    "fetch.not_a_day": "{text} is not a day; write it as YYYY-MM-DD.",
    "fetch.range_backwards": "The range {range} ends before it starts.",
    "fetch.range_too_long": "The range {range} is longer than {days} days.",
    "fetch.plain_http": "Refused {url}: plain http is only allowed to this computer "
    "(loopback); use the https:// address.",
    "fetch.not_https": "Refused {url}: only https:// addresses can be downloaded.",
    "fetch.redirect": "Refused a redirect from {original} to another host ({host}): a bundle "
    "is only taken from the address you gave. If you trust {host}, allow it with "
    "--allow-redirect-host {host}.",
    "fetch.dest_is_file": "{dest} is a file; choose a folder for the bundle.",
    "fetch.nothing": "Nothing could be downloaded. {problems}",
    # A file that did not arrive (fetch.client, fetch.responses, fetch.session, fetch.zenodo).
    "fetch.gave_up_file": "{label}: given up, as the {deadline} s allowed for the whole "
    "download ran out (--deadline).",
    "fetch.timeout": "{label}: {url} did not answer within {timeout} s (the whole answer must "
    "arrive within that time).",
    "fetch.certificate": "{label}: the certificate of {url} could not be verified, so nothing "
    "was downloaded from it. The connection may be intercepted, or the computer's clock may "
    "be wrong.",
    "fetch.unreachable": "{label}: could not reach {url} (offline, or the server is down).",
    "fetch.cut_off": "{label}: the connection was cut off before the whole file arrived.",
    "fetch.request_failed": "{label}: the request to {url} failed ({error}).",
    "fetch.partial_restart": "{label}: the partial copy did not fit; starting again.",
    "fetch.not_found": "{label}: the server has no such file ({url}, HTTP {code}).",
    "fetch.http_error": "{label}: the server answered with an error (HTTP {code}) for {url}.",
    "fetch.short": "{label}: the server sent only {received} of the {announced} bytes it "
    "announced (the download was cut off).",
    "fetch.no_such_file": "Could not fetch {relpath}: the server has no such file ({url}).",
    "fetch.could_not": "Could not fetch {relpath}. {reason}",
    "fetch.record_unreadable": "The release record at {url} is not readable JSON.",
    "fetch.record_empty": "The release record at {url} lists no files.",
    "fetch.given_up": "Gave up on {count} file(s) when the {deadline} s allowed for the whole "
    "download ran out: {named}. Run fetch again to resume, or allow more time with "
    "--deadline.",
    "fetch.given_up_more": "{named} and {more} more (all listed in --json)",
    "fetch.net_said": "{label}: {url} {error}.",
    "fetch.too_large": "{label} is larger than the {cap} allowed for such a file, so it was "
    "not stored. If you expect a file this large, raise the limit (--max-file-mb or "
    "--max-book-mb).",
    "fetch.too_large_announced": "{label} is larger than the {cap} allowed for such a file "
    "(the server announced {length}), so it was not stored. If you expect a file this large, "
    "raise the limit (--max-file-mb or --max-book-mb).",
    "fetch.bad_name": "Refused the file name {relpath}: it would land outside the bundle "
    "folder or replace its record.",
    "fetch.day_page": "the proof page for {day}",
    "fetch.record": "the release record",
    "fetch.no_day_page": "There is no proof page for {day} ({url}).",
    "fetch.no_session": "{said} (No session that day?)",
    "fetch.day_page_unread": "Could not read the proof page for {day}. {reason}",
    "fetch.day_page_empty": "The proof page for {day} ({url}) names no stamped list.",
    "fetch.no_manifest": "The release carries no readable manifest, so its files could only "
    "be checked against the record's MD5 checksums, not against SHA-256.",
    "fetch.not_in_manifest": "Refused {key}: the release's manifest does not list it.",
    "fetch.not_in_release": "The manifest lists {path}, but the release has no such file.",
    "fetch.manifest_entry": "Entry {number} of the manifest {name} has no usable path and "
    "SHA-256; it was ignored.",
    "fetch.manifest_line": "Line {number} of the manifest {name} is not '<sha256>  <path>'.",
    "fetch.manifest_empty": "The manifest {name} lists no file with a SHA-256.",
    "fetch.manifest_unreadable": "The manifest {name} is not readable JSON.",
    "fetch.manifest_no_list": "The manifest {name} does not hold a list of files.",
    # A file the release refused (fetch.zenodo).
    "fetch.refused_record_size": "Refused {name}: it is {size} bytes, but the release record "
    "says {expected}. It was not stored.",
    "fetch.refused_md5": "Refused {name}: its MD5 checksum {got} differs from the release "
    "record's {expected}. It was not stored.",
    "fetch.refused_sha256": "Refused {name}: its SHA-256 {got} differs from the release "
    "manifest's {expected}. It was not stored.",
    "fetch.refused_manifest_size": "Refused {name}: it is {size} bytes, but the release "
    "manifest says {expected}. It was not stored.",
    # What changed since the reader's earlier copy (fetch.refresh).
    "refresh.replaced": "The operator replaced {relpath}, a file that never changes once "
    "published; your earlier copy is kept.",
    "refresh.proof_changed": "The proof {relpath} changed (an upgrade from pending to a "
    "Bitcoin attestation is normal); your earlier copy is kept.",
    "refresh.updated": "{relpath} was updated; your earlier copy is kept.",
    "refresh.shrunk": "The operator removed lines you already had: {relpath} now has {new} "
    "lines, your earlier copy had {old}. Both copies are kept.",
    "refresh.shrunk_differs": "The operator removed lines you already had: {relpath} now has "
    "{new} lines, your earlier copy had {old} (and line {line} differs). Both copies are "
    "kept.",
    "refresh.rewritten": "The operator changed lines you already had: line {line} of "
    "{relpath} differs from your earlier copy. Both copies are kept.",
    "refresh.rewritten_more": "The operator changed lines you already had: line {line} (and "
    "{more} more: {listed}) of {relpath} differs from your earlier copy. Both copies are kept.",
    "refresh.grew": "{relpath} grew from {old} to {new} lines; the {old} lines you had are "
    "unchanged, byte for byte.",
    "refresh.first": "There was no earlier copy to compare with.",
    "refresh.consistent": "Everything you had before came back unchanged; the book only grew "
    "(or stayed the same).",
    # The download's text output (cli_fetch) and its progress lines.
    "fetch.text_bundle": "Bundle: {dest}",
    "fetch.text_files": "Files: {counts}",
    "fetch.text_kept": "earlier copy kept at {path}",
    "fetch.text_problem": "Problem: {text}",
    "fetch.text_note": "Note: {text}",
    "fetch.text_refresh": "Refresh check: {verdict}. {detail}",
    "fetch.refresh_first": "first",
    "fetch.refresh_consistent": "consistent",
    "fetch.refresh_rewritten": "rewritten",
    "fetch.verdict_ok": "Everything asked for arrived.",
    "fetch.verdict_problems": "Some files are missing or were refused (see above); what "
    "arrived is kept and can be verified.",
    "fetch.verdict_rewritten": "WARNING: the operator changed history you had already "
    "downloaded.",
    "fetch.text_next": "Next: verifier-app verify {dest}",
    "fetch.files_fetched": "{count} fetched",
    "fetch.files_unchanged": "{count} unchanged",
    "fetch.files_updated": "{count} updated",
    "fetch.files_rewritten": "{count} rewritten",
    "fetch.files_not_offered": "{count} not offered",
    "fetch.files_missing": "{count} missing",
    "fetch.files_failed": "{count} failed",
    "fetch.files_refused": "{count} refused",
    "fetch.files_given_up": "{count} given up",
    "fetch.progress": "[{done}/{total}] {label}: {size} bytes",
    "fetch.progress_of": "[{done}/{total}] {label}: {got} of {size} bytes",
    # The reader's price file (stats.price_file).
    "price_file.unreadable": "The price file {name} is not a readable CSV file (UTF-8 text "
    "with a header line asset,time,price).",
    "price_file.columns": "The price file {name} lacks the column(s) {columns}; the README "
    "describes the format.",
    "price_file.asset_column": "asset (or symbol)",
    "price_file.empty": "The price file {name} holds no prices.",
    "price_file.bad_price": "The price file {name}, line {line}: the price must be a positive "
    "number and the asset must be named.",
    "price_file.two_prices": "The price file {name} gives two prices for {code} at {time}.",
    "price_file.out_of_years": "The price file {name} holds a time outside the years a price "
    "time can have ({oldest} to {newest}).",
    "price_file.not_a_time": "The price file {name}, line {line}: {text} is neither a date nor "
    "a time with its zone (such as 2026-10-19T13:30:00Z).",
    "price_file.line_out_of_years": "The price file {name}, line {line}: {text} is outside the "
    "years a price time can have ({oldest} to {newest}).",
    "price_file.not_a_date": "The price file {name}, line {line}: {text} is not a date.",
    # Witness statements (witness.use, witness.workshop, witness.check, witness.statement,
    # witness.keys).
    "statement.not_a_folder": "{folder} is not a folder of witness statements.",
    "statement.as_reason": "{reason}.",
    "statement.not_written": "The witness statement was not written: {reason}",
    "statement.not_written_because": "The witness statement was not written: {reason}.",
    "statement.nothing_verified": "No witness statement was written: no seal of the book was "
    "verified, so there is nothing to witness.",
    "statement.not_saved": "The witness statement could not be saved to {name} ({reason}).",
    "statement.written": "Witness statement written to {name}, signed by {key}.",
    "statement.not_signed": "No witness statement could be signed: {reason}.",
    "statement.original_unverified": "No witness statement could be signed: no seal of the "
    "original book was verified.",
    "statement.folder_unreadable": "the folder of witness statements cannot be read "
    "({reason})",
    "statement.too_large": "it is too large to be a witness statement",
    "statement.not_utf8": "it is not UTF-8 text",
    "statement.not_ours": "it is not a witness statement of this app",
    "statement.bad_field": "its line '{name}' is missing or damaged",
    "statement.bad_numbers": "its line count or hashes are damaged",
    "statement.not_regular": "it is not a regular file",
    "statement.cannot_read": "it cannot be read ({reason})",
    "statement.control_character": "a name in the statement holds a control character",
    "statement.not_a_key": "{name} in the app's data folder is not a witness key; move it "
    "away to make a new one",
    # The trusted root and its update (anchors.trust_refresh, anchors.trusted_root_cache,
    # anchors.trusted_root, cli_trust).
    "trust.in_use": "Sigstore's trusted root in use: {source}.",
    "trust.taken": "Taken {fetched}, {age} days ago.",
    "trust.taken_old": "Taken {fetched}, {age} days ago, more than {limit}: a newer log key "
    "may be missing from it.",
    "trust.logs": "Transparency logs: {logs}.",
    "trust.source_shipped": "shipped copy ({origin})",
    "trust.source_updated": "updated from Sigstore's TUF repository at {host} and verified "
    "by TUF",
    "trust.updated": "The trusted root was updated from Sigstore's TUF repository ({host}) "
    "and verified by TUF: {count} transparency logs, taken {fetched}.",
    "trust.older_than_shipped": "The trusted root fetched now is dated before the copy "
    "shipped with the app (taken {fetched}), which walks keep using.",
    "trust.aside_failed": "The TUF metadata saved on this computer is damaged and could not "
    "be set aside ({reason}).",
    "trust.set_aside": "The TUF metadata saved on this computer was damaged ({name}: {why}); "
    "it was set aside as {aside} and the update started afresh from the TUF root shipped "
    "with the app.",
    "trust.unreadable_target": "Sigstore's TUF repository ({host}) signed a file the app "
    "cannot read: {reason}.",
    "trust.not_read_back": "The TUF metadata saved by this update could not be read back from "
    "the cache folder ({reason}).",
    "trust.not_saved": "The updated trusted root could not be saved in the cache folder "
    "({reason}).",
    "trust.no_target": "Sigstore's TUF repository ({host}) lists no {target}.",
    "trust.target_mismatch": "Sigstore's TUF repository ({host}) sent a {target} whose length "
    "or hash differs from its signed metadata; it was refused.",
    "trust.repository": "Sigstore's TUF repository ({host}) {why}.",
    "trust.why_http": "answered HTTP {code}",
    "trust.why_too_long": "sent a file longer than its signed metadata allows; it was refused",
    "trust.why_expired": "offered expired metadata ({reason}); it was refused",
    "trust.why_rollback": "offered metadata older than what this computer already verified "
    "(a rollback: {reason}); it was refused",
    "trust.why_unsigned": "offered metadata not signed by enough of the keys trusted for it; "
    "it was refused",
    "trust.why_mismatch": "sent metadata whose length or hash differs from what the signed "
    "metadata above it lists; it was refused",
    "trust.why_unreadable": "could not be read",
    "trust.why_failed": "offered metadata that failed TUF verification ({reason}); it was "
    "refused",
    "trust.root_too_large": "the trusted root is too large",
    "trust.root_unreadable": "the trusted root is not a readable Sigstore trusted_root.json",
    "trust.record_unreadable": "the note of when it was updated is unreadable",
    "trust.file_missing": "{name} is missing",
    "trust.file_damaged": "{name} is damaged ({why})",
    "trust.lists_no_target": "the saved targets metadata lists no {target}",
    "trust.file_unreadable": "a file of it could not be read ({reason})",
    "trust.does_not_verify": "it does not verify against the TUF metadata saved with it "
    "({reason})",
    "trust.not_the_copy": "it is not the copy its last update verified",
}

# Of these, the sentences whose words depend on a number they give (see ``COUNTED``).
COMMAND_COUNTED: dict[str, str] = {
    "evidence.log_entries": "count",
    "evidence.headers": "count",
    "evidence.upgraded": "count",
    "fetch.given_up": "count",
    "fetch.range_too_long": "days",
    "refresh.shrunk": "new",
    "refresh.shrunk_differs": "new",
    "refresh.rewritten_more": "more",
    "refresh.grew": "old",
    "fetch.files_fetched": "count",
    "fetch.files_unchanged": "count",
    "fetch.files_updated": "count",
    "fetch.files_rewritten": "count",
    "fetch.files_not_offered": "count",
    "fetch.files_missing": "count",
    "fetch.files_failed": "count",
    "fetch.files_refused": "count",
    "fetch.files_given_up": "count",
    "fetch.progress": "size",
    "fetch.progress_of": "size",
    "trust.taken": "age",
    "trust.taken_old": "age",
    "trust.updated": "count",
}
