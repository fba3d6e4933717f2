"""Shipping: one version everywhere, a valid launcher entry and metainfo, the icon set,
and the smoke-test hook the packaged build relies on.

The validators (``desktop-file-validate``, ``appstreamcli``) are run when installed; in
CI (``CI`` set) their absence is a failure, since scripts/setup installs them.
"""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from verifier_app import __version__

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.sealedbeforetheopen.Verifier"
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "resources" / "icons" / "app"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def validator(name: str, package: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail(f"{name} is missing: CI must have the apt package {package} (scripts/setup)")
    pytest.skip(f"{name} is not installed (apt package {package}); scripts/setup installs it")


def run_cli(*args: str, env: dict[str, str] | None = None, timeout: float = 120):
    return subprocess.run([sys.executable, "-m", "verifier_app", *args], capture_output=True,
                          text=True, env=env, timeout=timeout, cwd=ROOT)


# -- one version --------------------------------------------------------------------------
def test_cli_prints_the_package_version():
    result = run_cli("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"verifier-app {__version__}"


def test_version_is_only_written_in_the_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "version" not in project, "pyproject.toml must not repeat the version"
    assert "version" in project["dynamic"]


def test_metainfo_newest_release_is_the_package_version():
    releases = ET.parse(METAINFO).getroot().findall("./releases/release")
    assert releases, "metainfo lists no release"
    assert releases[0].get("version") == __version__  # AppStream: newest first
    assert len({r.get("version") for r in releases}) == len(releases), "release listed twice"


def test_desktop_entry_does_not_carry_an_app_version():
    entry = desktop_entry()
    # "Version" is the desktop-entry spec's version, never the app's; nothing else may be.
    assert entry["Version"] in {"1.0", "1.1", "1.2", "1.3", "1.4", "1.5"}
    assert __version__ not in DESKTOP.read_text(encoding="utf-8")


# -- one app id ---------------------------------------------------------------------------
def test_app_id_is_the_same_in_launcher_metainfo_icons_and_app():
    from verifier_app.gui.app import APP_ID as GUI_APP_ID

    root = ET.parse(METAINFO).getroot()
    entry = desktop_entry()
    assert root.findtext("id") == APP_ID == GUI_APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert entry["Icon"] == APP_ID
    assert root.find("./provides/binary").text == entry["Exec"].split()[0] == "verifier-app"
    assert (ICONS / "scalable" / f"{APP_ID}.svg").is_file()


# -- icons --------------------------------------------------------------------------------
def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", head[16:24])


@pytest.mark.parametrize("size", PNG_SIZES)
def test_icon_png_has_its_folder_size(size):
    assert png_size(ICONS / f"{size}x{size}" / f"{APP_ID}.png") == (size, size)


def test_window_icon_file_loads(qapp):
    from PySide6.QtGui import QIcon

    from verifier_app.resources import resource_path

    icon = QIcon(str(resource_path("icons", "app", "256x256", f"{APP_ID}.png")))
    assert not icon.isNull()
    assert icon.pixmap(64, 64).width() == 64


# -- validators ---------------------------------------------------------------------------
def test_desktop_entry_passes_desktop_file_validate():
    tool = validator("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and "error" not in result.stdout, result.stdout


def test_metainfo_passes_appstreamcli_validate():
    tool = validator("appstreamcli", "appstream")
    result = subprocess.run([tool, "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# -- scripts ------------------------------------------------------------------------------
@pytest.mark.parametrize("script", ["build-linux.sh", "fresh-machine-check.sh",
                                    "linux/install.sh"])
def test_packaging_script_parses_and_is_executable(script):
    path = ROOT / "packaging" / script
    shell = "sh" if script.endswith("install.sh") else "bash"
    assert subprocess.run([shell, "-n", str(path)]).returncode == 0
    assert os.access(path, os.X_OK), f"{script} is not executable"


# -- the smoke-test hook (VERIFIER_APP_SMOKE_QUIT_MS) ------------------------------------
def smoke_env(tmp_path: Path, deadline_ms: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               HOME=str(tmp_path), VERIFIER_APP_SMOKE_QUIT_MS=deadline_ms)
    env.pop("VERIFIER_APP_RESOURCES", None)
    return env


@pytest.mark.slow
def test_smoke_hook_quits_after_the_window_walked_the_demo(tmp_path):
    result = run_cli(env=smoke_env(tmp_path, "60000"))
    assert result.returncode == 0, result.stderr
    assert "smoke: window walked demo-bundle, verdict pass" in result.stdout


@pytest.mark.slow
def test_smoke_hook_fails_when_no_walk_finished_in_time(tmp_path):
    result = run_cli(env=smoke_env(tmp_path, "1"))
    assert result.returncode == 3, result.stdout + result.stderr
    assert "smoke: no walk on screen" in result.stderr
