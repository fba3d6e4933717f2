"""Shared fixtures: demo bundles are generated fresh, never mocked."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from verifier_app.demo.generator import DemoSettings, write_demo_bundle


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
def demo_master(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One pristine demo bundle per test session; copy it before changing anything."""
    root = tmp_path_factory.mktemp("demo") / "bundle"
    write_demo_bundle(root, DemoSettings())
    return root


@pytest.fixture
def demo_bundle(demo_master: Path, tmp_path: Path) -> Path:
    """A private copy of the demo bundle that a test may change."""
    copy = tmp_path / "bundle"
    shutil.copytree(demo_master, copy)
    return copy


def book_path(bundle: Path) -> Path:
    return bundle / "api" / "v1" / "council-book.jsonl"
