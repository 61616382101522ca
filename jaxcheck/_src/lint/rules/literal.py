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
    counted = listed_count(made)
    if counted is not None:  # np.stack([x[i:i + lags] for i in range(n)]): n rows
        return counted if isinstance(counted, ast.Constant) or written else None
    if isinstance(made.func, ast.Attribute) and made.func.attr == "reshape" and made.args:
        # np.linspace(0, 1, rows * d).reshape(rows, d): the reshape writes the rows
        shape = made.args[0] if isinstance(made.args[0], ast.Tuple) else ast.Tuple(
            list(made.args), ast.Load())
    else:
        shape = next((k.value for k in made.keywords if k.arg in ("size", "shape")), None)
    if shape is None and made.args:  # np.zeros((n, d)) or jax.random.normal(key, (n, d))
        shape = next((a for a in made.args if isinstance(a, ast.Tuple)), None)
    if shape is None:  # rng.weibull(2.0, n), np.zeros(n), np.linspace(0, 1, n)
        shape = sized_by(made)
    first = shape.elts[0] if isinstance(shape, ast.Tuple) and shape.elts else shape
    return first if isinstance(first, ast.Constant) and type(first.value) is int or (
        written and isinstance(first, ast.Name)) else None


#: where a NumPy maker or a draw of ``np.random.Generator`` takes its size when given
#: by position: ``rng.weibull(a, size)``, ``np.zeros(shape)``, ``np.linspace(a, b, num)``
SIZE_POSITIONS = {"zeros": 0, "ones": 0, "empty": 0, "arange": 0, "random": 0,
                  "standard_normal": 0, "rand": 0, "randn": 0, "weibull": 1,
                  "exponential": 1, "poisson": 1, "rayleigh": 1, "geometric": 1,
                  "normal": 2, "uniform": 2, "integers": 2, "binomial": 2, "gamma": 2,
                  "beta": 2, "lognormal": 2, "laplace": 2, "linspace": 2, "full": 0,
                  "permutation": 0}


def sized_by(made: ast.Call) -> ast.expr | None:
    """The size a maker or draw is given by position (``rng.weibull(2.0, n)``: ``n``);
    ``arange`` only with one argument (its stop), and no keyword that moves it."""
    name = made.func.attr if isinstance(made.func, ast.Attribute) else None
    at = SIZE_POSITIONS.get(name or "")
    if at is None or at >= len(made.args) or any(isinstance(a, ast.Starred)
                                                 for a in made.args):
        return None
    if name == "arange" and len(made.args) != 1 or name == "random" and len(made.args) != 1:
        return None
    size = made.args[at]
    return size if isinstance(size, ast.Name | ast.Constant | ast.Tuple) else None


def listed_count(made: ast.Call) -> ast.expr | None:
    """The count of ``np.stack([... for i in range(n)])`` (or ``np.array``, ``jnp.stack``,
    ``np.asarray`` of a comprehension over ``range(n)`` with no filter): ``n``."""
    name = made.func.attr if isinstance(made.func, ast.Attribute) else None
    if name not in ("stack", "array", "asarray", "vstack") or len(made.args) != 1:
        return None
    comp = made.args[0]
    if not isinstance(comp, ast.ListComp | ast.GeneratorExp) or len(comp.generators) != 1:
        return None
    gen = comp.generators[0]
    it = gen.iter
    if gen.ifs or not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name)
                       and it.func.id == "range" and len(it.args) == 1 and not it.keywords):
        return None
    return it.args[0] if isinstance(it.args[0], ast.Name | ast.Constant) else None


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
