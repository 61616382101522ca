"""Sizes the source fixes whatever the data holds, read by rule JC105 before it calls a
shape data-sized: an array padded up to one length (``np.pad(r, (0, LIMIT - len(r)))``),
a scalar made of a data-sized array (``np.float32(np.percentile(kept, 5))``, ``x.sum()``),
and a Python number a helper returns beside an array (``return padded, n``).
"""

from __future__ import annotations

import ast

from ..flow import bindings
from ..project import Ref
from ..scope import FunctionNode, statements
from .buckets import bucket_call
from .checker import Callee, Checker, Scope
from .loops import Loop
from .nodes import given_once
from .picks import longest

#: calls that make an array from a list or a shape (their size follows their input)
MAKERS = frozenset(f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in (
    "array", "asarray", "stack", "vstack", "hstack", "concatenate", "zeros", "ones",
    "full", "empty", "pad", "zeros_like", "ones_like", "fromiter"))


def padded_fixed(checker: Checker, expr: ast.Call, loop: Loop, scope: Scope) -> bool:
    """``np.pad(r, (0, limit - len(r)))``: padded up to one length, whatever it held."""
    name = checker.module.qualify(expr.func) or ""
    return name.endswith(".pad") and name in MAKERS and len(expr.args) > 1 and any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "len"
        or isinstance(n, ast.Attribute) and n.attr == "shape"
        # (0, MAX_DRAWS - n): up to a fixed length, less what it holds; (0, pad)
        # with pad = bucket_size(n) - n: up to one of a few listed sizes
        or isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub) and (
            isinstance(n.left, ast.Constant) or isinstance(n.left, ast.Name)
            and n.left.id.isupper() or bucket_call(checker, n.left, scope))
        for n in ast.walk(expr.args[1])
        for n in [n, *given_once(n, scope)]) and not any(
        isinstance(n, ast.Name) and longest(n, loop, scope) for n in ast.walk(expr.args[1]))


def padded_item(checker: Checker, call: ast.Call, index: int) -> bool:
    """Every return of the project function ``call`` calls gives, at ``index`` of its
    tuple, an array padded to one length, or a Python number (``return np.pad(v, (0,
    MAXN - n)), n`` with ``n = 4 + seed``): what a size parameter sets is elsewhere."""
    project, view = checker.project, checker.view
    ref = project.resolve(view, call.func, checker.current_class) if project else None
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode):
        return False
    reader = Callee(project.views[ref.module].scope(), project, project.views[ref.module])
    scope = Scope(func, None, {}, bindings(statements(func.body)), set())
    items = [r.value.elts[index] if isinstance(r.value, ast.Tuple) and index < len(
        r.value.elts) else None for r in ast.walk(func) if isinstance(r, ast.Return)]
    return bool(items) and all(isinstance(i, ast.Call) and padded_fixed(
        reader, i, Loop(func), scope) or _number(i, scope.assigns, 0) for i in items)


def _number(expr: ast.expr | None, assigns: dict, depth: int) -> bool:
    """``expr`` is a Python number as written: constants, ``len``/``int``/``float`` of
    anything, arithmetic of them and of parameters (names the function does not bind)."""
    if isinstance(expr, ast.Constant):
        return isinstance(expr.value, int | float)
    if isinstance(expr, ast.Call):
        return isinstance(expr.func, ast.Name) and expr.func.id in ("len", "int", "float")
    if isinstance(expr, ast.BinOp):
        return _number(expr.left, assigns, depth) and _number(expr.right, assigns, depth)
    if isinstance(expr, ast.Name) and depth < 3:
        values = assigns.get(expr.id, [])
        return all(_number(v, assigns, depth + 1) for v in values)
    return False


#: calls whose result does not follow the length of what they are given: a scalar made
#: of it, or a reduction of the whole (np.percentile(voiced, 2) is one number)
_SCALARS = frozenset({"float", "int", "bool", "len", *(f"{m}.{t}" for m in ("numpy", "jax.numpy")
                      for t in ("float16", "float32", "float64", "int32", "int64"))})
_WHOLE = frozenset({"sum", "mean", "max", "min", "prod", "std", "var", "median", "percentile",
                    "quantile", "nanmean", "nansum", "nanpercentile", "count_nonzero", "argmax",
                    "argmin", "any", "all", "amax", "amin", "ptp"})


def reduced(checker, item: ast.expr) -> set[int]:
    """The ids of the names inside ``item`` that a scalar conversion or a whole reduction
    takes where its value is made (``np.float32(np.percentile(voiced, 2))``, ``s.sum() /
    n``): their length does not reach it. Not inside another call's arguments: in
    ``np.eye(len(cats))`` the length is the size."""
    found: set[int] = set()
    stack = [item]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.BinOp):
            stack += [node.left, node.right]
        elif isinstance(node, ast.UnaryOp):
            stack.append(node.operand)
        elif isinstance(node, ast.Tuple | ast.List):
            stack += node.elts
        elif isinstance(node, ast.Call) and not any(k.arg == "axis" for k in node.keywords):
            name = checker.module.qualify(node.func) or (
                node.func.id if isinstance(node.func, ast.Name) else "")
            last = name.rpartition(".")[2]
            positional = 2 if last in ("percentile", "quantile", "nanpercentile") else 1
            method = isinstance(node.func, ast.Attribute) and not name and \
                node.func.attr in _WHOLE and not node.args
            if name in _SCALARS or method or (name.startswith(("numpy.", "jax.numpy.")) and
                                              last in _WHOLE and len(node.args) <= positional):
                found |= {id(n) for n in ast.walk(node) if isinstance(n, ast.Name)}
    return found
