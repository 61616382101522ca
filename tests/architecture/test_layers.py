"""The layer contract: each package of ``jaxcheck/_src`` imports only the packages below it.

The packages, lowest first, are :data:`LAYERS`; ``jaxcheck/__init__.py`` and
``__main__.py`` sit above them all. Read from the source with ``ast`` (nothing is
imported): every ``import`` and ``from ... import`` of a jaxcheck module counts, one
inside a function (a lazy import still ties the two modules together) and one under
``if TYPE_CHECKING:`` (an annotation is a dependency too) alike. Modules of one package
may import each other, without a circle. And no module takes another's private names:
what a module shares, it names publicly (``from .diff import context_text``, never
``diff._ctx_text``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from helpers import REPO

PACKAGE = REPO / "jaxcheck"

#: the packages of ``jaxcheck/_src``, lowest first: each may import those before it.
LAYERS = ("util", "jaxcompat", "lint", "model", "config", "target", "arguments",
          "signature", "capture", "analysis", "verdict", "observe", "variations",
          "report", "run", "embed", "cli")

#: imports that break the contract today, each to be removed (never added to).
KNOWN_BACKWARDS: set[tuple[str, str]] = set()
KNOWN_PRIVATE: set[str] = set()
KNOWN_CIRCLES: list[list[str]] = []
#: modules over 600 lines today, each to be split (never added to).
KNOWN_LONG: set[str] = set()


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def layer(module: str) -> int:
    """The module's place in :data:`LAYERS` (the package itself is above them all)."""
    parts = module.split(".")
    if len(parts) >= 3 and parts[1] == "_src":
        return LAYERS.index(parts[2])
    if parts[1:] == ["_src"]:
        return -1  # the boundary itself: only a docstring
    return len(LAYERS)


def _parsed(name: str, source: str | None, is_package: bool | None
            ) -> tuple[ast.Module, list[str]]:
    """``name``'s syntax tree (from ``source``, else its file) and the package its
    relative imports start from."""
    path = MODULES.get(name)
    if source is None:
        source = path.read_text(encoding="utf-8")
    if is_package is None:
        is_package = path is not None and path.name == "__init__.py"
    here = name.split(".") if is_package else name.split(".")[:-1]
    return ast.parse(source), here


def _from(node: ast.ImportFrom, here: list[str]) -> str:
    """The absolute module a ``from ... import`` reads from."""
    base = here[:len(here) - node.level + 1] if node.level else []
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(name: str, source: str | None = None, is_package: bool | None = None
               ) -> dict[str, int]:
    """The jaxcheck modules ``name`` imports, each with the line of its first import (a
    package's ``__init__`` is the package)."""
    tree, here = _parsed(name, source, is_package)
    found: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("jaxcheck"):
                    found.setdefault(_known(alias.name), node.lineno)
        elif isinstance(node, ast.ImportFrom):
            target = _from(node, here)
            if not target.startswith("jaxcheck"):
                continue
            for alias in node.names:
                full = f"{target}.{alias.name}"
                found.setdefault(full if full in MODULES else _known(target), node.lineno)
    found.pop(name, None)
    return found


def _known(dotted: str) -> str:
    """The module ``dotted`` names, or the closest package of it that exists."""
    while dotted not in MODULES and "." in dotted:
        dotted = dotted.rpartition(".")[0]
    return dotted


def backwards(name: str, source: str | None = None, is_package: bool | None = None
              ) -> list[str]:
    """The imports of ``name`` that reach a higher layer."""
    return [target for target in imports_of(name, source, is_package)
            if layer(target) > layer(name)]


