"""Layers that only point down (issue 28, item 2).

From the ground up: ``core`` (the words, the times, the byte rule, the bundle as read); the
network (``net_decode``, ``net``, ``net_pool``); ``anchors``, ``stats``, ``witness`` and
``fetch`` side by side; the walk (``engine``: steps, verdict, headline, trust levels); the
reports (``report``); and on top the demo, the command line and the window. An import may
point to its own floor or below, never up; no two modules import each other, not even
through a function-local or type-checking import. Everything below the window runs with no
Qt at all."""

from __future__ import annotations

import ast
import functools
import json
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).parents[1] / "src" / "verifier_app"
NO_QT = ("core", "engine", "report", "anchors", "stats", "witness", "fetch", "demo",
         "history")
# The floor of each top-level part; anything not named here (the demo, the command
# line, the window) stands on top and may import any of them.
FLOORS = {"core": 1, "resources": 1, "net_decode": 2, "net": 2, "net_pool": 2,
          "anchors": 3, "stats": 3, "witness": 3, "fetch": 3, "engine": 4, "report": 5,
          "history": 5}
TOP = 9

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


def _module(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache
def _known() -> frozenset[str]:
    """Every module of the app (the source tree does not change while the tests read it)."""
    return frozenset(_module(p) for p in SRC.rglob("*.py"))


@functools.cache
def _targets(path: Path) -> frozenset[str]:
    """Every module of the app that ``path`` imports, wherever the import stands (top,
    function-local, under TYPE_CHECKING); ``from package import module`` names the module."""
    known = _known()
    found: set[str] = set()
    for name in _imports(path, with_names=True):
        while name not in known and "." in name:
            name = name.rsplit(".", 1)[0]
        if name in known:
            found.add(name)
    return frozenset(found - {_module(path)})


def _floor(module: str) -> int:
    part = module.removeprefix("verifier_app.").split(".")[0]
    return FLOORS.get(part, TOP) if module != "verifier_app" else 1


@functools.cache
def _import_nodes(path: Path) -> tuple[ast.Import | ast.ImportFrom, ...]:
    """The import statements of ``path``, wherever they stand; each file is parsed once
    for all the tests here."""
    return tuple(node for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                 if isinstance(node, ast.Import | ast.ImportFrom))


@functools.cache
def _imports(path: Path, with_names: bool = False) -> frozenset[str]:
    """The modules (and, ``with_names``, the imported names) ``path`` names."""
    found: set[str] = set()
    for node in _import_nodes(path):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            if with_names:
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return frozenset(found)


def test_the_engine_layers_import_and_walk_with_qt_unimportable(tmp_path) -> None:
    """One process with Qt unimportable: every module below the window imports, the
    blocker refuses PySide6, and then the command line walks the demo to a pass."""
    from verifier_app.resources import resource_path

    modules = [m for package in NO_QT for m in _modules(package)]
    script = BLOCK_QT + f"""
import importlib
for name in {modules!r}:
    importlib.import_module(name)
print("every module imported", file=sys.stderr)
try:
    import PySide6  # must fail: proves the blocker works
except ImportError as error:
    print(error, file=sys.stderr)
else:
    print("PySide6 was imported", file=sys.stderr)
from verifier_app.cli import main
raise SystemExit(main(["verify", "--json", sys.argv[1]]))
"""
    done = subprocess.run([sys.executable, "-c", script, str(resource_path("demo-bundle"))],
                          capture_output=True, text=True, timeout=300)
    assert "every module imported" in done.stderr, done.stderr
    assert "PySide6 is not available here" in done.stderr  # the blocker works
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


def test_every_import_points_to_its_own_floor_or_below() -> None:
    upward = [f"{_module(path)} -> {target}" for path in SRC.rglob("*.py")
              for target in _targets(path) if _floor(target) > _floor(_module(path))]
    assert not upward, upward


def test_the_core_imports_nothing_of_the_app_above_it() -> None:
    for path in (SRC / "core").rglob("*.py"):
        above = {t for t in _targets(path) if not t.startswith("verifier_app.core")}
        assert not above, (path, above)


def test_anchors_stats_and_witness_never_import_the_walk_or_the_reports() -> None:
    for package in ("anchors", "stats", "witness", "fetch"):
        for path in (SRC / package).rglob("*.py"):
            walk = {t for t in _targets(path)
                    if t.startswith(("verifier_app.engine", "verifier_app.report"))}
            assert not walk, (path, walk)


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while not part or part[-1] != node:
                part.append(stack.pop())
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_two_modules_import_each_other_even_lazily() -> None:
    graph = {_module(path): _targets(path) for path in SRC.rglob("*.py")}
    assert not _circles(graph)
