"""Which items an index or a slice picks, read from its syntax: a fixed number of leading
rows (``x[:1]``), a prefix whose bound moves (``x[:t]``), a boolean mask (as many as pass
it), the indices of a batch (``x[perm[i:i + bs]]``), a pad to the longest item of each
batch, however many are queued up to a cap (``range(min(len(self.pending), cap))``), as
many as the data's values let through (``np.nonzero``). Read by :mod:`.shapes` for rule
JC105.
"""

from __future__ import annotations

import ast

from ..flow import unpacking
from .checker import Checker, Scope
from .ends import assigned
from .loops import Loop, loop_bindings, varies
from .nodes import class_def


def fixed_rows(expr: ast.Subscript, loop: Loop) -> bool:
    """``x[:1]``, ``x[2:10]``, ``x[0]``, ``x[-4:, :]``: a number of leading rows the
    source fixes (the sizes that follow the data are the leading ones)."""
    first = expr.slice.elts[0] if isinstance(expr.slice, ast.Tuple) and \
        expr.slice.elts else expr.slice
    if isinstance(first, ast.Constant) and type(first.value) is int:
        return True
    if not isinstance(first, ast.Slice) or first.step is not None:
        return False
    lower, upper = first.lower, first.upper

    def number(e: ast.expr | None) -> int | None:
        if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub):
            inner = number(e.operand)
            return -inner if inner is not None else None
        return e.value if isinstance(e, ast.Constant) and type(e.value) is int else None

    low, up = (0 if lower is None else number(lower)), number(upper)
    if low == 0 and isinstance(upper, ast.Name) and upper.id not in loop.varying and \
            upper.id not in loop_bindings(loop):
        return True  # kept[:n], pending[:CHUNK]: as many rows as a bound the loop keeps
    if up is not None and low is not None:
        return (low >= 0) == (up >= 0) or (up == 0 and low < 0)  # x[:1], x[-4:-1]
    return upper is None and low is not None and low < 0  # x[-4:]: the last four


def prefix(index: ast.Slice, loop: Loop) -> ast.expr | None:
    """The bound of ``x[:t]`` (or ``x[t:]``) that changes every iteration while the other
    stays: the slice's length changes with it (``x[i:i + bs]`` is :mod:`.batches`')."""
    lower, upper = index.lower, index.upper
    if index.step is not None:
        return None
    if lower is None and upper is not None and varies(upper, loop):
        return upper
    if upper is None and lower is not None and varies(lower, loop):
        return lower
    if lower is not None and isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Add):
        # x[top:top + size]: as long as size, wherever it starts
        start = ast.unparse(lower)
        span = upper.right if ast.unparse(upper.left) == start else \
            upper.left if ast.unparse(upper.right) == start else None
        if span is not None and varies(span, loop):
            return span
    return None


def longest(expr: ast.expr, loop: Loop, scope: Scope, depth: int = 0) -> bool:
    """``max(len(s) for s in batch)`` (or ``s.shape[0]``), ``max(map(len, batch))``, in a
    shape or a pad width, or a name given it (unrounded: a bucketed size is no claim)."""
    if depth > 3:
        return False
    if isinstance(expr, ast.Tuple | ast.List):
        return any(longest(e, loop, scope, depth + 1) for e in expr.elts)
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Sub | ast.Add):
        return longest(expr.left, loop, scope, depth + 1) or \
            longest(expr.right, loop, scope, depth + 1)  # maxlen - len(s): a pad width
    if isinstance(expr, ast.Name):
        value = assigned(expr.id, loop.node)
        if value is None:
            values = scope.assigns.get(expr.id, [])
            value = values[0] if len(values) == 1 else None
        return value is not None and longest(value, loop, scope, depth + 1)
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and \
            expr.func.id == "max" and len(expr.args) == 1 and not expr.keywords:
        arg = expr.args[0]
        if isinstance(arg, ast.GeneratorExp | ast.ListComp):
            elt = arg.elt  # len(s), or s.shape[0]: m["x"].shape[0] for m in mols
            return isinstance(elt, ast.Call) and isinstance(elt.func, ast.Name) \
                and elt.func.id == "len" or isinstance(elt, ast.Subscript) and \
                isinstance(elt.value, ast.Attribute) and elt.value.attr == "shape"
        if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Name) and \
                arg.func.id == "map" and arg.args and isinstance(arg.args[0], ast.Name):
            return arg.args[0].id == "len"
    return False


