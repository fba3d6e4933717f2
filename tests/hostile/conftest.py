"""``openssl ts -verify`` on the same inputs as the verifier, for the cross-checks."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

OPENSSL = shutil.which("openssl")


@pytest.fixture
def openssl_verifies(tmp_path: Path):
    """``openssl_verifies(data, token, cafile, untrusted)``: openssl's verdict, as a bool."""
    def verdict(data: bytes, token: bytes, cafile: Path, untrusted: list[Path]) -> bool:
        return _openssl_verifies(tmp_path, data, token, cafile, untrusted)
    return verdict


def _openssl_verifies(folder: Path, data: bytes, token: bytes, cafile: Path,
                      untrusted: list[Path]) -> bool:
    """Whether openssl accepts ``token`` over ``data``, trusting only ``cafile``."""
    if OPENSSL is None:
        pytest.skip("openssl is not installed")
    (folder / "data.bin").write_bytes(data)
    (folder / "token.tsr").write_bytes(token)
    command = [OPENSSL, "ts", "-verify", "-data", str(folder / "data.bin"),
               "-in", str(folder / "token.tsr"), "-CAfile", str(cafile)]
    if untrusted:  # openssl reads one -untrusted file: join them
        joined = folder / "untrusted.pem"
        joined.write_bytes(b"".join(p.read_bytes() for p in untrusted))
        command += ["-untrusted", str(joined)]
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    return run.returncode == 0 and "Verification: OK" in run.stdout
