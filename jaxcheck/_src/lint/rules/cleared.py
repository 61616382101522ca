"""Caches emptied where a loop runs (rule JC101): ``jax.clear_caches()`` reached on every
pass of a loop that calls a jitted function, directly or through a function or method of
the project the loop calls (a memory callback's ``on_epoch_end``, a server's hot swap). JAX
then compiles again, on the next pass, every function it had compiled: the function is
the same, but its executable is gone.

Read where the walk meets a call in a loop (:func:`cleared`); the project's functions that
clear are found once per project (:func:`..summaries.clearing`).
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode
from ..summaries import CLEARS, clearing
from .checker import Checker, Scope
from .instances import instance_of
from .loops import Loop
from .nodes import short


def cleared(checker: Checker, node: ast.Call, loop: Loop, scope: Scope,
            callee) -> None:
    """``node``, a call in ``loop``, is ``jax.clear_caches()`` or runs a project function
    that calls it, and the loop also calls a jit (``callee`` reads a call's jit, as the walk
    does): reported at ``node``."""
    where = _clears(checker, node, scope)
    if where is None:
        return
    jit = _jit_called(checker, loop, node, scope, callee)
    if jit is None:
        return
    checker.report(node, "JC101", f"{where} in this loop, and `{jit}`, called in the same "
                   "loop, compiles again after each clearing: its executable is gone. "
                   "Clear the caches once, after the loop (or not at all: deleting the "
                   "arrays you no longer need frees their memory)")


def _clears(checker: Checker, node: ast.Call, scope: Scope) -> str | None:
    """What ``node`` runs that clears: JAX's call itself, or a project function (a method
    of an object the source shows, or one class's method of that name) whose body calls
    it."""
    if checker.module.qualify(node.func) == CLEARS:
        return "`jax.clear_caches()` empties every jitted function's cache"
    project, view = checker.project, checker.view
    if project is None or view is None or not clearing(project):
        return None
    refs: list[Ref] = []
    ref = _resolved(checker, node.func, scope)
    if ref is not None:
        refs = [ref]
    elif isinstance(node.func, ast.Name):  # cb(step, params): an instance's __call__
        made = instance_of(checker, node.func, scope)
        refs = [Ref(made[2].name, f"{made[1].name}.__call__")] if made is not None else []
    elif isinstance(node.func, ast.Attribute):  # cb.on_epoch_end(e): a method of that name
        refs = project.methods(node.func.attr)
    for one in refs:
        line = clearing(project).get((one.module, one.name))
        if line is not None:
            return f"`{short(node.func, 30)}` calls `jax.clear_caches()` " \
                f"({project.views[one.module].path}:{line}), which empties every jitted " \
                "function's cache,"
    return None


def _jit_called(checker: Checker, loop: Loop, node: ast.Call, scope: Scope,
                callee) -> str | None:
    """A jitted function the loop calls (other than at ``node``): directly, or through a
    project function whose body calls a jit of its module (``server.serve(...)``)."""
    project, view = checker.project, checker.view
    for n in ast.walk(loop.node):
        if not isinstance(n, ast.Call) or n is node:
            continue
        if callee(n.func, scope) is not None:
            return short(n.func, 30)
        if project is None or view is None:
            continue
        ref = _resolved(checker, n.func, scope)
        func = project.node(ref) if ref is not None else None
        module = project.views[ref.module].scope() if isinstance(func, FunctionNode) \
            else None
        if module is not None and any(
                isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
                and c.func.id in module.jits for c in ast.walk(func)):
            return short(n.func, 30)
    return None


def _resolved(checker: Checker, func: ast.expr, scope: Scope) -> Ref | None:
    """The project function or method ``func`` names: as the model resolves it, or a
    method of the one instance of a project class its object holds (``server.serve``,
    ``server = RankingServer(...)``)."""
    ref = checker.project.resolve(checker.view, func, checker.current_class, guess=False)
    if isinstance(ref, Ref):
        return ref
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        made = instance_of(checker, func.value, scope)
        if made is not None:
            return checker.project.method(made[2], made[1].name, func.attr)
    return None
