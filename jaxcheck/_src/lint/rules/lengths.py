"""Lists of many lengths: a Python list (or tuple) passed to a jit is a pytree with one
leaf per item, so its length is part of the structure the jit is keyed on. A list as long
as the data makes it (one array per plot of a farm, per period of a match, one discount per
promotion of the week) compiles once per length. :func:`ragged_list` says why a list
reaching a jitted call in a loop can change length between calls, when the source shows it:

* a comprehension over ``range(n)`` whose ``n`` moves with the loop (a helper's parameter
  given the loop's value, a random draw, a test of it) — also what a helper of the project
  returns, or appends to the list it returns;
* an entry of a module's table of lists of different lengths (``SENSOR_CAL[batch]``, also
  what a helper returns, or ``for week, discounts in CALENDAR.items()``);
* a list kept on an object, that a method the loop calls appends to
  (``ens.add(params)`` then ``ens.members``).
"""

from __future__ import annotations

import ast

from ..flow import function_bindings
from ..project import Ref
from ..scope import FunctionNode, statements
from .checker import Checker, Scope
from .loops import Loop, reaching_values, varies
from .modules import assigned

_RANDOM = frozenset({"integers", "randint", "choice", "poisson", "binomial", "geometric"})


def ragged_list(checker: Checker, expr: ast.expr, loops: tuple[Loop, ...],
                scope: Scope) -> str | None:
    """Why the list ``expr`` passed in the innermost of ``loops`` can have another length on
    another call (a phrase), or None."""
    if not loops or checker.project is None or checker.view is None:
        return None
    loop = loops[-1]
    values: list[ast.expr] = [expr]
    if isinstance(expr, ast.Name):
        values = list(reaching_values(checker, expr, loops, scope))
        item = _table_item(checker, expr.id, loop)
        if item is not None:
            return item
    for value in values:
        why = _value(checker, value, loop, scope)
        if why is not None:
            return why
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
        return _appended_on(checker, expr, loop, scope)
    return None


def _value(checker: Checker, value: ast.expr, loop: Loop, scope: Scope) -> str | None:
    if _moving_range(value, lambda e: varies(e, loop)):
        return "a comprehension over a range that moves with the loop"
    if isinstance(value, ast.Subscript) and varies(value.slice, loop):
        lengths = _table_lengths(checker, checker.view, value.value)
        if lengths:
            return f"an entry of `{ast.unparse(value.value)}`, whose lists have " \
                   f"{lengths} lengths"
    if not isinstance(value, ast.Call):
        return None
    project = checker.project
    ref = project.resolve(checker.view, value.func, checker.current_class, guess=False)
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode) or func.decorator_list:
        return None
    moving = _moving_params(func, value, loop)
    local = function_bindings(func)
    view = project.views[ref.module]
    for ret in (n.value for n in statements(func.body) if isinstance(n, ast.Return)):
        if ret is None:
            continue
        if isinstance(ret, ast.Name) and len(local.get(ret.id, [])) == 1:
            ret = local[ret.id][0]
        if _moving_range(ret, lambda e: _moves(e, func, local, moving)):
            return f"the list `{ast.unparse(value.func)}` builds over a range that " \
                   "moves with its arguments"
        if isinstance(ret, ast.Subscript) and _moves(ret.slice, func, local, moving):
            lengths = _table_lengths(checker, view, ret.value)
            if lengths:
                return f"an entry of `{ast.unparse(ret.value)}` (by `" \
                       f"{ast.unparse(value.func)}`), whose lists have {lengths} lengths"
    return None


def _moving_range(value: ast.expr, moves) -> bool:
    """A list or tuple made by a comprehension whose first loop runs over ``range(n)``
    with ``n`` moving: ``[... for _ in range(n)]``, ``tuple(... for _ in range(n))``."""
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and \
            value.func.id in ("list", "tuple") and len(value.args) == 1 and \
            isinstance(value.args[0], ast.GeneratorExp):
        value = value.args[0]
    elif not isinstance(value, ast.ListComp):
        return False
    it = value.generators[0].iter
    return isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and \
        it.func.id == "range" and len(it.args) == 1 and \
        not isinstance(it.args[0], ast.Constant) and moves(it.args[0])


