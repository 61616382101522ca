"""Names read as attributes of a project module: ``import config``, then
``config.TEMPERATURES``; ``from . import settings``, then ``settings.LADDER``.

A config module is the usual home of a schedule, a sweep's grid or a ladder of
temperatures, and the module that loops over it reads it as an attribute. :func:`values`
gives what the module assigns the name, so that a reading of values sees through the
attribute as it does through ``from config import TEMPERATURES``.
"""

from __future__ import annotations

import ast

from .checker import Callee, Checker, Scope


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
