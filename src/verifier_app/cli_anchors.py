"""The time-anchor sources of ``verify`` and ``stats``: their arguments, and the anchor
options a walk gets from them (on the demo with none named, the demo's own)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from verifier_app.cli_types import electrum_address, explorer_address, seconds, web_address

if TYPE_CHECKING:
    from verifier_app.anchors.anchor_options import AnchorOptions
    from verifier_app.core.bundle import Bundle


def add_anchor_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("time anchors (sources the operator does not control)")
    group.add_argument("--headers", type=Path, metavar="FILE",
                       help='offline Bitcoin headers, JSON {"<height>": "<80-byte header hex>"}')
    group.add_argument("--explorer", action="append", type=explorer_address, metavar="URL",
                       help="Esplora-style block explorer (repeatable; all must agree)")
    group.add_argument("--electrum", action="append", default=[], type=electrum_address,
                       metavar="ADDRESS",
                       help="Electrum server for the headers on top of each anchor, "
                            "tcp://host:port or ssl://host:port (repeatable)")
    group.add_argument("--bitcoind", type=web_address, metavar="URL",
                       help="Bitcoin Core JSON-RPC, e.g. http://user:pass@127.0.0.1:8332")
    group.add_argument("--bitcoind-cookie", type=Path, metavar="FILE",
                       help="Bitcoin Core .cookie file for --bitcoind")
    group.add_argument("--trust-ca", action="append", type=Path, default=[], metavar="PEM",
                       help="also trust this root for RFC 3161 tokens (repeatable)")
    group.add_argument("--untrusted", action="append", type=Path, default=[], metavar="PEM",
                       help="intermediate certificates for RFC 3161 tokens, never trusted as "
                            "roots, like openssl's -untrusted (repeatable)")
    group.add_argument("--rekor-url", default=None, type=web_address, metavar="URL",
                       help="Rekor log address")
    group.add_argument("--rekor-key", type=Path, metavar="PEM", help="the log's public key")
    group.add_argument("--rekor-log-index", type=int, metavar="N",
                       help="look the entry up by this log index instead of by hash")
    group.add_argument("--evidence", type=Path, metavar="DIR",
                       help="an evidence pack written by --save-evidence: its log entries "
                            "and headers are checked like the bundle's own")
    group.add_argument("--offline", action="store_true",
                       help="no network at all; steps that need it say 'not checked'")
    group.add_argument("--timeout", type=seconds, default=10.0, help="seconds per request")


def anchor_options(args: argparse.Namespace, bundle: Bundle,
                   ask_servers_by_default: bool = True) -> AnchorOptions:
    """The user's anchor sources; with none given on the demo, the demo's own. Without
    ``ask_servers_by_default`` (``stats``) no server is asked unless the user named one."""
    from verifier_app.anchors.anchor_files import check_anchor_files
    from verifier_app.anchors.anchor_options import AnchorOptions
    from verifier_app.engine.walk import default_anchor_options

    headers = args.headers
    if headers is None and args.evidence is not None:
        headers = args.evidence / "bitcoin-headers.json"
    chosen = [headers, args.explorer, args.bitcoind, args.electrum, args.trust_ca,
              args.rekor_url, args.evidence,
              args.rekor_key, args.rekor_log_index]
    # every file named is checked, even one the demo's own sources leave unread
    check_anchor_files(headers, args.rekor_key, args.bitcoind_cookie, args.trust_ca,
                       args.untrusted)
    if bundle.is_demo and not any(chosen):
        return default_anchor_options(bundle)
    options = AnchorOptions(
        headers_file=headers, evidence=args.evidence, explorers=args.explorer,
        bitcoind_url=args.bitcoind,
        bitcoind_cookie=args.bitcoind_cookie, trust_ca=list(args.trust_ca),
        untrusted=list(args.untrusted),
        rekor_key=args.rekor_key, rekor_log_index=args.rekor_log_index,
        offline=args.offline, timeout=args.timeout, electrum=list(args.electrum),
    )
    if args.rekor_url:
        options.rekor_url = args.rekor_url
    named_server = any([args.explorer, args.bitcoind, args.electrum, args.rekor_url])
    if not ask_servers_by_default and not named_server:
        options.offline = True
    if options.offline and args.explorer is None:
        options.explorers = []
    return options
