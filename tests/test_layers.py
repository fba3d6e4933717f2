"""Layers that only point down: the engine runs with no Qt at all, imports nothing from the
demo, and the anchors never import the engine's step conclusions or its walk."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).parents[1] / "src" / "verifier_app"
NO_QT = ("engine", "anchors", "stats", "fetch", "demo", "history")

BLOCK_QT = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph"):
            raise ImportError(f"{name} is not available here")
sys.meta_path.insert(0, NoQt())
"""


def _modules(package: str) -> list[str]:
    return sorted("verifier_app." + ".".join(p.relative_to(SRC).with_suffix("").parts)
                  for p in (SRC / package).rglob("*.py"))


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_engine_layers_import_and_walk_with_qt_unimportable(tmp_path) -> None:
    modules = [m for package in NO_QT for m in _modules(package)]
    script = BLOCK_QT + f"""
import importlib
for name in {modules!r}:
    importlib.import_module(name)
print("every module imported")
import PySide6  # must fail: proves the blocker works
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    assert "every module imported" in done.stdout, done.stderr
    assert "PySide6 is not available here" in done.stderr  # the blocker works
    walk_demo = BLOCK_QT + """
from verifier_app.cli import main
raise SystemExit(main(["verify", "--json", sys.argv[1]]))
"""
    from verifier_app.resources import resource_path

    done = subprocess.run([sys.executable, "-c", walk_demo, str(resource_path("demo-bundle"))],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["verdict"] == "pass"


def test_the_engine_imports_nothing_from_the_demo_and_the_anchors_no_step_conclusions() -> None:
    for path in (SRC / "engine").rglob("*.py"):
        assert not any(m.startswith("verifier_app.demo") for m in _imports(path)), path
    for path in (SRC / "anchors").rglob("*.py"):
        upward = {"verifier_app.engine.steps", "verifier_app.engine.walk"} & _imports(path)
        assert not upward, (path, upward)
    for package in NO_QT:
        for path in (SRC / package).rglob("*.py"):
            assert not any(m.startswith("verifier_app.gui") for m in _imports(path)), path
