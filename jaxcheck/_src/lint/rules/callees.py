"""Reading a function of the project where a call of it is: the one step every reading of
what a helper returns starts with.

A reading of values that meets ``make_batch(rng)`` reads ``make_batch``'s own body, in
its own module, with that module's names: :func:`read_in` resolves the call (a function,
a method of an instance the source shows, a class's ``__call__``) and gives the function,
a reader for its module (:class:`.checker.Callee`) and its scope.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..flow import function_bindings
from ..scope import FunctionNode, statements
from .checker import Callee, Checker, Scope
from .instances import resolve_callee


@dataclass
class Read:
    """A function of the project read for a call of it."""

    func: FunctionNode
    jitted: bool
    reader: Callee
    scope: Scope

    def returns(self) -> list[ast.expr]:
        """What each ``return`` of the function gives (not those of nested functions)."""
        return [n.value for n in statements(self.func.body)
                if isinstance(n, ast.Return) and n.value is not None]


def read_in(checker: Checker, call: ast.Call, scope: Scope) -> Read | None:
    """The function ``call`` runs, with a reader of its module and its scope; None when
    the source does not show which (or there is no project)."""
    if checker.project is None or checker.view is None:
        return None
    target = resolve_callee(checker, call, scope)
    if target is None:
        return None
    ref, func, jitted, _, cls = target
    owner = checker.project.views[ref.module]
    reader = Callee(owner.scope() or checker.module, checker.project, owner,
                    cls.name if cls is not None else None)
    return Read(func, jitted, reader, Scope(func, None, {}, function_bindings(func), set()))


def at_site(checker: Checker, site) -> tuple[Callee, Scope] | None:
    """A reader of the module a call site is in, and the scope of its function (or its
    module's top level): what an argument passed there is read in."""
    module = site.view.scope()
    if module is None or checker.project is None:
        return None
    scope = Scope(site.func, None, {}, function_bindings(site.func), set()) \
        if site.func is not None else Scope(None, None, {}, module.assigns, set())
    return Callee(module, checker.project, site.view, site.cls), scope