def private_names(name: str, source: str | None = None, is_package: bool | None = None
                  ) -> list[str]:
    """Private names ``name`` takes from other jaxcheck modules: ``from m import _x``, and
    ``m._x`` where ``m`` is a module it imported."""
    tree, here = _parsed(name, source, is_package)
    bound: dict[str, str] = {}  # a name bound to a jaxcheck module -> the module
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            target = _from(node, here)
            if not target.startswith("jaxcheck"):
                continue
            for alias in node.names:
                full = f"{target}.{alias.name}"
                if full in MODULES:
                    bound[alias.asname or alias.name] = full
                elif _private(alias.name) and target != name:
                    found.append(f"{target}.{alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MODULES and alias.asname:
                    bound[alias.asname] = alias.name
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in bound and _private(node.attr):
            found.append(f"{bound[node.value.id]}.{node.attr}")
    return sorted(set(found))


def _private(attr: str) -> bool:
    return attr.startswith("_") and not (attr.startswith("__") and attr.endswith("__"))


def _circles() -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    graph = {m: set(imports_of(m)) & set(MODULES) for m in MODULES}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for m in sorted(graph):
        if m not in index:
            visit(m)
    return out


# --- the contract ------------------------------------------------------------------------


def test_every_package_of_src_has_its_layer():
    packages = {p.name for p in (PACKAGE / "_src").iterdir()
                if p.is_dir() and (p / "__init__.py").exists()}
    assert packages == set(LAYERS)


def test_each_package_imports_only_the_packages_below_it():
    found = {(m, t) for m in MODULES for t in backwards(m)}
    assert sorted(found - KNOWN_BACKWARDS) == [], "an import reaches a higher layer"
    assert sorted(KNOWN_BACKWARDS - found) == [], "fixed: take it off KNOWN_BACKWARDS"


def test_no_module_takes_another_modules_private_names():
    found = {f"{m} -> {p}" for m in MODULES for p in private_names(m)}
    assert sorted(found - KNOWN_PRIVATE) == []
    assert sorted(KNOWN_PRIVATE - found) == [], "fixed: take it off KNOWN_PRIVATE"


def test_no_import_circle_among_the_package_modules():
    assert _circles() == KNOWN_CIRCLES


def test_no_module_is_over_600_lines_and_the_top_stays_small():
    long = {m: n for m, p in MODULES.items()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 600}
    assert sorted(set(long) - KNOWN_LONG) == []
    assert sorted(KNOWN_LONG - set(long)) == [], "split: take it off KNOWN_LONG"
    top = [p for p in PACKAGE.glob("*.py")]
    assert len(top) <= 20


# --- the checker itself: a planted import is seen, however it is written ------------------


@pytest.mark.parametrize("source", [
    "from ..cli import app\n",
    "from ..cli.app import main\n",
    "def f():\n    from ..report import terminal\n    return terminal\n",
    "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
    "    from ..verdict.verdict import status\n",
    "import jaxcheck._src.run.runner as runner\n",
    "from jaxcheck._src.embed import watch\n",
])
def test_a_planted_backwards_import_is_found(source):
    assert backwards("jaxcheck._src.model.report", source, False)


@pytest.mark.parametrize("source", [
    "from .kinds import SCHEMA\n",
    "from ..util.errors import UsageError\n",
    "from ..util import errors\n",
    "import json\n",
])
def test_an_import_from_below_or_beside_is_allowed(source):
    assert backwards("jaxcheck._src.model.report", source, False) == []


@pytest.mark.parametrize("source, taken", [
    ("from .diff import _ctx_text\n", "jaxcheck._src.analysis.diff._ctx_text"),
    ("from . import diff\ndiff._ctx_text(1)\n", "jaxcheck._src.analysis.diff._ctx_text"),
    ("from .. import jaxcompat as compat\ncompat._frames\n", "jaxcheck._src.jaxcompat._frames"),
])
def test_a_private_name_taken_is_found(source, taken):
    assert private_names("jaxcheck._src.analysis.pcache", source, False) == [taken]


def test_public_names_and_dunders_are_not_private():
    source = "from . import diff\ndiff.context_text(1)\ndiff.__file__\nfrom .diff import Cause\n"
    assert private_names("jaxcheck._src.analysis.pcache", source, False) == []
