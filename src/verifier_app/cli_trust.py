"""``verifier-app trusted-root [--update] [--json]``: which Sigstore trusted root the walks
use, its date and age, and the expiry of the TUF root shipped as the anchor of every update
(``tuf_root`` in the JSON); ``--update`` first fetches the current one through Sigstore's TUF
repository (the only command that does). Exit codes: 0 shown or updated, 1 the update
failed (walks keep the copy named), 2 unusable input.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from verifier_app.cli_lang import add_lang_argument
from verifier_app.cli_output import emit, emit_json
from verifier_app.cli_types import seconds, web_address
from verifier_app.core.messages import Message

if TYPE_CHECKING:
    from verifier_app.anchors.trusted_root import TrustedRoot

EXIT_OK, EXIT_FAILED = 0, 1


def add_trust_parser(commands: Any) -> None:
    # Defaults are resolved in run_trust: building the parser must import no network code.
    trust = commands.add_parser(
        "trusted-root", help="show Sigstore's trusted root in use; --update fetches the "
                             "current one through Sigstore's TUF repository")
    trust.add_argument("--update", action="store_true",
                       help="fetch and verify the current trusted root (needs the network)")
    trust.add_argument("--repository", default=None, type=web_address, metavar="URL",
                       help="TUF repository (default: Sigstore's public one); its metadata "
                            "must verify from Sigstore's TUF root shipped with the app")
    trust.add_argument("--timeout", type=seconds, default=None,
                       help="seconds for the whole update, in total (default 30)")
    trust.add_argument("--json", action="store_true", help="print one JSON object")
    add_lang_argument(trust)


def run_trust(args: argparse.Namespace) -> int:
    from verifier_app.anchors.trusted_root_cache import anchor_info, root_in_use
    from verifier_app.cli_lang import said

    data: dict[str, Any] = {}
    code = EXIT_OK
    if args.update:
        from verifier_app.anchors.trust_refresh import DEFAULT_SECONDS, refresh_trusted_root
        from verifier_app.anchors.trusted_root_cache import REPOSITORY

        outcome = refresh_trusted_root(args.repository or REPOSITORY,
                                       args.timeout or DEFAULT_SECONDS)
        data = outcome.to_json()
        code = EXIT_OK if outcome.updated else EXIT_FAILED
        if not args.json:
            emit(said(outcome.said(), args), sys.stdout if outcome.updated else sys.stderr)
    root = root_in_use()
    data.setdefault("trusted_root", root.describe())
    data.setdefault("logs", [log.base_url for log in root.logs])
    anchor = anchor_info()
    data["tuf_root"] = anchor.to_json()  # the shipped TUF root: version, expiry
    if args.json:
        emit_json(data)
    else:
        emit("\n".join(said(line, args) for line in describe_in_use(root)))
        emit(said(anchor.message(), args))
    return code


def describe_in_use(root: TrustedRoot) -> list[Message]:
    """The trusted root in use, in a few plain lines."""
    from verifier_app.anchors.trusted_root import MAX_AGE_DAYS

    facts = root.describe()
    source = root.source_said or Message.of("join.text", text=root.source)
    age = facts["age_days"] if facts["age_days"] is not None else "?"
    lines = [Message.of("trust.in_use", source=source),
             Message.of("trust.taken_old", fetched=str(facts["fetched"]), age=age,
                        limit=MAX_AGE_DAYS) if facts["too_old"] else
             Message.of("trust.taken", fetched=str(facts["fetched"]), age=age),
             Message.of("trust.logs", logs=", ".join(log.base_url for log in root.logs))]
    if root.unused_said is not None:
        lines.append(Message.of("step10.root_unused", reason=root.unused_said))
    elif root.note:
        lines.append(Message.of("join.text", text=root.note))
    return lines
