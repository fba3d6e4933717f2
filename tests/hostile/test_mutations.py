"""Property: whatever is changed in the demo bundle, no exception escapes; a change to a
proof, a token, a log entry or a published file leaves the bundle usable (a verdict, never
"unusable"); and a change to committed bytes (the sealed lines of the book and the asks
chain, a stamped list) is never a pass.

Examples are drawn by hypothesis from a fixed seed, so CI sees the same ones every run;
``scripts/hostile-campaign`` runs many more.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from tests.hostile.inputs import ASKS, BOOK, sealed_prefix_bytes, walk_verdict
from verifier_app.core.bundle_open import open_bundle
from verifier_app.engine.seals import read_seals
from verifier_app.engine.walk import walk

EXAMPLES = int(os.environ.get("HOSTILE_EXAMPLES", "40"))


def _committed_ranges(root: Path) -> dict[str, int]:
    """File -> how many of its leading bytes a stamped list commits to."""
    bundle = open_bundle([root])
    claims = [c for _, covers in read_seals(bundle) for c in covers]
    ranges: dict[str, int] = {}
    for relpath, name in ((BOOK, "book.jsonl"), (ASKS, "asks.jsonl")):
        lines = max(c.lines for c in claims if c.book.endswith(name))
        ranges[relpath] = sealed_prefix_bytes((root / relpath).read_bytes(), lines)
    for stamped in bundle.stamped_lists():
        ranges[stamped.relpath] = stamped.size
    return ranges


@pytest.fixture(scope="module")
def playground(tmp_path_factory: pytest.TempPathFactory,
               demo_master: Path) -> Iterator[tuple[Path, dict]]:
    root = tmp_path_factory.mktemp("mutations") / "bundle"
    shutil.copytree(demo_master, root)
    assert walk_verdict(root) == "pass"
    yield root, _committed_ranges(root)


MUTATIONS = ("flip", "insert", "delete", "truncate", "crlf", "bom", "duplicate_line")


def _mutate(data: bytes, kind: str, position: int, value: int) -> bytes:
    position = min(position, max(len(data) - 1, 0))
    if kind == "flip":
        return data[:position] + bytes([data[position] ^ (1 << (value % 8))]) + \
            data[position + 1:]
    if kind == "insert":
        return data[:position] + bytes([value]) + data[position:]
    if kind == "delete":
        return data[:position] + data[position + 1:]
    if kind == "truncate":
        return data[:position]
    if kind == "crlf":
        return data.replace(b"\n", b"\r\n")
    if kind == "bom":
        return b"\xef\xbb\xbf" + data
    start = data.rfind(b"\n", 0, position) + 1  # duplicate the line holding ``position``
    end = data.find(b"\n", position) + 1 or len(data)
    return data[:end] + data[start:end] + data[end:]


@pytest.mark.slow
@seed(20261201)
@settings(max_examples=EXAMPLES, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow])
@given(data=st.data())
def test_a_change_to_committed_bytes_is_never_a_pass(playground, data) -> None:
    root, ranges = playground
    relpath = data.draw(st.sampled_from(sorted(ranges)), label="file")
    kind = data.draw(st.sampled_from(MUTATIONS), label="mutation")
    position = data.draw(st.integers(0, ranges[relpath] - 1), label="position")
    value = data.draw(st.integers(0, 255), label="byte")
    path = root / relpath
    original = path.read_bytes()
    changed = _mutate(original, kind, position, value)
    if changed[: ranges[relpath]] == original[: ranges[relpath]] and kind != "bom":
        return  # e.g. an inserted byte equal to the one it displaced: nothing changed
    path.write_bytes(changed)
    try:
        assert walk_verdict(root) != "pass"
    finally:
        path.write_bytes(original)


OTHER_FILES = ("api/v1/council-forecasts.csv", "api/v1/council-stats.json",
               "api/v1/arena-code.json", "api/v1/council-calibration.json")


@pytest.mark.slow
@seed(20261202)
@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow])
@given(data=st.data())
def test_any_change_to_proofs_tokens_and_published_files_never_crashes(playground, data,
                                                                        openssl_verifies
                                                                        ) -> None:
    root, _ = playground
    relpath = data.draw(st.sampled_from(_proofs_and_published_files(root)), label="file")
    path = root / relpath
    original = path.read_bytes()
    kind = data.draw(st.sampled_from(MUTATIONS), label="mutation")
    position = data.draw(st.integers(0, max(len(original) - 1, 0)), label="position")
    path.write_bytes(_mutate(original, kind, position, data.draw(st.integers(0, 255))))
    try:
        # The book and the lists are untouched, so the bundle is still read and walked: a
        # verdict for it, whichever (a changed byte a check does not read may still pass:
        # a token's embedded certificate is outside its signature, for one).
        report = walk(open_bundle([root]))
        assert report.has_inputs and report.verdict in ("pass", "fail", "incomplete")
        if path.suffix in (".tsr", ".crt"):
            _tokens_held_valid_only_where_openssl_agrees(root, path.parent, report.to_json(),
                                                         openssl_verifies)
    finally:
        path.write_bytes(original)


@functools.cache
def _proofs_and_published_files(root: Path) -> list[str]:
    """The files a change is drawn from, listed once: every example puts its byte back."""
    return sorted(str(p.relative_to(root)) for p in root.rglob("*")
                  if p.is_file() and (p.suffix in (".ots", ".tsr", ".pem", ".crt")
                                      or str(p.relative_to(root)) in OTHER_FILES
                                      or p.parent.name == "rekor"))


def _tokens_held_valid_only_where_openssl_agrees(root: Path, folder: Path, report: dict,
                                                 openssl_verifies) -> None:
    """Every token of the changed file's day that the walk holds valid, openssl accepts too
    (RFC 3161; Appendix B's ``openssl ts -verify``): stricter than openssl, never laxer."""
    day = folder.parent if folder.name == "tsa" else folder
    certs = sorted((day / "tsa").glob("*.crt"))
    readable = [p for p in certs if _openssl_reads_certificate(p.read_bytes())]
    for seal in report["seals"]:
        listed = root / seal["list"]
        if listed.parent != day:
            continue
        for token in seal.get("tokens", []):
            if token["failure"] is not None or not token.get("trusted_by"):
                continue
            name = f"{listed.name}.{token['tsa']}.tsr"
            assert openssl_verifies(listed.read_bytes(), (day / name).read_bytes(),
                                    Path(token["trusted_by"]["source"]), readable), name


@functools.cache
def _openssl_reads_certificate(pem: bytes) -> bool:
    """Whether ``openssl x509`` reads these bytes: asked once per distinct content (most
    examples leave a day's certificates as the demo wrote them)."""
    run = subprocess.run(["openssl", "x509", "-noout"], input=pem,
                         capture_output=True, check=False)
    return run.returncode == 0


def test_the_playground_is_restored(playground, demo_master: Path) -> None:
    """The property tests put every byte back: the copy still equals the pristine demo."""
    root, _ = playground
    for path in demo_master.rglob("*"):
        if path.is_file():
            assert (root / path.relative_to(demo_master)).read_bytes() == path.read_bytes()
    assert sorted(p.relative_to(root) for p in root.rglob("*")) == \
        sorted(p.relative_to(demo_master) for p in demo_master.rglob("*"))
