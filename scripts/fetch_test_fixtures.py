"""Third-party test data the tests read but the repository never holds.

rfc3161-client's own time-stamp fixtures (its ``test/fixtures/test_tsa*`` folders, Apache
License 2.0) come from its source package on PyPI, pinned by version and hash, and are
unpacked into ``.cache/test-fixtures/rfc3161-client/`` (ignored by git) with the licence.
Safe to run again: a complete copy of the pinned version is left as it is.

pip prepares a source package's metadata before it saves it; for this Rust package that
would need a Rust toolchain and the crates.io index. Nothing is built here, so pip is given
a stand-in for the package's build backend that reads the metadata the package already
ships (PKG-INFO).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEST = ROOT / ".cache" / "test-fixtures" / "rfc3161-client"
NAME, VERSION = "rfc3161-client", "1.0.9"
SHA256 = "66997415086d2c6e5d57a2d315157b32a9c3f4f1312877ca8eb55e2e0ddf8ce4"
FOLDERS = ("test/fixtures/test_tsa/", "test/fixtures/test_tsa_full_chain/")
EXPECTED = DEST / "test_tsa" / "response-injected-certs.tsr"  # the newest fixture we use

METADATA_ONLY_BACKEND = '''
import email, os
def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    with open("PKG-INFO", encoding="utf-8") as f:
        text = f.read()
    meta = email.message_from_string(text)
    name = f"{meta['Name'].replace('-', '_')}-{meta['Version']}.dist-info"
    os.makedirs(os.path.join(metadata_directory, name))
    with open(os.path.join(metadata_directory, name, "METADATA"), "w", encoding="utf-8") as f:
        f.write(text)
    return name
'''


def main() -> int:
    if (DEST / "VERSION").is_file() and (DEST / "VERSION").read_text().strip() == VERSION \
            and EXPECTED.is_file():
        return 0
    with tempfile.TemporaryDirectory() as work:
        unpack(download(Path(work)), DEST)
    print(f"Test fixtures of {NAME} {VERSION} unpacked into {DEST.relative_to(ROOT)}/")
    return 0


def download(work: Path) -> Path:
    """The pinned source package, fetched and hash-checked by pip."""
    backend = work / "backend"
    backend.mkdir()
    (backend / "maturin.py").write_text(METADATA_ONLY_BACKEND)  # the package's backend name
    requirement = work / "requirements.txt"
    requirement.write_text(f"{NAME}=={VERSION} --hash=sha256:{SHA256}\n")
    env = {**os.environ, "PYTHONPATH": str(backend)}
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                    "--no-binary", NAME, "--no-build-isolation", "--require-hashes",
                    "-r", str(requirement), "-d", str(work / "sdist")], check=True, env=env)
    [sdist] = (work / "sdist").glob("*.tar.gz")
    return sdist


def unpack(sdist: Path, dest: Path) -> None:
    """Only the fixture folders and the licence, as plain files under ``dest``."""
    prefix = f"{sdist.name.removesuffix('.tar.gz')}/"
    wanted = {f"{prefix}LICENSE": "LICENSE"}
    with tarfile.open(sdist) as archive:
        for member in archive.getmembers():
            inside = member.name.removeprefix(prefix)
            folder = next((f for f in FOLDERS if inside.startswith(f)), None)
            if folder and member.isfile() and ".." not in Path(inside).parts:
                wanted[member.name] = inside.removeprefix("test/fixtures/")
        for name, target in wanted.items():
            path = dest / target
            path.parent.mkdir(parents=True, exist_ok=True)
            source = archive.extractfile(name)
            assert source is not None
            path.write_bytes(source.read())
    (dest / "VERSION").write_text(VERSION + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
