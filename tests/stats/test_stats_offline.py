"""``stats`` never waits for the network: with no anchor source named it asks no server,
and it takes the same anchor options as ``verify``."""

from __future__ import annotations

import hashlib
import json
import socket
from pathlib import Path

import pytest

from verifier_app.cli import main
from verifier_app.core.bundle import DEMO_MARKER

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")


def tree(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every attempt to open a connection is recorded and refused."""
    tried: list[object] = []

    def refuse(self: socket.socket, address: object) -> None:
        tried.append(address)
        raise OSError("no network in this test")

    def resolve(host: object, *args: object, **kwargs: object) -> list:
        tried.append(host)
        raise socket.gaierror("no network in this test")

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    return tried


def test_stats_on_a_real_league_asks_no_server(league, no_network, capsys):
    (league / DEMO_MARKER).unlink()  # not the demo: the public sources would be the default
    before = tree(league)
    assert main(["stats", str(league), "--json"]) in (0, 1)
    data = json.loads(capsys.readouterr().out)
    assert data["rows"]["verified"] > 0
    assert no_network == []
    assert tree(league) == before  # and nothing was written into the bundle


def test_stats_takes_the_anchor_options_of_verify(league, no_network, capsys):
    headers = league / "demo-anchors" / "DEMO-NOT-BITCOIN-block-headers.json"
    assert main(["stats", str(league), "--json", "--offline", "--headers", str(headers),
                 "--timeout", "3"]) in (0, 1)
    assert json.loads(capsys.readouterr().out)["rows"]["verified"] > 0
    assert no_network == []
