"""Statics read out of tables: an entry of a table made once, or a column of measurements.

A static that is an entry of a module-level table (``SPECS[lang]``, or a helper that
returns only such entries) takes one of the table's few objects, each compiled once: by
design. A loop over listed settings passes each to a static argument once, by design too,
when they are modes (``"train"``, ``"eval"``) or sizes; but a column of distinct Python
floats read out of listed records (``{"id": "NE-14", "lat": 41.21}``) is measurements:
each compiles apart, and none needed to be static.
"""

from __future__ import annotations

import ast

from ..flow import bindings
from ..scope import FunctionNode, statements
from .checker import Checker, Scope
from .loops import Loop, columns, entry, names_reader


def measured_column(checker: Checker, expr: ast.expr, loop: Loop, scope: Scope | None) -> bool:
    """``f["lat"]`` for ``f`` over listed dicts whose ``"lat"`` entries are distinct
    Python floats (``{"id": "NE-14", "lat": 41.21}``): measurements, not modes, whatever
    the other entries are."""
    if scope is None or not (isinstance(expr, ast.Subscript) and isinstance(
            expr.value, ast.Name) and isinstance(expr.slice, ast.Constant)) or \
            not isinstance(loop.node, ast.For):
        return False
    column = columns(loop.node.target, loop.node.iter, scope, names_reader(checker)).get(
        expr.value.id) or []
    found = [next((v for k, v in zip(d.keys, d.values, strict=True) if isinstance(
        k, ast.Constant) and k.value == expr.slice.value), None) if isinstance(d, ast.Dict)
        else None for d in column]
    return len(found) > 2 and all(isinstance(v, ast.Constant) and type(v.value) is float
                                  for v in found) and len({v.value for v in found}) > 2


def table_entry(checker: Checker, expr: ast.expr, scope: Scope | None) -> bool:
    """``SPECS[lang]``, ``SPECS.get(lang)``, or a call of the project's that returns
    only such entries (``spec_for(lang)``): an entry of a table made once, at module
    level. However the key changes, the static value is one of the table's entries, each
    compiled once."""
    if entry(expr, checker.module, scope.assigns if scope is not None else {}):
        return True
    if not isinstance(expr, ast.Call) or checker.project is None or checker.view is None:
        return False
    project = checker.project
    ref = project.resolve(checker.view, expr.func, checker.current_class, guess=False)
    func = project.node(ref) if ref is not None and not isinstance(ref, str) else None
    module = project.views[ref.module].scope() if func is not None else None
    if not isinstance(func, FunctionNode) or module is None or func.decorator_list:
        return False
    local = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}

    assigns = bindings(list(statements(func.body)))
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    return bool(returns) and all(
        r is not None and entry(r, module, {**assigns, **dict.fromkeys(local, [r])})
        for r in returns)
