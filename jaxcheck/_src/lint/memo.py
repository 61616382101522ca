"""Memos written by hand: a table a function stores into under a key only when the table
lacks it. Read below the project index (which asks it of every function it offers as a
factory of jits) and by the rules' summaries; functools' memoizers are ``scope.MEMOIZERS``.
"""

from __future__ import annotations

import ast

from .scope import FunctionNode, statements


def keeps_results(func: FunctionNode) -> bool:
    """``func`` memoizes by hand in a dict: it stores into a table under a key only when
    the table lacks it (``if species in _SCORERS: return _SCORERS[species]`` ...
    ``_SCORERS[species] = fn``), so each key's result is made once, as functools.cache
    would. Asked of every function: statements only, not every expression."""
    nodes = list(statements(func.body))
    return any(isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
        n.targets[0], ast.Subscript) and guarded_store(n, nodes) for n in nodes)


def guarded_store(store: ast.Assign, nodes: list[ast.stmt]) -> bool:
    """``store`` (``table[key] = value``) runs only when ``table`` lacks the key: under
    ``if key not in table:``, or after ``if key in table: return ...``."""
    table = ast.unparse(store.targets[0].value)
    for test in nodes:
        if not (isinstance(test, ast.If) and isinstance(test.test, ast.Compare)
                and len(test.test.ops) == 1 and ast.unparse(test.test.comparators[0]) == table):
            continue
        if isinstance(test.test.ops[0], ast.NotIn) and any(
                m is store for m in statements(test.body)):
            return True
        if isinstance(test.test.ops[0], ast.In) and test.lineno < store.lineno and any(
                isinstance(r, ast.Return) for r in test.body):
            return True
    return False
