"""Whether a test can differ from one call of a function to the next: the tests that
decide if a key is stored (JC108), a value cast (JC107), on every call or on some. A test
of constants, attributes, or parameters every caller passes one way does not; one of a
draw, a length, a loop's value, or a parameter some caller passes from a loop does."""

from __future__ import annotations

import ast

from ..flow import bindings
from ..scope import FunctionNode, statements
from .arguments import passed
from .checker import Checker, Scope


def changes_per_call(checker: Checker, test: ast.expr, scope: Scope) -> bool:
    """Whether ``test`` can differ from one call of the scope to the next: it reads a name
    the scope computes (a draw, a length, a loop's value), or a parameter that some caller
    passes from a loop or as None where another passes a value. Constants, attributes
    (``self.use_mask``, ``cfg.pad``) and parameters every caller passes one way do not."""
    func = scope.func
    params = set() if func is None else {
        a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
    looped = _loop_targets(func.body if func is not None else checker.tree.body)
    for n in ast.walk(test):
        if not isinstance(n, ast.Name) or n.id in checker.module.imports:
            continue
        if n.id in params:
            if _param_varies(checker, func, scope, n.id):
                return True
            continue
        values = scope.assigns.get(n.id, [])
        if n.id in scope.counters or n.id in scope.items or n.id in looped:
            return True
        if any(not isinstance(v, ast.Constant | ast.Attribute) for v in values):
            return True
    return False


def _loop_targets(body: list[ast.stmt]) -> set[str]:
    """The names the loops of ``body`` bind."""
    return {t.id for st in statements(body) if isinstance(st, ast.For | ast.AsyncFor)
            for t in ast.walk(st.target) if isinstance(t, ast.Name)}


def _param_varies(checker: Checker, func: FunctionNode, scope: Scope, name: str) -> bool:
    cls = scope.cls.name if scope.cls is not None else checker.current_class
    given = passed(checker, func, cls, name)
    if not given:
        return False
    nones = {arg is None or isinstance(arg, ast.Constant) and arg.value is None
             for _, arg in given}
    if len(nones) > 1:
        return True  # None from one caller, a value from another
    for site, arg in given:
        if arg is None or isinstance(arg, ast.Constant | ast.Attribute):
            continue
        body = site.func.body if site.func is not None else site.view.tree().body
        looped = _loop_targets(body)
        if any(isinstance(n, ast.Name) and n.id in looped for n in ast.walk(arg)):
            return True  # make_batch(step): a loop's value
        names = {n.id for n in ast.walk(arg) if isinstance(n, ast.Name)}
        given_in = bindings(statements(body)) if names else {}
        if any(isinstance(n, ast.Name) and n.id in looped for name in names
               for v in given_in.get(name, ()) for n in ast.walk(v)):
            return True  # beta = 0.2 * step, then sample(rng, beta): made from it
    return False
