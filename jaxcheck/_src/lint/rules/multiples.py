"""Evidence of even splits: whether the source shows that a length is a multiple of the
batch size, so that the last batch is as long as the others.

Rule JC105 reports a ragged last batch only when nothing shows this (precision first):
constants that divide, a length computed from the step, or an ``assert`` of it. The
project index asks the same of a loader's range (:func:`~..index.even`), where the
length's value is the last one assigned.
"""

from __future__ import annotations

import ast

from .checker import Checker, Scope


def whole(checker: Checker, stop: ast.expr | None, step: ast.expr, scope: Scope,
          depth: int = 0) -> bool:
    """Evidence that ``stop`` is a multiple of ``step``: constants that divide, a value
    computed from the step (``n // bs * bs``, ``k * bs``, ``n - n % bs``), or an
    ``assert stop % step == 0`` in the scope."""
    if stop is None:
        return False
    if isinstance(stop, ast.Constant) and isinstance(step, ast.Constant) \
            and isinstance(stop.value, int) and isinstance(step.value, int) \
            and step.value and stop.value % step.value == 0:
        return True
    if isinstance(step, ast.Name) and isinstance(stop, ast.Constant) and depth < 3:
        values = scope.assigns.get(step.id) or checker.module.assigns.get(step.id, [])
        if len(values) == 1:
            return whole(checker, stop, values[0], scope, depth + 1)
    if ast.unparse(stop) in scope.whole:
        return True
    if any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.FloorDiv | ast.Mod
                                                   | ast.Sub | ast.Mult)
           for n in ast.walk(stop)):
        return True  # stop computed from the batch size: probably whole batches
    if isinstance(stop, ast.Name) and depth < 3:
        values = scope.assigns.get(stop.id, [])
        return len(values) == 1 and whole(checker, values[0], step, scope, depth + 1)
    rows = leading(stop, scope)
    return rows is not None and depth < 3 and whole(checker, rows, step, scope, depth + 1)


def leading(length: ast.expr, scope: Scope) -> ast.Constant | None:
    """The literal row count behind ``len(x)`` (or ``x.shape[0]``), when ``x`` is made once
    in the scope with its shape written out: ``rng.normal(size=(128, 10))``,
    ``np.zeros((64, 3))``, ``jax.random.normal(key, (256,))`` (``.astype`` after it)."""
    if isinstance(length, ast.Call) and isinstance(length.func, ast.Name) \
            and length.func.id == "len" and len(length.args) == 1:
        array = length.args[0]
    elif isinstance(length, ast.Subscript) and isinstance(length.value, ast.Attribute) \
            and length.value.attr == "shape" and isinstance(length.slice, ast.Constant) \
            and length.slice.value == 0:
        array = length.value.value
    else:
        return None
    values = scope.assigns.get(array.id, []) if isinstance(array, ast.Name) else []
    made = values[0] if len(values) == 1 else None
    while isinstance(made, ast.Call) and isinstance(made.func, ast.Attribute) \
            and made.func.attr == "astype":
        made = made.func.value
    if not isinstance(made, ast.Call):
        return None
    shape = next((k.value for k in made.keywords if k.arg in ("size", "shape")), None)
    if shape is None and made.args:  # np.zeros((n, d)) or jax.random.normal(key, (n, d))
        shape = next((a for a in made.args if isinstance(a, ast.Tuple)), None)
    first = shape.elts[0] if isinstance(shape, ast.Tuple) and shape.elts else shape
    return first if isinstance(first, ast.Constant) and type(first.value) is int else None
