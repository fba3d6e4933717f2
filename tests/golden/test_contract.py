"""The ``--json`` contract stays byte for byte what the golden files hold (see
``contract.py``): a change to it is deliberate, made by writing the files anew in a commit
that says which keys changed and why."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.golden.contract import COMMANDS, KINDS, contract_text, golden_file, tampered_copy


@pytest.mark.parametrize("kind", KINDS)
def test_json_contract_is_unchanged(kind: str, demo_master: Path, tmp_path: Path) -> None:
    bundle = tampered_copy(demo_master, kind, tmp_path)
    for command in COMMANDS:
        expected = golden_file(command, kind).read_text(encoding="utf-8")
        actual = contract_text(command, bundle)
        name = golden_file(command, kind).name
        assert actual == expected, (
            f"`{command} --json` of the {kind} bundle differs from {name}; if the change is "
            "meant, run `python -m tests.golden.contract` and say why in the commit")


def test_golden_files_name_no_machine_path() -> None:
    for command in COMMANDS:
        for kind in KINDS:
            text = golden_file(command, kind).read_text(encoding="utf-8")
            assert "/tmp" not in text and str(Path.home()) not in text
