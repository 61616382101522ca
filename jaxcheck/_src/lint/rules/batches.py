"""Ragged batches: whether a slice taken in a loop is shorter on the last iteration.

A loop makes batches in a few ways, each read here from the source: ``x[i:i + bs]`` over
``range(start, stop, bs)``, a window several steps wide over the same range, index
arithmetic ``x[i * bs:(i + 1) * bs]`` over a rounded-up count of batches, a cursor moved
by ``+= bs`` in a while loop, and numpy's ``array_split``. :func:`short_batch` says which
(as the size to name in rule JC105's message), unless the source shows the length is a
multiple of the batch size (:mod:`.multiples`).
"""

from __future__ import annotations

import ast

from ..index import batch_slice, first_slice
from ..scope import statements
from .checker import Checker, Scope
from .loops import Loop, item_source
from .multiples import numbers, whole
from .nodes import short

#: what a split's reason ends with when the source shows its length does not divide
UNEQUAL = " of unequal length"
#: splitters whose chunks differ in length when the length does not divide evenly
SPLITTERS = frozenset({"numpy.array_split", "jax.numpy.array_split"})


def short_batch(checker: Checker, sliced: ast.expr, loop: Loop, scope: Scope) -> str | None:
    """The batch size (as written) when ``sliced`` is a ragged last batch of ``loop``;
    ``its N parts`` for an array_split, ``window W`` for a window that runs past the end."""
    node = loop.node
    # numpy's array_split: chunks differ by one whenever the length does not divide
    # (also an item of a zip or an enumerate of one: for xs, ys in zip(np.array_split(x,
    # k), np.array_split(y, k)))
    split = item_source(node.target, node.iter, sliced.id) if isinstance(
        sliced, ast.Name) and isinstance(node, ast.For | ast.AsyncFor) else None
    if split is not None:
        parts = uneven_parts(checker, split, scope)
        if parts is not None:
            return parts
    # x[i:i + step] over range(start, stop, step)
    named = {n.targets[0].id: n.value for n in statements(node.body)
             if isinstance(n, ast.Assign) and len(n.targets) == 1
             and isinstance(n.targets[0], ast.Name)}  # stop = i + bs; x[i:stop]
    if loop.range_var is not None and loop.range_step is not None \
            and batch_slice(sliced, loop.range_var, loop.range_step, named):
        return None if whole(checker, loop.range_stop, loop.range_step, scope) else short(
            loop.range_step, 20)
    # x[i:i + k * step] over range(start, stop, step): windows of several steps run past
    # the end on the last k - 1 iterations, however long the data (unless the stop
    # leaves room: range(0, n - k * bs + 1, bs))
    if loop.range_var is not None and loop.range_step is not None \
            and window_slice(sliced, loop.range_var, loop.range_step) is not None \
            and not any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub)
                        for n in ast.walk(loop.range_stop or ast.Constant(0))):
        return "window " + short(window_slice(sliced, loop.range_var, loop.range_step), 20)
    # x[i * bs:(i + 1) * bs] over range(ceil(n / bs)) (or -(-n // bs), (n + bs - 1) // bs)
    if isinstance(node, ast.For | ast.AsyncFor) and isinstance(node.target, ast.Name) \
            and isinstance(node.iter, ast.Call) and isinstance(node.iter.func, ast.Name) \
            and node.iter.func.id == "range" and len(node.iter.args) == 1:
        size = index_slice(sliced, node.target.id)
        count = node.iter.args[0]
        if size is not None and rounds_up(checker, count, scope) and \
                not _made_whole(sliced, count, size, scope):
            return short(size, 20)
    # a cursor: while c < n: f(x[c:c + bs]); c += bs
    if isinstance(node, ast.While) and isinstance(node.test, ast.Compare) \
            and len(node.test.ops) == 1 and isinstance(node.test.ops[0], ast.Lt) \
            and isinstance(node.test.left, ast.Name):
        cursor, stop = node.test.left.id, node.test.comparators[0]
        step = stepped_by(cursor, node)
        if step is not None and batch_slice(sliced, cursor, step):
            return None if whole(checker, stop, step, scope) else short(step, 20)
    return None


def _made_whole(sliced: ast.expr, count: ast.expr, size: ast.expr, scope: Scope) -> bool:
    """The array ``sliced`` cuts was made once with ``count * size`` rows: ``padded =
    np.zeros((n_chunks * CHUNK, d))`` or ``np.pad(x, (0, n_win * WIN - len(x)))``, so
    every one of the ``count`` slices is whole."""
    array = sliced.value if isinstance(sliced, ast.Subscript) else None
    values = scope.assigns.get(array.id, []) if isinstance(array, ast.Name) else []
    want = {ast.dump(count), ast.dump(size)}
    return len(values) == 1 and any(
        isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mult)
        and {ast.dump(n.left), ast.dump(n.right)} == want for n in ast.walk(values[0]))


