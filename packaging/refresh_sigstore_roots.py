"""Release step: refresh the Sigstore roots shipped in ``resources/rekor/`` before a build.

The app ships two Sigstore files that age:

- ``sigstore-tuf-root.json``, Sigstore's TUF root, the anchor every ``trusted-root
  --update`` starts from. Once it has expired, an update verifies only while the repository
  offers a newer root signed by it; the app then tells the reader its own trust anchor is
  out of date and to install a newer version. A release must ship a current one.
- ``trusted_root.json``, the log keys walks use until the reader updates them.

This script does what the app's own update does (``anchors.trust_refresh``: the TUF client
follows every root version from the shipped one, each signed by the threshold of the one
before, and accepts ``trusted_root.json`` only as the signed targets metadata lists it),
then writes the newest verified TUF root and the trusted root into the resources folder
with their ``.source.json`` records. It needs the network (Sigstore's repository); it never
trusts anything that did not verify from the root already shipped.

    .venv/bin/python packaging/refresh_sigstore_roots.py            # Sigstore's repository
    .venv/bin/python packaging/refresh_sigstore_roots.py --check    # only say the expiry

Exit codes: 0 written (or, with ``--check``, the shipped root is valid for ``--min-days``),
1 the update did not verify or the root expires too soon, 2 unusable arguments.
See packaging/RELEASE-CHECKLIST.md.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from verifier_app.anchors.trust_refresh import RefreshFailed, fetch_verified
from verifier_app.anchors.trusted_root import ROOT_FILE, SOURCE_FILE, read_trusted_root
from verifier_app.anchors.trusted_root_cache import (
    ANCHOR_FILE,
    REPOSITORY,
    TARGET,
    AnchorInfo,
    anchor_info,
    host_of,
)

HERE = Path(__file__).resolve().parent
RESOURCES = HERE.parent / "resources" / "rekor"
ANCHOR_SOURCE = "sigstore-tuf-root.source.json"
MIN_DAYS = 90  # a release whose TUF root expires sooner than this is not worth shipping


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    folder: Path = args.resources
    current = anchor_info((folder / ANCHOR_FILE).read_bytes())
    if args.check:
        return _judge(current, args.min_days, "shipped")
    with tempfile.TemporaryDirectory(prefix="sigstore-roots-") as scratch:
        try:
            verified = fetch_verified(args.repository, Path(scratch),
                                      (folder / ANCHOR_FILE).read_bytes(), args.timeout)
        except RefreshFailed as exc:
            print(f"Not refreshed: {exc}", file=sys.stderr)
            return 1
    read_trusted_root(verified.trusted_root, None, "check")  # a readable trusted root
    newest = anchor_info(verified.tuf_root)
    if _judge(newest, args.min_days, "newest verified") != 0:
        return 1
    _write(folder, args.repository, current, newest, verified.tuf_root, verified.trusted_root)
    print(f"Written to {folder}: {ANCHOR_FILE} (version {newest.version}, expires "
          f"{newest.to_json()['expires']}) and {TARGET}. Update the version, expiry and "
          "SHA-256 named in resources/rekor/README.md, then commit.")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repository", default=REPOSITORY, help="TUF repository")
    parser.add_argument("--resources", type=Path, default=RESOURCES,
                        help="the folder holding the shipped Sigstore files")
    parser.add_argument("--min-days", type=int, default=MIN_DAYS,
                        help="days the TUF root must still be valid (default %(default)s)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds in total")
    parser.add_argument("--check", action="store_true",
                        help="only check the shipped TUF root's expiry; no network")
    return parser


def _judge(info: AnchorInfo, min_days: int, which: str) -> int:
    expires = info.to_json()["expires"]
    if info.expired(datetime.now(UTC) + timedelta(days=min_days)):
        when = f"expired on {expires}" if info.expired() else \
            f"expires {expires}, within {min_days} days"
        print(f"The {which} TUF root (version {info.version}) {when}: refresh it before a "
              "release.", file=sys.stderr)
        return 1
    print(f"The {which} TUF root (version {info.version}) is valid until {expires}.")
    return 0


def _write(folder: Path, repository: str, before: AnchorInfo, newest: AnchorInfo,
           tuf_root: bytes, trusted_root: bytes) -> None:
    today = datetime.now(UTC).date().isoformat()
    host = host_of(repository)
    (folder / ANCHOR_FILE).write_bytes(tuf_root)
    _record(folder / ANCHOR_SOURCE, {
        "repository": repository,
        "from": f"{host}, {newest.version}.root.json, verified by TUF from the root shipped "
                f"before (version {before.version}) on {today}",
        "version": newest.version, "expires": newest.to_json()["expires"],
        "sha256": hashlib.sha256(tuf_root).hexdigest()})
    (folder / ROOT_FILE).write_bytes(trusted_root)
    _record(folder / SOURCE_FILE, {
        "fetched": today,
        "from": f"Sigstore's TUF repository ({host}), verified by TUF from its root version "
                f"{newest.version}"})


def _record(path: Path, doc: dict[str, object]) -> None:
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
