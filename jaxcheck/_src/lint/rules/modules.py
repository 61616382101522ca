"""Names read as attributes of a project module: ``import config``, then
``config.TEMPERATURES``; ``from . import settings``, then ``settings.LADDER``.

A config module is the usual home of a schedule, a sweep's grid or a ladder of
temperatures, and the module that loops over it reads it as an attribute. :func:`values`
gives what the module assigns the name, so that a reading of values sees through the
attribute as it does through ``from config import TEMPERATURES``. A command-line option is
the other home of a setting: :func:`option_default` gives the int default that
``parser.add_argument("--batch-size", default=32)`` gives ``args.batch_size``.
"""

from __future__ import annotations

import ast

from .checker import Callee, Checker, Scope


def assigned(project, view, name: str) -> list[ast.expr]:
    """The values the module ``view`` gives ``name`` at module level, else those the
    project module it imports ``name`` from gives it (``from config import BATCH``)."""
    module = view.scope() if view is not None else None
    found = list(module.assigns.get(name, [])) if module is not None else []
    if not found and project is not None and view is not None:
        found = project.constant(view, name)
    return found


def values_of(checker: Checker, name: str, scope: Scope) -> list[ast.expr]:
    """The values ``name`` is given: in this scope, else at module level (``METHODS =
    ("periodogram", "welch")``), else where the project module it is imported from
    defines it (``from .heads import TASKS``)."""
    return scope.assigns.get(name) or checker.module.assigns.get(name, []) or (
        assigned(checker.project, checker.view, name) if checker.view is not None else [])


def values(checker: Checker, node: ast.expr) -> list[ast.expr]:
    """What the project module ``node``'s base names assigns its attribute at module
    level (``config.TEMPERATURES``: the list ``config.py`` gives it); [] otherwise."""
    project = checker.project
    if project is None or not isinstance(node, ast.Attribute) or \
            not isinstance(node.value, ast.Name) or node.value.id not in checker.module.imports:
        return []
    target = project.view(checker.module.imports[node.value.id])
    module = target.scope() if target is not None else None
    return list(module.assigns.get(node.attr, [])) if module is not None else []


def reader(checker: Checker, node: ast.Attribute):
    """The stand-in checker and module-level scope to read those values in."""
    target = checker.project.view(checker.module.imports[node.value.id])
    module = target.scope()
    return Callee(module, checker.project, target, None), Scope(
        None, None, {}, module.assigns, set())


def option_default(checker, expr: ast.expr) -> int | None:
    """The int default of the command-line option ``args.<name>`` reads: one
    ``parser.add_argument("--name", type=int, default=32)`` in the project (``--batch-size``
    for ``batch_size``), when nothing assigns ``<obj>.<name>``. A run given another value
    on its command line is not what the source shows."""
    if not isinstance(expr, ast.Attribute) or not isinstance(expr.value, ast.Name):
        return None
    found = _options(checker).get(expr.attr, [])
    if found and any(isinstance(n, ast.Assign | ast.AugAssign) and any(
            isinstance(t, ast.Attribute) and t.attr == expr.attr
            for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))
            for n in ast.walk(checker.tree)):
        return None  # args.batch_size = ...: set here too
    if len(found) == 1 and isinstance(found[0], ast.Constant) and type(found[0].value) is int:
        return found[0].value
    return None


def _options(checker) -> dict[str, list[ast.expr | None]]:
    """Each command-line option's destination and the defaults ``add_argument`` gives it,
    over the project's modules that say ``add_argument`` (read once per project)."""
    project = checker.project
    if project is not None and "options" in project.memo:
        return project.memo["options"]
    trees = [v.read().tree() for v in project.views.values() if b"add_argument" in v.data] \
        if project is not None else [checker.tree] if any(
            "add_argument" in line for line in checker.module.lines) else []
    options: dict[str, list[ast.expr | None]] = {}
    for n in (n for tree in trees if tree is not None for n in ast.walk(tree)):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                n.func.attr == "add_argument":
            dest = next((k.value.value for k in n.keywords if k.arg == "dest"
                         and isinstance(k.value, ast.Constant)), None)
            flags = [a.value.lstrip("-").replace("-", "_") for a in n.args
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            default = next((k.value for k in n.keywords if k.arg == "default"), None)
            for name in [dest] if isinstance(dest, str) else flags:
                options.setdefault(name, []).append(default)
    if project is not None:
        project.memo["options"] = options
    return options


def imported(checker: Checker, name: str):
    """A reader of the project module ``name`` is imported from, its module-level scope,
    and the values it gives the name there; (None, None, []) when it is not the
    project's."""
    dotted = checker.module.imports.get(name, "")
    owner = checker.project.view(dotted.rsplit(".", 1)[0]) if "." in dotted and \
        checker.project is not None and checker.view is not None else None
    module = owner.scope() if owner is not None else None
    if module is None:
        return None, None, []
    return Callee(module, checker.project, owner, None), Scope(
        None, None, {}, module.assigns, set()), module.assigns.get(dotted.rsplit(".", 1)[1], [])


class _Names:
    """A module's names as :func:`items_of` reads them: what the module assigns, else what
    the project module it imports the name from does (``from session import EVENTS``)."""

    def __init__(self, checker: Checker) -> None:
        self.checker = checker

    def get(self, name: str, default=None):
        return values_of(self.checker, name, Scope(None, None, {}, {}, set())) or default


def names_reader(checker: Checker):
    """What :func:`columns` reads a module's names in: :class:`_Names` in a project."""
    return _Names(checker) if checker.view is not None else checker.module.assigns
