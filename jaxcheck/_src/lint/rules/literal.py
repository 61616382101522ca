"""Sizes the source writes out: the rows of an array made with its shape literal
(``rng.normal(size=(128, 10))``), and a loader constructed with such data and a batch
size that divides it. Read by the evidence of whole batches (:mod:`.multiples`) and by
the loops that iterate a loader (:mod:`.loops`).
"""

from __future__ import annotations

import ast

from .checker import Scope


def array_of(length: ast.expr) -> ast.expr | None:
    """``x`` of ``len(x)`` or ``x.shape[0]``."""
    if isinstance(length, ast.Call) and isinstance(length.func, ast.Name) \
            and length.func.id == "len" and len(length.args) == 1:
        return length.args[0]
    if isinstance(length, ast.Subscript) and isinstance(length.value, ast.Attribute) \
            and length.value.attr == "shape" and isinstance(length.slice, ast.Constant) \
            and length.slice.value == 0:
        return length.value.value
    return None


def leading(length: ast.expr, scope: Scope, written: bool = False) -> ast.expr | None:
    """The literal row count behind ``len(x)`` (or ``x.shape[0]``), when ``x`` is made once
    in the scope with its shape written out: ``rng.normal(size=(128, 10))``,
    ``np.zeros((64, 3))``, ``jax.random.normal(key, (256,))`` (``.astype`` after it);
    ``written``: a name written there too (``size=(n, d)``: ``n``)."""
    array = array_of(length)
    if array is None:
        return None
    values = scope.assigns.get(array.id, []) if isinstance(array, ast.Name) else [array]
    made = values[0] if len(values) == 1 else None
    while isinstance(made, ast.Call) and isinstance(made.func, ast.Attribute) \
            and made.func.attr == "astype" or isinstance(made, ast.BinOp):
        # (centers[y] + rng.normal(size=(n, 4))): the draw gives the rows
        made = made.func.value if isinstance(made, ast.Call) else next(
            (side for side in (made.right, made.left) if isinstance(side, ast.Call)), None)
    if not isinstance(made, ast.Call):
        return None
    if isinstance(made.func, ast.Attribute) and made.func.attr == "reshape" and made.args:
        # np.linspace(0, 1, rows * d).reshape(rows, d): the reshape writes the rows
        shape = made.args[0] if isinstance(made.args[0], ast.Tuple) else ast.Tuple(
            list(made.args), ast.Load())
    else:
        shape = next((k.value for k in made.keywords if k.arg in ("size", "shape")), None)
    if shape is None and made.args:  # np.zeros((n, d)) or jax.random.normal(key, (n, d))
        shape = next((a for a in made.args if isinstance(a, ast.Tuple)), None)
    first = shape.elts[0] if isinstance(shape, ast.Tuple) and shape.elts else shape
    return first if isinstance(first, ast.Constant) and type(first.value) is int or (
        written and isinstance(first, ast.Name)) else None


def even_construction(made: ast.Call, size: str, scope: Scope) -> bool:
    """A loader made with its data and a batch size that divides it, as the call shows:
    ``AugmentedLoader(images, labels, batch_size=16)`` with ``images`` made of 96 rows,
    for a loader whose last batch is short unless ``self.batch_size`` divides the length."""
    attr = size.removeprefix("self.")
    given = next((k.value for k in made.keywords if k.arg == attr), None)
    if not (isinstance(given, ast.Constant) and type(given.value) is int and given.value):
        return False
    rows = [leading(ast.Call(ast.Name("len", ast.Load()), [a], []), scope)
            for a in made.args if isinstance(a, ast.Name)]
    rows = [r.value for r in rows if r is not None]
    return bool(rows) and all(r % given.value == 0 for r in rows)


def listed_items(checker, it: ast.expr | None, scope: Scope, depth: int = 0) -> list[ast.expr]:
    """The items a loop over ``it`` takes, when the source lists them: a literal list,
    tuple or set, a dict's values (``TABLE.values()``, the second name of
    ``TABLE.items()``), through a name the scope, its module or the module it is imported
    from gives one such value; [] when not listed."""
    if depth > 3:
        return []
    if isinstance(it, ast.List | ast.Tuple | ast.Set):
        return list(it.elts)
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and \
            it.func.attr == "values" and not it.args:
        owner = it.func.value
        given = _given(checker, owner, scope) if isinstance(owner, ast.Name) else [owner]
        return list(given[0].values) if len(given) == 1 and isinstance(given[0], ast.Dict) \
            else []
    if isinstance(it, ast.Name):
        given = _given(checker, it, scope)
        return listed_items(checker, given[0], scope, depth + 1) if len(given) == 1 else []
    return []


def _given(checker, name: ast.Name, scope: Scope) -> list[ast.expr]:
    return scope.assigns.get(name.id) or checker.module.assigns.get(name.id) or (
        checker.project.constant(checker.view, name.id)
        if checker.project is not None and checker.view is not None else [])


def listed_dtype(lst: ast.expr | None) -> str | None:
    """The dtype NumPy gives a literal list of numbers (``np.array([1, 2])``: int64;
    ``[0.5, 1]``: float64; ``[True]``: bool); None for anything else."""
    if not isinstance(lst, ast.List | ast.Tuple) or not lst.elts or not all(
            isinstance(e, ast.Constant) for e in lst.elts):
        return None
    values = [e.value for e in lst.elts]
    if all(type(v) is bool for v in values):
        return "bool"
    if all(type(v) in (int, bool) for v in values):
        return "int64"
    if all(type(v) in (int, float, bool) for v in values):
        return "float64"
    return None