def picked(expr: ast.expr, loop: Loop) -> ast.expr | None:
    """The slice of indices ``expr`` picks its items by (``x[idx]`` with ``idx =
    perm[i:i + bs]``, or ``x[perm[i:i + bs]]``), to be judged as a batch slice."""
    for _ in range(3):
        if isinstance(expr, ast.Name):
            value = assigned(expr.id, loop.node)
            if value is None:
                return None
            expr = value
            continue
        break
    if not isinstance(expr, ast.Subscript) or isinstance(expr.slice, ast.Slice | ast.Tuple):
        return None
    index = expr.slice
    if isinstance(index, ast.Name):
        if index.id in loop.sliced:
            return loop.sliced[index.id]
        value = assigned(index.id, loop.node)
        return value if isinstance(value, ast.Subscript) else None
    return index if isinstance(index, ast.Subscript) else None



#: NumPy's calls that give a boolean array from the comparisons (or values) handed to them
LOGICAL = frozenset(f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in (
    "all", "any", "logical_and", "logical_or", "logical_not", "logical_xor", "isfinite",
    "isnan", "isinf", "isclose", "isin"))


def mask(index: ast.expr, loop: Loop, depth: int = 0, checker: Checker | None = None) -> bool:
    """A boolean mask: a comparison, ``&``/``|``/``~`` of them, NumPy's logical calls
    (``np.all(np.abs(pos) < box, axis=1)``, ``np.isfinite(x)``), or a name given one in
    the loop (``alive = (pos >= 0) & (w > 1e-3)``)."""
    if isinstance(index, ast.Compare):
        return True
    if isinstance(index, ast.Subscript) and isinstance(index.value, ast.Call):
        index = index.value  # np.nonzero(alive)[0]
    if isinstance(index, ast.Call) and checker is not None and index.args and \
            checker.module.qualify(index.func) in AS_ARRAY and depth < 3:
        return mask(index.args[0], loop, depth + 1, checker)  # np.asarray(w > cut)
    if isinstance(index, ast.Call) and checker is not None and (
            checker.module.qualify(index.func) in NONZERO or
            checker.module.qualify(index.func) in ("numpy.where", "jax.numpy.where")
            and len(index.args) == 1):
        return True  # the indices of the items that pass: as many as pass
    if isinstance(index, ast.Call) and checker is not None and \
            checker.module.qualify(index.func) in LOGICAL:
        name = checker.module.qualify(index.func) or ""
        # np.all / np.any reduce: a mask only when what they reduce is one, along an axis
        if name.rpartition(".")[2] in ("all", "any"):
            return bool(index.args) and any(k.arg == "axis" for k in index.keywords) and \
                mask(index.args[0], loop, depth + 1, checker)
        return True
    if isinstance(index, ast.Call) and isinstance(index.func, ast.Attribute) and \
            index.func.attr in ("all", "any") and any(k.arg == "axis" for k in index.keywords):
        return mask(index.func.value, loop, depth + 1, checker)  # np.isnan(x).any(axis=1)
    if isinstance(index, ast.BinOp) and isinstance(index.op, ast.BitAnd | ast.BitOr):
        return mask(index.left, loop, depth + 1, checker) or \
            mask(index.right, loop, depth + 1, checker)
    if isinstance(index, ast.UnaryOp) and isinstance(index.op, ast.Invert):
        # x[~(absorbed | leaked)]: an index inverted bitwise is a mask, when what it
        # inverts is the loop's own (a mask made once, outside, keeps its size)
        bound = loop_bindings(loop)
        return mask(index.operand, loop, depth + 1, checker) or any(
            isinstance(n, ast.Name) and n.id in bound for n in ast.walk(index.operand))
    if isinstance(index, ast.Name) and depth < 3:
        return any(mask(value, loop, depth + 1, checker)
                   for value in loop_bindings(loop).get(index.id, []))
    return False


