"""A listed table's column of measurements: a sweep that is data, not modes.

A loop over listed settings passes each to a static argument once, by design, when they
are modes (``"train"``, ``"eval"``) or sizes. A column of distinct Python floats read out
of listed records (``{"id": "NE-14", "lat": 41.21}``) is measurements: each compiles
apart, and none needed to be static.
"""

from __future__ import annotations

import ast

from .checker import Checker, Scope
from .loops import Loop, columns, names_reader


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
