"""Shared fixtures: demo bundles are generated fresh, never mocked, once per test run and
settings (one process writes each, the run's other processes read it), and copied for
each test that changes one; no test reaches beyond loopback."""

from __future__ import annotations

import hashlib
import os
import shutil
from collections.abc import Callable, Iterator
from dataclasses import astuple
from pathlib import Path

import pytest

try:
    import fcntl  # one writer of a shared demo bundle at a time (POSIX)
except ImportError:  # elsewhere each process writes its own
    fcntl = None  # type: ignore[assignment]

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.netguard import loopback_only
from verifier_app.demo.generator import DemoSettings, write_demo_bundle
from verifier_app.demo.tamper import apply_tamper

NETGUARD = Path(__file__).parent / "netguard"


@pytest.fixture(scope="session", autouse=True)
def loopback_only_network(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Refuses, for the whole run, any connection beyond loopback and any name look-up of a
    name that is not local, in this process and in every Python process a test starts;
    each refusal is written to a file, and ``no_test_reached_beyond_loopback`` fails the
    test that made it."""
    log = tmp_path_factory.mktemp("netguard") / "refused.txt"
    log.touch()
    before = {name: os.environ.get(name) for name in (loopback_only.LOG_ENV, "PYTHONPATH")}
    os.environ[loopback_only.LOG_ENV] = str(log)
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(NETGUARD), before["PYTHONPATH"]) if p)
    loopback_only.install()
    yield log
    loopback_only.uninstall()
    for name, value in before.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


@pytest.fixture(autouse=True)
def no_test_reached_beyond_loopback(loopback_only_network: Path) -> Iterator[None]:
    start = loopback_only_network.stat().st_size
    yield
    with loopback_only_network.open("rb") as log:
        log.seek(start)
        refused = log.read().decode("utf-8", "replace")
    assert not refused, f"this test tried to reach beyond loopback:\n{refused}"


@pytest.fixture(scope="session", autouse=True)
def user_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The app's cache folder for the whole suite: a temporary one, never the real home."""
    folder = tmp_path_factory.mktemp("user-cache")
    os.environ["VERIFIER_APP_CACHE_DIR"] = str(folder)
    return folder


@pytest.fixture(scope="session", autouse=True)
def user_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The app's data folder (the reader's witness key): a temporary one, never the home."""
    folder = tmp_path_factory.mktemp("user-data")
    os.environ["VERIFIER_APP_DATA_DIR"] = str(folder)
    return folder


@pytest.fixture(scope="session")
def demo_master(demo_masters: Callable[[DemoSettings], Path]) -> Path:
    """One pristine demo bundle per test session; copy it before changing anything."""
    return demo_masters(DemoSettings())


@pytest.fixture
def demo_bundle(demo_master: Path, tmp_path: Path) -> Path:
    """A private copy of the demo bundle that a test may change."""
    copy = tmp_path / "bundle"
    shutil.copytree(demo_master, copy)
    return copy


@pytest.fixture(scope="session")
def demo_masters(tmp_path_factory: pytest.TempPathFactory) -> Callable[[DemoSettings], Path]:
    """The pristine demo bundle of the given settings, written once per test run when a
    test first asks for it (the default settings' is ``demo_master``); copy it before
    changing anything."""
    built: dict[tuple, Path] = {}
    shared = _run_folder(tmp_path_factory)

    def master(settings: DemoSettings) -> Path:
        key = astuple(settings)
        if key not in built:
            if shared is None:
                root = tmp_path_factory.mktemp("demo-variant") / "bundle"
                write_demo_bundle(root, settings)
            else:
                root = _written_once(settings, shared)
            built[key] = root
        return built[key]

    return master


def _run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path | None:
    """The folder every process of one run shares (pytest-xdist's workers each have a
    folder inside it); None for a run in one process, or without file locks."""
    if not os.environ.get("PYTEST_XDIST_WORKER") or fcntl is None:
        return None
    return tmp_path_factory.getbasetemp().parent / "demo-masters"


def _written_once(settings: DemoSettings, folder: Path) -> Path:
    """The demo bundle of ``settings`` in ``folder``, written by the first process of the
    run that asks for it while the others wait; the generator writes the same bytes for
    the same settings, so every process reads what it would have written itself."""
    assert fcntl is not None
    folder.mkdir(parents=True, exist_ok=True)
    name = hashlib.sha256(repr(astuple(settings)).encode()).hexdigest()[:16]
    place, done = folder / name, folder / f"{name}.done"
    with open(folder / f"{name}.lock", "wb") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not done.exists():
                shutil.rmtree(place, ignore_errors=True)  # a writer that failed halfway
                write_demo_bundle(place / "bundle", settings)
                done.touch()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return place / "bundle"


@pytest.fixture
def make_demo(demo_masters: Callable[[DemoSettings], Path]) -> Callable[..., Path]:
    """``make_demo(dest, settings=None, tamper=None)``: a copy at ``dest`` of the pristine
    demo bundle of those settings, with one workshop tamper applied if named; the same bytes
    as ``write_demo_bundle(dest, settings, tamper)`` writes, without writing the league
    again."""

    def make(dest: Path, settings: DemoSettings | None = None,
             tamper: str | None = None) -> Path:
        shutil.copytree(demo_masters(settings or DemoSettings()), dest)
        if tamper is not None:
            apply_tamper(dest, tamper)
        return dest

    return make


def book_path(bundle: Path) -> Path:
    return bundle / "api" / "v1" / "council-book.jsonl"


def offline_walk_options():
    """Walk options that ask no server (a bundle that is not the demo would otherwise ask
    the public explorers and log): for tests of what a walk reads, not of its sources."""
    from verifier_app.anchors.anchor_options import AnchorOptions
    from verifier_app.engine.walk import WalkOptions

    return WalkOptions(anchors=AnchorOptions(offline=True, explorers=[]))
