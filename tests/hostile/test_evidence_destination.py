"""``--save-evidence`` to a place that cannot take it (issue 26, item 3): a file in the
way, a name too long, a read-only folder, a full disk. The walk's report and exit code
stand, one sentence says what failed, and no half pack is left behind."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from verifier_app.cli import main

REPORT_START = "*** DEMONSTRATION DATA"


def run(capsys, bundle: Path, dest: Path) -> tuple[int, str, str]:
    code = main(["verify", str(bundle), "--offline", "--save-evidence", str(dest)])
    out, err = capsys.readouterr()
    return code, out, err


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".evidence-"))


def test_the_pack_still_goes_into_place_whole(demo_master, tmp_path, capsys):
    code, out, err = run(capsys, demo_master, tmp_path / "new" / "pack")
    assert code == 0 and out.startswith(REPORT_START)
    assert "Evidence pack written to" in err
    assert (tmp_path / "new" / "pack" / "rekor" / "by-list.json").is_file()
    assert leftovers(tmp_path / "new") == []


def test_the_pack_is_said_in_the_readers_language(demo_master, tmp_path, capsys):
    """The line that says what the pack holds follows --lang, counted nouns in their forms."""
    code = main(["verify", str(demo_master), "--offline", "--lang", "de",
                 "--save-evidence", str(tmp_path / "pack")])
    err = capsys.readouterr().err
    assert code == 0
    assert "Belegpaket nach" in err and "Blockköpfe" in err and "Protokolleinträge" in err
    assert "Evidence" not in err and "written" not in err


@pytest.mark.parametrize("case", ["file in the way", "name too long"])
def test_a_destination_that_cannot_be_made_keeps_the_report(demo_master, tmp_path, capsys,
                                                            case):
    if case == "file in the way":
        (tmp_path / "taken").write_text("a file, not a folder\n")
        dest, why = tmp_path / "taken" / "pack", "a file stands where its folder would be"
    else:
        dest, why = tmp_path / ("p" * 300), "the name is too long"
    code, out, err = run(capsys, demo_master, dest)
    assert code == 0 and out.startswith(REPORT_START)  # the walk's own exit code
    assert f"The evidence pack was not written to {dest} ({why})" in err
    assert "Traceback" not in err and "Evidence pack written" not in err
    assert not os.path.exists(dest) and leftovers(tmp_path) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="a read-only folder binds no one with root's rights")
def test_a_read_only_folder_keeps_the_report(demo_master, tmp_path, capsys):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, out, err = run(capsys, demo_master, folder / "pack")
    finally:
        folder.chmod(0o755)
    assert code == 0 and out.startswith(REPORT_START)
    assert "(that place may not be written to)" in err
    assert list(folder.iterdir()) == []


@pytest.mark.skipif(os.name != "posix", reason="RLIMIT_FSIZE is POSIX")
def test_a_full_disk_leaves_no_half_pack_and_keeps_the_report(demo_master, tmp_path):
    """A file size limit stands in for a full disk: the first log entry written fails."""
    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, resource.RLIM_INFINITY))

    dest = tmp_path / "pack"
    env = {**os.environ, "VERIFIER_APP_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-m", "verifier_app", "verify", str(demo_master),
                           "--offline", "--save-evidence", str(dest)], capture_output=True,
                          text=True, env=env, preexec_fn=small_files, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(REPORT_START)
    assert "The evidence pack was not written to" in done.stderr
    assert "(a file would be larger than this system allows)" in done.stderr
    assert not os.path.exists(dest) and leftovers(tmp_path) == []
