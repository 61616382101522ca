"""What a static value is read from, beyond a loop's own names: the values of each batch
(``int(labels.max()) + 1``), an f-string of a loop's value (``f"eval/epoch_{epoch}"``),
a name the loop's body computes from its item (``yv = y[va]``), and a batch made on each
pass of a caller's loop. Read by rule JC103.
"""

from __future__ import annotations

import ast

from ..flow import bindings, function_bindings
from ..scope import statements
from ..summaries import returns
from .checker import Checker
from .loops import Loop, loop_bindings, one_value
from .nodes import truth_value

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


#: builtins and ``math`` functions whose result follows their arguments' values
_NUMERIC = frozenset({"min", "max", "round", "abs", "int", "float", "len"})


def computed_from(checker: Checker, expr: ast.expr, params: set[str],
                  assigns: dict[str, list[ast.expr]], scope=None, depth: int = 0) -> set[str]:
    """The parameters (of ``params``) whose value a number ``expr`` is computed from:
    arithmetic of them (``stamp - self.t``, ``(1 + step) / (warmup + step)``), through
    the numeric builtins and ``math``'s functions, a local name assigned once (in
    ``assigns``), an item or attribute of a parameter (``req["n"] * 2``), and, with the
    caller's ``scope``, a function or method of the project whose return is computed so
    from its own parameters (``self.decay_at(step)``). Empty for a truth value or a
    remainder (``step % 3``): those take a few values, one compile each, by design."""
    if depth > 4 or truth_value(expr, checker.module.qualify):
        return set()
    if isinstance(expr, ast.Name):
        if expr.id in params and expr.id not in assigns:
            return {expr.id}
        given = assigns.get(expr.id, [])
        return computed_from(checker, given[0], params, assigns, scope, depth + 1) \
            if len(given) == 1 else set()
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and \
            expr.value.id == "self" and "self" in params:
        return {f"self.{expr.attr}"}  # (read of an object's own state: advanced.py)
    if isinstance(expr, ast.Subscript | ast.Attribute):
        root = expr
        while isinstance(root, ast.Subscript | ast.Attribute):
            root = root.value
        return {root.id} if isinstance(root, ast.Name) and root.id in params else set()
    if isinstance(expr, ast.BinOp):
        if isinstance(expr.op, ast.Mod):
            return set()
        return computed_from(checker, expr.left, params, assigns, scope, depth + 1) | \
            computed_from(checker, expr.right, params, assigns, scope, depth + 1)
    if isinstance(expr, ast.UnaryOp):
        return computed_from(checker, expr.operand, params, assigns, scope, depth + 1)
    if not isinstance(expr, ast.Call) or any(isinstance(a, ast.Starred) for a in expr.args):
        return set()
    name = checker.module.qualify(expr.func) or (
        expr.func.id if isinstance(expr.func, ast.Name) else "")
    if name in _NUMERIC or name.startswith("math."):
        return set().union(*(computed_from(checker, a, params, assigns, scope, depth + 1)
                             for a in expr.args))
    return _returned_from(checker, expr, params, assigns, scope, depth) \
        if scope is not None and checker.project is not None else set()


def _returned_from(checker: Checker, call: ast.Call, params: set[str],
                   assigns: dict[str, list[ast.expr]], scope, depth: int) -> set[str]:
    """:func:`computed_from` through a call of a project function: the arguments given
    to the parameters its returns are computed from."""
    from .instances import resolve_callee

    target = resolve_callee(checker, call, scope)
    if target is None or target[2]:
        return set()  # unknown, or a jitted function: its return is an array
    func = target[1]
    own = [a.arg for a in func.args.posonlyargs + func.args.args]
    if own[:1] in (["self"], ["cls"]):
        own = own[1:]
    local = function_bindings(func)
    used: set[str] = set()
    for value in returns(func):
        used |= computed_from(checker, value, set(own) | {
            a.arg for a in func.args.kwonlyargs}, local, None, depth + 1)
    found: set[str] = set()
    for i, arg in enumerate(call.args):
        if i < len(own) and own[i] in used:
            found |= computed_from(checker, arg, params, assigns, scope, depth + 1)
    for k in call.keywords:
        if k.arg in used:
            found |= computed_from(checker, k.value, params, assigns, scope, depth + 1)
    return found


def pulled(checker: Checker, expr: ast.expr, loop: Loop, scope) -> ast.Call | None:
    """The call of a jitted function whose result ``expr`` pulls to the host as a number
    (``int(estimate_lag(env))``, ``float(f(x).item())``, or a name the loop gives one of
    those), where the call is given a value the loop changes: a number computed from each
    pass's data."""
    value = one_value(expr, loop)
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and \
            value.func.id in ("int", "float") and len(value.args) == 1:
        value = value.args[0]
    elif not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
              and value.func.attr == "item"):
        return None
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and \
            value.func.attr == "item" and not value.args:
        value = value.func.value
    if not isinstance(value, ast.Call) or checker._callee(value.func, scope) is None:
        return None
    names = {n.id for a in [*value.args, *(k.value for k in value.keywords)]
             for n in ast.walk(a) if isinstance(n, ast.Name)}
    return value if any(changes(n, loop) for n in names) else None
