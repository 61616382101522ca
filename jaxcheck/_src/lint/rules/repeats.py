"""Listed values that repeat: a loop over listed constants is a few configurations,
compiled once each by design, unless the list comes back to values met before (an order
stream, the season lengths of the sites): then it is data, one value per pass.
:func:`stream` tells such a list (read by :func:`.loops.read_loop`)."""

from __future__ import annotations

import ast

from .checker import Checker, Scope
from .modules import values_of


def stream(checker: Checker, it: ast.expr, scope: Scope) -> bool:
    """``it`` lists constants (directly, or a name given one list) that repeat, with at
    least three distinct values (two are a pair of modes, however often they come)."""
    if isinstance(it, ast.Name):
        given = values_of(checker, it.id, scope)
        if len(given) != 1:
            return False
        it = given[0]
    return _repeats(it)


def _repeats(listed: ast.expr) -> bool:
    if not isinstance(listed, ast.List | ast.Tuple) or not listed.elts or \
            not all(isinstance(e, ast.Constant) for e in listed.elts):
        return False
    values = [(type(e.value), e.value) for e in listed.elts]
    return len(set(values)) < len(values) and len(set(values)) >= 3