def _moving_params(func: FunctionNode, call: ast.Call, loop: Loop) -> set[str]:
    """The parameters of ``func`` the call in ``loop`` gives a value that moves."""
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    if params and params[0] in ("self", "cls"):
        params = params[1:]
    out = {p for p, a in zip(params, call.args, strict=False) if varies(a, loop)}
    out |= {k.arg for k in call.keywords if k.arg is not None and varies(k.value, loop)}
    return out


def _moves(expr: ast.expr, func: FunctionNode, local: dict, moving: set[str],
           depth: int = 0) -> bool:
    """Whether ``expr`` in ``func`` follows a moving parameter or a random draw."""
    if depth > 3:
        return False
    for node in ast.walk(expr):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in _RANDOM:
            return True
        if isinstance(node, ast.Name):
            if node.id in moving:
                return True
            given = local.get(node.id, [])
            if len(given) == 1 and _moves(given[0], func, local, moving, depth + 1):
                return True
    return False


def _table_lengths(checker: Checker, view, table: ast.expr) -> int:
    """How many lengths the lists of a module table have (0 unless more than one)."""
    if not isinstance(table, ast.Name):
        return 0
    values = assigned(checker.project, view, table.id)
    if len(values) != 1 or not isinstance(values[0], (ast.Dict, ast.List, ast.Tuple)):
        return 0
    items = values[0].values if isinstance(values[0], ast.Dict) else values[0].elts
    if not items or not all(isinstance(i, (ast.List, ast.Tuple)) for i in items):
        return 0
    lengths = {len(i.elts) for i in items}
    return len(lengths) if len(lengths) > 1 else 0


def _table_item(checker: Checker, name: str, loop: Loop) -> str | None:
    """``for week, discounts in CALENDAR.items()``, ``for d in CALENDAR.values()``, ``for
    d in TABLE`` (a list of lists): the loop's item, a list of the table's lengths."""
    node = loop.node
    if not isinstance(node, ast.For):
        return None
    it, target = node.iter, node.target
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and not it.args:
        if it.func.attr == "items" and isinstance(target, ast.Tuple) and \
                len(target.elts) == 2 and isinstance(target.elts[1], ast.Name) and \
                target.elts[1].id == name:
            table = it.func.value
        elif it.func.attr == "values" and isinstance(target, ast.Name) and target.id == name:
            table = it.func.value
        else:
            return None
    elif isinstance(target, ast.Name) and target.id == name and isinstance(it, ast.Name):
        table = it
        found = checker.module.assigns.get(it.id, []) if hasattr(checker.module, "assigns") \
            else []
        if found and isinstance(found[0], ast.Dict):
            return None  # for key in TABLE: the keys
    else:
        return None
    lengths = _table_lengths(checker, checker.view, table)
    if not lengths:
        return None
    return f"each list of `{ast.unparse(table)}` in turn, of {lengths} lengths"


def _appended_on(checker: Checker, expr: ast.Attribute, loop: Loop, scope: Scope
                 ) -> str | None:
    """``ens.members`` when the loop calls a method of ``ens`` that appends to
    ``self.members`` (the project's class)."""
    owner = expr.value.id
    project = checker.project
    for node in ast.walk(loop.node):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == owner):
            continue
        ref = project.resolve(checker.view, node.func, checker.current_class, guess=True)
        method = project.node(ref) if isinstance(ref, Ref) else None
        if not isinstance(method, FunctionNode):
            continue
        for call in ast.walk(method):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and \
                    call.func.attr in ("append", "extend", "insert") and \
                    isinstance(call.func.value, ast.Attribute) and \
                    isinstance(call.func.value.value, ast.Name) and \
                    call.func.value.value.id == "self" and \
                    call.func.value.attr == expr.attr:
                return f"a list `{ast.unparse(node.func)}` appends to on each pass"
    return None