def uneven_parts(checker: Checker, split: ast.expr, scope: Scope, shown: bool = False
                 ) -> str | None:
    """``its N parts`` when ``split`` is NumPy's ``array_split`` into parts that need not
    be of one length (no split points given, the length not shown to divide evenly); also
    through ``list(...)``, ``tuple(...)`` and a ``zip`` of splits. ``shown``: only when the
    source fixes the length and the count and they do not divide (``kfold(1003, 5)``)."""
    if isinstance(split, ast.Call) and isinstance(split.func, ast.Name) and \
            split.func.id in ("list", "tuple", "zip") and split.args and not split.keywords:
        # return list(zip(np.array_split(x, k), np.array_split(y, k)))
        return next(filter(None, (uneven_parts(checker, a, scope, shown)
                                  for a in split.args)), None)
    if not (isinstance(split, ast.Call) and len(split.args) >= 2 and
            checker.module.qualify(split.func) in SPLITTERS):
        return None
    array, parts = split.args[0], split.args[1]
    length = ast.copy_location(ast.Call(ast.Name("len", ast.Load()), [array], []), array)
    if isinstance(parts, ast.List | ast.Tuple) or whole(checker, array, parts, scope) or \
            whole(checker, length, parts, scope):
        return None  # split points given, or shown to divide evenly
    if shown:
        rows, counts = numbers(checker, length, scope, "rows"), numbers(checker, parts, scope)
        if not rows or not counts or all(c and r % c == 0 for r in rows for c in counts):
            return None
        return f"its {short(parts, 20)} parts{UNEQUAL}"
    return f"its {short(parts, 20)} parts"


def split_items(checker: Checker, loop: ast.For, value: ast.expr, scope: Scope
                ) -> dict[int, str]:
    """``for idx in np.array_split(order, k): yield X[idx], y[idx]``: the positions of the
    yielded ``value`` (-1: the whole) that the loop's uneven parts index, each with why."""
    parts = uneven_parts(checker, loop.iter, scope)
    if parts is None:
        return {}
    names = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
    items = list(enumerate(value.elts)) if isinstance(value, ast.Tuple) else [(-1, value)]
    # (for d, c in zip(np.array_split(days, k), ...): yield d, c too)
    return {i: parts for i, item in items if isinstance(item, ast.Name) and item.id in names
            or isinstance(item, ast.Subscript) and isinstance(item.slice, ast.Name)
            and item.slice.id in names}


def rounds_up(checker: Checker, count: ast.expr, scope: Scope, depth: int = 0) -> bool:
    """A count of batches rounded up: math.ceil(...), -(-n // bs), (n + bs - 1) // bs."""
    if isinstance(count, ast.Name) and depth < 3:
        values = scope.assigns.get(count.id, [])
        return len(values) == 1 and rounds_up(checker, values[0], scope, depth + 1)
    if isinstance(count, ast.Call):
        name = checker.module.qualify(count.func) or ""
        return name.endswith(".ceil") or (isinstance(count.func, ast.Name)
                                          and count.func.id == "int" and bool(count.args)
                                          and rounds_up(checker, count.args[0], scope, depth))
    if isinstance(count, ast.UnaryOp) and isinstance(count.op, ast.USub):
        inner = count.operand
        return isinstance(inner, ast.BinOp) and isinstance(inner.op, ast.FloorDiv) and \
            isinstance(inner.left, ast.UnaryOp) and isinstance(inner.left.op, ast.USub)
    if isinstance(count, ast.BinOp) and isinstance(count.op, ast.FloorDiv):
        left = count.left
        return isinstance(left, ast.BinOp) and isinstance(left.op, ast.Sub) and \
            isinstance(left.left, ast.BinOp) and isinstance(left.left.op, ast.Add)
    return False


def window_slice(node: ast.expr, var: str, step: ast.expr) -> ast.expr | None:
    """The width of ``x[var:var + k * step]`` (``k`` an int constant of 2 or more, on either
    side of the product, the sum either way round)."""
    first = first_slice(node)
    if first is None or not (isinstance(first.lower, ast.Name) and first.lower.id == var):
        return None
    upper = first.upper
    if not (isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Add)):
        return None
    width = upper.right if isinstance(upper.left, ast.Name) and upper.left.id == var else \
        upper.left if isinstance(upper.right, ast.Name) and upper.right.id == var else None
    if not (isinstance(width, ast.BinOp) and isinstance(width.op, ast.Mult)):
        return None
    want = ast.dump(step)
    for k, other in ((width.left, width.right), (width.right, width.left)):
        if isinstance(k, ast.Constant) and type(k.value) is int and k.value >= 2 \
                and ast.dump(other) == want:
            return width
    return None


def index_slice(node: ast.expr, var: str) -> ast.expr | None:
    """The size ``bs`` of ``x[i * bs:(i + 1) * bs]`` or ``x[i * bs:i * bs + bs]``."""
    first = first_slice(node)
    if first is None:
        return None
    lower, upper = first.lower, first.upper

    def times(e: ast.expr | None, name: str) -> ast.expr | None:
        if isinstance(e, ast.BinOp) and isinstance(e.op, ast.Mult):
            if isinstance(e.left, ast.Name) and e.left.id == name:
                return e.right
            if isinstance(e.right, ast.Name) and e.right.id == name:
                return e.left
        return None

    size = times(lower, var)
    if size is None or upper is None:
        return None
    want = ast.dump(size)
    if isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Mult):
        plus = upper.left if ast.dump(upper.right) == want else (
            upper.right if ast.dump(upper.left) == want else None)
        if isinstance(plus, ast.BinOp) and isinstance(plus.op, ast.Add) \
                and isinstance(plus.left, ast.Name) and plus.left.id == var:
            return size
    if isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Add) \
            and ast.dump(upper.left) == ast.dump(lower) and ast.dump(upper.right) == want:
        return size
    return None


def stepped_by(cursor: str, loop: ast.While) -> ast.expr | None:
    """The step of ``cursor += step`` in a while loop's body (only one such update)."""
    steps = [n.value for n in statements(loop.body) if isinstance(n, ast.AugAssign)
             and isinstance(n.op, ast.Add) and isinstance(n.target, ast.Name)
             and n.target.id == cursor]
    return steps[0] if len(steps) == 1 else None
