"""What a static value is read from, beyond a loop's own names: the values of each batch
(``int(labels.max()) + 1``), an f-string of a loop's value (``f"eval/epoch_{epoch}"``),
a name the loop's body computes from its item (``yv = y[va]``), and a batch made on each
pass of a caller's loop. Read by rule JC103.
"""

from __future__ import annotations

import ast

from ..flow import bindings
from ..scope import statements
from .checker import Checker
from .loops import Loop, loop_bindings

#: reductions whose result follows an array's values (not its shape)
REDUCTIONS = frozenset({"max", "min", "sum", "amax", "amin", "argmax", "argmin", "unique",
                        "count_nonzero", "nanmax", "nanmin", "ptp"})


def reduced_operand(checker: Checker, expr: ast.expr) -> ast.expr | None:
    """The array (a name, or a slice or attribute of one) whose values a static number is
    read from: ``int(labels.max()) + 1``,
    ``int(np.max(y))``, ``len(np.unique(y))``, ``max(y.max(), p.max()) + 1``; None for
    what follows only a shape (``x.shape[0]``, ``len(x)``)."""
    for node in ast.walk(expr):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and
                node.func.id in ("int", "float", "len") and len(node.args) == 1):
            continue
        for inner in ast.walk(node.args[0]):
            if not isinstance(inner, ast.Call):
                continue
            name = checker.module.qualify(inner.func) or ""
            if name.split(".")[0] in ("numpy", "jax") and \
                    name.rpartition(".")[2] in REDUCTIONS and inner.args:
                operand = inner.args[0]
            elif isinstance(inner.func, ast.Attribute) and \
                    inner.func.attr in REDUCTIONS and not inner.args:
                operand = inner.func.value
            else:
                continue
            root = operand
            while isinstance(root, ast.Subscript | ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and not (
                    node.func.id == "len" and name.rpartition(".")[2] != "unique"):
                return operand  # (y[i:i + bs]: the slice's names count too)
    return None


def changes(name: str, loop: Loop, depth: int = 0) -> bool:
    """Whether the loop gives ``name`` a new value on each pass: its own target, or a
    value the body computes from one (``yv = y[va]``)."""
    if name in loop.varying:
        return True
    return depth < 4 and any(
        isinstance(n, ast.Name) and n.id != name and changes(n.id, loop, depth + 1)
        for v in loop_bindings(loop).get(name, []) for n in ast.walk(v))


def made_in_loop(site, arg: ast.expr) -> bool:
    """Whether ``arg``, passed at ``site``, is given a value in the body of a loop around
    the site (a batch drawn or read on each pass)."""
    body = site.func.body if site.func is not None else site.view.tree().body
    names = {n.id for n in ast.walk(arg) if isinstance(n, ast.Name)}
    line = getattr(site.node, "lineno", 0)
    for top in body:
        for n in ast.walk(top):
            if isinstance(n, ast.For | ast.AsyncFor | ast.While) and \
                    n.lineno <= line <= (n.end_lineno or n.lineno) and \
                    names & set(bindings(statements(n.body))):
                return True
    return False


def formatted(expr: ast.expr) -> list[ast.expr]:
    """The values an f-string formats (``f"{split}/epoch_{epoch}"``: ``split``, ``epoch``)."""
    if not isinstance(expr, ast.JoinedStr):
        return []
    return [v.value for v in expr.values if isinstance(v, ast.FormattedValue)]
