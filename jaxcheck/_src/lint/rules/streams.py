"""Listed values that are data, not a sweep: a loop over listed constants is a few
configurations, compiled once each by design (``for n in (32, 128)``, ``for mode in
("train", "eval")``), unless the list repeats itself. An order stream (``["M8", "M6",
"M12", "M8"]``), the season lengths of the sites (``(120, 135, 120, 150)``), the player
count of each frame (``counts[i % len(counts)]``) come back to values met before: they are
what the program is fed, one value per pass, and a jit keyed on them compiles once per
distinct value, as data asks. :func:`stream` tells a loop over such a list;
:func:`picked_size` a size picked from one by a moving index.
"""

from __future__ import annotations

import ast

from .checker import Checker, Scope
from .loops import Loop, loop_bindings, values_of, varies


def picked_size(checker: Checker, size: ast.expr, loop: Loop, scope: Scope | None
                ) -> ast.expr | None:
    """A size picked from a list (or a table) of several ints by an index (a key) that
    moves with the loop: ``counts[i % len(counts)]``, ``BURST_FRAMES[camera]`` (or a name
    the loop gives it)."""
    if isinstance(size, ast.Name):
        given = loop_bindings(loop).get(size.id, [])
        return size if len(given) == 1 and picked_size(checker, given[0], loop, scope) \
            is not None else None
    if not (isinstance(size, ast.Subscript) and isinstance(size.value, ast.Name)
            and not isinstance(size.slice, ast.Slice) and varies(size.slice, loop)):
        return None
    given = values_of(checker, size.value.id, scope) if scope is not None else \
        checker.module.assigns.get(size.value.id, [])
    if len(given) != 1 or not isinstance(given[0], ast.List | ast.Tuple | ast.Dict):
        return None
    items = given[0].values if isinstance(given[0], ast.Dict) else given[0].elts
    if not all(isinstance(e, ast.Constant) and type(e.value) is int for e in items):
        return None
    return size if len({e.value for e in items}) > 1 else None
