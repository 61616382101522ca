"""The package's modules import each other without a circle; the leaves stay leaves.

Read from the source with ``ast`` (nothing imported): every ``import`` and ``from ...
import`` of a jaxcheck module counts, also one inside a function (a lazy import still
ties the two modules together), but not one under ``if TYPE_CHECKING:`` (annotations
only).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "jaxcheck"


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for child in node.body for n in ast.walk(child))
    return skip


def imports_of(name: str) -> set[str]:
    """The jaxcheck modules ``name`` imports (a package's ``__init__`` is the package)."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_nodes(tree)
    here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:
                full = f"{target}.{alias.name}"
                found.add(full if full in MODULES else target)
    return {m for m in found if m in MODULES and m != name}


def _circles() -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    graph = {m: imports_of(m) for m in MODULES}
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


def test_no_import_circle_among_the_package_modules():
    assert _circles() == []


def test_the_reader_sees_imports():
    """The reader itself: module-level, relative and package imports are seen."""
    assert "jaxcheck._src.model.report" in imports_of("jaxcheck._src.model.wire")
    assert "jaxcheck._src.jaxcompat" in imports_of("jaxcheck._src.jaxcompat.frames") or \
        "jaxcheck._src.jaxcompat.frames" in imports_of("jaxcheck._src.jaxcompat")


@pytest.mark.parametrize("module, forbidden", [
    # the model is plain data: no renderer, no divergence wording, no verdict
    ("jaxcheck._src.model.report", ("jaxcheck._src.report", "jaxcheck._src.analysis.divergence")),
    # the seam into JAX depends on nothing of jaxcheck's but itself
    ("jaxcheck._src.jaxcompat", ("jaxcheck._src.capture.frameworks",)),
    # one pyproject reader, standard library only: lint imports it
    ("jaxcheck._src.util.pyproject", ("jaxcheck._src.model.report", "jaxcheck._src.config.table",
                                      "jaxcheck._src.report")),
    # the notebook drives the command layer through its public functions
])
def test_leaves_stay_leaves(module, forbidden):
    reached = {m for m in MODULES if m == module or m.startswith(module + ".")}
    for m in sorted(reached):
        bad = {i for i in imports_of(m) if i.startswith(forbidden)}
        assert not bad, f"{m} imports {sorted(bad)}"


def test_the_notebook_uses_no_private_helper_of_the_command_layer():
    tree = ast.parse(MODULES["jaxcheck._src.embed.notebook"].read_text(encoding="utf-8"))
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in ("_output", "_project", "run", "check") \
                and node.attr.startswith("_"):
            used.add(f"{node.value.id}.{node.attr}")
    assert not used, sorted(used)