#: calls that hand back their argument as an array, its values (and dtype) kept
AS_ARRAY = frozenset(f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in ("asarray", "array"))
#: NumPy's calls that give the indices of the items that pass a test
NONZERO = frozenset(f"{m}.{f}" for m in ("numpy", "jax.numpy")
                    for f in ("flatnonzero", "nonzero", "argwhere"))


#: NumPy's calls whose result has as many items as the data's values let through (the
#: indices that pass a test, the distinct values, a set's members)
BY_VALUE = frozenset(f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in (
    "flatnonzero", "nonzero", "argwhere", "unique", "compress", "extract", "setdiff1d",
    "intersect1d", "union1d"))


def picked_by_value(checker: Checker, call: ast.Call, index: int | None = None) -> str | None:
    """Why a call's result (its item ``index``, when unpacked) has as many items as the
    data's values let through (``np.nonzero(d2 < cut ** 2)``, ``np.unique(users)``,
    one-argument ``np.where``); not the inverse ``np.unique(..., return_inverse=True)``
    gives, as long as its input."""
    name = checker.module.qualify(call.func) or ""
    if name.endswith(".unique") and index is not None and index == 1 + sum(
            k.arg == "return_index" and isinstance(k.value, ast.Constant) and bool(
                k.value.value) for k in call.keywords) and any(
            k.arg == "return_inverse" for k in call.keywords):
        return None  # uniq, idx = np.unique(a, return_inverse=True): idx is as long as a
    if name in BY_VALUE or name in ("numpy.where", "jax.numpy.where") and \
            len(call.args) == 1 and not call.keywords:
        if name.startswith("jax.") and any(k.arg == "size" for k in call.keywords):
            return None  # jnp.nonzero(m, size=k): padded to k
        short_name = "np" if name.startswith("numpy.") else "jnp"
        return f"as many items as the data's values let through " \
            f"(`{short_name}.{name.rpartition('.')[2]}`)"
    return None


def queued(checker: Checker, it: ast.expr, loop: Loop, scope: Scope) -> str | None:
    """``range(take)`` with ``take = min(len(self.pending), self.max_batch)``, where a
    method of the class appends to ``self.pending``: however many are waiting, up to the
    cap (the queue's text, or None)."""
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
            and len(it.args) == 1) or scope.cls is None:
        return None
    arg = it.args[0]
    if isinstance(arg, ast.Name):
        values = loop_bindings(loop).get(arg.id, [])
        arg = values[0] if len(values) == 1 else arg
    lengths = [n.args[0] for n in ast.walk(arg) if isinstance(n, ast.Call) and isinstance(
        n.func, ast.Name) and n.func.id == "len" and len(n.args) == 1]
    cls = class_def(checker.tree, scope.cls.name)
    for queue in (q for q in lengths if isinstance(q, ast.Attribute) and isinstance(
            q.value, ast.Name) and q.value.id == "self"):
        if cls is not None and any(
                isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                and c.func.attr in ("append", "appendleft", "extend", "put")
                and ast.unparse(c.func.value) == f"self.{queue.attr}" for c in ast.walk(cls)):
            return f"self.{queue.attr}"
    return None


def by_value(checker: Checker, value: ast.expr, loop: Loop) -> bool:
    """``thetas[np.abs(sims - obs) < eps]``, ``np.flatnonzero(...)``: as many items as
    the data's values let through, with no full size that skipping the fewest would keep."""
    if unpacking(value) is not None:
        value = unpacking(value)[0]
    if isinstance(value, ast.Call):
        return picked_by_value(checker, value) is not None
    return isinstance(value, ast.Subscript) and any(
        mask(p, loop, checker=checker) for p in (
            value.slice.elts if isinstance(value.slice, ast.Tuple) else [value.slice]))
